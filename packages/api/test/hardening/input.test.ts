/**
 * Issue 9 items 1-4, one request each as the attacker sent it: NUL bytes → 400 with a message, ids past int4 →
 * 400 / 404, program lists past their last page → an empty page, `%` and `_` in topic / subtopic searches literal.
 */
import { startTestApp, type TestApp } from '../core/harness';
import { escapeLike, findBadInput } from '../../src/http/hardening';

let t: TestApp;
let admin: string;
let teacher: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@demo.test')).token;
  teacher = (await t.login('teacher@demo.test')).token;
});
afterAll(async () => {
  await t?.close();
});

const expect4xx = (r: { status: number; json: any }, ...statuses: number[]) => {
  expect(statuses).toContain(r.status);
  expect(typeof r.json?.message).toBe('string');
  expect(r.json.message.length).toBeGreaterThan(0);
};

describe('NUL bytes in text input', () => {
  test('search query with NUL → 400 naming the field', async () => {
    const r = await t.get('/api/v1/TopicApi/GetAllFiltered?locale=es&search=%00', teacher);
    expect4xx(r, 400);
    expect(r.json.code).toBe('VALIDATION_ERROR');
    expect(r.json.message).toMatch(/query\.search.*NUL/);
  });
  test('folder name with NUL → 400 and no folder written', async () => {
    const before = await t.count('folders');
    const r = await t.request('POST', '/api/v1/FolderApi/Create', { token: teacher, body: { name: 'a\u0000b' } });
    expect4xx(r, 400);
    expect(r.json.details).toEqual([{ path: 'body.name', message: 'NUL character not allowed' }]);
    expect(await t.count('folders')).toBe(before);
  });
  test('public contact forms with NUL → 400, nothing stored or mailed', async () => {
    const contact = await t.request('POST', '/api/v1/EmailApi/Contact', {
      body: { name: 'a\u0000b', email: 'x@example.test', message: 'hi', role: 'teacher' },
    });
    expect4xx(contact, 400);
    const foundation = await t.request('POST', '/api/v1/EmailApi/FoundationContact', {
      body: { name: 'n', foundation: 'f\u0000', email: 'x@example.test', message: 'hi' },
    });
    expect4xx(foundation, 400);
    const quote = await t.request('POST', '/api/v1/LicenseApi/RequestQuote', {
      body: { license: 'campus', name: 'n', email: 'x@example.test', schoolName: 's', message: '\u0000' },
    });
    expect4xx(quote, 400);
  });
  test('NUL in a path segment, in a JSON key and nested in an array → 400', async () => {
    expect4xx(await t.get('/api/v1/SubtopicApi/GetByLocale/%00', teacher), 400);
    expect4xx(
      await t.request('POST', '/api/v1/TopicApi/Suggest', {
        token: teacher,
        rawBody: '{"a\\u0000":1}',
        headers: { 'content-type': 'application/json' },
      }),
      400,
    );
    expect4xx(
      await t.request('POST', '/api/v1/ResourceApi/Share', {
        token: teacher,
        body: { resourceId: 1, recipientIds: [1], message: ['x\u0000'] },
      }),
      400,
    );
  });
  test('a body nested deeper than any route takes → 400, not a stack overflow', async () => {
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    expect4xx(
      await t.request('POST', '/api/v1/FolderApi/Create', {
        token: teacher,
        rawBody: deep,
        headers: { 'content-type': 'application/json' },
      }),
      400,
    );
  });
  test('text without NUL still passes (accents, emoji, % and _)', async () => {
    const r = await t.request('POST', '/api/v1/FolderApi/Create', {
      token: teacher,
      body: { name: 'Ñandú 100% _ok_ 🙂' },
    });
    expect(r.status).toBe(201);
  });
  test('findBadInput walks deep values without recursion', () => {
    let v: unknown = 'x\u0000';
    for (let i = 0; i < 10; i++) v = { k: [v] };
    expect(findBadInput(v)).toMatch(/^k\.0\.k/);
    expect(findBadInput({ a: ['ok', { b: 'fine' }] })).toBeNull();
  });
});

describe('ids past int4 (2^31-1)', () => {
  test('public GetStudentResource?id=2147483648 → 400', async () => {
    expect4xx(await t.get('/api/v1/ResourceApi/GetStudentResource?id=2147483648&locale=es'), 400, 404);
  });
  test('GET /NotificationApi/2147483648 → 400', async () => {
    expect4xx(await t.get('/api/v1/NotificationApi/2147483648', teacher), 400, 404);
  });
  test('AddResourceReview resourceId 3000000000 → 400', async () => {
    expect4xx(
      await t.request('POST', '/api/v1/ResourceApi/AddResourceReview', {
        token: teacher,
        body: { resourceId: 3000000000, rating: 4 },
      }),
      400,
      404,
    );
  });
  test('UsedContentRecord and UpdateResourceInFolders with such ids → 400', async () => {
    expect4xx(
      await t.request('POST', '/api/v1/AcademicCourseApi/UsedContentRecord', {
        token: teacher,
        body: { educationalProgramId: 2147483648, academicCourseId: 1, resources: [] },
      }),
      400,
      404,
    );
    expect4xx(
      await t.request('PUT', '/api/v1/FolderApi/UpdateResourceInFolders', {
        token: teacher,
        body: { resourceId: 2147483648, folders: [{ folderId: 1, inFolder: true }] },
      }),
      400,
      404,
    );
    expect4xx(
      await t.request('PUT', '/api/v1/FolderApi/UpdateResourceInFolders', {
        token: teacher,
        body: { resourceId: 1, folders: [{ folderId: 3000000000, inFolder: true }] },
      }),
      400,
      404,
    );
  });
  test('the largest int4 itself is a valid id (404, not 400)', async () => {
    expect((await t.get('/api/v1/NotificationApi/2147483647', teacher)).status).toBe(404);
  });
});

describe('program lists past their last page → an empty page', () => {
  test.each([
    '/api/v1/EducationalProgramApi/GetAllFiltered?locale=es&pageNumber=2',
    '/api/v1/EducationalProgramApi/GetAllFiltered?locale=es&pageNumber=1000000&pageSize=1',
    '/api/v1/EducationalProgramApi/Custom?pageNumber=1',
    '/api/v1/KimpleFolderApi/1/AssociatedEducationalPrograms?pageNumber=1',
  ])('%s', async (url) => {
    const r = await t.get(url, admin);
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual([]);
    expect(typeof r.json.totalCount).toBe('number');
  });
  test('the total past the end is the same as on the first page', async () => {
    const first = await t.get('/api/v1/EducationalProgramApi/GetAllFiltered?locale=es&pageNumber=0&pageSize=1', admin);
    const past = await t.get('/api/v1/EducationalProgramApi/GetAllFiltered?locale=es&pageNumber=500&pageSize=1', admin);
    expect(first.json.totalCount).toBeGreaterThan(0);
    expect(past.json.totalCount).toBe(first.json.totalCount);
  });
});

describe('LIKE wildcards typed in searches are literal', () => {
  test('escapeLike', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
  test('Topic search %, _ and %% find nothing; a real word still finds its topic', async () => {
    const all = await t.get('/api/v1/TopicApi/GetAll?locale=es', teacher);
    expect(all.json.length).toBeGreaterThan(0);
    for (const s of ['%25', '_', '%25%25', '%25_%25']) {
      const r = await t.get(`/api/v1/TopicApi/GetAllFiltered?locale=es&search=${s}`, teacher);
      expect(r.status).toBe(200);
      expect(r.json).toEqual([]);
    }
    const word = String(all.json[0].name).split(/\s+/)[0];
    const hit = await t.get(`/api/v1/TopicApi/GetAllFiltered?locale=es&search=${encodeURIComponent(word)}`, teacher);
    expect(hit.json.map((x: { id: number }) => x.id)).toContain(all.json[0].id);
  });
  test('Subtopic search % and _ find nothing; a real word still finds its subtopic', async () => {
    const all = await t.get('/api/v1/SubtopicApi/GetAllFiltered?locale=es', teacher);
    expect(all.json.length).toBeGreaterThan(0);
    for (const s of ['%25', '_']) {
      const r = await t.get(`/api/v1/SubtopicApi/GetAllFiltered?locale=es&search=${s}`, teacher);
      expect(r.status).toBe(200);
      expect(r.json).toEqual([]);
    }
    const word = String(all.json[0].name).split(/\s+/)[0];
    const hit = await t.get(`/api/v1/SubtopicApi/GetAllFiltered?locale=es&search=${encodeURIComponent(word)}`, teacher);
    expect(hit.json.map((x: { id: number }) => x.id)).toContain(all.json[0].id);
  });
});
