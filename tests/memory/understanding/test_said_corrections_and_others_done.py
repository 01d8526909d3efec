"""Corrections and lifecycle said in everyday words: a day put right with "I said …" around it,
a fact put right whose thing is only "it", a bare value of the same kind as the fact just said,
a "no" that is only an opinion; someone else's job reported done in the past tense, a thing
"back with" whom it was lent by, shorthand ("tix", "pax"), and someone asking for more time.
Each family with other wordings, and the near misses that must not be read its way."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, CorrectTime, CorrectValue, MoveCommitment
from memory.understanding._opinion_no import opinion_only
from memory.understanding._owner_done import owner_did
from memory.understanding._phrases import _Ctx
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

TZ = ZoneInfo("America/Sao_Paulo")
NOW = datetime(2027, 5, 12, 14, 20, tzinfo=TZ)  # a Wednesday
read = Reading(NOW, TZ)


@pytest.mark.parametrize(
    ("text", "new", "old"),
    [
        ("hmm no, I said weds", "weds", None),
        ("no wait, I said thursday", "thursday", None),
        ("it was saturday I promised, not sunday", "saturday", "sunday"),
        ("it was sunday I promised him, not saturday", "sunday", "saturday"),
        ("I said tues not mon", "tues", "mon"),
        ("no I told her friday, not thursday", "friday", "thursday"),
        ("sorry, it's monday not friday", "monday", "friday"),
        ("I said the 21st not the 20th", "the 21st", "the 20th"),
    ],
)
def test_a_day_said_with_i_said_around_it_is_a_date_put_right(text: str, new: str, old: str | None) -> None:
    (found,) = read(text)
    assert isinstance(found, CorrectTime) and found.new_text == new
    assert (found.old.text if found.old else None) == old


@pytest.mark.parametrize(
    "text",
    ["I said weds to Tom", "I told Marina friday", "I said friday to Marina as well", "it was great I said, not bad"],
)
def test_a_day_told_to_someone_is_no_correction(text: str) -> None:
    assert not any(isinstance(i, CorrectTime) for i in read(text))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("sorry, Achieng owns it, not Ruto", "Achieng"),
        ("no, Joaquim owns it, not Fernanda", "Joaquim"),
        ("sorry, Larissa runs that", "Larissa"),
        ("actually Helena is in charge of it", "Helena"),
        ("no, Paula's handling that one", "Paula"),
        ("no, Kamau leads it, not Otieno", "Kamau"),
    ],
)
def test_an_owner_of_it_corrects_the_owner_touched_last(text: str, value: str) -> None:
    assert read(text) == [CorrectValue("", "owner", value)]


@pytest.mark.parametrize(
    "text",
    ["no, I don't think so", "nah, I doubt it", "no, not really", "hmm no, probably not", "nope, not that I know of",
     "no idea tbh"],
)
def test_a_no_of_opinion_corrects_nothing(text: str) -> None:
    assert opinion_only(text)
    assert read(text) == []


@pytest.mark.parametrize("text", ["no, thursday", "no, Maya is CFO", "no, I don't think so, move it to friday"])
def test_a_no_with_something_after_it_is_no_opinion_only(text: str) -> None:
    assert not opinion_only(text)


@pytest.mark.parametrize(
    ("text", "action", "by"),
    [
        ("Rahul deployed the hotfix", "deployed the hotfix", "Rahul"),
        ("Mei Ling migrated the mailboxes", "migrated the mailboxes", "Mei Ling"),
        ("Kofi finally rewired the garage", "rewired the garage", "Kofi"),
        ("Ana repainted the fence today", "repainted the fence", "Ana"),
    ],
)
def test_someone_reporting_their_job_done(text: str, action: str, by: str) -> None:
    assert read(text) == [CompleteCommitment(action, past_tense=True, by=by)]


@pytest.mark.parametrize(
    "text",
    ["Jorge finished his tax return", "Rahul never deployed the hotfix", "Rahul wanted the hotfix",
     "Maya moved the meeting", "Rahul deployed it"],
)
def test_no_job_of_theirs_done(text: str) -> None:
    assert owner_did(text, _Ctx(now=NOW, tz=TZ, lowercase=False)) is None


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("stroller's back with Siti", "returned the stroller to Siti"),
        ("drill is back with Tomasz now", "returned the drill to Tomasz"),
        ("the books are back at the library", "returned the books to the library"),
        ("the hired suit went back to the shop", "returned the hired suit to the shop"),
    ],
)
def test_a_thing_back_with_someone_is_returned(text: str, action: str) -> None:
    assert read(text) == [CompleteCommitment(action, past_tense=True)]


@pytest.mark.parametrize(
    "text",
    ["drill's back with me now", "Mum is back at work", "Kofi's back with the team", "not back with Siti yet",
     "took the skis back to the shop", "got back to Ingrid"],
)
def test_back_with_the_user_or_a_person_back_is_no_return(text: str) -> None:
    assert not any(isinstance(i, CompleteCommitment) and i.action.startswith("returned") for i in read(text))


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("Aditi needs till the 17th for the logo files", "logo files", 17),
        ("Rodrigo needs until the 20th for the floor plans", "floor plans", 20),
        ("the printer asked for an extension to tuesday on the banners", "banners", 18),
        ("Pedro got an extension till friday for the invoice", "invoice", 14),
        ("she needs till monday", "that", 17),
    ],
)
def test_someone_asking_for_time_moves_their_to_do(text: str, action: str, day: int) -> None:
    (found,) = read(text)
    assert isinstance(found, MoveCommitment) and found.action == action
    assert found.due.start.astimezone(TZ).day == day


@pytest.mark.parametrize("text", ["Marta might need till monday", "Aditi needs to go to the 17th floor"])
def test_no_time_asked_for(text: str) -> None:
    assert not any(isinstance(i, MoveCommitment) for i in read(text))


async def test_played_through_a_real_store(tmp_path: Path) -> None:
    cases: list[dict[str, object]] = [
        {"before": ["I'll ship the prototype to Recife by tues"], "say": "hmm no, I said weds",
         "expect": {"moved": [{"action": "ship the prototype to Recife", "due": "2027-05-19"}]}},
        {"before": ["promised Tiago I'd fix his bike by saturday"], "say": "it was sunday I promised him, not saturday",
         "expect": {"moved": [{"action": "fix his bike", "due": "2027-05-16"}]}},
        {"before": ["Fernanda owns the website redesign"], "say": "no, Joaquim owns it, not Fernanda",
         "expect": {"corrected": [{"subject": "website redesign", "predicate": "owner", "value": "Joaquim"}]}},
        {"before": ["Gabriel prefers afternoons for calls"], "say": "no, mornings",
         "expect": {"corrected": [{"subject": "Gabriel", "predicate": "preference", "value": "mornings"}]}},
        {"before": ["I'll finish the slides by thursday"], "say": "hmm no, probably not", "expect": "nothing"},
        {"before": ["Diego will migrate the mailboxes by friday"], "say": "Diego migrated the mailboxes",
         "expect": {"completed": ["migrate the mailboxes"]}},
        {"before": ["need to return the drill to Henrique by sat"], "say": "drill's back with Henrique",
         "expect": {"completed": ["return the drill to Henrique"]}},
        {"before": ["need to buy the train tickets to Santos by thurs"], "say": "train tix bought",
         "expect": {"completed": ["buy the train tickets to Santos"]}},
        {"before": ["Rodrigo will send the floor plans by friday"],
         "say": "Rodrigo needs until the 20th for the floor plans",
         "expect": {"moved": [{"action": "send the floor plans", "due": "2027-05-20"}]}},
    ]
    assert await failures(tmp_path, "2027-05-12T14:20:00-03:00", "America/Sao_Paulo", cases) == []


async def test_another_job_of_theirs_is_asked_about_not_done(tmp_path: Path) -> None:
    """ "Diego tested the mailboxes" finishes no "migrate the mailboxes": recap asks (a case
    that expects nothing fails as "asked", which is what is checked)."""
    cases: list[dict[str, object]] = [
        {"before": ["Diego will migrate the mailboxes by friday"], "say": "Diego tested the mailboxes",
         "expect": "nothing"},
    ]
    found = await failures(tmp_path, "2027-05-12T14:20:00-03:00", "America/Sao_Paulo", cases)
    assert len(found) == 1 and "asked" in found[0] and "completed" not in found[0]
