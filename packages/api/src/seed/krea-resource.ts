/**
 * Krea resource editor demo (krea.md §3-§5, ADR 0025): author@demo.test has a draft resource "Energía en casa" with
 * general data, introductory content, triggers and two classes (teacher and student parts, materials), so the editor,
 * its versions and the previews have something to show, in Spanish and (a copy to translate, or to delete with the
 * editor's "delete one language") English. Built through the resource service; idempotent.
 */
import type { Db } from '../db/types';
import { loadAuthUser } from '../modules/account/service';
import * as res from '../modules/krea-resource/service';

export const DEMO_RESOURCE_TITLE = 'Energía en casa';

export async function seedKreaResource(db: Db): Promise<void> {
  const owner = (await db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'author@demo.test'`)).rows[0]?.id;
  if (!owner) return;
  const has = await db.query(
    `SELECT 1 FROM resources r JOIN resource_locales l ON l.resource_id = r.id WHERE r.owner_user_id = $1 AND r.origin = 'krea' AND l.title = $2 AND r.deleted_at IS NULL`,
    [owner, DEMO_RESOURCE_TITLE],
  );
  if (has.rows.length) return;
  const user = await loadAuthUser(db, owner);
  if (!user) return;
  const ref = (
    await db.query<{
      skills: number[];
      cross: number[];
      age: number;
      topic: number;
      sub: number;
      option: number | null;
    }>(
      `SELECT (SELECT array_agg(id ORDER BY id) FROM (SELECT id FROM skills ORDER BY id LIMIT 2) s) AS skills,
            (SELECT o.id FROM custom_krea_field_options o JOIN custom_krea_fields f ON f.id = o.custom_krea_field_id
              WHERE f.key = 'school-project' AND o.key = 'digital-plan') AS option,
            (SELECT array_agg(id ORDER BY id) FROM (SELECT id FROM cross_areas ORDER BY id LIMIT 1) c) AS cross,
            (SELECT id FROM age_ranges ORDER BY min_age LIMIT 1 OFFSET 1) AS age,
            (SELECT id FROM topics ORDER BY id LIMIT 1) AS topic,
            (SELECT s.id FROM subtopics s WHERE s.topic_id = (SELECT id FROM topics ORDER BY id LIMIT 1) ORDER BY s.id LIMIT 1) AS sub`,
    )
  ).rows[0];
  if (!ref?.skills?.length || !ref.cross?.length || !ref.age || !ref.topic || !ref.sub) return;
  const id = await res.createResource(db, user, 'es', 'Energía en casa (borrador)');
  const first = (await db.query<{ id: number }>('SELECT id FROM class_plans WHERE resource_id = $1', [id])).rows[0].id;
  await res.updateResource(db, user, id, {
    version: 1,
    locale: 'es',
    image: undefined,
    title: DEMO_RESOURCE_TITLE,
    type: 1,
    implementation: 'offline',
    skillIds: ref.skills,
    crossAreaIds: ref.cross,
    ageRangeIds: [ref.age],
    sdgIds: [7, 13],
    topics: [{ topicId: ref.topic, subtopicIds: [ref.sub] }],
    customKreaFieldOptions: ref.option ? [{ id: ref.option }] : undefined,
    keywords: ['energía', 'hogar', 'consumo'],
    presentation: '<p>El alumnado mide cuánta energía se gasta en casa y propone cambios sencillos.</p>',
    rhetoricalQuestion: '¿Cuánta energía gastamos sin darnos cuenta?',
    videoUrl: 'https://www.youtube.com/watch?v=energia-demo',
    caption: 'Un día de consumo en casa',
    classPlanDescription: '<p>Dos clases: medir y proponer.</p>',
    pedagogicalGoal: '<ul><li>Leer un contador</li><li>Comparar consumos</li><li>Proponer mejoras</li></ul>',
    studentPedagogicalGoal: '<p>Descubrir cuánta energía usamos.</p>',
    classPlans: [
      {
        id: first,
        name: 'Medimos',
        organizationType: 'group',
        secondaryOrganizationType: null,
        classLayout: 'circle',
        minutesDuration: 50,
        // the author's timings (the class pack prints them); the second class gives none (the pack suggests a split)
        startMinutes: 10,
        developmentMinutes: 25,
        closureMinutes: 10,
        valuationMinutes: 5,
        teacherEnabled: true,
        studentEnabled: true,
        startSection: '<p>Pregunta inicial y lluvia de ideas.</p>',
        developmentSection: '<p>Leemos el contador de la escuela cada 15 minutos.</p>',
        closureSection: '<p>Ponemos en común los datos.</p>',
        valuationSection: '',
        evaluationSuggestions: '',
        studentStatement: '<p>Anota las lecturas del contador en la tabla.</p>',
        teacherMaterials: [
          { kind: 2, name: 'Cinta métrica', fileUrl: null },
          { kind: 1, name: 'Hoja de cálculo compartida', fileUrl: 'https://example.org/hoja' },
        ],
        studentMaterials: [{ kind: 2, name: 'Cuaderno', fileUrl: null }],
        quickChecks: [],
      },
      {
        name: 'Proponemos',
        organizationType: 'smallGroups',
        secondaryOrganizationType: 'group',
        classLayout: 'group',
        minutesDuration: 45,
        startMinutes: null,
        developmentMinutes: null,
        closureMinutes: null,
        valuationMinutes: null,
        teacherEnabled: true,
        studentEnabled: true,
        startSection: '',
        developmentSection: '<p>Cada equipo propone tres cambios y calcula el ahorro.</p>',
        closureSection: '',
        valuationSection: '<p>Rúbrica de propuestas.</p>',
        evaluationSuggestions: '',
        studentStatement: '<p>Propón tres cambios para ahorrar energía.</p>',
        teacherMaterials: [],
        studentMaterials: [],
        quickChecks: [],
      },
    ],
  });
  // an English version too (a copy of the Spanish one), so the editor's "delete one language" has one to remove
  await res.addLocale(db, user, id, 'en', 'es');
}

/**
 * Network resources (issue 26; ADR 0047): two published Krea resources of the demo network, so the "network
 * resources" tab of coauthor@ (and of each other) is not empty: one by author@ — a plain Author, so sent to review and
 * approved by approver@ — and one by approver@, published directly. Built through the resource service; idempotent.
 */
export const NETWORK_RESOURCES = [
  {
    owner: 'author@demo.test',
    title: 'Huerto vertical con botellas',
    presentation:
      '<p>Construimos un huerto vertical con botellas recicladas y seguimos el crecimiento de las plantas.</p>',
    question: '¿Puede crecer comida en una pared?',
    caption: 'Un huerto vertical en el patio',
    description: '<p>Una clase: diseñar, montar y plantar.</p>',
    goal: '<ul><li>Reutilizar materiales</li><li>Observar el crecimiento</li></ul>',
    studentGoal: '<p>Plantar y cuidar un huerto vertical.</p>',
    className: 'Montamos el huerto',
    development: '<p>Cada equipo prepara dos botellas, las llena de tierra y planta semillas.</p>',
    statement: '<p>Dibuja tu botella y anota qué has plantado.</p>',
    keywords: ['huerto', 'reciclaje'],
    sdgs: [12, 15],
  },
  {
    owner: 'approver@demo.test',
    title: 'El agua que no vemos',
    presentation: '<p>Calculamos el agua que hay detrás de lo que comemos y usamos cada día.</p>',
    question: '¿Cuánta agua hace falta para una camiseta?',
    caption: 'El recorrido del agua',
    description: '<p>Una clase: investigar y comparar.</p>',
    goal: '<ul><li>Conocer la huella hídrica</li><li>Comparar productos</li></ul>',
    studentGoal: '<p>Descubrir el agua escondida en los objetos.</p>',
    className: 'Huella hídrica',
    development: '<p>Por parejas buscan la huella hídrica de cinco productos y los ordenan.</p>',
    statement: '<p>Ordena los productos de menos a más agua.</p>',
    keywords: ['agua', 'consumo'],
    sdgs: [6, 12],
  },
] as const;

export async function seedNetworkResources(db: Db): Promise<void> {
  const approverId = (await db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'approver@demo.test'`)).rows[0]
    ?.id;
  const approver = approverId ? await loadAuthUser(db, approverId) : null;
  if (!approver) return;
  const ref = (
    await db.query<{ skill: number; cross: number; age: number; topic: number; sub: number }>(
      `SELECT (SELECT id FROM skills ORDER BY id LIMIT 1 OFFSET 2) AS skill,
              (SELECT id FROM cross_areas ORDER BY id LIMIT 1 OFFSET 1) AS cross,
              (SELECT id FROM age_ranges ORDER BY min_age LIMIT 1 OFFSET 1) AS age,
              (SELECT id FROM topics ORDER BY id LIMIT 1) AS topic,
              (SELECT s.id FROM subtopics s WHERE s.topic_id = (SELECT id FROM topics ORDER BY id LIMIT 1) ORDER BY s.id LIMIT 1) AS sub`,
    )
  ).rows[0];
  if (!ref?.skill || !ref.cross || !ref.age || !ref.topic || !ref.sub) return;
  for (const r of NETWORK_RESOURCES) {
    const ownerId = (await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [r.owner])).rows[0]?.id;
    const user = ownerId ? await loadAuthUser(db, ownerId) : null;
    if (!user) continue;
    const has = await db.query(
      `SELECT 1 FROM resources x JOIN resource_locales l ON l.resource_id = x.id
        WHERE x.owner_user_id = $1 AND x.origin = 'krea' AND l.title = $2 AND x.deleted_at IS NULL`,
      [ownerId, r.title],
    );
    if (has.rows.length) continue;
    const id = await res.createResource(db, user, 'es', r.title);
    const first = (await db.query<{ id: number }>('SELECT id FROM class_plans WHERE resource_id = $1', [id])).rows[0]
      .id;
    await res.updateResource(db, user, id, {
      version: 1,
      locale: 'es',
      image: undefined,
      title: r.title,
      type: 1,
      implementation: 'offline',
      skillIds: [ref.skill],
      crossAreaIds: [ref.cross],
      ageRangeIds: [ref.age],
      sdgIds: [...r.sdgs],
      topics: [{ topicId: ref.topic, subtopicIds: [ref.sub] }],
      keywords: [...r.keywords],
      presentation: r.presentation,
      rhetoricalQuestion: r.question,
      videoUrl: 'https://www.youtube.com/watch?v=network-demo',
      caption: r.caption,
      classPlanDescription: r.description,
      pedagogicalGoal: r.goal,
      studentPedagogicalGoal: r.studentGoal,
      classPlans: [
        {
          id: first,
          name: r.className,
          organizationType: 'smallGroups',
          secondaryOrganizationType: null,
          classLayout: 'group',
          minutesDuration: 50,
          startMinutes: null,
          developmentMinutes: null,
          closureMinutes: null,
          valuationMinutes: null,
          teacherEnabled: true,
          studentEnabled: true,
          startSection: '',
          developmentSection: r.development,
          closureSection: '',
          valuationSection: '',
          evaluationSuggestions: '',
          studentStatement: r.statement,
          teacherMaterials: [],
          studentMaterials: [],
          quickChecks: [],
        },
      ],
    });
    // a plain Author's publication waits for review: approver@ approves it (the workflow the demo shows)
    if ((await res.setStatus(db, user, id, 'published', ['es'])) === 'inReview')
      await res.review(db, approver, id, 'es', 'approve');
  }
}
