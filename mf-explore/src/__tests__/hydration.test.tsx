/**
 * The server's /feed (src/server.tsx, rendered in Node by a child jest: src/test/feed-ssr.dump.tsx) hydrates in the
 * browser through the remote's own mount (src/spa.tsx, then the kit's single-spa lifecycles): the embedded answers go
 * into the platform's client, the first render is the server's markup (no mismatch reported by React), no request is
 * made for what the page carries, and the page then behaves as the client-rendered one (ADR 0045 §3).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@platform/i18n';
import { queryClient } from '@platform/ui/query';
import type { RenderOutput } from '../server';
import { calls, installFakeApi, resetApi } from '../test/fakeApi';
import { serverFeedFixtures } from '../test/feedServer';

installFakeApi();

type Lifecycle = (props: never) => Promise<unknown>;
let spa: { bootstrap: Lifecycle; mount: Lifecycle[]; unmount: Lifecycle };
let renders: Record<string, RenderOutput>;

beforeAll(async () => {
  // the server's renders, in Node (the API's environment), from the same code and fake API
  const dir = mkdtempSync(join(tmpdir(), 'feed-ssr-'));
  const file = join(dir, 'renders.json');
  // the server in another time zone than the browser (dates must not depend on it): west of UTC, or UTC
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const TZ = browserZone === 'America/Mexico_City' ? 'UTC' : 'America/Mexico_City';
  const env: NodeJS.ProcessEnv = { ...process.env, FEED_SSR_DUMP: file, TZ };
  delete env.JEST_WORKER_ID;
  execFileSync(
    process.execPath,
    [
      require.resolve('jest/bin/jest'),
      '--config',
      join(__dirname, '../../jest.config.cjs'),
      '--testMatch',
      '**/src/test/feed-ssr.dump.tsx',
      '--ci',
      '--runInBand',
      '--silent',
    ],
    { env, stdio: 'pipe' },
  );
  renders = JSON.parse(readFileSync(file, 'utf8')) as Record<string, RenderOutput>;
  rmSync(dir, { recursive: true, force: true });
  // the page is /feed when the remote's module is evaluated (its first screen's chunk starts loading with it)
  window.history.pushState(null, '', '/feed');
  spa = (await import('../spa')) as unknown as typeof spa;
  // no act() around the mount (single-spa-react's mount resolves from an effect of the root it renders): React's
  // act warnings off, so that every console.error is a finding
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
}, 180_000);

let errors: unknown[];
const onWindowError = (e: ErrorEvent) => errors.push(e.error ?? e.message);
beforeEach(() => {
  // the page the server rendered (a test may have paged: ?mvpage=1)
  window.history.replaceState(null, '', '/feed');
  serverFeedFixtures();
  calls.length = 0;
  queryClient.clear();
  // the platform's defaults, but nothing goes stale while the test runs (the server's answers are from the child run)
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity } });
  errors = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
  window.addEventListener('error', onWindowError);
});
afterEach(async () => {
  await spa.unmount(props());
  window.removeEventListener('error', onWindowError);
  jest.restoreAllMocks();
  installFakeApi();
  resetApi();
});

const container = () => document.getElementById('remote-mf-explore')!;
const props = () =>
  ({ name: 'mf-explore', domElementGetter: container, singleSpa: {}, mountParcel: () => ({}) }) as never;

/**
 * The page's body as the API answers it (ADR 0045 §2.4): the remote's container with the markup, the state. (The
 * styles are not put in <head>: they do not change the markup, and emotion's sheets of the earlier tests live there.)
 */
function serve(out: RenderOutput, embedded = out.embedded[0].json): string {
  document.body.innerHTML =
    `<div id="remote-area"><div id="remote-mf-explore" data-remote="mf-explore" data-ssr="mf-explore" ` +
    `data-ssr-path="/feed">${out.html}</div></div>` +
    `<script type="application/json" id="${out.embedded[0].id}">${embedded}</script>`;
  return container().innerHTML;
}

/** The remote's mount, as single-spa runs it; resolves once the feed screen itself is hydrated (a React node). */
async function mount(): Promise<void> {
  await spa.bootstrap(props());
  for (const step of spa.mount) await step(props());
  await waitFor(() => {
    expect(container()).not.toHaveAttribute('data-ssr');
    const feed = screen.getByTestId('feed-screen');
    expect(Object.keys(feed).some((k) => k.startsWith('__reactFiber'))).toBe(true);
  });
  // what hydration leaves to do once committed (effects, subscriptions, a refetch that should not happen)
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
}

describe('the server-rendered /feed hydrates', () => {
  it('in Spanish: the markup is kept as it is, no mismatch, no request; then it is the app', async () => {
    await act(async () => {
      await changeLanguage('es');
    });
    const before = serve(renders.es);
    await mount();
    expect(errors).toEqual([]);
    expect(container().innerHTML).toBe(before);
    expect(calls).toEqual([]);
    // the state was read once: the script is gone, the platform's client holds the server's answers
    expect(document.getElementById(renders.es.embedded[0].id)).toBeNull();
    expect(queryClient.getQueryData(['explore', 'recent', 'es'])).toHaveLength(4);

    expect(screen.getByRole('heading', { level: 1, name: 'Explorar' })).toBeInTheDocument();
    const recent = screen.getByRole('list', { name: 'Vistos recientemente' });
    expect(within(recent).getByRole('heading', { level: 3, name: 'Huerto lunar' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: /^Escape <\/script><!-- &\s+«más visto»$/ }),
    ).toBeInTheDocument();
    // handlers are attached: the plan panel opens, the pager asks for the next page, the search box suggests
    const plan = screen.getByRole('button', { name: 'Planificar con lo que tengo' });
    await userEvent.click(plan);
    expect(plan).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByText('Más visto 2')).toBeInTheDocument();
    // page 1 was the server's (no request); the pager prefetches page 2 ahead
    expect(calls.map((c) => [c.url, c.params?.pageNumber])).toEqual([['/ResourceApi/GetMostViewedResources', 2]]);
    expect(errors).toEqual([]);
  });

  it('in English', async () => {
    await act(async () => {
      await changeLanguage('en');
    });
    const before = serve(renders.en);
    await mount();
    expect(errors).toEqual([]);
    expect(container().innerHTML).toBe(before);
    expect(calls).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Recently viewed' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: 'Search resources, programs and folders' }), 'ro');
    expect(await screen.findByRole('option', { name: /Robots recicladores/ })).toBeInTheDocument();
    // the popular suggestions on focus, then those of the text
    expect(calls.map((c) => c.url)).toEqual([
      '/AccountApi/AvailableSuggestions',
      '/AccountApi/AvailableSearchSuggestions',
    ]);
    await act(async () => {
      await changeLanguage('es');
    });
  });

  it('a widget whose request failed on the server keeps its error state, unasked until Retry', async () => {
    await act(async () => {
      await changeLanguage('es');
    });
    const before = serve(renders.topicsFail);
    await mount();
    expect(errors).toEqual([]);
    expect(container().innerHTML).toBe(before);
    expect(calls).toEqual([]);
    const topics = screen.getByTestId('widget-topics');
    await userEvent.click(within(topics).getByRole('button', { name: 'Reintentar' }));
    expect(await within(topics).findByRole('button', { name: /Robótica/ })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/AccountApi/AvailableTopics']);
  });

  it('a widget the server did not get in time is loading in both renders, then the browser asks it', async () => {
    await act(async () => {
      await changeLanguage('es');
    });
    serve(renders.newestLate);
    expect(
      within(container().querySelector<HTMLElement>('[data-testid="widget-newest"]')!).getByTestId(
        'card-grid-skeleton',
      ),
    ).toBeInTheDocument();
    await mount();
    expect(errors).toEqual([]);
    const newest = screen.getByTestId('widget-newest');
    expect(await within(newest).findByRole('heading', { level: 3, name: 'Recurso nuevo' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/ResourceApi/Newest']);
  });

  it('(the check can fail) answers that are not the screen’s (another language’s) are a mismatch React reports', async () => {
    await act(async () => {
      await changeLanguage('es');
    });
    serve(renders.es, renders.en.embedded[0].json);
    await mount();
    expect(errors.length).toBeGreaterThan(0);
    // the screen then asks its own answers, as a client render does
    await waitFor(() => expect(calls.some((c) => /GetLastViewedResources/.test(c.url))).toBe(true));
  });
});
