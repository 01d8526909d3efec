"""Questions typed without a question's grammar: an attribute asked for as a bare noun phrase
("zainab's address pls"), whose a thing is, what is not done yet, and "anything" with a time.
A question stores nothing, and a statement with the same words is never read as one."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Question, StateClaim, extract

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2026, 11, 24, 9, 0, tzinfo=LONDON)  # a Tuesday


def _question(text: str) -> Question:
    found = extract(text, now=NOW, tz=LONDON)
    assert len(found) == 1 and isinstance(found[0], Question), found
    return found[0]


@pytest.mark.parametrize(
    ("text", "subject", "predicate"),
    [
        ("zainab's address pls", "zainab", "address"),
        ("Oluwaseun's addy?", "Oluwaseun", "address"),
        ("siobhan's home address please", "siobhan", "address"),
        ("nguyens address", "nguyen", "address"),
        ("address for Björn pls", "Björn", "address"),
        ("kofi's number?", "kofi", "phone"),
        ("whats kofis cell", "kofi", "phone"),
        ("Mr Okafor's mobile no", "Mr Okafor", "phone"),
        ("phone number for aroha?", "aroha", "phone"),
        ("can you give me Tamsin's new number", "Tamsin", "phone"),
        ("send me ravi's email addy", "ravi", "email"),
        ("email for aiko pls", "aiko", "email"),
        ("remind me of Chidi's e-mail", "Chidi", "email"),
        ("Fatima's role", "Fatima", "role"),
        ("ines's job title?", "ines", "role"),
        ("dmitri's boss?", "dmitri", "manager"),
        ("Sione's line manager pls", "Sione", "manager"),
        ("my address?", "me", "address"),
        ("what's zainab's home address", "zainab", "address"),
    ],
)
def test_an_attribute_asked_for_as_a_noun_phrase(text: str, subject: str, predicate: str) -> None:
    """Number, phone, mobile and cell ask for one stored attribute; addy and home address for
    another; a noun phrase alone, a "pls", a "?" or "give me" makes it a request."""
    q = _question(text)
    assert (q.kind, q.subject, q.predicate) == ("fact", subject, predicate)


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("whose is the corolla", "corolla"),
        ("whose is the blue bike now?", "blue bike"),
        ("whose hilux is it", "hilux"),
        ("who does the allotment belong to", "allotment"),
    ],
)
def test_whose_asks_for_the_owner(text: str, thing: str) -> None:
    q = _question(text)
    assert (q.kind, q.subject, q.predicate) == ("fact", thing, "owner")


@pytest.mark.parametrize(
    "text",
    [
        "what haven't I done yet?",
        "what havent i done",
        "what have I not finished",
        "what didn't we get round to",
        "what's not done yet",
        "what isnt sorted",
        "whats still undone",
        "what am i yet to do",
        "what do I still need to do?",
        "what still needs doing",
        "anything left to do",
        "anything outstanding",
        "what have i got left",
        "which ones haven't I ticked off yet",
    ],
)
def test_what_is_not_done_yet_is_everything_open(text: str) -> None:
    """However "not done yet" is said, the answer is every open to-do (the undated too)."""
    assert _question(text).kind == "open"


@pytest.mark.parametrize(
    ("text", "first", "end"),
    [
        ("anything this week", date(2026, 11, 23), date(2026, 11, 30)),
        ("anything for tomorrow", date(2026, 11, 25), date(2026, 11, 26)),
        ("anything tmrw?", date(2026, 11, 25), date(2026, 11, 26)),
        ("anything planned for next week", date(2026, 11, 30), date(2026, 12, 7)),
        ("anything on thurs", date(2026, 11, 26), date(2026, 11, 27)),
        ("is there anything happening on saturday", date(2026, 11, 28), date(2026, 11, 29)),
    ],
)
def test_anything_with_a_time_asks_what_is_due_then(text: str, first: date, end: date) -> None:
    q = _question(text)
    assert q.kind == "due_week" and q.at is not None
    assert (q.at.start.astimezone(LONDON).date(), q.at.end.astimezone(LONDON).date()) in {
        (first, end),
        (NOW.date(), end),  # "this week" runs from now
    }


def test_anything_for_a_person_is_no_due_question() -> None:
    """ "anything for omar" names no time: not a due question, whatever else it is."""
    assert all(
        not (isinstance(i, Question) and i.kind == "due_week") for i in extract("anything for omar", now=NOW, tz=LONDON)
    )


@pytest.mark.parametrize(
    "text",
    [
        "Zainab's address is 14 Elm St",
        "kofi's new number is 0244 555 111",
        "dmitri's boss is Ingrid now",
        "my address changed to 5 Oak Rd",
        "get Kofi's number",
        "send Zainab's address to the courier",
        "call Kofi's mobile tomorrow",
        "update Priya's phone number",
        "I haven't done the dishes yet",
        "still need to do the tax return",
        "anything else can wait till monday",
        "nothing left to do today, yay",
    ],
)
def test_statements_with_the_same_words_are_no_questions(text: str) -> None:
    found = extract(text, now=NOW, tz=LONDON)
    assert not any(isinstance(i, Question) for i in found), found


def test_a_bare_role_word_without_a_request_stays_a_statement() -> None:
    """ "dmitri's manager" may say Dmitri is the manager; only "?" or "pls" makes it a request."""
    assert not any(isinstance(i, Question) for i in extract("dmitri's manager", now=NOW, tz=LONDON))
    assert _question("dmitri's manager pls").predicate == "manager"


def test_a_list_item_is_no_attribute_question() -> None:
    """Under "to get:", "Kofi's number" is a thing to get, never a question."""
    found = extract("to get:\n- Kofi's number\n- stamps", now=NOW, tz=LONDON)
    assert not any(isinstance(i, Question) for i in found), found


@pytest.mark.parametrize("text", ["Zainab's address is 14 Elm St", "the van is Sipho's now"])
def test_facts_still_read(text: str) -> None:
    found = extract(text, now=NOW, tz=LONDON)
    assert found and all(isinstance(i, StateClaim | NewCommitment) for i in found), found
