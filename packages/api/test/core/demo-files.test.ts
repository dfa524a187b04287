/** The demo images (covers and white-label logos) are written where GET /files/* serves them. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { getCatalogue } from '../../src/seed/catalogue';
import { listCovers } from '../../src/seed/covers';
import { DEMO_LOGOS, logoSvg, writeDemoFiles } from '../../src/seed/files';
import { startTestApp, type TestApp } from './harness';

let env: TestApp;
beforeAll(async () => {
  env = await startTestApp();
});
afterAll(async () => {
  await env?.close();
});

describe('demo images', () => {
  it('writes every cover and logo the demo data names, and the files route serves them as SVG', async () => {
    const cat = getCatalogue();
    const written = await writeDemoFiles(env.config.dataDir, cat);
    const covers = listCovers(cat);
    expect(written).toBe(covers.length + DEMO_LOGOS.length);
    for (const c of [...covers.map((x) => x.path), ...DEMO_LOGOS.map((l) => l.path)]) {
      expect(existsSync(path.join(env.config.dataDir, 'files', c.slice('/files/'.length)))).toBe(true);
    }
    const cover = await env.request('GET', cat.resources[0].cover);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(cover.text.startsWith('<svg')).toBe(true);
    const logo = await env.request('GET', DEMO_LOGOS[1].path);
    expect(logo.status).toBe(200);
    expect(logo.text).toContain('Colegio Demo Norte');
    // idempotent: a second start writes the same files again without failing
    await expect(writeDemoFiles(env.config.dataDir, cat)).resolves.toBe(written);
  });

  it('every logo path of the seeded schools is one the writer produces', async () => {
    const { rows } = await env.db.query<{ small_logo: string | null; large_logo: string | null }>(
      'SELECT small_logo, large_logo FROM schools WHERE small_logo IS NOT NULL OR large_logo IS NOT NULL',
    );
    const paths = new Set(DEMO_LOGOS.map((l) => l.path));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) for (const p of [r.small_logo, r.large_logo]) if (p) expect(paths.has(p)).toBe(true);
  });

  it('escapes names in logos', () => {
    expect(logoSvg('A & <B>', '#000', true)).toContain('A &amp; &lt;B&gt;');
  });
});
