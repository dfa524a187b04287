/** What the public forms store (email module): contact messages and quote requests. */
import type { Db } from '../../db/types';

export interface ContactRow {
  kind: 'contact' | 'foundation';
  name: string;
  email: string;
  message: string;
  locale: string;
  userId: number | null;
}

/** A contact message; `column` is the form's own column (role or foundation), `value` its value. */
export async function insertContact(
  db: Db,
  column: 'role' | 'foundation',
  value: unknown,
  c: ContactRow,
): Promise<void> {
  await db.query(
    `INSERT INTO contacts (kind, name, email, message, ${column}, locale, user_id) VALUES ($7, $1, $2, $3, $4, $5, $6)`,
    [c.name, c.email, c.message, value, c.locale, c.userId, c.kind],
  );
}

export interface QuoteRow {
  license: string;
  name: string;
  email: string;
  schoolName: string;
  phone: string | null;
  message: string | null;
  locale: string;
  userId: number | null;
}

export async function insertQuote(db: Db, q: QuoteRow): Promise<void> {
  await db.query(
    `INSERT INTO quotes (license, name, email, school_name, phone, message, locale, user_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [q.license, q.name, q.email, q.schoolName, q.phone, q.message, q.locale, q.userId],
  );
}
