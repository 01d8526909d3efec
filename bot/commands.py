"""Chat commands: parse the command line, call memory, return the reply text."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime

from memory import briefing, portability, views
from memory.service import Memory
from memory.store import User

Handler = Callable[[Memory, User, str, datetime], Awaitable[str]]

HELP = """I keep one timeline of what you tell me and remember it for you.

Tell me things in plain words: "I'll send the deck by Friday", "Maya is now COO",
"The VPN is down", "no, that was March". Ask: "what's due this week?",
"what did we talk about on Thursday?", "what is Maya's role?".

Commands:
/recap — previously on you: the latest episodes
/due — commitments due soon and overdue
/briefing — the morning briefing, now
/history <subject> — every version of what I know about it, with sources
/why <subject> — the evidence behind what I currently believe
/timezone <IANA name> — e.g. /timezone Europe/Berlin
/briefing_time HH:MM — when your morning briefing comes (your local time)
/nothing_due on|off — also send a one-line briefing when nothing is due
/forget <words> — remove every message containing these words, and what came from them
/export — your claims and commitments as JSON Lines (the format `recap import` reads)
/help — this text"""


async def _help(memory: Memory, user: User, args: str, now: datetime) -> str:
    return HELP


async def _recap(memory: Memory, user: User, args: str, now: datetime) -> str:
    return await views.previously(memory, user, now, exclude=None, limit=5) or "Nothing recorded yet."


async def _due(memory: Memory, user: User, args: str, now: datetime) -> str:
    return await views.due_text(memory, user, now)


async def _briefing(memory: Memory, user: User, args: str, now: datetime) -> str:
    composed = await briefing.compose(memory, user, now)
    return composed.text or "Nothing due and nothing changed since your last briefing."


async def _history(memory: Memory, user: User, args: str, now: datetime) -> str:
    if not args:
        return "Usage: /history <subject>, e.g. /history Maya"
    return await views.history_text(memory, user, args, now)


async def _why(memory: Memory, user: User, args: str, now: datetime) -> str:
    if not args:
        return "Usage: /why <subject>, e.g. /why Maya"
    return await views.why_text(memory, user, args, now)


async def _timezone(memory: Memory, user: User, args: str, now: datetime) -> str:
    current = f"Your timezone is {user.timezone}. Change it with /timezone <IANA name>, e.g. /timezone Asia/Tokyo"
    return await _setting(memory, user, now, args, "timezone", current=current, done="Timezone set to {}.")


async def _briefing_time(memory: Memory, user: User, args: str, now: datetime) -> str:
    current = f"Your briefing comes at {user.briefing_time}. Change it with /briefing_time HH:MM"
    return await _setting(memory, user, now, args, "briefing_time", current=current, done="Briefing time set to {}.")


async def _setting(
    memory: Memory, user: User, now: datetime, args: str, name: str, *, current: str, done: str
) -> str:
    """Show a setting, or change it (validated) and say when the next briefing comes."""
    if not args:
        return current
    try:
        updated = await memory.users.update(user, now, **{name: args.strip()})
    except ValueError as error:
        return f"{error}."
    return f"{done.format(getattr(updated, name))} {views.next_briefing_line(updated)}"


async def _nothing_due(memory: Memory, user: User, args: str, now: datetime) -> str:
    choice = args.strip().lower()
    if choice not in ("on", "off"):
        return "Usage: /nothing_due on|off"
    await memory.users.update(user, now, nothing_due_line=choice == "on")
    if choice == "on":
        return "I'll send a one-line briefing even when nothing is due."
    return "I'll stay quiet on mornings with nothing to report."


async def _forget(memory: Memory, user: User, args: str, now: datetime) -> str:
    if not args.strip():
        return "Usage: /forget <words> — I remove every message containing them, and what came from them."
    said = await memory.forget(user, args.strip())
    # The reply never repeats the words: it is recorded too, and would remember them again.
    if not said:
        return "Nothing I hold mentions that."
    return f"Forgotten: {said} message(s), and everything derived from them."


async def _export(memory: Memory, user: User, args: str, now: datetime) -> str:
    lines = await portability.export_lines(memory, user)
    return "\n".join(lines) if lines else "Nothing to export yet."


COMMANDS: dict[str, Handler] = {
    "help": _help,
    "start": _help,
    "recap": _recap,
    "due": _due,
    "briefing": _briefing,
    "history": _history,
    "why": _why,
    "timezone": _timezone,
    "briefing_time": _briefing_time,
    "nothing_due": _nothing_due,
    "forget": _forget,
    "export": _export,
}

# What the platforms show in their command menus.
DESCRIPTIONS: dict[str, str] = {
    "recap": "Previously on you: the latest episodes",
    "due": "Commitments due soon and overdue",
    "briefing": "The morning briefing, now",
    "history": "Every version of a subject, with sources",
    "why": "The evidence behind the current view",
    "timezone": "Set your timezone (IANA name)",
    "briefing_time": "Set your briefing time (HH:MM)",
    "nothing_due": "Send a line even when nothing is due (on|off)",
    "forget": "Remove messages containing some words",
    "export": "Your claims and commitments as JSON Lines",
    "help": "What I understand",
}


def split_command(text: str) -> tuple[str, str]:
    """'/history@recap_bot Maya' -> ('history', 'Maya')."""
    head, _, args = text.strip().partition(" ")
    name = head[1:].split("@", 1)[0].lower()
    return name, args.strip()


async def run(memory: Memory, user: User, text: str, now: datetime) -> str:
    name, args = split_command(text)
    handler = COMMANDS.get(name)
    if handler is None:
        shown = name[:32].encode("unicode_escape").decode("ascii")
        return f"I don't know the command /{shown}. Send /help to see what I understand."
    return await handler(memory, user, args, now)
