-- 0099: which API process holds an idempotency key's claim, and which processes are alive (issue 32;
-- src/http/idempotency.ts).
--
-- A claim (status NULL) of a process that died (SIGKILL, a crash) used to block the key for 30 s: the client's retry
-- got 409 IDEMPOTENCY_IN_PROGRESS all that time. Each process now writes its heartbeat into api_instances every
-- second; a claim whose owner has not been seen for 5 s is taken over by the retry at once.
ALTER TABLE idempotency_keys ADD COLUMN IF NOT EXISTS owner text;
CREATE TABLE IF NOT EXISTS api_instances (
  id text PRIMARY KEY,
  seen_at timestamptz NOT NULL DEFAULT now()
);
-- Set in the same transaction as the request's write (db/postgres): a claim whose owner died after its write
-- committed and before its answer was stored is not run again (409 IDEMPOTENCY_ANSWER_LOST).
ALTER TABLE idempotency_keys ADD COLUMN IF NOT EXISTS committed boolean NOT NULL DEFAULT false;
