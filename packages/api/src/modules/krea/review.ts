/** Krea review workflow: status changes, review decisions and who is notified. */
import {
  KREA_ERROR_CODES as CODES,
  KREA_MESSAGES as MSG,
  type ExploreLocale,
  type ReviewState,
} from '@platform/contracts';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import { ApiError } from '../../http/errors';
import { isApprover } from './access';
import { bad, logEvent, touch, type ReviewDecision } from './store-common';
import { completeness } from './content-state';

// ---------------------------------------------------------------- status and review
export interface StatusResult {
  changed: ExploreLocale[];
  state: ReviewState;
}

/** publish: complete languages go to review (or straight to approved for an approver); unpublish: back to draft. Nothing changes on a refusal. */
export async function updateStatus(
  db: Db,
  user: AuthUser,
  id: number,
  status: 'published' | 'unpublished',
  locales: ExploreLocale[],
): Promise<StatusResult> {
  const wanted = [...new Set(locales)];
  const exist = (
    await db.query<{ locale: ExploreLocale }>('SELECT locale FROM program_locales WHERE program_id = $1', [id])
  ).rows.map((r) => r.locale);
  const missing = wanted.filter((l) => !exist.includes(l));
  if (missing.length) throw bad(`Language not in this content: ${missing.join(', ')}`, CODES.localeMissing, 'locales');
  if (status === 'published') {
    const comp = await completeness(db, id);
    const incomplete = comp.filter((c) => wanted.includes(c.locale) && !c.ready);
    if (incomplete.length) {
      throw new ApiError(
        400,
        CODES.notComplete,
        MSG.publishError,
        incomplete.map((c) => ({ path: c.locale, message: `Complete to publish: ${c.missing.join(', ')}` })),
      );
    }
  }
  const state: ReviewState = status === 'unpublished' ? 'draft' : isApprover(user) ? 'approved' : 'inReview';
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM programs WHERE id = $1 FOR UPDATE', [id]);
    await tx.query(
      `UPDATE program_locales SET review_state = $3, status = $4, updated_at = now() WHERE program_id = $1 AND locale = ANY($2::text[])`,
      [id, wanted, state, state === 'approved' ? 1 : 3],
    );
    if (state === 'approved')
      await tx.query('UPDATE programs SET published_at = coalesce(published_at, now()) WHERE id = $1', [id]);
    await touch(tx, id, user.userId);
    for (const l of wanted)
      await logEvent(
        tx,
        id,
        user.userId,
        status === 'unpublished' ? 'unpublished' : state === 'approved' ? 'published' : 'submitted',
        l,
      );
  });
  return { changed: wanted, state };
}

export const review: ReviewDecision = (db, user, id, locale, decision, comment) =>
  db.transaction(async (tx) => {
    await tx.query('SELECT id FROM programs WHERE id = $1 FOR UPDATE', [id]);
    const cur = (
      await tx.query<{ review_state: ReviewState }>(
        'SELECT review_state FROM program_locales WHERE program_id = $1 AND locale = $2',
        [id, locale],
      )
    ).rows[0];
    if (!cur) throw bad('That language does not exist in this content', CODES.localeMissing, 'locale');
    if (cur.review_state !== 'inReview')
      throw new ApiError(409, CODES.notInReview, 'That language is not waiting for review');
    const state: ReviewState = decision === 'approve' ? 'approved' : 'draft';
    await tx.query(
      'UPDATE program_locales SET review_state = $3, status = $4, updated_at = now() WHERE program_id = $1 AND locale = $2',
      [id, locale, state, state === 'approved' ? 1 : 3],
    );
    if (state === 'approved')
      await tx.query('UPDATE programs SET published_at = coalesce(published_at, now()) WHERE id = $1', [id]);
    await touch(tx, id, user.userId);
    await logEvent(tx, id, user.userId, decision === 'approve' ? 'approved' : 'returned', locale, comment ?? null);
    if (comment)
      await tx.query('INSERT INTO comments (program_id, locale, anchor, user_id, body) VALUES ($1, $2, $3, $4, $5)', [
        id,
        locale,
        'review',
        user.userId,
        comment,
      ]);
    return state;
  });

/** The collaborators of a content (owner, editors, commenters): the ones told about a review decision; not `except`. */
export async function authorsToNotify(db: Db, id: number, except?: number): Promise<number[]> {
  const { rows } = await db.query<{ user_id: number }>(
    `SELECT DISTINCT user_id FROM (
        SELECT user_id FROM collaborators WHERE program_id = $1 AND permission IN ('owner', 'editor', 'commenter')
        UNION SELECT owner_user_id FROM programs WHERE id = $1 AND owner_user_id IS NOT NULL) x
      WHERE user_id IS DISTINCT FROM $2::int ORDER BY user_id`,
    [id, except ?? null],
  );
  return rows.map((r) => r.user_id);
}
/** The approving authors and admins of the content's school group (told that a language waits for review); not `except`. */
export async function approversToNotify(db: Db, id: number, except?: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT DISTINCT u.id FROM programs p
       JOIN schools s ON s.school_group_id = p.school_group_id
       JOIN users u ON u.school_id = s.id AND u.deleted_at IS NULL AND u.active
       JOIN user_roles ur ON ur.user_id = u.id JOIN roles ro ON ro.id = ur.role_id AND ro.name IN ('ApprovingAuthor', 'Admin')
      WHERE p.id = $1 AND u.id IS DISTINCT FROM $2::int ORDER BY u.id`,
    [id, except ?? null],
  );
  return rows.map((r) => r.id);
}
