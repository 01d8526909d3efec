"""Dates said first, to-dos said as plans or agreements, facts with a date, corrections (session 29,
helper H3): a day then an arrow heads its to-do ("next sat → help Wiremu move flats"); "sunday nite";
"plan is to", "aiming to", "hoping to" are the user's own plans (never someone named "Aiming"); a group's
decision gives its to-do ("team agreed Ana presents the roadmap on the 3rd"); "i'm dropping X off" is a
delivery, not a plan dropped; a date first before a thing and "<verb> it" ("2/4 electricity bill, pay it");
the user's own move with a start; "belongs to" with an apostrophe
in the name; "budget's Q15,000"; "11 not 10" after a to-do at 10; "tmrw it is, no change" keeps nothing."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding.intents import CorrectValue, NewCommitment, StateClaim
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

TZ = ZoneInfo("Europe/Bucharest")
NOW = datetime(2031, 3, 25, 19, 10, tzinfo=TZ)  # a Tuesday evening
read = Reading(NOW, TZ)
DAY = "%a %d"
read_day = Reading(NOW, TZ, DAY)


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("next sat → help Wiremu move flats", "help Wiremu move flats", "Sat 05"),
        ("next thurs → book the MOT", "book the MOT", "Thu 03"),
        ("fri ⇒ return the library books", "return the library books", "Fri 28"),
        ("the 5th → pay the nanny", "pay the nanny", "Sat 05"),
        ("next fri → dry run of the keynote w/ Tunde", "dry run of the keynote with Tunde", "Fri 04"),
    ],
)  # fmt: skip
def test_a_day_then_an_arrow_heads_its_todo(text: str, action: str, day: str) -> None:
    """An arrow after a day said first is the colon of a diary line: the to-do, due that day."""
    assert read_day.todos(read(text)) == [(action, day)]


@pytest.mark.parametrize("text", ["fri → sat", "20th -> 21st", "3pm -> 4pm"])
def test_an_arrow_between_two_times_stays_a_correction(text: str) -> None:
    """ "fri → sat" is a date put right, never a to-do named "sat"."""
    assert not any(isinstance(i, NewCommitment) for i in read(text))


@pytest.mark.parametrize(
    ("text", "action", "when"),
    [
        ("sunday nite finish the slides for Kenji", "finish the slides for Kenji", "Sun 30 18:00"),
        ("fri nite: pack for the trip", "pack for the trip", "Fri 28 18:00"),
        ("tmrw nite call mum", "call mum", "Wed 26 18:00"),
    ],
)  # fmt: skip
def test_nite_is_the_night(text: str, action: str, when: str) -> None:
    """ "nite" after a day is its night, as "tonite" is tonight."""
    assert read.todos(read(text)) == [(action, when)]


@pytest.mark.parametrize(
    "text",
    [
        "plan is to finish the mural sketch by sunday",
        "the plan is to finish the mural sketch by sunday",
        "my plan is to finish the mural sketch by sunday",
        "the idea is to finish the mural sketch by sunday",
        "aiming to finish the mural sketch by sunday",
        "im aiming to finish the mural sketch by sunday",
        "hoping to finish the mural sketch by sunday",
        "our goal is to finish the mural sketch by sunday",
    ],
)
def test_a_plan_said_by_its_aim_is_my_todo(text: str) -> None:
    """The aim's words say whose plan it is: the user's, due when said (never "Aiming"'s)."""
    assert read.owned(read(text)) == [("finish the mural sketch", "me", "Sun 30 00:00")]


@pytest.mark.parametrize("text", ["the plan is great", "hoping to see you soon", "the idea is to keep it simple"])
def test_an_aim_with_nothing_dated_keeps_nothing(text: str) -> None:
    """No day and no thing to do: nothing kept."""
    assert not any(isinstance(i, NewCommitment) for i in read(text))


@pytest.mark.parametrize(
    ("text", "owner", "action", "day"),
    [
        ("team agreed Ana presents the roadmap on the 3rd", "Ana", "present the roadmap", "Thu 03"),
        ("team agreed that Ana presents the roadmap on the 3rd", "Ana", "present the roadmap", "Thu 03"),
        ("we decided Ana presents the roadmap on the 3rd", "Ana", "present the roadmap", "Thu 03"),
        ("agreed in standup that Bogdan sends the minutes by fri", "Bogdan", "send the minutes", "Fri 28"),
        ("the committee voted that Ioana books the venue by the 10th", "Ioana", "book the venue", "Thu 10"),
        ("we agreed Ana will present the roadmap on the 3rd", "Ana", "present the roadmap", "Thu 03"),
    ],
)  # fmt: skip
def test_a_group_decision_gives_its_todo(text: str, owner: str, action: str, day: str) -> None:
    """Who decided is how the user learned it: the to-do is the one decided, its owner's."""
    assert Reading(NOW, TZ, DAY).owned(read(text)) == [(action, owner, day)]


@pytest.mark.parametrize(
    "text", ["we agreed to meet on the 3rd", "the owners association voted Priyanka in as treasurer"]
)
def test_agreeing_to_do_something_together_is_no_decision_passed_on(text: str) -> None:
    """ "agreed to meet" names no one's to-do; "voted X in as" is a role, read as before."""
    found = read(text)
    assert not any(isinstance(i, NewCommitment) and i.owner != "me" for i in found)


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("next mon i'm dropping the winter tyres off at the garage", "drop the winter tyres off at the garage",
         "Mon 31"),
        ("i'm dropping the car off at the garage tmrw", "drop the car off at the garage", "Wed 26"),
        ("im dropping off the parcel at the post office fri", "drop off the parcel at the post office", "Fri 28"),
        ("fri im picking up the summer dresses from the tailor", "pick up the summer dresses from the tailor",
         "Fri 28"),
    ],
)  # fmt: skip
def test_dropping_a_thing_off_is_a_plan_of_mine(text: str, action: str, day: str) -> None:
    """Taking a thing somewhere on a day is a to-do (a date word in its name, "winter", is no time)."""
    assert read_day.todos(read(text)) == [(action, day)]


@pytest.mark.parametrize("text", ["i'm dropping yoga on thurs", "im dropping the spin class on fri"])
def test_dropping_a_plan_is_no_new_todo(text: str) -> None:
    """Dropping an activity changes a plan: no new to-do."""
    assert not any(isinstance(i, NewCommitment) for i in read(text))


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("2/4 electricity bill, pay it", "pay electricity bill", "Wed 02"),
        ("2/4 electricity bill - pay it", "pay electricity bill", "Wed 02"),
        ("2/4 electricity bill, pay it by card", "pay electricity bill by card", "Wed 02"),
        ("jan 8th car insurance renewal, do it online", "renew car insurance online", "Thu 08"),
        ("car insurance renewal jan 8th - do it online", "renew car insurance online", "Thu 08"),
        ("fri car service, book it", "book car service", "Fri 28"),
    ],
)  # fmt: skip
def test_a_date_first_then_a_thing_and_what_to_do_to_it(text: str, action: str, day: str) -> None:
    """The thing is what "it" means; a thing named by a deed ("renewal") is that deed done."""
    assert read_day.todos(read(text)) == [(action, day)]


TAHITI = ZoneInfo("Pacific/Tahiti")
JULY = datetime(2030, 7, 1, 18, 30, tzinfo=TAHITI)  # a Monday


@pytest.mark.parametrize(
    ("text", "predicate", "value", "start"),
    [
        ("i'm relocating to Huahine from the 20th", "location", "Huahine", "2030-07-20"),
        ("im relocating to Huahine on the 20th", "location", "Huahine", "2030-07-20"),
        ("i'm moving to Huahine from the 20th", "location", "Huahine", "2030-07-20"),
        ("i'm moving to the charter team from wed", "team", "charter", "2030-07-03"),
        ("I'm moving to Berlin next month", "location", "Berlin", "2030-08-01"),
    ],
)  # fmt: skip
def test_my_own_move_with_its_start(text: str, predicate: str, value: str, start: str) -> None:
    """The user's move to a named place or a team, from the day said (the coming one)."""
    found = extract_at(text)
    assert [(c.subject, c.predicate, c.value) for c in found if isinstance(c, StateClaim)] == [
        ("me", predicate, value)
    ]
    claim = found[0]
    assert isinstance(claim, StateClaim) and claim.effective is not None
    assert claim.effective.start.astimezone(TAHITI).date().isoformat() == start


@pytest.mark.parametrize(
    "text", ["i'm moving to the garden", "i'm going to the shops", "i'm switching to decaf", "i'm moving to the back"]
)
def test_where_i_am_going_next_is_no_fact(text: str) -> None:
    """Going somewhere now, or switching a drink, is no place the user lives or works."""
    assert not any(isinstance(i, StateClaim) for i in extract_at(text))


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("the Faa'a warehouse belongs to Lagoon Freight", "Faa'a warehouse"),
        ("the O'Neill cottage belongs to Lagoon Freight now", "O'Neill cottage"),
    ],
)
def test_belongs_to_with_an_apostrophe_in_the_name(text: str, subject: str) -> None:
    """An apostrophe inside a name is part of it."""
    found = extract_at(text)
    assert [(c.subject, c.predicate, c.value) for c in found if isinstance(c, StateClaim)] == [
        (subject, "owner", "Lagoon Freight")
    ]


def extract_at(text: str) -> list:  # type: ignore[type-arg]
    return Reading(JULY, TAHITI)(text)


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("fiesta budget's actually Q15,000", "fiesta", "Q15,000"),
        ("the fiesta budget's Q15,000", "fiesta", "Q15,000"),
        ("marketing budget's actually 40k", "marketing", "40k"),
    ],
)
def test_an_attribute_said_with_s(text: str, subject: str, value: str) -> None:
    """ "budget's" is "budget is"; with "actually" after it, the value is put right."""
    found = read(text)
    kind = CorrectValue if "actually" in text else StateClaim
    assert [(c.subject, c.predicate, c.value) for c in found if isinstance(c, kind)] == [(subject, "budget", value)]


PLAYED_NOW = "2027-09-15T20:45:00-06:00"


async def test_bare_hours_put_right_the_todo_at_the_old_one(tmp_path: Path) -> None:
    """ "11 not 10" after a to-do at 10: moved to 11; "5 not 4" names no time kept: asked."""
    cases = [
        {"before": ["i'll take Maite to the dentist sat at 10am"], "say": "11 not 10",
         "expect": {"moved": [{"action": "take Maite to the dentist", "due": "2027-09-18T11:00"}]}},
        {"before": ["i'll take Maite to the dentist sat at 10am"], "say": "5 not 4", "expect": {"ask": True}},
        {"before": ["i'll take Maite to the dentist sat at 10am"], "say": "sorry, 5 not 4", "expect": {"ask": True}},
        {"before": ["the fiesta budget is Q12,000"], "say": "fiesta budget's actually Q15,000",
         "expect": {"corrected": [{"subject": "fiesta", "predicate": "budget", "value": "Q15,000"}]}},
    ]  # fmt: skip
    assert await failures(tmp_path, PLAYED_NOW, "America/Guatemala", cases) == []


async def test_a_day_confirmed_with_no_change_keeps_nothing(tmp_path: Path) -> None:
    """ "tmrw it is, no change", "no change, still tmrw": nothing stored, nothing asked."""
    cases = [
        {"before": ["i'll call Xiomara tmrw"], "say": say, "expect": "nothing"}
        for say in (
            "tmrw it is, no change", "no change, still tmrw", "still tmrw, no change", "no changes - fri it is",
            "same as before", "no change",
        )
    ]
    assert await failures(tmp_path, PLAYED_NOW, "America/Guatemala", cases) == []


SHANGHAI = ZoneInfo("Asia/Shanghai")
THURSDAY = datetime(2029, 12, 27, 7, 20, tzinfo=SHANGHAI)


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("next sunday it's my turn to buy the mahjong night snacks", "buy the mahjong night snacks", "Sun 06"),
        ("fri its my turn to do the school run", "do the school run", "Fri 28"),
        ("monday it's on me to book the venue", "book the venue", "Mon 31"),
        ("tmrw i volunteered to run the quiz", "run the quiz", "Fri 28"),
    ],
)  # fmt: skip
def test_a_day_said_before_a_job_taken_on(text: str, action: str, day: str) -> None:
    """ "it's my turn to", "it's on me to", "i volunteered to" after a day said first: due that day."""
    reading = Reading(THURSDAY, SHANGHAI, DAY)
    assert reading.todos(reading(text)) == [(action, day)]


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("tues (yes new year's day lol) call grandma in Harbin", "call grandma in Harbin", "Tue 01"),
        ("fri (i know, so soon!) send the visa forms", "send the visa forms", "Fri 28"),
        ("call grandma (tues lol)", "call grandma", "Tue 01"),
    ],
)  # fmt: skip
def test_a_remark_in_brackets_after_a_day_is_no_part_of_the_todo(text: str, action: str, day: str) -> None:
    """A laugh or a "yes" in brackets after the day remarks on it; a bracket that only holds the day dates it."""
    reading = Reading(THURSDAY, SHANGHAI, DAY)
    assert reading.todos(reading(text)) == [(action, day)]


@pytest.mark.parametrize(
    ("text", "owner", "counterparty"),
    [
        ("Tom and I agreed I'd call the bank on monday", "me", "Tom"),
        ("we agreed i'll call the bank on monday", "me", None),
    ],
)
def test_what_i_agreed_to_do_stays_mine_with_whom(text: str, owner: str, counterparty: str | None) -> None:
    """A decision lead never takes the user's own agreement from the reader that knows with whom."""
    found = read(text)
    assert [(i.owner, i.counterparty) for i in found if isinstance(i, NewCommitment)] == [(owner, counterparty)]


@pytest.mark.parametrize(
    ("text", "subject", "value", "start"),
    [
        ("Teva's relocating to Papeete at the end of the month", "Teva", "Papeete", "2030-07-31"),
        ("i'm relocating to Huahine at the end of the month", "me", "Huahine", "2030-07-31"),
        ("Teva moved to Papeete at the end of last month", "Teva", "Papeete", "2030-06-30"),
    ],
)  # fmt: skip
def test_a_move_at_the_end_of_a_period_starts_then(text: str, subject: str, value: str, start: str) -> None:
    """ "at the end of the month" dates the move (it was dropped, and the move kept as from now)."""
    found = extract_at(text)
    assert [(c.subject, c.value) for c in found if isinstance(c, StateClaim)] == [(subject, value)]
    claim = found[0]
    assert isinstance(claim, StateClaim) and claim.effective is not None
    assert claim.effective.start.astimezone(TAHITI).date().isoformat() == start


@pytest.mark.parametrize(
    ("text", "subject", "owner"),
    [
        ("the boat's owned by Tama", "boat", "Tama"),
        ("the Faa'a warehouse's owned by Lagoon Freight", "Faa'a warehouse", "Lagoon Freight"),
        ("the cafe's run by Hina now", "cafe", "Hina"),
    ],
)
def test_owned_by_said_with_s(text: str, subject: str, owner: str) -> None:
    """ "the boat's owned by Tama" is "the boat is owned by Tama"."""
    found = extract_at(text)
    assert [(c.subject, c.predicate, c.value) for c in found if isinstance(c, StateClaim)] == [
        (subject, "owner", owner)
    ]


def test_a_bracket_that_stresses_the_day_still_dates_the_todo() -> None:
    """ "(wednesday!!)" names the day, with no remark: it is the due."""
    reading = Reading(THURSDAY, SHANGHAI, DAY)
    assert reading.todos(reading("gotta buy a present for the party (wednesday!!)")) == [
        ("buy a present for the party", "Wed 02")
    ]


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("sat im taking mum to the airport", "take mum to the airport", "Sat 29"),
        ("sun we're hosting the bbq", "host the bbq", "Sun 30"),
        ("wed i'll call the bank", "call the bank", "Wed 26"),
    ],
)  # fmt: skip
def test_a_word_like_weekday_before_its_clause_is_the_day(text: str, action: str, day: str) -> None:
    """ "sat" first, before "i'm"/"we're": Saturday ("I sat" puts the subject first)."""
    assert read_day.todos(read(text)) == [(action, day)]


@pytest.mark.parametrize("text", ["sat in the sun all day", "sat i was so tired", "sun i love it"])
def test_sat_and_sun_that_are_no_days_keep_nothing(text: str) -> None:
    """A past tense or the sun itself: nothing kept."""
    assert not any(isinstance(i, NewCommitment) for i in read(text))


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("planning on finishing the deck by fri", "finish the deck", "Fri 28"),
        ("im planning on repainting the fence on sat", "repaint the fence", "Sat 29"),
        ("hoping on booking the ferry by thurs", "book the ferry", "Thu 27"),
    ],
)  # fmt: skip
def test_planning_on_doing_is_the_deed_planned(text: str, action: str, day: str) -> None:
    """ "planning on finishing the deck" keeps "finish the deck", never "plan on finishing the deck"."""
    assert read_day.todos(read(text)) == [(action, day)]


@pytest.mark.parametrize(
    ("text", "value", "old"),
    [
        ("sorry, $15,000 not $12,000", "$15,000", "$12,000"),
        ("no, $15,000 not $12,000", "$15,000", "$12,000"),
        ("sorry, £1,250 not £1,200", "£1,250", "£1,200"),
    ],
)
def test_a_figure_with_thousands_put_right_is_the_figure_alone(text: str, value: str, old: str) -> None:
    """The comma inside "$12,000" is no cut: the value is "$15,000", never "$15,000 not $12,000"."""
    found = read(text)
    assert [(i.value, i.old) for i in found if isinstance(i, CorrectValue)] == [(value, old)]


async def test_a_figure_put_right_bare_moves_the_fact(tmp_path: Path) -> None:
    """ "$15,000 not $12,000" after the budget was said: the budget put right."""
    cases = [
        {"before": ["the fiesta budget is $12,000"], "say": say,
         "expect": {"corrected": [{"subject": "fiesta", "predicate": "budget", "value": "$15,000"}]}}
        for say in ("$15,000 not $12,000", "sorry, $15,000 not $12,000")
    ]  # fmt: skip
    assert await failures(tmp_path, PLAYED_NOW, "America/Guatemala", cases) == []


@pytest.mark.parametrize("text", ["may I ask something", "may we use the hall on sat", "march i'm told is busy"])
def test_a_month_word_before_a_subject_is_no_date(text: str) -> None:
    """Only a weekday word ("sat", "sun") opens a clause as its day: "may I" asks leave."""
    found = read(text)
    assert not any(isinstance(i, NewCommitment) and i.due is not None and i.due.text.lower() in ("may", "march")
                   for i in found)
