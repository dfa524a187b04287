/**
 * Server render of the public student view (docs/decisions/0012-student-server-render.md).
 *
 * GET /r/{id} and /r/{id}/class/{classId} answer the shell's index.html with the student view already in it: the
 * remote's own server build (mf-student-view/dist-server/server.cjs, the same React components) renders what
 * GetStudentResource would answer, so a student reads the title, the trigger and the class before any JavaScript has
 * run; the browser build then hydrates that markup (data-ssr on the remote's container, the data in a JSON script).
 * A link or class that is not shared is the same "not available" page with status 404. GET /r/sw.js is the student
 * view's service worker (scope /r/: the view's files and the resource's data, for reading offline).
 *
 * The render runs on the render pool's worker threads (render/pool.ts, ADR 0053) and the page is the index.html's
 * template (render/template.ts) filled with its answer; a render that cannot start within the pool's queue budget, a
 * missing bundle or a failed render answer the plain index.html (the browser renders the view).
 *
 * Registered by buildServer() next to the shell's static files (one call); nothing else of the platform changes.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StudentResource } from '@platform/contracts';
import {
  RENDER_LANGUAGES,
  renderOutputSchema,
  type RenderLanguage,
  type RenderOutput,
} from '@platform/contracts/render';
import type { Db } from '../db/types';
import { ApiError } from '../http/errors';
import { studentView } from '../modules/student/service';
import { STUDENT_RATE_LIMIT } from '../modules/student';
import type { IntentScripts } from './app-shell';
import { serverTiming, type RenderPool } from './pool';
import { html, isStyleMarkup, jsonScript, templateCache, trusted, type PageTemplate } from './template';

const REMOTE = 'mf-student-view';
const LANGS = RENDER_LANGUAGES;

export interface StudentRenderOptions {
  appsRoot: string;
  shellDist: string;
  db: Db;
  /** the server renders' worker pool (render/pool.ts) */
  pool: RenderPool;
  /** the shell's intent scripts (dist-prerender/scripts.json), or null */
  intentScripts: () => IntentScripts | null;
}

/** A file read again only when it changed (a redeployed app is picked up without a restart). */
function fileCache<T>(file: string, load: (f: string) => T): () => T | null {
  let seen = -1;
  let value: T | null = null;
  return () => {
    if (!existsSync(file)) return null;
    const m = statSync(file).mtimeMs;
    if (m !== seen) {
      value = load(file);
      seen = m;
    }
    return value;
  };
}

/** The platform's own language cookie (render/public-pages.ts): the student view's language when it has none. */
const PLATFORM_LANG_COOKIE = 'pl_lang';
/** The student view's language cookie, set by the bar's language links (and by the view once started). */
const STUDENT_LANG_COOKIE = 'pl_student_lang';
export const SW_URL = '/r/sw.js';

/** CSS of the bar the server draws before the shell's (hidden once the shell has rendered its own, ADR 0038). */
const BAR_CSS =
  // the bar drawn before the shell's: hidden as soon as the shell has rendered its own. The shell's student layout
  // leaves the server's <main> in place and renders only its bar in #shell-root (ADR 0038): `display:contents` on
  // the two wrappers makes the sticky bar stick over the whole page (its containing block is the body)
  '#shell-root:not(:empty)~#student-ssr-bar{display:none}' +
  '#student-ssr-bar,#shell-root:has(>[data-in-place]){display:contents}' +
  '.sv-ssr-langs{margin-left:auto;display:flex;gap:.75rem}.sv-ssr-langs a{padding:.5rem .25rem}' +
  '.sv-ssr-langs a[aria-current]{font-weight:600;text-decoration:none}@media print{#student-ssr-bar{display:none}}';

/**
 * The page of /r/{id} (ADR 0012, 0038): the index.html's template filled with the student view's render — `<html
 * lang>`, `<title>`, the cover's preload and the view's stylesheets in `<head>`, the server's bar (with its language
 * links, no JavaScript needed) and `<main data-ssr-main>` holding the remote's markup after the empty #shell-root, the
 * embedded data, and the intent loader in place of main.js (with the service worker's registration). Null when the
 * render's styles are not only `<style>` elements.
 */
export function composeStudentPage(
  template: PageTemplate,
  input: {
    lang: RenderLanguage;
    pathname: string;
    out: RenderOutput;
    cover: string | null;
    scripts: IntentScripts | null;
  },
): string | null {
  const { lang, pathname, out, cover, scripts } = input;
  if (!isStyleMarkup(out.styles)) return null;
  const langs = out.bar
    ? html`<nav class="sv-ssr-langs" aria-label="${out.bar.languages.label}">${LANGS.map(
        (l) =>
          html`<a href="${pathname}?lang=${l}" hreflang="${l}" lang="${l}"${l === lang ? trusted(' aria-current="true"') : ''}>${out.bar!.languages.names[l]}</a>`,
      )}</nav>`
    : '';
  const bar = html`<div id="student-ssr-bar" class="pl-base"><header class="pl-bar"><div class="pl-bar-inner"><span class="pl-brand">${out.bar?.appName ?? ''}</span>${langs}</div></header></div>`;
  const started = scripts && template.mainSrc === scripts.main;
  return template.fill({
    lang,
    title: out.title,
    // the trigger's cover is the page's largest paint: fetched with the HTML's first bytes, before the inline CSS and
    // the markup above it are parsed
    head: html`${cover ? html`<link rel="preload" as="image" href="${cover}" fetchpriority="high">` : ''}${trusted(out.styles)}<style id="student-ssr-bar-style">${trusted(BAR_CSS)}</style>`,
    dropNoscript: true,
    afterRoot: html`${bar}<main id="main-content" tabindex="-1" class="pl-main" data-ssr-main=""><div id="remote-area"><div id="remote-${REMOTE}" data-remote="${REMOTE}" data-ssr="${REMOTE}" data-ssr-path="${pathname}">${trusted(out.html)}</div></div></main>${out.embedded.map((e) => jsonScript(e.id, e.json))}`,
    // the app is downloaded at once and evaluated on the visitor's first intent (ADR 0041); the service worker
    // registers after load + idle without it
    main: started
      ? html`<script defer src="${scripts.startOnIntent}" data-main="${scripts.main}" data-sw="${SW_URL}" data-sw-scope="/r/"></script>`
      : undefined,
  });
}

export async function registerStudentRender(
  app: FastifyInstance,
  { appsRoot, shellDist, db, pool, intentScripts }: StudentRenderOptions,
): Promise<void> {
  const indexHtml = fileCache(path.join(shellDist, 'index.html'), (f) => readFileSync(f, 'utf8'));
  const templateOf = templateCache();
  const bundle = path.join(appsRoot, REMOTE, 'dist-server', 'server.cjs');
  const manifest = path.join(appsRoot, REMOTE, 'dist', 'mf-manifest.json');
  const remotesJson = path.join(shellDist, 'remotes.json');
  const reported = new Set<string>();

  /** the deployment's fingerprint: a new shell or student view build is a new service worker, with a new cache */
  const version = () => {
    const h = createHash('sha256');
    for (const f of [path.join(shellDist, 'index.html'), manifest, remotesJson, bundle])
      if (existsSync(f)) h.update(readFileSync(f));
    return h.digest('hex').slice(0, 16);
  };

  /**
   * What the worker saves when it installs (ADR 0041): the shell's entry (main.js), its remotes map, and the student
   * view's files when they are this API's /mf/ copy. The shell chunks the view uses are reported by the page.
   */
  const precacheList = (): string[] => {
    const list: string[] = [];
    const js = (dir: string) =>
      existsSync(dir)
        ? readdirSync(dir)
            .filter((f) => /\.js$/.test(f))
            .sort()
        : [];
    // the shell's entry only: the chunks the view starts with are reported by the page once the worker is active
    // (they are what that visit fetched), so no other page's chunks are saved (issue 11)
    for (const f of js(shellDist)) if (/^main\.[0-9a-f]+\.js$/.test(f)) list.push(`/${f}`);
    if (existsSync(remotesJson)) {
      list.push('/remotes.json');
      let entry: unknown;
      try {
        entry = (JSON.parse(readFileSync(remotesJson, 'utf8')) as Record<string, unknown>)[REMOTE];
      } catch {
        entry = undefined;
      }
      const own = `/mf/${REMOTE}/`;
      if (typeof entry === 'string' && entry.startsWith(own)) {
        list.push(entry);
        for (const f of js(path.join(appsRoot, REMOTE, 'dist'))) list.push(`${own}${f}`);
      }
    }
    return list;
  };

  const langQuery = z.object({ lang: z.enum(['es', 'en', 'ca']).optional() });

  const localeOf = (req: FastifyRequest, cookieName: string): RenderLanguage => {
    const cookies = req.cookies ?? {};
    const c = [cookies[cookieName], cookies[PLATFORM_LANG_COOKIE]].find((v) =>
      (LANGS as readonly string[]).includes(v ?? ''),
    );
    return (c as RenderLanguage | undefined) ?? 'es';
  };

  async function page(req: FastifyRequest<{ Params: { id: string; classId?: string } }>, reply: FastifyReply) {
    const shell = indexHtml();
    if (!shell) return reply.code(404).type('text/plain').send('Not found');
    // the app shell: the browser renders the view, as it always could
    const plain = () =>
      reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(shell);
    if (!existsSync(bundle)) return plain(); // no server build

    const pathname = req.url.split('?')[0];
    // the bar's language links (no JavaScript needed): ?lang= remembers the language and comes back without it
    const q = langQuery.safeParse(req.query ?? {});
    if (!q.success)
      return reply
        .code(400)
        .type('application/json; charset=utf-8')
        .send({ message: 'lang must be one of es, en, ca' });
    if (q.data.lang) {
      return reply
        .code(303)
        .header('Set-Cookie', `${STUDENT_LANG_COOKIE}=${q.data.lang}; Path=/r; Max-Age=31536000; SameSite=Lax`)
        .header('Cache-Control', 'no-store')
        .header('Location', pathname)
        .send();
    }
    // a whole round of renders already waits: shed before any work for this one
    if (pool.saturated()) {
      reply.header('Server-Timing', 'render;desc="shed", render-queue;dur=0');
      return plain();
    }
    const { id } = req.params;
    const lang = localeOf(req, STUDENT_LANG_COOKIE);
    let data: StudentResource | null = null;
    if (/^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647) {
      try {
        data = await studentView(db, Number(id), lang);
      } catch (err) {
        if (!(err instanceof ApiError && err.statusCode === 404)) throw err;
      }
    }
    const result = await pool.run({ chain: [{ app: REMOTE, input: { pathname, search: '', lang, data } }] });
    reply.header('Server-Timing', serverTiming(result));
    if (result.kind !== 'rendered') {
      if (result.kind === 'unavailable') {
        const key = `${result.app}:${result.reason}`;
        if (!reported.has(key)) app.log.warn({ reason: result.reason }, 'student view: no server bundle to run');
        reported.add(key);
      } else if (result.kind === 'failed')
        req.log.error({ err: result.message }, 'student view: server render failed, the browser renders it');
      else if (result.kind !== 'declined')
        req.log.warn({ outcome: result.kind }, 'student view: not rendered in time, the browser renders it');
      return plain();
    }
    const out = renderOutputSchema.safeParse(result.outputs[0]);
    const template = templateOf(shell);
    const html =
      out.success && template
        ? composeStudentPage(template, {
            lang,
            pathname,
            out: out.data,
            cover: coverImage(pathname, data),
            scripts: intentScripts(),
          })
        : null;
    if (html === null) {
      req.log.error(
        { issues: out.error?.issues.slice(0, 5) },
        'student view: the render answered a malformed result, the browser renders it',
      );
      return plain();
    }
    return reply
      .code(out.data!.status)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  const params = z.object({ id: z.string().max(500), classId: z.string().max(500).optional() });
  const cfg = (summary: string) => ({
    rateLimit: STUDENT_RATE_LIMIT,
    openapi: { summary, tags: ['StudentView'], params },
  });
  app.get(
    '/r/:id',
    { config: cfg('The student view of link {id}, rendered on the server (HTML; 404 page when not shared)') },
    page,
  );
  app.get(
    '/r/:id/class/:classId',
    { config: cfg('One shared class of link {id}, rendered on the server (HTML; 404 page when not shared)') },
    page,
  );

  app.get(
    '/r/sw.js',
    {
      config: {
        openapi: { summary: 'The student view service worker (scope /r/)', tags: ['StudentView'], noInput: true },
      },
    },
    async (_req, reply) => {
      reply
        .header('Cache-Control', 'no-cache')
        .header('Service-Worker-Allowed', '/r/')
        .type('text/javascript; charset=utf-8');
      return serviceWorker(version(), precacheList());
    },
  );
}

/** The cover image of the trigger page (its first media when that is an image), or null. */
export function coverImage(pathname: string, data: StudentResource | null): string | null {
  if (!data || /\/class\//.test(pathname)) return null;
  const m = data.studentMaterial.mediaSummary[0];
  if (!m || m.kind === 1 || !m.url) return null;
  // what the page may load (CSP img-src: self, https)
  return /^(\/(?!\/)|https:\/\/)/i.test(m.url) ? m.url : null;
}

/**
 * The student view's service worker. Scope /r/: only the pages of the student view are controlled, so only what
 * they load is cached — their HTML, the shell and student view files, GetStudentResource answers, the resource's
 * images and downloaded materials; every other API call goes to the network untouched. Network first (a student
 * online always gets the current content), the cache when the network fails; content-hashed files cache first.
 * A new deployment (a new VERSION) installs a new worker that deletes the old caches.
 */
export function serviceWorker(version: string, precache: string[] = []): string {
  return `/* student view service worker, deployment ${version} */
const VERSION = ${JSON.stringify(version)};
const PREFIX = 'student-view-';
const CACHE = PREFIX + VERSION;
// the view's scripts, saved on install: a visit that never started the app did not fetch them (ADR 0041)
const PRECACHE = ${JSON.stringify(precache)};
self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    let next = 0;
    const worker = async () => {
      while (next < PRECACHE.length) {
        const url = PRECACHE[next++];
        try {
          if (await cache.match(url)) continue;
          const response = await fetch(url, { cache: 'no-cache' });
          if (response.ok) await cache.put(url, response);
        } catch (err) {
          /* one file missing costs only that file offline */
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
  })());
});
// the page's report (shell/scripts/start-on-intent.js): what it fetched before this worker controlled it, and the
// pages of its link its index points to. Only what the fetch handler would save itself: same-origin scripts and
// styles of this view, this link's pages, the student resource's data
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'save' || !Array.isArray(data.urls)) return;
  const from = event.source && event.source.url ? new URL(event.source.url) : null;
  if (!from || !from.pathname.startsWith('/r/')) return;
  const link = from.pathname.split('/').slice(0, 3).join('/');
  const wanted = [];
  for (const u of data.urls.slice(0, 300)) {
    let url;
    try {
      url = new URL(String(u), self.location.origin);
    } catch (err) {
      continue;
    }
    if (!cacheable(url)) continue;
    // this link's pages, never with a query (?lang= sets the language cookie)
    const page = !url.search && (url.pathname === link || url.pathname.startsWith(link + '/'));
    const file = /\\.(?:js|css|json)$/.test(url.pathname);
    const resource = url.pathname === '/api/v1/ResourceApi/GetStudentResource';
    if (page || file || resource) wanted.push(url.href);
  }
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    for (const href of wanted) {
      try {
        // a hashed file never changes; a page is fetched again (the language the student chose since)
        if (HASHED.test(new URL(href).pathname) && (await cache.match(href))) continue;
        const response = await fetch(href, { credentials: 'same-origin' });
        if (response.ok) await cache.put(href, response);
      } catch (err) {
        /* offline or gone: that file is not saved */
      }
    }
  })());
});
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
    await self.clients.claim();
  })());
});
const HASHED = /[.-][0-9a-f]{8,}\\.(?:js|css|woff2?|svg|png|jpe?g|webp)$/i;
function cacheable(url) {
  if (url.origin !== self.location.origin) return false;
  if (url.pathname.startsWith('/api/')) return url.pathname === '/api/v1/ResourceApi/GetStudentResource';
  return !url.pathname.startsWith('/notificationHub') && url.pathname !== '/r/sw.js';
}
async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    // a page that is not (or no longer) shared is never kept: a link the teacher stopped sharing is not readable
    // offline either
    else if (response.status === 404) await cache.delete(request);
    return response;
  } catch (err) {
    const hit = await cache.match(request) || (request.mode === 'navigate' ? await sameLink(cache, request) : undefined);
    if (hit) return hit;
    throw err;
  }
}
// a tab never opened online (it was reached by client navigation): any saved page of the same link — it carries the
// whole shared resource, and the view shows the asked tab from it
async function sameLink(cache, request) {
  const hit = await cache.match(request, { ignoreSearch: true });
  if (hit) return hit;
  const link = new URL(request.url).pathname.split('/').slice(0, 3).join('/');
  for (const key of await cache.keys()) {
    const p = new URL(key.url).pathname;
    if (p === link || p.startsWith(link + '/')) return cache.match(key);
  }
  return undefined;
}
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!cacheable(url)) return;
  event.respondWith(HASHED.test(url.pathname) ? cacheFirst(request) : networkFirst(request));
});
`;
}
