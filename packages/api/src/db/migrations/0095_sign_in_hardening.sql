-- 0095: sign-in hardening (issue 26 item 5; docs/decisions/0049-sign-in-hardening.md).
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
