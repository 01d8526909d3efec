"""Tests for what a bare correction's words give and what a to-do's words point at: fillers
never in a value, "I meant …", "wrong person", "the other way round", apologies that correct
nothing, "never mind", value kinds, and to-dos whose "it"/"her" name nothing (pure reading)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CorrectTime,
    CorrectValue,
    NewCommitment,
    Unclear,
    dangling,
    extract,
    never_mind,
)
from memory.understanding._correction_swap import OTHER_WAY
from memory.understanding._not_corrections import not_a_correction
from memory.understanding.value_kind import same_kind, value_kind

TZ = ZoneInfo("Europe/Berlin")
NOW = datetime(2027, 5, 10, 9, 30, tzinfo=TZ)  # a Monday


def _read(text: str) -> list[object]:
    return list(extract(text, now=NOW, tz=TZ))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("right, Bangalore", "Bangalore"),
        ("ok, Abu Dhabi", "Abu Dhabi"),
        ("no wait, right, Kraków", "Kraków"),
        ("oh sorry, Bangalore", "Bangalore"),
        ("hmm, my bad, Bangalore", "Bangalore"),
        ("erm it's Bangalore", "Bangalore"),
        ("no I mean Bangalore", "Bangalore"),
        ("sorry, I mean it's Leeds", "Leeds"),
        ("I meant Bangalore", "Bangalore"),
        ("meant Valparaíso", "Valparaíso"),
        ("no — 2 of them", "2"),
    ],
)
def test_fillers_and_frames_are_never_part_of_the_value(text: str, value: str) -> None:
    assert _read(text) == [CorrectValue("", "", value)]


@pytest.mark.parametrize(
    "text", ["ok, friday", "right, thanks", "ok cool", "right, Monday it is", "ok, Sarah will do it", "I meant it",
             "I meant the one we talked about", "I meant to ask, how was the trip"],
)
def test_fillers_alone_before_no_value_correct_nothing(text: str) -> None:
    assert not any(isinstance(i, CorrectValue | CorrectTime) for i in _read(text))


def test_i_meant_a_date_corrects_a_date() -> None:
    [found] = _read("I meant thursday")
    assert isinstance(found, CorrectTime) and found.new is not None
    assert found.new.start.astimezone(TZ).date().isoformat() == "2027-05-13"


def test_i_meant_a_thing_named_with_the_is_a_value() -> None:
    assert _read("I meant the payments team") == [CorrectValue("", "", "payments team")]


@pytest.mark.parametrize("text", ["sorry wrong person, it's Gwen", "no, wrong guy — Tariq", "oops wrong name, Ines"])
def test_a_wrong_person_is_asked_about_not_stored_as_a_value(text: str) -> None:
    [found] = _read(text)
    assert isinstance(found, Unclear) and "Whose" in found.question


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("other way round actually, email over calls", "email over calls"),
        ("no, the other way around: calls rather than email", "calls over email"),
        ("it's the other way round, tea over coffee", "tea over coffee"),
    ],
)
def test_the_other_way_round_corrects_a_preference(text: str, value: str) -> None:
    """The pair as said; what the preference then holds is memory.value_targets' to say."""
    assert _read(text) == [CorrectValue("", "preference", value)]


def test_the_other_way_round_alone_turns_the_stored_pair() -> None:
    assert _read("the other way around") == [CorrectValue("", "preference", OTHER_WAY)]


@pytest.mark.parametrize(
    "text",
    ["sorry, wrong chat", "oops wrong thread lol", "sorry for the late reply", "sorry about the delay", "no worries",
     "no worries, thanks!", "no, that's fine", "no problem at all", "ignore that", "sorry, didn't mean to send that"],
)
def test_apologies_and_reassurances_are_no_correction(text: str) -> None:
    assert not_a_correction(text)
    assert _read(text) == []


@pytest.mark.parametrize("text", ["sorry, Porto", "no, thursday", "sorry, meant the 21st", "wait no, 4pm"])
def test_real_corrections_are_not_taken_for_apologies(text: str) -> None:
    assert not not_a_correction(text)


@pytest.mark.parametrize("text", ["actually never mind", "never mind", "nvm", "oh, scratch that", "ignore my last"])
def test_never_mind_alone_takes_back(text: str) -> None:
    assert never_mind(text)


@pytest.mark.parametrize("text", ["never mind the invoice, Omar paid it", "nvm about the flowers"])
def test_never_mind_about_a_thing_is_not_a_take_back(text: str) -> None:
    assert not never_mind(text)


@pytest.mark.parametrize(
    ("value", "kind"),
    [("Porto", "name"), ("Abu Dhabi", "name"), ("$850", "number"), ("0151 234 5679", "number"), ("€102k", "number"),
     ("head of marketing", "role"), ("CFO", "role"), ("puffin2028", "code"), ("payments", "words"),
     ("30 min", "span"), ("half an hour", "span"), ("2-3 days", "span"), ("90 mins", "span"), ("an hour", "span"),
     ("1.5 hrs", "span"), ("a few weeks", "span")],
)
def test_value_kinds(value: str, kind: str) -> None:
    assert value_kind(value) == kind


def test_a_place_never_replaces_a_role_or_a_number() -> None:
    assert same_kind("Porto", "Lisbon") and same_kind("porto", "Lisbon")
    assert not same_kind("Porto", "head of design")
    assert not same_kind("Porto", "$950")
    assert not same_kind("Gwen", "office manager")


@pytest.mark.parametrize("span", ["30 min", "45 mins", "half an hour", "2 hrs", "ten days"])
def test_a_length_of_time_never_replaces_a_name(span: str) -> None:
    assert not same_kind(span, "Priyanka") and not same_kind(span, "Lisbon") and not same_kind(span, "the ops team")
    assert same_kind(span, "40 min")


def _todo(text: str) -> NewCommitment:
    found = [i for i in _read(text) if isinstance(i, NewCommitment)]
    assert len(found) == 1, _read(text)
    return found[0]


@pytest.mark.parametrize(
    ("text", "pointing"),
    [
        ("need to send it to her tomorrow", ("it", "her")),
        ("pay the guy for the thing", ("the guy", "the thing")),
        ("call him back tomorrow", ("him",)),
        ("gotta chase them up friday", ("them",)),
        ("remember to pick it up tomorrow", ("it",)),
    ],
)
def test_a_todo_whose_words_point_at_nothing(text: str, pointing: tuple[str, ...]) -> None:
    assert dangling(_todo(text), text, now=NOW, tz=TZ) == pointing


@pytest.mark.parametrize(
    "text",
    [
        "the budget's in, I'll review it by fri",
        "my sister's moving, I'll help her move saturday",
        "I'll call the guy about the boiler tomorrow",
        "review her CV tomorrow",
        "I'll send Björn the spec tomorrow",
    ],
)
def test_a_todo_that_names_what_it_is_about(text: str) -> None:
    assert dangling(_todo(text), text, now=NOW, tz=TZ) == ()
