"""Everyday questions answered from what is stored (the to-dos, facts and issues), never by
quoting the message that stored them: a to-do's time, a day's agenda, what is owed and how
much, an issue's state, someone else's promise, a list asked for as a request, everything about
someone, who holds a value, what changed and what got done. Each family in several wordings,
played through the dispatcher with a real store (:mod:`tests.memory.understanding.played`)."""

from __future__ import annotations

from pathlib import Path

from tests.memory.understanding.played import failures

NOW = "2026-11-24T09:00:00+00:00"  # a Tuesday
ZONE = "Europe/London"
DENTIST = "dentist on thursday at 3"
PLUMBER = "call the plumber tomorrow"
TAX = "pay the council tax by the 10th"
TARIQ = "i owe Tariq £20 for the taxi"
PRINTER = "the office printer is jammed"
LEILA = "Leila said she'd send the contract by monday"
AMARA = "Amara is head of marketing now"
JONAS = "Jonas moved to Berlin"
SETUP = [DENTIST, TAX, AMARA, JONAS, PRINTER, TARIQ, LEILA, PLUMBER]
QUOTED = "“"  # the recall fallback quotes the old message


def _case(before: list[str], say: str, answer: list[str], excludes: tuple[str, ...] = ()) -> dict[str, object]:
    return {"before": before, "say": say, "expect": {"answer": answer, "answer_excludes": [QUOTED, *excludes]}}


async def test_the_time_or_day_of_a_to_do(tmp_path: Path) -> None:
    cases = [
        _case([DENTIST], say, ["26 November 2026 15:00"])
        for say in (
            "what time is my dentist thing",
            "what time's the dentist",
            "wat time is the dentist again",
            "which day is the dentist",
            "dentist what time?",
            "remind me what time the dentist is",
        )
    ]
    cases.append(_case([TAX], "what day do i pay the council tax", ["10 December 2026"]))
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_a_days_agenda(tmp_path: Path) -> None:
    before = [DENTIST, PLUMBER, TAX]
    cases = [
        _case(before, say, ["dentist"], ("plumber", "council"))
        for say in (
            "anything on thursday?",
            "anything for thurs",
            "how's thursday looking",
            "what does thursday look like",
            "am i free thursday",
            "do i have anything on thursday",
        )
    ]
    cases.append(_case(before, "whats happening tmrw", ["plumber"], ("dentist",)))
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_how_much_is_owed(tmp_path: Path) -> None:
    cases = [
        _case([TARIQ, PLUMBER], say, ["You owe Tariq £20", "taxi"], ("plumber",))
        for say in (
            "how much do i owe tariq",
            "how much do I still owe Tariq?",
            "how much money do we owe tariq",
            "how much do i owe to Tariq for the taxi",
            "how much am i owing tariq",
        )
    ]
    cases.append(_case([TARIQ, "i owe Tariq 15 quid for lunch"], "how much do i owe tariq", ["You owe Tariq £35"]))
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_an_issues_state_in_other_words(tmp_path: Path) -> None:
    """The "Yes"/"No" agrees with the way the question points: at the fault or the recovery."""
    cases = [
        _case([PRINTER], say, ["Yes", "still open"])
        for say in (
            "is the printer still jammed",
            "is the office printer still playing up?",
            "printer still jammed?",
        )
    ]
    cases += [
        _case([PRINTER], say, ["No —", "still open"], ("Yes",))
        for say in ("has the printer been fixed yet", "did anyone fix the printer", "is the printer working yet")
    ]
    cases.append(_case([PRINTER, "printer's fixed"], "is the printer still jammed", ["No", "resolved"]))
    cases.append(_case([PRINTER, "printer's fixed"], "is the printer working?", ["Yes", "resolved"], ("No —",)))
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_when_someone_else_will_do_what_they_promised(tmp_path: Path) -> None:
    cases = [
        _case([LEILA, "send the contract to legal by friday"], say, ["Leila: send the contract", "30 November"])
        for say in (
            "when is leila sending the contract",
            "when's leila gonna send the contract",
            "when will Leila send the contract",
            "when did leila say she'd send the contract",
            "when does Leila send over the contract?",
        )
    ]
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_a_list_asked_for_as_a_request(tmp_path: Path) -> None:
    before = [DENTIST, TAX, TARIQ]
    cases = [
        _case(before, say, ["dentist", "council tax", "Tariq"])
        for say in (
            "list my tasks",
            "show me my commitments",
            "remind me what's on my list",
            "gimme my to-do list",
            "can you list my open tasks",
            "show me everything on my list pls",
        )
    ]
    cases += [
        _case(before, "pls show my todos for this week", ["dentist"], ("council",)),
        _case(before, "give me a rundown of what's due this week", ["dentist"], ("council",)),
        _case([PRINTER], "show me open issues", ["office printer"]),
        _case(before, "list everything due thursday", ["dentist"], ("council",)),
        _case([LEILA, TAX], "list what leila owes me", ["send the contract"], ("council",)),
        _case(before, "tell me what i owe tariq", ["taxi"], ("dentist",)),
    ]
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_everything_about_someone(tmp_path: Path) -> None:
    cases = [
        _case([AMARA, "send Amara the brand deck by friday", PLUMBER], say, ["head of marketing", "brand deck"],
              ("plumber",))
        for say in (
            "what do you know about Amara",
            "what do u know about amara?",
            "tell me about amara",
            "fill me in on Amara",
            "tell me everything you know about amara",
            "what's new with Amara",
        )
    ]
    cases += [
        _case([JONAS], "tell me about jonas", ["Berlin"]),
        _case([LEILA], "what have you got on leila", ["send the contract"]),
        _case([LEILA], "whats the latest on Leila", ["send the contract"]),
    ]
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_what_changed_in_a_window(tmp_path: Path) -> None:
    before = [AMARA, JONAS, PRINTER, DENTIST]
    cases = [
        _case(before, say, ["head of marketing", "Berlin", "office printer", "dentist"])
        for say in ("what changed this week", "whats new", "anything new since monday?", "what's changed lately",
                    "any updates this week")
    ]
    cases.append(_case([*before, "Jonas moved to Lisbon"], "what changed today", ["Lisbon (was Berlin)"]))
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_who_holds_a_value(tmp_path: Path) -> None:
    """ "who's out sick": every person whose current fact has that value, from the facts."""
    sick = ["Lena's out sick till friday", "Sam is off sick today"]
    cases = [
        _case([AMARA], "who's head of marketing", ["Amara"]),
        _case([AMARA], "whos head of marketing now?", ["Amara"]),
        _case([JONAS], "who's in Berlin", ["Jonas"]),
        _case(sick, "who's sick?", ["Lena", "Sam"]),
        _case(["Priya is on leave until the 30th"], "who is on leave", ["Priya"]),
        _case(["Priya is on leave until the 30th"], "who's in Berlin", ["don't"], ("Priya",)),
        _case(["Kofi's the new head of ops, starts monday"], "who's head of ops", ["Kofi will be head of ops from"]),
    ]
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_what_got_done_in_a_window(tmp_path: Path) -> None:
    """Answered from the to-dos finished then: one done and one still open, one done then undone."""
    before = [PLUMBER, TAX, "called the plumber"]
    cases = [
        _case(before, say, ["Done", "call the plumber"], ("council tax",))
        for say in ("what did i get done today", "what have I finished today?", "what did we tick off this week",
                    "which tasks have i completed so far this week", "so what got done today")
    ]
    cases.append(_case([PLUMBER, "called the plumber", "undo"], "what did i get done today", ["Nothing marked done"],
                       ("call the plumber",)))
    cases.append(_case(before, "what did i finish yesterday", ["Nothing marked done yesterday"]))
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_what_is_no_question_of_these_families(tmp_path: Path) -> None:
    """The clock, small talk and a to-do said as "remind me to" are no stored-state question."""
    cases = [
        _case([DENTIST], "what time is it", ["don't remember"], ("dentist", "no commitment")),
        _case([DENTIST], "tell me about your day", ["don't remember"], ("What I have on",)),
    ]
    assert await failures(tmp_path, NOW, ZONE, cases) == []
