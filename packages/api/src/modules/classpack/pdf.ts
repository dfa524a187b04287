/**
 * Runs the class pack renderer (./pdf-worker.cjs) on a worker thread, off the event loop (issue 19; issue 9 asked PDF
 * work out of the event loop): see render/pdf-thread.ts.
 */
import path from 'node:path';
import { pdfThread } from '../../render/pdf-thread';
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
const thread = pdfThread<ClassPackInput>('class pack', [
  path.join(__dirname, 'pdf-worker.cjs'),
  path.join(__dirname, 'classpack-pdf-worker.cjs'),
]);

/** Renders on the worker thread; rejects after `timeoutMs`. */
export function renderClassPack(input: ClassPackInput, timeoutMs = 60_000): Promise<Buffer> {
  return thread.render(input, timeoutMs);
}

/** Stops the worker (server close). */
export function stopClassPackWorker(): Promise<void> {
  return thread.stop();
}
