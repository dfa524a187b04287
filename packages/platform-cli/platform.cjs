/**
 * The one launcher of the built platform for the browser tests and the benchmarks: the built API
 * (packages/api/dist/main.js) on PGlite in a fresh data folder, with the demo data, serving the built shell and remotes
 * (SERVE_APPS) as `npm start` does, on a free port. Resolves once GET /health answers.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * @param {Record<string, string>} env added to (and over) the defaults below
 * @param {{ capture?: boolean, quiet?: boolean, prefix?: string }} opts capture: keep what the API prints (output());
 *   quiet: print nothing of it; prefix: the temporary data folder's name
 */
async function startPlatform(env = {}, opts = {}) {
  const main = path.join(repoRoot, 'packages/api/dist/main.js');
  if (!fs.existsSync(main))
    throw new Error(
      'packages/api/dist/main.js is missing: build first (pnpm --filter @platform/api build, or npm test)',
    );
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), opts.prefix ?? 'platform-'));
  const piped = opts.capture || opts.quiet;
  const child = spawn(process.execPath, [main], {
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
      // the tests and benches sign the same demo accounts in many times a minute; the 429s are proven by the API tests
      SIGNIN_RATE_MAX: '1000',
      SIGNIN_IP_RATE_MAX: '1000',
      FEED_RENDER_RATE_MAX: '1000',
      FEED_RENDER_IP_RATE_MAX: '1000',
      ...env,
    },
    stdio: ['ignore', piped ? 'pipe' : 'inherit', piped ? 'pipe' : 'inherit'],
  });
  let printed = '';
  if (piped) {
    const keep = (out) => (b) => {
      if (opts.capture) printed += b;
      if (!opts.quiet) out.write(b);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
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
    pid: child.pid,
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

module.exports = { repoRoot, startPlatform };
