-- 0091: "plan with what I have" at p95 ≤ 50 ms (issue 19; docs/decisions/0032-plan-with-what-i-have.md, "Speed").
-- The btree walks of 0090 filtered tens of thousands of rows when few matched a condition outside the index (a narrow
-- age range with devices, sessions of short classes). Now one GiST index holds every condition the search puts (needs,
-- ages, longest class, number of classes) and the answer's order as a single key, fit_rank, walked nearest-first
-- (ORDER BY fit_rank <-> target): subtrees that cannot match are skipped, so the work follows the page, not the table.
--   fit_rank = minutes << 39 | (2^31 - 1 - resource_id) << 8 | (255 - class number; 0 for the whole resource)
-- Descending fit_rank is: most minutes first, then resource id ascending, the whole resource before its classes, classes
-- in order. A search for ≤ M minutes looks for fit_rank ≤ (M << 39 | 2^39 - 1), nearest first.
CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;

ALTER TABLE plan_fit ADD COLUMN IF NOT EXISTS class_number integer NOT NULL DEFAULT 0;
ALTER TABLE plan_fit ADD COLUMN IF NOT EXISTS fit_rank bigint NOT NULL DEFAULT 0;
UPDATE plan_fit p SET class_number = c.class_number FROM class_plans c WHERE c.id = p.class_plan_id AND p.class_plan_id <> 0;
UPDATE plan_fit SET fit_rank = (least(minutes, 65535)::bigint << 39) | ((2147483647 - resource_id)::bigint << 8) | (255 - least(class_number, 255));

DROP INDEX IF EXISTS plan_fit_minutes_idx;
DROP INDEX IF EXISTS plan_fit_needs_idx;
-- the low-cardinality needs first (they cluster the tree best), the ranking key last. The booleans as integers: the
-- planner turns "b = false" into "NOT b", which no GiST operator matches, and integer keys let the index be built
-- sorted (a smaller, tighter tree: 37 MB instead of 97 MB at 100k resources). Queries say `needs_printer::int <= 0`.
CREATE INDEX IF NOT EXISTS plan_fit_gist_idx ON plan_fit USING gist
  ((needs_connection::int), (needs_printer::int), devices, age_min, age_max, max_class_minutes, classes, fit_rank);

CREATE OR REPLACE FUNCTION plan_fit_refresh(ids integer[]) RETURNS integer LANGUAGE plpgsql AS $fn$
DECLARE n integer;
BEGIN
  DELETE FROM plan_fit WHERE resource_id = ANY(ids);
  WITH cls AS (
    SELECT c.resource_id, c.id AS class_plan_id, c.class_number, r.school_group_id, coalesce(r.age_min, 0) AS age_min, coalesce(r.age_max, 99) AS age_max,
           coalesce(c.minutes_duration, 0) AS minutes,
           coalesce(c.devices, CASE WHEN r.implementation = 'online' THEN 3
                                    WHEN EXISTS (SELECT 1 FROM materials m WHERE m.class_plan_id = c.id AND m.kind = 1) THEN 1 ELSE 0 END)::smallint AS devices,
           coalesce(c.needs_printer, EXISTS (SELECT 1 FROM materials m WHERE m.class_plan_id = c.id AND m.kind = 3)) AS needs_printer,
           coalesce(c.needs_connection, coalesce(r.implementation, 'offline') <> 'offline') AS needs_connection
      FROM class_plans c JOIN resources r ON r.id = c.resource_id
     WHERE c.resource_id = ANY(ids) AND c.teacher_enabled AND r.deleted_at IS NULL
       AND EXISTS (SELECT 1 FROM explore_search s WHERE s.resource_id = c.resource_id)
  ), whole AS (
    SELECT resource_id, 0 AS class_plan_id, 0 AS class_number, min(school_group_id) AS school_group_id, least(count(*), 32767)::smallint AS classes,
           sum(minutes)::integer AS minutes, max(minutes) AS max_class_minutes, max(devices)::smallint AS devices,
           bool_or(needs_printer) AS needs_printer, bool_or(needs_connection) AS needs_connection, min(age_min) AS age_min, max(age_max) AS age_max
      FROM cls GROUP BY resource_id HAVING sum(minutes) > 0
  ), rows AS (
    SELECT resource_id, class_plan_id, class_number, school_group_id, classes, minutes, max_class_minutes, devices, needs_printer, needs_connection, age_min, age_max FROM whole
    UNION ALL
    SELECT c.resource_id, c.class_plan_id, c.class_number, c.school_group_id, 1::smallint, c.minutes, c.minutes, c.devices, c.needs_printer, c.needs_connection, c.age_min, c.age_max
      FROM cls c JOIN whole w ON w.resource_id = c.resource_id
     WHERE w.classes > 1 AND c.minutes > 0
  )
  INSERT INTO plan_fit (resource_id, class_plan_id, class_number, school_group_id, classes, minutes, max_class_minutes, devices, needs_printer, needs_connection, age_min, age_max, fit_rank)
  SELECT resource_id, class_plan_id, class_number, school_group_id, classes, minutes, max_class_minutes, devices, needs_printer, needs_connection, age_min, age_max,
         (least(minutes, 65535)::bigint << 39) | ((2147483647 - resource_id)::bigint << 8) | (255 - least(greatest(class_number, 0), 255))
    FROM rows;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $fn$;
