"""A second opinion on a message the rules read as nothing: how likely it carries something to keep.

The reader's rules name the families they know and miss the others silently. A logistic
regression over TF-IDF word 1–2-grams and character 2–5-grams, fitted on the labelled
understanding sets by :mod:`jobs.second_opinion_model` (scikit-learn, fixed seed, at build
time), gives the probability that a message carries a to-do, a fact, an issue, a change of a
to-do or a correction (or wants a question). It is never an extractor: it only decides
whether recap asks instead of saying "nothing to track" (:func:`memory.asks.never_silent`,
threshold :data:`memory.asks.SECOND_OPINION`).

Fitted at build, not at first use: scikit-learn and SciPy cost ~86 MB resident and ~1 s to
import, doubling ``recap serve``'s memory, for a model that is a sparse dot product. So the
build job exports the fitted vocabulary, IDF and weights to ``data/second_opinion.json`` and
this module scores with them in plain Python (~3 MB, ~0.15 ms a message); the test
``tests/memory/understanding/test_second_opinion.py`` checks that it agrees with
scikit-learn's own probabilities. The n-gram settings below are shared with the job.
"""

from __future__ import annotations

import json
import math
import re
from functools import cache
from pathlib import Path

__all__ = ["CHAR_NGRAMS", "MODEL_FILE", "TOKEN", "WORD_NGRAMS", "grams", "keeps_something", "load"]

MODEL_FILE = Path(__file__).resolve().parent / "data" / "second_opinion.json"
TOKEN = re.compile(r"(?u)\b\w[\w'’-]*\b")  # a word, with its apostrophes and hyphens: "didn't", "follow-up"
WORD_NGRAMS = (1, 2)
CHAR_NGRAMS = (2, 5)  # within words padded by one space (scikit-learn's ``char_wb``)

Table = dict[str, tuple[float, float]]  # n-gram -> (idf, weight)


@cache
def load(path: Path = MODEL_FILE) -> tuple[tuple[tuple[str, Table], ...], float]:
    """The exported model: per analyzer its n-gram table, and the intercept (read once a path)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    parts = tuple(
        (part["analyzer"], {gram: (idf, weight) for gram, (idf, weight) in part["features"].items()})
        for part in data["parts"]
    )
    return parts, float(data["intercept"])


def grams(analyzer: str, text: str) -> list[str]:
    """The n-grams of ``text`` as scikit-learn's ``word`` or ``char_wb`` analyzer makes them."""
    text = text.lower()
    if analyzer == "word":
        tokens = TOKEN.findall(text)
        low, high = WORD_NGRAMS
        return [" ".join(tokens[i : i + n]) for n in range(low, high + 1) for i in range(len(tokens) - n + 1)]
    low, high = CHAR_NGRAMS
    found = []
    for word in text.split():
        padded = f" {word} "
        for n in range(low, min(high, len(padded)) + 1):
            found += [padded[i : i + n] for i in range(len(padded) - n + 1)]
    return found


def keeps_something(text: str, *, model_file: Path = MODEL_FILE) -> float:
    """The probability (0–1) that ``text`` carries something recap should keep or ask about."""
    parts, total = load(model_file)
    for analyzer, table in parts:
        counts: dict[str, int] = {}
        for gram in grams(analyzer, text):
            if gram in table:
                counts[gram] = counts.get(gram, 0) + 1
        # sublinear TF times IDF, l2-normalised per analyzer, as the fitted vectorizers do
        values = {gram: (1 + math.log(count)) * table[gram][0] for gram, count in counts.items()}
        norm = math.sqrt(sum(v * v for v in values.values())) or 1.0
        total += sum(v * table[gram][1] for gram, v in values.items()) / norm
    return 1 / (1 + math.exp(-total))
