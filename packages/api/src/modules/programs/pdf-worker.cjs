/**
 * The program summary PDF renderer (POST /EducationalProgramApi/{id}/GeneratePDF), pdfkit. Plain CommonJS so that it
 * runs as a worker thread both from the sources (tests, dev) and from the bundle (build.mjs copies it next to
 * dist/main.js as program-pdf-worker.cjs): PDF layout is CPU work that would otherwise stall the event loop (issue 9,
 * like the class pack, ../classpack/pdf-worker.cjs). Input: ProgramPdfInput in ./pdf.ts.
 */
'use strict';
const { parentPort, isMainThread } = require('node:worker_threads');
const PDFDocument = require('pdfkit');

const LABELS = {
  es: {
    authors: 'Autoría',
    duration: 'Duración',
    ages: 'Edades',
    years: 'años',
    foundation: 'Fundamentación',
    objective: 'Objetivo pedagógico',
    level: 'Nivel y curso',
    udl: 'Pautas DUA',
    resources: 'Recursos',
    classes: 'clases',
    minutes: 'min',
    hours: 'h',
    generated: 'Generado el',
  },
  en: {
    authors: 'Authors',
    duration: 'Duration',
    ages: 'Ages',
    years: 'years',
    foundation: 'Foundation',
    objective: 'Pedagogical objective',
    level: 'Level and year',
    udl: 'UDL guidelines',
    resources: 'Resources',
    classes: 'classes',
    minutes: 'min',
    hours: 'h',
    generated: 'Generated on',
  },
  ca: {
    authors: 'Autoria',
    duration: 'Durada',
    ages: 'Edats',
    years: 'anys',
    foundation: 'Fonamentació',
    objective: 'Objectiu pedagògic',
    level: 'Nivell i curs',
    udl: 'Pautes DUA',
    resources: 'Recursos',
    classes: 'classes',
    minutes: 'min',
    hours: 'h',
    generated: 'Generat el',
  },
};

/** Strips the small HTML subset the content uses (p, ul/li, strong, em) into plain paragraphs. */
function htmlToText(html) {
  return (html || '')
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

const fmtDuration = (min, l) =>
  min >= 60
    ? `${Math.floor(min / 60)} ${l.hours}${min % 60 ? ` ${min % 60} ${l.minutes}` : ''}`
    : `${min} ${l.minutes}`;

function renderProgramPdf(p) {
  const l = LABELS[p.locale] ?? LABELS.es;
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: p.title, Author: p.authors.join(', '), Subject: l.resources },
    });
    const chunks = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const heading = (t) => {
      doc.moveDown(0.8);
      doc.font('Helvetica-Bold').fontSize(13).fillColor('#1a365d').text(t);
      doc.moveDown(0.2);
      doc.font('Helvetica').fontSize(10.5).fillColor('#1a202c');
    };
    doc.font('Helvetica-Bold').fontSize(20).fillColor('#1a365d').text(p.title);
    doc.moveDown(0.5).font('Helvetica').fontSize(10.5).fillColor('#1a202c');
    const facts = [
      [l.authors, p.authors.join(', ')],
      [l.duration, fmtDuration(p.durationMinutes, l)],
      [l.ages, `${p.ageMin}-${p.ageMax} ${l.years}`],
      [l.level, [p.level, p.year].filter(Boolean).join(' · ')],
    ];
    for (const [k, v] of facts)
      doc
        .font('Helvetica-Bold')
        .text(`${k}: `, { continued: true })
        .font('Helvetica')
        .text(v || '-');
    heading(l.foundation);
    doc.text(htmlToText(p.foundation));
    heading(l.objective);
    doc.text(htmlToText(p.objective));
    if (p.udls.length) {
      heading(l.udl);
      for (const u of p.udls) doc.text(`• ${u.name}`);
    }
    heading(`${l.resources} (${p.resources.length})`);
    for (const r of p.resources) {
      doc
        .moveDown(0.3)
        .font('Helvetica-Bold')
        .text(`${r.order}. ${r.title} — ${r.classes.length} ${l.classes}`)
        .font('Helvetica');
      for (const c of r.classes) doc.text(`    ${c.classNumber}. ${c.name} (${c.minutesDuration} ${l.minutes})`);
    }
    doc
      .moveDown(1)
      .fontSize(8)
      .fillColor('#718096')
      .text(`${l.generated} ${new Date().toISOString().slice(0, 10).split('-').reverse().join('·')}`);
    doc.end();
  });
}

module.exports = { renderProgramPdf, htmlToText, LABELS };

if (!isMainThread && parentPort) {
  parentPort.on('message', (msg) => {
    renderProgramPdf(msg.input).then(
      (pdf) => parentPort.postMessage({ id: msg.id, pdf }),
      (e) => parentPort.postMessage({ id: msg.id, error: String((e && e.stack) || e) }),
    );
  });
}
