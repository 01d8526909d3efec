"""Corrections that say only the part that was wrong, or say it in the thing's own words: a
part of a value ("not cardiology, neurology" for "head of cardiology"), an owner put right in
the thing's words ("it's Davi's van, not Diego's"), a time put right with no marker ("10:30 not
10"), a fact said again after "scratch that,", an honorific kept, a titled name in lower case,
two facts told the wrong way round, and a date told then commented on (no correction).
Wordings of our own, in no corpus."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.model import Claim, Epistemic, Precision, Source
from memory.understanding import CorrectName, CorrectTime, CorrectValue, extract, sign_of
from memory.understanding._correction_part import with_part
from memory.value_swap import swapped
from tests.memory.understanding.played import failures

TZ = ZoneInfo("Africa/Lagos")
NOW = datetime(2028, 9, 12, 10, 0, tzinfo=TZ)  # a Tuesday


def _read(text: str) -> list[object]:
    return list(extract(text, now=NOW, tz=TZ))


@pytest.mark.parametrize(
    ("stored", "old", "new", "kept"),
    [("head of cardiology", "cardiology", "neurology", "head of neurology"),
     ("night dispatcher", "night", "day dispatcher", "day dispatcher"),
     ("head of sales", "sales", "head of marketing", "head of marketing"),
     ("VP of sales EMEA", "sales", "marketing", "VP of marketing EMEA"),
     ("senior designer", "Senior", "lead designer", "lead designer"),
     ("night nurse on ward 3", "night", "day nurse", "day nurse on ward 3"),
     ("line producer on the Netflix show", "line producer", "unit production manager", "unit production manager"),
     ("Lisbon", "Lisbon", "Porto", "Porto"),  # all of it: the new value whole
     ("sous chef", "pastry", "head chef", "head chef"),  # not in it: the new value whole
     # a piece of an address, its mark said or not, put right inside the address
     ("dumi@prairienet.ca", ".ca", ".com", "dumi@prairienet.com"),
     ("lwazi@yahoo.co.za", "yahoo", "gmail", "lwazi@gmail.co.za"),
     ("thabo@mweb.co.za", "co.za", "com", "thabo@mweb.com"),
     ("www.thabo.org", ".org", ".net", "www.thabo.net"),
     ("ca@ca.ca", ".ca", ".com", ".com")],  # not once: the new value whole
)
def test_a_part_put_right_keeps_the_rest_of_the_value(stored: str, old: str, new: str, kept: str) -> None:
    assert with_part(stored, old, new) == kept


@pytest.mark.parametrize(
    ("text", "wrong", "right"),
    [("sorry it's Davi's van, not Diego's", "Diego", "Davi"), ("oops, Aroha's ute not Hemi's", "Hemi", "Aroha"),
     ("no, it's Zofia's kayak not Tomasz's kayak", "Tomasz", "Zofia"),
     ("not Kwabena's laptop, Efua's", "Kwabena", "Efua"),
     ("its Siddharth's bike not Aarav's lol", "Aarav", "Siddharth"), ("it's mum's car not dad's", "dad", "mum")],
)
def test_an_owner_put_right_in_the_things_own_words(text: str, wrong: str, right: str) -> None:
    assert _read(text) == [CorrectName(wrong=wrong, right=right)]


@pytest.mark.parametrize(
    "text", ["Davi's van not Diego's car", "it's the boss's car not the client's", "take Aroha's ute not Hemi's"]
)
def test_two_things_or_no_owner_named_are_no_owner_put_right(text: str) -> None:
    assert not any(isinstance(i, CorrectName) for i in _read(text))


@pytest.mark.parametrize(("text", "new"), [("10:30 not 10", "10:30"), ("4pm not 3", "4pm"), ("2:15 not 2", "2:15"),
                                           ("11am not 10am", "11am"), ("9pm not 8pm!", "9pm")])
def test_a_time_and_the_wrong_one_with_no_marker(text: str, new: str) -> None:
    [found] = _read(text)
    assert isinstance(found, CorrectTime) and found.new_text == new


def test_a_named_things_time_put_right_with_no_marker() -> None:
    [found] = _read("lunch w Chloé is 12:30 not 1")
    assert isinstance(found, CorrectTime) and found.new_text == "12:30" and found.target == "lunch w Chloé"


@pytest.mark.parametrize(("text", "new", "old"), [("11 not 10", "11", "10"), ("2 not 3", "2", "3")])
def test_two_bare_hours_with_no_marker_name_the_old_one(text: str, new: str, old: str) -> None:
    """ "11 not 10" (blind27 corrections): an hour and the wrong one; derive moves the to-do due at the old
    hour, and asks when none is (a count put right is derive's too), so the reader names both."""
    [found] = _read(text)
    assert isinstance(found, CorrectTime) and (found.new_text, found.old_text) == (new, old)


@pytest.mark.parametrize(
    ("text", "predicate", "value"),
    [("scratch that, he's on procurement", "team", "procurement"), ("scrap that, she's in legal", "team", "legal"),
     ("ignore that, she's still in Prague", "location", "Prague"),
     ("strike that, he's still in Lagos", "location", "Lagos"),
     ("scratch that, they're on the payments team", "team", "payments")],
)
def test_a_fact_said_again_after_scratch_that(text: str, predicate: str, value: str) -> None:
    assert _read(text) == [CorrectValue("", predicate, value)]


@pytest.mark.parametrize("text", ["sorry, he's in a meeting", "scratch that, she's on it"])
def test_being_somewhere_for_now_is_no_team(text: str) -> None:
    assert not any(isinstance(i, CorrectValue) and i.predicate == "team" for i in _read(text))


@pytest.mark.parametrize(("text", "wrong", "right"), [("not Sato, Suzuki-san", "Sato", "Suzuki"),
                                                      ("sorry, Kim not Park-nim", "Park", "Kim"),
                                                      ("not Tanaka-san, Watanabe-san", "Tanaka-san", "Watanabe-san")])
def test_an_honorific_goes_with_the_name_stored(text: str, wrong: str, right: str) -> None:
    assert _read(text) == [CorrectName(wrong=wrong, right=right)]


@pytest.mark.parametrize("text", ["no wait, to ms alvarez", "sorry, to dr ngata", "no — to prof. okafor"])
def test_a_titled_name_in_lower_case_is_a_value(text: str) -> None:
    [found] = _read(text)
    assert isinstance(found, CorrectValue) and found.value.split()[0].rstrip(".") in ("ms", "dr", "prof")


@pytest.mark.parametrize("text", ["that was 2 weeks ago, ancient history now", "it was last tuesday, what a day",
                                  "that was yesterday, all sorted"])
def test_a_date_told_then_commented_on_is_no_correction(text: str) -> None:
    assert not any(isinstance(i, CorrectTime) for i in _read(text))


@pytest.mark.parametrize(
    "text",
    ["Harold says he was wrong about the restaurant, it's Italian not Greek",
     "Amaka said she got it wrong, the party's on the 9th not the 8th",
     "my landlord admitted he was mistaken, rent is 900 not 950", "Ji-woo told me she'd been wrong about the venue",
     "Tomás reckons they were wrong, it's gate 4 not 5"],
)
def test_someone_elses_slip_owned_up_to_is_no_sign_of_a_correction(text: str) -> None:
    sign = sign_of(text, now=NOW, tz=TZ)
    assert sign is None or sign.kind != "correction"


@pytest.mark.parametrize("text", ["sorry, 5 not 4", "I said I was wrong, it's 5 not 4"])
def test_the_users_own_slip_still_signs_a_correction(text: str) -> None:
    sign = sign_of(text, now=NOW, tz=TZ)
    assert sign is not None and sign.kind == "correction"


def _claim(subject: str, value: str, minutes: int, predicate: str = "role") -> Claim:
    at = NOW + timedelta(minutes=minutes)
    return Claim(id=minutes + 1, user="u", subject=subject, predicate=predicate, value=value, scope=None,
                 observed_at=at, effective_from=at, effective_to=None, precision=Precision.INSTANT,
                 explicit_time=False, epistemic=Epistemic.EXPLICIT, source=Source(None, "chat", 1.0))


def test_the_two_facts_told_last_swap_their_values() -> None:
    pair = swapped([_claim("Dana", "line producer", 0), _claim("Rhys", "location manager", 1)])
    assert pair == (CorrectValue("Dana", "role", "location manager"), CorrectValue("Rhys", "role", "line producer"))


@pytest.mark.parametrize(
    "claims",
    [[_claim("Dana", "line producer", 0)],  # one fact
     [_claim("Dana", "line producer", 0), _claim("Rhys", "Leeds", 1, "location")],  # two attributes
     [_claim("Dana", "line producer", 0), _claim("Rhys", "location manager", 30)]],  # not told together
)
def test_no_swap_without_two_facts_of_one_attribute_told_together(claims: list[Claim]) -> None:
    assert swapped(claims) is None


async def test_played_through_a_real_store(tmp_path: Path) -> None:
    """What each correction stores, after what it corrects, as the bench plays it."""
    cases = [
        {"before": ["Dr Okonkwo is head of cardiology"], "say": "not cardiology, oncology",
         "expect": {"corrected": [{"subject": "Dr Okonkwo", "predicate": "role", "value": "head of oncology"}]}},
        {"before": ["Mateus is head of sales EMEA"], "say": "no, marketing not sales",
         "expect": {"corrected": [{"subject": "Mateus", "predicate": "role", "value": "head of marketing EMEA"}]}},
        {"before": ["Priya is the night nurse"], "say": "day nurse* not night",
         "expect": {"corrected": [{"subject": "Priya", "predicate": "role", "value": "day nurse"}]}},
        {"before": ["the ute belongs to Hemi"], "say": "oops, Aroha's ute not Hemi's",
         "expect": {"corrected": [{"subject": "ute", "predicate": "owner", "value": "Aroha"}]}},
        {"before": ["call the landlord tomorrow at 3pm"], "say": "4pm not 3",
         "expect": {"moved": [{"action": "call the landlord", "due": "2028-09-13T16:00"}]}},
        {"before": ["dentist thursday at 9:15"], "say": "9.45 not 9.15",
         "expect": {"moved": [{"action": "dentist", "due": "2028-09-14T09:45"}]}},
        {"before": ["standup with the Lagos team tomorrow at 9am"], "say": "the standup is 9:15 not 9",
         "expect": {"moved": [{"action": "standup with the Lagos team", "due": "2028-09-13T09:15"}]}},
        {"before": ["Olusegun moved to Abuja"], "say": "strike that, he's still in Lagos",
         "expect": {"corrected": [{"subject": "Olusegun", "predicate": "location", "value": "Lagos"}]}},
        {"before": ["Aiyana is on the payroll team"], "say": "scrap that, she's in legal",
         "expect": {"corrected": [{"subject": "Aiyana", "predicate": "team", "value": "legal"}]}},
        {"before": ["Minji reports to Park-nim"], "say": "sorry, Kim not Park",
         "expect": {"corrected": [{"subject": "Minji", "predicate": "manager", "value": "Kim-nim"}]}},
        {"before": ["aroha reports to mrs tane"], "say": "sorry, to dr ngata",
         "expect": {"corrected": [{"subject": "aroha", "predicate": "manager", "value": "dr ngata"}]}},
        {"before": ["Ngozi is our treasurer", "Emeka is our secretary"], "say": "oops other way around",
         "expect": {"corrected": [{"subject": "Ngozi", "predicate": "role", "value": "secretary"},
                                  {"subject": "Emeka", "predicate": "role", "value": "treasurer"}]}},
        {"before": ["Ngozi is our treasurer"], "say": "other way round", "expect": {"ask": True}},
        {"before": ["Dumisani's email is dumi@prairienet.ca"], "say": "it's .com not .ca",
         "expect": {"corrected": [{"subject": "Dumisani", "predicate": "email", "value": "dumi@prairienet.com"}]}},
        {"before": ["Lwazi's email is lwazi@yahoo.co.za"], "say": "sorry, gmail not yahoo",
         "expect": {"corrected": [{"subject": "Lwazi", "predicate": "email", "value": "lwazi@gmail.co.za"}]}},
    ]
    assert await failures(tmp_path, "2028-09-12T10:00:00+01:00", "Africa/Lagos", cases) == []
