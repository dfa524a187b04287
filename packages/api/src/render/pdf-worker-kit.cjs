/**
 * The worker side of render/pdf-thread.ts, shared by the PDF renderers that run on a worker thread (the class pack,
 * ../modules/classpack/pdf-worker.cjs, and the program summary, ../modules/programs/pdf-worker.cjs). Plain CommonJS:
 * the workers require it from the sources (tests, dev) and build.mjs bundles it into each worker file in dist/.
 */
'use strict';
const { parentPort, isMainThread } = require('node:worker_threads');

/** The small HTML subset the content uses (p, ul/li, strong, em, br) as plain paragraphs. */
function htmlToText(html) {
  return String(html || '')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<\/(p|li|ul|ol|h\d)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The labels of each locale from one table of `key: [es, en, ca]` rows (nested tables for the value lists), so that
 * each label is written once with its three translations side by side.
 */
function labelsByLocale(rows) {
  const pick = (table, i) =>
    Object.fromEntries(Object.entries(table).map(([k, v]) => [k, Array.isArray(v) ? v[i] : pick(v, i)]));
  return { es: pick(rows, 0), en: pick(rows, 1), ca: pick(rows, 2) };
}

/** A pdfkit document's bytes: `draw(doc)` lays the pages out; the promise resolves once the document has ended. */
function pdfBytes(doc, draw) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** On a worker thread: answers each `{ id, input }` with `{ id, pdf }` or `{ id, error }` (render/pdf-thread.ts). */
function serveRenderer(render) {
  if (isMainThread || !parentPort) return;
  parentPort.on('message', (msg) => {
    render(msg.input).then(
      (pdf) => parentPort.postMessage({ id: msg.id, pdf }),
      (e) => parentPort.postMessage({ id: msg.id, error: String((e && e.stack) || e) }),
    );
  });
}

module.exports = { htmlToText, labelsByLocale, pdfBytes, serveRenderer };
