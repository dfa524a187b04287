-- 0060_metrics: statistics (/MetricApi) and the used-content history read the activity tables by scope and time.
--  * views, reviews and used-content records are filtered by user (own statistics) or school (school statistics)
--    and by a time window (1, 3, 6 or 12 months): indexes on (scope, created_at).
--  * used-content records are listed per school and per academic course (history filters, coverage map).
--  * licences may exclude statistics: licenses.config {"metrics": false} (spec §6 'This functionality is not
--    included in your current license'); no column needed, documented here.
CREATE INDEX IF NOT EXISTS used_content_records_user_created_idx ON used_content_records(user_id, created_at DESC);
CREATE INDEX IF NOT EXISTS used_content_records_school_created_idx ON used_content_records(school_id, created_at DESC);
CREATE INDEX IF NOT EXISTS used_content_records_grade_idx ON used_content_records(academic_grade_id);
CREATE INDEX IF NOT EXISTS reviews_user_created_idx ON reviews(user_id, created_at DESC);
-- seeders that run once (src/seed/stats.ts: 'stats-v1') remember it here
CREATE TABLE IF NOT EXISTS seed_marks (key text PRIMARY KEY, at timestamptz NOT NULL DEFAULT now());
