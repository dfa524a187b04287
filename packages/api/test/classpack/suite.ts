/**
 * Issue 19 over real HTTP: the class pack PDF (ResourceApi and EducationalProgramApi ClassPack; its text read back with
 * pdf-parse, its QR codes decoded with jsQR and opened as student links) and "plan with what I have"
 * (GetPlanWithWhatIHave: only what fits, ranked, with reasons; bad input → 400). Authorization allowed and refused.
 */
import { PDFParse } from 'pdf-parse';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { startTestApp, type TestApp } from '../core/harness';
import { createFixtures, type ExploreFixtures } from '../explore/fixtures';
import type { Db } from '../../src/db/types';

const API = '/api/v1';
/** the plan test resources' ages: no catalogue resource has them, so a search for them sees only these */
const AGE = [30, 31];
const AGES = `ageMin=${AGE[0]}&ageMax=${AGE[1]}`;

export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const p = new PDFParse({ data: new Uint8Array(bytes) }); // a copy: pdf.js takes the buffer
  try {
    return (await p.getText()).pages.map((x) => x.text);
  } finally {
    await p.destroy();
  }
}
/** Every QR code drawn in the PDF, decoded. */
export async function pdfQrCodes(bytes: Uint8Array): Promise<string[]> {
  const p = new PDFParse({ data: new Uint8Array(bytes) }); // a copy: pdf.js takes the buffer
  try {
    // each image as pdf.js draws it, encoded as PNG
    const r = await p.getImage({ imageBuffer: true, imageDataUrl: false, imageThreshold: 40 });
    const out: string[] = [];
    for (const page of r.pages)
      for (const img of page.images) {
        const png = PNG.sync.read(Buffer.from(img.data));
        const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
        if (code) out.push(code.data);
      }
    return out;
  } finally {
    await p.destroy();
  }
}

async function post(
  t: TestApp,
  url: string,
  token?: string,
  key?: string,
): Promise<{ status: number; bytes: Uint8Array; json: any; headers: Headers }> {
  const res = await fetch(t.url + API + url, {
    method: 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    json = undefined;
  }
  return { status: res.status, bytes, json, headers: res.headers };
}

/** A published resource with classes of given minutes / needs and physical materials (es + en). */
async function planResource(
  db: Db,
  o: {
    title: string;
    implementation: string;
    classes: Array<{ minutes: number; devices?: number; printer?: boolean; physical?: string[] }>;
    age?: [number, number];
  },
): Promise<{ id: number; classes: number[] }> {
  const r = (
    await db.query<{ id: number }>(
      `INSERT INTO resources (key, category_id, type, implementation, age_min, age_max, origin, published_at, author_id)
     VALUES ($1, 1, 1, $2, $3, $4, 'provider', now(), (SELECT min(id) FROM authors)) RETURNING id`,
      [`plan-${Math.random().toString(36).slice(2)}`, o.implementation, o.age?.[0] ?? AGE[0], o.age?.[1] ?? AGE[1]],
    )
  ).rows[0];
  await db.query(
    `INSERT INTO resource_locales (resource_id, locale, status, title) VALUES ($1, 'es', 1, $2), ($1, 'en', 1, $3)`,
    [r.id, o.title, `${o.title} (en)`],
  );
  const classes: number[] = [];
  for (const [i, c] of o.classes.entries()) {
    const row = (
      await db.query<{ id: number }>(
        `INSERT INTO class_plans (resource_id, class_number, organization_type, class_layout, minutes_duration, devices, needs_printer)
       VALUES ($1, $2, 'smallGroups', 'group', $3, $4, $5) RETURNING id`,
        [r.id, i + 1, c.minutes, c.devices ?? null, c.printer ?? null],
      )
    ).rows[0];
    classes.push(row.id);
    await db.query(
      `INSERT INTO class_plan_locales (class_plan_id, locale, name) VALUES ($1, 'es', $2), ($1, 'en', $3)`,
      [row.id, `Sesión ${i + 1}`, `Session ${i + 1}`],
    );
    for (const [j, m] of (c.physical ?? []).entries()) {
      await db.query(
        `INSERT INTO materials (resource_id, class_plan_id, locale, audience, kind, name, position) VALUES ($1, $2, 'es', 2, 2, $3, $4), ($1, $2, 'en', 2, 2, $5, $4)`,
        [r.id, row.id, m, j, `${m}-en`],
      );
    }
  }
  return { id: r.id, classes };
}

export function classPackSuite(): void {
  let t: TestApp;
  let fx: ExploreFixtures;
  const tok: Record<string, string> = {};
  const links = () => t.snapshot('student_links', 'id');

  beforeAll(async () => {
    t = await startTestApp();
    fx = await createFixtures(t.db);
    // minutes per section for the first class of r2 (the others fall back to the approximate split)
    await t.db.query(
      'UPDATE class_plans SET start_minutes = 5, development_minutes = 30, closure_minutes = 10 WHERE id = $1',
      [fx.r2Classes[0]],
    );
    for (const who of ['teacher', 'trial-ended']) tok[who] = (await t.login(`${who}@demo.test`)).token;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /ResourceApi/{id}/ClassPack', () => {
    it('answers the PDF to a POST with an Idempotency-Key (the browser sends one on every write), and again on its retry', async () => {
      const key = `pack-${Date.now()}-retry`;
      for (const attempt of [1, 2]) {
        const r = await post(t, `/ResourceApi/${fx.r2}/ClassPack?locale=es`, tok.teacher, key);
        expect([attempt, r.status, r.headers.get('content-type')]).toEqual([attempt, 200, 'application/pdf']);
        expect(Buffer.from(r.bytes.slice(0, 5)).toString()).toBe('%PDF-');
      }
    });
    it('gives a teacher a PDF with every class, its timings, materials by kind, teacher sections and a student sheet whose QR opens that class', async () => {
      const r = await post(t, `/ResourceApi/${fx.r2}/ClassPack?locale=es`, tok.teacher);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('application/pdf');
      expect(r.headers.get('content-disposition')).toMatch(/attachment; filename="Huerto_lunar_sostenible_es\.pdf"/);
      expect(Buffer.from(r.bytes.slice(0, 5)).toString()).toBe('%PDF-');
      const pages = await pdfText(r.bytes);
      expect(pages).toHaveLength(1 + 3 * 2); // cover, then teacher page + student sheet per class
      const all = pages.join('\n');
      for (const n of [1, 2, 3]) expect(all).toContain(`Clase ${n}. Clase ${n} es`);
      expect(pages[1]).toMatch(/Tiempos\n/); // given minutes: no "orientativo"
      expect(pages[1]).toMatch(/Inicio\s+5 min/);
      expect(pages[1]).toMatch(/Desarrollo\s+30 min/);
      expect(pages[1]).toMatch(/Total: 45 min/);
      expect(pages[3]).toMatch(/Tiempos \(reparto orientativo\)/);
      expect(pages[1]).toMatch(/Físicos:\s*\n\s*☐ Tijeras/);
      expect(pages[1]).toMatch(/Descargables:\s*\n\s*☐ Ficha docente \(x\.pdf\)/);
      expect(pages[1]).toContain('Organización: Gran grupo');
      expect(pages[1]).toContain('Disposición del aula: Círculo');
      for (const p of [2, 4, 6]) {
        expect(pages[p]).toContain('HOJA DEL ALUMNADO');
        expect(pages[p]).toContain('Enunciado');
        expect(pages[p]).not.toContain('Desarrollo'); // the student sheet has no teacher text
      }
      // the QR codes: one per class, the public link of that class, created as one share of exactly those classes
      const header = r.headers.get('x-class-pack-links')!.split(',');
      expect(header).toHaveLength(3);
      const qrs = await pdfQrCodes(r.bytes);
      // absolute, on the platform's configured origin; the demo teacher's school is white-label, but on localhost no
      // white-label host exists that a student's phone could open, so the public origin (test/hardening: a real domain)
      expect(qrs).toEqual(header.map((p) => `http://localhost:8080${p}`));
      const linkId = Number(/^\/r\/(\d+)\/class\/\d+$/.exec(header[0])![1]);
      const { rows } = await t.db.query<{ class_plan_ids: number[] }>(
        'SELECT class_plan_ids FROM student_links WHERE id = $1',
        [linkId],
      );
      expect(rows[0].class_plan_ids.map(Number)).toEqual([...fx.r2Classes].sort((a, b) => a - b));
      for (const [i, p] of header.entries()) {
        expect(p).toBe(`/r/${linkId}/class/${fx.r2Classes[i]}`);
        const v = await t.get(`${API}/ResourceApi/GetStudentResource?id=${linkId}&classId=${fx.r2Classes[i]}`);
        expect(v.status).toBe(200);
      }
      // the same pack again: the same link
      const again = await post(t, `/ResourceApi/${fx.r2}/ClassPack?locale=es`, tok.teacher);
      expect(again.headers.get('x-class-pack-links')).toBe(header.join(','));
    });

    it("prints only the chosen classes, shared alone, and in the page's language with its accents", async () => {
      const r = await post(
        t,
        `/ResourceApi/${fx.r2}/ClassPack?locale=es&classIds=${fx.r2Classes[2]},${fx.r2Classes[0]}`,
        tok.teacher,
      );
      expect(r.status).toBe(200);
      const all = (await pdfText(r.bytes)).join('\n');
      expect(all).toContain('Clase 1. Clase 1 es');
      expect(all).toContain('Clase 3. Clase 3 es');
      expect(all).not.toContain('Clase 2. Clase 2 es');
      const [first] = r.headers.get('x-class-pack-links')!.split(',');
      const linkId = /^\/r\/(\d+)\//.exec(first)![1];
      expect(
        (await t.get(`${API}/ResourceApi/GetStudentResource?id=${linkId}&classId=${fx.r2Classes[1]}`)).status,
      ).toBe(404);

      const ca = await post(t, `/ResourceApi/${fx.r1}/ClassPack?locale=ca`, tok.teacher);
      expect(ca.status).toBe(200);
      const text = (await pdfText(ca.bytes)).join('\n');
      expect(text).toContain('PACK DE CLASSE');
      expect(text).toContain('Guineus aquàtiques explorables');
      expect(text).toContain("FULL DE L'ALUMNAT");
      expect(text).toContain('Físics:');
      const en = await post(t, `/ResourceApi/${fx.r1}/ClassPack?locale=en`, tok.teacher);
      expect((await pdfText(en.bytes)).join('\n')).toContain('Explorable water foxes');
      // a resource only in Spanish asked in English: the Spanish version, labels in Spanish
      const fallback = await post(t, `/ResourceApi/${fx.r2}/ClassPack?locale=en`, tok.teacher);
      expect(fallback.headers.get('content-disposition')).toContain('_es.pdf');
    });

    it("is refused without a session (401), to an ended trial (403), for another group's resource (403), unknown (404); bad input is a 400; nothing is shared", async () => {
      const before = await links();
      expect((await post(t, `/ResourceApi/${fx.r2}/ClassPack`)).status).toBe(401);
      const trial = await post(t, `/ResourceApi/${fx.r2}/ClassPack`, tok['trial-ended']);
      expect(trial.status).toBe(403);
      expect(trial.json.code).toBe('TRIAL_ENDED');
      expect((await post(t, `/ResourceApi/${fx.rForeign}/ClassPack`, tok.teacher)).status).toBe(403);
      expect((await post(t, '/ResourceApi/99999999/ClassPack', tok.teacher)).status).toBe(404);
      expect((await post(t, '/ResourceApi/0/ClassPack', tok.teacher)).status).toBe(400);
      expect((await post(t, `/ResourceApi/${fx.r2}/ClassPack?classIds=abc`, tok.teacher)).status).toBe(400);
      expect((await post(t, `/ResourceApi/${fx.r2}/ClassPack?locale=xx`, tok.teacher)).status).toBe(400);
      const wrong = await post(t, `/ResourceApi/${fx.r2}/ClassPack?classIds=${fx.r1Classes[0]}`, tok.teacher);
      expect(wrong.status).toBe(400);
      expect(wrong.json.message).toMatch(/does not belong/);
      expect(await links()).toBe(before);
    });
  });

  describe('POST /EducationalProgramApi/{id}/ClassPack', () => {
    it('prints every class of every resource of the program, each student sheet with its QR', async () => {
      const r = await post(t, `/EducationalProgramApi/${fx.program}/ClassPack?locale=es`, tok.teacher);
      expect(r.status).toBe(200);
      const pages = await pdfText(r.bytes);
      expect(pages).toHaveLength(1 + 5 * 2);
      const all = pages.join('\n');
      expect(all).toContain('Programa zorrilla de prueba');
      expect(all).toContain('Zorrillas acuáticas explorables');
      expect(all).toContain('Huerto lunar sostenible');
      expect(pages.filter((p) => p.includes('HOJA DEL ALUMNADO'))).toHaveLength(5);
      expect(await pdfQrCodes(r.bytes)).toHaveLength(5);
    });
    it('prints only the chosen classes of the program (classIds), skipping a resource with none chosen', async () => {
      const r = await post(
        t,
        `/EducationalProgramApi/${fx.program}/ClassPack?locale=es&classIds=${fx.r2Classes[1]}`,
        tok.teacher,
      );
      expect(r.status).toBe(200);
      const pages = await pdfText(r.bytes);
      expect(pages).toHaveLength(1 + 1 * 2);
      const all = pages.join('\n');
      expect(all).toContain('Clase 2. Clase 2 es');
      expect(all).not.toContain('Clase 1. Clase 1 es');
      expect(all).not.toContain('Zorrillas acuáticas explorables'); // r1: none of its classes chosen
      const two = await post(
        t,
        `/EducationalProgramApi/${fx.program}/ClassPack?locale=es&classIds=${fx.r1Classes[0]},${fx.r2Classes[2]}`,
        tok.teacher,
      );
      expect(two.status).toBe(200);
      expect(await pdfText(two.bytes)).toHaveLength(1 + 2 * 2);
      expect(two.headers.get('x-class-pack-links')!.split(',')).toHaveLength(2);
    });
    it('is refused for a program of another group (403), unknown (404), a class not of the program or bad classIds (400)', async () => {
      const before = await links();
      expect((await post(t, `/EducationalProgramApi/${fx.foreignProgram}/ClassPack`, tok.teacher)).status).toBe(403);
      expect(
        (
          await post(
            t,
            `/EducationalProgramApi/${fx.foreignProgram}/ClassPack?classIds=${fx.r2Classes[0]}`,
            tok.teacher,
          )
        ).status,
      ).toBe(403);
      expect((await post(t, '/EducationalProgramApi/99999999/ClassPack', tok.teacher)).status).toBe(404);
      const { rows } = await t.db.query<{ id: number }>(
        'SELECT c.id FROM class_plans c WHERE c.resource_id NOT IN (SELECT resource_id FROM program_resources WHERE program_id = $1) LIMIT 1',
        [fx.program],
      );
      const wrong = await post(
        t,
        `/EducationalProgramApi/${fx.program}/ClassPack?classIds=${fx.r1Classes[0]},${rows[0].id}`,
        tok.teacher,
      );
      expect(wrong.status).toBe(400);
      expect(wrong.json.code).toBe('CLASS_NOT_IN_PROGRAM');
      expect(wrong.json.message).toMatch(/does not belong/);
      expect((await post(t, `/EducationalProgramApi/${fx.program}/ClassPack?classIds=0`, tok.teacher)).status).toBe(
        400,
      );
      expect((await post(t, `/EducationalProgramApi/${fx.program}/ClassPack?classIds=x`, tok.teacher)).status).toBe(
        400,
      );
      expect((await post(t, `/EducationalProgramApi/${fx.program}/ClassPack`)).status).toBe(401);
      expect(await links()).toBe(before);
    });
  });

  describe('GET /ResourceApi/PlanWithWhatIHave', () => {
    let fits: { id: number };
    let twoClasses: { id: number; classes: number[] };
    let online: { id: number };
    let projector: { id: number };
    let long: { id: number };
    let printing: { id: number };
    beforeAll(async () => {
      fits = await planResource(t.db, {
        title: 'Cometas de papel',
        implementation: 'offline',
        classes: [{ minutes: 40, physical: ['Papel', 'Rotuladores'] }],
      });
      twoClasses = await planResource(t.db, {
        title: 'Mapas del barrio',
        implementation: 'offline',
        classes: [{ minutes: 45, physical: ['Cartulina'] }, { minutes: 45 }],
      });
      online = await planResource(t.db, {
        title: 'Robots en línea',
        implementation: 'online',
        classes: [{ minutes: 30 }],
      });
      projector = await planResource(t.db, {
        title: 'Cine fórum',
        implementation: 'offline',
        classes: [{ minutes: 45, devices: 1 }],
      });
      long = await planResource(t.db, { title: 'Debate largo', implementation: 'offline', classes: [{ minutes: 60 }] });
      printing = await planResource(t.db, {
        title: 'Fichas impresas',
        implementation: 'offline',
        classes: [{ minutes: 20, printer: true }],
      });
    });
    const plan = (q: string, token = tok.teacher) => t.get(`${API}/ResourceApi/PlanWithWhatIHave?${q}`, token);

    it('50 minutes, no devices, no printer, offline: only what fits, best fit first, each with its reason', async () => {
      const r = await plan('minutes=50&connectivity=offline&locale=es&pageSize=50');
      const mine = await plan(`minutes=50&connectivity=offline&locale=es&${AGES}`);
      expect((mine.json.data as any[]).map((x) => [x.resourceId, x.classId])).toEqual([
        [twoClasses.id, twoClasses.classes[0]],
        [twoClasses.id, twoClasses.classes[1]],
        [fits.id, null],
      ]);
      expect(r.status).toBe(200);
      const data = r.json.data as any[];
      expect(data.length).toBeGreaterThan(0);
      for (const x of data) {
        expect(x.minutes).toBeLessThanOrEqual(50);
        expect(x).toMatchObject({ devices: 'none', needsPrinter: false, needsConnection: false });
        expect(x.reason).toEqual(expect.any(String));
      }
      const minutes = data.map((x) => x.minutes);
      expect(minutes).toEqual([...minutes].sort((a, b) => b - a));
      const ids = data.map((x) => x.resourceId);
      for (const no of [online.id, projector.id, long.id, printing.id]) expect(ids).not.toContain(no);
      const kite = (mine.json.data as any[]).find((x) => x.resourceId === fits.id);
      expect(kite).toMatchObject({
        kind: 'resource',
        title: 'Cometas de papel',
        minutes: 40,
        fit: 0.8,
        reason: '1 clase, 40 min; necesita papel y rotuladores',
      });
      // the two-class resource does not fit whole: its classes do, one by one
      const maps = (mine.json.data as any[]).filter((x) => x.resourceId === twoClasses.id);
      expect(maps.map((x) => [x.kind, x.classId])).toEqual([
        ['class', twoClasses.classes[0]],
        ['class', twoClasses.classes[1]],
      ]);
      expect(maps[0].reason).toBe('Clase 1 (Sesión 1), 45 min; necesita cartulina');
      expect(maps[1].reason).toBe('Clase 2 (Sesión 2), 45 min; no necesita material');
    });

    it('with a device per student, a printer and a connection more fits (an online resource needs a device per student); two sessions take the two-class resource whole; reasons in English', async () => {
      const r = await plan(`minutes=50&materials=devicePerStudent,printer&connectivity=online&locale=en&${AGES}`);
      const ids = (r.json.data as any[]).map((x) => x.resourceId);
      for (const yes of [online.id, projector.id, printing.id, fits.id]) expect(ids).toContain(yes);
      expect(ids).not.toContain(long.id);
      expect((r.json.data as any[]).find((x) => x.resourceId === projector.id).reason).toBe(
        '1 class, 45 min; needs a projector',
      );
      expect((r.json.data as any[]).find((x) => x.resourceId === online.id).reason).toBe(
        '1 class, 30 min; needs one device per student and an internet connection',
      );
      const proj = await plan(`minutes=50&materials=projector&${AGES}`);
      expect((proj.json.data as any[]).map((x) => x.resourceId)).toEqual(
        expect.arrayContaining([projector.id, fits.id]),
      );
      expect((proj.json.data as any[]).map((x) => x.resourceId)).not.toContain(online.id);
      expect((r.json.data as any[]).find((x) => x.resourceId === fits.id).reason).toBe(
        '1 class, 40 min; needs papel-en and rotuladores-en',
      );
      const s = await plan(`sessions=2&sessionMinutes=45&locale=en&${AGES}`);
      expect(s.status).toBe(200);
      const maps = (s.json.data as any[]).filter((x) => x.resourceId === twoClasses.id);
      expect(maps).toEqual([
        expect.objectContaining({
          kind: 'resource',
          classId: null,
          minutes: 90,
          fit: 1,
          reason: '2 classes × 45 min; needs cartulina-en',
        }),
      ]);
      expect(s.json.available).toEqual({ minutes: 90, sessions: 2, sessionMinutes: 45 });
      // age range: 9-11 resources are out for 3-5 year olds
      const young = await plan('minutes=50&ageMin=3&ageMax=5&pageSize=50');
      expect((young.json.data as any[]).map((x) => x.resourceId)).not.toContain(fits.id);
    });

    it('bad input is a 400 with a message; no session is a 401', async () => {
      for (const [q, msg] of [
        ['minutes=-5', /minutes/],
        ['minutes=0', /minutes/],
        ['minutes=abc', /minutes/],
        ['minutes=50&materials=laser', /unknown material "laser"/],
        ['', /minutes or sessions/],
        ['minutes=50&sessions=2', /not both/],
        ['minutes=50&ageMin=3', /both ends/],
        ['minutes=50&ageMin=9&ageMax=3', /ageMax/],
        ['minutes=50&connectivity=satellite', /connectivity/],
        ['sessions=-1', /sessions/],
        ['minutes=50&sessionMinutes=40', /sessionMinutes/],
      ] as Array<[string, RegExp]>) {
        const r = await plan(q);
        expect([q, r.status]).toEqual([q, 400]);
        expect(r.json.message).toMatch(msg);
      }
      expect((await t.get(`${API}/ResourceApi/PlanWithWhatIHave?minutes=50`)).status).toBe(401);
    });
  });
}
