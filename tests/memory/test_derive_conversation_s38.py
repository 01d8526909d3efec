"""Session 38's conversation probes through the dispatcher: a name put right in lower case
("sorry, gareth davies" after "my landlord is now gareth jones"; a surname ending in "s" is no
kind of things), while an apology's own words ("sorry, long days") put nothing right."""

from __future__ import annotations

from memory.service import Memory
from tests.driver import Person


async def _tenant(memory: Memory) -> Person:
    """A tenant in Cardiff, on a Monday morning."""
    return await Person(memory, "tenant", "Europe/London", "2027-11-08T07:55:00+00:00").create()


async def test_a_name_put_right_in_lower_case(memory: Memory) -> None:
    tenant = await _tenant(memory)
    await tenant.say("2027-11-08T07:56:00+00:00", "my landlord is now gareth jones")
    said = await tenant.say("2027-11-08T07:57:00+00:00", "sorry, gareth davies")
    assert said == "Updated: your landlord is gareth davies (was gareth jones).", said
    await tenant.say("2027-11-08T07:58:00+00:00", "the plumber is called mike obrien")
    said = await tenant.say("2027-11-08T07:59:00+00:00", "oops, mike o brien")
    assert said == "Updated: plumber's name is mike o brien (was mike obrien).", said


async def test_an_apologys_words_put_nothing_right(memory: Memory) -> None:
    tenant = await _tenant(memory)
    await tenant.say("2027-11-08T07:56:00+00:00", "my landlord is now gareth jones")
    for minute, text in enumerate(["sorry, long days", "sorry, long day", "sorry, running late", "oops, wrong chat"]):
        said = await tenant.say(f"2027-11-08T08:0{minute}:00+00:00", text)
        assert not said.startswith(("Updated", "Which", "What does")), (text, said)
    assert "gareth jones" in await tenant.say("2027-11-08T08:09:00+00:00", "who's my landlord?")


async def test_that_thing_is_another_day_now_moves_it(memory: Memory) -> None:
    """ "sorry that call is wed 3pm only": "that" points at the to-do just said, as "the" would."""
    ravi = await Person(memory, "ravi", "Asia/Kolkata", "2027-11-29T09:20:00+05:30").create()
    await ravi.say("2027-11-29T09:21:00+05:30", "client call with Acme on fri 4pm")
    said = await ravi.say("2027-11-29T09:22:00+05:30", "sorry that call is wed 3pm only")
    assert said == (
        "Moved: client call with Acme is now due Wed 1 December 2027 15:00 (was Fri 3 December 2027 16:00)."
    ), said
    said = await ravi.say("2027-11-29T09:23:00+05:30", "this call is thurs now")
    assert said.startswith("Moved: client call with Acme is now due Thu 2 December 2027"), said


async def test_a_tradies_week(memory: Memory) -> None:
    """Perth: broken said the Australian way opens an issue (never food "stuffed"); a correction of
    a thing never kept puts no other thing's number right; "he's coming wed arvo instead" after the
    to-do to ring him is done moves no other to-do."""
    tradie = await Person(memory, "tradie", "Australia/Perth", "2027-03-03T15:40:00+08:00").create()
    await tradie.say("2027-03-03T15:41:00+08:00", "need to get the ute rego done b4 the 15th")
    assert await tradie.say("2027-03-03T15:42:00+08:00", "the hot water system's stuffed") == (
        "Noted: open issue “hot water system”."
    )
    for text in ("the turkey's stuffed", "i'm stuffed after that lunch"):
        assert not (await tradie.say("2027-03-03T15:43:00+08:00", text)).startswith("Noted"), text
    await tradie.say("2027-03-03T15:44:00+08:00", "quote for the bathroom reno came in at 14.5k")
    said = await tradie.say("2027-03-03T15:45:00+08:00", "actually trials are 9 not 8")
    assert said.startswith("I keep nothing about “trials”, so nothing changed."), said
    assert "14.5k" in await tradie.say("2027-03-03T15:46:00+08:00", "how much was the reno quote")
    await tradie.say("2027-03-03T15:47:00+08:00", "ill ring the sparky monday re the switchboard")
    said = await tradie.say("2027-03-03T15:48:00+08:00", "sparky rang back, he's coming wed arvo instead")
    assert "Done: ring the sparky re the switchboard." in said and "Moved" not in said, said
    await tradie.say("2027-03-03T15:49:00+08:00", "neither")
    assert "due Sun 14 March 2027" in await tradie.say("2027-03-03T15:50:00+08:00", "when's the ute rego due")


async def test_sport_and_school_days_are_diary_entries(memory: Memory) -> None:
    """ "footy trials for jack on sat 8am", "working bee at the school sun 9am": occasions kept
    with their day, as a dentist's is; "big game saturday, so excited" is a feeling."""
    mum = await Person(memory, "mum", "Australia/Perth", "2027-03-03T15:40:00+08:00").create()
    said = await mum.say("2027-03-03T15:41:00+08:00", "footy trials for jack r on sat 8am at the oval")
    assert said == "Noted: footy trials for jack at the oval, due Sat 6 March 2027 08:00.", said
    said = await mum.say("2027-03-03T15:42:00+08:00", "working bee at the school sun 9am")
    assert said == "Noted: working bee at the school, due Sun 7 March 2027 09:00.", said
    said = await mum.say("2027-03-03T15:43:00+08:00", "tryouts for the u12s thurs 5pm")
    assert said == "Noted: tryouts for the u12s, due Thu 4 March 2027 17:00.", said
    assert not (await mum.say("2027-03-03T15:44:00+08:00", "big game saturday, so excited")).startswith("Noted")


async def test_an_arrival_that_gets_in_then_the_pick_up(memory: Memory) -> None:
    """ "mum's flight gets in sun 6:20am, picking her up": the pick-up, due when she lands (the
    time was read from "in sun 6:20am" and the flight kept as a to-do of "mum's flight gets")."""
    dad = await Person(memory, "dad", "America/Denver", "2027-10-27T13:05:00-06:00").create()
    said = await dad.say("2027-10-27T13:06:00-06:00", "mum's flight gets in sun 6:20am, picking her up")
    assert said == "Noted: pick mum up, due Sun 31 October 2027 06:20.", said


async def test_a_freelancers_invoices_and_calls(memory: Memory) -> None:
    """ "invoice #1043 to bloom studio needs to go out by fri": sending it is the to-do (its number
    and whom it goes to no bar); "tomasz call's been pushed again, now thurs 11": moved to then."""
    freelancer = await Person(memory, "designer", "Europe/London", "2027-06-08T09:30:00+01:00").create()
    invoice = "invoice #1043 to bloom studio needs to go out by fri, £1,200"
    said = await freelancer.say("2027-06-08T09:31:00+01:00", invoice)
    assert said == "Noted: send invoice #1043 to bloom studio, due Fri 11 June 2027.", said
    await freelancer.say("2027-06-08T09:32:00+01:00", "call w/ Tomasz tmrw 3:30")
    said = await freelancer.say("2027-06-08T09:33:00+01:00", "tomasz call's been pushed again, now thurs 11")
    assert said.startswith("Moved: call with Tomasz is now due Thu 10 June 2027 11:00"), said
    said = await freelancer.say("2027-06-08T09:34:00+01:00", "the tomasz call got moved, it's now fri at 2")
    assert said.startswith("Moved: call with Tomasz is now due Fri 11 June 2027 14:00"), said


async def test_caring_for_dad(memory: Memory) -> None:
    """ "what time is dad's cardiology": no fact of that name, so the to-do's time; "remind me to
    order his pads when we're down to 1 pack" offers the order, not the request to be reminded."""
    carer = await Person(memory, "carer", "Europe/London", "2027-02-03T18:20:00+00:00").create()
    await carer.say("2027-02-03T18:21:00+00:00", "dad's cardiology appt is on the 14th at 2:30")
    said = await carer.say("2027-02-03T18:22:00+00:00", "what time is dad's cardiology")
    assert said == "Dad's cardiology appt is due Sun 14 February 2027 14:30.", said
    assert await carer.say("2027-02-03T18:23:00+00:00", "what time is dad's bedtime") == "I don't know dad's bedtime."
    said = await carer.say("2027-02-03T18:24:00+00:00",
                           "remind me to order his incontinence pads when we're down to 1 pack")
    assert said.startswith("Should I track “order his incontinence pads” for you?"), said


async def test_forgot_as_a_lead_is_no_part_of_the_todo(memory: Memory) -> None:
    """ "forgot - staff meeting tues 2pm in the lounge": news said late, the lead no part of it;
    "forgot my keys again lol" and "i forgot to call mum" stay what they were."""
    nurse = await Person(memory, "nurse", "America/Toronto", "2027-09-13T08:05:00-04:00").create()
    said = await nurse.say("2027-09-13T08:06:00-04:00", "forgot - staff meeting tues 2pm in the lounge")
    assert said == "Noted: staff meeting in the lounge, due Tue 14 September 2027 14:00.", said
    said = await nurse.say("2027-09-13T08:07:00-04:00", "totally forgot: dentist thurs 9am")
    assert said == "Noted: dentist, due Thu 16 September 2027 09:00.", said
    assert not (await nurse.say("2027-09-13T08:08:00-04:00", "forgot my keys again lol")).startswith("Noted")


async def test_a_teachers_week(memory: Memory) -> None:
    """ "parent interviews thurs from 3:30": a start with no end is when it is ("from 3 to 5" keeps
    its range); "the copier's sorted" resolves the "photocopier" issue (a compound by its end)."""
    teacher = await Person(memory, "teacher", "Pacific/Auckland", "2027-08-16T15:50:00+12:00").create()
    said = await teacher.say("2027-08-16T15:51:00+12:00", "parent interviews thurs from 3:30, room 12")
    assert said == "Noted: parent interviews, due Thu 19 August 2027 15:30.", said
    await teacher.say("2027-08-16T15:52:00+12:00", "photocopier in the staffroom is jammed again")
    assert await teacher.say("2027-08-16T15:53:00+12:00", "the copier's sorted") == "Resolved: photocopier."


async def test_remind_me_the_occasion_is_on_a_day(memory: Memory) -> None:
    """ "remind me the church bake sale is saturday": the occasion kept, due that day (was asked as
    unreadable); "the church bake sale is saturday" said alone is news, as before."""
    gran = await Person(memory, "gran", "America/Chicago", "2027-10-04T10:15:00-05:00").create()
    said = await gran.say("2027-10-04T10:16:00-05:00", "y'all remind me the church bake sale is saturday")
    assert said == "Noted: church bake sale, due Sat 9 October 2027.", said
    said = await gran.say("2027-10-04T10:17:00-05:00", "dont let me forget that the school concert is on the 14th at 6")
    assert said == "Noted: school concert, due Thu 14 October 2027 18:00.", said
