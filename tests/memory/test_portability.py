"""`recap import` lines: every bad line reported by number, records applied in observed order, exports round-trip."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from jobs.virtual import advance
from memory import claims as claim_rules
from memory import portability
from memory.clock import VirtualClock
from memory.derive import commitments_of
from memory.home import Home
from memory.model import EventKind
from memory.service import Memory
from memory.store import User
from memory.timefmt import zone

CLAIM = {"source": {"name": "crm", "authority": 0.8}, "claim": {"subject": "Maya", "predicate": "role", "value": "COO"}}
COMMITMENT = {
    "source": {"name": "pm-tool", "authority": 0.7},
    "at": "2026-04-06T10:00:00-04:00",
    "commitment": {"action": "send the renewal deck", "counterparty": "Daniel", "due": "2026-04-10"},
}


def _line(record: dict) -> str:
    return json.dumps(record)


def _with(**changes) -> str:
    record = json.loads(json.dumps(CLAIM))
    for key, value in changes.items():
        section, _, field = key.partition("__")
        if field:
            record[section][field] = value
        else:
            record[section] = value
    return json.dumps(record)


def _at(text: str) -> datetime:
    return datetime.fromisoformat(text)


async def _deliver(name: str, text: str) -> None:
    """Briefings are not what these tests look at."""


def test_good_lines_parse_into_records() -> None:
    """A claim line and a commitment line parse with their source, time and fields."""
    records, errors = portability.parse_lines(_line(CLAIM) + "\n" + _line(COMMITMENT) + "\n")
    assert errors == []
    claim, commitment = records
    assert claim.source.name == "crm" and claim.source.authority == 0.8 and claim.at is None
    assert claim.claim is not None and claim.claim.value == "COO" and claim.commitment is None
    assert commitment.commitment is not None and commitment.commitment.counterparty == "Daniel"
    assert commitment.at == _at("2026-04-06T14:00:00+00:00")


def test_blank_lines_are_skipped_and_line_numbers_stay_exact() -> None:
    """Blank and white-space lines count for numbering but are neither records nor errors."""
    text = "\n".join(["", _line(CLAIM), "   ", "{oops", "\t", "[1]", _line(COMMITMENT), ""])
    records, errors = portability.parse_lines(text)
    assert len(records) == 2
    assert [error.line for error in errors] == [4, 6]


def test_a_byte_order_mark_is_not_an_error() -> None:
    """A file saved with a UTF-8 byte-order mark reads like one without."""
    records, errors = portability.parse_lines("\ufeff" + _line(CLAIM) + "\n")
    assert errors == [] and len(records) == 1


def test_only_newlines_end_lines() -> None:
    """Raw U+2028 or U+0085 inside a JSON string stay in the record; CRLF ends a line; numbers stay exact."""
    record = {"source": {"name": "crm", "authority": 0.8},
              "claim": {"subject": "Maya", "predicate": "role", "value": "VP\u2028Ops\x85\x1c x"}}
    line = json.dumps(record, ensure_ascii=False)
    records, errors = portability.parse_lines(line + "\r\n" + line + "\n{\n")
    assert [r.claim.value for r in records if r.claim] == ["VP\u2028Ops\x85\x1c x"] * 2
    assert [error.line for error in errors] == [3]


def test_malformed_json_names_the_column() -> None:
    """A line that is not JSON says so, with the parser's reason and column."""
    _, errors = portability.parse_lines('{"source": {"name": "crm",}')
    assert len(errors) == 1
    assert str(errors[0]).startswith("line 1: not JSON: ")
    assert "column" in errors[0].reason


@pytest.mark.parametrize("text", ["[1, 2]", '"just text"', "42", "null", "true"])
def test_a_line_must_be_an_object(text: str) -> None:
    """JSON that is not an object is refused as such."""
    _, errors = portability.parse_lines(text)
    assert [str(error) for error in errors] == ["line 1: a line must be a JSON object"]


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        (_with(claim={"subject": "Maya", "predicate": "role"}), "claim.value: Field required"),
        (json.dumps({"claim": CLAIM["claim"]}), "source: Field required"),
        (_with(source={"authority": 0.5}), "source.name: Field required"),
        (_with(source__authority=1.5), "source.authority: Input should be less than or equal to 1"),
        (_with(source__authority=-0.1), "source.authority: Input should be greater than or equal to 0"),
        (_with(source__authority="high"), "source.authority: Input should be a valid number"),
        (json.dumps({"source": CLAIM["source"]}), "exactly one of claim or commitment"),
        (json.dumps({**CLAIM, "commitment": COMMITMENT["commitment"]}), "exactly one of claim or commitment"),
        (_with(at="2026-06-20T10:00:00"), "naive datetime"),
        (_with(at="yesterday"), "at: Input should be a valid datetime"),
        (_with(claim={**CLAIM["claim"], "effective_from": "2026-06-01T10:00:00"}), "claim.effective_from"),
        (_with(claim={**CLAIM["claim"], "effective_from": "2026-02-30"}), "claim.effective_from"),
        (json.dumps({**COMMITMENT, "commitment": {"action": "x", "due": "soon"}}), "commitment.due"),
        (json.dumps({**COMMITMENT, "commitment": {"action": "x"}}), "commitment.due: Field required"),
        (json.dumps({**COMMITMENT, "commitment": {"action": "x", "due": "2026-04-10", "status": "maybe"}}),
         "commitment.status"),
        (_with(extra=1), "extra: Extra inputs are not permitted"),
    ],
)
def test_invalid_records_are_reported_with_field_and_reason(line: str, reason: str) -> None:
    """Missing fields, out-of-range authority, two records or none, naive times: each gets a reason."""
    records, errors = portability.parse_lines(_line(CLAIM) + "\n" + line)
    assert len(records) == 1
    assert len(errors) == 1 and errors[0].line == 2
    assert reason in errors[0].reason


def test_every_bad_line_is_reported_not_just_the_first() -> None:
    """A file with several bad lines lists each one, in order."""
    text = "\n".join(["{", _line(CLAIM), "[]", _with(source__authority=2)])
    _, errors = portability.parse_lines(text)
    assert [error.line for error in errors] == [1, 3, 4]


async def test_import_applies_records_in_observed_order(memory: Memory, clock: VirtualClock) -> None:
    """Lines listed newest first still go onto the timeline oldest first; the latest undated value is current."""
    user = await memory.users.get_or_create("alice", clock.now(), timezone="Europe/Berlin")
    lines = [
        _with(at="2026-05-01T09:00:00+02:00", claim={"subject": "Maya", "predicate": "role", "value": "COO"}),
        _with(at="2026-03-01T09:00:00+01:00", claim={"subject": "Maya", "predicate": "role", "value": "VP Ops"}),
        _with(at="2026-04-01T09:00:00+02:00", claim={"subject": "Maya", "predicate": "role", "value": "SVP Ops"}),
    ]
    records, errors = portability.parse_lines("\n".join(lines))
    assert errors == []
    now = _at("2026-06-01T09:00:00+02:00")
    assert await portability.import_records(memory, user, records, now) == 3
    sources = sorted(await memory.store.events(user.id, kinds=[EventKind.SOURCE]), key=lambda event: event.id)
    assert [event.text.rsplit(": ", 1)[1] for event in sources] == ["VP Ops", "SVP Ops", "COO"]
    assert [event.at for event in sources] == sorted(event.at for event in sources)
    view = claim_rules.find_view(await memory.store.claims(user.id), now, "Maya", "role", None, tz=zone(user.timezone))
    assert view is not None and view.value == "COO"


async def test_records_without_time_are_observed_at_the_import(memory: Memory, clock: VirtualClock) -> None:
    """A line without 'at' is recorded at the import's now, after older dated lines."""
    user = await memory.users.get_or_create("alice", clock.now())
    undated = _with(claim={"subject": "Maya", "predicate": "role", "value": "COO"})
    dated = _with(at="2026-03-01T09:00:00+00:00", claim={"subject": "Maya", "predicate": "role", "value": "VP"})
    records, _ = portability.parse_lines(undated + "\n" + dated)
    now = _at("2026-03-05T12:00:00+00:00")
    await portability.import_records(memory, user, records, now)
    claims = await memory.store.claims(user.id)
    assert [(c.value, c.observed_at) for c in claims] == [("VP", _at("2026-03-01T09:00:00+00:00")), ("COO", now)]
    assert all(c.source.name == "crm" and c.source.authority == 0.8 for c in claims)


async def test_record_source_needs_a_claim_or_a_commitment(memory: Memory, clock: VirtualClock) -> None:
    """A source record with neither is refused before anything is recorded."""
    user = await memory.users.get_or_create("alice", clock.now())
    with pytest.raises(ValueError, match="claim or a commitment"):
        await portability.record_source(memory, user, clock.now(), {"name": "crm", "authority": 0.5})
    assert await memory.store.events(user.id) == []


async def test_export_of_an_empty_memory_is_empty(memory: Memory, clock: VirtualClock) -> None:
    """A user with nothing recorded exports no lines."""
    user = await memory.users.get_or_create("alice", clock.now())
    assert await portability.export_lines(memory, user) == []


async def _rich_memory(memory: Memory) -> tuple[User, VirtualClock]:
    """Chat facts, a dated import, a correction, a conflict, a temporary preference and commitments."""
    clock = VirtualClock(_at("2026-03-02T09:00:00+01:00"))
    user = await memory.users.get_or_create("alice", clock.now(), timezone="Europe/Berlin")
    dispatcher = Dispatcher(memory, clock)

    async def say(at: str, text: str) -> None:
        await advance(memory, clock, _at(at), _deliver)
        await dispatcher.handle(Inbound(user="alice", text=text))

    async def source(at: str, name: str, authority: float, **claim: str) -> None:
        await advance(memory, clock, _at(at), _deliver)
        await portability.record_source(memory, user, clock.now(), {"name": name, "authority": authority}, claim=claim)

    await say("2026-03-02T09:00:00+01:00", "Maya is VP Operations.")
    await source("2026-06-20T10:00:00+02:00", "crm", 0.8, subject="Maya", predicate="role",
                 value="Chief Operating Officer", effective_from="2026-06-01")
    await say("2026-06-26T09:30:00+02:00", "Maya's role change to Chief Operating Officer happened in April, not June.")
    await source("2026-06-26T10:00:00+02:00", "crm", 0.6, subject="Northwind renewal", predicate="decision maker",
                 value="Maya", effective_from="2026-05-01")
    await source("2026-06-26T10:01:00+02:00", "email", 0.9, subject="Northwind renewal", predicate="decision maker",
                 value="Daniel", effective_from="2026-05-01")
    await say("2026-06-26T11:00:00+02:00", "I prefer email for contract approvals until July 31.")
    await say("2026-06-26T11:01:00+02:00", "I promised Daniel to send the renewal deck by Friday.")
    await say("2026-06-26T11:02:00+02:00", "The renewal deck deadline is now July 10.")
    await say("2026-06-26T11:03:00+02:00", "I'll book the offsite venue by July 3.")
    await say("2026-06-26T11:04:00+02:00", "I booked the offsite venue.")
    return user, clock


async def _state(memory: Memory, user: User, at: datetime) -> tuple[list, list]:
    tz = zone(user.timezone)
    claims = await memory.store.claims(user.id)
    views = sorted((v.key, tuple(sorted(v.values)), v.effective_from, v.effective_to)
                   for v in claim_rules.view_at(claims, at, tz=tz))
    commitments = sorted((c.action, c.owner, c.counterparty, c.due, str(c.status))
                         for c in await commitments_of(memory.store, user.id))
    return views, commitments


async def test_export_round_trips_into_a_fresh_memory(memory: Memory, tmp_path: Path) -> None:
    """Exported lines parse cleanly, and importing them elsewhere gives the same current views and commitments."""
    user, clock = await _rich_memory(memory)
    lines = await portability.export_lines(memory, user)
    assert all(isinstance(json.loads(line), dict) for line in lines)
    records, errors = portability.parse_lines("\n".join(lines))
    assert errors == [] and len(records) == len(lines)

    fresh = await Memory.open(Home(tmp_path / "elsewhere"))
    try:
        copy = await fresh.users.get_or_create("alice", clock.now(), timezone="Europe/Berlin")
        assert await portability.import_records(fresh, copy, records, clock.now()) == len(lines)
        original = await _state(memory, user, clock.now())
        assert original[0] and original[1]
        assert await _state(fresh, copy, clock.now()) == original
        april = _at("2026-04-15T12:00:00+02:00")
        assert (await _state(fresh, copy, april))[0] == (await _state(memory, user, april))[0]
        assert await portability.export_lines(fresh, copy) == lines
    finally:
        await fresh.close()
