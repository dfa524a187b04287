/**
 * Explore search: accent / case insensitivity per language, ranking (title before body, ts_rank), facet counts
 * consistent with an independent SQL computation (disjunctive, with text, list filters and authors), the author facet
 * (`authorIds` / `authorId` → `facets.authors`) and the in-memory facet store staying in step with writes, also across
 * API instances. Runs on PGlite, and on PostgreSQL when the jest config found one (PG_TEST_URL).
 */
import { startTestApp, type TestApp } from '../core/harness';
import { createFixtures, type ExploreFixtures } from './fixtures';
import { FACET_FACTOR, FACET_NAMES, FACETS } from '@platform/contracts';
import { toTsQuery, tsConfigFor } from '../../src/modules/explore/filter';

const API = '/api/v1';
type Filter = Record<string, string | number | Array<string | number> | undefined>;

/** enum facets: value → code (1-based position in the registry's `values`) */
const VALUE_CODE: Record<string, Record<string, number>> = Object.fromEntries(
  FACETS.filter((d) => 'values' in d).map((d) => [
    d.name,
    Object.fromEntries((d as { values: readonly string[] }).values.map((v, i) => [v, i + 1])),
  ]),
);
const FILTER_FACET: Record<string, { facet: number; map?: Record<string, number> }> = Object.fromEntries(
  FACETS.map((d) => [d.filter, { facet: d.index, map: VALUE_CODE[d.name] }]),
);
const FACET_INDEX: Record<string, number> = Object.fromEntries(FACETS.map((d) => [d.name, d.index]));
const NAME_OF: Record<number, string> = Object.fromEntries(FACETS.map((d) => [d.index, d.name]));
const UI_FACETS = FACET_NAMES;

function searchSuite(label: string, useDb: () => void): void {
  describe(`explore search consistency on ${label}`, () => {
    let t: TestApp;
    let fx: ExploreFixtures;
    let token = '';
    let groupId: number | null = null;
    let authors: number[] = [];
    let rTitle = 0;
    let rBody = 0;
    const get = (url: string, tk = token) => t.request('GET', API + url, { token: tk });
    const qs = (f: Filter) =>
      Object.entries(f)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${k}=${encodeURIComponent(Array.isArray(v) ? v.join(',') : String(v))}`)
        .join('&');

    /** Independent SQL: ids matching `f` (optionally without one facet's condition) for the teacher. */
    async function sqlIds(f: Filter, locale: 'es' | 'en' | 'ca', withoutFacet = 0): Promise<number[]> {
      const params: unknown[] = [locale, groupId];
      const where = ['s.ui_locale = $1', '(s.school_group_id IS NULL OR s.school_group_id = $2::int)'];
      // a list in a language keeps what exists in it unless other languages are asked for (issue 31)
      const eff: Filter = f.languages === undefined ? { ...f, languages: [locale] } : f;
      for (const [k, v] of Object.entries(eff)) {
        const spec = FILTER_FACET[k];
        if (!spec || v === undefined || spec.facet === withoutFacet) continue;
        const vals = Array.isArray(v) ? v : [v];
        params.push(vals.map((x) => spec.facet * FACET_FACTOR + (spec.map ? spec.map[String(x)] : Number(x))));
        where.push(`s.facet_keys && $${params.length}::int[]`);
      }
      if (f.text) {
        params.push(toTsQuery(String(f.text)));
        const p = `$${params.length}`;
        where.push(`EXISTS (SELECT 1 FROM explore_text x WHERE x.ui_locale = s.ui_locale AND x.resource_id = s.resource_id
          AND x.tsv @@ (to_tsquery('${tsConfigFor(locale)}', ${p}) || to_tsquery('spanish', ${p}) || to_tsquery('english', ${p}) || to_tsquery('simple', ${p})))`);
      }
      const { rows } = await t.db.query<{ id: number }>(
        `SELECT s.resource_id AS id FROM explore_search s WHERE ${where.join(' AND ')} ORDER BY 1`,
        params,
      );
      return rows.map((r) => Number(r.id));
    }
    /** Independent SQL: counts of one facet's values among `ids`. */
    async function sqlCounts(ids: number[], facet: number, locale: string): Promise<Record<string, number>> {
      const { rows } = await t.db.query<{ k: number; n: string }>(
        `SELECT k, count(*) AS n FROM explore_search s, unnest(s.facet_keys) k
          WHERE s.ui_locale = $1 AND s.resource_id = ANY($2::int[]) AND k / ${FACET_FACTOR} = ${facet} GROUP BY k`,
        [locale, ids],
      );
      return Object.fromEntries(rows.map((r) => [String(Number(r.k) % FACET_FACTOR), Number(r.n)]));
    }

    beforeAll(async () => {
      useDb();
      t = await startTestApp();
      fx = await createFixtures(t.db);
      token = (await t.login('teacher@demo.test')).token;
      const u = await t.db.query<{ g: number | null }>(
        `SELECT sc.school_group_id AS g FROM users u JOIN schools sc ON sc.id = u.school_id WHERE u.email = 'teacher@demo.test'`,
      );
      groupId = u.rows[0]?.g ?? null;
      authors = (await t.db.query<{ id: number }>('SELECT id FROM authors ORDER BY id LIMIT 3')).rows.map((r) =>
        Number(r.id),
      );
      // two resources about "volcanes": one in the title, one only in the presentation (body)
      const mk = async (title: string, presentation: string, author: number) => {
        const { rows } = await t.db.query<{ id: number }>(
          `INSERT INTO resources (key, category_id, type, implementation, age_min, age_max, origin, published_at, author_id)
           VALUES ($1, 1, 1, 'offline', 9, 11, 'provider', now(), $2) RETURNING id`,
          [`search-test-${Math.random().toString(36).slice(2)}`, author],
        );
        await t.db.query(
          `INSERT INTO resource_locales (resource_id, locale, status, title, presentation, rhetorical_question, class_plan_description, pedagogical_goal, student_pedagogical_goal, global_valuation_section)
          VALUES ($1, 'es', 1, $2, $3, '', '', '', '', '')`,
          [rows[0].id, title, `<p>${presentation}</p>`],
        );
        await t.db.query('INSERT INTO resource_topics VALUES ($1, $2)', [rows[0].id, fx.otherTopicId]);
        return Number(rows[0].id);
      };
      rBody = await mk(
        'Montañas de fuego dormidas',
        'Un recorrido por los volcanes de Canarias y su energía',
        authors[1],
      );
      rTitle = await mk('Volcanes y géiseres del mundo', 'Geología para primaria', authors[2]);
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    it('is insensitive to accents and case in es, en and ca (catalan: simple config + unaccent)', async () => {
      const ids = async (q: string, l: string) =>
        (await get(`/ResourceApi/GetAllFiltered?text=${encodeURIComponent(q)}&locale=${l}&pageSize=50`)).json.data.map(
          (r: any) => r.id,
        );
      const es = await ids('acuáticas zorrillas', 'es');
      expect(es).toContain(fx.r1);
      for (const q of ['ACUATICAS ZORRILLAS', 'Acuáticas Zorrillas', 'acuaticas zorrillas', 'AcUáTiCaS zorrillas'])
        expect(await ids(q, 'es')).toEqual(es);
      const en = await ids('water foxes', 'en');
      expect(en).toContain(fx.r1);
      expect(await ids('WATER FOXES', 'en')).toEqual(en);
      const ca = await ids('guineus aquàtiques', 'ca');
      expect(ca).toContain(fx.r1);
      for (const q of ['GUINEUS AQUATIQUES', 'Guineus Aquàtiques', 'guineus aquatiques'])
        expect(await ids(q, 'ca')).toEqual(ca);
      const volc = await ids('VOLCÁNES', 'es');
      expect(volc).toEqual(await ids('volcanes', 'es'));
    });

    it('ranks title matches before body-only matches, and finds both', async () => {
      const r = await get('/ResourceApi/GetAllFiltered?text=volcanes&locale=es&pageSize=50');
      const ids = r.json.data.map((x: any) => x.id);
      expect(ids).toContain(rTitle);
      expect(ids).toContain(rBody);
      expect(ids.indexOf(rTitle)).toBeLessThan(ids.indexOf(rBody));
      expect(r.json.totalCount).toBe((await sqlIds({ text: 'volcanes' }, 'es')).length);
      // stemming (spanish): the singular finds the plural title
      expect(
        (await get('/ResourceApi/GetAllFiltered?text=volcan&locale=es&pageSize=50')).json.data.map((x: any) => x.id),
      ).toContain(rTitle);
    });

    it('answers totals, pages and facet counts consistent with an independent SQL computation', async () => {
      const filters: Array<{ f: Filter; l: 'es' | 'en' | 'ca' }> = [
        { f: {}, l: 'es' },
        { f: { topicIds: [fx.topicId] }, l: 'en' },
        { f: { topicIds: [fx.topicId, fx.otherTopicId], resourceTypes: [2, 4] }, l: 'es' },
        { f: { text: 'zorrillas' }, l: 'es' },
        { f: { text: 'recurso' }, l: 'es' },
        // broad words (most of the catalogue): facet counts from the totals minus the rows not matched
        { f: { text: 'alumnado' }, l: 'es' },
        { f: { text: 'sesión' }, l: 'es' },
        { f: { text: 'alumnado' }, l: 'en' },
        { f: { text: 'volcanes', authorIds: [authors[2]] }, l: 'es' },
        { f: { languages: ['es'], implementations: ['offline'], numberOfClasses: [1, 2, 3] }, l: 'ca' },
        { f: { authorIds: [authors[0], authors[1]], creations: ['provider'] }, l: 'es' },
      ];
      for (const { f, l } of filters) {
        const facetsRes = await get(`/ResourceApi/GetAllFilteredFacets?${qs(f)}&locale=${l}`);
        expect(facetsRes.status).toBe(200);
        const ids = await sqlIds(f, l);
        if (f.text === 'alumnado' && l === 'es') expect(ids.length * 2).toBeGreaterThan((await sqlIds({}, l)).length);
        expect([JSON.stringify(f), facetsRes.json.totalCount]).toEqual([JSON.stringify(f), ids.length]);
        // every page of the list, together, is exactly the matching set
        const seen: number[] = [];
        for (let p = 0; p * 100 < Math.min(ids.length, 300); p++) {
          const page = await get(`/ResourceApi/GetAllFiltered?${qs(f)}&locale=${l}&pageSize=100&pageNumber=${p}`);
          expect(page.json.totalCount).toBe(ids.length);
          seen.push(...page.json.data.map((x: any) => x.id));
        }
        if (ids.length <= 300) expect([...seen].sort((a, b) => a - b)).toEqual(ids);
        expect(new Set(seen).size).toBe(seen.length);
        // every facet of the UI is answered (an empty answer must not pass the loop below vacuously)
        expect(Object.keys(facetsRes.json.facets).sort()).toEqual([...UI_FACETS].sort());
        // each facet: counted under the filter without its own condition (disjunctive)
        for (const [name, list] of Object.entries(
          facetsRes.json.facets as Record<string, Array<{ id: number | string; count: number }>>,
        )) {
          const facet = FACET_INDEX[name as keyof typeof FACET_INDEX];
          const own = Object.entries(FILTER_FACET).find(([, s]) => s.facet === facet)?.[0];
          // the languages facet is always selected (the UI language by default, issue 31)
          const base = own && (f[own] !== undefined || own === 'languages') ? await sqlIds(f, l, facet) : ids;
          const expected = await sqlCounts(base, facet, l);
          const got = Object.fromEntries(
            list.filter((x) => x.count > 0).map((x) => [String(VALUE_CODE[name]?.[String(x.id)] ?? x.id), x.count]),
          );
          expect([JSON.stringify(f), NAME_OF[facet], got]).toEqual([JSON.stringify(f), NAME_OF[facet], expected]);
        }
      }
    });

    it('filters by author (authorIds list or authorId) and answers the authors facet with counts', async () => {
      const all = await get('/ResourceApi/GetAllFilteredFacets?locale=es');
      expect(Array.isArray(all.json.facets.authors)).toBe(true);
      const a2 = all.json.facets.authors.find((x: any) => x.id === authors[2]);
      expect(a2).toMatchObject({ id: authors[2], name: expect.any(String) });
      const byList = await get(
        `/ResourceApi/GetAllFiltered?authorIds=${authors[2]}&locale=es&pageSize=100&facets=true`,
      );
      expect(byList.json.totalCount).toBe(a2.count);
      expect(byList.json.data.map((x: any) => x.id)).toContain(rTitle);
      expect(byList.json.data.map((x: any) => x.id)).not.toContain(rBody);
      const bySingle = await get(`/ResourceApi/GetAllFiltered?authorId=${authors[2]}&locale=es&pageSize=100`);
      expect(bySingle.json.totalCount).toBe(a2.count);
      // disjunctive: with one author selected the others keep their counts
      expect(byList.json.facets.authors).toEqual(all.json.facets.authors);
      const two = await get(
        `/ResourceApi/GetAllFilteredFacets?authorIds=${authors[1]}&authorIds=${authors[2]}&locale=es`,
      );
      const a1 = all.json.facets.authors.find((x: any) => x.id === authors[1]);
      expect(two.json.totalCount).toBe(a1.count + a2.count);
      expect((await get('/ResourceApi/GetAllFiltered?authorIds=abc&locale=es')).status).toBe(400);
    });

    it('stays in step with writes, also in another API instance on the same database', async () => {
      const other = await t.another();
      try {
        const count = async (app: TestApp) =>
          (
            await app.request('GET', `${API}/ResourceApi/GetAllFilteredFacets?topicIds=${fx.otherTopicId}&locale=es`, {
              token,
            })
          ).json;
        const before = await count(t);
        expect((await count(other)).totalCount).toBe(before.totalCount);
        await t.db.query('INSERT INTO resource_topics VALUES ($1, $2)', [fx.r2, fx.otherTopicId]);
        const after = await count(t);
        expect(after.totalCount).toBe(before.totalCount + 1);
        // the other instance has not refreshed the index itself: it replays the change log
        const o = await count(other);
        expect(o.totalCount).toBe(before.totalCount + 1);
        expect(o.facets.topics).toEqual(after.facets.topics);
        await t.db.query('DELETE FROM resource_topics WHERE resource_id = $1 AND topic_id = $2', [
          fx.r2,
          fx.otherTopicId,
        ]);
        expect((await count(other)).totalCount).toBe(before.totalCount);
      } finally {
        await other.close();
      }
    });
  });
}

searchSuite('PGlite', () => {
  delete process.env.TEST_DB;
});
const pg = !!process.env.PG_TEST_URL && process.env.PG_TEST !== '0';
(pg ? describe : describe.skip)('on PostgreSQL', () =>
  searchSuite('PostgreSQL', () => {
    process.env.TEST_DB = 'postgres';
  }),
);
