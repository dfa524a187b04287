/**
 * Issue 19 in Chromium, as the demo teacher:
 * - the class pack of a two-class resource from its teacher tab: the downloaded PDF (read back with pdf-parse) has both
 *   classes and a student sheet for each; its QR codes (decoded with jsQR from the images in the PDF) are the public
 *   student links of those classes, which open without a session;
 * - "plan with what I have" on the feed: 50 minutes, no devices, no connection: every suggestion fits (checked against
 *   the API's own flags) and shows its reason.
 */
import { after, before, describe, test } from '../src/pw';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { PDFParse } from 'pdf-parse';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { baseUrl, launchBrowser, newPage } from '../src/browser';
import { apiSignIn } from '../src/api';
import { login, waitForPath, skipTour } from '../src/flows';
import { t } from '../src/i18n';
import { shot } from '../src/shots';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** The first-visit tour of the feed covers the page: close it. */
const x = (key: string, vars?: Record<string, string | number>) => t('es', `explore:${key}`, vars);
/** the class pack button and the plan panel have their own namespace (loaded with their lazy chunks) */
const c = (key: string) => t('es', `classpack:${key}`);

interface Detail {
  id: number;
  title: string;
  teacherMaterial: { classPlans: Array<{ id: number; classNumber: number; name: string }> };
  studentMaterial: { classPlans: Array<{ id: number }> };
}

/** A public resource with exactly two classes, both for students too (the demo catalogue has several). */
async function twoClassResource(token: string): Promise<Detail> {
  const auth = { authorization: `Bearer ${token}` };
  for (let page = 0; page < 10; page++) {
    const list = (await (
      await fetch(`${baseUrl()}/api/v1/ResourceApi/GetAllFiltered?locale=es&pageSize=24&pageNumber=${page}`, {
        headers: auth,
      })
    ).json()) as { data: Array<{ id: number; numberOfClasses: number }> };
    for (const c of list.data.filter((r) => r.numberOfClasses === 2)) {
      const d = (await (
        await fetch(`${baseUrl()}/api/v1/ResourceApi/GetByLocale/${c.id}?locale=es`, { headers: auth })
      ).json()) as Detail;
      if (d.teacherMaterial?.classPlans.length === 2 && d.studentMaterial.classPlans.length === 2) return d;
    }
  }
  throw new Error('no two-class resource in the demo catalogue');
}

async function pdfText(bytes: Buffer): Promise<string[]> {
  const p = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await p.getText()).pages.map((pg) => pg.text);
  } finally {
    await p.destroy();
  }
}
async function pdfQrCodes(bytes: Buffer): Promise<string[]> {
  const p = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const r = await p.getImage({ imageBuffer: true, imageDataUrl: false, imageThreshold: 40 });
    const out: string[] = [];
    for (const pg of r.pages)
      for (const img of pg.images) {
        const png = PNG.sync.read(Buffer.from(img.data));
        const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
        if (code) out.push(code.data);
      }
    return out;
  } finally {
    await p.destroy();
  }
}

describe('class pack and plan with what I have', () => {
  test('a teacher downloads the class pack of a two-class resource; its QR codes open those classes without a session', async () => {
    const token = await apiSignIn('teacher@demo.test');
    const r = await twoClassResource(token);
    const { context, page } = await newPage(browser);
    try {
      await login(page, 'teacher@demo.test');
      await waitForPath(page, /^\/feed/);
      await page.goto(`/resource/${r.id}/t`);
      await page.getByTestId('teacher-trigger').waitFor();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: c('classPack.button') }).click();
      const file = await download;
      await page.getByText(c('classPack.done')).waitFor();
      await shot(page, 'classpack-teacher', { fullPage: false });
      assert.match(file.suggestedFilename(), new RegExp(`^resource-${r.id}-class-pack-es\\.pdf$`));
      const bytes = fs.readFileSync(await file.path());
      assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');

      const pages = await pdfText(bytes);
      assert.equal(pages.length, 1 + 2 * 2, 'a cover, then a teacher page and a student sheet per class');
      const [c1, c2] = r.teacherMaterial.classPlans;
      const norm = (s: string) => s.replace(/\s+/g, ' ');
      assert.ok(norm(pages[1]).includes(norm(`Clase 1. ${c1.name}`)), 'the first class');
      assert.ok(norm(pages[3]).includes(norm(`Clase 2. ${c2.name}`)), 'the second class');
      for (const p of [1, 3]) {
        assert.match(pages[p], /Tiempos/);
        assert.match(pages[p], /Materiales a preparar/);
        assert.match(pages[p], /Desarrollo/);
      }
      for (const p of [2, 4]) assert.match(pages[p], /HOJA DEL ALUMNADO/);

      const codes = await pdfQrCodes(bytes);
      assert.equal(codes.length, 2, 'one QR code per student sheet');
      const paths = codes.map((c) => new URL(c).pathname);
      const m = paths.map((p) => /^\/r\/(\d+)\/class\/(\d+)$/.exec(p));
      assert.ok(m.every(Boolean), `student links: ${paths.join(', ')}`);
      assert.deepEqual(
        m.map((x2) => Number(x2![2])),
        [c1.id, c2.id],
      );
      assert.equal(m[0]![1], m[1]![1], 'one share of just these classes');

      // "Choose classes": untick the first (keyboard), the pack has only the second
      await page.getByRole('button', { name: c('classPack.choose') }).click();
      const first = page.getByRole('checkbox', { name: new RegExp(`^${c('classPack.classOption').split(' ')[0]} 1:`) });
      await first.focus();
      await page.keyboard.press('Space');
      assert.equal(await first.isChecked(), false);
      const one = page.waitForEvent('download');
      await page.getByRole('button', { name: c('classPack.button') }).click();
      const onePages = await pdfText(fs.readFileSync(await (await one).path()));
      assert.equal(onePages.length, 1 + 1 * 2, 'only the chosen class');
      assert.ok(norm(onePages[1]).includes(norm(`Clase 2. ${c2.name}`)), 'the second class alone');

      // a student (no session) scans the first code: the class opens
      const student = await newPage(browser);
      try {
        await student.page.goto(baseUrl() + paths[0]);
        await student.page
          .getByRole('heading', { name: new RegExp(c1.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
          .first()
          .waitFor();
        const api = await fetch(
          `${baseUrl()}/api/v1/ResourceApi/GetStudentResource?id=${m[0]![1]}&classId=${c2.id}&locale=es`,
        );
        assert.equal(api.status, 200, 'the second class is shared too');
      } finally {
        await student.context.close();
      }
    } finally {
      await context.close();
    }
  });

  test('50 minutes, no devices, no connection: only what fits, each with its reason', async () => {
    const token = await apiSignIn('teacher@demo.test');
    const api = (await (
      await fetch(`${baseUrl()}/api/v1/ResourceApi/PlanWithWhatIHave?minutes=50&connectivity=offline&locale=es`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as {
      data: Array<{
        title: string;
        minutes: number;
        devices: string;
        needsPrinter: boolean;
        needsConnection: boolean;
        reason: string;
      }>;
    };
    assert.ok(api.data.length > 0, 'the demo data has classes that fit');
    for (const s of api.data) {
      assert.ok(s.minutes <= 50, `${s.title}: ${s.minutes} min`);
      assert.deepEqual([s.devices, s.needsPrinter, s.needsConnection], ['none', false, false], s.title);
    }
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    try {
      await login(page, 'teacher@demo.test');
      await waitForPath(page, /^\/feed/);
      await page.getByRole('heading', { level: 1, name: x('feed.title') }).waitFor();
      await skipTour(page);
      await page.getByRole('button', { name: x('plan.open') }).click();
      const panel = page.getByRole('region', { name: c('plan.title') });
      await panel.getByLabel(c('plan.minutes')).fill('50');
      await panel.getByRole('radio', { name: c('plan.device.none') }).check();
      await panel.getByRole('radio', { name: c('plan.offline') }).check();
      assert.equal(await panel.getByRole('checkbox', { name: c('plan.printer') }).isChecked(), false);
      await panel.getByRole('button', { name: c('plan.submit') }).click();
      const items = panel.getByRole('list', { name: c('plan.results') }).getByRole('listitem');
      await items.first().waitFor();
      assert.equal(await items.count(), api.data.length);
      const reasons = await panel.getByTestId('plan-reason').allTextContents();
      assert.deepEqual(
        reasons,
        api.data.map((s) => s.reason),
      );
      for (const reason of reasons)
        assert.match(reason, /^(1 clase|\d+ clases|Clase \d+).*min; (necesita|no necesita)/);
      await shot(page, 'classpack-plan-390', { fullPage: false });
    } finally {
      await context.close();
    }
  });
});
