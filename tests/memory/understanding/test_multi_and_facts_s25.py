"""Messages of several intents and facts (session 25): an amount's "a month" is its rate, never a
length of time before its start ("45k a month from today"); "IT" in capitals inside a thing's
name is the department; a fact said with "will be" / "becomes" takes its value then; a fact's
start written "4/5" while both days are still to come is asked about; a list of to-dos each with
its own bare day after "i'll" is cut at each; a line of days each heading its own items is cut at
each heading; a day in doubt said once for the user's to-do and someone else's asks about both;
an address ending ".fr" is no "for real"; a change said in the present leans to the coming
weekday; a start said "around the 10th" is no start on any day; "the cold store" is a thing run,
"running late" how one runs; captain of one's own team is no job."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding.intents import NewCommitment, StateClaim, Unclear
from tests.memory.understanding.reading import Reading

TZ = ZoneInfo("Europe/Paris")  # day first
NOW = datetime(2030, 3, 1, 9, 20, tzinfo=TZ)  # a Friday
read = Reading(NOW, TZ)


def _day(spec: object) -> date | None:
    start = getattr(spec, "start", None)
    return start.astimezone(TZ).date() if start is not None else None


@pytest.mark.parametrize(
    ("text", "subject", "value", "day"),
    [
        ("rent on the Russky island flat went up to 45k a month from today", "Russky island flat", "45k a month",
         date(2030, 3, 1)),
        ("the gym's fee went up to £40 a month from june", "gym", "£40 a month", date(2030, 6, 1)),
        ("the retainer goes up to 300 a week from next monday", "retainer", "300 a week", date(2030, 3, 4)),
    ],
)
def test_an_amounts_rate_is_part_of_its_value(text: str, subject: str, value: str, day: date) -> None:
    facts = [i for i in read(text) if isinstance(i, StateClaim)]
    assert len(facts) == 1
    assert subject in facts[0].subject
    assert facts[0].value == value
    assert _day(facts[0].effective) == day


def test_a_month_from_today_alone_is_still_a_date() -> None:
    todos = [i for i in read("call mum a month from today") if isinstance(i, NewCommitment)]
    assert [_day(t.due) for t in todos] == [date(2030, 4, 1)]


@pytest.mark.parametrize(
    ("text", "thing", "who"),
    [
        ("Dmitri Sokolov runs the IT helpdesk", "IT helpdesk", "Dmitri Sokolov"),
        ("Kemal heads up the IT team now", "IT team", "Kemal"),
        ("Ganbaatar runs IT", "IT", "Ganbaatar"),
    ],
)
def test_it_in_capitals_inside_a_things_name_is_the_department(text: str, thing: str, who: str) -> None:
    assert [(i.subject, i.predicate, i.value) for i in read(text) if isinstance(i, StateClaim)] == [
        (thing, "owner", who)
    ]


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value", "day"),
    [
        ("Timur's manager will be Zhanna as of the 15th", "Timur", "manager", "Zhanna", date(2030, 3, 15)),
        ("Timur's manager becomes Zhanna on the 15th", "Timur", "manager", "Zhanna", date(2030, 3, 15)),
        ("Ines's new manager will be Bruno from monday", "Ines", "manager", "Bruno", date(2030, 3, 4)),
        ("Ana's address will be 12 Kings Rd from june", "Ana", "address", "12 Kings Rd", date(2030, 6, 1)),
    ],
)
def test_a_value_said_with_will_be_holds_from_its_date(
    text: str, subject: str, predicate: str, value: str, day: date
) -> None:
    facts = [i for i in read(text) if isinstance(i, StateClaim)]
    assert [(f.subject, f.predicate, f.value) for f in facts] == [(subject, predicate, value)]
    assert _day(facts[0].effective) == day


@pytest.mark.parametrize("text", ["the kids' school will be closed on monday", "Ana's flight will be late"])
def test_a_forecast_with_will_be_is_no_value(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    "text",
    [
        "Lena moves to the Osaka office from 4/5",
        "Lena's role is CTO from 4/5",
        "rent goes up to 900 starting 6/7",
        "Bruno takes over the Lyon depot as of 9/10",
    ],
)
def test_a_facts_start_read_both_ways_while_both_are_ahead_is_asked(text: str) -> None:
    # read as nothing, or as a question: never a fact on one of the two days (recap asks either way)
    assert all(isinstance(i, Unclear) for i in read(text))


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Lena moved to the Osaka office from 4/2", date(2030, 2, 4)),  # 2 April is ahead, 4 Feb gone: a past start
        ("Bo's rent is 900 from 20/5", date(2030, 5, 20)),  # only one reading is a date
    ],
)
def test_a_facts_start_one_reading_of_which_has_gone_is_kept(text: str, day: date) -> None:
    facts = [i for i in read(text) if isinstance(i, StateClaim)]
    assert len(facts) == 1 and _day(facts[0].effective) == day


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        ("i'll buy the paint on mon, fix the shutters tues, and varnish the door weds",
         [("buy the paint", date(2030, 3, 4)), ("fix the shutters", date(2030, 3, 5)),
          ("varnish the door", date(2030, 3, 6))]),
        ("i'm gonna call the bank tmrw, email the lawyer on thurs",
         [("call the bank", date(2030, 3, 2)), ("email the lawyer", date(2030, 3, 7))]),
        ("i'll paint the fence sun and mow the lawn mon",
         [("paint the fence", date(2030, 3, 3)), ("mow the lawn", date(2030, 3, 4))]),
    ],
)
def test_a_promise_said_once_for_a_list_of_dated_todos(text: str, todos: list[tuple[str, date]]) -> None:
    assert [(i.action, _day(i.due)) for i in read(text) if isinstance(i, NewCommitment)] == todos


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        ("the 7th - dentist at 3pm, and the 14th - car service",
         [("dentist", date(2030, 3, 7)), ("car service", date(2030, 3, 14))]),
        ("mon - dentist 10am, call the bank, and wed - haircut at 2",
         [("dentist", date(2030, 3, 4)), ("call the bank", date(2030, 3, 4)), ("haircut", date(2030, 3, 6))]),
        ("tues: vet at 9, then thurs: pay the nanny",
         [("vet", date(2030, 3, 5)), ("pay the nanny", date(2030, 3, 7))]),
    ],
)
def test_each_day_heading_heads_its_own_items(text: str, todos: list[tuple[str, date]]) -> None:
    assert [(i.action, _day(i.due)) for i in read(text) if isinstance(i, NewCommitment)] == todos


def test_a_day_in_doubt_said_once_asks_about_someone_elses_todo_too() -> None:
    # on a Saturday "next sun" may be tomorrow: Manon's dessert is asked about with the brunch
    saturday = Reading(datetime(2030, 3, 2, 18, 0, tzinfo=TZ), TZ)
    intents = saturday("next sun i'll host brunch, and Manon will bring dessert")
    assert len(intents) == 2 and all(isinstance(i, Unclear) for i in intents)


@pytest.mark.parametrize(
    "text",
    ["on fri i'll host brunch, and Manon will bring dessert", "tmrw i'll call the bank, Jo will do the school run"],
)
def test_a_day_said_for_sure_stays_the_users(text: str) -> None:
    theirs = [i for i in read(text) if isinstance(i, NewCommitment) and i.owner != "me"]
    assert theirs and all(t.due is None for t in theirs)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Jean-Baptiste reports to Lucie from mon, and Lucie's email is lucie@spm-port.fr",
         ("Lucie", "email", "lucie@spm-port.fr")),
        ("Ana's website is ana.fr", ("Ana", "website", "ana.fr")),
    ],
)
def test_an_address_ending_fr_is_no_for_real(text: str, fact: tuple[str, str, str]) -> None:
    assert fact in [(i.subject, i.predicate, i.value) for i in read(text) if isinstance(i, StateClaim)]


def test_for_real_after_a_value_is_still_chat() -> None:
    assert not [i for i in read("Bo's car is a lemon fr") if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Priya's manager switches to Oskar on monday", date(2030, 3, 4)),
        ("Bo transfers to Leeds on monday", date(2030, 3, 4)),
        ("Priya's manager switched to Oskar on monday", date(2030, 2, 25)),
    ],
)
def test_a_change_said_in_the_present_leans_to_the_coming_weekday(text: str, day: date) -> None:
    facts = [i for i in read(text) if isinstance(i, StateClaim)]
    assert [_day(f.effective) for f in facts] == [day]


@pytest.mark.parametrize(
    "text",
    ["Tala starts at Acme around the 10th", "Tala joins Acme around the 10th", "Bo moves to Leeds about mid-may"],
)
def test_a_start_said_roughly_stores_no_fact(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "thing", "who"),
    [
        ("Noémie took over the cold store", "cold store", "Noémie"),
        ("Ana runs the late shift", "late shift", "Ana"),
        ("Aurélien is on the fisheries team now and Noémie took over the cold store", "cold store", "Noémie"),
    ],
)
def test_a_thing_named_with_a_word_of_pace_is_still_a_thing_run(text: str, thing: str, who: str) -> None:
    assert (thing, "owner", who) in [(i.subject, i.predicate, i.value) for i in read(text) if isinstance(i, StateClaim)]


@pytest.mark.parametrize("text", ["Tom is running late", "Ana is running a bit late", "we're running low on milk"])
def test_how_someone_runs_is_no_thing_run(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    "text",
    [
        "my cousin got promoted to captain of his football team, proud",
        "Liam was made captain of his rugby club",
        "my nephew is vice-captain of his cricket team now",
    ],
)
def test_captain_of_ones_own_team_is_no_job(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, StateClaim)]


def test_a_captain_with_no_team_of_theirs_is_still_a_role() -> None:
    facts = [i for i in read("Ana got promoted to captain") if isinstance(i, StateClaim)]
    assert [(f.subject, f.predicate, f.value) for f in facts] == [("Ana", "role", "captain")]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("sis bday is jan 12, get her a card", ("get sis a card", "sis")),
        ("my sister's birthday is jan 12, need to get her something", ("get her something", "sister")),
        ("Mark's bday is the 14th, need to buy him something", ("buy him something", "Mark")),
    ],
)
def test_a_present_for_her_beside_her_birthday_is_for_her_once(text: str, todo: tuple[str, str]) -> None:
    assert [(i.action, i.counterparty) for i in read(text) if isinstance(i, NewCommitment)] == [todo]


def test_something_to_do_beside_a_birthday_is_no_present() -> None:
    found = read("Mark's bday is the 14th, need to do something about the car")
    assert [(i.action, i.counterparty) for i in found if isinstance(i, NewCommitment)] == [
        ("do something about the car", None)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "yesterday Pieter moved to Saskatoon and Greta started at the Kelowna office",
        "on tuesday Pieter moved to Saskatoon and Greta moved to Regina",
    ],
)
def test_a_day_said_first_dates_every_change_joined_by_and(text: str) -> None:
    """The day that opens the sentence dates both changes, not only the one it was read with."""
    facts = [i for i in read(text) if isinstance(i, StateClaim)]
    assert len(facts) == 2
    assert _day(facts[0].effective) == _day(facts[1].effective) is not None


def test_a_later_change_with_its_own_day_keeps_it() -> None:
    """Only a change said with no day takes the one said first."""
    facts = [i for i in read("yesterday Pieter moved to Saskatoon and since may Greta is the new chair")
             if isinstance(i, StateClaim)]
    assert [_day(f.effective) for f in facts] == [date(2030, 2, 28), date(2029, 5, 1)]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("on tuesday Pieter moved to Saskatoon", ("Pieter", "location", "Saskatoon")),
        ("on monday Greta joined the co-op", ("Greta", "employer", "co-op")),
        ("on the 3rd Abe Penner took over the feed store", ("feed store", "owner", "Abe Penner")),
    ],
)
def test_someones_change_told_after_its_day_is_their_fact_not_a_todo(text: str, fact: tuple[str, str, str]) -> None:
    """ "on tuesday Pieter moved to Saskatoon": a change gone by, dated then, never a to-do due next tuesday."""
    found = read(text)
    assert [(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)] == [fact]
    assert not any(isinstance(i, NewCommitment) for i in found)
