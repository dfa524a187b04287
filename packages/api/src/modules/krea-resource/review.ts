/** Publishing a Krea resource language: completeness and accessibility checks, review decisions, who is told. */
import {
  KREA_ERROR_CODES,
  KREA_MESSAGES as MSG,
  RESOURCE_ERROR_CODES as CODES,
  type ExploreLocale,
  type ReviewState,
} from '@platform/contracts';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import { ApiError } from '../../http/errors';
import { refreshResourcePrograms, type ReviewDecision } from '../krea/public';
import { bad, isApproverOf, reviewStateOf } from './store-common';
import { a11yOf, progressOf, stateOf } from './state';

/**
 * publish: complete, accessible languages go to review (inReview, not visible) or, for an approving author / admin,
 * straight to approved (visible); unpublish: back to draft. Nothing changes on a refusal. Answers the new state.
 */
export async function setStatus(
  db: Db,
  user: AuthUser,
  id: number,
  status: 'published' | 'unpublished',
  locales: ExploreLocale[],
): Promise<ReviewState> {
  const has = (
    await db.query<{ locale: ExploreLocale }>('SELECT locale FROM resource_locales WHERE resource_id = $1', [id])
  ).rows.map((r) => r.locale);
  const missing = locales.filter((l) => !has.includes(l));
  if (missing.length)
    throw bad(`Languages not in this resource: ${missing.join(', ')}`, CODES.localeMissing, 'locales');
  if (status === 'published') {
    for (const l of locales) {
      const { state } = await stateOf(db, id, l);
      const p = progressOf(state);
      if (p.total < 100)
        throw new ApiError(
          400,
          CODES.notComplete,
          MSG.publishError,
          p.missing.map((m) => ({ path: `${l}.${m}`, message: 'Complete to publish' })),
        );
      const a = a11yOf(state);
      if (a.length)
        throw new ApiError(
          400,
          CODES.accessibility,
          'Fix the accessibility issues before publishing',
          a.map((x) => ({ path: `${l}.${x.field}`, message: x.detail })),
        );
    }
  }
  const state: ReviewState = status === 'unpublished' ? 'draft' : isApproverOf(user) ? 'approved' : 'inReview';
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM resources WHERE id = $1 FOR UPDATE', [id]);
    await tx.query(
      `UPDATE resource_locales SET status = $3, review_state = $4, updated_at = now()
        WHERE resource_id = $1 AND locale = ANY($2::text[])`,
      [id, locales, state === 'approved' ? 1 : 3, state],
    );
    if (state === 'approved')
      await tx.query('UPDATE resources SET published_at = coalesce(published_at, now()) WHERE id = $1', [id]);
    // a reviewer's earlier "sent back" comment is answered by this new submission (the editor stops showing it)
    if (status === 'published')
      await tx.query(
        `UPDATE comments SET resolved_at = now(), resolved_by = $3
          WHERE resource_id = $1 AND locale = ANY($2::text[]) AND anchor = 'review' AND resolved_at IS NULL`,
        [id, locales, user.userId],
      );
    await tx.query('UPDATE resources SET version = version + 1, modified_by = $2, updated_at = now() WHERE id = $1', [
      id,
      user.userId,
    ]);
  });
  await refreshResourcePrograms(db, id); // a content is complete only with a published resource (issue 31)
  return state;
}

/**
 * An approving author / admin of the resource's school group decides on a language waiting for review: approve
 * (published) or send it back to draft with a comment (kept for the authors; the editor shows it). 409 when the
 * language is not waiting for review; nothing changes on a refusal.
 */
export const review: ReviewDecision = async (db, user, id, locale, decision, comment) => {
  const out = await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM resources WHERE id = $1 FOR UPDATE', [id]);
    const cur = (
      await tx.query<{ status: number; review_state: string }>(
        'SELECT status, review_state FROM resource_locales WHERE resource_id = $1 AND locale = $2',
        [id, locale],
      )
    ).rows[0];
    if (!cur) throw bad('That language does not exist in this resource', CODES.localeMissing, 'locale');
    if (reviewStateOf(cur) !== 'inReview')
      throw new ApiError(409, KREA_ERROR_CODES.notInReview, 'That language is not waiting for review');
    const state: ReviewState = decision === 'approve' ? 'approved' : 'draft';
    await tx.query(
      'UPDATE resource_locales SET status = $3, review_state = $4, updated_at = now() WHERE resource_id = $1 AND locale = $2',
      [id, locale, state === 'approved' ? 1 : 3, state],
    );
    if (state === 'approved')
      await tx.query('UPDATE resources SET published_at = coalesce(published_at, now()) WHERE id = $1', [id]);
    await tx.query('UPDATE resources SET version = version + 1, modified_by = $2, updated_at = now() WHERE id = $1', [
      id,
      user.userId,
    ]);
    if (comment)
      await tx.query(
        `INSERT INTO comments (resource_id, locale, anchor, user_id, body) VALUES ($1, $2, 'review', $3, $4)`,
        [id, locale, user.userId, comment],
      );
    return state;
  });
  await refreshResourcePrograms(db, id); // a content is complete only with a published resource (issue 31)
  return out;
};

/** Who is told about a review step: the approvers of the resource's group (submitted) or its owner and collaborators. */
export async function reviewTargets(
  db: Db,
  id: number,
  event: 'submitted' | 'approved' | 'returned',
  except: number,
): Promise<number[]> {
  const { rows } =
    event === 'submitted'
      ? await db.query<{ id: number }>(
          `SELECT DISTINCT u.id FROM resources r
             JOIN schools s ON s.school_group_id = r.school_group_id
             JOIN users u ON u.school_id = s.id AND u.deleted_at IS NULL AND u.active
             JOIN user_roles ur ON ur.user_id = u.id JOIN roles ro ON ro.id = ur.role_id AND ro.name IN ('ApprovingAuthor', 'Admin')
            WHERE r.id = $1 AND u.id <> $2 ORDER BY u.id`,
          [id, except],
        )
      : await db.query<{ id: number }>(
          `SELECT DISTINCT x.id FROM (
              SELECT user_id AS id FROM collaborators WHERE resource_id = $1 AND permission IN ('owner', 'editor', 'commenter')
              UNION SELECT owner_user_id FROM resources WHERE id = $1 AND owner_user_id IS NOT NULL) x
            WHERE x.id <> $2 ORDER BY x.id`,
          [id, except],
        );
  return rows.map((r) => r.id);
}
