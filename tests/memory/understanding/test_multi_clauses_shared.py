"""Several intents in one message: a pronoun's own clause after a fact ("… and she prefers
saturdays off"), a day said once for several to-dos ("tmrw i gotta X and Y", "… - all on sat"),
"and to" after an obligation, "them" for things, pronouns put as the name, a repeating chore,
a bare "remember", a shopping list, and a plan in the progressive after a report
(memory.understanding._sentences, _dispatch, _shared_day, _referents, _repeats, _multi,
_bare_remember, _shopping_list)."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CompleteCommitment,
    Intent,
    NewCommitment,
    OpenEpisode,
    StateClaim,
    Unclear,
    extract,
)

ZONE = ZoneInfo("Europe/London")
NOW = datetime(2027, 3, 10, 9, 0, tzinfo=ZONE)  # a Wednesday


def run(text: str) -> list[Intent]:
    return extract(text, now=NOW, tz=ZONE)


def day(todo: NewCommitment) -> str | None:
    due = todo.due
    return (due.end - timedelta(microseconds=1)).astimezone(ZONE).date().isoformat() if due else None


def todos(found: list[Intent]) -> list[NewCommitment]:
    return [i for i in found if isinstance(i, NewCommitment)]


def claims(found: list[Intent]) -> set[tuple[str, str, str]]:
    return {(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)}


@pytest.mark.parametrize(
    ("text", "first", "second"),
    [
        (
            "Isla is now head chef and she prefers saturdays off",
            ("Isla", "role", "head chef"),
            ("Isla", "preference", "saturdays off"),
        ),
        ("Kofi moved to Accra and he lives in Osu now", ("Kofi", "location", "Accra"), ("Kofi", "location", "Osu")),
        (
            "Tane's phone is 021 555 0198 and he lives in Ponsonby",
            ("Tane", "phone", "021 555 0198"),
            ("Tane", "location", "Ponsonby"),
        ),
        (
            "Isla is now head chef. she prefers saturdays off",
            ("Isla", "role", "head chef"),
            ("Isla", "preference", "saturdays off"),
        ),
    ],
)
def test_a_pronoun_and_a_present_verb_start_a_fact_of_their_own(
    text: str, first: tuple[str, str, str], second: tuple[str, str, str]
) -> None:
    found = claims(run(text))
    assert first in found and second in found
    assert not any(" and " in value for _, _, value in found)


@pytest.mark.parametrize(
    ("text", "actions", "due"),
    [
        (
            "tmrw i gotta call the plumber and pay the power bill",
            ["call the plumber", "pay the power bill"],
            "2027-03-11",
        ),
        ("on friday i need to email Ines and book the room", ["email Ines", "book the room"], "2027-03-12"),
        ("tmrw finish the slides and email them to Dana", ["finish the slides", "email them to Dana"], "2027-03-11"),
    ],
)
def test_a_day_that_opens_the_sentence_is_each_to_dos(text: str, actions: list[str], due: str) -> None:
    found = todos(run(text))
    assert [t.action for t in found] == actions
    assert [day(t) for t in found] == [due] * len(actions)


def test_a_day_said_after_the_first_to_do_stays_its_own() -> None:
    found = todos(run("ring British Gas first thing tmrw and tell Ana we'll be late on rent"))
    assert [day(t) for t in found] == ["2027-03-11", None]


def test_the_opening_day_not_the_first_to_dos_time() -> None:
    found = todos(run("tomorrow at 9 I need to ring the vet and pay the bill"))
    assert [t.action for t in found] == ["ring the vet", "pay the bill"]
    assert found[1].due is not None and day(found[1]) == "2027-03-11"
    assert found[1].due.start != found[0].due.start  # the day, not 9 o'clock


@pytest.mark.parametrize(
    ("text", "owners"),
    [
        (
            "Lena will bring the salads, Tevita will bring the drinks, i'll do the bbq - all on sat",
            ["Lena", "Tevita", "me"],
        ),
        ("Ana will book the venue and I'll send the invites, both by friday", ["Ana", "me"]),
    ],
)
def test_all_on_a_day_dates_every_clause(text: str, owners: list[str]) -> None:
    found = todos(run(text))
    assert [t.owner for t in found] == owners
    assert len({day(t) for t in found}) == 1 and day(found[0]) is not None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "remind me to call nana on sat and to water the garden sun",
            [("call nana", "2027-03-13"), ("water the garden", "2027-03-14")],
        ),
        (
            "need to renew the rego by the 15th and to book the car in on mon",
            [("renew the rego", "2027-03-15"), ("book the car in", "2027-03-15")],
        ),
        (
            "i have to send the report by fri and to finish the slides by thurs",
            [("send the report", "2027-03-12"), ("finish the slides", "2027-03-11")],
        ),
    ],
)
def test_and_to_after_an_obligation_is_a_second_to_do(text: str, expected: list[tuple[str, str]]) -> None:
    assert [(t.action, day(t)) for t in todos(run(text))] == expected


def test_and_to_never_leaves_a_date_in_the_action() -> None:
    found = todos(run("remind me to call nana on sat and to tell her about the trip"))
    assert found[0].action == "call nana" and day(found[0]) == "2027-03-13"
    assert all("sat" not in t.action for t in found)


def test_them_after_things_is_the_things_not_the_person() -> None:
    found = todos(run("Sione will send the tender docs by the 6th, and I'll review them by the 8th"))
    assert found[1].action == "review them" and found[1].counterparty is None


@pytest.mark.parametrize(
    ("text", "action", "person"),
    [
        ("Omar's the new CFO, need to send him the Q3 numbers", "send Omar the Q3 numbers", "Omar"),
        ("Kai's our new supplier, need to email him the price list tmrw", "email Kai the price list", "Kai"),
        ("Priya's now head of sales, need to send her the Q2 numbers by friday", "send Priya the Q2 numbers", "Priya"),
        ("Marama is the new client lead, need to send them the brief by fri", "send Marama the brief", "Marama"),
    ],
)
def test_a_pronoun_for_the_person_named_before_is_put_as_the_name(text: str, action: str, person: str) -> None:
    found = todos(run(text))
    assert [(t.action, t.counterparty) for t in found] == [(action, person)]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Tomasz is off from the 3rd so I must get the keys from him by the 2nd", "get the keys from him"),
        ("Anika's joined the design team, need to set her up on Figma by monday", "set her up on Figma"),
        ("Kai's our new supplier, need to call him tmrw", "call him"),
    ],
)
def test_a_pronoun_not_before_a_thing_stays_as_said(text: str, action: str) -> None:
    assert [t.action for t in todos(run(text))] == [action]


def test_her_as_whose_stays_as_said() -> None:
    found = todos(run("Mei is the new lead, need to review her CV and send her the rota"))
    assert [(t.action, t.counterparty) for t in found] == [("review her CV", "Mei"), ("send Mei the rota", "Mei")]


@pytest.mark.parametrize(
    "text", ["bins out on tuesdays, gotta remember", "bins out every tuesday", "recycling out on fridays"]
)
def test_a_chore_said_with_its_days_is_asked_about_never_done(text: str) -> None:
    found = run(text)
    assert not any(isinstance(i, CompleteCommitment) for i in found)
    assert not any(isinstance(i, NewCommitment) and i.action == "remember" for i in found)
    asked = [i for i in found if isinstance(i, Unclear)]
    assert len(asked) == 1 and asked[0].proposal is not None and " out" in asked[0].proposal.action


def test_gym_three_times_a_week_is_asked_about() -> None:
    found = run("gym 3x a week from monday")
    assert found and all(isinstance(i, Unclear) for i in found)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("groceries: eggs, milk, bread", "buy eggs, milk, bread"),
        ("shopping list: nappies, wipes and formula", "buy nappies, wipes, formula"),
        ("need from the shops: eggs, milk and bread", "buy eggs, milk, bread"),
        ("to buy: sunscreen, chips, ice", "buy sunscreen, chips, ice"),
    ],
)
def test_a_shopping_list_is_offered_never_dropped(text: str, action: str) -> None:
    found = run(text)
    assert len(found) == 1 and isinstance(found[0], Unclear)
    assert found[0].proposal is not None and found[0].proposal.action == action


def test_a_shopping_list_for_a_day_offers_that_day() -> None:
    found = run("groceries for sat: eggs, milk")
    assert isinstance(found[0], Unclear) and found[0].proposal is not None
    assert day(found[0].proposal) == "2027-03-13"


@pytest.mark.parametrize("text", ["groceries: £85", "groceries: done"])
def test_a_sum_or_a_state_under_the_label_is_no_list(text: str) -> None:
    assert not any(isinstance(i, Unclear) and i.proposal and i.proposal.action.startswith("buy") for i in run(text))


@pytest.mark.parametrize(
    ("text", "topic", "action"),
    [
        ("garage door still busted, calling the installer tmrw", "garage door", "call the installer"),
        ("the printer's still jammed, ringing the engineer on mon", "printer", "ring the engineer"),
    ],
)
def test_a_plan_in_the_progressive_after_a_report(text: str, topic: str, action: str) -> None:
    found = run(text)
    assert any(isinstance(i, OpenEpisode) and i.topic == topic for i in found)
    assert [t.action for t in todos(found)] == [action]
    assert all(day(t) is not None for t in todos(found))


@pytest.mark.parametrize(
    "text",
    [
        "but srsly need to book the car service by the 8th",
        "tbh i need to book the car service by the 8th",
        "seriously, gotta book the car service by the 8th",
    ],
)
def test_an_intensifier_before_an_obligation(text: str) -> None:
    assert [(t.action, day(t)) for t in todos(run(text))] == [("book the car service", "2027-04-08")]


def test_a_labels_date_is_never_a_repeating_to_dos_day() -> None:
    found = run("new years resolution: gym 3x a week lol. but srsly need to book the car service by the 8th")
    asked = [i for i in found if isinstance(i, Unclear)]
    assert len(asked) == 1 and asked[0].proposal is not None
    assert asked[0].proposal.action == "gym" and asked[0].proposal.due is None
    assert [(t.action, day(t)) for t in todos(found)] == [("book the car service", "2027-04-08")]


def test_his_thing_is_no_promise_to_him() -> None:
    # the main corpus: "Pedro is now based in Lisbon. I'll set up his new laptop by thurs" is to no one
    found = todos(run("Mateo's our new captain and I need to order his armband by sat"))
    assert [(t.action, t.counterparty) for t in found] == [("order his armband", None)]
