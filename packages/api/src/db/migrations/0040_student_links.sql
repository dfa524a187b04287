-- Public student links (/r/{id}, spec platform §2 public routes; docs/decisions/0011-student-links.md).
-- A teacher shares a resource, or some of its classes, with students: each share is a row. The link id is what
-- the URL carries; GET /ResourceApi/GetStudentResource?id= serves only the classes of that row (a class that was
-- not shared answers 404, as an unknown link does). New ids are random (not enumerable); the demo seed uses small ids.
CREATE TABLE IF NOT EXISTS student_links (
  id integer PRIMARY KEY CHECK (id > 0),
  resource_id integer NOT NULL REFERENCES resources(id) ON DELETE CASCADE,
  -- the shared class plans, sorted; empty = every student class of the resource
  class_plan_ids integer[] NOT NULL DEFAULT '{}',
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  locale text NOT NULL DEFAULT 'es' CHECK (locale IN ('es', 'en', 'ca')),
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
-- one live link per teacher, resource and set of classes: sharing the same classes again gives the same link
CREATE UNIQUE INDEX IF NOT EXISTS student_links_owner_set_idx ON student_links (created_by, resource_id, class_plan_ids) WHERE revoked_at IS NULL;
CREATE INDEX IF NOT EXISTS student_links_resource_idx ON student_links (resource_id);
