"""To-dos, facts and times read alone, round 10: a plan the user has on a day ("hosting book club
thurs"), a thing's time said plainly ("lunch with Sam is at 12:30"), compact and 24-hour clock
times ("730am", "0730", "0600 hrs"), one rule for undated bare to-dos, and facts said with the
verbs of a change of terms, a purchase, how someone takes their tea, a change announced before
its fact, and "since" (memory.understanding._own_plans, _time_only, timex, _commitment_intro,
_fact_terms, _fact_things, _fact_personal, _fact_changed, _fact_time, _facts)."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

import pytest

from memory.timefmt import zone
from memory.understanding import Intent, MoveCommitment, NewCommitment, StateClaim, Unclear, extract
from tests.memory.understanding.played import failures

LONDON = zone("Europe/London")
NOW = datetime(2026, 11, 30, 8, 10, tzinfo=LONDON)  # a Monday morning
START = "2026-11-30T08:10:00+00:00"


def run(text: str) -> list[Intent]:
    return extract(text, now=NOW, tz=LONDON)


def todo(text: str) -> tuple[str, str | None]:
    """The one to-do ``text`` reads as: its action and due ("Thu" or "Thu 09:45")."""
    (found,) = run(text)
    assert isinstance(found, NewCommitment), found
    due = found.due
    if due is None:
        return found.action, None
    local = due.start.astimezone(LONDON)
    return found.action, local.strftime("%a %H:%M") if due.end - due.start < _A_DAY else local.strftime("%a")


_A_DAY = timedelta(days=1)


# -- a plan the user has on a day is a to-do ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("host the bbq sunday", ("host the bbq", "Sun")),
        ("hosting book club thurs", ("host book club", "Thu")),
        ("throwing Mia's party sat", ("throw Mia's party", "Sat")),
        ("we're throwing a surprise do for Dev on friday", ("throw a surprise do for Dev", "Fri")),
        ("chairing the residents' AGM weds", ("chair the residents' AGM", "Wed")),
        ("I'm picking up grandad from the station tmrw", ("pick up grandad from the station", "Tue")),
        ("im doing the school run thursday", ("do the school run", "Thu")),
        ("catering Ayo's engagement on the 12th", ("cater Ayo's engagement", "Sat")),
        ("organising the bake sale sat", ("organise the bake sale", "Sat")),
        ("teaching the beginners class wed", ("teach the beginners class", "Wed")),
    ],
)
def test_a_plan_on_a_day_is_a_todo(text: str, expected: tuple[str, str | None]) -> None:
    assert todo(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "running late tmrw",
        "feeling rough today",
        "working from home monday",
        "hosting the bbq last sunday was a laugh",
        "skipping the gym tonight",
    ],
)
def test_no_plan_of_a_thing_to_do_is_no_todo(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) for i in run(text))


def test_a_plan_with_no_day_is_asked() -> None:
    (found,) = run("hosting thanksgiving this year")
    assert isinstance(found, Unclear) and found.proposal is not None
    assert found.proposal.action == "host thanksgiving" and found.proposal.due is None


# -- a thing's time said plainly sets its to-do's time ------------------------------------------


async def test_a_time_said_plainly_sets_the_todo(tmp_path: Path) -> None:
    cases: list[dict[str, object]] = [
        {"before": ["lunch w/ Sam fri"], "say": "lunch with Sam is at 12:30",
         "expect": {"moved": [{"action": "lunch with Sam", "due": "2026-12-04T12:30"}]}},
        {"before": ["standup tmrw 9am"], "say": "standup's at 9:45 tmrw",
         "expect": {"moved": [{"action": "standup", "due": "2026-12-01T09:45"}]}},
        {"before": ["dentist thurs"], "say": "dentist is at 10:15",
         "expect": {"moved": [{"action": "dentist", "due": "2026-12-03T10:15"}]}},
        {"before": ["station mtg mon 0700"], "say": "station mtg is at 0730",
         "expect": {"moved": [{"action": "station mtg", "due": "2026-12-07T07:30"}]}},
        {"before": ["dinner w the Kims sat"], "say": "dinner's at 7",
         "expect": {"moved": [{"action": "dinner with the Kims", "due": "2026-12-05T19:00"}]}},
        # nothing open: a day and a time make a new diary entry
        {"say": "the viewing is at 4 on friday", "expect": {"commitments": [{"action": "viewing",
                                                                              "due": "2026-12-04T16:00"}]}},
        {"say": "my physio appt is at 3:15 on the 9th",
         "expect": {"commitments": [{"action": "physio appt", "due": "2026-12-09T15:15"}]}},
        {"say": "the interview is at 10am tomorrow",
         "expect": {"commitments": [{"action": "interview", "due": "2026-12-01T10:00"}]}},
        # nothing open and no day: asked; two open to-dos it may be: asked which
        {"say": "lunch with Sam is at 12:30", "expect": {"ask": True}},
        {"before": ["lunch with Sam fri 1pm", "lunch with Sam mon 12pm"], "say": "lunch with Sam is at 12:30",
         "expect": {"ask": True}},
        # told with a feeling, a time is news to share
        {"say": "the match is at 3 on saturday, cant wait", "expect": "nothing"},
    ]
    assert await failures(tmp_path, START, "Europe/London", cases) == []


def test_a_time_said_plainly_moves_what_it_names_else_is_its_diary_line() -> None:
    (found,) = run("the interview is at 10am tomorrow")
    assert isinstance(found, MoveCommitment) and found.action == "interview"
    assert isinstance(found.otherwise, NewCommitment) and found.otherwise.action == "interview"
    assert found.due.start.astimezone(LONDON).strftime("%a %H:%M") == "Tue 10:00"


# -- compact and 24-hour clock times --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("gym 730am tmrw", ("gym", "Tue 07:30")),
        ("call mum 1130am fri", ("call mum", "Fri 11:30")),
        ("ring the garage at 130pm", ("ring the garage", "Mon 13:30")),
        ("train to Leeds at 0730hrs tmrw", ("train to Leeds", "Tue 07:30")),
        ("run with Kemi at 0600 hrs wed", ("run with Kemi", "Wed 06:00")),
        ("ring Dee at 0900", ("ring Dee", "Mon 09:00")),
        ("call the depot at 1930", ("call the depot", "Mon 19:30")),
    ],
)
def test_compact_and_military_times(text: str, expected: tuple[str, str | None]) -> None:
    assert todo(text) == expected


@pytest.mark.parametrize("text", ["call Tom on 0771 234567", "sold 1500 units", "logged 1500 hours"])
def test_numbers_that_are_no_time(text: str) -> None:
    found = run(text)
    assert not any(isinstance(i, NewCommitment) and i.due is not None for i in found), found


async def test_a_bare_24_hour_time_puts_a_time_right(tmp_path: Path) -> None:
    cases: list[dict[str, object]] = [
        {"before": ["station mtg mon 0700"], "say": say,
         "expect": {"moved": [{"action": "station mtg", "due": "2026-12-07T07:30"}]}}
        for say in ("its 0730 actually", "sorry, 0730", "make it 0730", "its 730am actually")
    ]
    assert await failures(tmp_path, START, "Europe/London", cases) == []


# -- one rule for an undated bare to-do -----------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "order printer toner",
        "book the vet",
        "renew car insurance",
        "buy dog food",
        "fix garden gate",
        "book flu jabs for mum and dad",
        "pick up dry cleaning",
        "email Priya the floor plans",
    ],
)
def test_an_undated_bare_todo_with_an_object_is_kept(text: str) -> None:
    assert todo(text) == (text, None)


@pytest.mark.parametrize("text", ["book club", "pay rise", "test drive", "buy milk"])
def test_a_verb_and_one_bare_word_is_asked(text: str) -> None:
    (found,) = run(text)
    assert isinstance(found, Unclear) and found.proposal is not None and found.proposal.action == text


def test_a_thing_that_needs_something_by_a_day_is_asked() -> None:
    (found,) = run("the van needs new tyres before the 20th")
    assert isinstance(found, Unclear) and found.proposal is not None
    assert found.proposal.action == "new tyres for the van"
    assert found.proposal.due is not None and found.proposal.due.start.astimezone(LONDON).day == 19


@pytest.mark.parametrize("text", ["Sam needs a lift tmrw", "we need a holiday next week", "car needs a wash"])
def test_a_person_or_no_day_needs_nothing_asked_here(text: str) -> None:
    assert not any(isinstance(i, Unclear) and i.proposal and "for the" in i.proposal.action for i in run(text))


@pytest.mark.parametrize("text", ["coach says practice runs late", "repair guy came", "check has been done"])
def test_a_noun_then_its_verb_is_no_todo(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) for i in run(text))


# -- facts ----------------------------------------------------------------------------------------


def fact(text: str, now: datetime = NOW) -> tuple[str, str, str, str | None]:
    (found,) = extract(text, now=now, tz=LONDON)
    assert isinstance(found, StateClaim), found
    since = found.effective.start.astimezone(LONDON).strftime("%Y-%m-%d") if found.effective else None
    return found.subject, found.predicate, found.value, since


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Lena went part-time last month", ("Lena", "status", "part-time", "2026-10-01")),
        ("Ayaan switched his PhD to part time", ("Ayaan", "status", "part-time", None)),
        ("joy's full-time at the store now", ("joy", "status", "full-time", None)),
        ("Kofi's gone freelance", ("Kofi", "status", "freelance", None)),
        ("Sade's been made permanent", ("Sade", "status", "permanent", None)),
        ("Tomasz goes part-time from friday", ("Tomasz", "status", "part-time", "2026-12-04")),
    ],
)
def test_the_terms_someone_works_on(text: str, expected: tuple[str, str, str, str | None]) -> None:
    assert fact(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Bello bought Kano Motors off his uncle", ("Kano Motors", "owner", "Bello", None)),
        ("Nadia bought the bakery on Elm St", ("bakery on Elm St", "owner", "Nadia", None)),
        ("Tane has bought the farm next door for 2 mil", ("farm next door", "owner", "Tane", None)),
    ],
)
def test_a_purchase_of_a_business_or_place(text: str, expected: tuple[str, str, str, str | None]) -> None:
    assert fact(text) == expected


@pytest.mark.parametrize("text", ["Nadia bought a new phone", "Mum bought the groceries", "Sam bought Tesla"])
def test_shopping_is_no_ownership(text: str) -> None:
    assert not any(isinstance(i, StateClaim) for i in run(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Mere likes her tea with no sugar these days", ("Mere", "preference", "tea with no sugar", None)),
        ("Dad takes his coffee black", ("Dad", "preference", "coffee black", None)),
        ("Kai takes his whisky neat now", ("Kai", "preference", "whisky neat", None)),
        ("Jo drinks her coffee with oat milk", ("Jo", "preference", "coffee with oat milk", None)),
    ],
)
def test_how_someone_takes_it(text: str, expected: tuple[str, str, str, str | None]) -> None:
    assert fact(text) == expected


def test_a_liking_with_no_how_is_no_preference() -> None:
    assert not any(isinstance(i, StateClaim) for i in run("Ana likes her new job"))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Yusuf changed jobs, works for Deloitte now", ("Yusuf", "employer", "Deloitte", None)),
        ("Grace moved house, lives in Leeds now", ("Grace", "location", "Leeds", None)),
        ("Omar got promoted, he's head of sales now", ("Omar", "role", "head of sales", None)),
        ("Ama switched teams, she's on the payments team now", ("Ama", "team", "payments", None)),
    ],
)
def test_a_change_announced_then_its_fact(text: str, expected: tuple[str, str, str, str | None]) -> None:
    assert fact(text) == expected


LATE_DECEMBER = datetime(2026, 12, 22, 11, 0, tzinfo=LONDON)  # a Tuesday


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "since" is a start gone by, however near the next January
        ("Lina is head of ops since jan", ("Lina", "role", "head of ops", "2026-01-01")),
        ("since march, Omar runs the Leeds office", ("Leeds office", "owner", "Omar", "2026-03-01")),
        # the event that made the fact, said after it, dates it
        ("Elm Rd is sold, completion was yesterday", ("Elm Rd", "status", "sold", "2026-12-21")),
        ("Ana is head of sales, her first day was monday", ("Ana", "role", "head of sales", "2026-12-21")),
    ],
)
def test_a_facts_time_is_never_in_its_value(text: str, expected: tuple[str, str, str, str | None]) -> None:
    assert fact(text, LATE_DECEMBER) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Pete's stepping down as chair, Lou takes over in jan", ("Lou", "role", "chair", "2027-01-01")),
        ("Tom stepped down as treasurer, Ama took over", ("Ama", "role", "treasurer", None)),
        ("Marta is Dan's new manager", ("Dan", "manager", "Marta", None)),
        ("Femi's now Ada's line manager", ("Ada", "manager", "Femi", None)),
        ("Tolu moved teams, he's in data now", ("Tolu", "team", "data", None)),
        ("Bisi works in procurement", ("Bisi", "team", "procurement", None)),
        ("effective immediately Joy is acting head", ("Joy", "role", "acting head", None)),
        ("Lucy becomes head of year 9 from september", ("Lucy", "role", "head of year 9", "2027-09-01")),
        ("Tomi started at Shell in March", ("Tomi", "employer", "Shell", "2026-03-01")),
    ],
)
def test_roles_teams_and_managers_with_their_time_apart(text: str, expected: tuple[str, str, str, str | None]) -> None:
    assert fact(text) == expected


@pytest.mark.parametrize("text", ["Lou takes over in jan", "Lou takes over from Pete in jan"])
def test_a_time_or_a_person_is_no_thing_run(text: str) -> None:
    assert not any(isinstance(i, StateClaim) and i.predicate == "owner" for i in run(text))

