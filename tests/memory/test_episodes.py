"""Issue episodes: topic matching, opening, updating and resolving without revival."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memory import episodes as ep
from memory.model import IssueEpisode, Source

CHAT = Source(event_id=None, name="chat", authority=1.0)


def t(month: int, day: int, hour: int = 9) -> datetime:
    return datetime(2026, month, day, hour, tzinfo=UTC)


def episode(id: int, topic: str, opened: datetime, resolved: datetime | None = None, previous: int | None = None):
    return IssueEpisode(
        id=id,
        user="carol",
        topic=topic,
        opened_at=opened,
        resolved_at=resolved,
        detail="",
        previous_id=previous,
        source=CHAT,
    )


def report(topic: str, at: datetime, episodes: list[IssueEpisode], detail: str = "") -> list[IssueEpisode]:
    """What a caller does with a report: update the open episode or open a linked new one."""
    decision = ep.occurrence(topic, episodes)
    if decision.update is not None:
        updated = ep.add_update(decision.update, detail)
        return [updated if e.id == updated.id else e for e in episodes]
    new_id = max((e.id for e in episodes), default=0) + 1
    new = ep.new_episode(id=new_id, user="carol", topic=topic, at=at, detail=detail, source=CHAT, episodes=episodes)
    return [*episodes, new]


def resolve(topic: str, at: datetime, episodes: list[IssueEpisode]) -> list[IssueEpisode]:
    target = ep.open_for(topic, episodes)
    if target is None:
        return episodes
    done = ep.resolve(target, at)
    return [done if e.id == done.id else e for e in episodes]


def test_reopened_issue_scenario():
    """reopened-issue.yaml: a recurrence after resolution is a new episode linked to the old one."""
    eps = report("Acme SSO permissions", t(2, 3), [], "admins cannot log in")
    found = ep.match_topic("Acme SSO permissions", eps)
    assert (len(found), len(ep.open_episodes(found))) == (1, 1)

    eps = resolve("Acme SSO permissions", t(3, 12), eps)
    found = ep.match_topic("acme sso permissions", eps)
    assert (len(found), len(ep.open_episodes(found))) == (1, 0)
    assert ep.open_episodes(eps) == []

    eps = report("Acme SSO permissions", t(7, 8), eps, "for the new billing admins")
    found = ep.match_topic("Acme SSO permissions", eps)
    assert (len(found), len(ep.open_episodes(found))) == (2, 1)
    first, second = found
    assert first.resolved_at == t(3, 12)  # not revived
    assert second.previous_id == first.id
    assert second.detail == "for the new billing admins"
    assert ep.open_episodes(eps) == [second]


def test_report_while_open_updates_instead_of_opening():
    """A second report of an open issue adds an update; there is still one episode."""
    eps = report("VPN", t(5, 1), [], "down in Berlin")
    eps = report("the VPN", t(5, 1, 11), eps, "also down in Paris")
    assert len(eps) == 1
    assert eps[0].updates == ("also down in Paris",)
    assert ep.occurrence("VPN", eps).update == eps[0]
    assert not ep.occurrence("VPN", eps).opens_new


def test_occurrence_for_unknown_topic_opens_unlinked():
    """A first report opens an episode with no previous one."""
    decision = ep.occurrence("printer", [episode(1, "VPN", t(5, 1))])
    assert decision.opens_new and decision.previous_id is None


def test_new_episode_links_to_latest_of_several():
    """The third occurrence links to the second, not the first."""
    eps = [
        episode(1, "VPN", t(1, 1), t(1, 2)),
        episode(2, "vpn", t(2, 1), t(2, 3), previous=1),
    ]
    new = ep.new_episode(id=3, user="carol", topic="VPN", at=t(3, 1), detail="", source=CHAT, episodes=eps)
    assert new.previous_id == 2
    assert ep.latest("the VPN", [*eps, new]) == new


def test_new_episode_refused_while_one_is_open():
    """Opening a second episode on an open topic is refused."""
    with pytest.raises(ValueError):
        ep.new_episode(
            id=2, user="carol", topic="VPN", at=t(5, 2), detail="", source=CHAT, episodes=[episode(1, "VPN", t(5, 1))]
        )


def test_resolved_episode_is_never_revived():
    """Updating a resolved episode is refused; resolving it again keeps the first resolution."""
    closed = episode(1, "VPN", t(5, 1), t(5, 2))
    with pytest.raises(ValueError):
        ep.add_update(closed, "down again")
    assert ep.resolve(closed, t(6, 1)) == closed


def test_resolve_before_opening_is_refused():
    """An episode cannot end before it started."""
    with pytest.raises(ValueError):
        ep.resolve(episode(1, "VPN", t(5, 2)), t(5, 1))


def test_resolve_with_nothing_open_finds_nothing():
    """'X is fixed' with no open episode on X has no target."""
    assert ep.open_for("VPN", [episode(1, "VPN", t(5, 1), t(5, 2))]) is None
    assert ep.open_for("VPN", []) is None


def test_match_topic_by_words():
    """Topics match by key or by contained words, the more specific match winning."""
    eps = [
        episode(1, "Acme SSO permissions", t(1, 1)),
        episode(2, "VPN connection", t(1, 2)),
        episode(3, "Globex billing", t(1, 3)),
    ]
    assert ep.match_topic("The VPN.", eps) == [eps[1]]
    assert ep.match_topic("acme sso permission", eps) == [eps[0]]
    assert ep.match_topic("SSO", eps) == [eps[0]]
    assert ep.match_topic("Acme billing", eps) == []
    assert ep.match_topic("printer", eps) == []
    assert ep.match_topic("", eps) == []


def test_match_topic_prefers_exact_key_and_returns_ties():
    """An exact key beats a containing topic; equally good topics are all returned."""
    eps = [episode(1, "SSO", t(1, 1)), episode(2, "Acme SSO", t(1, 2)), episode(3, "Globex SSO", t(1, 3))]
    assert ep.match_topic("sso", eps) == [eps[0]]
    assert ep.match_topic("SSO", eps[1:]) == [eps[1], eps[2]]
    assert ep.match_topic("SSO login", eps[1:]) == []


def test_open_episodes_sorted_oldest_first():
    """open_episodes lists only unresolved episodes, oldest first."""
    eps = [episode(3, "c", t(3, 1)), episode(1, "a", t(1, 1)), episode(2, "b", t(2, 1), t(2, 2))]
    assert [e.id for e in ep.open_episodes(eps)] == [1, 3]


def test_topic_score_values():
    """topic_score is (2, 1) for one key and containment/jaccard otherwise."""
    assert ep.topic_score("The VPN", "vpn") == (2.0, 1.0)
    assert ep.topic_score("VPN", "VPN connection") == (1.0, 0.5)
    assert ep.topic_score("printer", "VPN") == (0.0, 0.0)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("air con in meeting room 2", "projector in meeting room 2"),
        ("printer on floor 3", "coffee machine on floor 3"),
        ("heating at the Elm St flat", "hot water at the Elm St flat"),
    ],
)
def test_other_things_in_one_place_are_other_topics(a: str, b: str) -> None:
    """A shared place is no shared topic: two things there are two issues."""
    assert ep.topic_score(a, b)[0] < ep.TOPIC_THRESHOLD


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("printer on floor 3", "printer"),
        ("printer on floor 3", "big printer on floor 3"),
        ("air con in meeting room 2", "meeting room 2 air con"),
    ],
)
def test_one_thing_in_a_place_is_still_its_topic(a: str, b: str) -> None:
    assert ep.topic_score(a, b)[0] >= ep.TOPIC_THRESHOLD
