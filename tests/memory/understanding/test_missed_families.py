"""Tests for the last safety net's reading (memory.understanding._net): what is small talk
(greetings, thanks, feelings, jokes, stories of the past), and the to-do a message said in a
shape no form reads likely means ("asap get the van looked at", "kindly send …", "I go collect
…", "Jorge is doing … tomorrow"), offered but never stored. Both ways: small talk yields none."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import likely_todo, small_talk, warning

NOW = datetime(2026, 11, 30, 13, 0, tzinfo=UTC)  # a Monday, 08:00 in New York
TZ = ZoneInfo("America/New_York")


@pytest.mark.parametrize(
    "text",
    [
        "hiya!",
        "gm all",
        "thank u so much",
        "cheers mate",
        "obrigada 🙏",
        "kk",
        "sounds good",
        "🙏🙏",
        "ugh what a week",
        "so tired after the night shift",
        "the kids were brilliant at sports day",
        "we watched the final at Amara's",
        "had dinner with Tomás and Ingrid yesterday",
        "lol that meeting",
        "can't wait for the holidays",
        "didn't get round to the garden today",
        "about to ring the bank, wish me luck",
        "what's the weather doing tomorrow?",
        "raining again in Leeds",
    ],
)
def test_small_talk_is_recognised(text: str) -> None:
    assert small_talk(text)
    assert likely_todo(text, now=NOW, tz=TZ) is None


@pytest.mark.parametrize(
    "text",
    [
        "asap get the truck looked at",
        "kindly forward the signed lease to Mrs. Adeyemi",
        "loop in finance on the Okonkwo invoice",
        "Jorge is doing the bank run tomorrow",
        "renew the car tax tuesday or wednesday",
    ],
)
def test_what_is_not_small_talk(text: str) -> None:
    assert not small_talk(text)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("asap get the truck looked at", "get the truck looked at"),
        ("ASAP: chase the plumber about the quote", "chase the plumber about the quote"),
        ("urgent - renew the fire certificate", "renew the fire certificate"),
        ("kindly forward the signed lease to Mrs. Adeyemi", "forward the signed lease to Mrs. Adeyemi"),
        ("pls escalate the refund for Mr Tanaka", "escalate the refund for Mr Tanaka"),
        ("loop in finance on the Okonkwo invoice before we pay", "loop in finance on the Okonkwo invoice"),
        ("cc Siobhan on the contract thread", "cc Siobhan on the contract thread"),
        ("inspect the boiler flue", "inspect the boiler flue"),
    ],
)
def test_a_plain_todo_without_a_date_is_offered(text: str, action: str) -> None:
    todo = likely_todo(text, now=NOW, tz=TZ)
    assert todo is not None and todo.action == action and todo.owner == "me" and todo.due is None


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("I go collect the fabric from Mama Ngozi on friday", "collect the fabric from Mama Ngozi", "2026-12-04"),
        ("i go pick the kids from school tomorrow", "pick the kids from school", "2026-12-01"),
        ("Kindly send the invoice to Mr. Chatterjee by wednesday", "send the invoice to Mr. Chatterjee", "2026-12-02"),
    ],
)
def test_a_plain_todo_with_its_date_is_offered_due_then(text: str, action: str, day: str) -> None:
    todo = likely_todo(text, now=NOW, tz=TZ)
    assert todo is not None and todo.action == action and todo.due is not None
    assert todo.due.start.astimezone(TZ).date().isoformat() == day


def test_two_dates_offer_the_todo_without_either() -> None:
    todo = likely_todo("renew the parking permit thurs or fri, not sure which", now=NOW, tz=TZ)
    assert todo is not None and todo.action == "renew the parking permit" and todo.due is None


@pytest.mark.parametrize(
    ("text", "owner", "action"),
    [
        ("Jorge is doing the bank deposit tomorrow", "Jorge", "do the bank deposit"),
        ("Mei's sorting the rota on friday", "Mei", "sort the rota"),
        ("Oluwaseun is taking the van in for its MOT on wednesday", "Oluwaseun", "take the van in for its MOT"),
    ],
)
def test_someones_plan_in_the_present_is_offered_as_theirs(text: str, owner: str, action: str) -> None:
    todo = likely_todo(text, now=NOW, tz=TZ)
    assert todo is not None and todo.owner == owner and todo.action == action and todo.due is not None


@pytest.mark.parametrize(
    "text",
    [
        "Kofi is doing great",  # no plan without its day
        "Priya's doing well tomorrow hopefully",  # no verb of a to-do
        "the printer on floor 3",  # no verb
        "book it",  # no thing named
        "sort it out later",
        "send the photos yesterday",  # a date past
        "Lars is running late tomorrow",  # no thing to do
    ],
)
def test_no_todo_is_made_up(text: str) -> None:
    assert likely_todo(text, now=NOW, tz=TZ) is None


# --------------------------------------------------------------------------- read, not only asked

from memory.understanding import NewCommitment, StateClaim, extract  # noqa: E402


def _facts_of(text: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in extract(text, now=NOW, tz=TZ) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Dmitri has been our accountant since 2019", ("Dmitri", "role", "accountant")),
        ("Aisling has been the PTA chair since september", ("Aisling", "role", "PTA chair")),
        ("Olu's number changed, it's 0803 555 1290 now", ("Olu", "phone", "0803 555 1290")),
        ("Ines's email has changed to ines.k@proton.me", ("Ines", "email", "ines.k@proton.me")),
        ("bayo's number changed - its 0802 444 1111", ("bayo", "phone", "0802 444 1111")),
        ("the fundraiser budget got cut to $2,000", ("fundraiser", "budget", "$2,000")),
        ("the marketing budget was raised to £5k", ("marketing", "budget", "£5k")),
        ("the offsite budget's been bumped up to €12,500", ("offsite", "budget", "€12,500")),
    ],
)
def test_a_fact_said_as_its_change_or_duration_is_read(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts_of(text) == [fact]


def test_since_a_month_has_been_is_the_month_gone_by() -> None:
    (claim,) = [i for i in extract("Wanjiru has been head of ops since march", now=NOW, tz=TZ)]
    assert isinstance(claim, StateClaim) and claim.value == "head of ops" and claim.effective is not None
    assert claim.effective.start.astimezone(TZ).date().isoformat() == "2026-03-01"  # "has been": the March past


@pytest.mark.parametrize(
    "text",
    [
        "Ana has been sick since monday",
        "Kemal has been a nightmare since the merger lol",
        "the budget got me worried",
        "my number changed",
    ],
)
def test_no_fact_is_made_up_from_a_change_or_duration(text: str) -> None:
    assert not [(s, p) for s, p, _ in _facts_of(text) if p in ("role", "phone", "email", "budget")]


def test_an_amount_keeps_its_thousands_comma_when_more_follows() -> None:
    found = extract("the venue budget got cut to $3,500, tell Ama", now=NOW, tz=TZ)
    facts = [(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)]
    assert ("venue", "budget", "$3,500") in facts
    assert any(isinstance(i, NewCommitment) and i.action == "tell Ama" for i in found)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("asap get the truck inspected", "get the truck inspected"),
        ("ASAP, get the car serviced", "get the car serviced"),
        ("get the windows cleaned", "get the windows cleaned"),
        ("Kindly send the revised quote to Mr. Mukherjee by friday", "send the revised quote to Mr. Mukherjee"),
        ("kindly email Dr Osei the referral", "email Dr Osei the referral"),
    ],
)
def test_asap_kindly_and_get_it_done_are_read_as_todos(text: str, action: str) -> None:
    found = [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]
    assert [i.action for i in found] == [action]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the van's check engine light came on", "van check engine light"),
        ("my car's oil light is on", "car oil light"),
        ("our smoke alarm keeps beeping", "smoke alarm"),
        ("the boiler error code popped up again", "boiler error code"),
        ("the freezer alarm went off again", "freezer alarm"),
        ("My Corolla's tyre pressure light is flashing", "Corolla tyre pressure light"),
    ],
)
def test_a_warning_light_or_alarm_is_an_issue_to_offer(text: str, topic: str) -> None:
    assert warning(text) == topic


@pytest.mark.parametrize(
    "text",
    ["the fire alarm went off at work lol", "the light came on", "the fire alarm went off", "alarm is set for 6"],
)
def test_no_warning_is_made_up(text: str) -> None:
    assert warning(text) is None
