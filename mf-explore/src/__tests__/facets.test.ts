// The filter panel reads the facet registry of @platform/contracts: every facet but the author (its own radio group)
// is in the panel with the registry's query key, every enum facet has translated value labels, every facet a legend.
import { FACETS } from '@platform/contracts';
import es from '@platform/i18n/locales/es/explore.json';
import { ENUM_LABEL_KEYS, FACET_TO_KEY } from '../features/search/FiltersPanel';
import { LIST_KEYS, parseFilters, toApiQuery } from '../lib/filters';

test('the panel shows every registry facet but the author, filtering by the registry key', () => {
  const panel = new Map(FACET_TO_KEY);
  for (const d of FACETS.filter((f) => f.name !== 'authors'))
    expect([d.name, panel.get(d.name)]).toEqual([d.name, d.filter]);
  expect(FACET_TO_KEY).toHaveLength(FACETS.length - 1);
  expect([...LIST_KEYS].sort()).toEqual(
    FACETS.filter((f) => f.name !== 'authors')
      .map((f) => f.filter)
      .sort(),
  );
});

test('enum facets (no reference table) have translated value labels; every facet a legend', () => {
  const enums = FACETS.filter((f) => !('table' in f))
    .map((f) => f.name)
    .sort();
  expect(Object.keys(ENUM_LABEL_KEYS).sort()).toEqual(enums);
  const filters = (es as unknown as { filters: Record<string, string> }).filters;
  for (const [facet] of FACET_TO_KEY) expect([facet, typeof filters[facet]]).toEqual([facet, 'string']);
});

test('a registry list filter goes from the route query to the API query', () => {
  const f = parseFilters(new URLSearchParams('languages=ca,en&ODSIds=3&implementations=mix'));
  expect(toApiQuery(f)).toMatchObject({ languages: 'ca,en', ODSIds: '3', implementations: 'mix' });
});
