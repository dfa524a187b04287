/** The page accesses the shell's route guard logs (analytics module). */
import type { Db } from '../../db/types';

export interface PageView {
  userId: number | null;
  from: string | null;
  to: string;
  redirect: boolean;
  publicPage: boolean;
}

export async function insertPageView(db: Db, v: PageView): Promise<void> {
  await db.query(
    'INSERT INTO page_views (user_id, path_from, path_to, redirect, public_page) VALUES ($1, $2, $3, $4, $5)',
    [v.userId, v.from, v.to, v.redirect, v.publicPage],
  );
}
