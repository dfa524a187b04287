/**
 * The program summary PDF runs on a worker thread (issue 9, render/pdf-thread.ts), like the class pack: the document
 * it answers still says what the program says (title, facts, sections, resources and classes, in the chosen
 * language), and the layout work no longer blocks the event loop.
 */
import { inflateSync } from 'node:zlib';
import { threadId } from 'node:worker_threads';
import { programPdfThread, renderProgramPdf, type ProgramPdfInput } from '../../src/modules/programs/pdf';

// the renderer itself, as the worker runs it (plain CommonJS)
// eslint-disable-next-line @typescript-eslint/no-require-imports
const inThread = require('../../src/modules/programs/pdf-worker.cjs') as {
  renderProgramPdf(p: ProgramPdfInput): Promise<Buffer>;
};

// WinAnsiEncoding (the standard fonts' encoding): latin1 but for the 0x80-0x9f block
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};
const winAnsi = { decode: (b: Buffer) => Array.from(b, (c) => WIN_ANSI[c] ?? String.fromCharCode(c)).join('') };
/** The text a pdfkit document shows: its (deflated) content streams' TJ strings (hex, WinAnsi) joined. */
function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let body: Buffer = pdf.subarray(start, end);
    try {
      body = inflateSync(body);
    } catch {
      /* not deflated */
    }
    const s = body.toString('latin1');
    for (const line of s.match(/\[[^\]]*\]\s*TJ/g) ?? []) {
      out.push(
        (line.match(/<([0-9a-fA-F]*)>/g) ?? []).map((h) => winAnsi.decode(Buffer.from(h.slice(1, -1), 'hex'))).join(''),
      );
    }
  }
  return out.join('\n');
}

const program = (over: Partial<ProgramPdfInput> = {}): ProgramPdfInput => ({
  locale: 'ca',
  title: 'Aigua i energia',
  authors: ['Marta Puig', 'Joan Sala'],
  durationMinutes: 135,
  ageMin: 8,
  ageMax: 10,
  foundation: '<p>Per què <strong>estalviar</strong> aigua?</p><ul><li>Consum</li><li>Cicle</li></ul>',
  objective: '<p>Entendre el cicle de l&#39;aigua &amp; l·l</p>',
  level: 'Primària',
  year: '3r',
  udls: [{ type: 'engagement', name: 'Opcions per captar l’interès' }],
  resources: [
    {
      order: 1,
      title: 'El cicle',
      classes: [
        { classNumber: 1, name: 'Observem', minutesDuration: 45 },
        { classNumber: 2, name: 'Mesurem', minutesDuration: 50 },
      ],
    },
    { order: 2, title: 'Estalvi a casa', classes: [{ classNumber: 1, name: 'Pla', minutesDuration: 40 }] },
  ],
  ...over,
});

afterAll(async () => {
  await programPdfThread.stop();
});

test('the worker answers a PDF with the program in the chosen language', async () => {
  const pdf = await renderProgramPdf(program());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.subarray(-6).toString()).toContain('%%EOF');
  const text = pdfText(pdf);
  for (const s of [
    'Aigua i energia',
    'Autoria: ',
    'Marta Puig, Joan Sala',
    'Durada: ',
    '2 h 15 min',
    'Edats: ',
    '8-10 anys',
    'Primària · 3r',
    'Fonamentació',
    'Per què estalviar aigua?',
    '• Consum',
    'Objectiu pedagògic',
    "Entendre el cicle de l'aigua & l·l",
    'Pautes DUA',
    '• Opcions per captar l’interès',
    'Recursos (2)',
    '1. El cicle — 2 classes',
    '2. Mesurem (50 min)',
    '2. Estalvi a casa — 1 classes',
    'Generat el',
  ])
    expect(text).toContain(s);
  expect(text).not.toContain('<strong>');
  // English labels for an English request
  const en = pdfText(await renderProgramPdf(program({ locale: 'en', udls: [] })));
  expect(en).toContain('Pedagogical objective');
  expect(en).toContain('Level and year');
  expect(en).not.toContain('UDL guidelines'); // no UDLs, no section
  expect(en).not.toContain('Objectiu pedagògic');
});

test('the worker renders what the renderer renders in-thread (same pages, same text)', async () => {
  const input = program();
  const [a, b] = await Promise.all([renderProgramPdf(input), inThread.renderProgramPdf(input)]);
  expect(pdfText(a)).toBe(pdfText(b));
  const pages = (x: Buffer) => (x.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  expect(pages(a)).toBe(pages(b));
});

test('rendering runs on another thread: the event loop keeps turning during a long render', async () => {
  const big = program({
    resources: Array.from({ length: 400 }, (_, i) => ({
      order: i + 1,
      title: `Recurs ${i + 1}`,
      classes: Array.from({ length: 8 }, (__, k) => ({
        classNumber: k + 1,
        name: `Classe ${k + 1}`,
        minutesDuration: 45,
      })),
    })),
  });
  // in-thread, the layout blocks: no timer fires until it is done
  let ticks = 0;
  const tick = setInterval(() => (ticks += 1), 5);
  const t0 = performance.now();
  await inThread.renderProgramPdf(big);
  const inThreadMs = performance.now() - t0;
  const inThreadTicks = ticks;
  // on the worker: the timers go on while it renders
  ticks = 0;
  const t1 = performance.now();
  const pdf = await renderProgramPdf(big);
  const workerMs = performance.now() - t1;
  clearInterval(tick);
  expect(programPdfThread.threadId()).not.toBeNull();
  expect(programPdfThread.threadId()).not.toBe(threadId);
  expect(pdfText(pdf)).toContain('400. Recurs 400 — 8 classes');
  // the in-thread render took long enough to matter and starved the timer; the worker's did not
  expect(inThreadMs).toBeGreaterThan(50);
  expect(inThreadTicks).toBeLessThanOrEqual(2);
  expect(ticks).toBeGreaterThanOrEqual(Math.min(5, Math.floor(workerMs / 50)));
});

test('a failing render rejects with the reason (no hang), and the next render works', async () => {
  await expect(renderProgramPdf({ ...program(), authors: null as unknown as string[] })).rejects.toThrow(
    /program summary rendering failed/,
  );
  expect((await renderProgramPdf(program())).subarray(0, 5).toString()).toBe('%PDF-');
});
