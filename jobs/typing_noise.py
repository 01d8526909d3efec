"""``recap bench noise``: does recap read a message typed sloppily as it reads it typed tidily?

People type fast: lowercase, no apostrophes, no final stop, "ok so" in front, "thx" or an emoji
after, a slipped key, "u"/"pls"/"tmrw" for the long words, curly quotes from a phone keyboard.
None of that changes what they mean, so none of it may change what recap stores. This is a
*metamorphic* test of the reader: every labelled case (:mod:`memory.understanding_corpus`) is
played once as written and once per :class:`Perturbation` of its ``say`` and ``before``
lines, and a case whose tidy reading was right must stay right.

Only a perturbation that leaves the case's expectation meaning the same counts: a word whose
content words are in what the case expects to be stored (an action, a value, a topic, a name,
an answer) is never misspelt or abbreviated, and no date or capitalised word (a name) is
misspelt. A perturbation that changes nothing in a case skips it.

Deterministic: each line's random choices are seeded from the seed, the perturbation, the
case's file and number, and the line's place, so a run can be repeated and compared.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.understanding_bench import CaseResult, Report
from bot.understanding_bench import run as run_cases
from memory.timefmt import zone
from memory.understanding import find_spans
from memory.understanding_corpus import OUTCOMES, Case, Expect
from memory.words import STOPWORDS, content_words

__all__ = ["PERTURBATIONS", "SHORTHAND", "Broken", "NoiseReport", "Perturbation", "perturb", "protected_words", "run"]

SEED = 2027

# One line, the random source for it, and the words it must not change in meaning.
Change = Callable[[str, random.Random, frozenset[str], "_Line"], str]


@dataclass(frozen=True)
class _Line:
    """What a perturbation may need to know about a line beyond its text: where its dates are."""

    dates: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class Perturbation:
    name: str
    about: str
    change: Change


_WORD = re.compile(r"[A-Za-z][A-Za-z'’]*")
_FINAL = re.compile(r"[\s.!?…]+$")


def _keeps_meaning(old: str, new: str, protected: frozenset[str]) -> bool:
    """Whether changing ``old`` to ``new`` leaves the case's expectation meaning the same."""
    before = content_words(old)
    return content_words(new) == before or not (before & protected)


def _lowercase(text: str, rng: random.Random, protected: frozenset[str], line: _Line) -> str:
    return text.lower()


def _no_apostrophes(text: str, rng: random.Random, protected: frozenset[str], line: _Line) -> str:
    def drop(m: re.Match[str]) -> str:
        word = m.group(0)
        bare = word.replace("'", "").replace("’", "")
        return bare if _keeps_meaning(word, bare, protected) else word

    return _WORD.sub(drop, text)


def _no_final_punctuation(text: str, rng: random.Random, protected: frozenset[str], line: _Line) -> str:
    return "\n".join(_FINAL.sub("", part) for part in text.split("\n"))


def _final_marks(text: str, rng: random.Random, protected: frozenset[str], line: _Line) -> str:
    stripped = _FINAL.sub("", text)
    if text.rstrip().endswith("?"):
        return stripped + "??"
    return stripped + rng.choice(("!!", "..", " !!", "..."))


_FILLERS = ("ok so ", "right, ", "fyi ", "btw ", "so ", "ok ", "hey ", "also ")


def _filler_prefix(text: str, rng: random.Random, protected: frozenset[str], line: _Line) -> str:
    return rng.choice(_FILLERS) + text


def _tag(tags: Sequence[str]) -> Change:
    def add(text: str, rng: random.Random, protected: frozenset[str], line: _Line) -> str:
        return text.rstrip() + " " + rng.choice(tags)

    return add


_NEIGHBOURS = dict(zip(
    "qwertyuiopasdfghjklzxcvbnm",
    ["wa", "qes", "wrd", "etf", "ryg", "tuh", "yij", "uok", "ipl", "ol", "qsz", "adwe", "sfe", "dgr", "fht", "gjy",
     "hku", "jli", "ko", "zsx", "xcd", "cvf", "vbg", "bnh", "nmj", "mk"],
    strict=True,
))  # fmt: skip


def _misspelt(word: str, rng: random.Random) -> str:
    """``word`` with one slip: a neighbouring key, a dropped letter or a doubled one (never the first letter)."""
    at = rng.randrange(1, len(word))
    slip = rng.choice(("key", "drop", "double"))
    if slip == "drop":
        return word[:at] + word[at + 1 :]
    if slip == "double":
        return word[: at + 1] + word[at] + word[at + 1 :]
    return word[:at] + rng.choice(_NEIGHBOURS.get(word[at], word[at])) + word[at + 1 :]


def _typo(text: str, rng: random.Random, protected: frozenset[str], line: _Line) -> str:
    """One slip in one content word of four letters or more: not a date, not a capitalised word (a name)."""
    candidates = [
        m for m in re.finditer(r"(?<![\w'’@/#.])[a-z]{4,}(?![\w'’@/])", text)
        if m.group(0) not in STOPWORDS
        and not (content_words(m.group(0)) & protected)
        and not any(start < m.end() and m.start() < end for start, end in line.dates)
    ]  # fmt: skip
    if not candidates:
        return text
    m = rng.choice(candidates)
    return text[: m.start()] + _misspelt(m.group(0), rng) + text[m.end() :]


# The shorthand busy people use, for the word they mean; dates are shortened too.
SHORTHAND = {
    "you": "u", "your": "ur", "please": "pls", "thanks": "thx", "with": "w/", "before": "b4",
    "tomorrow": "tmrw", "minutes": "mins", "hours": "hrs", "appointment": "appt", "meeting": "mtg",
    "are": "r", "because": "cos", "about": "abt", "tonight": "2nite", "tmrw": "2moro", "okay": "ok",
    "people": "ppl", "message": "msg", "something": "smth", "weekend": "wknd", "probably": "prob",
}  # fmt: skip
_SHORTHAND = re.compile(r"(?<![\w'’])(?:" + "|".join(SHORTHAND) + r")(?![\w'’])", re.I)


def _shorthand(text: str, rng: random.Random, protected: frozenset[str], line: _Line) -> str:
    def swap(m: re.Match[str]) -> str:
        word = m.group(0)
        short = SHORTHAND[word.lower()]
        return short if _keeps_meaning(word, short, protected) else word

    return _SHORTHAND.sub(swap, text)


def _smart_quotes(text: str, rng: random.Random, protected: frozenset[str], line: _Line) -> str:
    s = re.sub(r'"([^"]*)"', "“\\1”", text)
    s = re.sub(r"(?<=\w)'", "’", s)
    s = re.sub(r"'", "‘", s)
    return re.sub(r" - ", " — ", s)


def _extra_spaces(text: str, rng: random.Random, protected: frozenset[str], line: _Line) -> str:
    gaps = [m.start() for m in re.finditer(r" ", text)]
    if not gaps:
        return text + " "
    at = rng.choice(gaps)
    return " " + text[:at] + "  " + text[at:] + "  "


def _busy(text: str, rng: random.Random, protected: frozenset[str], line: _Line) -> str:
    """All the habits at once: lowercase, no apostrophes, shorthand, no final stop."""
    s = _shorthand(_no_apostrophes(text.lower(), rng, protected, line), rng, protected, line)
    return _no_final_punctuation(s, rng, protected, line)


PERTURBATIONS: tuple[Perturbation, ...] = (
    Perturbation("lowercase", "every letter lower-case", _lowercase),
    Perturbation("no_apostrophes", "dont, its, thats, ill", _no_apostrophes),
    Perturbation("no_final_punctuation", "no stop or question mark at the end", _no_final_punctuation),
    Perturbation("final_marks", "a trailing !! or .. (?? on a question)", _final_marks),
    Perturbation("filler_prefix", "ok so / right, / fyi / btw in front", _filler_prefix),
    Perturbation("tag_thanks", "pls / thx / ty after", _tag(("pls", "thx", "ty", "thanks!"))),
    Perturbation("tag_emoji", "an emoji after", _tag(("🙏", "😅", "🙂", "👀", "🤞", "😬"))),
    Perturbation("tag_lol", "lol after", _tag(("lol", "haha"))),
    Perturbation("typo", "one slipped, dropped or doubled letter in a content word", _typo),
    Perturbation("shorthand", "u, ur, pls, w/, b4, tmrw, mins, hrs, appt, mtg", _shorthand),
    Perturbation("smart_quotes", "curly quotes and dashes", _smart_quotes),
    Perturbation("extra_spaces", "a doubled space, spaces around", _extra_spaces),
    Perturbation("busy", "lowercase, no apostrophes, shorthand and no final stop at once", _busy),
)


def _expected_texts(expect: Expect) -> list[str]:
    texts: list[str] = []
    for commitment in [*expect.commitments, *expect.moved]:
        texts += [commitment.action] if isinstance(commitment.action, str) else commitment.action
        texts += [getattr(commitment, "counterparty", None) or "", getattr(commitment, "owner", "")]
    for action in [*expect.completed, *expect.cancelled]:
        texts += [action] if isinstance(action, str) else action
    for fact in [*expect.facts, *expect.corrected]:
        texts += [fact.subject, fact.predicate, fact.value, fact.scope or ""]
    return texts + expect.opened + expect.resolved + (expect.answer or []) + expect.answer_excludes


def protected_words(case: Case) -> frozenset[str]:
    """The content words of what the case expects: no perturbation may change their meaning."""
    return frozenset().union(*(content_words(text) for text in _expected_texts(case.expect)))


def perturb(case: Case, perturbation: Perturbation, *, seed: int = SEED) -> Case | None:
    """``case`` with its ``before`` and ``say`` lines perturbed, or None when nothing changed."""
    protected = protected_words(case)
    tz = zone(case.timezone)

    def one(text: str, place: int) -> str:
        rng = random.Random(f"{seed}:{perturbation.name}:{case.file}:{case.index}:{place}")
        dates = tuple((span.start, span.end) for span in find_spans(text, now=case.now, tz=tz))
        return perturbation.change(text, rng, protected, _Line(dates))

    before = [one(text, place) for place, text in enumerate(case.before)]
    say = one(case.say, len(case.before))
    if say == case.say and before == case.before:
        return None
    return case.model_copy(update={"say": say, "before": before})


@dataclass(frozen=True)
class Broken:
    """A case right when tidy and not when perturbed."""

    perturbation: str
    tidy: CaseResult
    noisy: CaseResult

    def as_json(self) -> dict[str, Any]:
        return {"perturbation": self.perturbation, "tidy_say": self.tidy.case.say} | self.noisy.as_json()


@dataclass
class NoiseReport:
    tidy: Report
    counts: dict[str, dict[str, int]] = field(default_factory=dict)  # perturbation -> outcome -> cases
    broken: list[Broken] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        return {
            "tidy": self.tidy.figures()["total"],
            "perturbations": self.counts,
            "broken": [b.as_json() for b in self.broken],
        }

    def as_text(self, *, failures: bool = False) -> str:
        lines: list[str] = []
        if failures:
            for b in self.broken:
                case = b.noisy.case
                lines.append(
                    f"{b.noisy.outcome.upper()} [{b.perturbation}] {case.file} case {case.index}: {case.say!r}"
                )
                lines.append(f"     tidy:     {b.tidy.case.say!r}")
                if case.before:
                    lines.append(f"     before:   {' / '.join(case.before)}")
                lines.append(f"     expected: {b.noisy.as_json()['expected']}")
                lines.append(f"     got:      {'; '.join(b.noisy.got)}")
            lines.append("")
        tidy = self.tidy.figures()["total"]
        lines.append(
            f"tidy: {tidy['cases']} cases, {tidy['right']} right, {tidy['wrong']} wrong, "
            f"{tidy['missed']} missed, {tidy['asked']} asked"
        )
        header = ("perturbation", "played", "still right", "now wrong", "now missed", "now asked", "broken %", "what")
        about = {p.name: p.about for p in PERTURBATIONS}
        rows = [header, tuple("---" for _ in header)]
        for name, tally in [*self.counts.items(), ("total", self._total())]:
            played = tally["played"]
            broken = played - tally["right"]
            rows.append(
                (
                    f"**{name}**" if name == "total" else name,
                    str(played),
                    *(str(tally[outcome]) for outcome in OUTCOMES),
                    f"{100 * broken / played:.1f}" if played else "-",
                    about.get(name, ""),
                )
            )
        lines += ["| " + " | ".join(row) + " |" for row in rows]
        lines.append("")
        lines.append("played: cases right when tidy that the perturbation changed; each is played once perturbed.")
        return "\n".join(lines)

    def _total(self) -> dict[str, int]:
        total = dict.fromkeys(("played", *OUTCOMES), 0)
        for tally in self.counts.values():
            for key in total:
                total[key] += tally[key]
        return total


async def run(
    cases: Sequence[Case], *, perturbations: Sequence[Perturbation] = PERTURBATIONS, seed: int = SEED
) -> NoiseReport:
    """Play ``cases`` tidy, then each right one once per perturbation that changes it."""
    tidy = await run_cases(cases, reader_runs=1)
    right = [result for result in tidy.results if result.outcome == "right"]
    report = NoiseReport(tidy)
    for perturbation in perturbations:
        pairs = [(result, noisy) for result in right if (noisy := perturb(result.case, perturbation, seed=seed))]
        played = await run_cases([noisy for _, noisy in pairs], reader_runs=1) if pairs else Report()
        tally = dict.fromkeys(("played", *OUTCOMES), 0)
        for (result, _), outcome in zip(pairs, played.results, strict=True):
            tally["played"] += 1
            tally[outcome.outcome] += 1
            if outcome.outcome != "right":
                report.broken.append(Broken(perturbation.name, result, outcome))
        report.counts[perturbation.name] = tally
    return report
