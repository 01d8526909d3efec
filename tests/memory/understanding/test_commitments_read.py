"""Tests for reading commitments and their lifecycle out of everyday chat (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CancelCommitment,
    CompleteCommitment,
    MoveCommitment,
    NewCommitment,
    Unclear,
    extract,
)
from memory.words import content_words

TZ = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 30, 8, 10, tzinfo=TZ)  # a Monday


def _read(text: str) -> list:
    return extract(text, now=NOW, tz=TZ)


def _one_new(text: str) -> NewCommitment:
    [found] = _read(text)
    assert isinstance(found, NewCommitment), found
    return found


def _day(c: NewCommitment | MoveCommitment) -> str:
    assert c.due is not None
    return c.due.start.astimezone(TZ).date().isoformat()


def test_need_to_without_a_date_is_an_undated_todo() -> None:
    """ "need to renew my passport" is a to-do with no due date."""
    c = _one_new("need to renew my passport")
    assert (c.action, c.owner, c.due) == ("renew my passport", "me", None)


def test_gotta_with_shorthand_date_takes_the_date_out_of_the_action() -> None:
    """ "gotta … tmrw": the date is read and no date word stays in the action."""
    c = _one_new("gotta pick up the prescription tmrw")
    assert c.action == "pick up the prescription" and _day(c) == "2026-12-01"


def test_before_a_day_means_by_the_day_before() -> None:
    """ "before the 15th" is due by the end of the 14th."""
    c = _one_new("got to cancel the gym membership before the 15th")
    assert c.action == "cancel the gym membership" and _day(c) == "2026-12-14"


def test_list_labels_introduce_todos() -> None:
    """ "todo:", "on my list:" and "don't let me forget to" each introduce a to-do."""
    assert _one_new("todo: book flights").action == "book flights"
    assert _one_new("on my list - replace the smoke alarm batteries").action == "replace the smoke alarm batteries"
    assert _day(_one_new("don't let me forget to pay the electricity bill tmrw")) == "2026-12-01"


def test_a_date_said_first_applies_to_the_todo_after_it() -> None:
    """ "tmrw: call the vet" is due tomorrow."""
    c = _one_new("tmrw: call the vet")
    assert c.action == "call the vet" and _day(c) == "2026-12-01"


def test_should_without_a_date_or_todo_shape_stores_nothing() -> None:
    """ "I should really sleep more lol" is not a commitment."""
    assert not [i for i in _read("I should really sleep more lol") if isinstance(i, NewCommitment)]


def test_owing_a_thing_means_sending_it_to_that_person() -> None:
    """ "I owe Omar the figures by friday eod": send Omar the figures, for Omar, by Friday."""
    c = _one_new("I owe Omar the figures by friday eod")
    assert (content_words(c.action), c.counterparty, _day(c)) == (
        content_words("send Omar the figures"),
        "Omar",
        "2026-12-04",
    )


def test_promise_to_a_named_person_sets_the_counterparty() -> None:
    """ "promised Raj I'd send the slides": counterparty Raj, no due date."""
    c = _one_new("promised Raj I'd send the slides")
    assert (c.action, c.counterparty, c.due) == ("send the slides", "Raj", None)


def test_someone_elses_promise_has_them_as_owner() -> None:
    """ "Priya's sending the contract tmrw" and "waiting on Lukas for the plan" are owned by them."""
    c = _one_new("Priya's sending the contract tmrw")
    assert (c.action, c.owner, _day(c)) == ("send the contract", "Priya", "2026-12-01")
    w = _one_new("waiting on Lukas for the plan")
    assert (w.owner, w.due) == ("Lukas", None)


def test_a_bare_imperative_with_a_date_is_a_commitment() -> None:
    """ "ring the bank tomorrow" is a to-do; the bare verb with no date is not."""
    c = _one_new("ring the bank tomorrow")
    assert c.action == "ring the bank" and _day(c) == "2026-12-01"


def test_an_unreadable_date_asks_rather_than_storing() -> None:
    """ "need to file the report by feb 30th" asks; it never stores another date."""
    found = _read("need to file the report by feb 30th")
    assert found and all(isinstance(i, Unclear) for i in found)


def test_done_in_everyday_words() -> None:
    """ "budget review's done", "✅ flights to Berlin", "w9 sent" complete by their words."""
    for text, words in [
        ("budget review's done", "budget review"),
        ("✅ flights to Berlin", "flights to Berlin"),
        ("vendor contract: done", "vendor contract"),
        ("w9 sent", "w9"),
    ]:
        [found] = _read(text)
        assert isinstance(found, CompleteCommitment) and found.action == words, (text, found)


def test_past_tense_reports_are_marked_as_such() -> None:
    """ "sent the deck and called the dentist" is two past-tense reports."""
    found = _read("sent the deck and called the dentist")
    assert [f.action for f in found if isinstance(f, CompleteCommitment) and f.past_tense] == [
        "sent the deck",
        "called the dentist",
    ]


def test_moved_in_everyday_words() -> None:
    """ "deck slipped to the 14th", "bump the landlord call to tmrw", "X → next friday" move."""
    for text, words, day in [
        ("deck slipped to the 14th", "deck", "2026-12-14"),
        ("bump the landlord call to tmrw", "landlord call", "2026-12-01"),
        ("vendor questionnaire → next friday", "vendor questionnaire", "2026-12-11"),
    ]:
        [found] = _read(text)
        assert isinstance(found, MoveCommitment) and found.action == words and _day(found) == day, (text, found)


def test_push_that_names_the_last_commitment() -> None:
    """ "actually push that to monday" moves "that" (resolved by the caller)."""
    [found] = _read("actually push that to monday")
    assert isinstance(found, MoveCommitment) and found.action == "that"


def test_cancelled_in_everyday_words() -> None:
    """ "scratch X", "X isn't happening", "nvm about X", "X is off" cancel by their words."""
    for text, words in [
        ("scratch the offsite booking", "offsite booking"),
        ("team dinner isn't happening", "team dinner"),
        ("nvm about the flowers", "flowers"),
        ("no need to call the bank anymore", "call the bank"),
    ]:
        [found] = _read(text)
        assert isinstance(found, CancelCommitment) and found.action == words, (text, found)


def test_a_time_expression_that_opens_the_sentence_is_the_due() -> None:
    """ "next tuesday i need to renew my railcard", "in 3 weeks renew the gym membership": the
    span reader ends the date, the rest is the to-do."""
    c = _one_new("next wednesday i need to renew my railcard")
    assert (c.action, _day(c)) == ("renew my railcard", "2026-12-09")
    c = _one_new("in 3 weeks renew the gym membership")
    assert (c.action, _day(c)) == ("renew the gym membership", "2026-12-21")
    c = _one_new("within 3 days I need to return the rental car")
    assert (c.action, _day(c)) == ("return the rental car", "2026-12-03")


def test_an_opening_time_before_small_talk_stores_nothing() -> None:
    """ "friday can't come soon enough", "morning all", "as of Monday, Fatima heads up sales":
    a time first is a due only when a to-do follows."""
    for text in ("friday can't come soon enough", "morning all ☀️", "eow can't come fast enough"):
        assert not any(isinstance(i, NewCommitment) for i in _read(text)), text
    assert not any(isinstance(i, NewCommitment) for i in _read("as of Monday, Fatima heads up sales"))


def test_obligation_words_with_nothing_to_keep_store_nothing() -> None:
    """ "gotta run", "must have been a typo", "gotta love tuesdays", "I need to stop doomscrolling"."""
    idle = ("gotta run, ttyl", "must have been a typo", "gotta love tuesdays", "got to hand it to Lukas, great job",
            "I need to stop doomscrolling 😅")
    for text in idle:
        assert not any(isinstance(i, NewCommitment) for i in _read(text)), text


def test_a_list_of_todos_is_one_commitment_each() -> None:
    """Each item of a list gets its own commitment, with its own date or the one given first."""
    found = _read("this morning: email Ines, order toner and ping facilities")
    assert [(c.action, _day(c)) for c in found] == [
        ("email Ines", "2026-11-30"), ("order toner", "2026-11-30"), ("ping facilities", "2026-11-30")
    ]
    found = _read("need to call the vet tmrw and pay the gas bill by fri")
    assert [(c.action, _day(c)) for c in found] == [("call the vet", "2026-12-01"), ("pay the gas bill", "2026-12-04")]
    found = _read("todo: 1) book flights 2) renew passport 3) send Omar the deck by wed")
    assert [c.action for c in found] == ["book flights", "renew passport", "send Omar the deck"]


def test_a_list_inside_one_action_stays_whole() -> None:
    """ "send Omar the P&L and the forecast": the second part is no to-do, so one commitment."""
    found = _one_new("need to send Omar the P&L and the forecast by friday")
    assert found.action == "send Omar the P&L and the forecast"


def _minute(c: NewCommitment) -> str:
    assert c.due is not None
    return c.due.start.astimezone(TZ).strftime("%Y-%m-%dT%H:%M")


@pytest.mark.parametrize(
    "text",
    [
        "renew the lease on 2027-02-30",  # no 30 February
        "file the claim by 30/02",
        "post the forms by 2026-14-02",  # no 14th month
        "pay the nursery fees by zorpday",  # no such day
        "book the venue by the fifth of never",
        "Tuesday Jan 7 - call the caterer",  # 7 January 2027 is a Thursday
        "by Monday 12/3 file the expenses",  # 3 December 2026 is a Thursday
    ],
)
def test_a_todo_whose_date_cannot_be_read_asks(text: str) -> None:
    """An impossible date, a non-word where the date goes, or a weekday that contradicts its
    date: recap asks, and stores neither nothing silently nor another date."""
    found = _read(text)
    assert found and all(isinstance(i, Unclear) for i in found), found


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("water the plants at 6", "water the plants", "2026-11-30T18:00"),
        ("ring the bank at 3.15", "ring the bank", "2026-11-30T15:15"),
        ("join the vendor call at 1615", "join the vendor call", "2026-11-30T16:15"),
        ("tmrw 8:30am ring the vet", "ring the vet", "2026-12-01T08:30"),
        ("2027-01-04 10:00 - open the shop", "open the shop", "2027-01-04T10:00"),
        ("can you remind me to move the car at 4", "move the car", "2026-11-30T16:00"),
        ("wed: physio at 3", "physio", "2026-12-02T15:00"),  # the clock time on the day said first
    ],
)
def test_clock_times_in_a_todo(text: str, action: str, due: str) -> None:
    """A clock time, bare or not, is the due to the minute and leaves no digits in the action."""
    c = _one_new(text)
    assert (c.action, _minute(c)) == (action, due)


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("next fri finalise the guest list", "finalise the guest list", "2026-12-11"),
        ("20th jan deadline for the essay", "essay", "2027-01-20"),
        ("before the 3rd: renew the parking permit", "renew the parking permit", "2026-12-02"),
        ("sort the garage sat", "sort the garage", "2026-12-05"),
        ("paint the fence next weekend", "paint the fence", "2026-12-13"),
        ("have the boxes packed EOW", "have the boxes packed", "2026-12-04"),
        ("bake the cake w the kids on christmas eve", "bake the cake with the kids", "2026-12-24"),
        ("file the receipts before the 10th", "file the receipts", "2026-12-09"),
        ("bring the charger for monday's offsite", "bring the charger", "2026-12-07"),
    ],
)
def test_where_the_date_stands_in_a_todo(text: str, action: str, day: str) -> None:
    """The date first (with or without punctuation), last without a connector, before a
    possessive, or as a holiday: the due, and never a date word in the action."""
    c = _one_new(text)
    assert c.due is not None
    assert (c.action, c.due.last_moment.astimezone(TZ).date().isoformat()) == (action, day)


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("need the expense report by friday", "expense report", "2026-12-04"),
        ("need the contracts countersigned by eom", "have the contracts countersigned", "2026-11-30"),
        ("I owe my landlord a reply by thursday", "reply to my landlord", "2026-12-03"),
        ("slides to Tomasz by tomorrow", "send slides to Tomasz", "2026-12-01"),
        ("vet appt for thursday", "vet appt", "2026-12-03"),
        ("I'll tidy the garage after lunch", "tidy the garage", "2026-11-30"),
        ("I owe Ines $25 for the taxi by friday", "pay Ines $25 for the taxi", "2026-12-04"),
    ],
)
def test_a_thing_wanted_by_a_deadline_is_a_todo(text: str, action: str, day: str) -> None:
    """A need, a debt, a thing to send or an appointment, with a deadline, is a to-do."""
    c = _one_new(text)
    assert (c.action, c.owner, _day(c)) == (action, "me", day)


def test_a_deadlineless_need_or_a_wish_stores_nothing() -> None:
    """ "need a break by friday lol", "have a great weekend", "grab lunch with Ana": nothing to do."""
    for text in ("need a break by friday lol", "have a great weekend", "grab lunch with Ana", "need the weekend tbh"):
        assert not any(isinstance(i, NewCommitment) for i in _read(text)), text


def test_an_imperative_verb_is_no_owner_and_a_promise_to_me_has_no_counterparty() -> None:
    """ "answer to the council tmr" is the user's; "Omar promised to…" is Omar's, for no one else."""
    c = _one_new("answer to the council tmr")
    assert (c.owner, c.action) == ("me", "answer to the council")
    c = _one_new("Noor promised to send the floor plan by friday")
    assert (c.owner, c.counterparty) == ("Noor", None)
