"""Issues and small talk read in session 21 (helper R2): warning lights with where they came on,
faults filed under a label or said as a control doing nothing, a second symptom without its
subject, and the small talk that shares their words (a count ticked off "down", something "sold
out", a past spell of someone else's, a subject and its state taken for a verb and its object);
then what recap stores, one printer or wifi at two places asked about rather than guessed."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, OpenEpisode, ResolveEpisode
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading, kinds

read = Reading(datetime(2027, 9, 1, 9, 0, tzinfo=ZoneInfo("Europe/Berlin")), ZoneInfo("Europe/Berlin"))


def _opened(said: str) -> list[str]:
    return [i.topic for i in read(said) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        # a warning light needs no owner; where it came on names it
        ("check engine light came on in the hilux", "hilux check engine light"),
        ("the oil light came on in the van", "van oil light"),
        ("battery warning light is on in the ute", "ute battery warning light"),
        ("the tyre pressure warning came on again", "tyre pressure warning"),
        ("the van's check engine light came on", "van check engine light"),
        # a fault filed under a label, whatever its verb
        ("bug: CSV import drops the last row", "CSV import"),
        ("bug: checkout button does nothing on safari", "checkout button"),
        ("issue: the export skips weekends", "export"),
        ("problem: invoice pdf shows the wrong total", "invoice pdf"),
        # a control that does nothing
        ("the save button doesn't do anything", "save button"),
        ("the garage remote does nothing", "garage remote"),
        # one thing, a second symptom without its subject
        ("the café fridge is making a grinding noise and not cooling", "café fridge"),
        ("the van is making a weird noise and won't start", "van"),
        ("the printer is jammed and beeping", "printer"),
        # a mail system turning mail away
        ("the mail server is bouncing everything", "mail server"),
        ("exchange keeps rejecting our emails", "exchange"),
        ("the spam filter is eating every invoice", "spam filter"),
        # data gone stale
        ("the search index is stale, new products dont show up", "search index"),
        ("the price feed's not updating", "price feed"),
        ("the dashboard is out of date again", "dashboard"),
    ],
)
def test_trouble_opened(said: str, topic: str) -> None:
    assert _opened(said) == [topic]


@pytest.mark.parametrize(
    ("said", "kinds"),
    [
        # a supply back at a place flows there again
        ("hot water's back at the hostel", [ResolveEpisode("hot water")]),
        ("power's back at the depot", [ResolveEpisode("power")]),
        ("the wifi's back at the office", [ResolveEpisode("wifi")]),
        # a fix said with the done mark
        ("jenkins green again ✅", [ResolveEpisode("jenkins")]),
        ("ci green again ✅", [ResolveEpisode("ci")]),
        # a fix, and now another trouble
        ("shah alam roof leak fixed, and now the forklift battery died",
         [ResolveEpisode("shah alam roof"), OpenEpisode("forklift battery", "")]),
        ("the van is fixed, now the ute died", [ResolveEpisode("van"), OpenEpisode("ute", "")]),
        # a mending, then what it changed
        ("reinstalled the scanner driver, crash is gone", [ResolveEpisode("scanner driver")]),
        ("roofer patched the storeroom leak, bone dry now", [ResolveEpisode("storeroom")]),
        ("replaced the fuse, no more sparks", [ResolveEpisode("fuse")]),
        ("patched the tyre, the hissing stopped", [ResolveEpisode("tyre")]),
        ("search index rebuilt, new products show up now", [ResolveEpisode("search index")]),
        ("cache flushed, prices show up now", [ResolveEpisode("cache")]),
    ],
)
def test_fixes_read(said: str, kinds: list[object]) -> None:
    assert read(said) == kinds


def test_a_thing_back_with_someone_is_still_returned() -> None:
    assert kinds(read("the books are back at the library")) == ["CompleteCommitment"]


@pytest.mark.parametrize(
    "said",
    [
        # a lamp, not a warning; people who "do nothing"
        "the light came on",
        "my husband does nothing around the house",
        "the new intern does nothing all day",
        # stale, but no data
        "the bread is stale",
        "new products show up now",
        # a count ticked off
        "paid the gas bill, that's one down",
        "one down, two to go",
        "thats two down, three to go",
        "that's the last one down",
        # sold out: gone to buyers
        "sold out?? the festival tickets went in 4 minutes",
        "tickets sold out in 5 minutes",
        # a spell long over, or someone from the user's past
        "my old flatmate's bike was broken for like 2 years and she still rode it everywhere",
        "our fridge was broken for years lol",
        "the printer was broken for 2 months and nobody cared",
        "my ex's car was always breaking down",
    ],
)
def test_no_issue(said: str) -> None:
    assert _opened(said) == []


@pytest.mark.parametrize(
    "said",
    [
        "traffic on the ring is insane today, everyone's off to the coast",
        "queue at the bakery is mad today",
        "parking at the station was a nightmare today",
    ],
)
def test_a_subject_and_its_state_is_no_todo(said: str) -> None:
    assert not [i for i in read(said) if isinstance(i, NewCommitment)]


def test_an_unknown_verb_still_reads_as_a_todo() -> None:
    assert read.todos(read("tax the car mon")) == [("tax the car", "Mon 06 00:00")]


async def test_what_recap_stores(tmp_path: Path) -> None:
    two_printers = ["the printer on 2 is jammed", "the printer in reception is out of ink"]
    two_wifis = ["the wifi at the office is down", "the wifi at home is patchy"]
    cases = [
        {"say": "check engine light came on in the hilux", "expect": {"opened": ["check engine light"]}},
        {"say": "bug: checkout button does nothing on safari", "expect": {"opened": ["checkout button"]}},
        {"before": ["bug: CSV import drops the last row"], "say": "csv import bug resolved in 2.3.1",
         "expect": {"resolved": ["CSV import"]}},
        # one thing at two places: two issues; a fix that names neither place is asked about
        {"before": two_printers, "say": "printer's fixed", "expect": {"ask": True}},
        {"before": two_wifis, "say": "wifi's back", "expect": {"ask": True}},
        {"before": ["the printer on 3F is broken", "the printer in reception is broken"],
         "say": "printer's working again", "expect": {"ask": True}},
        {"before": two_printers, "say": "the printer in reception is fixed",
         "expect": {"resolved": ["printer in reception"]}},
        {"before": two_wifis, "say": "wifi at home is back", "expect": {"resolved": ["wifi at home"]}},
        {"before": ["the printer on 2 is jammed"], "say": "the printer in reception is out of ink",
         "expect": {"opened": ["printer in reception"]}},
        # the same trouble spreading is news of the one issue
        {"before": ["the wifi at the office is down"], "say": "wifi's back", "expect": {"resolved": ["wifi"]}},
        {"before": ["need to pay the gas bill by fri"], "say": "paid the gas bill, that's one down",
         "expect": {"completed": ["pay the gas bill"]}},
        {"say": "traffic on the ring is insane today, everyone's off to the coast", "expect": "nothing"},
        {"say": "sold out?? the festival tickets went in 4 minutes", "expect": "nothing"},
        {"before": ["the mail server is bouncing everything"], "say": "mail server's back up, emails flowing",
         "expect": {"resolved": ["mail server"]}},
        {"before": ["the roof over the storeroom is leaking"], "say": "roofer patched the storeroom leak, bone dry now",
         "expect": {"resolved": ["roof over the storeroom"]}},
        {"before": ["the hot water at the hostel is out"], "say": "hot water's back at the hostel",
         "expect": {"resolved": ["hot water"]}},
        {"before": ["the roof at the depot is leaking"],
         "say": "depot roof leak fixed, and now the forklift battery died",
         "expect": {"resolved": ["depot roof"], "opened": ["forklift battery"]}},
    ]
    assert await failures(tmp_path, "2027-09-01T09:00:00+02:00", "Europe/Berlin", cases) == []


@pytest.mark.parametrize(
    ("before", "said"),
    [
        ("gotta update the wiki page by tmrw", "opened the wiki page, stared at it, closed it 🙃"),
        ("need to write the grant report by fri", "started the grant report"),
        ("need to review the draft by fri", "skimmed the draft"),
    ],
)
async def test_a_start_or_a_look_finishes_nothing(tmp_path: Path, before: str, said: str) -> None:
    cases = [{"before": [before], "say": said, "expect": "nothing"}]
    got = await failures(tmp_path, "2027-09-01T09:00:00+02:00", "Europe/Berlin", cases)
    assert not any("completed" in line for line in got), got


async def test_a_start_asks_nothing(tmp_path: Path) -> None:
    cases = [{"before": ["gotta update the wiki page by tmrw"], "say": "opened the wiki page, stared at it, closed it",
              "expect": "nothing"},
             {"before": ["need to open a savings account by fri"], "say": "opened the savings account",
              "expect": {"completed": ["open a savings account"]}}]
    assert await failures(tmp_path, "2027-09-01T09:00:00+02:00", "Europe/Berlin", cases) == []


@pytest.mark.parametrize(
    "said",
    [
        # a verdict on the day or the news, nothing to keep or ask about
        "tmrw is saturday and i have zero plans, bliss",
        "the open-air concert got cancelled bc of the storm warning, bummer",
        "fixed the wobbly table with a beer mat, engineering degree finally paying off",
        "the match got rained off, typical",
        # a thing that was due, told with what came of it
        "my library books were due in june, fined €2, worth it",
        "the parking permit was due in march, got a €10 fine, oh well",
    ],
)
async def test_small_talk_stores_and_asks_nothing(tmp_path: Path, said: str) -> None:
    cases = [{"say": said, "expect": "nothing"}]
    assert await failures(tmp_path, "2027-09-01T09:00:00+02:00", "Europe/Berlin", cases) == []


async def test_lifecycle_said_aside(tmp_path: Path) -> None:
    cases = [
        # the new one got is the renewal or the replacement done
        {"before": ["need to renew the motorway vignette by eom"],
         "say": "got the new vignette, stuck it on the windscreen",
         "expect": {"completed": ["renew the motorway vignette"]}},
        {"before": ["need to renew the passport by march"], "say": "got the new passport",
         "expect": {"completed": ["renew the passport"]}},
        # the new day told to the one waiting, then the thing
        {"before": ["I'll get the slides to Magdalena by sat"], "say": "told magdalena sun instead for the slides",
         "expect": {"moved": [{"action": "get the slides to Magdalena", "due": "2027-09-05"}]}},
        {"before": ["need to send Raj the invoice by thurs"], "say": "texted Raj friday instead re the invoice",
         "expect": {"moved": [{"action": "send Raj the invoice", "due": "2027-09-03"}]}},
    ]
    assert await failures(tmp_path, "2027-09-01T09:00:00+02:00", "Europe/Berlin", cases) == []


async def test_a_task_said_again_sooner_is_a_plan_to_do_it_in_time(tmp_path: Path) -> None:
    cases = [
        {"before": ["need to finish the grant report by friday"], "say": "going to finish the grant report tonight",
         "expect": "nothing"},
        {"before": ["need to pay the nanny by friday"], "say": "pay the nanny tmrw", "expect": "nothing"},
        # an occasion on another day is another one; a task with no date is dated
        {"before": ["lunch with Ines friday"], "say": "lunch with Ines thursday",
         "expect": {"commitments": [{"action": "lunch with Ines", "due": "2027-09-02"}]}},
        {"before": ["need to call the landlord"], "say": "still need to call the landlord thursday",
         "expect": {"moved": [{"action": "call the landlord", "due": "2027-09-02"}]}},
    ]
    assert await failures(tmp_path, "2027-09-01T09:00:00+02:00", "Europe/Berlin", cases) == []


async def test_what_someone_did_to_the_user_finishes_none_of_the_users_todos(tmp_path: Path) -> None:
    cases = [
        {"before": ["I'll send the welcome pack to Joy by fri"], "say": "Joy sent me a sweet welcome msg on slack",
         "expect": "nothing"},
        {"before": ["need to email Omar the budget by thurs"], "say": "Omar emailed me a funny meme lol",
         "expect": "nothing"},
        {"before": ["Joy will send me the contract by fri"], "say": "Joy sent me the contract",
         "expect": {"completed": ["send me the contract"]}},
    ]
    assert await failures(tmp_path, "2027-09-01T09:00:00+02:00", "Europe/Berlin", cases) == []

