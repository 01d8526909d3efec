"""Apostrophes typed away: the same message without them reads the same, and the words that
are words of their own ("hell", "shed", "its", "ID", a name ending in s) stay themselves."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim, extract
from memory.understanding.normalise import normalise

NOW = datetime(2027, 3, 8, 9, 30, tzinfo=UTC)  # a Monday
TZ = ZoneInfo("Europe/London")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Wanjiru said hell forward the invoice by thursday", "Wanjiru said he'll forward"),
        ("heard from Mateo, hell bring the projector", "heard from Mateo, he'll bring"),
        ("Ngozi promised shed sign the lease tmrw", "Ngozi promised she'd sign"),
        ("told the landlord wed pay the deposit friday", "told the landlord we'd pay"),
        ("said id ring the plumber after lunch", "said I'd ring"),
        ("so shell handle the catering", "so she'll handle"),
        ("oops its 0161 496 0732", "oops it's 0161"),
        ("nah its the 14th not the 12th", "nah it's the 14th"),
        ("hes chasing the courier", "he's chasing"),
        ("shes off till monday", "she's off"),
    ],
)
def test_a_pronoun_that_lost_its_apostrophe_before_a_verb_gets_it_back(text: str, expected: str) -> None:
    assert normalise(text).startswith(expected)


@pytest.mark.parametrize(
    "text",
    [
        "what the hell happened to the printer",
        "clear out the garden shed on saturday",
        "the wed night quiz is cancelled",
        "send Joaquín the id badge",
        "the laptop lost its charger",
        "the dog chewed its lead again",
        "we had a hell of a week",
    ],
)
def test_the_words_of_their_own_stay(text: str) -> None:
    assert normalise(text) == text


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("Oluwaseuns phone is 07700 900431", "Oluwaseun", "phone", "07700 900431"),
        ("Ayeshas email is ayesha@kestrel.co", "Ayesha", "email", "ayesha@kestrel.co"),
        ("Mirelas new manager is Hendrik", "Mirela", "manager", "Hendrik"),
        ("siobhans email is siobhan@gorse.ie", "siobhan", "email", "siobhan@gorse.ie"),
        ("Kenjis been made head of sales", "Kenji", "role", "head of sales"),
    ],
)
def test_a_name_with_a_glued_s_before_an_attribute_is_its_owner(
    text: str, subject: str, predicate: str, value: str
) -> None:
    claims = [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, StateClaim)]
    assert [(c.subject, c.predicate, c.value) for c in claims] == [(subject, predicate, value)]


@pytest.mark.parametrize(
    ("text", "owner"),
    [
        ("Tomasz said hell send the floor plan by friday", "Tomasz"),
        ("Ingrids sending the signed contract tmrw", "Ingrid"),
        ("Farahs taking care of the venue deposit by friday", "Farah"),
        ("Bongani promised shed review the budget tmrw", "Bongani"),
        ("ok so Meis gonna book the hotel by friday", "Mei"),
    ],
)
def test_someone_elses_promise_typed_without_apostrophes_is_theirs(text: str, owner: str) -> None:
    found = [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]
    assert [c.owner for c in found] == [owner], found


@pytest.mark.parametrize(
    "text",
    [
        "Tunde works in Lagos now",
        "Lukas been promoted?",
        "Carlos phone is 555 0192",
        "Marcus been made partner",
        "we moved the offsite to Athens now",
        "Things going well with the launch",
    ],
)
def test_names_and_places_ending_in_s_keep_their_s(text: str) -> None:
    assert normalise(text) == text


def test_a_lower_case_word_in_a_message_with_capitals_is_not_taken_for_a_name() -> None:
    """With capitals elsewhere, the writer capitalises names: "kids" is not "Kid's"."""
    assert normalise("kids taking the bus from Leeds now") == "kids taking the bus from Leeds now"
    assert normalise("Ravs taking the bus from Leeds now") == "Rav's taking the bus from Leeds now"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("what was Chidis title last year?", "what was Chidi's title last year?"),
        ("whos yaels manager now", "who's yael's manager now"),
        ("remind me of Bjorns address", "remind me of Bjorn's address"),
        ("the quarterly reports been signed off", "the quarterly report's been signed off"),
        ("invoices gone out to Kestrel", "invoice's gone out to Kestrel"),
        ("Aikos at Heathrow already", "Aiko's at Heathrow already"),
        ("the printer? its working again", "the printer? it's working again"),
    ],
)
def test_an_owner_asked_about_a_been_or_gone_and_its_working_get_their_apostrophe(text: str, expected: str) -> None:
    assert normalise(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "the Paris office address is on the wiki",
        "flew to Lagos office park",
        "Keys in the drawer",
        "the kids been sick all week",
        "the printer ran out of its toner",
        "kwabena prefers email over calls for anything urgent",
        "she uses email mostly",
        "Williams phone is 0191 498 0123",
    ],
)
def test_places_and_plurals_before_an_attribute_or_been_stay(text: str) -> None:
    assert normalise(text) == text
