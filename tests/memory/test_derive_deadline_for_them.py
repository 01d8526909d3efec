"""Whom a to-do is for setting its deadline, played through the dispatcher with a real store:
"Grace wants it by wed now" moves "email Grace the budget" (a to-do naming her), as a move of a
gathering with her would; several to-dos for her ask which; someone calling off or rescheduling
("Grace cancelled", "Kwame moved us to thursday") still never touches a to-do about them."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.model import CommitmentStatus
from memory.service import Memory
from tests.driver import chat, commitments_by_action, local_minute

START = "2026-12-03T08:00:00+00:00"  # a Thursday
TZ = "Europe/London"
LONDON = ZoneInfo(TZ)


@pytest.mark.parametrize(
    ("todo", "said", "moved", "due"),
    [
        ("need to email Grace the budget by thurs", "Grace wants it by wed now", "email Grace the budget",
         "2026-12-09"),
        ("email the draft to Lena by tues", "Lena wants it by friday now", "email the draft to Lena", "2026-12-04"),
        ("need to get the report to Okafor by monday", "Okafor pushed the deadline to wed",
         "get the report to Okafor", "2026-12-09"),
        ("i'll call Priya about the lease tmrw", "priya wants the call on monday now", "call Priya about the lease",
         "2026-12-07"),
        ("send Tomás the invoice by fri", "Tomás needs it by thurs instead", "send Tomás the invoice", "2026-12-10"),
        ("pay Dev back the $40 by the 10th", "dev needs it by the 8th now", "pay Dev back the $40", "2026-12-08"),
        ("text Ana the address tonight", "Ana wants it by tmrw instead", "text Ana the address", "2026-12-04"),
        ("need to send Mr Osei the quote by fri", "Mr Osei extended the deadline to the 11th",
         "send Mr Osei the quote", "2026-12-11"),
        ("call Ama on friday", "Ama wants me to call monday instead", "call Ama", "2026-12-07"),
        ("ring mum on sunday", "mum wants me to call sat instead", "ring mum", "2026-12-05"),
    ],
)  # fmt: skip
async def test_their_deadline_moves_the_to_do_for_them(
    memory: Memory, todo: str, said: str, moved: str, due: str
) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [todo, said])
    found = await commitments_by_action(memory, user_id)
    if found[moved].status is not CommitmentStatus.MOVED:  # asked first: the answer "yes" moves it
        _, user_id, replies = await chat(memory, START, TZ, [todo, said, "yes"])
        found = await commitments_by_action(memory, user_id)
    assert found[moved].status is CommitmentStatus.MOVED, replies
    assert local_minute(found[moved].due, LONDON).startswith(due), replies


async def test_two_to_dos_for_them_ask_which(memory: Memory) -> None:
    lines = ["need to email Grace the budget by thurs", "send Grace the deck by fri", "Grace wants it by wed now"]
    _, user_id, replies = await chat(memory, START, TZ, lines)
    states = [c.status for c in (await commitments_by_action(memory, user_id)).values()]
    assert states == [CommitmentStatus.ACCEPTED, CommitmentStatus.ACCEPTED] and "Which one" in " ".join(replies)


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("send Tom the deck by fri", "Grace wants it by wed now"),  # a to-do for someone else
        ("need to email Grace the budget by thurs", "Grace cancelled"),  # calling off is the user's to say
        ("need to email Grace the budget by thurs", "Grace cancelled lunch"),
        ("call Kwame about the offer by friday", "Kwame moved us to thursday"),  # a meeting moved, none kept
        ("need to email Grace the budget by thurs", "Grace moved us to wed"),  # a meeting moved, none kept
    ],
)
async def test_no_deadline_of_theirs_moves_nothing(memory: Memory, todo: str, said: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [todo, said])
    states = [c.status for c in (await commitments_by_action(memory, user_id)).values()]
    assert states == [CommitmentStatus.ACCEPTED], replies
