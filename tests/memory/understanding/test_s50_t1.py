"""Session 50 (t1): to-dos said the busy way. Caribbean "tamarra"/"tamarrow" is tomorrow; what ends a
to-do without being done ("like I said", "proper", "myself", a trailing "due") is no part of it; a
circumstance counted ahead ("in 3 wks Nana visits, paint the spare room") dates the to-do after it, and
one on a holiday recap cannot date asks; a thing done to on a day ("the lease gets renewed, sign it") is
what "it" is; Bermuda's and Antigua's own holidays; the creoles' "me will", "ah must"; a working group's
plan ("the lads will start planking tmrw") (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, NewCommitment, Unclear
from tests.memory.understanding.reading import Reading

# Monday 7 December 2026
READ = Reading(datetime(2026, 12, 7, 9, 0, tzinfo=ZoneInfo("Europe/London")), ZoneInfo("Europe/London"))
# Brazil keeps no Heroes' Day and its Labour Day is no day recap may guess for a speaker from elsewhere
BELEM = Reading(datetime(2026, 12, 7, 9, 0, tzinfo=ZoneInfo("America/Belem")), ZoneInfo("America/Belem"))


def _todos(found: list, reading: Reading = READ) -> list[tuple[str, str | None, str]]:
    return [(i.action, reading.when(i), i.owner) for i in found if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("tamarra ring the garage", ("ring the garage", "Tue 08 00:00", "me")),
        ("need to pay Gus back tamarrow", ("pay Gus back", "Tue 08 00:00", "me")),
        ("Joss is gonna fix the gutter tamarra", ("fix the gutter", "Tue 08 00:00", "Joss")),
    ],
)
def test_caribbean_tomorrow(text: str, todo: tuple[str, str, str]) -> None:
    assert _todos(READ(text)) == [todo]


def test_a_name_like_tomorrow_is_no_day() -> None:
    assert not _todos(READ("Tamarra is my cousin"))


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("a week on friday the invoice for the Hendersons due", ("invoice for the Hendersons", "Fri 18 00:00")),
        ("this weekend patch Tre's windsurfer sail like I said", ("patch Tre's windsurfer sail", "Sat 12 00:00")),
        ("clean the van proper tmrw", ("clean the van", "Tue 08 00:00")),
        ("clean the tank properly by friday", ("clean the tank", "Fri 11 00:00")),
        ("need to do the timber count myself by the 28th", ("do the timber count", "Mon 28 00:00")),
        ("I'll paint the shed on my own tmrw", ("paint the shed", "Tue 08 00:00")),
        ("I'll fit the new rudder ourselves on friday", ("fit the new rudder", "Fri 11 00:00")),
    ],
)
def test_what_ends_a_todo_without_being_done(text: str, todo: tuple[str, str]) -> None:
    found = READ(text)
    assert [(i.action, READ.when(i)) for i in found if hasattr(i, "due")] == [todo], found


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("send the proper forms friday", "send the proper forms"),
        ("need to treat myself friday", "treat myself"),
        ("need to book a massage for the kids and myself", "book a massage for the kids and myself"),
        ("buy a gift for myself", "buy a gift for myself"),
    ],
)
def test_words_that_are_the_todo_stay(text: str, action: str) -> None:
    assert [i.action for i in READ(text) if isinstance(i, NewCommitment)] == [action]


def test_a_thing_said_due_is_still_that() -> None:
    found = READ("the invoice for the Hendersons is due friday")
    assert [(i.action, READ.when(i)) for i in found] == [("invoice for the Hendersons", "Fri 11 00:00")]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("in 3 wks Nana visits, paint the spare room", ("paint the spare room", "Mon 28 00:00", "me")),
        ("in 2 days the inspector comes, tidy the yard", ("tidy the yard", "Wed 09 00:00", "me")),
        ("in a fortnight Mum arrives, clean the spare room", ("clean the spare room", "Mon 21 00:00", "me")),
    ],
)
def test_a_circumstance_counted_ahead_dates_the_todo(text: str, todo: tuple[str, str, str]) -> None:
    assert _todos(READ(text)) == [todo]


def test_a_month_ahead_is_no_day_of_the_todo() -> None:
    assert _todos(READ("in march the boss visits, tidy the office")) == [("tidy the office", None, "me")]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("heroes day the cousins come over, buy the charcoal", "buy the charcoal"),
        ("heroes day Tre wants to go to the parade, sort the flights", "sort the flights"),
        ("labour day the in-laws visit, paint the fence", "paint the fence"),
    ],
)
def test_a_circumstance_on_a_day_recap_cannot_date_asks(text: str, action: str) -> None:
    found = BELEM(text)
    assert len(found) == 1 and isinstance(found[0], Unclear), found
    assert found[0].proposal is not None and found[0].proposal.action == action


def test_a_circumstance_on_a_known_holiday_is_dated() -> None:
    assert _todos(BELEM("christmas the cousins come over, buy the charcoal"), BELEM) == [
        ("buy the charcoal", "Fri 25 00:00", "me")
    ]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("bermuda day take the kids to the parade", ("take the kids to the parade", "Fri 28 00:00", "me")),
        ("need to order the rum for cup match", ("order the rum", "Thu 29 00:00", "me")),
        ("by v.c. bird day I need to buy the goat", ("buy the goat", "Wed 09 00:00", "me")),
        ("need to buy the goat by vc bird day", ("buy the goat", "Wed 09 00:00", "me")),
    ],
)
def test_bermudas_and_antiguas_own_holidays(text: str, todo: tuple[str, str, str]) -> None:
    assert _todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("end of the month the van lease gets renewed, sign it", "sign the van lease"),
        ("friday the new sofa gets delivered, check it", "check the new sofa"),
        ("on the 10th the van is serviced, need to collect it", "collect the van"),
    ],
)
def test_a_thing_done_to_on_a_day_is_it(text: str, action: str) -> None:
    assert [i.action for i in READ(text) if isinstance(i, NewCommitment)] == [action]


@pytest.mark.parametrize(
    "text", ["last week the lease got renewed, sign it", "friday Tom gets married, congratulate him"]
)
def test_no_thing_done_to_ahead(text: str) -> None:
    assert not [
        i for i in READ(text) if isinstance(i, NewCommitment) and i.action.startswith(("sign the", "congratulate"))
    ]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("tmrw ah must buy clamps", ("buy clamps", "Tue 08 00:00", "me")),
        ("ah need to call the bank", ("call the bank", None, "me")),
    ],
)
def test_creole_ah_before_a_must_is_i(text: str, todo: tuple[str, str | None, str]) -> None:
    assert _todos(READ(text)) == [todo]


def test_creole_me_will_is_offered() -> None:
    found = READ("me will buy the goat")
    assert len(found) == 1 and isinstance(found[0], Unclear) and found[0].proposal is not None, found
    assert found[0].proposal.action == "buy the goat"


@pytest.mark.parametrize("text", ["tell me will you", "ah ok will do", "let me know will you"])
def test_me_and_ah_elsewhere_are_no_todo(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("the lads will start planking tmrw", ("start planking", "Tue 08 00:00", "lads")),
        ("the team will paint the hull fri", ("paint the hull", "Fri 11 00:00", "team")),
        ("the guys will fit the mast on the 10th", ("fit the mast", "Thu 10 00:00", "guys")),
    ],
)
def test_a_working_groups_plan_is_theirs(text: str, todo: tuple[str, str, str]) -> None:
    assert _todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    "text",
    ["the lads will love it", "the lads will be here at 5", "my team will hate me tmrw", "the boys will sleep tmrw"],
)
def test_a_working_groups_feelings_are_no_todo(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("next is the fishing boat for Seu Zé, start it next mon", "start the fishing boat for Seu Zé"),
        (
            "launch for the Pereira family done, next is the dinghy for Aunt Jo, start it fri",
            "start the dinghy for Aunt Jo",
        ),
        ("next up is the shed roof, fix it saturday", "fix the shed roof"),
    ],
)
def test_what_comes_next_is_it(text: str, action: str) -> None:
    assert [i.action for i in READ(text) if isinstance(i, NewCommitment)] == [action]


def test_next_said_of_it_is_no_thing() -> None:
    assert not [
        i for i in READ("then it's the kitchen, paint it friday") if isinstance(i, NewCommitment) and "next" in i.action
    ]


PORT_OF_SPAIN = Reading(
    datetime(2026, 12, 7, 9, 0, tzinfo=ZoneInfo("America/Port_of_Spain")), ZoneInfo("America/Port_of_Spain")
)


@pytest.mark.parametrize(
    "text", ["need to fix the float by carnival monday", "I promised Jo I'd varnish the launch by carnival tuesday"]
)
def test_carnival_days_where_none_is_kept_are_asked(text: str) -> None:
    found = READ(text)
    assert [type(i) for i in found] == [Unclear], found
    assert "carnival" in found[0].question


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("need to fix the float by carnival monday", ("fix the float", "Mon 08 00:00", "me")),
        ("j'ouvert buy the paint", ("buy the paint", "Mon 08 00:00", "me")),
        ("carnival tuesday collect the costumes", ("collect the costumes", "Tue 09 00:00", "me")),
    ],
)
def test_carnival_days_where_the_user_keeps_them(text: str, todo: tuple[str, str, str]) -> None:
    assert _todos(PORT_OF_SPAIN(text), PORT_OF_SPAIN) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        (
            "in 2 hrs go check the mooring lines on the schooner",
            ("check the mooring lines on the schooner", "Mon 11:00", "me"),
        ),
        ("go check the boat tmrw", ("check the boat", "Tue 00:00", "me")),
        ("need to go grab the keys friday", ("grab the keys", "Fri 00:00", "me")),
    ],
)
def test_going_before_a_todo_verb_is_how_it_is_done(text: str, todo: tuple[str, str, str]) -> None:
    reading = Reading(READ.now, READ.tz, fmt="%a %H:%M")
    assert _todos(reading(text), reading) == [todo]


@pytest.mark.parametrize(
    ("text", "action"),
    [("go back to the shop tmrw", "go back to the shop"), ("Ana go buy it tmrw", "buy it")],
)
def test_going_somewhere_or_someones_go_stays(text: str, action: str) -> None:
    assert [i.action for i in READ(text) if isinstance(i, NewCommitment)] == [action]


@pytest.mark.parametrize(
    "text", ["the site goes live friday", "we should go see a film", "let's go see the launch friday"]
)
def test_going_with_no_todo_of_mine_stays_none(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, NewCommitment) and i.owner == "me"]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("rudder's fitted", "fitted rudder"),
        ("tiller's greased", "greased tiller"),
        ("the seams are caulked", "caulked seams"),
    ],
)
def test_a_trades_job_left_done(text: str, action: str) -> None:
    assert [i.action for i in READ(text) if isinstance(i, CompleteCommitment)] == [action]


@pytest.mark.parametrize(
    "text", ["Marcelo fitted in well", "the dress fitted perfectly", "the game is rigged", "it fitted"]
)
def test_fitting_with_no_job_done(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, CompleteCommitment)]
