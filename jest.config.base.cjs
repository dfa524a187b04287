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
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@module-federation|single-spa))'],
    setupFiles: [path.join(__dirname, 'jest.polyfills.cjs')],
    testMatch: ['**/?(*.)+(test).[tj]s?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    moduleNameMapper: { '\\.(css|svg|png|jpg)$': path.join(__dirname, 'jest.file-stub.cjs') },
    ...overrides,
  };
};
