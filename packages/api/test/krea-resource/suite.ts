/**
 * Krea resource editor API over real HTTP (krea.md §3-§7, docs/decisions/0025): POST, GET/PUT/DELETE {id},
 * POST {id}/LocalizedResource, versions + restore, status (completeness + accessibility), preview; each with the
 * callers it allows and refuses, bad input (limits, types, sizes: 400, nothing changed), a stale save (409 with the
 * current state) and hostile rich text. Run on PGlite and on PostgreSQL.
 */
import { resanitizeKreaMarkup } from '../../src/modules/krea/markup-migration';
import { startTestApp, type TestApp } from '../core/harness';
import { NETWORK_RESOURCES, seedKreaResource, seedNetworkResources } from '../../src/seed/krea-resource';
import { seedKrea } from '../../src/seed/krea';
import { pdfText } from '../classpack/suite';
import { customFieldFixture } from '../krea/custom-field-fixture';

const API = '/api/v1';
const B = '/krea/Resource';
type Who =
  'owner' | 'editor' | 'commenter' | 'approver' | 'stranger' | 'coauthor' | 'noLicense' | 'noTerms' | 'teacher';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString('base64');

export function kreaResourceSuite(): void {
  let t: TestApp;
  const tok = {} as Record<Who, string>;
  const uid = {} as Record<Who, number>;
  let ref: {
    skill: number;
    skills: number[];
    cross: number[];
    age: number[];
    topic: number;
    subs: number[];
    topic2: number;
    sub2: number;
    group: number;
    gname: string;
  };

  const call = (method: string, url: string, who: Who | null, body?: unknown) =>
    t.request<any>(method, API + url, { token: who ? tok[who] : undefined, body });
  const get = (url: string, who: Who | null = 'owner') => call('GET', url, who);
  const post = (url: string, body: unknown, who: Who | null = 'owner') => call('POST', url, who, body);
  const put = (url: string, body: unknown, who: Who | null = 'owner') => call('PUT', url, who, body);
  const del = (url: string, who: Who | null = 'owner') => call('DELETE', url, who);
  const snap = async () =>
    [
      await t.snapshot('resources', 'id'),
      await t.snapshot('resource_locales', 'resource_id, locale'),
      await t.snapshot('class_plans', 'id'),
      await t.snapshot('class_plan_locales', 'class_plan_id, locale'),
      await t.snapshot('materials', 'id'),
      await t.snapshot('resource_skills', 'resource_id, skill_id'),
      await t.snapshot('resource_keywords', 'resource_id, keyword_id'),
      await t.snapshot('resource_versions', 'id'),
    ].join('\n');

  async function create(locale = 'es', who: Who = 'owner'): Promise<any> {
    const r = await post(`${B}?locale=${locale}`, { title: 'Recurso de prueba' }, who);
    expect(r.status).toBe(201);
    return r.json;
  }
  async function upload(id: number, name: string, content: string, fileType: string): Promise<string> {
    const r = await post(
      '/FileApi/UploadAsBase64',
      {
        content,
        fileType,
        filePath: `Krea/${ref.group}_${ref.gname}/resources/${id}/${name}`,
        attachment: fileType === 'pdf',
      },
      'owner',
    );
    expect(r.status).toBe(200);
    return r.json.location;
  }
  /** a resource of the owner, complete in Spanish, with the editor and the commenter invited */
  async function complete(): Promise<any> {
    const c = await create();
    const img = await upload(c.id, 'portada.png', PNG, 'png');
    const pdf = await upload(c.id, 'Ficha final (v2).pdf', PDF, 'pdf');
    const r = await put(`${B}/${c.id}`, {
      version: c.version,
      locale: 'es',
      title: 'Energía en casa',
      type: 1,
      implementation: 'offline',
      skillIds: ref.skills.slice(0, 2),
      crossAreaIds: [ref.cross[0]],
      ageRangeIds: [ref.age[0]],
      sdgIds: [7, 13],
      topics: [{ topicId: ref.topic, subtopicIds: ref.subs.slice(0, 2) }],
      keywords: ['energía', 'hogar'],
      image: img,
      imageAlt: 'Una casa con paneles',
      caption: 'Nuestra casa',
      presentation: '<p>Medimos la energía.</p>',
      rhetoricalQuestion: '¿Cuánta energía gastamos?',
      classPlanDescription: '<p>Dos clases.</p>',
      pedagogicalGoal: '<p>Comprender el consumo.</p>',
      studentPedagogicalGoal: '<p>Medir.</p>',
      classPlans: [
        {
          id: c.classPlans[0].id,
          name: 'Medimos',
          organizationType: 'group',
          classLayout: 'circle',
          minutesDuration: 50,
          developmentSection: '<p>Medimos con el contador.</p>',
          studentStatement: '<p>Anota las lecturas.</p>',
          teacherMaterials: [
            { kind: 2, name: 'Cinta métrica' },
            { kind: 3, name: 'Ficha', fileUrl: pdf },
          ],
          studentMaterials: [{ kind: 1, name: 'Hoja de cálculo', fileUrl: 'https://example.org/hoja' }],
        },
        {
          name: 'Proponemos',
          organizationType: 'individualGroup',
          classLayout: 'group',
          minutesDuration: 45,
          developmentSection: '<p>Proponemos mejoras.</p>',
          studentStatement: '<p>Propón tres.</p>',
        },
      ],
    });
    expect(r.status).toBe(200);
    await t.db.query(
      `INSERT INTO collaborators (resource_id, user_id, permission) VALUES ($1, $2, 'editor'), ($1, $3, 'commenter')`,
      [c.id, uid.editor, uid.commenter],
    );
    return r.json;
  }

  beforeAll(async () => {
    t = await startTestApp();
    const north = (
      await t.db.query<{ id: number; g: number; gname: string }>(
        `SELECT s.id, s.school_group_id AS g, g.name AS gname FROM schools s JOIN school_groups g ON g.id = s.school_group_id WHERE s.key = 'demo-north'`,
      )
    ).rows[0];
    const spec = (over: object) => ({
      schoolId: north.id,
      primaryRoles: ['Teacher'],
      secondaryRoles: ['Author'],
      kreaLicense: true,
      ...over,
    });
    const users: Record<Who, { token: string; userId: number }> = {
      owner: await t.createUser(spec({})),
      editor: await t.createUser(spec({})),
      commenter: await t.createUser(spec({})),
      approver: await t.createUser(spec({ secondaryRoles: ['ApprovingAuthor'] })),
      stranger: await t.createUser(spec({})),
      coauthor: await t.createUser(spec({})),
      noLicense: await t.createUser(spec({ kreaLicense: false })),
      noTerms: await t.createUser(spec({})),
      teacher: await t.createUser(spec({ secondaryRoles: [] })),
    };
    for (const [k, u] of Object.entries(users)) {
      tok[k as Who] = u.token;
      uid[k as Who] = u.userId;
      if (k !== 'noTerms')
        await t.db.query(`INSERT INTO terms_signatures (user_id, version) VALUES ($1, 'v1') ON CONFLICT DO NOTHING`, [
          u.userId,
        ]);
    }
    const q = async (sql: string) => (await t.db.query<{ id: number }>(sql)).rows.map((r) => Number(r.id));
    const topics = await q('SELECT id FROM topics ORDER BY id LIMIT 2');
    ref = {
      skill: (await q('SELECT id FROM skills ORDER BY id LIMIT 1'))[0],
      skills: await q('SELECT id FROM skills ORDER BY id LIMIT 4'),
      cross: await q('SELECT id FROM cross_areas ORDER BY id LIMIT 4'),
      age: await q('SELECT id FROM age_ranges ORDER BY min_age LIMIT 3'),
      topic: topics[0],
      subs: await q(`SELECT id FROM subtopics WHERE topic_id = ${topics[0]} ORDER BY id LIMIT 3`),
      topic2: topics[1],
      sub2: (await q(`SELECT id FROM subtopics WHERE topic_id = ${topics[1]} ORDER BY id LIMIT 1`))[0],
      group: north.g,
      gname: north.gname,
    };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('the Krea gate and POST', () => {
    it('refuses without a session, licence, author role or signed terms; nothing created', async () => {
      const before = await t.count('resources');
      expect((await post(`${B}?locale=es`, {}, null)).status).toBe(401);
      for (const who of ['noLicense', 'teacher'] as const)
        expect((await post(`${B}?locale=es`, {}, who)).json.code).toBe('NO_KREA_LICENSE');
      expect((await post(`${B}?locale=es`, {}, 'noTerms')).json.code).toBe('TERMS_NOT_SIGNED');
      expect(await t.count('resources')).toBe(before);
    });
    it('creates a draft resource in one language with one blank class and its first version', async () => {
      const c = await create('en');
      expect(c).toMatchObject({
        locale: 'en',
        title: 'Recurso de prueba',
        version: 1,
        permission: 'owner',
        canEdit: true,
        own: true,
        availableLanguages: { en: false },
      });
      expect(c.classPlans).toHaveLength(1);
      expect(c.progress.total).toBeLessThan(100);
      expect((await get(`${B}/${c.id}/Versions?locale=en`)).json).toHaveLength(1);
      const list = await get(`${B}?owner=true`);
      expect(list.json.data.some((x: any) => x.id === c.id && x.own)).toBe(true);
    });
    it('refuses a missing or unknown language (400)', async () => {
      for (const q of ['', '?locale=fr']) expect((await post(`${B}${q}`, {})).status).toBe(400);
    });
  });

  describe('GET/PUT {id}', () => {
    it('reads for owner, editor, commenter and approver of the network; 404 for a stranger', async () => {
      const c = await complete();
      for (const who of ['owner', 'editor', 'commenter', 'approver'] as const)
        expect((await get(`${B}/${c.id}?locale=es`, who)).status).toBe(200);
      expect((await get(`${B}/${c.id}`, 'commenter')).json).toMatchObject({ permission: 'commenter', canEdit: false });
      expect((await get(`${B}/${c.id}`, 'stranger')).status).toBe(404);
      expect((await get(`${B}/999999`)).status).toBe(404);
      expect((await get(`${B}/abc`)).status).toBe(400);
    });
    it('saves every step (general data, intro, triggers, two classes with materials and a downloadable PDF) and reports 100 %', async () => {
      const c = await complete();
      expect(c.progress).toMatchObject({ general: 100, intro: 100, triggers: 100, classes: 100, total: 100 });
      expect(c.classPlans.map((x: any) => [x.classNumber, x.name])).toEqual([
        [1, 'Medimos'],
        [2, 'Proponemos'],
      ]);
      expect(c.classPlans[0].teacherMaterials[1].fileUrl).toMatch(/\/resources\/\d+\/Ficha_final_v2_\d{12}\.pdf\?sig=/);
      expect(c.keywords).toEqual(['energía', 'hogar']);
      expect(c.topics).toEqual([{ topicId: ref.topic, subtopicIds: ref.subs.slice(0, 2) }]);
    });
    it('saves for the editor; 403 for commenter and approver, 404 for a stranger; nothing changed', async () => {
      const c = await complete();
      const r = await put(`${B}/${c.id}`, { version: c.version, locale: 'es', title: 'Por el editor' }, 'editor');
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({
        title: 'Por el editor',
        version: c.version + 1,
        modifiedBy: { userId: uid.editor },
      });
      const before = await snap();
      for (const who of ['commenter', 'approver'] as const)
        expect((await put(`${B}/${c.id}`, { version: r.json.version, locale: 'es', title: 'No' }, who)).status).toBe(
          403,
        );
      expect(
        (await put(`${B}/${c.id}`, { version: r.json.version, locale: 'es', title: 'No' }, 'stranger')).status,
      ).toBe(404);
      expect(await snap()).toBe(before);
    });
    it('custom field options (krea.md §3): saved, read back; unknown, foreign, repeated → 400, nothing changed; commenter 403, stranger 404', async () => {
      const c = await complete();
      const f = await customFieldFixture(t, 'demo-north');
      const chosen = [
        { id: f.global[0], customKreaFieldId: f.globalField },
        { id: f.own.option, customKreaFieldId: f.own.field },
      ];
      const r = await put(`${B}/${c.id}`, { version: c.version, locale: 'es', customKreaFieldOptions: chosen });
      expect(r.status).toBe(200);
      expect(r.json.customKreaFieldOptions).toEqual(chosen);
      expect((await get(`${B}/${c.id}?locale=es`, 'commenter')).json.customKreaFieldOptions).toEqual(chosen);
      const state = async () =>
        (await snap()) + (await t.snapshot('resource_custom_field_options', 'resource_id, option_id'));
      const before = await state();
      const bads = [
        [{ id: 999999 }],
        [{ id: f.foreign.option }],
        [{ id: f.own.option }, { id: f.own.option }],
        [{ id: f.own.option, customKreaFieldId: f.globalField }],
      ];
      for (const options of bads) {
        const x = await put(`${B}/${c.id}`, { version: r.json.version, locale: 'es', customKreaFieldOptions: options });
        expect({ options, status: x.status }).toEqual({ options, status: 400 });
      }
      const one = { version: r.json.version, locale: 'es', customKreaFieldOptions: [{ id: f.global[1] }] };
      expect((await put(`${B}/${c.id}`, one, 'commenter')).status).toBe(403);
      expect((await put(`${B}/${c.id}`, one, 'stranger')).status).toBe(404);
      expect(await state()).toBe(before);
      const replaced = await put(`${B}/${c.id}`, one, 'editor');
      expect(replaced.json.customKreaFieldOptions).toEqual([{ id: f.global[1], customKreaFieldId: f.globalField }]);
    });
    it('refuses every broken limit with 400 and changes nothing', async () => {
      const c = await complete();
      const base = { version: c.version, locale: 'es' };
      const cases: Array<[object, string | null]> = [
        [{ title: '  ' }, 'KREA_TITLE_REQUIRED'],
        [{ type: null }, 'KREA_TYPE_REQUIRED'],
        [{ type: 9 }, null],
        [{ skillIds: ref.skills }, null],
        [{ crossAreaIds: ref.cross }, null],
        [{ ageRangeIds: ref.age }, null],
        [{ skillIds: [ref.skill, ref.skill] }, null],
        [{ sdgIds: [18] }, null],
        [{ keywords: Array.from({ length: 11 }, (_, i) => `k${i}`) }, null],
        [{ keywords: ['Agua', 'agua '] }, 'KREA_DUPLICATE_KEYWORD'],
        [{ caption: 'x'.repeat(201) }, null],
        [{ title: 'x'.repeat(151) }, null],
        [{ topics: [{ topicId: ref.topic, subtopicIds: [] }] }, null],
        [{ topics: [{ topicId: ref.topic, subtopicIds: ref.subs }] }, null],
        [{ topics: [{ topicId: ref.topic, subtopicIds: [ref.sub2] }] }, 'KREA_TOPIC_RULES'],
        [
          {
            topics: [
              { topicId: ref.topic, subtopicIds: ref.subs.slice(0, 2) },
              { topicId: ref.topic2, subtopicIds: [ref.sub2] },
              { topicId: ref.topic, subtopicIds: [ref.subs[0]] },
            ],
          },
          null,
        ],
        [
          {
            topics: [
              { topicId: ref.topic, subtopicIds: ref.subs.slice(0, 2) },
              { topicId: ref.topic2, subtopicIds: [ref.sub2, ref.sub2] },
            ],
          },
          'KREA_TOPIC_RULES',
        ],
        [{ topics: [{ topicId: ref.topic, subtopicIds: [ref.subs[0]] }], topicSpecial: 'other' }, 'KREA_TOPIC_RULES'],
        [{ videoUrl: 'no es una url' }, null],
        [{ image: '/files/demo/cover.gif' }, 'KREA_BAD_FILE'],
        [{ image: 'javascript:alert(1)' }, null],
        [{ image: `/files/Krea/${ref.group}_x/resources/${c.id + 1000}/a.png` }, 'KREA_BAD_FILE'],
        [{ classPlans: [{ organizationType: 'crowd' }] }, null],
        [{ classPlans: [{ classLayout: 'square' }] }, null],
        [{ classPlans: [{ minutesDuration: 0 }] }, null],
        // minutes per section: whole, non-negative, adding up to no more than the class, and only with the class's minutes
        [{ classPlans: [{ minutesDuration: 50, startMinutes: -5 }] }, null],
        [{ classPlans: [{ minutesDuration: 50, developmentMinutes: 2.5 }] }, null],
        [{ classPlans: [{ minutesDuration: 50, closureMinutes: '10' }] }, null],
        [{ classPlans: [{ minutesDuration: 50, valuationMinutes: 601 }] }, null],
        [{ classPlans: [{ minutesDuration: 50, startMinutes: 30, developmentMinutes: 30 }] }, null],
        [{ classPlans: [{ startMinutes: 10 }] }, null],
        [{ classPlans: [{ minutesDuration: 50, startMinutes: 0, closureMinutes: 0 }] }, null],
        [{ classPlans: [{ teacherMaterials: [{ kind: 3, name: 'Sin fichero' }] }] }, 'KREA_BAD_FILE'],
        [
          { classPlans: [{ teacherMaterials: [{ kind: 3, name: 'Ajeno', fileUrl: 'https://evil.example/x.pdf' }] }] },
          'KREA_BAD_FILE',
        ],
        [
          {
            classPlans: [
              {
                teacherMaterials: [
                  { kind: 3, name: 'Exe', fileUrl: `/files/Krea/${ref.group}_x/resources/${c.id}/a.exe` },
                ],
              },
            ],
          },
          'KREA_BAD_FILE',
        ],
        [{ classPlans: [{ teacherMaterials: [{ kind: 2, name: '' }] }] }, null],
        [{ classPlans: Array.from({ length: 31 }, () => ({})) }, null],
        [{ version: 'x' }, null],
        [{ locale: 'fr' }, null],
        [{ locale: 'en' }, 'KREA_LOCALE_MISSING'],
      ];
      const before = await snap();
      for (const [body, code] of cases) {
        const r = await put(`${B}/${c.id}`, { ...base, ...body });
        expect([r.status, JSON.stringify(body)]).toEqual([400, JSON.stringify(body)]);
        expect(r.json.message).toBeTruthy();
        if (code) expect(r.json.code).toBe(code);
      }
      expect(await snap()).toBe(before);
    });
    it('a bad link (video, trigger video, material link) is a 400 saying the URL is invalid; nothing changes', async () => {
      const c = await complete();
      const base = { version: c.version, locale: 'es' };
      const before = await snap();
      for (const body of [
        { videoUrl: 'no es una url' },
        { videoUrl: 'ftp://ex.org/v.mp4' },
        { teacherMedia: { kind: 1, url: 'www.ejemplo', caption: null } },
        { studentMedia: { kind: 1, url: 'javascript:alert(1)', caption: null } },
        { classPlans: [{ studentMaterials: [{ kind: 1, name: 'Enlace', fileUrl: 'hoja de cálculo' }] }] },
      ]) {
        const r = await put(`${B}/${c.id}`, { ...base, ...body });
        expect([r.status, JSON.stringify(body)]).toEqual([400, JSON.stringify(body)]);
        expect(JSON.stringify(r.json)).toContain('Enter a valid URL');
      }
      expect(await snap()).toBe(before);
      const ok = await put(`${B}/${c.id}`, { ...base, videoUrl: 'https://ejemplo.org/video' });
      expect([ok.status, ok.json.videoUrl]).toEqual([200, 'https://ejemplo.org/video']);
    });
    it("allows 'Other' alone, two topics with three sub-topics, and clearing the lists of a draft", async () => {
      const c = await complete();
      let r = await put(`${B}/${c.id}`, {
        version: c.version,
        locale: 'es',
        topics: [],
        topicSpecial: 'institutionalIdentity',
      });
      expect(r.json).toMatchObject({ topics: [], topicSpecial: 'institutionalIdentity' });
      r = await put(`${B}/${c.id}`, {
        version: r.json.version,
        locale: 'es',
        topics: [
          { topicId: ref.topic, subtopicIds: ref.subs.slice(0, 2) },
          { topicId: ref.topic2, subtopicIds: [ref.sub2] },
        ],
        topicSpecial: null,
      });
      expect(r.status).toBe(200);
      expect(r.json.topics).toHaveLength(2);
      r = await put(`${B}/${c.id}`, { version: r.json.version, locale: 'es', skillIds: [] });
      expect(r.json.progress.general).toBeLessThan(100);
    });
    it('a stale save is 409 with the current state; nothing changed', async () => {
      const c = await complete();
      const first = await put(`${B}/${c.id}`, { version: c.version, locale: 'es', title: 'Pestaña A' });
      expect(first.status).toBe(200);
      const before = await snap();
      const second = await put(`${B}/${c.id}`, { version: c.version, locale: 'es', title: 'Pestaña B' }, 'editor');
      expect(second.status).toBe(409);
      expect(second.json).toMatchObject({
        code: 'KREA_VERSION_CONFLICT',
        current: { title: 'Pestaña A', version: c.version + 1 },
      });
      expect(await snap()).toBe(before);
    });
    it('stores minutes per section, reads them back, and the class pack prints them (the other class: a suggested split)', async () => {
      const c = await complete();
      const classes = c.classPlans.map((x: any) => ({ ...x }));
      Object.assign(classes[0], { startMinutes: 10, developmentMinutes: 25, closureMinutes: 10, valuationMinutes: 5 });
      const r = await put(`${B}/${c.id}`, { version: c.version, locale: 'es', classPlans: classes });
      expect(r.status).toBe(200);
      const pick = (x: any) => [x.startMinutes, x.developmentMinutes, x.closureMinutes, x.valuationMinutes];
      expect(r.json.classPlans.map(pick)).toEqual([
        [10, 25, 10, 5],
        [null, null, null, null],
      ]);
      expect((await get(`${B}/${c.id}?locale=es`)).json.classPlans.map(pick)).toEqual(r.json.classPlans.map(pick));
      const { rows } = await t.db.query(
        'SELECT start_minutes, development_minutes, closure_minutes, valuation_minutes FROM class_plans WHERE id = $1',
        [classes[0].id],
      );
      expect(rows[0]).toEqual({
        start_minutes: 10,
        development_minutes: 25,
        closure_minutes: 10,
        valuation_minutes: 5,
      });
      // published, the class pack uses them as the class's timings
      expect((await put(`${B}/${c.id}/Status`, { status: 'published', locales: ['es'] })).status).toBe(200);
      expect((await post(`${B}/${c.id}/Review`, { locale: 'es', decision: 'approve' }, 'approver')).status).toBe(200);
      const res = await fetch(`${t.url}${API}/ResourceApi/${c.id}/ClassPack?locale=es`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tok.owner}` },
      });
      expect(res.status).toBe(200);
      const pages = await pdfText(new Uint8Array(await res.arrayBuffer()));
      const first = pages.find((x) => x.includes('Clase 1. Medimos') && x.includes('Tiempos'))!;
      expect(first).toMatch(/Tiempos\n/);
      expect(first).toMatch(/Inicio\s+10 min/);
      expect(first).toMatch(/Desarrollo\s+25 min/);
      expect(first).toMatch(/Cierre\s+10 min/);
      expect(first).toMatch(/Total: 50 min/);
      expect(pages.find((x) => x.includes('Clase 2. Proponemos') && x.includes('Tiempos'))).toMatch(
        /Tiempos \(reparto orientativo\)/,
      );
      // cleared again: none given
      const cleared = classes.map((x: any) => ({
        ...x,
        startMinutes: null,
        developmentMinutes: null,
        closureMinutes: null,
        valuationMinutes: null,
      }));
      const { version } = (await get(`${B}/${c.id}?locale=es`)).json;
      const back = await put(`${B}/${c.id}`, { version, locale: 'es', classPlans: cleared });
      expect(back.status).toBe(200);
      expect(back.json.classPlans.map(pick)[0]).toEqual([null, null, null, null]);
    });
    it('sanitises hostile rich text on save', async () => {
      const c = await complete();
      const hostile = [
        '<p>ok<script>alert(1)</script></p>',
        '<img src=x onerror=alert(1)>',
        '<a href="javascript:alert(1)">x</a>',
        '<p onclick="alert(1)" style="color:red">t</p>',
        '<iframe src="https://evil.example"></iframe>',
        '<svg><script>alert(1)</script></svg>',
        '<a href="data:text/html;base64,PHNjcmlwdD4=">d</a>',
        '<img src="//evil.example/a.png" alt="a">',
        '<form action="https://evil.example"><input name=a></form>',
        '<h1>Título</h1><style>*{}</style>',
      ].join('');
      const r = await put(`${B}/${c.id}`, {
        version: c.version,
        locale: 'es',
        presentation: hostile,
        classPlans: [{ ...c.classPlans[0], developmentSection: hostile }],
      });
      expect(r.status).toBe(200);
      for (const html of [r.json.presentation, r.json.classPlans[0].developmentSection]) {
        expect(html).not.toMatch(
          /<script|onerror|onclick|javascript:|<iframe|<svg|data:text|style=|<form|<input|<style|\/\/evil/i,
        );
        expect(html).toContain('<p>ok</p>');
        expect(html).toContain('<h2>Título</h2>');
      }
      const row = (
        await t.db.query<{ presentation: string }>(
          'SELECT presentation FROM resource_locales WHERE resource_id = $1 AND locale = $2',
          [c.id, 'es'],
        )
      ).rows[0];
      expect(row.presentation).not.toMatch(/<script/i);
    });
    it('removing a class renumbers the later ones; a class can keep only its teacher or student part', async () => {
      const c = await complete();
      const three = [
        ...c.classPlans,
        { name: 'Tercera', organizationType: 'group', classLayout: 'row', developmentSection: '<p>3</p>' },
      ];
      let r = await put(`${B}/${c.id}`, { version: c.version, locale: 'es', classPlans: three });
      expect(r.json.classPlans.map((x: any) => x.classNumber)).toEqual([1, 2, 3]);
      const [, second, third] = r.json.classPlans;
      r = await put(`${B}/${c.id}`, {
        version: r.json.version,
        locale: 'es',
        classPlans: [
          r.json.classPlans[0],
          { ...third, studentEnabled: false, studentStatement: '', studentMaterials: [] },
        ],
      });
      expect(r.json.classPlans.map((x: any) => [x.id, x.classNumber, x.name])).toEqual([
        [c.classPlans[0].id, 1, 'Medimos'],
        [third.id, 2, 'Tercera'],
      ]);
      expect(await t.count('class_plans', 'id = $1', [second.id])).toBe(0);
      const preview = await get(`${B}/${c.id}/Preview?locale=es`);
      expect(preview.json.teacherMaterial.classPlans).toHaveLength(2);
      expect(preview.json.studentMaterial.classPlans).toHaveLength(1);
    });
  });

  describe('uploads', () => {
    it('refuses the wrong type, a disguised file and more than 10 MB; names are sanitised and timestamped', async () => {
      const c = await create();
      const path = `Krea/${ref.group}_${ref.gname}/resources/${c.id}/`;
      expect(
        (await post('/FileApi/UploadAsBase64', { content: PDF, fileType: 'exe', filePath: `${path}a.exe` })).status,
      ).toBe(400);
      expect(
        (await post('/FileApi/UploadAsBase64', { content: PNG, fileType: 'pdf', filePath: `${path}a.pdf` })).json.code,
      ).toBe('FILE_TYPE_MISMATCH');
      const big = Buffer.alloc(10 * 1024 * 1024 + 10, 1);
      big.write('%PDF-1.4');
      expect(
        (
          await post('/FileApi/UploadAsBase64', {
            content: big.toString('base64'),
            fileType: 'pdf',
            filePath: `${path}big.pdf`,
          })
        ).status,
      ).toBe(413);
      expect(
        (
          await post(
            '/FileApi/UploadAsBase64',
            { content: PDF, fileType: 'pdf', filePath: `${path}a.pdf` },
            'noLicense',
          )
        ).status,
      ).toBe(403);
      const loc = await upload(c.id, 'Guía: ¿qué? ñ.pdf', PDF, 'pdf');
      expect(loc).toMatch(/\/Gu.*_\d{12}\.pdf\?sig=[0-9a-f]+$/);
      expect(decodeURIComponent(loc)).not.toMatch(/[:¿? ](?!.*sig)/);
    });
  });

  describe('languages, delete, versions, status, preview', () => {
    it('adds a language (copy to translate) for owner and editor; 409 when it exists; 403 commenter', async () => {
      const c = await complete();
      expect((await post(`${B}/${c.id}/LocalizedResource`, { locale: 'en' }, 'commenter')).status).toBe(403);
      const r = await post(`${B}/${c.id}/LocalizedResource`, { locale: 'en', copyFrom: 'es' }, 'editor');
      expect(r.status).toBe(201);
      expect(r.json).toMatchObject({ locale: 'en', title: 'Energía en casa' });
      expect(r.json.classPlans[0].teacherMaterials).toHaveLength(2);
      expect((await post(`${B}/${c.id}/LocalizedResource?locale=ca`, {})).status).toBe(201);
      expect((await post(`${B}/${c.id}/LocalizedResource`, { locale: 'en' })).status).toBe(409);
      expect((await post(`${B}/${c.id}/LocalizedResource`, { locale: 'xx' })).status).toBe(400);
    });
    it('deletes a language, then the last language deletes the resource; owner only', async () => {
      const c = await complete();
      await post(`${B}/${c.id}/LocalizedResource`, { locale: 'en' });
      expect((await del(`${B}/${c.id}`, 'editor')).status).toBe(403);
      expect((await del(`${B}/${c.id}?onlyLocale=true`)).status).toBe(400);
      expect((await del(`${B}/${c.id}?locale=en&onlyLocale=true`)).json).toEqual({ id: c.id, deleted: false });
      expect((await del(`${B}/${c.id}?locale=es&onlyLocale=true`)).json).toEqual({ id: c.id, deleted: true });
      expect((await get(`${B}/${c.id}`)).status).toBe(404);
      const d = await create();
      expect((await del(`${B}/${d.id}`, 'stranger')).status).toBe(404);
      expect((await del(`${B}/${d.id}`)).json.deleted).toBe(true);
    });
    it('keeps every saved state; restores an earlier one as a new version; refuses commenters and strangers', async () => {
      const c = await complete();
      const a = await put(`${B}/${c.id}`, {
        version: c.version,
        locale: 'es',
        title: 'Segunda',
        classPlans: [c.classPlans[0]],
      });
      expect(a.json.classPlans).toHaveLength(1);
      const versions = (await get(`${B}/${c.id}/Versions?locale=es`)).json;
      expect(versions.map((v: any) => v.title).slice(0, 2)).toEqual(['Segunda', 'Energía en casa']);
      const old = versions[1];
      const detail = await get(`${B}/${c.id}/Versions/${old.id}`);
      expect(detail.json.state.classPlans).toHaveLength(2);
      expect((await get(`${B}/${c.id}/Versions?locale=es`, 'stranger')).status).toBe(404);
      expect(
        (await post(`${B}/${c.id}/Versions/${old.id}/Restore`, { version: a.json.version }, 'commenter')).status,
      ).toBe(403);
      expect((await post(`${B}/${c.id}/Versions/${old.id}/Restore`, { version: c.version })).status).toBe(409);
      expect((await post(`${B}/${c.id}/Versions/999999/Restore`, { version: a.json.version })).status).toBe(404);
      const r = await post(`${B}/${c.id}/Versions/${old.id}/Restore`, { version: a.json.version });
      expect(r.status).toBe(200);
      expect(r.json.title).toBe('Energía en casa');
      expect(r.json.classPlans.map((x: any) => x.name)).toEqual(['Medimos', 'Proponemos']);
      const after = (await get(`${B}/${c.id}/Versions?locale=es`)).json;
      expect(after[0]).toMatchObject({ restoredFrom: old.id, title: 'Energía en casa' });
      expect(after).toHaveLength(versions.length + 1);
    });
    it('publishing needs 100 % and a clean accessibility check; the check lists each finding', async () => {
      const d = await create();
      const inc = await put(`${B}/${d.id}/Status`, { status: 'published', locales: ['es'] });
      expect(inc.status).toBe(400);
      expect(inc.json.code).toBe('KREA_NOT_COMPLETE');
      const c = await complete();
      const r = await put(`${B}/${c.id}`, {
        version: c.version,
        locale: 'es',
        imageAlt: '',
        presentation: '<h2>A</h2><h4>B</h4><p><a href="https://x.org"></a><img src="/files/demo/a.png"></p>',
      });
      const check = await get(`${B}/${c.id}/Accessibility?locale=es`);
      expect(check.json.issues.map((i: any) => `${i.field}:${i.rule}`).sort()).toEqual([
        'imageAlt:imageAlt',
        'presentation:emptyLink',
        'presentation:headingOrder',
        'presentation:imageAlt',
      ]);
      const blocked = await put(`${B}/${c.id}/Status`, { status: 'published', locales: ['es'] });
      expect(blocked.json.code).toBe('KREA_ACCESSIBILITY');
      const fixed = await put(`${B}/${c.id}`, {
        version: r.json.version,
        locale: 'es',
        imageAlt: 'Casa',
        presentation: '<h2>A</h2><h3>B</h3>',
      });
      expect((await get(`${B}/${c.id}/Accessibility?locale=es`)).json.issues).toEqual([]);
      expect((await put(`${B}/${c.id}/Status`, { status: 'published', locales: ['es'] }, 'commenter')).status).toBe(
        403,
      );
      const ok = await put(`${B}/${c.id}/Status`, { status: 'published', locales: ['es'] });
      expect(ok.status).toBe(200);
      // a plain Author's publication waits for review (ADR 0047)
      expect(ok.json.availableLanguages).toEqual({ es: false });
      expect(ok.json.locales[0].reviewState).toBe('inReview');
      expect(ok.json.version).toBe(fixed.json.version + 1);
      const approved = await post(`${B}/${c.id}/Review`, { locale: 'es', decision: 'approve' }, 'approver');
      expect(approved.json.availableLanguages).toEqual({ es: true });
      expect(
        (await put(`${B}/${c.id}/Status`, { status: 'unpublished', locales: ['es'] })).json.availableLanguages,
      ).toEqual({ es: false });
    });
    it('previews a draft as the consumer page reads it; 404 for a stranger', async () => {
      const c = await complete();
      const r = await get(`${B}/${c.id}/Preview?locale=es`);
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({
        title: 'Energía en casa',
        numberOfClasses: 2,
        rhetoricalQuestion: '¿Cuánta energía gastamos?',
      });
      expect(r.json.studentMaterial.classPlans[0].statement).toBe('<p>Anota las lecturas.</p>');
      expect((await get(`${B}/${c.id}/Preview`, 'stranger')).status).toBe(404);
    });
  });

  describe('stored markup of a resource (ADR 0047)', () => {
    const HOSTILE = [
      '<a_x style="position:fixed;inset:0">x</a_x>',
      '<img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
      '<a href="javascript:alert(1)">j</a>',
    ];
    const UNSAFE = /<a_x|style=|onerror|<script|javascript:|src="x"|alert/i;
    const ALLOWED =
      '<p>ok <strong>b</strong> <em>i</em></p><ul><li>u</li></ul><ol><li>o</li></ol><p><a href="https://ex.org/a">l</a> <a href="mailto:a@ex.org">m</a></p>';
    const RICH = [
      'benefits',
      'presentation',
      'classPlanDescription',
      'pedagogicalGoal',
      'studentPedagogicalGoal',
      'globalValuationSection',
    ] as const;
    const SECTIONS = [
      'startSection',
      'developmentSection',
      'closureSection',
      'valuationSection',
      'evaluationSuggestions',
      'studentStatement',
    ] as const;

    it('every rich field (each language, each class section) keeps the allowlist only, in the answer and in the database', async () => {
      const c = await complete();
      const added = await post(`${B}/${c.id}/LocalizedResource`, { locale: 'en', copyFrom: 'es' });
      expect(added.status).toBe(201);
      let version = added.json.version;
      const payload = ALLOWED + HOSTILE.join('');
      for (const locale of ['es', 'en'] as const) {
        const cur = (await get(`${B}/${c.id}?locale=${locale}`)).json;
        const body: any = { version, locale };
        for (const f of RICH) body[f] = payload;
        body.classPlans = cur.classPlans.map((x: any) => ({
          ...x,
          ...Object.fromEntries(SECTIONS.map((k) => [k, payload])),
        }));
        const r = await put(`${B}/${c.id}`, body);
        expect(r.status).toBe(200);
        version = r.json.version;
        const htmls = [
          ...RICH.map((f) => r.json[f]),
          ...r.json.classPlans.flatMap((x: any) => SECTIONS.map((k) => x[k])),
        ];
        expect(htmls).toHaveLength(RICH.length + SECTIONS.length * 2);
        for (const h of htmls) expect(h).toBe(`${ALLOWED}x<a>j</a>`);
      }
      const stored = await t.db.query<Record<string, string>>(
        `SELECT l.presentation, l.benefits, l.class_plan_description, l.pedagogical_goal, l.student_pedagogical_goal, l.global_valuation_section,
                cl.start_section, cl.development_section, cl.closure_section, cl.valuation_section, cl.evaluation_suggestions, cl.student_statement
           FROM resource_locales l JOIN class_plans c ON c.resource_id = l.resource_id JOIN class_plan_locales cl ON cl.class_plan_id = c.id AND cl.locale = l.locale
          WHERE l.resource_id = $1`,
        [c.id],
      );
      expect(stored.rows).toHaveLength(4);
      for (const row of stored.rows) for (const v of Object.values(row)) expect(v).not.toMatch(UNSAFE);
      // the consumer page and the student view read what was stored
      const preview = await get(`${B}/${c.id}/Preview?locale=en`);
      expect(JSON.stringify(preview.json)).not.toMatch(UNSAFE);
    });

    it('every plain-text field refuses markup with a 400 and changes nothing; a lone < stays text', async () => {
      const c = await complete();
      const cls = c.classPlans[0];
      const before = await snap();
      const fields: Array<[string, (x: string) => object]> = [
        ['title', (x) => ({ title: x })],
        ['imageAlt', (x) => ({ imageAlt: x })],
        ['caption', (x) => ({ caption: x })],
        ['rhetoricalQuestion', (x) => ({ rhetoricalQuestion: x })],
        ['keywords.0', (x) => ({ keywords: [x] })],
        ['teacherMedia.caption', (x) => ({ teacherMedia: { kind: 1, url: 'https://ex.org/v', caption: x } })],
        ['classPlans.0.name', (x) => ({ classPlans: [{ ...cls, name: x }] })],
        [
          'classPlans.0.teacherMaterials.0.name',
          (x) => ({ classPlans: [{ ...cls, teacherMaterials: [{ kind: 2, name: x }] }] }),
        ],
        ['globalValuationMaterials.0.name', (x) => ({ globalValuationMaterials: [{ kind: 2, name: x }] })],
      ];
      for (const x of HOSTILE)
        for (const [path, body] of fields) {
          const r = await put(`${B}/${c.id}`, { version: c.version, locale: 'es', ...body(x) });
          expect([path, r.status, r.json.code]).toEqual([path, 400, 'VALIDATION_ERROR']);
          expect(r.json.details.map((d: any) => d.path)).toContain(path);
        }
      const created = await post(`${B}?locale=es`, { title: HOSTILE[0] });
      expect(created.status).toBe(400);
      expect(await snap()).toBe(before);
      const ok = await put(`${B}/${c.id}`, {
        version: c.version,
        locale: 'es',
        rhetoricalQuestion: '¿Es 3 < 5 y 5 > 3? <3',
        caption: 'Tom & Jerry',
      });
      expect(ok.status).toBe(200);
      expect(ok.json).toMatchObject({ rhetoricalQuestion: '¿Es 3 < 5 y 5 > 3? <3', caption: 'Tom & Jerry' });
    });

    it('restoring an older version with markup in a plain-text field stores its text only', async () => {
      const c = await complete();
      const vid = (await get(`${B}/${c.id}/Versions?locale=es`)).json[0].id;
      await t.db.query(
        `UPDATE resource_versions SET state = jsonb_set(state, '{rhetoricalQuestion}', to_jsonb($2::text)) WHERE id = $1`,
        [vid, `¿Y ahora?${HOSTILE[0]}`],
      );
      const r = await post(`${B}/${c.id}/Versions/${vid}/Restore`, { version: c.version });
      expect(r.status).toBe(200);
      expect(r.json.rhetoricalQuestion).toBe('¿Y ahora?x');
    });

    it('the data migration rewrites older rows of every Krea resource table; idempotent', async () => {
      const c = await complete();
      const cls = c.classPlans[0].id;
      await t.db.query(
        `UPDATE resource_locales SET title = $2, rhetorical_question = $3, image_alt = $3, trigger_caption = $4, presentation = $5, benefits = $5
          WHERE resource_id = $1 AND locale = 'es'`,
        [c.id, `Energía${HOSTILE[2]}`, `¿Pregunta?${HOSTILE[0]}`, `Pie${HOSTILE[1]}`, `<p>ok</p>${HOSTILE.join('')}`],
      );
      await t.db.query(
        `UPDATE class_plan_locales SET name = $2, development_section = $3 WHERE class_plan_id = $1 AND locale = 'es'`,
        [cls, `Clase${HOSTILE[0]}`, `<p>ok</p>${HOSTILE.join('')}`],
      );
      await t.db.query(`UPDATE materials SET name = $2 WHERE resource_id = $1`, [c.id, `Ficha${HOSTILE[3]}`]);
      await t.db.query(
        `INSERT INTO media (resource_id, locale, audience, kind, url, caption) VALUES ($1, 'es', 2, 1, 'https://ex.org/v', $2)`,
        [c.id, `Vídeo${HOSTILE[0]}`],
      );
      expect(await resanitizeKreaMarkup(t.db)).toBeGreaterThanOrEqual(4);
      const l = (
        await t.db.query<any>(
          `SELECT title, rhetorical_question, image_alt, trigger_caption, presentation, benefits FROM resource_locales WHERE resource_id = $1 AND locale = 'es'`,
          [c.id],
        )
      ).rows[0];
      expect(l).toEqual({
        title: 'Energía',
        rhetorical_question: '¿Pregunta?x',
        image_alt: '¿Pregunta?x',
        trigger_caption: 'Pie',
        presentation: '<p>ok</p>x<a>j</a>',
        benefits: '<p>ok</p>x<a>j</a>',
      });
      const cl = (
        await t.db.query<any>(
          `SELECT name, development_section FROM class_plan_locales WHERE class_plan_id = $1 AND locale = 'es'`,
          [cls],
        )
      ).rows[0];
      expect(cl).toEqual({ name: 'Clasex', development_section: '<p>ok</p>x<a>j</a>' });
      const names = await t.db.query<{ name: string }>('SELECT name FROM materials WHERE resource_id = $1', [c.id]);
      expect(names.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Fichaj']));
      const caps = await t.db.query<{ caption: string }>(
        `SELECT caption FROM media WHERE resource_id = $1 AND url = 'https://ex.org/v'`,
        [c.id],
      );
      expect(caps.rows[0].caption).toBe('Vídeox');
      expect(await resanitizeKreaMarkup(t.db)).toBe(0);
    });
  });

  describe("rights through a content (ADR 0047: a content's permission never reaches others' resources)", () => {
    const E = '/krea/EducationalProgram';
    /** the owner's complete resource, published (sent to review, approved by the approver) */
    async function published(): Promise<any> {
      const c = await complete();
      expect((await put(`${B}/${c.id}/Status`, { status: 'published', locales: ['es'] })).status).toBe(200);
      const r = await post(`${B}/${c.id}/Review`, { locale: 'es', decision: 'approve' }, 'approver');
      expect(r.json.availableLanguages).toEqual({ es: true });
      return r.json;
    }
    /** a content of `who` holding its first resource and `extra` (attached through PUT {id}/Resources) */
    async function contentWith(who: Who, extra: number[]): Promise<{ id: number; first: number }> {
      const p = await post(`${E}?locale=es&contentType=2`, {}, who);
      expect(p.status).toBe(201);
      const first = (await get(`${E}/${p.json.id}/PagedResources`, who)).json.data[0].id;
      const r = await put(`${E}/${p.json.id}/Resources`, { resourceIds: [first, ...extra] }, who);
      expect(r.status).toBe(200);
      return { id: p.json.id, first };
    }

    it("an author who attaches another author's published resource to their content reads it, never edits it; its owner still can", async () => {
      const c = await published();
      const x = await contentWith('stranger', [c.id]);
      const read = await get(`${B}/${c.id}?locale=es`, 'stranger');
      expect(read.status).toBe(200);
      expect(read.json).toMatchObject({ permission: 'commenter', canEdit: false, own: false });
      expect((await get(`${B}/${c.id}/Preview?locale=es`, 'stranger')).status).toBe(200);
      const versions = (await get(`${B}/${c.id}/Versions?locale=es`, 'stranger')).json;
      const before = await snap();
      const refused = [
        await put(`${B}/${c.id}`, { version: read.json.version, locale: 'es', title: 'Reescrito' }, 'stranger'),
        await put(`${B}/${c.id}/Status`, { status: 'unpublished', locales: ['es'] }, 'stranger'),
        await post(`${B}/${c.id}/LocalizedResource`, { locale: 'en', copyFrom: 'es' }, 'stranger'),
        await post(`${B}/${c.id}/Versions/${versions[1].id}/Restore`, { version: read.json.version }, 'stranger'),
        await del(`${B}/${c.id}`, 'stranger'),
        await del(`${B}/${c.id}?locale=es&onlyLocale=true`, 'stranger'),
      ];
      expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403]);
      expect(refused.map((r) => r.json.code)).toEqual([
        'KREA_NO_EDIT_PERMISSION',
        'KREA_NO_EDIT_PERMISSION',
        'KREA_NO_EDIT_PERMISSION',
        'KREA_NO_EDIT_PERMISSION',
        'KREA_OWNER_ONLY',
        'KREA_OWNER_ONLY',
      ]);
      expect(await snap()).toBe(before);
      // the content's own collaborators get no more than its owner on that resource
      await put(`${E}/${x.id}/Authors`, { authors: [{ userId: uid.coauthor, permission: 'editor' }] }, 'stranger');
      expect((await get(`${B}/${c.id}`, 'coauthor')).json).toMatchObject({ permission: 'commenter', canEdit: false });
      expect(
        (await put(`${B}/${c.id}`, { version: read.json.version, locale: 'es', title: 'Otra vez' }, 'coauthor')).status,
      ).toBe(403);
      expect(await snap()).toBe(before);
      // its owner keeps every right
      const own = await put(`${B}/${c.id}`, { version: read.json.version, locale: 'es', title: 'Energía en casa 2' });
      expect(own.status).toBe(200);
      expect(own.json.title).toBe('Energía en casa 2');
      expect((await put(`${B}/${c.id}/Status`, { status: 'unpublished', locales: ['es'] })).status).toBe(200);
      // unpublished, it is nobody's network resource any more: the content that holds it gives nothing
      expect((await get(`${B}/${c.id}`, 'stranger')).status).toBe(404);
      expect((await get(`${B}/${c.id}`, 'coauthor')).status).toBe(404);
    });

    it("a content's collaborators edit the resources its owner owns (the one it was created with); commenters read them", async () => {
      const c = await published();
      const x = await contentWith('stranger', [c.id]);
      const r = await put(
        `${E}/${x.id}/Authors`,
        {
          authors: [
            { userId: uid.coauthor, permission: 'editor' },
            { userId: uid.editor, permission: 'commenter' },
          ],
        },
        'stranger',
      );
      expect(r.status).toBe(200);
      const first = await get(`${B}/${x.first}?locale=es`, 'coauthor');
      expect(first.json).toMatchObject({ permission: 'editor', canEdit: true });
      const saved = await put(
        `${B}/${x.first}`,
        { version: first.json.version, locale: 'es', title: 'Hecho juntos' },
        'coauthor',
      );
      expect(saved.status).toBe(200);
      expect(saved.json.title).toBe('Hecho juntos');
      expect((await get(`${B}/${x.first}`, 'editor')).json).toMatchObject({ permission: 'commenter', canEdit: false });
      expect(
        (await put(`${B}/${x.first}`, { version: saved.json.version, locale: 'es', title: 'No' }, 'editor')).status,
      ).toBe(403);
      // a resource the content's owner did not create (here: the attached one) stays its owner's
      expect((await get(`${B}/${c.id}`, 'coauthor')).json.canEdit).toBe(false);
      // a stranger to the content gets nothing on its draft resource
      expect((await get(`${B}/${x.first}`, 'commenter')).status).toBe(404);
    });
  });

  describe('review of a resource publication (ADR 0047)', () => {
    const inReviewIds = async (who: Who) =>
      (await get('/krea/Resource?inReview=true&pageSize=60', who)).json.data.map((x: any) => x.id);
    const networkIds = async (who: Who) =>
      (await get('/krea/Resource?owner=false&pageSize=60', who)).json.data.map((x: any) => x.id);
    const told = (who: Who) => t.count('notification_targets', 'user_id = $1', [uid[who]]);

    it("a plain Author's publication waits for an approver of the network, who approves it or sends it back with a comment", async () => {
      const c = await complete();
      const toldApprover = await told('approver');
      const sent = await put(`${B}/${c.id}/Status`, { status: 'published', locales: ['es'] });
      expect(sent.status).toBe(200);
      expect(sent.json.locales).toEqual([
        expect.objectContaining({ locale: 'es', available: false, reviewState: 'inReview' }),
      ]);
      expect(sent.json.canApprove).toBe(false);
      expect(await told('approver')).toBe(toldApprover + 1);
      // not published yet: no network author sees it; the approver and its owner find it waiting
      expect(await networkIds('stranger')).not.toContain(c.id);
      expect((await get(`${B}/${c.id}`, 'stranger')).status).toBe(404);
      expect(await inReviewIds('approver')).toContain(c.id);
      expect(await inReviewIds('owner')).toContain(c.id);
      expect(await inReviewIds('stranger')).not.toContain(c.id);
      expect((await get('/krea/Resource?inReview=maybe', 'approver')).status).toBe(400);
      // refused: not an approver (403), a stranger (404), a teacher (403), no comment to send back (400); nothing changed
      const before = await snap();
      for (const who of ['owner', 'editor', 'commenter'] as const) {
        const r = await post(`${B}/${c.id}/Review`, { locale: 'es', decision: 'approve' }, who);
        expect([r.status, r.json.code]).toEqual([403, 'KREA_APPROVER_ONLY']);
      }
      expect((await post(`${B}/${c.id}/Review`, { locale: 'es', decision: 'approve' }, 'stranger')).status).toBe(404);
      expect((await post(`${B}/${c.id}/Review`, { locale: 'es', decision: 'approve' }, 'teacher')).status).toBe(403);
      expect((await post(`${B}/${c.id}/Review`, { locale: 'es', decision: 'return' }, 'approver')).status).toBe(400);
      expect((await post(`${B}/${c.id}/Review`, { locale: 'en', decision: 'approve' }, 'approver')).status).toBe(400);
      expect((await post(`${B}/${c.id}/Review`, { locale: 'es', decision: 'maybe' }, 'approver')).status).toBe(400);
      expect(await snap()).toBe(before);
      // sent back with a comment: a draft again, the owner reads why
      const toldOwner = await told('owner');
      const back = await post(
        `${B}/${c.id}/Review`,
        { locale: 'es', decision: 'return', comment: 'Falta la evaluación' },
        'approver',
      );
      expect(back.status).toBe(200);
      expect(back.json.locales[0].reviewState).toBe('draft');
      expect(await told('owner')).toBe(toldOwner + 1);
      expect((await get(`${B}/${c.id}?locale=es`)).json.reviewComment).toBe('Falta la evaluación');
      expect((await post(`${B}/${c.id}/Review`, { locale: 'es', decision: 'approve' }, 'approver')).json.code).toBe(
        'KREA_NOT_IN_REVIEW',
      );
      // sent again and approved: published for the network
      const again = await put(`${B}/${c.id}/Status`, { status: 'published', locales: ['es'] }, 'editor');
      expect(again.json.reviewComment).toBeNull();
      const ok = await post(`${B}/${c.id}/Review`, { locale: 'es', decision: 'approve' }, 'approver');
      expect(ok.status).toBe(200);
      expect(ok.json.locales[0]).toMatchObject({ available: true, reviewState: 'approved' });
      expect(await networkIds('stranger')).toContain(c.id);
      expect(await inReviewIds('approver')).not.toContain(c.id);
    });

    it('sent back: the owner and the collaborators get an email through the outbox (their language, the comment, a link); the reviewer none', async () => {
      const c = await complete();
      await t.db.query(`UPDATE users SET mailing_language = 'en' WHERE id = $1`, [uid.editor]);
      expect((await put(`${B}/${c.id}/Status`, { status: 'published', locales: ['es'] })).status).toBe(200);
      const mails = async () =>
        (
          await t.db.query<{ to_email: string; kind: string; locale: string; subject: string; body_text: string }>(
            `SELECT o.to_email, o.kind, o.locale, o.subject, o.body_text FROM email_outbox o
              WHERE o.kind = 'kreaReturned' AND o.body_text LIKE $1 ORDER BY o.id`,
            [`%/krea/resource/${c.id}?%`],
          )
        ).rows;
      expect(await mails()).toEqual([]); // sent to review: no email yet
      const back = await post(
        `${B}/${c.id}/Review`,
        { locale: 'es', decision: 'return', comment: 'Falta la evaluación & el cierre' },
        'approver',
      );
      expect(back.status).toBe(200);
      const emailOf = async (who: Who) =>
        (await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [uid[who]])).rows[0].email;
      const got = await mails();
      expect(got.map((m) => m.to_email).sort()).toEqual(
        [await emailOf('owner'), await emailOf('editor'), await emailOf('commenter')].sort(),
      );
      expect(got.map((m) => m.to_email)).not.toContain(await emailOf('approver'));
      const ownerEmail = await emailOf('owner');
      const toOwner = got.find((m) => m.to_email === ownerEmail)!;
      expect(toOwner.locale).toBe('es');
      expect(toOwner.subject).toBe('Tu recurso vuelve a borradores: «Energía en casa»');
      expect(toOwner.body_text).toContain('Falta la evaluación & el cierre');
      expect(toOwner.body_text).toContain(`/krea/resource/${c.id}?locale=es`);
      const editorEmail = await emailOf('editor');
      const toEditor = got.find((m) => m.to_email === editorEmail)!;
      expect(toEditor.locale).toBe('en');
      expect(toEditor.subject).toBe('Your resource is back in drafts: “Energía en casa”');
      expect(toEditor.body_text).toContain('Spanish version');
      // approved later: no further email
      await put(`${B}/${c.id}/Status`, { status: 'published', locales: ['es'] });
      await post(`${B}/${c.id}/Review`, { locale: 'es', decision: 'approve' }, 'approver');
      expect((await mails()).length).toBe(3);
    });

    it('an approving author publishes directly (as for contents, ADR 0021)', async () => {
      const c = await complete();
      await t.db.query(`INSERT INTO collaborators (resource_id, user_id, permission) VALUES ($1, $2, 'editor')`, [
        c.id,
        uid.approver,
      ]);
      const r = await put(`${B}/${c.id}/Status`, { status: 'published', locales: ['es'] }, 'approver');
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ canApprove: true, availableLanguages: { es: true } });
      expect(r.json.locales[0].reviewState).toBe('approved');
      expect(await networkIds('stranger')).toContain(c.id);
    });
  });

  describe('collaborators of a resource (krea.md §6)', () => {
    it('the owner invites, changes and removes network authors; others are refused; bad input is a 400', async () => {
      const c = await create();
      const list = await get(`${B}/${c.id}/Authors`);
      expect(list.status).toBe(200);
      expect(list.json).toEqual([expect.objectContaining({ userId: uid.owner, permission: 'owner' })]);
      // the stranger (an author of the network) cannot read it yet
      expect((await get(`${B}/${c.id}`, 'stranger')).status).toBe(404);
      const inv = await put(`${B}/${c.id}/Authors`, { authors: [{ userId: uid.stranger, permission: 'editor' }] });
      expect(inv.status).toBe(200);
      expect(inv.json.map((a: any) => [a.userId, a.permission])).toEqual([
        [uid.owner, 'owner'],
        [uid.stranger, 'editor'],
      ]);
      expect((await get(`${B}/${c.id}`, 'stranger')).json).toMatchObject({ canEdit: true, permission: 'editor' });
      // an editor sees the team but may not change it; a teacher, a stranger to it, no one signed in: refused
      expect((await get(`${B}/${c.id}/Authors`, 'stranger')).status).toBe(200);
      const before = await t.snapshot('collaborators', 'id');
      const r403 = await put(
        `${B}/${c.id}/Authors`,
        { authors: [{ userId: uid.editor, permission: 'editor' }] },
        'stranger',
      );
      expect([r403.status, r403.json.code]).toEqual([403, 'KREA_OWNER_ONLY']);
      expect((await put(`${B}/${c.id}/Authors`, { authors: [] }, 'editor')).status).toBe(404);
      expect((await put(`${B}/${c.id}/Authors`, { authors: [] }, 'teacher')).status).toBe(403);
      expect((await put(`${B}/${c.id}/Authors`, { authors: [] }, null)).status).toBe(401);
      // bad input: not an author of the network (a teacher), the owner, an unknown permission, not a list
      for (const body of [
        { authors: [{ userId: uid.teacher, permission: 'editor' }] },
        { authors: [{ userId: uid.owner, permission: 'commenter' }] },
        { authors: [{ userId: uid.editor, permission: 'owner' }] },
        { authors: 'all' },
      ]) {
        const r = await put(`${B}/${c.id}/Authors`, body);
        expect(r.status).toBe(400);
      }
      expect((await put(`${B}/abc/Authors`, { authors: [] })).status).toBe(400);
      expect(await t.snapshot('collaborators', 'id')).toBe(before);
      // commenter, then removed: the stranger loses access
      await put(`${B}/${c.id}/Authors`, { authors: [{ userId: uid.stranger, permission: 'commenter' }] });
      expect((await get(`${B}/${c.id}`, 'stranger')).json.canEdit).toBe(false);
      await put(`${B}/${c.id}/Authors`, { authors: [{ userId: uid.stranger, permission: 'none' }] });
      expect((await get(`${B}/${c.id}`, 'stranger')).status).toBe(404);
      expect((await get(`${B}/${c.id}/Authors`)).json).toHaveLength(1);
    });
  });

  describe('demo resource (seed)', () => {
    it("author@'s and approver@'s published resources fill coauthor@'s network tab, read-only; idempotent", async () => {
      await seedKrea(t.db); // coauthor@
      await seedNetworkResources(t.db);
      await seedNetworkResources(t.db);
      const titles = NETWORK_RESOURCES.map((r) => r.title);
      const { rows } = await t.db.query<{ id: number; title: string; status: number; review_state: string }>(
        `SELECT r.id, l.title, l.status, l.review_state FROM resources r JOIN resource_locales l ON l.resource_id = r.id
          WHERE l.title = ANY($1::text[]) AND r.deleted_at IS NULL ORDER BY l.title`,
        [titles],
      );
      expect(rows.map((r) => [r.title, r.status, r.review_state])).toEqual([
        ['El agua que no vemos', 1, 'approved'],
        ['Huerto vertical con botellas', 1, 'approved'],
      ]);
      const co = await t.login('coauthor@demo.test');
      const net = await t.request<any>('GET', `${API}/krea/Resource?owner=false&pageSize=60`, { token: co.token });
      expect(net.status).toBe(200);
      expect(net.json.data.map((x: any) => x.title)).toEqual(expect.arrayContaining(titles));
      for (const r of rows) {
        const one = await t.request<any>('GET', `${API}${B}/${r.id}`, { token: co.token });
        expect(one.json).toMatchObject({ canEdit: false, availableLanguages: { es: true } });
        const w = await t.request<any>('PUT', `${API}${B}/${r.id}`, {
          token: co.token,
          body: { version: one.json.version, locale: 'es', title: 'No' },
        });
        expect(w.status).toBe(403);
      }
      const author = await t.login('author@demo.test');
      const seen = await t.request<any>('GET', `${API}/krea/Resource?owner=false&pageSize=60`, { token: author.token });
      expect(seen.json.data.map((x: any) => x.title)).toContain('El agua que no vemos');
      expect(seen.json.data.map((x: any) => x.title)).not.toContain('Huerto vertical con botellas');
    });
    it('author@ gets a draft resource with two classes that opens in the editor; idempotent', async () => {
      await seedKreaResource(t.db);
      await seedKreaResource(t.db);
      const { rows } = await t.db.query<{
        id: number;
      }>(`SELECT r.id FROM resources r JOIN resource_locales l ON l.resource_id = r.id JOIN users u ON u.id = r.owner_user_id
        WHERE u.email = 'author@demo.test' AND l.title = 'Energía en casa' AND l.locale = 'es' AND r.deleted_at IS NULL`);
      expect(rows).toHaveLength(1);
      const a = await t.login('author@demo.test');
      const r = await t.request<any>('GET', `${API}${B}/${rows[0].id}?locale=es`, { token: a.token });
      expect(r.status).toBe(200);
      expect(r.json.classPlans.map((c: any) => c.name)).toEqual(['Medimos', 'Proponemos']);
      expect(r.json.customKreaFieldOptions).toHaveLength(1); // the demo's chosen custom field option
      expect(r.json.availableLanguages).toEqual({ es: false, en: false });
      expect(
        (await t.request<any>('GET', `${API}${B}/${rows[0].id}/Versions?locale=es`, { token: a.token })).json,
      ).toHaveLength(2);
    });
  });
}
