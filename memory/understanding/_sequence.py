"""Steps said in order, one intent per step: "dentist tues 10am, then gym, then call nan",
"first email Sam, then book the room for thurs", "after work: groceries, then call nan",
"call nan then gym then dentist tues 10am".

The clause reader cuts a sentence where the words after a cut start a clause of their own, and
the to-do reader cuts a list where every piece starts like a to-do; a run of steps joined by
"then" ("and then", "after that", "afterwards") that mixes an appointment or a bare thing ("gym",
"groceries") with to-dos is neither, so all but one step were lost, or glued into one action
("physio then swim"). Here such a run is cut at each "then" and each step read on its own.

- Only a run with a step the other readers cannot take (one that does not start like a to-do),
  or one opened with "first" ("first water the plants, then feed the cat"), is cut here: "call
  the bank then email Priya the statement" stays the to-do reader's.
- Every step must read as something. A step that reads as nothing is taken only when it is a
  bare thing of a few words ("gym", "the groceries"): a to-do when another step is a to-do of the
  user's own (as an item under "todo:" is), else offered as one. Any other unread step ("then we
  walked to the office", "then I can relax") leaves the sentence to the other readers.
- A step takes no date of its own; the day of the step before it is given after "then" by
  :mod:`._shared_day`, and a date heading ("tmrw: haircut at 11, then groceries") is each step's.
- The reading is kept only when it holds more than the other readers found, or when theirs glued
  two steps into one action.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.phrasing import describe_due
from memory.understanding._commitment_intro import _imperative_shape, _read
from memory.understanding._phrases import _I, _Ctx, _plausible
from memory.understanding._sentences import _prefix_before
from memory.understanding._sign_forms import agenda_entry
from memory.understanding.intents import Intent, NewCommitment, Unclear
from memory.understanding.timex import DateSpec, find_spans, has_date_words

__all__ = ["in_steps", "then_steps"]

# "…, then …", "… and then …", "…; after that, …", "… afterwards …"
# (never "after that" said bare before a thing of a word or two, last: "my back is killing me after that gym
# session"; after a comma or "and" it is a step all the same: "dentist tues 10am, after that gym")
_AFTER_THAT = r"after\s+that(?!\s+[\w'-]+(?:\s+[\w'-]+)?[\s.!?]*$)"
_THEN_CUT = re.compile(
    r"\s*[,;]\s*(?:and\s+)?(?:then|after\s+that|afterwards)\b\s*[,:]?\s*"
    r"|\s+and\s+(?:then|after\s+that|afterwards)\b\s*[,:]?\s+"
    r"|\s+(?:then|" + _AFTER_THAT + r"|afterwards)\b\s*[,:]?\s+"
    # "… and after that call the insurer and also remind me that …": a request of its own, the last step's end
    r"|\s*,?\s+and\s+(?:also\s+)?(?=(?:remind|remember)\s+me\b)",
    _I,
)
# "by then", "before then", "until then": a time, not the next step
_TIME_BEFORE = re.compile(r"\b(?:by|before|b4|until|till|til|since|from|after|just|right|only|even|back)$", _I)
# "first email Sam, then …", "firstly, …", "first of all …"; never "first thing tomorrow"
_FIRST = re.compile(r"^(?:first(?:ly)?|first\s+of\s+all|to\s+start(?:\s+with)?)\s*,?\s+(?!thing\b)", _I)
# "after work: groceries, then call nan": a short heading before the steps
_HEADING = re.compile(r"^(?P<label>[^:,;]{1,30}?)\s*:(?!\d)\s*(?P<rest>\S.*)$")  # never a clock's "4:30"
MAX_HEADING_WORDS = 4
BARE_STEP_WORDS = 3  # "gym", "the groceries", "swim with Ana": a thing, no clause
# a step told as past ("went to the gym", "had lunch") or with a subject of its own: a story
_TOLD = re.compile(r"^(?:i|we|you|he|she|they|it)\b(?!'ll|\s+will|\s+need|\s+have\s+to|\s+gotta|\s+must)"
                   r"|^(?:had|went|got|did|was|were|saw|met|came|walked|ate)\b", _I)  # fmt: skip

# time off after a line, no step: "duty tmrw 7a-7p then off til sat", "…, then free until monday"
_RESTING = re.compile(r"^(?:i'?m\s+)?(?:off|free)\b", _I)

StepReader = Callable[[list[str]], list[tuple[Intent, str]]]


def then_steps(text: str) -> tuple[str, list[str]] | None:
    """(the heading said before the steps, or "", the steps) of a run of steps joined by
    "then" that the other readers cannot cut; None for anything else."""
    label = ""
    m = _HEADING.match(text)
    if m is not None and len(m["label"].split()) <= MAX_HEADING_WORDS and not _imperative_shape(m["label"]):
        label, text = m["label"].strip(), m["rest"]
    first = _FIRST.match(text)
    body = text[first.end() :] if first else text
    steps, start = [], 0
    for cut in _THEN_CUT.finditer(body):
        before = body[start : cut.start()].strip()
        if not before or _TIME_BEFORE.search(before) or cut.end() >= len(body):
            continue
        steps.append(before)
        start = cut.end()
    steps.append(body[start:].strip())
    if len(steps) < 2 or not all(steps) or any(_TOLD.match(step) or _RESTING.match(step) for step in steps):
        return None
    if first is None and all(_imperative_shape(step) for step in steps):
        return None  # "call the bank then email Priya the statement": the to-do reader's list
    return label, steps


def in_steps(found: list[tuple[Intent, str]], text: str, ctx: _Ctx, read: StepReader) -> list[tuple[Intent, str]]:
    """``found`` (what the other readers made of ``text``), or ``text`` read step by step when
    it is a run of steps and that reading holds more (or ``found`` glued two steps into one)."""
    said = then_steps(text)
    if said is None:
        return found
    label, steps = said
    due = _heading_due(label, ctx)
    heads = [f"{label}: {step}" if due is not None else step for step in steps]
    read_steps = read(heads)
    by_step = {
        step: _as_todo(step, [intent for intent, clause in read_steps if clause == head], due, ctx)
        for step, head in zip(steps, heads, strict=True)
    }
    if any(not by_step[step] and not _bare(step) for step in steps) or not any(by_step.values()):
        return found  # a step that reads as nothing, or none that reads as anything: not a run of steps
    own = any(_own_todo(intent) for intents in by_step.values() for intent in intents)
    out: list[tuple[Intent, str]] = []
    for k, (step, head) in enumerate(zip(steps, heads, strict=True)):
        bare = _bare(step) and all(_offered(intent) for intent in by_step[step])
        gapped = _gapped(steps[k - 1], step, due, ctx) if bare and k else None  # "call the insurer, then the garage"
        if gapped:
            out += [(intent, step) for intent in gapped]
        elif bare:
            # "snorkel hire at 9 tmrw, then lunch w/ Kirra": an occasion with someone named after a dated one is
            # the diary's next line (a bare "swim" or "drinks" after it is still offered)
            diary = (
                k > 0
                and _WITH_SOMEONE.search(step) is not None
                and agenda_entry(step) is not None
                and any(_dated(i) for i in by_step[steps[k - 1]])
            )
            out.append((_bare_step(step, due, ctx, firm=own or diary), step))
        elif own and _imperative_shape(step) and all(_offered(i) for i in by_step[step]):
            out += [(i.proposal, head) for i in by_step[step] if isinstance(i, Unclear) and i.proposal]  # among chores
        else:
            out += [(i, head) for i in by_step[step]]
    glued = any(_THEN_WORD.search(_action(intent)) for intent, _ in found)  # "physio then swim": one action
    return out if glued or _held(out) > _held(found) else found


_THEN_WORD = re.compile(r"\b(?:then|after\s+that)\b", _I)


def _action(intent: Intent) -> str:
    if isinstance(intent, Unclear):
        return intent.proposal.action if intent.proposal is not None else ""
    return str(getattr(intent, "action", "") or "")


def _held(found: list[tuple[Intent, str]]) -> int:
    """How many things ``found`` keeps or offers."""
    return len({id(intent) for intent, _ in found})


def _heading_due(label: str, ctx: _Ctx) -> DateSpec | None:
    """The date a heading says ("tmrw", "sat"), when it says only a date."""
    if not label or not has_date_words(label):
        return None
    spans = [span for span in find_spans(label, now=ctx.now, tz=ctx.tz) if span.spec is not None]
    return spans[0].spec if len(spans) == 1 and len(label[: spans[0].start].split()) <= 1 else None


def _bare(step: str) -> bool:
    """Whether ``step`` is a bare thing ("gym", "groceries", "lunch w/ Kirra"), no clause, no date, no to-do."""
    return (
        _plausible(step, max_words=BARE_STEP_WORDS)
        and not has_date_words(_MEAL_FIRST.sub("", step))  # "lunch w/ Kirra": the meal is the occasion, no time
        and not _imperative_shape(step)
        and any(ch.isalpha() for ch in step)
    )


def _as_todo(step: str, intents: list[Intent], due: DateSpec | None, ctx: _Ctx) -> list[Intent]:
    """What a step read as, or the to-do it says when it starts like one and read as something
    else ("lock up" among chores is no lock fixed): as the to-do reader reads a list's item."""
    if not _imperative_shape(step) or any(isinstance(i, NewCommitment) or _offered(i) for i in intents):
        return intents
    read = _read(step, ctx, "me", None, needs_date=False, due=due) or intents
    return read or [_bare_step(step, due, ctx, firm=False)]  # "lock up": a chore too short to read alone


_DETERMINER = re.compile(r"^(?:the|my|our|his|her|their)\s", _I)


def _gapped(before: str, step: str, due: DateSpec | None, ctx: _Ctx) -> list[Intent] | None:
    """ "first call the insurer, then the garage": a thing said after a to-do, its verb left out,
    is done with the verb of the to-do before it ("call the garage")."""
    if not _DETERMINER.match(step) or not _imperative_shape(before):
        return None
    verb = _prefix_before(before, step.split()[0])
    return _read(f"{verb} {step}", ctx, "me", None, needs_date=False, due=due) if verb else None


# whom an occasion is with, named: "lunch w/ Kirra", "dinner with Sam"
_WITH_SOMEONE = re.compile(r"\b(?:w/|with)\s+(?-i:[A-Z])[\w'-]+")
# a meal that opens a step names the occasion ("lunch w/ Kirra", "dinner at Sam's"), never lunchtime
_MEAL_FIRST = re.compile(r"^(?:lunch|dinner|breakfast|brunch|brekkie|brekky|tea|supper)\b", _I)


def _dated(intent: Intent) -> bool:
    """Whether ``intent`` is a to-do with a due (kept or offered)."""
    todo = intent.proposal if isinstance(intent, Unclear) else intent
    return isinstance(todo, NewCommitment) and todo.due is not None


def _offered(intent: Intent) -> bool:
    return isinstance(intent, Unclear) and intent.proposal is not None


def _own_todo(intent: Intent) -> bool:
    return isinstance(intent, NewCommitment) and intent.owner == "me" and _imperative_shape(intent.action)


def _bare_step(step: str, due: DateSpec | None, ctx: _Ctx, *, firm: bool) -> Intent:
    """A bare thing among steps: a to-do beside a to-do of the user's own, else one offered."""
    todo = NewCommitment(action=step, owner="me", counterparty=None, due=due)
    when = f", due {describe_due(due.last_moment, ctx.tz)}" if due is not None else ""
    return todo if firm else Unclear(f"Should I track “{step}” for you{when}?", step, todo)
