import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import { ApiError } from '../../http/errors';
import { hasRole } from '../../http/auth';
import { groupOf } from '../../http/request';
import { loadResourceRow, type ResourceRow } from './detail';

/** 404 unknown / deleted; 403 a network-only resource of another school group. */
export async function visibleResource(db: Db, user: AuthUser | undefined, id: number): Promise<ResourceRow> {
  const r = await loadResourceRow(db, id);
  if (!r) throw ApiError.notFound('Resource not found');
  if (
    r.school_group_id &&
    !(user && (hasRole(user, 'ProviderStaff') || (await groupOf(db, user)) === r.school_group_id))
  )
    throw ApiError.forbidden();
  return r;
}
