"""To-dos' lives (session 27, helper H3): "take X off my list" drops X, never a to-do to take it
off; someone handling a thing "so take it off my list" cancels the user's; a car that passed its
roadworthiness test by a local name (VRT, TÜV, ITV) finishes the to-do for it, an emoji after it
or not; "X's got the invoice 👍" is the invoice sent; "posted it" names the to-do by its verb."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.model import CommitmentStatus
from memory.service import Memory
from memory.understanding.intents import CancelCommitment, CompleteCommitment, NewCommitment
from tests.driver import chat, commitments_by_action
from tests.memory.understanding.reading import Reading

TZ = ZoneInfo("Europe/Malta")
NOW = datetime(2030, 3, 28, 9, 10, tzinfo=TZ)  # a Thursday
read = Reading(NOW, TZ)
START = "2030-03-28T08:10:00+00:00"


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("take the landlord thing off my list", "landlord"),
        ("remove the gym from my list", "gym"),
        ("strike the dentist off the list", "dentist"),
        ("please delete the car wash from my to-do list", "car wash"),
    ],
)
def test_a_thing_taken_off_the_list_is_dropped(text: str, thing: str) -> None:
    """ "take X off my list" cancels X; it is no to-do "take X off my list"."""
    found = read(text)
    assert found == [CancelCommitment(thing)]


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("Karmenu's handling the landlord thing so take it off my list", "landlord"),
        ("Karmenu is handling the landlord thing, take it off my list", "landlord"),
        ("Ama's sorting the venue so remove it from my list", "venue"),
        ("Ama's doing the school run, knock it off my list", "school run"),
    ],
)
def test_someone_handling_it_so_off_my_list_cancels(text: str, thing: str) -> None:
    """The thing someone else took on, let go by the user: cancelled, with no to-do of theirs."""
    found = read(text)
    assert found == [CancelCommitment(thing)]
    assert not any(isinstance(i, NewCommitment) for i in found)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("car passed VRT 🚗✅", "car VRT"),
        ("the van passed its TÜV", "van TÜV"),
        ("my car passed the ITV this morning", "car ITV"),
        ("the ute passed its RWC", "ute RWC"),
    ],
)
def test_a_roadworthiness_test_by_its_local_name_is_a_check_passed(text: str, action: str) -> None:
    """A local test's name is a check like the MOT: passing it is a past-tense done."""
    assert read(text) == [CompleteCommitment(action, past_tense=True)]


def test_a_person_passing_a_test_is_news() -> None:
    """ "Ana passed her VRT" is about Ana, nothing done."""
    assert read("Ana passed her VRT") == []


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Josianne's got the invoice 👍", "invoice to Josianne"),
        ("Omar has the deck ✅", "deck to Omar"),
    ],
)
def test_a_thing_someone_has_with_a_done_mark_was_sent(text: str, action: str) -> None:
    """A done mark says it as "now" does: the thing reached them."""
    assert read(text) == [CompleteCommitment(action, past_tense=True, sent=True)]


@pytest.mark.parametrize("text", ["Omar's got the keys", "Omar has the flu 👍"])
def test_a_thing_someone_has_without_a_mark_is_nothing_sent(text: str) -> None:
    """With no "now" and no done mark, nothing was sent."""
    assert not any(isinstance(i, CompleteCommitment) for i in read(text))


@pytest.mark.parametrize(("said", "verb"), [("posted it", "posted"), ("paid that", "paid"), ("booked it ✅", "booked")])
def test_a_job_verb_said_of_it_names_the_todo_by_its_verb(said: str, verb: str) -> None:
    """ "posted it" is "posted": derive finds the to-do to post."""
    assert read(said) == [CompleteCommitment(verb, past_tense=True)]


@pytest.mark.parametrize("said", ["done it", "sorted it"])
def test_a_bare_done_of_it_is_still_the_todo_talked_about(said: str) -> None:
    """No job's verb: the to-do the conversation was about."""
    assert read(said) == [CompleteCommitment("that", past_tense=False)]


async def test_posted_it_finishes_the_posting_of_two(memory: Memory) -> None:
    """With two to-dos open, "posted it" finishes the one to post, without asking."""
    lines = ["i'll post the parcel to Gozo by fri", "need to buy rabbit for the stuffat tmrw", "posted it"]
    _, user_id, _ = await chat(memory, START, "Europe/Malta", lines)
    statuses = {a: c.status for a, c in (await commitments_by_action(memory, user_id)).items()}
    assert statuses["post the parcel to Gozo"] is CommitmentStatus.COMPLETED
    assert statuses["buy rabbit for the stuffat"] is not CommitmentStatus.COMPLETED


async def test_off_my_list_cancels_the_todo(memory: Memory) -> None:
    """ "Karmenu's handling the landlord thing so take it off my list" cancels the landlord email."""
    lines = ["i'll email the landlord abt the damp by tmrw",
             "Karmenu's handling the landlord thing so take it off my list"]
    _, user_id, _ = await chat(memory, START, "Europe/Malta", lines)
    statuses = {a: c.status for a, c in (await commitments_by_action(memory, user_id)).items()}
    assert statuses == {"email the landlord about the damp": CommitmentStatus.CANCELLED}
