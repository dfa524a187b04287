import { useEffect, useRef, useState } from 'react';
import { USER_EXISTS_DEBOUNCE_MS } from '@platform/contracts';
import { Button, Modal, Text, chakra } from '@platform/ui';
import * as accountApi from '@platform/api-client/account';
import type { TrialSchoolDto } from '@platform/contracts';
import { useRemoteT, goTo } from '@platform/remote-kit';
import { codeOf, statusOf } from '../../lib/account';
import { CheckGroup } from '@platform/ui/forms';
import { SelectField, textFieldsOf } from '../../components/fields';
import {
  Card,
  EMPTY_PERSON,
  PasswordFields,
  PhoneAndPosition,
  TermsField,
  CountryOptions,
  isEmail,
  isPassword,
  isPhone,
  useLevels,
} from './forms';
import { ExternalStatus, enterWith, useExternalIdentity } from './external';
import { FieldGroup, RegistrationForm, useFormValues, useRegistrationSubmit } from './flow';
import { SchoolSearch } from './SchoolSearch';

// ---------------------------------------------------------------- /trial
const EMPTY_TRIAL = {
  ...EMPTY_PERSON,
  email: '',
  repeatEmail: '',
  schoolName: '',
  schoolAddress: '',
  schoolCity: '',
  schoolCountry: 'ES',
  levels: [] as number[],
};
type TrialValues = typeof EMPTY_TRIAL;

/** /trial: §3 Trial user form; the email is checked with UserExists after typing stops; success opens the activation modal. */
export function TrialScreen() {
  const { t } = useRemoteT();
  const { v, setV, set } = useFormValues<TrialValues>(EMPTY_TRIAL);
  const [taken, setTaken] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // joining an existing trial school only asks its main user (ADR 0048): what was asked, once sent
  const [asked, setAsked] = useState<{ email: string; school: string } | null>(null);
  const levels = useLevels();
  // after "Continue with Google / Microsoft" for an unknown identity: email and name from the verified token, no password
  const [joinSchool, setJoinSchool] = useState<TrialSchoolDto | null>(null);
  const { ext, failed: extFailed } = useExternalIdentity('/trial', (x) =>
    setV((cur) => ({ ...cur, email: x.email, repeatEmail: x.email, fullName: x.fullName ?? cur.fullName })),
  );

  // §5 uniqueness check: empty is valid; otherwise the server is asked once typing stops
  const seq = useRef(0);
  useEffect(() => {
    setTaken(false);
    const email = v.email.trim();
    if (!email || !isEmail(email) || ext) return;
    const mine = ++seq.current;
    const timer = setTimeout(() => {
      accountApi
        .userExists(email)
        .then((r) => {
          if (mine === seq.current) setTaken(r.exists);
        })
        .catch(() => undefined);
    }, USER_EXISTS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [v.email, ext]);

  const errors = {
    email: !v.email.trim()
      ? t('registration.errors.emailRequired')
      : !isEmail(v.email)
        ? t('registration.errors.emailFormat')
        : taken
          ? t('registration.errors.emailTaken')
          : null,
    repeatEmail:
      v.repeatEmail.trim().toLowerCase() !== v.email.trim().toLowerCase()
        ? t('registration.errors.emailsDoNotMatch')
        : null,
    fullName: !v.fullName.trim() ? t('registration.errors.required') : null,
    // a join request carries only who asks: the rest is filled in from the invitation
    phone: !joinSchool && !isPhone(v.phone) ? t('registration.errors.phone') : null,
    positionId: !joinSchool && !v.positionId ? t('registration.errors.required') : null,
    password: !ext && !joinSchool && !isPassword(v.password) ? t('registration.errors.password') : null,
    confirmPassword:
      !ext && !joinSchool && v.password !== v.confirmPassword ? t('registration.errors.passwordsDoNotMatch') : null,
    schoolName: !joinSchool && !v.schoolName.trim() ? t('registration.errors.required') : null,
    schoolAddress: !joinSchool && !v.schoolAddress.trim() ? t('registration.errors.required') : null,
    levels: !joinSchool && v.levels.length === 0 ? t('registration.errors.levels') : null,
    terms: !v.terms ? t('registration.errors.terms') : null,
  };

  const send = async () => {
    const school = {
      name: v.schoolName.trim(),
      address: v.schoolAddress.trim(),
      city: v.schoolCity.trim(),
      countryISO2: v.schoolCountry,
      impartedLevels: v.levels,
    };
    if (joinSchool) {
      // an existing trial school: its main user is asked to invite me (no account until then)
      const r = await accountApi.requestToJoinTrialSchool({
        schoolId: joinSchool.id,
        email: ext ? ext.email : v.email.trim(),
        repeatEmail: ext ? ext.email : v.repeatEmail.trim(),
        fullName: v.fullName.trim(),
        termsAccepted: true,
      });
      setAsked({ email: r.email, school: r.schoolName });
      return;
    }
    if (ext) {
      const { token } = await accountApi.registerExternalTrialUser({
        provider: ext.provider,
        idToken: ext.idToken,
        fullName: v.fullName.trim(),
        cellPhoneNumber: v.phone,
        phoneCountry: v.phoneCountry,
        positionId: Number(v.positionId),
        school,
        educationalLevelIds: v.levels,
        termsAccepted: true,
      });
      await enterWith(token);
      return;
    }
    await accountApi.registerTrialUser({
      email: v.email.trim(),
      repeatEmail: v.repeatEmail.trim(),
      fullName: v.fullName.trim(),
      cellPhoneNumber: v.phone,
      phoneCountry: v.phoneCountry,
      positionId: Number(v.positionId),
      password: v.password,
      confirmPassword: v.confirmPassword,
      school,
      educationalLevelIds: v.levels,
      termsAccepted: true,
    });
    setSentTo(v.email.trim().toLowerCase());
  };
  // §8: a failed trial submit keeps the server's answer as the trial error
  const failed = (err: unknown) => {
    if (codeOf(err) === 'EMAIL_TAKEN') setTaken(true);
    return codeOf(err) === 'EMAIL_TAKEN'
      ? t('registration.errors.emailTaken')
      : codeOf(err) === 'NO_MAIN_TRIAL'
        ? t('registration.errors.noMainTrial')
        : codeOf(err) === 'JOIN_REQUESTS_LIMIT'
          ? t('registration.errors.joinRequestsMax')
          : statusOf(err) === 429
            ? t('registration.errors.tooMany')
            : t('registration.errors.generic');
  };
  const flow = useRegistrationSubmit(errors, send, failed);
  const show = (k: string) => (k === 'email' && taken ? errors.email : flow.show(k));
  const text = textFieldsOf(v, (k, s) => set(k)(s), show);
  const person = { v, set, show };

  if (asked)
    return (
      <Card title={t('registration.join.sentTitle')}>
        <Text role="status" data-testid="join-requested">
          {t('registration.join.sentBody', { school: asked.school, email: asked.email })}
        </Text>
        <Button colorPalette="brand" alignSelf="flex-start" onClick={() => goTo('/')}>
          {t('registration.activation.ok')}
        </Button>
      </Card>
    );

  return (
    <Card title={t('registration.trial.title')}>
      <Text color="fg.muted">{t('registration.trial.intro')}</Text>
      <ExternalStatus ext={ext} failed={extFailed} saidKey="registration.external.prefilled" returnTo="/trial" />
      <RegistrationForm
        label={t('registration.trial.formLabel')}
        flow={flow}
        submitLabel={joinSchool ? t('registration.join.submit') : t('registration.trial.submit')}
        after={<HaveAccount />}
      >
        <FieldGroup legend={t('registration.trial.aboutYou')}>
          {text('email', 'reg-email', t('registration.fields.email'), {
            type: 'email',
            autoComplete: 'email',
            readOnly: !!ext,
          })}
          {!ext &&
            text('repeatEmail', 'reg-repeat-email', t('registration.fields.repeatEmail'), {
              type: 'email',
              autoComplete: 'off',
              onPaste: (e) => e.preventDefault(),
            })}
          {text('fullName', 'reg-name', t('registration.fields.fullName'), { autoComplete: 'name' })}
          {joinSchool ? (
            <Text fontSize="sm" color="fg.muted">
              {t('registration.join.noPassword')}
            </Text>
          ) : (
            <PhoneAndPosition form={person} />
          )}
          {!ext && !joinSchool && <PasswordFields form={person} />}
        </FieldGroup>
        <FieldGroup legend={t('registration.trial.yourSchool')}>
          <SchoolSearch chosen={joinSchool} onChoose={setJoinSchool} />
          {!joinSchool && (
            <>
              {text('schoolName', 'reg-school-name', t('registration.fields.schoolName'), {
                autoComplete: 'organization',
              })}
              {text('schoolAddress', 'reg-school-address', t('registration.fields.schoolAddress'), {
                autoComplete: 'street-address',
              })}
              <chakra.div display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                {text('schoolCity', 'reg-school-city', t('registration.fields.schoolCity'), {
                  autoComplete: 'address-level2',
                })}
                <SelectField
                  id="reg-school-country"
                  label={t('registration.fields.schoolCountry')}
                  value={v.schoolCountry}
                  onChange={set('schoolCountry')}
                >
                  <CountryOptions />
                </SelectField>
              </chakra.div>
              <CheckGroup
                legend={t('registration.fields.levels')}
                name="levels"
                items={levels.data ?? []}
                value={v.levels}
                onChange={set('levels')}
                error={show('levels')}
              />
            </>
          )}
        </FieldGroup>
        <TermsField checked={v.terms} onChange={set('terms')} error={show('terms')} />
      </RegistrationForm>
      <Modal
        open={!!sentTo}
        onClose={() => {
          setSentTo(null);
          goTo('/');
        }}
        title={t('registration.activation.title')}
        footer={
          <Button
            colorPalette="brand"
            onClick={() => {
              setSentTo(null);
              goTo('/');
            }}
          >
            {t('registration.activation.ok')}
          </Button>
        }
      >
        <Text>{t('registration.activation.body', { email: sentTo ?? '' })}</Text>
      </Modal>
    </Card>
  );
}

/** "Already have an account? Sign in", under the trial form. */
function HaveAccount() {
  const { t } = useRemoteT();
  return (
    <Text fontSize="sm" color="fg.muted">
      {t('registration.trial.haveAccount')}{' '}
      <chakra.a
        href="/login"
        color="brand.700"
        textDecoration="underline"
        onClick={(e: React.MouseEvent) => {
          e.preventDefault();
          goTo('/login');
        }}
      >
        {t('registration.trial.login')}
      </chakra.a>
    </Text>
  );
}
