/**
 * Request helpers every module uses in its routes (index.ts): who calls, in which language, which page.
 * (The convention: packages/api/README.md, "Add an endpoint".)
 */
import type { FastifyRequest } from 'fastify';
import type { ExploreLocale, Paged } from '@platform/contracts';
import type { Db } from '../db/types';
import type { AuthUser } from './context';
import { ApiError } from './errors';
import { requestLocale } from './locale';
import { cachedRead, registerCachedTables } from './read-cache';

registerCachedTables(['schools']); // groupOf's entries, in every process (see read-cache.ts)

/** The authenticated caller; 401 when the route forgot `preHandler: app.authenticate` or the token is missing. */
export const userOf = (req: FastifyRequest): AuthUser => {
  if (!req.user) throw ApiError.unauthorized();
  return req.user;
};

/** The request's content language (es, en, ca): see requestLocale. */
export const localeOf = (req: FastifyRequest): ExploreLocale => requestLocale(req) as ExploreLocale;

/** The caller's school group (network); null when they have none. */
export async function groupOf(db: Db, user: AuthUser): Promise<number | null> {
  if (user.schoolGroupId) return user.schoolGroupId;
  if (!user.schoolId) return null;
  const schoolId = user.schoolId;
  // through the read cache (ADR 0037): dropped by any write to schools
  return cachedRead(db, `sgroup:${schoolId}`, ['schools'], async () => {
    const { rows } = await db.query<{ g: number | null }>('SELECT school_group_id AS g FROM schools WHERE id = $1', [
      schoolId,
    ]);
    return rows[0]?.g ?? null;
  });
}

/** The paged answer shape `{ data, totalCount, pages, totalPages, pageNumber, pageSize }`. */
export function paged<T>(data: T[], totalCount: number, pageNumber: number, pageSize: number): Paged<T> {
  const pages = Math.ceil(totalCount / pageSize);
  return { data, totalCount, pages, totalPages: pages, pageNumber, pageSize };
}
