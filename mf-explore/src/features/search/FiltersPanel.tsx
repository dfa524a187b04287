import { Box, Button, Flex, Heading, Stack, Text, chakra } from '@platform/ui';
import { CheckboxGroup, type Option } from '../../components/common';
import type { Facets, FacetCount, FacetName } from '@platform/contracts';
import { FACET } from '@platform/contracts/facets';
import { useRemoteT } from '@platform/remote-kit';
import { activeCount, type ListKey, type RouteFilters } from '../../lib/filters';

/** The facets of the filter panel, in panel order; each filters by its registry key (@platform/contracts FACETS). */
const PANEL: FacetName[] = [
  'topics',
  'ageRanges',
  'categories',
  'skills',
  'ODS',
  'creations',
  'languages',
  'crossAreas',
  'resourceTypes',
  'materialKinds',
  'numberOfClasses',
  'implementations',
  'subtopics',
  'months',
  'subjects',
];
/** facet name in the API response → route query key */
export const FACET_TO_KEY: Array<[FacetName, ListKey]> = PANEL.map((name) => [name, FACET[name].filter as ListKey]);

/**
 * Facets whose values are fixed enums: their labels are translated here (the server's names are a fallback), so every
 * label follows the navigation language of the client.
 */
export const ENUM_LABEL_KEYS: Partial<Record<FacetName, string>> = {
  languages: 'languages',
  resourceTypes: 'types',
  materialKinds: 'materialKinds',
  implementations: 'implementations',
  numberOfClasses: 'facetValues.numberOfClasses',
  creations: 'facetValues.creations',
};
type TFn = ReturnType<typeof useRemoteT>['t'];
export function facetLabel(t: TFn, facet: FacetName, o: Pick<FacetCount, 'id' | 'name'>): string {
  const base = ENUM_LABEL_KEYS[facet];
  return base ? t(`${base}.${o.id}`, { defaultValue: o.name }) : o.name;
}

const Radio = chakra('input');
/** "Topic or author" (spec §2): one author at a time, from the `authors` facet; without it, only the selected one (removable). */
function AuthorFilter({
  options,
  selected,
  selectedName,
  onChange,
}: {
  options: FacetCount[] | undefined;
  selected?: string;
  selectedName?: string;
  onChange: (id: string | undefined) => void;
}) {
  const { t } = useRemoteT();
  const list: Option[] = (options ?? []).map((o) => ({ id: o.id, name: o.name, count: o.count }));
  if (selected && !list.some((o) => String(o.id) === selected))
    list.unshift({ id: selected, name: selectedName || t('filters.authorN', { id: selected }) });
  if (!list.length) return null;
  return (
    <chakra.fieldset borderWidth="1px" borderColor="border" rounded="md" p="3" minW="0" data-testid="filter-authorId">
      <chakra.legend fontWeight="semibold" fontSize="sm" px="1">
        {t('filters.authors')}
      </chakra.legend>
      <Stack gap="1" maxH="48" overflowY="auto">
        <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
          <Radio type="radio" name="authorId" value="" checked={!selected} onChange={() => onChange(undefined)} />
          <Text as="span" flex="1">
            {t('filters.anyAuthor')}
          </Text>
        </chakra.label>
        {list.map((o) => (
          <chakra.label key={String(o.id)} display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
            <Radio
              type="radio"
              name="authorId"
              value={String(o.id)}
              checked={selected === String(o.id)}
              disabled={selected !== String(o.id) && o.count === 0}
              onChange={() => onChange(String(o.id))}
            />
            <Text as="span" flex="1">
              {o.name}
            </Text>
            {o.count !== undefined && (
              <Text as="span" color="fg.muted">
                {o.count}
              </Text>
            )}
          </chakra.label>
        ))}
      </Stack>
    </chakra.fieldset>
  );
}

/** Every search filter of spec §2 as a checkbox group with facet counts (the author as a radio group after the topics). */
export function FiltersPanel({
  facets,
  filters,
  onChange,
  onAuthor,
  onClear,
  authorName,
  inSheet,
}: {
  facets: Facets | undefined;
  filters: RouteFilters;
  onChange: (k: ListKey, v: Array<string | number>) => void;
  onClear: () => void;
  onAuthor?: (id: string | undefined) => void;
  authorName?: string;
  /** inside the phone's filter sheet, whose title names the panel */
  inSheet?: boolean;
}) {
  const { t } = useRemoteT();
  const active = activeCount(filters);
  return (
    <Box as={inSheet ? 'div' : 'aside'} aria-labelledby={inSheet ? undefined : 'filters-h'} data-testid="filters">
      <Flex justify="space-between" align="center" gap="2" mb="3" wrap="wrap">
        {!inSheet && (
          <Heading as="h2" size="md" id="filters-h">
            {t('filters.title')}
          </Heading>
        )}
        {/* clearing is the first thing in reach, not under fifteen groups */}
        <Button size="sm" variant="outline" onClick={onClear} disabled={active === 0}>
          {t('filters.clearN', { count: active })}
        </Button>
      </Flex>
      <Stack gap="3">
        {FACET_TO_KEY.map(([facet, key]) => {
          const opts: Option[] = (facets?.[facet] ?? []).map((o) => ({
            id: o.id,
            name: facetLabel(t, facet, o),
            count: o.count,
          }));
          const selected = filters.lists[key];
          const group =
            !opts.length && !selected.length ? null : (
              <CheckboxGroup
                key={key}
                name={key}
                legend={t(`filters.${facet}`)}
                options={opts}
                selected={selected}
                onChange={(v) => onChange(key, v)}
              />
            );
          if (facet !== 'topics' || !onAuthor) return group;
          return [
            group,
            <AuthorFilter
              key="authorId"
              options={facets?.authors}
              selected={filters.authorId}
              selectedName={authorName}
              onChange={onAuthor}
            />,
          ];
        })}
      </Stack>
    </Box>
  );
}
