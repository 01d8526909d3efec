"""Chat commands: parse the command line, call memory, return the reply text."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime

from memory import briefing, date_habit, learned, portability, views
from memory.answers_ahead import later_lines
from memory.service import Memory
from memory.store import User
from memory.timefmt import zone
from memory.users import AUTO

Handler = Callable[[Memory, User, str, datetime], Awaitable[str]]

HELP = """I keep one timeline of what you tell me and remember it for you.

Tell me things in plain words: "I'll send the deck by Friday", "Maya is now COO",
"The VPN is down", "no, that was March". Ask: "what's due this week?",
"what did we talk about on Thursday?", "what is Maya's role?".

Commands:
/recap [yesterday|today] — what I learned, one line each, to review and correct
/due — commitments due soon and overdue; /due all — every open one
/briefing — the morning briefing, now
/history <subject> — every version of what I know about it, with sources
/why <subject> — the evidence behind what I currently believe
/timezone <IANA name> — e.g. /timezone Europe/Berlin
/briefing_time HH:MM — when your morning briefing comes (your local time)
/nothing_due on|off — also send a one-line briefing when nothing is due
/dates [day-first|month-first|auto] — how I read dates like 3/4 (auto: by your timezone, asking when unsure)
/forget <words> — remove every message containing these words, and what came from them
/git_remote <url>|off — push your timeline to a git repository of yours whenever a conversation closes
/export — everything I keep about you, as JSON Lines (`recap import` reads it back)
/help — this text"""


async def _help(memory: Memory, user: User, args: str, now: datetime) -> str:
    return HELP


RECAP_DAYS = {"yesterday": 1, "today": 0}
RECAP_USAGE = "Usage: /recap, /recap yesterday or /recap today"
CORRECT_HINT = "Something wrong? Say so (“no, that was March”), or /forget <words>."


async def _recap(memory: Memory, user: User, args: str, now: datetime) -> str:
    """What recap learned yesterday and today, item by item (the briefing's "/recap to review").

    ``/recap`` alone shows both days, so the review works the evening before as well as the
    morning after; with nothing said on either, it falls back to the latest episodes.
    """
    choice = args.strip().lower()
    if choice and choice not in RECAP_DAYS:
        return RECAP_USAGE
    tz = zone(user.timezone)
    days = [
        (label, await learned.learned_on(memory.store, user, *learned.local_day(now, tz, ago)))
        for label, ago in RECAP_DAYS.items()
        if not choice or label == choice
    ]
    said = [(label, day) for label, day in days if day.items or day.messages]
    if not said and not choice:
        return await views.previously(memory, user, now, exclude=None, limit=5) or "Nothing recorded yet."
    text = "\n\n".join(learned.review_text(day, label, tz) for label, day in (said or days))
    return f"{text}\n\n{CORRECT_HINT}" if any(day.items for _, day in said) else text


async def _due(memory: Memory, user: User, args: str, now: datetime) -> str:
    """``/due``: the overdue and the next week, each list cut short (:mod:`memory.shortlist`), or
    with none in the week the soonest due after it; ``/due all``: every open commitment, however many."""
    if args.strip().lower() == "all":
        return await views.open_text(memory, user, now, limit=None)
    said = await views.due_text(memory, user, now)
    return "\n".join([said, *await later_lines(memory, user, now)])  # an empty week: the soonest after it


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


DATES_USAGE = "Usage: /dates day-first, /dates month-first or /dates auto (dmy, mdy, dd/mm, mm/dd work too)"


async def _dates(memory: Memory, user: User, args: str, now: datetime) -> str:
    """Show, set or clear the way round the user writes numeric dates (:mod:`memory.date_habit`)."""
    if not args.strip():
        if user.date_order is None:
            return ("I read dates like 3/4 the way people in your timezone write them, and ask when both "
                    "days could be meant. Set yours with /dates day-first or /dates month-first.")
        return f"I read dates like 3/4 as {date_habit.described(user.date_order)}. /dates auto forgets it."
    chosen = date_habit.setting(args)
    if chosen is None:
        return DATES_USAGE
    if chosen == "auto":
        await memory.users.update(user, now, date_order=AUTO)
        return "I'll read dates like 3/4 by your timezone again, and ask when both days could be meant."
    await memory.users.update(user, now, date_order=chosen)
    return f"I'll read dates like 3/4 as {date_habit.described(chosen)}."


async def _git_remote(memory: Memory, user: User, args: str, now: datetime) -> str:
    """Show, set or clear where the user's timeline is pushed on close (:mod:`memory.gitpush`)."""
    choice = args.strip()
    if not choice:
        current = await memory.users.git_remote(user.id)
        if current is None:
            return "Your timeline is not pushed anywhere. Set a repository with /git_remote <ssh:// or https:// URL>."
        return f"Your timeline is pushed to {current} whenever a conversation closes. /git_remote off stops it."
    if choice.lower() == "off":
        await memory.users.set_git_remote(user, None)
        return "Your timeline is no longer pushed."
    try:
        await memory.users.set_git_remote(user, choice)
    except ValueError as error:
        return f"{error}."
    return f"Your timeline goes to {choice} whenever a conversation closes (branch main; a failed push is tried again)."


async def _forget(memory: Memory, user: User, args: str, now: datetime) -> str:
    if not args.strip():
        return "Usage: /forget <words> — I remove every message containing them, and what came from them."
    forgotten = await memory.forget(user, args.strip())
    # The reply never repeats the words: it is recorded too, and would remember them again.
    if not forgotten.said:
        return "Nothing I hold mentions that."
    done = f"Forgotten: {forgotten.said} message(s), and everything derived from them."
    if forgotten.skipped:
        done += f" {len(forgotten.skipped)} other message(s) I could not read again are kept but derive nothing."
    return done


async def _export(memory: Memory, user: User, args: str, now: datetime) -> str:
    return "\n".join(await portability.export_lines(memory, user, now))


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
    "dates": _dates,
    "forget": _forget,
    "git_remote": _git_remote,
    "export": _export,
}

# What the platforms show in their command menus.
DESCRIPTIONS: dict[str, str] = {
    "recap": "What I learned yesterday and today, to review",
    "due": "Commitments due soon and overdue",
    "briefing": "The morning briefing, now",
    "history": "Every version of a subject, with sources",
    "why": "The evidence behind the current view",
    "timezone": "Set your timezone (IANA name)",
    "briefing_time": "Set your briefing time (HH:MM)",
    "nothing_due": "Send a line even when nothing is due (on|off)",
    "dates": "How I read dates like 3/4 (day-first|month-first|auto)",
    "forget": "Remove messages containing some words",
    "git_remote": "Push your timeline to your git repository",
    "export": "Everything I keep about you, as JSON Lines",
    "help": "What I understand",
}


WITHHELD = "[words not kept]"


def recorded_text(text: str) -> str:
    """What of a command line goes on the timeline: all of it, but the words of /forget, which
    the command asking to forget them would otherwise keep (even when nothing else held them)."""
    if not text.startswith("/"):
        return text
    name, args = split_command(text)
    return f"/{name} {WITHHELD}" if name == "forget" and args else text


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
