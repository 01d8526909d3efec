"""Questions answered from the attribute they ask about: whom someone works for, who manages them,
what they do, how much a thing costs, whether the user owes anyone; and, when that attribute is
unknown, the nearest one recap knows, named as such. Real store, real dispatcher."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from memory import answers, understanding
from memory.answers_owing import is_debt
from memory.clock import VirtualClock
from memory.service import Memory
from memory.store import User

AUCKLAND = ZoneInfo("Pacific/Auckland")
START = datetime(2030, 4, 3, 8, 0, tzinfo=AUCKLAND)


async def _said(memory: Memory, *messages: str) -> User:
    """A user in Auckland who said ``messages`` one minute apart."""
    user = await memory.users.get_or_create("rangi", START, timezone="Pacific/Auckland")
    clock = VirtualClock(START)
    dispatcher = Dispatcher(memory, clock)
    for k, text in enumerate(messages):
        clock.set(START + timedelta(minutes=k))
        await dispatcher.handle(Inbound(user="rangi", text=text))
    return user


async def _ask(memory: Memory, user: User, text: str) -> str:
    when = START + timedelta(hours=1)
    (question,) = [
        q for q in understanding.extract(text, now=when, tz=AUCKLAND) if isinstance(q, understanding.Question)
    ]
    return await answers.answer(memory, user, question, when)


@pytest.mark.parametrize(
    ("told", "asked", "expected"),
    [
        ("Tomás works at Mercado Libre now", "where does Tomás work", "Mercado Libre"),
        ("ngozi works at the bbc now", "who does ngozi work for?", "bbc"),
        ("Ayşe joined Arçelik last month", "wheres ayşe working these days", "Arçelik"),
        ("Ngaio works at Allegro", "what company does ngaio work for", "Allegro"),
        ("Dvořák reports to Hana", "whom does dvořák report to", "Hana"),
        ("Ines is a paediatric nurse", "wat does ines do", "paediatric nurse"),
        ("the rent on the flat is £1,250 a month", "how much is the rent", "1,250"),
    ],
)
async def test_question_reads_the_attribute_it_asks_about(memory: Memory, told: str, asked: str, expected: str) -> None:
    user = await _said(memory, told)
    assert expected in await _ask(memory, user, asked)


async def test_nearest_attribute_answers_and_is_named(memory: Memory) -> None:
    """No employer known: "where does kenji work" is answered by his town, and says so; "who
    manages kwame" (who leads him) by his manager."""
    user = await _said(memory, "Kenji moved to Osaka", "Kwame's manager is Ingrid")
    reply = await _ask(memory, user, "where does kenji work")
    assert "Osaka" in reply and "location" in reply
    assert "Ingrid" in await _ask(memory, user, "who manages kwame")


async def test_how_much_never_answers_with_a_value_without_a_figure(memory: Memory) -> None:
    user = await _said(memory, "the wifi password is bluefish22", "the wifi router is in the hall")
    reply = await _ask(memory, user, "how much is the wifi")
    assert "hall" not in reply


async def test_owing_anyone_lists_debts_only(memory: Memory) -> None:
    user = await _said(
        memory,
        "pay Ahmed back £40 for the tickets",
        "pay the gas bill sat",
        "return Siosaia's drill by friday",
        "book the dentist",
    )
    money = await _ask(memory, user, "do i owe anyone money?")
    assert "Ahmed" in money and "gas" not in money and "drill" not in money and "dentist" not in money
    anything = await _ask(memory, user, "who do i owe")
    assert "Ahmed" in anything and "drill" in anything and "gas" not in anything


async def test_owing_nobody(memory: Memory) -> None:
    user = await _said(memory, "book the dentist")
    assert await _ask(memory, user, "do I owe anybody money") == "You owe nobody money that I know of."


@pytest.mark.parametrize(
    ("action", "counterparty", "money", "anything"),
    [
        ("pay Ahmed back £40 for the tickets", None, True, True),
        ("pay mum back for the flights", None, True, True),
        ("transfer 200 to sunita", None, True, True),
        ("venmo jake for pizza", None, True, True),
        ("lend Femi 50 bucks", None, True, True),
        ("give the landlord the deposit", None, True, True),
        ("return Ana's drill", None, False, True),
        ("give mum her keys back", None, False, True),
        ("send the deck", "Raj", False, True),
        ("pay the gas bill", None, False, False),
        ("pay council tax", None, False, False),
        ("return the library books", None, False, False),
        ("book flights to Lagos", None, False, False),
    ],
)
def test_is_debt(action: str, counterparty: str | None, money: bool, anything: bool) -> None:
    assert is_debt(action, counterparty, money=True) is money
    assert is_debt(action, counterparty, money=False) is anything


# someone's work: the role before a change the question names ("before the promotion"), and now
async def test_the_role_before_a_change_named_in_the_question(memory: Memory) -> None:
    user = await _said(memory, "Aiko is head of design", "Aiko was promoted to VP of design")
    reply = await _ask(memory, user, "what was aiko's role before the promotion?")
    assert "head of design" in reply and reply.startswith("Before VP of design")


@pytest.mark.parametrize(
    ("asked", "before", "was"),
    [
        ("what was ishan's role before COO", "COO", "ops lead"),
        ("what was Ishan's role before he became CTO?", "CTO", "COO"),
        ("what was ishan's role before Head of Ops?", None, None),
    ],
)
async def test_the_role_before_the_one_named_by_its_value(
    memory: Memory, asked: str, before: str | None, was: str | None
) -> None:
    user = await _said(memory, "Ishan is the ops lead", "Ishan is now COO", "Ishan is now CTO")
    reply = await _ask(memory, user, asked)
    if before is None:  # a value Ishan never held: no version to answer from
        assert reply.startswith("I don't know") and "Head of Ops" in reply
    else:
        assert reply.startswith(f"Before {before},") and was in reply


async def test_the_title_before_a_move(memory: Memory) -> None:
    user = await _said(memory, "Ben is the ops lead", "Ben is now head of logistics")
    assert "ops lead" in await _ask(memory, user, "what was Ben's title before he moved?")


async def test_what_someone_is_doing_now_is_their_role(memory: Memory) -> None:
    user = await _said(memory, "Wanjiru became head of product")
    assert "head of product" in await _ask(memory, user, "whats wanjiru doing now?")
