"""Session 48, helper t3: blind46's facts, issues, questions and small talk (an occasion named "a <x>
night", Malawi's Kamuzu Day and a Martyrs' Day each country keeps on its own day, a crew's "field
boss", being at a school, a branch "of the bank", …)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim, Unclear
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

TUCUMAN = ZoneInfo("America/Argentina/Tucuman")
BLANTYRE = ZoneInfo("Africa/Blantyre")
read = Reading(datetime(2036, 5, 20, 15, 30, tzinfo=TUCUMAN), TUCUMAN)  # a Tuesday afternoon
read_mw = Reading(datetime(2036, 5, 20, 15, 30, tzinfo=BLANTYRE), BLANTYRE)


def _from(found: list[object], tz: ZoneInfo = TUCUMAN) -> list[tuple[str, str, str, str | None]]:
    """(subject, predicate, value, local day it holds from) of each fact."""
    day = "%Y-%m-%d"
    return [
        (i.subject, i.predicate, i.value, i.effective.start.astimezone(tz).strftime(day) if i.effective else None)
        for i in found
        if isinstance(i, StateClaim)
    ]


# ----------------------------------------------------------------- "a <x> night": an occasion's name


@pytest.mark.parametrize(
    "text",
    [
        "we should do a nsima night for the lab people sometime",
        "we should have a braai night for the team sometime",
        "we should do a tamale night at some point",
    ],
)
def test_a_kind_of_night_in_a_maybe_plan_stores_nothing(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("need to plan a braai night for the lab", "plan a braai night for the lab"),
        ("need to organise an nsima night", "organise an nsima night"),
    ],
)
def test_a_kind_of_night_is_no_due_of_tonight(text: str, action: str) -> None:
    assert read.todos(read(text)) == [(action, None)]


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("call mum friday night", "Fri 23 18:00"),
        ("i'll do the dishes tomorrow night", "Wed 21 18:00"),
        ("gotta call the vet tonight", "Tue 20 18:00"),
    ],
)
def test_a_night_named_by_its_day_is_still_that_night(text: str, due: str) -> None:
    (todo,) = [i for i in read(text) if isinstance(i, NewCommitment)]
    assert read.when(todo) == due


# ----------------------------------------------------------------- holidays and a crew's boss


@pytest.mark.parametrize(
    "text",
    [
        "Chacho has been field boss since kamuzu day",
        "since kamuzu day Chacho has been field boss",
    ],
)
def test_kamuzu_day_is_malawis_wherever_it_is_said(text: str) -> None:
    assert _from(read(text)) == [("Chacho", "role", "field boss", "2036-05-14")]


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("Chacho is field boss now", "field boss"),
        ("Mo's the new site boss", "site boss"),
        ("Ana has been shift boss since monday", "shift boss"),
    ],
)
def test_a_boss_named_by_the_ground_is_a_role(text: str, role: str) -> None:
    assert [(s, p, v) for s, p, v, _ in _from(read(text))] == [(text.split()[0].removesuffix("'s"), "role", role)]


@pytest.mark.parametrize("text", ["she's the boss", "my boss is a nightmare", "the boss of the house says no"])
def test_a_boss_alone_is_no_role(text: str) -> None:
    assert not any(isinstance(i, StateClaim) and i.predicate == "role" for i in read(text))


def test_martyrs_day_where_the_country_keeps_it_is_its_day() -> None:
    assert _from(read_mw("Leandro's been our irrigation tech since martyrs day"), BLANTYRE) == [
        ("Leandro", "role", "irrigation tech", "2036-03-03")
    ]


@pytest.mark.parametrize(
    "text", ["Leandro's been our irrigation tech since martyrs day", "need to pay the rent by martyrs day"]
)
def test_martyrs_day_where_the_country_keeps_none_is_asked(text: str) -> None:
    found = read(text)
    assert len(found) == 1 and isinstance(found[0], Unclear), found


# ----------------------------------------------------------------- a school, a branch


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("since january Thoko has been at the Escuela Belgrano", "Escuela Belgrano"),
        ("Thoko has been at Gosforth Academy since january", "Gosforth Academy"),
        ("since january Thoko has been at St Mary's Primary", "St Mary's Primary"),
    ],
)
def test_being_at_a_school_is_the_school(text: str, value: str) -> None:
    assert _from(read(text)) == [("Thoko", "school", value, "2036-01-01")]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Thoko has been in Zomba since january", ("Thoko", "location", "Zomba")),
        ("Thoko's been at the Hilton since monday", ("Thoko", "location", "Hilton")),
        ("Mere's working at the Kostanay Anglo school", ("Mere", "employer", "Kostanay Anglo school")),
    ],
)
def test_being_elsewhere_or_working_at_a_school_is_as_before(text: str, fact: tuple[str, str, str]) -> None:
    assert [(s, p, v) for s, p, v, _ in _from(read(text))] == [fact]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            "Chikondi moved to the Yerba Buena branch of the bank last friday",
            ("Chikondi", "location", "Yerba Buena branch", "2036-05-16"),
        ),
        ("Kenji moved to the Osaka office of the firm", ("Kenji", "location", "Osaka office", None)),
    ],
)
def test_a_branch_of_the_organisation_is_the_branch(text: str, fact: tuple[str, str, str, str | None]) -> None:
    assert _from(read(text)) == [fact]


@pytest.mark.parametrize("text", ["Lena moved to the back of the queue", "Lena moved to the head of the line"])
def test_a_place_in_a_queue_is_no_location(text: str) -> None:
    assert _from(read(text)) == []


# ----------------------------------------------------------------- issues (blind46: a wind farm, Singlish)

URUMQI = ZoneInfo("Asia/Urumqi")
farm = Reading(datetime(2034, 11, 15, 10, 5, tzinfo=URUMQI), URUMQI)  # a Wednesday morning
FARM_NOW, FARM_TZ = "2034-11-15T10:05:00+06:00", "Asia/Urumqi"


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("yaw drive on turbine 7 got problem, cannot turn into the wind", "yaw drive on turbine 7"),
        ("the printer has a problem", "printer"),
        ("the boiler's got an issue", "boiler"),
        ("the GPS clock on the SCADA has a drift issue", "GPS clock drift issue on the SCADA"),
        ("turbine 30 converter fault, tripped 3 times today", "turbine 30 converter fault"),
        ("inverter fault again", "inverter fault"),
        ("SCADA historian not logging since 2am", "SCADA historian"),
        ("the met mast isn't transmitting", "met mast"),
        ("road to turbine row B is blocked by snow", "road to turbine row B"),
        ("the farm track's flooded again", "farm track"),
    ],
)
def test_a_thing_with_a_problem_a_fault_or_a_way_blocked_opens_it(text: str, topic: str) -> None:
    assert farm.opened(text) == [topic]


@pytest.mark.parametrize(
    "text",
    [
        "my fault",
        "not my fault lol",
        "Sam has an issue with the plan",
        "my son has a problem at school",
        "he's got problems",
        "the client has an issue with the invoice",
        "we have a problem",
        "Sam isn't logging his hours",
        "I'm not logging in today",
        "my cousin says the lift in her HDB block in Tampines spoil again lol",
        "my brother said the boiler at his flat died",
    ],
)
def test_a_person_s_problem_or_someone_else_s_thing_opens_nothing(text: str) -> None:
    assert farm.opened(text) == []


@pytest.mark.parametrize(
    ("text", "topics"),
    [
        ("T2 leak sealed, steady", ["T2"]),
        ("crack in the tank welded", ["crack in the tank"]),
        ("printer fixed already", ["printer"]),
    ],
)
def test_a_leak_sealed_or_a_fix_said_with_already_resolves(text: str, topics: list[str]) -> None:
    assert farm.resolved(text) == topics


@pytest.mark.parametrize("text", ["deal sealed", "the envelope is sealed", "i'm fine already"])
def test_sealed_or_fine_already_of_no_thing_resolves_nothing(text: str) -> None:
    assert farm.resolved(text) == []


def test_a_fix_then_a_new_trouble_with_ok_already_is_both() -> None:
    found = farm("SCADA server ok already but now the HMI screens are frozen")
    assert [type(i).__name__ for i in found] == ["ResolveEpisode", "OpenEpisode"], found


@pytest.mark.parametrize(
    "text",
    [
        "the grid operator curtailed everyone this morning, normal lah in winter",
        "the grid operator curtailed everyone this morning, always busy on fridays",
    ],
)
def test_a_remark_on_how_it_is_after_a_report_is_no_dated_todo(text: str) -> None:
    assert farm(text) == []


@pytest.mark.parametrize(
    ("before", "say", "resolved"),
    [
        ("turbine 9 brake is broken", "T9 brake fixed liao", "turbine 9 brake"),
        ("generator 2 is down", "G2 running again", "generator 2"),
        (
            "road to turbine row B is blocked by snow",
            "row B road cleared, the plough came at 8",
            "road to turbine row B",
        ),
    ],
)
async def test_an_issue_named_by_a_code_or_its_words_resolves(
    tmp_path: Path, before: str, say: str, resolved: str
) -> None:
    case = {"before": [before], "say": say, "expect": {"resolved": [resolved]}}
    assert await failures(tmp_path, FARM_NOW, FARM_TZ, [case]) == []


async def test_a_code_that_fits_two_issues_resolves_neither(tmp_path: Path) -> None:
    case = {
        "before": ["turbine 9 brake is broken", "tower 9 brake is broken"],
        "say": "T9 brake fixed",
        "expect": {"ask": True},
    }
    assert await failures(tmp_path, FARM_NOW, FARM_TZ, [case]) == []


# ----------------------------------------------------------------- questions answered from what is kept

DAMASCUS_NOW, DAMASCUS_TZ = "2033-06-08T11:25:00+03:00", "Asia/Damascus"


@pytest.mark.parametrize(
    ("before", "say", "answer", "excludes"),
    [
        (["Rasha prefers scanned receipts for expenses"], "how does Rasha want the receipts", ["scanned"], []),
        (
            ["the Waqf directorate owns the old wooden door from the east iwan"],
            "who owns the old wooden door from the east iwan",
            ["Waqf"],
            [],
        ),
        (["the council owns the car park"], "who owns the car park", ["council"], []),
        (["Abu Fadi is our stone mason"], "/why Abu Fadi", ["mason"], []),
        (
            ["Samer is Lina's deputy", "Samer's number is +963 933 555 0925"],
            "what's the number of Lina's deputy",
            ["0925"],
            [],
        ),
        (
            ["Samer is Lina's deputy", "Samer's number is +963 933 555 0925"],
            "what's Lina's deputy's number",
            ["0925"],
            [],
        ),
        (
            ["the scaffold company is from Tartus", "the crane company is from Latakia"],
            "where is the scaffold company from",
            ["Tartus"],
            ["Latakia"],
        ),
    ],
)
async def test_questions_answered_from_what_is_kept(
    tmp_path: Path, before: list[str], say: str, answer: list[str], excludes: list[str]
) -> None:
    expect: dict[str, object] = {"answer": answer}
    if excludes:
        expect["answer_excludes"] = excludes
    case = {"before": before, "say": say, "expect": expect}
    assert await failures(tmp_path, DAMASCUS_NOW, DAMASCUS_TZ, [case]) == []


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("the scaffold company is from Tartus", ("scaffold company", "location", "Tartus")),
        ("our caterers are based in Leith", ("caterers", "location", "Leith")),
        ("the church owns the hall now", ("hall", "owner", "church")),
        ("Nisreen's the conservator", ("Nisreen", "role", "conservator")),
    ],
)
def test_a_firm_s_base_a_body_that_owns_and_a_trade_are_facts(text: str, fact: tuple[str, str, str]) -> None:
    assert read.facts(text) == [fact]


@pytest.mark.parametrize(
    "text", ["the new guy is from Leeds", "the company is from the future lol", "the dog owns the sofa lol"]
)
def test_a_person_from_somewhere_or_a_joke_is_no_such_fact(text: str) -> None:
    assert read.facts(text) == []


# ----------------------------------------------------------------- small talk

NUUK_NOW, NUUK_TZ = "2036-06-21T09:00:00+00:00", "America/Danmarkshavn"


@pytest.mark.parametrize(
    "say",
    [
        "next month the sea ice report gets published, big deal for the scientists",
        "next week the census results get published, should be interesting",
        "the internet died for 20 min this morning and came back by itself",
        "paid my share of the beer fund, Jóannes keeps the list",
        "fa'afetai lava for the cake Sina, so good",
        "qujanaq for the coffee Kesi",
        "vinaka for the lift yesterday",
    ],
)
async def test_news_a_blip_a_share_paid_and_thanks_are_small_talk(tmp_path: Path, say: str) -> None:
    assert await failures(tmp_path, NUUK_NOW, NUUK_TZ, [{"say": say, "expect": "nothing"}]) == []


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("need to pay my share of the beer fund by friday", "NewCommitment"),
        ("the tv turns on by itself", "OpenEpisode"),
        ("the wifi keeps dropping out by itself", "OpenEpisode"),
    ],
)
def test_a_share_still_to_pay_or_a_thing_acting_up_by_itself_is_kept(text: str, kind: str) -> None:
    assert [type(i).__name__ for i in read(text)] == [kind]


# ------------------------------------------------ blind44 leftovers: a flat, a leak somewhere, heat off in a room

ALMATY = ZoneInfo("Asia/Almaty")
steppe = Reading(datetime(2031, 7, 8, 10, 0, tzinfo=ALMATY), ALMATY)


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("quad's got a flat and the spare's flat too", "quad flat tyre"),
        ("the car has a flat", "car flat tyre"),
        ("the dinghy's got a slow leak somewhere", "dinghy leak"),
        ("the heat in the bunkroom is off", "heat"),
        ("the water in the kitchen has been off since 6", "water"),
    ],
)
def test_a_flat_a_leak_somewhere_and_a_supply_off_in_a_room_open(text: str, topic: str) -> None:
    assert steppe.opened(text) == [topic]


def test_a_supply_off_on_a_day_is_no_outage() -> None:
    assert steppe.opened("the heating on sunday is off") == []


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("the seed cleaner's owned by the co-op, not us", ("seed cleaner", "owner", "co-op")),
        ("the tractor is owned by the co-op", ("tractor", "owner", "co-op")),
        ("the old barn's owned by the Kaspi Trust", ("old barn", "owner", "Kaspi Trust")),
    ],
)
def test_a_thing_owned_by_a_body(text: str, fact: tuple[str, str, str]) -> None:
    found = steppe(text)
    assert [(i.subject, i.predicate, i.value) for i in found] == [fact], found
