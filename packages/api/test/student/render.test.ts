/**
 * The server render hook of /r/{id} (src/render/student.ts) with a stand-in shell index.html and a stand-in server
 * bundle run by the render pool's worker threads (the real bundle is mf-student-view's build, proven by
 * test/render/concurrent-suite.ts and the browser and plain-HTTP e2e tests): where the markup and data go, the status
 * of what is not shared, escaping (values with `$&`, `$'` and `</script>` come out as written), the language cookie,
 * the fallback to the plain page (no bundle; a render shed when the pool is busy), and the service worker's version
 * following the deployment.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../core/harness';
import { coverImage, serviceWorker } from '../../src/render/student';
import type { StudentResource } from '@platform/contracts';

const SHELL =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Kimple</title></head><body><noscript>Kimple necesita JavaScript.</noscript><div id="shell-root"></div><script defer src="/main.1234abcd.js"></script></body></html>';
// the stand-in of mf-student-view/dist-server/server.cjs (render contract 2): says what it was asked; a class 777
// page takes a second (the pool is then busy)
const BUNDLE = `exports.renderContract = 2;
exports.render = async ({ pathname, lang, data }) => {
  const id = /^\\/r\\/([^/]+)/.exec(pathname)[1];
  if (pathname.endsWith('/class/777')) await new Promise((r) => setTimeout(r, 1000));
  return {
    status: data && !pathname.includes('/class/999') ? 200 : 404,
    html: '<h1>' + (data ? data.title.replace(/</g, '&lt;') : 'no disponible') + '</h1><p>' + pathname + '|' + id + '|' + lang + '</p>',
    styles: '<style id="student-view-styles">.sv{}</style>',
    title: data ? data.title + ' · Kimple' : 'No disponible · Kimple',
    embedded: [{ id: 'student-view-data', json: JSON.stringify({ id, locale: lang, data }) }],
    preloadImages: [], userId: null, viewport: null,
    bar: { appName: 'Kimple', languages: { label: lang === 'en' ? 'Language' : 'Idioma', names: { es: 'Español', en: 'English', ca: 'Català' } } },
  };
};`;

let t: TestApp;
let root: string;
let linkId: number;
let slyLinkId: number;
/** a title a page template must write as it is: replacement patterns and an end of script */
const SLY = `Ti$&tle $' $\` $1 $$ </script><script>alert(1)</script>`;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'apps-student-'));
  mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  mkdirSync(path.join(root, 'mf-student-view/dist-server'), { recursive: true });
  writeFileSync(path.join(root, 'shell/dist/index.html'), SHELL);
  writeFileSync(path.join(root, 'shell/dist/remotes.json'), '{}');
  writeFileSync(path.join(root, 'mf-student-view/dist-server/server.cjs'), BUNDLE);
  t = await startTestApp({ serveApps: true, appsRoot: root });
  const r = (
    await t.db.query<{ id: number }>(
      `INSERT INTO resources (key, origin, published_at) VALUES ('render-test', 'provider', now()) RETURNING id`,
    )
  ).rows[0].id;
  await t.db.query(
    `INSERT INTO resource_locales (resource_id, locale, status, title) VALUES ($1, 'es', 1, 'Título <con> "comillas" & más'), ($1, 'en', 1, 'English title')`,
    [r],
  );
  linkId = (
    await t.db.query<{ id: number }>(`INSERT INTO student_links (id, resource_id) VALUES (4242, $1) RETURNING id`, [r])
  ).rows[0].id;
  const sly = (
    await t.db.query<{ id: number }>(
      `INSERT INTO resources (key, origin, published_at) VALUES ('render-test-sly', 'provider', now()) RETURNING id`,
    )
  ).rows[0].id;
  await t.db.query(`INSERT INTO resource_locales (resource_id, locale, status, title) VALUES ($1, 'es', 1, $2)`, [
    sly,
    SLY,
  ]);
  slyLinkId = (
    await t.db.query<{ id: number }>(`INSERT INTO student_links (id, resource_id) VALUES (4243, $1) RETURNING id`, [
      sly,
    ])
  ).rows[0].id;
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const html = (p: string, cookie?: string) =>
  t.request('GET', p, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

describe('GET /r/{id} rendered on the server', () => {
  it('puts the markup in the remote container after #shell-root, the data in a JSON script, the styles in <head>', async () => {
    const r = await html(`/r/${linkId}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/text\/html/);
    expect(r.headers.get('cache-control')).toBe('no-cache');
    expect(r.text).toContain(`<div id="shell-root"></div><div id="student-ssr-bar" class="pl-base">`);
    expect(r.text).toContain(
      `<div id="remote-area"><div id="remote-mf-student-view" data-remote="mf-student-view" data-ssr="mf-student-view" data-ssr-path="/r/${linkId}"><h1>Título &lt;con> "comillas" & más</h1><p>/r/${linkId}|${linkId}|es</p></div></div>`,
    );
    // the server's <main> holds the markup; the shell's student layout leaves it there (ADR 0038)
    expect(r.text).toContain(
      `<main id="main-content" tabindex="-1" class="pl-main" data-ssr-main=""><div id="remote-area">`,
    );
    expect(r.text).toContain('#shell-root:has(>[data-in-place]){display:contents}');
    expect(r.text).not.toContain('rel="preload" as="image"'); // this resource has no cover
    expect(r.text).toMatch(/<style id="student-view-styles">\.sv\{\}<\/style>.*<\/head>/);
    expect(r.text).toContain('<title>Título &lt;con&gt; &quot;comillas&quot; &amp; más · Kimple</title>');
    expect(r.text).not.toContain('<noscript>');
    // without the shell's intent scripts (a build before ADR 0041): main.js as the shell's page has it
    expect(r.text).toContain('<script defer src="/main.1234abcd.js"></script>');
    const json = /<script type="application\/json" id="student-view-data">([^<]*)<\/script>/.exec(r.text);
    expect(JSON.parse(json![1]).data.title).toBe('Título <con> "comillas" & más');
  });

  it("writes values as they are, escaped: a title with `$&`, `$'` and `</script>` (no replacement pattern, no early end)", async () => {
    const r = await html(`/r/${slyLinkId}`);
    expect(r.status).toBe(200);
    const esc = (v: string) =>
      v
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
    expect(r.text).toContain(`<title>${esc(SLY)} · Kimple</title>`);
    expect(r.text).toContain(`<h1>${SLY.replace(/</g, '&lt;')}</h1>`);
    // the embedded data: `<` escaped, so the script ends where the page ends it; it parses back to the title
    const json = /<script type="application\/json" id="student-view-data">([^<]*)<\/script>/.exec(r.text);
    expect(JSON.parse(json![1]).data.title).toBe(SLY);
    expect(r.text).not.toContain('<script>alert(1)');
    expect(r.text.split('<script').length).toBe(r.text.split('</script>').length);
    // nothing of the index.html was replaced by a pattern's text: the page's parts are all there, once
    expect(r.text.match(/<div id="shell-root"><\/div>/g)).toHaveLength(1);
    expect(r.text.match(/<\/head>/g)).toHaveLength(1);
    expect(r.text).toContain('<script defer src="/main.1234abcd.js"></script>');
  });

  it("a render that cannot start within the pool's queue budget answers the plain page at once", async () => {
    const busy = await t.another({ render: { workers: 1, perWorker: 1, queueBudgetMs: 0, timeoutMs: 5000 } });
    try {
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          fetch(`${busy.url}/r/${linkId}/class/777`, { headers: { accept: 'text/html' } }).then(async (res) => ({
            status: res.status,
            timing: res.headers.get('server-timing') ?? '',
            text: await res.text(),
            at: Date.now() - started,
          })),
        ),
      );
      const shed = answers.filter((a) => a.timing.includes('desc="shed"'));
      const rendered = answers.filter((a) => a.timing.includes('desc="rendered"'));
      expect([shed.length, rendered.length]).toEqual([3, 1]);
      for (const a of shed) {
        expect([a.status, a.text === SHELL]).toEqual([200, true]);
        expect(a.at).toBeLessThan(1000);
      }
      expect(rendered[0].text).toContain('data-ssr="mf-student-view"');
    } finally {
      await busy.close();
    }
  });

  it('renders in the language of the cookie the view writes (es when none or unknown)', async () => {
    const en = await html(`/r/${linkId}/class/5`, 'pl_student_lang=en');
    expect(en.text).toContain('<html lang="en"');
    expect(en.text).toContain(`<h1>English title</h1><p>/r/${linkId}/class/5|${linkId}|en</p>`);
    expect((await html(`/r/${linkId}`, 'pl_student_lang=fr')).text).toContain('<html lang="es"');
  });

  it('the bar has language links that work without JavaScript: ?lang= sets the cookie and comes back (303)', async () => {
    const r = await html(`/r/${linkId}/class/5`);
    expect(r.text).toContain(
      `<nav class="sv-ssr-langs" aria-label="Idioma"><a href="/r/${linkId}/class/5?lang=es" hreflang="es" lang="es" aria-current="true">Español</a><a href="/r/${linkId}/class/5?lang=en" hreflang="en" lang="en">English</a><a href="/r/${linkId}/class/5?lang=ca" hreflang="ca" lang="ca">Català</a></nav>`,
    );
    const set = await fetch(`${t.url}/r/${linkId}/class/5?lang=en`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(set.status).toBe(303);
    expect(set.headers.get('location')).toBe(`/r/${linkId}/class/5`);
    expect(set.headers.get('set-cookie')).toBe('pl_student_lang=en; Path=/r; Max-Age=31536000; SameSite=Lax');
    // refused: a language the view has not
    const bad = await html(`/r/${linkId}?lang=fr`);
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('lang must be one of es, en, ca');
    expect(bad.headers.get('set-cookie')).toBeNull();
    // the platform's language (pl_lang) when the view has none of its own; the view's own cookie wins
    expect((await html(`/r/${linkId}`, 'pl_lang=en')).text).toContain('<html lang="en"');
    expect((await html(`/r/${linkId}`, 'pl_lang=en; pl_student_lang=ca')).text).toContain('<html lang="ca"');
  });

  it('with the shell intent scripts, main.js is preloaded and started by the loader on intent; the worker registers without it', async () => {
    mkdirSync(path.join(root, 'shell/dist-prerender'), { recursive: true });
    const scripts = path.join(root, 'shell/dist-prerender/scripts.json');
    writeFileSync(
      scripts,
      JSON.stringify({ main: '/main.1234abcd.js', startOnIntent: '/start-on-intent.0badc0de.js' }),
    );
    try {
      const r = await html(`/r/${linkId}`);
      expect(r.text).toContain(
        '<script defer src="/start-on-intent.0badc0de.js" data-main="/main.1234abcd.js" data-sw="/r/sw.js" data-sw-scope="/r/"></script>',
      );
      // preloaded by the loader once the page has loaded (the cover and the text paint first), not from <head>
      expect(r.text).not.toContain('<link rel="preload" href="/main.1234abcd.js"');
      expect(r.text).not.toContain('<script defer src="/main.1234abcd.js">');
      expect(r.text).not.toContain('inert');
      // scripts of another build than this index.html: the page keeps its own main.js
      writeFileSync(
        scripts,
        JSON.stringify({ main: '/main.00000000.js', startOnIntent: '/start-on-intent.0badc0de.js' }),
      );
      expect((await html(`/r/${linkId}`)).text).toContain('<script defer src="/main.1234abcd.js"></script>');
    } finally {
      rmSync(scripts);
    }
  });

  it("the worker saves the view's scripts when it installs: the shell's entry, the remotes map and the student view's files", async () => {
    writeFileSync(path.join(root, 'shell/dist/main.1234abcd.js'), '1');
    // another page's chunk of the shell: not saved (the page reports the chunks it used, issue 11)
    writeFileSync(path.join(root, 'shell/dist/9876.1234abcd.js'), '1');
    writeFileSync(
      path.join(root, 'shell/dist/remotes.json'),
      JSON.stringify({ 'mf-student-view': '/mf/mf-student-view/mf-manifest.json' }),
    );
    mkdirSync(path.join(root, 'mf-student-view/dist'), { recursive: true });
    writeFileSync(path.join(root, 'mf-student-view/dist/remoteEntry.js'), '1');
    writeFileSync(path.join(root, 'mf-student-view/dist/remoteEntry.js.br'), '1');
    try {
      const sw = (await t.request('GET', '/r/sw.js')).text;
      const list = JSON.parse(/const PRECACHE = (.*);/.exec(sw)![1]) as string[];
      expect(list).toEqual([
        '/main.1234abcd.js',
        '/remotes.json',
        '/mf/mf-student-view/mf-manifest.json',
        '/mf/mf-student-view/remoteEntry.js',
      ]);
      expect(sw).toContain("self.addEventListener('install', (event) => {");
      expect(sw).toContain('event.waitUntil(');
    } finally {
      rmSync(path.join(root, 'shell/dist/main.1234abcd.js'));
      rmSync(path.join(root, 'shell/dist/9876.1234abcd.js'));
      rmSync(path.join(root, 'mf-student-view/dist'), { recursive: true });
      writeFileSync(path.join(root, 'shell/dist/remotes.json'), '{}');
    }
  });

  it('answers 404 pages for an unknown link, a malformed id and a class not shared, without a database error', async () => {
    for (const p of ['/r/999999', '/r/abc', '/r/99999999999', `/r/${linkId}/class/999`]) {
      const r = await html(p);
      expect([p, r.status]).toEqual([p, 404]);
      expect(r.text).toContain('data-ssr="mf-student-view"');
    }
    expect((await html('/r/999999')).text).toContain('<h1>no disponible</h1>');
  });

  it('serves the service worker for scope /r/, its version following the deployed files', async () => {
    const a = await t.request('GET', '/r/sw.js');
    expect(a.status).toBe(200);
    expect(a.headers.get('service-worker-allowed')).toBe('/r/');
    const v1 = /const VERSION = "([0-9a-f]{16})"/.exec(a.text)![1];
    writeFileSync(path.join(root, 'shell/dist/index.html'), SHELL.replace('main.1234abcd', 'main.5678ef01'));
    const v2 = /const VERSION = "([0-9a-f]{16})"/.exec((await t.request('GET', '/r/sw.js')).text)![1];
    expect(v2).not.toBe(v1);
    writeFileSync(path.join(root, 'shell/dist/index.html'), SHELL);
  });

  it('without a server bundle, /r/{id} is the plain shell page (the browser renders it)', async () => {
    rmSync(path.join(root, 'mf-student-view/dist-server/server.cjs'));
    const r = await html(`/r/${linkId}`);
    expect(r.status).toBe(200);
    expect(r.text).toBe(SHELL);
    writeFileSync(path.join(root, 'mf-student-view/dist-server/server.cjs'), BUNDLE);
  });

  it("preloads the trigger's cover image (the page's largest paint), never a video, a class page or another origin", () => {
    const withMedia = (kind: 1 | 2, url: string) =>
      ({ studentMaterial: { mediaSummary: [{ kind, url }] } }) as unknown as StudentResource;
    expect(coverImage('/r/7', withMedia(2, '/files/demo/covers/a.svg'))).toBe('/files/demo/covers/a.svg');
    expect(coverImage('/r/7', withMedia(2, 'https://cdn.example/a.png'))).toBe('https://cdn.example/a.png');
    expect(coverImage('/r/7/class/3', withMedia(2, '/files/a.svg'))).toBeNull();
    expect(coverImage('/r/7', withMedia(1, 'https://www.youtube.com/watch?v=x'))).toBeNull();
    expect(coverImage('/r/7', withMedia(2, 'http://insecure.example/a.png'))).toBeNull();
    expect(coverImage('/r/7', withMedia(2, '//evil.example/a.png'))).toBeNull();
    expect(coverImage('/r/7', withMedia(2, 'javascript:alert(1)'))).toBeNull();
    expect(coverImage('/r/7', null)).toBeNull();
  });

  it('the worker caches only same-origin files and GetStudentResource, never another API call', () => {
    const sw = serviceWorker('0123456789abcdef');
    expect(sw).toContain(
      "if (url.pathname.startsWith('/api/')) return url.pathname === '/api/v1/ResourceApi/GetStudentResource';",
    );
    expect(sw).toContain('if (url.origin !== self.location.origin) return false;');
    expect(sw).toContain("if (request.method !== 'GET') return;");
    expect(sw).toContain('key.startsWith(PREFIX) && key !== CACHE');
    // the page's report: only from a page of /r/, only what the fetch handler would save, never a language link
    expect(sw).toContain("if (!from || !from.pathname.startsWith('/r/')) return;");
    expect(sw).toContain('if (!cacheable(url)) continue;');
    expect(sw).toContain('const page = !url.search && (');
    expect(sw).toContain('const file = /\\.(?:js|css|json)$/.test(url.pathname);');
    // a page that is not shared (404) is never saved, and drops a copy saved before (a link no longer shared)
    expect(sw).toContain('else if (response.status === 404) await cache.delete(request);');
    expect(sw).not.toMatch(/status === 404\)\) await cache\.put/);
  });
});
