"""Trouble and its mending said the ways busy people type them (session 18, helper R2): degree
words stretched ("sooo slow"), a measured lag ("lagging ~20 min"), worn parts and odd behaviour,
system messages that do not arrive, credentials that expire, warning lights, trouble come back,
things quick and reachable again; and the moods and measures that use the same words ("traffic
is dead today lol", "sales are down"): the reader's readings, then what recap stores."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, OpenEpisode, ResolveEpisode
from memory.understanding._degree import DEGREE
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

read = Reading(datetime(2027, 9, 1, 9, 0, tzinfo=ZoneInfo("Europe/Berlin")), ZoneInfo("Europe/Berlin"))


def _opened(said: str) -> list[str]:
    return [i.topic for i in read(said) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        # how much, typed stretched or not, is no part of the thing
        ("checkout page is sooo slow tonight", "checkout page"),
        ("the booking site is soooo slow this morning", "booking site"),
        ("jira is reallyyy laggy today", "jira"),
        ("grafana's super duper slow", "grafana"),
        ("vpn is kinda slow rn", "vpn"),
        ("the api is painfully slow", "api"),
        ("payroll app is hella slow", "payroll app"),
        ("the wifi is a bit slow today", "wifi"),
        # how far behind, measured
        ("customer db replica is lagging ~20 min", "customer db replica"),
        ("payroll db is lagging by 15 mins", "payroll db"),
        ("replication lagging ~2h", "replication"),
        ("the sync is behind by 30 min", "sync"),
        # slow past use, a part worn through, a thing behaving oddly, a learner's "not works"
        ("staging db is crawling", "staging db"),
        ("the ci runners are crawling", "ci runners"),
        ("the walk-in door seal is torn", "walk-in door seal"),
        ("the gate hinge is loose again", "gate hinge"),
        ("the fuse is blown", "fuse"),
        ("slack is being weird", "slack"),
        ("kiosk being weird again", "kiosk"),
        ("the van is being temperamental", "van"),
        ("the printer in room 4 not works", "printer in room 4"),
        ("the boilers making noises again", "boilers"),
        # a reading near its limit
        ("disk on db-03 is almost full", "disk on db-03"),
    ],
)
def test_a_state_of_trouble_said_with_degree_measure_or_a_new_word(said: str, topic: str) -> None:
    assert _opened(said) == [topic], read(said)


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("invoice emails aren't going out", "invoice emails"),
        ("sms 2fa codes arent arriving", "sms 2fa codes"),
        ("password reset links not being delivered", "password reset links"),
        ("slack notifications stopped coming through", "slack notifications"),
        ("order confirmation emails are going to spam", "order confirmation emails"),
        ("otp texts arent arriving for some users", "otp texts"),
        ("webhooks havent been firing since 2pm", "webhooks"),
        ("email delivery is delayed by like an hour", "email delivery"),
        ("mail delivery's delayed by about 40 mins", "mail delivery"),
        ("texts to customers are bouncing", "texts to customers bouncing"),  # named by its bouncing (session 23)
    ],
)
def test_system_messages_that_do_not_arrive(said: str, topic: str) -> None:
    assert _opened(said) == [topic], read(said)


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("the ssl cert on api.kumo.jp expired 🔥", "ssl cert on api.kumo.jp"),
        ("the ssl cert for shop.acme.io expired", "ssl cert for shop.acme.io"),
        ("our domain has expired again", "domain"),
        ("the github token expired overnight", "github token"),
        ("the stripe api key has expired", "stripe api key"),
        ("adobe licence lapsed", "adobe licence"),
        ("the wildcard certificate on *.kumo.jp has expired", "wildcard certificate on *.kumo.jp"),
        ("my password expired", "password"),
    ],
)
def test_a_credential_run_out(said: str, topic: str) -> None:
    assert _opened(said) == [topic], read(said)


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        # a warning light or an alarm going off again is trouble to look into
        ("the van's check engine light came on", "van check engine light"),
        ("the tyre pressure light is on again", "tyre pressure light"),
        ("freezer alarm went off again", "freezer alarm"),
        # the trouble itself back: opened again, never a thing mended
        ("the roof leak's back", "roof leak"),
        ("that rattle in the boot came back", "rattle in the boot"),
        ("the login bug has returned", "login bug"),
        ("the mould in the bathroom is back ugh", "mould in the bathroom"),
        ("damp in the bathroom is back again", "damp in the bathroom"),
        ("the 502s are back on checkout", "502s"),
    ],
)
def test_a_warning_or_trouble_come_back(said: str, topic: str) -> None:
    assert _opened(said) == [topic], read(said)


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("staging back up", "staging"),
        ("billing back up", "billing"),
        ("hosting back online", "hosting"),
        ("git server reachable again", "git server"),
        ("intranet's snappy again", "intranet"),
        ("portal is responsive again", "portal"),
        ("nas accessible again", "nas"),
        ("email delivery back to normal", "email delivery"),
        ("wiki fast again", "wiki"),
    ],
)
def test_a_thing_quick_or_within_reach_again_is_mended(said: str, topic: str) -> None:
    found = read(said)
    assert [i.topic for i in found if isinstance(i, ResolveEpisode)] == [topic], found


@pytest.mark.parametrize(
    "said",
    [
        # moods and measures in the words of trouble
        "traffic is dead today lol",
        "the pub was dead last night",
        "the salon was dead today, barely 3 clients",
        "the cafe was dead this morning",
        "restaurant was dead tonight",
        "the ward is dead tonight thank god",
        "sales are down this month",
        "business is slow today",
        "the group chat is dead",
        "the market is down",
        "morale is down",
        "my brain is fried",
        # a person, a pet, a feeling
        "Tom is being weird",
        "the dog is loose again",
        "I'm torn",
        # a document or an offer lapsing, a plan for when a thing goes out
        "my passport expired",
        "the coupon expired yesterday",
        "the invites aren't going out until the venue confirms",
        "the kids aren't going out tonight",
        "we're not sending the reminders this week",
        "the problem is back",
        "the project is behind schedule",
        "the server is almost fixed",
    ],
)
def test_no_issue_is_opened(said: str) -> None:
    assert _opened(said) == [], read(said)


@pytest.mark.parametrize(
    "said",
    ["back up the photos", "pick the kids back up at 3", "email Ravi back"],
)
def test_a_phrasal_verb_is_still_a_to_do(said: str) -> None:
    found = read(said)
    assert [type(i) for i in found] == [NewCommitment], found


@pytest.mark.parametrize(
    ("typed", "plain"),
    [("sooo", "so"), ("realllly", "really"), ("suuuper", "super"), ("veryyy", "very"), ("a bit", "a bit")],
)
def test_degree_words_match_however_stretched(typed: str, plain: str) -> None:
    import re

    assert re.fullmatch(DEGREE, typed, re.IGNORECASE), plain


async def test_what_recap_stores(tmp_path: Path) -> None:
    cases = [
        {"before": ["staging is down"], "say": "staging back up ✅", "expect": {"resolved": ["staging"]}},
        {"before": ["the vpn is down"], "say": "vpn back online ✅", "expect": {"resolved": ["vpn"]}},
        {"before": ["back up the photos"], "say": "back up photos ✅", "expect": {"completed": ["back up the photos"]}},
        {"before": ["can't reach the git server"], "say": "git server reachable again",
         "expect": {"resolved": ["git server"]}},
        {"before": ["email delivery is delayed by like an hour"], "say": "email delivery back to normal",
         "expect": {"resolved": ["email delivery"]}},
        {"before": ["disk on db-03 is almost full"], "say": "cleared space on db-03, all good now",
         "expect": {"resolved": ["disk on db-03"]}},
        {"before": ["the disk on build-2 is full"], "say": "freed up space on build-2, all good now",
         "expect": {"resolved": ["build-2"]}},
        {"say": "staging db is crawling, gonna escalate to Rüdiger by 11am",
         "expect": {"opened": ["staging db"],
                    "commitments": [{"action": "escalate to Rüdiger", "due": "2027-09-01T11:00"}]}},
        {"say": "the roof leak's back 😩 need to call the roofer asap",
         "expect": {"opened": ["roof leak"], "commitments": [{"action": "call the roofer"}]}},
        {"before": ["the tap in the kitchen is leaking"],
         "say": "sorted the leaky tap, and the boilers making noises again",
         "expect": {"opened": ["boiler"], "resolved": ["kitchen tap"]}},
        {"before": ["I'll send the offer letter to Emre by eod"],
         "say": "sent Emre the offer 🎉 also need to brief him on the codebase by mon",
         "expect": {"completed": ["send the offer letter to Emre"],
                    "commitments": [{"action": "brief him on the codebase", "due": "2027-09-06",
                                     "counterparty": "Emre"}]}},
        {"say": "Ravi needs the floor plans, I'll send them over tmrw",
         "expect": {"commitments": [{"action": "send the floor plans over", "due": "2027-09-02"}]}},
        {"say": "Tariq asked me for the invoice, will send it monday",
         "expect": {"commitments": [{"action": "send the invoice", "due": "2027-09-06"}]}},
        {"say": "tenant at Maple St says the garbage disposal is broken, I'll ask Manny to look at it thurs",
         "expect": {"opened": ["garbage disposal"],
                    "commitments": [{"action": "ask Manny to look at the garbage disposal", "due": "2027-09-02"}]}},
        {"say": "traffic is dead today lol", "expect": "nothing"},
        {"say": "the group chat is dead", "expect": "nothing"},
    ]  # fmt: skip
    assert await failures(tmp_path, "2027-09-01T09:00:00+02:00", "Europe/Berlin", cases) == []


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        # trouble gone, said of the trouble or of the thing no longer failing
        ("no more leak from the dishwasher", "dishwasher"),
        ("dishwasher isn't leaking anymore", "dishwasher"),
        ("the app doesn't crash any more", "app"),
        ("the rattle in the van stopped", "van"),
        ("the 500s are gone", "500s"),
        ("the checkout 502s have gone away", "checkout"),
        ("the hum from the fridge has stopped", "fridge"),
        ("no more drips under the sink", "sink"),
        ("the wifi is back up and running", "wifi"),
        ("api is healthy again", "api"),
    ],
)
def test_trouble_gone_mends_its_thing(said: str, topic: str) -> None:
    found = read(said)
    assert [i.topic for i in found if isinstance(i, ResolveEpisode)] == [topic], found


@pytest.mark.parametrize(
    "said", ["the printer isn't working anymore", "the snow is gone", "the kids aren't fighting anymore"]
)
def test_no_trouble_gone(said: str) -> None:
    found = read(said)
    assert not [i for i in found if isinstance(i, ResolveEpisode)], found


@pytest.mark.parametrize(
    ("said", "topic"),
    [("the salon dryer is dead", "salon dryer"), ("the cafe wifi is down", "cafe wifi"), ("the shop is down", "shop")],
)
def test_a_thing_in_a_quiet_place_is_still_broken(said: str, topic: str) -> None:
    assert _opened(said) == [topic], read(said)
