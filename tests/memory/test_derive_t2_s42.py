"""Session 42 (t2): a place's hours kept as its fact and put right by a time said alone; the
questions that ask them; open issues listed with their place; shorthand questions answered from
the facts kept."""

from __future__ import annotations

import pytest

from memory.service import Memory
from tests.driver import chat, commitments_by_action

START = "2032-05-14T08:05:00-07:00"  # a Friday morning
TZ = "America/Fort_Nelson"


async def _facts(memory: Memory, user: str) -> set[tuple[str, str, str]]:
    claims = await memory.store.claims(user)
    fixed = {c.corrects for c in claims if c.corrects is not None}
    return {(c.subject, c.predicate, c.value) for c in claims if c.id not in fixed}


@pytest.mark.parametrize(
    ("said", "fix", "kept"),
    [
        ("the rec centre closes at 9pm", "sorry, 10pm", ("rec centre", "closing time", "10pm")),
        ("the pool opens at 6am", "no, 6:30", ("pool", "opening time", "6:30am")),
        ("the mess shuts at 9:00", "sorry 9:30", ("mess", "closing time", "9:30")),
        ("the community hall is open till 11pm", "oops, 10pm", ("community hall", "closing time", "10pm")),
    ],
)
async def test_place_hours_put_right_by_a_time_alone(
    memory: Memory, said: str, fix: str, kept: tuple[str, str, str]
) -> None:
    _, user, replies = await chat(memory, START, TZ, [said, fix])
    assert await _facts(memory, user) == {kept}, replies
    assert not await memory.store.commitments(user), replies


@pytest.mark.parametrize(
    ("asked", "answer"),
    [
        ("till when is mess open", "9pm"),
        ("what time does the mess close?", "9pm"),
        ("mess open till when?", "9pm"),
        ("when does the library open?", "7am"),
    ],
)
async def test_place_hours_answered(memory: Memory, asked: str, answer: str) -> None:
    lines = ["the mess closes at 9pm", "the library opens at 7am", "the library closes at 11pm", asked]
    _, _, replies = await chat(memory, START, TZ, lines)
    assert answer in replies[-1], replies


async def test_a_time_alone_after_another_fact_leaves_the_hours_alone(memory: Memory) -> None:
    _, user, replies = await chat(memory, START, TZ, ["the gym closes at 9pm", "Maya's role is CTO", "sorry, 10pm"])
    assert ("gym", "closing time", "9pm") in await _facts(memory, user), replies


@pytest.mark.parametrize(
    "said", ["the application window closes at 5pm", "voting closes at 8", "the bank closes at 3 tomorrow"]
)
async def test_a_deadline_or_a_days_news_is_no_place_hours(memory: Memory, said: str) -> None:
    _, user, replies = await chat(memory, START, TZ, [said])
    assert not any(p in ("closing time", "opening time") for _, p, _ in await _facts(memory, user)), replies


async def test_open_issues_listed_with_their_place(memory: Memory) -> None:
    lines = ["the AC in the skills lab is broken", "the projector in hall 3 is broken", "which issues are still open?"]
    _, _, replies = await chat(memory, START, TZ, lines)
    assert "AC in the skills lab" in replies[-1] and "projector in hall 3" in replies[-1], replies


@pytest.mark.parametrize(
    ("told", "asked", "answer", "not_answer"),
    [
        (["Meera's blood group is B positive", "Kavya's blood group is O positive"], "Meera blood group kya hai",
         "B positive", "O positive"),
        (["Ananya's landlord is Serik", "Rohit's landlord is Gulnara"], "Ananya's landlord who?", "Serik", "Gulnara"),
        (["Varun's hourly rate for tutoring is 3000 tenge", "Sana's hourly rate for tutoring is 4000 tenge"],
         "Varun charges how much per hour", "3000", "4000"),
        (["Gaurav's rent is 90000 tenge a month", "Shreya's rent is 120000 tenge a month"],
         "how much rent is Gaurav paying?", "90000", "120000"),
        (["Deepika's phone is 702 555 3341", "Deepak's phone is 702 555 9987"], "deepika contact no", "3341", "9987"),
        (["I promised Swati I'd help with her biochem assignment by thursday", "I promised Harsh I'd send the notes"],
         "what was the thing for Swati?", "biochem", "notes"),
    ],
)  # fmt: skip
async def test_shorthand_questions_answered(
    memory: Memory, told: list[str], asked: str, answer: str, not_answer: str
) -> None:
    _, _, replies = await chat(memory, START, TZ, [*told, asked])
    assert answer in replies[-1] and not_answer not in replies[-1], replies


@pytest.mark.parametrize(
    "said",
    ["sorry po my english is broken", "sorry for my bad english", "my grammar not so good ha", "excuse my spelling"],
)
async def test_an_apology_for_ones_english_keeps_nothing(memory: Memory, said: str) -> None:
    _, user, replies = await chat(memory, START, TZ, [said])
    assert not await memory.store.episodes(user), replies
    assert not await memory.store.commitments(user), replies


@pytest.mark.parametrize(
    ("todo", "fix", "moved"),
    [
        ("visit Tantie Rose sunday", "make that saturday for Tantie Rose", "visit Tantie Rose"),
        ("visit Tantie Rose sunday", "make it saturday for Rose", "visit Tantie Rose"),
        ("call Kemar sunday", "sorry, saturday for Kemar", "call Kemar"),
        ("take Mum to the market sunday", "actually saturday for Mum", "take Mum to the market"),
    ],
)
async def test_a_day_for_someone_named_moves_their_todo(memory: Memory, todo: str, fix: str, moved: str) -> None:
    _, user, replies = await chat(memory, "2034-07-26T09:00:00-04:00", "America/Barbados", [todo, fix])
    assert list(await commitments_by_action(memory, user)) == [moved], replies
    assert replies[-1].startswith(f"Updated: {moved} is due Sat 29 July 2034"), replies


@pytest.mark.parametrize(
    ("told", "fix", "reply"),
    [
        (
            "Ravinder became foreman yesterday",
            "no, the day before that",
            "Updated: Ravinder's role foreman is now effective from 12 May 2032 (was 13 May 2032).",
        ),
        ("call the bank on friday", "no, the day after that", "Updated: call the bank is due Sat 22 May 2032"),
        ("call the bank on friday", "sorry, the week before that", "Updated: call the bank is due Fri 14 May 2032"),
    ],
)
async def test_a_step_from_that_date_puts_it_right(memory: Memory, told: str, fix: str, reply: str) -> None:
    _, _, replies = await chat(memory, START, TZ, [told, fix])
    assert replies[-1].startswith(reply), replies


@pytest.mark.parametrize(
    ("told", "fix", "reply"),
    [
        (
            "Wayne moved to Fort St John on monday",
            "nope, tuesday it was",
            "Updated: Wayne's location Fort St John is now effective from 11 May 2032 (was 10 May 2032).",
        ),
        (
            "Rosa moved to Leeds in march",
            "nah, april it was",
            "Updated: Rosa's location Leeds is now effective from April",
        ),
        ("Tala's email is tala@gmail.com", "sorry, tala@yahoo.com it was", "Updated: Tala's email"),
    ],
)
async def test_the_value_said_before_it_was(memory: Memory, told: str, fix: str, reply: str) -> None:
    _, _, replies = await chat(memory, START, TZ, [told, fix])
    assert replies[-1].startswith(reply), replies


async def test_thursday_it_is_agreed_keeps_nothing_new(memory: Memory) -> None:
    _, _, replies = await chat(memory, START, TZ, ["call the bank on friday", "yep friday it is then"])
    assert replies[-1].startswith("Noted") is False, replies


@pytest.mark.parametrize(
    "asked", ["what was i doing for Aisling?", "what do I owe Aisling?", "what was the thing for Aisling"]
)
async def test_a_todo_naming_someone_by_their_possessive_is_owed_them(memory: Memory, asked: str) -> None:
    _, _, replies = await chat(memory, START, TZ, ["I'll proofread Aisling's cover letter by tmrw", asked])
    assert "proofread Aisling's cover letter" in replies[-1], replies


@pytest.mark.parametrize("said", ["brownout again", "load shedding again", "another brownout in block C"])
async def test_a_brownout_ends_when_the_power_is_back(memory: Memory, said: str) -> None:
    _, user, replies = await chat(memory, START, TZ, [said, "power's back"])
    assert [e.resolved_at is not None for e in await memory.store.episodes(user)] == [True], replies
