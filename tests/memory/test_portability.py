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
from memory.timefmt import iso_utc, zone

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


async def test_export_of_an_empty_memory_is_its_header_and_settings(memory: Memory, clock: VirtualClock) -> None:
    """A user with nothing recorded exports the versioned header and the settings, nothing else."""
    user = await memory.users.get_or_create("alice", clock.now())
    header, settings = [json.loads(line) for line in await portability.export_lines(memory, user, clock.now())]
    assert header == {"type": "recap-export", "version": 2, "user": "alice", "since": iso_utc(clock.now()),
                      "as_of": iso_utc(clock.now())}
    assert settings == {"type": "settings", "timezone": "UTC", "briefing_time": "08:00", "nothing_due_line": False,
                        "date_order": None}


async def _rich_memory(memory: Memory) -> tuple[User, VirtualClock]:
    """Chat facts, a dated import, a correction, a conflict, a temporary preference, commitments
    in every state, issue episodes open, updated, resolved and recurring, and changed settings."""
    clock = VirtualClock(_at("2026-03-02T09:00:00+01:00"))
    user = await memory.users.get_or_create("alice", clock.now(), timezone="Europe/Berlin")
    dispatcher = Dispatcher(memory, clock)

    async def say(at: str, text: str) -> None:
        await advance(memory, clock, _at(at), _deliver)
        await dispatcher.handle(Inbound(user="alice", text=text))

    async def source(at: str, name: str, authority: float, **record: str) -> None:
        await advance(memory, clock, _at(at), _deliver)
        spec = {"name": name, "authority": authority}
        if "action" in record:
            await portability.record_source(memory, user, clock.now(), spec, commitment=record)
        else:
            await portability.record_source(memory, user, clock.now(), spec, claim=record)

    await say("2026-03-02T09:00:00+01:00", "/briefing_time 07:15")
    await say("2026-03-02T09:01:00+01:00", "/nothing_due on")
    await say("2026-03-02T09:02:00+01:00", "Maya is VP Operations.")
    await say("2026-03-02T09:03:00+01:00", "The VPN is down")
    await say("2026-03-02T09:40:00+01:00", "The VPN is down again, nobody can reach the wiki")
    await say("2026-03-03T10:00:00+01:00", "the VPN is fixed")
    await say("2026-03-04T10:00:00+01:00", "The VPN is down")
    await say("2026-03-04T10:05:00+01:00", "problem with Acme SSO")
    await source("2026-06-20T10:00:00+02:00", "crm", 0.8, subject="Maya", predicate="role",
                 value="Chief Operating Officer", effective_from="2026-06-01")
    await say("2026-06-26T09:30:00+02:00", "Maya's role change to Chief Operating Officer happened in April, not June.")
    await source("2026-06-26T10:00:00+02:00", "crm", 0.6, subject="Northwind renewal", predicate="decision maker",
                 value="Maya", effective_from="2026-05-01")
    await source("2026-06-26T10:01:00+02:00", "email", 0.9, subject="Northwind renewal", predicate="decision maker",
                 value="Daniel", effective_from="2026-05-01")
    await source("2026-06-26T10:02:00+02:00", "crm", 0.8, subject="Atlas", predicate="owner", value="Priya",
                 scope="EMEA", effective_from="2026-01-01", effective_to="2026-06-30")
    await source("2026-06-26T10:03:00+02:00", "pm-tool", 0.7, action="review the budget", due="2026-07-20",
                 status="proposed")
    await source("2026-06-26T10:04:00+02:00", "pm-tool", 0.7, action="sign the Acme contract", due="2026-07-21",
                 status="disputed", counterparty="Acme")
    await say("2026-06-26T11:00:00+02:00", "I prefer email for contract approvals until July 31.")
    await say("2026-06-26T11:01:00+02:00", "I promised Daniel to send the renewal deck by Friday.")
    await say("2026-06-26T11:02:00+02:00", "The renewal deck deadline is now July 10.")
    await say("2026-06-26T11:03:00+02:00", "I'll book the offsite venue by July 3.")
    await say("2026-06-26T11:04:00+02:00", "I booked the offsite venue.")
    await say("2026-06-26T11:05:00+02:00", "I'll order the team t-shirts by July 8.")
    await say("2026-06-26T11:06:00+02:00", "Cancel the team t-shirts.")
    await say("2026-06-26T11:07:00+02:00", "I'll call the insurance broker by July 6.")
    await say("2026-06-26T11:07:30+02:00", "I'll water the office plants by July 9.")
    await say("2026-06-26T11:07:40+02:00", "undo")
    await say("2026-06-26T11:08:00+02:00", "/export")
    await say("2026-06-26T11:09:00+02:00", "/timezone America/New_York")
    await advance(memory, clock, _at("2026-06-27T12:00:00+02:00"), _deliver)
    return await memory.store.user(user.id) or user, clock


async def _state(memory: Memory, user: User, at: datetime) -> tuple[list, list, list]:
    tz = zone(user.timezone)
    claims = await memory.store.claims(user.id)
    views = sorted((v.key, tuple(sorted(v.values)), v.effective_from, v.effective_to)
                   for v in claim_rules.view_at(claims, at, tz=tz))
    commitments = sorted((c.action, c.owner, c.counterparty, c.due, str(c.status))
                         for c in await commitments_of(memory.store, user.id))
    episodes = [(e.topic, e.opened_at, e.resolved_at, e.updates) for e in await memory.store.episodes(user.id)]
    return views, commitments, episodes


async def _import_elsewhere(lines: list[str], tmp_path: Path, name: str, now: datetime) -> tuple[Memory, User]:
    """``lines`` imported for a new user in a fresh home, as `recap import` does."""
    records, errors = portability.parse_lines("\n".join(lines))
    assert errors == [] and len(records) == len(lines)
    fresh = await Memory.open(Home(tmp_path / "elsewhere"))
    copy = await fresh.users.get_or_create(name, now)
    await portability.import_records(fresh, copy, records, now)
    assert await portability.differences(fresh, copy, records) == []
    return fresh, await fresh.store.user(copy.id) or copy


async def test_the_export_holds_everything_recap_keeps(memory: Memory) -> None:
    """Settings, superseded and corrected claims, every commitment state with its history,
    open, updated, resolved and recurring episodes, and the whole timeline are in the export."""
    user, clock = await _rich_memory(memory)
    records = [json.loads(line) for line in await portability.export_lines(memory, user, clock.now())]
    assert [r["type"] for r in records[:2]] == ["recap-export", "settings"]
    assert records[1] == {"type": "settings", "timezone": "America/New_York", "briefing_time": "07:15",
                          "nothing_due_line": True, "date_order": None}
    of = {kind: [r for r in records if r["type"] == kind] for kind in ("claim", "commitment", "episode", "event")}

    roles = [c for c in of["claim"] if c["subject"] == "Maya" and c["predicate"] == "role"]
    assert [(c["value"], c["status"]) for c in roles] == [
        ("VP Operations", "superseded"), ("Chief Operating Officer", "corrected"),
        ("Chief Operating Officer", "current"),
    ]
    corrected, correction = roles[1], roles[2]
    assert correction["corrects"] == corrected["n"] and correction["correction_kind"] == "time"
    assert correction["effective_from"].startswith("2026-03-31T22:00") and correction["precision"] == "month"
    assert of["event"][correction["source"]["event"] - 1]["text"].startswith("Maya's role change")
    atlas = next(c for c in of["claim"] if c["subject"] == "Atlas")
    assert (atlas["scope"], atlas["effective_to"][:16], atlas["source"]["name"]) == ("EMEA", "2026-06-30T22:00", "crm")
    assert next(c for c in of["claim"] if c["detail"])["detail"] == {"strength": "explicit request"}

    states = {c["action"]: c for c in of["commitment"]}
    assert {action: c["status"] for action, c in states.items()} == {
        "review the budget": "proposed", "sign the Acme contract": "disputed", "send the renewal deck": "moved",
        "book the offsite venue": "completed", "order the team t-shirts": "cancelled",
        "call the insurance broker": "accepted",
    }
    deck = states["send the renewal deck"]
    assert [(v["status"], (v["due"] or "")[:10]) for v in deck["versions"]] == [
        ("accepted", "2026-07-03"), ("moved", "2026-07-10")
    ]
    assert deck["original_due"][:10] == "2026-07-03" and deck["counterparty"] == "Daniel"

    episodes = [(e["topic"], e["status"], len(e["updates"]), e["previous"]) for e in of["episode"]]
    assert episodes == [("VPN", "resolved", 1, None), ("VPN", "open", 0, 1), ("Acme SSO", "open", 0, None)]

    kinds = {e["kind"] for e in of["event"]}
    assert {"message", "reply", "command", "source", "briefing", "undo"} <= kinds
    undo = next(e for e in of["event"] if e["kind"] == "undo")
    assert of["event"][undo["payload"]["undoes"] - 1]["text"] == "I'll water the office plants by July 9."
    assert [e["n"] for e in of["event"]] == list(range(1, len(of["event"]) + 1))
    assert any(e["text"].startswith("[recap export, ") for e in of["event"])


async def test_an_export_imports_into_a_fresh_home_as_the_same_memory(memory: Memory, tmp_path: Path) -> None:
    """Exported, imported for another user in a fresh home and exported again: the same lines
    but the header's account, the same settings, current and past views, commitments and episodes."""
    user, clock = await _rich_memory(memory)
    lines = await portability.export_lines(memory, user, clock.now())
    fresh, copy = await _import_elsewhere(lines, tmp_path, "bob", clock.now())
    try:
        await fresh.close_idle_slices(clock.now())  # the sweep closed the original's slices too
        again = await portability.export_lines(fresh, copy, clock.now())
        assert again[1:] == lines[1:]
        assert json.loads(again[0]) == {**json.loads(lines[0]), "user": "bob", "since": iso_utc(copy.created_at)}
        assert (copy.timezone, copy.briefing_time, copy.nothing_due_line) == ("America/New_York", "07:15", True)
        for at in (clock.now(), _at("2026-04-15T12:00:00+02:00"), _at("2026-03-02T12:00:00+01:00")):
            assert await _state(fresh, copy, at) == await _state(memory, user, at)
    finally:
        await fresh.close()


async def test_the_date_order_goes_out_and_back_in_and_an_older_file_has_none(
    memory: Memory, clock: VirtualClock, tmp_path: Path
) -> None:
    """A learned or set date order is in the settings line and imported with it; a settings line
    written before it existed imports as none (the zone's habit)."""
    user = await memory.users.get_or_create("alice", clock.now())
    user = await memory.users.update(user, clock.now(), date_order="MDY")
    lines = await portability.export_lines(memory, user, clock.now())
    assert json.loads(lines[1])["date_order"] == "MDY"
    fresh, copy = await _import_elsewhere(lines, tmp_path, "bob", clock.now())
    try:
        assert copy.date_order == "MDY"
        older = {key: value for key, value in json.loads(lines[1]).items() if key != "date_order"}
        records, errors = portability.parse_lines("\n".join([lines[0], json.dumps(older)]))
        assert errors == []
        await portability.import_records(fresh, copy, records, clock.now())
        assert (await fresh.store.user(copy.id) or copy).date_order is None
    finally:
        await fresh.close()


async def test_rebuild_gives_the_live_export_summaries_included(memory: Memory) -> None:
    """The rich home (an imported fact corrected in Berlin, then a move to New York) exported
    before and after `recap rebuild`: the same lines. A closed slice's summary is composed in
    the zone its file was written in, as live use did, not in the zone the user has now."""
    user, clock = await _rich_memory(memory)
    before = await portability.export_lines(memory, user, clock.now())
    await memory.rebuild(clock.now())
    after = await portability.export_lines(memory, user, clock.now())
    assert after == before
    summaries = [json.loads(line)["summary"] for line in before if '"type": "slice"' in line]
    assert any("Chief Operating Officer from April 2026 (corrected)" in text for text in summaries)
    assert any("due Mon 20 July 2026;" in text for text in summaries)  # a day, not 17:59 in New York


async def test_today_s_import_format_still_round_trips(memory: Memory, tmp_path: Path) -> None:
    """Source lines without a header import as before, and their export carries them on."""
    user = await memory.users.get_or_create("alice", _at("2026-03-01T09:00:00+00:00"))
    old = [_with(at="2026-03-01T09:00:00+00:00"), json.dumps(COMMITMENT)]
    records, errors = portability.parse_lines("\n".join(old))
    assert errors == [] and all(isinstance(record, portability.ImportLine) for record in records)
    now = _at("2026-04-08T09:00:00+00:00")
    assert await portability.import_records(memory, user, records, now) == 2
    lines = await portability.export_lines(memory, user, now)
    fresh, copy = await _import_elsewhere(lines, tmp_path, "carol", now)
    try:
        assert (await portability.export_lines(fresh, copy, now))[1:] == lines[1:]
        assert await _state(fresh, copy, now) == await _state(memory, user, now)
    finally:
        await fresh.close()


def _export(*records: dict) -> str:
    header = {"type": "recap-export", "version": 2}
    return "\n".join(json.dumps(record) for record in (header, *records))


EVENT = {"type": "event", "n": 1, "at": "2026-03-02T09:00:00+00:00", "kind": "message", "author": "alice",
         "text": "Maya is VP Operations.", "payload": {}}


@pytest.mark.parametrize(
    ("text", "line", "reason"),
    [
        (_export({**EVENT, "at": "2026-03-02T09:00:00"}), 2, "naive datetime"),
        (_export({**EVENT, "kind": "shout"}), 2, "kind: Input should be"),
        (_export({**EVENT, "n": 0}), 2, "n: Input should be greater than or equal to 1"),
        (_export(EVENT, EVENT), 3, "event 1 appears twice"),
        (_export({**EVENT, "kind": "undo", "payload": {"undoes": 2}}, {**EVENT, "n": 2}), 2,
         "payload.undoes: refers to event 2, which is not an earlier event line"),
        (_export({"type": "settings", "timezone": "Mars/Olympus", "briefing_time": "07:00"}), 2, "unknown timezone"),
        (_export({"type": "settings", "timezone": "UTC", "briefing_time": "25:00"}), 2, "briefing_time"),
        (_export(*[{"type": "settings", "timezone": "UTC", "briefing_time": "07:00"}] * 2), 3, "a second settings"),
        (_export({"type": "fact"}), 2, "unknown line type 'fact'"),
        (_export({"type": "claim", "n": 1}, {"type": "recap-export", "version": 2}), 3, "header goes on the first"),
        (json.dumps({"type": "recap-export", "version": 3}), 1, "format version 3 is newer"),
        (json.dumps(EVENT), 1, "a event line belongs to a recap export"),
    ],
)
def test_invalid_export_lines_are_reported(text: str, line: int, reason: str) -> None:
    """Times, kinds, numbers, references, settings, types, the header's place and version: each gets a reason."""
    _, errors = portability.parse_lines(text)
    assert [error.line for error in errors] == [line]
    assert reason in errors[0].reason


async def test_a_file_with_one_bad_line_changes_nothing(memory: Memory, clock: VirtualClock) -> None:
    """An export whose last line is broken is refused whole: no settings, no events, no memory."""
    user = await memory.users.get_or_create("alice", clock.now())
    settings = {"type": "settings", "timezone": "Asia/Tokyo", "briefing_time": "06:00"}
    records, errors = portability.parse_lines(_export(settings, EVENT, {**EVENT, "n": 2, "at": "soon"}))
    assert [error.line for error in errors] == [4]
    assert len(records) == 3  # the CLI applies nothing once there is an error; the good lines are only read
    assert await memory.store.events(user.id) == [] and (await memory.store.user(user.id)) == user


async def test_a_timeline_goes_only_into_a_user_without_one(memory: Memory, clock: VirtualClock) -> None:
    """Importing an export with events into a user who has a timeline is refused and changes nothing."""
    user = await memory.users.get_or_create("alice", clock.now())
    await portability.record_source(memory, user, clock.now(), CLAIM["source"], claim=CLAIM["claim"])
    before = await memory.store.events(user.id)
    records, _ = portability.parse_lines(_export({"type": "settings", "timezone": "Asia/Tokyo",
                                                  "briefing_time": "06:00"}, EVENT))
    with pytest.raises(portability.ImportRefused, match="already has a timeline"):
        await portability.import_records(memory, user, records, clock.now())
    assert await memory.store.events(user.id) == before
    assert (await memory.store.user(user.id)) == user


async def test_references_between_events_follow_the_new_ids(memory: Memory, clock: VirtualClock) -> None:
    """A payload's pointer at another event (here a reply's ``about``) is written as that event's
    number and imported as the new id of the same event."""
    user = await memory.users.get_or_create("alice", clock.now())
    reply = {**EVENT, "n": 2, "kind": "reply", "author": "recap", "text": "Noted.", "payload": {"about": 1}}
    records, errors = portability.parse_lines(_export(EVENT, reply))
    assert errors == []
    await portability.import_records(memory, user, records, clock.now())
    message, answer = await memory.store.events(user.id)
    assert answer.payload == {"about": message.id}
    exported = [json.loads(line) for line in await portability.export_lines(memory, user, clock.now())]
    assert [e["payload"].get("about") for e in exported if e["type"] == "event"] == [None, 1]


async def test_differences_name_derived_lines_that_read_otherwise(memory: Memory, clock: VirtualClock) -> None:
    """A claim line edited by hand is not applied (the timeline decides) and is named as differing."""
    user = await memory.users.get_or_create("alice", clock.now())
    claim = {"type": "claim", "n": 1, "subject": "Maya", "predicate": "role", "value": "CEO"}
    records, errors = portability.parse_lines(_export(EVENT, claim, {"type": "episode", "n": 1}))
    assert errors == []
    await portability.import_records(memory, user, records, clock.now())
    assert [c.value for c in await memory.store.claims(user.id)] == ["VP Operations"]
    header = portability.HeaderLine(type="recap-export", version=2, as_of=clock.now())
    assert await portability.differences(memory, user, [header, *records[1:]]) == [
        "claim 1: reads differently", "episode 1: missing after the import"
    ]
