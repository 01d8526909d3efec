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
from collections.abc import Container, Iterable
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


def without(known: dict[str, list[str]], slice_id: str, tags: Iterable[str]) -> None:
    """Take ``slice_id`` out of the strands of ``tags`` (in place); a strand left empty goes."""
    for tag in tags:
        members = known.get(tag)
        if members is not None and slice_id in members:
            members.remove(slice_id)
            if not members:
                del known[tag]


def join(known: dict[str, list[str]], tag: str, slice_id: str, position: int) -> None:
    """Put ``slice_id`` at ``position`` of the strand ``tag`` (in place), keeping tags sorted
    as :func:`index` does; the caller finds the position that keeps the strand in time order."""
    if tag not in known:
        known[tag] = [slice_id]
        ordered = dict(sorted(known.items()))
        known.clear()
        known.update(ordered)
    else:
        known[tag].insert(position, slice_id)


def load(path: Path) -> dict[str, list[str]]:
    if not path.exists():
        return {}
    return json.loads(read_text(path))


def save(path: Path, strands: dict[str, list[str]]) -> None:
    """One strand a line: still JSON, readable and diffable, and written by the C encoder
    (``indent`` switches to the pure-Python one, 10× slower on a long history's strands)."""
    lines = (
        f"{json.dumps(tag, ensure_ascii=False)}: {json.dumps(ids, ensure_ascii=False)}" for tag, ids in strands.items()
    )
    write_atomically(path, "{\n" + ",\n".join(lines) + "\n}\n" if strands else "{}\n")
