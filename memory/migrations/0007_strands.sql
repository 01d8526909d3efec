-- Strands as rows (issue 11): a tag → the slices that carry it, kept by triggers from the
-- slices' tags, so every write of a slice (closing, re-describing, rebuild, repair, /forget)
-- moves that one slice on its strands and nothing reads or writes the whole index. Listed by
-- (tag, started_at, slice_id) they read as strands.index over every slice does; strands.json
-- is their export (memory.strands.export).
CREATE TABLE strands (
    user        TEXT NOT NULL,
    tag         TEXT NOT NULL,
    started_at  TEXT NOT NULL,
    slice_id    TEXT NOT NULL,
    PRIMARY KEY (user, tag, started_at, slice_id)
) WITHOUT ROWID;
CREATE INDEX strands_slice ON strands(user, slice_id);

INSERT OR IGNORE INTO strands (user, tag, started_at, slice_id)
    SELECT slices.user, tag.value, slices.started_at, slices.id FROM slices, json_each(slices.tags) AS tag;

CREATE TRIGGER strands_slice_added AFTER INSERT ON slices WHEN NEW.tags <> '[]' BEGIN
    INSERT OR IGNORE INTO strands (user, tag, started_at, slice_id)
        SELECT NEW.user, value, NEW.started_at, NEW.id FROM json_each(NEW.tags);
END;

CREATE TRIGGER strands_slice_changed AFTER UPDATE OF tags, started_at ON slices
    WHEN OLD.tags IS NOT NEW.tags OR OLD.started_at IS NOT NEW.started_at BEGIN
    DELETE FROM strands WHERE user = OLD.user AND slice_id = OLD.id;
    INSERT OR IGNORE INTO strands (user, tag, started_at, slice_id)
        SELECT NEW.user, value, NEW.started_at, NEW.id FROM json_each(NEW.tags);
END;

CREATE TRIGGER strands_slice_removed AFTER DELETE ON slices WHEN OLD.tags <> '[]' BEGIN
    DELETE FROM strands WHERE user = OLD.user AND slice_id = OLD.id;
END;
