/**
 * Screenshots the tests take for people to look at: written to out/screenshots (ignored by git) or to $E2E_SHOTS.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export const SHOTS = process.env.E2E_SHOTS || path.resolve(__dirname, '../out/screenshots');

/** Saves a full-page screenshot of `page` as `<name>.png` in SHOTS and returns its bytes. */
export async function shot(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<Buffer> {
  fs.mkdirSync(SHOTS, { recursive: true });
  return page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: opts.fullPage ?? true });
}
