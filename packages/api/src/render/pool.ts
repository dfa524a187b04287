/**
 * The server renders' worker pool (docs/decisions/0053-request-scoped-concurrent-render.md).
 *
 * `size` worker threads (render-worker.cjs: the one server-bundle loader), started on first use; each runs up to
 * `perWorker` renders at the same time (a render is request-scoped, so they interleave while they wait for their data).
 * A job is a chain of bundle renders (`{ app, input }` steps: mf-explore's feed, then the shell's page around it);
 * its renders reach the API through the job's `fetchApi`, answered here on the main thread (app.inject with the
 * user's token: the same routes, rules and caches as the browser's calls).
 *
 * Load shedding: a job waits in a FIFO queue until a worker has room. One that could not start within `queueBudgetMs`
 * is not rendered (`{ kind: 'shed' }`): the caller answers the app shell, which the browser renders — it never waits
 * behind a queue that does not move (and one that is expected to wait longer than that is shed before any work is
 * done for it: `saturated`). A started job that has not answered in `timeoutMs` is given up (`timeout`); when
 * its worker then does not answer a ping within a second (a loop that never yields), it is replaced (its other jobs
 * fail).
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { RENDER_CONTRACT, type FetchApiRequest, type RenderInput } from '@platform/contracts/render';

/** One step of a job: the app whose server bundle renders, and its input (the pool adds fetchApi and remote). */
export interface RenderStep {
  app: string;
  input: Omit<RenderInput, 'fetchApi' | 'remote'>;
}
/**
 * The API as the page's user, its answer's body as JSON text (parsed on the render's thread into the `fetchApi`
 * answer `{ status, data }` of the contract: null when empty, the text when it is not JSON).
 */
export type RawFetchApi = (req: FetchApiRequest) => Promise<{ status: number; body: string }>;
export interface RenderJob {
  chain: RenderStep[];
  /** the API as the page's user (absent for a page rendered for anyone) */
  fetchApi?: RawFetchApi;
}

/** An API answer's body as `fetchApi` gives it: the parsed JSON, null when empty, the text when it is not JSON. */
export function parseBody(body: string): unknown {
  if (!body.length) return null;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}
/** What a job came to (`queuedMs`: its wait for a worker; `renderMs`: from its start to its answer). */
export type RenderResult =
  | { kind: 'rendered'; outputs: unknown[]; queuedMs: number; renderMs: number }
  | { kind: 'declined'; app: string; queuedMs: number; renderMs: number }
  | { kind: 'unavailable'; app: string; reason: string; queuedMs: number; renderMs: number }
  | { kind: 'failed'; app: string; message: string; queuedMs: number; renderMs: number }
  | { kind: 'shed'; queuedMs: number }
  | { kind: 'timeout'; queuedMs: number; renderMs: number };

export interface RenderPoolOptions {
  /** the repository root holding `<app>/dist-server/server.cjs` */
  appsRoot: string;
  /** worker threads (default: the cores, 1-8) */
  size?: number;
  /** renders at the same time per worker (default 2: one renders while the other waits for its data) */
  perWorker?: number;
  /** how long a job may wait for a worker before it is shed (default 100 ms) */
  queueBudgetMs?: number;
  /** how long a started job may take (default 10 s) */
  timeoutMs?: number;
  /**
   * how much lower the workers' scheduling priority is than the main thread's (Linux, where a thread has its own):
   * under load the main thread — requests, the database, the renders' API answers, the app shell — runs first
   */
  nice?: number;
}

export interface RenderPoolStats {
  workers: number;
  running: number;
  queued: number;
  rendered: number;
  shed: number;
  timedOut: number;
}

export interface RenderPool {
  run(job: RenderJob): Promise<RenderResult>;
  /**
   * True when a job asked now is expected to wait longer than the budget: jobs wait, and at the pace renders have been
   * finishing (each slot frees once per recent render time) the ones ahead of it take more than the budget to start.
   * The callers then answer the app shell before doing any work for the render (the page session's queries, the data
   * it would be given).
   */
  saturated(): boolean;
  /** Starts the workers and loads these apps' bundles in each (ahead of the first request). */
  warm(apps: string[]): void;
  stats(): RenderPoolStats;
  /** Stops the workers (server close); jobs not answered yet fail. */
  close(): Promise<void>;
}

/** The worker file: next to this module in the sources, next to dist/main.js in the build (build.mjs copies it). */
const WORKER_FILES = [path.join(__dirname, 'render-worker.cjs'), path.join(__dirname, 'render', 'render-worker.cjs')];

export const DEFAULT_QUEUE_BUDGET_MS = 100;
export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_PER_WORKER = 2;
export const defaultPoolSize = (): number =>
  Math.max(
    1,
    Math.min(8, typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length),
  );

type Result = RenderResult;
interface Started {
  resolve: (r: Result) => void;
  fetchApi?: RawFetchApi;
  queuedMs: number;
  startedAt: number;
  timer: NodeJS.Timeout;
}
interface Slot {
  worker: Worker;
  running: number;
  jobs: Map<number, Started>;
  /** the ping in flight: answered by a worker whose event loop turns */
  ping: NodeJS.Timeout | null;
}
const PING_MS = 1_000;
interface Waiting {
  job: RenderJob;
  resolve: (r: Result) => void;
  enqueuedAt: number;
  timer: NodeJS.Timeout;
}

export function createRenderPool(opts: RenderPoolOptions): RenderPool {
  const size = Math.max(1, Math.floor(opts.size ?? defaultPoolSize()));
  const perWorker = Math.max(1, Math.floor(opts.perWorker ?? DEFAULT_PER_WORKER));
  const queueBudgetMs = Math.max(0, opts.queueBudgetMs ?? DEFAULT_QUEUE_BUDGET_MS);
  const timeoutMs = Math.max(1, opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const slots: Slot[] = [];
  const queue: Waiting[] = [];
  const counts = { rendered: 0, shed: 0, timedOut: 0 };
  /** how long recent renders took, start to answer (an exponential average): the pace at which slots free up */
  let recentRenderMs = 0;
  let seq = 0;
  let closed = false;

  const workerFile = () => {
    const found = WORKER_FILES.find((f) => existsSync(f));
    if (!found) throw new Error(`render worker not found (${WORKER_FILES.join(', ')})`);
    return found;
  };

  const retire = (slot: Slot, reason: string) => {
    const at = slots.indexOf(slot);
    if (at >= 0) slots.splice(at, 1);
    for (const [id, job] of slot.jobs) {
      slot.jobs.delete(id);
      clearTimeout(job.timer);
      job.resolve({
        kind: 'failed',
        app: '',
        message: reason,
        queuedMs: job.queuedMs,
        renderMs: Date.now() - job.startedAt,
      });
    }
    slot.running = 0;
    void slot.worker.terminate().catch(() => undefined);
  };

  const spawn = (): Slot => {
    const worker = new Worker(workerFile(), {
      workerData: { appsRoot: opts.appsRoot, contract: RENDER_CONTRACT, nice: Math.max(0, opts.nice ?? 0) },
    });
    const slot: Slot = { worker, running: 0, jobs: new Map(), ping: null };
    worker.unref(); // an idle pool never holds the process open
    worker.on('message', (m: { type: string; id: number; seq?: number; req?: unknown; result?: Result }) => {
      if (m.type === 'pong') {
        if (slot.ping) clearTimeout(slot.ping);
        slot.ping = null;
        return;
      }
      if (m.type === 'fetch') {
        const job = slot.jobs.get(m.id);
        const answer = (msg: Record<string, unknown>) => {
          try {
            worker.postMessage({ type: 'fetched', seq: m.seq, ...msg });
          } catch (err) {
            worker.postMessage({ type: 'fetched', seq: m.seq, error: String(err) });
          }
        };
        if (!job?.fetchApi) return answer({ error: 'this render has no fetchApi (or was given up)' });
        const req = m.req as FetchApiRequest;
        Promise.resolve()
          .then(() => job.fetchApi!(req))
          .then(
            (res) => answer({ res }),
            (err: unknown) => answer({ error: err instanceof Error ? err.message : String(err) }),
          );
        return;
      }
      if (m.type === 'done') {
        const job = slot.jobs.get(m.id);
        if (!job) return; // given up already (timeout)
        slot.jobs.delete(m.id);
        slot.running--;
        clearTimeout(job.timer);
        const renderMs = Date.now() - job.startedAt;
        const r = m.result as Result;
        if (r.kind === 'rendered') {
          counts.rendered++;
          recentRenderMs = recentRenderMs ? recentRenderMs * 0.8 + renderMs * 0.2 : renderMs;
        }
        job.resolve({ ...r, queuedMs: job.queuedMs, renderMs } as Result);
        if (!slot.jobs.size) worker.unref();
        pump();
      }
    });
    worker.on('error', (err) => retire(slot, `render worker failed: ${err.message}`));
    worker.on('exit', (code) => {
      if (slots.includes(slot)) retire(slot, `render worker exited (${code})`);
      pump();
    });
    slots.push(slot);
    return slot;
  };

  /** The slot with the most room, starting a worker while the pool is not full; null when every one is busy. */
  const freeSlot = (): Slot | null => {
    let best: Slot | null = null;
    for (const s of slots) if (s.running < perWorker && (!best || s.running < best.running)) best = s;
    if (best && best.running === 0) return best;
    if (slots.length < size) return spawn();
    return best;
  };

  const start = (slot: Slot, job: RenderJob, resolve: (r: Result) => void, queuedMs: number) => {
    const id = ++seq;
    const startedAt = Date.now();
    const timer = setTimeout(() => {
      if (!slot.jobs.has(id)) return;
      slot.jobs.delete(id);
      slot.running--;
      counts.timedOut++;
      resolve({ kind: 'timeout', queuedMs, renderMs: Date.now() - startedAt });
      // a render that waits forever costs its worker nothing; one that never yields blocks it: a worker that does not
      // answer a ping is replaced
      if (!slot.ping && slots.includes(slot)) {
        slot.ping = setTimeout(() => {
          retire(slot, 'render worker blocked');
          pump();
        }, PING_MS);
        slot.ping.unref();
        slot.worker.postMessage({ type: 'ping' });
      }
      pump();
    }, timeoutMs);
    timer.unref();
    slot.jobs.set(id, { resolve, fetchApi: job.fetchApi, queuedMs, startedAt, timer });
    slot.running++;
    slot.worker.ref(); // a render in flight keeps the process alive
    slot.worker.postMessage({ type: 'render', id, chain: job.chain, fetch: typeof job.fetchApi === 'function' });
  };

  function pump() {
    while (queue.length && !closed) {
      const slot = freeSlot();
      if (!slot) return;
      const next = queue.shift()!;
      clearTimeout(next.timer);
      start(slot, next.job, next.resolve, Date.now() - next.enqueuedAt);
    }
  }

  return {
    run(job) {
      if (closed) return Promise.resolve({ kind: 'shed', queuedMs: 0 });
      return new Promise<Result>((resolve) => {
        const slot = queue.length ? null : freeSlot();
        if (slot) return start(slot, job, resolve, 0);
        const enqueuedAt = Date.now();
        const waiting: Waiting = {
          job,
          resolve,
          enqueuedAt,
          // not started within the budget: shed (the caller answers the app shell)
          timer: setTimeout(() => {
            const at = queue.indexOf(waiting);
            if (at < 0) return;
            queue.splice(at, 1);
            counts.shed++;
            resolve({ kind: 'shed', queuedMs: Date.now() - enqueuedAt });
          }, queueBudgetMs),
        };
        waiting.timer.unref();
        queue.push(waiting);
      });
    },
    saturated: () => queue.length > 0 && ((queue.length + 1) / (size * perWorker)) * recentRenderMs > queueBudgetMs,
    warm(apps) {
      while (!closed && slots.length < size) spawn();
      for (const s of slots) s.worker.postMessage({ type: 'warm', apps });
    },
    stats: () => ({
      workers: slots.length,
      running: slots.reduce((n, s) => n + s.running, 0),
      queued: queue.length,
      ...counts,
    }),
    async close() {
      closed = true;
      for (const w of queue.splice(0)) {
        clearTimeout(w.timer);
        w.resolve({ kind: 'shed', queuedMs: Date.now() - w.enqueuedAt });
      }
      const all = slots.splice(0);
      for (const s of all) {
        for (const [, job] of s.jobs) {
          clearTimeout(job.timer);
          job.resolve({ kind: 'failed', app: '', message: 'server closing', queuedMs: job.queuedMs, renderMs: 0 });
        }
        s.jobs.clear();
      }
      await Promise.all(all.map((s) => s.worker.terminate().catch(() => undefined)));
    },
  };
}

/** `Server-Timing` of a render: its outcome and, when it started, how long it waited and took. */
export function serverTiming(r: RenderResult): string {
  const parts = [`render;desc="${r.kind}"`];
  parts.push(`render-queue;dur=${r.queuedMs}`);
  if ('renderMs' in r) parts.push(`render-work;dur=${r.renderMs}`);
  return parts.join(', ');
}
