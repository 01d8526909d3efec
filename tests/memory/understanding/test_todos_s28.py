"""To-dos and their lives (session 28, helper H1): a debt then its payment promised with a date is
one to-do of the debtor's, due then ("Ozan owes me for the concert tickets, promised to pay by fri"
kept an undated "send me for the concert tickets" and a to-do "pay" of the user's); money in any
currency owed is paid back ("500 kč"); a rare real word one slip from a to-do verb is kept ("repot
the ficus" was "report the ficus"); a shorthand word joined by a hyphen is part of a name
("U-Haul" was "You-Haul")."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding.intents import NewCommitment
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

TZ = ZoneInfo("Europe/Istanbul")
NOW = datetime(2031, 10, 29, 11, 0, tzinfo=TZ)  # a Wednesday
read = Reading(NOW, TZ)


@pytest.mark.parametrize(
    ("text", "owner", "action", "day"),
    [
        ("Ozan owes me for the concert tickets, promised to pay by fri", "Ozan", "pay me for the concert tickets",
         "Fri 31 00:00"),
        ("Karel owes me 500 kč, said he'd pay by mon", "Karel", "pay me 500 kč", "Mon 03 00:00"),
        ("Ozan owes me 40 quid, says he'll pay me back on fri", "Ozan", "pay me 40 quid", "Fri 31 00:00"),
        ("Ozan owes me zł 200 and said he'd pay it back by sat", "Ozan", "pay me zł 200", "Sat 01 00:00"),
        ("Ines owes me €60 for the taxi - she says she'll transfer it tmrw", "Ines", "pay me €60 for the taxi",
         "Thu 30 00:00"),
        ("Jonas owes me 30 bucks, he swore he'd pay me on the 5th", "Jonas", "pay me 30 bucks", "Wed 05 00:00"),
        ("Deniz owes me 300 lira, she'll pay by the 3rd", "Deniz", "pay me 300 lira", "Mon 03 00:00"),
        # paid through an app (blind37): the same payment, never a second to-do "venmo me"
        ("Odile owes me 50, she'll venmo me by sun", "Odile", "pay me 50", "Sun 02 00:00"),
        ("Jake owes me 20 bucks, he'll zelle me by the 3rd", "Jake", "pay me 20 bucks", "Mon 03 00:00"),
    ],
)  # fmt: skip
def test_a_debt_then_its_payment_promised_is_one_todo_due_then(text: str, owner: str, action: str, day: str) -> None:
    """The payment clause names no new thing: the debt is the to-do, the debtor's, due that day."""
    assert read.owned(read(text)) == [(action, owner, day)]


def test_a_debt_as_a_later_sentence_keeps_its_promised_day() -> None:
    """ "…; also Karel owes me 500 kč, said he'd pay by mon": the pickup and the debt, each due."""
    found = read("sun at 4pm: pick up babička from the station; also Karel owes me 500 kč, said he'd pay by mon")
    assert read.owned(found) == [
        ("pick up babička from the station", "me", "Sun 02 16:00"),
        ("pay me 500 kč", "Karel", "Mon 03 00:00"),
    ]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Ozan owes me for the concert tickets", "pay me for the concert tickets"),
        ("Bea owes me for lunch yesterday", "pay me for lunch"),
        ("Karel owes me 500 kč", "pay me 500 kč"),
        ("Tomás owes me 40 reais", "pay me 40 reais"),
        ("Ahmet owes me 250 TL", "pay me 250 TL"),
    ],
)
def test_money_owed_in_any_currency_or_for_a_thing_is_paid_back(text: str, action: str) -> None:
    """What is owed for a thing, or a sum in a local currency, is paid, never "sent"."""
    found = read(text)
    assert [i.action for i in found if isinstance(i, NewCommitment)] == [action]


def test_a_payment_promised_with_no_day_adds_no_date() -> None:
    """ "said he'd pay when he can": no date, so the debt stays undated, and no to-do "pay" of the user's."""
    found = read("Ozan owes me 40 quid, said he'd pay when he can")
    assert read.owned(found) == [("pay me 40 quid", "Ozan", None)]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("gonna repot the ficus 2moro morning", "repot the ficus"),
        ("need to repot the monstera this weekend", "repot the monstera"),
        ("I'll return the U-Haul trailer by 9am tmrw", "return the U-Haul trailer"),
        ("need to book a u-haul for sat", "book a u-haul"),
    ],
)
def test_a_real_word_or_a_hyphenated_name_is_kept_as_typed(text: str, action: str) -> None:
    """ "repot" is no slip of "report"; the "U" of "U-Haul" is no "you"."""
    found = read(text)
    assert [i.action for i in found if isinstance(i, NewCommitment)] == [action]


def test_a_lone_u_is_still_you() -> None:
    """The hyphen rule leaves the shorthand itself read: "send u the deck" is "send you the deck"."""
    found = read("i'll send u the deck by fri")
    assert [i.action for i in found if isinstance(i, NewCommitment)] == ["send you the deck"]


async def test_the_trailer_back_finishes_the_uhaul_todo(tmp_path: Path) -> None:
    """The corpus case: the to-do kept as typed is the one the return finishes."""
    cases: list[dict[str, object]] = [
        {"before": ["I'll return the U-Haul trailer by 9am tmrw"], "say": "trailer's back at the depot",
         "expect": {"completed": ["return the U-Haul trailer"]}},
        {"say": "gonna repot the ficus 2moro morning",
         "expect": {"commitments": [{"action": "repot the ficus", "due": "2031-10-30T11:59"}]}},
    ]  # fmt: skip
    assert await failures(tmp_path, "2031-10-29T11:00:00+03:00", "Europe/Istanbul", cases) == []


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("after the parade tonite, need to drop the flags back at the muhtar's office",
         "drop the flags back at the muhtar's office", "Wed 29 00:00"),
        ("after the game tmrw, need to return the kit to Hakan", "return the kit to Hakan", "Thu 30 00:00"),
        ("straight after school tmrw - take Emre to the dentist", "take Emre to the dentist", "Thu 30 00:00"),
        ("after work today, gotta pick up the dry cleaning", "pick up the dry cleaning", "Wed 29 00:00"),
    ],
)  # fmt: skip
def test_a_todo_after_an_event_said_first_is_due_the_events_day(text: str, action: str, day: str) -> None:
    """ "after the parade tonite, …": the day the to-do follows is its day, and the lead asks nothing."""
    assert read.todos(read(text)) == [(action, day)]


def test_an_event_said_first_with_no_day_gives_none() -> None:
    """ "after the parade, …" says no day: the to-do stays undated."""
    found = read("after the parade, need to drop the flags back")
    assert read.todos(found) == [("drop the flags back", None)]


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("he's doing the demo video by sun", "demo video"),
        ("she's hosting the quiz night fri", "quiz night"),
        ("they're running the bake sale sat", "bake sale"),
    ],
)
def test_someone_elses_deed_is_never_a_diary_line_of_mine(text: str, thing: str) -> None:
    """A pronoun and its verb open the line: no to-do of mine named "he's doing the demo video"."""
    found = read(text)
    assert not [i for i in found if isinstance(i, NewCommitment) and i.owner == "me" and thing in i.action]


def test_a_diary_line_is_still_one() -> None:
    """ "quiz night fri" names an occasion of the user's."""
    assert read.todos(read("quiz night fri")) == [("quiz night", "Fri 31 00:00")]


async def test_lives_of_todos(tmp_path: Path) -> None:
    """A share of a thing done finishes nothing; a thing moved by an arrow is moved, never someone's to-do;
    a thing dropped at a place was delivered; someone who has the thing lent now finishes the lending."""
    quilt = "I'll finish the baby quilt for Ruairi by the 20th"
    cases: list[dict[str, object]] = [
        {"before": [quilt], "say": "quilt's about 2/3 done", "expect": "nothing"},
        {"before": [quilt], "say": "the quilt's three quarters finished", "expect": "nothing"},
        {"before": [quilt], "say": "quilt 2/3 done, binding left", "expect": "nothing"},
        {"before": [quilt], "say": "quilt's 3/3 done", "expect": {"completed": ["finish the baby quilt for Ruairi"]}},
        {"before": ["I'll buy the theatre tickets by sat", "I'll book the restaurant by sat"],
         "say": "theatre tickets bought, restaurant booking → sun 7pm",
         "expect": {"completed": ["buy the theatre tickets"],
                    "moved": [{"action": "book the restaurant", "due": "2031-11-02T19:00"}]}},
        {"before": ["I'll book the restaurant by sat"], "say": "restaurant booking -> sun",
         "expect": {"moved": [{"action": "book the restaurant", "due": "2031-11-02"}]}},
        {"before": ["I'll drop off the food bank donations by mon"],
         "say": "dropped the donations at the food bank on the way home",
         "expect": {"completed": ["drop off the food bank donations"]}},
        {"before": ["I'll drop the forms to reception by fri"], "say": "dropped the forms to reception",
         "expect": {"completed": ["drop the forms to reception"]}},
        {"before": ["I'll lend Declan the ladder tmrw"], "say": "Declan's got the ladder now 👍",
         "expect": {"completed": ["lend Declan the ladder"]}},
        {"before": ["I'll lend Declan the ladder tmrw"], "say": "Declan has the ladder now",
         "expect": {"completed": ["lend Declan the ladder"]}},
        {"before": ["I'll give Ama the spare keys by fri"], "say": "Ama's got the spare keys now",
         "expect": {"completed": ["give Ama the spare keys"]}},
    ]  # fmt: skip
    assert await failures(tmp_path, "2031-10-29T11:00:00+03:00", "Europe/Istanbul", cases) == []


def test_a_class_dropped_at_the_gym_is_no_delivery() -> None:
    """ "dropped the class at the gym" gives the class up: never read as a thing delivered."""
    from memory.understanding._lifecycle import _DROPPED_BACK

    assert _DROPPED_BACK.match("dropped the class at the gym") is None
    assert _DROPPED_BACK.match("dropped the ball at work") is None
    assert _DROPPED_BACK.match("dropped the donations at the food bank") is not None


async def test_what_closes_moves_the_todo_to_do_before_it(tmp_path: Path) -> None:
    """ "registration closes the 10th": the to-do to register is due by then; "the shop closes at 6" is no move."""
    marathon = "need to register for the Lima half marathon by aug 12"
    cases: list[dict[str, object]] = [
        {"before": [marathon], "say": "oh wait registration closes the 10th",
         "expect": {"moved": [{"action": "register for the Lima half marathon", "due": "2029-08-10"}]}},
        {"before": [marathon], "say": "actually registration closes on the 10th",
         "expect": {"moved": [{"action": "register for the Lima half marathon", "due": "2029-08-10"}]}},
        {"before": ["need to apply for the grant by the 20th"], "say": "applications close fri",
         "expect": {"moved": [{"action": "apply for the grant", "due": "2029-08-03"}]}},
        {"before": ["need to submit the abstract by the 20th"], "say": "submissions close on the 15th",
         "expect": {"moved": [{"action": "submit the abstract", "due": "2029-08-15"}]}},
        {"before": [marathon], "say": "the shop closes at 6", "expect": "nothing"},
    ]  # fmt: skip
    assert await failures(tmp_path, "2029-08-01T09:00:00-05:00", "America/Lima", cases) == []


async def test_a_bare_value_whose_name_begins_like_a_reply_is_still_a_value(tmp_path: Path) -> None:
    """ "no, yesenia.q@tambo.pe": "yes…" opens the address, it is no "yes"; "no, thanks" stays a reply."""
    cases: list[dict[str, object]] = [
        {"before": ["Yesenia's email is yesenia@tambo.pe"], "say": "no, yesenia.q@tambo.pe",
         "expect": {"corrected": [{"subject": "Yesenia", "predicate": "email", "value": "yesenia.q@tambo.pe"}]}},
        {"before": ["Tobi's surname is Okeke"], "say": "no, Okafor",
         "expect": {"corrected": [{"subject": "Tobi", "predicate": "surname", "value": "Okafor"}]}},
        {"before": ["Yesenia's email is yesenia@tambo.pe"], "say": "no, thanks", "expect": "nothing"},
        {"before": ["Yesenia's email is yesenia@tambo.pe"], "say": "nope, ok", "expect": "nothing"},
    ]  # fmt: skip
    assert await failures(tmp_path, "2029-08-01T09:00:00-05:00", "America/Lima", cases) == []


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("winter tyres need fitting, doing it on the 8th", "fit winter tyres"),
        ("winter tyres need fitting, do it on the 8th", "fit winter tyres"),
        ("winter tyres need fitting, will do them on the 8th", "fit winter tyres"),
        ("the hedge needs cutting, I'm doing it on the 8th", "cut the hedge"),
        ("the car needs washing, I'll do it on the 8th", "wash the car"),
    ],
)
def test_what_a_thing_needs_then_doing_it_is_that_doing(text: str, action: str) -> None:
    """ "X need(s) <doing>, doing it <day>": the to-do is the doing, of the thing, due then (never "do winter")."""
    assert read.todos(read(text)) == [(action, "Sat 08 00:00")]


def test_a_plural_named_before_is_never_cut_at_its_last_word() -> None:
    """ "winter tyres need …": "tyres" is no verb of "winter"; a thing the clause names with no need stays "them"."""
    found = read("the tyres are bald, do them on the 8th")
    assert not [i for i in found if isinstance(i, NewCommitment) and "tyres" in i.action and i.action.startswith("do")]


async def test_progress_said_as_parts_or_time_spent_asks_nothing(tmp_path: Path) -> None:
    """A part done with the rest still not, or time spent at it, leaves the to-do open and asks nothing."""
    lines = "gotta learn my lines for the play by the 14th"
    eulogy = "I'll write the eulogy for Nan by tues"
    cases: list[dict[str, object]] = [
        {"before": [lines], "say": "act 1 lines memorised, act 2 still shaky", "expect": "nothing"},
        {"before": [eulogy], "say": "intro written but the ending still a mess", "expect": "nothing"},
        {"before": [eulogy], "say": "been staring at the eulogy draft for an hour", "expect": "nothing"},
        {"before": [eulogy], "say": "spent all morning on the eulogy", "expect": "nothing"},
        {"before": [eulogy], "say": "eulogy written", "expect": {"completed": ["write the eulogy for Nan"]}},
    ]  # fmt: skip
    assert await failures(tmp_path, "2031-10-29T11:00:00+03:00", "Europe/Istanbul", cases) == []


@pytest.mark.parametrize(
    "text", ["paid the rent", "sent the deck to Omar, still waiting on Raj", "called mum, she is still sick"]
)
def test_a_thing_done_is_no_progress(text: str) -> None:
    """Done said plainly, with news after it, is never taken for progress."""
    from memory.understanding._not_outcomes import not_an_outcome

    assert not not_an_outcome(text)


@pytest.mark.parametrize(
    "text", ["intro written but the ending still a mess", "draft done, just the references left", "email sent already"]
)
def test_a_thing_and_its_state_is_no_imperative(text: str) -> None:
    """ "intro written …": "intro" is no verb here (it stored a to-do "intro written but the ending still a mess")."""
    assert not [i for i in read(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    "text",
    ["invoice paid within a day, a miracle 😂", "parcel delivered in under two days, impressed",
     "quote sent within the hour, nice"],
)
def test_how_soon_a_thing_got_done_is_no_todo(text: str) -> None:
    """ "invoice paid within a day, …" stored the to-do "invoice paid", due tomorrow."""
    assert not [i for i in read(text) if isinstance(i, NewCommitment)], read(text)


def test_a_verb_and_its_object_within_a_day_still_reads() -> None:
    assert read.todos(read("invoice Hamid within a week")) == [("invoice Hamid", "Wed 05 00:00")]


def test_an_imperative_with_its_object_still_reads() -> None:
    """ "intro Moiz to the board by fri" is still the to-do."""
    assert read.todos(read("intro Moiz to the board by fri")) == [("intro Moiz to the board", "Fri 31 00:00")]


@pytest.mark.parametrize(
    "text",
    [
        "if the ferry strike happens i'd have to work from home thurs",
        "if it rains we might need to move the bbq sat",
        "in case the train's cancelled I would have to book a taxi fri",
    ],
)
def test_a_todo_guessed_under_a_condition_is_not_offered(text: str) -> None:
    """ "if …, i'd have to …": a guess at what might be needed, nothing to keep nor offer."""
    assert read(text) == []


def test_a_plain_dated_obligation_is_still_read() -> None:
    """The guard needs both the "if" and the "would": "need to call Ahmet fri" stays a to-do."""
    assert read.todos(read("need to call Ahmet fri")) == [("call Ahmet", "Fri 31 00:00")]
