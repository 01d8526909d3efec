"""Blind39 families, session 41 (t2): beings alone said knackered or dead ("dogs are knackered") are
tired, no issue; how someone looks or is getting on ("nan's looking heaps better") is no to-do;
"whr" is "where"; Singlish "ah"/"hor"/"sia" close a clause as "lah" does; "blk 23" is a place with a
tenant; a name whose words are also date words ("Hui Min") is still a name in "what did i promise
…"; the allergy asked with the question word last; "what does Dad like for dinner" asks the
preference; "what's the name of the new principal" asks who holds the job."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CompleteCommitment,
    NewCommitment,
    OpenEpisode,
    Question,
    ResolveEpisode,
    StateClaim,
    extract,
    small_talk,
)
from tests.memory.understanding.played import failures

SYDNEY = ZoneInfo("Australia/Sydney")
SINGAPORE = ZoneInfo("Asia/Singapore")
NOW = datetime(2033, 10, 27, 8, 0, tzinfo=SYDNEY)
ASKED_AT = datetime(2032, 9, 10, 8, 0, tzinfo=SINGAPORE)


def _case(before: list[str], say: str, expect: object) -> dict[str, object]:
    return {"before": before, "say": say, "expect": expect}


@pytest.mark.parametrize(
    "said",
    ["halfway through the muster, dogs are knackered", "the dogs are knackered", "kids are dead after the party",
     "horses are knackered"],
)
def test_beings_knackered_are_no_issue(said: str) -> None:
    assert not [i for i in extract(said, now=NOW, tz=SYDNEY) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(("said", "topic"), [("the ute's knackered", "ute"), ("the dog door is broken", "dog door"),
                                             ("the baby monitor is dead", "baby monitor")])
def test_things_named_after_beings_still_break(said: str, topic: str) -> None:
    assert [i.topic for i in extract(said, now=NOW, tz=SYDNEY) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize(
    "said",
    ["nan's looking heaps better this week", "mum's getting better this week", "nan's looking much better today",
     "Sam is looking great this week"],
)
def test_how_someone_looks_is_no_todo(said: str) -> None:
    assert not [i for i in extract(said, now=NOW, tz=SYDNEY) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(("said", "action"), [("Dad's looking into the insurance this week", "look into the insurance"),
                                              ("get better at spanish this year", "get better at spanish")])
def test_a_look_into_or_a_goal_stays_a_todo(said: str, action: str) -> None:
    assert [i.action for i in extract(said, now=NOW, tz=SYDNEY) if isinstance(i, NewCommitment)] == [action]


@pytest.mark.parametrize(("said", "subject", "predicate"), [
    ("whr does Ravi stay now", "Ravi", "location"),
    ("whrs the spare key", "spare key", "location"),
    ("eh what's Mei Ling's job ah", "Mei Ling", "role"),
    ("Wei Jie's job what hor", None, None),
])
def test_shorthand_and_closing_particles_in_questions(said: str, subject: str | None, predicate: str | None) -> None:
    asked = [i for i in extract(said, now=ASKED_AT, tz=SINGAPORE) if isinstance(i, Question)]
    if subject is None:
        assert not [q for q in asked if q.kind == "fact" and q.predicate == "job what"]
    else:
        assert [(q.kind, q.subject, q.predicate) for q in asked] == [("fact", subject, predicate)]


def test_a_closing_particle_leaves_the_todo() -> None:
    found = extract("need to call mum tmr ah", now=ASKED_AT, tz=SINGAPORE)
    assert [i.action for i in found if isinstance(i, NewCommitment)] == ["call mum"]


@pytest.mark.parametrize(("said", "names"), [
    ("what did i promise Hui Min", "Hui Min"), ("what do i owe Sun Li", "Sun Li"),
    ("what did i promise Daniel", "Daniel"),
])
def test_a_name_of_date_words_is_owed(said: str, names: str) -> None:
    asked = [i for i in extract(said, now=ASKED_AT, tz=SINGAPORE) if isinstance(i, Question)]
    assert [(q.kind, q.subject) for q in asked] == [("owed", names)]


def test_a_day_is_no_one_owed() -> None:
    """ "what do i owe tomorrow": what falls due then (session 44), never a person called Tomorrow."""
    asked = [i for i in extract("what do i owe tomorrow", now=ASKED_AT, tz=SINGAPORE) if isinstance(i, Question)]
    assert [(q.kind, q.subject) for q in asked] in ([], [("owed", None)])
    assert all(q.at is not None for q in asked if q.kind == "owed")


async def test_questions_answered_from_the_store(tmp_path: Path) -> None:
    cases = [
        _case(["the tenant at blk 23 is Mr Ong", "the tenant at blk 45 is Mdm Sim"], "who's the tenant at blk 23",
              {"answer": ["Ong"], "answer_excludes": ["Sim"]}),
        _case(["Siti is allergic to prawns", "Farah is allergic to peanuts"], "siti allergic to what again?",
              {"answer": ["prawns"], "answer_excludes": ["peanuts"]}),
        _case(["Siti is allergic to prawns", "Farah is allergic to peanuts"], "Farah's allergic to what ah",
              {"answer": ["peanuts"], "answer_excludes": ["prawns"]}),
        _case(["promised Hui Min i'd send her the worksheets by mon", "promised Daniel i'd return his stapler"],
              "what did i promise Hui Min", {"answer": ["worksheets"], "answer_excludes": ["stapler"]}),
        _case(["Dad prefers porridge for dinner", "Dad prefers kaya toast for breakfast"],
              "what does Dad like for dinner", {"answer": ["porridge"], "answer_excludes": ["kaya"]}),
        _case(["Dad prefers porridge for dinner", "Dad prefers kaya toast for breakfast"],
              "what does Dad usually have for breakfast", {"answer": ["kaya"], "answer_excludes": ["porridge"]}),
        _case(["Mrs Fernandez is the new principal", "Mr Goh is the new VP"], "what's the name of the new principal",
              {"answer": ["Fernandez"], "answer_excludes": ["Goh"]}),
        _case(["Mrs Fernandez is the new principal", "Mr Goh is the new VP"], "who's the new VP",
              {"answer": ["Goh"], "answer_excludes": ["Fernandez"]}),
        _case(["Ravi moved to Tampines", "Arun moved to Jurong"], "whr does Ravi stay now",
              {"answer": ["Tampines"], "answer_excludes": ["Jurong"]}),
        _case(["Mei Ling is the new HOD for maths", "Wei Jie is the form teacher for 3B"],
              "eh what's Mei Ling's job ah", {"answer": ["HOD"], "answer_excludes": ["form teacher"]}),
    ]
    assert await failures(tmp_path, "2032-09-09T19:20:00+08:00", "Asia/Irkutsk", cases) == []


def test_a_things_name_is_its_own_fact() -> None:
    asked = [i for i in extract("what's the name of the restaurant", now=ASKED_AT, tz=SINGAPORE)
             if isinstance(i, Question)]
    assert [(q.kind, q.subject, q.predicate) for q in asked] == [("fact", "restaurant", "name")]


@pytest.mark.parametrize(("said", "topic"), [
    ("the block 5 lift, still got problem or not", "block 5 lift"),
    ("block 5 lift still spoil?", "block 5 lift"),
    ("is the block 5 lift still broken or not", "block 5 lift"),
    ("is the lift at block 5 still down", "lift at block 5"),
    ("the printer ok already or not", "printer"),
])
def test_a_fault_asked_either_way(said: str, topic: str) -> None:
    asked = [i for i in extract(said, now=ASKED_AT, tz=SINGAPORE) if isinstance(i, Question)]
    assert [(q.kind, q.subject) for q in asked] == [("issue", topic)]


def test_a_fault_told_without_or_not_is_news() -> None:
    found = extract("lift still broken", now=ASKED_AT, tz=SINGAPORE)
    assert [i.topic for i in found if isinstance(i, OpenEpisode)] == ["lift"]


@pytest.mark.parametrize(("said", "names"), [
    ("is there anything for Mum i haven't done", "Mum"), ("anything for Raj i didn't do yet", "Raj"),
    ("what haven't i done for Mum", "Mum"),
])
def test_what_is_undone_for_someone_is_owed(said: str, names: str) -> None:
    asked = [i for i in extract(said, now=ASKED_AT, tz=SINGAPORE) if isinstance(i, Question)]
    assert [(q.kind, q.subject) for q in asked] == [("owed", names)]


def test_a_vocative_before_a_request_leaves_the_question() -> None:
    found = extract("dear can you tell me what I have to do this week", now=ASKED_AT, tz=SINGAPORE)
    assert [i.kind for i in found if isinstance(i, Question)] == ["due_week"]
    assert not [i for i in found if not isinstance(i, Question)]


async def test_asked_either_way_and_caught_up(tmp_path: Path) -> None:
    cases = [
        _case(["the lift at block 5 is broken", "lift at block 5 works again"],
              "the block 5 lift, still got problem or not", {"answer": ["lift"]}),
        _case(["buy Mum's hearing aid batteries", "bought Mum's hearing aid batteries", "book Mum's eye check"],
              "is there anything for Mum i haven't done", {"answer": ["eye check"], "answer_excludes": ["batteries"]}),
        _case(["Kumar is the new night nurse", "the lift at block 5 is broken"],
              "catch me up leh, what happened recently", {"answer": ["Kumar", "lift"]}),
        _case(["collect my spectacles on saturday", "see Dr Gopal on the 21st"],
              "dear can you tell me what I have to do this week",
              {"answer": ["spectacles"], "answer_excludes": ["Gopal"]}),
    ]
    assert await failures(tmp_path, "2032-09-09T19:20:00+08:00", "Asia/Irkutsk", cases) == []


@pytest.mark.parametrize(("said", "topic"), [("tills are freezing every time we do a refund", "tills"),
                                             ("the till is freezing whenever we do a refund", "till"),
                                             ("the laptop is freezing on me", "laptop")])
def test_a_machine_freezing_again_and_again_is_an_issue(said: str, topic: str) -> None:
    assert [i.topic for i in extract(said, now=NOW, tz=SYDNEY) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize("said", ["the office is freezing", "it's freezing", "my hands are freezing",
                                  "the kids are freezing every time we go out"])
def test_the_cold_is_no_issue(said: str) -> None:
    assert not [i for i in extract(said, now=NOW, tz=SYDNEY) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(("said", "action"), [
    ("collect dad's scripts from the chemist", "collect dad's scripts from the chemist"),
    ("collect mum's prescription from the chemist", "collect mum's prescription from the chemist"),
])
def test_an_errand_for_kin_is_no_role(said: str, action: str) -> None:
    found = extract(said, now=NOW, tz=SYDNEY)
    assert [i.action for i in found if isinstance(i, NewCommitment)] == [action]
    assert [type(i) for i in found] == [NewCommitment]


def test_kin_in_a_role_stays() -> None:
    found = extract("Mum's the treasurer now", now=NOW, tz=SYDNEY)
    assert [(i.subject, i.value) for i in found if isinstance(i, StateClaim)] == [("Mum", "treasurer")]


async def test_an_errand_for_kin_is_done_later(tmp_path: Path) -> None:
    cases = [_case(["collect dad's scripts from the chemist"], "grabbed dads scripts on the way home",
                   {"completed": ["collect dad's scripts from the chemist"]})]
    assert await failures(tmp_path, "2033-10-28T15:20:00+07:00", "Antarctica/Davis", cases) == []


@pytest.mark.parametrize("said", ["the naira is crashing again smh", "pound's tanking", "the markets are down again"])
def test_a_currency_moving_is_small_talk(said: str) -> None:
    assert small_talk(said)


@pytest.mark.parametrize("said", ["the app is crashing again", "the upstairs toilet is down"])
def test_a_thing_crashing_is_no_small_talk(said: str) -> None:
    assert not small_talk(said)


def test_an_update_then_fine_mends_the_thing() -> None:
    found = extract("updated the bank app and its fine now", now=NOW, tz=SYDNEY)
    assert [i.topic for i in found if isinstance(i, ResolveEpisode)] == ["bank app"]


def test_an_update_alone_is_a_todo_done() -> None:
    found = extract("updated the deck", now=NOW, tz=SYDNEY)
    assert [type(i) for i in found] == [CompleteCommitment]
