"""Session 46's lead: what whole conversations typed as busy people type keep and answer."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.service import Memory
from tests.driver import chat, todo_states

SYDNEY = "Australia/Sydney"
MORNING = "2026-12-06T20:40:00+00:00"  # Mon 7 Dec 2026, 07:40 in Sydney


@pytest.mark.parametrize(
    "moved",
    [
        "actually the tech can't make thurs, pushed to mon",
        "ugh the tech cant do thurs, now mon",
        "so the tech can't make thursday - moved to monday",
    ],
)
async def test_the_visitor_who_cannot_keep_the_day_moves_their_visit(memory: Memory, moved: str) -> None:
    lines = ["coffee machine's playing up again", "tech coming thurs arvo to look at it", moved]
    states, replies = await todo_states(memory, MORNING, SYDNEY, lines)
    assert states == {"look at it": ("open", "2026-12-14 16:59")}, replies


@pytest.mark.parametrize(
    "called_off",
    ["scratch the rent reminder, landlord said direct debit now", "cancel the rent todo", "rent reminder can go"],
)
async def test_a_reminder_named_by_its_thing_is_that_to_do(memory: Memory, called_off: str) -> None:
    lines = ["remind me to pay the rent on the 1st", "need to call mum sunday", called_off]
    states, replies = await todo_states(memory, MORNING, SYDNEY, lines)
    assert states["pay the rent"][0] == "cancelled", replies
    assert states["call mum"][0] == "open", replies


async def test_reminder_emails_are_a_thing_of_their_own(memory: Memory) -> None:
    lines = ["remind me to send the reminder emails fri", "need to pay the rent on the 1st", "sent the reminder emails"]
    states, replies = await todo_states(memory, MORNING, SYDNEY, lines)
    assert states["send the reminder emails"][0] == "completed", replies
    assert states["pay the rent"][0] == "open", replies


CHICAGO = "America/Chicago"
DAWN = "2026-12-07T12:20:00+00:00"  # Mon 7 Dec 2026, 06:20 in Chicago


async def test_dropping_the_kids_off_is_the_drop_off_done(memory: Memory) -> None:
    lines = ["ok so today: drop kids at 7:15, pick up scrubs from cleaners", "dropped the kids"]
    states, replies = await todo_states(memory, DAWN, CHICAGO, lines)
    assert states["drop kids"] == ("completed", "2026-12-07 07:15"), replies
    assert states["pick up scrubs from cleaners"][0] == "open", replies


async def test_dropped_of_another_verb_still_asks(memory: Memory) -> None:
    states, replies = await todo_states(memory, DAWN, CHICAGO, ["remind me to call the gym", "dropped the gym"])
    assert states["call the gym"][0] == "open", replies
    assert "?" in replies[-1], replies


DUBLIN = "Europe/Dublin"
EVENING = "2026-12-07T19:30:00+00:00"  # Mon 7 Dec 2026, 19:30 in Dublin


@pytest.mark.parametrize("said", ["henderson job finished", "henderson job finished, invoiced them too"])
async def test_the_to_do_named_by_every_word_said_is_the_one_finished(memory: Memory, said: str) -> None:
    lines = ["tomorrow I've got the Henderson job first thing", "invoice Hendersons once the job's done", said]
    states, replies = await todo_states(memory, EVENING, DUBLIN, lines)
    assert states["Henderson job"][0] == "completed", replies
    assert "Which one" not in "\n".join(replies), replies


async def test_a_word_of_the_to_do_left_unsaid_still_asks(memory: Memory) -> None:
    lines = ["need to finish the deck", "need to send the deck to Sam", "deck done"]
    states, replies = await todo_states(memory, EVENING, DUBLIN, lines)
    assert {s for s, _ in states.values()} == {"open"}, replies


async def test_until_a_day_touches_no_to_do_that_shares_its_stem(memory: Memory) -> None:
    lines = ["need to pick up the tiles from Topps tmrw at 2", "Declan's van is in the garage till Friday"]
    states, replies = await todo_states(memory, EVENING, DUBLIN, lines)
    assert states == {"pick up the tiles from Topps": ("open", "2026-12-08 14:00")}, replies
    assert "tiles" not in replies[-1], replies


KOLKATA = "Asia/Kolkata"
EVENING_KOLKATA = "2026-12-07T12:30:00+00:00"  # Mon 7 Dec 2026, 18:00 in Kolkata


@pytest.mark.parametrize(
    ("first", "again", "held"),
    [
        ("Ravi's moving to Pune in Feb", "sorry Ravi's moving to Pune in March not Feb", "2027-03-01"),
        ("Maya starts as CTO on the 5th", "oops Maya starts as CTO on the 12th, not the 5th", "2027-01-12"),
    ],
)
async def test_a_fact_said_again_with_its_day_put_right_moves_its_day(
    memory: Memory, first: str, again: str, held: str
) -> None:
    _, user, replies = await chat(memory, EVENING_KOLKATA, KOLKATA, [first, again])
    claims = await memory.store.claims(user)
    latest = max(claims, key=lambda c: c.observed_at)
    assert latest.effective_from.astimezone(ZoneInfo(KOLKATA)).date().isoformat() == held, replies
    assert "nothing changed" not in replies[-1], replies


LONDON = "Europe/London"
MONDAY_LONDON = "2026-12-07T08:00:00+00:00"


@pytest.mark.parametrize(
    ("asked", "head"),
    [
        ("what's coming up for mum", "Coming up for Mum:"),
        ("what do i need to do for mum", "Coming up for Mum:"),
        ("what do I owe mum", "What you owe Mum:"),
    ],
)
async def test_what_is_on_for_someone_is_no_debt_unless_asked_so(memory: Memory, asked: str, head: str) -> None:
    lines = ["mum's hip op is confirmed for jan 6", "need to book mum's eye test by fri", asked]
    _, _, replies = await chat(memory, MONDAY_LONDON, LONDON, lines)
    said = replies[-1].splitlines()
    assert said[0] == head and "eye test" in said[1], replies


@pytest.mark.parametrize("said", ["I fixed the printer", "fixed the wobbly table"])
async def test_a_fix_of_nothing_kept_says_so_plainly(memory: Memory, said: str) -> None:
    _, _, replies = await chat(memory, MONDAY_LONDON, LONDON, [said])
    assert replies[-1].startswith("I had no open issue about"), replies
    assert replies[-1].endswith("so nothing changed; I kept your message as it is."), replies


async def test_a_fix_of_an_issue_kept_by_other_words_is_still_offered(memory: Memory) -> None:
    lines = ["the office printer keeps jamming", "fixed the printer tray"]
    _, _, replies = await chat(memory, MONDAY_LONDON, LONDON, lines)
    assert "office printer" in replies[-1], replies


async def test_a_weekday_that_clashes_with_its_date_is_asked_plainly(memory: Memory) -> None:
    _, user, replies = await chat(memory, MONDAY_LONDON, LONDON, ["yr 9 reports due to Mrs Khan by fri 12th"])
    assert replies[-1].startswith("The 12th is a Saturday, not a Friday. Which day did you mean?"), replies
    assert not await memory.store.claims(user)


@pytest.mark.parametrize("said", ["parents eve is thurs 4-7", "parents evening thurs 4 to 7"])
async def test_a_window_ending_at_7_is_the_evening_once_its_start_is(memory: Memory, said: str) -> None:
    states, replies = await todo_states(memory, MONDAY_LONDON, LONDON, [said])
    assert [when for _, when in states.values()] == ["2026-12-10 16:00"], replies


@pytest.mark.parametrize("said", ["sorted now, thx Ani", "sometime in feb catch up w Yusuf for lunch"])
async def test_a_fix_read_of_no_thing_is_still_asked(memory: Memory, said: str) -> None:
    lines = ["the laptop charger is broken", "the phone charger is broken", said]
    _, _, replies = await chat(memory, MONDAY_LONDON, LONDON, lines)
    assert "no open issue" not in replies[-1] and ("?" in replies[-1] or "1)" in replies[-1]), replies


@pytest.mark.parametrize("said", ["power blipped for 5 min but it's back, no harm done", "tmrw fuel up at the Pilot"])
async def test_a_topic_misread_as_a_fix_is_never_told_back(memory: Memory, said: str) -> None:
    _, _, replies = await chat(memory, MONDAY_LONDON, LONDON, [said])
    assert "no open issue" not in replies[-1], replies
