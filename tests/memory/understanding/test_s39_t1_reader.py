"""Session 39 (t1), the reader's part (blind37 tuning, tested on messages outside the corpora)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory import understanding
from memory.understanding.intents import MoveCommitment, NewCommitment, StateClaim, Unclear

TZ = ZoneInfo("Europe/Dublin")
NOW = datetime(2026, 12, 9, 10, 0, tzinfo=TZ)  # a Wednesday


def _actions(said: str) -> list[str]:
    return [i.action for i in understanding.extract(said, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("porch light's fixed, and i'll mow sat morning", "mow"),
        ("the sink is fixed, i'll hoover tmrw", "hoover"),
        ("boiler's finally working again so i'll shower tonight", "shower"),
        ("the wifi is sorted, i'll study fri", "study"),
    ],
)
def test_a_verb_said_alone_after_a_thing_mended_is_not_done_to_it(said: str, action: str) -> None:
    assert _actions(said) == [action]


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("car insurance expires friday - renew asap", "renew car insurance"),
        ("the laptop's fixed, pick it up fri", "pick the laptop up"),
    ],
)
def test_a_thing_still_to_deal_with_is_what_it_means(said: str, action: str) -> None:
    assert _actions(said) == [action]


def _dated(said: str) -> list[tuple[str, str]]:
    return [(i.action, i.due.start.astimezone(TZ).date().isoformat())
            for i in understanding.extract(said, now=NOW, tz=TZ) if isinstance(i, NewCommitment) and i.due]


@pytest.mark.parametrize(
    ("said", "todos"),
    [
        ("by the 14th pay the roofer and by the 18th the painter",
         [("pay the roofer", "2026-12-14"), ("pay the painter", "2026-12-18")]),
        ("by fri pay the gas bill & by the 15th the water bill",
         [("pay the gas bill", "2026-12-11"), ("pay the water bill", "2026-12-15")]),
        ("tmrw ring the bank, thurs the GP", [("ring the bank", "2026-12-10"), ("ring the GP", "2026-12-10")]),
        ("on mon email Ana, and on weds Ben", [("email Ana", "2026-12-14"), ("email Ben", "2026-12-16")]),
    ],
)
def test_a_day_heading_each_of_two_todos_said_with_one_verb(said: str, todos: list[tuple[str, str]]) -> None:
    assert _dated(said) == todos


@pytest.mark.parametrize(
    "said",
    [
        "school concert is 4/5, must buy a ticket",
        "gig is 5/6, gotta print the setlist",
        "the open day is 3/4, need to book a place",
    ],
)
def test_an_undated_todo_beside_a_date_in_doubt_is_asked_about(said: str) -> None:
    found = understanding.extract(said, now=NOW, tz=TZ)
    assert not [i for i in found if isinstance(i, NewCommitment)], found
    assert any(isinstance(i, Unclear) and i.proposal is not None for i in found), found


def test_a_todo_with_its_own_day_beside_a_date_in_doubt_is_kept() -> None:
    found = understanding.extract("the open day is 3/4, need to book a place by fri", now=NOW, tz=TZ)
    assert [(i.action, i.due is not None) for i in found if isinstance(i, NewCommitment)] == [("book a place", True)]


@pytest.mark.parametrize(
    ("said", "mine"),
    [
        ("Bronagh's bringing the burgers sat and i'll do the slaw", ("do the slaw", "2026-12-12")),
        ("Sam's doing the drinks fri and i'll bring the chips", ("bring the chips", "2026-12-11")),
        ("Tevita is making the cake on sunday and i'll bring the candles", ("bring the candles", "2026-12-13")),
    ],
)
def test_my_share_said_after_someone_elses_on_a_day_is_that_day(said: str, mine: tuple[str, str]) -> None:
    assert mine in _dated(said)


@pytest.mark.parametrize(
    "said",
    ["Ana's calling the bank fri and i'll pay the rent", "Sam's bringing the tent by fri and i'll bring the stove"],
)
def test_a_todo_of_mine_beside_someone_elses_other_deed_or_deadline_keeps_no_day(said: str) -> None:
    found = understanding.extract(said, now=NOW, tz=TZ)
    assert [i.due for i in found if isinstance(i, NewCommitment) and i.owner == "me"] == [None], found


def _facts(said: str) -> dict[str, str | None]:
    return {i.predicate: (i.effective.text if i.effective else None)
            for i in understanding.extract(said, now=NOW, tz=TZ) if isinstance(i, StateClaim)}


@pytest.mark.parametrize(
    ("said", "facts"),
    [
        ("from mon i report to Cheyenne and i'm on the night team", {"manager": "mon", "team": "mon"}),
        ("as of the 14th Ana is team lead and i'm on the blue team", {"role": "the 14th", "team": "the 14th"}),
    ],
)
def test_a_day_opening_the_sentence_dates_every_fact_in_it(said: str, facts: dict[str, str | None]) -> None:
    assert _facts(said) == facts


def test_a_day_opening_one_sentence_does_not_date_the_next() -> None:
    assert _facts("from mon i report to Cheyenne. i'm on the night team") == {"manager": "mon", "team": None}


@pytest.mark.parametrize(
    ("said", "todo"),
    [
        ("ok will do the needful and share the revised quote by EOD", "share the revised quote"),
        ("i'll do the needful and send the invoice to Mr Rao fri", "send the invoice to Mr Rao"),
        ("will do the needful wrt the visa fees tmrw", "do the needful for the visa fees"),
    ],
)
def test_doing_the_needful_is_kept_as_said_or_goes_before_the_todo_it_is(said: str, todo: str) -> None:
    assert _actions(said) == [todo]


@pytest.mark.parametrize(
    ("said", "todo", "day"),
    [
        ("please do the needful for GST filing, last date is 20th", "do the needful for GST filing", "2026-12-20"),
        ("do the needful regarding the PO by friday", "do the needful for the PO", "2026-12-11"),
    ],
)
def test_doing_the_needful_by_a_day_is_a_todo_due_then(said: str, todo: str, day: str) -> None:
    found = understanding.extract(said, now=NOW, tz=TZ)
    # "do …" may be a move of an open to-do of that name, else this new one
    todos = [i.otherwise if isinstance(i, MoveCommitment) else i for i in found]
    assert [(t.action, t.due.start.astimezone(TZ).date().isoformat()) for t in todos if isinstance(t, NewCommitment)
            and t.due] == [(todo, day)], found


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("the van belongs to Ruairi now, sold it to him yesterday", "2026-12-08"),
        ("Ravi owns the boat now, I sold it to him on saturday", "2026-12-05"),
        ("the flat is Ana's now, she bought it on the 3rd", "2026-12-03"),
        ("the van belongs to Ruairi now, sold it to him last week", None),
    ],
)
def test_an_owner_now_is_owner_from_the_day_it_changed_hands(said: str, day: str | None) -> None:
    found = understanding.extract(said, now=NOW, tz=TZ)
    [owner] = [i for i in found if isinstance(i, StateClaim)]
    assert owner.predicate == "owner"
    assert (owner.effective.start.astimezone(TZ).date().isoformat() if owner.effective else None) == day, found
    assert day is None or not [i for i in found if not isinstance(i, StateClaim)], found


@pytest.mark.parametrize(
    ("said", "second"),
    [
        ("Tomasz is doing the north side flyers tmrw and i'll do the south side sat", "do the south side flyers"),
        ("Sam's painting the front room walls sat and i'll paint the back room sun", "paint the back room walls"),
        ("Ana's doing the school run tmrw and i'll do the dishes", "do the dishes"),
    ],
)
def test_a_second_share_said_without_the_noun_the_first_said_takes_it(said: str, second: str) -> None:
    assert _actions(said)[1] == second


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("Oisín lives in Rathmines now and his college is Trinity", ("Oisín", "college", "Trinity")),
        ("Ana lives in Leeds and her school is St Pauls", ("Ana", "school", "St Pauls")),
        ("Kwame moved to Kumasi and his uni is KNUST", ("Kwame", "uni", "KNUST")),
    ],
)
def test_where_someone_studies_said_with_his_or_her_after_their_name(said: str, fact: tuple[str, str, str]) -> None:
    claims = [(i.subject, i.predicate, i.value) for i in understanding.extract(said, now=NOW, tz=TZ)
              if isinstance(i, StateClaim)]
    assert fact in claims, claims


def test_an_undated_todo_beside_a_clause_unread_whose_day_was_read_is_kept() -> None:
    found = understanding.extract("tonight is a mess, call mum", now=NOW, tz=TZ)
    assert [(i.action, i.due) for i in found if isinstance(i, NewCommitment)] == [("call mum", None)], found
