"""Families of blind16's and blind17's misses on issues, facts and small talk, each with wordings
of our own: output that comes out unusable ("all blank", "garbled"), a system's message said as a
mass noun ("email isnt arriving"), a degree word before a state ("running really slow"), a fix
said as quick again or with a shrug ("instant again, whatever it was"), what is no outage (a
figure down to a number, a mood down, the bins out), one fact of two people, a rise to a role,
the final say, a fronted "for 1:1s", a move of long ago, and a regret that keeps nothing."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, OpenEpisode, ResolveEpisode, StateClaim, extract
from memory.understanding._adverb_topic import only_degree
from memory.understanding._appraisal import INTENSIFIERS
from memory.understanding._degree import WORDS
from memory.understanding._net import small_talk
from memory.understanding._regrets import regretting
from memory.understanding._signs import hypothetical

TZ = ZoneInfo("Europe/Athens")
NOW = datetime(2028, 3, 8, 9, 30, tzinfo=TZ)  # a Wednesday morning


def _read(text: str) -> list[object]:
    return list(extract(text, now=NOW, tz=TZ))


def _opened(text: str) -> list[str]:
    return [i.topic for i in _read(text) if isinstance(i, OpenEpisode)]


def _claims(text: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in _read(text) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("grafana dashboards are all blank", "grafana dashboards"),
        ("the kpi tiles are blank again", "kpi tiles"),
        ("zoom audio is garbled for anyone on the office network", "zoom audio"),
        ("invoice pdfs are corrupted", "invoice pdfs"),
        ("cctv feed is pixelated", "cctv feed"),
        ("receipts from the till are unreadable", "receipts"),
        ("the label printer output is all scrambled", "label printer output"),
        ("teams video is distorted today", "teams video"),
    ],
)
def test_output_that_comes_out_unusable_opens_the_thing(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    "text",
    ["my calendar is blank tomorrow", "my mind is blank", "the eggs are scrambled", "the form is blank",
     "my diary's blank next week"],
)
def test_what_is_blank_without_failing_opens_nothing(text: str) -> None:
    assert _opened(text) == []
    assert _claims(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("sms otp isnt arriving for smart subscribers", "sms otp"),
        ("email isnt arriving for the sales team", "email"),
        ("e-mail isn't coming through for anyone on gmail", "e-mail"),
        ("the otp never arrives", "otp"),
        ("login code isnt arriving again", "login code"),
        ("mail isnt going out to customers", "mail"),
        ("verification code not arriving for some users", "verification code"),
        ("2fa code isn't coming through", "2fa code"),
    ],
)
def test_a_system_message_said_as_a_mass_noun_failing_to_arrive_opens_it(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize("text", ["the email isn't going out till friday", "Jo's email never arrived"])
def test_one_message_planned_or_a_persons_opens_nothing(text: str) -> None:
    assert _opened(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the ERP is running really slow", "ERP"),
        ("the laptop is running sooo slow", "laptop"),
        ("jenkins is running super slow today", "jenkins"),
        ("the van's running pretty rough", "van"),
        ("the server is running way hot", "server"),
    ],
)
def test_a_degree_word_between_running_and_its_state_is_read_past(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("search is instant again", "search"),
        ("slack notifications are instant again, whatever it was", "slack notifications"),
        ("vpn is back to normal, no idea why", "vpn"),
        ("printer works again, go figure", "printer"),
        ("ERP speed is back to normal after the patch", "ERP speed"),
        ("the checkout page is instant again lol", "checkout page"),
    ],
)
def test_a_fix_said_as_quick_again_or_with_a_shrug_resolves(text: str, topic: str) -> None:
    assert [i.topic for i in _read(text) if isinstance(i, ResolveEpisode)] == [topic]


@pytest.mark.parametrize(
    "text",
    [
        "build time is down to 4 min after the cache change 🚀",
        "staging refresh is down to 5 min now 🚀",
        "test coverage is up to 82% 🎉",
        "the backlog's down to 12 tickets",
        "p95 latency went down to 180ms after the fix",
    ],
)
def test_a_figure_down_or_up_to_a_number_is_news_not_an_outage(text: str) -> None:
    assert _opened(text) == []
    assert small_talk(text)


@pytest.mark.parametrize("text", ["the queue is down", "the site went down again", "the api went down this morning"])
def test_down_with_no_figure_still_opens(text: str) -> None:
    assert _opened(text)


@pytest.mark.parametrize(
    "text", ["my mood is down, mondays 😮\u200d💨", "my mood's down today", "trash is out", "the bins are out",
             "recycling's out"],
)
def test_a_mood_down_or_a_chore_put_out_is_no_issue_nor_fact(text: str) -> None:
    assert _opened(text) == []
    assert _claims(text) == []


def test_the_wifi_out_is_still_an_outage() -> None:
    assert _opened("the wifi is out") == ["wifi"]


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        ("Kyriakos and Maria both report to Elena now",
         [("Kyriakos", "manager", "Elena"), ("Maria", "manager", "Elena")]),
        ("Ana & Leo are on the night team now", [("Ana", "team", "night"), ("Leo", "team", "night")]),
        ("Sipho and Thandi both work at Discovery now",
         [("Sipho", "employer", "Discovery"), ("Thandi", "employer", "Discovery")]),
        ("Ravi and Mei are both vegetarian", [("Ravi", "diet", "vegetarian"), ("Mei", "diet", "vegetarian")]),
        ("Ali and Sara report to me now", [("Ali", "manager", "me"), ("Sara", "manager", "me")]),
    ],
)
def test_one_fact_said_of_two_people_is_kept_for_each(text: str, claims: list[tuple[str, str, str]]) -> None:
    assert _claims(text) == claims


@pytest.mark.parametrize("text", ["Jo and Sam are coming over friday", "Kemi and Ade got married"])
def test_two_people_doing_something_is_no_fact(text: str) -> None:
    assert _claims(text) == []


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("Dmitri moved up to principal engineer", "principal engineer"),
        ("ana levelled up to senior designer", "senior designer"),
        ("Kofi stepped up to head of ops", "head of ops"),
        ("Wiremu has moved up to site manager", "site manager"),
    ],
)
def test_a_rise_to_a_role_is_the_role(text: str, role: str) -> None:
    assert [c[1:] for c in _claims(text)] == [("role", role)]


@pytest.mark.parametrize("text", ["Lena moved up to the front", "the team moved up to the 5th floor"])
def test_moving_up_to_a_place_is_no_role(text: str) -> None:
    assert [c for c in _claims(text) if c[1] == "role"] == []


@pytest.mark.parametrize(
    ("text", "subject", "who"),
    [
        ("Harriet gets the final say on the new CRM", "new CRM", "Harriet"),
        ("Tomás has the last word on hiring", "hiring", "Tomás"),
        ("Priya makes the call on pricing now", "pricing", "Priya"),
        ("Jo calls the shots on the rebrand", "rebrand", "Jo"),
    ],
)
def test_the_final_say_names_the_decision_maker(text: str, subject: str, who: str) -> None:
    assert _claims(text) == [(subject, "decision maker", who)]


@pytest.mark.parametrize(
    ("text", "scope", "value"),
    [("for 1:1s i prefer walking meetings", "1:1s", "walking meetings"),
     ("for 1-1s i prefer calls", "1-1s", "calls")],
)
def test_a_fronted_one_on_one_is_the_scope_not_a_time(text: str, scope: str, value: str) -> None:
    claims = [i for i in _read(text) if isinstance(i, StateClaim)]
    assert [(c.predicate, c.scope, c.value) for c in claims] == [("preference", scope, value)]


@pytest.mark.parametrize(
    "text",
    ["my neighbour moved to the Algarve years ago and never looked back", "my cousin moved to Leeds a while back",
     "my sister moved to Lisbon years ago"],
)
def test_a_move_of_long_ago_with_no_date_is_a_story(text: str) -> None:
    assert _claims(text) == []


def test_a_move_dated_ago_is_still_a_fact() -> None:
    assert _claims("my sister moved to Lisbon last month") == [("my sister", "location", "Lisbon")]


@pytest.mark.parametrize(
    "text",
    [
        "should've taken the 7am flight honestly, the 10am one got delayed",
        "shoulda left earlier, the train got cancelled",
        "ugh should've booked the aisle seat",
        "wish i'd brought a jacket, freezing",
        "could've gone to the gig, oh well",
        "should have gone to bed earlier",
        "if only we'd left at 6",
        "woulda been nice to see the match",
    ],
)
def test_a_regret_keeps_nothing(text: str) -> None:
    assert regretting(text)
    assert hypothetical(text)
    assert _read(text) == []


@pytest.mark.parametrize(
    "text",
    ["should've called Inès back yesterday, need to call her tmrw", "we should have the keys by noon",
     "I should have the numbers by friday", "should send the invoice"],
)
def test_a_regret_that_looks_ahead_or_a_plain_should_is_no_regret(text: str) -> None:
    assert not regretting(text)


def test_the_degree_words_are_one_list() -> None:
    assert {w for w in WORDS if " " not in w} <= INTENSIFIERS
    for word in ("absolutely", "sooo", "bloody", "kind of", "hella", "today"):
        assert only_degree(OpenEpisode(word, ""))
    assert not only_degree(OpenEpisode("printer", ""))
    assert not only_degree(OpenEpisode("SSO", ""))  # "so" stretched, never its first letter


@pytest.mark.parametrize(
    ("text", "topic"),
    [("SSO is down for the whole office", "SSO"), ("sso broken for contractors", "sso"),
     ("sso is borked for the analytics dashboard", "sso")],
)
def test_a_thing_spelt_like_a_stretched_degree_word_is_still_a_thing(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the projector in room 4 has no signal", "projector in room 4"),
        ("the telly's got no sound", "telly"),
        ("my phone has no signal again", "phone"),
        ("the hoover has zero suction", "hoover"),
        ("the kitchen has no power", "power in kitchen"),
        ("the flat has no hot water", "hot water in flat"),
    ],
)
def test_a_device_giving_out_none_of_what_it_should_opens_it(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


def test_a_person_with_no_signal_is_no_device() -> None:
    assert _opened("Tom has no signal") == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("our website is loading super slowly", "website"),
        ("the laptop's booting really slow", "laptop"),
        ("outlook is syncing slowly again", "outlook"),
        ("the aircon in the server room is blowing warm air", "aircon"),
        ("the heater is blowing cold air again", "heater"),
        ("hot water's gone in the staff kitchen", "hot water"),
        ("the power's gone again", "power"),
    ],
)
def test_slow_work_wrong_air_and_a_supply_gone_open_the_thing(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    "text",
    ["the heater is blowing hot air", "the aircon is blowing cold air", "the water is gone from the vase",
     "Sam is responding slowly to emails", "Sam is out today"],
)
def test_a_thing_doing_its_job_or_a_person_away_opens_nothing(text: str) -> None:
    assert _opened(text) == []


def test_two_names_of_two_words_each_keep_one_fact_each() -> None:
    assert _claims("Mei Ling and Tom are both on the design team") == [("Mei Ling", "team", "design"),
                                                                     ("Tom", "team", "design")]


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        ("Ana Lucía Ortega is our new office manager", ("Ana Lucía Ortega", "role", "office manager")),
        ("María José García moved to Sevilla", ("María José García", "location", "Sevilla")),
        ("Mary Anne Smith's new number is 0412 555 019", ("Mary Anne Smith", "phone", "0412 555 019")),
        ("Nguyen Thi Lan reports to Minh now", ("Nguyen Thi Lan", "manager", "Minh")),
    ],
)
def test_a_name_of_three_words_is_the_subject(text: str, claim: tuple[str, str, str]) -> None:
    assert _claims(text) == [claim]


@pytest.mark.parametrize("text", ["The Ritz Carlton is booked", "New York Times is behind a paywall now"])
def test_an_article_or_a_title_in_capitals_opens_no_long_name(text: str) -> None:
    assert [c for c in _claims(text) if c[0] in ("The Ritz Carlton", "New York Times")] == []


def test_stuck_between_floors_is_a_lift_failing_and_between_meetings_a_person_busy() -> None:
    assert _opened("the elevator is stuck between floors") == ["elevator"]
    assert _opened("Sam is stuck between meetings") == []


@pytest.mark.parametrize(
    ("text", "topic"), [("lift's moving again", "lift"), ("the gate's opening again", "gate"),
                        ("the turntable is spinning again", "turntable")],
)
def test_a_thing_doing_its_work_again_resolves(text: str, topic: str) -> None:
    assert [i.topic for i in _read(text) if isinstance(i, ResolveEpisode)] == [topic]


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        ("wifi pw is changed to sunflower22", ("wifi", "password", "sunflower22")),
        ("Ana's number got changed to 0412 555 019", ("Ana", "phone", "0412 555 019")),
        ("the gate code was updated to 9090", ("gate", "code", "9090")),
        ("the door code has been changed to 4471", ("door", "code", "4471")),
    ],
)
def test_a_value_said_with_its_change_is_the_value_after_to(text: str, claim: tuple[str, str, str]) -> None:
    assert _claims(text) == [claim]


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        ("the new supplier for cups is PackCo", ("cups", "supplier", "PackCo")),
        ("the latest quote for the roof is $8,400", ("roof", "quote", "$8,400")),
        ("Maya's new role is CTO", ("Maya", "role", "CTO")),
    ],
)
def test_new_or_latest_before_an_attribute_is_no_part_of_its_name(text: str, claim: tuple[str, str, str]) -> None:
    assert _claims(text) == [claim]


@pytest.mark.parametrize(
    ("text", "claim"),
    [("should've told you, Maya is the new CTO", ("Maya", "role", "CTO")),
     ("shoulda said earlier, Ravi's moved to Leeds", ("Ravi", "location", "Leeds"))],
)
def test_news_in_the_present_after_a_regret_is_kept(text: str, claim: tuple[str, str, str]) -> None:
    assert not regretting(text)
    assert _claims(text) == [claim]


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("Priya is out on mat leave till march", "mat leave"),
        ("Kofi's out on paternity leave from the 10th", "paternity leave"),
        ("Sam is out on annual leave", "annual leave"),
    ],
)
def test_a_person_out_on_leave_is_their_status_never_a_thing_sent(text: str, status: str) -> None:
    found = _read(text)
    assert not any(isinstance(i, CompleteCommitment) for i in found)
    assert [(i.predicate, i.value) for i in found if isinstance(i, StateClaim)] == [("status", status)]
