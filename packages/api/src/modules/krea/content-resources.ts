/** The resources of a Krea content: usable ones, set, order, a page of them. */
import { KREA_ERROR_CODES as CODES, type ExploreLocale, type KreaResourceItem } from '@platform/contracts';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import { groupOf } from '../../http/request';
import { bad, logEvent, pageOf, touch } from './store-common';
import { completeness } from './content-state';

// ---------------------------------------------------------------- resources
/**
 * Krea resources the caller may put in a content (the two lists of GET /krea/Resource): their own or shared with them,
 * or published in their school group (network resources); one already in the content may stay.
 */
export async function usableResources(db: Db, user: AuthUser, programId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const group = await groupOf(db, user);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM resources r WHERE r.id = ANY($1::int[]) AND r.deleted_at IS NULL AND r.origin = 'krea'
        AND (r.owner_user_id = $2
             OR EXISTS (SELECT 1 FROM collaborators c WHERE c.resource_id = r.id AND c.user_id = $2)
             OR EXISTS (SELECT 1 FROM program_resources pr WHERE pr.program_id = $4 AND pr.resource_id = r.id)
             OR (r.school_group_id = $3 AND EXISTS (SELECT 1 FROM resource_locales x WHERE x.resource_id = r.id AND x.status = 1)))`,
    [[...new Set(ids)], user.userId, group ?? -1, programId],
  );
  if (rows[0].n !== new Set(ids).size) throw bad('Unknown resource', CODES.unknownResource, 'resourceIds');
}

export async function setResources(db: Db, user: AuthUser, id: number, ids: number[]): Promise<void> {
  if (new Set(ids).size !== ids.length) throw bad('A resource appears twice', 'VALIDATION_ERROR', 'resourceIds');
  await usableResources(db, user, id, ids);
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM programs WHERE id = $1 FOR UPDATE', [id]);
    await tx.query('DELETE FROM program_resources WHERE program_id = $1', [id]);
    for (const [i, r] of ids.entries())
      await tx.query('INSERT INTO program_resources (program_id, resource_id, position) VALUES ($1, $2, $3)', [
        id,
        r,
        i,
      ]);
    await touch(tx, id, user.userId);
    await logEvent(tx, id, user.userId, 'resources');
  });
  await completeness(db, id, true);
}

export async function orderResources(db: Db, user: AuthUser, id: number, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM programs WHERE id = $1 FOR UPDATE', [id]);
    const cur = (
      await tx.query<{ resource_id: number }>('SELECT resource_id FROM program_resources WHERE program_id = $1', [id])
    ).rows.map((r) => r.resource_id);
    const same = cur.length === ids.length && new Set(ids).size === ids.length && ids.every((x) => cur.includes(x));
    if (!same)
      throw bad('The order must list every resource of the content once', CODES.orderNotPermutation, 'resourceIds');
    for (const [i, r] of ids.entries())
      await tx.query('UPDATE program_resources SET position = $3 WHERE program_id = $1 AND resource_id = $2', [
        id,
        r,
        i,
      ]);
    await touch(tx, id, user.userId);
    await logEvent(tx, id, user.userId, 'order');
  });
}

export async function pagedResources(
  db: Db,
  id: number,
  locale: ExploreLocale,
  pageNumber: number,
  pageSize: number,
): Promise<{ data: KreaResourceItem[]; totalCount: number }> {
  const { rows } = await db.query<{
    id: number;
    position: number;
    title: string | null;
    locale: ExploreLocale | null;
    classes: number;
    minutes: number;
    available: ExploreLocale[] | null;
    total: string;
  }>(
    `SELECT r.id, pr.position, v.title, v.locale,
            (SELECT count(*) FROM class_plans cp WHERE cp.resource_id = r.id)::integer AS classes,
            (SELECT coalesce(sum(cp.minutes_duration), 0) FROM class_plans cp WHERE cp.resource_id = r.id AND cp.teacher_enabled)::integer AS minutes,
            (SELECT array_agg(x.locale ORDER BY array_position(ARRAY['es','en','ca'], x.locale)) FROM resource_locales x WHERE x.resource_id = r.id AND x.status = 1) AS available,
            count(*) OVER () AS total
       FROM program_resources pr JOIN resources r ON r.id = pr.resource_id AND r.deleted_at IS NULL
       LEFT JOIN LATERAL (SELECT x.title, x.locale FROM resource_locales x WHERE x.resource_id = r.id
                           ORDER BY (x.locale = $2) DESC, array_position(ARRAY['es','en','ca'], x.locale) LIMIT 1) v ON true
      WHERE pr.program_id = $1 ORDER BY pr.position, r.id LIMIT $3 OFFSET $4`,
    [id, locale, pageSize, pageNumber * pageSize],
  );
  return pageOf(rows, (r) => ({
    id: r.id,
    title: r.title ?? '',
    locale: r.locale,
    classes: r.classes,
    minutes: r.minutes,
    available: r.available ?? [],
    position: r.position,
  }));
}
