"""Strands: tag → the slices that carry it. An index only; strands never copy slice text.

Tags are drawn from a closed slice's text without a model: names (capitalised words that do
not merely start a sentence) count double, then the content words said most often. A tag is
folded onto an existing one when they differ only by case or a plural ``s``, so a strand keeps
growing instead of splitting.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Container
from pathlib import Path

from memory.home import read_text, write_atomically
from memory.model import Event, EventKind, Slice
from memory.words import STOPWORDS

MAX_TAGS = 6
_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]")


def tags_for(events: list[Event], known: dict[str, list[str]]) -> tuple[str, ...]:
    """Up to :data:`MAX_TAGS` tags for a slice, spelled as existing strands spell them."""
    scores: Counter[str] = Counter()
    first_seen: dict[str, int] = {}
    position = 0
    for event in events:
        if event.kind not in (EventKind.MESSAGE, EventKind.SOURCE):
            continue
        for match in _WORD.finditer(event.text):
            word = match[0].strip("'’-")
            lower = word.lower().removesuffix("'s").removesuffix("’s")
            if len(lower) < 3 or lower in STOPWORDS:
                continue
            at_start = _starts_sentence(event.text, match.start())
            is_name = word[0].isupper() and not at_start
            tag = fold(lower, known)
            if tag not in known:  # one spelling within the slice too: "deadline" and "deadlines"
                tag = fold(tag, scores)
            scores[tag] += 2 if is_name else 1
            first_seen.setdefault(tag, position)
            position += 1
    ranked = sorted(scores, key=lambda tag: (-scores[tag], first_seen[tag]))
    return tuple(ranked[:MAX_TAGS])


def _starts_sentence(text: str, position: int) -> bool:
    """Whether the word at ``position`` opens a sentence (so its capital proves nothing).

    Looks back over white space only, so tagging stays linear in the length of the text.
    """
    index = position - 1
    while index >= 0 and text[index] in " \t\r":
        index -= 1
    return index < 0 or text[index] in ".!?\n"


def fold(tag: str, known: Container[str]) -> str:
    """The existing spelling of ``tag`` when there is one (case, plural ``s``)."""
    for candidate in (tag, tag.removesuffix("s"), tag + "s"):
        if candidate in known:
            return candidate
    return tag


def index(pieces: list[Slice]) -> dict[str, list[str]]:
    """Strands from the tags of every slice, each listing its slice ids in time order."""
    strands: dict[str, list[str]] = {}
    for piece in sorted(pieces, key=lambda piece: piece.started_at):
        for tag in piece.tags:
            strands.setdefault(tag, []).append(piece.id)
    return dict(sorted(strands.items()))


def load(path: Path) -> dict[str, list[str]]:
    if not path.exists():
        return {}
    return json.loads(read_text(path))


def save(path: Path, strands: dict[str, list[str]]) -> None:
    write_atomically(path, json.dumps(strands, ensure_ascii=False, indent=2) + "\n")
