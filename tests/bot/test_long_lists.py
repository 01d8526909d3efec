"""Lists stay short however much is open (:mod:`memory.shortlist`): an answer, /due, the
briefing and a model's recall context show the most relevant items up to their cap, then how
many more there are and where to see them; ``/due all`` lists every open one. Played through
the dispatcher with a real store, under a virtual clock that runs the sweeps."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from bot.dispatcher import Dispatcher
from memory import shortlist
from memory.service import Memory
from tests.driver import Person

THINGS = [
    "deck",
    "invoice",
    "contract",
    "budget",
    "roadmap",
    "slides",
    "minutes",
    "proposal",
    "receipts",
    "photos",
    "tickets",
    "forms",
    "floor plan",
    "survey",
    "brochure",
    "agenda",
    "timeline",
    "estimate",
    "mockups",
    "press kit",
    "org chart",
    "price list",
    "sign-off",
    "specs",
    "handbook",
]
START = "2026-03-02T09:00:00+00:00"  # a Monday
LATER = "2026-03-09T10:00:00+00:00"  # the Monday after
MORE_OVERDUE = "… and {} more overdue, due earlier — /due all lists every open one."


async def _promised(person: Person, things: list[str], day: int = 3) -> None:
    """One promise to Omar a minute apart from :data:`START`, each due on one of five days from
    ``day`` March."""
    for n, thing in enumerate(things):
        said = f"I'll send Omar the {thing} by {day + n % 5} March"
        reply = await person.say(f"2026-03-02T09:{n:02d}:00+00:00", said)
        assert reply.startswith(f"Noted: send Omar the {thing}")


def _bullets(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("• ")]


def _due_days(lines: list[str]) -> list[int]:
    """The day of March each line is due on, in the order shown."""
    return [int(line.rsplit(" March", 1)[0].rsplit(" ", 1)[1]) for line in lines]


async def test_overdue_shows_the_latest_up_to_the_cap_then_how_many_more(memory: Memory) -> None:
    """14 overdue: the 10 most recently due, earliest first as always, then one line with the
    other 4 and where to see them; /due says the same, and /due all lists all 14."""
    nia = await Person(memory, "nia", "Europe/London", START).create()
    await _promised(nia, THINGS[:14])
    asked = await nia.say(LATER, "what's overdue?")
    lines = asked.splitlines()
    shown = _bullets(asked)
    assert len(shown) == shortlist.CHAT and lines[:-1] == shown
    assert lines[-1] == MORE_OVERDUE.format(4)
    days = _due_days(shown)
    assert days == sorted(days) and min(days) >= 4  # the four due on the 3rd are left out
    assert await nia.say("2026-03-09T10:01:00+00:00", "/due") == asked
    every = await nia.say("2026-03-09T10:02:00+00:00", "/due all")
    assert len(_bullets(every)) == 14 and "more" not in every
    assert {line.split(" — ")[0] for line in _bullets(every)} == {f"• send Omar the {thing}" for thing in THINGS[:14]}


async def test_a_list_at_the_cap_is_shown_whole(memory: Memory) -> None:
    """Exactly :data:`memory.shortlist.CHAT` items: every one, and no line about more."""
    nia = await Person(memory, "nia", "Europe/London", START).create()
    await _promised(nia, THINGS[: shortlist.CHAT])
    asked = await nia.say(LATER, "what's overdue?")
    assert len(_bullets(asked)) == shortlist.CHAT and asked.splitlines() == _bullets(asked)
    owed = await nia.say("2026-03-09T10:01:00+00:00", "what do I owe Omar?")
    assert owed.splitlines() == ["What you owe Omar:", *_bullets(asked)]


async def test_what_is_owed_open_and_due_soon_are_cut_by_urgency(memory: Memory) -> None:
    """Owed and open: the soonest due first, and past the cap how many more; due this week:
    the soonest, the later ones counted."""
    nia = await Person(memory, "nia", "Europe/London", START).create()
    await _promised(nia, THINGS[:13], day=4)  # due on the 4th to the 8th, asked on the 3rd
    now = "2026-03-03T10:00:00+00:00"
    owed = await nia.say(now, "what do I owe Omar?")
    assert owed.splitlines()[0] == "What you owe Omar:"
    assert owed.splitlines()[-1] == "… and 3 more you owe Omar — /due all lists every open one."
    assert _due_days(_bullets(owed)) == [4, 4, 4, 5, 5, 5, 6, 6, 6, 7]
    opened = await nia.say("2026-03-03T10:01:00+00:00", "what's open?")
    assert _bullets(opened) == _bullets(owed)
    assert opened.splitlines()[-1] == "… and 3 more open — /due all lists every open one."
    due = await nia.say("2026-03-03T10:02:00+00:00", "/due")
    assert _bullets(due) == _bullets(owed)
    assert due.splitlines()[-1] == "… and 3 more due later — /due all lists every open one."


async def test_the_morning_briefing_cuts_its_overdue_section(memory: Memory) -> None:
    """The briefing's overdue section: the 10 most recently due, then how many more."""
    nia = await Person(memory, "nia", "Europe/London", START).create()
    await _promised(nia, THINGS[:14])
    await nia.at(LATER)
    briefing = nia.outbox.sent[-1]
    section = briefing.split("Overdue:\n", 1)[1].split("\n\n", 1)[0].splitlines()
    assert len(section) == shortlist.CHAT + 1 and section[-1] == MORE_OVERDUE.format(4)
    assert min(_due_days(section[:-1])) >= 4


class _Model:
    """A stand-in for the model: reads nothing from messages and keeps what it was handed."""

    def __init__(self) -> None:
        self.contexts: list[str] = []
        self.notes: list[str] = []

    async def extract(self, text: str, now: datetime, tz: ZoneInfo) -> None:
        return None

    async def reply(self, text: str, context: str, *, notes: str = "", tools: object = None) -> str:
        self.contexts.append(context)
        self.notes.append(notes)
        return "written"


async def test_a_models_recall_context_holds_capped_blocks_with_their_totals(memory: Memory) -> None:
    """The open obligations a question reaches: the :data:`memory.shortlist.CONTEXT` most
    urgent, then how many more; the offline answer handed along is cut as well."""
    nia = await Person(memory, "nia", "Europe/London", START).create()
    await _promised(nia, THINGS)
    model = _Model()
    nia.dispatcher = Dispatcher(memory, nia.clock, model)  # type: ignore[arg-type]  # a stand-in
    assert await nia.say("2026-03-05T12:00:00+00:00", "what do I owe Omar?") == "written"
    block = model.contexts[-1].split("<<<OPEN OBLIGATIONS>>>\n", 1)[1].split("\n<<<UNCERTAINTY>>>", 1)[0]
    lines = block.splitlines()
    assert len(lines) == shortlist.CONTEXT + 1
    hidden = len(THINGS) - shortlist.CONTEXT
    assert lines[-1] == f"- … and {hidden} more open obligations — the commitments tool lists them."
    # the overdue ones due on the 3rd and 4th are the least urgent: five of them left out
    assert sum("(overdue)" in line for line in lines) == 10 - hidden
    more = len(THINGS) - shortlist.CHAT
    assert model.notes[-1].splitlines()[-1] == f"… and {more} more you owe Omar — /due all lists every open one."
