-- The message path at any history length (issue 11).

-- A slice's events in order straight from one index: with events_slice(user, slice_id) the
-- planner preferred events_user_at for the ORDER BY and read every event the user ever had.
-- (The rowid, `id`, ends every index entry, so the index also serves `ORDER BY at, id`.)
DROP INDEX events_slice;
CREATE INDEX events_slice ON events(user, slice_id, at);
-- A user's latest event of one kind (recap's last reply, the last briefing) in one step.
CREATE INDEX events_user_kind ON events(user, kind, at);
-- The open slice of one user without walking their closed ones.
CREATE INDEX slices_user_open ON slices(user, started_at) WHERE status = 'open';

-- Full text moves to an external-content FTS5 table over slice_docs, so a slice's rows are
-- found by an index (FTS5 can only scan for UNINDEXED columns) and an open slice can grow one
-- row per message instead of having its whole text indexed again on every event. A saved
-- slice has one row (summary and body); rows are only ever inserted and deleted.
CREATE TABLE slice_docs (
    id       INTEGER PRIMARY KEY,
    user     TEXT NOT NULL,
    slice_id TEXT NOT NULL,
    summary  TEXT NOT NULL DEFAULT '',
    body     TEXT NOT NULL DEFAULT ''
);
CREATE INDEX slice_docs_slice ON slice_docs(user, slice_id);
INSERT INTO slice_docs (user, slice_id, summary, body) SELECT user, slice_id, summary, body FROM slice_text;
DROP TABLE slice_text;
CREATE VIRTUAL TABLE slice_text USING fts5(
    user UNINDEXED, slice_id UNINDEXED, summary, body,
    content = 'slice_docs', content_rowid = 'id', tokenize = 'porter unicode61'
);
INSERT INTO slice_text (slice_text) VALUES ('rebuild');
CREATE TRIGGER slice_docs_indexed AFTER INSERT ON slice_docs BEGIN
    INSERT INTO slice_text (rowid, user, slice_id, summary, body)
    VALUES (new.id, new.user, new.slice_id, new.summary, new.body);
END;
CREATE TRIGGER slice_docs_unindexed AFTER DELETE ON slice_docs BEGIN
    INSERT INTO slice_text (slice_text, rowid, user, slice_id, summary, body)
    VALUES ('delete', old.id, old.user, old.slice_id, old.summary, old.body);
END;
