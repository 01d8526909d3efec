"""The adapters' shared parts: per-chat lanes, splitting long replies, and the one-time refusal."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

import pytest

from bot.access import Access
from bot.lanes import Lanes
from bot.textsplit import split_text, utf16_length


async def test_a_lane_runs_its_work_in_order_while_other_lanes_run_alongside() -> None:
    """Work on one key runs one at a time in submission order; another key is not held up."""
    lanes = Lanes("test")
    gate = asyncio.Event()
    done: list[str] = []

    def step(name: str, wait: bool = False) -> Callable[[], Awaitable[None]]:
        async def work() -> None:
            if wait:
                await gate.wait()
            done.append(name)
            if name == "b1":
                gate.set()

        return work

    lanes.submit("a", step("a1", wait=True))
    lanes.submit("a", step("a2"))
    lanes.submit("b", step("b1"))
    await asyncio.wait_for(lanes.drain(), 5)
    assert done == ["b1", "a1", "a2"]
    assert lanes.busy == 0


async def test_a_failure_in_a_lane_reaches_whoever_waits_and_the_lane_goes_on() -> None:
    """`run` raises the work's error; later work on the same lane still runs."""
    lanes = Lanes("test")
    done: list[str] = []

    async def broken() -> None:
        raise RuntimeError("boom")

    async def fine() -> None:
        done.append("fine")

    failed = lanes.run("a", broken)
    lanes.submit("a", fine)
    with pytest.raises(RuntimeError, match="boom"):
        await failed
    await lanes.drain()
    assert done == ["fine"]


@pytest.mark.parametrize("limit", [7, 20, 64, 4096])
def test_split_text_keeps_every_part_within_the_limit_and_loses_nothing(limit: int) -> None:
    """Parts fit the limit, break at paragraphs, lines or words, and rejoin to the text."""
    text = "\n\n".join(f"Paragraph {n}: " + "word " * n for n in range(1, 40)).strip()
    parts = split_text(text, limit)
    assert all(len(part) <= limit for part in parts)
    assert "".join(parts).replace(" ", "").replace("\n", "") == text.replace(" ", "").replace("\n", "")
    assert split_text("short", limit) == ["short"]


def test_split_text_prefers_paragraphs_then_lines() -> None:
    """A cut falls between paragraphs when one is near, else between lines, else between words."""
    assert split_text("aaaa bbbb\n\ncccc", 12) == ["aaaa bbbb", "cccc"]
    assert split_text("aaaaaaa\nbbbb cccc", 12) == ["aaaaaaa", "bbbb cccc"]
    assert split_text("aaaaaaa bbbb cccc", 12) == ["aaaaaaa bbbb", "cccc"]
    assert split_text("aaaaaaaaaaaaaaaaaaaa", 8) == ["aaaaaaaa", "aaaaaaaa", "aaaa"]


def test_utf16_length_counts_as_telegram_does() -> None:
    """Characters outside the Basic Multilingual Plane count twice."""
    assert utf16_length("abc") == 3
    assert utf16_length("😀") == 2
    assert split_text("😀😀😀", 4, utf16_length) == ["😀😀", "😀"]


def test_a_stranger_is_refused_once() -> None:
    """Only the first message of someone not allowed earns a refusal; the memory of it is bounded."""
    access = Access({"telegram:1"}, remembered=2)
    assert access.allows("telegram:1") and not access.allows("telegram:2")
    assert access.first_refusal("telegram:2")
    assert not access.first_refusal("telegram:2")
    access.first_refusal("telegram:3")
    access.first_refusal("telegram:4")
    assert access.first_refusal("telegram:2"), "forgotten once more than `remembered` others came"
