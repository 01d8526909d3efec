"""Tests for memory.derive: what a chat message changes in claims and commitments."""

from __future__ import annotations

from datetime import datetime

from memory import claims as claim_rules
from memory.derive import commitments_of
from memory.model import ClaimStatus
from memory.service import Memory
from memory.timefmt import zone
from tests.driver import Person, chat


async def test_not_old_new_corrects_the_commitment_due_on_the_old_date(memory: Memory) -> None:
    """ "not January 15, January 22" names its target by the old date: a commitment due then."""
    _, user_id, replies = await chat(
        memory, "2027-01-06T10:00:00-07:00", "America/Denver",
        ["Luis became Head of Sales on January 4.", "I'll send the annual report by January 15.",
         "not January 15, January 22"],
    )
    [report] = await commitments_of(memory.store, user_id)
    assert report.due is not None and report.due.astimezone(zone("America/Denver")).date().isoformat() == "2027-01-22"
    assert "22" in " ".join(replies)


async def test_not_old_new_by_date_prefers_what_was_touched_last(memory: Memory) -> None:
    """A claim and a commitment both on the old date: the one the conversation touched last."""
    tz = zone("America/New_York")
    _, user_id, _ = await chat(
        memory, "2026-06-20T10:00:00-04:00", "America/New_York",
        ["I'll send the offer letter by June 24.", "Maya Chen became VP Sales on June 24.", "not the 24th, the 23rd"],
    )
    [offer] = await commitments_of(memory.store, user_id)
    assert offer.due is not None and offer.due.astimezone(tz).date().isoformat() == "2026-06-24"
    claims = await memory.store.claims(user_id)
    later = datetime.fromisoformat("2026-06-25T11:00:00-04:00")
    view = claim_rules.find_view(claims, later, "Maya Chen", "role", tz=tz)
    assert view is not None and view.effective_from.astimezone(tz).date().isoformat() == "2026-06-23"


async def test_attribute_change_without_subject_finds_whose_attribute_it_is(memory: Memory) -> None:
    """ "Headcount changed from 6 to 8" updates the subject whose headcount was 6."""
    tz = zone("Europe/Lisbon")
    _, user_id, replies = await chat(
        memory, "2026-05-08T09:00:00+01:00", "Europe/Lisbon",
        ["Project Atlas's headcount is 6.", "Project Hermes's headcount is 12.", "Headcount changed from 6 to 8."],
    )
    later = datetime.fromisoformat("2026-05-08T10:00:00+01:00")
    claims = await memory.store.claims(user_id)
    atlas = claim_rules.find_view(claims, later, "Project Atlas", "headcount", tz=tz)
    hermes = claim_rules.find_view(claims, later, "Project Hermes", "headcount", tz=tz)
    assert atlas is not None and atlas.value == "8"
    assert hermes is not None and hermes.value == "12"
    assert not any(c.predicate == "role" for c in claims)
    assert "8" in " ".join(replies)


async def test_attribute_change_without_a_known_subject_keeps_the_grammar_reading(memory: Memory) -> None:
    """With no fact carrying the attribute, "Renewal measure changed ..." stays Renewal's measure."""
    _, user_id, _ = await chat(
        memory, "2026-04-18T09:00:00+01:00", "Europe/Lisbon",
        ["Renewal measure changed from activated seats to weekly adoption."],
    )
    [claim] = await memory.store.claims(user_id)
    assert (claim.subject, claim.predicate, claim.value) == ("Renewal", "measure", "weekly adoption")


async def test_a_bare_correction_after_an_issue_report_dates_the_issue(memory: Memory) -> None:
    """'no, that was <date>' right after 'X is down' moves the episode's start; after 'X is fixed', its resolution."""
    _, user_id, replies = await chat(
        memory, "2026-03-12T09:00:00+01:00", "Europe/Berlin",
        ["I'll file the report by March 20.", "The VPN is down.", "no, that was March 10"],
    )
    assert "started on 10 March 2026" in replies[0]
    [episode] = await memory.store.episodes(user_id)
    assert episode.opened_at.astimezone(zone("Europe/Berlin")).date().isoformat() == "2026-03-10"
    [report] = await commitments_of(memory.store, user_id)
    assert report.due is not None and report.due.astimezone(zone("Europe/Berlin")).day == 20  # untouched

    _, _, replies = await chat(memory, "2026-03-12T11:00:00+01:00", "Europe/Berlin",
                                ["The VPN is fixed.", "actually it was March 11"])
    assert "was resolved on 11 March 2026" in replies[0]
    [episode] = await memory.store.episodes(user_id)
    assert episode.resolved_at is not None and episode.resolved_at.astimezone(zone("Europe/Berlin")).day == 11


async def test_value_correction_over_a_conflict_corrects_the_other_side(memory: Memory) -> None:
    """ "correction: <subject>'s <attribute> is <value>" when the fact holds several values
    corrects every claim with another value (corroborating copies too), whichever source
    ranks first, so the conflict is settled on the user's value."""
    tz = zone("America/Denver")
    sam = await Person(memory, "riley", "America/Denver", "2026-05-06T09:00:00-06:00").create()
    await sam.say("2026-05-06T09:00:00-06:00", "Sam Ortiz's region changed to Pacific on May 2.")
    for n, name in enumerate(("territory-sheet", "old-crm")):
        await sam.source(
            f"2026-05-08T09:0{n}:00-06:00", name, 0.3,
            subject="Sam Ortiz", predicate="region", value="Southwest", effective_from="2026-05-02",
        )
    now = datetime.fromisoformat("2026-05-08T09:03:00-06:00")
    claims = await memory.store.claims(sam.user.id)
    assert len(claim_rules.conflicts(claims, now, tz=tz)) == 1
    reply = await sam.say("2026-05-08T09:05:00-06:00", "correction: Sam Ortiz's region is Pacific")
    claims = await memory.store.claims(sam.user.id)
    later = datetime.fromisoformat("2026-05-08T09:06:00-06:00")
    assert claim_rules.conflicts(claims, later, tz=tz) == []
    view = claim_rules.find_view(claims, later, "Sam Ortiz", "region", tz=tz)
    assert view is not None and view.values == ("Pacific",)
    status = claim_rules.value_status(claims, later, "Sam Ortiz", "region", "Southwest")
    assert status is ClaimStatus.CORRECTED
    assert "Southwest" in reply
