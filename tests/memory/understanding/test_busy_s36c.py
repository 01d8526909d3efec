"""Session 36 (busy users outside the corpora): how people type in Telegram and Slack, read as
they mean it."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    NewCommitment,
    OpenEpisode,
    Question,
    ResolveEpisode,
    StateClaim,
    extract,
)

DUBLIN = ZoneInfo("Europe/Dublin")
LATE_SUNDAY = datetime(2026, 12, 6, 23, 33, tzinfo=DUBLIN)


def _due_day(said: str, now: datetime, tz: ZoneInfo) -> date | None:
    todos = [i for i in extract(said, now=now, tz=tz) if isinstance(i, NewCommitment)]
    assert len(todos) == 1, (said, todos)
    return None if todos[0].due is None else todos[0].due.start.astimezone(tz).date()


@pytest.mark.parametrize(
    ("said", "day"),
    [
        # a day's close said after the day: "before" it is by that day's end, not the day before
        ("need to email dr obrien abt the extension b4 tmrw eod", date(2026, 12, 7)),
        ("email the landlord before tomorrow eod", date(2026, 12, 7)),
        ("send the figures before friday eod", date(2026, 12, 11)),
        ("send the figures b4 fri cob", date(2026, 12, 11)),
        ("send the figures before friday end of day", date(2026, 12, 11)),
        ("send the figures before fri close of business", date(2026, 12, 11)),
        # near-misses: a bare day "before" is still by the day before it, a close alone is by then
        ("send the figures before friday", date(2026, 12, 10)),
        ("send the figures b4 tmrw", date(2026, 12, 6)),
        ("send the figures before the end of the month", date(2026, 12, 31)),
    ],
)
def test_before_a_days_close_is_by_that_day(said: str, day: date) -> None:
    assert _due_day(said, LATE_SUNDAY, DUBLIN) == day


KOLKATA = ZoneInfo("Asia/Kolkata")
TUESDAY_MORNING = datetime(2026, 12, 8, 10, 30, tzinfo=KOLKATA)


@pytest.mark.parametrize(
    ("said", "action", "day"),
    [
        # Indian English "only"/"itself" after a day stresses it: that very day, not part of the to-do
        ("I will call the auditor tomorrow only", "call the auditor", date(2026, 12, 9)),
        ("will call the bank tomorrow itself", "call the bank", date(2026, 12, 9)),
        ("I will send the quotation today only", "send the quotation", date(2026, 12, 8)),
        ("submit the form by monday itself", "submit the form", date(2026, 12, 14)),
        ("I will pay the balance on the 15th only", "pay the balance", date(2026, 12, 15)),
    ],
)
def test_only_or_itself_after_a_day_stresses_it(said: str, action: str, day: date) -> None:
    todos = [i for i in extract(said, now=TUESDAY_MORNING, tz=KOLKATA) if isinstance(i, NewCommitment)]
    assert [(t.action, t.due and t.due.start.astimezone(KOLKATA).date()) for t in todos] == [(action, day)]


@pytest.mark.parametrize(
    "said",
    [
        # near-misses: "only" that is not after a day stays where it is
        "call the plumber, only he can fix it",
        "order only the red dupattas tomorrow",
    ],
)
def test_only_elsewhere_is_kept(said: str) -> None:
    todos = [i for i in extract(said, now=TUESDAY_MORNING, tz=KOLKATA) if isinstance(i, NewCommitment)]
    assert all("only" not in t.action or "only" in said.split(",")[0] for t in todos)
    assert any("only" in t.action for t in todos) == ("order only" in said)


@pytest.mark.parametrize(
    ("said", "plain"),
    [
        # Indian English "what all …" asks for the whole list: the question "what …" asks
        ("what all is pending", "what is pending"),
        ("what all is due this week", "what is due this week"),
        ("what all do i have tmrw", "what do i have tmrw"),
        ("what all is left for friday", "what is left for friday"),
    ],
)
def test_what_all_asks_as_what_does(said: str, plain: str) -> None:
    def kinds(text: str) -> list[tuple[str, str | None]]:
        return [(type(i).__name__, getattr(i, "kind", None)) for i in extract(text, now=TUESDAY_MORNING, tz=KOLKATA)]

    assert kinds(said) == kinds(plain)
    assert kinds(said)[0][1] != "recall", said


LAGOS = ZoneInfo("Africa/Lagos")
DENVER = ZoneInfo("America/Denver")
THURSDAY = datetime(2026, 12, 10, 8, 20, tzinfo=LAGOS)


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        # "refused to start" (Nigerian and Indian English) is a thing that won't start
        ("the generator has refused to start since morning", "generator"),
        ("the generator refused to start", "generator"),
        ("my car refused to start this morning", "car"),
        ("the laptop refuses to boot", "laptop"),
        ("the gate has refused to open again", "gate"),
    ],
)
def test_a_thing_that_refused_to_work_is_an_issue(said: str, topic: str) -> None:
    opened = [i.topic for i in extract(said, now=THURSDAY, tz=LAGOS) if isinstance(i, OpenEpisode)]
    assert opened == [topic]


@pytest.mark.parametrize(
    "said",
    [
        # near-misses: a person who refused is no breakdown
        "he refused to work overtime",
        "kemi refused to sign the contract",
        "the landlord refused to fix the boiler",
    ],
)
def test_a_person_refusing_is_no_issue(said: str) -> None:
    assert not [i for i in extract(said, now=THURSDAY, tz=LAGOS) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        # the one who fixed it may be a trade of two words, the thing known by its number
        ("oven guy fixed oven 2", "oven 2"),
        ("the oven guy fixed oven 2", "oven 2"),
        ("the tech fixed fridge 3", "fridge 3"),
        ("the aircon guy fixed the aircon", "aircon"),
        ("the IT team fixed the vpn", "vpn"),
    ],
)
def test_a_trade_fixed_a_numbered_thing(said: str, topic: str) -> None:
    now = datetime(2026, 12, 11, 13, 56, tzinfo=DENVER)
    assert [i.topic for i in extract(said, now=now, tz=DENVER) if isinstance(i, ResolveEpisode)] == [topic]


@pytest.mark.parametrize(
    "said",
    ["he never fixed the boiler", "the landlord still hasnt fixed the boiler", "maybe the guy fixed it"],
)
def test_a_fix_not_made_resolves_nothing(said: str) -> None:
    now = datetime(2026, 12, 11, 13, 56, tzinfo=DENVER)
    assert not [i for i in extract(said, now=now, tz=DENVER) if isinstance(i, ResolveEpisode)]


@pytest.mark.parametrize(
    ("said", "action", "day"),
    [
        # a number after a machine labels it, never a clock hour
        ("need to fix oven 2 by fri", "fix oven 2", date(2026, 12, 11)),
        ("fix oven 2 on fri", "fix oven 2", date(2026, 12, 11)),
        ("service generator 2 tmrw", "service generator 2", date(2026, 12, 10)),
        ("replace till 3 screen on monday", "replace till 3 screen", date(2026, 12, 14)),
    ],
)
def test_a_numbered_machine_is_no_clock_time(said: str, action: str, day: date) -> None:
    now = datetime(2026, 12, 9, 10, tzinfo=DENVER)
    todos = [i for i in extract(said, now=now, tz=DENVER) if isinstance(i, NewCommitment)]
    assert [(t.action, t.due and t.due.start.astimezone(DENVER).date()) for t in todos] == [(action, day)]
    assert todos[0].due is not None and todos[0].due.precision.value == "day"


def test_a_bare_hour_before_a_day_is_still_a_time() -> None:
    now = datetime(2026, 12, 9, 10, tzinfo=DENVER)
    todos = [i for i in extract("call him at 2 tmrw", now=now, tz=DENVER) if isinstance(i, NewCommitment)]
    assert todos[0].due is not None and todos[0].due.start.astimezone(DENVER).hour == 14


def _opened(intents: list) -> list[str]:
    """The issues a reading opens, also as the fallback of a thing said to be out."""
    out = [i.topic for i in intents if isinstance(i, OpenEpisode)]
    return out + [i.otherwise.topic for i in intents if isinstance(getattr(i, "otherwise", None), OpenEpisode)]


@pytest.mark.parametrize(
    "said",
    ["exam timetable out", "new rota is out", "exam results are out", "the fixtures list is out"],
)
def test_a_published_thing_out_is_no_outage(said: str) -> None:
    assert _opened(extract(said, now=TUESDAY_MORNING, tz=DUBLIN)) == []


@pytest.mark.parametrize(("said", "topic"), [("the power is out", "power"), ("wifi out again", "wifi")])
def test_a_supply_out_is_still_an_outage(said: str, topic: str) -> None:
    assert _opened(extract(said, now=TUESDAY_MORNING, tz=DUBLIN)) == [topic]


@pytest.mark.parametrize(
    "said",
    ["passport will be back in 2 weeks", "laptop should be back monday", "car will be back in 3 days"],
)
def test_a_thing_back_is_no_one_back_at_work(said: str) -> None:
    now = datetime(2026, 12, 8, 21, 49, tzinfo=LAGOS)
    assert not [i for i in extract(said, now=now, tz=LAGOS) if isinstance(i, StateClaim) and i.predicate == "status"]


@pytest.mark.parametrize(
    ("said", "who"), [("lena will be back in 2 weeks", "lena"), ("Lena is back on the 11th", "Lena")]
)
def test_a_person_back_still_is(said: str, who: str) -> None:
    now = datetime(2026, 12, 8, 21, 49, tzinfo=LAGOS)
    claims = [i for i in extract(said, now=now, tz=LAGOS) if isinstance(i, StateClaim)]
    assert [(c.subject, c.value) for c in claims] == [(who, "back at work")]


@pytest.mark.parametrize(
    "said", ["screened the cvs, 1 looks good - shortlist farah", "2 look promising", "1 is down", "one looks fine"]
)
def test_a_count_alone_is_no_issue(said: str) -> None:
    now = datetime(2026, 12, 9, 16, 10, tzinfo=DUBLIN)
    assert not [i for i in extract(said, now=now, tz=DUBLIN) if isinstance(i, (OpenEpisode, ResolveEpisode))]


@pytest.mark.parametrize(("said", "topic"), [("oven 2 fixed", "oven 2"), ("both fixed now", "both")])
def test_a_numbered_thing_or_both_still_resolve(said: str, topic: str) -> None:
    now = datetime(2026, 12, 9, 16, 10, tzinfo=DUBLIN)
    assert [i.topic for i in extract(said, now=now, tz=DUBLIN) if isinstance(i, ResolveEpisode)] == [topic]


@pytest.mark.parametrize(
    ("said", "action", "day"),
    [
        # the deadline said after a comma in its other names: "the deadline is", "last date is", "due date is"
        ("need to file the GST return, last date is 20th", "file the GST return", date(2026, 12, 20)),
        ("need to file the GST return, the deadline is the 20th", "file the GST return", date(2026, 12, 20)),
        ("file GST return, due date is 20th", "file GST return", date(2026, 12, 20)),
        ("need to pay the deposit, due date is the 9th", "pay the deposit", date(2026, 12, 9)),
        ("apply for the visa, cutoff is friday", "apply for the visa", date(2026, 12, 11)),
        # "do the needful for X" (Indian English): tests/memory/understanding/test_s39_t1_reader.py (session 39)
    ],
)
def test_a_deadline_said_after_by_its_other_names(said: str, action: str, day: date) -> None:
    todos = [i for i in extract(said, now=TUESDAY_MORNING, tz=KOLKATA) if isinstance(i, NewCommitment)]
    assert [(t.action, t.due and t.due.start.astimezone(KOLKATA).date()) for t in todos] == [(action, day)]


def test_a_last_date_that_was_is_no_deadline() -> None:
    todos = extract("book the restaurant, last date was great", now=TUESDAY_MORNING, tz=KOLKATA)
    assert [(t.action, t.due) for t in todos if isinstance(t, NewCommitment)] == [("book the restaurant", None)]


MORNING_DENVER = datetime(2026, 12, 8, 7, 10, tzinfo=DENVER)


@pytest.mark.parametrize(
    ("said", "action", "day"),
    [
        # an elderly parent's care is in the diary of whoever looks after them
        ("mom has cardiology appt thurs at 2:15 at st joseph's", "mom's cardiology appt at st joseph's", 10),
        ("mom has a cardiology appt thurs at 2:15", "mom's cardiology appt", 10),
        ("dad's got physio on friday at 10", "dad's physio", 11),
        ("nan has her eye test monday 11am", "nan's eye test", 14),
        ("my mother has the dentist at 3 tmrw", "mother's dentist", 9),
    ],
)
def test_a_parents_appointment_is_in_the_diary(said: str, action: str, day: int) -> None:
    todos = [i for i in extract(said, now=MORNING_DENVER, tz=DENVER) if isinstance(i, NewCommitment)]
    assert [(t.action, t.due and t.due.start.astimezone(DENVER).day) for t in todos] == [(action, day)]


@pytest.mark.parametrize("said", ["mum has book club at 7 tmrw", "mom has a cold", "dad has a new car"])
def test_a_parents_own_evening_or_news_is_not(said: str) -> None:
    assert not [i for i in extract(said, now=MORNING_DENVER, tz=DENVER) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("said", "thing"),
    [
        ("when's mom's cardiology", "mom's cardiology"),
        ("when is mom's cardiology appt", "mom's cardiology appt"),
        ("when's dad's physio", "dad's physio"),
    ],
)
def test_when_is_a_parents_appointment(said: str, thing: str) -> None:
    asked = extract(said, now=MORNING_DENVER, tz=DENVER)
    assert [(q.kind, q.subject) for q in asked if isinstance(q, Question)] == [("when_due", thing)]


def test_a_parents_birthday_is_still_a_fact_question() -> None:
    asked = extract("when's mum's birthday", now=MORNING_DENVER, tz=DENVER)
    assert [(q.kind, q.predicate) for q in asked if isinstance(q, Question)] == [("fact", "birthday")]


PERTH = ZoneInfo("Australia/Perth")
MONDAY_PERTH = datetime(2026, 12, 7, 13, 45, tzinfo=PERTH)


@pytest.mark.parametrize(
    ("said", "action", "day"),
    [
        # the user's own visit promised: a visit, the place after it its object
        ("mrs henley rang, hot water system leaking again, said i'd come round tmrw arvo", "visit", 8),
        ("said i'd come round tmrw arvo", "visit", 8),
        ("told Sam I'd come round tmrw", "visit Sam", 8),  # a visit to whom it was promised
        ("i'll pop over to mum's sat", "visit mum's", 12),
        ("i'll drop by tmrw", "visit", 8),
    ],
)
def test_my_promised_visit_is_a_todo(said: str, action: str, day: int) -> None:
    todos = [i for i in extract(said, now=MONDAY_PERTH, tz=PERTH) if isinstance(i, NewCommitment)]
    assert [(t.action, t.due and t.due.start.astimezone(PERTH).day) for t in todos] == [(action, day)]


@pytest.mark.parametrize("said", ["come round tmrw arvo", "he said he'd come round tmrw", "you should come over sat"])
def test_someone_elses_visit_is_no_todo_of_mine(said: str) -> None:
    assert not [i for i in extract(said, now=MONDAY_PERTH, tz=PERTH) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize("said", ["no wait she said wed not tmrw", "no wait, wed not tmrw", "wed not tmrw"])
def test_wed_in_place_of_another_day_is_wednesday(said: str) -> None:
    found = extract(said, now=MONDAY_PERTH, tz=PERTH)
    assert [(type(i).__name__, i.new.start.astimezone(PERTH).day) for i in found] == [("CorrectTime", 9)]


SINGAPORE = ZoneInfo("Asia/Singapore")
FRIDAY_NOON = datetime(2026, 12, 11, 12, 40, tzinfo=SINGAPORE)


@pytest.mark.parametrize(
    ("said", "action"),
    [
        # "later" alone is when, with no day: no owner, no word of the action, no due
        ("later must go collect the parcel from popstation", "collect the parcel from popstation"),
        ("later need to call the bank", "call the bank"),
        ("call the bank later", "call the bank"),
        ("later i need to call the bank", "call the bank"),
        ("later gotta call mum", "call mum"),
    ],
)
def test_later_alone_is_when_not_what(said: str, action: str) -> None:
    todos = [i for i in extract(said, now=FRIDAY_NOON, tz=SINGAPORE) if isinstance(i, NewCommitment)]
    assert [(t.action, t.owner, t.due) for t in todos] == [(action, "me", None)]


def test_later_today_is_still_a_day() -> None:
    found = extract("later today call the bank", now=FRIDAY_NOON, tz=SINGAPORE)
    todos = [i for i in found if isinstance(i, NewCommitment)]
    assert todos and todos[0].due is not None and todos[0].due.start.astimezone(SINGAPORE).day == 11


@pytest.mark.parametrize("said", ["see you later", "talk later"])
def test_a_goodbye_with_later_keeps_nothing(said: str) -> None:
    assert not [i for i in extract(said, now=FRIDAY_NOON, tz=SINGAPORE) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize("said", ["actually a day later", "no wait, 2 days later"])
def test_a_move_by_an_amount_later_keeps_its_later(said: str) -> None:
    found = extract(said, now=FRIDAY_NOON, tz=SINGAPORE)
    assert [type(i).__name__ for i in found] == ["CorrectTime"]
    assert "later" in found[0].new_text


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        # a device at its job again, said with its "is" and "now"/"again"
        ("laptop is charging now, it was the cable", "laptop"),
        ("laptop is charging now", "laptop"),
        ("the pump's running again", "pump"),
        ("the car is starting now", "car"),
    ],
)
def test_a_device_at_its_job_again_is_fixed(said: str, topic: str) -> None:
    found = extract(said, now=THURSDAY, tz=LAGOS)
    assert [i.topic for i in found if isinstance(i, ResolveEpisode)] == [topic]


@pytest.mark.parametrize("said", ["the shop is closing now", "im running now", "he is working now"])
def test_an_hour_or_a_person_at_it_is_no_fix(said: str) -> None:
    assert not [i for i in extract(said, now=THURSDAY, tz=LAGOS) if isinstance(i, ResolveEpisode)]


WEDNESDAY_LAGOS = datetime(2026, 12, 9, 10, 16, tzinfo=LAGOS)


@pytest.mark.parametrize(
    ("said", "action"),
    [
        # a clock window after a day said first is on that day, as a clock time is
        ("tmrw shift 2-8pm", "shift"),
        ("tmrw: shift 2-8pm", "shift"),
        ("tmrw: lecture 8am, shift at the eatery 2-8pm", "shift at the eatery"),
        ("tmrw gym at 7 then shift 2-8pm", "shift"),
        ("2moro i have lecture 8am then shift at the eatery 2-8pm", "shift at the eatery"),
    ],
)
def test_a_clock_window_takes_the_day_said_before(said: str, action: str) -> None:
    todos = {i.action: i for i in extract(said, now=WEDNESDAY_LAGOS, tz=LAGOS) if isinstance(i, NewCommitment)}
    due = todos[action].due
    assert due is not None and due.start.astimezone(LAGOS).day == 10 and due.start.astimezone(LAGOS).hour == 14


def test_a_clock_window_alone_is_today() -> None:
    todos = [i for i in extract("shift 2-8pm", now=WEDNESDAY_LAGOS, tz=LAGOS) if isinstance(i, NewCommitment)]
    assert todos and todos[0].due is not None and todos[0].due.start.astimezone(LAGOS).day == 9


@pytest.mark.parametrize(
    ("said", "action"),
    [
        # Nigerian English "i get <a class or a meeting>" is having it
        ("2moro i get lecture 8am then shift at the eatery 2-8pm", "lecture"),
        ("i get exam on monday 9am", "exam"),
    ],
)
def test_i_get_a_class_is_having_it(said: str, action: str) -> None:
    todos = [i.action for i in extract(said, now=WEDNESDAY_LAGOS, tz=LAGOS) if isinstance(i, NewCommitment)]
    assert todos[0] == action


@pytest.mark.parametrize("said", ["I get paid friday", "i get the keys tmrw"])
def test_i_get_anything_else_is_as_said(said: str) -> None:
    todos = [i.action for i in extract(said, now=WEDNESDAY_LAGOS, tz=LAGOS) if isinstance(i, NewCommitment)]
    assert not any(a.startswith("have") for a in todos)


def test_a_things_must_go_in_is_no_visit() -> None:
    found = extract("by the 19th the permit renewal must go in", now=MONDAY_PERTH, tz=PERTH)
    assert not any("visit" in i.action for i in found if isinstance(i, NewCommitment))


@pytest.mark.parametrize("said", ["footy moved to sun 10am this week only", "swim is at 4 this sunday only"])
def test_this_week_only_stays_a_one_off(said: str) -> None:
    from memory.understanding._sentences import _clean

    assert _clean(said).endswith("only")
