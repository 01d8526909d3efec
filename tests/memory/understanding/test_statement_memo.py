"""The memo of a statement's reading (:func:`memory.understanding._dispatch._statement` and the
forms under it): one message reads the same words several times (a run-on message's cuts, the
whole), so the reading is kept; a caller may change the list it gets, the next one's is untouched."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

from memory.timefmt import zone
from memory.understanding import NewCommitment, OpenEpisode, extract
from memory.understanding._dispatch import _forms_read, _statement, _statement_forms
from memory.understanding._phrases import _Ctx

NOW = datetime(2026, 3, 2, 23, 30, tzinfo=UTC)
CTX = _Ctx(NOW, zone("UTC"), lowercase=False)


def test_a_statement_read_again_is_a_fresh_list() -> None:
    first = _statement("call the engineer tmrw", CTX)
    assert [type(intent) for intent in first] == [NewCommitment]
    first.clear()
    assert _statement("call the engineer tmrw", CTX) == _statement("call the engineer tmrw", CTX) != []
    forms = _statement_forms("call the engineer tmrw", "", CTX)
    forms.append(forms[0])
    assert len(_statement_forms("call the engineer tmrw", "", CTX)) == 1


def test_the_forms_read_one_instant_in_two_zones_apart() -> None:
    """The same words and context are read once; the same instant in another zone of now is
    read again, never answered from the other's memo (two such datetimes compare equal)."""
    said = "ring Omar about the lease tomorrow"
    before = _forms_read.cache_info().misses
    _statement_forms(said, "", CTX)
    _statement_forms(said, "", CTX)
    assert _forms_read.cache_info().misses == before + 1
    shifted = _Ctx(NOW.astimezone(timezone(timedelta(hours=2))), zone("UTC"), lowercase=False)
    assert shifted == CTX
    _statement_forms(said, "", shifted)
    assert _forms_read.cache_info().misses == before + 2


def test_a_run_on_message_reads_the_same_each_time() -> None:
    """ "the printers broken again call the engineer tmrw": the report and the to-do, read again
    from memory the same."""
    said = "the printers broken again call the engineer tmrw"
    first = extract(said, now=NOW, tz=zone("UTC"))
    assert [type(intent) for intent in first] == [OpenEpisode, NewCommitment]
    first.clear()
    assert extract(said, now=NOW, tz=zone("UTC")) == extract(said, now=NOW, tz=zone("UTC")) != []
