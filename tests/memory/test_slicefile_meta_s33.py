"""A rebuild writes an event's metadata line from the payload text its row got
(:func:`memory.slicefile._meta_json`) instead of encoding the payload a second time: the line
must be what the encoder writes, byte for byte, whatever the payload, author or reference holds
(characters past ASCII, astral ones, lone surrogates, controls, DEL, quotes and backslashes)."""

from __future__ import annotations

import random
import re
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

from hypothesis import given, settings
from hypothesis import strategies as st

from memory import slicefile
from memory.model import Event, EventKind, Slice
from memory.store import payload_text

_TEXT = st.text(st.characters(codec=None, exclude_categories=()), max_size=20)
_TRICKY = st.sampled_from(["", "·", "é", "\x7f", "\x00", "\n", '"', "\\", "\u2028", "\ud800", "👋", "\U0010ffff", "~"])
_STRINGS = st.one_of(_TEXT, _TRICKY, st.lists(_TRICKY, max_size=6).map("".join))
_SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.floats(allow_nan=False), _STRINGS
)
_JSON = st.recursive(
    _SCALARS,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(_STRINGS, inner, max_size=4)),
    max_leaves=12,
)
_EVENTS = st.builds(
    Event,
    id=st.integers(1, 2**63 - 1),
    user=st.just("u"),
    at=st.integers(0, 3_000_000_000).map(lambda s: datetime(1990, 1, 1, tzinfo=UTC) + timedelta(seconds=s / 7)),
    kind=st.sampled_from(list(EventKind)),
    author=_STRINGS,
    text=_STRINGS,
    payload=st.dictionaries(_STRINGS, _JSON, max_size=5),
    platform_ref=st.one_of(st.none(), _STRINGS),
)
_ZONES = st.sampled_from([ZoneInfo("UTC"), ZoneInfo("Asia/Kolkata"), ZoneInfo("America/St_Johns")])


@settings(max_examples=600, deadline=None)
@given(_EVENTS, _ZONES)
def test_the_metadata_line_from_the_payload_text_is_the_encoders(event: Event, tz: ZoneInfo) -> None:
    assert slicefile._render_event(event, tz, payload_text(event.payload)) == slicefile._render_event(event, tz)


def test_a_reference_or_id_of_another_type_is_left_to_the_encoder() -> None:
    """A hand-edited file may give a reference that is no string: written as the encoder writes it."""
    at = datetime(2026, 3, 1, 9, tzinfo=UTC)
    for ref in (5, ["x"], {"a": "é"}, True):
        event = Event(id=7, user="u", at=at, kind=EventKind.MESSAGE, author="u", text="hi", payload={"a": "é"},
                      platform_ref=ref)  # type: ignore[arg-type]  # fmt: skip
        assert slicefile._render_event(event, UTC, payload_text(event.payload)) == slicefile._render_event(event, UTC)


@settings(max_examples=100, deadline=None)
@given(st.lists(_EVENTS, min_size=1, max_size=5), _ZONES)
def test_a_whole_file_renders_the_same_with_the_payload_texts(events: list[Event], tz: ZoneInfo) -> None:
    start = min(event.at for event in events)
    piece = Slice(id="2026/03/01/0900", user="u", started_at=start, ended_at=start + timedelta(hours=1),
                  status="closed", summary="walked · 👋 to the “bakery”", tags=("a", "b"))  # fmt: skip
    texts = [payload_text(event.payload) for event in events]
    assert slicefile.render(piece, events, tz, texts) == slicefile.render(piece, events, tz)


def _lines_before_as_searched(text: str, body: str) -> int:
    """What :func:`memory.slicefile._lines_before` gave when it searched from the end."""
    return text[: text.rfind(body)].count("\n") if body else 0


_PIECES = st.lists(st.sampled_from(["---", "a", "a\n", "\n", " ", "\t", "\u3000", "x y", "---\n", "\r\n"]), max_size=12)


@settings(max_examples=2000, deadline=None)
@given(_PIECES.map("".join), _PIECES.map("".join), _PIECES.map("".join))
def test_the_lines_before_a_body_are_counted_as_the_search_from_the_end_counted_them(
    head: str, body: str, tail: str
) -> None:
    for text, said in ((head + body + tail, body), (head + body.strip() + tail, body.strip()), (head, body)):
        assert slicefile._lines_before(text, said) == _lines_before_as_searched(text, said)


def test_files_with_and_without_frontmatter_count_their_lines_as_before() -> None:
    for text in ["---\nid: x\n---\n\n### a\n> b\n", "---\nid: x\n---\n\n> b \n\n", "no frontmatter\n\n"]:
        body = slicefile._loads(text).content
        assert slicefile._lines_before(text, body) == _lines_before_as_searched(text, body)


def test_a_kind_is_read_as_the_enum_reads_it() -> None:
    for kind in EventKind:
        assert slicefile._kind(kind.value) is EventKind(kind.value)
    for wrong in ("Message", "", 3, None):
        try:
            EventKind(wrong)  # type: ignore[arg-type]
        except ValueError as expected:
            try:
                slicefile._kind(wrong)
            except ValueError as error:
                assert str(error) == str(expected)
            else:
                raise AssertionError(f"{wrong!r} was read")


# the one search a text's lines were tested with before session 33
_RAW_LINE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff]|[^\\S\n](?=\n|\\Z)")


def test_a_text_with_a_raw_line_is_found_as_by_the_one_search() -> None:
    chance = random.Random(33)
    spaces = [c for c in map(chr, range(0x110000)) if c.isspace()]
    pool = [*spaces, "a", "b", "\n", "\n", "\x7f", "\ufeff", "é", " "]
    texts = ["".join(chance.choice(pool) for _ in range(chance.randint(0, 6))) for _ in range(200_000)]
    texts += [c for c in map(chr, range(0x110000))] + [f"a{c}" for c in spaces] + [f"a{c}\nb" for c in spaces]
    for text in texts:
        assert slicefile._has_raw_line(text) == (_RAW_LINE.search(text) is not None), repr(text)
