"""``recap bench understanding``: the judge's outcomes, the corpus format, and the command."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from bot.bench_cli import bench
from memory.model import (
    Claim,
    Commitment,
    CommitmentStatus,
    Epistemic,
    IssueEpisode,
    Precision,
    Source,
)
from memory.understanding_corpus import Case, CorpusError, Snapshot, changes, judge, load

NOW = "2026-11-30T08:10:00-05:00"  # a Monday in New York
SOURCE = Source(event_id=1, name="chat", authority=1.0)


def _case(expect: Any, say: str = "…", **more: Any) -> Case:
    return Case.model_validate({"say": say, "now": NOW, "timezone": "America/New_York", "expect": expect, **more})


def _commitment(id: int, action: str, due: datetime | None, status: CommitmentStatus = CommitmentStatus.ACCEPTED,
                **more: Any) -> Commitment:
    return Commitment(
        id=id, user="u", action=action, owner=more.get("owner", "me"), counterparty=more.get("counterparty"),
        original_due=due, due=due, status=status, created_at=datetime(2026, 11, 30, tzinfo=UTC), source=SOURCE,
    )


def _claim(id: int, subject: str, predicate: str, value: str, *, since: datetime | None = None,
           corrects: int | None = None) -> Claim:
    at = datetime(2026, 11, 30, 13, 10, tzinfo=UTC)
    return Claim(
        id=id, user="u", subject=subject, predicate=predicate, value=value, scope=None, observed_at=at,
        effective_from=since or at, effective_to=None, precision=Precision.DAY if since else Precision.INSTANT,
        explicit_time=since is not None, epistemic=Epistemic.EXPLICIT, source=SOURCE, corrects=corrects,
    )


def _episode(id: int, topic: str, resolved: datetime | None = None) -> IssueEpisode:
    return IssueEpisode(
        id=id, user="u", topic=topic, opened_at=datetime(2026, 11, 30, tzinfo=UTC), resolved_at=resolved,
        detail="", previous_id=None, source=SOURCE,
    )


# Friday 4 December 2026, 23:59:59 in New York: "by Friday".
FRIDAY = datetime(2026, 12, 5, 4, 59, 59, tzinfo=UTC)
SATURDAY = datetime(2026, 12, 6, 4, 59, 59, tzinfo=UTC)
DECK = {"commitments": [{"action": ["send the deck to Omar", "send Omar the deck"], "due": "2026-12-04"}]}


def _outcome(case: Case, before: Snapshot, after: Snapshot, *, asks: tuple[str, ...] = (), reply: str = "") -> str:
    return judge(case, changes(before, after), asks=asks, reply=reply).outcome


def test_a_commitment_stored_as_expected_is_right() -> None:
    """Same content words (stopwords and word forms aside) and the same local due day: right."""
    after = Snapshot(commitments=(_commitment(1, "send the Deck to Omar", FRIDAY),))
    assert _outcome(_case(DECK), Snapshot(), after) == "right"


def test_a_wrong_due_is_stored_wrong() -> None:
    """The right action due a day late is stored wrong, not missed."""
    after = Snapshot(commitments=(_commitment(1, "send the deck to Omar", SATURDAY),))
    verdict = judge(_case(DECK), changes(Snapshot(), after), asks=(), reply="")
    assert verdict.outcome == "wrong"
    assert verdict.got == ["new commitment: 'send the deck to Omar', due 2026-12-05"]


def test_a_due_where_the_case_has_none_and_a_date_word_in_the_action_are_wrong() -> None:
    """A commitment without `due` must have none; "by Friday" inside the action is another action."""
    undated = _case({"commitments": [{"action": "renew my passport"}]})
    assert _outcome(undated, Snapshot(), Snapshot(commitments=(_commitment(1, "renew passport", None),))) == "right"
    assert _outcome(undated, Snapshot(), Snapshot(commitments=(_commitment(1, "renew passport", FRIDAY),))) == "wrong"
    dated = Snapshot(commitments=(_commitment(1, "send the deck to Omar by Friday", FRIDAY),))
    assert _outcome(_case(DECK), Snapshot(), dated) == "wrong"


def test_a_due_at_a_minute_compares_to_the_minute() -> None:
    """YYYY-MM-DDTHH:MM is the local minute the commitment is due."""
    case = _case({"commitments": [{"action": "call Diego", "due": "2026-12-01T15:00"}]})
    three = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)
    assert _outcome(case, Snapshot(), Snapshot(commitments=(_commitment(1, "call Diego", three),))) == "right"
    four = datetime(2026, 12, 1, 21, 0, tzinfo=UTC)
    assert _outcome(case, Snapshot(), Snapshot(commitments=(_commitment(1, "call Diego", four),))) == "wrong"


def test_something_stored_beyond_what_is_expected_is_wrong() -> None:
    """Every expectation met, plus an issue the case does not expect: stored wrong."""
    after = Snapshot(commitments=(_commitment(1, "send the deck to Omar", FRIDAY),), episodes=(_episode(1, "deck"),))
    assert _outcome(_case(DECK), Snapshot(), after) == "wrong"
    chatter = _case("nothing", say="lol ok thx")
    assert _outcome(chatter, Snapshot(), Snapshot(claims=(_claim(1, "lol", "status", "ok"),))) == "wrong"


def test_nothing_stored_is_a_miss_and_nothing_expected_is_right() -> None:
    """An expected change that did not happen, with no question asked, is silently missed."""
    assert _outcome(_case(DECK), Snapshot(), Snapshot()) == "missed"
    partly = _case({"facts": [{"subject": "Maya", "predicate": "role", "value": "CTO"},
                              {"subject": "Omar", "predicate": "role", "value": "COO"}]})
    assert _outcome(partly, Snapshot(), Snapshot(claims=(_claim(1, "maya", "role", "CTO"),))) == "missed"
    assert _outcome(_case("nothing"), Snapshot(), Snapshot()) == "right"


def test_asking_is_right_only_when_the_case_wants_a_question() -> None:
    """ask: true is right when recap asked and stored nothing; an ask elsewhere counts as asked."""
    ask = _case({"ask": True})
    assert _outcome(ask, Snapshot(), Snapshot(), asks=("Which date did you mean?",)) == "right"
    assert _outcome(ask, Snapshot(), Snapshot()) == "missed"
    guessed = Snapshot(commitments=(_commitment(1, "pay the rent", FRIDAY),))
    assert _outcome(ask, Snapshot(), guessed, asks=("Which date?",)) == "wrong"
    assert _outcome(_case(DECK), Snapshot(), Snapshot(), asks=("When is it due?",)) == "asked"
    assert _outcome(_case("nothing"), Snapshot(), Snapshot(), asks=("Which one?",)) == "asked"


def test_a_question_is_judged_by_its_reply_and_stores_nothing() -> None:
    """answer: substrings in the reply (any case), answer_excludes absent, nothing stored."""
    case = _case({"answer": ["deck"], "answer_excludes": ["dentist"]}, say="what's due this week?")
    assert _outcome(case, Snapshot(), Snapshot(), reply="Due this week: send the Deck to Omar (Fri).") == "right"
    assert _outcome(case, Snapshot(), Snapshot(), reply="Due: the deck; call the dentist.") == "missed"
    assert _outcome(case, Snapshot(), Snapshot(), reply="Nothing is due.") == "missed"
    assert _outcome(case, Snapshot(), Snapshot(), reply="The deck; two dentists.") == "missed"
    # an exclude is a word's start: "CTO" is not in "October"
    role = _case({"answer": ["CFO"], "answer_excludes": ["CTO"]}, say="/history Odete")
    assert _outcome(role, Snapshot(), Snapshot(), reply="role: CFO — effective 27 October") == "right"
    assert _outcome(role, Snapshot(), Snapshot(), reply="role: CFO, then CTO") == "missed"
    stored = Snapshot(commitments=(_commitment(1, "what's due this week", None),))
    assert _outcome(case, Snapshot(), stored, reply="Noted: the deck") == "wrong"


def test_lifecycle_changes_are_judged_against_the_baseline() -> None:
    """Completed, cancelled and moved name a commitment said before; other changes are extra."""
    deck = _commitment(1, "send the pricing deck to Omar", FRIDAY)
    rent = _commitment(2, "pay the rent", FRIDAY)
    before = Snapshot(commitments=(deck, rent))
    done = Snapshot(commitments=(_commitment(1, deck.action, FRIDAY, CommitmentStatus.COMPLETED), rent))
    assert _outcome(_case({"completed": ["send the pricing deck to Omar"]}), before, done) == "right"
    assert _outcome(_case({"cancelled": ["send the pricing deck to Omar"]}), before, done) == "wrong"
    wrong_one = Snapshot(commitments=(deck, _commitment(2, rent.action, FRIDAY, CommitmentStatus.COMPLETED)))
    assert _outcome(_case({"completed": ["send the pricing deck to Omar"]}), before, wrong_one) == "wrong"
    moved = Snapshot(commitments=(_commitment(1, deck.action, SATURDAY, CommitmentStatus.MOVED), rent))
    assert _outcome(_case({"moved": [{"action": deck.action, "due": "2026-12-05"}]}), before, moved) == "right"
    assert _outcome(_case({"moved": [{"action": deck.action, "due": "2026-12-06"}]}), before, moved) == "wrong"


def test_a_lifecycle_change_may_name_its_commitment_with_its_counterparty() -> None:
    """ "send the photos to Laleh" names the to-do kept as "send the photos" for Laleh; never
    one for someone else, nor one whose action lacks the words."""
    photos = _commitment(1, "send the photos", FRIDAY, counterparty="Laleh")
    before = Snapshot(commitments=(photos,))
    later = _commitment(1, photos.action, SATURDAY, CommitmentStatus.MOVED, counterparty="Laleh")
    said = {"moved": [{"action": "send the photos to Laleh", "due": "2026-12-05"}]}
    assert _outcome(_case(said), before, Snapshot(commitments=(later,))) == "right"
    done = _commitment(1, photos.action, FRIDAY, CommitmentStatus.COMPLETED, counterparty="Laleh")
    sent = Snapshot(commitments=(done,))
    assert _outcome(_case({"completed": ["send the photos to Laleh"]}), before, sent) == "right"
    assert _outcome(_case({"completed": ["send the photos to Omar"]}), before, sent) == "wrong"
    assert _outcome(_case({"completed": ["send the prints to Laleh"]}), before, sent) == "wrong"


def test_a_lifecycle_change_may_name_its_commitment_without_the_person_it_is_sent_to() -> None:
    """A to-do kept as "send the manifest to Renata" is named by "send the manifest" too, as the
    label may leave out the person the action is only directed at; never by other words, and a
    lowercase last word is no person ("send the manifest to accounts")."""
    manifest = _commitment(1, "send the manifest to Renata", FRIDAY)
    before = Snapshot(commitments=(manifest,))
    done = Snapshot(commitments=(_commitment(1, manifest.action, FRIDAY, CommitmentStatus.COMPLETED),))
    for label in ("send the manifest", "send the manifest to Renata"):
        assert _outcome(_case({"completed": [label]}), before, done) == "right"
    assert _outcome(_case({"completed": ["send the invoice"]}), before, done) == "wrong"
    moved = Snapshot(commitments=(_commitment(1, manifest.action, SATURDAY, CommitmentStatus.MOVED),))
    assert _outcome(_case({"moved": [{"action": "send the manifest", "due": "2026-12-05"}]}), before, moved) == "right"
    accounts = _commitment(1, "send the manifest to accounts", FRIDAY)
    closed = Snapshot(commitments=(_commitment(1, accounts.action, FRIDAY, CommitmentStatus.COMPLETED),))
    assert _outcome(_case({"completed": ["send the manifest"]}), Snapshot(commitments=(accounts,)), closed) == "wrong"


def test_a_new_commitment_may_name_its_counterparty_in_its_action() -> None:
    """A to-do labelled "send the certs" for Fraser is met by one kept as "send the certs to Fraser"
    or "send Fraser the certs", with or without the counterparty stored; never by another
    person's name or other words."""
    label = _case({"commitments": [{"action": "send the certs", "due": "2026-12-04", "counterparty": "Fraser"}]})
    for action, counterparty in (("send the certs to Fraser", None), ("send Fraser the certs", "Fraser")):
        stored = Snapshot(commitments=(_commitment(1, action, FRIDAY, counterparty=counterparty),))
        assert _outcome(label, Snapshot(), stored) == "right"
    for action in ("send the certs to Omar", "send the invoice to Fraser"):
        assert _outcome(label, Snapshot(), Snapshot(commitments=(_commitment(1, action, FRIDAY),))) == "wrong"


def test_facts_corrections_and_issues() -> None:
    """Facts need no `corrects`, corrections need one; `from` is the local day; topics match loosely."""
    maya = _claim(1, "Maya", "role", "CTO")
    before = Snapshot(claims=(maya,), episodes=(_episode(1, "VPN"),))
    march = datetime(2026, 3, 1, 5, 0, tzinfo=UTC)  # 1 March, local midnight
    fact = _case({"facts": [{"subject": "maya", "predicate": "role", "value": "CEO", "from": "2026-03-01"}]})
    assert _outcome(fact, before, Snapshot(claims=(maya, _claim(2, "Maya", "role", "CEO", since=march)))) == "right"
    assert _outcome(fact, before, Snapshot(claims=(maya, _claim(2, "Maya", "role", "CEO")))) == "wrong"
    fix = _case({"corrected": [{"subject": "Maya", "predicate": "role", "value": "CEO"}]})
    assert _outcome(fix, before, Snapshot(claims=(maya, _claim(2, "Maya", "role", "CEO")))) == "wrong"
    assert _outcome(fix, before, Snapshot(claims=(maya, _claim(2, "Maya", "role", "CEO", corrects=1)))) == "right"
    resolved = Snapshot(claims=(maya,), episodes=(_episode(1, "VPN", resolved=march),))
    assert _outcome(_case({"resolved": ["the vpn"]}), before, resolved) == "right"
    opened = Snapshot(claims=(maya,), episodes=(_episode(1, "VPN"), _episode(2, "jira login")))
    assert _outcome(_case({"opened": ["jira"]}), before, opened) == "right"


# -- the corpus format ------------------------------------------------------------------


def _write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def test_file_defaults_apply_to_each_case_and_cases_override_them(tmp_path: Path) -> None:
    """now and timezone at the top of a file are every case's, unless the case says otherwise."""
    path = _write(tmp_path, "dates.yaml", f"""
now: {NOW}
timezone: America/New_York
cases:
  - say: gotta call the broker tmrw
    expect:
      commitments:
        - {{action: call the broker, due: 2026-12-01, counterparty: 7}}
  - say: "ring Aoife at half 3"
    now: 2027-04-05T08:30:00+01:00
    timezone: Europe/London
    before: I'll call the bank by Friday
    expect: {{commitments: [{{action: ring Aoife, due: "2027-04-05T15:30"}}]}}
  - {{say: lol ok thx, expect: nothing}}
""")
    first, second, third = load(path)
    assert (first.category, first.index, first.timezone) == ("dates", 1, "America/New_York")
    assert first.expect.commitments[0].due == "2026-12-01" and first.expect.commitments[0].counterparty == "7"
    assert second.timezone == "Europe/London" and second.before == ["I'll call the bank by Friday"]
    assert second.expect.commitments[0].due == "2027-04-05T15:30"
    assert not third.expect.stores and third.index == 3


@pytest.mark.parametrize(
    ("case", "reason"),
    [
        ("{say: hi, expect: {comitments: []}}", "comitments"),
        ("{say: hi, expect: {commitments: [{action: x, due: friday}]}}", "due"),
        ("{say: no, expect: nothing}", "quotes"),
        ("{say: hi, now: 2026-11-30T08:10:00, expect: nothing}", "offset"),
        ("{say: hi, expect: {ask: true, answer: [x]}}", "not answer and ask"),
        ("{say: hi, timezone: Mars/Olympus, expect: nothing}", "timezone"),
        ("{say: hi, expect: maybe}", "nothing"),
    ],
)
def test_an_invalid_case_is_refused_with_its_file_and_number(tmp_path: Path, case: str, reason: str) -> None:
    """A bad case names the file, the case number and what is wrong."""
    header = f"now: {NOW}\ntimezone: America/New_York\ncases:\n  - {{say: ok, expect: nothing}}\n"
    path = _write(tmp_path, "bad.yaml", f"{header}  - {case}\n")
    with pytest.raises(CorpusError) as error:
        load(path)
    assert "bad.yaml: case 2:" in str(error.value) and reason in str(error.value)


# -- the command ------------------------------------------------------------------------


def test_the_command_plays_a_corpus_folder_and_reports_json(tmp_path: Path) -> None:
    """--json: per-category and total figures, reader times, and each failure with what was got."""
    _write(tmp_path, "commitments.yaml", f"""
now: {NOW}
timezone: America/New_York
cases:
  - say: I'll send the deck by Friday
    expect: {{commitments: [{{action: send the deck, due: 2026-12-04}}]}}
  - say: I'll send the deck by Friday
    expect: {{commitments: [{{action: send the deck, due: 2026-12-05}}]}}
""")
    _write(tmp_path, "lifecycle.yaml", f"""
now: {NOW}
timezone: America/New_York
cases:
  - before: [I'll send the renewal deck to Daniel by Friday]
    say: I sent the renewal deck to Daniel
    expect: {{completed: [send the renewal deck to Daniel]}}
""")
    result = CliRunner().invoke(bench, ["understanding", str(tmp_path), "--json"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert set(report) == {"categories", "total", "failures"}
    assert report["total"]["cases"] == 3 and set(report["categories"]) == {"commitments", "lifecycle"}
    assert report["categories"]["commitments"]["right"] == 1 and report["categories"]["commitments"]["wrong"] == 1
    assert report["categories"]["lifecycle"]["right_pct"] == 100.0
    assert report["total"]["reader_ms"]["p95"] >= report["total"]["reader_ms"]["median"] > 0
    [failure] = report["failures"]
    assert (failure["file"], failure["case"], failure["outcome"]) == ("commitments.yaml", 2, "wrong")
    assert failure["got"] == ["new commitment: 'send the deck', due 2026-12-04"]
    assert "send the deck" in failure["reply"]


def test_the_text_report_is_a_table_and_lists_failures(tmp_path: Path) -> None:
    """Without --json: a table per category plus totals; --failures lists each failing case."""
    _write(tmp_path, "smalltalk.yaml", f"""
now: {NOW}
timezone: America/New_York
cases:
  - {{say: lol ok thx, expect: nothing}}
  - {{say: "what's due this week?", expect: {{answer: [no such thing in the reply]}}}}
""")
    result = CliRunner().invoke(bench, ["understanding", str(tmp_path / "smalltalk.yaml"), "--failures"])
    assert result.exit_code == 0, result.output
    assert "| smalltalk | 2 | 50.0 | 0.0 | 50.0 | 0.0 |" in result.stdout
    assert "| **total** | 2 |" in result.stdout
    assert "MISSED smalltalk.yaml case 2: \"what's due this week?\"" in result.stdout


def test_an_invalid_file_is_refused_with_its_name_and_exit_code_2(tmp_path: Path) -> None:
    """Nothing runs when a file is invalid; the error names the file and the case."""
    _write(tmp_path, "good.yaml", f"now: {NOW}\ntimezone: UTC\ncases: [{{say: hi, expect: nothing}}]\n")
    _write(tmp_path, "broken.yaml", "now: 2026-11-30T08:10:00Z\ncases:\n  - {say: hi, expect: nothing}\n")
    result = CliRunner().invoke(bench, ["understanding", str(tmp_path)])
    assert result.exit_code == 2
    assert "broken.yaml: case 1:" in result.stderr and "timezone" in result.stderr
