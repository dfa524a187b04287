/**
 * The signed-in /feed rendered on the server (docs/decisions/0045-signed-in-feed-from-the-server.md §2).
 *
 * GET /feed — exactly that path, no query string — from a browser with a valid page session (`pl_session`,
 * modules/account/page-session.ts) on the main platform host answers the shell's index.html with the page already
 * in it: mf-explore's server bundle renders the feed with its data, the shell's renders the signed-in chrome around
 * it, both from the same React components the browser runs, and the intent loader (ADR 0041) starts the app on the
 * visitor's first intent to hydrate that markup.
 *
 * The bundles read the API through `fetchApi({method, url, body?}) → {status, data}`: `app.inject` with an access
 * token minted here for the session's user (the sign-in's issuer; it stays in memory, never in the page), so the
 * same routes, authorisation, validation, server rules and caches answer as for the browser's calls.
 *
 * Anything else gets exactly the page the route got before (the not-found handler's client-rendered index.html,
 * through `reply.callNotFound()`): another path or a query string, no or an invalid page session, a white-label
 * host, a bundle missing or unreadable, a render that throws, times out, answers null (the guard would not show
 * /feed to that user) or answers something malformed, and an mf-explore deployed on its own (ADR 0028: the browser
 * would then run another build than the server bundle here, so the markup could not be hydrated).
 *
 * Bundles: `<appsRoot>/mf-explore/dist-server/server.cjs` (`render`, §3) and `<appsRoot>/shell/dist-server/server.cjs`
 * (`renderSignedIn`, §4), read again when the file changes, as the student view's (render/student.ts). Nothing is
 * serialised here: each bundle queues its own renders.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import { issueAccessToken, ACCESS_TOKEN_TTL_SECONDS } from '../http/auth';
import { loadAuthUser } from '../modules/account/service';
import { PAGE_SESSION_COOKIE, validatePageSession } from '../modules/account/page-session';
import { isWhiteLabelHostname, LANG_COOKIE, pickEncoding, pickLanguage } from './public-pages';

export const FEED_PATH = '/feed';
const REMOTE = 'mf-explore';
/** the run-time remotes map's entry when the browser loads the mf-explore the server bundle was built with */
const OWN_MANIFEST = `/mf/${REMOTE}/mf-manifest.json`;
/** a render that has not answered by then is given up: the visitor gets the client-rendered page */
const DEFAULT_TIMEOUT_MS = 10_000;
/** the access token the bundles' API calls carry lives only as long as a render may take */
const RENDER_TOKEN_TTL_SECONDS = 5 * 60;
const MAX_PRELOADED_IMAGES = 2;

type Lang = 'es' | 'en' | 'ca';

export interface FetchApiRequest {
  method: string;
  url: string;
  body?: unknown;
}
export type FetchApi = (req: FetchApiRequest) => Promise<{ status: number; data: unknown }>;

/** mf-explore/dist-server/server.cjs (ADR 0045 §3) */
interface ExploreServer {
  render(input: { pathname: string; search: string; locale: Lang; fetchApi: FetchApi }): Promise<unknown>;
}
/** shell/dist-server/server.cjs (ADR 0045 §4) */
interface ShellServer {
  renderSignedIn(input: {
    pathname: '/feed';
    lang: Lang;
    fetchApi: FetchApi;
    remote: { name: string; html: string };
  }): Promise<unknown>;
}

/** an element id the page can carry as is (the embedded scripts' ids come from the bundles) */
const elementId = z.string().regex(/^[A-Za-z][A-Za-z0-9_:-]{0,99}$/);
const exploreOutput = z.object({
  html: z.string(),
  styles: z.string(),
  embedded: z.string(),
  embeddedId: elementId,
  preloadImages: z.array(z.unknown()).default([]),
});
const shellOutput = z.object({
  html: z.string(),
  styles: z.string(),
  title: z.string(),
  embedded: z.string(),
  embeddedId: elementId,
  userId: z.number().int().positive(),
  /** the route layout's viewport; absent from a shell bundle built before it (the page keeps its own then) */
  viewport: z
    .string()
    .max(200)
    .regex(/^[\w\s=,.-]+$/)
    .optional(),
});
export type ExploreOutput = z.infer<typeof exploreOutput>;
export type ShellOutput = z.infer<typeof shellOutput>;

/** The shell's scripts for a page that starts on intent (shell/scripts/prerender.cjs writes them, ADR 0041). */
export interface IntentScripts {
  main: string;
  startOnIntent: string;
}

export interface FeedRenderOptions {
  appsRoot: string;
  /** PUBLIC_URL: its host is the main platform's; a subdomain of it is a white-label school's */
  publicUrl: string;
  /** the client-rendered page's index.html with the given remotes map (render/app-shell.ts appShellPage) */
  appShell: (map?: Record<string, string>) => string | null;
  /** the run-time remotes map (registerApps' `remotesMap`, the one /remotes.json and the app-shell page use) */
  remotesMap: () => Record<string, string>;
  /** default FEED_RENDER_TIMEOUT_MS, else 10 s */
  timeoutMs?: number;
}

/** server renders per user and per client in a window (config.rateLimit feedRenderMax / feedRenderIpMax, issue 26) */
export const FEED_RENDER_LIMITS = { perUser: 30, perClient: 120 };

const escHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A server bundle, required again when its file changes. `null` when it is missing or cannot be loaded (logged once
 * per file version).
 */
function bundle<T>(app: FastifyInstance, file: string, check: (m: Record<string, unknown>) => boolean): () => T | null {
  let seen: number | null = null;
  let value: T | null = null;
  return () => {
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      if (seen !== -1) app.log.warn({ bundle: file }, 'feed: server bundle missing, /feed renders in the browser');
      seen = -1;
      value = null;
      return null;
    }
    if (mtime === seen) return value;
    seen = mtime;
    value = null;
    try {
      // a rebuilt bundle replaces the loaded one
      delete require.cache[require.resolve(file)];
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const m = require(file) as Record<string, unknown>;
      if (check(m)) value = m as T;
      else
        app.log.error(
          { bundle: file },
          'feed: server bundle without the expected export, /feed renders in the browser',
        );
    } catch (err) {
      app.log.error({ err, bundle: file }, 'feed: server bundle failed to load, /feed renders in the browser');
    }
    return value;
  };
}

/** A path of this API the bundles may call (`/api/v1/...` with its query), or null. Absolute URLs give their path. */
export function apiPath(url: unknown): string | null {
  if (typeof url !== 'string' || url.length > 8192) return null;
  if (!/^(\/(?![/\\])|https?:\/\/)/i.test(url)) return null;
  let u: URL;
  try {
    u = new URL(url, 'http://localhost');
  } catch {
    return null;
  }
  // URL has resolved any `..`: what is left must be under the API
  if (!u.pathname.startsWith('/api/v1/')) return null;
  return u.pathname + u.search;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * `fetchApi` for one render: the API answered in-process (`app.inject`) with the user's access token, from the
 * visitor's address (per-client rate limits count the visitor, not this server). A request the bundle should never
 * make (another method, a URL outside /api/v1/) rejects: the render then fails and the page renders in the browser.
 */
export function makeFetchApi(app: FastifyInstance, token: string, remoteAddress: string): FetchApi {
  return async (req) => {
    if (!req || typeof req !== 'object') throw new TypeError('fetchApi: expected { method, url, body? }');
    const method = typeof req.method === 'string' ? req.method.toUpperCase() : 'GET';
    if (!METHODS.has(method)) throw new TypeError(`fetchApi: method ${String(req.method)} is not allowed`);
    const url = apiPath(req.url);
    if (!url) throw new TypeError('fetchApi: the url must be a path under /api/v1/');
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const opts: InjectOptions = { method: method as InjectOptions['method'], url, headers, remoteAddress };
    if (req.body !== undefined && method !== 'GET') {
      opts.payload = JSON.stringify(req.body);
      headers['content-type'] = 'application/json';
    }
    const res = await app.inject(opts);
    let data: unknown = null;
    if (res.payload.length) {
      try {
        data = JSON.parse(res.payload);
      } catch {
        data = res.payload;
      }
    }
    return { status: res.statusCode, data };
  };
}

/** Same-origin paths of the render's first covers, at most two, as the page may load them (CSP img-src 'self'). */
export function preloadImages(list: readonly unknown[]): string[] {
  return list
    .filter(
      (u): u is string =>
        typeof u === 'string' && u.length <= 2048 && /^\/(?![/\\])/.test(u) && !/[\s\\\u0000-\u001f]/.test(u),
    )
    .slice(0, MAX_PRELOADED_IMAGES);
}

/**
 * The page (ADR 0045 §2.4): the client-rendered index.html (with the remotes map) holding both renders — `<html
 * lang>`, `<title>`, the images' preloads, both renders' styles, the shell's markup in #shell-root marked as server
 * rendered for this user, both embedded JSON scripts, and the intent loader with main.js preloaded (when the shell's
 * scripts.json names this index.html's main.js; else main.js stays as the page has it and starts at load). Null when
 * the index.html has no empty #shell-root (or no </head>).
 */
export function composeFeedPage(
  base: string,
  input: { lang: Lang; userId: number; shell: ShellOutput; explore: ExploreOutput; scripts: IntentScripts | null },
): string | null {
  const { lang, userId, shell, explore, scripts } = input;
  if (!/<div id="?shell-root"?><\/div>/.test(base) || !base.includes('</head>')) return null;
  let page = base;
  let head = preloadImages(explore.preloadImages)
    .map((src) => `<link rel="preload" as="image" href="${escHtml(src)}" fetchpriority="high">`)
    .join('');
  const main = /<script defer(?:="defer")? src="([^"]+)"><\/script>/.exec(page);
  if (scripts && main && main[1] === scripts.main) {
    // downloaded at once, evaluated on the first intent; data-ssr-session: the server checked the session, so the
    // stored-session flag does not start the app at load
    const loader = `<script defer src="${escHtml(scripts.startOnIntent)}" data-main="${escHtml(scripts.main)}" data-ssr-session=""></script>`;
    // (the loader preloads main.js once the page has loaded: the server's page paints first)
    page = page.replace(main[0], () => loader);
  }
  head += shell.styles + explore.styles;
  const embedded = (id: string, json: string) =>
    // `<` escaped: the JSON cannot end the script (a no-op on JSON already escaped so)
    `<script type="application/json" id="${escHtml(id)}">${json.replace(/</g, '\\u003c')}</script>`;
  const body =
    `<div id="shell-root" data-prerendered="${lang}" data-path="${FEED_PATH}" data-signed-in="${userId}">${shell.html}</div>` +
    embedded(shell.embeddedId, shell.embedded) +
    embedded(explore.embeddedId, explore.embedded);
  // function replacers throughout: the markup may hold `$&`-like text
  return (
    page
      .replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`)
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escHtml(shell.title)}</title>`)
      // the route's layout from the first paint (a fixed-width route is laid out at its width before the app starts)
      .replace(/<meta name="viewport" content="[^"]*"/, (m) =>
        shell.viewport ? `<meta name="viewport" content="${escHtml(shell.viewport)}"` : m,
      )
      .replace('</head>', () => `${head}</head>`)
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace(/<div id="?shell-root"?><\/div>/, () => body)
  );
}

class RenderTimeout extends Error {}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new RenderTimeout(`render took over ${ms} ms`)), ms);
    t.unref();
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(t);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

const compress = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};

export async function registerFeedRender(app: FastifyInstance, opts: FeedRenderOptions): Promise<void> {
  const { appsRoot, appShell, remotesMap } = opts;
  const timeoutMs =
    opts.timeoutMs ??
    (Number(process.env.FEED_RENDER_TIMEOUT_MS) > 0 ? Number(process.env.FEED_RENDER_TIMEOUT_MS) : DEFAULT_TIMEOUT_MS);
  const baseHostname = (() => {
    try {
      return new URL(opts.publicUrl).hostname;
    } catch {
      return 'localhost';
    }
  })();
  const accessTtl = Math.min(app.config.accessTokenTtl ?? ACCESS_TOKEN_TTL_SECONDS, RENDER_TOKEN_TTL_SECONDS);
  // a render costs the server ~40-150 ms of a core: beyond these, the visitor gets the client-rendered page (which
  // works the same, a little later), never an error. Counted on the shared limiter (Redis: across instances).
  const limits = app.config.rateLimit;
  const windowMs = limits?.windowMs ?? 60_000;
  const perUser = limits?.feedRenderMax ?? FEED_RENDER_LIMITS.perUser;
  const perClient = limits?.feedRenderIpMax ?? FEED_RENDER_LIMITS.perClient;
  const overLimit = async (key: string, max: number) => (await app.limiter.hit(key, windowMs)).count > max;

  const explore = bundle<ExploreServer>(
    app,
    path.join(appsRoot, REMOTE, 'dist-server', 'server.cjs'),
    (m) => typeof m.render === 'function',
  );
  const shell = bundle<ShellServer>(
    app,
    path.join(appsRoot, 'shell', 'dist-server', 'server.cjs'),
    (m) => typeof m.renderSignedIn === 'function',
  );
  const scriptsFile = path.join(appsRoot, 'shell', 'dist-prerender', 'scripts.json');
  let scriptsSeen = -1;
  let scriptsValue: IntentScripts | null = null;
  const intentScripts = (): IntentScripts | null => {
    if (!existsSync(scriptsFile)) return null;
    const m = statSync(scriptsFile).mtimeMs;
    if (m !== scriptsSeen) {
      scriptsSeen = m;
      try {
        const v = JSON.parse(readFileSync(scriptsFile, 'utf8')) as Partial<IntentScripts>;
        scriptsValue = typeof v.main === 'string' && typeof v.startOnIntent === 'string' ? (v as IntentScripts) : null;
      } catch {
        scriptsValue = null;
      }
    }
    return scriptsValue;
  };

  let deployedLogged = '';

  /** The rendered page for this request, or null (the client-rendered page then). Throws when a render throws. */
  async function render(req: FastifyRequest, cookie: string): Promise<string | null> {
    const exploreServer = explore();
    const shellServer = shell();
    if (!exploreServer || !shellServer) return null;
    if (await overLimit(`feed-render|client|${req.ip}`, perClient)) {
      req.log.info({ ip: req.ip }, 'feed: server renders over the per-client limit, the browser renders it');
      return null;
    }
    const session = await validatePageSession(app.db, app.config.jwtSecret, cookie);
    if (!session) return null;
    if (await overLimit(`feed-render|user|${session.userId}`, perUser)) {
      req.log.info({ userId: session.userId }, 'feed: server renders over the per-user limit, the browser renders it');
      return null;
    }
    const map = remotesMap();
    if (map[REMOTE] !== OWN_MANIFEST) {
      if (deployedLogged !== String(map[REMOTE]))
        req.log.info(
          { remote: REMOTE, manifest: map[REMOTE] },
          'feed: mf-explore deployed on its own, /feed renders in the browser',
        );
      deployedLogged = String(map[REMOTE]);
      return null;
    }
    const base = appShell(map);
    if (base === null) return null;
    const user = await loadAuthUser(app.db, session.userId);
    if (!user) return null;
    // the session's family: a logout during the render ends the render's token too (ADR 0049)
    const fetchApi = makeFetchApi(
      app,
      issueAccessToken(user, app.config.jwtSecret, accessTtl, session.familyId),
      req.ip,
    );
    const lang = pickLanguage((req.cookies ?? {})[LANG_COOKIE], req.headers['accept-language']);

    const remoteOut = await exploreServer.render({ pathname: FEED_PATH, search: '', locale: lang, fetchApi });
    if (remoteOut === null) {
      req.log.info({ userId: user.userId }, 'feed: mf-explore does not render /feed, the browser renders it');
      return null;
    }
    const remote = exploreOutput.safeParse(remoteOut);
    if (!remote.success) {
      req.log.error({ issues: remote.error.issues }, 'feed: mf-explore render answered a malformed result');
      return null;
    }
    const chromeOut = await shellServer.renderSignedIn({
      pathname: FEED_PATH,
      lang,
      fetchApi,
      remote: { name: REMOTE, html: remote.data.html },
    });
    if (chromeOut === null) {
      req.log.info({ userId: user.userId }, 'feed: the shell does not render /feed for this user');
      return null;
    }
    const chrome = shellOutput.safeParse(chromeOut);
    if (!chrome.success) {
      req.log.error({ issues: chrome.error.issues }, 'feed: shell render answered a malformed result');
      return null;
    }
    if (chrome.data.userId !== session.userId) {
      req.log.error(
        { session: session.userId, rendered: chrome.data.userId },
        'feed: the shell rendered another user than the session',
      );
      return null;
    }
    return composeFeedPage(base, {
      lang,
      userId: session.userId,
      shell: chrome.data,
      explore: remote.data,
      scripts: intentScripts(),
    });
  }

  async function feed(req: FastifyRequest, reply: FastifyReply) {
    // today's page for anything but a browser's plain GET /feed with a page session on the main host
    const cookie = (req.cookies ?? {})[PAGE_SESSION_COOKIE];
    const hostname = (req.hostname ?? '').split(':')[0];
    if (
      req.url !== FEED_PATH ||
      !cookie ||
      !(req.headers.accept ?? '').includes('text/html') ||
      isWhiteLabelHostname(hostname, baseHostname)
    )
      return reply.callNotFound();
    let html: string | null;
    try {
      html = await withTimeout(render(req, cookie), timeoutMs);
    } catch (err) {
      if (err instanceof RenderTimeout) req.log.warn({ err }, 'feed: server render timed out, the browser renders it');
      else req.log.error({ err }, 'feed: server render failed, the browser renders it');
      html = null;
    }
    if (html === null) return reply.callNotFound();
    reply
      .code(200)
      .header('Cache-Control', 'private, no-store')
      .header('Vary', 'Cookie')
      .type('text/html; charset=utf-8');
    // compressed per response (it is this user's): the page is the LCP's first request (issue 12)
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return reply.send(html);
    const body = Buffer.from(html, 'utf8');
    const packed =
      encoding === 'br'
        ? await compress.br(body, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
              [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            },
          })
        : await compress.gzip(body, { level: 6 });
    return reply.header('Content-Encoding', encoding).send(packed);
  }

  app.get(
    FEED_PATH,
    {
      config: {
        openapi: {
          summary:
            'The signed-in feed rendered on the server (HTML) for a valid page session (pl_session cookie) on the ' +
            'main host; otherwise the client-rendered page',
          tags: ['Pages'],
          noInput: true,
        },
      },
    },
    feed,
  );
}
