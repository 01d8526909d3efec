"""The README documents every command of the `recap` CLI and every setting recap reads."""

from __future__ import annotations

import re

import click

from bot.cli import main
from tests.conftest import REPO

README = (REPO / "README.md").read_text(encoding="utf-8")


def _commands(group: click.Group, prefix: str = "recap") -> list[str]:
    found = []
    for name, command in group.commands.items():
        found.append(f"{prefix} {name}")
        if isinstance(command, click.Group):
            found += _commands(command, f"{prefix} {name}")
    return found


def test_every_cli_command_is_in_the_readme() -> None:
    """Each `recap …` command (and subcommand) is named in README.md."""
    missing = [command for command in _commands(main) if command not in README]
    assert not missing, f"undocumented commands: {missing}"


def test_every_setting_in_env_example_is_in_the_readme() -> None:
    """Each setting of deploy/.env.example appears in README.md too."""
    example = (REPO / "deploy" / ".env.example").read_text(encoding="utf-8")
    settings = set(re.findall(r"^#?\s*([A-Z][A-Z0-9_]+)=", example, flags=re.MULTILINE))
    missing = sorted(setting for setting in settings if setting not in README)
    assert settings and not missing, f"settings missing from README: {missing}"
