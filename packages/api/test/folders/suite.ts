/**
 * Folder API over real HTTP (spec platform §7 FolderApi, KimpleFolderApi/{id}/Save and Share): every call with the
 * callers it allows (owner, editor, viewer) and refuses (401 without a session, 403 for the wrong permission, 404 for a
 * stranger — the same answer as for a folder that does not exist), bad input (400 with a message, nothing changed), and
 * two editors reordering at once. Run on PGlite and on PostgreSQL.
 */
import { startTestApp, type TestApp } from '../core/harness';

const API = '/api/v1';
type Who = 'owner' | 'editor' | 'viewer' | 'stranger' | 'outsider' | 'colleague';

export function foldersSuite(): void {
  let t: TestApp;
  const tok = {} as Record<Who, string>;
  const uid = {} as Record<Who, number>;
  let res: number[] = [];
  let foreignResource: number;
  let provider: number;
  let providerResources: number[];

  const call = (method: string, url: string, who: Who | null, body?: unknown, headers?: Record<string, string>) =>
    t.request(method, API + url, { token: who ? tok[who] : undefined, body, headers });
  const get = (url: string, who: Who | null = 'owner') => call('GET', url, who);
  const post = (url: string, body: unknown, who: Who | null = 'owner') => call('POST', url, who, body);
  const put = (url: string, body: unknown, who: Who | null = 'owner') => call('PUT', url, who, body);
  const del = (url: string, who: Who | null = 'owner') => call('DELETE', url, who);

  /** the tables a refused call must leave alone */
  const snap = async () =>
    [
      await t.snapshot('folders', 'id'),
      await t.snapshot('folder_resources', 'folder_id, resource_id'),
      await t.snapshot('folder_permissions', 'folder_id, user_id'),
      String(await t.count('email_outbox')),
    ].join('\n');
  const orderOf = async (folderId: number) =>
    (
      await t.db.query<{ resource_id: number }>(
        'SELECT resource_id FROM folder_resources WHERE folder_id = $1 ORDER BY position',
        [folderId],
      )
    ).rows.map((r) => r.resource_id);

  /** a folder of the owner with `resources`, shared with the editor (Edit) and the viewer (Read) */
  let seq = 0;
  async function sharedFolder(resources: number[] = res.slice(0, 3)): Promise<number> {
    const r = await post('/FolderApi/Create', { name: `Carpeta de prueba ${++seq}` });
    expect(r.status).toBe(201);
    const id = r.json.id as number;
    for (const resourceId of resources) {
      expect(
        (await put('/FolderApi/UpdateResourceInFolders', { resourceId, folders: [{ folderId: id, inFolder: true }] }))
          .status,
      ).toBe(200);
    }
    const s = await post('/FolderApi/Share', {
      folderId: id,
      recipients: [
        { userId: uid.editor, permission: 'Edit' },
        { userId: uid.viewer, permission: 'Read' },
      ],
    });
    expect(s.status).toBe(200);
    return id;
  }

  beforeAll(async () => {
    t = await startTestApp({ publicUrl: 'https://platform.example' });
    const north = (await t.db.query<{ id: number }>(`SELECT id FROM schools WHERE key = 'demo-north'`)).rows[0].id;
    const south = (await t.db.query<{ id: number }>(`SELECT id FROM schools WHERE key = 'demo-south'`)).rows[0].id;
    const otherGroup = await t.createSchoolGroup('Otra red');
    const elsewhere = await t.createSchool(otherGroup, 'Colegio de otra red');
    const users: Record<Who, Awaited<ReturnType<TestApp['createUser']>>> = {
      owner: await t.createUser({ schoolId: north, mailingLanguage: 'en' }),
      editor: await t.createUser({ schoolId: north }),
      viewer: await t.createUser({ schoolId: south, mailingLanguage: 'ca' }),
      colleague: await t.createUser({ schoolId: north, primaryRoles: ['Manager'] }),
      stranger: await t.createUser({ schoolId: north }),
      outsider: await t.createUser({ schoolId: elsewhere }),
    };
    for (const [k, u] of Object.entries(users)) {
      tok[k as Who] = u.token;
      uid[k as Who] = u.userId;
    }
    res = (
      await t.db.query<{ id: number }>(
        `SELECT r.id FROM resources r WHERE r.school_group_id IS NULL AND r.deleted_at IS NULL AND r.key IS NOT NULL
          AND EXISTS (SELECT 1 FROM resource_locales l WHERE l.resource_id = r.id AND l.status = 1) ORDER BY r.id LIMIT 10`,
      )
    ).rows.map((r) => r.id);
    expect(res.length).toBe(10);
    foreignResource = (
      await t.db.query<{ id: number }>(
        `INSERT INTO resources (key, category_id, type, school_group_id, origin, published_at) VALUES ('folders-test-foreign', 1, 1, $1, 'krea', now()) RETURNING id`,
        [otherGroup],
      )
    ).rows[0].id;
    await t.db.query(
      `INSERT INTO resource_locales (resource_id, locale, status, title) VALUES ($1, 'es', 1, 'Recurso de otra red')`,
      [foreignResource],
    );
    provider = (
      await t.db.query<{ id: number }>(
        `INSERT INTO provider_folders (key, sessions, duration_minutes, age_min, age_max) VALUES ('folders-test-provider', 3, 120, 8, 10) RETURNING id`,
      )
    ).rows[0].id;
    await t.db.query(
      `INSERT INTO provider_folder_locales (folder_id, locale, status, name, description) VALUES ($1, 'es', 1, 'Carpeta del proveedor', 'Una selección'), ($1, 'en', 1, 'Provider folder', 'A selection')`,
      [provider],
    );
    providerResources = [res[7], res[2], res[5]];
    for (const [i, r] of providerResources.entries())
      await t.db.query('INSERT INTO provider_folder_resources (folder_id, resource_id, position) VALUES ($1, $2, $3)', [
        provider,
        r,
        i,
      ]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('a session is needed', () => {
    it.each([
      ['GET', '/FolderApi/GetAllByUser', undefined],
      ['GET', '/FolderApi/ResourceInFolders/1', undefined],
      ['GET', '/FolderApi/GetByLocale/1', undefined],
      ['DELETE', '/FolderApi/Delete/1', undefined],
      ['PUT', '/FolderApi/Rename/1', { name: 'x' }],
      ['PUT', '/FolderApi/1/Description', 'x'],
      ['POST', '/FolderApi/Create', { name: 'x' }],
      ['POST', '/FolderApi/Share', { folderId: 1, recipientIds: [1] }],
      ['PUT', '/FolderApi/UpdateResourceInFolders', { resourceId: 1, folders: [{ folderId: 1, inFolder: true }] }],
      ['DELETE', '/FolderApi/1/Resource/1', undefined],
      ['DELETE', '/FolderApi/RemoveFromAllFolders/1', undefined],
      ['GET', '/FolderApi/GetUsers', undefined],
      ['GET', '/FolderApi/UserPermissions?folderId=1', undefined],
      ['PUT', '/FolderApi/UpdatePermissions', { folderId: 1, userPermissions: [] }],
      ['PUT', '/FolderApi/1/EditPermission', {}],
      ['PUT', '/FolderApi/1/OrderResources', { resourceIds: [] }],
      ['POST', '/KimpleFolderApi/1/Save', {}],
      ['POST', '/KimpleFolderApi/Share', { folderId: 1, recipientIds: [1] }],
    ] as Array<[string, string, unknown]>)(
      '401 for %s %s without a token (and with a bad one), nothing changed',
      async (method, url, body) => {
        const before = await snap();
        const r = await call(method as string, url as string, null, body);
        expect(r.status).toBe(401);
        expect(r.json.code).toBe('UNAUTHORIZED');
        expect((await t.request(method as string, API + url, { token: 'not-a-token', body })).status).toBe(401);
        expect(await snap()).toBe(before);
      },
    );
  });

  describe('Create and GetAllByUser', () => {
    it('creates with the §5 rules: 201, then 400 with the §8 code for empty / too long / repeated / NUL, nothing created', async () => {
      const ok = await post('/FolderApi/Create', {
        name: '  Mis favoritos  ',
        description: 'Para clase',
        locale: 'en',
      });
      expect(ok.status).toBe(201);
      expect(ok.json).toMatchObject({
        name: 'Mis favoritos',
        description: 'Para clase',
        permission: 'Owner',
        origin: 1,
        resourcesCount: 0,
        copiedAt: null,
        locale: 'en',
        sharedCount: 0,
        owner: { userId: uid.owner },
      });
      const before = await snap();
      for (const [body, code, message] of [
        [{ name: '' }, 'FOLDER_NAME_REQUIRED', 'Please, complete the name'],
        [{ name: '   ' }, 'FOLDER_NAME_REQUIRED', 'Please, complete the name'],
        [{}, 'FOLDER_NAME_REQUIRED', 'Please, complete the name'],
        [{ name: 'x'.repeat(51) }, 'FOLDER_NAME_TOO_LONG', 'The name must have a maximum of 50 characters.'],
        [{ name: 'MIS FAVORITOS' }, 'FOLDER_NAME_REPEATED', 'You have already used that name, try another one.'],
        [{ name: 'a\u0000b' }, 'VALIDATION_ERROR', undefined],
        [{ name: 'ok', description: 'd\u0000' }, 'VALIDATION_ERROR', undefined],
        [{ name: 'ok', description: 'd'.repeat(1001) }, 'VALIDATION_ERROR', undefined],
        [{ name: 42 }, 'FOLDER_NAME_REQUIRED', undefined],
        [{ name: 'ok', locale: 'fr' }, 'VALIDATION_ERROR', undefined],
      ] as const) {
        const r = await post('/FolderApi/Create', body);
        expect([r.status, r.json.code]).toEqual([400, code]);
        if (message) expect(r.json.message).toBe(message);
        expect(typeof r.json.message).toBe('string');
      }
      expect(await snap()).toBe(before);
      // 50 characters is allowed; the same name is fine for another user
      expect((await post('/FolderApi/Create', { name: 'y'.repeat(50) })).status).toBe(201);
      expect((await post('/FolderApi/Create', { name: 'Mis favoritos' }, 'editor')).status).toBe(201);
    });

    it('lists mine first, then the ones shared with me with my permission; pages of at most 500; past the end is empty', async () => {
      const id = await sharedFolder([res[0]]);
      const mine = await get('/FolderApi/GetAllByUser');
      expect(mine.status).toBe(200);
      expect(mine.json.find((f: any) => f.id === id)).toMatchObject({
        permission: 'Owner',
        resourcesCount: 1,
        sharedCount: 2,
      });
      expect(mine.json.every((f: any) => f.permission === 'Owner')).toBe(true);
      const theirs = await get('/FolderApi/GetAllByUser', 'viewer');
      expect(theirs.json.find((f: any) => f.id === id)).toMatchObject({
        permission: 'Read',
        owner: { userId: uid.owner },
      });
      expect((await get('/FolderApi/GetAllByUser', 'editor')).json.find((f: any) => f.id === id).permission).toBe(
        'Edit',
      );
      const editorList = (await get('/FolderApi/GetAllByUser', 'editor')).json;
      expect(editorList[0].permission).toBe('Owner'); // its own "Mis favoritos" comes before the shared one
      expect((await get('/FolderApi/GetAllByUser', 'stranger')).json.map((f: any) => f.id)).not.toContain(id);
      const one = await get('/FolderApi/GetAllByUser?pageSize=1&pageNumber=1');
      expect(one.json).toEqual([mine.json[1]]);
      expect((await get('/FolderApi/GetAllByUser?pageNumber=999')).json).toEqual([]);
      for (const q of ['pageSize=501', 'pageSize=0', 'pageNumber=-1', 'pageNumber=x'])
        expect((await get(`/FolderApi/GetAllByUser?${q}`)).status).toBe(400);
    });
  });

  describe('GetByLocale/{id}', () => {
    it('gives owner, editor and viewer the folder with its resources in order; a stranger gets the 404 of a missing folder', async () => {
      const id = await sharedFolder([res[3], res[1], res[2]]);
      const o = await get(`/FolderApi/GetByLocale/${id}?locale=en`);
      expect(o.status).toBe(200);
      expect(o.json).toMatchObject({
        id,
        permission: 'Owner',
        canEdit: true,
        origin: 1,
        owner: { userId: uid.owner },
        resourcesCount: 3,
      });
      expect(o.json.resources.map((r: any) => r.resourceId)).toEqual([res[3], res[1], res[2]]);
      expect(o.json.resources.map((r: any) => r.order)).toEqual([0, 1, 2]);
      expect(o.json.resources[0].card).toMatchObject({ id: res[3] });
      expect(typeof o.json.resources[0].card.title).toBe('string');
      expect((await get(`/FolderApi/GetByLocale/${id}`, 'editor')).json).toMatchObject({
        permission: 'Edit',
        canEdit: true,
      });
      expect((await get(`/FolderApi/GetByLocale/${id}`, 'viewer')).json).toMatchObject({
        permission: 'Read',
        canEdit: false,
      });
      const stranger = await get(`/FolderApi/GetByLocale/${id}`, 'stranger');
      const missing = await get('/FolderApi/GetByLocale/2147483647', 'stranger');
      expect(stranger.status).toBe(404);
      expect(stranger.text).toBe(missing.text); // no name, no count: the same answer as for nothing
      expect((await get(`/FolderApi/GetByLocale/${id}`, 'outsider')).status).toBe(404);
      for (const bad of ['abc', '0', '-1', '2147483648', `${id}?locale=fr`])
        expect((await get(`/FolderApi/GetByLocale/${bad}`)).status).toBe(400);
    });
  });

  describe('Rename/{id}', () => {
    it('owner only, §5 rules with the §8 codes, nothing changed when refused', async () => {
      const id = await sharedFolder([]);
      await post('/FolderApi/Create', { name: 'Nombre ocupado' });
      const before = await snap();
      expect((await put(`/FolderApi/Rename/${id}`, { name: 'Nuevo', id }, 'editor')).json.code).toBe(
        'FOLDER_OWNER_ONLY',
      );
      expect((await put(`/FolderApi/Rename/${id}`, { name: 'Nuevo', id }, 'viewer')).status).toBe(403);
      expect((await put(`/FolderApi/Rename/${id}`, { name: 'Nuevo', id }, 'stranger')).status).toBe(404);
      expect((await put('/FolderApi/Rename/2147483647', { name: 'Nuevo' })).status).toBe(404);
      for (const [body, code] of [
        [{ name: '' }, 'FOLDER_NAME_REQUIRED'],
        [{ name: 'z'.repeat(51) }, 'FOLDER_NAME_TOO_LONG'],
        [{ name: 'NOMBRE ocupado' }, 'FOLDER_NAME_REPEATED'],
        [{ name: 'Nuevo', id: id + 1 }, 'VALIDATION_ERROR'],
        [{ name: 'x\u0000' }, 'VALIDATION_ERROR'],
        [{ name: 'Nuevo', id: 'abc' }, 'VALIDATION_ERROR'],
      ] as const) {
        const r = await put(`/FolderApi/Rename/${id}`, body);
        expect([r.status, r.json.code]).toEqual([400, code]);
      }
      expect((await put('/FolderApi/Rename/abc', { name: 'Nuevo' })).status).toBe(400);
      expect(await snap()).toBe(before);
      const ok = await put(`/FolderApi/Rename/${id}`, { name: 'Nuevo nombre', id });
      expect(ok.status).toBe(200);
      expect(ok.json.name).toBe('Nuevo nombre');
      expect((await put(`/FolderApi/Rename/${id}`, { name: 'NUEVO NOMBRE' })).json.name).toBe('NUEVO NOMBRE'); // its own name in other case
      expect((await get(`/FolderApi/GetByLocale/${id}`, 'viewer')).json.name).toBe('NUEVO NOMBRE');
    });
  });

  describe('{folderId}/Description', () => {
    it('takes a plain JSON string (or { description }); owner and editor; viewer 403; stranger 404; too long / NUL / not text 400', async () => {
      const id = await sharedFolder([]);
      const r = await put(`/FolderApi/${id}/Description`, 'Una descripción sencilla');
      expect(r.status).toBe(200);
      expect(r.json.description).toBe('Una descripción sencilla');
      expect(
        (await put(`/FolderApi/${id}/Description`, { description: 'Del editor' }, 'editor')).json.description,
      ).toBe('Del editor');
      const before = await snap();
      expect((await put(`/FolderApi/${id}/Description`, 'No', 'viewer')).json).toMatchObject({
        statusCode: 403,
        code: 'NO_EDIT_PERMISSION',
        message: "You don't have editing permission",
      });
      expect((await put(`/FolderApi/${id}/Description`, 'No', 'stranger')).status).toBe(404);
      for (const body of ['d'.repeat(1001), 'a\u0000', 42, { description: 5 }, null, ['x']])
        expect((await put(`/FolderApi/${id}/Description`, body)).status).toBe(400);
      expect(await snap()).toBe(before);
      expect((await put(`/FolderApi/${id}/Description`, '')).json.description).toBeNull();
    });
  });

  describe('UpdateResourceInFolders, {folderId}/Resource/{resourceId}, RemoveFromAllFolders/{id}', () => {
    it('adds for owner and editor, refuses viewer (403) and stranger (404), unknown resource 400 — all or nothing', async () => {
      const id = await sharedFolder([]);
      expect(
        (
          await put(
            '/FolderApi/UpdateResourceInFolders',
            { resourceId: res[4], folders: [{ folderId: id, inFolder: true }] },
            'editor',
          )
        ).status,
      ).toBe(200);
      expect(await orderOf(id)).toEqual([res[4]]);
      const mine = (await post('/FolderApi/Create', { name: 'Mía y de nadie más' }, 'viewer')).json.id;
      const before = await snap();
      const v = await put(
        '/FolderApi/UpdateResourceInFolders',
        {
          resourceId: res[5],
          folders: [
            { folderId: mine, inFolder: true },
            { folderId: id, inFolder: true },
          ],
        },
        'viewer',
      );
      expect([v.status, v.json.code]).toEqual([403, 'NO_EDIT_PERMISSION']);
      expect(
        (
          await put(
            '/FolderApi/UpdateResourceInFolders',
            { resourceId: res[5], folders: [{ folderId: id, inFolder: true }] },
            'stranger',
          )
        ).status,
      ).toBe(404);
      for (const resourceId of [2147483647, foreignResource]) {
        const u = await put('/FolderApi/UpdateResourceInFolders', {
          resourceId,
          folders: [{ folderId: id, inFolder: true }],
        });
        expect([u.status, u.json.code]).toEqual([400, 'UNKNOWN_RESOURCE']);
      }
      for (const body of [
        { resourceId: res[5], folders: [] },
        { resourceId: '1', folders: [{ folderId: id, inFolder: true }] },
        { resourceId: res[5], folders: [{ folderId: id, inFolder: 'yes' }] },
        { resourceId: res[5] },
      ]) {
        expect((await put('/FolderApi/UpdateResourceInFolders', body)).status).toBe(400);
      }
      expect(await snap()).toBe(before);
      // adding twice keeps one; the flags answer tells where the resource is
      const again = await put('/FolderApi/UpdateResourceInFolders', {
        resourceId: res[4],
        folders: [{ folderId: id, inFolder: true }],
      });
      expect(again.json.find((f: any) => f.folderId === id)).toEqual({
        folderId: id,
        folderName: expect.any(String),
        inFolder: true,
        permission: 'Owner',
      });
      expect(await orderOf(id)).toEqual([res[4]]);
    });

    it('removes one resource for owner and editor; viewer 403, stranger 404, not in the folder 404, bad ids 400', async () => {
      const id = await sharedFolder([res[0], res[1], res[2]]);
      const before = await snap();
      expect((await del(`/FolderApi/${id}/Resource/${res[0]}`, 'viewer')).json.code).toBe('NO_EDIT_PERMISSION');
      expect((await del(`/FolderApi/${id}/Resource/${res[0]}`, 'stranger')).status).toBe(404);
      expect((await del(`/FolderApi/${id}/Resource/${res[9]}`)).json.code).toBe('RESOURCE_NOT_IN_FOLDER');
      for (const u of [
        `/FolderApi/abc/Resource/${res[0]}`,
        `/FolderApi/${id}/Resource/0`,
        `/FolderApi/${id}/Resource/99999999999`,
      ])
        expect((await del(u)).status).toBe(400);
      expect(await snap()).toBe(before);
      const r = await del(`/FolderApi/${id}/Resource/${res[1]}`, 'editor');
      expect(r.status).toBe(200);
      expect(r.json.resourcesCount).toBe(2);
      expect(await orderOf(id)).toEqual([res[0], res[2]]);
      expect((await del(`/FolderApi/${id}/Resource/${res[0]}`)).status).toBe(200);
      expect(await orderOf(id)).toEqual([res[2]]);
    });

    it('RemoveFromAllFolders takes a resource out of every folder I own or edit, not out of read-only ones', async () => {
      const shared = await sharedFolder([res[6]]); // editor: Edit, viewer: Read
      const editorsOwn = (await post('/FolderApi/Create', { name: 'Del editor con el 6' }, 'editor')).json.id;
      await put(
        '/FolderApi/UpdateResourceInFolders',
        { resourceId: res[6], folders: [{ folderId: editorsOwn, inFolder: true }] },
        'editor',
      );
      const readOnly = (await post('/FolderApi/Create', { name: 'Del dueño, solo lectura' })).json.id;
      await put('/FolderApi/UpdateResourceInFolders', {
        resourceId: res[6],
        folders: [{ folderId: readOnly, inFolder: true }],
      });
      await post('/FolderApi/Share', { folderId: readOnly, recipientIds: [uid.editor], permission: 'Read' });
      const r = await del(`/FolderApi/RemoveFromAllFolders/${res[6]}`, 'editor');
      expect(r.status).toBe(200);
      expect(r.json.filter((f: any) => f.inFolder).map((f: any) => f.folderId)).toEqual([readOnly]);
      expect(await orderOf(shared)).toEqual([]);
      expect(await orderOf(editorsOwn)).toEqual([]);
      expect(await orderOf(readOnly)).toEqual([res[6]]);
      const before = await snap();
      expect((await del('/FolderApi/RemoveFromAllFolders/2147483647', 'editor')).status).toBe(404);
      expect((await del('/FolderApi/RemoveFromAllFolders/abc', 'editor')).status).toBe(400);
      expect((await del(`/FolderApi/RemoveFromAllFolders/${foreignResource}`, 'editor')).status).toBe(403);
      expect(await snap()).toBe(before);
    });
  });

  describe('{folderId}/OrderResources', () => {
    it('reorders for owner and editor; viewer 403; stranger 404; a list that is not a permutation is a 400 and nothing moves', async () => {
      const id = await sharedFolder([res[0], res[1], res[2], res[3]]);
      const r = await put(`/FolderApi/${id}/OrderResources`, { resourceIds: [res[3], res[0], res[2], res[1]] });
      expect(r.status).toBe(200);
      expect(r.json.resources.map((x: any) => x.resourceId)).toEqual([res[3], res[0], res[2], res[1]]);
      expect(
        (await put(`/FolderApi/${id}/OrderResources`, { resourceIds: [res[0], res[1], res[2], res[3]] }, 'editor'))
          .status,
      ).toBe(200);
      expect(await orderOf(id)).toEqual([res[0], res[1], res[2], res[3]]);
      const before = await snap();
      expect(
        (await put(`/FolderApi/${id}/OrderResources`, { resourceIds: [res[3], res[2], res[1], res[0]] }, 'viewer')).json
          .code,
      ).toBe('NO_EDIT_PERMISSION');
      expect(
        (await put(`/FolderApi/${id}/OrderResources`, { resourceIds: [res[3], res[2], res[1], res[0]] }, 'stranger'))
          .status,
      ).toBe(404);
      for (const resourceIds of [
        [res[0], res[1], res[2]],
        [res[0], res[1], res[2], res[3], res[4]],
        [res[0], res[1], res[2], res[4]],
        [res[0], res[0], res[1], res[2], res[3]],
        [],
      ]) {
        const b = await put(`/FolderApi/${id}/OrderResources`, { resourceIds });
        expect(b.status).toBe(400);
        expect(['ORDER_NOT_PERMUTATION', 'VALIDATION_ERROR']).toContain(b.json.code);
        expect(b.json.message.length).toBeGreaterThan(0);
      }
      for (const body of [{}, { resourceIds: 'x' }, { resourceIds: [0] }, { resourceIds: ['1'] }])
        expect((await put(`/FolderApi/${id}/OrderResources`, body)).status).toBe(400);
      expect(await snap()).toBe(before);
    });

    it('two editors reordering at once (through two API instances) never lose nor duplicate a resource', async () => {
      const ids = res.slice(0, 8);
      const id = await sharedFolder(ids);
      const other = await t.another();
      const shuffle = (a: number[], seed: number) => {
        const out = [...a];
        let s = seed;
        for (let i = out.length - 1; i > 0; i--) {
          s = (s * 1103515245 + 12345) % 2147483648;
          const j = s % (i + 1);
          [out[i], out[j]] = [out[j], out[i]];
        }
        return out;
      };
      for (let round = 0; round < 15; round++) {
        const a = shuffle(ids, round * 2 + 1);
        const b = shuffle(ids, round * 2 + 2);
        const [ra, rb] = await Promise.all([
          t.request('PUT', `${API}/FolderApi/${id}/OrderResources`, { token: tok.owner, body: { resourceIds: a } }),
          other.request('PUT', `${API}/FolderApi/${id}/OrderResources`, {
            token: tok.editor,
            body: { resourceIds: b },
          }),
        ]);
        expect([ra.status, rb.status]).toEqual([200, 200]);
        const { rows } = await t.db.query<{ resource_id: number; position: number }>(
          'SELECT resource_id, position FROM folder_resources WHERE folder_id = $1 ORDER BY position',
          [id],
        );
        expect(rows.map((x) => x.resource_id).sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
        expect(new Set(rows.map((x) => x.position)).size).toBe(ids.length);
        expect([JSON.stringify(a), JSON.stringify(b)]).toContain(JSON.stringify(rows.map((x) => x.resource_id)));
      }
      // a reorder racing an addition: either it saw the addition (then it is not a permutation: 400) or it ran first
      const [add, reorder] = await Promise.all([
        other.request('PUT', `${API}/FolderApi/UpdateResourceInFolders`, {
          token: tok.editor,
          body: { resourceId: res[9], folders: [{ folderId: id, inFolder: true }] },
        }),
        t.request('PUT', `${API}/FolderApi/${id}/OrderResources`, {
          token: tok.owner,
          body: { resourceIds: [...ids].reverse() },
        }),
      ]);
      expect(add.status).toBe(200);
      expect([200, 400]).toContain(reorder.status);
      const final = await orderOf(id);
      expect(final.sort((x, y) => x - y)).toEqual([...ids, res[9]].sort((x, y) => x - y));
    });
  });

  describe('{id}/EditPermission', () => {
    it('200 for owner and editor, 403 with the §8 message for a viewer, 404 for a stranger, 400 for a bad id', async () => {
      const id = await sharedFolder([]);
      expect((await put(`/FolderApi/${id}/EditPermission`, {})).json).toEqual({
        folderId: id,
        permission: 'Owner',
        canEdit: true,
      });
      expect((await put(`/FolderApi/${id}/EditPermission`, {}, 'editor')).json).toEqual({
        folderId: id,
        permission: 'Edit',
        canEdit: true,
      });
      const v = await put(`/FolderApi/${id}/EditPermission`, {}, 'viewer');
      expect(v.status).toBe(403);
      expect(v.json).toMatchObject({ code: 'NO_EDIT_PERMISSION', message: "You don't have editing permission" });
      expect((await put(`/FolderApi/${id}/EditPermission`, {}, 'stranger')).status).toBe(404);
      expect((await put('/FolderApi/abc/EditPermission', {})).status).toBe(400);
    });
  });

  describe('sharing: Share, GetUsers, UserPermissions, UpdatePermissions', () => {
    it('GetUsers lists the colleagues of my school network (not me, not other networks), with their permission on my folder', async () => {
      const id = await sharedFolder([]);
      const r = await get(`/FolderApi/GetUsers?folderId=${id}`);
      expect(r.status).toBe(200);
      const byId = new Map(r.json.map((u: any) => [u.userId, u]));
      expect(byId.get(uid.editor)).toMatchObject({ permission: 'Edit', email: expect.any(String) });
      expect(byId.get(uid.viewer)).toMatchObject({ permission: 'Read' });
      expect(byId.get(uid.colleague)).toMatchObject({ permission: null });
      expect(byId.has(uid.owner)).toBe(false);
      expect(byId.has(uid.outsider)).toBe(false);
      const email = (await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [uid.colleague]))
        .rows[0].email;
      expect(
        (await get(`/FolderApi/GetUsers?search=${encodeURIComponent(email.slice(0, 8).toUpperCase())}`)).json.map(
          (u: any) => u.userId,
        ),
      ).toContain(uid.colleague);
      expect((await get('/FolderApi/GetUsers')).json.every((u: any) => u.permission === null)).toBe(true);
      expect((await get(`/FolderApi/GetUsers?folderId=${id}`, 'editor')).json.code).toBe('FOLDER_OWNER_ONLY');
      expect((await get(`/FolderApi/GetUsers?folderId=${id}`, 'stranger')).status).toBe(404);
      for (const q of ['folderId=abc', 'folderId=0', `search=${'s'.repeat(101)}`, 'search=%00'])
        expect((await get(`/FolderApi/GetUsers?${q}`)).status).toBe(400);
    });

    it('Share: owner only, network only, Read or Edit, an email with a link built from the configured origin; refused shares change and send nothing', async () => {
      const id = (await post('/FolderApi/Create', { name: 'Para compartir' })).json.id;
      const before = await snap();
      const refused: Array<[unknown, Who, number, string?]> = [
        [{ folderId: id, recipientIds: [uid.outsider] }, 'owner', 403, 'NOT_COLLEAGUE'],
        [{ folderId: id, recipientIds: [uid.colleague, uid.outsider] }, 'owner', 403, 'NOT_COLLEAGUE'],
        [{ folderId: id, recipientIds: [uid.owner] }, 'owner', 400],
        [{ folderId: id, recipientIds: [] }, 'owner', 400],
        [{ folderId: id }, 'owner', 400],
        [{ folderId: id, recipients: [{ userId: uid.colleague, permission: 'Owner' }] }, 'owner', 400],
        [{ folderId: id, recipients: [{ userId: uid.colleague, permission: 'Admin' }] }, 'owner', 400],
        [{ folderId: id, recipientIds: [uid.colleague], permission: 'Write' }, 'owner', 400],
        [{ folderId: 'x', recipientIds: [uid.colleague] }, 'owner', 400],
        [{ folderId: id, recipientIds: [uid.colleague] }, 'stranger', 404],
        [{ folderId: 2147483647, recipientIds: [uid.colleague] }, 'owner', 404],
      ];
      for (const [body, who, status, code] of refused) {
        const r = await post('/FolderApi/Share', body, who);
        expect([r.status, code ? r.json.code : undefined]).toEqual([status, code]);
      }
      expect(await snap()).toBe(before);
      // Host and X-Forwarded-Host are the client's to say: the link must not follow them
      const ok = await call(
        'POST',
        '/FolderApi/Share',
        'owner',
        { folderId: id, recipients: [{ userId: uid.colleague, permission: 'Read' }] },
        { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      );
      expect(ok.status).toBe(200);
      expect(ok.json.sent).toBe(1);
      expect(ok.json.userPermissions).toEqual([
        { user: expect.objectContaining({ userId: uid.owner }), permission: 'Owner' },
        { user: expect.objectContaining({ userId: uid.colleague }), permission: 'Read' },
      ]);
      const email = (await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [uid.colleague]))
        .rows[0].email;
      const mail = (
        await t.db.query<{ body_html: string; body_text: string; kind: string }>(
          'SELECT body_html, body_text, kind FROM email_outbox WHERE to_email = $1 ORDER BY id DESC LIMIT 1',
          [email],
        )
      ).rows[0];
      expect(mail.kind).toBe('shared');
      expect(mail.body_html).toContain(`https://platform.example/folders/${id}`);
      expect(mail.body_html).toContain('Para compartir');
      expect(mail.body_html + mail.body_text).not.toContain('evil.example');
      expect((await get('/FolderApi/GetAllByUser', 'colleague')).json.find((f: any) => f.id === id)).toMatchObject({
        permission: 'Read',
      });
      // sharing again as editor raises the permission; editors may not share
      expect(
        (await post('/FolderApi/Share', { folderId: id, recipientIds: [uid.colleague], permission: 'Edit' })).status,
      ).toBe(200);
      expect((await get(`/FolderApi/GetByLocale/${id}`, 'colleague')).json.permission).toBe('Edit');
      expect(
        (await post('/FolderApi/Share', { folderId: id, recipientIds: [uid.editor] }, 'colleague')).json.code,
      ).toBe('FOLDER_OWNER_ONLY');
    });

    it('UserPermissions: everyone with access sees who has it (owner first); a stranger gets 404', async () => {
      const id = await sharedFolder([]);
      for (const who of ['owner', 'editor', 'viewer'] as const) {
        const r = await get(`/FolderApi/UserPermissions?folderId=${id}`, who);
        expect(r.status).toBe(200);
        expect(r.json.map((p: any) => [p.user.userId, p.permission])).toEqual(
          expect.arrayContaining([
            [uid.owner, 'Owner'],
            [uid.editor, 'Edit'],
            [uid.viewer, 'Read'],
          ]),
        );
        expect(r.json[0].permission).toBe('Owner');
      }
      expect((await get(`/FolderApi/UserPermissions?folderId=${id}`, 'stranger')).status).toBe(404);
      for (const q of ['', '?folderId=x', '?folderId=0'])
        expect((await get(`/FolderApi/UserPermissions${q}`)).status).toBe(400);
    });

    it('UpdatePermissions: the owner raises a viewer to editor (who can then reorder) and removes access; bad values 400, others refused, nothing changed', async () => {
      const id = await sharedFolder([res[0], res[1]]);
      expect((await put(`/FolderApi/${id}/OrderResources`, { resourceIds: [res[1], res[0]] }, 'viewer')).status).toBe(
        403,
      );
      const before = await snap();
      const refused: Array<[unknown, Who, number, string?]> = [
        [
          { folderId: id, userPermissions: [{ user: { userId: uid.viewer }, permission: 'Edit' }] },
          'editor',
          403,
          'FOLDER_OWNER_ONLY',
        ],
        [
          { folderId: id, userPermissions: [{ user: { userId: uid.viewer }, permission: 'Edit' }] },
          'viewer',
          403,
          'FOLDER_OWNER_ONLY',
        ],
        [{ folderId: id, userPermissions: [{ user: { userId: uid.viewer }, permission: 'Edit' }] }, 'stranger', 404],
        [
          { folderId: id, userPermissions: [{ user: { userId: uid.viewer }, permission: 'Admin' }] },
          'owner',
          400,
          'VALIDATION_ERROR',
        ],
        [
          { folderId: id, userPermissions: [{ user: { userId: uid.viewer }, permission: 'Owner' }] },
          'owner',
          400,
          'INVALID_PERMISSION',
        ],
        [
          { folderId: id, userPermissions: [{ user: { userId: uid.owner }, permission: 'Read' }] },
          'owner',
          400,
          'INVALID_PERMISSION',
        ],
        [
          {
            folderId: id,
            userPermissions: [
              { user: { userId: uid.viewer }, permission: 'Edit' },
              { user: { userId: uid.colleague }, permission: 'Read' },
            ],
          },
          'owner',
          400,
          'USER_NOT_SHARED',
        ],
        [{ folderId: id, removedUserIds: [uid.owner] }, 'owner', 400, 'INVALID_PERMISSION'],
        [{ folderId: id, removedUserIds: [uid.stranger] }, 'owner', 400, 'USER_NOT_SHARED'],
        [{ folderId: id, userPermissions: 'Edit' }, 'owner', 400, 'VALIDATION_ERROR'],
        [{ userPermissions: [] }, 'owner', 400, 'VALIDATION_ERROR'],
      ];
      for (const [body, who, status, code] of refused) {
        const r = await put('/FolderApi/UpdatePermissions', body, who);
        expect([r.status, code ? r.json.code : undefined]).toEqual([status, code]);
      }
      expect(await snap()).toBe(before);
      const up = await put('/FolderApi/UpdatePermissions', {
        folderId: id,
        userPermissions: [
          { user: { userId: uid.owner }, permission: 'Owner' },
          { user: { userId: uid.viewer }, permission: 'Edit' },
        ],
      });
      expect(up.status).toBe(200);
      expect(up.json.find((p: any) => p.user.userId === uid.viewer).permission).toBe('Edit');
      expect((await put(`/FolderApi/${id}/OrderResources`, { resourceIds: [res[1], res[0]] }, 'viewer')).status).toBe(
        200,
      );
      const rm = await put('/FolderApi/UpdatePermissions', {
        folderId: id,
        userPermissions: [{ userId: uid.editor, permission: 'Read' }],
        removedUserIds: [uid.viewer],
      });
      expect(rm.json.map((p: any) => [p.user.userId, p.permission])).toEqual([
        [uid.owner, 'Owner'],
        [uid.editor, 'Read'],
      ]);
      expect((await get(`/FolderApi/GetByLocale/${id}`, 'viewer')).status).toBe(404);
      expect((await put(`/FolderApi/${id}/OrderResources`, { resourceIds: [res[0], res[1]] }, 'editor')).status).toBe(
        403,
      );
    });
  });

  describe('Delete/{id}', () => {
    it('owner only; the folder, its resources list and its shares go; then everyone gets 404', async () => {
      const id = await sharedFolder([res[0]]);
      const before = await snap();
      expect((await del(`/FolderApi/Delete/${id}`, 'editor')).json.code).toBe('FOLDER_OWNER_ONLY');
      expect((await del(`/FolderApi/Delete/${id}`, 'viewer')).status).toBe(403);
      expect((await del(`/FolderApi/Delete/${id}`, 'stranger')).status).toBe(404);
      expect((await del('/FolderApi/Delete/abc')).status).toBe(400);
      expect(await snap()).toBe(before);
      expect((await del(`/FolderApi/Delete/${id}`)).json).toEqual({ id, deleted: true });
      expect(await t.count('folder_permissions', 'folder_id = $1', [id])).toBe(0);
      expect(await t.count('folder_resources', 'folder_id = $1', [id])).toBe(0);
      for (const who of ['owner', 'editor', 'viewer'] as const)
        expect((await get(`/FolderApi/GetByLocale/${id}`, who)).status).toBe(404);
      expect((await del(`/FolderApi/Delete/${id}`)).status).toBe(404);
    });
  });

  describe('provider folders: KimpleFolderApi/{id}/Save and Share', () => {
    it('Save copies name (in the language asked), description and resources in order into my folders: origin 2, copied date; again as "Name (2)"', async () => {
      const r = await post(`/KimpleFolderApi/${provider}/Save`, { locale: 'en' }, 'viewer');
      expect(r.status).toBe(201);
      expect(r.json).toMatchObject({
        name: 'Provider folder',
        description: 'A selection',
        origin: 2,
        permission: 'Owner',
        resourcesCount: 3,
        owner: { userId: uid.viewer },
      });
      expect(Date.now() - Date.parse(r.json.copiedAt)).toBeLessThan(60_000);
      expect(await orderOf(r.json.id)).toEqual(providerResources);
      const detail = await get(`/FolderApi/GetByLocale/${r.json.id}`, 'viewer');
      expect(detail.json.copiedFromKimpleFolderId).toBe(provider);
      const again = await post(`/KimpleFolderApi/${provider}/Save?locale=en`, {}, 'viewer');
      expect(again.json.name).toBe('Provider folder (2)');
      const es = await post(`/KimpleFolderApi/${provider}/Save`, {}, 'viewer');
      expect(es.json.name).toBe('Carpeta del proveedor');
      const before = await snap();
      expect((await post('/KimpleFolderApi/2147483647/Save', {}, 'viewer')).status).toBe(404);
      expect((await post('/KimpleFolderApi/abc/Save', {}, 'viewer')).status).toBe(400);
      expect((await post(`/KimpleFolderApi/${provider}/Save?locale=fr`, {}, 'viewer')).status).toBe(400);
      expect(await snap()).toBe(before);
    });

    it('Share emails colleagues of my network a link to the provider folder; others are refused and nothing is sent', async () => {
      const before = await snap();
      expect(
        (await post('/KimpleFolderApi/Share', { folderId: provider, recipientIds: [uid.outsider] })).json.code,
      ).toBe('NOT_COLLEAGUE');
      expect((await post('/KimpleFolderApi/Share', { folderId: provider, recipientIds: [uid.owner] })).status).toBe(
        400,
      );
      expect((await post('/KimpleFolderApi/Share', { folderId: provider, recipientIds: [] })).status).toBe(400);
      expect((await post('/KimpleFolderApi/Share', { folderId: provider, recipients: [{ userId: 'x' }] })).status).toBe(
        400,
      );
      expect(
        (await post('/KimpleFolderApi/Share', { folderId: 2147483647, recipientIds: [uid.colleague] })).status,
      ).toBe(404);
      expect(await snap()).toBe(before);
      const ok = await call(
        'POST',
        '/KimpleFolderApi/Share',
        'owner',
        { folderId: provider, recipients: [uid.colleague, { userId: uid.editor }], folderLocale: 'en' },
        { host: 'evil.example' },
      );
      expect(ok.json).toEqual({ sent: 2 });
      const mails = (
        await t.db.query<{ body_html: string }>('SELECT body_html FROM email_outbox ORDER BY id DESC LIMIT 2')
      ).rows;
      for (const m of mails) {
        expect(m.body_html).toContain(`https://platform.example/kimple-folders/${provider}`);
        expect(m.body_html).toContain('Provider folder');
      }
    });
  });

  describe('demo data', () => {
    it('the demo teacher and manager own folders; one is shared between them with Edit and one with Read', async () => {
      const teacher = (await t.login('teacher@demo.test')).token;
      const manager = (await t.login('manager@demo.test')).token;
      const tf = (await t.request('GET', `${API}/FolderApi/GetAllByUser`, { token: teacher })).json as any[];
      const mf = (await t.request('GET', `${API}/FolderApi/GetAllByUser`, { token: manager })).json as any[];
      expect(tf.filter((f) => f.permission === 'Owner').length).toBeGreaterThanOrEqual(3);
      expect(mf.filter((f) => f.permission === 'Owner').length).toBeGreaterThanOrEqual(2);
      expect(tf.some((f) => f.permission === 'Read' && f.owner.name.startsWith('Marta'))).toBe(true);
      expect(mf.some((f) => f.permission === 'Edit' && f.owner.name.startsWith('Tomás'))).toBe(true);
      expect(tf.some((f) => f.origin === 2 && f.copiedAt)).toBe(true);
      expect(tf.filter((f) => f.permission === 'Owner').every((f) => f.resourcesCount >= 1)).toBe(true);
    });
  });
}
