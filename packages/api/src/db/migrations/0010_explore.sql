-- 0010_explore: what the Explore capability adds to the core schema.
--  * reviews.improve_categories: the "to improve" review categories (reviews.categories keeps the liked ones)
--  * explore_search: a denormalised search index, one row per (resource, UI locale), with the content version
--    shown for that UI locale (the same language, else the first approved of es, en, ca), an accent-folded
--    weighted tsvector (the version's search_vector) and every filter of spec §2 as columns;
--    facet_keys packs every facet value as facet*1000000+value: one GIN answers every list filter, and facet counts
--    are one unnest pass. Keys 1-16 are the UI facets; 18 = ephemeride, 19 = visibility (0 public, else the school group).
--  * explore_search_dirty: resources whose index rows must be rebuilt. Statement-level triggers on every table
--    the index reads mark them; the API refreshes dirty rows lazily before searching (explore_refresh()).

ALTER TABLE reviews ADD COLUMN IF NOT EXISTS improve_categories smallint[] NOT NULL DEFAULT '{}';
ALTER TABLE reviews ADD COLUMN IF NOT EXISTS updated_at timestamptz;
CREATE INDEX IF NOT EXISTS reviews_resource_user_idx ON reviews(resource_id, user_id);
CREATE INDEX IF NOT EXISTS used_content_record_resources_record_idx ON used_content_record_resources(record_id);
CREATE INDEX IF NOT EXISTS ephemeride_resources_resource_idx ON ephemeride_resources(resource_id);
CREATE INDEX IF NOT EXISTS resource_views_user_resource_idx ON resource_views(user_id, resource_id, created_at DESC);
CREATE INDEX IF NOT EXISTS class_plans_resource_idx ON class_plans(resource_id, class_number);
CREATE INDEX IF NOT EXISTS materials_resource_kind_idx ON materials(resource_id, kind);

CREATE TABLE explore_search (
  resource_id integer NOT NULL REFERENCES resources(id) ON DELETE CASCADE,
  ui_locale text NOT NULL,
  content_locale text NOT NULL,
  school_group_id integer,
  title_folded text NOT NULL DEFAULT '',
  -- title (A) + question (B): small, kept in the row, ranks the matches
  title_tsv tsvector NOT NULL DEFAULT ''::tsvector,
  -- the whole version (the core's search_vector): big, stored out of line (see storage below), only its GIN index is read
  tsv tsvector NOT NULL DEFAULT ''::tsvector,
  author_id integer,
  category_id integer,
  type smallint,
  implementation text,
  creations text NOT NULL DEFAULT 'provider',
  num_classes smallint NOT NULL DEFAULT 0,
  age_min integer, age_max integer,
  languages text[] NOT NULL DEFAULT '{}',
  topic_ids integer[] NOT NULL DEFAULT '{}',
  subtopic_ids integer[] NOT NULL DEFAULT '{}',
  skill_ids integer[] NOT NULL DEFAULT '{}',
  sdg_ids integer[] NOT NULL DEFAULT '{}',
  subject_ids integer[] NOT NULL DEFAULT '{}',
  cross_area_ids integer[] NOT NULL DEFAULT '{}',
  age_range_ids integer[] NOT NULL DEFAULT '{}',
  material_kinds integer[] NOT NULL DEFAULT '{}',
  months integer[] NOT NULL DEFAULT '{}',
  ephemeride_ids integer[] NOT NULL DEFAULT '{}',
  views integer NOT NULL DEFAULT 0,
  novelty boolean NOT NULL DEFAULT false,
  published_at timestamptz,
  facet_keys integer[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (ui_locale, resource_id)
);
-- narrow heap rows (~0.4 KB instead of ~1.5 KB): the full tsvector goes to TOAST, everything else stays inline and
-- uncompressed, so counts and facet passes over many matches read few pages and never detoast
ALTER TABLE explore_search SET (toast_tuple_target = 128);
ALTER TABLE explore_search ALTER COLUMN tsv SET STORAGE EXTERNAL;
ALTER TABLE explore_search ALTER COLUMN title_tsv SET STORAGE MAIN;
ALTER TABLE explore_search ALTER COLUMN title_folded SET STORAGE PLAIN;
ALTER TABLE explore_search ALTER COLUMN facet_keys SET STORAGE PLAIN;
ALTER TABLE explore_search ALTER COLUMN languages SET STORAGE PLAIN;
ALTER TABLE explore_search ALTER COLUMN topic_ids SET STORAGE PLAIN;
ALTER TABLE explore_search ALTER COLUMN subtopic_ids SET STORAGE PLAIN;
-- one partial GIN per UI locale for the text and for facet_keys (every list filter is a facet_keys condition), so a query
-- never has to AND in a 1/3-selective locale bitmap; btree for the orders without text
CREATE INDEX explore_search_tsv_es_idx ON explore_search USING gin(tsv) WHERE ui_locale = 'es';
CREATE INDEX explore_search_tsv_en_idx ON explore_search USING gin(tsv) WHERE ui_locale = 'en';
CREATE INDEX explore_search_tsv_ca_idx ON explore_search USING gin(tsv) WHERE ui_locale = 'ca';
CREATE INDEX explore_search_title_es_idx ON explore_search USING gin(title_tsv) WHERE ui_locale = 'es';
CREATE INDEX explore_search_title_en_idx ON explore_search USING gin(title_tsv) WHERE ui_locale = 'en';
CREATE INDEX explore_search_title_ca_idx ON explore_search USING gin(title_tsv) WHERE ui_locale = 'ca';
CREATE INDEX explore_search_keys_es_idx ON explore_search USING gin(facet_keys) WHERE ui_locale = 'es';
CREATE INDEX explore_search_keys_en_idx ON explore_search USING gin(facet_keys) WHERE ui_locale = 'en';
CREATE INDEX explore_search_keys_ca_idx ON explore_search USING gin(facet_keys) WHERE ui_locale = 'ca';
CREATE INDEX explore_search_newest_idx ON explore_search(ui_locale, published_at DESC, resource_id DESC);
CREATE INDEX explore_search_views_idx ON explore_search(ui_locale, views DESC, resource_id);
CREATE INDEX explore_search_resource_idx ON explore_search(resource_id);
-- network-only rows (few): lets an unfiltered count be "all rows of the locale minus other groups' rows"
CREATE INDEX explore_search_network_idx ON explore_search(ui_locale, school_group_id) WHERE school_group_id IS NOT NULL;

CREATE TABLE explore_search_dirty (resource_id integer PRIMARY KEY);

CREATE OR REPLACE FUNCTION explore_encode(facet integer, vals integer[]) RETURNS integer[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT coalesce(array_agg(facet * 1000000 + v), '{}') FROM unnest(vals) v $$;

-- Rebuilds the index rows of `ids` (NULL = every resource). Resources deleted, without an approved version
-- or gone lose their rows.
CREATE OR REPLACE FUNCTION explore_refresh(ids integer[]) RETURNS integer LANGUAGE plpgsql AS $fn$
DECLARE n integer;
BEGIN
  IF ids IS NULL THEN
    DELETE FROM explore_search;
  ELSE
    DELETE FROM explore_search WHERE resource_id = ANY(ids);
  END IF;
  WITH base AS (
    SELECT r.* FROM resources r
     WHERE (ids IS NULL OR r.id = ANY(ids)) AND r.deleted_at IS NULL
  ), langs AS (
    SELECT rl.resource_id, array_agg(rl.locale ORDER BY array_position(ARRAY['es','en','ca'], rl.locale)) AS langs
      FROM resource_locales rl JOIN base b ON b.id = rl.resource_id
     WHERE rl.status = 1 GROUP BY rl.resource_id
  ), ui AS (
    SELECT l.resource_id, u.loc AS ui_locale,
           CASE WHEN u.loc = ANY(l.langs) THEN u.loc ELSE l.langs[1] END AS content_locale, l.langs
      FROM langs l CROSS JOIN unnest(ARRAY['es','en','ca']) AS u(loc)
  ), topics_a AS (SELECT x.resource_id, array_agg(x.topic_id) a FROM resource_topics x JOIN base b ON b.id = x.resource_id GROUP BY 1),
     subtopics_a AS (SELECT x.resource_id, array_agg(x.subtopic_id) a FROM resource_subtopics x JOIN base b ON b.id = x.resource_id GROUP BY 1),
     skills_a AS (SELECT x.resource_id, array_agg(x.skill_id) a FROM resource_skills x JOIN base b ON b.id = x.resource_id GROUP BY 1),
     sdgs_a AS (SELECT x.resource_id, array_agg(x.sdg_id) a FROM resource_sdgs x JOIN base b ON b.id = x.resource_id GROUP BY 1),
     subjects_a AS (SELECT x.resource_id, array_agg(x.subject_id) a FROM resource_subjects x JOIN base b ON b.id = x.resource_id GROUP BY 1),
     areas_a AS (SELECT x.resource_id, array_agg(x.cross_area_id) a FROM resource_cross_areas x JOIN base b ON b.id = x.resource_id GROUP BY 1),
     ages_j AS (SELECT x.resource_id, array_agg(x.age_range_id) a FROM resource_age_ranges x JOIN base b ON b.id = x.resource_id GROUP BY 1),
     ages_c AS (SELECT b.id AS resource_id, array_agg(ar.id) a FROM base b JOIN age_ranges ar ON ar.min_age <= b.age_max AND ar.max_age >= b.age_min GROUP BY 1),
     kinds_a AS (SELECT x.resource_id, array_agg(DISTINCT x.kind::integer) a FROM materials x JOIN base b ON b.id = x.resource_id GROUP BY 1),
     eph_a AS (SELECT x.resource_id, array_agg(DISTINCT e.id) eids, array_agg(DISTINCT e.month) months
                 FROM ephemeride_resources x JOIN base b ON b.id = x.resource_id JOIN ephemerides e ON e.id = x.ephemeride_id GROUP BY 1),
     classes_a AS (SELECT x.resource_id, count(*)::integer n, sum(coalesce(x.minutes_duration, 0))::integer mins
                 FROM class_plans x JOIN base b ON b.id = x.resource_id WHERE x.teacher_enabled GROUP BY 1),
     views_a AS (SELECT x.resource_id, count(*)::integer n FROM resource_views x JOIN base b ON b.id = x.resource_id GROUP BY 1),
  rows AS (
    SELECT ui.resource_id, ui.ui_locale, ui.content_locale, b.school_group_id,
           fold_text(rl.title) AS title_folded, coalesce(rl.search_vector, ''::tsvector) AS tsv,
           setweight(to_tsvector(ts_config_for(ui.content_locale), fold_text(rl.title)), 'A')
             || setweight(to_tsvector(ts_config_for(ui.content_locale), fold_text(strip_html(rl.rhetorical_question))), 'B') AS title_tsv,
           b.author_id, b.category_id, b.type, b.implementation, b.origin AS creations,
           least(coalesce(c.n, 0), 32767)::smallint AS num_classes, b.age_min, b.age_max, ui.langs AS languages,
           coalesce(t.a, '{}') topic_ids, coalesce(st.a, '{}') subtopic_ids, coalesce(sk.a, '{}') skill_ids, coalesce(sd.a, '{}') sdg_ids,
           coalesce(sj.a, '{}') subject_ids, coalesce(ca.a, '{}') cross_area_ids, coalesce(aj.a, ac.a, '{}') age_range_ids,
           coalesce(k.a, '{}') material_kinds, coalesce(e.months, '{}') months, coalesce(e.eids, '{}') ephemeride_ids,
           coalesce(v.n, 0) AS views, b.novelty, coalesce(b.published_at, b.created_at) AS published_at
      FROM ui
      JOIN base b ON b.id = ui.resource_id
      JOIN resource_locales rl ON rl.resource_id = ui.resource_id AND rl.locale = ui.content_locale
      LEFT JOIN topics_a t ON t.resource_id = b.id LEFT JOIN subtopics_a st ON st.resource_id = b.id
      LEFT JOIN skills_a sk ON sk.resource_id = b.id LEFT JOIN sdgs_a sd ON sd.resource_id = b.id
      LEFT JOIN subjects_a sj ON sj.resource_id = b.id LEFT JOIN areas_a ca ON ca.resource_id = b.id
      LEFT JOIN ages_j aj ON aj.resource_id = b.id LEFT JOIN ages_c ac ON ac.resource_id = b.id
      LEFT JOIN kinds_a k ON k.resource_id = b.id LEFT JOIN eph_a e ON e.resource_id = b.id
      LEFT JOIN classes_a c ON c.resource_id = b.id LEFT JOIN views_a v ON v.resource_id = b.id
  )
  INSERT INTO explore_search (resource_id, ui_locale, content_locale, school_group_id, title_folded, title_tsv, tsv, author_id, category_id, type,
    implementation, creations, num_classes, age_min, age_max, languages, topic_ids, subtopic_ids, skill_ids, sdg_ids, subject_ids,
    cross_area_ids, age_range_ids, material_kinds, months, ephemeride_ids, views, novelty, published_at, facet_keys)
  SELECT resource_id, ui_locale, content_locale, school_group_id, title_folded, title_tsv, tsv, author_id, category_id, type,
    implementation, creations, num_classes, age_min, age_max, languages, topic_ids, subtopic_ids, skill_ids, sdg_ids, subject_ids,
    cross_area_ids, age_range_ids, material_kinds, months, ephemeride_ids, views, novelty, published_at,
    explore_encode(1, topic_ids) || explore_encode(2, subtopic_ids) || explore_encode(3, months) || explore_encode(4, skill_ids)
    || explore_encode(5, sdg_ids) || explore_encode(6, age_range_ids) || explore_encode(7, subject_ids)
    || explore_encode(8, CASE WHEN category_id IS NULL THEN '{}'::integer[] ELSE ARRAY[category_id] END)
    || explore_encode(9, ARRAY(SELECT array_position(ARRAY['es','en','ca'], x) FROM unnest(languages) x))
    || explore_encode(10, cross_area_ids)
    || explore_encode(11, CASE WHEN type IS NULL THEN '{}'::integer[] ELSE ARRAY[type::integer] END)
    || explore_encode(12, material_kinds)
    || explore_encode(13, ARRAY[least(greatest(num_classes, 1), 5)::integer])
    || explore_encode(14, CASE implementation WHEN 'online' THEN ARRAY[1] WHEN 'offline' THEN ARRAY[2] WHEN 'mix' THEN ARRAY[3] ELSE '{}'::integer[] END)
    || explore_encode(15, ARRAY[CASE WHEN creations = 'krea' THEN 2 ELSE 1 END])
    || explore_encode(16, CASE WHEN author_id IS NULL THEN '{}'::integer[] ELSE ARRAY[author_id] END)
    || explore_encode(18, ephemeride_ids)
    || ARRAY[19000000 + coalesce(school_group_id, 0)]
  FROM rows
  -- rows of one UI locale stay together on disk after a full rebuild
  ORDER BY ui_locale, resource_id;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $fn$;

-- dirty marking: statement-level triggers with transition tables (cheap on bulk inserts)
CREATE OR REPLACE FUNCTION explore_mark_dirty() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE col text := TG_ARGV[0];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('INSERT INTO explore_search_dirty (resource_id) SELECT DISTINCT %I FROM new_rows WHERE %I IS NOT NULL ON CONFLICT DO NOTHING', col, col);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format('INSERT INTO explore_search_dirty (resource_id) SELECT DISTINCT o.%I FROM old_rows o WHERE o.%I IS NOT NULL AND EXISTS (SELECT 1 FROM resources r WHERE r.id = o.%I) ON CONFLICT DO NOTHING', col, col, col);
  END IF;
  RETURN NULL;
END $fn$;

-- ephemerides change months for every resource linked to them
CREATE OR REPLACE FUNCTION explore_mark_dirty_ephemeride() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO explore_search_dirty (resource_id)
    SELECT DISTINCT er.resource_id FROM ephemeride_resources er WHERE er.ephemeride_id IN (SELECT id FROM new_rows)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $fn$;

DO $do$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('resources', 'id'), ('resource_locales', 'resource_id'), ('resource_topics', 'resource_id'), ('resource_subtopics', 'resource_id'),
    ('resource_skills', 'resource_id'), ('resource_sdgs', 'resource_id'), ('resource_subjects', 'resource_id'),
    ('resource_cross_areas', 'resource_id'), ('resource_age_ranges', 'resource_id'), ('class_plans', 'resource_id'),
    ('materials', 'resource_id'), ('ephemeride_resources', 'resource_id'), ('resource_views', 'resource_id')
  ) AS v(tbl, col) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION explore_mark_dirty(%L)', 'explore_dirty_ins_' || t.tbl, t.tbl, t.col);
    IF t.tbl <> 'resource_views' THEN
      EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION explore_mark_dirty(%L)', 'explore_dirty_upd_' || t.tbl, t.tbl, t.col);
      IF t.tbl <> 'resources' THEN
        EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION explore_mark_dirty(%L)', 'explore_dirty_del_' || t.tbl, t.tbl, t.col);
      END IF;
    END IF;
  END LOOP;
END $do$;
CREATE TRIGGER explore_dirty_upd_ephemerides AFTER UPDATE ON ephemerides REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION explore_mark_dirty_ephemeride();

-- whatever existed before this migration is indexed on first use
INSERT INTO explore_search_dirty (resource_id) SELECT id FROM resources ON CONFLICT DO NOTHING;
