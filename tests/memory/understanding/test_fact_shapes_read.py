"""Facts in the shapes people use: values that must not swallow extra words, one predicate
for one idea ("new number" is the phone), and the verbs for a move, a diet, a preference, a
future role, a manager and an owner."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.service import Memory
from memory.understanding import NewCommitment, StateClaim, extract
from tests.driver import chat

NEW_YORK = ZoneInfo("America/New_York")
NOW = datetime(2027, 4, 14, 10, 0, tzinfo=NEW_YORK)


def _claim(text: str) -> StateClaim:
    found = extract(text, now=NOW, tz=NEW_YORK)
    assert len(found) == 1 and isinstance(found[0], StateClaim), found
    return found[0]


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("Lee's in porto these days", "Lee", "location", "Porto"),
        ("Lee is in Porto nowadays", "Lee", "location", "Porto"),
        ("Tom's moved to Lisbon", "Tom", "location", "Lisbon"),
        ("Tom's just moved to Lisbon", "Tom", "location", "Lisbon"),
        ("Sam took over the Berlin account from Pete", "Berlin account", "owner", "Sam"),
        # whom it was taken over from, said by kin or by their post, is no part of the thing
        ("Benji took over the bakery from his uncle", "bakery", "owner", "Benji"),
        ("Kai took over the surf shop from his dad", "surf shop", "owner", "Kai"),
        ("Tomas has taken over the garage from the previous owner", "garage", "owner", "Tomas"),
        ("Ana took over the café from the old owners", "café", "owner", "Ana"),
        ("Colm took over the chipper from his da", "chipper", "owner", "Colm"),
        ("Siobhan took over the pub from her old man", "pub", "owner", "Siobhan"),
        # an ordinal of digits before a street word names the street, never a day
        ("the laundromat on 10th ave belongs to Sigrid now", "laundromat on 10th ave", "owner", "Sigrid"),
        ("the bakery on 5th street belongs to Ana now", "bakery on 5th street", "owner", "Ana"),
        ("Kwame's now managed by Ruth", "Kwame", "manager", "Ruth"),
        ("Kwame is line managed by Ruth", "Kwame", "manager", "Ruth"),
        ("the project is managed by Ruth", "project", "owner", "Ruth"),
        ("Gabriel's gone vegetarian", "Gabriel", "diet", "vegetarian"),
        ("Noor went vegan", "Noor", "diet", "vegan"),
        ("Ingrid doesn't do coffee, only tea", "Ingrid", "preference", "tea"),
        ("Ingrid only drinks tea", "Ingrid", "preference", "tea"),
        ("the staging server belongs to the infra team now", "staging server", "owner", "infra team"),
        ("Amara's title is now Head of Sales", "Amara", "role", "Head of Sales"),
        ("Priya runs marketing", "marketing", "owner", "Priya"),  # as the corpus: who runs a thing owns it
        ("Jonas heads up the Madrid office", "Madrid office", "owner", "Jonas"),
        # whose a thing is to be: "gonna own", "will own" are its owner as "owns" is
        ("Kofi's gonna own the Atlas launch", "Atlas launch", "owner", "Kofi"),
        ("Marta is going to own the pricing page", "pricing page", "owner", "Marta"),
        ("Dev will own the Q3 roadmap", "Q3 roadmap", "owner", "Dev"),
        ("Ines'll own the vendor contracts", "vendor contracts", "owner", "Ines"),
    ],
)
def test_fact_shapes(text: str, subject: str, predicate: str, value: str) -> None:
    claim = _claim(text)
    assert (claim.subject, claim.predicate, claim.value) == (subject, predicate, value)


@pytest.mark.parametrize(
    ("text", "predicate"),
    [
        ("Lena's new number is 0176 5551234", "phone"),
        ("Lena's number is 0176 5551234", "phone"),
        ("Lena's work mobile number is 07700 900123", "phone"),
        ("my new phone is 555 0199", "phone"),
        ("Lena's new email address is lena@example.com", "email"),
        ("Lena's work email is lena@example.com", "email"),
        ("the invoice number is 12345", "number"),  # a thing's number is no phone
    ],
)
def test_one_predicate_for_a_phone_or_an_email(text: str, predicate: str) -> None:
    assert _claim(text).predicate == predicate


def test_a_future_lead_of_a_team_is_a_role_from_that_date() -> None:
    claim = _claim("starting June 1st Dmitri will lead the data team")
    assert (claim.subject, claim.predicate, claim.value) == ("Dmitri", "role", "lead of the data team")
    assert claim.effective is not None and claim.effective.start.astimezone(NEW_YORK).date().isoformat() == "2027-06-01"


def test_leading_an_event_is_a_promise_not_a_role() -> None:
    (found,) = extract("Sam will lead the workshop on friday", now=NOW, tz=NEW_YORK)
    assert isinstance(found, NewCommitment) and found.owner == "Sam"


@pytest.mark.parametrize(
    "text", ["Lee's in hospital these days", "it belongs to me", "Maya is in Berlin", "Lee's in sales these days"]
)
def test_no_place_or_owner_from_what_is_none(text: str) -> None:
    assert not any(
        isinstance(i, StateClaim) and i.predicate in ("location", "owner") for i in extract(text, now=NOW, tz=NEW_YORK)
    )


async def test_a_fact_keeps_the_name_the_subject_s_facts_already_use(memory: Memory) -> None:
    """ "Tiago's title is now …" is a role, unless his facts are kept under "title": then it
    stays "title", so the new value supersedes the old rather than standing beside it."""
    _, user_id, _ = await chat(memory, "2027-04-14T10:00:00-04:00", "America/New_York", ["Amara's title is now CFO"])
    assert [(c.subject, c.predicate) for c in await memory.store.claims(user_id)] == [("Amara", "role")]
    _, user_id, _ = await chat(
        memory,
        "2027-04-14T10:00:00-04:00",
        "America/New_York",
        ["Tiago's mobile is 555 0101", "Tiago's new number is 555 0199"],
    )
    assert {c.predicate for c in await memory.store.claims(user_id) if c.subject == "Tiago"} == {"mobile"}
