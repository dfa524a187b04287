/**
 * GET /feed rendered on the server for a valid page session (src/render/feed.ts, docs/decisions/0045, 0053), with
 * stand-in server bundles written to a temporary appsRoot and run by the render pool's worker threads (deterministic:
 * they say what they were given — in a file, the workers are other threads — and read Me through the fetchApi they
 * get). The real bundles (mf-explore, shell) are proven by concurrent-suite.ts and the browser e2e.
 *
 * - a valid session: the page's markup, <html lang>, <title>, styles, image preloads, the two embedded JSON scripts,
 *   the intent loader with data-ssr-session and main.js preloaded, no <noscript>, private no-store, Vary: Cookie, in
 *   the visitor's language; fetchApi answers with the user's own data, and 401 / 403 as the real routes do;
 * - refused: no cookie, a tampered signature, another user's id, expired, a family revoked by logout, a query string,
 *   another path, a white-label host, a request that does not ask for HTML, bundles missing, throwing, answering null
 *   or something malformed, built for another render contract, too slow, or an mf-explore deployed on its own — each
 *   answers exactly the page the route answered before (the client-rendered index.html), with none of the render's
 *   markup;
 * - shed: a render that cannot start within the queue budget answers that same page, at once (Server-Timing says so).
 */
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, cookieValue, type TestApp } from '../core/harness';
import { PAGE_SESSION_COOKIE, readPageSession, signPageSession } from '../../src/modules/account/page-session';
import { apiPath, makeFetchApi, preloadImages } from '../../src/render/feed';
import { issueAccessToken } from '../../src/http/auth';

const SHELL =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Kimple</title></head><body><noscript>Kimple necesita JavaScript.</noscript>\n    <div id="shell-root"></div>\n  \n\n<script defer src="/main.1234abcd.js"></script></body></html>';

// the stand-ins of mf-explore/dist-server/server.cjs and shell/dist-server/server.cjs; fake-state.json (next to the
// apps) says how they behave, fake-calls.jsonl records what they were given
const STATE = `const fs = require('node:fs');
const path = require('node:path');
const root = path.join(__dirname, '..', '..');
const state = () => JSON.parse(fs.readFileSync(path.join(root, 'fake-state.json'), 'utf8'));
const record = (call) => fs.appendFileSync(path.join(root, 'fake-calls.jsonl'), JSON.stringify(call) + '\\n');
const esc = (v) => String(v).replace(/&/g, '&amp;').replace(/</g, '&lt;');
const out = (o) => ({ status: 200, title: null, embedded: [], preloadImages: [], userId: null, viewport: null, bar: null, ...o });
const act = async (mode) => {
  if (mode === 'throw') throw new Error('render failed on purpose');
  if (mode === 'null') return null;
  if (mode === 'hang') return new Promise(() => {});
  if (mode === 'spin') for (;;) {}
  if (mode === 'malformed') return { html: 42 };
  if (mode === 'badStyles') return out({ html: '', styles: '<style>a{}</style><script>alert(1)</script>' });
  if (mode === 'slow') await new Promise((r) => setTimeout(r, 1500));
  return undefined;
};
exports.renderContract = 2;`;
const EXPLORE = `${STATE}
exports.render = async (input) => {
  const s = state();
  record({ bundle: 'explore', pathname: input.pathname, search: input.search, lang: input.lang, keys: Object.keys(input).sort() });
  const early = await act(s.explore);
  if (early !== undefined) return early;
  // a resource the real bundle declines (a redirect to another language, a 404, an error)
  if (input.pathname === '/resource/999') return null;
  const me = await input.fetchApi({ method: 'GET', url: '/api/v1/AccountApi/Me?locale=' + input.lang });
  if (input.pathname.startsWith('/resource/'))
    return out({ html: '<article class="resource-fake"><h1>Recurso ' + esc(input.pathname) + '</h1>' + esc(me.data.email) + '</article>', styles: '' });
  const krea = await input.fetchApi({ method: 'GET', url: '/api/v1/krea/EducationalProgram' });
  return out({
    html: '<section class="feed-fake" data-me="' + me.status + '" data-krea="' + krea.status + '">' + esc(me.data.email) + ' costs $& $1 $$ $\\' $\\\`</section>',
    styles: '<style id="explore-fake-styles">.feed-fake{color:red}</style>',
    embedded: [{ id: 'mf-explore-ssr-state', json: JSON.stringify({ email: me.data.email, note: '</script><script>alert(1)</script>' }) }],
    preloadImages: ['https://cdn.example/cover.jpg', '/files/cover-1.jpg', '//evil.example/x.jpg', '/files/cover-2.jpg?w=400&h=300', '/files/cover-3.jpg'],
  });
};`;
const SHELL_BUNDLE = `${STATE}
exports.render = async (input) => {
  if (!input.remote) return out({ html: '', styles: '', title: '' });
  const s = state();
  record({ bundle: 'shell', pathname: input.pathname, lang: input.lang, remote: input.remote, keys: Object.keys(input).sort() });
  const early = await act(s.shell);
  if (early !== undefined) return early;
  const me = await input.fetchApi({ method: 'GET', url: '/api/v1/AccountApi/Me?locale=' + input.lang });
  if (me.status !== 200) return null;
  return out({
    html: '<header class="bar-fake">' + esc(me.data.email) + '</header><main id="main-content"><div id="remote-area"><div id="remote-mf-explore" data-remote="mf-explore" data-ssr="mf-explore" data-ssr-path="' + esc(input.pathname) + '">' + input.remote.html + '</div></div></main>',
    styles: '<style id="shell-fake-styles">.bar-fake{color:blue}</style>',
    title: 'Inicio <fake> & "más" $& $\\' · Kimple',
    embedded: [{ id: 'platform-ssr-session', json: JSON.stringify({ me: { userId: me.data.userId, email: me.data.email } }) }],
    userId: s.shellUserId ?? me.data.userId,
    viewport: 'width=1000',
  });
};`;

interface FakeState {
  explore: string;
  shell: string;
  shellUserId?: number;
}

const API = '/api/v1/AccountApi';

export function feedRenderSuite(): void {
  let t: TestApp;
  let root: string;
  let baseline: string;
  const sessions: Record<string, { page: string; refresh: string; token: string; userId: number }> = {};
  let current: FakeState = { explore: 'ok', shell: 'ok' };
  const setState = (next: Partial<FakeState>) => {
    current = { ...current, ...next };
    writeFileSync(path.join(root, 'fake-state.json'), JSON.stringify(current));
  };
  const calls = (): Array<Record<string, unknown>> =>
    readFileSync(path.join(root, 'fake-calls.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  const resetCalls = () => writeFileSync(path.join(root, 'fake-calls.jsonl'), '');

  const feed = (opts: { cookie?: string; url?: string; host?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({
      method: 'GET',
      url: opts.url ?? '/feed',
      headers: {
        accept: 'text/html,application/xhtml+xml',
        host: opts.host ?? 'localhost:8080',
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
        ...(opts.headers ?? {}),
      },
    });
  const pageCookie = (who: string) => `${PAGE_SESSION_COOKIE}=${sessions[who].page}`;

  /** the page the route answered before this decision, with none of the render in it */
  const expectToday = (r: { statusCode: number; payload: string; headers: Record<string, unknown> }) => {
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.payload).toBe(baseline);
    expect(r.payload).not.toContain('data-signed-in');
    expect(r.payload).not.toContain('feed-fake');
    expect(r.payload).not.toContain('bar-fake');
  };

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'apps-feed-'));
    setState({ explore: 'ok', shell: 'ok' });
    resetCalls();
    for (const d of ['shell/dist', 'shell/dist-server', 'shell/dist-prerender', 'mf-explore/dist-server'])
      mkdirSync(path.join(root, d), { recursive: true });
    writeFileSync(path.join(root, 'shell/dist/index.html'), SHELL);
    writeFileSync(
      path.join(root, 'shell/dist/remotes.json'),
      JSON.stringify({ 'mf-explore': '/mf/mf-explore/mf-manifest.json' }),
    );
    writeFileSync(
      path.join(root, 'shell/dist-prerender/scripts.json'),
      JSON.stringify({ main: '/main.1234abcd.js', startOnIntent: '/start-on-intent.0badc0de.js' }),
    );
    writeFileSync(path.join(root, 'shell/dist-server/server.cjs'), SHELL_BUNDLE);
    writeFileSync(path.join(root, 'mf-explore/dist-server/server.cjs'), EXPLORE);
    t = await startTestApp({ serveApps: true, appsRoot: root, render: { workers: 2, timeoutMs: 1500 } });
    for (const who of ['teacher', 'manager', 'freemium']) {
      const r = await t.request<{ token: string }>('POST', `${API}/SignIn`, {
        body: { email: `${who}@demo.test`, password: 'Demo1234' },
      });
      expect(r.status).toBe(200);
      const page = cookieValue(r.setCookie, PAGE_SESSION_COOKIE) as string;
      sessions[who] = {
        page,
        refresh: `refresh_token=${cookieValue(r.setCookie, 'refresh_token')}`,
        token: r.json.token,
        userId: readPageSession(t.config.jwtSecret, page)!.userId,
      };
    }
    baseline = (await feed()).payload;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });
  beforeEach(() => {
    current = { explore: 'ok', shell: 'ok' };
    setState({});
    resetCalls();
  });

  it("today's page (no page session) is the client-rendered index.html with the remotes map", () => {
    expect(t.db.kind).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
    expect(baseline).toContain('<div id="shell-root"></div>');
    expect(baseline).toContain('<noscript>');
    expect(baseline).toContain('<script id="platform-remotes" type="application/json">');
    expect(baseline).toContain('<script defer src="/main.1234abcd.js"></script>');
  });

  describe('a valid page session', () => {
    it('answers the page rendered by both bundles, composed as ADR 0045 §2.4 says', async () => {
      const r = await feed({ cookie: pageCookie('teacher') });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(r.headers['cache-control']).toBe('private, no-store');
      expect(String(r.headers.vary)).toMatch(/(^|,\s*)Cookie(,|$)/);
      const html = r.payload;
      const { userId } = sessions.teacher;
      expect(html).toContain('<html lang="es"');
      // the title escaped, and written as it is: `$&` and `$'` are not replacement patterns (the page is a template)
      expect(html).toContain('<title>Inicio &lt;fake&gt; &amp; &quot;más&quot; $&amp; $&#39; · Kimple</title>');
      expect(html).not.toContain('<noscript>');
      // the viewport the shell's render gives (a fixed one in this fake, to see it replace the template's device width)
      expect(html).toContain('<meta name="viewport" content="width=1000">');
      expect(html).not.toContain('width=device-width');
      // the markup: the shell's layout with the remote's inside, marked as rendered for this user and path
      expect(html).toContain(
        `<div id="shell-root" data-prerendered="es" data-path="/feed" data-signed-in="${userId}"><header class="bar-fake">teacher@demo.test</header><main id="main-content"><div id="remote-area"><div id="remote-mf-explore" data-remote="mf-explore" data-ssr="mf-explore" data-ssr-path="/feed"><section class="feed-fake" data-me="200" data-krea="403">teacher@demo.test costs $& $1 $$ $' $\`</section></div></div></main></div>`,
      );
      // the head: remotes map, image preloads (same-origin, first two), main.js preloaded, both styles
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<script id="platform-remotes" type="application/json">');
      expect(head).toContain(
        '<link rel="preload" as="image" href="/files/cover-1.jpg" fetchpriority="high"><link rel="preload" as="image" href="/files/cover-2.jpg?w=400&amp;h=300" fetchpriority="high">',
      );
      expect(html.match(/rel="preload" as="image"/g)).toHaveLength(2);
      expect(html).not.toContain('cdn.example');
      expect(html).not.toContain('evil.example');
      // main.js is preloaded by the loader once the page has loaded, not from <head> (the page paints first)
      expect(head).not.toContain('<link rel="preload" href="/main.1234abcd.js"');
      expect(head).toContain(
        '<style id="shell-fake-styles">.bar-fake{color:blue}</style><style id="explore-fake-styles">.feed-fake{color:red}</style>',
      );
      // the intent loader replaces main.js: started on the first intent, the stored-session flag does not start it
      expect(html).toContain(
        '<script defer src="/start-on-intent.0badc0de.js" data-main="/main.1234abcd.js" data-ssr-session=""></script>',
      );
      expect(html).not.toContain('<script defer src="/main.1234abcd.js">');
      // both embedded JSON scripts, after #shell-root, `<` escaped
      const shellJson = /<script type="application\/json" id="platform-ssr-session">([^<]*)<\/script>/.exec(html);
      const exploreJson = /<script type="application\/json" id="mf-explore-ssr-state">([^<]*)<\/script>/.exec(html);
      expect(JSON.parse(shellJson![1])).toEqual({ me: { userId, email: 'teacher@demo.test' } });
      expect(JSON.parse(exploreJson![1])).toEqual({
        email: 'teacher@demo.test',
        note: '</script><script>alert(1)</script>',
      });
      expect(html.indexOf('data-signed-in')).toBeLessThan(shellJson!.index);
      expect(html).not.toContain('<script>alert(1)');
      // the access token the bundles used is never in the page
      expect(html).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\./);
      expect(html).not.toContain(sessions.teacher.page);
    });

    it('gives the bundles the contract inputs: /feed, no search, the language, fetchApi; the shell gets the remote markup', async () => {
      await feed({ cookie: pageCookie('teacher') });
      const [explore, shell] = calls();
      expect(explore).toEqual({
        bundle: 'explore',
        pathname: '/feed',
        search: '',
        lang: 'es',
        keys: ['fetchApi', 'lang', 'pathname', 'search'],
      });
      expect(shell).toMatchObject({
        bundle: 'shell',
        pathname: '/feed',
        lang: 'es',
        keys: ['fetchApi', 'lang', 'pathname', 'remote', 'search'],
        remote: { name: 'mf-explore' },
      });
      expect((shell.remote as { html: string }).html).toContain('<section class="feed-fake"');
    });

    it("each user gets their own data through fetchApi (the render's access token is the session's user)", async () => {
      const r = await feed({ cookie: pageCookie('manager') });
      expect(r.payload).toContain(`data-signed-in="${sessions.manager.userId}"`);
      expect(r.payload).toContain('<header class="bar-fake">manager@demo.test</header>');
      expect(r.payload).not.toContain('teacher@demo.test');
    });

    it("renders in the visitor's language: pl_lang, else Accept-Language's first supported, else es", async () => {
      const lang = async (cookie: string, acceptLanguage?: string) => {
        resetCalls();
        const r = await feed({
          cookie: `${pageCookie('teacher')}; ${cookie}`,
          headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
        });
        expect(r.statusCode).toBe(200);
        const m = /<html lang="([a-z]+)"/.exec(r.payload)![1];
        expect(r.payload).toContain(`data-prerendered="${m}"`);
        expect(calls().map((c) => c.lang)).toEqual([m, m]);
        return m;
      };
      expect(await lang('pl_lang=en')).toBe('en');
      expect(await lang('pl_lang=ca', 'en')).toBe('ca');
      expect(await lang('pl_lang=fr', 'de-DE,ca;q=0.8,en;q=0.5')).toBe('ca');
      expect(await lang('x=1', 'en-GB,en;q=0.9')).toBe('en');
      expect(await lang('x=1', 'fr')).toBe('es');
      expect(await lang('x=1')).toBe('es');
    });

    it('is compressed when the browser accepts it (Vary keeps Cookie)', async () => {
      const r = await t.request('GET', '/feed', {
        cookie: pageCookie('teacher'),
        headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-encoding')).toBe('br');
      expect(r.headers.get('vary')).toMatch(/Cookie/);
      expect(r.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(r.text).toContain('data-signed-in=');
      const gz = await feed({ cookie: pageCookie('teacher'), headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
    });

    it('keeps main.js as the page has it when the shell has no intent scripts for this index.html', async () => {
      const scripts = path.join(root, 'shell/dist-prerender/scripts.json');
      writeFileSync(
        scripts,
        JSON.stringify({ main: '/main.00000000.js', startOnIntent: '/start-on-intent.0badc0de.js' }),
      );
      try {
        const r = await feed({ cookie: pageCookie('teacher') });
        expect(r.payload).toContain('data-signed-in=');
        expect(r.payload).toContain('<script defer src="/main.1234abcd.js"></script>');
        expect(r.payload).not.toContain('start-on-intent');
      } finally {
        writeFileSync(
          scripts,
          JSON.stringify({ main: '/main.1234abcd.js', startOnIntent: '/start-on-intent.0badc0de.js' }),
        );
      }
    });

    it('says how the render went in Server-Timing (outcome, queue wait, work)', async () => {
      const r = await feed({ cookie: pageCookie('teacher') });
      expect(String(r.headers['server-timing'])).toMatch(
        /^render;desc="rendered", render-queue;dur=\d+, render-work;dur=\d+$/,
      );
    });

    it('is documented in the OpenAPI document', async () => {
      const spec = (await t.get('/api/v1/openapi.json')).json;
      expect(spec.paths['/feed'].get).toMatchObject({ tags: ['Pages'], 'x-no-input': true });
      expect(spec.paths['/feed'].get.summary).toMatch(/server/);
    });
  });

  describe('fetchApi', () => {
    const fetchApiOf = (who: string) => {
      const token = issueAccessToken(
        {
          userId: sessions[who].userId,
          email: `${who}@demo.test`,
          primaryRoles: [],
          secondaryRoles: [],
          schoolId: null,
          schoolGroupId: null,
        },
        t.config.jwtSecret,
      );
      return makeFetchApi(t.app, token, '127.0.0.1');
    };

    it("answers with the user's own data, and 401 / 403 / 400 / 404 as the real routes do", async () => {
      const api = fetchApiOf('teacher');
      const me = await api({ method: 'GET', url: '/api/v1/AccountApi/Me?locale=en' });
      expect(me.status).toBe(200);
      expect(me.data).toMatchObject({ userId: sessions.teacher.userId, email: 'teacher@demo.test' });
      // the same answer as the browser's call with the sign-in's token
      const direct = await t.get('/api/v1/AccountApi/Me?locale=en', sessions.teacher.token);
      expect(me.data).toEqual(direct.json);
      const forbidden = await api({ method: 'GET', url: '/api/v1/krea/EducationalProgram' });
      expect(forbidden.status).toBe(403);
      expect(forbidden.data).toMatchObject({ code: 'NO_KREA_LICENSE' });
      // POST with a body: validated as the browser's call
      const bad = await api({ method: 'post', url: '/api/v1/AccountApi/SignIn', body: { email: 'nope' } });
      expect(bad.status).toBe(400);
      expect((await api({ method: 'GET', url: '/api/v1/NoSuchApi/Thing' })).status).toBe(404);
      // no refresh cookie travels with it: the session routes answer 401
      expect((await api({ method: 'POST', url: '/api/v1/AccountApi/RefreshToken' })).status).toBe(401);
      // an invalid token: 401 as for the browser
      const anon = makeFetchApi(t.app, 'not-a-token', '127.0.0.1');
      expect((await anon({ method: 'GET', url: '/api/v1/AccountApi/Me' })).status).toBe(401);
      // an absolute URL is answered in-process, on its path
      expect((await api({ method: 'GET', url: 'http://localhost:8080/api/v1/AccountApi/Me' })).status).toBe(200);
    });

    it('rejects what a bundle must not ask: another method, a URL outside /api/v1/', async () => {
      const api = fetchApiOf('teacher');
      await expect(api({ method: 'TRACE', url: '/api/v1/AccountApi/Me' })).rejects.toThrow(/method/);
      for (const url of [
        '/feed',
        '/api/v1/../feed',
        '//evil.example/api/v1/x',
        'api/v1/AccountApi/Me',
        'javascript:1',
        '',
      ]) {
        await expect(api({ method: 'GET', url })).rejects.toThrow(/url/);
      }
      expect(apiPath('/api/v1/A?b=1&c=%3C')).toBe('/api/v1/A?b=1&c=%3C');
      expect(apiPath('/api/v1/x/../../feed')).toBeNull();
      expect(preloadImages(['/a.jpg', 7, 'https://x/y.jpg', '//x/y', '/\\x', '/b c.jpg', '/b.jpg', '/c.jpg'])).toEqual([
        '/a.jpg',
        '/b.jpg',
      ]);
    });
  });

  describe("a resource's presentation page, /resource/<id> (issue 28)", () => {
    it('is rendered for a valid page session like /feed: data-path is the real path, same headers', async () => {
      const r = await feed({ cookie: pageCookie('teacher'), url: '/resource/12' });
      expect(r.statusCode).toBe(200);
      expect(r.headers['cache-control']).toBe('private, no-store');
      expect(String(r.headers.vary)).toMatch(/(^|,\s*)Cookie(,|$)/);
      expect(String(r.headers['server-timing'])).toMatch(/^render;desc="rendered"/);
      expect(r.payload).toContain(
        `<div id="shell-root" data-prerendered="es" data-path="/resource/12" data-signed-in="${sessions.teacher.userId}">`,
      );
      expect(r.payload).toContain(
        'data-ssr-path="/resource/12"><article class="resource-fake"><h1>Recurso /resource/12</h1>teacher@demo.test</article>',
      );
      expect(r.payload).toContain('data-ssr-session=""');
      expect(calls().map((c) => [c.bundle, c.pathname, c.search])).toEqual([
        ['explore', '/resource/12', ''],
        ['shell', '/resource/12', undefined],
      ]);
      // another user: their own page
      const m = await feed({ cookie: pageCookie('manager'), url: '/resource/12' });
      expect(m.payload).toContain(`data-signed-in="${sessions.manager.userId}"`);
      expect(m.payload).not.toContain('teacher@demo.test');
    });

    it("is today's page signed out, for a resource the bundle declines, and for every other /resource/... path", async () => {
      const cookie = pageCookie('teacher');
      expectToday(await feed({ url: '/resource/12' }));
      expect(calls()).toEqual([]);
      const declined = await feed({ cookie, url: '/resource/999' });
      expectToday(declined);
      expect(String(declined.headers['server-timing'])).toMatch(/^render;desc="declined"/);
      resetCalls();
      for (const url of [
        '/resource/12/t',
        '/resource/12/s',
        '/resource/12/t/class/3',
        '/resource/12/',
        '/resource/12?lang=en',
        '/resource/012',
        '/resource/0',
        '/resource/abc',
        '/resource/12345678901',
        '/Resource/12',
      ])
        expectToday(await feed({ cookie, url }));
      expect(calls()).toEqual([]);
      expectToday(await feed({ cookie, url: '/resource/12', host: 'demo-school.localhost:8080' }));
      const json = await feed({ cookie, url: '/resource/12', headers: { accept: 'application/json' } });
      expect(json.payload).not.toContain('resource-fake');
    });

    it('is documented in the OpenAPI document', async () => {
      const spec = (await t.get('/api/v1/openapi.json')).json;
      expect(spec.paths['/resource/{id}'].get).toMatchObject({ tags: ['Pages'] });
    });
  });

  describe("refused: today's page, none of the render", () => {
    it('no cookie, an empty or garbage one', async () => {
      expectToday(await feed());
      expectToday(await feed({ cookie: `${PAGE_SESSION_COOKIE}=` }));
      expectToday(await feed({ cookie: `${PAGE_SESSION_COOKIE}=%%%garbage` }));
      expect(calls()).toEqual([]);
    });

    it('a tampered signature or payload', async () => {
      const [body, sig] = sessions.teacher.page.split('.');
      expectToday(await feed({ cookie: `${PAGE_SESSION_COOKIE}=${body}.${sig.slice(0, -2)}AA` }));
      const other = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), u: sessions.manager.userId }),
      ).toString('base64url');
      expectToday(await feed({ cookie: `${PAGE_SESSION_COOKIE}=${other}.${sig}` }));
      expect(calls()).toEqual([]);
    });

    it("another user's id on a correctly signed payload (that user has no live token in the family)", async () => {
      const teacher = readPageSession(t.config.jwtSecret, sessions.teacher.page)!;
      const forged = signPageSession(t.config.jwtSecret, { ...teacher, userId: sessions.manager.userId });
      expectToday(await feed({ cookie: `${PAGE_SESSION_COOKIE}=${forged}` }));
      expect(calls()).toEqual([]);
    });

    it('an expired cookie', async () => {
      const teacher = readPageSession(t.config.jwtSecret, sessions.teacher.page)!;
      const expired = signPageSession(t.config.jwtSecret, {
        ...teacher,
        expiresAt: Math.floor(Date.now() / 1000) - 1,
      });
      expectToday(await feed({ cookie: `${PAGE_SESSION_COOKIE}=${expired}` }));
    });

    it('a family revoked by logout (the cookie the browser still had)', async () => {
      const s = sessions.freemium;
      expect((await feed({ cookie: pageCookie('freemium') })).payload).toContain('data-signed-in=');
      const out = await t.request('POST', `${API}/Logout`, {
        cookie: s.refresh,
        token: s.token,
        headers: { 'x-requested-with': 'XMLHttpRequest' }, // ADR 0049: the app's own header
      });
      expect(out.status).toBe(200);
      expectToday(await feed({ cookie: pageCookie('freemium') }));
    });

    it('a query string, another path, a request that does not ask for HTML (404 as before)', async () => {
      const cookie = pageCookie('teacher');
      expectToday(await feed({ cookie, url: '/feed?x=1' }));
      // a bare `?` over node:http, which sends the path as written (app.inject and fetch drop it)
      const bare = await new Promise<{ status: number; cacheControl: string; body: string }>((resolve, reject) => {
        const { hostname, port } = new URL(t.url);
        const req = httpRequest({ hostname, port, path: '/feed?', headers: { accept: 'text/html', cookie } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, cacheControl: String(res.headers['cache-control']), body }),
          );
        });
        req.on('error', reject);
        req.end();
      });
      expect([bare.status, bare.cacheControl, bare.body === baseline]).toEqual([200, 'no-cache', true]);
      expectToday(await feed({ cookie, url: '/feed?subdomain=demo-school' }));
      expectToday(await feed({ cookie, url: '/feed/' }));
      expectToday(await feed({ cookie, url: '/feed/other' }));
      const json = await feed({ cookie, headers: { accept: 'application/json' } });
      const before = await feed({ headers: { accept: 'application/json' } });
      expect(json.statusCode).toBe(404);
      expect(json.payload).toBe(before.payload);
      expect(calls()).toEqual([]);
    });

    it('a white-label host', async () => {
      expectToday(await feed({ cookie: pageCookie('teacher'), host: 'demo-school.localhost:8080' }));
      // the main host under its usual labels still renders
      expect((await feed({ cookie: pageCookie('teacher'), host: 'www.localhost:8080' })).payload).toContain(
        'data-signed-in=',
      );
      expect(calls().filter((c) => c.bundle === 'explore')).toHaveLength(1);
    });

    it('a render that throws, answers null, answers something malformed, or never answers', async () => {
      const cookie = pageCookie('teacher');
      for (const [explore, shell] of [
        ['throw', 'ok'],
        ['ok', 'throw'],
        ['null', 'ok'],
        ['ok', 'null'],
        ['malformed', 'ok'],
        ['ok', 'malformed'],
        ['hang', 'ok'],
        ['ok', 'hang'],
        ['badStyles', 'ok'],
        ['ok', 'badStyles'],
      ]) {
        setState({ explore, shell });
        const r = await feed({ cookie });
        expect([explore, shell, r.payload === baseline]).toEqual([explore, shell, true]);
        expectToday(r);
        expect(String(r.headers['server-timing'])).toMatch(/^render;desc="(failed|declined|malformed|timeout)"/);
      }
    });

    it('a render that never yields: given up, its worker replaced, the next render whole', async () => {
      setState({ explore: 'spin' });
      const r = await feed({ cookie: pageCookie('teacher') });
      expectToday(r);
      expect(String(r.headers['server-timing'])).toMatch(/^render;desc="timeout"/);
      setState({ explore: 'ok' });
      // the blocked worker is replaced once it does not answer a ping (1 s)
      await new Promise((resolve) => setTimeout(resolve, 1500));
      for (let i = 0; i < 3; i++)
        expect((await feed({ cookie: pageCookie('teacher') })).payload).toContain('data-signed-in=');
    });

    it('a bundle built for another render contract is not run', async () => {
      const file = path.join(root, 'mf-explore/dist-server/server.cjs');
      writeFileSync(file, EXPLORE.replace('exports.renderContract = 2;', 'exports.renderContract = 1;'));
      try {
        const r = await feed({ cookie: pageCookie('teacher') });
        expectToday(r);
        expect(String(r.headers['server-timing'])).toMatch(/^render;desc="unavailable"/);
        expect(calls()).toEqual([]);
      } finally {
        writeFileSync(file, EXPLORE);
      }
      expect((await feed({ cookie: pageCookie('teacher') })).payload).toContain('data-signed-in=');
    });

    it('a shell render for another user than the session', async () => {
      setState({ shellUserId: sessions.manager.userId });
      expectToday(await feed({ cookie: pageCookie('teacher') }));
    });

    it('a missing bundle (then picked up again when it is back)', async () => {
      for (const b of ['mf-explore', 'shell']) {
        const file = path.join(root, b, 'dist-server/server.cjs');
        renameSync(file, `${file}.off`);
        try {
          expectToday(await feed({ cookie: pageCookie('teacher') }));
        } finally {
          renameSync(`${file}.off`, file);
        }
        expect((await feed({ cookie: pageCookie('teacher') })).payload).toContain('data-signed-in=');
      }
    });

    it('an mf-explore deployed on its own (the browser would run another build than the server bundle)', async () => {
      const deployed = path.join(t.config.deployDir ?? path.join(t.config.dataDir, 'deploy'), 'remotes.json');
      mkdirSync(path.dirname(deployed), { recursive: true });
      writeFileSync(deployed, JSON.stringify({ 'mf-explore': '/deployed/mf-explore/v2/mf-manifest.json' }));
      try {
        const r = await feed({ cookie: pageCookie('teacher') });
        expect(r.payload).not.toContain('data-signed-in');
        expect(r.payload).toContain('/deployed/mf-explore/v2/mf-manifest.json');
      } finally {
        rmSync(deployed);
      }
      expect((await feed({ cookie: pageCookie('teacher') })).payload).toContain('data-signed-in=');
    });
  });

  describe('load shedding', () => {
    it('a render that cannot start within the queue budget answers the app shell at once, never an error', async () => {
      // one worker, one render at a time, no wait: every request that finds it busy is shed
      const busy = await t.another({ render: { workers: 1, perWorker: 1, queueBudgetMs: 0, timeoutMs: 5000 } });
      try {
        setState({ explore: 'slow' });
        const get = () =>
          busy.app.inject({
            method: 'GET',
            url: '/feed',
            headers: { accept: 'text/html', host: 'localhost:8080', cookie: pageCookie('teacher') },
          });
        const shedAt: number[] = [];
        const started = Date.now();
        const answers = await Promise.all(
          Array.from({ length: 5 }, () =>
            get().then((a) => {
              if (String(a.headers['server-timing']).includes('"shed"')) shedAt.push(Date.now() - started);
              return a;
            }),
          ),
        );
        const outcomes = answers.map((a) => /desc="(\w+)"/.exec(String(a.headers['server-timing']))?.[1]);
        expect(outcomes.filter((o) => o === 'rendered')).toHaveLength(1);
        expect(outcomes.filter((o) => o === 'shed')).toHaveLength(4);
        for (const a of answers) {
          expect(a.statusCode).toBe(200);
          if (String(a.headers['server-timing']).includes('"shed"')) {
            // the client-rendered page, exactly as without a render
            expect(a.payload).toBe(baseline);
            expect(a.headers['cache-control']).toBe('no-cache');
          } else expect(a.payload).toContain(`data-signed-in="${sessions.teacher.userId}"`);
        }
        // the shed ones did not wait for the slow render (1.5 s): only the rendered one did
        expect(Math.max(...shedAt)).toBeLessThan(1500);
        // the queue moves again: the next request renders
        setState({ explore: 'ok' });
        expect((await get()).payload).toContain('data-signed-in=');
      } finally {
        await busy.close();
      }
    });
  });

  describe('renders per user and per client are limited (issue 26): beyond, the client-rendered page, never an error', () => {
    const limited = async (over: { feedRenderMax: number; feedRenderIpMax: number }) =>
      t.another({
        rateLimit: { signInMax: 1000, resetMax: 1000, windowMs: 60_000, ...over },
        limiterPrefix: `feed-${Date.now()}-${Math.random().toString(36).slice(2)}:`,
      });
    const feedOn = (on: TestApp, who: string, remoteAddress = '10.9.9.1') =>
      on.app.inject({
        method: 'GET',
        url: '/feed',
        remoteAddress,
        headers: { accept: 'text/html', host: 'localhost:8080', cookie: pageCookie(who) },
      });
    const rendered = (r: { payload: string }) => r.payload.includes('data-signed-in=');

    it('per user: past the limit that user gets the working client-rendered page; others still get renders', async () => {
      const tight = await limited({ feedRenderMax: 2, feedRenderIpMax: 1000 });
      try {
        const seen = [];
        for (let i = 0; i < 3; i++) seen.push(rendered(await feedOn(tight, 'teacher', `10.9.8.${i}`)));
        expect(seen).toEqual([true, true, false]);
        const over = await feedOn(tight, 'teacher');
        expect(over.statusCode).toBe(200);
        expect(over.headers['cache-control']).toBe('no-cache');
        expect(over.payload).toContain('<div id="shell-root"></div>');
        expect(over.payload).toContain('<script defer src="/main.1234abcd.js"></script>');
        expect(rendered(await feedOn(tight, 'manager'))).toBe(true);
      } finally {
        await tight.close();
      }
    });

    it('per client: past the limit that address gets the client-rendered page, whoever signs in; another address renders', async () => {
      const tight = await limited({ feedRenderMax: 1000, feedRenderIpMax: 2 });
      try {
        expect(rendered(await feedOn(tight, 'teacher'))).toBe(true);
        expect(rendered(await feedOn(tight, 'teacher'))).toBe(true);
        const over = await feedOn(tight, 'manager');
        expect([over.statusCode, rendered(over)]).toEqual([200, false]);
        expect(rendered(await feedOn(tight, 'manager', '10.9.9.2'))).toBe(true);
      } finally {
        await tight.close();
      }
    });
  });
}
