"""Model-extracted items: the strict schema, validation, conversion to intents, and merging
with the grammar so that nothing is applied twice and a rebuild never asks a model."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from pydantic import ValidationError

from memory import llm_intents, understanding
from memory.clock import VirtualClock
from memory.derive import commitments_of
from memory.home import Home
from memory.model import Epistemic, EventKind, Precision
from memory.service import Memory

BERLIN = ZoneInfo("Europe/Berlin")
NOW = datetime(2026, 3, 12, 9, 0, tzinfo=UTC)  # Thursday 12 March 2026, 10:00 in Berlin


def _local(*args: int) -> datetime:
    return datetime(*args, tzinfo=BERLIN).astimezone(UTC)


def _claim(**fields: Any) -> dict[str, Any]:
    return {"kind": "claim", **fields}


# --------------------------------------------------------------------------- schema


def _objects(node: Any) -> list[dict[str, Any]]:
    found = []
    if isinstance(node, dict):
        if node.get("type") == "object":
            found.append(node)
        for value in node.values():
            found += _objects(value)
    elif isinstance(node, list):
        for value in node:
            found += _objects(value)
    return found


def test_schema_is_strict_mode_json_schema() -> None:
    """Every object in the response schema forbids extra keys and lists every property as required."""
    schema = llm_intents.json_schema()
    objects = _objects(schema)
    assert len(objects) == 2  # the extraction and its item
    for obj in objects:
        assert obj["additionalProperties"] is False
        assert sorted(obj["required"]) == sorted(obj["properties"])
    text = json.dumps(schema)
    for keyword in ('"default"', '"maxLength"', '"maxItems"'):
        assert keyword not in text
    item = schema["$defs"]["ExtractedItem"]["properties"]
    assert set(item["kind"]["enum"]) == set(llm_intents.REQUIRED)


def test_strict_schema_keeps_properties_named_like_keywords() -> None:
    """A property called 'title' or 'default' is a name, not a keyword, and survives."""
    text = {"type": "string"}
    schema = {"type": "object", "title": "T", "properties": {"title": text, "default": text}}
    strict = llm_intents.strict_schema(schema)
    assert set(strict["properties"]) == {"title", "default"}
    assert "title" not in strict


@pytest.mark.parametrize(
    "content",
    [
        "not json at all",
        '{"items": [{"kind": "claim", "subject": "Mira"',  # cut off
        '{"items": [{"kind": "rumour", "subject": "Mira"}]}',  # unknown kind
        '{"items": [{"kind": "claim", "subject": "Mira", "predicate": "role"}]}',  # no value
        '{"items": [{"kind": "commitment", "action": "send the deck"}]}',  # no due
        '{"items": [{"kind": "claim", "subject": "M", "predicate": "r", "value": "v", "mood": "happy"}]}',
        '{"things": []}',
        '[{"kind": "claim"}]',
        '{"items": [' + ",".join(['{"kind": "issue_opened", "topic": "VPN"}'] * 21) + "]}",
    ],
)
def test_invalid_answers_are_refused_whole(content: str) -> None:
    """Invalid JSON, an unknown kind, a missing field, an extra key or too many items: refused."""
    with pytest.raises(ValidationError):
        llm_intents.parse_extraction(content)


def test_valid_answer_keeps_only_set_fields() -> None:
    """Null fields are dropped from what goes into the payload; an empty list is a valid answer."""
    content = json.dumps({"items": [_claim(subject="Mira", predicate="role", value="controller", scope=None)]})
    assert llm_intents.parse_extraction(content) == [_claim(subject="Mira", predicate="role", value="controller")]
    assert llm_intents.parse_extraction('{"items": []}') == []


# --------------------------------------------------------------------------- dates


@pytest.mark.parametrize(
    ("text", "start", "precision"),
    [
        ("2026-04-01", _local(2026, 4, 1), Precision.DAY),
        ("2026-04-01T09:30:00+02:00", _local(2026, 4, 1), Precision.DAY),
        ("2026-04", _local(2026, 4, 1), Precision.MONTH),
        ("next Friday", _local(2026, 3, 20), Precision.DAY),
        ("April 1", _local(2026, 4, 1), Precision.DAY),
    ],
)
def test_dates_resolve_in_the_users_zone(text: str, start: datetime, precision: Precision) -> None:
    """ISO dates, ISO months and the user's own words all resolve at local midnight in Berlin."""
    spec = llm_intents.resolve_date(text, NOW, BERLIN, "future")
    assert spec is not None
    assert (spec.start, spec.precision) == (start, precision)


def test_unreadable_dates_resolve_to_none() -> None:
    """What is not a date stays None rather than being guessed."""
    assert llm_intents.resolve_date("whenever suits", NOW, BERLIN, "future") is None
    assert llm_intents.resolve_date("2026-13", NOW, BERLIN, "future") is None
    assert llm_intents.resolve_date(None, NOW, BERLIN, "future") is None


# --------------------------------------------------------------------------- intents


def test_claim_becomes_a_state_claim_with_its_effective_date() -> None:
    """'Mira starts as controller on the first of next month' → Mira's role, effective 1 April local."""
    [intent] = llm_intents.to_intents(
        [_claim(subject="Mira", predicate="Role", value="controller", effective="2026-04-01")], NOW, BERLIN
    )
    assert isinstance(intent, understanding.StateClaim)
    assert (intent.subject, intent.predicate, intent.value) == ("Mira", "role", "controller")
    assert intent.effective is not None and intent.effective.start == _local(2026, 4, 1)


def test_every_kind_maps_to_its_intent() -> None:
    """Each kind gives the grammar's dataclass; 'I' as owner or subject is the user ('me')."""
    items = [
        _claim(subject="I", predicate="preference", value="email", scope="contract approvals", until="2026-04-30"),
        {"kind": "commitment", "action": "send Daniel the deck", "owner": "I", "counterparty": "Daniel",
         "due": "Friday"},
        {"kind": "commitment_moved", "action": "the deck", "due": "2026-03-20"},
        {"kind": "commitment_done", "action": "the deck"},
        {"kind": "commitment_cancelled", "action": "the offsite booking"},
        {"kind": "issue_opened", "topic": "VPN", "detail": "since this morning"},
        {"kind": "issue_resolved", "topic": "VPN"},
        {"kind": "date_correction", "new_date": "March", "target": "Maya's role change"},
        {"kind": "value_correction", "subject": "Maya", "predicate": "role", "value": "COO"},
    ]
    intents = llm_intents.to_intents(items, NOW, BERLIN)
    assert [type(i) for i in intents] == [
        understanding.StateClaim, understanding.NewCommitment, understanding.MoveCommitment,
        understanding.CompleteCommitment, understanding.CancelCommitment, understanding.OpenEpisode,
        understanding.ResolveEpisode, understanding.CorrectTime, understanding.CorrectValue,
    ]  # fmt: skip
    preference, commitment = intents[0], intents[1]
    assert isinstance(preference, understanding.StateClaim) and preference.preference and preference.subject == "me"
    assert preference.until is not None and preference.until.start == _local(2026, 4, 30)
    assert isinstance(commitment, understanding.NewCommitment) and commitment.owner == "me"
    assert commitment.due.start == _local(2026, 3, 13)
    done = intents[3]
    assert isinstance(done, understanding.CompleteCommitment) and done.past_tense  # quiet unless it matches
    correction = intents[7]
    assert isinstance(correction, understanding.CorrectTime) and correction.month_only == 3
    assert correction.target == "Maya's role change"


def test_day_only_correction_keeps_the_day() -> None:
    """'actually it was the 12th' is resolved later against the target's own month."""
    [intent] = llm_intents.to_intents([{"kind": "date_correction", "new_date": "the 12th"}], NOW, BERLIN)
    assert isinstance(intent, understanding.CorrectTime) and intent.day_only == 12


def test_items_that_no_longer_make_sense_are_skipped() -> None:
    """A commitment whose due does not resolve, a hand-mangled item, a non-dict: skipped, not guessed."""
    items: list[Any] = [
        {"kind": "commitment", "action": "call Kenji", "due": "someday"},
        {"kind": "claim", "subject": "Mira"},
        "Mira is controller",
        {"kind": "issue_opened", "topic": "VPN"},
    ]
    assert llm_intents.to_intents(items, NOW, BERLIN) == [understanding.OpenEpisode(topic="VPN", detail="")]


# --------------------------------------------------------------------------- merging


def _grammar(text: str) -> list[understanding.Intent]:
    return understanding.extract(text, now=NOW, tz=BERLIN)


def test_the_grammar_wins_where_both_read_the_same_thing() -> None:
    """A claim on the same subject and predicate, the same commitment, the same issue: not applied twice."""
    found = _grammar("Maya is now COO. I'll send Daniel the renewal deck by Friday. The VPN is down.")
    extracted = llm_intents.to_intents(
        [
            _claim(subject="maya", predicate="role", value="Chief Operating Officer"),
            {"kind": "commitment", "action": "send the renewal deck to Daniel", "owner": "me", "due": "2026-03-13"},
            {"kind": "issue_opened", "topic": "the VPN"},
            _claim(subject="Mira", predicate="role", value="controller"),
        ],
        NOW,
        BERLIN,
    )
    assert llm_intents.novel(found, extracted) == [extracted[3]]


def test_one_correction_per_message() -> None:
    """When the grammar read a correction, the model's reading of it is not applied again."""
    found = _grammar("No, that was March.")
    extracted = llm_intents.to_intents([{"kind": "date_correction", "new_date": "2026-03"}], NOW, BERLIN)
    assert found and llm_intents.novel(found, extracted) == []


def test_duplicates_within_the_extraction_count_once() -> None:
    """The model listing the same item twice applies it once."""
    item = _claim(subject="Mira", predicate="role", value="controller")
    extracted = llm_intents.to_intents([item, item], NOW, BERLIN)
    assert len(llm_intents.novel([], extracted)) == 1


# --------------------------------------------------------------------------- derivation


def _drop_database(home: Home) -> None:
    for suffix in ("", "-wal", "-shm"):
        Path(f"{home.database}{suffix}").unlink(missing_ok=True)


async def test_extracted_items_in_the_payload_are_derived_once_and_replayed(home: Home) -> None:
    """The grammar's claim is applied once, the model's extra claim is added as extracted, and a
    rebuild from the Markdown files alone derives the same claims."""
    clock = VirtualClock(NOW)
    memory = await Memory.open(home)
    user = await memory.users.get_or_create("alice", clock.now(), timezone="Europe/Berlin")
    extracted = [
        _claim(subject="Maya", predicate="role", value="COO"),
        _claim(subject="Mira", predicate="role", value="controller", effective="2026-04-01"),
        {"kind": "commitment", "action": "send Mira the onboarding plan", "owner": "me", "due": "next Friday"},
    ]
    recorded = await memory.record(
        user, at=clock.now(), kind=EventKind.MESSAGE, text="Maya is now COO, and there's news about Mira too.",
        payload={"extracted": extracted},
    )  # fmt: skip
    assert any("Mira's role is controller from 1 April 2026" in ack for ack in recorded.derived.acks)

    def facts(claims: list) -> list[tuple]:
        return sorted((c.subject, c.predicate, c.value, c.effective_from, c.epistemic) for c in claims)

    before = facts(await memory.store.claims(user.id))
    assert before == [
        ("Maya", "role", "COO", NOW, Epistemic.EXPLICIT),
        ("Mira", "role", "controller", _local(2026, 4, 1), Epistemic.EXTRACTED),
    ]
    [commitment] = await commitments_of(memory.store, user.id)
    assert commitment.due == _local(2026, 3, 21) - timedelta(seconds=1)

    piece = await memory.store.open_slice(user.id)
    assert piece is not None
    await memory.close_slice(user, piece)
    await memory.close()
    _drop_database(home)
    rebuilt = await Memory.open(home)
    try:
        await rebuilt.rebuild(clock.now() + timedelta(hours=1))
        assert facts(await rebuilt.store.claims(user.id)) == before
        assert [c.due for c in await commitments_of(rebuilt.store, user.id)] == [commitment.due]
    finally:
        await rebuilt.close()
