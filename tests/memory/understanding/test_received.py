"""A thing received from whoever promised it ("the spare parts from Bao arrived", "Dana's
contract came in", "got the signed SOW from Lakshmi") is their to-do of it done, a participle
before it kept as an adjective ("the signed SOW", never "signed" read as the verb); arrivals of
people, flights or the weather, an answer, and doubts or plans are no such report."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding._phrases import _Ctx
from memory.understanding._received import received
from memory.understanding.intents import CompleteCommitment
from tests.memory.understanding.reading import Reading

TZ = ZoneInfo("America/Chicago")
NOW = datetime(2027, 1, 13, 9, 0, tzinfo=TZ)
read = Reading(NOW, TZ)


@pytest.mark.parametrize(
    ("text", "thing", "who"),
    [
        ("got the signed SOW from Lakshmi", "the signed SOW", "Lakshmi"),
        ("received the updated invoice from Acme", "the updated invoice", "Acme"),
        ("the spare parts from Bao arrived today", "spare parts", "Bao"),
        ("Dana's contract came in", "contract", "Dana"),
        ("have the Q3 figures from Omar now", "Q3 figures", "Omar"),
        ("we've got the keys from the agent", "keys", "agent"),
        ("revised quote came through from Kenji", "the revised quote", "Kenji"),
        ("finally got the new keys off the landlord", "new keys", "landlord"),
        ("got signed lease back from Mrs Obi", "the signed lease", "Mrs Obi"),
        ("the council's letter arrived this morning", "letter", "council"),
    ],
)
def test_a_thing_received_finishes_their_promise_of_it(text: str, thing: str, who: str) -> None:
    [found] = read(text)
    assert isinstance(found, CompleteCommitment) and found.past_tense, found
    assert (found.action, found.by) == (thing, who)


@pytest.mark.parametrize(
    "text",
    [
        "Dana's baby arrived",  # a person
        "Dana's flight landed",  # what comes by itself
        "got a reply from Priya",  # an answer (the reply readers' own)
        "got an email from Lakshmi",
        "the parts from Bao haven't arrived yet",  # not yet
        "the parts from Bao should come in friday",  # a plan
        "got the flu from Tom",
    ],
)
def test_no_thing_promised_or_not_received_is_no_such_report(text: str) -> None:
    assert received(text, _Ctx(NOW, TZ, lowercase=text.islower())) is None


def test_a_thing_received_for_someone_is_left_to_the_done_readers() -> None:
    """ "Joanna's work permit came through" is as likely hers to get as from her: no done by her."""
    assert not [i for i in read("Joanna's work permit came through!") if isinstance(i, CompleteCommitment) and i.by]
