-- Full-text ranking as the FTS5 path's bm25() (PgStore.search_slices): every row knows how many
-- words it holds, as FTS5 counts them (runs of letters and digits, stopwords included), for
-- BM25's length normalization.
CREATE FUNCTION recap_token_count(summary TEXT, body TEXT) RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN (SELECT count(*) FROM regexp_matches(summary || ' ' || body, '[[:alnum:]]+', 'g'))::integer;

ALTER TABLE slice_docs ADD COLUMN tokens integer GENERATED ALWAYS AS (recap_token_count(summary, body)) STORED;
