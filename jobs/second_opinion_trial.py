"""Measure a small trained intent classifier as the reader's second opinion (issues 9 and 10).

recap's reader is hand-written rules. The idea measured here: a statistical classifier over
the labelled understanding sets (:mod:`jobs.second_opinion_model`), consulted only where the
rules decide what to tell the user —

- **net** (rules stored nothing, asked nothing, answered nothing): when the classifier is
  confident the message carries something to keep (a to-do, a fact, an issue, a change of a
  to-do, a correction, or a case that wants a question), recap asks one short question
  instead of "nothing to track". "net, not small talk" leaves the rules' small talk alone:
  that is what :func:`memory.asks.never_silent` does, at :data:`memory.asks.SECOND_OPINION`;
- **veto** (rules stored something): when the classifier is confident the message carries
  nothing to keep (small talk, a question), the store becomes a question.

It is measured leave-one-set-out: the classifier is fitted on four of the five sets and judged
on the fifth (the texts of the fifth dropped from the training sets, so a message repeated
across sets never scores itself). The rules' outcome of each case comes from playing it
through the bot (:func:`bot.understanding_bench.run`); the outcome *with* the second opinion is
the same case judged again (:func:`memory.understanding_corpus.judge`) with what the second
opinion changes: a question instead of silence, or a question instead of the store.

Run from the project root (needs scikit-learn, in the dev extras; recap itself does not)::

    .venv/bin/python -m jobs.second_opinion_trial            # figures per set and threshold
    .venv/bin/python -m jobs.second_opinion_trial --cost     # import, fit, predict, memory, size

The played outcomes are cached in ``--cache`` (default: a file under /tmp), as playing all
five sets takes minutes; ``--replay`` plays them again. The sealed set
(``understanding-blind6``) is never read.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import pickle
import resource
import statistics
import subprocess
import sys
import time
import tracemalloc
from dataclasses import dataclass
from pathlib import Path

from jobs.second_opinion_model import SETS, fit, keeps, labelled, model
from memory.understanding import _second_opinion as second_opinion
from memory.understanding_corpus import Case, judge

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "fixtures"
THRESHOLDS = (0.6, 0.7, 0.8, 0.9, 0.95)
# (label, net, veto, whether the net may overrule the rules' small talk)
VARIANTS = (("net", True, False, True), ("net, not small talk", True, False, False), ("veto", False, True, True),
            ("net+veto", True, True, True))
SECOND_ASK = "second opinion: should I keep that?"


# --------------------------------------------------------------------------- playing the rules


@dataclass(frozen=True)
class Played:
    """One case and what the rules did with it."""

    set: str
    case: Case
    outcome: str
    stored: bool
    asked: bool
    answered: bool
    reply: str


async def _play_set(name: str) -> list[Played]:
    from bot.understanding_bench import load_corpus, run
    from memory import asks, understanding

    asks.SECOND_OPINION = math.inf  # the rules alone: the second opinion is what is measured
    cases = load_corpus([FIXTURES / name])
    report = await run(cases, reader_runs=1)
    played = []
    for result in report.results:
        case = result.case
        asked = any(line.startswith("asked: ") for line in result.got)
        stored = any(not line.startswith("asked: ") and line != "nothing stored" for line in result.got)
        found = understanding.extract(case.say, now=case.now, tz=case.tz)
        answered = any(isinstance(intent, understanding.Question) for intent in found)
        played.append(Played(name, case, result.outcome, stored, asked, answered, result.reply))
    return played


def play(cache: Path, *, replay: bool) -> list[Played]:
    """Every case of the five sets with the rules' outcome, from ``cache`` unless ``replay``."""
    if cache.exists() and not replay:
        rows = json.loads(cache.read_text(encoding="utf-8"))
    else:
        rows = []
        for name in SETS:
            begun = time.perf_counter()
            for p in asyncio.run(_play_set(name)):
                rows.append({"set": p.set, "case": p.case.model_dump(mode="json", by_alias=True), "outcome": p.outcome,
                             "stored": p.stored, "asked": p.asked, "answered": p.answered, "reply": p.reply})
            print(f"played {name} in {time.perf_counter() - begun:.0f} s", file=sys.stderr)
        cache.write_text(json.dumps(rows, ensure_ascii=False), encoding="utf-8")
    return [Played(r["set"], Case.model_validate(r["case"]), r["outcome"], r["stored"], r["asked"], r["answered"],
                    r["reply"]) for r in rows]


# --------------------------------------------------------------------------- the second opinion


def held_out_scores(played: list[Played]) -> dict[int, float]:
    """P(keeps) for every case (by index in ``played``), from a model fitted on the other sets."""
    scores: dict[int, float] = {}
    for name in SETS:
        test = [i for i, p in enumerate(played) if p.set == name]
        seen = {played[i].case.say.casefold() for i in test}
        train = [p for p in played if p.set != name and p.case.say.casefold() not in seen]
        fitted = model().fit([p.case.say for p in train], [keeps(p.case.expect) for p in train])
        probabilities = fitted.predict_proba([played[i].case.say for i in test])[:, 1]
        scores.update(zip(test, (float(x) for x in probabilities), strict=True))
    return scores


def with_opinion(p: Played, score: float, threshold: float, *, net: bool, veto: bool, chat: bool = True) -> str:
    """The case's outcome when the second opinion at ``threshold`` may ask (net) or turn a
    store into a question (veto); ``chat=False``: the net never overrules the rules' small talk."""
    from memory import understanding

    silent = not (p.stored or p.asked or p.answered)
    if net and silent and score >= threshold and (chat or not understanding.small_talk(p.case.say)):
        return judge(p.case, [], asks=[SECOND_ASK], reply=p.reply).outcome
    if veto and p.stored and score <= 1 - threshold:
        return judge(p.case, [], asks=[SECOND_ASK], reply=p.reply).outcome
    return p.outcome


def _tally(outcomes: list[str]) -> str:
    total = len(outcomes)
    return " | ".join(f"{100 * outcomes.count(o) / total:.1f}" for o in ("right", "wrong", "missed", "asked"))


def figures(played: list[Played], scores: dict[int, float]) -> str:
    lines = []
    for name in SETS:
        index = [i for i, p in enumerate(played) if p.set == name]
        lines += [f"== {name} ({len(index)} cases)", "| variant | right % | wrong % | missed % | asked % | changed |",
                  "| --- | --- | --- | --- | --- | --- |"]
        base = [played[i].outcome for i in index]
        lines.append(f"| rules alone | {_tally(base)} | |")
        for label, net, veto, chat in VARIANTS:
            for threshold in THRESHOLDS:
                after = [with_opinion(played[i], scores[i], threshold, net=net, veto=veto, chat=chat) for i in index]
                moves: dict[str, int] = {}
                for old, new in zip(base, after, strict=True):
                    if old != new:
                        moves[f"{old}→{new}"] = moves.get(f"{old}→{new}", 0) + 1
                changed = ", ".join(f"{k} {v}" for k, v in sorted(moves.items())) or "none"
                lines.append(f"| {label} ≥ {threshold} | {_tally(after)} | {changed} |")
        lines.append("")
    return "\n".join(lines)


def ranking(played: list[Played], scores: dict[int, float]) -> str:
    """How well the held-out score separates messages that keep something from those that do
    not, over all five sets: ROC AUC and the share of each side past each threshold."""
    from sklearn.metrics import roc_auc_score

    truth = [keeps(p.case.expect) for p in played]
    score = [scores[i] for i in range(len(played))]
    lines = [f"held-out ROC AUC (keeps vs not), all sets: {roc_auc_score(truth, score):.3f}"]
    for name in SETS:
        index = [i for i, p in enumerate(played) if p.set == name]
        lines.append(f"  {name}: {roc_auc_score([truth[i] for i in index], [score[i] for i in index]):.3f}")
    silent = [i for i, p in enumerate(played) if not (p.stored or p.asked or p.answered)]
    lines.append(f"silent cases (rules stored, asked, answered nothing): {len(silent)}, of which keep something: "
                 f"{sum(truth[i] for i in silent)}")
    for threshold in THRESHOLDS:
        fire = [i for i in silent if scores[i] >= threshold]
        kept = sum(truth[i] for i in fire)
        lines.append(f"  net ≥ {threshold}: fires on {len(fire)}, of which keep something {kept}")
    return "\n".join(lines)


# --------------------------------------------------------------------------- cost

_PROBE = r"""
import json, resource, sys, time
def rss():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
import bot.cli, bot.serve  # what `recap serve` imports
base = rss()
begun = time.perf_counter()
from jobs.second_opinion_model import model
import sklearn.feature_extraction.text, sklearn.linear_model, sklearn.pipeline
imported = time.perf_counter() - begun
after_import = rss()
texts, kept = json.load(sys.stdin)
begun = time.perf_counter()
fitted = model().fit(texts, kept)
fit = time.perf_counter() - begun
after_fit = rss()
print(json.dumps({"base_mb": base, "import_s": imported, "after_import_mb": after_import, "fit_s": fit,
                  "after_fit_mb": after_fit, "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def cost(played: list[Played]) -> str:
    """Import time, fit time, resident memory added to a process with serve's imports, the
    fitted model's pickled size, and the time of one prediction per message."""
    texts = [p.case.say for p in played]
    kept = [keeps(p.case.expect) for p in played]
    probe = subprocess.run([sys.executable, "-c", _PROBE], input=json.dumps([texts, kept]), capture_output=True,
                           text=True, check=True, cwd=ROOT)
    measured = json.loads(probe.stdout.strip().splitlines()[-1])
    fitted = model().fit(texts, kept)
    times = []
    for text in texts:
        begun = time.perf_counter()
        fitted.predict_proba([text])
        times.append((time.perf_counter() - begun) * 1000)
    times.sort()
    p95 = times[int(0.95 * len(times)) - 1]
    vocab = sum(len(t.vocabulary_) for _, t in fitted.steps[0][1].transformer_list)
    return "\n".join([
        f"serve's imports alone: {measured['base_mb']:.1f} MB resident",
        f"import sklearn (text, linear_model, pipeline): {measured['import_s']:.2f} s, "
        f"+{measured['after_import_mb'] - measured['base_mb']:.1f} MB",
        f"fit on {len(texts)} messages: {measured['fit_s']:.2f} s, "
        f"+{measured['after_fit_mb'] - measured['after_import_mb']:.1f} MB more "
        f"(peak {measured['peak_mb']:.1f} MB)",
        f"fitted model: {len(pickle.dumps(fitted)) / 1e6:.1f} MB pickled, {vocab} features",
        f"one prediction: median {statistics.median(times):.2f} ms, p95 {p95:.2f} ms "
        f"(this process: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB peak)",
    ])


def plain_cost(played: list[Played]) -> str:
    """What recap itself loads: the exported model scored without scikit-learn
    (:mod:`memory.understanding._second_opinion`), its memory, its time per message, and how far
    it is from scikit-learn's probabilities (the shipped file is fitted on all five sets)."""
    texts = [p.case.say for p in played]
    reference = fit(labelled()).predict_proba(texts)[:, 1]
    tracemalloc.start()
    second_opinion.load()
    size = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    times, gap = [], 0.0
    for text, expected in zip(texts, reference, strict=True):
        begun = time.perf_counter()
        score = second_opinion.keeps_something(text)
        times.append((time.perf_counter() - begun) * 1000)
        gap = max(gap, abs(score - expected))
    times.sort()
    return "\n".join([
        f"shipped model (no sklearn at run time): {size / 1e6:.1f} MB in memory, "
        f"{second_opinion.MODEL_FILE.stat().st_size / 1e6:.2f} MB on disk",
        f"plain scoring: median {statistics.median(times):.3f} ms, p95 {times[int(0.95 * len(times)) - 1]:.3f} ms; "
        f"largest gap to sklearn's probability: {gap:.1e}",
    ])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cache", type=Path, default=Path("/tmp/recap-second-opinion-played.json"))
    parser.add_argument("--replay", action="store_true", help="play the sets through the bot again")
    parser.add_argument("--cost", action="store_true", help="measure the cost instead of the figures")
    args = parser.parse_args()
    played = play(args.cache, replay=args.replay)
    if args.cost:
        print(cost(played))
        print(plain_cost(played))
        return
    scores = held_out_scores(played)
    print(ranking(played, scores))
    print()
    print(figures(played, scores))


if __name__ == "__main__":
    main()
