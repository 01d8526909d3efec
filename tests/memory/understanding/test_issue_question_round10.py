"""Round 10: issues said in more of their words (what a thing lets out, a function done wrong,
the wrong temperature, a part mended, news told by someone somewhere, "still" of an open
issue), questions answered from the store (a to-do done yet, what slipped, a day asked alone,
"X when again", a workplace asked "where"), the never-silent net's fault words taken
from the issue lexicons, and small talk that stores nothing."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import OpenEpisode, Question, ResolveEpisode, extract
from memory.understanding._failure_states import failing
from memory.understanding._issue_bare import restated
from memory.understanding._issue_states import FAILURES, ONLY_KEEPS, inflected
from memory.words import content_words
from tests.memory.understanding.played import failures

TZ = ZoneInfo("Europe/London")
NOW = datetime(2027, 3, 10, 9, 0, tzinfo=TZ)  # a Wednesday
PLAYED_NOW = "2027-03-10T09:00:00+00:00"
ZONE = "Europe/London"


def _read(text: str) -> list[object]:
    return list(extract(text, now=NOW, tz=TZ))


def _opened(text: str) -> list[str]:
    return [i.topic for i in _read(text) if isinstance(i, OpenEpisode)]


def _asked(text: str) -> Question | None:
    found = [i for i in _read(text) if isinstance(i, Question)]
    return found[0] if len(found) == 1 else None


# -- issues ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the tractor's leaking hydraulic fluid", "tractor"),
        ("ute is losing coolant", "ute"),
        ("van is burning oil again", "van"),
        ("the espresso machine is spitting steam", "espresso machine"),
        ("the generator is spewing smoke", "generator"),
        ("the dishwasher's pissing water everywhere", "dishwasher"),
    ],
)
def test_a_thing_letting_out_what_it_holds_opens_the_thing(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    "text", ["she's losing her patience", "the team keeps losing", "Aroha is blowing smoke", "the fire is burning wood"]
)
def test_people_and_fires_letting_things_out_open_nothing(text: str) -> None:
    assert _opened(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("my 70-200 lens is front focusing, so annoying", "70-200 lens"),
        ("my camera is back focusing", "camera"),
        ("the feeder is mis-feeding", "feeder"),
        ("scale is under-reading by 2kg", "scale"),
        ("the press keeps double printing", "press"),
        ("the thermostat is over-reading again", "thermostat"),
    ],
)
def test_a_function_done_wrong_opens_the_thing(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    "text", ["the crew is backfilling the trench", "the kids are overreacting", "the guy is overthinking"]
)
def test_prefixed_verbs_of_people_or_with_an_object_open_nothing(text: str) -> None:
    assert _opened(text) == []


def test_a_fact_is_never_kept_of_a_thing_doing_its_job_wrong() -> None:
    """ "front focusing" was kept as the lens's value: it is the lens failing."""
    assert _read("my 70-200 lens is front focusing, so annoying") == [OpenEpisode("70-200 lens", "front focusing")]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("tenant at no 12 says the front door lock is sticking", "front door lock at no 12"),
        ("the guy in 4B says the heating's off", "heating in 4B"),
        ("someone at the depot said the forklift is broken", "forklift"),
        ("my neighbour across the road says the water's off", "water"),
        ("the caretaker at Harbour View says the lift is broken", "lift at Harbour View"),
    ],
)
def test_news_told_by_someone_somewhere_is_of_that_place_when_it_tells_one(text: str, topic: str) -> None:
    opened = _opened(text)
    assert len(opened) == 1 and content_words(topic) <= content_words(opened[0])


@pytest.mark.parametrize("text", ["the man at the shop says hello", "tenant at no 12 says thanks for the flowers"])
def test_a_teller_somewhere_saying_nothing_broken_opens_nothing(text: str) -> None:
    assert _opened(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("chiller not cold", "chiller"),
        ("the aircon isn't cold", "aircon"),
        ("the walk-in is too warm", "walk-in"),
        ("oven isn't hot enough", "oven"),
        ("the hot tub is lukewarm again", "hot tub"),
        ("the sauna's not hot", "sauna"),
    ],
)
def test_a_thing_kept_hot_or_cold_at_the_wrong_temperature_opens_it(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    "text",
    ["my soup is not hot", "the coffee's not hot", "the office is too cold", "the tea is lukewarm",
     "the beer is not cold", "the office is freezing"],
)
def test_food_drink_and_rooms_at_a_temperature_open_nothing(text: str) -> None:
    assert _opened(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("latch replaced on 12", "latch"),
        ("the roof got patched yesterday", "roof"),
        ("compressor regassed this morning", "compressor"),
        ("brake pads swapped out yesterday", "brake pads"),
        ("the seal's been redone", "seal"),
        ("the chain got tightened", "chain"),
    ],
)
def test_a_part_mended_resolves_it(text: str, topic: str) -> None:
    assert _read(text) == [ResolveEpisode(topic)]


@pytest.mark.parametrize(
    "text", ["Dave was replaced", "the carpets were replaced last year", "Maria was replaced by Tom"]
)
def test_people_replaced_or_long_ago_resolve_nothing(text: str) -> None:
    assert not any(isinstance(i, ResolveEpisode) for i in _read(text))


@pytest.mark.parametrize(
    "text",
    [
        "back in 2019 we drove to Cornwall and the car broke down twice",
        "years ago at my old flat the boiler died every winter",
        "when i was at uni the heating in our flat never worked",
    ],
)
def test_trouble_in_a_story_of_long_ago_opens_nothing(text: str) -> None:
    assert _opened(text) == []


@pytest.mark.parametrize(
    ("text", "said_again"),
    [
        ("chiller still not cold 😩", True),
        ("printer still jammed tho", True),
        ("still faulty", True),
        ("still broken and now it's leaking too", False),
        ("the boiler's broken again", False),
    ],
)
def test_still_with_nothing_new_is_an_issue_said_again(text: str, said_again: bool) -> None:
    assert restated(text) is said_again


async def test_issues_stored_opened_resolved_or_left_alone(tmp_path: Path) -> None:
    """Played through the store: "still" of an open issue changes nothing; of none, it opens
    one; a part mended resolves the issue, or finishes the to-do to replace it."""
    cases = [
        {"before": ["chiller not cooling"], "say": "chiller still not cold 😩", "expect": "nothing"},
        {"before": ["the garage door opener died"], "say": "garage door's still stuck, ugh", "expect": "nothing"},
        {"before": ["the scanner is jammed"], "say": "scanner still jammed ugh", "expect": "nothing"},
        {"say": "the freezer's still not cold", "expect": {"opened": ["freezer"]}},
        {"before": ["rig 12 stretcher latch is sticking"], "say": "latch replaced on 12",
         "expect": {"resolved": ["stretcher latch"]}},
        {"before": ["replace the bulb in room 4"], "say": "bulb replaced in room 4",
         "expect": {"completed": ["replace the bulb in room 4"]}},
        {"before": ["get the boiler serviced"], "say": "the boiler was serviced on tuesday",
         "expect": {"completed": ["get the boiler serviced"]}},
        {"before": ["my 70-200 lens is front focusing"], "say": "70-200 back from the repair shop, sharp as",
         "expect": {"resolved": ["70-200 lens"]}},
        {"say": "tenant at no 12 says the front door lock is sticking", "expect": {"opened": ["front door lock"]}},
    ]
    assert await failures(tmp_path, PLAYED_NOW, ZONE, cases) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("wifi's been patchy all day", "wifi"),
        ("wifi's been dodgy all morning", "wifi"),
        ("the printer's been jammed all week", "printer"),
        ("vpn flaky all weekend", "vpn"),
        ("site's been slow all evening", "site"),
        ("the lift is out of service", "lift"),
        ("my laptop's been sluggish", "laptop"),
        ("the signal is spotty in the back office", "signal"),
        ("the van is out of action", "van"),
    ],
)
def test_a_thing_or_a_service_working_badly_opens_it(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    "text",
    [
        "Tom is sluggish today",
        "I'm out of action this week",
        "my tooth is wobbly",
        "the bread's gone off",
        "been busy all morning",
        "kids were sick all week",
    ],
)
def test_people_bodies_and_food_working_badly_open_nothing(text: str) -> None:
    assert _opened(text) == []


@pytest.mark.parametrize(
    "text",
    ["the boiler guy came and fixed it", "the plumber came by and sorted it", "the electrician came over and fixed it"],
)
def test_a_tradesperson_who_came_and_mended_it_resolves_the_last_issue(text: str) -> None:
    assert _read(text) == [ResolveEpisode("it")]


# -- the never-silent net's fault words --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("fridge in unit 4 isn't cooling", "fridge in unit 4"),
        ("my headphones won't pair", "headphones"),
        ("Xero bank feed isn't syncing", "Xero bank feed"),
        ("the mower keeps stalling", "mower"),
        ("extractor fan is sparking", "extractor fan"),
        ("the card readers keep freezing", "card readers"),
        ("Jenkins stopped working", "Jenkins"),
    ],
)
def test_the_net_reads_the_issue_lexicons_fault_words(text: str, thing: str) -> None:
    assert failing(text) == thing


@pytest.mark.parametrize(
    "text", ["Sam is not working today", "Kofi won't respond", "the client isnt responding", "the office is freezing"]
)
def test_the_net_asks_of_no_person_and_no_weather(text: str) -> None:
    assert failing(text) is None


def test_the_net_takes_every_machine_failure_of_the_lexicon() -> None:
    """One source of the words: each failure verb the net keeps reads, in "keeps" form."""
    for lemma in ("jam", "leak", "flicker", "overheat", "glitch", "stall", "reboot", "freeze"):
        assert lemma in FAILURES
        assert failing(f"the printer keeps {inflected(lemma)[3]}") == "printer", lemma
    assert "freeze" in ONLY_KEEPS


# -- questions ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "owner"),
    [
        ("did i call mum yet", "call mum", None),
        ("have we paid the deposit", "pay the deposit", None),
        ("has raj sent the contract yet", "send the contract", "raj"),
        ("did Ana ever get back to me", "get back to me", "Ana"),
        ("didnt i already pay the plumber", "pay the plumber", None),
        ("did i forget to renew the permit", "renew the permit", None),
        ("Has Tomas replied to the quote", "reply to the quote", "Tomas"),
    ],
)
def test_a_to_do_asked_done_yet_is_a_question_never_a_report(text: str, action: str, owner: str | None) -> None:
    asked = _asked(text)
    assert asked is not None and (asked.kind, asked.subject, asked.predicate, asked.scope) == (
        "when_due", action, "done", owner,
    )


@pytest.mark.parametrize(
    "text",
    ["did u know octopuses have three hearts", "did I say 3", "did i tell you maya got promoted", "did the dishes",
     "did my CPD submission this morning", "did it", "didn't get to the bank today", "didnt go to the gym"],
)
def test_talk_and_reports_of_the_user_are_no_done_yet_question(text: str) -> None:
    assert not any(isinstance(i, Question) and i.predicate == "done" for i in _read(text))


@pytest.mark.parametrize(
    "text",
    ["wot's late", "wats overdue", "did i miss anything", "have i missed anything", "anything i've forgotten",
     "what did i forget", "have i dropped the ball on anything", "anything i might have missed"],
)
def test_what_slipped_asks_what_is_overdue(text: str) -> None:
    asked = _asked(text)
    assert asked is not None and asked.kind == "overdue"


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("thurs?", 11),
        ("what about tmrw?", 11),
        ("friday?", 12),
        ("whats the plan tmrw", 11),
        ("what's the plan for friday", 12),
        ("whats the schedule on friday", 12),
    ],
)
def test_a_day_asked_alone_or_as_the_plan_asks_what_is_due(text: str, day: int) -> None:
    asked = _asked(text)
    assert asked is not None and asked.kind == "due_week" and asked.at is not None
    assert asked.at.start.astimezone(TZ).day == day


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("dentist when again", "dentist"),
        ("wen is the dentist", "dentist"),
        ("the MOT - when is it", "MOT"),
        ("whn is my flight", "flight"),
        ("pick up the kids when again", "pick up the kids"),
    ],
)
def test_when_asked_after_the_thing_or_typed_short(text: str, thing: str) -> None:
    asked = _asked(text)
    assert asked is not None and (asked.kind, asked.subject) == ("when_due", thing)


@pytest.mark.parametrize(
    ("text", "window"),
    [
        ("do i have anything on sat", "on sat"),
        ("any deadlines this wk", "this wk"),
        ("any meetings tmrw", "tmrw"),
        ("any appts friday?", "friday"),
        ("hows my day looking", "today"),
        ("how does my week look", "this week"),
        ("whats my day look like tomorrow", "tomorrow"),
        ("what do i still need to do today", "today"),
    ],
)
def test_a_day_asked_by_its_kind_or_as_my_day_asks_what_is_due(text: str, window: str) -> None:
    asked = _asked(text)
    assert asked is not None and asked.kind == "due_week" and asked.at is not None and asked.at.text == window


@pytest.mark.parametrize(
    ("text", "kind", "subject"),
    [
        ("todo list pls", "open", None),
        ("the to do list again", "open", None),
        ("has the boiler been looked at", "issue", "boiler"),
        ("has the leak been seen to yet", "issue", "leak"),
        ("what time is the call with Raj tmrw", "when_due", "call with Raj"),
        ("what day is the bin collection this week", "when_due", "bin collection"),
        ("did i ever hear back from the council", "when_due", "hear back from the council"),
    ],
)
def test_more_questions_read_as_their_kind(text: str, kind: str, subject: str | None) -> None:
    asked = _asked(text)
    assert asked is not None and (asked.kind, asked.subject) == (kind, subject)


def _case(before: list[str], say: str, answer: list[str], excludes: tuple[str, ...] = ()) -> dict[str, object]:
    return {"before": before, "say": say, "expect": {"answer": answer, "answer_excludes": list(excludes)}}


async def test_questions_answered_from_the_store(tmp_path: Path) -> None:
    cases = [
        _case(["call mum friday"], "did i call mum yet", ["not yet", "call mum", "12 March"]),
        _case(["call mum friday", "called mum"], "did i call mum", ["yes", "call mum"]),
        _case(["Raj will send the contract by friday"], "did raj send the contract", ["not yet", "contract"]),
        _case(["need to pay the plumber"], "have we paid the plumber?", ["not yet", "plumber"]),
        _case(["dentist appt friday at 3pm"], "when do i see the dentist", ["12 March"]),
        _case(["dentist appt friday at 3pm"], "dentist when again", ["12 March"]),
        _case(["send the invoice to Raj thursday", "call mum friday"], "thurs?", ["invoice"], ("mum",)),
        _case(["send the invoice to Raj thursday", "call mum friday"], "whats the plan for friday", ["mum"],
              ("invoice",)),
        _case(["the printer is jammed"], "is the printer still down", ["Yes", "still open"]),
        _case(["Yusuf works for Deloitte", "Yusuf moved to KPMG"], "where does Yusuf work", ["Deloitte", "KPMG"]),
        _case(["I owe Marguerite the signed contract, get it to her thurs", "call Bozeman accounts friday"],
              "what do i owe Marguerite", ["contract"], ("Bozeman",)),
    ]
    assert await failures(tmp_path, PLAYED_NOW, ZONE, cases) == []


async def test_done_yet_questions_never_store(tmp_path: Path) -> None:
    """Said without "?", these once stored "call mum yet" as a new to-do or marked the contract sent."""
    cases = [
        {"before": ["call mum friday"], "say": "did i call mum yet", "expect": {"answer": ["mum"]}},
        {"before": ["Raj will send the contract by friday"], "say": "has Raj sent the contract",
         "expect": {"answer": ["contract"]}},
        {"before": ["pay the gas bill by friday"], "say": "did I pay the gas bill? can't remember",
         "expect": "nothing"},
    ]
    assert await failures(tmp_path, PLAYED_NOW, ZONE, cases) == []


# -- small talk --------------------------------------------------------------------------------

SMALL_TALK = [
    # news
    "apparently the tube strike is on again next week ugh",
    "saw on the news the M25 is closed this weekend",
    "heard the council is shutting the library in june",
    "interest rates going up again from april, great",
    "Spurs sacked their manager again",
    # hypotheticals
    "if I had to move to Berlin I'd probably learn German first",
    "imagine if we got the contract, we'd need to hire 3 people",
    "if the boiler ever packs up we're doomed",
    "what if i just quit and opened a bakery",
    "if i won the lottery id buy a boat and never answer emails again",
    # past stories
    "back in 2019 we drove to Cornwall and the car broke down twice",
    "when i was at uni the heating in our flat never worked",
    "years ago i locked myself out and had to climb in through the window",
    "last summer the fridge died in the heatwave, nightmare",
    "we used to have a cat called Biscuit",
    # other people's chatter
    "my sister keeps saying she'll visit but never does",
    "Tom was moaning about his landlord all through lunch",
    "mum says hi btw",
    "Jo's kid broke his arm at football, poor thing",
    "Kemi and Sam are getting divorced apparently",
    # venting
    "honestly so done with this week",
    "the office is freezing today",
    "my coffee's gone cold again 🙄",
    "this spreadsheet is going to be the death of me",
    "ugh the train is late again",
    "the ice cream is melting everywhere lol",
]


async def test_small_talk_stores_nothing_and_asks_nothing(tmp_path: Path) -> None:
    cases = [{"say": said, "expect": "nothing"} for said in SMALL_TALK]
    assert await failures(tmp_path, "2027-03-10T18:30:00+00:00", ZONE, cases) == []
