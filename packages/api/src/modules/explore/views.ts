/**
 * View counts reach the explore index in batches (issue 9, ADR 0010, migration 0021): views queue in
 * explore_views_dirty and are applied at most every VIEWS_FLUSH_MS per database handle, so a crowd opening resources
 * does not make every explore request touch the index and drop the search caches. Counts in cards and the
 * most-viewed order lag by at most that long; the detail's own view count is always exact.
 * The batch updates the views column in place (explore_refresh_views, migration 0056, ADR 0035): it no longer goes
 * through explore_search_dirty and the full explore_refresh, whose transaction held PGlite's only connection.
 */
import type { Db } from '../../db/types';

export const VIEWS_FLUSH_MS = Number(process.env.EXPLORE_VIEWS_FLUSH_MS ?? 10_000);
const lastFlush = new WeakMap<Db, number>();

export async function flushViewCounts(db: Db, now = Date.now()): Promise<void> {
  const last = lastFlush.get(db);
  if (last !== undefined && now - last < VIEWS_FLUSH_MS) return;
  lastFlush.set(db, now);
  await db.query(`WITH d AS (DELETE FROM explore_views_dirty RETURNING resource_id)
                  SELECT explore_refresh_views(array_agg(resource_id)) FROM d HAVING count(*) > 0`);
}
