"""A small OpenAI-compatible chat completions server on loopback that plays a script.

Tests push :class:`Answer` objects; each ``POST /v1/chat/completions`` records the request body
and is answered with the next one: a completion with text or tool calls, a JSON body of any
shape, a raw (malformed) body, an HTTP error, or any of these after a deliberate delay. Every
other path is recorded and answered 404, so a test can assert that nothing else was asked.
The real ``openai`` client talks to it over HTTP on 127.0.0.1; nothing reaches the internet.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from aiohttp import web

Reply = dict[str, Any] | str


@dataclass(frozen=True)
class Answer:
    """One scripted response: a JSON object, or a raw body sent as it is."""

    body: Reply
    status: int = 200
    delay: float = 0.0  # seconds to wait before answering (a slow model)


_ids = itertools.count(1)


def completion(content: str | None = None, tool_calls: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """A chat completion body with one choice."""
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if tool_calls:
        message["tool_calls"] = tool_calls
    return {
        "id": f"chatcmpl-{next(_ids)}",
        "object": "chat.completion",
        "created": 1_775_000_000,
        "model": "fake-model",
        "choices": [
            {
                "index": 0,
                "message": message,
                "finish_reason": "tool_calls" if tool_calls else "stop",
                "logprobs": None,
            }
        ],
        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
    }


def text(content: str, *, delay: float = 0.0) -> Answer:
    """An answer whose message is ``content``."""
    return Answer(completion(content), delay=delay)


def json_answer(value: Any, *, delay: float = 0.0) -> Answer:
    """Structured output: the message content is ``value`` as JSON text."""
    return Answer(completion(json.dumps(value)), delay=delay)


def tool_call(name: str, arguments: dict[str, Any] | str) -> dict[str, Any]:
    """One function tool call, for :func:`tools`."""
    return {
        "id": f"call_{next(_ids)}",
        "type": "function",
        "function": {"name": name, "arguments": arguments if isinstance(arguments, str) else json.dumps(arguments)},
    }


def tools(*calls: dict[str, Any]) -> Answer:
    """An answer that asks for tool calls instead of writing text."""
    return Answer(completion(None, list(calls)))


def error(status: int = 500, message: str = "scripted failure") -> Answer:
    return Answer({"error": {"message": message, "type": "server_error", "code": None}}, status=status)


class FakeOpenAI:
    """``async with FakeOpenAI() as server:`` — then ``server.base_url`` for the client."""

    def __init__(self) -> None:
        self.script: deque[Answer | Callable[[dict[str, Any]], Answer]] = deque()
        self.requests: list[dict[str, Any]] = []  # the JSON bodies of chat completion requests
        self.paths: list[str] = []  # every path asked for, in order
        self.authorizations: list[str] = []  # the Authorization header of each chat request
        self._closing = asyncio.Event()
        self._runner: web.AppRunner | None = None
        self.port = 0

    def push(self, *answers: Answer | Callable[[dict[str, Any]], Answer]) -> None:
        """Queue answers (or functions of the request body giving one), consumed in order."""
        self.script.extend(answers)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    async def __aenter__(self) -> FakeOpenAI:
        app = web.Application()
        app.router.add_post("/v1/chat/completions", self._chat)
        app.router.add_route("*", "/{tail:.*}", self._unknown)
        self._runner = web.AppRunner(app, shutdown_timeout=1.0)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = self._runner.addresses[0][1]
        return self

    async def __aexit__(self, *exc: object) -> None:
        self._closing.set()  # a deliberately slow answer stops waiting
        if self._runner is not None:
            await self._runner.cleanup()

    async def _chat(self, request: web.Request) -> web.StreamResponse:
        self.paths.append(request.path)
        self.authorizations.append(request.headers.get("Authorization", ""))
        body = await request.json()
        self.requests.append(body)
        if not self.script:
            return web.json_response({"error": {"message": "the script has no more answers"}}, status=500)
        answer = self.script.popleft()
        if callable(answer):
            answer = answer(body)
        if answer.delay:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._closing.wait(), answer.delay)
        if isinstance(answer.body, str):
            return web.Response(text=answer.body, status=answer.status, content_type="application/json")
        return web.json_response(answer.body, status=answer.status)

    async def _unknown(self, request: web.Request) -> web.StreamResponse:
        self.paths.append(request.path)
        return web.json_response({"error": {"message": f"no route {request.path}"}}, status=404)
