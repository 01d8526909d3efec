"""Recall in two phases: a fast shallow scan over the slice index, then a deep read.

Pure logic over a :class:`~memory.store.Store`; ``now`` is always passed in.

- ``_request``: the request read for its topic words and time windows
  (:func:`query_terms`, :func:`fts_query`, :func:`request_windows`, :func:`anchored_windows`);
- ``_scan``: the **shallow scan** (:func:`shallow_scan`), which ranks slices by one score of
  text, time window, strand and recency (:class:`Weights`) and returns :class:`Hit` s;
- ``_deep``: the **deep read** (:func:`deep_read`) of the top slices and the claims and
  commitments they touch, as a :class:`RecallContext` for a model prompt;
- ``_answer``: the **offline answer** (:func:`answer_offline`) when there is no model.
"""

from __future__ import annotations

from memory.recall._answer import NOTHING, answer_offline
from memory.recall._deep import RecallContext, SliceRead, deep_read
from memory.recall._request import anchored_windows, fts_query, query_terms, request_windows
from memory.recall._scan import DEFAULT_WEIGHTS, Hit, Weights, shallow_scan

__all__ = [
    "DEFAULT_WEIGHTS",
    "NOTHING",
    "Hit",
    "RecallContext",
    "SliceRead",
    "Weights",
    "anchored_windows",
    "answer_offline",
    "deep_read",
    "fts_query",
    "query_terms",
    "request_windows",
    "shallow_scan",
]
