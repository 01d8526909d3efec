"""What the reader made of a message, kept in the message's event payload under ``"read"``.

Reading a message is a pure function of its words, its time, the user's zone and the way round
they write numeric dates when recap knows it (the payload's ``"date_order"``, kept beside its
``"tz"``), and of the reader's code, which changes from one release of recap to the next. So
live ingestion reads a message once and records the intents it found beside it, and every
later derivation of the timeline (``recap rebuild``, the repairs of ``recap check`` and of
start-up, undo's and /forget's re-derivation, "what was it before") applies what was recorded
instead of reading again. A rebuild then gives back the memory the user was told about
("Noted: …"), not what a newer reader makes of old words, and an answer to a question recap
asked is never applied on top of a reading that would no longer have asked it. It also costs no
reading: two thirds of a rebuild's time before (see :mod:`memory.rebuild`).

The record names the words and the time it read (a digest of both): a message whose text or
time was edited in its file since is read again, as is one with no record (written by an
earlier recap, or imported) or whose record does not decode whole.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Sequence
from datetime import datetime
from typing import Any, get_args
from zoneinfo import ZoneInfo

from memory import understanding
from memory.intent_codec import decode_intent, encode_intent
from memory.model import Event
from memory.understanding._date_order import DateOrder

__all__ = ["DATE_ORDER", "READ", "intents_before", "moved", "order_in", "reading_of", "recorded"]

READ = "read"  # the payload key
DATE_ORDER = "date_order"  # the payload key of the order a message's numeric dates were read in


def recorded(text: str, at: datetime, tz: ZoneInfo, date_order: DateOrder | None = None) -> dict[str, Any]:
    """The message read now (its numeric dates in ``date_order`` when known), as its payload keeps it."""
    intents = understanding.extract(text, now=at, tz=tz, date_order=date_order)
    return {"of": _digest(text, at), "intents": [encode_intent(intent) for intent in intents]}


def reading_of(event: Event, tz: ZoneInfo) -> list[understanding.Intent]:
    """The intents of a message event: those recorded when it came in, else read again."""
    kept = event.payload.get(READ)
    said = kept.get("intents") if isinstance(kept, dict) and kept.get("of") == _digest(event.text, event.at) else None
    if isinstance(said, list):
        intents = [decode_intent(item) for item in said]
        if all(intent is not None for intent in intents):
            return [intent for intent in intents if intent is not None]
    return understanding.extract(event.text, now=event.at, tz=tz, date_order=order_in(event.payload))


def intents_before(
    events: Sequence[Event], question: understanding.Intent, now: datetime, tz: ZoneInfo
) -> Iterator[understanding.Intent]:
    """What the messages ``events`` (oldest first) said before ``question`` was asked at ``now``,
    latest first: the question itself, and what its own message said after it, left out. What a
    follow-up question ("and before that?", "and the week after") carries on from."""
    skipped_self = False
    for event in reversed(events):
        if event.at > now:
            continue
        intents = reading_of(event, tz)
        if not skipped_self and event.at == now and question in intents:
            skipped_self = True
            intents = intents[: intents.index(question)]
        yield from reversed(intents)


def order_in(payload: dict[str, Any]) -> DateOrder | None:
    """The order a message's numeric dates were read in when it came in; None: the zone's habit."""
    order = payload.get(DATE_ORDER)
    return order if order in get_args(DateOrder) else None


def moved(payload: dict[str, Any], text: str, at: datetime) -> dict[str, Any]:
    """``payload`` of a message copied to ``at`` with its record's dates already moved along
    (:mod:`jobs.history_tiles` lays whole weeks apart): the record names its new time."""
    kept = payload.get(READ)
    if isinstance(kept, dict) and "of" in kept:
        return {**payload, READ: {**kept, "of": _digest(text, at)}}
    return payload


def _digest(text: str, at: datetime) -> str:
    """What the record was read from: the words and the moment (any zone's spelling of it)."""
    said = f"{at.timestamp():.6f}\n{text}".encode()
    return hashlib.blake2b(said, digest_size=8).hexdigest()
