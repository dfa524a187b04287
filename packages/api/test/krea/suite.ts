/**
 * Krea content API over real HTTP (krea.md §4-§7, docs/decisions/0021): the 17 /krea/EducationalProgram calls, the
 * review workflow, comments, history and /krea/Resource, each with the callers it allows and refuses (no licence, no
 * author role, terms not signed, commenter, stranger, non-approver), bad input (400, nothing changed) and two tabs
 * saving at once (409). Run on PGlite and on PostgreSQL.
 */
import { resanitizeKreaMarkup } from '../../src/modules/krea/markup-migration';
import { startTestApp, type TestApp } from '../core/harness';
import { publishFirstResource, seedKrea } from '../../src/seed/krea';
import { customFieldFixture } from './custom-field-fixture';

const API = '/api/v1';
const B = '/krea/EducationalProgram';
type Who =
  | 'owner'
  | 'editor'
  | 'commenter'
  | 'approver'
  | 'stranger'
  | 'outsider'
  | 'noLicense'
  | 'noTerms'
  | 'teacher'
  | 'admin';

export function kreaSuite(): void {
  let t: TestApp;
  const tok = {} as Record<Who, string>;
  const uid = {} as Record<Who, number>;
  let ref: { age: number; age2: number; ev: number; udl: number; level: number };

  const call = (method: string, url: string, who: Who | null, body?: unknown) =>
    t.request(method, API + url, { token: who ? tok[who] : undefined, body });
  const get = (url: string, who: Who | null = 'owner') => call('GET', url, who);
  const post = (url: string, body: unknown, who: Who | null = 'owner') => call('POST', url, who, body);
  const put = (url: string, body: unknown, who: Who | null = 'owner') => call('PUT', url, who, body);
  const del = (url: string, who: Who | null = 'owner') => call('DELETE', url, who);
  const snap = async () =>
    [
      await t.snapshot('programs', 'id'),
      await t.snapshot('program_locales', 'program_id, locale'),
      await t.snapshot('program_keywords', 'program_id, keyword_id'),
      await t.snapshot('program_resources', 'program_id, resource_id'),
      await t.snapshot('collaborators', 'id'),
      await t.snapshot('comments', 'id'),
    ].join('\n');

  async function create(type = 2, locale = 'es', who: Who = 'owner'): Promise<any> {
    const r = await post(`${B}?locale=${locale}&contentType=${type}`, {}, who);
    expect(r.status).toBe(201);
    return r.json;
  }
  /** a content whose data is filled (the rules but 'resources') */
  const fill = (c: any, title: string) =>
    put(`${B}/${c.id}`, {
      version: c.version,
      locale: 'es',
      title,
      rationale: 'Porque sí',
      goals: ['Uno', 'Dos', 'Tres'],
      image: '/files/demo/cover.jpg',
      ageRangeIds: [ref.age],
      evaluationMethodId: ref.ev,
      udlIds: [ref.udl],
      educationalLevelId: ref.level,
      sdgIds: [4],
    });
  /** a content of the owner filled to 100 % in Spanish, with the editor and the commenter invited */
  async function complete(title = 'Programa completo'): Promise<any> {
    const c = await create();
    // its first resource published in Spanish with a class for teachers (issue 31: an empty draft is not enough)
    await publishFirstResource(t.db, c.id, ['es'], () => `${title}: sesión 1`);
    const r = await fill(c, title);
    expect(r.status).toBe(200);
    expect(r.json.completeness).toBe(100);
    expect(
      (
        await put(`${B}/${c.id}/Authors`, {
          authors: [
            { userId: uid.editor, permission: 'editor' },
            { userId: uid.commenter, permission: 'commenter' },
          ],
        })
      ).status,
    ).toBe(200);
    return r.json;
  }

  beforeAll(async () => {
    t = await startTestApp();
    const north = (await t.db.query<{ id: number }>(`SELECT id FROM schools WHERE key = 'demo-north'`)).rows[0].id;
    const otherGroup = await t.createSchoolGroup('Otra red krea');
    const elsewhere = await t.createSchool(otherGroup, 'Colegio de otra red krea');
    const spec = (over: object) => ({
      schoolId: north,
      primaryRoles: ['Teacher'],
      secondaryRoles: ['Author'],
      kreaLicense: true,
      ...over,
    });
    const users = {
      owner: await t.createUser(spec({})),
      editor: await t.createUser(spec({})),
      commenter: await t.createUser(spec({})),
      approver: await t.createUser(spec({ secondaryRoles: ['ApprovingAuthor'] })),
      stranger: await t.createUser(spec({})),
      outsider: await t.createUser(spec({ schoolId: elsewhere, secondaryRoles: ['ApprovingAuthor'] })),
      noLicense: await t.createUser(spec({ kreaLicense: false })),
      noTerms: await t.createUser(spec({})),
      teacher: await t.createUser(spec({ secondaryRoles: [] })),
      admin: await t.createUser(spec({ primaryRoles: ['Admin'], secondaryRoles: [] })),
    };
    for (const [k, u] of Object.entries(users)) {
      tok[k as Who] = u.token;
      uid[k as Who] = u.userId;
      if (k !== 'noTerms')
        await t.db.query(`INSERT INTO terms_signatures (user_id, version) VALUES ($1, 'v1') ON CONFLICT DO NOTHING`, [
          u.userId,
        ]);
    }
    ref = (
      await t.db
        .query<any>(`SELECT (SELECT id FROM age_ranges ORDER BY min_age LIMIT 1) AS age, (SELECT id FROM age_ranges ORDER BY min_age LIMIT 1 OFFSET 1) AS age2,
      (SELECT min(id) FROM evaluation_methods) AS ev, (SELECT min(id) FROM udls) AS udl, (SELECT min(id) FROM educational_levels) AS level`)
    ).rows[0];
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('the Krea gate', () => {
    it('refuses without a session (401), without a licence or author role (403 NO_KREA_LICENSE) and without signed terms (403 TERMS_NOT_SIGNED)', async () => {
      expect((await get(B, null)).status).toBe(401);
      for (const who of ['noLicense', 'teacher'] as const) {
        const r = await get(B, who);
        expect(r.status).toBe(403);
        expect(r.json.code).toBe('NO_KREA_LICENSE');
      }
      const r = await post(`${B}?locale=es&contentType=2`, {}, 'noTerms');
      expect(r.status).toBe(403);
      expect(r.json.code).toBe('TERMS_NOT_SIGNED');
      expect(await t.count('programs', `owner_user_id = $1`, [uid.noTerms])).toBe(0);
    });
    it('lets authors, approving authors and admins in', async () => {
      for (const who of ['owner', 'approver', 'admin'] as const) expect((await get(B, who)).status).toBe(200);
    });
  });

  describe('POST (base): create', () => {
    it('creates a Program with its first resource, owned by the caller', async () => {
      const c = await create(2, 'en');
      expect(c).toMatchObject({
        contentType: 2,
        locale: 'en',
        permission: 'owner',
        canEdit: true,
        resourceCount: 1,
        status: 'draft',
        version: 1,
      });
      expect(c.locales).toEqual([expect.objectContaining({ locale: 'en', state: 'draft' })]);
      const hist = await get(`${B}/${c.id}/History`);
      expect(hist.json[0]).toMatchObject({ action: 'created', locale: 'en' });
    });
    it('refuses a missing type or language (400, nothing created)', async () => {
      const before = await t.count('programs');
      for (const q of ['locale=es', 'contentType=2', 'locale=fr&contentType=2', 'locale=es&contentType=3']) {
        const r = await post(`${B}?${q}`, {});
        expect(r.status).toBe(400);
        expect(r.json.message).toBeTruthy();
      }
      expect(await t.count('programs')).toBe(before);
    });
  });

  describe('GET/PUT {id}: read and save', () => {
    it('reads for owner, editor, commenter and approver; 404 for a stranger and an approver of another network', async () => {
      const c = await complete();
      for (const who of ['owner', 'editor', 'commenter', 'approver', 'admin'] as const)
        expect((await get(`${B}/${c.id}`, who)).status).toBe(200);
      expect((await get(`${B}/${c.id}`, 'commenter')).json).toMatchObject({ permission: 'commenter', canEdit: false });
      for (const who of ['stranger', 'outsider'] as const) expect((await get(`${B}/${c.id}`, who)).status).toBe(404);
      expect((await get(`${B}/999999`)).status).toBe(404);
      expect((await get(`${B}/abc`)).status).toBe(400);
    });
    it('saves for owner and editor; 403 for commenter and approver, 404 for a stranger, nothing changed', async () => {
      const c = await complete();
      const r = await put(
        `${B}/${c.id}`,
        { version: c.version, locale: 'es', title: 'Editado por el editor' },
        'editor',
      );
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({
        title: 'Editado por el editor',
        version: c.version + 1,
        modifiedBy: { userId: uid.editor },
      });
      const before = await snap();
      for (const who of ['commenter', 'approver'] as const) {
        const x = await put(`${B}/${c.id}`, { version: r.json.version, locale: 'es', title: 'No' }, who);
        expect(x.status).toBe(403);
        expect(x.json.code).toBe('KREA_NO_EDIT_PERMISSION');
      }
      expect(
        (await put(`${B}/${c.id}`, { version: r.json.version, locale: 'es', title: 'No' }, 'stranger')).status,
      ).toBe(404);
      expect(await snap()).toBe(before);
    });
    it('custom field options (§3): saved, read back, replaced; unknown, foreign, repeated → 400, nothing changed; commenter 403, stranger 404', async () => {
      const c = await complete();
      const f = await customFieldFixture(t, 'demo-north');
      // the options the editor offers (GET CustomizedFields) are the ones a save accepts: global and own group
      const offered = (await get('/AccountApi/CustomizedFields?locale=es')).json.flatMap((x: any) =>
        x.options.map((o: any) => o.id),
      );
      expect(offered).toEqual(expect.arrayContaining([...f.global, f.own.option]));
      expect(offered).not.toContain(f.foreign.option);
      const chosen = [
        { id: f.global[1], customKreaFieldId: f.globalField },
        { id: f.own.option, customKreaFieldId: f.own.field },
      ];
      const r = await put(`${B}/${c.id}`, { version: c.version, locale: 'es', customKreaFieldOptions: chosen });
      expect(r.status).toBe(200);
      expect(r.json.customKreaFieldOptions).toEqual(chosen);
      expect((await get(`${B}/${c.id}`, 'editor')).json.customKreaFieldOptions).toEqual(chosen);
      const state = async () =>
        (await snap()) + (await t.snapshot('program_custom_field_options', 'program_id, option_id'));
      const before = await state();
      const bads = [
        [{ id: 999999 }],
        [{ id: f.foreign.option }],
        [{ id: f.global[0] }, { id: f.global[0] }],
        [{ id: f.global[0], customKreaFieldId: f.own.field }],
        [{ id: 'x' }],
      ];
      for (const options of bads) {
        const x = await put(`${B}/${c.id}`, { version: r.json.version, locale: 'es', customKreaFieldOptions: options });
        expect({ options, status: x.status }).toEqual({ options, status: 400 });
      }
      const one = { version: r.json.version, locale: 'es', customKreaFieldOptions: [{ id: f.global[0] }] };
      expect((await put(`${B}/${c.id}`, one, 'commenter')).status).toBe(403);
      expect((await put(`${B}/${c.id}`, one, 'stranger')).status).toBe(404);
      expect(await state()).toBe(before);
      // a save without the list keeps it; an empty list clears it; the editor may choose too
      const kept = await put(`${B}/${c.id}`, { version: r.json.version, locale: 'es', title: 'Con campos' });
      expect(kept.json.customKreaFieldOptions).toEqual(chosen);
      const byEditor = await put(`${B}/${c.id}`, { ...one, version: kept.json.version }, 'editor');
      expect(byEditor.json.customKreaFieldOptions).toEqual([{ id: f.global[0], customKreaFieldId: f.globalField }]);
      const cleared = await put(`${B}/${c.id}`, {
        version: byEditor.json.version,
        locale: 'es',
        customKreaFieldOptions: [],
      });
      expect(cleared.json.customKreaFieldOptions).toEqual([]);
    });
    it('validates (§5): empty title, bad URL, 3 ages, unknown ids, missing version → 400, nothing changed', async () => {
      const c = await complete();
      const before = await snap();
      const cases: Array<[object, string]> = [
        [{ title: '  ' }, 'The title is required'],
        [{ videoUrl: 'not a url' }, 'Enter a valid URL'],
        [{ detailDocumentUrl: 'https://x.test/a.exe' }, 'Upload a valid file'],
        [{ ageRangeIds: [ref.age, ref.age2, 999] }, 'At most 2 ages'],
        [{ evaluationMethodId: 999999 }, 'unknown'],
        [{ goals: Array.from({ length: 21 }, (_, i) => `Objetivo ${i}`) }, 'goals'],
        [{ title: 'x'.repeat(121) }, 'too long'],
      ];
      for (const [body, msg] of cases) {
        const r = await put(`${B}/${c.id}`, { version: c.version, locale: 'es', ...body });
        expect(r.status).toBe(400);
        expect(r.json.message).toContain(msg);
      }
      expect((await put(`${B}/${c.id}`, { locale: 'es', title: 'Sin versión' })).status).toBe(400);
      expect((await put(`${B}/${c.id}`, { version: c.version, locale: 'ca', title: 'Sin catalán' })).json.code).toBe(
        'KREA_LOCALE_MISSING',
      );
      expect(await snap()).toBe(before);
    });
    it('two tabs saving the same version: the second gets 409 KREA_VERSION_CONFLICT and does not overwrite', async () => {
      const c = await complete();
      const [a, b] = await Promise.all([
        put(`${B}/${c.id}`, { version: c.version, locale: 'es', title: 'Pestaña A' }),
        put(`${B}/${c.id}`, { version: c.version, locale: 'es', title: 'Pestaña B' }, 'editor'),
      ]);
      const statuses = [a.status, b.status].sort();
      expect(statuses).toEqual([200, 409]);
      const winner = a.status === 200 ? 'Pestaña A' : 'Pestaña B';
      expect((await get(`${B}/${c.id}`)).json.title).toBe(winner);
      expect((a.status === 409 ? a : b).json.code).toBe('KREA_VERSION_CONFLICT');
    });
  });

  describe('completeness', () => {
    it('3 to 5 goals are a suggestion: six are kept, and one goal is enough to be complete', async () => {
      const c = await complete();
      const six = ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis'];
      const r = await put(`${B}/${c.id}`, { version: c.version, locale: 'es', goals: six });
      expect(r.status).toBe(200);
      expect((await get(`${B}/${c.id}?locale=es`)).json.goals).toEqual(six);
      const one = await put(`${B}/${c.id}`, { version: r.json.version, locale: 'es', goals: ['Solo uno'] });
      expect(one.status).toBe(200);
      const missing = (await get(`${B}/${c.id}/Completeness`)).json[0].missing as string[];
      expect(missing).not.toContain('goals');
    });

    it('lists what is missing until 100 % (Completeness, CalculateCompleteness)', async () => {
      const c = await create();
      const r = await get(`${B}/${c.id}/Completeness`);
      expect(r.status).toBe(200);
      expect(r.json[0]).toMatchObject({ locale: 'es', ready: false });
      expect(r.json[0].missing).toEqual(
        expect.arrayContaining([
          'title',
          'image',
          'rationale',
          'goals',
          'ages',
          'evaluationMethod',
          'udl',
          'level',
          'sdgs',
          // its first resource is an empty draft: no resource a teacher can open yet (issue 31)
          'resources',
        ]),
      );
      const full = await complete();
      const calc = await get(`${B}/${full.id}/CalculateCompleteness`, 'commenter');
      expect(calc.json[0]).toEqual({ locale: 'es', percentage: 100, ready: true, missing: [] });
      expect((await get(`${B}/${full.id}/Completeness`, 'stranger')).status).toBe(404);
    });
    it('is not complete with only an empty draft resource; complete once a resource is published with a class (issue 31)', async () => {
      const c = await create();
      const r = await fill(c, 'Solo un borrador');
      expect(r.status).toBe(200);
      expect(await t.count('program_resources', 'program_id = $1', [c.id])).toBe(1); // the empty draft of create
      expect(r.json.completeness).toBe(90);
      expect((await get(`${B}/${c.id}/Completeness`)).json[0]).toMatchObject({
        percentage: 90,
        ready: false,
        missing: ['resources'],
      });
      const refused = await put(`${B}/${c.id}/UpdateStatus`, { status: 'published', locales: ['es'] });
      expect(refused.status).toBe(400);
      expect(refused.json.code).toBe('KREA_NOT_COMPLETE');
      // published but no class for teachers: still not complete
      const rid = (
        await t.db.query<{ resource_id: number }>('SELECT resource_id FROM program_resources WHERE program_id = $1', [
          c.id,
        ])
      ).rows[0].resource_id;
      await t.db.query(`UPDATE resource_locales SET status = 1 WHERE resource_id = $1 AND locale = 'es'`, [rid]);
      await t.db.query('UPDATE class_plans SET teacher_enabled = false WHERE resource_id = $1', [rid]);
      expect((await get(`${B}/${c.id}/Completeness`)).json[0].missing).toEqual(['resources']);
      await publishFirstResource(t.db, c.id, ['es'], () => 'Solo un borrador: sesión 1');
      expect((await get(`${B}/${c.id}/Completeness`)).json[0]).toEqual({
        locale: 'es',
        percentage: 100,
        ready: true,
        missing: [],
      });
      const ok = await put(`${B}/${c.id}/UpdateStatus`, { status: 'published', locales: ['es'] });
      expect(ok.status).toBe(200);
    });
  });

  describe('languages', () => {
    it('adds a language (copy to translate) for owner/editor; 400 when it exists; 403 commenter', async () => {
      const c = await complete();
      const r = await post(`${B}/${c.id}/LocalizedEducationalProgram`, { locale: 'en', copyFrom: 'es' }, 'editor');
      expect(r.status).toBe(201);
      expect(r.json).toMatchObject({ locale: 'en', title: c.title });
      expect(r.json.locales.map((l: any) => l.locale)).toEqual(['es', 'en']);
      expect((await post(`${B}/${c.id}/LocalizedEducationalProgram`, { locale: 'en' })).json.code).toBe(
        'KREA_LOCALE_EXISTS',
      );
      expect((await post(`${B}/${c.id}/LocalizedEducationalProgram`, { locale: 'ca' }, 'commenter')).status).toBe(403);
      expect((await post(`${B}/${c.id}/LocalizedEducationalProgram`, { locale: 'xx' })).status).toBe(400);
    });
    it('flags other languages "may be out of date" when the source language of a published content changes', async () => {
      const c = await complete('Fuente');
      await post(`${B}/${c.id}/LocalizedEducationalProgram`, { locale: 'en', copyFrom: 'es' });
      const pub = await put(`${B}/${c.id}/UpdateStatus`, { status: 'published', locales: ['es'] }, 'owner');
      expect(pub.status).toBe(200);
      await post(`${B}/${c.id}/Review`, { locale: 'es', decision: 'approve' }, 'approver');
      const cur = (await get(`${B}/${c.id}`)).json;
      const ed = await put(`${B}/${c.id}`, { version: cur.version, locale: 'es', title: 'Fuente cambiada' });
      expect(ed.json.locales.find((l: any) => l.locale === 'en').stale).toBe(true);
      const ok = await put(`${B}/${c.id}`, { version: ed.json.version, locale: 'en', confirmUpToDate: true });
      expect(ok.json.locales.find((l: any) => l.locale === 'en').stale).toBe(false);
    });
  });

  describe('UpdateStatus and the review workflow', () => {
    it('refuses to publish an incomplete language (400 KREA_NOT_COMPLETE, nothing changed)', async () => {
      const c = await create();
      const before = await snap();
      const r = await put(`${B}/${c.id}/UpdateStatus`, { status: 'published', locales: ['es'] });
      expect(r.status).toBe(400);
      expect(r.json.code).toBe('KREA_NOT_COMPLETE');
      expect(r.json.message).toBe('An error occurred while posting the content');
      expect((await put(`${B}/${c.id}/UpdateStatus`, { status: 'published', locales: [] })).status).toBe(400);
      expect(await snap()).toBe(before);
    });
    it('an author sends to review; only an approver approves; teachers then find it; unpublish hides it', async () => {
      const c = await complete('Programa revisado zafiro');
      const r = await put(`${B}/${c.id}/UpdateStatus`, { status: 'published', locales: ['es'] }, 'editor');
      expect(r.json).toMatchObject({ state: 'inReview', content: { status: 'draft' } });
      expect((await get(`${B}?status=inReview`, 'approver')).json.data.map((x: any) => x.id)).toContain(c.id);
      expect(
        (await put(`${B}/${c.id}/UpdateStatus`, { status: 'published', locales: ['es'] }, 'commenter')).status,
      ).toBe(403);
      for (const who of ['owner', 'editor', 'commenter'] as const) {
        const x = await post(`${B}/${c.id}/Review`, { locale: 'es', decision: 'approve' }, who);
        expect(x.status).toBe(403);
        expect(x.json.code).toBe('KREA_APPROVER_ONLY');
      }
      expect((await post(`${B}/${c.id}/Review`, { locale: 'es', decision: 'approve' }, 'outsider')).status).toBe(404);
      const teacher = await t.createUser({
        schoolId: (await t.db.query<{ id: number }>(`SELECT id FROM schools WHERE key = 'demo-north'`)).rows[0].id,
      });
      const search = () =>
        t.request('GET', `${API}/EducationalProgramApi/GetAllFiltered?text=zafiro&locale=es`, { token: teacher.token });
      expect((await search()).json.data).toHaveLength(0);
      const ok = await post(`${B}/${c.id}/Review`, { locale: 'es', decision: 'approve' }, 'approver');
      expect(ok.status).toBe(200);
      expect(ok.json).toMatchObject({ state: 'approved', content: { status: 'published' } });
      expect((await search()).json.data.map((x: any) => x.id)).toEqual([c.id]);
      expect((await post(`${B}/${c.id}/Review`, { locale: 'es', decision: 'approve' }, 'approver')).json.code).toBe(
        'KREA_NOT_IN_REVIEW',
      );
      const un = await put(`${B}/${c.id}/UpdateStatus`, { status: 'unpublished', locales: ['es'] });
      expect(un.json).toMatchObject({ state: 'draft', content: { status: 'draft' } });
      expect((await search()).json.data).toHaveLength(0);
      const actions = (await get(`${B}/${c.id}/History`)).json.map((e: any) => e.action);
      expect(actions.slice(0, 3)).toEqual(['unpublished', 'approved', 'submitted']);
    });
    it('sending back needs a comment, returns to drafts and notifies the authors', async () => {
      const c = await complete();
      await put(`${B}/${c.id}/UpdateStatus`, { status: 'published', locales: ['es'] });
      expect((await post(`${B}/${c.id}/Review`, { locale: 'es', decision: 'return' }, 'approver')).status).toBe(400);
      const before = await t.count('notification_targets', 'user_id = $1', [uid.owner]);
      const r = await post(
        `${B}/${c.id}/Review`,
        { locale: 'es', decision: 'return', comment: 'Falta concretar los objetivos' },
        'approver',
      );
      expect(r.json.state).toBe('draft');
      expect(await t.count('notification_targets', 'user_id = $1', [uid.owner])).toBe(before + 1);
      // and by email, through the mailer's outbox: the owner's, with the comment and a link to the editor
      const owner = (await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [uid.owner])).rows[0];
      const mail = (
        await t.db.query<{ to_email: string; subject: string; body_text: string }>(
          `SELECT to_email, subject, body_text FROM email_outbox WHERE kind = 'kreaReturned' AND body_text LIKE $1`,
          [`%/krea/content/${c.id}?locale=es%`],
        )
      ).rows;
      expect(mail.map((m) => m.to_email)).toContain(owner.email);
      expect(mail[0].subject).toMatch(/^Tu contenido vuelve a borradores: «/);
      expect(mail[0].body_text).toContain('Falta concretar los objetivos');
      const comments = (await get(`${B}/${c.id}/Comments`)).json;
      expect(comments.at(-1)).toMatchObject({
        anchor: 'review',
        body: 'Falta concretar los objetivos',
        user: { userId: uid.approver },
      });
    });
    it('an approving author publishes their own content directly', async () => {
      const c = await create(2, 'es', 'approver');
      await put(
        `${B}/${c.id}`,
        {
          version: c.version,
          locale: 'es',
          title: 'Del aprobador',
          rationale: 'r',
          goals: ['a', 'b', 'c'],
          image: '/files/x.png',
          ageRangeIds: [ref.age],
          evaluationMethodId: ref.ev,
          udlIds: [ref.udl],
          educationalLevelId: ref.level,
          sdgIds: [1],
        },
        'approver',
      );
      await publishFirstResource(t.db, c.id, ['es'], () => 'Del aprobador: sesión 1');
      const r = await put(`${B}/${c.id}/UpdateStatus`, { status: 'published', locales: ['es'] }, 'approver');
      expect(r.json.state).toBe('approved');
    });
  });

  describe('lists', () => {
    it('published / drafts / in review, own versus collaborations', async () => {
      const c = await complete('Para listas');
      const own = (await get(`${B}?status=hidden&ownership=own`)).json.data.map((x: any) => x.id);
      expect(own).toContain(c.id);
      const collab = (await get(`${B}?status=hidden&ownership=collaborations`, 'editor')).json.data;
      expect(collab.find((x: any) => x.id === c.id)).toMatchObject({
        own: false,
        permission: 'editor',
        mainAuthor: expect.any(String),
      });
      expect((await get(`${B}?status=hidden`, 'stranger')).json.data.map((x: any) => x.id)).not.toContain(c.id);
      expect((await get(`${B}?status=nope`)).status).toBe(400);
    });
  });

  describe('keywords, type, resources, order', () => {
    it('keywords: at most 10, no duplicates (KREA_DUPLICATE_KEYWORD); commenter 403', async () => {
      const c = await complete();
      const r = await put(`${B}/${c.id}/Keywords`, { keywords: ['Agua', 'río'] }, 'editor');
      expect(r.status).toBe(200);
      expect(r.json.keywords).toEqual(['agua', 'río']);
      const before = await snap();
      expect((await put(`${B}/${c.id}/Keywords`, { keywords: ['a', 'A'] })).json.code).toBe('KREA_DUPLICATE_KEYWORD');
      expect(
        (await put(`${B}/${c.id}/Keywords`, { keywords: Array.from({ length: 11 }, (_, i) => `k${i}`) })).status,
      ).toBe(400);
      expect((await put(`${B}/${c.id}/Keywords`, { keywords: ['x'] }, 'commenter')).status).toBe(403);
      expect(await snap()).toBe(before);
    });
    it('content type: owner only', async () => {
      const c = await complete();
      expect((await put(`${B}/${c.id}/ContentType`, { contentType: 1 }, 'editor')).json.code).toBe('KREA_OWNER_ONLY');
      expect((await put(`${B}/${c.id}/ContentType`, { contentType: 5 })).status).toBe(400);
      expect((await put(`${B}/${c.id}/ContentType`, { contentType: 1 })).json.contentType).toBe(1);
    });
    it('resources: set, page, reorder (permutation only); stranger 404, commenter 403', async () => {
      const a = await create();
      const b = await create();
      const ra = (await get(`${B}/${a.id}/PagedResources`)).json.data[0].id;
      const rb = (await get(`${B}/${b.id}/PagedResources`)).json.data[0].id;
      const set = await put(`${B}/${a.id}/Resources`, { resourceIds: [ra, rb] });
      expect(set.status).toBe(200);
      expect(set.json.data.map((x: any) => x.id)).toEqual([ra, rb]);
      const catalogue = (await t.db.query<{ id: number }>(`SELECT id FROM resources WHERE origin = 'provider' LIMIT 1`))
        .rows[0].id;
      expect((await put(`${B}/${a.id}/Resources`, { resourceIds: [ra, catalogue] })).json.code).toBe(
        'KREA_UNKNOWN_RESOURCE',
      );
      expect((await put(`${B}/${a.id}/OrderResources`, { resourceIds: [rb] })).json.code).toBe(
        'KREA_ORDER_NOT_PERMUTATION',
      );
      const ord = await put(`${B}/${a.id}/OrderResources`, { resourceIds: [rb, ra] });
      expect(ord.json.data.map((x: any) => x.id)).toEqual([rb, ra]);
      expect((await get(`${B}/${a.id}/PagedResources?pageSize=1&pageNumber=1`)).json).toMatchObject({
        totalCount: 2,
        data: [{ id: ra }],
      });
      expect((await put(`${B}/${a.id}/OrderResources`, { resourceIds: [ra, rb] }, 'stranger')).status).toBe(404);
      expect((await get(`${B}/${a.id}/PagedResources`, 'stranger')).status).toBe(404);
    });
  });

  describe('collaborators and comments', () => {
    it('AvailableAuthors lists authors of my network; Authors GET for collaborators, PUT owner only', async () => {
      const c = await create();
      const av = (await get(`${B}/AvailableAuthors`)).json.map((a: any) => a.userId);
      expect(av).toEqual(expect.arrayContaining([uid.editor, uid.commenter, uid.approver]));
      expect(av).not.toContain(uid.outsider);
      expect(av).not.toContain(uid.owner);
      const r = await put(`${B}/${c.id}/Authors`, { authors: [{ userId: uid.commenter, permission: 'commenter' }] });
      expect(r.json.map((a: any) => [a.userId, a.permission])).toEqual([
        [uid.owner, 'owner'],
        [uid.commenter, 'commenter'],
      ]);
      expect((await get(`${B}/${c.id}/Authors`, 'commenter')).status).toBe(200);
      expect(
        (await put(`${B}/${c.id}/Authors`, { authors: [{ userId: uid.stranger, permission: 'editor' }] }, 'commenter'))
          .json.code,
      ).toBe('KREA_OWNER_ONLY');
      expect(
        (await put(`${B}/${c.id}/Authors`, { authors: [{ userId: uid.outsider, permission: 'editor' }] })).json.code,
      ).toBe('KREA_UNKNOWN_USER');
      expect(
        (await put(`${B}/${c.id}/Authors`, { authors: [{ userId: uid.commenter, permission: 'owner' }] })).status,
      ).toBe(400);
      const removed = await put(`${B}/${c.id}/Authors`, { authors: [{ userId: uid.commenter, permission: 'none' }] });
      expect(removed.json).toHaveLength(1);
      expect((await get(`${B}/${c.id}`, 'commenter')).status).toBe(404);
    });
    it('commenters comment on a field and resolve threads; strangers cannot; empty comment 400', async () => {
      const c = await complete();
      const r = await post(
        `${B}/${c.id}/Comments`,
        { locale: 'es', anchor: 'rationale', body: '¿Podemos concretar más?' },
        'commenter',
      );
      expect(r.status).toBe(201);
      const cid = r.json[0].id;
      expect(r.json[0]).toMatchObject({ anchor: 'rationale', user: { userId: uid.commenter }, resolvedAt: null });
      expect(
        (await post(`${B}/${c.id}/Comments`, { locale: 'es', anchor: 'rationale', body: ' ' }, 'commenter')).status,
      ).toBe(400);
      expect(
        (await post(`${B}/${c.id}/Comments`, { locale: 'es', anchor: 'title', body: 'x' }, 'stranger')).status,
      ).toBe(404);
      const res = await put(`${B}/${c.id}/Comments/${cid}/Resolve`, {}, 'commenter');
      expect(res.json[0].resolvedBy).toBeTruthy();
      expect((await put(`${B}/${c.id}/Comments/999999/Resolve`, {}, 'commenter')).status).toBe(404);
    });
  });

  describe('DELETE {id}', () => {
    it('one language, then the last one deletes the content; owner only', async () => {
      const c = await complete();
      await post(`${B}/${c.id}/LocalizedEducationalProgram`, { locale: 'en' });
      expect((await del(`${B}/${c.id}`, 'editor')).json.code).toBe('KREA_OWNER_ONLY');
      expect((await del(`${B}/${c.id}?onlyLocale=true`)).status).toBe(400);
      expect((await del(`${B}/${c.id}?locale=en&onlyLocale=true`)).json).toEqual({ id: c.id, deleted: false });
      expect((await get(`${B}/${c.id}`)).json.locales.map((l: any) => l.locale)).toEqual(['es']);
      expect((await del(`${B}/${c.id}?locale=es&onlyLocale=true`)).json).toEqual({ id: c.id, deleted: true });
      expect((await get(`${B}/${c.id}`)).status).toBe(404);
    });
    it('the whole content', async () => {
      const c = await create();
      expect((await del(`${B}/${c.id}`, 'stranger')).status).toBe(404);
      expect((await del(`${B}/${c.id}`)).json.deleted).toBe(true);
    });
  });

  describe('GET /krea/Resource', () => {
    it('mine (owner=true) and my network (owner=false), paged by 6', async () => {
      const c = await create();
      const rid = (await get(`${B}/${c.id}/PagedResources`)).json.data[0].id;
      const mine = await get('/krea/Resource?owner=true');
      expect(mine.json.data.map((x: any) => x.id)).toContain(rid);
      expect(mine.json.data.length).toBeLessThanOrEqual(6);
      expect((await get('/krea/Resource?owner=true', 'stranger')).json.data.map((x: any) => x.id)).not.toContain(rid);
      expect((await get('/krea/Resource?owner=false')).status).toBe(200);
      expect((await get('/krea/Resource?owner=maybe')).status).toBe(400);
      expect((await get('/krea/Resource', 'noTerms')).status).toBe(403);
    });
  });

  describe('adding existing resources (GET /krea/Resource ?text, PUT {id}/Resources)', () => {
    /** a Krea resource of `who` with a title, published (status 1) or a draft (3), in `group` */
    async function resourceOf(who: Who, title: string, published: boolean, group: number): Promise<number> {
      const r = await t.db.query<{ id: number }>(
        `INSERT INTO resources (owner_user_id, modified_by, school_group_id, origin) VALUES ($1, $1, $2, 'krea') RETURNING id`,
        [uid[who], group],
      );
      await t.db.query(`INSERT INTO resource_locales (resource_id, locale, status, title) VALUES ($1, 'es', $2, $3)`, [
        r.rows[0].id,
        published ? 1 : 3,
        title,
      ]);
      return r.rows[0].id;
    }
    it('finds my and my network resources by title words (accents ignored); adds my own and published network ones, refuses drafts of others and other networks', async () => {
      const north = (
        await t.db.query<{ g: number }>(`SELECT school_group_id AS g FROM schools WHERE key = 'demo-north'`)
      ).rows[0].g;
      const other = (
        await t.db.query<{ g: number }>(
          `SELECT s.school_group_id AS g FROM users u JOIN schools s ON s.id = u.school_id WHERE u.id = $1`,
          [uid.outsider],
        )
      ).rows[0].g;
      const mine = await resourceOf('owner', 'Huerto ecológico propio', false, north);
      const network = await resourceOf('stranger', 'Huerto en red publicado', true, north);
      const draft = await resourceOf('stranger', 'Huerto borrador ajeno', false, north);
      const far = await resourceOf('outsider', 'Huerto de otra red', true, other);
      const ids = (r: any) => r.json.data.map((x: any) => x.id);
      const own = await get('/krea/Resource?owner=true&text=ECOLOGICO');
      expect(own.status).toBe(200);
      expect(ids(own)).toEqual([mine]);
      const net = await get('/krea/Resource?owner=false&text=huerto');
      expect(ids(net)).toContain(network);
      expect(ids(net)).not.toContain(draft);
      expect(ids(net)).not.toContain(far);
      expect(net.json.totalCount).toBe(net.json.data.length);
      expect((await get('/krea/Resource?owner=false&text=huerto%25')).json.data).toHaveLength(0);
      expect((await get(`/krea/Resource?owner=true&text=${'x'.repeat(101)}`)).status).toBe(400);

      const c = await create();
      const first = (await get(`${B}/${c.id}/PagedResources`)).json.data[0].id;
      const before = await snap();
      for (const bad of [draft, far]) {
        const r = await put(`${B}/${c.id}/Resources`, { resourceIds: [first, bad] });
        expect(r.status).toBe(400);
        expect(r.json.code).toBe('KREA_UNKNOWN_RESOURCE');
      }
      expect((await put(`${B}/${c.id}/Resources`, { resourceIds: [first, first] })).status).toBe(400);
      expect((await put(`${B}/${c.id}/Resources`, { resourceIds: 'x' })).status).toBe(400);
      expect((await put(`${B}/${c.id}/Resources`, { resourceIds: [first, mine] }, 'stranger')).status).toBe(404);
      expect(await snap()).toBe(before);
      const ok = await put(`${B}/${c.id}/Resources`, { resourceIds: [first, mine, network] });
      expect(ok.status).toBe(200);
      expect(ids(ok)).toEqual([first, mine, network]);
      expect((await get(`${B}/${c.id}`)).json.resourceCount).toBe(3);
      // a network resource already in the content may stay after it is unpublished
      await t.db.query('UPDATE resource_locales SET status = 3 WHERE resource_id = $1', [network]);
      expect((await put(`${B}/${c.id}/Resources`, { resourceIds: [network, first] })).status).toBe(200);
    });
  });

  describe('GET /AccountApi/GetAllUsersFromSchoolGroup', () => {
    const U = '/AccountApi/GetAllUsersFromSchoolGroup';
    it('lists the users of my school group (not me, not other networks) with who may collaborate; ?text filters', async () => {
      for (const who of ['owner', 'approver', 'admin'] as const) expect((await get(U, who)).status).toBe(200);
      const r = await get(U);
      const byId = new Map(r.json.map((u: any) => [u.userId, u]));
      for (const who of ['editor', 'commenter', 'approver', 'stranger'] as const)
        expect(byId.get(uid[who])).toMatchObject({ canCollaborate: true, email: expect.any(String) });
      expect(byId.get(uid.teacher)).toMatchObject({ canCollaborate: false, school: expect.any(String) });
      expect(byId.has(uid.owner)).toBe(false);
      expect(byId.has(uid.outsider)).toBe(false);
      const email = (byId.get(uid.editor) as any).email;
      const f = await get(`${U}?text=${encodeURIComponent(email.toUpperCase())}`);
      expect(f.json.map((u: any) => u.userId)).toEqual([uid.editor]);
      // the other network's approver sees their own network, not ours
      const o = (await get(U, 'outsider')).json.map((u: any) => u.userId);
      expect(o).not.toContain(uid.owner);
    });
    it('refuses without a session (401), teachers and users without a licence or signed terms (403), bad text (400)', async () => {
      expect((await get(U, null)).status).toBe(401);
      for (const who of ['teacher', 'noLicense'] as const)
        expect((await get(U, who)).json.code).toBe('NO_KREA_LICENSE');
      expect((await get(U, 'noTerms')).json.code).toBe('TERMS_NOT_SIGNED');
      expect((await get(`${U}?text=${'a'.repeat(101)}`)).status).toBe(400);
    });
  });

  describe('notifications of the review workflow reach only their targets', () => {
    const cards = async (who: Who) =>
      (await get('/NotificationApi/Cards?pageSize=50', who)).json.notifications.map((n: any) => n.title) as string[];
    it('sent to review → the approvers of the network; approved / sent back → the owner and collaborators; nobody else', async () => {
      const title = `Aviso ${Date.now().toString(36)}`;
      const c = await complete(title);
      await put(`${B}/${c.id}/UpdateStatus`, { status: 'published', locales: ['es'] }, 'editor');
      const toReview = (who: Who) => cards(who).then((l) => l.filter((x) => x.includes(title) && x.startsWith('Para')));
      expect(await toReview('approver')).toHaveLength(1);
      for (const who of ['owner', 'editor', 'commenter', 'stranger', 'outsider', 'teacher'] as const)
        expect(await toReview(who)).toHaveLength(0);
      await post(`${B}/${c.id}/Review`, { locale: 'es', decision: 'return', comment: 'Revisa el título' }, 'approver');
      const returned = (who: Who) =>
        cards(who).then((l) => l.filter((x) => x.includes(title) && x.startsWith('Devuelto')));
      for (const who of ['owner', 'editor', 'commenter'] as const) expect(await returned(who)).toHaveLength(1);
      for (const who of ['approver', 'stranger', 'outsider', 'admin'] as const)
        expect(await returned(who)).toHaveLength(0);
      // nor can anyone else open it by its id
      const nid = (
        await t.db.query<{ id: number }>(
          `SELECT n.id FROM notifications n JOIN notification_locales l ON l.notification_id = n.id AND l.locale = 'es' WHERE l.title LIKE $1`,
          [`Devuelto%${title}%`],
        )
      ).rows[0].id;
      expect((await get(`/NotificationApi/${nid}`, 'stranger')).status).toBe(404);
      expect((await get(`/NotificationApi/${nid}`, 'commenter')).status).toBe(200);
      await put(`${B}/${c.id}/UpdateStatus`, { status: 'published', locales: ['es'] });
      await post(`${B}/${c.id}/Review`, { locale: 'es', decision: 'approve' }, 'approver');
      const approved = (who: Who) =>
        cards(who).then((l) => l.filter((x) => x.includes(title) && x.startsWith('Aprobado')));
      for (const who of ['owner', 'editor', 'commenter'] as const) expect(await approved(who)).toHaveLength(1);
      for (const who of ['approver', 'stranger', 'teacher'] as const) expect(await approved(who)).toHaveLength(0);
    });
  });

  describe('rich text of the content', () => {
    it('the rationale is sanitised on save (scripts, handlers, javascript: links out) and tags alone do not count as written', async () => {
      const c = await create();
      const r = await put(`${B}/${c.id}`, {
        version: c.version,
        locale: 'es',
        rationale:
          '<p onclick="x()">Hola <strong>mundo</strong><script>alert(1)</script> <a href="javascript:alert(1)">mal</a></p><h1>T</h1>',
      });
      expect(r.status).toBe(200);
      expect(r.json.rationale).toBe('<p>Hola <strong>mundo</strong> <a>mal</a></p><h2>T</h2>');
      const empty = await put(`${B}/${c.id}`, { version: r.json.version, locale: 'es', rationale: '<p> </p>' });
      expect((await get(`${B}/${c.id}/Completeness`)).json[0].missing).toContain('rationale');
      expect(empty.json.rationale === null || empty.json.rationale === '<p> </p>').toBe(true);
    });
  });

  describe('stored markup of a content (ADR 0047)', () => {
    const HOSTILE = [
      '<a_x style="position:fixed;inset:0">x</a_x>',
      '<img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
      '<a href="javascript:alert(1)">j</a>',
    ];
    const UNSAFE = /<a_x|style=|onerror|<script|javascript:|<img/i;

    it('plain-text fields (title, goals, grade, keywords, comments, review comments) refuse markup with a 400 and change nothing; text with a lone < is kept as text', async () => {
      const c = await complete();
      const v = (await get(`${B}/${c.id}`)).json.version;
      const before = await snap();
      for (const x of HOSTILE) {
        const bodies: Array<[string, string, unknown]> = [
          ['PUT', `${B}/${c.id}`, { version: v, locale: 'es', title: x }],
          ['PUT', `${B}/${c.id}`, { version: v, locale: 'es', goals: ['Uno', x, 'Tres'] }],
          ['PUT', `${B}/${c.id}`, { version: v, locale: 'es', grade: x }],
          ['PUT', `${B}/${c.id}/Keywords`, { keywords: [x] }],
          ['POST', `${B}/${c.id}/Comments`, { locale: 'es', anchor: 'rationale', body: x }],
          ['POST', `${B}/${c.id}/Comments`, { locale: 'es', anchor: x, body: 'Hola' }],
        ];
        for (const [m, url, body] of bodies) {
          const r = await call(m, url, 'owner', body);
          expect([url, r.status, r.json.code]).toEqual([url, 400, 'VALIDATION_ERROR']);
          expect(r.json.message).toContain('Plain text only');
        }
      }
      expect(await snap()).toBe(before);
      await put(`${B}/${c.id}/UpdateStatus`, { status: 'published', locales: ['es'] });
      const refused = await post(
        `${B}/${c.id}/Review`,
        { locale: 'es', decision: 'return', comment: HOSTILE[0] },
        'approver',
      );
      expect(refused.status).toBe(400);
      await put(`${B}/${c.id}/UpdateStatus`, { status: 'unpublished', locales: ['es'] });
      const ok = await put(`${B}/${c.id}`, {
        version: (await get(`${B}/${c.id}`)).json.version,
        locale: 'es',
        title: 'a < b y <3',
        goals: ['Comparar a < b', 'Uno & dos', 'Tres > dos'],
      });
      expect(ok.status).toBe(200);
      expect(ok.json).toMatchObject({
        title: 'a < b y <3',
        goals: ['Comparar a < b', 'Uno & dos', 'Tres > dos'],
      });
      // the program page renders the objective as rich text: the goals, escaped, as a list
      const row = (
        await t.db.query<{ pedagogical_objective: string }>(
          `SELECT pedagogical_objective FROM program_locales WHERE program_id = $1 AND locale = 'es'`,
          [c.id],
        )
      ).rows[0];
      expect(row.pedagogical_objective).toBe(
        '<ul><li>Comparar a &lt; b</li><li>Uno &amp; dos</li><li>Tres &gt; dos</li></ul>',
      );
    });

    it('the rationale (rich) keeps the allowlist only, whatever the payload', async () => {
      const c = await create();
      const r = await put(`${B}/${c.id}`, {
        version: c.version,
        locale: 'es',
        rationale: `<p>ok <strong>b</strong> <em>i</em></p><ul><li>u</li></ul><a href="https://ex.org/a">l</a>${HOSTILE.join('')}`,
      });
      expect(r.status).toBe(200);
      expect(r.json.rationale).not.toMatch(UNSAFE);
      expect(r.json.rationale).toBe(
        '<p>ok <strong>b</strong> <em>i</em></p><ul><li>u</li></ul><a href="https://ex.org/a">l</a>x<a>j</a>',
      );
    });

    it('the data migration rewrites older rows: goals, title, objective, grade, rationale and comments', async () => {
      const c = await complete();
      await t.db.query(
        `UPDATE program_locales SET title = $2, goals = $3::text[], pedagogical_objective = $4, foundation = $5 WHERE program_id = $1 AND locale = 'es'`,
        [
          c.id,
          `T${HOSTILE[0]}`,
          [HOSTILE[0], 'Dos', `Tres${HOSTILE[2]}`],
          HOSTILE.join('\n'),
          `<p>R</p>${HOSTILE.join('')}`,
        ],
      );
      await t.db.query(`UPDATE programs SET grade = $2 WHERE id = $1`, [c.id, HOSTILE[1]]);
      await t.db.query(
        `INSERT INTO comments (program_id, locale, anchor, user_id, body) VALUES ($1, 'es', 'review', $2, $3)`,
        [c.id, uid.approver, `Mira ${HOSTILE[0]}`],
      );
      expect(await resanitizeKreaMarkup(t.db)).toBeGreaterThanOrEqual(3);
      const l = (
        await t.db.query<any>(
          `SELECT title, goals, pedagogical_objective, foundation FROM program_locales WHERE program_id = $1 AND locale = 'es'`,
          [c.id],
        )
      ).rows[0];
      expect(l).toEqual({
        title: 'Tx',
        goals: ['x', 'Dos', 'Tres'],
        pedagogical_objective: '<ul><li>x</li><li>Dos</li><li>Tres</li></ul>',
        foundation: '<p>R</p>x<a>j</a>',
      });
      expect((await t.db.query<any>('SELECT grade FROM programs WHERE id = $1', [c.id])).rows[0].grade).toBe('');
      const comments = (await get(`${B}/${c.id}/Comments`)).json;
      expect(comments.at(-1).body).toBe('Mira x');
      // idempotent: nothing left to rewrite
      expect(await resanitizeKreaMarkup(t.db)).toBe(0);
      expect(
        (await t.db.query(`SELECT 1 FROM schema_migrations WHERE name = '0096_krea_stored_markup'`)).rows,
      ).toHaveLength(1);
    });
  });

  describe('demo contents (seed)', () => {
    it('author@ gets a published Program (es + en, approved by approver@), a Project in review and a shared draft; idempotent', async () => {
      await seedKrea(t.db);
      await seedKrea(t.db);
      const { rows } = await t.db.query<{ title: string; locale: string; review_state: string; email: string }>(
        `SELECT pl.title, pl.locale, pl.review_state, u.email FROM programs p JOIN program_locales pl ON pl.program_id = p.id JOIN users u ON u.id = p.owner_user_id
          WHERE u.email IN ('author@demo.test', 'approver@demo.test') AND p.origin = 'krea' ORDER BY p.id, pl.locale`,
      );
      expect(rows.map((r) => `${r.email} ${r.title} ${r.locale} ${r.review_state}`)).toEqual([
        'author@demo.test Sustainable school garden en approved',
        'author@demo.test Huerto escolar sostenible es approved',
        'author@demo.test Radio escolar: voces del barrio es inReview',
        'author@demo.test Matemáticas en la cocina es draft',
        'approver@demo.test Arte y emociones es approved',
      ]);
      expect(
        await t.count(
          'collaborators',
          `permission = 'editor' AND user_id = (SELECT id FROM users WHERE email = 'coauthor@demo.test')`,
        ),
      ).toBe(1);
      const co = await t.login('coauthor@demo.test');
      expect(
        (
          await t.request('GET', `${API}${B}?status=hidden&ownership=collaborations`, { token: co.token })
        ).json.data.map((x: any) => x.title),
      ).toEqual(['Matemáticas en la cocina']);
      // issue 31: every demo content meant to be complete is (a published resource with a class), and the teachers'
      // catalogue shows the published ones with their resource, counts and pages agreeing
      const comp = await t.db.query<{ title: string; completeness: number }>(
        `SELECT pl.title, p.completeness FROM programs p JOIN program_locales pl ON pl.program_id = p.id
           JOIN users u ON u.id = p.owner_user_id AND u.email IN ('author@demo.test', 'approver@demo.test')
          WHERE p.origin = 'krea' AND pl.review_state IN ('approved', 'inReview') ORDER BY p.id, pl.locale`,
      );
      for (const r of comp.rows) expect(r).toEqual({ title: r.title, completeness: 100 });
      const teacher = await t.login('teacher@demo.test');
      const tget = (url: string) => t.request('GET', `${API}${url}`, { token: teacher.token });
      const list = await tget('/EducationalProgramApi/GetAllFiltered?locale=es&pageSize=50');
      const demo = list.json.data.filter((x: any) =>
        ['Huerto escolar sostenible', 'Arte y emociones'].includes(x.name),
      );
      expect(demo.map((x: any) => [x.name, x.resourceTotalQuantity, x.classTotalQuantity])).toEqual(
        expect.arrayContaining([
          ['Huerto escolar sostenible', 1, 1],
          ['Arte y emociones', 1, 1],
        ]),
      );
      expect(list.json.data.filter((x: any) => x.resourceTotalQuantity === 0)).toEqual([]);
      for (const p of list.json.data) {
        const page = await tget(`/EducationalProgramApi/PagedResources/${p.id}?pageNumber=0&pageSize=100&locale=es`);
        expect({ id: p.id, totalCount: page.json.totalCount }).toEqual({ id: p.id, totalCount: page.json.data.length });
      }
    });
  });
}
