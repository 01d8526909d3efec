"""Families of two statements in one sentence (pure ``extract``): a clause with a subject of
its own after "and"/"but" is read on its own, never swallowed into the first one's value nor
dropped; a list of objects is never cut; a date said once for a list ("— all by monday") is
each to-do's, with no "all" left in an action. The wordings are this file's own."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
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
from memory.understanding._own_subjects import about_someone, own_subject

TZ = ZoneInfo("Europe/London")
NOW = datetime(2027, 9, 1, 9, 0, tzinfo=TZ)  # a Wednesday


def _read(text: str) -> list[Intent]:
    return extract(text, now=NOW, tz=TZ)


def _facts(found: list[Intent]) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)]


def _issues(found: list[Intent]) -> list[str]:
    return [i.topic for i in found if isinstance(i, OpenEpisode)]


def _todos(found: list[Intent]) -> list[tuple[str, str | None]]:
    return [
        (i.action, i.due.start.astimezone(TZ).date().isoformat() if i.due else None)
        for i in found
        if isinstance(i, NewCommitment)
    ]


# -- a role, then a trouble with a subject of its own ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "fact", "issue"),
    [
        ("Ms. Okonkwo is the new head of finance and the franking machine's jammed again",
         ("Ms. Okonkwo", "role", "head of finance"), "franking machine"),
        ("Dr Haddad's the new registrar and the autoclave in theatre 2 is broken",
         ("Dr Haddad", "role", "registrar"), "autoclave"),
        ("Svetlana is the new shift lead and the walk-in freezer is leaking",
         ("Svetlana", "role", "shift lead"), "walk-in freezer"),
        ("Mr Takahashi's the new bursar and the school minibus is making a grinding noise",
         ("Mr Takahashi", "role", "bursar"), "school minibus"),
        ("Aigerim is our new office manager but the coffee machine's broken again",
         ("Aigerim", "role", "office manager"), "coffee machine"),
    ],
)  # fmt: skip
def test_a_role_then_a_trouble_is_two_statements(text: str, fact: tuple[str, str, str], issue: str) -> None:
    found = _read(text)
    assert _facts(found) == [fact]  # the trouble never in the role's value
    assert [topic.split(" in ")[0] for topic in _issues(found)] == [issue]  # "… in theatre 2" may stay


# -- two facts, each with its own subject ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Oluwadamilare's the new site manager and the budget for the Ikeja job is now N40m",
         [("Oluwadamilare", "role", "site manager"), ("Ikeja job", "budget", "N40m")]),
        ("Paulina is the new treasurer and Mateus moved to Lisbon",
         [("Paulina", "role", "treasurer"), ("Mateus", "location", "Lisbon")]),
        ("Keoni moved to Hilo and Leilani's now head chef at the Kona place",
         [("Keoni", "location", "Hilo"), ("Leilani", "role", "head chef at the Kona place")]),
    ],
)  # fmt: skip
def test_two_facts_with_their_own_subjects(text: str, facts: list[tuple[str, str, str]]) -> None:
    assert _facts(_read(text)) == facts


def test_a_fix_then_a_new_trouble_after_but_now() -> None:
    found = _read("the heating's fixed in flat 2 but now the extractor fan in flat 7 is rattling")
    assert [i.topic for i in found if isinstance(i, ResolveEpisode)] == ["heating"]
    assert [topic.split(" in ")[0] for topic in _issues(found)] == ["extractor fan"]


def test_a_done_report_then_a_trouble_of_its_own() -> None:
    found = _read("gran's prescription renewed and the stair lift stopped working")
    assert any(isinstance(i, CompleteCommitment) for i in found)
    assert _issues(found) == ["stair lift"]


def test_a_role_then_a_to_do_said_of_a_thing() -> None:
    found = _read("Tamati's the new kapa haka tutor and the hall booking for sat needs confirming by fri")
    assert _facts(found) == [("Tamati", "role", "kapa haka tutor")]
    # a to-do, or (read as a change of one already open) that to-do otherwise
    todos = [i.otherwise if isinstance(i, MoveCommitment) else i for i in found if not isinstance(i, StateClaim)]
    assert _todos([i for i in todos if i is not None]) == [("confirm the hall booking for sat", "2027-09-03")]


def test_she_after_a_role_is_the_person_named() -> None:
    found = _read("Ngaire's the new practice manager and she wants the rota from me by friday")
    assert _facts(found) == [("Ngaire", "role", "practice manager")]
    todos = [i for i in found if isinstance(i, NewCommitment)]
    assert [(i.counterparty, i.due is not None) for i in todos] == [("Ngaire", True)]
    assert "she" not in todos[0].action.split()


# -- what is never cut --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("buy milk, bread", "eggs"),  # a list of objects: no verb of its own
        ("my mum", "dad are visiting on sat"),  # one subject of two people
        ("my sister", "the kids are coming sat"),
        ("tell Wanjiru the deck is late", "the budget is ready"),  # what "tell" takes
        ("check that the van is fuelled", "the tyres are pumped"),
        ("order pizza for Siobhan", "Liam's leaving do"),  # Liam's thing, not "Liam is"
        ("send the deck", "the signed contract to Bongani"),
    ],
)
def test_no_own_subject(before: str, after: str) -> None:
    assert not own_subject(before, after)


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("Mr. Dubois is the new VP", "the photocopier's jammed again"),
        ("hot water's fixed", "the toilet in flat 9 is leaking"),
        ("Beatriz moved to Porto", "Tiago's at Farfetch now"),
        ("rent paid", "water bill is due friday"),
        ("call the plumber", "the boiler is still leaking"),
    ],
)
def test_own_subject(before: str, after: str) -> None:
    assert own_subject(before, after)


def test_a_list_of_objects_stays_one_to_do() -> None:
    found = _read("need to buy rice, plantain and palm oil by saturday")
    assert _todos(found) == [("buy rice, plantain and palm oil", "2027-09-04")]


# -- a statement about someone no form reads is asked about, never dropped -----------------------------


@pytest.mark.parametrize(
    "words",
    ["Tiago's at Farfetch now", "the new principal is Mrs Te Rangi", "LaToya starts as night dispatcher on the 15th",
     "Dr Mutua's now on nights"],
)  # fmt: skip
def test_about_someone(words: str) -> None:
    assert about_someone(words)


@pytest.mark.parametrize("words", ["the weather is lovely", "it was a long day", "buy the paint", "The Hague trip"])
def test_not_about_someone(words: str) -> None:
    assert not about_someone(words)


def test_an_unread_statement_about_someone_beside_a_read_one_is_asked() -> None:
    found = _read("Sione moved to Nuku'alofa and Mele's at Digicel these days")
    assert _facts(found)[:1] == [("Sione", "location", "Nuku'alofa")]
    assert any(isinstance(i, Unclear) and "Mele" in i.question for i in found) or len(_facts(found)) == 2


# -- one date for the whole list ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "actions", "due"),
    [
        ("email the landlord, book the van, and pack the kitchen — all by friday",
         ["email the landlord", "book the van", "pack the kitchen"], "2027-09-03"),
        ("pay the gardener, ring Auntie Fola and renew the parking permit - all tmrw",
         ["pay the gardener", "ring Auntie Fola", "renew the parking permit"], "2027-09-02"),
        ("return the library books and collect Yusuf's suit, both before saturday",
         ["return the library books", "collect Yusuf's suit"], "2027-09-03"),
        ("send the invoices out - all of them by the 10th", ["send the invoices out"], "2027-09-10"),
        ("order the cake, confirm the DJ, chase the florist – all by thurs 🙏",
         ["order the cake", "confirm the DJ", "chase the florist"], "2027-09-02"),
    ],
)  # fmt: skip
def test_a_date_for_all_is_each_to_dos(text: str, actions: list[str], due: str) -> None:
    todos = _todos(_read(text))
    assert [action for action, _ in todos] == actions
    assert all(d == due for _, d in todos)
    assert not any("all" in action.split() or "both" in action.split() for action, _ in todos)
