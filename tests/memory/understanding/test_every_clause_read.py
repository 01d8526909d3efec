"""Every clause of a message is read, once: a done or cancelled thing then a new to-do, news
then a to-do about the same person, an issue then what to do about it, two lifecycle changes,
a job split with someone else, a date referred back to ("that day", "by then"), and two
unnamed people that make recap ask (memory.understanding._multi, _sentences, _dispatch)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CancelCommitment,
    CompleteCommitment,
    Intent,
    MoveCommitment,
    NewCommitment,
    OpenEpisode,
    StateClaim,
    Unclear,
    extract,
)

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2027, 3, 10, 9, 0, tzinfo=LONDON)  # a Wednesday


def run(text: str) -> list[Intent]:
    return extract(text, now=NOW, tz=LONDON)


def day(c: NewCommitment | MoveCommitment) -> str | None:
    return c.due.start.astimezone(LONDON).date().isoformat() if c.due else None


def todos(found: list[Intent]) -> list[tuple[str, str | None]]:
    return [(i.action, day(i)) for i in found if isinstance(i, NewCommitment)]


def no_clause_twice(found: list[Intent]) -> None:
    """No intent's words hold another clause: nothing read inside one intent and again alone."""
    texts = [getattr(i, "action", None) or getattr(i, "value", None) or getattr(i, "detail", None) or "" for i in found]
    for text in texts:
        assert not any(word in text.split() for word in ("and", "then", "next", "so")), texts


@pytest.mark.parametrize(
    ("text", "done", "action", "due"),
    [
        ("finished the slides, now gotta email them to Rui by wed", "slides", "email them to Rui", "2027-03-17"),
        ("paid the gas bill — next: book the MOT by fri", "paid the gas bill", "book the MOT", "2027-03-12"),
        ("sent the invoice to Chidi - then chase Tanvir for the PO tmrw", "sent the invoice to Chidi",
         "chase Tanvir for the PO", "2027-03-11"),
        ("submitted the grant; next up: book the venue by monday", "submitted the grant", "book the venue",
         "2027-03-15"),
    ],
)  # fmt: skip
def test_a_done_thing_then_a_new_to_do(text: str, done: str, action: str, due: str) -> None:
    found = run(text)
    assert [i.action for i in found if isinstance(i, CompleteCommitment)] == [done]
    assert todos(found) == [(action, due)]
    no_clause_twice(found)


@pytest.mark.parametrize(
    ("text", "cancelled", "action", "due"),
    [
        ("scrap the Friday drinks; let's do a lunch on the 14th instead", "Friday drinks", "do a lunch", "2027-03-14"),
        ("cancel the gym class — let's do a run on saturday instead", "gym class", "do a run", "2027-03-13"),
    ],
)
def test_a_plan_instead_of_a_cancelled_one_is_new(text: str, cancelled: str, action: str, due: str) -> None:
    found = run(text)
    assert [i.action for i in found if isinstance(i, CancelCommitment)] == [cancelled]
    assert todos(found) == [(action, due)]
    assert not any(isinstance(i, MoveCommitment) for i in found)


def test_two_lifecycle_changes_joined_by_and() -> None:
    found = run("sent the contract to Ade and pushed the call with Mei to friday")
    assert [i.action for i in found if isinstance(i, CompleteCommitment)] == ["sent the contract to Ade"]
    (moved,) = [i for i in found if isinstance(i, MoveCommitment)]
    assert (moved.action, day(moved)) == ("call with Mei", "2027-03-12")


def test_past_tenses_that_are_not_reports_stay_one_clause() -> None:
    found = run("I called and left a message")
    assert not any(isinstance(i, MoveCommitment) for i in found)
    assert len(found) <= 1


@pytest.mark.parametrize(
    ("text", "topic", "expected"),
    [
        (
            "the dishwasher's leaking again, ring the plumber first thing tomorrow and tell Priti we'll be late",
            "dishwasher",
            [("ring the plumber", "2027-03-11"), ("tell Priti we'll be late", None)],
        ),
        ("boiler's broken again — call British Gas tmrw", "boiler", [("call British Gas", "2027-03-11")]),
    ],
)
def test_an_issue_then_what_to_do_about_it(text: str, topic: str, expected: list[tuple[str, str | None]]) -> None:
    found = run(text)
    (issue,) = [i for i in found if isinstance(i, OpenEpisode)]
    assert topic in issue.topic and issue.detail == ""
    assert todos(found) == expected


def test_a_to_do_list_keeps_its_shared_date() -> None:
    assert todos(run("call the bank, email the landlord and book the MOT by friday")) == [
        ("call the bank", "2027-03-12"),
        ("email the landlord", "2027-03-12"),
        ("book the MOT", "2027-03-12"),
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("renew the passport also book flights by the 20th", [("renew the passport", "2027-03-20"),
                                                              ("book flights", "2027-03-20")]),
        ("order toner also ping facilities tmrw", [("order toner", "2027-03-11"), ("ping facilities", "2027-03-11")]),
    ],
)  # fmt: skip
def test_also_between_two_to_dos(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert todos(run(text)) == expected


def test_also_after_a_subject_is_no_join() -> None:
    (c,) = [i for i in run("I'll also send the agenda by friday") if isinstance(i, NewCommitment)]
    assert "and" not in c.action.split() and day(c) == "2027-03-12"


@pytest.mark.parametrize(
    ("text", "who", "action", "due"),
    [
        ("Tomasz is off from the 3rd so I must get the keys from him by the 2nd", "Tomasz",
         "get the keys from him", "2027-04-02"),
        ("Anika's joined the design team, need to set her up on Figma by monday", "Anika", "set her up on Figma",
         "2027-03-15"),
    ],
)  # fmt: skip
def test_a_to_do_about_the_person_the_news_named(text: str, who: str, action: str, due: str) -> None:
    (c,) = [i for i in run(text) if isinstance(i, NewCommitment)]
    assert (c.action, c.counterparty, day(c)) == (action, who, due)


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("Mrs. Okafor becomes principal from 1 Sept and I have to plan her welcome that day", "2027-09-01"),
        ("the move is on the 14th, need to pack the books by then", "2027-03-14"),
        ("Kwame lands on friday. need to tidy the spare room by then", "2027-03-12"),
        ("the audit starts 2 April; prep the files that same day", "2027-04-02"),
    ],
)
def test_a_date_referred_back_to(text: str, due: str) -> None:
    found = run(text)
    dated = [i for i in found if isinstance(i, NewCommitment)]
    assert [day(c) for c in dated] == [due]
    assert not any(w in dated[0].action for w in ("then", "that day", "same day"))


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("need to plan the welcome that day", "plan the welcome"),
        ("Hana's been promoted to lead and I have to update the org chart before then", "update the org chart"),
    ],
)
def test_a_date_referred_back_to_that_was_never_said_is_asked(text: str, action: str) -> None:
    found = run(text)
    assert not any(isinstance(i, NewCommitment) for i in found)
    (asked,) = [i for i in found if isinstance(i, Unclear)]
    assert asked.proposal is not None and (asked.proposal.action, asked.proposal.due) == (action, None)


def test_someone_elses_promise_after_news_about_them() -> None:
    found = run("Bjorn has moved to Oslo and he'll send me his new address tomorrow")
    assert StateClaim("Bjorn", "location", "Oslo", explicit_now=True) in found
    (c,) = [i for i in found if isinstance(i, NewCommitment)]
    assert (c.action, c.owner, day(c)) == ("send me his new address", "Bjorn", "2027-03-11")


@pytest.mark.parametrize(
    ("text", "theirs", "mine"),
    [
        ("for the picnic: Jo will bring the rug and I'll get the drinks", "bring the rug for the picnic",
         "get the drinks for the picnic"),
        ("Siobhan will book the table and I'll order the cake", "book the table", "order the cake"),
    ],
)  # fmt: skip
def test_a_job_split_with_someone_else(text: str, theirs: str, mine: str) -> None:
    found = [i for i in run(text) if isinstance(i, NewCommitment)]
    assert [(c.action, c.owner == "me") for c in found] == [(theirs, False), (mine, True)]


def test_a_date_label_applies_to_every_clause() -> None:
    found = [
        i for i in run("for friday: Jo will bring the rug and I'll get the drinks") if isinstance(i, NewCommitment)
    ]
    assert [(c.action, c.owner == "me", day(c)) for c in found] == [
        ("bring the rug", False, "2027-03-12"),
        ("get the drinks", True, "2027-03-12"),
    ]


def test_my_undated_plan_alone_still_waits_for_a_date() -> None:
    assert not any(isinstance(i, NewCommitment) for i in run("I'll get the drinks"))


@pytest.mark.parametrize(
    "text",
    ["tell him the plan and send her the deck", "ring him tmrw and email her the invoice"],
)
def test_two_unnamed_people_make_recap_ask(text: str) -> None:
    found = run(text)
    assert not any(isinstance(i, NewCommitment) for i in found)
    assert any(isinstance(i, Unclear) and "him" in i.question and "her" in i.question for i in found)


def test_two_pronouns_for_people_named_before_are_theirs() -> None:
    found = run("Lena is now CTO. send her flowers friday")
    assert [(i.action, i.counterparty) for i in found if isinstance(i, NewCommitment)] == [("send her flowers", "Lena")]


@pytest.mark.parametrize(
    ("text", "value", "action"),
    [
        ("Kenji's email is kenji@abc.io, pls send him the NDA", "kenji@abc.io", "send Kenji the NDA"),
        ("Ngozi's number is 07700 900123, please text her the address", "07700 900123", "text Ngozi the address"),
    ],
)
def test_a_fact_stops_where_the_next_clause_starts(text: str, value: str, action: str) -> None:
    found = run(text)
    (claim,) = [i for i in found if isinstance(i, StateClaim)]
    assert claim.value == value
    offered = [i.proposal.action for i in found if isinstance(i, Unclear) and i.proposal]
    assert [i.action for i in found if isinstance(i, NewCommitment)] + offered == [action]


def test_a_second_done_thing_said_of_it_is_the_same_thing() -> None:
    found = run("I finished the report and sent it to Jana")
    assert [i.action for i in found if isinstance(i, CompleteCommitment)] == ["report"]


@pytest.mark.parametrize(
    ("text", "done", "action", "due"),
    [
        ("just handed in the dissertation!! now need to book the celebration dinner for saturday",
         "handed in the dissertation", "book the celebration dinner", "2027-03-13"),
        ("Shipped v2. Next up: write the release notes by friday", "Shipped v2", "write the release notes",
         "2027-03-12"),
        ("Gave the keys back to Olu, after that: renew the parking permit by the 20th", "Gave the keys back to Olu",
         "renew the parking permit", "2027-03-20"),
    ],
)  # fmt: skip
def test_joining_words_open_the_next_sentence(text: str, done: str, action: str, due: str) -> None:
    found = run(text)
    assert [i.action for i in found if isinstance(i, CompleteCommitment)] == [done]
    assert todos(found) == [(action, due)]


def test_before_then_is_the_day_before() -> None:
    found = run("Tomasz is off from the 3rd so I must get the keys from him before then")
    assert [(c.counterparty, day(c)) for c in found if isinstance(c, NewCommitment)] == [("Tomasz", "2027-04-02")]


def test_a_run_on_message_is_not_read_again_at_every_cut() -> None:
    found = run("the wifi is down, " + "call the bank and " * 40 + "pay the rent")
    assert any(isinstance(i, OpenEpisode) for i in found)
