"""Events said by their effect (pure ``extract``): a health complaint opened and ended like any
trouble ("my knee is playing up again", "back feels fine now"), a payment machine turning
payments away, a stretch of time "broken" as a mood, a check passed that ends its to-do ("car
passed its MOT"), a fix that lets a job be done ("printer fixed so the handouts are printed"),
the next thing said after a thing done ("gas bill paid, water bill next, by tues"), a plan
slipping to a date, a reason that makes going pointless, and questions about someone's work
now or before a change."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CancelCommitment,
    CompleteCommitment,
    MoveCommitment,
    NewCommitment,
    OpenEpisode,
    Question,
    ResolveEpisode,
    extract,
)
from memory.words import content_words

TZ = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 2, 9, 15, tzinfo=TZ)  # a Wednesday


def _read(text: str) -> list[object]:
    return extract(text, now=NOW, tz=TZ)


def _words(text: str) -> frozenset[str]:
    return frozenset(content_words(text))


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("my knee is playing up again after the run", "knee"),
        ("Amelia's rash is back, looks worse than last time", "Amelia's rash"),
        ("my back pain is back", "back pain"),
        ("my back is killing me, need to book physio by friday", "back"),
        ("my tooth is killing me, booked the dentist for tmrw", "tooth"),
        ("my head is killing me again", "head"),
        ("Tom's migraines are back again", "Tom's migraines"),
        ("my left shoulder is acting up", "left shoulder"),
        ("my eczema flared up again", "eczema"),
        ("the baby's cough came back", "baby's cough"),
        ("Kemi's ankle keeps playing up", "Kemi's ankle"),
    ],
)
def test_a_health_complaint_opens_an_issue(text: str, topic: str) -> None:
    found = [i for i in _read(text) if isinstance(i, OpenEpisode)]
    assert found and _words(found[0].topic) == _words(topic), found


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("back feels fine now", "back"),
        ("the rash has cleared up", "rash"),
        ("knee's much better now", "knee"),
        ("my migraine is gone", "migraine"),
        ("Jo's eczema has settled down", "Jo's eczema"),
    ],
)
def test_a_health_complaint_ends(text: str, topic: str) -> None:
    found = _read(text)
    assert [type(i) for i in found] == [ResolveEpisode], found
    assert _words(found[0].topic) == _words(topic)


@pytest.mark.parametrize(
    "text",
    [
        "my back is broken after hauling that fridge lol",  # a figure of speech
        "my knees are shot from lifting boxes",
        "my feet are killing me lol",  # said with a laugh
        "my feet are killing me after the hike",  # sore from an effort, it passes
        "tax season is killing me",
        "my back is killing me",  # a passing ache, venting: nothing makes it last or be seen to
        "my legs are so sore",
        "my back is back",  # a part is never "back"
        "mondays are broken lol",  # time said broken: a mood
        "this week is dead",
        "fridays are cursed",
    ],
)
def test_a_figure_of_speech_opens_nothing(text: str) -> None:
    assert not [i for i in _read(text) if isinstance(i, OpenEpisode)]


def test_a_thing_of_a_day_still_breaks() -> None:
    assert [i.topic for i in _read("the monday standup is broken") if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the card reader at the shop is declining every contactless payment. pls remember this", "card reader"),
        ("the card reader is declining payments", "card reader"),
        ("atm's eating cards again", "atm"),
        ("the terminal at store 12 won't take amex", "terminal at store 12"),
        ("the till keeps refusing contactless", "till"),
    ],
)
def test_a_payment_machine_turning_payments_away_is_an_issue(text: str, topic: str) -> None:
    found = [i for i in _read(text) if isinstance(i, OpenEpisode)]
    assert found and _words(found[0].topic) == _words(topic), found


@pytest.mark.parametrize("text", ["Kofi is declining every card", "the bank declined my card"])
def test_a_person_or_a_decision_declining_is_no_fault(text: str) -> None:
    assert not [i for i in _read(text) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("car passed its MOT 🎉", {"car", "mot"}),
        ("the van passed inspection today", {"van", "inspect"}),
        ("boiler passed its annual service", {"boiler", "servic"}),
        ("the ute sailed through its roadworthy check", {"ute", "check"}),
    ],
)
def test_a_thing_passing_its_check_ends_the_to_do_for_it(text: str, words: set[str]) -> None:
    found = _read(text)
    assert [type(i) for i in found] == [CompleteCommitment], found
    assert found[0].past_tense  # ends a to-do only when one fits
    assert {w[:5] for w in words} <= {w[:5] for w in _words(found[0].action)}


@pytest.mark.parametrize("text", ["Amara passed her driving test", "my son passed his driving test!!"])
def test_a_person_passing_a_test_is_news(text: str) -> None:
    assert not [i for i in _read(text) if isinstance(i, CompleteCommitment)]


@pytest.mark.parametrize(
    ("text", "fixed", "done"),
    [
        ("printer fixed so the handouts are printed", "printer", "handouts"),
        ("the wifi is back so the invoices are sent", "wifi", "invoices"),
        ("printer fixed so I printed the handouts", "printer", "handouts"),
    ],
)
def test_a_fix_then_the_job_it_let_be_done(text: str, fixed: str, done: str) -> None:
    found = _read(text)
    assert [i.topic for i in found if isinstance(i, ResolveEpisode)] == [fixed], found
    assert any(isinstance(i, CompleteCommitment) and done in i.action for i in found), found


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("gas bill paid, water bill next, by tues", "pay the water bill", date(2026, 12, 8)),
        ("water rates paid, power bill is next - due the 12th", "pay the power bill", date(2026, 12, 12)),
        ("car washed, van next on saturday", "wash the van", date(2026, 12, 5)),
        ("invoices sent - receipts next", "send the receipts", None),
    ],
)
def test_the_next_thing_after_a_thing_done_takes_its_verb(text: str, action: str, due: date | None) -> None:
    found = _read(text)
    assert isinstance(found[0], CompleteCommitment), found
    todo = [i for i in found if isinstance(i, NewCommitment)]
    assert todo and todo[0].action == action, found
    assert (todo[0].due.start.date() if todo[0].due else None) == due


def test_next_week_is_a_date_not_the_next_thing() -> None:
    found = _read("the bathroom is painted, kitchen next week")
    assert not [i for i in found if isinstance(i, NewCommitment) and "week" in i.action]


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("release notes are slipping to wed, QA found stuff", "release notes", date(2026, 12, 9)),
        ("the launch slid to the 9th", "launch", date(2026, 12, 9)),
        ("the budget review is sliding to friday", "budget review", date(2026, 12, 4)),
    ],
)
def test_a_plan_slipping_to_a_date_is_moved(text: str, action: str, day: date) -> None:
    found = _read(text)
    assert [type(i) for i in found] == [MoveCommitment], found
    assert found[0].action == action and found[0].due.start.date() == day


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("the dentist called, they had to cancel so i dont need to go tmrw", "go dentist"),
        ("the gym is closed for repairs so i dont need to go tonight", "go gym"),
    ],
)
def test_a_reason_that_makes_going_pointless_cancels_the_going(text: str, action: str) -> None:
    assert _read(text) == [CancelCommitment(action)]


def test_an_aside_after_an_outage_keeps_the_outage() -> None:
    found = _read("grant report moved to the 23rd and the portal is down anyway")
    assert [type(i) for i in found] == [MoveCommitment, OpenEpisode]
    assert found[1].topic == "portal"


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("email syncing fine again", "email"),
        ("the printer's printing properly now", "printer"),
        ("uploads going through fine now", "uploads"),
    ],
)
def test_a_thing_working_fine_again_is_fixed(text: str, topic: str) -> None:
    assert _read(text) == [ResolveEpisode(topic)]


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("whats wanjiru doing now?", "wanjiru"),
        ("what's Tomás doing these days?", "Tomás"),
        ("what's Ana doing for work now?", "Ana"),
    ],
)
def test_what_someone_is_doing_now_asks_their_role(text: str, who: str) -> None:
    (found,) = _read(text)
    assert isinstance(found, Question) and (found.kind, found.subject, found.predicate) == ("fact", who, "role")


def test_what_someone_is_doing_for_a_thing_asks_their_to_dos() -> None:
    (found,) = _read("what's Raj doing for the launch?")
    assert isinstance(found, Question) and found.kind == "theirs"


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("what was aiko's role before the promotion?", "aiko"),
        ("what was Ben's title before he moved?", "Ben"),
        ("what was aiko's role before?", "aiko"),
    ],
)
def test_a_role_before_a_change_asks_the_version_before(text: str, who: str) -> None:
    (found,) = _read(text)
    assert isinstance(found, Question) and (found.kind, found.subject, found.predicate) == ("previous", who, "role")


def test_a_role_at_a_time_stays_a_fact_question() -> None:
    (found,) = _read("what was Sara's role in 2020?")
    assert isinstance(found, Question) and found.kind == "fact" and found.at is not None


def test_a_corrected_person_is_whom_a_later_her_names() -> None:
    found = _read("correction: Aiko is head of research. also I'll send her the hiring plan by mon")
    todo = [i for i in found if isinstance(i, NewCommitment)]
    assert todo and todo[0].counterparty == "Aiko"


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("finally got the car serviced", "get the car serviced"),
        ("got the tyres replaced", "get the tyres replaced"),
        ("just got the windows cleaned", "get the windows cleaned"),
    ],
)
def test_a_thing_had_done_ends_the_to_do_to_get_it_done(text: str, action: str) -> None:
    assert _read(text) == [CompleteCommitment(action, past_tense=True)]


@pytest.mark.parametrize("text", ["my nerves are shot", "my nerves are fried after today", "my mind is gone lol"])
def test_the_mind_said_as_the_body_keeps_nothing(text: str) -> None:
    """No fact "me · nerves = shot" and no outage (session 38)."""
    assert _read(text) == []
