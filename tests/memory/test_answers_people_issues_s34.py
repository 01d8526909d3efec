"""Questions answered from what is stored (session 34): what someone gives back or pays back to
the user is their to-dos ("is Mustafa paying me back?", "what's Olusegun giving back to me"); a
window said as a span keeps to it ("what am i doing for Ngaio this weekend" leaves out today's);
a preference kept only for some things is said for each ("how does Hana like to be contacted");
when a fault began is the issue's opening ("when did the wifi go down?", "how long has the
printer been jammed"). Played through the dispatcher with a real store."""

from __future__ import annotations

import pytest

from memory.service import Memory
from memory.timefmt import zone
from memory.understanding import Question, extract
from memory.understanding._issue_asked_state import SINCE
from tests.driver import at, chat

START = "2026-12-07T08:00:00+01:00"  # a Monday
TZ = "Europe/Berlin"


async def _ask(memory: Memory, before: list[str], question: str) -> str:
    _, _, replies = await chat(memory, START, TZ, [*before, question])
    return "\n".join(replies)


@pytest.mark.parametrize(
    ("question", "shown", "left_out"),
    [
        ("is Mustafa paying me back?", "pay me back the 50k", "jack"),
        ("what's Olusegun giving back to me", "ladder", "jack"),
        ("has Mustafa paid me back yet", "pay me back the 50k", "ladder"),
        ("what is Olusegun sending me", "ladder", "jack"),
    ],
)
async def test_what_someone_gives_back_is_their_todos(
    memory: Memory, question: str, shown: str, left_out: str
) -> None:
    before = ["Mustafa will pay me back the 50k by fri", "Olusegun will return my ladder by thurs",
              "i'll return Olusegun's jack by thurs"]
    said = await _ask(memory, before, question)
    assert shown in said and left_out not in said


async def test_a_span_asked_keeps_to_it_and_a_deadline_takes_all_before(memory: Memory) -> None:
    before = ["i'll drop the keys at Ngaio's today", "i'll feed Ngaio's cat sat", "i owe Ngaio the rent by fri"]
    said = await _ask(memory, before, "what am i doing for Ngaio this weekend")
    assert "cat" in said and "keys" not in said and "rent" not in said
    said = await _ask(memory, before, "what do i owe Ngaio by saturday")
    assert all(w in said for w in ("cat", "keys", "rent"))


@pytest.mark.parametrize("question", ["how does Hana like to be contacted", "what does Hana prefer"])
async def test_a_preference_kept_only_for_some_things_is_said_for_each(memory: Memory, question: str) -> None:
    said = await _ask(memory, ["Hana prefers whatsapp for quick stuff", "Hana prefers email for invoices"], question)
    assert "whatsapp" in said and "quick stuff" in said and "email" in said


async def test_an_unscoped_preference_is_said_as_before(memory: Memory) -> None:
    said = await _ask(memory, ["Kemal prefers calls"], "how does Kemal like to be contacted")
    assert "calls" in said and " for " not in said


@pytest.mark.parametrize(
    ("question", "topic"),
    [
        ("when did the wifi go down?", "wifi"),
        ("when did the printer break", "printer"),
        ("since when has the lift been stuck", "lift"),
        ("how long has the printer been jammed", "printer"),
        ("when did the boiler start leaking", "boiler"),
    ],
)
def test_when_a_fault_began_is_asked_of_the_issue(question: str, topic: str) -> None:
    (asked,) = extract(question, now=at(START), tz=zone(TZ))
    assert isinstance(asked, Question) and (asked.kind, asked.subject, asked.predicate) == ("issue", topic, SINCE)


@pytest.mark.parametrize("question", ["when did Tom break his leg", "when did Sam go out", "when did Maya start"])
def test_a_person_is_no_fault(question: str) -> None:
    (asked,) = extract(question, now=at(START), tz=zone(TZ))
    assert not (isinstance(asked, Question) and asked.predicate == SINCE)


async def test_when_the_wifi_went_down_says_when_and_how_it_stands(memory: Memory) -> None:
    said = await _ask(memory, ["wifi's down in the office", "the printer on 2 is jammed again"],
                      "when did the wifi go down?")
    assert "reported Mon 7 December 2026 08:00" in said and "still open" in said


@pytest.mark.parametrize(
    "question", ["who reports to Lucía", "who does Lucía manage", "who's under Lucía?", "who is reporting to Lucía"]
)
async def test_who_reports_to_someone_is_everyone_whose_manager_they_are(memory: Memory, question: str) -> None:
    said = await _ask(memory, ["Marta reports to Lucía", "Iker reports to Lucía", "Ana reports to Pablo"], question)
    assert "Marta" in said and "Iker" in said and "Ana" not in said
