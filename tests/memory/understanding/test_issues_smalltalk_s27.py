"""Issues, multi-intent messages and small talk (session 27, helper H3): a job that ran fine
"tonite" is fixed, never a to-do "report job ran clean"; a second preference with its own subject
and verb is that person's, not the user's; a promise told as kept ("… and honestly he delivered")
is praise, nothing to track; a place in the family told as a post ("promoted to grandma status")
is no role; a printer "upstairs" is at a place, so a printer elsewhere is another one."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.service import Memory
from memory.understanding import small_talk
from memory.understanding.intents import NewCommitment, OpenEpisode, ResolveEpisode, StateClaim, Unclear
from tests.driver import chat
from tests.memory.understanding.reading import Reading

TZ = ZoneInfo("Asia/Qatar")
NOW = datetime(2027, 12, 18, 22, 30, tzinfo=TZ)  # a Saturday evening
read = Reading(NOW, TZ)


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("report job ran clean tonite", "report job"),
        ("report job ran fine tonight", "report job"),
        ("backup ran ok this evening", "backup"),
        ("the sync worked fine this time", "sync"),
        ("payroll went through without errors this afternoon", "payroll"),
        ("export job ran clean last nite", "export job"),
    ],
)
def test_a_job_run_fine_said_with_its_time_is_fixed(text: str, topic: str) -> None:
    """A thing run fine, however its time is written, resolves its issue; it is no to-do."""
    found = read(text)
    assert found == [ResolveEpisode(topic)]


@pytest.mark.parametrize(
    ("text", "mine", "theirs", "who"),
    [
        ("i prefer texts for urgent stuff and Kaylee prefers slack for work", ("texts", "urgent stuff"),
         ("slack", "work"), "Kaylee"),
        ("i prefer calls for clients and Omar prefers email for invoices", ("calls", "clients"),
         ("email", "invoices"), "Omar"),
    ],
)
def test_a_second_preference_with_its_own_subject_is_theirs(
    text: str, mine: tuple[str, str], theirs: tuple[str, str], who: str
) -> None:
    """ "… and Kaylee prefers slack for work": Kaylee's preference, never the user's "Kaylee prefers slack"."""
    facts = {(f.subject, f.value, f.scope) for f in read(text) if isinstance(f, StateClaim)}
    assert facts == {("me", *mine), (who, *theirs)}


def test_a_gapped_second_preference_is_still_the_users() -> None:
    """The form the guard must leave alone: one verb, two preferences."""
    facts = {(f.subject, f.value, f.scope) for f in read("i prefer email for invoices and phone for urgent stuff")}
    assert facts == {("me", "email", "invoices"), ("me", "phone", "urgent stuff")}


@pytest.mark.parametrize(
    "text",
    [
        "Tavita promised us the best palusami ever and honestly he delivered",
        "Ana promised a great party and she delivered",
        "Kofi promised us a show and boy did he deliver",
        "the caterer promised amazing food and they came through",
        "Mele promised the best fireworks of the year and he totally delivered lol",
    ],
)
def test_a_promise_told_as_kept_is_nothing_to_track(text: str) -> None:
    """Praise of a promise kept stores no to-do of anyone's."""
    assert read(text) == []


@pytest.mark.parametrize(
    "text",
    ["Tavita promised the slides by friday", "Tavita promised us the slides by fri and he will"],
)
def test_a_promise_still_to_keep_is_theirs(text: str) -> None:
    """The kept-promise rule leaves a promise to come alone."""
    todos = [i for i in read(text) if isinstance(i, NewCommitment)]
    assert [(t.action, t.owner) for t in todos] == [("send the slides", "Tavita")]


@pytest.mark.parametrize(
    "text",
    [
        "Sina got promoted to grandma status this week, baby boy 👶",
        "Tom became a dad last night",
        "Lena got promoted to big sister today",
        "Ioane was promoted to aunty status",
        "Mele is now a proud grandpa",
    ],
)
def test_a_place_in_the_family_is_no_role(text: str) -> None:
    """A birth in the family told as a promotion keeps no role."""
    assert [i for i in read(text) if isinstance(i, StateClaim)] == []


@pytest.mark.parametrize(
    ("text", "who", "role"),
    [
        ("Ana got promoted to team lead this week", "Ana", "team lead"),
        ("Kiri got promoted to head chef", "Kiri", "head chef"),
        ("Mina was made partner", "Mina", "partner"),
    ],
)
def test_a_post_is_still_a_role(text: str, who: str, role: str) -> None:
    """Real posts, "partner" among them, are kept as roles."""
    facts = [(f.subject, f.value) for f in read(text) if isinstance(f, StateClaim) and f.predicate == "role"]
    assert facts == [(who, role)]


START = "2027-12-18T19:30:00+00:00"


@pytest.mark.parametrize(
    ("first", "second", "fix"),
    [
        ("the printer upstairs is broken", "the printer in the lobby is broken", "printer's fixed"),
        ("the printer in the lobby is broken", "the printer upstairs is broken", "printer's fixed"),
        ("the toilet downstairs is leaking", "the toilet in the staff room is leaking", "toilet's fixed"),
    ],
)
async def test_a_thing_upstairs_and_one_elsewhere_are_two_issues(
    memory: Memory, first: str, second: str, fix: str
) -> None:
    """A place said by an adverb ("upstairs") tells one printer from another, so a fix naming
    neither asks which."""
    _, user_id, replies = await chat(memory, START, "Asia/Qatar", [first, second, fix])
    episodes = await memory.store.episodes(user_id)
    assert len(episodes) == 2
    assert "Which issue is resolved?" in " ".join(replies)
    assert all(e.is_open for e in episodes)


async def test_the_place_named_resolves_its_own_issue(memory: Memory) -> None:
    """ "printer upstairs is fixed" resolves the one upstairs, not the lobby's."""
    lines = ["the printer in the lobby is broken", "the printer upstairs is broken", "printer upstairs is fixed"]
    _, user_id, _ = await chat(memory, START, "Asia/Qatar", lines)
    state = {e.topic: e.is_open for e in await memory.store.episodes(user_id)}
    assert state == {"printer": True, "printer upstairs": False}


async def test_the_same_printer_said_again_is_one_issue(memory: Memory) -> None:
    """With no place said the second time, it is news of the one printer."""
    lines = ["the printer upstairs is broken", "the printer is broken again, paper jam"]
    _, user_id, _ = await chat(memory, START, "Asia/Qatar", lines)
    assert len(await memory.store.episodes(user_id)) == 1


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("website checkout is crawling tonite", "website checkout"),
        ("website checkout is down tonite", "website checkout"),
        ("the wifi is slow 2nite", "wifi"),
    ],
)
def test_tonight_as_chat_types_it_leaves_the_issue_read(text: str, topic: str) -> None:
    """ "tonite" is "tonight": the issue is read as it is with the word spelt out."""
    found = read(text)
    assert [i.topic for i in found if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize(
    ("text", "topic", "place"),
    [
        ("POS terminals at the Souq Waqif kiosk won't print receipts", "POS terminals", "Souq Waqif kiosk"),
        ("card readers at the Souq Waqif kiosk won't work", "card readers", "Souq Waqif kiosk"),
        ("the coffee machine at the Grand Central Hotel Lobby is broken", "coffee machine", "Grand Central"),
    ],
)
def test_a_long_place_stays_in_the_detail(text: str, topic: str, place: str) -> None:
    """A place too long for a topic is kept in the issue's detail, never the issue dropped."""
    found = [i for i in read(text) if isinstance(i, OpenEpisode)]
    assert [i.topic for i in found] == [topic]
    assert place in found[0].detail


@pytest.mark.parametrize(("text", "topic"), [("the printer on floor 4 is jammed", "printer on floor 4"),
                                             ("lift in block A is broken", "lift in block A")])
def test_a_short_place_still_names_the_thing(text: str, topic: str) -> None:
    """A short distinct place stays in the topic."""
    assert [i.topic for i in read(text) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the walk-in cooler is warming up", "walk-in cooler"),
        ("the fridge is warming up", "fridge"),
        ("the freezer is getting warmer", "freezer"),
    ],
)
def test_a_thing_kept_cold_warming_up_is_an_issue(text: str, topic: str) -> None:
    """Warming is a fault of a thing kept cold."""
    assert [i.topic for i in read(text) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize(
    "text",
    ["the oven is heating up", "the heater is warming up", "the weather is warming up", "the engine is warming up"],
)
def test_warming_up_of_anything_else_is_no_issue(text: str) -> None:
    """A heater heating, the weather warming: nothing failing."""
    assert read(text) == []


def test_an_issue_with_two_todos_after_it_keeps_all_three() -> None:
    """The corpus message: the cooler's issue, the user's call and Tomasz's move."""
    found = read("the walk-in cooler is warming up, i'll call the repair guy tonite and Tomasz will move the stock "
                 "to the van by 3")
    assert [i.topic for i in found if isinstance(i, OpenEpisode)] == ["walk-in cooler"]
    todos = {(i.action, i.owner) for i in found if isinstance(i, NewCommitment)}
    assert todos == {("call the repair guy", "me"), ("move the stock to the van", "Tomasz")}


@pytest.mark.parametrize(
    "text",
    [
        "sent from my phone, sorry for typos",
        "Sent from my iPhone",
        "sent from my samsung galaxy, excuse the brevity",
        "that song has been on repeat since march, send help",
        "this album is on repeat all week",
        "the kids' playlist has been on loop since xmas lol",
    ],
)
def test_a_signature_or_a_song_on_repeat_is_small_talk(text: str) -> None:
    """Nothing read, and the net takes it for small talk: no question."""
    assert read(text) == []
    assert small_talk(text)


def test_a_thing_sent_from_a_phone_is_no_signature() -> None:
    """ "sent the deck from my phone" is a deed, never a signature."""
    assert not small_talk("sent the deck from my phone")


def test_a_playlist_to_put_on_repeat_is_still_a_todo() -> None:
    """A to-do about a playlist keeps its own reading."""
    todos = [i for i in read("need to put the playlist on repeat for the party tmrw") if isinstance(i, NewCommitment)]
    assert [t.action for t in todos] == ["put the playlist on repeat for the party"]


@pytest.mark.parametrize(
    "text", ["we're out of coconut cream, using milk, don't tell mum", "out of limes, subbed in lemons, don't judge"]
)
def test_a_shortage_made_do_with_offers_no_shopping(text: str) -> None:
    """A substitute and a clause after a shortage are no list of goods."""
    assert not any(isinstance(i, Unclear) and i.proposal is not None and "buy" in i.proposal.action
                   for i in read(text))


@pytest.mark.parametrize(
    ("text", "action"),
    [("out of eggs, milk and bread", "buy eggs, milk, bread"), ("out of icing and stuffing", "buy icing, stuffing")],
)
def test_a_shortage_of_goods_is_still_offered(text: str, action: str) -> None:
    """Goods, "-ing" nouns among them, are still offered as shopping."""
    found = read(text)
    assert [i.proposal.action for i in found if isinstance(i, Unclear) and i.proposal is not None] == [action]
