/** /login and /corporative-login (spec §2, §4, §8). */
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { bus } from '@platform/event-bus';
import { Box, Button, Container, Flex, Heading, Image, Input, Text, chakra, useBrand } from '@platform/ui';
import { Field } from '@platform/ui/forms';
import { LanguageSelector } from '../chrome/LanguageSelector';
import { RLink } from '../chrome/links';
import { ExternalSignIn } from './ExternalSignIn';
import { LoginAlert } from './LoginAlert';
import { currentSubdomain } from '../host';
import { useT } from '../hooks/useShell';
import { navigate } from '../navigation/location';
import { LoginFailed, login, type LoginError } from '../session/actions';
import { EMAIL_EXAMPLE, isEmail } from '../validation';
import { currentLogos, loadSubdomainInfo, useSubdomainInfo } from '../whiteLabel';

interface LoginValues {
  email: string;
  password: string;
}

const SERVER_ERROR_KEYS: Record<LoginError, string> = {
  invalidUser: 'login.errors.invalidUser',
  subdomainNotFound: 'login.errors.subdomainNotFound',
  offline: 'common:errors.offline',
  generic: 'login.errors.generic',
  externalEmailUnverified: 'login.external.unverified',
};

type LoginErrors = { email?: 'required' | 'pattern'; password?: 'required' };

export function validateLogin(v: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (v.email.trim().length === 0) errors.email = 'required';
  else if (!isEmail(v.email)) errors.email = 'pattern';
  if (v.password === '') errors.password = 'required';
  return errors;
}

/**
 * The login form. Two fields do not need react-hook-form (kept off the /login first load); same
 * behaviour: errors from the first submit on, re-validated on change, focus on the first invalid
 * field, submit disabled while signing in.
 */
export function LoginForm({
  subdomain,
  onFailure,
  showError = true,
}: {
  subdomain?: string | null;
  /** a sign-in was refused (the page shows one error banner, the newest: issue #31 item 13) */
  onFailure?: () => void;
  /** false once a newer error shows elsewhere on the page (the external sign-in's) */
  showError?: boolean;
}) {
  const { t } = useT();
  const [serverError, setServerError] = useState<LoginError | null>(null);
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errors = submitted ? validateLogin(values) : {};
  // The pre-rendered /login hydrates on the visitor's first intent (ADR 0041): what was typed before React owned the
  // fields is in the DOM (hydration keeps it) but not in this state, which would submit empty fields. Read on mount.
  useLayoutEffect(() => {
    const email = emailRef.current?.value ?? '';
    const password = passwordRef.current?.value ?? '';
    if (email || password) setValues((v) => (v.email || v.password ? v : { email, password }));
  }, []);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    // a new attempt: the previous answer's banner goes (field errors or the new answer replace it)
    setServerError(null);
    const found = validateLogin(values);
    if (found.email || found.password) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setServerError(null);
    setSubmitting(true);
    try {
      const to = await login(values, { subdomain });
      navigate(to);
    } catch (err) {
      setServerError(err instanceof LoginFailed ? err.reason : 'generic');
      onFailure?.();
    } finally {
      setSubmitting(false);
    }
  };
  const field = (name: keyof LoginValues) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  const emailError =
    errors.email === 'pattern'
      ? t('validation.wrongEmailFormat', { email: EMAIL_EXAMPLE })
      : errors.email
        ? t('validation.emailRequired')
        : undefined;

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label={t('login.formLabel')}>
      {serverError && showError ? (
        <LoginAlert testId="login-error">{t(SERVER_ERROR_KEYS[serverError])}</LoginAlert>
      ) : null}
      <Field mb="4" label={t('login.email')} required error={emailError}>
        <Input type="email" autoComplete="username" ref={emailRef} {...field('email')} />
      </Field>
      <Field
        mb="4"
        label={t('login.password')}
        required
        error={errors.password ? t('validation.passwordRequired') : undefined}
      >
        <Input type="password" autoComplete="current-password" ref={passwordRef} {...field('password')} />
      </Field>
      <Flex justify="flex-end" mb="4">
        <chakra.button
          type="button"
          color="brand.700"
          fontSize="sm"
          textDecoration="underline"
          cursor="pointer"
          focusVisibleRing="outside"
          onClick={() =>
            bus.emit('platform.modal.open.v1', { modal: 'forgotPassword', props: { email: values.email } })
          }
        >
          {t('login.forgot')}
        </chakra.button>
      </Flex>
      <Button type="submit" colorPalette="brand" w="full" loading={isSubmitting}>
        {t('login.submit')}
      </Button>
    </chakra.form>
  );
}

export function LoginPage() {
  const { t } = useT();
  // one error banner on the page, the newest: the form's or the external sign-in's
  const [newest, setNewest] = useState<'form' | 'external' | null>(null);
  return (
    <Container maxW="md" py={{ base: '8', md: '16' }}>
      <Box bg="bg" borderWidth="1px" rounded="xl" shadow="sm" p={{ base: '6', md: '10' }}>
        <Heading as="h1" size="2xl" mb="2">
          {t('login.title')}
        </Heading>
        <Text color="fg.muted" mb="6">
          {t('login.subtitle')}
        </Text>
        <LoginForm onFailure={() => setNewest('form')} showError={newest !== 'external'} />
        <ExternalSignIn onFailure={() => setNewest('external')} showError={newest !== 'form'} />
        <Text mt="6" fontSize="sm" textAlign="center">
          {t('login.noAccount')}{' '}
          <RLink to="/trial" color="brand.700" textDecoration="underline">
            {t('login.tryFree')}
          </RLink>
        </Text>
      </Box>
    </Container>
  );
}

/** White-label corporate login: navbar hidden, school logo from the subdomain info, SignIn/{subdomain}. */
export function CorporativeLoginPage() {
  const { t } = useT();
  const brand = useBrand();
  const info = useSubdomainInfo();
  const subdomain = currentSubdomain();
  const { largeLogo, smallLogo } = currentLogos();
  const logo = largeLogo ?? smallLogo ?? brand.logos.large;
  useEffect(() => {
    if (subdomain && info === undefined) void loadSubdomainInfo();
  }, [subdomain, info]);
  const missing = !subdomain || info === null;
  return (
    <Container maxW="md" py={{ base: '8', md: '16' }}>
      <Flex justify="flex-end" mb="4">
        <LanguageSelector />
      </Flex>
      <Box bg="bg" borderWidth="1px" rounded="xl" shadow="sm" p={{ base: '6', md: '10' }}>
        <Flex justify="center" mb="6">
          <Image src={logo} alt={t('corporate.logoAlt')} maxH="72px" maxW="240px" />
        </Flex>
        <Heading as="h1" size="xl" mb="2" textAlign="center">
          {t('corporate.title')}
        </Heading>
        <Text color="fg.muted" mb="6" textAlign="center">
          {t('corporate.subtitle')}
        </Text>
        {missing ? (
          <Box role="alert" color="danger" textAlign="center" data-testid="subdomain-missing">
            {t('login.errors.subdomainNotFound')}
          </Box>
        ) : (
          <LoginForm subdomain={subdomain} />
        )}
      </Box>
    </Container>
  );
}
