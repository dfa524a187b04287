-- 0098: idempotency keys for retried writes (issue 32; src/http/idempotency.ts).
--
-- A client that did not get the answer to a write (the instance died, the connection broke, nginx answered 502)
-- sends it again with the same Idempotency-Key header. The first request with a key claims the row (status NULL:
-- in progress); its answer (status, body) is kept, and a repeat with the same key and the same request gets that
-- answer again instead of running the write twice. Rows are dropped after a day.
CREATE TABLE IF NOT EXISTS idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  fingerprint text NOT NULL,
  status integer,
  content_type text,
  body text,
  started_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX IF NOT EXISTS idempotency_keys_started_idx ON idempotency_keys (started_at);
