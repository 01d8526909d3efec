"""Blind40 questions, issues, corrections and lifecycle, session 42 (t2).

Questions typed in shorthand are read as the plain question they stand for: the verb before
its "how much" ("Varun charges how much per hour"), what someone pays ("how much is Gaurav
paying rent"), "the thing for Swati" (what is owed her), the wh-word said last ("Ananya's
landlord who?"), a role without its article ("who is treasurer of …"), a wish asked with
"which" ("which batch Rohan wants for viva"), Hinglish "kya hai" without its "ka", form-filling
shorts of an attribute ("email id", "contact no"), and a tag "or?" closing a question. Open
issues are listed with the place their detail opens with ("AC in the skills lab")."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.issue_places import placed_topic
from memory.understanding import OpenEpisode, Question, extract

AQTOBE = ZoneInfo("Asia/Aqtobe")
NOW = datetime(2028, 2, 8, 20, 10, tzinfo=AQTOBE)  # a Tuesday


def _asked(said: str) -> tuple[str, str | None, str | None] | None:
    found = [i for i in extract(said, now=NOW, tz=AQTOBE) if isinstance(i, Question)]
    if not found:
        return None
    q = found[0]
    return q.kind, q.subject, q.predicate


@pytest.mark.parametrize(
    ("said", "who", "rate"),
    [
        ("Varun charges how much per hour", "Varun", "hourly rate"),
        ("Varun charges how much per hour?", "Varun", "hourly rate"),
        ("how much Lee charges a day?", "Lee", "day rate"),
        ("the plumber charges how much an hour", None, None),
        ("Amina takes how much per session?", "Amina", "session rate"),
        ("how much Tom charges", "Tom", "rate"),
    ],
)
def test_rate_asked_with_the_verb_first(said: str, who: str | None, rate: str | None) -> None:
    asked = _asked(said)
    if who is None:
        assert asked is None or asked[1] != "the plumber charges"
        return
    assert asked == ("fact", who, rate)


@pytest.mark.parametrize(
    "said",
    [
        "how much is Gaurav paying rent",
        "how much rent is Gaurav paying?",
        "how much does Gaurav pay for rent?",
        "how much does Gaurav pay for his rent",
        "how much is Gaurav paying for rent?",
    ],
)
def test_what_someone_pays_is_their_fact(said: str) -> None:
    assert _asked(said) == ("fact", "Gaurav", "rent")


@pytest.mark.parametrize(
    "said",
    [
        "what was the thing for Swati?",
        "what's the thing for Swati",
        "what was that favour for Swati?",
        "what was I doing for Swati",
        "what did I have to do for Swati?",
        "what was I supposed to do for Swati?",
    ],
)
def test_the_thing_for_someone_is_what_is_owed_them(said: str) -> None:
    assert _asked(said) == ("owed", "Swati", None)


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Ananya's landlord who?", ("fact", "Ananya", "landlord")),
        ("Ananya's landlord who", ("fact", "Ananya", "landlord")),
        ("Rohit's manager who?", ("fact", "Rohit", "manager")),
        ("Kemal's address what?", ("fact", "Kemal", "address")),
        ("who is treasurer of the indian students association", ("fact", "indian students association", "treasurer")),
    ],
)
def test_wh_word_last_and_role_without_article(said: str, expected: tuple[str, str, str]) -> None:
    assert _asked(said) == expected


@pytest.mark.parametrize(
    "said",
    [
        "which batch Rohan wants for viva",
        "which batch does Rohan want for viva?",
        "which slot Rohan prefers for viva?",
        "which room does Rohan like?",
    ],
)
def test_which_someone_wants_is_their_preference(said: str) -> None:
    assert _asked(said) == ("fact", "Rohan", "preference")


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Meera blood group kya hai", ("fact", "Meera", "blood group")),
        ("Meera ka blood group kya hai", ("fact", "Meera", "blood group")),
        ("Arjun phone number kya hai", ("fact", "Arjun", "phone")),
        ("Ishaan email id?", ("fact", "Ishaan", "email")),
        ("ishaan email id", ("fact", "ishaan", "email")),
        ("deepika contact no.", ("fact", "deepika", "phone")),
        ("Deepika contact number?", ("fact", "Deepika", "phone")),
        ("rahul ka contact number?", ("fact", "rahul", "phone")),
        ("Rahul ka number", ("fact", "Rahul", "phone")),
    ],
)
def test_hinglish_and_form_shorts_ask_an_attribute(said: str, expected: tuple[str, str, str]) -> None:
    assert _asked(said) == expected


@pytest.mark.parametrize(
    "said",
    [
        "who is secretary of the chess club?",
        "who was captain of the cricket team",
        "who is treasurer of the indian students association?",
        "who is president of the kazakh students union",
    ],
)
def test_role_without_article_is_looked_up(said: str) -> None:
    asked = _asked(said)
    assert asked is not None and asked[0] in ("fact", "lookup")


@pytest.mark.parametrize(
    ("said", "kind"),
    [
        ("anything still broken or?", "open_issues"),
        ("anything still broken or what", "open_issues"),
        ("is the lift still broken or?", "issue"),
        ("is the lift still broken or what?", "issue"),
    ],
)
def test_tag_or_closes_a_question(said: str, kind: str) -> None:
    asked = _asked(said)
    assert asked is not None and asked[0] == kind


@pytest.mark.parametrize(
    "said",
    [
        "kofi mobile",
        "kal kya hai",
        "ye kya hai",
        "Varun charges 3000 per hour",
        "what am i doing for lunch",
        "what was I doing for Christmas?",
    ],
)
def test_statements_and_vague_asks_stay_unread_as_attributes(said: str) -> None:
    asked = _asked(said)
    assert asked is None or asked[0] not in ("fact", "owed")


@pytest.mark.parametrize(
    ("topic", "detail", "shown"),
    [
        ("AC", "in the skills lab", "AC in the skills lab"),
        ("fridge", "in the staff room, smells", "fridge in the staff room"),
        ("printer", "on 2", "printer on 2"),
        ("projector in hall 3", "", "projector in hall 3"),
        ("printer in reception", "in reception", "printer in reception"),
        ("boiler", "making a clanking noise", "boiler"),
    ],
)
def test_open_issue_listed_with_its_place(topic: str, detail: str, shown: str) -> None:
    assert placed_topic(topic, detail) == shown


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("the rec centre closes at 9pm", ("rec centre", "closing time", "9pm", None)),
        ("the mess shuts at 9pm", ("mess", "closing time", "9pm", None)),
        ("the pharmacy opens at 8:30 on weekdays", ("pharmacy", "opening time", "8:30", "weekdays")),
        ("the community hall is open till 11pm", ("community hall", "closing time", "11pm", None)),
        ("our canteen closes at 3pm on saturdays", ("canteen", "closing time", "3pm", "saturdays")),
    ],
)
def test_place_hours_are_its_fact(said: str, kept: tuple[str, str, str, str | None]) -> None:
    found = [(i.subject, i.predicate, i.value, i.scope) for i in extract(said, now=NOW, tz=AQTOBE)]
    assert found == [kept]


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("till when is mess open", ("fact", "mess", "closing time")),
        ("what time does the library close?", ("fact", "library", "closing time")),
        ("when does the gym open", ("fact", "gym", "opening time")),
        ("mess open till when", ("fact", "mess", "closing time")),
        ("what time is the pharmacy open till?", ("fact", "pharmacy", "closing time")),
    ],
)
def test_place_hours_asked(said: str, expected: tuple[str, str, str]) -> None:
    assert _asked(said) == expected


@pytest.mark.parametrize(
    "said",
    ["sorry po my english is broken", "sorry for my bad english", "my english not so good ha", "excuse my spelling"],
)
def test_apology_for_ones_language_keeps_nothing(said: str) -> None:
    assert extract(said, now=NOW, tz=AQTOBE) == []


@pytest.mark.parametrize("said", ["my phone is broken", "the english printer is broken", "sorry, the boiler is broken"])
def test_a_thing_broken_is_still_an_issue(said: str) -> None:
    assert any(isinstance(i, OpenEpisode) for i in extract(said, now=NOW, tz=AQTOBE))


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("the boiler in the red shed is broken", "boiler"),
        ("the pump in the red barn is broken", "pump"),
        ("the fridge in the red house is leaking", "fridge"),
        ("the build is red", "build"),
        ("the build is red again", "build"),
        ("CI is red since monday", "CI"),
    ],
)
def test_red_is_a_state_only_when_said_as_one(said: str, topic: str) -> None:
    found = extract(said, now=NOW, tz=AQTOBE)
    assert [i.topic for i in found if isinstance(i, OpenEpisode)] == [topic], found
    assert all(isinstance(i, OpenEpisode) for i in found), found


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("the water pump at the mess has packed it in", "water pump"),
        ("the generator packed it in", "generator"),
        ("the genset has given up the ghost", "genset"),
        ("the old kettle gave up the ghost", "old kettle"),
        ("crusher i bagarap ya", "crusher"),
        ("the truck i bagarap", "truck"),
        ("brownout again in the staff quarters", "power brownout"),
        ("load shedding again", "power load shedding"),
        ("power cut again at home", "power cut at home"),
    ],
)
def test_trouble_idioms_open_an_issue(said: str, topic: str) -> None:
    found = extract(said, now=NOW, tz=AQTOBE)
    assert [i.topic for i in found] == [topic], found
    assert all(isinstance(i, OpenEpisode) for i in found), found


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("solar inverter showing fault light", "solar inverter fault light"),
        ("the inverter is showing a fault light", "inverter fault light"),
        ("the ute is flashing its oil light", "ute oil light"),
        ("the boiler has its fault light on again", "boiler fault light"),
    ],
)
def test_a_thing_showing_a_warning_light_opens_an_issue(said: str, topic: str) -> None:
    assert [i.topic for i in extract(said, now=NOW, tz=AQTOBE) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize("said", ["the dashboard shows a service light", "my phone is showing a light"])
def test_a_light_that_warns_of_nothing_opens_nothing(said: str) -> None:
    assert not any(isinstance(i, OpenEpisode) for i in extract(said, now=NOW, tz=AQTOBE))


def test_a_bare_hour_a_place_closes_at_is_no_fact() -> None:
    """ "the shop closes at 6" said in passing keeps nothing (tests/memory/understanding/test_todos_s28.py)."""
    found = extract("the shop closes at 6", now=NOW, tz=AQTOBE)
    assert not [i for i in found if getattr(i, "predicate", "") == "closing time"]
