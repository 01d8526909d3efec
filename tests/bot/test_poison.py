"""No poison: a message, command, user name, event or import line that recap cannot read gets a
clear answer, is kept where it belongs, and never stops chat, rebuild or /forget."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.dispatcher import KEPT_UNREAD, UNREAD_UNDO, Dispatcher
from bot.types import Inbound
from memory import slicefile
from memory.clock import VirtualClock
from memory.derive import commitments_of
from memory.home import Home
from memory.model import EventKind
from memory.service import Memory
from tests.bot.test_cli import CLAIM, _held, _recap
from tests.conftest import lose_database
from tests.driver import rebuilt, snapshot

POISON = [
    "Maya is COO on 9999-12-31",
    "what did I say 999999999999999 days ago?",
    "I'll send the deck in 99999999999999999999 days",
    "Maya is COO since 0001-01-01",
    "I'll do it in 9999 years",
    "what did we talk about on 2026-02-30?",
]
# A source record whose claim has no subject: what a hand-edited file or an older recap may hold.
BAD_SOURCE = {"source": {"name": "crm", "authority": 0.5}, "claim": {"predicate": "role", "value": "COO"}}


async def test_the_issue_s_poison_lines_get_clear_replies_and_rebuild_the_same(home: Home) -> None:
    """Each poison line is kept and answered without raising; no date outside 1900-2200 is stored,
    later messages work as before, and a rebuild gives the same memory."""
    memory = await Memory.open(home)
    clock = VirtualClock(datetime(2026, 3, 2, 8, 0, tzinfo=UTC))
    dispatcher = Dispatcher(memory, clock)
    for text in POISON:
        clock.set(clock.now() + timedelta(minutes=1))
        (reply,) = await dispatcher.handle(Inbound(user="alice", text=text))
        assert reply and KEPT_UNREAD not in reply
    replies = await dispatcher.handle(Inbound(user="alice", text="Maya is VP Operations."))
    assert "VP Operations" in replies[0]
    user = await memory.store.user_by_name("alice")
    assert user is not None
    messages = await memory.store.events(user.id, kinds=[EventKind.MESSAGE])
    assert [m.text for m in messages] == [*POISON, "Maya is VP Operations."]
    claims = await memory.store.claims(user.id)
    assert all(1900 <= c.effective_from.year <= 2200 for c in claims)
    assert all(c.due is None or c.due.year <= 2200 for c in await commitments_of(memory.store, user.id))
    before = await snapshot(memory, user.id)
    fresh = await rebuilt(memory, home, clock.now())
    assert await snapshot(fresh, user.id) == before
    await fresh.close()


async def test_far_dates_are_named_as_outside_the_years_recap_keeps(memory: Memory, clock: VirtualClock) -> None:
    """A fact dated 9999-12-31 is not stored; the reply names the date and the bounds."""
    (reply,) = await Dispatcher(memory, clock).handle(Inbound(user="alice", text="Maya is COO on 9999-12-31"))
    assert "9999-12-31" in reply and "1900–2200" in reply


@pytest.mark.parametrize("name", ["a" * 41, "b" * 64, "c" * 65, "d" * 200, "..", "../../x", "a/b\\c", "x\x00\x1b[31m"])
async def test_long_and_hostile_user_names_get_a_safe_folder(memory: Memory, clock: VirtualClock, name: str) -> None:
    """User names of 41-200 characters and hostile ones are kept under a safe folder of their own."""
    (reply,) = await Dispatcher(memory, clock).handle(Inbound(user=name, text="Maya is VP Operations."))
    assert "VP Operations" in reply
    user = await memory.store.user_by_name(name)
    assert user is not None and len(user.id) <= 64
    folder = memory.home.user_dir(user.id).resolve()
    assert folder.parent == memory.home.users_dir.resolve() and (folder / "profile.md").exists()


async def test_a_user_name_past_the_limit_is_refused_plainly(memory: Memory, clock: VirtualClock) -> None:
    """A 201-character name gets a reason and nothing is stored."""
    (reply,) = await Dispatcher(memory, clock).handle(Inbound(user="e" * 201, text="hello"))
    assert "at most 200 characters" in reply
    assert await memory.store.users() == []


@pytest.mark.parametrize("zone", ["a" * 300, "../../etc/passwd", "Europe/" + "x" * 250, "\x00"])
async def test_a_timezone_that_is_no_name_is_refused_plainly(memory: Memory, clock: VirtualClock, zone: str) -> None:
    """/timezone with a 300-letter or hostile name answers "unknown timezone" and keeps the old one."""
    (reply,) = await Dispatcher(memory, clock).handle(Inbound(user="alice", text=f"/timezone {zone}"))
    assert reply.startswith("unknown timezone")
    user = await memory.store.user_by_name("alice")
    assert user is not None and user.timezone == "UTC"


async def test_a_failure_outside_derivation_keeps_the_message_and_changes_nothing(home: Home) -> None:
    """A reply whose stored question is mangled makes the next message fail: it is still kept,
    answered plainly, none of it takes effect, and the message after it is handled as usual."""
    memory = await Memory.open(home)
    clock = VirtualClock(datetime(2026, 3, 2, 8, 0, tzinfo=UTC))
    dispatcher = Dispatcher(memory, clock)
    await dispatcher.handle(Inbound(user="alice", text="Maya is VP Operations."))
    user = await memory.store.user_by_name("alice")
    assert user is not None
    mangled = {"ask": {"question": "Which one?", "choices": [{"label": "the first", "apply": 5}]}}
    await memory.record(user, at=clock.now(), kind=EventKind.REPLY, text="Which one?", payload=mangled)
    before = await snapshot(memory, user.id)
    clock.set(clock.now() + timedelta(minutes=1))
    assert await dispatcher.handle(Inbound(user="alice", text="Maya is COO.", platform_ref="c:1")) == [KEPT_UNREAD]
    after = await snapshot(memory, user.id)
    assert after["claims"] == before["claims"] and after["commitments"] == before["commitments"]
    kept = await memory.store.events(user.id, since=clock.now())
    assert [(e.kind, e.text) for e in kept] == [
        (EventKind.MESSAGE, "Maya is COO."), (EventKind.UNDO, UNREAD_UNDO), (EventKind.REPLY, KEPT_UNREAD)
    ]  # fmt: skip
    assert await dispatcher.handle(Inbound(user="alice", text="Maya is COO.", platform_ref="c:1")) == []
    clock.set(clock.now() + timedelta(minutes=1))
    assert "CTO" in (await dispatcher.handle(Inbound(user="alice", text="Lee is CTO.")))[0]
    live = await snapshot(memory, user.id)
    fresh = await rebuilt(memory, home, clock.now())
    assert await snapshot(fresh, user.id) == live
    await fresh.close()


async def test_an_event_that_cannot_be_derived_is_kept_skipped_and_named(home: Home) -> None:
    """A record whose derivation raises stays on the timeline with nothing derived from it;
    rebuild and /forget skip it, count it and finish, and rebuild equals the live memory."""
    memory = await Memory.open(home)
    clock = VirtualClock(datetime(2026, 3, 2, 8, 0, tzinfo=UTC))
    dispatcher = Dispatcher(memory, clock)
    await dispatcher.handle(Inbound(user="alice", text="Maya is VP Operations."))
    user = await memory.store.user_by_name("alice")
    assert user is not None
    before = await snapshot(memory, user.id)
    recorded = await memory.record(user, at=clock.now(), kind=EventKind.SOURCE, text="[crm] ?", payload=BAD_SOURCE)
    assert recorded.unread and not recorded.derived.acks
    assert (await snapshot(memory, user.id))["claims"] == before["claims"]
    clock.set(clock.now() + timedelta(minutes=1))
    await dispatcher.handle(Inbound(user="alice", text="Lee is CTO. The zebra project is late."))
    live = await snapshot(memory, user.id)

    await memory.close()
    lose_database(home)
    fresh = await Memory.open(home)
    counts = await fresh.rebuild(clock.now())
    assert counts["skipped"] == 1 and counts["events"] == len(live["events"])
    assert await snapshot(fresh, user.id) == live

    forgotten = await fresh.forget(user, "zebra")
    assert forgotten.said == 1 and forgotten.skipped == (recorded.appended.event.id,)
    clock.set(clock.now() + timedelta(minutes=1))
    (reply,) = await Dispatcher(fresh, clock).handle(Inbound(user="alice", text="/forget VP Operations"))
    assert reply.startswith("Forgotten: 1 message(s)") and "could not read again" in reply
    await fresh.close()


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ('{"source": {"name": "crm\\ud800", "authority": 0.8}}', "lone surrogate"),
        ('{"a": ' + "[" * 5000 + "]" * 5000 + "}", "nested more than 32 deep"),
        ('{"source": {"name": "crm", "authority": ' + "9" * 5000 + "}}", "5,000 digits"),
        ('{"source": {"name": "' + "x" * 1_000_001 + '", "authority": 0.8}}', "at most 1,000,000"),
        ('{"type": "event", "n": 1, "at": "9999-12-31T23:00:00+00:00"}', "outside the years 1900–2200"),
        ('{"source": {"name": "crm", "authority": NaN}}', "NaN is not a number"),
    ],
)
async def test_import_names_the_bad_line_and_applies_nothing(tmp_path: Path, line: str, reason: str) -> None:
    """`recap import` with a good line, then a poison one: the poison line is named, nothing is applied."""
    data = tmp_path / "records.jsonl"
    data.write_text(json.dumps(CLAIM) + "\n" + line + "\n", encoding="utf-8")
    done = _recap(tmp_path / "data", "import", str(data), "--user", "alice")
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert f"{data}:line 2:" in done.stderr and reason in done.stderr, done.stderr
    assert await _held(tmp_path / "data", "alice") == (0, 0, 0)


SLICE_HEAD = (
    "---\nid: 2026/03/02/0800\nuser: alice\nstarted_at: '2026-03-02T08:00:00+00:00'\n"
    "ended_at: '2026-03-02T08:05:00+00:00'\nstatus: closed\n---\n\n"
)


@pytest.mark.parametrize("body", ['<!-- recap {"id": ' + "9" * 5000 + "} -->", ">| " + "[" * 100_000])
def test_slice_parser_refuses_huge_numbers_and_deep_nesting(body: str) -> None:
    """Found by fuzzing: a 5,000-digit number or deep nesting in a slice file is a
    SliceFormatError (no ValueError or RecursionError of the JSON reader escapes)."""
    with pytest.raises(slicefile.SliceFormatError):
        slicefile.parse(SLICE_HEAD + body + "\n")
