"""Tests for blind32's dates, issues and lifecycle misreadings (session 33, helper h4): the cause
told beside a fix ("dishwasher's working again, the filter was clogged") opened an issue for the
filter; "got the intro down" opened one for the intro; "cross off the council call" was kept as a
to-do; "1/4 — Hakupu show, gotta enter the yams" kept the show as a to-do of its own; "the 29th -
finally clear the gutter" kept "finally" in the to-do."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CancelCommitment,
    CompleteCommitment,
    MoveCommitment,
    OpenEpisode,
    ResolveEpisode,
    StateClaim,
)
from tests.memory.understanding.reading import Reading, kinds

ZONE = ZoneInfo("Pacific/Niue")
READ = Reading(datetime(2032, 2, 28, 19, 40, tzinfo=ZONE), ZONE, fmt="%a %d %b")  # a Saturday evening


@pytest.mark.parametrize(
    ("text", "fixed"),
    [
        ("dishwasher's working again, the filter was clogged", "dishwasher"),
        ("heating works again - the pilot light was out", "heating"),
        ("printer's fine now, the drum had been jammed", "printer"),
        ("the gate is fixed, the hinge was broken", "gate"),
    ],
)
def test_what_had_failed_told_beside_the_fix_opens_nothing(text: str, fixed: str) -> None:
    found = READ(text)
    assert kinds(found) == ["ResolveEpisode"], found
    assert isinstance(found[0], ResolveEpisode) and found[0].topic == fixed


@pytest.mark.parametrize(
    ("text", "still"),
    [
        ("wifi's back, but the printer is jammed", "printer"),
        ("the vpn is back up but the printer is still broken", "printer"),
    ],
)
def test_a_trouble_still_on_beside_a_fix_is_opened(text: str, still: str) -> None:
    opened = [i for i in READ(text) if isinstance(i, OpenEpisode)]
    assert [i.topic for i in opened] == [still]


@pytest.mark.parametrize(
    "text",
    [
        "newsletter's started, got the intro down",
        "finally got the chorus down",
        "got the first draft down, editing tmrw",
        "getting the basics down slowly",
    ],
)
def test_got_something_down_is_written_or_learnt_not_down(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, OpenEpisode)]


def test_a_thing_said_down_is_still_an_outage() -> None:
    assert [i.topic for i in READ("got home, the wifi is down") if isinstance(i, OpenEpisode)] == ["wifi"]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("cross off the council call", "council call"),
        ("they filled the pothole yesterday, cross off the council call", "council call"),
        ("cross the council call off", "council call"),
        ("strike out the venue deposit", "venue deposit"),
    ],
)
def test_a_to_do_crossed_off_is_called_off(text: str, action: str) -> None:
    [cancel] = READ(text)
    assert isinstance(cancel, CancelCommitment) and cancel.action == action


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("1/4 — Hakupu show, gotta enter the yams", ("enter the yams for Hakupu show", "Thu 01 Apr")),
        ("sat - horse show, need to wash the ponies", ("wash the ponies for the horse show", "Sat 06 Mar")),
        ("talent show fri, need to iron the costume", ("iron the costume for the talent show", "Fri 05 Mar")),
        ("the 14th - the car show, gotta polish the ute", ("polish the ute for the car show", "Sun 14 Mar")),
    ],
)
def test_a_show_heads_the_to_do_for_it(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("i'll show Sam the flat tmrw", ("show Sam the flat", "Sun 29 Feb")),
        ("need to show the buyers round sat", ("show the buyers round", "Sat 06 Mar")),
    ],
)
def test_show_the_verb_is_still_the_to_do(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("the 29th - finally clear the gutter, no excuses", ("clear the gutter", "Sun 29 Feb")),
        ("finally clear the gutter fri", ("clear the gutter", "Fri 05 Mar")),
        ("fri - actually call the bank", ("call the bank", "Fri 05 Mar")),
        ("tmrw: definitely book the vet", ("book the vet", "Sun 29 Feb")),
    ],
)
def test_a_keen_word_before_the_verb_is_no_part_of_the_to_do(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


def test_a_keen_word_before_no_verb_keeps_nothing_new() -> None:
    assert READ.todos(READ("actually the meeting is at 3")) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("payroll portal throws a 502 whenever i try to export", "payroll portal 502s"),
        ("the app throws an error whenever i log in", "app"),
        ("the site returns 500s each time we deploy", "site 500s"),
        ("the form gives errors whenever Sam submits", "form"),
    ],
)
def test_an_error_said_with_when_it_comes_opens_an_issue(text: str, topic: str) -> None:
    assert [i.topic for i in READ(text) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("nobody can log into the crm this morning", "crm login"),
        ("customers can't log into the portal", "portal login"),
        ("staff can't sign into the rota app today", "rota app sign-in"),
    ],
)
def test_people_who_cannot_log_into_a_thing_open_its_login_issue(text: str, topic: str) -> None:
    assert [i.topic for i in READ(text) if isinstance(i, OpenEpisode)] == [topic]


def test_people_who_can_log_in_open_nothing() -> None:
    assert READ("we can log into the crm now") == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the till at the Ledra st shop is frozen solid", "till at the Ledra st shop"),
        ("the gate at the back field is jammed solid", "gate"),
        ("the till is frozen solid", "till"),
    ],
)
def test_stuck_solid_is_a_fault_never_solid_again(text: str, topic: str) -> None:
    found = READ(text)
    assert not [i for i in found if isinstance(i, ResolveEpisode)], found
    assert [i.topic for i in found if isinstance(i, OpenEpisode)] == [topic]


def test_rock_solid_is_still_a_fix() -> None:
    assert kinds(READ("the wifi at the shop is rock solid now")) == ["ResolveEpisode"]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("car's got the orange engine light on, not a good sign", "car engine light"),
        ("the van has the oil light on again", "van oil light"),
        ("the boiler's got its red fault light on", "boiler fault light"),
        ("the car has the tyre pressure light on", "car tyre pressure light"),
    ],
)
def test_a_thing_that_has_its_warning_light_on_opens_an_issue(text: str, topic: str) -> None:
    assert [i.topic for i in READ(text) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize("text", ["the kitchen has the light on", "the kitchen has the big light on"])
def test_a_lamp_left_on_is_no_warning(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    "text",
    [
        "mail server rejects anything over 5mb",
        "call button doesn't work",
        "print queue keeps freezing",
        "email client crashes on startup",
    ],
)
def test_a_thing_named_by_a_verb_first_then_its_own_verb_is_no_to_do(text: str) -> None:
    assert READ.todos(READ(text)) == []


@pytest.mark.parametrize(
    ("text", "todo"),
    [("mail the forms fri", ("mail the forms", "Fri 05 Mar")), ("call Sam tmrw", ("call Sam", "Sun 29 Feb"))],
)
def test_a_verb_first_to_do_is_still_one(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


STANLEY = ZoneInfo("Atlantic/Stanley")
THURSDAY = Reading(datetime(2029, 6, 14, 11, 5, tzinfo=STANLEY), STANLEY, fmt="%a %d %H:%M")


@pytest.mark.parametrize(
    ("text", "target", "due"),
    [
        ("ceilidh setup moved earlier, sun 1pm", "ceilidh setup", "Sun 17 13:00"),
        ("ceilidh setup moved earlier to sun 1pm", "ceilidh setup", "Sun 17 13:00"),
        ("the dentist got pushed later, fri 4pm", "dentist", "Fri 15 16:00"),
        ("school run moved later, 9am tmrw", "school run", "Fri 15 09:00"),
    ],
)
def test_a_move_said_with_which_way_then_the_new_time(text: str, target: str, due: str) -> None:
    [move] = THURSDAY(text)
    assert isinstance(move, MoveCommitment) and (move.action, THURSDAY.when(move)) == (target, due)


def test_which_way_with_no_new_time_moves_nothing() -> None:
    assert THURSDAY("the meeting moved later") == []


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("trophy pickup's now 1pm same day", "trophy pickup"),
        ("trophy pickup is now 1pm on the same day", "trophy pickup"),
        ("dentist's now 3:30 same day", "dentist"),
    ],
)
def test_a_thing_said_to_be_now_a_time_is_moved_never_given_a_role(text: str, target: str) -> None:
    [move] = THURSDAY(text)
    assert isinstance(move, MoveCommitment) and move.action == target


def test_a_person_now_in_a_role_keeps_the_role() -> None:
    [claim] = THURSDAY("Maya is now head of sales")
    assert isinstance(claim, StateClaim) and (claim.predicate, claim.value) == ("role", "head of sales")


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("ceilidh setup sun 4pm", ("ceilidh setup", "Sun 17 16:00")),
        ("market pack-down sat 5pm", ("market pack-down", "Sat 16 17:00")),
        ("stage setup fri 8am", ("stage setup", "Fri 15 08:00")),
    ],
)
def test_the_setup_of_an_event_is_a_diary_line(text: str, todo: tuple[str, str]) -> None:
    assert THURSDAY.todos(THURSDAY(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "action"),
    [("need to set up the stall sat", "set up the stall"), ("i'll setup the projector tmrw", "setup the projector")],
)
def test_set_up_the_verb_is_still_the_to_do(text: str, action: str) -> None:
    assert [a for a, _ in THURSDAY.todos(THURSDAY(text))] == [action]


@pytest.mark.parametrize(
    "text",
    [
        "nxt thurs i'm meant to chair the PTA thing, need to prep slides by then",
        "i'm meant to chair the PTA thing",
        "i'm supposed to run the raffle",
        "Sam is expected to host the quiz",
    ],
)
def test_a_duty_said_with_be_is_never_a_role(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, StateClaim) and i.predicate == "role"]


def test_the_to_do_beside_a_duty_is_kept() -> None:
    found = READ("nxt thurs i'm meant to chair the PTA thing, need to prep slides by then")
    assert READ.todos(found) == [("prep slides", "Thu 04 Mar")]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("nah not bothering w/ the fleece, scrap that", "fleece"),
        ("not bothering with the raffle, drop it", "raffle"),
        ("not bothering with the fleece, scrap it", "fleece"),
    ],
)
def test_a_thing_let_go_then_scrap_that_cancels_it(text: str, action: str) -> None:
    [cancel] = THURSDAY(text)
    assert isinstance(cancel, CancelCommitment) and cancel.action == action


def test_a_day_put_right_with_not_is_still_a_correction() -> None:
    assert kinds(THURSDAY("not tuesday, wednesday")) == ["CorrectTime"]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("in a fortnight the library books are due back", ("return the library books", "Sat 13 Mar")),
        ("the library books are due back fri", ("return the library books", "Fri 05 Mar")),
        ("library books due back fri", ("return the library books", "Fri 05 Mar")),
        ("the hire car is due back sat", ("return the hire car", "Sat 06 Mar")),
    ],
)
def test_a_thing_due_back_is_to_be_returned(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    "text",
    ["the team's due back fri", "Ama due back monday", "mum is due back tues", "the kids are due back at school mon"],
)
def test_people_due_back_return_nothing(text: str) -> None:
    assert not [a for a, _ in READ.todos(READ(text)) if a.startswith("return")]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        (
            "within 8 days the survey forms go back to the ministry",
            ("send the survey forms back to the ministry", "Sun 07 Mar"),
        ),
        ("by monday 9am the roster needs to go out to the crew", ("send the roster to the crew", "Mon 01 Mar")),
        ("by noon the payroll file goes to the accountant", ("send the payroll file to the accountant", "Sun 29 Feb")),
        ("the payroll file goes to the accountant by 5pm", ("send the payroll file to the accountant", "Sun 29 Feb")),
    ],
)
def test_a_thing_that_goes_to_someone_by_a_day_is_sent(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    "text",
    [
        "the kids go back to school mon",
        "Sam goes to the dentist fri",
        "mum goes to the clinic tues",
        "i go back to work mon",
    ],
)
def test_people_going_somewhere_send_nothing(text: str) -> None:
    assert not [a for a, _ in READ.todos(READ(text)) if a.startswith("send")]


def test_going_somewhere_oneself_is_still_the_to_do() -> None:
    assert READ.todos(READ("gotta go to the bank fri")) == [("go to the bank", "Fri 05 Mar")]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("gate's freed up, the motor just needed a reset", "gate"),
        ("the gate's freed up", "gate"),
        ("the drain is freed up now", "drain"),
        ("the jammed window's freed", "jammed window"),
    ],
)
def test_a_thing_freed_up_is_fixed(text: str, topic: str) -> None:
    found = THURSDAY(text)
    assert kinds(found) == ["ResolveEpisode"] and found[0].topic == topic  # type: ignore[union-attr]


@pytest.mark.parametrize("text", ["my diary's freed up for tues", "a slot's freed up at 3"])
def test_time_freed_up_mends_nothing(text: str) -> None:
    assert not [i for i in THURSDAY(text) if isinstance(i, ResolveEpisode)]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("replaced the router, zero drops since", "router"),
        ("swapped the fuse, not a single problem since", "fuse"),
        ("reset the modem, zero issues since", "modem"),
        ("swapped the router, no drops since", "router"),
    ],
)
def test_a_repair_then_none_of_the_trouble_since_is_a_fix(text: str, topic: str) -> None:
    found = THURSDAY(text)
    assert [i.topic for i in found if isinstance(i, ResolveEpisode)] == [topic]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("registry forms went in the post this morning ✅", "registry forms"),
        ("the forms went in the post", "forms"),
        ("the card went in the post yesterday", "card"),
        ("the cheque's gone in the post", "cheque"),
    ],
)
def test_a_thing_that_went_in_the_post_is_sent(text: str, action: str) -> None:
    [done] = THURSDAY(text)
    assert isinstance(done, CompleteCommitment) and done.sent and done.action == action
