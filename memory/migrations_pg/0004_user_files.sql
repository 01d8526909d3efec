-- The Markdown of record on PostgreSQL (issue 13): several machines share one database and no
-- filesystem, so each user's files (slices, profile.md, strands.json) are kept here as the same
-- text the SQLite home keeps in its folder, by their path relative to the home
-- (users/<user>/episodic/slices/YYYY/MM/DD/HHMM.md, as slices.path). `recap migrate` fills it
-- from a home; memory.slicestore keeps the slices in it as they are written.
CREATE TABLE user_files (
    "user"     TEXT NOT NULL,
    path       TEXT NOT NULL,
    text       TEXT NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),  -- the writing transaction's time
    PRIMARY KEY ("user", path)
);
