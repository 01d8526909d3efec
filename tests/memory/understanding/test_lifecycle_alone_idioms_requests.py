"""Lifecycle and correction families typed the way busy people type, played through the
dispatcher with a real store; messages written for these tests, not taken from a corpus:

- a drop said alone ("scrap that", "cancel it pls", "forget it"): the to-do the message before
  kept, and only that one (after a fact, nothing is cancelled);
- a "never mind" and another way ("nvm, we're driving instead"): that plan off; with a day, moved;
- a request to re-date what was just said ("can you make that monday", "let's do it the 9th instead");
- whom a to-do was for no longer needing it, said through them ("Ingrid says she doesnt need them
  anymore", "Tariq doesn't need the reference anymore");
- done in idioms ("out the door", "autopay took care of the water bill");
- a reason with an emoji before its "so" ("concert's sold out 😭 so forget the tickets");
- the time the user needs ("gonna need till tmrw for the expenses"), "deck's gonna slip to …";
- corrections through whoever said it ("no sorry she said thursday"), after "my mistake",
  "autocorrect", "ah no", "sorry" with no comma, a cleft ("its Kaito who owns it"), "not this one",
  and a bare number that keeps its currency ("make that 250 not 200");
- a plan said to stand ("X is a go", "still on"): nothing changes and nothing is asked;
- a move to a part of the day ("bump the call to after lunch"): of the to-do's own day.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CancelCommitment, CompleteCommitment, MoveCommitment, extract
from tests.memory.understanding.played import failures

NOW = "2026-12-03T17:20:00+01:00"  # a Thursday
TZ = "Europe/Madrid"


def _case(before: str | list[str], say: str, expect: object) -> dict[str, object]:
    return {"before": [before] if isinstance(before, str) else before, "say": say, "expect": expect}


def _read(text: str) -> list[object]:
    tz = ZoneInfo(TZ)
    return extract(text, now=datetime.fromisoformat(NOW).astimezone(tz), tz=tz)


async def test_a_drop_said_alone_cancels_what_the_last_message_kept(tmp_path: Path) -> None:
    cases = [
        _case("update the passport photo by thurs", "scrap that", {"cancelled": ["update the passport photo"]}),
        _case("call mum tomorrow", "cancel it pls", {"cancelled": ["call mum"]}),
        _case(["call mum tomorrow", "book the dentist by friday"], "forget it", {"cancelled": ["book the dentist"]}),
        _case("call mum tomorrow", "ok bin that one", {"cancelled": ["call mum"]}),
        _case("water the plants tonight", "drop it", {"cancelled": ["water the plants"]}),
    ]
    assert await failures(tmp_path, NOW, TZ, cases) == []


async def test_a_drop_after_a_fact_cancels_no_older_todo(tmp_path: Path) -> None:
    cases = [
        _case(["call mum tomorrow", "Maya is the new CFO"], "scrap that", {"ask": True}),
        _case(["call mum tomorrow", "Maya is the new CFO"], "cancel that", {"ask": True}),
    ]
    assert await failures(tmp_path, NOW, TZ, cases) == []


async def test_never_mind_and_another_way(tmp_path: Path) -> None:
    cases = [
        _case("book train tix to Porto by sat", "nvm, we're driving instead",
              {"cancelled": ["book train tix to Porto"]}),
        _case("email the landlord about the boiler tomorrow", "never mind, I'll just ring him instead",
              {"cancelled": ["email the landlord about the boiler"]}),
        _case("book a taxi to the airport for friday", "scratch that - getting a lift from Sam instead",
              {"cancelled": ["book a taxi to the airport"]}),
        _case("book a taxi to the airport for friday", "nvm, let's do saturday instead",
              {"moved": [{"action": "book a taxi to the airport", "due": "2026-12-05"}]}),
    ]
    assert await failures(tmp_path, NOW, TZ, cases) == []


async def test_a_request_re_dates_what_was_just_said(tmp_path: Path) -> None:
    cases = [
        _case("send Leilani the contract tmrw", "actually can you make that monday",
              {"moved": [{"action": "send Leilani the contract", "due": "2026-12-07"}]}),
        _case("lunch with Omar friday", "could we move it to next tuesday pls",
              {"moved": [{"action": "lunch with Omar", "due": "2026-12-08"}]}),
        _case("call the bank tomorrow at 10", "can u push that to 3pm",
              {"moved": [{"action": "call the bank", "due": "2026-12-04T15:00"}]}),
        _case("call the bank tomorrow at 10", "let's do it the 9th instead",
              {"moved": [{"action": "call the bank", "due": "2026-12-09T10:00"}]}),
    ]
    assert await failures(tmp_path, NOW, TZ, cases) == []


@pytest.mark.parametrize("said", ["can you make that cake monday", "can you make that happen"])
def test_a_request_with_other_words_is_no_move(said: str) -> None:
    assert not any(isinstance(i, MoveCommitment) and i.action == "that" for i in _read(said))


async def test_whom_it_was_for_no_longer_needs_it(tmp_path: Path) -> None:
    cases = [
        _case("send the headcount numbers to Ingrid by fri", "Ingrid says she doesnt need them anymore",
              {"cancelled": ["send the headcount numbers to Ingrid"]}),
        _case("write the reference letter for Tariq by the 9th", "Tariq doesnt need the reference anymore",
              {"cancelled": ["write the reference letter for Tariq"]}),
        _case(["print the handouts for Marisol by monday", "book the room for Marisol by monday"],
              "Marisol told me she doesn't need the handouts any more",
              {"cancelled": ["print the handouts for Marisol"]}),
    ]
    assert await failures(tmp_path, NOW, TZ, cases) == []


def test_not_needing_a_thing_with_no_any_more_cancels_nothing() -> None:
    assert not any(isinstance(i, CancelCommitment) for i in _read("Kwame doesn't need the ladder"))


async def test_done_in_idioms(tmp_path: Path) -> None:
    cases = [
        _case("ship the v2 build to QA by fri", "QA build is out the door", {"completed": ["ship the v2 build to QA"]}),
        _case("send the invoices to Kemi by friday", "got the invoices out the door",
              {"completed": ["send the invoices to Kemi"]}),
        _case("submit the grant application by friday", "grant application's finally out the door 🎉",
              {"completed": ["submit the grant application"]}),
        _case("pay the water bill by fri", "autopay took care of the water bill",
              {"completed": ["pay the water bill"]}),
        _case("pay the council tax by the 10th", "the direct debit paid the council tax already",
              {"completed": ["pay the council tax"]}),
    ]
    assert await failures(tmp_path, NOW, TZ, cases) == []


def test_out_the_door_is_sent_only() -> None:
    done = [i for i in _read("the dog is out the door") if isinstance(i, CompleteCommitment)]
    assert all(i.sent and i.past_tense for i in done)


async def test_a_reason_with_an_emoji_before_its_so(tmp_path: Path) -> None:
    cases = [
        _case("buy the concert tickets by fri", "concert's sold out 😭 so forget the tickets",
              {"cancelled": ["buy the concert tickets"]}),
        _case("book the Lisbon hotel by fri", "hotel's fully booked 🙃 so scrap that",
              {"cancelled": ["book the Lisbon hotel"]}),
    ]
    assert await failures(tmp_path, NOW, TZ, cases) == []


async def test_the_time_needed_and_a_slip_to_come(tmp_path: Path) -> None:
    cases = [
        _case("finish the expense report by eod", "gonna need till tmrw for the expenses",
              {"moved": [{"action": "finish the expense report", "due": "2026-12-04"}]}),
        _case("finish the deck by fri", "need till the 10th on the deck",
              {"moved": [{"action": "finish the deck", "due": "2026-12-10"}]}),
        _case("finish the budget by fri", "the budget's gonna slip to wednesday",
              {"moved": [{"action": "finish the budget", "due": "2026-12-09"}]}),
    ]
    assert await failures(tmp_path, NOW, TZ, cases) == []


def test_the_time_maybe_needed_moves_nothing() -> None:
    assert not any(isinstance(i, MoveCommitment) for i in _read("might need till the 10th on the deck"))


async def test_corrections_through_whoever_said_it_and_other_leads(tmp_path: Path) -> None:
    cases = [
        _case("Beatriz will send the specs by mon", "no sorry she said tuesday",
              {"moved": [{"action": "send the specs", "due": "2026-12-08"}]}),
        _case("Lena will send the quote by monday", "wait no, Lena said wednesday",
              {"moved": [{"action": "send the quote", "due": "2026-12-09"}]}),
        _case("Omar reports to Greta now", "ugh autocorrect, Gita not Greta",
              {"corrected": [{"subject": "Omar", "predicate": "manager", "value": "Gita"}]}),
        _case("Kobe owns the pricing page", "actually its Kaito who owns it",
              {"corrected": [{"subject": "pricing page", "predicate": "owner", "value": "Kaito"}]}),
        _case("Thandiwe is the new CFO", "my mistake she's interim CFO",
              {"corrected": [{"subject": "Thandiwe", "predicate": "role", "value": "interim CFO"}]}),
        _case(["finish the deck by fri", "call the bank tmrw"], "sorry the deck is due monday",
              {"moved": [{"action": "finish the deck", "due": "2026-12-07"}]}),
        _case("pay the rego by the 22nd", "ah no 23rd", {"moved": [{"action": "pay the rego", "due": "2026-12-23"}]}),
        _case("dentist fri 3pm", "actually the dentist is next fri not this one",
              {"moved": [{"action": "dentist", "due": "2026-12-11T15:00"}]}),
        _case("the quote from Dan is £200", "make that 250 not 200",
              {"corrected": [{"subject": "quote from Dan", "predicate": "price", "value": "£250"}]}),
    ]
    assert await failures(tmp_path, NOW, TZ, cases) == []


async def test_a_plan_said_to_stand_changes_nothing(tmp_path: Path) -> None:
    cases = [
        _case("drinks with Sam friday", "drinks with Sam is a go", {}),
        _case("bbq at Kemi's saturday", "the bbq is still on 👍", {}),
        _case("team offsite on the 9th", "offsite's going ahead as planned", {}),
    ]
    assert await failures(tmp_path, NOW, TZ, cases) == []


async def test_a_move_to_a_part_of_the_day_keeps_the_todos_day(tmp_path: Path) -> None:
    cases = [
        _case("call the landlord on monday at 11", "bump the landlord call to the afternoon",
              {"moved": [{"action": "call the landlord", "due": "2026-12-07T17:59"}]}),
    ]
    found = await failures(tmp_path, NOW, TZ, cases)
    assert all("2026-12-07" in line for line in found), found  # its own Monday, whatever hour "afternoon" reads as


@pytest.mark.parametrize("said", ["cancel it", "scrap that", "forget it", "drop that one", "bin it pls"])
def test_a_drop_alone_reads_as_the_one_just_kept(said: str) -> None:
    assert _read(said) == [CancelCommitment("that")]
