/**
 * PostgreSQL dropping connections (issue 32, src/db/postgres.ts, src/db/connection-errors.ts, http/errors.ts):
 * pg_terminate_backend from another connection, as an operator, a restart or a failover does it. The pool drops the
 * dead connection; a read, a write PostgreSQL terminated before it ran, and a transaction cut before its COMMIT run
 * once more on a new connection (the request answers 2xx, the write is there once); what cannot be retried safely
 * answers 503 with Retry-After, never 500. The terminations run on the real PostgreSQL (the postgres project); the
 * classification and the 503 mapping run on both databases.
 */
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { Pool } from 'pg';
import {
  fromDatabase,
  isConnectionLost,
  isDatabaseConnectionLost,
  isReadOnlySql,
  statementDidNotRun,
} from '../../src/db/connection-errors';
import { isPostgres, sleep, startTestApp, type TestApp, type TestUser } from './harness';

const API = '/api/v1';
let t: TestApp;
let user: TestUser;
let admin: Client | null = null;
/** `fn` of the test route /test/slow-transaction, counted per tag */
const runs = new Map<string, number>();

beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      extend: (app) => {
        app.get('/test/slow-read', async (req) => {
          const marker = (req.query as { marker: string }).marker;
          const r = await t.db.query<{ n: number }>(`SELECT 42 AS n, pg_sleep(0.6) /* ${marker} */`);
          return { n: r.rows[0].n };
        });
        app.post('/test/slow-transaction', async (req, reply) => {
          const { marker, tag } = req.body as { marker: string; tag: string };
          await t.db.transaction(async (tx) => {
            runs.set(tag, (runs.get(tag) ?? 0) + 1);
            await tx.query('INSERT INTO conn_loss_probe (tag) VALUES ($1)', [tag]);
            await tx.query(`SELECT pg_sleep(0.6) /* ${marker} */`);
          });
          return reply.code(201).send({ tag });
        });
        app.get('/test/throw', async (req) => {
          const kind = (req.query as { kind: string }).kind;
          if (kind === 'db-socket') throw fromDatabase(new Error('Connection terminated unexpectedly'));
          if (kind === 'db-terminated')
            throw fromDatabase(
              Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
            );
          if (kind === 'db-too-many')
            throw fromDatabase(Object.assign(new Error('sorry, too many clients already'), { code: '53300' }));
          // the S3 store down: the same socket error, not the database's
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
        });
      },
    },
  );
  user = await t.createUser();
  if (isPostgres()) {
    await t.db.query('CREATE TABLE conn_loss_probe (id serial PRIMARY KEY, tag text NOT NULL)');
    admin = new Client({ connectionString: process.env.PG_TEST_URL });
    await admin.connect();
  }
});
afterAll(async () => {
  await admin?.end();
  await t?.close();
});

/** Terminates, from another connection, the backend running the statement that carries `marker` (once it runs). */
async function terminateWhenRunning(marker: string): Promise<number> {
  const end = Date.now() + 5000;
  while (Date.now() < end) {
    const { rows } = await admin!.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE state = 'active' AND query LIKE $1 AND pid <> pg_backend_pid()`,
      [`%${marker}%`],
    );
    if (rows.length) {
      await admin!.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
      return rows[0].pid;
    }
    await sleep(20);
  }
  throw new Error(`no backend ran ${marker}`);
}
const probes = async (tag: string) =>
  Number(
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM conn_loss_probe WHERE tag = $1', [tag])).rows[0].n,
  );
const pool = () => (t.db as unknown as { pool: Pool }).pool;

describe('which failures are a lost connection, and which statements may run again', () => {
  it('classifies PostgreSQL and socket errors', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const cut = new Error('Connection terminated unexpectedly');
    expect([isConnectionLost(terminated), statementDidNotRun(terminated)]).toEqual([true, true]);
    expect([isConnectionLost(cut), statementDidNotRun(cut)]).toEqual([true, false]); // may have committed
    const notSent = new Error('Client has encountered a connection error and is not queryable');
    expect([isConnectionLost(notSent), statementDidNotRun(notSent)]).toEqual([true, true]);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect([isConnectionLost(refused), statementDidNotRun(refused)]).toEqual([true, true]);
    // the statement's own errors are not connection errors
    for (const code of ['23505', '22P02', '40001', '42P01'])
      expect(isConnectionLost(Object.assign(new Error('x'), { code }))).toBe(false);
    expect(isConnectionLost(new Error('boom'))).toBe(false);
  });

  it('tells reads from writes', () => {
    expect(isReadOnlySql('SELECT * FROM folders WHERE updated_at > $1')).toBe(true);
    expect(isReadOnlySql('  -- list\n  WITH x AS (SELECT 1) SELECT * FROM x')).toBe(true);
    expect(isReadOnlySql('/* c */ SELECT 1')).toBe(true);
    expect(isReadOnlySql('INSERT INTO folders (name) VALUES ($1)')).toBe(false);
    expect(isReadOnlySql('WITH d AS (DELETE FROM x RETURNING id) SELECT * FROM d')).toBe(false);
    expect(isReadOnlySql('SELECT id FROM folders FOR UPDATE')).toBe(false);
    expect(isReadOnlySql("SELECT nextval('folders_id_seq')")).toBe(false);
    expect(isReadOnlySql('UPDATE folders SET name = $1')).toBe(false);
  });
});

describe('a lost connection the pool cannot retry answers 503 with Retry-After, never 500', () => {
  it.each(['db-socket', 'db-terminated', 'db-too-many'])('%s → 503 DATABASE_UNAVAILABLE', async (kind) => {
    const r = await t.request('GET', `/test/throw?kind=${kind}`);
    expect(r.status).toBe(503);
    expect(r.headers.get('retry-after')).toBe('1');
    expect(r.json).toMatchObject({ statusCode: 503, code: 'DATABASE_UNAVAILABLE' });
  });

  it("another service's socket error (S3 down) → 503 SERVICE_UNAVAILABLE, not the database's", async () => {
    const r = await t.request('GET', '/test/throw?kind=s3');
    expect(r.status).toBe(503);
    expect(r.headers.get('retry-after')).toBe('1');
    expect(r.json).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
  });
});

if (isPostgres()) {
  describe('PostgreSQL terminates the connections (pg_terminate_backend from another connection)', () => {
    it('a read in flight runs again on a new connection; the pool drops the dead one', async () => {
      const marker = `read-${randomUUID()}`;
      const r = t.db.query<{ n: number }>(`SELECT 7 AS n, pg_sleep(0.6) /* ${marker} */`);
      const killed = await terminateWhenRunning(marker);
      expect((await r).rows[0].n).toBe(7);
      const pids = await Promise.all(
        Array.from({ length: 5 }, () => t.db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')),
      );
      expect(pids.map((p) => p.rows[0].pid)).not.toContain(killed);
    });

    it('a write PostgreSQL terminated before it ran (57P01) runs again, once', async () => {
      const marker = `write-${randomUUID()}`;
      const tag = randomUUID();
      const w = t.db.query(`INSERT INTO conn_loss_probe (tag) SELECT $1 FROM pg_sleep(0.6) /* ${marker} */`, [tag]);
      await terminateWhenRunning(marker);
      await w;
      expect(await probes(tag)).toBe(1);
    });

    it("another service's socket error inside a transaction is the transaction's failure: no retry", async () => {
      let calls = 0;
      const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
      const tag = randomUUID();
      await expect(
        t.db.transaction(async (tx) => {
          calls++;
          await tx.query('INSERT INTO conn_loss_probe (tag) VALUES ($1)', [tag]);
          throw refused;
        }),
      ).rejects.toBe(refused);
      expect(calls).toBe(1);
      expect(isDatabaseConnectionLost(refused)).toBe(false);
      expect(await probes(tag)).toBe(0); // rolled back
    });

    it('a transaction cut before its COMMIT runs again from the start and commits once', async () => {
      const marker = `tx-${randomUUID()}`;
      const tag = randomUUID();
      let calls = 0;
      const done = t.db.transaction(async (tx) => {
        calls++;
        await tx.query('INSERT INTO conn_loss_probe (tag) VALUES ($1)', [tag]);
        await tx.query(`SELECT pg_sleep(0.6) /* ${marker} */`);
        return 'committed';
      });
      await terminateWhenRunning(marker);
      expect(await done).toBe('committed');
      expect(calls).toBe(2);
      expect(await probes(tag)).toBe(1);
    });

    it('through HTTP: a GET and a POST whose connection is terminated mid-request answer 2xx, the write once', async () => {
      const readMarker = `http-read-${randomUUID()}`;
      const read = t.request('GET', `/test/slow-read?marker=${readMarker}`);
      await terminateWhenRunning(readMarker);
      expect(await read).toMatchObject({ status: 200, json: { n: 42 } });

      const txMarker = `http-tx-${randomUUID()}`;
      const tag = randomUUID();
      const write = t.request('POST', '/test/slow-transaction', { body: { marker: txMarker, tag } });
      await terminateWhenRunning(txMarker);
      expect((await write).status).toBe(201);
      expect(runs.get(tag)).toBe(2);
      expect(await probes(tag)).toBe(1);
    });

    it("every connection of the pool terminated at once: the API's reads and writes still answer 2xx", async () => {
      // fill the pool (5 connections), then terminate them all while they sit idle
      const held = await Promise.all(
        Array.from({ length: 5 }, () => t.db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)')),
      );
      const pids = [...new Set(held.map((h) => h.rows[0].pid))];
      expect(pool().totalCount).toBeGreaterThan(1);
      await admin!.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [pids]);
      const name = `after-terminate-${randomUUID().slice(0, 8)}`;
      const [list, me, created] = await Promise.all([
        t.request('GET', `${API}/FolderApi/GetAllByUser`, { token: user.token }),
        t.request('GET', `${API}/AccountApi/Me`, { token: user.token }),
        t.request('POST', `${API}/FolderApi/Create`, {
          token: user.token,
          body: { name },
          headers: { 'idempotency-key': randomUUID() },
        }),
      ]);
      expect([list.status, me.status, created.status]).toEqual([200, 200, 201]);
      expect(await t.count('folders', 'owner_id = $1 AND name = $2', [user.userId, name])).toBe(1);
      const now = await Promise.all(
        Array.from({ length: 5 }, () => t.db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')),
      );
      for (const p of now) expect(pids).not.toContain(p.rows[0].pid);
    });
  });
} else {
  console.warn('PostgreSQL not reachable: the pg_terminate_backend cases of pg-connection-loss did NOT run.');
}
