"""The entry point, :func:`extract`, and the order in which the forms are tried.

How a sentence is read:

1. The message is split into sentences; each is cleaned (curly quotes, a trailing period,
   "please", leading "ok,", "so,", "fyi" ...).
2. Questions become :class:`~memory.understanding.intents.Question`.
3. Corrections are tried on the whole sentence (their forms span commas: "... in April,
   not June").
4. Otherwise the sentence is split at its first comma into a main clause and a detail, and
   the forms are tried on the main clause from the most specific (most fixed words) to the
   least: "The VPN is down" is an episode before it could be a role, "Daniel is the decision
   maker for X" a decision-maker claim before a role.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._commitment_intro import _imperative, _others, _planned, _todo
from memory.understanding._commitments import (
    _REMIND,
    _cancel,
    _commitment,
    _done,
    _move,
    _past_report,
    _promise_by_will,
)
from memory.understanding._corrections import _CORR_PREFIX, _correction
from memory.understanding._episodes import _episode
from memory.understanding._facts import _facts
from memory.understanding._lifecycle import _cancel as lc_cancel
from memory.understanding._lifecycle import _done as lc_done
from memory.understanding._lifecycle import _move as lc_move
from memory.understanding._phrases import _Ctx
from memory.understanding._questions import _RECALL_IMPERATIVE, _question, _unmarked_question
from memory.understanding._sentences import _Sentence, _sentences, _split_detail
from memory.understanding.intents import Intent, NewCommitment, Question, StateClaim
from memory.understanding.timex import find_windows


def extract(text: str, *, now: datetime, tz: ZoneInfo) -> list[Intent]:
    """Every intent in ``text`` (a chat message sent at ``now`` by a user in ``tz``)."""
    intents: list[Intent] = []
    person: str | None = None  # the person the message last named, for a later "her"/"him"
    for sentence in _sentences(text):
        ctx = _Ctx(now=now, tz=tz, lowercase=sentence.lowercase)
        for intent in _extract_sentence(sentence, ctx):
            intent = _with_counterparty(intent, person)
            person = _named_person(intent) or person
            if intent not in intents:
                intents.append(intent)
    return intents


_PRONOUN = re.compile(r"\b(?:her|him|them)\b", re.IGNORECASE)


def _named_person(intent: Intent) -> str | None:
    """The person a statement is about: whose role it states, or whom a promise is to."""
    if isinstance(intent, StateClaim) and intent.predicate == "role" and intent.subject.lower() not in ("me", "i"):
        return intent.subject
    if isinstance(intent, NewCommitment):
        return intent.counterparty or (intent.owner if intent.owner.lower() not in ("me", "i") else None)
    return None


def _with_counterparty(intent: Intent, person: str | None) -> Intent:
    """"Maya is now CFO. I'll send her the memo": a promise that names its counterparty only
    by a pronoun is to the person the same message named before it."""
    if isinstance(intent, NewCommitment) and person and intent.counterparty is None and _PRONOUN.search(intent.action):
        return replace(intent, counterparty=person)
    return intent


_Form = Callable[[str, _Ctx], list[Intent] | None]


def _statement_forms(clause: str, detail: str, ctx: _Ctx) -> list[Intent]:
    """The forms, most specific first; the first that fits the clause wins."""
    forms: list[_Form] = [_commitment, _move, _cancel, _done, _todo]
    for form in forms:
        found = form(clause, ctx)
        if found:
            return found
    found = _episode(clause, detail, ctx)
    if found:
        return found
    facts = _facts(clause, ctx, detail)
    if facts:
        return facts
    for form in (_promise_by_will, _planned, _others, lc_move, lc_cancel, lc_done, _imperative, _past_report):
        found = form(clause, ctx)
        if found:
            return found
    return []


def _only_commitments(found: list[Intent]) -> bool:
    return bool(found) and all(isinstance(intent, NewCommitment) for intent in found)


def _extract_sentence(s: _Sentence, ctx: _Ctx) -> list[Intent]:
    text = s.text
    if s.question:
        return [_question(s, ctx)]
    unmarked = _unmarked_question(s, ctx)  # "anything late", "is the wifi still down"
    if unmarked is not None:
        return [unmarked]
    if _RECALL_IMPERATIVE.match(text) and not (_REMIND.match(text) and _commitment(text, ctx)):
        windows = find_windows(text, now=ctx.now, tz=ctx.tz)
        return [Question("recall", None, None, windows[0] if windows else None, s.raw)]
    corrected = _correction(text, ctx)
    if corrected:
        return corrected
    m = _CORR_PREFIX.match(text)
    if m:  # "actually, I'll send it Monday": the rest, read as a plain statement
        text = (m["a"] or m["b"] or m["c"] or m["d"]).strip()
    main, detail = _split_detail(text)
    found = _statement_forms(main, detail, ctx)
    if not found and detail:
        found = _statement_forms(text, "", ctx)
    elif detail and _only_commitments(found):
        # "this morning: email Ines, order toner and ping facilities": the comma cut a list of
        # to-dos, so the whole sentence, read as one, gives one commitment per item.
        whole = _statement_forms(text, "", ctx)
        if _only_commitments(whole) and len(whole) > len(found):
            found = whole
    if not found and ":" in text:
        label, _, rest = text.partition(":")
        if rest.strip() and len(label.split()) <= 4:
            main, detail = _split_detail(rest.strip())
            found = _statement_forms(main, detail, ctx)
    if not found and detail:
        # "hotfix landed, mobile app no longer crashing", "Beatriz virou diretora — Beatriz is
        # now finance director": a main clause recap cannot read, then one it can.
        rest = _GLOSS.sub("", detail)
        found = _statement_forms(*_split_detail(rest), ctx)
    return found


_GLOSS = re.compile(r"^(?:i\.?e\.?|that\s+is|aka|meaning|in\s+english)\s*[,:]?\s*", re.IGNORECASE)
