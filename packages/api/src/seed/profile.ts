/**
 * Demo data of profile, school, team and sharing groups (spec platform §3, §4; issue 13):
 *  - manager@demo.test runs the team of Colegio Demo Norte: besides the confirmed demo colleagues, two pending
 *    invitations and one expired (shown as expired), so every status and filter of the team screen has rows;
 *  - admin@demo.test runs the school group (both demo schools share the network name);
 *  - teacher@demo.test owns the sharing group "Ciclo de primaria" (manager, author), manager@ "Equipo directivo" (admin);
 *  - author@demo.test has an author card (description, bio, website).
 * Idempotent: invitees, groups and the card are created only when missing; nothing a user changed is overwritten.
 * Invitation tokens are random and not kept (the demo links cannot be opened; a resend from the team screen makes a real one).
 */
import { randomBytes, createHash } from 'node:crypto';
import type { Db } from '../db/types';

const INVITEES = [
  { email: 'laura.pendiente@demo.test', role: 'Teacher', daysAgo: 2, expired: false },
  { email: 'jorge.pendiente@demo.test', role: 'Manager', daysAgo: 5, expired: false },
  { email: 'ines.caducada@demo.test', role: 'Teacher', daysAgo: 20, expired: true },
];
const GROUPS = [
  { owner: 'teacher@demo.test', name: 'Ciclo de primaria', members: ['manager@demo.test', 'author@demo.test'] },
  { owner: 'manager@demo.test', name: 'Equipo directivo', members: ['admin@demo.test'] },
];

export async function seedProfileTeam(db: Db): Promise<void> {
  const ids = new Map(
    (
      await db.query<{ id: number; email: string }>('SELECT id, email FROM users WHERE email LIKE $1', ['%@demo.test'])
    ).rows.map((u) => [u.email, u.id]),
  );
  const manager = ids.get('manager@demo.test');
  const north = (
    await db.query<{ id: number; school_group_id: number | null }>(
      `SELECT id, school_group_id FROM schools WHERE key = 'demo-north'`,
    )
  ).rows[0];
  if (!manager || !north) return;
  await db.query(
    `UPDATE schools SET network_name = coalesce(network_name, 'Grupo Educativo Demo') WHERE key IN ('demo-north', 'demo-south')`,
  );
  await db.query(
    `UPDATE users SET bio = coalesce(bio, 'Directora del Colegio Demo Norte. Me encanta el aprendizaje por proyectos.'),
                                   cell_phone_number = coalesce(cell_phone_number, '600000002'), phone_country_iso2 = coalesce(phone_country_iso2, 'ES')
                   WHERE id = $1`,
    [manager],
  );
  const primary = (await db.query<{ id: number }>(`SELECT id FROM educational_levels WHERE key = 'primary'`)).rows[0]
    ?.id;
  for (const inv of INVITEES) {
    if (ids.has(inv.email)) continue;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (email, school_id, active, email_confirmed) VALUES ($1, $2, false, false) RETURNING id`,
      [inv.email, north.id],
    );
    const userId = rows[0].id;
    await db.query(`INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = $2`, [
      userId,
      inv.role,
    ]);
    await db.query('INSERT INTO user_schools (user_id, school_id, state) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      userId,
      north.id,
      inv.role === 'Manager' ? 2 : 3,
    ]);
    if (primary)
      await db.query(
        'INSERT INTO user_educational_levels (user_id, educational_level_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [userId, primary],
      );
    await db.query(
      `INSERT INTO invitations (token_hash, email, user_id, school_id, invited_by, role_name, educational_level_ids, status, sent_at, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::int[], 'pending', now() - make_interval(days => $8::int), now() - make_interval(days => $8::int) + interval '14 days', now() - make_interval(days => $8::int))`,
      [
        createHash('sha256').update(randomBytes(32)).digest('hex'),
        inv.email,
        userId,
        north.id,
        manager,
        inv.role,
        primary ? [primary] : [],
        inv.daysAgo,
      ],
    );
  }
  await seedSchoolMove(db, ids, primary);
  await seedCustomFields(db);
  for (const g of GROUPS) {
    const owner = ids.get(g.owner);
    if (!owner) continue;
    const exists = await db.query('SELECT 1 FROM sharing_groups WHERE owner_id = $1 AND lower(name) = lower($2)', [
      owner,
      g.name,
    ]);
    if (exists.rows.length) continue;
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO sharing_groups (owner_id, name) VALUES ($1, $2) RETURNING id',
      [owner, g.name],
    );
    const members = g.members.map((m) => ids.get(m)).filter((x): x is number => !!x);
    await db.query(
      'INSERT INTO sharing_group_members (group_id, user_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
      [rows[0].id, members],
    );
  }
  const author = (
    await db.query<{ id: number }>(
      `SELECT a.id FROM authors a JOIN users u ON u.id = a.user_id WHERE u.email = 'author@demo.test'`,
    )
  ).rows[0];
  if (author) {
    await db.query(`UPDATE authors SET website = coalesce(website, 'https://aurora-author.example') WHERE id = $1`, [
      author.id,
    ]);
    await db.query(
      `INSERT INTO author_locales (author_id, locale, description, bio) VALUES
         ($1, 'es', 'Maestra de primaria y autora', 'Escribo recursos de ciencias para el aula.'),
         ($1, 'en', 'Primary teacher and author', 'I write science resources for the classroom.'),
         ($1, 'ca', 'Mestra de primària i autora', 'Escric recursos de ciències per a l''aula.')
       ON CONFLICT (author_id, locale) DO NOTHING`,
      [author.id],
    );
  }
}

/**
 * Issue 31 item 7: teacher@demo.test (Colegio Demo Norte) has a pending invitation from admin@demo.test to move to
 * Colegio Demo Sur (bell notification included), shown on /profile/school; the Sur team shows them as pending.
 * Created once: a demo user who accepted or declined it is left as they are.
 */
async function seedSchoolMove(db: Db, ids: Map<string, number>, primary: number | undefined): Promise<void> {
  const teacher = ids.get('teacher@demo.test');
  const admin = ids.get('admin@demo.test');
  const south = (await db.query<{ id: number }>(`SELECT id FROM schools WHERE key = 'demo-south'`)).rows[0]?.id;
  if (!teacher || !admin || !south) return;
  const done = await db.query(`SELECT 1 FROM invitations WHERE user_id = $1 AND kind = 'move'`, [teacher]);
  if (done.rows.length) return;
  await db.query(
    `INSERT INTO invitations (token_hash, email, user_id, school_id, invited_by, role_name, educational_level_ids, status, kind, sent_at, expires_at)
     VALUES ($1, 'teacher@demo.test', $2, $3, $4, 'Teacher', $5::int[], 'pending', 'move', now() - interval '1 day', now() + interval '13 days')`,
    [createHash('sha256').update(randomBytes(32)).digest('hex'), teacher, south, admin, primary ? [primary] : []],
  );
  const n = (
    await db.query<{ id: number }>(
      `INSERT INTO notifications (tag, highlight, targeted) VALUES (1, false, true) RETURNING id`,
    )
  ).rows[0].id;
  const texts = {
    es: [
      'Invitación para unirte a Colegio Demo Sur',
      'Te invitan a unirte a Colegio Demo Sur. Acéptala o recházala en Mi centro.',
    ],
    en: [
      'Invitation to join Colegio Demo Sur',
      'You are invited to join Colegio Demo Sur. Accept or decline it in My school.',
    ],
    ca: [
      'Invitació per unir-te a Colegio Demo Sur',
      'Et conviden a unir-te a Colegio Demo Sur. Accepta-la o rebutja-la a El meu centre.',
    ],
  };
  for (const [l, [title, brief]] of Object.entries(texts))
    await db.query(
      'INSERT INTO notification_locales (notification_id, locale, title, brief, detail) VALUES ($1, $2, $3, $4, $4)',
      [n, l, title, brief],
    );
  await db.query('INSERT INTO notification_targets (notification_id, user_id) VALUES ($1, $2)', [n, teacher]);
}

/** Krea custom fields (customKreaFieldOptions, GET AccountApi/CustomizedFields): one global field with three options. */
async function seedCustomFields(db: Db): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO custom_krea_fields (key, name) VALUES ('school-project', $1::jsonb)
     ON CONFLICT (key) DO UPDATE SET key = EXCLUDED.key RETURNING id`,
    [JSON.stringify({ es: 'Proyecto de centro', en: 'School project', ca: 'Projecte de centre' })],
  );
  const options = [
    ['reading-plan', { es: 'Plan lector', en: 'Reading plan', ca: 'Pla lector' }],
    ['digital-plan', { es: 'Plan digital', en: 'Digital plan', ca: 'Pla digital' }],
    ['coexistence', { es: 'Convivencia', en: 'Coexistence', ca: 'Convivència' }],
  ] as const;
  for (const [key, name] of options)
    await db.query(
      `INSERT INTO custom_krea_field_options (custom_krea_field_id, key, name) VALUES ($1, $2, $3::jsonb) ON CONFLICT DO NOTHING`,
      [rows[0].id, key, JSON.stringify(name)],
    );
}
