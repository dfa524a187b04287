/** The demo catalogue's authors, resources, class plans and materials (seedCatalogue in seed.ts runs them in order). */
import { LOCALES } from '@platform/contracts';
import type { Db } from '../db/types';
import type { Catalogue, ReferenceData } from './catalogue/types';
import { insertRows, daysAgo, type Col, type Row } from './rows';
import type { CatalogueIds } from './catalogue-ids';

/** Authors and their texts, upserted by key. */
export async function seedAuthors(db: Db, ref: ReferenceData, cat: Catalogue): Promise<Pick<CatalogueIds, 'author'>> {
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

  return { author };
}

/** Resources with their facets, texts and media, upserted by key (child rows replaced). */
export async function seedResources(
  db: Db,
  ref: ReferenceData,
  cat: Catalogue,
  k: Pick<CatalogueIds, 'skill' | 'topic' | 'subtopic' | 'subject' | 'crossArea' | 'category' | 'ids' | 'author'>,
): Promise<Pick<CatalogueIds, 'resource' | 'rids'>> {
  const { skill, topic, subtopic, subject, crossArea, category, ids, author } = k;
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
  return { resource, rids };
}

/** Class plans, which keep their ids across seeds, and their texts. */
export async function seedClassPlans(
  db: Db,
  ref: ReferenceData,
  cat: Catalogue,
  k: Pick<CatalogueIds, 'resource' | 'rids'>,
): Promise<Pick<CatalogueIds, 'cpId'>> {
  const { resource, rids } = k;
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
  return { cpId };
}

/** The classes' downloadable materials. */
export async function seedMaterials(
  db: Db,
  ref: ReferenceData,
  cat: Catalogue,
  k: Pick<CatalogueIds, 'resource' | 'cpId'>,
): Promise<void> {
  const { resource, cpId } = k;
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
}
