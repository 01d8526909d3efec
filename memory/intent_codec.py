"""Intents as JSON-ready data and back, for event payloads.

An answer event holds the intents its chosen answer stores (:mod:`memory.asks`), and a message
event the intents the reader found in it (:mod:`memory.readings`): both are read back when the
timeline is derived again, so the encoding must give back exactly the intent it was given
(``tests/memory/test_intent_codec.py`` checks every reading of the corpora).
"""

from __future__ import annotations

import typing
from typing import Any

from pydantic import TypeAdapter, ValidationError

from memory import understanding

__all__ = ["decode_intent", "encode_intent"]

_ADAPTERS: dict[str, TypeAdapter[Any]] = {
    cls.__name__: TypeAdapter(cls) for cls in typing.get_args(understanding.Intent)
}


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
