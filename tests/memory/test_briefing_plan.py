"""Planned briefings: the users the plan leaves out are exactly ones whose full briefing is empty."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta

from memory import briefing
from memory.service import Memory
from memory.store import User
from tests.driver import Person, at

START = "2026-03-02T09:00:00+00:00"


async def _planned(memory: Memory, now: datetime) -> tuple[set[str], dict[str, str]]:
    """The plan at ``now`` with every user due, and every user's full briefing at ``now``."""
    users = await memory.store.users()
    for user in users:
        await memory.store.update_user(replace(user, next_briefing_at=now))
    news = await briefing.newsworthy(memory, now)
    for user in users:  # as they were
        await memory.store.update_user(user)
    return news, {user.id: (await briefing.compose(memory, user, now)).text for user in users}


async def _people(memory: Memory) -> dict[str, Person]:
    zones = {
        "due": "America/New_York", "overdue": "Asia/Tokyo", "facts": "Europe/Berlin", "conflict": "UTC",
        "issue": "Australia/Sydney", "fixed": "America/Chicago", "done": "Asia/Kolkata", "moved": "Europe/London",
        "smalltalk": "America/Los_Angeles", "nothing": "Pacific/Auckland",
    }  # fmt: skip
    return {name: await Person(memory, name, tz, START).create() for name, tz in zones.items()}


async def test_the_plan_leaves_out_only_users_with_nothing_to_report(memory: Memory) -> None:
    """Ten users — a commitment due, one overdue, changed facts, a conflict, an open and a fixed
    issue, a commitment done, a deadline moved, small talk, nothing — in ten zones, checked
    every five hours for eleven days while the sweeps send their briefings: each user whose
    briefing would say anything is planned; users with nothing are left out."""
    people = await _people(memory)
    script = [
        ("due", "2026-03-02T10:00:00+00:00", "I need to send the renewal deck by March 12"),
        ("overdue", "2026-03-02T10:01:00+00:00", "I'll pay the council tax by tomorrow"),
        ("facts", "2026-03-02T10:02:00+00:00", "Maya is VP Operations."),
        ("done", "2026-03-02T10:03:00+00:00", "I'll book the offsite venue by March 4."),
        ("moved", "2026-03-02T10:04:00+00:00", "I promised Daniel to send the budget by March 20."),
        ("smalltalk", "2026-03-02T10:05:00+00:00", "Lovely weather today."),
        ("issue", "2026-03-02T10:06:00+00:00", "The VPN is down."),
        ("fixed", "2026-03-02T10:07:00+00:00", "The printer is broken."),
        ("done", "2026-03-03T11:00:00+00:00", "I booked the offsite venue."),
        ("fixed", "2026-03-03T11:01:00+00:00", "The printer is fixed."),
        ("facts", "2026-03-05T12:00:00+00:00", "Maya is now CTO."),
        ("moved", "2026-03-06T12:00:00+00:00", "The budget deadline is now March 9."),
    ]
    for minute, source, authority, value in (("08", "crm", 0.6, "Maya"), ("09", "email", 0.9, "Daniel")):
        await people["conflict"].source(
            f"2026-03-02T10:{minute}:00+00:00", source, authority,
            subject="Northwind renewal", predicate="decision maker", value=value, effective_from="2026-03-01",
        )  # fmt: skip
    now = at(START)
    left_out: set[str] = set()
    while now < at("2026-03-13T09:00:00+00:00"):
        now += timedelta(hours=5)
        for name, when, text in script:
            if at(when) <= now and people[name].clock.now() < at(when):
                await people[name].say(when, text)
        await people["nothing"].at(now.isoformat())  # the sweeps run on the way: briefings go out
        for person in people.values():
            person.clock.set(max(person.clock.now(), now))
        news, composed = await _planned(memory, now)
        for user_id, text in composed.items():
            assert not text or user_id in news, f"{user_id} at {now}: {text!r}"
        left_out |= {user_id for user_id in composed if user_id not in news}
    assert {"nothing", "smalltalk", "fixed"} <= left_out  # the plan does spare work
    assert not {"due", "overdue", "conflict", "issue"} & left_out


async def test_a_user_due_with_nothing_gets_no_briefing_and_is_replanned(memory: Memory) -> None:
    """The sweep re-plans a user the plan leaves out without sending anything, and sends the
    nothing-due line to a user who asked for it."""
    from jobs.sweeps import send_due_briefings
    from tests.driver import Outbox

    quiet = await Person(memory, "quiet", "UTC", START).create()
    wants = await Person(memory, "wants-line", "UTC", START).create()
    wants.user = await memory.users.update(wants.user, at(START), nothing_due_line=True)
    morning = at("2026-03-03T08:00:00+00:00")
    assert await briefing.newsworthy(memory, morning) == set()
    outbox = Outbox()
    assert await send_due_briefings(memory, morning, outbox) == 1
    assert outbox.sent == [briefing.NOTHING_DUE]
    planned: list[User] = [u for u in await memory.store.users() if u.id in {quiet.user.id, wants.user.id}]
    assert {u.next_briefing_at for u in planned} == {at("2026-03-04T08:00:00+00:00")}
