"""Items of a numbered list reported done by their numbers (:mod:`memory.understanding._listed_items`)."""

from __future__ import annotations

import pytest

from memory.understanding._listed_items import listed_done, listed_item, numbered_items


@pytest.mark.parametrize(
    ("said", "numbers"),
    [
        ("did 1 and 3", [1, 3]),
        ("1 and 3 done", [1, 3]),
        ("#2 done", [2]),
        ("done 2", [2]),
        ("2 ✅", [2]),
        ("1, 2 & 4 done ✅", [1, 2, 4]),
        ("crossed off 2", [2]),
        ("items 2 and 3 are sorted", [2, 3]),
    ],
)
def test_numbers_reported_done(said: str, numbers: list[int]) -> None:
    found = listed_done(said)
    assert found is not None and [listed_item(i.action) for i in found] == numbers  # type: ignore[union-attr]


@pytest.mark.parametrize("said", ["did 10 pushups", "done by 5", "3 done deals", "0 done", "finished the 2 reports"])
def test_no_numbered_report(said: str) -> None:
    assert listed_done(said) is None


def test_a_list_numbered_in_order() -> None:
    assert numbered_items("need to: 1) email the landlord 2) pay council tax") == {
        1: "email the landlord",
        2: "pay council tax",
    }
    assert numbered_items("todo\n1. call mum\n2. pay rent") == {1: "call mum", 2: "pay rent"}


@pytest.mark.parametrize("text", ["meeting at 9. then call 3) later", "call 2) and 1) later", "no list here"])
def test_numbers_not_counting_up_from_one_are_no_list(text: str) -> None:
    assert numbered_items(text) == {}
