"""What blind31's corrections and lifecycle showed (session 33), through the bot: a correction led
by "hm" or by a giggle before "i mean" ("hm no, by the 8th", "lol i mean the 31st"), naming the wrong
value first ("the 15th was wrong, it's the 25th"), keeping the time ("correction, wed same time") or
said as what they want ("oh wait, they want them by sun"); a thing in with whom it went to ("grant
report is in with the ministry"), a debt squared ("Ewa's squared up, sent her the 60"), a to-do
crossed out ("x the business cards"), a cancel after what happened ("Farrukh grabbed a taxi, i'm off
the hook for the airport run"), a move of a job named by its noun ("the trophy pickup", "paint job
pushed back 2 wks"), progress ("got halfway thru the garage") and a tick, then "and"."""

from __future__ import annotations

import pytest

from memory.service import Memory
from tests.driver import todo_states

START = "2032-07-02T09:00:00+02:00"  # a Friday morning
TZ = "Europe/Berlin"


async def _after(memory: Memory, lines: list[str]) -> tuple[dict[str, tuple[str, str]], list[str]]:
    return await todo_states(memory, START, TZ, lines)




@pytest.mark.parametrize(
    ("todo", "said", "due"),
    [
        ("need to upload the conference slides by the 9th", "hm no, by the 8th", "2032-07-08"),
        ("need to upload the conference slides by the 9th", "hm, actually the 8th", "2032-07-08"),
        ("need to send the grant draft to Pavel tmrw", "lol i mean the 31st", "2032-07-31"),
        ("need to send the grant draft to Pavel tmrw", "haha i mean the 30th", "2032-07-30"),
        ("must renew the car insurance by the 15th", "the 15th was wrong, it's the 25th", "2032-07-25"),
        ("must renew the car insurance by the 15th", "oops 15th was a typo, 25th", "2032-07-25"),
        ("must renew the car insurance by tues", "tues is wrong - should be wed", "2032-07-07"),
        ("i'll mail the forms to the consulate mon", "oh wait, they want them by sun", "2032-07-04"),
        ("i'll mail the forms to the consulate mon", "sorry they need it by thurs", "2032-07-08"),
    ],
)
async def test_a_date_put_right_moves_the_last_to_do(memory: Memory, todo: str, said: str, due: str) -> None:
    status, replies = await _after(memory, [todo, said])
    [(state, when)] = status.values()
    assert (state, when[:10]) == ("open", due), (status, replies)


@pytest.mark.parametrize(
    "said",
    ["correction, wed same time", "no, wed same time", "sorry, wed at the same time", "oops the 7th, usual time"],
)
async def test_a_day_put_right_with_its_time_kept(memory: Memory, said: str) -> None:
    status, replies = await _after(memory, ["i'll drive Yulia to the station tues 7am", said])
    assert list(status.values()) == [("open", "2032-07-07 07:00")], (status, replies)


async def test_a_hedged_vague_date_for_the_last_to_do_is_asked(memory: Memory) -> None:
    status, replies = await _after(memory, ["gotta finish the audit by wed", "prob mid-july tbh"])
    assert list(status.values()) == [("open", "2032-07-07 23:59")], (status, replies)
    assert any("mid-july" in reply for reply in replies), replies


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("i'll submit the grant report to the ministry by the 14th", "grant report is in with the ministry 🙌"),
        ("need to hand in the visa forms at the consulate fri", "visa forms are in with the consulate"),
        ("need to file the tax return by the 31st", "tax return's in with the tax office"),
        ("need to pay Ewa back by mon", "Ewa's squared up, sent her the 60"),
        ("need to pay Tom back by fri", "all square with Tom now"),
        ("need to pay Priya back for the tickets", "settled up with Priya, paid her the 40"),
    ],
)
async def test_done_said_in_other_words(memory: Memory, todo: str, said: str) -> None:
    status, replies = await _after(memory, [todo, said])
    assert [s for s, _ in status.values()] == ["completed"], (status, replies)


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("need to email Ana the deck by fri", "Ana's in with the doctor"),  # a person somewhere, nothing handed in
        ("need to pay Ewa back by mon", "Ewa is settled in Berlin"),  # settled, not settled up
        ("need to clear out the garage by the 16th", "got halfway thru the garage, still a mountain of junk"),
        ("need to mark the essays by fri", "only got partway through the essays"),
        ("i'll drive Farrukh to the airport tues 5am", "Farrukh might get a lift, off the hook for the airport run"),
    ],
)
async def test_no_outcome_changes_nothing(memory: Memory, todo: str, said: str) -> None:
    status, replies = await _after(memory, [todo, said])
    assert [s for s, _ in status.values()] == ["open"], (status, replies)


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("i'll order new business cards by fri", "x the business cards, company's rebranding"),
        ("need to book the team lunch for thurs", "nix the team lunch"),
        ("need to plan the offsite by the 20th", "axe the offsite, budget's frozen"),
        ("i'll drive Farrukh to the airport tues 5am", "Farrukh grabbed a taxi, i'm off the hook for the airport run"),
        ("need to drive Mira to the station sat", "Mira booked her own cab - off the hook for the station run"),
    ],
)
async def test_a_to_do_called_off(memory: Memory, todo: str, said: str) -> None:
    status, replies = await _after(memory, [todo, said])
    assert [s for s, _ in status.values()] == ["cancelled"], (status, replies)


async def test_a_deed_to_get_rid_of_a_thing_is_a_to_do_not_a_cancel(memory: Memory) -> None:
    status, replies = await _after(memory, ["ditch the old sofa by sat"])
    assert list(status) == ["ditch the old sofa"], (status, replies)


@pytest.mark.parametrize(
    ("todo", "said", "due"),
    [
        (
            "need to collect the sailing trophies from Front Street tues 10am",
            "moved the trophy pickup to 3pm, same day",
            "2032-07-06 15:00",
        ),
        ("need to drop the parcels at the depot fri", "parcel dropoff moved to sat", "2032-07-03 23:59"),
        ("gotta paint the dinghy by wed", "dinghy paint job pushed back 2 wks", "2032-07-21 23:59"),
        ("need to service the van by wed", "van service pushed back a wk", "2032-07-14 23:59"),
    ],
)
async def test_a_job_named_by_its_noun_is_moved(memory: Memory, todo: str, said: str, due: str) -> None:
    status, replies = await _after(memory, [todo, said])
    assert list(status.values()) == [("open", due)], (status, replies)


@pytest.mark.parametrize(
    "said",
    [
        "wetsuits clean ✔ and the dock sign's not needed anymore",
        "wetsuits cleaned ✅ & the dock sign's not needed anymore",
    ],
)
async def test_a_tick_then_and_ends_its_sentence(memory: Memory, said: str) -> None:
    todos = ["gotta clean the wetsuits by wed", "gotta repaint the dock sign by fri"]
    status, replies = await _after(memory, [*todos, said])
    assert {a: s for a, (s, _) in status.items()} == {
        "clean the wetsuits": "completed",
        "repaint the dock sign": "cancelled",
    }, replies


# -- found typing conversations as a busy person would ----------------------------------------


@pytest.mark.parametrize(
    ("todo", "said", "due"),
    [
        ("need to prep the board deck by the 12th", "board meeting got moved so deck's not needed till the 19th",
         "2032-07-19"),
        ("need to prep the board deck by the 12th", "the deck isn't needed until the 19th", "2032-07-19"),
        ("need to hire a van for the move by thurs", "don't need the van till sat", "2032-07-03"),
        ("gotta send the quote to Dana by wed", "dana wants it by tmrw actually", "2032-07-03"),
        ("need to send the grant draft to Pavel tmrw", "tmrw's not gonna happen, sat instead", "2032-07-03"),
        ("need to send the grant draft to Pavel mon", "mon won't work, tues instead", "2032-07-06"),
        ("need to send the grant draft to Pavel mon", "mon's a no go - wed instead", "2032-07-07"),
        ("need to renew my passport by the 20th", "20th was wrong its the 28th", "2032-07-28"),
    ],
)
async def test_a_to_do_re_dated_in_other_words(memory: Memory, todo: str, said: str, due: str) -> None:
    status, replies = await _after(memory, [todo, said])
    [(state, when)] = status.values()
    assert (state, when[:10]) == ("open", due), (status, replies)


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("need to pick up Lily from school at 3", "Lily's getting a lift w/ Sara today, no pickup"),
        ("i'll do the airport run for Tom sun 6am", "tom's flight got cancelled - no airport run"),
        ("need to take Noor to practice sat", "coach is sick, no practice sat"),
        ("i'll cover Leila's shift sat", "leila swapped with someone else, i dont have to cover sat"),
    ],
)
async def test_a_job_not_needed_after_its_reason(memory: Memory, todo: str, said: str) -> None:
    status, replies = await _after(memory, [todo, said])
    assert [s for s, _ in status.values()] == ["cancelled"], (status, replies)


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("need to pay the water bill by the 10th", "water bill autopaid"),
        ("need to renew the domain by the 28th", "domain auto-renewed 👍"),
        ("need to pay the gym sub by the 5th", "the gym sub was auto-debited this morning"),
    ],
)
async def test_paid_by_itself_is_done(memory: Memory, todo: str, said: str) -> None:
    status, replies = await _after(memory, [todo, said])
    assert [s for s, _ in status.values()] == ["completed"], (status, replies)


@pytest.mark.parametrize("said", ["the van won't work, sat instead", "shop's closed, no milk"])
async def test_a_thing_that_does_not_work_moves_nothing(memory: Memory, said: str) -> None:
    status, replies = await _after(memory, ["need to send the grant draft to Pavel tmrw", said])
    assert list(status.values()) == [("open", "2032-07-03 23:59")], (status, replies)


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("need to return Mo's ladder this wk", "Mo came and got his ladder"),
        ("need to return Mo's ladder this wk", "mo collected his ladder"),
        ("need to give Priya her bike back by sat", "Priya picked up her bike"),
        ("need to call the plumber mon", "the plumber came this morning"),
        ("need to call the plumber mon", "plumber came and went, all good"),
        ("need to book the gas engineer for the boiler service", "the gas engineer has been and gone"),
    ],
)
async def test_done_by_someone_coming(memory: Memory, todo: str, said: str) -> None:
    status, replies = await _after(memory, [todo, said])
    assert [s for s, _ in status.values()] == ["completed"], (status, replies)


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("need to return Mo's ladder this wk", "Mo picked up the kids"),  # no thing of his taken back
        ("need to call my sister about the party", "my sister came"),  # a visit, no trade
    ],
)
async def test_someone_coming_without_a_job_finishes_nothing(memory: Memory, todo: str, said: str) -> None:
    status, replies = await _after(memory, [todo, said])
    assert "completed" not in [s for s, _ in status.values()], (status, replies)
