"""A slice as a Markdown file with YAML frontmatter, and back.

The file alone must rebuild the slice exactly, whatever the user typed. Each event is a
heading for people, a one-line HTML comment holding its metadata as JSON, and its text as a
blockquote. A text line goes out as ``> line``; a line that Markdown tools or the frontmatter
parser could alter (carriage returns, control characters, trailing blanks) goes out as
``>| "json string"``. Since every text line starts with ``>``, nothing a user writes can pass
for a heading, a comment or the frontmatter fence.

While a slice is open its file grows by appending one block per event
(:func:`render_appended`) and its frontmatter is left as the first event wrote it: the reader
takes ``ended_at`` from the last event when that is later. An append cut short by a crash
leaves a torn last block; each event's metadata carries the length of its text (``len``), so
the reader recognises such a block and drops it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime
from functools import lru_cache
from json.encoder import encode_basestring_ascii as _ascii_string  # the encoder's own escaping
from zoneinfo import ZoneInfo

import frontmatter

from memory.frontyaml import Handler
from memory.model import Event, EventKind, Slice
from memory.timefmt import from_iso, zone

_META_PREFIX = "<!-- recap "
_META_SUFFIX = " -->"
_RAW_PREFIX = ">| "
_HEADING = "### "
_FRONTMATTER = Handler()  # PyYAML's text, without its emitter for simple metadata
# Characters that must not reach the file as they are: C0 controls but tab, DEL, C1 controls,
# Unicode line and paragraph separators, and the byte-order mark.
_UNSAFE = re.compile("[\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029\ufeff]")
# A text holding a line that :func:`_quote` writes raw has an unsafe character other than the
# line break between lines, or white space ending a line (``str.rstrip`` and ``\s`` both strip
# what ``str.isspace`` calls white space): a few searches of the text replace a test of each line.
_UNSAFE_IN_LINE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff]")
_BLANK_BEFORE_BREAK = re.compile("[^\\S\n]\n")


def _has_raw_line(text: str) -> bool:
    """Whether a line of ``text`` is one :func:`_quote` writes raw (see above): an unsafe
    character, white space before a line break (looked for only in a text with one), or white
    space at its end. The same as one search for either, and a third quicker
    (``tests/memory/test_slicefile_meta_s33.py`` compares them)."""
    if _UNSAFE_IN_LINE.search(text) or ("\n" in text and _BLANK_BEFORE_BREAK.search(text)):
        return True
    return text[-1:].isspace() and text[-1] != "\n"


class SliceFormatError(ValueError):
    """A slice file that cannot be read back; ``line`` is the file's line at fault (1-based),
    when one is, and the message starts with it."""

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message if line is None else f"line {line}: {message}")
        self.line = line


def render(piece: Slice, events: list[Event], tz: ZoneInfo, payloads: Sequence[str] | None = None) -> str:
    """The whole file: frontmatter, then every event in order. ``payloads``, when the caller
    has them, are the events' payloads as :func:`memory.store.payload_text` encodes them, in
    the same order (a rebuild encodes each once, for its row and its file)."""
    metadata = {
        "id": piece.id,
        "user": piece.user,
        "started_at": piece.started_at.astimezone(tz).isoformat(),
        "ended_at": piece.ended_at.astimezone(tz).isoformat(),
        "status": piece.status,
        "summary": piece.summary,
        "tags": list(piece.tags),
        "timezone": tz.key,
    }
    if piece.summary_source:
        metadata["summary_source"] = piece.summary_source
    if payloads is None:
        blocks = [_render_event(event, tz) for event in events]
    else:
        blocks = [_render_event(event, tz, payload) for event, payload in zip(events, payloads, strict=True)]
    post = frontmatter.Post("\n\n".join(blocks), **metadata)
    return frontmatter.dumps(post, handler=_FRONTMATTER, sort_keys=False, allow_unicode=True) + "\n"


def render_appended(event: Event, tz: ZoneInfo) -> str:
    """What appending ``event`` adds to a file that :func:`render` wrote with at least one event:
    the file then reads back as if rendered whole with it (frontmatter aside, see above)."""
    return "\n" + _render_event(event, tz) + "\n"


# One encoder for every metadata line: ``json.dumps`` with these arguments makes a new one per
# call, which was half the cost of writing a line; the text is the same.
_META_JSON = json.JSONEncoder(ensure_ascii=True, sort_keys=True)


def _render_event(event: Event, tz: ZoneInfo, payload: str | None = None) -> str:
    at = event.at.astimezone(tz).isoformat(timespec="microseconds")
    # "%H:%M:%S" of the same time: an ISO time's hour, minute and second (a year has four digits)
    heading = f"{_HEADING}{at[11:19]} · {event.kind} · {_heading_safe(event.author)}"
    ref = event.platform_ref
    plain = type(event.id) is int and isinstance(event.author, str) and (ref is None or isinstance(ref, str))
    if payload is not None and plain:  # the types :func:`_meta_json` writes as the encoder does
        meta_json = _meta_json(event, at, payload)
    else:
        meta = {
            "id": event.id,
            "at": at,
            "kind": str(event.kind),
            "author": event.author,
            "len": len(event.text),
        }
        if ref:
            meta["ref"] = ref
        if event.payload:
            meta["payload"] = event.payload
        meta_json = _META_JSON.encode(meta)
    lines = [heading, _META_PREFIX + meta_json + _META_SUFFIX]
    if _has_raw_line(event.text):
        lines += [_quote(line) for line in event.text.split("\n")]
    else:  # no line :func:`_quote` writes raw: each is "> line", or ">" when empty
        lines += ["> " + line if line else ">" for line in event.text.split("\n")]
    return "\n".join(lines)


def _meta_json(event: Event, at: str, payload: str) -> str:
    """What :data:`_META_JSON` writes for ``event``'s metadata, put together from its parts:
    the keys in sorted order with the encoder's separators and string escapes, and ``payload``
    (the payload as the store encodes it, the same but for characters past ASCII, written
    raw there) with those characters escaped as the encoder escapes them. The encoder is
    spared encoding the payload a second time (``tests/memory/test_slicefile_meta_s33.py``
    compares the two on generated events)."""
    text = (
        f'{{"at": {_ascii_string(at)}, "author": {_ascii_string(event.author)}, "id": {int.__repr__(event.id)},'
        f' "kind": {_ascii_string(str(event.kind))}, "len": {len(event.text)}'
    )
    if event.payload:
        ascii_already = payload.isascii() and "\x7f" not in payload
        text += ', "payload": ' + (payload if ascii_already else _NON_ASCII.sub(_escaped, payload))
    if event.platform_ref:
        text += ', "ref": ' + _ascii_string(event.platform_ref)
    return text + "}"


# The characters an ASCII-only encoder escapes that one writing raw text leaves as they are.
_NON_ASCII = re.compile("[\x7f-\U0010ffff]+")


def _escaped(match: re.Match[str]) -> str:
    return _ascii_string(match[0])[1:-1]


@lru_cache(maxsize=256)  # a file's authors are the user and recap
def _heading_safe(text: str) -> str:
    return _UNSAFE.sub("?", text)[:80]


def _quote(line: str) -> str:
    if _UNSAFE.search(line) or line != line.rstrip():
        return _RAW_PREFIX + json.dumps(line, ensure_ascii=True)
    return "> " + line if line else ">"


def _loads(text: str) -> frontmatter.Post:
    """The file's frontmatter and body; YAML read with :data:`memory.frontyaml.LOADER` (a file
    that opens otherwise is left to the library's own detection, as it always was)."""
    return frontmatter.loads(text, handler=_FRONTMATTER if _FRONTMATTER.detect(text) else None)


def parse(text: str) -> tuple[Slice, list[Event]]:
    """Read a file written by :func:`render`."""
    try:
        post = _loads(text)
    except Exception as error:  # the YAML library raises several unrelated types
        raise SliceFormatError(f"frontmatter does not parse: {error}") from error
    meta = post.metadata
    try:
        piece = Slice(
            id=str(meta["id"]),
            user=str(meta["user"]),
            started_at=_time(meta["started_at"]),
            ended_at=_time(meta["ended_at"]),
            status=str(meta["status"]),
            summary=str(meta.get("summary") or ""),
            tags=tuple(str(tag) for tag in meta.get("tags") or ()),
            summary_source=str(meta.get("summary_source") or ""),
            timezone=_known_zone(meta.get("timezone")),
        )
    except (KeyError, TypeError, ValueError) as error:
        raise SliceFormatError(f"frontmatter lacks or mangles {error}") from error
    events = _parse_events(_without_torn_tail(post.content.split("\n")), piece, _lines_before(text, post.content))
    latest = max((event.at for event in events), default=piece.ended_at)
    if latest > piece.ended_at:  # appended after the frontmatter was written (see above)
        piece = replace(piece, ended_at=latest)
    return piece, events


def _known_zone(name: object) -> str:
    """The frontmatter's zone when it names one; "" otherwise (a hand edit loses nothing else)."""
    try:
        return zone(str(name)).key if name else ""
    except ValueError:
        return ""


def event_ids(text: str) -> list[int]:
    """The event ids of every metadata line of ``text`` that reads on its own, whether or not
    the whole file parses (a rebuild that leaves a file out keeps its ids taken)."""
    found = []
    for line in text.split("\n"):
        if not _is_meta(line):
            continue
        try:
            event_id = _meta(line, 0).get("id")
        except SliceFormatError:
            continue
        if isinstance(event_id, int) and 0 < event_id <= _MAX_ID:
            found.append(event_id)
    return found


def has_torn_tail(text: str) -> bool:
    """Whether :func:`parse` would drop a torn last event block from ``text`` (for ``recap check``)."""
    try:
        body = _loads(text).content.split("\n")
    except Exception as error:  # as in parse
        raise SliceFormatError(f"frontmatter does not parse: {error}") from error
    return len(_without_torn_tail(body)) < len(body)


def _lines_before(text: str, body: str) -> int:
    """How many lines of ``text`` come before ``body`` (which frontmatter took from its end,
    stripped), so that errors name the file's own line numbers.

    Its last place in ``text`` is looked for where the text's white space at the end begins
    first: a place further on would end in that white space, which a stripped body does not
    (a search from the end cost as much as the rest of reading a file's lines)."""
    if not body:
        return 0
    start = len(text.rstrip()) - len(body)
    if start < 0 or body[-1].isspace() or not text.startswith(body, start):
        start = text.rfind(body)
    return text.count("\n", 0, start) if start >= 0 else text[:-1].count("\n")


def _time(value: object) -> datetime:
    # YAML may already have turned an ISO string into a datetime.
    if isinstance(value, datetime):
        return from_iso(value.isoformat())
    return from_iso(str(value))


def _without_torn_tail(lines: list[str]) -> list[str]:
    """``lines`` (the body) less a last event block that an interrupted append left incomplete.

    An append writes a blank line, the heading, the metadata line and the text lines; a crash
    keeps some prefix of them. The last block is torn when its heading is cut short, when it
    has no whole metadata line, or when its text is shorter than the ``len`` its metadata
    declares. Anything else, even malformed, is left for :func:`_parse_events` to judge.
    """
    if lines and lines[-1] and _HEADING.startswith(lines[-1]):
        return lines[:-1]
    start = next((n for n in range(len(lines) - 1, -1, -1) if lines[n].startswith(_HEADING)), None)
    if start is None:
        return lines
    block = lines[start + 1 :]
    at_meta = next((n for n, line in enumerate(block) if _is_meta(line)), None)
    if at_meta is None:
        return lines[:start]
    try:
        declared = json.loads(block[at_meta][len(_META_PREFIX) : -len(_META_SUFFIX)]).get("len")
    except (ValueError, AttributeError, RecursionError):
        return lines
    if not isinstance(declared, int):
        return lines  # written before lengths were recorded
    text: list[str] = []
    for line in block[at_meta + 1 :]:
        decoded = _text_line(line)
        if decoded is None:
            break
        text.append(decoded)
    return lines[:start] if len("\n".join(text)) < declared else lines


def _is_meta(line: str) -> bool:
    return line.startswith(_META_PREFIX) and line.endswith(_META_SUFFIX)


def _text_line(line: str) -> str | None:
    """The text a quoted line holds, or None when it is no (whole) quoted line."""
    if line == ">" or line.startswith("> "):
        return line[2:]
    if not line.startswith(_RAW_PREFIX):
        return None
    try:
        value = json.loads(line[len(_RAW_PREFIX) :])
    except (ValueError, RecursionError):
        return None
    return value if isinstance(value, str) else None


def _parse_events(body: list[str], piece: Slice, offset: int) -> list[Event]:
    """The events of ``body``, whose first line is the file's line ``offset + 1``."""
    events: list[Event] = []
    meta: dict | None = None
    meta_line = 0
    lines: list[str] = []

    def finish() -> None:
        if meta is not None:
            events.append(_event(meta, lines, piece, meta_line))

    # The tests below read a line by its first character: a text line ("> …", ">| …", ">")
    # starts with ">", a metadata line with "<", so each line meets the one test it can pass
    # (the same lines pass the same tests as when every test was tried in turn).
    for number, line in enumerate(body, start=offset + 1):
        first = line[:1]
        if first == ">":
            if line.startswith(_RAW_PREFIX):
                lines.append(_raw_line(line, number))
                continue
            if line == ">" or line.startswith("> "):
                lines.append(line[2:])
                continue
        elif first == "<" and _is_meta(line):
            finish()
            meta, meta_line, lines = _meta(line, number), number, []
            continue
        if meta is not None and line.strip() and not line.startswith(_HEADING):
            raise SliceFormatError(f"unexpected line {line[:40]!r}", number)
    finish()
    return events


def _meta(line: str, number: int) -> dict:
    """An event's metadata line as a dict. ValueError covers a number of more digits than
    Python converts; RecursionError a nesting deeper than the JSON reader recurses."""
    try:
        meta = json.loads(line[len(_META_PREFIX) : -len(_META_SUFFIX)])
    except (ValueError, RecursionError) as error:
        raise SliceFormatError(f"event metadata is not JSON: {str(error)[:80]}", number) from None
    if not isinstance(meta, dict):
        raise SliceFormatError("event metadata is not a JSON object", number)
    return meta


def _raw_line(line: str, number: int) -> str:
    try:
        value = json.loads(line[len(_RAW_PREFIX) :])
    except (ValueError, RecursionError) as error:
        raise SliceFormatError(f"quoted line is not a JSON string: {str(error)[:80]}", number) from None
    if not isinstance(value, str):
        raise SliceFormatError("quoted line is not a JSON string", number)
    return value


_MAX_ID = 2**63 - 1  # SQLite's largest integer


_KINDS = {kind.value: kind for kind in EventKind}


def _kind(name: object) -> EventKind:
    """``EventKind(name)``, looked up first (the enum's own lookup is slow); anything else is
    still asked of the enum, so a file's wrong value fails as it did."""
    found = _KINDS.get(name) if isinstance(name, str) else None
    return found if found is not None else EventKind(name)


def _event(meta: dict, lines: list[str], piece: Slice, number: int) -> Event:
    try:
        event_id = int(meta["id"])
        if not 0 < event_id <= _MAX_ID:
            raise ValueError(f"event id {event_id} is out of range")
        return Event(
            id=event_id,
            user=piece.user,
            at=from_iso(meta["at"]),
            kind=_kind(meta["kind"]),
            author=str(meta["author"]),
            text="\n".join(lines),
            payload=dict(meta.get("payload") or {}),
            platform_ref=meta.get("ref"),
            slice_id=piece.id,
        )
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise SliceFormatError(f"event metadata lacks or mangles {str(error)[:80]}", number) from error
