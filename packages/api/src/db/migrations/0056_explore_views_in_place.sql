-- Load (issue 9, ADR 0035): the batch of views (0021) used to be moved to explore_search_dirty, so every
-- EXPLORE_VIEWS_FLUSH_MS the next explore request ran explore_refresh on every viewed resource: each row deleted and
-- rebuilt (text vectors, facet keys, plan_fit) in one transaction. On PGlite that transaction holds the only
-- connection: every other request of the district waited behind it (p99 6.6 s, max 20 s in the 22:35 benchmark).
-- A view only changes the count: explore_refresh_views updates the views column in place, and an UPDATE of
-- explore_search that leaves the text vectors as they were no longer rewrites explore_text. The change is still
-- logged (explore_search_log) so the in-memory facet stores of every instance pick the new counts up.
CREATE OR REPLACE FUNCTION explore_text_sync() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM explore_text t USING old_rows o
     WHERE t.ui_locale = o.ui_locale AND t.resource_id = o.resource_id
       AND NOT EXISTS (SELECT 1 FROM new_rows n
                        WHERE n.ui_locale = o.ui_locale AND n.resource_id = o.resource_id
                          AND n.tsv IS NOT DISTINCT FROM o.tsv AND n.title_tsv IS NOT DISTINCT FROM o.title_tsv);
    INSERT INTO explore_text (ui_locale, resource_id, tsv, title_tsv)
      SELECT n.ui_locale, n.resource_id, n.tsv, n.title_tsv FROM new_rows n
       WHERE NOT EXISTS (SELECT 1 FROM old_rows o
                          WHERE n.ui_locale = o.ui_locale AND n.resource_id = o.resource_id
                            AND n.tsv IS NOT DISTINCT FROM o.tsv AND n.title_tsv IS NOT DISTINCT FROM o.title_tsv)
       ORDER BY n.ui_locale, n.resource_id;
    INSERT INTO explore_search_log (ids)
      SELECT array_agg(DISTINCT resource_id) FROM (SELECT resource_id FROM old_rows UNION ALL SELECT resource_id FROM new_rows) x
      HAVING count(*) > 0;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    DELETE FROM explore_text t USING old_rows o WHERE t.ui_locale = o.ui_locale AND t.resource_id = o.resource_id;
    INSERT INTO explore_search_log (ids) SELECT array_agg(DISTINCT resource_id) FROM old_rows HAVING count(*) > 0;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO explore_text (ui_locale, resource_id, tsv, title_tsv)
      SELECT ui_locale, resource_id, tsv, title_tsv FROM new_rows ORDER BY ui_locale, resource_id;
    INSERT INTO explore_search_log (ids) SELECT array_agg(DISTINCT resource_id) FROM new_rows HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $fn$;

-- The view counts of `ids` in place (rows whose count did not move are left alone); returns the rows updated.
CREATE OR REPLACE FUNCTION explore_refresh_views(ids integer[]) RETURNS integer LANGUAGE plpgsql AS $fn$
DECLARE n integer;
BEGIN
  UPDATE explore_search s SET views = v.n
    FROM (SELECT i.id, (SELECT count(*)::integer FROM resource_views x WHERE x.resource_id = i.id) AS n
            FROM unnest(ids) AS i(id)) v
   WHERE s.resource_id = v.id AND s.views <> v.n;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $fn$;
