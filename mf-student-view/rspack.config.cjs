const { createAppConfig } = require('@platform/mf-config');

module.exports = createAppConfig({
  name: 'mf-student-view',
  dir: __dirname,
  exposes: { './spa': './src/spa.tsx' },
});
