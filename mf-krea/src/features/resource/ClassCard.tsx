import { Grid, HStack, Heading, Input, Stack, Text, chakra } from '@platform/ui';
import {
  CLASS_LAYOUTS,
  DELETE_PHRASES,
  ORGANIZATION_TYPES,
  RESOURCE_LIMITS,
  type KreaResource,
} from '@platform/contracts';
import { useRemoteT } from '@platform/remote-kit';
import { RichField } from '../../components/RichText';
import { Field, Select } from '../../components/forms';
import { blankTeacherPart, type Cls } from './editorModel';
import { Materials } from './Materials';
import { PhraseDelete } from './PhraseDelete';
import { QuickChecks } from './QuickChecks';
import { SectionMinutes } from './SectionMinutes';

export function ClassCard({
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
  const { t, locale } = useRemoteT();
  const p = `class-${i + 1}`;
  const set = <K extends keyof Cls>(k: K, v: Cls[K]) => update({ ...c, [k]: v });
  const org = ORGANIZATION_TYPES.map((o) => [o, t(`resource.org.${o}`)] as [string, string]);
  const rich = (
    k: 'startSection' | 'developmentSection' | 'closureSection' | 'valuationSection' | 'studentStatement',
  ) => (
    <RichField
      id={`${p}-${k}`}
      label={t(`resource.class.${k}`)}
      value={c[k]}
      onChange={(v) => set(k, v)}
      disabled={ro}
    />
  );
  const layouts = CLASS_LAYOUTS.map((o) => [o, t(`resource.layout.${o}`)] as [string, string]);
  /** a choice of the teacher's part; a required one shows its error while empty */
  const select = (
    suffix: string,
    k: 'organizationType' | 'secondaryOrganizationType' | 'classLayout',
    label: string,
    options: Array<[string, string]>,
    required: boolean,
  ) => (
    <Field
      id={`${p}-${suffix}`}
      label={label}
      required={required}
      error={required && !c[k] ? t('resource.class.required') : null}
    >
      <Select
        id={`${p}-${suffix}`}
        value={c[k]}
        options={options}
        empty={required ? t('resource.choose') : t('resource.none')}
        disabled={ro}
        onChange={(v) => set(k, v)}
      />
    </Field>
  );
  const materials = (who: 'teacher' | 'student') => (
    <Materials
      prefix={`${p}-${who[0]}mat`}
      label={t(`resource.class.${who}Materials`)}
      list={c[`${who}Materials`]}
      resource={resource}
      disabled={ro}
      onChange={(l) => set(`${who}Materials`, l)}
    />
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
            {select('org', 'organizationType', t('resource.class.organization'), org, true)}
            {select('org2', 'secondaryOrganizationType', t('resource.class.secondaryOrganization'), org, false)}
            {select('layout', 'classLayout', t('resource.class.layout'), layouts, true)}
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
          {materials('teacher')}
          <QuickChecks p={p} list={c.quickChecks ?? []} ro={ro} onChange={(l) => set('quickChecks', l)} />
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
          {materials('student')}
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('resource.class.noStudent')}
        </Text>
      )}
      <HStack gap="2" flexWrap="wrap" alignItems="start">
        {(
          [
            [
              c.teacherEnabled,
              'del-t',
              'deleteTeacher',
              'teacherClass',
              () => update({ ...c, ...blankTeacherPart(), teacherEnabled: false }),
            ],
            [
              c.studentEnabled,
              'del-s',
              'deleteStudent',
              'studentClass',
              () => update({ ...c, studentEnabled: false, studentStatement: '', studentMaterials: [] }),
            ],
            [true, 'del', 'deleteClass', 'completeClass', remove],
          ] as const
        ).map(
          ([on, suffix, label, phrase, onConfirm]) =>
            on && (
              <PhraseDelete
                key={suffix}
                id={`${p}-${suffix}`}
                label={t(`resource.class.${label}`)}
                phrase={DELETE_PHRASES[phrase][locale]}
                disabled={ro}
                onConfirm={onConfirm}
              />
            ),
        )}
      </HStack>
    </Stack>
  );
}
