"""Several intents in one message: a verb said once for two dated to-dos, a day of the month said
first as a label, two troubles typed without "is", a busy day vented as a list, a role said in
brackets, the next errand of a run said after "then", a done mark before a slipped to-do, a plan
cancelled and another made instead, turns at one job, a figure then what to do with the thing,
standing in for someone away (memory.understanding._gapped_verb, _ordinal_label, _two_troubles,
_busy_venting, _role_aside, _shared_day, _sentences, _cancel_then_book, _turns, _amount_then_todo,
_covering_for; a hyphenated topic in memory.episodes)."""

from __future__ import annotations

from datetime import datetime

import pytest

from memory import episodes
from memory.timefmt import zone
from memory.understanding import (
    CancelCommitment,
    Intent,
    MoveCommitment,
    NewCommitment,
    OpenEpisode,
    StateClaim,
)
from tests.memory.understanding.reading import Reading, kinds

NY = zone("America/New_York")
NOW = datetime(2026, 11, 30, 8, 10, tzinfo=NY)  # a Monday morning
run = Reading(NOW, NY)


def owned(found: list[Intent]) -> list[tuple[str, str, str | None]]:
    """(action, owner, due) of each to-do in ``found``."""
    return [(i.action, i.owner, run.when(i)) for i in found if isinstance(i, NewCommitment)]


# -- one verb, two dated to-dos ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Bea owes me the supplier review by the 4th and Quim the budget by the 8th",
            [("send me the supplier review", "Bea", "Fri 04 00:00"), ("send me the budget", "Quim", "Tue 08 00:00")],
        ),
        (
            "tom owes me the deck by fri, ana the invoice by mon",
            [("send me the deck", "tom", "Fri 04 00:00"), ("send me the invoice", "ana", "Mon 07 00:00")],
        ),
        (
            "Kofi will do the slides by tues & Bo the budget by thurs",
            [("do the slides", "Kofi", "Tue 01 00:00"), ("do the budget", "Bo", "Thu 03 00:00")],
        ),
        (
            "I'll send Ana the deck by fri and Ben the invoice by mon",
            [("send Ana the deck", "me", "Fri 04 00:00"), ("send Ben the invoice", "me", "Mon 07 00:00")],
        ),
    ],
)
def test_a_verb_said_once_serves_a_second_dated_clause(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert owned(run(text)) == expected


def test_a_second_thing_with_no_name_and_no_date_is_no_gapped_clause() -> None:
    found = run("Bea owes me the review by the 4th and the budget too")
    assert not any(isinstance(i, NewCommitment) and i.owner != "Bea" for i in found)


# -- "the 1st: pay rent": a day of the month said first ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "the 1st: pay rent €1,100. the 5th: pay Ángela for cleaning €80",
            [("pay rent €1,100", "Tue 01 00:00"), ("pay Ángela for cleaning €80", "Sat 05 00:00")],
        ),
        ("15th - renew the car tax", [("renew the car tax", "Tue 15 00:00")]),
        ("the 3rd of june: dentist at 4", [("dentist", "Thu 03 16:00")]),
    ],
)
def test_a_day_of_the_month_said_first_is_the_due_of_what_follows(text: str, expected: list[tuple[str, str]]) -> None:
    assert run.todos(run(text)) == expected


def test_an_ordinal_that_names_a_thing_is_no_date_label() -> None:
    assert run.todos(run("the 1st draft is done")) == []


# -- two troubles typed without "is" ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "topics"),
    [
        ("garage door broken AND the car won't start 🙃", ["garage door", "car"]),
        ("wifi down + printer jammed", ["wifi", "printer"]),
        ("kitchen sink blocked + dishwasher leaking", ["kitchen sink", "dishwasher"]),
    ],
)
def test_two_troubles_in_one_breath_are_two_issues(text: str, topics: list[str]) -> None:
    assert [i.topic for i in run(text) if isinstance(i, OpenEpisode)] == topics


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("the fridge and the freezer are dead", ["OpenEpisode"]),  # one trouble of two things
        ("wifi's down and I need to call BT", ["OpenEpisode", "NewCommitment"]),
        ("the payment gateway is down, UPI txns failing", ["OpenEpisode"]),  # the trouble, then what it does
        ("boiler's packed in, no hot water", ["OpenEpisode"]),
    ],
)
def test_one_trouble_or_a_trouble_and_a_todo_is_not_cut_into_troubles(text: str, expected: list[str]) -> None:
    assert kinds(run(text)) == expected


# -- a busy day vented as a list ------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "crazy monday, month end close + kids + dentist, send help lol",
        "hectic week: board pack & school play & the boiler, pray for me",
        "mad day - payroll, kids, vet 🙃",
    ],
)
def test_a_busy_day_vented_as_a_list_stores_nothing(text: str) -> None:
    assert run(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("busy week, need to call the bank by fri", [("call the bank", "Fri 04 00:00")]),
        ("busy morning, send the invoice + book the MOT", [("send the invoice", None), ("book the MOT", None)]),
    ],
)
def test_a_busy_day_with_real_todos_keeps_them(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert run.todos(run(text)) == expected


# -- a role said in brackets ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "fact", "todo"),
    [
        (
            "Mercedes (my accountant) needs the receipts by the 11th",
            ("Mercedes", "role", "accountant"),
            ("send Mercedes the receipts", "Fri 11 00:00"),
        ),
        (
            "ring Tomás (our landlord) about the boiler tmrw",
            ("Tomás", "role", "landlord"),
            ("ring Tomás about the boiler", "Tue 01 00:00"),
        ),
        (
            "Dr Fong (Leo's GP) wants the forms by fri",
            ("Leo", "gp", "Dr Fong"),  # whom Leo goes to (s40: a named person's service person is theirs)
            ("send Dr Fong the forms", "Fri 04 00:00"),
        ),
    ],
)
def test_a_role_in_brackets_is_a_fact_and_the_rest_is_read_without_it(
    text: str, fact: tuple[str, str, str], todo: tuple[str, str]
) -> None:
    found = run(text)
    assert [(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)] == [fact]
    assert run.todos(found) == [todo]


def test_a_bracket_that_holds_no_role_states_no_fact() -> None:
    assert not any(isinstance(i, StateClaim) for i in run("Ana (finally) sent the deck"))


# -- the next errand of a run, said after "then" --------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "gym 7am tmrw, then drop Leo at school 8:30, then the vet w/ Canela at 10",
            [("gym", "Tue 01 07:00"), ("drop Leo at school", "Tue 01 08:30"), ("vet with Canela", "Tue 01 10:00")],
        ),
        (
            "run 6am sat, then call mum at 8, then brunch w/ Ana at 11",
            [("run", "Sat 05 06:00"), ("call mum", "Sat 05 08:00"), ("brunch with Ana", "Sat 05 11:00")],
        ),
    ],
)
def test_a_thing_after_then_is_the_next_errand_of_the_days_run(text: str, expected: list[tuple[str, str]]) -> None:
    assert run.todos(run(text)) == expected


@pytest.mark.parametrize(
    "text",
    [
        "dentist thurs 10am, lunch with Bo at 1",  # no "then": which day, recap asks
        "swim 6am sat, then the physio at 9",  # after one to-do only: offered, not kept
    ],
)
def test_a_thing_with_a_time_alone_outside_a_run_is_still_asked_about(text: str) -> None:
    assert kinds(run(text)) == ["NewCommitment", "Unclear"]


# -- a done mark, then a to-do slipping -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "moved", "due"),
    [
        ("invoice to hugo sent ✅ brand guidelines slipping to fri", "brand guidelines", "Fri 04 00:00"),
        ("rent paid ✅ the audit slips to next week", "audit", "Mon 07 00:00"),
    ],
)
def test_a_done_mark_ends_the_report_before_a_slipped_todo(text: str, moved: str, due: str) -> None:
    found = run(text)
    assert kinds(found) == ["CompleteCommitment", "MoveCommitment"]
    assert isinstance(found[1], MoveCommitment) and (found[1].action, run.when(found[1])) == (moved, due)


def test_a_done_mark_before_thanks_is_one_report() -> None:
    assert kinds(run("sent ✅ thanks")) != ["CompleteCommitment", "MoveCommitment"]


# -- a plan cancelled and another made instead ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "cancelled", "todo"),
    [
        (
            "cancel the Valencia hotel and book the one in Alicante instead by fri",
            "Valencia hotel",
            ("book the one in Alicante", "Fri 04 00:00"),
        ),
        ("drop the caterer & order pizza instead for sat", "caterer", ("order pizza", "Sat 05 00:00")),
        ("scrap the gym session, do a swim instead tmrw", "gym session", ("do a swim", "Tue 01 00:00")),
    ],
)
def test_a_plan_made_instead_is_a_new_todo_beside_the_cancel(text: str, cancelled: str, todo: tuple[str, str]) -> None:
    found = run(text)
    assert [i.action for i in found if isinstance(i, CancelCommitment)] == [cancelled]
    assert run.todos(found) == [todo]
    assert not any(isinstance(i, MoveCommitment) for i in found)


# -- turns at one job ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "school run tmrw is mine, Dani's doing thurs",
            [("school run", "me", "Tue 01 00:00"), ("school run", "Dani", "Thu 03 00:00")],
        ),
        (
            "I'll do the school run tmrw and Dani will do thurs",
            [("do the school run", "me", "Tue 01 00:00"), ("do the school run", "Dani", "Thu 03 00:00")],
        ),
        (
            "pickup today is on me, Tom's got friday",
            [("pickup", "me", "Mon 30 00:00"), ("pickup", "Tom", "Fri 04 00:00")],
        ),
    ],
)
def test_a_named_persons_turn_is_the_same_job_on_their_day(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert owned(run(text)) == expected


@pytest.mark.parametrize(
    "text",
    ["I'll call the bank tmrw, Tom's on holiday", "I'll send the deck tmrw and Ana has the budget"],
)
def test_someone_named_with_no_day_takes_no_turn(text: str) -> None:
    assert [i.owner for i in run(text) if isinstance(i, NewCommitment)] == ["me"]


# -- a hyphenated topic -------------------------------------------------------------------------


def test_a_hyphenated_word_matches_its_closed_up_spelling() -> None:
    assert episodes.topic_score("Wi-Fi at the office", "office wifi")[0] >= episodes.TOPIC_THRESHOLD
    assert episodes.topic_score("car-park barrier", "car park barrier")[0] >= episodes.TOPIC_THRESHOLD


# -- a figure said of a thing, then what to do with it ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("invoice for Acme is 2,400 usd, send by the 10th", ("send invoice for Acme", "Thu 10 00:00")),
        ("the deposit is €300, pay tmrw", ("pay the deposit", "Tue 01 00:00")),
        (
            "the quote for the Patels comes to £3,200, send to them by fri",
            ("send the quote for the Patels to them", "Fri 04 00:00"),
        ),
    ],
)
def test_a_figure_then_a_bare_verb_is_the_verb_done_to_the_thing(text: str, todo: tuple[str, str]) -> None:
    assert run.todos(run(text)) == [todo]


def test_a_figure_then_a_verb_with_its_own_object_is_left_alone() -> None:
    found = run("Tom's number is 0412 555 019, call him tmrw")
    assert [i.value for i in found if isinstance(i, StateClaim)] == ["0412 555 019"]
    assert len(run.todos(found)) == 1


# -- standing in for someone away ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("Lena is off sick today, covering her standup", ("cover Lena's standup", "Mon 30 00:00")),
        ("Tom's on leave this week, handling his clients", ("handle Tom's clients", "Mon 30 00:00")),
    ],
)
def test_covering_for_someone_away_is_my_todo_of_their_job(text: str, todo: tuple[str, str]) -> None:
    found = run(text)
    assert kinds(found) == ["StateClaim", "NewCommitment"]
    assert run.todos(found) == [todo]


@pytest.mark.parametrize("text", ["Lena is off sick today, poor thing", "Lena is off sick today, covering the phones"])
def test_a_status_with_no_stand_in_for_their_job_is_only_the_fact(text: str) -> None:
    assert kinds(run(text)) == ["StateClaim"]
