"""Questions answered from what is stored, in families: which way an issue question points (the
fault or the recovery) and a "Yes"/"No" that agrees with it; a diary asked for in a few words
("busy tomorrow?", "my week?", "agenda for friday"); a fact asked for by a word its value holds
("what's Sarah's office" after "Sarah moved to the Leeds office"); what comes next when the week
ahead is empty."""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Question, extract
from tests.memory.understanding.played import failures

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2026, 11, 24, 9, 0, tzinfo=LONDON)  # a Tuesday
PLAYED_NOW = "2026-11-24T09:00:00+00:00"
QUOTED = "“"  # the recall fallback quotes the old message


def _asked(text: str) -> Question:
    found = extract(text, now=NOW, tz=LONDON)
    assert len(found) == 1 and isinstance(found[0], Question), found
    return found[0]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("is the printer still jammed", "printer"),
        ("is the wifi still down", "wifi"),
        ("is the lift not working", "lift"),
        ("is the lift no longer working", "lift"),
        ("is the vpn still not back", "vpn"),
        ("is the hob still playing up?", "hob"),
        ("printer still jammed?", "printer"),
        ("is the boiler out of order still", "boiler"),
    ],
)
def test_a_question_about_the_fault(text: str, topic: str) -> None:
    asked = _asked(text)
    assert (asked.kind, asked.subject, asked.predicate) == ("issue", topic, "problem")


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("is the printer working?", "printer"),
        ("is the printer working yet", "printer"),
        ("has the printer been fixed yet", "printer"),
        ("did anyone fix the printer", "printer"),
        ("is the vpn back up?", "vpn"),
        ("are the floodlights fixed?", "floodlights"),
        ("printer working yet?", "printer"),
        ("wifi back?", "wifi"),
        ("is the site running again?", "site"),
        ("has the leak been seen to yet", "leak"),
        ("is the till ok now", "till"),
        ("is the wifi not down anymore", "wifi"),
    ],
)
def test_a_question_about_the_recovery(text: str, topic: str) -> None:
    asked = _asked(text)
    assert (asked.kind, asked.subject, asked.predicate) == ("issue", topic, "fixed")


@pytest.mark.parametrize("text", ["any news on the printer", "what's the status of the boiler"])
def test_a_question_about_neither(text: str) -> None:
    asked = _asked(text)
    assert asked.kind == "issue" and asked.predicate is None


@pytest.mark.parametrize("text", ["wheres ayşe working these days", "where's Sam working?", "anyone up?", "we sorted?"])
def test_a_recovery_word_after_a_wh_word_or_a_person_asks_no_issue(text: str) -> None:
    assert _asked(text).kind != "issue"


@pytest.mark.parametrize("text", ["boiler fixed", "the wifi's back"])
def test_a_recovery_said_without_a_mark_is_a_report(text: str) -> None:
    assert not any(isinstance(i, Question) for i in extract(text, now=NOW, tz=LONDON))


@pytest.mark.parametrize(
    ("text", "first", "end"),
    [
        ("busy tomorrow?", date(2026, 11, 25), date(2026, 11, 26)),
        ("free friday?", date(2026, 11, 27), date(2026, 11, 28)),
        ("plans for the weekend?", date(2026, 11, 28), date(2026, 11, 30)),
        ("plans for tmrw?", date(2026, 11, 25), date(2026, 11, 26)),
        ("agenda for tomorrow", date(2026, 11, 25), date(2026, 11, 26)),
        ("schedule for thurs", date(2026, 11, 26), date(2026, 11, 27)),
        ("my week?", date(2026, 11, 23), date(2026, 11, 30)),
        ("and my weekend?", date(2026, 11, 28), date(2026, 11, 30)),
        ("my day?", date(2026, 11, 24), date(2026, 11, 25)),
        ("what's my day tomorrow", date(2026, 11, 25), date(2026, 11, 26)),
        ("whats my week like", date(2026, 11, 23), date(2026, 11, 30)),
        ("week ahead?", date(2026, 11, 24), date(2026, 12, 2)),
    ],
)
def test_a_diary_asked_in_a_few_words(text: str, first: date, end: date) -> None:
    asked = _asked(text)
    assert asked.kind == "due_week" and asked.at is not None
    assert (asked.at.start.astimezone(LONDON).date(), asked.at.end.astimezone(LONDON).date()) == (first, end)


@pytest.mark.parametrize("text", ["busy tomorrow", "plans for tmrw", "my week", "busy week ahead"])
def test_a_few_diary_words_without_a_mark_ask_nothing(text: str) -> None:
    """ "busy tomorrow" tells recap something: only the question mark makes it a question."""
    assert not any(isinstance(i, Question) and i.kind == "due_week" for i in extract(text, now=NOW, tz=LONDON))


@pytest.mark.parametrize(
    ("text", "subject", "predicate"),
    [
        ("which office is Sarah in", "Sarah", "office"),
        ("what school is Omar at", "Omar", "school"),
        ("what branch is Ana based at", "Ana", "branch"),
        ("what floor is Ben on", "Ben", "floor"),
    ],
)
def test_an_attribute_asked_by_its_kind(text: str, subject: str, predicate: str) -> None:
    asked = _asked(text)
    assert (asked.kind, asked.subject, asked.predicate) == ("fact", subject, predicate)


def test_the_clock_is_no_attribute() -> None:
    assert _asked("what time is Sarah in").kind != "fact"


def _case(before: list[str], say: str, answer: list[str], excludes: tuple[str, ...] = ()) -> dict[str, object]:
    return {"before": before, "say": say, "expect": {"answer": answer, "answer_excludes": [QUOTED, *excludes]}}


async def test_yes_and_no_agree_with_the_question(tmp_path: Path) -> None:
    jammed, down = "the office printer is jammed", "the vpn is down"
    cases = [
        _case([jammed], "is the printer working?", ["No —", "still open"], ("Yes",)),
        _case([jammed], "printer fixed yet?", ["No —", "still open"], ("Yes",)),
        _case([down], "is the vpn back up", ["No —", "still open"], ("Yes",)),
        _case([down], "is the vpn still down", ["Yes —", "still open"]),
        _case([down, "vpn's back"], "is the vpn working again?", ["Yes —", "resolved"], ("No —",)),
        _case([down, "vpn's back"], "is the vpn still down?", ["No —", "resolved"], ("Yes",)),
        _case([jammed], "any news on the printer", ["still open"], ("Yes", "No —")),
        _case(["get the boiler sorted by friday"], "boiler sorted?", ["Not yet", "boiler"]),
    ]
    assert await failures(tmp_path, PLAYED_NOW, "Europe/London", cases) == []


async def test_a_fact_asked_by_a_word_its_value_holds(tmp_path: Path) -> None:
    cases = [
        _case(["Sarah moved to the Leeds office"], "what's Sarah's office", ["Leeds"]),
        _case(["Sarah moved to the Leeds office"], "Sarah's office?", ["Leeds"]),
        _case(["Sarah moved to the Leeds office"], "which office is sarah in", ["Leeds"]),
        _case(["Tomás relocated to Lisbon"], "what's Tomás's office", ["Lisbon"]),
        _case(["Dev moved to the Bristol branch"], "what branch is Dev at", ["Bristol"]),
    ]
    assert await failures(tmp_path, PLAYED_NOW, "Europe/London", cases) == []


async def test_what_comes_next_after_an_empty_week(tmp_path: Path) -> None:
    before = ["send the board pack by the 12th", "book the venue by the 20th"]
    cases = [
        _case(before, "what's coming up", ["board pack", "venue"]),
        _case(before, "anything upcoming?", ["board pack"]),
        # "coming up" names no window: everything ahead, soonest first, not just the next 7 days
        _case([*before, "call the plumber tomorrow"], "what's coming up", ["plumber", "board pack", "venue"]),
        _case(before, "what's due this week", ["Nothing due"], ("board pack",)),
    ]
    assert await failures(tmp_path, PLAYED_NOW, "Europe/London", cases) == []


def test_a_weekday_asked_on_that_day_is_the_next_one() -> None:
    """Asked on a Thursday, "thurs" is next Thursday, the day "push it to thurs" would store."""
    thursday = datetime(2026, 11, 26, 8, 30, tzinfo=LONDON)
    found = extract("what have i got thurs", now=thursday, tz=LONDON)
    assert isinstance(found[0], Question) and found[0].at is not None
    assert found[0].at.start.astimezone(LONDON).date() == date(2026, 12, 3)


async def test_when_a_role_or_move_to_come_takes_effect(tmp_path: Path) -> None:
    cases = [
        _case(["Aroha Ngata starts as nurse unit manager next monday"], "when does Aroha start?", ["30 November"]),
        _case(["Lee starts as head of ops on the 14th"], "when will lee start", ["14 December"]),
        _case(["Kai is moving to Wellington on 3 January"], "when does Kai move", ["3 January"]),
    ]
    assert await failures(tmp_path, PLAYED_NOW, "Europe/London", cases) == []


@pytest.mark.parametrize("text", ["when does the sale start", "when does school start", "when does it start"])
def test_a_start_of_no_one_asks_no_fact(text: str) -> None:
    assert _asked(text).kind != "fact"


async def test_a_yearly_date_said_back_day_first(tmp_path: Path) -> None:
    cases = [
        _case(["Aunt Dolores's birthday is June 3"], "when is dolores bday", ["3 June"]),
        _case(["Mateo's birthday is march 12th"], "when's mateo's birthday", ["12 March"]),
    ]
    assert await failures(tmp_path, PLAYED_NOW, "Europe/London", cases) == []


async def test_an_agenda_lists_what_others_owe_too(tmp_path: Path) -> None:
    """A span's agenda is every to-do due in it: the user's, what they owe someone, and what
    someone promised them (now is a Tuesday: this week runs to Sunday)."""
    before = ["dentist on thursday at 3", "Leila said she'd send the contract by friday", "pay Omar back by saturday",
              "renew the passport by the 2nd"]
    cases = [
        _case(before, say, ["dentist", "Leila", "Omar"], ("passport",))
        for say in ("what does my week look like", "whats my week look like", "what's on this week", "my week?")
    ]
    cases.append(_case(before, "what have i got thurs", ["dentist"], ("Leila", "passport")))
    cases.append(_case(before, "busy friday?", ["Leila"], ("dentist",)))
    cases.append(_case(before, "what's on next week", ["passport"], ("dentist",)))
    assert await failures(tmp_path, PLAYED_NOW, "Europe/London", cases) == []
