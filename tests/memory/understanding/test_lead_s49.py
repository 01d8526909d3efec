"""Session 49's lead: readings found by playing conversations typed as busy people type."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CancelCommitment,
    CompleteCommitment,
    CorrectTime,
    MoveCommitment,
    NewCommitment,
    OpenEpisode,
    Question,
    ResolveEpisode,
    dated_entry,
)
from tests.memory.understanding.reading import Reading

CHICAGO = ZoneInfo("America/Chicago")
read = Reading(datetime(2026, 12, 7, 8, 5, tzinfo=CHICAGO), CHICAGO)  # a Monday morning


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("she's starting monday", "2026-12-14"),
        ("shes starting monday actually", "2026-12-14"),  # typed without its apostrophe, "actually" after
        ("she starts monday actually", "2026-12-14"),
        ("actually he's joining on wednesday", "2026-12-09"),
        ("she starts monday, not today", "2026-12-14"),  # a weekday said ahead is the one to come
        ("he started monday not tuesday", "2026-11-30"),  # said gone by: the one gone
    ],
)
def test_a_start_put_right_by_a_pronoun(text: str, day: str) -> None:
    [intent] = read(text)
    assert isinstance(intent, CorrectTime) and intent.new is not None, intent
    assert intent.new.start.astimezone(CHICAGO).date().isoformat() == day


@pytest.mark.parametrize("text", ["dentist is thurs actually", "the offsite is the 14th actually"])
def test_a_day_put_right_with_actually_is_never_a_new_diary_line(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, NewCommitment) and "actually" in i.action], read(text)


@pytest.mark.parametrize("text", ["dentist thurs", "team lunch is friday"])
def test_a_diary_line_without_actually_is_still_one(text: str) -> None:
    assert [i for i in read(text) if isinstance(i, NewCommitment)], read(text)


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("printer was jammed, fixed now", "printer"),
        ("the tap was leaking, sorted now", "tap"),
        ("wifi was down, back now", "wifi"),
        ("the belt was loose, all fixed", "belt"),
    ],
)
def test_a_trouble_told_as_over_resolves_it_and_opens_nothing(text: str, topic: str) -> None:
    assert read(text) == [ResolveEpisode(topic)]


@pytest.mark.parametrize("text", ["wifi is down, fixing it now", "printer jammed again, tech coming"])
def test_a_trouble_still_on_is_opened(text: str) -> None:
    assert [type(i) for i in read(text)] == [OpenEpisode]


@pytest.mark.parametrize(
    "text",
    ["also tell jo the quote is ready", "pls remind Ade the invoice is paid", "let sam know the van is fixed",
     "text mum that the parcel has arrived"],
)
def test_news_to_pass_on_is_no_to_do_done(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, CompleteCommitment | ResolveEpisode)], read(text)


@pytest.mark.parametrize("text", ["the invoice is paid", "quote's sent"])
def test_a_thing_said_done_is_still_done(text: str) -> None:
    assert [i for i in read(text) if isinstance(i, CompleteCommitment)], read(text)


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("nope, still thurs, I got confused", "2026-12-10"),  # the day it was, said again after a move
        ("nope, still thurs", "2026-12-10"),
        ("nah its still friday", None),  # a weekday alone: read near the day it puts right (memory.derive)
        ("sorry, the 15th, got mixed up", "2026-12-15"),
    ],
)
def test_a_day_said_again_with_still_puts_it_back(text: str, day: str | None) -> None:
    [intent] = read(text)
    assert isinstance(intent, CorrectTime) and intent.new is not None, intent
    if day is not None:
        assert intent.new.start.astimezone(CHICAGO).date().isoformat() == day


@pytest.mark.parametrize("text", ["still waiting on the plumber", "no, still waiting on the plumber"])
def test_still_before_anything_but_a_day_puts_nothing_right(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, CorrectTime)], read(text)


@pytest.mark.parametrize(
    ("text", "cancelled"),
    [
        ("cancel q4 report, Dana says not needed", ["q4 report"]),  # why, after the comma: no second cancel
        ("Dana says not needed", []),  # whose word, of a thing not named
        ("the venue says it's off", []),
        ("the party's off", ["party"]),
    ],
)
def test_whose_word_it_is_off_cancels_nothing_of_its_own(text: str, cancelled: list[str]) -> None:
    assert [i.action for i in read(text) if isinstance(i, CancelCommitment)] == cancelled


def test_one_more_line_after_and_is_offered_without_its_joiner() -> None:
    entry = dated_entry("and the board pack by 20th", now=read.now, tz=CHICAGO)
    assert entry is not None and entry.action == "board pack"


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("actually she was promoted on the 1st", "promotion"),
        ("sorry, Kemi got promoted on the 1st", "Kemi promotion"),
        ("he was promoted on the 4th, not the 3rd", "promotion"),  # the wrong date said marks it
    ],
)
def test_the_day_of_a_promotion_put_right_names_the_role(text: str, target: str) -> None:
    [intent] = read(text)
    assert isinstance(intent, CorrectTime) and intent.target == target, intent


@pytest.mark.parametrize("text", ["she was promoted last week", "Kemi got promoted to senior PM"])
def test_a_promotion_told_plainly_puts_nothing_right(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, CorrectTime)], read(text)


@pytest.mark.parametrize("text", ["can't do tmrw, move lunch to thurs", "cant do fri, push the call to mon"])
def test_a_day_turned_down_is_no_to_do(text: str) -> None:
    assert [type(i) for i in read(text)] == [MoveCommitment], read(text)


@pytest.mark.parametrize(
    "text",
    [
        "nah scrap that, I'm switching gyms",
        "scrap that, I'm moving house",
        "cancel that, we're going with another firm",
    ],
)
def test_a_drop_then_another_plan_of_ones_own_cancels_the_one_talked_about(text: str) -> None:
    assert read(text) == [CancelCommitment("that")]


@pytest.mark.parametrize(
    ("text", "kind"),
    [("scrap that, she's head of product", "CorrectValue"), ("nah scratch that, I meant the 5th", "CorrectTime")],
)
def test_a_drop_then_a_value_or_a_day_puts_the_message_right(text: str, kind: str) -> None:
    assert [type(i).__name__ for i in read(text)] == [kind]


@pytest.mark.parametrize(
    "text", ["busy day: meetings all morning", "in meetings all afternoon", "meetings all day", "busy day"]
)
def test_a_stretch_of_the_day_is_no_to_do(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("sned invoice to Acme b4 eow", "send invoice to Acme"),  # two letters swapped in a short verb
        ("sned invoice to Acme by fri", "send invoice to Acme"),
        ("emial the deck to Raj tmrw", "email the deck to Raj"),
    ],
)
def test_a_short_verb_typed_with_two_letters_swapped_is_that_verb(text: str, action: str) -> None:
    assert [i.action for i in read(text) if isinstance(i, NewCommitment)] == [action]


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("Omar wants the budget deck too, by the 15th", "send Omar the budget deck", "the 15th"),
        ("Omar wants the budget deck too by the 15th", "send Omar the budget deck", "the 15th"),
        ("need the slides as well, by friday", "slides", "friday"),
    ],
)
def test_one_more_thing_said_with_too_before_its_due(text: str, action: str, due: str) -> None:
    [intent] = read(text)
    assert isinstance(intent, NewCommitment) and intent.due is not None, intent
    assert (intent.action, intent.due.text) == (action, due)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("my car insurance renews on jan 14", "renew my car insurance"),
        ("passport expires march 3", "renew passport"),
        ("car insurance is up for renewal on jan 14", "renew car insurance"),
    ],
)
def test_a_thing_that_lapses_on_a_day_offers_its_renewal(text: str, action: str) -> None:
    entry = dated_entry(text, now=read.now, tz=CHICAGO)
    assert entry is not None and entry.action == action


@pytest.mark.parametrize("text", ["the lease ends on the 31st", "my car insurance renewed on jan 14"])
def test_a_thing_ending_or_renewed_offers_no_renewal(text: str) -> None:
    entry = dated_entry(text, now=read.now, tz=CHICAGO)
    assert entry is None or not entry.action.startswith("renew ")


@pytest.mark.parametrize(
    ("text", "who", "at"),
    [
        ("is Pieter around next week", "Pieter", "next week"),
        ("will Pieter be in on 25 jan", "Pieter", "25 jan"),
        ("is Lena back tomorrow?", "Lena", "tomorrow"),
        ("is Sam off today", "Sam", "today"),
    ],
)
def test_whether_someone_is_around_on_a_day_asks_their_status_then(text: str, who: str, at: str) -> None:
    [intent] = read(text)
    assert isinstance(intent, Question) and (intent.subject, intent.predicate) == (who, "status"), intent
    assert intent.at is not None and intent.at.text == at


@pytest.mark.parametrize("text", ["will def be there by 5", "will prob be late tmrw"])
def test_will_before_an_adverb_is_no_question(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, Question)], read(text)


@pytest.mark.parametrize("text", ["no still the 14th", "no actually the 9th"])
def test_no_then_a_correction_lead_and_a_day_cancels_nothing(text: str) -> None:
    assert [type(i) for i in read(text)] == [CorrectTime], read(text)


@pytest.mark.parametrize("text", ["no timesheets this week", "no gym tonight"])
def test_no_thing_on_a_day_still_calls_it_off(text: str) -> None:
    assert [type(i) for i in read(text)] == [CancelCommitment], read(text)


@pytest.mark.parametrize("text", ["turned out to be the fan belt, all fixed", "turns out it was the fuse"])
def test_a_finding_told_is_no_deed_done(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, CompleteCommitment)], read(text)
