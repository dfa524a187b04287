/**
 * The REAL server bundles (the built apps' `<app>/dist-server/server.cjs`: mf-explore's feed, the shell's signed-in
 * page, the student view) on the render pool's worker threads, many renders at once (docs/decisions/0053):
 *
 * - ten demo users (at least eight) signed in for real, each asking GET /feed several times, all at the same time: every page is its
 *   own user's — their id, their e-mail, their recently viewed resources (each user viewed other ones) — and holds
 *   nothing of another user's;
 * - the same users asking GET /resource/<id> (its presentation tab, issue 28) at the same time, each having reviewed
 *   it in their own words: every page holds its own user's review (`myReview` in the embedded state) and no other's;
 *   an unknown resource and the other tabs are not rendered on the server;
 * - a Catalan and an English render at the same time each come out in their language (no shared i18n language, no
 *   shared QueryClient: the embedded react-query state of each page is keyed by its own language);
 * - a pool that is busy sheds: the renders that cannot start within the queue budget answer the app shell at once;
 * - the student view's render writes a title with `$&`, `$'` and `</script>` as it is, escaped.
 *
 * Needs the apps built (`pnpm -r --workspace-concurrency=2 run build`; `npm test` builds before the API stage): it
 * fails, saying so, without them.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startTestApp, cookieValue, type TestApp } from '../core/harness';
import { PAGE_SESSION_COOKIE } from '../../src/modules/account/page-session';
import { REPO_ROOT } from '../../src/config';

const BUNDLES = ['mf-explore', 'shell', 'mf-student-view'].map((app) =>
  path.join(REPO_ROOT, app, 'dist-server', 'server.cjs'),
);
/** demo users of the test seed; those it has and whose /feed is server-rendered take part (at least 8, at most 10) */
const CANDIDATES = [
  'teacher',
  'manager',
  'author',
  'freemium',
  'custom',
  'approver',
  'admin',
  'staff',
  'trial',
  'coauthor',
  'newauthor',
];
const MAX_USERS = 10;
const REQUESTS_PER_USER = 3;

interface User {
  who: string;
  email: string;
  userId: number;
  cookie: string;
  token: string;
  /** the titles of their recently viewed resources, as their feed shows them */
  recent: string[];
}

/** `email` as a whole address in the page (author@ is inside coauthor@). */
const holds = (html: string, email: string) => new RegExp(`(?<![\\w.+-])${email.replace(/[.+]/g, '\\$&')}`).test(html);
/** The text of markup (tags dropped, the entities React writes decoded). */
const text = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
const widget = (html: string, id: string) => {
  const m = new RegExp(`<section[^>]*data-testid="widget-${id}"[^>]*>([\\s\\S]*?)</section>`).exec(html);
  if (!m) throw new Error(`no widget ${id} in the page`);
  return m[1];
};
const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, 'g'))].map((m) => text(m[1]).trim());
const embedded = (html: string, id: string): unknown => {
  const m = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html);
  if (!m) throw new Error(`no ${id} script in the page`);
  return JSON.parse(m[1]);
};
const outcome = (timing: string | null) => /desc="(\w+)"/.exec(timing ?? '')?.[1];

export function concurrentRenderSuite(): void {
  let t: TestApp;
  const users: User[] = [];

  const feed = (u: User, extra: Record<string, string> = {}) =>
    fetch(`${t.url}/feed`, {
      headers: { accept: 'text/html', cookie: u.cookie, 'accept-encoding': 'br, gzip', ...extra },
    }).then(async (res) => ({ status: res.status, timing: res.headers.get('server-timing'), html: await res.text() }));

  beforeAll(async () => {
    const missing = BUNDLES.filter((f) => !existsSync(f));
    if (missing.length)
      throw new Error(
        `the apps' server bundles are missing (${missing.join(', ')}): build them first ` +
          '(pnpm -r --workspace-concurrency=2 run build; npm test builds before this stage)',
      );
    // a queue budget no test run reaches: here every render must render (the shed path has its own instance)
    t = await startTestApp({
      serveApps: true,
      appsRoot: REPO_ROOT,
      render: { workers: 2, perWorker: 4, queueBudgetMs: 60_000, timeoutMs: 60_000 },
    });
    // each user viewed a resource of their own (their feed's first widget): resources of the search index (built on
    // the first explore request; the test catalogue has 12)
    const first = await t.login('teacher@demo.test');
    expect((await t.get('/api/v1/ResourceApi/GetLastViewedResources?limit=4&locale=es', first.token)).status).toBe(200);
    const resources = (
      await t.db.query<{ resource_id: number }>(
        `SELECT DISTINCT resource_id FROM explore_search WHERE ui_locale = 'es' ORDER BY resource_id LIMIT $1`,
        [MAX_USERS],
      )
    ).rows.map((r) => Number(r.resource_id));
    expect(resources).toHaveLength(MAX_USERS);
    for (const who of CANDIDATES) {
      if (users.length === MAX_USERS) break;
      const email = `${who}@demo.test`;
      const r = await t.request<{ token: string }>('POST', '/api/v1/AccountApi/SignIn', {
        body: { email, password: 'Demo1234' },
      });
      if (r.status !== 200) continue; // not in the test seed
      const cookie = `${PAGE_SESSION_COOKIE}=${cookieValue(r.setCookie, PAGE_SESSION_COOKIE)}`;
      const probe = await fetch(`${t.url}/feed`, { headers: { accept: 'text/html', cookie } });
      if (!(await probe.text()).includes('data-signed-in=')) continue; // the guard sends this user elsewhere
      const me = await t.get<{ userId: number }>('/api/v1/AccountApi/Me?locale=es', r.json.token);
      const userId = me.json.userId;
      await t.db.query(`DELETE FROM resource_views WHERE user_id = $1`, [userId]);
      await t.db.query(`INSERT INTO resource_views (resource_id, user_id, locale) VALUES ($1, $2, 'es')`, [
        resources[users.length],
        userId,
      ]);
      const recent = await t.get<Array<{ title: string }>>(
        '/api/v1/ResourceApi/GetLastViewedResources?limit=4&locale=es',
        r.json.token,
      );
      expect(recent.status).toBe(200);
      users.push({
        who,
        email,
        userId,
        token: r.json.token,
        cookie,
        recent: recent.json.map((c) => c.title),
      });
    }
    // the users' recently viewed resources differ: a page holding another's would show
    expect(users.length).toBeGreaterThanOrEqual(8);
    for (const u of users) expect(u.recent).toHaveLength(1);
    expect(new Set(users.flatMap((u) => u.recent)).size).toBe(users.length);
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  it(`8-${MAX_USERS} users × ${REQUESTS_PER_USER} requests at once: every page is its own user's, none holds another's`, async () => {
    const asked = users.flatMap((u) => Array.from({ length: REQUESTS_PER_USER }, () => u));
    // interleaved (teacher, manager, …, teacher, manager, …), all in flight together
    const pages = await Promise.all(asked.map((u) => feed(u).then((p) => ({ u, ...p }))));
    for (const { u, status, timing, html } of pages) {
      expect([u.who, status, outcome(timing)]).toEqual([u.who, 200, 'rendered']);
      expect(html).toContain(`data-signed-in="${u.userId}"`);
      // the chrome's user snapshot: this user
      const snapshot = embedded(html, 'shell-signed-in') as { user: { userId: number; email: string } };
      expect([u.who, snapshot.user.userId, snapshot.user.email]).toEqual([u.who, u.userId, u.email]);
      // the feed's own data: their recently viewed, in the markup and in the embedded react-query state
      expect([u.who, headings(widget(html, 'recent'), 3)]).toEqual([u.who, u.recent]);
      const state = embedded(html, 'mf-explore-state') as {
        queries: Array<{ queryKey: unknown[]; state: { data?: unknown } }>;
      };
      const recent = state.queries.find((q) => q.queryKey[1] === 'recent');
      expect([u.who, (recent?.state.data as Array<{ title: string }>).map((c) => c.title)]).toEqual([u.who, u.recent]);
      // nothing of anyone else's: their e-mail, their recently viewed resources in this page's recent widget
      for (const other of users.filter((o) => o !== u)) {
        expect([u.who, other.who, holds(html, other.email)]).toEqual([u.who, other.who, false]);
        for (const title of other.recent) expect(widget(html, 'recent')).not.toContain(title);
        expect(html).not.toContain(`data-signed-in="${other.userId}"`);
      }
    }
  });

  it("/resource/<id> for every user at once: the resource's page with each user's own review, none of another's", async () => {
    const id = Number(
      (
        await t.db.query<{ resource_id: number }>(
          `SELECT resource_id FROM explore_search WHERE ui_locale = 'es' ORDER BY resource_id LIMIT 1`,
        )
      ).rows[0].resource_id,
    );
    const detail = await t.get<{ title: string }>(`/api/v1/ResourceApi/GetByLocale/${id}?locale=es`, users[0].token);
    expect(detail.status).toBe(200);
    const comment = (u: User) => `review-of-${u.who}-${u.userId}`;
    const reviewed = new Set<User>();
    for (const u of users) {
      const r = await t.request('POST', '/api/v1/ResourceApi/AddResourceReview', {
        token: u.token,
        body: { resourceId: id, rating: 1 + (u.userId % 5), categories: [], comment: comment(u), locale: 'es' },
      });
      if (r.status === 200) reviewed.add(u);
    }
    expect(reviewed.size).toBeGreaterThanOrEqual(4);
    const page = (u: User) =>
      fetch(`${t.url}/resource/${id}`, { headers: { accept: 'text/html', cookie: u.cookie } }).then(async (res) => ({
        u,
        status: res.status,
        timing: res.headers.get('server-timing'),
        html: await res.text(),
      }));
    const pages = await Promise.all(users.flatMap((u) => [page(u), page(u)]));
    let rendered = 0;
    for (const { u, status, timing, html } of pages) {
      expect(status).toBe(200);
      // a user the resource is not shown to (their licence): the browser renders it, as before
      if (outcome(timing) !== 'rendered') {
        expect(html).not.toContain('data-signed-in=');
        continue;
      }
      rendered++;
      expect(html).toContain(`data-path="/resource/${id}" data-signed-in="${u.userId}"`);
      expect(html).toContain(`data-ssr-path="/resource/${id}"`);
      expect(headings(html, 1)).toEqual([detail.json.title]);
      const state = embedded(html, 'mf-explore-state') as {
        queries: Array<{ queryKey: unknown[]; state: { data?: { myReview?: { comment: string | null } | null } } }>;
      };
      const mine = state.queries.find((q) => q.queryKey[1] === 'resource' && q.queryKey[2] === id);
      expect(mine?.queryKey).toEqual(['explore', 'resource', id, 'es']);
      expect(
        state.queries.some((q) => JSON.stringify(q.queryKey) === JSON.stringify(['explore', 'associated', id, 'es'])),
      ).toBe(true);
      expect([u.who, mine?.state.data?.myReview?.comment ?? null]).toEqual([
        u.who,
        reviewed.has(u) ? comment(u) : null,
      ]);
      for (const other of users.filter((o) => o !== u)) {
        expect([u.who, other.who, html.includes(comment(other))]).toEqual([u.who, other.who, false]);
        expect([u.who, other.who, holds(html, other.email)]).toEqual([u.who, other.who, false]);
      }
    }
    expect(rendered).toBeGreaterThanOrEqual(8);
    // not rendered on the server: a resource that does not exist, another tab
    const [teacher] = users;
    const missing = await fetch(`${t.url}/resource/987654`, {
      headers: { accept: 'text/html', cookie: teacher.cookie },
    });
    expect(outcome(missing.headers.get('server-timing'))).toBe('declined');
    expect(await missing.text()).not.toContain('data-signed-in=');
    const tab = await fetch(`${t.url}/resource/${id}/t`, { headers: { accept: 'text/html', cookie: teacher.cookie } });
    expect(tab.headers.get('server-timing')).toBeNull();
    expect(await tab.text()).toContain('<div id="shell-root"></div>');
  });

  it('a Catalan and an English render at the same time each come out in their language', async () => {
    const [teacher, manager] = users;
    const asked = [
      { u: teacher, lang: 'ca' },
      { u: manager, lang: 'en' },
      { u: teacher, lang: 'en' },
      { u: manager, lang: 'ca' },
      { u: teacher, lang: 'es' },
      { u: manager, lang: 'ca' },
      { u: teacher, lang: 'en' },
      { u: manager, lang: 'es' },
    ];
    const pages = await Promise.all(
      asked.map(({ u, lang }) => feed(u, { cookie: `${u.cookie}; pl_lang=${lang}` }).then((p) => ({ u, lang, ...p }))),
    );
    const feedTitle = { es: 'Explorar', en: 'Explore', ca: 'Explora' } as const;
    const skip = { es: 'Saltar al contenido', en: 'Skip to content', ca: 'Salta al contingut' } as const;
    for (const { u, lang, status, timing, html } of pages) {
      const l = lang as keyof typeof feedTitle;
      expect([lang, status, outcome(timing)]).toEqual([lang, 200, 'rendered']);
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(`data-prerendered="${lang}" data-path="/feed" data-signed-in="${u.userId}"`);
      // the feed's texts (mf-explore's i18n) and the chrome's (the shell's) in that language
      expect([lang, headings(html, 1)]).toEqual([lang, [feedTitle[l]]]);
      expect(text(html)).toContain(skip[l]);
      for (const other of Object.keys(feedTitle).filter((x) => x !== lang))
        expect(text(html)).not.toContain(skip[other as keyof typeof skip]);
      // the render's own QueryClient: every query of the page is keyed by its language, none by another's
      const state = embedded(html, 'mf-explore-state') as { queries: Array<{ queryKey: unknown[] }> };
      expect(state.queries.length).toBeGreaterThan(5);
      expect(new Set(state.queries.map((q) => q.queryKey[2]))).toEqual(new Set([lang]));
    }
  });

  it('a busy pool sheds: the renders that cannot start within the budget answer the app shell at once', async () => {
    const busy = await t.another({ render: { workers: 1, perWorker: 1, queueBudgetMs: 0, timeoutMs: 60_000 } });
    try {
      const shell = await fetch(`${busy.url}/feed`, { headers: { accept: 'text/html' } }).then((r) => r.text());
      expect(shell).toContain('<div id="shell-root"></div>');
      const pages = await Promise.all(
        users.slice(0, 6).map((u) =>
          fetch(`${busy.url}/feed`, { headers: { accept: 'text/html', cookie: u.cookie } }).then(async (res) => ({
            u,
            status: res.status,
            timing: res.headers.get('server-timing'),
            html: await res.text(),
          })),
        ),
      );
      const outcomes = pages.map((p) => outcome(p.timing));
      expect(outcomes.filter((o) => o === 'shed').length).toBeGreaterThanOrEqual(1);
      for (const p of pages) {
        expect(p.status).toBe(200);
        if (outcome(p.timing) === 'shed') expect(p.html).toBe(shell);
        else {
          expect(outcome(p.timing)).toBe('rendered');
          expect(p.html).toContain(`data-signed-in="${p.u.userId}"`);
        }
      }
    } finally {
      await busy.close();
    }
  });

  it("the student view's render writes a title with `$&`, `$'` and `</script>` as it is, escaped", async () => {
    const title = `Ti$&tle $' $\` $1 </script><script>alert(1)</script>`;
    const id = (
      await t.db.query<{ id: number }>(
        `INSERT INTO resources (key, origin, published_at) VALUES ('concurrent-render-sly', 'provider', now()) RETURNING id`,
      )
    ).rows[0].id;
    await t.db.query(`INSERT INTO resource_locales (resource_id, locale, status, title) VALUES ($1, 'es', 1, $2)`, [
      id,
      title,
    ]);
    const link = (
      await t.db.query<{ id: number }>(`INSERT INTO student_links (id, resource_id) VALUES (4343, $1) RETURNING id`, [
        id,
      ])
    ).rows[0].id;
    const res = await fetch(`${t.url}/r/${link}`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect([res.status, outcome(res.headers.get('server-timing'))]).toEqual([200, 'rendered']);
    const esc = (v: string) =>
      v
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
    expect(html).toMatch(new RegExp(`<title>${esc(title).replace(/[$.*+?^(){}|[\]\\]/g, '\\$&')} · [^<]+</title>`));
    expect(headings(html, 1)).toContain(title);
    expect((embedded(html, 'student-view-data') as { data: { title: string } }).data.title).toBe(title);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.split('<script').length).toBe(html.split('</script>').length);
  });
}
