const { createAppConfig } = require('@platform/mf-config');

module.exports = createAppConfig({
  name: 'mf-folders',
  dir: __dirname,
  exposes: { './spa': './src/spa.tsx' },
});
