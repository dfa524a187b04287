// deploy.mjs on a temporary deploy folder: versioned copies never overwritten, the remotes map replaced atomically,
// rollback walking back to the build shipped with the shell, clear refusals for unknown remotes and missing builds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deploy, list, rollback } from '../deploy.mjs';

function fakeBuild(root, name, text) {
  const dir = path.join(root, `${name}-${text}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '' } }, shared: [] }),
  );
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${text} */`);
  return dir;
}
const readMap = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'remotes.json'), 'utf8'));

test('deploy, deploy again, roll back twice', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-cli-'));
  const dir = path.join(tmp, 'deploy');
  try {
    const a = deploy('mf-folders', {
      from: fakeBuild(tmp, 'mf-folders', 'a'),
      dir,
      now: new Date('2026-01-01T10:00:00Z'),
    });
    assert.match(a.version, /^20260101-100000Z-[0-9a-f]{8}$/);
    assert.equal(a.url, `/deployed/mf-folders/${a.version}/mf-manifest.json`);
    assert.equal(
      fs.readFileSync(path.join(dir, 'remotes', 'mf-folders', a.version, 'remoteEntry.js'), 'utf8'),
      '/* a */',
    );
    assert.deepEqual(readMap(dir), { 'mf-folders': a.url });

    const b = deploy('mf-folders', {
      from: fakeBuild(tmp, 'mf-folders', 'b'),
      dir,
      now: new Date('2026-01-01T11:00:00Z'),
    });
    assert.notEqual(b.version, a.version);
    assert.deepEqual(readMap(dir), { 'mf-folders': b.url });
    assert.deepEqual(list('mf-folders', { dir }), [
      { remote: 'mf-folders', live: b.url, deploys: [a.version, b.version] },
    ]);
    // the same build deployed at the same second is refused instead of overwriting a live version
    assert.throws(
      () =>
        deploy('mf-folders', { from: fakeBuild(tmp, 'mf-folders', 'b'), dir, now: new Date('2026-01-01T11:00:00Z') }),
      /exists already/,
    );

    assert.equal(rollback('mf-folders', { dir }).version, a.version);
    assert.deepEqual(readMap(dir), { 'mf-folders': a.url });
    assert.ok(
      fs.existsSync(path.join(dir, 'remotes', 'mf-folders', b.version)),
      'rolled-back files stay (pages still open keep loading them)',
    );
    assert.equal(rollback('mf-folders', { dir }).version, null);
    assert.deepEqual(readMap(dir), {});
    assert.throws(() => rollback('mf-folders', { dir }), /no deploy to roll back/);
    assert.deepEqual(
      fs.readdirSync(dir).filter((f) => f.endsWith('.tmp')),
      [],
      'no temporary files left',
    );
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

test("refuses unknown remotes, missing builds and another remote's build", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-cli-'));
  const dir = path.join(tmp, 'deploy');
  try {
    assert.throws(() => deploy('mf-nope', { from: fakeBuild(tmp, 'mf-nope', 'x'), dir }), /unknown remote "mf-nope"/);
    assert.throws(() => deploy('mf-stats', { from: path.join(tmp, 'missing'), dir }), /build the remote first/);
    assert.throws(
      () => deploy('mf-stats', { from: fakeBuild(tmp, 'mf-krea', 'x'), dir }),
      /manifest of "mf-krea", not of "mf-stats"/,
    );
    assert.equal(fs.existsSync(path.join(dir, 'remotes.json')), false);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

test('the compressed copies served are written from the deployed files, never taken stale from the build', async () => {
  const zlib = await import('node:zlib');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-cli-'));
  try {
    const from = fakeBuild(tmp, 'mf-folders', 'c');
    const big = `/* v2 */ ${'x'.repeat(2000)}`;
    fs.writeFileSync(path.join(from, 'chunk.js'), big);
    // what a build wrote before the chunk was changed: must not be deployed
    fs.writeFileSync(path.join(from, 'chunk.js.br'), zlib.brotliCompressSync(Buffer.from('/* v1 */')));
    fs.writeFileSync(path.join(from, 'chunk.js.gz'), zlib.gzipSync(Buffer.from('/* v1 */')));
    fs.writeFileSync(path.join(from, 'stale-only.js.gz'), zlib.gzipSync(Buffer.from('/* orphan */')));
    const d = deploy('mf-folders', { from, dir: path.join(tmp, 'deploy'), now: new Date('2026-01-02T10:00:00Z') });
    const out = (f) => path.join(d.dir, f);
    assert.equal(zlib.brotliDecompressSync(fs.readFileSync(out('chunk.js.br'))).toString(), big);
    assert.equal(zlib.gunzipSync(fs.readFileSync(out('chunk.js.gz'))).toString(), big);
    assert.equal(fs.existsSync(out('stale-only.js.gz')), false, 'no compressed copy without its file');
    assert.equal(fs.existsSync(out('remoteEntry.js.br')), false, 'files under 1 KB are sent as they are');
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
