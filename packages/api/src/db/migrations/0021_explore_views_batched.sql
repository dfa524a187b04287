-- Load (issue 9, ADR 0010): a resource view used to mark its explore row dirty, so under a crowd every detail view
-- made the next explore request re-run explore_refresh and drop the search caches. Views only change the view
-- count: they now queue in explore_views_dirty, moved to explore_search_dirty at most every few seconds
-- (flushViewCounts, modules/explore/views.ts). Everything else still marks rows dirty at once.
DROP TRIGGER IF EXISTS explore_dirty_ins_resource_views ON resource_views;
CREATE TABLE IF NOT EXISTS explore_views_dirty (resource_id integer PRIMARY KEY);
CREATE OR REPLACE FUNCTION explore_mark_views_dirty() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO explore_views_dirty (resource_id) SELECT DISTINCT resource_id FROM new_rows WHERE resource_id IS NOT NULL ON CONFLICT DO NOTHING;
  RETURN NULL;
END $fn$;
CREATE TRIGGER explore_views_dirty_ins AFTER INSERT ON resource_views REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION explore_mark_views_dirty();
