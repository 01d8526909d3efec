"""Questions a busy user types about what recap holds, answered from what is stored (session 28):
a hurried head ("wht", "anythin", "hw much", "whatve"), a question with its "have"/"do"/"does"
left out ("what i got tmrw", "what jo owe me"), a thing's fault ("what's wrong with the car"), a
person's part done ("is rahul done with the slides"), an appointment named as one ("when's my
dentist appt"), a day alone after "what do i have" ("what do i have sat"), a thing on its way
("when's ingrid's quote coming") and the version before asked in the past tense ("who ran sales
before", "what was the rent before", "where did lee used to live"). Statements with the same words
are not read as questions."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Question
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
READ = Reading(datetime(2026, 12, 6, 12, 40, tzinfo=LONDON), LONDON)  # a Sunday
PLAYED_NOW = "2026-12-06T12:40:00+00:00"


def _one(text: str) -> Question:
    (asked,) = READ.asked(text)
    return asked


@pytest.mark.parametrize(
    ("text", "window"),
    [
        ("anythin for monday", "monday"),
        ("wht do i have this weekend", "this weekend"),
        ("whatve i got on wed", "on wed"),
        ("what i got tmrw", "tmrw"),
        ("what i got on friday", "on friday"),
        ("what we got next week", "next week"),
        ("what i have on thurs", "on thurs"),
        ("what do i have sat", "on sat"),
        ("what have i got sun", "on sun"),
        ("what am i doing sat", "on sat"),
    ],
)
def test_a_hurried_due_question_asks_what_is_due_then(text: str, window: str) -> None:
    """A question head typed short or without its "have"/"do" still asks what is due in its window."""
    asked = _one(text)
    assert asked.kind == "due_week" and asked.at is not None
    assert asked.at.text.removeprefix("on ") == window.removeprefix("on ")


@pytest.mark.parametrize(
    ("text", "kind", "who", "predicate"),
    [
        ("what i owe omar", "owed", "omar", None),
        ("what i owe rahul", "owed", "rahul", None),
        ("what jo owe me", "theirs", "jo", None),
        ("what rahul owes me", "theirs", "rahul", None),
        ("hw much do i owe kemi", "owed", "kemi", "money"),
        ("what do i owe ppl", "owed", None, None),
        ("do i owe ppl money", "owed", None, "money"),
    ],
)
def test_who_owes_what_typed_in_a_hurry(text: str, kind: str, who: str | None, predicate: str | None) -> None:
    """ "what i owe omar" is "what do i owe omar"; "ppl" is anyone, never a person called Ppl."""
    asked = _one(text)
    assert (asked.kind, asked.subject, asked.predicate) == (kind, who, predicate)


@pytest.mark.parametrize(
    "text",
    ["what i need is a holiday", "what i got was a refund", "what i have to do is call the bank"],
)
def test_a_clause_opened_by_what_i_is_no_due_question(text: str) -> None:
    """ "what i need is a holiday" keeps no window and asks nothing about to-dos."""
    assert all(not isinstance(i, Question) or i.kind == "recall" for i in READ(text))


def test_hw_alone_stays_homework() -> None:
    """Only "hw much"/"hw many" is "how": "finish hw by fri" is a to-do about homework."""
    (todo,) = READ("finish hw by fri")
    assert isinstance(todo, NewCommitment) and todo.action == "finish hw"


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("whats wrong w the car", "car"),
        ("what's wrong with the car", "car"),
        ("what's the problem with the printer", "printer"),
        ("what's the issue with my laptop", "laptop"),
        ("whats the matter with the boiler", "boiler"),
    ],
)
def test_what_is_wrong_with_a_thing_asks_its_issue(text: str, topic: str) -> None:
    """ "what's wrong with the car" asks after the car's issue, never quotes old messages."""
    asked = _one(text)
    assert (asked.kind, asked.subject) == ("issue", topic)


@pytest.mark.parametrize("text", ["what's wrong with maya", "whats wrong with Maya", "what's wrong with me"])
def test_what_is_wrong_with_a_person_is_no_issue(text: str) -> None:
    """A person is no thing an issue is kept on: the question stays a look-up of what was said."""
    assert _one(text).kind != "issue"


@pytest.mark.parametrize(
    "text",
    [
        "any probs i should know about",
        "any problems i should know about",
        "any issues we need to know about",
        "any probs",
    ],
)
def test_problems_to_know_about_list_the_open_issues(text: str) -> None:
    assert _one(text).kind == "open_issues"


@pytest.mark.parametrize(
    ("text", "thing", "owner"),
    [
        ("is rahul done with the slides", "slides", "rahul"),
        ("is rahul done w the slides", "slides", "rahul"),
        ("rahul done with the slides yet", "slides", "rahul"),
        ("rahul done with the slides?", "slides", "rahul"),
        ("jo finished w the deck yet", "deck", "jo"),
        ("is Ana Lima finished with the report", "report", "Ana Lima"),
        ("is maya through with the edits yet", "edits", "maya"),
        ("is wei ming done with the floor plans", "floor plans", "wei ming"),
        ("are we done with the budget yet", "budget", None),
        ("am i done with the tax return", "tax return", None),
    ],
)
def test_done_with_a_thing_asks_whether_that_to_do_is_done(text: str, thing: str, owner: str | None) -> None:
    asked = _one(text)
    assert (asked.kind, asked.subject, asked.predicate, asked.scope) == ("when_due", thing, "done", owner)


@pytest.mark.parametrize("text", ["is the oven done with its cycle", "are you done with that", "is it done with"])
def test_done_with_no_one_named_asks_no_to_do(text: str) -> None:
    assert all(not (isinstance(i, Question) and i.predicate == "done") for i in READ(text))


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("whens ingrid's quote coming", "ingrid's quote"),
        ("when's the quote from ingrid coming", "quote from ingrid"),
        ("when's the quote coming", "quote"),
        ("when is my parcel arriving", "parcel"),
        ("when's the new sofa getting here", "new sofa"),
        ("when is the plumber coming", "plumber"),
    ],
)
def test_a_thing_on_its_way_asks_its_due(text: str, thing: str) -> None:
    """ "when's the quote coming": when the to-do that brings it is due; the verb is no part of it."""
    assert (_one(text).kind, _one(text).subject) == ("when_due", thing)


@pytest.mark.parametrize(
    "text", ["when is Mum coming", "when is mum arriving", "when's my sister landing", "when's Lee landing"]
)
def test_a_person_arriving_is_no_to_do(text: str) -> None:
    assert _one(text).kind != "when_due"


@pytest.mark.parametrize(
    ("text", "subject", "predicate"),
    [
        ("who ran sales before", "sales", "owner"),
        ("who was running sales before", "sales", "owner"),
        ("who was in charge of sales before", "sales", "owner"),
        ("who used to run sales", "sales", "owner"),
        ("who had sales before", "sales", "owner"),
        ("what did lee's number used to be", "lee", "phone"),
        ("where did lee used to live", "lee", "location"),
        ("where was yuki before", "yuki", "location"),
        ("what was the rent before", None, "rent"),
        ("what did the rent used to be", None, "rent"),
        ("what was the wifi password before", None, "wifi password"),
    ],
)
def test_the_version_before_asked_in_the_past(text: str, subject: str | None, predicate: str) -> None:
    """The past tense of a question of now asks for the version before of the same fact."""
    asked = _one(text)
    assert (asked.kind, asked.subject, asked.predicate) == ("previous", subject, predicate)


@pytest.mark.parametrize("text", ["what was it before", "what was that before", "what was her number before"])
def test_before_of_it_stays_the_fact_talked_about(text: str) -> None:
    asked = _one(text)
    assert (asked.kind, asked.subject, asked.predicate) == ("previous", None, None)


def _case(before: list[str], say: str, answer: list[str], excludes: list[str] | None = None) -> dict[str, object]:
    return {"before": before, "say": say, "expect": {"answer": answer, "answer_excludes": excludes or []}}


async def test_hurried_questions_answered_from_the_store(tmp_path: Path) -> None:
    """Played through the dispatcher: each hurried wording answers from the to-dos and issues kept,
    never by quoting old messages (“…”) or storing the question."""
    todos = [
        "call the bank mon",
        "dentist thurs 3pm",
        "rahul owes me the slides by fri",
        "need to do the invoice for acme by tue",
        "owe kemi 50 quid",
    ]
    cases = [
        _case(todos, "anythin for monday", ["call the bank"], ["“", "dentist"]),
        _case(todos, "what i got thurs", ["dentist"], ["“", "call the bank"]),
        _case(todos, "wht do i have tues", ["invoice for acme"], ["“"]),
        _case(todos, "what do i have fri", ["slides"], ["“", "dentist"]),
        _case(todos, "what i owe kemi", ["kemi"], ["“"]),
        _case(todos, "what rahul owe me", ["slides"], ["“"]),
        _case(todos, "hw much do i owe kemi", ["£50"], ["“"]),
        _case(todos, "when's my dentist appointment", ["Thu 10 December"], ["no commitment"]),
        _case(todos, "whens the dentist appt", ["Thu 10 December"], ["no commitment"]),
        _case(todos, "is rahul done w the slides", ["Not yet", "slides"], ["“"]),
        _case([*todos, "Rahul sent me the slides"], "rahul done with the slides yet", ["Yes", "slides"], ["“"]),
        _case(["ingrid said she'd have the quote to me by fri"], "whens ingrid's quote coming", ["Fri 11 December"]),
        _case(["the car's making a weird noise again"], "whats wrong w the car", ["car", "still open"], ["“"]),
        _case(["printer keeps jamming", "the wifi is down"], "any probs i should know about", ["printer", "wifi"]),
    ]
    assert await failures(tmp_path, PLAYED_NOW, "Europe/London", cases) == []


async def test_the_version_before_answered_from_the_store(tmp_path: Path) -> None:
    """ "who ran sales before" names the fact it asks about: its version before, even when the
    conversation was on another fact ("what was the rent before" after Yuki's move); a fact recap
    does not hold is said so, never another fact's value."""
    facts = [
        "my rent is 900 a month",
        "kenji runs sales",
        "wifi password is blue42",
        "yuki lives in osaka",
        "my rent went up to 950",
        "priya runs sales now",
        "new wifi password is green77",
        "yuki moved to kyoto",
    ]
    cases = [
        _case(facts, "who ran sales before", ["kenji"]),
        _case(facts, "who used to run sales", ["kenji"]),
        _case(facts, "what was the rent before", ["900"], ["osaka"]),
        _case(facts, "what did the rent used to be", ["900"], ["osaka"]),
        _case(facts, "what was the wifi password before", ["blue42"]),
        _case(facts, "where did yuki used to live", ["osaka"]),
        _case([*facts, "where's yuki now"], "what was the rent before", ["900"], ["osaka"]),
        _case(["yuki lives in osaka", "yuki moved to kyoto"], "what was the rent before", ["no earlier rent"],
              ["osaka"]),
        _case(["lee's number is 07700 900123", "lees number is 07700 900456 now", "whats lees number"],
              "what was the number before", ["900123"]),
    ]  # fmt: skip
    assert await failures(tmp_path, PLAYED_NOW, "Europe/London", cases) == []


async def test_and_before_that_follows_a_fact_named_by_its_words(tmp_path: Path) -> None:
    """ "and before that" after "where did lee used to live" steps back along Lee's places."""
    before = ["lee lives in leeds", "lee moved to york", "lee's in porto now", "where did lee used to live"]
    cases = [_case(before, "and before that", ["leeds"], ["porto before"])]
    assert await failures(tmp_path, PLAYED_NOW, "Europe/London", cases) == []


@pytest.mark.parametrize(
    ("text", "subject", "predicate"),
    [
        ("wats the code for the gate", "gate", "code"),
        ("whts lees number", "lee", "phone"),
        ("wot do i owe omar", "omar", None),
    ],
)
def test_what_typed_short_is_what(text: str, subject: str, predicate: str | None) -> None:
    """ "wats", "whts", "wot" open a question as "what's"/"what" do (once read as nothing at all)."""
    asked = _one(text)
    assert (asked.subject, asked.predicate) == (subject, predicate)


def test_a_temple_called_wat_keeps_its_name() -> None:
    (todo,) = READ("visiting Wat Arun tmrw")
    assert isinstance(todo, NewCommitment) and todo.action == "visit Wat Arun"


@pytest.mark.parametrize(
    ("text", "unit"),
    [
        ("and the week after", "week"),
        ("and the week after?", "week"),
        ("what about the week after that?", "week"),
        ("and the day after", "day"),
        ("n the weekend after", "weekend"),
        ("and the following week", "week"),
        ("how about the next day?", "day"),
    ],
)
def test_a_step_on_from_the_window_before_is_a_due_question(text: str, unit: str) -> None:
    """ "and the week after" carries the due question before it on a step: never a move."""
    asked = _one(text)
    assert (asked.kind, asked.predicate) == ("due_week", f"step on {unit}")


@pytest.mark.parametrize(
    ("text", "window"),
    [("and next week", "next week"), ("and thurs", "thurs"), ("n next week", "next week"), ("and tmrw", "tmrw")],
)
def test_a_window_carried_on_needs_no_question_mark(text: str, window: str) -> None:
    asked = _one(text)
    assert asked.kind == "due_week" and asked.at is not None
    assert asked.at.text.removeprefix("on ") == window.removeprefix("on ")


@pytest.mark.parametrize("text", ["and then call mum", "and sat i need to call mum"])
def test_a_to_do_after_and_is_no_window_question(text: str) -> None:
    assert not any(isinstance(i, Question) for i in READ(text))


@pytest.mark.parametrize(
    ("text", "thing", "owner"),
    [
        ("is neha late with the contract", "contract", "neha"),
        ("is Neha running late with the contract", "contract", "Neha"),
    ],
)
def test_late_with_a_thing_asks_its_due(text: str, thing: str, owner: str) -> None:
    asked = _one(text)
    assert (asked.kind, asked.subject, asked.scope) == ("when_due", thing, owner)


async def test_a_step_on_answers_and_moves_nothing(tmp_path: Path) -> None:
    """ "and the day after" after "whats on tmrw" lists what is due the day after tomorrow; the
    to-do due then stays where it is (it was once moved a day on)."""
    todos = ["neha will review the contract by mon", "send arjun the mockups by tues"]
    todos.append("file the gst return by the 15th")
    cases = [
        {"before": [*todos, "whats on tmrw"], "say": "and the day after",
         "expect": {"answer": ["mockups"], "answer_excludes": ["Updated", "contract —", "gst"]}},
        {"before": [*todos, "whats on this week"], "say": "and the week after",  # said on a Sunday
         "expect": {"answer": ["contract", "mockups"], "answer_excludes": ["Updated", "gst"]}},
        {"before": [*todos, "whats on this week", "and the week after"], "say": "what about the week after that?",
         "expect": {"answer": ["gst return"], "answer_excludes": ["Updated", "mockups"]}},
        {"before": todos, "say": "and the week after", "expect": {"answer": ["After what?"]}},
        {"before": [*todos, "what's this week looking like"], "say": "and next week",
         "expect": {"answer": ["contract", "mockups"], "answer_excludes": ["gst"]}},
        {"before": todos, "say": "is neha late with the contract", "expect": {"answer": ["Mon 7 December"]}},
    ]  # fmt: skip
    assert await failures(tmp_path, "2026-12-06T12:40:00+00:00", "Europe/London", cases) == []


@pytest.mark.parametrize(
    ("text", "unit", "holder"),
    [
        ("mere took over payroll from jack", "payroll", "mere"),
        ("sam took over the berlin account from pete", "berlin account", "sam"),
        ("Mere took over payroll from Jack", "payroll", "Mere"),
    ],
)
def test_taken_over_from_someone_typed_in_lower_case(text: str, unit: str, holder: str) -> None:
    """ "from jack" names who held it before, no part of the thing held ("payroll from jack")."""
    (held,) = READ(text)
    assert (held.subject, held.predicate, held.value) == (unit, "owner", holder)


async def test_who_runs_a_thing_taken_over_from_someone(tmp_path: Path) -> None:
    cases = [_case(["mere took over payroll from jack"], "who does payroll now", ["mere"], ["“"])]
    assert await failures(tmp_path, PLAYED_NOW, "Pacific/Auckland", cases) == []


@pytest.mark.parametrize(
    ("text", "window"),
    [
        ("what's happening sat", "on sat"),
        ("whats going on tmrw", "tmrw"),
        ("is there anything i need to do today", "today"),
        ("anything i need to do tmrw", "tmrw"),
        ("what needs doing this week", "this week"),
        ("what needs doing before friday", "by friday"),
    ],
)
def test_more_ways_to_ask_what_is_due_then(text: str, window: str) -> None:
    asked = _one(text)
    assert asked.kind == "due_week" and asked.at is not None
    assert asked.at.text.removeprefix("on ") == window.removeprefix("on ")


@pytest.mark.parametrize(
    ("text", "kind", "predicate"),
    [
        ("what's my to do list", "open", None),
        ("whats my todo list", "open", None),
        ("what still needs doing", "open", None),
        ("anything urgent", "due_week", "ahead"),
        ("is there anything pressing", "due_week", "ahead"),
        ("what should i be working on", "due_week", "ahead"),
        ("whats going on with the car", "issue", None),
        ("what's happening with the vpn", "issue", None),
    ],
)
def test_the_whole_list_asked_in_passing(text: str, kind: str, predicate: str | None) -> None:
    """ "what's my to do list" is the open list, never a fact of mine called "to do list"."""
    asked = _one(text)
    assert (asked.kind, asked.predicate) == (kind, predicate)


async def test_more_ways_answered_from_the_store(tmp_path: Path) -> None:
    todos = ["call the bank mon", "dentist sat 10am", "file the gst return by the 15th"]
    cases = [
        _case(todos, "what's happening sat", ["dentist"], ["“", "bank"]),
        _case(todos, "is there anything i need to do tmrw", ["call the bank"], ["“", "dentist"]),
        _case(todos, "what needs doing next week", ["call the bank", "dentist"], ["“", "gst"]),
        _case(todos, "what's my to do list", ["call the bank", "dentist", "gst"], ["don't know"]),
        _case(todos, "anything urgent", ["call the bank"], ["“"]),
    ]
    assert await failures(tmp_path, PLAYED_NOW, "Europe/London", cases) == []


@pytest.mark.parametrize("text", ["anything change lately", "has anything changed", "did anything change this week"])
def test_what_changed_asked_with_the_verb_bare(text: str) -> None:
    assert _one(text).kind == "changes"


@pytest.mark.parametrize("text", ["any change on the printer", "anything change with the printer"])
def test_a_change_of_one_thing_is_no_list_of_changes(text: str) -> None:
    assert not any(isinstance(i, Question) and i.kind == "changes" for i in READ(text))


@pytest.mark.parametrize(
    ("text", "kind", "subject", "predicate"),
    [
        ("does priya still run sales", "fact", "sales", "owner"),
        ("does priya still head up sales", "fact", "sales", "owner"),
        ("does lee still live in leeds", "fact", "lee", "location"),
        ("does ana still work at acme", "fact", "ana", "employer"),
        ("lee still in leeds?", "about", "lee", None),
    ],
)
def test_whether_a_fact_still_holds_asks_what_holds_now(
    text: str, kind: str, subject: str, predicate: str | None
) -> None:
    asked = _one(text)
    assert (asked.kind, asked.subject, asked.predicate) == (kind, subject, predicate)


async def test_still_answered_by_the_value_held_now(tmp_path: Path) -> None:
    before = ["lee lives in leeds", "priya runs sales", "lee moved to porto", "jo runs sales now"]
    cases = [
        _case(before, "does priya still run sales", ["jo"], ["“"]),
        _case(before, "lee still in leeds?", ["porto"], ["“"]),
        _case(before, "does lee still live in leeds", ["porto"], ["“"]),
    ]
    assert await failures(tmp_path, PLAYED_NOW, "Europe/London", cases) == []


async def test_before_with_no_earlier_version_kept_quotes_what_was_said(tmp_path: Path) -> None:
    """ "where were rehearsals before" when only the new place was kept (the first one was never
    stored): the answer says so and quotes what was said, as a look-up of old messages did."""
    before = ["rehearsals are in the scout hall", "rehearsals move to the Parish Hall from 1 December"]
    case = {"before": before, "say": "where were rehearsals before", "expect": {"answer": ["scout hall"]}}
    assert await failures(tmp_path, "2027-11-23T22:10:00+00:00", "Europe/Dublin", [case]) == []
