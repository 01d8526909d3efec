-- Users: the platform name is kept as given; `id` is the safe folder name derived from it.
CREATE TABLE users (
    id               TEXT PRIMARY KEY,
    name             TEXT NOT NULL UNIQUE,
    timezone         TEXT NOT NULL DEFAULT 'UTC',
    briefing_time    TEXT NOT NULL DEFAULT '08:00',
    nothing_due_line INTEGER NOT NULL DEFAULT 0,
    next_briefing_at TEXT,
    created_at       TEXT NOT NULL
);
CREATE INDEX users_next_briefing ON users(next_briefing_at);

CREATE TABLE events (
    id           INTEGER PRIMARY KEY,
    user         TEXT NOT NULL REFERENCES users(id),
    at           TEXT NOT NULL,
    kind         TEXT NOT NULL,
    author       TEXT NOT NULL,
    text         TEXT NOT NULL,
    payload      TEXT NOT NULL DEFAULT '{}',
    platform_ref TEXT,
    slice_id     TEXT NOT NULL
);
CREATE UNIQUE INDEX events_platform_ref ON events(platform_ref) WHERE platform_ref IS NOT NULL;
CREATE INDEX events_user_at ON events(user, at);
CREATE INDEX events_slice ON events(user, slice_id);

CREATE TABLE slices (
    user          TEXT NOT NULL REFERENCES users(id),
    id            TEXT NOT NULL,
    started_at    TEXT NOT NULL,
    ended_at      TEXT NOT NULL,
    status        TEXT NOT NULL,
    summary       TEXT NOT NULL DEFAULT '',
    tags          TEXT NOT NULL DEFAULT '[]',
    path          TEXT NOT NULL,
    PRIMARY KEY (user, id)
);
-- The idle sweep reads open slices by their last activity: one index, not one job per user.
CREATE INDEX slices_open ON slices(status, ended_at);
CREATE INDEX slices_user_started ON slices(user, started_at);

CREATE VIRTUAL TABLE slice_text USING fts5(
    user UNINDEXED, slice_id UNINDEXED, summary, body, tokenize = 'porter unicode61'
);

CREATE TABLE claims (
    id              INTEGER PRIMARY KEY,
    user            TEXT NOT NULL REFERENCES users(id),
    subject         TEXT NOT NULL,
    subject_key     TEXT NOT NULL,
    predicate       TEXT NOT NULL,
    value           TEXT NOT NULL,
    scope           TEXT,
    observed_at     TEXT NOT NULL,
    effective_from  TEXT NOT NULL,
    effective_to    TEXT,
    precision       TEXT NOT NULL,
    explicit_time   INTEGER NOT NULL,
    epistemic       TEXT NOT NULL,
    source_event    INTEGER,
    source_name     TEXT NOT NULL,
    authority       REAL NOT NULL,
    quoted          INTEGER NOT NULL DEFAULT 0,
    corrects        INTEGER REFERENCES claims(id),
    correction_kind TEXT,
    detail          TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX claims_user_subject ON claims(user, subject_key);

CREATE TABLE commitments (
    id           INTEGER PRIMARY KEY,
    user         TEXT NOT NULL REFERENCES users(id),
    action       TEXT NOT NULL,
    owner        TEXT NOT NULL,
    counterparty TEXT,
    created_at   TEXT NOT NULL,
    source_event INTEGER,
    source_name  TEXT NOT NULL,
    authority    REAL NOT NULL
);
CREATE INDEX commitments_user ON commitments(user);

-- Every change to a commitment is a new row here; commitments themselves are never rewritten.
CREATE TABLE commitment_versions (
    id            INTEGER PRIMARY KEY,
    commitment_id INTEGER NOT NULL REFERENCES commitments(id),
    at            TEXT NOT NULL,
    status        TEXT NOT NULL,
    due           TEXT,
    source_event  INTEGER,
    source_name   TEXT NOT NULL,
    authority     REAL NOT NULL,
    note          TEXT NOT NULL DEFAULT ''
);
CREATE INDEX commitment_versions_commitment ON commitment_versions(commitment_id);

CREATE TABLE episodes (
    id           INTEGER PRIMARY KEY,
    user         TEXT NOT NULL REFERENCES users(id),
    topic        TEXT NOT NULL,
    topic_key    TEXT NOT NULL,
    opened_at    TEXT NOT NULL,
    resolved_at  TEXT,
    detail       TEXT NOT NULL DEFAULT '',
    previous_id  INTEGER REFERENCES episodes(id),
    source_event INTEGER,
    source_name  TEXT NOT NULL,
    authority    REAL NOT NULL,
    updates      TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX episodes_user_topic ON episodes(user, topic_key);
