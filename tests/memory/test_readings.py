"""A message is read once, when it comes in, and what it was read as is kept in its event:
every later derivation (rebuild, repairs, undo) applies that record, so a reader that changed
since can never change what the user was told recap stored."""

from __future__ import annotations

import json
from pathlib import Path

from memory import understanding
from memory.derive import commitments_of
from memory.home import Home
from memory.model import EventKind
from memory.readings import READ
from memory.service import Memory
from tests.conftest import lose_database
from tests.driver import Person

START = "2026-12-01T08:05:00-05:00"


async def _history(home: Home) -> Person:
    memory = await Memory.open(home)
    person = await Person(memory, "dana", "America/New_York", START).create()
    await person.say("2026-12-01T08:05:00-05:00", "gotta call the broker tmrw")
    await person.say("2026-12-01T08:06:00-05:00", "ugh long day already")
    await person.at("2026-12-01T10:00:00-05:00")  # the slice closes: its file is whole
    return person


def _rewrite_reading(home: Home, said: str, change) -> None:
    """Change, in the slice files, the recorded reading of the message ``said``."""
    for path in Path(home.root).rglob("*.md"):
        lines = path.read_text(encoding="utf-8").split("\n")
        for n, line in enumerate(lines):
            if line == f"> {said}":
                prefix, suffix = "<!-- recap ", " -->"
                meta = json.loads(lines[n - 1][len(prefix) : -len(suffix)])
                change(meta["payload"])
                lines[n - 1] = prefix + json.dumps(meta, ensure_ascii=True, sort_keys=True) + suffix
                path.write_text("\n".join(lines), encoding="utf-8")
                return
    raise AssertionError(f"no file holds {said!r}")


async def _rebuilt_actions(home: Home, person: Person) -> list[str]:
    """The to-dos a rebuild from the files finds, the database lost first."""
    lose_database(home)
    rebuilt = await Memory.open(home)
    try:
        counts = await rebuilt.rebuild(person.clock.now())
        assert counts["bad"] == 0 and counts["skipped"] == 0
        return [c.action for c in await commitments_of(rebuilt.store, person.user.id)]
    finally:
        await rebuilt.close()


async def test_a_message_keeps_what_it_was_read_as(home: Home) -> None:
    person = await _history(home)
    messages = await person.memory.store.events(person.user.id, kinds=[EventKind.MESSAGE])
    by_text = {event.text: event.payload[READ]["intents"] for event in messages}
    await person.memory.close()
    assert [item["action"] for item in by_text["gotta call the broker tmrw"]] == ["call the broker"]
    assert by_text["gotta call the broker tmrw"][0]["due"]["start"].startswith("2026-12-02")
    assert by_text["ugh long day already"] == []  # read as nothing, and that is kept too


async def test_rebuild_applies_the_recorded_reading_not_a_new_one(home: Home) -> None:
    """A reader that now reads the words otherwise (here: the record says what an older reader
    made of them) does not change the rebuilt memory."""
    person = await _history(home)

    def older_reader(payload: dict) -> None:
        payload[READ]["intents"][0]["action"] = "call the insurance broker"

    await person.memory.close()
    _rewrite_reading(home, "gotta call the broker tmrw", older_reader)
    assert await _rebuilt_actions(home, person) == ["call the insurance broker"]


async def test_a_message_without_a_record_is_read_again(home: Home) -> None:
    """Files written before readings were recorded, or whose record does not decode whole."""
    person = await _history(home)
    await person.memory.close()
    _rewrite_reading(home, "gotta call the broker tmrw", lambda payload: payload.pop(READ))
    assert await _rebuilt_actions(home, person) == ["call the broker"]


async def test_a_record_that_does_not_decode_is_read_again(home: Home) -> None:
    person = await _history(home)
    await person.memory.close()
    unreadable = {"intent": "os.system", "command": "rm -rf /"}
    _rewrite_reading(home, "gotta call the broker tmrw", lambda payload: payload[READ]["intents"].append(unreadable))
    assert await _rebuilt_actions(home, person) == ["call the broker"]



async def test_words_edited_in_the_file_are_read_again(home: Home) -> None:
    """A slice file is the record of what was said: words changed in it by hand are read anew,
    never matched to the reading of the words they replaced."""
    person = await _history(home)
    await person.memory.close()
    for path in Path(home.root).rglob("*.md"):
        text = path.read_text(encoding="utf-8")
        if "> gotta call the broker tmrw" in text:
            path.write_text(text.replace("> gotta call the broker tmrw", "> gotta call the banker tmrw"), "utf-8")
    assert await _rebuilt_actions(home, person) == ["call the banker"]


async def test_a_reader_that_fails_loses_no_message(home: Home, monkeypatch) -> None:
    """Reading happens before the message is written: a reader that raises there must not cost
    the message, which is kept unread and said so, as when deriving it fails."""
    from bot.dispatcher import KEPT_UNREAD
    from bot.types import Inbound

    memory = await Memory.open(home)
    person = await Person(memory, "dana", "America/New_York", START).create()
    read = understanding.extract

    def failing(text: str, **kwargs):
        if "boom" in text:
            raise RuntimeError("a reader bug")
        return read(text, **kwargs)

    monkeypatch.setattr(understanding, "extract", failing)
    assert await person.dispatcher.handle(Inbound(user="dana", text="boom, call the broker tmrw")) == [KEPT_UNREAD]
    await person.say("2026-12-01T08:07:00-05:00", "gotta call the broker tmrw")
    messages = await memory.store.events(person.user.id, kinds=[EventKind.MESSAGE])
    await memory.close()
    assert [m.text for m in messages] == ["boom, call the broker tmrw", "gotta call the broker tmrw"]
    assert READ not in messages[0].payload and READ in messages[1].payload
