"""Reading questions: the kind, the slots and the window a question names, however it is typed."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Question, extract

NEW_YORK = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 30, 8, 10, tzinfo=NEW_YORK)  # a Monday


def _question(text: str) -> Question:
    found = extract(text, now=NOW, tz=NEW_YORK)
    assert len(found) == 1 and isinstance(found[0], Question), found
    return found[0]


def _local_days(q: Question) -> tuple[date, date]:
    assert q.at is not None
    return q.at.start.astimezone(NEW_YORK).date(), q.at.end.astimezone(NEW_YORK).date()


@pytest.mark.parametrize(
    ("text", "first", "end"),
    [
        ("what do I have on Friday", date(2026, 12, 4), date(2026, 12, 5)),
        ("what's on my plate next week", date(2026, 12, 7), date(2026, 12, 14)),
        ("whats due tmrw", date(2026, 12, 1), date(2026, 12, 2)),
        ("what have I got on friday", date(2026, 12, 4), date(2026, 12, 5)),
        ("what's on for monday?", date(2026, 12, 7), date(2026, 12, 8)),
        ("anything due on the 20th?", date(2026, 12, 20), date(2026, 12, 21)),
        ("what do i need to do by wednesday?", date(2026, 11, 30), date(2026, 12, 3)),
        ("what's coming up in the next few days", date(2026, 11, 30), date(2026, 12, 4)),
        ("what've I got this arvo and the rest of the week", date(2026, 11, 30), date(2026, 12, 7)),
        ("kal kya hai — what's due tomorrow?", date(2026, 12, 1), date(2026, 12, 2)),
    ],
)
def test_due_questions_read_their_window_forward(text: str, first: date, end: date) -> None:
    """A due question's window is read forward ("friday" is the coming one); "by" runs from now."""
    q = _question(text)
    assert q.kind == "due_week"
    assert _local_days(q) == (first, end)


@pytest.mark.parametrize("text", ["what's due", "what's coming up"])  # "what's on my plate": all that is open
def test_due_question_without_window(text: str) -> None:
    """A due question naming no time is the default look ahead (no window)."""
    q = _question(text)
    assert (q.kind, q.at) == ("due_week", None)


@pytest.mark.parametrize("text", ["anything pending?", "what do I have left"])
def test_what_is_left_is_everything_open(text: str) -> None:
    """What is still left or pending is every open to-do, the undated too, not a week's look ahead."""
    assert _question(text).kind == "open"


@pytest.mark.parametrize(
    "text",
    ["anything late", "anything overdue?", "am i behind on anything", "whats overdue", "did I miss any deadlines"],
)
def test_overdue_questions_with_and_without_question_mark(text: str) -> None:
    """Lateness in many words, with or without a question mark, is the overdue question."""
    assert _question(text).kind == "overdue"


@pytest.mark.parametrize(
    ("text", "kind", "subject"),
    [
        ("what do I owe Omar", "owed", "Omar"),
        ("what did I promise maya?", "owed", "maya"),
        ("what do I still owe harriet or rupert", "owed", "harriet, rupert"),
        ("what's Omar waiting on from me", "owed", "Omar"),
        ("anything due for Globex?", "owed", "Globex"),
        ("what is Lukas doing for me", "theirs", "Lukas"),
        ("what's priya supposed to be sending me", "theirs", "priya"),
        ("what does Sam owe me", "theirs", "Sam"),
    ],
)
def test_commitments_by_person(text: str, kind: str, subject: str) -> None:
    """What the user owes someone and what someone does for the user name the person(s)."""
    q = _question(text)
    assert (q.kind, q.subject) == (kind, subject)


def test_owed_keeps_a_window() -> None:
    """"what do I owe Omar this week" is owed to Omar within this week."""
    q = _question("what do I owe Omar this week")
    assert q.kind == "owed" and _local_days(q) == (date(2026, 11, 30), date(2026, 12, 7))


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("when is the deck due", "deck"),
        ("when's the roadmap due now?", "roadmap"),
        ("when do i need to file that claim by", "file that claim"),
        ("when's BAS due again", "BAS"),
    ],
)
def test_when_due_names_the_action(text: str, action: str) -> None:
    """"when is X due" asks the due date of the commitment X names, without filler words."""
    q = _question(text)
    assert (q.kind, q.subject) == ("when_due", action)


@pytest.mark.parametrize(
    ("text", "subject", "predicate"),
    [
        ("where does Lee live now", "Lee", "location"),
        ("where's lee based", "lee", "location"),
        ("wheres rupert these days", "rupert", "location"),
        ("who runs sales now", "sales", "owner"),
        ("who do I talk to about payroll", "payroll", "owner"),
        ("who does Ana report to", "Ana", "manager"),
        ("who's kwame's manager", "kwame", "manager"),
        ("what's Maya's role", "Maya", "role"),
        ("what's tom's title now", "tom", "role"),
        ("what's Aiko's position?", "Aiko", "role"),
        ("what does maya do again?", "maya", "role"),
        ("what team is Sam on", "Sam", "team"),
        ("which team is Lena in?", "Lena", "team"),
        ("what's omar's number", "omar", "phone"),
        ("when did Omar become COO?", "Omar", "role"),
    ],
)
def test_fact_questions_name_subject_and_predicate(text: str, subject: str, predicate: str) -> None:
    """Fact questions in many wordings map to the stored predicate (title -> role, number -> phone)."""
    q = _question(text)
    assert (q.kind, q.subject, q.predicate) == ("fact", subject, predicate)


def test_preference_question_keeps_its_scope() -> None:
    """"how does maya like to be reached for urgent stuff" asks Maya's preference for urgent stuff."""
    q = _question("how does maya like to be reached for urgent stuff?")
    assert (q.kind, q.subject, q.predicate, q.scope) == ("fact", "maya", "preference", "urgent stuff")


@pytest.mark.parametrize(
    ("text", "phrase"), [("what's the wifi password", "wifi password"), ("staging IP?", "staging IP")]
)
def test_lookup_by_phrase(text: str, phrase: str) -> None:
    """A fact named only by a noun phrase is a lookup of that phrase."""
    q = _question(text)
    assert (q.kind, q.subject) == ("lookup", phrase)


def test_who_is_the_value_looks_up_by_value() -> None:
    """"who's the CFO?" looks for the fact whose value is CFO."""
    q = _question("who's the CFO?")
    assert (q.kind, q.subject, q.predicate) == ("lookup", "CFO", "value")


@pytest.mark.parametrize("text", ["what was it before", "and before that?", "before that?", "what was it before that"])
def test_previous_version(text: str) -> None:
    """"what was it before" and "and before that?" ask for the previous version."""
    assert _question(text).kind == "previous"


@pytest.mark.parametrize(
    ("text", "subject", "predicate"),
    [
        ("what was Maya before", "Maya", "role"),
        ("what did Maya do before?", "Maya", "role"),
        ("what was maya previously", "maya", "role"),  # as typed: subjects match case-insensitively
        ("where did Lee live before", "Lee", "location"),
        ("where was Lee before?", "Lee", "location"),
        ("where did Ana work before", "Ana", "employer"),
        ("what was her role before", None, None),  # the fact the conversation is on
        ("what was his title before?", None, None),
    ],
)
def test_the_version_before_of_a_person_said_by_its_verb(text: str, subject: str | None, predicate: str | None) -> None:
    q = _question(text)
    assert (q.kind, q.subject, q.predicate) == ("previous", subject, predicate)


@pytest.mark.parametrize("text", ["what did I do before", "what was the weather like before"])
def test_what_is_no_persons_version_before_is_not_asked_of_one(text: str) -> None:
    q = _question(text)
    assert not (q.kind == "previous" and q.subject)


@pytest.mark.parametrize(
    ("text", "kind", "topic"),
    [
        ("is the wifi still down", "issue", "wifi"),
        ("is the VPN fixed yet?", "issue", "VPN"),
        ("what's broken right now", "open_issues", None),
        ("is anything broken right now?", "open_issues", None),
        ("any open issues?", "open_issues", None),
    ],
)
def test_issue_questions(text: str, kind: str, topic: str | None) -> None:
    """An issue's state, or the open issues, without opening or resolving anything."""
    q = _question(text)
    assert (q.kind, q.subject) == (kind, topic)


@pytest.mark.parametrize("text", ["anyone seen my keys lol", "does anyone actually read the release notes"])
def test_rhetorical_questions_are_not_narrow_kinds(text: str) -> None:
    """A rhetorical question to nobody stores nothing and is no commitment or fact question."""
    found = extract(text, now=NOW, tz=NEW_YORK)
    assert all(isinstance(i, Question) and i.kind == "recall" for i in found)


def test_statements_are_not_read_as_unmarked_questions() -> None:
    """Without a question mark only the narrow question forms apply: statements stay statements."""
    assert not any(isinstance(i, Question) for i in extract("the wifi is down", now=NOW, tz=NEW_YORK))
    assert not any(isinstance(i, Question) for i in extract("I'll send Omar the deck by Friday", now=NOW, tz=NEW_YORK))


def test_late_as_a_date_word_is_not_overdue() -> None:
    """"in late May" is a time, not lateness: the question stays a fact question."""
    q = _question("What was Rafael's role in late May?")
    assert (q.kind, q.subject, q.predicate) == ("fact", "Rafael", "role")


def test_hinglish_fact_question() -> None:
    """"vikram ka role kya hai now" (no question mark) asks Vikram's role."""
    q = _question("vikram ka role kya hai now")
    assert (q.kind, q.subject, q.predicate) == ("fact", "vikram", "role")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("what was ishan's role before COO", "COO"),
        ("what was Ishan's role before he became Head of Ops", "Head of Ops"),
        ("what was aiko's role before the promotion", None),
        ("what was ishan's role before", None),
    ],
)
def test_before_a_value_in_capitals_names_the_version(text: str, value: str | None) -> None:
    (q,) = extract(text, now=NOW, tz=NOW.tzinfo)
    assert isinstance(q, Question) and q.kind == "previous" and q.scope == value


def test_before_an_act_names_no_version() -> None:
    (q,) = extract("what was his role before joining us", now=NOW, tz=NOW.tzinfo)
    assert not (isinstance(q, Question) and q.kind == "previous" and q.scope)


@pytest.mark.parametrize(
    ("text", "subject"),
    [("wheres kemi moving", "kemi"), ("where is Kemi moving to", "Kemi"), ("where's Ana relocating to", "Ana"),
     ("where's Tom headed", "Tom")],
)
def test_where_someone_is_moving_asks_their_place(text: str, subject: str) -> None:
    """The lead's probe: "wheres kemi moving" asked the place of "kemi moving"."""
    q = _question(text)
    assert (q.subject, q.predicate) == (subject, "location")


@pytest.mark.parametrize("text", ["who owes me money", "does anyone owe me money", "what am i owed", "who owes me"])
def test_who_owes_me_asks_others_promises(text: str) -> None:
    """The lead's probe: "who owes me money" quoted old messages."""
    assert _question(text).kind == "theirs"
