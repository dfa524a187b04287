/**
 * A remote deployed on its own while the platform is served (issue 18, docs/decisions/0028): a changed build of
 * mf-folders is deployed with the one deploy command and the signed-in teacher sees it on the next reload, with no
 * shell rebuild; one rollback command brings the previous build back. A build against another React major is refused
 * (the translated fallback; console and server log name the singleton and both versions); a compatible minor mounts.
 *
 * The test starts its own platform (its own data and deploy folders) so the deploys never reach other test files.
 * The "changed build" is a copy of mf-folders/dist with its Spanish page title edited (a real rebuild of the remote
 * takes a minute here); the skewed and minor builds are copies whose mf-manifest.json says they were built against
 * React 20.0.0 / 19.99.0.
 */
import { after, before, describe, test } from '../src/pw';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../src/browser';
import { login, waitForPath } from '../src/flows';
import { t } from '../src/i18n';
import { repoRoot, startPlatform, type RunningPlatform } from '../src/platform';

const REMOTE = 'mf-folders';
const DIST = path.join(repoRoot, REMOTE, 'dist');
const SHELL_INDEX = path.join(repoRoot, 'shell/dist/index.html');
const TITLE = t('es', 'folders:title');
const TITLE_V2 = `${TITLE} · v2`;

let browser: Browser;
let platform: RunningPlatform;
let work: string;
let deployDir: string;
let context: BrowserContext;
let page: Page;
const consoleLines: string[] = [];
const scripts: string[] = [];

function deployCli(...args: string[]): { version?: string; url: string } {
  const out = execFileSync(
    process.execPath,
    [path.join(repoRoot, 'packages/platform-cli/deploy.mjs'), ...args, '--dir', deployDir, '--json'],
    { encoding: 'utf8' },
  );
  return JSON.parse(out.trim().split('\n').pop() as string) as { version?: string; url: string };
}

/** a copy of the built remote, changed by `edit(dir)` */
function buildCopy(name: string, edit: (dir: string) => void): string {
  const dir = path.join(work, name);
  fs.cpSync(DIST, dir, { recursive: true });
  edit(dir);
  return dir;
}

function editManifestReact(dir: string, version: string): void {
  const file = path.join(dir, 'mf-manifest.json');
  const m = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    shared: Array<{ name: string; version: string; requiredVersion: string }>;
  };
  for (const s of m.shared)
    if (s.name === 'react') {
      s.version = version;
      s.requiredVersion = `^${version}`;
    }
  fs.writeFileSync(file, JSON.stringify(m));
}

async function openFolders(): Promise<void> {
  scripts.length = 0;
  consoleLines.length = 0;
  await page.goto('/folders');
  await waitForPath(page, '/folders');
}

const heading = () => page.getByRole('heading', { level: 1 }).first();
const fromPath = (prefix: string) => scripts.filter((u) => new URL(u).pathname.startsWith(prefix));

before(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-e2e-'));
  platform = await startPlatform({}, { capture: true });
  deployDir = path.join(platform.dataDir, 'deploy');
  browser = await launchBrowser();
  context = await newContext(browser, {
    baseURL: platform.baseUrl,
    locale: 'es-ES',
    viewport: { width: 1280, height: 900 },
  });
  context.setDefaultTimeout(20_000);
  page = await context.newPage();
  page.on('console', (m) => consoleLines.push(m.text()));
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await login(page, 'teacher@demo.test');
  await waitForPath(page, /^\/feed/);
});
after(async () => {
  await context?.close();
  await browser?.close();
  await platform?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('independent deploy of a remote', () => {
  test('deploy a changed build: the next page load shows it, no shell rebuild; rollback brings the old one back', async () => {
    const shellBefore = fs.statSync(SHELL_INDEX).mtimeMs;
    await openFolders();
    await heading().filter({ hasText: TITLE }).waitFor();
    assert.ok(
      fromPath(`/mf/${REMOTE}/`).some((u) => u.endsWith('/remoteEntry.js')),
      'the build shipped with the shell is loaded first',
    );

    const v2 = buildCopy('v2', (dir) => {
      const file = fs
        .readdirSync(dir)
        .map((f) => path.join(dir, f))
        .find((f) => f.endsWith('.js') && fs.readFileSync(f, 'utf8').includes('"pageDescription":"Guarda en carpetas'));
      assert.ok(file, 'the chunk with the Spanish folder texts');
      const src = fs.readFileSync(file, 'utf8');
      fs.writeFileSync(file, src.replace(`"title":"${TITLE}"`, `"title":"${TITLE_V2}"`));
    });
    const dep = deployCli(REMOTE, '--from', v2);
    assert.match(dep.url, new RegExp(`^/deployed/${REMOTE}/[^/]+/mf-manifest\\.json$`));
    const map = (await (await fetch(`${platform.baseUrl}/remotes.json`)).json()) as Record<string, string>;
    assert.equal(map[REMOTE], dep.url);

    await openFolders();
    await heading().filter({ hasText: TITLE_V2 }).waitFor();
    assert.ok(
      fromPath(`/deployed/${REMOTE}/${dep.version}/`).some((u) => u.endsWith('/remoteEntry.js')),
      'the new version is loaded',
    );
    assert.deepEqual(fromPath(`/mf/${REMOTE}/`), [], 'the old build is not loaded any more');
    assert.equal(fs.statSync(SHELL_INDEX).mtimeMs, shellBefore, 'the shell was not rebuilt');

    const back = deployCli('rollback', REMOTE);
    assert.equal(back.version, null);
    await openFolders();
    await heading().filter({ hasText: TITLE }).waitFor();
    assert.equal(await heading().textContent(), TITLE);
    assert.ok(fromPath(`/mf/${REMOTE}/`).some((u) => u.endsWith('/remoteEntry.js')));
  });

  test('a build against another React major is refused loudly: fallback, console and server log name react and both versions', async () => {
    const skewed = buildCopy('skewed', (dir) => editManifestReact(dir, '20.0.0'));
    const dep = deployCli(REMOTE, '--from', skewed);
    await openFolders();
    const fallback = page.locator('#remote-area [data-testid="remote-fallback"]');
    await fallback.getByText(t('es', 'remoteFallback.title')).waitFor({ timeout: 30_000 });
    assert.equal(await page.getByRole('heading', { level: 1, name: TITLE }).count(), 0, 'the remote is not mounted');
    assert.deepEqual(fromPath(`/deployed/${REMOTE}/${dep.version}/`), [], 'its code is not even downloaded');
    const shellReact = (
      JSON.parse(fs.readFileSync(path.join(repoRoot, 'shell/dist/mf-manifest.json'), 'utf8')) as {
        shared: Array<{ name: string; version: string }>;
      }
    ).shared.find((s) => s.name === 'react')?.version;
    assert.ok(shellReact);
    const expected = `react 20.0.0 (shell provides ${shellReact})`;
    assert.ok(
      consoleLines.some((l) => l.includes(expected)),
      `console names the singleton: ${consoleLines.join(' | ')}`,
    );
    const deadline = Date.now() + 5000;
    while (!platform.output().includes(expected) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    assert.ok(platform.output().includes(expected), 'the server log names the singleton and both versions');
    // the shell around it still works
    await page
      .getByRole('link', { name: t('es', 'shell:nav.programs') })
      .first()
      .click();
    await waitForPath(page, '/programs');
    await page.locator('#remote-area [data-remote="mf-explore"]').waitFor();
  });

  test('a build against a compatible minor mounts normally; rollbacks walk back through the deploys', async () => {
    const minor = buildCopy('minor', (dir) => editManifestReact(dir, '19.99.0'));
    const dep = deployCli(REMOTE, '--from', minor);
    await openFolders();
    await heading().filter({ hasText: TITLE }).waitFor();
    assert.ok(fromPath(`/deployed/${REMOTE}/${dep.version}/`).some((u) => u.endsWith('/remoteEntry.js')));
    assert.equal(consoleLines.filter((l) => l.includes('incompatible major')).length, 0);

    const back = deployCli('rollback', REMOTE); // to the skewed one
    assert.match(back.url, /^\/deployed\//);
    const home = deployCli('rollback', REMOTE); // to the shell's build
    assert.equal(home.version, null);
    assert.throws(() => deployCli('rollback', REMOTE), /no deploy to roll back/);
  });
});
