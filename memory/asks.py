"""Questions recap asks instead of guessing, how an answer is read, and "undo".

When a message carries signs of an intent that recap could not read with confidence (an
unreadable date, a commitment that two open ones fit, a correction with no target), nothing
is stored and recap asks one short :class:`Ask` with the choices it has. A choice carries
the intents that choosing it stores, so the answer (a button press, "yes", "2", "no, the
3rd") is recorded on the timeline as an ``answer`` event holding those intents: a rebuild
applies them again without having to re-ask anything.

Confidence thresholds, all of them here:

- :data:`ASK_TTL`: how long a question can be answered. After it, a button press is told the
  question lapsed and changes nothing; a typed reply is read as a new message.
- A *typed* answer counts only for the question recap asked last, when no other message came
  in between (:func:`read_answer` decides whether the words answer it at all); anything else
  is a new message, so an unanswered question never blocks the conversation.
- Target matching (which open commitment "the deck" names) asks when two commitments score
  the same; the score and its threshold are :data:`memory.commitments.MATCH_THRESHOLD`.

Pure functions: no I/O; the message time and the user's timezone are passed in.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from pydantic import TypeAdapter, ValidationError

from memory import understanding
from memory.model import Event, EventKind
from memory.understanding.timex import DateSpec, find_spans, parse_date
from memory.words import content_words, overlap

ASK_TTL = timedelta(hours=12)
NAMES_A_CHOICE = 0.5  # share of a choice's content words a typed answer must name ("the Nigel one")

YES, NO, OTHER_DATE, NO_DATE = "Yes", "No", "Other date", "No due date"

_INTENT_TYPES: dict[str, type] = {
    cls.__name__: cls
    for cls in (
        understanding.StateClaim,
        understanding.NewCommitment,
        understanding.MoveCommitment,
        understanding.CompleteCommitment,
        understanding.CancelCommitment,
        understanding.OpenEpisode,
        understanding.ResolveEpisode,
        understanding.CorrectTime,
        understanding.CorrectValue,
    )
}
_ADAPTERS = {name: TypeAdapter(cls) for name, cls in _INTENT_TYPES.items()}


@dataclass(frozen=True)
class Choice:
    """One answer recap offers. ``apply`` is stored when it is chosen (nothing for "No");
    ``wants_date`` marks "Other date": the user is then asked to type the date."""

    label: str
    apply: tuple[understanding.Intent, ...] = ()
    wants_date: bool = False


@dataclass(frozen=True)
class Ask:
    """A question for the user. ``dated`` is the intent a typed date completes ("no, the
    3rd" answers "Should I track X, due Tue?"), None when a date cannot answer it."""

    question: str
    choices: tuple[Choice, ...]
    dated: understanding.NewCommitment | understanding.MoveCommitment | None = None

    @property
    def text(self) -> str:
        """The question with its choices numbered, so it reads the same without buttons (a
        console, a log) and "2" answers it anywhere."""
        lines = [self.question, *(f"{n}) {c.label}" for n, c in enumerate(self.choices, start=1))]
        return "\n".join(lines)


@dataclass(frozen=True)
class Answer:
    """What a user's answer chose: the intents to store and the words that say so."""

    label: str
    apply: tuple[understanding.Intent, ...]
    wants_date: bool = False


# --------------------------------------------------------------------------- building


def track_or_not(proposal: understanding.NewCommitment, question: str) -> Ask:
    """The usual doubt about a to-do: store it as read, with another date, or not at all."""
    if proposal.due is None:
        choices = (Choice(NO_DATE, (proposal,)), Choice(OTHER_DATE, wants_date=True), Choice(NO))
    else:
        choices = (Choice(YES, (proposal,)), Choice(OTHER_DATE, wants_date=True), Choice(NO))
    return Ask(question, choices, dated=proposal)


def which_one(question: str, options: list[tuple[str, understanding.Intent]]) -> Ask:
    """Two or more targets fit equally: one choice per target, and "Neither"."""
    return Ask(question, (*(Choice(label, (intent,)) for label, intent in options), Choice("Neither")))


def plain(question: str) -> Ask:
    """A question only words can answer (a correction with no target): no choices."""
    return Ask(question, ())


# --------------------------------------------------------------------------- reading answers

_YES = re.compile(
    r"^(?:y|ya|yes|yep|yup|yeah|yea|sure|ok|okay|k|correct|right|please do|do it|go ahead|track it|👍|✅)"
    r"(?:\s*(?:please|pls|thanks|thx|ty))?[.!\s]*$",
    re.IGNORECASE,
)
_NO = re.compile(
    r"^(?:n|no|nope|nah|no thanks|no thx|don'?t|do not|skip|skip it|never ?mind|nvm|cancel|forget it|👎|❌)[.!\s]*$",
    re.IGNORECASE,
)
_LEAD = re.compile(r"^(?:no|nope|nah|actually|sorry|i meant|meant)\b[,\s—-]*", re.IGNORECASE)
_NUMBER = re.compile(r"^\s*(?:option\s*)?(\d{1,2})[.)]?\s*$", re.IGNORECASE)


def read_answer(text: str, ask: Ask, *, now: datetime, tz: ZoneInfo) -> Answer | None:
    """The choice ``text`` makes for ``ask``, or None when the words do not answer it (they
    are then a new message)."""
    words = text.strip()
    if m := _NUMBER.match(words):
        index = int(m[1]) - 1
        return _chosen(ask.choices[index]) if 0 <= index < len(ask.choices) else None
    labelled = {choice.label.casefold(): choice for choice in ask.choices}
    if words.casefold().rstrip(".!") in labelled:
        return _chosen(labelled[words.casefold().rstrip(".!")])
    if _YES.match(words):
        yes = labelled.get(YES.casefold()) or labelled.get(NO_DATE.casefold())
        return _chosen(yes) if yes is not None else None
    if _NO.match(words):
        no = labelled.get(NO.casefold()) or labelled.get("neither")
        return _chosen(no) if no is not None else None
    if ask.dated is not None and (due := _typed_date(words, now, tz)) is not None:
        intent = replace(ask.dated, due=due)
        return Answer(f"due {due.text}", (intent,))
    return _named_choice(words, ask)


def _chosen(choice: Choice) -> Answer:
    return Answer(choice.label, choice.apply, choice.wants_date)


def _typed_date(words: str, now: datetime, tz: ZoneInfo) -> DateSpec | None:
    """The date a reply consists of ("the 3rd", "no, thursday", "fri 5pm"), or None when the
    reply says more than a date (it is then a new message, not an answer)."""
    rest = _LEAD.sub("", words).strip(" .!")
    rest = re.sub(r"^(?:by|on|for|due|it's|its|it is)\s+", "", rest, flags=re.IGNORECASE)
    if (whole := parse_date(rest, now=now, tz=tz, prefer="future")) is not None:
        return whole
    spans = [span for span in find_spans(rest, now=now, tz=tz, prefer="future") if span.spec is not None]
    if len(spans) != 1:
        return None
    span = spans[0]
    leftover = (rest[: span.start] + rest[span.end :]).strip(" ,.!")
    return span.spec if not leftover else None


def _named_choice(words: str, ask: Ask) -> Answer | None:
    """The one choice whose words the reply names ("the Nigel one", "contract to harriet")."""
    said = content_words(words)
    if not said:
        return None
    scored = [(overlap(said, content_words(choice.label)), choice) for choice in ask.choices if choice.apply]
    best = [choice for score, choice in scored if score >= NAMES_A_CHOICE]
    return _chosen(best[0]) if len(best) == 1 else None


_UNDO = re.compile(
    r"^(?:undo(?:\s+(?:that|it|this|the last one|last))?|that'?s wrong|that is wrong|thats not right|"
    r"that'?s not right|wrong)[.!\s]*$",
    re.IGNORECASE,
)


def is_undo(text: str) -> bool:
    """"undo", "that's wrong" said on its own: take back the last change."""
    return bool(_UNDO.match(text.strip()))


def undone_ids(events: Iterable[Event]) -> set[int]:
    """The ids of the events an ``undo`` event took back."""
    ids = set()
    for event in events:
        if event.kind is EventKind.UNDO and isinstance(target := event.payload.get("undoes"), int):
            ids.add(target)
    return ids


def without_undone(events: Sequence[Event]) -> list[Event]:
    """The events that still count, in order: every one not taken back by an ``undo``.

    Live undo and ``recap rebuild`` both derive from this list, so they agree."""
    undone = undone_ids(events)
    return [event for event in events if event.id not in undone]


# --------------------------------------------------------------------------- storing

def encode_intent(intent: understanding.Intent) -> dict[str, Any]:
    """An intent as JSON-ready data, for an event's payload."""
    name = type(intent).__name__
    return {"intent": name, **_ADAPTERS[name].dump_python(intent, mode="json")}


def decode_intent(data: Any) -> understanding.Intent | None:
    """The intent :func:`encode_intent` wrote; None for anything else (a hand-edited file)."""
    if not isinstance(data, dict) or data.get("intent") not in _ADAPTERS:
        return None
    fields = {key: value for key, value in data.items() if key != "intent"}
    try:
        return _ADAPTERS[data["intent"]].validate_python(fields)
    except ValidationError:
        return None


def encode_ask(ask: Ask) -> dict[str, Any]:
    return {
        "question": ask.question,
        "choices": [
            {"label": c.label, "apply": [encode_intent(i) for i in c.apply], "wants_date": c.wants_date}
            for c in ask.choices
        ],
        "dated": encode_intent(ask.dated) if ask.dated is not None else None,
    }


def decode_ask(data: Any) -> Ask | None:
    """The ask a reply event's payload holds; None when it holds none (or a mangled one)."""
    if not isinstance(data, dict) or not isinstance(data.get("question"), str):
        return None
    choices = []
    for raw in data.get("choices") or []:
        if not isinstance(raw, dict) or not isinstance(raw.get("label"), str):
            return None
        intents = tuple(i for i in (decode_intent(item) for item in raw.get("apply") or []) if i is not None)
        choices.append(Choice(raw["label"], intents, bool(raw.get("wants_date"))))
    dated = decode_intent(data.get("dated"))
    if not isinstance(dated, understanding.NewCommitment | understanding.MoveCommitment):
        dated = None
    return Ask(data["question"], tuple(choices), dated)
