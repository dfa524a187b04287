-- Registration (spec platform §3 New invited user / Trial user, §4, §7 AccountApi trial / invitation / freemium / external).
-- An external identity (Google, Microsoft) belongs to one user.
CREATE UNIQUE INDEX IF NOT EXISTS users_external_identity_idx ON users(external_provider, external_id) WHERE external_id IS NOT NULL;
-- The trial invitations of a school (max 4) and the latest invitation of a token are looked up by school and kind.
CREATE INDEX IF NOT EXISTS invitations_school_kind_idx ON invitations(school_id, kind, status);
CREATE INDEX IF NOT EXISTS email_confirmation_tokens_user_idx ON email_confirmation_tokens(user_id);
-- Who asked for the freemium licence of a trial school, and when.
ALTER TABLE schools ADD COLUMN IF NOT EXISTS freemium_requested_at timestamptz;
