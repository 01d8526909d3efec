"""Questions typed the way people type them, answered from what is stored (the facts, the open
to-dos), never by quoting an old message; where nothing stored answers, the reply says so.
Played through the dispatcher with a real store (:mod:`tests.memory.understanding.played`)."""

from __future__ import annotations

from pathlib import Path

from tests.memory.understanding.played import failures

NOW = "2026-11-24T09:00:00+00:00"  # a Tuesday
ZONE = "Europe/London"
ZAINAB = "Zainab's address is 14 Elm St, Apt 3"
KOFI = "Kofi's number is 0244 123 456"
CAR = "the Corolla is Sipho's now, he bought it off me"
TODOS = ["pay the nanny on friday", "renew my passport", "ring the plumber tomorrow"]


def _case(before: list[str], say: str, answer: list[str], excludes: tuple[str, ...] = ()) -> dict[str, object]:
    return {"before": before, "say": say, "expect": {"answer": answer, "answer_excludes": list(excludes)}}


async def test_an_attribute_asked_for_in_other_words(tmp_path: Path) -> None:
    """Number, mobile and cell name one stored attribute; "where does X live" is answered by
    an address when no town is known; the answer names the attribute it gives."""
    cases = [
        _case([ZAINAB], "zainab's address pls", ["14 Elm"]),
        _case([ZAINAB], "address for zainab", ["14 Elm"]),
        _case([ZAINAB], "where does zainab live", ["Zainab's address is 14 Elm"]),
        _case(["Kofi's mobile is 0244 123 456"], "whats kofis number", ["0244 123 456"]),
        _case([KOFI], "kofi's cell pls", ["0244 123 456"]),
        _case([KOFI], "mob no for kofi?", ["0244 123 456"]),
        _case(["Charles's number is 0777 123 456"], "charles number?", ["0777 123 456"]),
        _case(["Aiko's email is aiko@example.jp"], "email for aiko pls", ["aiko@example.jp"]),
        _case(["Fatima is head of marketing"], "Fatima's job?", ["head of marketing"]),
        _case(["Dmitri reports to Ingrid"], "dmitri's boss?", ["Ingrid"]),
        _case(["Ingrid is Dmitri's manager"], "who's dmitri's line manager", ["Ingrid"]),
        _case(["Lee moved to Leeds"], "wheres lee live now", ["Leeds"]),
        _case(["mateo's birthday is 12 March"], "mateo's bday?", ["12 Mar"]),
    ]
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_whose_a_thing_is(tmp_path: Path) -> None:
    cases = [_case([CAR], "whose is the corolla", ["Sipho"]), _case([CAR], "who owns the corolla now?", ["Sipho"])]
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_what_is_not_done_and_what_is_due_when(tmp_path: Path) -> None:
    """Not done yet is every open to-do, the undated too; "anything" with a time is what is due then."""
    cases = [
        _case(TODOS, "what havent i done", ["nanny", "passport", "plumber"]),
        _case(TODOS, "what am I yet to do?", ["nanny", "passport"]),
        _case(TODOS, "anything left to do", ["nanny", "passport"]),
        _case(TODOS, "what's not sorted yet", ["nanny", "passport"]),
        _case(TODOS, "anything tmrw", ["plumber"], ("nanny",)),
        _case(TODOS, "anything for friday?", ["nanny"], ("plumber",)),
        _case(TODOS, "anything this week", ["nanny", "plumber"]),
    ]
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_nothing_stored_says_so_and_stores_nothing(tmp_path: Path) -> None:
    """A question about what recap does not hold says so plainly, and stores nothing (a case
    that stored something would not be judged right)."""
    cases = [
        _case([], "zainab's address pls", ["don't know Zainab's address"]),
        _case([], "whose is the corolla", ["don't know"]),
        _case([], "what haven't I done yet", ["Nothing open"]),
        _case([], "anything this week", ["Nothing due"]),
        _case([KOFI], "kofi's email?", ["don't know"], ("0244",)),
    ]
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_what_was_it_before_after_an_elliptic_question(tmp_path: Path) -> None:
    cases = [
        _case([KOFI, "Kofi's number is now 0209 999 000", "kofi's number pls"], "what was it before", ["0244 123 456"]),
        _case(["Lee moved to Leeds", "Lee moved to York", "where's lee these days?"], "and before that?", ["Leeds"]),
    ]
    assert await failures(tmp_path, NOW, ZONE, cases) == []
