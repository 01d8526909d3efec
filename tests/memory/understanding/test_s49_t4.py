"""Session 49 (t4): issues, questions and small talk of the blind47 corpus, each rule with other
wordings and the near misses that must read as before."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, OpenEpisode, small_talk
from memory.understanding._scots import scots_as_english
from tests.memory.understanding.reading import Reading, kinds

VOSTOK = ZoneInfo("Antarctica/Vostok")
read = Reading(datetime(2040, 8, 14, 9, 30, tzinfo=VOSTOK), VOSTOK)


# --- weather on its way is nobody's to-do ------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "blizzard coming in tonight, everyone stay inside",
        "storm's rolling in this afternoon, stay safe folks",
        "heatwave on the way next week",
        "big snowstorm due tomorrow, everyone keep warm",
    ],
)
def test_weather_coming_is_news(text: str) -> None:
    assert read(text) == []
    assert small_talk(text)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("storm coming tonight, need to tie down the tarps", "tie down the tarps"),
        ("rain coming later, bring the washing in", "bring the washing in"),
    ],
)
def test_weather_with_a_todo_keeps_the_todo(text: str, action: str) -> None:
    assert [i.action for i in read(text) if isinstance(i, NewCommitment)] == [action]


@pytest.mark.parametrize(
    "text", ["weather forecast feed into the SCADA stopped updating", "the weather station is down again"]
)
def test_a_weather_things_fault_is_no_forecast(text: str) -> None:
    assert kinds(read(text)) == ["OpenEpisode"]


def test_someone_called_storm_coming_to_a_party_is_no_forecast() -> None:
    assert kinds(read("Storm is coming to the party tonight")) == ["NewCommitment"]


# --- another crowd's trouble, passed on ----------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "the Concordia lot say their generator is down, glad hit's no wirs",
        "the Vostok lot said their drill is stuck",
        "the folks over at the depot said their lift is broken, glad it's not ours",
        "the Halley crowd reckon their radio's dead",
        "my sister's car in Lerwick has broken doon again, typical",
    ],
)
def test_another_crowds_trouble_is_news(text: str) -> None:
    assert read(text) == []
    assert small_talk(text)


@pytest.mark.parametrize(
    "text",
    [
        "the Concordia lot say our generator is down",  # ours
        "my sister's car is broken",  # may be the user's to sort
        "the generator is down",
    ],
)
def test_own_trouble_still_opens(text: str) -> None:
    assert kinds(read(text)) == ["OpenEpisode"]


# --- "they" after a group of people --------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Naw-Ruz is coming up for the Iranian guys at the plant, they're bringing sweets",
        "Tet is coming up for the Vietnamese crew, they'll bring spring rolls",
        "Diwali's next week for the Indian lads, they're bringing sweets",
    ],
)
def test_they_after_a_group_is_the_group(text: str) -> None:
    assert read(text) == []


def test_they_after_one_name_is_still_theirs() -> None:
    assert [i.owner for i in read("Sam rang, they'll bring the cake tmrw") if isinstance(i, NewCommitment)] == ["Sam"]


# --- a venue's fault is the reason an outing is off ----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "the hockey game tonight was cancelled, the rink roof is leaking",
        "the gig is off, the venue's sound system died",
    ],
)
def test_venue_fault_after_an_outing_called_off_is_the_reason(text: str) -> None:
    assert "OpenEpisode" not in kinds(read(text))


@pytest.mark.parametrize(
    "text",
    [
        "cancel the print order, the printer is broken",
        "the hockey game was cancelled, and the boiler's broken again",
    ],
)
def test_own_fault_beside_a_change_still_opens(text: str) -> None:
    assert "OpenEpisode" in kinds(read(text))


# --- issues said in Shetland and other ways --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("Iridium phone no getting a signal at all since last night", "Iridium phone"),
        ("the sat phone isn't getting a signal", "sat phone"),
        ("GPS not picking up any satellites", "GPS"),
    ],
)
def test_no_signal_opens(text: str, topic: str) -> None:
    assert read.opened(text) == [topic]


@pytest.mark.parametrize("text", ["I'm not getting a signal", "the kids aren't getting a signal up here lol"])
def test_no_signal_of_people_opens_nothing(text: str) -> None:
    assert read.opened(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("snowcat 2 has a cracked track link, canna drive hit", "snowcat 2 track link"),
        ("the van has a cracked windscreen", "van windscreen"),
        ("the quad's got a bent axle", "quad axle"),
    ],
)
def test_a_damaged_part_opens(text: str, topic: str) -> None:
    assert read.opened(text) == [topic]


@pytest.mark.parametrize("text", ["Tom has a broken arm", "I have a broken heart", "Ana's got a new car"])
def test_a_body_or_a_new_thing_opens_nothing(text: str) -> None:
    assert read.opened(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the satellite dish is iced up an no locking on", "satellite dish"),
        ("core saw blade is chipped an cutting squint", "core saw blade"),
        ("the windscreen is iced up", "windscreen"),
        ("the drill head is jammed and not turning", "drill head"),
        ("problem wi the ventilation fan in the drill trench", "ventilation fan"),
    ],
)
def test_a_stuck_thing_opens(text: str, topic: str) -> None:
    assert read.opened(text) == [topic]


@pytest.mark.parametrize("text", ["the pond is iced up", "the runway is iced up"])
def test_land_and_water_iced_opens_nothing(text: str) -> None:
    assert read.opened(text) == []


@pytest.mark.parametrize(
    ("typed", "english"),
    [
        ("guy wire replaced an tensioned", "guy wire replaced and tensioned"),
        ("fuel line thawed oot, we're good", "fuel line thawed out, we're good"),
        ("emails gaan oot again", "emails going out again"),
        ("an hour ago", "an hour ago"),
        ("send an nda to Ana", "send an nda to Ana"),
        ("an old friend", "an old friend"),
    ],
)
def test_scots_words_and_an_for_and(typed: str, english: str) -> None:
    assert scots_as_english(typed) == english


def test_the_drill_is_read_as_opened_with_its_detail() -> None:
    (found,) = read("the satellite dish is iced up an no locking on")
    assert isinstance(found, OpenEpisode) and "locking" in found.detail


# --- questions -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["where is Bikash dai based", "where is Bikash ji based", "where's Tanaka san based hai"]
)
def test_a_title_after_a_name_is_dropped(text: str) -> None:
    (asked,) = read.asked(text)
    assert asked.kind == "fact" and asked.predicate == "location" and " " not in (asked.subject or " ")


def test_a_verb_after_a_name_is_kept() -> None:
    (asked,) = read.asked("what did Tom ate")
    assert asked.subject != "Tom"


@pytest.mark.parametrize("text", ["who is today's duty nurse", "who's this week's duty manager"])
def test_a_role_asked_for_a_day_is_the_role(text: str) -> None:
    (asked,) = read.asked(text)
    assert asked.subject not in ("today", "this week")


# --- a thing back at its mark --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("core freezer back doon to minus 35, sorted", "core freezer"),
        ("the freezer is back down to -20", "freezer"),
        ("the boiler pressure is back up to 1.5 bar", "boiler pressure"),
        ("dish is cleared an locked on", "dish"),
        ("fuel line thawed oot, we're good", "fuel line"),
    ],
)
def test_a_thing_back_at_its_mark_resolves(text: str, topic: str) -> None:
    assert read.resolved(text) == [topic]


def test_a_person_back_down_to_a_weight_resolves_nothing() -> None:
    assert read.resolved("Tom is back down to 70kg") == []


@pytest.mark.parametrize("text", ["vikram ka role kya hai now", "what do i owe Li Na"])
def test_a_tag_word_that_is_part_of_the_question_stays(text: str) -> None:
    (asked,) = read.asked(text)
    assert asked.subject in ("vikram", "Li")


def test_weather_with_a_clause_after_it_is_no_forecast_alone() -> None:
    from memory.understanding._forecast_told import forecast_told

    assert not forecast_told("rain coming so railing in a fortnight")


def test_family_news_far_off_without_a_fault_is_no_trouble() -> None:
    from memory.understanding._issue_guards import others_trouble

    assert not others_trouble("my cousin's flight landed at Roberts, all good")
