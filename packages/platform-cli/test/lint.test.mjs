// The import boundaries of eslint.config.mjs (ADR 0020) catch what they should and only that: each case lints a
// snippet as if it were a file at that place in the tree, through the ESLint Node API and the root config.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
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

test("an API module reaching another module's files is caught; its public entry and its own files are not", async () => {
  const file = 'packages/api/src/modules/classpack/index.ts';
  for (const spec of ['../resources/detail', '../resources', '../email/service']) {
    await caught(file, `import { x } from '${spec}';`, /through its public entry only/);
  }
  await caught(file, "import { x } from '@platform/ui';", /never import client packages/);
  await allowed(file, "import { visibleResource } from '../resources/public';");
  await allowed(file, "import { packClasses } from './store';");
  await allowed(file, "import { ApiError } from '../../http/errors';");
  await allowed('packages/api/src/modules/index.ts', "const m = () => import('./resources');");
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

// ---------------------------------------------------------------- the shape of the code (issue 29)

/** The messages of `rule` for `code` placed at `file` (relative to the repo root), through the root config. */
async function ruleErrors(rule, file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  assert.deepEqual(
    result.messages.filter((m) => m.fatal),
    [],
    `${file} parses`,
  );
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

test('a file over 500 lines is refused; tests and the demo catalogue data are not held to it', async () => {
  const long = Array.from({ length: 501 }, (_, i) => `export const v${i} = ${i};`).join('\n');
  const short = Array.from({ length: 500 }, (_, i) => `export const v${i} = ${i};`).join('\n');
  assert.equal((await ruleErrors('max-lines', 'mf-stats/src/lib/big.ts', long)).length, 1);
  assert.deepEqual(await ruleErrors('max-lines', 'mf-stats/src/lib/big.ts', short), []);
  assert.deepEqual(await ruleErrors('max-lines', 'mf-stats/src/lib/big.test.ts', long), []);
  assert.deepEqual(await ruleErrors('max-lines', 'packages/api/src/seed/catalogue/data/big.ts', long), []);
});

test('an API route file calling .query( is refused; the module store and the real route files are not', async () => {
  const sql = "export const f = (db: any) => db.query<{ id: number }>('SELECT 1', []);";
  const plain = "export const f = (db: any) => db.query('SELECT 1');";
  for (const file of ['packages/api/src/modules/explore/index.ts', 'packages/api/src/modules/krea/routes-x.ts']) {
    const errors = await ruleErrors('no-restricted-syntax', file, sql);
    assert.equal(errors.length, 1, `${file}: a query is refused`);
    assert.match(errors[0], /holds no SQL/);
    assert.equal((await ruleErrors('no-restricted-syntax', file, plain)).length, 1);
  }
  assert.deepEqual(await ruleErrors('no-restricted-syntax', 'packages/api/src/modules/explore/store.ts', sql), []);
  const modules = path.join(root, 'packages/api/src/modules');
  const routeFiles = fs
    .readdirSync(modules, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      fs
        .readdirSync(path.join(modules, d.name))
        .filter((f) => f === 'index.ts' || /^routes-.*\.ts$/.test(f))
        .map((f) => `packages/api/src/modules/${d.name}/${f}`),
    );
  assert.ok(routeFiles.length > 20, 'the route files are found');
  for (const file of routeFiles) {
    const code = fs.readFileSync(path.join(root, file), 'utf8');
    assert.deepEqual(await ruleErrors('no-restricted-syntax', file, code), [], `${file} holds no SQL`);
  }
});

test("a feature is entered through its index: another feature's file is refused, the index and own files are not", async () => {
  const deep = "import { HistoryScreen } from './features/history/HistoryScreen';\nexport { HistoryScreen };";
  const errors = await ruleErrors('platform/feature-entry', 'mf-stats/src/somewhere.tsx', deep);
  assert.equal(errors.length, 1);
  assert.match(errors[0], /reaches into feature 'history'/);
  const entry = "import { HistoryScreen } from './features/history';\nexport { HistoryScreen };";
  assert.deepEqual(await ruleErrors('platform/feature-entry', 'mf-stats/src/somewhere.tsx', entry), []);
  const own = "import { HistoryScreen } from './HistoryScreen';\nexport { HistoryScreen };";
  assert.deepEqual(await ruleErrors('platform/feature-entry', 'mf-stats/src/features/history/x.tsx', own), []);
  assert.deepEqual(await ruleErrors('platform/feature-entry', 'mf-stats/src/__tests__/x.test.tsx', deep), []);
});

test('a runtime import cycle is refused, naming its path; type-only imports and dynamic import() are not cycles', async () => {
  const { Linter } = await import('eslint');
  const tseslint = (await import('typescript-eslint')).default;
  const platform = (await import('../lint-rules.mjs')).default;
  const dir = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'cycle-'));
  const config = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { platform },
      rules: { 'platform/no-cycle': 'error' },
    },
  ];
  const lint = (name, code) =>
    new Linter({ cwd: dir }).verify(code, config, path.join(dir, name)).map((m) => m.message);
  try {
    fs.writeFileSync(path.join(dir, 'a.ts'), ''); // its text is the one linted
    fs.writeFileSync(path.join(dir, 'b.ts'), "import { c } from './c';\nexport const b = c;\n");
    fs.writeFileSync(path.join(dir, 'c.ts'), "import { a } from './a';\nexport const c = () => a;\n");
    fs.writeFileSync(path.join(dir, 'd.ts'), "import type { A } from './a';\nexport type D = A;\n");
    const [cycle, ...more] = lint('a.ts', "import { b } from './b';\nexport const a = 1;\nexport { b };\n");
    assert.equal(more.length, 0);
    assert.match(cycle, /^Import cycle: a\.ts → b\.ts → c\.ts → a\.ts/);
    assert.deepEqual(lint('a.ts', "import type { D } from './d';\nexport const a = 1;\nexport type { D };\n"), []);
    fs.writeFileSync(path.join(dir, 'e.ts'), "export const e = () => import('./a');\n");
    assert.deepEqual(lint('a.ts', "import { e } from './e';\nexport const a = e;\n"), []);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
