// 3. no state in one process only (chaos.mjs): what one API instance wrote, the other serves.
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from '../cluster/util.mjs';
import { PASSWORD, PNG } from './client.mjs';

export async function noProcessState({ c, check, call }) {
  // each instance directly (not through nginx): a session minted by one is accepted by the other, a folder created
  // on one is listed by the other, a file uploaded through one is served by the other
  const [a, b] = c.apis.map((x) => `http://127.0.0.1:${x.port}/api/v1`);
  const tok = (
    await call('POST', `${a}/AccountApi/SignIn`, { body: { email: 'teacher@demo.test', password: PASSWORD } })
  ).json?.token;
  const name = `cross-${randomUUID().slice(0, 8)}`;
  const created = await call('POST', `${a}/FolderApi/Create`, { token: tok, body: { name } });
  const list = await call('GET', `${b}/FolderApi/GetAllByUser`, { token: tok });
  check(
    created.status === 201 && (list.json ?? []).some((f) => f.name === name),
    'state: a session and a folder from instance 1 are valid and listed on instance 2',
  );
  const me = await call('GET', `${b}/AccountApi/Me`, { token: tok });
  const up = await call('POST', `${a}/FileApi/UploadAsBase64`, {
    token: tok,
    body: {
      content: `data:image/png;base64,${PNG.toString('base64')}`,
      extension: 'png',
      filePath: `Users/${me.json?.userId}/profile`,
    },
  });
  const other = await fetch(`http://127.0.0.1:${c.apis[1].port}${up.json?.location}`);
  check(up.status === 200 && other.status === 200, 'state: a file uploaded through instance 1 is served by instance 2');

  const [A, B] = c.apis.map((x) => `http://127.0.0.1:${x.port}`);

  // the render's page-session check (ADR 0045) and the read cache it goes through: a page session set by instance 1
  // renders /feed on instance 2 (which caches "this family is live"); a logout on instance 1 revokes the family and
  // instance 2 stops rendering at once (the write's cache invalidation reaches it over Redis)
  const signedIn = await fetch(`${A}/api/v1/AccountApi/SignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: PASSWORD }),
  });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((x) => x.split(';')[0])
    .join('; ');
  const feedOn = (base) =>
    fetch(`${base}/feed`, { headers: { cookie, accept: 'text/html' }, signal: AbortSignal.timeout(30_000) });
  const rendered = (r) => r.status === 200 && /private/.test(r.headers.get('cache-control') ?? '');
  const before = await feedOn(B);
  check(
    /pl_session=/.test(cookie) && rendered(before),
    `state: a page session from instance 1 renders /feed on instance 2 (${before.status} ${before.headers.get('server-timing') ?? ''})`,
  );
  const out = await fetch(`${A}/api/v1/AccountApi/Logout`, {
    method: 'POST',
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
  });
  const after = await feedOn(B);
  check(
    out.status === 200 && after.status === 200 && !rendered(after),
    `state: after a logout on instance 1, instance 2 no longer renders for that page session (logout ${out.status})`,
  );

  // rate limits (Redis store): the sign-in limit of one address (SIGNIN_RATE_MAX, 10) holds across both instances —
  // attempts alternate between them; per-process counters would allow 10 on each
  const limited = `limit-${randomUUID().slice(0, 8)}@school.test`;
  const statuses = [];
  for (let i = 0; i < 12; i++)
    statuses.push(
      (
        await call('POST', `${i % 2 ? A : B}/api/v1/AccountApi/SignIn`, {
          body: { email: limited, password: 'Wrong999' },
        })
      ).status,
    );
  check(
    statuses.indexOf(429) === 10 && statuses.slice(0, 10).every((x) => x === 401),
    `state: the sign-in limit holds across instances (${statuses.join(',')})`,
  );

  // the deploys map: a remote deployed on its own (DEPLOY_DIR, one folder for all) is in both instances' remotes map
  const deploy = (...args) =>
    spawnSync(process.execPath, [path.join(root, 'packages/platform-cli/deploy.mjs'), ...args, '--json'], {
      cwd: root,
      env: { ...process.env, DEPLOY_DIR: path.join(c.dir, 'deploy') },
      encoding: 'utf8',
    });
  const deployed = deploy('mf-folders');
  const maps = await Promise.all([A, B].map(async (base) => (await fetch(`${base}/remotes.json`)).json()));
  check(
    deployed.status === 0 && maps.every((m) => /\/deployed\/mf-folders\//.test(JSON.stringify(m['mf-folders'] ?? m))),
    `state: a remote deployed on its own is in the remotes map of both instances (${deployed.status} ${deployed.stderr.slice(0, 120)})`,
  );
  deploy('rollback', 'mf-folders');
}
