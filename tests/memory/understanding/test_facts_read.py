"""Tests for reading facts: many verbs onto a small predicate vocabulary, time taken out first."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, StateClaim, Unclear, extract

TZ = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 30, 8, 10, tzinfo=TZ)  # a Monday


def _one(text: str) -> StateClaim:
    [claim] = extract(text, now=NOW, tz=TZ)
    assert isinstance(claim, StateClaim)
    return claim


def _from(claim: StateClaim) -> date | None:
    return claim.effective.start.astimezone(TZ).date() if claim.effective else None


def test_role_verbs() -> None:
    """'joined as', 'got promoted to', 'got bumped to', "'s our new" all give a role."""
    for text, who, value in [
        ("priya joined as head of design", "priya", "head of design"),
        ("Tom got promoted to engineering manager", "Tom", "engineering manager"),
        ("Kenji got bumped to staff engineer", "Kenji", "staff engineer"),
        ("Sam's our new CFO", "Sam", "CFO"),
        ("Dwayne joined as our first SRE", "Dwayne", "SRE"),
    ]:
        claim = _one(text)
        assert (claim.subject, claim.predicate, claim.value) == (who, "role", value)


def test_role_effective_time_is_never_in_the_value() -> None:
    """'became COO last week' is COO from last week's Monday; 'as of Monday' on a Monday is today."""
    claim = _one("omar became COO last week")
    assert (claim.value, _from(claim)) == ("COO", date(2026, 11, 23))
    claim = _one("Maya got promoted to CEO as of Monday")
    assert (claim.value, _from(claim)) == ("CEO", date(2026, 11, 30))
    claim = _one("Lucia is VP Marketing effective Dec 1")
    assert (claim.value, _from(claim)) == ("VP Marketing", date(2026, 12, 1))


def test_team_from_a_move_between_departments() -> None:
    """'moved from marketing to product' is a team change with its old value; 'joined the X team' too."""
    claim = _one("Jess moved from marketing to product")
    assert (claim.predicate, claim.value, claim.old_value) == ("team", "product", "marketing")
    assert _one("arjun joined the platform team").value == "platform"
    assert _one("Wei's on the payments team now").predicate == "team"


def test_location_verbs() -> None:
    """'relocated to', 'moved to <place>', 'is based in', 'lives in', "'s now in" give a location."""
    for text, value in [
        ("Lee relocated to Lisbon", "Lisbon"),
        ("Lee's now in Porto", "Porto"),
        ("Ravi is based in Bangalore", "Bangalore"),
        ("hannah lives in manchester", "manchester"),
    ]:
        claim = _one(text)
        assert (claim.predicate, claim.value) == ("location", value)
    claim = _one("Diego moved to Porto in October")
    assert (claim.value, _from(claim)) == ("Porto", date(2026, 10, 1))


def test_owner_subject_is_the_thing() -> None:
    """'runs', 'took over', 'heads up', 'is in charge of': subject = the thing, value = the person."""
    for text, thing, who in [
        ("Fatima runs sales", "sales", "Fatima"),
        ("Greg took over sales", "sales", "Greg"),
        ("Marco heads up customer success", "customer success", "Marco"),
        ("ines is in charge of hiring now", "hiring", "ines"),
    ]:
        claim = _one(text)
        assert (claim.subject, claim.predicate, claim.value) == (thing, "owner", who)


def test_manager_and_attributes() -> None:
    """'reports to' is a manager; a named attribute without a possessive keeps its noun."""
    claim = _one("Ana reports to Maya")
    assert (claim.subject, claim.predicate, claim.value) == ("Ana", "manager", "Maya")
    claim = _one("the office wifi password is hunter2")
    assert (claim.subject, claim.predicate, claim.value) == ("office wifi", "password", "hunter2")
    claim = _one("Lena's new manager is Jonas")
    assert (claim.predicate, claim.value) == ("manager", "Jonas")


def test_two_facts_joined_by_and() -> None:
    """'Maya is CTO and Omar is COO' is two claims."""
    found = extract("Maya is CTO and Omar is COO", now=NOW, tz=TZ)
    assert [(c.subject, c.value) for c in found if isinstance(c, StateClaim)] == [("Maya", "CTO"), ("Omar", "COO")]


def test_an_unreadable_date_asks_instead_of_storing() -> None:
    """An impossible date in a fact gives Unclear, never a claim with the date in its value."""
    for text in ("Maya's role is CFO on 2026-13-40", "Lucia moved from product to design on Nov 31"):
        found = extract(text, now=NOW, tz=TZ)
        assert found and all(isinstance(i, Unclear) for i in found), text


def test_based_in_after_now_is_a_location() -> None:
    """'is now based out of Porto' is where someone is, never a role 'based out of Porto'."""
    for text, who, place in [("Ines is now based out of Porto", "Ines", "Porto"),
                             ("Kofi's now located in Accra", "Kofi", "Accra")]:
        claim = _one(text)
        assert (claim.subject, claim.predicate, claim.value) == (who, "location", place), text


def test_attribute_values_state_facts() -> None:
    """A named pet, a number and a bare attribute with a figure still read; "called" is not the value."""
    claim = _one("Jonas's dog is named Pretzel")
    assert (claim.subject, claim.predicate, claim.value) == ("Jonas", "dog", "Pretzel")
    claim = _one("my mobile number is 087 123 4567")
    assert (claim.subject, claim.predicate, claim.value) == ("me", "phone", "087 123 4567")
    claim = _one("our headcount is 42")  # no subject: the caller finds whose headcount, or asks
    assert (claim.subject, claim.anchor, claim.value) == ("", "headcount", "42")
    assert extract("the budget is the real problem", now=NOW, tz=TZ) == []


@pytest.mark.parametrize(
    ("text", "thing", "status"),
    [
        ("the Initech contract is signed", "Initech contract", "signed"),
        ("balikbayan box is shipped na, finally", "balikbayan box", "shipped"),
        ("the lease renewal's signed", "lease renewal", "signed"),
        ("the parcel is shipped", "parcel", "shipped"),
    ],
)
def test_a_signed_deal_finishes_a_commitment_else_is_a_status(text: str, thing: str, status: str) -> None:
    """'the Initech contract is signed': the commitment it finishes when one fits, else its status;
    never both, which would be two memories of one event."""
    found = extract(text, now=NOW, tz=TZ)
    assert len(found) == 1 and isinstance(found[0], CompleteCommitment), found
    assert found[0].action == thing and found[0].past_tense
    claim = found[0].otherwise
    assert isinstance(claim, StateClaim) and (claim.subject, claim.predicate, claim.value) == (thing, "status", status)
