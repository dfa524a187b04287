/**
 * White-label builds (issue 18, docs/decisions/0029): the shell built with THEME=escola next to the default build,
 * the SAME remote builds behind both. Both are served and compared: page title, favicon, theme colour, logo, the login
 * button's colour and fonts on a shell page, and a remote screen (mf-folders, built once with the default theme) in
 * each brand's colours, because remotes take the brand from the shell's shared @platform/ui at run time. A subdomain
 * host still loads its school's logo on the white-label build. Screenshots of both go to out/screenshots/white-label-*.png
 * and must differ.
 *
 * The default build is the suite's platform. The escola build is `shell/dist-escola` (made by `npm test`'s build stage,
 * or here when missing or older than shell/dist), linked into a temporary apps folder whose remotes are links to the
 * repository's built remotes, served by a second platform (APPS_ROOT).
 */
import { after, before, describe, test } from '../src/pw';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newContext } from '../src/browser';
import { login, waitForPath } from '../src/flows';
import { t } from '../src/i18n';
import { repoRoot, startPlatform, type RunningPlatform } from '../src/platform';
import { shot } from '../src/shots';

interface BrandJson {
  name: string;
  colors: { primary: Record<string, string> };
  fonts: { heading: string; body: string };
  svg: Record<'small' | 'large', { w: number; h: number; body: string }>;
}
const BRANDS = JSON.parse(fs.readFileSync(path.join(repoRoot, 'packages/ui/src/brands.json'), 'utf8')) as Record<
  string,
  BrandJson
>;
/** shell/dist-escola, the THEME=escola shell `npm test` builds beside the default one; built here when older than it. */
function escolaShell(): string {
  const out = path.join(repoRoot, 'shell', 'dist-escola');
  const mtime = (f: string) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0);
  if (mtime(path.join(out, 'index.html')) >= mtime(path.join(repoRoot, 'shell', 'dist', 'index.html'))) return out;
  const built = spawnSync('pnpm', ['--filter', 'shell', 'run', 'build:escola'], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 300_000,
  });
  assert.equal(built.status, 0, `THEME=escola shell build failed:\n${built.stdout}\n${built.stderr}`);
  return out;
}
const APPS = JSON.parse(fs.readFileSync(path.join(repoRoot, 'packages/mf-config/apps.json'), 'utf8')) as {
  remotes: Record<string, unknown>;
};

const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};
const svgUri = (s: { w: number; h: number; body: string }) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${s.w} ${s.h}">${s.body}</svg>`)}`;
const firstFont = (stack: string) => stack.split(',')[0].replace(/'/g, '').trim();

let browser: Browser;
let work: string;
let escola: RunningPlatform;
const shots: Record<string, Buffer> = {};

before(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'white-label-'));
  const apps = path.join(work, 'apps');
  fs.mkdirSync(path.join(apps, 'shell'), { recursive: true });
  fs.symlinkSync(escolaShell(), path.join(apps, 'shell', 'dist'), 'dir');
  // the remotes are not rebuilt: the white-label shell serves the very same builds
  for (const name of Object.keys(APPS.remotes)) fs.symlinkSync(path.join(repoRoot, name), path.join(apps, name), 'dir');
  escola = await startPlatform({ APPS_ROOT: apps });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await escola?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

async function open(base: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await newContext(browser, { baseURL: base, locale: 'es-ES', viewport });
  context.setDefaultTimeout(20_000);
  return context.newPage();
}

const style = (page: Page, selector: string, prop: 'backgroundColor' | 'fontFamily') =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el)[p as 'backgroundColor'], prop);

for (const theme of ['default', 'escola'] as const) {
  const brand = BRANDS[theme];
  describe(`THEME=${theme}`, () => {
    test('shell page: title, favicon, theme colour, logo, brand colour and fonts', async () => {
      const page = await open(theme === 'default' ? baseUrl() : escola.baseUrl);
      await page.goto('/login');
      const submit = page.getByRole('button', { name: t('es', 'shell:login.submit'), exact: true });
      await submit.waitFor();
      assert.match(await page.title(), new RegExp(`${brand.name}$`));
      assert.equal(await page.locator('link[rel="icon"]').getAttribute('href'), svgUri(brand.svg.small));
      assert.equal(await page.locator('meta[name="theme-color"]').getAttribute('content'), brand.colors.primary['500']);
      const logoLink = page.getByRole('link', { name: t('es', 'shell:nav.logoLink', { brand: brand.name }) }).first();
      assert.equal(await logoLink.locator('img').first().getAttribute('src'), svgUri(brand.svg.large));
      assert.equal(
        await submit.evaluate((el) => getComputedStyle(el).backgroundColor),
        rgb(brand.colors.primary['500']),
      );
      assert.match(await style(page, 'body', 'fontFamily'), new RegExp(firstFont(brand.fonts.body)));
      shots[`${theme}-login`] = await shot(page, `white-label-${theme}-login`, { fullPage: false });
      await page.context().close();
    });

    test('a remote screen (built once, default theme) in the brand colours of the shell', async () => {
      const page = await open(theme === 'default' ? baseUrl() : escola.baseUrl);
      await login(page, 'teacher@demo.test');
      await waitForPath(page, /^\/feed/);
      await page.goto('/folders');
      await page.getByRole('heading', { level: 1, name: t('es', 'folders:title') }).waitFor();
      const create = page
        .locator('#remote-area [data-remote="mf-folders"]')
        .getByRole('button', { name: t('es', 'folders:create.open') })
        .first();
      await create.waitFor();
      assert.equal(
        await create.evaluate((el) => getComputedStyle(el).backgroundColor),
        rgb(brand.colors.primary['500']),
      );
      assert.match(
        await page
          .getByRole('heading', { level: 1 })
          .first()
          .evaluate((el) => getComputedStyle(el).fontFamily),
        new RegExp(firstFont(brand.fonts.heading)),
      );
      shots[`${theme}-folders`] = await shot(page, `white-label-${theme}-folders`, { fullPage: false });
      await page.context().close();
    });

    test('phone: a subdomain host still loads its school logo at run time', async () => {
      const page = await open(theme === 'default' ? baseUrl() : escola.baseUrl, { width: 390, height: 844 });
      await page.goto('/login?subdomain=demo-school');
      const school = page.getByRole('img', { name: t('es', 'shell:nav.schoolLogoAlt') }).first();
      await school.waitFor();
      assert.match((await school.getAttribute('src')) ?? '', /demo-school/);
      shots[`${theme}-phone`] = await shot(page, `white-label-${theme}-subdomain-phone`, { fullPage: false });
      await page.context().close();
    });
  });
}

test('the two builds look different on the same screens', () => {
  for (const screen of ['login', 'folders', 'phone']) {
    const a = shots[`default-${screen}`];
    const b = shots[`escola-${screen}`];
    assert.ok(a && b, `both ${screen} screenshots taken`);
    assert.equal(a.equals(b), false, `${screen}: the brands render differently`);
  }
});
