"""Staged writes (memory.groupsync.staging): a batch's files fsynced together at its end."""

from __future__ import annotations

import pytest

from memory import groupsync


async def test_a_replacement_keeps_the_old_text_until_the_batch_ends_and_a_new_file_is_there_at_once(tmp_path) -> None:
    old, new = tmp_path / "old.md", tmp_path / "new.md"
    old.write_text("before\n")
    async with groupsync.staging(replacing=True):
        groupsync.write_durably(old, "after\n")
        groupsync.write_durably(new, "fresh\n")
        assert old.read_text() == "before\n"
        assert new.read_text() == "fresh\n"  # an append may follow it at once
    assert (old.read_text(), new.read_text()) == ("after\n", "fresh\n")
    assert sorted(path.name for path in tmp_path.iterdir()) == ["new.md", "old.md"]  # no temporary left


async def test_without_replacing_an_existing_file_is_replaced_at_once(tmp_path) -> None:
    path = tmp_path / "open.md"
    path.write_text("before\n")
    async with groupsync.staging():
        groupsync.write_durably(path, "after\n")
        assert path.read_text() == "after\n"


async def test_a_failed_batch_renames_nothing_and_leaves_no_temporary(tmp_path) -> None:
    path = tmp_path / "slice.md"
    path.write_text("before\n")
    with pytest.raises(RuntimeError):
        async with groupsync.staging(replacing=True):
            groupsync.write_durably(path, "after\n")
            raise RuntimeError("the batch failed")
    assert path.read_text() == "before\n"
    assert [p.name for p in tmp_path.iterdir()] == ["slice.md"]
