"""A thing said done that names an open issue by its head ("mirror replaced" after "passenger side
mirror cracked"): a compound's last noun names the thing, so the issue is over. Never when two open
issues share the head ("printer" of the lobby's and the 3rd floor's), nor by a word that is not the
head ("door replaced" is no mend of the "back door lock")."""

from __future__ import annotations

from pathlib import Path

from tests.memory.understanding.played import failures

PLAYED_NOW = "2026-12-08T08:00:00-07:00"


async def test_an_issue_named_by_its_head_is_resolved(tmp_path: Path) -> None:
    cases = [
        {"before": ["passenger side mirror cracked"], "say": "mirror replaced",
         "expect": {"resolved": ["passenger side mirror"]}},
        {"before": ["the walk-in freezer compressor is dead"], "say": "compressor replaced",
         "expect": {"resolved": ["walk-in freezer compressor"]}},
    ]
    assert await failures(tmp_path, PLAYED_NOW, "America/Denver", cases) == []


async def test_a_shared_head_or_another_word_resolves_nothing(tmp_path: Path) -> None:
    cases = [
        {"before": ["the lobby printer is jammed", "the 3rd floor printer is jammed"], "say": "printer replaced",
         "expect": {}},
        {"before": ["the back door lock is broken"], "say": "door replaced", "expect": {}},
    ]
    # nothing stored (the bench counts "Nothing open matched …" as a question)
    assert all(": asked, " in line for line in await failures(tmp_path, PLAYED_NOW, "America/Denver", cases))
