-- 0095: sign-in hardening (issue 26 items 5 and 6d; docs/decisions/0049-sign-in-hardening.md).
--
-- external_nonces: the nonces the server issued for an external sign-in (POST /AccountApi/ExternalNonce). An ID token
-- is accepted only when its `nonce` claim is one of these, issued to the same browser (binder_hash: sha256 of the
-- httpOnly `pl_oidc` cookie), unexpired and unused; signing in with it marks it used (single use).
CREATE TABLE IF NOT EXISTS external_nonces (
  nonce_hash text PRIMARY KEY,
  binder_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS external_nonces_expires_idx ON external_nonces (expires_at);

-- access_denylist: refresh families ended (logout, stolen-token reuse, password reset) while access tokens issued in
-- them may still be unexpired. Every authenticated request whose token names a family listed here (and `until` not
-- passed: the longest an access token of it can live) is treated as anonymous (401). Rows are dropped once past.
CREATE TABLE IF NOT EXISTS access_denylist (
  family_id text PRIMARY KEY,
  until timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS access_denylist_until_idx ON access_denylist (until);

-- the page session's and the deny-list's "is this family still live?" looks up the live row of a family directly
-- (a 30-day session rotated every 15 minutes holds thousands of revoked rows)
CREATE INDEX IF NOT EXISTS refresh_tokens_live_family_idx ON refresh_tokens (family_id) WHERE revoked_at IS NULL;
