/** POST /FileApi/UploadAsBase64 and GET /files/* over real HTTP. */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp, type TestUser } from './harness';
import { samples } from './files-samples';

let env: TestApp;
/** the users' school group and school; another group with a school */
let G: number;
let school: number;
let otherG: number;
let otherSchool: number;
let teacher: TestUser;
let other: TestUser;
let manager: TestUser;
let admin: TestUser;
let author: TestUser;
let authorNoLicence: TestUser;

beforeAll(async () => {
  env = await startTestApp();
  G = await env.createSchoolGroup('Red Escolar');
  school = await env.createSchool(G);
  otherG = await env.createSchoolGroup('Other');
  otherSchool = await env.createSchool(otherG);
  teacher = await env.createUser({ primaryRoles: ['Teacher'], schoolId: school });
  other = await env.createUser({ primaryRoles: ['Teacher'], schoolId: school });
  manager = await env.createUser({ primaryRoles: ['Manager'], schoolId: school });
  admin = await env.createUser({ primaryRoles: ['Admin'], schoolId: school });
  author = await env.createUser({
    primaryRoles: ['Teacher'],
    secondaryRoles: ['Author'],
    schoolId: school,
    kreaLicense: true,
  });
  authorNoLicence = await env.createUser({ primaryRoles: ['Teacher'], secondaryRoles: ['Author'], schoolId: school });
});
afterAll(async () => {
  await env?.close();
});

const upload = (user: TestUser | null, body: Record<string, unknown>) =>
  env.request('POST', '/api/v1/FileApi/UploadAsBase64', { token: user?.token, body });
const b64 = (b: Buffer) => b.toString('base64');

describe('upload: happy paths', () => {
  it("a PNG profile photo to the user's own folder, served back as image/png", async () => {
    const r = await upload(teacher, {
      content: b64(samples.png),
      extension: 'png',
      filePath: `Users/${teacher.userId}/profile_202501011230`,
    });
    expect(r.status).toBe(200);
    expect(r.json.location).toBe(`/files/Users/${teacher.userId}/profile_202501011230.png`);
    const served = await fetch(env.url + r.json.location);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBeNull();
    expect(Buffer.from(await served.arrayBuffer()).equals(samples.png)).toBe(true);
  });

  it('a data: URL JPEG with a MIME fileType; a second upload in the same minute gets a new name', async () => {
    const body = {
      content: `data:image/jpeg;base64,${b64(samples.jpeg)}`,
      fileType: 'image/jpeg',
      filePath: `Users/${teacher.userId}/profile`,
    };
    const r1 = await upload(teacher, body);
    const r2 = await upload(teacher, body);
    expect(r1.status).toBe(200);
    expect(r1.json.location).toMatch(new RegExp(`^/files/Users/${teacher.userId}/profile_\\d{12}\\.jpg$`));
    expect(r2.json.location).not.toBe(r1.json.location);
  });

  it('a PDF material in Krea, name sanitised with timestamp, attachment served as download', async () => {
    const r = await upload(author, {
      content: b64(samples.pdf),
      fileType: 'application/pdf',
      attachment: true,
      filePath: `Krea/${G}_Red Escolar/resources/42/Guía docente (v2)!.pdf`,
    });
    expect(r.status).toBe(200);
    expect(r.json.location).toMatch(
      new RegExp(`^/files/Krea/${G}_Red_Escolar/resources/42/Guia_docente_v2_\\d{12}\\.pdf\\?sig=[0-9a-f]{32}$`),
    );
    const served = await fetch(env.url + r.json.location);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="Guia_docente_v2_\d{12}\.pdf"$/);
    const stored = r.json.location.replace('/files/', '').split('?')[0];
    const file = path.join(env.config.dataDir, 'files', stored);
    expect(existsSync(file)).toBe(true);
    const { rows } = await env.db.query<{ path: string; size_bytes: number }>('SELECT * FROM files WHERE path = $1', [
      stored,
    ]);
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['docx', 'docx'],
    ['xlsx', 'xlsx'],
    ['pptx', 'pptx'],
    ['doc', 'ole'],
    ['zip', 'zip'],
  ] as const)('Krea accepts %s', async (ext, sample) => {
    const r = await upload(author, {
      content: b64(samples[sample]),
      extension: ext,
      filePath: `Krea/${G}_Red/contents/7/`,
    });
    expect(r.status).toBe(200);
    expect(r.json.location).toMatch(
      new RegExp(`^/files/Krea/${G}_Red/contents/7/file_\\d{12}(_\\d+)?\\.${ext}\\?sig=[0-9a-f]{32}$`),
    );
  });

  it('a manager uploads the school photo; an admin the school group photo', async () => {
    expect(
      (
        await upload(manager, {
          content: b64(samples.png),
          extension: 'png',
          filePath: `Schools/${school}/profile_202501011230`,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await upload(admin, {
          content: b64(samples.png),
          extension: 'png',
          filePath: `SchoolGroup/${G}/profile_202501011230`,
        })
      ).status,
    ).toBe(200);
  });
});

describe('upload: refusals', () => {
  it('401 without a token', async () => {
    const r = await upload(null, { content: b64(samples.png), extension: 'png', filePath: 'Users/1/profile' });
    expect(r.status).toBe(401);
  });
  it("403 writing another user's folder, a school as a teacher, another group, Krea without licence or role", async () => {
    const png = { content: b64(samples.png), extension: 'png' };
    expect((await upload(teacher, { ...png, filePath: `Users/${other.userId}/profile` })).status).toBe(403);
    expect((await upload(teacher, { ...png, filePath: `Schools/${school}/profile` })).status).toBe(403);
    expect((await upload(manager, { ...png, filePath: `Schools/${otherSchool}/profile` })).status).toBe(403);
    expect((await upload(manager, { ...png, filePath: `SchoolGroup/${G}/profile` })).status).toBe(403);
    expect((await upload(teacher, { ...png, filePath: `Krea/${G}_Red/resources/1/` })).status).toBe(403);
    expect((await upload(authorNoLicence, { ...png, filePath: `Krea/${G}_Red/resources/1/` })).status).toBe(403);
    const r = await upload(author, { ...png, filePath: `Krea/${otherG}_Other/resources/1/` });
    expect(r.status).toBe(403);
    expect(r.json).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect(existsSync(path.join(env.config.dataDir, 'files', `Users/${other.userId}`))).toBe(false);
  });
  it.each([
    '../../etc/passwd',
    `Users/1/../../x/profile`,
    '/etc/passwd',
    'Users/1/profile\u0000.png',
    'Users\\1\\profile',
    'Krea/5_Red/resources/../../../x/',
    'C:/Windows/profile',
    'Anything/else',
  ])('400 on path %p', async (filePath) => {
    const r = await upload(teacher, { content: b64(samples.png), extension: 'png', filePath });
    expect(r.status).toBe(400);
    // a NUL byte is refused for every route before the handler (VALIDATION_ERROR, issue 9)
    expect(r.json).toMatchObject({
      statusCode: 400,
      code: filePath.includes('\u0000') ? 'VALIDATION_ERROR' : 'INVALID_FILE_PATH',
    });
  });
  it('400 when the bytes do not match the declared type', async () => {
    const p = { filePath: `Users/${teacher.userId}/profile` };
    let r = await upload(teacher, { ...p, content: b64(samples.pdf), extension: 'png' });
    expect(r.status).toBe(400);
    expect(r.json.code).toBe('FILE_TYPE_MISMATCH');
    r = await upload(teacher, {
      ...p,
      content: b64(Buffer.from('<html><script>alert(1)</script></html>')),
      extension: 'png',
    });
    expect(r.json.code).toBe('FILE_TYPE_MISMATCH');
    r = await upload(teacher, { ...p, content: b64(samples.png), extension: 'png', fileType: 'image/jpeg' });
    expect(r.json.code).toBe('FILE_TYPE_MISMATCH');
    r = await upload(author, { content: b64(samples.zip), extension: 'docx', filePath: `Krea/${G}_Red/resources/1/` });
    expect(r.json.code).toBe('FILE_TYPE_MISMATCH');
  });
  it('400 on types not allowed in the area (svg anywhere, pdf as a profile photo, gif in Krea)', async () => {
    expect(
      (
        await upload(teacher, {
          content: b64(samples.svg),
          extension: 'svg',
          filePath: `Users/${teacher.userId}/profile`,
        })
      ).json.code,
    ).toBe('UNSUPPORTED_FILE_TYPE');
    expect(
      (await upload(author, { content: b64(samples.svg), extension: 'png', filePath: `Krea/${G}_Red/resources/1/` }))
        .json.code,
    ).toBe('UNSUPPORTED_FILE_TYPE');
    expect(
      (
        await upload(teacher, {
          content: b64(samples.pdf),
          extension: 'pdf',
          filePath: `Users/${teacher.userId}/profile`,
        })
      ).json.code,
    ).toBe('UNSUPPORTED_FILE_TYPE');
    expect(
      (await upload(author, { content: b64(samples.gif), extension: 'gif', filePath: `Krea/${G}_Red/resources/1/` }))
        .json.code,
    ).toBe('UNSUPPORTED_FILE_TYPE');
    expect(
      (
        await upload(teacher, {
          content: b64(samples.png),
          extension: 'exe',
          filePath: `Users/${teacher.userId}/profile`,
        })
      ).status,
    ).toBe(400);
  });
  it('400 on missing fields and non-base64 content', async () => {
    expect((await upload(teacher, { extension: 'png', filePath: `Users/${teacher.userId}/profile` })).status).toBe(400);
    expect(
      (await upload(teacher, { content: b64(samples.png), filePath: `Users/${teacher.userId}/profile` })).json.code,
    ).toBe('FILE_TYPE_REQUIRED');
    expect(
      (
        await upload(teacher, {
          content: '!!!not base64!!!',
          extension: 'png',
          filePath: `Users/${teacher.userId}/profile`,
        })
      ).json.code,
    ).toBe('INVALID_CONTENT');
  });
  it('413 over 2 MB for a profile photo (2097152 bytes pass), 413 over 10 MB in Krea', async () => {
    const exact = Buffer.concat([samples.png, Buffer.alloc(2097152 - samples.png.length)]);
    expect(
      (await upload(teacher, { content: b64(exact), extension: 'png', filePath: `Users/${teacher.userId}/profile` }))
        .status,
    ).toBe(200);
    const over = Buffer.concat([samples.png, Buffer.alloc(2097153 - samples.png.length)]);
    const r = await upload(teacher, {
      content: b64(over),
      extension: 'png',
      filePath: `Users/${teacher.userId}/profile`,
    });
    expect(r.status).toBe(413);
    expect(r.json.code).toBe('FILE_TOO_LARGE');
    const bigPdf = Buffer.concat([samples.pdf, Buffer.alloc(10 * 1024 * 1024 + 1 - samples.pdf.length)]);
    expect(
      (await upload(author, { content: b64(bigPdf), extension: 'pdf', filePath: `Krea/${G}_Red/resources/1/` })).status,
    ).toBe(413);
    const okPdf = Buffer.concat([samples.pdf, Buffer.alloc(5 * 1024 * 1024)]);
    expect(
      (await upload(author, { content: b64(okPdf), extension: 'pdf', filePath: `Krea/${G}_Red/resources/1/` })).status,
    ).toBe(200);
  });
  it('nothing is written when an upload is refused', async () => {
    const dir = path.join(env.config.dataDir, 'files', 'Users', String(other.userId));
    await upload(other, { content: b64(samples.pdf), extension: 'png', filePath: `Users/${other.userId}/profile` });
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });
});

describe('serving /files', () => {
  it('serves demo SVG covers with a restrictive CSP', async () => {
    const dir = path.join(env.config.dataDir, 'files', 'demo', 'covers');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'a.svg'), samples.svg);
    const r = await fetch(`${env.url}/files/demo/covers/a.svg`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/svg+xml');
    expect(r.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  });
  it('404 for a missing file, 400/404 for traversal attempts', async () => {
    expect((await fetch(`${env.url}/files/Users/999/none.png`)).status).toBe(404);
    for (const p of [
      '/files/..%2F..%2Fetc%2Fpasswd',
      '/files/%2e%2e/%2e%2e/etc/passwd',
      '/files/demo/..%2f..%2fsecret.png',
      '/files/Users/1/a%00.png',
    ]) {
      const r = await fetch(env.url + p);
      expect([400, 404]).toContain(r.status);
    }
  });
  it('does not serve non-whitelisted extensions outside demo', async () => {
    const dir = path.join(env.config.dataDir, 'files', 'Users', '1');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'x.html'), '<script>alert(1)</script>');
    expect((await fetch(`${env.url}/files/Users/1/x.html`)).status).toBe(404);
  });
});
