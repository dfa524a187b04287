#!/usr/bin/env node
// The README's commands. Works on a machine with only Node 20 and npm: pnpm is taken from PATH when it is
// the pinned major, otherwise run through `npx pnpm@<pinned>` (no global install needed).
//
//   start   install, build, serve the platform with demo data
//   dev     every app in watch mode
//   test    install, build, check, API tests, browser tests: the whole gate (CI runs it)
//   check   install, type-check, lint, format, unit and component tests: no build, no browser
//
// Each stage prints its duration; the run ends with one 'All tests: N passed, N failed' line.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
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
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/**
 * Runs a command and returns { code, output, line }. `quiet` keeps its output until it ends (jobs that run side by side
 * print one after another, whole); `hold` keeps it for the caller to print; `idle` runs it at the lowest CPU priority.
 */
function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const line = `$ ${[cmd, ...args].map((a) => path.relative(root, a) || a).join(' ')}`;
    const quiet = opts.quiet || opts.hold;
    if (!quiet) console.log(`\n${line}`);
    const child = spawn(cmd, args, {
      cwd: opts.cwd ?? root,
      env: { ...process.env, ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (opts.idle) lowestPriority(child.pid);
    running.add(child);
    let output = '';
    const tee = (stream, out) =>
      stream.on('data', (b) => {
        output += b;
        if (!quiet) out.write(b);
      });
    tee(child.stdout, process.stdout);
    tee(child.stderr, process.stderr);
    child.on('close', (code) => {
      running.delete(child);
      if (opts.quiet && !opts.hold) process.stdout.write(`\n${line}\n${output}`);
      resolve({ code: code ?? 1, output, line });
    });
  });
}
const running = new Set();

/** Nice 19: the process (and what it starts) gets a core only when the stages in front leave it idle. */
function lowestPriority(pid) {
  try {
    os.setPriority(pid, 19);
  } catch {
    // not permitted here: it runs at the normal priority, only slower for the others
  }
}
const pnpm = (args, opts) => run(PNPM[0], [...PNPM.slice(1), ...args], opts);

/** Runs jobs (functions returning run()'s promise) at most `limit` at a time; resolves with their results in order. */
async function pool(jobs, limit = 2) {
  const results = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}

// ---------------------------------------------------------------- stages
const timings = [];
let output = '';
let failedStages = [];

/** A named stage: its duration is printed and kept for the summary; a failure is remembered (later stages still run). */
async function stage(name, body, started = Date.now()) {
  console.log(`\n=== ${name}`);
  const results = [].concat(await body());
  const seconds = (Date.now() - started) / 1000;
  const ok = results.every((r) => r.code === 0);
  for (const r of results) output += r.output;
  timings.push({ name, seconds, ok });
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  if (!ok) failedStages.push(name);
  return ok;
}

/** Stops the run when a stage that the next ones need has failed (install, build). */
function mustHave(ok, name) {
  if (ok) return;
  for (const child of running) child.kill(); // the check started beside the build
  summary();
  console.error(`\n${name} failed: the stages after it need it.`);
  process.exit(1);
}

const runStarted = Date.now();
function summary() {
  console.log('\nStage durations (check runs beside the stages after install at low priority, tools beside unit):');
  for (const t of timings)
    console.log(`  ${t.name.padEnd(10)} ${t.seconds.toFixed(1).padStart(7)} s  ${t.ok ? '' : 'FAILED'}`);
  const total = (Date.now() - runStarted) / 1000;
  console.log(
    `  ${'total'.padEnd(10)} ${total.toFixed(1).padStart(7)} s (${(total / 60).toFixed(1)} min, start to end)`,
  );
}

const install = () =>
  stage('install', () =>
    pnpm(['install', ...(fs.existsSync(path.join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [])]),
  );

// rspack builds of the shell and the six remotes, the API bundle; for the tests also the white-label shell (THEME=escola)
// and the earlier commit's shell and mf-stats the cross-version browser test mounts against today's (previous-build.mjs,
// ~15 s; cached by commit). That preparation does not fail the stage: the test builds them again and says why it cannot.
const build = (forTests) =>
  stage('build', async () => {
    const apps = await pnpm(['-r', '--workspace-concurrency=2', 'run', 'build']);
    if (apps.code !== 0 || !forTests) return apps;
    const escola = await pnpm(['--filter', 'shell', 'run', 'build:escola']);
    const previous = await run(process.execPath, [path.join(root, 'packages/platform-cli/previous-build.mjs')]);
    if (previous.code !== 0) console.log('(the cross-version test will try again and report why)');
    return [apps, escola];
  });

// Type-check (three programs: the browser code, the API, the browser tests), lint and format, two at a time. They need
// no build and have no clock: they start right after install, at the lowest CPU priority, and so take only the cores
// the time-bound stages leave idle (the build's waits, the API tests' 1.5 cores, the browser tests' waits on pages);
// their output is printed at the end of the run. Time-bound tests (jest, Chromium) keep the normal priority.
const startCheck = () =>
  beside('check', [
    () => run(bin('tsc'), ['-p', 'tsconfig.web.json'], { hold: true, idle: true }),
    () => run(bin('tsc'), ['-p', 'packages/api/tsconfig.json'], { hold: true, idle: true }),
    () => run(bin('tsc'), ['-p', 'packages/e2e/tsconfig.json'], { hold: true, idle: true }),
    () =>
      run(bin('eslint'), ['--cache', '--cache-location', 'node_modules/.cache/eslint/', '.'], {
        hold: true,
        idle: true,
      }),
    () => run(bin('prettier'), ['--check', '--cache', '.'], { hold: true, idle: true }),
  ]);

/** Starts `jobs` now, two at a time, output held; the returned function waits for them and prints them as a stage. */
function beside(name, jobs) {
  const started = Date.now();
  const done = pool(jobs);
  return () =>
    stage(
      name,
      async () => {
        const results = await done;
        for (const r of results) process.stdout.write(`\n${r.line}\n${r.output}`);
        return results;
      },
      started,
    );
}

// Unit and component tests of the shell, the remotes and the packages: one jest, its projects (jest.config.cjs).
const unit = () => stage('unit', () => run(bin('jest'), ['-c', 'jest.config.cjs', '--ci', '-w', '2']));

// Node's own test runner: the build config, the CLI (deploys, the lint rules); the budget needs the built apps. The
// budget serves the platform to Chromium and mostly waits on it: in the gate it runs beside the unit tests.
const toolJobs = (withBudget) => [
  () =>
    run(process.execPath, ['--test', 'config.test.mjs', ...(withBudget ? ['budget.test.mjs'] : [])], {
      cwd: path.join(root, 'packages/mf-config'),
      hold: true,
    }),
  () => run(process.execPath, ['--test', 'test/'], { cwd: path.join(root, 'packages/platform-cli'), hold: true }),
];

// The API against PGlite, and its core suites again on PostgreSQL and Redis when they answer (packages/api/jest.config.cjs).
const api = () => stage('api', () => pnpm(['--filter', '@platform/api', 'test']));

// The browser tests: Playwright's runner, a platform per worker (packages/e2e/playwright.config.ts).
const e2e = () => stage('e2e', () => pnpm(['--filter', '@platform/e2e', 'test']));

function closing() {
  summary();
  const totals = count(output);
  console.log(
    `\nAll tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
  if (failedStages.length) console.log(`Failed stages: ${failedStages.join(', ')}`);
  process.exit(failedStages.length || totals.failed > 0 ? 1 : 0);
}

if (mode === 'start') {
  mustHave(await install(), 'install');
  mustHave(await build(false), 'build');
  const port = process.env.PORT || '8080';
  console.log(`\nServing the platform with demo data on http://localhost:${port}`);
  const r = await run('node', ['packages/api/dist/main.js'], {
    env: { PORT: port, SERVE_APPS: '1', DEMO_DATA: '1', NODE_ENV: 'production' },
  });
  process.exit(r.code);
} else if (mode === 'dev') {
  mustHave(await install(), 'install');
  const r = await pnpm(['-r', '--parallel', 'run', 'dev']);
  process.exit(r.code);
} else if (mode === 'test') {
  mustHave(await install(), 'install');
  const checked = startCheck();
  mustHave(await build(true), 'build');
  const tooled = beside('tools', toolJobs(true));
  await unit();
  await tooled();
  await api();
  await e2e();
  await checked();
  closing();
} else if (mode === 'check') {
  mustHave(await install(), 'install');
  const checked = startCheck();
  const tooled = beside('tools', toolJobs(false));
  await unit();
  await tooled();
  await checked();
  closing();
} else {
  console.error(`unknown mode ${mode}: use start, dev, test or check`);
  process.exit(2);
}
