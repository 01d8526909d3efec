"""`recap serve`: both platforms and the scheduler on one loop, the briefing router, and what it imports."""

from __future__ import annotations

import asyncio
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from structlog.testing import capture_logs

from bot.access import Access
from bot.config import Settings, SlackSettings, TelegramSettings
from bot.serve import BriefingRouter, run
from bot.slack import manifest
from memory.clock import VirtualClock
from memory.home import Home
from memory.service import Memory
from tests.fakes.harness import START
from tests.fakes.slack_api import TEAM, FakeSlack, event_callback
from tests.fakes.telegram_api import FakeTelegram

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "4242:TEST-token_abcdefghijklmnopqrstuvwxyz"


class Recorder:
    platform = "telegram"

    def __init__(self) -> None:
        self.delivered: list[tuple[str, str]] = []

    def routes(self) -> list[Any]:
        return []

    async def start(self) -> None:
        pass

    async def stop(self) -> None:
        pass

    async def deliver(self, user: str, text: str) -> None:
        self.delivered.append((user, text))


async def test_serve_runs_both_platforms_with_the_scheduler_until_stopped(tmp_path: Path) -> None:
    """One `serve` answers on Telegram (polling) and Slack (Socket Mode) and shuts down cleanly."""
    async with FakeTelegram(TOKEN) as telegram, FakeSlack("xoxb-bot", app_token="xapp-app") as slack:
        settings = Settings(
            home=tmp_path / "home",
            allowed_users=frozenset({"telegram:111", f"slack:{TEAM}:UANN"}),
            telegram=TelegramSettings(token=TOKEN, api_base_url=telegram.base_url),
            slack=SlackSettings(bot_token="xoxb-bot", mode="socket", app_token="xapp-app", api_url=slack.api_url),
        )
        stop = asyncio.Event()
        serving = asyncio.create_task(run(settings, clock=VirtualClock(START), stop=stop))
        try:
            telegram.message(111, "Maya is now COO.")
            [telegram_reply] = await telegram.wait_sent(111, 1)
            await slack.wait_socket()
            event = {"type": "message", "channel_type": "im", "channel": "DUANN", "user": "UANN", "text": "/due"}
            await slack.send_envelope("env-1", "events_api", event_callback(event, "Ev1"))
            [slack_reply] = await slack.wait_posts(1, channel="DUANN")
        finally:
            stop.set()
            await asyncio.wait_for(serving, 10)

    assert "COO" in telegram_reply
    assert slack_reply == "Nothing due in the next 7 days, and nothing overdue."
    assert telegram.commands is not None
    memory = await Memory.open(Home(tmp_path / "home"))  # what serve stored outlives it, on either store
    try:
        assert {user.name for user in await memory.store.users()} == {"telegram:111", f"slack:{TEAM}:UANN"}
    finally:
        await memory.close()


async def test_the_router_sends_each_briefing_to_its_users_platform_only_if_allowed() -> None:
    """Briefings go to the adapter of the user's platform; others are logged, not sent."""
    recorder = Recorder()
    router = BriefingRouter([recorder], Access({"telegram:1"}))
    with capture_logs() as logs:
        await router.deliver("telegram:1", "Due today: the deck")
        await router.deliver("telegram:2", "not for you")
        await router.deliver("slack:T1:U2", "no Slack here")
        await router.deliver("alice", "a console user")

    assert recorder.delivered == [("telegram:1", "Due today: the deck")]
    reasons = [entry["reason"] for entry in logs if entry["event"] == "briefing_not_delivered"]
    assert reasons == ["user not in RECAP_ALLOWED_USERS", "platform not served", "platform not served"]
    assert router.can_deliver("telegram:1") and not router.can_deliver("alice")


def test_the_core_and_the_command_line_never_import_a_platform_library() -> None:
    """Importing the dispatcher, memory, jobs, the CLI and `bot.serve` loads neither telegram nor slack."""
    probe = (
        "import sys, bot.dispatcher, bot.cli, bot.serve, bot.config, jobs.scheduler, memory.service; "
        "print(sorted({m.split('.')[0] for m in sys.modules if m.split('.')[0] in "
        "('telegram', 'slack_bolt', 'slack_sdk', 'slack')}))"
    )
    output = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True)
    assert output.stdout.strip() == "[]"


@pytest.mark.parametrize("path", ["bot/types.py", "bot/dispatcher.py", "bot/commands.py", "bot/console.py"])
def test_core_modules_do_not_name_a_platform_library(path: str) -> None:
    """No core module imports telegram or slack_bolt, even lazily."""
    source = (ROOT / path).read_text(encoding="utf-8")
    assert not re.search(r"^\s*(from|import)\s+(telegram|slack_bolt|slack_sdk)\b", source, re.MULTILINE)


def test_env_example_documents_every_setting() -> None:
    """deploy/.env.example names every setting bot.config reads."""
    documented = set(re.findall(r"^#?\s*([A-Z][A-Z0-9_]+)=", (ROOT / "deploy/.env.example").read_text(), re.MULTILINE))
    read = set(re.findall(r"\"([A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9])\"", (ROOT / "bot/config.py").read_text()))
    assert read <= documented, read - documented


def test_the_slack_manifest_in_deploy_is_in_step_with_the_commands() -> None:
    """deploy/slack-manifest.json is what bot.slack.manifest() gives, so every command is registered."""
    assert json.loads((ROOT / "deploy/slack-manifest.json").read_text(encoding="utf-8")) == manifest()
