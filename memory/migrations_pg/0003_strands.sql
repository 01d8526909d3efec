-- Strands as rows, kept by a trigger from the slices' tags (as migrations/0007_strands.sql):
-- every write of a slice moves that one slice on its strands.
CREATE TABLE strands (
    "user"      TEXT NOT NULL,
    tag         TEXT COLLATE "C" NOT NULL,
    started_at  TEXT COLLATE "C" NOT NULL,
    slice_id    TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY ("user", tag, started_at, slice_id)
);
CREATE INDEX strands_slice ON strands("user", slice_id);

INSERT INTO strands ("user", tag, started_at, slice_id)
    SELECT slices."user", tag, slices.started_at, slices.id
    FROM slices, jsonb_array_elements_text(slices.tags::jsonb) AS tag
    ON CONFLICT DO NOTHING;

CREATE FUNCTION recap_strands_follow_slice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        IF TG_OP = 'UPDATE' AND OLD.tags IS NOT DISTINCT FROM NEW.tags
                AND OLD.started_at IS NOT DISTINCT FROM NEW.started_at THEN
            RETURN NULL;
        END IF;
        DELETE FROM strands WHERE "user" = OLD."user" AND slice_id = OLD.id;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO strands ("user", tag, started_at, slice_id)
            SELECT NEW."user", tag, NEW.started_at, NEW.id FROM jsonb_array_elements_text(NEW.tags::jsonb) AS tag
            ON CONFLICT DO NOTHING;
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER strands_follow_slice AFTER INSERT OR UPDATE OR DELETE ON slices
    FOR EACH ROW EXECUTE FUNCTION recap_strands_follow_slice();
