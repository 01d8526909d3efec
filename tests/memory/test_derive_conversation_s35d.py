"""What helper c2 found playing busy people's chats (session 35: a parent, a freelancer, a nurse,
someone writing English as a second language), checked through the bot.

- "<thing> changed to <day>" (and a second language's or a headline's bare "change to") moves the
  thing, where it used to note a new to-do "doctor appointment changed".
- "the acme call, its 3pm not 2": the thing named, then taken up by "it", is the thing corrected,
  where it used to note a new to-do "acme call, it's not 2".
- "yesterday I forget to send documents to accountant, must send today": the forgotten to-do, said
  again by its verb alone, is due today, where it used to note a to-do "send" that no report matched.
- "footy moved from sat to sun 10am this wk only": a one-off said after a move is what any move of a
  to-do is, where the words left over made recap ask what the message meant.
- A day alone typed back to a question that offered a time ("…due Fri 11 December 2026 15:00?" "no
  wait, thurs") keeps the offered time, where it stored the day without it.
"""

from __future__ import annotations

import pytest

from memory.service import Memory
from tests.driver import todo_states

START = "2026-12-09T08:30:00+01:00"  # a Wednesday morning in Madrid
TZ = "Europe/Madrid"


@pytest.mark.parametrize(
    ("move", "due"),
    [
        ("doctor appointment change to tuesday same time", "2026-12-15 09:30"),
        ("doctor appointment changed to tuesday same time", "2026-12-15 09:30"),
        ("doctor appointment is change to tuesday", "2026-12-15 09:30"),
        ("the doctor appointment got changed to tuesday 11am", "2026-12-15 11:00"),
        ("doctor appointment changes to the 16th, same time", "2026-12-16 09:30"),
    ],
)
async def test_a_thing_changed_to_a_day_is_moved(memory: Memory, move: str, due: str) -> None:
    lines = ["next monday I have doctor appointment 9:30", move]
    states, replies = await todo_states(memory, START, TZ, lines)
    assert states == {"doctor appointment": ("open", due)}, replies


@pytest.mark.parametrize(
    "said",
    ["need to change to tuesday", "gotta change to the friday slot", "i'll change to tuesday"],
)
async def test_changing_to_said_of_oneself_moves_nothing(memory: Memory, said: str) -> None:
    lines = ["next monday I have doctor appointment 9:30", said]
    states, replies = await todo_states(memory, START, TZ, lines)
    assert states["doctor appointment"] == ("open", "2026-12-14 09:30"), replies


@pytest.mark.parametrize(
    ("correction", "due"),
    [
        ("oh and the acme call, its 3pm not 2", "2026-12-15 15:00"),
        ("the acme call, it's at 4 not 2", "2026-12-15 16:00"),
        ("acme call, it is 3:30 not 2", "2026-12-15 15:30"),
        ("re the acme call, it's on the 16th not the 15th", "2026-12-16 14:00"),
    ],
)
async def test_a_thing_taken_up_by_it_is_the_thing_corrected(memory: Memory, correction: str, due: str) -> None:
    lines = ["call w/ acme nxt tues 2pm", correction]
    states, replies = await todo_states(memory, START, TZ, lines)
    assert len(states) == 1 and list(states.values()) == [("open", due)], (states, replies)


async def test_a_thing_taken_up_by_it_with_nothing_open_keeps_nothing(memory: Memory) -> None:
    states, replies = await todo_states(memory, START, TZ, ["oh and the acme call, its 3pm not 2"])
    assert states == {}, replies


@pytest.mark.parametrize(
    ("forgot", "action"),
    [
        ("yesterday I forget to send documents to accountant, must send today", "send documents to accountant"),
        ("forgot to send the documents to the accountant, must send today", "send the documents to the accountant"),
        ("forgot to call the dentist, need to call today", "call the dentist"),
        ("forgot to pay the nursery, gotta pay it today", "pay the nursery"),
        ("I forget to call the dentist, will call today", "call the dentist"),
    ],
)
async def test_a_forgotten_to_do_said_again_by_its_verb_is_due_then(memory: Memory, forgot: str, action: str) -> None:
    states, replies = await todo_states(memory, START, TZ, [forgot])
    assert states == {action: ("open", "2026-12-09 23:59")}, replies


@pytest.mark.parametrize(
    ("move", "due"),
    [
        ("footy moved from sat to sun 10am this wk only", "2026-12-13 10:00"),
        ("footy moved to sun 10am this week only", "2026-12-13 10:00"),
        ("footy pushed to sun just this once", "2026-12-13 09:00"),
        ("footy moved to sun 11am as a one-off", "2026-12-13 11:00"),
    ],
)
async def test_a_move_said_as_a_one_off_moves_the_to_do(memory: Memory, move: str, due: str) -> None:
    states, replies = await todo_states(memory, START, TZ, ["take sam to footy sat 9am", move])
    assert states == {"take sam to footy": ("open", due)}, replies


@pytest.mark.parametrize(
    ("answer", "due"),
    [
        ("no wait, thurs", "2026-12-10 15:00"),
        ("no, the 16th", "2026-12-16 15:00"),
        ("make it monday", "2026-12-14 15:00"),
        ("thurs 10am", "2026-12-10 10:00"),  # a time said: that time
    ],
)
async def test_a_day_answering_an_offer_with_a_time_keeps_the_time(memory: Memory, answer: str, due: str) -> None:
    states, replies = await todo_states(memory, START, TZ, ["dentist for leo moved to fri 3pm pls", answer])
    assert states == {"dentist for leo": ("open", due)}, replies
