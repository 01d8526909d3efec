"""`recap rebuild` re-creates the store from the Markdown files alone."""

from __future__ import annotations

import contextlib
import sqlite3
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from jobs.virtual import advance
from memory import portability
from memory.clock import VirtualClock
from memory.home import Home
from memory.service import Memory
from tests.conftest import lose_database
from tests.driver import snapshot


async def _ignore(name: str, text: str) -> None:
    return None


async def test_rebuild_from_markdown_finds_the_same_memory(home: Home) -> None:
    """Delete recap.db, rebuild, and find the same events, slices, claims, commitments and episodes."""
    memory = await Memory.open(home)
    clock = VirtualClock(datetime.fromisoformat("2026-04-06T10:00:00-04:00"))
    user = await memory.users.get_or_create("bob", clock.now(), timezone="America/New_York")
    dispatcher = Dispatcher(memory, clock)
    script = [
        "I promised Daniel to send the renewal deck by Friday.",
        "Maya is VP Operations.",
        "The VPN is down.",
        "/timezone America/New_York",
    ]
    for minutes, text in enumerate(script):
        await advance(memory, clock, clock.now() + timedelta(minutes=minutes), _ignore)
        await dispatcher.handle(Inbound(user="bob", text=text, platform_ref=f"console:{minutes}"))
    await advance(memory, clock, clock.now() + timedelta(hours=2), _ignore)
    await portability.record_source(
        memory, user, clock.now(), {"name": "crm", "authority": 0.8},
        claim={"subject": "Maya", "predicate": "role", "value": "COO", "effective_from": "2026-04-01"},
    )
    for text in (
        "The renewal deck deadline is now April 17.",
        "The VPN is fixed.",
        "Maya's role change happened in March, not April.",
    ):
        await advance(memory, clock, clock.now() + timedelta(minutes=5), _ignore)
        await dispatcher.handle(Inbound(user="bob", text=text))
    await advance(memory, clock, clock.now() + timedelta(hours=1), _ignore)
    before = await snapshot(memory, user.id)
    await memory.close()

    lose_database(home)
    rebuilt = await Memory.open(home)
    counts = await rebuilt.rebuild(clock.now())
    assert counts == {
        "users": 1, "slices": len(before["slices"]), "events": len(before["events"]), "skipped": 0, "bad": 0
    }  # fmt: skip
    after = await snapshot(rebuilt, user.id)
    await rebuilt.close()
    assert after == before
    assert any(c[2] == "COO" and c[3].month == 3 for c in after["claims"])


# A varied history: facts, a question answered, commitments moved, done and cancelled, an issue
# opened and resolved, an undo, corrections of a value and of a due date; None is an idle gap.
VARIED = [
    "Maya is VP Operations.", "I'll send the sales deck by 2026-03-10.", "I'll send the board deck by 2026-03-12.",
    "The deck is done.", "2", None, "Push the sales deck to Friday.", "I need to renew my passport by April 30.",
    "Cancel the passport renewal.", None, "The VPN is down.", "Maya is COO now.", "undo", "Lee is CTO.",
    "no, Lee is CFO.", None, "The VPN is fixed.", "I promised Omar to call him by Thursday.", "no wait, Friday",
]  # fmt: skip


def _tables(database: Path) -> dict[str, list[tuple[Any, ...]]]:
    """Every table of a closed database, as rows two databases can be compared by: derived rows
    in id order without their own ids, references by what they point at, and each slice's
    full-text rows joined (an open slice has one row per message live, one after a rebuild)."""
    with contextlib.closing(sqlite3.connect(database)) as db:

        def rows(sql: str) -> list[tuple[Any, ...]]:
            return db.execute(sql).fetchall()

        return {
            "users": rows("SELECT * FROM users ORDER BY id"),
            "events": rows("SELECT * FROM events ORDER BY id"),
            "slices": rows("SELECT * FROM slices ORDER BY user, id"),
            "strands": rows("SELECT * FROM strands ORDER BY user, tag, started_at, slice_id"),
            "slice_docs": rows(
                "SELECT user, slice_id, group_concat(summary, ''), group_concat(body, char(10))"
                " FROM (SELECT * FROM slice_docs ORDER BY id) GROUP BY user, slice_id ORDER BY user, slice_id"
            ),
            "claims": rows(
                "SELECT c.user, c.subject, c.subject_key, c.predicate, c.value, c.scope, c.observed_at,"
                " c.effective_from, c.effective_to, c.precision, c.explicit_time, c.epistemic, c.source_event,"
                " c.source_name, c.authority, c.quoted, o.value, o.observed_at, c.correction_kind, c.detail"
                " FROM claims c LEFT JOIN claims o ON o.id = c.corrects ORDER BY c.id"
            ),
            "commitments": rows(
                "SELECT user, action, owner, counterparty, created_at, source_event, source_name, authority"
                " FROM commitments ORDER BY id"
            ),
            "commitment_versions": rows(
                "SELECT c.action, c.created_at, v.at, v.status, v.due, v.source_event, v.source_name, v.authority,"
                " v.note FROM commitment_versions v JOIN commitments c ON c.id = v.commitment_id ORDER BY v.id"
            ),
            "episodes": rows(
                "SELECT e.user, e.topic, e.topic_key, e.opened_at, e.resolved_at, e.detail, p.opened_at,"
                " e.source_event, e.source_name, e.authority, e.updates"
                " FROM episodes e LEFT JOIN episodes p ON p.id = e.previous_id ORDER BY e.id"
            ),
        }


def _files(home: Home) -> dict[str, bytes]:
    """Every file of every user folder but git's own, by path."""
    return {
        path.relative_to(home.root).as_posix(): path.read_bytes()
        for path in sorted(home.users_dir.rglob("*"))
        if path.is_file() and ".git" not in path.relative_to(home.users_dir).parts
    }


@pytest.mark.sqlite_only
async def test_rebuild_equals_live_use_in_every_table_and_every_file(home: Home) -> None:
    """After a varied history, a rebuild gives the same rows in every table and the same files."""
    memory = await Memory.open(home)
    clock = VirtualClock(datetime.fromisoformat("2026-03-02T09:00:00-05:00"))
    user = await memory.users.get_or_create("alice", clock.now(), timezone="America/New_York")
    dispatcher = Dispatcher(memory, clock)
    for text in VARIED:
        step = timedelta(hours=2) if text is None else timedelta(minutes=1)
        await advance(memory, clock, clock.now() + step, _ignore)
        if text is not None:
            await dispatcher.handle(Inbound(user="alice", text=text))
    await portability.record_source(
        memory, user, clock.now(), {"name": "crm", "authority": 0.8},
        claim={"subject": "Maya", "predicate": "role", "value": "COO", "effective_from": "2026-04-01"},
    )  # fmt: skip
    await memory.close()
    live, files = _tables(home.database), _files(home)
    statuses = {row[3] for row in live["commitment_versions"]}
    assert {"moved", "completed", "cancelled"} <= statuses and any(row[4] for row in live["episodes"])
    assert any(row[16] for row in live["claims"]) and len(live["slices"]) >= 3  # a correction; closed slices

    rebuilt = await Memory.open(home)
    counts = await rebuilt.rebuild(clock.now())
    await rebuilt.close()
    assert counts["events"] == len(live["events"]) and counts["bad"] == counts["skipped"] == 0
    assert _tables(home.database) == live
    assert _files(home) == files
