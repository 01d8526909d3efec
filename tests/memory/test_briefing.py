"""The morning briefing: due, overdue, changes since the last one with evidence, conflicts, open issues."""

from __future__ import annotations

from memory import briefing
from memory.model import EventKind
from memory.service import Memory
from tests.driver import Person, at


async def _bob(memory: Memory, start: str) -> Person:
    """Bob in New York."""
    return await Person(memory, "bob", "America/New_York", start).create()


async def _compose(bob: Person, when: str) -> str:
    return (await briefing.compose(bob.memory, bob.user, at(when))).text


async def test_nothing_to_report_composes_empty_text(memory: Memory) -> None:
    """A user with nothing due, changed, conflicting or broken, who said nothing yesterday, gets an empty briefing;
    small talk yesterday leaves only the line that recap learned nothing from it."""
    bob = await _bob(memory, "2026-04-06T10:00:00-04:00")
    assert await _compose(bob, "2026-04-07T07:00:00-04:00") == ""
    await bob.say("2026-04-06T10:00:00-04:00", "Lovely weather today.")
    assert await _compose(bob, "2026-04-07T07:00:00-04:00") == (
        "Good morning — your briefing for 7 April 2026.\n\nLearned nothing from yesterday's message — /recap to review"
    )
    assert await _compose(bob, "2026-04-08T07:00:00-04:00") == ""


async def test_sections_list_due_overdue_changes_conflicts_and_issues(memory: Memory) -> None:
    """Each section appears with its own lines, dated in the user's zone."""
    bob = await _bob(memory, "2026-04-06T10:00:00-04:00")
    await bob.say("2026-04-06T10:00:00-04:00", "Maya is VP Operations.")
    await bob.say("2026-04-06T10:01:00-04:00", "I promised Daniel to send the renewal deck by Friday.")
    await bob.say("2026-04-06T10:02:00-04:00", "I'll book the offsite venue by April 7.")
    await bob.say("2026-04-06T10:03:00-04:00", "The VPN is down.")
    await bob.source("2026-04-06T11:00:00-04:00", "crm", 0.6, subject="Northwind renewal",
                     predicate="decision maker", value="Maya", effective_from="2026-04-01")
    await bob.source("2026-04-06T11:01:00-04:00", "executive-email", 0.9, subject="Northwind renewal",
                     predicate="decision maker", value="Daniel", effective_from="2026-04-01")
    text = await _compose(bob, "2026-04-08T07:00:00-04:00")
    assert text.startswith("Good morning — your briefing for 8 April 2026.")
    assert "Overdue:\n• book the offsite venue — was due Tue 7 April 2026" in text
    assert "Due in the next 7 days:\n• send the renewal deck (for Daniel) — due Fri 10 April 2026" in text
    assert "Changed since your last briefing:\n• Maya's role: VP Operations, based on your message." in text
    assert "decision maker: Maya from" not in text  # its latest news is the conflict, listed below
    assert ("Unresolved conflicts:\n• Northwind renewal's decision maker: Daniel (executive-email, authority 0.9)"
            " or Maya (crm, authority 0.6) — sources disagree.") in text
    assert "Open issues:\n• VPN — open since 6 April 2026" in text
    headings = ["Overdue:", "Due in the next 7 days:", "Changed since", "Unresolved conflicts:", "Open issues:"]
    assert [text.index(heading) for heading in headings] == sorted(text.index(heading) for heading in headings)


async def test_completed_cancelled_and_resolved_are_never_open(memory: Memory) -> None:
    """Done and cancelled commitments and fixed issues appear nowhere, not even as overdue."""
    bob = await _bob(memory, "2026-04-06T10:00:00-04:00")
    await bob.say("2026-04-06T10:00:00-04:00", "I'll book the offsite venue by April 7.")
    await bob.say("2026-04-06T10:01:00-04:00", "I'll order new laptops by April 8.")
    await bob.say("2026-04-06T10:02:00-04:00", "The printer is broken.")
    await bob.say("2026-04-06T10:03:00-04:00", "I booked the offsite venue.")
    await bob.say("2026-04-06T10:04:00-04:00", "Cancel the new laptops.")
    await bob.say("2026-04-06T10:05:00-04:00", "The printer is fixed.")
    text = await _compose(bob, "2026-04-09T07:00:00-04:00")
    assert "offsite" not in text and "laptops" not in text and "printer" not in text
    assert text == ""


async def test_changes_since_the_previous_briefing_only(memory: Memory) -> None:
    """After a briefing is sent, the next lists only what became known after it, with its evidence."""
    bob = await _bob(memory, "2026-04-06T10:00:00-04:00")
    await bob.say("2026-04-06T10:00:00-04:00", "Maya is VP Operations.")
    await bob.say("2026-04-06T10:01:00-04:00", "I promised Daniel to send the renewal deck by Friday.")
    await bob.at("2026-04-07T09:00:00-04:00")  # the 08:00 briefing goes out
    assert len(bob.outbox.sent) == 1 and "Maya's role: VP Operations" in bob.outbox.sent[0]
    await bob.source("2026-04-07T10:00:00-04:00", "the executive sponsor's email", 0.8, subject="Maya",
                     predicate="role", value="Chief Operating Officer", effective_from="2026-04-18")
    await bob.say("2026-04-07T10:01:00-04:00", "The renewal deck deadline is now April 17.")
    text = await _compose(bob, "2026-04-07T12:00:00-04:00")
    assert ("• Maya's role changed from VP Operations to Chief Operating Officer on 18 April 2026, "
            "based on the executive sponsor's email.") in text
    assert "• send the renewal deck: deadline moved to Fri 17 April 2026 (was Fri 10 April 2026)." in text
    assert "Maya's role: VP Operations" not in text


async def test_composing_at_a_sent_briefing_shows_what_was_sent(memory: Memory) -> None:
    """Composed at the very moment a briefing went out, it matches that briefing, not everything since day one."""
    bob = await _bob(memory, "2026-04-06T10:00:00-04:00")
    await bob.say("2026-04-06T10:00:00-04:00", "Maya is VP Operations.")
    await bob.at("2026-04-07T09:00:00-04:00")
    await bob.say("2026-04-07T10:00:00-04:00", "Daniel is now Head of Sales.")
    await bob.at("2026-04-08T09:00:00-04:00")
    sent = await memory.store.events(bob.user.id, kinds=[EventKind.BRIEFING])
    assert [event.at for event in sent] == [at("2026-04-07T08:00:00-04:00"), at("2026-04-08T08:00:00-04:00")]
    second = await _compose(bob, "2026-04-08T08:00:00-04:00")
    assert second == sent[1].text == bob.outbox.sent[1]
    assert "Daniel" in second and "Maya" not in second


async def test_compose_records_and_sends_nothing(memory: Memory) -> None:
    """Composing is a dry run: no briefing event, so 'since the previous briefing' does not move."""
    bob = await _bob(memory, "2026-04-06T10:00:00-04:00")
    await bob.say("2026-04-06T10:00:00-04:00", "Maya is VP Operations.")
    first = await _compose(bob, "2026-04-06T11:00:00-04:00")
    assert first == await _compose(bob, "2026-04-06T11:00:00-04:00")
    assert await memory.store.events(bob.user.id, kinds=[EventKind.BRIEFING]) == []
    assert "Maya's role: VP Operations" in first


async def test_a_correction_states_what_holds_without_the_mistake(memory: Memory) -> None:
    """A correction of something briefed before reads 'Corrected: …' with the new value and date only."""
    bob = await _bob(memory, "2026-03-02T09:00:00-05:00")
    await bob.source("2026-03-02T09:00:00-05:00", "crm", 0.8, subject="Maya", predicate="role",
                     value="Chief Operating Officer", effective_from="2026-06-01")
    await bob.at("2026-03-03T09:00:00-05:00")  # briefed about it
    await bob.say(
        "2026-03-03T10:00:00-05:00", "Maya's role change to Chief Operating Officer happened in April, not June."
    )
    text = await _compose(bob, "2026-03-03T11:00:00-05:00")
    assert "• Corrected: Maya's role is Chief Operating Officer, from April 2026 (based on your message)." in text
    assert "June" not in text


async def test_conflicts_leave_the_briefing_once_resolved(memory: Memory) -> None:
    """Both sources are named while they disagree; after the user settles it, no conflict is listed."""
    bob = await _bob(memory, "2026-05-12T09:00:00-04:00")
    await bob.source("2026-05-12T09:00:00-04:00", "crm", 0.6, subject="Northwind renewal",
                     predicate="decision maker", value="Maya", effective_from="2026-05-01")
    await bob.source("2026-05-12T10:00:00-04:00", "executive-email", 0.9, subject="Northwind renewal",
                     predicate="decision maker", value="Daniel", effective_from="2026-05-01")
    assert "Unresolved conflicts:" in await _compose(bob, "2026-05-12T11:00:00-04:00")
    await bob.say("2026-05-12T12:00:00-04:00", "Daniel is the decision maker for Northwind renewal.")
    text = await _compose(bob, "2026-05-12T13:00:00-04:00")
    assert "Unresolved conflicts:" not in text and "sources disagree" not in text
    assert "decision maker is settled: Daniel" in text
    assert "Maya" not in text  # the losing side was never the value in force


async def _berlin(memory: Memory, start: str) -> Person:
    """Bob in Berlin, briefed at 07:00."""
    bob = await Person(memory, "bob", "Europe/Berlin", start).create()
    bob.user = await memory.users.update(bob.user, bob.clock.now(), briefing_time="07:00")
    return bob


async def test_learned_line_counts_the_previous_local_day_across_spring_forward(memory: Memory) -> None:
    """Each 07:00 briefing ends with what was stored on the previous Berlin day, 23 hours long on 29 March."""
    bob = await _berlin(memory, "2026-03-28T09:00:00+01:00")
    await bob.say("2026-03-28T23:59:00+01:00", "I'll renew the passport by April 20.")  # Saturday
    await bob.say("2026-03-29T00:30:00+01:00", "I'll send the deck by Friday.")  # Sunday, before the jump
    await bob.say("2026-03-29T10:00:00+02:00", "Maya is VP Operations.")
    await bob.say("2026-03-29T10:05:00+02:00", "no, Maya is CTO")
    await bob.say("2026-03-29T10:10:00+02:00", "The VPN is down.")
    await bob.say("2026-03-29T11:10:00+02:00", "The VPN is fixed.")
    await bob.say("2026-03-29T12:00:00+02:00", "push the deck to Monday")
    await bob.say("2026-03-29T12:05:00+02:00", "lol")
    await bob.say("2026-03-29T23:30:00+02:00", "I'll order toner by April 3.")
    await bob.say("2026-03-30T00:10:00+02:00", "Daniel is Head of Sales.")  # Monday, after midnight
    await bob.at("2026-03-31T08:00:00+02:00")
    assert [text.rsplit("\n\n", 1)[1] for text in bob.outbox.sent] == [
        "Learned: 1 commitment — /recap to review",
        "Learned: 2 commitments, 1 commitment change, 1 fact, 1 correction, 1 issue opened, 1 issue resolved"
        " — /recap to review",
        "Learned: 1 fact — /recap to review",
    ]


async def test_learned_line_covers_the_25_hour_day_of_fall_back(memory: Memory) -> None:
    """Midnight, both 02:30s of 25 October and 23:59 count for the next morning; 00:30 on the 26th waits a day."""
    bob = await _berlin(memory, "2026-10-24T12:00:00+02:00")
    await bob.say("2026-10-25T00:00:00+02:00", "I'll renew the passport by November 20.")
    await bob.say("2026-10-25T02:30:00+02:00", "Daniel is Head of Sales.")
    await bob.say("2026-10-25T02:30:00+01:00", "Lee is CFO.")
    await bob.say("2026-10-25T23:59:00+01:00", "Omar is COO.")
    await bob.say("2026-10-26T00:30:00+01:00", "Ines is CTO.")
    await bob.at("2026-10-27T07:00:00+01:00")
    assert [text.rsplit("\n\n", 1)[1] for text in bob.outbox.sent[-2:]] == [
        "Learned: 1 commitment, 3 facts — /recap to review",
        "Learned: 1 fact — /recap to review",
    ]


async def test_a_day_of_small_talk_is_briefed_as_learned_nothing_then_quiet(memory: Memory) -> None:
    """With nothing else to say the Learned line alone is sent, /nothing_due off or not; a silent day adds nothing."""
    bob = await _berlin(memory, "2026-05-04T09:00:00+02:00")
    for minute, text in enumerate(["hi", "lol", "thanks!", "what a day", "ok"]):
        await bob.say(f"2026-05-04T12:0{minute}:00+02:00", text)
    await bob.at("2026-05-06T12:00:00+02:00")
    assert bob.outbox.sent == [
        "Good morning — your briefing for 5 May 2026.\n\nLearned nothing from yesterday's 5 messages — /recap to review"
    ]


async def test_imported_records_are_learned_too(memory: Memory) -> None:
    """An import with no chat that day still ends the next briefing with what it stored."""
    bob = await _berlin(memory, "2026-05-04T09:00:00+02:00")
    await bob.source("2026-05-04T10:00:00+02:00", "crm", 0.8, subject="Maya", predicate="role", value="COO")
    await bob.source("2026-05-04T10:01:00+02:00", "crm", 0.8, subject="Lee", predicate="role", value="CFO")
    await bob.at("2026-05-05T07:30:00+02:00")
    assert bob.outbox.sent[-1].endswith("\n\nLearned: 2 facts — /recap to review")
