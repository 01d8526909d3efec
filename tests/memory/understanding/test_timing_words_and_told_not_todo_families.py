"""Words about time that are no due, subjects that do nothing, occasions, and disbelief (session
9, round 2, blind8's commitment, date and small-talk families):

- urgency said inside a to-do ("call the venue asap re parking") is how soon, not the action;
- a span counted from an event ("within 30 days of delivery") has no date recap can read: ask;
- a whole number of months or years from a day the target month lacks (said on 29 February,
  or on the 31st) lands on a guessed day: ask;
- a thing's deadline ("the grant form has to be in by midnight") is no promise of the thing's;
- an opinion taken whole ("Marcus reckons we'll …") or a report ("harvest went well this
  year") is never a to-do, nor offered as one;
- a diary line names its occasion with a noun the trades use ("engagement shoot", "tasting");
  two sentences are never one diary line;
- someone else's plan told with an eye-roll or a sarcastic "sure she will" is not believed;
  "hed" after a reporting verb is "he'd".

Every wording here is new (none is in a labelled set)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, NewCommitment, Unclear, extract, sign_of

TZ = ZoneInfo("Europe/Dublin")
NOW = datetime(2030, 9, 11, 9, 30, tzinfo=TZ)  # a Wednesday morning


def _read(text: str, now: datetime = NOW, tz: ZoneInfo = TZ) -> list:
    return extract(text, now=now, tz=tz)


def _one(text: str, now: datetime = NOW, tz: ZoneInfo = TZ) -> NewCommitment:
    found = _read(text, now, tz)
    assert len(found) == 1 and isinstance(found[0], NewCommitment), found
    return found[0]


def _day(todo: NewCommitment, tz: ZoneInfo = TZ) -> str | None:
    return None if todo.due is None else todo.due.start.astimezone(tz).date().isoformat()


# --------------------------------------------------------------------------- urgency inside a to-do


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("call the venue asap re parking", "call the venue re parking"),
        ("email Oluwaseun urgently about the invoice", "email Oluwaseun about the invoice"),
        ("ring the plumber ASAP about the leak", "ring the plumber about the leak"),
        ("need to sort the visa right away for Mateo", "sort the visa for Mateo"),
        ("chase Ngaire a.s.a.p. re the keys", "chase Ngaire re the keys"),
    ],
)
def test_urgency_inside_a_todo_is_no_part_of_its_action(text: str, action: str) -> None:
    todo = _one(text)
    assert (todo.action, todo.due) == (action, None)


def test_urgency_before_a_date_leaves_the_date_as_the_due() -> None:
    todo = _one("text Siobhan asap re the keys tmrw")
    assert (todo.action, _day(todo)) == ("text Siobhan re the keys", "2030-09-12")


# --------------------------------------------------------------------------- counted from an event


@pytest.mark.parametrize(
    "text",
    [
        "pay the supplier within 30 days of delivery",
        "have to refund Aoife's deposit within 14 days of her moving out",
        "send the report within 2 weeks after the audit",
        "file the claim within 10 days following the accident",
        "book the follow-up scan within 6 weeks of the op",
    ],
)
def test_a_span_counted_from_an_event_is_asked_not_dated_from_today(text: str) -> None:
    [found] = _read(text)
    assert isinstance(found, Unclear) and found.proposal is None, found


def test_a_span_counted_from_today_still_reads() -> None:
    todo = _one("pay the supplier within 30 days")
    assert (todo.action, _day(todo)) == ("pay the supplier", "2030-10-11")


# --------------------------------------------------------------------------- a day the month lacks

LEAP_DAY = datetime(2028, 2, 29, 9, 0, tzinfo=ZoneInfo("Europe/Lisbon"))
THIRTY_FIRST = datetime(2030, 1, 31, 9, 0, tzinfo=ZoneInfo("Asia/Manila"))


@pytest.mark.parametrize(
    ("text", "now"),
    [
        ("renew the boat insurance a year from today", LEAP_DAY),
        ("renew the car tax in a year", LEAP_DAY),
        ("book Leilani's check-up in 12 months", LEAP_DAY),
        ("invoice the Reyes account in a month", THIRTY_FIRST),
        ("re-test the fire alarms in 4 months", datetime(2030, 5, 31, 9, 0, tzinfo=ZoneInfo("Africa/Nairobi"))),
    ],
)
def test_months_or_years_onto_a_day_the_month_lacks_are_asked(text: str, now: datetime) -> None:
    [found] = _read(text, now, now.tzinfo)  # type: ignore[arg-type]
    assert isinstance(found, Unclear) and isinstance(found.proposal, NewCommitment), found


def test_months_onto_a_day_the_month_has_still_read() -> None:
    todo = _one("book the follow-up in 2 months", LEAP_DAY, ZoneInfo("Europe/Lisbon"))
    assert _day(todo, ZoneInfo("Europe/Lisbon")) == "2028-04-29"


# --------------------------------------------------------------------------- a thing's deadline, no doer


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("grant form has to be in by midnight", "grant form"),
        ("the visa application has to be in by friday", "visa application"),
        ("my tax return has to be in by jan 31", "tax return"),
        ("the ethics form must be in by the 20th", "ethics form"),
        ("expenses claim needs to be in by eow", "expenses claim"),
    ],
)
def test_a_things_deadline_is_no_promise_of_the_thing(text: str, thing: str) -> None:
    found = _read(text)
    assert found, text
    for intent in found:
        todo = intent.otherwise if isinstance(intent, MoveCommitment) else intent
        assert not (isinstance(todo, NewCommitment) and todo.owner != "me"), found
        assert not (isinstance(todo, NewCommitment) and todo.action == "be"), found
    assert any(isinstance(i, MoveCommitment) and i.action == thing for i in found), found


def test_someone_being_in_is_no_promise() -> None:
    assert _read("Tomás will be in by 9 tomorrow") == []


# --------------------------------------------------------------------------- told, not to do


@pytest.mark.parametrize(
    "text",
    [
        "Marcus reckons we'll all have to rewrite the handbooks next year",
        "Leila thinks the rota will change next month",
        "Giorgos reckons we'll need to reapply next year",
        "harvest went well this year thank God",
        "the launch went really well this week",
        "exam ran over this morning, so glad",
    ],
)
def test_an_opinion_or_a_report_is_no_todo_nor_offered(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) for i in _read(text))
    sign = sign_of(text, now=NOW, tz=TZ)
    assert sign is None or sign.kind != "todo", sign


def test_a_todo_with_a_past_word_later_stays() -> None:
    todo = _one("get paid by the 30th")
    assert todo.action == "get paid"


# --------------------------------------------------------------------------- occasions in a diary line

PERTH = ZoneInfo("Australia/Perth")
FRI = datetime(2032, 2, 27, 16, 0, tzinfo=PERTH)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("engagement shoot for Tane and Mereana tues week", "engagement shoot for Tane and Mereana"),
        ("family shoot w/ the Nakamuras sun 4pm", "family shoot with the Nakamuras"),
        ("wine tasting at Moana's fri 6pm", "wine tasting at Moana's"),
        ("facial with Ingrid sat 10am", "facial with Ingrid"),
        ("bloods at the clinic mon 8am", "bloods at the clinic"),
    ],
)
def test_a_diary_line_names_its_occasion_with_a_trade_noun(text: str, action: str) -> None:
    todo = _one(text, FRI, PERTH)
    assert todo.action == action and todo.due is not None


def test_shoot_opening_a_line_is_no_occasion() -> None:
    assert not any(isinstance(i, NewCommitment) and "shoot" in i.action for i in _read("shoot me a text tmrw"))


@pytest.mark.parametrize(
    "text",
    ["14 hour shift done. sleeping till noon", "match day done. napping till 4", "night shift done, bed till 2pm"],
)
def test_a_shift_done_and_a_rest_is_no_diary_line(text: str) -> None:
    sign = sign_of(text, now=FRI, tz=PERTH)
    assert sign is None or sign.kind != "todo", sign


# --------------------------------------------------------------------------- disbelief and "hed"

AUCKLAND = ZoneInfo("Pacific/Auckland")
NZ_NOW = datetime(2029, 4, 6, 8, 30, tzinfo=AUCKLAND)  # a Friday


@pytest.mark.parametrize(
    "text",
    [
        "Kemi says she'll 'definitely' be on time next week, sure she will 🙄",
        "Bogdan said he'd fix the shed door sat 🙄",
        "Amara will send the deck friday, sure she will",
        "landlord says he'll sort the boiler tmrw, sure he will.",
        "Wiremu promised he'll pay me back monday 🙄🙄",
    ],
)
def test_someone_elses_plan_with_an_eye_roll_is_not_kept_nor_asked(text: str) -> None:
    assert _read(text, NZ_NOW, AUCKLAND) == []


def test_the_users_own_todo_with_an_eye_roll_stays() -> None:
    todo = _one("need to redo the slides again by fri 🙄", NZ_NOW, AUCKLAND)
    assert todo.action == "redo the slides"


def test_confidence_before_the_plan_is_no_sarcasm() -> None:
    todo = _one("Amara will send the deck friday, I'm sure she will send it", NZ_NOW, AUCKLAND)
    assert todo.owner == "Amara"


@pytest.mark.parametrize(
    ("text", "owner", "action"),
    [
        ("Ropata said hed mow the lawn on sunday", "Ropata", "mow the lawn"),
        ("Dmitri said hed send the deck tmrw", "Dmitri", "send the deck"),
        ("Kwame promised hed fix the gate sat", "Kwame", "fix the gate"),
        ("my brother told me hed drop the trailer back monday", "brother", "drop the trailer back"),
        ("Arjun reckons hed have the quote ready by wed", "Arjun", "have the quote ready"),
    ],
)
def test_hed_after_a_reporting_verb_is_he_would(text: str, owner: str, action: str) -> None:
    todo = _one(text, NZ_NOW, AUCKLAND)
    assert owner in todo.owner and todo.action == action and todo.due is not None


def test_sorry_typo_alone_corrects_no_value_to_typo() -> None:
    assert not any(getattr(i, "value", None) == "typo" for i in _read("sorry typo"))


# --------------------------------------------------------------------------- "the 3rd" closing a to-do

ATHENS = ZoneInfo("Europe/Athens")
ATH_NOW = datetime(2028, 3, 24, 10, 0, tzinfo=ATHENS)  # a Friday


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("pay Giannis for the minibus hire the 3rd", "pay Giannis for the minibus hire", "2028-04-03"),
        ("renew the parking permit the 3rd", "renew the parking permit", "2028-04-03"),
        ("book the physio for Tamar the 12th", "book the physio for Tamar", "2028-04-12"),
        ("send Xiadani the invoice the 28th", "send Xiadani the invoice", "2028-03-28"),
        ("collect the kilns from Babajide the 1st", "collect the kilns from Babajide", "2028-04-01"),
    ],
)
def test_the_nth_closing_a_todo_is_its_day(text: str, action: str, day: str) -> None:
    todo = _one(text, ATH_NOW, ATHENS)
    assert (todo.action, _day(todo, ATHENS)) == (action, day)


@pytest.mark.parametrize("text", ["we came the 3rd", "our flat is the 3rd", "her room's on the 2nd floor"])
def test_a_rank_or_a_place_is_no_day(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) and i.due is not None for i in _read(text, ATH_NOW, ATHENS))
