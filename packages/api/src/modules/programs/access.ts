import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import { ApiError } from '../../http/errors';
import { hasRole } from '../../http/auth';
import { groupOf } from '../../http/request';
import { cachedRead } from '../../http/read-cache';

/** 404 unknown / deleted program; 403 a network-only program of another school group. */
export async function visibleProgram(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<{ id: number; school_group_id: number | null }> {
  // the row through the read cache (ADR 0037); who may see it is decided here, on every request
  const rows = await cachedRead(db, `prow:${id}`, ['programs'], async () => {
    const r = await db.query<{ id: number; school_group_id: number | null }>(
      'SELECT id, school_group_id FROM programs WHERE id = $1 AND deleted_at IS NULL',
      [id],
    );
    return r.rows;
  });
  if (!rows.length) throw ApiError.notFound('Program not found');
  if (
    rows[0].school_group_id &&
    !hasRole(user, 'ProviderStaff') &&
    (await groupOf(db, user)) !== rows[0].school_group_id
  )
    throw ApiError.forbidden();
  return rows[0];
}
