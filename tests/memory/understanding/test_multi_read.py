"""Messages that say several things: clauses, small talk around a to-do, lists, and a pronoun
that names a person the message introduced (memory.understanding._sentences and _dispatch)."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Intent, NewCommitment, StateClaim, extract
from memory.understanding._sentences import _clauses, _sentences

NEW_YORK = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 30, 8, 10, tzinfo=NEW_YORK)  # a Monday


def run(text: str) -> list[Intent]:
    return extract(text, now=NOW, tz=NEW_YORK)


def todos(text: str) -> list[tuple[str, str, str | None, str | None]]:
    """(action, owner, counterparty, local due date) of each commitment the message gives."""
    found = run(text)
    assert all(isinstance(i, (NewCommitment, StateClaim)) for i in found), found
    return [
        (
            i.action,
            i.owner,
            i.counterparty,
            (i.due.end - timedelta(microseconds=1)).astimezone(NEW_YORK).date().isoformat() if i.due else None,
        )
        for i in found
        if isinstance(i, NewCommitment)
    ]


def dues(text: str) -> dict[str, str | None]:
    return {action: due for action, _, _, due in todos(text)}


# -- clauses ---------------------------------------------------------------------------------


def test_clauses_with_their_own_subjects_are_read_apart() -> None:
    """Someone else's promise and the user's own, joined by "and", are two commitments."""
    assert todos("Tariq will draft the spec by tues and I'll sign it off by thurs") == [
        ("draft the spec", "Tariq", None, "2026-12-01"),
        ("sign the spec off", "me", None, "2026-12-03"),
    ]


def test_three_clauses_joined_by_commas_and_and() -> None:
    assert [
        (a, o)
        for a, o, _, _ in todos(
            "Bo will fix the link by mon, Yuki's writing the notes by wed, and I'll ship the release by fri"
        )
    ] == [
        ("fix the link", "Bo"),
        ("write the notes", "Yuki"),
        ("ship the release", "me"),
    ]


def test_then_and_a_new_subject_cut_a_clause() -> None:
    assert dues("Lena's booking the flights tmrw, then I need to pay the deposit by sat") == {
        "book the flights": "2026-12-01",
        "pay the deposit": "2026-12-05",
    }


def test_a_time_then_what_the_user_does_is_a_todo() -> None:
    """ "today I need to X and tomorrow I Y": the second clause, in the present, is due tomorrow."""
    assert dues("today I need to pack the bags and tomorrow I return the van") == {
        "pack the bags": "2026-11-30",
        "return the van": "2026-12-01",
    }


def test_a_date_then_an_imperative_starts_a_clause() -> None:
    assert dues("tmrw ring the plumber, thurs collect the parcel") == {
        "ring the plumber": "2026-12-01",
        "collect the parcel": "2026-12-03",
    }


@pytest.mark.parametrize(
    "text",
    [
        "email Ana and Ben the minutes by fri",
        "Ana and I will review the deck by friday",
        "the tax form is due monday, have to sign it",
        "buy milk, eggs and bread tonight",
    ],
)
def test_no_cut_without_a_new_clause(text: str) -> None:
    """Objects joined by "and", "Ana and I", and a clause that only points back ("sign it")
    with no date of its own are not clauses of their own."""
    assert _clauses(text) == [text]


# -- small talk around a to-do -------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("rough night 😴 need to book the car service by thurs", "book the car service", "2026-12-03"),
        ("traffic was awful anyway gotta email the landlord tmrw", "email the landlord", "2026-12-01"),
        ("brr so cold ❄️ anyway I'll renew the parking permit on friday", "renew the parking permit", "2026-12-04"),
        ("need to pay the water bill 🙄 by wed", "pay the water bill", "2026-12-02"),
    ],
)
def test_small_talk_before_a_todo_is_left_out(text: str, action: str, due: str) -> None:
    """An emoji or "anyway" ends a remark; an emoji before the date does not cut it off."""
    assert todos(text) == [(action, "me", None, due)]


def test_a_fact_an_emoji_and_a_promise_are_two_clauses() -> None:
    found = run("Kai is now head of sales 🥳 I'll send the welcome pack by fri")
    assert [i.value for i in found if isinstance(i, StateClaim)] == ["head of sales"]
    assert todos("Kai is now head of sales 🥳 I'll send the welcome pack by fri") == [
        ("send the welcome pack", "me", None, "2026-12-04")
    ]


def test_check_marks_are_no_sentence_end() -> None:
    """✅ means done: it stays with its words."""
    assert [s.text for s in _sentences("invoice sent ✅ all good")] == ["invoice sent ✅ all good"]
    assert [s.text for s in _sentences("long day 🥱 the VPN is back")] == ["long day", "the VPN is back"]


# -- lists -----------------------------------------------------------------------------------


def test_items_under_a_dated_label_take_its_date() -> None:
    assert dues("this weekend:\n- wash the car\n- call grandma\n- order the paint") == {
        "wash the car": "2026-12-06",
        "call grandma": "2026-12-06",
        "order the paint": "2026-12-06",
    }


def test_a_closing_line_dates_the_numbered_items_above_it() -> None:
    assert dues("1) renew the lease\n2) post the keys\neverything by friday") == {
        "renew the lease": "2026-12-04",
        "post the keys": "2026-12-04",
    }


def test_bare_imperatives_under_a_label_are_todos_with_or_without_a_date() -> None:
    assert dues("Brain dump:\nbook the vet\ntext Priyam on monday") == {
        "book the vet": None,
        "text Priyam": "2026-12-07",
    }


def test_a_label_over_things_that_are_not_todos_stores_nothing() -> None:
    assert run("groceries:\n- oat milk\n- eggs") == []


def test_bracketed_dates_and_an_obligation_colon() -> None:
    assert dues("must: renew the permit (tues), pay the fine (thurs)") == {
        "renew the permit": "2026-12-01",
        "pay the fine": "2026-12-03",
    }


def test_an_inline_list_of_things_with_times() -> None:
    found = todos("Errands: dry cleaning wed 5pm, pharmacy thurs 10am")
    assert [(a, d) for a, _, _, d in found] == [("dry cleaning", "2026-12-02"), ("pharmacy", "2026-12-03")]


def test_a_verb_said_once_is_carried_to_each_dated_object() -> None:
    assert dues("have to feed the cat tuesday, the dog wednesday and the fish thursday") == {
        "feed the cat": "2026-12-01",
        "feed the dog": "2026-12-02",
        "feed the fish": "2026-12-03",
    }


def test_owing_two_people_two_things() -> None:
    assert [(cp, d) for _, _, cp, d in todos("I owe Pia the slides by wed and Oscar the notes by thu")] == [
        ("Pia", "2026-12-02"),
        ("Oscar", "2026-12-03"),
    ]


def test_no_verb_to_carry_keeps_the_clause_whole() -> None:
    text = "Maya moves to Berlin on monday and Tom on tuesday"
    assert _clauses(text) == [text]


def test_update_as_a_verb_is_not_a_marker() -> None:
    assert dues("update the forecast by fri") == {"update the forecast": "2026-12-04"}


# -- a pronoun for a person named before -----------------------------------------------------


def test_promised_her_names_the_person_of_the_sentence_before() -> None:
    assert todos("Noor is our new CTO. I promised her I'd share the roadmap by friday") == [
        ("share the roadmap", "me", "Noor", "2026-12-04")
    ]


def test_a_move_names_a_person_too() -> None:
    found = todos("Bastian moved to Oslo last week. told him I'd send the handover notes tmrw")
    assert found == [("send the handover notes", "me", "Bastian", "2026-12-01")]


def test_a_date_inside_the_action_is_its_due() -> None:
    assert todos("Ines is the new head of legal. need to email her on thursday to set up a call") == [
        ("email her to set up a call", "me", "Ines", "2026-12-03")
    ]


def test_a_time_label_over_a_thing_and_a_todo() -> None:
    """ "tmrw: physio at 3, then call the bank": the thing takes the label's day at its own time,
    and "drop the parcel" under a time label is a to-do, not a cancellation."""
    found = todos("tmrw: physio at 3, then drop the keys at reception")
    assert [(a, d) for a, _, _, d in found] == [("physio", "2026-12-01"), ("drop the keys at reception", "2026-12-01")]


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("Thursday!! post the cheque to Nadia", "post the cheque to Nadia", "2026-12-03"),
        ("need to hand in the field trip form!! due wed", "hand in the field trip form", "2026-12-02"),
    ],
)
def test_exclamation_marks_do_not_cut_a_date_from_its_todo(text: str, action: str, due: str) -> None:
    assert todos(text) == [(action, "me", None, due)]


def test_exclamation_then_by_the_way_still_ends_a_sentence() -> None:
    assert [s.text for s in _sentences("Wow! by the way Maya is CFO")] == ["Wow", "Maya is CFO"]


def test_a_time_said_before_the_clause_stays_with_it() -> None:
    assert _clauses("As of June, Omar is head of ops") == ["As of June, Omar is head of ops"]


def test_a_greeting_that_opens_a_message_is_no_sentence() -> None:
    assert [s.text for s in _sentences("evening! call the bank tmrw")] == ["call the bank tmrw"]


def test_a_check_mark_ends_a_sentence_only_before_a_new_clause() -> None:
    assert [s.text for s in _sentences("sent the deck ✅ thanks")] == ["sent the deck ✅"]
    assert [s.text for s in _sentences("rota done ✅ need to ping Ana tmrw")] == [
        "rota done ✅",
        "need to ping Ana tmrw",
    ]


def test_decorating_emoji_never_reach_a_value() -> None:
    assert [s.text for s in _sentences("☔ Lea is now our office manager 🥳")] == ["Lea is now our office manager"]
