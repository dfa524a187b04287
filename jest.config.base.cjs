// Shared jest preset: every app and package extends it (STACK.md: @swc/jest + jsdom + TextEncoder polyfill).
const path = require('node:path');
module.exports = function base(dir, overrides = {}) {
  return {
    rootDir: dir,
    testEnvironment: 'jsdom',
    transform: {
      '^.+\\.(t|j)sx?$': ['@swc/jest', {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
        module: { type: 'commonjs' },
      }],
    },
    // ESM-only packages swc must turn into CommonJS (ky: the api-client's HTTP library, `ky@x` under .pnpm)
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@module-federation|single-spa|ky[@/]))'],
    setupFiles: [path.join(__dirname, 'jest.polyfills.cjs')],
    testMatch: ['**/?(*.)+(test).[tj]s?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    moduleNameMapper: {
      '\\.(css|svg|png|jpg)$': path.join(__dirname, 'jest.file-stub.cjs'),
      // packages/ui imports its own '@platform/ui/base' entry by name (one shared copy in bundles);
      // jest's resolver does not do package self-references
      '^@platform/ui/base$': path.join(__dirname, 'packages/ui/src/base/index.ts'),
    },
    ...overrides,
  };
};
