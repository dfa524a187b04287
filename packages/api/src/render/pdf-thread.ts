/**
 * A renderer run on a worker thread, off the event loop (issue 9: PDF work out of the event loop; first used by the
 * class pack, issue 19). One worker per renderer and API process, started on first use and kept (idle, unref'd: it
 * never holds the process open); jobs queue on it. A worker that dies fails its jobs and is replaced on the next call.
 * The worker file is plain CommonJS so it runs both from the sources (tests, dev) and from the bundle (build.mjs copies
 * it next to dist/main.js); it answers `{ id, pdf }` or `{ id, error }` to each `{ id, input }`.
 */
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

export interface PdfThread<I> {
  /** Renders on the worker thread; rejects after `timeoutMs`. */
  render(input: I, timeoutMs?: number): Promise<Buffer>;
  /** Stops the worker (server close, tests). */
  stop(): Promise<void>;
  /** The worker's thread id, or null before the first job (tests: the work is not on the main thread). */
  threadId(): number | null;
}

export function pdfThread<I>(label: string, candidates: string[]): PdfThread<I> {
  type Job = { resolve: (b: Buffer) => void; reject: (e: Error) => void };
  let worker: Worker | null = null;
  const jobs = new Map<number, Job>();
  let seq = 0;

  const workerFile = () => {
    const found = candidates.find((f) => existsSync(f));
    if (!found) throw new Error(`${label} worker not found (${candidates.join(', ')})`);
    return found;
  };

  const ensureWorker = (): Worker => {
    if (worker) return worker;
    const w = new Worker(workerFile());
    w.unref();
    w.on('message', (m: { id: number; pdf?: Uint8Array; error?: string }) => {
      const job = jobs.get(m.id);
      if (!job) return;
      jobs.delete(m.id);
      if (m.error || !m.pdf) job.reject(new Error(`${label} rendering failed: ${m.error ?? 'no output'}`));
      else job.resolve(Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength));
      if (!jobs.size) w.unref();
    });
    const fail = (e: Error) => {
      if (worker === w) worker = null;
      for (const [id, job] of jobs) {
        jobs.delete(id);
        job.reject(e);
      }
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`${label} worker exited (${code})`)));
    worker = w;
    return w;
  };

  return {
    render(input: I, timeoutMs = 60_000): Promise<Buffer> {
      const w = ensureWorker();
      const id = ++seq;
      return new Promise<Buffer>((resolve, reject) => {
        const timer = setTimeout(() => {
          jobs.delete(id);
          reject(new Error(`${label} rendering timed out`));
        }, timeoutMs);
        timer.unref();
        jobs.set(id, {
          resolve: (b) => {
            clearTimeout(timer);
            resolve(b);
          },
          reject: (e) => {
            clearTimeout(timer);
            reject(e);
          },
        });
        w.ref(); // keep the process alive while a job runs
        w.postMessage({ id, input });
      });
    },
    async stop() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
    threadId: () => worker?.threadId ?? null,
  };
}
