"""Waiting for a fake server's state to change, without polling or sleeping."""

from __future__ import annotations

import asyncio
from collections.abc import Callable


class Changes:
    def __init__(self) -> None:
        self._event = asyncio.Event()

    def notify(self) -> None:
        """Wake everyone waiting; they re-check their conditions."""
        self._event.set()
        self._event = asyncio.Event()

    async def until(self, condition: Callable[[], bool], timeout: float) -> bool:
        """Wait until ``condition()`` holds; False when ``timeout`` seconds pass first."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not condition():
            event = self._event
            remaining = deadline - loop.time()
            if remaining <= 0:
                return False
            try:
                await asyncio.wait_for(event.wait(), remaining)
            except TimeoutError:
                return condition()
        return True

    async def expect(self, condition: Callable[[], bool], timeout: float, what: str) -> None:
        """Like :meth:`until`, but a timeout fails the test with ``what`` was awaited."""
        if not await self.until(condition, timeout):
            raise AssertionError(f"timed out after {timeout}s waiting for {what}")
