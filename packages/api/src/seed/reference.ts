/** Reference data of the seed (levels, skills, topics, subjects, SDGs, categories …), upserted by id/key. */
import type { Db } from '../db/types';
import type { L10n, ReferenceData } from './catalogue/types';
import { Col, insertRows, upsertSet } from './rows';

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
