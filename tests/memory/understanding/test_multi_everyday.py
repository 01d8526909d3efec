"""Several intents in one message, typed as people type them: mixed kinds, lists, things that
are one though they say "and", run-on typing, and a date kept to its own clause
(memory.understanding._multi, _sentences and _dispatch)."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CancelCommitment,
    CompleteCommitment,
    Intent,
    MoveCommitment,
    NewCommitment,
    OpenEpisode,
    ResolveEpisode,
    StateClaim,
    Unclear,
    extract,
)

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2027, 3, 10, 9, 0, tzinfo=LONDON)  # a Wednesday


def run(text: str) -> list[Intent]:
    return extract(text, now=NOW, tz=LONDON)


def day(intent: Intent) -> str | None:
    """The local date an intent is due (a to-do) or moved to, as YYYY-MM-DD."""
    due = intent.due if isinstance(intent, (NewCommitment, MoveCommitment)) else None
    return (due.end - timedelta(microseconds=1)).astimezone(LONDON).date().isoformat() if due else None


def todos(text: str) -> list[tuple[str, str | None]]:
    found = run(text)
    assert all(isinstance(i, NewCommitment) for i in found), found
    return [(i.action, day(i)) for i in found if isinstance(i, NewCommitment)]


# -- a move and a cancel, a report and a change --------------------------------------------------


@pytest.mark.parametrize(
    ("text", "moved", "to", "cancelled"),
    [
        ("push the vet to thurs and scratch the haircut", "vet", "2027-03-11", "haircut"),
        ("scrap the team lunch and push the review to monday", "review", "2027-03-15", "team lunch"),
        ("drop the yoga class, push the car service to the 20th", "car service", "2027-03-20", "yoga class"),
        ("cancel the book club & move the piano lesson to fri", "piano lesson", "2027-03-12", "book club"),
        ("ditch the gym session then bump Kemi's 1:1 to next tues", "Kemi's 1:1", "2027-03-16", "gym session"),
    ],
)
def test_a_move_and_a_cancel_in_one_message_are_both_read(text: str, moved: str, to: str, cancelled: str) -> None:
    found = run(text)
    moves = [i for i in found if isinstance(i, MoveCommitment)]
    cancels = [i for i in found if isinstance(i, CancelCommitment)]
    assert [(m.action, day(m)) for m in moves] == [(moved, to)], found
    assert [c.action for c in cancels] == [cancelled], found
    assert len(found) == 2, found


@pytest.mark.parametrize(
    ("text", "kind", "done"),
    [
        ("wifi's back, also paid the phone bill", ResolveEpisode, "paid the phone bill"),
        ("the printer's fixed and sent the invoices to Søren", ResolveEpisode, "sent the invoices to Søren"),
        ("Zainab is now head of ops, emailed her the rota", StateClaim, "emailed her the rota"),
    ],
)
def test_a_report_then_a_past_change(text: str, kind: type, done: str) -> None:
    found = run(text)
    assert len(found) == 2, found
    assert isinstance(found[0], kind), found
    assert isinstance(found[1], CompleteCommitment) and found[1].action == done, found


@pytest.mark.parametrize(
    "text",
    [
        "NDA's signed and sent to Lucia",  # the same thing, said twice
        "offsite's cancelled so scrap the venue",  # a reason, then the one change
    ],
)
def test_one_change_said_in_two_parts_is_one(text: str) -> None:
    assert len(run(text)) == 1, run(text)


def test_a_done_mark_then_next() -> None:
    found = run("renewed the passport ✅ next: book flights by the 15th")
    assert isinstance(found[0], CompleteCommitment) and found[0].action == "renewed the passport"
    assert isinstance(found[1], NewCommitment) and (found[1].action, day(found[1])) == ("book flights", "2027-03-15")


# -- lists -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "gotta email jess tmrw also book the train for sat",
            [("email jess", "2027-03-11"), ("book the train", "2027-03-13")],
        ),
        ("need to book flights, also renew my passport", [("book flights", None), ("renew my passport", None)]),
        (
            "have to ring Olu friday also pay the window cleaner monday",
            [("ring Olu", "2027-03-12"), ("pay the window cleaner", "2027-03-15")],
        ),
    ],
)
def test_also_between_two_to_dos_after_an_obligation(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert todos(text) == expected


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("email Ana, Bo and Chen about the party", "email Ana, Bo and Chen about the party"),
        ("need to invite Ana, Bo and Chen", "invite Ana, Bo and Chen"),
        ("text Kemi, Tunde & Ife re the bbq", "text Kemi, Tunde and Ife re the bbq"),
        ("buy milk, eggs and bread", "buy milk, eggs and bread"),
    ],
)
def test_a_verb_said_once_for_a_list_of_bare_objects_is_one_to_do(text: str, action: str) -> None:
    """The rule of the main corpus ("buy milk, eggs and bread tonight" is one to-do): the list
    of objects stays whole, never the first object alone with the rest lost."""
    found = run(text)
    # undated, recap may keep it or offer it: either way, the whole list
    assert [i.action if isinstance(i, NewCommitment) else i.proposal.action for i in found if i] == [action], found


def test_words_after_a_comma_that_are_no_list_stay_out() -> None:
    found = run("email Ana, it's about the party")
    assert all("party" not in getattr(i, "action", "") for i in found), found


# -- one thing, though it says "and" -------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("need to pick up and drop off the kids tomorrow", "pick up and drop off the kids"),
        ("pick up and drop off Maya at school tomorrow", "pick up and drop off Maya at school"),
        ("need to set up and test the new router tomorrow", "set up and test the new router"),
        ("clear out and clean the garage tmrw", "clear out and clean the garage"),
        ("order pizza for Siobhan and Liam's leaving do tomorrow", "order pizza for Siobhan and Liam's leaving do"),
        ("get a gift for Tom and Jerry's wedding tomorrow", "get a gift for Tom and Jerry's wedding"),
        ("book a cake for Ngozi and Femi's anniversary tomorrow", "book a cake for Ngozi and Femi's anniversary"),
        ("gotta get fish and chips tomorrow", "get fish and chips"),
    ],
)
def test_one_to_do_that_says_and(text: str, action: str) -> None:
    assert todos(text) == [(action, "2027-03-11")]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("remind me to call the clinic between the 3rd and the 5th", "call the clinic"),
        ("ring the plumber between monday and wednesday", "ring the plumber"),
        ("need to visit gran between the 20th & the 22nd", "visit gran"),
    ],
)
def test_a_window_between_two_dates_asks_when(text: str, action: str) -> None:
    (found,) = run(text)
    assert isinstance(found, Unclear) and found.proposal is not None, found
    assert found.proposal.action == action and found.proposal.due is None


# -- run-on typing -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "first", "action", "due"),
    [
        ("the printers broken again call the engineer tmrw", OpenEpisode, "call the engineer", "2027-03-11"),
        ("wifi is down again need to call BT tomorrow", OpenEpisode, "call BT", "2027-03-11"),
        (
            "paid the gas bill need to pay the water bill by friday",
            CompleteCommitment,
            "pay the water bill",
            "2027-03-12",
        ),
        ("meeting moved to friday need to tell the team", MoveCommitment, "tell the team", None),
        ("the car is making that noise again book the garage monday", OpenEpisode, "book the garage", "2027-03-15"),
    ],
)
def test_run_on_typing_still_finds_each_intent(text: str, first: type, action: str, due: str | None) -> None:
    found = run(text)
    assert len(found) == 2, found
    assert isinstance(found[0], first), found
    assert isinstance(found[1], NewCommitment) and (found[1].action, day(found[1])) == (action, due), found


@pytest.mark.parametrize(
    "text",
    [
        "I need to call the bank tomorrow",
        "Ana and I need to sign the lease by friday",
        "we really need to book the venue by the 20th",
    ],
)
def test_an_obligation_with_its_own_subject_is_one_to_do(text: str) -> None:
    assert len(todos(text)) == 1


# -- a date kept to its own clause ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("call mum tmrw and book the dentist", [("call mum", "2027-03-11"), ("book the dentist", None)]),
        (
            "need to ring Yusuf tmrw, then send him the quote",
            [("ring Yusuf", "2027-03-11"), ("send Yusuf the quote", "2027-03-11")],  # "then": the same day
        ),
        (
            "today: ring the school, pay the window cleaner and book flights",
            [
                ("ring the school", "2027-03-10"),
                ("pay the window cleaner", "2027-03-10"),
                ("book flights", "2027-03-10"),
            ],
        ),
        (
            "by friday I need to renew the insurance, pay the nanny and email the accountant",
            [
                ("renew the insurance", "2027-03-12"),
                ("pay the nanny", "2027-03-12"),
                ("email the accountant", "2027-03-12"),
            ],
        ),
    ],
)
def test_a_date_applies_to_its_own_clause_unless_it_leads_the_list(
    text: str, expected: list[tuple[str, str | None]]
) -> None:
    assert todos(text) == expected


@pytest.mark.parametrize(
    "text", ["Wyn moved into Birchwood Lodge care home on the 10th", "Wyn moved into Birchwood Lodge care home"]
)
def test_a_capitalised_verb_inside_a_name_cuts_no_todo(text: str) -> None:
    """ "Lodge" after "Birchwood" goes on the name: no run-on cut leaves a to-do "Lodge care home"."""
    assert not [i for i in run(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mum lands fri, need to clean the spare room that morning", [("clean the spare room", "2027-03-12")]),
        ("the party is on the 20th, gotta set up the chairs that afternoon",
         [("party", "2027-03-20"), ("set up the chairs", "2027-03-20")]),
    ],
)  # fmt: skip
def test_that_morning_is_the_morning_of_the_day_said_before(text: str, expected: list[tuple[str, str]]) -> None:
    assert todos(text) == expected
