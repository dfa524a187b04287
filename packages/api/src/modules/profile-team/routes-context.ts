/**
 * What every route file of profile-team shares: the database, the caller (roles read fresh), the
 * request locale, the tags and the levels of a school or group.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AppLocale, type IdName } from '@platform/contracts';
import type { Db } from '../../db/types';
import { l10nSql } from '../../http/locale';
import { actorOf, type Actor } from './access';

export const ACCOUNT = ['AccountApi'];
export const SCHOOL = ['SchoolApi'];
export const GROUP = ['SchoolGroupApi'];
export const SHARING = ['SharingGroupApi'];
export const has = (v: string | null | undefined) => !!v && v.trim() !== '';

export interface Ctx {
  db: () => Db;
  me: (req: FastifyRequest) => Promise<Actor>;
  loc: (req: FastifyRequest) => AppLocale;
  levelsOf: (
    table: 'school_educational_levels' | 'school_group_educational_levels',
    col: string,
    id: number,
    locale: AppLocale,
  ) => Promise<IdName[]>;
}

export function contextOf(app: FastifyInstance): Ctx {
  const db = () => app.db;
  const me = (req: FastifyRequest) => actorOf(db(), req.user);
  const loc = (req: FastifyRequest) => req.locale as AppLocale;
  const levelsOf = async (
    table: 'school_educational_levels' | 'school_group_educational_levels',
    col: string,
    id: number,
    locale: AppLocale,
  ): Promise<IdName[]> =>
    (
      await db().query<IdName>(
        `SELECT l.id, ${l10nSql('l.name', '$2')} AS name FROM ${table} x JOIN educational_levels l ON l.id = x.educational_level_id WHERE x.${col} = $1 ORDER BY l.position, l.id`,
        [id, locale],
      )
    ).rows;
  return { db, me, loc, levelsOf };
}
