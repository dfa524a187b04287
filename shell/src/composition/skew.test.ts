/**
 * Version skew refused before a remote is registered (issue 18): the shell compares the remote's manifest with its own
 * and does not register a remote built against another major of a shared singleton; a compatible minor registers.
 */
import { createRemoteRegistry } from './manifest';
import { createSkewCheck, RemoteSkewError } from './skew';

const hostManifest = {
  shared: [
    { name: 'react', version: '19.2.0', singleton: true },
    { name: '@platform/event-bus', version: '0.1.0', singleton: true },
    { name: '@platform/ui/base', version: '0.1.0', singleton: true },
  ],
};
const remoteManifest = (shared: Array<{ name: string; version: string }>) => ({
  metaData: {
    name: 'mf-folders',
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
  },
  shared: shared.map((s) => ({ ...s, singleton: true, requiredVersion: `^${s.version}` })),
});

function fakeFetch(files: Record<string, unknown>): typeof fetch {
  return (async (url: string) => {
    const key = new URL(url, 'http://localhost/').pathname;
    const body = files[key];
    return { ok: body !== undefined, status: body === undefined ? 404 : 200, json: async () => body } as Response;
  }) as unknown as typeof fetch;
}

let errors: jest.SpyInstance;
let warns: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  warns = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  errors.mockRestore();
  warns.mockRestore();
});

function setup(remote: unknown, host: unknown = hostManifest) {
  const fetchImpl = fakeFetch({
    ...(host === null ? {} : { '/mf-manifest.json': host }),
    '/deployed/mf-folders/v2/mf-manifest.json': remote,
  });
  const registered: string[] = [];
  const ensure = createRemoteRegistry(
    { 'mf-folders': 'http://localhost/deployed/mf-folders/v2/mf-manifest.json' },
    (info) => {
      registered.push(info.entry);
    },
    { fetchImpl, retries: 0, check: createSkewCheck('http://localhost/mf-manifest.json', fetchImpl) },
  );
  return { ensure, registered };
}

test('a remote built against another React major is not registered; the console names the singleton and versions', async () => {
  const { ensure, registered } = setup(
    remoteManifest([
      { name: 'react', version: '20.1.0' },
      { name: '@platform/event-bus', version: '0.1.3' },
    ]),
  );
  const err = await ensure('mf-folders').catch((e: unknown) => e);
  expect(err).toBeInstanceOf(RemoteSkewError);
  expect((err as RemoteSkewError).problems).toEqual([
    { singleton: 'react', host: '19.2.0', remote: '20.1.0', requiredVersion: '^20.1.0' },
  ]);
  expect(registered).toEqual([]);
  expect(String(errors.mock.calls[0][0])).toContain('react 20.1.0 (shell provides 19.2.0)');
});

test('another major of the event bus contract or of the platform provider is refused too', async () => {
  const { ensure, registered } = setup(
    remoteManifest([
      { name: '@platform/event-bus', version: '0.2.0' },
      { name: '@platform/ui/base', version: '1.0.0' },
    ]),
  );
  const err = (await ensure('mf-folders').catch((e: unknown) => e)) as RemoteSkewError;
  expect(err.problems.map((p) => `${p.singleton} ${p.remote}/${p.host}`)).toEqual([
    '@platform/event-bus 0.2.0/0.1.0',
    '@platform/ui/base 1.0.0/0.1.0',
  ]);
  expect(registered).toEqual([]);
});

test('a compatible minor (and patch) registers normally', async () => {
  const { ensure, registered } = setup(
    remoteManifest([
      { name: 'react', version: '19.3.4' },
      { name: '@platform/event-bus', version: '0.1.9' },
    ]),
  );
  await ensure('mf-folders');
  expect(registered).toEqual(['http://localhost/deployed/mf-folders/v2/remoteEntry.js']);
  expect(errors).not.toHaveBeenCalled();
});

test('an unreadable shell manifest lets the remote through with a warning (the check never takes the platform down)', async () => {
  const { ensure, registered } = setup(remoteManifest([{ name: 'react', version: '20.0.0' }]), null);
  await ensure('mf-folders');
  expect(registered).toHaveLength(1);
  expect(String(warns.mock.calls[0][0])).toContain('not checked');
});

test("prefetch reads the shell's manifest at once, and the check reuses that one read", async () => {
  const fetchImpl = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => hostManifest,
  })) as unknown as typeof fetch;
  const check = createSkewCheck('http://localhost/mf-manifest.json', fetchImpl);
  expect(fetchImpl).not.toHaveBeenCalled();
  check.prefetch();
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  await expect(
    check(
      'mf-folders',
      'http://localhost/mf/mf-folders/mf-manifest.json',
      remoteManifest([{ name: 'react', version: '20.0.0' }]),
    ),
  ).rejects.toBeInstanceOf(RemoteSkewError);
  await check('mf-folders', 'x', remoteManifest([{ name: 'react', version: '19.3.0' }]));
  expect(fetchImpl).toHaveBeenCalledTimes(1);
});
