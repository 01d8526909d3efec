"""The characters a pattern's match can start with: a cheap dispatch before a list of anchored rules.

The date reader (:mod:`memory.understanding.timex`) tries some forty anchored rules, in order,
on every phrase a free-text scan proposes; most of them fail on the phrase's first character
("tomorrow" cannot start ``\\d{4}-…`` or ``(?:this|next)\\s+week``). :func:`by_first` sorts the
rules once by the first characters their matches can begin with, so a phrase is tried only by
the rules that can match it, in their own order: the same first match, fewer failed tries.

The derivation is kept to what is certain, as :mod:`memory.understanding._prefilter`'s, and
to ASCII (a phrase starting with any other character is tried by every rule): a literal or a
class gives its characters, a group, alternation or repeat its parts' (and what follows when a
part may match nothing), a lookaround consumes nothing; a case-insensitive pattern, one that may
match nothing, or a part it cannot read (a back-reference) may start with anything.
Hand-written for the same reason as the prefilter: Python's ``re`` exposes no first-character
set, and the parse uses ``re._parser`` (private): should it change or fail, every rule is tried
on every phrase. ``tests/memory/understanding/test_first_chars.py`` checks it on every rule.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, TypeVar

__all__ = ["by_first", "first_chars"]

try:  # the standard library's parser of patterns; private, so used only when it is there
    from re import _constants as _sre
    from re import _parser as _sre_parse
except ImportError:  # pragma: no cover - a Python without them dispatches nothing
    _sre = _sre_parse = None  # type: ignore[assignment]

_ASCII = frozenset(map(chr, range(128)))
_Item = TypeVar("_Item")


def _ascii_of(escape: str) -> frozenset[str]:
    return frozenset(c for c in _ASCII if re.match(escape, c))


_CATEGORIES: dict[Any, frozenset[str]] = {}
if _sre is not None:
    _CATEGORIES = {
        _sre.CATEGORY_DIGIT: _ascii_of(r"\d"), _sre.CATEGORY_NOT_DIGIT: _ascii_of(r"\D"),
        _sre.CATEGORY_SPACE: _ascii_of(r"\s"), _sre.CATEGORY_NOT_SPACE: _ascii_of(r"\S"),
        _sre.CATEGORY_WORD: _ascii_of(r"\w"), _sre.CATEGORY_NOT_WORD: _ascii_of(r"\W"),
    }  # fmt: skip


class _Unread(Exception):
    """A part this cannot read: the pattern may start with anything."""


def first_chars(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """The ASCII characters a non-empty match of ``pattern`` may start with (what it may start
    with beyond ASCII is not said); None when it cannot tell (a case-insensitive pattern, one
    that may match the empty string, an unreadable part)."""
    if _sre_parse is None or not isinstance(pattern.pattern, str) or pattern.flags & re.IGNORECASE:
        return None
    try:
        found, nullable = _first(list(_sre_parse.parse(pattern.pattern, pattern.flags)))
    except Exception:  # _Unread, or a parse this does not know: no dispatch
        return None
    return None if nullable else frozenset(found)


def _first(items: list[tuple[Any, Any]]) -> tuple[set[str], bool]:
    """The first characters of a sequence, and whether it may match nothing."""
    found: set[str] = set()
    for op, arg in items:
        chars, nullable = _first_of(op, arg)
        found |= chars
        if not nullable:
            return found, False
    return found, True


def _first_of(op: Any, arg: Any) -> tuple[set[str], bool]:
    if op is _sre.LITERAL:
        return {chr(arg)} & _ASCII, False
    if op is _sre.NOT_LITERAL:
        return set(_ASCII - {chr(arg)}), False
    if op is _sre.ANY:
        return set(_ASCII - {"\n"}), False
    if op is _sre.IN:
        return _class(arg), False
    if op is _sre.SUBPATTERN:
        if arg[1] & re.IGNORECASE:  # an inline (?i: …)
            raise _Unread
        return _first(list(arg[3]))
    if op is _sre.ATOMIC_GROUP:
        return _first(list(arg))
    if op is _sre.BRANCH:
        found: set[str] = set()
        nullable = False
        for branch in arg[1]:
            chars, empty = _first(list(branch))
            found |= chars
            nullable = nullable or empty
        return found, nullable
    if op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT, _sre.POSSESSIVE_REPEAT):
        chars, empty = _first(list(arg[2]))
        return chars, empty or arg[0] == 0
    if op in (_sre.AT, _sre.ASSERT, _sre.ASSERT_NOT):  # consumes nothing
        return set(), True
    raise _Unread  # back-references, conditionals


def _class(items: list[tuple[Any, Any]]) -> set[str]:
    found: set[str] = set()
    negate = False
    for op, arg in items:
        if op is _sre.NEGATE:
            negate = True
        elif op is _sre.LITERAL:
            found.add(chr(arg))
        elif op is _sre.RANGE:
            found |= {chr(c) for c in range(arg[0], min(arg[1], 127) + 1)}
        elif op is _sre.CATEGORY and arg in _CATEGORIES:
            found |= _CATEGORIES[arg]
        else:
            raise _Unread
    return set(_ASCII - found) if negate else found & _ASCII


_Rules = list[tuple[re.Pattern[str], _Item]]


def by_first(rules: Sequence[tuple[re.Pattern[str], _Item]]) -> dict[str, _Rules[_Item]]:
    """``rules`` sorted by first character: for each ASCII character, the rules (in their order)
    a text starting with it may match. A text starting with any other character may match any
    rule (a first character beyond ASCII is not derived)."""
    firsts = [first_chars(pattern) for pattern, _ in rules]
    return {c: [rule for rule, f in zip(rules, firsts, strict=True) if f is None or c in f] for c in sorted(_ASCII)}
