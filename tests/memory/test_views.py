"""What /history, /why, /recap and /due show: every version with its sources and times, the evidence, recent slices."""

from __future__ import annotations

from memory import views
from memory.service import Memory
from tests.driver import Person, at


async def _alice(memory: Memory, start: str) -> Person:
    """Alice in Berlin."""
    return await Person(memory, "alice", "Europe/Berlin", start).create()


async def _maya(memory: Memory) -> Person:
    """Maya: VP Operations in chat, COO from June by the CRM, an old quote, then corrected to April."""
    alice = await _alice(memory, "2026-03-02T09:00:00+01:00")
    await alice.say("2026-03-02T09:00:00+01:00", "Maya is VP Operations.")
    await alice.source("2026-06-20T10:00:00+02:00", "crm", 0.8, subject="Maya", predicate="role",
                       value="Chief Operating Officer", effective_from="2026-06-01")
    await alice.source("2026-06-25T15:00:00+02:00", "support-template", 0.3, subject="Maya", predicate="role",
                       value="VP Operations", quoted=True)
    await alice.say("2026-06-26T09:30:00+02:00",
                    "Maya's role change to Chief Operating Officer happened in April, not June.")
    return alice


async def test_history_lists_every_version_with_source_and_both_times(memory: Memory) -> None:
    """Superseded, corrected and stale versions all stay listed, each with effective and recorded time."""
    alice = await _maya(memory)
    text = await views.history_text(memory, alice.user, "Maya", alice.clock.now())
    assert text.splitlines() == [
        "History of Maya:",
        "• role: VP Operations — effective undated; superseded; from your message (authority 1), "
        "recorded Mon 2 March 2026 09:00",
        "• role: Chief Operating Officer — effective April 2026; current; from your message (authority 1), "
        "recorded Fri 26 June 2026 09:30",
        "• role: Chief Operating Officer — effective 1 June 2026; corrected; from crm (authority 0.8), "
        "recorded Sat 20 June 2026 10:00",
        "• role: VP Operations — effective undated; stale; from support-template (authority 0.3), "
        "recorded Thu 25 June 2026 15:00",
    ]


async def test_history_matches_the_subject_loosely_and_says_when_nothing_is_held(memory: Memory) -> None:
    """'maya' finds Maya's history; an unknown subject is answered plainly."""
    alice = await _maya(memory)
    now = alice.clock.now()
    assert await views.history_text(memory, alice.user, "maya", now) == await views.history_text(
        memory, alice.user, "Maya", now
    )
    assert await views.history_text(memory, alice.user, "Nobody", now) == "I hold nothing about Nobody."


async def test_history_until_names_the_last_day_said(memory: Memory) -> None:
    """A fact 'until July 31' shows 'until 31 July 2026', the day the user named, not the day after."""
    alice = await _alice(memory, "2026-06-26T11:00:00+02:00")
    await alice.say("2026-06-26T11:00:00+02:00", "I prefer email for contract approvals until July 31.")
    text = await views.history_text(memory, alice.user, "me", alice.clock.now())
    assert "preference for contract approvals: email" in text
    assert "until 31 July 2026" in text


async def test_why_shows_the_evidence_behind_the_current_view(memory: Memory) -> None:
    """/why quotes the message the current value rests on, with its source and local time."""
    alice = await _maya(memory)
    text = await views.why_text(memory, alice.user, "Maya", alice.clock.now())
    assert text.splitlines() == [
        "Maya — role: Chief Operating Officer",
        "  • Chief Operating Officer — your message, Fri 26 June 2026 09:30: "
        "“Maya's role change to Chief Operating Officer happened in April, not June.”",
    ]
    assert await views.why_text(memory, alice.user, "Nobody", alice.clock.now()) == (
        "I hold nothing current about Nobody."
    )


async def test_why_of_someone_only_held_as_a_value_shows_those_facts(memory: Memory) -> None:
    """/why of a person no fact is about shows the current facts they are the value of (session 51)."""
    alice = await _alice(memory, "2026-06-26T11:00:00+02:00")
    await alice.say("2026-06-26T11:00:00+02:00", "I prefer Maxi for the night pressing.")
    text = await views.why_text(memory, alice.user, "Maxi", alice.clock.now())
    assert text.splitlines()[0] == "me — preference for night pressing: Maxi"
    assert await views.why_text(memory, alice.user, "Bob", alice.clock.now()) == "I hold nothing current about Bob."


async def test_why_shows_both_sides_of_a_conflict(memory: Memory) -> None:
    """When sources disagree, /why says so and lists each source's record."""
    alice = await _alice(memory, "2026-05-12T09:00:00+02:00")
    await alice.source("2026-05-12T09:00:00+02:00", "crm", 0.6, subject="Northwind renewal",
                       predicate="decision maker", value="Maya", effective_from="2026-05-01")
    await alice.source("2026-05-14T17:00:00+02:00", "executive-email", 0.9, subject="Northwind renewal",
                       predicate="decision maker", value="Daniel", effective_from="2026-05-01")
    text = await views.why_text(memory, alice.user, "Northwind renewal", alice.clock.now())
    assert text.splitlines()[0] == "Northwind renewal — decision maker: sources disagree"
    assert "  • Maya — crm, Tue 12 May 2026 09:00: “[crm] Northwind renewal — decision maker: Maya”" in text
    assert "  • Daniel — executive-email, Thu 14 May 2026 17:00" in text


async def test_previously_lists_the_latest_slices_oldest_first(memory: Memory) -> None:
    """'Previously…' shows the latest slices by local date with their summary lines, oldest first."""
    alice = await _alice(memory, "2026-03-02T09:00:00+01:00")
    await alice.say("2026-03-02T09:00:00+01:00", "Lunch with Kenji.")
    await alice.say("2026-03-03T09:00:00+01:00", "Budget review went well.")
    await alice.say("2026-03-04T09:00:00+01:00", "Climbing club starts.")
    await alice.say("2026-03-05T09:00:00+01:00", "Deck is nearly done.")
    text = await views.previously(memory, alice.user, alice.clock.now(), exclude=None)
    assert text.splitlines() == [
        "Previously…",
        "• Tue 3 March 2026: Budget review went well.",
        "• Wed 4 March 2026: Climbing club starts.",
        "• Thu 5 March 2026: Deck is nearly done.",  # the open slice, from its messages so far
    ]
    current = await memory.store.open_slice(alice.user.id)
    assert current is not None
    shown = await views.previously(memory, alice.user, alice.clock.now(), exclude=current.id)
    assert "Deck is nearly done" not in shown and "Lunch with Kenji" in shown


async def test_previously_skips_slices_with_nothing_said(memory: Memory) -> None:
    """Slices holding only a briefing never take the place of conversations in 'Previously…'."""
    alice = await _alice(memory, "2026-03-02T09:00:00+01:00")
    await alice.say("2026-03-02T09:00:00+01:00", "I'll file the tax estimate by 2026-03-03.")
    await alice.say("2026-03-02T10:00:00+01:00", "Lunch with Kenji.")
    await alice.say("2026-03-02T11:00:00+01:00", "Budget review went well.")
    await alice.at("2026-03-07T12:00:00+01:00")  # five mornings of briefings about the overdue estimate
    assert len(alice.outbox.sent) == 5
    lines = (await views.previously(memory, alice.user, alice.clock.now(), exclude=None)).splitlines()
    assert len(lines) == 4 and lines[0] == "Previously…"
    assert lines[1].startswith("• Mon 2 March 2026: I'll file the tax estimate by 2026-03-03.")
    assert lines[2:] == ["• Mon 2 March 2026: Lunch with Kenji.", "• Mon 2 March 2026: Budget review went well."]


async def test_previously_keeps_each_day_to_one_chat_line(memory: Memory) -> None:
    """A busy day's summary (every message, every state) is cut at a word to one line of the reminder."""
    alice = await _alice(memory, "2026-03-02T09:00:00+01:00")
    for n in range(12):
        said = f"Need to call supplier number {n} about the spring stock by Friday."
        await alice.say(f"2026-03-02T09:{n:02d}:00+01:00", said)
    await alice.at("2026-03-02T12:00:00+01:00")
    [_, line] = (await views.previously(memory, alice.user, alice.clock.now(), exclude=None)).splitlines()
    assert line.startswith("• Mon 2 March 2026: Need to call supplier number 0")
    assert line.endswith(" …") and len(line) <= len("• Mon 2 March 2026: ") + views.PREVIOUSLY_WIDTH


async def test_previously_is_empty_for_a_new_user(memory: Memory) -> None:
    """With nothing recorded there is no 'Previously…' at all."""
    alice = await _alice(memory, "2026-03-02T09:00:00+01:00")
    assert await views.previously(memory, alice.user, alice.clock.now(), exclude=None) == ""


async def test_due_text_lists_overdue_then_due(memory: Memory) -> None:
    """Overdue commitments come first, then those due in the window; none gives a plain sentence."""
    alice = await _alice(memory, "2026-03-02T09:00:00+01:00")
    now = alice.clock.now()
    assert await views.due_text(memory, alice.user, now) == "Nothing due in the next 7 days, and nothing overdue."
    assert await views.due_text(memory, alice.user, now, overdue_only=True) == "Nothing overdue."
    await alice.say("2026-03-02T09:00:00+01:00", "I'll file the tax estimate by 2026-03-03.")
    await alice.say("2026-03-02T09:01:00+01:00", "I'll send the deck by 2026-03-06.")
    await alice.say("2026-03-02T09:02:00+01:00", "I'll renew the passport by 2026-04-30.")
    later = at("2026-03-04T09:00:00+01:00")
    assert (await views.due_text(memory, alice.user, later)).splitlines() == [
        "• file the tax estimate — overdue since Tue 3 March 2026",
        "• send the deck — due Fri 6 March 2026",
    ]
    assert await views.due_text(memory, alice.user, later, overdue_only=True) == (
        "• file the tax estimate — overdue since Tue 3 March 2026"
    )


async def test_due_text_names_whose_commitment_it_is_and_whom_it_is_for(memory: Memory) -> None:
    """/due writes a commitment as the briefing does: the owner when not the user, the counterparty."""
    alice = await _alice(memory, "2026-03-02T09:00:00+01:00")
    await alice.say("2026-03-02T09:00:00+01:00", "Sipho will send the venue contract by 2026-03-03.")
    await alice.say("2026-03-02T09:01:00+01:00", "I promised Lerato to review the budget draft by 2026-03-05.")
    assert (await views.due_text(memory, alice.user, at("2026-03-02T09:05:00+01:00"))).splitlines() == [
        "• Sipho: send the venue contract — due Tue 3 March 2026",
        "• review the budget draft (for Lerato) — due Thu 5 March 2026",
    ]


async def test_next_briefing_line_in_local_time(memory: Memory) -> None:
    """The next briefing is shown in the user's zone, named."""
    alice = await _alice(memory, "2026-03-02T09:00:00+01:00")
    assert views.next_briefing_line(alice.user) == "Next briefing: Tue 3 March 2026 08:00 (Europe/Berlin)."
