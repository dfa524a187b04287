import type { DehydratedState } from '@tanstack/query-core';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The answers of the feed's server render (ADR 0045 §3: react-query's `dehydrate()` of its client, embedded in the
 * page) into the platform's client, before the remote hydrates the server's markup: the first render reads them, so it
 * is the server's markup, and no request is made for them (a stale one refetches once hydrated, like any query).
 *
 * This is react-query's `hydrate()` for what the server embeds (settled queries, no pending promise, no mutation):
 * the shared react-query facade does not carry `hydrate` (a shared module is never tree-shaken: every route would pay
 * it) and query-core's own module brought a second copy of its utilities into the feed's first load (2.2 KB gz).
 *
 * A query that failed on the server is hydrated as failed and not retried on mount: the server showed its error state
 * (with Retry), and a retry on mount would make the first render a skeleton instead, a mismatch. `retryOnMount` only
 * acts while the query has failed with no data, so once Retry answers, the query behaves as every other.
 */
export function hydrateFeed(client: QueryClient, state: DehydratedState): void {
  const cache = client.getQueryCache();
  for (const { queryKey, queryHash, state: s } of state.queries) {
    if (s.status === 'error') client.setQueryDefaults(queryKey, { retryOnMount: false });
    const query = cache.get(queryHash);
    if (!query) cache.build(client, { queryKey, queryHash }, { ...s, fetchStatus: 'idle' });
    // as hydrate(): a query the browser already holds takes the server's answer only when it is newer
    else if (s.dataUpdatedAt > query.state.dataUpdatedAt)
      query.setState({ ...s, fetchStatus: query.state.fetchStatus });
  }
}
