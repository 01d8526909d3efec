"""structlog set-up: lines on stderr, quiet by default on the console.

Two formats: ``text`` (readable on a terminal, ``key=value`` otherwise) and ``json``, one JSON
object a line with ``timestamp``, ``level`` and ``event`` for a log collector
(``RECAP_LOG_FORMAT=json``). In JSON, the records of the libraries recap uses
(python-telegram-bot, httpx, aiohttp, APScheduler) and Python's warnings are JSON lines too, so
every line parses.

No secret is ever written whole: every known secret (the environment's tokens, keys and
passwords from the start, and whatever :func:`hide` adds, such as ``recap serve``'s ``.env``)
is masked in every structlog event and in every standard-library record that reaches stderr,
and :func:`mask` does the same for the text recap prints itself, such as an error quoting a
token the platform rejected.
"""

from __future__ import annotations

import logging
import os
import re
import sys
from collections.abc import Mapping
from typing import Any

import structlog

MASK = "<secret>"
MIN_SECRET = 6  # a shorter value would mask ordinary words and numbers, and guard nothing
# Names of settings whose values are secrets: TELEGRAM_BOT_TOKEN, SLACK_SIGNING_SECRET, RECAP_LLM_API_KEY…
_SECRET_NAME = re.compile(r"TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|PRIVATE_KEY", re.IGNORECASE)

_secrets: set[str] = set()
_TIMESTAMP = structlog.processors.TimeStamper(fmt="iso", utc=True)


def configure(level: str = "WARNING", log_format: str = "text") -> None:
    """Log at ``level`` and above to stderr, as ``text`` or ``json`` lines; may be called again."""
    numeric = logging.getLevelName(level.upper())
    if not isinstance(numeric, int):
        numeric = logging.WARNING
    hide(*secrets_in(os.environ))
    logging.basicConfig(stream=sys.stderr, level=numeric, format="%(message)s")
    logging.getLogger().setLevel(numeric)  # basicConfig leaves a configured root as it was
    for handler in logging.getLogger().handlers:
        if not any(isinstance(existing, _Masking) for existing in handler.filters):
            handler.addFilter(_Masking())
        handler.setFormatter(_JSON_RECORDS if log_format == "json" else logging.Formatter("%(message)s"))
    logging.captureWarnings(log_format == "json")  # a library's warning is a JSON line too, not raw text
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            _TIMESTAMP,
            structlog.processors.format_exc_info,
            mask_secrets,
            structlog.processors.JSONRenderer() if log_format == "json" else _renderer(),
        ],
        wrapper_class=structlog.make_filtering_bound_logger(numeric),
        # one write() per line (print() writes the newline apart), so a library record logged from
        # another thread at the same moment never lands inside one of recap's lines
        logger_factory=structlog.WriteLoggerFactory(file=sys.stderr),
        # not cached: a module logger cached on first use would keep this configuration through
        # a later configure() in the same process (and through the tests' capture_logs)
        cache_logger_on_first_use=False,
    )


def hide(*secrets: str) -> None:
    """Mask these values from now on, wherever recap would write them."""
    _secrets.update(secret for secret in secrets if len(secret) >= MIN_SECRET)


def secrets_in(settings: Mapping[str, str]) -> list[str]:
    """The values of the settings whose names say they are secrets."""
    return [value.strip() for name, value in settings.items() if _SECRET_NAME.search(name) and value.strip()]


def mask(text: str) -> str:
    """``text`` with every known secret replaced by :data:`MASK` (longest first, so that a
    secret holding another is masked whole)."""
    for secret in sorted(_secrets, key=len, reverse=True):
        text = text.replace(secret, MASK)
    return text


def mask_secrets(logger: Any, method: str, event: dict[str, Any]) -> dict[str, Any]:
    """structlog processor masking secrets in every value; it runs after exceptions are
    formatted, so tracebacks are masked too."""
    if not _secrets:
        return event
    return {key: _masked(value) for key, value in event.items()}


def _masked(value: Any) -> Any:
    if isinstance(value, str):
        return mask(value)
    if value is None or isinstance(value, bool | int | float):
        return value
    shown = str(value)
    if mask(shown) != shown or mask(repr(value)) != repr(value):
        return mask(shown)  # a URL, an exception or a list holding a secret: shown as masked text
    return value


class _Masking(logging.Filter):
    """Masks secrets in a standard-library record (python-telegram-bot, httpx, slack-sdk…)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if not _secrets:
            return True
        message = record.getMessage()
        masked = mask(message)
        if masked != message:
            record.msg, record.args = masked, None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = mask(record.exc_text)
        return True


def _renderer() -> structlog.typing.Processor:
    if sys.stderr.isatty():
        return structlog.dev.ConsoleRenderer(colors=False)
    return structlog.processors.KeyValueRenderer(key_order=["timestamp", "level", "event"])


# A library's record as a JSON line: the same fields as recap's own events, plus its logger's
# name; its traceback formatted and then masked like the rest.
_JSON_RECORDS = structlog.stdlib.ProcessorFormatter(
    foreign_pre_chain=[structlog.stdlib.add_log_level, structlog.stdlib.add_logger_name, _TIMESTAMP],
    processors=[
        structlog.stdlib.ProcessorFormatter.remove_processors_meta,
        structlog.processors.format_exc_info,
        mask_secrets,
        structlog.processors.JSONRenderer(),
    ],
)
