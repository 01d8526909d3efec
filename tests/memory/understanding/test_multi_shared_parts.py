"""What the parts of one message share (pure ``extract`` and ``dangling``): a day said once
for a run of to-dos, a new subject that ends a fact's value, an "it" that means the thing
named just before, and a thing on a list that names nothing. The wordings are this file's own,
not any corpus's."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    Intent,
    MoveCommitment,
    NewCommitment,
    OpenEpisode,
    StateClaim,
    Unclear,
    dangling,
    extract,
)

TZ = ZoneInfo("Europe/London")
NOW = datetime(2027, 9, 1, 9, 0, tzinfo=TZ)  # a Wednesday


def _read(text: str) -> list[Intent]:
    return extract(text, now=NOW, tz=TZ)


def _todos(text: str) -> list[tuple[str, str | None]]:
    """(action, local due as written to the minute, or the date) of each to-do read."""
    out = []
    for i in _read(text):
        if isinstance(i, MoveCommitment) and isinstance(i.otherwise, NewCommitment):
            i = i.otherwise
        if not isinstance(i, NewCommitment):
            continue
        due = None
        if i.due is not None:
            local = i.due.start.astimezone(TZ)
            due = local.strftime("%Y-%m-%dT%H:%M") if i.due.precision.value == "instant" else local.date().isoformat()
        out.append((i.action, due))
    return out


# -- a time said alone takes the day said before it in the message -----------------------------


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        (
            "thursday i need to collect the cake from Dolce and drop it at the barn by 2",
            ("drop the cake at the barn", "2027-09-02T14:00"),
        ),
        (
            "Saturday I'll pick up Nonna at 10 and then take her to the market at 11:30",
            ("take her to the market", "2027-09-04T11:30"),
        ),
        ("on fri collect the suit & drop it at Ahmed's by 6pm", ("drop the suit at Ahmed's", "2027-09-03T18:00")),
        (
            "tmrw i have to fetch Siyabonga from the airport and drop the hire car back by 4pm",
            ("drop the hire car back", "2027-09-02T16:00"),
        ),
    ],
)
def test_a_time_said_alone_takes_the_day_said_before(text: str, todo: tuple[str, str]) -> None:
    assert todo in _todos(text)


def test_a_time_said_first_keeps_today() -> None:
    todos = dict(_todos("pick up Chidi at 3:15 and the dry cleaning at 4"))
    assert all(due is None or due.startswith("2027-09-01") for due in todos.values())


def test_a_day_said_after_a_to_do_is_that_to_dos_own() -> None:
    """ "collect the suit on fri & drop it at Ahmed's by 6pm": the day does not lead the
    sentence, so it is the suit's; "by 6pm" is today's."""
    todos = dict(_todos("collect the suit on fri & drop it at Ahmed's by 6pm"))
    assert todos["collect the suit"] == "2027-09-03"
    assert todos["drop the suit at Ahmed's"] == "2027-09-01T18:00"


def test_it_is_never_the_it_department() -> None:
    assert ("call IT", "2027-09-02") in _todos("printer's dead again, I'll call IT tmrw")


# -- "then": the next errand of the same day ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        (
            "grab bin bags, bleach and sponges for the flat tomorrow, then do the banking",
            ("do the banking", "2027-09-02"),
        ),
        ("fri: pay Kemi back, then book the vet", ("book the vet", "2027-09-03")),
        ("on friday collect the keys from Tomás then sweep the flat", ("sweep the flat", "2027-09-03")),
        ("drop Ama at ballet at 4, then get groceries", ("get groceries", "2027-09-01")),
        ("renew Zeynep's bus pass tmrw, after that email the landlord", ("email the landlord", "2027-09-02")),
    ],
)
def test_a_then_todo_takes_the_day_before_it(text: str, todo: tuple[str, str]) -> None:
    assert todo in _todos(text)


def test_a_deadline_is_not_the_day_of_what_follows() -> None:
    """ "by the 3rd" says when the invoices must be sorted, not when the quote is chased."""
    assert ("chase the Jansen quote", None) in _todos("sort invoices by the 3rd, after that chase the Jansen quote")


# -- a new subject and its verb end a value ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("Esi's our new head chef and the walk-in is leaking again 🙄", "Esi", "head chef"),
        ("kwame's my new line manager and the vpn keeps dropping", "me", "kwame"),  # the user's manager
        ("Dr Okafor's my GP and the clinic lift is broken", "Dr Okafor", "GP"),
    ],
)
def test_a_new_subject_ends_the_value_before_it(text: str, subject: str, value: str) -> None:
    found = _read(text)
    facts = [(i.subject, i.value) for i in found if isinstance(i, StateClaim)]
    assert (subject, value) in facts
    assert any(isinstance(i, OpenEpisode) for i in found)


# -- "it": the thing the clause before was about -------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("app's fixed but Gord says van 9 needs new brakes, book it in for monday", "book van 9 in"),
        ("the printer's jammed again, get it looked at tmrw", "get the printer looked at"),
        ("my laptop died - take it to the repair shop on sat", "take my laptop to the repair shop"),
    ],
)
def test_it_is_the_thing_named_before(text: str, action: str) -> None:
    assert action in [a for a, _ in _todos(text)]


@pytest.mark.parametrize(
    "text",
    [
        "Gord needs a lift, sort it tmrw",  # a person: not what "it" means
        "the tyres on the Hilux are bald, get it booked in friday",  # a plural
    ],
)
def test_it_is_left_when_nothing_it_could_mean_is_named(text: str) -> None:
    actions = [a for a, _ in _todos(text)]
    assert actions
    assert all("it" in a.split() for a in actions)


# -- a thing that names nothing: recap asks what it is -------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "do the usual stuff on monday",
        "sort the thing for Ade and the other thing by friday",
        "need to do the same thing for Ngozi and the other stuff tmrw",
        "gotta finish the whole thing b4 thurs",
    ],
)
def test_a_thing_that_names_nothing_is_asked_about(text: str) -> None:
    todos = [
        i.otherwise if isinstance(i, MoveCommitment) else i
        for i in _read(text)
        if isinstance(i, NewCommitment) or (isinstance(i, MoveCommitment) and isinstance(i.otherwise, NewCommitment))
    ]
    assert todos
    assert all(isinstance(t, NewCommitment) and dangling(t, text, now=NOW, tz=TZ) for t in todos)


@pytest.mark.parametrize(
    "text",
    [
        "loop in Ibrahim on the permit thing",
        "email the deck and the budget to Ana by fri",
        "call Wanjiru about the gym thing",
    ],
)
def test_a_thing_with_a_name_is_kept(text: str) -> None:
    todos = [i for i in _read(text) if isinstance(i, NewCommitment)]
    assert todos
    assert not any(dangling(t, text, now=NOW, tz=TZ) for t in todos)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("CAT tool licence expired — need to renew it before the Costa job on friday", "renew CAT tool licence"),
        ("the boiler's making that noise again so I'll get it serviced thurs", "get the boiler serviced"),
        ("the car failed its MOT and I have to get it fixed by the 9th", "get the car fixed"),
    ],
)
def test_it_is_the_subject_before_a_to_do_intro(text: str, action: str) -> None:
    assert action in [a for a, _ in _todos(text)]


# -- a second clause that would be lost ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("fixed the leak at 3A, next up the boiler at 5C on thurs", ("fix the boiler at 5C", "2027-09-02")),
        ("paid the gas bill - next: the water bill by the 25th", ("pay the water bill", "2027-09-25")),
        ("serviced the Hilux, then the Ranger on monday", ("service the Ranger", "2027-09-06")),
        ("I emailed the council — next up the landlord tmrw", ("email the landlord", "2027-09-02")),
        ("sort invoices by the 3rd, after that chase the Jansen quote", ("chase the Jansen quote", None)),
    ],
)
def test_the_verb_said_once_is_carried_to_the_next_thing(text: str, todo: tuple[str, str | None]) -> None:
    assert todo in _todos(text)


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("grant report done ✔️ next up, the budget draft by the 15th", ("finish the budget draft", "2027-09-15")),
        ("slides done, up next: the handout by fri", ("finish the handout", "2027-09-03")),
        ("rent's paid ✅, electricity bill next, by the 10th", ("pay the electricity bill", "2027-09-10")),
        ("invoices sent ✅ next up the payroll report by tmrw", ("send the payroll report", "2027-09-02")),
        ("the gutters are cleaned, next the drains on monday", ("clean the drains", "2027-09-06")),
    ],
)
def test_the_thing_done_said_first_carries_its_verb_to_the_next(text: str, todo: tuple[str, str | None]) -> None:
    assert todo in _todos(text)


def test_needed_is_no_job_done() -> None:
    assert not [a for a, _ in _todos("needed the van, then the car")]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        (
            "budget for the Okoro wedding is now $40k and they want the venue confirmed by the 30th",
            ("get the venue confirmed", "2027-09-30"),
        ),
        ("Yusuf's back from leave and he wants the rota updated by fri", ("get the rota updated", "2027-09-03")),
        ("she wants the staff room tidied by tmrw", ("get the staff room tidied", "2027-09-02")),
    ],
)
def test_a_wish_of_someone_said_by_pronoun_is_my_job(text: str, todo: tuple[str, str]) -> None:
    assert todo in _todos(text)


def test_a_preference_names_whom_a_later_her_is() -> None:
    todos = [
        i for i in _read("Ines prefers WhatsApp, message her about the tasting tmrw") if isinstance(i, NewCommitment)
    ]
    assert [t.counterparty for t in todos] == ["Ines"]


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        ("send Ana her slides tmrw and Sione his by mon",
         [("send Ana her slides", "2027-09-02"), ("send Sione his slides", "2027-09-06")]),
        ("give Mele her keys fri, Tevita his on sat",
         [("give Mele her keys", "2027-09-03"), ("give Tevita his keys", "2027-09-04")]),
        ("email Jo her contract today and Sam his tmrw",
         [("email Jo her contract", "2027-09-01"), ("email Sam his contract", "2027-09-02")]),
    ],
)
def test_a_thing_said_once_for_each_one_named_with_a_possessive(text: str, todos: list[tuple[str, str]]) -> None:
    assert _todos(text) == todos


def test_him_and_her_with_no_one_named_still_asks() -> None:
    (asked,) = _read("tell him the plan and send her the deck")
    assert isinstance(asked, Unclear)
