"""Issues named by the subject of their broken state, broken and mended said many ways, a move
ordered after its reason, a plan given up with what to drop, work told as progress, and a bare
"due …?" (session 17, helper R2): the reader's readings, then what recap stores."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CancelCommitment,
    CompleteCommitment,
    MoveCommitment,
    OpenEpisode,
    Question,
    ResolveEpisode,
)
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading, kinds

read = Reading(datetime(2027, 4, 2, 9, 0, tzinfo=ZoneInfo("Europe/London")), ZoneInfo("Europe/London"))


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        # how sure the user is, or what kind of report it is, is no part of the thing
        ("looks like the payment gateway is down, checkouts failing", "payment gateway"),
        ("i think the heating's broken, it's freezing in here", "heating"),
        ("pretty sure the router is dead", "router"),
        ("seems like the printer is jammed again", "printer"),
        ("apparently the lift is out of order", "lift"),
        ("uh oh, the fridge is leaking", "fridge"),
        ("bug: the export button is broken", "export button"),
        # a thing giving out nothing right, or lacking a part it should have
        ("the analytics dashboard is showing zeros since last night", "analytics dashboard"),
        ("the sales report is showing nothing for november", "sales report"),
        ("search is showing no results", "search"),
        ("the till is printing gibberish again", "till"),
        ("bug: invoice PDFs are missing the VAT line", "invoice PDFs"),
        ("the export's missing half the rows", "export"),
        ("payslips are missing the tax code", "payslips"),
        # stuck where it stopped; a thing kept cold said warm, one kept hot said cold
        ("laptop stuck on the loading screen again", "laptop"),
        ("the light is stuck on", "light"),
        ("the fridge is warm", "fridge"),
        ("the radiators are cold", "radiators"),
        ("the walk-in is warm again", "walk-in"),
    ],
)
def test_the_issue_is_named_by_the_subject_of_its_broken_state(said: str, topic: str) -> None:
    found = read(said)
    assert [i.topic for i in found if isinstance(i, OpenEpisode)] == [topic], found


@pytest.mark.parametrize(
    "said",
    [
        "the new intern is missing the induction",  # a person absent
        "Tom is missing the meeting",
        "we're missing the deadline",
        "the cake is missing something",  # food, no thing failing
        "the team is showing nothing but grit",
        "the shop returns nothing",
        "looks like rain later",
        "problem solved",  # "problem" is no lead-in before a verb
        "Maya is stuck in a meeting",  # a person held up
        "Tom is stuck at the airport",
        "the office is cold",  # the weather, no thing kept at a temperature
        "the coffee is cold",
        "the fridge is cold",
    ],
)
def test_no_issue_is_opened_for_what_only_looks_like_one(said: str) -> None:
    assert not any(isinstance(i, OpenEpisode) for i in read(said)), read(said)


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("staging db back up 👍", "staging db"),  # a thing named by its use is no verb
        ("billing system back online", "billing system"),
        ("the app crash on launch is fixed in 4.2.1", "app"),  # the trouble's word after its thing
        ("dishwasher leak fixed", "dishwasher"),
        ("the printer jam is sorted", "printer"),
        ("the server timeouts are resolved", "server"),
        ("the leak is fixed", "leak"),
    ],
)
def test_a_mend_names_the_thing(said: str, topic: str) -> None:
    found = read(said)
    assert [i.topic for i in found if isinstance(i, ResolveEpisode)] == [topic], found


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("boiler guy can't come till the 14th, move it", "Wed 14"),
        ("engineer's off sick till the 14th so push it", "Wed 14"),
        ("rain forecast until monday, push it back", "Mon 05"),
        ("venue's only free from the 20th so bump it", "Tue 20"),
        ("Sana's away until the 12th - move that", "Mon 12"),
        ("shop's shut till next tues so just shift it", "Tue 06"),
    ],
)
def test_a_move_ordered_after_its_reason_takes_the_reasons_day(said: str, day: str) -> None:
    found = read(said)
    moves = [i for i in found if isinstance(i, MoveCommitment)]
    assert len(moves) == 1 and read.when(moves[0])[:6] == day, found


@pytest.mark.parametrize(
    "said",
    [
        "it was due friday, move it",  # when it was, not when it can be
        "parts arrive between the 3rd and the 5th, move it",  # two days: which?
    ],
)
def test_a_move_order_without_a_limit_moves_nothing(said: str) -> None:
    assert not any(isinstance(i, MoveCommitment) for i in read(said)), read(said)


@pytest.mark.parametrize(
    ("said", "dropped"),
    [
        ("not going to the match anymore, forget the tickets", "tickets"),
        ("not doing the quiz anymore, scrap the prizes", "prizes"),
        ("no longer going to paris, cancel the hotel", "hotel"),
    ],
)
def test_a_plan_given_up_with_what_to_drop_is_no_rename(said: str, dropped: str) -> None:
    found = read(said)
    assert "RenameCommitment" not in kinds(found), found
    assert dropped in [i.action for i in found if isinstance(i, CancelCommitment)], found


@pytest.mark.parametrize(
    ("said", "thing"),
    [
        ("kickoff's on the calendar", "kickoff"),
        ("offsite's in the diary", "offsite"),
        ("plumber's booked in", "plumber"),
        ("vet's locked in", "vet"),
        ("the review is pencilled in", "review"),
    ],
)
def test_a_thing_in_the_diary_is_its_booking_done(said: str, thing: str) -> None:
    found = read(said)
    assert [i.action for i in found if isinstance(i, CompleteCommitment)] == [f"booked {thing}"], found


@pytest.mark.parametrize(
    "said",
    ["it's on the calendar", "everything is booked", "ute's booked in for next tues", "agenda sent + room booked"],
)
def test_a_diary_state_of_nothing_named_books_nothing(said: str) -> None:
    assert not any(isinstance(i, CompleteCommitment) and i.action.startswith("booked") for i in read(said))


@pytest.mark.parametrize(
    ("said", "thing"),
    [
        ("sublease agreement to bea by thurs instead", "sublease agreement to bea"),
        ("the deck by friday instead", "deck"),
        ("slides to Tom by monday instead", "slides to Tom"),
        ("pizza on friday instead", "pizza"),
    ],
)
def test_a_thing_with_its_new_day_instead_is_moved(said: str, thing: str) -> None:
    found = read(said)
    assert [i.action for i in found if isinstance(i, MoveCommitment)] == [thing], found


@pytest.mark.parametrize("said", ["maybe friday instead", "IRB said we can submit on 7/3 instead"])
def test_instead_with_no_thing_moves_nothing_named(said: str) -> None:
    assert not any(isinstance(i, MoveCommitment) and i.action not in ("that", "it") for i in read(said))


def test_dont_worry_about_a_thing_lets_its_to_do_go() -> None:
    assert [i.action for i in read("dont worry about the flower money") if isinstance(i, CancelCommitment)] == [
        "flower money"
    ]
    assert not any(isinstance(i, CancelCommitment) for i in read("don't worry about it"))  # a reply to an apology
    assert not any(isinstance(i, CancelCommitment) for i in read("don't worry about me"))


def test_a_rename_said_as_a_correction_still_reads() -> None:
    assert kinds(read("it's the pricing deck not the budget deck")) == ["RenameCommitment"]


@pytest.mark.parametrize(
    ("said", "kind"),
    [
        ("due this week?", "due_week"),
        ("due tmrw?", "due_week"),
        ("coming up next week?", "due_week"),
        ("still due friday?", "due_week"),
        ("overdue?", "overdue"),
    ],
)
def test_a_bare_due_question_asks_what_is_due(said: str, kind: str) -> None:
    assert [q.kind for q in read.asked(said)] == [kind]


@pytest.mark.parametrize("said", ["due diligence?", "overdue library books?", "due date for the report?"])
def test_a_due_word_before_a_thing_asks_no_list(said: str) -> None:
    found = read(said)
    assert not any(isinstance(i, Question) and i.kind in ("due_week", "overdue") for i in found), found


async def test_what_recap_stores(tmp_path: Path) -> None:
    cases: list[dict[str, object]] = [
        {"before": ["I need to get the boiler serviced by april 10"],
         "say": "boiler guy can't come till the 14th, move it",
         "expect": {"moved": [{"action": "get the boiler serviced", "due": "2027-04-14"}]}},
        {"before": ["I'll upload the photos from the wedding by sunday"], "say": "all the wedding pics are up now",
         "expect": {"completed": ["upload the photos from the wedding"]}},
        {"before": ["set up the new POS terminal at the café"], "say": "POS is up and running now",
         "expect": {"completed": ["set up the new POS terminal at the café"]}},
        {"before": ["need to order the christmas cards by wed"], "say": "xmas cards ordered!",
         "expect": {"completed": ["order the christmas cards"]}},
        {"before": ["renew the car registration by the 30th"], "say": "sorted the rego online",
         "expect": {"completed": ["renew the car registration"]}},
        {"before": ["I'll print the tickets for the Sevilla match by thursday"],
         "say": "not going to the match anymore, forget the tickets",
         "expect": {"cancelled": ["print the tickets for the Sevilla match"]}},
        {"before": ["the staging db is down"], "say": "staging db back up 👍", "expect": {"resolved": ["staging db"]}},
        {"before": ["mobile app crashes on launch"], "say": "the app crash on launch is fixed in 4.2.1",
         "expect": {"resolved": ["mobile app"]}},
        {"before": ["I'll finish the pitch deck by tues"], "say": "working on the deck now, slow going",
         "expect": "nothing"},
        {"say": "the new intern is fixing the onboarding docs, she's great", "expect": "nothing"},
        {"say": "Priya's redoing the budget sheet, bless her", "expect": "nothing"},
        {"before": ["schedule the kickoff w/ Sakura's team by wed"], "say": "kickoff's on the calendar",
         "expect": {"completed": ["schedule the kickoff with Sakura's team"]}},
        {"before": ["need to prepare slides for the meeting"], "say": "report is on the agenda for monday",
         "expect": {"ask": True}},
        {"before": ["Dave owes me $40", "Dave will send me the deck by friday"], "say": "Dave paid me back",
         "expect": {"completed": ["pay me $40"]}},
        {"before": ["Dave owes me $40"], "say": "dave paid up", "expect": {"completed": ["pay me $40"]}},
        {"before": ["I'll renew the car insurance by wednesday", "I'll file the tax return by april 30"],
         "say": "due this week?", "now": "2027-03-29T09:00:00+01:00",
         "expect": {"answer": ["insurance"], "answer_excludes": ["tax return"]}},
    ]  # fmt: skip
    assert await failures(tmp_path, "2027-04-02T09:00:00+01:00", "Europe/London", cases) == []
