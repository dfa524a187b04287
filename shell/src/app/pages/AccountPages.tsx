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
  chakra,
} from '@platform/ui';
import { Field } from '@platform/ui/forms';
import { requestFreemiumLicense, resetPassword, signTerms, termsAndConditions } from '../api';
import { useQueryParams, useT, useUser } from '../hooks/useShell';
import { navigate } from '../navigation/location';
import { markTermsSigned, refreshUser } from '../session/actions';
import { isTrial } from '@platform/session';
import { TrialInformationForm } from './TrialInformationForm';
import { isValidPassword } from '../validation';
import { Page } from './PageFrame';

import { PLANS, type Plan } from './plans';
import { QUOTE_TOAST_MS } from './QuotePage';
import { fieldError } from '../formErrors';

export { PLANS, type Plan } from './plans';
export { QuotePage, QUOTE_TOAST_MS } from './QuotePage';

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
          mb="4"
          label={t('reset.password')}
          required
          hint={t('reset.rule')}
          error={fieldError(
            errors.password,
            'required',
            t('validation.passwordRequired'),
            t('validation.passwordFormat'),
          )}
        >
          <Input
            type="password"
            autoComplete="new-password"
            {...register('password', { required: true, validate: (v) => isValidPassword(v) })}
          />
        </Field>
        <Field
          mb="4"
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
