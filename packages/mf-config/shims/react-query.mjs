/**
 * What the platform shares as `@tanstack/react-query` (shared.cjs `import`): only the APIs the apps
 * use. A shared module is never tree-shaken, so the package index (infinite queries, useQueries,
 * suspense hooks, hydration, streamedQuery, …) was whole on every route that uses react-query.
 * `react-query-dist` is an alias (index.cjs) to the package's own ES build index; the package is
 * side-effect free, so this facade keeps just what it re-exports. Every app shares ONE copy (one
 * QueryClient context).
 *
 * Need one more API? Export it here (config.test.mjs checks every `@tanstack/react-query` import of
 * the repo against this list), then re-run bench/first-load.mjs. Jest uses the real package.
 */
export {
  QueryClient,
  QueryClientProvider,
  useQuery,
  useMutation,
  useQueryClient,
  keepPreviousData,
} from 'react-query-dist';
