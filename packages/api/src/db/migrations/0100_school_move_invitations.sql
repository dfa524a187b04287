-- Issue 31 item 7: an existing account of another school may be invited to move ('move' invitations, accepted with
-- AccountApi/ChangeSchool or declined; the link is never a registration token).
ALTER TABLE invitations DROP CONSTRAINT IF EXISTS invitations_kind_check;
ALTER TABLE invitations ADD CONSTRAINT invitations_kind_check CHECK (kind IN ('school', 'trial', 'move'));
CREATE INDEX IF NOT EXISTS invitations_user_kind_idx ON invitations(user_id, kind, status);
