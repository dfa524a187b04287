import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ baseURL: process.env.BASE, viewport: { width: 390, height: 844 }, locale: 'es-ES' });
const page = await ctx.newPage();
await page.goto('/login');
await page.getByLabel('Correo electrónico').fill('teacher@demo.test');
await page.getByLabel('Contraseña').fill('Demo1234');
await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
await page.waitForURL(/\/feed/);
for (const p of ['/feed', '/folders', '/folders/5', '/folders/1', '/kimple-folders/1']) {
  await page.goto(p); await page.waitForTimeout(2500);
  const r = await page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > w + 1).slice(0, 5).map((e) => `${e.tagName}.${e.className.toString().slice(0, 40)} ${Math.round(e.getBoundingClientRect().right)}`);
    return { scroll: document.documentElement.scrollWidth, w, wide };
  });
  console.log(p, JSON.stringify(r));
}
await browser.close();
