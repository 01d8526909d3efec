"""Session 48 (t1), from blind46's multi and dates files: Scots and Geordie "the morn" (tomorrow) and "the neet"
(tonight), Geordie "gan", "divvent", "wor", "howay" and a thing that is "knackt" read as English; Zambia's Kenneth
Kaunda Day, and Youth Day as each country keeps it (asked where the user's country keeps none)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, OpenEpisode, Unclear, extract
from memory.understanding._scots import scots_as_english

ASTRAKHAN = ZoneInfo("Europe/Astrakhan")
NOW = datetime(2030, 8, 21, 17, 50, tzinfo=ASTRAKHAN)  # a Wednesday evening
GAZA = ZoneInfo("Asia/Gaza")
GAZA_NOW = datetime(2031, 10, 23, 21, 15, tzinfo=GAZA)  # a Thursday night


def _todos(said: str, now: datetime = NOW) -> list[tuple[str, str | None]]:
    tz = now.tzinfo
    return [
        (i.action, i.due.start.astimezone(tz).date().isoformat() if i.due else None)
        for i in extract(said, now=now, tz=tz)  # type: ignore[arg-type]
        if isinstance(i, NewCommitment)
    ]


@pytest.mark.parametrize(
    ("said", "todo"),
    [
        ("Mr Pryce is the decision maker so I need to get him the crack photos the morn",
         ("get Mr Pryce the crack photos", "2030-08-22")),
        ("I'll email the findings to Mr Pryce the morn", ("email the findings to Mr Pryce", "2030-08-22")),
        ("ring Sam the morn", ("ring Sam", "2030-08-22")),
        ("book the taxi for the morn", ("book the taxi", "2030-08-22")),
        ("gotta text Alina the meeting time the neet", ("text Alina the meeting time", "2030-08-21")),
        ("gan to the chandlers the morn for the anodes", ("go to the chandlers for the anodes", "2030-08-22")),
    ],
)
def test_the_morn_is_tomorrow_and_the_neet_tonight(said: str, todo: tuple[str, str]) -> None:
    """ "the morn" is tomorrow and "the neet" tonight, as Scots and Geordie say them."""
    assert todo in _todos(said)


@pytest.mark.parametrize(
    "said",
    [
        "need to call the vet in the morn",  # a morning, not tomorrow
        "the morn of the wedding was chaos",
        "I'm on the neet shift from monday",
        "all the morn I was on the phone",
    ],
)
def test_a_morning_or_night_of_something_stays(said: str) -> None:
    """ "in the morn", "the morn of …", "the neet shift" are no day: nothing reads them as tomorrow or tonight."""
    assert "tomorrow" not in scots_as_english(said) and "tonight" not in scots_as_english(said)


@pytest.mark.parametrize(
    ("said", "english"),
    [
        ("divvent need the extra scaffolding now", "don't need the extra scaffolding now"),
        ("wor Gemma wants the cottage booked", "our Gemma wants the cottage booked"),
        ("the stability booklet is done howay", "the stability booklet is done"),
        ("the ballast pump on hull 412 is knackt", "the ballast pump on hull 412 is broken"),
        ("the winch's knackered again", "the winch's broken again"),
    ],
)
def test_geordie_words_read_as_english(said: str, english: str) -> None:
    """Geordie's own words, and a thing that is "knackt", read as the English they mean."""
    assert scots_as_english(said) == english


@pytest.mark.parametrize("said", ["I'm knackt after that shift", "we're knackered, early night", "gan is a name"])
def test_tired_people_and_capitals_stay(said: str) -> None:
    """Someone who is "knackt" is worn out, not broken; only the lower-case word is Geordie."""
    assert "broken" not in scots_as_english(said)


def test_a_knackt_thing_opens_an_issue() -> None:
    """ "the ballast pump is knackt" opens an issue as "is broken" does."""
    found = extract("the ballast pump on hull 412 is knackt", now=NOW, tz=ASTRAKHAN)
    assert any(isinstance(i, OpenEpisode) and "ballast pump" in i.topic for i in found)


@pytest.mark.parametrize(
    ("said", "due"),
    [
        ("the day before kaunda day post Chanda's birthday card", "2032-04-27"),
        ("kenneth kaunda day I have to cook nshima for 40", "2032-04-28"),
    ],
)
def test_kaunda_day_is_zambias_wherever_said(said: str, due: str) -> None:
    """Kenneth Kaunda Day is Zambia's (28 April), the only country that keeps it, wherever the user is."""
    assert [d for _, d in _todos(said, GAZA_NOW)] == [due]


def test_youth_day_is_asked_where_the_country_keeps_none() -> None:
    """Youth Day is each country's own day (Zambia 12 March, South Africa 16 June): asked where none is kept,
    never a to-do stored without its day."""
    found = extract("youth day I'm giving a talk at the school, prepare slides", now=GAZA_NOW, tz=GAZA)
    assert found and all(isinstance(i, Unclear) for i in found)


@pytest.mark.parametrize(("zone", "due"), [("Africa/Lusaka", "2032-03-12"), ("Africa/Johannesburg", "2032-06-16")])
def test_youth_day_as_the_country_keeps_it(zone: str, due: str) -> None:
    """Where the user's country keeps Youth Day, it is that country's day."""
    now = GAZA_NOW.astimezone(ZoneInfo(zone))
    assert _todos("need to book the hall for youth day", now) == [("book the hall", due)]


@pytest.mark.parametrize(
    ("said", "todo"),
    [
        ("I'll post the tooth fairy money the morn before work", ("post the tooth fairy money", "2030-08-22")),
        ("ring him the morn after work", ("ring him", "2030-08-22")),
    ],
)
def test_the_morn_before_work_is_tomorrow(said: str, todo: tuple[str, str]) -> None:
    """ "the morn before work" is tomorrow, before work; "the morn after the wedding" stays a morning."""
    assert todo in _todos(said)


@pytest.mark.parametrize("said", ["the neet before I was up late", "the morn after the wedding we slept in"])
def test_a_night_before_something_stays(said: str) -> None:
    """A night or morning counted from something ("the neet before", "the morn after the wedding") is no day."""
    assert "tomorrow" not in scots_as_english(said) and "tonight" not in scots_as_english(said)


@pytest.mark.parametrize(
    ("said", "zone", "when", "due"),
    [
        # a Brit abroad: Britain's bank holidays (the late summer one is Mon 26 Aug 2030)
        ("I'll get Kai the new away shirt by bank holiday monday", "Europe/Astrakhan", "2030-08-21T17:50",
         ("get Kai the new away shirt", "2030-08-26")),
        ("need to ring mam on the august bank holiday", "America/Argentina/Rio_Gallegos", "2030-08-21T10:50",
         ("ring mam", "2030-08-26")),
        ("may day bank holiday I'm taking our Jack to the match", "Asia/Novokuznetsk", "2033-04-20T18:25",
         ("take our Jack to the match", "2033-05-02")),
        ("book the cottage for the may bank holiday", "Europe/London", "2030-04-21T10:00",
         ("book the cottage", "2030-05-06")),
        # where people say it of their own days off, theirs (Memorial Day, Mon 27 May 2030)
        ("ring mom bank holiday monday", "America/New_York", "2030-05-21T10:00", ("ring mom", "2030-05-27")),
    ],
)
def test_bank_holidays_said_abroad_are_britains(said: str, zone: str, when: str, due: tuple[str, str]) -> None:
    """ "bank holiday monday", "the may day bank holiday" are Britain's where the user's country has no bank
    holidays by that name, and the user's own where it says "bank holiday" of its days off."""
    now = datetime.fromisoformat(when).replace(tzinfo=ZoneInfo(zone))
    assert due in _todos(said, now)


@pytest.mark.parametrize(
    ("said", "todo"),
    [
        ("the paint inspection's at half 9 tomorrow too", ("paint inspection", "2030-08-22")),
        ("dentist fri as well", ("dentist", "2030-08-23")),
    ],
)
def test_a_diary_line_said_with_too(said: str, todo: tuple[str, str]) -> None:
    """A diary line ended by "too" / "as well" is one more line of the user's."""
    assert todo in _todos(said)


@pytest.mark.parametrize(
    ("said", "todo"),
    [
        ("I need to get the plates moved by 4 tomorrow", ("get the plates moved", "2030-08-22")),
        ("need to get the boxes moved by friday", ("get the boxes moved", "2030-08-23")),
    ],
)
def test_a_thing_to_get_moved_by_a_day_is_a_todo(said: str, todo: tuple[str, str]) -> None:
    """ "need to get X moved by <day>" is a job due then, never a to-do named X moved to that day."""
    assert _todos(said) == [todo]


@pytest.mark.parametrize("said", ["get the dentist moved to monday", "the survey got moved to friday"])
def test_a_move_to_a_day_stays_a_move(said: str) -> None:
    """Moved *to* a day is still a move."""
    assert not _todos(said)
