"""Tests for how to-dos are introduced: reminder wordings, promises reported or shared with
someone, trailing noise after an action, and the verbs people use for to-dos (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Question, Unclear, extract
from memory.words import content_words

TZ = ZoneInfo("Europe/London")
NOW = datetime(2026, 11, 30, 9, 15, tzinfo=TZ)  # a Monday morning


def _one(text: str, now: datetime = NOW, tz: ZoneInfo = TZ) -> NewCommitment:
    found = extract(text, now=now, tz=tz)
    assert len(found) == 1 and isinstance(found[0], NewCommitment), found
    return found[0]


def _day(c: NewCommitment, tz: ZoneInfo = TZ) -> str | None:
    return c.due.start.astimezone(tz).date().isoformat() if c.due is not None else None


def _same(action: str, expected: str) -> bool:
    return content_words(action) == content_words(expected)


# -- reminder wordings ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("pls remind me to renew the parking permit", "renew the parking permit", None),
        ("remind me to email Kofi", "email Kofi", None),
        ("can you remind me to chase Ingrid about the quote", "chase Ingrid about the quote", None),
        ("could u remind me to top up the oyster card", "top up the oyster card", None),
        ("plz remind me abt the vet", "vet", None),
        ("remind me tmrw am to call Hyun-woo", "call Hyun-woo", "2026-12-01"),
        ("remind me thursday to send Bea the contract pls", "send Bea the contract", "2026-12-03"),
        ("set a reminder to pay the council tax by the 5th", "pay the council tax", "2026-12-05"),
        ("set a reminder for thursday to book the vet", "book the vet", "2026-12-03"),
        ("set me a reminder to renew the TV licence on friday", "renew the TV licence", "2026-12-04"),
        ("ping me friday re the invoice", "invoice", "2026-12-04"),
        ("nudge me to water the plants tomorrow", "water the plants", "2026-12-01"),
        ("nudge me on wednesday about the dentist", "dentist", "2026-12-02"),
        ("Remind me to ring Siobhán next wednesday", "ring Siobhán", "2026-12-09"),
    ],
)
def test_a_reminder_is_the_todo_that_follows_with_its_date_wherever_it_sits(
    text: str, action: str, day: str | None
) -> None:
    todo = _one(text)
    assert _same(todo.action, action), todo.action
    assert "remind" not in todo.action.lower() and "ping" not in todo.action.lower()
    assert todo.owner == "me" and _day(todo) == day


@pytest.mark.parametrize(
    "text", ["remind me about that later", "ping me about it tomorrow", "can you remind me about this"]
)
def test_a_reminder_that_names_nothing_asks_what_about(text: str) -> None:
    [found] = extract(text, now=NOW, tz=TZ)
    assert isinstance(found, Unclear) and found.proposal is None, found


@pytest.mark.parametrize(
    "text", ["remind me to relax lol", "remind me never to eat there again 😂", "remind me to breathe"]
)
def test_a_reminder_of_no_task_keeps_nothing(text: str) -> None:
    assert not [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]


def test_a_reminder_about_a_person_alone_is_a_question() -> None:
    """ "remind me about Maya": what recap knows about her, not a to-do "Maya"."""
    [found] = extract("remind me about Maya", now=NOW, tz=TZ)
    assert isinstance(found, Question)


# -- promises reported or shared ------------------------------------------------------------


def test_a_promise_someone_reckons_they_will_keep_is_theirs() -> None:
    todo = _one("Aoife reckons she'll have the mockups done by thurs")
    assert todo.owner == "Aoife" and _same(todo.action, "have the mockups done") and _day(todo) == "2026-12-03"


def test_what_someone_says_they_will_do_is_theirs() -> None:
    todo = _one("Tariq says he'll send the floor plan by wednesday")
    assert todo.owner == "Tariq" and _day(todo) == "2026-12-02"


def test_asked_to_and_said_i_would_is_mine_for_the_one_who_asked() -> None:
    todo = _one("Wen asked me to review her deck, said I would by sunday")
    assert todo.owner == "me" and todo.counterparty == "Wen"
    assert _same(todo.action, "review her deck") and _day(todo) == "2026-12-06"


def test_asked_to_with_a_date_is_mine() -> None:
    todo = _one("Oluwaseun asked me to chase the caterers by friday")
    assert (todo.owner, todo.counterparty, _day(todo)) == ("me", "Oluwaseun", "2026-12-04")


def test_asked_to_be_something_is_no_todo() -> None:
    assert not [i for i in extract("Mum asked me to be nice", now=NOW, tz=TZ) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "person", "thing", "day"),
    [
        ("told Bea she'd have the contract from me by friday", "Bea", "contract", "2026-12-04"),
        ("promised Dmitri he'd get the invoice from me tmrw", "Dmitri", "invoice", "2026-12-01"),
    ],
)
def test_told_them_they_would_have_it_from_me_is_mine_to_send(text: str, person: str, thing: str, day: str) -> None:
    todo = _one(text)
    assert todo.owner == "me" and todo.counterparty == person and _day(todo) == day
    assert content_words(todo.action) == content_words(f"send {person} the {thing}")


@pytest.mark.parametrize(
    "text",
    [
        "me and Luca need to finish the budget by the 20th",
        "Luca and I have to finish the budget by the 20th",
        "we need to finish the budget by the 20th",
        "me & Yuki must finish the budget by the 20th",
    ],
)
def test_a_todo_shared_with_someone_is_mine(text: str) -> None:
    todo = _one(text)
    assert todo.owner == "me" and _same(todo.action, "finish the budget") and _day(todo) == "2026-12-20"


def test_a_shared_plan_with_a_date_is_mine() -> None:
    todo = _one("me and Priya are going to book the venue on monday")
    assert _same(todo.action, "book the venue") and _day(todo) == "2026-12-07"


def test_a_shared_undated_todo_is_kept_when_it_names_a_thing() -> None:
    assert _one("we need to renew the lease").due is None


@pytest.mark.parametrize("text", ["we need to talk", "me and kai should hang out sometime"])
def test_shared_chat_keeps_nothing(text: str) -> None:
    assert not [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    "text", ["i said id help Sam move on sat", "I said I'd help Sam move on saturday", "said i would help Sam move sat"]
)
def test_said_id_is_a_promise_not_a_move(text: str) -> None:
    todo = _one(text)
    assert todo.owner == "me" and _same(todo.action, "help Sam move") and _day(todo) == "2026-12-05"


# -- trailing noise ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("need to renew the parking permit pls thx", "renew the parking permit"),
        ("gotta send the invoice to Kemal by friday thanks!", "send the invoice to Kemal"),
        ("I'll send Maria the slides tmrw thx to her", "send Maria the slides"),
        ("need to book the MOT by thursday cheers", "book the MOT"),
        ("need to call the bank tomorrow 🙏", "call the bank"),
        ("have to pay the nanny by friday 👍", "pay the nanny"),
        ("need to chase the plumber tmrw lol", "chase the plumber"),
    ],
)
def test_politeness_and_thanks_are_not_part_of_the_action(text: str, action: str) -> None:
    assert _same(_one(text).action, action)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("need to renew my passport before it expires", "renew my passport"),
        ("need to top up the oyster before it runs out", "top up the oyster"),
        ("gotta renew the gym membership before it lapses", "renew the gym membership"),
    ],
)
def test_before_it_expires_is_a_condition_and_leaves_the_todo_undated(text: str, action: str) -> None:
    todo = _one(text)
    assert _same(todo.action, action) and todo.due is None


def test_before_it_lapses_on_a_date_is_due_the_day_before() -> None:
    todo = _one("gotta renew the car insurance before it lapses on the 30th", now=datetime(2026, 12, 2, 9, tzinfo=TZ))
    assert _same(todo.action, "renew the car insurance") and _day(todo) == "2026-12-29"


def test_re_keeps_the_topic_and_remind_me_stays_out_of_the_action() -> None:
    todo = _one("need to email Joon re: the lease renewal, remind me")
    assert "lease" in todo.action and "remind" not in todo.action


# -- verbs people use for to-dos ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("need to loop in Priyanka on the budget by wed", "loop in Priyanka on the budget", "2026-12-02"),
        ("circle back with Tomás about the quote on monday", "circle back with Tomás about the quote", "2026-12-07"),
        ("touch base with Amara tomorrow", "touch base with Amara", "2026-12-01"),
        ("gotta chase up the refund by friday", "chase up the refund", "2026-12-04"),
        ("follow up on the Q3 invoices tmrw", "follow up on the Q3 invoices", "2026-12-01"),
        ("action the feedback from Hiroshi by thursday", "action the feedback from Hiroshi", "2026-12-03"),
        # pencilling in only notes the event: the offsite is the to-do, on its day (session 33)
        ("pencil in the team offsite for next friday", "the team offsite", "2026-12-11"),
        ("lodge the tax form by the 20th", "lodge the tax form", "2026-12-20"),
        ("top up the gas meter tomorrow", "top up the gas meter", "2026-12-01"),
        ("need to sort out the visa paperwork", "sort out the visa paperwork", None),
    ],
)
def test_work_verbs_make_todos(text: str, action: str, day: str | None) -> None:
    todo = _one(text)
    assert _same(todo.action, action) and _day(todo) == day
