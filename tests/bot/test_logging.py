"""Secrets are masked in every log line and error recap writes: structlog events, standard-library records, text."""

from __future__ import annotations

import logging
import sys

import pytest

from bot import logging as recap_logging

SECRET = "4242:ABCdef_ghiJKL-mnoPQR"


@pytest.fixture(autouse=True)
def secrets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test starts knowing no secret, and leaves none behind."""
    monkeypatch.setattr(recap_logging, "_secrets", set())


def test_settings_named_as_secrets_are_the_ones_hidden() -> None:
    """Tokens, secrets, passwords and API keys are picked by name; other settings and empty values are not."""
    settings = {
        "TELEGRAM_BOT_TOKEN": SECRET,
        "SLACK_SIGNING_SECRET": "abc123def456",
        "RECAP_LLM_API_KEY": "sk-local-key",
        "RECAP_HOME": "/srv/recap",
        "SLACK_APP_TOKEN": "  ",
    }
    assert sorted(recap_logging.secrets_in(settings)) == sorted([SECRET, "abc123def456", "sk-local-key"])


def test_mask_replaces_every_occurrence_and_the_longest_secret_first() -> None:
    """A secret that holds another is masked whole, and short values are never treated as secrets."""
    recap_logging.hide(SECRET, SECRET.split(":")[1], "abc")
    assert recap_logging.mask(f"token `{SECRET}` and {SECRET}; abc") == "token `<secret>` and <secret>; abc"


def test_the_structlog_processor_masks_strings_exceptions_and_containers() -> None:
    """Every value of an event holding a secret is masked, whatever its type; the rest pass untouched."""
    recap_logging.hide(SECRET)
    error = ValueError(f"The token `{SECRET}` was rejected")
    event = {
        "event": "telegram_failed",
        "url": f"https://api.telegram.org/bot{SECRET}/getMe",
        "error": error,
        "args": [SECRET, 1],
        "count": 3,
        "exception": f"Traceback …\nValueError: {SECRET}",
    }
    masked = recap_logging.mask_secrets(None, "error", event)
    assert SECRET not in repr(masked)
    assert masked["url"] == "https://api.telegram.org/bot<secret>/getMe"
    assert masked["count"] == 3 and masked["event"] == "telegram_failed"


def test_standard_library_records_and_their_tracebacks_are_masked() -> None:
    """A record from a library (httpx, python-telegram-bot) is masked in its message and its traceback."""
    recap_logging.hide(SECRET)
    try:
        raise RuntimeError(f"bad token {SECRET}")
    except RuntimeError:
        record = logging.LogRecord("httpx", logging.ERROR, __file__, 1, "POST %s", (f"/bot{SECRET}/getMe",), None)
        record.exc_info = sys.exc_info()
    assert recap_logging._Masking().filter(record)
    shown = logging.Formatter().format(record)
    assert SECRET not in shown
    assert "POST /bot<secret>/getMe" in shown and "RuntimeError: bad token <secret>" in shown
