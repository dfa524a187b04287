module.exports = require('../jest.config.base.cjs')(__dirname, {
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  // screens are lazy chunks and the machine is shared: user-event flows take a few seconds each
  testTimeout: 30000,
});
