-- The idle sweep (issue 11) reads the open slices by last activity. The old index held every
-- slice and the sweep fetched whole rows: 100 ms for 10,000 due among 100,000 open. This one
-- holds only the open slices, with the keys the sweep needs, so finding the due ones is a range
-- read of just those (no table lookups), and the oldest activity is its first entry.
DROP INDEX slices_open;
CREATE INDEX slices_idle ON slices(ended_at, user, id) WHERE status = 'open';
