"""recap asks when unsure, an answer (button or words) stores what it chose, and undo takes a
change back; each leaves the memory a rebuild from Markdown gives again."""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.dispatcher import NOTHING_KEPT, NOTHING_TO_UNDO, Dispatcher
from bot.types import ANSWER_PREFIX, UNDO_PREFIX, Inbound, Press, Reply
from jobs.virtual import advance
from memory.asks import ASK_TTL
from memory.clock import VirtualClock
from memory.derive import commitments_of
from memory.home import Home
from memory.model import CommitmentStatus
from memory.service import Memory
from tests.driver import at, rebuilt, snapshot

START = "2026-03-02T09:00:00-05:00"


async def _ignore(name: str, text: str) -> None:
    return None


class Chat:
    def __init__(self, memory: Memory) -> None:
        self.memory = memory
        self.clock = VirtualClock(at(START))
        self.dispatcher = Dispatcher(memory, self.clock)

    async def say(self, text: str, *, after: timedelta = timedelta(minutes=1)) -> Reply:
        await advance(self.memory, self.clock, self.clock.now() + after, _ignore)
        replies = await self.dispatcher.respond(Inbound(user="alice", text=text))
        assert len(replies) == 1
        return replies[0]

    async def press(self, reply: Reply, label: str, *, after: timedelta = timedelta(seconds=20)) -> Reply | None:
        await advance(self.memory, self.clock, self.clock.now() + after, _ignore)
        button = next(b for b in reply.buttons if b.label == label)
        return await self.dispatcher.press(Press(user="alice", data=button.data, platform_ref=f"press:{button.data}"))

    async def commitments(self) -> dict[str, tuple[CommitmentStatus, object]]:
        user = await self.memory.store.user_by_name("alice")
        assert user is not None
        return {c.action: (c.status, c.due) for c in await commitments_of(self.memory.store, user.id)}


async def _two_decks(chat: Chat) -> Reply:
    await chat.say("I'll send the sales deck by 2026-03-10.")
    await chat.say("I'll send the board deck by 2026-03-12.")
    return await chat.say("The deck is done.")


async def _same_after_rebuild(chat: Chat, home: Home) -> Memory:
    user = await chat.memory.store.user_by_name("alice")
    assert user is not None
    before = await snapshot(chat.memory, user.id)
    fresh = await rebuilt(chat.memory, home, chat.clock.now())
    assert await snapshot(fresh, user.id) == before
    return fresh


async def test_a_question_offers_its_choices_as_buttons_and_a_press_stores_the_one_chosen(home: Home) -> None:
    chat = Chat(await Memory.open(home))
    asked = await _two_decks(chat)
    assert asked.text.startswith("That could be more than one commitment. Which one?")
    labels = [b.label for b in asked.buttons]
    assert labels == ["send the sales deck (due Tue 10 March 2026)", "send the board deck (due Thu 12 March 2026)",
                      "Neither"]
    assert all(b.data.startswith(ANSWER_PREFIX) and len(b.data.encode()) <= 64 for b in asked.buttons)

    outcome = await chat.press(asked, "send the board deck (due Thu 12 March 2026)")
    assert outcome is not None
    assert outcome.text.startswith("That could be more than one commitment. Which one?")
    assert "→ send the board deck" in outcome.text and "Done: send the board deck." in outcome.text
    assert [b.label for b in outcome.buttons] == ["Undo"]
    state = await chat.commitments()
    assert state["send the board deck"][0] is CommitmentStatus.COMPLETED
    assert state["send the sales deck"][0] is not CommitmentStatus.COMPLETED

    again = await chat.press(asked, "send the sales deck (due Tue 10 March 2026)")
    assert again is not None and "Already answered" in again.text
    assert (await chat.commitments())["send the sales deck"][0] is not CommitmentStatus.COMPLETED
    await (await _same_after_rebuild(chat, home)).close()


async def test_a_redelivered_press_is_applied_once(home: Home) -> None:
    chat = Chat(await Memory.open(home))
    asked = await _two_decks(chat)
    button = asked.buttons[0]
    press = Press(user="alice", data=button.data, platform_ref="telegram:1:callback-7")
    assert await chat.dispatcher.press(press) is not None
    assert await chat.dispatcher.press(press) is None
    await chat.memory.close()


async def test_a_typed_number_or_name_answers_the_question_just_asked(home: Home) -> None:
    chat = Chat(await Memory.open(home))
    await _two_decks(chat)
    reply = await chat.say("2")
    assert reply.text == "Done: send the board deck."
    assert (await chat.commitments())["send the board deck"][0] is CommitmentStatus.COMPLETED

    await chat.say("The deck is done.")  # only the sales deck is open now: no question
    assert (await chat.commitments())["send the sales deck"][0] is CommitmentStatus.COMPLETED
    await (await _same_after_rebuild(chat, home)).close()


async def test_a_reply_that_does_not_answer_is_a_new_message_and_the_question_lapses_quietly(home: Home) -> None:
    chat = Chat(await Memory.open(home))
    asked = await _two_decks(chat)
    reply = await chat.say("Maya is VP Operations.")
    assert reply.text.startswith("Noted: Maya's role is VP Operations")
    # "2" no longer answers: something else was said since the question.
    assert (await chat.say("2")).text == NOTHING_KEPT
    # The button still works until the question expires …
    await chat.press(asked, "send the sales deck (due Tue 10 March 2026)")
    assert (await chat.commitments())["send the sales deck"][0] is CommitmentStatus.COMPLETED
    await chat.memory.close()


async def test_an_expired_question_changes_nothing(home: Home) -> None:
    chat = Chat(await Memory.open(home))
    asked = await _two_decks(chat)
    outcome = await chat.press(asked, "Neither", after=ASK_TTL + timedelta(minutes=1))
    assert outcome is not None and "expired" in outcome.text
    assert all(status is not CommitmentStatus.COMPLETED for status, _ in (await chat.commitments()).values())
    await chat.memory.close()


async def test_a_press_on_someone_elses_question_is_ignored(home: Home) -> None:
    chat = Chat(await Memory.open(home))
    asked = await _two_decks(chat)
    stranger = Press(user="mallory", data=asked.buttons[0].data, platform_ref="p-1")
    assert await chat.dispatcher.press(stranger) is None
    assert await chat.dispatcher.press(Press(user="alice", data="a:nonsense", platform_ref="p-2")) is None
    assert all(status is not CommitmentStatus.COMPLETED for status, _ in (await chat.commitments()).values())
    await chat.memory.close()


async def test_undo_takes_back_a_new_commitment_by_word_or_button(home: Home) -> None:
    chat = Chat(await Memory.open(home))
    stored = await chat.say("I'll call the insurance broker by Friday.")
    assert [b.label for b in stored.buttons] == ["Undo"] and stored.buttons[0].data.startswith(UNDO_PREFIX)
    undone = await chat.say("undo")
    assert undone.text.startswith("Undone:\n• Noted: call the insurance broker")
    assert await chat.commitments() == {}
    assert (await chat.say("undo")).text == NOTHING_TO_UNDO

    stored = await chat.say("I'll book the venue by Thursday.")
    outcome = await chat.press(stored, "Undo")
    assert outcome is not None and outcome.text.startswith("Undone:")
    assert await chat.commitments() == {}
    await (await _same_after_rebuild(chat, home)).close()


async def test_undo_of_a_move_rederives_what_came_after(home: Home) -> None:
    """Undoing the commitment itself also drops the later move of it; undoing only the move
    restores the old due."""
    chat = Chat(await Memory.open(home))
    await chat.say("I'll send the pricing deck to Omar by Friday.")
    moved = await chat.say("push the pricing deck to next Wednesday")
    assert moved.text.startswith("Moved:")
    await chat.say("that's wrong")
    (status, due), = (await chat.commitments()).values()
    assert status is CommitmentStatus.ACCEPTED
    assert due is not None and due.astimezone(at(START).tzinfo).day == 6  # Friday 6 March again
    await (await _same_after_rebuild(chat, home)).close()


async def test_undo_of_a_fact_version_and_of_a_correction(home: Home) -> None:
    chat = Chat(await Memory.open(home))
    await chat.say("Maya is VP Operations.")
    await chat.say("Maya is now COO.")
    await chat.say("undo")
    user = await chat.memory.store.user_by_name("alice")
    assert user is not None
    assert sorted(c.value for c in await chat.memory.store.claims(user.id)) == ["VP Operations"]

    await chat.say("Omar is CFO.")
    corrected = await chat.say("no, Omar is CEO, not CFO")
    assert "CEO" in corrected.text
    await chat.say("that's wrong")
    omar = [c.value for c in await chat.memory.store.claims(user.id) if c.subject == "Omar"]
    assert omar == ["CFO"]
    await (await _same_after_rebuild(chat, home)).close()


@pytest.mark.parametrize(
    "denial",
    [
        "wait no i haven't sent them yet, only drafted",
        "actually i didn't send it yet",
        "not done yet actually",
        "hmm, the deck's not sent yet",
        "no i didnt send the deck to Omar",
        "oops no I didn't, the site was down",  # the verb left out
        "nope, not yet",
    ],
)
async def test_saying_it_is_not_done_right_after_takes_the_done_back(home: Home, denial: str) -> None:
    chat = Chat(await Memory.open(home))
    await chat.say("I'll send the pricing deck to Omar by Friday.")
    assert (await chat.say("sent the pricing deck to omar")).text.startswith("Done:")
    undone = await chat.say(denial)
    assert undone.text.startswith("Undone:\n• Done: send the pricing deck")
    ((status, _due),) = (await chat.commitments()).values()
    assert status is CommitmentStatus.ACCEPTED
    await (await _same_after_rebuild(chat, home)).close()


@pytest.mark.parametrize(
    ("done", "later"),
    [
        ("sent the pricing deck to omar", "i didn't like it"),  # an opinion, no job denied
        ("sent the pricing deck to omar", "i haven't sent the invoice yet"),  # another thing
        ("Maya is now COO.", "not done yet"),  # nothing was reported done
    ],
)
async def test_a_denial_of_something_else_takes_nothing_back(home: Home, done: str, later: str) -> None:
    chat = Chat(await Memory.open(home))
    await chat.say("I'll send the pricing deck to Omar by Friday.")
    await chat.say(done)
    before = await chat.commitments()
    assert not (await chat.say(later)).text.startswith("Undone")
    assert await chat.commitments() == before
    await chat.memory.close()


async def test_an_offer_to_track_is_accepted_by_a_press(home: Home) -> None:
    chat = Chat(await Memory.open(home))
    offer = await chat.say("remember the recycling tonight")
    assert offer.text.startswith("Should I track “the recycling” for you, due Mon 2 March 2026")
    assert [b.label for b in offer.buttons] == ["Yes", "Other date", "No"]
    assert await chat.commitments() == {}
    outcome = await chat.press(offer, "Yes")
    assert outcome is not None and "Noted: the recycling" in outcome.text
    assert list(await chat.commitments()) == ["the recycling"]
    await (await _same_after_rebuild(chat, home)).close()


async def test_an_offer_answered_with_another_date_in_words(home: Home) -> None:
    chat = Chat(await Memory.open(home))
    await chat.say("don't forget the school fees friday")
    reply = await chat.say("no, the 12th")
    assert reply.text.startswith("Noted: the school fees, due Thu 12 March 2026")
    await (await _same_after_rebuild(chat, home)).close()


async def test_other_date_asks_for_the_date_and_no_keeps_nothing(home: Home) -> None:
    chat = Chat(await Memory.open(home))
    offer = await chat.say("remember the recycling tonight")
    follow_up = await chat.press(offer, "Other date")
    assert follow_up is not None and follow_up.text.startswith("When is it due?")
    assert (await chat.say("tomorrow")).text.startswith("Noted: the recycling, due Tue 3 March 2026")

    offer = await chat.say("don't forget the school fees friday")
    assert (await chat.say("nope")).text == "OK, I kept nothing of it."
    assert list(await chat.commitments()) == ["the recycling"]
    await chat.memory.close()


async def test_an_unreadable_date_offers_the_to_do_undated(home: Home) -> None:
    chat = Chat(await Memory.open(home))
    asked = await chat.say("post the forms by the 31st of february")
    assert [b.label for b in asked.buttons] == ["No due date", "Other date", "No"]
    assert (await chat.say("march 3")).text.startswith("Noted: post the forms, due Tue 3 March 2026")
    await chat.memory.close()


async def test_a_reply_names_what_a_fact_was_before(home: Home) -> None:
    chat = Chat(await Memory.open(home))
    await chat.say("Maya is CTO.")
    assert (await chat.say("Maya is now COO.")).text.endswith("(was CTO).")
    assert "(was" not in (await chat.say("Maya is COO.")).text  # the same value again: nothing was
    assert (await chat.say("haha ok")).text == NOTHING_KEPT
    await chat.memory.close()


async def test_tomorrow_typed_after_midnight_can_be_answered_today(home: Home) -> None:
    chat = Chat(await Memory.open(home))
    asked = await chat.say("gotta call the broker tmrw", after=timedelta(hours=10, minutes=30))  # 00:31 UTC
    assert "past midnight" in asked.text
    assert (await chat.say("today")).text.startswith("Noted: call the broker, due Tue 3 March 2026")
    await chat.memory.close()


async def test_a_sign_no_reading_stored_is_asked_and_the_answer_stores_the_choice(home: Home) -> None:
    """Never silent: "the Accra trip is off" matched no commitment by its words and two share
    "Accra" alike, so recap offers the ones it may mean; choosing one cancels it, and a rebuild
    derives the same."""
    chat = Chat(await Memory.open(home))
    await chat.say("book flights to Accra for June")
    await chat.say("book a hotel in Accra")
    asked = await chat.say("the Accra trip is off, cancel that")
    assert asked.text.startswith("Should I cancel one of these?")
    labels = [b.label for b in asked.buttons]
    assert sorted(labels) == ["Neither", "book a hotel in Accra", "book flights to Accra for June"]
    flights = 1 + labels.index("book flights to Accra for June")
    reply = await chat.say(str(flights))
    assert reply.text == "Cancelled (no longer needed): book flights to Accra for June."
    assert (await chat.commitments())["book flights to Accra for June"][0] is CommitmentStatus.CANCELLED
    assert (await chat.commitments())["book a hotel in Accra"][0] is not CommitmentStatus.CANCELLED
    await (await _same_after_rebuild(chat, home)).close()


async def test_no_to_an_offered_to_do_keeps_nothing(home: Home) -> None:
    chat = Chat(await Memory.open(home))
    asked = await chat.say("I'll send Björn the floor plans when I'm back")
    assert asked.text.startswith("Should I track “send Björn the floor plans” for you?")
    assert [b.label for b in asked.buttons] == ["No due date", "Other date", "No"]
    await chat.say("no")
    assert await chat.commitments() == {}
    assert (await chat.say("haha ok")).text == NOTHING_KEPT
    await chat.memory.close()


def test_only_a_message_that_may_decline_reads_back_an_earlier_question() -> None:
    """ "ok cancel that", "nah scrap that": read back for the offer they decline; any other message
    costs no trip for it (the same words :func:`memory.asks.read_answer` declines with)."""
    from memory.asks import may_decline

    assert all(may_decline(t) for t in ("ok cancel that", "nah scrap that", "nah cancel that", "forget it", "no"))
    assert not any(may_decline(t) for t in ("ok thanks", "what's next", "okay cool", "call the gym"))
