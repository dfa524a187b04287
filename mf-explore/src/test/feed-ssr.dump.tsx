/**
 * @jest-environment node
 */
/**
 * Not one of the suite's tests (no `.test.` in its name): src/__tests__/hydration.test.tsx runs it in a child jest, so
 * that the markup it hydrates is the server's, rendered in Node as the API renders it (no window: the router's server
 * path, emotion's server cache), then writes every case's render to FEED_SSR_DUMP.
 */
import { writeFileSync } from 'node:fs';
import { render, type RenderOutput } from '../server';
import { fakeFetchApi } from './fakeApi';
import { CASE_DATA_TIMEOUT_MS, SERVER_CASES, serverCase } from './feedServer';

it('renders the feed as the API does, for the hydration test', async () => {
  const out: Record<string, RenderOutput | null> = {};
  for (const [name, { locale }] of Object.entries(SERVER_CASES)) {
    serverCase(name);
    out[name] = await render({
      pathname: '/feed',
      search: '',
      lang: locale,
      fetchApi: fakeFetchApi,
      dataTimeoutMs: CASE_DATA_TIMEOUT_MS,
    });
  }
  writeFileSync(process.env.FEED_SSR_DUMP ?? '', JSON.stringify(out));
});
