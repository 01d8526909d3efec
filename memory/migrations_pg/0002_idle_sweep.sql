-- The idle sweep reads only the open slices by last activity (as migrations/0006_idle_sweep.sql).
DROP INDEX slices_open;
CREATE INDEX slices_idle ON slices(ended_at, "user", id) WHERE status = 'open';
