"""Issues said by what a system gives back ("search returns nothing"), a reading past its limit
("cpu pegged at 100%", "lag is through the roof"), a part slipping, a bounce, flakiness, a report
before a question to others, and fixes said by the means ("restart fixed it") or by coming back
to life ("jira's alive") (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import OpenEpisode, ResolveEpisode, extract

TZ = ZoneInfo("Europe/London")
NOW = datetime(2026, 11, 30, 11, 0, tzinfo=TZ)


def _opened(text: str) -> list[str]:
    return [i.topic for i in extract(text, now=NOW, tz=TZ) if isinstance(i, OpenEpisode)]


def _resolved(text: str) -> list[str]:
    return [i.topic for i in extract(text, now=NOW, tz=TZ) if isinstance(i, ResolveEpisode)]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("help center search returns nothing", "help center search"),
        ("the lookup gives no results", "lookup"),
        ("the report comes back empty", "report"),
        ("the staff directory search is returning zero hits", "staff directory search"),
        ("prod db cpu pegged at 100%", "prod db cpu"),
        ("kafka consumer lag is through the roof", "kafka consumer lag"),
        ("kafka consumer lag is high", "kafka consumer lag"),
        ("latency on the api is spiking", "latency on the api"),
        ("disk on build-2 maxed out", "disk on build-2"),
        ("server room temperature is through the roof", "server room temperature"),
        ("clutch is slipping", "clutch"),
        ("the fan belt keeps slipping", "fan belt"),
        ("emails to gmail addresses are bouncing", "emails to gmail addresses bouncing"),
        ("my emails keep bouncing", "emails bouncing"),  # mail named by its bouncing (session 23)
        ("the ci pipeline's flaky af today", "ci pipeline"),
        ("the app is buggy as hell", "app"),
        ("my outlook is not syncing, anyone else?", "outlook"),
        ("vpn keeps dropping - is it just me?", "vpn"),
    ],
)
def test_a_result_a_reading_or_a_state_opens_an_issue(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    "text",
    [
        "the shop returns nothing",
        "the price is high",
        "temperature is high",
        "memory's full",
        "the launch date is slipping",
        "the project is slipping",
        "standards are slipping",
        "the kids are bouncing",
        "my cat is sick, any ideas?",
        "Sam returns nothing",
    ],
)
def test_no_system_no_issue(text: str) -> None:
    assert _opened(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("restart fixed it", "it"),
        ("a reboot sorted it", "it"),
        ("clearing the cache did the trick", "it"),
        ("turning it off and on again fixed it", "it"),
        ("jira's alive", "jira"),
        ("the server's back from the dead", "server"),
        ("lag cleared", "lag"),
        ("cpu back to normal", "cpu"),
    ],
)
def test_a_fix_by_its_means_or_its_outcome_resolves(text: str, topic: str) -> None:
    assert _resolved(text) == [topic]


@pytest.mark.parametrize(
    "text", ["nothing fixed it", "Ade got bumped up", "invoices to Acme bounced back", "Tom fixed it"]
)
def test_no_means_no_fix_of_it(text: str) -> None:
    topics = _resolved(text)
    assert "it" not in topics and not any(" " in t and t.endswith(("bumped", "bounced")) for t in topics)


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("tyre's flat", "tyre"),
        ("the van's back tyre is soft", "van's back tyre"),
        ("front tire keeps going soft", "front tire"),
        ("my bike tyre is punctured again", "bike tyre"),
    ],
)
def test_a_flat_tyre_opens_an_issue(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize("text", ["my phone's flat", "the battery's flat", "the beer's flat"])
def test_a_flat_phone_or_drink_is_no_issue(text: str) -> None:
    assert _opened(text) == []
