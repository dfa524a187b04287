// The import boundaries of eslint.config.mjs (ADR 0020) catch what they should and only that: each case lints a
// snippet as if it were a file at that place in the tree, through the ESLint Node API and the root config.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

/** The messages of rule no-restricted-imports for `code` placed at `file` (relative to the repo root). */
async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  assert.ok(result, `${file} is linted`);
  const fatal = result.messages.filter((m) => m.fatal);
  assert.deepEqual(fatal, [], `${file} parses`);
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const caught = async (file, code, reason) => {
  const errors = await boundaryErrors(file, code);
  assert.equal(errors.length, 1, `${file}: ${code} must be refused`);
  assert.match(errors[0], reason);
};
const allowed = async (file, code) =>
  assert.deepEqual(await boundaryErrors(file, code), [], `${file}: ${code} is allowed`);

test('a remote importing another remote is caught, by package name and by relative path', async () => {
  await caught(
    'mf-stats/src/features/x/X.tsx',
    "import { app } from 'mf-explore/src/app';",
    /A remote never imports another remote/,
  );
  await caught(
    'mf-stats/src/features/x/X.tsx',
    "import { app } from '../../../../mf-folders/src/app';",
    /A remote never imports another remote/,
  );
  await caught('mf-krea/src/app.ts', "export { x } from 'mf-profile-team';", /A remote never imports another remote/);
});

test('a remote importing the shell is caught; the shell importing a remote is caught', async () => {
  await caught(
    'mf-explore/src/routes.tsx',
    "import { Layout } from '../../shell/src/app/chrome/Layout';",
    /or the shell/,
  );
  await caught(
    'shell/src/app/routes.ts',
    "import routes from 'mf-stats/src/routes';",
    /The shell does not import a remote/,
  );
});

test('a package importing an app is caught', async () => {
  await caught(
    'packages/ui/src/Button.tsx',
    "import { app } from '../../../mf-explore/src/app';",
    /A package never imports an app/,
  );
  await caught(
    'packages/remote-kit/src/x.ts',
    "import { start } from 'shell/src/app';",
    /A package never imports an app/,
  );
});

test('the server and contracts importing a client package are caught', async () => {
  for (const spec of [
    '@platform/ui',
    '@platform/session',
    '@platform/api-client/resource',
    '@platform/remote-kit',
    '@platform/router',
    '@platform/event-bus',
    '@platform/i18n',
  ]) {
    await caught(
      'packages/api/src/modules/explore/index.ts',
      `import * as m from '${spec}';`,
      /never import client packages/,
    );
  }
  await caught(
    'packages/api/src/modules/explore/index.ts',
    "import { x } from '../../../../session/src/index';",
    /never import client packages/,
  );
  await caught(
    'packages/contracts/src/explore.ts',
    "import { t } from '@platform/i18n';",
    /never import client packages/,
  );
});

test('ordinary imports stay allowed', async () => {
  await allowed(
    'mf-explore/src/features/x/X.tsx',
    "import { Button } from '@platform/ui'; import { t } from '@platform/i18n'; import { x } from '../../lib/platform';",
  );
  await allowed(
    'packages/api/src/modules/explore/index.ts',
    "import { FACETS } from '@platform/contracts'; import es from '@platform/i18n/locales/es/explore.json';",
  );
  await allowed('shell/src/composition/remotes.ts', "import apps from '@platform/mf-config/apps.json';");
});

test('every app of apps.json has its boundary block, and npm test runs the lint', async () => {
  const apps = JSON.parse(fs.readFileSync(path.join(root, 'packages/mf-config/apps.json'), 'utf8'));
  const config = await import(path.join(root, 'eslint.config.mjs'));
  const names = config.default.map((c) => c.name);
  for (const app of ['shell', ...Object.keys(apps.remotes)])
    assert.ok(names.includes(`boundaries/${app}`), `boundaries/${app}`);
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  assert.match(pkg.scripts.lint, /^eslint /);
  // the check stage runs eslint, and both `npm test` and `npm run check` start that stage and wait for it
  const cli = fs.readFileSync(path.join(root, 'packages/platform-cli/run.mjs'), 'utf8');
  assert.match(cli, /run\(bin\('eslint'\)/);
  for (const mode of ['test', 'check'])
    assert.match(
      cli,
      new RegExp(`mode === '${mode}'\\) \\{[^}]*const checked = startCheck\\(\\);[^}]*await checked\\(\\);`),
    );
});
