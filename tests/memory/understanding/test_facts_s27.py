"""Facts read in session 27 (pure ``extract``):

- a fact's start said with a weekday as users abbreviate it ("from weds", "starting thur") leans
  the same way as the full name: "from wednesday" said on a Thursday is next week's, never
  yesterday's;
- a fact said with when the agreement or stint that holds it started ("new tenant in 2A is
  Marisol Vega, lease started 10/1", "…, contract began 1 Oct") starts then, and "began" is a past
  tense as "started" is;
- a word of its own one letter from a to-do verb is never that verb misspelt ("contract started
  1 Oct" is no to-do "contact started", "driver arrived at 9" no "drive arrived");
- a start said after the comma on a day recap cannot tell ("…, starts 11/1" read both ways, "…,
  lease starts around the 10th") is asked about, never dropped to keep the fact as true today;
- "the PTA budget for the summer fair is £1,200": the fair's budget; the word before "budget"
  says whose money it is, never a different attribute.
"""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim, Unclear, extract

TARAWA = ZoneInfo("Pacific/Tarawa")
THURSDAY = datetime(2029, 7, 12, 9, 0, tzinfo=TARAWA)
NEW_YORK = ZoneInfo("America/New_York")
OCTOBER = datetime(2027, 10, 20, 9, 0, tzinfo=NEW_YORK)


def _claims(text: str, now: datetime = THURSDAY, tz: ZoneInfo = TARAWA) -> list[StateClaim]:
    read = list(extract(text, now=now, tz=tz))
    assert all(isinstance(intent, StateClaim) for intent in read), read
    return [intent for intent in read if isinstance(intent, StateClaim)]


def _start(claim: StateClaim, tz: ZoneInfo = TARAWA) -> date:
    assert claim.effective is not None, claim
    return claim.effective.start.astimezone(tz).date()


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "start"),
    [
        ("Siddharth's on leave from weds", "Siddharth", "status", date(2029, 7, 18)),
        ("Siddharth is on leave from Weds", "Siddharth", "status", date(2029, 7, 18)),
        ("Ana's on holiday from weds", "Ana", "status", date(2029, 7, 18)),
        ("Mo joins the ops team from weds", "Mo", "team", date(2029, 7, 18)),
        ("Tala's on maternity leave starting weds", "Tala", "status", date(2029, 7, 18)),
        ("Iosefa is on leave from wed", "Iosefa", "status", date(2029, 7, 18)),
        ("Kiri's on leave from thur", "Kiri", "status", date(2029, 7, 12)),  # said on a Thursday: today
        ("Kiri's on leave from thurs", "Kiri", "status", date(2029, 7, 12)),
    ],
)
def test_an_abbreviated_weekday_start_leans_like_the_full_name(
    text: str, subject: str, predicate: str, start: date
) -> None:
    """ "from weds" is the coming Wednesday, as "from wednesday" is."""
    (claim,) = _claims(text)
    assert (claim.subject, claim.predicate) == (subject, predicate)
    assert _start(claim) == start


def test_a_past_abbreviated_weekday_still_reads_as_past() -> None:
    """ "moved … on weds" (a past tense) is yesterday's Wednesday, not next week's."""
    (claim,) = _claims("Bwenawa moved to Betio on weds")
    assert claim.predicate == "location"
    assert _start(claim) == date(2029, 7, 11)


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value", "start"),
    [
        ("new tenant in 2A is Marisol Vega, lease started 10/1", "2A", "tenant", "Marisol Vega", date(2027, 10, 1)),
        ("new tenant in 2A is Marisol Vega, her lease started 10/1", "2A", "tenant", "Marisol Vega",
         date(2027, 10, 1)),
        ("the new tenant in 4B is Joe Park, tenancy began on the 3rd", "4B", "tenant", "Joe Park", date(2027, 10, 3)),
        ("Kofi is our new cleaner, contract started 1 Oct", "Kofi", "role", "cleaner", date(2027, 10, 1)),
        ("Kofi is our new cleaner, contract began 1 Oct", "Kofi", "role", "cleaner", date(2027, 10, 1)),
        ("Amara's the new locum, placement began on the 4th", "Amara", "role", "locum", date(2027, 10, 4)),
        ("Hina's the new receptionist, started on the 4th", "Hina", "role", "receptionist", date(2027, 10, 4)),
    ],
)
def test_when_the_lease_or_contract_started_dates_the_fact(
    text: str, subject: str, predicate: str, value: str, start: date
) -> None:
    """The start of what holds the fact is the fact's start, and nothing else is stored."""
    read = list(extract(text, now=OCTOBER, tz=NEW_YORK))
    assert len(read) == 1, read
    (claim,) = read
    assert isinstance(claim, StateClaim)
    assert (claim.subject, claim.predicate, claim.value) == (subject, predicate, value)
    assert _start(claim, NEW_YORK) == start


@pytest.mark.parametrize(
    "text",
    [
        "contract started 1 Oct",
        "contract began on the 3rd",
        "the contract started monday",
        "contract ends on the 30th",
        "driver arrived at 9",
    ],
)
def test_a_word_of_its_own_is_no_misspelt_todo_verb(text: str) -> None:
    """ "contract" is not "contact" mistyped: no to-do "contact started"."""
    read = list(extract(text, now=OCTOBER, tz=NEW_YORK))
    assert not any(isinstance(intent, NewCommitment) for intent in read), read


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("sumbit the report by friday", "submit the report"),
        ("reviw the deck tmrw", "review the deck"),
    ],
)
def test_a_real_slip_of_a_todo_verb_is_still_read(text: str, action: str) -> None:
    """A word that is no word of its own, one slip from a to-do verb, is still that verb."""
    read = list(extract(text, now=OCTOBER, tz=NEW_YORK))
    assert [intent.action for intent in read if isinstance(intent, NewCommitment)] == [action]


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("the PTA budget for the summer fair is £1,200 this year", "summer fair", "£1,200"),
        ("the marketing budget for the launch is 20k", "launch", "20k"),
        ("the food budget for the party is $300", "party", "$300"),
        ("the school's budget for the trip is £500", "trip", "£500"),
        ("the total budget for the reno is 45k", "reno", "45k"),
        ("budget for the gala is 50k now", "gala", "50k"),
    ],
)
def test_a_qualified_budget_for_a_thing_is_the_things_budget(text: str, subject: str, value: str) -> None:
    """Whose money the budget is goes without a new attribute: predicate "budget", of the thing it is for."""
    (claim,) = _claims(text, now=OCTOBER, tz=NEW_YORK)
    assert (claim.subject, claim.predicate, claim.value) == (subject, "budget", value)


@pytest.mark.parametrize(
    ("text", "subject", "predicate"),
    [
        ("the launch budget is 120k AUD", "launch", "budget"),
        ("the price of the ube latte is 180 pesos", "ube latte", "price"),
        ("the wifi password for the cabin is kereru42", "cabin", "wifi password"),
    ],
)
def test_other_amounts_keep_their_reading(text: str, subject: str, predicate: str) -> None:
    """Only a word before "budget" is whose money: other amounts and codes read as before."""
    (claim,) = _claims(text, now=OCTOBER, tz=NEW_YORK)
    assert (claim.subject, claim.predicate) == (subject, predicate)


@pytest.mark.parametrize(
    "text",
    [
        "Kofi is our new cleaner, starts 11/1",
        "Kofi is our new cleaner, his contract starts 11/1",
        "Kofi is our new cleaner, starts around the 10th",
    ],
)
def test_a_start_after_the_comma_that_cannot_be_read_is_asked_about(text: str) -> None:
    """The fact is not kept as true today when the start it was said with cannot be read."""
    read = list(extract(text, now=OCTOBER, tz=NEW_YORK))
    assert len(read) == 1, read
    assert isinstance(read[0], Unclear) and "date" in read[0].question, read


@pytest.mark.parametrize(
    ("text", "start"),
    [
        ("Kofi is our new cleaner, starts nov 1", date(2027, 11, 1)),
        ("Kofi is our new cleaner, started 10/1", date(2027, 10, 1)),
    ],
)
def test_a_start_after_the_comma_that_reads_one_way_dates_the_fact(text: str, start: date) -> None:
    """A start that reads one way only is the fact's start, with nothing asked."""
    (claim,) = _claims(text, now=OCTOBER, tz=NEW_YORK)
    assert _start(claim, NEW_YORK) == start
