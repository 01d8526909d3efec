"""Tests for facts read as a person would (pure ``extract``): ownership said with a possessive
("the Hilux is Pita's truck"), a place's people and a building named by its number, a change
announced then its value, two facts in one ("started at Samsung as a UX lead"), a leaving and
who follows, a role said of someone else ("… isn't head of year 8 any more, Mr Boateng is"),
a shift one is back on, an occasion's own facts, a figure's period, and changes whose subject
or value is unsaid (asked, never stored). Every family has wordings of its own and negatives."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Intent, StateClaim, Unclear, extract

TZ = ZoneInfo("Africa/Johannesburg")
NOW = datetime(2029, 11, 6, 9, 30, tzinfo=TZ)  # a Tuesday


def _read(text: str) -> list[Intent]:
    return extract(text, now=NOW, tz=TZ)


def _facts(text: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in _read(text) if isinstance(i, StateClaim)]


def _from(claim: StateClaim) -> date | None:
    return None if claim.effective is None else claim.effective.start.astimezone(TZ).date()


def _asked(text: str) -> bool:
    found = _read(text)
    return bool(found) and all(isinstance(i, Unclear) for i in found)


@pytest.mark.parametrize(
    ("text", "thing", "owner"),
    [
        ("the Hilux is Pita's truck now", "Hilux", "Pita"),
        ("that blue bike's Tane's bike", "blue bike", "Tane"),
        ("the grey Corolla is Nomvula's car now", "grey Corolla", "Nomvula"),
        ("the corner desk is Siddharth's desk", "corner desk", "Siddharth"),
        ("the old tractor is Wiremu's now", "old tractor", "Wiremu"),
        ("the ginger kitten is Aroha's cat now 🐱", "ginger kitten", "Aroha"),
    ],
)
def test_a_thing_said_to_be_someones_is_theirs(text: str, thing: str, owner: str) -> None:
    assert _facts(text) == [(thing, "owner", owner)]


@pytest.mark.parametrize(
    "text",
    [
        "the tall guy is Maya's brother",
        "the red mug is Anya's favourite",
        "the new hire is Tom's replacement",
        "the Hilux is Pita's fault",
        "the problem is Kofi's job",
    ],
)
def test_a_person_a_judgement_or_a_duty_is_no_ownership(text: str) -> None:
    assert not any(p == "owner" for _, p, _ in _facts(text))


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("the tenant in 4B is Mr Afolabi", ("4B", "tenant", "Mr Afolabi")),
        ("the new tenant at no. 9 is Mrs Kowalczyk", ("no. 9", "tenant", "Mrs Kowalczyk")),
        ("the landlord at 12A is Mr Osei now", ("12A", "landlord", "Mr Osei")),
        ("the caretaker at St Jude's is Wiremu now", ("St Jude's", "caretaker", "Wiremu")),
        ("the manager in the Durban branch is Thandeka", ("Durban branch", "manager", "Thandeka")),
    ],
)
def test_who_a_place_has_is_a_fact_of_the_place(text: str, fact: tuple[str, str, str]) -> None:
    (found,) = _facts(text)
    assert (found[0].lower(), found[1], found[2]) == (fact[0].lower(), fact[1], fact[2])


@pytest.mark.parametrize(
    "text", ["the weather in Leeds is grim", "the food at Nando's is great", "the queue at Tesco is mad"]
)
def test_what_a_place_is_like_is_no_fact(text: str) -> None:
    assert _facts(text) == []


def test_a_place_s_tenant_holds_from_its_date() -> None:
    (claim,) = [i for i in _read("the tenant in 4B is Mr Afolabi since 1st oct") if isinstance(i, StateClaim)]
    assert (claim.subject, claim.predicate, claim.value, _from(claim)) == (
        "4B",
        "tenant",
        "Mr Afolabi",
        date(2029, 10, 1),
    )


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("the building at 22 Elm is owned by Castellanos Holdings now", "22 Elm"),
        ("the house at 14 Kloof St is owned by Dlamini Trust now", "14 Kloof St"),
        ("the unit at 7B is owned by my cousin Beto", "7B"),
        ("the flat on Bree St is under offer", "flat on Bree St"),  # a street names no one flat
    ],
)
def test_a_building_named_by_its_number_is_its_address(text: str, subject: str) -> None:
    assert [s for s, _, _ in _facts(text)] == [subject]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Biscuit's owner changed, it's Mrs Ferreira now", ("Biscuit", "owner", "Mrs Ferreira")),
        ("Amara's manager changed, it's Tobias now", ("Amara", "manager", "Tobias")),
        ("Kofi's number has changed - it's 0821 555 019", ("Kofi", "phone", "0821 555 019")),
        ("the Hendersons' vet changed, now it's Dr Nkosi", ("Hendersons", "vet", "Dr Nkosi")),
        ("Lindiwe's team switched, it's Payments now", ("Lindiwe", "team", "Payments")),
    ],
)
def test_a_change_announced_then_its_value_is_one_fact(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    "text",
    [
        "Biscuit's owner changed",
        "my cousin's friend got made partner somewhere, good for her",
        "kiri's boss got fired lol",
        "Leilani's coach has moved",
        "the rota changed, it's a mess",
    ],
)
def test_a_possessive_and_a_verb_is_no_role(text: str) -> None:
    assert not any(p == "role" for _, p, _ in _facts(text))
    assert not any(v.endswith(("changed", "fired", "somewhere")) for _, _, v in _facts(text))


@pytest.mark.parametrize(
    ("text", "person", "employer", "role"),
    [
        ("Hyun-woo started at Samsung as a UX lead last month", "Hyun-woo", "Samsung", "UX lead"),
        ("Mei-Ling joined Grab as head of data", "Mei-Ling", "Grab", "head of data"),
        ("kwame started at the bakery as an apprentice on monday", "kwame", "bakery", "apprentice"),
        ("Priya works at Infosys as a consultant", "Priya", "Infosys", "consultant"),
        ("Oksana joined Deloitte as a senior auditor from the 1st", "Oksana", "Deloitte", "senior auditor"),
    ],
)
def test_where_someone_went_and_as_what_are_two_facts(text: str, person: str, employer: str, role: str) -> None:
    assert sorted(_facts(text)) == sorted([(person, "employer", employer), (person, "role", role)])


def test_both_facts_hold_from_the_same_day() -> None:
    claims = [i for i in _read("Hyun-woo started at Samsung as a UX lead last month") if isinstance(i, StateClaim)]
    assert {_from(c) for c in claims} == {date(2029, 10, 1)}


@pytest.mark.parametrize(
    "text", ["Bilal moved to Kraków as well", "Ana joined the call as a guest", "Sipho started at Absa as planned"]
)
def test_as_with_no_job_named_is_no_second_fact(text: str) -> None:
    assert not any(p == "role" for _, p, _ in _facts(text))


@pytest.mark.parametrize(
    ("text", "status", "day"),
    [
        ("Dr Halvorsen is retiring at the end of the year", "retired", date(2030, 1, 1)),
        ("Ruth retires at the end of the month", "retired", date(2029, 12, 1)),
        ("Pilar's leaving Telstra on friday", "left Telstra", date(2029, 11, 9)),
        ("Bheki quits next monday", "quit", date(2029, 11, 12)),
        ("mrs Gumede is retiring end of term", None, None),  # "end of term" names no day here
    ],
)
def test_a_leaving_to_come_is_the_status_it_leaves(text: str, status: str | None, day: date | None) -> None:
    claims = [i for i in _read(text) if isinstance(i, StateClaim)]
    if status is None:
        assert not any(c.value == "retired" and c.effective is None for c in claims)
        return
    (claim,) = claims
    assert (claim.value, _from(claim)) == (status, day)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            "Dr Halvorsen is retiring at the end of the year, Dr Obi takes over the practice",
            ("practice", "owner", "Dr Obi"),
        ),
        ("Ruth retires at the end of the month, Sizwe takes over the shop", ("shop", "owner", "Sizwe")),
        ("Mr Naidoo is leaving on friday, Mrs Pillay takes over the choir", ("choir", "owner", "Mrs Pillay")),
    ],
)
def test_who_takes_over_after_a_leaving_does_so_on_its_date(text: str, fact: tuple[str, str, str]) -> None:
    claims = [i for i in _read(text) if isinstance(i, StateClaim)]
    assert fact in [(c.subject, c.predicate, c.value) for c in claims]
    assert len({_from(c) for c in claims}) == 1


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Ms Pham isn't head of year 8 any more, Mr Boateng is", ("Mr Boateng", "role", "head of year 8")),
        ("Sione is no longer captain, Mele is", ("Mele", "role", "captain")),
        ("kemi's not the treasurer anymore — tunde is now", ("tunde", "role", "treasurer")),
        ("Dave isn't our plumber any more, Hemi is", ("Hemi", "role", "plumber")),
        ("Mrs Okeke is no longer the chair, Dr Eze is", ("Dr Eze", "role", "chair")),
        ("our groundsman Pete retired, it's Sione now", ("Sione", "role", "groundsman")),
        ("the caretaker Wiremu left, it's Hemi now", ("Hemi", "role", "caretaker")),
        ("my cleaner Rosa quit - it's Lupe now", ("Lupe", "role", "cleaner")),
    ],
)
def test_a_role_said_of_someone_else_now_is_theirs(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]
    assert all(isinstance(i, StateClaim) for i in _read(text))  # never a to-do of theirs cancelled


@pytest.mark.parametrize(
    "text", ["Ana isn't coming anymore, Ben is", "the printer isn't broken any more, the scanner is"]
)
def test_what_is_no_role_is_not_handed_on(text: str) -> None:
    assert not any(p == "role" for _, p, _ in _facts(text))


@pytest.mark.parametrize(
    ("text", "person", "shift", "day"),
    [
        ("Bongani is back on days from the 20th", "Bongani", "days", date(2029, 11, 20)),
        ("Bongani's back on nights", "Bongani", "nights", None),
        ("thandi goes back to earlies next week", "thandi", "earlies", date(2029, 11, 12)),
        ("Ngozi is back on lates from monday", "Ngozi", "lates", date(2029, 11, 12)),
        ("Fai is back on the night shift", "Fai", "night shift", None),
    ],
)
def test_a_shift_one_is_back_on_is_their_shift(text: str, person: str, shift: str, day: date | None) -> None:
    (claim,) = _read(text)
    assert isinstance(claim, StateClaim)
    assert (claim.subject, claim.predicate, claim.value, _from(claim)) == (person, "shift", shift, day)


def test_a_thing_back_on_is_still_a_fix() -> None:
    assert not _facts("the server is back on")


@pytest.mark.parametrize(
    ("text", "subject", "predicate"),
    [
        ("Nour and Sami's wedding venue is now the Old Mill, not the barn", "Nour and Sami's wedding", "venue"),
        ("Tama's birthday party venue is the Boathouse", "Tama's birthday party", "venue"),
        ("Maya's wedding venue changed to the Boathouse", "Maya's wedding", "venue"),
        ("Jun's graduation venue is the City Hall", "Jun's graduation", "venue"),
        ("Kofi's team lead is Ama", "Kofi", "team lead"),  # a team is no occasion
    ],
)
def test_an_occasion_is_part_of_its_subject(text: str, subject: str, predicate: str) -> None:
    assert [(s, p) for s, p, _ in _facts(text)] == [(subject, predicate)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("service charge for the block is 240 a quarter from april", "240 a quarter"),
        ("ground rent on the flat goes up to £150 per quarter from jan", "£150 per quarter"),
        ("swim club fees are R900 a term", "R900 a term"),
        ("the cleaner's rate is 180 a fortnight", "180 a fortnight"),
    ],
)
def test_a_figure_s_period_is_no_date(text: str, value: str) -> None:
    assert [v for _, _, v in _facts(text)] == [value]


@pytest.mark.parametrize(
    "text",
    [
        "price went up to 12",
        "the fee's gone up to 40",
        "the price went up to £12",
        "they're now in charge of the whole thing",
        "she's running it all now",
        "his new role starts monday",
        "her new job starts on the 3rd",
        "Ama's new position starts next week",
    ],
)
def test_a_change_with_its_subject_or_value_unsaid_is_asked(text: str) -> None:
    assert _asked(text)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("rent went up to 1450", ("me", "rent", "1450")),
        ("bread went up to R18", ("bread", "price", "R18")),
        ("Tom's now in charge of catering", ("catering", "owner", "Tom")),
        ("Ama's in charge of the rota", ("rota", "owner", "Ama")),
    ],
)
def test_a_change_with_both_said_is_kept(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize("text", ["Tom is running late", "Tom's running a bit behind", "we're running low on milk"])
def test_how_someone_is_running_is_no_charge(text: str) -> None:
    assert not any(p == "owner" for _, p, _ in _facts(text))
