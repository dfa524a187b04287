const { createAppConfig } = require('@platform/mf-config');

module.exports = createAppConfig({
  name: 'mf-profile-team',
  dir: __dirname,
  exposes: { './spa': './src/spa.tsx' },
});
