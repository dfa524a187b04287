/**
 * What every route file of profile-team shares: the database, the caller (roles read fresh), the
 * request locale, the tags and the levels of a school or group.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AppLocale, type IdName } from '@platform/contracts';
import type { Db } from '../../db/types';
import { actorOf, type Actor } from './access';
import { levelsOf, type LevelTable } from './school-store';

export const ACCOUNT = ['AccountApi'];
export const SCHOOL = ['SchoolApi'];
export const GROUP = ['SchoolGroupApi'];
export const SHARING = ['SharingGroupApi'];
export const has = (v: string | null | undefined) => !!v && v.trim() !== '';

export interface Ctx {
  db: () => Db;
  me: (req: FastifyRequest) => Promise<Actor>;
  loc: (req: FastifyRequest) => AppLocale;
  levelsOf: (table: LevelTable, col: string, id: number, locale: AppLocale) => Promise<IdName[]>;
}

export function contextOf(app: FastifyInstance): Ctx {
  const db = () => app.db;
  const me = (req: FastifyRequest) => actorOf(db(), req.user);
  const loc = (req: FastifyRequest) => req.locale as AppLocale;
  return { db, me, loc, levelsOf: (table, col, id, locale) => levelsOf(db(), table, col, id, locale) };
}
