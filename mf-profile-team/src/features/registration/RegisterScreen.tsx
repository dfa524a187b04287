import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@platform/router';
import { type InvitedUserInfoDto } from '@platform/contracts';
import { Button, ErrorState, Input, LoadingState, Text, chakra } from '@platform/ui';
import { useRevealFirstInvalid } from '@platform/ui/plain';
import * as accountApi from '@platform/api-client/account';
import { useRemoteT, goTo } from '@platform/remote-kit';
import { codeOf, statusOf } from '../../lib/account';
import { CheckGroup, Field, fieldAria } from '@platform/ui/forms';
import { Card, PasswordFields, PhoneField, PositionField, TermsField, isPassword, isPhone } from './forms';
import { ExternalButtons, enterWith, providerName, useExternalIdentity } from './external';

// ---------------------------------------------------------------- /register?token=
/** /register?token=: the invited colleague completes the registration (§3 New invited user); used → /used-token, expired → /expired-token. */
export function RegisterScreen() {
  const { t } = useRemoteT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useQuery({
    queryKey: ['registration', 'invited', token],
    queryFn: () => accountApi.getInvitedUserInfo(token),
    enabled: token.length >= 10,
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    if (token.length < 10 || (info.isError && (statusOf(info.error) === 404 || statusOf(info.error) === 400)))
      goTo('/used-token', true);
    // the expired link's own token asks for its replacement (issue 26: never by user and school ids)
    if (info.data?.expired) goTo(`/expired-token?token=${encodeURIComponent(token)}`, true);
  }, [token, info.isError, info.error, info.data]);
  if (info.isError)
    return (
      <Card title={t('registration.register.title')}>
        <ErrorState />
      </Card>
    );
  if (info.isPending || !info.data || info.data.expired)
    return (
      <Card title={t('registration.register.title')}>
        <LoadingState />
      </Card>
    );
  return <RegisterForm token={token} info={info.data} />;
}

function RegisterForm({ token, info }: { token: string; info: InvitedUserInfoDto }) {
  const { t } = useRemoteT();
  const [v, setV] = useState({
    fullName: '',
    phoneCountry: 'ES',
    phone: '',
    positionId: '',
    password: '',
    confirmPassword: '',
    levels: (info.educationalLevels ?? []).map((l) => l.id),
    terms: false,
  });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const set =
    <K extends keyof typeof v>(k: K) =>
    (val: (typeof v)[K]) =>
      setV((cur) => ({ ...cur, [k]: val }));
  // after "Continue with Google / Microsoft": AcceptExternalInvitation with the verified token, no password
  const { ext, failed: extFailed } = useExternalIdentity('/register', (x) =>
    setV((cur) => ({ ...cur, fullName: x.fullName ?? cur.fullName })),
  );
  const errors = {
    fullName: !v.fullName.trim() ? t('registration.errors.required') : null,
    phone: !isPhone(v.phone) ? t('registration.errors.phone') : null,
    positionId: !v.positionId ? t('registration.errors.required') : null,
    password: !ext && !isPassword(v.password) ? t('registration.errors.password') : null,
    confirmPassword: !ext && v.password !== v.confirmPassword ? t('registration.errors.passwordsDoNotMatch') : null,
    terms: !v.terms ? t('registration.errors.terms') : null,
  };
  const show = (k: keyof typeof errors) => (submitted ? errors[k] : null);
  const form = useRevealFirstInvalid();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (Object.values(errors).some(Boolean)) return form.reveal();
    setBusy(true);
    try {
      // §5: levels limited to the school's; none chosen means all of them
      const common = {
        token,
        fullName: v.fullName.trim(),
        positionId: Number(v.positionId),
        cellPhoneNumber: v.phone,
        phoneCountry: v.phoneCountry,
        educationalLevelIds: v.levels,
        termsAccepted: true as const,
      };
      const r = ext
        ? await accountApi.acceptExternalInvitation({ ...common, provider: ext.provider, idToken: ext.idToken })
        : await accountApi.acceptInvitation({ ...common, password: v.password, confirmPassword: v.confirmPassword });
      await enterWith(r.token);
    } catch (err) {
      const code = codeOf(err);
      if (code === 'INVALID_TOKEN') goTo('/used-token', true);
      else if (code === 'TOKEN_EXPIRED') goTo(`/expired-token?token=${encodeURIComponent(token)}`, true);
      else if (code === 'EXTERNAL_MISMATCH') setServerError(t('registration.external.mismatch'));
      else setServerError(t('registration.errors.generic'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('registration.register.title')}>
      <Text color="fg.muted">
        {t('registration.register.intro', { school: info.schoolName ?? '', email: info.email ?? '' })}
      </Text>
      {ext ? (
        <Text
          role="status"
          bg="green.50"
          borderWidth="1px"
          borderColor="green.200"
          rounded="md"
          px="4"
          py="3"
          data-testid="external-prefilled"
        >
          {t('registration.external.verified', { provider: providerName(ext.provider), email: ext.email })}
        </Text>
      ) : (
        <ExternalButtons returnTo={`/register?token=${encodeURIComponent(token)}`} />
      )}
      {extFailed && (
        <Text color="danger" role="alert">
          {t('registration.external.failed')}
        </Text>
      )}
      <chakra.form
        ref={form.ref}
        onSubmit={submit}
        noValidate
        aria-label={t('registration.register.formLabel')}
        display="flex"
        flexDirection="column"
        gap="4"
      >
        <Field id="reg-email-ro" label={t('registration.fields.email')}>
          <Input id="reg-email-ro" value={info.email ?? ''} readOnly />
        </Field>
        <Field id="reg-name" label={t('registration.fields.fullName')} error={show('fullName')}>
          <Input
            autoComplete="name"
            value={v.fullName}
            onChange={(e) => set('fullName')(e.target.value)}
            {...fieldAria('reg-name', show('fullName'))}
          />
        </Field>
        <PhoneField
          country={v.phoneCountry}
          phone={v.phone}
          onCountry={set('phoneCountry')}
          onPhone={set('phone')}
          error={show('phone')}
        />
        <PositionField value={v.positionId} onChange={set('positionId')} error={show('positionId')} />
        <CheckGroup
          legend={t('registration.fields.yourLevels')}
          name="levels"
          items={info.schoolEducationalLevels ?? []}
          value={v.levels}
          onChange={set('levels')}
        />
        {!ext && (
          <PasswordFields
            password={v.password}
            confirm={v.confirmPassword}
            onPassword={set('password')}
            onConfirm={set('confirmPassword')}
            errors={{ password: show('password'), confirm: show('confirmPassword') }}
          />
        )}
        <TermsField checked={v.terms} onChange={set('terms')} error={show('terms')} />
        {serverError && (
          <Text color="danger" role="alert">
            {serverError}
          </Text>
        )}
        <Button type="submit" colorPalette="brand" loading={busy} disabled={busy}>
          {t('registration.register.submit')}
        </Button>
      </chakra.form>
    </Card>
  );
}
