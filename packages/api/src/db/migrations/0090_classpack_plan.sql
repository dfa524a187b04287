-- 0090: the class pack and "plan with what I have" (issue 19; docs/decisions/0031-class-pack.md, 0032-plan-with-what-i-have.md).
--  * class_plans: minutes per section (the pack's timings; NULL = not given, the pack then splits the class's minutes
--    and says the split is approximate), and what a class needs: devices (0 none, 1 projector, 2 one device per group,
--    3 one per student), a printer, a connection. NULL = derived from the resource (see plan_fit_refresh).
--  * plan_fit: one row per resource that has classes (kind 'r': all its classes) and per class of a resource with
--    more than one class (kind 'c'), with the totals the plan search filters on. Kept in step with explore_search
--    (rebuilt by explore_refresh from the dirty marks of class_plans, materials, resources...) by statement triggers,
--    so it holds only resources that are published in some language, like the search.
ALTER TABLE class_plans ADD COLUMN IF NOT EXISTS start_minutes integer CHECK (start_minutes IS NULL OR start_minutes >= 0);
ALTER TABLE class_plans ADD COLUMN IF NOT EXISTS development_minutes integer CHECK (development_minutes IS NULL OR development_minutes >= 0);
ALTER TABLE class_plans ADD COLUMN IF NOT EXISTS closure_minutes integer CHECK (closure_minutes IS NULL OR closure_minutes >= 0);
ALTER TABLE class_plans ADD COLUMN IF NOT EXISTS valuation_minutes integer CHECK (valuation_minutes IS NULL OR valuation_minutes >= 0);
ALTER TABLE class_plans ADD COLUMN IF NOT EXISTS devices smallint CHECK (devices IS NULL OR devices BETWEEN 0 AND 3);
ALTER TABLE class_plans ADD COLUMN IF NOT EXISTS needs_printer boolean;
ALTER TABLE class_plans ADD COLUMN IF NOT EXISTS needs_connection boolean;

CREATE TABLE IF NOT EXISTS plan_fit (
  resource_id integer NOT NULL REFERENCES resources(id) ON DELETE CASCADE,
  -- 0 for the whole resource
  class_plan_id integer NOT NULL DEFAULT 0,
  school_group_id integer,
  classes smallint NOT NULL,
  minutes integer NOT NULL,
  max_class_minutes integer NOT NULL,
  devices smallint NOT NULL,
  needs_printer boolean NOT NULL,
  needs_connection boolean NOT NULL,
  age_min integer NOT NULL DEFAULT 0,
  age_max integer NOT NULL DEFAULT 99,
  PRIMARY KEY (resource_id, class_plan_id)
);
-- the search walks down from the time available in the order it answers (minutes DESC, resource, class), stopping at
-- the page; a search that fixes all three needs (offline, no printer, no devices: the common case) walks its own slice
CREATE INDEX IF NOT EXISTS plan_fit_minutes_idx ON plan_fit (minutes DESC, resource_id, class_plan_id);
CREATE INDEX IF NOT EXISTS plan_fit_needs_idx ON plan_fit (needs_connection, needs_printer, devices, minutes DESC, resource_id, class_plan_id);

CREATE OR REPLACE FUNCTION plan_fit_refresh(ids integer[]) RETURNS integer LANGUAGE plpgsql AS $fn$
DECLARE n integer;
BEGIN
  DELETE FROM plan_fit WHERE resource_id = ANY(ids);
  WITH cls AS (
    SELECT c.resource_id, c.id AS class_plan_id, r.school_group_id, coalesce(r.age_min, 0) AS age_min, coalesce(r.age_max, 99) AS age_max,
           coalesce(c.minutes_duration, 0) AS minutes,
           coalesce(c.devices, CASE WHEN r.implementation = 'online' THEN 3
                                    WHEN EXISTS (SELECT 1 FROM materials m WHERE m.class_plan_id = c.id AND m.kind = 1) THEN 1 ELSE 0 END)::smallint AS devices,
           coalesce(c.needs_printer, EXISTS (SELECT 1 FROM materials m WHERE m.class_plan_id = c.id AND m.kind = 3)) AS needs_printer,
           coalesce(c.needs_connection, coalesce(r.implementation, 'offline') <> 'offline') AS needs_connection
      FROM class_plans c JOIN resources r ON r.id = c.resource_id
     WHERE c.resource_id = ANY(ids) AND c.teacher_enabled AND r.deleted_at IS NULL
       AND EXISTS (SELECT 1 FROM explore_search s WHERE s.resource_id = c.resource_id)
  ), whole AS (
    SELECT resource_id, 0 AS class_plan_id, min(school_group_id) AS school_group_id, least(count(*), 32767)::smallint AS classes,
           sum(minutes)::integer AS minutes, max(minutes) AS max_class_minutes, max(devices)::smallint AS devices,
           bool_or(needs_printer) AS needs_printer, bool_or(needs_connection) AS needs_connection, min(age_min) AS age_min, max(age_max) AS age_max
      FROM cls GROUP BY resource_id HAVING sum(minutes) > 0
  )
  INSERT INTO plan_fit (resource_id, class_plan_id, school_group_id, classes, minutes, max_class_minutes, devices, needs_printer, needs_connection, age_min, age_max)
  SELECT resource_id, class_plan_id, school_group_id, classes, minutes, max_class_minutes, devices, needs_printer, needs_connection, age_min, age_max FROM whole
  UNION ALL
  SELECT c.resource_id, c.class_plan_id, c.school_group_id, 1, c.minutes, c.minutes, c.devices, c.needs_printer, c.needs_connection, c.age_min, c.age_max
    FROM cls c JOIN whole w ON w.resource_id = c.resource_id
   WHERE w.classes > 1 AND c.minutes > 0;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $fn$;

CREATE OR REPLACE FUNCTION plan_fit_sync() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM plan_fit p USING (SELECT DISTINCT resource_id FROM old_rows) o WHERE p.resource_id = o.resource_id;
  ELSE
    PERFORM plan_fit_refresh(ARRAY(SELECT DISTINCT resource_id FROM new_rows));
  END IF;
  RETURN NULL;
END $fn$;
DROP TRIGGER IF EXISTS plan_fit_ins ON explore_search;
CREATE TRIGGER plan_fit_ins AFTER INSERT ON explore_search REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION plan_fit_sync();
DROP TRIGGER IF EXISTS plan_fit_del ON explore_search;
CREATE TRIGGER plan_fit_del AFTER DELETE ON explore_search REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION plan_fit_sync();

-- what is already indexed gets its rows now
SELECT plan_fit_refresh(ARRAY(SELECT DISTINCT resource_id FROM explore_search));
