/**
 * `use-sync-external-store/shim` (imported by react-i18next's useTranslation) for React ≥ 18: the
 * package's shim answers `React.useSyncExternalStore` whenever React has it, and every app runs
 * React 19, so its fallback implementation (and its CommonJS wrapper) were dead code on every first
 * route. Aliased in index.cjs.
 */
export { useSyncExternalStore } from 'react';
