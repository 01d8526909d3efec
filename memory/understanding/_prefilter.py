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
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterator
from typing import Any

from memory.understanding._memos import per_message

__all__ = ["gated", "needs"]

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


def needs(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """Case-folded strings one of which every match of ``pattern`` contains; None when the
    pattern needs nothing this can see (or cannot be read)."""
    if _sre_parse is None or not isinstance(pattern.pattern, str):
        return None
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


def gated(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """``pattern``, run only on a text holding one of the strings it :func:`needs`; the
    pattern itself when it needs none."""
    found = needs(pattern)
    return pattern if found is None else _Gated(pattern, found)  # type: ignore[return-value]


class _Gated:
    """A compiled pattern behind its needs: what fails them gives what no match gives."""

    __slots__ = ("_has", "_pattern")

    def __init__(self, pattern: re.Pattern[str], found: frozenset[str]) -> None:
        self._pattern = pattern
        if len(found) == 1:
            (one,) = found
            self._has: Callable[[str], bool] = lambda text: one in _folded(text)
        else:
            any_of = re.compile("|".join(map(re.escape, sorted(found))))
            self._has = lambda text: any_of.search(_folded(text)) is not None

    def match(self, text: str, *args: Any) -> re.Match[str] | None:
        return self._pattern.match(text, *args) if self._has(text) else None

    def search(self, text: str, *args: Any) -> re.Match[str] | None:
        return self._pattern.search(text, *args) if self._has(text) else None

    def fullmatch(self, text: str, *args: Any) -> re.Match[str] | None:
        return self._pattern.fullmatch(text, *args) if self._has(text) else None

    def sub(self, repl: Any, text: str, *args: Any, **kwargs: Any) -> str:
        return self._pattern.sub(repl, text, *args, **kwargs) if self._has(text) else text

    def subn(self, repl: Any, text: str, *args: Any, **kwargs: Any) -> tuple[str, int]:
        return self._pattern.subn(repl, text, *args, **kwargs) if self._has(text) else (text, 0)

    def split(self, text: str, *args: Any, **kwargs: Any) -> list[str | Any]:
        return self._pattern.split(text, *args, **kwargs) if self._has(text) else [text]

    def findall(self, text: str, *args: Any) -> list[Any]:
        return self._pattern.findall(text, *args) if self._has(text) else []

    def finditer(self, text: str, *args: Any) -> Iterator[re.Match[str]]:
        return self._pattern.finditer(text, *args) if self._has(text) else iter(())

    def __getattr__(self, name: str) -> Any:  # .pattern, .flags, .groupindex, ...
        return getattr(self._pattern, name)
