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
