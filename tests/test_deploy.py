"""deploy/: the Dockerfile, the compose file and the systemd unit keep the properties an operator relies on,
and agree with what `recap serve` reads and serves."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from bot import health
from bot.config import load
from bot.logging import secrets_in

ROOT = Path(__file__).resolve().parents[1]
DEPLOY = ROOT / "deploy"
TOKENS = {"RECAP_ALLOWED_USERS": "telegram:1", "TELEGRAM_BOT_TOKEN": "4242:abcdefgh"}
SETTING = re.compile(r"\b(?:RECAP|TELEGRAM|SLACK)_[A-Z0-9_]*[A-Z0-9]\b")


def _instructions(path: Path) -> list[tuple[str, str]]:
    """A Dockerfile's instructions as (INSTRUCTION, arguments), continuation lines joined, comments dropped."""
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if not line.lstrip().startswith("#")]
    joined = re.sub(r"\\\n\s*", " ", "\n".join(lines))
    return [
        (word.upper(), rest.strip())
        for word, _, rest in (line.strip().partition(" ") for line in joined.split("\n"))
        if word
    ]


def _pairs(arguments: str) -> dict[str, str]:
    """ENV's or ARG's ``NAME=value`` pairs."""
    return dict(re.findall(r"([A-Za-z_][A-Za-z0-9_]*)=(\S*)", arguments))


def _unit(path: Path) -> dict[str, list[str]]:
    """A systemd unit's settings, every value of a repeated key kept in order."""
    settings: dict[str, list[str]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if "=" in line and not line.startswith(("#", ";", "[")):
            key, _, value = line.partition("=")
            settings.setdefault(key.strip(), []).append(value.strip())
    return settings


DOCKERFILE = _instructions(DEPLOY / "Dockerfile")
IMAGE_ENV = {name: value for word, rest in DOCKERFILE if word == "ENV" for name, value in _pairs(rest).items()}
COMPOSE = yaml.safe_load((DEPLOY / "compose.yaml").read_text(encoding="utf-8"))
SERVICE = COMPOSE["services"]["recap"]
UNIT = _unit(DEPLOY / "recap.service")
UNIT_ENV = dict(value.split("=", 1) for value in UNIT["Environment"])


def _served_paths() -> set[str]:
    return {route.path for route in health.routes(health.Readiness(None, ROOT, None))}  # type: ignore[arg-type]


def test_the_image_is_built_in_stages_from_a_pinned_python() -> None:
    """Two stages from one base, pinned to an exact Python 3.11 release on Debian bookworm (a digest may follow)."""
    [base] = [_pairs(rest)["PYTHON_IMAGE"] for word, rest in DOCKERFILE if word == "ARG"]
    assert re.fullmatch(r"python:3\.11\.\d+-slim-bookworm(@sha256:[0-9a-f]{64})?", base)
    stages = [rest for word, rest in DOCKERFILE if word == "FROM"]
    assert stages == ["${PYTHON_IMAGE} AS build", "${PYTHON_IMAGE} AS run"]
    assert ("COPY", "--from=build /opt/recap /opt/recap") in DOCKERFILE


def test_the_container_runs_as_an_unprivileged_user_it_creates() -> None:
    """The last USER is the numeric id of the system user the image creates, never root."""
    users = [rest for word, rest in DOCKERFILE if word == "USER"]
    uid, _, gid = users[-1].partition(":")
    assert uid.isdigit() and int(uid) > 0 and gid.isdigit() and int(gid) > 0
    run = " ".join(rest for word, rest in DOCKERFILE if word == "RUN")
    assert f"--uid {uid}" in run and f"--gid {gid}" in run


def test_the_home_is_a_volume_owned_by_that_user_in_the_image_compose_and_systemd() -> None:
    """RECAP_HOME is the image's volume, compose's named volume and the unit's one writable path."""
    home = IMAGE_ENV["RECAP_HOME"]
    assert [rest for word, rest in DOCKERFILE if word == "VOLUME"] == [f'["{home}"]']
    assert f"-o recap -g recap {home}" in " ".join(rest for word, rest in DOCKERFILE if word == "RUN")
    volume, _, mounted = SERVICE["volumes"][0].partition(":")
    assert mounted == home and volume in COMPOSE["volumes"]
    assert SERVICE["environment"]["RECAP_HOME"] == home
    assert UNIT_ENV["RECAP_HOME"] == f"/var/lib/{UNIT['StateDirectory'][0]}"
    assert UNIT["ReadWritePaths"] == [UNIT_ENV["RECAP_HOME"]]


def test_health_checks_probe_what_recap_serves_on_the_port_it_listens_on() -> None:
    """Docker's HEALTHCHECK asks /healthz and compose's asks /readyz, both served, on the port the settings give."""
    [check] = [rest for word, rest in DOCKERFILE if word == "HEALTHCHECK"]
    assert f"{health.HEALTH_PATH}'" in check
    assert "RECAP_HEALTH_PORT" in check and f"or '{IMAGE_ENV['RECAP_HEALTH_PORT']}'" in check
    compose_check = " ".join(SERVICE["healthcheck"]["test"])
    port = SERVICE["environment"]["RECAP_HEALTH_PORT"]
    assert f"127.0.0.1:{port}{health.READY_PATH}" in compose_check
    assert {health.HEALTH_PATH, health.READY_PATH} <= _served_paths()
    assert [rest for word, rest in DOCKERFILE if word == "EXPOSE"] == [IMAGE_ENV["RECAP_HTTP_PORT"]]
    assert SERVICE["ports"] == [f"127.0.0.1:{port}:{IMAGE_ENV['RECAP_HTTP_PORT']}"]


def test_every_setting_the_deploy_files_give_is_one_recap_reads_and_accepts() -> None:
    """Settings set in deploy/ (comments aside) exist in bot/config.py, and the values given load (health port,
    JSON logs)."""
    read = set(SETTING.findall((ROOT / "bot/config.py").read_text(encoding="utf-8")))
    for path in ("Dockerfile", "compose.yaml", "recap.service"):
        lines = (DEPLOY / path).read_text(encoding="utf-8").splitlines()
        named = set(SETTING.findall("\n".join(line for line in lines if not line.lstrip().startswith("#"))))
        assert named and named <= read, (path, named - read)
    for given in (IMAGE_ENV, SERVICE["environment"], UNIT_ENV):
        settings = load(TOKENS | {name: str(value) for name, value in given.items()})
        assert settings.log_format == "json"
    image = load(TOKENS | IMAGE_ENV)
    assert image.health_port == image.http_port and image.http_host == "0.0.0.0"


def test_no_secret_is_baked_into_the_image_or_written_into_compose_or_the_unit() -> None:
    """Tokens come from an env file at run time: none is set in the Dockerfile, compose or the unit, and the
    build context holds only the code (no .env, no data)."""
    args = {name: value for word, rest in DOCKERFILE if word == "ARG" for name, value in _pairs(rest).items()}
    for given in (IMAGE_ENV, args, SERVICE["environment"], UNIT_ENV):
        assert not secrets_in({name: str(value) for name, value in given.items()})
    assert SERVICE["env_file"] == ".env" and UNIT["EnvironmentFile"] == ["/etc/recap/recap.env"]
    lines = (DEPLOY / "Dockerfile.dockerignore").read_text(encoding="utf-8").splitlines()
    rules = [line for line in lines if line and not line.startswith("#")]
    assert rules[0] == "*" and all(rule.startswith(("!", "**/")) for rule in rules[1:])
    assert not any(".env" in rule or "recap-data" in rule for rule in rules)


def test_the_systemd_unit_confines_recap() -> None:
    """The unit runs as its own user, restarts on failure, caps memory, and carries the hardening options."""
    required = {
        "User": "recap",
        "NoNewPrivileges": "yes",
        "ProtectSystem": "strict",
        "ProtectHome": "yes",
        "PrivateTmp": "yes",
        "PrivateDevices": "yes",
        "RestrictAddressFamilies": "AF_INET AF_INET6 AF_UNIX",
        "CapabilityBoundingSet": "",
        "Restart": "on-failure",
        "UMask": "0077",
    }
    assert {key: UNIT.get(key, [None])[-1] for key in required} == required
    assert re.fullmatch(r"\d+[KMG]", UNIT["MemoryMax"][0])
    assert UNIT["ExecStart"][0].endswith("/recap serve")


def test_the_systemd_unit_passes_systemd_analyze_verify(tmp_path: Path) -> None:
    """`systemd-analyze verify` finds no unknown key or bad value (its program swapped for one that exists here)."""
    analyze = shutil.which("systemd-analyze")
    if analyze is None:
        pytest.skip("systemd-analyze is not installed")
    unit = tmp_path / "recap.service"
    unit.write_text((DEPLOY / "recap.service").read_text().replace(UNIT["ExecStart"][0], "/bin/true serve"))
    result = subprocess.run([analyze, "verify", str(unit)], capture_output=True, text=True)
    assert (result.returncode, result.stderr) == (0, "")


def test_the_dockerfile_passes_hadolint() -> None:
    """hadolint (a dev dependency) finds nothing in deploy/Dockerfile."""
    hadolint = shutil.which("hadolint", path=str(Path(sys.executable).parent)) or shutil.which("hadolint")
    if hadolint is None:
        pytest.skip("hadolint is not installed (pip install -e '.[dev]')")
    result = subprocess.run([hadolint, "--no-color", str(DEPLOY / "Dockerfile")], capture_output=True, text=True)
    assert (result.returncode, result.stdout) == (0, "")
