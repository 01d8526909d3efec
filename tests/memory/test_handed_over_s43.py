"""What hands a thing over to be worked on, so its not being ready moves no such to-do."""

from __future__ import annotations

import pytest

from memory.handed_over import hands_over


@pytest.mark.parametrize(
    "action",
    ["drop car at garage", "take the suit to the tailors", "leave the watch with the jeweller", "drop the laptop in"],
)
def test_handing_a_thing_in_where_it_is_worked_on(action: str) -> None:
    assert hands_over(action)


@pytest.mark.parametrize(
    "action",
    ["drop the cake at Sams", "pick up the car from the garage", "take the kids to school", "collect the suit"],
)
def test_what_waits_on_the_thing_hands_nothing_over(action: str) -> None:
    assert not hands_over(action)
