"""A message of several parts that stored something never drops another part silently: a change
it read that fitted no open to-do, or a part its reading left out, gets the question it would
get alone when that is about something recap keeps; a reason said beside a change asks nothing."""

from __future__ import annotations

import pytest

from memory.service import Memory
from memory.understanding import CompleteCommitment, OpenEpisode
from memory.understanding._clause_asks import untouched_parts
from tests.driver import chat

START = "2028-09-18T08:00:00+01:00"  # a Monday
TZ = "Europe/London"


@pytest.mark.parametrize(
    ("before", "said", "asked"),
    [
        # a part the reading left out, about an open to-do
        (["need to file the appeal by 12:00 friday", "need to fetch the twins from swim club at 5 today"],
         "appeal filed ✔ and my dad will fetch the twins today", "fetch the twins from swim club"),
        # a done report in other words than the to-do's, beside a new issue or a fact
        (["renew gran's prescription by fri"], "grans script renewed and the dishwasher stopped draining",
         "renew gran's prescription"),
        (["book the restaurant for our anniversary on the 28th"],
         "anniversary dinner booked at Nonna's, and Tomasz's new number is 07700 900123",
         "book the restaurant for our anniversary"),
        # a move read but fitting nothing by its words
        (["need to return the library books by the 25th", "need to finish the essay draft in 10 days"],
         "returned the books, and my tutor gave me till the 30th for the essay", "finish the essay draft"),
    ],
)
async def test_a_part_that_changed_nothing_is_asked(memory: Memory, before: list[str], said: str, asked: str) -> None:
    _, _, replies = await chat(memory, START, TZ, [*before, said])
    reply = "\n".join(replies)
    assert f"“{asked}”" in reply and "?" in reply, reply
    assert "I found no open commitment matching" not in reply, reply  # the question replaces that note


@pytest.mark.parametrize(
    ("before", "said"),
    [
        # the reason for a move names the to-do the message moved: nothing left to ask
        (["I'll send the Q4 report to the board by tmrw"], "board pushed it, q4 report now due fri"),
        (["need to return the rental car by tmrw"], "extended the rental, returning the car thurs instead"),
        # a reason beside a change is no new thing to track
        (["need to post gran's parcel by tmrw"], "hang on it's wednesday, post office is shut tmrw"),
        (["need to collect the new jerseys by fri", "arrange a friendly with St Kevin's"],
         "jerseys collected. friendly's off, their pitch is flooded"),
        # the other one said to be still to do: nothing to ask
        (["need to order more pipette tips by fri", "need to book the confocal by fri"],
         "tips ordered, confocal still to do"),
    ],
)
async def test_a_reason_beside_a_change_asks_nothing(memory: Memory, before: list[str], said: str) -> None:
    _, _, replies = await chat(memory, START, TZ, [*before, said])
    assert not any("?" in reply for reply in replies), replies


def test_a_part_counts_as_read_when_a_reading_names_its_words() -> None:
    found = [CompleteCommitment("heads filed", past_tense=True), OpenEpisode("garage door", "")]
    assert untouched_parts("heads filed and the garage door is stuck", found) == []
    assert untouched_parts("heads filed and my mom will fetch the kids", found) == ["my mom will fetch the kids"]
    assert untouched_parts("heads filed lol", found) == []  # the part read
    assert untouched_parts("heads filed, ok", found) == []  # too short to be a clause
