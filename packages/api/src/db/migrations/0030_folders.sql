-- Personal folders (spec platform §3 Folder, §7 FolderApi): the order of a folder's resources is a permutation.
-- Positions are made distinct per folder (0, 1, 2, … in the current order) and kept distinct by a unique constraint
-- checked at the end of each statement, so a reorder (one UPDATE of every position) never leaves two resources at the
-- same place, and two concurrent writers cannot both append at max(position) + 1.
UPDATE folder_resources fr SET position = x.rn - 1
  FROM (SELECT folder_id, resource_id, row_number() OVER (PARTITION BY folder_id ORDER BY position, added_at, resource_id) AS rn FROM folder_resources) x
 WHERE fr.folder_id = x.folder_id AND fr.resource_id = x.resource_id AND fr.position <> x.rn - 1;
ALTER TABLE folder_resources ADD CONSTRAINT folder_resources_position_key UNIQUE (folder_id, position) DEFERRABLE INITIALLY IMMEDIATE;

-- A description is plain text of at most 1000 characters (the API refuses more with a 400).
UPDATE folders SET description = left(description, 1000) WHERE length(description) > 1000;
ALTER TABLE folders ADD CONSTRAINT folders_description_length CHECK (description IS NULL OR length(description) <= 1000);

-- "Shared with me" lists folders by the recipient's permission rows, newest share first.
CREATE INDEX IF NOT EXISTS folder_permissions_user_created_idx ON folder_permissions(user_id, created_at DESC);
