/**
 * The served platform's apps (SERVE_APPS=1): the run-time remotes map and the remotes deployed on their own
 * (issue 18, docs/decisions/0028-independent-remote-deploys.md).
 *
 * - `/mf/<name>/`: each remote as built next to the shell (`<name>/dist`), for the remotes the shell's build lists in
 *   its remotes.json with a same-origin URL.
 * - `/deployed/<name>/<version>/`: the versions `node packages/platform-cli/deploy.mjs <name>` copied into the deploy
 *   folder (`DEPLOY_DIR`, default `<DATA_DIR>/deploy`; shared by every API instance). Never overwritten.
 * - `GET /remotes.json`: the shell's map with the deploy folder's `remotes.json` laid over it, read on every request
 *   (no cache) so a deploy or a rollback reaches the next page load of every instance without a restart or a shell
 *   rebuild. Each remote's manifest (when it is one of ours) is compared with the shell's shared singletons; a remote
 *   built against another major is logged once (which singleton, which versions) and refused by the shell itself.
 */
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { describeSkew, sharedSkew, type SharedManifest } from '@platform/contracts/compat';

export const DEPLOYED_PREFIX = '/deployed/';
const REMOTE_NAME = /^mf-[a-z0-9-]+$/;
const VERSION_DIR = /^[A-Za-z0-9._-]{1,80}$/;

export interface AppsOptions {
  appsRoot: string;
  shellDist: string;
  deployDir: string;
  setHeaders: (res: { setHeader(name: string, value: string): unknown }, filePath: string) => void;
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** name → URL entries of a remotes map file ({} when absent or unreadable). */
export function readRemotesFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  try {
    const map = readJson(file) as Record<string, unknown>;
    if (!map || typeof map !== 'object' || Array.isArray(map)) return {};
    return Object.fromEntries(
      Object.entries(map).filter((e): e is [string, string] => REMOTE_NAME.test(e[0]) && typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** The remotes served at /mf/<name>/: those the shell's build lists with a same-origin /mf/<name>/ URL. */
export function builtRemotes(shellDist: string): string[] {
  return Object.entries(readRemotesFile(path.join(shellDist, 'remotes.json')))
    .filter(([name, url]) => url.startsWith(`/mf/${name}/`))
    .map(([name]) => name);
}

/** The run-time remotes map: the shell's build, with the deployed versions laid over it. */
export function runtimeRemotesMap(shellDist: string, deployDir: string): Record<string, string> {
  return {
    ...readRemotesFile(path.join(shellDist, 'remotes.json')),
    ...readRemotesFile(path.join(deployDir, 'remotes.json')),
  };
}

/** The file behind a same-origin manifest URL of ours, or null (another origin, or not a manifest we serve). */
export function manifestFile(url: string, o: Pick<AppsOptions, 'appsRoot' | 'deployDir'>): string | null {
  let m = /^\/mf\/(mf-[a-z0-9-]+)\/mf-manifest\.json$/.exec(url);
  if (m) return path.join(o.appsRoot, m[1], 'dist', 'mf-manifest.json');
  m = /^\/deployed\/(mf-[a-z0-9-]+)\/([A-Za-z0-9._-]{1,80})\/mf-manifest\.json$/.exec(url);
  if (m && VERSION_DIR.test(m[2]) && m[2] !== '.' && m[2] !== '..')
    return path.join(o.deployDir, 'remotes', m[1], m[2], 'mf-manifest.json');
  return null;
}

export interface ServedApps {
  /** The run-time remotes map (as GET /remotes.json answers it), its manifests checked for skew (logged once). */
  remotesMap(): Record<string, string>;
}

export async function registerApps(app: FastifyInstance, o: AppsOptions): Promise<ServedApps> {
  /** how every remote's files are served: no index, no cache header here, pre-compressed files first */
  const served = {
    decorateReply: false,
    index: false,
    wildcard: true,
    cacheControl: false,
    preCompressed: true, // the .br / .gz each app's build writes (@platform/mf-config)
    setHeaders: o.setHeaders,
  } as const;
  for (const name of builtRemotes(o.shellDist)) {
    const dist = path.join(o.appsRoot, name, 'dist');
    if (!existsSync(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/mf/${name}/`,
      ...served,
    });
  }

  const deployedRoot = path.join(o.deployDir, 'remotes');
  mkdirSync(deployedRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: deployedRoot,
    prefix: DEPLOYED_PREFIX,
    ...served,
  });

  /** manifests already checked (file + mtime): a skewed remote is logged once per deployed build, not per page load */
  const checked = new Map<string, number>();
  const hostManifest = path.join(o.shellDist, 'mf-manifest.json');
  function checkSkew(map: Record<string, string>): void {
    if (!existsSync(hostManifest)) return;
    let host: SharedManifest | null = null;
    for (const [name, url] of Object.entries(map)) {
      const file = manifestFile(url, o);
      if (!file || !existsSync(file)) continue;
      const mtime = statSync(file).mtimeMs;
      if (checked.get(file) === mtime) continue;
      checked.set(file, mtime);
      try {
        host ??= readJson(hostManifest) as SharedManifest;
        const problems = sharedSkew(host, readJson(file) as SharedManifest);
        if (problems.length)
          app.log.warn({ remote: name, manifest: url, skew: problems }, describeSkew(name, problems));
      } catch (err) {
        app.log.warn({ err, remote: name, manifest: url }, 'remotes map: manifest unreadable');
      }
    }
  }

  const remotesMap = () => {
    const map = runtimeRemotesMap(o.shellDist, o.deployDir);
    checkSkew(map);
    return map;
  };

  app.get(
    '/remotes.json',
    {
      config: {
        openapi: {
          summary: "The run-time remotes map (the shell build's, with deployed remote versions over it)",
          tags: ['meta'],
          noInput: true,
        },
      },
    },
    async (_req, reply) => reply.header('Cache-Control', 'no-cache').send(remotesMap()),
  );
  return { remotesMap };
}
