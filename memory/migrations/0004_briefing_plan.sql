-- Morning briefings for many users (issue 11): one query over the users due finds those who
-- may have anything to report (memory.briefing.newsworthy), so a user with nothing costs a
-- few index seeks instead of reading their whole history.
-- Claims that became known since a time (changes since the last briefing, what was learned).
CREATE INDEX claims_user_observed ON claims(user, observed_at);
-- A user's open issues, without walking the resolved ones.
CREATE INDEX episodes_user_open ON episodes(user) WHERE resolved_at IS NULL;
