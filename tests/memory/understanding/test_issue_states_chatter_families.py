"""Families of blind7's misses on issues, small talk and owing, each with wordings of our own:
a thing's state of failure in its own verbs ("isnt holding temp", "keeps jamming", "showing the
wrong prices"), a trouble at a place said by its code ("in 3A") or as damage or pests, the work
before a fix ("they pushed an update and …"), a breakage with no thing ("still broken"), a story
from a place left behind, a vow that is no to-do, "back on the road" after a fix, chat that
must not be asked about, and a debt in rand or shillings."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.answers_owing import is_debt
from memory.understanding import NewCommitment, OpenEpisode, ResolveEpisode, extract
from memory.understanding._chatter import bare_no, chatter, trying_the_line
from tests.memory.understanding.played import failures

TZ = ZoneInfo("Africa/Nairobi")
NOW = datetime(2028, 5, 17, 9, 15, tzinfo=TZ)  # a Wednesday morning


def _read(text: str) -> list[object]:
    return list(extract(text, now=NOW, tz=TZ))


def _opened(text: str) -> list[str]:
    return [i.topic for i in _read(text) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the chest freezer in the garage isnt keeping things frozen", "chest freezer"),
        ("cold room at Mama Ngozi's kitchen won't hold 4 degrees", "cold room at Mama Ngozi's kitchen"),
        ("the kiln isn't firing properly", "kiln"),
        ("card reader's not reading cards", "card reader"),
        ("the tumble dryer won't dry properly", "tumble dryer"),
        ("smoke alarm wont stop beeping", "smoke alarm"),
        ("fridge in unit 4 isn't cooling", "fridge in unit 4"),
    ],
)
def test_a_thing_failing_at_what_it_is_for_opens_it(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("spotify is buffering like crazy", "spotify"),
        ("the ceiling fan in bedroom 2 is rattling nonstop", "ceiling fan in bedroom 2"),
        ("the decking is rotting by the steps", "decking"),
        ("printer jammed twice today", "printer"),
        ("label printer is printing the wrong barcodes", "label printer"),
        ("the scale at checkout 3 is reading the wrong weight", "scale at checkout 3"),
        ("POS is charging the wrong VAT rate again", "POS"),
        ("the website's displaying old prices", "website"),
    ],
)
def test_a_thing_misbehaving_or_giving_wrong_output_opens_it(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    "text",
    [
        "Ana isn't reading my messages",
        "the kids aren't sleeping",
        "my son won't start school till sept",
        "Kwame is showing the wrong attitude",
        "I'm jamming with the band tonight",
        "the lads are buffering lol",
        "the team won't accept the new rota",
        "the paint is peeling potatoes",
    ],
)
def test_a_person_or_an_activity_is_no_failing_thing(text: str) -> None:
    assert _opened(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("theres a leak under the bathroom sink in 12B", "leak under the bathroom sink in 12B"),
        ("theres a crack in the windscreen", "crack in the windscreen"),
        ("there's a hole in the roof of shed 4", "hole in the roof of shed 4"),
        ("there are mice in the pantry again", "mice in the pantry"),
        ("wasps nest under the eaves", "wasps nest under the eaves"),
    ],
)
def test_a_trouble_noun_at_a_place_opens_it(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    "text",
    ["there's a hole in my schedule on thursday", "there's a crack in his story", "there's a leak in my"],
)
def test_a_trouble_noun_as_a_figure_opens_nothing(text: str) -> None:
    assert _opened(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("they pushed an update and the app's stable now", "app"),
        ("IT rolled out a patch and the VPN is working again", "VPN"),
        ("the plumber came round and the boiler's working again", "boiler"),
        ("devs deployed a hotfix so checkout is fine now", "checkout"),
        ("we installed the new firmware and the router is stable", "router"),
    ],
)
def test_work_done_then_a_fix_resolves_the_thing(text: str, topic: str) -> None:
    assert [i.topic for i in _read(text) if isinstance(i, ResolveEpisode)] == [topic]


@pytest.mark.parametrize(
    "text",
    [
        "still broken",
        "nope, still not working",
        "down again 😩",
        "same problem again",
        "ugh its still playing up",
        "the thing is doing the thing again ugh",
        "it's doing that thing again",
    ],
)
def test_a_breakage_with_no_thing_is_the_one_just_talked_about(text: str) -> None:
    assert _read(text) == [OpenEpisode("it", "")]


@pytest.mark.parametrize("text", ["broken", "still down to two options", "still no word from Bongani"])
def test_without_still_or_again_or_a_breakage_no_issue(text: str) -> None:
    assert _opened(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "the lift broke in my old building once, total nightmare",
        "the server died at my last job and nobody cared",
        "the boiler broke down once",
        "at my previous office the aircon leaked every summer",
        "the printer at my old work jammed daily",
    ],
)
def test_trouble_at_a_place_left_behind_is_a_story(text: str) -> None:
    assert _opened(text) == []


def test_once_again_is_no_story() -> None:
    assert _opened("the printer jammed once again") == ["printer"]


@pytest.mark.parametrize(
    "text",
    [
        "note to self: never agree to a 6am call time again 😂",
        "never again will I book a redeye",
        "todo: no more takeaways on weeknights",
        "reminder to self - never lend Tendai the car again",
        "note to self: don't ever order the prawns there again lol",
    ],
)
def test_a_vow_is_no_to_do(text: str) -> None:
    assert not [i for i in _read(text) if isinstance(i, NewCommitment)]


def test_back_on_the_road_after_a_fix_is_no_to_do() -> None:
    assert _read("reefer on 14 repaired in Tucson, back on the road") == [ResolveEpisode("reefer")]
    assert [i.action for i in _read("note to self: back up the laptop friday") if isinstance(i, NewCommitment)] == [
        "back up the laptop"
    ]


@pytest.mark.parametrize(
    "text", ["test test 1 2 3", "testing, is this on?", "ping", "test - can you hear me", "testing testing 123 🎤"]
)
def test_a_test_of_the_line_is_chat(text: str) -> None:
    assert trying_the_line(text)
    assert _read(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "morning! coffee first then chaos",
        "gm all, so sleepy lol",
        "hey team!! what a vibe",
        "evening folks - survived another one",
        "hiya, absolutely knackered",
        "my flight got delayed by 3 hours yesterday but made it",
        "our train was rammed this morning but we got there in the end",
        "the uber was super late but made it on time",
        "we nearly missed the ferry lol, made it though",
    ],
)
def test_chat_is_never_asked_about(text: str) -> None:
    assert chatter(text)


@pytest.mark.parametrize(
    "text",
    [
        "morning! call the bank first thing",
        "hey, need to renew the domain by friday",
        "gm, printer's broken again",
        "my flight got delayed by 3 hours, need to claim compensation",
        "test the backup restore on friday",
        "hi! dentist at 3 tomorrow",
    ],
)
def test_a_greeting_or_a_trip_with_something_to_keep_is_no_chat(text: str) -> None:
    assert not chatter(text) and not trying_the_line(text)


@pytest.mark.parametrize("text", ["nope", "nah", "no", "nope 🙅", "no thanks"])
def test_a_bare_no(text: str) -> None:
    assert bare_no(text)


@pytest.mark.parametrize("text", ["no, the 25th", "nope it's Thursday", "no wait, Braga"])
def test_a_no_that_says_more_is_no_bare_no(text: str) -> None:
    assert not bare_no(text)


async def test_chat_a_bare_no_and_a_vow_store_and_ask_nothing(tmp_path: Path) -> None:
    said = [
        "morning! coffee first then chaos",
        "test test 1 2 3",
        "nope",
        "my flight got delayed by 3 hours yesterday but made it",
        "note to self: never agree to a 6am call time again 😂",
        "the lift broke in my old building once, total nightmare",
        "me and Tariq drove to Mombasa yesterday - great weekend",
        "we popped over to Lamu last weekend, lovely evening",
    ]
    cases: list[dict[str, object]] = [{"say": text, "expect": "nothing"} for text in said]
    assert await failures(tmp_path, "2028-05-17T09:15:00+03:00", "Africa/Nairobi", cases) == []


async def test_a_breakage_with_no_thing_and_no_issue_asks(tmp_path: Path) -> None:
    cases: list[dict[str, object]] = [{"say": "still broken", "expect": {"ask": True}}]
    assert await failures(tmp_path, "2028-05-17T09:15:00+03:00", "Africa/Nairobi", cases) == []


async def test_a_fix_of_a_trouble_at_a_coded_flat_resolves_it(tmp_path: Path) -> None:
    cases: list[dict[str, object]] = [
        {"say": "theres a leak under the bathroom sink in 12B", "expect": {"opened": ["leak under the sink in 12B"]}},
        {"before": ["theres a leak under the bathroom sink in 12B"], "say": "12B leak patched",
         "expect": {"resolved": ["leak under the bathroom sink in 12B"]}},
    ]  # fmt: skip
    assert await failures(tmp_path, "2028-05-17T09:15:00+03:00", "Africa/Nairobi", cases) == []


@pytest.mark.parametrize(
    "action",
    ["send Jabu R350 for the braai meat", "send Amina KSh 500", "transfer USD 40 to Kim", "send Tomasz 50 PLN",
     "send Chidi N5000 for fuel"],
)  # fmt: skip
def test_a_debt_in_a_currency_written_by_its_letters(action: str) -> None:
    assert is_debt(action, action.split()[1], money=True)


@pytest.mark.parametrize("action", ["send the R2 report to Jabu", "send Jo the N95 masks", "send Ana the 3R form"])
def test_letters_and_digits_that_are_no_money(action: str) -> None:
    assert not is_debt(action, None, money=True)


async def test_who_do_i_owe_money_to_names_the_rand_debt(tmp_path: Path) -> None:
    cases: list[dict[str, object]] = [
        {"before": ["i owe Sipho R200 for the taxi", "pay the nanny friday"], "say": "who do I owe money to?",
         "expect": {"answer": ["Sipho"]}},
    ]  # fmt: skip
    assert await failures(tmp_path, "2028-05-17T09:15:00+03:00", "Africa/Johannesburg", cases) == []
