"""Settings for `recap serve`: read from the environment and .env, checked, and named when wrong."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from bot.config import (
    DEFAULT_SLACK_API,
    DEFAULT_TELEGRAM_API,
    ConfigError,
    load,
    read_environment,
)
from bot.serve import serve

TELEGRAM = {"TELEGRAM_BOT_TOKEN": "4242:TEST-token_abc", "RECAP_ALLOWED_USERS": "telegram:1"}
SLACK = {"SLACK_BOT_TOKEN": "xoxb-1-2-abc", "SLACK_APP_TOKEN": "xapp-1-A1-abc", "RECAP_ALLOWED_USERS": "slack:T1:U2"}


def error_for(values: dict[str, str], **options: str) -> ConfigError:
    with pytest.raises(ConfigError) as raised:
        load(values, **options)
    return raised.value


def test_telegram_settings_have_sensible_defaults() -> None:
    """A token and the allowed users are enough for Telegram; the rest has defaults."""
    settings = load(TELEGRAM)
    assert settings.platforms == ("telegram",)
    assert settings.telegram is not None
    assert settings.telegram.api_base_url == DEFAULT_TELEGRAM_API
    assert settings.telegram.bot_id == 4242
    assert settings.telegram.webhook_url is None
    assert settings.allowed_users == frozenset({"telegram:1"})
    assert settings.home == Path("./recap-data")
    assert not settings.needs_http


def test_every_platform_with_a_token_is_served_when_none_is_named() -> None:
    """Without a platform named, each platform whose bot token is set is served."""
    settings = load({**TELEGRAM, **SLACK, "RECAP_ALLOWED_USERS": "telegram:1, slack:T1:U2 ,"})
    assert settings.platforms == ("telegram", "slack")
    assert settings.allowed_users == frozenset({"telegram:1", "slack:T1:U2"})
    assert load(TELEGRAM | SLACK, platform="slack").platforms == ("slack",)


@pytest.mark.parametrize(
    ("values", "options", "setting"),
    [
        ({"RECAP_ALLOWED_USERS": "telegram:1"}, {}, "TELEGRAM_BOT_TOKEN"),
        ({"RECAP_ALLOWED_USERS": "telegram:1"}, {"platform": "telegram"}, "TELEGRAM_BOT_TOKEN"),
        ({**TELEGRAM, "TELEGRAM_BOT_TOKEN": "not-a-token"}, {}, "TELEGRAM_BOT_TOKEN"),
        ({**TELEGRAM, "TELEGRAM_API_BASE_URL": "ftp://x"}, {}, "TELEGRAM_API_BASE_URL"),
        ({**TELEGRAM, "TELEGRAM_WEBHOOK_URL": "https://x.example/hook"}, {}, "TELEGRAM_WEBHOOK_SECRET"),
        (
            {**TELEGRAM, "TELEGRAM_WEBHOOK_URL": "http://x.example/hook", "TELEGRAM_WEBHOOK_SECRET": "s"},
            {},
            "TELEGRAM_WEBHOOK_URL",
        ),
        (
            {**TELEGRAM, "TELEGRAM_WEBHOOK_SECRET": "bad secret!"},
            {"webhook_url": "https://x.example/h"},
            "TELEGRAM_WEBHOOK_SECRET",
        ),
        ({**TELEGRAM, "RECAP_ALLOWED_USERS": ""}, {}, "RECAP_ALLOWED_USERS"),
        ({**TELEGRAM, "RECAP_ALLOWED_USERS": " , "}, {}, "RECAP_ALLOWED_USERS"),
        ({**TELEGRAM, "RECAP_ALLOWED_USERS": "telegram:1,alice"}, {}, "RECAP_ALLOWED_USERS"),
        ({**TELEGRAM, "RECAP_ALLOWED_USERS": "slack:U2"}, {}, "RECAP_ALLOWED_USERS"),
        ({**TELEGRAM, "RECAP_HTTP_PORT": "eighty"}, {}, "RECAP_HTTP_PORT"),
        ({**TELEGRAM, "RECAP_LOG_LEVEL": "LOUD"}, {}, "RECAP_LOG_LEVEL"),
        ({**SLACK, "SLACK_BOT_TOKEN": "xoxp-user-token"}, {}, "SLACK_BOT_TOKEN"),
        ({**SLACK, "SLACK_APP_TOKEN": "xoxb-wrong-kind"}, {}, "SLACK_APP_TOKEN"),
        ({"SLACK_BOT_TOKEN": "xoxb-1", "RECAP_ALLOWED_USERS": "slack:T1:U2"}, {}, "SLACK_APP_TOKEN"),
        ({**SLACK}, {"slack_mode": "http"}, "SLACK_SIGNING_SECRET"),
        ({**SLACK, "SLACK_SIGNING_SECRET": "has spaces"}, {}, "SLACK_SIGNING_SECRET"),
        ({**SLACK, "SLACK_MODE": "carrier-pigeon"}, {}, "SLACK_MODE"),
        ({**SLACK, "SLACK_API_URL": "slack.com/api"}, {}, "SLACK_API_URL"),
        ({**SLACK, "SLACK_EVENTS_PATH": "events"}, {}, "SLACK_EVENTS_PATH"),
    ],
)
def test_a_missing_or_malformed_setting_is_named(values: dict[str, str], options: dict[str, str], setting: str) -> None:
    """Each bad setting stops start-up with an error that names it."""
    error = error_for(values, **options)
    assert error.setting == setting
    assert setting in str(error)


def test_slack_mode_follows_the_credentials_or_the_choice() -> None:
    """An app token means Socket Mode, a signing secret alone the HTTP Events API; a flag decides both."""
    socket = load(SLACK).slack
    assert socket is not None and socket.mode == "socket" and socket.api_url == DEFAULT_SLACK_API
    http_values = {**SLACK, "SLACK_APP_TOKEN": "", "SLACK_SIGNING_SECRET": "abc123", "SLACK_API_URL": "http://l:1/api"}
    http = load(http_values).slack
    assert http is not None and http.mode == "http" and http.api_url == "http://l:1/api/"
    chosen = load({**SLACK, "SLACK_SIGNING_SECRET": "abc123"}, slack_mode="http").slack
    assert chosen is not None and chosen.mode == "http" and chosen.events_path == "/slack/events"
    assert load({**SLACK, "SLACK_SIGNING_SECRET": "abc123"}, slack_mode="http").needs_http


def test_a_webhook_takes_its_path_from_its_url() -> None:
    """With a webhook URL, recap listens on that URL's path and knows it needs its HTTP server."""
    values = {**TELEGRAM, "TELEGRAM_WEBHOOK_SECRET": "s3cret", "TELEGRAM_API_BASE_URL": "http://127.0.0.1:9/bot/"}
    settings = load(values, webhook_url="https://bot.example/tg/hook")
    assert settings.telegram is not None
    assert settings.telegram.webhook_path == "/tg/hook"
    assert settings.telegram.api_base_url == "http://127.0.0.1:9"
    assert settings.needs_http


def test_secrets_never_show_in_a_repr() -> None:
    """Logging the settings object shows no token or secret."""
    values = {**TELEGRAM, **SLACK, "SLACK_SIGNING_SECRET": "abc123", "TELEGRAM_WEBHOOK_SECRET": "s3cret"}
    shown = repr(load(values, webhook_url="https://bot.example/hook"))
    for secret in ("TEST-token_abc", "xoxb-1-2-abc", "xapp-1-A1-abc", "abc123", "s3cret"):
        assert secret not in shown


def test_the_environment_wins_over_the_env_file(tmp_path: Path) -> None:
    """.env supplies what the environment does not set; an empty value counts as unset."""
    env_file = tmp_path / ".env"
    env_file.write_text(
        "TELEGRAM_BOT_TOKEN=4242:from-file\nRECAP_ALLOWED_USERS=telegram:1\nRECAP_HOME=/from/file\nSLACK_BOT_TOKEN=\n",
        encoding="utf-8",
    )
    values = read_environment(env_file, {"RECAP_HOME": "/from/env"})
    settings = load(values)
    assert settings.home == Path("/from/env")
    assert settings.telegram is not None and settings.telegram.token == "4242:from-file"
    assert settings.platforms == ("telegram",)
    assert read_environment(tmp_path / "missing.env", {"A": "1"}) == {"A": "1"}


def test_serve_stops_before_starting_and_names_the_missing_setting(tmp_path: Path) -> None:
    """`recap serve telegram` without a token exits with a message naming TELEGRAM_BOT_TOKEN."""
    cleared = {name: None for name in (*TELEGRAM, *SLACK, "SLACK_SIGNING_SECRET", "TELEGRAM_WEBHOOK_URL")}
    env = {**cleared, "RECAP_ALLOWED_USERS": "telegram:1"}
    result = CliRunner().invoke(serve, ["telegram", "--env-file", str(tmp_path / "none.env")], env=env)
    assert result.exit_code == 1
    assert "TELEGRAM_BOT_TOKEN" in result.output

    result = CliRunner().invoke(serve, ["--env-file", str(tmp_path / "none.env")], env=env)
    assert result.exit_code == 1
    assert "TELEGRAM_BOT_TOKEN" in result.output and "SLACK_BOT_TOKEN" in result.output

    result = CliRunner().invoke(serve, ["slack", "--webhook-url", "https://x.example/h"], env=env)
    assert result.exit_code == 2
    assert "--webhook-url" in result.output
