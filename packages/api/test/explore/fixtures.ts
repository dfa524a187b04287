/** Explore test data written straight into the seeded database (independent of the demo catalogue's texts). */
import type { Db } from '../../src/db/types';

export interface ExploreFixtures {
  topicId: number;
  subtopicId: number;
  otherTopicId: number;
  r1: number;
  r2: number;
  rNetwork: number;
  rForeign: number;
  r1Classes: number[];
  r2Classes: number[];
  program: number;
  foreignProgram: number;
  ephemeride: number;
  folderProvider: number;
  groupId: number;
  providerGroupId: number;
}

async function one<T = { id: number }>(db: Db, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<T>(sql, params);
  return rows[0];
}

async function resource(
  db: Db,
  o: {
    title: Record<string, string>;
    groupId?: number | null;
    topicId: number;
    subtopicId?: number;
    classes: number;
    type?: number;
    implementation?: string;
    published?: string;
    age?: [number, number];
    origin?: string;
  },
) {
  const r = await one(
    db,
    `INSERT INTO resources (key, category_id, type, implementation, age_min, age_max, school_group_id, origin, published_at, author_id)
      VALUES ($1, 1, $2, $3, $4, $5, $6, $7, $8, (SELECT min(id) FROM authors)) RETURNING id`,
    [
      `explore-test-${Math.random().toString(36).slice(2)}`,
      o.type ?? 1,
      o.implementation ?? 'offline',
      o.age?.[0] ?? 9,
      o.age?.[1] ?? 11,
      o.groupId ?? null,
      o.origin ?? 'provider',
      o.published ?? new Date().toISOString(),
    ],
  );
  for (const [loc, title] of Object.entries(o.title)) {
    await db.query(
      `INSERT INTO resource_locales (resource_id, locale, status, title, presentation, rhetorical_question, class_plan_description, pedagogical_goal, student_pedagogical_goal, global_valuation_section)
        VALUES ($1, $2, 1, $3, $4, $5, '<p>Descripción</p>', '<p>Objetivo</p>', '<p>Objetivo alumnado</p>', '<p>Valoración global</p>')`,
      [r.id, loc, title, `<p>${title}: presentación <strong>rica</strong></p>`, `¿${title}?`],
    );
  }
  await db.query('INSERT INTO resource_topics VALUES ($1, $2)', [r.id, o.topicId]);
  if (o.subtopicId) await db.query('INSERT INTO resource_subtopics VALUES ($1, $2)', [r.id, o.subtopicId]);
  await db.query('INSERT INTO resource_skills SELECT $1, min(id) FROM skills', [r.id]);
  const classes: number[] = [];
  for (let n = 1; n <= o.classes; n++) {
    const c = await one(
      db,
      `INSERT INTO class_plans (resource_id, class_number, organization_type, class_layout, minutes_duration) VALUES ($1, $2, 'group', 'circle', 45) RETURNING id`,
      [r.id, n],
    );
    classes.push(c.id);
    for (const loc of Object.keys(o.title)) {
      await db.query(
        `INSERT INTO class_plan_locales (class_plan_id, locale, name, start_section, development_section, closure_section, valuation_section, student_statement)
          VALUES ($1, $2, $3, '<p>Inicio</p>', '<p>Desarrollo</p>', '<p>Cierre</p>', '', '<p>Enunciado</p>')`,
        [c.id, loc, `Clase ${n} ${loc}`],
      );
      await db.query(
        `INSERT INTO materials (resource_id, class_plan_id, locale, audience, kind, name, file_url) VALUES ($1, $2, $3, 2, 3, 'Ficha docente', '/files/demo/x.pdf'), ($1, $2, $3, 1, 3, 'Ficha alumnado', '/files/demo/y.pdf'), ($1, $2, $3, 2, 2, 'Tijeras', NULL)`,
        [r.id, c.id, loc],
      );
    }
  }
  return { id: r.id, classes };
}

export async function createFixtures(db: Db): Promise<ExploreFixtures> {
  const topic = await one(
    db,
    `INSERT INTO topics (key, name) VALUES ('explore-test-topic', '{"es":"Tema de prueba","en":"Test topic","ca":"Tema de prova"}') RETURNING id`,
  );
  const sub = await one(
    db,
    `INSERT INTO subtopics (topic_id, key, name) VALUES ($1, 'explore-test-sub', '{"es":"Subtema prueba","en":"Test subtopic","ca":"Subtema prova"}') RETURNING id`,
    [topic.id],
  );
  const other = await one(
    db,
    `INSERT INTO topics (key, name) VALUES ('explore-test-other', '{"es":"Otro tema","en":"Other topic","ca":"Altre tema"}') RETURNING id`,
  );
  const g = await one<{ id: number }>(db, `SELECT school_group_id AS id FROM schools WHERE key = 'demo-north'`);
  const pg = await one<{ id: number }>(db, `SELECT school_group_id AS id FROM schools WHERE key = 'provider-hq'`);
  const r1 = await resource(db, {
    title: {
      es: 'Zorrillas acuáticas explorables',
      en: 'Explorable water foxes',
      ca: 'Guineus aquàtiques explorables',
    },
    topicId: topic.id,
    subtopicId: sub.id,
    classes: 2,
    type: 2,
    implementation: 'online',
  });
  const r2 = await resource(db, {
    title: { es: 'Huerto lunar sostenible' },
    topicId: topic.id,
    classes: 3,
    type: 4,
    published: '2020-01-01T00:00:00Z',
  });
  const rn = await resource(db, {
    title: { es: 'Recurso de red demo', en: 'Demo network resource', ca: 'Recurs de xarxa demo' },
    topicId: other.id,
    classes: 1,
    groupId: g.id,
    origin: 'krea',
  });
  const rf = await resource(db, {
    title: { es: 'Recurso ajeno proveedor', en: 'Foreign provider resource', ca: 'Recurs aliè' },
    topicId: other.id,
    classes: 1,
    groupId: pg.id,
  });
  const p = await one(
    db,
    `INSERT INTO programs (key, content_type, category_id, age_min, age_max, author_id, educational_level_id) VALUES ('explore-test-program', 2, 1, 9, 11, (SELECT min(id) FROM authors), (SELECT min(id) FROM educational_levels)) RETURNING id`,
  );
  await db.query(
    `INSERT INTO program_locales (program_id, locale, status, title, foundation, pedagogical_objective, grade_label) VALUES
      ($1, 'es', 1, 'Programa zorrilla de prueba', '<p>Fundamentación del programa</p>', '<p>Objetivo pedagógico</p>', '4º Primaria'),
      ($1, 'en', 1, 'Test fox program', '<p>Program foundation</p>', '<p>Pedagogical objective</p>', 'Year 4')`,
    [p.id],
  );
  await db.query('INSERT INTO program_resources (program_id, resource_id, position) VALUES ($1, $2, 1), ($1, $3, 2)', [
    p.id,
    r1.id,
    r2.id,
  ]);
  await db.query('INSERT INTO program_udls SELECT $1, id FROM udls ORDER BY id LIMIT 2', [p.id]);
  const fp = await one(
    db,
    `INSERT INTO programs (key, content_type, school_group_id) VALUES ('explore-test-foreign-program', 1, $1) RETURNING id`,
    [pg.id],
  );
  await db.query(
    `INSERT INTO program_locales (program_id, locale, status, title) VALUES ($1, 'es', 1, 'Programa ajeno')`,
    [fp.id],
  );
  const today = new Date();
  const e = await one(
    db,
    `INSERT INTO ephemerides (key, month, day) VALUES ('explore-test-eph', $1, $2) RETURNING id`,
    [today.getUTCMonth() + 1, today.getUTCDate()],
  );
  await db.query(
    `INSERT INTO ephemeride_locales VALUES ($1, 'es', 'Día de las zorrillas', 'Una efeméride de prueba'), ($1, 'en', 'Fox day', 'A test ephemeride')`,
    [e.id],
  );
  await db.query('INSERT INTO ephemeride_resources (ephemeride_id, resource_id) VALUES ($1, $2)', [e.id, r1.id]);
  const f = await one(
    db,
    `INSERT INTO provider_folders (key, featured, age_min, age_max, sessions, duration_minutes) VALUES ('explore-test-folder', true, 9, 11, 2, 90) RETURNING id`,
  );
  await db.query(
    `INSERT INTO provider_folder_locales (folder_id, locale, status, name, description) VALUES ($1, 'es', 1, 'Carpeta zorrilla', 'Carpeta de prueba'), ($1, 'en', 1, 'Fox folder', 'Test folder')`,
    [f.id],
  );
  await db.query('INSERT INTO provider_folder_resources (folder_id, resource_id) VALUES ($1, $2)', [f.id, r1.id]);
  await db.query('INSERT INTO provider_folder_programs (folder_id, program_id) VALUES ($1, $2)', [f.id, p.id]);
  return {
    topicId: topic.id,
    subtopicId: sub.id,
    otherTopicId: other.id,
    r1: r1.id,
    r2: r2.id,
    rNetwork: rn.id,
    rForeign: rf.id,
    r1Classes: r1.classes,
    r2Classes: r2.classes,
    program: p.id,
    foreignProgram: fp.id,
    ephemeride: e.id,
    folderProvider: f.id,
    groupId: g.id,
    providerGroupId: pg.id,
  };
}
