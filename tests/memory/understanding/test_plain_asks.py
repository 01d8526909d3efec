"""Tests for everyday questions answered from stored commitments, facts and issues rather than
by quoting old messages: a deadline asked by name, a thing's status, who is doing a thing,
whether a fact still holds, and wh-words typed with a slip ("whta's", "teh")."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 7, 9, 0, tzinfo=LONDON)
PLAYED_NOW = "2026-12-07T09:00:00+00:00"
READ = Reading(NOW, LONDON)
QUOTED = "“"  # the recall fallback quotes the old message




@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("whats the deadline for the deck", "deck"),
        ("what's the tv licence deadline", "tv licence"),
        ("tv licence deadline?", "tv licence"),
        ("deck due when?", "deck"),
        ("due date for the grant?", "grant"),
        ("when does the tv licence need renewing", "tv licence"),
        ("when's teh deck due", "deck"),
        ("plumber when?", "plumber"),
    ],
)
def test_a_deadline_asked_by_name_is_its_due(text: str, thing: str) -> None:
    (asked,) = READ.asked(text)
    assert (asked.kind, asked.subject) == ("when_due", thing)


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("status of the vpn?", "vpn"),
        ("vpn status?", "vpn"),
        ("what's happening with the boiler", "boiler"),
        ("what's the situation with the lift?", "lift"),
        ("hows the vpn", "vpn"),
        ("how's the deck coming along?", "deck"),
        ("where are we with the deck", "deck"),
    ],
)
def test_a_status_asked_is_the_things_state(text: str, topic: str) -> None:
    (asked,) = READ.asked(text)
    assert (asked.kind, asked.subject) == ("issue", topic)


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("whos doing the venue?", "venue"),
        ("who's got the venue", "venue"),
        ("who is sorting the catering?", "catering"),
        ("who's sending the contract?", "contract"),
        ("who has the keys", "keys"),
        ("is raj still handling the venue?", "venue"),
    ],
)
def test_who_is_doing_a_thing_asks_its_owner(text: str, thing: str) -> None:
    (asked,) = READ.asked(text)
    assert (asked.kind, asked.subject, asked.predicate) == ("fact", thing, "owner")


@pytest.mark.parametrize(
    ("text", "who", "predicate"),
    [
        ("is maya still head of design?", "maya", "role"),
        ("is Maya Chen still head of design?", "Maya Chen", "role"),
        ("is maya head of design?", "maya", "role"),
        ("does lee still live in porto", "lee", "location"),
        ("does Ana still work at Deloitte?", "Ana", "employer"),
    ],
)
def test_whether_a_fact_still_holds_asks_the_fact(text: str, who: str, predicate: str) -> None:
    (asked,) = READ.asked(text)
    assert (asked.kind, asked.subject, asked.predicate) == ("fact", who, predicate)


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("is lee still in porto?", "lee"),
        ("is Ruth still in marketing?", "Ruth"),  # a town, a team or an employer: all held about her says
        ("is Dominika still at Stripe?", "Dominika"),
        ("is Kwame still on B shift?", "Kwame"),
        ("what's omar up to", "omar"),
    ],
)
def test_whether_someone_is_still_somewhere_asks_about_them(text: str, who: str) -> None:
    (asked,) = READ.asked(text)
    assert (asked.kind, asked.subject) == ("about", who)


@pytest.mark.parametrize(
    "text",
    [
        "what's the deadline?",
        "who's on call this week?",
        "is sam ok?",
        "is it still raining?",
        "who's doing what for me?",
    ],
)
def test_other_questions_are_not_read_so(text: str) -> None:
    (asked,) = READ.asked(text)
    assert (asked.kind, asked.predicate) not in (("when_due", None), ("fact", "owner"), ("fact", "role"))


@pytest.mark.parametrize(("text", "thing"), [("is the deck done", "deck"), ("is the report finished yet?", "report")])
def test_is_a_thing_done_asks_whether_its_to_do_is(text: str, thing: str) -> None:
    (asked,) = READ.asked(text)
    assert (asked.kind, asked.subject, asked.predicate) == ("when_due", thing, "done")


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("how many things are overdue", "overdue"),
        ("how many tasks do i have", "open"),
        ("how many things are on my list?", "open"),
        ("who am i waiting on", "theirs"),
        ("whos waiting on me", "owed"),
    ],
)
def test_counts_and_waits_ask_the_list(text: str, kind: str) -> None:
    (asked,) = READ.asked(text)
    assert (asked.kind, asked.subject) == (kind, None)


@pytest.mark.parametrize("text", ["how are the kids", "how's the weather?", "how many people are coming?"])
def test_small_talk_asked_is_no_question_about_a_thing(text: str) -> None:
    (asked,) = READ.asked(text)
    assert asked.kind not in ("issue", "open", "overdue")


@pytest.mark.parametrize("text", ["whta's due tomorrow", "waht's due tmrw"])
def test_a_slipped_what_still_asks(text: str) -> None:
    assert READ.asked(text)[0].kind == "due_week"


async def test_answered_from_what_is_stored(tmp_path: Path) -> None:
    before = [
        "I'll finish the deck by thursday",
        "I'll renew the TV licence by the 20th",
        "Omar will send the contract by wed",
        "I promised Sam I'd send the floor plan by friday",
        "Raj is handling the venue",
        "Maya is head of design",
        "Maya is now VP design",
        "Lee moved to Porto",
        "the vpn is down",
    ]

    def case(say: str, answer: list[str]) -> dict[str, object]:
        return {"before": before, "say": say, "expect": {"answer": answer, "answer_excludes": [QUOTED]}}

    cases = [
        case("whats the deadline for the deck", ["deck", "10 December"]),
        case("deck due when?", ["10 December"]),
        case("when does the tv licence need renewing", ["20 December"]),
        case("status of the vpn?", ["vpn", "open"]),
        case("whos doing the venue?", ["Raj"]),
        case("who's sending the contract?", ["Omar", "contract"]),
        case("who is doing the floor plan", ["You", "floor plan"]),
        case("is maya still head of design?", ["VP design"]),
        case("is lee still in porto?", ["Porto"]),
        case("whta's due tomorrow", ["Nothing due"]),
        case("what did I say I'd do for Sam", ["floor plan"]),
        case("what's on the list", ["deck", "contract"]),
        case("how's the deck coming along?", ["Not yet", "deck"]),
        case("is the deck done", ["Not yet", "deck"]),
        case("deck?", ["deck", "10 December"]),
        case("vpn?", ["vpn", "open"]),
        case("whos waiting on me", ["floor plan"]),
    ]
    assert await failures(tmp_path, PLAYED_NOW, "Europe/London", cases) == []
