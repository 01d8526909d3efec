"""Splitting a long reply into messages a platform accepts, at the most natural boundary.

Each platform counts length its own way (Telegram in UTF-16 code units, Slack after its
``&amp;`` escaping), so the measure is passed in and applied to each candidate part.
"""

from __future__ import annotations

from collections.abc import Callable

Measure = Callable[[str], int]

# Boundaries tried in order: a paragraph, a line, a sentence, a word.
_BREAKS = ("\n\n", "\n", ". ", " ")


def utf16_length(text: str) -> int:
    """Length as Telegram counts it: UTF-16 code units (an emoji outside the BMP counts 2)."""
    return len(text.encode("utf-16-le")) // 2


def split_text(text: str, limit: int, measure: Measure = len) -> list[str]:
    """``text`` as parts whose ``measure`` is at most ``limit``, cut at paragraphs, lines or words.

    Only the whitespace at a cut is dropped, so joining the parts back with that whitespace
    gives the text again; a word longer than ``limit`` is cut where it must be.
    """
    if limit < 1:
        raise ValueError("limit must be positive")
    parts: list[str] = []
    rest = text
    while measure(rest) > limit:
        fits = _longest_fitting_prefix(rest, limit, measure)
        cut, skip = _best_cut(rest, fits)
        parts.append(rest[:cut])
        rest = rest[cut + skip :]
    if rest or not parts:
        parts.append(rest)
    return [part for part in parts if part.strip()] or [text]


def _longest_fitting_prefix(text: str, limit: int, measure: Measure) -> int:
    low, high = 1, len(text)  # measure(text[:1]) is assumed to fit
    while low < high:
        middle = (low + high + 1) // 2
        if measure(text[:middle]) <= limit:
            low = middle
        else:
            high = middle - 1
    return low


def _best_cut(text: str, fits: int) -> tuple[int, int]:
    """(where to cut, how many separator characters to drop) within ``text[:fits]``."""
    for separator in _BREAKS:
        keep = 1 if separator == ". " else 0  # a full stop stays with its sentence
        # The part before the separator must fit; the separator itself may run past the limit.
        at = text.rfind(separator, 1, fits - keep + len(separator))
        if at > fits // 2:  # not so early that the part is wastefully short
            return at + keep, len(separator) - keep
    return fits, 0
