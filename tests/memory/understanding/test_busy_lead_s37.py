"""Session 37 (the lead's conversations): a figure changed by whoever sets it ("landlord's
putting the rent up to 1400 from feb") is the figure's own change, kept as the figure from that
date, and the user's own doing ("I'm putting the price up to 40") is read as said; "any issues
open?" asks for the open issues; an appointment in a day's list takes its bare hour."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CompleteCommitment,
    NewCommitment,
    OpenEpisode,
    Question,
    ResolveEpisode,
    StateClaim,
    Unclear,
    extract,
)
from memory.understanding._raised_by import raised_by

TZ = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 8, 9, 10, tzinfo=TZ)


@pytest.mark.parametrize(
    ("said", "subject", "predicate", "value"),
    [
        ("landlord's putting the rent up to 1400 from feb", "me", "rent", "1400"),
        ("the landlord is raising the rent to 1400 from feb", "me", "rent", "1400"),
        ("our landlord has put the rent up to 1400 from feb", "me", "rent", "1400"),
        ("the gym is putting its fees up to 60 a month from jan", "gym", "fees", "60 a month"),
    ],
)
def test_a_figure_raised_by_someone_is_the_figures_own(said: str, subject: str, predicate: str, value: str) -> None:
    [claim] = extract(said, now=NOW, tz=TZ)
    assert isinstance(claim, StateClaim)
    assert (claim.subject, claim.predicate, claim.value) == (subject, predicate, value)
    assert claim.effective is not None and claim.effective.start.year == 2027


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("council put the rates up to £2,100", "the rates went up to £2,100"),
        ("the bank is cutting my overdraft to 500", "my overdraft is going down to 500"),
        ("I'm putting the price up to 40", "I'm putting the price up to 40"),
        ("put the price up to 40 on the website", "put the price up to 40 on the website"),
    ],
)
def test_who_changed_it_is_dropped_only_when_it_is_someone_else(said: str, read: str) -> None:
    assert raised_by(said) == read


def test_the_users_own_change_is_still_a_todo() -> None:
    found = extract("put the price up to 40 on the website", now=NOW, tz=TZ)
    assert any(isinstance(i, NewCommitment | Unclear) for i in found)


@pytest.mark.parametrize("said", ["any issues open?", "any problems still open", "anything still broken?"])
def test_issues_asked_with_their_state_after(said: str) -> None:
    [asked] = extract(said, now=NOW, tz=TZ)
    assert isinstance(asked, Question) and asked.kind == "open_issues"


@pytest.mark.parametrize(
    ("said", "action", "hour"),
    [
        ("ok so tmrw: dentist 9, pick up dry cleaning, call mum abt xmas", "dentist", 9),
        ("so fri: standup 10", "standup", 10),
        ("tmrw: gym 6am, standup 9", "standup", 9),
    ],
)
def test_an_appointment_in_a_day_list_takes_its_bare_hour(said: str, action: str, hour: int) -> None:
    todos = {i.action: i for i in extract(said, now=NOW, tz=TZ) if isinstance(i, NewCommitment)}
    assert todos[action].due is not None and todos[action].due.start.astimezone(TZ).hour == hour


@pytest.mark.parametrize("said", ["sat: eggs 12, milk 2", "mon: page 12"])
def test_counts_in_a_day_list_stay_counts(said: str) -> None:
    assert all(i.due is None or i.due.start.astimezone(TZ).hour == 0
               for i in extract(said, now=NOW, tz=TZ) if isinstance(i, NewCommitment))


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("car rego expires 31 jan, renew online", "renew car rego online"),
        ("car rego expires 31 jan, renew it", "renew car rego"),
        ("the lease ends jan 31, renew it in person", "renew the lease in person"),
    ],
)
def test_a_lapse_then_the_bare_verb_is_one_todo(said: str, action: str) -> None:
    [todo] = extract(said, now=NOW, tz=TZ)
    assert isinstance(todo, NewCommitment) and todo.action == action
    assert todo.due is not None and todo.due.start.month == 1


@pytest.mark.parametrize("said", ["renew online", "book online by fri", "pay online"])
def test_doing_it_online_mends_nothing(said: str) -> None:
    assert not any(isinstance(i, ResolveEpisode) for i in extract(said, now=NOW, tz=TZ))


@pytest.mark.parametrize("said", ["email's back online", "the site is back online", "server back online"])
def test_back_online_still_mends(said: str) -> None:
    assert any(isinstance(i, ResolveEpisode) for i in extract(said, now=NOW, tz=TZ))


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("heads up: kemi's out on leave from the 14th til jan 4, tunde covers her accounts", "on leave"),
        ("kemi is out on holiday til jan 4", "holiday"),
        ("Tom's out on paternity leave until feb", "paternity leave"),
    ],
)
def test_out_on_leave_is_away_never_sent(said: str, value: str) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert [(c.predicate, c.value) for c in found if isinstance(c, StateClaim)] == [("status", value)]
    assert not any(isinstance(i, OpenEpisode | CompleteCommitment) for i in found)


@pytest.mark.parametrize(
    ("said", "action", "day"),
    [
        ("maria's bday is 3 march, remind me a week before", "maria's bday", (2, 24)),
        ("mum's birthday is on the 14th, remind me the day before", "mum's birthday", (12, 13)),
    ],
)
def test_a_persons_day_then_a_reminder_ahead_of_it(said: str, action: str, day: tuple[int, int]) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert any(isinstance(i, StateClaim) and i.predicate == "birthday" for i in found)
    [todo] = [i for i in found if isinstance(i, NewCommitment)]
    assert todo.action == action and todo.due is not None
    assert (todo.due.start.month, todo.due.start.day) == day


@pytest.mark.parametrize(
    ("said", "subject", "predicate", "value"),
    [
        ("quote for the kitchen reno came in at 8.5k, way over budget", "kitchen reno", "quote", "8.5k"),
        ("the bill for the party came to 212", "party", "bill", "212"),
    ],
)
def test_what_a_figure_came_to_is_what_it_is(said: str, subject: str, predicate: str, value: str) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert [(c.subject, c.predicate, c.value) for c in found if isinstance(c, StateClaim)] == [
        (subject, predicate, value)
    ]
    assert not any(isinstance(i, NewCommitment) for i in found)


@pytest.mark.parametrize(
    ("said", "subject"),
    [
        ("what bills are still on my plate?", "bills"),
        ("which forms are still outstanding", "forms"),
        ("what invoices do i still have to send", "invoices"),
        ("any calls left to make?", "calls"),
    ],
)
def test_open_todos_of_one_kind_asked(said: str, subject: str) -> None:
    [asked] = extract(said, now=NOW, tz=TZ)
    assert isinstance(asked, Question) and (asked.kind, asked.subject) == ("when_due", subject)


def test_any_kind_at_all_lists_everything_open() -> None:
    [asked] = extract("what things are still open", now=NOW, tz=TZ)
    assert isinstance(asked, Question) and asked.kind == "open"
