"""Small talk read as a to-do done or a trouble (session 34, blind33): a win ("Bayu won the sack race"),
an arrival somewhere ("landed at Supadio"), someone fetching the user ("fam's picking me up") and a
neighbour's trouble said after a laugh ("lmao the neighbour's goat got loose again")."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, OpenEpisode, ResolveEpisode, small_talk
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Asia/Jakarta")
READ = Reading(datetime(2026, 12, 8, 7, 45, tzinfo=ZONE), ZONE, fmt="%a %d %b")


@pytest.mark.parametrize(
    "text",
    [
        "Bayu won the sack race, he's unbearable now",
        "Mum won the bingo",
        "i won the raffle",
        "we won the pub quiz",
        "Dewi finally won the chess tournament",
    ],
)
def test_a_win_is_no_job_done(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, CompleteCommitment)]


@pytest.mark.parametrize(
    "text",
    [
        "landed at Supadio, fam's picking me up",
        "landed at Heathrow",
        "landed in Lisbon",
        "arrived home safe",
        "arrived at the hotel",
        "just arrived in Denpasar",
    ],
)
def test_an_arrival_somewhere_is_no_job_done(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, CompleteCommitment)]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("i landed the contract", "landed the contract"),
        ("landed the Acme deal", "landed the Acme deal"),
        ("emailed the landlord", "emailed the landlord"),
    ],
)
def test_a_job_done_with_such_a_verb_still_reads(text: str, action: str) -> None:
    [done] = READ(text)
    assert isinstance(done, CompleteCommitment) and done.action == action


@pytest.mark.parametrize(
    "text",
    ["fam's picking me up", "Ana's picking me up", "dad's picking us up at 6", "Jo's cheering me up",
     "mum's bringing them back"],
)
def test_someone_doing_a_thing_to_the_user_mends_nothing(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, ResolveEpisode)]


@pytest.mark.parametrize(
    ("text", "topic"),
    [("the server's back up", "server"), ("wifi's back up", "wifi"), ("vpn is up again", "vpn")],
)
def test_a_thing_back_up_is_still_mended(text: str, topic: str) -> None:
    assert READ(text) == [ResolveEpisode(topic)]


@pytest.mark.parametrize(
    "text",
    [
        "lmao the neighbour's goat got loose again",
        "lol my mate's car broke down again",
        "haha the neighbour's dog escaped again",
        "lol, my neighbour's cat is stuck in the tree again",
    ],
)
def test_someone_elses_trouble_after_a_laugh_is_news(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    ("text", "topic"),
    [("lol the printer is jammed again", "printer"), ("ugh the wifi is down", "wifi")],
)
def test_ones_own_trouble_after_a_laugh_stays_open(text: str, topic: str) -> None:
    [issue] = READ(text)
    assert isinstance(issue, OpenEpisode) and issue.topic == topic


@pytest.mark.parametrize(
    "text",
    ["Bayu won the sack race, he's unbearable now", "landed at Supadio, fam's picking me up", "Mum won the bingo",
     "arrived home safe"],
)
def test_a_win_or_an_arrival_is_chat_to_acknowledge(text: str) -> None:
    assert small_talk(text)
