"""Tests for notes to self said as a bare instruction (session 18): an undated line that opens
with a verb the lexicon lacks and names what it is done to is kept as a to-do ("rent the marquee
for the Dlamini wedding"); "cancel <thing>" with nothing open to call off is the to-do to cancel
it; "owe Dave $40" is paying him; needs and shortages of goods are offered as one errand; and
the later reports find those to-dos (by a verb of any kind in its past, "done <gerund>", or one
chore's other name: "bins done" for "take the recycling out"). Small talk of the same shape
stays small talk."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Intent, NewCommitment, Unclear, extract
from tests.memory.understanding.played import failures

PLAYED_NOW = "2026-12-02T09:05:00+00:00"
ZONE = "Europe/London"
NOW = datetime(2026, 12, 2, 9, 5, tzinfo=ZoneInfo(ZONE))


def _read(text: str) -> list[Intent]:
    return extract(text, now=NOW, tz=ZoneInfo(ZONE))


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("rent the marquee for the Dlamini wedding", "rent the marquee for the Dlamini wedding"),
        ("practice the wedding speech", "practice the wedding speech"),
        ("descale the kettle", "descale the kettle"),
        ("grout the shower in the ensuite", "grout the shower in the ensuite"),
        ("defrost the chest freezer", "defrost the chest freezer"),
        ("shampoo the carpets in the lounge", "shampoo the carpets in the lounge"),
        ("tune the guitar", "tune the guitar"),
        ("vet the new supplier", "vet the new supplier"),
        ("unblock the sink in the downstairs loo", "unblock the sink in the downstairs loo"),
        ("Rent a van for the move", "Rent a van for the move"),
        ("empty the dehumidifier", "empty the dehumidifier"),
    ],
)
async def test_an_undated_bare_instruction_is_kept(tmp_path: Path, text: str, action: str) -> None:
    case = {"say": text, "expect": {"commitments": [{"action": action}]}}
    assert await failures(tmp_path, PLAYED_NOW, ZONE, [case]) == []


@pytest.mark.parametrize(
    "text",
    [
        "rip the old printer",
        "typical the trains",
        "glad the rain stopped",
        "love the new office",
        "congrats the team",
        "have a good one",
        "wish me luck",
        "never mind",
        "enjoy the weekend",
        "guess what",
        "hold on",
        "honestly the best",
        "absolutely the best pizza",
        "brilliant the kids loved it",
        "halfway through the grant proposal, ugh",
        "lunch the usual place",
        "look at that sunset",
        "look at those clouds lol",
        "check out these shoes",
        "check out this view",
        "watch this clip",
        "listen to this track",
        "peep that outfit",
        "see these photos from the trip",
    ],
)
def test_small_talk_of_the_same_shape_is_no_errand(text: str) -> None:
    read = _read(text)
    assert not [i for i in read if isinstance(i, NewCommitment)]


def test_a_capitalised_unknown_first_word_is_asked() -> None:
    """ "Maria the new hire" may be a name and a label: asked, never kept."""
    read = _read("Maria the new hire")
    assert len(read) == 1 and isinstance(read[0], Unclear)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("cancel the Spotify family plan", "cancel the Spotify family plan"),
        ("cancel my gym membership", "cancel my gym membership"),
        ("cancel Netflix", "cancel Netflix"),
        ("cancel the milk delivery", "cancel the milk delivery"),
        ("cancel our Sky Sports add-on", "cancel our Sky Sports add-on"),
        ("cancel the standing order to the old landlord", "cancel the standing order to the old landlord"),
        ("cancel Dad's magazine subscription", "cancel Dad's magazine subscription"),
        ("cancel the hotel in Porto", "cancel the hotel in Porto"),
    ],
)
async def test_cancel_with_nothing_open_is_a_todo(tmp_path: Path, text: str, action: str) -> None:
    case = {"say": text, "expect": {"commitments": [{"action": action}]}}
    assert await failures(tmp_path, PLAYED_NOW, ZONE, [case]) == []


@pytest.mark.parametrize(
    ("before", "text", "action"),
    [
        ("book the dentist for friday", "cancel the dentist", "book the dentist"),
        ("lunch with Ines on thursday", "cancel lunch with Ines", "lunch with Ines"),
    ],
)
async def test_cancel_naming_an_open_todo_still_calls_it_off(
    tmp_path: Path, before: str, text: str, action: str
) -> None:
    case = {"before": [before], "say": text, "expect": {"cancelled": [action]}}
    assert await failures(tmp_path, PLAYED_NOW, ZONE, [case]) == []


@pytest.mark.parametrize("text", ["cancel it", "cancel that", "cancel the whole thing lol", "cancel everything"])
def test_cancel_of_nothing_named_keeps_no_todo(text: str) -> None:
    read = _read(text)
    assert not [i for i in read if isinstance(i, NewCommitment)]
    assert all(getattr(i, "otherwise", None) is None for i in read)


@pytest.mark.parametrize(
    ("text", "person"),
    [
        ("owe dave $40", "dave"),
        ("owe Dave $40", "Dave"),
        ("i owe Dave £40", "Dave"),
        ("I owe Kemi €25!", "Kemi"),
        ("still owe Tariq ₹500", "Tariq"),
        ("owe mum $15 for lunch", "mum"),
        ("i owe Lars 200kr", "Lars"),
        ("owe Bea 20 quid", "Bea"),
    ],
)
def test_owing_a_sum_is_paying_it(text: str, person: str) -> None:
    (todo,) = _read(text)
    assert isinstance(todo, NewCommitment)
    assert todo.action.startswith(f"pay {person}") and todo.counterparty == person and todo.due is None


@pytest.mark.parametrize(
    ("text", "items"),
    [
        ("need milk eggs and bread", "milk"),
        ("need milk, eggs and bread", "eggs"),
        ("we need bin bags and foil", "foil"),
        ("out of coffee", "coffee"),
        ("we're out of milk", "milk"),
        ("running low on dish soap", "dish soap"),
        ("low on nappies", "nappies"),
        ("ran out of toilet roll and kitchen roll", "kitchen roll"),
    ],
)
async def test_goods_needed_or_running_out_are_offered(tmp_path: Path, text: str, items: str) -> None:
    case = {"say": text, "expect": {"ask": True}}
    assert await failures(tmp_path, PLAYED_NOW, ZONE, [case]) == []
    (asked,) = _read(text)
    assert isinstance(asked, Unclear) and items in asked.question and "buy" in asked.question


@pytest.mark.parametrize(
    "text",
    [
        "need a break",
        "need coffee",
        "need coffee and cake",
        "ran out of time",
        "need more sleep",
        "need time and space",
        "im out of ideas",
        "low on battery",
        "out of office till monday",
    ],
)
def test_moods_and_states_are_no_shopping(text: str) -> None:
    read = _read(text)
    assert not [i for i in read if "buy" in str(i)]


@pytest.mark.parametrize(
    ("before", "text", "action"),
    [
        ("take the recycling out tonight", "bins done", "take the recycling out"),
        ("take the bins out tonight", "recycling done", "take the bins out"),
        ("cancel the Spotify family plan", "cancelled spotify", "cancel the Spotify family plan"),
        ("practice the wedding speech", "practised the speech twice, feel good", "practice the wedding speech"),
        ("I'll ship the sample to Chennai by thurs", "sample dispatched via bluedart", "ship the sample to Chennai"),
        ("need to hoover the stairs", "stairs hoovered", "hoover the stairs"),
        ("restock the first aid kit", "first aid kit restocked", "restock the first aid kit"),
        ("promised Ananya I'd review the PRD by tmrw", "done reviewing the PRD, left comments", "review the PRD"),
        ("need to sand the deck by sat", "done sanding the deck", "sand the deck"),
        ("owe dave $40", "paid dave back", "pay dave $40"),
    ],
)
async def test_reports_find_the_notes(tmp_path: Path, before: str, text: str, action: str) -> None:
    case = {"before": [before], "say": text, "expect": {"completed": [action]}}
    assert await failures(tmp_path, PLAYED_NOW, ZONE, [case]) == []


async def test_marquee_off_cancels_the_note(tmp_path: Path) -> None:
    case = {
        "before": ["rent the marquee for the Dlamini wedding"],
        "say": "Dlaminis are doing the marquee themselves so cross that off",
        "expect": {"cancelled": ["rent the marquee for the Dlamini wedding"]},
    }
    assert await failures(tmp_path, PLAYED_NOW, ZONE, [case]) == []


@pytest.mark.parametrize(
    ("before", "text", "action", "due"),
    [
        ("I'll run the payroll by the 28th", "payroll got pulled forward to tmrw", "run the payroll", "2026-12-03"),
        ("I'll finish the code review by eod", "code review can slide to tmrw", "finish the code review", "2026-12-03"),
        ("I'll finish the code review by eod", "code review slides to monday", "finish the code review", "2026-12-07"),
        ("need to send the board pack by friday", "board pack brought forward to thurs", "send the board pack",
         "2026-12-03"),
        ("need to send the board pack by friday", "the board pack got bumped up to tmrw", "send the board pack",
         "2026-12-03"),
        ("need to file the VAT return by the 30th", "VAT return pulled in to the 20th", "file the VAT return",
         "2026-12-20"),
        ("book the vet for friday", "vet can shift to monday", "book the vet", "2026-12-07"),
        ("need to send the board pack by friday", "board pack's been moved up to thurs", "send the board pack",
         "2026-12-03"),
    ],
)
async def test_moves_said_with_other_verbs(tmp_path: Path, before: str, text: str, action: str, due: str) -> None:
    case = {"before": [before], "say": text, "expect": {"moved": [{"action": action, "due": due}]}}
    assert await failures(tmp_path, PLAYED_NOW, ZONE, [case]) == []


@pytest.mark.parametrize(
    ("before", "text", "action"),
    [
        ("need to order smoke detectors for building c by fri", "smoke detectors orderd, arriving tues",
         "order smoke detectors for building c"),
        ("email the invoice to Jo", "invoice emaild", "email the invoice to Jo"),
        ("book the vet for friday", "vet bookd", "book the vet"),
    ],
)
async def test_a_past_typed_without_its_e_is_done(tmp_path: Path, before: str, text: str, action: str) -> None:
    case = {"before": [before], "say": text, "expect": {"completed": [action]}}
    assert await failures(tmp_path, PLAYED_NOW, ZONE, [case]) == []


@pytest.mark.parametrize(
    ("before", "text"),
    [
        ("need to call Rekha by tmrw", "tried calling Rekha, no answer"),
        ("need to call the council", "tried to ring the council, on hold forever"),
        ("I'll finish the slides for the pitch by wed", "halfway thru the pitch slides"),
        ("need to email the landlord", "tried emailing the landlord but it bounced"),
    ],
)
async def test_attempts_and_progress_change_nothing(tmp_path: Path, before: str, text: str) -> None:
    case = {"before": [before], "say": text, "expect": "nothing"}
    assert await failures(tmp_path, PLAYED_NOW, ZONE, [case]) == []


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("next up for me: migrate the mailing list, by 20 may", "migrate the mailing list", "2027-05-20"),
        ("on me to chase up the overdue invoices by monday", "chase up the overdue invoices", "2026-12-07"),
        ("it's on me to book the venue for the offsite by fri", "book the venue for the offsite", "2026-12-04"),
        ("up next - file the VAT return by the 30th", "file the VAT return", "2026-12-30"),
        ("thats on me to sort the rota by thurs", "sort the rota", "2026-12-03"),
        ("next up: renew the domain by the 10th", "renew the domain", "2026-12-10"),
        ("on me to ring the council tmrw", "ring the council", "2026-12-03"),
        ("Next up for me - draft the brief by monday", "draft the brief", "2026-12-07"),
    ],
)
async def test_the_job_said_as_mine_or_next(tmp_path: Path, text: str, action: str, due: str) -> None:
    case = {"say": text, "expect": {"commitments": [{"action": action, "due": due}]}}
    assert await failures(tmp_path, PLAYED_NOW, ZONE, [case]) == []


@pytest.mark.parametrize("text", ["dinner's on me", "next up: standup", "the next round is on me"])
def test_a_treat_or_a_heading_is_no_job(text: str) -> None:
    assert not [i for i in _read(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("deep clean the walk-in", "deep clean the walk-in"),
        ("power wash the patio", "power wash the patio"),
        ("spring clean the garage", "spring clean the garage"),
        ("steam clean the sofa", "steam clean the sofa"),
        ("pressure wash the driveway", "pressure wash the driveway"),
        ("jet wash the bins", "jet wash the bins"),
        ("dry clean my suit", "dry clean my suit"),
        ("bulk order the printer paper", "bulk order the printer paper"),
    ],
)
def test_a_verb_said_with_how_is_a_todo(text: str, action: str) -> None:
    (todo,) = _read(text)
    assert isinstance(todo, NewCommitment) and todo.action == action and todo.due is None


@pytest.mark.parametrize("text", ["dry clean only lol", "deep clean in progress", "spring clean done"])
def test_a_label_or_a_state_of_such_a_verb_is_no_todo(text: str) -> None:
    assert not [i for i in _read(text) if isinstance(i, NewCommitment)]


async def test_the_compound_verb_todo_is_found_by_its_report(tmp_path: Path) -> None:
    case = {
        "before": ["deep clean the walk-in on saturday"],
        "say": "walk-in deep clean done early",
        "expect": {"completed": ["deep clean the walk-in"]},
    }
    assert await failures(tmp_path, PLAYED_NOW, ZONE, [case]) == []


@pytest.mark.parametrize(
    ("before", "text", "action", "due"),
    [
        ("pay the childminder by the 25th", "childminder said the 28th is fine", "pay the childminder", "2026-12-28"),
        ("I'll email Harpreet the revised estimate by tmrw", "Harpreet says no rush, lets say friday for the estimate",
         "email Harpreet the revised estimate", "2026-12-04"),
        ("book the plumber for monday", "plumber says thursday works", "book the plumber", "2026-12-03"),
        ("need to send the invoice to Jo by fri", "lets say the 9th for the invoice", "send the invoice to Jo",
         "2026-12-09"),
        ("need to call Rekha", "Rekha said monday is better", "call Rekha", "2026-12-07"),
        ("return the drill to Sam by sat", "sam says sunday is ok", "return the drill to Sam", "2026-12-06"),
        ("pay the window cleaner by fri", "window cleaner reckons the 14th is fine", "pay the window cleaner",
         "2026-12-14"),
        ("send Ola the draft by thurs", "ok let's make it monday for the draft", "send Ola the draft", "2026-12-07"),
    ],
)
async def test_a_day_agreed_moves_the_todo(tmp_path: Path, before: str, text: str, action: str, due: str) -> None:
    case = {"before": [before], "say": text, "expect": {"moved": [{"action": action, "due": due}]}}
    assert await failures(tmp_path, PLAYED_NOW, ZONE, [case]) == []


@pytest.mark.parametrize("text", ["I said the food is fine", "mum says the weather is fine", "Jo says 3pm works"])
async def test_no_day_agreed_of_nothing_open(tmp_path: Path, text: str) -> None:
    """Nothing open: nothing moved or kept (a day said of someone is asked about, not a to-do)."""
    case = {"say": text, "expect": "nothing"}
    found = await failures(tmp_path, PLAYED_NOW, ZONE, [case])
    assert all("asked" in line for line in found)


@pytest.mark.parametrize(
    ("before", "text"),
    [
        ("cancel the gym membership", "was going to cancel the gym today but chickened out"),
        ("call mum", "was going to call mum but ran out of time"),
        ("call mum", "I was going to call mum but it got late"),
        ("book the vet for friday", "we were meant to book the vet but the kids were ill"),
    ],
)
async def test_a_plan_given_up_changes_nothing(tmp_path: Path, before: str, text: str) -> None:
    case = {"before": [before], "say": text, "expect": "nothing"}
    assert await failures(tmp_path, PLAYED_NOW, ZONE, [case]) == []


@pytest.mark.parametrize("text", ["provecho a todos", "bueno, salud a todos!", "hola a todos", "saludos para todos"])
def test_a_toast_or_greeting_in_spanish_is_no_errand(text: str) -> None:
    """A line of Spanish function words ("a todos", "para") opened by a word English lacks is a
    toast or a greeting in the group's other language, not a to-do of an unknown verb."""
    assert _read(text) == []
