"""Settings for ``recap serve``, read once from the environment and an optional ``.env`` file.

Every value is checked here, before anything connects: a missing or malformed setting raises
:class:`ConfigError`, whose message names the setting. The environment wins over the ``.env``
file; an empty value counts as unset. Secrets are kept out of every ``repr``, so a logged
settings object never shows them.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal
from urllib.parse import urlsplit

from dotenv import dotenv_values

DEFAULT_HOME = "./recap-data"
DEFAULT_TELEGRAM_API = "https://api.telegram.org"
DEFAULT_SLACK_API = "https://slack.com/api/"
DEFAULT_HTTP_HOST = "127.0.0.1"
DEFAULT_HTTP_PORT = 8080
DEFAULT_SLACK_EVENTS_PATH = "/slack/events"
DEFAULT_TELEGRAM_WEBHOOK_PATH = "/telegram/webhook"

PLATFORMS = ("telegram", "slack")
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
LOG_FORMATS = ("text", "json")

_TELEGRAM_TOKEN = re.compile(r"(\d+):[A-Za-z0-9_-]+")
_WEBHOOK_SECRET = re.compile(r"[A-Za-z0-9_-]{1,256}")
_ALLOWED_USER = re.compile(r"telegram:\d+|slack:[A-Z0-9]+:[A-Z0-9]+")
_SLACK_SECRET = re.compile(r"[A-Za-z0-9]+")

SlackMode = Literal["socket", "http"]


class ConfigError(ValueError):
    """A setting is missing or malformed; ``setting`` names it."""

    def __init__(self, setting: str, problem: str) -> None:
        super().__init__(f"{setting} {problem}")
        self.setting = setting


@dataclass(frozen=True)
class TelegramSettings:
    token: str = field(repr=False)
    api_base_url: str = DEFAULT_TELEGRAM_API
    webhook_url: str | None = None
    webhook_secret: str | None = field(default=None, repr=False)

    @property
    def bot_id(self) -> int:
        """The bot's user id: the digits before the colon of its token."""
        return int(self.token.split(":", 1)[0])

    @property
    def webhook_path(self) -> str:
        """Where recap's HTTP server listens for the webhook: the path of its public URL."""
        if self.webhook_url is None:
            return DEFAULT_TELEGRAM_WEBHOOK_PATH
        return urlsplit(self.webhook_url).path or DEFAULT_TELEGRAM_WEBHOOK_PATH


@dataclass(frozen=True)
class SlackSettings:
    bot_token: str = field(repr=False)
    mode: SlackMode = "socket"
    app_token: str | None = field(default=None, repr=False)
    signing_secret: str | None = field(default=None, repr=False)
    api_url: str = DEFAULT_SLACK_API
    events_path: str = DEFAULT_SLACK_EVENTS_PATH


@dataclass(frozen=True)
class Settings:
    home: Path
    allowed_users: frozenset[str]
    telegram: TelegramSettings | None = None
    slack: SlackSettings | None = None
    http_host: str = DEFAULT_HTTP_HOST
    http_port: int = DEFAULT_HTTP_PORT
    # Where /healthz and /readyz answer when no platform needs the HTTP server (long polling,
    # Socket Mode); None: only on the HTTP server, when it runs.
    health_port: int | None = None
    log_level: str | None = None
    log_format: str = "text"
    # RECAP_LLM_* as given (bot.llm checks them); empty keeps recap offline.
    llm: Mapping[str, str] = field(default_factory=dict, repr=False)

    @property
    def platforms(self) -> tuple[str, ...]:
        return tuple(name for name in PLATFORMS if getattr(self, name) is not None)

    @property
    def needs_http(self) -> bool:
        """True when some platform calls recap over HTTP (a Telegram webhook, Slack's Events API)."""
        telegram_webhook = self.telegram is not None and self.telegram.webhook_url is not None
        slack_http = self.slack is not None and self.slack.mode == "http"
        return telegram_webhook or slack_http


def read_environment(env_file: Path | None = Path(".env"), environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """The settings' raw values: ``env_file`` (if it exists) overlaid by the environment."""
    values: dict[str, str] = {}
    if env_file is not None and env_file.is_file():
        values.update({key: value for key, value in dotenv_values(env_file).items() if value is not None})
    values.update(os.environ if environ is None else environ)
    return values


def load(
    values: Mapping[str, str],
    *,
    platform: str | None = None,
    webhook_url: str | None = None,
    slack_mode: str | None = None,
    home: str | None = None,
) -> Settings:
    """Validated settings for serving ``platform`` (or every platform whose token is set)."""
    env = _Values(values)
    if platform is not None and platform not in PLATFORMS:
        raise ConfigError("platform", f"must be one of {', '.join(PLATFORMS)}, not {platform!r}")
    wanted = [platform] if platform else [name for name in PLATFORMS if env.get(_TOKEN_SETTING[name])]
    if not wanted:
        raise ConfigError(
            "TELEGRAM_BOT_TOKEN",
            "and SLACK_BOT_TOKEN are both unset: set at least one to serve that platform",
        )
    telegram = _telegram(env, webhook_url) if "telegram" in wanted else None
    http_port = _port(env, "RECAP_HTTP_PORT")
    slack = _slack(env, slack_mode) if "slack" in wanted else None
    return Settings(
        home=Path(home or env.get("RECAP_HOME") or DEFAULT_HOME),
        allowed_users=_allowed_users(env),
        telegram=telegram,
        slack=slack,
        http_host=env.get("RECAP_HTTP_HOST") or DEFAULT_HTTP_HOST,
        http_port=DEFAULT_HTTP_PORT if http_port is None else http_port,
        health_port=_port(env, "RECAP_HEALTH_PORT"),
        log_level=_log_level(env),
        log_format=_log_format(env),
        llm={key: value for key, value in values.items() if key.startswith("RECAP_LLM_") and value.strip()},
    )


_TOKEN_SETTING = {"telegram": "TELEGRAM_BOT_TOKEN", "slack": "SLACK_BOT_TOKEN"}


class _Values:
    def __init__(self, values: Mapping[str, str]) -> None:
        self._values = values

    def get(self, name: str) -> str | None:
        value = self._values.get(name)
        value = value.strip() if value is not None else None
        return value or None

    def require(self, name: str, why: str) -> str:
        value = self.get(name)
        if value is None:
            raise ConfigError(name, f"is not set; it is needed {why}")
        return value


def _allowed_users(env: _Values) -> frozenset[str]:
    raw = env.require("RECAP_ALLOWED_USERS", "to know whom to serve (e.g. telegram:123,slack:T1:U2)")
    users = [entry.strip() for entry in raw.split(",") if entry.strip()]
    if not users:
        raise ConfigError("RECAP_ALLOWED_USERS", "lists nobody; give ids such as telegram:123,slack:T1:U2")
    for user in users:
        if not _ALLOWED_USER.fullmatch(user):
            raise ConfigError(
                "RECAP_ALLOWED_USERS",
                f"has a malformed entry {user!r}; expected telegram:<user id> or slack:<team id>:<user id>",
            )
    return frozenset(users)


def _url(env: _Values, name: str, default: str) -> str:
    value = env.get(name) or default
    parts = urlsplit(value)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ConfigError(name, f"must be an http(s) URL, not {value!r}")
    return value


def _telegram(env: _Values, webhook_url: str | None) -> TelegramSettings:
    token = env.require("TELEGRAM_BOT_TOKEN", "to serve Telegram (get one from @BotFather)")
    if not _TELEGRAM_TOKEN.fullmatch(token):
        raise ConfigError("TELEGRAM_BOT_TOKEN", "is malformed; expected <bot id>:<secret> as @BotFather gives it")
    base = _url(env, "TELEGRAM_API_BASE_URL", DEFAULT_TELEGRAM_API).rstrip("/")
    base = base.removesuffix("/bot")
    hook = webhook_url or env.get("TELEGRAM_WEBHOOK_URL")
    secret = None
    if hook is not None:
        parts = urlsplit(hook)
        if parts.scheme not in ("http", "https") or not parts.netloc:
            raise ConfigError("TELEGRAM_WEBHOOK_URL", f"must be an http(s) URL, not {hook!r}")
        if parts.scheme != "https" and base == DEFAULT_TELEGRAM_API:
            raise ConfigError("TELEGRAM_WEBHOOK_URL", "must use https: Telegram calls only https webhooks")
        secret = env.require("TELEGRAM_WEBHOOK_SECRET", "with a webhook, so recap can tell Telegram's calls apart")
        if not _WEBHOOK_SECRET.fullmatch(secret):
            raise ConfigError("TELEGRAM_WEBHOOK_SECRET", "must be 1-256 characters of A-Z, a-z, 0-9, _ and -")
    return TelegramSettings(token=token, api_base_url=base, webhook_url=hook, webhook_secret=secret)


def _slack(env: _Values, mode: str | None) -> SlackSettings:
    token = env.require("SLACK_BOT_TOKEN", "to serve Slack (the app's Bot User OAuth Token)")
    if not token.startswith("xoxb-"):
        raise ConfigError("SLACK_BOT_TOKEN", "is malformed; a bot token starts with xoxb-")
    app_token = env.get("SLACK_APP_TOKEN")
    if app_token is not None and not app_token.startswith("xapp-"):
        raise ConfigError("SLACK_APP_TOKEN", "is malformed; an app-level token starts with xapp-")
    secret = env.get("SLACK_SIGNING_SECRET")
    if secret is not None and not _SLACK_SECRET.fullmatch(secret):
        raise ConfigError("SLACK_SIGNING_SECRET", "is malformed; copy it from the app's Basic Information page")
    chosen = mode or env.get("SLACK_MODE")
    if chosen is None:
        if app_token is None and secret is None:
            raise ConfigError(
                "SLACK_APP_TOKEN",
                "and SLACK_SIGNING_SECRET are both unset: set SLACK_APP_TOKEN for Socket Mode "
                "or SLACK_SIGNING_SECRET for the HTTP Events API",
            )
        chosen = "socket" if app_token is not None else "http"
    if chosen == "socket":
        app_token = env.require("SLACK_APP_TOKEN", "for Socket Mode (an app-level token with connections:write)")
    elif chosen == "http":
        secret = env.require("SLACK_SIGNING_SECRET", "for the HTTP Events API, to verify Slack's requests")
    else:
        raise ConfigError("SLACK_MODE", f"must be socket or http, not {chosen!r}")
    api_url = _url(env, "SLACK_API_URL", DEFAULT_SLACK_API)
    if not api_url.endswith("/"):
        api_url += "/"
    path = env.get("SLACK_EVENTS_PATH") or DEFAULT_SLACK_EVENTS_PATH
    if not path.startswith("/"):
        raise ConfigError("SLACK_EVENTS_PATH", f"must start with /, not {path!r}")
    return SlackSettings(
        bot_token=token,
        mode="socket" if chosen == "socket" else "http",
        app_token=app_token,
        signing_secret=secret,
        api_url=api_url,
        events_path=path,
    )


def _port(env: _Values, name: str) -> int | None:
    raw = env.get(name)
    if raw is None:
        return None
    if not raw.isdigit() or not 0 <= int(raw) <= 65535:
        raise ConfigError(name, f"must be a port number (0-65535), not {raw!r}")
    return int(raw)


def _log_level(env: _Values) -> str | None:
    raw = env.get("RECAP_LOG_LEVEL")
    if raw is None:
        return None
    if raw.upper() not in LOG_LEVELS:
        raise ConfigError("RECAP_LOG_LEVEL", f"must be one of {', '.join(LOG_LEVELS)}, not {raw!r}")
    return raw.upper()


def _log_format(env: _Values) -> str:
    raw = env.get("RECAP_LOG_FORMAT")
    if raw is None:
        return "text"
    if raw.lower() not in LOG_FORMATS:
        raise ConfigError("RECAP_LOG_FORMAT", f"must be one of {', '.join(LOG_FORMATS)}, not {raw!r}")
    return raw.lower()
