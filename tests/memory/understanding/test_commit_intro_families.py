"""To-dos as people type them (issue 9): the many ways into one ("mustn't forget to", "gotta
remember to", a trailing "pls remind me"), a day first and then a diary line or an obligation,
other people's promises named by who they are or where they work, a job someone wants done,
particles that belong to the action ("looked at"), shortened name parts ("Ma. Theresa"), and
vague or doubtful dates that are asked about rather than guessed. Every wording is new here."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Unclear, extract
from memory.understanding.timex import find_spans
from tests.memory.understanding.played import failures

TZ = ZoneInfo("Europe/London")
NOW = datetime(2027, 3, 10, 10, 0, tzinfo=TZ)  # a Wednesday morning
NEW_YORK = ZoneInfo("America/New_York")


def _one(text: str, now: datetime = NOW, tz: ZoneInfo = TZ) -> NewCommitment:
    found = extract(text, now=now, tz=tz)
    assert len(found) == 1 and isinstance(found[0], NewCommitment), found
    return found[0]


def _day(todo: NewCommitment, tz: ZoneInfo = TZ) -> str | None:
    return todo.due.start.astimezone(tz).strftime("%Y-%m-%d") if todo.due else None


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("mustn't forget to post Gráinne's birthday card tmrw", "post Gráinne's birthday card", "2027-03-11"),
        ("mustnt forget to ring the farrier friday", "ring the farrier", "2027-03-12"),
        ("must not forget to renew the TV licence", "renew the TV licence", None),
        ("can't forget to pay the window cleaner by the 20th", "pay the window cleaner", "2027-03-20"),
        ("better not forget to book Mr Abara's taxi", "book Mr Abara's taxi", None),
        ("don't forget to email Kwabena tomorrow", "email Kwabena", "2027-03-11"),
        ("we must remember to water the Hendersons' plants this sat", "water the Hendersons' plants", "2027-03-13"),
        ("gotta remember to top up the gas meter", "top up the gas meter", None),
        ("i shouldnt forget to send Søren the lease", "send Søren the lease", None),
    ],
)
def test_the_ways_into_a_to_do_that_ask_to_keep_it_in_mind(text: str, action: str, day: str | None) -> None:
    todo = _one(text)
    assert (todo.action, _day(todo)) == (action, day)


@pytest.mark.parametrize("text", ["remember to breathe, haha", "mustn't forget to relax", "don't forget to smile"])
def test_keeping_in_mind_what_is_no_task_keeps_nothing(text: str) -> None:
    assert not [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("renew the car tax by friday pls remind me", "renew the car tax", "2027-03-12"),
        ("call the dentist tomorrow remind me pls", "call the dentist", "2027-03-11"),
        ("invoice Oyelowo & Co by end of month, please remind me", "invoice Oyelowo and Co", "2027-03-31"),
        ("chase the Nakamura quote thurs - set a reminder", "chase the Nakamura quote", "2027-03-11"),
        ("send Wiremu the roster tmrw (remind me!)", "send Wiremu the roster", "2027-03-11"),
    ],
)
def test_a_reminder_asked_for_after_the_to_do_is_no_part_of_it(text: str, action: str, day: str) -> None:
    todo = _one(text)
    assert (todo.action, _day(todo)) == (action, day)


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("sat gotta take the recycling to the tip", "take the recycling to the tip", "2027-03-13"),
        ("sun need to prep the lesson plans for year 9", "prep the lesson plans for year 9", "2027-03-14"),
        ("sat must drop the keys at Tomás's", "drop the keys at Tomás's", "2027-03-13"),
        ("wed should book the minibus", "book the minibus", "2027-03-17"),  # said on a wednesday: next week's
        ("mon have to ring the council", "ring the council", "2027-03-15"),
    ],
)
def test_a_word_like_weekday_then_obligation_words(text: str, action: str, day: str) -> None:
    todo = _one(text)
    assert (todo.action, _day(todo)) == (action, day)


@pytest.mark.parametrize("text", ["sun has to come out eventually", "sat need to relax", "mon gotta go"])
def test_a_word_like_weekday_before_no_task(text: str) -> None:
    assert not [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        (
            "thurs: site visit at the Okafor job w/ the surveyor",
            "site visit at the Okafor job with the surveyor",
            "2027-03-11",
        ),
        (
            "fri - walkthrough of the Lindqvist flat with the buyers",
            "walkthrough of the Lindqvist flat with the buyers",
            "2027-03-12",
        ),
        (
            "mon: dinner at Priya's place w the whole family",
            "dinner at Priya's place with the whole family",
            "2027-03-15",
        ),
        (
            "tues: parents evening with Mr Achterberg at the school",
            "parents evening with Mr Achterberg at the school",
            "2027-03-16",
        ),
        ("sat - rehearsal at St Jude's hall w the choir", "rehearsal at St Jude's hall with the choir", "2027-03-13"),
    ],
)
def test_a_diary_line_under_its_day_may_run_longer(text: str, action: str, day: str) -> None:
    todo = _one(text)
    assert (todo.action, _day(todo)) == (action, day)


def test_a_diary_line_that_tells_a_story_is_none() -> None:
    assert not [i for i in extract("thurs: the site visit was great", now=NOW, tz=TZ) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    "text",
    [
        "tomorrow 10am standup w/ the night team",
        "swap shifts with the morning crew on friday",
        "evening class at 7 tmrw",
        "call the night nurse tonight",
        "hand over to the afternoon staff at 3 tomorrow",
    ],
)
def test_a_part_of_the_day_before_a_noun_names_a_kind_of_thing(text: str) -> None:
    spans = find_spans(text, now=NOW, tz=TZ)
    assert len(spans) == 1, spans
    assert not any(w in text[spans[0].start : spans[0].end] for w in ("night team", "morning crew", "evening class"))


@pytest.mark.parametrize(
    ("text", "action", "owner", "day"),
    [
        (
            "Diego's dad said he'd drive the kids to the away game tomorrow",
            "drive the kids to the away game",
            "Diego's dad",
            "2027-03-11",
        ),
        ("Ayesha's mum says she'll bring the oranges on saturday", "bring the oranges", "Ayesha's mum", "2027-03-13"),
        (
            "Rhys at the council is meant to get back to us on the heritage overlay",
            "get back to us on the heritage overlay",
            "Rhys",
            None,
        ),
        (
            "Mei from accounts is supposed to send over the payslips tomorrow",
            "send over the payslips",
            "Mei",
            "2027-03-11",
        ),
        ("Tunde over at the bank said he'll call me back monday", "call me back", "Tunde", "2027-03-15"),
    ],
)
def test_other_peoples_promises_keep_their_owner(text: str, action: str, owner: str, day: str | None) -> None:
    todo = _one(text)
    assert (todo.action, todo.owner, _day(todo)) == (action, owner, day)


@pytest.mark.parametrize(
    "text", ["Nadia is meant to be on holiday", "Diego's dad said he'd be late", "Tomasz at work is so annoying"]
)
def test_what_others_are_meant_to_be_is_no_promise(text: str) -> None:
    assert not [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        (
            "note to self - Adaeze wants the allergen sheet updated by sat",
            "get the allergen sheet updated",
            "2027-03-13",
        ),
        ("Oyelaran needs the contract signed off tomorrow", "get the contract signed off", "2027-03-11"),
        ("mental note: Sione wants the spare keys cut", "get the spare keys cut", None),
        ("Bogdan would like the stock room cleaned up by friday", "get the stock room cleaned up", "2027-03-12"),
        ("need to get the dishwasher seen to by friday", "get the dishwasher seen to", "2027-03-12"),
        ("get the damp in the bathroom looked at", "get the damp in the bathroom looked at", None),
    ],
)
def test_a_job_someone_wants_done_and_the_particle_of_its_verb(text: str, action: str, day: str | None) -> None:
    todo = _one(text)
    assert (todo.action, _day(todo)) == (action, day)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("send the final logo files to Ma. Theresa tmrw", "send the final logo files to Ma. Theresa"),
        ("email Wm. Adeyemi the invoice by friday", "email Wm. Adeyemi the invoice"),
        ("drop the samples at Sta. Cruz branch on monday", "drop the samples at Sta. Cruz branch"),
        ("ring Mrs. Okonkwo about the lease tmrw", "ring Mrs. Okonkwo about the lease"),
        ("book Dr. Nakashima for a check-up friday", "book Dr. Nakashima for a check-up"),
    ],
)
def test_a_shortened_name_part_ends_no_sentence(text: str, action: str) -> None:
    assert _one(text).action == action


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("reorder ear tags asap", "reorder ear tags"),
        ("resend the quote to Abimbola asap", "resend the quote to Abimbola"),
        ("restock the gauze asap pls", "restock the gauze"),
        ("book flights asap", "book flights"),
        ("recheck the smoke alarms asap", "recheck the smoke alarms"),
    ],
)
def test_asap_is_no_date(text: str, action: str) -> None:
    todo = _one(text)
    assert (todo.action, todo.due) == (action, None)


@pytest.mark.parametrize(
    ("text", "now", "day"),
    [
        ("pay the plumber by 4/7", datetime(2027, 6, 9, 10, tzinfo=NEW_YORK), None),
        ("send the renewal by 1/15", datetime(2027, 6, 9, 10, tzinfo=NEW_YORK), None),
        ("send the renewal by 1/15", datetime(2027, 12, 20, 10, tzinfo=NEW_YORK), "2028-01-15"),
        ("pay the plumber by 7/4", datetime(2027, 6, 9, 10, tzinfo=NEW_YORK), "2027-07-04"),
        # 3 February and 2 March are both still to come: which one is asked
        ("return the hire car by 2/3", datetime(2027, 11, 2, 10, tzinfo=NEW_YORK), None),
        # month first, 4 March went by 25 days ago (and 3 April is five days off): which was meant?
        ("need to send the quote to Joaquín by 3/4", datetime(2028, 3, 29, 16, tzinfo=NEW_YORK), None),
    ],
)
def test_a_numeric_due_date_gone_by_lately_is_asked_about(text: str, now: datetime, day: str | None) -> None:
    found = extract(text, now=now, tz=NEW_YORK)
    if day is None:
        assert len(found) == 1 and isinstance(found[0], Unclear), found
    else:
        assert _day(_one(text, now, NEW_YORK), NEW_YORK) == day


def test_a_numeric_effective_date_may_be_past() -> None:
    found = extract("Chioma joins the finance team from 1/3", now=NOW, tz=TZ)
    assert len(found) == 1 and not isinstance(found[0], Unclear), found


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("pen the heifers by 7ish tonight", "pen the heifers", "2027-03-10 19:00"),
        ("open up the shop at 8 tomorrow, Dev's off", "open up the shop", "2027-03-11 08:00"),
        ("drench the ewes by 5 tomorrow", "drench the ewes", "2027-03-11 17:00"),
    ],
)
def test_trade_verbs_and_loose_clock_times(text: str, action: str, due: str) -> None:
    todo = _one(text)
    assert todo.due is not None
    assert (todo.action, todo.due.start.astimezone(TZ).strftime("%Y-%m-%d %H:%M")) == (action, due)


def test_a_job_that_needs_doing_is_one() -> None:
    from memory.understanding import MoveCommitment

    for text, action in (
        ("the ironing needs doing by friday", "do the ironing"),
        ("the insurance renewal needs doing by eow", "do the insurance renewal"),
        ("vat return needs doing by friday", "do vat return"),
    ):
        found = extract(text, now=NOW, tz=TZ)
        assert len(found) == 1 and isinstance(found[0], MoveCommitment), found
        assert isinstance(found[0].otherwise, NewCommitment) and found[0].otherwise.action == action
    found = extract("the passport needs doing by friday", now=NOW, tz=TZ)  # a thing, not a job: asked
    assert len(found) == 1 and isinstance(found[0], MoveCommitment) and isinstance(found[0].otherwise, Unclear)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("shld probably ring the insurer monday", "ring the insurer"),
        ("rmbr to bring the ladder tmrw", "bring the ladder"),
        ("shud prob book Wanjiru's leaving drinks friday", "book Wanjiru's leaving drinks"),
    ],
)
def test_shorthand_for_should_and_remember(text: str, action: str) -> None:
    assert _one(text).action == action


async def test_small_talk_stores_and_asks_nothing(tmp_path: Path) -> None:
    """Played through the dispatcher, where the never-silent net would ask: tiredness, why the
    user was away, a trip told as news, a complaint about reminders."""
    said = [
        "what a week. totally knackered",
        "im shattered tbh",
        "soz, was in a meeting",
        "sorry i was asleep lol",
        "me and Thandiwe drove up to Byron yesterday, such a good day",
        "we went to Rotorua over the weekend, so relaxing",
        "reminder emails from the gym are so annoying",
        "my inbox is longer than my arm",
    ]
    cases: list[dict[str, object]] = [{"say": text, "expect": "nothing"} for text in said]
    assert await failures(tmp_path, "2028-08-16T19:40:00+10:00", "Australia/Brisbane", cases) == []
