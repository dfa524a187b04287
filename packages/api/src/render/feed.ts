/**
 * The signed-in /feed and /resource/:id rendered on the server (docs/decisions/0045-signed-in-feed-from-the-server.md,
 * docs/decisions/0053-request-scoped-concurrent-render.md).
 *
 * GET /feed and GET /resource/<id> (a resource's presentation tab; the page a card of the feed links to, issue 28) —
 * exactly those paths, no query string — from a browser with a valid page session (`pl_session`,
 * modules/account/page-session.ts) on the main platform host answer the shell's index.html with the page already
 * in it: mf-explore's server bundle renders the screen with its data, the shell's renders the signed-in chrome around
 * it, both from the same React components the browser runs, and the intent loader (ADR 0041) starts the app on the
 * visitor's first intent to hydrate that markup. Every other /resource/... path (the teacher and student tabs, …) is
 * the client-rendered page, as before.
 *
 * The renders run on the render pool's worker threads (render/pool.ts), concurrently and request-scoped; they read the
 * API through `fetchApi({method, url, body?}) → {status, data}`: `app.inject` here, on the main thread, with an access
 * token minted for the session's user (the sign-in's issuer; it stays in memory, never in the page), so the same
 * routes, authorisation, validation, server rules and caches answer as for the browser's calls. The page is the
 * index.html's template (render/template.ts) filled with the renders' answers.
 *
 * Anything else gets exactly the page the route got before (the not-found handler's client-rendered index.html,
 * through `reply.callNotFound()`): another path or a query string, no or an invalid page session, a white-label
 * host, a bundle missing or unreadable, a render that throws, times out, answers null (the guard would not show
 * /feed to that user) or answers something malformed, an mf-explore deployed on its own (ADR 0028: the browser
 * would then run another build than the server bundle here, so the markup could not be hydrated) — and a render that
 * could not start within the pool's queue budget (shed: the app shell, which the browser renders). `Server-Timing`
 * says which (`render;desc="rendered|shed|timeout|failed|declined|unavailable|malformed"`, with its durations).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import { z } from 'zod';
import { renderOutputSchema, type FetchApi, type RenderLanguage, type RenderOutput } from '@platform/contracts/render';
import { issueAccessToken, ACCESS_TOKEN_TTL_SECONDS } from '../http/auth';
import { loadAuthUser } from '../modules/account/service';
import { PAGE_SESSION_COOKIE, validatePageSession } from '../modules/account/page-session';
import { isWhiteLabelHostname, LANG_COOKIE, pickEncoding, pickLanguage } from './public-pages';
import type { IntentScripts } from './app-shell';
import { parseBody, serverTiming, type RawFetchApi, type RenderPool } from './pool';
import { html, isStyleMarkup, jsonScript, templateCache, trusted, type PageTemplate } from './template';

export const FEED_PATH = '/feed';
/** A resource's presentation page, `/resource/<id>` (digits, no trailing slash, no query string). */
const RESOURCE_PAGE = /^\/resource\/[1-9][0-9]{0,9}$/;
/** The signed-in pages rendered on the server: `url` (path and query string) is one of them. */
export const isSignedInRenderedPath = (url: string): boolean => url === FEED_PATH || RESOURCE_PAGE.test(url);
const REMOTE = 'mf-explore';
/** the run-time remotes map's entry when the browser loads the mf-explore the server bundle was built with */
const OWN_MANIFEST = `/mf/${REMOTE}/mf-manifest.json`;
/** the access token the bundles' API calls carry lives only as long as a render may take */
const RENDER_TOKEN_TTL_SECONDS = 5 * 60;
const MAX_PRELOADED_IMAGES = 2;

/** server renders per user and per client in a window (config.rateLimit feedRenderMax / feedRenderIpMax, issue 26) */
export const FEED_RENDER_LIMITS = { perUser: 30, perClient: 120 };

export interface FeedRenderOptions {
  /** PUBLIC_URL: its host is the main platform's; a subdomain of it is a white-label school's */
  publicUrl: string;
  /** the client-rendered page's index.html with the given remotes map (render/app-shell.ts appShellPage) */
  appShell: (map?: Record<string, string>) => string | null;
  /** the run-time remotes map (registerApps' `remotesMap`, the one /remotes.json and the app-shell page use) */
  remotesMap: () => Record<string, string>;
  /** the server renders' worker pool (render/pool.ts) */
  pool: RenderPool;
  /** the shell's intent scripts (dist-prerender/scripts.json), or null */
  intentScripts: () => IntentScripts | null;
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
 * The API answered in-process (`app.inject`) with the user's access token, from the visitor's address (per-client rate
 * limits count the visitor, not this server), its body as the JSON text it is: the render pool hands that text to the
 * render's thread, which parses it (a string crosses threads at the cost of a copy; an object is cloned field by field
 * on this thread, the one that also answers every request). A request the bundle should never make (another method, a
 * URL outside /api/v1/) rejects: the render then fails and the page renders in the browser.
 */
export function makeRawFetchApi(app: FastifyInstance, token: string, remoteAddress: string): RawFetchApi {
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
    return { status: res.statusCode, body: res.payload };
  };
}

/** `fetchApi` for one render (`makeRawFetchApi` with the body parsed: null when empty, the text when not JSON). */
export function makeFetchApi(app: FastifyInstance, token: string, remoteAddress: string): FetchApi {
  const raw = makeRawFetchApi(app, token, remoteAddress);
  return async (req) => {
    const { status, body } = await raw(req);
    return { status, data: parseBody(body) };
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
 * The page (ADR 0045 §2.4): the client-rendered index.html's template (with the remotes map) filled with both renders —
 * `<html lang>`, `<title>`, the route's viewport, the images' preloads and both renders' styles in `<head>`, the shell's
 * markup in #shell-root marked as server rendered for this user, both embedded JSON scripts after it, and the intent
 * loader in place of main.js (when the shell's scripts.json names this index.html's main.js; else main.js stays and
 * starts at load). Null when a render's styles are not only `<style>` elements.
 */
export function composeFeedPage(
  template: PageTemplate,
  input: {
    lang: RenderLanguage;
    userId: number;
    /** the page's path (`data-path`): /feed or /resource/<id> */
    path?: string;
    shell: RenderOutput;
    explore: RenderOutput;
    scripts: IntentScripts | null;
  },
): string | null {
  const { lang, userId, shell, explore, scripts, path = FEED_PATH } = input;
  if (!isStyleMarkup(shell.styles) || !isStyleMarkup(explore.styles)) return null;
  const preloads = preloadImages(explore.preloadImages).map(
    (src) => html`<link rel="preload" as="image" href="${src}" fetchpriority="high">`,
  );
  const started = scripts && template.mainSrc === scripts.main;
  return template.fill({
    lang,
    title: shell.title,
    // the route's layout from the first paint (a fixed-width route is laid out at its width before the app starts)
    viewport: shell.viewport,
    head: html`${preloads}${trusted(shell.styles)}${trusted(explore.styles)}`,
    dropNoscript: true,
    root: {
      attrs: { 'data-prerendered': lang, 'data-path': path, 'data-signed-in': userId },
      html: trusted(shell.html),
    },
    afterRoot: html`${[...shell.embedded, ...explore.embedded].map((e) => jsonScript(e.id, e.json))}`,
    // downloaded at once, evaluated on the first intent; data-ssr-session: the server checked the session, so the
    // stored-session flag does not start the app at load (the loader preloads main.js once the page has loaded)
    main: started
      ? html`<script defer src="${scripts.startOnIntent}" data-main="${scripts.main}" data-ssr-session=""></script>`
      : undefined,
  });
}

const compress = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};

type Outcome = { page: string; timing: string } | { page: null; timing: string | null };

export async function registerFeedRender(app: FastifyInstance, opts: FeedRenderOptions): Promise<void> {
  const { appShell, remotesMap, pool, intentScripts } = opts;
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
  const templateOf = templateCache();
  let deployedLogged = '';
  const reported = new Set<string>();
  /** a bundle's problem, logged once per problem (it lasts until the bundle is rebuilt) */
  const reportOnce = (key: string, log: () => void) => {
    if (reported.has(key)) return;
    if (reported.size > 100) reported.clear();
    reported.add(key);
    log();
  };

  /** The rendered page for this request, or null (the client-rendered page then), with its Server-Timing. */
  async function render(req: FastifyRequest, cookie: string, pathname: string): Promise<Outcome> {
    // a whole round of renders already waits: shed before any work for this one
    if (pool.saturated()) return { page: null, timing: 'render;desc="shed", render-queue;dur=0' };
    if (await overLimit(`feed-render|client|${req.ip}`, perClient)) {
      req.log.info({ ip: req.ip }, 'feed: server renders over the per-client limit, the browser renders it');
      return { page: null, timing: 'render;desc="limited"' };
    }
    const session = await validatePageSession(app.db, app.config.jwtSecret, cookie);
    if (!session) return { page: null, timing: null };
    if (await overLimit(`feed-render|user|${session.userId}`, perUser)) {
      req.log.info({ userId: session.userId }, 'feed: server renders over the per-user limit, the browser renders it');
      return { page: null, timing: 'render;desc="limited"' };
    }
    const map = remotesMap();
    if (map[REMOTE] !== OWN_MANIFEST) {
      if (deployedLogged !== String(map[REMOTE]))
        req.log.info(
          { remote: REMOTE, manifest: map[REMOTE] },
          'feed: mf-explore deployed on its own, /feed and /resource/:id render in the browser',
        );
      deployedLogged = String(map[REMOTE]);
      return { page: null, timing: null };
    }
    const base = appShell(map);
    const template = base === null ? null : templateOf(base);
    if (!template) return { page: null, timing: null };
    const user = await loadAuthUser(app.db, session.userId);
    if (!user) return { page: null, timing: null };
    // the session's family: a logout during the render ends the render's token too (ADR 0049)
    const fetchApi = makeRawFetchApi(
      app,
      issueAccessToken(user, app.config.jwtSecret, accessTtl, session.familyId),
      req.ip,
    );
    const lang = pickLanguage((req.cookies ?? {})[LANG_COOKIE], req.headers['accept-language']);
    const step = { pathname, search: '', lang };
    const result = await pool.run({
      chain: [
        { app: REMOTE, input: step },
        { app: 'shell', input: step },
      ],
      fetchApi,
    });
    const timing = serverTiming(result);
    const none = (desc?: string) => ({
      page: null,
      timing: desc ? timing.replace(/desc="[^"]*"/, `desc="${desc}"`) : timing,
    });
    switch (result.kind) {
      case 'rendered':
        break;
      case 'shed':
        req.log.warn({ queuedMs: result.queuedMs }, 'feed: no render worker free in time, the browser renders /feed');
        return none();
      case 'timeout':
        req.log.warn({ renderMs: result.renderMs }, 'feed: server render timed out, the browser renders it');
        return none();
      case 'declined':
        req.log.info(
          { userId: user.userId, app: result.app, pathname },
          'feed: not rendered for this user, the browser renders it',
        );
        return none();
      case 'unavailable':
        reportOnce(`${result.app}:${result.reason}`, () =>
          app.log.warn(
            { app: result.app, reason: result.reason },
            'feed: no server bundle to run, /feed renders in the browser',
          ),
        );
        return none();
      case 'failed':
        req.log.error({ app: result.app, err: result.message }, 'feed: server render failed, the browser renders it');
        return none();
    }
    const [remoteOut, chromeOut] = result.outputs;
    const remote = renderOutputSchema.safeParse(remoteOut);
    const chrome = renderOutputSchema.safeParse(chromeOut);
    if (!remote.success || !chrome.success) {
      req.log.error(
        { issues: (remote.error ?? chrome.error)?.issues.slice(0, 5) },
        'feed: a server render answered a malformed result',
      );
      return none('malformed');
    }
    if (chrome.data.userId !== session.userId) {
      req.log.error(
        { session: session.userId, rendered: chrome.data.userId },
        'feed: the shell rendered another user than the session',
      );
      return none('malformed');
    }
    const page = composeFeedPage(template, {
      lang,
      userId: session.userId,
      path: pathname,
      shell: chrome.data,
      explore: remote.data,
      scripts: intentScripts(),
    });
    if (page === null) {
      req.log.error('feed: a server render answered styles that are not only <style> elements');
      return none('malformed');
    }
    return { page, timing };
  }

  async function feed(req: FastifyRequest, reply: FastifyReply) {
    // today's page for anything but a browser's plain GET /feed or /resource/<id> with a page session on the main host
    const cookie = (req.cookies ?? {})[PAGE_SESSION_COOKIE];
    const hostname = (req.hostname ?? '').split(':')[0];
    if (
      !isSignedInRenderedPath(req.url) ||
      !cookie ||
      !(req.headers.accept ?? '').includes('text/html') ||
      isWhiteLabelHostname(hostname, baseHostname)
    )
      return reply.callNotFound();
    let outcome: Outcome;
    try {
      outcome = await render(req, cookie, req.url);
    } catch (err) {
      req.log.error({ err }, 'feed: server render failed, the browser renders it');
      outcome = { page: null, timing: 'render;desc="failed"' };
    }
    if (outcome.timing) reply.header('Server-Timing', outcome.timing);
    if (outcome.page === null) return reply.callNotFound();
    const page = outcome.page;
    reply
      .code(200)
      .header('Cache-Control', 'private, no-store')
      .header('Vary', 'Cookie')
      .type('text/html; charset=utf-8');
    // compressed per response (it is this user's) on libuv's threads: the page is the LCP's first request (issue 12)
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return reply.send(page);
    const body = Buffer.from(page, 'utf8');
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
  // a resource's presentation tab (the page a feed card opens); /resource/<id>/t, /s, … are not this route
  app.get(
    '/resource/:id',
    {
      config: {
        openapi: {
          summary:
            "A resource's presentation page rendered on the server (HTML) for a valid page session (pl_session " +
            'cookie) on the main host; otherwise the client-rendered page',
          tags: ['Pages'],
          params: z.object({ id: z.string().max(500) }),
        },
      },
    },
    feed,
  );
}
