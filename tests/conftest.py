"""Shared fixtures: a fresh recap home and memory per test, under a virtual clock."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from memory.clock import VirtualClock
from memory.home import Home
from memory.service import Memory

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
SCENARIOS = REPO / "tests" / "fixtures" / "scenarios"


@pytest.fixture
def home(tmp_path: Path) -> Home:
    return Home(tmp_path / "recap-data")


@pytest.fixture
async def memory(home: Home) -> AsyncIterator[Memory]:
    opened = await Memory.open(home)
    yield opened
    await opened.close()


@pytest.fixture
def clock() -> VirtualClock:
    return VirtualClock(datetime(2026, 3, 2, 8, 0, tzinfo=UTC))
