"""Fuzzing every reader of user input: none raises on what a user or a file may hold.

Hypothesis draws text from a vocabulary of date words, huge and tiny numbers, command names
and punctuation (so the readers' deep paths are reached, not just "no date here"), mixed with
arbitrary characters. Example counts are kept modest: the whole module runs in well under 30 s.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot import commands
from bot.dispatcher import Dispatcher
from bot.types import Inbound
from memory import portability, slicefile
from memory.clock import VirtualClock
from memory.home import Home, numbered_user_id, safe_user_id
from memory.model import EventKind
from memory.service import Memory
from memory.understanding import extract
from memory.understanding.timex import MAX_YEAR, MIN_YEAR, find_spans, find_windows, parse_date

NOW = datetime(2026, 3, 2, 8, 0, tzinfo=UTC)
ZONES = [ZoneInfo(name) for name in ("UTC", "Europe/Berlin", "America/New_York", "Pacific/Kiritimati")]
WORDS = [
    "in", "on", "by", "before", "since", "from", "until", "within", "at", "ago", "next", "last", "this", "the",
    "of", "days", "day", "weeks", "months", "years", "hours", "minutes", "fortnights", "mondays", "friday", "sat",
    "march", "may", "dec", "spring", "q3", "eod", "tomorrow", "tmrw", "yesterday", "tonight", "noon", "am", "pm",
    "end", "mid", "early", "christmas", "easter", "week", "month", "year", "quarter", "after", "from now", "later",
    "Maya", "is", "COO", "I'll", "send", "the deck", "no,", "that was", "actually", "what", "did", "I", "say",
    "due", "done", "cancel", "push", "it", "to", "?", ".", ",", "!", "-", "—", "/", ":", "'s", "\n", "🙂",
]  # fmt: skip
NUMBERS = st.sampled_from([
    "0", "1", "7", "12", "13", "24", "31", "32", "99", "1899", "1900", "2200", "2201", "9999", "0001",
    "99999999999999999999", "999999999999999", "9" * 400, "-5", "2026-02-30", "9999-12-31", "31/12/9999",
    "0001-01-01", "17h45", "25:61", "1e999",
])  # fmt: skip
TOKENS = st.one_of(st.sampled_from(WORDS), NUMBERS, st.text(max_size=6))
PHRASES = st.lists(TOKENS, max_size=14).map(" ".join)
FAST = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _in_bounds(start: datetime, end: datetime, tz: ZoneInfo) -> bool:
    """Whether a period lies within the bounds, which hold in the user's local time."""
    return start.astimezone(tz).year >= MIN_YEAR and end.astimezone(tz).year <= MAX_YEAR + 1


@FAST
@given(PHRASES, st.sampled_from(ZONES), st.sampled_from(["future", "past", "nearest"]))
def test_time_reader_never_raises_and_stays_in_bounds(text: str, tz: ZoneInfo, prefer: str) -> None:
    """find_spans, parse_date and find_windows read anything; every date they give is 1900-2200."""
    for span in find_spans(text, now=NOW, tz=tz, prefer="past" if prefer == "past" else "future"):
        assert (span.spec is None) != (span.problem is None)
        assert span.spec is None or _in_bounds(span.spec.start, span.spec.end, tz)
    spec = parse_date(text, now=NOW, tz=tz, prefer=prefer)  # type: ignore[arg-type]
    assert spec is None or _in_bounds(spec.start, spec.end, tz)
    for window in find_windows(text, now=NOW, tz=tz):
        assert _in_bounds(window.start, window.end, tz)


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["Maya is COO on 9999-12-31", "what did I say 999999999999999 days ago?",
                        "I'll send the deck in 99999999999999999999 days", "in 9999 years", "5000 years ago"]),
       st.sampled_from(ZONES))  # fmt: skip
def test_out_of_range_dates_are_problems_not_dates(text: str, tz: ZoneInfo) -> None:
    """The issue's poison lines: no date far out of range comes back, only a problem or nothing."""
    assert all(span.spec is None for span in find_spans(text, now=NOW, tz=tz))
    assert parse_date(text, now=NOW, tz=tz) is None


@FAST
@given(PHRASES, st.sampled_from(ZONES))
def test_extract_never_raises(text: str, tz: ZoneInfo) -> None:
    """The grammar reads any text into a list of intents (maybe empty) without raising."""
    assert isinstance(extract(text, now=NOW, tz=tz), list)


@FAST
@given(st.text(max_size=300))
def test_command_parser_never_raises(text: str) -> None:
    """split_command gives a lower-case name without "/" or "@" and the arguments, for any line."""
    name, args = commands.split_command("/" + text)
    assert "@" not in name and name == name.lower()
    assert args == args.strip()


@FAST
@given(st.text(max_size=200).filter(lambda name: bool(name.strip())), st.integers(min_value=2, max_value=10**6))
def test_user_ids_are_safe_and_stable(name: str, number: int) -> None:
    """Every user name maps to a folder name that is safe, at most 64 characters, and maps to
    itself; so does the numbered id given when that one is taken."""
    try:
        user_id = safe_user_id(name)
    except ValueError:  # a lone surrogate: refused with a reason, never a crash
        return
    for made in (user_id, numbered_user_id(user_id, number)):
        assert len(made) <= 64 and "/" not in made and made not in (".", "..")
        assert safe_user_id(made) == made


_SLICE = (
    "---\nid: 2026/03/02/0800\nuser: alice\nstarted_at: '2026-03-02T08:00:00+00:00'\n"
    "ended_at: '2026-03-02T08:05:00+00:00'\nstatus: closed\nsummary: s\ntags: []\n---\n\n"
)
SLICE_PIECES = st.sampled_from([
    _SLICE, "---\n", "---\nid: [\n---\n", "## 08:00 alice (message)\n", '<!-- {"id": 1} -->\n', "> \"hi\"\n",
    '<!-- {"id": 99999999999999999999999, "at": "9999-12-31T23:59:59+14:00", "kind": "message"} -->\n',
    "> not json\n", "started_at: 0001-01-01\n", "\x00", "\ud800", "\n",
])  # fmt: skip


@settings(max_examples=150, deadline=None)
@given(st.lists(st.one_of(SLICE_PIECES, st.text(max_size=20)), max_size=12).map("".join))
def test_slice_parser_raises_only_its_own_error(text: str) -> None:
    """slicefile.parse reads a file or raises SliceFormatError, nothing else."""
    with contextlib.suppress(slicefile.SliceFormatError):
        slicefile.parse(text)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=12,
)
IMPORT_LINES = st.one_of(
    st.sampled_from([
        '{"source": {"name": "crm", "authority": 0.8}, "claim": {"subject": "Maya", "predicate": "role", '
        '"value": "COO"}}',
        '{"type": "recap-export", "version": 2}', '{"type": "settings", "timezone": "' + "a" * 300 + '"}',
        '{"source": {"name": "\\ud800", "authority": 0.5}}', "[" * 5000, '{"n": ' + "9" * 5000 + "}",
        '{"type": "event", "n": 1, "at": "9999-12-31T23:59:59-12:00", "kind": "message", "author": "a", "text": "t"}',
        "NaN", '{"a": Infinity}',
    ]),
    JSON_VALUES.map(json.dumps),
    st.text(max_size=40),
)  # fmt: skip


@settings(max_examples=150, deadline=None)
@given(st.lists(IMPORT_LINES, max_size=6), st.binary(max_size=8), st.booleans())
def test_import_parser_names_bad_lines_and_never_raises(lines: list[str], junk: bytes, as_bytes: bool) -> None:
    """parse_lines returns records or errors with a line number inside the file, for text or bytes."""
    text = "\n".join(lines)
    data: str | bytes = text.encode("utf-8", "surrogatepass") + junk if as_bytes else text
    records, errors = portability.parse_lines(data)
    count = data.count(b"\n" if isinstance(data, bytes) else "\n") + 1  # type: ignore[arg-type]
    assert all(1 <= error.line <= count for error in errors)
    assert errors or len(records) <= count


MESSAGES = st.one_of(
    PHRASES,
    st.sampled_from(["/timezone " + "x" * 300, "/timezone ../..", "/forget", "/forget Maya", "/history",
                     "/briefing_time 99:99", "/recap", "/due", "/export", "undo", "yes", "2", "/nothing_due maybe"]),
    st.text(min_size=1, max_size=60),
)  # fmt: skip


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(MESSAGES, min_size=1, max_size=4), st.sampled_from(["alice", "a" * 41, "../x\x00y", "b" * 200]))
def test_dispatcher_keeps_every_message_and_never_raises(texts: list[str], user: str) -> None:
    """Random text through Dispatcher.handle on a temp home: a reply each time, no exception,
    and every non-blank message (or command) on the timeline afterwards."""

    async def run(root: Path) -> None:
        memory = await Memory.open(Home(root))
        clock = VirtualClock(NOW)
        dispatcher = Dispatcher(memory, clock)
        try:
            for text in texts:
                clock.set(clock.now() + timedelta(minutes=1))
                replies = await dispatcher.handle(Inbound(user=user, text=text))
                assert replies and all(isinstance(reply, str) for reply in replies)
                if not text.strip():
                    continue
                account = await memory.store.user_by_name(user)
                assert account is not None
                kinds = [EventKind.MESSAGE, EventKind.COMMAND, EventKind.ANSWER, EventKind.UNDO]
                inbound = await memory.store.events(account.id, kinds=kinds, since=clock.now())
                assert inbound, f"{text!r} is not on the timeline"
        finally:
            await memory.close()

    with tempfile.TemporaryDirectory() as root:
        asyncio.run(run(Path(root)))


def test_a_long_run_of_digits_reads_in_no_time() -> None:
    """A fuzzed line once took minutes in one pattern (a run of digits split every way it could be):
    each line the fuzzing found is read at once."""
    for text in ["at after 99999999999999999999 24 99999999999999999999 did 2201 it 24 before"]:
        assert isinstance(extract(text, now=NOW, tz=ZoneInfo("UTC")), list)
