"""Session 43's lead: readings found by playing conversations typed as busy people type."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, CorrectValue, NewCommitment, StateClaim, Unclear
from tests.memory.understanding.reading import Reading, kinds

BERLIN = ZoneInfo("Europe/Berlin")
read = Reading(datetime(2026, 12, 7, 9, 10, tzinfo=BERLIN), BERLIN)  # a Monday morning


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("council tax - pay it by the 1st", ("pay council tax", "Fri 01 00:00")),
        ("the garage invoice, pay it tmrw", ("pay the garage invoice", "Tue 08 00:00")),
        ("tax return: gotta file it by the 31st", ("file tax return", "Thu 31 00:00")),
        ("landlord's deposit - must return it before friday", ("return landlord's deposit", "Thu 10 00:00")),
        ("the quote for mr jones, need to send it by thurs", ("send the quote for mr jones", "Thu 10 00:00")),
        ("the lease renewal - sign it b4 friday", ("sign the lease renewal", "Thu 10 00:00")),
        ("mums birthday present, order it tonight", ("order mum's birthday present", "Mon 07 18:00")),
        ("birthday present for mum, order it tonight", ("order birthday present for mum", "Mon 07 18:00")),
        ("the invoices for acme, send them fri", ("send the invoices for acme", "Fri 11 00:00")),
        ("the slides, send them to omar tmrw", ("send the slides to omar", "Tue 08 00:00")),
    ],
)
def test_it_after_a_thing_named_alone_is_that_thing(text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("quarterly report, need it done by friday", ("quarterly report", "Fri 11 00:00")),
        ("PR review for Lena's branch - need it done by thu", ("PR review for Lena's branch", "Thu 10 00:00")),
        ("PR review for Lena's branch, need it by thu", ("PR review for Lena's branch", "Thu 10 00:00")),
        ("the Q4 deck - need it by fri", ("Q4 deck", "Fri 11 00:00")),
        ("seating plan: need it sorted by tmrw", ("seating plan", "Tue 08 00:00")),
    ],
)
def test_a_thing_needed_by_a_day_is_the_to_do(text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]


def test_a_thing_needed_by_an_unreadable_day_is_asked_about_never_dated() -> None:
    (asked,) = read("PR review for Lena's branch - need it done b4 release on thu")
    assert isinstance(asked, Unclear)
    assert asked.proposal == NewCommitment("PR review for Lena's branch", "me", None, None)


@pytest.mark.parametrize(
    "text",
    [
        "Sam's laptop died, fix it tmrw",  # a state, not a thing named alone
        "called the bank, need to chase it fri",  # a deed
        "the printer jams, fix it tmrw",
    ],
)
def test_a_clause_with_a_verb_is_no_thing_named_alone(text: str) -> None:
    actions = [action for action, _ in read.todos(read(text))]
    wrong = ("fix Sam's laptop died", "chase called", "fix the printer jams")
    assert not any(action.startswith(wrong) for action in actions)


def test_a_wish_for_it_never_ends_in_the_action() -> None:
    found = read("PR review for Lena's branch, need it by thu")
    assert kinds(found) == ["NewCommitment"]
    assert "need it" not in found[0].action  # type: ignore[union-attr]


CHICAGO = ZoneInfo("America/Chicago")
read_chicago = Reading(datetime(2026, 12, 7, 8, 20, tzinfo=CHICAGO), CHICAGO)


@pytest.mark.parametrize(
    ("text", "subject", "predicate"),
    [
        ("rahul is leaving end of month, his last day is dec 31", "rahul", "last day"),
        ("Rahul is leaving end of month, his last day is dec 31", "Rahul", "last day"),
        ("jess is leaving end of month, her last day is the 31st", "jess", "last day"),
    ],
)
def test_a_persons_day_said_with_his_or_her_after_their_name_typed_in_lower_case(
    text: str, subject: str, predicate: str
) -> None:
    facts = [(i.subject, i.predicate) for i in read_chicago(text) if isinstance(i, StateClaim)]
    assert (subject, predicate) in facts


def test_his_last_day_with_no_one_named_is_no_fact() -> None:
    assert read_chicago("his last day is dec 31") == []


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("Bea's new number is 07700 900124 sorry typo", "Bea", "phone", "07700 900124"),
        ("Bea's number is 07700 900124, sorry typo", "Bea", "phone", "07700 900124"),
        ("Lee is in Porto - mistyped earlier", "Lee", "location", "Porto"),
        ("Omar's email is omar@acme.io (typo before)", "Omar", "email", "omar@acme.io"),
    ],
)
def test_a_typo_owned_after_the_value_puts_the_value_right(text: str, subject: str, predicate: str, value: str) -> None:
    (corrected,) = read(text)
    assert isinstance(corrected, CorrectValue)
    assert (corrected.subject, corrected.predicate, corrected.value) == (subject, predicate, value)


@pytest.mark.parametrize("text", ["cant make it tmrw sorry", "fix the typo in the deck tmrw"])
def test_sorry_or_typo_said_of_anything_else_is_no_correction(text: str) -> None:
    assert not any(isinstance(i, CorrectValue) for i in read(text))


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("the claim ref is CLM-44821", ("claim", "ref", "CLM-44821")),
        ("booking reference: XK7P2Q", ("booking", "reference", "XK7P2Q")),
        ("order number is 112-4471", ("order", "number", "112-4471")),  # it was kept as the order's phone
        ("the policy number is 88 2231", ("policy", "number", "88 2231")),
        ("bayo's number is 0802 444 1111", ("bayo", "phone", "0802 444 1111")),  # a person's number: a phone
    ],
)
def test_a_things_reference_or_number_is_which_one_it_is(text: str, fact: tuple[str, str, str]) -> None:
    (claim,) = read(text)
    assert isinstance(claim, StateClaim)
    assert (claim.subject, claim.predicate, claim.value) == fact


@pytest.mark.parametrize("text", ["dentist went fine", "the interview went ok", "the launch has gone really well"])
def test_how_an_occasion_went_resolves_no_issue(text: str) -> None:
    assert read.resolved(text) == []


def test_a_thing_fine_again_still_resolves_its_issue() -> None:
    assert read.resolved("wifi is fine again") == ["wifi"]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("swap my sat shift w/ Grace?? need to ask her", ("ask Grace re swap my sat shift", "Sat 12 00:00")),
        ("can Omar cover friday? gotta check with him", ("check with Omar re can Omar cover", "Fri 11 00:00")),
    ],
)
def test_a_question_then_asking_someone_is_one_todo_to_ask_them(text: str, todo: tuple[str, str]) -> None:
    found = read(text)
    assert read.todos(found) == [todo]
    assert kinds(found) == ["NewCommitment"]  # the question is theirs to answer, never recap's


def test_a_question_put_to_recap_stays_one() -> None:
    assert kinds(read("what's Omar's number? need to call him"))[0] == "Question"


@pytest.mark.parametrize(
    ("text", "visit"),
    [
        ("called the fridge guy, coming thurs arvo", ("visit", "fridge guy")),
        ("rang the electrician - comes tues 9am", ("visit", "electrician")),
    ],
)
def test_a_visit_said_with_no_subject_after_reaching_someone_is_theirs(text: str, visit: tuple[str, str]) -> None:
    assert [(action, owner) for action, owner, _ in read.owned(read(text))] == [visit]


def test_a_thousands_comma_ends_no_deed() -> None:
    (done,) = read("paid the fish supplier 1,240")
    assert isinstance(done, CompleteCommitment)
    assert done.action == "paid the fish supplier 1,240"


def test_a_reference_that_is_no_code_is_no_fact() -> None:
    assert not any(isinstance(i, StateClaim) for i in read("aishas reference is written and sent off"))
