"""Chatter recap asked about (session 32), and the real intents said with the same words, which
must still be read or asked: a body worn out with its "my" dropped ("voice is gone from all the
cheering"), a battery level and a sign-off ("battery on 3%, bye"), a line vouched for ("Aunty Dirra
runs that kitchen, no question"), the week ahead dreaded with a shrug ("back to the grind mon i
guess"), a show the town watches and when ("fireworks at 8 tonite 🎆"), a greeting put right ("good
morning! wait, it's afternoon already") and a thing let wait with nothing open ("work emails can
wait till tmrw 🙃")."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import small_talk
from memory.understanding._chat_asides import chat_aside
from memory.understanding._day_musings import day_musing
from memory.understanding._my_day import my_day
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading, kinds

ZONE = ZoneInfo("Asia/Jakarta")
READ = Reading(datetime(2033, 10, 1, 15, 0, tzinfo=ZONE), ZONE)  # a Saturday
SESSION = "2033-10-01T15:00:00+07:00"


@pytest.mark.parametrize(
    "text",
    [
        "voice is gone from all the cheering",
        "legs are dead after the panjat pinang contest",
        "back is killing me after the move",
        "feet are destroyed from the parade",
        "battery on 3%, bye",
        "laptop at 5% - signing off",
        "Aunty Dirra runs that kitchen, no question",
        "best pho in town, hands down",
        "fireworks at 8 tonite 🎆",
        "the parade starts at 10 tmrw",
        "eclipse tmrw morning apparently",
        "the new season drops friday!!",
        "new Taylor album comes out tmrw",
        "the finale airs sunday, no spoilers pls",
        "big shoutout to the ops team today",
        "kudos to Lena for the deck",
        "hats off to the crew, what a night",
        "throat's sore from all the presenting",
    ],
)
def test_chatter_is_small_talk(text: str) -> None:
    """Read as nothing, these are chat to acknowledge: nothing to ask about."""
    assert READ(text) == [] and small_talk(text)


@pytest.mark.parametrize(
    "text",
    [
        "back to the grind mon i guess",
        "back to work tmrw sadly",
        "back to school monday, i suppose",
    ],
)
def test_the_week_ahead_dreaded_with_a_shrug_is_chat(text: str) -> None:
    """Going back to work or the grind on a day, said with a shrug, is no to-do."""
    assert chat_aside(text)


@pytest.mark.parametrize(
    "text",
    ["good morning! wait, it's afternoon already", "morning all... oh it's already noon lol", "gm! wait its 3pm 😅"],
)
def test_a_greeting_put_right_is_no_correction(text: str) -> None:
    """A greeting of the wrong time of day, put right, corrects nothing kept."""
    assert day_musing(text) and READ(text) == []


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("good morning! wait, the meeting's at 3pm", "CorrectTime"),
        ("legs are dead, need to book a massage for sat", "NewCommitment"),
        ("battery on 3%, need to charge it before the meeting", "NewCommitment"),
        ("fireworks at 8, need to grab snacks", "NewCommitment"),
        ("back to the grind mon, need to prep the deck", "NewCommitment"),
        ("Dirra runs the kitchen now", "StateClaim"),
        ("the server is dead after the update", "OpenEpisode"),
        ("dentist at 8 tonite", "NewCommitment"),
        ("the new season drops friday, need to cancel netflix before then", "NewCommitment"),
        ("kudos to Lena, need to send her flowers by fri", "NewCommitment"),
    ],
)
def test_a_real_intent_in_the_same_words_is_still_read(text: str, kind: str) -> None:
    """The same words with a to-do, a fact, a fault or a time of a thing still read as it."""
    assert kind in kinds(READ(text))


@pytest.mark.parametrize("text", ["battery on 3%, need to charge it", "phone's dying, gotta call mum first"])
def test_a_battery_line_with_more_is_not_only_my_day(text: str) -> None:
    """A battery level with something to do after it is more than the day told."""
    assert not my_day(text)


async def test_played_through_the_bot(tmp_path: Path) -> None:
    """Nothing stored and nothing asked for the chatter; the near misses read, moved or asked."""
    cases = [
        {"say": "work emails can wait till tmrw 🙃", "expect": "nothing"},
        {"say": "the laundry can wait till monday lol", "expect": "nothing"},
        {"say": "battery on 3%, bye", "expect": "nothing"},
        {"say": "Aunty Dirra runs that kitchen, no question", "expect": "nothing"},
        {"say": "back to the grind mon i guess", "expect": "nothing"},
        {"say": "voice is gone from all the cheering", "expect": "nothing"},
        {"say": "fireworks at 8 tonite 🎆", "expect": "nothing"},
        {"say": "good morning! wait, it's afternoon already", "expect": "nothing"},
        {"say": "Kofi's wedding was beautiful, cried twice", "expect": "nothing"},
        {"say": "the new season drops friday!!", "expect": "nothing"},
        {"say": "big shoutout to the ops team today", "expect": "nothing"},
        {"before": ["need to answer the work emails today"], "say": "work emails can wait till tmrw 🙃",
         "expect": {"moved": [{"action": "answer the work emails", "due": "2033-10-02"}]}},
        {"say": "fireworks at 8 tonite, remind me to bring the blanket",
         "expect": {"commitments": [{"action": "bring the blanket"}]}},
    ]
    assert await failures(tmp_path, SESSION, "Asia/Jakarta", cases) == []
