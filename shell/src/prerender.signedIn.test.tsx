/**
 * @jest-environment node
 */
/**
 * The signed-in page's server render (renderSignedIn, ADR 0045 §4), in Node as the API runs dist-server/server.cjs:
 * Me and the bell through `fetchApi`, the client's own guard, the full layout for that user with the remote's markup
 * inside #remote-area, the theme's CSS, the snapshot, in the page's language; null for a user the guard sends elsewhere.
 * (Its hydration in the browser: app/hydrateSignedIn.test.tsx.)
 */
import { i18n } from '@platform/i18n';
import type { UserInfo } from '@platform/session';
import { THEME_CSS_ATTR } from '@platform/ui';
import { render, renderSignedIn, type FetchApi } from './prerender';
import { joinedDaysAgo, mkUser } from './app/testing/users';

const REMOTE = {
  name: 'mf-explore',
  html: '<section aria-label="feed"><h1>Explorar</h1><a href="/resource/1">Recurso</a></section>',
};
const teacher = mkUser({ userId: 7, fullName: 'Ana Bermúdez', email: 'ana@demo.test' });

function fakeApi(user: UserInfo, opts: { meStatus?: number; hasUnseen?: boolean; termsSigned?: boolean } = {}) {
  const calls: string[] = [];
  const fetchApi: FetchApi = async ({ method, url }) => {
    calls.push(`${method} ${url}`);
    const path = url.split('?')[0];
    if (path === '/api/v1/AccountApi/Me')
      return (opts.meStatus ?? 200) === 200
        ? { status: 200, data: user }
        : { status: opts.meStatus!, data: { statusCode: opts.meStatus, code: 'UNAUTHORIZED', message: 'no' } };
    if (path === '/api/v1/NotificationApi/Cards')
      return {
        status: 200,
        data: { notifications: [], totalCount: 0, pages: 0, pageNumber: 0, pageSize: 1, hasUnseen: !!opts.hasUnseen },
      };
    if (path === '/api/v1/krea/Account/TermsAndConditions')
      return { status: 200, data: { signed: opts.termsSigned === true } };
    return { status: 404, data: null };
  };
  return { fetchApi, calls };
}

const t = (lang: string) => i18n.getFixedT(lang, 'shell');
const slot = (path: string, html: string) =>
  `<div data-testid="remote-area-slot"><div id="remote-area"><div id="remote-mf-explore" data-remote="mf-explore" data-ssr="mf-explore" data-ssr-path="${path}">${html}</div></div></div>`;

describe('renderSignedIn', () => {
  it("renders a teacher's /feed: the signed-in bar with the initials and the bell, main, footer, the remote inside #remote-area", async () => {
    const { fetchApi, calls } = fakeApi(teacher);
    const out = await renderSignedIn({ pathname: '/feed', search: '', lang: 'es', fetchApi, remote: REMOTE });
    expect(out).not.toBeNull();
    const { html, styles, title, userId } = out!;
    const [{ id: embeddedId, json: embedded }] = out!.embedded;
    // Me as the browser's session restore asks for it, and the bell's state
    expect(calls).toContain('GET /api/v1/AccountApi/Me?locale=es');
    expect(calls).toContain('GET /api/v1/NotificationApi/Cards?pageNumber=0&pageSize=1&locale=es');
    expect(userId).toBe(7);
    // the layout the browser renders once ready: skip link, signed-in bar, main, footer; not the loader
    expect(html).toContain(`href="#main-content"`);
    expect(html).toContain(t('es')('nav.skipToContent'));
    expect(html).toContain(`<nav aria-label="${t('es')('nav.main')}"`);
    expect(html).toContain(`aria-label="AB · ${t('es')('nav.userMenu')}"`);
    expect(html).toMatch(
      new RegExp(
        `<button [^>]*aria-label="${t('es')('nav.notifications')}"[^>]*data-state="idle" data-testid="notification-bell"`,
      ),
    );
    expect(html).toContain(`>${t('es')('nav.explore')}</a>`);
    expect(html).toContain('id="main-content"');
    expect(html).toContain('<footer');
    expect(html).not.toContain('data-testid="full-page-loader"');
    expect(html).not.toContain(t('es')('nav.login')); // not the logged-out bar
    // the remote's markup inside #remote-area, in a container the remote hydrates
    expect(html).toContain(slot('/feed', REMOTE.html));
    expect(html.split('id="remote-area"')).toHaveLength(2);
    // the theme's CSS and the components' CSS, as emotion's browser cache adopts them
    expect(styles).toContain(THEME_CSS_ATTR);
    // the theme's CSS itself (the render adopted the theme by name; the server writes its one copy)
    expect(styles).toMatch(
      new RegExp(`<style data-emotion="css-global [a-z0-9]+" ${THEME_CSS_ATTR}>[^<]*--chakra-[^<]{1000,}</style>`),
    );
    expect(styles).toMatch(/<style data-emotion="css [^"]+">/);
    expect(title).toBe(`${t('es')('titles.feed')} · Kimple`);
    // the route's viewport (every page is responsive, issue 30), written before the app starts
    expect(out!.viewport).toBe('width=device-width, initial-scale=1');
    // the snapshot the markup was rendered from
    expect(embeddedId).toBe('shell-signed-in');
    expect(JSON.parse(embedded)).toEqual({ user: teacher, unseen: false });
  });

  it("a large remote page: every boundary complete in place (no script to finish one: the pages' CSP blocks inline scripts)", async () => {
    const big = `<section>${'<article><h2>Recurso</h2><p>Una actividad para el aula con materiales.</p></article>'.repeat(2000)}</section>`;
    const out = await renderSignedIn({
      pathname: '/feed',
      search: '',
      lang: 'es',
      fetchApi: fakeApi(teacher).fetchApi,
      remote: { name: 'mf-explore', html: big },
    });
    expect(out!.html.length).toBeGreaterThan(150_000);
    expect(out!.html).not.toMatch(/<!--\$[?!]-->/);
    expect(out!.html).not.toContain('<script');
    expect(out!.html).not.toContain('<template');
    expect(out!.html).toContain(slot('/feed', big));
    expect(out!.html).toMatch(/<header [^>]*><nav aria-label/);
  });

  it("a resource's presentation page (/resource/:id, issue 28): its title, the route's viewport, its path", async () => {
    const { fetchApi } = fakeApi(teacher);
    const out = await renderSignedIn({ pathname: '/resource/12', search: '', lang: 'es', fetchApi, remote: REMOTE });
    expect(out).not.toBeNull();
    expect(out!.title).toBe(`${t('es')('titles.resource')} · Kimple`);
    expect(out!.viewport).toBe('width=device-width, initial-scale=1');
    expect(out!.userId).toBe(7);
    expect(out!.html).toContain(slot('/resource/12', REMOTE.html));
    expect(out!.html).toContain(`<nav aria-label="${t('es')('nav.main')}"`);
  });

  it('English: the same page in English', async () => {
    const { fetchApi, calls } = fakeApi(teacher);
    const out = await renderSignedIn({ pathname: '/feed', search: '', lang: 'en', fetchApi, remote: REMOTE });
    expect(calls).toContain('GET /api/v1/AccountApi/Me?locale=en');
    expect(out!.html).toContain('Skip to');
    expect(out!.html).toContain(`<nav aria-label="${t('en')('nav.main')}"`);
    expect(out!.html).toContain(`>${t('en')('nav.explore')}</a>`);
    expect(out!.html).not.toContain(t('es')('nav.skipToContent'));
    expect(out!.title).toBe('Explore · Kimple');
  });

  it('the bell shows what the user has unseen, and the snapshot says so', async () => {
    const out = await renderSignedIn({
      pathname: '/feed',
      search: '',
      lang: 'es',
      fetchApi: fakeApi(teacher, { hasUnseen: true }).fetchApi,
      remote: REMOTE,
    });
    expect(out!.html).toMatch(
      new RegExp(
        `<button [^>]*aria-label="${t('es')('nav.notificationsUnseen')}"[^>]*data-state="unseen" data-testid="notification-bell"`,
      ),
    );
    expect(JSON.parse(out!.embedded[0].json).unseen).toBe(true);
  });

  it('the snapshot is safe inside a <script>', async () => {
    const sly = mkUser({ userId: 9, fullName: '</script><script>alert(1)</script> \u2028' });
    const out = await renderSignedIn({
      pathname: '/feed',
      search: '',
      lang: 'es',
      fetchApi: fakeApi(sly).fetchApi,
      remote: REMOTE,
    });
    expect(out!.embedded[0].json).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(out!.embedded[0].json).user.fullName).toBe(sly.fullName);
  });

  it.each([
    [
      'a trial user whose 15 days are over (the guard sends them to /trial-finished)',
      mkUser({ userId: 3, primaryRoles: [{ name: 'Trial' }], joinDate: joinedDaysAgo(20) }),
    ],
  ])('null for %s', async (_, user) => {
    const { fetchApi } = fakeApi(user);
    expect(await renderSignedIn({ pathname: '/feed', search: '', lang: 'es', fetchApi, remote: REMOTE })).toBeNull();
  });

  it('a trial user within the 15 days gets the page, with the countdown', async () => {
    const user = mkUser({ userId: 4, primaryRoles: [{ name: 'Trial' }], joinDate: joinedDaysAgo(3) });
    const out = await renderSignedIn({
      pathname: '/feed',
      search: '',
      lang: 'es',
      fetchApi: fakeApi(user).fetchApi,
      remote: REMOTE,
    });
    expect(out!.html).toContain(t('es')('nav.trialDaysLeft', { count: 12 }));
  });

  it('null for an author whose Krea terms are not signed (the guard sends them to /sign-terms), allowed once signed', async () => {
    const author = mkUser({ userId: 5, secondaryRoles: [{ name: 'Author' }], activeKreaLicense: true });
    const krea = { name: 'mf-krea', html: '<p>krea</p>' };
    expect(
      await renderSignedIn({
        pathname: '/krea',
        search: '',
        lang: 'es',
        fetchApi: fakeApi(author).fetchApi,
        remote: krea,
      }),
    ).toBeNull();
    const signed = fakeApi(author, { termsSigned: true });
    const out = await renderSignedIn({
      pathname: '/krea',
      search: '',
      lang: 'es',
      fetchApi: signed.fetchApi,
      remote: krea,
    });
    expect(signed.calls).toContain('GET /api/v1/krea/Account/TermsAndConditions?locale=es');
    expect(out!.html).toContain('data-ssr="mf-krea"');
  });

  it('null without a session (Me answers 401), for a path that is not the remote’s, for an unknown path', async () => {
    expect(
      await renderSignedIn({
        pathname: '/feed',
        search: '',
        lang: 'es',
        fetchApi: fakeApi(teacher, { meStatus: 401 }).fetchApi,
        remote: REMOTE,
      }),
    ).toBeNull();
    const { fetchApi } = fakeApi(teacher);
    expect(
      await renderSignedIn({
        pathname: '/feed',
        search: '',
        lang: 'es',
        fetchApi,
        remote: { name: 'mf-folders', html: '' },
      }),
    ).toBeNull();
    expect(await renderSignedIn({ pathname: '/nowhere', search: '', lang: 'es', fetchApi, remote: REMOTE })).toBeNull();
  });

  it('renders at the same time, request-scoped: two users in two languages and a public page, each its own', async () => {
    const bea = mkUser({ userId: 8, fullName: 'Beatriz Campos', email: 'bea@demo.test' });
    const [ana, other, login] = await Promise.all([
      renderSignedIn({
        pathname: '/feed',
        search: '',
        lang: 'ca',
        fetchApi: fakeApi(teacher).fetchApi,
        remote: REMOTE,
      }),
      renderSignedIn({
        pathname: '/feed',
        search: '',
        lang: 'en',
        fetchApi: fakeApi(bea, { hasUnseen: true }).fetchApi,
        remote: { name: 'mf-explore', html: '<p>the feed of bea</p>' },
      }),
      render({ pathname: '/login', search: '', lang: 'es' }),
    ]);
    expect(ana!.userId).toBe(7);
    expect(other!.userId).toBe(8);
    expect(ana!.title).toBe(`${t('ca')('titles.feed')} · Kimple`);
    expect(other!.title).toBe(`${t('en')('titles.feed')} · Kimple`);
    const attr = (v: string) => v.replace(/'/g, '&#x27;');
    expect(ana!.html).toContain(`aria-label="AB · ${attr(t('ca')('nav.userMenu'))}"`);
    expect(other!.html).toContain(`aria-label="BC · ${attr(t('en')('nav.userMenu'))}"`);
    expect(ana!.html).toContain(`>${t('ca')('nav.explore')}</a>`);
    expect(other!.html).toContain(`>${t('en')('nav.explore')}</a>`);
    expect(ana!.html).toContain(slot('/feed', REMOTE.html));
    expect(other!.html).toContain('<p>the feed of bea</p>');
    expect(ana!.html).not.toContain('the feed of bea');
    expect(other!.html).not.toContain(REMOTE.html);
    expect(ana!.html).toMatch(/data-state="idle" data-testid="notification-bell"/);
    expect(other!.html).toMatch(/data-state="unseen" data-testid="notification-bell"/);
    expect(JSON.parse(ana!.embedded[0].json)).toEqual({ user: teacher, unseen: false });
    expect(JSON.parse(other!.embedded[0].json)).toEqual({ user: bea, unseen: true });
    for (const page of [ana!.html, JSON.stringify(ana!.embedded)]) expect(page).not.toContain('bea@demo.test');
    for (const page of [other!.html, JSON.stringify(other!.embedded)]) expect(page).not.toContain('ana@demo.test');
    // the public page rendered meanwhile: anonymous, in Spanish
    expect(login!.html).not.toContain('notification-bell');
    expect(login!.html).not.toContain('ana@demo.test');
    expect(login!.title).toBe(`${t('es')('titles.login')} · Kimple`);
  });

  it('leaves no session behind: the next render is signed out', async () => {
    await renderSignedIn({
      pathname: '/feed',
      search: '',
      lang: 'es',
      fetchApi: fakeApi(teacher).fetchApi,
      remote: REMOTE,
    });
    const page = (await render({ pathname: '/login', search: '', lang: 'es' }))!;
    expect(page.html).not.toContain('notification-bell');
    expect(page.html).not.toContain('id="remote-area"');
    expect(page.html).toContain('<div data-testid="remote-area-slot"></div>');
  });
});
