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
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const requireApi = createRequire(path.join(root, 'packages/api/package.json'));
const require = createRequire(import.meta.url);

export const APPS = ['mf-explore', 'mf-folders', 'mf-profile-team', 'mf-stats', 'mf-krea', 'mf-student-view'];
export const S3_KEY = 'S3RVER'; // s3rver checks signatures against its built-in credentials
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function portAnswers(host, port, timeout = 1000) {
  return new Promise((resolve) => {
    const s = net.connect({ host, port });
    const done = (ok) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(timeout, () => done(false));
    s.on('connect', () => done(true));
    s.on('error', () => done(false));
  });
}

/** GET url → { status, body } (never throws: status 0 when unreachable). */
export function httpGet(url, timeout = 2000) {
  return new Promise((resolve) => {
    const req = http.get(url, { timeout }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, body: '' }));
  });
}

async function until(check, ms, what) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(150);
  }
  throw new Error(`timed out after ${ms} ms waiting for ${what}`);
}

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

/** The nginx configuration of the cluster (a complete nginx.conf: it runs with -c and -p, not as the system service). */
export function nginxConfig({ dir, port, apiPorts }) {
  const proxy = `
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # passive retries: a refused or reset connection, a timeout, 502/503/504 go to the next instance — for GET, HEAD,
      # PUT, DELETE, OPTIONS only: nginx never passes on a POST or PATCH once it reached an instance (its default)
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 3;
      proxy_next_upstream_timeout 10s;
      proxy_connect_timeout 2s;`;
  const apps = APPS.map(
    (a) => `
    location ~ ^/mf/${a}/(mf-manifest\\.json|remoteEntry\\.js)$ {
      alias ${root}/${a}/dist/$1;
      add_header Cache-Control "no-cache";
    }
    location /mf/${a}/ {
      alias ${root}/${a}/dist/;
      add_header Cache-Control "public, max-age=31536000, immutable";
    }`,
  ).join('');
  return `# generated by packages/platform-cli/cluster.mjs — do not edit (deploy/nginx.conf is the container version)
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${dir}/nginx-access.log;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  sendfile on;
  keepalive_timeout 65;

  upstream api {
    # passive health checks: an instance that fails once is left out for 2 s, then tried again
${apiPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 16;
  }
  map $http_upgrade $connection_upgrade {
    default upgrade;
    ''      '';
  }

  server {
    listen 127.0.0.1:${port};
    server_name _;
    root ${root}/shell/dist;
    client_max_body_size 16m;
    gzip_static on;
    gzip on;
    gzip_vary on;
    gzip_proxied any;
    gzip_types application/javascript application/json text/css image/svg+xml text/plain;

    # the realtime hub: WebSocket upgrade, long reads
    location /notificationHub {${proxy}
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 3600s;
    }
    location ~ ^/(api/|files/|remotes\\.json$|deployed/|r/|health$|ready$) {${proxy}
      proxy_set_header Connection "";
      proxy_read_timeout 60s;
    }
    # the pre-rendered public pages (ADR 0033), answered by the API in the visitor's language
    location ~ ^/(content|how-it-works|impact|login|corporative-login|reset-password|quote/(freemium|program|campus))?$ {${proxy}
      proxy_set_header Connection "";
    }
${apps}
    location = /index.html { add_header Cache-Control "no-cache"; }
    location / {
      add_header Cache-Control "no-cache";
      try_files $uri /index.html;
    }
  }
}
`;
}

/** SMTP server + inbox: every message received is parsed and kept (memory, <dir>/mail.jsonl, GET /messages?to=). */
async function startMail(dir) {
  const { SMTPServer } = require('smtp-server');
  const { simpleParser } = require('mailparser');
  const messages = [];
  const file = path.join(dir, 'mail.jsonl');
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((m) => {
          const msg = {
            id: messages.length + 1,
            receivedAt: new Date().toISOString(),
            from: m.from?.text ?? '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: m.subject ?? '',
            text: m.text ?? '',
            html: typeof m.html === 'string' ? m.html : '',
          };
          messages.push(msg);
          fs.appendFileSync(file, JSON.stringify(msg) + '\n');
          callback();
        })
        .catch(callback);
    },
  });
  const smtpPort = await freePort();
  await new Promise((r) => smtp.listen(smtpPort, '127.0.0.1', r));
  const inbox = http.createServer((req, res) => {
    const u = new URL(req.url, 'http://x');
    if (u.pathname !== '/messages') {
      res.writeHead(404).end();
      return;
    }
    const to = u.searchParams.get('to')?.toLowerCase();
    const list = to ? messages.filter((m) => m.to.includes(to)) : messages;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list.slice().reverse()));
  });
  const inboxPort = await freePort();
  await new Promise((r) => inbox.listen(inboxPort, '127.0.0.1', r));
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl: `http://127.0.0.1:${inboxPort}`,
    messages,
    close: async () => {
      await new Promise((r) => smtp.close(r));
      await new Promise((r) => inbox.close(r));
    },
  };
}

async function startS3(dir, bucket) {
  const S3rver = require('s3rver');
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, directory: path.join(dir, 's3'), close: () => server.close() };
}

/** Children still running: killed when this process exits, however it exits (no stray nginx or API left behind). */
const children = new Set();
process.on('exit', () => {
  for (const p of children) p.kill('SIGKILL');
});

/** A child process whose output goes to <dir>/<name>.log; resolves `exited` with its code/signal. */
function child(name, cmd, args, { dir, env, cwd = root }) {
  const out = fs.openSync(path.join(dir, `${name}.log`), 'a');
  const p = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  children.add(p);
  p.exited = new Promise((r) =>
    p.on('exit', (code, signal) => {
      children.delete(p);
      r({ code, signal });
    }),
  );
  return p;
}

async function checkPostgres(pgUrl) {
  const u = new URL(pgUrl);
  if (!(await portAnswers(u.hostname, Number(u.port || 5432))))
    throw new Error(
      `PostgreSQL does not answer at ${u.host} (PG_URL=${pgUrl}). Start it (e.g. \`service postgresql start\`) ` +
        'with trust authentication for local connections, or set PG_URL.',
    );
}
async function checkRedis(redisUrl) {
  const u = new URL(redisUrl);
  if (!(await portAnswers(u.hostname, Number(u.port || 6379))))
    throw new Error(
      `Redis does not answer at ${u.host} (REDIS_URL=${redisUrl}). Start it (e.g. \`service redis-server start\`) or set REDIS_URL.`,
    );
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
