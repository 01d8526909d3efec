"""Tests for misreadings the lead found typing as a busy person would (session 28): a question
typed without its mark and opened by "did i"/"have we" is a question ("did I say anything abt
Marco" re-asked a pending question, read as a to-do done); "actually make that the 21st" answers
the question recap just asked (it moved an unrelated to-do); "jess is at Stripe now as PM" is two
facts (it read nothing, so "sorry, she's a senior PM" had nothing to correct); a numbered thing
in a list ("chase invoice 4471, book flights …, sort the car tax before the 10th") is no date of
its own, so the list's date is every item's; "remind me to call Ana on her bday" is due on the
birthday recap keeps; a bill said with its figure and when it is due is paying it then
("electricity bill is 142.50, due the 18th" was a fact true from the 18th); the day a list opens
with dates its last to-do after one with a time of its own; "Farid brought the drill back" is his
promise kept (it resolved an issue "Farid brought the drill"); "remind me abt the domain the day
before" asks when (it kept "domain the day before")."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, NewCommitment, Question, StateClaim, Unclear, extract
from tests.memory.understanding.played import failures

ZONE = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 4, 8, 0, tzinfo=ZONE)  # a Friday
SESSION = "2026-12-04T08:00:00+00:00"


@pytest.mark.parametrize(
    "text",
    [
        "did I say anything abt Marco",
        "did i mention the lease",
        "have i told you about Marco",
        "did i ever tell u abt the boiler",
        "have we paid the deposit",
        "do we still need to book the venue",
    ],
)
def test_a_question_opened_by_did_i_or_have_we_needs_no_question_mark(text: str) -> None:
    assert [type(i) for i in extract(text, now=NOW, tz=ZONE)] == [Question]


@pytest.mark.parametrize("text", ["did the laundry", "did the school run this morning"])
def test_did_with_no_pronoun_after_it_is_still_a_thing_done(text: str) -> None:
    assert [type(i) for i in extract(text, now=NOW, tz=ZONE)] == [CompleteCommitment]


@pytest.mark.parametrize(
    ("text", "who", "employer", "role"),
    [
        ("jess is at Stripe now as PM", "jess", "Stripe", "PM"),
        ("Maya's at Google as a designer", "Maya", "Google", "designer"),
        ("Maya is with Deloitte as an auditor", "Maya", "Deloitte", "auditor"),
    ],
)
def test_being_at_a_company_as_a_job_is_working_there(text: str, who: str, employer: str, role: str) -> None:
    facts = extract(text, now=NOW, tz=ZONE)
    assert all(isinstance(f, StateClaim) for f in facts)
    assert [(f.subject, f.predicate, f.value) for f in facts if isinstance(f, StateClaim)] == [
        (who, "employer", employer),
        (who, "role", role),
    ]


@pytest.mark.parametrize("text", ["Tom is at the office as usual", "sam's at the airport as we speak"])
def test_being_somewhere_as_anything_but_a_job_is_no_fact(text: str) -> None:
    assert not [i for i in extract(text, now=NOW, tz=ZONE) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    "text",
    [
        "chase invoice 4471, book flights for berlin, and sort the car tax before the 10th",
        "chase ticket #88, book flights for berlin and sort the car tax before the 10th",
    ],
)
def test_a_numbered_thing_in_a_list_takes_the_lists_date(text: str) -> None:
    todos = extract(text, now=NOW, tz=ZONE)
    assert len(todos) == 3 and all(isinstance(t, NewCommitment) for t in todos)
    assert {f"{t.due.start.astimezone(ZONE):%a %d}" for t in todos if isinstance(t, NewCommitment) and t.due} == {
        "Wed 09"
    }


async def test_a_reply_that_makes_the_asked_date_another_answers_the_question(tmp_path: Path) -> None:
    play = "Ella's school play is on the 17th at 6"
    cases = [
        # no dentist to move: recap offered to track it on the 22nd; the reply dates the offer
        {"say": "actually make that the 21st", "before": [play, "moved the dentist to the 22nd"],
         "expect": {"commitments": [{"action": "dentist", "due": "2026-12-21"}]}},
        {"say": "change it to the 23rd", "before": [play, "moved the dentist to the 22nd"],
         "expect": {"commitments": [{"action": "dentist", "due": "2026-12-23"}]}},
    ]  # fmt: skip
    assert await failures(tmp_path, SESSION, "Europe/London", cases) == []


async def test_facts_said_as_being_at_a_company_can_be_corrected_by_pronoun(tmp_path: Path) -> None:
    cases = [
        {"say": "sorry, she's a senior PM", "before": ["jess is at Stripe now as PM"],
         "expect": {"corrected": [{"subject": "jess", "predicate": "role", "value": "senior PM"}]}},
    ]  # fmt: skip
    assert await failures(tmp_path, SESSION, "Europe/London", cases) == []


async def test_a_to_do_on_someones_birthday_is_due_on_the_birthday_kept(tmp_path: Path) -> None:
    cases = [
        {"say": "remind me to call Ana on her bday", "before": ["Ana's birthday is on the 19th"],
         "expect": {"commitments": [{"action": "call Ana", "due": "2026-12-19"}]}},
        # no birthday kept: recap asks when, storing nothing
        {"say": "remind me to call Ana on her bday", "before": [], "expect": {"ask": True}},
    ]  # fmt: skip
    assert await failures(tmp_path, SESSION, "Europe/London", cases) == []


@pytest.mark.parametrize(
    ("text", "action", "day", "figure"),
    [
        ("electricity bill is 142.50, due the 18th", "pay the electricity bill", "Fri 18", "142.50"),
        ("the gas bill is £80 due fri", "pay the gas bill", "Fri 11", "£80"),
        ("water bill 63.20 due 12/20", "pay the water bill", "Sun 20", "63.20"),
        ("council tax is 180, due on the 1st", "pay the council tax", "Fri 01", "180"),
        ("my car insurance premium is 600, due jan 3", "pay my car insurance premium", "Sun 03", "600"),
    ],
)
def test_a_bill_with_its_figure_and_due_date_is_paying_it_then(text: str, action: str, day: str, figure: str) -> None:
    found = extract(text, now=NOW, tz=ZONE)
    todos = [i for i in found if isinstance(i, NewCommitment)]
    facts = [i for i in found if isinstance(i, StateClaim)]
    assert [(t.action, f"{t.due.start.astimezone(ZONE):%a %d}" if t.due else None) for t in todos] == [(action, day)]
    assert [(f.value, f.effective) for f in facts] == [(figure, None)]  # the figure, never true from the due day


def test_a_figure_with_nothing_payable_is_no_bill() -> None:
    assert not [i for i in extract("I am 180, due on the 1st", now=NOW, tz=ZONE) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "last"),
    [
        ("tmrw i have to: pick up the dry cleaning, drop Leo at football 9am, and call the vet", "call the vet"),
        ("on monday i need to send the deck by 10am, and then call Omar", "call Omar"),
    ],
)
def test_the_day_a_list_opens_with_dates_the_to_do_after_a_timed_one(text: str, last: str) -> None:
    todos = [i for i in extract(text, now=NOW, tz=ZONE) if isinstance(i, NewCommitment)]
    assert todos[-1].action == last and todos[-1].due is not None
    assert todos[-1].due.start.astimezone(ZONE).date() == todos[0].due.start.astimezone(ZONE).date()  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("Farid brought the drill back", "Farid"),
        ("Farid gave the drill back", "Farid"),
        ("Jo brought back the ladder", "Jo"),
    ],
)
def test_a_thing_given_back_by_someone_is_their_deed(text: str, who: str) -> None:
    [done] = extract(text, now=NOW, tz=ZONE)
    assert isinstance(done, CompleteCommitment) and done.by == who


@pytest.mark.parametrize("text", ["the wifi is back", "Maya's laptop is back", "the server came back up"])
def test_a_thing_back_is_still_an_issue_over(text: str) -> None:
    assert [type(i).__name__ for i in extract(text, now=NOW, tz=ZONE)] == ["ResolveEpisode"]


async def test_things_given_back_and_bills_paid_finish_their_to_dos(tmp_path: Path) -> None:
    cases = [
        {"say": "Farid brought the drill back", "before": ["Farid said he'd return the drill by sunday"],
         "expect": {"completed": ["return the drill"]}},
        {"say": "paid the electric", "before": ["electricity bill is 142.50, due the 18th"],
         "expect": {"completed": ["pay the electricity bill"]}},
    ]  # fmt: skip
    assert await failures(tmp_path, SESSION, "Europe/London", cases) == []


@pytest.mark.parametrize(
    ("text", "action"),
    [("remind me abt the domain the day before", "domain"), ("remind me about the dentist the day before", "dentist")],
)
def test_a_day_counted_from_nothing_named_is_asked_never_kept_in_the_action(text: str, action: str) -> None:
    [asked] = extract(text, now=NOW, tz=ZONE)
    assert isinstance(asked, Unclear) and asked.proposal is not None and asked.proposal.action == action


# -- work chat: action items, mentions, things blocked ------------------------------------------


@pytest.mark.parametrize(
    ("text", "owner", "action", "dated"),
    [
        ("AI: me to write the postmortem by wed", "me", "write the postmortem", True),
        ("action item: Kenji to update the runbook", "Kenji", "update the runbook", False),
        ("AI: Kenji to update the runbook by fri", "Kenji", "update the runbook", True),
        ("next steps - Ana: book the venue", "Ana", "book the venue", False),
        ("follow-up: chase legal re the NDA", "me", "chase legal re the NDA", False),
        ("action items: @dana to send the deck", "dana", "send the deck", False),
        # the keyboard's capital on "Action" is no sign names are capitalised (s36): read as typed
        ("Action items: @dana to send the deck", "dana", "send the deck", False),
        ("Action items: @Dana to send the deck", "Dana", "send the deck", False),
    ],
)
def test_an_action_item_is_a_to_do_of_whoever_it_names(text: str, owner: str, action: str, dated: bool) -> None:
    [todo] = extract(text, now=NOW, tz=ZONE)
    assert isinstance(todo, NewCommitment)
    assert (todo.owner, todo.action, todo.due is not None) == (owner, action, dated)


def test_a_label_that_is_only_talk_keeps_nothing() -> None:
    assert extract("AI: the new model is impressive", now=NOW, tz=ZONE) == []


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("fyi @dana is OOO till the 14th", "Dana"),
        ("fyi @dana is on leave till the 14th", "dana"),
        ("@omar is off sick today", "omar"),
    ],
)
def test_a_mention_is_the_person_named(text: str, who: str) -> None:
    facts = [i for i in extract(text, now=NOW, tz=ZONE) if isinstance(i, StateClaim)]
    assert [f.subject for f in facts] == [who]


def test_an_email_address_is_no_mention() -> None:
    [todo] = extract("email ana@acme.com the deck by fri", now=NOW, tz=ZONE)
    assert isinstance(todo, NewCommitment) and "ana@acme.com" in todo.action


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("deploy is blocked on the staging db migration", "deploy"),
        ("the release is blocked by legal", "release"),
        ("we're blocked on the API keys", "API keys"),
        ("my card got blocked", "card"),
    ],
)
def test_a_thing_blocked_is_an_issue(text: str, topic: str) -> None:
    found = extract(text, now=NOW, tz=ZONE)
    assert [(type(i).__name__, getattr(i, "topic", None)) for i in found] == [("OpenEpisode", topic)]


@pytest.mark.parametrize("text", ["Sam's blocked", "I blocked him on insta lol", "the road is blocked"])
def test_a_person_or_a_road_blocked_is_no_issue(text: str) -> None:
    assert not [i for i in extract(text, now=NOW, tz=ZONE) if type(i).__name__ == "OpenEpisode"]


# -- a visitor's day changed or called off, said of the visitor -----------------------------------


@pytest.mark.parametrize("text", ["he's now coming thurs", "she's coming friday instead", "they're now arriving mon"])
def test_a_visitor_coming_on_a_new_day_moves_what_was_just_said(text: str) -> None:
    [move] = extract(text, now=NOW, tz=ZONE)
    assert type(move).__name__ == "MoveCommitment" and move.action == "that" and move.due is not None  # type: ignore[union-attr]


async def test_a_visit_is_called_off_by_naming_the_visitor(tmp_path: Path) -> None:
    cases = [
        {"say": "nvm the boiler guy, landlord's sorting it",
         "before": ["the boiler guy is coming weds between 8 and 12"], "expect": {"cancelled": ["visit"]}},
    ]  # fmt: skip
    assert await failures(tmp_path, SESSION, "Europe/London", cases) == []


@pytest.mark.parametrize(
    "text",
    ["no wait that's his work phone, personal is 07700 900456", "sorry, that's her home address", "no, work phone"],
)
def test_naming_which_of_someones_numbers_it_was_is_asked_never_a_value(text: str) -> None:
    [asked] = extract(text, now=NOW, tz=ZONE)
    assert isinstance(asked, Unclear) and asked.proposal is None


async def test_a_number_relabelled_keeps_its_value(tmp_path: Path) -> None:
    cases = [
        {"say": "no wait that's his work phone, personal is 07700 900456", "before": ["Kwame's phone is 07911 123456"],
         "expect": {"ask": True}},
    ]  # fmt: skip
    assert await failures(tmp_path, SESSION, "Europe/London", cases) == []


# -- who is away ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "window"),
    [("who's out this week", "this week"), ("who's off", None), ("who is on leave next week", "next week"),
     ("anyone off tomorrow?", "tomorrow"), ("who's out of office", None), ("who is sick", None)],
)  # fmt: skip
def test_who_is_away_is_asked_of_the_window_named(text: str, window: str | None) -> None:
    [asked] = extract(text, now=NOW, tz=ZONE)
    assert isinstance(asked, Question) and asked.kind == "away"
    assert (asked.at.text if asked.at else None) == window


def test_who_is_out_of_a_thing_is_no_absence() -> None:
    [asked] = extract("who's out of milk", now=NOW, tz=ZONE)
    assert isinstance(asked, Question) and asked.kind != "away"


async def test_who_is_away_is_answered_from_the_statuses_kept(tmp_path: Path) -> None:
    said = ["fyi Dana is OOO till the 14th", "Omar's on leave from the 10th", "Lena is head of design"]
    cases = [
        {"say": "who's out this week", "before": said,
         "expect": {"answer": ["Dana", "until 14 December"], "answer_excludes": ["Omar", "Lena"]}},
        {"say": "who is on leave next week", "before": said,
         "expect": {"answer": ["Dana", "Omar", "from 10 December"]}},
        {"say": "who's off", "before": ["Lena is head of design"], "expect": {"answer": ["No one is out"]}},
    ]  # fmt: skip
    assert await failures(tmp_path, SESSION, "Europe/London", cases) == []


@pytest.mark.parametrize(
    ("text", "until"),
    [("Omar's on leave next week", "Sun 13"), ("Tom is on holiday the week after next", "Sun 20"),
     ("Omar's on leave from next week", None), ("the deal is signed next week", None)],
)  # fmt: skip
def test_an_absence_said_for_a_coming_period_lasts_that_period(text: str, until: str | None) -> None:
    [fact] = extract(text, now=NOW, tz=ZONE)
    assert isinstance(fact, StateClaim) and fact.effective is not None
    last = fact.until.end - timedelta(days=1) if fact.until is not None else None
    assert (f"{last.astimezone(ZONE):%a %d}" if last else None) == until
