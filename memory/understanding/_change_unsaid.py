"""A change told without what it changed to: "the vet changed his number", "Kofi's email has
changed", "the insurance went up", "our rent's going up again".

The old value is stale and the new one unsaid, so recap asks for it rather than keep nothing
in silence (or read "went up" as a thing back up). Said with the new value ("… went up to
£60", "changed his number to 0821 …") the fact readers take it, and these shapes do not
match. Hand-written: closed lists of the attribute words and the figures that go up or down.
"""

from __future__ import annotations

import re

from memory.understanding._attribute_asks import ATTRIBUTE_OF
from memory.understanding._phrases import _I, _Ctx, _phrase, _plausible
from memory.understanding._prefilter import gated
from memory.understanding.intents import Unclear

_ATTR = r"(?P<a>number|phone(?:\s+number)?|mobile(?:\s+number)?|cell(?:\s+number)?|email(?:\s+address)?|e-mail"
_ATTR += r"|address|extension|ext|landline|whatsapp|handle|username|account\s+number|bank\s+details)"
_WHO = r"(?:(?P<det>the|our|my)\s+)?(?P<w>[\w\-]+(?:\s+[\w\-]+)?)"
_CHANGED_THEIR = re.compile(
    r"^"
    + _WHO
    + r"\s+(?:has\s+|'s\s+|just\s+)?(?:changed|swapped|switched)\s+(?:his|her|their|its)\s+"
    + _ATTR
    + r"(?:\s+again)?$",
    _I,
)
_THEIRS_CHANGED = gated(re.compile(
    r"^" + _WHO + r"(?:'s|s'|s)\s+(?:new\s+)?" + _ATTR + r"\s+(?:has\s+|'s\s+|just\s+)?(?:changed|is\s+different)"
    r"(?:\s+again)?$",
    _I,
))
# a figure of the user's that moved, said without where to: "the insurance went up"
_FIGURE = (
    r"(?P<f>rent|insurance|premium|price|prices|fee|fees|subs|levy|rates|bill|budget|salary|wage|wages|rate|cost"
    r"|costs|deposit|service\s+charge|(?:council|property)\s+tax|excess)"
)
_FIGURE_MOVED = re.compile(
    r"^(?P<det>the|our|my)\s+(?:(?P<t>[\w\-]+(?:\s+[\w\-]+)?)\s+)?" + _FIGURE + r"(?:\s+has|\s*'s|\s+is|\s+are)?\s+"
    r"(?:(?:went|gone|going|goes|go|has\s+gone)\s+(?P<d>up|down)|(?:has\s+)?(?P<c>changed))(?:\s+again)?$",
    _I,
)


def change_unsaid(clause: str, ctx: _Ctx) -> list[Unclear] | None:
    """A question for the new value when ``clause`` tells a change without it, else None."""
    s = clause.strip(" .!")
    m = _CHANGED_THEIR.match(s) or _THEIRS_CHANGED.match(s)
    if m is not None and _plausible(m["w"], max_words=2):
        who, attr = _phrase(m["w"]), re.sub(r"\s+", " ", m["a"].lower())
        who = f"{m['det'].lower()} {who}" if m["det"] else who  # "the vet's new number"
        word = "extension" if attr in ("extension", "ext") else attr if attr not in ATTRIBUTE_OF else {
            "phone": "number", "email": "email", "address": "address"}.get(ATTRIBUTE_OF[attr], attr)  # fmt: skip
        return [Unclear(f"What's {who}'s new {word}? Tell me and I'll keep it.", clause)]
    m = _FIGURE_MOVED.match(s)
    if m is not None and (m["t"] is None or _plausible(m["t"], max_words=2)):
        figure = " ".join(part for part in (m["t"], m["f"]) if part)
        if m["c"]:  # "the contractor rate changed"
            return [Unclear(f"What's the new {figure} (and from when)? Tell me and I'll keep it.", clause)]
        way = m["d"].lower()
        return [Unclear(f"What did the {figure} go {way} to (and from when)? Tell me and I'll keep it.", clause)]
    return None
