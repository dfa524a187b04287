#!/usr/bin/env node
// The README's commands. Works on a machine with only Node 20 and npm: pnpm is taken from PATH when it is
// the pinned major, otherwise run through `npx pnpm@<pinned>` (no global install needed).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import fs from 'node:fs';
import { count } from './count.mjs';

const PNPM_VERSION = '12.21.0';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mode = process.argv[2] ?? 'test';

function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim().startsWith('12.')) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}
const PNPM = pnpmCommand();

/** Runs a command, streams its output, and returns { code, output }. */
function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    console.log(`\n$ ${[cmd, ...args].join(' ')}`);
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const tee = (stream, out) =>
      stream.on('data', (b) => {
        output += b;
        out.write(b);
      });
    tee(child.stdout, process.stdout);
    tee(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
const pnpm = (args, opts) => run(PNPM[0], [...PNPM.slice(1), ...args], opts);

async function must(p) {
  const r = await p;
  if (r.code !== 0) {
    console.error(`\nFailed (exit ${r.code}).`);
    process.exit(r.code);
  }
  return r;
}

async function install() {
  const frozen = fs.existsSync(path.join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  await must(pnpm(['install', ...frozen]));
}
async function build() {
  await must(pnpm(['-r', '--workspace-concurrency=2', 'run', 'build']));
}

if (mode === 'start') {
  await install();
  await build();
  const port = process.env.PORT || '8080';
  console.log(`\nServing the platform with demo data on http://localhost:${port}`);
  const r = await run('node', ['packages/api/dist/main.js'], {
    env: { PORT: port, SERVE_APPS: '1', DEMO_DATA: '1', NODE_ENV: 'production' },
  });
  process.exit(r.code);
} else if (mode === 'dev') {
  await install();
  const r = await pnpm(['-r', '--parallel', 'run', 'dev']);
  process.exit(r.code);
} else if (mode === 'test') {
  await install();
  await build();
  // rspack builds strip types without checking them: every project is type-checked (strict) here.
  await must(pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']));
  // ESLint: import boundaries + correctness rules (eslint.config.mjs, ADR 0020); cached in node_modules/.cache/eslint.
  await must(pnpm(['run', 'lint']));
  // Prettier: the whole tree is formatted (ADR 0020); a diff that is not fails here. `pnpm format` fixes it.
  await must(pnpm(['run', 'format:check']));
  // Unit, component and API tests of every workspace project, one project at a time (2 cores).
  const unit = await pnpm(['-r', '--workspace-concurrency=1', '--no-bail', 'run', 'test']);
  const totals = count(unit.output);
  const code = unit.code;
  console.log(
    `\nAll tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
  process.exit(code !== 0 || totals.failed > 0 ? 1 : 0);
} else {
  console.error(`unknown mode ${mode}: use start, dev or test`);
  process.exit(2);
}
