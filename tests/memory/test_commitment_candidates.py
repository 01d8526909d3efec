"""The candidate keys of :mod:`memory.commitments` only skip commitments a phrase cannot name:
every commitment that :func:`match_score` scores above 0, or that shares a word with the
phrase the way :func:`sole_fit` reads it, stays a candidate — so matching over all open
commitments gives what it gave before the keys, however many there are."""

from __future__ import annotations

import itertools
from datetime import UTC, datetime

from hypothesis import given, settings
from hypothesis import strategies as st

from memory import commitments as cm
from memory import perfbench
from memory.model import Commitment, CommitmentStatus, Source

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
_ids = itertools.count(1)

ACTIONS = [
    *(action.format(p="Maya", t="budget", j="atlas") for action in perfbench.ACTIONS),
    "renew the domain", "back up the laptop", "fix the spreadsheet", "send the W-9 to Kwesi",
    "finish the data protection audit", "answer the call for proposals", "drop the parcel off at the post office",
    "submit the tender", "book flights to Lisbon", "get the SOW signed", "email the deck", "buy football tickets",
    "pick up the dry cleaning", "reschedule the dentist appointment", "prepare the board deck",
]  # fmt: skip
PHRASES = [
    "domain renewal", "laptop backup", "the sheet", "w9 sent", "W-9 done", "DPA done", "CFP answered",
    "parcel's been dropped off", "the tender deadline's been pushed", "got the SOW from Kwesi", "the tax thing",
    "watched the football", "sent Maya the budget notes", "the passport", "car service done", "paid it",
    "met Kwesi", "the deck", "booked", "dentist moved", "cleaning picked up", "roadmap updated", "invoice chased",
    "photos backed up", "bday present bought", "expenses filed", "reviewing", "the Maya one", "council tax paid",
]  # fmt: skip


def _commitment(action: str, owner: str = "me", counterparty: str | None = None) -> Commitment:
    return Commitment(
        id=next(_ids), user="bob", action=action, owner=owner, counterparty=counterparty, original_due=None,
        due=T0, status=CommitmentStatus.ACCEPTED, created_at=T0, source=Source(1, "chat", 1.0),
    )  # fmt: skip


COMMITMENTS = [
    *(_commitment(action) for action in ACTIONS),
    _commitment("send the contract", counterparty="Omar"),
    _commitment("review the draft", owner="Kwesi"),
]


def _nameable(phrase: str, commitment: Commitment) -> bool:
    """Whether ``phrase`` could name ``commitment`` by any reading of the matching rules."""
    said = cm._said_words(phrase, commitment) | cm._said_words(cm._joined(phrase), commitment)
    return cm.match_score(phrase, commitment) > 0 or bool(said & cm._target_words(commitment))


def _assert_kept(phrase: str, commitments: list[Commitment]) -> None:
    kept = {c.id for c in cm._candidates(phrase, commitments)}
    missed = [c.action for c in commitments if _nameable(phrase, c) and c.id not in kept]
    assert not missed, f"{phrase!r} could name {missed}, which the keys skipped"


def test_every_commitment_a_phrase_can_name_stays_a_candidate() -> None:
    for phrase in PHRASES:
        _assert_kept(phrase, COMMITMENTS)


def test_the_keys_skip_commitments_that_share_nothing() -> None:
    kept = [c.action for c in cm._candidates("domain renewal", COMMITMENTS)]
    assert "renew the domain" in kept
    assert "book flights to Lisbon" not in kept and "submit the tender" not in kept


def test_matching_over_many_commitments_picks_what_it_picks_among_few() -> None:
    crowd = [_commitment(f"water the {plant} in room {n}") for n in range(300) for plant in ("ferns",)]
    for phrase in PHRASES:
        assert cm.match(phrase, [*crowd, *COMMITMENTS]) == cm.match(phrase, COMMITMENTS)
        assert cm.sole_fit(phrase, [*crowd, *COMMITMENTS]) == cm.sole_fit(phrase, COMMITMENTS)


_WORDS = sorted({word for text in [*ACTIONS, *PHRASES] for word in text.replace("'", " ").split()})


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sampled_from(_WORDS), min_size=1, max_size=4),
    st.sampled_from(["", "ing", "s", "al", "ment", "-"]),
)
def test_any_wording_of_known_words_keeps_what_it_can_name(words: list[str], ending: str) -> None:
    _assert_kept(" ".join(words) + ending, COMMITMENTS)
