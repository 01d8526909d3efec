-- A time window's slices read as a range of the time index bounded on both sides (issue 11; as
-- migrations/0010_scan_reads.sql): a slice overlapping [start, end) started at most the user's
-- longest slice before start. longest_slices keeps that length for every user with slices: a
-- slice written longer than any before raises it, and nothing lowers it but the user's last
-- slice going (/forget); one too high only widens the range a little.
CREATE TABLE longest_slices (
    "user" TEXT PRIMARY KEY,
    length INTERVAL NOT NULL
);
INSERT INTO longest_slices ("user", length)
    SELECT "user", max(ended_at::timestamptz - started_at::timestamptz) FROM slices GROUP BY "user";

CREATE FUNCTION recap_longest_slices_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        IF NOT EXISTS (SELECT 1 FROM slices WHERE "user" = OLD."user") THEN
            DELETE FROM longest_slices WHERE "user" = OLD."user";
        END IF;
        RETURN NULL;
    END IF;
    -- a message moves its open slice's end: one read, and a write only for a record
    IF NOT EXISTS (SELECT 1 FROM longest_slices WHERE "user" = NEW."user"
                   AND length >= NEW.ended_at::timestamptz - NEW.started_at::timestamptz) THEN
        INSERT INTO longest_slices ("user", length)
            VALUES (NEW."user", NEW.ended_at::timestamptz - NEW.started_at::timestamptz)
            ON CONFLICT ("user") DO UPDATE SET length = GREATEST(longest_slices.length, excluded.length);
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER longest_slices_follow AFTER INSERT OR UPDATE OF started_at, ended_at OR DELETE ON slices
    FOR EACH ROW EXECUTE FUNCTION recap_longest_slices_follow();
