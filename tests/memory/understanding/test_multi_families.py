"""Families of messages that carry several intents (pure ``extract``): each clause read in its
own right, none dropped in silence. The wordings are this file's own, not any corpus's."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CancelCommitment,
    CompleteCommitment,
    Intent,
    NewCommitment,
    OpenEpisode,
    ResolveEpisode,
    StateClaim,
    Unclear,
    extract,
)

TZ = ZoneInfo("Europe/London")
NOW = datetime(2027, 9, 1, 9, 0, tzinfo=TZ)  # a Wednesday


def _read(text: str) -> list[Intent]:
    return extract(text, now=NOW, tz=TZ)


def _todos(text: str) -> list[tuple[str, str | None]]:
    """(action, local due date) of each to-do read."""
    return [
        (i.action, i.due.start.astimezone(TZ).date().isoformat() if i.due else None)
        for i in _read(text)
        if isinstance(i, NewCommitment)
    ]


# -- clause-final particles set a tone; they are no part of a to-do or a value ------------------


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("need to post Ingrid's parcel by friday though", "post Ingrid's parcel"),
        ("gotta renew the tv licence by friday tho", "renew the tv licence"),
        ("must ring Mbali by friday btw", "ring Mbali"),
        ("need to pay the plumber by friday na", "pay the plumber"),
        ("have to return the drill to Dong-hyun by friday lah", "return the drill to Dong-hyun"),
    ],
)
def test_a_closing_particle_is_no_part_of_the_action(text: str, action: str) -> None:
    assert _todos(text) == [(action, "2027-09-03")]


def test_a_particle_before_the_next_clause_goes_too() -> None:
    found = _read("the boiler is fixed na, and Ate Liza will bring the keys tomorrow")
    assert any(isinstance(i, ResolveEpisode) and i.topic == "boiler" for i in found)
    assert [(i.action, i.owner) for i in found if isinstance(i, NewCommitment)] == [("bring the keys", "Ate Liza")]


def test_though_inside_a_sentence_stays() -> None:
    assert _todos("need to call Priya friday though I said I wouldn't") != [("call Priya", "2027-09-03")]


# -- a list of to-dos, each with its own date ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "need to mark the essays by monday then write the summaries by the 9th and also tidy the lab",
            [("mark the essays", "2027-09-06"), ("write the summaries", "2027-09-09"), ("tidy the lab", None)],
        ),
        (
            "vote thurs, swap the bike tyres sat, pay the childminder tonight",
            [("vote", "2027-09-02"), ("swap the bike tyres", "2027-09-04"), ("pay the childminder", "2027-09-01")],
        ),
        (
            "gotta ring nana sat, then grab the dry cleaning & also water the plants",
            # "then": the next errand of that day; "& also": a to-do of its own
            [("ring nana", "2027-09-04"), ("grab the dry cleaning", "2027-09-04"), ("water the plants", None)],
        ),
        (
            "Book the MOT by fri; then email Seamus the invoice on monday",
            [("Book the MOT", "2027-09-03"), ("email Seamus the invoice", "2027-09-06")],
        ),
        (
            "must chase Olusegun by tmrw, and also fix the gate",
            [("chase Olusegun", "2027-09-02"), ("fix the gate", None)],
        ),
    ],
)
def test_each_dated_todo_is_its_own(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert _todos(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "call the bank by friday and tell them the card is lost",
        "ring Ngozi tmrw and tell her we'll be late",
    ],
)
def test_a_clause_inside_the_todo_stays_in_it(text: str) -> None:
    todos = _todos(text)
    assert len(todos) == 2 and " " in todos[1][0] and todos[1][1] is None
    assert not any(isinstance(i, StateClaim) for i in _read(text))


# -- one verb said for a list of bills or bookings ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "pay strata 5/9, rego 14/9 and the nanny fri",
            [("pay strata", "2027-09-05"), ("pay rego", "2027-09-14"), ("pay the nanny", "2027-09-03")],
        ),
        ("book flights fri, hotel sat", [("book flights", "2027-09-03"), ("book hotel", "2027-09-04")]),
        (
            "renew the passport 23/10, insurance 29/10",
            [("renew the passport", "2027-10-23"), ("renew insurance", "2027-10-29")],
        ),
        ("order the cake thurs & balloons fri", [("order the cake", "2027-09-02"), ("order balloons", "2027-09-03")]),
        ("buy tickets 20/9, the wine 21/9", [("buy tickets", "2027-09-20"), ("buy the wine", "2027-09-21")]),
    ],
)
def test_a_list_verb_carries_to_each_object(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert _todos(text) == expected


def test_a_verb_that_takes_no_list_is_not_carried() -> None:
    assert ("call dentist", "2027-09-07") not in _todos("call mum sunday, dentist tues")


# -- a cancellation with a deadline is a to-do ---------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("cancel gym by 30/9", "cancel gym", "2027-09-30"),
        ("cancel my Netflix before the 10th", "cancel my Netflix", "2027-09-09"),
        ("need to cancel the gym membership by end of month", "cancel the gym membership", "2027-09-30"),
        ("Cancel the milk delivery by friday", "Cancel the milk delivery", "2027-09-03"),
        ("cancel spotify by fri, file the VAT return by 7/10", "cancel spotify", "2027-09-03"),
    ],
)
def test_cancel_by_a_date_is_a_todo(text: str, action: str, due: str) -> None:
    assert (action, due) in _todos(text)
    assert not any(isinstance(i, CancelCommitment) for i in _read(text))


def test_cancel_without_a_deadline_is_still_a_cancellation() -> None:
    assert [type(i) for i in _read("cancel the dentist")] == [CancelCommitment]


# -- a person named in one clause, "she"/"her" in the next ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "subject", "predicate"),
    [
        ("dinner w/ Akosua on friday, she's moved to Kumasi btw", "Akosua", "location"),
        ("lunch with Mateus tmrw, he moved to Porto", "Mateus", "location"),
        ("Kwame moved to the Leeds office and he's taking over the Mensah account", "Mensah account", "owner"),
        ("Yuki joined the ops team, and she's taking over the rota", "rota", "owner"),
        ("coffee with Siobhán on monday, she's moved to Galway", "Siobhán", "location"),
    ],
)
def test_a_pronoun_subject_is_the_person_named_before(text: str, subject: str, predicate: str) -> None:
    claims = [i for i in _read(text) if isinstance(i, StateClaim) and i.predicate == predicate]
    assert [c.subject for c in claims] == [subject]
    assert not any(isinstance(i, Unclear) for i in _read(text))


@pytest.mark.parametrize(
    ("text", "person"),
    [
        ("printer is jammed and Thandi is taking over the Zulu case, need to brief her tomorrow", "Thandi"),
        ("Arjun is the decision maker for the Pune deal, send him the deck tmrw", "Arjun"),
        ("Ewa is now the owner of the onboarding doc, must ping her by friday", "Ewa"),
        ("Lars is taking over the Nordic account. need to call him thurs", "Lars"),
        ("Amara is the approver for the budget, email her the figures friday", "Amara"),
    ],
)
def test_the_holder_named_in_a_fact_is_whom_a_todo_is_for(text: str, person: str) -> None:
    todos = [i for i in _read(text) if isinstance(i, NewCommitment)]
    assert [t.counterparty for t in todos] == [person]


# -- a person waiting on a document from the user ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "person", "due"),
    [
        ("Bronwyn needs the receipts by the 10th", "send Bronwyn the receipts", "Bronwyn", "2027-09-10"),
        ("Keisha wants the headcount plan by friday", "send Keisha the headcount plan", "Keisha", "2027-09-03"),
        (
            "Tariq's our accountant now, and he needs the invoices by monday",
            "send Tariq the invoices",
            "Tariq",
            "2027-09-06",
        ),
        ("Li Wei is the new VP and she wants the budget by the 15th", "send Li Wei the budget", "Li Wei", "2027-09-15"),
        (
            "Oksana is waiting on the signed contract by thurs",
            "send Oksana the signed contract",
            "Oksana",
            "2027-09-02",
        ),
    ],
)
def test_a_document_someone_needs_by_a_date_is_a_todo(text: str, action: str, person: str, due: str) -> None:
    todos = [i for i in _read(text) if isinstance(i, NewCommitment)]
    assert [(t.action, t.counterparty, t.due.start.astimezone(TZ).date().isoformat() if t.due else None)
            for t in todos] == [(action, person, due)]  # fmt: skip


@pytest.mark.parametrize("text", ["Tom needs a lift by 5", "Ana wants the deck", "Rosa needs the car by friday"])
def test_no_todo_without_a_document_and_a_date(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) and i.owner == "me" and i.counterparty for i in _read(text))


# -- a clause read as nothing beside ones read: asked about, never dropped in silence ---------------------


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("van's booked in for next tues instead, and rang the school", CompleteCommitment),
        ("rang the garage, and the car's booked in for thurs instead", CompleteCommitment),
        ("the wifi is down again, and the kombi's booked in for next mon instead", OpenEpisode),
    ],
)
def test_an_unread_clause_with_a_sign_is_asked_about(text: str, kept: type) -> None:
    found = _read(text)
    assert any(isinstance(i, kept) for i in found)
    assert any(isinstance(i, Unclear) for i in found)


@pytest.mark.parametrize(
    "text",
    [
        "paid the rent, called the bank, still need to email the landlord",
        "had a lovely time at Chidi's wedding saturday! need to send him the photos by sunday",
        "bought the gloves, and we had a lovely chat",
    ],
)
def test_no_question_where_every_clause_is_read_or_chatter(text: str) -> None:
    assert not any(isinstance(i, Unclear) for i in _read(text))
