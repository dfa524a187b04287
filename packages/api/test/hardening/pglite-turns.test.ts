/**
 * PGlite queries run one per turn of the event loop (src/db/pglite.ts, ADR 0035): while a long queue of queries is
 * being worked through, I/O callbacks (new connections, new requests) still get their turn, and the queue is FIFO.
 */
import { openPglite, pgliteDb } from '../../src/db/pglite';

test('a crowd of queries does not keep the event loop from its I/O turns, and runs in order', async () => {
  const db = pgliteDb(await openPglite());
  try {
    await db.query('CREATE TABLE t (n integer)');
    const order: number[] = [];
    let ioTurns = 0;
    let doneAt = -1;
    // an I/O-phase callback scheduled again and again (as the server's accept and reads are)
    const poll = () =>
      setImmediate(() => {
        ioTurns += 1;
        if (doneAt < 0) poll();
      });
    poll();
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        db.query('SELECT $1::int AS n, count(*) FROM generate_series(1, 200)', [i]).then(() => order.push(i)),
      ),
    );
    doneAt = ioTurns;
    expect(order).toEqual(Array.from({ length: 60 }, (_, i) => i));
    // about one turn per query; without the turns (PGLITE_FAIR=0) the 60 queries chain in microtasks: ~1 turn
    expect(doneAt).toBeGreaterThanOrEqual(45);
    // a transaction is one job: its own queries are not queued behind others (no deadlock), and the rest waits for it
    const seen: string[] = [];
    await Promise.all([
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES (1)');
        await tx.query('INSERT INTO t VALUES (2)');
        seen.push('tx');
      }),
      db.query('SELECT count(*)::int AS c FROM t').then((r) => seen.push(`read ${(r.rows[0] as { c: number }).c}`)),
    ]);
    expect(seen).toEqual(['tx', 'read 2']);
  } finally {
    await db.close();
  }
});
