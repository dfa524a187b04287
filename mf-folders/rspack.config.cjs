const { createAppConfig } = require('@platform/mf-config');

// exposes './spa' (src/spa.tsx: the kit's single-spa lifecycles)
module.exports = createAppConfig({ name: 'mf-folders', dir: __dirname });
