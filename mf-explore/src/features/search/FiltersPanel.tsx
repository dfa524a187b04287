import { Box, Button, Heading, Stack } from '@platform/ui';
import { CheckboxGroup, type Option } from '../../components/common';
import type { Facets, FacetName } from '../../api/types';
import { useT } from '../../lib/i18n';
import type { ListKey, RouteFilters } from '../../lib/filters';

/** facet name in the API response → route query key */
export const FACET_TO_KEY: Array<[FacetName, ListKey]> = [
  ['topics', 'topicIds'], ['ageRanges', 'ageRangeIds'], ['categories', 'categoryIds'], ['skills', 'skillIds'], ['ODS', 'ODSIds'],
  ['creations', 'creations'], ['languages', 'languages'], ['crossAreas', 'crossAreaIds'], ['resourceTypes', 'resourceTypes'],
  ['materialKinds', 'materialKinds'], ['numberOfClasses', 'numberOfClasses'], ['implementations', 'implementations'],
  ['subtopics', 'subtopicIds'], ['months', 'months'], ['subjects', 'subjectIds'],
];

/** Every search filter of spec §2 as a checkbox group with facet counts. */
export function FiltersPanel({ facets, filters, onChange, onClear }: {
  facets: Facets | undefined; filters: RouteFilters; onChange: (k: ListKey, v: Array<string | number>) => void; onClear: () => void;
}) {
  const { t } = useT();
  return (
    <Box as="aside" aria-labelledby="filters-h" data-testid="filters">
      <Heading as="h2" size="md" id="filters-h" mb="3">{t('filters.title')}</Heading>
      <Stack gap="3">
        {FACET_TO_KEY.map(([facet, key]) => {
          const opts: Option[] = (facets?.[facet] ?? []).map((o) => ({ id: o.id, name: o.name, count: o.count }));
          const selected = filters.lists[key];
          if (!opts.length && !selected.length) return null;
          return <CheckboxGroup key={key} name={key} legend={t(`filters.${facet}`)} options={opts} selected={selected} onChange={(v) => onChange(key, v)} />;
        })}
        <Button size="sm" variant="outline" onClick={onClear}>{t('filters.clear')}</Button>
      </Stack>
    </Box>
  );
}
