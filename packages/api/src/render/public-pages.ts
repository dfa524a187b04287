/**
 * The shell's pre-rendered public pages (docs/decisions/0033-prerendered-public-pages.md).
 *
 * The shell's build writes `shell/dist-prerender/<lang>/<path>.html` (scripts/prerender.cjs: the same React
 * components as the browser's, rendered at build time for an anonymous visitor, with the theme's CSS). GET of one of
 * those paths answers the file of the visitor's language: the `pl_lang` cookie the shell writes, else the first
 * supported language of Accept-Language, else Spanish. The browser hydrates it (shell/src/app/hydrate.tsx).
 *
 * The plain index.html (the browser renders the page, as before) when: a white-label host (`<sub>.<PUBLIC_URL's
 * host>`, `*.localhost`) or a `?subdomain=` override (their brand is not the one pre-rendered), any query string
 * (a page may read it), or no pre-rendered file. Registered by buildServer() next to the shell's static files.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ExternalProvidersDto } from '@platform/contracts';

export const LANG_COOKIE = 'pl_lang';
const LANGS = ['es', 'en', 'ca'] as const;
type Lang = (typeof LANGS)[number];
const IGNORED_LABELS = new Set(['www', 'app', 'api']);

export interface PublicPagesOptions {
  appsRoot: string;
  shellDist: string;
  publicUrl: string;
  /**
   * Written into the page as `<script id="platform-external-providers" type="application/json">` (GET
   * /AccountApi/ExternalProviders' answer): the login page shows its "Continue with …" buttons without loading the
   * API client on first paint (issue 12: /login's first-load budget).
   */
  externalProviders?: ExternalProvidersDto;
}

export const PROVIDERS_SCRIPT_ID = 'platform-external-providers';

/** The providers as an inert JSON script before </head> (`<` escaped: the JSON cannot close the script). */
export function withExternalProviders(html: string, providers: ExternalProvidersDto | undefined): string {
  if (!providers || !html.includes('</head>')) return html;
  const json = JSON.stringify(providers).replace(/</g, '\\u003c');
  return html.replace(
    '</head>',
    () => `<script id="${PROVIDERS_SCRIPT_ID}" type="application/json">${json}</script></head>`,
  );
}

/** A page compressed once (when read), in the encodings a browser may accept. */
export interface EncodedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

export function encodePage(html: string): EncodedPage {
  const body = Buffer.from(html, 'utf8');
  return {
    html,
    br: brotliCompressSync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      },
    }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

/** The encoding to answer with: brotli, else gzip, when Accept-Encoding allows it (q > 0); else none. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  const ok = (enc: string) => (accepted.get(enc) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** The visitor's language: cookie, then Accept-Language (in its order of preference), then Spanish. */
export function pickLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Lang {
  const short = (v: string) => v.trim().slice(0, 2).toLowerCase();
  if (cookie && (LANGS as readonly string[]).includes(short(cookie))) return short(cookie) as Lang;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      return { lang: short(tag ?? ''), q: q ? Number(q[1]) : 1, i };
    })
    .filter((x) => x.q > 0 && (LANGS as readonly string[]).includes(x.lang))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return (wanted[0]?.lang as Lang | undefined) ?? 'es';
}

/** A white-label host: a subdomain of the platform's host (or of localhost) other than www/app/api. */
export function isWhiteLabelHostname(hostname: string, baseHostname: string): boolean {
  const host = hostname.toLowerCase();
  for (const base of new Set([baseHostname.toLowerCase(), 'localhost'])) {
    if (host !== base && host.endsWith(`.${base}`)) {
      const label =
        host
          .slice(0, -(base.length + 1))
          .split('.')
          .pop() ?? '';
      if (label && !IGNORED_LABELS.has(label)) return true;
    }
  }
  return false;
}

export async function registerPublicPages(
  app: FastifyInstance,
  { appsRoot, shellDist, publicUrl, externalProviders }: PublicPagesOptions,
): Promise<void> {
  const dir = path.join(appsRoot, 'shell', 'dist-prerender');
  const listFile = path.join(dir, 'pages.json');
  if (!existsSync(listFile)) return; // a shell built without the pre-render: every page renders in the browser
  let pages: string[];
  try {
    pages = (JSON.parse(readFileSync(listFile, 'utf8')) as { pages: string[] }).pages.filter(
      (p) => typeof p === 'string' && p.startsWith('/'),
    );
  } catch {
    return;
  }
  const baseHostname = (() => {
    try {
      return new URL(publicUrl).hostname;
    } catch {
      return 'localhost';
    }
  })();

  // files read (and compressed) again only when they changed (a rebuilt shell is picked up without a restart)
  const cache = new Map<string, { mtime: number; page: EncodedPage }>();
  const read = (file: string): EncodedPage | null => {
    if (!existsSync(file)) return null;
    const mtime = statSync(file).mtimeMs;
    const hit = cache.get(file);
    if (hit && hit.mtime === mtime) return hit.page;
    const encoded = encodePage(withExternalProviders(readFileSync(file, 'utf8'), externalProviders));
    cache.set(file, { mtime, page: encoded });
    return encoded;
  };

  const handler = (page: string) => async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Accept-Language, Host, Accept-Encoding');
    const query = req.url.includes('?');
    const hostname = (req.hostname ?? '').split(':')[0];
    const lang = pickLanguage((req.cookies ?? {})[LANG_COOKIE], req.headers['accept-language']);
    const file = path.join(dir, lang, page === '/' ? 'index.html' : `${page.slice(1)}.html`);
    const found = query || isWhiteLabelHostname(hostname, baseHostname) ? null : read(file);
    if (!found) return reply.sendFile('index.html', shellDist);
    reply.type('text/html; charset=utf-8');
    // compressed once per build: the page is 5-6x smaller on the wire (issue 12: it is the LCP's only request)
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return reply.send(found.html);
    return reply.header('Content-Encoding', encoding).send(encoding === 'br' ? found.br : found.gzip);
  };

  for (const page of pages) {
    app.get(
      page,
      {
        config: {
          openapi: {
            summary: `The pre-rendered page ${page} (HTML, in the visitor's language)`,
            tags: ['Pages'],
            noInput: true,
          },
        },
      },
      handler(page),
    );
  }
}
