// Runs once before all test files: prepares the PGlite template (migrated + seeded) and, when the
// postgres project runs, the extensions the schema needs (created once in public).
require('tsx/cjs/api').register();
module.exports = async function globalSetup() {
  const { prepareTemplate } = require('./core/template.ts');
  await prepareTemplate();
};
