"""structlog set-up: key-value lines on stderr, quiet by default on the console."""

from __future__ import annotations

import logging
import sys

import structlog


def configure(level: str = "WARNING") -> None:
    numeric = logging.getLevelName(level.upper())
    if not isinstance(numeric, int):
        numeric = logging.WARNING
    logging.basicConfig(stream=sys.stderr, level=numeric, format="%(message)s")
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            structlog.processors.format_exc_info,
            _renderer(),
        ],
        wrapper_class=structlog.make_filtering_bound_logger(numeric),
        logger_factory=structlog.PrintLoggerFactory(file=sys.stderr),
        cache_logger_on_first_use=True,
    )


def _renderer() -> structlog.typing.Processor:
    if sys.stderr.isatty():
        return structlog.dev.ConsoleRenderer(colors=False)
    return structlog.processors.KeyValueRenderer(key_order=["timestamp", "level", "event"])
