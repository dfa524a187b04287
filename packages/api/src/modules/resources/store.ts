/** The reviews of resources (ResourceApi AddResourceReview): one per user and resource. */
import type { Db } from '../../db/types';

/** What a review holds (the liked and the to-improve categories split). */
export interface ReviewFields {
  rating: number;
  liked: number[];
  improve: number[];
  comment: string | null;
  locale: string;
}

/** The id of the user's review of a resource, locked for the update (run it inside the transaction that writes). */
export async function lockedReviewId(tx: Db, resourceId: number, userId: number): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    'SELECT id FROM reviews WHERE resource_id = $1 AND user_id = $2 ORDER BY id LIMIT 1 FOR UPDATE',
    [resourceId, userId],
  );
  return rows[0]?.id ?? null;
}

export async function updateReview(tx: Db, id: number, r: ReviewFields): Promise<void> {
  await tx.query(
    'UPDATE reviews SET rating = $2, categories = $3, improve_categories = $4, comment = $5, locale = $6, updated_at = now() WHERE id = $1',
    [id, r.rating, r.liked, r.improve, r.comment, r.locale],
  );
}

/** A new review: its id. */
export async function insertReview(tx: Db, resourceId: number, userId: number, r: ReviewFields): Promise<number> {
  const ins = await tx.query<{ id: number }>(
    'INSERT INTO reviews (resource_id, user_id, rating, categories, improve_categories, comment, locale) VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING id',
    [resourceId, userId, r.rating, r.liked, r.improve, r.comment, r.locale],
  );
  return ins.rows[0].id;
}
