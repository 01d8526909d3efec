"""Tests for facts as people type them (pure ``extract``): unusual subjects (a group or a place of
work that moves, a person named with where they are found, an amount named before its subject,
a role given by others, a part in a show, a thing in someone's charge, a house sold by its
address); values trimmed to what they are (a figure without the way it moved, an ordinal rank
that is no day, "this year" that is no start) or found unfinished (asked, never stored). Every
family has wordings of its own and negatives."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, StateClaim, Unclear, extract

LONDON = ZoneInfo("Europe/London")
WED = datetime(2029, 5, 16, 9, 30, tzinfo=LONDON)  # a Wednesday


def _read(text: str) -> list:
    return extract(text, now=WED, tz=LONDON)


def _facts(text: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in _read(text) if isinstance(i, StateClaim)]


def _only(text: str) -> StateClaim:
    found = [i for i in _read(text) if isinstance(i, StateClaim)]
    assert len(found) == 1, _read(text)
    return found[0]


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("class 4R have moved to room 12 after the flood", "class 4R", "room 12"),
        ("year 9 moved to the Sports Hall", "year 9", "Sports Hall"),
        ("production office moved to the Burbank lot", "production office", "Burbank lot"),
        ("the paralegals moved to the 4th floor", "paralegals", "4th floor"),
        ("the nurses have moved to ward 7", "nurses", "ward 7"),
        ("the volunteers moved to the Scout hut", "volunteers", "Scout hut"),
    ],
)
def test_a_group_that_moves_has_a_new_location(text: str, subject: str, value: str) -> None:
    assert _facts(text) == [(subject, "location", value)]


@pytest.mark.parametrize(
    "text", ["the boxes moved to the garage", "we moved to the 2nd floor", "the boxes have moved into room 4"]
)
def test_what_is_no_group_of_people_moves_nowhere(text: str) -> None:
    assert not any(s in ("boxes", "we", "me") and p == "location" for s, p, _ in _facts(text))


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("Mrs Lindqvist in 5C prefers texts, never call her", "Mrs Lindqvist", "preference", "texts"),
        ("Kwame in accounts is the new payroll lead", "Kwame", "role", "payroll lead"),
        ("Dr Oyelaran at the clinic prefers mornings", "Dr Oyelaran", "preference", "mornings"),
        ("Jo at reception is off sick", "Jo", "status", "off sick"),
        ("Mei in Osaka moved to Kyoto", "Mei", "location", "Kyoto"),
    ],
)
def test_a_person_named_with_where_they_are_found(text: str, subject: str, predicate: str, value: str) -> None:
    claim = _only(text)
    assert (claim.subject, claim.predicate, claim.value) == (subject, predicate, value)


def test_a_name_followed_by_a_date_is_no_place() -> None:
    claim = _only("Jo from monday is the new cashier")
    assert (claim.subject, claim.value) == ("Jo", "cashier")
    assert claim.effective is not None and claim.effective.start.astimezone(LONDON).date() == date(2029, 5, 21)


@pytest.mark.parametrize(
    ("text", "subject", "attr", "value"),
    [
        ("headcount at the makati branch is 9 now", "makati branch", "headcount", "9"),
        ("the headcount in the Oslo office is 42", "Oslo office", "headcount", "42"),
        ("capacity at St Mary's hall is 120", "St Mary's hall", "capacity", "120"),
        ("the wifi password at the cabin is larch42", "cabin", "wifi password", "larch42"),
        ("budget for Maya's offsite is 3k", "Maya's offsite", "budget", "3k"),
    ],
)
def test_an_amount_named_before_its_subject(text: str, subject: str, attr: str, value: str) -> None:
    assert _facts(text) == [(subject, attr, value)]


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("the owners association voted Priyanka in as treasurer", "Priyanka", "treasurer"),
        ("the board appointed Adaeze Okafor as CFO", "Adaeze Okafor", "CFO"),
        ("they've made Sunil head of year 9", "Sunil", "head of year 9"),
        ("the club voted in Tomasz as captain", "Tomasz", "captain"),
        ("the PTA co-opted siobhan as secretary", "siobhan", "secretary"),
        ("Siobhán is playing Lady Bracknell now, Aoife dropped out", "Siobhán", "Lady Bracknell"),
        ("Tavita was cast as Puck", "Tavita", "Puck"),
    ],
)
def test_a_role_given_by_others(text: str, subject: str, value: str) -> None:
    assert (subject, "role", value) in _facts(text)


@pytest.mark.parametrize(
    "text", ["they made Tom cry", "we picked Ana up at 6", "Tom is playing football", "Amara is playing Tuesday"]
)
def test_no_role_where_none_was_given(text: str) -> None:
    assert not any(p == "role" for _, p, _ in _facts(text))


@pytest.mark.parametrize(
    ("text", "thing", "owner"),
    [
        ("the x-ray machine is Dr Kamau's responsibility now", "x-ray machine", "Dr Kamau"),
        ("the coffee machine's Lars' problem now", "coffee machine", "Lars"),
        ("the bins are Kofi's job now", "bins", "Kofi"),
        ("4 Elm St was sold to Tri-County Holdings last week", "4 Elm St", "Tri-County Holdings"),
    ],
)
def test_whose_charge_a_thing_is(text: str, thing: str, owner: str) -> None:
    assert _facts(text) == [(thing, "owner", owner)]


@pytest.mark.parametrize("text", ["the problem is Tom's responsibility", "the rota is my responsibility"])
def test_no_owner_of_an_abstract_thing(text: str) -> None:
    assert _facts(text) == []


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("the Kingston Rd building is fully let", "Kingston Rd building", "fully let"),
        ("unit 4 is vacant", "unit 4", "vacant"),
        ("the flat on Bree St is under offer", "flat on Bree St", "under offer"),
        ("the gig is sold out", "gig", "sold out"),
    ],
)
def test_a_property_standing_is_a_status(text: str, subject: str, value: str) -> None:
    assert _facts(text) == [(subject, "status", value)]


def test_as_of_today_starts_a_status_rather_than_ending_it() -> None:
    claim = _only("the Kingston Rd building is fully let as of today")
    assert claim.until is None and claim.effective is not None
    assert claim.effective.start.astimezone(LONDON).date() == date(2029, 5, 16)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("the jakarta warehouse headcount is down to 31", "31"),
        ("the team's headcount is back up to 14", "14"),
        ("the club's membership is now down to 58", "58"),
    ],
)
def test_a_figure_without_the_way_it_moved(text: str, value: str) -> None:
    assert _only(text).value == value


@pytest.mark.parametrize(
    "text", ["Ola's the new head of", "Ines is the new lead for", "Bongani's now in charge of the", "Tui is our new"]
)
def test_an_unfinished_value_is_asked_never_stored(text: str) -> None:
    found = _read(text)
    assert not any(isinstance(i, StateClaim) for i in found)


def test_an_unfinished_value_asks() -> None:
    assert [type(i) for i in _read("Ola's the new head of")] == [Unclear]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Keanu's the new 1st AD", "1st AD"),
        ("Zanele is our new 1st XI captain", "1st XI captain"),
        ("Ngaire is the new 2nd violin", "2nd violin"),
    ],
)
def test_an_ordinal_rank_is_no_day(text: str, value: str) -> None:
    claim = _only(text)
    assert (claim.predicate, claim.value, claim.effective) == ("role", value, None)


def test_this_year_in_the_present_is_no_start() -> None:
    claim = _only("the PTA budget for the summer fair is £1,200 this year")
    assert (claim.subject, claim.value, claim.effective) == ("summer fair", "£1,200", None)


def test_a_change_this_month_starts_then() -> None:
    claim = _only("Aiko was promoted to section chief this month")
    assert claim.effective is not None and claim.effective.start.astimezone(LONDON).date() == date(2029, 5, 1)


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("paolo transferred to the makati branch", "paolo", "makati branch"),
        ("emeka transferred to the lagos office", "emeka", "lagos office"),
    ],
)
def test_news_of_a_move_read_as_done_keeps_the_fact_too(text: str, subject: str, value: str) -> None:
    found = _read(text)
    assert (subject, "location", value) in _facts(text)
    assert all(isinstance(i, (StateClaim, CompleteCommitment)) for i in found)


@pytest.mark.parametrize("text", ["sent the deck to Omar", "transferred the deposit to Sam"])
def test_a_plain_completion_gains_no_fact(text: str) -> None:
    assert _facts(text) == []


def test_a_move_between_departments_is_a_team() -> None:
    assert _facts("sunita moved from packing to QC") == [("sunita", "team", "QC")]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Chidi prefers whatsapp to email fyi", "whatsapp"),
        ("Ines prefers texts to calls", "texts"),
        ("Mum prefers calls over email", "calls"),
        ("Ana prefers talking to Omar", "talking to Omar"),
        ("Mo prefers emails to be short", "emails to be short"),
    ],
)
def test_a_preference_keeps_the_words_it_was_said_in(text: str, value: str) -> None:
    """Never "over" where the user said "to": a stored value holds only the message's words."""
    assert _only(text).value == value
