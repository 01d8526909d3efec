"""Tests for chatter recap stored or asked about (session 31): "the football match got rained out"
is a thing called off by the weather (recap opened an issue "football match got rained"); "7 july
1978, grandpa still tells the story" remembers a day long gone (recap kept a to-do due in 1978);
"my rent went up to 45k som on the 1st" said on the 31st is the 1st gone by (recap dropped the
date); "heads up: shared drive won't mount" is a drive failing; and the user's day told as it went
("running late, jammed in traffic", "Honiara is packed, took an hour to cross town", "got voted best
dancer", "my supervisor let us go at noon, legend", "phone's on 2% again", "the bamboo band is on
fire 🔥", "they moved the fireworks to the waterfront this year") is acknowledged, never asked about."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CancelCommitment,
    MoveCommitment,
    NewCommitment,
    OpenEpisode,
    StateClaim,
    Unclear,
    extract,
    small_talk,
)
from memory.understanding._chatter import chatter
from memory.understanding._my_day import my_day
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading, kinds

ZONE = ZoneInfo("Pacific/Guadalcanal")
READ = Reading(datetime(2027, 7, 7, 16, 0, tzinfo=ZONE), ZONE, fmt="%Y-%m-%d")  # a Wednesday
SESSION = "2027-07-07T16:00:00+11:00"


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("the football match got rained out", "football match"),
        ("the game got rained off", "game"),
        ("our cricket match was rained out today", "cricket match"),
        ("the fair was washed out", "fair"),
        ("the parade got rained out this morning, gutted", "parade"),
        ("the football match got rained out lol", "football match"),
    ],
)
def test_a_thing_rained_out_is_called_off_never_an_issue(text: str, thing: str) -> None:
    """Rained or washed out is called off by the weather: a cancellation of the thing, no outage."""
    found = READ(text)
    assert [(type(i).__name__, getattr(i, "action", None)) for i in found] == [("CancelCommitment", thing)]
    assert not any(isinstance(i, OpenEpisode) for i in found)


@pytest.mark.parametrize("text", ["the wifi is out", "power's out again"])
def test_a_supply_out_is_still_an_outage(text: str) -> None:
    """Out said of a supply stays an outage."""
    assert kinds(READ(text)) == ["OpenEpisode"]


@pytest.mark.parametrize(
    "text",
    [
        "7 july 1978, grandpa still tells the story",
        "march 3 2019, best day of my life",
        "june 1998, mum still talks about it",
        "7 july 2026, grandpa still tells the story",
        "12 may 2001, the day we moved here",
    ],
)
def test_a_day_long_gone_said_first_is_remembered_not_a_to_do(text: str) -> None:
    """A date long past said before a line is what the line remembers: nothing to keep."""
    assert READ(text) == []


@pytest.mark.parametrize("text", ["7 july 1978, call grandpa", "call grandpa on 7 july 1978"])
def test_a_to_do_due_long_ago_is_asked_about(text: str) -> None:
    """A to-do whose due is long gone is asked about, never kept overdue for decades."""
    found = READ(text)
    assert len(found) == 1 and isinstance(found[0], Unclear)
    assert "has gone by" in found[0].question and "call grandpa" in found[0].question


def test_a_day_said_first_this_month_still_dates_a_to_do() -> None:
    """A day ahead said first still dates the to-do after it."""
    found = READ("fri: call grandpa")
    assert READ.todos(found) == [("call grandpa", "2027-07-09")]


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("my rent went up to 45k som on the 1st", "2032-08-01"),
        ("my salary got bumped up to 90k on monday", "2032-08-30"),
        ("the gym fee went up to 40 dollars on the 3rd", "2032-08-03"),
    ],
)
def test_an_amount_that_went_up_on_a_day_went_up_on_the_day_gone_by(text: str, day: str) -> None:
    """A change said in the past on a day of the month is the day gone by, never dropped."""
    zone = ZoneInfo("Asia/Bishkek")
    found = extract(text, now=datetime(2032, 8, 31, 10, 20, tzinfo=zone), tz=zone)
    claims = [i for i in found if isinstance(i, StateClaim)]
    assert len(claims) == 1 and claims[0].effective is not None
    assert claims[0].effective.start.astimezone(zone).date().isoformat() == day


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("heads up: shared drive won't mount", "shared drive"),
        ("shared drive won't mount", "shared drive"),
        ("fyi the NAS isn't mounting", "NAS"),
        ("the update won't install", "update"),
        ("the app won't launch properly", "app"),
    ],
)
def test_a_drive_or_an_app_that_will_not_mount_or_launch_is_an_issue(text: str, topic: str) -> None:
    """Failing to mount, install or launch is a thing not working."""
    found = READ(text)
    assert [(type(i).__name__, getattr(i, "topic", None)) for i in found] == [("OpenEpisode", topic)]


@pytest.mark.parametrize("text", ["Kai won't install the app", "the kids won't restart the game"])
def test_someone_who_will_not_do_it_to_a_thing_is_no_issue(text: str) -> None:
    """Someone refusing to install or restart a thing opens no issue about them."""
    assert not any(isinstance(i, OpenEpisode) for i in READ(text))


@pytest.mark.parametrize(
    "text",
    [
        "running late, jammed in traffic by the waterfront",
        "running late, stuck in traffic",
        "caught in traffic on the bridge",
        "gridlocked on the highway, gonna be late",
        "Honiara is packed, took an hour to cross town",
        "town is packed, took an hour to get home",
        "took forever to get through town",
        "the mall is packed",
        "got voted best dancer at the block party, no big deal",
        "got named employee of the month haha",
        "my supervisor let us go at noon, legend",
        "boss let us leave at 3 today, what a guy",
        "phone's on 2% again, classic",
        "my phone's on 5%",
        "laptop on 3%, typical",
    ],
)
def test_the_users_day_as_it_went_is_small_talk(text: str) -> None:
    """Held up, a crowd, how long it took, an honour, let off early, a battery level: nothing to keep."""
    assert my_day(text)
    assert READ(text) == []
    assert small_talk(text)


@pytest.mark.parametrize(
    "text",
    [
        "stuck in traffic, need to call Ana",
        "stuck in traffic, can you move my 3pm to 4",
        "Tom let us go at noon, need to finish the deck tomorrow",
        "the bags are packed",
        "the car is packed",
    ],
)
def test_the_day_with_something_more_is_not_only_small_talk(text: str) -> None:
    """A to-do or a question beside the day, or a thing packed, is read by the forms."""
    assert not my_day(text)


def test_a_to_do_beside_the_traffic_is_kept() -> None:
    """The to-do said beside the traffic is still kept."""
    assert [i.action for i in READ("stuck in traffic, need to call Ana") if isinstance(i, NewCommitment)] == [
        "call Ana"
    ]


@pytest.mark.parametrize(
    "text",
    ["the bamboo band is on fire 🔥", "the band is on fire tonight", "Kolo is killing it today",
     "this dj is on fire", "the kitchen is on fire 🔥"],
)
def test_who_plays_on_fire_is_praise(text: str) -> None:
    """Performers on fire, or a thing on fire with the 🔥 that says it is praise, is chat."""
    assert chatter(text)


@pytest.mark.parametrize("text", ["the kitchen is on fire", "the server is on fire", "the bins are on fire"])
def test_a_thing_on_fire_is_not_waved_through(text: str) -> None:
    """A thing on fire without the emoji may be burning: never waved through as praise."""
    assert not chatter(text)


@pytest.mark.parametrize(
    "text",
    ["they moved the fireworks to the waterfront this year", "they moved the parade to the stadium this year",
     "they moved the concert to the park for a change"],
)
def test_an_outing_moved_this_year_is_small_talk(text: str) -> None:
    """An outing moved to another place "this year" names no day: small talk."""
    assert small_talk(text)


@pytest.mark.parametrize(
    "text", ["they moved the market to the car park on saturday", "they moved the concert to friday"]
)
def test_an_outing_moved_to_a_day_is_not_waved_through(text: str) -> None:
    """An outing moved to a day may be the user's plan moved: never waved through."""
    assert not small_talk(text)


async def test_the_holiday_chatter_through_the_bot(tmp_path: Path) -> None:
    """The blind set's lines, through the dispatcher: nothing stored, nothing asked."""
    cases = [
        {"say": say, "expect": "nothing"}
        for say in (
            "Honiara is packed, took an hour to cross town",
            "got voted best dancer at the block party, no big deal",
            "they moved the fireworks to the waterfront this year",
            "the football match got rained out",
            "phone's on 2% again, classic",
            "7 july 1978, grandpa still tells the story",
            "the bamboo band is on fire 🔥",
            "my supervisor let us go at noon, legend",
            "running late, jammed in traffic by the waterfront",
        )
    ]
    cases.append({"say": "heads up: shared drive won't mount", "expect": {"opened": ["shared drive"]}})
    assert await failures(tmp_path, SESSION, "Pacific/Guadalcanal", cases) == []


async def test_a_rained_out_match_cancels_the_open_one(tmp_path: Path) -> None:
    """With the match to go to open, rained out calls it off."""
    cases = [{"say": "the football match got rained out", "before": ["go to the football match on saturday"],
              "expect": {"cancelled": ["go to the football match"]}}]
    assert await failures(tmp_path, SESSION, "Pacific/Guadalcanal", cases) == []
    assert isinstance(READ("the football match got rained out")[0], CancelCommitment)


@pytest.mark.parametrize(
    "text",
    ["Nalisa's on a moving streak, reorganised the whole pantry", "Tom's on a roll today, fixed the gate",
     "mum's on a cleaning spree, sorted the garage"],
)
def test_a_run_someone_is_on_is_not_asked_about(text: str) -> None:
    """A run someone is on, said beside what they did, is how they are going: nothing to note."""
    assert not any(isinstance(i, Unclear) for i in READ(text))


def test_someone_said_of_beside_a_fact_is_never_dropped() -> None:
    """A statement about a person beside a fact is read (Tiago's employer, since session 31's
    multi-intent round) or asked about, never let go as chatter."""
    found = READ("Beatriz moved to Porto and Tiago's at Farfetch now")
    assert any(isinstance(i, StateClaim) and (i.subject, i.predicate, i.value) == ("Tiago", "employer", "Farfetch")
               for i in found) or any(isinstance(i, Unclear) and "Tiago's at Farfetch" in i.question for i in found)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("callum moved to the sunday league team", "sunday league team"),
        ("callum joined the sunday league team", "sunday league team"),
        ("Tom moved to the county team", "county team"),
        ("Ana joined the under-12s squad", "under-12s squad"),
        ("keiko switched to the night team", "night"),
        ("Tolu moved to the data team", "data"),
    ],
)
def test_a_team_named_by_its_league_keeps_its_noun(text: str, value: str) -> None:
    """A weekday before "league" names the league, never a day; "team" after a league stays in the name."""
    zone = ZoneInfo("Europe/London")
    found = extract(text, now=datetime(2027, 3, 9, 7, 40, tzinfo=zone), tz=zone)
    assert [(i.predicate, i.value, i.effective) for i in found if isinstance(i, StateClaim)] == [("team", value, None)]


@pytest.mark.parametrize(
    ("text", "day"),
    [("need to call mum sunday", "2027-07-11"), ("sunday: call mum", "2027-07-11"),
     ("football sunday, bring the kit", "2027-07-11")],
)
def test_a_weekday_before_a_to_do_still_dates_it(text: str, day: str) -> None:
    """A weekday that names no kind of thing is still the day."""
    assert [due for _, due in READ.todos(READ(text))] == [day]


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("uncle teodoro is in a care home in mississauga now", "care home in Mississauga"),
        ("Teodoro is in a care home in Mississauga now", "care home in Mississauga"),
        ("gran's in a nursing home in Leeds now", "nursing home in Leeds"),
        ("Walt is in assisted living now", "assisted living"),
    ],
)
def test_someone_in_a_care_home_now_lives_there(text: str, place: str) -> None:
    """A care home someone is in now, and where it is, is where they live."""
    zone = ZoneInfo("America/Toronto")
    found = extract(text, now=datetime(2027, 4, 20, 21, 0, tzinfo=zone), tz=zone)
    assert [(i.predicate, i.value) for i in found if isinstance(i, StateClaim)] == [("location", place)]


@pytest.mark.parametrize(
    "text", ["we're all out of sunscreen lol typical", "out of milk, classic", "out of bin bags again, typical"]
)
def test_a_shortage_shrugged_at_is_a_gripe(text: str) -> None:
    """A shortage said with a shrug is told, not a thing to fetch: no offer."""
    assert READ(text) == []


@pytest.mark.parametrize(
    ("text", "action"),
    [("we're out of milk lol", "buy milk"), ("we're out of coffee again", "buy coffee"),
     ("out of bin bags", "buy bin bags")],
)
def test_a_shortage_is_still_offered_without_its_afterwords(text: str, action: str) -> None:
    """A plain shortage is still offered, its laugh or "again" left out of the errand."""
    found = READ(text)
    assert len(found) == 1 and isinstance(found[0], Unclear) and found[0].proposal is not None
    assert found[0].proposal.action == action


@pytest.mark.parametrize(
    "text",
    ["rain stopped play at the cricket", "phone about to die", "school let out at noon", "we got let off early",
     "bumper to bumper on the main road", "my laptop's nearly dead", "battery at 1%"],
)
def test_more_of_the_day_keeps_nothing(text: str) -> None:
    """The weather stopping a game, a battery about to die, let out early, a jam: nothing kept."""
    assert READ(text) == []


@pytest.mark.parametrize(
    ("text", "action"),
    [("phone about the quote tmrw", "phone about the quote"),
     ("phone mum about the party", "phone mum about the party")],
)
def test_phone_about_a_thing_is_still_a_call_to_make(text: str, action: str) -> None:
    """"phone about …" with no "to" after "about" is still a call to make."""
    assert [a for a, _ in READ.todos(READ(text))] == [action]


def test_rained_off_again_is_still_called_off() -> None:
    """"again" after rained off is this time of it."""
    assert [(type(i).__name__, i.action) for i in READ("the boat race got rained off again")] == [
        ("CancelCommitment", "boat race")
    ]


@pytest.mark.parametrize(
    ("text", "who", "what", "value"),
    [
        ("Kai's pickup time is now 15:15", "Kai", "pickup time", "15:15"),
        ("Mia's bedtime is 8pm now", "Mia", "bedtime", "8pm"),
        ("the kids' pickup time is 15:15 now", "kids", "pickup time", "15:15"),
    ],
)
def test_a_persons_time_of_day_now_is_their_fact_when_none_open(text: str, who: str, what: str, value: str) -> None:
    """A pickup time or a bedtime said as now another is a move of an open to-do of it, else their fact."""
    zone = ZoneInfo("America/Sao_Paulo")
    found = extract(text, now=datetime(2027, 2, 26, 16, 5, tzinfo=zone), tz=zone)
    moves = [i for i in found if isinstance(i, MoveCommitment)]
    assert len(moves) == 1 and isinstance(moves[0].otherwise, StateClaim)
    claim = moves[0].otherwise
    assert (claim.subject, claim.predicate, claim.value) == (who, what, value)


async def test_a_pickup_time_through_the_bot(tmp_path: Path) -> None:
    """With nothing open, the time is kept; with the pickup open, the pickup moves."""
    cases = [
        {"say": "Kai's pickup time is now 15:15",
         "expect": {"facts": [{"subject": "Kai", "predicate": "pickup time", "value": "15:15"}]}},
        {"say": "Kai's pickup time is now 15:15", "before": ["pick up Kai at 3 tomorrow"],
         "expect": {"moved": [{"action": "pick up Kai", "due": "2027-02-27T15:15"}]}},
    ]  # fmt: skip
    assert await failures(tmp_path, "2027-02-26T16:05:00-03:00", "America/Sao_Paulo", cases) == []
