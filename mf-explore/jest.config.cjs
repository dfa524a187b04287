module.exports = require('../jest.config.base.cjs')(__dirname, {
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
});
// `<file>.json?all` (src/lib/texts.ts) is the file itself
module.exports.moduleNameMapper = { '^(.+\\.json)\\?all$': '$1', ...module.exports.moduleNameMapper };
