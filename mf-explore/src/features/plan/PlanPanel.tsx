/**
 * "Plan with what I have" (issue 19, docs/decisions/0032-plan-with-what-i-have.md): a search mode of the feed. The
 * teacher says how much time they have (minutes, or sessions of so many minutes), what they have at hand and whether
 * there is a connection, plus an optional age range; the API answers resources and single classes that fit, best
 * fit first, each with the reason it fits. Loaded on demand (React.lazy from the feed), with its texts (namespace
 * "classpack", all three languages): the feed's first load carries neither.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from '@platform/router';
import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Box,
  Button,
  Flex,
  HStack,
  Heading,
  Input,
  Link,
  Stack,
  Text,
  chakra,
  formatPercent,
} from '@platform/ui';
import { PLAN_MATERIALS, type PlanMaterial, type PlanQueryInput, type PlanResult } from '@platform/contracts';
import * as resourceApi from '@platform/api-client/resource';
import { useClassPackT } from '../classpack';

const usePlanT = () => useClassPackT('plan');

type Mode = 'minutes' | 'sessions';
interface FormState {
  mode: Mode;
  minutes: string;
  sessions: string;
  sessionMinutes: string;
  devices: 'none' | Exclude<PlanMaterial, 'printer'>;
  printer: boolean;
  online: boolean;
  ageMin: string;
  ageMax: string;
}
const INITIAL: FormState = {
  mode: 'minutes',
  minutes: '50',
  sessions: '2',
  sessionMinutes: '50',
  devices: 'none',
  printer: false,
  online: false,
  ageMin: '',
  ageMax: '',
};
const DEVICES = ['none', ...PLAN_MATERIALS.filter((m) => m !== 'printer')] as const;

/** The form as the API query; an error key when it is not valid (checked here too, the server checks again). */
export function toPlanQuery(f: FormState): { query?: PlanQueryInput; error?: string } {
  const int = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s) : NaN);
  const materials: PlanMaterial[] = [
    ...(f.devices === 'none' ? [] : [f.devices]),
    ...(f.printer ? ['printer' as const] : []),
  ];
  const q: PlanQueryInput = { materials, connectivity: f.online ? 'online' : 'offline' };
  if (f.mode === 'minutes') {
    const m = int(f.minutes);
    if (!(m > 0)) return { error: 'minutes' };
    q.minutes = m;
  } else {
    const s = int(f.sessions);
    const sm = int(f.sessionMinutes);
    if (!(s > 0)) return { error: 'sessions' };
    if (!(sm > 0)) return { error: 'sessionMinutes' };
    q.sessions = s;
    q.sessionMinutes = sm;
  }
  if (f.ageMin.trim() || f.ageMax.trim()) {
    const a = int(f.ageMin);
    const b = int(f.ageMax);
    if (Number.isNaN(a) || Number.isNaN(b) || a > b) return { error: 'ages' };
    q.ageMin = a;
    q.ageMax = b;
  }
  return { query: q };
}

function ResultItem({ r }: { r: PlanResult }) {
  const { t, locale } = usePlanT();
  const to = r.classId ? `/resource/${r.resourceId}/t/class/${r.classId}` : `/resource/${r.resourceId}`;
  return (
    <chakra.li borderWidth="1px" rounded="md" p="3" data-testid="plan-result">
      <Flex gap="3" align="start">
        {r.cover && <chakra.img src={r.cover} alt="" w="20" h="14" objectFit="cover" rounded="sm" flexShrink={0} />}
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={r.kind === 'class' ? 'purple' : 'blue'}>
              {r.kind === 'class' ? t('kindClass') : t('kindResource')}
            </Badge>
            <Badge variant="outline" aria-label={t('fitLabel', { percent: formatPercent(r.fit * 100, locale, 0) })}>
              {formatPercent(r.fit * 100, locale, 0)}
            </Badge>
          </HStack>
          <Link asChild fontWeight="semibold">
            <RouterLink to={to}>
              {r.title}
              {r.className ? ` · ${t('classN', { n: r.classNumber, name: r.className })}` : ''}
            </RouterLink>
          </Link>
          <Text fontSize="sm" data-testid="plan-reason">
            {r.reason}
          </Text>
        </Stack>
      </Flex>
    </chakra.li>
  );
}

/** One group of the plan's form under its legend. */
function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <chakra.fieldset borderWidth="1px" borderColor="border" rounded="md" p="3" minW="0">
      <chakra.legend fontWeight="semibold" fontSize="sm" px="1">
        {legend}
      </chakra.legend>
      {children}
    </chakra.fieldset>
  );
}

/** One choice of a radio group, its label beside it. */
function Radio({
  children,
  ...radio
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <chakra.label display="flex" gap="2" alignItems="center" fontSize="sm">
      <input type="radio" {...radio} />
      {children}
    </chakra.label>
  );
}

export default function PlanPanel() {
  const { t, locale } = usePlanT();
  const [form, setForm] = useState<FormState>(INITIAL);
  const [asked, setAsked] = useState<PlanQueryInput | null>(null);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof FormState>(k: K, v: FormState[K]) => setForm((f) => ({ ...f, [k]: v }));
  const q = useQuery({
    queryKey: ['explore', 'plan', locale, asked],
    queryFn: () => resourceApi.planWithWhatIHave({ ...asked!, locale }),
    enabled: !!asked,
  });
  // after a search the answer is brought into view and focused (on a phone it lies below the form, out of sight)
  const resultsRef = useRef<HTMLDivElement>(null);
  const [searches, setSearches] = useState(0);
  const shown = useRef(0);
  const answered = !!asked && !q.isFetching && (!!q.data || q.isError);
  useEffect(() => {
    if (!answered || shown.current === searches) return;
    shown.current = searches;
    const el = resultsRef.current;
    if (!el) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    el.focus({ preventScroll: true });
  }, [answered, searches]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { query, error: err } = toPlanQuery(form);
    setError(err ?? null);
    if (query) {
      setAsked(query);
      setSearches((n) => n + 1);
    }
  };
  /** a number under its label: a duration (at least 1) or an age (0 to 99, both flagged when the range is wrong) */
  const numberField = (k: 'minutes' | 'sessions' | 'sessionMinutes' | 'ageMin' | 'ageMax', maxW: string) => {
    const age = k === 'ageMin' || k === 'ageMax';
    return (
      <chakra.label display="flex" flexDirection="column" gap="1" fontSize="sm" maxW={maxW}>
        {t(k)}
        <Input
          type="number"
          inputMode="numeric"
          min={age ? 0 : 1}
          max={age ? 99 : undefined}
          value={form[k]}
          onChange={(e) => set(k, e.target.value)}
          aria-invalid={error === (age ? 'ages' : k) || undefined}
          size="sm"
        />
      </chakra.label>
    );
  };
  return (
    <Box as="section" aria-labelledby="plan-title" borderWidth="1px" rounded="lg" p="4" mb="6" data-testid="plan-panel">
      <Heading as="h2" size="md" id="plan-title" mb="1">
        {t('title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('intro')}
      </Text>
      <chakra.form onSubmit={submit} noValidate aria-describedby={error ? 'plan-error' : undefined}>
        <Stack gap="3">
          <Fieldset legend={t('time')}>
            <HStack gap="4" wrap="wrap" mb="2" role="radiogroup" aria-label={t('timeMode')}>
              {(['minutes', 'sessions'] as const).map((m) => (
                <Radio key={m} name="plan-mode" value={m} checked={form.mode === m} onChange={() => set('mode', m)}>
                  {t(`mode.${m}`)}
                </Radio>
              ))}
            </HStack>
            {form.mode === 'minutes' ? (
              numberField('minutes', '48')
            ) : (
              <HStack gap="3" wrap="wrap">
                {numberField('sessions', '40')}
                {numberField('sessionMinutes', '40')}
              </HStack>
            )}
          </Fieldset>
          <Fieldset legend={t('materials')}>
            <Stack gap="1" role="radiogroup" aria-label={t('devices')}>
              {DEVICES.map((d) => (
                <Radio
                  key={d}
                  name="plan-devices"
                  value={d}
                  checked={form.devices === d}
                  onChange={() => set('devices', d)}
                >
                  {t(`device.${d}`)}
                </Radio>
              ))}
            </Stack>
            <chakra.label display="flex" gap="2" alignItems="center" fontSize="sm" mt="2">
              <input type="checkbox" checked={form.printer} onChange={(e) => set('printer', e.target.checked)} />
              {t('printer')}
            </chakra.label>
          </Fieldset>
          <Fieldset legend={t('connectivity')}>
            <HStack gap="4" role="radiogroup" aria-label={t('connectivity')}>
              {([false, true] as const).map((on) => (
                <Radio
                  key={String(on)}
                  name="plan-online"
                  value={on ? 'online' : 'offline'}
                  checked={form.online === on}
                  onChange={() => set('online', on)}
                >
                  {t(on ? 'online' : 'offline')}
                </Radio>
              ))}
            </HStack>
          </Fieldset>
          <Fieldset legend={t('ages')}>
            <HStack gap="3">
              {numberField('ageMin', '28')}
              {numberField('ageMax', '28')}
            </HStack>
          </Fieldset>
          {error && (
            <Text id="plan-error" role="alert" color="red.600" fontSize="sm">
              {t(`errors.${error}`)}
            </Text>
          )}
          <Box>
            <Button type="submit" colorPalette="brand" size="sm" loading={q.isFetching}>
              {t('submit')}
            </Button>
          </Box>
        </Stack>
      </chakra.form>
      {asked && (
        <Box
          mt="4"
          aria-live="polite"
          aria-busy={q.isFetching}
          ref={resultsRef}
          tabIndex={-1}
          aria-label={t('results')}
          role="region"
          scrollMarginTop="20"
          data-testid="plan-results"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
        >
          {q.isError && (
            <Text role="alert" color="red.600">
              {t('loadError')}
            </Text>
          )}
          {q.data &&
            (q.data.data.length === 0 ? (
              <Text color="fg.muted">{t('none')}</Text>
            ) : (
              <>
                <Text fontSize="sm" mb="2">
                  {t('count', { count: q.data.data.length, minutes: q.data.available.minutes })}
                </Text>
                <Stack as="ul" listStyleType="none" gap="2" aria-label={t('results')}>
                  {q.data.data.map((r) => (
                    <ResultItem key={`${r.resourceId}:${r.classId ?? 0}`} r={r} />
                  ))}
                </Stack>
              </>
            ))}
        </Box>
      )}
    </Box>
  );
}
