/**
 * Grows a seeded catalogue to `total` resources inside the database, set-based (benchmarks only; issue 19).
 *
 * Seeding 100k resources through the seeder (getCatalogue({ scale }) → JSON chunks) takes minutes on a quiet machine
 * and did not finish in 48 min on a loaded one. Here the database copies the base provider resources itself: one
 * INSERT … SELECT per table over generate_series, a few seconds for 100k resources. The copies follow the scale
 * generator (src/seed/catalogue/data/scale.ts): same classes, materials, media and texts as their base resource; a new
 * key, an activity word in front of the title, one of the generator's seven age ranges, a publication date in the last
 * three years. Ages, titles and dates are picked by a hash of the copy's number, so a run is deterministic.
 */
import type { Db } from '../src/db/types';

/** Link tables copied as they are (every column but resource_id). */
const LINKS = [
  'resource_skills',
  'resource_topics',
  'resource_subtopics',
  'resource_subjects',
  'resource_sdgs',
  'resource_cross_areas',
  'resource_keywords',
];

export async function scaleCatalogueInSql(db: Db, total: number): Promise<number> {
  const have = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM resources')).rows[0].n;
  const need = total - have;
  if (need <= 0) return 0;
  await db.transaction(async (tx) => {
    const q = async (sql: string, params?: unknown[]) => {
      const t0 = Date.now();
      const r = await tx.query(sql, params);
      if (process.env.BENCH_VERBOSE) console.log(`  ${Date.now() - t0} ms  ${sql.replace(/\s+/g, ' ').slice(0, 70)}`);
      return r;
    };
    await q('DROP TABLE IF EXISTS scale_map, scale_class_map');
    // a bulk load: no triggers and no foreign-key checks for this transaction (the rows are copies of checked rows).
    // The search-vector trigger of resource_locales is replaced by the base row's vector plus the new title word, the
    // statement triggers that mark the search index dirty by marking the copies below.
    await q('SET LOCAL session_replication_role = replica');
    // copy i (1..need) of base resource rn = 1 + (i - 1) % nb, new id = max(id) + i
    await q(
      `CREATE TEMP TABLE scale_map ON COMMIT DROP AS
       WITH base AS (
         SELECT id, row_number() OVER (ORDER BY id) AS rn, count(*) OVER () AS nb
           FROM resources WHERE origin = 'provider' AND deleted_at IS NULL AND school_group_id IS NULL
       ), top AS (SELECT max(id) AS m FROM resources)
       SELECT b.id AS old_id, (top.m + g)::int AS new_id, g AS i,
              ((g::bigint * 2654435761) % 4294967296) AS h
         FROM generate_series(1, $1::int) g CROSS JOIN top
         JOIN base b ON b.rn = 1 + (g - 1) % b.nb`,
      [need],
    );
    await q('CREATE INDEX ON scale_map (old_id)');
    await q(
      `INSERT INTO resources (id, key, author_id, owner_user_id, modified_by, school_group_id, origin, category_id, type,
              implementation, age_min, age_max, secondary_age_min, secondary_age_max, duration_minutes, cover, novelty,
              completeness, published_at, version, video_url, topic_special, source_locale)
       SELECT m.new_id, r.key || '--s' || m.i, r.author_id, r.owner_user_id, r.modified_by, r.school_group_id, r.origin,
              r.category_id, r.type, r.implementation,
              (ARRAY[3, 6, 9, 12, 16, 6, 12])[1 + m.h % 7], (ARRAY[5, 8, 11, 15, 18, 11, 18])[1 + m.h % 7],
              r.secondary_age_min, r.secondary_age_max, r.duration_minutes, r.cover, (m.h / 7) % 1095 < 30,
              r.completeness, now() - ((m.h / 7) % 1095) * interval '1 day', r.version, r.video_url, r.topic_special,
              r.source_locale
         FROM scale_map m JOIN resources r ON r.id = m.old_id`,
    );
    await q(`SELECT setval(pg_get_serial_sequence('resources', 'id'), (SELECT max(id) FROM resources))`);
    await q(
      `INSERT INTO resource_locales (resource_id, locale, status, title, presentation, rhetorical_question, benefits,
              class_plan_description, pedagogical_goal, student_pedagogical_goal, media_summary, student_media_summary,
              trigger_caption, global_valuation_section, image_alt, search_vector)
       SELECT m.new_id, l.locale, l.status, w.word || ': ' || l.title,
              l.presentation, l.rhetorical_question, l.benefits, l.class_plan_description, l.pedagogical_goal,
              l.student_pedagogical_goal, l.media_summary, l.student_media_summary, l.trigger_caption,
              l.global_valuation_section, l.image_alt,
              setweight(to_tsvector(ts_config_for(l.locale), fold_text(w.word)), 'A') || l.search_vector
         FROM scale_map m JOIN resource_locales l ON l.resource_id = m.old_id
         CROSS JOIN LATERAL (SELECT (CASE l.locale
                WHEN 'en' THEN (ARRAY['Workshop','Challenge','Project','Lab','Mission','Pathway','Inquiry'])[1 + (m.h / 11) % 7]
                WHEN 'ca' THEN (ARRAY['Taller','Repte','Projecte','Laboratori','Missió','Itinerari','Investigació'])[1 + (m.h / 11) % 7]
                ELSE (ARRAY['Taller','Reto','Proyecto','Laboratorio','Misión','Itinerario','Investigación'])[1 + (m.h / 11) % 7] END) AS word) w`,
    );
    for (const t of LINKS) {
      const { rows } = await q(
        `SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) AS cols FROM pg_attribute
          WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attidentity = '' AND attname <> 'resource_id'`,
        [t],
      );
      const cols = (rows[0] as { cols: string }).cols;
      const src = cols
        .split(', ')
        .map((c) => `x.${c}`)
        .join(', ');
      await q(
        `INSERT INTO ${t} (resource_id, ${cols}) SELECT m.new_id, ${src} FROM scale_map m JOIN ${t} x ON x.resource_id = m.old_id`,
      );
    }
    await q(
      `INSERT INTO resource_age_ranges (resource_id, age_range_id)
       SELECT r.id, a.id FROM scale_map m JOIN resources r ON r.id = m.new_id JOIN age_ranges a ON a.min_age <= r.age_max AND a.max_age >= r.age_min`,
    );
    // classes: new ids in the copies' order
    await q(
      `CREATE TEMP TABLE scale_class_map ON COMMIT DROP AS
       SELECT c.id AS old_id, m.new_id AS resource_id,
              ((SELECT max(id) FROM class_plans) + row_number() OVER (ORDER BY m.new_id, c.id))::int AS new_id
         FROM scale_map m JOIN class_plans c ON c.resource_id = m.old_id`,
    );
    await q('CREATE INDEX ON scale_class_map (old_id, resource_id)');
    await q(
      `INSERT INTO class_plans (id, resource_id, class_number, organization_type, secondary_organization_type, class_layout,
              minutes_duration, teacher_enabled, student_enabled, start_minutes, development_minutes, closure_minutes,
              valuation_minutes, devices, needs_printer, needs_connection)
       SELECT cm.new_id, cm.resource_id, c.class_number, c.organization_type, c.secondary_organization_type, c.class_layout,
              c.minutes_duration, c.teacher_enabled, c.student_enabled, c.start_minutes, c.development_minutes,
              c.closure_minutes, c.valuation_minutes, c.devices, c.needs_printer, c.needs_connection
         FROM scale_class_map cm JOIN class_plans c ON c.id = cm.old_id`,
    );
    await q(`SELECT setval(pg_get_serial_sequence('class_plans', 'id'), (SELECT max(id) FROM class_plans))`);
    await q(
      `INSERT INTO class_plan_locales (class_plan_id, locale, name, start_section, development_section, closure_section,
              valuation_section, student_statement, evaluation_suggestions)
       SELECT cm.new_id, l.locale, l.name, l.start_section, l.development_section, l.closure_section, l.valuation_section,
              l.student_statement, l.evaluation_suggestions
         FROM scale_class_map cm JOIN class_plan_locales l ON l.class_plan_id = cm.old_id`,
    );
    // materials and media: of the resource (class NULL) or of one of its classes
    for (const [t, cols] of [
      ['materials', 'locale, audience, kind, global_valuation, name, file_url, position'],
      ['media', 'locale, audience, kind, url, caption, position'],
    ] as const) {
      const src = cols
        .split(', ')
        .map((c) => `x.${c}`)
        .join(', ');
      await q(
        `INSERT INTO ${t} (resource_id, class_plan_id, ${cols})
         SELECT m.new_id, cm.new_id, ${src}
           FROM scale_map m JOIN ${t} x ON x.resource_id = m.old_id
           LEFT JOIN scale_class_map cm ON cm.old_id = x.class_plan_id AND cm.resource_id = m.new_id
          WHERE x.class_plan_id IS NULL OR cm.new_id IS NOT NULL`,
      );
    }
    await q('INSERT INTO explore_search_dirty (resource_id) SELECT new_id FROM scale_map ON CONFLICT DO NOTHING');
  });
  for (const t of [
    'resources',
    'resource_locales',
    'class_plans',
    'class_plan_locales',
    'materials',
    'media',
    ...LINKS,
  ])
    await db.query(`ANALYZE ${t}`);
  return need;
}
