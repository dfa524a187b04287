/**
 * Server renders put teachers' text into pages with String.replace (issue 26): a replacement string turns `$&`, `$'`,
 * `` $` ``, `$1` and `$$` into parts of the page, so a resource title holding them rewrote the student page around it.
 * With replacer functions the text appears literally. /r/{id} (src/render/student.ts) with a stand-in shell and bundle
 * (as test/student/render.test.ts), on PGlite and on PostgreSQL (test/core). The signed-in /feed's composition has its
 * own case in test/render/feed-suite.ts (`costs $& $1 $$`).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from './harness';
import { withExternalProviders } from '../../src/render/public-pages';

const SHELL =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Kimple</title></head><body><noscript>Kimple necesita JavaScript.</noscript><div id="shell-root"></div><script defer src="/main.1234abcd.js"></script></body></html>';
// the stand-in of mf-student-view/dist-server/server.cjs, on the render contract (@platform/contracts/render, ADR 0053)
const BUNDLE = `exports.renderContract = 2;
exports.render = async ({ pathname, lang, data }) => {
  const id = /^\\/r\\/([^/]+)/.exec(pathname)[1];
  return {
    status: data ? 200 : 404,
    html: '<h1>' + (data ? data.title.replace(/</g, '&lt;') : 'no disponible') + '</h1>',
    styles: '<style id="student-view-styles">.sv{}</style>',
    title: data ? data.title + ' · Kimple' : 'No disponible · Kimple',
    embedded: [{ id: 'student-view-data', json: JSON.stringify({ id, locale: lang, data }) }],
    preloadImages: [], userId: null, viewport: null,
    bar: { appName: 'Kimple', languages: { label: 'Idioma', names: { es: 'Español', en: 'English', ca: 'Català' } } },
  };
};`;
const TITLE = "Ficha $&$'$` con $1 y $$ <b>";

let t: TestApp;
let root: string;
let linkId: number;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'apps-replace-'));
  mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  mkdirSync(path.join(root, 'mf-student-view/dist-server'), { recursive: true });
  writeFileSync(path.join(root, 'shell/dist/index.html'), SHELL);
  writeFileSync(path.join(root, 'shell/dist/remotes.json'), '{}');
  writeFileSync(path.join(root, 'mf-student-view/dist-server/server.cjs'), BUNDLE);
  t = await startTestApp({ serveApps: true, appsRoot: root });
  const r = (
    await t.db.query<{ id: number }>(
      `INSERT INTO resources (key, origin, published_at) VALUES ('replace-test', 'provider', now()) RETURNING id`,
    )
  ).rows[0].id;
  await t.db.query(`INSERT INTO resource_locales (resource_id, locale, status, title) VALUES ($1, 'es', 1, $2)`, [
    r,
    TITLE,
  ]);
  linkId = Number(
    (
      await t.db.query<{ id: number }>(`INSERT INTO student_links (id, resource_id) VALUES (7373, $1) RETURNING id`, [
        r,
      ])
    ).rows[0].id,
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('replacement patterns in teachers’ text stay literal', () => {
  it("/r/{id}: a title with $&, $', $`, $1 and $$ appears as written in <title>, the markup and the data", async () => {
    const r = await t.request('GET', `/r/${linkId}`, { headers: { accept: 'text/html' } });
    expect(r.status).toBe(200);
    const escaped = TITLE.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;'); // the page template escapes attributes' quotes too
    expect(r.text).toContain(`<title>${escaped} · Kimple</title>`);
    expect(r.text).toContain(`<h1>${TITLE.replace(/</g, '&lt;')}</h1>`);
    const json = /<script type="application\/json" id="student-view-data">([^<]*)<\/script>/.exec(r.text);
    expect(JSON.parse(json![1]).data.title).toBe(TITLE);
    // the page once: one head, one shell root, one document end (`$'` / `` $` `` would have copied parts of it)
    for (const once of ['<title>', '</head>', '<div id="shell-root"></div>', '</html>', '<!doctype html>'])
      expect(r.text.split(once)).toHaveLength(2);
  });

  it('a title without patterns is unchanged (the allowed case)', async () => {
    await t.db.query(`UPDATE resource_locales SET title = 'Ficha normal' WHERE title = $1`, [TITLE]);
    try {
      const r = await t.request('GET', `/r/${linkId}`, { headers: { accept: 'text/html' } });
      expect(r.text).toContain('<title>Ficha normal · Kimple</title>');
      expect(r.text).toContain('<h1>Ficha normal</h1>');
    } finally {
      await t.db.query(`UPDATE resource_locales SET title = $1 WHERE title = 'Ficha normal'`, [TITLE]);
    }
  });

  it('the providers written into the pre-rendered pages stay literal too', () => {
    const html = withExternalProviders('<html><head></head></html>', {
      google: { clientId: "id-$&-$'", authorizationEndpoint: 'https://idp.test/a' },
      microsoft: null,
    });
    expect(html).toContain(`"clientId":"id-$&-$'"`);
    expect(html.split('</head>')).toHaveLength(2);
  });
});
