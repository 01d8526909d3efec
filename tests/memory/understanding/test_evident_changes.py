"""Tests for a change to one open to-do said plainly in other words (memory.evident): done,
called off or moved, stored without asking "Did that finish …?"; and the messages that must
still store nothing, or still ask (a word the to-do lacks, no change word, a question)."""

from __future__ import annotations

from pathlib import Path

import pytest

from memory.home import Home
from memory.service import Memory
from tests.driver import Talk
from tests.memory.understanding.played import failures

NOW = "2026-12-02T09:05:00+00:00"


def _case(before: str, say: str, expect: object) -> dict[str, object]:
    return {"before": [before], "say": say, "expect": expect}


SETTLED = [
    _case("need to renew the car rego by fri", "rego ✅", {"completed": ["renew the car rego"]}),
    _case("need to submit the grant report by the 10th", "grant report handed in",
          {"completed": ["submit the grant report"]}),
    _case("I'll book the venue for the offsite by mon", "offsite venue crossed off",
          {"completed": ["book the venue for the offsite"]}),
    _case("Priya will update the vendor list by mon", "priya wrapped up the vendor list",
          {"completed": ["update the vendor list"]}),
    _case("I'll get the quote from the plumber by thurs", "plumber quote in hand",
          {"completed": ["get the quote from the plumber"]}),
    _case("need to organise the team dinner by fri", "team dinner called off",
          {"cancelled": ["organise the team dinner"]}),
    _case("need to order the new banners by fri", "banners not happening this year",
          {"cancelled": ["order the new banners"]}),
    _case("gotta send the xmas cards by the 15th", "not doing xmas cards this year tbh",
          {"cancelled": ["send the xmas cards"]}),
    _case("need to pay the council tax by fri", "council tax bumped to the 20th",
          {"moved": [{"action": "pay the council tax", "due": "2026-12-20"}]}),
    _case("need to service the AC units by sat", "AC guys rescheduled the servicing to the 8th",
          {"moved": [{"action": "service the AC units", "due": "2026-12-08"}]}),
    _case("I'll send the payroll file to the bank by fri 2pm", "payroll file: make it fri 11am instead",
          {"moved": [{"action": "send the payroll file to the bank", "due": "2026-12-04T11:00"}]}),
    _case("need to clean the gutters by sat", "gutters can wait till next sat",
          {"moved": [{"action": "clean the gutters", "due": "2026-12-12"}]}),
    _case("book flights to Accra for June", "the Accra trip is off, cancel that",
          {"cancelled": ["book flights to Accra for June"]}),
    _case("I'll call the Etisalat rep about the fibre by thurs", "spoke to the etisalat guy, all sorted",
          {"completed": ["call the Etisalat rep about the fibre"]}),
    _case("gotta collect the rent arrears from unit 7 by friday", "unit 7 paid up in full yesterday",
          {"completed": ["collect the rent arrears from unit 7"]}),
    _case("I'll review Omar's pull request by tmrw", "merged omar's PR",
          {"completed": ["review Omar's pull request"]}),
    _case("promised Aisha I'd proofread her thesis chapter by sun",
          "Aisha said no need to proofread, her supervisor already did",
          {"cancelled": ["proofread her thesis chapter"]}),
    _case("need to book the minibus for the trip", "minibus not needed, the school did it",
          {"cancelled": ["book the minibus for the trip"]}),
    _case("I'll cancel the gym membership by the 5th", "keeping the gym after all",
          {"cancelled": ["cancel the gym membership"]}),
    # the thing said first is no one who did it
    _case("Q4 deck due fri", "deck sent ✅", {"completed": ["Q4 deck"]}),
    _case("need to post the parcels to Madeira", "parcels posted", {"completed": ["post the parcels to Madeira"]}),
]

UNSETTLED = [
    # a word the to-do lacks: another budget, maybe
    _case("need to approve the excursion budget by the 13th", "the ABC said the state budget got pushed back a week",
          {"ask": True}),
    # another thing of the same name ("meeting" is no "deck"), someone else's doing, the to-do's own word unsaid
    _case("I'll prep the investor deck by thurs", "investor meeting moved to the 9th", {"ask": True}),
    _case("need to send the budget to Maya by fri", "Maya sent the budget back with comments", {"ask": True}),
    _case("need to send tom the budget by fri", "tom sent the budget over", {"ask": True}),
    _case("need to send the budget to tom by fri", "tom sent the budget over", {"ask": True}),
    _case("need to book flights to Lisbon", "the Lisbon flights got cancelled by the airline", {"ask": True}),
    # kept, of no to-do to cancel it
    _case("need to file the receipts by fri", "keeping the receipts in the blue folder", {"ask": True}),
    # no change word, a question, a plan given up, progress
    _case("need to clean the gutters by sat", "the gutters look awful", "nothing"),
    _case("need to order the new banners by fri", "were the banners ordered?", "nothing"),
    _case("need to fix the gate latch by sat", "was going to cancel the gate latch but kept it", "nothing"),
    _case("need to fix the gate latch by sat", "halfway thru the gate latch", "nothing"),
    _case("I'll migrate the CRM contacts by fri", "about 60% thru the crm migration", "nothing"),
    _case("I'll write the SOP for returns by thurs", "started the returns SOP, slow going", "nothing"),
]


@pytest.mark.parametrize("case", SETTLED, ids=lambda c: str(c["say"]))
async def test_a_change_said_plainly_is_stored(tmp_path: Path, case: dict[str, object]) -> None:
    assert await failures(tmp_path, NOW, "Europe/London", [case]) == []


@pytest.mark.parametrize("case", UNSETTLED, ids=lambda c: str(c["say"]))
async def test_no_change_or_a_doubtful_one_is_not_stored(tmp_path: Path, case: dict[str, object]) -> None:
    assert await failures(tmp_path, NOW, "Europe/London", [case]) == []


PRONOUN = [
    _case("need to renew the car rego by fri", "wrapped that up", {"completed": ["renew the car rego"]}),
    _case("need to submit the essay by fri", "handed it in!", {"completed": ["submit the essay"]}),
    _case("need to pay the water bill by fri", "paid it", {"completed": ["pay the water bill"]}),
    _case("need to file the BAS by the 28th", "filed it ✅", {"completed": ["file the BAS"]}),
    _case("need to update the roster by fri", "crossed it off", {"completed": ["update the roster"]}),
]


@pytest.mark.parametrize("case", PRONOUN, ids=lambda c: str(c["say"]))
async def test_a_done_verb_on_it_finishes_the_to_do_just_said(tmp_path: Path, case: dict[str, object]) -> None:
    assert await failures(tmp_path, NOW, "Europe/London", [case]) == []


@pytest.mark.parametrize("case", SETTLED[:6] + PRONOUN[:2], ids=lambda c: str(c["say"]))
async def test_a_change_settled_by_the_words_survives_a_rebuild(tmp_path: Path, case: dict[str, object]) -> None:
    """A rebuild asks nothing, yet stores what live chat settled from the words alone."""
    home = Home(tmp_path)
    talk = Talk(await Memory.open(home), NOW)
    for said in [*case["before"], case["say"]]:  # type: ignore[misc]
        await talk.say(str(said))
    await talk.same_after_rebuild(home)
