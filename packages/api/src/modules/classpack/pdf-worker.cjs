/**
 * The class pack renderer (docs/decisions/0031-class-pack.md). Plain CommonJS so that it runs as a worker thread both
 * from the sources (tests, dev) and from the bundle (build.mjs copies it next to dist/main.js): PDF layout, font
 * subsetting and QR encoding are CPU work that would otherwise stall the event loop for tens of milliseconds.
 * Input: see ClassPackInput in ./pdf.ts. Fonts: DejaVu Sans (npm dejavu-fonts-ttf, free licence), embedded and
 * subset, so Spanish and Catalan text (á é í ó ú ü ñ ç l·l à è ò ï) renders in any PDF viewer.
 */
'use strict';
const path = require('node:path');
const fs = require('node:fs');
const PDFDocument = require('pdfkit');
const QRCode = require('qrcode');
const { htmlToText, labelsByLocale, pdfBytes, serveRenderer } = require('../../render/pdf-worker-kit.cjs');

const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONTS = { regular: path.join(FONT_DIR, 'DejaVuSans.ttf'), bold: path.join(FONT_DIR, 'DejaVuSans-Bold.ttf') };

const LABELS = labelsByLocale({
  pack: ['Pack de clase', 'Class pack', 'Pack de classe'],
  classN: ['Clase', 'Class', 'Classe'],
  min: ['min', 'min', 'min'],
  timings: ['Tiempos', 'Timings', 'Temps'],
  total: ['Total', 'Total', 'Total'],
  approx: ['reparto orientativo', 'suggested split', 'repartiment orientatiu'],
  organization: ['Organización', 'Organization', 'Organització'],
  layout: ['Disposición del aula', 'Classroom layout', "Disposició de l'aula"],
  materials: ['Materiales a preparar', 'Materials to prepare', 'Materials per preparar'],
  none: ['Nada que preparar', 'Nothing to prepare', 'Res per preparar'],
  electronic: ['Electrónicos', 'Electronic', 'Electrònics'],
  physical: ['Físicos', 'Physical', 'Físics'],
  downloadable: ['Descargables', 'Downloadable', 'Descarregables'],
  start: ['Inicio', 'Start', 'Inici'],
  development: ['Desarrollo', 'Development', 'Desenvolupament'],
  closure: ['Cierre', 'Closure', 'Tancament'],
  valuation: ['Valoración', 'Assessment', 'Valoració'],
  studentSheet: ['Hoja del alumnado', 'Student sheet', "Full de l'alumnat"],
  scan: [
    'Escanea el código para abrir esta clase',
    'Scan the code to open this class',
    'Escaneja el codi per obrir aquesta classe',
  ],
  name: ['Nombre', 'Name', 'Nom'],
  date: ['Fecha', 'Date', 'Data'],
  generated: ['Generado el', 'Generated on', 'Generat el'],
  classes: ['clases', 'classes', 'classes'],
  ages: ['Edades', 'Ages', 'Edats'],
  years: ['años', 'years', 'anys'],
  teacherSections: ['Guía docente', 'Teacher guide', 'Guia docent'],
  studentMaterials: ['Material para el alumnado', 'Student materials', "Material per a l'alumnat"],
  org: {
    group: ['Gran grupo', 'Whole group', 'Gran grup'],
    individual: ['Individual', 'Individual', 'Individual'],
    smallGroups: ['Pequeños grupos', 'Small groups', 'Grups petits'],
  },
  lay: {
    row: ['Filas', 'Rows', 'Files'],
    group: ['Grupos', 'Groups', 'Grups'],
    circle: ['Círculo', 'Circle', 'Cercle'],
    halfCircle: ['Semicírculo', 'Half circle', 'Semicercle'],
  },
});

const INK = '#1a202c';
const TITLE = '#1a365d';
const MUTED = '#4a5568';

/** Renders the pack; resolves with the PDF bytes. */
async function renderClassPack(input) {
  const l = LABELS[input.locale] || LABELS.es;
  const qrs = new Map();
  for (const r of input.resources)
    for (const c of r.classes) {
      if (c.studentUrl)
        qrs.set(
          c.id,
          await QRCode.toBuffer(c.studentUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 6 }),
        );
    }
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    autoFirstPage: true,
    info: { Title: `${l.pack} · ${input.title}`, Subject: l.pack, Creator: 'Kimple' },
  });
  return pdfBytes(doc, () => {
    doc.registerFont('Body', FONTS.regular);
    doc.registerFont('Bold', FONTS.bold);
    const width = doc.page.width - 100;
    const body = () => doc.font('Body').fontSize(10.5).fillColor(INK);
    const heading = (t, size = 13) => {
      doc.moveDown(0.7);
      doc.font('Bold').fontSize(size).fillColor(TITLE).text(t);
      doc.moveDown(0.2);
      body();
    };
    const para = (html) => {
      const t = htmlToText(html);
      if (t) doc.text(t, { width, paragraphGap: 4 });
    };
    const image = (file, maxH) => {
      if (!file) return;
      try {
        const bytes = fs.readFileSync(file);
        doc.image(bytes, { fit: [width, maxH], align: 'center' });
        doc.moveDown(0.5);
      } catch {
        /* not a PNG / JPEG, or gone: the pack goes on without it */
      }
    };

    // cover
    doc.font('Bold').fontSize(11).fillColor(MUTED).text(l.pack.toUpperCase());
    doc.moveDown(0.3).font('Bold').fontSize(22).fillColor(TITLE).text(input.title, { width });
    doc.moveDown(0.5);
    body();
    if (input.subtitle) doc.fillColor(MUTED).text(input.subtitle, { width }).fillColor(INK);
    image(input.coverFile, 260);
    const nClasses = input.resources.reduce((s, r) => s + r.classes.length, 0);
    const total = input.resources.reduce((s, r) => s + r.classes.reduce((a, c) => a + c.minutes, 0), 0);
    doc.moveDown(0.5).text(`${nClasses} ${l.classes} · ${l.total}: ${total} ${l.min}`);
    for (const r of input.resources) {
      if (input.resources.length > 1) doc.moveDown(0.4).font('Bold').text(r.title).font('Body');
      for (const c of r.classes) doc.text(`   ${l.classN} ${c.number}. ${c.name} — ${c.minutes} ${l.min}`, { width });
    }
    doc.moveDown(1).fontSize(8).fillColor(MUTED).text(`${l.generated} ${input.generatedOn}`);

    for (const r of input.resources) {
      for (const c of r.classes) {
        // teacher pages of the class
        doc.addPage();
        doc.font('Body').fontSize(9).fillColor(MUTED).text(r.title, { width });
        doc
          .moveDown(0.2)
          .font('Bold')
          .fontSize(17)
          .fillColor(TITLE)
          .text(`${l.classN} ${c.number}. ${c.name}`, { width });
        body();
        const org = [
          l.org[c.organizationType] || c.organizationType,
          c.secondaryOrganizationType ? l.org[c.secondaryOrganizationType] || c.secondaryOrganizationType : null,
        ]
          .filter(Boolean)
          .join(' / ');
        doc.moveDown(0.3);
        doc
          .font('Bold')
          .text(`${c.minutes} ${l.min}`, { continued: true })
          .font('Body')
          .text(`  ·  ${l.organization}: ${org}  ·  ${l.layout}: ${l.lay[c.classLayout] || c.classLayout}`, { width });

        heading(`${l.timings}${c.timingsApprox ? ` (${l.approx})` : ''}`);
        for (const s of c.sections)
          doc
            .text(`${l[s.key]}`, { continued: true, width })
            .text(`  ${c.timingsApprox ? '≈ ' : ''}${s.minutes} ${l.min}`);
        doc.font('Bold').text(`${l.total}: ${c.minutes} ${l.min}`).font('Body');

        heading(l.materials);
        const groups = [
          ['electronic', c.materials.electronic],
          ['physical', c.materials.physical],
          ['downloadable', c.materials.downloadable],
        ].filter(([, xs]) => xs.length);
        if (!groups.length) doc.fillColor(MUTED).text(l.none).fillColor(INK);
        for (const [k, xs] of groups) {
          doc.font('Bold').text(`${l[k]}:`).font('Body');
          for (const m of xs) doc.text(`  ☐ ${m.name}${m.file ? ` (${m.file})` : ''}`, { width });
        }

        heading(l.teacherSections);
        for (const s of c.sections) {
          if (!htmlToText(s.html)) continue;
          doc
            .moveDown(0.3)
            .font('Bold')
            .fontSize(11)
            .fillColor(TITLE)
            .text(`${l[s.key]} · ${c.timingsApprox ? '≈ ' : ''}${s.minutes} ${l.min}`);
          body();
          para(s.html);
        }

        // the student sheet: its own page, to photocopy and hand out
        doc.addPage();
        const qr = qrs.get(c.id);
        const top = doc.y;
        if (qr) {
          doc.image(qr, doc.page.width - 50 - 110, top, { width: 110, height: 110 });
        }
        doc
          .font('Body')
          .fontSize(9)
          .fillColor(MUTED)
          .text(l.studentSheet.toUpperCase(), 50, top, { width: width - 130 });
        doc
          .moveDown(0.2)
          .font('Bold')
          .fontSize(16)
          .fillColor(TITLE)
          .text(r.title, { width: width - 130 });
        doc
          .moveDown(0.2)
          .font('Bold')
          .fontSize(13)
          .text(`${l.classN} ${c.number}. ${c.name}`, { width: width - 130 });
        body();
        doc
          .moveDown(0.5)
          .text(`${l.name}: ______________________________   ${l.date}: ____________`, { width: width - 130 });
        if (qr) {
          doc
            .fontSize(8)
            .fillColor(MUTED)
            .text(l.scan, doc.page.width - 50 - 130, top + 112, { width: 130, align: 'center' });
          doc.text(c.studentUrl, doc.page.width - 50 - 130, doc.y, { width: 130, align: 'center', link: c.studentUrl });
          body();
        }
        doc.x = 50;
        doc.y = Math.max(doc.y, top + 160);
        doc.moveDown(0.5);
        body().fontSize(12);
        para(c.statement);
        if (c.studentDownloads.length) {
          heading(l.studentMaterials, 11);
          for (const m of c.studentDownloads) doc.text(`• ${m.name}`, { width });
        }
      }
    }
  });
}

module.exports = { renderClassPack, htmlToText, LABELS };

serveRenderer(renderClassPack);
