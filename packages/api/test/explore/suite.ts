/**
 * Explore API over real HTTP (feed, search, resource, programs, provider folders, used content, folders minimum):
 * allowed and refused roles, bad input (400, nothing changed), happy paths. Run on PGlite and on PostgreSQL.
 */
import { startTestApp, type TestApp } from '../core/harness';
import { createFixtures, type ExploreFixtures } from './fixtures';

const API = '/api/v1';

export function exploreSuite(): void {
  let t: TestApp;
  let fx: ExploreFixtures;
  const tok: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const get = (url: string, who = 'teacher') => t.request('GET', API + url, { token: tok[who] });
  const post = (url: string, body: unknown, who = 'teacher') => t.request('POST', API + url, { token: tok[who], body });
  const put = (url: string, body: unknown, who = 'teacher') => t.request('PUT', API + url, { token: tok[who], body });

  beforeAll(async () => {
    t = await startTestApp();
    fx = await createFixtures(t.db);
    for (const who of ['teacher', 'manager', 'admin', 'freemium', 'trial', 'staff', 'custom', 'author']) {
      tok[who] = (await t.login(`${who}@demo.test`)).token;
      const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [`${who}@demo.test`]);
      ids[who] = rows[0].id;
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('authentication', () => {
    it.each([
      '/ResourceApi/GetAllFiltered',
      '/ResourceApi/GetAllFilteredFacets',
      '/ResourceApi/Newest',
      '/ResourceApi/Recommended',
      '/ResourceApi/Custom',
      '/ResourceApi/GetMostViewedResources',
      '/ResourceApi/GetLastViewedResources',
      '/ResourceApi/AssociatedResources?id=1',
      '/ResourceApi/GetByLocale/1',
      '/AccountApi/AvailableTopics',
      '/AccountApi/AvailableSuggestions',
      '/AccountApi/AvailableSearchSuggestions?search=ab',
      '/KimpleFolderApi/GetAllFiltered',
      '/KimpleFolderApi/GetEphemerides',
      '/KimpleFolderApi/GetMostViewedKimpleFolders',
      '/EducationalProgramApi/GetAllFiltered',
      '/EducationalProgramApi/GetByLocale/1',
      '/FolderApi/GetAllByUser',
    ])('401 without a token: %s', async (url) => {
      const r = await t.request('GET', API + url);
      expect(r.status).toBe(401);
      expect(r.json.code).toBe('UNAUTHORIZED');
    });
  });

  describe('search (ResourceApi/GetAllFiltered)', () => {
    it('finds by text, insensitive to accents and case, in each language, ranked with the title first', async () => {
      const es = await get('/ResourceApi/GetAllFiltered?text=ACUATICAS%20zorrillas&locale=es');
      expect(es.status).toBe(200);
      expect(es.json.data[0]).toMatchObject({ id: fx.r1, title: 'Zorrillas acuáticas explorables', locale: 'es' });
      const en = await get('/ResourceApi/GetAllFiltered?text=water%20fox&locale=en');
      expect(en.json.data[0]).toMatchObject({ id: fx.r1, title: 'Explorable water foxes', locale: 'en' });
      const ca = await get('/ResourceApi/GetAllFiltered?text=aquatiques&locale=ca');
      expect(ca.json.data.map((r: any) => r.id)).toContain(fx.r1);
      // prefix of the last word while typing
      const pre = await get('/ResourceApi/GetAllFiltered?text=zorri&locale=es');
      expect(pre.json.data.map((r: any) => r.id)).toContain(fx.r1);
    });
    it('lists in a language only what exists in it; another language is asked for with the filter (issue 31)', async () => {
      // r2 exists only in Spanish: not in English lists (search, feed widgets, counts, facets)…
      const r = await get('/ResourceApi/GetAllFiltered?text=huerto%20lunar&locale=en');
      expect(r.json.data.map((x: any) => x.id)).not.toContain(fx.r2);
      for (const path of ['GetAllFiltered', 'Newest', 'Recommended', 'GetMostViewedResources']) {
        const list = await get(`/ResourceApi/${path}?topicIds=${fx.topicId}&locale=en&pageSize=50&limit=50`);
        expect(list.status).toBe(200);
        expect(list.json.data.map((x: any) => x.id)).not.toContain(fx.r2);
        expect(list.json.data.every((x: any) => x.languages.includes('en'))).toBe(true);
      }
      const facets = await get(`/ResourceApi/GetAllFilteredFacets?topicIds=${fx.topicId}&locale=en`);
      const es = await get(`/ResourceApi/GetAllFilteredFacets?topicIds=${fx.topicId}&locale=es`);
      expect(facets.json.totalCount).toBe(es.json.totalCount - 1);
      // …and in Spanish lists every card is in Spanish
      const esList = await get(`/ResourceApi/GetAllFiltered?topicIds=${fx.topicId}&locale=es`);
      expect(esList.json.data.map((x: any) => x.locale)).toEqual(esList.json.data.map(() => 'es'));
      // nor in the suggestions while typing
      const sug = await get('/AccountApi/AvailableSearchSuggestions?search=huerto%20lunar&locale=en');
      expect(sug.json.data.filter((x: any) => x.kind === 'resource').map((x: any) => x.id)).not.toContain(fx.r2);
      const sugEs = await get('/AccountApi/AvailableSearchSuggestions?search=huerto%20lunar&locale=es');
      expect(sugEs.json.data.filter((x: any) => x.kind === 'resource').map((x: any) => x.id)).toContain(fx.r2);
      // choosing Spanish in the language filter of an English list shows it, in its Spanish version
      const asked = await get('/ResourceApi/GetAllFiltered?text=huerto%20lunar&languages=es&locale=en');
      expect(asked.json.data[0]).toMatchObject({ id: fx.r2, locale: 'es', languages: ['es'] });
    });
    it('pages 6 from 0 with totalCount and pages, and answers facets', async () => {
      const r = await get('/ResourceApi/GetAllFiltered?locale=es&facets=true');
      expect(r.status).toBe(200);
      expect(r.json.pageNumber).toBe(0);
      expect(r.json.data.length).toBeLessThanOrEqual(6);
      expect(r.json.pages).toBe(Math.ceil(r.json.totalCount / 6));
      expect(r.json.facets.topics).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: fx.topicId, name: 'Tema de prueba', count: 2 })]),
      );
      const p1 = await get('/ResourceApi/GetAllFiltered?locale=es&pageNumber=1');
      expect(p1.json.pageNumber).toBe(1);
      expect(p1.json.data.map((x: any) => x.id)).not.toEqual(r.json.data.map((x: any) => x.id));
    });
    it('filters by facets (topic + type, subtopic, implementation, classes, months, ephemeride, language, creations)', async () => {
      const two = await get(`/ResourceApi/GetAllFiltered?topicIds=${fx.topicId}&resourceTypes=2&locale=es&facets=true`);
      expect(two.json.data.map((x: any) => x.id)).toEqual([fx.r1]);
      expect(two.json.totalCount).toBe(1);
      // disjunctive counts: the selected facet keeps the counts of its other values
      expect(two.json.facets.resourceTypes).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: 4, count: 1 })]),
      );
      const sub = await get(`/ResourceApi/GetAllFiltered?subtopicId=${fx.subtopicId}&locale=es`);
      expect(sub.json.data.map((x: any) => x.id)).toEqual([fx.r1]);
      const cls = await get(`/ResourceApi/GetAllFiltered?topicIds=${fx.topicId}&numberOfClasses=3&locale=es`);
      expect(cls.json.data.map((x: any) => x.id)).toEqual([fx.r2]);
      const impl = await get(`/ResourceApi/GetAllFiltered?topicIds=${fx.topicId}&implementations=online&locale=es`);
      expect(impl.json.data.map((x: any) => x.id)).toEqual([fx.r1]);
      const month = new Date().getUTCMonth() + 1;
      const m = await get(`/ResourceApi/GetAllFiltered?months=${month}&topicIds=${fx.topicId}&locale=es`);
      expect(m.json.data.map((x: any) => x.id)).toEqual([fx.r1]);
      const eph = await get(`/ResourceApi/GetAllFiltered?ephemerideId=${fx.ephemeride}&locale=es`);
      expect(eph.json.data.map((x: any) => x.id)).toEqual([fx.r1]);
      const lang = await get(`/ResourceApi/GetAllFiltered?topicIds=${fx.topicId}&languages=ca&locale=es`);
      expect(lang.json.data.map((x: any) => x.id)).toEqual([fx.r1]);
      const krea = await get('/ResourceApi/GetAllFiltered?creations=krea&locale=es');
      expect(krea.json.data.map((x: any) => x.id)).toContain(fx.rNetwork);
      const mats = await get(
        `/ResourceApi/GetAllFiltered?topicIds=${fx.topicId}&materialKinds=3&categoryIds=1&ageRangeIds=${(await t.db.query<{ id: number }>('SELECT id FROM age_ranges WHERE min_age <= 11 AND max_age >= 9 LIMIT 1')).rows[0]?.id ?? 1}&locale=es`,
      );
      expect(mats.json.totalCount).toBe(2);
    });
    it('GetAllFilteredFacets answers the total and the facets alone; facets are opt-in on GetAllFiltered', async () => {
      // languages=es: r2 exists only in Spanish, and an English list shows it only when asked for (issue 31)
      const r = await get(`/ResourceApi/GetAllFilteredFacets?topicIds=${fx.topicId}&languages=es&locale=en`);
      expect(r.status).toBe(200);
      expect(r.json.totalCount).toBe(2);
      expect(r.json.facets.topics).toEqual(expect.arrayContaining([{ id: fx.topicId, name: 'Test topic', count: 2 }]));
      expect(r.json.facets.numberOfClasses).toEqual(
        expect.arrayContaining([
          { id: 2, name: '2 classes', count: 1 },
          { id: 3, name: '3 classes', count: 1 },
        ]),
      );
      expect((await get('/ResourceApi/GetAllFiltered?locale=es')).json.facets).toBeUndefined();
      expect((await get('/ResourceApi/GetAllFilteredFacets?months=0')).status).toBe(400);
    });
    it('says nothing found with an empty page', async () => {
      const r = await get('/ResourceApi/GetAllFiltered?text=qwertyuiopzzz&locale=es');
      expect(r.json).toMatchObject({ data: [], totalCount: 0, pages: 0 });
    });
    it('hides network resources of another school group, shows my network ones', async () => {
      const r = await get('/ResourceApi/GetAllFiltered?text=recurso&locale=es&pageSize=50');
      const found = r.json.data.map((x: any) => x.id);
      expect(found).toContain(fx.rNetwork);
      expect(found).not.toContain(fx.rForeign);
      const other = await get('/ResourceApi/GetAllFiltered?text=recurso&locale=es&pageSize=50', 'custom');
      expect(other.json.data.map((x: any) => x.id)).not.toContain(fx.rNetwork);
    });
    it.each([
      'pageSize=0',
      'pageNumber=-1',
      'topicIds=abc',
      'months=13',
      'ODSIds=18',
      'resourceTypes=9',
      'implementations=space',
      'languages=fr',
      `text=${'x'.repeat(201)}`,
    ])('400 on bad input: %s', async (q) => {
      const r = await get(`/ResourceApi/GetAllFiltered?${q}`);
      expect(r.status).toBe(400);
      expect(r.json.code).toBe('VALIDATION_ERROR');
    });
    it.each([
      '/ResourceApi/Recommended?authorIds=2147483647',
      '/ResourceApi/Custom?topicIds=2147483000',
      '/ResourceApi/GetAllFiltered?authorId=1000000',
      '/ResourceApi/GetAllFiltered?ephemerideId=99999999999',
    ])('400, not 500, on a filter id beyond the search index range: %s', async (url) => {
      const r = await get(url);
      expect(r.status).toBe(400);
      expect(r.json.code).toBe('VALIDATION_ERROR');
    });
    it('reflects a new resource at once (index refreshed from the dirty marks)', async () => {
      await t.db.query(
        `UPDATE resource_locales SET title = 'Zorrillas acuáticas renombradas' WHERE resource_id = $1 AND locale = 'es'`,
        [fx.r1],
      );
      const r = await get('/ResourceApi/GetAllFiltered?text=renombradas&locale=es');
      expect(r.json.data.map((x: any) => x.id)).toEqual([fx.r1]);
      await t.db.query(
        `UPDATE resource_locales SET title = 'Zorrillas acuáticas explorables' WHERE resource_id = $1 AND locale = 'es'`,
        [fx.r1],
      );
    });
  });

  describe('facets and suggestions (AccountApi)', () => {
    it.each(['Topics', 'Months', 'Skills', 'ODS', 'AgeRanges', 'Subjects'])(
      'Available%s lists values with counts under the filter',
      async (k) => {
        const r = await get(`/AccountApi/Available${k}?locale=en&topicIds=${fx.topicId}`);
        expect(r.status).toBe(200);
        expect(Array.isArray(r.json)).toBe(true);
        for (const x of r.json)
          expect(x).toEqual({ id: expect.anything(), name: expect.any(String), count: expect.any(Number) });
      },
    );
    it('AvailableTopics names in the language and counts', async () => {
      const r = await get(`/AccountApi/AvailableTopics?locale=en&languages=es&topicIds=${fx.topicId}`);
      expect(r.json).toEqual(expect.arrayContaining([{ id: fx.topicId, name: 'Test topic', count: 2 }]));
    });
    it('AvailableSearchSuggestions while typing (resources, programs, topics, folders)', async () => {
      const r = await get('/AccountApi/AvailableSearchSuggestions?search=zorril&locale=es');
      expect(r.status).toBe(200);
      const kinds = r.json.data.map((x: any) => `${x.kind}:${x.id}`);
      expect(kinds).toEqual(
        expect.arrayContaining([`resource:${fx.r1}`, `program:${fx.program}`, `folder:${fx.folderProvider}`]),
      );
      expect(r.json.data.length).toBeLessThanOrEqual(10);
      expect((await get('/AccountApi/AvailableSearchSuggestions?locale=es')).status).toBe(400);
    });
    it('AvailableSuggestions pages 10 from 0', async () => {
      const r = await get('/AccountApi/AvailableSuggestions?pageNumber=0&pageSize=10&locale=es');
      expect(r.status).toBe(200);
      expect(r.json.pageNumber).toBe(0);
      expect(r.json.data.length).toBeLessThanOrEqual(10);
      expect((await get('/AccountApi/AvailableSuggestions?pageSize=500')).status).toBe(400);
    });
  });

  describe('resource page (ResourceApi)', () => {
    it('GetByLocale answers every field of the resource and records a view', async () => {
      const before = await t.count('resource_views', 'resource_id = $1', [fx.r1]);
      const r = await get(`/ResourceApi/GetByLocale/${fx.r1}?locale=en`);
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({
        id: fx.r1,
        locale: 'en',
        title: 'Explorable water foxes',
        type: 2,
        implementation: 'online',
        ageMin: 9,
        ageMax: 11,
        numberOfClasses: 2,
        durationMinutes: 90,
        languages: ['es', 'en', 'ca'],
        category: { id: 1, name: expect.any(String) },
        author: { name: expect.any(String) },
        teacherMaterial: { pedagogicalGoal: '<p>Objetivo</p>', globalValuationSection: '<p>Valoración global</p>' },
        studentMaterial: { studentPedagogicalGoal: '<p>Objetivo alumnado</p>' },
        topics: [{ id: fx.topicId, name: 'Test topic' }],
        subtopics: [{ id: fx.subtopicId, name: 'Test subtopic' }],
      });
      const c = r.json.teacherMaterial.classPlans[0];
      expect(c).toMatchObject({
        classNumber: 1,
        name: 'Clase 1 en',
        startSection: '<p>Inicio</p>',
        classLayout: 'circle',
        minutesDuration: 45,
      });
      expect(c.necessaryMaterials).toHaveLength(2);
      expect(c.necessaryDownloadableMaterials).toEqual([{ kind: 3, name: 'Ficha docente', file: '/files/demo/x.pdf' }]);
      expect(r.json.studentMaterial.classPlans[0]).toMatchObject({
        statement: '<p>Enunciado</p>',
        necessaryDownloadableMaterials: [{ kind: 3, name: 'Ficha alumnado', file: '/files/demo/y.pdf' }],
      });
      expect(await t.count('resource_views', 'resource_id = $1', [fx.r1])).toBe(before + 1);
    });
    it('answers a redirect marker when the resource lacks the language', async () => {
      const r = await get(`/ResourceApi/GetByLocale/${fx.r2}?locale=ca`);
      expect(r.status).toBe(200);
      expect(r.json).toEqual({ redirect: { locale: 'es', id: fx.r2 } });
    });
    it("404 unknown, 400 bad id, 403 another network's resource", async () => {
      expect((await get('/ResourceApi/GetByLocale/99999999')).status).toBe(404);
      expect((await get('/ResourceApi/GetByLocale/99999999')).json.code).toBe('NOT_FOUND');
      expect((await get('/ResourceApi/GetByLocale/abc')).status).toBe(400);
      expect((await get(`/ResourceApi/GetByLocale/${fx.rForeign}`)).status).toBe(403);
      expect((await get(`/ResourceApi/GetByLocale/${fx.rNetwork}`)).status).toBe(200);
    });
    it('feeds recent (last viewed first) and most viewed', async () => {
      await get(`/ResourceApi/GetByLocale/${fx.r2}?locale=es`);
      const recent = await get('/ResourceApi/GetLastViewedResources?limit=4&locale=es');
      expect(recent.status).toBe(200);
      expect(recent.json[0].id).toBe(fx.r2);
      const mv = await get('/ResourceApi/GetMostViewedResources?limit=4&pageNumber=0&locale=es');
      expect(mv.json.data.length).toBeLessThanOrEqual(4);
      const views = mv.json.data.map((x: any) => x.views);
      expect([...views].sort((a: number, b: number) => b - a)).toEqual(views);
      expect(mv.json.pages).toBe(Math.ceil(mv.json.totalCount / 4));
      expect((await get('/ResourceApi/GetMostViewedResources?limit=0')).status).toBe(400);
    });
    it('Newest, Recommended (not yet viewed), Custom (my network) and AssociatedResources', async () => {
      const newest = await get('/ResourceApi/Newest?pageSize=4&locale=es');
      expect(newest.status).toBe(200);
      const rec = await get('/ResourceApi/Recommended?pageSize=50&locale=es');
      expect(rec.json.data.map((x: any) => x.id)).not.toContain(fx.r1);
      const custom = await get('/ResourceApi/Custom?locale=es');
      expect(custom.json.data.map((x: any) => x.id)).toEqual([fx.rNetwork]);
      expect((await get('/ResourceApi/Custom?locale=es', 'custom')).json.totalCount).toBe(0);
      const assoc = await get(`/ResourceApi/AssociatedResources?id=${fx.r1}&locale=es`);
      expect(assoc.json.map((x: any) => x.id)).toContain(fx.r2);
      expect(assoc.json.map((x: any) => x.id)).not.toContain(fx.r1);
      expect((await get('/ResourceApi/AssociatedResources?id=99999999')).status).toBe(404);
      expect((await get('/ResourceApi/AssociatedResources')).status).toBe(400);
    });
    it('GetStudentResource is public and limited to the classes its link shares (more in test/student)', async () => {
      const made = await get(`/ResourceApi/GetShareableLink/${fx.r1}?classIds=${fx.r1Classes[1]}`);
      const r = await t.request('GET', `${API}/ResourceApi/GetStudentResource?id=${made.json.id}&locale=es`);
      expect(r.status).toBe(200);
      expect(r.json.studentMaterial.classPlans.map((c: any) => c.id)).toEqual([fx.r1Classes[1]]);
      expect(r.json).not.toHaveProperty('teacherMaterial');
      expect(
        (await t.request('GET', `${API}/ResourceApi/GetStudentResource?id=${made.json.id}&classId=${fx.r1Classes[0]}`))
          .status,
      ).toBe(404);
      expect((await t.request('GET', `${API}/ResourceApi/GetStudentResource`)).status).toBe(400);
    });
  });

  describe('reviews (AddResourceReview)', () => {
    it('one review per user and resource, updatable', async () => {
      const a = await post('/ResourceApi/AddResourceReview', {
        resourceId: fx.r1,
        rating: 4,
        categories: [
          { category: 1, liked: true },
          { category: 3, liked: false },
        ],
        comment: 'Muy útil',
      });
      expect(a.status).toBe(200);
      const b = await post('/ResourceApi/AddResourceReview', {
        resourceId: fx.r1,
        rating: 5,
        categories: [{ category: 2, liked: true }],
        comment: '',
      });
      expect(b.json.updated).toBe(true);
      const { rows } = await t.db.query<any>(
        'SELECT rating, categories, improve_categories, comment FROM reviews WHERE resource_id = $1 AND user_id = $2',
        [fx.r1, ids.teacher],
      );
      expect(rows).toEqual([{ rating: 5, categories: [2], improve_categories: [], comment: null }]);
      const d = await get(`/ResourceApi/GetByLocale/${fx.r1}?locale=es`);
      expect(d.json.myReview).toEqual({ rating: 5, categories: [{ category: 2, liked: true }], comment: null });
      expect(d.json.reviewSummary.count).toBeGreaterThanOrEqual(1);
    });
    it.each([
      [{ resourceId: 0, rating: 3 }],
      [{ rating: 3 }],
      [{ resourceId: 1, rating: 6 }],
      [{ resourceId: 1, rating: 0 }],
      [{ resourceId: 1, rating: 3, comment: 'x'.repeat(501) }],
      [{ resourceId: 1, rating: 3, categories: [{ category: 6, liked: true }] }],
      [
        {
          resourceId: 1,
          rating: 3,
          categories: [
            { category: 1, liked: true },
            { category: 1, liked: false },
          ],
        },
      ],
    ])('400 and nothing changed: %j', async (body) => {
      const before = await t.snapshot('reviews', 'id');
      const r = await post('/ResourceApi/AddResourceReview', {
        ...body,
        resourceId: (body as any).resourceId === 1 ? fx.r2 : (body as any).resourceId,
      });
      expect(r.status).toBe(400);
      expect(await t.snapshot('reviews', 'id')).toBe(before);
    });
    it("404 unknown resource, 403 another network's resource", async () => {
      expect((await post('/ResourceApi/AddResourceReview', { resourceId: 99999999, rating: 3 })).status).toBe(404);
      expect((await post('/ResourceApi/AddResourceReview', { resourceId: fx.rForeign, rating: 3 })).status).toBe(403);
    });
  });

  describe('sharing (Share, GetShareableLink, Colleagues, RequestInformation)', () => {
    it('lists colleagues of my school network only', async () => {
      const r = await get('/ResourceApi/Colleagues');
      const emails = r.json.map((u: any) => u.email);
      expect(emails).toEqual(expect.arrayContaining(['manager@demo.test', 'freemium@demo.test']));
      expect(emails).not.toContain('teacher@demo.test');
      expect(emails).not.toContain('trial@demo.test');
      expect(emails).not.toContain('custom@demo.test');
    });
    it('emails colleagues (outbox), 403 NOT_COLLEAGUE outside the network with nothing sent, 400 without recipients', async () => {
      const body = {
        resourceLink: 'https://evil.test/x',
        recipientIds: [ids.manager],
        resourceName: 'Zorrillas',
        resourceId: fx.r1,
        resourceLocale: 'es',
      };
      const before = await t.count('email_outbox');
      const ok = await post('/ResourceApi/Share', body);
      expect(ok.status).toBe(200);
      expect(ok.json.sent).toBe(1);
      const { rows } = await t.db.query<any>(
        `SELECT * FROM email_outbox WHERE to_email = 'manager@demo.test' AND kind = 'shared' ORDER BY id DESC LIMIT 1`,
      );
      expect(rows[0].body_html).toContain(`/resource/${fx.r1}`);
      expect(rows[0].body_html).not.toContain('evil.test');
      const n = await t.count('email_outbox');
      expect(n).toBe(before + 1);
      const no = await post('/ResourceApi/Share', { ...body, recipientIds: [ids.manager, ids.trial] });
      expect(no.status).toBe(403);
      expect(no.json.code).toBe('NOT_COLLEAGUE');
      expect(await t.count('email_outbox')).toBe(n);
      expect((await post('/ResourceApi/Share', { ...body, recipientIds: [] })).status).toBe(400);
      expect((await post('/ResourceApi/Share', { ...body, resourceLocale: 'fr' })).status).toBe(400);
      expect(await t.count('email_outbox')).toBe(n);
    });
    it('GetShareableLink builds the public student link with the selected classes', async () => {
      const r = await get(
        `/ResourceApi/GetShareableLink/${fx.r1}?classIds=${fx.r1Classes[1]},${fx.r1Classes[0]}&locale=en`,
      );
      expect(r.status).toBe(200);
      expect(r.json.link).toBe(`/r/${r.json.id}`);
      expect(r.json.classIds).toEqual([fx.r1Classes[0], fx.r1Classes[1]]);
      expect((await get(`/ResourceApi/GetShareableLink/${fx.r1}?classIds=${fx.r2Classes[0]}`)).status).toBe(400);
      expect((await get(`/ResourceApi/GetShareableLink/${fx.rNetwork}`)).status).toBe(403);
      expect((await get('/ResourceApi/GetShareableLink/99999999')).status).toBe(404);
    });
    it('RequestInformation is recorded and emailed to support', async () => {
      const before = await t.count('contacts', `kind = 'information'`);
      const r = await post('/ResourceApi/RequestInformation', { id: fx.r1, message: 'Más info, por favor' });
      expect(r.status).toBe(200);
      expect(await t.count('contacts', `kind = 'information'`)).toBe(before + 1);
      expect((await post('/ResourceApi/RequestInformation', { id: fx.r1, message: 'x'.repeat(501) })).status).toBe(400);
      expect(await t.count('contacts', `kind = 'information'`)).toBe(before + 1);
    });
  });

  describe('programs (EducationalProgramApi)', () => {
    it('lists, searches and pages programs', async () => {
      const r = await get('/EducationalProgramApi/GetAllFiltered?locale=es&pageSize=50');
      expect(r.status).toBe(200);
      const p = r.json.data.find((x: any) => x.id === fx.program);
      expect(p).toMatchObject({
        name: 'Programa zorrilla de prueba',
        resourceTotalQuantity: 2,
        classTotalQuantity: 5,
        ageRange: { min: 9, max: 11 },
        activatedLanguages: ['es', 'en'],
        usedEducationalProgram: false,
      });
      expect(r.json.data.map((x: any) => x.id)).not.toContain(fx.foreignProgram);
      const s = await get('/EducationalProgramApi/GetAllFiltered?text=zorrilla&locale=es');
      expect(s.json.data.map((x: any) => x.id)).toEqual([fx.program]);
      expect((await get('/EducationalProgramApi/GetAllFiltered?pageSize=0')).status).toBe(400);
      expect((await get('/EducationalProgramApi/Custom')).json.totalCount).toBe(0);
    });
    it('pages program lists by items ÷ 4 (spec §9) and lists only programs of the UI language', async () => {
      const r = await get('/EducationalProgramApi/GetAllFiltered?locale=es');
      expect(r.status).toBe(200);
      expect(r.json.pageSize).toBe(4);
      expect(r.json.data.length).toBeLessThanOrEqual(4);
      expect(r.json.pages).toBe(Math.ceil(r.json.totalCount / 4));
      expect(r.json.totalPages).toBe(r.json.pages);
      // the test program exists in es and en, not in ca
      const ca = await get('/EducationalProgramApi/GetAllFiltered?locale=ca&pageSize=50');
      expect(ca.json.data.map((x: any) => x.id)).not.toContain(fx.program);
      expect(ca.json.data.every((x: any) => x.activatedLanguages.includes('ca'))).toBe(true);
      const en = await get('/EducationalProgramApi/GetAllFiltered?locale=en&pageSize=50');
      expect(en.json.data.map((x: any) => x.id)).toContain(fx.program);
      const asked = await get('/EducationalProgramApi/GetAllFiltered?locale=ca&languages=es&pageSize=50');
      expect(asked.json.data.map((x: any) => x.id)).toContain(fx.program);
    });
    it('counts only the resources a teacher can open; a program without one is not listed (issue 31)', async () => {
      // a published program whose only resource is an empty unpublished draft (what Krea made of "Huerto escolar")
      const { rows } = await t.db.query<{ id: number }>(
        `INSERT INTO programs (key, content_type, category_id, age_min, age_max) VALUES ('explore-test-empty-program', 2, 1, 9, 11) RETURNING id`,
      );
      const empty = rows[0].id;
      await t.db.query(
        `INSERT INTO program_locales (program_id, locale, status, title) VALUES ($1, 'es', 1, 'Programa vacío de prueba')`,
        [empty],
      );
      const draft = (await t.db.query<{ id: number }>(`INSERT INTO resources (origin) VALUES ('krea') RETURNING id`))
        .rows[0].id;
      await t.db.query(`INSERT INTO resource_locales (resource_id, locale, status, title) VALUES ($1, 'es', 3, '')`, [
        draft,
      ]);
      await t.db.query('INSERT INTO program_resources (program_id, resource_id, position) VALUES ($1, $2, 1)', [
        empty,
        draft,
      ]);
      // and the test program gets the same draft as a third resource: still 2 for teachers
      await t.db.query('INSERT INTO program_resources (program_id, resource_id, position) VALUES ($1, $2, 3)', [
        fx.program,
        draft,
      ]);
      try {
        for (const locale of ['es', 'en', 'ca']) {
          const list = await get(`/EducationalProgramApi/GetAllFiltered?locale=${locale}&pageSize=50`);
          expect(list.status).toBe(200);
          expect(list.json.data.map((x: any) => x.id)).not.toContain(empty);
          expect(list.json.data.filter((x: any) => x.resourceTotalQuantity === 0)).toEqual([]);
          // the test program exists in es and en (a Catalan list does not show it, issue 31)
          if (locale !== 'ca')
            expect(list.json.data.find((x: any) => x.id === fx.program)?.resourceTotalQuantity).toBe(2);
          const { rows: all } = await t.db.query<{ id: number }>(
            `SELECT DISTINCT p.id FROM programs p JOIN program_locales pl ON pl.program_id = p.id AND pl.status = 1 WHERE p.deleted_at IS NULL AND p.school_group_id IS NULL ORDER BY p.id`,
          );
          for (const { id } of all) {
            const page = await get(
              `/EducationalProgramApi/PagedResources/${id}?pageNumber=0&pageSize=100&locale=${locale}`,
            );
            expect(page.status).toBe(200);
            expect({ id, totalCount: page.json.totalCount }).toEqual({ id, totalCount: page.json.data.length });
          }
          const e = await get(
            `/EducationalProgramApi/PagedResources/${empty}?pageNumber=0&pageSize=6&locale=${locale}`,
          );
          expect(e.json).toMatchObject({ totalCount: 0, data: [] });
        }
      } finally {
        await t.db.query('DELETE FROM program_resources WHERE resource_id = $1', [draft]);
        await t.db.query('DELETE FROM programs WHERE id = $1', [empty]);
        await t.db.query('DELETE FROM resources WHERE id = $1', [draft]);
      }
    });
    it('GetByLocale: detail, redirect marker, 404, 403', async () => {
      const r = await get(`/EducationalProgramApi/GetByLocale/${fx.program}?locale=en`);
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({
        title: 'Test fox program',
        foundation: '<p>Program foundation</p>',
        year: 'Year 4',
        durationMinutes: 225,
        udls: expect.any(Array),
      });
      expect(r.json.resources.map((x: any) => x.id)).toEqual([fx.r1, fx.r2]);
      expect((await get(`/EducationalProgramApi/GetByLocale/${fx.program}?locale=ca`)).json).toEqual({
        redirect: { locale: 'es', id: fx.program },
      });
      expect((await get('/EducationalProgramApi/GetByLocale/99999999')).status).toBe(404);
      expect((await get(`/EducationalProgramApi/GetByLocale/${fx.foreignProgram}`)).status).toBe(403);
    });
    it('PagedResources and ClassPlans', async () => {
      const r = await get(`/EducationalProgramApi/PagedResources/${fx.program}?pageNumber=0&pageSize=1&locale=es`);
      expect(r.json).toMatchObject({ totalCount: 2, pages: 2, pageNumber: 0 });
      expect(r.json.data.map((x: any) => x.id)).toEqual([fx.r1]);
      const c = await get(`/EducationalProgramApi/${fx.program}/ClassPlans?locale=es`);
      expect(c.json.resources.map((x: any) => x.classPlans.length)).toEqual([2, 3]);
      expect((await get('/EducationalProgramApi/99999999/ClassPlans')).status).toBe(404);
    });
    it('GeneratePDF answers a real PDF in the chosen language', async () => {
      const res = await fetch(`${t.url}${API}/EducationalProgramApi/${fx.program}/GeneratePDF`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tok.teacher}`, 'content-type': 'application/json' },
        body: JSON.stringify({ locale: 'en' }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/pdf');
      const buf = Buffer.from(await res.arrayBuffer());
      expect(buf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(buf.length).toBeGreaterThan(1000);
      expect(res.headers.get('content-disposition')).toContain('_en.pdf');
      expect((await post('/EducationalProgramApi/99999999/GeneratePDF', {})).status).toBe(404);
      expect((await post('/EducationalProgramApi/abc/GeneratePDF', {})).status).toBe(400);
    });
    it('Share and RequestInformation', async () => {
      const body = {
        programId: fx.program,
        recipientIds: [ids.admin],
        programLink: '/program/1',
        programName: 'Programa',
        programLocale: 'es',
      };
      expect((await post('/EducationalProgramApi/Share', body)).status).toBe(200);
      expect((await post('/EducationalProgramApi/Share', { ...body, recipientIds: [ids.staff] })).status).toBe(403);
      expect((await post('/EducationalProgramApi/RequestInformation', { id: fx.program })).status).toBe(200);
      expect((await post('/EducationalProgramApi/RequestInformation', {})).status).toBe(400);
    });
  });

  describe('used content (AcademicCourseApi/UsedContentRecord)', () => {
    const rec = (f: ExploreFixtures, over: Record<string, unknown> = {}) => ({
      educationalProgramId: f.program,
      educationalProgramCompleted: false,
      usedContentRecordResources: [
        { resourceId: f.r1, resourceCompleted: true, classPlanIds: f.r1Classes },
        { resourceId: f.r2, resourceCompleted: false, classPlanIds: [f.r2Classes[0]] },
      ],
      ...over,
    });
    it('registers a partial record and a complete one', async () => {
      const a = await post('/AcademicCourseApi/UsedContentRecord', rec(fx));
      expect(a.status).toBe(201);
      expect(a.json).toMatchObject({
        educationalProgramId: fx.program,
        educationalProgramCompleted: false,
        teacher: { id: ids.teacher },
      });
      expect(a.json.resources[0]).toMatchObject({ resourceId: fx.r1, resourceCompleted: true });
      const b = await post(
        '/AcademicCourseApi/UsedContentRecord',
        rec(fx, {
          educationalProgramCompleted: true,
          usedContentRecordResources: [
            { resourceId: fx.r1, resourceCompleted: true, classPlanIds: fx.r1Classes },
            { resourceId: fx.r2, resourceCompleted: true, classPlanIds: fx.r2Classes },
          ],
        }),
      );
      expect(b.status).toBe(201);
      expect(b.json.educationalProgramCompleted).toBe(true);
      const list = await get(`/EducationalProgramApi/${fx.program}/UsedContentRecords?pageNumber=0&pageSize=5`);
      expect(list.json.totalCount).toBe(2);
      const owned = await get('/EducationalProgramApi/GetAllFilteredOwned');
      expect(owned.json.data.map((x: any) => x.id)).toEqual([fx.program]);
      expect(owned.json.data[0].usedEducationalProgram).toBe(true);
      const res = await get(`/ResourceApi/${fx.r2}/UsedContentRecords`);
      expect(res.json.totalCount).toBe(2);
    });
    it.each([
      [
        'resource marked complete without all its classes',
        (f: ExploreFixtures) =>
          rec(f, {
            usedContentRecordResources: [{ resourceId: f.r2, resourceCompleted: true, classPlanIds: [f.r2Classes[0]] }],
          }),
      ],
      [
        'resource not marked complete with all its classes',
        (f: ExploreFixtures) =>
          rec(f, {
            usedContentRecordResources: [{ resourceId: f.r1, resourceCompleted: false, classPlanIds: f.r1Classes }],
          }),
      ],
      [
        'program marked complete with classes missing',
        (f: ExploreFixtures) => rec(f, { educationalProgramCompleted: true }),
      ],
      [
        'a class of another resource',
        (f: ExploreFixtures) =>
          rec(f, {
            usedContentRecordResources: [
              { resourceId: f.r1, resourceCompleted: false, classPlanIds: [f.r2Classes[0]] },
            ],
          }),
      ],
      [
        'a resource outside the program',
        (f: ExploreFixtures) =>
          rec(f, {
            usedContentRecordResources: [{ resourceId: f.rNetwork, resourceCompleted: false, classPlanIds: [] }],
          }),
      ],
      ['no resources', (f: ExploreFixtures) => rec(f, { usedContentRecordResources: [] })],
      ['missing flag', (f: ExploreFixtures) => ({ educationalProgramId: f.program, usedContentRecordResources: [] })],
    ])('400 and nothing stored: %s', async (_name, make) => {
      const before = await t.count('used_content_records');
      const r = await post('/AcademicCourseApi/UsedContentRecord', make(fx));
      expect(r.status).toBe(400);
      expect(await t.count('used_content_records')).toBe(before);
    });
    it('refused to trial users and provider staff (403); 404 unknown program', async () => {
      const before = await t.count('used_content_records');
      expect((await post('/AcademicCourseApi/UsedContentRecord', rec(fx), 'trial')).status).toBe(403);
      expect((await post('/AcademicCourseApi/UsedContentRecord', rec(fx), 'staff')).status).toBe(403);
      expect(
        (await post('/AcademicCourseApi/UsedContentRecord', rec(fx, { educationalProgramId: 99999999 }))).status,
      ).toBe(404);
      expect(await t.count('used_content_records')).toBe(before);
    });
    it("school records: managers see the school's, teachers their own, other networks 403", async () => {
      const { rows } = await t.db.query<{ id: number }>(`SELECT id FROM schools WHERE key = 'demo-north'`);
      const school = rows[0].id;
      const m = await get(`/EducationalProgramApi/${fx.program}/UsedContentRecords/${school}`, 'manager');
      expect(m.status).toBe(200);
      expect(m.json.totalCount).toBe(2);
      const mine = await get(`/EducationalProgramApi/${fx.program}/UsedContentRecords`, 'manager');
      expect(mine.json.totalCount).toBe(0);
      expect((await get(`/EducationalProgramApi/${fx.program}/UsedContentRecords/${school}`, 'custom')).status).toBe(
        403,
      );
      expect((await get(`/ResourceApi/${fx.r1}/UsedContentRecords/${school}`, 'manager')).json.totalCount).toBe(2);
    });
  });

  describe('provider folders and ephemerides (KimpleFolderApi)', () => {
    it('GetAllFiltered, getAllByLocale, GetByLocale and associated lists', async () => {
      const r = await get('/KimpleFolderApi/GetAllFiltered?text=zorrilla&locale=es');
      expect(r.json.data.map((x: any) => x.id)).toEqual([fx.folderProvider]);
      expect(r.json.data[0]).toMatchObject({
        name: 'Carpeta zorrilla',
        resourcesCount: 1,
        programsCount: 1,
        sessions: 2,
        featured: true,
      });
      const all = await get('/KimpleFolderApi/getAllByLocale?pageNumber=0&pageSize=500&locale=en');
      expect(all.json.data.map((x: any) => x.id)).toContain(fx.folderProvider);
      const one = await get(`/KimpleFolderApi/GetByLocale/${fx.folderProvider}?locale=en`);
      expect(one.json.name).toBe('Fox folder');
      expect((await get('/KimpleFolderApi/GetByLocale/99999999')).status).toBe(404);
      expect(
        (
          await get(`/KimpleFolderApi/${fx.folderProvider}/AssociatedResources?pageNumber=0&pageSize=6&locale=es`)
        ).json.data.map((x: any) => x.id),
      ).toEqual([fx.r1]);
      expect(
        (await get(`/KimpleFolderApi/${fx.folderProvider}/AssociatedEducationalPrograms?locale=es`)).json.data.map(
          (x: any) => x.id,
        ),
      ).toEqual([fx.program]);
      expect((await get(`/KimpleFolderApi/${fx.folderProvider}/AssociatedFolders`)).json.totalCount).toBe(0);
      expect((await get('/KimpleFolderApi/GetAllFiltered?pageSize=501')).status).toBe(400);
      const mv = await get('/KimpleFolderApi/GetMostViewedKimpleFolders?limit=4&locale=es');
      expect(mv.json[0].id).toBe(fx.folderProvider);
    });
    it('GetEphemerides: the next ones from the start of today, soonest first, 3 a page', async () => {
      const start = new Date();
      start.setUTCHours(0, 0, 0, 0);
      const r = await get(
        `/KimpleFolderApi/GetEphemerides?pageNumber=0&pageSize=3&startDate=${start.toISOString()}&locale=en`,
      );
      expect(r.status).toBe(200);
      expect(r.json.data[0]).toMatchObject({
        id: fx.ephemeride,
        name: 'Fox day',
        date: start.toISOString().slice(0, 10),
      });
      expect(r.json.data.length).toBeLessThanOrEqual(3);
      const dates = r.json.data.map((e: any) => e.date);
      expect([...dates].sort()).toEqual(dates);
      expect((await get('/KimpleFolderApi/GetEphemerides?startDate=notadate')).status).toBe(400);
      const all = await get('/KimpleFolderApi/GetAllEphemerides?locale=es');
      expect(all.json.map((e: any) => e.id)).toContain(fx.ephemeride);
    });
  });

  describe('folders minimum (FolderApi)', () => {
    let mine: number;
    it('Create: 201, then the §8 name rules (400 codes, nothing created)', async () => {
      const ok = await post('/FolderApi/Create', { name: '  Mis zorrillas  ' });
      expect(ok.status).toBe(201);
      expect(ok.json).toMatchObject({ name: 'Mis zorrillas', permission: 'Owner', resourcesCount: 0 });
      mine = ok.json.id;
      const before = await t.count('folders');
      for (const [name, code] of [
        ['', 'FOLDER_NAME_REQUIRED'],
        ['   ', 'FOLDER_NAME_REQUIRED'],
        ['x'.repeat(51), 'FOLDER_NAME_TOO_LONG'],
        ['MIS ZORRILLAS', 'FOLDER_NAME_REPEATED'],
      ] as const) {
        const r = await post('/FolderApi/Create', { name });
        expect(r.status).toBe(400);
        expect(r.json.code).toBe(code);
      }
      expect((await post('/FolderApi/Create', {})).status).toBe(400);
      expect(await t.count('folders')).toBe(before);
      // the same name is fine for another user
      expect((await post('/FolderApi/Create', { name: 'Mis zorrillas' }, 'manager')).status).toBe(201);
    });
    it('GetAllByUser and ResourceInFolders', async () => {
      const all = await get('/FolderApi/GetAllByUser');
      expect(all.json.map((f: any) => f.id)).toContain(mine);
      const r = await get(`/FolderApi/ResourceInFolders/${fx.r1}`);
      expect(r.json).toEqual(
        expect.arrayContaining([{ folderId: mine, folderName: 'Mis zorrillas', inFolder: false, permission: 'Owner' }]),
      );
      expect((await get('/FolderApi/ResourceInFolders/99999999')).status).toBe(404);
    });
    it("UpdateResourceInFolders adds and removes in my folders; 404 in others' (a stranger learns nothing; nothing changed); 403 read-only; Edit permission allowed", async () => {
      const add = await put('/FolderApi/UpdateResourceInFolders', {
        resourceId: fx.r1,
        folders: [{ folderId: mine, inFolder: true }],
      });
      expect(add.status).toBe(200);
      expect(add.json.find((f: any) => f.folderId === mine).inFolder).toBe(true);
      expect(await t.count('folder_resources', 'folder_id = $1 AND resource_id = $2', [mine, fx.r1])).toBe(1);
      const theirs = (await post('/FolderApi/Create', { name: 'Carpeta ajena' }, 'admin')).json.id;
      const snap = await t.snapshot('folder_resources', 'folder_id, resource_id');
      const no = await put('/FolderApi/UpdateResourceInFolders', {
        resourceId: fx.r1,
        folders: [
          { folderId: mine, inFolder: false },
          { folderId: theirs, inFolder: true },
        ],
      });
      expect(no.status).toBe(404);
      expect(await t.snapshot('folder_resources', 'folder_id, resource_id')).toBe(snap);
      await t.db.query(`INSERT INTO folder_permissions (folder_id, user_id, permission) VALUES ($1, $2, 'Read')`, [
        theirs,
        ids.teacher,
      ]);
      expect(
        (
          await put('/FolderApi/UpdateResourceInFolders', {
            resourceId: fx.r1,
            folders: [{ folderId: theirs, inFolder: true }],
          })
        ).status,
      ).toBe(403);
      await t.db.query(`UPDATE folder_permissions SET permission = 'Edit' WHERE folder_id = $1 AND user_id = $2`, [
        theirs,
        ids.teacher,
      ]);
      expect(
        (
          await put('/FolderApi/UpdateResourceInFolders', {
            resourceId: fx.r1,
            folders: [{ folderId: theirs, inFolder: true }],
          })
        ).status,
      ).toBe(200);
      const rm = await put('/FolderApi/UpdateResourceInFolders', {
        resourceId: fx.r1,
        folders: [{ folderId: mine, inFolder: false }],
      });
      expect(rm.json.find((f: any) => f.folderId === mine).inFolder).toBe(false);
      expect((await put('/FolderApi/UpdateResourceInFolders', { resourceId: fx.r1, folders: [] })).status).toBe(400);
      expect(
        (
          await put('/FolderApi/UpdateResourceInFolders', {
            resourceId: fx.r1,
            folders: [{ folderId: 99999999, inFolder: true }],
          })
        ).status,
      ).toBe(404);
    });
  });
  describe('audit: every write needs a session, bad input is refused, refused roles', () => {
    /** the tables a refused call must leave alone */
    const WATCHED = [
      'reviews',
      'email_outbox',
      'contacts',
      'used_content_records',
      'folders',
      'folder_resources',
      'resource_views',
      'program_views',
      'provider_folder_views',
    ];
    const snap = async () => (await Promise.all(WATCHED.map((tb) => t.count(tb)))).join(',');
    const schoolId = async (key: string) =>
      (await t.db.query<{ id: number }>('SELECT id FROM schools WHERE key = $1', [key])).rows[0].id;

    it.each([
      ['POST', '/ResourceApi/AddResourceReview', () => ({ resourceId: fx.r1, rating: 3 })],
      [
        'POST',
        '/ResourceApi/Share',
        () => ({
          resourceLink: '/x',
          recipientIds: [ids.manager],
          resourceName: 'x',
          resourceId: fx.r1,
          resourceLocale: 'es',
        }),
      ],
      [
        'POST',
        '/EducationalProgramApi/Share',
        () => ({
          programId: fx.program,
          recipientIds: [ids.admin],
          programLink: '/p',
          programName: 'p',
          programLocale: 'es',
        }),
      ],
      ['POST', '/ResourceApi/RequestInformation', () => ({ id: fx.r1 })],
      ['POST', '/EducationalProgramApi/RequestInformation', () => ({ id: fx.program })],
      ['POST', '/EducationalProgramApi/{program}/GeneratePDF', () => ({ locale: 'es' })],
      [
        'POST',
        '/AcademicCourseApi/UsedContentRecord',
        () => ({
          educationalProgramId: fx.program,
          educationalProgramCompleted: false,
          usedContentRecordResources: [{ resourceId: fx.r1, resourceCompleted: true, classPlanIds: fx.r1Classes }],
        }),
      ],
      [
        'PUT',
        '/FolderApi/UpdateResourceInFolders',
        () => ({ resourceId: fx.r1, folders: [{ folderId: 1, inFolder: true }] }),
      ],
      ['POST', '/FolderApi/Create', () => ({ name: 'Sin sesión' })],
    ])('401 without a token and nothing changed: %s %s', async (method, url, body) => {
      const before = await snap();
      const r = await t.request(method, API + url.replace('{program}', String(fx.program)), { body: body() });
      expect(r.status).toBe(401);
      expect(r.json.code).toBe('UNAUTHORIZED');
      const bad = await t.request(method, API + url.replace('{program}', String(fx.program)), {
        token: 'not-a-token',
        body: body(),
      });
      expect(bad.status).toBe(401);
      expect(await snap()).toBe(before);
    });

    it.each([
      '/ResourceApi/Newest?pageSize=0',
      '/ResourceApi/Newest?months=13',
      '/ResourceApi/Recommended?pageNumber=-1',
      '/ResourceApi/Recommended?topicIds=abc',
      '/ResourceApi/Custom?pageSize=1000',
      '/ResourceApi/Custom?languages=fr',
      '/ResourceApi/GetLastViewedResources?limit=0',
      '/ResourceApi/GetLastViewedResources?limit=abc',
      '/ResourceApi/GetLastViewedResources?limit=51',
      '/AccountApi/AvailableMonths?months=13',
      '/AccountApi/AvailableSkills?skillIds=abc',
      '/AccountApi/AvailableODS?ODSIds=18',
      '/AccountApi/AvailableAgeRanges?ageRangeIds=-1',
      '/AccountApi/AvailableSubjects?subjectIds=x',
      '/AccountApi/AvailableSubjects?authorId=0',
      '/EducationalProgramApi/PagedResources/abc',
      '/EducationalProgramApi/PagedResources/0',
      '/EducationalProgramApi/PagedResources/{program}?pageSize=0',
      '/EducationalProgramApi/PagedResources/{program}?pageSize=101',
      '/ResourceApi/abc/UsedContentRecords',
      '/ResourceApi/{r1}/UsedContentRecords?pageSize=51',
      '/ResourceApi/{r1}/UsedContentRecords?pageNumber=-1',
      '/ResourceApi/{r1}/UsedContentRecords/abc',
      '/ResourceApi/{r1}/UsedContentRecords/0',
      '/ResourceApi/0/UsedContentRecords/1',
      '/EducationalProgramApi/abc/UsedContentRecords',
      '/EducationalProgramApi/{program}/UsedContentRecords?pageSize=0',
      '/EducationalProgramApi/{program}/UsedContentRecords/abc',
      '/KimpleFolderApi/getAllByLocale?pageSize=501',
      '/KimpleFolderApi/getAllByLocale?pageNumber=x',
      '/KimpleFolderApi/getAllByLocale?pageSize=0',
      '/KimpleFolderApi/abc/AssociatedFolders',
      '/KimpleFolderApi/0/AssociatedResources',
      '/KimpleFolderApi/{folder}/AssociatedFolders?pageSize=0',
      '/KimpleFolderApi/{folder}/AssociatedResources?pageSize=101',
      '/KimpleFolderApi/{folder}/AssociatedEducationalPrograms?pageNumber=-1',
      '/KimpleFolderApi/abc/AssociatedEducationalPrograms',
      '/KimpleFolderApi/GetMostViewedKimpleFolders?limit=0',
      '/KimpleFolderApi/GetMostViewedKimpleFolders?limit=51',
      '/KimpleFolderApi/GetMostViewedKimpleFolders?limit=abc',
      '/FolderApi/ResourceInFolders/abc',
      '/FolderApi/ResourceInFolders/0',
      '/FolderApi/ResourceInFolders/-3',
      '/EducationalProgramApi/CustomOwned?pageSize=0',
      '/EducationalProgramApi/CustomOwned?languages=fr',
    ])('400 VALIDATION_ERROR and nothing changed: %s', async (url) => {
      const before = await snap();
      const r = await get(
        url
          .replace('{program}', String(fx.program))
          .replace('{r1}', String(fx.r1))
          .replace('{folder}', String(fx.folderProvider)),
      );
      expect(r.status).toBe(400);
      expect(r.json.code).toBe('VALIDATION_ERROR');
      expect(await snap()).toBe(before);
    });

    it('404 for unknown ids on the provider folder associated lists and the records of an unknown resource', async () => {
      for (const kind of ['AssociatedFolders', 'AssociatedResources', 'AssociatedEducationalPrograms']) {
        expect((await get(`/KimpleFolderApi/99999999/${kind}`)).status).toBe(404);
      }
      expect((await get('/ResourceApi/99999999/UsedContentRecords')).status).toBe(404);
      expect((await get('/EducationalProgramApi/99999999/UsedContentRecords')).status).toBe(404);
      expect((await get('/EducationalProgramApi/PagedResources/99999999')).status).toBe(404);
    });

    it.each(['teacher', 'freemium', 'author'])(
      "403 on another network's program for %s (PagedResources, ClassPlans, GeneratePDF, RequestInformation), nothing changed",
      async (who) => {
        const before = await snap();
        expect((await get(`/EducationalProgramApi/PagedResources/${fx.foreignProgram}`, who)).status).toBe(403);
        expect((await get(`/EducationalProgramApi/${fx.foreignProgram}/ClassPlans`, who)).status).toBe(403);
        expect(
          (await post(`/EducationalProgramApi/${fx.foreignProgram}/GeneratePDF`, { locale: 'es' }, who)).status,
        ).toBe(403);
        expect(
          (await post('/EducationalProgramApi/RequestInformation', { id: fx.foreignProgram, message: 'x' }, who))
            .status,
        ).toBe(403);
        expect((await post('/ResourceApi/RequestInformation', { id: fx.rForeign, message: 'x' }, who)).status).toBe(
          403,
        );
        expect((await get(`/EducationalProgramApi/${fx.foreignProgram}/UsedContentRecords`, who)).status).toBe(403);
        expect(await snap()).toBe(before);
      },
    );
    it("provider staff may see the provider network's program", async () => {
      expect((await get(`/EducationalProgramApi/PagedResources/${fx.foreignProgram}`, 'staff')).status).toBe(200);
      expect((await get(`/EducationalProgramApi/${fx.foreignProgram}/ClassPlans`, 'staff')).status).toBe(200);
    });

    it.each(['teacher', 'freemium', 'author', 'trial'])(
      'resource UsedContentRecords/{schoolId}: 403 for a school of another network (%s)',
      async (who) => {
        const other = await schoolId('custom-school');
        expect((await get(`/ResourceApi/${fx.r1}/UsedContentRecords/${other}`, who)).status).toBe(403);
        expect((await get(`/ResourceApi/${fx.rForeign}/UsedContentRecords`, who)).status).toBe(403);
      },
    );
    it('resource UsedContentRecords/{schoolId}: a teacher of the network sees only their own records there', async () => {
      const north = await schoolId('demo-north');
      const mine = await get(`/ResourceApi/${fx.r1}/UsedContentRecords/${north}`, 'author');
      expect(mine.status).toBe(200);
      expect(mine.json.data.every((r: any) => r.teacher.id === ids.author)).toBe(true);
      expect((await get(`/ResourceApi/${fx.r1}/UsedContentRecords/${north}`, 'custom')).status).toBe(403);
    });

    it('UsedContentRecord: 403 on a program of another network (nothing stored), refused roles, freemium and author allowed', async () => {
      const body = (programId: number) => ({
        educationalProgramId: programId,
        educationalProgramCompleted: false,
        usedContentRecordResources: [{ resourceId: fx.r1, resourceCompleted: true, classPlanIds: fx.r1Classes }],
      });
      const before = await t.count('used_content_records');
      for (const who of ['teacher', 'freemium', 'author', 'manager', 'admin']) {
        const r = await post('/AcademicCourseApi/UsedContentRecord', body(fx.foreignProgram), who);
        expect(r.status).toBe(403);
      }
      expect((await post('/AcademicCourseApi/UsedContentRecord', body(fx.program), 'trial')).status).toBe(403);
      expect((await post('/AcademicCourseApi/UsedContentRecord', body(fx.foreignProgram), 'staff')).status).toBe(403);
      expect(await t.count('used_content_records')).toBe(before);
      const ok = await post('/AcademicCourseApi/UsedContentRecord', body(fx.program), 'freemium');
      expect(ok.status).toBe(201);
      expect(ok.json.teacher.id).toBe(ids.freemium);
      expect(await t.count('used_content_records')).toBe(before + 1);
    });

    it("CustomOwned lists the network programs I own, collaborate in or used; Custom lists my network's", async () => {
      const p = (
        await t.db.query<{ id: number }>(
          `INSERT INTO programs (key, content_type, category_id, age_min, age_max, school_group_id, owner_user_id) VALUES ('explore-test-network-program', 2, 1, 9, 11, $1, $2) RETURNING id`,
          [fx.groupId, ids.author],
        )
      ).rows[0].id;
      await t.db.query(
        `INSERT INTO program_locales (program_id, locale, status, title) VALUES ($1, 'es', 1, 'Programa de red de la autora')`,
        [p],
      );
      await t.db.query('INSERT INTO program_resources (program_id, resource_id, position) VALUES ($1, $2, 1)', [
        p,
        fx.r1,
      ]);
      const owned = await get('/EducationalProgramApi/CustomOwned?locale=es', 'author');
      expect(owned.status).toBe(200);
      expect(owned.json.data.map((x: any) => x.id)).toEqual([p]);
      expect(owned.json).toMatchObject({ totalCount: 1, pageNumber: 0 });
      // not the provider's programs (not custom), even when owned / used
      expect(owned.json.data.map((x: any) => x.id)).not.toContain(fx.program);
      expect((await get('/EducationalProgramApi/CustomOwned?locale=es', 'teacher')).json.totalCount).toBe(0);
      expect((await get('/EducationalProgramApi/Custom?locale=es', 'teacher')).json.data.map((x: any) => x.id)).toEqual(
        [p],
      );
      expect((await get('/EducationalProgramApi/Custom?locale=es', 'custom')).json.totalCount).toBe(0);
      // a teacher who used it sees it as owned
      const used = await post(
        '/AcademicCourseApi/UsedContentRecord',
        {
          educationalProgramId: p,
          educationalProgramCompleted: true,
          usedContentRecordResources: [{ resourceId: fx.r1, resourceCompleted: true, classPlanIds: fx.r1Classes }],
        },
        'teacher',
      );
      expect(used.status).toBe(201);
      const mine = await get('/EducationalProgramApi/CustomOwned?locale=es', 'teacher');
      expect(mine.json.data.map((x: any) => x.id)).toEqual([p]);
      expect(mine.json.data[0].usedEducationalProgram).toBe(true);
      expect(
        (await get('/EducationalProgramApi/CustomOwned?text=autora&locale=es', 'author')).json.data.map(
          (x: any) => x.id,
        ),
      ).toEqual([p]);
      expect((await get('/EducationalProgramApi/CustomOwned?text=nada&locale=es', 'author')).json.totalCount).toBe(0);
      // another network cannot record on it
      expect(
        (
          await post(
            '/AcademicCourseApi/UsedContentRecord',
            {
              educationalProgramId: p,
              educationalProgramCompleted: true,
              usedContentRecordResources: [{ resourceId: fx.r1, resourceCompleted: true, classPlanIds: fx.r1Classes }],
            },
            'custom',
          )
        ).status,
      ).toBe(403);
      expect((await t.request('GET', `${API}/EducationalProgramApi/CustomOwned`)).status).toBe(401);
    });

    it('GetEphemerides: "from the start of today" in the user\'s time zone (plain date, local midnight as an instant, explicit offset)', async () => {
      const now = new Date();
      const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const yesterday = new Date(today.getTime() - 86_400_000);
      const y = (
        await t.db.query<{ id: number }>(
          `INSERT INTO ephemerides (key, month, day) VALUES ('explore-test-eph-yesterday', $1, $2) RETURNING id`,
          [yesterday.getUTCMonth() + 1, yesterday.getUTCDate()],
        )
      ).rows[0].id;
      await t.db.query(
        `INSERT INTO ephemeride_locales VALUES ($1, 'es', 'Víspera de las zorrillas', 'Ayer'), ($1, 'en', 'Fox eve', 'Yesterday')`,
        [y],
      );
      const day = today.toISOString().slice(0, 10);
      const at = (startDate: string) =>
        get(
          `/KimpleFolderApi/GetEphemerides?pageNumber=0&pageSize=3&startDate=${encodeURIComponent(startDate)}&locale=en`,
        );
      for (const startDate of [
        day, // plain date (what the client sends)
        new Date(today.getTime() - 2 * 3_600_000).toISOString(), // local midnight in UTC+2 as an instant
        new Date(today.getTime() - 12 * 3_600_000).toISOString(), // UTC+12
        new Date(today.getTime() + 5 * 3_600_000).toISOString(), // UTC-5
        today.toISOString(),
        `${day}T00:00:00+02:00`,
      ]) {
        const r = await at(startDate);
        expect(r.status).toBe(200);
        expect(r.json.data[0]).toMatchObject({ id: fx.ephemeride, date: day });
        expect(r.json.data.filter((e: any) => e.date < day)).toEqual([]);
      }
      // from yesterday's date, yesterday's ephemeride comes first
      const from = await get(
        `/KimpleFolderApi/GetEphemerides?pageNumber=0&pageSize=50&startDate=${yesterday.toISOString().slice(0, 10)}&locale=en`,
      );
      expect(from.json.data.find((e: any) => e.id === y)).toMatchObject({ date: yesterday.toISOString().slice(0, 10) });
      await t.db.query('DELETE FROM ephemeride_locales WHERE ephemeride_id = $1', [y]);
      await t.db.query('DELETE FROM ephemerides WHERE id = $1', [y]);
    });
  });
}
