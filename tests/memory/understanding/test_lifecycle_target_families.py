"""Lifecycle families whose to-do is named by a part, a related form or the words around it,
read by the reader alone (which open to-do each means is :mod:`memory.derive`'s; see
``tests/memory/test_commitment_targets.py``):

- someone's leave that moves a due ("gave us till the 21st to confirm", "says friday is fine");
- "<thing> can wait, <day>": the day after the comma moves the thing;
- a move whose new time is said only in its reason ("can only do 6pm, moving the pickup");
- "no need (anymore)", "so I don't need to" after a reason that names the to-do or someone
  else doing it ("Ahmed's getting Noor today");
- "not <verb>ing after all" as a cancel; "had the <gathering>" as done;
- a payment app made a verb ("venmo'd"), a job's participle alone ("paid"), a lone "w";
- "move that" with no day: a question, never a move.
"""

from __future__ import annotations

import pytest

from memory.understanding import CancelCommitment, CompleteCommitment, Intent, MoveCommitment, Unclear, extract
from tests.memory.understanding.test_lifecycle_read import NOW, TZ, _day  # NOW: Monday 8 March 2027


def run(text: str) -> list[Intent]:
    return extract(text, now=NOW, tz=TZ)


def _move(text: str) -> MoveCommitment:
    [found] = run(text)
    assert isinstance(found, MoveCommitment), found
    return found


@pytest.mark.parametrize(
    ("said", "target", "day"),
    [
        ("the scaffolding firm gave us till the 19th to sign", "sign scaffolding", "2027-03-19"),
        ("they gave me until friday for the grant budget", "grant budget", "2027-03-12"),
        ("Mrs Okonkwo gave me an extra week on the essay till monday", "essay", "2027-03-15"),
        ("the bank gave me until march 23 to send the docs", "send the docs", "2027-03-23"),
        ("landlord's given us till the 29th", "landlord", "2027-03-29"),
        ("Björn says no rush, thursday is fine", "Björn", "2027-03-11"),
        ("the client said no hurry - the 22nd is ok", "client", "2027-03-22"),
        ("my supervisor gave us an extension till the 26th", "supervisor", "2027-03-26"),
        ("they've given us till the 26th", "that", "2027-03-26"),
        ("told the landlord and he gave us till the 26th", "that", "2027-03-26"),
    ],
)
def test_someones_leave_moves_the_todo_it_names(said: str, target: str, day: str) -> None:
    move = _move(said)
    assert (move.action, _day(move)) == (target, day)
    # none named by those words: recap asks which to-do, never a new one (a pronoun: the one just talked about)
    assert (isinstance(move.otherwise, Unclear) and move.otherwise.proposal is None) or move.action == "that"


@pytest.mark.parametrize(
    ("said", "target", "day"),
    [
        ("council can wait, do it wednesday instead", "council", "2027-03-10"),
        ("the gutters can hold off - saturday", "gutters", "2027-03-13"),
        ("Siobhan's card can wait; thursday", "Siobhan's card", "2027-03-11"),
        ("insurance call will have to wait, ringing them friday", "insurance call", "2027-03-12"),
        ("mowing can wait, doing it fri instead", "mowing", "2027-03-12"),
        ("oil change can wait till the saturday after", "oil change", "2027-03-13"),
    ],
)
def test_a_todo_that_can_wait_moves_to_the_day_said_after_it(said: str, target: str, day: str) -> None:
    move = _move(said)
    assert move.action == target
    assert _day(move) == day or move.weekday_after is not None  # "the saturday after": from its due


def test_the_saturday_after_counts_from_the_todos_due() -> None:
    assert _move("the vet visit could wait until the following monday").weekday_after == 0


@pytest.mark.parametrize(
    ("said", "target"),
    [
        ("bakery can only do 6pm, moving the pickup", "pickup"),
        ("mum's only free sunday so shifting the visit", "visit"),
        ("the garage has a slot on thursday, moving the MOT", "MOT"),
        ("Kwabena can only make 4:30 so rescheduling the sync", "sync"),
    ],
)
def test_a_move_takes_the_one_time_its_reason_says(said: str, target: str) -> None:
    assert _move(said).action == target


@pytest.mark.parametrize(
    "said",
    [
        "Ade is free tue or wed, moving the 1:1",
        "it's raining, moving the bbq",
        "the car wash can wait, it's raining",
        "the hall's booked at 3, moving the rehearsal",
        "it's a bank holiday monday, moving the standup",
    ],
)
def test_a_move_with_no_one_time_moves_nothing(said: str) -> None:
    assert not [i for i in run(said) if isinstance(i, MoveCommitment)]


@pytest.mark.parametrize(
    ("said", "target"),
    [
        ("Ahmed's getting Noor today so i dont need to", "get Noor"),
        ("Mum's picking up the cake tomorrow, so I don't need to", "pick up the cake"),
        ("the kids are walking the dog tonight so no need", "walk the dog"),
        ("Tomás is handling the invoices now, so i won't have to", "handle the invoices"),
        ("neighbours are back, no need anymore", "neighbours"),
        ("the refund came through, no need anymore", "refund"),
    ],
)
def test_no_need_cancels_the_todo_its_reason_names(said: str, target: str) -> None:
    assert run(said) == [CancelCommitment(target)]


@pytest.mark.parametrize("said", ["I'm tired, no need", "it's sunny, no need", "lol no need"])
def test_no_need_after_a_reason_naming_nothing_cancels_nothing(said: str) -> None:
    assert not [i for i in run(said) if isinstance(i, CancelCommitment)]


@pytest.mark.parametrize(
    ("said", "target"),
    [
        ("we're not renewing after all, moving out in april", "renew"),
        ("not hiring a van after all", "hire a van"),
        ("not booking the hotel after all, staying with Aunty Efua", "book the hotel"),
        ("nah we're not extending the lease after all", "extend the lease"),
        ("i'm not entering the 10k after all!", "enter the 10k"),
    ],
)
def test_not_doing_it_after_all_cancels_that_todo(said: str, target: str) -> None:
    assert run(said) == [CancelCommitment(target)]


@pytest.mark.parametrize(
    ("said", "target"),
    [
        ("had the 1:1 w Alejandro", "1:1 with Alejandro"),
        ("had the meeting with Omar on monday", "meeting with Omar"),
        ("had lunch w Sade yesterday", "lunch with Sade"),
        ("had a call with the bank at 3", "call with the bank"),
        ("we had the viewing, went fine", "viewing"),
        ("just had my dentist appt", "dentist appt"),
        ("had the kickoff w Mei Ling, went great", "kickoff with Mei Ling"),
    ],
)
def test_a_gathering_held_completes_its_todo(said: str, target: str) -> None:
    assert run(said) == [CompleteCommitment(target, past_tense=True)]


@pytest.mark.parametrize("said", ["had a cold all week", "had pasta for lunch", "had enough of this weather"])
def test_having_no_gathering_completes_nothing(said: str) -> None:
    assert not [i for i in run(said) if isinstance(i, CompleteCommitment)]


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("paynow'd Hiroshi", "paid Hiroshi"),
        ("Venmoed the babysitter", "paid the babysitter"),
        ("zelle'd mom for the tickets", "paid mom for the tickets"),
        ("revolut’d Aoife the deposit", "paid Aoife the deposit"),
        ("mpesa'd Wanjiru", "paid Wanjiru"),
    ],
)
def test_a_payment_app_made_a_verb_is_paid(said: str, action: str) -> None:
    [done] = run(said)
    assert isinstance(done, CompleteCommitment) and done.action == action


@pytest.mark.parametrize(("said", "verb"), [("paid", "paid"), ("just booked!", "booked"), ("Emailed.", "emailed"),
                                            ("we finally posted", "posted"), ("rung", "rung")])
def test_a_jobs_participle_alone_names_the_todo_by_its_verb(said: str, verb: str) -> None:
    assert run(said) == [CompleteCommitment(verb, past_tense=True)]


@pytest.mark.parametrize("said", ["out", "closed", "ready"])
def test_a_state_alone_is_no_job_done(said: str) -> None:
    assert not [i for i in run(said) if isinstance(i, CompleteCommitment) and i.action == said]


@pytest.mark.parametrize("said", ["done w kofi's letter", "done w/ Kofi's letter", "done with kofi's letter"])
def test_a_lone_w_before_a_possessive_is_with(said: str) -> None:
    [done] = run(said)
    assert isinstance(done, CompleteCommitment) and done.action.lower() == "kofi's letter"


@pytest.mark.parametrize("said", ["move that", "postpone this one", "Push it.", "let's reschedule it"])
def test_a_move_with_no_day_asks_when(said: str) -> None:
    [found] = run(said)
    assert isinstance(found, Unclear) and found.proposal is None
