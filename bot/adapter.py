"""What every chat-platform adapter offers ``recap serve``, without naming any platform library.

An adapter turns its platform's events into :class:`bot.types.Inbound` (and button taps into
:class:`bot.types.Press`), hands them to a :class:`Conversation` (the dispatcher), and sends
the replies back, with their buttons; it also delivers briefings to a user's direct chat. Errors
it cannot get past are mapped to :class:`DeliveryFailed`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Protocol

from aiohttp import web

from bot.types import Inbound, Press, Reply


class Conversation(Protocol):
    """What an adapter talks to (the :class:`bot.dispatcher.Dispatcher`)."""

    async def respond(self, inbound: Inbound) -> list[Reply]:
        """The replies to one message, with their buttons; [] for a duplicate delivery."""
        ...

    async def press(self, press: Press) -> Reply | None:
        """What the message whose button was tapped should now show; None to leave it as it is
        (a duplicate delivery, a button recap does not know)."""
        ...

# How an adapter waits out a rate limit; tests pass one that does not touch the wall clock.
Sleep = Callable[[float], Awaitable[None]]

# The longest rate-limit wait recap accepts before giving up on a message.
MAX_RETRY_WAIT = 300.0


class DeliveryFailed(Exception):
    """A message could not be sent, even after waiting out rate limits."""


class NotStored(Exception):
    """A message recap could not store (a full or read-only disk, a failing database): nothing
    of it was kept. An adapter does not acknowledge it where its platform re-delivers what is
    not acknowledged, and otherwise tells the user plainly (:attr:`reply`)."""

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(f"could not write {path}: {reason}")
        self.path = path
        self.reason = reason

    @property
    def reply(self) -> str:
        return (
            "I could not store that message, so I kept nothing of it: my disk is full or cannot be "
            "written. Please send it again later."
        )


class StartupFailed(Exception):
    """A platform refused to start (a bad token, an unreachable API); the message says which."""


class Adapter(Protocol):
    platform: str

    def routes(self) -> list[web.RouteDef]:
        """HTTP routes the platform calls (a webhook, the Events API); [] when it is not called."""
        ...

    async def start(self) -> None:
        """Connect, register commands and begin receiving."""
        ...

    async def stop(self) -> None:
        """Stop receiving and finish what was received."""
        ...

    async def deliver(self, user: str, text: str) -> None:
        """Send ``text`` to the direct chat of ``user`` (platform-qualified); raises DeliveryFailed."""
        ...
