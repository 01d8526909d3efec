"""Second-pass lifecycle families read by the reader alone, each in wordings of its own:

- a to-do called off without its name ("I'm off the hook", "no longer needed", "knocked it on
  the head") cancels the one just talked about; plans, doubts and others let off do not;
- a move counted from the to-do's own due ("the following sunday", "the monday after", "two
  days later", "the day before") says how to count, not a date from today;
- one change said of two to-dos ("… and the vet too", "cancel both X and Y") changes each;
- a change with its reason ("conference cancelled so no hotel needed", "flight's moved to the
  9th so the airport run is the 9th too") changes the to-do that follows;
- small talk that puts right what day it is ("monday again… wait no it's tuesday lol") keeps
  and asks nothing, while "the dentist is monday… wait no it's tuesday" stays a correction.

Which commitment each means is :mod:`memory.derive`'s (``tests/memory/test_derive_lifecycle_second_families.py``).
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from memory.understanding import CancelCommitment, CorrectTime, Intent, MoveCommitment, extract
from tests.memory.understanding.test_lifecycle_read import NOW, TZ  # NOW: Monday 8 March 2027


def run(text: str) -> list[Intent]:
    return extract(text, now=NOW, tz=TZ)


@pytest.mark.parametrize(
    "said",
    [
        "I'm off the hook", "off the hook for that now 🙌", "no longer needed", "that one's not needed any more",
        "thats not happening", "not happening anymore lol", "we called it off", "jun-ho called it off last night",
        "knocked it on the head", "knocked that on the head tbh", "it's been called off", "pulled the plug on it",
        "emeka found someone else so I'm off the hook for sunday",
    ],
)  # fmt: skip
def test_a_cancel_without_a_name_is_of_the_one_just_talked_about(said: str) -> None:
    assert run(said) == [CancelCommitment("that")]


def test_off_the_hook_for_a_thing_names_that_thing() -> None:
    assert run("Rahel's moved to Leeds so i'm off the hook for the leaving drinks") == [
        CancelCommitment("leaving drinks")
    ]


@pytest.mark.parametrize(
    "said",
    [
        "gonna call it off", "might knock it on the head", "he's off the hook", "you're off the hook",
        "happening now", "the party is happening", "hopefully i'm off the hook",
    ],
)  # fmt: skip
def test_plans_doubts_and_others_let_off_cancel_nothing(said: str) -> None:
    assert not any(isinstance(i, CancelCommitment) for i in run(said))


@pytest.mark.parametrize(
    ("said", "target", "weekday"),
    [
        ("push it to the following sunday", "that", 6),
        ("bake sale's been moved to the following friday", "bake sale", 4),
        ("Kwabena's leaving do is now the following thursday", "Kwabena's leaving do", 3),
        ("we'll visit gran the following sunday instead", "visit gran", 6),
        ("shosho wants us to come the following sunday instead", "shosho", 6),
        ("nadia's away, i'll ring her the monday after", "ring nadia", 0),
        ("Tariq is off sick, I'll visit him the tuesday after that", "visit Tariq", 1),
    ],
)
def test_the_following_weekday_is_counted_from_the_due(said: str, target: str, weekday: int) -> None:
    [move] = [i for i in run(said) if isinstance(i, MoveCommitment)]  # "Tariq is off sick" may be a fact too
    assert (move.action, move.weekday_after, move.shift) == (target, weekday, None)


@pytest.mark.parametrize(
    ("said", "target", "days"),
    [
        ("make it two days after that", "that", 2),
        ("move the dentist to the day before", "dentist", -1),
        ("bump the MOT back to the week after", "MOT", 7),
        ("the recital got pushed to three days later", "recital", 3),
        ("can we move the smear test to a week earlier", "smear test", -7),
    ],
)
def test_an_amount_later_or_before_is_counted_from_the_due(said: str, target: str, days: int) -> None:
    [move] = run(said)
    assert isinstance(move, MoveCommitment)
    assert (move.action, move.shift) == (target, timedelta(days=days))


def test_the_monday_after_next_is_a_date_of_its_own() -> None:
    [move] = run("push the vet to the monday after next")
    assert isinstance(move, MoveCommitment) and move.weekday_after is None and move.shift is None


@pytest.mark.parametrize(
    ("said", "kind", "targets"),
    [
        ("move the dentist to tuesday and the vet too", MoveCommitment, ["dentist", "vet"]),
        ("push the MOT and the car wash to friday", MoveCommitment, ["MOT", "car wash"]),
        ("bump the school run to thurs, the swimming lesson too", MoveCommitment, ["school run", "swimming lesson"]),
        ("both the parents evening and the nativity got moved to next tues", MoveCommitment,
         ["parents evening", "nativity"]),
        ("cancel both the gym and the pool", CancelCommitment, ["gym", "pool"]),
        ("the quiz and the raffle are both cancelled", CancelCommitment, ["quiz", "raffle"]),
        ("pls cancel the yoga class and the pilates class", CancelCommitment, ["yoga class", "pilates class"]),
    ],
)  # fmt: skip
def test_one_change_said_of_two_to_dos_changes_each(said: str, kind: type, targets: list[str]) -> None:
    found = run(said)
    assert [type(i) for i in found] == [kind, kind]
    assert [i.action for i in found] == targets  # type: ignore[union-attr]
    if kind is MoveCommitment:
        assert found[0].due == found[1].due  # type: ignore[union-attr]


def test_a_thing_named_with_and_is_one_to_do() -> None:
    assert run("cancel the fish and chips order") == [CancelCommitment("fish and chips order")]


@pytest.mark.parametrize(
    ("said", "target"),
    [
        ("conference cancelled so no hotel needed", "hotel"),
        ("the trip is off so the hotel isn't needed", "hotel"),
        ("the match is off so we don't need the minibus", "minibus"),
        ("Aroha's wedding got postponed, so no need to book the B&B", "book the B&B"),
        ("it's raining so the bbq is off", "bbq"),
    ],
)
def test_a_reason_then_what_is_no_longer_needed_cancels_it(said: str, target: str) -> None:
    assert run(said) == [CancelCommitment(target)]


@pytest.mark.parametrize(
    ("said", "target", "day"),
    [
        ("flight's moved to the 9th so the airport run is the 9th too", "airport run", 9),
        ("flight's moved to the 9th so move the airport run too", "airport run", 9),
        ("Yusuf's recital got moved to the 12th, so push the haircut too", "haircut", 12),
        ("the gig is now the 13th so the babysitter is then too", "babysitter", 13),
    ],
)
def test_a_move_then_what_follows_it_moves_that_too(said: str, target: str, day: int) -> None:
    [move] = run(said)
    assert isinstance(move, MoveCommitment) and move.action == target
    assert move.due.start.astimezone(TZ).day == day


@pytest.mark.parametrize(
    "said",
    [
        "monday again tomorrow... wait no it's tuesday lol", "tomorrow's friday! oh wait, it's only thursday 😩",
        "ugh monday again... oh no wait it's a bank holiday, phew", "is it friday yet? nope, it's only wednesday smh",
        "thought today was saturday, nah its friday haha", "feliz dia dos namorados? no, thats june here lol",
        "happy thanksgiving? no, that's october here 🇨🇦",
    ],
)  # fmt: skip
def test_small_talk_putting_the_day_right_keeps_nothing(said: str) -> None:
    assert run(said) == []


def test_a_thing_named_before_the_day_is_put_right_stays_a_correction() -> None:
    assert any(isinstance(i, CorrectTime) for i in run("the dentist is monday... wait no it's tuesday"))
