"""A cheap check before a costly pattern: the words every match of it must contain.

Most of the reader's time goes to regular expressions that fail: each message runs about 650,
most of them forms tried on clauses that lack the words they need ("reports to", "is signed",
"is down again"), and the costliest try a long list of verbs after every word of the clause.
:func:`gated` derives from a pattern the literal strings one of which any match must contain
and looks for them (a substring test on the case-folded text) before running the pattern.

The derivation is RE2's "prefilter" idea, kept to what is certain: a sequence needs its longest
literal run or the best of its parts, an alternation one of its branches' needs, a part repeated
at least once its own; whatever it cannot see (character classes, optional parts, lookarounds,
non-ASCII letters) needs nothing. So a gate only ever lets more through than the pattern takes,
and a pattern whose needs it cannot see is returned as it is. Case: the text is case-folded
(with "İ" and "ı" as "i", which ``re.IGNORECASE`` matches with "i" and ``casefold`` does not), so
an ASCII literal is found whatever case the pattern matches it in.
``tests/memory/understanding/test_prefilter.py`` checks both.

Written by hand: Python's ``re`` has no prefilter, and google-re2's cannot take the lookbehinds
and conditionals these patterns use. The parse uses ``re._parser`` (the standard library's own
parser, private): should it change or fail, the pattern is returned ungated.

A gate is asked about 200 times a message, over a handful of texts, and turns away most of them,
so its own cost counts: each need is signed by one run of its letters (:func:`signature`, the
rarest-looking of its two- or three-letter runs), a text's runs are listed once (:func:`runs`),
and a gate whose signs are none of them turns the text away with one set test; only a text
holding a sign is searched for the needs themselves. A text holding a need holds its sign, so the
sign only ever lets more through than the needs do.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator
from typing import Any

from memory.understanding._memos import per_message
from memory.understanding._pattern_store import derived
from memory.understanding._shortcuts import _taken

__all__ = ["EVERY_TEXT", "Needs", "gated", "marks", "needs", "runs", "sign_bits", "signature", "words_needed"]

try:  # the standard library's parser of patterns; private, so used only when it is there
    from re import _constants as _sre
    from re import _parser as _sre_parse
except ImportError:  # pragma: no cover - a Python without them gates nothing
    _sre = _sre_parse = None  # type: ignore[assignment]

MIN_RUN = 2  # a literal run shorter than this is found in nearly every text: no use as a need
_DOTTED_I = {0x130: "i", 0x131: "i"}  # "İ", "ı": matched by (?i)i, folded to "i̇", "ı" by casefold


@per_message
@functools.lru_cache(maxsize=256)  # every gated pattern of a clause folds the same words
def _folded(text: str) -> str:
    return text.translate(_DOTTED_I).casefold()


MATCH_GATED = 300  # a match on a longer text skips its gate (:meth:`_Gated.match`)
SIGN = 3  # a need is signed by a run of at most this many letters
_COMMONEST = " etaoinshrdlcumwfgypbvkjxqz"  # English letters, the commonest first (a space commoner still)
_RARITY = {letter: rank for rank, letter in enumerate(_COMMONEST)}


@per_message
@functools.lru_cache(maxsize=256)  # every gate asked of a clause looks at the same runs
def runs(text: str) -> frozenset[str]:
    """The runs of two and of :data:`SIGN` letters of ``text``, case-folded as the gates fold it."""
    folded = _folded(text)
    return frozenset({folded[i : i + size] for size in range(2, SIGN + 1) for i in range(len(folded) - size + 1)})


# Each run some gate's sign holds has a bit; a text's :func:`marks` are the bits of the runs it
# holds, so a gate turns a text away with one AND of two integers (a set test cost a call and a
# walk of the sign). Bit 0 is every text's: the mark of a gate that cannot be signed.
EVERY_TEXT = 1
_BIT: dict[str, int] = {}


def sign_bits(sign: frozenset[str] | None) -> int:
    """The bits of ``sign``'s runs, a bit given to each run not seen before; :data:`EVERY_TEXT`
    for no sign (a need too short to sign: every text is searched)."""
    if sign is None:
        return EVERY_TEXT
    bits = 0
    for run in sorted(sign):
        if run not in _BIT:
            _BIT[run] = 1 << (len(_BIT) + 1)
            marks.cache_clear()  # marks worked out before knew nothing of this run
        bits |= _BIT[run]
    return bits


@per_message
@functools.lru_cache(maxsize=256)  # every gate asked of a clause looks at the same marks
def marks(text: str) -> int:
    """The bits of the signed runs ``text`` holds (:func:`runs`), and :data:`EVERY_TEXT`'s."""
    bits = EVERY_TEXT
    for run in runs(text) & _BIT.keys():
        bits |= _BIT[run]
    return bits


def signature(found: frozenset[str]) -> frozenset[str] | None:
    """One run of each of ``found`` (case-folded strings), the rarest-looking: a text holding one
    of ``found`` holds its run, so a text whose :func:`runs` hold none of them holds none of
    ``found``. None when a string is too short to sign."""
    if any(len(need) < 2 for need in found):  # the shortest runs listed are two letters long
        return None
    return frozenset(map(_rarest_run, found))


def _rarest_run(need: str) -> str:
    size = min(SIGN, len(need))
    return max((need[i : i + size] for i in range(len(need) - size + 1)), key=_rarity)


def _rarity(run: str) -> int:
    return sum(_RARITY.get(letter, len(_COMMONEST) // 2) for letter in run)


def needs(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """Case-folded strings one of which every match of ``pattern`` contains; None when the
    pattern needs nothing this can see (or cannot be read)."""
    if _sre_parse is None or not isinstance(pattern.pattern, str):
        return None
    return derived("needs", pattern, lambda: _parsed_needs(pattern))


def _parsed_needs(pattern: re.Pattern[str]) -> frozenset[str] | None:
    try:
        return _needs(list(_sre_parse.parse(pattern.pattern, pattern.flags)))
    except Exception:  # an unreadable parse only means no gate
        return None


def _needs(items: list[tuple[Any, Any]]) -> frozenset[str] | None:
    best: frozenset[str] | None = None
    run: list[str] = []

    def keep(found: frozenset[str] | None) -> None:
        nonlocal best
        if found is not None and (best is None or _worth(found) > _worth(best)):
            best = found

    def end_run() -> None:
        if len(run) >= MIN_RUN:
            keep(frozenset({"".join(run).casefold()}))
        run.clear()

    for op, arg in items:
        if op is _sre.LITERAL and arg < 128:
            run.append(chr(arg))
            continue
        end_run()
        if op is _sre.SUBPATTERN:
            keep(_needs(list(arg[3])))
        elif op is _sre.ATOMIC_GROUP:
            keep(_needs(list(arg)))
        elif op is _sre.BRANCH:
            branches = [_needs(list(branch)) for branch in arg[1]]
            if all(branch is not None for branch in branches):
                keep(frozenset().union(*branches))  # type: ignore[arg-type]
        elif op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT, _sre.POSSESSIVE_REPEAT) and arg[0] >= 1:
            keep(_needs(list(arg[2])))
    end_run()
    return best


def _worth(found: frozenset[str]) -> float:
    """How much a set of needs narrows: long strings, few of them."""
    return min(map(len, found)) - 0.5 * len(found) ** 0.5


def words_needed(found: Any) -> frozenset[str] | None:
    """The words one of which a clause must hold for ``found`` (a pattern, a set of words, or a
    list of them) to be found in it: each need's longest run without spaces; None when a
    pattern's needs cannot be seen, or ``found`` is none of these (a pattern's source text is
    no word to look for)."""
    if isinstance(found, (set, frozenset)) and found and all(isinstance(word, str) for word in found):
        return frozenset(word.casefold() for word in found)
    if hasattr(found, "pattern"):  # a compiled pattern, or a gated one (:func:`gated`)
        parts = [text.split() for text in needs(found) or ()]
        return frozenset(max(part, key=len) for part in parts) if parts and all(parts) else None
    if isinstance(found, str) or not isinstance(found, Iterable):
        return None
    words: set[str] = set()
    for part in found:
        need = words_needed(part)
        if need is None:
            return None
        words |= need
    return frozenset(words)


def gated(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """``pattern``, run only on a text holding one of the strings it :func:`needs`; the
    pattern itself when it needs none."""
    found = needs(pattern)
    return pattern if found is None else _Gated(pattern, found)  # type: ignore[return-value]


class _Gated:
    """A compiled pattern behind its needs: what fails them gives what no match gives.

    Each method asks its gate inline (``_passes`` spelled out): this runs some 200 times a
    message, and a call more each time shows."""

    __slots__ = ("_has", "_pattern", "_sign")

    def __init__(self, pattern: re.Pattern[str], found: frozenset[str]) -> None:
        self._pattern = pattern
        self._sign = sign_bits(signature(found))  # a need too short to sign: every text searched
        self._has = re.compile("|".join(map(re.escape, sorted(found)))).search  # on the folded text

    def _passes(self, text: str) -> bool:
        return bool(self._sign & marks(text)) and self._has(_folded(text)) is not None

    def match(self, text: str, *args: Any) -> re.Match[str] | None:
        # an anchored match reads the text's head; a gate reads all of it, so on a long text (the
        # rest of a run-on message after each of its clauses) it would cost more than it saves
        if len(text) <= MATCH_GATED and (not self._sign & marks(text) or self._has(_folded(text)) is None):
            return None
        return self._pattern.match(text, *args)

    def search(self, text: str, *args: Any) -> re.Match[str] | None:
        if not self._sign & marks(text) or self._has(_folded(text)) is None:
            return None
        return self._pattern.search(text, *args)

    def fullmatch(self, text: str, *args: Any) -> re.Match[str] | None:
        if not self._sign & marks(text) or self._has(_folded(text)) is None:
            return None
        return self._pattern.fullmatch(text, *args)

    def sub(self, repl: Any, text: str, *args: Any, **kwargs: Any) -> str:
        if not self._sign & marks(text) or self._has(_folded(text)) is None:
            return text
        return self._pattern.sub(repl, text, *args, **kwargs)

    def subn(self, repl: Any, text: str, *args: Any, **kwargs: Any) -> tuple[str, int]:
        if not self._sign & marks(text) or self._has(_folded(text)) is None:
            return text, 0
        return self._pattern.subn(repl, text, *args, **kwargs)

    def split(self, text: str, *args: Any, **kwargs: Any) -> list[str | Any]:
        return self._pattern.split(text, *args, **kwargs) if self._passes(text) else [text]

    def findall(self, text: str, *args: Any) -> list[Any]:
        return self._pattern.findall(text, *args) if self._passes(text) else []

    def finditer(self, text: str, *args: Any) -> Iterator[re.Match[str]]:
        return self._pattern.finditer(text, *args) if self._passes(text) else iter(())

    def __getattr__(self, name: str) -> Any:  # .pattern, .flags, .groupindex, ...
        return getattr(self._pattern, name)


class Needs:
    """A reader's own need, declared beside the code it shortcuts: whether a text holds one of
    the words (:func:`words_needed`) that ``found`` (patterns, sets of words) need, so that a step
    which reads nothing unless one of them matches words cut from the text may be skipped.

    Unlike :func:`gated`, whose exactness is the derivation's alone, this is a claim about the
    code that uses it (what it cuts the text to before matching): it holds only while the
    shortcuts are taken (:mod:`._shortcuts`), so ``jobs/reader_equivalence.py`` proves it. With
    a pattern whose needs cannot be seen, every text holds it."""

    __slots__ = ("_has", "_sign")

    def __init__(self, *found: Any) -> None:
        words = words_needed(list(found))
        self._sign = sign_bits(signature(words)) if words else EVERY_TEXT
        self._has = re.compile("|".join(map(re.escape, sorted(words)))).search if words else None

    def __call__(self, text: str) -> bool:
        if self._has is None or not _taken[0]:
            return True
        return bool(self._sign & marks(text)) and self._has(_folded(text)) is not None
