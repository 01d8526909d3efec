"""Session 47, helper s1: messages real users typed that recap got wrong (an evening occasion at a
bare hour, an occasion's new place, a meal's time said again, "X is set for <day>", a repairer's
finding, a role in brackets, an hour before a repeat) and blind44's leftovers (an occasion's date
passed to the to-do said after it, "the night before", "X is from Y", things whose name ends in
"ed")."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.service import Memory
from memory.understanding import (
    CancelCommitment,
    CompleteCommitment,
    CorrectValue,
    NewCommitment,
    ResolveEpisode,
    Unclear,
    dated_entry,
)
from tests.driver import todo_states
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2026, 12, 7, 8, 5, tzinfo=LONDON), LONDON)  # a Monday morning
NOW, TZ = "2026-12-07T08:05:00+00:00", "Europe/London"


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("party at sam's on sat at 8", "Sat 12 20:00"),
        ("Sam's party fri at 9", "Fri 11 21:00"),
        ("office party thurs at 8:30", "Thu 10 20:30"),
        ("birthday party for Mia sat at 9", "Sat 12 21:00"),
        # as before: a dinner is the evening's, the clock's reading of anything else stands
        ("dinner with the Hendersons friday at 8", "Fri 11 20:00"),
        ("dentist on sat at 8", "Sat 12 08:00"),
        ("show Tom the flat at 9 tmrw", "Tue 08 09:00"),
        ("film the recital at 10 tmrw", "Tue 08 10:00"),
        ("Emma has ballet sat at 10", "Sat 12 10:00"),
        ("party at sam's sat at 8am", "Sat 12 08:00"),
    ],
)
def test_an_evening_occasion_at_a_bare_8_or_9_is_the_evening(text: str, due: str) -> None:
    (todo,) = [i for i in read(text) if isinstance(i, NewCommitment)]
    assert read.when(todo) == due, todo


@pytest.mark.parametrize(
    ("text", "due"), [("bbq at ana's sun at 9", "Sun 13 21:00"), ("bbq at ana's sun at 11", "Sun 13 11:00")]
)
def test_an_offered_bbq_at_a_bare_hour_reads_it_as_a_party_does(text: str, due: str) -> None:
    offered = dated_entry(text, now=read.now, tz=read.tz)
    assert offered is not None and read.when(offered) == due, offered
    assert (offered.due is not None and offered.due.doubt is not None) == due.endswith("11:00"), offered


@pytest.mark.parametrize(
    ("text", "due"), [("party at 11 sat", "Sat 12 11:00"), ("kids party sat at 10", "Sat 12 10:00")]
)
def test_a_party_at_a_bare_10_or_11_is_asked(text: str, due: str) -> None:
    """A party at 11 may be a child's in the morning or a late one: asked, never kept as a guess."""
    (found,) = read(text)
    assert isinstance(found, Unclear) and found.proposal is not None, found
    assert read.when(found.proposal) == due and "morning or in the evening" in found.question


@pytest.mark.parametrize(
    "moved",
    [
        "actually the party is at jake's",
        "nvm the party is at jake's",
        "the party's at jake's now",
        "oops the party is at jake's not sam's",
    ],
)
async def test_an_occasions_new_place_renames_its_to_do(memory: Memory, moved: str) -> None:
    states, replies = await todo_states(memory, NOW, TZ, ["party at sam's on sat at 8pm", moved])
    assert states == {"party at jake's": ("open", "2026-12-12 20:00")}, replies


async def test_a_bbqs_new_place_renames_its_to_do(memory: Memory) -> None:
    lines = ["need to go to the bbq at Ana's sun", "the bbq is at Tom's now"]
    states, replies = await todo_states(memory, NOW, TZ, lines)
    assert list(states) == ["go to the bbq at Tom's"], replies


async def test_a_persons_place_renames_no_to_do_of_theirs(memory: Memory) -> None:
    states, replies = await todo_states(memory, NOW, TZ, ["call Sam at Jake's tmrw", "Sam is in Leeds now"])
    assert list(states) == ["call Sam at Jake's"], replies


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("the party is at jake's", ("party", "location", "jake's")),
        ("the bbq is at ana's now", ("bbq", "location", "ana's")),
        ("the party is at Jake's", ("party", "location", "Jake's")),
    ],
)
def test_an_occasion_at_someones_place_is_where_it_is_never_an_owner(text: str, fact: tuple[str, str, str]) -> None:
    assert read.facts(text) == [fact]


def test_nvm_before_where_a_thing_is_puts_it_right_and_cancels_nothing() -> None:
    (found,) = read("nvm the party is at jake's")
    assert isinstance(found, CorrectValue) and found.value == "jake's", found
    assert isinstance(read("nvm the party")[0], CancelCommitment)


@pytest.mark.parametrize(
    "before",
    ["need to make dinner for the kids tonight", "cook dinner tonight", "dinner tonight", "need to sort dinner 2nite"],
)
async def test_a_meals_time_said_again_asks_if_it_is_the_open_one(memory: Memory, before: str) -> None:
    states, replies = await todo_states(memory, NOW, TZ, [before, "make dinner 7:30", "1"])
    assert len(states) == 1, replies
    ((_, (status, due)),) = states.items()
    assert (status, due) == ("open", "2026-12-07 19:30"), replies


async def test_a_meals_time_another_day_is_another_to_do(memory: Memory) -> None:
    states, replies = await todo_states(memory, NOW, TZ, ["cook dinner tomorrow", "make dinner 7:30"])
    assert states == {"cook dinner": ("open", "2026-12-08 23:59"), "make dinner": ("open", "2026-12-07 19:30")}, replies


@pytest.mark.parametrize(
    ("text", "action"),
    [("closing is set for dec 18th", "closing"), ("the sale is set for next week", "the sale"),
     ("closing's booked for the 18th", "closing")],
)  # fmt: skip
def test_a_thing_set_for_a_day_offers_the_thing(text: str, action: str) -> None:
    """ "closing is set for dec 18th" offered "closing is set": the occasion is the closing."""
    offered = dated_entry(text, now=read.now, tz=read.tz)
    assert offered is not None and offered.action == action, offered


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("the customer at number 14 is Mrs Byrne", ("number 14", "customer", "Mrs Byrne")),
        ("the client at no. 9 is Mr Shah", ("no. 9", "client", "Mr Shah")),
        ("the tenant in 4B is Mr Afolabi", ("4B", "tenant", "Mr Afolabi")),  # as before
    ],
)
def test_whom_the_user_serves_at_a_numbered_place(text: str, fact: tuple[str, str, str]) -> None:
    assert read.facts(text) == [fact]


@pytest.mark.parametrize("text", ["the customer at number 14 is lovely", "the customer at number 14 is always late"])
def test_how_someone_at_a_place_is_is_no_fact_of_who(text: str) -> None:
    assert not [f for f in read.facts(text) if f[1] == "customer"]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Marcus (charge nurse) moved to the ICU", ("Marcus", "location", "ICU")),
        ("Marcus (night charge nurse) moved to the ICU", ("Marcus", "location", "ICU")),
    ],
)
def test_a_role_in_brackets_after_a_name_is_an_aside(text: str, fact: tuple[str, str, str]) -> None:
    assert fact in read.facts(text)


def test_a_date_in_brackets_still_dates_the_to_do() -> None:
    assert read.todos(read("renew car insurance (fri)")) == [("renew car insurance", "Fri 11 00:00")]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("kwik fit said brake pads, all fixed now", "brake pads"),
        ("garage said it was the alternator - sorted", "alternator"),
        ("the plumber reckons it was a washer, all good now", "washer"),
    ],
)
def test_a_repairers_finding_then_fixed_ends_its_issue(text: str, topic: str) -> None:
    assert read(text) == [ResolveEpisode(topic)]


@pytest.mark.parametrize("text", ["kwik fit said brake pads", "i said brake pads, all done"])
def test_a_finding_not_fixed_or_the_users_own_word_ends_no_issue(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, ResolveEpisode)]


def test_tom_saying_a_thing_is_done_is_no_fault_found() -> None:
    assert not [i for i in read("Tom said the report, all done") if isinstance(i, ResolveEpisode)]


async def test_a_repairers_finding_resolves_the_open_issue_and_keeps_nothing_else(tmp_path: Path) -> None:
    cases = [
        {"before": ["the brakes on the car are grinding"], "say": "kwik fit said brake pads, all fixed now",
         "expect": {"resolved": ["brakes"]}},
    ]  # fmt: skip
    assert await failures(tmp_path, NOW, TZ, cases) == []


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("6am swim on tuesdays", "swim", "Tue 08 06:00"),
        ("6pm bins out on tuesdays", "bins out", "Tue 08 18:00"),
        ("every tues 6am swim", "swim", "Tue 08 06:00"),  # as before
    ],
)
def test_an_hour_said_before_a_repeat_is_its_time(text: str, action: str, due: str) -> None:
    (found,) = read(text)
    assert isinstance(found, Unclear) and isinstance(found.proposal, NewCommitment), found
    assert (found.proposal.action, read.when(found.proposal)) == (action, due)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("order more grass seed", "order more grass seed"),
        ("paint the shed", "paint the shed"),
        ("ring Juan Cruz about the lambing shed", "ring Juan Cruz about the lambing shed"),
        ("fix the moped", "fix the moped"),
    ],
)
def test_a_things_name_ending_in_ed_is_no_deed_done(text: str, action: str) -> None:
    found = read(text)
    assert not [i for i in found if isinstance(i, CompleteCommitment)], found
    assert [i.action for i in found if isinstance(i, NewCommitment)] == [action], found


@pytest.mark.parametrize(("text", "action"), [("floors mopped", "mopped floors"), ("grass seed ordered", "grass seed")])
def test_a_deed_done_is_still_read(text: str, action: str) -> None:
    assert [i.action for i in read(text) if isinstance(i, CompleteCommitment)] == [action]


EL_AAIUN = ZoneInfo("Africa/El_Aaiun")
read_feb = Reading(datetime(2027, 2, 5, 21, 15, tzinfo=EL_AAIUN), EL_AAIUN, fmt="%Y-%m-%d")


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("victory day programme dec 16, I promised Shamim bhai I'd handle the sound system",
         "handle the sound system", "2027-12-16"),
        ("christmas party dec 20, I promised Ana I'd bring the speakers", "bring the speakers for the christmas party",
         "2027-12-20"),
        ("server patching window in 36 hrs, remind me to be on the vpn for it",
         "be on the vpn for the server patching window", "2027-02-07"),
    ],
)  # fmt: skip
def test_an_occasions_date_passes_to_the_to_do_said_after_it(text: str, action: str, due: str) -> None:
    todos = [i for i in read_feb(text) if isinstance(i, NewCommitment)]
    assert [(t.action, read_feb.when(t)) for t in todos] == [(action, due)], todos


def test_a_month_said_with_in_gives_the_to_do_no_day() -> None:
    todos = [i for i in read_feb("meeting in march, need to prep slides") if isinstance(i, NewCommitment)]
    assert ("prep slides", None) in [(t.action, read_feb.when(t)) for t in todos], todos


AQTAU = ZoneInfo("Asia/Aqtau")
read_nov = Reading(datetime(2032, 11, 26, 19, 45, tzinfo=AQTAU), AQTAU, fmt="%Y-%m-%d")


@pytest.mark.parametrize(
    "text",
    [
        "Euan's got his prelims the 6th, I'll phone him the night before",
        "Euan's exam is on the 6th, I'll phone him the night before",
        "exam on the 6th, phone Euan the evening before",
    ],
)
def test_the_night_before_is_the_day_before_the_occasion_said(text: str) -> None:
    todos = [i for i in read_nov(text) if isinstance(i, NewCommitment) and i.action.startswith("phone")]
    assert [read_nov.when(t) for t in todos] == ["2032-12-05"], read_nov(text)
    assert not [i for i in read_nov(text) if isinstance(i, Unclear)], read_nov(text)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Wei Ling is from Penang", ("Wei Ling", "hometown", "Penang")),
        ("Ifeoma's from Owerri", ("Ifeoma", "hometown", "Owerri")),
        ("Priya is originally from Leeds", ("Priya", "hometown", "Leeds")),
        ("Kenji is a postdoc", ("Kenji", "role", "postdoc")),
        ("Kenji is a research fellow", ("Kenji", "role", "research fellow")),
        ("the -80 freezer is in room 118", ("-80 freezer", "location", "room 118")),
        ("the autoclave's in lab 3", ("autoclave", "location", "lab 3")),
    ],
)
def test_facts_said_plainly_are_kept(text: str, fact: tuple[str, str, str]) -> None:
    assert read.facts(text) == [fact]


@pytest.mark.parametrize(
    "text",
    ["Tom's from Acme Ltd", "Ana is from HR", "that's from 1 May", "the parcel is from Amazon", "he's a nice fellow",
     "the meeting is in room 4", "the kids are in room 5"],
)  # fmt: skip
def test_near_misses_keep_no_such_fact(text: str) -> None:
    assert not [f for f in read.facts(text) if f[1] in ("hometown", "role", "location")], read.facts(text)


async def test_corrections_of_where_from_a_room_and_a_typod_sum(tmp_path: Path) -> None:
    cases = [
        {"before": ["Wei Ling's hometown is Penang"], "say": "no no she's from Melaka",
         "expect": {"corrected": [{"subject": "Wei Ling", "predicate": "hometown", "value": "Melaka"}]}},
        {"before": ["Kenji is a postdoc"], "say": "no Kenji is a research fellow, not postdoc",
         "expect": {"corrected": [{"subject": "Kenji", "predicate": "role", "value": "research fellow"}]}},
        {"before": ["the -80 freezer is in room 118"], "say": "no it's in 108, 118 is the cold room",
         "expect": {"corrected": [{"subject": "-80 freezer", "predicate": "location", "value": "room 108"}]}},
        {"before": ["the budget for the new spectrometer is 4.2 million rubles"], "say": "no, 2.4 million, I typo",
         "expect": {"corrected": [{"subject": "new spectrometer", "predicate": "budget",
                                   "value": "2.4 million rubles"}]}},
    ]  # fmt: skip
    assert await failures(tmp_path, NOW, TZ, cases) == []


@pytest.mark.parametrize(
    "text", ["honestly should prob clean the shed at some point", "should probably clean the garage at some point"]
)
def test_a_half_meant_chore_at_some_point_is_no_to_do(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, NewCommitment | Unclear)], read(text)


@pytest.mark.parametrize(
    ("text", "action"),
    [("gotta get the generator serviced at some point", "get the generator serviced"),
     ("should prob clean the garage tmrw", "clean the garage")],
)  # fmt: skip
def test_a_chore_meant_or_dated_is_still_kept(text: str, action: str) -> None:
    assert [i.action for i in read(text) if isinstance(i, NewCommitment)] == [action]


@pytest.mark.parametrize(
    ("text", "action"),
    [("gig at 8 tonite, remind me to bring earplugs", "bring earplugs"),
     ("flight to Lagos on the 18th, pack the gifts the day before", "pack the gifts")],
)  # fmt: skip
def test_a_reminder_not_of_it_keeps_its_own_words(text: str, action: str) -> None:
    assert action in [i.action for i in read(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "due"),
    [("Hassan will drop the keys at reception by 10 tomorrow", "Tue 08 10:00"),
     ("call the film office at 8:15 tmrw", "Tue 08 08:15"),
     ("ring the cinema at 9 tmrw", "Tue 08 09:00"),
     ("call the third party at 9 tmrw", "Tue 08 09:00"),
     ("book the party venue at 10 tmrw", "Tue 08 10:00")],
)  # fmt: skip
def test_an_errand_about_an_occasion_keeps_the_hour_read(text: str, due: str) -> None:
    todos = [i for i in read(text) if isinstance(i, NewCommitment)]
    assert [read.when(t) for t in todos] == [due], read(text)


@pytest.mark.parametrize(
    ("text", "action"),
    [("I should probably call Ines back at some point", "call Ines back"),
     ("should prob email the landlord at some point", "email the landlord")],
)  # fmt: skip
def test_a_call_owed_at_some_point_is_still_kept(text: str, action: str) -> None:
    assert [i.action for i in read(text) if isinstance(i, NewCommitment)] == [action]
