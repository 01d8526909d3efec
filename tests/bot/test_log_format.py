"""RECAP_LOG_FORMAT=json: every line a JSON object with timestamp, level and event, secrets masked, tracebacks
included; checked in a child process, so that this one's logging stays as it was."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from bot.config import ConfigError, load

ROOT = Path(__file__).resolve().parents[2]
SECRET = "sk-json-secret-abcdef123456"

# What the child logs: a structlog event holding the secret, a library's record with a
# formatted argument, and a library's error whose traceback holds the secret.
_PROGRAM = f"""
import logging, warnings, structlog
from bot.logging import configure
configure("INFO", {{log_format!r}})
structlog.get_logger("recap").info("llm_called", url="https://llm.example/v1?key={SECRET}", users=3)
logging.getLogger("telegram.ext.Updater").info("Polling %s", "started")
logging.getLogger("apscheduler").debug("below the level: not written")
warnings.warn("an old API", UserWarning)
try:
    raise RuntimeError("rejected key {SECRET}")
except RuntimeError:
    logging.getLogger("httpx").exception("request failed")
"""


def _stderr(log_format: str) -> str:
    env = {"PATH": "/usr/bin:/bin", "RECAP_LLM_API_KEY": SECRET}  # secrets in the environment are masked from the start
    child = subprocess.run(
        [sys.executable, "-c", _PROGRAM.format(log_format=log_format)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return child.stderr


def test_json_lines_carry_timestamp_level_and_event_for_recap_and_its_libraries() -> None:
    """Each line parses as JSON with the common fields; library records and warnings name their logger; the level
    filters."""
    entries = [json.loads(line) for line in _stderr("json").splitlines()]

    assert [(entry["level"], entry["event"]) for entry in entries] == [
        ("info", "llm_called"),
        ("info", "Polling started"),
        ("warning", entries[2]["event"]),
        ("error", "request failed"),
    ]
    assert "UserWarning: an old API" in entries[2]["event"]
    assert all(entry["timestamp"].endswith("Z") for entry in entries)
    assert entries[0]["users"] == 3
    assert [entry.get("logger") for entry in entries] == [None, "telegram.ext.Updater", "py.warnings", "httpx"]


def test_json_lines_mask_secrets_in_values_and_in_tracebacks() -> None:
    """A secret is masked in a structlog value and in a library's traceback, which stays in the line."""
    stderr = _stderr("json")
    entries = [json.loads(line) for line in stderr.splitlines()]

    assert SECRET not in stderr
    assert entries[0]["url"] == "https://llm.example/v1?key=<secret>"
    assert "RuntimeError: rejected key <secret>" in entries[-1]["exception"]


def test_the_text_format_stays_key_value_lines() -> None:
    """Without json, recap writes key=value lines when stderr is not a terminal, and masks there too."""
    stderr = _stderr("text")
    assert SECRET not in stderr
    assert "event='llm_called'" in stderr and "Polling started" in stderr
    with pytest.raises(json.JSONDecodeError):
        json.loads(stderr.splitlines()[0])


def test_the_log_format_setting_is_checked() -> None:
    """RECAP_LOG_FORMAT is text (the default) or json, in any case; anything else names the setting."""
    base = {"RECAP_ALLOWED_USERS": "telegram:1", "TELEGRAM_BOT_TOKEN": "4242:abcdefgh"}
    assert load(base).log_format == "text"
    assert load(base | {"RECAP_LOG_FORMAT": "JSON"}).log_format == "json"
    with pytest.raises(ConfigError) as error:
        load(base | {"RECAP_LOG_FORMAT": "xml"})
    assert error.value.setting == "RECAP_LOG_FORMAT"
