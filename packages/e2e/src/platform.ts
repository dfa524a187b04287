/**
 * Starts the built platform (API + shell + remotes, PGlite with demo data) the way `npm start`
 * serves it, on a free port with a fresh data folder, for the end-to-end tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../../..');

export interface RunningPlatform {
  baseUrl: string;
  dataDir: string;
  /** what the API printed so far (only with `capture`; also forwarded to this process's output) */
  output(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export async function startPlatform(
  env: Record<string, string> = {},
  opts: { capture?: boolean } = {},
): Promise<RunningPlatform> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'packages/api/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SERVE_APPS: '1',
      DEMO_DATA: '1',
      NODE_ENV: 'production',
      OUTBOX_READABLE: '1',
      LOG_LEVEL: 'warn',
      // the suite signs the same demo accounts in dozens of times a minute (some with a wrong password on purpose)
      // and opens the server-rendered /feed as often, all from one address; the 429s and the client-rendered
      // fallback past the limits are proven by the API tests
      SIGNIN_RATE_MAX: '1000',
      SIGNIN_IP_RATE_MAX: '1000',
      FEED_RENDER_RATE_MAX: '1000',
      FEED_RENDER_IP_RATE_MAX: '1000',
      ...env,
    },
    stdio: ['ignore', opts.capture ? 'pipe' : 'inherit', opts.capture ? 'pipe' : 'inherit'],
  });
  let printed = '';
  if (opts.capture) {
    child.stdout?.on('data', (b: Buffer) => {
      printed += b;
      process.stdout.write(b);
    });
    child.stderr?.on('data', (b: Buffer) => {
      printed += b;
      process.stderr.write(b);
    });
  }
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`platform exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('platform did not start in 120 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    dataDir,
    output: () => printed,
    async stop() {
      if (child.exitCode === null) {
        const closed = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([closed, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
