"""Someone else calling a thing off ("dentist cancelled on me, rebooking for jan"): the thing is
cancelled, never done, and booking it again is a to-do named by it; a call back ("broker called
back, all sorted") finishes the to-do to call them, and "all sorted" after it is no second thing."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CancelCommitment, CompleteCommitment, NewCommitment, ResolveEpisode
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2026, 12, 2, 8, 5, tzinfo=LONDON), LONDON)
PLAYED_NOW = "2026-12-02T08:05:00+00:00"


@pytest.mark.parametrize(
    ("text", "by", "todo"),
    [
        ("dentist cancelled on me, rebooking for jan", "dentist", "rebook the dentist"),
        ("hairdresser cancelled on me, need to rebook", "hairdresser", "rebook the hairdresser"),
        ("physio cancelled on me, rebooking for next week", "physio", "rebook the physio"),
        ("Sam cancelled on me, will rebook", "Sam", "rebook with Sam"),
        ("dentist cancelled, gotta reschedule", "dentist", "reschedule the dentist"),
        ("Tom cancelled lunch, we'll rebook for next week", "Tom", "rebook lunch with Tom"),
        ("the dentist cancelled my appointment, need to rebook for january", "dentist",
         "rebook the dentist appointment"),
    ],
)
def test_called_off_by_them_then_rebooked(text: str, by: str, todo: str) -> None:
    found = read(text)
    assert [i.by for i in found if isinstance(i, CancelCommitment)] == [by]
    assert [(i.action, i.due) for i in found if isinstance(i, NewCommitment)] == [(todo, None)]
    assert not any(isinstance(i, CompleteCommitment) for i in found)


@pytest.mark.parametrize("text", ["plumber cancelled on us again", "dentist cancelled on me", "the vet cancelled"])
def test_called_off_by_them_alone(text: str) -> None:
    found = read(text)
    assert [type(i) for i in found] == [CancelCommitment]


@pytest.mark.parametrize(
    "text",
    [
        "gym cancelled",  # a thing called off, no one who did it: no to-do to rebook
        "I cancelled the dentist, no need to rebook",
        "rebook the dentist for jan",  # a to-do of its own, with nothing called off
    ],
)
def test_no_rebooking_named_from_nothing(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) and i.action.startswith("rebook the") and "dentist" not in text
                   for i in read(text))  # fmt: skip
    assert not any(isinstance(i, NewCommitment) and i.action == "rebook the gym" for i in read(text))


@pytest.mark.parametrize(
    "text", ["broker called back", "the bank called back", "mum rang me back", "Sipho texted me back"]
)
def test_called_back_is_no_issue_resolved(text: str) -> None:
    assert not any(isinstance(i, ResolveEpisode) for i in read(text))


@pytest.mark.parametrize("text", ["the server came back", "wifi's back", "the VPN came back up"])
def test_things_coming_back_are_still_fixed(text: str) -> None:
    assert [type(i) for i in read(text)] == [ResolveEpisode]


@pytest.mark.parametrize("text", ["all sorted", "all done", "everything's sorted now"])
def test_a_verdict_alone_is_the_to_do_talked_about(text: str) -> None:
    assert [(type(i), getattr(i, "action", None)) for i in read(text)] == [(CompleteCommitment, "that")]


def _case(before: list[str], say: str, expect: dict[str, object]) -> dict[str, object]:
    return {"before": before, "say": say, "expect": expect}


async def test_played(tmp_path: Path) -> None:
    cases = [
        _case(["dentist appt thurs 2pm"], "dentist cancelled on me, rebooking for jan",
              {"cancelled": ["dentist appt"], "commitments": [{"action": "rebook the dentist"}]}),
        _case(["gotta call the broker tmrw"], "broker called back, all sorted", {"completed": ["call the broker"]}),
        _case(["gotta call the broker tmrw"], "the broker called me back, all good",
              {"completed": ["call the broker"]}),
        _case(["email Omar the deck by fri"], "Omar got back to me, done and dusted",
              {"completed": ["email Omar the deck"]}),
        _case(["ring the plumber about the quote"], "plumber rang back, all sorted",
              {"completed": ["ring the plumber about the quote"]}),
        _case(["renew the car tax"], "car tax renewed, all done", {"completed": ["renew the car tax"]}),
    ]
    assert await failures(tmp_path, PLAYED_NOW, "Europe/London", cases) == []


async def test_played_replies_hold_no_second_thing(tmp_path: Path) -> None:
    """ "broker called back, all sorted" says nothing of a to-do called "all"."""
    import yaml

    from bot.understanding_bench import load_corpus, run  # the reply, not only what was kept

    corpus = tmp_path / "cases.yaml"
    case = _case(["gotta call the broker tmrw"], "broker called back, all sorted", {"completed": ["call the broker"]})
    corpus.write_text(yaml.safe_dump({"now": PLAYED_NOW, "timezone": "Europe/London", "cases": [case]}))
    report = await run(load_corpus([corpus]), home=tmp_path / "home", reader_runs=1)
    (result,) = report.results
    assert "“all”" not in result.reply
