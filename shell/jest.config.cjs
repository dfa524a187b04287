module.exports = require('../jest.config.base.cjs')(__dirname, {
  setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/src/test-setup-i18n.ts'],
});
