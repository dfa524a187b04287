const { createAppConfig } = require('@platform/mf-config');

module.exports = createAppConfig({
  name: 'mf-explore',
  dir: __dirname,
  exposes: { './spa': './src/spa.tsx' },
});
