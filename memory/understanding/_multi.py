"""Messages that carry several intents: each clause read once, on its own, and the intents
merged (the clause cutting itself is :func:`memory.understanding._sentences._clauses`).

What this module adds to that cut:

- A report, then what to do about it, after a separator: "the dishwasher's leaking again,
  ring the plumber tomorrow", "paid the gas bill — next: book the MOT", "sent the contract to
  Ade and pushed the call with Mei to friday". A comma or "and" before an imperative usually
  joins items of one to-do list ("email Ines, order toner"), so the cut is kept only when the
  words before it read, on their own, as a fact, an issue or a lifecycle change.
- A date said once and referred back to: "Mrs Okafor becomes principal from 1 Sept and I have
  to plan her welcome that day" ("that day", "by then", "before then" take the date the words
  before them gave; with no date before, recap asks when "then" is).
- "Jo will bring the rug and I'll get the drinks": the user's share of a job split with
  someone else is a to-do even undated ("I'll get the drinks" alone waits for a date).
- "for the picnic: Jo will bring the rug and I'll get the drinks": the label is both clauses'.
- "scrap the Friday drinks; let's do a lunch on the 14th instead": what replaces a cancelled
  plan is a new to-do, not a move of something else.
- "tell him the plan and send her the deck" with nobody named: recap asks who they are.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from memory.understanding._commitment_intro import _imperative_shape, _read
from memory.understanding._commitments import _IRREGULAR_PAST
from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import (
    CancelCommitment,
    CompleteCommitment,
    Intent,
    MoveCommitment,
    NewCommitment,
    OpenEpisode,
    ResolveEpisode,
    StateClaim,
    Unclear,
)
from memory.understanding.timex import find_spans, has_date_words
from memory.words import content_words

# -- a date referred back to -------------------------------------------------------------------

_BACK_DATE = re.compile(
    r"\b(?:(?P<c>by|before|until|till)\s+then|(?:(?P<on>on|by|before|from)\s+)?(?:that\s+(?:same\s+)?day"
    r"|the\s+same\s+day|that\s+date)|on\s+the\s+day)\b",
    _I,
)


def dated_back(text: str, before: str, ctx: _Ctx) -> str:
    """``text`` with "that day", "by then", "before then" put as the date the words before
    them gave (earlier in ``text``, else in ``before``, the sentences before it); unchanged
    when none did."""
    m = _BACK_DATE.search(text)
    if m is None:
        return text
    said = f"{before} {text[: m.start()]}"
    spans = [span for span in find_spans(said, now=ctx.now, tz=ctx.tz) if span.spec is not None]
    if not spans:
        return text
    spec = spans[-1].spec
    assert spec is not None  # narrowed above
    connector = (m["c"] or m["on"] or "on").lower()
    return f"{text[: m.start()]}{connector} {spec.text}{text[m.end() :]}"


def unanchored(intent: Intent) -> Intent:
    """A to-do due "by then" with no date said before: recap asks when that is rather than
    keep "by then" in its action."""
    if not isinstance(intent, NewCommitment) or intent.due is not None:
        return intent
    m = _BACK_DATE.search(intent.action)
    if m is None:
        return intent
    action = re.sub(r"\s+", " ", f"{intent.action[: m.start()]} {intent.action[m.end() :]}").strip()
    return Unclear(
        f"When is “{m.group(0)}” for “{action}”? Say the date.", intent.action, replace(intent, action=action)
    )


# -- a report, then what to do about it --------------------------------------------------------

_CUT = re.compile(
    r"\s*(?:[,;]\s*(?:(?:and|then|also|plus|so|now)\s+)*|\s[-–—]+\s+|\s+(?:and|then|also|plus|so|now)\s+)"
    r"(?:(?:next(?:\s+up)?|after\s+that|then)\s*[:,]?\s+)?",
    _I,
)
_LETS = re.compile(r"^(?:let's|lets|let\s+us)\s+\w", _I)
# a past tense that says what happened to a to-do; not one that starts a report of a wish
_NOT_REPORT = frozenset({"needed", "wanted", "tried", "planned", "decided", "hoped", "agreed", "promised", "asked",
                         "started", "forgot", "remembered", "realised", "realized", "noticed", "seemed"})  # fmt: skip
_SAME_THING = re.compile(r"^\S+\s+(?:it|them|that|this|those|these)\b", _I)  # "… and sent it to Jana"
_SUBJECT = re.compile(r"^(?:i|we)\s+(?:(?:just|also|finally|then)\s+)*", _I)
_REPORTS = (StateClaim, OpenEpisode, ResolveEpisode, CompleteCommitment, CancelCommitment, MoveCommitment)
_LIFECYCLE = (CompleteCommitment, CancelCommitment, MoveCommitment)
Reader = Callable[[str], list[Intent]]
_MAX_REPORT_WORDS = 15


def _past(words: str) -> bool:
    """Whether ``words`` open with a past tense that reports a change ("sent", "pushed")."""
    first = _SUBJECT.sub("", words).split()[:1]
    v = first[0].lower() if first else ""
    return v not in _NOT_REPORT and (
        v in _IRREGULAR_PAST or (len(v) >= 5 and v.endswith("ed") and not v.endswith("eed"))
    )


def report_then_more(
    text: str, read: Reader, read_rest: Callable[[str], list[tuple[Intent, str]]]
) -> list[tuple[Intent, str]] | None:
    """``text`` read as a report and what follows it, when it is one: the words before a cut
    read alone as a fact, an issue or a lifecycle change, and the words after it (a to-do, a
    plan with "let's", or a second lifecycle change) read alone as something too."""
    for cut in _CUT.finditer(text):
        before, after = text[: cut.start()].strip(), text[cut.end() :].strip()
        if len(before.split()) > _MAX_REPORT_WORDS:
            return None  # a report is said in a few words; a run-on message is not re-read at every cut
        if len(before.split()) < 2 or len(after.split()) < 2:
            continue
        past = _past(after) and _past(before)
        if not (_imperative_shape(after) or _LETS.match(after) or past):
            continue
        first = read(before)
        kinds = _LIFECYCLE if past else _REPORTS
        if not first or not all(isinstance(intent, kinds) for intent in first):
            continue
        if past and _SAME_THING.match(_SUBJECT.sub("", after)):
            return [(intent, before) for intent in first]  # "finished the report and sent it to Jana": one thing
        rest = report_then_more(after, read, read_rest) or read_rest(after)
        if rest and not (past and not all(isinstance(intent, _LIFECYCLE) for intent, _ in rest)):
            return [(intent, before) for intent in first] + rest
    return None


# -- a job split with someone else ---------------------------------------------------------------

_MY_SHARE = re.compile(r"^(?:i'll|i\s+will|i'm\s+(?:gonna|going\s+to)|i\s+can)\s+(?P<rest>\S.+)$", _I)


def my_share(clause: str, others: list[Intent], ctx: _Ctx) -> list[Intent]:
    """ "… and I'll get the drinks" after someone else's promise: the user's share, undated."""
    m = _MY_SHARE.match(clause)
    theirs = any(isinstance(intent, NewCommitment) and intent.owner != "me" for intent in others)
    if m is None or not theirs or not _imperative_shape(m["rest"]):
        return []
    return [
        intent
        for intent in _read(m["rest"], ctx, "me", None, needs_date=False) or []
        if isinstance(intent, NewCommitment)
    ]


# -- a label for every clause --------------------------------------------------------------------

_FOR_LABEL = re.compile(r"^(?P<label>for\s+[^:,;]{2,30}?)\s*:\s*(?P<rest>\S.*)$", _I)


def labelled(clauses: list[str], ctx: _Ctx) -> list[str]:
    """ "for the picnic: Jo will bring the rug", "I'll get the drinks": the leading label said
    of each clause ("… the drinks for the picnic"), before a date a clause gives of its own."""
    m = _FOR_LABEL.match(clauses[0]) if len(clauses) > 1 else None
    if m is None:
        return clauses
    label = m["label"]
    out = []
    for clause in [m["rest"], *clauses[1:]]:
        spans = find_spans(clause, now=ctx.now, tz=ctx.tz)
        if has_date_words(label) and spans:
            out.append(clause)  # its own date says when
        elif spans:
            out.append(f"{clause[: spans[0].start].rstrip()} {label} {clause[spans[0].start :].lstrip()}")
        else:
            out.append(f"{clause} {label}")
    return out


# -- a plan instead of a cancelled one ---------------------------------------------------------

_INSTEAD = re.compile(r"^(?:(?:let's|lets|let\s+us|we'll|i'll)\s+)?(?P<rest>.+?)\s+instead$", _I)


def instead_of(move: Intent, clause: str, earlier: list[Intent], ctx: _Ctx) -> Intent:
    """ "scrap the Friday drinks; let's do a lunch on the 14th instead": a dated plan said
    "instead" after a cancellation of something else is a new to-do, not a move."""
    m = _INSTEAD.match(clause)
    cancelled = [intent for intent in earlier if isinstance(intent, CancelCommitment)]
    if m is None or not isinstance(move, MoveCommitment) or move.due is None or not cancelled:
        return move
    if any(content_words(c.action) & content_words(move.action) for c in cancelled):
        return move
    read = _read(m["rest"], ctx, "me", None, needs_date=True) or []
    return read[0] if len(read) == 1 and isinstance(read[0], NewCommitment) else move


# -- two people named only by pronouns ---------------------------------------------------------

_HIM = re.compile(r"\b(?:him|his)\b", _I)
_HER = re.compile(r"\bher\b", _I)


def unnamed_pair(intents: list[Intent], text: str) -> list[Intent]:
    """ "tell him the plan and send her the deck" with nobody named: two people recap cannot
    tell apart; one question instead of two to-dos for nobody."""
    todos = [i for i in intents if isinstance(i, NewCommitment) and i.counterparty is None and i.owner == "me"]
    him = [i for i in todos if _HIM.search(i.action) and not _HER.search(i.action)]
    her = [i for i in todos if _HER.search(i.action) and not _HIM.search(i.action)]
    if not him or not her:
        return intents
    question = (
        f"Who are “him” and “her” in “{text}”? Say it again with their names, e.g. "
        "“tell Sam the plan and send Maya the deck”."
    )
    unclear = Unclear(question, text)
    return [unclear if i is him[0] else i for i in intents if i not in (*him[1:], *her)]
