/**
 * A tiny static server with the API's layout (packages/api in `npm start`): shell/dist at `/`
 * (SPA fallback to index.html), each remote's dist at `/mf/<name>/` (the remotes of apps.json). `/api/*` and
 * `/notificationHub` are proxied to API_URL when given, otherwise answered 503 (stubs nothing).
 *
 *   node packages/mf-config/bench/serve.mjs [port]     # serves until killed
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

/** The remotes of the one list of apps (apps.json): only their dists are served at /mf/<name>/. */
const REMOTE_NAMES = new Set(createRequire(import.meta.url)('../apps.cjs').REMOTES.map((r) => r.name));

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TYPES = {
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

function sendFile(res, file) {
  const ext = path.extname(file);
  res.writeHead(200, {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'cache-control':
      ext === '.html' || file.endsWith('remotes.json') || file.endsWith('mf-manifest.json')
        ? 'no-cache'
        : 'public, max-age=31536000, immutable',
  });
  fs.createReadStream(file).pipe(res);
}

function safeJoin(dir, rel) {
  const p = path.normalize(path.join(dir, decodeURIComponent(rel)));
  return p.startsWith(dir) ? p : null;
}

/**
 * @param {{ port?: number, root?: string, apiUrl?: string, hooks?: { onRequest?: (req, res) => boolean } }} [o]
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export function startStaticPlatform(o = {}) {
  const root = o.root ?? repoRoot;
  const shellDist = path.join(root, 'shell/dist');
  const apiUrl = o.apiUrl ?? process.env.API_URL;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (o.hooks?.onRequest?.(req, res)) return;
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/notificationHub')) {
      if (!apiUrl) {
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            statusCode: 503,
            code: 'API_NOT_RUNNING',
            message: 'API not running (static bench server)',
          }),
        );
        return;
      }
      const target = new URL(req.url, apiUrl);
      const proxied = http.request(
        target,
        { method: req.method, headers: { ...req.headers, host: target.host } },
        (pr) => {
          res.writeHead(pr.statusCode ?? 502, pr.headers);
          pr.pipe(res);
        },
      );
      proxied.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(proxied);
      return;
    }
    const mf = url.pathname.match(/^\/mf\/([a-z0-9-]+)\/(.*)$/);
    if (mf && !REMOTE_NAMES.has(mf[1])) {
      res.writeHead(404);
      res.end('not found');
      return;
    }
    if (mf) {
      const dist = path.join(root, mf[1], 'dist');
      const file = safeJoin(dist, mf[2] || 'index.html');
      if (file && fs.existsSync(file) && fs.statSync(file).isFile()) return sendFile(res, file);
      res.writeHead(404);
      res.end('not found');
      return;
    }
    const file = safeJoin(shellDist, url.pathname.slice(1));
    if (file && url.pathname !== '/' && fs.existsSync(file) && fs.statSync(file).isFile()) return sendFile(res, file);
    if (path.extname(url.pathname) && url.pathname !== '/') {
      res.writeHead(404);
      res.end('not found');
      return;
    }
    return sendFile(res, path.join(shellDist, 'index.html'));
  });
  return new Promise((resolve) => {
    server.listen(o.port ?? 0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        close: () =>
          new Promise((r) => {
            server.closeAllConnections?.();
            server.close(() => r());
          }),
      });
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const s = await startStaticPlatform({ port: Number(process.argv[2] ?? 4173) });
  console.log(`static platform on ${s.url}`);
}
