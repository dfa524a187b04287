import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Grid,
  HStack,
  Heading,
  Input,
  Link,
  SimpleGrid,
  Stack,
  Text,
  chakra,
  formatPercent,
} from '@platform/ui';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from '@platform/router';
import { focusFirstInvalid } from '@platform/ui/plain';
import {
  CLASS_LAYOUTS,
  DELETE_PHRASES,
  ORGANIZATION_TYPES,
  RESOURCE_LIMITS,
  SECTION_MINUTE_KEYS,
  sectionMinutesSum,
  type ExploreLocale,
  type SectionMinuteKey,
  type KreaClassPlan,
  type KreaMaterial,
  type KreaResource,
} from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import * as referenceApi from '@platform/api-client/reference';
import * as filesApi from '@platform/api-client/files';
import { useT } from '../../lib/i18n';
import { STICKY_TOP, qk } from '../../lib/platform';
import { useOpenItemState } from '../../lib/openItem';
import { RichText } from './RichText';
import { ImageCrop, kreaFolder } from './ImageCrop';
import { HistoryPanel, PublishPanel } from './HistoryPanel';
import { ManagePanel } from './ManagePanel';
import { fillClassIds, useResourceAutosave, type ResourcePatch, type ResourceSaveState } from './useResourceAutosave';

type Step = 'general' | 'intro' | 'triggers' | 'classes' | 'tools';
const STEPS = ['general', 'intro', 'triggers', 'classes'] as const;
/** where a field of an accessibility finding lives: its step and the id of its control */
function fieldPlace(field: string): [Step, string] {
  const c = /^classPlans\.(\d+)\.(\w+)/.exec(field);
  if (c) return ['classes', `class-${Number(c[1]) + 1}-${c[2]}`];
  const ids: Record<string, [Step, string]> = {
    imageAlt: ['intro', 'res-alt'],
    caption: ['intro', 'res-caption'],
    presentation: ['intro', 'res-presentation'],
    benefits: ['general', 'res-benefits'],
    classPlanDescription: ['triggers', 'res-cpd'],
    pedagogicalGoal: ['triggers', 'res-goal'],
    studentPedagogicalGoal: ['triggers', 'res-sgoal'],
    globalValuationSection: ['classes', 'res-gval'],
    teacherMedia: ['triggers', 'res-tmedia-caption'],
    studentMedia: ['triggers', 'res-smedia-caption'],
  };
  return ids[field.split('.')[0]] ?? ['intro', 'res-caption'];
}
const LOCALES: ExploreLocale[] = ['es', 'en', 'ca'];
const URL_RE = /^https?:\/\/\S+$/i;
const MAX_BYTES = 10 * 1024 * 1024;
const DOWNLOADABLE = /\.(pdf|pptx?|xlsx?|docx?|png|jpe?g|zip)$/i;
const IMAGE = /\.(png|jpe?g)$/i;
type Cls = KreaClassPlan;
const blankClass = (): Omit<Cls, 'id' | 'classNumber'> & { id?: number; classNumber?: number } => ({
  name: '',
  organizationType: null,
  secondaryOrganizationType: null,
  classLayout: null,
  minutesDuration: null,
  startMinutes: null,
  developmentMinutes: null,
  closureMinutes: null,
  valuationMinutes: null,
  teacherEnabled: true,
  studentEnabled: true,
  startSection: '',
  developmentSection: '',
  closureSection: '',
  valuationSection: '',
  evaluationSuggestions: '',
  studentStatement: '',
  teacherMaterials: [],
  studentMaterials: [],
});

function Field({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} id={`${id}-label`} fontSize="sm" fontWeight="semibold">
        {label}
        {required ? ' *' : ''}
      </chakra.label>
      {children}
      {hint && !error && (
        <Text id={`${id}-hint`} fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={`${id}-error`} role="alert" color="danger" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
function Checks({
  legend,
  items,
  value,
  max,
  disabled,
  onChange,
}: {
  legend: string;
  items: Array<{ id: number; name: string }>;
  value: number[];
  max?: number;
  disabled: boolean;
  onChange: (v: number[]) => void;
}) {
  return (
    <chakra.fieldset disabled={disabled}>
      <chakra.legend fontSize="sm" fontWeight="semibold" mb="1">
        {legend}
      </chakra.legend>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="1">
        {items.map((i) => (
          <chakra.label key={i.id} display="flex" gap="2" alignItems="center" minH="6" fontSize="sm">
            <input
              type="checkbox"
              checked={value.includes(i.id)}
              disabled={!value.includes(i.id) && max !== undefined && value.length >= max}
              onChange={(e) => onChange(e.target.checked ? [...value, i.id] : value.filter((x) => x !== i.id))}
            />
            {i.name}
          </chakra.label>
        ))}
      </SimpleGrid>
    </chakra.fieldset>
  );
}
function Select({
  id,
  value,
  options,
  onChange,
  disabled,
  empty,
}: {
  id: string;
  value: string | null;
  options: Array<[string, string]>;
  onChange: (v: string | null) => void;
  disabled?: boolean;
  empty: string;
}) {
  return (
    <chakra.select
      id={id}
      value={value ?? ''}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value || null)}
      borderWidth="1px"
      rounded="md"
      p="2"
    >
      <option value="">{empty}</option>
      {options.map(([v, l]) => (
        <option key={v} value={v}>
          {l}
        </option>
      ))}
    </chakra.select>
  );
}
/** The video of a trigger (teacher or student): a valid URL and a caption (max 200). */
function TriggerMedia({
  prefix,
  value,
  onChange,
  disabled,
}: {
  prefix: string;
  value: KreaResource['teacherMedia'];
  onChange: (m: KreaResource['teacherMedia']) => void;
  disabled: boolean;
}) {
  const { t } = useT();
  const [url, setUrl] = useState(value?.url ?? '');
  const bad = !!url && !URL_RE.test(url);
  return (
    <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="3">
      <Field id={`${prefix}-url`} label={t('resource.trigger.video')} error={bad ? t('validation.invalidUrl') : null}>
        <Input
          id={`${prefix}-url`}
          type="url"
          value={url}
          disabled={disabled}
          aria-invalid={bad ? true : undefined}
          onChange={(e) => {
            const v = e.target.value.trim();
            setUrl(v);
            if (!v) onChange(null);
            else if (URL_RE.test(v)) onChange({ kind: 1, url: v, caption: value?.caption ?? null });
          }}
        />
      </Field>
      <Field id={`${prefix}-caption`} label={t('resource.field.caption')}>
        <Input
          id={`${prefix}-caption`}
          value={value?.caption ?? ''}
          disabled={disabled || !value}
          maxLength={RESOURCE_LIMITS.caption}
          onChange={(e) => value && onChange({ ...value, caption: e.target.value })}
        />
      </Field>
    </Grid>
  );
}

function SaveIndicator({ state }: { state: ResourceSaveState }) {
  const { t } = useT();
  return (
    <Text
      role="status"
      aria-live="polite"
      fontSize="sm"
      color={state === 'error' || state === 'offline' ? 'danger' : 'fg.muted'}
      data-testid="save-state"
    >
      {state === 'idle' ? '' : t(`resource.save.${state}`)}
    </Text>
  );
}

/** Reads a file as base64 and uploads it to the resource's folder (§5: 10 MB, allowed types; the server sanitises and timestamps the name). */
async function uploadFile(r: KreaResource, file: File, onProgress: (fraction: number | null) => void): Promise<string> {
  const content = await new Promise<string>((ok, ko) => {
    const fr = new FileReader();
    fr.onload = () => ok(String(fr.result));
    fr.onerror = () => ko(fr.error);
    fr.readAsDataURL(file);
  });
  const ext = (/\.([a-z0-9]+)$/i.exec(file.name)?.[1] ?? '').toLowerCase();
  const res = await filesApi.uploadAsBase64(
    {
      content,
      fileType: ext,
      filePath: `Krea/${r.groupId}_${r.groupName ?? 'group'}/resources/${r.id}/${file.name}`,
      attachment: !IMAGE.test(file.name),
    },
    onProgress,
  );
  return res.location;
}

/** A file input with progress, the spec's failure message and a retry (§8). */
function Upload({
  id,
  label,
  accept,
  test,
  resource,
  onDone,
  disabled,
}: {
  id: string;
  label: string;
  accept: string;
  test: RegExp;
  resource: KreaResource;
  onDone: (url: string, name: string) => void;
  disabled?: boolean;
}) {
  const { t, locale } = useT();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const last = useRef<File | null>(null);
  const run = async (file: File) => {
    last.current = file;
    setChosen(file.name);
    if (file.size > MAX_BYTES || !test.test(file.name)) {
      setError(t('resource.upload.invalid'));
      return;
    }
    setBusy(true);
    setDone(null);
    setError(null);
    try {
      onDone(await uploadFile(resource, file, setDone), file.name);
      last.current = null;
    } catch {
      setError(t('resource.upload.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="semibold">
        {label}
      </chakra.label>
      {/* a labelled button and the chosen name; the native input stays for the label, visually hidden */}
      <chakra.input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        disabled={disabled || busy}
        srOnly
        tabIndex={-1}
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) void run(f);
        }}
      />
      <HStack gap="2" flexWrap="wrap">
        <Button
          size="sm"
          variant="outline"
          disabled={disabled || busy}
          aria-describedby={`${id}-chosen`}
          onClick={() => input.current?.click()}
        >
          {t('resource.upload.choose')}
        </Button>
        <Text id={`${id}-chosen`} fontSize="sm" color="fg.muted" minW="0" wordBreak="break-all">
          {chosen ? t('resource.upload.chosen', { name: chosen }) : t('resource.upload.noneChosen')}
        </Text>
      </HStack>
      {busy &&
        // determinate once the browser reports the bytes sent (XMLHttpRequest upload progress)
        (done === null ? (
          <progress aria-label={t('resource.upload.progress')} />
        ) : (
          <progress
            aria-label={t('resource.upload.progress')}
            max={100}
            value={Math.round(done * 100)}
            aria-valuetext={formatPercent(done * 100, locale, 0)}
          />
        ))}
      {error && (
        <HStack gap="2">
          <Text role="alert" color="danger" fontSize="sm">
            {error}
          </Text>
          {last.current && (
            <Button size="xs" variant="outline" onClick={() => void run(last.current!)}>
              {t('resource.upload.retry')}
            </Button>
          )}
        </HStack>
      )}
    </Stack>
  );
}

/** Materials of a class part: added one at a time with Enter (§5); downloadable ones are uploaded files. */
function Materials({
  prefix,
  label,
  list,
  resource,
  onChange,
  disabled,
}: {
  prefix: string;
  label: string;
  list: KreaMaterial[];
  resource: KreaResource;
  onChange: (l: KreaMaterial[]) => void;
  disabled: boolean;
}) {
  const { t } = useT();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'1' | '2'>('2');
  const add = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const v = name.trim();
    if (!v) return;
    onChange([...list, { kind: Number(kind) as 1 | 2, name: v, fileUrl: null }]);
    setName('');
  };
  return (
    <Stack gap="2" as="fieldset">
      <chakra.legend fontSize="sm" fontWeight="semibold">
        {label}
      </chakra.legend>
      <Stack as="ul" listStyleType="none" gap="1" aria-label={label}>
        {list.map((m, i) => (
          <HStack as="li" key={`${m.name}-${i}`} gap="2" fontSize="sm">
            <Text flex="1">
              {t(`resource.material.kind${m.kind}`)}:{' '}
              {m.fileUrl && m.kind === 3 ? (
                <Link href={m.fileUrl} target="_blank" rel="noopener">
                  {m.name}
                </Link>
              ) : (
                m.name
              )}
            </Text>
            <Button
              size="xs"
              variant="ghost"
              disabled={disabled}
              aria-label={t('resource.material.remove', { name: m.name })}
              onClick={() => onChange(list.filter((_, j) => j !== i))}
            >
              ✕
            </Button>
          </HStack>
        ))}
      </Stack>
      <HStack gap="2" flexWrap="wrap" alignItems="end">
        <Stack gap="1">
          <chakra.label htmlFor={`${prefix}-kind`} fontSize="xs">
            {t('resource.material.kind')}
          </chakra.label>
          <chakra.select
            id={`${prefix}-kind`}
            value={kind}
            disabled={disabled}
            onChange={(e) => setKind(e.target.value as '1' | '2')}
            borderWidth="1px"
            rounded="md"
            p="2"
          >
            <option value="1">{t('resource.material.kind1')}</option>
            <option value="2">{t('resource.material.kind2')}</option>
          </chakra.select>
        </Stack>
        <Stack gap="1" flex="1" minW="48">
          <chakra.label htmlFor={`${prefix}-name`} fontSize="xs">
            {t('resource.material.add')}
          </chakra.label>
          <Input
            id={`${prefix}-name`}
            value={name}
            disabled={disabled}
            maxLength={RESOURCE_LIMITS.nameMax}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={add}
            aria-describedby={`${prefix}-hint`}
          />
        </Stack>
      </HStack>
      <Text id={`${prefix}-hint`} fontSize="xs" color="fg.muted">
        {t('resource.material.hint')}
      </Text>
      <Upload
        id={`${prefix}-file`}
        label={t('resource.material.file')}
        accept=".pdf,.ppt,.pptx,.xls,.xlsx,.doc,.docx,.png,.jpg,.jpeg,.zip"
        test={DOWNLOADABLE}
        resource={resource}
        disabled={disabled}
        onDone={(url, n) => onChange([...list, { kind: 3, name: n, fileUrl: url }])}
      />
    </Stack>
  );
}

/** Deletes by typing the exact phrase (§5). */
function PhraseDelete({
  id,
  label,
  phrase,
  onConfirm,
  disabled,
}: {
  id: string;
  label: string;
  phrase: string;
  onConfirm: () => void;
  disabled: boolean;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!open)
    return (
      <Button size="xs" variant="outline" colorPalette="red" disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </Button>
    );
  return (
    <Stack role="group" aria-label={label} gap="1" p="2" borderWidth="1px" rounded="md" borderColor="red.300">
      <chakra.label htmlFor={id} fontSize="sm">
        {t('resource.delete.type', { phrase })}
      </chakra.label>
      <Input
        id={id}
        value={typed}
        onChange={(e) => {
          setTyped(e.target.value);
          setError(null);
        }}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <Text id={`${id}-error`} role="alert" color="danger" fontSize="sm">
          {error}
        </Text>
      )}
      <HStack gap="2">
        <Button
          size="xs"
          variant="ghost"
          onClick={() => {
            setOpen(false);
            setTyped('');
          }}
        >
          {t('resource.delete.cancel')}
        </Button>
        <Button
          size="xs"
          colorPalette="red"
          onClick={() => {
            if (typed.trim() !== phrase) {
              setError(t('resource.delete.mismatch'));
              return;
            }
            setOpen(false);
            setTyped('');
            onConfirm();
          }}
        >
          {t('resource.delete.confirm')}
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * Minutes per section of a class (issue 19: the class pack prints them as the class's timings; none given = the pack
 * suggests a split). Whole minutes from 0; their sum may not exceed the class's minutes (the API says the same: 400).
 */
function SectionMinutes({
  c,
  p,
  ro,
  onChange,
}: {
  c: Cls;
  p: string;
  ro: boolean;
  onChange: (k: SectionMinuteKey, v: number | null) => void;
}) {
  const { t } = useT();
  const given = SECTION_MINUTE_KEYS.some((k) => c[k] != null);
  const sum = sectionMinutesSum(c);
  const total = c.minutesDuration;
  const error = !given
    ? null
    : total == null
      ? t('resource.class.sectionMinutes.needClass')
      : sum > total
        ? t('resource.class.sectionMinutes.over', { sum, total })
        : null;
  const statusId = `${p}-sectionMinutes-status`;
  const errorId = `${p}-sectionMinutes-error`;
  return (
    <chakra.fieldset disabled={ro} minW="0" data-testid="section-minutes">
      <chakra.legend fontSize="sm" fontWeight="semibold" mb="1">
        {t('resource.class.sectionMinutes.legend')}
      </chakra.legend>
      <Text fontSize="xs" color="fg.muted" mb="2" id={`${p}-sectionMinutes-hint`}>
        {t('resource.class.sectionMinutes.hint')}
      </Text>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
        {SECTION_MINUTE_KEYS.map((k) => (
          <Stack gap="1" key={k}>
            <chakra.label htmlFor={`${p}-${k}`} fontSize="xs">
              {t(`resource.class.sectionMinutes.${k}`)}
            </chakra.label>
            <Input
              id={`${p}-${k}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={RESOURCE_LIMITS.minutesMax}
              step={1}
              value={c[k] ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${p}-sectionMinutes-hint ${statusId}${error ? ` ${errorId}` : ''}`}
              onChange={(e) => {
                const n = e.target.value === '' ? NaN : Number(e.target.value);
                onChange(
                  k,
                  Number.isFinite(n) ? Math.max(0, Math.min(RESOURCE_LIMITS.minutesMax, Math.round(n))) : null,
                );
              }}
            />
          </Stack>
        ))}
      </SimpleGrid>
      <Text id={statusId} fontSize="xs" color="fg.muted" mt="1" aria-live="polite">
        {!given
          ? t('resource.class.sectionMinutes.none')
          : total == null
            ? t('resource.class.sectionMinutes.sumOnly', { sum })
            : t('resource.class.sectionMinutes.sum', { sum, total })}
      </Text>
      {error && (
        <Text id={errorId} role="alert" color="danger" fontSize="sm">
          {error}
        </Text>
      )}
    </chakra.fieldset>
  );
}

function ClassCard({
  c,
  i,
  resource,
  update,
  remove,
  ro,
}: {
  c: Cls;
  i: number;
  resource: KreaResource;
  update: (c: Cls) => void;
  remove: () => void;
  ro: boolean;
}) {
  const { t, locale } = useT();
  const p = `class-${i + 1}`;
  const set = <K extends keyof Cls>(k: K, v: Cls[K]) => update({ ...c, [k]: v });
  const org = ORGANIZATION_TYPES.map((o) => [o, t(`resource.org.${o}`)] as [string, string]);
  const rich = (
    k: 'startSection' | 'developmentSection' | 'closureSection' | 'valuationSection' | 'studentStatement',
  ) => (
    <Field id={`${p}-${k}`} label={t(`resource.class.${k}`)}>
      <RichText id={`${p}-${k}`} labelId={`${p}-${k}-label`} value={c[k]} onChange={(v) => set(k, v)} disabled={ro} />
    </Field>
  );
  return (
    <Stack
      as="section"
      aria-labelledby={`${p}-title`}
      gap="3"
      p="4"
      borderWidth="1px"
      rounded="lg"
      data-testid="class-card"
    >
      <Heading as="h3" id={`${p}-title`} size="sm">
        {t('resource.class.title', { n: i + 1 })}
        {c.name ? `: ${c.name}` : ''}
      </Heading>
      <Field id={`${p}-name`} label={t('resource.class.name')}>
        <Input
          id={`${p}-name`}
          value={c.name}
          disabled={ro}
          maxLength={RESOURCE_LIMITS.nameMax}
          onChange={(e) => set('name', e.target.value)}
        />
      </Field>
      {c.teacherEnabled ? (
        <Stack gap="3" as="fieldset">
          <chakra.legend fontWeight="semibold">{t('resource.class.teacherPart')}</chakra.legend>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="3">
            <Field
              id={`${p}-org`}
              label={t('resource.class.organization')}
              required
              error={c.organizationType ? null : t('resource.class.required')}
            >
              <Select
                id={`${p}-org`}
                value={c.organizationType}
                options={org}
                empty={t('resource.choose')}
                disabled={ro}
                onChange={(v) => set('organizationType', v)}
              />
            </Field>
            <Field id={`${p}-org2`} label={t('resource.class.secondaryOrganization')}>
              <Select
                id={`${p}-org2`}
                value={c.secondaryOrganizationType}
                options={org}
                empty={t('resource.none')}
                disabled={ro}
                onChange={(v) => set('secondaryOrganizationType', v)}
              />
            </Field>
            <Field
              id={`${p}-layout`}
              label={t('resource.class.layout')}
              required
              error={c.classLayout ? null : t('resource.class.required')}
            >
              <Select
                id={`${p}-layout`}
                value={c.classLayout}
                options={CLASS_LAYOUTS.map((o) => [o, t(`resource.layout.${o}`)])}
                empty={t('resource.choose')}
                disabled={ro}
                onChange={(v) => set('classLayout', v)}
              />
            </Field>
            <Field id={`${p}-minutes`} label={t('resource.class.minutes')} hint={t('resource.class.minutesHint')}>
              <Input
                id={`${p}-minutes`}
                type="number"
                min={1}
                max={RESOURCE_LIMITS.minutesMax}
                value={c.minutesDuration ?? ''}
                disabled={ro}
                onChange={(e) =>
                  set(
                    'minutesDuration',
                    e.target.value ? Math.max(1, Math.min(RESOURCE_LIMITS.minutesMax, Number(e.target.value))) : null,
                  )
                }
                aria-describedby={`${p}-minutes-hint`}
              />
            </Field>
          </Grid>
          <SectionMinutes c={c} p={p} ro={ro} onChange={(k, v) => set(k, v)} />
          {rich('startSection')}
          {rich('developmentSection')}
          {rich('closureSection')}
          {rich('valuationSection')}
          <Materials
            prefix={`${p}-tmat`}
            label={t('resource.class.teacherMaterials')}
            list={c.teacherMaterials}
            resource={resource}
            disabled={ro}
            onChange={(l) => set('teacherMaterials', l)}
          />
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('resource.class.noTeacher')}
        </Text>
      )}
      {c.studentEnabled ? (
        <Stack gap="3" as="fieldset">
          <chakra.legend fontWeight="semibold">{t('resource.class.studentPart')}</chakra.legend>
          {rich('studentStatement')}
          <Materials
            prefix={`${p}-smat`}
            label={t('resource.class.studentMaterials')}
            list={c.studentMaterials}
            resource={resource}
            disabled={ro}
            onChange={(l) => set('studentMaterials', l)}
          />
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('resource.class.noStudent')}
        </Text>
      )}
      <HStack gap="2" flexWrap="wrap" alignItems="start">
        {c.teacherEnabled && (
          <PhraseDelete
            id={`${p}-del-t`}
            label={t('resource.class.deleteTeacher')}
            phrase={DELETE_PHRASES.teacherClass[locale]}
            disabled={ro}
            onConfirm={() =>
              update({
                ...c,
                teacherEnabled: false,
                organizationType: null,
                secondaryOrganizationType: null,
                classLayout: null,
                minutesDuration: null,
                startMinutes: null,
                developmentMinutes: null,
                closureMinutes: null,
                valuationMinutes: null,
                startSection: '',
                developmentSection: '',
                closureSection: '',
                valuationSection: '',
                teacherMaterials: [],
              })
            }
          />
        )}
        {c.studentEnabled && (
          <PhraseDelete
            id={`${p}-del-s`}
            label={t('resource.class.deleteStudent')}
            phrase={DELETE_PHRASES.studentClass[locale]}
            disabled={ro}
            onConfirm={() => update({ ...c, studentEnabled: false, studentStatement: '', studentMaterials: [] })}
          />
        )}
        <PhraseDelete
          id={`${p}-del`}
          label={t('resource.class.deleteClass')}
          phrase={DELETE_PHRASES.completeClass[locale]}
          disabled={ro}
          onConfirm={remove}
        />
      </HStack>
    </Stack>
  );
}

function Keywords({
  value,
  onChange,
  disabled,
}: {
  value: string[];
  onChange: (v: string[]) => void;
  disabled: boolean;
}) {
  const { t } = useT();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const v = text.trim().toLowerCase();
    if (!v) return;
    if (value.includes(v)) {
      setError(t('resource.keywords.duplicate'));
      return;
    }
    if (value.length >= RESOURCE_LIMITS.keywords) {
      setError(t('resource.keywords.max', { n: RESOURCE_LIMITS.keywords }));
      return;
    }
    onChange([...value, v]);
    setText('');
    setError(null);
  };
  return (
    <Field
      id="res-keywords"
      label={t('resource.field.keywords')}
      hint={t('resource.keywords.hint', { n: RESOURCE_LIMITS.keywords })}
      error={error}
    >
      <HStack as="ul" listStyleType="none" gap="1" flexWrap="wrap" aria-label={t('resource.field.keywords')}>
        {value.map((k) => (
          <chakra.li key={k} fontSize="sm" px="2" borderWidth="1px" rounded="full">
            {k}{' '}
            <chakra.button
              type="button"
              aria-label={t('resource.keywords.remove', { k })}
              disabled={disabled}
              onClick={() => onChange(value.filter((x) => x !== k))}
            >
              ✕
            </chakra.button>
          </chakra.li>
        ))}
      </HStack>
      <Input
        id="res-keywords"
        value={text}
        disabled={disabled}
        maxLength={RESOURCE_LIMITS.keywordLength}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
        onKeyDown={add}
        aria-describedby={error ? 'res-keywords-error' : 'res-keywords-hint'}
      />
    </Field>
  );
}

/** Resource editor (krea.md §2-§5): four steps, per-step completeness, language switcher, autosave (1500 ms, offline queue, conflict merge). */
export function ResourceEditorScreen({
  tab = 'presentation',
}: {
  tab?: 'presentation' | 'teacher' | 'student' | 'class';
}) {
  const { t, locale: uiLocale } = useT();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const want = (search.get('locale') as ExploreLocale | null) ?? uiLocale;
  const step =
    (search.get('step') as Step | null) ??
    (tab === 'class' ? 'classes' : tab === 'presentation' ? 'general' : 'triggers');
  const q = useQuery({
    queryKey: ['krea', 'resource', id, want],
    queryFn: () => kreaApi.resource(id, want),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  // every newer state goes into the query cache too: back from a preview (or any screen), the editor opens what was
  // saved, not the state it first loaded (staleTime is Infinity so a refetch never overwrites the form mid-edit)
  const keep = (r: KreaResource) => qc.setQueryData(['krea', 'resource', id, want], r);
  const [form, setForm] = useState<KreaResource | null>(null);
  const [server, setServer] = useState<KreaResource | undefined>();
  const save = useResourceAutosave(
    server,
    (r, created) => {
      keep(r);
      setServer(r);
      setForm((f) =>
        f
          ? {
              ...f,
              version: r.version,
              progress: r.progress,
              classPlans: fillClassIds(f.classPlans, created),
            }
          : r,
      );
    },
    t('resource.conflict.both'),
  );
  const ref = (name: string, fn: () => Promise<Array<{ id: number; name: string }>>) =>
    useQuery({ queryKey: qk.ref(name, uiLocale), queryFn: fn, staleTime: 600_000 }).data ?? []; // eslint-disable-line react-hooks/rules-of-hooks
  const skills = ref('skills', referenceApi.skills);
  const cross = ref('cross', referenceApi.crossAreas);
  const ages = ref('ages', referenceApi.ageRanges);
  const sdgs = ref('sdgs', referenceApi.sdgs);
  const topicsQ = useQuery({ queryKey: qk.ref('topics', uiLocale), queryFn: referenceApi.topics, staleTime: 600_000 });
  const loaded = useRef<string | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const [review, setReview] = useState(false);
  // §2: the bar's published / drafts tab follows the open resource (published if any language is available)
  useOpenItemState(form ? (Object.values(form.availableLanguages ?? {}).some(Boolean) ? 'published' : 'drafts') : null);
  // the message goes once nothing is red any more (a look at the DOM after each render; it settles at once)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (review && !body.current?.querySelector('[aria-invalid="true"]')) setReview(false);
  });
  useEffect(() => {
    if (!q.data) return;
    const key = `${q.data.id}:${q.data.locale}`;
    if (loaded.current === key) return;
    loaded.current = key;
    setServer(q.data);
    setForm(q.data);
  }, [q.data]);

  // a phone's step bar scrolls sideways: keep the current step in it visible (issue 30)
  const ready = !!form;
  useEffect(() => {
    const el = document.querySelector<HTMLElement>('[data-testid="resource-sticky"] [aria-current="step"]');
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [step, ready]);

  if (q.isError)
    return (
      <Stack p="8">
        <Text role="alert">{t('errors.load')}</Text>
        <Link asChild>
          <RouterLink to="/krea/drafts">{t('editor.back')}</RouterLink>
        </Link>
      </Stack>
    );
  if (!form || !server)
    return (
      <Stack p="8">
        <Text role="status">{t('editor.loading')}</Text>
      </Stack>
    );
  const ro = !form.canEdit;
  const set = (p: ResourcePatch) => {
    setForm({ ...form, ...(p as Partial<KreaResource>) });
    save.change(p);
  };
  const setClasses = (list: Cls[]) => set({ classPlans: list as ResourcePatch['classPlans'] });
  const goStep = (s: Step) => {
    const n = new URLSearchParams(search);
    n.set('step', s);
    setSearch(n, { replace: true });
  };
  const switchLang = async (l: ExploreLocale) => {
    await save.flush();
    if (!form.locales.some((x) => x.locale === l)) {
      const r = await kreaApi.addResourceLanguage(id, l, form.locale);
      save.adopt(r);
      qc.setQueryData(['krea', 'resource', id, l], r);
    }
    const n = new URLSearchParams(search);
    n.set('locale', l);
    setSearch(n);
  };
  const captionLeft = RESOURCE_LIMITS.caption - (form.caption ?? '').length;
  const videoError = form.videoUrl && !URL_RE.test(form.videoUrl) ? t('validation.invalidUrl') : null;
  // §5 form-wide: moving on (another step, a preview) with fields in red stops, says so and focuses the first one
  const guard = (go: () => void) => {
    if (focusFirstInvalid(body.current)) {
      setReview(true);
      return;
    }
    setReview(false);
    go();
  };
  const topicList = topicsQ.data ?? [];

  return (
    // a phone: one column, the steps / completion / save bar sticks below the app bar; from lg: a grid whose sidebar
    // (the same bar, then language and previews) sticks as a whole (issue 30)
    <Box
      display={{ base: 'block', lg: 'grid' }}
      gridTemplateColumns={{ lg: '16rem minmax(0, 1fr)' }}
      gap="6"
      p={{ base: 3, md: 6 }}
      maxW="7xl"
      mx="auto"
    >
      <Box
        display={{ base: 'contents', lg: 'flex' }}
        flexDirection="column"
        gap="3"
        alignSelf="start"
        position={{ lg: 'sticky' }}
        top={{ lg: STICKY_TOP }}
        maxH={{ lg: `calc(100vh - ${STICKY_TOP} - 1rem)` }}
        overflowY={{ lg: 'auto' }}
        data-testid="resource-sidebar"
      >
        <Stack
          as="nav"
          aria-label={t('resource.steps')}
          gap="2"
          position={{ base: 'sticky', lg: 'static' }}
          top={STICKY_TOP}
          zIndex={{ base: 5, lg: 'auto' }}
          bg="bg"
          mx={{ base: -3, lg: 0 }}
          px={{ base: 3, lg: 0 }}
          py={{ base: 2, lg: 0 }}
          borderBottomWidth={{ base: '1px', lg: 0 }}
          data-testid="resource-sticky"
        >
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            <Link asChild fontSize="sm">
              <RouterLink to="/krea/drafts">← {t('editor.back')}</RouterLink>
            </Link>
            <SaveIndicator state={save.state} />
          </HStack>
          <HStack justify="space-between" gap="2">
            <Text fontWeight="semibold">
              {t('resource.progress', { n: formatPercent(form.progress.total, uiLocale) })}
            </Text>
          </HStack>
          <chakra.progress
            value={form.progress.total}
            max={100}
            aria-label={t('resource.progress', { n: formatPercent(form.progress.total, uiLocale) })}
            w="full"
            h="1.5"
            accentColor="var(--chakra-colors-brand-solid)"
          />
          <Stack
            as="ol"
            listStyleType="none"
            gap="1"
            direction={{ base: 'row', lg: 'column' }}
            overflowX={{ base: 'auto', lg: 'visible' }}
            pb={{ base: 1, lg: 0 }}
          >
            {STEPS.map((s, i) => (
              <chakra.li key={s} flexShrink={0}>
                <Button
                  w="full"
                  size={{ base: 'sm', lg: 'md' }}
                  justifyContent="space-between"
                  gap="2"
                  variant={s === step ? 'solid' : 'ghost'}
                  aria-current={s === step ? 'step' : undefined}
                  onClick={() => guard(() => goStep(s))}
                >
                  <span>
                    {i + 1}. {t(`resource.step.${s}`)}
                  </span>
                  <span>{form.progress[s]} %</span>
                </Button>
              </chakra.li>
            ))}
            <chakra.li flexShrink={0}>
              <Button
                w="full"
                size={{ base: 'sm', lg: 'md' }}
                justifyContent="flex-start"
                variant={step === 'tools' ? 'solid' : 'ghost'}
                aria-current={step === 'tools' ? 'step' : undefined}
                onClick={() => guard(() => goStep('tools'))}
              >
                {t('resource.tools')}
              </Button>
            </chakra.li>
          </Stack>
        </Stack>
        <Stack gap="2" mb={{ base: 4, lg: 0 }} mt={{ base: 3, lg: 0 }}>
          <Stack gap="1">
            <chakra.label htmlFor="res-lang" fontSize="sm" fontWeight="semibold">
              {t('resource.language')}
            </chakra.label>
            <chakra.select
              id="res-lang"
              value={form.locale}
              onChange={(e) => void switchLang(e.target.value as ExploreLocale)}
              borderWidth="1px"
              rounded="md"
              p="2"
            >
              {/* adding a language is for the owner and editors (the API answers 403 to readers) */}
              {LOCALES.filter((l) => !ro || form.locales.some((x) => x.locale === l)).map((l) => (
                <option key={l} value={l}>
                  {t(`lang.${l}`)}
                  {form.locales.some((x) => x.locale === l) ? '' : ` (${t('resource.addLanguage')})`}
                </option>
              ))}
            </chakra.select>
          </Stack>
          {/* the previews read the saved draft: send what is pending first */}
          <Stack gap="1" direction={{ base: 'row', lg: 'column' }} flexWrap="wrap">
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                guard(async () => {
                  await save.flush();
                  navigate(`/krea/resource/${id}/preview?locale=${form.locale}`);
                })
              }
            >
              {t('resource.preview.teacher')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                guard(async () => {
                  await save.flush();
                  navigate(`/krea/resource/${id}/preview/student?locale=${form.locale}`);
                })
              }
            >
              {t('resource.preview.student')}
            </Button>
          </Stack>
        </Stack>
      </Box>

      {/* a region of the shell's one main landmark, not a second main */}
      <Stack gap="4" minW="0" ref={body}>
        <Heading as="h1" size="lg">
          {form.title || t('resource.untitled')}
        </Heading>
        {review && (
          <Box role="alert" p="3" borderWidth="1px" rounded="md" borderColor="danger" data-testid="review-fields">
            <Text fontSize="sm" color="danger">
              {t('validation.reviewFields')}
            </Text>
          </Box>
        )}
        {save.conflicts.length > 0 && (
          <Box role="alert" p="3" borderWidth="1px" rounded="md" borderColor="orange.400" bg="orange.50">
            <Text fontSize="sm">
              {t('resource.conflict.notice', {
                fields: save.conflicts
                  .map((f) => t(`resource.field.${f.replace('classPlans.', '')}`, { defaultValue: f }))
                  .join(', '),
              })}
            </Text>
            <Button size="xs" mt="2" variant="outline" onClick={save.dismissConflicts}>
              {t('resource.conflict.dismiss')}
            </Button>
          </Box>
        )}

        {step === 'tools' && (
          <Stack gap="4">
            <PublishPanel
              resource={form}
              onChanged={(r) => {
                keep(r);
                save.adopt(r);
                setForm({
                  ...form,
                  version: r.version,
                  availableLanguages: r.availableLanguages,
                  locales: r.locales,
                  reviewComment: r.reviewComment,
                });
              }}
              goField={(f) => {
                const [st, el] = fieldPlace(f);
                goStep(st);
                setTimeout(() => document.getElementById(el)?.focus(), 50);
              }}
            />
            <ManagePanel
              resource={form}
              onDeleted={() => {
                qc.removeQueries({ queryKey: ['krea', 'resource', id] });
                void qc.invalidateQueries({ queryKey: ['krea', 'resources'] });
                navigate('/krea/my-resources', { replace: true });
              }}
              onLanguageRemoved={(left) => {
                qc.removeQueries({ queryKey: ['krea', 'resource', id] });
                void qc.invalidateQueries({ queryKey: ['krea', 'resources'] });
                loaded.current = null;
                const n = new URLSearchParams(search);
                n.set('locale', left);
                setSearch(n, { replace: true });
              }}
            />
            <HistoryPanel
              resource={form}
              onRestored={(r) => {
                keep(r);
                save.adopt(r);
                setServer(r);
                setForm(r);
              }}
            />
          </Stack>
        )}

        {step === 'general' && (
          <Stack as="section" aria-labelledby="step-general" gap="4">
            <Heading as="h2" id="step-general" size="md">
              {t('resource.step.general')}
            </Heading>
            <Field
              id="res-title"
              label={t('resource.field.title')}
              required
              error={form.title.trim() ? null : t('resource.titleRequired')}
            >
              <Input
                id="res-title"
                value={form.title}
                disabled={ro}
                maxLength={RESOURCE_LIMITS.titleMax}
                aria-invalid={form.title.trim() ? undefined : true}
                aria-describedby={form.title.trim() ? undefined : 'res-title-error'}
                onChange={(e) => {
                  const v = e.target.value;
                  if (v.trim()) set({ title: v });
                  else setForm({ ...form, title: v });
                }}
              />
            </Field>
            <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="3">
              <Field
                id="res-type"
                label={t('resource.field.type')}
                required
                error={form.type ? null : t('resource.typeRequired')}
              >
                <Select
                  id="res-type"
                  value={form.type ? String(form.type) : null}
                  disabled={ro}
                  empty={t('resource.choose')}
                  options={[1, 2, 3, 4, 5].map((n) => [String(n), t(`resource.type.${n}`)])}
                  onChange={(v) => {
                    if (v) set({ type: Number(v) as 1 });
                  }}
                />
              </Field>
              <Field id="res-impl" label={t('resource.field.implementation')}>
                <Select
                  id="res-impl"
                  value={form.implementation}
                  disabled={ro}
                  empty={t('resource.choose')}
                  options={['online', 'offline', 'mix'].map((v) => [v, t(`resource.impl.${v}`)])}
                  onChange={(v) => set({ implementation: v as 'online' | null })}
                />
              </Field>
            </Grid>
            <Checks
              legend={`${t('resource.field.skills')} * (${form.skillIds.length}/${RESOURCE_LIMITS.skills})`}
              items={skills}
              value={form.skillIds}
              max={RESOURCE_LIMITS.skills}
              disabled={ro}
              onChange={(v) => set({ skillIds: v })}
            />
            <Checks
              legend={`${t('resource.field.crossAreas')} * (${form.crossAreaIds.length}/${RESOURCE_LIMITS.crossAreas})`}
              items={cross}
              value={form.crossAreaIds}
              max={RESOURCE_LIMITS.crossAreas}
              disabled={ro}
              onChange={(v) => set({ crossAreaIds: v })}
            />
            <Checks
              legend={`${t('resource.field.ages')} * (${form.ageRangeIds.length}/${RESOURCE_LIMITS.ages})`}
              items={ages}
              value={form.ageRangeIds}
              max={RESOURCE_LIMITS.ages}
              disabled={ro}
              onChange={(v) => set({ ageRangeIds: v })}
            />
            <Checks
              legend={`${t('resource.field.sdgs')} *`}
              items={sdgs}
              value={form.sdgIds}
              disabled={ro}
              onChange={(v) => set({ sdgIds: v })}
            />
            <chakra.fieldset disabled={ro}>
              <chakra.legend fontSize="sm" fontWeight="semibold" mb="1">
                {t('resource.field.topics')}
              </chakra.legend>
              <Text fontSize="xs" color="fg.muted" mb="2">
                {t('resource.topics.hint')}
              </Text>
              <HStack gap="3" mb="2" flexWrap="wrap">
                {(['other', 'institutionalIdentity'] as const).map((s) => (
                  <chakra.label key={s} display="flex" gap="2" alignItems="center" minH="6" fontSize="sm">
                    <input
                      type="checkbox"
                      checked={form.topicSpecial === s}
                      onChange={(e) => set(e.target.checked ? { topicSpecial: s, topics: [] } : { topicSpecial: null })}
                    />
                    {t(`resource.topics.${s}`)}
                  </chakra.label>
                ))}
              </HStack>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
                {topicList.map((tp) => {
                  const chosen = form.topics.find((x) => x.topicId === tp.id);
                  const total = form.topics.reduce((n, x) => n + x.subtopicIds.length, 0);
                  return (
                    <Box key={tp.id} fontSize="sm">
                      <Text fontWeight="semibold">{tp.name}</Text>
                      {tp.subtopics.map((s) => {
                        const on = !!chosen?.subtopicIds.includes(s.id);
                        const blocked =
                          !on &&
                          (!!form.topicSpecial ||
                            total >= RESOURCE_LIMITS.topicsAndSubtopics ||
                            (chosen
                              ? chosen.subtopicIds.length >= RESOURCE_LIMITS.subtopicsPerTopic
                              : form.topics.length >= RESOURCE_LIMITS.topics));
                        return (
                          <chakra.label key={s.id} display="flex" gap="2" alignItems="center" minH="6">
                            <input
                              type="checkbox"
                              checked={on}
                              disabled={blocked}
                              onChange={(e) => {
                                const others = form.topics.filter((x) => x.topicId !== tp.id);
                                const subs = e.target.checked
                                  ? [...(chosen?.subtopicIds ?? []), s.id]
                                  : (chosen?.subtopicIds ?? []).filter((x) => x !== s.id);
                                set({
                                  topics: subs.length ? [...others, { topicId: tp.id, subtopicIds: subs }] : others,
                                  topicSpecial: null,
                                });
                              }}
                            />
                            {s.name}
                          </chakra.label>
                        );
                      })}
                    </Box>
                  );
                })}
              </SimpleGrid>
            </chakra.fieldset>
            <Keywords value={form.keywords} disabled={ro} onChange={(v) => set({ keywords: v })} />
            <Field id="res-benefits" label={t('resource.field.benefits')}>
              <RichText
                id="res-benefits"
                labelId="res-benefits-label"
                value={form.benefits ?? ''}
                disabled={ro}
                onChange={(v) => set({ benefits: v })}
              />
            </Field>
          </Stack>
        )}

        {step === 'intro' && (
          <Stack as="section" aria-labelledby="step-intro" gap="4">
            <Heading as="h2" id="step-intro" size="md">
              {t('resource.step.intro')}
            </Heading>
            <ImageCrop
              folder={kreaFolder(form.groupId, form.groupName, 'resources', form.id)}
              current={form.image}
              currentAlt={form.imageAlt}
              disabled={ro}
              onDone={(url) => set({ image: url, videoUrl: null })}
            />
            {form.image && (
              <Button alignSelf="start" size="xs" variant="ghost" disabled={ro} onClick={() => set({ image: null })}>
                {t('resource.removeImage')}
              </Button>
            )}
            <Field id="res-alt" label={t('resource.field.imageAlt')}>
              <Input
                id="res-alt"
                value={form.imageAlt ?? ''}
                disabled={ro}
                maxLength={RESOURCE_LIMITS.nameMax}
                onChange={(e) => set({ imageAlt: e.target.value })}
              />
            </Field>
            <Field id="res-video" label={t('resource.field.videoUrl')} error={videoError}>
              <Input
                id="res-video"
                type="url"
                value={form.videoUrl ?? ''}
                disabled={ro}
                onChange={(e) => {
                  const v = e.target.value.trim();
                  if (!v || URL_RE.test(v)) set({ videoUrl: v || null });
                  else setForm({ ...form, videoUrl: v });
                }}
                aria-invalid={videoError ? true : undefined}
              />
            </Field>
            <Field
              id="res-caption"
              label={t('resource.field.caption')}
              hint={t('resource.captionLeft', { n: captionLeft })}
            >
              <Input
                id="res-caption"
                value={form.caption ?? ''}
                disabled={ro}
                maxLength={RESOURCE_LIMITS.caption}
                onChange={(e) => set({ caption: e.target.value })}
                aria-describedby="res-caption-hint"
              />
            </Field>
            <Field id="res-presentation" label={t('resource.field.presentation')}>
              <RichText
                id="res-presentation"
                labelId="res-presentation-label"
                value={form.presentation ?? ''}
                disabled={ro}
                onChange={(v) => set({ presentation: v })}
              />
            </Field>
            <Field id="res-question" label={t('resource.field.rhetoricalQuestion')}>
              <Input
                id="res-question"
                value={form.rhetoricalQuestion ?? ''}
                disabled={ro}
                onChange={(e) => set({ rhetoricalQuestion: e.target.value })}
              />
            </Field>
          </Stack>
        )}

        {step === 'triggers' && (
          <Stack as="section" aria-labelledby="step-triggers" gap="4">
            <Heading as="h2" id="step-triggers" size="md">
              {t('resource.step.triggers')}
            </Heading>
            <Heading as="h3" size="sm">
              {t('resource.trigger.teacher')}
            </Heading>
            <TriggerMedia
              prefix="res-tmedia"
              value={form.teacherMedia}
              disabled={ro}
              onChange={(m) => set({ teacherMedia: m })}
            />
            <Field id="res-cpd" label={t('resource.field.classPlanDescription')}>
              <RichText
                id="res-cpd"
                labelId="res-cpd-label"
                value={form.classPlanDescription ?? ''}
                disabled={ro}
                onChange={(v) => set({ classPlanDescription: v })}
              />
            </Field>
            <Field id="res-goal" label={t('resource.field.pedagogicalGoal')} hint={t('resource.goalsHint')}>
              <RichText
                id="res-goal"
                labelId="res-goal-label"
                value={form.pedagogicalGoal ?? ''}
                disabled={ro}
                onChange={(v) => set({ pedagogicalGoal: v })}
              />
            </Field>
            <Heading as="h3" size="sm">
              {t('resource.trigger.student')}
            </Heading>
            <TriggerMedia
              prefix="res-smedia"
              value={form.studentMedia}
              disabled={ro}
              onChange={(m) => set({ studentMedia: m })}
            />
            <Field id="res-sgoal" label={t('resource.field.studentPedagogicalGoal')}>
              <RichText
                id="res-sgoal"
                labelId="res-sgoal-label"
                value={form.studentPedagogicalGoal ?? ''}
                disabled={ro}
                onChange={(v) => set({ studentPedagogicalGoal: v })}
              />
            </Field>
          </Stack>
        )}

        {step === 'classes' && (
          <Stack as="section" aria-labelledby="step-classes" gap="4">
            <Heading as="h2" id="step-classes" size="md">
              {t('resource.step.classes')}
            </Heading>
            {form.classPlans.map((c, i) => (
              <ClassCard
                key={c.id ?? `new-${i}`}
                c={c}
                i={i}
                resource={form}
                ro={ro}
                update={(n) => setClasses(form.classPlans.map((x, j) => (j === i ? n : x)))}
                remove={() =>
                  setClasses(form.classPlans.filter((_, j) => j !== i).map((x, j) => ({ ...x, classNumber: j + 1 })))
                }
              />
            ))}
            <Button
              alignSelf="start"
              colorPalette="brand"
              disabled={ro || form.classPlans.length >= RESOURCE_LIMITS.classes}
              onClick={() =>
                setClasses([...form.classPlans, { ...blankClass(), classNumber: form.classPlans.length + 1 } as Cls])
              }
            >
              {t('resource.class.add')}
            </Button>
            <Field id="res-gval" label={t('resource.field.globalValuationSection')}>
              <RichText
                id="res-gval"
                labelId="res-gval-label"
                value={form.globalValuationSection ?? ''}
                disabled={ro}
                onChange={(v) => set({ globalValuationSection: v })}
              />
            </Field>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
