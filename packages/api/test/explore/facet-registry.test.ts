/**
 * The facet registry of @platform/contracts (FACETS) against the search index of migration 0010_explore.sql: the
 * migration encodes exactly the registry's facets (plus the index-only keys), each from the registry's column, and
 * every explore_search row of the seeded catalogue holds in facet_keys exactly the codes the registry derives from its
 * columns (enum values coded by their position). A facet added, renumbered or re-coded on one side only fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  CREATIONS,
  EXPLORE_LOCALES,
  FACET_FACTOR,
  FACETS,
  IMPLEMENTATIONS,
  INDEX_ONLY_KEYS,
  facetValueCode,
  resourceFilterSchema,
  searchFilterSchema,
} from '@platform/contracts';
import { startTestApp, type TestApp } from '../core/harness';
import { ensureFresh } from '../../src/modules/explore/common';

const migration = fs.readFileSync(path.join(__dirname, '../../src/db/migrations/0010_explore.sql'), 'utf8');
/** index → the SQL expression the migration encodes under it */
const encoded = new Map<number, string>();
for (const m of migration.matchAll(/explore_encode\((\d+),\s*(.*?)\)(?=\s*(\|\||$))/gm))
  encoded.set(Number(m[1]), m[2]);

describe('facet registry', () => {
  test('the migration encodes exactly the registry facets and the index-only keys', () => {
    const expected = [...FACETS.map((d) => d.index), ...Object.values(INDEX_ONLY_KEYS)].sort((a, b) => a - b);
    // visibility is encoded by its own expression: the school group (0 = public)
    expect(migration).toContain(`ARRAY[${INDEX_ONLY_KEYS.visibility * FACET_FACTOR} + coalesce(school_group_id, 0)]`);
    expect(
      [...encoded.keys(), INDEX_ONLY_KEYS.visibility].filter((v, i, a) => a.indexOf(v) === i).sort((a, b) => a - b),
    ).toEqual(expected);
    expect(new Set(FACETS.map((d) => d.index)).size).toBe(FACETS.length);
    for (const d of FACETS) expect(d.index * FACET_FACTOR + 999_999).toBeLessThan(2 ** 31);
  });

  test('each facet is encoded from its registry column, enum values in registry order', () => {
    for (const d of FACETS) {
      const expr = encoded.get(d.index) ?? '';
      expect([d.name, new RegExp(`\\b${d.column}\\b`).test(expr)]).toEqual([d.name, true]);
      if ('values' in d)
        for (const v of d.values)
          expect([d.name, expr.includes(`'${v}'`) || (d.values as readonly string[]).indexOf(v) === 0]).toEqual([
            d.name,
            true,
          ]);
    }
    expect(FACETS.find((d) => d.name === 'languages')!.values).toEqual([...EXPLORE_LOCALES]);
    expect(FACETS.find((d) => d.name === 'implementations')!.values).toEqual([...IMPLEMENTATIONS]);
    expect(FACETS.find((d) => d.name === 'creations')!.values).toEqual([...CREATIONS]);
  });

  test('every facet filter is a key of the search query schema', () => {
    const keys = Object.keys(searchFilterSchema.shape);
    for (const d of FACETS) expect([d.name, keys.includes(d.filter)]).toEqual([d.name, true]);
    expect(Object.keys(resourceFilterSchema.shape)).toContain('ephemerideId');
  });

  describe('against the index of the seeded catalogue', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
      await ensureFresh(t.db);
    });
    afterAll(async () => {
      await t?.close();
    });

    test('facet_keys holds exactly the codes the registry derives from the columns', async () => {
      const { rows } = await t.db.query<{ r: Record<string, unknown> }>(
        `SELECT to_jsonb(s) - 'tsv' - 'title_tsv' AS r FROM explore_search s WHERE ui_locale = 'es'`,
      );
      expect(rows.length).toBeGreaterThan(10);
      for (const { r } of rows) {
        const keys = (r.facet_keys as number[]).map(Number);
        for (const d of FACETS) {
          const raw = r[d.column];
          let values = (Array.isArray(raw) ? raw : raw === null || raw === undefined ? [] : [raw]) as Array<
            string | number
          >;
          if (d.name === 'numberOfClasses') values = values.map((n) => Math.min(Math.max(Number(n), 1), 5)); // 5 = "5 or more"
          const want = values.map((v) => d.index * FACET_FACTOR + facetValueCode(d, v)).sort((a, b) => a - b);
          const got = keys.filter((k) => Math.floor(k / FACET_FACTOR) === d.index).sort((a, b) => a - b);
          expect([r.resource_id, d.name, got]).toEqual([r.resource_id, d.name, want]);
        }
      }
    });
  });
});
