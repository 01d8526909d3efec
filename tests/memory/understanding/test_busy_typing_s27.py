"""Tests for misreadings the lead found typing as a busy person would (session 27): a deadline
said before what the to-do is about or whom it goes to ("Tom says he'll get back to me by monday
on the budget", "send the deck by fri to Omar") keeps both, due that day (it was asked about, and
the question offered Tom's promise "for you"); a to-do that is someone else's is offered as theirs;
"Sophie still owes 30" is her debt (it read nothing); a promise for the user with no subject after
someone's news is theirs ("Ana is the new cfo, will send me the plan by fri" was the user's to-do);
money paid back settles the debt it pays, and a part of it, with the rest still owed, leaves that
rest as a debt ("Ben paid me back 20, still owes 20" asked whether Raj's promise was done)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.phrasing import offer_to_track
from memory.understanding import NewCommitment, StateClaim, Unclear, extract
from memory.understanding._leftover_dates import without_leftover_dates
from memory.understanding._phrases import _Ctx
from tests.memory.understanding.played import failures

ZONE = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 4, 8, 0, tzinfo=ZONE)  # a Friday


def _day(intent: NewCommitment) -> str:
    assert intent.due is not None
    return f"{intent.due.start.astimezone(ZONE):%a %d}"


@pytest.mark.parametrize(
    ("text", "owner", "action", "day"),
    [
        ("Tom says he'll get back to me by monday on the budget", "Tom", "get back to me on the budget", "Mon 07"),
        ("Ana will get back to us by weds about pricing", "Ana", "get back to us about pricing", "Wed 09"),
        ("need to send the deck by fri to Omar", "me", "send the deck to Omar", "Fri 11"),
        ("call mum by sunday re xmas plans", "me", "call mum re xmas plans", "Sun 06"),
        ("gotta ping Lee by tues abt the lease", "me", "ping Lee about the lease", "Tue 08"),
    ],
)
def test_a_deadline_before_what_the_todo_is_about_keeps_both(text: str, owner: str, action: str, day: str) -> None:
    [intent] = extract(text, now=NOW, tz=ZONE)
    assert isinstance(intent, NewCommitment)
    assert (intent.owner, intent.action, _day(intent)) == (owner, action, day)


@pytest.mark.parametrize(
    "text",
    [
        "send the invoice by the 10th and then chase the audit people",  # a second clause: never one to-do
        "need to post the forms by fri or they'll fine me again and again",
    ],
)
def test_a_second_clause_after_the_deadline_is_not_a_topic(text: str) -> None:
    found = extract(text, now=NOW, tz=ZONE)
    assert found  # read as something: a to-do or a question
    for intent in found:
        if isinstance(intent, NewCommitment):
            assert "and then" not in intent.action and " or " not in intent.action


def test_someone_elses_todo_is_offered_as_theirs() -> None:
    assert offer_to_track("call the broker", "me") == "“call the broker” for you"
    assert offer_to_track("send the plan", "Lukas") == "“send the plan” as Lukas's"


def test_a_question_about_someone_elses_todo_never_says_for_you() -> None:
    # an undated to-do of Tom's whose action still holds a deadline with more after it: asked, as Tom's
    read = NewCommitment(action="get back to me by monday and the forecast", owner="Tom", counterparty=None, due=None)
    [asked] = without_leftover_dates([read], _Ctx(NOW, ZONE, lowercase=False))
    assert isinstance(asked, Unclear) and asked.proposal is not None and asked.proposal.owner == "Tom"
    assert "“get back to me and the forecast” as Tom's" in asked.question and "for you" not in asked.question


# -- money still owed, and a promise said after what someone did -----------------------------------


@pytest.mark.parametrize(
    ("text", "owner", "action"),
    [
        ("Sophie still owes 30", "Sophie", "pay me 30"),
        ("Sophie owes £25 for the taxi", "Sophie", "pay me £25 for the taxi"),
        ("Ana is the new cfo, will send me the plan by fri", "Ana", "send me the plan"),
        ("Tom sent the deck, will send me the notes by fri", "Tom", "send me the notes"),
        ("Liam is in Rome, owes me 50 for the flights", "Liam", "pay me 50 for the flights"),
    ],
)
def test_what_someone_still_owes_or_will_do_for_me_is_theirs(text: str, owner: str, action: str) -> None:
    todos = [i for i in extract(text, now=NOW, tz=ZONE) if isinstance(i, NewCommitment)]
    assert [(i.owner, i.action) for i in todos] == [(owner, action)]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Tariq asked me for the invoice, will send it monday", "send the invoice"),  # asked of the user: theirs
        ("Ana is the new cfo, will send her flowers fri", "send her flowers"),  # for Ana: the user's deed
        ("sent the deck, will send the notes by fri", "send the notes"),
    ],
)
def test_a_promise_for_someone_else_after_their_news_stays_the_users(text: str, action: str) -> None:
    todos = [i for i in extract(text, now=NOW, tz=ZONE) if isinstance(i, NewCommitment)]
    assert [(i.owner, i.action) for i in todos] == [("me", action)]


@pytest.mark.parametrize("text", ["the kids owe 30 minutes of reading", "my car owes me nothing"])
def test_owing_that_is_no_money_stores_nothing(text: str) -> None:
    assert extract(text, now=NOW, tz=ZONE) == []


SESSION = "2026-12-04T08:00:00+00:00"


def _debt(before: list[str], say: str, expect: dict[str, object]) -> dict[str, object]:
    return {"say": say, "before": before, "expect": expect}


OWES = "Ben owes me 40 for the tickets"
RAJ = "Raj said he'd get back to us re the venue tmrw"


async def test_a_part_paid_back_keeps_what_is_still_owed(tmp_path: Path) -> None:
    cases = [
        # paid part, the rest still owed: the old debt done, the rest kept as Ben's
        _debt([OWES, RAJ], "Ben paid me back 20, still owes 20",
              {"completed": ["pay me 40 for the tickets"], "commitments": [{"action": "pay me 20", "owner": "Ben"}]}),
        _debt([OWES], "Ben sent 40", {"completed": ["pay me 40 for the tickets"]}),
        _debt([OWES, RAJ], "Ben paid me back", {"completed": ["pay me 40 for the tickets"]}),
        # a part alone: asked about Ben's debt (never about Raj's promise), nothing changed
        _debt([OWES, RAJ], "Ben paid me back 20", {"ask": True}),
        _debt([], "Sophie sent 30, still owes 30", {"commitments": [{"action": "pay me 30", "owner": "Sophie"}]}),
    ]  # fmt: skip
    assert await failures(tmp_path, SESSION, "Europe/London", cases) == []


# -- the family diary, errands as a run, and an occasion one has got coming ----------------------------


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("kids have swimming at 5 tmrw", "kids' swimming", "Sat 05 17:00"),
        ("the twins have football sat 9am", "twins' football", "Sat 05 09:00"),
        ("Emma has ballet sat at 10", "Emma's ballet", "Sat 05 10:00"),
        ("my daughter has a piano lesson thurs 4pm", "daughter's piano lesson", "Thu 10 16:00"),
        ("grocery run sat morning - eggs, milk, bread", "grocery run", "Sat 05 05:00"),
        ("big shop sun 10am", "big shop", "Sun 06 10:00"),
        ("got a piano lesson thurs 4pm", "piano lesson", "Thu 10 16:00"),
        ("got the dentist weds at 9:15", "dentist", "Wed 09 09:15"),
    ],
)
def test_a_diary_line_of_the_family_or_an_errand_is_kept(text: str, action: str, due: str) -> None:
    [intent] = extract(text, now=NOW, tz=ZONE)
    assert isinstance(intent, NewCommitment) and intent.due is not None
    assert (intent.action, f"{intent.due.start.astimezone(ZONE):%a %d %H:%M}") == (action, due)


@pytest.mark.parametrize(
    "text",
    [
        "Tom has a meeting at 3 tmrw",  # a colleague's diary: not the user's to keep
        "Emma has flu",
        "the ballet was amazing",
        "went for a grocery run yesterday",
    ],
)
def test_others_diaries_and_stories_keep_nothing(text: str) -> None:
    assert not [i for i in extract(text, now=NOW, tz=ZONE) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize("text", ["got the tickets for fri", "got the dentist appt booked yesterday"])
def test_got_a_thing_is_still_done(text: str) -> None:
    assert [type(i).__name__ for i in extract(text, now=NOW, tz=ZONE)] == ["CompleteCommitment"]


# -- answers: who is in a team, and until when a status holds --------------------------------------------


async def test_who_is_in_a_team_and_until_when_someone_is_away(tmp_path: Path) -> None:
    team = ["Dario is now on the platform team", "Mo joined the platform team", "Ana moved to the design team"]
    cases = [
        {"say": "who's on the platform team", "before": team,
         "expect": {"answer": ["Dario", "Mo"], "answer_excludes": ["Ana"]}},
        {"say": "who is in the design team?", "before": team, "expect": {"answer": ["Ana"], "answer_excludes": ["Mo"]}},
        {"say": "what's Lena's status", "before": ["fyi Lena is OOO until the 14th"],
         "expect": {"answer": ["out of office", "until 14 December"]}},
        {"say": "what do you know about Lena", "before": ["fyi Lena is OOO until the 14th"],
         "expect": {"answer": ["until 14 December"]}},
    ]  # fmt: skip
    assert await failures(tmp_path, SESSION, "Europe/London", cases) == []


# -- someone coming back to work -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "who", "day"),
    [
        ("Lena's back on the 11th", "Lena", "Fri 11"),
        ("Lena is back on the 11th", "Lena", "Fri 11"),
        ("Tariq returns to work monday", "Tariq", "Mon 07"),
        ("Ana is back on 3 feb", "Ana", "Wed 03"),
        ("actually Lena's back on the 11th not the 14th", "Lena", "Fri 11"),
    ],
)
def test_someone_back_at_work_on_a_day_is_their_status_from_then(text: str, who: str, day: str) -> None:
    [intent] = extract(text, now=NOW, tz=ZONE)
    assert isinstance(intent, StateClaim) and intent.effective is not None
    assert (intent.subject, intent.predicate, intent.value) == (
        who,
        "status",
        "back at work" if "work" not in text else "back to work",
    )
    assert f"{intent.effective.start.astimezone(ZONE):%a %d}" == day


def test_what_they_come_back_from_stays_in_the_status() -> None:
    [intent] = extract("Ana is back from mat leave on 3 feb", now=NOW, tz=ZONE)
    assert isinstance(intent, StateClaim) and intent.effective is not None
    assert (intent.value, f"{intent.effective.start.astimezone(ZONE):%d %b}") == ("back from mat leave", "03 Feb")


@pytest.mark.parametrize("text", ["SSO is back", "wifi is back on monday", "Lena's back"])
def test_a_thing_back_is_no_one_back_at_work(text: str) -> None:
    assert not [i for i in extract(text, now=NOW, tz=ZONE) if isinstance(i, StateClaim)]


async def test_a_return_said_after_an_absence_keeps_both(tmp_path: Path) -> None:
    away = ["fyi Lena is OOO until the 14th"]
    cases = [
        {"say": "actually Lena's back on the 11th not the 14th", "before": away,
         "expect": {"facts": [{"subject": "Lena", "predicate": "status", "value": "back at work",
                               "from": "2026-12-11"}]}},
    ]  # fmt: skip
    assert await failures(tmp_path, SESSION, "Europe/London", cases) == []


# -- a date put right after a question, never on a to-do already done ---------------------------------


async def test_a_corrected_date_answers_the_question_and_never_moves_a_done_todo(tmp_path: Path) -> None:
    done = ["need to chase the printers re the banners tmrw", "printers got back to me, banners ready thurs"]
    cases = [
        # the question about "launch" is answered by the date said with a slip word before it
        {"say": "wait no jan 22", "before": [*done, "oh the launch got moved to jan 20"],
         "expect": {"commitments": [{"action": "launch", "due": "2027-01-22"}]}},
        {"say": "oops sorry, i meant jan 22", "before": ["oh the launch got moved to jan 20"],
         "expect": {"commitments": [{"action": "launch", "due": "2027-01-22"}]}},
        # nothing open was touched last: asked, the done to-do left as it was
        {"say": "wait no jan 22", "before": done, "expect": {"ask": True}},
    ]  # fmt: skip
    assert await failures(tmp_path, SESSION, "Europe/London", cases) == []


# -- a reminder before what is due, and a bare verb before "then" ----------------------------------


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("dont let me forget the school forms r due fri", "school forms", "Fri 11"),
        ("remember the car tax is due on the 1st", "car tax", "Fri 01"),
        ("the gym membership auto-renews on the 3rd, cancel before then", "cancel the gym membership", "Sat 02"),
        ("the gym membership auto renews on the 3rd, cancel it by then", "cancel the gym membership", "Sun 03"),
    ],
)
def test_what_is_due_is_the_todo_itself(text: str, action: str, day: str) -> None:
    [intent] = extract(text, now=NOW, tz=ZONE)
    assert isinstance(intent, NewCommitment) and intent.due is not None
    assert (intent.action, f"{intent.due.start.astimezone(ZONE):%a %d}") == (action, day)


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("remind me at 3.30 to call the school", "Fri 04 15:30"),  # it was 03:30 the next night
        ("remind me at 3:30 to call the school", "Fri 04 15:30"),
        ("remind me tmrw at 9.15 to call the school", "Sat 05 09:15"),
        ("remind me at 11.45pm to take the bins out", "Fri 04 23:45"),
    ],
)
def test_a_reminder_time_said_first_reads_as_in_a_sentence(text: str, due: str) -> None:
    [intent] = extract(text, now=NOW.replace(minute=5), tz=ZONE)
    assert isinstance(intent, NewCommitment) and intent.due is not None
    assert f"{intent.due.start.astimezone(ZONE):%a %d %H:%M}" == due
