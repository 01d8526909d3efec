"""Tests for misreadings the lead found typing as a busy person would (session 30): "Marcus is out
til the 14th" is someone away until then (recap asked what it was); "prob should book flights"
is the user's own plan (recap kept it for someone named "prob"); a gift said beside a birthday is
due by that day (it had no date, so no briefing ever showed it); "hiring freeze starts monday" is
no to-do "hire freeze starts"; "Rina's replacing Jo as team lead from the 1st" is Rina's role from
then (recap asked for a due date); "can someone remind me to …" is a reminder, and ", expires 2
jan" or ", it's her bday" after a to-do is never part of it; "it's mum's bday tmrw" is mum's
birthday, never a to-do "it's mum's bday"; "runs out on the 30th" is an end date (recap opened an
issue "runs" or marked a to-do "runs" done); "school runs done" is no fact that "school" runs
"done"; "q4 review on friday" is the q4 review, due friday (recap read two dates and kept
nothing)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CompleteCommitment,
    NewCommitment,
    OpenEpisode,
    StateClaim,
    Unclear,
)
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("America/Chicago")
READ = Reading(datetime(2026, 12, 8, 9, 0, tzinfo=ZONE), ZONE, fmt="%a %d %b")  # a Tuesday
SESSION = "2026-12-08T15:00:00+00:00"


def _facts(text: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in READ(text) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "who", "back"),
    [
        ("Marcus is out til the 14th", "Marcus", "Mon 14 Dec"),
        ("marcus is off until monday", "marcus", "Mon 14 Dec"),
        ("Priya's away till jan 5", "Priya", "Tue 05 Jan"),
        ("I'm off till the 3rd", "me", "Sun 03 Jan"),
        ("Marcus is out til the 14th, ping Sana instead", "Marcus", "Mon 14 Dec"),
    ],
)
def test_out_until_a_day_is_away_until_then(text: str, who: str, back: str) -> None:
    claims = [i for i in READ(text) if isinstance(i, StateClaim)]
    assert [(c.subject, c.predicate, c.value) for c in claims] == [(who, "status", "away")]
    assert claims[0].until is not None
    assert claims[0].until.start.astimezone(ZONE).strftime("%a %d %b") == back


@pytest.mark.parametrize("text", ["Marcus is out", "the lights are off until friday", "the shop is closed til monday"])
def test_out_or_off_without_a_person_and_a_return_is_no_absence(text: str) -> None:
    assert not any(p == "status" and v == "away" for _, p, v in _facts(text))


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("prob should book flights tmrw", ("book flights", "Wed 09 Dec")),
        ("also prob should book flights for the offsite by fri", ("book flights for the offsite", "Fri 11 Dec")),
        ("def should renew the car tax by fri", ("renew the car tax", "Fri 11 Dec")),
        ("probably should call mum tonight", ("call mum", "Tue 08 Dec")),
        ("Prob will sort the car fri", ("sort the car", "Fri 11 Dec")),
        ("i should prob call the bank tmrw", ("call the bank", "Wed 09 Dec")),
        ("i'll probably call the bank tmrw", ("call the bank", "Wed 09 Dec")),
        ("prob gonna call the vet tmrw", ("call the vet", "Wed 09 Dec")),
    ],
)
def test_a_hedge_before_a_plan_keeps_it_the_users(text: str, todo: tuple[str, str]) -> None:
    found = [i for i in READ(text) if isinstance(i, NewCommitment)]
    assert [i.owner for i in found] == ["me"]
    assert READ.todos(found) == [todo]


def test_someone_named_before_should_is_still_theirs() -> None:
    found = [i for i in READ("also Tom should call the vet tmrw") if isinstance(i, NewCommitment)]
    assert [(i.owner, i.action) for i in found] == [("Tom", "call the vet")]


def test_maybe_is_doubt_not_a_plan() -> None:
    assert not [i for i in READ("maybe should call the vet tmrw") if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "todo", "person"),
    [
        ("sis bday sat, get a card", ("get a card for sis", "Sat 12 Dec"), "sis"),
        ("mum's bday is on the 12th, need to get her a present", ("get mum a present", "Sat 12 Dec"), "mum"),
        ("dad's bday is next sunday - buy a present", ("buy a present for dad", "Sun 20 Dec"), "dad"),
        ("Kofi's bday is 9 jan, remind me to get a cake", ("get a cake for Kofi", "Sat 09 Jan"), "Kofi"),
        ("dad's bday is next sunday - buy a present by fri", ("buy a present for dad", "Fri 11 Dec"), "dad"),
    ],
)
def test_a_gift_beside_a_birthday_is_due_by_the_day(text: str, todo: tuple[str, str], person: str) -> None:
    found = [i for i in READ(text) if isinstance(i, NewCommitment)]
    assert READ.todos(found) == [todo]
    assert found[0].counterparty == person


def test_an_unrelated_to_do_beside_a_birthday_keeps_no_date() -> None:
    found = [i for i in READ("Mark's bday is the 14th, renew the car tax") if isinstance(i, NewCommitment)]
    assert READ.todos(found) == [("renew the car tax", None)]


@pytest.mark.parametrize(
    "text",
    [
        "hiring freeze starts monday",
        "the hiring freeze starts monday",
        "training camp starts monday",
        "cleaning crew comes thurs",
        "parking permit expires fri",
    ],
)
def test_an_ing_word_naming_what_happens_is_no_plan(text: str) -> None:
    # no plan of the user's ("cleaning crew comes thurs" is the crew's visit, theirs: session 42)
    assert not [i for i in READ(text) if isinstance(i, NewCommitment) and i.owner == "me"]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("hosting book club thurs", ("host book club", "Thu 10 Dec")),
        ("cleaning the garage sat", ("clean the garage", "Sat 12 Dec")),
        ("booking the caterers monday", ("book the caterers", "Mon 14 Dec")),
    ],
)
def test_a_plan_said_by_its_ing_is_still_a_to_do(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    "text",
    [
        "Rina's replacing Jo as team lead from the 1st",
        "from the 1st Rina's replacing Jo as team lead",
        "Rina is replacing Jo as team lead from the 1st",
    ],
)
def test_replacing_someone_as_a_role_from_a_day(text: str) -> None:
    claims = [i for i in READ(text) if isinstance(i, StateClaim)]
    assert [(c.subject, c.predicate, c.value) for c in claims] == [("Rina", "role", "team lead")]
    assert claims[0].effective is not None
    assert claims[0].effective.start.astimezone(ZONE).strftime("%a %d %b") == "Fri 01 Jan"


def test_replacing_someone_contracted_without_a_role() -> None:
    assert _facts("Rina's replacing Jo as team lead") == [("Rina", "role", "team lead")]
    assert _facts("Rina's replacing Jo") == [("Jo", "replacement", "Rina")]
    assert _facts("Rina's replacing the battery") == []


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("can someone remind me to renew the domain, expires 2 jan", ("renew the domain", "Sat 02 Jan")),
        ("can someone remind me to renew the domain by jan 2", ("renew the domain", "Sat 02 Jan")),
        ("somebody remind me to call mum tmrw", ("call mum", "Wed 09 Dec")),
        ("someone pls remind me to call mum tmrw lol", ("call mum", "Wed 09 Dec")),
        ("remind me to renew the car tax - runs out on the 30th", ("renew the car tax", "Wed 30 Dec")),
        ("remind me to call mum, it's her bday tmrw", ("call mum", "Wed 09 Dec")),
        ("call mum tmrw, it's her bday", ("call mum", "Wed 09 Dec")),
        ("need to call mum, it's her bday tmrw", ("call mum", "Wed 09 Dec")),
        ("pay the gas bill, it's overdue", ("pay the gas bill", None)),
    ],
)
def test_the_reminder_asked_for_and_why_is_never_the_to_do(text: str, todo: tuple[str, str | None]) -> None:
    found = READ(text)
    assert READ.todos(found) == [todo]
    assert not [i for i in found if isinstance(i, CompleteCommitment | OpenEpisode)]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("it's mum's bday tmrw", ("mum", "birthday", "9 December")),
        ("it is Tom's birthday on friday", ("Tom", "birthday", "11 December")),
        ("it's my bday tmrw", ("me", "birthday", "9 December")),
        ("its our anniversary on the 20th", ("me", "anniversary", "20 December")),
    ],
)
def test_its_someones_birthday_is_their_birthday(text: str, fact: tuple[str, str, str]) -> None:
    found = READ(text)
    assert _facts(text) == [fact]
    assert not [i for i in found if isinstance(i, NewCommitment)]


@pytest.mark.parametrize("text", ["it's her bday tmrw", "its his birthday on sat", "her bday is tmrw"])
def test_whose_birthday_unsaid_keeps_no_to_do(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    "text",
    ["runs out on the 30th", "the offer runs out on friday", "coffee's run out", "my patience has run out"],
)
def test_running_out_is_nothing_done_nor_broken(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, CompleteCommitment | OpenEpisode | NewCommitment)]


@pytest.mark.parametrize(("text", "done"), [("dry run done", "dry run"), ("finished the test run", "test run")])
def test_a_run_as_a_thing_is_still_done(text: str, done: str) -> None:
    assert [i.action for i in READ(text) if isinstance(i, CompleteCommitment)] == [done]


def test_runs_done_is_no_fact_of_who_runs_what() -> None:
    assert _facts("school runs done") == []
    assert _facts("Maya runs sales") == [("sales", "owner", "Maya")]


async def test_a_busy_mornings_messages_through_the_bot(tmp_path: Path) -> None:
    cases = [
        {"say": "Marcus is out til the 14th",
         "expect": {"facts": [{"subject": "Marcus", "predicate": "status", "value": "away"}]}},
        {"say": "also prob should book flights for the offsite by fri",
         "expect": {"commitments": [{"action": "book flights for the offsite", "due": "2026-12-11"}]}},
        {"say": "sis bday sat, get a card",
         "expect": {"facts": [{"subject": "sis", "predicate": "birthday", "value": "12 December"}],
                    "commitments": [{"action": "get a card for sis", "due": "2026-12-12"}]}},
        {"say": "hiring freeze starts monday", "expect": {"ask": True}},  # news, no to-do: asked what to keep
        {"say": "remind me to renew the car tax - runs out on the 30th",
         "expect": {"commitments": [{"action": "renew the car tax", "due": "2026-12-30"}]}},
    ]  # fmt: skip
    assert await failures(tmp_path, SESSION, "America/Chicago", cases) == []


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("q4 review on friday", ("q4 review", "Fri 11 Dec")),
        ("q4 review on the last friday of the month", ("q4 review", "Fri 25 Dec")),
        ("Q1 planning session tmrw 10am", ("Q1 planning session", "Wed 09 Dec")),
        ("q3 offsite on the 14th", ("q3 offsite", "Mon 14 Dec")),
    ],
)
def test_a_quarter_before_a_noun_names_which_not_when(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("they want the proposal by wed not fri", ("send the proposal", "Wed 09 Dec")),
        ("need to send the proposal by wed not fri", ("send the proposal", "Wed 09 Dec")),
        ("book the table for fri not sat", ("book the table", "Fri 11 Dec")),
        ("send the deck thurs, not fri", ("send the deck", "Thu 10 Dec")),
    ],
)
def test_a_day_denied_after_the_due_is_never_the_due(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("landlord is now Greystone Lettings", ("me", "landlord", "Greystone Lettings")),
        ("accountant is now Priya Shah", ("me", "accountant", "Priya Shah")),
        ("dentist is now Dr Lee", ("me", "dentist", "Dr Lee")),
        ("Priya is now CFO", ("Priya", "role", "CFO")),
    ],
)
def test_a_job_word_now_a_name_is_whom_the_user_has(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("remind me to pay Tom back £20 for lunch", ("pay Tom back £20 for lunch", None)),
        ("remind me to pay Tom back for dinner", ("pay Tom back for dinner", None)),
        ("remind me to call mum at lunch", ("call mum", "Tue 08 Dec")),
        ("remind me to book a table for dinner fri", ("book a table for dinner", "Fri 11 Dec")),
    ],
)
def test_for_a_meal_is_what_it_was_for_not_when(text: str, todo: tuple[str, str | None]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todo", "owner"),
    [
        ("sent the contract to Priya, she'll sign by thurs", "sign the contract", "Priya"),
        ("emailed the deck to Omar, he will review by fri", "review the deck", "Omar"),
        ("printed the forms, need to sign tmrw", "sign the forms", "me"),
        ("finished the draft, Omar will review by fri", "review the draft", "Omar"),
        ("done w the slides, sending to Omar tmrw", "send the slides to Omar", "me"),
        ("finished the report, send over to Jo fri", "send the report over to Jo", "me"),
    ],
)
def test_a_verb_alone_after_a_thing_done_is_done_to_it(text: str, todo: str, owner: str) -> None:
    found = [i for i in READ(text) if isinstance(i, NewCommitment)]
    assert [(i.action, i.owner) for i in found] == [(todo, owner)]


def test_a_verb_alone_that_reaches_someone_takes_no_thing() -> None:
    found = [i for i in READ("sent the contract to Priya, need to chase fri") if isinstance(i, NewCommitment)]
    assert [i.action for i in found] != ["chase the contract"]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("ask Omar abt the Q1 numbers", ("ask Omar about the Q1 numbers", None)),
        ("finish the Q4 report by fri", ("finish the Q4 report", "Fri 11 Dec")),
        ("Q3 board deck due thurs", ("Q3 board deck", "Thu 10 Dec")),
        ("launch in Q3", ("launch", "Thu 01 Jul")),
    ],
)
def test_a_quarter_before_the_report_it_names_is_no_date(text: str, todo: tuple[str, str | None]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("talk to Li about the budget tmrw", ("talk to Li about the budget", "Wed 09 Dec")),
        ("speak to the landlord re the deposit fri", ("speak to the landlord re the deposit", "Fri 11 Dec")),
        ("chat with HR about my contract on monday", ("chat with HR about my contract", "Mon 14 Dec")),
        ("have a word with Tom about the parking fri", ("have a word with Tom about the parking", "Fri 11 Dec")),
        ("research flights to Lisbon by fri", ("research flights to Lisbon", "Fri 11 Dec")),
    ],
)
def test_a_word_with_someone_is_a_to_do(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    "text", ["talk tmrw!", "speak soon", "talk to you tmrw", "speak to you soon", "chat later", "talk to u later x",
             "talk to you on monday"],
)
def test_a_sign_off_is_no_to_do(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, NewCommitment)]


async def test_a_sign_off_after_a_talk_to_do_asks_nothing(tmp_path: Path) -> None:
    cases = [{"before": ["need to talk to HR about my contract"], "say": "talk tmrw!", "expect": "nothing"},
             {"before": ["need to talk to HR about my contract"], "say": "talk to you on monday", "expect": "nothing"}]
    assert await failures(tmp_path, SESSION, "America/Chicago", cases) == []


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("get a quote for the roof, maybe by end of month", ("get a quote for the roof", "Thu 31 Dec")),
        ("call the vet, hopefully tmrw", ("call the vet", "Wed 09 Dec")),
        ("send the deck, prob fri", ("send the deck", "Fri 11 Dec")),
        ("need to go and get the car washed sat", ("get the car washed", "Sat 12 Dec")),
        ("gotta try and finish the essay by sun", ("finish the essay", "Sun 13 Dec")),
        ("make sure to call mum tmrw", ("call mum", "Wed 09 Dec")),
        ("need to make sure i call mum tmrw", ("call mum", "Wed 09 Dec")),
    ],
)
def test_hedges_and_lead_ups_are_never_the_to_do(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        ("ella has swimming thurs 4:30", [("ella's swimming", "Thu 10 Dec 16:30")]),
        ("ella has swimming thurs 4:30 and football sat 10",
         [("ella's swimming", "Thu 10 Dec 16:30"), ("ella's football", "Sat 12 Dec 10:00")]),
        ("kids have swimming thurs 4:30 and football sat 10",
         [("kids' swimming", "Thu 10 Dec 16:30"), ("kids' football", "Sat 12 Dec 10:00")]),
    ],
)
def test_a_childs_diary_typed_in_lower_case(text: str, todos: list[tuple[str, str]]) -> None:
    timed = Reading(READ.now, ZONE, fmt="%a %d %b %H:%M")
    assert timed.todos(timed(text)) == todos


@pytest.mark.parametrize(
    "text", ["ella's swimming is cancelled this week", "Tom's party is off", "Ana's dinner is called off"]
)
def test_a_plan_called_off_is_no_fact(text: str) -> None:
    assert _facts(text) == []


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("dinner at the Smiths sat 7pm, bring wine", ("bring wine for the dinner at the Smiths", "Sat 12 Dec")),
        ("dinner at Jo's sat 7pm, bring dessert", ("bring dessert for the dinner at Jo's", "Sat 12 Dec")),
    ],
)
def test_a_thing_brought_to_an_occasion_without_its_article(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("our wifi password changed to Tulip-88", ("wifi", "password", "Tulip-88")),
        ("our door code changed to 4471", ("door", "code", "4471")),
        ("the wifi password changed to Tulip-88", ("wifi", "password", "Tulip-88")),
    ],
)
def test_our_thing_changed_to_a_value(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    "text", ["call mum the night of the party", "book a taxi for the morning of the wedding",
             "pick up the cake the morning of the party"],
)
def test_a_part_of_an_occasions_day_is_never_today(text: str) -> None:
    found = [i for i in READ(text) if isinstance(i, NewCommitment)]
    assert found and all(i.due is None for i in found), found
    assert "of the" in found[0].action  # the occasion stays in the to-do, to be dated by it


def test_a_part_of_a_dated_day_is_that_day() -> None:
    timed = Reading(READ.now, ZONE, fmt="%a %d %b %H:%M")
    assert timed.todos(timed("the morning of the 12th call the bank")) == [("call the bank", "Sat 12 Dec 05:00")]


@pytest.mark.parametrize("text", ["still need toner tho", "need more toner", "we still need bin bags"])
def test_one_thing_run_low_is_offered_to_buy(text: str) -> None:
    [asked] = READ(text)
    assert isinstance(asked, Unclear) and isinstance(asked.proposal, NewCommitment), asked
    assert asked.proposal.action.startswith("buy ") and "tho" not in asked.proposal.action


@pytest.mark.parametrize(
    "text", ["need toner", "need more time", "still need coffee lol", "we still need more volunteers"]
)
def test_one_thing_needed_that_is_no_errand_is_not_offered(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, Unclear) and i.proposal is not None]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("council tax fri", ("council tax", "Fri 11 Dec")),
        ("gas bill on the 20th", ("gas bill", "Sun 20 Dec")),
        ("rent on the 1st", ("rent", "Fri 01 Jan")),
        ("car insurance renewal the 20th", ("car insurance renewal", "Sun 20 Dec")),
    ],
)
def test_a_sum_to_pay_with_its_day_is_a_to_do(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize("text", ["the tax office called fri", "the rent is 1200 from jan"])
def test_a_payable_word_with_another_things_day_is_no_to_do(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "action", "at_utc"),
    [
        ("ping Hiro at 9am tokyo time", "ping Hiro", "2026-12-09 00:00"),  # 9am JST Wednesday
        ("call Jo 3pm ny time fri", "call Jo", "2026-12-11 20:00"),
        ("standup 10am sydney time", "standup", "2026-12-08 23:00"),  # 10am AEDT Wednesday
    ],
)
def test_a_time_said_on_a_citys_clock(text: str, action: str, at_utc: str) -> None:
    [todo] = [i for i in READ(text) if isinstance(i, NewCommitment)]
    assert todo.action == action and todo.due is not None
    assert f"{todo.due.start:%Y-%m-%d %H:%M}" == at_utc


@pytest.mark.parametrize(
    ("text", "window"),
    [
        ("call Jo mid-morning tmrw", "Wed 09 Dec 09:00-11:00"),
        ("call Jo late afternoon tmrw", "Wed 09 Dec 15:00-17:00"),
        ("call Jo early evening fri", "Fri 11 Dec 17:00-19:00"),
        ("call Jo early afternoon on the 12th", "Sat 12 Dec 12:00-14:00"),
        ("call Jo morning tmrw", "Wed 09 Dec 05:00-12:00"),
        ("call Jo evening on friday", "Fri 11 Dec 17:00-00:00"),
    ],
)
def test_a_part_of_a_part_of_the_day(text: str, window: str) -> None:
    [todo] = [i for i in READ(text) if isinstance(i, NewCommitment)]
    assert todo.due is not None and todo.due.doubt is None
    start, end = todo.due.start.astimezone(ZONE), todo.due.end.astimezone(ZONE)
    assert f"{start:%a %d %b %H:%M}-{end:%H:%M}" == window


@pytest.mark.parametrize("text", ["call Jo mid march", "call Jo early april"])
def test_a_part_of_a_month_is_still_asked(text: str) -> None:
    assert [i for i in READ(text) if isinstance(i, Unclear)]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("pick up jake from nan's at 6", "pick up jake from nan's"),
        ("collect the dog from Sam's at 5", "collect the dog from Sam's"),
    ],
)
def test_whose_place_in_a_to_do_is_no_is(text: str, action: str) -> None:
    found = READ(text)
    assert [i.action for i in found if isinstance(i, NewCommitment)] == [action], found


@pytest.mark.parametrize(
    ("text", "who"),
    [("anything from Priya still pending", "Priya"), ("anything from sam outstanding?", "sam"),
     ("anything from Raj still due", "Raj")],
)
def test_what_someone_owes_asked_with_the_state_after_the_name(text: str, who: str) -> None:
    [asked] = READ.asked(text)
    assert asked.subject == who, asked


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("📞 mum tmrw", ("call mum", "Wed 09 Dec")),
        ("📧 Omar the deck fri", ("email Omar the deck", "Fri 11 Dec")),
    ],
)
def test_an_emoji_said_as_the_verb(text: str, todo: tuple[str, str | None]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize("text", ["what am i forgetting", "anything I'm missing?", "what are we forgetting here"])
def test_what_am_i_forgetting_asks_what_is_open(text: str) -> None:
    [asked] = READ.asked(text)
    assert asked.kind == "open", asked


def test_missing_a_thing_is_no_question() -> None:
    assert not [i for i in READ("i'm missing my keys") if i.__class__.__name__ == "Question"]


def test_a_cart_heading_an_errand_is_no_verb() -> None:
    assert [a for a, _ in READ.todos(READ("🛒 grocery run tmrw, dont let me forget"))] != ["buy grocery run"]
