"""Every chat command's reply through the dispatcher: usage lines, settings, views, /forget and /export."""

from __future__ import annotations

import json
from datetime import datetime

import pytest

from bot import commands
from bot.dispatcher import Dispatcher
from bot.types import Inbound
from memory import portability
from memory.clock import VirtualClock
from memory.model import EventKind
from memory.service import FORGOTTEN, Memory
from memory.store import User


class Chat:
    """Alice talking to recap through the same dispatcher the adapters use."""

    def __init__(self, memory: Memory, clock: VirtualClock) -> None:
        self.memory = memory
        self.dispatcher = Dispatcher(memory, clock)

    async def send(self, text: str) -> str:
        (reply,) = await self.dispatcher.handle(Inbound(user="alice", text=text))
        return reply

    async def user(self) -> User:
        found = await self.memory.store.user_by_name("alice")
        assert found is not None
        return found


@pytest.fixture
def chat(memory: Memory, clock: VirtualClock) -> Chat:
    return Chat(memory, clock)


async def _facts(chat: Chat) -> None:
    for text in ("Maya is VP Operations.", "Daniel is Head of Sales.", "I'll send the deck by 2026-03-06."):
        await chat.send(text)


@pytest.mark.parametrize(
    ("command", "usage"),
    [
        ("/history", "Usage: /history <subject>, e.g. /history Maya"),
        ("/why", "Usage: /why <subject>, e.g. /why Maya"),
        ("/nothing_due", "Usage: /nothing_due on|off"),
        ("/nothing_due maybe", "Usage: /nothing_due on|off"),
        ("/forget", "Usage: /forget <words> — I remove every message containing them, and what came from them."),
        ("/forget    ", "Usage: /forget <words> — I remove every message containing them, and what came from them."),
    ],
)
async def test_missing_or_bad_arguments_get_usage(chat: Chat, command: str, usage: str) -> None:
    """A command that needs an argument answers with its usage line when it has none (or a bad one)."""
    assert await chat.send(command) == usage


async def test_help_and_start_list_every_command(chat: Chat) -> None:
    """/help and /start answer the help text, which names every command there is."""
    text = await chat.send("/help")
    assert text == commands.HELP == await chat.send("/start")
    for name in commands.COMMANDS:
        if name != "start":
            assert f"/{name}" in text


def test_every_menu_entry_is_a_command() -> None:
    """The command menus the platforms show offer only commands that exist."""
    assert set(commands.DESCRIPTIONS) <= set(commands.COMMANDS)
    assert set(commands.COMMANDS) - set(commands.DESCRIPTIONS) == {"start"}


async def test_views_of_an_empty_memory(chat: Chat) -> None:
    """With nothing said yet, /recap, /due and /briefing say so plainly; /export holds settings and commands only."""
    assert await chat.send("/recap") == "Nothing recorded yet."
    assert await chat.send("/due") == "Nothing due in the next 7 days, and nothing overdue."
    assert await chat.send("/briefing") == "Nothing due and nothing changed since your last briefing."
    exported = [json.loads(line)["type"] for line in (await chat.send("/export")).splitlines()]
    assert exported[:2] == ["recap-export", "settings"] and set(exported[2:]) == {"slice", "event"}
    assert await chat.send("/history Maya") == "I hold nothing about Maya."
    assert await chat.send("/why Maya") == "I hold nothing current about Maya."


async def test_views_after_some_facts(chat: Chat) -> None:
    """/recap, /due, /briefing, /history and /why show what was said, with sources and times."""
    await _facts(chat)
    assert await chat.send("/recap") == (
        "Today (Mon 2 March 2026), I learned:\n"
        "• 08:00 fact: Maya's role is VP Operations\n"
        "• 08:00 fact: Daniel's role is Head of Sales\n"
        "• 08:00 new commitment: send the deck — due Fri 6 March 2026\n\n"
        f"{commands.CORRECT_HINT}"
    )
    assert await chat.send("/due") == "• send the deck — due Fri 6 March 2026"
    briefing = await chat.send("/briefing")
    assert briefing.startswith("Good morning — your briefing for 2 March 2026.")
    assert "• send the deck — due Fri 6 March 2026" in briefing and "Maya's role: VP Operations" in briefing
    assert await chat.send("/history maya") == (
        "History of Maya:\n• role: VP Operations — effective undated; uncertain; from your message (authority 1), "
        "recorded Mon 2 March 2026 08:00"
    )
    assert await chat.send("/why Maya") == (
        "Maya — role: VP Operations\n  • VP Operations — your message, Mon 2 March 2026 08:00: “Maya is VP Operations.”"
    )


async def _said(chat: Chat, clock: VirtualClock, lines: list[tuple[str, str]]) -> None:
    for when, text in lines:
        clock.set(datetime.fromisoformat(when))
        await chat.send(text)


async def test_recap_lists_each_item_learned_yesterday_in_local_time(chat: Chat, clock: VirtualClock) -> None:
    """/recap the next morning lists every stored item of the user's yesterday at Tokyo time, then what kept nothing."""
    await _said(chat, clock, [
        ("2026-03-02T08:00:00+00:00", "/timezone Asia/Tokyo"),
        ("2026-03-02T08:01:00+00:00", "I'll send the deck by 2026-03-06."),
        ("2026-03-02T08:02:00+00:00", "I'll book the venue by Saturday."),  # not the deck's day: else which?
        ("2026-03-02T08:03:00+00:00", "sorry, meant the 5th"),
        ("2026-03-02T08:04:00+00:00", "push the deck to 2026-03-09"),
        ("2026-03-02T08:05:00+00:00", "cancel the venue, no longer needed"),
        ("2026-03-02T08:06:00+00:00", "I sent the deck."),
        ("2026-03-02T08:07:00+00:00", "Maya is VP Operations from March 1."),
        ("2026-03-02T08:08:00+00:00", "no, that was February"),
        ("2026-03-02T08:09:00+00:00", "thanks!"),
        ("2026-03-02T08:10:00+00:00", "The printer is broken, paper jam."),
        ("2026-03-02T15:30:00+00:00", "The printer works again."),  # 00:30 on the 3rd in Tokyo
    ])
    clock.set(datetime.fromisoformat("2026-03-03T01:00:00+00:00"))
    yesterday = (
        "Yesterday (Mon 2 March 2026), I learned:\n"
        "• 17:01 new commitment: send the deck — due Fri 6 March 2026\n"
        "• 17:02 new commitment: book the venue — due Sat 7 March 2026\n"
        "• 17:03 corrected: book the venue — due Thu 5 March 2026 (was Sat 7 March 2026)\n"
        "• 17:04 moved: send the deck — due Mon 9 March 2026 (was Fri 6 March 2026)\n"
        "• 17:05 cancelled: book the venue\n"
        "• 17:06 done: send the deck\n"
        "• 17:07 fact: Maya's role is VP Operations from 1 March 2026\n"
        "• 17:08 corrected: Maya's role is VP Operations from February 2026 (was from 1 March 2026)\n"
        "• 17:10 issue opened: printer (paper jam)\n"
        "Nothing kept from:\n"
        "• 17:09 “thanks!”"
    )
    today = "Today (Tue 3 March 2026), I learned:\n• 00:30 issue resolved: printer"
    assert await chat.send("/recap") == f"{yesterday}\n\n{today}\n\n{commands.CORRECT_HINT}"
    assert await chat.send("/recap yesterday") == f"{yesterday}\n\n{commands.CORRECT_HINT}"
    assert await chat.send("/recap Today") == f"{today}\n\n{commands.CORRECT_HINT}"


async def test_recap_of_quiet_days_and_bad_arguments(chat: Chat, clock: VirtualClock) -> None:
    """A day without messages says so; with none either day /recap shows the latest episodes; other words get usage."""
    await _said(chat, clock, [("2026-03-02T08:00:00+00:00", "lol"), ("2026-03-02T08:01:00+00:00", "ok")])
    assert await chat.send("/recap") == (
        "Today (Mon 2 March 2026), I learned nothing.\nNothing kept from:\n• 08:00 “lol”\n• 08:01 “ok”"
    )
    assert await chat.send("/recap yesterday") == "Yesterday (Sun 1 March 2026): you told me nothing."
    assert await chat.send("/recap tomorrow") == commands.RECAP_USAGE
    clock.set(datetime.fromisoformat("2026-03-05T09:00:00+00:00"))
    assert await chat.send("/recap") == "Previously…\n• Mon 2 March 2026: lol · ok"


async def test_timezone_shows_sets_and_refuses(chat: Chat) -> None:
    """/timezone alone shows the zone; a valid name is set with the next briefing; nonsense changes nothing."""
    assert await chat.send("/timezone") == (
        "Your timezone is UTC. Change it with /timezone <IANA name>, e.g. /timezone Asia/Tokyo"
    )
    assert await chat.send("/timezone Asia/Tokyo") == (
        "Timezone set to Asia/Tokyo. Next briefing: Tue 3 March 2026 08:00 (Asia/Tokyo)."
    )
    assert await chat.send("/timezone Mars/Olympus") == (
        "unknown timezone 'Mars/Olympus'; use an IANA name such as Europe/Berlin."
    )
    assert (await chat.user()).timezone == "Asia/Tokyo"


async def test_briefing_time_shows_sets_and_refuses(chat: Chat) -> None:
    """/briefing_time alone shows the time; HH:MM is set and normalised; anything else changes nothing."""
    assert await chat.send("/briefing_time") == "Your briefing comes at 08:00. Change it with /briefing_time HH:MM"
    assert await chat.send("/briefing_time 7:30") == (
        "Briefing time set to 07:30. Next briefing: Tue 3 March 2026 07:30 (UTC)."
    )
    assert await chat.send("/briefing_time 25:99") == "'25:99' is not a time of day; use HH:MM, e.g. 07:30."
    user = await chat.user()
    assert user.briefing_time == "07:30"
    assert await chat.send("/briefing_time") == "Your briefing comes at 07:30. Change it with /briefing_time HH:MM"


async def test_nothing_due_switches_the_setting(chat: Chat) -> None:
    """/nothing_due on and off set the user's one-line-briefing setting and say what it means."""
    assert await chat.send("/nothing_due on") == "I'll send a one-line briefing even when nothing is due."
    assert (await chat.user()).nothing_due_line is True
    assert await chat.send("/nothing_due OFF") == "I'll stay quiet on mornings with nothing to report."
    assert (await chat.user()).nothing_due_line is False


async def test_export_gives_everything_in_the_import_format(chat: Chat) -> None:
    """/export answers the versioned header, the settings, the claims and commitment and the
    timeline, one JSON object a line, all of it readable by `recap import`."""
    await _facts(chat)
    lines = (await chat.send("/export")).splitlines()
    records, errors = portability.parse_lines("\n".join(lines))
    assert errors == [] and len(records) == len(lines)
    parsed = [json.loads(line) for line in lines]
    assert [r["type"] for r in parsed[:2]] == ["recap-export", "settings"]
    assert [r["subject"] for r in parsed if r["type"] == "claim"] == ["Maya", "Daniel"]
    assert [r["action"] for r in parsed if r["type"] == "commitment"] == ["send the deck"]
    assert [r["text"] for r in parsed if r["type"] == "event" and r["kind"] != "reply"] == [
        "Maya is VP Operations.", "Daniel is Head of Sales.", "I'll send the deck by 2026-03-06.", "/export"
    ]


async def test_an_export_never_holds_an_earlier_export(chat: Chat) -> None:
    """The reply to an earlier /export is on the timeline, but a later export carries it as one short line."""
    await _facts(chat)
    first = await chat.send("/export")
    second = [json.loads(line) for line in (await chat.send("/export")).splitlines()]
    replies = [r["text"] for r in second if r["type"] == "event" and r["kind"] == "reply"]
    assert replies[-1] == f"[recap export, {len(first.splitlines())} lines]"
    assert all(not text.startswith('{"type"') for text in replies)


async def test_forget_removes_the_fact_and_what_came_from_it(chat: Chat, memory: Memory) -> None:
    """/forget Maya redacts what named Maya, drops Maya's claims, keeps the rest, and never repeats the words."""
    await _facts(chat)
    await chat.send("I'll ask Maya about the budget by 2026-03-05.")
    reply = await chat.send("/forget Maya")
    assert reply == "Forgotten: 2 message(s), and everything derived from them."
    assert "Maya" not in reply
    user = await chat.user()
    assert all(claim.subject != "Maya" for claim in await memory.store.claims(user.id))
    assert [claim.subject for claim in await memory.store.claims(user.id)] == ["Daniel"]
    assert [record.action for record, _ in await memory.store.commitments(user.id)] == ["send the deck"]
    assert not any("maya" in event.text.casefold() for event in await memory.store.events(user.id))
    assert FORGOTTEN in [event.text for event in await memory.store.events(user.id, kinds=[EventKind.MESSAGE])]
    assert "Maya" not in await chat.send("/export")
    assert await chat.send("/history Maya") == "I hold nothing about Maya."
    assert "Daniel" in await chat.send("/history Daniel")


async def test_forget_of_something_never_said(chat: Chat) -> None:
    """Forgetting words no message holds says so, even though the /forget command itself named them."""
    await _facts(chat)
    assert await chat.send("/forget zanzibar") == "Nothing I hold mentions that."


async def test_unknown_command_points_to_help_with_the_name_escaped(chat: Chat) -> None:
    """An unknown command is named back (escaped, cut short) with a pointer to /help."""
    assert await chat.send("/launch now") == "I don't know the command /launch. Send /help to see what I understand."
    reply = await chat.send("/x\x1b[31m")
    assert "\x1b" not in reply and "/x\\x1b[31m" in reply
    assert len(await chat.send("/" + "a" * 500)) < 120


def test_split_command_strips_the_bot_name_and_case() -> None:
    """'/History@recap_bot  Maya Lee' is the history command with 'Maya Lee'."""
    assert commands.split_command("/History@recap_bot  Maya Lee ") == ("history", "Maya Lee")
    assert commands.split_command("/due") == ("due", "")
