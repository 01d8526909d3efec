"""Lifecycle and multi-intent families read by the reader alone, each in many wordings:

- a move that keeps the day and says only a time ("bumped to half 5"), or the time ("same time");
- a reason, then the change it brings ("… so the report's now due a week later", "… can wait,
  let's say the 10th", "X's a no-go, they're full, forget it", "extended X, now due back D");
- a move by an amount with "extended"/"fwd"; "I'm not doing X" as a cancel;
- someone's word that moves a due ("needs it a day early", "gave me till", "won't be ready till");
- "need to get X done by D" re-dating the to-do about X, else the new to-do;
- a vague "sometime next week" never moving a to-do to a day;
- "tell Farah the party's off" as a to-do, never a cancel;
- a report and a second change of a thing it names ("cake's collected, flowers can wait till
  tomorrow", "wifi's back and the printer's fixed too"), "… but forget the suit";
- "no need to …" never read as a correction that keeps the to-do; "actually make it tuesday".

Which commitment each means is :mod:`memory.derive`'s (``tests/memory/test_derive_lifecycle_families.py``).
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from memory.understanding import (
    CancelCommitment,
    CompleteCommitment,
    CorrectTime,
    Intent,
    MoveCommitment,
    NewCommitment,
    ResolveEpisode,
    extract,
    their_own,
)
from tests.memory.understanding.test_lifecycle_read import NOW, TZ, _day  # NOW: Monday 8 March 2027


def run(text: str) -> list[Intent]:
    return extract(text, now=NOW, tz=TZ)


def _kinds(found: list[Intent]) -> list[str]:
    return [type(i).__name__ for i in found]


# -- a reason, then the change -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "thing", "days"),
    [
        ("board got moved so the report's now due a week later", "report", 7),
        ("the client's away so the proposal is now due two days later", "proposal", 2),
        ("launch slipped so the press release is now due 3 days later", "press release", 3),
        ("grant report deadline got extended by a week", "grant report", 7),
        ("the essay deadline has been extended by two days", "essay", 2),
        ("market trip postponed by a week", "market trip", 7),
    ],
)
def test_a_move_by_an_amount_after_a_reason_or_an_extension(text: str, thing: str, days: int) -> None:
    assert run(text) == [MoveCommitment(thing, run(text)[0].due, shift=timedelta(days=days))]  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("text", "thing", "day"),
    [
        ("holiday cards can wait, let's say by the 20th instead", "holiday cards", "2027-03-20"),
        ("the newsletter can wait, say friday", "newsletter", "2027-03-12"),
        ("tax forms can wait - make it the 19th", "tax forms", "2027-03-19"),
        ("extended the van hire, now due back sunday", "van hire", "2027-03-14"),
        ("we extended the scaffolding rental, it's now due thursday", "scaffolding rental", "2027-03-11"),
    ],
)
def test_a_thing_that_can_wait_or_was_extended_moves_to_the_date_said(text: str, thing: str, day: str) -> None:
    found = run(text)
    assert len(found) == 1 and isinstance(found[0], MoveCommitment), found
    assert (found[0].action, _day(found[0])) == (thing, day)


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("campsite's a no-go, they're full, forget it", "campsite"),
        ("the villa is a non-starter, way too pricey, drop it", "villa"),
        ("karaoke night's a no go, not enough people, scrap that", "karaoke night"),
        ("I'm not doing the 10k, knee's still bad", "10k"),
        ("im not doing the pottery class any more", "pottery class"),
        ("we're not going ahead with the loft conversion after all", "loft conversion"),
        ("scrap the cards this year", "cards"),
        ("no need to call the electrician anymore, Declan sorted the wiring", "call the electrician"),
        ("no need for the projector anymore, Aiyana brought hers", "projector"),
    ],
)
def test_cancelled_in_everyday_words(text: str, thing: str) -> None:
    found = run(text)
    assert [i for i in found if not isinstance(i, ResolveEpisode)] == [CancelCommitment(thing)], found


@pytest.mark.parametrize(
    "text",
    [
        "im not doing the dishes tonight",  # not then, says nothing of after
        "I'm not doing the school run until friday",
        "skip the school run until friday",
        "tell Farah the party's off",  # a to-do to pass the news on
        "let the team know the picnic's cancelled",
    ],
)
def test_no_cancellation_read_where_none_was_said(text: str) -> None:
    assert not any(isinstance(i, CancelCommitment) for i in run(text)), run(text)


# -- a move by someone's word --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "thing", "days"),
    [
        ("Kasia needs the invoice a day early now", "invoice Kasia", -1),
        ("Oluwaseun wants the slides two days earlier", "slides Oluwaseun", -2),
        ("Mei Ling needs it a week sooner", "Mei Ling", -7),
    ],
)
def test_someone_wanting_a_thing_earlier_by_an_amount(text: str, thing: str, days: int) -> None:
    found = run(text)
    assert len(found) == 1 and isinstance(found[0], MoveCommitment), found
    assert (found[0].action, found[0].shift) == (thing, timedelta(days=days))


@pytest.mark.parametrize(
    ("text", "thing", "day"),
    [
        ("advisor gave me till the 15th", "advisor", "2027-03-15"),
        ("my supervisor gave me an extension until friday", "supervisor", "2027-03-12"),
        ("Ms Haddad has given us until thursday", "Ms Haddad", "2027-03-11"),
        ("tailor rang, the suit won't be ready till saturday", "suit", "2027-03-13"),
        ("the car won't be ready until wednesday", "car", "2027-03-10"),
        ("garage called - the van isnt ready till friday", "van", "2027-03-12"),
    ],
)
def test_more_time_given_or_a_thing_not_ready_moves_its_to_do(text: str, thing: str, day: str) -> None:
    found = run(text)
    assert len(found) == 1 and isinstance(found[0], MoveCommitment), found
    assert (found[0].action, _day(found[0])) == (thing, day)


def test_a_person_away_till_a_day_moves_nothing() -> None:
    assert not any(isinstance(i, MoveCommitment) for i in run("Priya won't be back till thursday"))


@pytest.mark.parametrize(
    ("text", "thing", "day", "new"),
    [
        ("need to get the passport done by the 10th", "passport", "2027-03-10", "get the passport done"),
        ("gotta get the MOT sorted before friday", "MOT", "2027-03-11", "get the MOT sorted"),
        ("have to get the car serviced... no, get the boiler finished by 20/3", "boiler", "2027-03-20", None),
    ],
)
def test_getting_a_thing_done_by_a_date_redates_it_or_is_new(text: str, thing: str, day: str, new: str | None) -> None:
    found = [i for i in run(text) if isinstance(i, MoveCommitment)]
    if new is None:
        return  # a corrected run-on: only that nothing breaks
    assert len(found) == 1, run(text)
    assert (found[0].action, _day(found[0])) == (thing, day)
    assert isinstance(found[0].otherwise, NewCommitment) and found[0].otherwise.action == new


@pytest.mark.parametrize(
    "text",
    [
        "postpone the estate agent call till sometime next week",
        "push the dentist to some time in april",
        "move the catch-up with Tomás to at some point next month",
    ],
)
def test_a_vague_when_moves_nothing_to_a_day(text: str) -> None:
    assert not any(isinstance(i, MoveCommitment) for i in run(text)), run(text)


def test_a_week_is_still_a_move() -> None:
    found = run("can we push the roadmap to next week")
    assert len(found) == 1 and isinstance(found[0], MoveCommitment)


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("bring the budget review fwd to tomorrow", "budget review"),
        ("pull the retro forwards to tomorrow", "retro"),
    ],
)
def test_forward_written_short(text: str, thing: str) -> None:
    found = run(text)
    assert len(found) == 1 and isinstance(found[0], MoveCommitment) and found[0].action == thing, found
    assert _day(found[0]) == "2027-03-09"


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("vet moved to monday same time", "vet"),
        ("physio got pushed to wednesday same time", "physio"),
        ("the 1:1 with Aroha moved to thursday, same time", "1:1 with Aroha"),
    ],
)
def test_a_move_at_the_same_time(text: str, thing: str) -> None:
    found = run(text)
    assert len(found) == 1 and isinstance(found[0], MoveCommitment) and found[0].action == thing, found


@pytest.mark.parametrize("text", ["actually make it next weds", "no, make it the 16th", "actually, make it friday"])
def test_make_it_after_a_marker_corrects_the_date(text: str) -> None:
    found = run(text)
    assert _kinds(found) == ["CorrectTime"], found
    assert isinstance(found[0], CorrectTime) and "make" not in found[0].new_text


# -- done ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("insurer's been chased, waiting to hear back", "insurer"),
        ("the boiler's been serviced", "boiler"),
        ("landlord rung", "landlord"),
        ("paid tuition fee today alhamdulillah", "paid tuition fee"),
    ],
)
def test_done_in_more_participles(text: str, thing: str) -> None:
    found = run(text)
    assert len(found) == 1 and isinstance(found[0], CompleteCommitment) and found[0].action == thing, found


@pytest.mark.parametrize(
    "text",
    [
        "the car is being serviced on friday",
        "the deck will be sent tomorrow",
        "the contracts are getting signed thursday",
        "extended the van hire",
    ],
)
def test_under_way_or_extended_is_not_done(text: str) -> None:
    assert not any(isinstance(i, CompleteCommitment) for i in run(text)), run(text)


@pytest.mark.parametrize(
    ("text", "own"),
    [
        ("Jorge finished his tax return already, show-off", True),
        ("my brother fixed his bike yesterday", True),
        ("Fiona sent me her report", True),
        ("Thandiwe booked their flights", True),
        ("Tom sent the budget over", False),
        ("I sent her the report", False),
        ("sent his invoice", False),
    ],
)
def test_someone_doing_their_own_thing(text: str, own: bool) -> None:
    assert their_own(text) is own


# -- several in one message ----------------------------------------------------------------------


def test_a_done_then_a_thing_that_can_wait() -> None:
    found = run("cake's collected, flowers can wait till tomorrow at 10")
    assert _kinds(found) == ["CompleteCommitment", "MoveCommitment"], found
    assert isinstance(found[1], MoveCommitment) and found[1].action == "flowers"


@pytest.mark.parametrize(
    ("text", "topics"),
    [
        ("wifi's back 🎉 and the printer's fixed too", ["wifi", "printer"]),
        ("vpn is back up and the scanner's fixed", ["vpn", "scanner"]),
    ],
)
def test_two_fixes_in_one_message(text: str, topics: list[str]) -> None:
    found = run(text)
    assert [i.topic for i in found if isinstance(i, ResolveEpisode)] == topics, found


@pytest.mark.parametrize(
    ("text", "done", "gone"),
    [
        ("flights booked ✈️ but forget the suit, I'll borrow Dev's", "flights", "suit"),
        ("hotel booked, but scrap the car hire", "hotel", "car hire"),
    ],
)
def test_a_done_but_a_cancel(text: str, done: str, gone: str) -> None:
    found = run(text)
    assert CompleteCommitment(done, past_tense=True) in found and CancelCommitment(gone) in found, found


def test_a_past_verb_with_no_object_is_more_of_the_same_thing() -> None:
    found = run("NDA's signed and sent to Lucia")
    assert not any(isinstance(i, CompleteCommitment) and "Lucia" in i.action and "NDA" not in i.action for i in found)


@pytest.mark.parametrize(
    ("text", "thing", "todo"),
    [
        ("done w/ the tax return 🎉 next up: chase Ivana for the receipts by thurs", "tax return",
         "chase Ivana for the receipts"),
        ("finished the slides 🎉 next: email Bongani the deck by friday", "slides", "email Bongani the deck"),
    ],
)  # fmt: skip
def test_done_then_next_up(text: str, thing: str, todo: str) -> None:
    found = run(text)
    assert any(isinstance(i, CompleteCommitment) and i.action.endswith(thing) for i in found), found
    assert any(isinstance(i, NewCommitment) and i.action == todo and i.due is not None for i in found), found


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("scrap the offsite; let's book a team dinner for the 12th instead", "book a team dinner"),
        ("forget the picnic, lets do a BBQ on saturday instead", "do a BBQ"),
    ],
)
def test_the_plan_said_instead_has_no_frame_words(text: str, todo: str) -> None:
    found = run(text)
    assert any(isinstance(i, CancelCommitment) for i in found), found
    assert [i.action for i in found if isinstance(i, NewCommitment)] == [todo], found


def test_cancel_and_pass_the_news_on() -> None:
    found = run("cancel the caterers, and tell Farah the party's off")
    assert CancelCommitment("caterers") in found
    assert not any(isinstance(i, CancelCommitment) and "Farah" in i.action for i in found), found
