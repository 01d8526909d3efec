"""Which forms may read a clause: the words each form cannot read one without (a shortcut).

The dispatcher tries its forms in order, and most of them on clauses they read nothing of: each
failure costs a Python call, a clean-up of the clause and a few patterns. Most forms first
match one of a few fixed patterns ("told <name> to …", "… moved to <date>", "remind me …"), and
every such pattern needs one of a few words: the strings one of which any match contains,
derived from the pattern itself (:func:`memory.understanding._prefilter.needs`). A form's gate
is the words of the patterns it is declared to need, derived at import, so a pattern edited
later changes its gate with it; a clause (case-folded) holding none of them is one the form
reads nothing of, and :func:`may_read` says so without calling it.

A declaration is a claim about the form's code: it returns nothing unless each of its
requirements holds (one of the patterns or words listed together is found in the clause, or in
words cut from it: stripped, trimmed of a lead or a tail, a part of it, never added to). Each
need is kept as its longest run without spaces, which cutting words from the clause cannot make.
Forms and patterns are named, not imported: one renamed or a pattern whose needs cannot be seen
leaves its form ungated, and an ungated form (like every form not declared here) always runs.

Behind the switch :func:`memory.understanding._shortcuts.taken`; the proof is
``tests/memory/understanding/test_form_gates.py`` (every gate holds on every clause of the
corpora its form reads something of) and ``jobs/reader_equivalence.py``.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from typing import Any, TypeVar

from memory.understanding._prefilter import _folded, marks, sign_bits, signature, words_needed
from memory.understanding._shortcuts import _taken, taken

_Result = TypeVar("_Result")
_PACKAGE = "memory.understanding"

# "module.form": its requirements, each a list of names (in the form's module, or "module.NAME")
# of patterns, lists of patterns or sets of words, one of which must be found for the form to
# read anything. Grouped by where the dispatcher tries them.
_DECLARED: dict[str, tuple[tuple[str, ...], ...]] = {
    # read first over a sentence
    "_lifecycle.bare_move": (("_BARE_MOVE",),),
    "_bare_hour.bare_hour_move": (("_MAKE_THAT", "_MOVE"),),
    "_bare_cancel.bare_cancel": (("_SAID", "_LET_GO_ABOUT", "_obstacles.LET_GO", "_DROP_ALONE", "_DROP_THEN_WHY"),),
    "_changed_mind.changed_mind": (
        ("_NOT_DOING", "_NOT_DOING_WHY", "_WHY_NOT_DOING", "_AFTER_ALL", "_NOT_GOING", "_KEEPING"),
    ),
    "_rename.renamed": (("_SAID_AS_RENAME", "_SAID_AS_CORRECTION"),),
    "_fact_handover.taken_role": (("_STEPS_DOWN", "_NO_LONGER", "_GONE_THEN"),),
    "_past_due.past_due": (("_WAS_DUE", "_DUE_CLAUSE", "_SUPPOSED"),),
    "_their_need.their_need": (("_NEED",),),
    "_arrivals.arrival": (("_ARRIVES",),),
    "_deliveries.delivery": (("_ORDERED", "_COLLECT"),),
    "_multi.between_dates": (("_BETWEEN",),),
    "_both_changed.both_changed": (("_FORMS", "_BOTH_SAID"),),
    "_dated_reminders.dated_reminders": (("_FIRST",),),
    "_turns.turns": (("_THEIRS",),),
    "_my_turn_after.my_turn_after": (("_MINE",),),
    "_arrival_then.arrival_then_todo": (("_ARRIVAL",),),
    "_due_then_verb.due_then_verb": (("_LINE", "_thing_then_it._TAIL", "_wanted_by_then._LINE"),),
    "_dated_then_it.dated_then_it": (("_TAIL",),),
    "_thing_needed_by.thing_needed_by": (("_SHAPE",),),
    # a change over a sentence, with what led to it
    "_mended_fine.mended_then_fine": (("_SETTLED", "_BARE", "_issue_fixes._TROUBLE_OVER"),),
    "_given_time.given_time": (("_GIVEN", "_FINE", "_CAN_HAVE"),),
    "_their_extension.their_extension": (("_ASKED",),),
    "_knock_on.knock_on": (("_SO",),),
    "_their_no_need.their_no_need": (("_THEY_NEED_NOT",),),
    "_wait_then.waits_then": (("_WAITS",),),
    "_move_to_reason.move_to_reason": (("_CHANGE",), ("_OFFERS",)),
    "_not_till.not_till": (("_NEED_TILL", "_NOT_TILL"),),
    "_repair_then_fine.repaired_then_fine": (("_THEN_FINE",),),
    # the statement forms, before the to-do's
    "_change_unsaid.change_unsaid": (("_CHANGED_THEIR", "_THEIRS_CHANGED", "_FIGURE_MOVED"),),
    "_ailments.ailment": (("_ENDS", "_OPENS"),),
    "_dropped_be.dropped_be_fact": (("_DROPPED",),),
    "_bare_hour.hour_instead": (("_MAKE_THING",),),
    "_got_new.got_new_fact": (("_GOT",),),
    "_said_of_things.said_of_thing": (("_CODE", "_WITH", "_INSURED", "_UNDER", "_ADDRESS_MOVE"),),
    "_worn_parts.worn_part": (("_WORN",),),
    "_their_job_by.job_by": (("_JOB_BY",),),
    "_group_boss.group_boss": (("_REPORTS", "_RUN_BY", "_BOSS_OF", "_GROUP_BOSS"),),
    "_said_of_things.now_dated": (("_NOW_DAY",),),
    "_delegated_todo.delegated": (("_TOLD", "_HANDED", "_NEEDED", "_WAITING_FOR_ME", "_EXPECTS_ME", "_EXPECTED"),),
    "_duty_turn.on_duty": (("_ON_DUTY", "_TAKEN_ON"),),
    "_be_there.be_there": (("_BE_THERE",),),
    "_thing_goes.thing_goes": (("_GOES", "_IS_IN"),),  # sent to someone, or handed in
    "_relative_due.relative_move": (("_FORMS",),),
    "_late_by.late_by": (("_FORMS",),),
    "_running_late.running_late": (("_LATE",),),
    "_lifecycle.later": (("_LATER",),),
    "_lifecycle.same_time": (("_SAME_TIME",),),
    "_lifecycle.get_done": (("_GET_DONE",),),
    "_commitments._commitment": (("_PROMISE", "_REMIND", "_REMIND_DATE_FIRST"),),
    "_reminders.reminder": (("_ASKS_FOR_ONE",),),
    "_commitments._move": (("_DEADLINE_NOW", "_DUE_NOW", "_MOVE_VERB", "_MOVED_TO"),),
    "_lifecycle.goes_out": (("_GOES_OUT",),),
    "_lifecycle_cancelled.cancelled_it": (("_CANCELLED",),),
    "_commitments._cancel": (("_CANCEL_FORMS",),),
    # a status "signed" or "shipped" read of the words, or a thing's status (one of its words)
    "_fact_verbs.settled_status": (("_SETTLED", "_OUT_THERE", "_thing_status._GATE"),),
    "_received.received": (("_FORMS",),),
    "_back_with.back_with": (("_BACK", "_HAS_AGAIN"),),
    "_commitments._done": (("_DONE_FORMS",),),
    "_passed_checks.passed_check": (("_PASSED",),),
    "_had_gathering.had_gathering": (("_HAD",), ("_GATHERING",)),
    "_shared_promises.shared_promise": ((
        "_agreed_promises._AGREED", "_agreed_promises._ASKED_THEM", "_ASKED_ME", "_THEYD_HAVE", "_JOINT",
        "_WANTS_FROM_ME", "_their_promises._PROMISED_THING",
    ),),
    # the statement forms after the facts
    "_restated_todo.still_to_do": (("_STILL_TAIL",),),
    "_their_plans.their_move": (("_THEIR_MOVE",),),
    "_commitments._promise_by_will": (("_SELF_WILL", "_OTHER_WILL"),),
    "_their_visits.their_visit": (("_COMING", "_COMING_BARE", "_WILL", "_PRESENT"),),
    "_their_word.their_word": (("_THEIR_WORD",),),
    "_their_promises.role_promise": (("_ROLE_PROMISED",),),
    "_wanted.wanted": (("_WANTED",),),
    # read on nearly every clause and nearly never reading one: each return below a match of one of
    # the patterns named, on the clause or on it cleaned (:func:`._lifecycle._clean` cuts a lead, a
    # filler, an amount in brackets)
    "_day_agreed.day_agreed": (("_LETS_SAY", "_SAID_FINE"),),
    "_lifecycle_others.called_off": (("_CANT_NOW", "_CANCELLED", "_CANCELLED_ALONE"),),
    # their_date, its last reading, needs "<who> said …"
    "_lifecycle_others.moved_by": (("_MOVED_THING", "_MOVED_ALONE", "_THEY_SAY"),),
    "_lifecycle_others.their_done": (("_PUT_IN", "_FROM_THEM", "_CALLED_ME", "_THEY_DID"),),
}  # fmt: skip


def _named(module: str, name: str) -> Any:
    """What ``name`` ("NAME", or "module.NAME") is in ``module``, or None."""
    where, _, attribute = name.rpartition(".")
    try:
        return getattr(importlib.import_module(f"{_PACKAGE}.{where or module}"), attribute, None)
    except ImportError:  # a module renamed or gone: its forms are no longer gated
        return None


def _gates() -> dict[Callable[..., Any], tuple[tuple[int, re.Pattern[str]], ...]]:
    """Each declared form, and per requirement the bits of its words' signs
    (:func:`._prefilter.signature`, :func:`._prefilter.sign_bits`) and one search for any of them."""
    gates = {}
    for declared, requirements in _DECLARED.items():
        module, _, name = declared.rpartition(".")
        form = _named(module, name)
        found = [words_needed([_named(module, each) for each in requirement]) for requirement in requirements]
        words = [each for each in found if each]  # a requirement of no words would let nothing through
        if callable(form) and words and len(words) == len(found):
            gates[form] = tuple(
                (sign_bits(signature(each)), re.compile("|".join(map(re.escape, sorted(each))))) for each in words
            )
    return gates


GATES = _gates()


def may_read(form: Callable[..., Any], text: str) -> bool:
    """Whether ``form`` may read anything of ``text``: False only for a gated form and a text
    without the words it needs (and only when the shortcuts are taken)."""
    gate = GATES.get(form)
    if gate is not None:
        for sign, words in gate:
            if not sign & marks(text) or words.search(_folded(text)) is None:
                return not taken()
    return True


def tried(form: Callable[..., _Result | None], text: str, *rest: Any) -> _Result | None:
    """``form(text, *rest)``, or None without calling it when it may read nothing of ``text``
    (:func:`may_read`, spelled out: this runs for every form tried on every clause)."""
    gate = GATES.get(form)
    if gate is not None and _taken[0]:
        for sign, words in gate:
            if not sign & marks(text) or words.search(_folded(text)) is None:
                return None
    return form(text, *rest)
