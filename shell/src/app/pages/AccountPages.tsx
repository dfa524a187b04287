/** /reset-password, /quote/:license, /license, /trial-finished, /sign-terms, /unauthorized, /not-found. */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { bus } from '@platform/event-bus';
import {
  Badge,
  Box,
  Button,
  Container,
  Heading,
  Input,
  Link,
  LoadingState,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  chakra,
} from '@platform/ui';
import { requestFreemiumLicense, requestQuote, resetPassword, signTerms, termsAndConditions } from '../api';
import { useQueryParams, useRouteParams, useT, useUser } from '../hooks/useShell';
import { navigate } from '../navigation/location';
import { markTermsSigned, refreshUser } from '../session/actions';
import { isTrial } from '@platform/session';
import { Field } from '../ui/Field';
import { TrialInformationForm } from './TrialInformationForm';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, EMAIL_EXAMPLE, isEmail, isValidPassword } from '../validation';

function Page({ title, children, narrow = false }: { title: string; children: React.ReactNode; narrow?: boolean }) {
  return (
    <Container maxW={narrow ? 'md' : '1100px'} py={{ base: '8', md: '14' }}>
      <Heading as="h1" size="2xl" mb="6">
        {title}
      </Heading>
      {children}
    </Container>
  );
}

// ---- /reset-password ---------------------------------------------------------------------------
export function ResetPasswordPage() {
  const { t } = useT();
  const params = useQueryParams();
  const userId = params.get('userId') ?? '';
  const token = params.get('token') ?? params.get('resetToken') ?? '';
  const [failed, setFailed] = useState(false);
  const { register, handleSubmit, getValues, formState } = useForm<{ password: string; confirm: string }>({
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = formState;

  if (!userId || !token) {
    return (
      <Page title={t('reset.title')} narrow>
        <Text role="alert" color="danger">
          {t('reset.invalidLink')}
        </Text>
      </Page>
    );
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailed(false);
    try {
      await resetPassword({ userId, resetToken: token, newPassword: password });
      bus.emit('platform.toast.show.v1', { status: 'success', messageKey: 'shell:reset.success' });
      navigate('/login');
    } catch {
      setFailed(true);
    }
  });

  return (
    <Page title={t('reset.title')} narrow>
      <Text color="fg.muted" mb="6">
        {t('reset.intro')}
      </Text>
      {failed ? (
        <Text role="alert" color="danger" mb="4">
          {t('reset.failed')}
        </Text>
      ) : null}
      <chakra.form onSubmit={onSubmit} noValidate aria-label={t('reset.title')}>
        <Field
          label={t('reset.password')}
          required
          hint={t('reset.rule')}
          error={
            errors.password
              ? errors.password.type === 'required'
                ? t('validation.passwordRequired')
                : t('validation.passwordFormat')
              : undefined
          }
        >
          <Input
            type="password"
            autoComplete="new-password"
            {...register('password', { required: true, validate: (v) => isValidPassword(v) })}
          />
        </Field>
        <Field
          label={t('reset.confirm')}
          required
          error={errors.confirm ? t('validation.passwordsDoNotMatch') : undefined}
        >
          <Input
            type="password"
            autoComplete="new-password"
            {...register('confirm', { validate: (v) => v === getValues('password') })}
          />
        </Field>
        <Button type="submit" colorPalette="brand" w="full" loading={isSubmitting}>
          {t('reset.submit')}
        </Button>
      </chakra.form>
    </Page>
  );
}

// ---- /license and /quote/:license --------------------------------------------------------------
export const PLANS = ['freemium', 'program', 'campus'] as const;
export type Plan = (typeof PLANS)[number];

export function LicensePage() {
  const { t } = useT();
  const user = useUser();
  const freemium = useFreemium();
  // the main trial user takes freemium at once (RequestFreemiumLicense converts the whole school, so only the person
  // who started the trial may, ADR 0048); everyone else, and other plans, ask for a quote
  const takesFreemium = mainTrialUser(user);
  const choose = (plan: Plan) =>
    plan === 'freemium' && takesFreemium ? void freemium.take() : navigate(`/quote/${plan}`);
  return (
    <Page title={t('license.title')}>
      <Text color="fg.muted" mb="8" maxW="720px">
        {t('license.intro')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {PLANS.map((plan) => (
          <Stack
            key={plan}
            as="article"
            aria-labelledby={`plan-${plan}`}
            borderWidth="1px"
            rounded="xl"
            p="6"
            gap="4"
            bg="bg"
            borderColor={plan === 'program' ? 'brand.400' : undefined}
          >
            <Heading as="h2" size="lg" id={`plan-${plan}`}>
              {t(`license.plans.${plan}.name`)}
            </Heading>
            <Badge alignSelf="flex-start" colorPalette={plan === 'freemium' ? 'green' : 'brand'}>
              {t(`license.plans.${plan}.price`)}
            </Badge>
            <Text color="fg.muted">{t(`license.plans.${plan}.body`)}</Text>
            {plan === 'freemium' && isTrial(user) && !takesFreemium ? (
              <Text fontSize="sm" role="note" data-testid="freemium-not-main">
                {t('freemium.notMain')}
              </Text>
            ) : null}
            <chakra.ul ps="5" listStyleType="disc" color="fg.muted" fontSize="sm">
              {(['f1', 'f2', 'f3'] as const).map((f) => (
                <li key={f}>{t(`license.plans.${plan}.${f}`)}</li>
              ))}
            </chakra.ul>
            <Button
              mt="auto"
              colorPalette="brand"
              variant={plan === 'program' ? 'solid' : 'outline'}
              onClick={() => choose(plan)}
              loading={plan === 'freemium' && freemium.busy}
            >
              {t(`license.plans.${plan}.cta`)}
            </Button>
          </Stack>
        ))}
      </SimpleGrid>
      <TrialInformationForm />
    </Page>
  );
}

interface QuoteValues {
  name: string;
  email: string;
  schoolName: string;
  phone: string;
  message: string;
}

export const QUOTE_TOAST_MS = 5000;

export function QuotePage() {
  const { t } = useT();
  const user = useUser();
  const { license = '' } = useRouteParams();
  const plan = (PLANS as readonly string[]).includes(license) ? (license as Plan) : null;
  const { register, handleSubmit, formState } = useForm<QuoteValues>({
    defaultValues: { name: '', email: user?.email ?? '', schoolName: user?.schoolName ?? '', phone: '', message: '' },
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (!plan) navigate('/not-found', { replace: true });
  }, [plan]);
  if (!plan) return null;

  const onSubmit = handleSubmit(async (v) => {
    try {
      await requestQuote({
        license: plan,
        name: v.name.trim(),
        email: v.email.trim(),
        schoolName: v.schoolName.trim(),
        phone: v.phone.trim() || undefined,
        message: v.message.trim() || undefined,
      });
      bus.emit('platform.modal.open.v1', {
        modal: 'success',
        props: {
          titleKey: 'shell:quote.thanksTitle',
          messageKey: 'shell:quote.thanksBody',
          onClose: () => navigate('/feed'),
        },
      });
    } catch {
      bus.emit('platform.toast.show.v1', {
        status: 'error',
        messageKey: 'shell:quote.failed',
        durationMs: QUOTE_TOAST_MS,
      });
    }
  });

  const filled = (v: string) => v.trim().length > 0;
  return (
    <Page title={t('quote.title', { plan: t(`license.plans.${plan}.name`) })} narrow>
      <Text color="fg.muted" mb="6">
        {t('quote.intro')}
      </Text>
      <chakra.form onSubmit={onSubmit} noValidate aria-label={t('quote.formLabel')}>
        <Field
          label={t('quote.name')}
          required
          error={
            errors.name
              ? errors.name.type === 'maxLength'
                ? t('validation.nameMax', { max: CONTACT_NAME_MAX })
                : t('validation.required')
              : undefined
          }
        >
          <Input autoComplete="name" {...register('name', { validate: { filled }, maxLength: CONTACT_NAME_MAX })} />
        </Field>
        <Field
          label={t('quote.email')}
          required
          error={
            errors.email
              ? errors.email.type === 'pattern'
                ? t('validation.invalidEmail', { email: EMAIL_EXAMPLE })
                : t('validation.emailRequired')
              : undefined
          }
        >
          <Input
            type="email"
            autoComplete="email"
            {...register('email', { validate: { filled, pattern: (v) => !filled(v) || isEmail(v) } })}
          />
        </Field>
        <Field label={t('quote.school')} required error={errors.schoolName ? t('validation.required') : undefined}>
          <Input autoComplete="organization" {...register('schoolName', { validate: { filled }, maxLength: 200 })} />
        </Field>
        <Field label={t('quote.phone')} error={errors.phone ? t('validation.digitsOnly') : undefined}>
          <Input
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            {...register('phone', {
              pattern: /^\+?[0-9 ]*$/,
              onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
                e.target.value = e.target.value.replace(/[^0-9+ ]/g, '');
              },
            })}
          />
        </Field>
        <Field
          label={t('quote.message')}
          error={errors.message ? t('validation.messageMax', { max: CONTACT_MESSAGE_MAX }) : undefined}
        >
          <Textarea rows={4} {...register('message', { maxLength: CONTACT_MESSAGE_MAX })} />
        </Field>
        <Button type="submit" colorPalette="brand" w="full" loading={isSubmitting}>
          {t('quote.submit')}
        </Button>
      </chakra.form>
    </Page>
  );
}

// ---- /trial-finished ---------------------------------------------------------------------------
/** The Trial user who started the trial of the school: the only one who may switch it to Freemium (ADR 0048). */
export const mainTrialUser = (user: ReturnType<typeof useUser>) => isTrial(user) && !!user?.mainTrial;

/** A trial school takes the freemium licence (§4): every trial account gets it; the user goes on to the feed. */
export function useFreemium() {
  const [busy, setBusy] = useState(false);
  const take = async () => {
    setBusy(true);
    try {
      await requestFreemiumLicense();
      await refreshUser();
      bus.emit('platform.toast.show.v1', { status: 'success', messageKey: 'pages:freemium.done' });
      navigate('/feed');
    } catch {
      bus.emit('platform.toast.show.v1', {
        status: 'error',
        messageKey: 'pages:freemium.failed',
        durationMs: QUOTE_TOAST_MS,
      });
    } finally {
      setBusy(false);
    }
  };
  return { busy, take };
}

export function TrialFinishedPage() {
  const { t } = useT();
  const user = useUser();
  const freemium = useFreemium();
  return (
    <Page title={t('trialFinished.title')} narrow>
      <Text mb="6" color="fg.muted">
        {t('trialFinished.body')}
      </Text>
      <Stack gap="3">
        {mainTrialUser(user) ? (
          <Button colorPalette="brand" onClick={freemium.take} loading={freemium.busy}>
            {t('freemium.take')}
          </Button>
        ) : isTrial(user) ? (
          <Text color="fg.muted" role="note" data-testid="freemium-not-main">
            {t('freemium.notMain')}
          </Text>
        ) : null}
        <Button
          colorPalette="brand"
          variant={mainTrialUser(user) ? 'outline' : 'solid'}
          onClick={() => navigate('/license')}
        >
          {t('trialFinished.plans')}
        </Button>
        <Button variant="outline" onClick={() => bus.emit('platform.modal.open.v1', { modal: 'contact' })}>
          {t('trialFinished.contact')}
        </Button>
      </Stack>
      <TrialInformationForm />
    </Page>
  );
}

// ---- /sign-terms -------------------------------------------------------------------------------
export function SignTermsPage() {
  const { t } = useT();
  const user = useUser();
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let alive = true;
    termsAndConditions()
      .then((r) => alive && setUrl(typeof r.termsAndConditionsURL === 'string' ? r.termsAndConditionsURL : null))
      .catch(() => alive && setUrl(null));
    return () => {
      alive = false;
    };
  }, []);

  const sign = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await signTerms();
      if (user) markTermsSigned(user.userId);
      navigate('/krea');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('signTerms.title')} narrow>
      <Text mb="4" color="fg.muted">
        {t('signTerms.intro')}
      </Text>
      {url === undefined ? (
        <LoadingState />
      ) : url ? (
        <Link
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          color="brand.700"
          textDecoration="underline"
          display="inline-block"
          mb="6"
        >
          {t('signTerms.document')}
        </Link>
      ) : (
        <chakra.button
          type="button"
          color="brand.700"
          textDecoration="underline"
          mb="6"
          cursor="pointer"
          onClick={() => bus.emit('platform.modal.open.v1', { modal: 'terms' })}
        >
          {t('signTerms.document')}
        </chakra.button>
      )}
      <chakra.label display="flex" gap="3" alignItems="flex-start" mb="6" cursor="pointer">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(e) => setAccepted(e.currentTarget.checked)}
          style={{ marginTop: 4 }}
        />
        <span>{t('signTerms.accept')}</span>
      </chakra.label>
      {failed ? (
        <Text role="alert" color="danger" mb="4">
          {t('signTerms.failed')}
        </Text>
      ) : null}
      <Button colorPalette="brand" w="full" disabled={!accepted} loading={busy} onClick={sign}>
        {t('signTerms.sign')}
      </Button>
    </Page>
  );
}

// ---- /unauthorized and /not-found --------------------------------------------------------------
export function UnauthorizedPage() {
  const { t } = useT();
  const params = useQueryParams();
  const status = params.get('statusCode');
  return (
    <Container maxW="lg" py="20" textAlign="center">
      {status ? (
        <Text fontSize="6xl" fontWeight="bold" color="brand.600" aria-label={t('unauthorized.statusLabel', { status })}>
          {status}
        </Text>
      ) : null}
      <Heading as="h1" size="2xl" mb="4">
        {t('unauthorized.title')}
      </Heading>
      <Text color="fg.muted" mb="8">
        {t('unauthorized.body')}
      </Text>
      <Button colorPalette="brand" onClick={() => navigate('/feed')}>
        {t('unauthorized.back')}
      </Button>
    </Container>
  );
}

export function NotFoundPage() {
  const { t } = useT();
  return (
    <Container maxW="lg" py="20" textAlign="center">
      <Text fontSize="6xl" fontWeight="bold" color="brand.600" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" size="2xl" mb="4">
        {t('notFound.title')}
      </Heading>
      <Text color="fg.muted" mb="8">
        {t('notFound.body')}
      </Text>
      <Box>
        <Button colorPalette="brand" onClick={() => navigate('/feed')}>
          {t('notFound.back')}
        </Button>
      </Box>
    </Container>
  );
}
