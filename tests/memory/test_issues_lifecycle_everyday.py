"""Issues, to-do lifecycle and small talk in everyday wordings, played through the dispatcher with
a real store (:mod:`tests.memory.understanding.played`): a system giving wrong output or not
showing a thing is a fault; a team's play or a vehicle someone else runs breaking down is not; a
thing seen to "all good now" fixes its issue; getting a thing off someone finishes the to-do to
get it; a part done with the rest still needed, or a start "2 paragraphs in", changes nothing and
asks nothing; a lone "n" between verbs is "and"."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CancelCommitment, OpenEpisode, ResolveEpisode, extract
from tests.memory.understanding.played import failures

NOW = "2026-11-24T09:00:00+00:00"  # a Tuesday
ZONE = "Europe/London"


def _nothing(say: str, before: list[str] | None = None) -> dict[str, object]:
    return {"before": before or [], "say": say, "expect": "nothing"}


@pytest.mark.parametrize(
    ("say", "topic"),
    [
        ("payroll export is spitting out garbage numbers", "payroll export"),
        ("the till keeps printing gibberish", "till"),
        ("the report's giving wrong totals again", "report"),
        ("invoicing system generated duplicate invoices", "invoicing system"),
        ("the scanner outputs garbled text", "scanner"),
    ],
)
async def test_a_system_giving_wrong_output_opens_an_issue(tmp_path: Path, say: str, topic: str) -> None:
    assert await failures(tmp_path, NOW, ZONE, [{"say": say, "expect": {"opened": [topic]}}]) == []


@pytest.mark.parametrize(
    ("say", "topic"),
    [
        ("tracking numbers not showing up in the customer emails", "tracking numbers"),
        ("prices aren't appearing on the website", "prices"),
        ("VAT isn't showing on the receipts anymore", "VAT"),
        ("the discount codes don't display in the checkout", "discount codes"),
    ],
)
async def test_a_thing_a_system_should_show_not_shown_opens_an_issue(tmp_path: Path, say: str, topic: str) -> None:
    assert await failures(tmp_path, NOW, ZONE, [{"say": say, "expect": {"opened": [topic]}}]) == []


@pytest.mark.parametrize(
    "say",
    [
        "our defence completely broke down in the 2nd half lol",
        "the midfield died after the break",
        "the ferry to Brava broke down again apparently, glad i'm not on it",
        "the bus from Leeds broke down, everyone had to walk",
        "the train to Porto broke down outside Coimbra",
    ],
)
async def test_a_game_or_someone_elses_vehicle_breaking_down_is_news(tmp_path: Path, say: str) -> None:
    assert await failures(tmp_path, NOW, ZONE, [_nothing(say)]) == []


@pytest.mark.parametrize(
    ("before", "say", "topic"),
    [
        ("problem with the car's brakes, squealing", "brakes are done, all good now", "brakes"),
        ("the boiler is making a weird noise", "the boiler's been serviced, all sorted", "boiler"),
        ("the van's clutch is slipping", "clutch got done, all good", "clutch"),
    ],
)
async def test_a_thing_seen_to_and_all_good_resolves_its_issue(tmp_path: Path, before: str, say: str,
                                                               topic: str) -> None:
    case = {"before": [before], "say": say, "expect": {"resolved": [topic]}}
    assert await failures(tmp_path, NOW, ZONE, [case]) == []


@pytest.mark.parametrize(
    ("before", "say", "action"),
    [
        ("need to get the keys from Ignacio by sat", "got the keys off Ignacio 🔑", "get the keys from Ignacio"),
        ("need to get the keys from Ignacio by sat", "got the keys from Ignacio", "get the keys from Ignacio"),
        ("must collect the cheque from Bea", "have the cheque from Bea now", "collect the cheque from Bea"),
        ("pick up the spare tyre from Joaquín fri", "got the spare tyre off Joaquín",
         "pick up the spare tyre from Joaquín"),
    ],
)
async def test_getting_a_thing_off_someone_finishes_the_to_do_to_get_it(tmp_path: Path, before: str, say: str,
                                                                        action: str) -> None:
    case = {"before": [before], "say": say, "expect": {"completed": [action]}}
    assert await failures(tmp_path, NOW, ZONE, [case]) == []


async def test_their_own_promise_of_the_thing_still_goes_first(tmp_path: Path) -> None:
    before = ["need to collect the cheque from Bea", "Bea will send the cheque by fri"]
    case = {"before": before, "say": "got the cheque from Bea", "expect": {"completed": ["send the cheque"]}}
    assert await failures(tmp_path, NOW, ZONE, [case]) == []


@pytest.mark.parametrize(
    ("before", "say"),
    [
        ("need to pack the camping gear by sat", "tent's packed, still need the stove and sleeping bags"),
        ("need to post the parcels to Madeira by the 29th", "wrapped the parcels, just need stamps now"),
        ("must write the toast for Rui's wedding by sat", "started the toast, 2 paragraphs in"),
        ("need to write the grant report by fri", "started the grant report, a couple of pages in"),
        ("need to do the shopping for the party", "got the drinks, still need the cake and candles"),
    ],
)
async def test_a_part_done_with_the_rest_still_needed_changes_nothing(tmp_path: Path, before: str,
                                                                      say: str) -> None:
    assert await failures(tmp_path, NOW, ZONE, [_nothing(say, [before])]) == []


@pytest.mark.parametrize("say", ["signed n sent the lease", "signed and sent the lease"])
async def test_a_lone_n_between_verbs_is_and(tmp_path: Path, say: str) -> None:
    case = {"before": ["need to sign the lease by thurs"], "say": say, "expect": {"completed": ["sign the lease"]}}
    assert await failures(tmp_path, NOW, ZONE, [case]) == []


@pytest.mark.parametrize(
    "say",
    [
        "Djamila promised the kids ice cream and now they won't stop asking 😂",
        "my to do list is basically a novel at this point",
        "inbox is literally a war zone lol",
        "sent u the memes, check them",
        "forwarded u the link, check it out",
        "paid 4 euros for a coffee at the airport, robbery",
        "Ilídio's wedding was beautiful, i cried twice",
        "due to the holiday everything's shut, even the padaria",
        "13th street is closed for the parade",
        "the bridge is shut for the marathon",
        "promised myself i'd stay off email today and i'm failing",
        "mon is gonna hurt after this weekend",
        "tomorrow's going to be brutal",
        "moved the patio chairs into the shade, much better",
        "crashed at my parents' after the new year party",
        "fixed myself a mint tea, finally sitting down",
        "made us some pasta",
    ],
)
async def test_chat_stores_nothing_and_asks_nothing(tmp_path: Path, say: str) -> None:
    assert await failures(tmp_path, NOW, ZONE, [_nothing(say)]) == []


@pytest.mark.parametrize(
    "say",
    [
        "the beach volleyball got cancelled because of the wind",
        "the match is off due to rain",
        "the street party got called off",
    ],
)
async def test_a_thing_off_with_nothing_open_is_news(tmp_path: Path, say: str) -> None:
    assert await failures(tmp_path, NOW, ZONE, [_nothing(say)]) == []


async def test_a_thing_off_with_its_reason_still_cancels_the_to_do(tmp_path: Path) -> None:
    case = {"before": ["play beach volleyball with Ana on sat"], "say": "the beach volleyball got cancelled because of "
            "the wind", "expect": {"cancelled": ["play beach volleyball with Ana"]}}
    assert await failures(tmp_path, NOW, ZONE, [case]) == []


@pytest.mark.parametrize(
    ("before", "say", "topic"),
    [
        ("the mobile app keeps logging people out", "the logout bug in the mobile app is fixed in 4.2.1", "mobile app"),
        ("the desktop client won't sync", "the sync issue in the desktop client is sorted", "desktop client"),
    ],
)
async def test_a_bug_in_a_system_fixed_resolves_the_systems_issue(tmp_path: Path, before: str, say: str,
                                                                  topic: str) -> None:
    case = {"before": [before], "say": say, "expect": {"resolved": [topic]}}
    assert await failures(tmp_path, NOW, ZONE, [case]) == []


@pytest.mark.parametrize(
    ("say", "action", "due"),
    [("settle up with Bea by fri", "settle up with Bea", "2026-11-27"), ("tidy up the shed sat", "tidy up the shed",
                                                                         "2026-11-28")],
)
async def test_a_phrasal_to_do_with_up_is_no_fix(tmp_path: Path, say: str, action: str, due: str) -> None:
    expect = {"commitments": [{"action": action, "due": due}]}
    case = {"before": ["the settlement portal is down"], "say": say, "expect": expect}
    assert await failures(tmp_path, NOW, ZONE, [case]) == []


@pytest.mark.parametrize(
    ("say", "action", "due"),
    [
        ("I'll sign the tenancy form and email it back by thurs", "sign the tenancy form and email it back",
         "2026-11-26"),
        ("need to fix the gate and paint it sat", "fix the gate and paint it", "2026-11-28"),
        ("print the report and post it to Dana by fri", "print the report and post it to Dana", "2026-11-27"),
    ],
)
async def test_a_to_do_done_to_the_one_before_is_one_to_do(tmp_path: Path, say: str, action: str, due: str) -> None:
    case = {"say": say, "expect": {"commitments": [{"action": action, "due": due}]}}
    assert await failures(tmp_path, NOW, ZONE, [case]) == []


@pytest.mark.parametrize(
    ("before", "say", "topic", "action"),
    [
        (["the main pump is broken", "need to order spare seals by fri"], "main pump fixed, no need for the seals now",
         "main pump", "order spare seals"),
        (["the boiler is broken", "need to book a plumber by thurs"], "boiler's sorted, no need for the plumber now",
         "boiler", "book a plumber"),
    ],
)
async def test_a_fix_that_makes_a_to_do_moot_cancels_it(tmp_path: Path, before: list[str], say: str, topic: str,
                                                        action: str) -> None:
    case = {"before": before, "say": say, "expect": {"resolved": [topic], "cancelled": [action]}}
    assert await failures(tmp_path, NOW, ZONE, [case]) == []


@pytest.mark.parametrize(
    ("before", "say", "action", "due"),
    [
        ("gotta prune the orchard by sun", "orchard pruning gonna be next sat now", "prune the orchard", "2026-12-05"),
        ("need to do the tiling by fri", "the tiling gonna be thursday instead", "do the tiling", "2026-11-26"),
    ],
)
async def test_a_thing_gonna_be_another_day_now_moves_its_to_do(tmp_path: Path, before: str, say: str, action: str,
                                                                due: str) -> None:
    case = {"before": [before], "say": say, "expect": {"moved": [{"action": action, "due": due}]}}
    assert await failures(tmp_path, NOW, ZONE, [case]) == []


@pytest.mark.parametrize(
    ("say", "cancelled"),
    [
        ("cancel the flights thing, trip's off", ["flights"]),
        ("scrap the hotel booking, conference is cancelled", ["hotel booking"]),
        ("cancel the gym and the yoga class", ["gym", "yoga class"]),
    ],
)
def test_a_thing_off_said_as_the_reason_is_no_second_cancellation(say: str, cancelled: list[str]) -> None:
    zone = ZoneInfo(ZONE)
    found = extract(say, now=datetime(2026, 11, 24, 9, 0, tzinfo=zone), tz=zone)
    assert [i.action for i in found if isinstance(i, CancelCommitment)] == cancelled, found


@pytest.mark.parametrize(
    ("say", "found"),
    [
        ("printer's fixed, no need to call the tech now", [("resolve", "printer"), ("cancel", "call the tech")]),
        ("it's fixed, no need to call the tech", [("resolve", "it"), ("cancel", "call the tech")]),
        ("Ana's back, no need to cover her shift", [("cancel", "cover her shift")]),
        ("mum's back, no need to feed the cat", [("cancel", "feed the cat")]),
    ],
)
def test_a_reason_then_no_need_keeps_a_thing_mended_never_a_person_nor_a_to_do(
    say: str, found: list[tuple[str, str]]
) -> None:
    zone = ZoneInfo(ZONE)
    read = extract(say, now=datetime(2026, 11, 24, 9, 0, tzinfo=zone), tz=zone)
    kinds = {ResolveEpisode: "resolve", CancelCommitment: "cancel"}
    said = [(kinds.get(type(i), type(i).__name__), getattr(i, "topic", None) or getattr(i, "action", "")) for i in read]
    assert said == found


@pytest.mark.parametrize("say", ["Tom from legal called", "Tom called", "Tom rang me this morning"])
async def test_someone_calling_finishes_a_call_with_them_never_another_job(tmp_path: Path, say: str) -> None:
    called = {"before": ["call Tom about the contract by fri"], "say": say,
              "expect": {"completed": ["call Tom about the contract"]}}
    other = {"before": ["need to send Tom the contract by fri"], "say": say, "expect": {"ask": True}}
    assert await failures(tmp_path, NOW, ZONE, [called, other]) == []


@pytest.mark.parametrize(
    ("say", "action", "due", "done"),
    [
        ("get the gas safety cert done for Elm Rd by the 30th", "get the gas safety cert done for Elm Rd",
         "2026-11-30", "gas safety cert for elm rd all done"),
        ("get the car serviced for Ana by fri", "get the car serviced for Ana", "2026-11-27",
         "car serviced for Ana ✅"),
    ],
)
async def test_get_a_thing_done_for_someone_by_a_day_is_a_to_do_never_done(tmp_path: Path, say: str, action: str,
                                                                           due: str, done: str) -> None:
    made = {"say": say, "expect": {"commitments": [{"action": action, "due": due}]}}
    finished = {"before": [say], "say": done, "expect": {"completed": [action]}}
    assert await failures(tmp_path, NOW, ZONE, [made, finished]) == []


async def test_someone_sorting_it_themselves_is_why_no_need_never_a_fix(tmp_path: Path) -> None:
    case = {"before": ["email the league about the fixture clash by fri"],
            "say": "league sorted the fixture clash themselves, no need",
            "expect": {"cancelled": ["email the league about the fixture clash"]}}
    assert await failures(tmp_path, NOW, ZONE, [case]) == []


@pytest.mark.parametrize(
    ("say", "opened"),
    [
        ("Tom keeps giving wrong answers", []),
        ("Ana keeps forgetting her keys", []),
        ("Tom didn't show up in the office", []),
        ("Slack keeps crashing", ["Slack"]),
        ("Jenkins keeps failing", ["Jenkins"]),
    ],
)
def test_a_person_keeps_doing_a_thing_is_no_fault_of_a_system(say: str, opened: list[str]) -> None:
    zone = ZoneInfo(ZONE)
    read = extract(say, now=datetime(2026, 11, 24, 9, 0, tzinfo=zone), tz=zone)
    assert [i.topic for i in read if isinstance(i, OpenEpisode)] == opened, read
