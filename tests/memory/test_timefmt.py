"""Times are stored as fixed-width aware UTC strings and shown in the user's zone."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from memory.timefmt import from_iso, iso_utc, local_date_text, local_time_text, opt_from_iso, opt_iso, zone


def test_iso_utc_converts_to_utc_with_fixed_width() -> None:
    """Any aware time becomes a UTC string with microseconds, whatever its offset."""
    berlin = datetime(2026, 3, 1, 9, 0, tzinfo=timezone(timedelta(hours=1)))
    assert iso_utc(berlin) == "2026-03-01T08:00:00.000000+00:00"
    assert len(iso_utc(datetime(2026, 3, 1, 8, 0, 0, 123, tzinfo=UTC))) == len(iso_utc(berlin))


def test_iso_utc_string_order_is_time_order() -> None:
    """Sorting the strings sorts the instants, so SQLite comparisons on them are sound."""
    base = datetime(2026, 3, 1, 8, 0, tzinfo=UTC)
    instants = [base + timedelta(microseconds=1), base - timedelta(days=400), base, base + timedelta(hours=30)]
    assert sorted(iso_utc(t) for t in instants) == [iso_utc(t) for t in sorted(instants)]


def test_iso_utc_refuses_a_naive_time() -> None:
    """A naive datetime is refused instead of guessed at."""
    with pytest.raises(ValueError, match="naive"):
        iso_utc(datetime(2026, 3, 1, 8, 0))  # noqa: DTZ001 - the naive input is the point


def test_from_iso_round_trips_and_normalises_to_utc() -> None:
    """Parsing gives the same instant in UTC; iso_utc of it gives the string back."""
    parsed = from_iso("2026-06-20T10:00:00+02:00")
    assert parsed == datetime(2026, 6, 20, 8, 0, tzinfo=UTC)
    assert parsed.utcoffset() == timedelta(0)
    assert from_iso(iso_utc(parsed)) == parsed


def test_from_iso_refuses_a_time_without_offset() -> None:
    """A time without an offset is ambiguous and refused."""
    with pytest.raises(ValueError, match="without an offset"):
        from_iso("2026-06-20T10:00:00")


def test_optional_variants_pass_none_through() -> None:
    """opt_iso and opt_from_iso map None to None and otherwise behave like the plain ones."""
    when = datetime(2026, 1, 1, tzinfo=UTC)
    assert opt_iso(None) is None and opt_from_iso(None) is None
    assert opt_from_iso(opt_iso(when)) == when


@pytest.mark.parametrize("name", ["", "Mars/Olympus", "../etc/passwd", "/etc/localtime", "utc"])
def test_zone_refuses_unknown_names_clearly(name: str) -> None:
    """Anything but an IANA name is a ValueError that says what to use."""
    with pytest.raises(ValueError, match="IANA"):
        zone(name)


def test_zone_accepts_iana_names() -> None:
    """IANA names give their zone."""
    assert str(zone("Europe/Berlin")) == "Europe/Berlin"
    assert str(zone("UTC")) == "UTC"


def test_local_texts_show_the_users_calendar_day() -> None:
    """23:30 UTC is already the next day in Tokyo, and shown so."""
    when = datetime(2026, 8, 31, 23, 30, tzinfo=UTC)
    assert local_date_text(when, zone("Asia/Tokyo")) == "Tue 1 September 2026"
    assert local_time_text(when, zone("Asia/Tokyo")) == "Tue 1 September 2026 08:30"
    assert local_date_text(when, zone("UTC")) == "Mon 31 August 2026"
