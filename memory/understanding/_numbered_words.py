"""The words things are known by a number after: "bed 12", "sprint 14", "gate 5", "round 3".

A number right after one of these labels the thing, and is never a day or a clock hour: "the
summary for bed 12" leaves no date unread (:func:`._counted_not_dated.counted_not_dated`), and
"gate 5 tmrw" is the gate, due tomorrow, not 05:00 (:func:`._numbered_label.numbered_by`).

Two kinds, as the time readers need them apart: :data:`NUMBERED_THINGS` never name an event held
at a time (a room, a ticket, a chapter), so a number after one is a label even before a day;
:data:`NUMBERED_EVENTS` may ("session 7 tomorrow" may be a session at 7), so only a to-do's
leftover words take theirs for a label. Hand-written: what software teams, buildings, transport,
documents, schools and sports number is a short, closed list.
"""

from __future__ import annotations

__all__ = ["NUMBERED_EVENTS", "NUMBERED_THINGS", "NUMBERED_WORDS"]

NUMBERED_THINGS = frozenset({
    # work items
    "sprint", "iteration", "milestone", "release", "version", "build", "batch", "issue", "pr", "ticket", "bug",
    "task", "story", "epic", "draft", "revision", "rev", "case", "lot", "phase", "stage", "step", "item", "wave",
    "invoice", "order", "#", "no", "no.", "number",
    # documents and courses
    "chapter", "volume", "vol", "part", "module", "unit", "level", "grade", "page", "section", "question", "slide",
    "figure", "appendix", "clause", "article", "episode", "season", "series", "week", "year", "form", "cohort",
    "period",  # a school day's slot: "period 3 tmrw" is the third, never 3 o'clock
    # places and vehicles
    "room", "gate", "platform", "terminal", "truck", "van", "bus", "car", "cab", "flat", "apt", "apartment",
    "bay", "dock", "lane", "table", "seat", "row", "aisle", "floor", "ward", "bed", "beds", "block", "building",
    "locker", "box", "route", "exit", "door", "pier", "berth", "stand", "court", "pitch", "field", "studio", "suite",
    "desk", "office", "house", "lab", "cabin", "shed", "plot", "bin", "line", "area", "zone", "station", "shelf",
    "pod", "hole", "track",
    # machines and kit a kitchen, a shop floor, a yard or a server room numbers ("oven 2", "till 3", "lift 4")
    "oven", "fridge", "freezer", "fryer", "printer", "lift", "elevator", "machine", "till", "register", "checkout",
    "pump", "kiosk", "tank", "generator", "boiler", "server", "node", "camera", "cam", "washer", "dryer", "ute",
    "lorry", "trailer", "forklift", "tractor", "excavator", "crane", "mixer",
    # what a mine, a plant, a farm or a site numbers ("the roof bolts in panel 4", "pit 2", "hangar 3", "turbine 4")
    "panel", "shaft", "pit", "hangar", "hall", "sector", "belt", "kiln", "wing", "bench", "cell", "heading", "rig",
    "silo", "mill", "furnace", "reactor", "turbine", "paddock", "barn", "greenhouse", "warehouse", "depot", "site",
    "tower",
})  # fmt: skip
NUMBERED_EVENTS = frozenset({
    "round", "game", "match", "heat", "leg", "session", "lecture", "tutorial", "workshop", "quiz", "test",
    "assignment", "problem", "exercise", "job", "day", "class", "lesson", "group", "set",
})  # fmt: skip
NUMBERED_WORDS = NUMBERED_THINGS | NUMBERED_EVENTS
