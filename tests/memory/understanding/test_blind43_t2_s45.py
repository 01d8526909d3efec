"""Blind43 families, session 45 (t2): a to-do let go in Caribbean English ("nuh bother wid the projector");
"drop it" said as an order cancels; a thing named after "the" in the to-do ("renew the Cambridge contract") is
the to-do's own thing, no person; a headline's "gone to" sends ("invoice gone to Dom Bosco"); a thing that
came was ordered ("whiteboards came today"); a mender's visit said before the deed ("the mechanic came and
fixed the generator"), or before the thing at its job again ("AC guy came, its blowing cold again"); a
vehicle "back on the road" after its repair; a fault told to someone in one breath ("told the landlord the
boiler is broken")."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, NewCommitment, OpenEpisode, ResolveEpisode, extract
from tests.memory.understanding.played import failures

CAMPO_GRANDE = ZoneInfo("America/Campo_Grande")
NOW = datetime(2031, 11, 16, 20, 5, tzinfo=CAMPO_GRANDE)
AT = "2031-11-16T20:05:00-04:00"


def _case(before: list[str], say: str, expect: object) -> dict[str, object]:
    return {"before": before, "say": say, "expect": expect}


def _kinds(said: str) -> list[object]:
    return extract(said, now=NOW, tz=CAMPO_GRANDE)


async def test_a_todo_let_go_and_dropped(tmp_path: Path) -> None:
    cases = [
        _case(["buy a new projector for room 2"], "nuh bother wid the projector, Dayane donated her old one",
              {"cancelled": ["buy a new projector for room 2"]}),
        _case(["buy a new kettle"], "doh bother with the kettle", {"cancelled": ["buy a new kettle"]}),
        _case(["renew the Cambridge exam centre contract"], "we not doing Cambridge next year, drop it",
              {"cancelled": ["renew the Cambridge exam centre contract"]}),
        _case(["send the invoice to Colégio Dom Bosco"], "invoice gone to Dom Bosco",
              {"completed": ["send the invoice to Colégio Dom Bosco"]}),
        _case(["order the new whiteboards"], "whiteboards came today", {"completed": ["order the new whiteboards"]}),
        _case(["order printer cartridges"], "the printer cartridges finally arrived",
              {"completed": ["order printer cartridges"]}),
    ]
    assert await failures(tmp_path, AT, "America/Campo_Grande", cases) == []


async def test_near_misses_of_let_go_and_came_change_nothing(tmp_path: Path) -> None:
    cases = [
        # a bill that came is still to pay; a guest that came was never ordered
        _case(["pay the electricity bill"], "the electricity bill came today", {"ask": True}),
        # "drop it off" is a delivery, never a cancellation
        _case(["take the parcel to the post office"], "gonna drop it off at the post office tmrw", "nothing"),
    ]
    got = " ".join(await failures(tmp_path, AT, "America/Campo_Grande", cases))
    assert "cancelled:" not in got
    assert "completed:" not in got


@pytest.mark.parametrize("said", ["Kevin came today", "mum came", "the baby arrived", "the AC guy came",
                                  "my sister arrived this morning"])
def test_a_person_who_came_is_no_order_done(said: str) -> None:
    assert not [i for i in _kinds(said) if isinstance(i, CompleteCommitment) and i.action.startswith("order ")]


@pytest.mark.parametrize(("said", "thing"), [("whiteboards came today", "order whiteboards"),
                                             ("the new chairs arrived", "order new chairs")])
def test_a_thing_that_came_was_ordered(said: str, thing: str) -> None:
    assert [i.action for i in _kinds(said) if isinstance(i, CompleteCommitment)] == [thing]


@pytest.mark.parametrize(("said", "topic"), [
    ("the mechanic came and fixed the generator", "generator"),
    ("fundi came n fixed the gen", "gen"),
    ("AC guy came, its blowing cold again", "AC"),
    ("vending machine guy came, all good", "vending machine"),
    ("truck 4 tire swapped, back on the road", "truck 4 tire"),
    ("replaced the fan belt, back in service", "fan belt"),
])
def test_a_mend_after_a_visit_resolves_the_thing(said: str, topic: str) -> None:
    assert [i.topic for i in _kinds(said) if isinstance(i, ResolveEpisode)] == [topic]


@pytest.mark.parametrize("said", ["AC guy came, its blowing hot again", "heater guy came, its blowing cold again",
                                  "its blowing cold again", "back on the road", "mum came and stayed for dinner",
                                  "the electrician came to fix the lights"])
def test_near_misses_of_a_mend_resolve_nothing(said: str) -> None:
    assert not [i for i in _kinds(said) if isinstance(i, ResolveEpisode)]


@pytest.mark.parametrize(("said", "topic"), [("told the landlord the boiler is broken", "boiler"),
                                             ("I told the landlord that the boiler's broken", "boiler"),
                                             ("texted Sam the sink's leaking again", "sink")])
def test_a_fault_told_to_someone_opens_the_thing(said: str, topic: str) -> None:
    assert [i.topic for i in _kinds(said) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize("said", ["told ewa the timesheets will be late", "told mum the news",
                                  "let the office know the printer is jammed"])
def test_what_was_told_that_is_no_fault_opens_nothing(said: str) -> None:
    found = _kinds(said)
    assert not [i for i in found if isinstance(i, OpenEpisode) and " " in i.topic and i.topic.startswith("told")]
    assert not [i for i in found if isinstance(i, NewCommitment) and "gone" in i.action]


async def test_changes_said_in_passing_are_made(tmp_path: Path) -> None:
    cases = [
        _case(["call the insurance about the car window"],
              "forget the insurance ting, Rodrigo paid for the window himself",
              {"cancelled": ["call the insurance about the car window"]}),
        _case(["make the fruit cake for the church bazaar"], "church bazaar called off cause of the rain",
              {"cancelled": ["make the fruit cake for the church bazaar"]}),
        _case(["Rodrigo's birthday dinner reservation tuesday 8pm"], "changed the reservation to half 8",
              {"moved": [{"action": "Rodrigo's birthday dinner reservation", "due": "2031-11-18T20:30"}]}),
        _case(["meet Dayane to plan the christmas show tomorrow 10am"], "Dayane asked to make it 11",
              {"moved": [{"action": "meet Dayane to plan the christmas show", "due": "2031-11-17T11:00"}]}),
        _case(["go to the football match with Tiago on saturday"], "match off, pitch is flooded",
              {"cancelled": ["go to the football match with Tiago"]}),
        _case(["meet Ifeoma at the library at 5 tmrw"], "5:30 sorry, not 5",
              {"moved": [{"action": "meet Ifeoma at the library", "due": "2031-11-17T17:30"}]}),
    ]
    assert await failures(tmp_path, AT, "America/Campo_Grande", cases) == []


@pytest.mark.parametrize(("said", "who", "thing"), [
    ("Sam cancelled because of the flu", "Sam", "Sam"),
    ("Sam called off the meeting cause of the rain", "Sam", "meeting"),
    ("church bazaar called off because of the rain", None, "church bazaar"),
])
def test_why_it_is_off_is_no_thing_called_off(said: str, who: str | None, thing: str) -> None:
    from memory.understanding import CancelCommitment

    assert [(i.action, i.by) for i in _kinds(said) if isinstance(i, CancelCommitment)] == [(thing, who)]


@pytest.mark.parametrize("said", ["changed my password to hunter2", "changed the booking to 4 people",
                                  "Dayane asked to make it 11 copies", "mum wants to make it a surprise",
                                  "my shift off", "day off tomorrow", "Friday evening off", "switch the gym off",
                                  "took the trip off the calendar"])
def test_near_misses_of_a_change_in_passing_move_or_cancel_nothing(said: str) -> None:
    from memory.understanding import CancelCommitment, MoveCommitment

    assert not [i for i in _kinds(said) if isinstance(i, MoveCommitment | CancelCommitment)]


@pytest.mark.parametrize("said", ["apt 5 sorry, not 3", "Maya's number is 0771 sorry, not 0772"])
def test_an_apology_is_no_part_of_the_value(said: str) -> None:
    assert "sorry" not in repr(_kinds(said))


YAKUTSK_AT = "2029-01-31T18:40:00+09:00"


async def test_a_new_day_that_suits_or_more_time_given_moves_the_todo(tmp_path: Path) -> None:
    cases = [
        _case(["submit the pharmacology essay by the 12th"], "got the extension til the 19th",
              {"moved": [{"action": "submit the pharmacology essay", "due": "2029-02-19"}]}),
        _case(["I need to meet Prof Sidorova at 3 tomorrow"], "she shifted it to 4:15",
              {"moved": [{"action": "meet Prof Sidorova", "due": "2029-02-01T16:15"}]}),
        _case(["order the new scrubs by saturday"], "no no, thursday is better for the scrubs",
              {"moved": [{"action": "order the new scrubs", "due": "2029-02-01"}]}),
        _case(["I'll send the slides to Dilpreet by tonight"], "nah tmrw morning is fine he said",
              {"moved": [{"action": "send the slides to Dilpreet", "due": "2029-02-01"}]}),
        _case(["pay the landlady on the 1st"], "no she said the 3rd is also fine",
              {"moved": [{"action": "pay the landlady", "due": "2029-02-03"}]}),
        _case(["I'll email Prof Sidorova about the retake on monday"], "not monday, tuesday is when she's free",
              {"moved": [{"action": "email Prof Sidorova about the retake", "due": "2029-02-06"}]}),
        _case(["Ifeoma will bring the anatomy atlas tmrw"], "no she'll bring it friday",
              {"moved": [{"action": "bring the anatomy atlas", "due": "2029-02-02"}]}),
    ]
    assert await failures(tmp_path, YAKUTSK_AT, "Asia/Yakutsk", cases) == []


@pytest.mark.parametrize("said", ["thursday is better", "no, the blue one is better", "no she'll bring it",
                                  "got the extension cord", "got the keys till friday", "she moved to Leeds",
                                  "he moved the sofa to the garage"])
def test_near_misses_of_a_day_that_suits_move_nothing(said: str) -> None:
    from memory.understanding import CorrectTime, MoveCommitment

    assert not [i for i in _kinds(said) if isinstance(i, MoveCommitment | CorrectTime)]


async def test_a_party_by_initials_a_remark_after_a_tick_and_a_mess_still_to_clear(tmp_path: Path) -> None:
    cases = [
        _case(["renew my RNM at the Polícia Federal by the 30th"], "PF moved my RNM appointment to 4 dec",
              {"moved": [{"action": "renew my RNM at the Polícia Federal", "due": "2031-12-04"}]}),
        _case(["take Jaden to the dentist wednesday"], "Jaden dentist ✅ no cavities",
              {"completed": ["take Jaden to the dentist"]}),
        _case(["clean out the storage room"], "storage room still a mess, will get there", "nothing"),
        _case(["clean out the garage"], "garage still a mess - ill get to it eventually", "nothing"),
    ]
    assert await failures(tmp_path, AT, "America/Campo_Grande", cases) == []


async def test_a_party_by_other_initials_moves_nothing_unasked(tmp_path: Path) -> None:
    cases = [_case(["renew my RNM at the Polícia Federal by the 30th"], "BA moved my RNM appointment to 4 dec",
                   {"ask": True})]
    got = " ".join(await failures(tmp_path, AT, "America/Campo_Grande", cases))
    assert "moved:" not in got


@pytest.mark.parametrize("said", ["storage room all clean, will get there",
                                  "the garage is done, will do the rest tmrw"])
def test_a_thing_done_then_more_to_come_is_no_progress_note(said: str) -> None:
    from memory.understanding._not_outcomes import not_an_outcome

    assert not not_an_outcome(said)


@pytest.mark.parametrize(("said", "thing"), [("Jaden dentist ✅ all good", "Jaden dentist"),
                                             ("passport photos ☑️ look awful lol", "passport photos")])
def test_a_tick_then_a_remark_is_the_thing_done(said: str, thing: str) -> None:
    found = _kinds(said)
    assert [i.action for i in found if isinstance(i, CompleteCommitment)] == [thing]
    assert not [i for i in found if isinstance(i, ResolveEpisode)]


def test_a_tick_then_and_is_a_list_not_a_remark() -> None:
    assert not [i for i in _kinds("call mum ✅ and the dentist") if isinstance(i, CompleteCommitment)]


@pytest.mark.parametrize(("said", "topic"), [
    ("our instagram got hacked 😡", "instagram"),
    ("my email was hacked", "email"),
    ("the shed roof caved in", "shed roof"),
    ("one of the bunk beds in dorm B is broken", "bunk beds in dorm B"),
    ("both of our dryers are down", "dryers"),
    ("e don spoil o, the kitchen kettle", "kitchen kettle"),
    ("its dead, the printer", "printer"),
])
def test_a_fault_said_in_other_words_opens_the_thing(said: str, topic: str) -> None:
    assert [i.topic for i in _kinds(said) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize("said", ["-25 this morning, the river is frozen solid", "the lake's frozen over",
                                  "Sam collapsed", "it's fine, the printer", "it was great, the party",
                                  "I hacked together a script"])
def test_near_misses_of_a_fault_open_nothing(said: str) -> None:
    assert not [i for i in _kinds(said) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(("said", "topic"), [("got the safe open finally", "safe"),
                                             ("got the car going finally", "car"),
                                             ("got the gate unstuck", "gate")])
def test_a_thing_got_working_again_with_a_manner_after_resolves_it(said: str, topic: str) -> None:
    assert [i.topic for i in _kinds(said) if isinstance(i, ResolveEpisode)] == [topic]


def test_a_thing_done_with_open_in_its_name_is_still_done() -> None:
    found = _kinds("got the open house flyers printed finally")
    assert [i for i in found if isinstance(i, CompleteCommitment)]
    assert not [i for i in found if isinstance(i, ResolveEpisode)]
