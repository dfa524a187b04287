import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@platform/router';
import { type InvitedUserInfoDto } from '@platform/contracts';
import { ErrorState, Input, LoadingState, Text } from '@platform/ui';
import * as accountApi from '@platform/api-client/account';
import { useRemoteT, goTo } from '@platform/remote-kit';
import { codeOf, statusOf } from '../../lib/account';
import { CheckGroup, Field } from '@platform/ui/forms';
import { textFieldsOf } from '../../components/fields';
import { Card, EMPTY_PERSON, PasswordFields, PhoneAndPosition, TermsField, isPassword, isPhone } from './forms';
import { ExternalStatus, enterWith, useExternalIdentity } from './external';
import { RegistrationForm, useFormValues, useRegistrationSubmit } from './flow';

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
  if (info.isError || info.isPending || !info.data || info.data.expired)
    return <Card title={t('registration.register.title')}>{info.isError ? <ErrorState /> : <LoadingState />}</Card>;
  return <RegisterForm token={token} info={info.data} />;
}

function RegisterForm({ token, info }: { token: string; info: InvitedUserInfoDto }) {
  const { t } = useRemoteT();
  const { v, setV, set } = useFormValues({
    ...EMPTY_PERSON,
    levels: (info.educationalLevels ?? []).map((l) => l.id),
  });
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
  const send = async () => {
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
  };
  const failed = (err: unknown) => {
    const code = codeOf(err);
    if (code === 'INVALID_TOKEN') goTo('/used-token', true);
    else if (code === 'TOKEN_EXPIRED') goTo(`/expired-token?token=${encodeURIComponent(token)}`, true);
    else if (code === 'EXTERNAL_MISMATCH') return t('registration.external.mismatch');
    else return t('registration.errors.generic');
    return null;
  };
  const flow = useRegistrationSubmit(errors, send, failed);
  const { show } = flow;
  const text = textFieldsOf(v, (k, s) => set(k)(s), show);
  const person = { v, set, show };
  return (
    <Card title={t('registration.register.title')}>
      <Text color="fg.muted">
        {t('registration.register.intro', { school: info.schoolName ?? '', email: info.email ?? '' })}
      </Text>
      <ExternalStatus
        ext={ext}
        failed={extFailed}
        saidKey="registration.external.verified"
        returnTo={`/register?token=${encodeURIComponent(token)}`}
      />
      <RegistrationForm
        label={t('registration.register.formLabel')}
        flow={flow}
        submitLabel={t('registration.register.submit')}
      >
        <Field id="reg-email-ro" label={t('registration.fields.email')}>
          <Input id="reg-email-ro" value={info.email ?? ''} readOnly />
        </Field>
        {text('fullName', 'reg-name', t('registration.fields.fullName'), { autoComplete: 'name' })}
        <PhoneAndPosition form={person} />
        <CheckGroup
          legend={t('registration.fields.yourLevels')}
          name="levels"
          items={info.schoolEducationalLevels ?? []}
          value={v.levels}
          onChange={set('levels')}
        />
        {!ext && <PasswordFields form={person} />}
        <TermsField checked={v.terms} onChange={set('terms')} error={show('terms')} />
      </RegistrationForm>
    </Card>
  );
}
