"""Facts about things people hand around and about the people themselves (pure ``extract``):
whose a thing is and who holds it, allergies, shifts, an amount's noun starting the sentence,
a role to come said with "will be managing", a second fact after the comma with its subject
left out, "our plumber is <full name>", "has a new number: …", a preference after a refusal,
and a trailing "actually"/"too" never part of a value; and what stays no fact."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CorrectValue, StateClaim, extract

TZ = ZoneInfo("Australia/Sydney")
NOW = datetime(2028, 3, 15, 9, 30, tzinfo=TZ)  # a Wednesday


def _facts(text: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in extract(text, now=NOW, tz=TZ) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("the green ute is Darius's now", ("green ute", "owner", "Darius")),
        ("that drone's Mirela's now", ("drone", "owner", "Mirela")),
        ("our old piano is Yohannes's", ("old piano", "owner", "Yohannes")),
        ("the red kayak is owned by my neighbour Lwazi now", ("red kayak", "owner", "Lwazi")),
        ("the Hartley file was handed over to Giang", ("Hartley file", "owner", "Giang")),
        ("Oksana passed the petty cash tin over to Ruairí", ("petty cash tin", "owner", "Ruairí")),
    ],
)
def test_whose_a_thing_is_is_its_owner(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("the storeroom key is with Mrs Kowalczyk now", ("storeroom key", "location", "Mrs Kowalczyk")),
        ("the projector's with Babajide", ("projector", "location", "Babajide")),
        ("our tent is still with Dr Haddad", ("tent", "location", "Dr Haddad")),
        ("the spare fob is with my sister Anahera", ("spare fob", "location", "Anahera")),
        ("the trophy is with Siosaia now 🏆", ("trophy", "location", "Siosaia")),
    ],
)
def test_who_holds_a_thing_is_where_it_is(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    "text",
    [
        "the problem is with Babajide",
        "the decision is Mirela's",
        "the kids are with Grandma",
        "the meeting is with Darius",
        "the blame is Oksana's lol",
    ],
)
def test_an_abstract_noun_or_people_are_no_thing_held(text: str) -> None:
    assert not any(p in ("owner", "location") for _, p, _ in _facts(text))


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Mereana is allergic to latex", ("Mereana", "allergy", "latex")),
        ("bongani's severely allergic to bee stings", ("bongani", "allergy", "bee stings")),
        ("I'm allergic to ibuprofen", ("me", "allergy", "ibuprofen")),
        ("Jae-won has a bad sesame allergy", ("Jae-won", "allergy", "sesame")),
        ("Ilse's got a shellfish allergy, tell the caterer", ("Ilse", "allergy", "shellfish")),
    ],
)
def test_an_allergy_is_what_they_react_to(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text)[:1] == [fact]


@pytest.mark.parametrize(
    "text",
    ["is Mereana allergic to latex?", "maybe Ilse is allergic to something", "I think Jae-won might be allergic"],
)
def test_a_question_or_a_hedge_is_no_allergy(text: str) -> None:
    assert not any(p == "allergy" for _, p, _ in _facts(text))


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Precious has moved to nights", ("Precious", "shift", "nights")),
        ("rahul's on lates now", ("rahul", "shift", "lates")),
        ("Ewa switched over to the day shift", ("Ewa", "shift", "day shift")),
        ("Teuila works weekends now", ("Teuila", "shift", "weekends")),
        ("Callum is doing earlies", ("Callum", "shift", "earlies")),
    ],
)
def test_a_shift_moved_to_is_a_shift(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


def test_a_shift_from_a_date_starts_then() -> None:
    (claim,) = [i for i in extract("Callum goes onto nights from monday", now=NOW, tz=TZ) if isinstance(i, StateClaim)]
    assert (claim.subject, claim.predicate, claim.value) == ("Callum", "shift", "nights")
    assert claim.effective is not None and claim.effective.start.astimezone(TZ).date().isoformat() == "2028-03-20"


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("budget for the year 10 camp is $8,500", ("year 10 camp", "budget", "$8,500")),
        ("price for the marquee is £1200", ("marquee", "price", "£1200")),
        ("deposit for the hall is R2 500", ("hall", "deposit", "R2 500")),
        ("cost of the new fence is €3k", ("new fence", "cost", "€3k")),
        ("headcount for the offsite is 40", ("offsite", "headcount", "40")),
    ],
)
def test_an_amount_of_a_thing_needs_no_leading_the(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            "from april Nizhoni will be managing the Perth warehouse",
            ("Nizhoni", "role", "manager of the Perth warehouse"),
        ),
        ("Kwabena will be running the Geelong site from the 1st", ("Kwabena", "role", "head of the Geelong site")),
        ("from next month Sakura will manage the night shift", ("Sakura", "role", "manager of the night shift")),
        ("Ifeoma will be leading the cardiology ward from june", ("Ifeoma", "role", "lead of the cardiology ward")),
        ("Matteo's going to head up the Hobart branch", ("Matteo", "role", "head of the Hobart branch")),
    ],
)
def test_a_unit_someone_will_be_managing_is_their_role(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


def test_running_a_one_off_event_is_no_role() -> None:
    assert _facts("Kwabena will be running the quiz on friday") == []


@pytest.mark.parametrize(
    ("text", "second"),
    [
        ("Arjun is our new site engineer, based in Darwin", ("Arjun", "location", "Darwin")),
        ("Leilani is the new receptionist, lives in Manly", ("Leilani", "location", "Manly")),
        ("Sunil's the new buyer, reports to Fiona", ("Sunil", "manager", "Fiona")),
        ("Gwen is our new bookkeeper, works at Deloitte", ("Gwen", "employer", "Deloitte")),
        ("Tamar is the new practice nurse, located in Fremantle", ("Tamar", "location", "Fremantle")),
    ],
)
def test_a_detail_without_its_subject_says_more_of_the_same_person(text: str, second: tuple[str, str, str]) -> None:
    found = _facts(text)
    assert len(found) == 2 and found[0][1] == "role" and found[1] == second


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("our plumber is Gareth Pryce now", ("me", "plumber", "Gareth Pryce")),
        ("our GP is Dr Achebe", ("me", "gp", "Dr Achebe")),
        ("our landlord's Mr Vukovic now", ("me", "landlord", "Mr Vukovic")),
        ("our tutor is Hana Sato", ("me", "tutor", "Hana Sato")),
    ],
)
def test_who_does_a_service_for_the_user_named_in_full(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize("text", ["our vet is Scottish", "our landlord is useless", "our cleaner is Brazilian"])
def test_a_word_about_someone_is_no_name(text: str) -> None:
    assert _facts(text) == []


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Kalani has a new number: 0412 555 019", ("Kalani", "phone", "0412 555 019")),
        ("Bui Thi has a new number, 0499 123 456", ("Bui Thi", "phone", "0499 123 456")),
        ("Oyelaran's got a new email - oye@mail.ng", ("Oyelaran", "email", "oye@mail.ng")),
        ("Zofia got a new mobile number: +48 600 100 200", ("Zofia", "phone", "+48 600 100 200")),
        ("Ravi has a new address: 3/12 Bay St, Glebe", ("Ravi", "address", "3/12 Bay St, Glebe")),
    ],
)
def test_a_new_number_said_with_has_is_their_number(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


def test_a_new_phone_with_no_number_is_no_fact() -> None:
    assert _facts("Kalani has a new phone") == []


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Efua doesn't drink, she prefers sparkling water", ("Efua", "preference", "sparkling water")),
        ("Hamid doesn't eat, he prefers tea", ("Hamid", "preference", "tea")),
    ],
)
def test_a_preference_after_a_refusal(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Priscila is the deputy head actually", ("Priscila", "role", "deputy head")),
        ("Wiremu is CFO too", ("Wiremu", "role", "CFO")),
        ("Bilal moved to Kraków as well", ("Bilal", "location", "Kraków")),
        ("Mei reports to Tanvir actually", ("Mei", "manager", "Tanvir")),
        ("Ayo is matron", ("Ayo", "role", "matron")),
    ],
)
def test_a_trailing_aside_is_no_part_of_the_value(text: str, fact: tuple[str, str, str]) -> None:
    """With "actually" the fact puts right what was said before (a correction naming its subject)."""
    said = [
        (i.subject, i.predicate, i.value)
        for i in extract(text, now=NOW, tz=TZ)
        if isinstance(i, (StateClaim, CorrectValue))
    ]
    assert said == [fact]


@pytest.mark.parametrize(
    ("text", "fact", "day"),
    [
        ("Ruth retires at the end of the month", ("Ruth", "status", "retired"), "2028-04-01"),
        ("Kwame is retiring in june", ("Kwame", "status", "retired"), "2028-06-01"),
        ("Pilar's leaving Telstra on friday", ("Pilar", "status", "left Telstra"), "2028-03-17"),
        ("Ioana will leave the company on the 30th", ("Ioana", "status", "left the company"), "2028-03-30"),
        ("Bheki quits next monday", ("Bheki", "status", "quit"), "2028-03-20"),
    ],
)
def test_a_leaving_to_come_is_the_status_it_leaves_from_its_date(
    text: str, fact: tuple[str, str, str], day: str
) -> None:
    (claim,) = [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, StateClaim)]
    assert (claim.subject, claim.predicate, claim.value) == fact
    assert claim.effective is not None and claim.effective.start.astimezone(TZ).date().isoformat() == day


@pytest.mark.parametrize(
    "text",
    [
        "Tariq is leaving",
        "Ruth is leaving for Fiji on friday",
        "I'll leave the keys with Ruth friday",
        "she's leaving at 5",
    ],
)
def test_a_leaving_with_no_date_or_no_organisation_is_no_status(text: str) -> None:
    assert not any(p == "status" for _, p, _ in _facts(text))


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Priya handed over to Dev as team lead", ("Dev", "role", "team lead")),
        ("Hiroshi is handing over to Amara as head chef", ("Amara", "role", "head chef")),
        ("the price of the venue went up to $3,200", ("venue", "price", "$3,200")),
        ("the cost of the bus hire has gone up to £640", ("bus hire", "cost", "£640")),
        ("wifi password for the bach is kiwi2028", ("bach", "wifi password", "kiwi2028")),
        ("gate code for the depot is 4471", ("depot", "gate code", "4471")),
        ("the membership fee is now $60 a year", ("membership", "fee", "$60 a year")),
    ],
)
def test_more_everyday_verbs_and_nouns(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Maya joined Stripe and moved to Dublin", [("Maya", "employer", "Stripe"), ("Maya", "location", "Dublin")]),
        (
            "Kofi moved to the Accra office and is now head of sales",
            [("Kofi", "location", "Accra office"), ("Kofi", "role", "head of sales")],
        ),
    ],
)
def test_two_facts_about_one_person_joined_by_and(text: str, facts: list[tuple[str, str, str]]) -> None:
    assert _facts(text) == facts


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Kenji starts at the Fukuoka branch", ("Kenji", "location", "Fukuoka branch")),
        ("Oluchi now works at the Abuja office", ("Oluchi", "location", "Abuja office")),
        ("Sanjay started at the Pune campus", ("Sanjay", "location", "Pune campus")),
        ("Brigid started at Accenture", ("Brigid", "employer", "Accenture")),
        # a works named in lower case by what it makes is the employer itself
        ("Johan started at the cheese factory", ("Johan", "employer", "cheese factory")),
        ("Tilda starts at the cement plant", ("Tilda", "employer", "cement plant")),
        ("Tilda starts at the Monterrey plant", ("Tilda", "location", "Monterrey plant")),
    ],
)
def test_a_site_one_starts_at_is_a_place_not_an_employer(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    "text",
    [
        "the first tuesday of next month is the emergency drill",
        "the last friday of the month is the stocktake",
        "the second monday of next month is the fire drill",
    ],
)
def test_a_day_named_as_another_days_part_is_no_fact(text: str) -> None:
    """ "the first tuesday of next month is …" names a day and what happens on it: never an
    attribute "first tuesday" of "next month"."""
    assert _facts(text) == []


def test_a_thing_of_a_day_that_is_no_day_is_still_a_fact() -> None:
    """ "next month's rent is 700": rent is no day, so the fact stands."""
    assert _facts("next month's rent is 700") == [("next month", "rent", "700")]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Suresh's blood type is A neg", ("Suresh", "blood type", "A neg")),
        ("my blood group is A positive", ("me", "blood group", "A positive")),
    ],
)
def test_a_blood_group_keeps_its_a(text: str, fact: tuple[str, str, str]) -> None:
    """ "A neg" is a blood group: its "A" is no article to drop (it was kept as "neg")."""
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Daniella's back in Georgetown for good", ("Daniella", "location", "Georgetown")),
        ("Kofi back in Accra now", ("Kofi", "location", "Accra")),
        ("Marisol is back in Lima", ("Marisol", "location", "Lima")),
    ],
)
def test_someone_back_in_a_town_lives_there_again(text: str, fact: tuple[str, str, str]) -> None:
    """ "Daniella's back in Georgetown for good": where she lives, no issue about "Daniella" resolved."""
    assert _facts(text) == [fact]
    assert [type(i).__name__ for i in extract(text, now=NOW, tz=TZ)] == ["StateClaim"]
