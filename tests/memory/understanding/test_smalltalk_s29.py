"""Tests for chatter that stored or asked something (session 29, blind27's small talk): the weather and
"whoever" as a verb's subject are no one's to-do; a joke title ("queen of the jerk pan") or a ranking
("the best cook in St Ann") is no role; a figure of speech ("a broken record") is neither an issue
nor a to-do; a phone's battery run flat or a mishap laughed off with 💀 is no issue; a battery level,
"omw to …", a wish for a rest, a holiday ending, a score or praise "for" something is chat; progress
on a to-do ("first coat's on", "3/4 there", "started packing, 3 boxes in") is no outcome; a thing
doing its job again ("card reader's taking payments again") is a fix; "Hamish has his drill again"
is the drill given back."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CompleteCommitment,
    NewCommitment,
    OpenEpisode,
    ResolveEpisode,
    StateClaim,
    extract,
    small_talk,
)
from memory.understanding._chat_asides import chat_aside
from memory.understanding._chatter import chatter
from memory.understanding._not_outcomes import not_an_outcome

ZONE = ZoneInfo("America/Jamaica")
NOW = datetime(2028, 8, 6, 10, 0, tzinfo=ZONE)


def _read(text: str) -> list:
    return extract(text, now=NOW, tz=ZONE)


@pytest.mark.parametrize(
    "text",
    [
        "rain's supposed to clear by 4",
        "rain should clear by 4",
        "snow is supposed to melt by friday",
        "traffic should ease by 6",
        "fog should lift by 10",
        "sun's supposed to come out at 2",
        "weather's meant to clear up by the weekend",
        "whoever's bringing the ice, hurry up 😅",
        "whoever is bringing the ice hurry up",
    ],
)
def test_the_weather_and_whoever_own_no_to_do(text: str) -> None:
    """A weather word or "whoever" before the verb is nobody who promised anything."""
    assert _read(text) == []
    assert small_talk(text) or chatter(text) or "whoever" in text


@pytest.mark.parametrize(
    ("text", "owner", "action"),
    [
        ("Sky will send the deck by fri", "Sky", "send the deck"),  # a name typed with a capital
        ("Sunny's bringing the ice tmrw", "Sunny", "bring the ice"),
    ],
)
def test_a_name_that_is_also_weather_still_owns_its_to_do(text: str, owner: str, action: str) -> None:
    """Only the weather's own words are never a person; names stay names."""
    found = [i for i in _read(text) if isinstance(i, NewCommitment)]
    assert [(i.owner, i.action) for i in found] == [(owner, action)]


@pytest.mark.parametrize(
    "text",
    [
        "Tameka got promoted to queen of the jerk pan at the cookout 👑",
        "Marcus is the king of the grill",
        "Leila's the undisputed queen of spreadsheets at work",
        "my brother is the GOAT of fantasy football",
        "Kemi is the queen of the office now 👑",
        "Shanice is the best cook in St Ann, no contest",
        "Devon's the funniest guy at the office lol",
        "my nan is the best baker in the whole of Cork",
        "Kwame is the greatest striker of all time",
        "Orville's a broken record w/ his cricket stats",
        "my dad is a broken record about the gutters",
        "my sister is such a night owl",
    ],
)
def test_a_joke_title_a_ranking_or_a_figure_is_no_fact(text: str) -> None:
    """No role, place, issue or to-do is read of praise, a joke title or a figure of speech."""
    assert _read(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ana got promoted to head of ops", "head of ops"),
        ("Sanjay is our new account manager at the bank", "account manager"),
        ("Ana is the new branch manager in Genoa", "branch manager"),
    ],
)
def test_a_post_is_still_a_role(text: str, value: str) -> None:
    """Real posts keep their role."""
    assert [(i.predicate, i.value) for i in _read(text) if isinstance(i, StateClaim)][:1] == [("role", value)]


@pytest.mark.parametrize(
    "text",
    [
        "my sandal strap snapped mid-dance 💀",
        "my bike chain snapped going down the hill 💀",
        "phone died right as the fireworks started",
        "my phone died lol",
        "phone died halfway through the call",
        "my airpods died on the train",
    ],
)
def test_a_battery_run_flat_or_a_mishap_laughed_off_is_no_issue(text: str) -> None:
    """A story of the moment, not a thing to mend; the net does not ask about it either."""
    assert _read(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("phone died again, need a new battery", "phone"),
        ("phone's dead, won't even charge", "phone"),
        ("my laptop died, wont even boot", "laptop"),
        ("the trapdoor hinge snapped at rehearsal", "trapdoor hinge"),
        ("generator died mid-take ffs", "generator"),
        ("the forklift battery died", "forklift battery"),
    ],
)
def test_a_device_that_stays_dead_is_still_an_issue(text: str, topic: str) -> None:
    """Said to stay broken, or of a machine at work, it is opened."""
    assert OpenEpisode(topic, "") in [OpenEpisode(i.topic, "") for i in _read(text) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    "text",
    [
        "phone's at 2% lol",
        "laptop on 5% ugh",
        "my phone is at 1%",
        "omw to Emancipation Park",
        "heading to the beach now",
        "on my way to the airport",
        "i need a vacation from my vacation fr",
        "could really use a nap tbh",
        "back to work tmrw, don't remind me",
        "back to school monday ugh",
        "Reggae Boyz won 2/1 in the friendly",
        "we lost 3-0 to the Rovers",
        "my boss is a legend for giving us the long weekend",
        "Aunty Pam is a lifesaver for watching the kids",
    ],
)
def test_chat_about_the_day_is_an_aside(text: str) -> None:
    """The whole message is chat: nothing read, and the net stays quiet."""
    assert chat_aside(text)
    assert _read(text) == []


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("back to work tmrw, need to prep the deck tonight", "prep the deck"),
        ("omw to the dentist, remind me to pay the parking", "pay the parking"),
    ],
)
def test_an_aside_with_a_to_do_keeps_the_to_do(text: str, action: str) -> None:
    """An aside must be the whole message: a to-do said after it is read."""
    assert not chat_aside(text)
    assert action in [i.action for i in _read(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize("text", ["Kemar owes me a patty from last week lol", "u owe me a slice haha"])
def test_a_bite_owed_with_a_laugh_is_banter(text: str) -> None:
    assert _read(text) == []
    assert chatter(text)


def test_a_meal_owed_without_a_laugh_is_still_read() -> None:
    found = [i for i in _read("Kemar owes me lunch, he'll pay me back fri") if isinstance(i, NewCommitment)]
    assert [i.owner for i in found] == ["Kemar"]


@pytest.mark.parametrize(
    "text",
    [
        "first coat's on the nursery walls",
        "the first coat is on",
        "primer's on the fence",
        "newsletter draft's about 3/4 there",
        "deck's 80% there",
        "started packing, 3 boxes in",
        "started painting, one wall done so far",
    ],
)
def test_progress_is_no_outcome(text: str) -> None:
    """Part of the job done: nothing to ask "did that finish …?" about."""
    assert not_an_outcome(text)


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("card reader's taking payments again", "card reader"),
        ("the till is accepting cards again", "till"),
        ("the coffee machine's making drinks again", "coffee machine"),
    ],
)
def test_a_thing_doing_its_job_again_is_fixed(text: str, topic: str) -> None:
    assert _read(text) == [ResolveEpisode(topic)]


@pytest.mark.parametrize("text", ["Maya's taking calls again", "my mum is making cakes again", "hurry up"])
def test_a_person_doing_things_again_fixes_nothing(text: str) -> None:
    assert not [i for i in _read(text) if isinstance(i, ResolveEpisode)]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Hamish has his drill again", "gave Hamish his drill back"),
        ("Mira's got her ladder back", "gave Mira her ladder back"),
        ("Mira has got her ladder back", "gave Mira her ladder back"),
    ],
)
def test_an_owner_with_their_thing_again_is_a_return_done(text: str, action: str) -> None:
    assert _read(text) == [CompleteCommitment(action, past_tense=True)]


@pytest.mark.parametrize("text", ["Ana has her hands full again", "Kofi's got his mojo back", "Tom has his moments"])
def test_what_someone_has_again_of_themselves_is_no_return(text: str) -> None:
    assert not [i for i in _read(text) if isinstance(i, CompleteCommitment)]


@pytest.mark.parametrize(
    "text",
    [
        "the bakery's out of baguettes again, tragic 🥖",
        "the fireworks are down by the river, off to watch 🎆",
        "totally crashed after the work party, sleeping till noon",
        "the ice on the river is all broken up near the bridge, pretty view",
        "Nalisa's on a cleaning streak",
    ],
)
def test_chat_the_net_does_not_ask_about(text: str) -> None:
    """A loss mourned in jest, a view admired, a lie-in, a streak, an outing: small talk."""
    assert small_talk(text)


@pytest.mark.parametrize("text", ["the printer's out of toner again", "need to book the venue by fri"])
def test_what_is_no_chat_stays_open_to_the_net(text: str) -> None:
    assert not small_talk(text)


@pytest.mark.parametrize("text", ["forecast's in Layla's inbox", "heat's off in 3A again"])
def test_a_report_or_a_supply_is_no_weather(text: str) -> None:
    """"forecast" and "heat" name a document and a supply too: the net may still ask about them."""
    assert not small_talk(text)
