import { Button, HStack, Input, SimpleGrid, Stack, Text, chakra } from '@platform/ui';
import { KREA_LIMITS } from '@platform/contracts';
import * as referenceApi from '@platform/api-client/reference';
import { useRemoteT } from '@platform/remote-kit';
import { RichText } from '../../components/RichText';
import { Field, Checks, Select, aria, Section } from '../../components/forms';
import { type Form, type SetField, useRef_ } from './contentModel';

/** The content's pedagogy section: rationale, goals, ages, evaluation, level, grade, UDL and SDGs. */
export function ContentPedagogy({
  form,
  ro,
  set,
  setForm,
}: {
  form: Form;
  ro: boolean;
  set: SetField;
  setForm: (f: Form) => void;
}) {
  const { t, locale: uiLocale } = useRemoteT();
  const ages = useRef_('ages', uiLocale, referenceApi.ageRanges);
  const udls = useRef_('udls', uiLocale, referenceApi.udls);
  const sdgs = useRef_('sdgs', uiLocale, referenceApi.sdgs);
  const evals = useRef_('evals', uiLocale, referenceApi.evaluationMethods);
  const levels = useRef_('levels', uiLocale, referenceApi.educationalLevels);
  /** a required choice of one reference item, kept as its number id */
  const idSelect = (
    id: string,
    k: 'evaluationMethodId' | 'educationalLevelId',
    label: string,
    items: Array<{ id: number; name: string }>,
  ) => (
    <Field id={id} label={label} required>
      <Select
        id={id}
        value={form[k] != null ? String(form[k]) : null}
        disabled={ro}
        empty={t('field.choose')}
        options={items.map((x) => [String(x.id), x.name])}
        onChange={(v) => set(k, v ? Number(v) : null)}
      />
    </Field>
  );
  return (
    <Section id="sec-pedagogy" title={t('editor.pedagogy')}>
      <Stack gap="1">
        <Text as="span" id="f-rationale-label" fontSize="sm" fontWeight="semibold">
          {t('field.rationale')} *
        </Text>
        {/* rich text (TipTap, as in the resource editor); the API sanitises it on save */}
        <RichText
          id="f-rationale"
          labelId="f-rationale-label"
          value={form.rationale ?? ''}
          disabled={ro}
          onChange={(html) => set('rationale', html || null)}
        />
        <Text fontSize="xs" color="fg.muted">
          {t('hint.rationale')}
        </Text>
      </Stack>
      <chakra.fieldset disabled={ro}>
        <chakra.legend fontSize="sm" fontWeight="semibold">
          {t('field.goals')} *
        </chakra.legend>
        <Text fontSize="xs" color="fg.muted" mb="1">
          {t('hint.goals')}
        </Text>
        <Stack gap="2">
          {form.goals.map((g, i) => (
            <HStack key={i} gap="2">
              <Input
                aria-label={t('field.goalN', { n: i + 1 })}
                value={g}
                maxLength={KREA_LIMITS.goalLength}
                onChange={(e) =>
                  set(
                    'goals',
                    form.goals.map((x, j) => (j === i ? e.target.value : x)),
                  )
                }
              />
              {form.goals.length > 1 && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('field.goalRemove', { n: i + 1 })}
                  onClick={() =>
                    set(
                      'goals',
                      form.goals.filter((_, j) => j !== i),
                    )
                  }
                >
                  ×
                </Button>
              )}
            </HStack>
          ))}
          {form.goals.length < KREA_LIMITS.goalsMax && (
            <Button
              size="sm"
              variant="outline"
              alignSelf="start"
              onClick={() => setForm({ ...form, goals: [...form.goals, ''] })}
            >
              + {t('field.goalAdd')}
            </Button>
          )}
        </Stack>
      </chakra.fieldset>
      <Checks
        legend={`${t('field.ages')} *`}
        items={ages}
        value={form.ageRangeIds}
        max={KREA_LIMITS.ages}
        disabled={ro}
        onChange={(v) => set('ageRangeIds', v)}
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {idSelect('f-eval', 'evaluationMethodId', t('field.evaluationMethod'), evals)}
        {idSelect('f-level', 'educationalLevelId', t('field.level'), levels)}
        <Field id="f-grade" label={t('field.grade')}>
          <Input
            {...aria('f-grade')}
            value={form.grade ?? ''}
            disabled={ro}
            maxLength={60}
            onChange={(e) => set('grade', e.target.value || null)}
          />
        </Field>
      </SimpleGrid>
      {(
        [
          ['udl', udls, 'udlIds'],
          ['sdgs', sdgs, 'sdgIds'],
        ] as const
      ).map(([name, items, key]) => (
        <Checks
          key={key}
          legend={`${t(`field.${name}`)} *`}
          items={items}
          value={form[key]}
          disabled={ro}
          onChange={(v) => set(key, v)}
        />
      ))}
    </Section>
  );
}
