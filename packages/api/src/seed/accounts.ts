/** Demo organisations and accounts (packages/api/README.md lists them; password DEMO_PASSWORD), upserted by key/email. */
import type { Db } from '../db/types';
import type { ReferenceData } from './catalogue/types';
import { hashPassword } from '../modules/account/passwords';
import { insertRows } from './rows';

export const DEMO_PASSWORD = 'Demo1234';

// ---------------------------------------------------------------- demo organisations and accounts
export interface DemoUser {
  email: string;
  name: string;
  surname: string;
  school: string;
  primary: string[];
  secondary?: string[];
  levels: string[];
  positionKey?: string;
  joinDaysAgo?: number;
  mainTrial?: boolean;
  terms?: boolean;
  licenses?: Array<{ kind: 'base' | 'krea'; type?: number; level?: string }>;
  bio?: string;
  phone?: string;
}
export const DEMO_USERS: DemoUser[] = [
  {
    email: 'admin@demo.test',
    name: 'Ada',
    surname: 'Admin',
    school: 'demo-north',
    primary: ['Admin'],
    levels: ['primary', 'secondary'],
    positionKey: 'management',
    terms: true,
    licenses: [{ kind: 'krea' }],
    bio: 'Directora de la red de colegios demo.',
    phone: '600000001',
  },
  {
    email: 'manager@demo.test',
    name: 'Marta',
    surname: 'Manager',
    school: 'demo-north',
    primary: ['Manager'],
    levels: ['primary', 'secondary'],
    positionKey: 'principal',
  },
  {
    email: 'teacher@demo.test',
    name: 'Tomás',
    surname: 'Teacher',
    school: 'demo-north',
    primary: ['Teacher'],
    levels: ['primary'],
    positionKey: 'teacher',
  },
  {
    email: 'freemium@demo.test',
    name: 'Fátima',
    surname: 'Freemium',
    school: 'demo-south',
    primary: ['Teacher'],
    levels: ['primary'],
    positionKey: 'teacher',
    licenses: [{ kind: 'base', type: 1 }],
  },
  {
    email: 'trial@demo.test',
    name: 'Teo',
    surname: 'Trial',
    school: 'trial-school',
    primary: ['Trial'],
    levels: ['primary'],
    positionKey: 'teacher',
    joinDaysAgo: 3,
    mainTrial: true,
  },
  {
    email: 'trial-ended@demo.test',
    name: 'Tina',
    surname: 'Trial',
    school: 'trial-school',
    primary: ['Trial'],
    levels: ['primary'],
    positionKey: 'teacher',
    joinDaysAgo: 20,
  },
  {
    email: 'author@demo.test',
    name: 'Aurora',
    surname: 'Author',
    school: 'demo-north',
    primary: ['Teacher'],
    secondary: ['Author'],
    levels: ['primary'],
    positionKey: 'teacher',
    terms: true,
    licenses: [{ kind: 'krea' }],
  },
  {
    email: 'approver@demo.test',
    name: 'Álvaro',
    surname: 'Approver',
    school: 'demo-north',
    primary: ['Teacher'],
    secondary: ['ApprovingAuthor'],
    levels: ['primary', 'secondary'],
    positionKey: 'levelCoordinator',
    terms: true,
    licenses: [{ kind: 'krea' }],
  },
  {
    email: 'newauthor@demo.test',
    name: 'Nuria',
    surname: 'Newauthor',
    school: 'demo-south',
    primary: ['Teacher'],
    secondary: ['Author'],
    levels: ['primary'],
    positionKey: 'teacher',
    licenses: [{ kind: 'krea' }],
  },
  {
    email: 'staff@demo.test',
    name: 'Sara',
    surname: 'Staff',
    school: 'provider-hq',
    primary: ['ProviderStaff'],
    levels: [],
  },
  {
    email: 'custom@demo.test',
    name: 'Carlos',
    surname: 'Custom',
    school: 'custom-school',
    primary: ['Teacher'],
    levels: ['primary', 'secondary'],
    positionKey: 'teacher',
    licenses: [{ kind: 'base', type: 4 }],
  },
];

export async function seedDemoAccounts(db: Db, ref: ReferenceData, passwordHash?: string): Promise<void> {
  const level = new Map(ref.educationalLevels.map((l) => [l.key, l.id]));
  const levelIds = (keys: string[]) => keys.map((k) => level.get(k)).filter((v): v is number => v !== undefined);
  const anyLevels = ref.educationalLevels.map((l) => l.id);
  const primaryLevel = level.get('primary') ?? anyLevels[0] ?? null;
  const secondaryLevel = level.get('secondary') ?? anyLevels[1] ?? null;
  const country = ref.countries.some((c) => c.iso2 === 'ES') ? 'ES' : (ref.countries[0]?.iso2 ?? null);

  const groups = await insertRows<{ id: number; key: string }>(
    db,
    'school_groups',
    [
      ['key', 'text'],
      ['name', 'text'],
      ['type', 'int'],
      ['picture', 'text'],
    ],
    [
      { key: 'demo-group', name: 'Grupo Educativo Demo', type: 1, picture: null },
      { key: 'provider', name: 'Kimple', type: 3, picture: null },
    ],
    'ON CONFLICT (key) DO UPDATE SET name = EXCLUDED.name, type = EXCLUDED.type RETURNING id, key',
  );
  const group = new Map(groups.map((g) => [g.key, g.id]));
  const schools = await insertRows<{ id: number; key: string }>(
    db,
    'schools',
    [
      ['key', 'text'],
      ['school_group_id', 'int'],
      ['name', 'text'],
      ['address', 'text'],
      ['email', 'text'],
      ['centre_key', 'text'],
      ['students_count', 'int'],
      ['city', 'text'],
      ['country_iso2', 'text'],
      ['subdomain', 'text'],
      ['small_logo', 'text'],
      ['large_logo', 'text'],
      ['is_trial', 'boolean'],
    ],
    [
      {
        key: 'demo-north',
        school_group_id: group.get('demo-group'),
        name: 'Colegio Demo Norte',
        address: 'Calle Mayor 1, Madrid',
        email: 'norte@demo.test',
        centre_key: 'DEMO-0001',
        students_count: 650,
        city: 'Madrid',
        country_iso2: country,
        subdomain: 'demo-school',
        small_logo: '/files/demo/logos/demo-school-small.svg',
        large_logo: '/files/demo/logos/demo-school-large.svg',
      },
      {
        key: 'demo-south',
        school_group_id: group.get('demo-group'),
        name: 'Colegio Demo Sur',
        address: 'Avenida del Sur 20, Sevilla',
        email: 'sur@demo.test',
        centre_key: 'DEMO-0002',
        students_count: 280,
        city: 'Sevilla',
        country_iso2: country,
      },
      {
        key: 'suspended-school',
        school_group_id: null,
        name: 'Colegio Suspendido',
        address: 'Carrer Nou 5, Barcelona',
        email: 'suspended@demo.test',
        centre_key: 'DEMO-0003',
        students_count: 400,
        city: 'Barcelona',
        country_iso2: country,
        subdomain: 'suspended-school',
        small_logo: '/files/demo/logos/suspended-small.svg',
        large_logo: '/files/demo/logos/suspended-large.svg',
      },
      {
        key: 'trial-school',
        school_group_id: null,
        name: 'Escuela de Prueba',
        address: 'Plaza de la Prueba 3, Valencia',
        email: 'trial-school@demo.test',
        centre_key: 'DEMO-0004',
        students_count: 150,
        city: 'Valencia',
        country_iso2: country,
        is_trial: true,
      },
      {
        key: 'custom-school',
        school_group_id: null,
        name: 'Colegio Personalizado',
        address: 'Calle Propia 7, Bilbao',
        email: 'custom-school@demo.test',
        centre_key: 'DEMO-0005',
        students_count: 900,
        city: 'Bilbao',
        country_iso2: country,
      },
      {
        key: 'provider-hq',
        school_group_id: group.get('provider'),
        name: 'Kimple HQ',
        address: 'Calle del Proveedor 9, Madrid',
        email: 'hq@kimple.local',
        centre_key: 'KIMPLE-HQ',
        students_count: 0,
        city: 'Madrid',
        country_iso2: country,
      },
    ].map((s) => ({ is_trial: false, subdomain: null, small_logo: null, large_logo: null, ...s })),
    `ON CONFLICT (key) DO UPDATE SET school_group_id = EXCLUDED.school_group_id, name = EXCLUDED.name, address = EXCLUDED.address, email = EXCLUDED.email,
       subdomain = EXCLUDED.subdomain, small_logo = EXCLUDED.small_logo, large_logo = EXCLUDED.large_logo, is_trial = EXCLUDED.is_trial RETURNING id, key`,
  );
  const school = new Map(schools.map((s) => [s.key, s.id]));
  const schoolLevels: Array<[string, Array<number | null>]> = [
    ['demo-north', [primaryLevel, secondaryLevel]],
    ['demo-south', [primaryLevel, secondaryLevel]],
    ['suspended-school', [primaryLevel]],
    ['trial-school', [primaryLevel]],
    ['custom-school', [primaryLevel, secondaryLevel]],
  ];
  await insertRows(
    db,
    'school_educational_levels',
    [
      ['school_id', 'int'],
      ['educational_level_id', 'int'],
    ],
    schoolLevels.flatMap(([k, ls]) =>
      [...new Set(ls.filter((l): l is number => l !== null))].map((l) => ({
        school_id: school.get(k),
        educational_level_id: l,
      })),
    ),
    'ON CONFLICT DO NOTHING',
  );
  await insertRows(
    db,
    'school_group_educational_levels',
    [
      ['school_group_id', 'int'],
      ['educational_level_id', 'int'],
    ],
    [...new Set([primaryLevel, secondaryLevel].filter((l): l is number => l !== null))].map((l) => ({
      school_group_id: group.get('demo-group'),
      educational_level_id: l,
    })),
    'ON CONFLICT DO NOTHING',
  );

  // organisation licences: created once (kept if they exist)
  const orgLicenses = [
    { kind: 'base', type: 2, status: 1, educational_level_id: primaryLevel, school_id: school.get('demo-north') },
    { kind: 'base', type: 2, status: 1, educational_level_id: secondaryLevel, school_id: school.get('demo-north') },
    // campus for secondary: the freemium demo teacher (primary) counts only his own freemium licence (spec §6 levels)
    { kind: 'base', type: 3, status: 1, educational_level_id: secondaryLevel, school_id: school.get('demo-south') },
    { kind: 'whitelabel', type: null, status: 1, educational_level_id: null, school_id: school.get('demo-north') },
    {
      kind: 'whitelabel',
      type: null,
      status: 2,
      educational_level_id: null,
      school_id: school.get('suspended-school'),
    },
    { kind: 'base', type: 3, status: 2, educational_level_id: null, school_id: school.get('suspended-school') },
  ];
  // databases seeded before the campus licence of demo-south had a level
  await db.query(
    `UPDATE licenses SET educational_level_id = $1 WHERE kind = 'base' AND type = 3 AND school_id = $2 AND educational_level_id IS NULL`,
    [secondaryLevel, school.get('demo-south')],
  );
  for (const l of orgLicenses) {
    await db.query(
      `INSERT INTO licenses (kind, type, status, educational_level_id, school_id, expires_at)
       SELECT $1, $2, $3, $4, $5, now() + interval '1 year'
        WHERE NOT EXISTS (SELECT 1 FROM licenses WHERE kind = $1 AND type IS NOT DISTINCT FROM $2 AND educational_level_id IS NOT DISTINCT FROM $4 AND school_id = $5)`,
      [l.kind, l.type, l.status, l.educational_level_id, l.school_id],
    );
  }

  const hash = passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const positions = new Map(ref.positions.map((p) => [p.key, p.id]));
  const roleIds = new Map(
    (await db.query<{ id: number; name: string }>('SELECT id, name FROM roles')).rows.map((r) => [r.name, r.id]),
  );
  for (const u of DEMO_USERS) {
    const sid = school.get(u.school) ?? null;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, name, surname, school_id, position_id, join_date, main_trial, email_confirmed, bio, cell_phone_number)
       VALUES ($1, $2, $3, $4, $5, $6, now() - make_interval(days => $7::int), $8, true, $9, $10)
       ON CONFLICT (email) DO UPDATE SET school_id = EXCLUDED.school_id, main_trial = EXCLUDED.main_trial,
         join_date = CASE WHEN $7::int > 0 THEN EXCLUDED.join_date ELSE users.join_date END
       RETURNING id`,
      [
        u.email,
        hash,
        u.name,
        u.surname,
        sid,
        u.positionKey ? (positions.get(u.positionKey) ?? null) : null,
        u.joinDaysAgo ?? 0,
        u.mainTrial ?? false,
        u.bio ?? null,
        u.phone ?? null,
      ],
    );
    const userId = rows[0].id;
    if (sid) {
      const state = u.primary.includes('Admin') ? 1 : u.primary.includes('Manager') ? 2 : 3;
      await db.query(
        'INSERT INTO user_schools (user_id, school_id, state) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [userId, sid, state],
      );
    }
    for (const r of [...u.primary, ...(u.secondary ?? [])]) {
      await db.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        userId,
        roleIds.get(r),
      ]);
    }
    for (const l of levelIds(u.levels)) {
      await db.query(
        'INSERT INTO user_educational_levels (user_id, educational_level_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [userId, l],
      );
    }
    for (const l of u.licenses ?? []) {
      await db.query(
        `INSERT INTO licenses (kind, type, status, user_id, expires_at)
         SELECT $1, $2, 1, $3, now() + interval '1 year'
          WHERE NOT EXISTS (SELECT 1 FROM licenses WHERE kind = $1 AND type IS NOT DISTINCT FROM $2 AND user_id = $3)`,
        [l.kind, l.type ?? null, userId],
      );
    }
    if (u.terms)
      await db.query(`INSERT INTO terms_signatures (user_id, version) VALUES ($1, 'v1') ON CONFLICT DO NOTHING`, [
        userId,
      ]);
    if (u.secondary?.length) {
      await db.query(
        `INSERT INTO authors (key, user_id, name) VALUES ($1, $2, $3) ON CONFLICT (key) DO UPDATE SET user_id = EXCLUDED.user_id, name = EXCLUDED.name`,
        [`user-${u.email}`, userId, `${u.name} ${u.surname}`],
      );
    }
  }
}
