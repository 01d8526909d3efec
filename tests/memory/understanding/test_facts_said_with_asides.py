"""Facts, corrections and chat said with something around them: the side of a preference
chosen, a town after an address, the user's own bank after a role, a judgement before a noun,
who told the user, a reason after a correction, a year said relative to now, a grumble."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory import understanding
from memory.understanding import CorrectTime, CorrectValue, StateClaim
from memory.understanding._chatter import chatter

TZ = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 2, 9, 15, tzinfo=TZ)


def _read(text: str) -> list[object]:
    return understanding.extract(text, now=NOW, tz=TZ)


def _facts(text: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in _read(text) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("Ravi prefers email over slack", "Ravi", "email"),
        ("Grandma prefers calls over texts", "Grandma", "calls"),
        ("Olamide prefers WhatsApp rather than calls", "Olamide", "WhatsApp"),
        ("i prefer tea instead of coffee", "me", "tea"),
        ("Lukas prefers trains to flying", "Lukas", "trains"),
        ("Ana prefers talking to Omar", "Ana", "talking to Omar"),
    ],
)
def test_a_preference_keeps_the_side_chosen(text: str, subject: str, value: str) -> None:
    assert _facts(text) == [(subject, "preference", value)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Mum's address changed to 14 Elm Road, Leeds", "14 Elm Road, Leeds"),
        ("Omar's address has changed to 22 Rue Cler, Paris 75007", "22 Rue Cler, Paris 75007"),
        ("Grandad's address changed to flat 2, 9 Hill St, Bristol", "flat 2, 9 Hill St, Bristol"),
    ],
)
def test_an_address_changed_to_keeps_its_town(text: str, value: str) -> None:
    [(_, predicate, stored)] = _facts(text)
    assert (predicate, stored) == ("address", value)


def test_an_address_changed_to_then_a_todo_keeps_the_todo_apart() -> None:
    assert ("Dee", "address", "5 Oak Ave") in _facts("Dee's address changed to 5 Oak Ave, send her the keys")


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("Sanjay is our new account manager at the bank", "Sanjay", "account manager"),
        ("Mr Hale is my new form tutor at the school", "Mr Hale", "form tutor"),
        ("Renee's the new buyer at Hy-Vee", "Renee", "buyer at Hy-Vee"),
        ("Ines is the manager at the gym", "Ines", "manager at the gym"),
    ],
)
def test_the_users_own_place_after_a_role_goes_without_saying(text: str, subject: str, value: str) -> None:
    assert (subject, "role", value) in _facts(text)


@pytest.mark.parametrize(
    ("text", "boss"),
    [
        ("Fatima is my new manager", "Fatima"),
        ("my new manager is Fatima", "Fatima"),
        ("kwame's my line manager", "kwame"),
        ("Keiko is my boss now", "Keiko"),
        ("my supervisor is Liam Chen", "Liam Chen"),
    ],
)
def test_my_manager_is_the_users_manager(text: str, boss: str) -> None:
    assert _facts(text) == [("me", "manager", boss)]


def test_our_manager_stays_a_role() -> None:
    assert _facts("Keiko is our manager") == [("Keiko", "role", "manager")]


@pytest.mark.parametrize(
    "text",
    [
        "dinner was amazing, Kenji's a great cook",
        "Keiko is such a good manager honestly",
        "Mo is the best boss ever",
        "Ana is a really lovely nurse tbh",
        "Tomas is an excellent driver lol",
    ],
)
def test_a_judged_noun_is_no_role(text: str) -> None:
    assert _facts(text) == []


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Ana is a senior nurse", ("Ana", "role", "senior nurse")),
        ("Pita is the new head of Great Lakes sales", ("Pita", "role", "head of Great Lakes sales")),
    ],
)
def test_a_job_with_a_plain_adjective_stays_a_role(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("just heard from Jo that Dimitri is now head of sales for emea pretty big news",
         ("Dimitri", "role", "head of sales for emea")),
        ("Jo told me Dimitri is now head of sales", ("Dimitri", "role", "head of sales")),
        ("Kemi said Ayo moved to Leeds, good for him", ("Ayo", "location", "Leeds")),
        ("Dimitri is now head of sales for emea, big news", ("Dimitri", "role", "head of sales for emea")),
    ],
)
def test_a_fact_heard_from_someone_is_kept_without_the_reaction(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    "text",
    ["heard from Jo that Dimitri might be head of sales", "Jo said there's a rumour Ayo is moving to Leeds"],
)
def test_a_hedged_fact_heard_is_no_fact(text: str) -> None:
    assert _facts(text) == []


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Parisa works remotely from Toronto now", ("Parisa", "location", "Toronto")),
        ("Ade is working mostly out of Pune these days", ("Ade", "location", "Pune")),
    ],
)
def test_how_one_works_before_where(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("head of sales is Bilal", ("Bilal", "role", "head of sales")),
        ("the new chair is Harpreet Sandhu", ("Harpreet Sandhu", "role", "chair")),
        ("our new treasurer is Walt", ("Walt", "role", "treasurer")),
        ("the team lead is Sam now", ("Sam", "role", "team lead")),
    ],
)
def test_a_role_said_before_who_holds_it(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    "text",
    [
        "the lead is Amir",
        "the new normal is Zoom",
        "the problem is Dave",
        "the new intern is super sharp",
        "the new chef is from lagos",
        "the new cleaner is late",
    ],
)
def test_no_role_before_a_name_is_no_role(text: str) -> None:
    assert not any(predicate == "role" for _, predicate, _ in _facts(text))


def _corrected(text: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in _read(text) if isinstance(i, CorrectValue)]


@pytest.mark.parametrize(
    ("text", "fix"),
    [
        ("ravi's email is actually ravi.k@acme.io, i mistyped it", ("ravi", "email", "ravi.k@acme.io")),
        ("Omar's phone is 555-0199, missed a digit", ("Omar", "phone", "555-0199")),
        ("Lena's surname is Novak, misspelt it", ("Lena", "surname", "Novak")),
        ("not Sunita — Sunil owns the vendor contract, similar names lol", ("vendor contract", "owner", "Sunil")),
        ("not Priya, Pooja runs payroll, i always mix them up", ("payroll", "owner", "Pooja")),
        ("wifi password is kauri777 actually, forgot a 7", ("", "wifi password", "kauri777")),
        ("sorry, the door code is 4471", ("", "door code", "4471")),
        ("no actually i prefer window seats for long flights", ("me", "preference", "window seats")),
        ("no actually Maya is the CFO", ("Maya", "role", "CFO")),
    ],
)
def test_a_correction_without_its_reason_or_marker_in_the_value(text: str, fix: tuple[str, str, str]) -> None:
    assert _corrected(text) == [fix]


def test_a_compound_attribute_of_a_subject_stays_the_subjects() -> None:
    assert _corrected("correction: the offsite budget is 15k") == [("offsite", "budget", "15k")]


@pytest.mark.parametrize(
    ("text", "year", "month"),
    [
        ("it was april last year actually, not this year", 2025, 4),
        ("it was last year in april, not this year", 2025, 4),
        ("no, march next year", 2027, 3),
    ],
)
def test_a_month_put_in_another_year(text: str, year: int, month: int) -> None:
    [fix] = _read(text)
    assert isinstance(fix, CorrectTime) and fix.new is not None
    start = fix.new.start.astimezone(TZ)
    assert (start.year, start.month) == (year, month)


def test_a_fact_dated_a_month_last_year_is_that_year() -> None:
    [fact] = [i for i in _read("Zanele moved to Cape Town in april last year") if isinstance(i, StateClaim)]
    assert fact.effective is not None and fact.effective.start.astimezone(TZ).year == 2025


@pytest.mark.parametrize(
    ("text", "new", "old"),
    [("no the dentist is at 4 not 3", "4", "3"), ("sorry the plumber call is at 11 not 10", "11", "10")],
)
def test_a_things_hour_put_right_after_at(text: str, new: str, old: str) -> None:
    [fix] = _read(text)
    assert isinstance(fix, CorrectTime) and (fix.new_text, fix.old_text) == (new, old)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Tomas is in Madrid now, not Lisbon", ("Tomas", "location", "Madrid")),
        ("tomas is in madrid now, not lisbon", ("tomas", "location", "madrid")),
    ],
)
def test_a_place_now_and_the_one_it_replaces(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


def test_what_a_leaver_had_is_handed_over() -> None:
    said = "Ravi's leaving end of month, Chloe takes over his accounts"
    gone, fact = [i for i in _read(said) if isinstance(i, StateClaim)]
    assert (gone.subject, gone.predicate, gone.value) == ("Ravi", "status", "left")
    assert (fact.subject, fact.predicate, fact.value) == ("Ravi's accounts", "owner", "Chloe")
    for claim in (gone, fact):
        assert claim.effective is not None and claim.effective.start.astimezone(TZ).date().isoformat() == "2027-01-01"


@pytest.mark.parametrize(
    "text",
    [
        "flights are so expensive this time of year",
        "petrol's way too dear these days",
        "trains are crazy busy rn lol",
        "colour me surprised. the demo actually worked",
        "who knew, the printer works",
        "got the job offer from Acme!!",
        "yes!! we got the contract 🎉🎉",
        "finally got my visa",
    ],
)
def test_chat_that_is_nothing_to_ask_about(text: str) -> None:
    assert chatter(text)


@pytest.mark.parametrize(
    "text",
    [
        "the quote is too high",
        "colour me surprised. need to call the bank tmrw",
        "the flights are so expensive, need to book by friday",
        "got the offer, need to sign it by friday",
        "got the contract back from Luis",
    ],
)
def test_chat_with_something_to_do_or_keep_is_not_chatter(text: str) -> None:
    assert not chatter(text)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("pls note mei lin is on nights", ("mei lin", "shift", "nights")),
        ("note that Kofi is the new treasurer", ("Kofi", "role", "treasurer")),
        ("nb: the budget for Atlas is 40k", ("Atlas", "budget", "40k")),
    ],
)
def test_a_fact_asked_to_be_noted(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]
