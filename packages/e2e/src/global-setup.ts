/**
 * Starts one platform per worker before the suite (in parallel) and stops them after it. Their addresses reach the
 * workers through E2E_BASE_URLS; `baseUrl()` picks the one of its worker (TEST_PARALLEL_INDEX).
 */
import type { FullConfig } from '@playwright/test';
import { startPlatform } from './platform';

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const count = Math.max(1, config.workers);
  const started = Date.now();
  const platforms = await Promise.all(Array.from({ length: count }, () => startPlatform()));
  process.env.E2E_BASE_URLS = platforms.map((p) => p.baseUrl).join(',');
  console.log(
    `${count} platform(s) up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${process.env.E2E_BASE_URLS}`,
  );
  return async () => {
    await Promise.all(platforms.map((p) => p.stop()));
  };
}
