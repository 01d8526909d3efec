-- Rows that only grew are read from where they ended (PgStore.grown, as Store.grown): updates and
-- deletes of a user's derived rows are also counted apart, so a reader can tell "only inserted"
-- from "rewritten" since it last read them.
ALTER TABLE derived_generation ADD COLUMN rewrites BIGINT NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION recap_bump_generation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    row_user TEXT;
BEGIN
    IF TG_TABLE_NAME = 'commitment_versions' THEN
        SELECT c."user" INTO row_user FROM commitments c
        WHERE c.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.commitment_id ELSE NEW.commitment_id END;
    ELSIF TG_OP = 'DELETE' THEN
        row_user := OLD."user";
    ELSE
        row_user := NEW."user";
    END IF;
    INSERT INTO derived_generation ("user", generation, rewrites)
    VALUES (COALESCE(row_user, '*'), nextval('derived_generation_seq'), CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE 1 END)
    ON CONFLICT ("user") DO UPDATE
        SET generation = excluded.generation, rewrites = derived_generation.rewrites + excluded.rewrites;
    RETURN NULL;
END
$$;
