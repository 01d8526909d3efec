"""Families of corrections and facts from the blind12 failures, each with wordings of its own:
subjects typed without their apostrophe, values put right by the wrong one, clock pairs led by a
verb, denied dates, "I meant" promises, agreements, autocorrect gripes, attributes called by
another name, and facts of a named unit's head, a workplace, a preference's scope."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CorrectTime, CorrectValue, MoveCommitment, StateClaim
from memory.understanding._correction_part import with_part
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

TZ = ZoneInfo("Australia/Sydney")
read = Reading(datetime(2026, 12, 24, 9, 15, tzinfo=TZ), TZ)


@pytest.mark.parametrize(
    ("stored", "old", "new", "value"),
    [
        ("22 Smith St, Fitzroy", "Smith", "22 Smyth St", "22 Smyth St, Fitzroy"),
        ("22 Smith St, Fitzroy", "Smith", "Smyth", "22 Smyth St, Fitzroy"),
        ("Flat 3, 12 Smith St", "Smith", "Smyth St", "Flat 3, 12 Smyth St"),
        ("Bondi Public", "Bondi", "Bronte Public", "Bronte Public"),
        ("head of cardiology", "cardiology", "neurology", "head of neurology"),
    ],
)
def test_a_part_put_right_keeps_the_rest_and_its_commas(stored: str, old: str, new: str, value: str) -> None:
    assert with_part(stored, old, new) == value


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("no, harpers surname is Ngo", "harper", "surname", "Ngo"),
        ("sorry, dylans email is dylan@acme.io", "dylan", "email", "dylan@acme.io"),
        ("no, jacintas phone is 0400 111 222", "jacinta", "phone", "0400 111 222"),
    ],
)
def test_a_glued_possessive_after_a_lead_names_the_subject(text: str, subject: str, predicate: str, value: str) -> None:
    assert read(text) == [CorrectValue(subject, predicate, value)]


@pytest.mark.parametrize(
    ("text", "subject", "value", "old"),
    [
        ("sorry, ruby goes to Bronte Public not Bondi", "ruby", "Bronte Public", "Bondi"),
        ("oops, she banks with Monzo not Starling", "", "Monzo", "Starling"),
        ("sorry, mia plays for the Tigers not the Lions", "mia", "Tigers", "Lions"),
    ],
)
def test_a_value_put_right_by_the_wrong_one(text: str, subject: str, value: str, old: str) -> None:
    assert read(text) == [CorrectValue(subject, "", value, old=old)]


@pytest.mark.parametrize("text", ["sorry, I'll go to Bondi not Bronte", "no, it goes to Bondi not Bronte"])
def test_a_plan_or_a_thing_is_no_value_put_right_by_the_old_one(text: str) -> None:
    assert not any(isinstance(i, CorrectValue) and i.old == "Bronte" for i in read(text))


@pytest.mark.parametrize(
    ("text", "new", "old"),
    [
        ("should be 6:30pm, not 6", "6:30pm", "6"),
        ("correction, she lands 6:40am not pm", "6:40am", None),
        ("they arrive at 5pm not 6", "5pm", "6"),
        ("sorry, he finishes 3:30 not 4", "3:30", "4"),
    ],
)
def test_a_clock_pair_led_by_a_verb(text: str, new: str, old: str | None) -> None:
    found = read(text)
    assert len(found) == 1 and isinstance(found[0], CorrectTime)
    assert (found[0].new_text, found[0].old_text) == (new, old)


@pytest.mark.parametrize(
    ("text", "target", "month", "day"),
    [
        ("Georgia didn't start in feb, it was march", "Georgia", "2026-03", None),
        ("Tom didn't join on the 3rd, it was the 10th", "Tom", "2026-12", 10),
        ("the launch wasn't on tuesday, it was wednesday", "launch", "2026-12", None),
    ],
)
def test_a_denied_date_then_the_right_one(text: str, target: str, month: str, day: int | None) -> None:
    found = read(text)
    assert len(found) == 1 and isinstance(found[0], CorrectTime) and found[0].new is not None
    assert found[0].target == target and found[0].old is not None
    assert found[0].new.start.astimezone(TZ).strftime("%Y-%m") == month
    assert found[0].day_only == day


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("oops i meant Ethan will send it by thurs", "send"),
        ("sorry, I meant I'll call her on monday", "call her"),
        ("no i meant Priya will do the slides fri", "do the slides"),
    ],
)
def test_i_meant_a_dated_promise_moves_it(text: str, action: str) -> None:
    found = read(text)
    assert len(found) == 1 and isinstance(found[0], MoveCommitment) and found[0].action == action


@pytest.mark.parametrize(
    "text",
    [
        "ugh autocorrect keeps changing kai to kia",
        "stupid autocorrect",
        "autocorrect strikes again 🙄",
        "my phone keeps autocorrecting Siobhan to Sioban",
    ],
)
def test_an_autocorrect_gripe_keeps_nothing(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("Wojciech heads up the Warsaw team as of today", "Wojciech", "role", "head of the Warsaw team"),
        ("Zofia heads the Kraków branch from tomorrow", "Zofia", "role", "head of the Kraków branch"),
        ("Ravi manages the London office from next month", "Ravi", "role", "manager of the London office"),
        ("Harriet runs the London office", "London office", "owner", "Harriet"),
        ("Jonas heads up the Madrid office", "Madrid office", "owner", "Jonas"),
        ("Ben manages the Smith account from monday", "Smith account", "owner", "Ben"),
        ("Aiko heads up the Osaka launch", "Osaka launch", "owner", "Aiko"),
        ("Ben manages the Smith account", "Smith account", "owner", "Ben"),
        ("Zara's in the Melbourne office", "Zara", "location", "Melbourne office"),
        ("Tom is in the Leeds branch", "Tom", "location", "Leeds branch"),
        ("Ms Patel is Leo's new form tutor", "Ms Patel", "role", "Leo's form tutor"),
        ("Joy is Mum's new carer", "Joy", "role", "Mum's carer"),
        ("Grace is off sick til further notice", "Grace", "status", "off sick"),
    ],
)
def test_facts_read(text: str, subject: str, predicate: str, value: str) -> None:
    found = [i for i in read(text) if isinstance(i, StateClaim)]
    assert [(c.subject, c.predicate, c.value) for c in found] == [(subject, predicate, value)]


@pytest.mark.parametrize("text", ["Maya's in the Berlin office this week", "Zara is in the London office today"])
def test_a_visit_to_an_office_is_no_workplace(text: str) -> None:
    assert not any(isinstance(i, StateClaim) for i in read(text))


@pytest.mark.parametrize(
    ("text", "value", "scope"),
    [
        ("I prefer window seats on long-haul flights", "window seats", "long-haul flights"),
        ("for client calls i prefer afternoons", "afternoons", "client calls"),
        ("on long trips I prefer the train", "train", "long trips"),
        ("I prefer meetings on Mondays", "meetings on Mondays", None),
        # "anything to do with" only points at the scope (blind37)
        ("i prefer texts for anything to do with the rental", "texts", "rental"),
        ("for everything about the move I prefer email", "email", "move"),
    ],
)
def test_a_preference_scope_said_first_or_with_on(text: str, value: str, scope: str | None) -> None:
    found = read(text)
    assert [(c.value, c.scope) for c in found if isinstance(c, StateClaim)] == [(value, scope)]


def test_for_now_is_no_preference_scope() -> None:
    assert not any(isinstance(i, StateClaim) and i.scope == "now" for i in read("for now I prefer email"))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("from monday Dad's amlodipine dose is 5mg, not 10", "5mg"),
        ("as of today Mum's rent is £900 not £850", "£900"),
        ("starting june the gym fee is $60 not $50", "$60"),
    ],
)
def test_a_dated_change_said_with_the_old_value_is_a_fact_from_then(text: str, value: str) -> None:
    found = read(text)
    assert len(found) == 1 and isinstance(found[0], StateClaim)
    assert found[0].value == value and found[0].effective is not None


async def test_played_through_a_real_store(tmp_path: Path) -> None:
    def fix(subject: str, predicate: str, value: str) -> dict[str, object]:
        return {"corrected": [{"subject": subject, "predicate": predicate, "value": value}]}

    cases: list[dict[str, object]] = [
        {"before": ["Liam's phone is 0412 555 019"], "say": "oops liams phone is 0412 555 091 not 019",
         "expect": fix("Liam", "phone", "0412 555 091")},
        {"before": ["Aiden's email is aiden@old.io"], "say": "sorry aidens email is aiden@new.io",
         "expect": fix("Aiden", "email", "aiden@new.io")},
        {"before": ["Harper's surname is Nguyen"], "say": "no, harpers surname is Ngo",
         "expect": fix("Harper", "surname", "Ngo")},
        {"before": ["Arjun's address is 22 Smith St, Fitzroy"], "say": "its 22 Smyth St not Smith",
         "expect": fix("Arjun", "address", "22 Smyth St, Fitzroy")},
        {"before": ["Ruby's school is Bondi Public"], "say": "sorry, ruby goes to Bronte Public not Bondi",
         "expect": fix("Ruby", "school", "Bronte Public")},
        {"before": ["Sam's employer is KPMG", "Ana's employer is KPMG"], "say": "oops, Sam works at EY not KPMG",
         "expect": fix("Sam", "employer", "EY")},
        {"before": ["the pool guy's phone is 0433 871 262"],
         "say": "my bad, the pool guy's number is 0433 871 226. not 0433 871 262",
         "expect": fix("pool guy", "phone", "0433 871 226")},
        {"before": ["Jess is the project lead"], "say": "yep that's right, jess is project lead", "expect": "nothing"},
        {"before": ["Omar is the CTO"], "say": "yes correct, Omar is the CFO", "expect": fix("Omar", "role", "CFO")},
        {"before": ["Kai's team is Marketing"], "say": "ugh autocorrect keeps changing kai to kia",
         "expect": "nothing"},
        {"before": ["Isla's hourly rate is $95"], "say": "isla's rate went up to $110 from 1 jan",
         "expect": {"facts": [{"subject": "Isla", "predicate": "hourly rate", "value": "$110", "from": "2027-01-01"}]}},
        {"before": ["Georgia became head of marketing in February"], "say": "Georgia didn't start in feb, it was march",
         "expect": {"corrected": [{"subject": "Georgia", "predicate": "role", "value": "head of marketing",
                                   "from": "2026-03-01"}]}},
        {"before": ["pick up grandma from the airport at 6:40pm on the 27th"],
         "say": "correction, she lands 6:40am not pm",
         "expect": {"moved": [{"action": "pick up grandma from the airport", "due": "2026-12-27T06:40"}]}},
        {"before": ["give Dad his warfarin at 6pm today"], "say": "should be 6:30pm, not 6",
         "expect": {"moved": [{"action": "give Dad his warfarin", "due": "2026-12-24T18:30"}]}},
        {"before": ["call the accountant on the 29th"], "say": "correction: the 4th",
         "expect": {"moved": [{"action": "call the accountant", "due": "2027-01-04"}]}},
        {"before": ["Ethan will send the quote by wed"], "say": "oops i meant Ethan will send it by thurs",
         "expect": {"moved": [{"action": "send the quote", "due": "2026-12-31"}]}},
        {"before": ["Zara's in the Melbourne office"], "say": "no, zara's in the Sydney office",
         "expect": fix("Zara", "location", "Sydney office")},
    ]
    assert await failures(tmp_path, "2026-12-24T09:15:00+11:00", "Australia/Sydney", cases) == []
