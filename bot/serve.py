"""``recap serve``: recap on Telegram and Slack, with the scheduler, on one event loop.

``recap serve telegram`` and ``recap serve slack`` serve one platform; ``recap serve`` serves
every platform whose token is set. Settings come from the environment and ``.env``
(:mod:`bot.config`). One aiohttp server carries whatever the platforms call over HTTP (a
Telegram webhook, Slack's Events API) and the health endpoints (:mod:`bot.health`); when the
platforms call nothing (long polling, Socket Mode), ``RECAP_HEALTH_PORT`` gives the health
endpoints a server of their own. Morning briefings go through :class:`BriefingRouter` to the
adapter of each user's platform, which sends them to the user's direct chat.

The platform libraries are imported only when a platform starts, so importing this module
(as ``recap``'s command line does) never loads them.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import click
import structlog
from aiohttp import web
from click.core import ParameterSource
from structlog.contextvars import bound_contextvars

from bot import health, startup
from bot.access import Access
from bot.adapter import Adapter, Conversation, StartupFailed
from bot.config import PLATFORMS, ConfigError, Settings, load, read_environment
from bot.logging import configure, hide, secrets_in
from memory.clock import Clock, SystemClock
from memory.home import Home


def _log() -> Any:
    return structlog.get_logger(__name__)


class BriefingRouter:
    """The scheduler's ``deliver``: each briefing to its user's direct chat on their platform."""

    def __init__(self, adapters: Iterable[Adapter], access: Access) -> None:
        self.adapters = {adapter.platform: adapter for adapter in adapters}
        self.access = access

    def can_deliver(self, name: str) -> bool:
        return name.partition(":")[0] in self.adapters and self.access.allows(name)

    async def deliver(self, name: str, text: str) -> None:
        platform = name.partition(":")[0]
        with bound_contextvars(platform=platform, user=name):
            adapter = self.adapters.get(platform)
            if adapter is None:
                _log().warning("briefing_not_delivered", reason="platform not served")
                return
            if not self.access.allows(name):
                _log().warning("briefing_not_delivered", reason="user not in RECAP_ALLOWED_USERS")
                return
            await adapter.deliver(name, text)
            _log().info("briefing_delivered")


def build_adapters(settings: Settings, conversation: Conversation, access: Access, clock: Clock) -> list[Adapter]:
    adapters: list[Adapter] = []
    if settings.telegram is not None:
        from bot.telegram import TelegramAdapter

        adapters.append(TelegramAdapter(settings.telegram, conversation, access))
    if settings.slack is not None:
        from bot.slack import SlackAdapter

        adapters.append(SlackAdapter(settings.slack, conversation, access, clock))
    return adapters


async def start_http(
    routes: Iterable[web.RouteDef], host: str, port: int, setting: str = "RECAP_HTTP_PORT"
) -> tuple[web.AppRunner, int]:
    """Serve ``routes`` on ``host:port`` (``setting`` names the port in errors); returns the
    runner and the bound port."""
    app = web.Application()
    app.add_routes(routes)
    runner = web.AppRunner(app, access_log=None, shutdown_timeout=5)
    await runner.setup()
    try:
        await web.TCPSite(runner, host, port).start()
    except OSError as error:
        await runner.cleanup()
        raise StartupFailed(f"cannot listen on {host}:{port} (RECAP_HTTP_HOST, {setting}): {error}") from error
    bound = runner.addresses[0][1] if runner.addresses else port
    return runner, bound


async def start_servers(
    settings: Settings, adapters: Iterable[Adapter], health_routes: list[web.RouteDef]
) -> list[web.AppRunner]:
    """The server the platforms call, with the health routes, when some platform calls recap;
    and a server of the health routes alone on ``RECAP_HEALTH_PORT``, unless that is the same."""
    runners: list[web.AppRunner] = []
    try:
        if settings.needs_http:
            routes = [route for adapter in adapters for route in adapter.routes()]
            runner, port = await start_http([*routes, *health_routes], settings.http_host, settings.http_port)
            runners.append(runner)
            _log().info("http_listening", host=settings.http_host, port=port)
        shared = settings.needs_http and settings.health_port == settings.http_port
        if settings.health_port is not None and not shared:
            host, port = settings.http_host, settings.health_port
            runner, port = await start_http(health_routes, host, port, "RECAP_HEALTH_PORT")
            runners.append(runner)
            _log().info("health_listening", host=host, port=port)
    except BaseException:
        for runner in runners:
            await runner.cleanup()
        raise
    return runners


async def run(settings: Settings, *, clock: Clock | None = None, stop: asyncio.Event | None = None) -> None:
    """Serve until ``stop`` is set (by default: until SIGINT or SIGTERM)."""
    # Imported here so that ``recap --help`` does not pay for the memory stack.
    from bot.dispatcher import Dispatcher
    from jobs.scheduler import build_scheduler
    from jobs.sweeps import run_due
    from memory.service import Memory

    clock = clock or SystemClock()
    stop = stop or _stop_on_signals()
    assistant = None
    if settings.llm:
        from bot.llm import Assistant

        assistant = Assistant.from_env(settings.llm)  # None (offline) unless base URL and model are set
    memory = await Memory.open(Home(settings.home), describer=assistant)
    scheduler = None
    runners: list[web.AppRunner] = []
    started: list[Adapter] = []
    try:  # from here on, whatever fails still closes the memory: its open connection would keep the process alive
        access = Access(settings.allowed_users)
        adapters = build_adapters(settings, Dispatcher(memory, clock, assistant=assistant), access, clock)
        router = BriefingRouter(adapters, access)
        scheduler = build_scheduler(memory, clock, router.deliver, router.can_deliver)
        readiness = health.Readiness(memory.store, memory.home.root, scheduler)  # ready once the scheduler runs
        runners = await start_servers(settings, adapters, health.routes(readiness))
        for adapter in adapters:
            await adapter.start()
            started.append(adapter)
        await run_due(memory, clock.now(), router.deliver, router.can_deliver)  # what came due while down
        scheduler.start()
        _log().info("serving", platforms=list(settings.platforms), home=str(settings.home))
        await stop.wait()
    finally:
        if scheduler is not None and scheduler.running:
            scheduler.shutdown(wait=False)
        for runner in runners:
            await runner.cleanup()  # first, so that no webhook or event arrives while adapters drain
        for adapter in reversed(started):
            try:
                await adapter.stop()
            except Exception:
                _log().exception("adapter_stop_failed", platform=adapter.platform)
        await memory.close()
        if assistant is not None:
            await assistant.aclose()
        _log().info("stopped")


def _log_level(settings: Settings) -> str:
    """``recap --log-level`` when given on the command line, else the settings' (``.env`` too), else INFO."""
    root = click.get_current_context().find_root()
    if root.get_parameter_source("log_level") is ParameterSource.COMMANDLINE:
        return str(root.params["log_level"])
    return settings.log_level or "INFO"


def _stop_on_signals() -> asyncio.Event:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # not on this platform or thread
            loop.add_signal_handler(signum, stop.set)
    return stop


@click.command()
@click.argument("platform", required=False, type=click.Choice(PLATFORMS))
@click.option(
    "--webhook-url",
    metavar="URL",
    default=None,
    help="Telegram: receive updates at this public https URL instead of long polling "
    "(default $TELEGRAM_WEBHOOK_URL; needs $TELEGRAM_WEBHOOK_SECRET).",
)
@click.option(
    "--slack-mode",
    type=click.Choice(["socket", "http"]),
    default=None,
    help="Slack: Socket Mode ($SLACK_APP_TOKEN) or the HTTP Events API ($SLACK_SIGNING_SECRET) "
    "(default $SLACK_MODE, else socket when an app token is set).",
)
@click.option(
    "--home", default=None, metavar="DIR", help="Where recap keeps its data (default $RECAP_HOME, else ./recap-data)."
)
@click.option(
    "--env-file",
    default=".env",
    show_default=True,
    type=click.Path(dir_okay=False, path_type=Path),
    help="Settings file read before the environment (the environment wins).",
)
def serve(
    platform: str | None, webhook_url: str | None, slack_mode: str | None, home: str | None, env_file: Path
) -> None:
    """Serve recap on Telegram and/or Slack, with the scheduler, until interrupted.

    PLATFORM is telegram or slack; without it, every platform whose token is set is served.
    """
    if webhook_url and platform == "slack":
        raise click.UsageError("--webhook-url is for Telegram; Slack's Events API URL is set in the Slack app")
    if slack_mode and platform == "telegram":
        raise click.UsageError("--slack-mode is for Slack")
    values = read_environment(env_file)
    hide(*secrets_in(values))
    try:
        settings = load(values, platform=platform, webhook_url=webhook_url, slack_mode=slack_mode, home=home)
    except ConfigError as error:
        raise startup.CannotStart(str(error)) from error
    if webhook_url and settings.telegram is None:
        raise click.UsageError("--webhook-url needs Telegram: set TELEGRAM_BOT_TOKEN")
    configure(_log_level(settings), settings.log_format)
    with startup.claim(Home(settings.home), "recap serve", workers=True):
        try:
            startup.run(run(settings))
        except StartupFailed as error:
            raise startup.CannotStart(str(error)) from error
