"""Fit the reader's second opinion and export it as package data (build time; needs scikit-learn).

The training data are the labelled understanding sets under ``tests/fixtures/`` named in
:data:`SETS` (never a sealed set still being measured on): each case's ``say`` and whether its
expectation keeps something (a new to-do, a done/cancelled/moved one, a fact, a correction, an
issue opened or resolved) or wants a question. The model is TF-IDF over word and character
n-grams and a logistic regression (liblinear, fixed seed): the same data give the same file.

The fitted vocabulary, IDF and weights go to :data:`memory.understanding._second_opinion.MODEL_FILE`,
which recap scores without scikit-learn at run time (see that module for why). Run from the
project root after the labelled sets change::

    .venv/bin/python -m jobs.second_opinion_model

How much the second opinion helps, measured leave-one-set-out, is :mod:`jobs.second_opinion_trial`.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from memory.scenario import find_files
from memory.understanding._second_opinion import CHAR_NGRAMS, MODEL_FILE, TOKEN, WORD_NGRAMS
from memory.understanding_corpus import Case, Expect, load

__all__ = ["SEED", "SETS", "export", "fingerprint", "keeps", "labelled", "model"]

FIXTURES = Path(__file__).resolve().parents[1] / "tests" / "fixtures"
SETS = ("understanding", "understanding-fresh", "understanding-heldout", "understanding-blind3",
        "understanding-blind4", "understanding-blind5", "understanding-wild-todo", "understanding-wild-change",
        "understanding-wild-facts", "understanding-blind6")
SEED = 0
DIGITS = 6  # significant digits kept in the exported file: probabilities move by < 1e-5


def keeps(expect: Expect) -> bool:
    """Whether a case's message carries something to keep, or something the case wants asked."""
    return expect.stores or expect.ask


def labelled(names: tuple[str, ...] = SETS) -> list[Case]:
    """Every case of the named sets, in file order."""
    return [case for name in names for path in find_files([FIXTURES / name]) for case in load(path)]


def fingerprint(cases: list[Case]) -> str:
    """What the model learnt from, in one hash (each message and its label, in order): the
    shipped file records it, and a test fails when the labelled sets have moved on without it."""
    lines = "".join(f"{case.say}\t{int(keeps(case.expect))}\n" for case in cases)
    return hashlib.sha256(lines.encode("utf-8")).hexdigest()


def model() -> Any:
    """TF-IDF over word and character n-grams, then a class-balanced logistic regression."""
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression
    from sklearn.pipeline import make_pipeline, make_union

    return make_pipeline(
        make_union(
            TfidfVectorizer(analyzer="word", ngram_range=WORD_NGRAMS, sublinear_tf=True, token_pattern=TOKEN.pattern),
            TfidfVectorizer(analyzer="char_wb", ngram_range=CHAR_NGRAMS, sublinear_tf=True, min_df=2),
        ),
        LogisticRegression(C=4.0, class_weight="balanced", solver="liblinear", max_iter=2000, random_state=SEED),
    )


def fit(cases: list[Case]) -> Any:
    return model().fit([case.say for case in cases], [keeps(case.expect) for case in cases])


def export(fitted: Any, cases: list[Case]) -> dict[str, Any]:
    """The fitted pipeline as plain data: per vectorizer its analyzer and, per n-gram, [idf, weight]."""
    union, regression = fitted.steps[0][1], fitted.steps[1][1]
    coef = regression.coef_[0]
    parts, at = [], 0
    for _, vectorizer in union.transformer_list:
        features = {gram: [_round(vectorizer.idf_[column]), _round(coef[at + column])]
                    for gram, column in sorted(vectorizer.vocabulary_.items())}
        parts.append({"analyzer": "word" if vectorizer.analyzer == "word" else "char_wb", "features": features})
        at += len(vectorizer.vocabulary_)
    return {"about": "jobs/second_opinion_model.py: P(keeps something) = logistic(intercept + "
                     "sum over parts of l2-normalised sublinear tf-idf · weight)",
            "fitted_on": fingerprint(cases), "intercept": _round(regression.intercept_[0]), "parts": parts}


def _round(value: float) -> float:
    return float(f"{float(value):.{DIGITS}g}")


def main() -> None:
    cases = labelled()
    MODEL_FILE.parent.mkdir(parents=True, exist_ok=True)
    MODEL_FILE.write_text(json.dumps(export(fit(cases), cases), ensure_ascii=False, separators=(",", ":")) + "\n",
                          encoding="utf-8")
    print(f"fitted on {len(cases)} cases of {len(SETS)} sets; wrote {MODEL_FILE}")


if __name__ == "__main__":
    main()
