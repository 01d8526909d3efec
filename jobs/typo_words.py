"""Export the words the reader knows, and the real words near them, for its typo fixer (build time; needs wordfreq).

:mod:`memory.understanding._typos` puts a slipped key right in a word the reader's forms key
on. Which words those are is read from the reader's own source: every word of four letters or
more in its string constants (the regular expressions and word sets of the forms; docstrings
aside) that is a common English word (Zipf frequency 3 or more in ``wordfreq``'s English list).
The real words one slip away from them ("loves" beside "lives") are listed too, so that the
fixer never turns one real word into another; a word is real here at Zipf 2 or more.

Run from the project root after the reader's words change::

    .venv/bin/python -m jobs.typo_words
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

from memory.understanding._typos import WORDS_FILE, slips

__all__ = ["COMMON", "REAL", "export", "known_words", "real_neighbours"]

READER = Path(__file__).resolve().parents[1] / "memory" / "understanding"
COMMON = 3.0  # Zipf frequency of a word the reader knows
REAL = 2.0  # Zipf frequency of a word that is never taken for a typo
_WORD = re.compile(r"(?<![a-z])[a-z]{4,}(?![a-z])")


def _zipf(word: str) -> float:
    from wordfreq import zipf_frequency

    return float(zipf_frequency(word, "en"))


def _constants(source: str) -> list[str]:
    """The string constants of a module, its docstrings aside."""
    tree = ast.parse(source)
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
    }
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
    ]


def known_words(folder: Path = READER) -> set[str]:
    """The common English words of four letters or more in the reader's string constants."""
    words = {
        word
        for path in sorted(folder.glob("*.py"))
        for text in _constants(path.read_text(encoding="utf-8"))
        for word in _WORD.findall(text)
    }
    return {word for word in words if _zipf(word) >= COMMON}


def real_neighbours(known: set[str]) -> set[str]:
    """The real words one slip from a known word that are not known words themselves."""
    near = {slip for word in known for slip in slips(word) if len(slip) >= 4} - known
    return {word for word in near if _zipf(word) >= REAL}


def export(path: Path = WORDS_FILE) -> dict[str, int]:
    known = known_words()
    real = real_neighbours(known)
    path.write_text(json.dumps({"words": sorted(known), "real": sorted(real)}, indent=0) + "\n", encoding="utf-8")
    return {"words": len(known), "real": len(real)}


def main() -> None:
    counts = export()
    print(f"{WORDS_FILE}: {counts['words']} known words, {counts['real']} real words beside them")


if __name__ == "__main__":
    main()
