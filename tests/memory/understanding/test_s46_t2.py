"""Blind44 families, session 46 (t2): a move said alone keeps its time ("shifted to sun same time"); a
pronoun's new deadline moves the to-do talked about ("he needs it tmrw now"); "forget that job" and
"<what happened>, forget that job" cancel it; jobs named by their -ing or -ation ("hoof trimming at Los
Pozos tues", "autoclave validation fri"), courses and tea are diary lines, never someone's to-do;
"X is now a week later" shifts from its due; "put off till" and "will have to wait till" move; "no no by
the 30th" is a correction's lead; "before she flies home sunday" is when, no part of the to-do; a time of
day after a comma dates a day-first diary line ("next wednesday the notary signing, 11am"); "buy chicken feed"
is a note, no report; "went off on the bus" is sent."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract
from tests.memory.understanding.played import failures

ZONE = "America/Argentina/Rio_Gallegos"
AT = "2028-05-17T18:30:00-03:00"  # a Wednesday evening
NOW = datetime.fromisoformat(AT).astimezone(ZoneInfo(ZONE))


def _case(before: list[str], say: str, expect: object) -> dict[str, object]:
    return {"before": before, "say": say, "expect": expect}


def _todos(said: str) -> list[NewCommitment]:
    return [i for i in extract(said, now=NOW, tz=ZoneInfo(ZONE)) if isinstance(i, NewCommitment)]


async def test_moves_said_alone_or_of_someone(tmp_path: Path) -> None:
    """A move with only its new day and "same time", and a deadline asked for by "he", move the open to-do."""
    cases = [
        _case(["dinner with the students sat 7pm"], "shifted to sun same time",
              {"moved": [{"action": "dinner with the students", "due": "2028-05-21T19:00"}]}),
        _case(["vet visit fri 10am"], "moved to mon, same time",
              {"moved": [{"action": "vet visit", "due": "2028-05-22T10:00"}]}),
        _case(["send Juan Cruz the drench schedule by friday"], "he needs it tmrw now",
              {"moved": [{"action": "send Juan Cruz the drench schedule", "due": "2028-05-18"}]}),
        _case(["email Ana the budget by friday"], "she wants them by monday instead",
              {"moved": [{"action": "email Ana the budget", "due": "2028-05-22"}]}),
        _case(["send Juan the drench schedule by friday"], "Juan needs it by tmrw now",
              {"moved": [{"action": "send Juan the drench schedule", "due": "2028-05-18"}]}),
    ]
    assert await failures(tmp_path, AT, ZONE, cases) == []


async def test_near_misses_of_their_need_move_nothing_silently(tmp_path: Path) -> None:
    """A need of something else, or with two people's to-dos open, is asked or left, never a silent move."""
    cases = [
        _case(["send Juan the drench schedule by friday"], "he needs the van tmrw now", {"ask": True}),
        _case(["call Ana about the lease", "email Tom the plans by friday"], "he needs it tmrw now", {"ask": True}),
        _case(["buy milk"], "she needs it by friday now", {"ask": True}),
    ]
    got = " ".join(await failures(tmp_path, AT, ZONE, cases))
    assert "moved:" not in got


async def test_a_job_let_go(tmp_path: Path) -> None:
    """ "forget that job" alone or after what happened cancels the to-do talked about."""
    cases = [
        _case(["castrate the calves thurs"], "forget that job", {"cancelled": ["castrate the calves"]}),
        _case(["castrate the Kaufmann calves thurs"], "Kaufmann's sold the calves, forget that job",
              {"cancelled": ["castrate the Kaufmann calves"]}),
        _case(["book the shearers"], "the farm's been sold, scrap that task", {"cancelled": ["book the shearers"]}),
        _case(["paint the shed sat"], "scrap this task", {"cancelled": ["paint the shed"]}),
    ]
    assert await failures(tmp_path, AT, ZONE, cases) == []


async def test_near_misses_of_a_job_let_go(tmp_path: Path) -> None:
    """The message taken back, the user's own doing, or a job talked about cancel nothing."""
    cases = [
        _case(["castrate the calves thurs"], "I messed up, scratch that", "nothing"),
        _case(["castrate the calves thurs"], "the buyer pulled out, scratch that", "nothing"),
        _case(["castrate the calves thurs"], "we sold them, forget it", "nothing"),
        _case(["castrate the calves thurs"], "that job was a nightmare", "nothing"),
    ]
    got = " ".join(await failures(tmp_path, AT, ZONE, cases))
    assert "cancelled:" not in got


@pytest.mark.parametrize(("said", "action", "due"), [
    ("hoof trimming at Los Pozos tues", "hoof trimming at Los Pozos", "2028-05-23"),
    ("TB testing at La Julia fri", "TB testing at La Julia", "2028-05-19"),
    ("pregnancy scanning at Estancia Cerro Negro tmrw 8am", "pregnancy scanning at Estancia Cerro Negro", "2028-05-18"),
    ("autoclave validation fri", "autoclave validation", "2028-05-19"),
    ("piano tuning thurs 2pm", "piano tuning", "2028-05-18"),
    ("staff first aid course sat 9am", "staff first aid course", "2028-05-20"),
    ("tea with the Gaiman cousins on the 3rd", "tea with the Gaiman cousins", "2028-06-03"),
    ("notary signing next wednesday", "notary signing", "2028-05-24"),
])
def test_a_job_named_by_its_doing_is_a_diary_line(said: str, action: str, due: str) -> None:
    """A job named by a thing and its -ing (or -ation), a course or tea, with its day: the user's diary line."""
    todos = _todos(said)
    assert [(t.action, t.owner) for t in todos] == [(action, "me")]
    assert todos[0].due is not None and todos[0].due.last_moment.astimezone(ZoneInfo(ZONE)).date().isoformat() == due


@pytest.mark.parametrize(("said", "owner"), [
    ("Sam is testing the app fri", "Sam"),  # someone doing it to a thing named after it
    ("Dara signing the lease tmrw", "Dara"),
])
def test_someone_doing_the_job_stays_theirs(said: str, owner: str) -> None:
    """The -ing of a named person with an object is still their to-do."""
    assert [t.owner for t in _todos(said)] == [owner]


@pytest.mark.parametrize("said", ["been testing all day", "tea was lovely yesterday", "the green tea is nice"])
def test_near_misses_of_jobs_named_keep_nothing(said: str) -> None:
    """A story, a past day or a drink is no diary line."""
    assert _todos(said) == []


async def test_moved_by_a_week_or_put_off(tmp_path: Path) -> None:
    """ "is now a week later" counts from the due; "put off till", "will have to wait till" move to the day."""
    cases = [
        _case(["tea with the Gaiman cousins on the 3rd"], "tea with the cousins is now a week later",
              {"moved": [{"action": "tea with the Gaiman cousins", "due": "2028-06-10"}]}),
        _case(["dinner with Ana fri 7pm"], "dinner's now two days earlier",
              {"moved": [{"action": "dinner with Ana", "due": "2028-05-17T19:00"}]}),
        _case(["hoof trimming at Los Pozos tues"], "hoof trimming at Los Pozos put off till end of the month",
              {"moved": [{"action": "hoof trimming at Los Pozos", "due": "2028-05-31"}]}),
        _case(["deworm the working dogs tmrw"], "dogs will have to wait till monday",
              {"moved": [{"action": "deworm the working dogs", "due": "2028-05-22"}]}),
    ]
    assert await failures(tmp_path, AT, ZONE, cases) == []


async def test_near_misses_of_moves_by_wording(tmp_path: Path) -> None:
    """Someone waiting, an age, or a past wait move nothing."""
    cases = [
        _case(["deworm the working dogs tmrw"], "I had to wait till monday for the part", "nothing"),
        _case(["dinner with Ana fri 7pm"], "Ruby is now two weeks old", "nothing"),
        _case(["call the bank tmrw"], "my mum always says 'never put off till tomorrow' lol", "nothing"),
    ]
    got = " ".join(await failures(tmp_path, AT, ZONE, cases))
    assert "moved:" not in got
    assert _todos("Sam will wait for us at the station fri")[0].owner == "Sam"  # still Sam's plan


async def test_no_said_twice_leads_a_correction(tmp_path: Path) -> None:
    """ "no no by the 30th" re-dates the to-do just said; "no gym tmrw" still calls the gym off."""
    cases = [
        _case(["buy the gift for Prof K by the 1st"], "no no by the 30th",
              {"moved": [{"action": "buy the gift for Prof K", "due": "2028-05-30"}]}),
        _case(["buy the gift for Prof K by the 1st"], "nope nope the 30th",
              {"moved": [{"action": "buy the gift for Prof K", "due": "2028-05-30"}]}),
        _case(["gym class tmrw"], "no gym tmrw", {"cancelled": ["gym class"]}),
    ]
    assert await failures(tmp_path, AT, ZONE, cases) == []


@pytest.mark.parametrize(("said", "action"), [
    ("Deb has to sign the addendum before she flies home sunday", "sign the addendum"),
    ("need to clean the house before Mum arrives sat", "clean the house"),
    ("need to see Tom before he leaves friday", "see Tom"),
])
def test_someones_leaving_is_when_not_what(said: str, action: str) -> None:
    """ "before <someone> <goes> <day>" dates the to-do and is no part of it."""
    assert [t.action for t in _todos(said)] == [action]


@pytest.mark.parametrize(("said", "action", "at"), [
    ("next wednesday the notary signing for the Huerta condo, 11am", "notary signing for the Huerta condo",
     "2028-05-24T11:00"),
    ("next wednesday the dentist, 11am", "dentist", "2028-05-24T11:00"),
    ("call mum tmrw, 6pm", "call mum", "2028-05-18T18:00"),
])
def test_a_time_after_the_comma_is_the_days(said: str, action: str, at: str) -> None:
    """A time of day alone after a comma sets the time of the day the line is dated to."""
    todos = _todos(said)
    assert [t.action for t in todos] == [action]
    assert todos[0].due is not None
    assert todos[0].due.start.astimezone(ZoneInfo(ZONE)).isoformat(timespec="minutes")[:16] == at


def test_two_times_after_the_comma_stay_asked() -> None:
    """ "tmrw, 6pm or 7pm" names two times: no one of them kept."""
    assert _todos("call mum tmrw, 6pm or 7pm") == []


@pytest.mark.parametrize("said", ["buy chicken feed", "order more sheep feed"])
def test_a_noun_ending_like_a_past_tense_is_still_a_note_to_self(said: str) -> None:
    """ "feed" ends as "-ed" does, but names a thing: the note is kept."""
    assert [t.action for t in _todos(said)] == [said]


@pytest.mark.parametrize("said", ["return flight delayed", "the parcel got delivered"])
def test_near_misses_of_nouns_like_past_tenses_stay_reports(said: str) -> None:
    """A real past participle last is a report, no to-do."""
    assert _todos(said) == []


async def test_sent_off_by_a_carrier(tmp_path: Path) -> None:
    """ "went off on the bus", "… with the courier": sent, so the to-do to send it is done."""
    cases = [
        _case(["post the blood samples to Buenos Aires"], "samples went off on the bus this morning",
              {"completed": ["post the blood samples to Buenos Aires"]}),
        _case(["send the spare parts to Ramiro"], "the parts went off with the courier",
              {"completed": ["send the spare parts to Ramiro"]}),
    ]
    assert await failures(tmp_path, AT, ZONE, cases) == []


async def test_near_misses_of_went_off(tmp_path: Path) -> None:
    """Milk gone off or an alarm going off sends nothing."""
    cases = [
        _case(["buy milk"], "the milk went off", "nothing"),
        _case(["post the blood samples to Buenos Aires"], "the alarm went off on the bus", "nothing"),
    ]
    got = " ".join(await failures(tmp_path, AT, ZONE, cases))
    assert "completed:" not in got
