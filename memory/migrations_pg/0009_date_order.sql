-- The way round a user writes numeric dates (as migrations/0011_date_order.sql): "DMY" or
-- "MDY" once learned or set with /dates; NULL: the habit of their timezone.
ALTER TABLE users ADD COLUMN date_order TEXT CHECK (date_order IN ('DMY', 'MDY'));
