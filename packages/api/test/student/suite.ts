/**
 * The public student view's API over real HTTP (docs/decisions/0011-student-links.md): GetStudentResource answers
 * without a session, only what its link shares (a class that was not shared is a 404, as is an unknown, revoked or
 * non-public link, with the same message), with a language fallback; GetShareableLink needs a session, is refused
 * for network and foreign resources and for classes of another resource (nothing written), and gives a teacher the
 * same link for the same classes.
 */
import { startTestApp, type TestApp } from '../core/harness';
import { createFixtures, type ExploreFixtures } from '../explore/fixtures';
import { seedStudentLinks, DEMO_STUDENT_LINKS } from '../../src/seed/student';

const API = '/api/v1';

export function studentSuite(): void {
  let t: TestApp;
  let fx: ExploreFixtures;
  const tok: Record<string, string> = {};
  const anon = (url: string) => t.request('GET', API + url);
  const as = (who: string, url: string) => t.request('GET', API + url, { token: tok[who] });
  const linksNow = () => t.snapshot('student_links', 'id');

  beforeAll(async () => {
    t = await startTestApp();
    fx = await createFixtures(t.db);
    for (const who of ['teacher', 'manager', 'freemium']) tok[who] = (await t.login(`${who}@demo.test`)).token;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('GetShareableLink (signed-in teachers make links)', () => {
    it('gives a teacher a /r/{id} link with the chosen classes, the same one when asked again', async () => {
      const a = await as(
        'teacher',
        `/ResourceApi/GetShareableLink/${fx.r2}?classIds=${fx.r2Classes[1]},${fx.r2Classes[0]}`,
      );
      expect(a.status).toBe(200);
      expect(a.json).toEqual({
        link: `/r/${a.json.id}`,
        // whole, on the configured public origin (no white-label host exists on localhost)
        url: `http://localhost:8080/r/${a.json.id}`,
        id: a.json.id,
        resourceId: fx.r2,
        classIds: [fx.r2Classes[0], fx.r2Classes[1]].sort((x, y) => x - y),
      });
      expect(a.json.id).toBeGreaterThanOrEqual(10_000_000); // random, not the next integer
      const again = await as(
        'teacher',
        `/ResourceApi/GetShareableLink/${fx.r2}?classIds=${fx.r2Classes[0]},${fx.r2Classes[1]}`,
      );
      expect(again.json.id).toBe(a.json.id);
      const all = await as('teacher', `/ResourceApi/GetShareableLink/${fx.r2}`);
      expect(all.json.id).not.toBe(a.json.id);
      expect(all.json.classIds).toEqual([]);
      const other = await as(
        'freemium',
        `/ResourceApi/GetShareableLink/${fx.r2}?classIds=${fx.r2Classes[0]},${fx.r2Classes[1]}`,
      );
      expect(other.status).toBe(200);
      expect(other.json.id).not.toBe(a.json.id);
    });

    it('is refused without a session (401), for a network resource (403), a foreign one (403), an unknown one (404) and a class of another resource (400); nothing is written', async () => {
      const before = await linksNow();
      const noSession = await anon(`/ResourceApi/GetShareableLink/${fx.r1}`);
      expect(noSession.status).toBe(401);
      const network = await as('teacher', `/ResourceApi/GetShareableLink/${fx.rNetwork}`);
      expect(network.status).toBe(403);
      expect(network.json.message).toMatch(/cannot be shared/);
      expect((await as('teacher', `/ResourceApi/GetShareableLink/${fx.rForeign}`)).status).toBe(403);
      expect((await as('teacher', '/ResourceApi/GetShareableLink/99999999')).status).toBe(404);
      const wrongClass = await as('teacher', `/ResourceApi/GetShareableLink/${fx.r1}?classIds=${fx.r2Classes[0]}`);
      expect(wrongClass.status).toBe(400);
      expect(wrongClass.json.message).toMatch(/does not belong/);
      expect((await as('teacher', `/ResourceApi/GetShareableLink/${fx.r1}?classIds=abc`)).status).toBe(400);
      expect((await as('teacher', '/ResourceApi/GetShareableLink/0')).status).toBe(400);
      expect(await linksNow()).toBe(before);
    });
  });

  describe('GetStudentResource (public: what the link shares, nothing else)', () => {
    it('answers without a session with the shared classes only; an unshared class is a 404 like an unknown link', async () => {
      const made = await as(
        'teacher',
        `/ResourceApi/GetShareableLink/${fx.r2}?classIds=${fx.r2Classes[0]},${fx.r2Classes[2]}`,
      );
      const r = await anon(`/ResourceApi/GetStudentResource?id=${made.json.id}&locale=es`);
      expect(r.status).toBe(200);
      expect(r.json.id).toBe(made.json.id);
      expect(r.json.resourceId).toBe(fx.r2);
      expect(r.json.title).toBe('Huerto lunar sostenible');
      expect(r.json.numberOfClasses).toBe(2);
      expect(r.json.studentMaterial.classPlans.map((c: any) => c.id)).toEqual([fx.r2Classes[0], fx.r2Classes[2]]);
      expect(r.json.studentMaterial.classPlans[0]).toMatchObject({
        classNumber: 1,
        statement: '<p>Enunciado</p>',
        necessaryDownloadableMaterials: [{ kind: 3, name: 'Ficha alumnado', file: '/files/demo/y.pdf' }],
      });
      // nothing of the teacher's side
      const text = JSON.stringify(r.json);
      for (const leak of [
        'teacherMaterial',
        'Ficha docente',
        'startSection',
        'Inicio',
        'Desarrollo',
        'myReview',
        'email',
      ])
        expect(text).not.toContain(leak);

      expect((await anon(`/ResourceApi/GetStudentResource?id=${made.json.id}&classId=${fx.r2Classes[2]}`)).status).toBe(
        200,
      );
      const unshared = await anon(`/ResourceApi/GetStudentResource?id=${made.json.id}&classId=${fx.r2Classes[1]}`);
      expect(unshared.status).toBe(404);
      expect(unshared.json.code).toBe('STUDENT_CLASS_NOT_FOUND');
      // a signed-in teacher gets exactly the same (allowSession)
      const signedIn = await as('manager', `/ResourceApi/GetStudentResource?id=${made.json.id}&locale=es`);
      expect(signedIn.json).toEqual(r.json);
    });

    it('gives one 404 answer for an unknown, revoked or no longer public link, and 400 for a malformed id', async () => {
      const unknown = await anon('/ResourceApi/GetStudentResource?id=987654321');
      expect(unknown.status).toBe(404);
      expect(unknown.json.code).toBe('STUDENT_LINK_NOT_FOUND');
      const made = await as('teacher', `/ResourceApi/GetShareableLink/${fx.r1}`);
      await t.db.query('UPDATE student_links SET revoked_at = now() WHERE id = $1', [made.json.id]);
      const revoked = await anon(`/ResourceApi/GetStudentResource?id=${made.json.id}`);
      expect(revoked.status).toBe(404);
      expect(revoked.json).toEqual(unknown.json);
      // a link to a resource that became a network resource (or was deleted) leaks nothing either
      await t.db.query(`INSERT INTO student_links (id, resource_id, class_plan_ids) VALUES (77, $1, '{}')`, [
        fx.rNetwork,
      ]);
      expect((await anon('/ResourceApi/GetStudentResource?id=77')).json).toEqual(unknown.json);
      for (const bad of ['abc', '0', '-3', '1.5', '99999999999'])
        expect((await anon(`/ResourceApi/GetStudentResource?id=${bad}`)).status).toBe(400);
      expect((await anon('/ResourceApi/GetStudentResource')).status).toBe(400);
      expect((await anon(`/ResourceApi/GetStudentResource?id=${made.json.id}&classId=x`)).status).toBe(400);
    });

    it('falls back to a language the resource exists in, saying which ones exist', async () => {
      const made = await as('teacher', `/ResourceApi/GetShareableLink/${fx.r2}`);
      const en = await anon(`/ResourceApi/GetStudentResource?id=${made.json.id}&locale=en`);
      expect(en.status).toBe(200);
      expect(en.json.locale).toBe('es');
      expect(en.json.languages).toEqual(['es']);
      const made1 = await as('teacher', `/ResourceApi/GetShareableLink/${fx.r1}?classIds=${fx.r1Classes[0]}`);
      const ca = await anon(`/ResourceApi/GetStudentResource?id=${made1.json.id}&locale=ca`);
      expect(ca.json).toMatchObject({
        locale: 'ca',
        title: 'Guineus aquàtiques explorables',
        languages: ['es', 'en', 'ca'],
      });
      expect(ca.json.studentMaterial.classPlans[0].name).toBe('Clase 1 ca');
    });

    it('the demo seed gives the demo teacher link 1 (every class) and link 2 (two of the classes) of one resource', async () => {
      await seedStudentLinks(t.db);
      const { rows } = await t.db.query<{ id: number; email: string; n: number }>(
        `SELECT l.id, u.email, cardinality(l.class_plan_ids) AS n FROM student_links l JOIN users u ON u.id = l.created_by WHERE l.id IN (1, 2) ORDER BY l.id`,
      );
      expect(rows).toEqual([
        { id: 1, email: 'teacher@demo.test', n: 0 },
        { id: 2, email: 'teacher@demo.test', n: 2 },
      ]);
      const all = await anon(`/ResourceApi/GetStudentResource?id=${DEMO_STUDENT_LINKS.all}`);
      const two = await anon(`/ResourceApi/GetStudentResource?id=${DEMO_STUDENT_LINKS.twoClasses}`);
      expect(all.status).toBe(200);
      expect(all.json.numberOfClasses).toBeGreaterThanOrEqual(3);
      expect(two.json.numberOfClasses).toBe(2);
      expect(two.json.resourceId).toBe(all.json.resourceId);
      const third = all.json.studentMaterial.classPlans[2].id;
      expect((await anon(`/ResourceApi/GetStudentResource?id=2&classId=${third}`)).status).toBe(404);
    });
  });

  describe('StudentLinks and revoking (the teacher takes back what was shared)', () => {
    it('lists my live links of a resource, newest first; a revoked link is a 404 for students and leaves the list', async () => {
      const one = await as('teacher', `/ResourceApi/GetShareableLink/${fx.r2}?classIds=${fx.r2Classes[0]}`);
      const all = await as('teacher', `/ResourceApi/GetShareableLink/${fx.r2}`);
      const mine = await as('teacher', `/ResourceApi/StudentLinks/${fx.r2}`);
      expect(mine.status).toBe(200);
      const ids = mine.json.map((l: { id: number }) => l.id);
      expect(ids).toEqual(expect.arrayContaining([one.json.id, all.json.id]));
      const listed = mine.json.find((l: { id: number }) => l.id === one.json.id);
      expect(listed).toEqual({
        id: one.json.id,
        link: `/r/${one.json.id}`,
        url: `http://localhost:8080/r/${one.json.id}`,
        resourceId: fx.r2,
        classIds: [fx.r2Classes[0]],
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      // another teacher does not see them
      const theirs = await as('freemium', `/ResourceApi/StudentLinks/${fx.r2}`);
      expect(theirs.json.map((l: { id: number }) => l.id)).not.toContain(one.json.id);

      expect((await anon(`/ResourceApi/GetStudentResource?id=${one.json.id}`)).status).toBe(200);
      const del = await t.request('DELETE', `${API}/ResourceApi/StudentLink/${one.json.id}`, { token: tok.teacher });
      expect(del.status).toBe(200);
      expect(del.json).toEqual({ ok: true });
      const gone = await anon(`/ResourceApi/GetStudentResource?id=${one.json.id}`);
      expect(gone.status).toBe(404);
      expect(gone.json.code).toBe('STUDENT_LINK_NOT_FOUND');
      const after = await as('teacher', `/ResourceApi/StudentLinks/${fx.r2}`);
      expect(after.json.map((l: { id: number }) => l.id)).not.toContain(one.json.id);
      expect(after.json.map((l: { id: number }) => l.id)).toContain(all.json.id);
      // sharing the same classes again makes a new link: the revoked one stays dead
      const again = await as('teacher', `/ResourceApi/GetShareableLink/${fx.r2}?classIds=${fx.r2Classes[0]}`);
      expect(again.json.id).not.toBe(one.json.id);
    });

    it("is refused without a session (401), for someone else's or an unknown link (404, nothing changed) and a malformed id (400)", async () => {
      const link = await as('teacher', `/ResourceApi/GetShareableLink/${fx.r2}?classIds=${fx.r2Classes[1]}`);
      const before = await linksNow();
      expect((await t.request('DELETE', `${API}/ResourceApi/StudentLink/${link.json.id}`)).status).toBe(401);
      const foreign = await t.request('DELETE', `${API}/ResourceApi/StudentLink/${link.json.id}`, {
        token: tok.freemium,
      });
      expect(foreign.status).toBe(404);
      expect(foreign.json.code).toBe('STUDENT_LINK_NOT_FOUND');
      expect(
        (await t.request('DELETE', `${API}/ResourceApi/StudentLink/99999999`, { token: tok.teacher })).status,
      ).toBe(404);
      expect((await t.request('DELETE', `${API}/ResourceApi/StudentLink/0`, { token: tok.teacher })).status).toBe(400);
      expect(
        (await t.request('DELETE', `${API}/ResourceApi/StudentLink/2147483648`, { token: tok.teacher })).status,
      ).toBe(400);
      expect(await linksNow()).toBe(before);
      expect((await anon(`/ResourceApi/GetStudentResource?id=${link.json.id}`)).status).toBe(200);
      expect((await anon(`/ResourceApi/StudentLinks/${fx.r2}`)).status).toBe(401);
      expect((await as('teacher', `/ResourceApi/StudentLinks/${fx.rForeign}`)).status).toBe(403);
      expect((await as('teacher', '/ResourceApi/StudentLinks/abc')).status).toBe(400);
    });
  });
}
