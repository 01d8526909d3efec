"""Getting somewhere ahead of a thing said with its day and time: "flight is sat 6:40am, need to
be at the airport by 4:30" is 4:30 that Saturday morning, never this afternoon; "concert sat
8pm - need to be at the venue by 7" is 7 that evening (memory.understanding._shared_day.ahead_of,
used by _shared_day and _occasion_todo). And an intention is no trouble's name: "wanna start
running again" resolves no issue (memory.understanding._episodes); and a reminder's lead is no
part of a diary line's name (memory.understanding._sign_forms)."""

from __future__ import annotations

from datetime import datetime

import pytest

from memory.understanding import NewCommitment, ResolveEpisode, extract

ZONE_NAMES = ["America/New_York", "Asia/Kolkata", "Pacific/Auckland"]
NOW = (2027, 5, 12, 8, 5)  # a Wednesday morning


def local_dues(text: str, zone: str) -> dict[str, str]:
    from zoneinfo import ZoneInfo

    tz = ZoneInfo(zone)
    found = extract(text, now=datetime(*NOW, tzinfo=tz), tz=tz)
    return {
        i.action: i.due.start.astimezone(tz).strftime("%a %H:%M")
        for i in found
        if isinstance(i, NewCommitment) and i.due is not None
    }


@pytest.mark.parametrize("zone", ZONE_NAMES)
@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("flight to lisbon is sat 6:40am, need to be at the airport by 4:30", "be at the airport", "Sat 04:30"),
        ("flight sat 7:15am, gotta leave the house at 5", "leave the house", "Sat 05:00"),
        ("ferry fri 9pm, need to be at the port by 8", "be at the port", "Fri 20:00"),
        ("ferry fri 9pm, need to be at the port by 8pm", "be at the port", "Fri 20:00"),
    ],
)
def test_setting_off_for_a_thing_on_another_day_is_that_day_in_the_hours_before(
    zone: str, text: str, action: str, due: str
) -> None:
    # said as one line, the to-do may name what it is for ("be at the port for the ferry")
    assert [d for a, d in local_dues(text, zone).items() if a.startswith(action)] == [due]


@pytest.mark.parametrize("zone", ZONE_NAMES)
@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("concert sat 8pm, need to be at the venue by 7", "Sat 19:00"),
        ("party sat 8pm - pick up the cake by 5", "Sat 17:00"),
    ],
)
def test_a_clock_time_under_a_timed_occasion_is_before_it(zone: str, text: str, due: str) -> None:
    assert due in local_dues(text, zone).values()


@pytest.mark.parametrize("zone", ZONE_NAMES)
def test_other_to_dos_after_a_timed_one_keep_their_own_day(zone: str) -> None:
    # calling the bank is no setting off for lunch: by noon today
    assert local_dues("lunch w/ Dimitri at 1 tmrw & call the bank by noon", zone)["call the bank"] == "Wed 12:00"


@pytest.mark.parametrize(
    "text",
    [
        "also wanna start running again, 3x a week",
        "want to get the blog running again",
        "hoping to have the vpn working again",
    ],
)
def test_an_intention_resolves_no_issue(text: str) -> None:
    from zoneinfo import ZoneInfo

    tz = ZoneInfo("Europe/London")
    found = extract(text, now=datetime(*NOW, tzinfo=tz), tz=tz)
    assert not any(isinstance(i, ResolveEpisode) for i in found)


def test_a_thing_running_again_still_resolves_it() -> None:
    from zoneinfo import ZoneInfo

    tz = ZoneInfo("Europe/London")
    assert ResolveEpisode("server") in extract("the server is running again", now=datetime(*NOW, tzinfo=tz), tz=tz)


@pytest.mark.parametrize(
    ("text", "kept"),
    [("dont forget Leo's swim kit tmrw", "Leo's swim kit"), ("remember Sam's party sat", "Sam's party")],
)
def test_a_reminders_lead_is_no_part_of_a_diary_line(text: str, kept: str) -> None:
    from zoneinfo import ZoneInfo

    from memory.understanding import Unclear

    tz = ZoneInfo("Europe/Dublin")
    found = extract(text, now=datetime(*NOW, tzinfo=tz), tz=tz)
    actions = [i.action for i in found if isinstance(i, NewCommitment)]
    actions += [i.proposal.action for i in found if isinstance(i, Unclear) and isinstance(i.proposal, NewCommitment)]
    assert actions == [kept]


@pytest.mark.parametrize("zone", ZONE_NAMES)
@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("need to get a covid test 2 days before the 18th at 6:40am", "Sun 06:40"),
        ("need to get a covid test 48h before the 18th at 6:40am", "Sun 06:40"),
        ("flight to Lagos on the 18th at 6:40am, need to get a covid test 48h before", "Sun 06:40"),
    ],
)
def test_a_lead_before_a_timed_thing_is_counted_back(zone: str, text: str, due: str) -> None:
    """The lead's probe: "2 days before the 18th at 6:40am" was due the 18th itself (a lead
    before a timed span was dropped), and "48h" was no lead at all."""
    dues = local_dues(text, zone)
    assert dues.get("get a covid test") == due, dues
