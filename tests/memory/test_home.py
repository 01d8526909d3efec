"""User folders are always safe, distinct and inside users/."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memory.home import MAX_USER_NAME, Home, safe_user_id, write_atomically


@pytest.mark.parametrize(
    "name", ["../../etc/passwd", "a/b", "..", "nul\x00name", "tab\tname", "telegram:123", "slack:T1:U2", "é名"]
)
def test_hostile_names_stay_inside_users(tmp_path, name: str) -> None:
    """Names with /, .., NUL or controls map to a single safe folder under users/."""
    home = Home(tmp_path)
    folder = home.user_dir(safe_user_id(name)).resolve()
    assert folder.parent == (tmp_path / "users").resolve()
    assert "/" not in safe_user_id(name) and "\x00" not in safe_user_id(name)


@given(st.text(min_size=1, max_size=MAX_USER_NAME).filter(str.strip))
def test_safe_id_is_a_plain_folder_name(name: str) -> None:
    """Any non-blank name recap accepts (longer ones are refused) gives a folder name of safe
    characters that is not . or .."""
    user_id = safe_user_id(name)
    assert user_id not in (".", "..")
    assert all(character.isascii() and (character.isalnum() or character in "-_") for character in user_id)


def test_different_names_do_not_collide() -> None:
    """Two names that clean up to the same characters keep distinct folders."""
    assert safe_user_id("a/b") != safe_user_id("a:b")
    assert safe_user_id("alice") == "alice"


def test_empty_name_is_refused() -> None:
    """An empty or blank user name is a ValueError, not a folder."""
    with pytest.raises(ValueError):
        safe_user_id("   ")


def test_second_slice_in_a_minute_gets_a_suffix(tmp_path) -> None:
    """Slice paths use the local time of the first event and never overwrite each other."""
    home = Home(tmp_path)
    at = datetime(2026, 9, 1, 3, 10, 30, tzinfo=UTC)
    tokyo = ZoneInfo("Asia/Tokyo")
    first = home.new_slice_path("frank", at, tokyo)
    assert first.relative_to(tmp_path).as_posix() == "users/frank/episodic/slices/2026/09/01/1210.md"
    write_atomically(first, "x")
    assert home.new_slice_path("frank", at, tokyo).name == "1210-2.md"
