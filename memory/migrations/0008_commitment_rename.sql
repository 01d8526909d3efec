-- A commitment renamed in chat ("call it the Q3 plan, not the Q2 plan"): the version that
-- renames it carries the new name; NULL keeps the name it had (every version before this).
ALTER TABLE commitment_versions ADD COLUMN action TEXT;
