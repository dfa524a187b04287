/**
 * The program summary PDF (POST /EducationalProgramApi/{id}/GeneratePDF): rendered by ./pdf-worker.cjs (pdfkit) on a
 * worker thread, off the event loop (issue 9; the same runner as the class pack, render/pdf-thread.ts).
 */
import path from 'node:path';
import type { AppLocale as L } from '@platform/contracts';
import { pdfThread } from '../../render/pdf-thread';

export interface ProgramPdfInput {
  locale: L;
  title: string;
  authors: string[];
  durationMinutes: number;
  ageMin: number;
  ageMax: number;
  foundation: string;
  objective: string;
  level: string | null;
  year: string;
  udls: Array<{ type: string; name: string }>;
  resources: Array<{
    order: number;
    title: string;
    classes: Array<{ classNumber: number; name: string; minutesDuration: number }>;
  }>;
}

/** The worker file beside this module (sources) or beside the bundle (dist/, copied by build.mjs). */
export const programPdfThread = pdfThread<ProgramPdfInput>('program summary', [
  path.join(__dirname, 'pdf-worker.cjs'),
  path.join(__dirname, 'program-pdf-worker.cjs'),
]);

/** Renders the summary on the worker thread; rejects after `timeoutMs`. */
export function renderProgramPdf(p: ProgramPdfInput, timeoutMs = 60_000): Promise<Buffer> {
  return programPdfThread.render(p, timeoutMs);
}
