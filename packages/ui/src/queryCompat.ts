/**
 * Outside a bundle (jest, node) '@platform/ui' loads its query entry ('@platform/ui/query') so that every
 * PlatformProvider provides the one QueryClient, as in the apps (which import the query entry in their spa.tsx).
 * rspack evaluates `typeof __webpack_require__` at build time: this is dropped from bundles, where react-query is
 * never part of '@platform/ui'. (The deprecated `queryClient` proxy exported from here is gone: import it from
 * '@platform/ui/query'; '@platform/ui' is a shared module, never tree-shaken, so it weighed on every first route.)
 */
declare const __webpack_require__: unknown;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous, build-time-dropped load
if (typeof __webpack_require__ === 'undefined') require('./query');
