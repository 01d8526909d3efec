"""A numeric date that reads both ways offers both days as choices; the day chosen, or a date
only one order reads, teaches recap the user's order, and from then on "3/4" is read that way
without asking; /dates shows, sets and clears it; a rebuild gives the same memory."""

from __future__ import annotations

from datetime import datetime

from memory.derive import commitments_of
from memory.home import Home
from memory.service import Memory
from memory.store import User
from tests.bot.test_asking import Chat as Asking
from tests.driver import at, rebuilt, snapshot

START = "2026-12-03T10:00:00+00:00"  # London, on 3 December: 3/4 is 3 April or 4 March, both ahead
LEARNED_DMY = "I'll read dates like 3/4 as day/month from now on — /dates to change."
LEARNED_MDY = "I'll read dates like 3/4 as month/day from now on — /dates to change."
APRIL, MARCH = "Sat 3 April 2027", "Thu 4 March 2027"


class Chat(Asking):
    """:class:`tests.bot.test_asking.Chat` on 3 December in London, and what these tests read back."""

    def __init__(self, memory: Memory) -> None:
        super().__init__(memory)
        self.clock.set(at(START))

    async def user(self) -> User:
        found = await self.memory.store.user_by_name("alice")
        assert found is not None
        return found

    async def dues(self) -> dict[str, datetime | None]:
        return {c.action: c.due for c in await commitments_of(self.memory.store, (await self.user()).id)}


async def _in_london(chat: Chat) -> None:
    await chat.say("/timezone Europe/London")


async def test_both_days_are_offered_and_a_press_stores_the_one_chosen_and_learns_the_order(home: Home) -> None:
    """Pressing "3 April" for "3/4" stores the to-do due then, says day/month is learned, and a
    second "3/4" is then stored as 3 April without a question."""
    chat = Chat(await Memory.open(home))
    await _in_london(chat)
    asked = await chat.say("pay the deposit by 3/4")
    assert "I can't tell whether “3/4” is 3 April or 4 March" in asked.text
    assert [b.label for b in asked.buttons] == [APRIL, MARCH, "Other date", "No"]

    chosen = await chat.press(asked, APRIL)
    assert chosen is not None
    assert "Noted: pay the deposit, due Sat 3 April 2027." in chosen.text
    assert chosen.text.endswith(LEARNED_DMY)
    assert (await chat.user()).date_order == "DMY"

    again = await chat.say("book the venue by 3/4")
    assert again.text == "Noted: book the venue, due Sat 3 April 2027."
    assert not [b for b in again.buttons if b.label != "Undo"]
    dues = await chat.dues()
    assert dues["pay the deposit"] == dues["book the venue"]
    await _same_after_rebuild(chat, home)


async def test_a_typed_number_or_day_in_words_picks_a_day(home: Home) -> None:
    """"2" picks the second day offered (4 March: month first); a day named in words picks its
    choice too; neither asks again once the order is known."""
    chat = Chat(await Memory.open(home))
    await _in_london(chat)
    await chat.say("pay the deposit by 3/4")
    chosen = await chat.say("2")
    assert chosen.text == f"Noted: pay the deposit, due {MARCH}.\n\n{LEARNED_MDY}"
    assert (await chat.user()).date_order == "MDY"

    await chat.say("/dates auto")
    await chat.say("renew the permit by 3/4")
    named = await chat.say("the 3rd of april")
    assert named.text.startswith(f"Noted: renew the permit, due {APRIL}.")
    assert named.text.endswith(LEARNED_DMY)
    assert (await chat.user()).date_order == "DMY"
    await chat.memory.close()


async def test_a_date_only_one_order_reads_teaches_the_order(home: Home) -> None:
    """"by 15/3" can only be day first: the to-do is stored and the order learned; a fraction in
    chatter teaches nothing."""
    chat = Chat(await Memory.open(home))
    await _in_london(chat)
    await chat.say("we won 3/1 on saturday, great game")
    assert (await chat.user()).date_order is None
    stored = await chat.say("pay the deposit by 15/3")
    assert stored.text == f"Noted: pay the deposit, due Mon 15 March 2027.\n\n{LEARNED_DMY}"
    assert (await chat.user()).date_order == "DMY"
    assert (await chat.say("book the venue by 3/4")).text == f"Noted: book the venue, due {APRIL}."
    await _same_after_rebuild(chat, home)


async def test_month_first_is_learned_from_a_date_only_it_reads(home: Home) -> None:
    """"3/15" in London can only be month first: learned, and "3/4" is then the 4th of March."""
    chat = Chat(await Memory.open(home))
    await _in_london(chat)
    stored = await chat.say("pay the deposit by 3/15")
    assert stored.text.endswith(LEARNED_MDY)
    assert (await chat.say("book the venue by 3/4")).text == f"Noted: book the venue, due {MARCH}."
    await chat.memory.close()


async def test_dates_shows_sets_clears_and_refuses(home: Home) -> None:
    """/dates alone says how 3/4 is read; day-first, mdy, dd/mm set it; auto clears it; other
    words get the usage line and change nothing."""
    chat = Chat(await Memory.open(home))
    await _in_london(chat)
    assert (await chat.say("/dates")).text.startswith("I read dates like 3/4 the way people in your timezone")
    assert (await chat.say("/dates day-first")).text == "I'll read dates like 3/4 as day/month."
    assert (await chat.user()).date_order == "DMY"
    assert (await chat.say("/dates")).text == "I read dates like 3/4 as day/month. /dates auto forgets it."
    assert (await chat.say("/dates sideways")).text.startswith("Usage: /dates day-first, /dates month-first or")
    assert (await chat.user()).date_order == "DMY"
    await chat.say("/dates MM/DD")
    assert (await chat.user()).date_order == "MDY"
    assert (await chat.say("book the venue by 3/4")).text == f"Noted: book the venue, due {MARCH}."
    await chat.say("/dates auto")
    assert (await chat.user()).date_order is None
    assert "I can't tell whether" in (await chat.say("pay the deposit by 3/4")).text
    await chat.memory.close()


async def test_help_lists_dates(home: Home) -> None:
    """/help names /dates."""
    chat = Chat(await Memory.open(home))
    assert "/dates [day-first|month-first|auto]" in (await chat.say("/help")).text
    await chat.memory.close()


async def _same_after_rebuild(chat: Chat, home: Home) -> None:
    user = await chat.user()
    before = await snapshot(chat.memory, user.id)
    fresh = await rebuilt(chat.memory, home, chat.clock.now())
    assert await snapshot(fresh, user.id) == before
    assert (await fresh.store.user(user.id)) == user
    await fresh.close()
