"""Commitment folding, due/overdue derivation and action matching."""

from __future__ import annotations

import itertools
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from memory import commitments as cm
from memory.model import Commitment, CommitmentStatus, CommitmentVersion, Source

NY = ZoneInfo("America/New_York")
CHI = ZoneInfo("America/Chicago")
CHAT = Source(event_id=1, name="chat", authority=1.0)
St = CommitmentStatus

_ids = itertools.count(1)


def local(y, m, d, hh=0, mm=0, tz=NY) -> datetime:
    return datetime(y, m, d, hh, mm, tzinfo=tz).astimezone(UTC)


def commitment(
    action: str,
    *,
    due: datetime | None = None,
    status: CommitmentStatus = St.ACCEPTED,
    counterparty: str | None = None,
    owner: str = "me",
    id: int | None = None,
) -> Commitment:
    return Commitment(
        id=next(_ids) if id is None else id,
        user="bob",
        action=action,
        owner=owner,
        counterparty=counterparty,
        original_due=due,
        due=due,
        status=status,
        created_at=local(2026, 4, 6, 10),
        source=CHAT,
    )


def version(c: Commitment, at: datetime, status: CommitmentStatus, due: datetime | None = None) -> CommitmentVersion:
    return CommitmentVersion(commitment_id=c.id, at=at, status=status, due=due, source=CHAT)


# --------------------------------------------------------------------------- folding


def test_apply_moved_keeps_original_due():
    """Moving a deadline changes the current due and keeps the original."""
    deck = commitment("send the renewal deck", due=local(2026, 4, 10, 23, 59), counterparty="Daniel")
    moved = version(deck, local(2026, 4, 7, 16), St.MOVED, local(2026, 4, 17, 23, 59))
    state = cm.apply(deck, [moved])
    assert (state.status, state.due, state.original_due) == (St.MOVED, local(2026, 4, 17, 23, 59), deck.due)


def test_apply_orders_versions_by_time():
    """Versions fold in time order whatever order they are given in."""
    deck = commitment("send the renewal deck", due=local(2026, 4, 10))
    v1 = version(deck, local(2026, 4, 7), St.MOVED, local(2026, 4, 17))
    v2 = version(deck, local(2026, 4, 16), St.COMPLETED)
    state = cm.apply(deck, [v2, v1])
    assert (state.status, state.due, state.original_due) == (St.COMPLETED, local(2026, 4, 17), local(2026, 4, 10))
    assert not state.is_open


def test_apply_creation_version_is_idempotent():
    """Re-applying the version that created the commitment changes nothing."""
    deck = commitment("send the renewal deck", due=local(2026, 4, 10))
    created = version(deck, deck.created_at, St.ACCEPTED, deck.due)
    assert cm.apply(deck, [created]) == deck
    assert cm.apply(deck, []) == deck


def test_apply_first_due_becomes_original():
    """A commitment recorded without a due gets its first due as the original one."""
    call = commitment("call Maya")
    state = cm.apply(
        call,
        [
            version(call, local(2026, 4, 7), St.ACCEPTED, local(2026, 4, 9)),
            version(call, local(2026, 4, 8), St.MOVED, local(2026, 4, 12)),
        ],
    )
    assert (state.original_due, state.due) == (local(2026, 4, 9), local(2026, 4, 12))


def test_apply_rejects_foreign_version():
    """A version of another commitment is a programming error."""
    a, b = commitment("a thing"), commitment("b thing")
    with pytest.raises(ValueError):
        cm.apply(a, [version(b, local(2026, 4, 7), St.COMPLETED)])


# --------------------------------------------------------------------------- due / overdue


def test_is_overdue_only_for_open_commitments_past_due():
    """Overdue means open and past due; completed, cancelled or undated never are."""
    now = local(2026, 4, 11, 9)
    past = local(2026, 4, 9, 23, 59)
    assert cm.is_overdue(commitment("book the offsite venue", due=past), now)
    assert not cm.is_overdue(commitment("book the offsite venue", due=past, status=St.CANCELLED), now)
    assert not cm.is_overdue(commitment("send the deck", due=past, status=St.COMPLETED), now)
    assert not cm.is_overdue(commitment("send the deck"), now)
    assert not cm.is_overdue(commitment("send the deck", due=now), now)
    assert cm.is_overdue(commitment("disputed invoice", due=past, status=St.DISPUTED), now)


def test_moved_deadline_scenario_due_and_overdue():
    """moved-deadline.yaml: on 11 April only the venue is overdue; the moved deck is due within a week."""
    deck = commitment("send the renewal deck", due=local(2026, 4, 10, 23, 59), counterparty="Daniel")
    deck = cm.apply(deck, [version(deck, local(2026, 4, 7, 16), St.MOVED, local(2026, 4, 17, 23, 59))])
    venue = commitment("book the offsite venue", due=local(2026, 4, 9, 23, 59))
    now = local(2026, 4, 8, 7, 29)
    assert cm.due_within([deck, venue], now, 7, NY) == [venue]  # the deck (17 April) is 9 days out
    assert cm.due_within([deck, venue], now, 9, NY) == [venue, deck]
    now = local(2026, 4, 11, 9)
    assert cm.overdue([deck, venue], now) == [venue]
    assert cm.due_within([deck, venue], now, 7, NY) == [deck]
    venue = cm.apply(venue, [version(venue, local(2026, 4, 11, 9, 5), St.CANCELLED)])
    assert cm.overdue([deck, venue], now) == []


def test_due_within_ends_at_local_midnight_of_nth_day():
    """The window runs to the end of the N-th local day ahead, not N*24 hours."""
    now = local(2026, 4, 8, 22)  # Wednesday 22:00 New York
    last_minute = commitment("a", due=local(2026, 4, 15, 23, 59))
    next_day = commitment("b", due=local(2026, 4, 16, 0, 0))
    today = commitment("c", due=local(2026, 4, 8, 23))
    assert cm.due_within([last_minute, next_day, today], now, 7, NY) == [today, last_minute]
    assert cm.due_within([last_minute, next_day, today], now, 0, "America/New_York") == [today]


def test_due_within_across_daylight_saving():
    """End of day is computed in local time across a DST change."""
    now = local(2026, 3, 6, 10, tz=CHI)
    end = cm.end_of_local_day(now, 3, CHI)
    assert end == local(2026, 3, 10, 0, tz=CHI)
    assert end - now == timedelta(days=3, hours=13)  # one hour short: clocks sprang forward on 8 March


def test_due_within_excludes_closed_and_undated():
    """Completed, cancelled and undated commitments are not due."""
    now = local(2026, 4, 8)
    soon = local(2026, 4, 9)
    cs = [
        commitment("done thing", due=soon, status=St.COMPLETED),
        commitment("cancelled thing", due=soon, status=St.CANCELLED),
        commitment("undated thing"),
        commitment("proposed thing", due=soon, status=St.PROPOSED),
    ]
    assert [c.action for c in cm.due_within(cs, now, 7, NY)] == ["proposed thing"]


# --------------------------------------------------------------------------- matching


def test_match_short_phrase():
    """'the deck' finds 'send Maya the renewal deck'."""
    deck = commitment("send Maya the renewal deck")
    venue = commitment("book the offsite venue")
    assert cm.match("the deck", [deck, venue]) == [deck]


def test_match_past_tense_report_with_counterparty():
    """'I sent the renewal deck to Daniel' finds 'send the renewal deck'."""
    deck = commitment("send the renewal deck", counterparty="Daniel")
    other = commitment("send Daniel the pricing sheet")
    assert cm.match("I sent the renewal deck to Daniel", [deck, other]) == [deck]
    plain = commitment("send the renewal deck")
    assert cm.match("I sent the renewal deck to Daniel", [plain, other]) == [plain]


def test_match_ties_return_all_candidates():
    """Two equally good commitments are both returned so the caller can ask."""
    a = commitment("send Maya the renewal deck")
    b = commitment("send Daniel the pricing deck")
    assert cm.match("the deck", [a, b]) == [a, b]
    assert cm.match("the renewal deck", [a, b]) == [a]


def test_match_exact_wording_breaks_a_tie():
    """Of two tied commitments, the one whose words are exactly the phrase wins."""
    exact = commitment("send the deck")
    longer = commitment("send the renewal deck")
    assert cm.match("send the deck", [longer, exact]) == [exact]


def test_match_needs_a_shared_specific_word():
    """Sharing only a generic verb or a name is not a match."""
    deck = commitment("send Maya the renewal deck")
    assert cm.match("I sent the invoice", [deck]) == []
    assert cm.match("I sent the invoice to Maya", [deck]) == []
    assert cm.match("", [deck]) == []
    assert cm.match("the deck", []) == []


def test_match_score_ranges():
    """match_score is in [0, 1] and 1 for a full match."""
    deck = commitment("book the offsite venue")
    assert cm.match_score("offsite venue", deck) == 1.0
    assert cm.MATCH_THRESHOLD < cm.match_score("Cancel the offsite venue", deck) < 1.0
    assert cm.match_score("renewal deck", deck) == 0.0


def test_match_with_extra_verb_still_finds_commitment():
    """'cancel the offsite venue' still names 'book the offsite venue'."""
    venue = commitment("book the offsite venue")
    deck = commitment("send the renewal deck")
    assert cm.match("cancel the offsite venue", [venue, deck]) == [venue]


def test_match_an_acronym_in_capitals_names_the_words_it_abbreviates():
    """'the SLA review' finds 'finish the service level agreement review'; lower-case or
    letters that are no initials do not."""
    sla = commitment("finish the service level agreement review")
    other = commitment("book the team offsite")
    assert cm.match("the SLA review", [sla, other]) == [sla]
    assert cm.match("the XYZ review", [sla, other]) == []


def test_match_a_code_with_or_without_its_hyphen():
    """'w2' and 'W-2' are one word."""
    w2 = commitment("send the W-2 to payroll")
    assert cm.match("w2", [w2]) == [w2]
    assert cm.match("the W-2", [commitment("send the w2 to payroll", id=900)])


def test_match_the_last_part_of_a_compound():
    """'the budget sheet' finds 'update the budget spreadsheet'; a short word ('port') never
    stands for a longer one ('passport')."""
    sheet = commitment("update the budget spreadsheet")
    assert cm.match("the budget sheet", [sheet]) == [sheet]
    assert cm.match("the port", [commitment("renew my passport")]) == []


def test_match_a_two_letter_acronym_is_not_expanded():
    """'reviewed the PR' is no news of 'publish the release notes'."""
    assert cm.match("reviewed the PR", [commitment("publish the release notes")]) == []


# -- sole_fit: one commitment named by a distinctive word -------------------------------------


def test_sole_fit_takes_the_one_commitment_sharing_a_distinctive_word() -> None:
    tender, mum = commitment("submit the tender"), commitment("call Mum")
    assert cm.match("tender deadline", [tender, mum]) == []
    assert cm.sole_fit("tender deadline", [tender, mum]) == [tender]


def test_sole_fit_asks_when_two_share_about_as_much() -> None:
    flights, hotel = commitment("book flights to Accra for June"), commitment("book a hotel in Accra")
    assert cm.sole_fit("the Accra one", [flights, hotel]) == []
    # a word only one of them has settles it
    assert cm.sole_fit("Accra hotel", [flights, hotel]) == [hotel]


@pytest.mark.parametrize("phrase", ["the report form", "send the memo", "the call notes"])
def test_sole_fit_never_takes_a_generic_or_common_word_alone(phrase: str) -> None:
    assert cm.sole_fit(phrase, [commitment("send the quarterly report to Dana"), commitment("call Ravi")]) == []


def test_a_report_must_have_all_its_words_in_the_commitment() -> None:
    sow = commitment("send the SOW", owner="Kwesi")
    assert cm.sole_fit("got the SOW from Kwesi", [sow]) == [sow]
    assert cm.sole_fit("printed the SOW", [sow]) == []
    assert cm.sole_fit("met Kwesi for lunch", [sow]) == []


def test_a_phrase_with_a_word_the_commitment_lacks_names_nothing() -> None:
    present = commitment("buy Maya a birthday present")
    assert cm.sole_fit("Maya's birthday dinner", [present]) == []
    assert cm.sole_fit("Maya's birthday present", [present]) == [present]


def test_a_word_said_is_preferred_to_its_verb_family() -> None:
    """ "the call got moved" names "call with Tomasz", never also "send the invoice" (a call is a
    way to send, so the family ties them): of tied to-dos, the ones that say the words win."""
    def todo(id_: int, action: str) -> Commitment:
        return Commitment(id_, "u", action, "me", None, None, None, CommitmentStatus.ACCEPTED,
                          datetime(2027, 1, 1, tzinfo=UTC), None)  # type: ignore[arg-type]

    invoice, call = todo(1, "send invoice #1043 to bloom studio"), todo(2, "call with Tomasz")
    assert cm.match("call", [invoice, call]) == [call]
    assert cm.match("rang", [invoice, call]) != []  # no literal word: the family still reads
