/**
 * The signed-in page from the server in the browser (ADR 0045 §4, §5): the markup of renderSignedIn (src/prerender.tsx,
 * run here in a module registry of its own, with React's Node renderer, as the API runs it) put in #shell-root with its
 * snapshot, then the shell's real start (mountShellApp: session restore, first guard pass, hydration):
 *   - the same user: hydrated with no mismatch (no console error, no recoverable error), the server's nodes kept —
 *     #remote-area, the remote's container (still `data-ssr`, for the remote to hydrate) and its children, the bar —,
 *     then the fresh user info from the restore as an update;
 *   - another user, another language, a query: the markup is dropped (the remote's too) and the shell renders.
 */
import { waitFor } from '@testing-library/dom';
import * as session from '@platform/api-client/account-session';
import { logPageAccess } from '@platform/api-client/analytics';
import { changeLanguage, i18n } from '@platform/i18n';
import {
  STORAGE_KEYS,
  clearSession,
  clientStorage,
  getUserInfo,
  hasStoredSession,
  type UserInfo,
} from '@platform/session';
import type * as Server from '../prerender';
import { mkUser } from './testing/users';
import { resetRemoteArea } from './frame';
import { resetNotificationsState } from './chrome/notificationsState';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('@platform/api-client/account-session', () => ({
  signIn: jest.fn(),
  me: jest.fn(),
  refreshToken: jest.fn(),
  logout: jest.fn(),
}));
jest.mock('@platform/api-client/analytics', () => ({ logPageAccess: jest.fn(() => Promise.resolve()) }));
// the server render's React is its Node build (prerenderToNodeStream), as in dist-server/server.cjs
jest.mock('react-dom/static', () => jest.requireActual('react-dom/static.node'));

const api = session as jest.Mocked<typeof session>;
const REMOTE_HTML =
  '<section aria-label="Explorar"><h1>Recursos para ti</h1><a href="/resource/1">Huerto en el patio</a></section>';

/** renderSignedIn's page for `user`, rendered in a registry of its own (the server's module state is its own). */
async function serverPage(user: UserInfo, lang: 'es' | 'en' = 'es', unseen = false): Promise<string> {
  let out = null as Server.RenderOutput | null;
  // the whole render in that registry, the chunks it loads on the way (the layout, the bars) too
  await jest.isolateModulesAsync(async () => {
    const server = require('../prerender') as typeof Server;
    out = await server.renderSignedIn({
      pathname: '/feed',
      search: '',
      lang,
      remote: { name: 'mf-explore', html: REMOTE_HTML },
      fetchApi: async ({ url }) =>
        url.startsWith('/api/v1/AccountApi/Me?')
          ? { status: 200, data: user }
          : { status: 200, data: { notifications: [], totalCount: 0, pages: 0, hasUnseen: unseen } },
    });
  });
  if (!out) throw new Error('the server rendered nothing');
  // what the server render's modules remembered in this browser's storage is not the visitor's
  clientStorage.remove(STORAGE_KEYS.language);
  return (
    `<div id="shell-root" data-prerendered="${lang}" data-path="/feed" data-signed-in="${out.userId}">${out.html}</div>` +
    `<script type="application/json" id="${out.embedded[0].id}">${out.embedded[0].json}</script>`
  );
}

let errors: unknown[];
const onError = (e: ErrorEvent) => errors.push(e.error ?? e.message);
let consoleError: jest.SpyInstance;

beforeAll(() => {
  // React's Node renderer schedules with setImmediate, which jsdom does not have
  const g = globalThis as unknown as { setImmediate?: (fn: () => void) => unknown };
  g.setImmediate ??= (fn: () => void) => setTimeout(fn, 0);
});

beforeEach(async () => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  clearSession();
  resetRemoteArea();
  resetNotificationsState();
  await changeLanguage('es');
  document.documentElement.removeAttribute('data-hydrated');
  window.history.replaceState(null, '', '/feed');
  (logPageAccess as jest.Mock).mockClear();
  errors = [];
  window.addEventListener('error', onError);
  consoleError = jest.spyOn(console, 'error');
});

afterEach(async () => {
  const { unmountShellApp } = await import('./index');
  unmountShellApp();
  window.removeEventListener('error', onError);
  consoleError.mockRestore();
  document.body.innerHTML = '';
});

const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`);
const hydrated = () => waitFor(() => expect(document.documentElement).toHaveAttribute('data-hydrated'));
/** React's own warnings and errors (hydration mismatches, recoverable errors) */
const reactErrors = () => [...errors, ...consoleError.mock.calls.map((args) => args.map(String).join(' '))];

describe('the signed-in /feed from the server', () => {
  it("the same user: hydrated in place with the server's snapshot, then the fresh user info", async () => {
    const snapshot = mkUser({ userId: 7, fullName: 'Ana Bermúdez', email: 'ana@demo.test' });
    // the restore answers a fresher Me: her name changed since the server's render
    const fresh = { ...snapshot, fullName: 'Marta Bermúdez' };
    document.body.innerHTML = await serverPage(snapshot, 'es', true);
    // no stored-session flag in this browser: the server checked the session
    clientStorage.remove(STORAGE_KEYS.hasStoredSession);
    api.refreshToken.mockResolvedValueOnce('token');
    api.me.mockResolvedValueOnce(fresh);
    const area = document.getElementById('remote-area')!;
    const container = document.getElementById('remote-mf-explore')!;
    const heading = container.querySelector('h1')!;
    const bell = byTestId('notification-bell')!;
    const avatar = document.querySelector('button[aria-haspopup="menu"]')!;
    const footer = document.querySelector('footer')!;
    expect(avatar.getAttribute('aria-label')).toMatch(/^AB · /);
    expect(bell).toHaveAttribute('data-state', 'unseen');

    const { mountShellApp } = await import('./index');
    await mountShellApp();
    await hydrated();
    // React owns the server's nodes: the bar's controls carry its fiber
    await waitFor(() => expect(Object.keys(bell).some((k) => k.startsWith('__reactFiber$'))).toBe(true));
    // the fresh user info replaced the snapshot after the hydration committed: an update of the same node
    await waitFor(() => expect(avatar.getAttribute('aria-label')).toMatch(/^MB · /));
    expect(getUserInfo()).toEqual(fresh);
    expect(hasStoredSession()).toBe(true);

    expect(reactErrors()).toEqual([]);
    // the same DOM nodes: hydrated, not rendered again; the slot kept the server's children
    expect(document.getElementById('remote-area')).toBe(area);
    expect(document.getElementById('remote-mf-explore')).toBe(container);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.innerHTML).toBe(REMOTE_HTML);
    expect(area.parentElement).toBe(byTestId('remote-area-slot'));
    // the remote's container is still the server's markup for the remote to hydrate (single-spa mounts it next)
    expect(container).toHaveAttribute('data-ssr', 'mf-explore');
    expect(container).toHaveAttribute('data-ssr-path', '/feed');
    expect(byTestId('notification-bell')).toBe(bell);
    expect(bell).toHaveAttribute('data-state', 'unseen');
    expect(document.querySelector('footer')).toBe(footer);
    expect(document.getElementById('shell-root')).not.toHaveAttribute('data-signed-in');
    // the page access is recorded once, when the app starts
    expect(logPageAccess).toHaveBeenCalledTimes(1);
    expect(logPageAccess).toHaveBeenCalledWith({ from: null, to: '/feed', redirect: false, publicPage: false });
  });

  it('a user the onboarding tour runs for: its boundary hydrates too', async () => {
    const user = mkUser({ userId: 8, fullName: 'Tomás Gil', navigationTutorial: true });
    document.body.innerHTML = await serverPage(user);
    api.refreshToken.mockResolvedValueOnce('token');
    api.me.mockResolvedValueOnce(user);
    const container = document.getElementById('remote-mf-explore')!;
    const { mountShellApp } = await import('./index');
    await mountShellApp();
    await hydrated();
    // the tour opens after the hydration, as on a page the browser rendered
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    expect(reactErrors()).toEqual([]);
    expect(document.getElementById('remote-mf-explore')).toBe(container);
  });

  it('another user restored in this browser: the markup is dropped, the remote renders afresh, the shell renders', async () => {
    document.body.innerHTML = await serverPage(mkUser({ userId: 7, fullName: 'Ana Bermúdez' }));
    api.refreshToken.mockResolvedValueOnce('token');
    api.me.mockResolvedValueOnce(mkUser({ userId: 9, fullName: 'Luis Pardo' }));
    const header = document.querySelector('header')!;
    const container = document.getElementById('remote-mf-explore')!;
    const { mountShellApp } = await import('./index');
    await mountShellApp();
    await hydrated();
    expect(header.isConnected).toBe(false);
    expect(container.isConnected).toBe(false);
    expect(document.querySelector('[data-ssr]')).toBeNull();
    await waitFor(() =>
      expect(document.querySelector('button[aria-haspopup="menu"]')?.getAttribute('aria-label')).toMatch(/^LP · /),
    );
    // the page's one #remote-area is in the new slot, empty: the remote mounts a container of its own
    expect(document.getElementById('remote-area')?.parentElement).toBe(byTestId('remote-area-slot'));
    expect(document.getElementById('remote-area')?.childElementCount).toBe(0);
    expect(reactErrors()).toEqual([]);
  });

  it.each([
    ['another language', 'en', '/feed'],
    ['a query string', 'es', '/feed?topicIds=3'],
  ] as const)('%s: the markup is dropped and rendered by the browser', async (_, lang, url) => {
    const user = mkUser({ userId: 7, fullName: 'Ana Bermúdez' });
    document.body.innerHTML = await serverPage(user, lang);
    await changeLanguage('es'); // the browser's remembered language
    window.history.replaceState(null, '', url);
    api.refreshToken.mockResolvedValueOnce('token');
    api.me.mockResolvedValueOnce(user);
    const header = document.querySelector('header')!;
    const { mountShellApp } = await import('./index');
    await mountShellApp();
    await hydrated();
    expect(i18n.language).toBe('es');
    expect(header.isConnected).toBe(false);
    expect(document.querySelector('[data-ssr]')).toBeNull();
    expect(await waitFor(() => byTestId('notification-bell'))).not.toBeNull();
    expect(reactErrors()).toEqual([]);
  });
});
