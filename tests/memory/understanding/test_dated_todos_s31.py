"""Tests for to-dos, dates and their lifecycle that recap misread in blind29 (session 31): "next
sun repot the lemon tree" is a to-do due next Sunday (recap asked what it was: a verb its lexicon
lacks was read only when said before its day); "2/4 - Aleksa's birthday, gotta buy her a present"
is a present for Aleksa (recap kept "buy her a present for Aleksa's birthday"); "4/5 i'm hosting the
book club, need to prep the snacks" asks which day 4/5 is (recap dropped the plan and kept the
snacks undated); "frdy cob" is Friday's close of business, and "need the school forms signed by
20/5" a to-do (recap read a thing "need the school forms" signed); "tmrw 7:30 call the plumber" is
7:30 in the morning (recap asked which half of the day: a tradesperson is called in working hours);
"the 8th or 9th i'll visit grandpa" asks which day (recap kept nothing and said nothing)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Unclear
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Europe/Belgrade")
READ = Reading(datetime(2033, 3, 24, 9, 15, tzinfo=ZONE), ZONE, fmt="%a %d %b")  # a Thursday


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("next sun repot the lemon tree", ("repot the lemon tree", "Sun 03 Apr")),
        ("saturday re-pot the basil", ("re-pot the basil", "Sat 26 Mar")),
        ("tmrw descale the kettle", ("descale the kettle", "Fri 25 Mar")),
        ("tmrw grout the bathroom", ("grout the bathroom", "Fri 25 Mar")),
        ("next sat transplant the tomatoes", ("transplant the tomatoes", "Sat 02 Apr")),
        ("fri unblock the sink", ("unblock the sink", "Fri 25 Mar")),
        ("this sunday deadhead the roses", ("deadhead the roses", "Sun 27 Mar")),
    ],
)
def test_a_verb_the_lexicon_lacks_after_its_day_is_a_todo(text: str, todo: tuple[str, str]) -> None:
    """A verb recap's lexicon lacks ("repot", "descale") opens a to-do after its day as before it."""
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    "text",
    [
        "tmrw skip the gym",
        "fri love the new office",
        "sat dinner the usual place",
        "sat beside the pool all day",
        "tmrw traffic on the ring is insane",
    ],
)
def test_no_errand_after_a_day_is_no_todo(text: str) -> None:
    """After a day, a word that is no errand's verb ("skip", "love", "dinner") opens no to-do."""
    assert not [i for i in READ(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("2/4 - Aleksa's birthday, gotta buy her a present", ("buy Aleksa a present", "Aleksa", "Sat 02 Apr")),
        ("2/4 Aleksa's birthday, need to buy her a present", ("buy Aleksa a present", "Aleksa", "Sat 02 Apr")),
        ("Sat - Mia's bday, gotta get her a gift", ("get Mia a gift", "Mia", "Sat 26 Mar")),
        ("Aleksa's birthday on sat, gotta get her something", ("get Aleksa something", "Aleksa", "Sat 26 Mar")),
        ("sat - mum's birthday, need to order flowers", ("order flowers for mum", "mum", "Sat 26 Mar")),
    ],
)
def test_a_gift_under_someones_birthday_is_for_them(text: str, todo: tuple[str, str, str]) -> None:
    """A gift said under someone's dated birthday is for that person, due that day."""
    assert [(a, c, d) for a, _, c, d in READ.promised(READ(text))] == [todo]


def test_another_todo_under_a_birthday_keeps_the_occasion() -> None:
    """A to-do that is no gift keeps the occasion it is for in its action."""
    assert READ.promised(READ("sat - Tom's bday, need to book the restaurant")) == [
        ("book the restaurant for Tom's bday", "me", None, "Sat 26 Mar")
    ]


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("4/5 i'm hosting the book club, need to prep the snacks", ["host the book club", "prep the snacks"]),
        ("on 4/5 i'm hosting the book club, need to prep the snacks", ["host the book club", "prep the snacks"]),
        ("4/5 - book club at mine, need to prep snacks", ["book club at mine", "prep snacks"]),
        ("4/5 call the bank; pay the rent", ["call the bank", "pay the rent"]),
        ("4/5 i'm hosting the book club", ["host the book club"]),
        ("i'm hosting the book club on 4/5", ["host the book club"]),
        ("4/5 i'm picking up mum from the airport", ["pick up mum from the airport"]),
    ],
)
def test_a_plan_on_a_day_that_reads_two_ways_is_asked_with_what_follows(text: str, asked: list[str]) -> None:
    """A plan dated "4/5" (either month first), and each to-do listed after it, is asked about, never
    kept undated."""
    found = READ(text)
    assert all(isinstance(i, Unclear) for i in found), found
    assert [i.proposal.action for i in found if isinstance(i, Unclear) and i.proposal] == asked


@pytest.mark.parametrize("text", ["4/5 i'm running late"])
def test_a_state_on_a_day_that_reads_two_ways_is_nothing(text: str) -> None:
    """A state said on such a day ("running late") is no plan, so nothing is asked."""
    assert READ(text) == []


def test_a_status_on_a_day_that_reads_two_ways_asks_which_day() -> None:
    """Working from home is a status kept from its day (session 31), so on "4/5" the day is asked
    and nothing is stored meanwhile."""
    found = READ("4/5 i'm working from home")
    assert len(found) == 1 and isinstance(found[0], Unclear) and found[0].proposal is None, found
    assert "4/5" in found[0].question


def test_a_plan_on_a_sure_day_keeps_what_follows_on_it() -> None:
    """The same line with a day read one way keeps both to-dos on it."""
    assert READ.todos(READ("20/5 i'm hosting the book club, need to prep the snacks")) == [
        ("host the book club", "Fri 20 May"),
        ("prep the snacks", "Fri 20 May"),
    ]


CANCUN = ZoneInfo("America/Cancun")
READ_MX = Reading(datetime(2030, 4, 30, 20, 50, tzinfo=CANCUN), CANCUN, fmt="%a %d %b")  # a Tuesday


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("frdy cob i need the invoices reconciled", ("have the invoices reconciled", "Fri 03 May")),
        ("frdy call mum", ("call mum", "Fri 03 May")),
        ("mndy pay the rent", ("pay the rent", "Mon 06 May")),
        ("need to call the bank by wdnsdy", ("call the bank", "Wed 01 May")),
        ("thrsdy renew the permit", ("renew the permit", "Thu 02 May")),
    ],
)
def test_a_weekday_without_its_vowels_is_that_day(text: str, todo: tuple[str, str]) -> None:
    """ "frdy", "mndy", "wdnsdy": a weekday typed without its vowels, as "nxt" and "wk" are."""
    assert READ_MX.todos(READ_MX(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("need the school forms signed by 20/5", ("have the school forms signed", "Mon 20 May")),
        ("need the school forms signed by friday", ("have the school forms signed", "Fri 03 May")),
        ("need the lease signed by may 20", ("have the lease signed", "Mon 20 May")),
        ("need the car washed by sat", ("have the car washed", "Sat 04 May")),
    ],
)
def test_a_result_needed_by_a_day_is_a_todo(text: str, todo: tuple[str, str]) -> None:
    """ "need the forms signed by 20/5" is a thing to have done by then, never a thing signed."""
    assert READ_MX.todos(READ_MX(text)) == [todo]


@pytest.mark.parametrize(
    "text",
    ["need the forms signed", "need the car washed", "want the contract signed by fri", "needs the forms signed"],
)
def test_a_result_wanted_is_never_done(text: str) -> None:
    """A result wanted ("need the car washed") finishes no to-do and gives nothing a status."""
    assert not [i for i in READ_MX(text) if not isinstance(i, NewCommitment | Unclear)]


@pytest.mark.parametrize("text", ["school forms signed", "lease signed"])
def test_a_result_reached_is_still_done(text: str) -> None:
    """Without "need", the same words are still a thing done."""
    assert type(READ_MX(text)[0]).__name__ == "CompleteCommitment"


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("tmrw 7:30 call the plumber", ("call the plumber", "Fri 25 Mar 07:30")),
        ("call the plumber tmrw at 7:30", ("call the plumber", "Fri 25 Mar 07:30")),
        ("fri 7 ring the garage", ("ring the garage", "Fri 25 Mar 07:00")),
        ("tmrw 7:30 call the electrician back", ("call the electrician back", "Fri 25 Mar 07:30")),
        ("tmrw 7:30 call the plumber about the leak", ("call the plumber about the leak", "Fri 25 Mar 07:30")),
    ],
)
def test_a_tradesperson_called_at_a_bare_seven_is_called_in_the_morning(text: str, todo: tuple[str, str]) -> None:
    """A call to a plumber, garage or electrician at a bare 7 is in working hours: the morning."""
    timed = Reading(READ.now, ZONE, fmt="%a %d %b %H:%M")
    assert timed.todos(timed(text)) == [todo]


@pytest.mark.parametrize("text", ["tmrw 7:30 call mum", "tmrw 7:30 call Jo", "tmrw 7:30 email the plumber"])
def test_anyone_else_at_a_bare_seven_is_asked(text: str) -> None:
    """A call to anyone else, or an email at a bare 7, still asks which half of the day."""
    found = READ(text)
    assert len(found) == 1 and isinstance(found[0], Unclear), found
    assert "in the morning or in the evening" in found[0].question


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("the 8th or 9th i'll visit grandpa", "visit grandpa"),
        ("the 8th or the 9th i'll visit grandpa", "visit grandpa"),
        ("i'll visit grandpa the 8th or 9th", "visit grandpa"),
        ("sat or sun i'll visit grandpa", "visit grandpa"),
    ],
)
def test_a_plan_on_one_of_two_days_is_asked(text: str, action: str) -> None:
    """ "the 8th or 9th i'll …": one of two days, asked which, never dropped."""
    found = READ_MX(text)
    assert len(found) == 1 and isinstance(found[0], Unclear), found
    assert found[0].proposal is not None and found[0].proposal.action == action
    assert "which one" in found[0].question


@pytest.mark.parametrize("text", ["the 8th or 9th works for me", "the 3rd or 4th floor has the printer"])
def test_two_days_without_a_plan_are_nothing(text: str) -> None:
    """Two days with no to-do after them keep nothing and ask nothing."""
    assert READ_MX(text) == []
