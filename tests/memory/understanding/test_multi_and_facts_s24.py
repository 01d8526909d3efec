"""Messages of two intents and facts, read whole: "the till" is a till, not "until"; a name with an
accented initial promises like any other; a plan said "instead" after a cancellation without its
"gonna"; a preference and a fact of the same person after "and her …"; a fact of "it" about the
thing the clause before named; a change said in the present ("changes to Oskar from the 14th");
a vague effective date asked about; a hyphenated name that holds a month's letters ("Min-jun"); a
kin word ending in "s" ("sis"); a diary line's -ing verb in its plain form; a fault said with
"anyway"; "who's coming tonight" recalled, never a role of "coming"."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding.intents import (
    CancelCommitment,
    MoveCommitment,
    NewCommitment,
    OpenEpisode,
    Question,
    StateClaim,
    Unclear,
)
from tests.memory.understanding.reading import Reading

TZ = ZoneInfo("Europe/London")
NOW = datetime(2029, 6, 28, 10, 0, tzinfo=TZ)  # a Thursday
read = Reading(NOW, TZ)


def _facts(text: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in read(text) if isinstance(i, StateClaim)]


def _todos(text: str) -> list[tuple[str, str]]:
    return [(i.action, i.owner) for i in read(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("need to reconcile the till by eod", "reconcile the till"),
        ("POS is back up, need to reconcile the till by eod", "reconcile the till"),
        ("count the till tonight", "count the till"),
        ("gotta empty our till at 5pm", "empty our till"),
    ],
)
def test_a_till_after_an_article_is_a_thing_not_until(text: str, action: str) -> None:
    todos = [i for i in read(text) if isinstance(i, NewCommitment)]
    assert [t.action for t in todos] == [action]
    assert todos[0].due is not None


def test_till_as_until_still_bounds_a_time() -> None:
    todos = [i for i in read("stay at the office till 9pm fri") if isinstance(i, NewCommitment)]
    assert all("till" not in t.action for t in todos)


@pytest.mark.parametrize(
    ("text", "owner", "action"),
    [
        ("Ícaro will pick up the guests at 9am sat", "Ícaro", "pick up the guests"),
        ("Élodie will send the deck by fri", "Élodie", "send the deck"),
        ("Øyvind is going to fix the gate tmrw", "Øyvind", "fix the gate"),
    ],
)
def test_a_name_with_an_accented_initial_makes_a_promise(text: str, owner: str, action: str) -> None:
    assert _todos(text) == [(action, owner)]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("the turtle tour is off. gonna book the whale trip by fri instead", "book the whale trip"),
        ("the tour is off. will book the whale trip by fri instead", "book the whale trip"),
        ("drinks are cancelled. we're going to do lunch on the 3rd instead", "do lunch"),
    ],
)
def test_a_plan_instead_of_a_cancelled_one_drops_its_words_of_intent(text: str, action: str) -> None:
    found = read(text)
    assert any(isinstance(i, CancelCommitment) for i in found)
    assert [i.action for i in found if isinstance(i, NewCommitment)] == [action]


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "Isadora prefers whatsapp for bookings and her email is isa@maredive.com.br",
            [("Isadora", "preference", "whatsapp"), ("Isadora", "email", "isa@maredive.com.br")],
        ),
        (
            "Bruno prefers calls and his email is bruno@example.com",
            [("Bruno", "preference", "calls"), ("Bruno", "email", "bruno@example.com")],
        ),
        (
            "Kemal prefers tea and his office is on level 3",
            [("Kemal", "preference", "tea"), ("Kemal", "office", "on level 3")],
        ),
    ],
)
def test_a_fact_after_a_preference_is_its_own(text: str, facts: list[tuple[str, str, str]]) -> None:
    assert _facts(text) == facts


def test_a_preference_scope_stops_before_the_next_fact() -> None:
    claims = [i for i in read("Isadora prefers whatsapp for bookings and her email is isa@x.com") if
              isinstance(i, StateClaim) and i.preference]  # fmt: skip
    assert [c.scope for c in claims] == ["bookings"]


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "the budget for the reef cleanup is 12k and Sofia owns it",
            [("reef cleanup", "budget", "12k"), ("reef cleanup", "owner", "Sofia")],
        ),
        (
            "the budget for the gala is 40k, Dev owns it",
            [("gala", "budget", "40k"), ("gala", "owner", "Dev")],
        ),
    ],
)
def test_it_in_a_second_fact_is_the_thing_of_the_first(text: str, facts: list[tuple[str, str, str]]) -> None:
    assert _facts(text) == facts


@pytest.mark.parametrize("text", ["Ana moved to Lisbon and Tom owns it", "Sofia owns it"])
def test_it_of_no_thing_said_before_is_asked(text: str) -> None:
    found = read(text)
    assert not [i for i in found if isinstance(i, StateClaim) and i.predicate == "owner"]
    assert any(isinstance(i, Unclear) and "“it”" in i.question for i in found)


@pytest.mark.parametrize(
    ("text", "fact", "day"),
    [
        ("Priya's manager changes to Oskar from the 14th", ("Priya", "manager", "Oskar"), 14),
        ("Tom's email switches to tom@new.com from the 2nd", ("Tom", "email", "tom@new.com"), 2),
        ("Ana's email will change to ana@new.com from the 1st", ("Ana", "email", "ana@new.com"), 1),
    ],
)
def test_a_change_said_ahead_in_the_present(text: str, fact: tuple[str, str, str], day: int) -> None:
    claims = [i for i in read(text) if isinstance(i, StateClaim)]
    assert [(c.subject, c.predicate, c.value) for c in claims] == [fact]
    assert claims[0].effective is not None and claims[0].effective.start.astimezone(TZ).day == day


@pytest.mark.parametrize(
    "text",
    [
        "Ofelia takes over the archive mid feb",
        "Ofelia takes over the archive early march",
        "Tala takes over sales late next month",
    ],
)
def test_a_fact_from_a_vague_window_is_asked(text: str) -> None:
    found = read(text)
    assert [type(i) for i in found] == [Unclear]
    assert "no exact day" in found[0].question


def test_a_fact_from_a_month_is_kept() -> None:
    assert _facts("Tala takes over sales in feb") == [("sales", "owner", "Tala")]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Min-jun Park runs the design studio", ("design studio", "owner", "Min-jun Park")),
        ("Jun-ho Lee is our new CFO", ("Jun-ho Lee", "role", "CFO")),
        ("Mar-Lou Santos runs the print shop", ("print shop", "owner", "Mar-Lou Santos")),
    ],
)
def test_a_hyphenated_name_is_no_month(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("sis bday is jan 12", "sis"),
        ("sis bday is jan 12, get her something", "sis"),
        ("James bday is the 4th", "James"),
        ("Anas bday is jan 3", "Ana"),
    ],
)
def test_a_word_ending_in_its_own_s_keeps_it(text: str, subject: str) -> None:
    assert [(s, p) for s, p, _ in _facts(text)] == [(subject, "birthday")]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Dad gets in at 9 tmrw, collecting him", "collect Dad"),
        ("Mum lands at 6 tmrw, picking her up", "pick Mum up"),
        ("tmrw: picking up the cake", "pick up the cake"),
        ("tmrw, meeting Ana at 3", "meet Ana"),
    ],
)
def test_a_diary_lines_ing_verb_is_the_plain_to_do(text: str, action: str) -> None:
    assert [a for a, _ in _todos(text)] == [action]


@pytest.mark.parametrize("text", ["fri: training session", "sat - hosting book club"])
def test_an_occasion_in_ing_keeps_its_name(text: str) -> None:
    assert all(not a.startswith(("train ", "host ")) for a, _ in _todos(text))


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("ferry tix → thurs, and the booking site is broken anyway", "booking site"),
        ("the booking site is broken anyway", "booking site"),
        ("the printer is jammed tho", "printer"),
    ],
)
def test_a_fault_said_with_a_closing_word(text: str, topic: str) -> None:
    assert [i.topic for i in read(text) if isinstance(i, OpenEpisode)] == [topic]


def test_the_move_before_the_fault_is_kept() -> None:
    found = read("ferry tix → thurs, and the booking site is broken anyway")
    assert [type(i) for i in found] == [MoveCommitment, OpenEpisode]


@pytest.mark.parametrize("text", ["who's coming tonight", "who is driving on friday?", "who's coming"])
def test_who_does_a_thing_is_no_role_question(text: str) -> None:
    found = read(text)
    assert len(found) == 1 and isinstance(found[0], Question)
    assert not (found[0].kind == "fact" and found[0].predicate == "role")


@pytest.mark.parametrize(("text", "predicate"), [("who is running the offsite", "owner"), ("who's Lena", "role")])
def test_who_of_a_thing_or_a_person_is_still_a_fact_question(text: str, predicate: str) -> None:
    found = read(text)
    assert len(found) == 1 and isinstance(found[0], Question) and found[0].predicate == predicate


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("the offsite is in Lisbon this year", ("offsite", "location", "Lisbon")),
        ("the offsite is in Lisbon", ("offsite", "location", "Lisbon")),
        ("the conference is at the ExCeL", ("conference", "location", "ExCeL")),
        ("our team retro is in the Oak room", ("team retro", "location", "Oak room")),
    ],
)
def test_where_an_occasion_is_held(text: str, fact: tuple[str, str, str]) -> None:
    claims = [i for i in read(text) if isinstance(i, StateClaim)]
    assert [(c.subject, c.predicate, c.value) for c in claims] == [fact]
    assert claims[0].effective is None  # "this year" says which one, not since when


@pytest.mark.parametrize("text", ["the wedding is in June", "the call is at 3", "the party is at Jo's on sat"])
def test_an_occasion_with_a_day_is_no_place(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, StateClaim) and i.predicate == "location"]


@pytest.mark.parametrize(
    ("text", "cancelled"),
    [
        ("main pump fixed, no need for the seals now", "seals"),
        ("printer fixed, not ordering the toner after all", "order the toner"),
    ],
)
def test_a_cancellation_after_a_fix_is_kept_though_said_in_the_negative(text: str, cancelled: str) -> None:
    found = read(text)
    assert [i.action for i in found if isinstance(i, CancelCommitment)] == [cancelled]
    assert len(found) == 2


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("from monday Tala will be head of sales", ("Tala", "role", "head of sales")),
        ("from monday, Tala will be head of sales", ("Tala", "role", "head of sales")),
        ("starting next week Tala will be the new office manager", ("Tala", "role", "office manager")),
    ],
)
def test_a_role_to_come_with_its_date_said_first(text: str, fact: tuple[str, str, str]) -> None:
    claims = [i for i in read(text) if isinstance(i, StateClaim)]
    assert [(c.subject, c.predicate, c.value) for c in claims] == [fact]
    assert claims[0].effective is not None


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Jess is leaving end of month, her last day's the 30th", ("Jess", "last day")),
        ("Jess is leaving, her last day's the 30th", ("Jess", "last day")),
        ("Mr Okafor is retiring, his last day is friday", ("Mr Okafor", "last day")),
    ],
)
def test_her_fact_after_a_clause_naming_her(text: str, fact: tuple[str, str]) -> None:
    assert [(s, p) for s, p, _ in _facts(text)] == [fact]


def test_her_is_never_a_man_named_by_title() -> None:
    assert _facts("Mr Okafor is retiring, her last day is friday") == []


@pytest.mark.parametrize(
    ("text", "fact"),
    [("our IT budget is $38,000 now", ("IT", "budget", "$38,000")), ("Bo runs IT", ("IT", "owner", "Bo"))],
)
def test_it_the_department_is_no_pronoun(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]
