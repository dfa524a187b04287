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
 * Registered by buildServer() next to the shell's static files (one call); nothing else of the platform changes.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ExploreLocale, StudentResource } from '@platform/contracts';
import type { Db } from '../db/types';
import { ApiError } from '../http/errors';
import { studentView } from '../modules/student/service';
import { STUDENT_RATE_LIMIT } from '../modules/student';

const REMOTE = 'mf-student-view';
const LANGS: readonly ExploreLocale[] = ['es', 'en', 'ca'];

interface ServerRender {
  render(input: { pathname: string; id: string; locale: ExploreLocale; data: StudentResource | null }): Promise<{
    html: string;
    styles: Array<{ id: string; css: string }>;
    title: string;
    embedded: string;
    appName: string;
    status: 200 | 404;
  }>;
  DATA_ELEMENT_ID: string;
  LANG_COOKIE: string;
}

export interface StudentRenderOptions {
  appsRoot: string;
  shellDist: string;
  db: Db;
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

const escHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function registerStudentRender(
  app: FastifyInstance,
  { appsRoot, shellDist, db }: StudentRenderOptions,
): Promise<void> {
  const indexHtml = fileCache(path.join(shellDist, 'index.html'), (f) => readFileSync(f, 'utf8'));
  const bundle = path.join(appsRoot, REMOTE, 'dist-server', 'server.cjs');
  const serverRender = fileCache(bundle, (f) => {
    // a rebuilt bundle replaces the loaded one
    delete require.cache[require.resolve(f)];
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(f) as ServerRender;
  });
  const manifest = path.join(appsRoot, REMOTE, 'dist', 'mf-manifest.json');
  const remotesJson = path.join(shellDist, 'remotes.json');

  /** the deployment's fingerprint: a new shell or student view build is a new service worker, with a new cache */
  const version = () => {
    const h = createHash('sha256');
    for (const f of [path.join(shellDist, 'index.html'), manifest, remotesJson, bundle])
      if (existsSync(f)) h.update(readFileSync(f));
    return h.digest('hex').slice(0, 16);
  };

  const localeOf = (req: FastifyRequest, cookieName: string): ExploreLocale => {
    const c = (req.cookies ?? {})[cookieName];
    return (LANGS as readonly string[]).includes(c ?? '') ? (c as ExploreLocale) : 'es';
  };

  async function page(req: FastifyRequest<{ Params: { id: string; classId?: string } }>, reply: FastifyReply) {
    const shell = indexHtml();
    const ssr = serverRender();
    if (!shell) return reply.code(404).type('text/plain').send('Not found');
    const plain = () =>
      reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(shell);
    if (!ssr) return plain(); // no server build: the browser renders the view as it always could

    const pathname = req.url.split('?')[0];
    const { id } = req.params;
    const locale = localeOf(req, ssr.LANG_COOKIE);
    let data: StudentResource | null = null;
    if (/^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647) {
      try {
        data = await studentView(db, Number(id), locale);
      } catch (err) {
        if (!(err instanceof ApiError && err.statusCode === 404)) throw err;
      }
    }
    let out;
    try {
      out = await ssr.render({ pathname, id, locale, data });
    } catch (err) {
      req.log.error({ err }, 'student view: server render failed, the browser renders it');
      return plain();
    }
    const styles =
      out.styles.map((s) => `<style id="${s.id}">${s.css}</style>`).join('') +
      // the bar drawn before the shell's: hidden as soon as the shell has rendered its own. The shell's student layout
      // leaves the server's <main> in place and renders only its bar in #shell-root (ADR 0038): `display:contents` on
      // the two wrappers makes the sticky bar stick over the whole page (its containing block is the body)
      '<style id="student-ssr-bar-style">#shell-root:not(:empty)~#student-ssr-bar{display:none}' +
      '#student-ssr-bar,#shell-root:has(>[data-in-place]){display:contents}</style>';
    // the trigger's cover is the page's largest paint: fetched with the HTML's first bytes, before the inline CSS and
    // the markup above it are parsed
    const cover = coverImage(pathname, data);
    const preload = cover ? `<link rel="preload" as="image" href="${escHtml(cover)}" fetchpriority="high">` : '';
    const bar = `<div id="student-ssr-bar" class="pl-base"><header class="pl-bar"><div class="pl-bar-inner"><span class="pl-brand">${escHtml(out.appName)}</span></div></header></div>`;
    const body =
      `${bar}<main id="main-content" tabindex="-1" class="pl-main" data-ssr-main=""><div id="remote-area"><div id="remote-${REMOTE}" data-remote="${REMOTE}" data-ssr="${REMOTE}">${out.html}</div></div></main>` +
      `<script type="application/json" id="${ssr.DATA_ELEMENT_ID}">${out.embedded}</script>`;
    const html = shell
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${escHtml(out.title)}</title>`)
      .replace('</head>', `${preload}${styles}</head>`)
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace(/(<div id="shell-root"><\/div>)/, `$1${body}`);
    return reply
      .code(out.status)
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
      return serviceWorker(version());
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
export function serviceWorker(version: string): string {
  return `/* student view service worker, deployment ${version} */
const VERSION = ${JSON.stringify(version)};
const PREFIX = 'student-view-';
const CACHE = PREFIX + VERSION;
self.addEventListener('install', () => self.skipWaiting());
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
    if (response.ok || (request.mode === 'navigate' && response.status === 404)) await cache.put(request, response.clone());
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
