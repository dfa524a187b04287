/**
 * Seeds reference data, the demo catalogue and the demo accounts (packages/api/README.md lists them).
 * Idempotent: reference rows are upserted by id/key, catalogue items by key (their child rows replaced; class plans
 * keep their ids), demo organisations and users by key/email; reviews, page views and the demo school's used-content
 * records are inserted once.
 */
import { seedStats, withStatsRecords } from './stats';
import { LOCALES } from '@platform/contracts';
import type { Db } from '../db/types';
import type { Catalogue, L10n, ReferenceData } from './catalogue/types';
import { hashPassword } from '../modules/account/passwords';
import { getCatalogue, getReferenceData } from './catalogue/index';
import { seedFolders } from './folders';
import { seedKrea } from './krea';
import { seedKreaResource, seedNetworkResources } from './krea-resource';
import { seedProfileTeam } from './profile';
import { seedRegistration } from './registration';
import { seedStudentLinks } from './student';
import { seedClassPlanTimings } from './classpack';
import { seedLiveQuickChecks } from './live';

export const DEMO_PASSWORD = 'Demo1234';

type Col = [name: string, type: string];
type Row = Record<string, unknown>;

/**
 * Bulk insert through jsonb_to_recordset: one statement per chunk whatever the number of rows.
 * `tail` is appended (ON CONFLICT …, RETURNING …).
 */
export async function insertRows<T = Row>(
  db: Db,
  table: string,
  cols: Col[],
  input: readonly object[],
  tail = '',
): Promise<T[]> {
  const rows = input as Row[];
  const out: T[] = [];
  const names = cols.map((c) => c[0]);
  const def = cols.map(([n, t]) => `"${n}" ${t}`).join(', ');
  for (let i = 0; i < rows.length; i += 2000) {
    const chunk = rows.slice(i, i + 2000).map((r) => Object.fromEntries(names.map((n) => [n, r[n] ?? null])));
    const res = await db.query<T>(
      `INSERT INTO ${table} (${names.map((n) => `"${n}"`).join(', ')})
       SELECT ${names.map((n) => `"${n}"`).join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${def}) ${tail}`,
      [JSON.stringify(chunk)],
    );
    out.push(...res.rows);
  }
  return out;
}

const upsertSet = (cols: string[]) => cols.map((c) => `"${c}" = EXCLUDED."${c}"`).join(', ');

// ---------------------------------------------------------------- reference data
export async function seedReference(db: Db, ref: ReferenceData): Promise<void> {
  const simple = async (
    table: string,
    items: ReadonlyArray<{ id: number; key: string; name: L10n }>,
    extra: Col[] = [],
  ) => {
    const cols: Col[] = [['id', 'int'], ['key', 'text'], ['name', 'jsonb'], ...extra];
    await insertRows(
      db,
      table,
      cols,
      items,
      `ON CONFLICT (id) DO UPDATE SET ${upsertSet(cols.slice(1).map((c) => c[0]))}`,
    );
  };
  await simple('categories', ref.categories, [
    ['slug', 'text'],
    ['color', 'text'],
  ]);
  await simple(
    'skills',
    ref.skills.map((s, i) => ({ ...s, position: i })),
    [['position', 'int']],
  );
  await simple(
    'age_ranges',
    ref.ageRanges.map((a) => ({ ...a, min_age: a.min, max_age: a.max })),
    [
      ['min_age', 'int'],
      ['max_age', 'int'],
    ],
  );
  await simple('sdgs', ref.sdgs, [['color', 'text']]);
  await simple('udls', ref.udls, [['type', 'text']]);
  await simple('evaluation_methods', ref.evaluationMethods);
  await simple('subjects', ref.subjects);
  await simple(
    'educational_levels',
    ref.educationalLevels.map((l, i) => ({ ...l, position: i })),
    [['position', 'int']],
  );
  await simple('positions', ref.positions);
  await simple('cross_areas', ref.crossAreas);
  await insertRows(
    db,
    'months',
    [
      ['id', 'int'],
      ['name', 'jsonb'],
    ],
    ref.months,
    'ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name',
  );
  await insertRows(
    db,
    'countries',
    [
      ['iso2', 'text'],
      ['key', 'text'],
      ['name', 'jsonb'],
      ['phone_prefix', 'text'],
      ['position', 'int'],
    ],
    ref.countries.map((c, i) => ({ ...c, phone_prefix: c.phonePrefix, position: i })),
    'ON CONFLICT (iso2) DO UPDATE SET key = EXCLUDED.key, name = EXCLUDED.name, phone_prefix = EXCLUDED.phone_prefix, position = EXCLUDED.position',
  );
  const levelId = new Map(ref.educationalLevels.map((l) => [l.key, l.id]));
  await insertRows(
    db,
    'academic_grades',
    [
      ['id', 'int'],
      ['country_iso2', 'text'],
      ['educational_level_id', 'int'],
      ['institutional_order', 'int'],
      ['name', 'jsonb'],
    ],
    ref.academicGrades.map((g) => ({
      id: g.id,
      country_iso2: g.countryIso2,
      educational_level_id: levelId.get(g.levelKey) ?? null,
      institutional_order: g.institutionalOrder,
      name: g.name,
    })),
    'ON CONFLICT (id) DO UPDATE SET country_iso2 = EXCLUDED.country_iso2, educational_level_id = EXCLUDED.educational_level_id, institutional_order = EXCLUDED.institutional_order, name = EXCLUDED.name',
  );
  await insertRows(
    db,
    'faq_sections',
    [
      ['id', 'int'],
      ['key', 'text'],
      ['name', 'jsonb'],
      ['position', 'int'],
    ],
    ref.faqSections.map((s) => ({ ...s, position: s.order })),
    'ON CONFLICT (id) DO UPDATE SET key = EXCLUDED.key, name = EXCLUDED.name, position = EXCLUDED.position',
  );
  await insertRows(
    db,
    'faq_questions',
    [
      ['id', 'int'],
      ['section_id', 'int'],
      ['question', 'jsonb'],
      ['answer', 'jsonb'],
      ['position', 'int'],
    ],
    ref.faqSections.flatMap((s) => s.questions.map((q, i) => ({ ...q, section_id: s.id, position: i }))),
    'ON CONFLICT (id) DO UPDATE SET section_id = EXCLUDED.section_id, question = EXCLUDED.question, answer = EXCLUDED.answer, position = EXCLUDED.position',
  );
  await insertRows(
    db,
    'topics',
    [
      ['id', 'int'],
      ['key', 'text'],
      ['name', 'jsonb'],
    ],
    ref.topics,
    'ON CONFLICT (id) DO UPDATE SET key = EXCLUDED.key, name = EXCLUDED.name',
  );
  await insertRows(
    db,
    'subtopics',
    [
      ['id', 'int'],
      ['topic_id', 'int'],
      ['key', 'text'],
      ['name', 'jsonb'],
    ],
    ref.topics.flatMap((t) => t.subtopics.map((s) => ({ ...s, topic_id: t.id }))),
    'ON CONFLICT (id) DO UPDATE SET topic_id = EXCLUDED.topic_id, key = EXCLUDED.key, name = EXCLUDED.name',
  );
}

// ---------------------------------------------------------------- catalogue
/** Keeps the first `maxResources` resources and drops references to the others (small test catalogues). */
export function trimCatalogue(c: Catalogue, maxResources: number): Catalogue {
  const resources = c.resources.slice(0, maxResources);
  const keep = new Set(resources.map((r) => r.key));
  const programs = c.programs
    .map((p) => ({ ...p, resourceKeys: p.resourceKeys.filter((k) => keep.has(k)) }))
    .filter((p) => p.resourceKeys.length);
  const pkeep = new Set(programs.map((p) => p.key));
  const folders = c.providerFolders.map((f) => ({
    ...f,
    resourceKeys: f.resourceKeys.filter((k) => keep.has(k)),
    programKeys: f.programKeys.filter((k) => pkeep.has(k)),
  }));
  return {
    ...c,
    resources,
    programs,
    providerFolders: folders,
    ephemerides: c.ephemerides.map((e) => ({ ...e, resourceKeys: e.resourceKeys.filter((k) => keep.has(k)) })),
    reviews: c.reviews.filter((r) => keep.has(r.resourceKey)),
    pageViews: c.pageViews.filter((v) => keep.has(v.resourceKey)),
    usedContentRecords: (c.usedContentRecords ?? [])
      .filter((u) => pkeep.has(u.programKey))
      .map((u) => (u.resources === 'all' ? u : { ...u, resources: u.resources.filter((r) => keep.has(r.resourceKey)) }))
      .filter((u) => u.resources === 'all' || u.resources.length > 0),
  };
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

export async function seedCatalogue(db: Db, ref: ReferenceData, cat: Catalogue): Promise<void> {
  const skill = new Map(ref.skills.map((s) => [s.key, s.id]));
  const topic = new Map(ref.topics.map((t) => [t.key, t.id]));
  const subtopic = new Map(ref.topics.flatMap((t) => t.subtopics.map((s) => [s.key, s.id] as const)));
  const subject = new Map(ref.subjects.map((s) => [s.key, s.id]));
  const crossArea = new Map(ref.crossAreas.map((s) => [s.key, s.id]));
  const category = new Map(ref.categories.map((c) => [c.slug, c.id]));
  const level = new Map(ref.educationalLevels.map((l) => [l.key, l.id]));
  const ids = (m: Map<string, number>, keys: string[]) =>
    keys.map((k) => m.get(k)).filter((v): v is number => v !== undefined);

  // authors
  const authorRows = await insertRows<{ id: number; key: string }>(
    db,
    'authors',
    [
      ['key', 'text'],
      ['name', 'text'],
      ['picture', 'text'],
      ['website', 'text'],
      ['facebook', 'text'],
      ['instagram', 'text'],
      ['twitter', 'text'],
    ],
    cat.authors,
    'ON CONFLICT (key) DO UPDATE SET name = EXCLUDED.name, picture = EXCLUDED.picture, website = EXCLUDED.website, facebook = EXCLUDED.facebook, instagram = EXCLUDED.instagram, twitter = EXCLUDED.twitter RETURNING id, key',
  );
  const author = new Map(authorRows.map((a) => [a.key, a.id]));
  await db.query('DELETE FROM author_locales WHERE author_id = ANY($1::int[])', [[...author.values()]]);
  await insertRows(
    db,
    'author_locales',
    [
      ['author_id', 'int'],
      ['locale', 'text'],
      ['description', 'text'],
      ['bio', 'text'],
    ],
    cat.authors.flatMap((a) =>
      LOCALES.map((l) => ({ author_id: author.get(a.key), locale: l, description: a.description[l], bio: a.bio[l] })),
    ),
  );

  // resources
  const resRows = await insertRows<{ id: number; key: string }>(
    db,
    'resources',
    [
      ['key', 'text'],
      ['author_id', 'int'],
      ['category_id', 'int'],
      ['type', 'int'],
      ['implementation', 'text'],
      ['age_min', 'int'],
      ['age_max', 'int'],
      ['duration_minutes', 'int'],
      ['cover', 'text'],
      ['novelty', 'boolean'],
      ['completeness', 'int'],
      ['published_at', 'timestamptz'],
    ],
    cat.resources.map((r) => ({
      key: r.key,
      author_id: author.get(r.authorKey),
      category_id: category.get(r.categorySlug),
      type: r.type,
      implementation: r.implementation,
      age_min: r.ageMin,
      age_max: r.ageMax,
      duration_minutes: r.classes.reduce((n, c) => n + c.minutesDuration, 0),
      cover: r.cover,
      novelty: r.novelty,
      completeness: 100,
      published_at: daysAgo(r.publishedDaysAgo),
    })),
    `ON CONFLICT (key) DO UPDATE SET author_id = EXCLUDED.author_id, category_id = EXCLUDED.category_id, type = EXCLUDED.type, implementation = EXCLUDED.implementation,
       age_min = EXCLUDED.age_min, age_max = EXCLUDED.age_max, duration_minutes = EXCLUDED.duration_minutes, cover = EXCLUDED.cover, novelty = EXCLUDED.novelty,
       published_at = EXCLUDED.published_at, updated_at = now() RETURNING id, key`,
  );
  const resource = new Map(resRows.map((r) => [r.key, r.id]));
  const rids = [...resource.values()];
  for (const t of [
    'resource_locales',
    'resource_skills',
    'resource_topics',
    'resource_subtopics',
    'resource_subjects',
    'resource_sdgs',
    'resource_cross_areas',
    'resource_age_ranges',
    'materials',
    'media',
  ]) {
    await db.query(`DELETE FROM ${t} WHERE resource_id = ANY($1::int[])`, [rids]);
  }
  const pairs = (col: string, get: (r: Catalogue['resources'][number]) => number[]) =>
    cat.resources.flatMap((r) => [...new Set(get(r))].map((v) => ({ resource_id: resource.get(r.key), [col]: v })));
  await insertRows(
    db,
    'resource_skills',
    [
      ['resource_id', 'int'],
      ['skill_id', 'int'],
    ],
    pairs('skill_id', (r) => ids(skill, r.skillKeys)),
  );
  await insertRows(
    db,
    'resource_topics',
    [
      ['resource_id', 'int'],
      ['topic_id', 'int'],
    ],
    pairs('topic_id', (r) => ids(topic, r.topicKeys)),
  );
  await insertRows(
    db,
    'resource_subtopics',
    [
      ['resource_id', 'int'],
      ['subtopic_id', 'int'],
    ],
    pairs('subtopic_id', (r) => ids(subtopic, r.subtopicKeys)),
  );
  await insertRows(
    db,
    'resource_subjects',
    [
      ['resource_id', 'int'],
      ['subject_id', 'int'],
    ],
    pairs('subject_id', (r) => ids(subject, r.subjectKeys)),
  );
  await insertRows(
    db,
    'resource_sdgs',
    [
      ['resource_id', 'int'],
      ['sdg_id', 'int'],
    ],
    pairs('sdg_id', (r) => r.sdgIds.filter((id) => ref.sdgs.some((s) => s.id === id))),
  );
  await insertRows(
    db,
    'resource_cross_areas',
    [
      ['resource_id', 'int'],
      ['cross_area_id', 'int'],
    ],
    pairs('cross_area_id', (r) => ids(crossArea, r.crossAreaKeys)),
  );
  await insertRows(
    db,
    'resource_age_ranges',
    [
      ['resource_id', 'int'],
      ['age_range_id', 'int'],
    ],
    pairs('age_range_id', (r) => ref.ageRanges.filter((a) => a.min <= r.ageMax && a.max >= r.ageMin).map((a) => a.id)),
  );
  await insertRows(
    db,
    'resource_locales',
    [
      ['resource_id', 'int'],
      ['locale', 'text'],
      ['status', 'int'],
      ['title', 'text'],
      ['presentation', 'text'],
      ['rhetorical_question', 'text'],
      ['class_plan_description', 'text'],
      ['pedagogical_goal', 'text'],
      ['student_pedagogical_goal', 'text'],
      ['global_valuation_section', 'text'],
    ],
    cat.resources.flatMap((r) =>
      r.languages.map((l) => ({
        resource_id: resource.get(r.key),
        locale: l,
        status: 1,
        title: r.title[l],
        presentation: r.presentation[l],
        rhetorical_question: r.rhetoricalQuestion[l],
        class_plan_description: r.classPlanDescription[l],
        pedagogical_goal: r.pedagogicalGoal[l],
        student_pedagogical_goal: r.studentPedagogicalGoal[l],
        global_valuation_section: r.globalValuationSection?.[l] ?? null,
      })),
    ),
  );
  const media = cat.resources.flatMap((r) => [
    ...r.teacherMedia.map((m, i) => ({ r, m, audience: 2, i })),
    ...r.studentMedia.map((m, i) => ({ r, m, audience: 1, i })),
  ]);
  await insertRows(
    db,
    'media',
    [
      ['resource_id', 'int'],
      ['locale', 'text'],
      ['audience', 'int'],
      ['kind', 'int'],
      ['url', 'text'],
      ['caption', 'text'],
      ['position', 'int'],
    ],
    media.flatMap(({ r, m, audience, i }) =>
      r.languages.map((l) => ({
        resource_id: resource.get(r.key),
        locale: l,
        audience,
        kind: m.kind,
        url: m.url,
        caption: m.caption?.[l]?.slice(0, 200) ?? null,
        position: i,
      })),
    ),
  );
  // class plans keep their ids across seeds (used-content records and student links point at them): updated by
  // (resource, class number), new ones inserted, the ones no longer in the catalogue deleted
  const cpCols: Col[] = [
    ['resource_id', 'int'],
    ['class_number', 'int'],
    ['organization_type', 'text'],
    ['secondary_organization_type', 'text'],
    ['class_layout', 'text'],
    ['minutes_duration', 'int'],
  ];
  const wantedCp = cat.resources.flatMap((r) =>
    r.classes.map((c) => ({
      resource_id: resource.get(r.key),
      class_number: c.classNumber,
      organization_type: c.organizationType,
      secondary_organization_type: c.secondaryOrganizationType ?? null,
      class_layout: c.classLayout,
      minutes_duration: c.minutesDuration,
    })),
  );
  const cpKey = (c: { resource_id: unknown; class_number: unknown }) => `${c.resource_id}:${c.class_number}`;
  const oldCp = (
    await db.query<{ id: number; resource_id: number; class_number: number }>(
      'SELECT id, resource_id, class_number FROM class_plans WHERE resource_id = ANY($1::int[])',
      [rids],
    )
  ).rows;
  const wantedKeys = new Set(wantedCp.map(cpKey));
  const oldKeys = new Set(oldCp.map(cpKey));
  const gone = oldCp.filter((c) => !wantedKeys.has(cpKey(c))).map((c) => c.id);
  if (gone.length) await db.query('DELETE FROM class_plans WHERE id = ANY($1::int[])', [gone]);
  const kept = wantedCp.filter((c) => oldKeys.has(cpKey(c)));
  for (let i = 0; i < kept.length; i += 2000) {
    await db.query(
      `UPDATE class_plans c SET organization_type = x.organization_type, secondary_organization_type = x.secondary_organization_type,
              class_layout = x.class_layout, minutes_duration = x.minutes_duration
         FROM jsonb_to_recordset($1::jsonb) AS x(${cpCols.map(([n, ty]) => `"${n}" ${ty}`).join(', ')})
        WHERE c.resource_id = x.resource_id AND c.class_number = x.class_number`,
      [JSON.stringify(kept.slice(i, i + 2000))],
    );
  }
  await insertRows(
    db,
    'class_plans',
    cpCols,
    wantedCp.filter((c) => !oldKeys.has(cpKey(c))),
  );
  await db.query(
    'DELETE FROM class_plan_locales WHERE class_plan_id IN (SELECT id FROM class_plans WHERE resource_id = ANY($1::int[]))',
    [rids],
  );
  const cpRows = (
    await db.query<{ id: number; resource_id: number; class_number: number }>(
      'SELECT id, resource_id, class_number FROM class_plans WHERE resource_id = ANY($1::int[])',
      [rids],
    )
  ).rows;
  const cp = new Map(cpRows.map((c) => [`${c.resource_id}:${c.class_number}`, c.id]));
  const cpId = (rk: string, n: number) => cp.get(`${resource.get(rk)}:${n}`);
  await insertRows(
    db,
    'class_plan_locales',
    [
      ['class_plan_id', 'int'],
      ['locale', 'text'],
      ['name', 'text'],
      ['start_section', 'text'],
      ['development_section', 'text'],
      ['closure_section', 'text'],
      ['valuation_section', 'text'],
      ['student_statement', 'text'],
    ],
    cat.resources.flatMap((r) =>
      r.classes.flatMap((c) =>
        r.languages.map((l) => ({
          class_plan_id: cpId(r.key, c.classNumber),
          locale: l,
          name: c.name[l],
          start_section: c.startSection[l],
          development_section: c.developmentSection[l],
          closure_section: c.closureSection[l],
          valuation_section: c.valuationSection[l],
          student_statement: c.studentStatement[l],
        })),
      ),
    ),
  );
  const materialRows: Row[] = [];
  for (const r of cat.resources) {
    for (const l of r.languages) {
      r.classes.forEach((c) => {
        c.teacherMaterials.forEach((m, i) =>
          materialRows.push({
            resource_id: resource.get(r.key),
            class_plan_id: cpId(r.key, c.classNumber),
            locale: l,
            audience: 2,
            kind: m.kind,
            name: m.name[l],
            file_url: m.file ?? null,
            position: i,
          }),
        );
        c.studentMaterials.forEach((m, i) =>
          materialRows.push({
            resource_id: resource.get(r.key),
            class_plan_id: cpId(r.key, c.classNumber),
            locale: l,
            audience: 1,
            kind: m.kind,
            name: m.name[l],
            file_url: m.file ?? null,
            position: i,
          }),
        );
      });
      r.globalValuationMaterials.forEach((m, i) =>
        materialRows.push({
          resource_id: resource.get(r.key),
          class_plan_id: null,
          locale: l,
          audience: 2,
          kind: m.kind,
          global_valuation: true,
          name: m.name[l],
          file_url: m.file ?? null,
          position: i,
        }),
      );
    }
  }
  await insertRows(
    db,
    'materials',
    [
      ['resource_id', 'int'],
      ['class_plan_id', 'int'],
      ['locale', 'text'],
      ['audience', 'int'],
      ['kind', 'int'],
      ['global_valuation', 'boolean'],
      ['name', 'text'],
      ['file_url', 'text'],
      ['position', 'int'],
    ],
    materialRows.map((m) => ({ global_valuation: false, ...m })),
  );

  // programs
  const progRows = await insertRows<{ id: number; key: string }>(
    db,
    'programs',
    [
      ['key', 'text'],
      ['content_type', 'int'],
      ['author_id', 'int'],
      ['category_id', 'int'],
      ['age_min', 'int'],
      ['age_max', 'int'],
      ['secondary_age_min', 'int'],
      ['secondary_age_max', 'int'],
      ['educational_level_id', 'int'],
      ['evaluation_method_id', 'int'],
      ['cover', 'text'],
      ['novelty', 'boolean'],
      ['completeness', 'int'],
      ['published_at', 'timestamptz'],
    ],
    cat.programs.map((p) => ({
      key: p.key,
      content_type: p.contentType,
      author_id: author.get(p.authorKey),
      category_id: category.get(p.categorySlug),
      age_min: p.ageMin,
      age_max: p.ageMax,
      secondary_age_min: p.secondaryAgeMin ?? null,
      secondary_age_max: p.secondaryAgeMax ?? null,
      educational_level_id: level.get(p.levelKey) ?? null,
      evaluation_method_id: ref.evaluationMethods.some((e) => e.id === p.evaluationMethodId)
        ? p.evaluationMethodId
        : null,
      cover: p.cover,
      novelty: p.novelty,
      completeness: 100,
      published_at: daysAgo(10),
    })),
    `ON CONFLICT (key) DO UPDATE SET content_type = EXCLUDED.content_type, author_id = EXCLUDED.author_id, category_id = EXCLUDED.category_id, age_min = EXCLUDED.age_min,
       age_max = EXCLUDED.age_max, educational_level_id = EXCLUDED.educational_level_id, evaluation_method_id = EXCLUDED.evaluation_method_id, cover = EXCLUDED.cover,
       novelty = EXCLUDED.novelty, updated_at = now() RETURNING id, key`,
  );
  const program = new Map(progRows.map((p) => [p.key, p.id]));
  const pids = [...program.values()];
  for (const t of ['program_locales', 'program_resources', 'program_udls', 'program_keywords', 'program_authors']) {
    await db.query(`DELETE FROM ${t} WHERE program_id = ANY($1::int[])`, [pids]);
  }
  await insertRows(
    db,
    'program_locales',
    [
      ['program_id', 'int'],
      ['locale', 'text'],
      ['status', 'int'],
      ['title', 'text'],
      ['foundation', 'text'],
      ['pedagogical_objective', 'text'],
      ['grade_label', 'text'],
    ],
    cat.programs.flatMap((p) =>
      p.languages.map((l) => ({
        program_id: program.get(p.key),
        locale: l,
        status: 1,
        title: p.title[l],
        foundation: p.foundation[l],
        pedagogical_objective: p.pedagogicalObjective[l],
        grade_label: p.gradeLabel[l],
      })),
    ),
  );
  await insertRows(
    db,
    'program_resources',
    [
      ['program_id', 'int'],
      ['resource_id', 'int'],
      ['position', 'int'],
    ],
    cat.programs.flatMap((p) =>
      [...new Set(p.resourceKeys)]
        .filter((k) => resource.has(k))
        .map((k, i) => ({ program_id: program.get(p.key), resource_id: resource.get(k), position: i })),
    ),
  );
  await insertRows(
    db,
    'program_udls',
    [
      ['program_id', 'int'],
      ['udl_id', 'int'],
    ],
    cat.programs.flatMap((p) =>
      [...new Set(p.udlIds)]
        .filter((id) => ref.udls.some((u) => u.id === id))
        .map((id) => ({ program_id: program.get(p.key), udl_id: id })),
    ),
  );
  await insertRows(
    db,
    'program_authors',
    [
      ['program_id', 'int'],
      ['author_id', 'int'],
      ['is_main', 'boolean'],
      ['position', 'int'],
    ],
    cat.programs.flatMap((p) =>
      [p.authorKey, ...p.coAuthorKeys.filter((k) => k !== p.authorKey)]
        .filter((k) => author.has(k))
        .map((k, i) => ({ program_id: program.get(p.key), author_id: author.get(k), is_main: i === 0, position: i })),
    ),
  );
  const allKeywords = [
    ...new Set(cat.programs.flatMap((p) => p.keywords.map((k) => k.trim().toLowerCase())).filter(Boolean)),
  ];
  if (allKeywords.length) {
    await insertRows(
      db,
      'keywords',
      [['value', 'text']],
      allKeywords.map((value) => ({ value })),
      'ON CONFLICT (value) DO NOTHING',
    );
    const kw = new Map(
      (
        await db.query<{ id: number; value: string }>('SELECT id, value FROM keywords WHERE value = ANY($1::text[])', [
          allKeywords,
        ])
      ).rows.map((k) => [k.value, k.id]),
    );
    await insertRows(
      db,
      'program_keywords',
      [
        ['program_id', 'int'],
        ['keyword_id', 'int'],
      ],
      cat.programs.flatMap((p) =>
        [...new Set(p.keywords.map((k) => k.trim().toLowerCase()))]
          .filter((k) => kw.has(k))
          .map((k) => ({ program_id: program.get(p.key), keyword_id: kw.get(k) })),
      ),
    );
  }

  // provider folders
  const pfRows = await insertRows<{ id: number; key: string }>(
    db,
    'provider_folders',
    [
      ['key', 'text'],
      ['cover', 'text'],
      ['novelty', 'boolean'],
      ['featured', 'boolean'],
      ['duration_minutes', 'int'],
      ['sessions', 'int'],
      ['age_min', 'int'],
      ['age_max', 'int'],
      ['position', 'int'],
    ],
    cat.providerFolders.map((f, i) => ({
      ...f,
      duration_minutes: f.durationMinutes,
      age_min: f.ageMin,
      age_max: f.ageMax,
      position: i,
    })),
    `ON CONFLICT (key) DO UPDATE SET cover = EXCLUDED.cover, novelty = EXCLUDED.novelty, featured = EXCLUDED.featured, duration_minutes = EXCLUDED.duration_minutes,
       sessions = EXCLUDED.sessions, age_min = EXCLUDED.age_min, age_max = EXCLUDED.age_max, position = EXCLUDED.position, updated_at = now() RETURNING id, key`,
  );
  const folder = new Map(pfRows.map((f) => [f.key, f.id]));
  const fids = [...folder.values()];
  for (const t of [
    'provider_folder_locales',
    'provider_folder_resources',
    'provider_folder_programs',
    'provider_folder_cross_areas',
    'provider_folder_sdgs',
  ]) {
    await db.query(`DELETE FROM ${t} WHERE folder_id = ANY($1::int[])`, [fids]);
  }
  await db.query('DELETE FROM provider_folder_children WHERE parent_id = ANY($1::int[])', [fids]);
  await insertRows(
    db,
    'provider_folder_locales',
    [
      ['folder_id', 'int'],
      ['locale', 'text'],
      ['name', 'text'],
      ['description', 'text'],
    ],
    cat.providerFolders.flatMap((f) =>
      LOCALES.map((l) => ({ folder_id: folder.get(f.key), locale: l, name: f.name[l], description: f.description[l] })),
    ),
  );
  await insertRows(
    db,
    'provider_folder_resources',
    [
      ['folder_id', 'int'],
      ['resource_id', 'int'],
      ['position', 'int'],
    ],
    cat.providerFolders.flatMap((f) =>
      [...new Set(f.resourceKeys)]
        .filter((k) => resource.has(k))
        .map((k, i) => ({ folder_id: folder.get(f.key), resource_id: resource.get(k), position: i })),
    ),
  );
  await insertRows(
    db,
    'provider_folder_programs',
    [
      ['folder_id', 'int'],
      ['program_id', 'int'],
      ['position', 'int'],
    ],
    cat.providerFolders.flatMap((f) =>
      [...new Set(f.programKeys)]
        .filter((k) => program.has(k))
        .map((k, i) => ({ folder_id: folder.get(f.key), program_id: program.get(k), position: i })),
    ),
  );
  await insertRows(
    db,
    'provider_folder_children',
    [
      ['parent_id', 'int'],
      ['child_id', 'int'],
      ['position', 'int'],
    ],
    cat.providerFolders.flatMap((f) =>
      [...new Set(f.childFolderKeys)]
        .filter((k) => folder.has(k) && k !== f.key)
        .map((k, i) => ({ parent_id: folder.get(f.key), child_id: folder.get(k), position: i })),
    ),
  );
  await insertRows(
    db,
    'provider_folder_cross_areas',
    [
      ['folder_id', 'int'],
      ['cross_area_id', 'int'],
    ],
    cat.providerFolders.flatMap((f) =>
      [...new Set(ids(crossArea, f.crossAreaKeys))].map((id) => ({ folder_id: folder.get(f.key), cross_area_id: id })),
    ),
  );
  await insertRows(
    db,
    'provider_folder_sdgs',
    [
      ['folder_id', 'int'],
      ['sdg_id', 'int'],
    ],
    cat.providerFolders.flatMap((f) =>
      [...new Set(f.sdgIds)]
        .filter((id) => ref.sdgs.some((s) => s.id === id))
        .map((id) => ({ folder_id: folder.get(f.key), sdg_id: id })),
    ),
  );

  // ephemerides
  const ephRows = await insertRows<{ id: number; key: string }>(
    db,
    'ephemerides',
    [
      ['key', 'text'],
      ['month', 'int'],
      ['day', 'int'],
      ['folder_id', 'int'],
    ],
    cat.ephemerides.map((e) => ({
      key: e.key,
      month: e.month,
      day: e.day,
      folder_id: e.folderKey ? (folder.get(e.folderKey) ?? null) : null,
    })),
    'ON CONFLICT (key) DO UPDATE SET month = EXCLUDED.month, day = EXCLUDED.day, folder_id = EXCLUDED.folder_id RETURNING id, key',
  );
  const eph = new Map(ephRows.map((e) => [e.key, e.id]));
  await db.query('DELETE FROM ephemeride_locales WHERE ephemeride_id = ANY($1::int[])', [[...eph.values()]]);
  await db.query('DELETE FROM ephemeride_resources WHERE ephemeride_id = ANY($1::int[])', [[...eph.values()]]);
  await insertRows(
    db,
    'ephemeride_locales',
    [
      ['ephemeride_id', 'int'],
      ['locale', 'text'],
      ['name', 'text'],
      ['description', 'text'],
    ],
    cat.ephemerides.flatMap((e) =>
      LOCALES.map((l) => ({
        ephemeride_id: eph.get(e.key),
        locale: l,
        name: e.name[l],
        description: e.description[l],
      })),
    ),
  );
  await insertRows(
    db,
    'ephemeride_resources',
    [
      ['ephemeride_id', 'int'],
      ['resource_id', 'int'],
      ['position', 'int'],
    ],
    cat.ephemerides.flatMap((e) =>
      [...new Set(e.resourceKeys)]
        .filter((k) => resource.has(k))
        .map((k, i) => ({ ephemeride_id: eph.get(e.key), resource_id: resource.get(k), position: i })),
    ),
  );

  // notifications
  const nRows = await insertRows<{ id: number; key: string }>(
    db,
    'notifications',
    [
      ['key', 'text'],
      ['tag', 'int'],
      ['date', 'timestamptz'],
      ['start_date', 'timestamptz'],
      ['highlight', 'boolean'],
    ],
    cat.notifications.map((n) => ({
      key: n.key,
      tag: n.tag,
      date: daysAgo(n.daysAgo),
      start_date: daysAgo(n.daysAgo),
      highlight: n.highlighted,
    })),
    'ON CONFLICT (key) DO UPDATE SET tag = EXCLUDED.tag, highlight = EXCLUDED.highlight RETURNING id, key',
  );
  const notif = new Map(nRows.map((n) => [n.key, n.id]));
  await db.query('DELETE FROM notification_locales WHERE notification_id = ANY($1::int[])', [[...notif.values()]]);
  await insertRows(
    db,
    'notification_locales',
    [
      ['notification_id', 'int'],
      ['locale', 'text'],
      ['title', 'text'],
      ['brief', 'text'],
      ['detail', 'text'],
    ],
    cat.notifications.flatMap((n) =>
      LOCALES.map((l) => ({
        notification_id: notif.get(n.key),
        locale: l,
        title: n.title[l],
        brief: n.brief[l],
        detail: n.detail[l],
      })),
    ),
  );
}

/** Reviews and page views reference users by email: inserted once (only when the resource has none yet). */
async function seedActivity(db: Db, cat: Catalogue): Promise<void> {
  const users = new Map(
    (await db.query<{ id: number; email: string }>('SELECT id, email FROM users')).rows.map((u) => [u.email, u.id]),
  );
  const resources = new Map(
    (await db.query<{ id: number; key: string }>('SELECT id, key FROM resources WHERE key IS NOT NULL')).rows.map(
      (r) => [r.key, r.id],
    ),
  );
  const reviewed = new Set(
    (await db.query<{ resource_id: number }>('SELECT DISTINCT resource_id FROM reviews')).rows.map(
      (r) => r.resource_id,
    ),
  );
  await insertRows(
    db,
    'reviews',
    [
      ['resource_id', 'int'],
      ['user_id', 'int'],
      ['rating', 'int'],
      ['categories', 'smallint[]'],
      ['comment', 'text'],
      ['created_at', 'timestamptz'],
    ],
    cat.reviews
      .filter((r) => resources.has(r.resourceKey) && !reviewed.has(resources.get(r.resourceKey) as number))
      .map((r) => ({
        resource_id: resources.get(r.resourceKey),
        user_id: users.get(r.userEmail) ?? null,
        rating: r.rating,
        categories: r.categories,
        comment: r.comment,
        created_at: daysAgo(r.daysAgo),
      })),
  );
  const viewed = new Set(
    (await db.query<{ resource_id: number }>('SELECT DISTINCT resource_id FROM resource_views')).rows.map(
      (r) => r.resource_id,
    ),
  );
  await insertRows(
    db,
    'resource_views',
    [
      ['resource_id', 'int'],
      ['user_id', 'int'],
      ['created_at', 'timestamptz'],
    ],
    cat.pageViews
      .filter((v) => resources.has(v.resourceKey) && !viewed.has(resources.get(v.resourceKey) as number))
      .map((v) => ({
        resource_id: resources.get(v.resourceKey),
        user_id: users.get(v.userEmail) ?? null,
        created_at: daysAgo(v.daysAgo),
      })),
  );
}

/**
 * Used-content records of the demo users (catalogue.usedContentRecords), stored as POST /AcademicCourseApi/UsedContentRecord
 * stores them: for the user's school, resourceCompleted / educationalProgramCompleted computed from the classes with the
 * same rules (a resource is complete when all its classes are used, the program when every class of every resource is).
 * Inserted once: a (user, program) pair that already has records before this run is left alone.
 */
async function seedUsedContent(db: Db, cat: Catalogue): Promise<void> {
  const records = cat.usedContentRecords ?? [];
  if (!records.length) return;
  const users = new Map(
    (
      await db.query<{ id: number; email: string; school_id: number | null; country: string | null }>(
        `SELECT u.id, u.email, u.school_id, s.country_iso2 AS country FROM users u LEFT JOIN schools s ON s.id = u.school_id WHERE u.email = ANY($1::text[])`,
        [[...new Set(records.map((r) => r.userEmail))]],
      )
    ).rows.map((u) => [u.email, u]),
  );
  const programs = new Map(
    (
      await db.query<{ id: number; key: string }>(
        'SELECT id, key FROM programs WHERE key = ANY($1::text[]) AND deleted_at IS NULL',
        [[...new Set(records.map((r) => r.programKey))]],
      )
    ).rows.map((p) => [p.key, p.id]),
  );
  const { rows: classRows } = await db.query<{
    program_id: number;
    resource_id: number;
    resource_key: string;
    class_id: number | null;
    class_number: number | null;
  }>(
    `SELECT pr.program_id, pr.resource_id, r.key AS resource_key, c.id AS class_id, c.class_number
       FROM program_resources pr JOIN resources r ON r.id = pr.resource_id
       LEFT JOIN class_plans c ON c.resource_id = pr.resource_id AND c.teacher_enabled
      WHERE pr.program_id = ANY($1::int[]) ORDER BY pr.program_id, pr.position, c.class_number`,
    [[...programs.values()]],
  );
  /** program id → resource key → { id, class number → class id } */
  const structure = new Map<number, Map<string, { id: number; classes: Map<number, number> }>>();
  for (const c of classRows) {
    const byKey = structure.get(c.program_id) ?? new Map<string, { id: number; classes: Map<number, number> }>();
    structure.set(c.program_id, byKey);
    const res = byKey.get(c.resource_key) ?? { id: c.resource_id, classes: new Map<number, number>() };
    byKey.set(c.resource_key, res);
    if (c.class_id !== null && c.class_number !== null) res.classes.set(c.class_number, c.class_id);
  }
  const grades = new Map(
    (
      await db.query<{ id: number; country_iso2: string; institutional_order: number }>(
        'SELECT id, country_iso2, institutional_order FROM academic_grades',
      )
    ).rows.map((g) => [`${g.country_iso2}:${g.institutional_order}`, g.id]),
  );
  const existing = new Set(
    (
      await db.query<{ user_id: number; educational_program_id: number }>(
        'SELECT DISTINCT user_id, educational_program_id FROM used_content_records WHERE user_id = ANY($1::int[])',
        [[...users.values()].map((u) => u.id)],
      )
    ).rows.map((r) => `${r.user_id}:${r.educational_program_id}`),
  );

  for (const rec of records) {
    const user = users.get(rec.userEmail);
    const programId = programs.get(rec.programKey);
    if (!user || !programId || existing.has(`${user.id}:${programId}`)) continue;
    const progRes = structure.get(programId) ?? new Map<string, { id: number; classes: Map<number, number> }>();
    const wanted =
      rec.resources === 'all'
        ? [...progRes.keys()].map((resourceKey) => ({ resourceKey, classNumbers: 'all' as const }))
        : rec.resources;
    const used = new Map<number, number[]>();
    for (const w of wanted) {
      const pr = progRes.get(w.resourceKey);
      if (!pr || used.has(pr.id)) continue;
      const ids =
        w.classNumbers === 'all'
          ? [...pr.classes.values()]
          : w.classNumbers.map((n) => pr.classes.get(n)).filter((id): id is number => id !== undefined);
      if (ids.length) used.set(pr.id, [...new Set(ids)]);
    }
    if (!used.size) continue;
    const complete = (pr: { id: number; classes: Map<number, number> }) =>
      pr.classes.size > 0 && [...pr.classes.values()].every((id) => used.get(pr.id)?.includes(id));
    const programComplete = progRes.size > 0 && [...progRes.values()].every(complete);
    const at = new Date(Date.now() - rec.daysAgo * 86_400_000);
    const gradeId = rec.gradeOrder === null ? null : (grades.get(`${user.country ?? 'ES'}:${rec.gradeOrder}`) ?? null);
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO used_content_records (user_id, school_id, academic_grade_id, educational_program_id, educational_program_completed, month, year, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        user.id,
        user.school_id,
        gradeId,
        programId,
        programComplete,
        at.getUTCMonth() + 1,
        at.getUTCFullYear(),
        at.toISOString(),
      ],
    );
    for (const pr of progRes.values()) {
      const ids = used.get(pr.id);
      if (!ids) continue;
      const ins = await db.query<{ id: number }>(
        'INSERT INTO used_content_record_resources (record_id, resource_id, resource_completed) VALUES ($1, $2, $3) RETURNING id',
        [rows[0].id, pr.id, complete(pr)],
      );
      await db.query(
        'INSERT INTO used_content_record_class_plans (record_resource_id, class_plan_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
        [ins.rows[0].id, ids],
      );
    }
  }
}

// ---------------------------------------------------------------- demo organisations and accounts
interface DemoUser {
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

export interface SeedOptions {
  reference?: ReferenceData;
  /** the catalogue to insert; false = none */
  catalogue?: Catalogue | false;
  /** pre-computed argon2 hash of the demo password (tests reuse one) */
  passwordHash?: string;
}

/** Seeds everything (idempotent). */
export async function seed(db: Db, opts: SeedOptions = {}): Promise<void> {
  const ref = opts.reference ?? getReferenceData();
  const cat = opts.catalogue === undefined ? getCatalogue() : opts.catalogue;
  await db.transaction(async (tx) => {
    await seedReference(tx, ref);
    await seedDemoAccounts(tx, ref, opts.passwordHash);
    await seedProfileTeam(tx);
    await seedRegistration(tx, opts.passwordHash ?? (await hashPassword(DEMO_PASSWORD)));
    if (cat) {
      await seedCatalogue(tx, ref, cat);
      await seedActivity(tx, cat);
      await seedUsedContent(tx, withStatsRecords(cat));
      await seedStats(tx, cat);
      await seedFolders(tx);
      if (opts.catalogue === undefined) await seedKrea(tx); // demo Krea contents with the demo catalogue only (API tests count programs)
      if (opts.catalogue === undefined) await seedKreaResource(tx); // a draft resource with two classes for the resource editor
      if (opts.catalogue === undefined) await seedNetworkResources(tx); // published network resources (author@, approver@)
      await seedStudentLinks(tx);
      await seedClassPlanTimings(tx);
      await seedLiveQuickChecks(tx);
    }
  });
}

/** True when the database holds no user yet (main seeds demo data then). */
export async function isEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return rows[0].n === 0;
}
