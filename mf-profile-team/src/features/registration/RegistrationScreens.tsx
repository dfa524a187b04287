/**
 * Public registration screens (spec §2 /trial, /register, /activate, /used-token, /expired-token; §4 token and activation
 * states; §5 rules; §7 AccountApi). They talk to the API over @platform/api-client/account.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@platform/router';
import { USER_EXISTS_DEBOUNCE_MS, type InvitedUserInfoDto } from '@platform/contracts';
import { Button, ErrorState, Input, LoadingState, Modal, Stack, Text, chakra } from '@platform/ui';
import { useRevealFirstInvalid } from '@platform/ui/plain';
import * as accountApi from '@platform/api-client/account';
import { bus } from '@platform/event-bus';
import { sessionStore, setAccessToken, startSession, userInfoAtom, type ExternalProvider } from '@platform/session';
import { getIdToken, takePendingExternal } from '@platform/session/external';
import type { ExternalProvidersDto, TrialSchoolDto } from '@platform/contracts';
import { useT } from '../../lib/i18n';
import { codeOf, goTo, statusOf, toast } from '../../lib/platform';
import { CheckGroup, Field, Select, fieldAria } from '../../components/Field';
import {
  Card,
  PasswordFields,
  PhoneField,
  PositionField,
  TermsField,
  isEmail,
  isPassword,
  isPhone,
  useCountries,
  useLevels,
} from './forms';

/** Signs in with the token AcceptInvitation / RegisterExternalTrialUser answered, then goes to the feed. */
async function enterWith(token: string): Promise<void> {
  setAccessToken(token);
  const me = await accountApi.me();
  startSession(token, me);
  sessionStore.set(userInfoAtom, me);
  bus.emit('platform.session.changed.v1', { status: 'authenticated' });
  goTo('/feed', true);
}

// ---------------------------------------------------------------- external sign-in (ADR 0024, 0026)
/**
 * "Continue with Google / Microsoft": only the providers the server has configured; the server's nonce first (bound to
 * this browser, single use: ADR 0049), then to the provider and back through /login.
 */
export function ExternalButtons({ returnTo }: { returnTo: string }) {
  const { t } = useT();
  const [providers, setProviders] = useState<ExternalProvidersDto | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    accountApi
      .externalProviders()
      .then((p) => {
        if (live) setProviders(p);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const shown = (['google', 'microsoft'] as ExternalProvider[]).filter((p) => providers?.[p]);
  if (shown.length === 0) return null;
  const start = async (p: ExternalProvider) => {
    setFailed(false);
    try {
      getIdToken(p, providers![p]!, returnTo, await accountApi.externalNonce());
    } catch {
      setFailed(true);
    }
  };
  return (
    <Stack role="group" aria-label={t('registration.external.group')} gap="3">
      {failed ? (
        <Text role="alert" color="danger">
          {t('registration.external.failed')}
        </Text>
      ) : null}
      {shown.map((p) => (
        <Button key={p} type="button" variant="outline" onClick={() => void start(p)}>
          {t(`registration.external.${p}`)}
        </Button>
      ))}
      <Text textAlign="center" color="fg.muted" fontSize="sm">
        {t('registration.external.or')}
      </Text>
    </Stack>
  );
}

/** The ID token the shell's /login kept after a provider sign-in, with what the server read from it. */
interface ExternalIdentity {
  provider: ExternalProvider;
  idToken: string;
  email: string;
  fullName: string | null;
}
function useExternalIdentity(
  path: string,
  onInfo: (x: ExternalIdentity) => void,
): { ext: ExternalIdentity | null; failed: boolean } {
  const [ext, setExt] = useState<ExternalIdentity | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const p = takePendingExternal();
    if (!p || !p.returnTo.startsWith(path)) return;
    accountApi
      .externalInfo(p.provider, p.idToken)
      .then((info) => {
        const x = { provider: p.provider, idToken: p.idToken, email: info.email, fullName: info.fullName };
        setExt(x);
        onInfo(x);
      })
      .catch(() => setFailed(true));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { ext, failed };
}
const providerName = (p: ExternalProvider) => (p === 'google' ? 'Google' : 'Microsoft');

/** §3 "pick an existing school or create one": trial schools by name (3+ characters, after typing stops). */
function SchoolSearch({
  chosen,
  onChoose,
}: {
  chosen: TrialSchoolDto | null;
  onChoose: (s: TrialSchoolDto | null) => void;
}) {
  const { t } = useT();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<TrialSchoolDto[] | null>(null);
  useEffect(() => {
    setFound(null);
    const name = q.trim();
    if (name.length < 3) return;
    let live = true;
    const timer = setTimeout(() => {
      accountApi
        .searchTrialSchools(name)
        .then((r) => {
          if (live) setFound(r);
        })
        .catch(() => {
          if (live) setFound([]);
        });
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q]);
  if (chosen) {
    return (
      <Stack gap="2" role="status" data-testid="school-chosen">
        <Text>
          {t('registration.schoolSearch.joining', {
            school: chosen.city ? `${chosen.name} (${chosen.city})` : chosen.name,
          })}
        </Text>
        <Button type="button" variant="outline" size="sm" alignSelf="flex-start" onClick={() => onChoose(null)}>
          {t('registration.schoolSearch.createNew')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="2">
      <Field id="reg-school-search" label={t('registration.schoolSearch.label')}>
        <Input
          id="reg-school-search"
          type="search"
          autoComplete="off"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          aria-describedby="reg-school-search-hint"
        />
      </Field>
      <Text id="reg-school-search-hint" fontSize="sm" color="fg.muted">
        {t('registration.schoolSearch.hint')}
      </Text>
      {found &&
        (found.length === 0 ? (
          <Text fontSize="sm" role="status">
            {t('registration.schoolSearch.none')}
          </Text>
        ) : (
          <chakra.ul
            listStyleType="none"
            display="flex"
            flexDirection="column"
            gap="2"
            aria-label={t('registration.schoolSearch.results')}
          >
            {found.map((sc) => (
              <li key={sc.id}>
                <Button type="button" variant="outline" size="sm" onClick={() => onChoose(sc)}>
                  {t('registration.schoolSearch.join', { school: sc.city ? `${sc.name} (${sc.city})` : sc.name })}
                </Button>
              </li>
            ))}
          </chakra.ul>
        ))}
    </Stack>
  );
}

// ---------------------------------------------------------------- /trial
interface TrialValues {
  email: string;
  repeatEmail: string;
  fullName: string;
  phoneCountry: string;
  phone: string;
  positionId: string;
  password: string;
  confirmPassword: string;
  schoolName: string;
  schoolAddress: string;
  schoolCity: string;
  schoolCountry: string;
  levels: number[];
  terms: boolean;
}
const EMPTY_TRIAL: TrialValues = {
  email: '',
  repeatEmail: '',
  fullName: '',
  phoneCountry: 'ES',
  phone: '',
  positionId: '',
  password: '',
  confirmPassword: '',
  schoolName: '',
  schoolAddress: '',
  schoolCity: '',
  schoolCountry: 'ES',
  levels: [],
  terms: false,
};

/** /trial: §3 Trial user form; the email is checked with UserExists after typing stops; success opens the activation modal. */
export function TrialScreen() {
  const { t } = useT();
  const [v, setV] = useState<TrialValues>(EMPTY_TRIAL);
  const [submitted, setSubmitted] = useState(false);
  const [taken, setTaken] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // joining an existing trial school only asks its main user (ADR 0048): what was asked, once sent
  const [asked, setAsked] = useState<{ email: string; school: string } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const levels = useLevels();
  const countries = useCountries();
  const set =
    <K extends keyof TrialValues>(k: K) =>
    (val: TrialValues[K]) =>
      setV((cur) => ({ ...cur, [k]: val }));
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
  const show = (k: keyof typeof errors) => (k === 'email' && taken ? errors.email : submitted ? errors[k] : null);
  const invalid = Object.values(errors).some(Boolean);
  const form = useRevealFirstInvalid();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (invalid) return form.reveal();
    setBusy(true);
    const school = {
      name: v.schoolName.trim(),
      address: v.schoolAddress.trim(),
      city: v.schoolCity.trim(),
      countryISO2: v.schoolCountry,
      impartedLevels: v.levels,
    };
    try {
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
    } catch (err) {
      // §8: a failed trial submit keeps the server's answer as the trial error
      if (codeOf(err) === 'EMAIL_TAKEN') setTaken(true);
      setServerError(
        codeOf(err) === 'EMAIL_TAKEN'
          ? t('registration.errors.emailTaken')
          : codeOf(err) === 'NO_MAIN_TRIAL'
            ? t('registration.errors.noMainTrial')
            : codeOf(err) === 'JOIN_REQUESTS_LIMIT'
              ? t('registration.errors.joinRequestsMax')
              : statusOf(err) === 429
                ? t('registration.errors.tooMany')
                : t('registration.errors.generic'),
      );
    } finally {
      setBusy(false);
    }
  };

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
          {t('registration.external.prefilled', { provider: providerName(ext.provider), email: ext.email })}
        </Text>
      ) : (
        <ExternalButtons returnTo="/trial" />
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
        aria-label={t('registration.trial.formLabel')}
        display="flex"
        flexDirection="column"
        gap="4"
      >
        <chakra.fieldset display="flex" flexDirection="column" gap="4">
          <chakra.legend fontWeight="bold" mb="2">
            {t('registration.trial.aboutYou')}
          </chakra.legend>
          <Field id="reg-email" label={t('registration.fields.email')} error={show('email')}>
            <Input
              type="email"
              autoComplete="email"
              value={v.email}
              readOnly={!!ext}
              onChange={(e) => set('email')(e.target.value)}
              {...fieldAria('reg-email', show('email'))}
            />
          </Field>
          {!ext && (
            <Field id="reg-repeat-email" label={t('registration.fields.repeatEmail')} error={show('repeatEmail')}>
              <Input
                type="email"
                autoComplete="off"
                value={v.repeatEmail}
                onChange={(e) => set('repeatEmail')(e.target.value)}
                onPaste={(e) => e.preventDefault()}
                {...fieldAria('reg-repeat-email', show('repeatEmail'))}
              />
            </Field>
          )}
          <Field id="reg-name" label={t('registration.fields.fullName')} error={show('fullName')}>
            <Input
              autoComplete="name"
              value={v.fullName}
              onChange={(e) => set('fullName')(e.target.value)}
              {...fieldAria('reg-name', show('fullName'))}
            />
          </Field>
          {joinSchool ? (
            <Text fontSize="sm" color="fg.muted">
              {t('registration.join.noPassword')}
            </Text>
          ) : (
            <>
              <PhoneField
                country={v.phoneCountry}
                phone={v.phone}
                onCountry={set('phoneCountry')}
                onPhone={set('phone')}
                error={show('phone')}
              />
              <PositionField value={v.positionId} onChange={set('positionId')} error={show('positionId')} />
            </>
          )}
          {!ext && !joinSchool && (
            <PasswordFields
              password={v.password}
              confirm={v.confirmPassword}
              onPassword={set('password')}
              onConfirm={set('confirmPassword')}
              errors={{ password: show('password'), confirm: show('confirmPassword') }}
            />
          )}
        </chakra.fieldset>
        <chakra.fieldset display="flex" flexDirection="column" gap="4">
          <chakra.legend fontWeight="bold" mb="2">
            {t('registration.trial.yourSchool')}
          </chakra.legend>
          <SchoolSearch chosen={joinSchool} onChoose={setJoinSchool} />
          {!joinSchool && (
            <>
              <Field id="reg-school-name" label={t('registration.fields.schoolName')} error={show('schoolName')}>
                <Input
                  autoComplete="organization"
                  value={v.schoolName}
                  onChange={(e) => set('schoolName')(e.target.value)}
                  {...fieldAria('reg-school-name', show('schoolName'))}
                />
              </Field>
              <Field
                id="reg-school-address"
                label={t('registration.fields.schoolAddress')}
                error={show('schoolAddress')}
              >
                <Input
                  autoComplete="street-address"
                  value={v.schoolAddress}
                  onChange={(e) => set('schoolAddress')(e.target.value)}
                  {...fieldAria('reg-school-address', show('schoolAddress'))}
                />
              </Field>
              <chakra.div display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                <Field id="reg-school-city" label={t('registration.fields.schoolCity')}>
                  <Input
                    autoComplete="address-level2"
                    value={v.schoolCity}
                    onChange={(e) => set('schoolCity')(e.target.value)}
                    id="reg-school-city"
                  />
                </Field>
                <Field id="reg-school-country" label={t('registration.fields.schoolCountry')}>
                  <Select
                    id="reg-school-country"
                    value={v.schoolCountry}
                    onChange={(e) => set('schoolCountry')(e.target.value)}
                  >
                    {(countries.data ?? []).map((c) => (
                      <option key={c.iso2} value={c.iso2}>
                        {c.name}
                      </option>
                    ))}
                  </Select>
                </Field>
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
        </chakra.fieldset>
        <TermsField checked={v.terms} onChange={set('terms')} error={show('terms')} />
        {serverError && (
          <Text color="danger" role="alert">
            {serverError}
          </Text>
        )}
        <Button type="submit" colorPalette="brand" loading={busy} disabled={busy}>
          {joinSchool ? t('registration.join.submit') : t('registration.trial.submit')}
        </Button>
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
      </chakra.form>
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

// ---------------------------------------------------------------- /activate
/** /activate?userId=&token=: confirms the trial email; success, expired, used or invalid (§4). */
export function ActivateScreen() {
  const { t } = useT();
  const [params] = useSearchParams();
  const userId = Number(params.get('userId'));
  const token = params.get('token') ?? '';
  const result = useQuery({
    queryKey: ['registration', 'activate', userId, token],
    queryFn: async () => {
      if (!(userId > 0) || token.length < 10) return 'invalid' as const;
      try {
        const session = await accountApi.confirmTrialEmail(userId, token);
        // one message, and the trial starts signed in: the feed, with the welcome as a toast
        toast('success', t('registration.activate.welcome'));
        await enterWith(session.token);
        return 'success' as const;
      } catch (err) {
        const code = codeOf(err);
        return code === 'TOKEN_USED'
          ? ('used' as const)
          : code === 'TOKEN_EXPIRED'
            ? ('expired' as const)
            : ('invalid' as const);
      }
    },
    staleTime: Infinity,
    retry: false,
  });
  if (result.isPending || result.data === 'success')
    return (
      <Card title={t('registration.activate.title')}>
        <LoadingState />
      </Card>
    );
  const status = result.data ?? 'invalid';
  return (
    <Card title={t(`registration.activate.${status}.title`)}>
      <Text data-testid="activation-status" data-status={status}>
        {t(`registration.activate.${status}.body`)}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        {status === 'used' ? (
          <Button colorPalette="brand" onClick={() => goTo('/login')}>
            {t('registration.activate.login')}
          </Button>
        ) : (
          <Button colorPalette="brand" onClick={() => goTo('/trial')}>
            {t('registration.activate.signUpAgain')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

// ---------------------------------------------------------------- /register?token=
/** /register?token=: the invited colleague completes the registration (§3 New invited user); used → /used-token, expired → /expired-token. */
export function RegisterScreen() {
  const { t } = useT();
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
  const { t } = useT();
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

// ---------------------------------------------------------------- /used-token and /expired-token
export function UsedTokenScreen() {
  const { t } = useT();
  return (
    <Card title={t('registration.usedToken.title')}>
      <Text>{t('registration.usedToken.body')}</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button colorPalette="brand" onClick={() => goTo('/login')}>
          {t('registration.usedToken.login')}
        </Button>
        <Button variant="outline" onClick={() => bus.emit('platform.modal.open.v1', { modal: 'contact' })}>
          {t('registration.usedToken.contact')}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * /expired-token?token=: the invited user asks for a new link with the expired link's own token
 * (RequestInvitationResend; the server refuses a live or unknown one).
 */
export function ExpiredTokenScreen() {
  const { t } = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'error'>('idle');
  const valid = token.length >= 10;
  const resend = async () => {
    setState('busy');
    try {
      await accountApi.requestInvitationResend(token);
      setState('sent');
    } catch (err) {
      setState('error');
      const code = codeOf(err);
      if (code === 'ALREADY_REGISTERED' || code === 'INVALID_TOKEN') goTo('/used-token', true);
      else if (code === 'TOKEN_VALID') goTo(`/register?token=${encodeURIComponent(token)}`, true);
    }
  };
  return (
    <Card title={t('registration.expiredToken.title')}>
      <Text>{t('registration.expiredToken.body')}</Text>
      {state === 'sent' ? (
        <Text role="status" color="green.700" fontWeight="semibold">
          {t('registration.expiredToken.sent')}
        </Text>
      ) : null}
      {state === 'error' ? (
        <Text role="alert" color="danger">
          {t('registration.expiredToken.failed')}
        </Text>
      ) : null}
      <Button
        colorPalette="brand"
        alignSelf="flex-start"
        onClick={resend}
        loading={state === 'busy'}
        disabled={!valid || state === 'busy' || state === 'sent'}
      >
        {t('registration.expiredToken.resend')}
      </Button>
    </Card>
  );
}
