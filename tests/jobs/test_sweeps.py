"""The sweeps: idle slices close, briefings go out at local time, a restart loses nothing."""

from __future__ import annotations

from datetime import datetime, timedelta

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from jobs import sweeps
from jobs.scheduler import build_scheduler
from jobs.virtual import advance
from memory.clock import VirtualClock
from memory.home import Home
from memory.model import EventKind
from memory.service import Memory


class Outbox:
    def __init__(self) -> None:
        self.sent: list[tuple[str, str]] = []

    async def __call__(self, name: str, text: str) -> None:
        self.sent.append((name, text))


async def _user_with_commitment(memory: Memory, clock: VirtualClock, tz: str, due: str = "2026-03-12") -> None:
    await memory.users.get_or_create("gina", clock.now(), timezone=tz)
    await Dispatcher(memory, clock).handle(Inbound(user="gina", text=f"I'll file the tax estimate by {due}."))


async def test_briefing_follows_local_time_across_spring_forward(memory: Memory) -> None:
    """07:00 in Chicago is 13:00 UTC before the change and 12:00 UTC after it."""
    clock = VirtualClock(datetime.fromisoformat("2026-03-06T10:00:00-06:00"))
    await _user_with_commitment(memory, clock, "America/Chicago")
    user = await memory.store.user_by_name("gina")
    assert user is not None
    await memory.users.update(user, clock.now(), briefing_time="07:00")
    outbox = Outbox()
    await advance(memory, clock, datetime.fromisoformat("2026-03-10T12:00:00-05:00"), outbox)
    sent = [event.at for event in await memory.store.events(user.id, kinds=[EventKind.BRIEFING])]
    assert [at.isoformat() for at in sent] == [
        "2026-03-07T13:00:00+00:00", "2026-03-08T12:00:00+00:00",
        "2026-03-09T12:00:00+00:00", "2026-03-10T12:00:00+00:00",
    ]
    assert len(outbox.sent) == 4 and "tax estimate" in outbox.sent[0][1]


async def test_missed_briefing_is_sent_once_after_a_restart(home: Home) -> None:
    """Down at 08:00, back at 09:10: the first sweep sends the briefing once; the next sends nothing."""
    clock = VirtualClock(datetime.fromisoformat("2026-05-04T12:00:00+02:00"))
    memory = await Memory.open(home)
    # due the briefing's day (a promise due two months gone is asked about, never kept: session 31)
    await _user_with_commitment(memory, clock, "Europe/Berlin", due="2026-05-05")
    await advance(memory, clock, datetime.fromisoformat("2026-05-05T07:59:00+02:00"), Outbox())
    await memory.close()  # recap stops before the 08:00 briefing

    clock.set(datetime.fromisoformat("2026-05-05T09:10:00+02:00"))
    restarted = await Memory.open(home)
    outbox = Outbox()
    await sweeps.run_due(restarted, clock.now(), outbox)
    await sweeps.run_due(restarted, clock.now() + timedelta(minutes=1), outbox)
    assert len(outbox.sent) == 1 and "tax estimate" in outbox.sent[0][1]
    user = await restarted.store.user_by_name("gina")
    assert user is not None and user.next_briefing_at == datetime.fromisoformat("2026-05-06T08:00:00+02:00")
    await restarted.close()


async def test_briefing_missed_beyond_grace_is_skipped_not_sent_late(memory: Memory) -> None:
    """A briefing whose time passed more than the grace period ago is not sent in the afternoon."""
    clock = VirtualClock(datetime.fromisoformat("2026-05-04T12:00:00+02:00"))
    await _user_with_commitment(memory, clock, "Europe/Berlin")
    clock.set(datetime.fromisoformat("2026-05-05T08:00:00+02:00") + sweeps.BRIEFING_GRACE + timedelta(minutes=1))
    outbox = Outbox()
    await sweeps.run_due(memory, clock.now(), outbox)
    assert outbox.sent == []


async def test_nothing_to_report_sends_nothing_unless_asked(memory: Memory) -> None:
    """With nothing due and no message the day before nothing is sent (after a day of small talk, only the
    line that recap learned nothing from it); /nothing_due on asks for a one-line briefing."""
    clock = VirtualClock(datetime.fromisoformat("2026-05-04T12:00:00+00:00"))
    dispatcher = Dispatcher(memory, clock)
    await dispatcher.handle(Inbound(user="ivy", text="hello"))
    outbox = Outbox()
    await advance(memory, clock, datetime.fromisoformat("2026-05-06T09:00:00+00:00"), outbox)
    learned = "Learned nothing from yesterday's message — /recap to review"
    assert outbox.sent == [("ivy", f"Good morning — your briefing for 5 May 2026.\n\n{learned}")]
    await dispatcher.handle(Inbound(user="ivy", text="/nothing_due on"))
    await advance(memory, clock, datetime.fromisoformat("2026-05-07T09:00:00+00:00"), outbox)
    assert outbox.sent[1:] == [("ivy", "Good morning. Nothing due and nothing changed.")]


async def test_failed_delivery_keeps_the_briefing_on_the_timeline(memory: Memory) -> None:
    """A delivery error is logged; the briefing stays recorded and is not retried as a duplicate."""
    clock = VirtualClock(datetime.fromisoformat("2026-05-04T12:00:00+02:00"))
    await _user_with_commitment(memory, clock, "Europe/Berlin")

    async def broken(name: str, text: str) -> None:
        raise ConnectionError("platform down")

    await advance(memory, clock, datetime.fromisoformat("2026-05-05T08:30:00+02:00"), broken)
    user = await memory.store.user_by_name("gina")
    assert user is not None
    assert len(await memory.store.events(user.id, kinds=[EventKind.BRIEFING])) == 1


async def test_one_sweep_serves_many_users(memory: Memory) -> None:
    """A single sweep closes the idle slices of every user at once."""
    clock = VirtualClock(datetime.fromisoformat("2026-05-04T12:00:00+00:00"))
    dispatcher = Dispatcher(memory, clock)
    for number in range(50):
        await dispatcher.handle(Inbound(user=f"user{number}", text="hello"))
    clock.set(clock.now() + timedelta(minutes=30))
    assert await sweeps.close_idle_slices(memory, clock.now()) == 50
    assert await memory.store.oldest_open_slice_activity() is None


async def test_scheduler_runs_the_sweeps_job(memory: Memory) -> None:
    """The APScheduler wiring has one coalescing sweep job, and its function runs the sweeps."""
    clock = VirtualClock(datetime.fromisoformat("2026-05-04T12:00:00+00:00"))
    await Dispatcher(memory, clock).handle(Inbound(user="ivy", text="hello"))
    scheduler = build_scheduler(memory, clock, Outbox())
    (job,) = scheduler.get_jobs()
    assert job.id == "sweeps" and job.coalesce and job.max_instances == 1
    clock.set(clock.now() + timedelta(minutes=31))
    await job.func()
    assert await memory.store.oldest_open_slice_activity() is None


async def test_unreachable_user_keeps_the_briefing_until_their_platform_is_served(memory: Memory) -> None:
    """A briefing for a user whose platform is not running is not recorded as sent; it goes out once it can."""
    clock = VirtualClock(datetime.fromisoformat("2026-05-04T12:00:00+02:00"))
    await _user_with_commitment(memory, clock, "Europe/Berlin")
    clock.set(datetime.fromisoformat("2026-05-05T08:00:00+02:00"))
    outbox = Outbox()
    assert await sweeps.send_due_briefings(memory, clock.now(), outbox, reaches=lambda name: False) == 0
    user = await memory.store.user_by_name("gina")
    assert user is not None and await memory.store.events(user.id, kinds=[EventKind.BRIEFING]) == []
    clock.set(clock.now() + timedelta(hours=1))
    assert await sweeps.send_due_briefings(memory, clock.now(), outbox) == 1
    assert len(outbox.sent) == 1


async def test_a_message_racing_the_sweep_never_lands_in_a_closing_slice(memory: Memory) -> None:
    """The sweep closing an idle slice and a new message at the same moment: the message opens a new slice."""
    import asyncio

    clock = VirtualClock(datetime.fromisoformat("2026-05-04T12:00:00+00:00"))
    dispatcher = Dispatcher(memory, clock)
    await dispatcher.handle(Inbound(user="ivy", text="Lunch with Kenji."))
    clock.set(clock.now() + timedelta(minutes=31))
    await asyncio.gather(
        sweeps.close_idle_slices(memory, clock.now()),
        dispatcher.handle(Inbound(user="ivy", text="Back at my desk.")),
    )
    user = await memory.store.user_by_name("ivy")
    assert user is not None
    first, second = await memory.store.slices(user.id)
    assert (first.status, second.status) == ("closed", "open")
    said_first = [e.text for e in await memory.store.events_of_slice(user.id, first.id)]
    assert said_first[0] == "Lunch with Kenji." and "Back at my desk." not in said_first
    assert "Back at my desk." not in first.summary
