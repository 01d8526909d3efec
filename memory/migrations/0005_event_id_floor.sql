-- Event ids are never given twice (issue 12). An event id is INTEGER PRIMARY KEY, so SQLite
-- numbers a new event one above the highest row: ids of events no longer in the table (a file
-- a rebuild left out, a user's rows replaced by `recap check --repair`) would be given again,
-- and collide when that file is repaired and restored. The highest such id is kept here, and
-- a new event is numbered above it (memory.store._INSERT_EVENT).
CREATE TABLE event_id_floor (id INTEGER NOT NULL);
