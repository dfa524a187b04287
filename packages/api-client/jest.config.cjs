module.exports = require('../../jest.config.base.cjs')(__dirname, {
  // Node's fetch classes in jsdom (axios' fetch adapter needs Request/Response): see jest.environment.cjs
  testEnvironment: require.resolve('./jest.environment.cjs'),
});
