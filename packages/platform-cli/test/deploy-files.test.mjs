// The deployment description (deploy/, docs/decisions/0030) checked without a container runtime: the compose file
// parses and wires two API instances to PostgreSQL, Redis, MinIO and one deploy folder; the Dockerfile has both
// targets and copies every app of apps.json; nginx balances over the compose API services and proxies every path the
// API owns.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (f) => fs.readFileSync(path.join(root, f), 'utf8');
const apps = JSON.parse(read('packages/mf-config/apps.json'));
const remotes = Object.keys(apps.remotes);

test('compose: two API instances on one PostgreSQL, Redis, MinIO and deploy folder', () => {
  const doc = YAML.parse(read('deploy/compose.yaml'), { merge: true });
  const s = doc.services;
  assert.deepEqual(Object.keys(s).sort(), ['api1', 'api2', 'mail', 'minio', 'minio-init', 'postgres', 'redis', 'web']);
  for (const name of ['api1', 'api2']) {
    const env = s[name].environment;
    assert.match(env.DATABASE_URL, /@postgres:5432\//, `${name} DATABASE_URL`);
    assert.equal(env.REDIS_URL, 'redis://redis:6379');
    assert.equal(env.S3_ENDPOINT, 'http://minio:9000');
    assert.match(env.SMTP_URL, /^\$\{SMTP_URL:-smtp:\/\/mail:1025\}$/, `${name} sends its mail to the mail service`);
    assert.ok(env.S3_BUCKET && env.JWT_SECRET && env.DEPLOY_DIR);
    assert.ok(s[name].volumes.includes(`deploy:${env.DEPLOY_DIR}`), `${name} mounts the deploy folder`);
    assert.equal(s[name].build.target, 'api');
  }
  assert.equal(s.api1.environment.JWT_SECRET, s.api2.environment.JWT_SECRET, 'one secret: sessions valid on both');
  assert.equal(s.api1.environment.DEMO_DATA, '1');
  assert.ok(s.api1.depends_on.mail, 'the first instance starts after the mail service');
  assert.deepEqual(s.mail.ports, ['${MAIL_UI_PORT:-8025}:8025']);
  assert.equal(s.api2.environment.DEMO_DATA, undefined, 'only one instance seeds');
  assert.equal(s.web.build.target, 'static');
  assert.ok(s.web.ports[0].endsWith(':80'));
  assert.ok(doc.volumes && 'deploy' in doc.volumes && 'pgdata' in doc.volumes && 'miniodata' in doc.volumes);
});

test('Dockerfile: api and static targets, every app copied, graceful stop and readiness check', () => {
  const df = read('deploy/Dockerfile');
  const targets = [...df.matchAll(/^FROM\s+\S+\s+AS\s+(\S+)/gim)].map((m) => m[1]);
  assert.deepEqual(targets, ['build', 'api', 'static']);
  for (const r of remotes) {
    assert.ok(df.includes(`/src/${r}/dist ./apps/${r}/dist`), `api image has ${r}`);
    assert.ok(df.includes(`/src/${r}/dist /usr/share/nginx/html/mf/${r}`), `static image has ${r}`);
  }
  assert.ok(
    df.includes('/src/shell/dist-prerender ./apps/shell/dist-prerender'),
    'api image has the pre-rendered pages',
  );
  assert.match(df, /\/ready/);
  assert.match(df, /STOPSIGNAL SIGTERM/);
  assert.match(df, /pnpm install --frozen-lockfile/);
});

test('nginx: both API instances upstream; the API paths proxied; shell routes fall back to index.html', () => {
  const conf = read('deploy/nginx.conf');
  const servers = [...conf.matchAll(/^\s*server\s+([a-z0-9]+):8080/gm)].map((m) => m[1]);
  assert.deepEqual(servers, ['api1', 'api2']);
  for (const p of ['api/', 'notificationHub', 'files/', 'remotes\\.json$', 'deployed/', 'r/', 'ready$'])
    assert.ok(conf.includes(p), `proxies ${p}`);
  assert.match(conf, /try_files \$uri \/index\.html;/);
  // the pre-rendered public pages come from the API (language, brand), not the static index.html (ADR 0033)
  const pre = conf.match(/location ~ (\^\/\(content[^ ]*) \{/);
  assert.ok(pre, 'a location proxies the pre-rendered pages');
  const re = new RegExp(pre[1]);
  for (const p of [
    '/',
    '/login',
    '/content',
    '/how-it-works',
    '/impact',
    '/corporative-login',
    '/reset-password',
    '/quote/program',
  ])
    assert.ok(re.test(p), `proxies ${p}`);
  for (const p of ['/feed', '/login/x', '/quote/other', '/index.html']) assert.ok(!re.test(p), `does not proxy ${p}`);
  assert.equal((conf.match(/{/g) || []).length, (conf.match(/}/g) || []).length, 'braces balance');
});

test('cluster (npm run cluster): generated nginx config balances every instance, retries idempotent requests only', async () => {
  const { nginxConfig, APPS } = await import('../cluster.mjs');
  const conf = nginxConfig({ dir: '/tmp/x', port: 8123, apiPorts: [1001, 1002, 1003] });
  const servers = [...conf.matchAll(/^\s*server 127\.0\.0\.1:(\d+) max_fails=1 fail_timeout=2s;/gm)].map((m) => m[1]);
  assert.deepEqual(servers, ['1001', '1002', '1003']);
  assert.match(conf, /listen 127\.0\.0\.1:8123;/);
  assert.match(conf, /daemon off;/);
  assert.ok(!conf.includes('non_idempotent'), 'POST/PATCH never passed on to another instance');
  assert.match(conf, /location \/notificationHub \{[^}]*proxy_set_header Upgrade \$http_upgrade;/s);
  assert.deepEqual(APPS.sort(), remotes.sort());
  assert.equal((conf.match(/{/g) || []).length, (conf.match(/}/g) || []).length, 'braces balance');
});
