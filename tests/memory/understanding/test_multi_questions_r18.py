"""Several intents in one message, questions and small talk (session 18, helper R2): a list entry
labelled "add:", what someone wants said again as "that"/"them", a person named where a to-do was
done, a question asked after "remind me,", an attribute asked with its thing split another way,
and an outing wished for "sometime": the reader's readings, then what recap stores."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

read = Reading(datetime(2027, 8, 31, 9, 0, tzinfo=ZoneInfo("Europe/Berlin")), ZoneInfo("Europe/Berlin"))


def _todos(said: str) -> list[tuple[str, str | None]]:
    return [(i.action, read.when(i)) for i in read(said) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("said", "action", "due"),
    [
        ("add: pay the parking fine by fri", "pay the parking fine", "Fri 03 00:00"),
        ("also add - call the plumber tmrw", "call the plumber", "Wed 01 00:00"),
        ("new task: book the vet for thursday", "book the vet", "Thu 02 00:00"),
        ("pls add: renew the domain by the 10th", "renew the domain", "Fri 10 00:00"),
        ("add this: email Kerstin the invoice on monday", "email Kerstin the invoice", "Mon 06 00:00"),
        ("task - order toner by friday", "order toner", "Fri 03 00:00"),
        ("todo item: fix the gate latch tmrw", "fix the gate latch", "Wed 01 00:00"),
        ("add - pick up the dry cleaning sat", "pick up the dry cleaning", "Sat 04 00:00"),
    ],
)
def test_a_list_entry_labelled_add_is_a_to_do(said: str, action: str, due: str) -> None:
    assert _todos(said) == [(action, due)], read(said)


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("Ravi needs the floor plans, I'll send them over tmrw", "send the floor plans over"),
        ("Tariq asked me for the invoice, will send it monday", "send the invoice"),
        ("the client wants a quote, ill email it tmrw", "email a quote"),
        ("Mia is after the signed lease, I'll post it friday", "post the signed lease"),
        ("Jonas needs the slides, i'll bring them thursday", "bring the slides"),
        ("the landlord asked for the meter readings so I'll text them tonight", "text the meter readings"),
    ],
)
def test_what_someone_wants_is_what_the_promise_after_hands_over(said: str, action: str) -> None:
    assert [a for a, _ in _todos(said)] == [action], read(said)


@pytest.mark.parametrize(
    ("said", "wanted"),
    [
        ("Gord needs a lift, sort it tmrw", "lift"),  # "it" is the job, not the lift
        ("Ravi needs the floor plan, I'll call them tmrw", "floor plan"),  # "them": whom, not the plan
        ("the client wants a quote, ill ring them tmrw", "quote"),
    ],
)
def test_a_promise_that_hands_nothing_over_is_not_about_the_thing_wanted(said: str, wanted: str) -> None:
    actions = [a for a, _ in _todos(said)]
    assert actions and all(wanted not in a for a in actions), read(said)


@pytest.mark.parametrize(
    "said",
    [
        "we should totally do a beach day at Elegushi sometime",
        "we should do a spa weekend one of these days",
        "let's do a pub quiz night sometime soon",
        "we must go bowling at some point",
        "you and me should hit the museum someday",
        "we should def do a road trip sometime",
        "would be fun to go surfing again at some point",
        "we gotta do a girls night one day",
    ],
)
def test_an_outing_wished_for_sometime_is_small_talk(said: str) -> None:
    assert _todos(said) == [], read(said)


@pytest.mark.parametrize(
    "said",
    [
        "we should totally do a beach day at Elegushi on saturday",  # a day: a plan
        "we should renew the lease soon",  # no outing
    ],
)
def test_a_plan_with_a_day_or_no_outing_is_kept(said: str) -> None:
    assert len(_todos(said)) == 1, read(said)


async def test_what_recap_stores(tmp_path: Path) -> None:
    cases = [
        {"before": ["need to renew the parking permit by fri"],
         "say": "push the parking permit to mon and add: pay the parking fine by fri",
         "expect": {"moved": [{"action": "renew the parking permit", "due": "2027-09-06"}],
                    "commitments": [{"action": "pay the parking fine", "due": "2027-09-03"}]}},
        {"before": ["I'll send the offer letter to Emre by eod"],
         "say": "sent Emre the offer 🎉 also need to brief him on the codebase by mon",
         "expect": {"completed": ["send the offer letter to Emre"],
                    "commitments": [{"action": "brief him on the codebase", "due": "2027-09-06",
                                     "counterparty": "Emre"}]}},
        {"before": ["I'll call Farah about the venue tmrw"],
         "say": "called Farah 👍 also need to send her the floor plan by thurs",
         "expect": {"completed": ["call Farah about the venue"],
                    "commitments": [{"action": "send Farah the floor plan", "due": "2027-09-02",
                                     "counterparty": "Farah"}]}},
        {"say": "Hiro's new manager is Keiko Sato. gotta set up an intro with her by next friday",
         "expect": {"facts": [{"subject": "Hiro", "predicate": "manager", "value": "Keiko Sato"}],
                    "commitments": [{"action": "set up an intro with her", "due": "2027-09-10"}]}},
        {"before": ["Nalani was promoted to revenue manager"], "say": "remind me, what's Nalani's role these days",
         "expect": {"answer": ["revenue manager"]}},
        {"before": ["Bruno's desk is in room 4.12"], "say": "remind me: where's Bruno's desk?",
         "expect": {"answer": ["4.12"]}},
        {"before": ["the lanai wifi password is MahaloNui88"], "say": "whats the wifi password for the lanai?",
         "expect": {"answer": ["MahaloNui88"]}},
        {"before": ["the garage door code is 4471"], "say": "what's the door code for the garage?",
         "expect": {"answer": ["4471"]}},
        {"say": "we should totally do a beach day at Elegushi sometime", "expect": "nothing"},
    ]  # fmt: skip
    assert await failures(tmp_path, "2027-08-31T09:00:00+02:00", "Europe/Berlin", cases) == []


async def test_a_typo_owned_up_to_alone_corrects_nothing(tmp_path: Path) -> None:
    cases = [
        {"say": "sorry typo", "expect": "nothing"},
        {"say": "oops autocorrect lol", "expect": "nothing"},
        {"say": "my bad, typo", "expect": "nothing"},
        {"say": "whoops, fat fingers", "expect": "nothing"},
        {"before": ["Maya's role is CTO"], "say": "sorry typo, Maya's role is COO",
         "expect": {"corrected": [{"subject": "Maya", "predicate": "role", "value": "COO"}]}},
        {"before": ["need to call the dentist friday"], "say": "typo, it's thursday",
         "expect": {"moved": [{"action": "call the dentist", "due": "2027-09-02"}]}},
    ]  # fmt: skip
    assert await failures(tmp_path, "2027-08-31T09:00:00+02:00", "Europe/Berlin", cases) == []
