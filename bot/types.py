"""The type every adapter speaks: platform events become :class:`Inbound`; replies come back as text."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Inbound:
    """One message as an adapter hands it to the dispatcher.

    ``user`` is platform-qualified (``telegram:123``, ``slack:T1:U2``) except on the console,
    where it is the name given with ``--user``. ``platform_ref`` makes a redelivery harmless.
    """

    user: str
    text: str
    platform: str = "console"
    platform_ref: str | None = None


@dataclass(frozen=True)
class Button:
    """One choice under a reply. ``data`` comes back in a :class:`Press` when it is tapped
    (at most 64 bytes, Telegram's limit for callback data)."""

    label: str
    data: str


@dataclass(frozen=True)
class Reply:
    """What recap answers: text, and the buttons shown under it (a question's choices, Undo)."""

    text: str
    buttons: tuple[Button, ...] = ()


@dataclass(frozen=True)
class Press:
    """A button tapped: who tapped it and the button's ``data``. ``platform_ref`` (the
    callback query or action id) makes a redelivery harmless."""

    user: str
    data: str
    platform: str = "console"
    platform_ref: str | None = None


ANSWER_PREFIX = "a:"  # a:<reply event id>:<choice index>
UNDO_PREFIX = "u:"  # u:<event id>
