"""A message as sentences: split at sentence ends (not after "e.g." or "Dr."), each cleaned
of what carries no meaning for the forms (curly quotes, a trailing period, "please", a
leading "ok,", "so,", "fyi" ...), and marked as a question or not.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from memory.understanding._phrases import _I
from memory.understanding.normalise import normalise


@dataclass(frozen=True)
class _Sentence:
    text: str  # cleaned: no trailing punctuation, no "please", no leading "ok,"
    raw: str  # as written
    question: bool
    lowercase: bool  # written without capitals: names may be lower-case too


_ABBREVIATIONS = re.compile(r"(?:\b(?:a\.m|p\.m|e\.g|i\.e|etc|vs|dr|mr|mrs|ms|st|jr|sr|no|approx)|\b[A-Za-z])$", re.I)
_SENTENCE_END = re.compile(r"[.!?]+(?=\s)|\n+")
_LEADING_MARKERS = re.compile(
    r"^(?:ok(?:ay)?|so|fyi|btw|by\s+the\s+way|also|and|hey|hi|well|oh|alright|all\s+right|right|great|cool"
    r"|thanks|thank\s+you|please|pls|quick\s+update|update|note|heads\s+up|reminder|just\s+so\s+you\s+know)"
    r"\b\s*[,:;!\-–—]*\s*",
    re.I,
)
_PLEASE = re.compile(r"\s*,?\s*\b(?:please|pls|plz)\b\s*,?", re.I)
_TRAILING_THANKS = re.compile(r"\s*,?\s*\b(?:thanks|thank\s+you|thx|ty|cheers)\b\s*$", re.I)
_DATE_COMMAS = re.compile(
    r"\b((?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}),(?=\s+(?:the\s+)?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct"
    r"|nov|dec))|(\d(?:st|nd|rd|th)?),(?=\s*\d{4}\b)",
    re.I,
)
_WH_START = re.compile(r"^(?:what|what's|whats|when|who|who's|whom|which|where|why|how)\b", _I)


def _sentences(text: str) -> Iterable[_Sentence]:
    text = text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    start = 0
    pieces: list[str] = []
    for m in _SENTENCE_END.finditer(text):
        chunk = text[start : m.end()]
        if m.group(0).startswith(".") and _ABBREVIATIONS.search(text[start : m.start()]):
            continue
        pieces.append(chunk)
        start = m.end()
    pieces.append(text[start:])
    for piece in pieces:
        raw = piece.strip()
        if not raw:
            continue
        cleaned = _clean(raw)
        if cleaned:
            yield _Sentence(
                text=cleaned,
                raw=raw,
                question=raw.rstrip().endswith("?") or bool(_WH_START.match(cleaned)),
                lowercase=not any(ch.isupper() for ch in raw),
            )


def _clean(raw: str) -> str:
    s = normalise(raw)
    s = re.sub(r"[\s.!?…]+$", "", s)
    s = s.strip(" \"'")
    for _ in range(4):
        m = _LEADING_MARKERS.match(s)
        if m is None or m.end() == len(s):
            break
        s = s[m.end() :]
    s = _TRAILING_THANKS.sub("", s)
    s = _PLEASE.sub(" ", s).strip(" ,")
    s = _DATE_COMMAS.sub(lambda m: m.group(1) or m.group(2), s)
    return re.sub(r"\s+", " ", s).strip()


def _split_detail(s: str) -> tuple[str, str]:
    """The main clause and the detail after its first comma (or dash)."""
    m = re.search(r"\s*(?:,|;|\s[-–—]\s)\s*", s)
    if m is None:
        return s, ""
    return s[: m.start()].strip(), s[m.end() :].strip()
