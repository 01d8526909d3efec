"""Done, cancelled and moved in everyday words, played through the dispatcher with a real
store (the corpus format, :mod:`tests.memory.understanding.played`). Every wording here is
our own, in no labelled set: names from many places, lowercase, typos, emoji, shorthand.

- done said as the state its thing was left in, the job said as a noun, the thing said as
  "them", or "went out to <whom>" (:mod:`memory.understanding._result_states`,
  :mod:`memory.fit`); one fit is done, two alike are asked;
- settled by someone else: they got in touch first (done), or they did the job instead
  (cancelled) (:mod:`memory.understanding._others_outcomes`);
- called off by a reason: "… so no more dog walking";
- a change of mind: "not renewing X, cancel that"; "was going to cancel X but keeping it"
  drops the to-do to cancel X and nothing else (:mod:`memory.understanding._changed_mind`);
- moves in other words: a bare hour, "gave me till", "extending it to"; "can wait till next
  week" names no day and is asked; a plan said again ("like i said") changes nothing.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.memory.understanding.played import failures

NOW = "2029-09-12T17:30:00+02:00"  # a Wednesday
TZ = "Africa/Johannesburg"


def _case(before: str | list[str], say: str, expect: object) -> dict[str, object]:
    return {"before": [before] if isinstance(before, str) else before, "say": say, "expect": expect}


def _done(action: str) -> dict[str, list[str]]:
    return {"completed": [action]}


def _cancelled(action: str) -> dict[str, list[str]]:
    return {"cancelled": [action]}


def _moved(action: str, due: str) -> dict[str, list[dict[str, str]]]:
    return {"moved": [{"action": action, "due": due}]}


ASK = {"ask": True}

FAMILIES = {
    "done as the thing's state": [
        _case("restock the first aid box by friday", "first aid box restocked", _done("restock the first aid box")),
        _case("renew the licence disc by the 30th", "licence disc renewed 👍", _done("renew the licence disc")),
        _case("top up the airtime tonight", "airtime topped up", _done("top up the airtime")),
        _case("clean the gutters on saturday", "gutters cleaned, finally", _done("clean the gutters")),
        _case(
            "refill the water bottles before the hike",
            "water bottles refilled",
            _done("refill the water bottles before the hike"),
        ),
        _case("need to order new printer ink", "ink ordered, coming thursday", _done("order new printer ink")),
        # a state another job leaves is no fit: asked, never done
        _case("order a new kit bag", "kit bag restocked", ASK),
    ],
    "done as the job's noun, 'them' or 'went out to'": [
        _case("need to deep clean the oven on saturday", "oven deep clean done early", _done("deep clean the oven")),
        _case("wash the car on sunday", "car wash done early", _done("wash the car")),
        _case("need to call the bank tomorrow", "bank call done", _done("call the bank")),
        _case(
            "need to submit my expense claim by the 20th",
            "did my expense claim submission earlier",
            _done("submit my expense claim"),
        ),
        _case(
            ["need to drop the parcel at the post office by fri", "need to drop the kids at school tomorrow"],
            "dropped it off at the post office",
            _done("drop the parcel at the post office"),
        ),
        _case(
            "need to send the minutes to Farouk by friday",
            "minutes went out to farouk",
            _done("send the minutes to Farouk"),
        ),
        _case(
            "send the quote to Mr Haddad by thursday",
            "quote went out to haddad this morning",
            _done("send the quote to Mr Haddad"),
        ),
        # two fit alike: asked
        _case(
            ["need to drop the parcel at the post office by fri", "need to drop the kids at school tomorrow"],
            "dropped them off",
            ASK,
        ),
        _case(["send the invoice to Priya", "send the invoice to Kwame"], "invoice went out", ASK),
    ],
    "settled by someone else": [
        _case(
            "call Ayanda about the roster tomorrow",
            "ayanda rang me first so thats sorted",
            _done("call Ayanda about the roster"),
        ),
        _case(
            "ring the school about the trip tomorrow",
            "the school phoned me this morning, all sorted",
            _done("ring the school about the trip"),
        ),
        _case(
            "call Mr Okoye about the lease",
            "Mr Okoye called me, got what I needed",
            _done("call Mr Okoye about the lease"),
        ),
        _case("email Priya about the rota", "priya emailed me first, sorted now", _done("email Priya about the rota")),
        _case(
            "need to call Dr. Mensah about the referral",
            "Dr Mensah rang me back, all sorted",
            _done("call Dr. Mensah about the referral"),
        ),
        _case(
            "email the council about the bins",
            "council sorted the bins themselves, no need",
            _cancelled("email the council about the bins"),
        ),
        _case(
            "need to email the landlord about the damp",
            "landlord sorted the damp himself, no need",
            _cancelled("email the landlord about the damp"),
        ),
        _case(
            "get quotes for the boiler",
            "nvm, the landlord is handling the boiler",
            _cancelled("get quotes for the boiler"),
        ),
        _case(
            "need to book the venue for the reunion",
            "never mind, Sipho is handling the venue",
            _cancelled("book the venue for the reunion"),
        ),
        _case(
            "phone the garage about the brakes",
            "Wei is dealing with the garage, not me",
            _cancelled("phone the garage about the brakes"),
        ),
        # a call that settles a to-do of another job settles nothing: asked
        _case("need to pay Ayesha for the cake", "ayesha rang me first so thats sorted", ASK),
    ],
    "called off by a reason": [
        _case(
            "book a cake for Tomasz's leaving do",
            "tomasz isn't leaving after all so no leaving do",
            _cancelled("book a cake for Tomasz's leaving do"),
        ),
        _case(
            "feed the neighbours' cat while they're away",
            "they're home so no more cat feeding",
            _cancelled("feed the neighbours' cat"),
        ),
        _case(
            "walk Mrs Chen's dog this week",
            "mrs chen is back so no more dog walking 🐕",
            _cancelled("walk Mrs Chen's dog"),
        ),
        _case(
            "book the hall for Amara's party",
            "Amara doesn't want a party after all, so no hall",
            _cancelled("book the hall for Amara's party"),
        ),
        _case(
            "book a revision session with Kemi",
            "exam got cancelled so no revision session",
            _cancelled("book a revision session with Kemi"),
        ),
    ],
    "a change of mind": [
        _case(
            "renew the magazine subscription",
            "nah not renewing the magazine, cancel that",
            _cancelled("renew the magazine subscription"),
        ),
        _case(
            "renew the netflix subscription",
            "not renewing netflix, scrap it",
            _cancelled("renew the netflix subscription"),
        ),
        _case(
            "need to book the spa day for mum",
            "nope, not booking the spa day, cancel that",
            _cancelled("book the spa day for mum"),
        ),
        _case(
            "need to renew the gym membership by monday",
            "actually i'm not renewing the gym, drop it",
            _cancelled("renew the gym membership"),
        ),
        _case(
            "need to renew the parking permit",
            "not renewin the permit any more, cancel it",
            _cancelled("renew the parking permit"),
        ),
        _case(
            "need to cancel the netflix subscription",
            "was going to cancel netflix but changed my mind, keeping it",
            _cancelled("cancel the netflix subscription"),
        ),
        _case(
            "need to cancel the landline", "decided to keep the landline after all", _cancelled("cancel the landline")
        ),
        _case(
            "need to cancel the allotment lease",
            "keeping the allotment after all",
            _cancelled("cancel the allotment lease"),
        ),
        _case(
            "need to cancel the paper delivery",
            "changed my mind about cancelling the paper delivery",
            _cancelled("cancel the paper delivery"),
        ),
        _case(
            "need to cancel the gym contract",
            "I was gonna cancel the gym but I didn't, keeping it",
            _cancelled("cancel the gym contract"),
        ),
        # no to-do cancels the gym: the renewal stays, and nothing is asked
        _case("renew the gym membership", "was going to cancel the gym but changed my mind, keeping it", "nothing"),
    ],
    "a move to a bare hour": [
        _case(
            "call the plumber at 9 tomorrow",
            "push the plumber call to 11",
            _moved("call the plumber", "2029-09-13T11:00"),
        ),
        _case(
            "meet Thandi at the mall at 7",
            "make that 8 w/ thandi",
            _moved("meet Thandi at the mall", "2029-09-12T20:00"),
        ),
        _case("dentist appt friday at 2pm", "move the dentist to 4", _moved("dentist appt", "2029-09-14T16:00")),
        _case(
            "take the cat to the vet thursday 10am",
            "bump the vet to 9",
            _moved("take the cat to the vet", "2029-09-13T09:00"),
        ),
        _case(
            "call the bank at 10 tomorrow", "pls push the bank call to 2", _moved("call the bank", "2029-09-13T14:00")
        ),
    ],
    "more time, or a move in other words": [
        _case(
            "send the report to Kwame by thursday",
            "kwame gave me till friday for the report",
            _moved("send the report to Kwame", "2029-09-14"),
        ),
        _case(
            "hand in the essay to Mr Adeyemi by friday",
            "Mr Adeyemi gave me till monday for the essay",
            _moved("hand in the essay to Mr Adeyemi", "2029-09-17"),
        ),
        _case(
            "pay the plumber by sunday",
            "hes away so extending it to next sunday",
            _moved("pay the plumber", "2029-09-23"),
        ),
        _case(
            "need to paint the shed by saturday",
            "rain all week so pushing it to the 22nd",
            _moved("paint the shed", "2029-09-22"),
        ),
        _case("hand in the essay by friday", "the essay can wait till next week", ASK),
        _case("do the tax return by the 20th", "tax return can wait until next month", ASK),
        _case(
            "finish the incident report by friday",
            "incident report can wait till monday",
            _moved("finish the incident report", "2029-09-17"),
        ),
    ],
    "a plan said again": [
        _case("paint the fence on saturday", "ill probably paint the fence saturday like i said", "nothing"),
        _case("need to ring gran on sunday", "will ring gran sunday as planned", "nothing"),
        _case("i'll send Yusuf the photos on friday", "i'll send yusuf the photos friday as promised", "nothing"),
        _case("need to do the grocery run tomorrow", "gonna do the grocery run tomorrow like i said", "nothing"),
        _case("need to fix the gate latch on saturday", "i'm going to fix the latch on sat, like we agreed", "nothing"),
    ],
}


@pytest.mark.parametrize("family", sorted(FAMILIES))
async def test_everyday_words_change_the_to_do_they_mean(tmp_path: Path, family: str) -> None:
    assert await failures(tmp_path, NOW, TZ, FAMILIES[family]) == []
