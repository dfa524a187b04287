/**
 * The public student view over plain HTTP, no JavaScript: GET /r/{id} answers HTML that already holds the resource's
 * title, the trigger text and the class text (server render, docs/decisions/0012); a link or a class that is not
 * shared answers a 404 page that says so and shows nothing of the resource.
 */
import { describe, test } from '../src/pw';
import assert from 'node:assert/strict';
import { baseUrl } from '../src/browser';
import { t } from '../src/i18n';

interface Shared {
  id: number;
  title: string;
  studentMaterial: {
    rhetoricalQuestion: string;
    studentPedagogicalGoal: string;
    classPlans: Array<{ id: number; name: string; statement: string }>;
  };
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
const page = async (path: string, cookie?: string) => {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  return { status: res.status, type: res.headers.get('content-type') ?? '', html: await res.text() };
};
const api = async (id: number, locale = 'es'): Promise<Shared> =>
  (
    await fetch(`${baseUrl()}/api/v1/ResourceApi/GetStudentResource?id=${id}&locale=${locale}`)
  ).json() as Promise<Shared>;
/** the readable text of the page body without the embedded JSON (the data must be in the markup, not only there) */
const visible = (html: string) =>
  text(
    html
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<style[\s\S]*?<\/style>/g, '')
      .replace(/<head>[\s\S]*?<\/head>/, ''),
  );

describe('student view over plain HTTP (no JavaScript)', () => {
  test('/r/{id} holds the title and the trigger text; a class page holds the class name and statement', async () => {
    const r = await api(2);
    const trigger = await page('/r/2');
    assert.equal(trigger.status, 200);
    assert.match(trigger.type, /text\/html/);
    const body = visible(trigger.html);
    assert.ok(body.includes(r.title), 'title in the HTML');
    assert.ok(body.includes(text(r.studentMaterial.rhetoricalQuestion)), 'rhetorical question in the HTML');
    assert.ok(body.includes(text(r.studentMaterial.studentPedagogicalGoal).slice(0, 60)), 'student goal in the HTML');
    assert.match(trigger.html, new RegExp(`<title>${r.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · Kimple</title>`));
    const c = r.studentMaterial.classPlans[1];
    const klass = await page(`/r/2/class/${c.id}`);
    assert.equal(klass.status, 200);
    assert.ok(visible(klass.html).includes(t('es', 'student:class.heading', { n: 2, name: c.name })));
    assert.ok(visible(klass.html).includes(text(c.statement).slice(0, 60)), 'class statement in the HTML');
  });

  test('the language remembered in the cookie renders the page in that language', async () => {
    const en = await api(2, 'en');
    const res = await page('/r/2', 'pl_student_lang=en');
    assert.match(res.html, /<html lang="en"/);
    assert.ok(visible(res.html).includes(en.title));
    assert.ok(visible(res.html).includes(t('en', 'student:index.label')));
  });

  test('an unknown link and a class that was not shared are 404 pages that show nothing of the resource', async () => {
    const all = await api(1);
    const two = await api(2);
    const third = all.studentMaterial.classPlans.find(
      (c) => !two.studentMaterial.classPlans.some((s) => s.id === c.id),
    );
    assert.ok(third, 'link 2 shares fewer classes than link 1');
    const unknown = await page('/r/987654321');
    assert.equal(unknown.status, 404);
    assert.ok(visible(unknown.html).includes(t('es', 'student:unavailable.title')));
    const notShared = await page(`/r/2/class/${third.id}`);
    assert.equal(notShared.status, 404);
    const body = visible(notShared.html);
    assert.ok(body.includes(t('es', 'student:unavailable.classTitle')));
    for (const leak of [third.name, two.title]) assert.ok(!body.includes(leak), `"${leak}" is not on the page`);
    assert.ok(!notShared.html.includes(third.name), 'nor in its embedded data');
    const malformed = await page('/r/abc');
    assert.equal(malformed.status, 404);
  });

  test('the service worker is served for the student view only (scope /r/)', async () => {
    const res = await fetch(`${baseUrl()}/r/sw.js`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /javascript/);
    assert.equal(res.headers.get('service-worker-allowed'), '/r/');
    assert.match(await res.text(), /const VERSION = "[0-9a-f]{16}"/);
  });
});
