// Shared jest preset: every app and package extends it (STACK.md: @swc/jest + jsdom + TextEncoder polyfill).
const path = require('node:path');
module.exports = function base(dir, overrides = {}) {
  return {
    // the package's name: `npx jest --selectProjects mf-folders` runs one project of the root jest.config.cjs
    displayName: require(path.join(dir, 'package.json')).name,
    rootDir: dir,
    testEnvironment: 'jsdom',
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages swc must turn into CommonJS (ky: the api-client's HTTP library, `ky@x` under .pnpm)
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@module-federation|single-spa|ky[@/]))'],
    setupFiles: [path.join(__dirname, 'jest.polyfills.cjs')],
    testMatch: ['**/?(*.)+(test).[tj]s?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // the first render of a suite loads Chakra and the lazy chunks cold: over 5 s when 2 cores are shared by several runs
    testTimeout: 20_000,
    moduleNameMapper: {
      '\\.(css|svg|png|jpg)$': path.join(__dirname, 'jest.file-stub.cjs'),
      // packages/ui imports its own '@platform/ui/base' entry by name (one shared copy in bundles);
      // jest's resolver does not do package self-references
      '^@platform/ui/base$': path.join(__dirname, 'packages/ui/src/base/index.ts'),
      // the api-client's group modules import the shared client by its package name (one instance in bundles)
      '^@platform/api-client$': path.join(__dirname, 'packages/api-client/src/index.ts'),
    },
    ...overrides,
  };
};
