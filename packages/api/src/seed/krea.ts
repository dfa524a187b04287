/**
 * Krea demo contents (krea.md §2-§4): author@ has a published Program (es + en), a Project waiting for review and a
 * draft half done, shared with coauthor@ (editor); approver@ has a published Program of their own. coauthor@demo.test
 * (Author, Krea licence, terms signed, password Demo1234) is the colleague to invite in the demos.
 * Built through the Krea service itself; idempotent: nothing is done for an author who already has Krea contents.
 */
import type { ExploreLocale } from '@platform/contracts';
import type { Db } from '../db/types';
import { loadAuthUser } from '../modules/account/service';
import * as krea from '../modules/krea/service';

interface DemoContent {
  owner: string;
  type: 1 | 2;
  state: 'published' | 'inReview' | 'draft';
  texts: Partial<Record<ExploreLocale, { title: string; rationale: string; goals: string[] }>>;
  complete: boolean;
  keywords: string[];
  editor?: string;
}

const CONTENTS: DemoContent[] = [
  {
    owner: 'author@demo.test',
    type: 2,
    state: 'published',
    complete: true,
    keywords: ['huerto', 'ciencias', 'sostenibilidad'],
    texts: {
      es: {
        title: 'Huerto escolar sostenible',
        rationale:
          'El huerto convierte el patio en un laboratorio vivo donde el alumnado observa ciclos, cuida y decide en equipo.',
        goals: [
          'Observar el ciclo de vida de las plantas',
          'Trabajar en equipo para cuidar un espacio común',
          'Relacionar alimentación y sostenibilidad',
        ],
      },
      en: {
        title: 'Sustainable school garden',
        rationale:
          'The garden turns the playground into a living lab where pupils observe cycles, take care and decide as a team.',
        goals: [
          'Observe the life cycle of plants',
          'Work as a team to look after a shared space',
          'Link food and sustainability',
        ],
      },
    },
  },
  {
    owner: 'author@demo.test',
    type: 1,
    state: 'inReview',
    complete: true,
    keywords: ['radio', 'comunicación'],
    texts: {
      es: {
        title: 'Radio escolar: voces del barrio',
        rationale: 'Un proyecto de radio en el que el alumnado entrevista a vecinos y construye un programa propio.',
        goals: ['Planificar una entrevista', 'Escribir un guion breve', 'Hablar en público con confianza'],
      },
    },
  },
  {
    owner: 'author@demo.test',
    type: 2,
    state: 'draft',
    complete: false,
    keywords: [],
    editor: 'coauthor@demo.test',
    texts: { es: { title: 'Matemáticas en la cocina', rationale: '', goals: ['Medir y comparar cantidades'] } },
  },
  {
    owner: 'approver@demo.test',
    type: 2,
    state: 'published',
    complete: true,
    keywords: ['arte', 'emociones'],
    texts: {
      es: {
        title: 'Arte y emociones',
        rationale: 'Explorar las emociones a través de la pintura, la música y el movimiento.',
        goals: [
          'Reconocer emociones propias',
          'Expresarlas con distintos lenguajes artísticos',
          'Escuchar a los demás',
        ],
      },
    },
  },
];

async function ensureCoauthor(db: Db): Promise<void> {
  const { rows } = await db.query<{ id: number; password_hash: string; school_id: number }>(
    `SELECT id, password_hash, school_id FROM users WHERE email = 'author@demo.test'`,
  );
  const a = rows[0];
  if (!a) return;
  const u = await db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, name, surname, school_id, email_confirmed) VALUES ('coauthor@demo.test', $1, 'Carmen', 'Coautora', $2, true)
     ON CONFLICT (email) DO UPDATE SET school_id = EXCLUDED.school_id RETURNING id`,
    [a.password_hash, a.school_id],
  );
  const id = u.rows[0].id;
  await db.query('INSERT INTO user_schools (user_id, school_id, state) VALUES ($1, $2, 3) ON CONFLICT DO NOTHING', [
    id,
    a.school_id,
  ]);
  await db.query(
    `INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name IN ('Teacher', 'Author') ON CONFLICT DO NOTHING`,
    [id],
  );
  await db.query(
    `INSERT INTO licenses (kind, status, user_id, expires_at) SELECT 'krea', 1, $1, now() + interval '1 year' WHERE NOT EXISTS (SELECT 1 FROM licenses WHERE kind = 'krea' AND user_id = $1)`,
    [id],
  );
  await db.query(`INSERT INTO terms_signatures (user_id, version) VALUES ($1, 'v1') ON CONFLICT DO NOTHING`, [id]);
  await db.query(
    `INSERT INTO authors (key, user_id, name) VALUES ('user-coauthor@demo.test', $1, 'Carmen Coautora') ON CONFLICT (key) DO NOTHING`,
    [id],
  );
}

const SESSION: Record<ExploreLocale, string> = { es: 'sesión', en: 'session', ca: 'sessió' };
const CLASS_NAME: Record<ExploreLocale, string> = { es: 'Primera clase', en: 'First class', ca: 'Primera classe' };

export async function publishFirstResource(
  db: Db,
  programId: number,
  locales: ExploreLocale[],
  title: (l: ExploreLocale) => string,
): Promise<void> {
  const first = (
    await db.query<{ resource_id: number }>(
      'SELECT resource_id FROM program_resources WHERE program_id = $1 ORDER BY position, resource_id LIMIT 1',
      [programId],
    )
  ).rows[0];
  if (!first) return;
  const rid = first.resource_id;
  for (const l of locales)
    await db.query(
      `INSERT INTO resource_locales (resource_id, locale, status, review_state, title) VALUES ($1, $2, 1, 'approved', $3)
       ON CONFLICT (resource_id, locale) DO UPDATE SET status = 1, review_state = 'approved',
         title = CASE WHEN resource_locales.title = '' THEN EXCLUDED.title ELSE resource_locales.title END`,
      [rid, l, title(l)],
    );
  await db.query('UPDATE resources SET published_at = coalesce(published_at, now()) WHERE id = $1', [rid]);
  let cp = (
    await db.query<{ id: number }>('SELECT id FROM class_plans WHERE resource_id = $1 ORDER BY class_number LIMIT 1', [
      rid,
    ])
  ).rows[0]?.id;
  if (cp === undefined)
    cp = (
      await db.query<{ id: number }>(
        `INSERT INTO class_plans (resource_id, class_number, minutes_duration, teacher_enabled) VALUES ($1, 1, 50, true) RETURNING id`,
        [rid],
      )
    ).rows[0].id;
  else await db.query('UPDATE class_plans SET minutes_duration = 50, teacher_enabled = true WHERE id = $1', [cp]);
  for (const l of locales)
    await db.query(
      `INSERT INTO class_plan_locales (class_plan_id, locale, name) VALUES ($1, $2, $3) ON CONFLICT (class_plan_id, locale) DO NOTHING`,
      [cp, l, CLASS_NAME[l]],
    );
}

export async function seedKrea(db: Db): Promise<void> {
  await ensureCoauthor(db);
  const users = new Map(
    (
      await db.query<{ id: number; email: string }>(`SELECT id, email FROM users WHERE email LIKE '%@demo.test'`)
    ).rows.map((u) => [u.email, u.id]),
  );
  const ref = (
    await db.query<{
      age: number;
      ev: number;
      udl: number;
      level: number;
      cover: string | null;
      option: number | null;
    }>(
      `SELECT (SELECT id FROM age_ranges ORDER BY min_age LIMIT 1 OFFSET 1) AS age, (SELECT min(id) FROM evaluation_methods) AS ev, (SELECT min(id) FROM udls) AS udl,
            (SELECT id FROM educational_levels ORDER BY position, id LIMIT 1) AS level,
            (SELECT o.id FROM custom_krea_field_options o JOIN custom_krea_fields f ON f.id = o.custom_krea_field_id
              WHERE f.key = 'school-project' AND o.key = 'reading-plan') AS option,
            (SELECT cover FROM resources WHERE cover IS NOT NULL ORDER BY id LIMIT 1) AS cover`,
    )
  ).rows[0];
  if (!ref?.age || !ref.ev || !ref.udl || !ref.level) return;
  const done = new Set<string>();
  for (const c of CONTENTS) {
    const ownerId = users.get(c.owner);
    if (!ownerId) continue;
    if (!done.has(c.owner)) {
      const has = await db.query(`SELECT 1 FROM programs WHERE owner_user_id = $1 AND origin = 'krea' LIMIT 1`, [
        ownerId,
      ]);
      if (has.rows.length) {
        done.add(`skip:${c.owner}`);
      }
      done.add(c.owner);
    }
    if (done.has(`skip:${c.owner}`)) continue;
    const user = await loadAuthUser(db, ownerId);
    if (!user) continue;
    const locales = Object.keys(c.texts) as ExploreLocale[];
    const id = await krea.createContent(db, user, locales[0], c.type);
    for (const [i, l] of locales.entries()) {
      if (i > 0) await krea.addLocale(db, user, id, l);
      const t = c.texts[l]!;
      const version = (await db.query<{ version: number }>('SELECT version FROM programs WHERE id = $1', [id])).rows[0]
        .version;
      await krea.updateContent(db, user, id, {
        version,
        locale: l,
        title: t.title,
        rationale: t.rationale || null,
        goals: t.goals,
        videoUrl: undefined,
        detailDocumentUrl: undefined,
        ...(c.complete
          ? {
              image: ref.cover ?? '/files/demo/cover.jpg',
              ageRangeIds: [ref.age],
              evaluationMethodId: ref.ev,
              udlIds: [ref.udl],
              educationalLevelId: ref.level,
              sdgIds: [4, 15],
              // a chosen custom field option (krea.md §3 customKreaFieldOptions), shown by the editor
              customKreaFieldOptions: ref.option ? [{ id: ref.option }] : undefined,
            }
          : { ageRangeIds: [ref.age], image: undefined }),
      });
    }
    // the first resource gets the content's title so the lists read well
    await db.query(
      `UPDATE resource_locales rl SET title = $2 FROM program_resources pr WHERE pr.program_id = $1 AND rl.resource_id = pr.resource_id AND rl.title = ''`,
      [id, `${c.texts[locales[0]]!.title}: sesión 1`],
    );
    // a complete content has a resource a teacher can open (issue 31): its first resource published in every language
    // of the content, with one 50-minute class for teachers; otherwise the catalogue showed "1 recursos · 0 clases"
    if (c.complete) {
      await publishFirstResource(db, id, locales, (l) => `${c.texts[l]!.title}: ${SESSION[l]} 1`);
      await krea.completeness(db, id, true); // the stored figure of the lists
    }
    if (c.keywords.length) await krea.setKeywords(db, user, id, c.keywords);
    if (c.state === 'published') {
      // a published demo content is approved (approver@ publishes directly; author@'s was approved by approver@)
      const approver = await loadAuthUser(db, users.get('approver@demo.test') ?? ownerId);
      const as = approver && c.owner !== 'approver@demo.test' ? approver : user;
      if (as === user) await krea.updateStatus(db, user, id, 'published', locales);
      else {
        await krea.updateStatus(db, user, id, 'published', locales);
        for (const l of locales) await krea.review(db, as, id, l, 'approve');
      }
    }
    if (c.state === 'inReview') await krea.updateStatus(db, user, id, 'published', locales);
    if (c.editor && users.get(c.editor))
      await db.query(
        `INSERT INTO collaborators (program_id, user_id, permission) VALUES ($1, $2, 'editor') ON CONFLICT DO NOTHING`,
        [id, users.get(c.editor)],
      );
  }
}
