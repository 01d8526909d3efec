"""Strands: tags drawn from a slice's words, folded onto existing tags, indexed tag → slice ids."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

from memory import strands
from memory.model import Event, EventKind, Slice

AT = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def _event(text: str, kind: EventKind = EventKind.MESSAGE) -> Event:
    return Event(id=0, user="alice", at=AT, kind=kind, author="alice", text=text)


def _slice(slice_id: str, started: datetime, tags: tuple[str, ...]) -> Slice:
    return Slice(id=slice_id, user="alice", started_at=started, ended_at=started, status="closed", tags=tags)


def test_names_count_double_and_ties_keep_first_mention() -> None:
    """A name said twice outranks a word said twice; equal scores keep the order they were said."""
    tags = strands.tags_for([_event("We met Kenji about the climbing club. The club wants Kenji to lead.")], {})
    assert tags == ("kenji", "club", "met", "climbing", "wants", "lead")


def test_capital_at_sentence_start_is_not_a_name() -> None:
    """'Budget' opening a sentence counts once; 'Budget' mid-sentence counts as a name."""
    assert strands.tags_for([_event("Budget is tight. Review soon.")], {})[0] == "budget"
    opening = strands.tags_for([_event("Budget review. Review it.")], {})
    assert opening[0] == "review"  # review 2, budget 1: the opening capital is no name
    named = strands.tags_for([_event("We discussed Budget. Review it.")], {})
    assert named[0] == "budget"  # budget 2 as a name, review 1


def test_stopwords_short_words_and_possessives_are_dropped() -> None:
    """Stopwords and words under three letters are no tags; "Maya's" and "Maya’s" tag as maya."""
    tags = strands.tags_for([_event("Maya’s plan and Maya's budget: it is ok to go")], {})
    assert tags == ("maya", "plan", "budget")


def test_only_messages_and_sources_are_tagged() -> None:
    """recap's replies and commands never put words into tags."""
    events = [
        _event("Noted: Zanzibar Zanzibar", EventKind.REPLY),
        _event("/history Zanzibar", EventKind.COMMAND),
        _event("[crm] Northwind — owner: Daniel", EventKind.SOURCE),
    ]
    assert set(strands.tags_for(events, {})) == {"crm", "northwind", "owner", "daniel"}


def test_at_most_max_tags() -> None:
    """However many words, a slice gets at most MAX_TAGS tags."""
    text = " ".join(f"word{chr(97 + i)}x" for i in range(20))
    assert len(strands.tags_for([_event(text)], {})) == strands.MAX_TAGS


def test_fold_onto_existing_spelling_by_case_and_plural() -> None:
    """A plural folds onto a known singular, a singular onto a known plural; unknown tags stay."""
    known = {"deadline": ["a"], "invoices": ["b"]}
    assert strands.fold("deadlines", known) == "deadline"
    assert strands.fold("invoice", known) == "invoices"
    assert strands.fold("deadline", known) == "deadline"
    assert strands.fold("budget", known) == "budget"


def test_tags_follow_existing_strands() -> None:
    """'Deadlines' in a new slice joins the existing 'deadline' strand instead of starting another."""
    tags = strands.tags_for([_event("Deadlines everywhere, the deadline is close")], {"deadline": ["x"]})
    assert tags == ("deadline", "everywhere", "close")


def test_singular_and_plural_in_one_slice_make_one_tag() -> None:
    """A slice saying 'deadline' and 'deadlines' gets one tag for both, not two strands."""
    tags = strands.tags_for([_event("The deadline slipped. Two deadlines now.")], {})
    assert tags == ("deadline", "slipped", "two")  # deadline counted twice, spelled as first said


def test_index_orders_tags_and_slices_by_time() -> None:
    """Strands are sorted by tag; each lists its slices oldest first, whatever the input order."""
    later = _slice("2026/03/03/0900", AT + timedelta(days=1), ("kenji", "club"))
    earlier = _slice("2026/03/02/0900", AT, ("club",))
    assert strands.index([later, earlier]) == {
        "club": ["2026/03/02/0900", "2026/03/03/0900"],
        "kenji": ["2026/03/03/0900"],
    }
    assert list(strands.index([later, earlier])) == ["club", "kenji"]


def test_load_missing_file_is_empty_and_save_round_trips(tmp_path: Path) -> None:
    """No strands.json means no strands; what is saved loads back equal, unicode intact."""
    path = tmp_path / "users" / "alice" / "strands.json"
    assert strands.load(path) == {}
    data = {"café": ["2026/03/02/0900"], "kenji": ["2026/03/02/0900", "2026/03/03/0900"]}
    strands.save(path, data)
    assert strands.load(path) == data
    assert "café" in path.read_text(encoding="utf-8")
    assert json.loads(path.read_text(encoding="utf-8")) == data
