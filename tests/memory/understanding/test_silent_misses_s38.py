"""Messages recap stored nothing for and asked nothing about (issue 10, "never a silent miss"):
a rota read out after a colon, work shared out with undated shares, one "i need" for a list of
things and the states they should be in, a day said before "sometime", a report of an open to-do
closed by a laugh, a day that cannot be read, and a thing done named by a vague noun. Each is
now stored where the words are plain, or asked about; the small talk that shares their words is
still not asked about."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memory import understanding
from memory.asks import asked_for_unchanged, never_silent
from memory.model import Commitment, CommitmentStatus, Source
from memory.timefmt import zone
from memory.understanding import CompleteCommitment, NewCommitment, Unclear, extract

TZ = zone("America/Chicago")
NOW = datetime(2027, 3, 4, 8, 10, tzinfo=TZ)  # a Thursday morning
BAKU = zone("Asia/Baku")  # where "11/12" reads either way round
BAKU_NOW = datetime(2030, 11, 9, 11, 40, tzinfo=BAKU)


def _todos(text: str, *, now: datetime = NOW, tz=TZ) -> list[tuple[str, str, str | None]]:
    return [
        (i.action, i.owner, i.due.text if i.due else None)
        for i in extract(text, now=now, tz=tz)
        if isinstance(i, NewCommitment)
    ]


def _open(action: str, created: int) -> Commitment:
    due = datetime(2027, 3, 25, 23, 0, tzinfo=UTC)
    return Commitment(
        id=created, user="u", action=action, owner="me", counterparty=None, original_due=due, due=due,
        status=CommitmentStatus.ACCEPTED, created_at=datetime(2027, 3, 1, created, tzinfo=UTC),
        source=Source(None, "chat", 1.0),
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Burak and i split it: i do the slides by fri, he does the demo video by sun",
         {("do the slides", "me", "fri"), ("do the demo video", "Burak", "sun")}),
        ("Sopho n i are splitting it: i do the slides by thurs, she does the handout by fri",
         {("do the slides", "me", "thurs"), ("do the handout", "Sopho", "fri")}),
        ("Bob and I are splitting it: I'm doing the slides by thurs", {("do the slides", "me", "thurs")}),
        ("heads up from Ana: she will send the deck fri", {("send the deck", "Ana", "fri")}),
        ("the deal: Mo does the pickup fri, i cover the dropoff mon",
         {("do the pickup", "Mo", "fri"), ("cover the dropoff", "me", "mon")}),
    ],
)
def test_a_clause_after_a_colon_is_read_with_its_own_subject(text: str, expected: set) -> None:
    assert set(_todos(text)) == expected


def test_work_shared_out_gives_each_share_dated_or_not() -> None:
    assert set(_todos("Rahim and i split it: he does the slides, i'll write the script by mon")) == {
        ("do the slides", "Rahim", None),
        ("write the script", "me", "mon"),
    }
    assert _todos("Emin does the accounts") == []  # a duty, no share of a job said to be split


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("eom i need the invoices out and the petty cash counted",
         {("invoices out", "me", "eom"), ("have the petty cash counted", "me", "eom")}),
        ("tmrw we need the car washed and the tyres checked",
         {("have the car washed", "me", "tmrw"), ("have the tyres checked", "me", "tmrw")}),
    ],
)
def test_one_need_said_for_a_list_of_states(text: str, expected: set) -> None:
    found = extract(text, now=NOW, tz=TZ)
    assert set(_todos(text)) == expected
    assert not any(isinstance(i, CompleteCommitment) for i in found)  # "the petty cash counted" is no report


@pytest.mark.parametrize(
    "text",
    [
        "mid july sometime i should get the boiler serviced",
        "mid july sometime i need to get the boiler serviced",
        "next week sometime i should call mum",
    ],
)
def test_a_day_then_sometime_is_a_loose_day_asked_about(text: str) -> None:
    found = extract(text, now=NOW, tz=TZ)
    assert len(found) == 1 and isinstance(found[0], Unclear) and found[0].proposal is not None


def test_a_laugh_closing_a_report_of_an_open_todo_is_asked_about() -> None:
    pumpkins = _open("take the pumpkins to the compost", 1)
    for text in ("pumpkins are composted lol", "pumpkins are composted haha 😂"):
        ask = never_silent(text, extract(text, now=NOW, tz=TZ), [pumpkins], [], now=NOW, tz=TZ)
        assert ask is not None and "take the pumpkins to the compost" in ask.question, text
    chat = ("the gas guy is hilarious lol", "lol", "haha the cat sat on the keyboard", "my pumpkins look amazing lol",
            "pumpkins are the worst lol")  # an opinion of the thing, no news of the to-do
    for text in chat:
        assert never_silent(text, extract(text, now=NOW, tz=TZ), [pumpkins], [], now=NOW, tz=TZ) is None, text
    assert understanding.without_laugh("pumpkins are composted lol !!") == "pumpkins are composted"


@pytest.mark.parametrize("text", ["11/12 the plumber comes, gotta be home", "4/3 the electrician comes"])
def test_a_day_that_cannot_be_read_is_asked_about(text: str) -> None:
    ask = never_silent(text, extract(text, now=BAKU_NOW, tz=BAKU), [], [], now=BAKU_NOW, tz=BAKU)
    assert ask is not None and ask.question.startswith("I can't tell whether"), text


@pytest.mark.parametrize("text", ["11/12 was a great day", "12/30 done", "marked 12 out of the 30 essays"])
def test_a_count_or_a_day_told_of_the_past_is_not_asked_about(text: str) -> None:
    assert never_silent(text, extract(text, now=BAKU_NOW, tz=BAKU), [], [], now=BAKU_NOW, tz=BAKU) is None


def test_a_thing_done_named_vaguely_offers_the_latest_todos() -> None:
    vat, mum = _open("file the VAT return", 1), _open("call mum", 2)
    ask = never_silent("the tax thing is done", extract("the tax thing is done", now=NOW, tz=TZ), [vat, mum], [],
                       now=NOW, tz=TZ)
    assert ask is not None and [c.label for c in ask.choices] == ["call mum", "file the VAT return", "Neither"]
    # in a message of several parts the reading may keep only the noun ("tax"): the message names it vaguely
    done = CompleteCommitment("tax", past_tense=True)
    ask = asked_for_unchanged(done, [vat], [], TZ, said="sent both decks 🙌 and the tax thing is done too")
    assert ask is not None and ask.question == "Did that finish “file the VAT return”?"
    assert asked_for_unchanged(done, [vat], [], TZ, said="tax done") is None  # named plainly: no guess


@pytest.mark.parametrize(
    "text",
    ["owed myself this long weekend tbh", "long weekend coming up!!",
     "grandpa Walt says he's done with fishing for good, again, for the 40th time"],
)
def test_words_that_name_no_one_day_are_not_asked_about(text: str) -> None:
    assert never_silent(text, extract(text, now=BAKU_NOW, tz=BAKU), [], [], now=BAKU_NOW, tz=BAKU) is None
