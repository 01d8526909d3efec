"""Blind45 dates and multi families, session 47 (t1): a day said first, a thing's happening, then a to-do of
"it" (one to-do on that day, relative hours counted in elapsed time across a DST change); an occasion after a
leading ordinal weekday; northern English "I've to", "toneet", "while <day>" (by), "an' all"; Ghanaian "chale",
"ei", "paa"; an email's value; a trouble of "it" after a fact of one thing; a site's numbered part ("panel 4
thurs"); "her" said a sentence after the name; and "take A and B to <place>". Each with near-misses."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from memory.understanding import NewCommitment, OpenEpisode, StateClaim, extract
from tests.memory.understanding.played import failures

HEBRON = "Asia/Hebron"
AT_HEBRON = "2031-03-27T19:40:00+02:00"  # the clocks spring forward at 02:00 on Sat 29 Mar
NOVOKUZNETSK = ZoneInfo("Asia/Novokuznetsk")
NOW_NK = datetime(2033, 4, 20, 18, 25, tzinfo=NOVOKUZNETSK)
AT_NK = "2033-04-20T18:25:00+07:00"
LONDON = "Europe/London"
AT_LONDON = "2030-10-24T09:00:00+01:00"  # the clocks go back at 02:00 on Sun 27 Oct


def _case(before: list[str], say: str, expect: object) -> dict[str, object]:
    return {"before": before, "say": say, "expect": expect}


def _todo(action: str | list[str], due: str | None = None, **more: str) -> dict[str, object]:
    return {"commitments": [{"action": action, "due": due, **more}]}


def _read(said: str) -> list[object]:
    return extract(said, now=NOW_NK, tz=NOVOKUZNETSK)


def _actions(said: str) -> list[str]:
    return [i.action for i in _read(said) if isinstance(i, NewCommitment)]


async def test_a_day_first_then_a_happening_then_a_todo_of_it(tmp_path: Path) -> None:
    """The to-do's "it" is the thing the head was about, due the head's day (its hour counted in elapsed time
    across the spring-forward night); a person subject hands "it" over; a hired thing is given back itself."""
    cases = [
        _case([], "end of next month my press pass expires, renew it", _todo("renew my press pass", "2031-04-30")),
        _case([], "friday the car insurance expires, need to renew it", _todo("renew the car insurance", "2031-03-28")),
        _case([], "on the 9th the lease on the flat runs out, have to renew it",
              _todo("renew the lease on the flat", "2031-04-09")),
        _case([], "in 60 hours the chlorine delivery lands at the warehouse and I have to sign for it myself",
              _todo("sign for the chlorine delivery", "2031-03-30T08:40")),
        _case([], "in 36 hrs the parts arrive at the depot, I must collect them",
              _todo("collect the parts", "2031-03-29T08:40")),
        _case([], "day after tmrw the jerry cans for the families are ready, I must collect them",
              _todo("collect the jerry cans for the families", "2031-03-29")),
        _case([], "a week today the contractor hands over the pipeline, I have to inspect it",
              _todo("inspect the pipeline", "2031-04-03")),
        _case([], "in 3 wks the rental on the borehole camera ends, arrange to return it",
              _todo(["arrange to return the borehole camera", "return the borehole camera"], "2031-04-17")),
    ]
    assert await failures(tmp_path, AT_HEBRON, HEBRON, cases) == []


async def test_elapsed_hours_across_the_autumn_change(tmp_path: Path) -> None:
    """Hours ahead over the night the clocks go back are elapsed hours: 72 h from Thu 09:00 BST is Sun 08:00 GMT."""
    cases = [
        _case([], "in 72 hours the scaffolding comes down, I have to check it", _todo("check the scaffolding",
                                                                                         "2030-10-27T08:00")),
        _case([], "chale call Maame in 72 hrs", _todo("call Maame", "2030-10-27T08:00")),
    ]
    assert await failures(tmp_path, AT_LONDON, LONDON, cases) == []


def test_a_day_first_near_misses_stay_apart() -> None:
    """A person left for "it", "it" of a plural, and no "it" at all are not read as one to-do of the head."""
    hebron = ZoneInfo(HEBRON)
    now = datetime(2031, 3, 27, 19, 40, tzinfo=hebron)
    for said in ("tomorrow the plumber arrives, I have to let him in", "friday the parts arrive, I have to collect it",
                 "tomorrow the kids are back, need to feed them"):
        actions = [i.action for i in extract(said, now=now, tz=hebron) if isinstance(i, NewCommitment)]
        assert not any(a.startswith(("let the plumber", "collect the parts", "feed the kids")) for a in actions), said


async def test_an_occasion_after_a_leading_day(tmp_path: Path) -> None:
    """ "first tuesday of april the donor visit, prepare …": one to-do for the occasion; "for it" names it."""
    cases = [
        _case([], "first tuesday of april the donor visit, prepare the site tour",
              _todo(["prepare the site tour for the donor visit", "prepare the site tour"], "2031-04-01")),
        _case([], "last friday of april the quarterly budget review, prepare the burn rate sheet for it",
              _todo("prepare the burn rate sheet for the quarterly budget review", "2031-04-25")),
        _case([], "on the 9th the board meeting, prepare the pack",
              _todo(["prepare the pack for the board meeting", "prepare the pack"], "2031-04-09")),
    ]
    assert await failures(tmp_path, AT_HEBRON, HEBRON, cases) == []


async def test_northern_english(tmp_path: Path) -> None:
    """ "I've to" is "I have to", "toneet" tonight, "while <day>" by that day, "an' all" too."""
    cases = [
        _case([], "Ruslan's doing the cable survey on the 27th and I've to check his numbers on the 28th",
              {"commitments": [{"action": "do the cable survey", "due": "2033-04-27", "owner": "Ruslan"},
                               {"action": "check his numbers", "due": "2033-04-28"}]}),
        _case([], "we've to finish the audit by friday", _todo("finish the audit", "2033-04-22")),
        _case([], "ring mam toneet at 9 and I've to message Chloe about her birthday money an' all",
              {"commitments": [{"action": "ring mam", "due": "2033-04-20T21:00"},
                               {"action": "message Chloe about her birthday money"}]}),
        _case(["the hoist brake is faulty"], "hoist brake sorted, I'll write the incident report while tomorra",
              {"commitments": [{"action": "write the incident report", "due": "2033-04-21"}],
               "resolved": ["hoist brake"]}),
        _case([], "I've to check the rota while tuesday", _todo("check the rota", "2033-04-26")),
        _case([], "sort the gas masks while the 25th", _todo("sort the gas masks", "2033-04-25")),
    ]
    assert await failures(tmp_path, AT_NK, "Asia/Novokuznetsk", cases) == []


def test_while_as_during_stays() -> None:
    """ "while" before a clause, a state or a day's thing is "during", never a deadline."""
    assert _actions("I'll read the report while I'm on the train tomorrow") == [
        "read the report while I'm on the train"
    ]
    assert _actions("need to finish the deck while thursday's meeting runs") == [
        "finish the deck while thursday's meeting runs"
    ]
    assert _read("I've to say it was a good night") == []


async def test_ghanaian_tone_words(tmp_path: Path) -> None:
    """A friend hailed before a to-do ("chale", "bro"), "paa" said last, are tone, never the to-do's words."""
    cases = [
        _case([], "chale call Maame in 48 hrs, she is on the road to Kumasi till then",
              _todo("call Maame", "2031-03-29T20:40")),
        _case([], "bro book the taxi tmrw", _todo("book the taxi", "2031-03-28")),
        _case([], "pump test at the Dura well in 36 hrs, remind me to be there paa",
              _todo("pump test at the Dura well", "2031-03-29T08:40")),
        _case([], "mate sent me the file", "nothing"),
    ]
    assert await failures(tmp_path, AT_HEBRON, HEBRON, cases) == []


def test_an_email_is_the_address_alone() -> None:
    """ "… email is x@y.ru for next time": the address."""
    said = "Dr Frolova's email is frolova@kuzbassmed.ru for next time"
    claims = [i for i in _read(said) if isinstance(i, StateClaim)]
    assert [(c.predicate, c.value) for c in claims] == [("email", "frolova@kuzbassmed.ru")]


def test_a_trouble_of_it_after_a_fact_of_one_thing() -> None:
    """ "Ruslan owns the gas monitoring system now, and it's throwing errors": the system's trouble; the
    weather ("it's raining") and a fact of a person leave "it" alone."""
    for said in ("Ruslan owns the gas monitoring system now, and it's throwing errors again",
                 "Ruslan owns the gas monitoring system now, it's throwing errors again"):
        assert [i.topic for i in _read(said) if isinstance(i, OpenEpisode)] == ["gas monitoring system"], said
    assert not [i for i in _read("Ruslan moved to Leeds, and it's raining again") if isinstance(i, OpenEpisode)]


def test_a_numbered_part_of_a_site_is_no_hour() -> None:
    """ "in panel 4 thurs", "truck 9 monday": the part's number; "call mum 4 thurs" is still 4 pm."""
    todos = [i for i in _read("check the roof bolts in panel 4 thurs") if isinstance(i, NewCommitment)]
    assert [t.action for t in todos] == ["check the roof bolts in panel 4"]
    assert todos[0].due is not None and todos[0].due.start.astimezone(NOVOKUZNETSK).hour == 0
    mum = [i for i in _read("call mum 4 thurs") if isinstance(i, NewCommitment)]
    assert mum[0].due is not None and mum[0].due.start.astimezone(NOVOKUZNETSK).hour == 16


async def test_her_said_a_sentence_after_the_name(tmp_path: Path) -> None:
    """A to-do for "her" in the sentence after the one naming her, "instead" or not, is for her."""
    cases = [
        _case(["book a table at the Georgian place for Natalya's birthday sat"],
              "Natalya's birthday do is off, she's poorly. I'll send her some flowers tomorra instead",
              {"commitments": [{"action": ["send Natalya some flowers", "send her some flowers"], "due": "2033-04-21",
                                "counterparty": "Natalya"}],
               "cancelled": ["book a table at the Georgian place for Natalya's birthday"]}),
        _case([], "Natalya is poorly. I'll send her some flowers tomorra",
              _todo(["send Natalya some flowers"], "2033-04-21", counterparty="Natalya")),
    ]
    assert await failures(tmp_path, AT_NK, "Asia/Novokuznetsk", cases) == []


def test_two_people_taken_somewhere_are_one_todo() -> None:
    """ "take Adwoa and Yaw to Jericho": one to-do; "Ana to send it" is still Ana's own."""
    assert _actions("take Adwoa and Yaw to Jericho on monday") == ["take Adwoa and Yaw to Jericho"]
    said = "I'll draft the memo and Ana to send it by friday"
    owners = [i.owner for i in _read(said) if isinstance(i, NewCommitment)]
    assert "Ana" in owners


def test_nothing_to_report_is_small_talk() -> None:
    """ "nowt to report, quiet shift for once": nothing new; a trouble or a to-do after it is not small talk."""
    from memory.understanding import small_talk

    for said in ("nowt to report, quiet shift for once", "nothing to report today", "not much to report tbh"):
        assert small_talk(said), said
    for said in ("nothing to report, need to call the lab tmrw", "nowt to report, pump 3 is down again"):
        assert not small_talk(said), said


def test_going_through_a_thing_is_a_todo() -> None:
    """ "next thurs 10am go through the tender docs with Samir": a review to do; "go through with it", "go over
    there" name no thing, and a payment that didn't go through is no to-do."""
    hebron = ZoneInfo(HEBRON)
    now = datetime(2031, 3, 27, 19, 40, tzinfo=hebron)
    todos = [i for i in extract("next thurs 10am go through the tender docs with Samir", now=now, tz=hebron)
             if isinstance(i, NewCommitment)]
    assert [t.action for t in todos] == ["go through the tender docs with Samir"]
    assert todos[0].due is not None
    assert todos[0].due.start.astimezone(hebron) == datetime(2031, 4, 3, 10, 0, tzinfo=hebron)
    for said in ("go through with it tmrw", "go over there tmrw", "payroll didnt go through for the casuals"):
        assert not [i for i in extract(said, now=now, tz=hebron) if isinstance(i, NewCommitment)], said


def test_a_name_that_opens_like_a_cry_stays() -> None:
    """ "Ei Phyu relocated to Mandalay": the whole name."""
    claims = [i for i in _read("Ei Phyu relocated to Mandalay last month") if isinstance(i, StateClaim)]
    assert [c.subject for c in claims] == ["Ei Phyu"]
