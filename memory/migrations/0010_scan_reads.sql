-- Two reads of the recall scan bounded by what they need (issue 11).
--
-- A time window's slices (those overlapping [start, end)) were read as "started before end,
-- ended at or after start": the time index bounds the first only, so a window walked every
-- slice the user started before its end (2.9 ms a window at 50,000 messages, whatever its
-- length). A slice overlapping the window started at most its own length before the window's
-- start, so with the user's longest slice known the read is a range of the time index bounded on
-- both sides. longest_slices keeps that length (in days) for every user with slices, from the
-- triggers below: a slice written longer than any before raises it, and nothing lowers it but
-- the user's last slice going (/forget). Shorter slices written later leave it as it is: it is
-- an upper bound, and one too high only widens the range a little.
CREATE TABLE longest_slices (
    user TEXT PRIMARY KEY,
    days REAL NOT NULL
);
INSERT INTO longest_slices (user, days)
    SELECT user, max(julianday(ended_at) - julianday(started_at)) FROM slices GROUP BY user;

CREATE TRIGGER longest_slices_added AFTER INSERT ON slices
    WHEN julianday(NEW.ended_at) - julianday(NEW.started_at)
        > coalesce((SELECT days FROM longest_slices WHERE user = NEW.user), -1) BEGIN
    INSERT INTO longest_slices (user, days)
        VALUES (NEW.user, julianday(NEW.ended_at) - julianday(NEW.started_at))
        ON CONFLICT (user) DO UPDATE SET days = excluded.days;
END;

-- a message moves its open slice's end: the test reads one row and writes only for a record.
-- (An upsert, not INSERT OR REPLACE: a trigger's OR clause yields to the outer statement's, and
-- the slice's own upsert would make it ABORT on the row that is there.)
CREATE TRIGGER longest_slices_changed AFTER UPDATE OF started_at, ended_at ON slices
    WHEN julianday(NEW.ended_at) - julianday(NEW.started_at)
        > coalesce((SELECT days FROM longest_slices WHERE user = NEW.user), -1) BEGIN
    INSERT INTO longest_slices (user, days)
        VALUES (NEW.user, julianday(NEW.ended_at) - julianday(NEW.started_at))
        ON CONFLICT (user) DO UPDATE SET days = excluded.days;
END;

CREATE TRIGGER longest_slices_removed AFTER DELETE ON slices
    WHEN NOT EXISTS (SELECT 1 FROM slices WHERE user = OLD.user) BEGIN
    DELETE FROM longest_slices WHERE user = OLD.user;
END;

-- The full-text search maps its best matches to slices by their slice_docs id: through the
-- table, each lookup read the row's text too (its summary and body). This index holds the
-- mapping alone; Store.search_spans names it (INDEXED BY), as without statistics the planner
-- keeps to the table's own key.
CREATE INDEX slice_docs_owner ON slice_docs(id, user, slice_id);
