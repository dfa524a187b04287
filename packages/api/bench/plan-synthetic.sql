DROP SCHEMA IF EXISTS classpack_synth CASCADE;
CREATE SCHEMA classpack_synth;
SET search_path = classpack_synth;
CREATE TABLE plan_fit (resource_id integer NOT NULL, class_plan_id integer NOT NULL DEFAULT 0, school_group_id integer, classes smallint NOT NULL, minutes integer NOT NULL,
  max_class_minutes integer NOT NULL, devices smallint NOT NULL, needs_printer boolean NOT NULL, needs_connection boolean NOT NULL, age_min integer NOT NULL DEFAULT 0, age_max integer NOT NULL DEFAULT 99,
  PRIMARY KEY (resource_id, class_plan_id));
-- 100k resources, 1-4 classes of 30-60 min each, needs spread like the demo catalogue
INSERT INTO plan_fit
SELECT r, c, CASE WHEN r % 50 = 0 THEN 1 + r % 7 END, 1, 30 + ((r * 7 + c * 13) % 7) * 5, 30 + ((r * 7 + c * 13) % 7) * 5,
       ((r + c) % 4)::smallint, (r + c) % 3 = 0, r % 3 <> 0, 3 + r % 14, 5 + r % 14
  FROM generate_series(1, 100000) r, LATERAL generate_series(1, 1 + r % 4) c;
INSERT INTO plan_fit
SELECT resource_id, 0, min(school_group_id), count(*), sum(minutes), max(minutes), max(devices), bool_or(needs_printer), bool_or(needs_connection), min(age_min), max(age_max)
  FROM plan_fit GROUP BY resource_id;
DELETE FROM plan_fit p WHERE class_plan_id > 0 AND (SELECT classes FROM plan_fit w WHERE w.resource_id = p.resource_id AND w.class_plan_id = 0) = 1;
CREATE INDEX plan_fit_minutes_idx ON plan_fit (minutes DESC, resource_id, class_plan_id);
CREATE INDEX plan_fit_needs_idx ON plan_fit (needs_connection, needs_printer, devices, minutes DESC, resource_id, class_plan_id);
VACUUM ANALYZE plan_fit;
SELECT count(*) AS rows FROM plan_fit;
CREATE TEMP TABLE t (ms float8);
DO $$
DECLARE i int; t0 timestamptz; m int; a int; d int; n int;
BEGIN
  FOR i IN 1..300 LOOP
    m := 20 + (i * 37) % 101; a := 3 + (i * 5) % 14; d := i % 4;
    t0 := clock_timestamp();
    IF i % 3 = 0 THEN
      EXECUTE format('SELECT count(*) FROM (SELECT resource_id FROM plan_fit WHERE minutes <= %s AND needs_connection = false AND needs_printer = false AND devices = 0 AND (school_group_id IS NULL OR school_group_id = 1) ORDER BY minutes DESC, resource_id, class_plan_id LIMIT 60) x', m) INTO n;
    ELSIF i % 3 = 1 THEN
      EXECUTE format('SELECT count(*) FROM (SELECT resource_id FROM plan_fit WHERE minutes <= %s AND devices <= %s AND age_min <= %s AND age_max >= %s AND (school_group_id IS NULL OR school_group_id = 1) ORDER BY minutes DESC, resource_id, class_plan_id LIMIT 60) x', m, d, a + 2, a) INTO n;
    ELSE
      EXECUTE format('SELECT count(*) FROM (SELECT resource_id FROM plan_fit WHERE minutes <= %s AND classes <= %s AND max_class_minutes <= 50 AND needs_connection = false AND needs_printer = false AND devices <= 1 AND age_min <= %s AND age_max >= %s AND (school_group_id IS NULL OR school_group_id = 1) ORDER BY minutes DESC, resource_id, class_plan_id LIMIT 60) x', (1 + i % 6) * 50, 1 + i % 6, a + 2, a) INTO n;
    END IF;
    INSERT INTO t VALUES (extract(epoch FROM clock_timestamp() - t0) * 1000);
  END LOOP;
END $$;
SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ms)::numeric, 2) p50, round(percentile_cont(0.95) WITHIN GROUP (ORDER BY ms)::numeric, 2) p95,
       round(percentile_cont(0.99) WITHIN GROUP (ORDER BY ms)::numeric, 2) p99, round(max(ms)::numeric, 2) AS max FROM t;
DROP SCHEMA classpack_synth CASCADE;
