/**
 * What the lazily loaded SnapshotHandler (shims/mf-snapshot-handler.mjs) imports from `@module-federation/sdk`, with
 * its own copy of the SDK's manifest-to-snapshot module: main.js keeps that module for its other exports, and the
 * function the handler alone uses then stayed in main.js too (0.5 KB gz on every route, ADR 0044). Replaces the
 * handler's `@module-federation/sdk` import only (index.cjs, by its importer).
 */
export { isBrowserEnvValue, isManifestProvider } from 'mf-sdk-dist/index.js';
export { generateSnapshotFromManifest } from 'mf-sdk-dist/generateSnapshotFromManifest.js?snapshot';
