"""Recall measured on public long-memory benchmarks: LoCoMo and LongMemEval.

Each LoCoMo conversation, or each LongMemEval question with its haystack, is ingested as its
own user in its own recap home (a store and slice files under one folder): every dataset
session becomes exactly one closed slice at the session's own date and time (UTC), through
:meth:`memory.timeline.Timeline.import_slice`, with tags and strands computed as on close.
Each question is then asked at its question date (LoCoMo gives none: a day after the last
session) through :func:`memory.recall.shallow_scan`, and, in the same run, through a plain
BM25 baseline (rank-bm25's BM25Okapi over each slice's whole searchable text, lower-cased
words without stopwords, no stemming, no time handling).

Session-level recall at k = 1, 3, 5, 10, as in the LongMemEval paper: ``recall_any`` (some
evidence session is in the top k) and ``recall_all`` (every one is), overall and per LoCoMo
category or LongMemEval question type. LoCoMo's adversarial category (5) and LongMemEval's
abstention questions (ids ending ``_abs``) are left out, as the papers do, and so is any
question whose evidence names no session of its conversation.

What a slice's text is: LoCoMo turns are messages by their speaker (an image a speaker shares
adds its caption); LongMemEval user turns are messages and assistant turns are replies, so
the searchable text is the user's side, as in the paper's retrieval setting.
"""

from __future__ import annotations

import gzip
import json
import re
import resource
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import IO, Any

from rank_bm25 import BM25Okapi

from memory import strands as strand_rules
from memory.home import Home
from memory.model import Event, EventKind
from memory.recall import Weights, shallow_scan
from memory.store import Store, User
from memory.timeline import Timeline, slice_body
from memory.words import STOPWORDS

__all__ = [
    "KS",
    "LOCOMO_CATEGORIES",
    "BenchItem",
    "BenchQuestion",
    "BenchReport",
    "BenchSession",
    "load",
    "load_locomo",
    "load_longmemeval",
    "parse_evidence",
    "run",
]

KS = (1, 3, 5, 10)
DATASETS = ("locomo", "longmemeval")
LOCOMO_CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
_LEFT_OUT_CATEGORIES = {5}
_LOCOMO_TIME = "%I:%M %p on %d %B, %Y"
_LONGMEMEVAL_TIME = "%Y/%m/%d (%a) %H:%M"
_EVIDENCE = re.compile(r"D\s*:?\s*(\d+)\s*:\s*\d+")
_BASELINE_TOKEN = re.compile(r"[^\W_]+")
SYSTEMS = ("recap", "bm25")


@dataclass(frozen=True)
class BenchSession:
    id: str
    at: datetime
    turns: tuple[tuple[EventKind, str, str], ...]  # kind, author, text


@dataclass(frozen=True)
class BenchQuestion:
    id: str
    category: str
    text: str
    asked_at: datetime
    evidence: frozenset[str]  # dataset session ids


@dataclass(frozen=True)
class BenchItem:
    """One user's worth of data: a LoCoMo conversation or a LongMemEval haystack."""

    id: str
    sessions: tuple[BenchSession, ...]
    questions: tuple[BenchQuestion, ...]


# --------------------------------------------------------------------------- loading


def _utc(text: str, pattern: str) -> datetime:
    return datetime.strptime(" ".join(text.split()), pattern).replace(tzinfo=UTC)


def parse_evidence(items: Iterable[Any]) -> set[int]:
    """LoCoMo session numbers from evidence ids, leniently: "D1:3", "D:11:26" (→ 11),
    "D8:6; D9:17", "D9:1 D4:4"; anything unreadable ("D") names no session."""
    found: set[int] = set()
    for item in items:
        for match in _EVIDENCE.finditer(str(item)):
            found.add(int(match[1]))
    return found


def _locomo_turn(turn: dict[str, Any]) -> tuple[EventKind, str, str]:
    text = str(turn.get("text") or "")
    caption = turn.get("blip_caption")
    if caption:
        text = f"{text} [shares {caption}]".strip()
    return EventKind.MESSAGE, str(turn.get("speaker") or "speaker"), text


def load_locomo(path: Path, limit: int | None = None) -> list[BenchItem]:
    """LoCoMo conversations (``locomo10.json``), the first ``limit`` of them."""
    data = _read_json(path)
    items = []
    for number, sample in enumerate(data[:limit] if limit else data):
        conversation = sample["conversation"]
        sample_id = str(sample.get("sample_id") or f"conv-{number}")
        sessions = []
        for key, turns in conversation.items():
            found = re.fullmatch(r"session_(\d+)", key)
            if not found or not isinstance(turns, list) or not turns:
                continue
            at = _utc(conversation[f"{key}_date_time"], _LOCOMO_TIME)
            sessions.append(BenchSession(id=key, at=at, turns=tuple(_locomo_turn(turn) for turn in turns)))
        sessions.sort(key=lambda session: (session.at, session.id))
        known = {session.id for session in sessions}
        asked_at = sessions[-1].at + timedelta(days=1)
        questions = []
        for index, qa in enumerate(sample.get("qa", [])):
            category = int(qa.get("category", 0))
            if category in _LEFT_OUT_CATEGORIES:
                continue
            evidence = frozenset(f"session_{n}" for n in parse_evidence(qa.get("evidence") or ())) & known
            if not evidence:
                continue
            questions.append(
                BenchQuestion(
                    id=f"{sample_id}:{index}",
                    category=LOCOMO_CATEGORIES.get(category, str(category)),
                    text=str(qa["question"]),
                    asked_at=asked_at,
                    evidence=evidence,
                )
            )
        items.append(BenchItem(id=sample_id, sessions=tuple(sessions), questions=tuple(questions)))
    return items


def load_longmemeval(path: Path, limit: int | None = None) -> list[BenchItem]:
    """LongMemEval questions with their haystacks (the ``sessions`` + ``questions`` subset
    file, gzip JSON), the first ``limit`` non-abstention questions."""
    data = _read_json(path)
    library: dict[str, list[dict[str, Any]]] = data["sessions"]
    items = []
    for question in data["questions"]:
        if str(question["question_id"]).endswith("_abs"):
            continue
        if limit and len(items) >= limit:
            break
        sessions = []
        for session_id, when in zip(question["haystack_session_ids"], question["haystack_dates"], strict=True):
            turns = tuple(
                (
                    EventKind.MESSAGE if turn.get("role") == "user" else EventKind.REPLY,
                    "user" if turn.get("role") == "user" else "assistant",
                    str(turn.get("content") or ""),
                )
                for turn in library[session_id]
            )
            sessions.append(BenchSession(id=session_id, at=_utc(when, _LONGMEMEVAL_TIME), turns=turns))
        sessions.sort(key=lambda session: (session.at, session.id))
        evidence = frozenset(question["answer_session_ids"]) & {session.id for session in sessions}
        qid = str(question["question_id"])
        items.append(
            BenchItem(
                id=qid,
                sessions=tuple(sessions),
                questions=(
                    BenchQuestion(
                        id=qid,
                        category=str(question["question_type"]),
                        text=str(question["question"]),
                        asked_at=_utc(question["question_date"], _LONGMEMEVAL_TIME),
                        evidence=evidence,
                    ),
                )
                if evidence
                else (),
            )
        )
    return items


def load(dataset: str, path: Path, limit: int | None = None) -> list[BenchItem]:
    """The items of ``dataset`` at ``path``; a ValueError when the file is not of that shape."""
    loaders = {"locomo": load_locomo, "longmemeval": load_longmemeval}
    if dataset not in loaders:
        raise ValueError(f"unknown dataset {dataset!r}; use one of {', '.join(DATASETS)}")
    try:
        return loaders[dataset](path, limit)
    except (KeyError, TypeError, IndexError, AttributeError) as error:
        raise ValueError(f"not a {dataset} file ({type(error).__name__}: {error})") from error


def _read_json(path: Path) -> Any:
    """JSON from a plain or gzip file (told apart by its first bytes, not its name)."""
    raw = Path(path).read_bytes()
    if raw[:2] == b"\x1f\x8b":
        raw = gzip.decompress(raw)
    text = raw.decode("utf-8")
    del raw  # the parsed data is what takes the memory; hold one copy of the text at most
    return json.loads(text)


# --------------------------------------------------------------------------- scoring


@dataclass
class _Tally:
    count: int = 0
    any_hits: Counter[int] = field(default_factory=Counter)
    all_hits: Counter[int] = field(default_factory=Counter)

    def add(self, ranked_sessions: Sequence[frozenset[str]], evidence: frozenset[str]) -> None:
        self.count += 1
        for k in KS:
            seen = frozenset().union(*ranked_sessions[:k])
            if evidence & seen:
                self.any_hits[k] += 1
            if evidence <= seen:
                self.all_hits[k] += 1

    def figures(self) -> dict[str, Any]:
        def pct(n: int) -> float:
            return round(100.0 * n / self.count, 1) if self.count else 0.0

        return {
            "questions": self.count,
            "recall_any": {str(k): pct(self.any_hits[k]) for k in KS},
            "recall_all": {str(k): pct(self.all_hits[k]) for k in KS},
        }


@dataclass
class BenchReport:
    dataset: str
    items: int
    sessions: int
    questions: int
    figures: dict[str, dict[str, dict[str, Any]]]  # system → group ("overall", category) → figures
    seconds: dict[str, float]
    peak_rss_mb: float
    headline_k: int = 5

    def as_dict(self) -> dict[str, Any]:
        return {
            "dataset": self.dataset,
            "items": self.items,
            "sessions": self.sessions,
            "questions": self.questions,
            "headline_k": self.headline_k,
            "figures": self.figures,
            "seconds": self.seconds,
            "peak_rss_mb": self.peak_rss_mb,
        }

    def headline(self) -> dict[str, dict[str, float]]:
        k = str(self.headline_k)
        return {
            system: {
                "recall_any": groups["overall"]["recall_any"][k],
                "recall_all": groups["overall"]["recall_all"][k],
            }
            for system, groups in self.figures.items()
        }

    def as_text(self) -> str:
        out = [
            f"recap bench recall · {self.dataset}: {self.items} users, {self.sessions} sessions (one slice each), "
            f"{self.questions} questions",
            "",
        ]
        head = (
            "| group | n | system | "
            + " | ".join(f"any@{k}" for k in KS)
            + " | "
            + " | ".join(f"all@{k}" for k in KS)
            + " |"
        )
        out.append(head)
        out.append("|" + " --- |" * (3 + 2 * len(KS)))
        groups = list(self.figures["recap"])
        for group in groups:
            for system in SYSTEMS:
                figures = self.figures[system][group]
                cells = [f"{figures['recall_any'][str(k)]:.1f}" for k in KS]
                cells += [f"{figures['recall_all'][str(k)]:.1f}" for k in KS]
                out.append(f"| {group} | {figures['questions']} | {system} | " + " | ".join(cells) + " |")
        out.append("")
        k = self.headline_k
        for system, values in self.headline().items():
            out.append(
                f"{system}: recall_any@{k} {values['recall_any']:.1f}, recall_all@{k} {values['recall_all']:.1f}"
            )
        out.append(
            "time: "
            + ", ".join(f"{name} {value:.1f} s" for name, value in self.seconds.items())
            + f"; peak memory (max RSS) {self.peak_rss_mb:.0f} MB"
        )
        return "\n".join(out)


# --------------------------------------------------------------------------- running


def _baseline_tokens(text: str) -> list[str]:
    return [word for word in _BASELINE_TOKEN.findall(text.casefold()) if word not in STOPWORDS]


def _safe_folder(item_id: str, number: int) -> str:
    cleaned = re.sub(r"[^A-Za-z0-9_-]+", "-", item_id).strip("-")[:40]
    return f"{number:04d}-{cleaned or 'item'}"


@dataclass
class _Ingested:
    store: Store
    user: User
    strands: dict[str, list[str]]
    session_of: dict[str, str]  # slice id → dataset session id
    order: list[str]  # slice ids in time order
    texts: dict[str, str]  # slice id → its searchable text (for the baseline)


async def _ingest(item: BenchItem, root: Path) -> _Ingested:
    """One item as one user in its own home, each session one closed slice."""
    home = Home(root)
    home.root.mkdir(parents=True, exist_ok=True)
    store = await Store.open(home.database)
    first = item.sessions[0].at if item.sessions else datetime(2000, 1, 1, tzinfo=UTC)
    user = User(
        id="user",
        name=item.id,
        timezone="UTC",
        briefing_time="08:00",
        nothing_due_line=False,
        next_briefing_at=None,
        created_at=first,
        date_order=None,  # the zone's habit: the benchmark's sessions are read as a new user's
    )
    await store.add_user(user)
    timeline = Timeline(store, home)
    known: dict[str, list[str]] = {}
    done = _Ingested(store=store, user=user, strands={}, session_of={}, order=[], texts={})
    pieces = []
    for session in item.sessions:
        events = [
            (session.at + timedelta(seconds=index), kind, author, text)
            for index, (kind, author, text) in enumerate(session.turns)
        ] or [(session.at, EventKind.MESSAGE, "user", "")]
        drafts = [
            Event(id=0, user=user.id, at=at, kind=kind, author=author, text=text) for at, kind, author, text in events
        ]
        tags = strand_rules.tags_for(drafts, known)
        piece = await timeline.import_slice(user, events, tags=tags)
        for tag in piece.tags:
            known.setdefault(tag, []).append(piece.id)
        done.session_of[piece.id] = session.id
        done.order.append(piece.id)
        done.texts[piece.id] = slice_body(drafts)
        pieces.append(piece)
    done.strands = strand_rules.index(pieces)
    strand_rules.save(home.strands(user.id), done.strands)
    return done


async def run(
    dataset: str,
    path: Path,
    home: Path,
    *,
    limit: int | None = None,
    headline_k: int = 5,
    dump: IO[str] | None = None,
    weights: Weights | None = None,
    progress: Callable[[str], None] | None = None,
) -> BenchReport:
    """Ingest, ask every question of ``dataset`` at ``path`` and tally recall for recap and BM25."""
    started = time.perf_counter()
    items = load(dataset, path, limit)
    loaded = time.perf_counter()
    tallies: dict[str, dict[str, _Tally]] = {system: defaultdict(_Tally) for system in SYSTEMS}
    ingest_seconds = 0.0
    recall_seconds = 0.0
    baseline_seconds = 0.0
    sessions = 0
    questions = 0
    depth = max(KS)
    scan_options = {"weights": weights} if weights is not None else {}
    for number, item in enumerate(items):
        if not item.questions:
            continue
        t0 = time.perf_counter()
        ingested = await _ingest(item, home / _safe_folder(item.id, number))
        store, user, strand_index, session_of, order = (
            ingested.store,
            ingested.user,
            ingested.strands,
            ingested.session_of,
            ingested.order,
        )
        texts = ingested.texts
        sessions += len(order)
        t1 = time.perf_counter()
        ingest_seconds += t1 - t0
        bm25 = BM25Okapi([_baseline_tokens(texts[piece_id]) or ["\u2205"] for piece_id in order])
        baseline_seconds += time.perf_counter() - t1
        try:
            for question in item.questions:
                questions += 1
                t2 = time.perf_counter()
                hits = await shallow_scan(
                    store,
                    user,
                    question.text,
                    question.asked_at,
                    k=depth,
                    strands=strand_index,
                    with_lines=False,
                    pad=True,
                    **scan_options,
                )
                t3 = time.perf_counter()
                recall_seconds += t3 - t2
                recap_ranked = [hit.slice.id for hit in hits]
                scores = bm25.get_scores(_baseline_tokens(question.text))
                best = sorted(range(len(order)), key=lambda i: (-scores[i], i))[:depth]
                bm25_ranked = [order[i] for i in best]
                baseline_seconds += time.perf_counter() - t3
                for system, ranked in (("recap", recap_ranked), ("bm25", bm25_ranked)):
                    ranked_sessions = [frozenset({session_of[piece_id]}) for piece_id in ranked]
                    tallies[system]["overall"].add(ranked_sessions, question.evidence)
                    tallies[system][question.category].add(ranked_sessions, question.evidence)
                if dump is not None:
                    dump.write(
                        json.dumps(
                            {
                                "question_id": question.id,
                                "category": question.category,
                                "question": question.text,
                                "asked_at": question.asked_at.isoformat(),
                                "evidence": sorted(question.evidence),
                                "ranked": [
                                    {
                                        "slice": piece_id,
                                        "sessions": [session_of[piece_id]],
                                        "reasons": list(hit.reasons),
                                    }
                                    for piece_id, hit in zip(recap_ranked, hits, strict=True)
                                ],
                                "baseline": [
                                    {"slice": piece_id, "sessions": [session_of[piece_id]]} for piece_id in bm25_ranked
                                ],
                            },
                            ensure_ascii=False,
                        )
                        + "\n"
                    )
        finally:
            await store.close()
        if progress is not None:
            progress(f"{number + 1}/{len(items)} {item.id}: {len(order)} slices, {len(item.questions)} questions")
    finished = time.perf_counter()
    groups = ["overall", *sorted({g for g in tallies["recap"] if g != "overall"}, key=_group_order)]
    figures = {system: {group: tallies[system][group].figures() for group in groups} for system in SYSTEMS}
    return BenchReport(
        dataset=dataset,
        items=sum(1 for item in items if item.questions),
        sessions=sessions,
        questions=questions,
        figures=figures,
        seconds={
            "load": round(loaded - started, 2),
            "ingest": round(ingest_seconds, 2),
            "recall": round(recall_seconds, 2),
            "baseline": round(baseline_seconds, 2),
            "total": round(finished - started, 2),
        },
        peak_rss_mb=round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        headline_k=headline_k,
    )


def _group_order(group: str) -> tuple[int, str]:
    order = {name: number for number, name in LOCOMO_CATEGORIES.items()}
    return (order.get(group, 99), group)
