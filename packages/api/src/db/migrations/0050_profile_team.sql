-- Profile, school and team (spec platform §3 Profile / School / Team user / Sharing group, §5, §9).
-- The phone keeps the country whose §9 prefix goes before it (digits only in cell_phone_number).
ALTER TABLE users ADD COLUMN IF NOT EXISTS phone_country_iso2 char(2) REFERENCES countries(iso2);
-- §3 School: the school network name and the size band (1 under 300, 2 300-500, 3 501-1000, 4 over 1000).
ALTER TABLE schools ADD COLUMN IF NOT EXISTS network_name text;
ALTER TABLE schools ADD COLUMN IF NOT EXISTS students_band smallint CHECK (students_band BETWEEN 1 AND 4);
UPDATE schools s SET students_band = CASE WHEN students_count < 300 THEN 1 WHEN students_count <= 500 THEN 2 WHEN students_count <= 1000 THEN 3 ELSE 4 END
 WHERE students_band IS NULL AND students_count IS NOT NULL;
UPDATE schools s SET network_name = g.name FROM school_groups g WHERE g.id = s.school_group_id AND s.network_name IS NULL;
-- A user's sharing groups have distinct names (case-insensitive).
CREATE UNIQUE INDEX IF NOT EXISTS sharing_groups_owner_name_idx ON sharing_groups(owner_id, lower(name));
CREATE INDEX IF NOT EXISTS sharing_group_members_user_idx ON sharing_group_members(user_id);
-- The team list reads the latest invitation of each member.
CREATE INDEX IF NOT EXISTS invitations_user_school_idx ON invitations(user_id, school_id, created_at DESC);
