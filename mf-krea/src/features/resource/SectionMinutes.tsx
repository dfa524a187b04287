import { Input, SimpleGrid, Stack, Text, chakra } from '@platform/ui';
import { RESOURCE_LIMITS, SECTION_MINUTE_KEYS, sectionMinutesSum, type SectionMinuteKey } from '@platform/contracts';
import { useRemoteT } from '@platform/remote-kit';

import type { Cls } from './editorModel';

/**
 * Minutes per section of a class (issue 19: the class pack prints them as the class's timings; none given = the pack
 * suggests a split). Whole minutes from 0; their sum may not exceed the class's minutes (the API says the same: 400).
 */
export function SectionMinutes({
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
  const { t } = useRemoteT();
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
