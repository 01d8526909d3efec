"""Liveness and readiness over real HTTP on loopback: in-process with a real store, home and scheduler,
and from a real `recap serve` process logging JSON (long polling with RECAP_HEALTH_PORT, and a webhook)."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from structlog.testing import capture_logs

from bot import health
from bot.config import ConfigError, load
from bot.serve import start_http
from jobs.scheduler import build_scheduler
from memory.clock import VirtualClock
from memory.home import Home
from memory.service import Memory
from tests.fakes.telegram_api import FakeTelegram

TOKEN = "4242:HEALTH-token_abcdefghijklmnopqrstuvwxyz"
# Seconds a recap process gets to log a line or end: a cold start on a loaded CI machine has taken more than
# 30, and only a failing test ever waits this long.
TIMEOUT = 120.0


@dataclass
class Served:
    url: str
    memory: Memory
    home: Home
    scheduler: Any


async def _nowhere(name: str, text: str) -> None:
    raise AssertionError("nothing is due in these tests")


@pytest.fixture
async def served(memory: Memory, home: Home, clock: VirtualClock) -> AsyncIterator[Served]:
    """The health routes over loopback, checking a real store, home and running scheduler."""
    scheduler = build_scheduler(memory, clock, _nowhere)
    scheduler.start()
    runner, port = await start_http(health.routes(health.Readiness(memory.store, home.root, scheduler)), "127.0.0.1", 0)
    try:
        yield Served(f"http://127.0.0.1:{port}", memory, home, scheduler)
    finally:
        await runner.cleanup()
        if scheduler.running:
            scheduler.shutdown(wait=False)


async def _get(url: str) -> tuple[int, Any]:
    async with aiohttp.ClientSession() as session, session.get(url) as response:
        body = await response.json() if response.content_type == "application/json" else await response.text()
        return response.status, body


async def test_ready_when_the_database_the_home_and_the_scheduler_answer(served: Served) -> None:
    """/readyz is 200 with every check ok, and /healthz answers ok."""
    assert await _get(served.url + "/readyz") == (
        200,
        {"status": "ready", "checks": {"database": "ok", "home": "ok", "scheduler": "ok"}},
    )
    assert await _get(served.url + "/healthz") == (200, "ok")


async def test_a_closed_database_makes_recap_unready_but_still_alive(served: Served) -> None:
    """With the store closed, /readyz is 503 naming the database (logged once), and /healthz still answers."""
    await served.memory.close()
    with capture_logs() as logs:
        first = await _get(served.url + "/readyz")
        second = await _get(served.url + "/readyz")

    assert first == second
    status, body = first
    assert status == 503 and body["status"] == "not ready"
    assert body["reason"].startswith("database: ") and body["checks"]["home"] == "ok"
    assert [entry["event"] for entry in logs] == ["not_ready"]
    assert await _get(served.url + "/healthz") == (200, "ok")


async def test_a_home_that_takes_no_write_makes_recap_unready_until_it_is_back(served: Served) -> None:
    """A home gone from under recap (an unmounted volume) is named in the reason; once back, recap is ready."""
    away = served.home.root.with_name("elsewhere")
    served.home.root.rename(away)
    status, body = await _get(served.url + "/readyz")
    away.rename(served.home.root)

    assert status == 503
    assert body["reason"].startswith(f"home: {served.home.root} is not writable")
    assert body["checks"]["database"] == "ok" and body["checks"]["scheduler"] == "ok"
    assert (await _get(served.url + "/readyz"))[0] == 200


async def test_a_stopped_scheduler_makes_recap_unready(served: Served) -> None:
    """Without the scheduler no slice closes and no briefing goes: /readyz says so."""
    served.scheduler.shutdown(wait=False)
    status, body = await _get(served.url + "/readyz")
    assert (status, body["reason"]) == (503, "scheduler: not running")


async def test_a_check_that_does_not_answer_fails_instead_of_hanging(
    home: Home, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A database that never answers counts as failed once the check's time is up."""

    class Stuck:
        async def ping(self) -> None:
            await asyncio.Event().wait()

    class Running:
        running = True

    monkeypatch.setattr(health, "CHECK_TIMEOUT", 0)
    home.root.mkdir(parents=True)
    checks = await health.Readiness(Stuck(), home.root, Running()).check()
    assert checks["database"] == "no answer within 0 s"


def test_the_health_port_is_checked_like_every_port() -> None:
    """RECAP_HEALTH_PORT is optional and must be a port number."""
    base = {"RECAP_ALLOWED_USERS": "telegram:1", "TELEGRAM_BOT_TOKEN": TOKEN}
    assert load(base).health_port is None
    assert load(base | {"RECAP_HEALTH_PORT": "9090"}).health_port == 9090
    with pytest.raises(ConfigError) as error:
        load(base | {"RECAP_HEALTH_PORT": "http"})
    assert error.value.setting == "RECAP_HEALTH_PORT"


# -- a real `recap serve` ---------------------------------------------------------------


def _env(home: Path, **settings: str) -> dict[str, str]:
    env = {name: value for name, value in os.environ.items() if not name.startswith(("RECAP_", "TELEGRAM_", "SLACK_"))}
    recap = {"RECAP_HOME": str(home), "RECAP_ALLOWED_USERS": "telegram:111", "TELEGRAM_BOT_TOKEN": TOKEN}
    return env | {"PYTHONUNBUFFERED": "1"} | recap | settings


class Serving:
    """A `recap serve` child whose stderr is read line by line, each parsed as JSON."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process
        self.lines: list[str] = []

    async def until(self, event: str) -> dict[str, Any]:
        assert self.process.stderr is not None
        while True:
            line = await asyncio.wait_for(self.process.stderr.readline(), TIMEOUT)
            assert line, f"recap serve ended before logging {event}:\n" + "".join(self.lines)
            self.lines.append(line.decode())
            entry = json.loads(line)
            if entry["event"] == event:
                return entry

    async def stop(self) -> int:
        self.process.send_signal(signal.SIGTERM)
        _, rest = await asyncio.wait_for(self.process.communicate(), TIMEOUT)
        self.lines.extend(rest.decode().splitlines(keepends=True))
        assert self.process.returncode is not None
        return self.process.returncode


@pytest.fixture
async def telegram() -> AsyncIterator[FakeTelegram]:
    async with FakeTelegram(TOKEN) as fake:
        yield fake


async def _serve(tmp_path: Path, *args: str, **settings: str) -> Serving:
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot.cli",
        "serve",
        "telegram",
        "--env-file",
        "none.env",
        *args,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.PIPE,
        env=_env(tmp_path / "home", **settings),
        cwd=tmp_path,
    )
    return Serving(process)


async def test_a_polling_process_answers_health_on_its_health_port_and_logs_json(
    tmp_path: Path, telegram: FakeTelegram
) -> None:
    """Long polling with RECAP_HEALTH_PORT: /healthz and /readyz answer there, readiness follows the home, and
    every line on stderr (recap's own and the libraries') is JSON with timestamp, level and event, token masked."""
    serving = await _serve(
        tmp_path,
        TELEGRAM_API_BASE_URL=telegram.base_url,
        RECAP_HEALTH_PORT="0",
        RECAP_LOG_FORMAT="json",
        RECAP_LOG_LEVEL="DEBUG",
    )
    try:
        url = f"http://127.0.0.1:{(await serving.until('health_listening'))['port']}"
        await serving.until("serving")
        telegram.message(111, "Maya is now COO.")
        [reply] = await telegram.wait_sent(111, 1)
        ready = await _get(url + "/readyz")
        home = tmp_path / "home"
        home.rename(tmp_path / "unmounted")
        unready = await _get(url + "/readyz")
        (tmp_path / "unmounted").rename(home)
        alive = await _get(url + "/healthz")
    finally:
        code = await serving.stop()

    assert code == 0
    assert "COO" in reply
    assert ready[0] == 200 and alive == (200, "ok")
    assert unready[0] == 503 and unready[1]["reason"].startswith("home: ")
    entries = [json.loads(line) for line in serving.lines]
    assert all({"timestamp", "level", "event"} <= entry.keys() for entry in entries)
    loggers = {entry.get("logger") for entry in entries}
    assert {"apscheduler.scheduler", "telegram.ext.Application"} <= loggers, loggers  # libraries' records too
    assert [entry["event"] for entry in entries if entry["event"] in ("ready", "not_ready")] == [
        "ready",
        "not_ready",
    ]
    assert TOKEN not in "".join(serving.lines)


async def test_a_webhook_process_answers_health_on_the_webhook_server(tmp_path: Path, telegram: FakeTelegram) -> None:
    """With a webhook and RECAP_HEALTH_PORT equal to RECAP_HTTP_PORT (as in the Docker image), /healthz and /readyz
    answer on the webhook's server, and no second server starts."""
    serving = await _serve(
        tmp_path,
        "--webhook-url",
        "http://127.0.0.1/telegram/hook",
        TELEGRAM_API_BASE_URL=telegram.base_url,
        TELEGRAM_WEBHOOK_SECRET="hook-secret",
        RECAP_HTTP_PORT="0",
        RECAP_HEALTH_PORT="0",
        RECAP_LOG_FORMAT="json",
    )
    try:
        url = f"http://127.0.0.1:{(await serving.until('http_listening'))['port']}"
        await serving.until("serving")
        ready = await _get(url + "/readyz")
        alive = await _get(url + "/healthz")
    finally:
        code = await serving.stop()

    assert code == 0
    assert ready == (200, {"status": "ready", "checks": {"database": "ok", "home": "ok", "scheduler": "ok"}})
    assert alive == (200, "ok")
    assert telegram.webhook is not None and telegram.webhook["url"] == "http://127.0.0.1/telegram/hook"
    assert "health_listening" not in "".join(serving.lines)
