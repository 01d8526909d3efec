"""Tests for which open commitment a lifecycle message in everyday words changes (memory.derive)."""

from __future__ import annotations

from memory.derive import commitments_of
from memory.model import CommitmentStatus
from memory.service import Memory
from memory.timefmt import zone
from tests.driver import chat, commitments_by_action

START = "2026-11-30T08:10:00-05:00"  # a Monday
TZ = "America/New_York"


async def _chat(memory: Memory, lines: list[str]) -> tuple[str, list[str]]:
    """Say ``lines`` a minute apart from START; the user id and the last reply."""
    _, user_id, replies = await chat(memory, START, TZ, lines)
    return user_id, replies


async def test_push_that_moves_the_commitment_mentioned_last(memory: Memory) -> None:
    """ "push that to monday" moves the commitment the conversation touched last, when no other
    was touched within minutes of it."""
    small_talk = ["ok", "thanks", "lol", "cool", "nice", "haha", "sure", "yep", "great", "ty"]
    user_id, _ = await _chat(
        memory,
        ["I'll send the pricing deck to Omar by Friday", *small_talk, "I'll file the taxes by friday",
         "push that to monday"],
    )
    found = await commitments_by_action(memory, user_id)
    taxes, deck = found["file the taxes"], found["send the pricing deck to Omar"]
    assert taxes.due is not None and taxes.due.astimezone(zone(TZ)).date().isoformat() == "2026-12-07"
    assert deck.due is not None and deck.due.astimezone(zone(TZ)).date().isoformat() == "2026-12-04"


async def test_push_it_after_two_todos_said_together_asks_which(memory: Memory) -> None:
    """ "push it to monday" right after two to-dos said a minute apart may mean either: recap
    asks, and neither moves."""
    user_id, replies = await _chat(
        memory, ["submit my timesheet fri", "submit my expenses fri", "push it to monday"]
    )
    assert "Which one?" in " ".join(replies)
    assert all(c.status is not CommitmentStatus.MOVED for c in await commitments_of(memory.store, user_id))


async def test_a_partial_name_completes_its_commitment(memory: Memory) -> None:
    """ "the tax thing is done" completes "finish the tax return" and nothing else."""
    user_id, _ = await _chat(
        memory,
        ["I'll finish the tax return by the 15th", "I'll call the dentist by Wednesday", "the tax thing is done"],
    )
    found = await commitments_by_action(memory, user_id)
    assert found["finish the tax return"].status is CommitmentStatus.COMPLETED
    assert found["call the dentist"].is_open


async def test_two_equally_fitting_commitments_ask_instead_of_moving_one(memory: Memory) -> None:
    """ "the report slipped to the 14th" with two reports open asks which one; neither moves."""
    user_id, replies = await _chat(
        memory,
        ["I'll send the report to Maya by Friday", "I'll send the report to Omar by Thursday",
         "the report slipped to the 14th"],
    )
    assert "Which one" in " ".join(replies)
    assert all(c.status is not CommitmentStatus.MOVED for c in await commitments_of(memory.store, user_id))


async def _issues(memory: Memory, user_id: str) -> list[str]:
    return [e.topic for e in await memory.store.episodes(user_id)]


async def test_a_thing_that_went_out_completes_the_commitment_to_send_it(memory: Memory) -> None:
    """ "the invoices have gone out" completes "send the invoices …" and opens no issue."""
    user_id, _ = await _chat(
        memory, ["I'll send the March invoices to the client by Friday", "the march invoices have gone out"]
    )
    assert (await commitments_by_action(memory, user_id))["send the March invoices to the client"].status is (
        CommitmentStatus.COMPLETED
    )
    assert await _issues(memory, user_id) == []


async def test_a_letter_that_went_out_with_nothing_to_send_stores_nothing(memory: Memory) -> None:
    user_id, _ = await _chat(memory, ["the reference letter is out"])
    assert await _issues(memory, user_id) == [] and await commitments_of(memory.store, user_id) == []


async def test_an_outage_is_not_a_completion(memory: Memory) -> None:
    """ "the router is out" opens an issue; it does not finish "fix the router", and a person
    who is out finishes nothing sent to them."""
    user_id, _ = await _chat(
        memory,
        [
            "I'll fix the router by Friday",
            "I'll send Lena the budget by Friday",
            "the router is out",
            "Lena's out today",
        ],
    )
    found = await commitments_by_action(memory, user_id)
    assert found["fix the router"].is_open and found["send Lena the budget"].is_open
    assert "router" in await _issues(memory, user_id)


async def test_two_letters_that_could_have_gone_out_ask(memory: Memory) -> None:
    user_id, replies = await _chat(
        memory,
        ["I'll send the proposal to Ken by Thursday", "I'll send the proposal to Ida by Friday",
         "proposal's gone out"],
    )
    assert "Which one" in " ".join(replies)
    assert all(c.is_open for c in await commitments_of(memory.store, user_id))


async def test_a_move_by_an_amount_counts_from_the_current_due(memory: Memory) -> None:
    """ "slipped two days" moves a Friday due to Sunday, not to two days from now."""
    user_id, _ = await _chat(memory, ["I'll finish the budget review by Friday", "budget review slipped two days"])
    due = (await commitments_by_action(memory, user_id))["finish the budget review"].due
    assert due is not None and due.astimezone(zone(TZ)).date().isoformat() == "2026-12-06"


async def test_a_time_only_move_keeps_the_day(memory: Memory) -> None:
    """ "move the Priya call to 2:15" keeps the call on its own day, at 14:15."""
    user_id, _ = await _chat(memory, ["I'll call Priya on Thursday at 11am", "move the Priya call to 2:15"])
    due = (await commitments_by_action(memory, user_id))["call Priya"].due
    assert due is not None and due.astimezone(zone(TZ)).isoformat(timespec="minutes") == "2026-12-03T14:15-05:00"


async def test_a_todo_said_again_moves_the_open_one_else_is_new(memory: Memory) -> None:
    """ "do the vet booking thursday" re-dates "book the vet"; said with nothing open, it is a to-do."""
    user_id, _ = await _chat(memory, ["remind me to book the vet on Tuesday", "do the vet booking thursday"])
    found = await commitments_by_action(memory, user_id)
    assert list(found) == ["book the vet"]
    assert found["book the vet"].due is not None
    assert found["book the vet"].due.astimezone(zone(TZ)).date().isoformat() == "2026-12-03"
    await _chat(memory, ["do the gutter clearing saturday"])
    assert set(await commitments_by_action(memory, user_id)) == {"book the vet", "do the gutter clearing"}


async def test_sorted_with_no_open_issue_finishes_the_commitment_to_fix_it(memory: Memory) -> None:
    """ "got the leaky tap sorted" finishes "fix the leaky tap", never "call the plumber about it"."""
    user_id, _ = await _chat(
        memory,
        ["I'll fix the leaky tap by Saturday", "I'll call the landlord about the boiler by Friday",
         "got the leaky tap sorted", "boiler's working again"],
    )
    found = await commitments_by_action(memory, user_id)
    assert found["fix the leaky tap"].status is CommitmentStatus.COMPLETED
    assert found["call the landlord about the boiler"].is_open


async def test_an_acronym_and_a_code_name_their_commitments(memory: Memory) -> None:
    """ "the QBR deck is done" finishes "prepare the quarterly business review deck"; "i9 sent"
    finishes "send the I-9 to HR"."""
    user_id, _ = await _chat(
        memory,
        ["I'll prepare the quarterly business review deck by Friday", "I'll send the I-9 to HR by Thursday",
         "the QBR deck is done", "i9 sent"],
    )
    found = await commitments_by_action(memory, user_id)
    assert found["prepare the quarterly business review deck"].status is CommitmentStatus.COMPLETED
    assert found["send the I-9 to HR"].status is CommitmentStatus.COMPLETED


async def test_never_mind_cancels_the_commitment_just_made(memory: Memory) -> None:
    user_id, _ = await _chat(
        memory, ["I'll call the garage by Friday", "I'll order new blinds by Friday", "nvm, scrap that"]
    )
    found = await commitments_by_action(memory, user_id)
    assert found["order new blinds"].status is CommitmentStatus.CANCELLED and found["call the garage"].is_open


async def test_casual_done_words_complete_their_commitment(memory: Memory) -> None:
    """ "rang grandma", "gave the landlord a bell", "expenses in!", "squared up with Priya" and
    "car insurance sorted" each finish the one commitment they name."""
    user_id, _ = await _chat(
        memory,
        [
            "I'll call grandma tomorrow",
            "I need to call the landlord by Wednesday",
            "I need to submit my expenses by Friday",
            "I need to pay Priya back by Friday",
            "I need to renew the car insurance by the 3rd",
            "I'll email Kofi the brochure by Friday",
            "rang grandma, all good",
            "gave the landlord a bell",
            "expenses in!",
            "squared up with Priya",
            "car insurance sorted",
            "Kofi's in today",
        ],
    )
    found = await commitments_by_action(memory, user_id)
    for action in ("call grandma", "call the landlord", "submit my expenses", "pay Priya back",
                   "renew the car insurance"):
        assert found[action].status is CommitmentStatus.COMPLETED, action
    assert found["email Kofi the brochure"].is_open  # a person who is in hands nothing in


async def test_casual_moves_redate_their_commitment(memory: Memory) -> None:
    """An extension, a slipped deadline and a thing "to go out" later each move, never complete."""
    user_id, _ = await _chat(
        memory,
        [
            "I have to write the history essay by Friday",
            "I need to finish the budget by the 20th",
            "I need to send the customer newsletter by Wednesday",
            "got an extension on the essay — it's due June 7 now",
            "budget deadline slipped to the 28th",
            "newsletter to go out thursday instead",
        ],
    )
    found = await commitments_by_action(memory, user_id)
    days = {a: c.due.astimezone(zone(TZ)).date().isoformat() for a, c in found.items() if c.due is not None}
    assert days["write the history essay"] == "2027-06-07"
    assert days["finish the budget"] == "2026-12-28"
    assert days["send the customer newsletter"] == "2026-12-03"
    assert all(c.is_open for c in found.values())


async def test_a_deadline_said_alone_corrects_the_commitment_touched_last(memory: Memory) -> None:
    user_id, _ = await _chat(
        memory,
        ["I'll call the dentist by Wednesday", "I need to submit the grant report by the 20th",
         "deadline's the 30th actually"],
    )
    found = await commitments_by_action(memory, user_id)
    report, dentist = found["submit the grant report"].due, found["call the dentist"].due
    assert report is not None and report.astimezone(zone(TZ)).date().isoformat() == "2026-12-30"
    assert dentist is not None and dentist.astimezone(zone(TZ)).date().isoformat() == "2026-12-02"


async def test_a_short_name_resolves_the_issue_recorded_by_its_long_name(memory: Memory) -> None:
    """ "site's up again" resolves "website", "prod is back" resolves "production"."""
    user_id, _ = await _chat(memory, ["the website is down", "production is down", "site's up again", "prod is back"])
    assert all(e.resolved_at is not None for e in await memory.store.episodes(user_id))


async def _statuses(memory: Memory, user_id: str) -> dict[str, CommitmentStatus]:
    return {c.action: c.status for c in await commitments_of(memory.store, user_id)}


async def test_hearing_back_finishes_the_follow_up(memory: Memory) -> None:
    """ "heard back from Dr Mensah, all clear" finishes "follow up with Dr Mensah about …"."""
    user_id, _ = await _chat(
        memory, ["need to follow up with Dr Mensah about the MRI results", "heard back from Dr Mensah, all clear"]
    )
    assert (await _statuses(memory, user_id))["follow up with Dr Mensah about the MRI results"] is (
        CommitmentStatus.COMPLETED
    )


async def test_quotes_all_in_finish_the_todo_to_get_them(memory: Memory) -> None:
    """ "roofer quotes are all in" finishes "get quotes from three roofers …" (roofer/roofers)."""
    user_id, _ = await _chat(
        memory, ["need to get quotes from three roofers for the Elm St property", "roofer quotes are all in"]
    )
    assert (await _statuses(memory, user_id))["get quotes from three roofers for the Elm St property"] is (
        CommitmentStatus.COMPLETED
    )


async def test_them_both_finishes_the_two_todos_the_verb_names(memory: Memory) -> None:
    user_id, _ = await _chat(
        memory,
        ["need to email the caterer about the menu", "need to email the venue about parking", "pay the florist friday",
         "emailed them both"],
    )
    found = await _statuses(memory, user_id)
    assert found["email the caterer about the menu"] is CommitmentStatus.COMPLETED
    assert found["email the venue about parking"] is CommitmentStatus.COMPLETED
    assert found["pay the florist"] is CommitmentStatus.ACCEPTED


async def test_a_bare_paid_finishes_the_one_todo_to_pay(memory: Memory) -> None:
    user_id, _ = await _chat(memory, ["pay the water bill by the 20th", "email the landlord tmrw", "paid"])
    found = await _statuses(memory, user_id)
    assert found["pay the water bill"] is CommitmentStatus.COMPLETED and found["email the landlord"] is not (
        CommitmentStatus.COMPLETED
    )


async def test_a_bare_paid_with_two_todos_to_pay_asks(memory: Memory) -> None:
    user_id, replies = await _chat(memory, ["pay the water bill by the 20th", "pay the gas bill by the 22nd", "paid"])
    assert "Which one?" in " ".join(replies) or "one of these" in " ".join(replies)
    assert CommitmentStatus.COMPLETED not in (await _statuses(memory, user_id)).values()


async def test_someone_else_taking_it_on_cancels_mine_and_adds_none_of_theirs(memory: Memory) -> None:
    """ "Ahmed's getting Noor today so i dont need to": cancelled for me, no to-do of Ahmed's."""
    user_id, _ = await _chat(
        memory, ["collect Noor from football at 5", "Ahmed's getting Noor today so i dont need to"]
    )
    records = await commitments_of(memory.store, user_id)
    assert [(c.action, c.status) for c in records] == [("collect Noor from football", CommitmentStatus.CANCELLED)]


async def test_an_extension_moves_the_todo_that_names_who_gave_it(memory: Memory) -> None:
    user_id, _ = await _chat(memory, ["send the thesis to my advisor by friday", "advisor gave me till the 9th"])
    thesis = (await commitments_by_action(memory, user_id))["send the thesis to my advisor"]
    assert thesis.due is not None and thesis.due.astimezone(zone(TZ)).date().isoformat() == "2026-12-09"


async def test_an_extension_from_someone_no_todo_names_asks_which(memory: Memory) -> None:
    """ "prof gave us an extension till the 9th" with "hand in the lab report": which to-do?"""
    user_id, replies = await _chat(memory, ["hand in the lab report tmrw", "prof gave us an extension till the 9th"])
    assert "Which to-do did prof give you until then for?" in " ".join(replies)
    assert [c.status for c in await commitments_of(memory.store, user_id)] == [CommitmentStatus.ACCEPTED]


async def test_a_time_said_in_the_reason_keeps_the_todos_day(memory: Memory) -> None:
    """ "bakery can only do 6pm, moving the pickup": the same Saturday, at 6pm."""
    user_id, _ = await _chat(
        memory, ["pick up the cake from Ama's bakery at 4pm on saturday", "bakery can only do 6pm, moving the pickup"]
    )
    cake = (await commitments_by_action(memory, user_id))["pick up the cake from Ama's bakery"]
    assert cake.due is not None and cake.due.astimezone(zone(TZ)).strftime("%Y-%m-%d %H:%M") == "2026-12-05 18:00"
