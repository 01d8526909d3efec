"""What is a to-do's action, what is its date, and what is neither (session 9, blind7's
commitment and date families): a reason or consequence after the due ("… or they charge another
day"), the verb that says a date is the due (", expires 2 oct"), an occasion that names the day
("on her bday 4/30"), a day that dates the thing after it ("her saturday shift"), counts and
numbered things that are no hour ("3 roofers", "period 3"), an impossible numeric date, the verb
said last ("deposit due the 3rd, pay it"), promises of people named by role, a family promised
to, a reminder about a placeholder, a routine between the date and the to-do, "remember I have
to", and a clock time under a dated occasion. Every wording here is new (none is in a labelled
set)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, NewCommitment, Unclear, extract

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2027, 3, 10, 10, 0, tzinfo=LONDON)  # a Wednesday morning


def _one(text: str) -> NewCommitment:
    found = extract(text, now=NOW, tz=LONDON)
    assert len(found) == 1 and isinstance(found[0], NewCommitment), found
    return found[0]


def _when(todo: NewCommitment) -> str | None:
    return todo.due.start.astimezone(LONDON).strftime("%m-%d %H:%M") if todo.due else None


# -- a reason or a consequence after the due is no part of the to-do ----------------------


@pytest.mark.parametrize(
    ("text", "action", "when"),
    [
        ("gotta return the hired ladder by 5 tmrw or they keep the deposit", "return the hired ladder", "03-11 17:00"),
        (
            "pay the congestion charge by midnight otherwise it's a £180 fine",
            "pay the congestion charge",
            "03-10 23:59",
        ),
        ("need to ring Abuela tonight cos she's been feeling low", "ring Abuela", "03-10 18:00"),
        (
            "must send Oluwadamilare the contract by thurs so he can sign",
            "send Oluwadamilare the contract",
            "03-11 00:00",
        ),
        ("renew the car tax by friday coz the DVLA sends a fine", "renew the car tax", "03-12 00:00"),
    ],
)
def test_a_reason_after_the_due_is_cut(text: str, action: str, when: str) -> None:
    todo = _one(text)
    assert (todo.action, _when(todo)) == (action, when)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("call Ana or Bea by 5", "call Ana or Bea"),  # no subject after "or": one of two people
        ("need to pick up milk or juice tmrw", "pick up milk or juice"),
        ("book the ferry as soon as the rota comes out", "book the ferry"),  # "as soon as": when, no reason
    ],
)
def test_an_or_with_no_clause_after_it_stays(text: str, action: str) -> None:
    assert _one(text).action == action


# -- the verb that says a date is the due ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "when"),
    [
        (
            "renew the domain for the bakery site, expires 14 april",
            "renew the domain for the bakery site",
            "04-14 00:00",
        ),
        ("renew Jarrah's parking permit, it expires next friday", "renew Jarrah's parking permit", "03-19 00:00"),
        ("update the vpn certificate, which lapses on the 31st", "update the vpn certificate", "03-31 00:00"),
        ("top up the Oyster card; runs out sat", "top up the Oyster card", "03-13 00:00"),
        ("renew the insurance, due 2 april", "renew the insurance", "04-02 00:00"),
    ],
)
def test_an_expiry_said_after_the_comma_is_the_due(text: str, action: str, when: str) -> None:
    todo = _one(text)
    assert (todo.action, _when(todo)) == (action, when)


# -- an occasion that names the day, and a day that dates the thing after it -----------------


@pytest.mark.parametrize(
    ("text", "action", "when"),
    [
        ("text Seo-yeon on her birthday 3/22", "text Seo-yeon", "03-22 00:00"),
        ("ring grandad on his bday 15 march", "ring grandad", "03-15 00:00"),
        ("send flowers to Mum and Dad on their anniversary friday", "send flowers to Mum and Dad", "03-12 00:00"),
        ("buy a gift for the wedding on saturday", "buy a gift for the wedding", "03-13 00:00"),  # what it is for
    ],
)
def test_the_occasion_on_its_day_is_no_part_of_the_action(text: str, action: str, when: str) -> None:
    todo = _one(text)
    assert (todo.action, _when(todo)) == (action, when)


@pytest.mark.parametrize(
    ("text", "action", "when"),
    [
        ("i said i'd cover Priyanka's friday shift", "cover Priyanka's friday shift", "03-12 00:00"),
        ("drive Kemi to her tuesday swim", "drive Kemi to her tuesday swim", "03-16 00:00"),
        ("need to prep for the monday standup", "prep for the monday standup", "03-15 00:00"),
        ("gotta sub in for Lwazi's thursday class", "sub in for Lwazi's thursday class", "03-11 00:00"),
    ],
)
def test_a_day_before_an_occasion_dates_it(text: str, action: str, when: str) -> None:
    todo = _one(text)
    assert (todo.action, _when(todo)) == (action, when)


# -- counts and numbered things are no hour; an impossible date is asked about ----------------


@pytest.mark.parametrize(
    "text",
    [
        "get quotes from 3 plumbers for the bathroom",
        "order 12 chairs at 2 suppliers",
        "print 30 handouts for period 2",
        "book the room for lesson 4",
        "ask about 2 quotes from 3 builders",
    ],
)
def test_a_count_or_a_numbered_thing_is_kept_undated(text: str) -> None:
    todo = _one(text)
    assert todo.due is None and todo.action.split()[-1] in text.split()[-1]


def test_an_hour_after_a_count_is_still_an_hour() -> None:
    todo = _one("email the 4 tutors by 3")
    assert (todo.action, _when(todo)) == ("email the 4 tutors", "03-10 15:00")


@pytest.mark.parametrize("text", ["send the signed lease to the agent 14/14", "file the claim 31/31"])
def test_an_impossible_numeric_date_is_asked_about(text: str) -> None:
    (found,) = extract(text, now=NOW, tz=LONDON)
    assert isinstance(found, Unclear)


# -- the thing and its due first, the verb last -----------------------------------------------


@pytest.mark.parametrize(
    ("text", "thing", "action", "when"),
    [
        ("council tax due friday - must pay it", "council tax", "pay the council tax", "03-12 00:00"),
        ("library books due back tues, return them", "library books", "return the library books", "03-16 00:00"),
        ("water bill due on the 28th dont forget to pay", "water bill", "pay the water bill", "03-28 00:00"),
        ("kids' trip money due thursday, pay it", "kids' trip money", "pay the kids' trip money", "03-11 00:00"),
        (
            "Kwabena's invoice due end of month pls chase it",
            "Kwabena's invoice",
            "chase Kwabena's invoice",
            "03-31 00:00",
        ),
    ],
)
def test_a_verb_said_last_takes_the_thing_first(text: str, thing: str, action: str, when: str) -> None:
    (found,) = extract(text, now=NOW, tz=LONDON)
    assert isinstance(found, MoveCommitment) and found.action == thing  # an open one is re-dated …
    todo = found.otherwise  # … else it is this new one
    assert isinstance(todo, NewCommitment) and (todo.action, _when(todo)) == (action, when)


def test_a_subject_due_is_no_thing_to_do() -> None:
    assert extract("we're due the 3rd, pack it", now=NOW, tz=LONDON) == []


# -- other people's promises, and whom a promise is to ---------------------------------------


@pytest.mark.parametrize(
    ("text", "owner", "action", "when"),
    [
        ("the landlord promised to fix the gutter by end of the month", "landlord", "fix the gutter", "03-31 00:00"),
        ("my sister agreed to drop the kids off at 4 tmrw", "my sister", "drop the kids off", "03-11 16:00"),
        (
            "Diego's dad promised us to bring the tent back on sunday",
            "Diego's dad",
            "bring the tent back",
            "03-14 00:00",
        ),
        (
            "our accountant has promised to file the return by the 31st",
            "our accountant",
            "file the return",
            "03-31 00:00",
        ),
        ("the council swore to collect the sofa fri", "council", "collect the sofa", "03-12 00:00"),
    ],
)
def test_a_dated_promise_of_someone_named_by_role_is_theirs(text: str, owner: str, action: str, when: str) -> None:
    todo = _one(text)
    assert (todo.owner, todo.action, _when(todo)) == (owner, action, when)


@pytest.mark.parametrize(
    "text",
    [
        "the meeting will start at 3",
        "the plumber promised to sort it eventually",
        "the forecast promised to clear up by friday",
        "my mom will fetch the kids today",  # a to-do of mine handed over, not a new one of hers
    ],
)
def test_a_thing_that_will_happen_is_no_promise(text: str) -> None:
    assert not [i for i in extract(text, now=NOW, tz=LONDON) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "whom"),
    [
        ("promised the Dubois couple i'd have the venue shortlist to them by sat", "the Dubois couple"),
        ("told the Nguyen family we'd send the photos by friday", "the Nguyen family"),
        ("promised the Haddad twins i'd drive them to practice on sunday", "the Haddad twins"),
        ("promised the Okafors I'd water the plants on sunday", "the Okafors"),
    ],
)
def test_a_family_named_by_surname_is_whom_it_is_promised_to(text: str, whom: str) -> None:
    assert _one(text).counterparty == whom


def test_a_team_is_no_counterparty() -> None:
    assert _one("told the team i'd send the deck by 5").counterparty is None


# -- a reminder about a placeholder is asked about ------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "remind me about the thing with the lease",
        "remind me about that stuff for Kemi",
        "pls remind me about the whatsit for the school on friday",
        "remind me about something for Chidi tmrw",
        "remind me re the thingy with the bank",
    ],
)
def test_a_reminder_about_a_placeholder_asks(text: str) -> None:
    found = extract(text, now=NOW, tz=LONDON)
    assert found and all(isinstance(i, Unclear) for i in found), found


# -- a routine between the date and the to-do; "remember I have to" --------------------------


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("tonight after shift ring the agency about the july rota", "ring the agency about the july rota", "03-10"),
        ("tmrw after school take Ife to the dentist", "take Ife to the dentist", "03-11"),
        ("friday before work drop the car at the garage", "drop the car at the garage", "03-12"),
        ("sat after training wash the kits", "wash the kits", "03-13"),
        ("sun before church iron the shirts", "iron the shirts", "03-14"),
    ],
)
def test_a_routine_after_the_leading_date_is_when_not_what(text: str, action: str, day: str) -> None:
    todo = _one(text)
    assert (todo.action, (_when(todo) or "")[:5]) == (action, day)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("don't forget i need to renew Saoirse's passport by june", "renew Saoirse's passport"),
        ("rmbr i gotta collect the dry cleaning tmrw", "collect the dry cleaning"),
        ("remember i must call the GP at 8 tmrw", "call the GP"),
        ("pls remember we have to pay the nursery fees by friday", "pay the nursery fees"),
    ],
)
def test_remember_then_my_obligation_keeps_only_the_action(text: str, action: str) -> None:
    todo = _one(text)
    assert todo.action == action and todo.due is not None


# -- a clock time under a dated occasion is on the occasion's day ----------------------------


@pytest.mark.parametrize(
    ("text", "action", "when"),
    [
        ("nye drinks at ours - grab ice from the servo b4 6", "grab ice from the servo", "12-31 18:00"),
        ("boxing day sale - get there by 8am", "get there", "12-26 08:00"),
        ("st patrick's day parade - meet Aoife at 11", "meet Aoife", "03-17 11:00"),
    ],
)
def test_a_clock_time_under_a_dated_occasion_is_that_day(text: str, action: str, when: str) -> None:
    todo = _one(text)
    assert (todo.action, _when(todo)) == (action, when)
