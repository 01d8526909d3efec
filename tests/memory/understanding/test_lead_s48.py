"""Session 48's lead: readings found by playing conversations typed as busy people type."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, CorrectTime, MoveCommitment, NewCommitment, OpenEpisode
from tests.memory.understanding.reading import Reading

DUBLIN = ZoneInfo("Europe/Dublin")
read = Reading(datetime(2026, 12, 7, 11, 29, tzinfo=DUBLIN), DUBLIN)  # a Monday late morning


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        (
            "school play is 17th at 6, tom has to be there by 5:30",
            [("school play", "me", "Thu 17 18:00"), ("be at the school play", "tom", "Thu 17 17:30")],
        ),
        (
            "nativity wed 2pm, the kids need to be there by 1",
            [("nativity", "me", "Wed 09 14:00"), ("be at the nativity", "the kids", "Wed 09 13:00")],
        ),
        ("parents evening thurs 7pm, need to be there by 6:45", [("parents evening", "me", "Thu 10 18:45")]),
        ("gig fri at 8pm, need to be there by 7", [("gig", "me", "Fri 11 19:00")]),
        ("cousin's wedding sat, need to be there by 1", [("cousin's wedding", "me", "Sat 12 13:00")]),
    ],
)
def test_being_there_before_an_occasion_is_on_its_day(text: str, todos: list[tuple[str, str, str]]) -> None:
    assert read.owned(read(text)) == todos


@pytest.mark.parametrize(
    "text",
    [
        "school play is 17th at 6, he has to be there by 5:30",  # who "he" is is not said
        "gig fri at 8pm, need to be there by 2",  # hours before: which binds is not said
        "concert sat at 7pm, need to be there by 9",  # after it starts
    ],
)
def test_an_arrival_no_one_named_or_far_from_the_occasion_is_never_kept_on_another_day(text: str) -> None:
    assert all(due is None or due.startswith(("Thu 17", "Fri 11", "Sat 12")) for _, due in read.todos(read(text)))


CHICAGO = ZoneInfo("America/Chicago")
at_work = Reading(datetime(2026, 12, 7, 8, 2, tzinfo=CHICAGO), CHICAGO)


@pytest.mark.parametrize(
    ("text", "topic", "detail"),
    [
        ("the vpn is down till 3", "vpn", "till 3"),
        ("email's down until tomorrow", "email", "until tomorrow"),
        ("vpn down till further notice", "vpn", "till further notice"),
        ("someone from IT said the vpn is down till 3", "vpn", "till 3"),
    ],
)
def test_a_fault_said_with_how_long_it_lasts_is_opened(text: str, topic: str, detail: str) -> None:
    assert [(i.topic, i.detail) for i in at_work(text) if isinstance(i, OpenEpisode)] == [(topic, detail)]


@pytest.mark.parametrize("text", ["I'm off till wed", "the shop is closed till monday", "gym's shut till jan"])
def test_being_away_or_shut_until_a_day_opens_no_issue(text: str) -> None:
    assert at_work.opened(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Jen from legal says contract review pushed to thurs",
        "someone from HR said the contract review is pushed to thurs",
        "per Jen, contract review moved to thurs",
    ],
)
def test_who_passed_a_move_on_with_their_team_is_no_part_of_what_moved(text: str) -> None:
    moves = [i for i in at_work(text) if isinstance(i, MoveCommitment)]
    assert [(m.action, at_work.when(m)) for m in moves] == [("contract review", "Thu 10 00:00")]


BERLIN = ZoneInfo("Europe/Berlin")
at_home = Reading(datetime(2026, 12, 7, 19, 10, tzinfo=BERLIN), BERLIN)


@pytest.mark.parametrize(
    "text",
    [
        "landlord txt'd, inspection is the 15th 10am",
        "landlord texted, says inspection is the 15th at 10am",
        "the agency emailed: inspection is on the 15th at 10am",
    ],
)
def test_who_got_in_touch_is_no_part_of_the_occasion_they_told_of(text: str) -> None:
    assert at_home.todos(at_home(text)) == [("inspection", "Tue 15 10:00")]


@pytest.mark.parametrize("text", ["called the bank, card is blocked", "Tom called, he's running late"])
def test_a_call_made_or_someone_calling_about_themselves_is_no_hearsay(text: str) -> None:
    assert not [i for i in at_home(text) if isinstance(i, NewCommitment)]


SYDNEY = ZoneInfo("Australia/Sydney")
early = Reading(datetime(2026, 12, 7, 7, 40, tzinfo=SYDNEY), SYDNEY)


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("Dad's birthday is the 19th, get him something", ("get Dad something", "Dad", "Sat 19 00:00")),
        ("Dad's birthday is the 19th, need to get him something", ("get him something", "Dad", "Sat 19 00:00")),
        ("Dad's birthday is the 19th, get him a gift", ("get Dad a gift", "Dad", "Sat 19 00:00")),
        ("sis bday sat, buy her a little something", ("buy sis a little something", "sis", "Sat 12 00:00")),
    ],
)
def test_a_gift_beside_someones_birthday_is_for_them_by_the_day(text: str, todo: tuple[str, str, str]) -> None:
    found = [(i.action, i.counterparty, early.when(i)) for i in early(text) if isinstance(i, NewCommitment)]
    assert found == [todo]


@pytest.mark.parametrize("text", ["get him something", "Dad's birthday is the 19th", "Dad's birthday was great"])
def test_a_gift_naming_nothing_alone_or_a_birthday_alone_keeps_no_to_do(text: str) -> None:
    assert not [i for i in early(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Tomás's number 0161 496 0321", ("Tomás", "phone", "0161 496 0321")),
        ("tom's email tom@bakewell.ie", ("tom", "email", "tom@bakewell.ie")),
        ("plumber's number 07700 900123", ("plumber", "phone", "07700 900123")),
        ("new number for Aisha 07700 900456", ("Aisha", "phone", "07700 900456")),
    ],
)
def test_a_contact_detail_typed_with_no_verb_is_kept(text: str, fact: tuple[str, str, str]) -> None:
    assert read.facts(text) == [fact]


@pytest.mark.parametrize("text", ["Tom's number 7 shirt", "Tom's number one fan", "my number 1 priority is sleep"])
def test_a_count_or_a_rank_after_number_is_no_phone(text: str) -> None:
    assert not [f for f in read.facts(text) if f[1] == "phone"]


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "our accountant is Ruth Hale, her email is ruth@hale.ie",
            [("me", "accountant", "Ruth Hale"), ("Ruth Hale", "email", "ruth@hale.ie")],
        ),
        (
            "our plumber is Steve, his email is steve@x.com",
            [("me", "plumber", "Steve"), ("Steve", "email", "steve@x.com")],
        ),
        ("Ana is the new cfo, her email is ana@x.com", [("Ana", "role", "cfo"), ("Ana", "email", "ana@x.com")]),
    ],
)
def test_a_detail_of_the_person_a_fact_named_is_theirs(text: str, facts: list[tuple[str, str, str]]) -> None:
    assert read.facts(text) == facts


def test_a_detail_of_no_one_named_is_nobodys() -> None:
    facts = read.facts("the new printer is great, her email is x@y.com")
    assert not [f for f in facts if f[1] == "email" and f[0] != "her"]


DUBAI = ZoneInfo("Asia/Dubai")
in_dubai = Reading(datetime(2026, 12, 7, 9, 30, tzinfo=DUBAI), DUBAI)


@pytest.mark.parametrize(
    "text",
    ["Ahmed reach Dubai on 20th, i must pick him from airport 6am", "Jared lands on the 20th, pick him up at 6am"],
)
def test_a_name_that_ends_as_a_past_tense_did_nothing(text: str) -> None:
    found = in_dubai(text)
    assert not [i for i in found if isinstance(i, CompleteCommitment)], found
    assert [due for _, due in in_dubai.todos(found)] == ["Sun 20 06:00"]


def test_a_place_someone_reaches_is_no_one_a_pronoun_means() -> None:
    found = in_dubai("my brother Ahmed reach Dubai on 20th, i must pick him from airport 6am")
    todos = [(i.counterparty, in_dubai.when(i)) for i in found if isinstance(i, NewCommitment)]
    assert todos == [("Ahmed", "Sun 20 06:00")]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("need slides by wed", ("slides", "Wed 09 00:00")),
        ("need slides for parents eve by wed", ("slides for parents eve", "Wed 09 00:00")),
        ("we need chairs for the hall by fri", ("chairs for the hall", "Fri 11 00:00")),
    ],
)
def test_a_thing_needed_bare_by_a_day_is_a_to_do(text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]


@pytest.mark.parametrize("text", ["need help by fri", "need sleep by fri lol", "need him by fri", "need to by fri"])
def test_help_rest_or_a_person_needed_by_a_day_is_no_thing_to_get(text: str) -> None:
    assert read.todos(read(text)) == []


@pytest.mark.parametrize(
    "text", ["10B marking halfway", "report half done", "deck about 80% done", "the essay's about half way there"]
)
def test_how_far_a_job_got_is_no_to_do_and_no_finish(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, NewCommitment | CompleteCommitment)]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("Lisa at Acme wants revised logo options thurs", ("send Lisa revised logo options", "Lisa", "Thu 10 00:00")),
        ("Lisa wants revised logo options by thurs", ("send Lisa revised logo options", "Lisa", "Thu 10 00:00")),
        ("Lisa wants the proofs fri", ("send Lisa the proofs", "Lisa", "Fri 11 00:00")),
    ],
)
def test_work_someone_wants_by_a_day_is_the_users_to_send(text: str, todo: tuple[str, str, str]) -> None:
    assert [(i.action, i.counterparty, read.when(i)) for i in read(text) if isinstance(i, NewCommitment)] == [todo]


def test_food_someone_wants_is_no_work_to_send() -> None:
    assert read.todos(read("Tom wants pizza by 6")) == []


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("logo options sent to lisa, she'll feed back mon", "feed back"),
        ("logo options sent to lisa, she'll get back to me mon", "get the logo options back to me"),
    ],
)
def test_the_one_a_thing_was_sent_to_in_lower_case_answers_back(text: str, action: str) -> None:
    theirs = [(i.action, i.owner, read.when(i)) for i in read(text) if isinstance(i, NewCommitment)]
    assert theirs == [(action, "lisa", "Mon 14 00:00")]


LONDON = ZoneInfo("Europe/London")
evening = Reading(datetime(2026, 12, 9, 18, 30, tzinfo=LONDON), LONDON)  # a Wednesday


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("started new meds (sertraline 50mg) on monday", ("me", "medication", "sertraline 50mg")),
        ("i started taking sertraline on monday", ("me", "medication", "sertraline")),
        ("mum started on metformin last week", ("mum", "medication", "metformin")),
        ("I'm on citalopram 20mg", ("me", "medication", "citalopram 20mg")),
    ],
)
def test_a_medicine_started_is_kept_as_taken(text: str, fact: tuple[str, str, str]) -> None:
    assert evening.facts(text) == [fact]
    assert not [i for i in evening(text) if isinstance(i, NewCommitment)]  # never "take sertraline" owned by "started"


@pytest.mark.parametrize("text", ["started on the new project monday", "started the job on monday", "I'm on leave"])
def test_starting_anything_else_is_no_medicine(text: str) -> None:
    assert not [f for f in evening.facts(text) if f[1] == "medication"]


@pytest.mark.parametrize(
    ("text", "subject"), [("what meds am I on", "me"), ("what meds is mum on", "mum"), ("mum's meds?", "mum")]
)
def test_what_medicine_someone_is_on_asks_their_medication(text: str, subject: str) -> None:
    assert [(q.kind, q.subject, q.predicate) for q in evening.asked(text)] == [("fact", subject, "medication")]


@pytest.mark.parametrize(
    ("text", "new", "old"),
    [("oh no, I started them on tuesday not monday", 8, 7), ("sorry, we moved in on the 3rd not the 4th", 3, 4)],
)
def test_a_deed_said_again_with_its_day_put_right_corrects_the_day(text: str, new: int, old: int) -> None:
    (fix,) = [i for i in evening(text) if isinstance(i, CorrectTime)]
    assert fix.old is not None
    assert (fix.new.start.astimezone(LONDON).day, fix.old.start.astimezone(LONDON).day) == (new, old)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("deposit £1500 due to fitters by 31st", "pay the deposit to fitters"),
        ("deposit £1500 due to the fitters on the 31st", "pay the deposit to the fitters"),
    ],
)
def test_a_sum_due_to_someone_is_paid_to_them(text: str, action: str) -> None:
    assert read.todos(read(text)) == [(action, "Thu 31 00:00")]
