"""Issues said by their symptom and fixes said by their result, from lexicons rather than one
rule per noun: what a machine won't do ("won't hold pressure"), a fault state ("sparking"), a
wrong act ("double-charged a customer"); back in service, un-jammed, repaired by a tradesperson
("all sorted"), a supply had again, a feed resynced by itself; and people's lives that use
breakage words ("broke up with", "crashed at mine"). Wordings of our own, in no corpus."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, OpenEpisode, ResolveEpisode, extract
from tests.memory.understanding.played import failures

TZ = ZoneInfo("America/Chicago")
NOW = datetime(2029, 1, 17, 7, 40, tzinfo=TZ)


def _read(text: str) -> list[object]:
    return list(extract(text, now=NOW, tz=TZ))


def _opened(text: str) -> list[str]:
    return [i.topic for i in _read(text) if isinstance(i, OpenEpisode)]


def _resolved(text: str) -> list[str]:
    return [i.topic for i in _read(text) if isinstance(i, ResolveEpisode)]


@pytest.mark.parametrize(
    ("text", "topic"),
    [("the walk-in fridge won't go below 8", "walk-in fridge"), ("dishwasher wont fill", "dishwasher"),
     ("pump won't hold pressure", "pump"), ("card machine won't take payments", "card machine"),
     ("the kiln won't get past 900", "kiln")],
)
def test_what_a_machine_wont_do_opens_it(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    ("text", "topic"),
    [("extractor fan is sparking", "extractor fan"), ("the fence shorted out near the dam", "fence"),
     ("pos system double-charged a customer again", "pos system"), ("the mower keeps stalling", "mower"),
     ("grain dryer is misfiring on and off", "grain dryer")],
)
def test_a_fault_state_or_a_wrong_act_opens_it(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    ("text", "topic"),
    [("pump 3 is back in service", "pump 3"), ("till 2 is back in working order", "till 2"),
     ("unblocked the downpipe", "downpipe"), ("unstuck the garage door", "garage door"),
     ("the sprinkler system is operational again", "sprinkler system")],
)
def test_a_thing_back_at_work_or_undone_resolves_it(text: str, topic: str) -> None:
    assert _resolved(text) == [topic]


@pytest.mark.parametrize(
    ("text", "topic"),
    [("the sparky replaced the fuse board, all sorted", "fuse board"),
     ("Dmitri swapped the battery, all good now", "battery"),
     ("our IT guy reinstalled the driver, works a treat", "driver"),
     ("landlord came round and replaced the washer, sorted", "washer"),
     ("the NAS restarted overnight, all fine now", "NAS")],
)
def test_a_repair_then_a_settled_word_resolves_the_thing(text: str, topic: str) -> None:
    assert _resolved(text) == [topic]


@pytest.mark.parametrize(
    ("text", "topic"),
    [("flat 2 has hot water again", "hot water"), ("we've got power back", "power"),
     ("finally have wifi again", "wifi"), ("the cabin has heating again", "heating"),
     ("level 3 has signal again", "signal"), ("the bank feed reconnected overnight", "bank feed"),
     ("shopify resynced by itself", "shopify")],
)
def test_a_supply_had_again_or_a_feed_back_in_sync_resolves_it(text: str, topic: str) -> None:
    assert _resolved(text) == [topic]


@pytest.mark.parametrize(
    ("text", "topic"),
    [("Farouk welded the latch", "latch"), ("the plumber soldered the pipe", "pipe"),
     ("dad mended the fence", "fence")],
)
def test_a_mend_by_its_trade_resolves_it(text: str, topic: str) -> None:
    assert _resolved(text) == [topic]


@pytest.mark.parametrize("text", ["holds fine now", "holding up ok"])
def test_a_mend_that_holds_resolves_the_issue_just_talked_about(text: str) -> None:
    assert _resolved(text) == ["it"]


@pytest.mark.parametrize(
    ("text", "topic"),
    [("got the water line thawed w/ the heat tape 🙌", "water line"), ("water line's thawed out", "water line"),
     ("thawed out the pipes this morning", "pipes"), ("got the pipes unfrozen", "pipes")],
)
def test_a_frozen_thing_thawed_resolves_it(text: str, topic: str) -> None:
    """Frozen is a fault ("the pipes are frozen"); thawed, its end, not a to-do "got … thawed" done."""
    assert _resolved(text) == [topic] and _opened(text) == []


@pytest.mark.parametrize(
    "text",
    ["Leilani broke up with her girlfriend", "Dad broke the news at dinner", "we broke even on the bake sale",
     "Hamid crashed at mine last night", "Marisol double-booked me again", "the server restarted overnight",
     "flat 2 has no hot water again", "mum recovered", "Amira came back last night", "Xero reconnected overnight"],
)
def test_lives_and_bare_restarts_resolve_and_open_nothing(text: str) -> None:
    assert not _resolved(text) and _opened(text) in ([], ["hot water"], ["hot water in flat 2"])


@pytest.mark.parametrize(
    ("text", "topic"),
    [("the wood stove is smoking back into the house 😷", "wood stove"),
     ("the chimney is smoking back into the room", "chimney"), ("the drain is leaking back into the house", "drain")],
)
def test_a_fault_flowing_back_somewhere_is_one_issue(text: str, topic: str) -> None:
    """ "smoking back into the house": where the smoke goes, never a thing back again nor a to-do to
    "back into the house" after a run-on cut."""
    found = _read(text)
    assert [type(i).__name__ for i in found] == ["OpenEpisode"] and _opened(text) == [topic], found


@pytest.mark.parametrize(
    "text",
    ["the dance at the Palace Grand broke up at 2am, we were wrecked",
     "the party at the Legion broke up around midnight", "the ceilidh broke up at 1am", "the party wound up at 2am",
     "the gig at the Arts Centre wrapped up at 11"],
)
def test_a_gathering_over_is_no_fault_nor_a_diary_line(text: str) -> None:
    """ "the dance broke up at 2am": the night ended; nothing broke, nothing is back up, and the
    time is when it ended, no occasion ahead."""
    assert [type(i).__name__ for i in _read(text) if not isinstance(i, CompleteCommitment)] == []


async def test_symptoms_and_results_played(tmp_path: Path) -> None:
    """Played through the dispatcher: the fix said by its result closes the open issue of its thing."""
    cases: list[dict[str, object]] = [
        {"say": "the walk-in fridge won't go below 8", "expect": {"opened": ["walk-in fridge"]}},
        {"before": ["the grill won't heat up"], "say": "grill is back in action",
         "expect": {"resolved": ["grill"]}},
        {"before": ["label printer's jammed again"], "say": "unjammed the label printer",
         "expect": {"resolved": ["label printer"]}},
        {"before": ["no heating in unit 4"], "say": "plumber came by, unit 4 has heating again",
         "expect": {"resolved": ["heating"]}},
        {"before": ["the Shopify feed isn't syncing"], "say": "shopify feed resynced overnight, all good",
         "expect": {"resolved": ["Shopify feed"]}},
        {"say": "Leilani broke up with her girlfriend, so much drama", "expect": "nothing"},
        {"before": ["the dog yard gate latch is broken"], "say": "Farouk welded the latch, holds fine now",
         "expect": {"resolved": ["gate latch"]}},
        {"before": ["the water line to the shop froze"], "say": "got the water line thawed w/ the heat tape 🙌",
         "expect": {"resolved": ["water line"]}},
        {"say": "the dance at the Palace Grand broke up at 2am, we were wrecked", "expect": "nothing"},
    ]
    assert await failures(tmp_path, "2029-01-17T07:40:00-06:00", "America/Chicago", cases) == []
