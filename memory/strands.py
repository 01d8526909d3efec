"""Strands: tag → the slices that carry it. An index only; strands never copy slice text.

Tags are drawn from a closed slice's text without a model: names (capitalised words that do
not merely start a sentence) count double, then the content words said most often. A tag is
folded onto an existing one when they differ only by case or a plural ``s``, so a strand keeps
growing instead of splitting.

The strands live in the database (``strands``, rows its triggers keep from each slice's tags,
``migrations/0007_strands.sql``): closing or re-describing a slice moves that slice alone, at a
cost that does not grow with the history. ``users/<user>/strands.json`` is their export, with
the same meaning (tag → slice ids in time order, tags sorted; :func:`index` over every slice):
written when recap stops (:meth:`memory.service.Memory.close`), by ``recap rebuild`` and by
``/forget``, never on each close, where writing a long history's file took 200 ms. Like every
file of the user folder it reaches git in the next commit that takes the folder whole (start-up
recovery); per-close commits hold the slice files only, as strands are derived (rebuild draws
them again) and were never committed per close.
"""

from __future__ import annotations

import json
import re
from collections.abc import Container, Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from memory import slicestore
from memory.home import Home, read_text, write_atomically
from memory.model import Event, EventKind, Slice
from memory.words import STOPWORDS

if TYPE_CHECKING:
    from memory.pgstore import PgStore
    from memory.store import Store

MAX_TAGS = 6
_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]")


def tags_for(events: list[Event], known: Container[str]) -> tuple[str, ...]:
    """Up to :data:`MAX_TAGS` tags for a slice, spelled as existing strands spell them.

    ``known`` is looked up only for :func:`spellings` of ``events``: the user's tags among
    those (:meth:`memory.store.Store.strand_tags`) give the same tags as all of them.
    """
    scores: dict[str, int] = {}
    first_seen: dict[str, int] = {}
    for position, (text, start, word, lower) in enumerate(_words(events)):
        weight = 2 if word[0].isupper() and not _starts_sentence(text, start) else 1
        # fold(lower, known), its three spellings tried in turn without a tuple per word
        if lower in known:
            tag = lower
        elif (single := lower.removesuffix("s")) in known:
            tag = single
        elif (plural := lower + "s") in known:
            tag = plural
        else:  # one spelling within the slice too: "deadline" and "deadlines"
            tag = fold(lower, scores)
        held = scores.get(tag)
        if held is None:
            first_seen[tag] = position
            scores[tag] = weight
        else:
            scores[tag] = held + weight
    ranked = sorted(scores, key=lambda tag: (-scores[tag], first_seen[tag]))
    return tuple(ranked[:MAX_TAGS])


def spellings(events: Iterable[Event]) -> set[str]:
    """Every spelling :func:`tags_for` may look up among the known tags for ``events``."""
    return {spelling for *_, lower in _words(events) for spelling in _variants(lower)}


def _words(events: Iterable[Event]) -> Iterator[tuple[str, int, str, str]]:
    """The words a tag may come from, in order: (text, where the word starts, the word, its
    lower-case form without a possessive)."""
    for event in events:
        if event.kind not in (EventKind.MESSAGE, EventKind.SOURCE):
            continue
        for match in _WORD.finditer(event.text):
            word = match[0].strip("'’-")
            lower = word.lower().removesuffix("'s").removesuffix("’s")
            if len(lower) >= 3 and lower not in STOPWORDS:
                yield event.text, match.start(), word, lower


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
    for candidate in _variants(tag):
        if candidate in known:
            return candidate
    return tag


def _variants(tag: str) -> tuple[str, str, str]:
    return (tag, tag.removesuffix("s"), tag + "s")


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
    write_atomically(path, dumps(strands))


def dumps(strands: dict[str, list[str]]) -> str:
    """One strand a line: still JSON, readable and diffable, and written by the C encoder
    (``indent`` switches to the pure-Python one, 10× slower on a long history's strands)."""
    lines = (
        f"{json.dumps(tag, ensure_ascii=False)}: {json.dumps(ids, ensure_ascii=False)}" for tag, ids in strands.items()
    )
    return "{\n" + ",\n".join(lines) + "\n}\n" if strands else "{}\n"


async def export(store: Store | PgStore, home: Home, user_id: str) -> None:
    """Write ``user_id``'s strands.json from the rows the store keeps (see the module docstring),
    where the record of the user's files is (:mod:`memory.slicestore`: on PostgreSQL the table)."""
    path = home.strands(user_id).relative_to(home.root).as_posix()
    await slicestore.for_store(store, home).write(user_id, path, dumps(await store.strands(user_id)))
