"""Session 44's lead: readings found by playing conversations typed as busy people type."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, NewCommitment, Question, Unclear
from tests.memory.understanding.reading import Reading

NAIROBI = ZoneInfo("Africa/Nairobi")
read = Reading(datetime(2026, 12, 7, 7, 40, tzinfo=NAIROBI), NAIROBI)  # a Monday morning
WED, FRI, SAT = "Wed 09 00:00", "Fri 11 00:00", "Sat 12 00:00"


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        # a role known by where it is: kept whole, the thing sent to it
        ("client from westlands wants quotation by wed", ("send quotation to the client from westlands", WED)),
        ("the guy from the garage needs the deposit by fri", ("send the deposit to the guy from the garage", FRI)),
        ("the lady at the bank wants my payslips by the 12th", ("send my payslips to the lady at the bank", SAT)),
        # waiting said as expecting, and offices the list lacked
        ("David is expecting the contract by monday", ("send David the contract", "Mon 14 00:00")),
        ("supplier asked for the PO by thurs", ("send the supplier the PO", "Thu 10 00:00")),
        ("my supervisor is expecting a draft by the 18th", ("send my supervisor a draft", "Fri 18 00:00")),
        # a name with where they work stays a name
        ("Tom from legal wants the NDA by monday", ("send Tom the NDA", "Mon 14 00:00")),
    ],
)
def test_what_someone_wants_by_a_day_is_the_users_to_send(text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]


@pytest.mark.parametrize(
    "text",
    [
        "the guy from the garage needs more time",  # no deadline: news
        "the lady at the bank wants to see me",  # a meeting wanted, no thing to send
    ],
)
def test_a_role_from_somewhere_without_a_thing_and_deadline_is_no_todo(text: str) -> None:
    assert read.todos(read(text)) == []


@pytest.mark.parametrize(
    ("text", "scope", "window"),
    [
        ("what do i owe", "bills", None),
        ("what do we still owe", "bills", None),
        ("what do i owe this week", "bills", "Mon 07"),
        ("wat do i owe next week", "bills", "Mon 14"),
        ("what do i owe by the 25th", "bills", None),
        ("who do i owe", None, None),  # people, not bills
        ("do i owe anyone money", "money", None),
    ],
)
def test_what_do_i_owe_asks_for_bills_too_in_the_window_said(text: str, scope: str | None, window: str | None) -> None:
    (question,) = read(text)
    assert isinstance(question, Question) and question.kind == "owed" and question.subject is None
    assert question.predicate == scope
    if window is not None:
        assert question.at is not None and question.at.start.astimezone(NAIROBI).strftime("%a %d") == window


def test_what_do_i_owe_a_person_is_still_asked_of_them() -> None:
    (question,) = read("what do i owe the plumber")
    assert isinstance(question, Question) and question.kind == "owed" and question.subject


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("my mum prefers whatsapp", ("my mum", "whatsapp")),
        ("miller's wife prefers text over calls", ("miller's wife", "text")),
        ("the client prefers zoom", ("client", "zoom")),
        ("my landlord prefers email", ("my landlord", "email")),
        ("Ana's dad prefers calls rather than texts", ("Ana's dad", "calls")),
    ],
)
def test_a_preference_of_someone_known_by_kin_or_job_is_kept_under_those_words(
    text: str, fact: tuple[str, str]
) -> None:
    assert read.facts(text) == [(fact[0], "preference", fact[1])]


@pytest.mark.parametrize(
    "text", ["the car prefers premium fuel", "the dog prefers the sofa", "my plan prefers mornings"]
)
def test_a_thing_that_prefers_keeps_no_preference(text: str) -> None:
    assert read.facts(text) == []


@pytest.mark.parametrize(
    "text",
    ["jose's crew starting demo monday 7am", "Ana's movers coming sat 9am", "mike's team finishing the roof tmrw"],
)
def test_a_crew_doing_a_job_on_a_day_is_no_role(text: str) -> None:
    assert read.facts(text) == []


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("order the tiles, delivery wed", ("order the tiles for delivery", "Wed 09 00:00")),
        ("book the skip, delivery thurs", ("book the skip for delivery", "Thu 10 00:00")),
        ("order the cake - pickup sat", ("order the cake for pickup", "Sat 12 00:00")),
        ("need to order 40 sheets of drywall, arriving fri", ("order 40 sheets of drywall for delivery", FRI)),
    ],
)
def test_a_thing_to_get_then_the_day_it_comes_is_one_todo(text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]


def test_a_delivery_said_with_more_than_its_day_is_read_as_said() -> None:
    assert read.todos(read("order the tiles, delivery was late")) == [("order the tiles", None)]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("bec's last shift is the 20th", ("bec", "last day", "20 December 2026")),
        ("my last working day is the 23rd", ("me", "last day", "23 December 2026")),
        ("Ana's final day is fri", ("Ana", "last day", "11 December 2026")),
        ("Tom's first shift is monday", ("Tom", "start date", "14 December 2026")),
    ],
)
def test_a_last_or_first_shift_is_the_day_kept(text: str, fact: tuple[str, str, str]) -> None:
    assert read.facts(text) == [fact]


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("xmas party booked at the royal for the 18th, 7pm", "xmas party at the royal"),
        ("team dinner booked at Nobu for fri 8pm", "team dinner at Nobu"),
        ("haircut booked with Jo for thurs 4pm", "haircut with Jo"),
        ("the car's booked in at Micks for tues 8am", "car booked in at Micks"),  # "booked in": the car's own word
    ],
)
def test_a_thing_booked_at_a_place_is_the_thing_there(text: str, event: str) -> None:
    (done,) = read(text)
    assert isinstance(done, CompleteCommitment) and isinstance(done.otherwise, NewCommitment)
    assert done.otherwise.action == event


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("revert to client on the estimate by tomorrow 11am", ("revert to client on the estimate", "Tue 08 11:00")),
        ("respond to the landlord tmrw", ("respond to the landlord", "Tue 08 00:00")),
        ("reserve the meeting room for thurs", ("reserve the meeting room", "Thu 10 00:00")),
        ("create the jira tickets by fri", ("create the jira tickets", FRI)),
        ("forward the invoice to accounts", ("forward the invoice to accounts", None)),
    ],
)
def test_office_verbs_open_a_todo(text: str, todo: tuple[str, str | None]) -> None:
    assert read.todos(read(text)) == [todo]


def test_a_verb_of_the_list_said_as_a_noun_opens_no_todo() -> None:
    assert read.todos(read("forward was great in the match")) == []


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("maya needs $20 for the book fair by fri", "pay Maya $20 for the book fair"),
        ("Tom needs 50 quid by fri", "give Tom 50 quid"),
    ],
)
def test_a_sum_someone_needs_by_a_day_is_the_users_to_give_or_asked(text: str, action: str) -> None:
    (found,) = read(text)
    todo = found.proposal if isinstance(found, Unclear) else found
    assert isinstance(todo, NewCommitment) and todo.action == action and read.when(todo) == FRI


@pytest.mark.parametrize("text", ["the bank needs 3 days to process it by fri", "coffee needs milk by fri"])
def test_time_or_a_things_need_is_no_sum_to_give(text: str) -> None:
    assert read.todos(read(text)) == []


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("sent the quote to no 9", "sent the quote to no 9"),
        ("sent the invoice to No. 12", "sent the invoice to No. 12"),
    ],
)
def test_a_house_number_said_with_no_is_no_denial(text: str, action: str) -> None:
    (done,) = read(text)
    assert isinstance(done, CompleteCommitment) and done.action == action


def test_no_said_before_a_number_alone_still_denies() -> None:
    assert read.todos(read("no, 9 is fine")) == []


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("call the pharmacy wed after 3", "Wed 09 15:00"),
        ("call the pharmacy tomorrow after 3pm", "Tue 08 15:00"),
        ("pick up the keys sat from 10", "Sat 12 10:00"),
        ("ring the school the 14th after 2", "Mon 14 14:00"),
    ],
)
def test_a_day_then_after_or_from_a_time_is_that_day_then(text: str, due: str) -> None:
    ((_, when),) = read.todos(read(text))
    assert when == due  # never "after 3" today, the day dropped


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("aircon servicing this sat 2pm, the uncle will come", ("aircon servicing", "Sat 12 14:00")),
        ("boiler servicing thurs 10am", ("boiler servicing", "Thu 10 10:00")),
        ("car servicing on the 14th", ("car servicing", "Mon 14 00:00")),
        ("car wash sat 9am", ("car wash", "Sat 12 09:00")),
    ],
)
def test_a_thing_serviced_on_a_day_is_the_users_to_keep_not_the_things(text: str, todo: tuple[str, str]) -> None:
    assert read.owned(read(text)) == [(todo[0], "me", todo[1])]


def test_someone_servicing_a_thing_is_theirs() -> None:
    assert read.owned(read("Ana servicing the car sat")) == [("service the car", "Ana", "Sat 12 00:00")]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("pay liao the town council", "pay the town council"),
        ("already book the table", "book the table"),
        ("i send oredi the form to HR", "send the form to HR"),
    ],
)
def test_a_base_verb_said_done_in_singapore_english_is_done(text: str, action: str) -> None:
    (done,) = read(text)
    assert isinstance(done, CompleteCommitment) and done.action == action


@pytest.mark.parametrize("text", ["already booked the table", "finally sent the form", "already paid the bill"])
def test_already_or_finally_is_no_one_who_did_it(text: str) -> None:
    (done,) = read(text)
    assert isinstance(done, CompleteCommitment) and done.by is None


@pytest.mark.parametrize(
    ("text", "action", "by"),
    [
        ("supplier don deliver the rice", "deliver rice", "supplier"),
        ("i don pay the rent", "paid the rent", None),
        ("emeka don send the money", "send money", "emeka"),
    ],
)
def test_a_deed_done_in_pidgin_is_done(text: str, action: str, by: str | None) -> None:
    (done,) = read(text)
    assert isinstance(done, CompleteCommitment) and (done.action, done.by) == (action, by)


@pytest.mark.parametrize("text", ["wetin i get for tomorrow", "wetin we get this week"])
def test_what_the_user_has_asked_in_pidgin_is_a_question(text: str) -> None:
    (asked,) = read(text)
    assert isinstance(asked, Question) and asked.kind == "due_week"


@pytest.mark.parametrize(
    ("text", "mine"),
    [
        ("ciara's doing the slides, i'm doing the intro", "do the intro"),
        ("Tom is bringing drinks and I'm bringing the cake", "bring the cake"),
        ("ana will do the invite, i'll book the venue", "book the venue"),
    ],
)
def test_the_users_share_beside_someone_elses_is_kept(text: str, mine: str) -> None:
    assert (mine, "me", None) in read.owned(read(text))


@pytest.mark.parametrize(
    "text", ["ciara's doing the slides, im doing nothing lol", "ciara's doing the slides, i'm doing fine"]
)
def test_how_the_user_is_doing_is_no_share(text: str) -> None:
    assert [todo for todo in read.owned(read(text)) if todo[1] == "me"] == []


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("picked up an extra shift sat 7p-7a", ("extra shift", "Sat 12 19:00")),
        ("took an overtime shift on sunday 6am", ("overtime shift", "Sun 13 06:00")),
        ("duty tmrw 7a-7p then off til sat", ("duty", "Tue 08 07:00")),
        ("gym tmrw 7am then off til sat", ("gym", "Tue 08 07:00")),
        ("fri 9a-5p training day", ("training day", "Fri 11 09:00")),
    ],
)
def test_a_shift_taken_or_worked_is_a_diary_line_at_its_start(text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]


def test_picked_up_someone_is_still_a_deed_done() -> None:
    (done,) = read("picked up the kids")
    assert isinstance(done, CompleteCommitment)


def test_a_service_moved_by_someone_is_no_new_diary_line() -> None:
    assert read.todos(read("AC guys rescheduled the servicing to the 8th")) == []


def test_the_users_share_said_doing_takes_the_day_of_the_share_before() -> None:
    found = read("Marguerite's bringing the mint juleps sat and i'm doing the hot browns")
    assert read.owned(found) == [
        ("bring the mint juleps", "Marguerite", "Sat 12 00:00"),
        ("do the hot browns", "me", "Sat 12 00:00"),
    ]


def test_recert_is_no_typo_of_revert() -> None:
    assert read.todos(read("recert my ACLS before it lapses on 3/31"))[0][0] == "recert my ACLS"
