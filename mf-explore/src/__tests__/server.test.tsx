/**
 * @jest-environment node
 */
/**
 * The server render of /feed (src/server.tsx, ADR 0045 §3, ADR 0053), in Node as the API's render workers run it: the
 * feed's data through the render's own api-client and the API's `fetchApi` (here fakeApi's routes), its markup, CSS,
 * embedded react-query state and the covers to preload; renders of different users and languages at the same time,
 * each with its own data and texts. Its hydration in the browser: hydration.test.tsx.
 */
import type { DehydratedState } from '@tanstack/query-core';
import { ApiError } from '@platform/api-client';
import { render, renderContract, type RenderOutput } from '../server';
import { RENDER_CONTRACT } from '@platform/contracts/render';
import { calls, card, fakeFetchApi, on, resourceDetail } from '../test/fakeApi';
import { MOST_VIEWED_COVER, SAME_ORIGIN_COVERS, serverFeedFixtures } from '../test/feedServer';

beforeEach(() => serverFeedFixtures());

const renderFeed = (lang: 'es' | 'en' | 'ca', fetchApi = fakeFetchApi) =>
  render({ pathname: '/feed', search: '', lang, fetchApi }) as Promise<RenderOutput>;

/** The text of the markup's elements (tags and comments dropped, entities of the text decoded). */
const text = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, 'g'))].map((m) => text(m[1]).trim());
/** The markup of the widget `id` (its <section>). */
const widget = (html: string, id: string) => {
  const m = new RegExp(`<section[^>]*data-testid="widget-${id}"[^>]*>([\\s\\S]*?)</section>`).exec(html);
  if (!m) throw new Error(`no widget ${id}`);
  return m[1];
};
const embeddedState = (out: RenderOutput) => JSON.parse(out.embedded[0].json) as DehydratedState;

describe('mf-explore server render (/feed)', () => {
  it('renders the feed in Spanish with its data, CSS, embedded state and first covers', async () => {
    const out = await renderFeed('es');
    expect(headings(out.html, 1)).toEqual(['Explorar']);
    expect(headings(out.html, 2)).toEqual([
      'Vistos recientemente',
      'Los más vistos',
      'Temas',
      'Calendario de efemérides',
      'Carpetas destacadas',
      'Recomendados para ti',
      'Novedades',
    ]);
    // the cards of every widget, the ephemeride with its date (the calendar day of its plain date), the folder
    expect(headings(widget(out.html, 'recent'), 3)).toEqual([
      'Robots recicladores',
      'Huerto lunar',
      'El ciclo del agua',
      'Música con cacharros',
    ]);
    expect(text(widget(out.html, 'most-viewed'))).toContain('Escape </script><!-- & \u2028 «más visto»');
    expect(text(widget(out.html, 'topics'))).toContain('Robótica (3)');
    expect(widget(out.html, 'ephemerides')).toMatch(/<time dateTime="2026-04-22">22·04·2026<\/time>/);
    expect(text(widget(out.html, 'folders'))).toContain('Carpeta destacada');
    expect(headings(widget(out.html, 'recommended'), 3)).toEqual(['Recurso recomendado']);
    expect(headings(widget(out.html, 'newest'), 3)).toEqual(['Recurso nuevo']);
    // every text is there in the first-load Spanish subset (app.ts): no key shown instead of its text
    expect(text(out.html)).not.toMatch(/\b(feed|filters|errors|plan|card|empty|folder|pager|search)\.[a-zA-Z]/);
    // no loading state: every query had settled
    expect(out.html).not.toContain('card-grid-skeleton');
    expect(out.html).not.toContain('aria-busy');
    // the first covers load first (the page's largest paint)
    expect(out.html).toContain(`src="${SAME_ORIGIN_COVERS[0]}" alt="" loading="eager" fetchPriority="high"`);

    // the feed's eight requests, through the api-client (its `locale`) and fetchApi, with the browser's urls
    expect(calls.map((c) => `${c.method} ${c.url}`).sort()).toEqual(
      [
        'GET /AccountApi/AvailableTopics',
        'GET /KimpleFolderApi/GetEphemerides',
        'GET /KimpleFolderApi/GetMostViewedKimpleFolders',
        'GET /ResourceApi/GetLastViewedResources',
        'GET /ResourceApi/GetMostViewedResources',
        'GET /ResourceApi/GetMostViewedResources',
        'GET /ResourceApi/Newest',
        'GET /ResourceApi/Recommended',
      ].sort(),
    );
    for (const c of calls) expect(c.params?.locale).toBe('es');
    expect(calls.find((c) => /GetLastViewedResources/.test(c.url))?.params).toEqual({ limit: '4', locale: 'es' });

    // the components' CSS as emotion's browser cache adopts it, without the theme's global CSS (the shell's)
    expect(out.styles).toMatch(/^<style data-emotion="css-global [a-z0-9]+">/);
    expect(out.styles).toMatch(/<style data-emotion="css [a-z0-9 ]+">[^<]*\.css-[a-z0-9]+\{/);
    const classes = [...out.html.matchAll(/class="[^"]*\bcss-([a-z0-9]+)/g)].map((m) => m[1]);
    const styled = new Set(/<style data-emotion="css ([a-z0-9 ]+)">/.exec(out.styles)![1].split(' '));
    expect(classes.length).toBeGreaterThan(20);
    for (const c of classes) expect(styled).toContain(c);
    expect(out.styles).not.toContain('data-pl-theme');

    // react-query's state of the render: every feed query, answered, keyed by the language
    expect(out.embedded.map((e) => e.id)).toEqual(['mf-explore-state']);
    expect([out.status, out.title, out.userId, out.viewport, out.bar]).toEqual([200, null, null, null, null]);
    expect(renderContract).toBe(RENDER_CONTRACT);
    const state = embeddedState(out);
    expect(state.queries.map((q) => q.queryKey.slice(0, 3).join(' ')).sort()).toEqual(
      [
        'explore ephemerides es',
        'explore featuredFolders es',
        'explore mostViewed es',
        'explore mostViewed es',
        'explore newest es',
        'explore recent es',
        'explore recommended es',
        'explore topics es',
      ].sort(),
    );
    for (const q of state.queries) expect(q.state).toMatchObject({ status: 'success', fetchStatus: 'idle' });
    const recent = state.queries.find((q) => q.queryKey[1] === 'recent')!;
    expect((recent.state.data as Array<{ title: string }>).map((r) => r.title)).toContain('Huerto lunar');

    // same-origin covers of the first row, in order (the other origin's is not the page's to preload)
    expect(out.preloadImages).toEqual(SAME_ORIGIN_COVERS);
  });

  it('the embedded state is safe inside a <script> and parses back to the data', async () => {
    const out = await renderFeed('es');
    expect(out.embedded[0].json).not.toMatch(/[<>&\u2028\u2029]/);
    const mostViewed = embeddedState(out).queries.find((q) => q.queryKey[1] === 'mostViewed' && q.queryKey[4] === 0)!;
    expect((mostViewed.state.data as { data: Array<{ title: string }> }).data[0].title).toBe(
      'Escape </script><!-- & \u2028 «más visto»',
    );
  });

  it('renders in English: the texts, and `locale=en` on every request', async () => {
    const out = await renderFeed('en');
    expect(headings(out.html, 1)).toEqual(['Explore']);
    expect(headings(out.html, 2)).toContain('Recently viewed');
    expect(headings(out.html, 2)).toContain('Most viewed');
    expect(text(out.html)).toContain('9-11 years · 2 classes');
    expect(text(out.html)).toContain('Plan with what I have');
    expect(headings(widget(out.html, 'recent'), 3)).toContain('Robots recicladores');
    expect(calls).toHaveLength(8);
    for (const c of calls) expect(c.params?.locale).toBe('en');
    expect(embeddedState(out).queries.every((q) => q.queryKey[2] === 'en')).toBe(true);
  });

  it('renders concurrently, request-scoped: three languages asked at once each get their own texts and data', async () => {
    const [ca, es, en] = await Promise.all([renderFeed('ca'), renderFeed('es'), renderFeed('en')]);
    expect(headings(ca.html, 1)).toEqual(['Explora']);
    expect(headings(es.html, 1)).toEqual(['Explorar']);
    expect(headings(en.html, 1)).toEqual(['Explore']);
    expect(embeddedState(ca).queries.every((q) => q.queryKey[2] === 'ca')).toBe(true);
    expect(embeddedState(es).queries.every((q) => q.queryKey[2] === 'es')).toBe(true);
    expect(embeddedState(en).queries.every((q) => q.queryKey[2] === 'en')).toBe(true);
    // each render's requests carried its own language
    for (const lang of ['ca', 'es', 'en']) expect(calls.filter((c) => c.params?.locale === lang)).toHaveLength(8);
  });

  it("renders of different users at the same time: each page holds its own user's data only", async () => {
    // each user's API: their own recently viewed resource, answered after a delay that interleaves the renders
    const userApi = (name: string, delayMs: number) => async (req: { method: string; url: string }) => {
      await new Promise((r) => setTimeout(r, delayMs));
      if (/GetLastViewedResources/.test(req.url))
        return { status: 200, data: [{ ...card(100, `Recurso de ${name}`), cover: `/files/${name}.webp` }] };
      return fakeFetchApi(req);
    };
    const users = ['ana', 'bea', 'carla', 'dani', 'eva', 'fran'];
    const outs = await Promise.all(
      users.map((name, i) =>
        render({
          pathname: '/feed',
          search: '',
          lang: (['es', 'en', 'ca'] as const)[i % 3],
          fetchApi: userApi(name, (i * 7) % 20),
        }),
      ),
    );
    outs.forEach((out, i) => {
      const name = users[i];
      expect(headings(widget(out!.html, 'recent'), 3)).toEqual([`Recurso de ${name}`]);
      expect(out!.preloadImages).toEqual([`/files/${name}.webp`]);
      const state = JSON.stringify(embeddedState(out!));
      for (const other of users.filter((u) => u !== name)) {
        expect(out!.html).not.toContain(`Recurso de ${other}`);
        expect(state).not.toContain(`Recurso de ${other}`);
      }
    });
  });

  it('answers null for any other path, a query string or another language, and asks nothing', async () => {
    const fetchApi = jest.fn(fakeFetchApi);
    for (const [pathname, search] of [
      ['/feed/search', ''],
      ['/resource/7/t', ''],
      ['/resource/7/s', ''],
      ['/resource/07', ''],
      ['/resource/7', '?x=1'],
      ['/programs', ''],
      ['/', ''],
      ['/feed', '?topicIds=2'],
    ])
      expect(await render({ pathname, search, lang: 'es', fetchApi })).toBeNull();
    expect(await render({ pathname: '/feed', search: '', lang: 'fr' as 'es', fetchApi })).toBeNull();
    // a signed-in page: no fetchApi, no render
    expect(await render({ pathname: '/feed', search: '', lang: 'es' })).toBeNull();
    expect(fetchApi).not.toHaveBeenCalled();
  });

  it('a failing endpoint: that widget shows its error state, the rest renders, the failure is in the state', async () => {
    on('GET', /GetLastViewedResources/, new ApiError(500, 'INTERNAL', 'boom'));
    const out = await renderFeed('es');
    const recent = widget(out.html, 'recent');
    expect(recent).toContain('data-testid="error-state"');
    expect(recent).toContain('role="alert"');
    expect(text(recent)).toContain('Reintentar');
    expect(recent).not.toContain('card-grid-skeleton');
    expect(headings(widget(out.html, 'newest'), 3)).toEqual(['Recurso nuevo']);
    // one request: a failure is the screen's state, not retried on the server
    expect(calls.filter((c) => /GetLastViewedResources/.test(c.url))).toHaveLength(1);
    const failed = embeddedState(out).queries.find((q) => q.queryKey[1] === 'recent')!;
    expect(failed.state).toMatchObject({ status: 'error', error: { status: 500, code: 'INTERNAL' } });
    expect(failed.state.data).toBeUndefined();
    // the first row is now the most viewed one
    expect(out.preloadImages).toEqual([MOST_VIEWED_COVER]);
  });

  it('a 401 is the error state too, and the render never tries to refresh a session', async () => {
    const fetchApi = jest.fn(async (req: { method: string; url: string }) =>
      /AvailableTopics/.test(req.url)
        ? { status: 401, data: { statusCode: 401, code: 'UNAUTHORIZED' } }
        : fakeFetchApi(req),
    );
    const out = await renderFeed('es', fetchApi);
    expect(widget(out.html, 'topics')).toContain('data-testid="error-state"');
    expect(fetchApi.mock.calls.map(([r]) => r.url).filter((u) => /AccountApi\/(?!Available)/.test(u))).toEqual([]);
    expect(fetchApi).toHaveBeenCalledTimes(8);
  });

  it('a request not answered in time: that widget is rendered loading and not embedded; the renders go on', async () => {
    on('GET', /ResourceApi\/Newest/, () => new Promise(() => undefined));
    const started = Date.now();
    const out = (await render({
      pathname: '/feed',
      search: '',
      lang: 'es',
      fetchApi: fakeFetchApi,
      dataTimeoutMs: 300,
    })) as RenderOutput;
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(widget(out.html, 'newest')).toContain('data-testid="card-grid-skeleton"');
    expect(headings(widget(out.html, 'recommended'), 3)).toEqual(['Recurso recomendado']);
    expect(embeddedState(out).queries.map((q) => q.queryKey[1])).not.toContain('newest');
    expect(embeddedState(out).queries).toHaveLength(7);
    serverFeedFixtures();
    const next = await renderFeed('es');
    expect(headings(widget(next.html, 'newest'), 3)).toEqual(['Recurso nuevo']);
  });

  it('a fetchApi that throws is a network error: the error state, and the next render is whole again', async () => {
    const broken = jest.fn(async () => {
      throw new Error('inject failed');
    });
    const out = await renderFeed('es', broken);
    expect(widget(out.html, 'recent')).toContain('data-testid="error-state"');
    expect(widget(out.html, 'newest')).toContain('data-testid="error-state"');
    const again = await renderFeed('es');
    expect(headings(widget(again.html, 'newest'), 3)).toEqual(['Recurso nuevo']);
  });
});

describe('mf-explore server render (/resource/:id, the presentation tab, issue 28)', () => {
  const renderResource = (id: number | string, lang: 'es' | 'en' = 'es') =>
    render({ pathname: `/resource/${id}`, search: '', lang, fetchApi: fakeFetchApi });

  it("renders the resource with the screen's own query keys (its first render in the browser is this one)", async () => {
    on('GET', /ResourceApi\/GetByLocale\/7/, resourceDetail({ cover: '/files/covers/r7.webp' }));
    on('GET', /AssociatedResources/, [card(8, 'Recurso relacionado')]);
    const out = (await renderResource(7)) as RenderOutput;
    expect(out).not.toBeNull();
    expect(headings(out.html, 1)).toEqual(['Robots recicladores']);
    expect(headings(out.html, 3)).toContain('Recurso relacionado');
    expect(out.html).toContain('aria-current="page" href="/resource/7"');
    expect(out.preloadImages).toEqual(['/files/covers/r7.webp']);
    const keys = embeddedState(out).queries.map((q) => q.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['explore', 'resource', 7, 'es'],
        ['explore', 'associated', 7, 'es'],
      ]),
    );
    // the modals' queries wait for the modal to open: not asked, not embedded
    expect(keys.some((k) => k[1] === 'resourceInFolders' || k[1] === 'colleagues')).toBe(false);
    expect(calls.some((c) => /ResourceInFolders|Colleagues/.test(c.url))).toBe(false);
  });

  it('declines (null: the browser renders it) a redirect to another language, a 404, an error', async () => {
    on('GET', /ResourceApi\/GetByLocale\/7/, { redirect: { locale: 'en' } });
    expect(await renderResource(7)).toBeNull();
    on('GET', /ResourceApi\/GetByLocale\/7/, new ApiError(404, 'NOT_FOUND', 'no such resource'));
    expect(await renderResource(7)).toBeNull();
    on('GET', /ResourceApi\/GetByLocale\/7/, new ApiError(500, 'INTERNAL', 'boom'));
    expect(await renderResource(7)).toBeNull();
  });
});
