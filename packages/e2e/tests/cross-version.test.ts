/**
 * Independent deployment proven, not assumed (issue 28; ADR 0028, 0052): builds made from two commits mount together.
 *
 * The earlier commit (CROSS_VERSION_REF, default HEAD~1) gives a shell (its browser bundle) and one remote, mf-stats,
 * built from `git archive` of that commit with a build id of its own (packages/platform-cli/previous-build.mjs; `npm
 * test` prepares them in its build stage, this file builds them itself otherwise: ~15 s). Then, on the served platform,
 * with the deploy tool and /remotes.json, and no shell rebuild:
 *   1. the earlier remote, deployed on today's shell, mounts and works;
 *   2. today's remote, deployed on the earlier shell (the API serving the earlier shell build: APPS_ROOT), mounts and
 *      works.
 * "Works": the statistics page renders in the remote's area from the deployed version's files (not the build next to
 * the shell), no fallback, no page error, and the shell's language switch re-renders it (one i18next, one React
 * across the two builds).
 */
import { after, before, describe, note, test } from '../src/pw';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../src/browser';
import { login, skipTour, waitForPath } from '../src/flows';
import { t, type Lang } from '../src/i18n';
import { repoRoot, startPlatform, type RunningPlatform } from '../src/platform';

const REMOTE = 'mf-stats';

interface PreviousBuild {
  ref: string;
  sha: string;
  dir: string;
  shellDist: string;
  remoteDist: string;
  buildVersion: string;
  cached: boolean;
  seconds: number;
}

let browser: Browser;
let previous: PreviousBuild;
let work: string;

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}
const buildVersionOf = (dist: string) =>
  readJson<{ metaData: { buildInfo: { buildVersion: string } } }>(path.join(dist, 'mf-manifest.json')).metaData
    .buildInfo.buildVersion;

function deploy(deployDir: string, from: string): { version: string; url: string } {
  const out = execFileSync(
    process.execPath,
    [path.join(repoRoot, 'packages/platform-cli/deploy.mjs'), REMOTE, '--from', from, '--dir', deployDir, '--json'],
    { encoding: 'utf8' },
  );
  return JSON.parse(out.trim().split('\n').pop() as string) as { version: string; url: string };
}

/** Signs the teacher in on `platform`, opens /my-stats and checks the remote mounted from the deployed version and works. */
async function statsMountsFrom(platform: RunningPlatform, version: string): Promise<void> {
  const context = await newContext(browser, {
    baseURL: platform.baseUrl,
    locale: 'es-ES',
    viewport: { width: 1280, height: 900 },
  });
  context.setDefaultTimeout(30_000);
  const page: Page = await context.newPage();
  const scripts: string[] = [];
  const errors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  try {
    await page.goto('/login');
    await login(page, 'teacher@demo.test');
    await waitForPath(page, /^\/feed/);
    await skipTour(page);
    scripts.length = 0;
    await page.goto('/my-stats');
    await waitForPath(page, '/my-stats');
    const area = page.locator(`#remote-area [data-remote="${REMOTE}"]`);
    const heading = (lang: Lang) => area.getByRole('heading', { level: 1, name: t(lang, 'stats:title') });
    const fallback = page.locator('#remote-area [data-testid="remote-fallback"]');
    await heading('es')
      .or(fallback)
      .first()
      .waitFor()
      .catch((e: Error) => {
        // what the page shows and said, so a failure names its cause
        throw new Error(
          `${e.message}\npage: ${page.url()}\nerrors: ${[...errors, ...consoleErrors].join(' | ') || 'none'}\nscripts: ${scripts.join(' ')}`,
        );
      });
    assert.equal(
      await fallback.count(),
      0,
      `the remote's fallback is shown: ${[...errors, ...consoleErrors].join(' | ') || 'no error reported'}`,
    );
    const deployed = scripts.filter((s) => s.startsWith(`/deployed/${REMOTE}/${version}/`));
    assert.ok(
      deployed.some((s) => s.endsWith('/remoteEntry.js')),
      `the deployed version's entry is loaded: ${scripts.join(' ')}`,
    );
    assert.ok(deployed.length > 1, 'and its exposed module (a chunk of the deployed build)');
    assert.deepEqual(
      scripts.filter((s) => s.startsWith(`/mf/${REMOTE}/`)),
      [],
      'nothing of the build next to the shell',
    );
    // the shell's language switch reaches the remote: one i18next (and one React) across the two builds
    await skipTour(page);
    await page.getByLabel(t('es', 'shell:nav.language')).first().selectOption('en');
    await heading('en').waitFor();
    assert.deepEqual(errors, [], 'no page error');
    assert.deepEqual(
      consoleErrors.filter((l) => /\[composition\]|incompatible major|Module Federation|\[mf\]/i.test(l)),
      [],
      'no composition or Module Federation error',
    );
  } finally {
    await context.close();
  }
}

before(async () => {
  const out = execFileSync(
    process.execPath,
    [path.join(repoRoot, 'packages/platform-cli/previous-build.mjs'), '--json'],
    {
      encoding: 'utf8',
      env: { ...process.env, CROSS_VERSION_REMOTE: REMOTE },
    },
  );
  previous = JSON.parse(out.trim().split('\n').pop() as string) as PreviousBuild;
  browser = await launchBrowser();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'cross-version-e2e-'));
});
after(async () => {
  await browser?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('a remote and a shell built from different commits mount together (independent deploys)', () => {
  test("the earlier commit's remote, deployed, mounts on today's shell", async () => {
    note(
      `${previous.ref} = ${previous.sha.slice(0, 10)} (${previous.cached ? 'prepared before' : `built in ${previous.seconds} s`})`,
    );
    const today = buildVersionOf(path.join(repoRoot, REMOTE, 'dist'));
    assert.equal(buildVersionOf(previous.remoteDist), previous.buildVersion);
    assert.notEqual(previous.buildVersion, today, 'two builds, two build ids');
    const shellIndex = path.join(repoRoot, 'shell/dist/index.html');
    const shellBefore = fs.statSync(shellIndex).mtimeMs;
    const platform = await startPlatform({}, { capture: true, quiet: true, prefix: 'cross-version-' });
    try {
      const dep = deploy(path.join(platform.dataDir, 'deploy'), previous.remoteDist);
      const map = (await (await fetch(`${platform.baseUrl}/remotes.json`)).json()) as Record<string, string>;
      assert.equal(map[REMOTE], dep.url, '/remotes.json names the deployed version');
      await statsMountsFrom(platform, dep.version);
      assert.equal(fs.statSync(shellIndex).mtimeMs, shellBefore, 'the shell was not rebuilt');
    } finally {
      await platform.stop();
    }
  });

  test("today's remote, deployed, mounts on the earlier commit's shell", async () => {
    // the served apps: the earlier shell with the earlier remote next to it (as it was deployed), the other remotes
    // today's; then the team of mf-stats deploys today's build
    const apps = path.join(work, 'apps');
    fs.mkdirSync(apps);
    fs.symlinkSync(path.dirname(previous.shellDist), path.join(apps, 'shell'));
    fs.symlinkSync(path.dirname(previous.remoteDist), path.join(apps, REMOTE));
    for (const name of Object.keys(readJson<Record<string, string>>(path.join(previous.shellDist, 'remotes.json'))))
      if (name !== REMOTE && fs.existsSync(path.join(repoRoot, name)))
        fs.symlinkSync(path.join(repoRoot, name), path.join(apps, name));
    const shellIndex = path.join(previous.shellDist, 'index.html');
    const shellBefore = fs.statSync(shellIndex).mtimeMs;
    const platform = await startPlatform({ APPS_ROOT: apps }, { capture: true, quiet: true, prefix: 'cross-version-' });
    try {
      // the page is the earlier shell's
      const html = await (await fetch(`${platform.baseUrl}/my-stats`, { headers: { accept: 'text/html' } })).text();
      const main = /<script[^>]+src="\/(main\.[0-9a-f]+\.js)"/.exec(html)?.[1];
      assert.ok(main && fs.existsSync(path.join(previous.shellDist, main)), `the earlier shell's main.js (${main})`);
      assert.ok(!fs.existsSync(path.join(repoRoot, 'shell/dist', main)), "not today's");
      const todayDist = path.join(repoRoot, REMOTE, 'dist');
      const dep = deploy(path.join(platform.dataDir, 'deploy'), todayDist);
      const map = (await (await fetch(`${platform.baseUrl}/remotes.json`)).json()) as Record<string, string>;
      assert.equal(map[REMOTE], dep.url, '/remotes.json names the deployed version');
      await statsMountsFrom(platform, dep.version);
      assert.equal(fs.statSync(shellIndex).mtimeMs, shellBefore, 'the earlier shell was not rebuilt');
    } finally {
      await platform.stop();
    }
  });
});
