"""Issues as busy people report them (session 33): a screen or camera gone dark, a roof letting water in,
a machine that sounds like something else, things in the plural failing every time, a clock hours out,
the trouble said after a comma with no subject of its own, "something's wrong with X, it …", mail bounced
"sent to gmail"; fixes said by warmth back ("toasty again") or by steadiness since a repair ("rock solid
since"); and beside each, the near-misses that open or resolve nothing (the sky, a room gone dark, a mind
gone blank, people crashing, a fridge that sounds fine, the office roasting)."""

from __future__ import annotations

from datetime import datetime

import pytest

from memory import understanding
from memory.timefmt import zone
from memory.understanding import CompleteCommitment, OpenEpisode, ResolveEpisode, StateClaim
from tests.memory.understanding.reading import Reading

BERLIN = zone("Europe/Berlin")
NOW = datetime(2026, 12, 7, 8, 0, tzinfo=BERLIN)  # a Monday morning


_read = Reading(NOW, BERLIN)


_opened = _read.opened

_resolved = _read.resolved


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # shows nothing any more
        ("cctv on the loading bay has gone dark", "cctv"),
        ("the monitor in reception went black", "monitor"),
        ("the security cameras have gone dark", "security cameras"),
        ("the screen on the ticket machine went blank", "screen"),
        # lets the weather in
        ("the roof above the storeroom is letting water in 💧", "roof above the storeroom"),
        ("the back door lets the rain in", "back door"),
        ("the skylight's letting in so much water", "skylight"),
        ("the window in the spare room is letting a draught in", "window"),
        ("the boat is taking on water", "boat"),
        # sounds like something else
        ("laptop fan sounds like a jet engine, something's off", "laptop fan"),
        ("the boiler sounds like it's dying", "boiler"),
        ("the dishwasher is sounding like a tractor again", "dishwasher"),
        # things in the plural failing as a habit
        ("the tills crash every time we scan a voucher", "tills"),
        ("the card readers freeze whenever it rains", "card readers"),
        ("our laptops overheat constantly", "laptops"),
        ("the backups fail every night", "backups"),
        # a clock keeping the wrong time, and one that won't be set
        ("the oven clock is still an hour ahead", "oven clock"),
        ("my watch is 5 minutes slow", "watch"),
        ("the oven clock won't reset", "oven clock"),
        ("the oven clock is an hour ahead and won't reset", "oven clock"),
        # the trouble after a comma, said with no subject
        ("the oven clock never went back, still an hour ahead and won't reset", "oven clock"),
        ("the hall clock never sprang forward, still an hour behind", "hall clock"),
        ("our printer just arrived, keeps jamming", "printer"),
        # something wrong with it, then what it does
        ("something's wrong with the alarm panel, it keeps chirping", "alarm panel"),
        ("somethings up w/ the coffee machine - keeps leaking", "coffee machine"),
        ("there's something off with the fridge, it won't stay cold", "fridge"),
        # a mail server turning mail away, with where it was sent
        ("email server's bouncing everything sent to gmail", "email server"),
        ("exchange keeps rejecting mail coming from outlook", "exchange"),
        ("the mail server is eating every invoice sent to clients", "mail server"),
    ],
)
def test_a_thing_and_its_symptom_opens_an_issue(text: str, topic: str) -> None:
    found = _read(text)
    assert [i.topic for i in found if isinstance(i, OpenEpisode)] == [topic], found
    assert not any(isinstance(i, CompleteCommitment | understanding.NewCommitment) for i in found), found


@pytest.mark.parametrize(
    "text",
    [
        "my mind went blank in the interview",
        "the sky went dark at 3pm",
        "it's gone dark outside",
        "the room went dark",
        "the kids are bringing the chairs in",
        "the new album sounds like a jet engine",
        "that sounds like a plan",
        "the fridge sounds like it's working fine",
        "the kids crash at 8",
        "we crash every time we go to Maria's",
        "the sun's finally out, perfect timing ☀️",
        "the stars are out tonight",
        "everyone's phone died at the same time, peak navruz",
        "all our phones died at once lol",
        "Kemal's phone died mid-call",
    ],
)
def test_near_misses_open_nothing(text: str) -> None:
    assert _opened(text) == []


def test_a_hunch_after_a_report_cancels_nothing() -> None:
    """ "…, something's off": how the user feels about the thing, never a to-do called "something" off."""
    assert not any(
        isinstance(i, understanding.CancelCommitment)
        for i in _read("laptop fan sounds like a jet engine, something's off")
    )
    assert not any(isinstance(i, understanding.CancelCommitment) for i in _read("something's off"))


def test_handed_in_needs_no_verb_going_on() -> None:
    """ "forms are in" is handed in; "the roof is letting water in" has the verb's "in"."""
    assert _read("forms are in") == [CompleteCommitment("forms", past_tense=True, sent=True)]
    assert not any(isinstance(i, CompleteCommitment) for i in _read("the roof is letting water in"))


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("heating's toasty again 🔥", "heating"),
        ("radiators are cosy again", "radiators"),
        ("the flat is nice and toasty again", "flat"),
        ("swapped the router, rock solid since", "router"),
        ("replaced the router, solid since", "router"),
        ("reset the modem, been flawless ever since", "modem"),
        ("reinstalled the printer driver, no crashes since", "printer driver"),
        ("the wifi is rock solid now", "wifi"),
    ],
)
def test_fixed_by_warmth_or_steadiness_resolves(text: str, topic: str) -> None:
    assert _resolved(text) == [topic], _read(text)


@pytest.mark.parametrize("text", ["the fridge is toasty again", "the office is roasting again"])
def test_warm_again_mends_no_cooler_and_roasting_mends_nothing(text: str) -> None:
    assert _resolved(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "checkout's behaving now, patch is live",
        "hotfix is live and the app's stable again",
        "vpn's back, the new firmware is live",
    ],
)
def test_a_fix_s_patch_live_keeps_no_status(text: str) -> None:
    """The patch live is how the thing got mended: it may finish a to-do to ship it, never a status."""
    found = _read(text)
    assert any(isinstance(i, ResolveEpisode) for i in found), found
    assert not any(isinstance(i, StateClaim) for i in found), found
    assert not any(isinstance(i, CompleteCommitment) and i.otherwise is not None for i in found), found


def test_a_patch_live_said_alone_is_still_its_status() -> None:
    found = _read("the patch is live")
    assert found and isinstance(found[0], CompleteCommitment) and isinstance(found[0].otherwise, StateClaim)


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # a machine's own message of its fault (never someone's word passed on)
        ("the printer says paper jam but there's no paper in it", "printer"),
        ("card machine keeps saying no connection", "card machine"),
        ("the boiler display reads service required", "boiler display"),
        # a noise it makes, a warning colour, a hot thing running cold
        ("van's making a horrible squeal when braking", "van"),
        ("the fridge is making a weird hum", "fridge"),
        ("the car's making a knocking noise going uphill", "car"),
        ("router light is blinking orange", "router light"),
        ("the alarm panel's flashing red", "alarm panel"),
        ("the hot tap in the kitchen only runs cold", "hot tap"),
        ("the shower's coming out lukewarm", "shower"),
        # a cold store typed without its hyphen, a lock stuck fast
        ("the walk in freezer isnt holding temp", "walk-in freezer"),
        ("walk in fridge is warm again", "walk-in fridge"),
        ("the back gate lock is jammed solid", "back gate lock"),
        # a mark of damage seen somewhere ("patch" no verb)
        ("there's a damp patch on the bedroom ceiling", "damp patch on the bedroom ceiling"),
        ("got a crack in the windscreen", "crack in the windscreen"),
        ("there's mould behind the wardrobe", "mould behind the wardrobe"),
    ],
)
def test_more_symptoms_open_an_issue(text: str, topic: str) -> None:
    found = _read(text)
    assert [i.topic for i in found if isinstance(i, OpenEpisode)] == [topic], found
    assert not any(isinstance(i, understanding.NewCommitment) for i in found), found


@pytest.mark.parametrize(
    "text",
    [
        "Jamal says the leak is fixed",  # his word, read as the fix it tells of
        "the kids are making a racket",
        "the christmas lights are flashing red and green",
        "there's a hole in my plan lol",
        "there's a patch of sun on the balcony",
        "go for a walk in the park",
        "the van is out driving",
    ],
)
def test_more_near_misses_open_nothing(text: str) -> None:
    assert _opened(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("freezer's holding temp now 👍", "freezer"),
        ("the boiler is holding pressure again", "boiler"),
        ("plumber patched the leak at Elm St, all dry", "leak at Elm St"),
    ],
)
def test_holding_again_or_dry_after_a_patch_resolves(text: str, topic: str) -> None:
    assert _resolved(text) == [topic], _read(text)


@pytest.mark.parametrize(
    ("text", "topic"), [("the till is fixd", "till"), ("wifi's sortd now", "wifi"), ("the vpn is resolvd", "vpn")]
)
def test_a_mending_word_typed_without_its_e_resolves(text: str, topic: str) -> None:
    assert _resolved(text) == [topic]


def test_a_crash_named_as_a_noun_is_no_plural_habit() -> None:
    """ "the app crash on launch is fixed": one thing's crash, fixed; only things in the plural "crash every time"."""
    assert _resolved("the app crash on launch is fixed in 4.2.1") == ["app"]


@pytest.mark.parametrize(
    "text",
    [
        "the lights went dark at the concert and everyone cheered",
        "the fans were so loud at the match",
        "something's wrong with my brain today",
        "the kids' tablets died halfway through the film",
        "mum's phone died lol",
    ],
)
def test_people_moods_and_flat_batteries_open_nothing(text: str) -> None:
    assert _opened(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the ceiling fans are really noisy", "ceiling fans"),
        ("something's wrong with the till today", "till"),
        ("the ipad died again, won't charge", "ipad"),
    ],
)
def test_machines_beside_them_still_open(text: str, topic: str) -> None:
    assert _opened(text) == [topic]
