"""Session 50 (t3): dates and facts of blind48. A bench verb ("tune", "glue") opens a to-do after a
day said first; a to-do of its own thing "for them" after a dated circumstance keeps its day; the
church's feasts on a fixed day ("assumption", "immaculate conception", "all saints") are days, the
word-like ones only after a word of when; a titled or long name after a leading start is the
fact's subject; "moved in with X in <place>" says where one lives (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim
from memory.understanding.timex import find_spans
from tests.memory.understanding.reading import Reading

# Sat 29 Mar 2042, the eve of summer time in Luxembourg
LUX = Reading(datetime(2042, 3, 29, 21, 40, tzinfo=ZoneInfo("Europe/Luxembourg")), ZoneInfo("Europe/Luxembourg"))
# Tue 16 Aug 2039, the day after Assumption
SIM = Reading(datetime(2039, 8, 16, 11, 5, tzinfo=ZoneInfo("Europe/Simferopol")), ZoneInfo("Europe/Simferopol"))
DAY = "%Y-%m-%d"


def _todos(read: Reading, text: str) -> list[tuple[str, str | None]]:
    found = read(text)
    return [(i.action, Reading(read.now, read.tz, DAY).when(i)) for i in found if isinstance(i, NewCommitment)]


def _facts(read: Reading, text: str) -> list[tuple[str, str, str, str | None]]:
    found = read(text)
    return [
        (c.subject, c.predicate, c.value, c.effective.start.astimezone(read.tz).strftime(DAY) if c.effective else None)
        for c in found
        if isinstance(c, StateClaim)
    ]


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("the 29th tune the reeds for Claudine's choir", "tune the reeds for Claudine's choir", "2042-04-29"),
        ("the 3rd tune the piano", "tune the piano", "2042-04-03"),
        ("fri glue the veneer", "glue the veneer", "2042-04-04"),
    ],
)
def test_a_bench_verb_after_a_day_said_first(text: str, action: str, due: str) -> None:
    assert _todos(LUX, text) == [(action, due)]


@pytest.mark.parametrize("text", ["the tune the band played was great", "that tune is stuck in my head"])
def test_tune_as_a_noun_is_no_todo(text: str) -> None:
    assert _todos(LUX, text) == []


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("a week on thursday the committee meets, print the quote for them", "print the quote for them", "2042-04-10"),
        ("friday the inspectors come, book a room for them", "book a room for them", "2042-04-04"),
        ("mum and dad arrive sat, make up the beds for them", "make up the beds for them", "2042-04-05"),
    ],
)
def test_a_todo_of_its_own_thing_for_them_keeps_the_day(text: str, action: str, due: str) -> None:
    assert _todos(LUX, text) == [(action, due)]


@pytest.mark.parametrize(
    "text", ["the tickets go on sale friday, need to pay for them", "the kids are back monday, give them the keys"]
)
def test_them_as_the_thing_said_before_stays_undated(text: str) -> None:
    assert all(due is None for _, due in _todos(LUX, text))


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value", "start"),
    [
        ("from all saints Nadège is the French teacher at the lyceum", "Nadège", "role", "French teacher at the lyceum",
         "2039-11-01"),
        ("Ryan becomes chairman of the boat club on immaculate conception", "Ryan", "role", "chairman of the boat club",
         "2039-12-08"),
        ("Maria has been head of sales since assumption", "Maria", "role", "head of sales", "2039-08-15"),
        ("from all saints day Ana is the new treasurer", "Ana", "role", "treasurer", "2039-11-01"),
        ("Ana became treasurer on the feast of the assumption", "Ana", "role", "treasurer", "2039-08-15"),
    ],
)  # fmt: skip
def test_a_church_feast_dates_a_fact(text: str, subject: str, predicate: str, value: str, start: str) -> None:
    assert _facts(SIM, text) == [(subject, predicate, value, start)]


@pytest.mark.parametrize(
    "text", ["my assumption is the van is fine", "the choir at all saints was lovely", "the assumption that it works"]
)
def test_a_feast_said_as_a_word_is_no_date(text: str) -> None:
    assert find_spans(text, now=SIM.now, tz=SIM.tz) == []


@pytest.mark.parametrize(
    ("text", "subject", "start"),
    [
        ("from the 1st Dr Galina Petrovna is our lab manager", "Dr Galina Petrovna", "2039-09-01"),
        ("from monday Dr Galina Petrovna is our lab manager", "Dr Galina Petrovna", "2039-08-22"),
        ("from the 1st Ana Lucía Ortega is our lab manager", "Ana Lucía Ortega", "2039-09-01"),
        ("from the 1st Mr Smith is our lab manager", "Mr Smith", "2039-09-01"),
    ],
)
def test_a_titled_or_long_name_after_a_leading_start(text: str, subject: str, start: str) -> None:
    assert _facts(SIM, text) == [(subject, "role", "lab manager", start)]


def test_a_street_after_a_day_of_the_month_is_still_a_street() -> None:
    assert [c.value for c in SIM("Ana moved to the flat on 5th dr in may") if isinstance(c, StateClaim)] == [
        "flat on 5th dr"
    ]


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("granmanman moved in with my aunt in Victoria last friday", "granmanman", "Victoria"),
        ("Maria moved in with her boyfriend in Leeds", "Maria", "Leeds"),
        ("my sister is moving in with Tom in Cork next month", "my sister", "Cork"),
    ],
)
def test_moved_in_with_someone_somewhere(text: str, subject: str, value: str) -> None:
    assert [(s, p, v) for s, p, v, _ in _facts(SIM, text)] == [(subject, "location", value)]


@pytest.mark.parametrize("text", ["Maria moved in with her boyfriend", "Maria moved in on friday"])
def test_moved_in_with_no_place_names_no_location(text: str) -> None:
    assert not [c for c in SIM(text) if isinstance(c, StateClaim) and c.predicate == "location"]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("tomorrow 10am after mass email Marc the pipes", "email Marc the pipes"),
        ("tomorrow after synagogue call the caterer", "call the caterer"),
    ],
)
def test_after_a_service_is_within_the_day(text: str, action: str) -> None:
    assert [a for a, _ in _todos(LUX, text)] == [action]


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("a week today we start re-leathering the reservoir", "start re-leathering the reservoir", "2042-04-05"),
        ("friday we start painting the hall", "start painting the hall", "2042-04-04"),
    ],
)
def test_a_job_we_start_on_a_day(text: str, action: str, due: str) -> None:
    assert _todos(LUX, text) == [(action, due)]


@pytest.mark.parametrize("text", ["friday we go to the beach", "yesterday we started painting"])
def test_other_plans_of_we_keep_nothing(text: str) -> None:
    assert _todos(LUX, text) == []


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("a fortnight today the residence permit card is ready to collect at the commune",
         "collect the residence permit card at the commune", "2042-04-12"),
        ("friday the passport is ready to collect", "collect the passport", "2042-04-04"),
        ("the suit will be ready to pick up on the 12th", "pick up the suit", "2042-04-12"),
        ("my glasses are ready to collect", "collect my glasses", None),
    ],
)  # fmt: skip
def test_a_thing_ready_to_collect_is_the_errand(text: str, action: str, due: str | None) -> None:
    assert _todos(LUX, text) == [(action, due)]


@pytest.mark.parametrize(
    "text", ["is the cake ready to collect?", "the car won't be ready to collect till friday", "the report is ready"]
)
def test_ready_said_otherwise_is_no_errand(text: str) -> None:
    assert not [a for a, _ in _todos(LUX, text) if a.startswith(("collect", "pick up"))]


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("good friday the church is shut, use it to glue the chest", "glue the chest", "2042-04-04"),
        ("monday the shop is shut, I'll use the day to sort the stockroom", "sort the stockroom", "2042-03-31"),
    ],
)
def test_a_day_put_to_use(text: str, action: str, due: str) -> None:
    assert _todos(LUX, text) == [(action, due)]


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("the 31st the cover on the car runs out, renew it so I do", "renew the cover on the car", "2042-03-31"),
        ("the 12th my sister flies in, book the taxi", "book the taxi", "2042-04-12"),
    ],
)
def test_a_bare_day_of_the_month_before_a_subject(text: str, action: str, due: str) -> None:
    assert (action, due) in _todos(LUX, text)


@pytest.mark.parametrize("text", ["the 3rd floor is being sanded", "the 5th time the printer jammed"])
def test_an_ordinal_naming_a_thing_is_no_day(text: str) -> None:
    assert _todos(LUX, text) == []


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("I'll ring her the morra so I will", "ring her"),
        ("renew the tax disc so I do", "renew the tax disc"),
        ("finish the report so I can", "finish the report"),
    ],
)
def test_an_emphatic_tag_says_nothing_of_its_own(text: str, action: str) -> None:
    assert [a for a, _ in _todos(LUX, text)] == [action]


def test_getting_up_for_an_errand_across_the_spring_change() -> None:
    text = "in 6 hours get up and drive Ciarán to the airport, clocks go forward tonight mind"
    found = [i for i in LUX(text) if isinstance(i, NewCommitment)]
    assert [(i.action, i.due.start.astimezone(LUX.tz).strftime("%d %H:%M") if i.due else None) for i in found] == [
        ("drive Ciarán to the airport", "30 04:40")
    ]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("tmrw wake up early and ring the bank", "ring the bank"),
        ("ring mum sunday, clocks go back that night", "ring mum"),
    ],
)
def test_a_lead_in_or_an_aside_leaves_the_errand(text: str, action: str) -> None:
    assert [a for a, _ in _todos(LUX, text)] == [action]


@pytest.mark.parametrize(
    "text",
    ["clocks spring forward mar 12, gonna be a zombie that whole week", "gonna be dark at 4, clocks go back sunday"],
)
def test_the_clocks_changing_told_alone_keeps_nothing(text: str) -> None:
    assert LUX(text) == []


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Server's now shift lead and his wife Alie is our new bookkeeper",
         [("Server", "role", "shift lead"), ("Alie", "role", "bookkeeper")]),
        ("his wife Alie is our new bookkeeper", [("Alie", "role", "bookkeeper")]),
    ],
)  # fmt: skip
def test_a_person_named_after_whose_kin_they_are_by_a_pronoun(text: str, facts: list[tuple[str, str, str]]) -> None:
    assert [(s, p, v) for s, p, v, _ in _facts(SIM, text)] == facts


@pytest.mark.parametrize("text", ["pick up his son Tama at 3", "call her sister Ana tomorrow"])
def test_an_errand_for_their_kin_keeps_the_kin(text: str) -> None:
    assert [a for a, _ in _todos(SIM, text)] == [text.rsplit(" ", 2 if text.endswith("at 3") else 1)[0]]
