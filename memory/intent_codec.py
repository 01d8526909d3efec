"""Intents as JSON-ready data and back, for event payloads.

An answer event holds the intents its chosen answer stores (:mod:`memory.asks`), and a message
event the intents the reader found in it (:mod:`memory.readings`): both are read back when the
timeline is derived again, so the encoding must give back exactly the intent it was given
(``tests/memory/test_intent_codec.py`` checks every reading of the corpora).
"""

from __future__ import annotations

import dataclasses
import functools
import typing
from typing import Any

from pydantic import TypeAdapter, ValidationError

from memory import understanding
from memory.understanding.timex import MAX_YEAR, MIN_YEAR, DateSpec

__all__ = ["decode_intent", "encode_intent"]

_ADAPTERS: dict[str, TypeAdapter[Any]] = {
    cls.__name__: TypeAdapter(cls) for cls in typing.get_args(understanding.Intent)
}


def encode_intent(intent: understanding.Intent) -> dict[str, Any]:
    """An intent as JSON-ready data, for an event's payload."""
    name = type(intent).__name__
    return {"intent": name, **_ADAPTERS[name].dump_python(intent, mode="json")}


def decode_intent(data: Any) -> understanding.Intent | None:
    """The intent :func:`encode_intent` wrote; None for anything else (a hand-edited file, or
    an imported one with a date no reading gives: outside the years the reader accepts)."""
    if not isinstance(data, dict) or data.get("intent") not in _ADAPTERS:
        return None
    fields = {key: value for key, value in data.items() if key != "intent"}
    try:
        intent = _ADAPTERS[data["intent"]].validate_python(fields)
    except ValidationError:
        return None
    return intent if _within_years(intent) else None


def _within_years(value: object) -> bool:
    """Whether every date in ``value`` (an intent, and the intents it holds) lies in the reader's years."""
    if value is None or isinstance(value, str | int | float):  # most fields: nothing inside to look at
        return True
    if isinstance(value, DateSpec):
        return value.start.year >= MIN_YEAR and value.end.year <= MAX_YEAR + 1
    if isinstance(value, tuple | list):
        return all(_within_years(item) for item in value)
    names = _field_names(type(value))
    return names is None or all(_within_years(getattr(value, name)) for name in names)


@functools.cache
def _field_names(cls: type) -> tuple[str, ...] | None:
    """The names of a dataclass's fields, None for another type: worked out once per type, as a
    rebuild decodes every intent every message was read as."""
    return tuple(field.name for field in dataclasses.fields(cls)) if dataclasses.is_dataclass(cls) else None
