-- Closing a slice at any history length (issue 11): its summary notes read the rows its own
-- events are the source of, and the corrections of those claims, by index instead of every
-- claim, commitment and episode the user has (Store.derived_from).
CREATE INDEX claims_source ON claims(source_event);
CREATE INDEX claims_corrects ON claims(corrects) WHERE corrects IS NOT NULL;
CREATE INDEX commitments_source ON commitments(source_event);
CREATE INDEX episodes_source ON episodes(source_event);
