-- Full-text search that costs one user what their own text costs (issue 11).
--
-- One FTS5 index holds every user's rows, and a term's doclist held them all in the order they
-- were written: a user's query matched and scored every user's rows with the term, then kept
-- their own (the user was an UNINDEXED column). Beside 20 other users of the same history, a
-- 50,000-message user's term queries took 10-14x as long as alone.
--
-- Now a row's key in the index (its FTS5 rowid) is its owner's number in the high 32 bits and
-- its slice_docs id in the low 32: each user's rows lie in a range of keys of their own, and a
-- query given that range (`rowid BETWEEN`) seeks into it in every doclist and reads nothing
-- else. The index, its BM25 statistics and so its scores are those of before; only the keys
-- moved. The index keeps the text columns only: who a row belongs to is in its key, and an
-- UNINDEXED column would be read through the content view row by row (a full scan each).
--
-- search_owners numbers the users with rows; a user's number goes when their last row does
-- (after /forget nothing of them stays here), and a user who comes back gets a number anew
-- with all their rows under it. slice_docs ids stay below 2^32 (they count rows ever written).
CREATE TABLE search_owners (
    n    INTEGER PRIMARY KEY,
    user TEXT NOT NULL UNIQUE
);
INSERT INTO search_owners (user) SELECT DISTINCT user FROM slice_docs ORDER BY user;

DROP TRIGGER slice_docs_indexed;
DROP TRIGGER slice_docs_unindexed;
DROP TABLE slice_text;
-- What the index is built from and checked against (`rebuild`, `integrity-check`).
CREATE VIEW slice_search AS
    SELECT (o.n << 32) + d.id AS key, d.summary, d.body
    FROM slice_docs d JOIN search_owners o ON o.user = d.user;
CREATE VIRTUAL TABLE slice_text USING fts5(
    summary, body, content = 'slice_search', content_rowid = 'key', tokenize = 'porter unicode61'
);
INSERT INTO slice_text (slice_text) VALUES ('rebuild');

CREATE TRIGGER slice_docs_indexed AFTER INSERT ON slice_docs BEGIN
    INSERT OR IGNORE INTO search_owners (user) VALUES (new.user);
    INSERT INTO slice_text (rowid, summary, body)
    VALUES (((SELECT n FROM search_owners WHERE user = new.user) << 32) + new.id, new.summary, new.body);
END;
CREATE TRIGGER slice_docs_unindexed AFTER DELETE ON slice_docs BEGIN
    INSERT INTO slice_text (slice_text, rowid, summary, body)
    VALUES ('delete', ((SELECT n FROM search_owners WHERE user = old.user) << 32) + old.id, old.summary, old.body);
    DELETE FROM search_owners
    WHERE user = old.user AND NOT EXISTS (SELECT 1 FROM slice_docs WHERE user = old.user);
END;
