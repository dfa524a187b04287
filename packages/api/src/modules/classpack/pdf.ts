/**
 * Runs the class pack renderer (./pdf-worker.cjs) on a worker thread, off the event loop (issue 19; issue 9 asked PDF
 * work out of the event loop). One worker per API process, started on first use and kept (idle, unref'd: it never
 * holds the process open); jobs queue on it. A worker that dies fails its jobs and is replaced on the next call.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AppLocale } from '@platform/contracts';

export interface PackMaterial {
  name: string;
  file?: string | null;
}
export interface PackClass {
  id: number;
  number: number;
  name: string;
  minutes: number;
  organizationType: string;
  secondaryOrganizationType: string | null;
  classLayout: string;
  /** minutes per section; approximate when the class gives none (then the class's minutes are split) */
  sections: Array<{ key: 'start' | 'development' | 'closure' | 'valuation'; minutes: number; html: string }>;
  timingsApprox: boolean;
  materials: { electronic: PackMaterial[]; physical: PackMaterial[]; downloadable: PackMaterial[] };
  statement: string;
  studentDownloads: PackMaterial[];
  /** the public student link of this class (absolute), encoded in the QR code */
  studentUrl: string | null;
}
export interface ClassPackInput {
  locale: AppLocale;
  title: string;
  subtitle?: string;
  coverFile?: string | null;
  generatedOn: string;
  resources: Array<{ id: number; title: string; classes: PackClass[] }>;
}

/** The worker file beside this module (sources) or beside the bundle (dist/, copied by build.mjs). */
function workerFile(): string {
  const candidates = [path.join(__dirname, 'pdf-worker.cjs'), path.join(__dirname, 'classpack-pdf-worker.cjs')];
  const found = candidates.find((f) => existsSync(f));
  if (!found) throw new Error(`class pack worker not found (${candidates.join(', ')})`);
  return found;
}

type Job = { resolve: (b: Buffer) => void; reject: (e: Error) => void };
let worker: Worker | null = null;
const jobs = new Map<number, Job>();
let seq = 0;

function ensureWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(workerFile());
  w.unref();
  w.on('message', (m: { id: number; pdf?: Uint8Array; error?: string }) => {
    const job = jobs.get(m.id);
    if (!job) return;
    jobs.delete(m.id);
    if (m.error || !m.pdf) job.reject(new Error(`class pack rendering failed: ${m.error ?? 'no output'}`));
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
  w.on('exit', (code) => fail(new Error(`class pack worker exited (${code})`)));
  worker = w;
  return w;
}

/** Renders on the worker thread; rejects after `timeoutMs`. */
export function renderClassPack(input: ClassPackInput, timeoutMs = 60_000): Promise<Buffer> {
  const w = ensureWorker();
  const id = ++seq;
  return new Promise<Buffer>((resolve, reject) => {
    const timer = setTimeout(() => {
      jobs.delete(id);
      reject(new Error('class pack rendering timed out'));
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
}

/** Stops the worker (server close). */
export async function stopClassPackWorker(): Promise<void> {
  const w = worker;
  worker = null;
  if (w) await w.terminate();
}
