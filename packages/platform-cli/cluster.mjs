#!/usr/bin/env node
// One-machine production-like cluster (issue 32): real processes, one command.
//
//   npm run cluster                 # → http://127.0.0.1:8080 (PORT chooses nginx's port), demo data, Ctrl-C stops all
//
// Started as children of this process and stopped with it:
//   - Debian's nginx (non-daemon, generated config under .cluster/<pid>/): the built shell and remotes, the API and the
//     SignalR hub (WebSocket upgrade) balanced over API_INSTANCES (default 2) API processes, passive health checks
//     (max_fails / fail_timeout), proxy_next_upstream for idempotent requests only (nginx never passes a POST/PATCH
//     that reached an instance on to the next one);
//   - API_INSTANCES × `node packages/api/dist/main.js`, each with its own DATA_DIR, one shared JWT secret;
//   - an S3 server speaking the real protocol (npm s3rver) used by the API's @aws-sdk/client-s3 store;
//   - an SMTP server (npm smtp-server + mailparser) receiving the platform's mail, with an inbox over HTTP
//     (GET /messages?to=<email>) and in <run dir>/mail.jsonl.
// Used on this machine (checked, never started here): PostgreSQL at PG_URL (default postgres://postgres@127.0.0.1:5432,
// trust) — each run creates a fresh database cluster_<pid> and drops it at the end (CLUSTER_KEEP_DB=1 keeps it) — and
// Redis at REDIS_URL (default redis://127.0.0.1:6379). The chaos test passes `redis: 'private'` to run its own
// redis-server on a free port, which it may restart without disturbing anyone else using the shared one.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, httpGet, portAnswers, root, until } from './cluster/util.mjs';
import { APPS, nginxConfig } from './cluster/nginx.mjs';
import { checkPostgres, checkRedis, child, startMail, startS3 } from './cluster/services.mjs';

export { APPS, nginxConfig, freePort, httpGet };
const requireApi = createRequire(path.join(root, 'packages/api/package.json'));
export const S3_KEY = 'S3RVER'; // s3rver checks signatures against its built-in credentials

/** What the cluster needs on this machine; installs what it may (nginx via apt-get, npm packages, the build). */
export function prepare({ log = console.log } = {}) {
  const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;
  if (!has('nginx') && !fs.existsSync('/usr/sbin/nginx')) {
    log('nginx is missing: apt-get install -y nginx');
    const r = spawnSync('apt-get', ['install', '-y', 'nginx'], { stdio: 'inherit' });
    if (r.status !== 0)
      throw new Error('nginx is not installed and `apt-get install -y nginx` failed (run it as root)');
  }
  if (
    !fs.existsSync(path.join(root, 'node_modules/.pnpm')) ||
    !fs.existsSync(path.join(root, 'packages/platform-cli/node_modules/s3rver'))
  ) {
    log('installing npm packages (pnpm install --frozen-lockfile)');
    const r = spawnSync('npx', ['--yes', 'pnpm@12.21.0', 'install', '--frozen-lockfile', '--prefer-offline'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (r.status !== 0) throw new Error('pnpm install failed');
  }
  const built = [
    'packages/api/dist/main.js',
    'shell/dist/index.html',
    ...APPS.map((a) => `${a}/dist/remoteEntry.js`),
  ].every((f) => fs.existsSync(path.join(root, f)));
  if (!built) {
    log('building the apps and the API (pnpm -r run build)');
    const r = spawnSync('npx', ['--yes', 'pnpm@12.21.0', '-r', '--workspace-concurrency=2', 'run', 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (r.status !== 0) throw new Error('the build failed');
  }
}

/**
 * Starts the whole cluster; resolves to a handle { url, apis, mail, s3, db, stop(), ... }.
 * Options: port (nginx), instances, redis ('shared' | 'private'), devEndpoints (OUTBOX_READABLE=1: /Dev/Notifications).
 */
export async function startCluster(opts = {}) {
  const log = opts.log ?? console.log;
  const port = Number(opts.port ?? process.env.PORT ?? 8080);
  const instances = Number(opts.instances ?? process.env.API_INSTANCES ?? 2);
  const pgBase = opts.pgUrl ?? process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const dir = path.join(root, '.cluster', String(process.pid));
  // the folders of earlier runs whose process is gone (their logs are kept until the next run)
  for (const old of fs.existsSync(path.dirname(dir)) ? fs.readdirSync(path.dirname(dir)) : []) {
    let alive = false;
    try {
      process.kill(Number(old), 0);
      alive = Number(old) !== process.pid;
    } catch {
      // no such process
    }
    if (!alive) fs.rmSync(path.join(path.dirname(dir), old), { recursive: true, force: true });
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  // nginx's workers run as nobody when started by root: they read the apps and write their temp folders
  fs.chmodSync(path.join(dir, 'tmp'), 0o777);
  const stops = [];
  const handle = { dir, url: `http://127.0.0.1:${port}`, apis: [], stopped: false };

  const stop = async () => {
    if (handle.stopped) return;
    handle.stopped = true;
    for (const s of stops.reverse()) {
      try {
        await s();
      } catch (e) {
        log(`stop: ${e.message}`);
      }
    }
  };
  handle.stop = stop;
  try {
    await checkPostgres(pgBase);
    const { Client } = requireApi('pg');
    const dbName = `cluster_${process.pid}`;
    const admin = new Client({ connectionString: `${pgBase}/postgres` });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    handle.db = { name: dbName, url: `${pgBase}/${dbName}` };
    stops.push(async () => {
      if (process.env.CLUSTER_KEEP_DB === '1') return;
      const c = new Client({ connectionString: `${pgBase}/postgres` });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    });

    // Redis: the machine's (checked), or a private redis-server the chaos test may restart
    if (opts.redis === 'private') {
      const rport = await freePort();
      const start = () => {
        const p = child(
          'redis',
          'redis-server',
          ['--port', String(rport), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
          {
            dir,
          },
        );
        handle.redis.process = p;
        return until(() => portAnswers('127.0.0.1', rport), 10_000, 'redis-server');
      };
      handle.redis = { url: `redis://127.0.0.1:${rport}`, private: true, start };
      await start();
      stops.push(async () => {
        handle.redis.process?.kill('SIGTERM');
        await handle.redis.process?.exited;
      });
    } else {
      const url = opts.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
      await checkRedis(url);
      handle.redis = { url, private: false };
    }

    const s3 = await startS3(dir, 'kimple-files');
    handle.s3 = { ...s3, bucket: 'kimple-files' };
    stops.push(() => s3.close());
    const mail = await startMail(dir);
    handle.mail = mail;
    stops.push(() => mail.close());

    // the API instances: one secret, one database, their own DATA_DIR each; the first migrates and seeds
    const jwtSecret = randomBytes(36).toString('base64url');
    const apiEnv = (i, apiPort) => ({
      NODE_ENV: 'production',
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      API_WORKERS: '1',
      DATA_DIR: path.join(dir, `api${i + 1}`),
      DEPLOY_DIR: path.join(dir, 'deploy'),
      DATABASE_URL: handle.db.url,
      REDIS_URL: handle.redis.url,
      JWT_SECRET: jwtSecret,
      PUBLIC_URL: handle.url,
      TRUST_PROXY: '1',
      SERVE_APPS: '1',
      DEMO_DATA: '1',
      SHUTDOWN_DRAIN_MS: String(opts.drainMs ?? 1000),
      SMTP_URL: mail.smtpUrl,
      S3_BUCKET: handle.s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
      RENDER_WARM: '0',
      ...(opts.devEndpoints ? { OUTBOX_READABLE: '1' } : {}),
      ...opts.apiEnv,
    });
    const apiPorts = [];
    for (let i = 0; i < instances; i++) apiPorts.push(await freePort());
    const startApi = async (i) => {
      const api = handle.apis[i] ?? { index: i, port: apiPorts[i], name: `api${i + 1}` };
      handle.apis[i] = api;
      api.process = child(api.name, process.execPath, [path.join(root, 'packages/api/dist/main.js')], {
        dir,
        env: apiEnv(i, api.port),
      });
      const exited = api.process.exited.then(() => 'exited');
      const ready = until(
        async () => (await httpGet(`http://127.0.0.1:${api.port}/ready`)).status === 200,
        120_000,
        `${api.name} /ready`,
      ).then(() => 'ready');
      if ((await Promise.race([ready, exited])) === 'exited')
        throw new Error(`${api.name} exited while starting; see ${path.join(dir, api.name + '.log')}`);
      return api;
    };
    handle.startApi = startApi;
    stops.push(async () => {
      for (const a of handle.apis) a?.process?.kill('SIGTERM');
      await Promise.all(handle.apis.map((a) => a?.process?.exited));
    });
    await startApi(0); // migrations and demo data once
    await Promise.all(apiPorts.slice(1).map((_, k) => startApi(k + 1)));

    fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig({ dir, port, apiPorts }));
    const nginxBin = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
    const test = spawnSync(nginxBin, ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx refused the generated config:\n${test.stderr}`);
    handle.nginx = child('nginx', nginxBin, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { dir });
    stops.push(async () => {
      handle.nginx.kill('SIGQUIT');
      await handle.nginx.exited;
    });
    const nginxExit = handle.nginx.exited.then(() => 'exited');
    const up = until(async () => (await httpGet(`${handle.url}/ready`)).status === 200, 15_000, 'nginx').then(
      () => 'up',
    );
    if ((await Promise.race([up, nginxExit])) === 'exited')
      throw new Error(`nginx exited; see ${path.join(dir, 'nginx-error.log')} (is port ${port} taken? set PORT)`);
    return handle;
  } catch (e) {
    await stop();
    throw e;
  }
}

// ------------------------------------------------------------------ command line
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  try {
    prepare();
    const c = await startCluster();
    const secs = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`
Cluster up in ${secs} s: ${c.url}   (demo accounts teacher@demo.test / manager@demo.test, password Demo1234)
  nginx        ${c.url}  → ${c.apis.map((a) => `127.0.0.1:${a.port}`).join(', ')}
  PostgreSQL   ${c.db.url}
  Redis        ${c.redis.url}
  S3 (s3rver)  ${c.s3.endpoint}  bucket ${c.s3.bucket}
  SMTP         ${c.mail.smtpUrl}   inbox ${c.mail.inboxUrl}/messages?to=<email>
  logs         ${path.relative(root, c.dir)}/
Ctrl-C stops everything (and drops the database; CLUSTER_KEEP_DB=1 keeps it).`);
    let stopping = false;
    const bye = async () => {
      if (stopping) return;
      stopping = true;
      console.log('\nstopping the cluster…');
      await c.stop();
      process.exit(0);
    };
    process.on('SIGINT', bye);
    process.on('SIGTERM', bye);
  } catch (e) {
    console.error(`\ncluster: ${e.message}`);
    process.exit(1);
  }
}
