"""The recall benchmark harness on tiny LoCoMo- and LongMemEval-shaped fixtures."""

from __future__ import annotations

import io
import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from memory.bench import KS, load_locomo, load_longmemeval, parse_evidence, run
from memory.home import Home

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "bench"
LOCOMO = FIXTURES / "locomo_tiny.json"
LONGMEMEVAL = FIXTURES / "longmemeval_tiny.json.gz"


@pytest.mark.parametrize(
    ("evidence", "sessions"),
    [
        (["D1:3"], {1}),
        (["D:11:26"], {11}),
        (["D8:6; D9:17"], {8, 9}),
        (["D9:1 D4:4 D4:6"], {9, 4}),
        (["D", "", "x"], set()),
        ([None, 7], set()),
    ],
)
def test_parse_evidence_is_lenient(evidence: list[object], sessions: set[int]) -> None:
    """Malformed LoCoMo evidence ids still name their sessions; unreadable ones name none."""
    assert parse_evidence(evidence) == sessions


def test_load_locomo_reads_sessions_dates_and_questions() -> None:
    """Sessions with their own dates; adversarial and evidence-less questions left out; asked a day later."""
    first, second = load_locomo(LOCOMO)
    assert [s.id for s in first.sessions] == ["session_1", "session_2", "session_3", "session_4"]
    assert first.sessions[0].at == datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    assert "[shares a photo of a beagle running on grass]" in first.sessions[0].turns[2][2]
    assert [q.category for q in first.questions] == ["single-hop", "temporal", "multi-hop", "single-hop", "open-domain"]
    assert first.questions[2].evidence == {"session_2", "session_4"}
    assert first.questions[3].evidence == {"session_3"}
    assert {q.asked_at for q in first.questions} == {datetime(2023, 6, 16, 9, 15, tzinfo=UTC)}
    assert second.questions[0].evidence == {"session_1", "session_2"}
    assert len(load_locomo(LOCOMO, limit=1)) == 1


def test_load_longmemeval_reads_haystacks_and_skips_abstention() -> None:
    """One item per non-abstention question, its haystack sessions dated, asked at the question date."""
    items = load_longmemeval(LONGMEMEVAL)
    assert [item.id for item in items] == ["q_user", "q_temporal"]
    temporal = items[1]
    assert [s.id for s in temporal.sessions] == ["s_workshop", "s_car", "s_harvest", "s_books"]
    assert temporal.sessions[2].at == datetime(2023, 6, 10, 7, 30, tzinfo=UTC)
    assert temporal.questions[0].asked_at == datetime(2023, 7, 20, 12, 0, tzinfo=UTC)
    assert temporal.questions[0].evidence == {"s_workshop", "s_harvest"}
    assert temporal.questions[0].category == "temporal-reasoning"
    assert [kind for kind, _, _ in temporal.sessions[0].turns] == ["message", "reply"]
    assert len(load_longmemeval(LONGMEMEVAL, limit=1)) == 1


async def test_locomo_run_makes_one_slice_per_session_and_dumps_rankings(tmp_path: Path) -> None:
    """Each session is exactly one slice at its own time; the dump names slices and their sessions."""
    dump = io.StringIO()
    report = await run("locomo", LOCOMO, tmp_path, dump=dump)
    assert (report.items, report.sessions, report.questions) == (2, 6, 6)
    files = Home(tmp_path / "0000-conv-a").slice_files("user")
    assert [f.relative_to(Home(tmp_path / "0000-conv-a").slices_dir("user")).as_posix() for f in files] == [
        "2023/05/08/1356.md",
        "2023/05/20/1000.md",
        "2023/06/02/1930.md",
        "2023/06/15/0915.md",
    ]
    assert (tmp_path / "0000-conv-a" / "users" / "user" / "strands.json").exists()
    lines = [json.loads(line) for line in dump.getvalue().splitlines()]
    assert len(lines) == 6
    puppy = lines[0]
    assert puppy["question_id"] == "conv-a:0" and puppy["category"] == "single-hop"
    assert puppy["ranked"][0] == {
        "slice": "2023/05/08/1356",
        "sessions": ["session_1"],
        "reasons": puppy["ranked"][0]["reasons"],
    }
    assert len(puppy["ranked"]) == 4 and len(puppy["baseline"]) == 4
    bowl = lines[2]
    assert {s for hit in bowl["ranked"][:2] for s in hit["sessions"]} == {"session_2", "session_4"}
    figures = report.figures
    assert set(figures) == {"recap", "bm25"}
    assert list(figures["recap"]) == ["overall", "multi-hop", "temporal", "open-domain", "single-hop"]
    assert set(figures["recap"]["overall"]["recall_any"]) == {str(k) for k in KS}
    assert figures["recap"]["overall"]["recall_any"]["10"] == 100.0
    assert figures["recap"]["single-hop"]["recall_all"]["1"] == 100.0


async def test_longmemeval_run_reports_both_systems_per_type(tmp_path: Path) -> None:
    """Per question type, recap and the BM25 baseline, with time and memory measured."""
    report = await run("longmemeval", LONGMEMEVAL, tmp_path, headline_k=3)
    assert (report.items, report.sessions, report.questions) == (2, 8, 2)
    assert list(report.figures["bm25"]) == ["overall", "single-session-user", "temporal-reasoning"]
    assert report.figures["recap"]["single-session-user"]["recall_all"]["1"] == 100.0
    assert report.figures["recap"]["temporal-reasoning"]["recall_all"]["3"] == 100.0
    assert report.headline()["recap"] == {"recall_any": 100.0, "recall_all": 100.0}
    assert report.peak_rss_mb > 0 and report.seconds["total"] >= 0
    text = report.as_text()
    assert "| temporal-reasoning | 1 | recap |" in text
    assert "recall_any@3" in text
    assert report.as_dict()["headline_k"] == 3


async def test_unknown_dataset_is_refused(tmp_path: Path) -> None:
    """Only locomo and longmemeval are known."""
    with pytest.raises(ValueError, match="unknown dataset"):
        await run("squad", LOCOMO, tmp_path)
