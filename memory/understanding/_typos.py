"""One slipped key in a word the reader knows, put right: "nwed to", "promsied", "finshed".

The forms key on a few thousand English words ("need", "promised", "finished", "moved",
"sorry"); a single slip in one of them ("nwed to renew my passport") and no form matches, though
no person would read the message differently. A lower-case word that is not itself a word is
taken for the one known word it is a single keyboard slip away from: a neighbouring key
struck, a letter dropped or doubled, two letters swapped (never the first letter: people rarely
miss it, and it keeps the guesses few). A letter struck extra beside its neighbour is not put
right: a known word with one more letter in it is too often another word the reader does not
know ("desal" is no "deal", "nanas" no "nana"); a misspelt date word, which the time reader
matches by edit distance on its own, is the one place such a slip matters.

Precision over recall, since a wrong guess changes what is stored:

- only words of four letters or more, all lower-case (a capitalised word may be a name);
- never a real English word: the real words one slip away from a known word ("loves" for
  "lives", "bent" for "went") are listed and left alone;
- only when exactly one known word fits; two ("sned": "send" or "sned" for "shed"?) leave it;
- never inside an address, a handle, a link or a code (a word touching @ / # . _ - or a digit).

The two lists are package data, exported at build time by :mod:`jobs.typo_words` from the
reader's own source and an English word-frequency list (``wordfreq``, a build-time tool only).
Looking a word up costs a few set lookups, so a sentence costs microseconds.
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path

__all__ = ["KEYBOARD", "WORDS_FILE", "a_word", "fix_typos", "known_word", "slips", "typed_as"]

WORDS_FILE = Path(__file__).resolve().parent / "data" / "typo_words.json"

# Each letter's neighbours on a QWERTY keyboard.
KEYBOARD = dict(zip(
    "qwertyuiopasdfghjklzxcvbnm",
    ["wa", "qesa", "wrds", "etfd", "rygf", "tuhg", "yijh", "uokj", "iplk", "ol", "qszw", "adwexz", "sfercx", "dgrtcv",
     "fhtyvb", "gjyubn", "hkuinm", "jloim", "kop", "zsxa", "xcdz", "cvfx", "vbgc", "bnhv", "nmjb", "mkn"],
    strict=True,
))  # fmt: skip

_TOKEN = re.compile(r"(?<![\w@#/.\-'’])[a-z]{4,}(?![\w@#/\-'’]|\.\w)")


def slips(word: str) -> set[str]:
    """Every way ``word`` comes out with one slip (the first letter kept): what :func:`fix_typos` undoes,
    and a letter struck extra beside its neighbour, which it leaves (the real words listed beside the
    known ones are found with these)."""
    out: set[str] = set()
    for i in range(1, len(word) + 1):
        extras = {word[i - 1], *KEYBOARD.get(word[i - 1], ""), *KEYBOARD.get(word[i : i + 1], "")}
        out.update(word[:i] + key + word[i:] for key in extras)  # a letter doubled, a neighbour struck as well
        if i == len(word):
            break
        out.add(word[:i] + word[i + 1 :])  # dropped
        out.update(word[:i] + key + word[i + 1 :] for key in KEYBOARD.get(word[i], ""))  # a neighbour instead
        if i < len(word) - 1:
            out.add(word[:i] + word[i + 1] + word[i] + word[i + 2 :])  # swapped
    out.discard(word)
    return out


@functools.cache
def _tables() -> tuple[frozenset[str], frozenset[str], dict[str, list[tuple[str, int]]]]:
    """(known words, real words to leave alone, each known word with one letter dropped -> (word, where))."""
    data = json.loads(WORDS_FILE.read_text(encoding="utf-8"))
    known, real = frozenset(data["words"]), frozenset(data["real"])
    dropped: dict[str, list[tuple[str, int]]] = {}
    for word in known:
        for i in range(1, len(word)):
            dropped.setdefault(word[:i] + word[i + 1 :], []).append((word, i))
    return known, real, dropped


def known_word(word: str) -> bool:
    """Whether ``word`` (lower case) is a word of the chat vocabulary, not a name: "rent" is,
    "maria" is not."""
    return word in _tables()[0]


def a_word(word: str) -> bool:
    """Whether ``word`` (lower case) is a word as typed, of the chat vocabulary or a real English word one
    slip from it ("delivery", "waiter"): no slip of another word, whatever word it is one letter from."""
    known, real, _ = _tables()
    return word in known or word in real


# Real words rarer than the word list's threshold that sit one slip from a to-do verb, where a
# to-do verb is never given back as typed (:mod:`._as_typed`): "repot the ficus" is no "report"
_RARE_REAL = frozenset({"repot", "repots", "repotted", "repotting", "gibe", "uprate", "sherd", "cloze"})


def _meant(typed: str) -> str | None:
    """The one known word ``typed`` is a slip of, or None (a word itself, no fit, or two)."""
    known, real, dropped = _tables()
    if typed in known or typed in real or typed in _RARE_REAL:
        return None
    found = {word for word, _ in dropped.get(typed, ())}  # a letter dropped
    for i in range(1, len(typed)):
        less = typed[:i] + typed[i + 1 :]
        if less in known and typed[i] == typed[i - 1]:
            found.add(less)  # a letter doubled
        for word, at in dropped.get(less, ()):
            if at == i and typed[i] in KEYBOARD.get(word[i], ""):
                found.add(word)  # a neighbour struck instead
        if i < len(typed) - 1 and (swapped := typed[:i] + typed[i + 1] + typed[i] + typed[i + 2 :]) in known:
            found.add(swapped)
    return found.pop() if len(found) == 1 else None


def fix_typos(text: str) -> str:
    """``text`` with each lower-case word one slip from exactly one known word made that word."""
    return _TOKEN.sub(lambda m: _meant(m.group(0)) or m.group(0), text)


def typed_as(text: str) -> dict[str, str]:
    """Each known word :func:`fix_typos` made of a word in ``text`` that ``text`` never spells
    itself, with the word as typed: "repaint the fale steps" -> {"false": "fale"}."""
    found = {meant: m.group(0) for m in _TOKEN.finditer(text) if (meant := _meant(m.group(0)))}
    return {meant: typed for meant, typed in found.items() if not re.search(rf"\b{meant}\b", text, re.IGNORECASE)}
