import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { parseRemotesMap, fetchRemotesMap } from './remotes';
import { activityFor, registerRemoteApps, spaLoader } from './register';
import { createFallbackLifecycles, isFallback } from './fallback';
import { ensureRemoteContainer } from './container';
import { platformRetryPlugin, withRetry } from './retryPlugin';
import { matchRoute } from '../app/routes';

const noSleep = () => Promise.resolve();

describe('remotes map', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  afterAll(() => warn.mockRestore());

  it('keeps known remotes and resolves URLs against the origin', () => {
    const map = parseRemotesMap(
      { 'mf-explore': '/mf/mf-explore/mf-manifest.json', 'mf-stats': 'https://cdn.example.com/stats/mf-manifest.json' },
      'https://app.example.com/feed',
    );
    expect(map).toEqual({
      'mf-explore': 'https://app.example.com/mf/mf-explore/mf-manifest.json',
      'mf-stats': 'https://cdn.example.com/stats/mf-manifest.json',
    });
  });
  it('drops unknown names and bad entries', () => {
    expect(parseRemotesMap({ 'mf-nope': '/x', 'mf-folders': 3, 'mf-krea': '  ' }, 'http://h/')).toEqual({});
    expect(warn).toHaveBeenCalled();
  });
  it('rejects non-objects', () => {
    expect(() => parseRemotesMap([])).toThrow(/must be an object/);
    expect(() => parseRemotesMap(null)).toThrow();
  });
  it('fetches /remotes.json without cache and fails on HTTP errors', async () => {
    const ok = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ 'mf-folders': '/mf/mf-folders/mf-manifest.json' }),
    })) as unknown as typeof fetch;
    expect(await fetchRemotesMap('/remotes.json', ok)).toEqual({
      'mf-folders': 'http://localhost/mf/mf-folders/mf-manifest.json',
    });
    expect((ok as jest.Mock).mock.calls[0][1]).toMatchObject({ cache: 'no-cache' });
    const bad = jest.fn(async () => ({ ok: false, status: 404 })) as unknown as typeof fetch;
    await expect(fetchRemotesMap('/remotes.json', bad)).rejects.toThrow(/404/);
  });
});

describe('activity functions (derived from the route table owners)', () => {
  const at = (pathname: string) => ({ pathname });
  it('activates each remote on its own prefixes only', () => {
    const explore = activityFor('mf-explore', matchRoute);
    const folders = activityFor('mf-folders', matchRoute);
    const student = activityFor('mf-student-view', matchRoute);
    const profile = activityFor('mf-profile-team', matchRoute);
    expect(explore(at('/feed'))).toBe(true);
    expect(explore(at('/feed/search/ephemeride/3'))).toBe(true);
    expect(explore(at('/resource/5/t/class/2'))).toBe(true);
    expect(explore(at('/program/9'))).toBe(true);
    expect(explore(at('/folders'))).toBe(false);
    expect(folders(at('/folders/3'))).toBe(true);
    expect(folders(at('/kimple-folders/3'))).toBe(true);
    expect(student(at('/r/1'))).toBe(true);
    expect(profile(at('/profile/team/4'))).toBe(true);
    expect(profile(at('/trial'))).toBe(true);
    for (const remote of [
      'mf-explore',
      'mf-folders',
      'mf-profile-team',
      'mf-stats',
      'mf-krea',
      'mf-student-view',
    ] as const) {
      expect(activityFor(remote, matchRoute)(at('/login'))).toBe(false);
    }
  });

  it('registers one application per remote present in the map', () => {
    const registerApplication = jest.fn();
    const names = registerRemoteApps(
      { 'mf-explore': 'http://h/a.json', 'mf-krea': 'http://h/b.json' },
      {
        registerApplication,
        loadRemote: jest.fn(),
        matchRoute,
      },
    );
    expect(names).toEqual(['mf-explore', 'mf-krea']);
    expect(registerApplication).toHaveBeenCalledTimes(2);
    const cfg = registerApplication.mock.calls[1][0];
    expect(cfg.name).toBe('mf-krea');
    expect(cfg.activeWhen({ pathname: '/krea/drafts' })).toBe(true);
    document.body.innerHTML = '<div id="remote-area"></div>';
    const el = cfg.customProps.domElementGetter();
    expect(el.id).toBe('remote-mf-krea');
    expect(el.parentElement?.id).toBe('remote-area');
  });
});

describe('container', () => {
  it('creates the per-remote container on demand and reuses it', () => {
    document.body.innerHTML = '<div id="remote-area"></div>';
    const a = ensureRemoteContainer('mf-stats');
    const b = ensureRemoteContainer('mf-stats');
    expect(a).toBe(b);
    expect(document.querySelectorAll('#remote-area > [data-remote]')).toHaveLength(1);
  });
});

describe('fallback on load failure (mocked loader)', () => {
  const err = jest.spyOn(console, 'error').mockImplementation(() => {});
  afterAll(() => err.mockRestore());
  beforeEach(() => {
    document.body.innerHTML = '<nav>nav bar</nav><div id="remote-area"></div>';
  });

  it('a failing remote resolves to a fallback app that renders RemoteFallback in its area', async () => {
    const loadRemote = jest.fn().mockRejectedValue(new Error('ChunkLoadError'));
    const app = (await spaLoader('mf-explore', { loadRemote })()) as ReturnType<typeof createFallbackLifecycles>;
    expect(isFallback(app)).toBe(true);
    const props = { name: 'mf-explore', domElementGetter: () => ensureRemoteContainer('mf-explore') };
    await act(async () => {
      await app.bootstrap();
      await app.mount(props);
    });
    const area = document.getElementById('remote-mf-explore')!;
    expect(area).toHaveTextContent('Esta sección no se ha podido cargar');
    expect(screen.getByText('nav bar')).toBeInTheDocument();
    await act(async () => {
      await app.unmount(props);
    });
    expect(area).toBeEmptyDOMElement();
  });

  it('a slow remote times out into the fallback', async () => {
    const loadRemote = jest.fn(() => new Promise(() => {}));
    const app = await spaLoader('mf-stats', { loadRemote, timeoutMs: 20 })();
    expect(isFallback(app)).toBe(true);
  });

  it('Retry loads the remote again and swaps the real lifecycles in', async () => {
    const real = {
      bootstrap: jest.fn(async () => {}),
      mount: jest.fn(async (p: any) => {
        p.domElementGetter().innerHTML = '<h1>real remote</h1>';
      }),
      unmount: jest.fn(async () => {}),
    };
    const loadRemote = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(real);
    const app = (await spaLoader('mf-folders', { loadRemote })()) as ReturnType<typeof createFallbackLifecycles>;
    const props = { name: 'mf-folders', domElementGetter: () => ensureRemoteContainer('mf-folders') };
    await act(async () => {
      await app.mount(props);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    });
    await waitFor(() => expect(real.mount).toHaveBeenCalled());
    expect(document.getElementById('remote-mf-folders')).toHaveTextContent('real remote');
    expect(loadRemote).toHaveBeenCalledTimes(2);
    await act(async () => {
      await app.unmount(props);
    });
    expect(real.unmount).toHaveBeenCalled();
  });

  it('a module without lifecycles is treated as a failure', async () => {
    const app = await spaLoader('mf-krea', { loadRemote: jest.fn().mockResolvedValue({ nothing: true }) })();
    expect(isFallback(app)).toBe(true);
  });
});

describe('retries (one policy) and one fallback path', () => {
  it('withRetry retries with exponential backoff then gives up', async () => {
    const delays: number[] = [];
    const fn = jest.fn().mockRejectedValue(new Error('x'));
    await expect(
      withRetry(fn, 2, 100, async (ms) => {
        delays.push(ms);
      }),
    ).rejects.toThrow('x');
    expect(fn).toHaveBeenCalledTimes(3);
    expect(delays).toEqual([100, 200]);
  });
  it('loadEntryError retries the remote entry after clearing the global loading cache', async () => {
    const exports = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('again')).mockResolvedValueOnce(exports);
    const globalLoading: Record<string, unknown> = { k: Promise.resolve() };
    const plugin: any = platformRetryPlugin({ retries: 2, sleep: noSleep });
    const res = await plugin.loadEntryError({
      getRemoteEntry,
      origin: {},
      remoteInfo: {},
      globalLoading,
      uniqueKey: 'k',
    });
    expect(res).toBe(exports);
    expect(globalLoading.k).toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
  it('loadEntryError gives up after its retries (the caller then shows the fallback)', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('down'));
    const plugin: any = platformRetryPlugin({ retries: 2, sleep: noSleep });
    expect(
      await plugin.loadEntryError({ getRemoteEntry, origin: {}, remoteInfo: {}, globalLoading: {}, uniqueKey: 'k' }),
    ).toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
  it('hooks only the entry retry: no fetch hook (the runtime reads no manifest) and no second fallback', () => {
    const plugin = platformRetryPlugin() as unknown as Record<string, unknown>;
    expect(Object.keys(plugin).sort()).toEqual(['loadEntryError', 'name']);
  });
  it('the manifest is read with the same retries', async () => {
    const { resolveRemoteEntry } = await import('./manifest');
    const manifest = {
      metaData: {
        name: 'mf-x',
        globalName: 'mf-x',
        publicPath: 'auto',
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      },
    };
    const fetchImpl = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 502 })
      .mockResolvedValueOnce({ ok: true, status: 200, json: async () => manifest }) as unknown as typeof fetch;
    const info = await resolveRemoteEntry('mf-x', 'http://h/mf/mf-x/mf-manifest.json', {
      retries: 2,
      sleep: noSleep,
      fetchImpl,
    });
    expect(info.entry).toBe('http://h/mf/mf-x/remoteEntry.js');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

describe('early start of the first route (issue 12, ADR 0039)', () => {
  const { inlineRemotesMap, prepareComposition, resetComposition, REMOTES_SCRIPT_ID } =
    jest.requireActual<typeof import('./index')>('./index');
  afterEach(() => {
    resetComposition();
    document.getElementById(REMOTES_SCRIPT_ID)?.remove();
  });
  const inline = (text: string) => {
    const s = document.createElement('script');
    s.id = REMOTES_SCRIPT_ID;
    s.type = 'application/json';
    s.textContent = text;
    document.head.appendChild(s);
  };

  it('reads the map the server wrote into the page, and ignores a broken one', () => {
    expect(inlineRemotesMap()).toBeNull();
    inline('{"mf-explore":"/mf/mf-explore/mf-manifest.json"}');
    expect(inlineRemotesMap()).toEqual({ 'mf-explore': 'http://localhost/mf/mf-explore/mf-manifest.json' });
    document.getElementById(REMOTES_SCRIPT_ID)!.textContent = '{not json';
    expect(inlineRemotesMap()).toBeNull();
  });

  it("a returning user's first remote loads before the session is restored, once, and the application takes it over", async () => {
    inline('{"mf-explore":"/mf/mf-explore/mf-manifest.json"}');
    const spa = { mount: jest.fn() };
    const loadRemote = jest.fn(async () => spa);
    const createLoader = jest.fn(async () => loadRemote);
    const { map, load } = prepareComposition('/remotes.json', {
      createLoader,
      pathname: '/feed',
      hasSession: () => true,
    });
    expect(await map).toEqual({ 'mf-explore': 'http://localhost/mf/mf-explore/mf-manifest.json' });
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mf-explore/spa'));
    expect(await load('mf-explore/spa')).toBe(spa);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(createLoader).toHaveBeenCalledTimes(1);
    // a later load (the fallback's Retry) loads again
    await load('mf-explore/spa');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('an anonymous visitor and a shell page download no remote', async () => {
    for (const [pathname, hasSession] of [
      ['/feed', false],
      ['/login', true],
    ] as const) {
      resetComposition();
      const createLoader = jest.fn(async () => jest.fn());
      const fetchMap = jest.fn(async () => ({
        ok: true,
        status: 200,
        json: async () => ({ 'mf-explore': '/mf/mf-explore/mf-manifest.json' }),
      }));
      const g = globalThis as { fetch?: unknown };
      const before = g.fetch;
      g.fetch = fetchMap;
      const { map } = prepareComposition('/remotes.json', { createLoader, pathname, hasSession: () => hasSession });
      expect(Object.keys(await map)).toEqual(['mf-explore']);
      expect(fetchMap).toHaveBeenCalledTimes(1);
      await new Promise((r) => setTimeout(r, 0));
      expect(createLoader).not.toHaveBeenCalled();
      g.fetch = before;
    }
  });
});
