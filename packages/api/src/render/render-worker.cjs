/**
 * A render worker thread of the API (src/render/pool.ts, docs/decisions/0053-request-scoped-concurrent-render.md).
 *
 * The API's ONE server-bundle loader: `<appsRoot>/<app>/dist-server/server.cjs` (the shell's and the remotes' server
 * builds, `@platform/contracts/render`), required on first use and again when its file changes (a redeploy is picked
 * up without a restart); a bundle without `render` or built for another contract version is not run.
 *
 * Jobs run concurrently (a render is request-scoped: nothing of one is in the bundle's module state): the pool sends
 * `{ type: 'render', id, chain: [{ app, input }], fetch }`; each step renders with its bundle, a step after the first
 * around the previous step's markup (`input.remote`: the shell's page around a remote). With `fetch`, the renders'
 * `fetchApi` asks the pool (`{ type: 'fetch', id, seq, req }` → `{ type: 'fetched', seq, res: { status, body } | error }`):
 * the API answers on the main thread, with the user's authority; its JSON text is parsed here. The answer is `{ type: 'done', id, result }`, result one of
 * `{ kind: 'rendered', outputs }`, `{ kind: 'declined', app }` (a bundle answered null), `{ kind: 'unavailable', app,
 * reason }` (no usable bundle), `{ kind: 'failed', app, message }`.
 *
 * Plain CommonJS so that it runs both from the sources (tests, dev) and next to the built dist/main.js (build.mjs
 * copies it).
 */
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const { appsRoot, contract, nice } = workerData;
// below the main thread (HTTP, the database, the renders' API answers, the app shell): on Linux a thread's own
// priority (who = 0 is the calling thread); elsewhere the call may touch the process or fail, so only where it is the
// thread's
if (nice > 0 && process.platform === 'linux') {
  try {
    os.setPriority(0, Math.min(19, os.getPriority(0) + nice));
  } catch {
    /* not allowed: renders run at the main thread's priority */
  }
}
const APP = /^(?:shell|mf-[a-z0-9-]+)$/;

/** app → { mtime, module } or { mtime, reason } */
const bundles = new Map();

/** The app's server bundle, loaded (again when its file changed); { reason } when there is none to run. */
function bundle(app) {
  if (!APP.test(app)) return { reason: `not an app: ${app}` };
  const file = path.join(appsRoot, app, 'dist-server', 'server.cjs');
  let mtime;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    bundles.delete(app);
    return { reason: 'missing' };
  }
  const known = bundles.get(app);
  if (known && known.mtime === mtime) return known;
  let entry;
  try {
    // a rebuilt bundle replaces the loaded one
    delete require.cache[require.resolve(file)];
    const m = require(file);
    if (typeof m.render !== 'function') entry = { mtime, reason: 'no render export' };
    else if (m.renderContract !== contract)
      entry = { mtime, reason: `built for render contract ${String(m.renderContract)}, the API speaks ${contract}` };
    else entry = { mtime, module: m };
  } catch (err) {
    entry = { mtime, reason: `failed to load: ${(err && err.stack) || err}` };
  }
  bundles.set(app, entry);
  return entry;
}

let fetchSeq = 0;
const fetches = new Map();

/** The `fetchApi` of job `id`: answered by the pool on the main thread. */
function fetchApiOf(id) {
  return (req) =>
    new Promise((resolve, reject) => {
      const seq = ++fetchSeq;
      fetches.set(seq, { resolve, reject });
      try {
        parentPort.postMessage({
          type: 'fetch',
          id,
          seq,
          req: { method: req && req.method, url: req && req.url, body: req ? req.body : undefined },
        });
      } catch (err) {
        fetches.delete(seq);
        reject(err);
      }
    });
}

/** The API's answer body as the contract's `data`: the parsed JSON, null when empty, the text when not JSON. */
function parseBody(body) {
  if (typeof body !== 'string' || !body.length) return null;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

const messageOf = (err) => String((err && err.stack) || err).slice(0, 4000);

async function run({ id, chain, fetch }) {
  let app = chain[0] && chain[0].app;
  let result;
  try {
    const outputs = [];
    let previous = null;
    for (const step of chain) {
      app = step.app;
      const b = bundle(app);
      if (!b.module) {
        result = { kind: 'unavailable', app, reason: b.reason };
        break;
      }
      const input = { ...step.input };
      if (fetch) input.fetchApi = fetchApiOf(id);
      if (previous) input.remote = { name: previous.app, html: previous.out.html };
      const out = await b.module.render(input);
      if (out === null || out === undefined) {
        result = { kind: 'declined', app };
        break;
      }
      outputs.push(out);
      previous = { app, out };
    }
    // a step's markup is inside the next step's (its `remote`): only the last one's travels back
    if (!result)
      result = { kind: 'rendered', outputs: outputs.map((o, i) => (i < outputs.length - 1 ? { ...o, html: '' } : o)) };
  } catch (err) {
    result = { kind: 'failed', app, message: messageOf(err) };
  }
  try {
    parentPort.postMessage({ type: 'done', id, result });
  } catch (err) {
    // an answer that cannot be sent (not cloneable): the page is the client-rendered one
    parentPort.postMessage({ type: 'done', id, result: { kind: 'failed', app, message: messageOf(err) } });
  }
}

parentPort.on('message', (m) => {
  if (!m || typeof m !== 'object') return;
  if (m.type === 'render') void run(m);
  else if (m.type === 'ping') parentPort.postMessage({ type: 'pong' });
  else if (m.type === 'fetched') {
    const f = fetches.get(m.seq);
    if (!f) return;
    fetches.delete(m.seq);
    if (m.error !== undefined) f.reject(new Error(m.error));
    else f.resolve({ status: m.res.status, data: parseBody(m.res.body) });
  } else if (m.type === 'warm') {
    // load the bundles ahead of the first request (a 3 MB bundle takes a while to evaluate)
    const loaded = {};
    for (const a of m.apps) loaded[a] = bundle(a).reason ?? 'ok';
    parentPort.postMessage({ type: 'warmed', loaded });
  }
});
