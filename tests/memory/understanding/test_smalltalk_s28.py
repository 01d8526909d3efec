"""Tests for small talk that stored something (session 28, blind26 and older): a one-off mishap
told in the past tense and laughed or shrugged off ("phone died mid-call with amma lol") is an
anecdote, not an issue; people "out in force" or a whole team "dead" after a hike are no outage; a
pet's character ("Guðrún's cat is the real boss of the office") is no fact; an event the user takes
no part in ("…, not that i'm running it") is no to-do; a joke list of rest and food ("to do list
today: nap, eat, nap") is no to-do list; weather and wildlife are chatter the net does not ask
about."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CompleteCommitment,
    NewCommitment,
    OpenEpisode,
    ResolveEpisode,
    StateClaim,
    extract,
    small_talk,
)

ZONE = ZoneInfo("Atlantic/Reykjavik")
NOW = datetime(2026, 12, 4, 8, 0, tzinfo=ZONE)


def _read(text: str) -> list:
    return extract(text, now=NOW, tz=ZONE)


@pytest.mark.parametrize(
    "text",
    [
        # laughed-off mishaps, over
        "my bike chain snapped going down Skólavörðustígur, walked home, not even mad",
        "phone died mid-call with amma lol",
        "my phone just died mid call, classic",
        "the old truck broke down on the way to the beach, we pushed it, fun times",
        "my laptop crashed mid-presentation haha",
        "kettle died this morning, classic",
        # people, not things, out or dead
        "the fixed gear crowd is out in force on Laugavegur",
        "the tourists are out in droves on the high street",
        "the whole team is dead after that hike up Esja",
        "the whole squad is broken after that match lol",
        # a pet's character
        "lol Guðrún's cat is the real boss of the office",
        "Tom's dog is a menace",
        "Priya's new puppy is a nightmare lol",
        # an event the user takes no part in
        "the reykjavík half marathon is in august, not that i'm running it",
        "the berlin marathon is in september, i'm not running it tho",
        "the book fair is on the 12th, not that we're going",
        # a joke list
        "my to do list today: nap, eat, nap",
        "plans for the weekend: sleep, eat, repeat",
        "saturday plans: netflix and pizza",
    ],
)
def test_chatter_keeps_nothing(text: str) -> None:
    """Small talk opens, states, promises and asks nothing ("walked home" is a deed done, which
    matches no open to-do)."""
    assert [i for i in _read(text) if not isinstance(i, CompleteCommitment)] == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("generator died mid-take ffs", "generator"),  # annoyance, not a laugh
        ("the server died again lol", "server"),  # still happening
        ("laptop died lol, need a new one", "laptop"),  # something to do
        ("my car broke down on the M1, waiting for the AA lol", "car"),  # not over
        ("card reader on the laptop died mid-import", "card reader"),
        ("the whole team drive is down", "whole team drive"),
    ],
)
def test_mishaps_still_open(text: str, topic: str) -> None:
    """A mishap said as going on, annoyed at, or with something to do stays an issue."""
    opened = [i for i in _read(text) if isinstance(i, OpenEpisode)]
    assert [i.topic for i in opened] == [topic]


def test_pet_name_kept() -> None:
    """A pet's name is still read; only its character is chatter."""
    (claim,) = _read("Maya's dog is called Biscuit")
    assert isinstance(claim, StateClaim) and claim.value == "Biscuit"


@pytest.mark.parametrize(
    ("text", "actions"),
    [
        ("to do today: nap, call the bank", ["nap", "call the bank"]),
        ("not that i'm complaining but pay the rent by friday", ["pay the rent"]),
        ("the school fete is on the 12th, need to bake a cake", ["school fete", "bake a cake"]),
    ],
)
def test_real_todos_kept(text: str, actions: list[str]) -> None:
    """A list with one real item, or a disclaimer before a to-do, keeps the to-dos."""
    assert [i.action for i in _read(text) if isinstance(i, NewCommitment)] == actions


@pytest.mark.parametrize(
    ("text", "chatter"),
    [
        ("tomorrow's forecast: wind. the day after: also wind", True),
        ("the puffins are back on the cliffs 🐦", True),
        ("cherry blossoms are out on the avenue", True),
        ("windy as hell today", True),
        ("the mice are back in the kitchen", False),
        ("wind down the Acme account by march", False),
    ],
)
def test_weather_and_wildlife_are_small_talk(text: str, chatter: bool) -> None:
    """Weather and nature seen are chatter the net never asks about; pests and "wind down" are not."""
    assert small_talk(text) is chatter


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Jonas's dog is named Pretzel", "Pretzel"),
        ("Tom's dog is Biscuit", "Biscuit"),
        ("Ana's cat is called Miso", "Miso"),
    ],
)
def test_pet_names_kept(text: str, name: str) -> None:
    """A pet's name is a fact; only its character is chatter."""
    assert [i.value for i in _read(text) if isinstance(i, StateClaim)] == [name]


@pytest.mark.parametrize(
    "text",
    [
        "the swallows are back!",
        "the whole crew is dead after the christmas party",
        "the entire family is wrecked after the wedding",
        "the jazz festival is in july, not that i'll go",
    ],
)
def test_more_chatter_keeps_nothing(text: str) -> None:
    """Birds back with the season, a whole group of people tired, an event the user won't go to."""
    assert _read(text) == []


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("the wifi is back", ResolveEpisode),
        ("the rats are back", OpenEpisode),
        ("the whole office is down", OpenEpisode),
    ],
)
def test_things_and_pests_back_still_read(text: str, kind: type) -> None:
    """A supply back is fixed and pests back are a problem; only wildlife is the season."""
    assert [type(i) for i in _read(text)] == [kind]


@pytest.mark.parametrize(
    "text",
    ["my phone battery died on the hike, oops", "the new bakery on Hverfisgata sold out by 9 lol"],
)
def test_day_chatter_keeps_nothing(text: str) -> None:
    """A battery gone flat on a hike, a bakery sold out early: the day told, nothing to keep."""
    assert _read(text) == []


@pytest.mark.parametrize(
    ("text", "action"),
    [("timesheet in by half 3", "timesheet in"), ("the newsletter out by fri", "newsletter out")],
)
def test_thing_in_or_out_by_still_a_todo(text: str, action: str) -> None:
    """A thing handed in or sent out by a time is still the to-do it was."""
    assert [i.action for i in _read(text) if isinstance(i, NewCommitment)] == [action]
