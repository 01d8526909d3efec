"""The frontmatter written without PyYAML's emitter is PyYAML's text, byte for byte."""

from __future__ import annotations

from datetime import UTC, datetime

import yaml
from frontmatter.default_handlers import YAMLHandler
from hypothesis import given, settings
from hypothesis import strategies as st

from memory import slicefile
from memory.frontyaml import LOADER, Handler, simple_yaml
from memory.model import Event, EventKind, Slice
from memory.timefmt import zone

# Words the YAML resolver reads as something else than a string, and near misses of them.
RESOLVED = [
    "null", "Null", "NULL", "~", "true", "True", "yes", "No", "on", "off", "y", "n", "1", "-1", "+1",
    "0x1F", "0o17", "0b101", "1_000", "1__2", "1e3", "+1.0e+3", "1.5", ".5", "1.", ".inf", "-.inf",
    ".nan", "0", "00", "12:30", "1:30:00", "190:20:30", "1:60", "2026-01-06", "2026-01-06 10:00",
    "2026-01-06T10:00:00+01:00", "2026-01-06T10:00:00.123456-05:00", "<<", "=", "a:", "a:b", "a::b",
    "::", "-", "+", "_", "Europe/Berlin", "America/Argentina/Buenos_Aires", "2026/01/06/1000-2",
]  # fmt: skip
TEXT = st.one_of(
    st.sampled_from(RESOLVED),
    st.text(alphabet="abzAZ019_./+:-", max_size=14),
    st.text(alphabet="ab:_ #'\"\n-é😀\t\\", max_size=10),
)
METADATA = st.dictionaries(
    st.one_of(st.sampled_from(["id", "user", "tags", "summary"]), TEXT),
    st.one_of(TEXT, st.lists(TEXT, max_size=3), st.none(), st.integers()),
    max_size=6,
)


def _pyyaml(metadata: dict) -> str:
    return YAMLHandler().export(metadata, sort_keys=False, allow_unicode=True)


@settings(max_examples=3000, deadline=None)
@given(METADATA)
def test_simple_metadata_is_written_as_pyyaml_writes_it(metadata: dict) -> None:
    """Whatever the metadata, the handler's text is PyYAML's, and it reads back the same."""
    written = Handler().export(metadata, sort_keys=False, allow_unicode=True)
    assert written == _pyyaml(metadata)
    assert (yaml.safe_load(written) or {}) == metadata


def test_the_resolvers_words_are_quoted_and_plain_words_are_not() -> None:
    """Metadata of plain words, ids and times is written directly, quoting what would not read back as a string."""
    metadata = {"id": "2026/01/06/0900", "user": "u1", "at": "2026-01-06T10:00:00+01:00", "tags": ["yes", "x"], "s": ""}
    assert simple_yaml(metadata) == _pyyaml(metadata)
    assert (
        simple_yaml(metadata)
        == "id: 2026/01/06/0900\nuser: u1\nat: '2026-01-06T10:00:00+01:00'\ntags:\n- 'yes'\n- x\ns: ''"
    )
    assert simple_yaml({"summary": "two words"}) is None


def test_a_new_slice_renders_as_before() -> None:
    """A briefing's new slice file is the text the PyYAML emitter gave it."""
    tz = zone("Europe/Berlin")
    at = datetime(2026, 1, 6, 9, 0, tzinfo=UTC)
    piece = Slice(id="2026/01/06/1000", user="u1", started_at=at, ended_at=at, status="open", path="x.md")
    event = Event(
        id=7, user="u1", at=at, kind=EventKind.BRIEFING, author="recap", text="Good morning.\n\nDue: this",
        payload={"scheduled_for": "2026-01-06T08:59:00Z"}, platform_ref=None, slice_id=piece.id,
    )  # fmt: skip
    text = slicefile.render(piece, [event], tz)
    front = text.split("\n---\n", 1)[0]
    assert front + "\n" == "---\n" + yaml.dump(
        {
            "id": piece.id, "user": "u1", "started_at": "2026-01-06T10:00:00+01:00",
            "ended_at": "2026-01-06T10:00:00+01:00", "status": "open", "summary": "", "tags": [],
            "timezone": "Europe/Berlin",
        },
        Dumper=yaml.SafeDumper, sort_keys=False, allow_unicode=True, default_flow_style=False,
    )  # fmt: skip
    assert slicefile.parse(text)[1] == [event]


@settings(max_examples=3000, deadline=None)
@given(METADATA)
def test_libyaml_reads_what_pyyaml_reads(metadata: dict) -> None:
    """The handler reads with libyaml's parser (when PyYAML has it) and gets PyYAML's own values."""
    written = Handler().export(metadata, sort_keys=False, allow_unicode=True)
    assert LOADER is getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    assert Handler().load(written) == yaml.load(written, Loader=yaml.SafeLoader)
