-- The way round a user writes numeric dates ("3/4"), once known: learned from a date only one
-- order reads or from the day they chose when asked, or set with /dates (memory.understanding.
-- _date_order). NULL: the habit of their timezone, asking when a due reads both ways.
ALTER TABLE users ADD COLUMN date_order TEXT CHECK (date_order IN ('DMY', 'MDY'));
