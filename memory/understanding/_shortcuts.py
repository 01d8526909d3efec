"""The reader's shortcuts: less work for the same readings, and a switch that turns them off.

A shortcut decides cheaply that a costly step cannot change what a message reads as, or does
the same reads in a cheaper order (the readers are pure, so the order of two reads that must
both hold changes nothing but the cost). The switch exists for the proof:
``tests/memory/understanding/test_shortcuts.py`` and ``jobs/reader_equivalence.py`` read every
labelled message and the perf bench's messages with the shortcuts on and off, in one process,
and require the same intents, so the proof holds for rules written after the shortcuts too.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from memory.understanding._memos import forget_readings

_taken = [True]  # one flag, read on every shortcut; a list so that the switch can set it


def taken() -> bool:
    """Whether the reader takes its shortcuts (it does, unless :func:`off`)."""
    return _taken[0]


@contextmanager
def off() -> Iterator[None]:
    """The reader without its shortcuts, the long way, inside the ``with`` block (readings
    memoised before and during it are forgotten, so neither way is served the other's)."""
    forget_readings()
    _taken[0] = False
    try:
        yield
    finally:
        _taken[0] = True
        forget_readings()
