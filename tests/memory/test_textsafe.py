"""Stored text is shown back with control characters escaped and everything else untouched."""

from __future__ import annotations

from memory.textsafe import printable


def test_terminal_escapes_and_bell_are_written_as_escapes() -> None:
    """ESC, BEL, DEL and CR come back as visible \\xNN escapes, never raw."""
    shown = printable("red \x1b[31malert\x1b[0m\x07\x7f\r")
    assert shown == "red \\x1b[31malert\\x1b[0m\\x07\\x7f\\r"
    assert not any(ord(char) < 0x20 or ord(char) == 0x7F for char in shown)


def test_tab_and_newline_are_kept() -> None:
    """Tab and newline are layout, not control: they pass through unchanged."""
    assert printable("a\tb\nc") == "a\tb\nc"


def test_c1_controls_and_line_separators_are_escaped() -> None:
    """C1 controls (\\x85) and the Unicode line/paragraph separators are escaped too."""
    assert printable("x\x85y\u2028z\u2029") == "x\\x85y\\u2028z\\u2029"


def test_ordinary_unicode_is_untouched() -> None:
    """Emoji, right-to-left and accented text are shown as they are."""
    text = "Café 😀 שלום — naïve"
    assert printable(text) == text
