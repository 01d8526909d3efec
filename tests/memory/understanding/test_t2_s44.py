"""Session 44's readings from the blind42 tuning set (t2), played through the dispatcher: whose a thing
is asked with where it stands, a correction naming no scope or naming a head's job, pay that went out,
"<verb> it <day>" for the one open to-do of that verb, buying what a job needs, drills and counts as diary
entries, days and clocks put right by what they should have been, something said wrong about someone, a
machine at its job again, a line giving only noise, bare attribute phrases asked, a relative asked for by
name, the thing itself asked to go to another day and a trade come and gone. Each family with a near miss."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.memory.understanding.played import failures

NOW = "2031-10-08T10:15:00+03:00"  # a Wednesday
ZONE = "Africa/Nairobi"


def _case(before: list[str], say: str, expect: object) -> dict[str, object]:
    return {"before": before, "say": say, "expect": expect}


def _answer(before: list[str], say: str, answer: list[str], excludes: tuple[str, ...] = ()) -> dict[str, object]:
    return _case(before, say, {"answer": answer, "answer_excludes": list(excludes)})


CARS = ["Wanjiku's car is the silver Probox", "Otieno's car is the white Vitz"]

QUESTIONS = [
    # whose a thing is, with where it stands: the thing's owner, else whose fact has it as its value
    _answer(CARS, "whose is the silver Probox in the car park?", ["Wanjiku"], ("Otieno",)),
    _answer(CARS, "who owns the white Vitz outside the gate", ["Otieno"], ("Wanjiku",)),
    _answer(["the red tuk-tuk is Baraka's now"], "whose is the red tuk-tuk by the shop", ["Baraka"]),
    _answer(CARS, "whose is the Probox and the Vitz", ["don't know"]),
    # an attribute of a thing or a job-holder asked as a bare phrase
    _answer(["the alarm code for the warehouse is 5521", "the alarm code for the office is 9034"],
            "alarm code for the warehouse?", ["5521"], ("9034",)),
    _answer(["Achieng is the estate chairwoman", "Achieng's number is 0722 555 318"],
            "estate chairwoman's number?", ["318"]),
    _answer(["the tenant in unit 4 is Musa Kiprop", "Musa's phone is 0733 555 904"],
            "unit 4 tenant's number?", ["904"]),
    # a relative asked for by name
    _answer(["Njeri's son is Kamau"], "what's Njeri's kid called?", ["Kamau"]),
    _answer(["Njeri's daughter is Wambui"], "whats Njeri's daughter's name", ["Wambui"]),
    _answer(["Baraka's wife is Akinyi"], "what's Baraka's wife called", ["Akinyi"]),
    # a committee sat on is a team kept with its noun, and asked by it
    _answer(["Nyokabi is on the water committee", "Kiprono is on the security committee"],
            "which committee is Nyokabi on", ["water"], ("security",)),
    _answer(["Nyokabi's on the school board"], "which board is Nyokabi on?", ["school board"]),
    # a preference asked with "want"
    _answer(["Halima prefers mpesa for rent", "Halima prefers email for receipts"],
            "how does Halima want rent", ["mpesa"], ("email",)),
]

CORRECTIONS = [
    # a correction naming no scope puts right the one scoped fact of its kind
    _case(["Juma prefers cash for the delivery fee"], "no, Juma prefers mpesa",
          {"corrected": [{"subject": "Juma", "predicate": "preference", "value": "mpesa"}]}),
    _case(["Amina prefers email for invoices"], "sorry, Amina prefers whatsapp",
          {"corrected": [{"subject": "Amina", "predicate": "preference", "value": "whatsapp"}]}),
    # "X is the head of Y" is X's role, said or put right
    _case(["Wafula is the deputy registrar"], "correction: Wafula is the head of admissions at Kenyatta",
          {"corrected": [{"subject": "Wafula", "predicate": "role", "value": "head of admissions at Kenyatta"}]}),
    _case([], "Chebet is the head of the cycling club",
          {"facts": [{"subject": "Chebet", "predicate": "role", "value": "head of the cycling club"}]}),
    # a day or a clock put right by what it should have been, or with the wrong one first
    _case(["I'll service the generator on friday"], "it was supposed to be the 17th, my bad",
          {"moved": [{"action": "service the generator", "due": "2031-10-17"}]}),
    _case(["send the rota to Wanjiru by friday"], "that should've been monday sorry",
          {"moved": [{"action": "send the rota to Wanjiru", "due": "2031-10-13"}]}),
    _case(["call the supplier tomorrow at 9"], "not at 9, I said at 11",
          {"moved": [{"action": "call the supplier", "due": "2031-10-09T11:00"}]}),
    _case(["call the supplier tomorrow at 9"], "it was supposed to be fun", "nothing"),
    # drills and counts are diary entries, so a time put right moves them
    _case(["fire drill tmrw at 10"], "make that 9:30",
          {"moved": [{"action": "fire drill", "due": "2031-10-09T09:30"}]}),
    _case(["stock count friday 8am"], "no sorry, it's at 10 on saturday",
          {"moved": [{"action": "stock count", "due": "2031-10-11T10:00"}]}),
    _case([], "till count at 6 tonight", {"commitments": [{"action": "till count", "due": "2031-10-08T18:00"}]}),
    # the right one named by kin to someone named
    _case(["Omondi owns the Westlands branch"], "no, Omondi's brother Ouma owns it",
          {"corrected": [{"subject": "Westlands branch", "predicate": "owner", "value": "Ouma"}]}),
    # a place's hours put right, of "it" or of the place named
    _case(["the Gikomba Road branch closes at 8pm"], "no it closes at 9pm",
          {"corrected": [{"subject": "Gikomba Road branch", "predicate": "closing time", "value": "9pm"}]}),
    _case(["the pharmacy opens at 8am"], "sorry, the pharmacy opens at 7:30am",
          {"corrected": [{"subject": "pharmacy", "predicate": "opening time", "value": "7:30am"}]}),
    # something said wrong about someone, nothing right said: asked
    _case(["Kerubo is the night nurse"], "wait no thats not right abt Kerubo", {"ask": True}),
    _case(["Kerubo is the night nurse"], "you've got Kerubo wrong", {"ask": True}),
    _case(["Kerubo is the night nurse"], "that's wrong about him being late lol", "nothing"),
]

CHANGES = [
    # pay that goes out is sent, never an outage
    _case(["the payroll system is broken"], "payroll system fixed, checks went out", {"resolved": ["payroll system"]}),
    _case(["the billing app is down"], "billing app back up, the wages went out", {"resolved": ["billing app"]}),
    _case([], "the lights went out", {"opened": ["lights"]}),
    # "<verb> it <day>": the one open to-do begun by that verb
    _case(["send the quote to the Mwangis tmrw"], "they're travelling, send it next tues",
          {"moved": [{"action": "send the quote to the Mwangis", "due": "2031-10-14"}]}),
    _case(["email the landlord tomorrow"], "email it on monday",
          {"moved": [{"action": "email the landlord", "due": "2031-10-13"}]}),
    _case(["send the invoice to Odhiambo by friday", "send the menu to Atieno by friday"], "send it next tues",
          {"ask": True}),
    # buying what a job needs finishes no job (asked at most); buying it when buying was the job does
    _case(["buy paint for the fence"], "bought the paint for the fence", {"completed": ["buy paint for the fence"]}),
    _case(["paint the fence"], "bought the paint for the fence", {"ask": True}),
    _case(["tile the bathroom"], "bought the tiles for the bathroom", {"ask": True}),
    # the thing itself asked to go to another day; a day in doubt is asked
    _case(["pay the water bill by friday"], "can that go to monday?",
          {"moved": [{"action": "pay the water bill", "due": "2031-10-13"}]}),
    _case(["pay the water bill by friday"], "could this wait till the 20th",
          {"moved": [{"action": "pay the water bill", "due": "2031-10-20"}]}),
    _case(["pay the water bill by friday"], "can that go to next thurs?", {"ask": True}),
    _case(["pay the water bill by friday"], "can it go in the drawer?", {"answer": ["don't"]}),
    # a trade come and all good ends the to-do to get the thing seen to
    _case(["get the borehole pump serviced by the 20th"], "pump guy came this morning, all good now",
          {"completed": ["get the borehole pump serviced"]}),
    _case(["get the boiler looked at this week"], "boiler man came, all good now",
          {"completed": ["get the boiler looked at"]}),
    _case(["get the oven serviced by the 20th"], "the fridge is all good now", "nothing"),
    # a deadline said of no thing: the to-do talked about, or asked among several
    _case(["file the VAT return by the 12th"], "accountant says the deadline is now the 20th",
          {"moved": [{"action": "file the VAT return", "due": "2031-10-20"}]}),
    _case(["file the VAT return by the 12th", "pay the rent by the 5th"], "the deadline is now the 20th",
          {"ask": True}),
    # a machine at its job again by the air it blows (the wrong air is a failure); a line giving only noise
    _case(["the office aircon is broken"], "fundi came, the aircon's blowing cold again",
          {"resolved": ["office aircon"]}),
    _case(["the heater in the lab is broken"], "the heater's blowing hot air again", {"resolved": ["heater"]}),
    _case([], "the heater is blowing cold air again", {"opened": ["heater"]}),
    _case([], "the wind is blowing cold again", "nothing"),
    _case([], "radio on channel 4 is all static", {"opened": ["radio"]}),
    _case([], "the phone line's full of static", {"opened": ["phone line"]}),
]


@pytest.mark.parametrize("case", QUESTIONS, ids=lambda c: str(c["say"]))
async def test_questions_answered_from_what_is_kept(tmp_path: Path, case: dict[str, object]) -> None:
    """Each question is answered from the facts kept, never by quoting old messages."""
    assert await failures(tmp_path, NOW, ZONE, [case]) == []


@pytest.mark.parametrize("case", CORRECTIONS, ids=lambda c: str(c["say"]))
async def test_corrections(tmp_path: Path, case: dict[str, object]) -> None:
    """Each correction puts right what it names, asks when it names nothing right, and a near miss keeps nothing."""
    assert await failures(tmp_path, NOW, ZONE, [case]) == []


@pytest.mark.parametrize("case", CHANGES, ids=lambda c: str(c["say"]))
async def test_changes_to_todos_and_issues(tmp_path: Path, case: dict[str, object]) -> None:
    """Each message changes the to-do or issue it names, and a near miss changes nothing."""
    assert await failures(tmp_path, NOW, ZONE, [case]) == []
