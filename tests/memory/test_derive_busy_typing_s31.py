"""What the lead found typing to recap as a busy person would (session 31), through the bot:
"she starts jan 11" right after "Marta got the job at Iberdrola" is the day that job begins
(recap asked what it was, so a later "actually she starts the 18th" moved the job to 18
December); said long after, "she" names nobody sure and recap asks who; "before prices go up"
after a to-do is no news of "pick up dry cleaning" (recap asked whether it was done, over the
particle "up" alone); "Marco said he'd have the redlines back by wed" is Marco's promise (recap
read the redlines as a thing mended)."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.service import Memory
from tests.driver import chat, commitments_by_action, local_minute

START = "2026-12-09T20:30:00+01:00"  # a Wednesday evening
TZ = "Europe/Madrid"


async def _starts(memory: Memory, user: str, subject: str, predicate: str) -> str:
    claims = [c for c in await memory.store.claims(user) if (c.subject, c.predicate) == (subject, predicate)]
    latest = max(claims, key=lambda c: (c.observed_at, c.id))
    return local_minute(latest.effective_from, ZoneInfo(TZ))[:10]


@pytest.mark.parametrize(
    ("news", "then", "subject", "predicate", "day"),
    [
        ("Marta got the job at Iberdrola!!", "she starts jan 11", "Marta", "employer", "2027-01-11"),
        ("Ana is moving to Lisbon", "she moves on the 20th", "Ana", "location", "2026-12-20"),
        ("Tomás is the new head of sales", "he starts monday", "Tomás", "role", "2026-12-14"),
        ("Wei joined Stripe as a designer", "he started yesterday", "Wei", "employer", "2026-12-08"),
    ],
)
async def test_a_pronoun_start_dates_the_fact_just_told(
    memory: Memory, news: str, then: str, subject: str, predicate: str, day: str
) -> None:
    _, user, replies = await chat(memory, START, TZ, [news, then])
    assert await _starts(memory, user, subject, predicate) == day, replies
    assert replies[-1].startswith("Updated:"), replies


async def test_the_start_put_right_after_it_keeps_its_month(memory: Memory) -> None:
    lines = ["Marta got the job at Iberdrola!!", "she starts jan 11", "hmm actually she starts the 18th"]
    _, user, replies = await chat(memory, START, TZ, lines)
    assert await _starts(memory, user, "Marta", "employer") == "2027-01-18", replies


async def test_a_pronoun_long_after_the_fact_is_asked_about(memory: Memory) -> None:
    _, user, _ = await chat(memory, START, TZ, ["Marta got the job at Iberdrola!!"])
    _, _, replies = await chat(memory, "2026-12-10T09:00:00+01:00", TZ, ["she starts monday"])
    assert any("Who is “she”" in reply for reply in replies), replies
    assert await _starts(memory, user, "Marta", "employer") == "2026-12-09", replies
    assert len([c for c in await memory.store.claims(user) if c.subject == "Marta"]) == 1


async def test_a_particle_alone_is_no_news_of_a_todo(memory: Memory) -> None:
    lines = ["pick up dry cleaning after work", "book flights for xmas - before prices go up"]
    _, user, replies = await chat(memory, START, TZ, lines)
    assert not any("pick up dry cleaning" in reply for reply in replies), replies
    assert (await commitments_by_action(memory, user))["pick up dry cleaning"].status.value == "accepted"


@pytest.mark.parametrize(
    ("said", "owner", "action"),
    [
        ("Marco said he'd have the contract redlines back by wed", "Marco", "have the contract redlines back"),
        ("the lawyer said she'd have the draft back to us by the 12th", "lawyer", "have the draft back to us"),
        ("IT said they'd have the vpn back up by fri", "IT", "have the vpn back up"),
    ],
)
async def test_someone_promising_a_thing_back_is_their_todo(memory: Memory, said: str, owner: str, action: str) -> None:
    _, user, replies = await chat(memory, START, TZ, [said])
    kept = await commitments_by_action(memory, user)
    assert kept[action].owner == owner, (kept, replies)
    assert not await memory.store.episodes(user), replies


async def test_the_users_payment_never_finishes_what_someone_owes_them(memory: Memory) -> None:
    lines = ["Yuki owes me 3k yen for the concert tix", "paid it"]
    _, user, replies = await chat(memory, START, TZ, lines)
    owed = (await commitments_by_action(memory, user))["pay me 3k yen for the concert tix"]
    assert owed.status.value == "accepted", replies
    _, _, replies = await chat(memory, "2026-12-09T20:40:00+01:00", TZ, ["Yuki paid me back"])
    owed = (await commitments_by_action(memory, user))["pay me 3k yen for the concert tix"]
    assert owed.status.value == "completed", replies


@pytest.mark.parametrize(
    ("news", "then", "subject"),
    [
        ("Kenta is leaving the company end of jan", "Haruto takes over his accounts", "Kenta's accounts"),
        ("Priya moved to the London office", "Tom is taking over her clients", "Priya's clients"),
    ],
)
async def test_his_things_are_those_of_the_one_named_before(memory: Memory, news: str, then: str, subject: str) -> None:
    _, user, replies = await chat(memory, START, TZ, [news, then])
    owners = [c for c in await memory.store.claims(user) if c.predicate == "owner"]
    assert [c.subject for c in owners] == [subject], replies


async def test_his_things_with_nobody_named_before_are_asked_about(memory: Memory) -> None:
    _, user, replies = await chat(memory, START, TZ, ["Haruto takes over his accounts"])
    assert not [c for c in await memory.store.claims(user) if c.predicate == "owner"], replies
    assert any("Whose accounts" in reply for reply in replies), replies


async def test_a_thing_waited_on_then_promised_with_a_day_is_the_same_todo(memory: Memory) -> None:
    lines = ["waiting on Dev for the SOW", "Dev's sending the SOW thurs", "got the SOW from Dev"]
    _, user, replies = await chat(memory, START, TZ, lines)
    kept = await commitments_by_action(memory, user)
    assert list(kept) == ["SOW"], (kept, replies)
    assert kept["SOW"].status.value == "completed"
    assert local_minute(kept["SOW"].due, ZoneInfo(TZ))[:10] == "2026-12-10"


async def test_a_reminder_about_an_open_thing_named_vaguely_is_that_thing(memory: Memory) -> None:
    lines = ["need to renew my work visa - deadline mar 31", "pls remind me abt the visa thing next week"]
    _, user, replies = await chat(memory, START, TZ, lines)
    kept = await commitments_by_action(memory, user)
    assert list(kept) == ["renew my work visa"], (kept, replies)
    assert local_minute(kept["renew my work visa"].due, ZoneInfo(TZ))[:10] == "2027-03-31"
    assert replies[-1].startswith("Still open: renew my work visa"), replies
