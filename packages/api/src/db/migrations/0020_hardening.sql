-- Hardening (issue 9, ADR 0009/0010): the per-address limit of the public forms counts recent rows by address.
CREATE INDEX IF NOT EXISTS contacts_email_recent_idx ON contacts (lower(email), created_at);
CREATE INDEX IF NOT EXISTS quotes_email_recent_idx ON quotes (lower(email), created_at);
