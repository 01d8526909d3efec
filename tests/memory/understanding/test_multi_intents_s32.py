"""Two facts in one line, the second lost or misread (session 32): "… and Leocadia will be his
manager from next mon" is whose manager she will be (recap kept Leocadia's role "manager"), and
"Amparo's on the finance team now, manager's Leónidas" names Amparo's manager with her "her" left out
(recap kept only the team)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("America/Santiago")
READ = Reading(datetime(2031, 7, 25, 9, 0, tzinfo=ZONE), ZONE, fmt="%Y-%m-%d")  # a Friday
SESSION = "2031-07-25T09:00:00-04:00"


def _facts(text: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in READ(text) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Leocadia will be his manager from next mon", ("him", "manager", "Leocadia")),
        ("Leocadia'll be her new boss from monday", ("her", "manager", "Leocadia")),
        ("Rui will be Ana's manager from the 1st", ("Ana", "manager", "Rui")),
        ("Leocadia is going to be their manager", ("them", "manager", "Leocadia")),
    ],
)
def test_someone_who_will_be_a_persons_manager_is_that_persons_manager(text: str, fact: tuple[str, str, str]) -> None:
    """"X will be his/Ana's manager" is whose manager X will be, never X's role."""
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Tala will be head of sales from monday", ("Tala", "role", "head of sales")),
        ("Sato will be the new project manager from next month", ("Sato", "role", "project manager")),
    ],
)
def test_a_role_to_come_is_still_the_role(text: str, fact: tuple[str, str, str]) -> None:
    """With no one whose it is, "will be <role> from <day>" stays the person's role."""
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Amparo's on the finance team now, manager's Leónidas",
         [("Amparo", "team", "finance"), ("Amparo", "manager", "Leónidas")]),
        ("Amparo joined finance, manager is Leónidas",
         [("Amparo", "team", "finance"), ("Amparo", "manager", "Leónidas")]),
        ("Amparo moved to Lisbon, new manager is Leónidas",
         [("Amparo", "location", "Lisbon"), ("Amparo", "manager", "Leónidas")]),
        ("Kwame joined Ops, new desk is 4B", [("Kwame", "team", "Ops"), ("Kwame", "desk", "4B")]),
        ("I'm on the finance team now, manager's Leónidas", [("me", "team", "finance"), ("me", "manager", "Leónidas")]),
    ],
)
def test_an_attribute_after_a_fact_about_someone_is_theirs(text: str, facts: list[tuple[str, str, str]]) -> None:
    """"<person> <fact>, manager's <name>": the attribute is the same person's."""
    assert _facts(text) == facts


@pytest.mark.parametrize(
    ("text", "whom"),
    [
        ("my sister's moving to Leeds in april, need to help her move on the 12th", None),
        ("my mum flew to Lagos, need to call her sat", None),
        ("Ana's moving to Leeds in april, need to help her move on the 12th", "Ana"),
        ("I met Ana at the gym, need to text her tmrw", "Ana"),
    ],
)
def test_her_is_never_a_place_just_named(text: str, whom: str | None) -> None:
    """"Moving to Leeds …, help her move": "her" is a person, never the place the line went to."""
    [todo] = [i for i in READ(text) if isinstance(i, NewCommitment)]
    assert todo.counterparty == whom


@pytest.mark.parametrize(
    "text",
    [
        "Sam's email is sam@acme.io and his number's 0161 555 0101",
        "Sam's email is sam@acme.io and his number is 0161 555 0101",
        "Sam's number's 0161 555 0101 and his email is sam@acme.io",
    ],
)
def test_two_contacts_in_one_line_are_two_facts(text: str) -> None:
    """An email and a number said together are two facts, the number never inside the email's value."""
    assert sorted(_facts(text)) == [("Sam", "email", "sam@acme.io"), ("Sam", "phone", "0161 555 0101")]


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Amparo moved to Lisbon, manager is happy", [("Amparo", "location", "Lisbon")]),
        ("Ines is the new CTO; title: VP Eng", [("Ines", "role", "CTO")]),
    ],
)
def test_no_attribute_is_made_up_after_a_fact(text: str, facts: list[tuple[str, str, str]]) -> None:
    """A mood is no manager, and a second value of the same thing is not read as both."""
    assert _facts(text) == facts


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        ("remind me to call the vet tmrw and also to book the MOT by the 20th",
         [("call the vet", "2031-07-26"), ("book the MOT", "2031-08-20")]),
        ("need to call the vet tmrw and also to book the MOT by the 20th",
         [("call the vet", "2031-07-26"), ("book the MOT", "2031-08-20")]),
        ("remind me to call the vet tmrw and email Sam by fri",
         [("call the vet", "2031-07-26"), ("email Sam", "2031-08-01")]),
    ],
)
def test_a_reminder_and_another_to_do_are_two(text: str, todos: list[tuple[str, str]]) -> None:
    """"Remind me to X and also to Y": two to-dos, each its own due, the "to" said again dropped."""
    assert READ.todos(READ(text)) == todos


@pytest.mark.parametrize(
    "text",
    [
        "remind me to call the vet tmrw and the car needs an MOT by the 20th",
        "remind me to call the vet tmrw and also the car needs an MOT by the 20th",
        "remind me to call the vet tmrw, also the car needs an MOT by the 20th",
    ],
)
def test_a_clause_of_its_own_after_a_reminder_is_never_the_reminders_object(text: str) -> None:
    """"… and the car needs an MOT": a clause with its own subject, never "call the car needs an MOT"."""
    found = READ(text)
    assert READ.todos(found) == [("call the vet", "2031-07-26")]
    assert len(found) == 2 and not any("car needs" in getattr(i, "action", "") for i in found)


@pytest.mark.parametrize(
    ("text", "owner", "action"),
    [
        ("called the insurer, they'll send the forms by thurs", "insurer", "send the forms"),
        ("called the insurer. they'll send the forms by thurs", "insurer", "send the forms"),
        ("rang the garage, they're fixing the brakes tmrw", "garage", "fix the brakes"),
        ("called the broker, he'll send the forms tmrw", "broker", "send the forms"),
    ],
)
def test_a_firm_reached_speaks_as_they(text: str, owner: str, action: str) -> None:
    """"Called the insurer, they'll send …": the firm's promise, as "called the broker, he'll …" is his."""
    assert [(a, o) for a, o, _ in READ.owned(READ(text))] == [(action, owner)]


@pytest.mark.parametrize("text", ["rang the kids, they're fine", "called the bank, they said it's fine"])
def test_they_of_no_promise_keeps_nothing(text: str) -> None:
    """What "they" say or are, with no promise, keeps no to-do of theirs."""
    assert READ.owned(READ(text)) == []


@pytest.mark.parametrize(
    "text",
    [
        "Marta will need a laptop by the 1st",
        "Marta's gonna need a laptop by the 1st",
        "Marta is going to need a laptop by the 1st",
        "Marta starts on the 1st and she'll need a laptop by then",
    ],
)
def test_someones_need_to_come_is_no_deed_of_theirs(text: str) -> None:
    """"Marta will need a laptop": her need, never her to-do "need a laptop" (nor "laptop for the she'll")."""
    found = READ(text)
    assert READ.owned(found) == []
    offered = [i.proposal.action for i in found if getattr(i, "proposal", None) is not None]
    assert not any("she'll" in action or "going to" in action for action in offered)


@pytest.mark.parametrize(
    ("text", "action"),
    [("the van will need new tyres before the 20th", "new tyres for the van"),
     ("the van needs new tyres before the 20th", "new tyres for the van")],
)
def test_a_things_need_to_come_is_asked_about(text: str, action: str) -> None:
    """A thing's need by a day, said ahead ("will need"), is offered as the thing's, never "the van will"'s."""
    [asked] = READ(text)
    assert asked.proposal is not None and asked.proposal.action == action


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        ("Hamish is doing the quotes, will email them monday", [("email them", "Hamish", "2031-07-28")]),
        ("Caetano's doing the seating plan", [("do the seating plan", "Caetano", None)]),
    ],
)
def test_a_job_said_beside_its_dated_promise_is_the_promise(
    text: str, todos: list[tuple[str, str, str | None]]
) -> None:
    """Someone doing a thing, then a dated promise of theirs about it: the promise alone is kept."""
    assert READ.owned(READ(text)) == todos


@pytest.mark.parametrize(
    ("text", "whom"),
    [
        ("Dami's back from leave mon and wants the handover notes by tues", "Dami"),
        ("Dami's back from leave mon, wants the handover notes by tues", "Dami"),
        ("Tanya took over as regional manager, wants the pipeline report by eow", "Tanya"),
    ],
)
def test_what_someone_just_named_wants_is_sent_to_them(text: str, whom: str) -> None:
    """"<person> <fact> and wants X by <day>": the user sends them X, never a to-do "wants X"."""
    [todo] = [i for i in READ(text) if isinstance(i, NewCommitment)]
    assert (todo.action, todo.counterparty) == (f"send {whom} the " + todo.action.split(" the ", 1)[1], whom)
    assert not todo.action.startswith("wants")


async def test_played_through_the_bot(tmp_path: Path) -> None:
    """Both facts stored, with their days."""
    cases = [
        {"say": "Efraín took over the warehouse on the 20th and Leocadia will be his manager from next mon",
         "expect": {"facts": [
             {"subject": "warehouse", "predicate": "owner", "value": "Efraín", "from": "2031-07-20"},
             {"subject": "Efraín", "predicate": "manager", "value": "Leocadia", "from": "2031-07-28"}]}},
        {"say": "Bruna joined the Recife office and Caio will be her manager from the 1st",
         "expect": {"facts": [
             {"subject": "Bruna", "predicate": "location", "value": "Recife office"},
             {"subject": "Bruna", "predicate": "manager", "value": "Caio", "from": "2031-08-01"}]}},
        {"say": "Amparo's on the finance team now, manager's Leónidas",
         "expect": {"facts": [{"subject": "Amparo", "predicate": "team", "value": "finance"},
                              {"subject": "Amparo", "predicate": "manager", "value": "Leónidas"}]}},
        # whose old team "her" names, in the line that named her
        {"say": "Sofia is now head of design and Marco takes over her old team from monday",
         "expect": {"facts": [{"subject": "Sofia", "predicate": "role", "value": "head of design"},
                              {"subject": "Sofia's old team", "predicate": "owner", "value": "Marco",
                               "from": "2031-07-28"}]}},
        # "it" booked in, after the one thing in trouble
        {"before": ["the car's been making a rattling noise for a week"],
         "say": "mechanic says it's the exhaust, booked it in for thurs",
         "expect": {"commitments": [{"action": "car booked in", "due": "2031-07-31"}]}},
        {"say": "booked it in for thurs", "expect": {"ask": True}},
        {"say": "Tomás left and Ana takes over his clients",
         "expect": {"facts": [{"subject": "Tomás' clients", "predicate": "owner", "value": "Ana"}]}},
    ]
    assert await failures(tmp_path, SESSION, "America/Santiago", cases) == []
