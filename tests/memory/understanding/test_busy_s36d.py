"""Session 36 (busy people outside the corpora): facts and questions as a parent, a founder, a
shift worker type them.

- "nana's now living w/ aunty jo in newcastle": where she lives (newcastle), with whom said
  before where; never a role "living with aunty jo in newcastle".
- "marta's now at a16z not sequoia": a change, the words after "not" the value before; never a
  value "a16z not sequoia".
- "im now not sure abt sam", "sam's now no longer at acme": "now" before a negation names no role.
- "mia's temp's gone she's back at school": a second clause run on; no role "temp's gone …".
- "what do i owe for netball": what the money is for, never a person "For Netball".
- "rota's out", "exam results are out": published, never an outage when no to-do matches.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CancelCommitment,
    CompleteCommitment,
    NewCommitment,
    OpenEpisode,
    Question,
    ResolveEpisode,
    StateClaim,
    Unclear,
    extract,
)

TZ = ZoneInfo("Australia/Sydney")
NOW = datetime(2026, 12, 8, 14, tzinfo=TZ)


def _claims(said: str) -> list[StateClaim]:
    return [i for i in extract(said, now=NOW, tz=TZ) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("said", "subject", "place"),
    [
        ("nana's now living w/ aunty jo in newcastle", "nana", "newcastle"),
        ("nana is living with aunty jo in newcastle now", "nana", "newcastle"),
        ("Omar lives with his parents in Dubai", "Omar", "Dubai"),
        ("Priya's staying with her sister in Leeds now", "Priya", "Leeds"),
    ],
)
def test_living_with_someone_somewhere_is_where(said: str, subject: str, place: str) -> None:
    claims = _claims(said)
    assert [(c.subject, c.predicate, c.value) for c in claims] == [(subject, "location", place)], said


@pytest.mark.parametrize(
    "said",
    ["nana's living with us now", "nana's now living with dementia", "Tom is staying with us in March"],
)
def test_living_with_and_no_place_is_no_role(said: str) -> None:
    assert not [c for c in _claims(said) if c.predicate == "role"], said


@pytest.mark.parametrize(
    ("said", "predicate", "value", "old"),
    [
        ("marta's now at a16z not sequoia", "location", "a16z", "sequoia"),
        ("marta's now at a16z, not sequoia", "location", "a16z", "sequoia"),
        ("tomas is in madrid now, not lisbon", "location", "madrid", "lisbon"),
        ("marta works at a16z now not sequoia", "employer", "a16z", "sequoia"),
        ("nana's now living w/ aunty jo in newcastle not sydney", "location", "newcastle", "sydney"),
    ],
)
def test_now_a_not_b_is_a_change_from_b(said: str, predicate: str, value: str, old: str) -> None:
    claims = _claims(said)
    assert [(c.predicate, c.value, c.old_value) for c in claims] == [(predicate, value, old)], said


@pytest.mark.parametrize(
    "said",
    [
        "im now not sure abt sam",
        "sam is now not coming",
        "sam's now no longer at acme",
        "mia's temp's gone she's back at school",
        "leo's fever's gone he's fine now",
    ],
)
def test_negation_or_run_on_clause_is_no_role(said: str) -> None:
    assert not [c for c in _claims(said) if c.predicate == "role"], said


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("sam's the new temp", "temp"),
        ("sam is now the new temp, she's great", "temp"),
        ("sam is now head of sales", "head of sales"),
        ("kemi's the driver's mate", "driver's mate"),
    ],
)
def test_roles_stay_read(said: str, value: str) -> None:
    assert [c.value for c in _claims(said) if c.predicate == "role"] == [value], said


@pytest.mark.parametrize(
    "said", ["what do i owe for netball", "anything i owe for netball?", "how much do i owe for the school trip"]
)
def test_owed_for_a_thing_names_no_person(said: str) -> None:
    asked = [i for i in extract(said, now=NOW, tz=TZ) if isinstance(i, Question)]
    assert asked and all(not (q.kind == "owed" and q.subject) for q in asked), said


@pytest.mark.parametrize("said", ["what do i owe sam", "what do i owe Forbes"])
def test_owed_to_someone_stays(said: str) -> None:
    asked = [i for i in extract(said, now=NOW, tz=TZ) if isinstance(i, Question)]
    assert [q.kind for q in asked] == ["owed"], said


@pytest.mark.parametrize(
    "said",
    ["rota's out", "the new roster is out", "exam results are out", "timetable for next term is out"],
)
def test_published_is_no_outage(said: str) -> None:
    for intent in extract(said, now=NOW, tz=TZ):
        assert not isinstance(intent, OpenEpisode), said
        assert not (isinstance(intent, CompleteCommitment) and intent.otherwise is not None), said


@pytest.mark.parametrize("said", ["the power's out", "hot water's out", "the printer's out"])
def test_supplies_and_machines_out_stay_outages(said: str) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert any(
        isinstance(i, OpenEpisode) or (isinstance(i, CompleteCommitment) and i.otherwise is not None) for i in found
    ), said


@pytest.mark.parametrize(
    "said",
    [
        "actually the swap w hemi fell thru, back on sat",
        "the swap fell through, back on sat",
        "swap fell thru so im back on sat",
        "the viewing fell apart, back to square one on monday",
    ],
)
def test_a_plan_fallen_through_is_no_todo(said: str) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert not [i for i in found if isinstance(i, NewCommitment)], said
    assert not [i for i in found if isinstance(i, Unclear) and i.proposal is not None], said


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("the deal fell apart, need to call the lawyer tmrw", "call the lawyer"),
        ("the sale didn't go ahead, relist the flat monday", "relist the flat"),
        ("make sure the deal doesn't fall through by fri", "make sure the deal doesn't fall through"),
    ],
)
def test_todos_beside_a_plan_fallen_through_stay(said: str, action: str) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert [i.action for i in found if isinstance(i, NewCommitment)] == [action], said


@pytest.mark.parametrize(
    ("said", "actions"),
    [
        ("so scratch the tempo wed and intervals fri", ["tempo", "intervals"]),
        ("cancel the gym tmrw and swim sat", ["gym", "swim"]),
        ("cancel the gym on monday and pilates on thurs", ["gym", "pilates"]),
        ("scratch the tempo and the intervals", ["tempo", "intervals"]),
    ],
)
def test_called_off_each_with_its_day(said: str, actions: list[str]) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert [i.action for i in found if isinstance(i, CancelCommitment)] == actions, said
    assert not [i for i in found if isinstance(i, NewCommitment)], said


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("cancel the duplicate freight booking by tmrw", "cancel the duplicate freight booking"),
        ("cancel the booking before fri", "cancel the booking"),
    ],
)
def test_cancelling_by_a_deadline_is_a_todo(said: str, action: str) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert [i.action for i in found if isinstance(i, NewCommitment)] == [action], said
    assert not [i for i in found if isinstance(i, CancelCommitment)], said


@pytest.mark.parametrize(
    ("said", "action", "day"),
    [
        ("plumber cancelled, now monday", "plumber", 14),
        ("the plumber cancelled, coming monday instead", "plumber", 14),
        ("physio cancelled on me, now thurs 3pm", "physio", 10),
        ("physio cancelled, so it's now friday", "physio", 11),
    ],
)
def test_called_off_and_set_again_is_a_move(said: str, action: str, day: int) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert [(i.action, i.due.start.astimezone(TZ).day) for i in found] == [(action, day)], said


@pytest.mark.parametrize(
    "said",
    [
        "plumber cancelled, monday",
        "the gym class got cancelled, now i have a free evening",
        "plumber cancelled, now i need to find another one",
    ],
)
def test_called_off_without_a_new_slot_moves_nothing(said: str) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert any(isinstance(i, CancelCommitment) for i in found), said
    assert not [i for i in found if type(i).__name__ == "MoveCommitment"], said


@pytest.mark.parametrize(
    ("said", "action"),
    [
        (
            "jake needs his permission slip signed for the field trip by thurs",
            "get his permission slip signed for the field trip",
        ),
        ("adaeze wants the sheet updated for the audit by fri", "get the sheet updated for the audit"),
        ("jake needs his permission slip signed by thurs", "get his permission slip signed"),
        ("sam needs the van fixed for 2pm", "get the van fixed"),
    ],
)
def test_a_wish_for_a_thing_done_is_a_todo_never_done(said: str, action: str) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert [i.action for i in found if isinstance(i, NewCommitment)] == [action], said
    assert not [i for i in found if isinstance(i, CompleteCommitment | ResolveEpisode)], said


@pytest.mark.parametrize(
    "said", ["ana wants the kitchen painted for the party", "the boss needs the van fixed"]
)
def test_an_undated_wish_is_nothing_done(said: str) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert not [i for i in found if isinstance(i, CompleteCommitment | ResolveEpisode)], said


@pytest.mark.parametrize(
    "said", ["permission slip signed for the field trip", "signed jake's permission slip", "the van's fixed"]
)
def test_done_and_fixed_stay(said: str) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert [i for i in found if isinstance(i, CompleteCommitment | ResolveEpisode)], said


@pytest.mark.parametrize(
    ("said", "done"),
    [
        ("power company done, mail redirect too", ["power company", "mail redirect"]),
        ("paid the gas bill, water bill too", ["paid the gas bill", "water bill"]),
        ("got the uniform, the shoes as well", ["got the uniform", "shoes"]),
    ],
)
def test_a_thing_too_after_a_done_report_is_done(said: str, done: list[str]) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert [i.action for i in found if isinstance(i, CompleteCommitment)] == done, said
    assert not [i for i in found if isinstance(i, Unclear | NewCommitment)], said


@pytest.mark.parametrize(
    ("said", "kinds"),
    [
        ("need to pay the gas bill, water bill too", {NewCommitment}),
        ("paid the gas bill, called jo too", {CompleteCommitment}),
        ("tomas moved to leeds, ana too", {StateClaim}),
    ],
)
def test_too_after_no_done_report_is_not_done(said: str, kinds: set[type]) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert {type(i) for i in found} <= kinds, said
    assert not [i for i in found if isinstance(i, CompleteCommitment) and i.action in ("water bill", "ana")], said


@pytest.mark.parametrize(
    "said",
    ["nina moved to a new studio", "nina moved to a bigger flat", "nina moved to a new studio, she's at casa nove now"],
)
def test_a_kind_of_place_moved_to_names_no_location(said: str) -> None:
    assert not [c for c in _claims(said) if c.predicate == "location" and c.value in ("studio", "bigger flat")], said


@pytest.mark.parametrize(
    ("said", "place"),
    [
        ("nina moved to Casa Nove", "Casa Nove"),
        ("tom moved to the london office", "london office"),
        ("nina moved to a flat above the bakery", "flat above the bakery"),
    ],
)
def test_a_named_place_moved_to_stays(said: str, place: str) -> None:
    assert [c.value for c in _claims(said) if c.predicate == "location"] == [place], said
