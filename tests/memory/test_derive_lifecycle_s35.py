"""What blind33's lifecycle showed (session 35, r2), through the bot: a to-do "not needed anymore"
said with a negated copula ("customs forms for the CTD sensor aren't needed anymore") was only asked
about; a move by "3 more days" or "another week" (counted on from the current due) was asked about."""

from __future__ import annotations

import pytest

from memory.service import Memory
from tests.driver import todo_states

START = "2027-10-27T08:30:00+02:00"  # a Wednesday morning
TZ = "Europe/Berlin"


async def _after(memory: Memory, lines: list[str]) -> tuple[dict[str, tuple[str, str]], list[str]]:
    return await todo_states(memory, START, TZ, lines)


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("need to chase the customs forms for the CTD sensor by mon", "customs forms for the CTD sensor aren't needed "
                                                                      "anymore, it stays here"),
        ("book the hotel for the offsite by fri", "the hotel booking isn't needed after all"),
        ("gotta apply for the parking permits tmrw", "the parking permits arent required now"),
        ("need to order the banners by thurs", "banners are not needed any more"),
    ],
)
async def test_a_to_do_not_needed_after_all_is_cancelled(memory: Memory, todo: str, said: str) -> None:
    status, replies = await _after(memory, [todo, said])
    assert [state for state, _ in status.values()] == ["cancelled"], (status, replies)


@pytest.mark.parametrize("said", ["we aren't needed", "you are not needed", "they won't be needed"])
async def test_people_not_needed_cancel_nothing(memory: Memory, said: str) -> None:
    status, replies = await _after(memory, ["need to order the banners by thurs", said])
    assert [state for state, _ in status.values()] == ["open"], (status, replies)


@pytest.mark.parametrize(
    ("said", "due"),
    [
        ("fuel bladders can wait 3 more days", "2027-10-31 23:59"),
        ("the fuel bladders can wait another week", "2027-11-04 23:59"),
        ("fuel bladder check can slide another 2 days", "2027-10-30 23:59"),
        ("push the fuel bladders back 2 more days", "2027-10-30 23:59"),
    ],
)
async def test_a_move_by_more_days_counts_on_from_the_due(memory: Memory, said: str, due: str) -> None:
    status, replies = await _after(memory, ["need to recheck the fuel bladders tmrw", said])
    assert status == {"recheck the fuel bladders": ("open", due)}, (status, replies)


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("need to recalibrate the met mast sensors by fri", "met mast sensors recalibrated, toner still to do"),
        ("need to recalibrate the met mast sensors by fri", "met mast sensors recalibrated"),
        ("gotta descale the coffee machine tmrw", "coffee machine descaled"),
        ("need to patch the tent fly by sat", "tent fly patched this morning"),
    ],
)
async def test_a_mend_of_the_to_dos_own_verb_finishes_it(memory: Memory, todo: str, said: str) -> None:
    status, replies = await _after(memory, [todo, said])
    assert [state for state, _ in status.values()] == ["completed"], (status, replies)


async def test_a_mend_of_another_thing_finishes_nothing(memory: Memory) -> None:
    status, replies = await _after(memory, ["need to recalibrate the met mast sensors by fri",
                                            "wind vane recalibrated"])
    assert [state for state, _ in status.values()] == ["open"], (status, replies)


@pytest.mark.parametrize(
    "said",
    ["Hägglunds tanked up, full to the brim", "Hägglunds gassed up", "the Hägglunds is fuelled up",
     "the Hägglunds got tanked up"],
)
async def test_fuel_put_in_finishes_the_refuel(memory: Memory, said: str) -> None:
    status, replies = await _after(memory, ["gotta refuel the Hägglunds tmrw", said])
    assert [state for state, _ in status.values()] == ["completed"], (status, replies)


@pytest.mark.parametrize("said", ["sales tanked", "Tomasz tanked up", "the Hägglunds tanked"])
async def test_a_fall_or_a_person_is_no_refuel(memory: Memory, said: str) -> None:
    status, replies = await _after(memory, ["gotta refuel the Hägglunds tmrw", said])
    assert [state for state, _ in status.values()] == ["open"], (status, replies)


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("gotta clear snow off the solar panels tmrw", "panels are clear of snow now 👍"),
        ("gotta clear snow off the solar panels tmrw", "the solar panels are free of snow"),
        ("need to clear the leaves off the gutters by sat", "gutters are clear of leaves"),
        ("need to clear the ice off the drive tmrw", "the drive's clear of ice now"),
    ],
)
async def test_a_thing_clear_of_what_was_to_be_cleared_finishes_it(memory: Memory, todo: str, said: str) -> None:
    status, replies = await _after(memory, [todo, said])
    assert [state for state, _ in status.values()] == ["completed"], (status, replies)


@pytest.mark.parametrize("said", ["the path is clear", "he's clear of the charges", "the roads are clear of snow"])
async def test_other_things_clear_finish_nothing(memory: Memory, said: str) -> None:
    status, replies = await _after(memory, ["gotta clear snow off the solar panels tmrw", said])
    assert [state for state, _ in status.values()] == ["open"], (status, replies)


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("i'll write the weekly sitrep for Eirik by fri", "sitrep written and with Eirik"),
        ("i'll write the weekly sitrep for Eirik by fri", "sitrep done and now with Eirik"),
        ("need to finish the pitch deck for legal by thurs", "pitch deck finished and with legal"),
        ("send the signed lease to Ondrej by mon", "lease signed and with Ondrej"),
    ],
)
async def test_done_and_with_whom_it_was_for_finishes_it(memory: Memory, todo: str, said: str) -> None:
    status, replies = await _after(memory, [todo, said])
    assert [state for state, _ in status.values()] == ["completed"], (status, replies)


async def test_someone_with_someone_finishes_nothing(memory: Memory) -> None:
    status, replies = await _after(memory, ["i'll write the weekly sitrep for Eirik by fri",
                                            "Tom worked late and with his kids now"])
    assert [state for state, _ in status.values()] == ["open"], (status, replies)


@pytest.mark.parametrize(
    "said",
    [
        "photo archive is a rabbit hole, got thru the first 3 folders",
        "got through the first two folders of the photo archive",
        "ugh, sorted the first few albums",
        "did 4 of the 12 photo folders",
    ],
)
async def test_the_first_few_of_many_is_progress(memory: Memory, said: str) -> None:
    status, replies = await _after(memory, ["i'll sort the photo archive by sat", said])
    assert [state for state, _ in status.values()] == ["open"], (status, replies)
    assert not any("?" in reply for reply in replies), replies


async def test_a_deed_beside_the_first_few_still_finishes(memory: Memory) -> None:
    status, replies = await _after(memory, ["need to pay the rent by fri", "paid the rent, did the first 2 chapters"])
    assert [state for state, _ in status.values()] == ["completed"], (status, replies)


@pytest.mark.parametrize(
    ("todo", "said"), [("need to finish the first draft by fri", "finished the first draft"),
                       ("do the first aid course by dec", "did the first aid course")],
)
async def test_a_thing_called_first_is_no_part(memory: Memory, todo: str, said: str) -> None:
    status, replies = await _after(memory, [todo, said])
    assert [state for state, _ in status.values()] == ["completed"], (status, replies)


@pytest.mark.parametrize(
    ("said", "due"),
    [("radio check moved to 11:15, same day", "2027-10-30 11:15"),
     ("radio check pushed to sun 10am", "2027-10-31 10:00")],
)
async def test_a_check_kept_as_a_diary_line_moves(memory: Memory, said: str, due: str) -> None:
    status, replies = await _after(memory, ["radio check w/ Novo sat 10am", said])
    assert status == {"radio check with Novo": ("open", due)}, (status, replies)
