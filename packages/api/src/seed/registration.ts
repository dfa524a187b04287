/**
 * Demo data of registration (spec platform §3 Trial user / New invited user, §4, §9; issue 14):
 *  - trial@demo.test (main trial of Escuela de Prueba) has invited trial-invited@demo.test (pending, 2 days ago) and
 *    trial-expired@demo.test + trial-expired2@demo.test (expired: sent 20 days ago). The expired links have fixed tokens
 *    so they can be opened: /register?token=demo-expired-invitation-1 (and -2) → the expired-token page → resend;
 *  - two more trial schools whose main trial users joined 20 days ago (trial over, spec §2 guard 7):
 *    trial-late@demo.test (Escuela Prueba Vencida) and trial-late2@demo.test (Escuela Prueba Vencida 2); from
 *    /trial-finished they take the freemium licence and go on working.
 *  - a request to join Escuela de Prueba from trial-request@demo.test (Rita Solicitud, no account: ADR 0048) that
 *    trial@demo.test sees on /profile/invitations (invite or decline);
 *  - freemium@demo.test asked to change its email to freemium.nuevo@demo.test (pending until confirmed): the link is
 *    /confirm-email?token=demo-email-change-1 (valid 48 h from the seed; confirming it changes that demo login).
 * Idempotent: what exists is left alone.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/types';

export const EXPIRED_INVITATION_TOKENS = ['demo-expired-invitation-1', 'demo-expired-invitation-2'] as const;
export const EMAIL_CHANGE_TOKEN = 'demo-email-change-1';
const sha = (v: string | Buffer) => createHash('sha256').update(v).digest('hex');

const INVITEES = [
  { email: 'trial-invited@demo.test', daysAgo: 2, token: null },
  { email: 'trial-expired@demo.test', daysAgo: 20, token: EXPIRED_INVITATION_TOKENS[0] },
  { email: 'trial-expired2@demo.test', daysAgo: 20, token: EXPIRED_INVITATION_TOKENS[1] },
];
const LATE = [
  {
    email: 'trial-late@demo.test',
    name: 'Lola',
    surname: 'Late',
    school: 'trial-late',
    schoolName: 'Escuela Prueba Vencida',
    centre: 'DEMO-0006',
  },
  {
    email: 'trial-late2@demo.test',
    name: 'Leo',
    surname: 'Late',
    school: 'trial-late2',
    schoolName: 'Escuela Prueba Vencida 2',
    centre: 'DEMO-0007',
  },
];

export async function seedRegistration(db: Db, passwordHash: string): Promise<void> {
  const primary =
    (await db.query<{ id: number }>(`SELECT id FROM educational_levels WHERE key = 'primary'`)).rows[0]?.id ?? null;
  const teacherPos =
    (await db.query<{ id: number }>(`SELECT id FROM positions WHERE key = 'teacher'`)).rows[0]?.id ?? null;
  const trialRole = (await db.query<{ id: number }>(`SELECT id FROM roles WHERE name = 'Trial'`)).rows[0]?.id;
  if (!trialRole) return;
  const main = (
    await db.query<{ id: number; school_id: number }>(`SELECT id, school_id FROM users WHERE email = 'trial@demo.test'`)
  ).rows[0];
  if (main?.school_id) {
    for (const inv of INVITEES) {
      if ((await db.query('SELECT 1 FROM users WHERE email = $1', [inv.email])).rows.length) continue;
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO users (email, school_id, active, email_confirmed) VALUES ($1, $2, false, false) RETURNING id`,
        [inv.email, main.school_id],
      );
      const id = rows[0].id;
      await db.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        id,
        trialRole,
      ]);
      await db.query('INSERT INTO user_schools (user_id, school_id, state) VALUES ($1, $2, 3) ON CONFLICT DO NOTHING', [
        id,
        main.school_id,
      ]);
      if (primary)
        await db.query(
          'INSERT INTO user_educational_levels (user_id, educational_level_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [id, primary],
        );
      await db.query(
        `INSERT INTO invitations (token_hash, email, user_id, school_id, invited_by, role_name, educational_level_ids, status, kind, sent_at, expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5, 'Trial', $6::int[], 'pending', 'trial', now() - make_interval(days => $7::int), now() - make_interval(days => $7::int) + interval '14 days', now() - make_interval(days => $7::int))`,
        [
          sha(inv.token ?? randomBytes(32)),
          inv.email,
          id,
          main.school_id,
          main.id,
          primary ? [primary] : [],
          inv.daysAgo,
        ],
      );
    }
  }
  if (main?.school_id) {
    await db.query(
      `INSERT INTO trial_join_requests (school_id, email, full_name, locale, created_at)
       SELECT $1, 'trial-request@demo.test', 'Rita Solicitud', 'es', now() - interval '1 day'
        WHERE NOT EXISTS (SELECT 1 FROM trial_join_requests WHERE email = 'trial-request@demo.test')`,
      [main.school_id],
    );
  }
  await db.query(
    `INSERT INTO email_change_tokens (user_id, new_email, token_hash, expires_at)
     SELECT u.id, 'freemium.nuevo@demo.test', $1, now() + interval '48 hours' FROM users u
      WHERE u.email = 'freemium@demo.test' AND NOT EXISTS (SELECT 1 FROM email_change_tokens t WHERE t.user_id = u.id)`,
    [sha(EMAIL_CHANGE_TOKEN)],
  );
  for (const l of LATE) {
    if ((await db.query('SELECT 1 FROM users WHERE email = $1', [l.email])).rows.length) continue;
    const { rows: s } = await db.query<{ id: number }>(
      `INSERT INTO schools (key, name, address, email, centre_key, students_count, city, country_iso2, is_trial)
       VALUES ($1, $2, 'Calle del Calendario 15, Zaragoza', $3, $4, 120, 'Zaragoza', (SELECT iso2 FROM countries WHERE iso2 = 'ES'), true)
       ON CONFLICT (key) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
      [l.school, l.schoolName, l.email, l.centre],
    );
    const sid = s[0].id;
    if (primary)
      await db.query(
        'INSERT INTO school_educational_levels (school_id, educational_level_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [sid, primary],
      );
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, name, surname, school_id, position_id, join_date, main_trial, email_confirmed, cell_phone_number, phone_country_iso2)
       VALUES ($1, $2, $3, $4, $5, $6, now() - interval '20 days', true, true, '600000020', (SELECT iso2 FROM countries WHERE iso2 = 'ES')) RETURNING id`,
      [l.email, passwordHash, l.name, l.surname, sid, teacherPos],
    );
    const id = rows[0].id;
    await db.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [id, trialRole]);
    await db.query('INSERT INTO user_schools (user_id, school_id, state) VALUES ($1, $2, 3) ON CONFLICT DO NOTHING', [
      id,
      sid,
    ]);
    if (primary)
      await db.query(
        'INSERT INTO user_educational_levels (user_id, educational_level_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [id, primary],
      );
  }
}
