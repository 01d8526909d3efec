"""Issues said without naming the thing, played through the dispatcher with a real store: "it's
broken again" keeps or reopens the one issue touched recently and asks otherwise; a bare "fixed!"
resolves the one open issue and asks between two; a fix named by where it failed ("safari login
fixed") finds the issue reported there."""

from __future__ import annotations

from memory.service import Memory
from tests.driver import chat

START = "2027-03-09T09:00:00+00:00"
TZ = "Europe/London"


async def test_it_broke_with_no_issue_before_asks_what_broke(memory: Memory) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["it's broken again"])
    assert "What broke?" in " ".join(replies)
    assert await memory.store.episodes(user_id) == []


async def test_it_broke_again_reopens_the_issue_just_resolved(memory: Memory) -> None:
    _, user_id, _ = await chat(
        memory, START, TZ, ["the kettle keeps tripping the fuse", "kettle's working again", "it died"]
    )
    episodes = sorted(await memory.store.episodes(user_id), key=lambda e: e.id)
    assert [(e.topic, e.is_open) for e in episodes] == [("kettle", False), ("kettle", True)]
    assert episodes[1].previous_id == episodes[0].id


async def test_it_broke_again_with_one_open_issue_adds_to_it(memory: Memory) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["the printer keeps jamming", "it's broken again"])
    [episode] = await memory.store.episodes(user_id)
    assert episode.is_open and len(episode.updates) == 1
    assert "printer" in " ".join(replies)


async def test_it_broke_with_two_recent_issues_asks_which(memory: Memory) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["the printer keeps jamming", "the wifi is down", "it died"])
    said = " ".join(replies)
    assert "Which issue" in said and "printer" in said and "wifi" in said
    assert all(not e.updates for e in await memory.store.episodes(user_id))


async def test_fixed_with_one_open_issue_resolves_it(memory: Memory) -> None:
    _, user_id, _ = await chat(memory, START, TZ, ["the garage door won't close", "fixed!"])
    [episode] = await memory.store.episodes(user_id)
    assert not episode.is_open


async def test_fixed_with_two_open_issues_asks_with_both(memory: Memory) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["the printer keeps jamming", "the wifi is down", "fixed!"])
    said = " ".join(replies)
    assert "printer" in said and "wifi" in said
    assert all(e.is_open for e in await memory.store.episodes(user_id))


async def test_a_fix_named_by_where_it_failed_finds_the_issue(memory: Memory) -> None:
    _, user_id, _ = await chat(memory, START, TZ, ["the login page won't load in firefox", "firefox login fixed"])
    [episode] = await memory.store.episodes(user_id)
    assert not episode.is_open


async def test_the_same_thing_broken_in_two_places_is_two_issues(memory: Memory) -> None:
    _, user_id, _ = await chat(
        memory, START, TZ, ["the hand dryer on level 3 is broken", "the hand dryer on level 5 is broken"]
    )
    episodes = await memory.store.episodes(user_id)
    assert sorted(e.topic for e in episodes if e.is_open) == ["hand dryer on level 3", "hand dryer on level 5"]


async def test_a_fix_that_fits_both_places_asks_which_and_resolves_neither(memory: Memory) -> None:
    _, user_id, replies = await chat(
        memory, START, TZ, ["the lift in block A is broken", "the lift in block D is broken", "lift's working again"]
    )
    said = " ".join(replies)
    assert "Which issue is resolved?" in said and "block A" in said and "block D" in said
    assert all(e.is_open for e in await memory.store.episodes(user_id))


async def test_a_fix_naming_the_place_resolves_that_one_only(memory: Memory) -> None:
    _, user_id, _ = await chat(
        memory, START, TZ,
        ["the lift in block A is broken", "the lift in block D is broken", "lift in block D is working again"],
    )
    assert {e.topic: e.is_open for e in await memory.store.episodes(user_id)} == {
        "lift in block A": True, "lift in block D": False
    }


async def test_a_part_of_a_placed_thing_resolves_it(memory: Memory) -> None:
    _, user_id, _ = await chat(
        memory, START, TZ, ["the photocopier in room 21 is dead", "swapped the photocopier drum, all good now"]
    )
    [episode] = await memory.store.episodes(user_id)
    assert episode.topic == "photocopier in room 21" and not episode.is_open


async def test_a_fix_with_a_slip_in_a_long_word_resolves_the_one_issue_it_names(memory: Memory) -> None:
    _, user_id, _ = await chat(memory, START, TZ, ["the dehumidifier won't turn on", "dehumidifer working again"])
    [episode] = await memory.store.episodes(user_id)
    assert not episode.is_open


async def test_a_slip_in_a_short_word_names_no_issue(memory: Memory) -> None:
    _, user_id, _ = await chat(memory, START, TZ, ["the tap is leaking", "tip's fine now"])
    [episode] = await memory.store.episodes(user_id)
    assert episode.is_open


async def test_a_fix_of_the_trouble_at_a_thing_resolves_the_issue_of_the_thing(memory: Memory) -> None:
    _, user_id, _ = await chat(
        memory, START, TZ, ["the bathroom basin is leaking again", "plumber says the leak under the basin is sorted"]
    )
    [episode] = await memory.store.episodes(user_id)
    assert not episode.is_open
