module.exports = require('../../jest.config.base.cjs')(__dirname, {
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
});
