"""Liveness and readiness over HTTP, for whatever supervises ``recap serve``.

``GET /healthz`` (liveness) answers ``ok`` whenever the process's event loop runs a handler: a
supervisor (Docker's HEALTHCHECK, Kubernetes) restarts a process that stops answering it.
``GET /readyz`` (readiness) answers 200 only when recap can do its work — the database answers
a query, the home takes a write and the scheduler runs — and otherwise 503 with a short JSON
reason, so a load balancer sends webhooks elsewhere and an operator sees why without the logs.
Liveness never depends on readiness: a database that is briefly away is no reason to restart.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, Protocol

import structlog
from aiohttp import web

from bot.logging import mask
from bot.startup import probe_write

HEALTH_PATH = "/healthz"
READY_PATH = "/readyz"
CHECK_TIMEOUT = 5.0  # seconds one check may take before it counts as failed (a hung disk, a stuck database)
OK = "ok"


class Pingable(Protocol):
    async def ping(self) -> None: ...


class Running(Protocol):
    @property
    def running(self) -> bool: ...


def _log() -> Any:
    return structlog.get_logger(__name__)


class Readiness:
    """The checks behind ``/readyz``: each gives ``ok`` or why not, within :data:`CHECK_TIMEOUT`."""

    def __init__(self, database: Pingable, home: Path, scheduler: Running) -> None:
        self.database = database
        self.home = home
        self.scheduler = scheduler
        self._ready: bool | None = None  # the last verdict, so that only changes are logged

    async def check(self) -> dict[str, str]:
        checks: dict[str, Callable[[], Awaitable[None]]] = {
            "database": self.database.ping,
            "home": self._home_takes_a_write,
            "scheduler": self._scheduler_runs,
        }
        return {name: await _verdict(check) for name, check in checks.items()}

    async def _home_takes_a_write(self) -> None:
        for folder in (self.home, self.home / "users"):
            if folder == self.home or folder.is_dir():  # users/ appears with the first user
                try:
                    await asyncio.to_thread(probe_write, folder)
                except OSError as error:
                    raise OSError(f"{folder} is not writable ({error.strerror})") from error

    async def _scheduler_runs(self) -> None:
        if not self.scheduler.running:
            raise RuntimeError("not running")

    async def ready(self, request: web.Request) -> web.Response:
        checks = await self.check()
        failed = {name: why for name, why in checks.items() if why != OK}
        ready = not failed
        if ready != self._ready:
            self._log_change(failed)
        self._ready = ready
        if ready:
            return web.json_response({"status": "ready", "checks": checks})
        reason = "; ".join(f"{name}: {why}" for name, why in failed.items())
        return web.json_response({"status": "not ready", "reason": reason, "checks": checks}, status=503)

    def _log_change(self, failed: dict[str, str]) -> None:
        if failed:
            _log().warning("not_ready", **failed)
        else:
            _log().info("ready")


async def _verdict(check: Callable[[], Awaitable[None]]) -> str:
    try:
        await asyncio.wait_for(check(), CHECK_TIMEOUT)
    except TimeoutError:
        return f"no answer within {CHECK_TIMEOUT:g} s"
    except Exception as error:  # whatever stops the check is the reason it failed
        return mask(str(error) or type(error).__name__)
    return OK


async def _alive(request: web.Request) -> web.Response:
    return web.Response(text=OK)


def routes(readiness: Readiness) -> list[web.RouteDef]:
    """``/healthz`` and ``/readyz``, to add to an aiohttp application."""
    return [web.get(HEALTH_PATH, _alive), web.get(READY_PATH, readiness.ready)]
