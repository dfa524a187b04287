/**
 * Demo data of the statistics (mf-stats, /MetricApi): more used-content records of the demo school's teacher,
 * manager and admin (Colegio Demo Norte), and reviews and resource views by its members, spread over the last 12
 * months with a different mix in each period (last month mostly computational thinking, then global citizenship,
 * entrepreneurship, teacher training), so each of the four ranges (1, 3, 6, 12 months) shows different figures.
 * Colegio Demo Sur gets views and a few reviews only: an admin picking it sees categories and reviews and the
 * not-enough-data message for the used-content charts.
 *
 * Runs once (seed mark 'stats-v1'); only with the full demo activity (a catalogue with used-content records: the API
 * test template leaves those out, its suites count the demo users' records).
 */
import type { Db } from '../db/types';
import type { Catalogue, UsedContentRecordSeed } from './catalogue/types';
import { mulberry32 } from './catalogue/data/prng';

const MARK = 'stats-v1';
/** ES grades by institutional order (reference data): 1º-6º Primaria = 4..9, 1º-4º ESO = 10..13. */
const G = { p1: 4, p2: 5, p3: 6, p4: 7, p5: 8, p6: 9, eso1: 10, eso2: 11, eso3: 12, eso4: 13 } as const;

const r = (resourceKey: string, classNumbers: number[] | 'all' = 'all') => ({ resourceKey, classNumbers });

/** Records by period: 0-30 days, 30-90, 90-180, 180-365. */
export const statsUsedContentRecords: UsedContentRecordSeed[] = [
  // teacher@demo.test
  {
    key: 'st-teacher-1',
    userEmail: 'teacher@demo.test',
    programKey: 'ciudad-inteligente',
    gradeOrder: G.p6,
    daysAgo: 21,
    resources: [r('semaforo-inteligente'), r('pc-energia-secuencia', [1])],
  },
  {
    key: 'st-teacher-2',
    userEmail: 'teacher@demo.test',
    programKey: 'planeta-en-juego',
    gradeOrder: G.p5,
    daysAgo: 58,
    resources: [r('cg-reciclaje-lab'), r('cg-clima-caso')],
  },
  {
    key: 'st-teacher-3',
    userEmail: 'teacher@demo.test',
    programKey: 'convivir-y-sentir',
    gradeOrder: G.p4,
    daysAgo: 77,
    resources: [r('mediadores-en-el-patio'), r('cg-igualdad-caso', [1])],
  },
  {
    key: 'st-teacher-4',
    userEmail: 'teacher@demo.test',
    programKey: 'emprende-en-el-aula',
    gradeOrder: G.p6,
    daysAgo: 104,
    resources: [r('mercadillo-solidario'), r('ee-consumo-caso')],
  },
  {
    key: 'st-teacher-5',
    userEmail: 'teacher@demo.test',
    programKey: 'startup-verde',
    gradeOrder: G.p6,
    daysAgo: 133,
    resources: [r('pitch-90-segundos'), r('ee-energia-caso')],
  },
  {
    key: 'st-teacher-6',
    userEmail: 'teacher@demo.test',
    programKey: 'emprende-en-el-aula',
    gradeOrder: G.p5,
    daysAgo: 168,
    resources: [r('ee-emprendimiento-secuencia'), r('ee-voluntariado-mision')],
  },
  {
    key: 'st-teacher-7',
    userEmail: 'teacher@demo.test',
    programKey: 'claustro-que-aprende',
    gradeOrder: null,
    daysAgo: 205,
    resources: [r('tickets-de-salida'), r('roles-cooperativos')],
  },
  {
    key: 'st-teacher-8',
    userEmail: 'teacher@demo.test',
    programKey: 'claustro-que-aprende',
    gradeOrder: null,
    daysAgo: 262,
    resources: [r('disena-con-dua'), r('fd-abp-claves')],
  },
  {
    key: 'st-teacher-9',
    userEmail: 'teacher@demo.test',
    programKey: 'convivir-y-sentir',
    gradeOrder: G.p3,
    daysAgo: 318,
    resources: 'all',
  },
  // manager@demo.test
  {
    key: 'st-manager-1',
    userEmail: 'manager@demo.test',
    programKey: 'piensa-programa-primaria',
    gradeOrder: G.p4,
    daysAgo: 9,
    resources: [r('pixel-art-binario'), r('detectives-de-datos')],
  },
  {
    key: 'st-manager-2',
    userEmail: 'manager@demo.test',
    programKey: 'ciudadania-digital-critica',
    gradeOrder: G.eso1,
    daysAgo: 66,
    resources: [r('cg-redes-reto'), r('pc-redes-exploradores')],
  },
  {
    key: 'st-manager-3',
    userEmail: 'manager@demo.test',
    programKey: 'startup-verde',
    gradeOrder: G.eso3,
    daysAgo: 140,
    resources: 'all',
  },
  {
    key: 'st-manager-4',
    userEmail: 'manager@demo.test',
    programKey: 'planeta-en-juego',
    gradeOrder: G.eso2,
    daysAgo: 250,
    resources: [r('cg-biodiversidad-mision'), r('cg-energia-secuencia')],
  },
  // admin@demo.test
  {
    key: 'st-admin-1',
    userEmail: 'admin@demo.test',
    programKey: 'piensa-programa-primaria',
    gradeOrder: G.p5,
    daysAgo: 16,
    resources: [r('pc-videojuegos-reto'), r('pc-movimiento-mision')],
  },
  {
    key: 'st-admin-2',
    userEmail: 'admin@demo.test',
    programKey: 'emprende-en-el-aula',
    gradeOrder: G.eso4,
    daysAgo: 120,
    resources: [r('mi-primer-presupuesto'), r('ee-consumo-caso')],
  },
  {
    key: 'st-admin-3',
    userEmail: 'admin@demo.test',
    programKey: 'claustro-que-aprende',
    gradeOrder: null,
    daysAgo: 300,
    resources: [r('fd-bienestar-docente-caso-docente'), r('fd-rubricas-caso-docente')],
  },
];

const EXPERIENCES = [
  'Lo trabajamos por parejas y el alumnado se implicó mucho. Repetiremos el curso que viene.',
  'Funcionó mejor en dos sesiones más cortas. El cierre con la rúbrica ayudó a evaluar.',
  'Lo adaptamos para un grupo con necesidades diversas; los materiales descargables fueron clave.',
  'Buena acogida en el claustro; lo coordinamos con el área de ciencias.',
  'Hicimos una muestra final con las familias. Muy recomendable.',
];

/** Category slug of each period (0-30, 30-90, 90-180, 180-365 days) that dominates the views and reviews. */
const PERIODS: Array<{ from: number; to: number; slug: string }> = [
  { from: 1, to: 29, slug: 'computationalThinking' },
  { from: 31, to: 89, slug: 'globalCitizenship' },
  { from: 91, to: 179, slug: 'entrepreneurialSpirit' },
  { from: 181, to: 360, slug: 'teachersTraining' },
];
/** Liked review categories most often chosen in each period (innovation 1, applicability 2, methodology 3, teacherGuide 4, author 5). */
const PERIOD_ASPECTS = [
  [1, 3],
  [2, 4],
  [2, 3, 5],
  [4, 5],
];

/**
 * The catalogue with the statistics' used-content records added (only when it has the demo records): seeded in the
 * same run as those, with the same rules and the same idempotency (a (user, program) pair with records is left alone).
 */
export function withStatsRecords(cat: Catalogue): Catalogue {
  if (!cat.usedContentRecords?.length) return cat;
  return { ...cat, usedContentRecords: [...cat.usedContentRecords, ...statsUsedContentRecords] };
}

/** Experience texts, resource views and reviews of the statistics (after the used-content records). */
export async function seedStats(db: Db, cat: Catalogue): Promise<void> {
  if (!cat.usedContentRecords?.length) return;
  const done = await db.query('SELECT 1 FROM seed_marks WHERE key = $1', [MARK]);
  if (done.rows.length) return;

  const users = new Map(
    (
      await db.query<{ id: number; email: string; school_id: number | null }>(
        `SELECT id, email, school_id FROM users WHERE email = ANY($1::text[])`,
        [
          [
            'teacher@demo.test',
            'manager@demo.test',
            'admin@demo.test',
            'author@demo.test',
            'approver@demo.test',
            'freemium@demo.test',
            'newauthor@demo.test',
          ],
        ],
      )
    ).rows.map((u) => [u.email, u]),
  );
  const demoIds = ['teacher@demo.test', 'manager@demo.test', 'admin@demo.test']
    .map((e) => users.get(e)?.id)
    .filter((x): x is number => !!x);
  // experience texts on the records that have none (the register flow's step 1 asks for one)
  const { rows: recs } = await db.query<{ id: number }>(
    'SELECT id FROM used_content_records WHERE user_id = ANY($1::int[]) AND experience IS NULL ORDER BY id',
    [demoIds],
  );
  for (const [i, rec] of recs.entries()) {
    if (i % 3 === 2) continue; // some records carry no experience text
    await db.query('UPDATE used_content_records SET experience = $2 WHERE id = $1', [
      rec.id,
      EXPERIENCES[i % EXPERIENCES.length],
    ]);
  }

  // 2. resource views and reviews by period
  const { rows: resources } = await db.query<{ id: number; slug: string }>(
    `SELECT r.id, c.slug FROM resources r JOIN categories c ON c.id = r.category_id WHERE r.deleted_at IS NULL AND r.key IS NOT NULL ORDER BY r.id`,
  );
  if (!resources.length) {
    await db.query('INSERT INTO seed_marks (key) VALUES ($1)', [MARK]);
    return;
  }
  const bySlug = (slug: string) => resources.filter((x) => x.slug === slug);
  const rnd = mulberry32(15);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)];
  const at = (daysAgo: number) =>
    new Date(Date.now() - daysAgo * 86_400_000 - Math.floor(rnd() * 3_600_000)).toISOString();
  const views: Array<[number, number, string]> = [];
  const reviews: Array<[number, number, number, number[], string]> = [];
  const reviewed = new Set(
    (
      await db.query<{ k: string }>(`SELECT resource_id || ':' || user_id AS k FROM reviews WHERE user_id IS NOT NULL`)
    ).rows.map((x) => x.k),
  );
  const viewers: Array<[string, number]> = [
    ['teacher@demo.test', 1],
    ['manager@demo.test', 0.6],
    ['admin@demo.test', 0.4],
    ['author@demo.test', 0.5],
    ['approver@demo.test', 0.5],
    ['freemium@demo.test', 0.5],
    ['newauthor@demo.test', 0.4],
  ];
  PERIODS.forEach((period, pi) => {
    const main = bySlug(period.slug).length ? bySlug(period.slug) : resources;
    for (const [email, weight] of viewers) {
      const u = users.get(email);
      if (!u) continue;
      const n = Math.round(14 * weight);
      for (let i = 0; i < n; i++) {
        const res = rnd() < 0.7 ? pick(main) : pick(resources);
        views.push([res.id, u.id, at(period.from + Math.floor(rnd() * (period.to - period.from)))]);
      }
      const nReviews = Math.max(1, Math.round(4 * weight));
      for (let i = 0; i < nReviews; i++) {
        const res = rnd() < 0.75 ? pick(main) : pick(resources);
        if (reviewed.has(`${res.id}:${u.id}`)) continue;
        reviewed.add(`${res.id}:${u.id}`);
        const liked = [
          ...new Set([...PERIOD_ASPECTS[pi].filter(() => rnd() < 0.85), ...[1, 2, 3, 4, 5].filter(() => rnd() < 0.15)]),
        ].sort();
        const x = rnd();
        reviews.push([
          res.id,
          u.id,
          x < 0.5 ? 5 : x < 0.85 ? 4 : 3,
          liked.length ? liked : [2],
          at(period.from + Math.floor(rnd() * (period.to - period.from))),
        ]);
      }
    }
  });
  for (let i = 0; i < views.length; i += 200) {
    const chunk = views.slice(i, i + 200);
    await db.query(
      `INSERT INTO resource_views (resource_id, user_id, created_at) SELECT * FROM unnest($1::int[], $2::int[], $3::timestamptz[])`,
      [chunk.map((v) => v[0]), chunk.map((v) => v[1]), chunk.map((v) => v[2])],
    );
  }
  for (const [resourceId, userId, rating, categories, createdAt] of reviews) {
    await db.query(
      'INSERT INTO reviews (resource_id, user_id, rating, categories, locale, created_at) VALUES ($1, $2, $3, $4::smallint[], $5, $6)',
      [resourceId, userId, rating, categories, 'es', createdAt],
    );
  }
  await db.query('INSERT INTO seed_marks (key) VALUES ($1)', [MARK]);
}
