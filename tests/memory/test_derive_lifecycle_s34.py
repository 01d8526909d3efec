"""What blind32's lifecycle and corrections and conversations typed as busy people showed (session 34),
through the bot: a job done again ("shed door's rehung"), a thing still as the chore finds it ("gutters still
full of muck": nothing asked), "a couple of days" as an amount to move by, a reason then "X isn't needed" or
"no speech from me", a check mark before the rest of the report ("train tix bought ✔ for the 14th"), "back
with HR" (no to-do), the to-do's own verb said done ("moved the car"), a value checked and kept ("18th
stands"), a reason then a verb alone and a new day ("bank's closed tmrw, will ring mon instead"), another
kind of the same things ("sorry, evening calls"), a place closed with a day ("garage closed today"),
"invoice out the door", a "never mind" after what stands in the way, and a thing back ("library books back")."""

from __future__ import annotations

import pytest

from memory.service import Memory
from tests.driver import todo_states

START = "2032-07-02T09:00:00+02:00"  # a Friday morning
TZ = "Europe/Berlin"


async def _after(memory: Memory, lines: list[str]) -> tuple[dict[str, tuple[str, str]], list[str]]:
    return await todo_states(memory, START, TZ, lines)


def _asked(replies: list[str]) -> bool:
    return any("?" in reply for reply in replies)


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("fix the shed door this weekend", "shed door's rehung"),
        ("fix the shed door this weekend", "shed door rehung 👍"),
        ("restock the kit bags by sat", "kit bag's restocked"),
        ("paint the guest room by sun", "the guest room's repainted"),
    ],
)
async def test_a_job_done_again_is_done(memory: Memory, todo: str, said: str) -> None:
    status, replies = await _after(memory, [todo, said])
    assert [state for state, _ in status.values()] == ["completed"], (status, replies)


async def test_a_thing_glued_to_its_s_that_may_be_an_issue_stays_one(memory: Memory) -> None:
    """ "kafka lag's cleared": an issue's end as often as a job's; only a job done again is read so."""
    status, replies = await _after(memory, ["kafka consumer lag is high", "kafka lag's cleared"])
    assert status == {}, (status, replies)


@pytest.mark.parametrize(
    "said",
    ["gutters still full of muck", "gutters are still full of leaves", "the gutters are still a mess"],
)
async def test_a_thing_still_as_the_chore_finds_it_asks_nothing(memory: Memory, said: str) -> None:
    status, replies = await _after(memory, ["fix the shed door this weekend", "clear the gutters by sun",
                                            f"shed door's rehung, {said}"])
    assert status == {"fix the shed door": ("completed", "2032-07-04 23:59"),
                      "clear the gutters": ("open", "2032-07-04 23:59")}, (status, replies)
    assert not _asked(replies), replies


@pytest.mark.parametrize(
    ("said", "due"),
    [
        ("ewes can wait a couple of days", "2032-07-05"),
        ("push the ewes back a couple of days", "2032-07-05"),
        ("the ewes slipped a couple days", "2032-07-05"),
        ("ewes can slide a couple of weeks", "2032-07-17"),
    ],
)
async def test_a_couple_is_an_amount_to_move_by(memory: Memory, said: str, due: str) -> None:
    status, replies = await _after(memory, ["drop the ewes at Fox Bay tmrw", said])
    assert list(status.values()) == [("open", f"{due} 23:59")], (status, replies)


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("arrange a lift to Goose Green sat", "Beatriz is driving out anyway so the Goose Green lift isn't needed"),
        ("arrange a lift to Goose Green sat", "Mo's driving so the lift is not needed anymore"),
        ("book a taxi to the airport for sun", "mum's taking me, the taxi's not needed"),
        ("write a speech for the dinner by sat", "they've got a proper speaker now, no speech from me"),
        ("bake a cake for the fete sat", "they've got a caterer, no cake from us this year"),
        ("write a speech for the dinner by sat", "dinner's rained off, no speech from me then"),
    ],
)
async def test_a_reason_then_the_thing_not_needed_cancels_it(memory: Memory, todo: str, said: str) -> None:
    status, replies = await _after(memory, [todo, said])
    assert [state for state, _ in status.values()] == ["cancelled"], (status, replies)


async def test_a_thing_not_needed_till_a_day_is_moved_not_cancelled(memory: Memory) -> None:
    status, replies = await _after(memory, ["finish the deck by mon", "the deck isn't needed till the 19th"])
    assert list(status.values()) == [("open", "2032-07-19 23:59")], (status, replies)


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("book train tix for the trip to Leeds", "train tix bought ✔ for the 14th"),
        ("pay rent by the 5th", "rent paid ✔ on the 1st"),
        ("order the flowers for mum by thurs", "flowers ordered ✅ for delivery on sat"),
    ],
)
async def test_a_mark_after_the_participle_keeps_the_rest_of_the_report(memory: Memory, todo: str, said: str) -> None:
    status, replies = await _after(memory, [todo, said])
    assert [state for state, _ in status.values()] == ["completed"], (status, replies)


@pytest.mark.parametrize("said", ["forms signed & back with HR", "forms signed, back with HR now"])
async def test_back_with_someone_is_no_to_do(memory: Memory, said: str) -> None:
    status, replies = await _after(memory, ["get the forms signed by fri", said])
    assert list(status) == ["get the forms signed"], (status, replies)
    assert status["get the forms signed"][0] == "completed", (status, replies)


async def test_back_up_the_laptop_is_still_a_to_do(memory: Memory) -> None:
    status, replies = await _after(memory, ["back up the laptop"])
    assert list(status) == ["back up the laptop"], (status, replies)


@pytest.mark.parametrize("said", ["moved the car", "car's moved", "car moved ✅", "just moved the car"])
async def test_the_to_dos_own_verb_said_done(memory: Memory, said: str) -> None:
    status, replies = await _after(memory, ["move the car before the street sweeper tmrw 7am", said])
    assert [state for state, _ in status.values()] == ["completed"], (status, replies)


async def test_the_to_dos_own_verb_with_a_day_is_a_move(memory: Memory) -> None:
    status, replies = await _after(memory, ["move the car before the street sweeper tmrw 7am",
                                            "moved the car to monday"])
    assert list(status.values()) == [("open", "2032-07-05 07:00")], (status, replies)


@pytest.mark.parametrize(
    "said",
    [
        "checked the letter again, 18th stands ✅",
        "double-checked - the 18th still holds",
        "looked again, 18th is right",
    ],
)
async def test_a_value_checked_and_kept_changes_and_asks_nothing(memory: Memory, said: str) -> None:
    status, replies = await _after(memory, ["collect the permit on the 18th", said])
    assert list(status.values()) == [("open", "2032-07-18 23:59")], (status, replies)
    assert not _asked(replies), replies


@pytest.mark.parametrize(
    ("todo", "said", "due"),
    [
        ("ring the bank tmrw about the mortgage", "bank's closed tmrw, will ring mon instead", "2032-07-05"),
        ("collect the dry cleaning tmrw", "dry cleaner's shut tmrw, will collect tues instead", "2032-07-06"),
        ("ring the garage about the MOT tmrw", "garage closed tmrw, will ring wed instead", "2032-07-07"),
        ("call Jo re the rota tmrw", "Jo is off sick, I'll call her thurs instead", "2032-07-08"),
    ],
)
async def test_a_reason_then_a_verb_alone_and_a_day_moves_that_to_do(
    memory: Memory, todo: str, said: str, due: str
) -> None:
    status, replies = await _after(memory, [todo, said])
    assert [(state, when[:10]) for state, when in status.values()] == [("open", due)], (status, replies)


@pytest.mark.parametrize("said", ["garage closed today", "garage closed tmrw", "the garage shut till monday"])
async def test_a_place_closed_on_a_day_is_no_job_done(memory: Memory, said: str) -> None:
    status, replies = await _after(memory, ["ring the garage about the MOT by wed", said])
    assert [state for state, _ in status.values()] == ["open"], (status, replies)


async def test_an_account_closed_is_still_done(memory: Memory) -> None:
    status, replies = await _after(memory, ["close the old account", "account closed today ✅"])
    assert [state for state, _ in status.values()] == ["completed"], (status, replies)


@pytest.mark.parametrize("said", ["invoice out the door", "invoice finally out the door", "invoice's out the door"])
async def test_out_the_door_said_as_a_headline_is_sent(memory: Memory, said: str) -> None:
    status, replies = await _after(memory, ["send the invoice to Acme by the 15th", said])
    assert [state for state, _ in status.values()] == ["completed"], (status, replies)


async def test_getting_it_out_the_door_is_a_to_do(memory: Memory) -> None:
    status, replies = await _after(memory, ["get the invoice out the door"])
    assert [state for state, _ in status.values()] == ["open"], (status, replies)


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("apply for the Berlin job by mon", "berlin job closed already, never mind"),
        ("apply for the Berlin job by mon", "the Berlin job closed, nvm"),
        ("book the venue for the party", "the venue's shut on the 10th, oh well nvm"),
    ],
)
async def test_never_mind_after_what_stands_in_the_way_cancels(memory: Memory, todo: str, said: str) -> None:
    status, replies = await _after(memory, [todo, said])
    assert [state for state, _ in status.values()] == ["cancelled"], (status, replies)


@pytest.mark.parametrize(
    ("todo", "said"), [("return the library books by the 12th", "library books back 👍"),
                       ("return the library books by the 12th", "library books are back")],
)
async def test_a_thing_back_returns_it(memory: Memory, todo: str, said: str) -> None:
    status, replies = await _after(memory, [todo, said])
    assert [state for state, _ in status.values()] == ["completed"], (status, replies)


async def test_a_place_back_open_is_no_thing_returned(memory: Memory) -> None:
    status, replies = await _after(memory, ["return the library books by the 12th", "library's back open"])
    assert [state for state, _ in status.values()] == ["open"], (status, replies)


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("drop the spare kayak paddle at Kalani's tmrw", "Kalani's got the paddle, that's one less thing"),
        ("drop the spare kayak paddle at Kalani's tmrw", "Kalani has got the paddle"),
        ("give Tom the spare keys", "Tom's got the keys now"),
    ],
)
async def test_the_thing_with_whom_it_was_for_is_done(memory: Memory, todo: str, said: str) -> None:
    status, replies = await _after(memory, [todo, said])
    assert [state for state, _ in status.values()] == ["completed"], (status, replies)


async def test_someone_who_has_got_something_else_finishes_nothing(memory: Memory) -> None:
    status, replies = await _after(memory, ["drop the spare kayak paddle at Kalani's tmrw", "Kalani's got the flu"])
    assert [state for state, _ in status.values()] == ["open"], (status, replies)


@pytest.mark.parametrize(
    "said", ["newsletter's started, got the intro down", "the newsletter's begun at least", "newsletter's started"]
)
async def test_a_thing_begun_is_no_outcome_to_ask_about(memory: Memory, said: str) -> None:
    status, replies = await _after(memory, ["write the newsletter by mon", said])
    assert [state for state, _ in status.values()] == ["open"], (status, replies)
    assert not _asked(replies), replies


@pytest.mark.parametrize(
    "said", ["ben came round and took the drill back", "Ben took back the drill", "Ben came by and got his drill"]
)
async def test_a_thing_its_owner_took_back_is_returned(memory: Memory, said: str) -> None:
    status, replies = await _after(memory, ["return the drill to Ben by sun", said])
    assert [state for state, _ in status.values()] == ["completed"], (status, replies)


async def test_a_thing_taken_without_back_is_not_said_returned(memory: Memory) -> None:
    status, replies = await _after(memory, ["return the drill to Ben by sun", "ben took the drill"])
    assert [state for state, _ in status.values()] == ["open"], (status, replies)


@pytest.mark.parametrize(
    "said",
    ["speech drafted, needs a polish", "speech written but still needs a tidy up", "speech done, needs another pass"],
)
async def test_a_draft_with_work_still_on_it_is_not_done(memory: Memory, said: str) -> None:
    status, replies = await _after(memory, ["write the speech for sat", said])
    assert [state for state, _ in status.values()] == ["open"], (status, replies)
    assert not _asked(replies), replies


async def test_a_thing_done_with_the_next_job_named_is_done(memory: Memory) -> None:
    status, replies = await _after(memory, ["write the speech for sat", "speech written, needs printing"])
    assert [state for state, _ in status.values()] == ["completed"], (status, replies)


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("book Ngozi's dog in for his jabs by mon", "vet's done the jabs, Ngozi's dog is good to go"),
        ("book the car in for its service", "mechanic's done the service, car's good to go"),
        ("get the boiler serviced by fri", "boiler serviced by the plumber, all good"),
    ],
)
async def test_the_trade_who_did_the_job_it_was_booked_for_finishes_it(memory: Memory, todo: str, said: str) -> None:
    status, replies = await _after(memory, [todo, said])
    assert [state for state, _ in status.values()] == ["completed"], (status, replies)


async def test_the_to_dos_own_verb_still_going_on_is_not_done(memory: Memory) -> None:
    status, replies = await _after(memory, ["move the car before the street sweeper tmrw 7am", "moving the car later"])
    assert [state for state, _ in status.values()] == ["open"], (status, replies)
