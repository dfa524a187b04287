import { useQuery } from '@tanstack/react-query';
import { Box, Grid, HStack, Input, SimpleGrid, Text, chakra } from '@platform/ui';
import { RESOURCE_LIMITS } from '@platform/contracts';
import * as referenceApi from '@platform/api-client/reference';
import { useRemoteT } from '@platform/remote-kit';
import { qk } from '../../lib/krea';
import { StepRich } from './stepFields';
import { Field, Checks, Panel, Select } from '../../components/forms';
import type { StepProps } from './editorModel';
import { Keywords } from './Keywords';
import { CustomFieldChecks } from '../../components/CustomFieldChecks';

/** Step 1 of the resource editor: title, type, skills, areas, ages, SDGs, topics, custom fields, keywords, benefits. */
export function GeneralStep(step: StepProps) {
  const { form, ro, set, setForm } = step;
  const { t, locale: uiLocale } = useRemoteT();
  const ref = (name: string, fn: () => Promise<Array<{ id: number; name: string }>>) =>
    useQuery({ queryKey: qk.ref(name, uiLocale), queryFn: fn, staleTime: 600_000 }).data ?? []; // eslint-disable-line react-hooks/rules-of-hooks
  const skills = ref('skills', referenceApi.skills);
  const cross = ref('cross', referenceApi.crossAreas);
  const ages = ref('ages', referenceApi.ageRanges);
  const sdgs = ref('sdgs', referenceApi.sdgs);
  const topicsQ = useQuery({ queryKey: qk.ref('topics', uiLocale), queryFn: referenceApi.topics, staleTime: 600_000 });
  const topicList = topicsQ.data ?? [];
  return (
    <Panel id="step-general" title={t('resource.step.general')}>
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
      {(
        [
          ['skills', skills, 'skillIds', RESOURCE_LIMITS.skills],
          ['crossAreas', cross, 'crossAreaIds', RESOURCE_LIMITS.crossAreas],
          ['ages', ages, 'ageRangeIds', RESOURCE_LIMITS.ages],
          ['sdgs', sdgs, 'sdgIds', undefined],
        ] as const
      ).map(([name, items, key, max]) => (
        <Checks
          key={key}
          legend={`${t(`resource.field.${name}`)} *${max ? ` (${form[key].length}/${max})` : ''}`}
          items={items}
          value={form[key]}
          max={max}
          disabled={ro}
          onChange={(v) => set({ [key]: v })}
        />
      ))}
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
      <CustomFieldChecks
        value={form.customKreaFieldOptions}
        disabled={ro}
        onChange={(v) => set({ customKreaFieldOptions: v })}
      />
      <Keywords value={form.keywords} disabled={ro} onChange={(v) => set({ keywords: v })} />
      <StepRich id="res-benefits" k="benefits" step={step} />
    </Panel>
  );
}
