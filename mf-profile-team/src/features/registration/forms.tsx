/** Shared pieces of the registration forms (spec §5 registration, password and email rules; §9 phone prefixes). */
import { useQuery } from '@tanstack/react-query';
import { EMAIL_PATTERN, PASSWORD_PATTERN, PHONE_PATTERN, PHONE_PREFIXES } from '@platform/contracts';
import { Button, Input, Stack, Text, chakra } from '@platform/ui';
import * as accountApi from '@platform/api-client/account';
import * as referenceApi from '@platform/api-client/reference';
import { bus } from '@platform/event-bus';
import { goTo, useRemoteT } from '@platform/remote-kit';
import { Field, fieldAria } from '@platform/ui/forms';
import { FieldSelect, column } from '../../components/layout';
import { textFieldsOf } from '../../components/fields';

export const isEmail = (v: string) => EMAIL_PATTERN.test(v.trim());
export const isPassword = (v: string) => PASSWORD_PATTERN.test(v);
export const isPhone = (v: string) => PHONE_PATTERN.test(v.trim());
export const digitsOnly = (v: string) => v.replace(/\D/g, '').slice(0, 15);

/** A list the registration forms choose from, in the current language, kept five minutes. */
function useChoices<T>(name: 'positions' | 'countries' | 'levels', read: () => Promise<T>) {
  const { locale } = useRemoteT();
  return useQuery({ queryKey: ['registration', name, locale], queryFn: read, staleTime: 300_000 });
}
export const usePositions = () => useChoices('positions', () => accountApi.positionsForNewUser('Trial'));
export const useCountries = () => useChoices('countries', () => referenceApi.countries());
export const useLevels = () => useChoices('levels', () => referenceApi.educationalLevels());

/** The countries as a select's options (`withPrefix`: each one's ISO code and phone prefix as its short label). */
export function CountryOptions({ withPrefix }: { withPrefix?: boolean }) {
  const countries = useCountries();
  return (countries.data ?? []).map((c) => (
    <option
      key={c.iso2}
      value={c.iso2}
      label={withPrefix ? `${c.iso2} ${PHONE_PREFIXES[c.iso2] ?? ''}`.trim() : undefined}
    >
      {c.name}
    </option>
  ));
}

/** Phone with its country prefix (§9): a prefix select and digits only. */
export function PhoneField({
  country,
  phone,
  onCountry,
  onPhone,
  error,
}: {
  country: string;
  phone: string;
  onCountry: (v: string) => void;
  onPhone: (v: string) => void;
  error?: string | null;
}) {
  const { t } = useRemoteT();
  return (
    <Field id="reg-phone" label={t('registration.fields.phone')} error={error}>
      <chakra.div display="flex" gap="2">
        <FieldSelect
          aria-label={t('registration.fields.phonePrefix')}
          value={country}
          onChange={(e) => onCountry(e.target.value)}
          w="40%"
        >
          <CountryOptions withPrefix />
        </FieldSelect>
        <Input
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={phone}
          onChange={(e) => onPhone(digitsOnly(e.target.value))}
          {...fieldAria('reg-phone', error)}
        />
      </chakra.div>
    </Field>
  );
}

/** A registration control: what a change sets and the error shown under it (with its value). */
type ControlProps<T> = { onChange: (v: T) => void; error?: string | null };

export function PositionField({ value, onChange, error }: ControlProps<string> & { value: string }) {
  const { t } = useRemoteT();
  const positions = usePositions();
  return (
    <Field id="reg-position" label={t('registration.fields.position')} error={error}>
      <FieldSelect {...fieldAria('reg-position', error)} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('registration.fields.choose')}</option>
        {(positions.data ?? []).map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </FieldSelect>
    </Field>
  );
}

/** The person's values both registration forms start with (the phone prefix of Spain). */
export const EMPTY_PERSON = {
  fullName: '',
  phoneCountry: 'ES',
  phone: '',
  positionId: '',
  password: '',
  confirmPassword: '',
  terms: false,
};

/** The person's values both registration forms ask for, with a setter and the error shown for each. */
export interface PersonForm {
  v: { phoneCountry: string; phone: string; positionId: string; password: string; confirmPassword: string };
  set: (k: 'phoneCountry' | 'phone' | 'positionId' | 'password' | 'confirmPassword') => (val: string) => void;
  show: (k: string) => string | null;
}

/** Phone with its prefix, then the position. */
export function PhoneAndPosition({ form: { v, set, show } }: { form: PersonForm }) {
  return (
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
  );
}

/** A new password (its rule as the hint) and its confirmation. */
export function PasswordFields({ form: { v, set, show } }: { form: PersonForm }) {
  const { t } = useRemoteT();
  const text = textFieldsOf(v, (k, s) => set(k)(s), show);
  const password = { type: 'password', autoComplete: 'new-password' };
  return (
    <Stack gap="4">
      {text('password', 'reg-password', t('registration.fields.password'), {
        hint: t('registration.hints.password'),
        ...password,
      })}
      {text('confirmPassword', 'reg-confirm', t('registration.fields.confirmPassword'), password)}
    </Stack>
  );
}

export function TermsField({ checked, onChange, error }: ControlProps<boolean> & { checked: boolean }) {
  const { t } = useRemoteT();
  return (
    <Stack gap="1">
      <chakra.label display="flex" gap="2" alignItems="center" fontSize="sm">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
        />
        <span>{t('registration.fields.terms')}</span>
      </chakra.label>
      <chakra.button
        type="button"
        alignSelf="flex-start"
        fontSize="sm"
        color="brand.700"
        textDecoration="underline"
        onClick={() => bus.emit('platform.modal.open.v1', { modal: 'terms' })}
      >
        {t('registration.readTerms')}
      </chakra.button>
      {error && (
        <chakra.p color="danger" fontSize="sm" role="alert">
          {error}
        </chakra.p>
      )}
    </Stack>
  );
}

/** A centred card for the public registration screens. */
export function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <chakra.main maxW="2xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <chakra.section
        borderWidth="1px"
        rounded="xl"
        p={{ base: '5', md: '8' }}
        bg="bg"
        {...column('5')}
        aria-labelledby="reg-title"
      >
        <chakra.h1 id="reg-title" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold">
          {title}
        </chakra.h1>
        {children}
      </chakra.section>
    </chakra.main>
  );
}

/** What a mailed link led to (activation, email change): a titled message, then the one button to go on. */
export function OutcomeCard({
  title,
  message,
  testId,
  status,
  role,
  action,
  to,
}: {
  title: string;
  message: string;
  testId: string;
  status: string;
  role?: 'status';
  action: string;
  to: string;
}) {
  return (
    <Card title={title}>
      <Text role={role} data-testid={testId} data-status={status}>
        {message}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button colorPalette="brand" onClick={() => goTo(to)}>
          {action}
        </Button>
      </Stack>
    </Card>
  );
}
