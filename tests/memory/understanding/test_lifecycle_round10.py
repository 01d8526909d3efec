"""Round 10 of the lifecycle: done, moved and cancelled reports typed the way busy people type.

Each family is played through the dispatcher with a real store (what is stored, what is asked),
with messages written for these tests, not taken from a corpus:

- a "never mind" and what stands in the plan's way ("nvm Mang Ben is closed this week"): a
  cancel, never a done; the same state said alone finishes nothing;
- "cancelled the gym membership" of the to-do "cancel the gym membership": that to-do done;
- an event that happens to a thing ("the smoke alarm went off again") finishes no to-do;
- a to-do's own verb in its past ("sold the bike", "put up the shelves yesterday"): done;
- a done report with words of how, of whom, of how much ("rang the ferry lot", "thru the agency",
  "the one for Sizwe", "got through all the marking"): the one to-do it fits, done;
- someone else's answer or payment ("flat 3 paid up", "Mei sent them over"): the chase done;
- a move said through someone else ("bride asked to move the tasting to sunday 2pm");
- a change with its reason ("cant make thurs, do it friday", "accountant's away till the 1st,
  so I'll call her then", "pay the gas bill earlier, on the 7th, so no late fee");
- a plan called off in other words ("scrap that, im keeping it", "not buying X anymore", "X
  doesn't need it anymore", "skipping the gym tonight");
- a thought, a call about something else, a thing forgotten: nothing changes, nothing asked.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memory.understanding import CancelCommitment, CompleteCommitment, extract
from tests.memory.understanding.played import failures

NOW = "2026-12-01T09:00:00-05:00"  # a Tuesday
TZ = "America/New_York"


def _case(before: str | list[str], say: str, expect: object) -> dict[str, object]:
    return {"before": [before] if isinstance(before, str) else before, "say": say, "expect": expect}


async def test_a_never_mind_and_a_reason_cancel(tmp_path: Path) -> None:
    cases = [
        _case("dinner at Mang Ben on friday", "nvm Mang Ben is closed this week",
              {"cancelled": ["dinner at Mang Ben"]}),
        _case("need to visit grandma sunday", "nvm grandma is sick", {"cancelled": ["visit grandma"]}),
        _case("take Leo to the zoo tmrw", "never mind leo has a cold", {"cancelled": ["take Leo to the zoo"]}),
        _case("lunch at Tito's friday", "scratch that, tito's is shut for a private event",
              {"cancelled": ["lunch at Tito's"]}),
        _case("need to book the venue for the party", "forget it, the venue's booked up",
              {"cancelled": ["book the venue for the party"]}),
        _case("drinks with Kofi friday", "nvm kofi's away", {"cancelled": ["drinks with Kofi"]}),
        _case("order sardines from Mang Ben before thursday",
              "nvm Mang Ben is closed this week, skip the sardine order",
              {"cancelled": ["order sardines from Mang Ben"]}),
    ]
    assert await failures(tmp_path, NOW, TZ, cases) == []


@pytest.mark.parametrize(
    "said",
    [
        "nvm Mang Ben is closed this week",
        "Mang Ben is closed this week",
        "the bakery's shut till monday",
        "concert's sold out already ugh",
        "the pool is closed for repairs",
        "plumbers off",
        "scratch that, the hotel's fully booked",
    ],
)
def test_a_place_or_person_in_a_state_finishes_nothing(said: str) -> None:
    from datetime import datetime
    from zoneinfo import ZoneInfo

    found = extract(said, now=datetime.fromisoformat(NOW), tz=ZoneInfo(TZ))
    assert not [i for i in found if isinstance(i, CompleteCommitment)], found


async def test_cancelling_is_the_job_of_a_to_do_to_cancel(tmp_path: Path) -> None:
    cases = [
        _case("need to cancel the gym membership", "cancelled the gym membership",
              {"completed": ["cancel the gym membership"]}),
        _case("need to cancel the Spotify family plan", "cancelled spotify",
              {"completed": ["cancel the Spotify family plan"]}),
        _case("need to cancel the newspaper delivery", "i've cancelled the newspaper",
              {"completed": ["cancel the newspaper delivery"]}),
        _case("need to cancel the dentist appt", "had to cancel the dentist appt, on shift",
              {"completed": ["cancel the dentist appt"]}),
        _case("need to call off the plumber", "called off the plumber", {"completed": ["call off the plumber"]}),
        # the plan itself called off, or the cancelling let go: cancelled, never done
        _case("swim at the gym tmrw", "cancelled the gym", {"cancelled": ["swim at the gym"]}),
        _case("need to cancel the gym membership", "forget the gym membership",
              {"cancelled": ["cancel the gym membership"]}),
        # not done: nothing changes
        _case("need to cancel the gym membership", "forgot to cancel the gym membership ugh", "nothing"),
    ]
    assert await failures(tmp_path, NOW, TZ, cases) == []


async def test_a_thing_that_goes_off_is_no_job_done(tmp_path: Path) -> None:
    cases = [
        _case("need to check the smoke alarm batteries", "smoke alarm went off during dinner lol", "nothing"),
        _case("need to fix the car alarm", "car alarm went off at 3am again", "nothing"),
        _case("need to set the alarm for 5am", "alarm went off at 5, up now", {"ask": True}),
        # a thing one sends: it went out, or off to someone
        _case("send the invoices by friday", "the invoices went out", {"completed": ["send the invoices"]}),
        _case("need to post the parcel to Jo", "parcel went off to jo this morning",
              {"completed": ["post the parcel to Jo"]}),
    ]
    assert await failures(tmp_path, NOW, TZ, cases) == []


async def test_the_to_dos_own_verb_in_the_past_is_done(tmp_path: Path) -> None:
    cases = [
        _case("need to sell the old bike", "sold the old bike", {"completed": ["sell the old bike"]}),
        _case("sell the broilers saturday", "sold all the broilers to Alhaji Musa already 🙌",
              {"completed": ["sell the broilers"]}),
        _case("need to find the warranty card", "found the warranty card", {"completed": ["find the warranty card"]}),
        _case("need to meet the new tenants", "met the new tenants", {"completed": ["meet the new tenants"]}),
        _case("need to hang the new curtains", "hung the curtains finally", {"completed": ["hang the new curtains"]}),
        _case("need to throw out the old sofa", "threw out the old sofa", {"completed": ["throw out the old sofa"]}),
        _case("need to put up the shelves", "finally put up the shelves", {"completed": ["put up the shelves"]}),
        _case("need to cut the hedge", "cut the hedge this morning", {"completed": ["cut the hedge"]}),
        _case("need to read the contract", "read the contract last night", {"completed": ["read the contract"]}),
        _case("need to bank the offering by thursday", "offering's banked", {"completed": ["bank the offering"]}),
        _case("need to sell the house", "house sold!!", {"completed": ["sell the house"]}),
    ]
    assert await failures(tmp_path, NOW, TZ, cases) == []


async def test_a_done_report_with_more_words_fits_its_one_to_do(tmp_path: Path) -> None:
    cases = [
        _case("call the ferry company tmrw", "rang the ferry lot, all sorted",
              {"completed": ["call the ferry company"]}),
        _case("call the insurance company about the claim", "phoned the insurance people, all sorted",
              {"completed": ["call the insurance company about the claim"]}),
        _case("hire 6 extra waiters by the 7th", "got the waiters sorted thru Thandi's agency",
              {"completed": ["hire 6 extra waiters"]}),
        _case("pay the deposit for the hall", "paid the hall deposit through the app",
              {"completed": ["pay the deposit for the hall"]}),
        _case(["email Sizwe the contract", "email Nomvula the rota"], "done the one for Sizwe",
              {"completed": ["email Sizwe the contract"]}),
        _case(["email Sizwe the contract", "email Nomvula the rota"], "sent the one to nomvula",
              {"completed": ["email Nomvula the rota"]}),
        _case("mark the year 9 mock papers by monday", "finally got through all the year 9 marking",
              {"completed": ["mark the year 9 mock papers"]}),
        _case("need to paint the fence", "fence all painted", {"completed": ["paint the fence"]}),
        _case("restock rice and cooking oil by wed", "rice n oil came in, shelves restocked",
              {"completed": ["restock rice and cooking oil"]}),
        _case("need to stock the freezer", "meat came in, freezer stocked", {"completed": ["stock the freezer"]}),
        _case("need to rehearse the wedding speech", "rehearsed the speech twice, feel good about it",
              {"completed": ["rehearse the wedding speech"]}),
    ]
    assert await failures(tmp_path, NOW, TZ, cases) == []


async def test_their_answer_or_their_payment_ends_the_chase(tmp_path: Path) -> None:
    cases = [
        _case("chase flat 3 for the rent by friday", "flat 3 paid up this morning, can scratch that",
              {"completed": ["chase flat 3 for the rent"]}),
        _case("need to chase the Okafors for the deposit", "the Okafors finally paid up",
              {"completed": ["chase the Okafors for the deposit"]}),
        _case("need to remind Dan to pay me back", "dan paid me back", {"completed": ["remind Dan to pay me back"]}),
        _case("chase Mei about the translation memory files", "Mei finally sent them over",
              {"completed": ["chase Mei about the translation memory files"]}),
        _case("need to pay the Vernon warehouse deposit by friday", "accounts paid the warehouse deposit direct",
              {"completed": ["pay the Vernon warehouse deposit"]}),
        _case("need to book the vet for Rex", "my wife booked the vet", {"completed": ["book the vet for Rex"]}),
        _case("call Dr Mensah's office about the referral tomorrow", "they rang me first so thats handled",
              {"completed": ["call Dr Mensah's office about the referral"]}),
        _case("chase Dan for the 50 quid", "Dan paid", {"completed": ["chase Dan for the 50 quid"]}),
        _case(["chase flat 3 for the rent by friday", "sell the old washing machine"],
              "flat 3 paid, washing machine sold too 🎉",
              {"completed": ["chase flat 3 for the rent", "sell the old washing machine"]}),
        # their own to-do, named by the thing they put in place
        _case("the landlord said he'll replace the smoke alarm by tuesday",
              "landlord finally put the new smoke alarm in", {"completed": ["replace the smoke alarm"]}),
        _case("Marek will fit the new blinds friday", "Marek put the blinds up", {"completed": ["fit the new blinds"]}),
        # whom it was for let the user off it, or they did it first: no longer needed
        _case("need to reimburse Deacon Harris for the flowers",
              "harris said dont worry about the flower money, its a gift",
              {"cancelled": ["reimburse Deacon Harris for the flowers"]}),
        _case("call the hoa about the pool gate tmrw", "hoa fixed the gate b4 I even called lol",
              {"cancelled": ["call the hoa about the pool gate"]}),
        _case("need to ring the garage about the car", "garage fixed it before i even rang them",
              {"cancelled": ["ring the garage about the car"]}),
    ]
    assert await failures(tmp_path, NOW, TZ, cases) == []


async def test_a_move_said_through_someone_else(tmp_path: Path) -> None:
    cases = [
        _case("tasting with the bride saturday at 11", "bride asked to move the tasting to sunday 2pm",
              {"moved": [{"action": "tasting with the bride", "due": "2026-12-06T14:00"}]}),
        _case("meet the new tenants at 10 on thursday", "new tenants want to push to 2pm same day",
              {"moved": [{"action": "meet the new tenants", "due": "2026-12-03T14:00"}]}),
        _case("call with the client friday", "the client asked to do the call monday instead",
              {"moved": [{"action": "call with the client", "due": "2026-12-07"}]}),
        _case("call with the client friday", "client wants to move the call to monday",
              {"moved": [{"action": "call with the client", "due": "2026-12-07"}]}),
        _case("pay Chidi for the fencing wire on the 5th", "chidi wants cash on the 3rd instead",
              {"moved": [{"action": "pay Chidi for the fencing wire", "due": "2026-12-03"}]}),
        _case("pay Ama for the cake friday", "Ama wants the money by wednesday now",
              {"moved": [{"action": "pay Ama for the cake", "due": "2026-12-02"}]}),
        _case("1:1 with Dana on tuesday", "Dana pushed our 1:1 to thursday",
              {"moved": [{"action": "1:1 with Dana", "due": "2026-12-03"}]}),
        _case("parents evening thursday at 6", "school moved parents evening to 6:30",
              {"moved": [{"action": "parents evening", "due": "2026-12-03T18:30"}]}),
        _case("finish the brand guide by friday", "client moved the deadline to the 28th",
              {"moved": [{"action": "finish the brand guide", "due": "2026-12-28"}]}),
    ]
    assert await failures(tmp_path, NOW, TZ, cases) == []


async def test_a_change_said_with_its_reason(tmp_path: Path) -> None:
    cases = [
        _case("pick up the rafting waivers thurs", "cant make thurs, do it friday instead",
              {"moved": [{"action": "pick up the rafting waivers", "due": "2026-12-04"}]}),
        _case("pick up the rafting waivers thurs", "can't do thursday, friday instead",
              {"moved": [{"action": "pick up the rafting waivers", "due": "2026-12-04"}]}),
        _case("dentist on thursday", "cant make the dentist thurs, move it to the 9th",
              {"moved": [{"action": "dentist", "due": "2026-12-09"}]}),
        _case("call the accountant on friday", "accountant's on holiday till the 8th, so I'll call her then",
              {"moved": [{"action": "call the accountant", "due": "2026-12-08"}]}),
        _case("chase Omar about the contract", "omar is away until monday, will chase him after",
              {"moved": [{"action": "chase Omar about the contract", "due": "2026-12-07"}]}),
        _case("pay the gas bill on the 10th", "pay the gas bill earlier, on the 7th, so no late fee",
              {"moved": [{"action": "pay the gas bill", "due": "2026-12-07"}]}),
        _case("send the deck to Omar by friday", "send the deck sooner - wednesday",
              {"moved": [{"action": "send the deck to Omar", "due": "2026-12-02"}]}),
        _case("call mum sunday", "call mum saturday instead", {"moved": [{"action": "call mum", "due": "2026-12-05"}]}),
        _case("spray the maize field tomorrow", "rain all day tmrw so spraying moves to thursday",
              {"moved": [{"action": "spray the maize field", "due": "2026-12-03"}]}),
        _case("fix the dripping tap tomorrow", "bump the tap job to monday, plumbers off",
              {"moved": [{"action": "fix the dripping tap", "due": "2026-12-07"}]}),
    ]
    assert await failures(tmp_path, NOW, TZ, cases) == []


async def test_a_plan_called_off_in_other_words(tmp_path: Path) -> None:
    cases = [
        _case("need to sell the old washing machine", "scrap that, im keeping it",
              {"cancelled": ["sell the old washing machine"]}),
        _case("need to buy new water troughs", "not buying troughs anymore, fixing the old ones",
              {"cancelled": ["buy new water troughs"]}),
        _case("need to rent the marquee for the Dlamini wedding",
              "Dlaminis are doing the marquee themselves so cross that off",
              {"cancelled": ["rent the marquee for the Dlamini wedding"]}),
        _case("have to certify the birth certificate translation for Mr Nowak by wednesday",
              "Nowak doesn't need it anymore, the embassy accepted the original",
              {"cancelled": ["certify the birth certificate translation for Mr Nowak"]}),
        _case("need to pay Kofi back for lunch", "kofi says no need to pay him back",
              {"cancelled": ["pay Kofi back for lunch"]}),
        _case("team dinner friday", "the dinner's off", {"cancelled": ["team dinner"]}),
    ]
    assert await failures(tmp_path, NOW, TZ, cases) == []


async def test_a_thought_or_a_call_about_something_else_changes_nothing(tmp_path: Path) -> None:
    cases = [
        _case("need to renew my passport", "might push the passport thing, not sure yet", "nothing"),
        _case("call Yusuf tmrw", "Yusuf called me about something else entirely", "nothing"),
        _case("need to cancel the gym membership", "forgot to cancel the gym membership ugh", "nothing"),
        _case("need to buy bread at the corner shop", "the shop is closed on sundays", "nothing"),
        # Kofi away from work today, not the drinks called off (session 41 reads the day off)
        _case("drinks with Kofi friday", "Kofi's off today", {"facts": [{"subject": "Kofi", "predicate": "status",
                                                                           "value": "away"}]}),
    ]
    assert await failures(tmp_path, NOW, TZ, cases) == []


def test_someone_off_work_calls_nothing_off() -> None:
    from datetime import datetime
    from zoneinfo import ZoneInfo

    for said in ("plumbers off", "the nanny's off today", "Kofi's off sick", "builders are off till monday"):
        found = extract(said, now=datetime.fromisoformat(NOW), tz=ZoneInfo(TZ))
        assert not [i for i in found if isinstance(i, CancelCommitment)], (said, found)
