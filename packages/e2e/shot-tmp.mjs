// temporary: screenshots of the folder screens (not committed)
import { chromium } from 'playwright-core';
const base = process.env.BASE;
const out = '/tmp/f/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const who = process.env.WHO || 'teacher@demo.test';
const lang = process.env.LANG_UI || 'es';
for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
  const ctx = await browser.newContext({ baseURL: base, viewport, locale: 'es-ES' });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(who);
  await page.getByLabel('Contraseña').fill('Demo1234');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.waitForURL(/\/feed/);
  await page.waitForTimeout(1500);
  const skip = page.getByRole('button', { name: /Saltar|Omitir/ });
  if (await skip.isVisible().catch(() => false)) await skip.click();
  for (const path of (process.env.PATHS || '/folders,/folders?tab=shared,/folders?tab=provider').split(',')) {
    await page.goto(path);
    await page.waitForTimeout(2500);
    const file = `${out}/${name}-${path.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  await ctx.close();
}
await browser.close();
