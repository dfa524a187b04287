/**
 * What the platform shares as `@tanstack/react-query` (shared.cjs `import`): only the APIs the apps use. A shared module
 * is never tree-shaken, so the package index (infinite queries, useQueries, suspense hooks, hydration, streamedQuery, …)
 * was whole on every route that uses react-query. Every app shares ONE copy (one QueryClient context).
 *
 * OUR module over the package's public entry: `facade-source/@tanstack/react-query` is an alias (shared.cjs
 * FACADE_ALIASES) to the package NAME, resolved through its own `exports`; the package is side-effect free, so this
 * facade keeps just what it re-exports. The alias only keeps the MF shared key from matching this file's own import.
 *
 * Need one more API? Export it here (config.test.mjs checks every `@tanstack/react-query` import of the repo against
 * this list), then re-run bench/first-load.mjs. Jest uses the real package.
 */
export {
  QueryClient,
  QueryClientProvider,
  useQuery,
  useMutation,
  useQueryClient,
  keepPreviousData,
} from 'facade-source/@tanstack/react-query';
