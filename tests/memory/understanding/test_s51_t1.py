"""Session 51 (t1): to-dos and messages of several parts. A capitalised word after a date's number is a
name ("jul 20 Lourdes lands"), and a to-do after a dated circumstance that reads only with a day ("have the
samples labelled") takes the circumstance's; a past verb before an occasion is news of it ("Dante scored
twice at football today"); a name after someone's school or club is no one a "her" means; an "it" after a
subject that does something to a thing ("the port owns the old pilot tug") is that thing; a consequence
said with a plain verb ("or payroll kills me") ends a to-do; an address's words are no words shared with
what was read; a thing that "went back" is a return done; a thing said last in a "list:" of to-dos is one
more (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, NewCommitment, ResolveEpisode, StateClaim
from tests.memory.understanding.reading import Reading

# Monday 7 December 2026
READ = Reading(datetime(2026, 12, 7, 9, 0, tzinfo=ZoneInfo("Europe/London")), ZoneInfo("Europe/London"))
# Tuesday 30 June 2043, evening, on Midway
MIDWAY = Reading(datetime(2043, 6, 30, 19, 20, tzinfo=ZoneInfo("Pacific/Midway")), ZoneInfo("Pacific/Midway"))


def _todos(found: list, reading: Reading = READ) -> list[tuple[str, str | None]]:
    return [(i.action, reading.when(i)) for i in found if isinstance(i, NewCommitment)]


# -- a date said first, then a circumstance, then the to-do it makes --------------------------------


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("jul 20 Lourdes lands in Honolulu, book her a hotel near the airport",
         ("book Lourdes a hotel near the airport", "Mon 20 00:00")),
        ("jul 20 Charles arrives, book a table", ("book a table", "Mon 20 00:00")),
        ("aug 3 James flies in, pick him up", ("pick him up", "Mon 03 00:00")),
        ("thurs week the cargo plane is in, have the blood samples labelled",
         ("have the blood samples labelled", "Thu 09 00:00")),
        ("friday the boss is in, have the figures printed", ("have the figures printed", "Fri 03 00:00")),
    ],
)  # fmt: skip
def test_a_dated_circumstance_dates_the_todo_after_it(text: str, todo: tuple[str, str]) -> None:
    assert _todos(MIDWAY(text), MIDWAY) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("need quotes from 3 roofers by friday", ("get quotes from 3 roofers", "Fri 03 00:00")),
        ("book 4 seats by friday", ("book 4 seats", "Fri 03 00:00")),
    ],
)
def test_a_plural_after_a_number_still_counts(text: str, todo: tuple[str, str]) -> None:
    assert _todos(MIDWAY(text), MIDWAY) == [todo]


@pytest.mark.parametrize("text", ["have the figures printed", "have the cupboard cleared"])
def test_a_thing_to_have_done_is_no_deed_done(text: str) -> None:
    found = MIDWAY(text)
    assert not [i for i in found if isinstance(i, CompleteCommitment)]
    assert _todos(found, MIDWAY) == [(text, None)]


# -- news of an occasion ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Dante scored twice at football today, proud papa",
        "Mia played brilliantly in the match today",
        "Kai won the race today",
    ],
)
def test_what_someone_did_at_an_occasion_is_news(text: str) -> None:
    assert not _todos(READ(text))


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("Fred's party sat", ("Fred's party", "Sat 12 00:00")),
        ("Ahmed bday sat", ("Ahmed bday", "Sat 12 00:00")),
        ("football sat 10am", ("football", "Sat 12 10:00")),
        ("school play friday 6pm", ("school play", "Fri 11 18:00")),
    ],
)
def test_a_diary_line_is_still_one(text: str, todo: tuple[str, str]) -> None:
    assert _todos(READ(text)) == [todo]


# -- whom a "her" means --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Ayanna's school is Castries Comprehensive, sign her trip form tonight",
        "Mia's school is St Mary's, email her teacher tmrw",
        "Ben's club is Vieux Fort United, drive him there sat",
    ],
)
def test_a_school_or_club_is_no_counterparty(text: str) -> None:
    found = READ(text)
    todos = [i for i in found if isinstance(i, NewCommitment)]
    assert todos and all(i.counterparty is None for i in todos), found


def test_a_coach_named_is_still_whom_a_him_means() -> None:
    found = READ("Mia's coach is Tom Reed, email him tmrw")
    assert [i.counterparty for i in found if isinstance(i, NewCommitment)] == ["Tom Reed"]


# -- what "it" means after a subject that does something to a thing --------------------------------


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("the port owns the old pilot tug, gotta tell Marcellin to stop taking it out",
         ("tell Marcellin to stop taking the old pilot tug out", None)),
        ("the council owns the hall, book it for sat", ("book the hall", "Sat 12 00:00")),
        ("the boss wants the report, send it tmrw", ("send the report", "Tue 08 00:00")),
        ("the storm damaged the shed roof, fix it sat", ("fix the shed roof", "Sat 12 00:00")),
        # the thing's own state: still the subject
        ("the truck needs new brakes, book it in for monday", ("book the truck in", "Mon 14 00:00")),
        ("the printer's jammed again, get it looked at tmrw", ("get the printer looked at", "Tue 08 00:00")),
    ],
)  # fmt: skip
def test_it_is_the_thing_done_to(text: str, todo: tuple[str, str | None]) -> None:
    assert _todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("the port owns the old pilot tug", [("old pilot tug", "owner", "port")]),
        ("the harbour owns the crane", [("crane", "owner", "harbour")]),
        ("the marina owns the slipway now", [("slipway", "owner", "marina")]),
    ],
)
def test_a_port_owns_things(text: str, facts: list[tuple[str, str, str]]) -> None:
    assert READ.facts(text) == facts


# -- what happens if not -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("end of the month - submit my timesheet or payroll kills me", ("submit my timesheet", "Thu 31 00:00")),
        ("submit the form or the boss fires me", ("submit the form", None)),
        ("tmrw call mum or she worries", ("call mum", "Tue 08 00:00")),
        # no consequence: two things either of which will do
        ("pick up milk or juice tmrw", ("pick up milk or juice", "Tue 08 00:00")),
    ],
)
def test_a_consequence_ends_no_todo(text: str, todo: tuple[str, str | None]) -> None:
    assert _todos(READ(text)) == [todo]


# -- a part beside a lifecycle change ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("sent Hattie the photos, her new email is hattie.reese@lowcountry.net",
         ("Hattie", "email", "hattie.reese@lowcountry.net")),
        ("sent Hattie the photos, her email is hattie@x.net", ("Hattie", "email", "hattie@x.net")),
        ("sent Hattie the photos, her email is bob@x.net", ("Hattie", "email", "bob@x.net")),
    ],
)  # fmt: skip
def test_an_address_shares_no_word_with_the_deed(text: str, fact: tuple[str, str, str]) -> None:
    found = READ(text)
    assert any(isinstance(i, CompleteCommitment) for i in found)
    assert [(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)] == [fact]


def test_thanks_by_name_is_no_part() -> None:
    assert [type(i) for i in READ("sent Hattie the photos, thanks hattie")] == [CompleteCommitment]


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("the life jackets went back", ["returned the life jackets"]),
        ("rent dropped off and the library books went back", ["rent", "returned the library books"]),
        ("the hired suit went back today", ["returned the hired suit"]),
    ],
)
def test_a_thing_gone_back_is_returned(text: str, done: list[str]) -> None:
    assert [i.action for i in READ(text) if isinstance(i, CompleteCommitment)] == done


@pytest.mark.parametrize("text", ["the clocks went back", "the kids went back", "the wifi went back"])
def test_what_goes_back_untaken_is_no_return(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, CompleteCommitment)]


def test_a_service_back_is_still_resolved() -> None:
    assert [type(i) for i in READ("the wifi went back")] == [ResolveEpisode]


# -- a list of to-dos ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        ("list: fuel the tug tmrw, drop Dante at practice sat, new gloves for the crew",
         [("fuel the tug", "Tue 08 00:00"), ("drop Dante at practice", "Sat 12 00:00"),
          ("new gloves for the crew", None)]),
        ("to do: fuel the tug, wash the car, new gloves for the crew",
         [("fuel the tug", None), ("wash the car", None), ("new gloves for the crew", None)]),
        ("todo: call the bank, fix the gate, oil change",
         [("call the bank", None), ("fix the gate", None), ("oil change", None)]),
    ],
)  # fmt: skip
def test_a_thing_last_in_a_list_of_todos(text: str, todos: list[tuple[str, str | None]]) -> None:
    assert _todos(READ(text)) == todos


def test_two_people_are_one_todo() -> None:
    assert _todos(READ("todo: email Ana, Bo")) == [("email Ana", None)]


# -- creole words, a day before what a deed is for ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("Gaspard gwine rebuild the fuel pump by the 30th", ("rebuild the fuel pump", "Wed 30 00:00", "Gaspard")),
        ("I gwine paint the hull sat", ("paint the hull", "Sat 12 00:00", "me")),
    ],
)
def test_gullah_going_to(text: str, todo: tuple[str, str, str]) -> None:
    assert [(i.action, READ.when(i), i.owner) for i in READ(text) if isinstance(i, NewCommitment)] == [todo]


def test_gullah_how_come_asks_no_todo() -> None:
    assert not _todos(READ("huccome the ferry always late on thursdays"))


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("Sablan's taking the skiff out to the reef sat to swap the hydrophones",
         ("take the skiff out to the reef to swap the hydrophones", "Sat 04 00:00", "Sablan")),
        ("Sablan will take the skiff out sat to swap the hydrophones",
         ("take the skiff out to swap the hydrophones", "Sat 04 00:00", "Sablan")),
        ("I'm driving to Hilo fri to pick up the parts", ("drive to Hilo to pick up the parts", "Fri 03 00:00", "me")),
        ("need to go to the bank tmrw to pay the rent", ("go to the bank to pay the rent", "Wed 01 00:00", "me")),
    ],
)  # fmt: skip
def test_a_day_before_what_the_deed_is_for(text: str, todo: tuple[str, str, str]) -> None:
    assert [(i.action, MIDWAY.when(i), i.owner) for i in MIDWAY(text) if isinstance(i, NewCommitment)] == [todo]


@pytest.mark.parametrize("text", ["we sat to eat", "she sat to wait"])
def test_sitting_is_no_day(text: str) -> None:
    assert not MIDWAY(text)


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("the budget for new fenders is 9000 EC, order them by the 31st", ("order new fenders", "Thu 31 00:00")),
        ("the quote for the new tyres is $600, order them fri", ("order the new tyres", "Fri 11 00:00")),
    ],
)
def test_them_is_the_things_a_figure_is_for(text: str, todo: tuple[str, str]) -> None:
    assert _todos(READ(text)) == [todo]


def test_them_of_a_person_is_no_thing() -> None:
    assert _todos(READ("the price for Tom is 50, call them")) == []


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("mum's car needs a service, book it in fri", "book mum's car"),
        ("my sister's bike is broken, fix it sat", "fix my sister's bike"),
        # a name's may be a place's: left as it was said
        ("Tilcara's broadband tower is down, gotta call Ramiro tmrw about it", "call Ramiro about it"),
        # a thing's part: the thing itself is what is booked in
        ("the van's clutch is slipping; book it into the garage for monday", "book the van into the garage"),
        # its own thing after the verb: still the subject
        ("the car failed its MOT, get it fixed by the 9th", "get the car fixed"),
        ("gym membership renews on the 3rd, cancel before", "cancel gym membership"),
    ],
)
def test_it_is_someones_thing_not_them(text: str, todo: str) -> None:
    assert [i.action for i in READ(text) if isinstance(i, NewCommitment)] == [todo]


def test_a_portuguese_title_before_a_name() -> None:
    found = READ("Seu Jadson's wife is Dona Lúcia, she runs the café by the quay, must take her the mango jam")
    facts = [(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)]
    assert ("café by the quay", "owner", "Seu Jadson") not in facts
    assert [(i.action, i.counterparty) for i in found if isinstance(i, NewCommitment)] == [
        ("take Dona Lúcia the mango jam", "Dona Lúcia")
    ]
