/**
 * The program summary PDF renderer (POST /EducationalProgramApi/{id}/GeneratePDF), pdfkit. Plain CommonJS so that it
 * runs as a worker thread both from the sources (tests, dev) and from the bundle (build.mjs copies it next to
 * dist/main.js as program-pdf-worker.cjs): PDF layout is CPU work that would otherwise stall the event loop (issue 9,
 * like the class pack, ../classpack/pdf-worker.cjs). Input: ProgramPdfInput in ./pdf.ts.
 */
'use strict';
const PDFDocument = require('pdfkit');
const { htmlToText, labelsByLocale, pdfBytes, serveRenderer } = require('../../render/pdf-worker-kit.cjs');

const LABELS = labelsByLocale({
  authors: ['Autoría', 'Authors', 'Autoria'],
  duration: ['Duración', 'Duration', 'Durada'],
  ages: ['Edades', 'Ages', 'Edats'],
  years: ['años', 'years', 'anys'],
  foundation: ['Fundamentación', 'Foundation', 'Fonamentació'],
  objective: ['Objetivo pedagógico', 'Pedagogical objective', 'Objectiu pedagògic'],
  level: ['Nivel y curso', 'Level and year', 'Nivell i curs'],
  udl: ['Pautas DUA', 'UDL guidelines', 'Pautes DUA'],
  resources: ['Recursos', 'Resources', 'Recursos'],
  classes: ['clases', 'classes', 'classes'],
  minutes: ['min', 'min', 'min'],
  hours: ['h', 'h', 'h'],
  generated: ['Generado el', 'Generated on', 'Generat el'],
});

const fmtDuration = (min, l) =>
  min >= 60
    ? `${Math.floor(min / 60)} ${l.hours}${min % 60 ? ` ${min % 60} ${l.minutes}` : ''}`
    : `${min} ${l.minutes}`;

async function renderProgramPdf(p) {
  const l = LABELS[p.locale] ?? LABELS.es;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: p.title, Author: p.authors.join(', '), Subject: l.resources },
  });
  return pdfBytes(doc, () => {
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
  });
}

module.exports = { renderProgramPdf, htmlToText, LABELS };

serveRenderer(renderProgramPdf);
