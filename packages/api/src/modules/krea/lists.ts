/** Krea lists: contents and resources of the caller's group, filtered and paged; authors (accent-folded search). */
import {
  KREA_ERROR_CODES as CODES,
  type ContentType,
  type ExploreLocale,
  type KreaAuthor,
  type KreaAvailableAuthor,
  type KreaContentCard,
  type KreaResourceCard,
  type ReviewState,
} from '@platform/contracts';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import { groupOf } from '../../http/request';
import { isApprover } from './access';
import { iso, fullName, bad, logEvent, writeCollaborators, authorOfRow, type CollaboratorRow } from './store-common';
import { fold, FOLD_SQL, pageOf } from './store-common';

// ---------------------------------------------------------------- lists
export async function listContents(
  db: Db,
  user: AuthUser,
  status: 'approved' | 'hidden' | 'inReview',
  ownership: 'all' | 'own' | 'collaborations',
  locale: ExploreLocale,
  pageNumber: number,
  pageSize: number,
): Promise<{ data: KreaContentCard[]; totalCount: number }> {
  const group = await groupOf(db, user);
  const params: unknown[] = [user.userId, locale, group ?? -1];
  const mine =
    ownership === 'own'
      ? 'p.owner_user_id = $1'
      : ownership === 'collaborations'
        ? `(p.owner_user_id IS DISTINCT FROM $1 AND c.permission IN ('editor', 'commenter'))`
        : `(p.owner_user_id = $1 OR c.permission IN ('editor', 'commenter'))`;
  const reviewer = ` OR ($6::boolean AND (p.school_group_id IS NULL OR p.school_group_id = $3::int))`;
  const state =
    status === 'approved'
      ? `EXISTS (SELECT 1 FROM program_locales x WHERE x.program_id = p.id AND x.review_state = 'approved')`
      : status === 'inReview'
        ? `EXISTS (SELECT 1 FROM program_locales x WHERE x.program_id = p.id AND x.review_state = 'inReview')`
        : `NOT EXISTS (SELECT 1 FROM program_locales x WHERE x.program_id = p.id AND x.review_state <> 'draft')`;
  params.push(pageSize, pageNumber * pageSize, status === 'inReview' && isApprover(user) && ownership === 'all');
  const { rows } = await db.query<{
    id: number;
    content_type: ContentType;
    cover: string | null;
    owner_user_id: number;
    permission: string | null;
    updated_at: string | Date;
    completeness: number;
    title: string;
    locale: ExploreLocale;
    langs: Array<{ l: ExploreLocale; s: ReviewState }>;
    resources: number;
    duration: number;
    owner_name: string | null;
    owner_surname: string | null;
    owner_email: string | null;
    keywords: string[] | null;
    total: string;
  }>(
    `SELECT p.id, p.content_type, p.cover, p.owner_user_id, c.permission, p.updated_at, p.completeness, v.title, v.locale,
            (SELECT json_agg(json_build_object('l', x.locale, 's', x.review_state) ORDER BY array_position(ARRAY['es','en','ca'], x.locale)) FROM program_locales x WHERE x.program_id = p.id) AS langs,
            (SELECT count(*) FROM program_resources pr JOIN resources r ON r.id = pr.resource_id AND r.deleted_at IS NULL WHERE pr.program_id = p.id)::integer AS resources,
            (SELECT coalesce(sum(cp.minutes_duration), 0) FROM program_resources pr JOIN class_plans cp ON cp.resource_id = pr.resource_id AND cp.teacher_enabled WHERE pr.program_id = p.id)::integer AS duration,
            o.name AS owner_name, o.surname AS owner_surname, o.email AS owner_email,
            (SELECT array_agg(k.value ORDER BY k.value) FROM program_keywords pk JOIN keywords k ON k.id = pk.keyword_id WHERE pk.program_id = p.id) AS keywords,
            count(*) OVER () AS total
       FROM programs p
       LEFT JOIN collaborators c ON c.program_id = p.id AND c.user_id = $1
       LEFT JOIN users o ON o.id = p.owner_user_id
       JOIN LATERAL (SELECT x.title, x.locale FROM program_locales x WHERE x.program_id = p.id ORDER BY (x.locale = $2) DESC, array_position(ARRAY['es','en','ca'], x.locale) LIMIT 1) v ON true
      WHERE p.deleted_at IS NULL AND p.origin = 'krea' AND (${mine}${reviewer}) AND ${state}
      ORDER BY p.updated_at DESC, p.id DESC LIMIT $4 OFFSET $5`,
    params,
  );
  return pageOf(rows, (r): KreaContentCard => ({
    id: r.id,
    title: r.title,
    contentType: r.content_type,
    image: r.cover,
    locale: r.locale,
    activatedLanguages: Object.fromEntries((r.langs ?? []).map((x) => [x.l, x.s])),
    completeness: r.completeness,
    resources: r.resources,
    duration: r.duration,
    own: r.owner_user_id === user.userId,
    permission:
      r.owner_user_id === user.userId ? 'owner' : ((r.permission as 'editor' | 'commenter' | null) ?? 'approver'),
    mainAuthor: fullName(r.owner_name, r.owner_surname, r.owner_email),
    modifiedAt: iso(r.updated_at)!,
    keywords: r.keywords ?? [],
  }));
}

export async function listResources(
  db: Db,
  user: AuthUser,
  owner: boolean,
  locale: ExploreLocale,
  pageNumber: number,
  pageSize: number,
  text?: string,
  inReview = false,
): Promise<{ data: KreaResourceCard[]; totalCount: number }> {
  const group = await groupOf(db, user);
  const params: unknown[] = [user.userId, locale, group ?? -1, pageSize, pageNumber * pageSize];
  let search = '';
  if (text) {
    params.push(`%${fold(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    search = ` AND EXISTS (SELECT 1 FROM resource_locales t WHERE t.resource_id = r.id AND ${FOLD_SQL('t.title')} LIKE $${params.length})`;
  }
  const mine =
    '(r.owner_user_id = $1 OR EXISTS (SELECT 1 FROM collaborators c WHERE c.resource_id = r.id AND c.user_id = $1))';
  const where = inReview
    ? `$1::int IS NOT NULL AND $3::int IS NOT NULL AND ${isApprover(user) ? 'r.school_group_id = $3::int' : mine} AND EXISTS (SELECT 1 FROM resource_locales x WHERE x.resource_id = r.id AND x.status <> 1 AND x.review_state = 'inReview')`
    : owner
      ? `${mine} AND $3::int IS NOT NULL`
      : `(r.school_group_id = $3::int AND r.owner_user_id IS DISTINCT FROM $1 AND EXISTS (SELECT 1 FROM resource_locales x WHERE x.resource_id = r.id AND x.status = 1))`;
  const { rows } = await db.query<{
    id: number;
    title: string | null;
    locale: ExploreLocale | null;
    cover: string | null;
    owner_user_id: number | null;
    updated_at: string | Date;
    available: ExploreLocale[] | null;
    in_review: ExploreLocale[] | null;
    total: string;
  }>(
    `SELECT r.id, v.title, v.locale, r.cover, r.owner_user_id, r.updated_at,
            (SELECT array_agg(x.locale ORDER BY array_position(ARRAY['es','en','ca'], x.locale)) FROM resource_locales x WHERE x.resource_id = r.id AND x.status = 1) AS available,
            (SELECT array_agg(x.locale ORDER BY array_position(ARRAY['es','en','ca'], x.locale)) FROM resource_locales x WHERE x.resource_id = r.id AND x.status <> 1 AND x.review_state = 'inReview') AS in_review,
            count(*) OVER () AS total
       FROM resources r
       LEFT JOIN LATERAL (SELECT x.title, x.locale FROM resource_locales x WHERE x.resource_id = r.id ORDER BY (x.locale = $2) DESC, array_position(ARRAY['es','en','ca'], x.locale) LIMIT 1) v ON true
      WHERE r.deleted_at IS NULL AND r.origin = 'krea' AND ${where}${search}
      ORDER BY r.updated_at DESC, r.id DESC LIMIT $4 OFFSET $5`,
    params,
  );
  return pageOf(rows, (r) => ({
    id: r.id,
    title: r.title ?? '',
    image: r.cover,
    locale: r.locale,
    available: r.available ?? [],
    inReview: r.in_review ?? [],
    own: r.owner_user_id === user.userId,
    modifiedAt: iso(r.updated_at)!,
  }));
}

// ---------------------------------------------------------------- collaborators
export async function availableAuthors(db: Db, user: AuthUser): Promise<KreaAvailableAuthor[]> {
  const group = await groupOf(db, user);
  const { rows } = await db.query<{ id: number; name: string | null; surname: string | null; email: string }>(
    `SELECT DISTINCT u.id, u.name, u.surname, u.email FROM users u
       JOIN schools s ON s.id = u.school_id
       JOIN user_roles ur ON ur.user_id = u.id JOIN roles ro ON ro.id = ur.role_id AND ro.name IN ('Author', 'ApprovingAuthor', 'Admin')
      WHERE u.id <> $1 AND u.deleted_at IS NULL AND u.active AND (s.school_group_id = $2 OR s.id = $3)
      ORDER BY u.name, u.surname, u.id`,
    [user.userId, group ?? -1, user.schoolId ?? -1],
  );
  return rows.map((r) => ({ userId: r.id, name: fullName(r.name, r.surname, r.email), email: r.email }));
}

export async function authorsOf(db: Db, id: number): Promise<KreaAuthor[]> {
  const { rows } = await db.query<CollaboratorRow>(
    `SELECT c.user_id, c.permission, u.name, u.surname, u.email FROM collaborators c JOIN users u ON u.id = c.user_id
      WHERE c.program_id = $1 ORDER BY (c.permission = 'owner') DESC, c.created_at, c.user_id`,
    [id],
  );
  return rows.map(authorOfRow);
}

export async function setAuthors(
  db: Db,
  user: AuthUser,
  id: number,
  authors: Array<{ userId: number; permission: 'editor' | 'commenter' | 'none' }>,
): Promise<number[]> {
  const allowed = new Set((await availableAuthors(db, user)).map((a) => a.userId));
  const owner = (await db.query<{ owner_user_id: number }>('SELECT owner_user_id FROM programs WHERE id = $1', [id]))
    .rows[0]?.owner_user_id;
  const wrong = authors.filter((a) => a.userId === owner || !allowed.has(a.userId));
  if (wrong.length)
    throw bad('Collaborators are authors of your school network (not the owner)', CODES.unknownUser, 'authors');
  return db.transaction(async (tx) => {
    const added = await writeCollaborators(tx, 'program_id', id, authors);
    await logEvent(tx, id, user.userId, 'collaborators');
    return added;
  });
}
