-- Rate-limit counters of every server process (failed passwords, registrations, forgot
-- password): one row per limiter and key, counted atomically by an upsert.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire timestamptz
);
CREATE INDEX rate_limits_expire_idx ON rate_limits(expire);
