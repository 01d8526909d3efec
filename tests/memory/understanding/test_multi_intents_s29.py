"""Several intents in one message, and a thing the words only point at (session 29): my promise
after someone else's, dated further on, is a clause of its own; a thing that "has to be in" is
no one's charge; someone's occasion said with "is", then what to do for it; a list item that only
"needs" a thing; two preferences joined by "but"; "<name>'s his manager" after a fact; "the
landlord wants it by the 28th" and "not ready till wed" re-date the to-do just talked about; a
manner word ends no action; a thing said due under a day's label."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, NewCommitment, OpenEpisode, ResolveEpisode, StateClaim
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2026, 12, 4, 8, 0, tzinfo=LONDON), LONDON)  # a Friday


@pytest.mark.parametrize(
    ("text", "mine"),
    [
        ("Valentina will send the lease draft by mon; i'll sign it and get it back to her by weds",
         ("sign the lease draft and get it back to her", "Valentina", "Wed 09 00:00")),
        ("Valentina will send the lease draft by mon, i'll sign it and get it back to her by weds",
         ("sign the lease draft and get it back to her", "Valentina", "Wed 09 00:00")),
        ("Tom will draft the contract by mon, i'll sign it and send it back by weds",
         ("sign the contract and send it back", None, "Wed 09 00:00")),
    ],
)
def test_my_dated_promise_after_theirs_is_its_own(text: str, mine: tuple[str, str | None, str]) -> None:
    """Their promise, then all of mine with its date: both kept whole, mine about their thing."""
    found = read(text)
    promised = [(i.action, i.counterparty, read.when(i)) for i in found if isinstance(i, NewCommitment)]
    assert len(promised) == 2 and promised[1] == mine


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("timesheet has to be in by the 25th", "submit the timesheet", "Fri 25 00:00"),
        ("rent has to be paid by the 1st", "pay rent", "Fri 01 00:00"),
    ],
)
def test_a_thing_that_has_to_be_in_is_no_ones_charge(text: str, action: str, due: str) -> None:
    """ "timesheet has to …" in lower case: a thing to hand in, never a person "timesheet" owning "be in"."""
    found = read(text)
    todos = [i.otherwise if isinstance(i, MoveCommitment) else i for i in found]
    assert [(t.action, t.owner, read.when(t)) for t in todos if isinstance(t, NewCommitment)] == [(action, "me", due)]


def test_someones_charge_said_with_got_to_stays_theirs() -> None:
    """ "Dev has got to finish the deck": Dev's to-do, as before."""
    assert read.owned(read("Dev has got to finish the deck by fri")) == [("finish the deck", "Dev", "Fri 11 00:00")]


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("apr 14 is Smaranda's vernissage, must get flowers", "get flowers for Smaranda's vernissage", "Wed 14 00:00"),
        ("Smaranda's vernissage is apr 14, must get flowers", "get flowers for Smaranda's vernissage", "Wed 14 00:00"),
        ("friday is Omar's leaving do, need to buy a card", "buy a card for Omar's leaving do", "Fri 11 00:00"),
        ("Omar's leaving do is on friday, need to buy a card", "buy a card for Omar's leaving do", "Fri 11 00:00"),
    ],
)
def test_someones_occasion_with_is_then_a_todo(text: str, action: str, due: str) -> None:
    """The to-do for someone's occasion is due when it is, and nothing is left unread."""
    found = read(text)
    assert read.todos(found) == [(action, due)] and len(found) == 1


def test_a_todo_with_its_own_date_beside_an_occasion_keeps_it() -> None:
    """ "…, need to buy a card by thurs": the card's own day, not the occasion's."""
    found = read("friday is Omar's leaving do, need to buy a card by thurs")
    assert ("buy a card", "Thu 10 00:00") in read.todos(found)


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("need the halloween costume tmrw, book the airport taxi by sun and call mum tonight",
         ("the halloween costume", "Sat 05 00:00")),
        ("need a new charger tmrw, and call mum tonight", ("a new charger", "Sat 05 00:00")),
    ],
)
def test_a_list_item_that_needs_a_thing(text: str, first: tuple[str, str]) -> None:
    """ "need the costume tmrw" on a list of to-dos: the thing, by then; no to-do "need …"."""
    todos = read.todos(read(text))
    assert todos[0] == first and not any(action.startswith("need") for action, _ in todos)


def test_to_call_is_still_a_doing() -> None:
    """ "need to call mum tmrw": the call, as before."""
    assert read.todos(read("need to call mum tmrw, book the taxi by sun"))[0] == ("call mum", "Sat 05 00:00")


@pytest.mark.parametrize(
    ("text", "subject", "pairs"),
    [
        ("i prefer window seats for flights but aisle seats for trains", "me",
         [("window seats", "flights"), ("aisle seats", "trains")]),
        ("Kai prefers tea for mornings but coffee for afternoons", "Kai",
         [("tea", "mornings"), ("coffee", "afternoons")]),
    ],
)
def test_two_preferences_joined_by_but(text: str, subject: str, pairs: list[tuple[str, str]]) -> None:
    """One verb, two values each with its scope: two preferences, never one scope "flights but …"."""
    found = [i for i in read(text) if isinstance(i, StateClaim)]
    assert [(i.subject, i.value, i.scope) for i in found] == [(subject, v, s) for v, s in pairs]


@pytest.mark.parametrize(
    ("text", "second"),
    [
        ("Lars owns the Telde warehouse as of mon and Fenna's his manager from the 1st", ("Lars", "manager", "Fenna")),
        ("Lars owns the Telde warehouse and Fenna's his manager", ("Lars", "manager", "Fenna")),
    ],
)
def test_names_whose_after_a_dated_fact_is_a_clause(text: str, second: tuple[str, str, str]) -> None:
    """ "Fenna's his manager": "is" and whose, never the verb before carried to it ("owns the Fenna's …")."""
    found = [(i.subject, i.predicate, i.value) for i in read(text) if isinstance(i, StateClaim)]
    assert found[1:] == [second]


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("oh wait the landlord wants it by the 28th", "Mon 28 00:00"),
        ("the landlord wants it by the 28th", "Mon 28 00:00"),
        ("the client needs it by thurs", "Thu 10 00:00"),
    ],
)
def test_someone_wanting_it_by_a_day_moves_the_todo_talked_about(text: str, due: str) -> None:
    """ "it" names nothing in the message: the to-do just talked about, now due then (never "send the landlord it")."""
    found = read(text)
    assert [(type(i).__name__, getattr(i, "action", None), read.when(i)) for i in found] == [
        ("MoveCommitment", "it", due)
    ]


def test_someone_wanting_a_thing_by_a_day_is_still_a_todo() -> None:
    """ "Kwesi wants the proposal by thurs": the to-do to send it, as before."""
    assert read.promised(read("Kwesi wants the proposal by thurs")) == [
        ("send Kwesi the proposal", "me", "Kwesi", "Thu 10 00:00")
    ]


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("framing shop says not ready till wed, so wed", "Wed 09 00:00"),
        ("framing shop says it's not ready till wed", "Wed 09 00:00"),
        ("they said it won't be done until friday", "Fri 11 00:00"),
        ("framing shop says not ready till wed, so thurs", "Thu 10 00:00"),
    ],
)
def test_not_ready_till_a_day_moves_what_waits_on_it(text: str, due: str) -> None:
    """The thing left out is the one just talked about; what waits on it moves to when it is ready (or after)."""
    found = read(text)
    assert len(found) == 1 and isinstance(found[0], MoveCommitment)
    assert (found[0].action, found[0].when_ready, read.when(found[0])) == ("it", True, due)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("next sun clean the aquarium properly", "clean the aquarium"),
        ("tmrw sort the garage out once and for all", "sort the garage out"),
    ],
)
def test_how_well_ends_no_action(text: str, action: str) -> None:
    """ "properly", "once and for all": how well, never what is done."""
    assert [a for a, _ in read.todos(read(text))] == [action]


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("the 27th - rent's due, transfer it", "transfer the rent", "Sun 27 00:00"),
        ("27th - council tax due, pay it", "pay the council tax", "Sun 27 00:00"),
    ],
)
def test_a_thing_due_under_a_days_label(text: str, action: str, due: str) -> None:
    """The label's day is the thing's due, and "it" the thing: one to-do, never "rent's due"."""
    found = read(text)
    assert len(found) == 1 and isinstance(found[0], MoveCommitment) and isinstance(found[0].otherwise, NewCommitment)
    assert (found[0].otherwise.action, read.when(found[0].otherwise)) == (action, due)


@pytest.mark.parametrize(
    ("text", "opened"),
    [
        ("lift's running and intercom fixed, but the garage door's stuck now", "garage door"),
        ("lift's running, but the garage door's stuck now", "garage door"),
        ("printer fixed, the scanner's down now", "scanner"),
    ],
)
def test_a_new_trouble_after_a_fix_said_with_now(text: str, opened: str) -> None:
    """ "…, but the garage door's stuck now": a trouble of its own beside the fix, never dropped for its "now"."""
    found = read(text)
    assert [i.topic for i in found if isinstance(i, OpenEpisode)] == [opened]
    assert any(isinstance(i, ResolveEpisode) for i in found)


def test_a_fix_said_with_now_opens_nothing() -> None:
    """ "wifi's back now": the fix alone."""
    assert not any(isinstance(i, OpenEpisode) for i in read("wifi's back now"))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Rocío's address is Calle Mayor 12, 3ºB, Madrid and I promised her I'd post the book by fri",
         "Calle Mayor 12, 3ºB, Madrid"),
        ("Rocío's address is Calle Mayor 12, 3ºB, Madrid", "Calle Mayor 12, 3ºB, Madrid"),
        ("Tom's address is Hauptstraße 5, Berlin", "Hauptstraße 5, Berlin"),
        ("Rocío's address is Calle Mayor 12, thanks", "Calle Mayor 12"),
        ("Rocío's address is Calle Mayor 12, send her the invite", "Calle Mayor 12"),
    ],
)
def test_an_address_keeps_its_parts_after_a_comma(text: str, value: str) -> None:
    """A flat and a town after the street are the address's; a word or a to-do after it are not."""
    found = [i for i in read(text) if isinstance(i, StateClaim)]
    assert [(i.predicate, i.value) for i in found] == [("address", value)]


def test_a_todo_after_an_address_is_still_read() -> None:
    """ "…, send her the invite": the address, then the to-do."""
    found = read("Rocío's address is Calle Mayor 12, send her the invite")
    assert read.todos(found) == [("send Rocío the invite", None)]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("call Alexia sun about the launch", ("call Alexia about the launch", "Sun 06 00:00")),
        ("ring Priya wed re the contract", ("ring Priya re the contract", "Wed 09 00:00")),
        ("brochure → sat, and add: call Alexia sun about the launch", ("call Alexia about the launch", "Sun 06 00:00")),
    ],
)
def test_a_wordlike_day_between_a_name_and_its_topic(text: str, todo: tuple[str, str]) -> None:
    """ "Alexia sun about …": only a day stands there (a surname would be capitalised too)."""
    assert todo in read.todos(read(text))


@pytest.mark.parametrize("text", ["call Alexia Sun about the launch", "call mum sun about the launch"])
def test_a_wordlike_day_not_after_a_name_is_no_day(text: str) -> None:
    """A capitalised "Sun" is a surname; after no name the word is left as said."""
    assert all(due is None for _, due in read.todos(read(text)))


@pytest.mark.parametrize(
    ("text", "predicate"),
    [
        ("new email: moc.q@tabaiba.es — and i prefer whatsapp for urgent stuff", "email"),
        ("new number: 0412 555 019, and I prefer texts", "phone"),
    ],
)
def test_a_contact_of_no_one_beside_my_own_fact_is_mine(text: str, predicate: str) -> None:
    """Everything else the message says is the user's, and it names no one: the user's own detail."""
    found = [(i.subject, i.predicate) for i in read(text) if isinstance(i, StateClaim)]
    assert found[0] == ("me", predicate) and all(subject == "me" for subject, _ in found)


@pytest.mark.parametrize("text", ["new email: kb@acme.io", "new email: kb@acme.io — and Raj prefers whatsapp"])
def test_a_contact_of_no_one_alone_or_beside_someone_is_asked(text: str) -> None:
    """Alone, or beside a fact of someone else: whose it is stays open (recap asks)."""
    found = [i for i in read(text) if isinstance(i, StateClaim) and i.predicate == "email"]
    assert [i.subject for i in found] == ["them"]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("drain's clear now", "drain"),
        ("the sink's draining now", "sink"),
        ("drain's clear now, shower curtain → next tues", "drain"),
    ],
)
def test_a_blockage_gone_said_with_now(text: str, topic: str) -> None:
    """ "drain's clear now": the trouble gone, as "clear again" says."""
    assert [i.topic for i in read(text) if isinstance(i, ResolveEpisode)] == [topic]


@pytest.mark.parametrize("text", ["my schedule's clear now", "my calendar's clear now", "drain's clear"])
def test_a_free_schedule_is_no_trouble_gone(text: str) -> None:
    """A day or a diary "clear now" is free, no issue resolved; "clear" with no "now"/"again" is left."""
    assert not any(isinstance(i, ResolveEpisode) for i in read(text))
