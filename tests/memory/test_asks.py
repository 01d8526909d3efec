"""Reading a typed answer to recap's question, the undo words, and storing an ask."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from memory import asks, understanding
from memory.model import Commitment, CommitmentStatus, Source
from memory.understanding.timex import parse_date

TZ = ZoneInfo("Europe/Berlin")
NOW = datetime(2026, 6, 1, 9, 0, tzinfo=TZ)  # a Monday
FRIDAY = parse_date("friday", now=NOW, tz=TZ, prefer="future")
OFFER = asks.track_or_not(understanding.NewCommitment("renew the lease", "me", None, FRIDAY), "Should I track it?")
WHICH = asks.which_one(
    "Which one?",
    [
        ("send the contract to Harriet", understanding.CompleteCommitment("send the contract to Harriet", False)),
        ("send the contract to Nigel", understanding.CompleteCommitment("send the contract to Nigel", False)),
    ],
)


@pytest.mark.parametrize("text", ["yes", "Yep!", "sure thx", "ok", "👍", "1", "yes please"])
def test_yes_in_many_words_takes_the_offer(text: str) -> None:
    answer = asks.read_answer(text, OFFER, now=NOW, tz=TZ)
    assert answer is not None and answer.label == asks.YES and answer.apply == OFFER.choices[0].apply


@pytest.mark.parametrize("text", ["no", "nah", "nope.", "skip it", "3"])
def test_no_keeps_nothing(text: str) -> None:
    answer = asks.read_answer(text, OFFER, now=NOW, tz=TZ)
    assert answer is not None and answer.apply == ()


@pytest.mark.parametrize(
    "text", ["cancel the lease thing", "nah drop it", "forget that one", "don't bother with the lease", "never mind it"]
)
def test_declining_by_naming_the_offer_keeps_nothing(text: str) -> None:
    answer = asks.read_answer(text, OFFER, now=NOW, tz=TZ)
    assert answer is not None and answer.label == asks.NO and answer.apply == ()


@pytest.mark.parametrize(
    "text",
    [
        "nvm the lease, landlord cancelled it",
        "no, it got called off",
        "nah - not needed anymore",
        "no cos the flat fell through and it's not happening",
        "drop it, already sorted",
    ],
)
def test_a_no_with_its_reason_keeps_nothing(text: str) -> None:
    answer = asks.read_answer(text, OFFER, now=NOW, tz=TZ)
    assert answer is not None and answer.apply == ()


@pytest.mark.parametrize("text", ["no, book it for the 12th", "nvm the lease, call the landlord tmrw"])
def test_a_no_that_says_more_is_not_a_plain_no(text: str) -> None:
    answer = asks.read_answer(text, OFFER, now=NOW, tz=TZ)
    assert answer is None or answer.apply != ()


@pytest.mark.parametrize(
    "text", ["cancel the gym membership", "drop the kids at school friday", "leave for the airport at 5"]
)
def test_a_decline_verb_naming_something_else_is_a_new_message(text: str) -> None:
    assert asks.read_answer(text, OFFER, now=NOW, tz=TZ) is None


@pytest.mark.parametrize(
    ("text", "day"), [("no, the 12th", 12), ("actually thursday", 4), ("june 20", 20), ("yes but thursday", 4)]
)
def test_a_typed_date_answers_with_that_due(text: str, day: int) -> None:
    answer = asks.read_answer(text, OFFER, now=NOW, tz=TZ)
    assert answer is not None
    (intent,) = answer.apply
    assert isinstance(intent, understanding.NewCommitment) and intent.action == "renew the lease"
    assert intent.due is not None and intent.due.start.astimezone(TZ).day == day


LATER = parse_date("august 20", now=NOW, tz=TZ, prefer="future")
LATER_OFFER = asks.track_or_not(
    understanding.NewCommitment("book the launch venue", "me", None, LATER), "Should I track it, due 20 August?"
)


def _day_chosen(text: str) -> tuple[int, int]:
    """(month, day) of the due a typed answer to :data:`LATER_OFFER` stores."""
    answer = asks.read_answer(text, LATER_OFFER, now=NOW, tz=TZ)
    assert answer is not None
    (intent,) = answer.apply
    assert intent.due is not None
    local = intent.due.start.astimezone(TZ)
    return local.month, local.day


@pytest.mark.parametrize(
    ("text", "month", "day"),
    [
        ("no the 22nd", 8, 22),  # the offered date's month, not the next 22nd (22 June)
        ("wait no, 22nd", 8, 22),
        ("the 22nd of june", 6, 22),  # a month said is kept
        ("no, the 25th", 8, 25),
    ],
)
def test_a_bare_day_answering_an_offered_date_is_in_its_month(text: str, month: int, day: int) -> None:
    assert _day_chosen(text) == (month, day)


@pytest.mark.parametrize(
    ("text", "month", "day"),
    [
        ("cant make the 20th, make it 22nd", 8, 22),  # the turned-down day first, the wanted one after
        ("no not the 20th but the 21st", 8, 21),
        ("20th is no good - 25th", 8, 25),
        ("i'm away that week so sept 3", 9, 3),
    ],
)
def test_a_day_turned_down_before_another_answers_with_the_other(text: str, month: int, day: int) -> None:
    assert _day_chosen(text) == (month, day)


@pytest.mark.parametrize("text", ["not sure, ask me later", "can't say, the venue hasn't replied"])
def test_a_refusal_with_no_day_after_it_is_no_date(text: str) -> None:
    answer = asks.read_answer(text, LATER_OFFER, now=NOW, tz=TZ)
    assert answer is None or all(getattr(intent, "due", None) == LATER for intent in answer.apply)


@pytest.mark.parametrize("text", ["7", "what's on tomorrow?", "the lease is renewed on friday by Omar", "Maya is CFO"])
def test_words_that_do_not_answer_are_a_new_message(text: str) -> None:
    assert asks.read_answer(text, OFFER, now=NOW, tz=TZ) is None


def test_a_name_picks_the_one_choice_it_names_and_yes_picks_none() -> None:
    answer = asks.read_answer("the nigel one", WHICH, now=NOW, tz=TZ)
    assert answer is not None and answer.label == "send the contract to Nigel"
    assert asks.read_answer("yes", WHICH, now=NOW, tz=TZ) is None
    assert asks.read_answer("the contract", WHICH, now=NOW, tz=TZ) is None  # names both


@pytest.mark.parametrize("text", ["when's the nigel contract due", "what did i say about nigel's contract",
                                  "whats the contract to nigel for"])
def test_a_question_of_the_users_own_picks_no_choice(text: str) -> None:
    """A question naming a choice's words is a new message, never the answer (session 38)."""
    assert asks.read_answer(text, WHICH, now=NOW, tz=TZ) is None


@pytest.mark.parametrize("text", ["undo", "Undo that", "that's wrong", "thats not right!"])
def test_undo_words(text: str) -> None:
    assert asks.is_undo(text)


@pytest.mark.parametrize("text", ["that's wrong, it was the 8th", "undo the deploy by friday", "wrong number lol"])
def test_not_undo(text: str) -> None:
    assert not asks.is_undo(text)


def test_an_ask_survives_its_payload_round_trip() -> None:
    for ask in (OFFER, WHICH, asks.plain("Whose budget is that?")):
        assert asks.decode_ask(asks.encode_ask(ask)) == ask
    assert asks.decode_ask({"question": "q", "choices": [{"label": 3}]}) is None
    assert asks.decode_intent({"intent": "os.system", "command": "rm"}) is None


@pytest.mark.parametrize(
    ("text", "changes", "taken_back"),
    [
        ("wait no i haven't sent them yet, only drafted", ["Done: get the quarterly numbers to Hector."], True),
        ("actually i didn't pay it", ["Done: pay the gas bill."], True),  # the to-do's own verb
        ("i didn't like it", ["Done: pay the gas bill."], False),  # no job denied
        ("i haven't sent the invoice yet", ["Done: send the deck."], False),  # another thing
        ("the deck's not sent yet", ["Done: send the deck."], True),
        ("not done yet", ["Done: send the deck.", "Noted: call Bea, due Fri 4 December 2026."], False),
        ("not done yet", [], False),
        # the verb left out (session 29): "Done: renew car insurance." then "oops no I didn't, the site was down"
        ("oops no I didn't, the site was down. tmrw then", ["Done: renew car insurance."], True),
        ("no i didnt", ["Done: renew car insurance."], True),
        ("nope, not yet", ["Done: renew car insurance."], True),
        ("no I didn't", ["Noted: renew car insurance, due Sat 19 December 2026."], False),  # nothing done to deny
        ("not really", ["Done: renew car insurance."], False),
    ],
)
def test_a_done_is_taken_back_only_when_the_words_deny_that_one(
    text: str, changes: list[str], taken_back: bool
) -> None:
    assert asks.takes_back_done(text, changes) is taken_back


def test_the_guess_names_someone_elses_to_do_by_its_noun_and_owner() -> None:
    due = datetime(2026, 12, 10, 23, 0, tzinfo=UTC)
    review = Commitment(
        id=1,
        user="u",
        action="send me the contract review",
        owner="Tomasz",
        counterparty=None,
        original_due=due,
        due=due,
        status=CommitmentStatus.ACCEPTED,
        created_at=datetime(2026, 12, 7, tzinfo=UTC),
        source=Source(None, "chat", 1.0),
    )
    now = datetime(2026, 12, 7, 9, 0, tzinfo=UTC)
    for text in ("the review will be late, prob monday", "Tomasz says it'll be late, probably monday"):
        ask = asks.never_silent(text, [], [review], [], now=now, tz=ZoneInfo("Europe/Berlin"))
        assert ask is not None and ask.question.startswith("Should I move “send me the contract review”"), text


THURSDAY_3PM = parse_date("thursday 3pm", now=NOW, tz=TZ, prefer="future")
TIMED_OFFER = asks.track_or_not(understanding.NewCommitment("dentist", "me", None, THURSDAY_3PM), "Should I track it?")


@pytest.mark.parametrize(
    ("text", "hour", "minute"),
    [
        ("actually make that 3:30", 15, 30),  # the offered Thursday at half three, not today
        ("3:30", 15, 30),
        ("no, 4pm", 16, 0),
        ("make it 10am", 10, 0),
        ("oops 2.45", 14, 45),  # said without am or pm: the half of the day nearer the offered 3pm
    ],
)
def test_a_time_alone_answering_an_offered_day_keeps_that_day(text: str, hour: int, minute: int) -> None:
    answer = asks.read_answer(text, TIMED_OFFER, now=NOW, tz=TZ)
    assert answer is not None
    (intent,) = answer.apply
    local = intent.due.start.astimezone(TZ)
    assert (local.date(), local.hour, local.minute) == (THURSDAY_3PM.start.astimezone(TZ).date(), hour, minute)


def test_a_day_and_time_answering_an_offered_day_is_read_as_typed() -> None:
    answer = asks.read_answer("friday 9am", TIMED_OFFER, now=NOW, tz=TZ)
    assert answer is not None
    (intent,) = answer.apply
    assert intent.due.start.astimezone(TZ).strftime("%a %H:%M") == "Fri 09:00"


@pytest.mark.parametrize(
    ("text", "day"),
    [("remind me a week before", "Thu 28"), ("2 days before", "Tue 02"), ("the day before", "Wed 03"),
     ("pls remind me 3 days prior", "Mon 01")],
)
def test_a_step_before_answering_an_offered_day_moves_that_day(text: str, day: str) -> None:
    answer = asks.read_answer(text, TIMED_OFFER, now=NOW, tz=TZ)
    assert answer is not None
    (intent,) = answer.apply
    local = intent.due.start.astimezone(TZ)
    assert (local.strftime("%a %d"), local.hour) == (day, 15)
