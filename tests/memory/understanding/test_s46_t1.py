"""Session 46 (t1), from blind44's multi and dates files: a plainly Scots message read as English ("need tae send
the report tae Marat the morra", "Cults Academy noo", "get the fuses the day") and kept in the user's words; a day
said before a prayer time ("mon after fajr"); two capitals as an acronym ("the HV switchroom"); a thing's "broke";
"I'll need to X" as the obligation; Bangladesh's Ekushey February and Pohela Boishakh; someone's event said with
its day, never their role; a pronoun never an issue's topic; "do the needful" after the thing to do."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, OpenEpisode, StateClaim, Unclear, extract
from memory.understanding._scots import scots_as_english

AQTAU = ZoneInfo("Asia/Aqtau")
SCOTS_NOW = datetime(2032, 11, 26, 19, 45, tzinfo=AQTAU)  # a Friday evening
LAAYOUNE = ZoneInfo("Africa/El_Aaiun")
BD_NOW = datetime(2027, 2, 5, 21, 15, tzinfo=LAAYOUNE)  # a Friday night


def _read(said: str, now: datetime = SCOTS_NOW) -> list[object]:
    return list(extract(said, now=now, tz=now.tzinfo))  # type: ignore[arg-type]


def _todos(said: str, now: datetime = SCOTS_NOW) -> list[tuple[str, str | None]]:
    tz = now.tzinfo
    return [
        (i.action, i.due.start.astimezone(tz).date().isoformat() if i.due else None)
        for i in _read(said, now)
        if isinstance(i, NewCommitment)
    ]


def _facts(said: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in _read(said) if isinstance(i, StateClaim)]


def _issues(said: str, now: datetime = SCOTS_NOW) -> list[str]:
    return [i.topic for i in _read(said, now) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    ("said", "todo"),
    [
        ("need tae send the weekly report tae Marat the morra", ("send the weekly report tae Marat", "2032-11-27")),
        ("I've tae clean the transformer bund by the 30th", ("clean the transformer bund", "2032-11-30")),
        ("I'll phone Shona the night, she's no well", ("phone Shona", "2032-11-26")),
        # "the day" is today where a word only Scots has marks the message, in another sentence or not
        ("Daniyar's got the key noo. stores shut on monday so get the fuses the day", ("get the fuses", "2032-11-26")),
        # "4 weeks the day": four weeks from today
        ("4 weeks the day I'm on rotation hame, gotta renew ma passport b4 that", ("renew ma passport", "2032-12-23")),
        # "ma" before a thing is "my"; alone it is a mother, kept as said
        ("ring ma the morra", ("ring ma", "2032-11-27")),
    ],
)
def test_a_scots_todo_reads_as_english_and_keeps_its_words(said: str, todo: tuple[str, str]) -> None:
    """A Scots to-do is read for its verb and day, and kept in the words the user typed."""
    assert todo in _todos(said)


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("in 2 hrs ring Maw. also Euan's school is Cults Academy noo", ("Euan", "school", "Cults Academy")),
        ("Daniyar's moving tae the night shift fae monday", ("Daniyar", "shift", "night shift")),
        ("Askhat reports tae Marat noo", ("Askhat", "manager", "Marat")),
    ],
)
def test_a_scots_fact_reads_as_english(said: str, fact: tuple[str, str, str]) -> None:
    """"noo" is the "now" a value drops; "the night shift" stays a shift, never tonight."""
    assert fact in _facts(said)


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        # no word only Scots has: "the day" / "the night" are read as English reads them
        ("stores is shut on monday so get the fuses the day before", "the day before"),
        ("on the day I'll bring the cake", "on the day"),
        ("the night shift starts monday", "the night shift"),
        # a Scots message, but "the day" / "the night" are of something
        ("the night shift fae monday", "the night shift"),
        ("noo the day before the audit is the worst", "the day before"),
        ("call Tae tomorrow", "Tae"),  # a name, never "to"
    ],
)
def test_scots_words_are_read_only_where_they_are_scots(said: str, kept: str) -> None:
    """English, names and a day or night of something are left as typed."""
    assert kept in scots_as_english(said)


def test_a_scots_request_is_no_plan_of_the_users() -> None:
    """"gonnae remind me tae …" asks to be reminded: the to-do is what to be reminded of."""
    assert _todos("gonnae remind me tae phone the bank the morra") == [("phone the bank", "2032-11-27")]


@pytest.mark.parametrize(
    ("said", "todo"),
    [
        ("mon after fajr call Abbu", ("call Abbu", "2027-02-08")),
        ("tmrw after asr take the kids to the beach", ("take the kids to the beach", "2027-02-06")),
        ("sat after maghrib visit Uncle Karim", ("visit Uncle Karim", "2027-02-06")),
        ("mon after lunch call Abbu", ("call Abbu", "2027-02-08")),  # "mon" before a routine is a day
    ],
)
def test_a_day_before_a_prayer_time_is_that_day(said: str, todo: tuple[str, str]) -> None:
    """The prayer only says when in the day: the day is the due, no clock time guessed."""
    assert _todos(said, BD_NOW) == [todo]


def test_a_prayer_alone_is_no_date() -> None:
    """Talk of a prayer keeps nothing."""
    assert _read("the asr prayer was lovely", BD_NOW) == []


def test_two_capitals_are_an_acronym() -> None:
    """"HV" is high voltage, never "have"; "hv to" in lower case is still "have to"."""
    assert _issues("the HV switchroom aircon's packed in") == ["HV switchroom aircon"]
    assert _todos("hv to call Bob tmrw") == [("call Bob", "2032-11-27")]


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("the thermal camera's broke again", "thermal camera"),
        ("the printer's broke", "printer"),
        ("switchroom 2 door lock's broke, and I have to send the report tmrw", "switchroom 2 door lock"),
    ],
)
def test_a_things_broke_is_broken(said: str, topic: str) -> None:
    """A thing that "'s broke" is an issue."""
    assert _issues(said) == [topic]


@pytest.mark.parametrize(
    "said",
    [
        "I'm broke",
        "my brother's broke again lol",
        "Yerzhan's broke again",
        "we're broke till payday",
    ],
)
def test_a_persons_broke_is_no_issue(said: str) -> None:
    """A person who is broke has no money: no issue named by them."""
    assert _issues(said) == []


def test_someones_news_before_a_breakage_is_no_thing_that_broke() -> None:
    said = "Hank became road boss for the township last month and now the grader's broke"
    assert _issues(said) == ["grader"]


@pytest.mark.parametrize(
    ("said", "todo"),
    [
        ("I'll need to label the new panels by tuesday", ("label the new panels", "me", "2032-11-30")),
        ("I will have to call Bob tomorrow", ("call Bob", "me", "2032-11-27")),
        ("we'll need to book the van by friday", ("book the van", "me", "2032-12-03")),
        ("Bob will need to sign it by friday", ("sign it", "Bob", "2032-12-03")),
    ],
)
def test_an_obligation_said_in_the_future_is_the_obligation(said: str, todo: tuple[str, str, str]) -> None:
    """"I'll need to X" is X to do, with no "need to" in it."""
    assert [
        (i.action, i.owner, i.due.start.astimezone(AQTAU).date().isoformat() if i.due else None)
        for i in _read(said)
        if isinstance(i, NewCommitment)
    ] == [todo]


def test_a_future_need_under_a_condition_keeps_nothing() -> None:
    """"if …, I'll need to …" is no to-do yet."""
    assert _todos("if it rains I'll need to cancel the picnic") == []


@pytest.mark.parametrize(
    ("said", "due"),
    [
        ("remind me pohela boishakh morning to video call Nanu", "2027-04-14"),
        ("ekushey feb: lay flowers at the shaheed minar", "2027-02-21"),
        ("remind me on bengali new year to call Nanu", "2027-04-14"),
    ],
)
def test_bangladeshs_holidays_are_known_wherever_the_user_is(said: str, due: str) -> None:
    """Said in Laayoune, Ekushey February is 21 February and Pohela Boishakh 14 April."""
    assert [d for _, d in _todos(said, BD_NOW)] == [due]


@pytest.mark.parametrize(
    ("said", "todo"),
    [
        ("thurs week Raisa's parent teacher meeting at 4pm", "Raisa's parent teacher meeting"),
        ("tmrw Arnob's dentist appointment at 10", "Arnob's dentist appointment"),
        ("Raisa's parent teacher meeting thurs at 4pm", "Raisa's parent teacher meeting"),
    ],
)
def test_someones_event_with_its_day_is_no_role(said: str, todo: str) -> None:
    """Someone's meeting said with its time is the event, never their role."""
    found = _read(said, BD_NOW)
    assert not any(isinstance(i, StateClaim) for i in found)
    assert [i.action for i in found if isinstance(i, NewCommitment)] == [todo]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("Omar's the new meeting coordinator", ("Omar", "role", "meeting coordinator")),
        ("Leo's birthday is march 3", ("Leo", "birthday", "march 3")),
    ],
)
def test_a_role_or_day_named_like_an_event_stays_a_fact(said: str, fact: tuple[str, str, str]) -> None:
    """A role with "meeting" in it, or a birthday said with "is", is a fact as before."""
    assert [(i.subject, i.predicate, i.value) for i in _read(said, BD_NOW) if isinstance(i, StateClaim)] == [fact]


@pytest.mark.parametrize("said", ["he's locked out again", "she's locked out", "they're down again"])
def test_a_pronoun_is_no_issue(said: str) -> None:
    """Someone said by a pronoun is a person, no thing failing."""
    assert _issues(said, BD_NOW) == []


def test_someone_locked_out_only_gives_the_reason_for_the_todo() -> None:
    """The to-do is kept, the reason after it opens nothing; a thing jammed is still an issue."""
    found = _read("by 10 tmrw reset Youssef's email password, he's locked out again", BD_NOW)
    assert [type(i) for i in found] == [NewCommitment]
    assert _issues("the printer's jammed again", BD_NOW) == ["printer"]


@pytest.mark.parametrize(
    ("said", "todos"),
    [
        (
            "feb 20 is the deadline for the CCTV storage report, kindly do the needful Tanvir",
            [("CCTV storage report", "2027-02-20")],
        ),
        ("send the invoice to Rahim by friday, do the needful", [("send the invoice to Rahim", "2027-02-12")]),
        # "do the needful for X" names the thing: read as before
        (
            "do the needful for the visa renewal and send the forms to Rahim by monday",
            [("do the needful for the visa renewal", "2027-02-08"), ("send the forms to Rahim", "2027-02-08")],
        ),
    ],
)
def test_do_the_needful_after_the_thing_adds_no_todo(said: str, todos: list[tuple[str, str]]) -> None:
    """"do the needful" after what is to be done only asks that it be done."""
    assert _todos(said, BD_NOW) == todos


def test_the_morra_alone_still_asks_nothing_new() -> None:
    """A Scots message with nothing to keep stays nothing."""
    assert not any(isinstance(i, (NewCommitment, StateClaim, Unclear)) for i in _read("och aye, cannae complain"))
