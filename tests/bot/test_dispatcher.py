"""Bad input gets a clear answer and loses nothing; duplicates are ingested once."""

from __future__ import annotations

from datetime import datetime, timedelta

from bot.dispatcher import MAX_MESSAGE_CHARS, Dispatcher
from bot.types import Inbound
from memory.clock import VirtualClock
from memory.home import Home
from memory.model import EventKind
from memory.service import Memory


async def test_empty_message_is_ignored_with_a_hint(memory: Memory, clock: VirtualClock) -> None:
    """Blank text stores nothing and tells the user what to send."""
    replies = await Dispatcher(memory, clock).handle(Inbound(user="alice", text="  \n "))
    assert "empty message" in replies[0]
    assert await memory.store.users() == []


async def test_oversized_message_is_refused_whole(memory: Memory, clock: VirtualClock) -> None:
    """A message over the limit is refused with the limit named, and nothing partial is stored."""
    replies = await Dispatcher(memory, clock).handle(Inbound(user="alice", text="x" * (MAX_MESSAGE_CHARS + 1)))
    assert f"{MAX_MESSAGE_CHARS:,}" in replies[0]
    assert await memory.store.users() == []


async def test_duplicate_delivery_is_ingested_once(memory: Memory, clock: VirtualClock) -> None:
    """The same platform_ref twice records one message; the second delivery gets no reply."""
    dispatcher = Dispatcher(memory, clock)
    inbound = Inbound(user="telegram:1", text="Maya is VP Operations.", platform="telegram", platform_ref="tg:1:7")
    assert await dispatcher.handle(inbound)
    assert await dispatcher.handle(inbound) == []
    user = await memory.store.user_by_name("telegram:1")
    assert user is not None
    messages = await memory.store.events(user.id, kinds=[EventKind.MESSAGE])
    assert len(messages) == 1
    assert len(await memory.store.claims(user.id)) == 1


async def test_hostile_user_name_stays_inside_users(memory: Memory, clock: VirtualClock, home: Home) -> None:
    """A user called ../../etc gets a safe folder under users/ and keeps its name in the store."""
    await Dispatcher(memory, clock).handle(Inbound(user="../../etc/\x00passwd", text="hello"))
    user = await memory.store.user_by_name("../../etc/\x00passwd")
    assert user is not None
    folder = home.user_dir(user.id).resolve()
    assert folder.parent == home.users_dir.resolve()
    assert (folder / "profile.md").exists()


async def test_control_characters_are_stored_and_shown_safely(memory: Memory, clock: VirtualClock) -> None:
    """Terminal escapes survive in the store but come back escaped, never raw."""
    text = "red \x1b[31malert\x1b[0m and bell\x07"
    dispatcher = Dispatcher(memory, clock)
    await dispatcher.handle(Inbound(user="alice", text=text))
    user = await memory.store.user_by_name("alice")
    assert user is not None
    stored = await memory.store.events(user.id, kinds=[EventKind.MESSAGE])
    assert stored[0].text == text
    from memory.textsafe import printable

    assert "\x1b" not in printable(stored[0].text)
    assert "\\x1b[31m" in printable(stored[0].text)


async def test_unknown_command_is_answered_not_executed(memory: Memory, clock: VirtualClock) -> None:
    """An unknown /command gets a pointer to /help."""
    replies = await Dispatcher(memory, clock).handle(Inbound(user="alice", text="/launch_missiles now"))
    assert "don't know the command /launch_missiles" in replies[0]


async def test_bad_timezone_and_time_are_explained(memory: Memory, clock: VirtualClock) -> None:
    """/timezone and /briefing_time reject nonsense with the reason and keep the old setting."""
    dispatcher = Dispatcher(memory, clock)
    assert "unknown timezone" in (await dispatcher.handle(Inbound(user="alice", text="/timezone Mars/Olympus")))[0]
    assert "HH:MM" in (await dispatcher.handle(Inbound(user="alice", text="/briefing_time 25:99")))[0]
    user = await memory.store.user_by_name("alice")
    assert user is not None and user.timezone == "UTC" and user.briefing_time == "08:00"
    reply = (await dispatcher.handle(Inbound(user="alice", text="/timezone Europe/Berlin")))[0]
    assert "Europe/Berlin" in reply


async def test_undated_promise_is_not_a_commitment_and_bad_date_is_said(memory: Memory, clock: VirtualClock) -> None:
    """A date that does not parse creates nothing, and a correction with no target says so."""
    dispatcher = Dispatcher(memory, clock)
    reply = (await dispatcher.handle(Inbound(user="alice", text="no, that was March")))[0]
    assert "couldn't tell what that correction is about" in reply


async def test_unusable_user_name_gets_a_clear_answer(memory: Memory, clock: VirtualClock) -> None:
    """A platform id that is not valid text or is absurdly long is refused politely, nothing stored."""
    dispatcher = Dispatcher(memory, clock)
    assert "valid Unicode" in (await dispatcher.handle(Inbound(user="bad\udcff", text="hello")))[0]
    assert "at most" in (await dispatcher.handle(Inbound(user="x" * 500, text="hello")))[0]
    assert await memory.store.users() == []


async def test_lone_surrogates_in_text_are_replaced_not_fatal(memory: Memory, clock: VirtualClock) -> None:
    """Badly decoded text is stored with U+FFFD in place of the broken characters."""
    await Dispatcher(memory, clock).handle(Inbound(user="alice", text="caf\udce9 with Kenji"))
    user = await memory.store.user_by_name("alice")
    assert user is not None
    (message,) = await memory.store.events(user.id, kinds=[EventKind.MESSAGE])
    assert message.text == "caf\ufffd with Kenji"


async def test_correction_without_a_year_picks_the_date_nearest_the_old_one(
    memory: Memory, clock: VirtualClock
) -> None:
    """'no, that was April 22' after a due of April 20 means the same year, not last year."""
    clock.set(datetime.fromisoformat("2026-04-08T10:00:00+00:00"))
    dispatcher = Dispatcher(memory, clock)
    await dispatcher.handle(Inbound(user="alice", text="I'll send the deck by April 20."))
    reply = (await dispatcher.handle(Inbound(user="alice", text="no, that was April 22")))[0]
    assert "22 April 2026" in reply and "was Mon 20 April 2026" in reply


async def test_two_equally_matching_commitments_make_recap_ask(memory: Memory, clock: VirtualClock) -> None:
    """'the deck is done' with two open deck commitments asks which one and changes neither."""
    dispatcher = Dispatcher(memory, clock)
    await dispatcher.handle(Inbound(user="alice", text="I'll send the sales deck by 2026-03-10."))
    await dispatcher.handle(Inbound(user="alice", text="I'll send the board deck by 2026-03-12."))
    reply = (await dispatcher.handle(Inbound(user="alice", text="The deck is done.")))[0]
    assert "Which one?" in reply and "sales deck" in reply and "board deck" in reply
    user = await memory.store.user_by_name("alice")
    assert user is not None
    from memory.derive import commitments_of

    assert {str(c.status) for c in await commitments_of(memory.store, user.id)} == {"accepted"}
    reply = (await dispatcher.handle(Inbound(user="alice", text="The board deck is done.")))[0]
    assert reply.startswith("Done: send the board deck")


async def test_a_question_opening_an_episode_is_answered_alone(memory: Memory, clock: VirtualClock) -> None:
    """'Previously…' opens a new episode for statements, but a question gets its answer only."""
    dispatcher = Dispatcher(memory, clock)
    await dispatcher.handle(Inbound(user="alice", text="Maya is VP Operations."))
    clock.set(clock.now() + timedelta(hours=2))
    await dispatcher.handle(Inbound(user="alice", text="Maya is now CFO."))
    clock.set(clock.now() + timedelta(hours=2))
    reply = (await dispatcher.handle(Inbound(user="alice", text="what is Maya's role?")))[0]
    assert "CFO" in reply and "VP Operations" not in reply and "Previously" not in reply
    clock.set(clock.now() + timedelta(hours=2))
    statement = (await dispatcher.handle(Inbound(user="alice", text="Lunch with Kenji.")))[0]
    assert statement.startswith("Previously…")
