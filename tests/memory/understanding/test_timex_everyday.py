"""Time expressions people really type: vague windows are asked about, never guessed; "next
friday" on a Thursday is asked; parts of the day end with their day; anchored shifts, "before",
numeric dates and chat words for days each resolve to the day the user meant (or an ask)."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Intent, MoveCommitment, NewCommitment, Unclear, extract, find_spans
from memory.understanding.timex import find_windows, has_date_words

LONDON = ZoneInfo("Europe/London")
NEW_YORK = ZoneInfo("America/New_York")
BERLIN = ZoneInfo("Europe/Berlin")
SYDNEY = ZoneInfo("Australia/Sydney")
DENVER = ZoneInfo("America/Denver")

THU_LONDON = datetime(2027, 3, 4, 10, 0, tzinfo=LONDON)  # Thursday 4 March 2027
MON_NEW_YORK = datetime(2026, 11, 30, 8, 10, tzinfo=NEW_YORK)  # Monday 30 November 2026
WED_SYDNEY = datetime(2027, 6, 16, 18, 30, tzinfo=SYDNEY)  # Wednesday 16 June 2027, evening
TUE_BERLIN = datetime(2027, 2, 2, 7, 5, tzinfo=BERLIN)  # Tuesday 2 February 2027
MON_LONDON = datetime(2027, 3, 1, 9, 0, tzinfo=LONDON)  # Monday 1 March 2027
FRI_LONDON = datetime(2027, 3, 5, 9, 0, tzinfo=LONDON)  # Friday 5 March 2027
FRI_DENVER = datetime(2027, 9, 3, 12, 0, tzinfo=DENVER)  # Friday 3 September 2027


def _one(text: str, now: datetime) -> Intent:
    assert now.tzinfo is not None
    found = extract(text, now=now, tz=now.tzinfo)  # type: ignore[arg-type]
    assert len(found) == 1, found
    return found[0]


def _stored(text: str, now: datetime) -> NewCommitment:
    found = _one(text, now)
    assert isinstance(found, NewCommitment), found
    assert not has_date_words(found.action), found.action  # no date word stays in the action
    return found


def _local_due(intent: NewCommitment, now: datetime) -> datetime:
    assert intent.due is not None
    return intent.due.last_moment.astimezone(now.tzinfo)


# --------------------------------------------------------------------------- 1. vague windows


@pytest.mark.parametrize(
    ("text", "now", "action", "proposed"),
    [
        ("need to book the campsite mid-april", THU_LONDON, "book the campsite", date(2027, 4, 20)),
        ("Mid April: renew Hamid's parking permit", MON_NEW_YORK, "renew Hamid's parking permit", date(2027, 4, 20)),
        ("gotta chase Priya about the lease early next month", THU_LONDON, "chase Priya about the lease",
         date(2027, 4, 10)),
        ("late next month I have to file the BAS", WED_SYDNEY, "file the BAS", date(2027, 7, 31)),
        ("sort out the gutters later this week", MON_NEW_YORK, "sort out the gutters", date(2026, 12, 6)),
        ("later this month need to service the boiler", TUE_BERLIN, "service the boiler", date(2027, 2, 28)),
        ("ring Dad about the reunion sometime in the summer", THU_LONDON, "ring Dad about the reunion",
         date(2027, 8, 31)),
        ("need to paint the fence in the spring", MON_NEW_YORK, "paint the fence", date(2027, 5, 31)),
        ("get the car valeted in the next couple of days", WED_SYDNEY, "get the car valeted", date(2027, 6, 18)),
        ("over the next few days i need to clear the loft", THU_LONDON, "clear the loft", date(2027, 3, 7)),
        ("in a few days remind me to call Ngozi", TUE_BERLIN, "call Ngozi", date(2027, 2, 8)),
        ("pay Tomasz back around the 20th", MON_NEW_YORK, "pay Tomasz back", date(2026, 12, 20)),
    ],
)  # fmt: skip
def test_a_vague_window_is_asked_about_with_its_end_as_the_proposed_due(
    text: str, now: datetime, action: str, proposed: date
) -> None:
    found = _one(text, now)
    assert isinstance(found, Unclear) and found.question.startswith("Should I track")
    assert "no exact day" in found.question
    assert found.proposal is not None and found.proposal.action == action
    assert not has_date_words(found.proposal.action)
    assert _local_due(found.proposal, now).date() == proposed


@pytest.mark.parametrize(
    ("text", "now", "due"),
    [
        ("within the next 3 days file the claim", TUE_BERLIN, date(2027, 2, 5)),
        ("chase the roofer later today", THU_LONDON, date(2027, 3, 4)),
    ],
)
def test_a_whole_named_period_or_a_count_is_a_due_at_its_end(text: str, now: datetime, due: date) -> None:
    assert _local_due(_stored(text, now), now).date() == due


def test_a_vague_window_still_serves_a_question_about_that_time() -> None:
    (window,) = find_windows("what did I say mid-march", now=THU_LONDON, tz=LONDON)
    assert window.start.astimezone(LONDON).date() == date(2027, 3, 11)
    assert window.last_moment.astimezone(LONDON).date() == date(2027, 3, 20)


# --------------------------------------------------------------------------- 2. "next friday"


@pytest.mark.parametrize(
    ("text", "now", "other", "offered"),
    [
        ("need to call the vet next friday", THU_LONDON, "tomorrow, Friday 5 March", date(2027, 3, 12)),
        ("next sat - take Amara to the zoo", FRI_DENVER, "tomorrow, Saturday 4 September", date(2027, 9, 11)),
        ("clean the bbq next sunday", datetime(2027, 6, 19, 9, 0, tzinfo=SYDNEY), "tomorrow, Sunday 20 June",
         date(2027, 6, 27)),
        ("next tuesday call Ines", MON_LONDON, "tomorrow, Tuesday 2 March", date(2027, 3, 9)),
        ("pay the nanny next tuesday", datetime(2026, 12, 7, 20, 0, tzinfo=NEW_YORK), "tomorrow, Tuesday 8 December",
         date(2026, 12, 15)),
        ("next weds - book the vet", TUE_BERLIN, "tomorrow, Wednesday 3 February", date(2027, 2, 10)),
        # said on a Sunday: next week's Monday is tomorrow, or is it the one a week later?
        ("next monday: kick off the onboarding", datetime(2027, 9, 5, 19, 0, tzinfo=DENVER),
         "a week tomorrow, Monday 13 September", date(2027, 9, 6)),
    ],
)  # fmt: skip
def test_next_weekday_said_the_day_before_asks_which(
    text: str, now: datetime, other: str, offered: date
) -> None:
    found = _one(text, now)
    assert isinstance(found, Unclear) and other in found.question
    assert found.proposal is not None and not has_date_words(found.proposal.action)
    assert _local_due(found.proposal, now).date() == offered  # next week's, offered first


@pytest.mark.parametrize(
    ("text", "now", "due"),
    [
        ("need to call the vet next friday", MON_NEW_YORK, date(2026, 12, 11)),  # 4 days on: next week's
        ("next friday send Kaito the deck", datetime(2027, 3, 3, 9, 0, tzinfo=LONDON), date(2027, 3, 12)),  # Wed
        ("next friday send Kaito the deck", FRI_LONDON, date(2027, 3, 12)),  # said on a Friday: a week today
        ("next wednesday call Ines", MON_LONDON, date(2027, 3, 10)),  # Mon: two days on
        ("push the deck to next thursday", TUE_BERLIN, date(2027, 2, 11)),
    ],
)
def test_next_weekday_otherwise_is_next_weeks(text: str, now: datetime, due: date) -> None:
    found = _one(text, now)
    assert isinstance(found, NewCommitment | MoveCommitment), found
    assert found.due is not None and found.due.start.astimezone(now.tzinfo).date() == due


# --------------------------------------------------------------------------- 3. parts of the day


@pytest.mark.parametrize(
    ("text", "now", "due"),
    [
        ("call mum tomorrow night", THU_LONDON, "2027-03-05 23:59"),
        ("2nite put the bins out", MON_NEW_YORK, "2026-11-30 23:59"),
        ("tonight pay the electricity bill", WED_SYDNEY, "2027-06-16 23:59"),
        ("pick up the dry cleaning tmrw evening", TUE_BERLIN, "2027-02-03 23:59"),
        ("sat morning wash the car", THU_LONDON, "2027-03-06 11:59"),
        ("first thing tomorrow ring the garage", MON_NEW_YORK, "2026-12-01 11:59"),
        ("send Lina the invoice end of day friday", WED_SYDNEY, "2027-06-18 23:59"),
        ("call the bank tmrw am", TUE_BERLIN, "2027-02-03 11:59"),
        ("ring the landlord thurs pm", MON_NEW_YORK, "2026-12-03 16:59"),
    ],
)
def test_a_part_of_the_day_ends_within_its_day(text: str, now: datetime, due: str) -> None:
    assert f"{_local_due(_stored(text, now), now):%Y-%m-%d %H:%M}" == due


def test_last_night_looked_back_on_runs_to_the_morning() -> None:
    (window,) = find_windows("what did I say last night", now=THU_LONDON, tz=LONDON)
    assert window.start.astimezone(LONDON) == datetime(2027, 3, 3, 18, 0, tzinfo=LONDON)
    assert window.end.astimezone(LONDON) == datetime(2027, 3, 4, 6, 0, tzinfo=LONDON)


# --------------------------------------------------------------------------- 4. anchored shifts


@pytest.mark.parametrize(
    ("text", "now", "due"),
    [
        ("send the deck to Ines this time next week", THU_LONDON, "2027-03-11 10:00"),
        ("same time tomorrow call Ravi", MON_NEW_YORK, "2026-12-01 08:10"),
        ("pay the plumber a week today", WED_SYDNEY, "2027-06-23 23:59"),
        ("call Omar a week from friday", THU_LONDON, "2027-03-12 23:59"),
        ("need to pay the builders tues week", THU_LONDON, "2027-03-16 23:59"),
        ("Tuesday week: return the hire car", MON_LONDON, "2027-03-09 23:59"),
        ("renew the permit next month 5th", TUE_BERLIN, "2027-03-05 23:59"),
        ("the 5th of next month - quarterly VAT payment", MON_NEW_YORK, "2026-12-05 23:59"),
        ("book the MOT the day after tomorrow", WED_SYDNEY, "2027-06-18 23:59"),
        ("chase the solicitor in a fortnight", THU_LONDON, "2027-03-18 23:59"),
        ("two weeks tomorrow - submit the grant report", TUE_BERLIN, "2027-02-17 23:59"),
        ("pay rent by the 31st", THU_LONDON, "2027-03-31 23:59"),
    ],
)  # fmt: skip
def test_anchored_shifts(text: str, now: datetime, due: str) -> None:
    assert f"{_local_due(_stored(text, now), now):%Y-%m-%d %H:%M}" == due


@pytest.mark.parametrize(
    ("text", "now"),
    [
        ("pay rent by the 31st", datetime(2027, 4, 4, 10, 0, tzinfo=LONDON)),  # April has no 31st
        ("on the 30th send Gus the figures", datetime(2027, 2, 10, 10, 0, tzinfo=NEW_YORK)),
        ("the 31st of next month: renew the domain", datetime(2027, 5, 20, 10, 0, tzinfo=BERLIN)),  # June
    ],
)
def test_a_day_the_coming_month_lacks_is_asked_about(text: str, now: datetime) -> None:
    found = _one(text, now)
    assert isinstance(found, Unclear)
    assert found.proposal is None or found.proposal.due is None


# --------------------------------------------------------------------------- 5. before / by


@pytest.mark.parametrize(
    ("text", "now", "due"),
    [
        ("renew the insurance before the 30th", THU_LONDON, date(2027, 3, 29)),
        ("renew the insurance by the 30th", THU_LONDON, date(2027, 3, 30)),
        ("need to cancel the free trial before it lapses on the 30th", THU_LONDON, date(2027, 3, 29)),
        ("renew the insurance before 25/4", THU_LONDON, date(2027, 4, 24)),
        ("send the report to Dana no later than friday", WED_SYDNEY, date(2027, 6, 18)),
    ],
)
def test_before_a_day_is_due_the_day_before_and_by_a_day_on_it(text: str, now: datetime, due: date) -> None:
    assert _local_due(_stored(text, now), now).date() == due


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("renew the insurance on the 30th", date(2026, 12, 30)),
        ("the 30th - pay the rent", date(2026, 12, 30)),
        ("30th: send Omar the invoice", date(2026, 12, 30)),
        ("gotta book the dentist for the 30th", date(2026, 12, 30)),
        ("renew the insurance before the 30th", date(2026, 12, 29)),
        ("renew the insurance by the 30th", date(2026, 11, 30)),  # a deadline that takes its day in
    ],
)
def test_a_day_of_the_month_that_is_today_is_next_months(text: str, due: date) -> None:
    """Said on the 30th, "the 30th" would be "today" if it were today's: it is next month's."""
    assert _local_due(_stored(text, MON_NEW_YORK), MON_NEW_YORK).date() == due


# --------------------------------------------------------------------------- 6. numeric dates


@pytest.mark.parametrize(
    ("text", "now", "due"),
    [
        ("pay the invoice on 1.9.", TUE_BERLIN, date(2027, 9, 1)),
        ("on 3.10. call the Finanzamt", TUE_BERLIN, date(2027, 10, 3)),
        ("send Jonas the keys on 14.2", TUE_BERLIN, date(2027, 2, 14)),
        ("pay the invoice 25/4", THU_LONDON, date(2027, 4, 25)),
        ("file the return by 4/25", MON_NEW_YORK, date(2027, 4, 25)),
        ("file the return by 25/4", MON_NEW_YORK, date(2027, 4, 25)),  # no 25th month: the other order
        ("on 12/10 book the dentist", MON_NEW_YORK, date(2026, 12, 10)),  # month first in New York (12 October went by)
    ],
)
def test_numeric_dates_read_in_the_zones_order(text: str, now: datetime, due: date) -> None:
    assert _local_due(_stored(text, now), now).date() == due


@pytest.mark.parametrize(
    ("text", "now"),
    [
        ("pay the invoice 31/4", THU_LONDON),
        ("call the plumber on 31/04", TUE_BERLIN),
        ("send the forms 4/31", MON_NEW_YORK),
        ("pay the invoice on 1.9.", MON_NEW_YORK),  # day-first dots in a month-first zone: ask
    ],
)
def test_an_impossible_or_unsure_numeric_date_is_asked_about(text: str, now: datetime) -> None:
    found = _one(text, now)
    assert isinstance(found, Unclear)
    assert found.proposal is None or (found.proposal.due is None and not has_date_words(found.proposal.action))


def test_a_decimal_after_by_is_no_date() -> None:
    spans = find_spans("revenue grew by 1.5 this quarter", now=TUE_BERLIN, tz=BERLIN)
    assert [span.spec.text for span in spans if span.spec] == ["this quarter"]


# --------------------------------------------------------------------------- 8. chat words


@pytest.mark.parametrize(
    ("text", "now", "due"),
    [
        ("call the bank mañana", THU_LONDON, date(2027, 3, 5)),
        ("manana sort the invoices", MON_NEW_YORK, date(2026, 12, 1)),
        ("clean the gutters this wknd", WED_SYDNEY, date(2027, 6, 20)),
        ("ring Sven 2nite", TUE_BERLIN, date(2027, 2, 2)),
    ],
)
def test_chat_words_for_days(text: str, now: datetime, due: date) -> None:
    assert _local_due(_stored(text, now), now).date() == due


# --------------------------------------------------------------------------- 7. moves by an amount


@pytest.mark.parametrize(
    ("text", "target", "days"),
    [
        ("push the dentist back a week", "dentist", 7),
        ("move the physio a week later", "physio", 7),
        ("move the dentist two days earlier", "dentist", -2),
        ("the quarterly review got moved two days earlier", "quarterly review", -2),
        ("bring the vet appointment forward two days", "vet appointment", -2),
        ("bring it forward a week", "that", -7),
        ("pull the retro in by 3 days", "retro", -3),
    ],
)
def test_a_move_by_an_amount_shifts_the_current_due_either_way(text: str, target: str, days: int) -> None:
    found = _one(text, TUE_BERLIN)
    assert isinstance(found, MoveCommitment) and found.action == target
    assert found.shift == timedelta(days=days)


def test_bring_forward_to_a_day_is_a_move_to_that_day() -> None:
    found = _one("bring the dentist forward to tomorrow", THU_LONDON)
    assert isinstance(found, MoveCommitment) and found.action == "dentist" and found.shift is None
    assert found.due.start.astimezone(LONDON).date() == date(2027, 3, 5)


@pytest.mark.parametrize("text", ["push the dentist to mid-april", "move the dentist to next friday"])
def test_a_move_to_a_day_the_words_leave_open_asks_which_day(text: str) -> None:
    found = _one(text, THU_LONDON)
    assert isinstance(found, Unclear) and found.question.startswith("Which day")
