"""Families found by the blind set ``understanding-wild-facts`` (pure ``extract``), each tried
with wordings of its own:

- a body hurt or a heart broken is no issue ("my back is broken", "she broke her hip");
- a thing not named ("its playing up", "the thing is broken", "somethings wrong", "back up
  and running") is "it": the issue just talked about, asked about when none or two fit;
- breakage and repair said the world over ("banjaxed", "snapped", "drops every few minutes",
  "making clicking noises", "reporting again", "working again thank god");
- a weekday after "from"/"starts" is the coming one ("from monday", "starts Friday");
- a birthday is a fact about the person, never a to-do;
- who supplies what ("our feed now comes from X, not Y"): a change, never a correction;
- a figure a thing has, said the short way ("milk price up to KSh 52", "white bread is R18.99");
- a kinship word before a name is read as a title, part of it ("cousin Marguerite moved to Halifax");
- a change told without its new value ("the vet changed his number") is asked about.
"""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CompleteCommitment,
    CorrectValue,
    NewCommitment,
    OpenEpisode,
    Question,
    ResolveEpisode,
    StateClaim,
    Unclear,
    extract,
)

JOBURG = ZoneInfo("Africa/Johannesburg")
NOW = datetime(2027, 7, 28, 17, 50, tzinfo=JOBURG)  # a Wednesday


def _read(text: str, now: datetime = NOW, tz: ZoneInfo = JOBURG) -> list[object]:
    return list(extract(text, now=now, tz=tz))


def _local(spec: object) -> date:
    return spec.start.astimezone(JOBURG).date()  # type: ignore[attr-defined]


# --------------------------------------------------------------------------- bodies, not things


@pytest.mark.parametrize(
    "text",
    [
        "the old man in bay 4 broke his hip",
        "my back is broken after moving the hives lol",
        "my knees are shot from the stairs",
        "Thandi fractured her wrist at netball",
        "my left shoulder is killing me",
        "ugh my neck's been stiff all day",
        "Mandla is heartbroken, his whole harvest failed",
    ],
)
def test_a_body_or_a_heart_is_no_issue(text: str) -> None:
    assert not [i for i in _read(text) if isinstance(i, (OpenEpisode, StateClaim))], _read(text)


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("my back gate is broken", "back gate"),
        ("the printer's back panel is cracked", "printer's back panel"),
        ("gutted, the till died again", "till"),
        ("my phone is broken", "phone"),
        ("the arm on the gate is stuck", "arm"),
    ],
)
def test_things_named_like_body_parts_still_break(text: str, topic: str) -> None:
    assert [i.topic for i in _read(text) if isinstance(i, OpenEpisode)] == [topic]


# --------------------------------------------------------------------------- a thing not named


@pytest.mark.parametrize(
    "text",
    ["its playing up again", "the thing is broken again", "somethings wrong", "something's not right!!", "its broken"],
)
def test_a_breakage_of_no_named_thing_is_it(text: str) -> None:
    assert [i.topic for i in _read(text) if isinstance(i, OpenEpisode)] == ["it"]


@pytest.mark.parametrize(
    "text",
    ["back up and running", "all up and running again 🙌", "working again", "back online now", "its all back online"],
)
def test_a_fix_of_no_named_thing_is_it(text: str) -> None:
    assert _read(text) == [ResolveEpisode("it")]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("something's up with the till", "till"),
        ("theres something wrong with the ute again", "ute"),
        ("something is off with my emails", "emails"),
        ("somethings up w/ the card machine", "card machine"),
        ("Something's wrong with the scale hive", "scale hive"),
    ],
)
def test_something_wrong_with_a_thing_opens_it(text: str, topic: str) -> None:
    assert _read(text) == [OpenEpisode(topic, "")]


# --------------------------------------------------------------------------- words of breakage and repair


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the fog machine is banjaxed", "fog machine"),
        ("the ute's cactus", "ute"),
        ("the gate hinge snapped this morning", "gate hinge"),
        ("wifi in the shed drops every few minutes", "wifi"),
        ("the extractor is making grinding noises", "extractor"),
        ("my scanner isn't detecting the slides", "scanner"),
        ("the geyser packed in", "geyser"),
        ("the borehole pump is faulty", "borehole pump"),
    ],
)
def test_breakage_said_the_world_over(text: str, topic: str) -> None:
    assert [i.topic for i in _read(text) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize(
    "text", ["Sizwe snapped at me", "my patience snapped", "the price drops on monday", "the kids are making noise"]
)
def test_people_snapping_and_prices_dropping_are_no_issue(text: str) -> None:
    assert not [i for i in _read(text) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("box office laptop working again thank god", "box office laptop"),
        ("hive sensor reporting again", "hive sensor"),
        ("the scale is weighing again", "scale"),
        ("till printer printing again phew", "till printer"),
        ("the dosing pump is pumping again", "dosing pump"),
    ],
)
def test_repair_said_with_relief_or_by_what_the_thing_does(text: str, topic: str) -> None:
    assert _read(text) == [ResolveEpisode(topic)]


def test_a_machine_that_packed_up_is_an_issue_unless_a_to_do_was_packing_it() -> None:
    (read,) = _read("the fridge compressor packed up")
    assert isinstance(read, CompleteCommitment) and read.otherwise == OpenEpisode("fridge compressor", "")
    (boxes,) = _read("kit bags packed up")
    assert isinstance(boxes, CompleteCommitment) and boxes.otherwise is None


# --------------------------------------------------------------------------- weekdays that look ahead


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Lwazi's manager is Naledi from monday", date(2027, 8, 2)),
        ("lwazi reports to naledi from mon", date(2027, 8, 2)),
        ("Zanele is our new cashier starting friday", date(2027, 7, 30)),
        ("Pieter's the new driver, starts Monday", date(2027, 8, 2)),
        ("Aisha begins as head baker on the 1st", date(2027, 8, 1)),
        ("Jabu has been our cleaner since monday", date(2027, 7, 26)),
        ("Pieter's the new driver, started Monday", date(2027, 7, 26)),
    ],
)
def test_a_weekday_after_from_or_starts_is_the_coming_one(text: str, day: date) -> None:
    (claim,) = _read(text)
    assert isinstance(claim, StateClaim) and claim.effective is not None
    assert _local(claim.effective) == day


def test_with_effect_from_dates_the_fact() -> None:
    (claim,) = _read("Venkatesh Iyer joins as plant head w.e.f. 15th August")
    assert (claim.subject, claim.predicate, claim.value) == ("Venkatesh Iyer", "role", "plant head")  # type: ignore[union-attr]
    assert _local(claim.effective) == date(2027, 8, 15)  # type: ignore[union-attr]


# --------------------------------------------------------------------------- birthdays


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("Hemi's birthday is 3 March", "Hemi", "birthday", "3 March"),
        ("Aunt Dolores's birthday is June 3", "Dolores", "birthday", "June 3"),
        ("grandmas bday is the 14th of feb", "grandma", "birthday", "14th of feb"),
        ("Kwame and Efua's anniversary is on 12 May", "Kwame and Efua", "anniversary", "12 May"),
        ("my bday's the 3rd of may", "me", "birthday", "3rd of may"),
        ("Sipho's DOB: 2 Oct", "Sipho", "birthday", "2 Oct"),
    ],
)
def test_a_birthday_is_a_fact_not_a_to_do(text: str, subject: str, predicate: str, value: str) -> None:
    assert _read(text) == [StateClaim(subject, predicate, value)]


def test_a_birthday_present_is_still_a_to_do() -> None:
    assert [type(i) for i in _read("buy Ana a birthday present by 3 August")] == [NewCommitment]


# --------------------------------------------------------------------------- who supplies what


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("our feed now comes from Unga Farm Care, not Kenchic", "feed", "supplier", "Unga Farm Care"),
        ("we get our bread from albany now not sasko", "bread", "supplier", "albany"),
        ("kit supplier is kitlocker now not macron", "kit", "supplier", "kitlocker"),
        ("our jars now come from Arataki, not Pharmapac", "jars", "supplier", "Arataki"),
        ("Bidvest supplies our cleaning stuff now", "cleaning stuff", "supplier", "Bidvest"),
        ("our ISP is Afrihost now", "me", "ISP", "Afrihost"),
        ("the canteen caterer is Spice Route now", "canteen", "caterer", "Spice Route"),
    ],
)
def test_who_supplies_a_thing(text: str, subject: str, predicate: str, value: str) -> None:
    (claim,) = _read(text)
    assert isinstance(claim, StateClaim) and (claim.subject, claim.predicate, claim.value) == (
        subject,
        predicate,
        value,
    )


def test_a_supplier_from_a_date() -> None:
    (claim,) = _read("canteen contractor is Annapurna Caterers from next month")
    assert isinstance(claim, StateClaim) and _local(claim.effective) == date(2027, 8, 1)


@pytest.mark.parametrize(
    "text",
    ["our supplier is going bust", "the courier is late again", "the idea came from Ana", "Ana comes from Ghana"],
)
def test_what_a_supplier_is_like_or_where_someone_is_from_is_no_supply(text: str) -> None:
    assert not [i for i in _read(text) if isinstance(i, StateClaim) and i.predicate in ("supplier", "courier")]


def test_a_supplier_put_right_without_now_is_a_correction() -> None:
    assert not [i for i in _read("the supplier is Makro not Metro") if isinstance(i, StateClaim)]
    assert [type(i) for i in _read("Maya's role is COO, not CTO")] == [CorrectValue]


# --------------------------------------------------------------------------- figures said the short way


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("milk price up to KSh 52 a litre", "milk", "price", "KSh 52 a litre"),
        ("white bread is R18.99", "white bread", "price", "R18.99"),
        ("manuka honey is fetching $38/kg now", "manuka honey", "price", "$38/kg"),
        ("eggs go for R45 a tray", "eggs", "price", "R45 a tray"),
        ("m365 licenses are $22/user/month", "m365 licenses", "price", "$22/user/month"),
        ("property tax on the duplex is $7,420", "duplex", "property tax", "$7,420"),
        ("our IT budget is $38,000 now", "IT", "budget", "$38,000"),
        ("annual subs are now £60", "annual subs", "price", "£60"),
    ],
)
def test_a_figure_a_thing_has(text: str, subject: str, predicate: str, value: str) -> None:
    (claim,) = _read(text)
    assert isinstance(claim, StateClaim) and (claim.subject, claim.predicate, claim.value) == (
        subject,
        predicate,
        value,
    )


@pytest.mark.parametrize("text", ["Maya is 40", "the bus is 12", "Ana is $40 short", "it is $40"])
def test_a_bare_number_or_a_person_has_no_price(text: str) -> None:
    assert not [i for i in _read(text) if isinstance(i, StateClaim) and i.predicate == "price"]


# --------------------------------------------------------------------------- roles and kin


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("cousin Marguerite moved to Halifax", "Marguerite", "location", "Halifax"),
        ("Gogo Thandi moved to Soweto", "Gogo Thandi", "location", "Soweto"),
        ("uncle teodoro moved to mississauga", "teodoro", "location", "mississauga"),
        ("njeri is the new extension officer for our area", "njeri", "role", "extension officer"),
        ("Dana is the new super for our building", "Dana", "role", "super"),
        ("Venkatesh joins as plant head", "Venkatesh", "role", "plant head"),
    ],
)
def test_a_kin_title_leaves_the_name_and_the_users_own_place_stays_out(
    text: str, subject: str, predicate: str, value: str
) -> None:
    (claim,) = _read(text)
    assert isinstance(claim, StateClaim) and (claim.subject, claim.predicate, claim.value) == (
        subject,
        predicate,
        value,
    )


def test_a_named_place_stays_in_the_role_and_kin_without_a_name_is_no_fact() -> None:
    (claim,) = _read("Santiago got made foreman on the Ridgeway job")
    assert isinstance(claim, StateClaim) and claim.value == "foreman on the Ridgeway job"
    assert not [i for i in _read("my cousin said she might move back to Winnipeg") if isinstance(i, StateClaim)]


# --------------------------------------------------------------------------- changes told without the value


@pytest.mark.parametrize(
    "text",
    [
        "the vet changed his number",
        "rahels extension changed",
        "the insurance went up",
        "our rent is going up again",
        "Kofi's email has changed",
        "Ana changed her email",
        "the contractor rate changed",
        "our council tax has changed",
    ],
)
def test_a_change_without_its_new_value_is_asked(text: str) -> None:
    read = _read(text)
    assert len(read) == 1 and isinstance(read[0], Unclear), read


@pytest.mark.parametrize("text", ["prices went up", "the lift went up", "the rent went up to R9 500"])
def test_news_or_a_change_with_its_value_is_not_asked(text: str) -> None:
    assert not [i for i in _read(text) if isinstance(i, Unclear) and "go up to" in i.question]


# --------------------------------------------------------------------------- questions


@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        ("who's stage manager?", "stage manager"),
        ("whos treasurer now?", "treasurer"),
        ("who's club secretary", "club secretary"),
        ("who is groundsman now", "groundsman"),
    ],
)
def test_who_holds_a_job_named_without_the(text: str, phrase: str) -> None:
    (q,) = _read(text)
    assert isinstance(q, Question) and (q.kind, q.subject, q.predicate) == ("lookup", phrase, "value")


@pytest.mark.parametrize(
    ("text", "subject"),
    [("when is dolores bday", "dolore"), ("when's Hemi's birthday", "Hemi"), ("whens my bday", "me")],
)
def test_when_is_a_birthday_asks_the_fact(text: str, subject: str) -> None:
    (q,) = _read(text)
    assert isinstance(q, Question) and (q.kind, q.subject, q.predicate) == ("fact", subject, "birthday")
