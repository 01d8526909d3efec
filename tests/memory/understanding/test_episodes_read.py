"""Tests for reading issue episodes: a topic with a state or a verb, opened or resolved."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding import OpenEpisode, ResolveEpisode, extract

TZ = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 30, 8, 10, tzinfo=TZ)


def _topics(text: str, kind: type) -> list[str]:
    return [i.topic for i in extract(text, now=NOW, tz=TZ) if isinstance(i, kind)]


def test_openings() -> None:
    """Copula states, negations, failing verbs and 'can't <verb> <topic>' open an episode."""
    for text, topic in [
        ("the wifi's down again", "wifi"),
        ("payroll export keeps failing", "payroll export"),
        ("search is flaky", "search"),
        ("VPN not working", "VPN"),
        ("Xero bank feed isn't syncing", "Xero bank feed"),
        ("can't log into jira", "jira"),
        ("site is down 😱", "site"),
        ("projector in room 4 is knackered", "projector in room 4"),  # room 4: not the one in room 5
    ]:
        assert _topics(text, OpenEpisode) == [topic], text


def test_resolutions() -> None:
    """'fixed the export bug' drops the generic 'bug'; "wifi's back", "printer's fixed" resolve."""
    for text, topic in [
        ("fixed the export bug", "export"),
        ("tests are green again", "tests"),
        ("wifi's back", "wifi"),
        ("printer's fixed", "printer"),
        ("jira is working now", "jira"),
        ("site's back up 🙏", "site"),
    ]:
        assert _topics(text, ResolveEpisode) == [topic], text


def test_one_resolved_one_opened() -> None:
    """"VPN's back but now the printer is broken" resolves one issue and opens another."""
    found = extract("VPN's back but now the printer is broken", now=NOW, tz=TZ)
    assert found == [ResolveEpisode("VPN"), OpenEpisode("printer", "")]


def test_not_an_outage() -> None:
    """A person working, a great wifi or a record broken is no episode."""
    for text in ("the wifi in this cafe is great", "Maya's working from Austin", "broke my record on the 5k"):
        found = extract(text, now=NOW, tz=TZ)
        assert not any(isinstance(i, (OpenEpisode, ResolveEpisode)) for i in found), text
