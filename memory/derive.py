"""From timeline events to derived memory: claims, commitments, issue episodes, corrections.

:meth:`Deriver.apply` is the one path from an event to what it means. Live ingestion and
`recap rebuild` both call it, event by event in timeline order, so a rebuild re-derives the
same memory. It reads only derived tables (never later events) and the event itself; an
extraction made by a model is kept in the event's payload, so replaying never asks a model.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Sequence
from contextlib import suppress
from dataclasses import dataclass, field, replace
from datetime import date, datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from rapidfuzz.distance import OSA

from memory import claims as claim_rules
from memory import commitments as commitment_rules
from memory import date_habit, llm_intents, understanding
from memory import episodes as episode_rules
from memory.action_parts import without_part
from memory.ahead_of_event import ahead_of_event
from memory.asks import (
    CLOSE_TOUCH,
    DONE_ACK,
    MAX_CANDIDATES,
    Ask,
    Choice,
    a_chase,
    about_one,
    asked_for_unchanged,
    either_day,
    either_move,
    its_time,
    merge_offers,
    move_or_not,
    never_silent,
    plain,
    too_close,
    track_moved_nothing,
    track_or_not,
    which_one,
)
from memory.clock import as_utc
from memory.clock_value import clock_said, holds_clock
from memory.day_facts import day_of, latest_day_fact, next_round, yearless
from memory.done_person import person_of_done
from memory.evident import evident, may_settle, visit_over, visitor_came
from memory.fit import likely_fit, other_job
from memory.glued_subject import unglued_subject
from memory.handed_over import hands_over
from memory.intent_codec import decode_intent
from memory.issue_places import elsewhere, same_thing_open
from memory.kept_day_dues import (
    counted_from_then,
    due_by_kept_day,
    due_by_occasion,
    due_by_then,
    due_from_then,
    for_it_said,
    kept_day_said,
    named_for,
    occasion_said,
)
from memory.model import (
    CHAT_SOURCE,
    Claim,
    Commitment,
    CommitmentRecord,
    CommitmentStatus,
    CommitmentVersion,
    Epistemic,
    Event,
    EventKind,
    IssueEpisode,
    Precision,
    Source,
)
from memory.moved_due import CLOCK, has_clock_time_due, moved_due, nearest_half, on_own_day
from memory.namesakes import SIGNS as TELLS_APART
from memory.namesakes import namesakes, tells_which, told_apart
from memory.open_again import deadline_of, named_words, open_again, sooner, vaguely_named
from memory.phrasing import describe_claim, describe_commitment, describe_due, describe_when, for_whom, possessive
from memory.planned_change import names_a_change, planned_change_moved
from memory.predicate_alias import attribute_said_whole, fuller_predicate, names_in_use, stored_alias
from memory.pushed_later import delayed
from memory.put_right_doubt import due_doubt
from memory.readings import order_in, reading_of
from memory.replaced_thing import replaced_thing
from memory.role_holder import role_holders
from memory.store import Store, User
from memory.timefmt import from_iso, zone
from memory.timeline import IDLE
from memory.understanding._bare_hour import BARE_HOUR
from memory.understanding._changed_mind import CANCEL_TODO
from memory.understanding._clause_asks import untouched_parts
from memory.understanding._commitment_intro import errand_to_it
from memory.understanding._correction_bare import counted_ahead
from memory.understanding._correction_ends import with_end
from memory.understanding._correction_name import HONORIFIC
from memory.understanding._correction_part import with_part
from memory.understanding._correction_spelt import spelt_alike
from memory.understanding._correction_swap import OTHER_WAY
from memory.understanding._date_order import DateOrder
from memory.understanding._fact_dates import day_value
from memory.understanding._issue_shapes import place_of, trouble_site, without_place
from memory.understanding._issue_still import restated_in
from memory.understanding._kind_one import kind_named, of_same_kind
from memory.understanding._lifecycle import BOTH
from memory.understanding._lifecycle_cancelled import did_the_cancelling
from memory.understanding._listed_items import listed_item, numbered_items
from memory.understanding._month_moves import day_in_month
from memory.understanding._multi import back_connector
from memory.understanding._referents import PERSON_SUBJECTS
from memory.understanding._relative_due import relative_shift
from memory.understanding._their_pronoun import _PERSON_VALUES as PERSON_VALUED
from memory.understanding._time_only import clock_only
from memory.understanding.normalise import PAYMENT_APPS
from memory.understanding.timex import DateSpec, day_spec, find_spans, has_date_words, nearest_month
from memory.understanding.value_kind import KIND_OF_THINGS, NARROW, value_kind
from memory.value_swap import swapped
from memory.value_targets import ValueTarget, own_kind_targets, value_targets
from memory.words import content_words, normalize_key, unaccented_key

CHAT_AUTHORITY = 1.0


@dataclass
class Derived:
    """What one event changed, for the reply and for refreshing derived artefacts."""

    acks: list[str] = field(default_factory=list)  # one line per stored change
    notes: list[str] = field(default_factory=list)  # what was read but changed nothing
    # a move, completion or cancellation read but fitting no open to-do (nothing else said in its
    # place): beside a stored change, asked about as it would be alone (:meth:`Deriver._ask_parts_left_out`);
    # a done report among them ("toner ordered") is said in the reply (:func:`_done_unmatched`)
    unchanged: list[understanding.Intent] = field(default_factory=list)
    changed_commitments: set[int] = field(default_factory=set)  # moved, done or cancelled by this event
    # each time of day a move in this event said, with the due it gave: a to-do due "b4 then" beside
    # "the shoot's now at 6" is due by the shoot's new time on the shoot's day, never today's 6pm
    moved_to: dict[DateSpec, datetime] = field(default_factory=dict)
    # What recap asks the user instead of storing: an unreadable date, a target that fits twice.
    asks: list[Ask] = field(default_factory=list)
    questions: list[understanding.Question] = field(default_factory=list)
    touched_slices: set[str] = field(default_factory=set)
    # the message restated what is kept ("no wait, he's CFO" when CFO is kept): its note stands, no question
    restated: bool = False
    # the way round the user writes numeric dates that what it stored shows ("by 15/3": day
    # first; :func:`memory.date_habit.taught`), for the live path to learn; None when it shows none
    order_shown: DateOrder | None = None


async def commitments_of(store: Store, user_id: str) -> list[Commitment]:
    """Every commitment of a user in its current state (the fold of its versions), folded again
    only for the commitments that changed: many messages read them all. A store that keeps
    them folded itself (a rebuild's tables, :class:`memory.rebuild._Tables`, which knows which
    commitments changed) hands them over without comparing every pair."""
    if hasattr(store, "folded_commitments"):
        return await store.folded_commitments(user_id)
    if not hasattr(store, "grown"):  # a stand-in holding a few rows (memory.closing): nothing to keep
        return [commitment_rules.fold(record, versions) for record, versions in await store.commitments(user_id)]
    Pairs = list[tuple[CommitmentRecord, list[CommitmentVersion]]]

    async def fold_from(folded: list[Commitment], before: Pairs) -> tuple[list[Commitment], Pairs]:
        # The store hands back an unchanged commitment as the very same pair: only the others fold.
        pairs = await store.commitments(user_id)
        return [
            folded[at] if at < len(before) and before[at] is pair else commitment_rules.fold(*pair)
            for at, pair in enumerate(pairs)
        ], pairs

    return await store.grown("folded commitments", user_id, lambda: fold_from([], []), fold_from, ("commitments",))


async def open_commitments_of(store: Store, user_id: str) -> list[Commitment]:
    """The open ones of :func:`commitments_of`, in the same order (kept by a store that keeps
    its folds, as a rebuild's tables do)."""
    if hasattr(store, "open_commitments"):
        return await store.open_commitments(user_id)
    return [c for c in await commitments_of(store, user_id) if c.is_open]


async def open_holding_of(store: Store, user_id: str, words: frozenset[str]) -> list[Commitment]:
    """The open ones of :func:`commitments_of` whose action holds one of ``words`` (as
    :func:`memory.words.content_words` has it), in the same order: looked up by those words in a
    store that keeps the open ones indexed by them (a rebuild's tables, where a message is asked
    this against every open to-do of a long history), else each open one's words tested."""
    if hasattr(store, "open_holding"):
        return await store.open_holding(user_id, words)
    return [c for c in await open_commitments_of(store, user_id) if not words.isdisjoint(content_words(c.action))]


async def named_candidates(
    store: Store, user_id: str, phrase: str, open_ones: list[Commitment], fits: Callable[[str], object] | None,
    *, every: bool,
) -> list[Commitment]:
    """:func:`memory.commitments.candidates` of ``phrase`` among ``open_ones``. When those are
    ``every`` open commitment whose action ``fits`` (when given), in order, a store that keeps
    the open ones indexed by their keys (a rebuild's tables) looks the candidates up by key
    instead of testing every open one: the same commitments, in the same order."""
    if not (every and hasattr(store, "open_candidates")):
        return commitment_rules.candidates(phrase, open_ones)
    found = await store.open_candidates(user_id, phrase)
    return found if fits is None else [c for c in found if fits(c.action)]


async def fitting_candidates(
    store: Store, user_id: str, report: str, open_ones: list[Commitment], fits: Callable[[str], object] | None,
    *, every: bool,
) -> list[Commitment]:
    """What :func:`memory.fit.likely_fit` is given for ``report``: ``open_ones``, or, when those
    are ``every`` open commitment whose action ``fits`` and the store keeps the open ones by
    :func:`memory.fit.todo_keys` (a rebuild's tables), only those sharing a word key with the
    report, in order: the others fit it not, so it finds the same."""
    if not (every and hasattr(store, "open_fitting")):
        return open_ones
    found = await store.open_fitting(user_id, report)
    return found if fits is None else [c for c in found if fits(c.action)]


_QUOTED = re.compile(r"“([^”]+)”")


def _done_unmatched(unchanged: list[understanding.Intent]) -> list[str]:
    """The user's own done reports among ``unchanged`` ("toner ordered"): said in the reply only
    when the message changed something else (alone, such a report is news, or the net's to ask about)."""
    return [
        intent.action for intent in unchanged
        if isinstance(intent, understanding.CompleteCommitment) and intent.past_tense and intent.by is None
        and not _NAMES_NOTHING.match(intent.action)
    ]


# "cancel dry cleaning, did it today": a deed of "it", the thing the message just changed, no other
_NAMES_NOTHING = re.compile(
    r"^\S+(?:\s+(?:up|off|out))?\s+(?:it|that|this|them|those)(?:\s+(?:today|already|now|yesterday|earlier|too))?$",
    re.IGNORECASE,
)
_MAX_PARTS_ASKED = 2  # parts of one message left out that are asked about, each on its own
_KEPT_CHANGES = (understanding.CompleteCommitment, understanding.CancelCommitment, understanding.MoveCommitment,
                 understanding.ResolveEpisode)


def _changes_kept(ask: Ask) -> bool:
    """Whether ``ask`` offers a change to something recap keeps (done, off, moved, resolved),
    not a new to-do or issue: beside a stored change, a part read as a reason ("post office is
    shut sat", "their pitch is flooded") is no new thing to track."""
    offered = [intent for choice in ask.choices for intent in choice.apply]
    return bool(offered) and all(isinstance(intent, _KEPT_CHANGES) for intent in offered)


def _asked_about(note: str, question: str, parts: list[str]) -> bool:
    """Whether ``question`` may ask about what ``note`` quotes: unless it names another part of
    the message (``parts``, the actions read), a question replaces every "nothing changed" note."""
    quoted = _QUOTED.search(note)
    if quoted is None or quoted.group(1) in question:
        return True
    return not any(part and part != quoted.group(1) and part in question for part in parts)


class Deriver:
    def __init__(self, store: Store, *, asking: bool = True) -> None:
        """``asking=False`` skips what only shapes the reply: the question a message that
        stored nothing gets (:meth:`_never_silent` reads every open commitment), for a rebuild,
        where no reply is sent. It still settles a question the message's own words answer
        (:func:`memory.evident.evident`): live chat stored that change, so a rebuild must."""
        self.store = store
        self.asking = asking

    async def apply(self, user: User, event: Event) -> Derived:
        tz = zone(str(event.payload.get("tz") or user.timezone))
        derived = Derived()
        if event.kind is EventKind.SOURCE:
            await self._apply_source(user, event, tz, derived)
        elif event.kind is EventKind.MESSAGE:
            found = reading_of(event, tz)
            for intent in found:
                await self._apply_intent(user, event, tz, intent, derived)
            derived.order_shown = date_habit.taught(found)
            if derived.acks:  # "toner ordered + landlord called": each part that matched nothing says so
                derived.notes += [f"I found no open commitment matching “{a}”, so nothing changed."
                                  for a in _done_unmatched(derived.unchanged)]
            # What a model extracted when the message came in, read back from the payload (never
            # asked again); only what the grammar did not already find, so nothing applies twice.
            extracted = event.payload.get("extracted")
            if isinstance(extracted, list) and extracted:
                for intent in llm_intents.novel(found, llm_intents.to_intents(extracted, event.at, tz)):
                    await self._apply_intent(user, event, tz, intent, derived, epistemic=Epistemic.EXTRACTED)
            # a rebuild asks nothing, but settles what live chat settled from the words alone
            said = derived.acks or derived.asks or derived.questions or derived.restated
            if not said and (self.asking or await self._may_be_settled(user, event.text)):
                await self._never_silent(user, event, tz, found, derived)
            elif self.asking and derived.acks and not (derived.asks or derived.questions):
                await self._ask_parts_left_out(user, event, tz, found, derived)
        elif event.kind is EventKind.ANSWER:
            # The user's answer to a question recap asked: the intents the chosen answer holds.
            chosen = event.payload.get("apply")
            picked = [decode_intent(item) for item in (chosen if isinstance(chosen, list) else [])]
            for intent in picked:
                if intent is not None:
                    await self._apply_intent(user, event, tz, intent, derived)
            derived.order_shown = date_habit.taught(intent for intent in picked if intent is not None)
        derived.asks = merge_offers(derived.asks)  # several to-dos in doubt: one question, one tap
        derived.touched_slices.discard(event.slice_id or "")
        return derived

    async def _may_be_settled(self, user: User, text: str) -> bool:
        """Whether :func:`memory.evident.evident` may settle a question about ``text`` from its
        words: one change said plainly, about an open to-do sharing a word with it. A cheap test
        first, as a rebuild asks it of every message that stored nothing."""
        if not may_settle(text):
            return False
        if visitor_came(text):  # "plumber came": the plumber's own visit, a to-do of theirs named "visit"
            return any(visit_over(text, c) for c in await open_commitments_of(self.store, user.id))
        return bool(await open_holding_of(self.store, user.id, content_words(text)))

    async def _never_silent(
        self, user: User, event: Event, tz: ZoneInfo, found: list[understanding.Intent], derived: Derived
    ) -> None:
        """A message that stored nothing and asked nothing, with a sign of an intent: one short
        question with the reading recap has (it replaces the "nothing changed" note)."""
        open_commitments = await open_commitments_of(self.store, user.id)
        open_issues = episode_rules.open_episodes(await self.store.episodes(user.id))
        # Only "never mind" reads the last change: looked up for it alone, as it reads every row.
        last_change = await self._last_change_at(user, event.at) if understanding.never_mind(event.text) else None
        ask = never_silent(
            event.text, found, open_commitments, open_issues, now=event.at, tz=tz, last_change=last_change,
        )
        if ask is not None:
            # the question replaces the note of the part it asks about; "cancel the gym, move the
            # dentist to friday" with neither kept still says the gym matched nothing
            parts = [str(getattr(intent, "action", "")) for intent in found]
            derived.notes[:] = [note for note in derived.notes if not _asked_about(note, ask.question, parts)]
            choices = [(choice.label, choice.apply) for choice in ask.choices]
            settled = evident(event.text, choices, open_commitments, now=event.at, tz=tz)
            for intent in settled or ():  # "priya wrapped up the vendor list": the answer was in the words
                await self._apply_intent(user, event, tz, intent, derived)
            if not settled and self.asking:
                derived.asks.append(ask)

    async def _ask_parts_left_out(
        self, user: User, event: Event, tz: ZoneInfo, found: list[understanding.Intent], derived: Derived
    ) -> None:
        """A message of several parts that stored something: a change it read that fitted no open
        to-do ("harolds script renewed and the garage door opener stopped working"), and each part
        its reading left out ("… and my mom will fetch the kids today",
        :func:`memory.understanding._clause_asks.untouched_parts`),
        gets the question it would get alone, when that is about something recap keeps. Only
        asked, never stored: a question changes nothing, so a rebuild, which asks nothing, gives
        the same memory."""
        parts = untouched_parts(event.text, found)
        parts = parts if len(parts) <= _MAX_PARTS_ASKED else []  # more left out: the message was not read
        if not parts and not derived.unchanged:
            return
        # what the message itself just changed is no candidate: "board pushed it, q4 report now due fri";
        # nor what it just noted: "paid the electric bill, still need to pay the water one" never paid the water bill
        open_commitments = [c for c in await open_commitments_of(self.store, user.id)
                            if c.id not in derived.changed_commitments and c.source.event_id != event.id]
        open_issues = episode_rules.open_episodes(await self.store.episodes(user.id))
        for intent in derived.unchanged:
            if isinstance(intent, understanding.CompleteCommitment) and a_chase(intent.action):
                # "chased Chen for the specs": what Chen owes is still owed; said, never asked whether it is done
                words = content_words(intent.action)
                owed = [c for c in open_commitments if c.owner != "me" and words & content_words(c.action)]
                derived.notes += [f"Still open: {describe_commitment(c)}{_due_said(c, tz)}." for c in owed[:1]]
                continue
            ask = asked_for_unchanged(intent, open_commitments, open_issues, tz, said=event.text)
            # a move with its day of a thing not kept ("dentist moved to fri 10am, …") offers to track it
            # as it would alone: the user just told its day
            moved = isinstance(intent, understanding.MoveCommitment) and intent.due is not None
            if ask is not None and (_changes_kept(ask) or moved):
                derived.asks.append(ask)  # it replaces the note that nothing matched what was said
                said = f"“{getattr(intent, 'action', getattr(intent, 'topic', ''))}”"
                derived.notes[:] = [note for note in derived.notes if said not in note]
        for part in parts:
            alone = understanding.extract(part, now=event.at, tz=tz, date_order=order_in(event.payload))
            ask = never_silent(part, alone, open_commitments, open_issues, now=event.at, tz=tz)
            if ask is not None and _changes_kept(ask):
                derived.asks.append(ask)

    async def _said_again(
        self, user: User, event: Event, intent: understanding.NewCommitment, derived: Derived, tz: ZoneInfo
    ) -> bool:
        """A to-do said again while open (:func:`memory.open_again.open_again`): said to be still
        open, or dated when it had no date and the words give one. False when it is new."""
        # only the open ones holding a word :func:`open_again` needs: it finds among them what it finds among all
        open_ones = await open_holding_of(self.store, user.id, named_words(intent.action))
        due = intent.due.last_moment if intent.due is not None else None
        # "remind me abt the visa thing next week": the day to hear of it, never another visa to renew
        reminded = _REMINDED.search(event.text) is not None and vaguely_named(intent.action)
        target = open_again(intent.action, intent.owner, None if reminded else due, open_ones)
        their = understanding.their_deadline(event.text)  # "Ana wants the deck by monday": her deadline
        if target is None and (_IS_DUE.search(event.text) or their):
            # "timesheet is due at 4" with "submit timesheet" due at 5 still ahead: its due, said again
            target = open_again(intent.action, intent.owner, None, open_ones) or (
                deadline_of(intent.action, intent.owner, open_ones) if their else None
            )
            target = target if target is not None and (target.due is None or target.due > event.at) else None
        if target is None and due is not None and (same := _same_on_its_day(intent, due, open_ones, tz)) is not None:
            # "dentist thurs at 3" with "dentist" kept for thursday, no time yet: its time, never a second dentist
            move = understanding.MoveCommitment(same.action, intent.due)
            return await self._change_commitment(
                user, event, same.action, derived, tz, move=move, fits=lambda action: action == same.action
            )
        if target is None and due is not None:
            # "make dinner 7:30" with "cook dinner" due today: the same meal by another verb, its time asked
            target = _made_by_other_verb(intent.action, due, open_ones, tz)
        if target is None:
            return False
        if intent.due is not None and due is not None and _time_for_its_day(due, target.due, tz):
            # "make dinner 7:30" with "make dinner for the kids" due today: its time, or another one? asked
            derived.asks.append(its_time(target, understanding.MoveCommitment(target.action, intent.due), tz))
            return True
        if (
            intent.due is not None and due is not None and sooner(intent.action, due, target)
            and not their  # "Ana wants the deck by friday" when due monday: hers, moved
        ):
            pass  # "going to finish the grant report tonight", due friday: a plan to do it in time
        elif target.due is not None and reminded:
            pass  # "remind me abt the visa thing next week", due 31 March: when to hear of it, never a new due
        elif intent.due is not None and due != target.due:  # "still need to call the landlord thursday": dated
            move = understanding.MoveCommitment(target.action, intent.due)
            return await self._change_commitment(
                user, event, target.action, derived, tz, move=move, fits=lambda action: action == target.action
            )
        when = f", due {describe_due(target.due, tz)}" if target.due is not None else " (no due date)"
        derived.acks.append(f"Still open: {target.action}{when}.")
        return True

    async def _verb_it_redated(
        self, user: User, intent: understanding.NewCommitment
    ) -> understanding.MoveCommitment | None:
        """ "send it next tues", "pay it on the 10th": a day for the one open to-do of the user's
        begun by that verb, which "it" can only mean (a move of it, never a new to-do "send it");
        None when the to-do says more than its verb and "it", or none or several such are open."""
        m = _VERB_IT_ALONE.match(intent.action)
        if m is None or intent.due is None or intent.owner != "me" or intent.counterparty:
            return None
        verb = m["v"].lower()
        fitting = [
            c for c in await open_commitments_of(self.store, user.id)
            if c.owner == "me" and c.action.split(maxsplit=1)[0].lower() == verb and not _VERB_IT.match(c.action)
        ]
        return understanding.MoveCommitment(fitting[0].action, intent.due) if len(fitting) == 1 else None

    async def _referred(
        self, user: User, event: Event, intent: understanding.NewCommitment, tz: ZoneInfo
    ) -> understanding.NewCommitment | None:
        """The to-do with whom its "him"/"her"/"them" means, when the message names no one
        and the conversation named one person in the last few minutes; None when it points at
        something nothing names ("send it to her", "pay the guy for the thing"): recap asks."""
        if _IT_BOOKED.match(intent.action):
            # "booked it in for thurs" after "the car's making a rattling noise": the one thing open in trouble
            troubles = [e.topic for e in await self.store.episodes(user.id) if e.is_open]
            if len(troubles) != 1:
                return None
            intent = replace(intent, action=_IT_BOOKED.sub(troubles[0], intent.action, count=1))
        elif _VERB_IT.match(intent.action) and (trouble := await self._trouble_just_said(user, event)):
            # "remind me to book it in w the garage" right after "the car's making that noise again": the car
            intent = replace(intent, action=_VERB_IT.sub(rf"\g<v> the {trouble}", intent.action, count=1))
        elif _VERB_IT.match(intent.action) and intent.due is None and errand_to_it(intent.action):
            return None  # "book it in for a service" with no trouble just said: what "it" is, asked
        pointing = understanding.dangling(intent, event.text, now=event.at, tz=tz)
        if not pointing and not intent.counterparty and _HIM_OR_HER.search(intent.action):
            # "I said I'd get him a draft by wed" right after Hiroshi's proposal: for Hiroshi, as said; only
            # when the one person named is whom the last promises were to or by, and this message names no one
            # ("Hiro's new manager is Keiko … an intro with her": her is Keiko, a fact's value, never Hiro)
            people = await self._people_just_named(user, event.at)
            promised = await self._people_just_named(user, event.at, promises_only=True)
            one = len(people) == 1 and people == promised and not _NAMED.search(event.text)
            return replace(intent, counterparty=people[0]) if one else intent
        if not pointing:
            return intent
        if not set(pointing) <= understanding.PERSON_WORDS:
            return None
        people = await self._people_just_named(user, event.at)
        return replace(intent, counterparty=people[0]) if len(people) == 1 else None

    async def _listed(self, user: User, event: Event, open_ones: list[Commitment], number: int) -> list[Commitment]:
        """The open to-do noted from item ``number`` of the last message that numbered several
        ("1) email the landlord 2) pay council tax"), within :data:`_LISTED_FOR`: the to-do sharing
        the most words with that item; [] when there is none such, it is no longer open, or the
        item names no one to-do."""
        noted: dict[int, list[Commitment]] = {}
        for c in await commitments_of(self.store, user.id):
            if c.source is not None and c.source.event_id is not None and c.created_at <= event.at:
                noted.setdefault(c.source.event_id, []).append(c)
        said = await self.store.events(user.id, kinds=[EventKind.MESSAGE], since=event.at - _LISTED_FOR)
        listing = [e for e in said if e.id in noted and e.id != event.id and len(noted[e.id]) > 1]
        for message in sorted(listing, key=lambda e: e.at, reverse=True):
            items = numbered_items(message.text)
            if len(items) < 2:
                continue
            words = content_words(items.get(number, ""))
            shared = sorted(((len(words & content_words(c.action)), c.id) for c in noted[message.id]), reverse=True)
            if not shared or shared[0][0] == 0 or (len(shared) > 1 and shared[1][0] == shared[0][0]):
                return []  # the item names none of the to-dos it gave, or two alike
            return [c for c in open_ones if c.id == shared[0][1]]
        return []

    async def _trouble_just_said(self, user: User, event: Event) -> str | None:
        """The topic of the issue the message just before this one opened, within the conversation
        (:data:`memory.timeline.IDLE`), or None."""
        before = await self._previous_message_at(user, event)
        if before is None:
            return None
        opened = [e for e in await self.store.episodes(user.id) if e.is_open and e.opened_at == before]
        return opened[0].topic if len(opened) == 1 else None

    async def _previous_message_at(self, user: User, event: Event) -> datetime | None:
        """When the user's message before ``event`` came, within the conversation (:data:`IDLE`), or None."""
        before = await self._previous_message(user, event)
        return before.at if before is not None else None

    async def _previous_message(self, user: User, event: Event) -> Event | None:
        """The user's message before ``event``, within the conversation (:data:`IDLE`), or None."""
        said = await self.store.events(user.id, kinds=[EventKind.MESSAGE], since=event.at - IDLE, until=event.at)
        return max((e for e in said if e.at <= event.at and e.id != event.id), key=lambda e: e.at, default=None)

    async def _of_kind_before(
        self, user: User, event: Event, intent: understanding.Intent
    ) -> understanding.NewCommitment | None:
        """ "the electric one is due on the 28th" right after "water bill due the 20th": the to-do
        asked about, named by the noun of the open to-do the conversation touched last, within
        :data:`memory.asks.CLOSE_TOUCH` ("electric bill"; :mod:`memory.understanding._kind_one`); None else."""
        proposal = intent.proposal if isinstance(intent, understanding.Unclear) else None
        kind = kind_named(proposal.action) if isinstance(proposal, understanding.NewCommitment) else None
        if kind is None or not isinstance(proposal, understanding.NewCommitment):
            return None
        touched = [
            (max(v.at for v in versions), commitment)
            for record, versions in await self.store.commitments(user.id)
            if versions and (commitment := commitment_rules.fold(record, versions)).is_open and commitment.owner == "me"
        ]
        if commitment_rules.match(kind, [c for _, c in touched]):
            return None  # "the water one" with the water bill open names that one: asked, never a new one
        at, last = max(((at, c) for at, c in touched if at <= event.at), key=lambda pair: pair[0], default=(None, None))
        if last is None or at is None or not too_close(event.at, at):
            return None
        action = of_same_kind(kind, last.action)
        return replace(proposal, action=action) if action else None

    async def _people_just_named(self, user: User, now: datetime, *, promises_only: bool = False) -> list[str]:
        """The people the conversation named within :data:`memory.asks.CLOSE_TOUCH` before
        ``now``: whose role, place or manager was said, who runs or manages something, to or by
        whom a promise was made (only the last with ``promises_only``)."""
        named: list[str] = []
        for claim in [] if promises_only else await self.store.claims(user.id):
            if not (too_close(now, claim.observed_at) and claim.observed_at <= now):
                continue
            if normalize_key(claim.predicate) in _PERSON_FACTS and _a_person(claim.subject, claim.predicate):
                named.append(claim.subject)
            if (claim.predicate == "owner" or claim.subject == "me") and value_kind(claim.value) == "name":
                # "Bolor runs the canteen", "our accountant is Ruth Hale": Bolor, Ruth Hale were named too
                named.append(claim.value)
        for record, _versions in await self.store.commitments(user.id):
            if too_close(now, record.created_at) and record.created_at <= now:
                named += [who for who in (record.counterparty, record.owner) if who and who.lower() != "me"]
        return list(dict.fromkeys(named))

    async def _named_last(self, user: User, event: Event, subjects: set[str]) -> tuple[str | None, datetime]:
        """The one of ``subjects`` the user's last message naming any of them named, and when,
        within :data:`memory.asks.CLOSE_TOUCH` before ``event`` ("who's Sana working for?" then
        "no wait, she starts the 11th": the question touched Sana again, so "she" is Sana); None
        when no message did, or the last one named two."""
        said = await self.store.events_within({user.id: (event.at - CLOSE_TOUCH, event.at)}, (EventKind.MESSAGE,))
        for earlier in reversed([e for e in said[user.id] if e.id != event.id]):
            named = {s for s in subjects if re.search(r"(?<![\w'-])" + re.escape(s) + r"(?![\w-])", earlier.text, re.I)}
            if named:
                return (named.pop() if len(named) == 1 else None), earlier.at
        return None, event.at

    async def _last_change_at(self, user: User, now: datetime) -> datetime | None:
        """When recap last stored something for the user (a fact, a commitment's version, an
        issue opened or resolved) before ``now``."""
        times = [c.observed_at for c in await self.store.claims(user.id)]
        times += [v.at for _, versions in await self.store.commitments(user.id) for v in versions]
        for episode in await self.store.episodes(user.id):
            times += [episode.opened_at, *([episode.resolved_at] if episode.resolved_at else [])]
        return max((t for t in times if t <= now), default=None)

    # -- imported records -----------------------------------------------------------

    async def _apply_source(self, user: User, event: Event, tz: ZoneInfo, derived: Derived) -> None:
        source_spec = event.payload.get("source") or {}
        source = Source(event.id, str(source_spec.get("name", event.author)), float(source_spec.get("authority", 0.5)))
        if claim := event.payload.get("claim"):
            start = _period_start(claim.get("effective_from"), tz)
            end = _period_end(claim.get("effective_to"), tz)
            await self._add_claim(
                user,
                Claim(
                    id=0,
                    user=user.id,
                    subject=str(claim["subject"]),
                    predicate=str(claim["predicate"]),
                    value=str(claim["value"]),
                    scope=claim.get("scope"),
                    observed_at=event.at,
                    effective_from=start[0] if start else event.at,
                    effective_to=end,
                    precision=start[1] if start else Precision.INSTANT,
                    explicit_time=start is not None,
                    epistemic=Epistemic.EXPLICIT,
                    source=source,
                    quoted=bool(claim.get("quoted")),
                ),
            )
        elif commitment := event.payload.get("commitment"):
            due = _period_end(commitment.get("due"), tz, last_moment=True)
            status = CommitmentStatus(commitment.get("status") or CommitmentStatus.ACCEPTED)
            await self._add_commitment(
                user,
                event,
                action=str(commitment["action"]),
                owner=str(commitment.get("owner") or "me"),
                counterparty=commitment.get("counterparty"),
                due=due,
                status=status,
                source=source,
            )

    # -- chat -------------------------------------------------------------------------

    async def _apply_intent(
        self,
        user: User,
        event: Event,
        tz: ZoneInfo,
        intent: understanding.Intent,
        derived: Derived,
        *,
        epistemic: Epistemic = Epistemic.EXPLICIT,
    ) -> None:
        source = Source(event.id, CHAT_SOURCE, CHAT_AUTHORITY)
        match intent:
            case understanding.StateClaim():
                open_now = await open_commitments_of(self.store, user.id) if intent.predicate == "location" else []
                if open_now and (moved := _occasion_moved(intent.subject, intent.value, open_now)):
                    await self._rename_commitment(user, event, moved, derived, tz, epistemic)
                    return  # "the bbq is at ana's now": the to-do of the bbq says where it is
                if intent.subject in understanding.SOMEONE:  # "she's based in Leeds now": whom the chat just named
                    people = await self._people_just_named(user, event.at)
                    if len(people) != 1:
                        derived.asks.append(plain(understanding.whose(intent)))
                        return
                    intent = replace(intent, subject=people[0])
                if (theirs := understanding.THEIR_THING.match(intent.subject)) is not None:
                    # "Haruto takes over his accounts" after "Kenta is leaving": Kenta's accounts, never Haruto's
                    people = [p for p in await self._people_just_named(user, event.at) if p != intent.value]
                    if len(people) != 1:
                        derived.asks.append(plain(f"Whose {theirs['thing']} do you mean? Say it with the name, e.g. "
                                                  f"“{intent.value} takes over Maya's {theirs['thing']}”."))
                        return
                    intent = replace(intent, subject=f"{possessive(people[0])} {theirs['thing']}")
                if intent.value.lower() in understanding.PERSON_VALUES:  # "Esi reports to him": whom the chat named
                    people = [p for p in await self._people_just_named(user, event.at) if p != intent.subject]
                    if len(people) != 1:
                        derived.asks.append(plain(understanding.whom(intent)))
                        return
                    intent = replace(intent, value=people[0])
                known = [c for c in await self.store.claims(user.id) if c.observed_at <= event.at]
                holders = role_holders(intent.subject, intent.predicate, known, event.at, tz)
                if len(holders) > 1:  # "accountant's email is …" with two accountants kept: which one
                    derived.asks.append(plain(f"Whose {intent.predicate} is that, {' or '.join(holders)}? "
                                              f"Say it with the name, e.g. “{possessive(holders[0])} "
                                              f"{intent.predicate} is {intent.value}”."))
                    return
                if holders:  # "accountant's email is …" after "Otieno is our new accountant": Otieno's
                    intent = replace(intent, subject=holders[0])
                if len(intent.subject.split()) == 1 and (same := await self._namesakes(user, intent.subject, event)):
                    derived.asks.append(plain(f"Which {intent.subject} do you mean, {' or '.join(same)}? "
                                              "Say it again with the full name."))
                    return
                if intent.anchor is not None:
                    intent = await self._anchored(user, event, intent, tz)
                    if not intent.subject:
                        derived.asks.append(plain(f"Whose {intent.anchor} is that? Say it with its subject, e.g. "
                                                  f"“Atlas's {intent.anchor} changed to …”."))
                        return
                if intent.role_first:
                    intent = await self._held_for_me(user, event, intent, tz)
                intent = await self._as_stored(user, intent)
                claim = _claim_from_statement(user, event, intent, source, epistemic)
                was = await self._value_before(user, claim, tz)
                claim = await self._add_claim(user, claim)
                others = await self._disagreeing(user, claim, tz)
                if others:
                    # the same period, two values: kept as a conflict (DESIGN), never "(was …)"
                    derived.acks.append(
                        f"Noted: {describe_claim(claim, tz)}. That disagrees with {' / '.join(others)} for the same "
                        "time, so I keep both until you tell me which holds."
                    )
                else:
                    derived.acks.append(f"Noted: {describe_claim(claim, tz)}{f' (was {was})' if was else ''}.")
            case understanding.NewCommitment():
                if event.kind is EventKind.MESSAGE:
                    if derived.changed_commitments:  # "card posted and i'll call her sun": whom the card went to
                        changed = [c for c in await commitments_of(self.store, user.id)
                                   if c.id in derived.changed_commitments]
                        if person := person_of_done(intent, changed):
                            intent = replace(intent, counterparty=person)
                    if (redated := await self._verb_it_redated(user, intent)) is not None:
                        await self._apply_intent(user, event, tz, redated, derived, epistemic=epistemic)
                        return  # "they're away, send it next tues": the open "send the catering quote …"
                    intent = await self._for_thing_just_noted(user, event, intent, tz)
                    referred = await self._referred(user, event, intent, tz)
                    if referred is None:
                        derived.asks.append(_who_or_what(intent, event, tz))
                        return
                    intent = referred
                    if await self._said_again(user, event, intent, derived, tz):
                        return  # "still need to call the landlord": the open one, never a second
                due = intent.due.last_moment if intent.due is not None else None
                if intent.due is not None and intent.due in derived.moved_to:  # "…'s now at 6, … b4 then"
                    due = derived.moved_to[intent.due]
                if due is None:  # "send Lucia a card b4 her bday", "… b4 she starts": the day kept
                    due = await self._kept_day_due(user, event, intent, tz)
                await self._add_commitment(
                    user, event, action=intent.action, owner=intent.owner, counterparty=intent.counterparty,
                    due=due, status=CommitmentStatus.ACCEPTED, source=source,
                )
                who = "" if intent.owner == "me" else f"{intent.owner}: "
                when = f", due {describe_due(due, tz)}" if due is not None else " (no due date)"
                derived.acks.append(f"Noted: {who}{intent.action}{for_whom(intent.action, intent.counterparty)}{when}.")
            case understanding.MoveCommitment() if (planned := await self._planned_change(user, event, intent, tz)):
                await self._correct_time(user, event, planned, source, derived, tz)  # "jake's move got pushed to may"
            case understanding.MoveCommitment():
                moved = await self._change_commitment(
                    user, event, intent.action, derived, tz, move=intent, quiet_when_unmatched=bool(intent.otherwise),
                    by=intent.by, fits=_waits_on_it if intent.when_ready else None,
                )
                if not moved and intent.otherwise is not None:  # "do the meal prep sunday": a new to-do
                    await self._apply_intent(user, event, tz, intent.otherwise, derived, epistemic=epistemic)
                elif not moved:
                    derived.unchanged.append(intent)
            case understanding.CompleteCommitment():
                if await self._booked_slot(user, event, intent, derived, tz):
                    return  # "MOT booked for the 18th at 10": getting the MOT done is now due then
                done = await self._change_commitment(
                    user, event, intent.action, derived, tz, status=CommitmentStatus.COMPLETED,
                    quiet_when_unmatched=intent.past_tense or intent.otherwise is not None,
                    fits=_fits_done(intent), by=intent.by,
                )
                new_one = replaced_thing(intent.action)
                if new_one is not None and (broken := await self._open_issue_named(user, new_one)) is not None:
                    # "got a new kettle" with "the kettle's broken" open: the new one ends the fault
                    await self._resolve_episode(user, event, understanding.ResolveEpisode(broken), derived)
                    return
                if not done and intent.otherwise is not None:  # "the wifi is out": an outage
                    await self._apply_intent(user, event, tz, intent.otherwise, derived, epistemic=epistemic)
                elif not done and (issue := await self._open_issue_named(user, intent.action)) is not None:
                    # "payroll portal - done, all good now": no such to-do, the open issue of it is over
                    await self._resolve_episode(user, event, understanding.ResolveEpisode(issue), derived)
                elif not done:
                    derived.unchanged.append(intent)
            case understanding.CancelCommitment():
                # "changed my mind, keeping netflix": the to-do to cancel it goes, never "renew netflix"
                cancels = CANCEL_TODO.match if CANCEL_TODO.match(intent.action) else None
                cancelled = await self._change_commitment(
                    user, event, intent.action, derived, tz, status=CommitmentStatus.CANCELLED, by=intent.by,
                    fits=cancels, quiet_when_unmatched=intent.otherwise is not None,
                )
                if not cancelled and intent.otherwise is not None:  # "cancel the Spotify family plan": a to-do
                    await self._apply_intent(user, event, tz, intent.otherwise, derived, epistemic=epistemic)
                elif not cancelled:
                    derived.unchanged.append(intent)
            case understanding.OpenEpisode():
                await self._open_episode(user, event, intent, source, derived, tz)
            case understanding.ResolveEpisode():
                await self._resolve_episode(user, event, intent, derived)
            case understanding.CorrectTime():
                await self._correct_time(user, event, intent, source, derived, tz)
            case understanding.CorrectValue():
                await self._correct_value(user, event, intent, source, derived, tz)
            case understanding.CorrectName():
                await self._correct_name(user, event, intent, source, derived, tz)
            case understanding.RenameCommitment():
                await self._rename_commitment(user, event, intent, derived, tz, epistemic)
            case understanding.Question():
                derived.questions.append(intent)
            case understanding.DayAlone():
                await self._day_alone(user, event, intent, derived, tz)
            case understanding.Unclear():
                proposal = intent.proposal
                if proposal and intent.dues:  # "3/4" read both ways: each day a choice
                    derived.asks.append(either_day(proposal, intent.question, intent.dues, tz))
                elif intent.dues:  # "sorry, 2/3": the last to-do's day, read both ways
                    await self._either_move(user, event, intent, source, derived, tz)
                elif (kind := await self._of_kind_before(user, event, intent)) is not None:
                    await self._apply_intent(user, event, tz, kind, derived, epistemic=epistemic)  # "the electric one"
                elif (ahead := await self._reminder_ahead(user, event, intent, tz)) is not None:
                    # "remind me the day before" just after "dentist on the 18th at 3": the dentist, the 17th
                    await self._apply_intent(user, event, tz, ahead, derived, epistemic=epistemic)
                elif proposal and (then := await self._by_then_due(user, event, intent, tz)) is not None:
                    # "need to gather payslips b4 then" just after "call w the bank fri 2pm": by the call
                    await self._apply_intent(user, event, tz, replace(proposal, due=then), derived, epistemic=epistemic)
                elif proposal and (kept := await self._kept_day_due(user, event, proposal, tz, said=intent.text)):
                    # "remind me to call Ana on her bday", "pack her lunch the night before the trip": the day
                    # recap keeps, which the reader could not know
                    dated = replace(proposal, due=_until(kept, intent.text)) if proposal.due is None else proposal
                    await self._apply_intent(user, event, tz, dated, derived, epistemic=epistemic)
                else:
                    derived.asks.append(track_or_not(proposal, intent.question) if proposal else plain(intent.question))

    async def _day_alone(
        self, user: User, event: Event, intent: understanding.DayAlone, derived: Derived, tz: ZoneInfo
    ) -> None:
        """ "tmrw", "by friday" sent on its own just after the one to-do a message kept with no date
        ("remind me to call the lab re the crown"): that to-do's due. Recap asks before moving one
        kept with a date, or to a day in doubt ("sometime next week"); after anything else, what
        is due then: whose day it is, the words alone never say."""
        just_said = await self._noted_just_before(user, event)
        if len(just_said) != 1:
            when = describe_due(intent.due.last_moment, tz)
            derived.asks.append(plain(f"What is due {when}? Say it with what it's about, e.g. “call the bank "
                                      f"{intent.due.text}”."))
            return
        todo = just_said[0]
        move = understanding.MoveCommitment(todo.action, intent.due)
        if intent.due.doubt is None and todo.due in (None, intent.due.last_moment):
            # undated: dated now; said again with the day it has ("… tmrw", then "tmrw"): already due then
            await self._change_commitment(user, event, todo.action, derived, tz, move=move)
        else:
            derived.asks.append(about_one(todo, move, tz))

    async def _close_message_before(self, user: User, event: Event) -> Event | None:
        """The user's message just before ``event``, when within :data:`memory.asks.CLOSE_TOUCH`."""
        before = await self._previous_message(user, event)
        return before if before is not None and event.at - before.at <= CLOSE_TOUCH else None

    async def _noted_just_before(self, user: User, event: Event, before: Event | None = None) -> list[Commitment]:
        """The open to-dos the user's message just before ``event`` (``before``, when known) noted,
        within :data:`memory.asks.CLOSE_TOUCH`; [] when there is no such message."""
        before = before or await self._close_message_before(user, event)
        if before is None:
            return []
        return [c for c in await open_commitments_of(self.store, user.id) if c.source.event_id == before.id]

    async def _for_thing_just_noted(
        self, user: User, event: Event, intent: understanding.NewCommitment, tz: ZoneInfo
    ) -> understanding.NewCommitment:
        """ "need to book a cab for it" right after "flight's at 6:40 on the 15th": for the one dated
        thing the message before noted, named, and due by it; ``intent`` as it was otherwise (and
        recap asks what "it" is)."""
        if intent.due is not None or not for_it_said(intent.action, "someone"):  # (read first as any thing's)
            return intent
        dated = [c for c in await self._noted_just_before(user, event) if c.due is not None and c.due > event.at]
        said = for_it_said(intent.action, dated[0].owner) if len(dated) == 1 else None
        if said is None or dated[0].due is None:
            return intent
        thing, due = dated[0], _spec_of_due(dated[0].due, said.string, tz)
        return replace(intent, action=named_for(said, thing.action, thing.owner), due=due)

    async def _reminder_ahead(
        self, user: User, event: Event, intent: understanding.Unclear, tz: ZoneInfo
    ) -> understanding.NewCommitment | None:
        """A reminder asked for some time before a thing it does not name ("remind me a week before",
        :func:`memory.understanding._reminders.reminder_ahead`), right after a message that dated one
        thing: a to-do named as that thing, due that long before it; None else (recap asks what)."""
        asked = intent.proposal is None and intent.text.startswith("remind me ")
        if not asked or not counted_from_then(intent.text):
            return None
        thing = await self._one_thing_dated_just_before(user, event, tz)
        due = due_from_then(intent.text, thing[1], event.at, tz) if thing is not None else None
        if thing is None or due is None:
            return None
        return understanding.NewCommitment(thing[0], "me", None, _until(due, intent.text))

    async def _one_thing_dated_just_before(
        self, user: User, event: Event, tz: ZoneInfo
    ) -> tuple[str, datetime] | None:
        """The one thing the message just before ``event`` dated, by name, and its day: a to-do it
        noted ("dentist on the 18th at 3") or a birthday or anniversary it kept ("mum's birthday is
        march 3", its next round); None when it dated none or several."""
        before = await self._close_message_before(user, event)
        if before is None:
            return None
        things = [
            (c.action if c.owner == "me" else f"{c.owner}'s {c.action}", c.due)
            for c in await self._noted_just_before(user, event, before) if c.due is not None and c.due > event.at
        ]
        for claim in await self.store.claims(user.id):
            yearly = claim.source.event_id == before.id and claim.predicate.lower() in ("birthday", "anniversary")
            if yearly and (day := day_of(claim, tz)) is not None:
                whose = "my" if claim.subject.lower() == "me" else possessive(claim.subject)
                things.append((f"{whose} {claim.predicate.lower()}", next_round(day, event.at, tz)))
        return things[0] if len(things) == 1 else None

    async def _by_then_due(
        self, user: User, event: Event, intent: understanding.Unclear, tz: ZoneInfo
    ) -> DateSpec | None:
        """The due of a to-do said "by then" / "b4 then" in a message of its own: the due of the
        open to-do the message just before it touched (before it, for "before"), within the
        conversation (the idle gap that closes a slice); None otherwise, and recap asks. So too a
        to-do counted from that day, the day left unsaid: "need to pack the night before" just after
        "flight to Lisbon on the 18th" is due the 17th."""
        connector = back_connector(intent.text)
        counted = connector is None and counted_from_then(event.text)
        if connector is None and not counted:
            return None
        before = await self._previous_message(user, event) if counted else None
        if before is not None and counted_from_then(before.text):
            return None  # "pack the night before", then "confirm the taxi the day before": before which?
        then = await self._then(user, event, tz)
        if then is None:
            return None
        if counted:
            due = due_from_then(event.text, then, event.at, tz)
        else:
            due = due_by_then(connector or "", then, event.at, tz)
        return _spec_of_due(due, intent.text, tz) if due is not None else None

    async def _then(self, user: User, event: Event, tz: ZoneInfo) -> datetime | None:
        """The day "then" means in a message of its own: the due of the open to-do the message just
        before it touched, else the one day that message said; None when neither."""
        known = [c for c in await self.store.claims(user.id) if c.observed_at <= event.at]
        latest = await self._latest_dated(user, known, event.at, tz)
        touched = [max(v.at for v in versions) for record, versions in await self.store.commitments(user.id)
                   if isinstance(latest, Commitment) and record.id == latest.id and versions]
        before = await self._previous_message_at(user, event)
        if not isinstance(latest, Commitment) or latest.due is None or not touched or before is None or (
            touched[0] < before
        ):
            # "parents arrive sat" said since, kept or only asked about: "then" is the one day it said
            return await self._day_said_before(user, event, tz)
        return latest.due

    async def _day_said_before(self, user: User, event: Event, tz: ZoneInfo) -> datetime | None:
        """The due the message just before ``event`` gave its one date, kept or not ("appt moved to the
        21st, 2:30pm", asked about), as a to-do's due is kept: the moment of a time, a day's last; None
        when it said none or more than one, or it has gone by."""
        before = await self._previous_message(user, event)
        spans = [s.spec for s in find_spans(before.text, now=before.at, tz=tz, prefer="future")
                 if s.spec is not None] if before is not None else []
        return spans[0].last_moment if len(spans) == 1 and spans[0].end > event.at else None

    async def _kept_day_due(
        self, user: User, event: Event, todo: understanding.NewCommitment, tz: ZoneInfo, *, said: str = ""
    ) -> datetime | None:
        """When ``todo``, said with no date, is due by a day the claims keep ("b4 her bday") or an
        occasion kept as a to-do ("b4 her wedding"), else None (read only when its words name one).
        ``said`` is the to-do as said when its action was cut of the occasion ("pack her lunch the
        night before the trip", offered as "pack her lunch")."""
        if todo.due is not None:
            return None
        if (kept := kept_day_said(todo.action, event.text)) is None:
            # "buy Mira a gift b4 her wedding": the wedding kept as a to-do
            occasion = occasion_said(todo.action) or (occasion_said(said) if said else None)
            if occasion is None:
                return None
            return due_by_occasion(occasion, await open_commitments_of(self.store, user.id), event.at, tz)
        claims = [c for c in await self.store.claims(user.id) if c.observed_at <= event.at]
        return due_by_kept_day(kept, todo.counterparty, claims, event.at, tz)

    async def _either_move(
        self, user: User, event: Event, intent: understanding.Unclear, source: Source, derived: Derived, tz: ZoneInfo
    ) -> None:
        """A day put right with a numeric date that reads both ways ("sorry, 2/3"). The to-do
        the conversation touched last moves to the one reading within a few days of its due
        ("by 3/3", then "I meant 4/3": the 4th, not a month on, as a slip of one digit reads);
        with both readings near or both far, recap asks, each day a choice."""
        known = [c for c in await self.store.claims(user.id) if c.observed_at <= event.at]
        dated = await self._latest_dated(user, known, event.at, tz)
        if not isinstance(dated, Commitment) or dated.due is None:
            derived.asks.append(plain(intent.question))
            return
        due = dated.due
        near = [day for day in intent.dues if abs(day.start - due) <= _SLIP_OF_A_DIGIT]
        if len(intent.dues) > 1 and len(near) == 1:
            corrected = understanding.CorrectTime(near[0].text, near[0], None, None, None)
            await self._correct_time(user, event, corrected, source, derived, tz)
            return
        derived.asks.append(either_move(dated.action, intent.question, intent.dues, tz))

    async def _anchored(
        self, user: User, event: Event, intent: understanding.StateClaim, tz: ZoneInfo
    ) -> understanding.StateClaim:
        """ "<attribute> changed from <old> to <value>" without a subject: the subject whose
        attribute it is — among the facts in force with that attribute, the one whose value was
        <old>, else the one mentioned last. With none, the grammar's own reading stands."""
        assert intent.anchor is not None
        wanted = normalize_key(intent.anchor)
        known = [c for c in await self.store.claims(user.id) if c.observed_at <= event.at]
        holding = []
        for claim in known:
            if normalize_key(claim.predicate) != wanted:
                continue
            view = claim_rules.find_view(known, event.at, claim.subject, claim.predicate, claim.scope, tz=tz)
            if view is not None:
                holding.append((claim, view))
        if not holding:
            return intent
        if intent.old_value is not None:
            old = normalize_key(intent.old_value)
            was = [(c, v) for c, v in holding if any(normalize_key(value) == old for value in v.values)]
            holding = was or holding
        claim, _ = max(holding, key=lambda pair: (pair[0].observed_at, pair[0].id))
        return replace(intent, subject=claim.subject, predicate=claim.predicate, scope=claim.scope)

    async def _held_for_me(
        self, user: User, event: Event, intent: understanding.StateClaim, tz: ZoneInfo
    ) -> understanding.StateClaim:
        """ "the landlord is now Mr Okafor", "new charge nurse is Rajesh" where the user keeps whom they
        have in that role ("my landlord is Alhaji Bello"): the definite role is the user's own, so the
        fact is that one's new holder from now, never a second person with the job beside the first.
        With no such fact in force, the grammar's reading (his role) stands."""
        wanted = normalize_key(intent.value)
        known = [c for c in await self.store.claims(user.id, normalize_key("me")) if c.observed_at <= event.at]
        for claim in sorted(known, key=lambda c: (c.observed_at, c.id), reverse=True):
            if claim.subject != "me" or normalize_key(claim.predicate) != wanted:
                continue
            if claim_rules.find_view(known, event.at, claim.subject, claim.predicate, claim.scope, tz=tz) is None:
                continue
            return replace(intent, subject="me", predicate=claim.predicate, value=intent.subject, explicit_now=True,
                           role_first=False)
        return intent

    async def _namesakes(self, user: User, subject: str, event: Event) -> list[str]:
        """The stored people a bare first name may mean, or the people earlier messages told apart
        by it ("Aliya from accounts", "Aliya from the choir"), when more than one (:mod:`memory.namesakes`)."""
        if not await self.store.claims(user.id, normalize_key(subject)):  # (cached: read anyway to store the claim)
            claims = await self.store.claims(user.id)
            # "Marco Bruno owns the print shop": a person kept as a fact's value is one recap knows too
            people = {c.value for c in claims if c.predicate in PERSON_VALUED}
            if same := namesakes(subject, {claim.subject for claim in claims} | people):
                return same
        if tells_which(subject, event.text):
            return []  # "Aliya from accounts is the new treasurer": this message says which
        # facts already kept under "Anna" may be of two people the user told apart ("Anna from logistics
        # moved …", "Anna from legal joined …"): a bare "Anna" after them is still one of the two
        # (only the messages that may tell someone apart: a long history's three months are thousands)
        said = await self.store.message_texts(user.id, event.at - _NAMESAKES_SAID, TELLS_APART)
        return told_apart(subject, [text for at, event_id, text in said if at <= event.at and event_id != event.id])

    async def _as_stored(self, user: User, intent: understanding.StateClaim) -> understanding.StateClaim:
        """ "Tiago's title is …" where his facts are kept under "title", not "role": the name the
        subject's facts already use for the attribute, so the new one supersedes the old."""
        known = await self.store.claims(user.id, normalize_key(intent.subject))
        if not known and (spelt := claim_rules.subject_spelt(intent.subject, await self.store.claims(user.id))):
            intent = replace(intent, subject=spelt)  # "tomas moved to Porto" of "Tomás": his, never a second Tomas
            known = await self.store.claims(user.id, normalize_key(spelt))
        stored = names_in_use(intent.subject, intent.predicate, known)
        if len(claim_rules.same_predicate(intent.predicate)) > 1 and stored:
            return replace(intent, predicate=stored[-1])
        fuller = fuller_predicate(intent.predicate, [c.predicate for c in known])  # "rate" for "hourly rate"
        return replace(intent, predicate=fuller) if fuller else intent

    async def _value_before(self, user: User, claim: Claim, tz: ZoneInfo) -> str | None:
        """What the fact said before ``claim`` took effect, when that was something else: the
        reply then says what changed ("Maya's role is COO (was CTO)")."""
        known = await self.store.claims(user.id, normalize_key(claim.subject))
        view = claim_rules.find_view(known, claim.effective_from, claim.subject, claim.predicate, claim.scope, tz=tz)
        if view is None or any(normalize_key(value) == normalize_key(claim.value) for value in view.values):
            return None
        return " / ".join(view.values)

    async def _disagreeing(self, user: User, claim: Claim, tz: ZoneInfo) -> list[str]:
        """The other values of the conflicting version ``claim`` joined, if it joined one."""
        known = await self.store.claims(user.id, normalize_key(claim.subject))
        view = claim_rules.find_view(known, claim.effective_from, claim.subject, claim.predicate, claim.scope, tz=tz)
        if view is None or not view.conflicting:
            return []
        mine = normalize_key(claim.value)
        return [value for value in view.values if normalize_key(value) != mine]

    async def _add_claim(self, user: User, claim: Claim) -> Claim:
        return await self.store.add_claim(claim, normalize_key(claim.subject))

    async def _add_commitment(
        self,
        user: User,
        event: Event,
        *,
        action: str,
        owner: str,
        counterparty: str | None,
        due: datetime | None,
        status: CommitmentStatus,
        source: Source,
    ) -> None:
        await self.store.add_commitment(
            CommitmentRecord(
                id=0, user=user.id, action=action, owner=owner, counterparty=counterparty, created_at=event.at,
                source=source,
            ),
            CommitmentVersion(commitment_id=0, at=event.at, status=status, due=due, source=source),
        )  # fmt: skip

    async def _change_commitment(
        self,
        user: User,
        event: Event,
        action: str,
        derived: Derived,
        tz: ZoneInfo,
        *,
        status: CommitmentStatus | None = None,
        move: understanding.MoveCommitment | None = None,
        quiet_when_unmatched: bool = False,
        fits: Callable[[str], object] | None = None,
        by: str | None = None,
    ) -> bool:
        """Complete, cancel or move the open commitment ``action`` names (among those whose
        action ``fits``, when given), or ask which one when several fit equally. False when
        none fits. Past :func:`memory.commitments.match`'s threshold, one is named only by
        words that are all its own (:func:`memory.commitments.sole_fit`). Done ``by`` someone
        else, only a commitment of theirs fits; called off or moved by them, only a gathering
        with them or of that kind (:func:`memory.commitments.with_them`), else recap asks."""
        open_ones = await open_commitments_of(self.store, user.id)
        if fits is not None:
            open_ones = [c for c in open_ones if fits(c.action)]
        if by is None and status is CommitmentStatus.COMPLETED:  # "paid it": never "Yuki: pay me 3k yen"
            open_ones = commitment_rules.mine_to_give(action, open_ones)
        every_open = open_ones  # until narrowed to someone's own below
        answered: list[Commitment] = []
        if by is not None and status is CommitmentStatus.COMPLETED:  # "Tom sent the budget over": Tom's only
            theirs = commitment_rules.owned_by(by, open_ones)
            # "the caterers confirmed it": else the to-do to get their answer ("confirm the caterers")
            answered = [] if theirs or not action.startswith("reply") else commitment_rules.answered_by(by, open_ones)
            open_ones = [c for c in theirs if not other_job(action, c.action)]  # "Rahul tested it": no "deploy it"
            if not answered and not commitment_rules.match(action, open_ones):
                # "got the keys off Ignacio": no promise of Ignacio's names them; the user's to-do to get them
                answered = commitment_rules.collected_from(by, action, every_open)
        money = by is not None and (action == "reply" or bool(_PAY.match(action) or _SUM_SENT.match(action)))
        paid = [c for c in open_ones if _PAY.match(c.action)] if money else []
        said_paid = _PAID.search(event.text) or action != "reply"
        if len(paid) == 1 and said_paid and _pays_off(action, paid[0], event.text):
            found = paid  # "Dave paid me back", "flat 3 paid up", "Sophie sent 30": what they owed the user was money
        elif answered:
            found = answered
        elif (number := listed_item(action)) is not None:
            found = await self._listed(user, event, open_ones, number)  # "did 1 and 3": the list's items
            if not found:
                derived.asks.append(plain(f"Which to-do is number {number}? Say it with its name, e.g. “done: "
                                          "email the landlord”."))
                return True
        elif action.lower() in ("that", "it", "this", BOTH):
            # "done", "push that to monday": the one just talked about (or just reminded of);
            # asked when two were within minutes ("push it to monday" after two to-dos said a
            # minute apart may mean either), or none lately; "scrap that": what the last message
            # touched; "both done": the two just talked about
            # "scrap that": only what the user's message before this one touched; said alone
            # ("scrap that", "forget it") after one that kept no to-do, it cancels nothing and
            # recap offers to take back what it noted (never_silent)
            cancel = status is CommitmentStatus.CANCELLED
            close = commitment_rules.SAME_TOUCH if cancel else CLOSE_TOUCH
            if cancel and derived.changed_commitments:
                # "kamau paid 😅 cancel that": "that" is the to-do this message just closed (or changed),
                # never another one beside it
                found = [c for c in open_ones if c.id in derived.changed_commitments]
                if not found:
                    return True
            else:
                found = await self._done_without_name(user, event, open_ones, close, just_said=cancel)
            if move is not None and move.by is not None:
                found = _given_by(move.by, found, open_ones)
            if move is not None and derived.changed_commitments:
                # "sparky rang back, he's coming wed arvo instead": "that" is what this message just changed,
                # never another to-do beside it; when that one is closed, which recap asks
                found = [c for c in open_ones if c.id in derived.changed_commitments]
            if cancel and not found and understanding.never_mind(event.text):
                return False
            if action.lower() == BOTH and len(found) == 2 and status is not None:
                for one in found:
                    await self._change_commitment(
                        user, event, one.action, derived, tz, status=status, fits=lambda a, o=one: a == o.action
                    )
                return True
            if action.lower() == BOTH and open_ones:
                found = []
            if not found and open_ones:
                move_to = move.due if move else None
                derived.asks.append(
                    _which_commitment(open_ones[:MAX_CANDIDATES], tz, status=status, move_to=move_to, move=move)
                )
                return True
        elif by is not None and status is not CommitmentStatus.COMPLETED:
            # "Aditi needs till thurs" (named by who alone): a move of a to-do of theirs, else one with them
            theirs = commitment_rules.owned_by(by, open_ones) if move is not None and action == by else []
            found = theirs or commitment_rules.with_them(
                action, by, open_ones, moving=move is not None and understanding.their_deadline(event.text)
            )
            if not found and move is not None and action == by and not commitment_rules.names_person(by, open_ones):
                # "staging needs until fri": a thing, by its words ("Kwame moved us to thursday" moves no
                # "call Kwame about the offer": a person's day for a to-do with them is not its deadline)
                found = commitment_rules.match(action, open_ones) or commitment_rules.sole_fit(action, open_ones)
            if not found and move is not None and action != by:
                found = commitment_rules.moved_for_me(action, by, open_ones)  # "BA moved the flight to the 19th"
            if not found and understanding.their_own(event.text):
                return False  # "Dilnoza just cancelled her diet for the day": a plan of hers, none of the user's
            just_cancelled = any(ack.startswith(_CANCEL_ACK) for ack in derived.acks)
            if not found and status is CommitmentStatus.CANCELLED and just_cancelled:
                return True  # "scratch the legal ping, vendor pulled out": why the to-do just cancelled went
            if not found:  # "Ines cancelled our lunch" with no lunch kept: never a new to-do
                about = "" if action == by else f" or about “{action}”"
                derived.asks.append(plain(f"I have nothing open with {by}{about}. Which to-do is it? Say it with its "
                                          "name, e.g. “lunch with Ines is cancelled”."))
                return True
        else:
            named = _SAYS_BOTH.sub(" ", action).strip() or action  # "emailed them both": named by "emailed"
            # what both may find, picked once (by key, when these are every open one that fits)
            named_by = await named_candidates(
                self.store, user.id, named, open_ones, fits, every=open_ones is every_open
            )
            found = commitment_rules.match(named, named_by) or commitment_rules.sole_fit(named, named_by)
            found = found or commitment_rules.at_its_time(action, open_ones, tz)  # "push the 3pm to thurs"
            if not found and (move is not None or status is CommitmentStatus.CANCELLED):
                # "the boiler guy pushed it to sat", "nvm the boiler guy": his visit, named by him
                found = commitment_rules.owned_by(action, open_ones)
            if not found and status is CommitmentStatus.COMPLETED:  # "spoke to the boiler guy": other words
                reported = await fitting_candidates(
                    self.store, user.id, action, open_ones, fits, every=open_ones is every_open
                )
                found = likely_fit(action, reported)
        if not found:
            if not quiet_when_unmatched:
                derived.notes.append(f"I found no open commitment matching “{action}”, so nothing changed.")
            return False
        if len(found) == 2 and status is not None and _SAYS_BOTH.search(action):
            for one in found:  # "emailed them both": the two it names alike
                await self._change_commitment(
                    user, event, one.action, derived, tz, status=status, fits=lambda a, o=one: a == o.action
                )
            return True
        if len(found) > 1:
            derived.asks.append(
                _which_commitment(found, tz, status=status, move_to=move.due if move else None, move=move)
            )
            return True
        target = found[0]
        if move is not None and await self._ahead_of_event(action, target):
            derived.asks.append(about_one(target, move, tz))  # "offsite got pushed to feb": the flights?
            return True
        if status is CommitmentStatus.CANCELLED and did_the_cancelling(event.text, target.action):
            status = CommitmentStatus.COMPLETED  # "cancelled the gym membership": that to-do, done
        source = Source(event.id, CHAT_SOURCE, CHAT_AUTHORITY)
        if move is not None and move.shift is not None and abs(move.shift) < timedelta(days=1) and (
            target.due is None or not has_clock_time_due(target.due, tz)
        ):  # "push the Dev call back an hour" of a call due some time tomorrow: an hour from when?
            derived.asks.append(plain(f"“{target.action}” has no time of day to move; what time should it be?"))
            return True
        said_time = move.due if move is not None and move.due is not None and clock_only(move.due.text) else None
        if move is not None:
            later = delayed(move, target.due, event.text, tz)
            if later is None:  # "pushed to the 9th" of a to-do due the 10th: a delay cannot make it earlier
                earlier = describe_due(moved_due(move, target.due, tz), tz)
                derived.asks.append(plain(
                    f"“{target.action}” is due {describe_due(target.due, tz)}, so {earlier} would be earlier, "
                    "not later. Which day should it be?"
                ))
                return True
            move = later
        if move is not None and moved_due(move, target.due, tz) == target.due:
            # "i'll fix the latch saturday like i said": due then already, so nothing changes
            derived.acks.append(f"Already due {describe_due(target.due, tz)}: {target.action}.")
            return True
        if move is not None and _gone_by(moved_due(move, target.due, tz), event.at, tz):
            derived.asks.append(_gone_by_ask(target, moved_due(move, target.due, tz), tz))
            return True
        if move is not None:
            due = moved_due(move, target.due, tz)
            if said_time is not None and due is not None:
                derived.moved_to[said_time] = due
            version = CommitmentVersion(target.id, event.at, CommitmentStatus.MOVED, due, source)
            whose = "" if target.owner == "me" else f"{target.owner}: "  # "Moved: plumber: visit …", as it was noted
            now_due = describe_due(due, tz)
            ack = (
                f"Updated: {whose}{target.action}, due {now_due}."  # "email Jo", then "tmrw": dated now, not moved
                if target.due is None
                else f"Moved: {whose}{target.action} is now due {now_due} (was {describe_due(target.due, tz)})."
            )
        elif (rest := without_part(target.action, action)) is not None:
            # "nvm the leaving drinks" of "organise a card and leaving drinks": the card is still to do
            version = CommitmentVersion(target.id, event.at, target.status, None, source, note="part", action=rest)
            word = "done" if status is CommitmentStatus.COMPLETED else "no longer needed"
            ack = f"Updated: {rest} (“{action}” {word})."
        else:
            assert status is not None
            version = CommitmentVersion(target.id, event.at, status, None, source)
            word = DONE_ACK if status is CommitmentStatus.COMPLETED else _CANCEL_ACK
            ack = f"{word}{target.action}."
        async with self.store.write() as db:
            await self.store.insert_commitment_version(db, version)
        derived.acks.append(ack)
        derived.changed_commitments.add(target.id)
        derived.touched_slices |= await self._slices_of([target.source.event_id])
        return True

    async def _open_issue_named(self, user: User, action: str) -> str | None:
        """The topic of the one open issue that ``action`` (a thing said done) names with all its
        words and no others, else by its head and none but its words ("mirror replaced" of "passenger
        side mirror": a compound's last noun names it), or None."""
        said = content_words(action)
        open_issues = [e.topic for e in await self.store.episodes(user.id) if e.is_open]
        named = [topic for topic in open_issues if content_words(topic) == said]
        if not named:
            named = [topic for topic in open_issues if said and said <= content_words(topic) and _head(topic) <= said]
        return named[0] if said and len(named) == 1 else None

    async def _ahead_of_event(self, said: str, target: Commitment) -> bool:
        """Whether a move naming ``said`` names only the event ``target`` is done ahead of
        (:func:`memory.ahead_of_event.ahead_of_event`)."""
        source = await self.store.event(target.source.event_id)
        return source is not None and ahead_of_event(said, target.action, source.text)

    async def _done_without_name(
        self, user: User, event: Event, open_ones: list[Commitment], close: timedelta, *, just_said: bool = False
    ) -> list[Commitment]:
        """The open commitments a bare "done" or "push that to monday" may mean
        (:func:`memory.commitments.done_without_name`): a reminder, briefing or answer recap
        sent touches the ones it listed when it was sent. ``just_said`` ("scrap that"): only
        those the user's message (or answer) before this one touched."""
        ids = {c.id: c for c in open_ones}
        touched = [
            (max(v.at for v in versions), ids[record.id])
            for record, versions in await self.store.commitments(user.id)
            if versions and record.id in ids
        ]
        sent = [
            e for e in await self.store.events(
                user.id, kinds=[EventKind.BRIEFING, EventKind.REPLY], since=event.at - commitment_rules.REMINDER_TOUCH,
                until=event.at,
            )
            if e.at <= event.at and e.id < event.id
        ]
        reminded = commitment_rules.listed(sent[-1].text, open_ones, describe_commitment) if sent else []
        if reminded and all(at <= sent[-1].at for at, _ in touched):  # what recap listed since: those
            return reminded[:MAX_CANDIDATES]
        if just_said:
            said = [
                e for e in await self.store.events(
                    user.id,
                    kinds=[EventKind.MESSAGE, EventKind.ANSWER],
                    since=event.at - commitment_rules.RECENT_TOUCH,
                    until=event.at,
                )
                if e.at <= event.at and e.id < event.id
            ]
            if not said:
                return []
            touched = [(at, c) for at, c in touched if at >= said[-1].at]
        return commitment_rules.done_without_name(touched, event.at, close)[:MAX_CANDIDATES]

    async def _open_episode(
        self,
        user: User,
        event: Event,
        intent: understanding.OpenEpisode,
        source: Source,
        derived: Derived,
        tz: ZoneInfo,
    ) -> None:
        known = await self.store.episodes(user.id)
        if intent.topic.lower() in ("it", "that", "this"):
            # "it's broken again": the issue touched last, asked about when none or two fit
            recent = episode_rules.recently_touched(known, event.at)
            if not recent:
                derived.asks.append(plain("What broke? Say it with the thing, e.g. “the printer's broken again”."))
                return
            if len(recent) > 1 and recent[0].topic != recent[1].topic:
                options: list[tuple[str, understanding.Intent]] = [
                    (e.topic, understanding.OpenEpisode(e.topic, intent.detail)) for e in recent[:MAX_CANDIDATES]
                ]
                derived.asks.append(which_one("Which issue is it?", options))
                return
            intent = replace(intent, topic=recent[0].topic)
        known = _placed_alike(intent.topic, known)  # "lift in block D" is not the lift in block A
        decision = episode_rules.occurrence(intent.topic, known)
        other = elsewhere(intent.topic, intent.detail, event.text, decision.update) if decision.update else None
        if decision.update is not None and other is not None:
            # "the printer in reception is out of ink" with the printer on 2 open: another printer
            known = [e for e in known if e.id != decision.update.id]
            intent, decision = replace(intent, topic=other), episode_rules.occurrence(other, known)
        async with self.store.write() as db:
            if decision.update is not None:
                # "chiller still not cold", "vpn's back but the printer is still jammed": the open issue said again
                if restated_in(intent.topic, event.text):
                    derived.acks.append(f"Still open: “{decision.update.topic}”.")
                    return
                updated = episode_rules.add_update(decision.update, intent.detail or event.text)
                await self.store.update_episode(db, updated)
                derived.acks.append(f"Noted on the open issue “{updated.topic}”.")
                return
            episode = episode_rules.new_episode(
                id=0, user=user.id, topic=intent.topic, at=event.at, detail=intent.detail, source=source, episodes=known
            )
            await self.store.insert_episode(db, episode, normalize_key(intent.topic))
        previous = next((e for e in known if e.id == decision.previous_id), None)
        again = ""
        if previous is not None and previous.resolved_at is not None:
            again = f" It came back: the last one was resolved {describe_when(previous.resolved_at, tz)}."
        derived.acks.append(f"Noted: open issue “{intent.topic}”.{again}")

    async def _resolve_both(
        self, user: User, event: Event, episodes: list[IssueEpisode], derived: Derived
    ) -> bool:
        """ "both fixed now": the two open issues the conversation touched last, resolved; asked
        which when a third was touched about as recently; False with fewer than two open."""
        touched = _open_touched_last(episodes, event.at)
        if len(touched) < 2:
            return False
        if len(touched) > 2 and too_close(touched[1].opened_at, touched[2].opened_at):
            options = [(e.topic, understanding.ResolveEpisode(e.topic)) for e in touched[:MAX_CANDIDATES]]
            derived.asks.append(which_one("Which issues are resolved?", options))
            return True
        for one in touched[:2]:
            await self._resolve_episode(user, event, understanding.ResolveEpisode(one.topic), derived)
        return True

    async def _resolve_episode(
        self, user: User, event: Event, intent: understanding.ResolveEpisode, derived: Derived
    ) -> None:
        episodes = await self.store.episodes(user.id)
        if intent.topic.lower() == BOTH and await self._resolve_both(user, event, episodes, derived):
            return
        if intent.topic.lower() in ("it", "that", "this"):
            # "it's up again": the open issue the conversation touched last
            touched = _open_touched_last(episodes, event.at)
            if not touched:
                return
            if len(touched) > 1 and too_close(touched[0].opened_at, touched[1].opened_at):
                # "it's working again" with the printer and the wifi both just reported down
                options: list[tuple[str, understanding.Intent]] = [
                    (e.topic, understanding.ResolveEpisode(e.topic)) for e in touched[:MAX_CANDIDATES]
                ]
                derived.asks.append(which_one("Which issue is resolved?", options))
                return
            episode = touched[0]
        else:
            episodes = _placed_alike(intent.topic, episodes)
            fitting = {e.topic: e for e in episode_rules.match_topic(intent.topic, episodes) if e.is_open}
            placed = same_thing_open(intent.topic, event.text, episodes)  # "printer's fixed": on 2 or in reception?
            fitting = {e.topic: e for e in placed} or fitting
            if len(fitting) <= 1 and not placed and len(named := _named_in_part(intent.topic, episodes)) > 1:
                fitting = {e.topic: e for e in named}  # "printer's fixed": the lobby printer or the 3rd floor one?
            if len(fitting) > 1:
                # "printer's working again" with the printers on floors 2 and 4 both broken: which?
                choices: list[tuple[str, understanding.Intent]] = [
                    (e.topic, understanding.ResolveEpisode(e.topic)) for e in fitting.values()
                ]
                derived.asks.append(which_one("Which issue is resolved?", choices[:MAX_CANDIDATES]))
                return
            episode = (
                (placed[0] if placed else None)
                or episode_rules.open_for(intent.topic, episodes)
                or _open_by_thing(intent.topic, episodes)
                or _open_misspelt(intent.topic, episodes)
                or _open_by_code(intent.topic, episodes)
                or await self._open_by_symptom(intent.topic, episodes)
            )
        if episode is None:
            # "sorted the council tax", "got the invoice numbering fixed": with no open issue
            # about it, the report may finish a commitment to fix or sort the thing.
            tz = zone(user.timezone)
            if not await self._change_commitment(
                user, event, intent.topic, derived, tz, status=CommitmentStatus.COMPLETED,
                quiet_when_unmatched=True, fits=_FIXES.match,
            ) and not (  # "car insurance sorted": any to-do about the thing, said done
                _SETTLED.search(event.text)
                and await self._change_commitment(
                    user, event, intent.topic, derived, tz, status=CommitmentStatus.COMPLETED, quiet_when_unmatched=True
                )
            ) and not (  # "the wedding pics are up now", "POS is up and running": what was to be put up, is
                _UP.search(event.text)
                and await self._change_commitment(
                    user, event, _ALL.sub("", intent.topic), derived, tz, status=CommitmentStatus.COMPLETED,
                    quiet_when_unmatched=True, fits=_PUT_UP.match,
                )
            ) and not await self._change_commitment(  # "met mast sensors recalibrated": the to-do to recalibrate them
                user, event, intent.topic, derived, tz, status=CommitmentStatus.COMPLETED, quiet_when_unmatched=True,
                fits=lambda action: _its_verb_done(action, event.text),
            ) and not _said_done(intent.topic, derived) and not derived.acks:
                # beside a change the message made ("cancel the dentist, ella's fine"), a "fine" is its reason
                derived.notes.append(f"I had no open issue about “{intent.topic}”; so nothing changed.")
            return
        async with self.store.write() as db:
            await self.store.update_episode(db, episode_rules.resolve(episode, event.at))
        derived.acks.append(f"Resolved: {episode.topic}.")
        derived.touched_slices |= await self._slices_of([episode.source.event_id])
        # "staging back up" after "Jonas is looking into it": the to-do to fix it is done with it
        await self._change_commitment(
            user, event, episode.topic, derived, zone(user.timezone), status=CommitmentStatus.COMPLETED,
            quiet_when_unmatched=True, fits=_FIXES.match,
        )

    async def _booked_slot(
        self, user: User, event: Event, intent: understanding.CompleteCommitment, derived: Derived, tz: ZoneInfo
    ) -> bool:
        """ "MOT booked for the 18th at 10" with a to-do to get the MOT done (no to-do to book it):
        the booking sets when it is done, so that to-do moves to the slot; a to-do to book it is
        finished as before. False when the message booked no slot or no such to-do is open."""
        slot = intent.otherwise
        if not (isinstance(slot, understanding.NewCommitment) and slot.due is not None and _BOOKED.search(event.text)):
            return False
        thing = _BOOKED_VERB.sub("", intent.action)  # "booked MOT for 4 jan 9am", "got the MOT booked …": the MOT
        if _BOOKED_TAIL.sub("", slot.action).lower() != thing.lower():  # "car booked in at Kwik Fit": the car
            return False  # "ute's booked in for tues, and rang the school": the slot is another thing's
        open_ones = await open_commitments_of(self.store, user.id)
        if commitment_rules.match(thing, [c for c in open_ones if _BOOKING.match(c.action)]):
            return False  # "book the MOT": booked is done
        calls = commitment_rules.match(thing, [c for c in open_ones if _CALLING.match(c.action)])
        if len(calls) == 1:  # "call a plumber", then "booked the plumber for wed": the call done, the visit then
            called = calls[0].action
            await self._change_commitment(
                user, event, called, derived, tz, status=CommitmentStatus.COMPLETED, fits=called.__eq__
            )
            await self._apply_intent(user, event, tz, replace(slot, action=_slot_named(slot.action)), derived)
            return True
        if not commitment_rules.match(thing, [c for c in open_ones if not _BOOKING.match(c.action)]):
            return False
        move = understanding.MoveCommitment(thing, slot.due)
        return await self._change_commitment(user, event, thing, derived, tz, move=move, quiet_when_unmatched=True)

    async def _open_by_symptom(self, topic: str, episodes: list[IssueEpisode]) -> IssueEpisode | None:
        """The one open issue whose report said the trouble ``topic`` names ("the buzzing stopped"
        after "the fridge is making that buzzing noise": the fridge), else None."""
        words = re.compile(r"\b" + re.escape(topic.lower()) + r"\b")
        reported = []
        for episode in (e for e in episodes if e.is_open and e.source.event_id is not None):
            said = await self.store.event(episode.source.event_id)  # type: ignore[arg-type]
            if said is not None and words.search(said.text.lower()):
                reported.append(episode)
        return reported[0] if len(reported) == 1 else None

    async def _planned_change(
        self, user: User, event: Event, intent: understanding.MoveCommitment, tz: ZoneInfo
    ) -> understanding.CorrectTime | None:
        """The correction a move of a change still to come makes, when no open to-do is what it
        names (:func:`memory.planned_change.planned_change_moved`)."""
        if intent.due is None or intent.by is not None or intent.shift is not None or not names_a_change(intent.action):
            return None
        planned = planned_change_moved(intent.action, intent.due, await self.store.claims(user.id), now=event.at, tz=tz)
        if planned is None:
            return None
        open_ones = await open_commitments_of(self.store, user.id)  # "help jake's move" to-do: moved as a to-do
        named = commitment_rules.match(intent.action, open_ones) or commitment_rules.sole_fit(intent.action, open_ones)
        return None if named else planned

    # -- corrections ------------------------------------------------------------------

    async def _correct_time(
        self,
        user: User,
        event: Event,
        intent: understanding.CorrectTime,
        source: Source,
        derived: Derived,
        tz: ZoneInfo,
    ) -> None:
        known = [c for c in await self.store.claims(user.id) if c.observed_at <= event.at]
        old_range = (intent.old.start, intent.old.end) if intent.old else None
        if intent.target and _START_WORDS.match(intent.target):
            intent = replace(intent, target=None)  # "start date is actually 10 May": a fact's start is its date
        elif intent.target and (whose := _WHOSE_START.match(intent.target)):
            intent = replace(intent, target=whose["who"])  # "kavya's joining date is 4th jan": her fact's date
        if intent.target and (thing := _DEADLINE_OF.sub("", intent.target).strip()) != intent.target:
            intent = replace(intent, target=thing or None)  # "the TDS deadline is 20th": the TDS to-do's due
        intent_target = intent.target or ""
        person = bool(intent.target) and intent.target.lower() in PERSON_SUBJECTS  # type: ignore[union-attr]
        if person:  # "she moved there in april not may": a fact about her, never a to-do's due
            intent = replace(intent, target=None)
        # "no wait, lunch is at 12:30"; "actually the dentist is 11:40 not 10:40": a time of the day put right,
        # its old time no date of today's (the to-do named is due on its own day)
        clock_put_right = intent.old is None or clock_only(intent.old.text)
        if intent.target and not person and clock_put_right and not intent.old_text and _time_of_day(intent):
            await self._retimed(user, event, intent, source, derived, tz)
            return
        target: Claim | Commitment | IssueEpisode | None
        if person and not old_range:  # "he starts on the 8th": the fact touched last, dated or not
            target = claim_rules.correction_target(known, now=event.at, tz=tz, timed_only=False)
            named, named_at = await self._named_last(user, event, {c.subject for c in known})
            if target is not None and named is not None and named != target.subject and named_at > target.observed_at:
                target = None  # "where's priya moving?" then "actually she moves on the 22nd": Priya, not Sana
            if target is None or event.at - target.observed_at >= CLOSE_TOUCH:
                # "she starts monday" long after the last fact: she is whom the conversation named last
                theirs = [c for c in known if c.subject == named]
                again = claim_rules.correction_target(theirs, now=event.at, tz=tz, timed_only=False) if theirs else None
                if again is None and target is not None:  # or no one: who "she" is, the words do not say
                    derived.asks.append(plain(f"Who is “{intent_target}” there? Say it with their name, e.g. "
                                              f"“{target.subject} starts on {intent.new_text}, not …”."))
                    return
                target = again
        elif intent.target or old_range:
            target = claim_rules.correction_target(known, words=intent.target, old_date=old_range, now=event.at, tz=tz)
            if target is None and intent.target and intent.old is not None:
                # "Jess starts the 11th not the 4th" of a start on 4 January: "the 4th" read as the
                # one gone by, the fact named by its words has its day on the 4th of another month
                target = _on_the_day(
                    claim_rules.correction_target(known, words=intent.target, now=event.at, tz=tz), intent.old, tz
                )
            if (target is None or not intent.target) and not person:
                touched, commitment = await self._commitment_target(user, intent.target, old_range, event.at)
                if commitment is None and intent.target and intent.old is not None:
                    # "the wedding's the 15th not the 14th" of a wedding on 14 February: "the 14th" read as
                    # December's, the to-do its words name is due on the 14th of another month
                    touched, named = await self._commitment_target(user, intent.target, None, event.at)
                    commitment = named if _due_on_the_day(named, intent.old, tz) else None
                if commitment is not None and (target is None or target.observed_at < touched):
                    target = commitment  # named by its old date only: the one touched last
            if target is None and intent.target and intent.old_text and _TO_THE_MINUTE.search(intent.old_text):
                # "her flight lands 7:15 not 6:40" after "collect Mia from the airport tues 6:40pm": the
                # flight names no to-do, the one touched last is due at the very minute said wrong
                target = await self._at_the_minute(user, known, intent.old_text, event.at, tz)
            if target is None and not intent.target and intent.old is not None:
                # "not friday, thursday" when the due is next Friday: the thing touched last,
                # if its date falls on the old weekday (for "she", the fact touched last)
                latest = (
                    claim_rules.correction_target(known, now=event.at, tz=tz) if person
                    else await self._latest_dated(user, known, event.at, tz)
                )
                dated = _dated(latest) if latest is not None else None
                if dated is not None and not _said_day_fits(intent.old, dated, tz) and _other_way(intent, dated, tz):
                    intent = _other_way(intent, dated, tz) or intent  # "the 8th no the 4th" of one kept on the 4th
                if dated is not None and _said_day_fits(intent.old, dated, tz):
                    target = latest
        else:
            touched_at, target = await self._latest_dated_touched(user, known, event.at, tz)
            timed = max(known, key=lambda c: (c.observed_at, c.id), default=None)  # the fact told last
            same = isinstance(target, Claim) and timed is not None and target.id == timed.id
            if timed is not None and holds_clock(timed) and _time_of_day(intent) and (
                target is None or timed.observed_at > touched_at or same
            ):  # "sorry, 10pm" after "the rec centre closes at 9pm": its closing time put right
                await self._clock_put_right(user, event, intent, timed, source, derived)
                return
            before = await self._previous_message(user, event) if target is not None else None
            if before is not None and before.at > touched_at and has_date_words(before.text):
                # "the office move is now jan 15 not jan 8" (kept nothing), then "wait no its the 18th":
                # the date the conversation touched last was never kept, so the one kept before it is no
                # safer a guess than any other
                derived.asks.append(plain(f"What does “{intent.new_text.strip()}” correct? Say it with what "
                                          "it's about."))
                return
            tied = await self._due_with(user, target, tz) if isinstance(target, Commitment) else []
            if isinstance(target, Commitment) and intent.old_text:
                # "4 not 3": the one due at 3 that day, whichever was said last, however many are due that day
                at_old = await self._due_at_said(user, target, intent.old_text, tz)
                bare = _BARE_NUMBER.match(intent.old_text.strip()) and _BARE_NUMBER.match(intent.new_text.strip())
                if bare and not at_old and _has_clock_time(target, tz):
                    # "5 not 4" when the to-do last said is at 10: no time it names was kept, so what is it?
                    derived.asks.append(plain(f"What does “{intent.new_text.strip()}” correct? Say it with what "
                                              "it's about."))
                    return
                if len(at_old) == 1:
                    target = at_old[0]
                tied = at_old if len(at_old) > 1 else [] if at_old else tied  # two at 3: which
            moved_to = _corrected_date(intent, _dated(target) or event.at, tz, due=True, now=event.at) if tied else None
            if moved_to is not None:  # "I meant thursday" after two things due the same wednesday: which?
                derived.asks.append(_which_commitment(tied, tz, status=None, move_to=moved_to))
                return
        if (target is None and intent.target and intent.new is None
                and not await self._holds_anywhere(user, intent.target, known)):
            # "actually trials are 9 not 8" with nothing kept about trials: never another thing's number
            example = f"{intent.target} sat at {intent.new_text.strip()}"
            derived.asks.append(plain(f"I keep nothing about “{intent.target}”, so nothing changed. Should I track "
                                      f"it? Say it with its day, e.g. “{example}”."))
            return
        if _BARE_NUMBER.match(intent.new_text.strip()) and not _has_clock_time(target, tz):
            # "make that 8": a time only for a due with a time of day; else a number put right
            await self._bare_number(user, event, intent.new_text.strip(), target, known, source, derived, tz)
            return
        if isinstance(target, Commitment) and _BARE_NUMBER.match(intent.new_text.strip()):
            ask = await self._day_or_hour(intent.new_text.strip(), target, tz, now=event.at)
            if ask is not None:  # "no, 11" after "on the 12th at 9": the 11th, or 11 o'clock?
                derived.asks.append(ask)
                return
        if target is None and intent.target and intent.new is not None and intent.new.end > event.at:
            # "no wait, the party is sat" with no party kept: the thing on that day, offered as a move of nothing is
            open_ones = await open_commitments_of(self.store, user.id)
            named = commitment_rules.match(intent.target, open_ones) if intent.old is not None else []
            if len(named) == 1:  # "the hen do is the 8th not the 9th", a to-do for it due the 7th: move it too?
                move = understanding.MoveCommitment(named[0].action, intent.new)
                derived.asks.append(move_or_not(named[0], move, intent.target, tz))
                return
            derived.asks.append(track_moved_nothing(intent.target, intent.new, tz))
            return
        if target is None:
            derived.asks.append(plain("I couldn't tell what that correction is about; name it, e.g. “Maya's role "
                                      "change happened in March, not June”."))
            return
        if isinstance(target, Claim) and (day := day_of(target, tz)) is not None:
            await self._day_corrected(user, event, intent, target, day, source, derived, tz)  # "it was the 8th"
            return
        old = _dated(target) or event.at
        # a to-do's due, or the day of a change still to come ("Nathalia moves on monday"), is put right
        # ahead; a month stays a month ("in April, not June")
        ahead = isinstance(target, Commitment) or (old > event.at and intent.month_only is None)
        # "Jess starts the 11th not the 4th" of a start on 4 January: the 11th of that month
        new = _corrected_date(intent, old, tz, due=ahead, now=event.at, as_new_todo=isinstance(target, Commitment))
        if person and intent.new is not None and isinstance(target, Claim) and _dated_when_told(target):
            new = intent.new  # "Tomás is the new head of sales", "he starts monday": no date to be near, as read
        if (new is not None and new.start == old and intent.new is not None and intent.new.start != old
                and (old <= event.at or intent.new.start > event.at)):
            # "no wait, she starts monday" of a start today, a Monday: a correction never means the same
            # day again, so the day the words mean read on their own (a day to come is never put right
            # into the past by a bare weekday: that one says nothing changed)
            new = intent.new
        if new is None:
            derived.asks.append(
                plain(f"I couldn't read “{intent.new_text}” as a date, so nothing changed. Which date did you mean?")
            )
            return
        match target:
            case Claim():
                # "Jess is starting at Monzo on the 4th as a designer", then "Jess starts the 11th": the
                # employer and the role began together, so a start put right by her name alone is both's
                # ("he started yesterday" of "Wei joined Stripe as a designer" likewise)
                named = bool(intent.target) and content_words(intent.target or "") <= content_words(target.subject)
                alone = person or named
                if target.effective_from == new.start and target.precision is new.precision:
                    when = describe_when(new.start, tz, new.precision)
                    derived.notes.append(f"{possessive(target.subject)} {target.predicate} {target.value} is already "
                                         f"effective from {when}; nothing changed.")
                    derived.restated = True
                    return
                for claim in [target, *(_said_with(target, known) if alone else [])]:
                    await self._add_claim(
                        user,
                        claim_rules.correction(
                            claim, id=0, observed_at=event.at, source=source, effective_from=new.start,
                            precision=new.precision,
                        ),
                    )
                    was = describe_when(claim.effective_from, tz, claim.precision)
                    derived.acks.append(
                        f"Updated: {possessive(claim.subject)} {claim.predicate} {claim.value} is now effective from "
                        f"{describe_when(new.start, tz, new.precision)} (was {was})."
                    )
            case Commitment():
                if (doubt := due_doubt(intent, event.at, tz)) is not None:  # "wait, 5/6" in October
                    derived.asks.append(plain(f"{doubt}, so I left “{target.action}” due "
                                              f"{describe_due(target.due, tz)}. When should it be due?"))
                    return
                due = _kept_clock(new, target.due, tz)  # "*sun" after "dinner sat 7pm": Sunday at 7pm
                if _gone_by(due, event.at, tz):
                    derived.asks.append(_gone_by_ask(target, due, tz))
                    return
                version = CommitmentVersion(target.id, event.at, target.status, due, source, note="correction")
                async with self.store.write() as db:
                    await self.store.insert_commitment_version(db, version)
                derived.acks.append(
                    f"Updated: {target.action} is due {describe_due(due, tz)} (was {describe_due(target.due, tz)})."
                )
            case IssueEpisode():
                fixed, what = _episode_corrected(target, new.start)
                async with self.store.write() as db:
                    await self.store.update_episode(db, fixed)
                was = describe_when(_dated(target) or event.at, tz)
                derived.acks.append(
                    f"Updated: the issue “{target.topic}” {what} {describe_when(new.start, tz)} (was {was})."
                )
        derived.touched_slices |= await self._slices_of([target.source.event_id])

    async def _clock_put_right(
        self, user: User, event: Event, intent: understanding.CorrectTime, target: Claim, source: Source,
        derived: Derived,
    ) -> None:
        """A time of day said alone put right the fact touched last that keeps one (:mod:`memory.clock_value`)."""
        value = clock_said(intent.new_text, target.value)
        await self._add_claim(
            user, claim_rules.correction(target, id=0, observed_at=event.at, source=source, value=value)
        )
        was = target.value
        derived.acks.append(f"Updated: {possessive(target.subject)} {target.predicate} is {value} (was {was}).")
        derived.touched_slices |= await self._slices_of([target.source.event_id])

    async def _day_corrected(
        self, user: User, event: Event, intent: understanding.CorrectTime, target: Claim, day: datetime,
        source: Source, derived: Derived, tz: ZoneInfo,
    ) -> None:
        """A day fact's day put right (:mod:`memory.day_facts`): its value, read against the old
        day ("the 8th" of its month), in the same words; asked when the words are no day."""
        corrected = _corrected_date(intent, day, tz, now=event.at)
        value = day_value(corrected, tz)
        if value is not None and corrected is not None and yearless(target) and corrected.precision is Precision.DAY:
            local = corrected.start.astimezone(tz)  # "march 3" put right keeps no year: "13 March"
            value = f"{local.day} {local:%B}"
        if value is None:
            said = f"I couldn't read “{intent.new_text}” as a day"
            derived.asks.append(plain(f"{said}, so nothing changed. Which day did you mean?"))
            return
        await self._add_claim(
            user, claim_rules.correction(target, id=0, observed_at=event.at, source=source, value=value)
        )
        derived.acks.append(
            f"Updated: {possessive(target.subject)} {target.predicate} is now {value} (was {target.value})."
        )
        derived.touched_slices |= await self._slices_of([target.source.event_id])

    async def _retimed(
        self, user: User, event: Event, intent: understanding.CorrectTime, source: Source, derived: Derived,
        tz: ZoneInfo,
    ) -> None:
        """ "no wait, lunch is at 12:30": the open to-do the words name, at that time of the day
        it is due (earlier than now on that day is still that day: the due is ahead); one with
        no due takes the next such time, as read. Only a to-do has a time of day to put right,
        never a fact; with two that fit recap asks which, with none whether to track it."""
        assert intent.target is not None and intent.new is not None
        move = understanding.MoveCommitment(intent.target, intent.new)
        open_ones = await open_commitments_of(self.store, user.id)
        found = commitment_rules.match(intent.target, open_ones) or commitment_rules.sole_fit(intent.target, open_ones)
        if not found:
            derived.asks.append(track_moved_nothing(intent.target, intent.new, tz))
            return
        if len(found) > 1:
            derived.asks.append(_which_commitment(found, tz, status=None, move_to=intent.new, move=move))
            return
        target = found[0]
        due = moved_due(move, target.due, tz)
        if _gone_by(due, event.at, tz):
            derived.asks.append(_gone_by_ask(target, due, tz))
            return
        version = CommitmentVersion(target.id, event.at, target.status, due, source, note="correction")
        async with self.store.write() as db:
            await self.store.insert_commitment_version(db, version)
        was = describe_due(target.due, tz)
        derived.acks.append(f"Updated: {target.action} is due {describe_due(due, tz)} (was {was}).")
        derived.touched_slices |= await self._slices_of([target.source.event_id])

    async def _day_or_hour(self, number: str, target: Commitment, tz: ZoneInfo, *, now: datetime) -> Ask | None:
        """ "no, 11" for a to-do said "on the 12th at 9": a day of the month or an hour, both
        read alike; the choice between them, or None when the to-do named no day of the month,
        or when that day is already past ("no 4" on the 7th: 4 o'clock)."""
        said = await self.store.event(target.source.event_id)
        if target.due is None or said is None or not _DAY_OF_MONTH_SAID.search(said.text) or int(number) > 31:
            return None
        at = _corrected_date(understanding.CorrectTime(number, None, None, None, None), target.due, tz)
        local = target.due.astimezone(tz)
        try:
            day = local.replace(day=int(number))
        except ValueError:
            return None
        if as_utc(day) < now:
            return None
        on_day = DateSpec(number, as_utc(day), as_utc(day) + timedelta(seconds=1), Precision.INSTANT, False)
        choices = [Choice(f"{describe_due(day, tz)}", (understanding.MoveCommitment(target.action, on_day),))]
        if at is not None:
            choices.append(Choice(describe_due(at.last_moment, tz), (understanding.MoveCommitment(target.action, at),)))
        return Ask(f"Which should “{target.action}” be: the {_ordinal(int(number))} or {number} o'clock?",
                   (*choices, Choice("Neither")))

    async def _bare_number(
        self,
        user: User,
        event: Event,
        number: str,
        dated: Claim | Commitment | IssueEpisode | None,
        known: list[Claim],
        source: Source,
        derived: Derived,
        tz: ZoneInfo,
    ) -> None:
        """ "make that 8", "no, 12": the number of the fact of that kind touched last, the
        number in the last to-do's words, or its time; one alone is applied, several are asked."""
        options: list[tuple[str, understanding.Intent | tuple[understanding.Intent, ...]]] = []
        if isinstance(dated, Commitment) and dated.due is not None:
            said = _NUMBERS.findall(dated.action)
            if len(said) == 1:
                renamed = _NUMBERS.sub(number, dated.action)
                day = dated.due.astimezone(tz).date()
                due = day_spec(day.isoformat(), day, tz)
                options.append((renamed, (
                    understanding.CancelCommitment(dated.action),
                    understanding.NewCommitment(renamed, dated.owner, dated.counterparty, due),
                )))
            at = _corrected_date(understanding.CorrectTime(number, None, None, None, None), dated.due, tz)
            if at is not None:
                options.append((f"{dated.action} at {describe_due(at.last_moment, tz)}",
                                understanding.MoveCommitment(dated.action, at)))
        facts = value_targets(number, "", known)
        if facts:
            fact = facts[0].claim
            options.append((f"{possessive(fact.subject)} {fact.predicate} (now {fact.value})",
                            understanding.CorrectValue(fact.subject, fact.predicate, facts[0].value, fact.scope)))
        if len(options) == 1 and isinstance(only := options[0][1], understanding.CorrectValue):
            await self._correct_value(user, event, only, source, derived, tz)
            return
        if not options:
            derived.asks.append(plain(f"What does “{number}” correct? Say it with what it's about."))
            return
        choices = [Choice(label, change if isinstance(change, tuple) else (change,)) for label, change in options]
        derived.asks.append(Ask(f"What should be “{number}”?", (*choices, Choice("Neither"))))

    async def _commitment_target(
        self, user: User, words: str | None, old_range: tuple[datetime, datetime] | None, now: datetime
    ) -> tuple[datetime, Commitment | None]:
        """The commitment a correction names by its words and/or its old due date ("not
        January 15, January 22"), with when it was last touched; None unless exactly one fits
        (or, by date only, the one the conversation touched last)."""
        folded = await commitments_of(self.store, user.id)  # in the order of the store's pairs, folded once
        touched = [
            (max(v.at for v in versions), commitment)
            for (record, versions), commitment in zip(await self.store.commitments(user.id), folded, strict=True)
            if versions and record.created_at <= now
        ]
        if words:
            matched = {c.id for c in commitment_rules.match(words, [c for _, c in touched])}
            # "the gas man is coming friday not thursday": the visit kept as his, named by who comes
            matched = matched or {c.id for _, c in touched if c.owner != "me" and _same_doer(c.owner, words)}
            touched = [(at, c) for at, c in touched if c.id in matched]
        if old_range is not None:
            lo, hi = old_range
            on_old = [(at, c) for at, c in touched if c.due is not None and lo <= c.due < hi]
            # "rego's due the 20th not xmas" when "before xmas" kept the 24th: the one named, a day off
            near_old = [(at, c) for at, c in touched if c.due is not None and lo - _A_DAY <= c.due < hi + _A_DAY]
            touched = on_old or (near_old if words and len(touched) == 1 else [])
        if not touched or (words and len(touched) > 1):
            return now, None
        return max(touched, key=lambda pair: pair[0])

    async def _due_with(self, user: User, target: Commitment, tz: ZoneInfo) -> list[Commitment]:
        """The open commitments due the same day as ``target`` that the same message, or one
        within :data:`memory.asks.CLOSE_TOUCH` of it, last changed, ``target`` first; empty when
        it is the only one. "I meant thursday" right after "call Giulia and send Kenji the slides
        on friday", or after "call Giulia on friday" and then "send Kenji the slides on friday",
        asks which: both said the day it puts right, and were touched about as recently, as a
        fact named only by recency is asked about (issue 9: by asking when two fit). Right after
        "call the bank friday" and "pay the school monday" it corrects the last one."""
        folded = await commitments_of(self.store, user.id)  # in the order of the store's pairs, folded once
        # the open ones with a due and a version; the last change of each is worked out only for
        # ``target`` and for those due its day (a long history holds hundreds)
        dated = [
            (versions, c)
            for (_record, versions), c in zip(await self.store.commitments(user.id), folded, strict=True)
            if versions and c.is_open and c.due is not None
        ]
        mine = next((_last_version(versions) for versions, c in dated if c.id == target.id), None)
        if mine is None or target.due is None or mine.source.event_id is None:
            return []
        day = target.due.astimezone(tz).date()
        tied = [
            c for versions, c in dated
            if c.id != target.id and c.due is not None and c.due.astimezone(tz).date() == day
            and ((last := _last_version(versions)).source.event_id == mine.source.event_id
                 or too_close(mine.at, last.at))
        ]  # fmt: skip
        return [target, *tied] if tied else []

    async def _due_at_said(self, user: User, target: Commitment, old: str, tz: ZoneInfo) -> list[Commitment]:
        """The open commitments due on ``target``'s day at the wrong time a correction names
        ("4 not 3": those at 3, am or pm), ``target`` first when it is one. The user named the
        to-do by its old time: one at that time is the one meant; with two, which is theirs to say."""
        clock = _OLD_CLOCK.match(old.strip())
        if clock is None or target.due is None:
            return []
        day, hour, minute = target.due.astimezone(tz).date(), int(clock["h"]) % 12, int(clock["m"] or 0)
        found = [
            c for c in await commitments_of(self.store, user.id)
            if c.is_open and c.due is not None
            and (local := c.due.astimezone(tz)).date() == day and local.hour % 12 == hour and local.minute == minute
        ]
        return sorted(found, key=lambda c: c.id != target.id)

    async def _at_the_minute(
        self, user: User, known: list[Claim], old: str, now: datetime, tz: ZoneInfo
    ) -> Commitment | None:
        """The to-do the conversation touched last when it alone is due at the clock time ``old``
        ("6:40"), else None."""
        latest = await self._latest_dated(user, known, now, tz)
        if not isinstance(latest, Commitment):
            return None
        at_old = await self._due_at_said(user, latest, old, tz)
        return latest if [c.id for c in at_old] == [latest.id] else None

    async def _latest_dated(
        self, user: User, known: list[Claim], now: datetime, tz: ZoneInfo
    ) -> Claim | Commitment | IssueEpisode | None:
        """The dated claim, commitment or issue episode the conversation touched last."""
        return (await self._latest_dated_touched(user, known, now, tz))[1]

    async def _latest_dated_touched(
        self, user: User, known: list[Claim], now: datetime, tz: ZoneInfo
    ) -> tuple[datetime, Claim | Commitment | IssueEpisode | None]:
        """The dated claim, commitment or issue episode the conversation touched last, and when
        (``now`` with None when there is none)."""
        touched: list[tuple[datetime, Claim | Commitment | IssueEpisode]] = []
        if claim := claim_rules.correction_target(known, now=now, tz=tz):
            touched.append((claim.observed_at, claim))
        if day_fact := latest_day_fact(known, now, tz):  # "Priya started on the 6th": its day is its value
            touched.append((day_fact.observed_at, day_fact))
        folded = await commitments_of(self.store, user.id)  # in the order of the store's pairs
        for (record, versions), commitment in zip(await self.store.commitments(user.id), folded, strict=True):
            if versions and record.created_at <= now and commitment.due is not None:
                touched.append((max(v.at for v in versions), commitment))
        for episode in await self.store.episodes(user.id):
            if episode.opened_at <= now:
                touched.append((max(episode.opened_at, episode.resolved_at or episode.opened_at), episode))
        at, latest = max(touched, key=lambda pair: pair[0], default=(now, None))
        if isinstance(latest, Commitment) and not latest.is_open:
            return now, None  # "wait no jan 22" after "banners done": a to-do closed has no due to put right
        return at, latest

    async def _holds_anywhere(self, user: User, old: str, known: list[Claim]) -> bool:
        """Whether any fact (its subject or value) or any to-do kept holds a word of ``old``."""
        said = content_words(old)
        if not said:
            return True  # nothing to tell by: asked as before
        if any(said & (content_words(c.subject) | content_words(c.value)) for c in known):
            return True
        return any(said & content_words(c.action) for c in await commitments_of(self.store, user.id))

    async def _correct_value(
        self,
        user: User,
        event: Event,
        intent: understanding.CorrectValue,
        source: Source,
        derived: Derived,
        tz: ZoneInfo,
    ) -> None:
        known = [c for c in await self.store.claims(user.id) if c.observed_at <= event.at]
        scope = intent.scope
        if not (intent.subject or intent.predicate or intent.old) and (
            renamed := await self._renamed_as_kind(user, intent.value, known)
        ):
            # "oops I meant the gas bill" right after "pay the electricity bill by fri": that to-do's name
            await self._rename_commitment(user, event, renamed, derived, tz, Epistemic.DIRECTED)
            return
        if not intent.subject or (intent.old and not intent.predicate):
            # "sorry, 555-0143", "no, she reports to Maya": the fact of its kind the conversation
            # touched last; when the next one was touched about as recently, recap asks which
            fitting = value_targets(intent.value, intent.predicate, known)
            if intent.old:  # "head chef, not sous": only a fact holding the wrong words, of any kind
                fitting = _holding(intent.old, intent.value, known)  # "ruby goes to X not Bondi": hers only
                fitting = [t for t in fitting if normalize_key(t.claim.subject) == normalize_key(intent.subject)
                           or not intent.subject]
            if intent.reworded:  # "sorry, gareth davies": only a value it shares a word with, and differs from
                fitting = [t for t in fitting if content_words(t.value) & content_words(t.claim.value)
                           and normalize_key(t.value) != normalize_key(t.claim.value)]
                if not fitting:
                    return  # "sorry, long day": an apology's words, nothing put right
            if not fitting and not intent.old:  # "no, afternoons" after "… prefers mornings for site visits"
                fitting = own_kind_targets(intent.value, intent.predicate, known)
            if not fitting and intent.value == OTHER_WAY and (pair := swapped(known)) is not None:
                for fix in pair:  # "no, the other way round" after two roles told: each takes the other's
                    await self._correct_value(user, event, fix, source, derived, tz)
                return
            counted = counted_ahead(intent.value, event.at, tz) if not fitting else None
            if counted is not None:  # "no, 3 wks" after "… in 2 wks": no fact holds a span, so a to-do's day
                corrected = understanding.CorrectTime(intent.value, counted, None, None, None)
                await self._correct_time(user, event, corrected, source, derived, tz)
                return
            if not fitting and intent.old and not await self._holds_anywhere(user, intent.old, known):
                # "sorry, typo above — meant 'yard' not 'yarn'": nothing kept says "yarn", so the slip was
                # in the chat only; nothing to put right and nothing to ask
                derived.notes.append(f"Nothing I keep says “{intent.old.strip(_QUOTE_MARKS)}”, so nothing changed.")
                return
            if not fitting and not intent.old and intent.predicate and KIND_OF_THINGS.match(intent.value):
                fitting = value_targets(intent.value, "", known)  # "oops, weekend shifts" after "… weekday shifts"
            if not fitting and KIND_OF_THINGS.match(intent.value):
                return  # "sorry, long days": no fact holds "days", so an apology's words, nothing put right
            if not fitting:
                derived.asks.append(plain(f"What does “{intent.value}” correct? Say it with its subject, e.g. "
                                          f"“no, Maya's phone is {intent.value}”."))
                return
            narrow = value_kind(intent.value) in NARROW  # "whatsapp actually": only where one fact can take it
            if len(fitting) > 1 and (narrow or too_close(fitting[0].claim.observed_at, fitting[1].claim.observed_at)):
                derived.asks.append(_which_fact(fitting, tz))
                return
            last = fitting[0].claim
            value = fitting[0].value
            if _ENDS_IN.search(event.text):  # "wait it ends in 124": the number's last digits, never the number
                value = _ending_put_right(last.value, value) or ""
                if not value:
                    derived.asks.append(plain(f"What is the whole of it now? I have {last.value}."))
                    return
            intent = replace(intent, subject=last.subject, predicate=last.predicate, value=value)
            scope = last.scope
        view = claim_rules.find_view(known, event.at, intent.subject, intent.predicate, scope, tz=tz)
        view = view or _coming_view(known, event.at, intent.subject, intent.predicate, scope, tz)
        if view is None and scope is None:  # "no, Nuri prefers bank transfer" after "… cash for the delivery fee"
            view = claim_rules.only_scoped_view(known, event.at, intent.subject, intent.predicate, tz=tz)
            scope = view.scope if view is not None else None
        fuller = _fuller_subjects(intent.subject, intent.predicate, known) if view is None else []
        if len(fuller) > 1:  # "sorry, the reno budget is 35k" with the kitchen's and the bathroom's: which?
            options = [(f"{possessive(s)} {intent.predicate}", replace(intent, subject=s)) for s in fuller]
            derived.asks.append(which_one("Which one does that correct?", options[:MAX_CANDIDATES]))
            return
        if fuller:  # "typo, the offsite budget is 18k" after "the team offsite budget is 8k": that fact
            intent = replace(intent, subject=fuller[0])
            view = claim_rules.find_view(known, event.at, intent.subject, intent.predicate, scope, tz=tz)
        elif view is None and (named := unglued_subject(intent.subject, intent.predicate, known)):
            intent = replace(intent, subject=named)  # "oops liams phone is …": Liam's
            view = claim_rules.find_view(known, event.at, intent.subject, intent.predicate, scope, tz=tz)
        if view is None and (whole := attribute_said_whole(intent.subject, intent.predicate, known)):
            intent = replace(intent, subject=whole[0], predicate=whole[1])  # "flight number is actually …": Mere's
            view = claim_rules.find_view(known, event.at, intent.subject, intent.predicate, scope, tz=tz)
        if view is None and (alias := stored_alias(intent.subject, intent.predicate, known)):
            intent = replace(intent, predicate=alias)  # "the pool guy's number is …": his phone
            view = claim_rules.find_view(known, event.at, intent.subject, intent.predicate, scope, tz=tz)
        open_now = await open_commitments_of(self.store, user.id) if intent.predicate == "location" else []
        if open_now and (moved := _occasion_moved(intent.subject, intent.value, open_now)):
            await self._rename_commitment(user, event, moved, derived, tz, Epistemic.DIRECTED)
            return  # "actually the party is at jake's" after "party at sam's sat 8pm": the to-do's place
        if view is None and open_now and (place := _place_of(intent.subject, open_now)):
            # "oops offsite is in Estes Park not Boulder" after "our offsite is march 3-5 in Boulder": no fact
            # holds where the offsite is, the to-do of it does
            rename = understanding.RenameCommitment(place, intent.value)
            await self._rename_commitment(user, event, rename, derived, tz, Epistemic.DIRECTED)
            return
        if view is None:
            claim = Claim(
                id=0, user=user.id, subject=intent.subject, predicate=intent.predicate, value=intent.value, scope=None,
                observed_at=event.at, effective_from=event.at, effective_to=None, precision=Precision.INSTANT,
                explicit_time=False, epistemic=Epistemic.DIRECTED, source=source,
            )
            await self._add_claim(user, claim)
            derived.acks.append(f"Noted: {describe_claim(claim, tz)}.")
            return
        # Every claim of the fact in force that says something else is wrong, not only the
        # top-ranked one: a conflict the user settles ("correction: ... is Pacific" over
        # Pacific vs Southwest) corrects the other side, and corroborating copies of a wrong
        # value go with it so none of them keeps it alive.
        wanted = normalize_key(intent.value)
        targets = [c for c in view.evidence if normalize_key(c.value) != wanted]
        if not targets:  # "no wait, he's CFO" when CFO is what is kept: nothing to put right
            held = view.claims[0]
            said = f"{possessive(held.subject)} {held.predicate} is {held.value}"
            derived.notes.append(f"{said} already; nothing changed.")
            derived.restated = True
            return
        fixed = None
        for old in targets:
            fixed = await self._add_claim(
                user, claim_rules.correction(old, id=0, observed_at=event.at, source=source, value=intent.value)
            )
        assert fixed is not None
        was = ", ".join(dict.fromkeys(c.value for c in targets))
        derived.acks.append(f"Updated: {possessive(fixed.subject)} {fixed.predicate} is {fixed.value} (was {was}).")
        derived.touched_slices |= await self._slices_of([c.source.event_id for c in view.evidence])

    async def _correct_name(
        self,
        user: User,
        event: Event,
        intent: understanding.CorrectName,
        source: Source,
        derived: Derived,
        tz: ZoneInfo,
    ) -> None:
        """ "not Amara — Amani": the wrong name put right in what the conversation touched last
        that holds it. A fact whose value holds it is corrected, a fact whose subject it is
        renamed with every other fact about that subject ("it's Siobhan not Shivaun"), a
        commitment whose action holds it renamed ("call Joe" -> "call Jo"); a commitment's owner
        or counterparty only is not renamed (nothing renames those yet): recap asks."""
        known = [c for c in await self.store.claims(user.id) if c.observed_at <= event.at]
        if intent.at is not None:  # "last digit's a 3 not a 2"
            await self._correct_end(user, event, known, intent, source, derived)
            return
        if not intent.wrong:  # "sorry, Jon with no h": the name spelt almost so, touched last
            said = await self._misspelt(user, known, intent.right, event.at)
            if said is None:
                derived.asks.append(plain(f"Which name should read “{intent.right}”? Say it as "
                                          f"“{intent.right} not <the old spelling>”."))
                return
            intent = replace(intent, wrong=said)
        # a word of its own, never inside an email address or a handle ("aoife@x.ie" keeps its spelling)
        # ... and "Sato" names "Sato-san": the honorific stays, the name is put right
        wrong = re.compile(rf"(?<![\w@.\-]){re.escape(intent.wrong)}(?!(?!{HONORIFIC})[\w@\-]|\.\w)", re.IGNORECASE)
        claim = claim_rules.correction_target(known, words=intent.wrong, now=event.at, tz=tz)
        if claim is not None and not (wrong.search(claim.value) or wrong.search(claim.subject)):
            claim = None
        holding = [
            (max(v.at for v in versions), commitment_rules.fold(record, versions))
            for record, versions in await self.store.commitments(user.id)
            if versions and record.created_at <= event.at
        ]
        named = [
            (at, c) for at, c in holding
            if c.is_open and any(wrong.search(words or "") for words in (c.action, c.owner, c.counterparty))
        ]
        touched, commitment = max(named, key=lambda pair: pair[0], default=(None, None))
        if claim is not None and (commitment is None or touched is None or claim.observed_at >= touched):
            if wrong.search(claim.value):
                fixed = await self._add_claim(
                    user,
                    claim_rules.correction(
                        claim, id=0, observed_at=event.at, source=source,
                        value=_name_put_right(claim.value, wrong, intent.right),
                    ),
                )
                derived.acks.append(
                    f"Updated: {possessive(fixed.subject)} {fixed.predicate} is {fixed.value} (was {claim.value})."
                )
                derived.touched_slices |= await self._slices_of([claim.source.event_id])
                return
            await self._rename_subject(user, event, known, claim.subject, wrong.sub(intent.right, claim.subject),
                                       source, derived, tz)
            return
        if commitment is not None:
            if wrong.search(commitment.action):
                renamed = understanding.RenameCommitment(commitment.action, wrong.sub(intent.right, commitment.action))
                await self._rename_commitment(user, event, renamed, derived, tz, Epistemic.DIRECTED)
                return
            held = f"“{commitment.action}”"
        else:
            derived.asks.append(plain(f"I have nothing that says “{intent.wrong}”. What should read “{intent.right}”?"))
            return
        derived.asks.append(
            plain(f"Did you mean to rename {intent.wrong} to {intent.right} in {held}? I can't rename it myself yet: "
                  f"say it again with {intent.right} and I'll note it.")
        )

    async def _correct_end(
        self,
        user: User,
        event: Event,
        known: list[Claim],
        intent: understanding.CorrectName,
        source: Source,
        derived: Derived,
    ) -> None:
        """ "the postcode ends 4AB not 4AD": the value touched last that starts or ends so
        takes the right part there."""
        replaced = {c.corrects for c in known}
        for claim in sorted(known, key=lambda c: (c.observed_at, c.id), reverse=True):
            if claim.id in replaced or claim.quoted:
                continue
            value = with_end(claim.value, intent.wrong, intent.right, intent.at or "end")
            if value is None:
                continue
            fixed = await self._add_claim(
                user, claim_rules.correction(claim, id=0, observed_at=event.at, source=source, value=value)
            )
            derived.acks.append(
                f"Updated: {possessive(fixed.subject)} {fixed.predicate} is {fixed.value} (was {claim.value})."
            )
            derived.touched_slices |= await self._slices_of([claim.source.event_id])
            return
        where = "starts" if intent.at == "start" else "ends"
        derived.asks.append(plain(f"I have nothing that {where} with “{intent.wrong}”. Which fact should read "
                                  f"“{intent.right}” there? Say it whole, e.g. “Maya's phone is …”."))

    async def _misspelt(self, user: User, known: list[Claim], right: str, now: datetime) -> str | None:
        """The name word spelt almost like ``right`` in the fact or open to-do the conversation
        touched last that holds one; None when none does, or that one holds two."""
        replaced = {c.corrects for c in known}
        touched = [(c.observed_at, f"{c.subject} {c.value}") for c in known if c.id not in replaced]
        for record, versions in await self.store.commitments(user.id):
            commitment = commitment_rules.fold(record, versions) if versions else None
            if commitment is not None and commitment.is_open and record.created_at <= now:
                touched.append((max(v.at for v in versions), commitment.action))
        for _, words in sorted(touched, key=lambda pair: pair[0], reverse=True):
            alike = {w for w in re.findall(r"[^\W\d_][\w'’\-]*", words) if spelt_alike(w, right)}
            if alike:
                return alike.pop() if len(alike) == 1 else None
        return None

    async def _rename_subject(
        self,
        user: User,
        event: Event,
        known: list[Claim],
        old: str,
        new: str,
        source: Source,
        derived: Derived,
        tz: ZoneInfo,
    ) -> None:
        """ "it's Siobhan not Shivaun": every fact about the misnamed subject, past versions
        too, corrected to the right name (a correction of kind "subject"), so the history reads
        as if the name had been right all along; undo and a rebuild replay it as any correction."""
        analysis = claim_rules.analysed(known, tz=tz)
        key = normalize_key(old)
        about = [c for c in known if normalize_key(c.subject) == key and c.id not in analysis.corrected]
        for claim in about:
            await self._add_claim(
                user, claim_rules.correction(claim, id=0, observed_at=event.at, source=source, subject=new)
            )
        what = ", ".join(dict.fromkeys(c.predicate for c in about))
        derived.acks.append(f"Renamed: {old} → {new} ({what}).")
        derived.touched_slices |= await self._slices_of([c.source.event_id for c in about])

    async def _rename_commitment(
        self,
        user: User,
        event: Event,
        intent: understanding.RenameCommitment,
        derived: Derived,
        tz: ZoneInfo,
        epistemic: Epistemic,
    ) -> None:
        """ "rename gym to swim", "it's the pricing deck not the budget deck": the open
        commitment the old name names (by partial words, as a lifecycle change finds it; "it" the
        one just talked about) takes the new name from now on. Asked when two fit; with none, what
        the words otherwise mean (a value put right) applies, when that was touched later."""
        touched = _last_touched(await self.store.commitments(user.id))
        open_ones = await open_commitments_of(self.store, user.id)
        if intent.old.lower() in ("it", "that", "this"):
            found = await self._done_without_name(user, event, open_ones, commitment_rules.SAME_TOUCH)
            if not found:
                derived.asks.append(plain(f"Which to-do should be called “{intent.new}”? Say it with its name, "
                                          f"e.g. “rename the deck to {intent.new}”."))
                return
        else:
            found = commitment_rules.match(intent.old, open_ones) or commitment_rules.sole_fit(intent.old, open_ones)
        if intent.otherwise and (not found or await self._value_said_later(user, intent.old, touched[found[0].id])):
            for other in intent.otherwise:
                await self._apply_intent(user, event, tz, other, derived, epistemic=epistemic)
            return
        if not found:
            derived.notes.append(f"I found no open commitment matching “{intent.old}”, so nothing changed.")
            return
        if len(found) > 1:
            options: list[tuple[str, understanding.Intent]] = [
                (c.action, understanding.RenameCommitment(c.action, commitment_rules.renamed_action(
                    c.action, intent.old, intent.new)))
                for c in found[:MAX_CANDIDATES]
            ]
            derived.asks.append(which_one(f"Which one should be called “{intent.new}”?", options))
            return
        target = found[0]
        action = commitment_rules.renamed_action(target.action, intent.old, intent.new)
        source = Source(event.id, CHAT_SOURCE, CHAT_AUTHORITY)
        async with self.store.write() as db:
            await self.store.insert_commitment_version(
                db, CommitmentVersion(target.id, event.at, target.status, None, source, note="rename", action=action)
            )
        derived.acks.append(f"Renamed: {target.action} → {action}.")
        derived.touched_slices |= await self._slices_of([target.source.event_id])

    async def _renamed_as_kind(
        self, user: User, value: str, known: list[Claim]
    ) -> understanding.RenameCommitment | None:
        """The rename a subject-less value ("I meant the gas bill") makes of the to-do the
        conversation touched last, when that was after every fact and its name holds a thing of the
        value's kind ("the electricity bill"); None otherwise (a fact's value is put right)."""
        open_ones = await open_commitments_of(self.store, user.id)
        touched = _last_touched(await self.store.commitments(user.id))
        last = max(open_ones, key=lambda c: touched.get(c.id, c.created_at), default=None)
        if last is None or any(c.observed_at >= touched.get(last.id, last.created_at) for c in known):
            return None
        old = commitment_rules.same_kind_named(last.action, value)
        return understanding.RenameCommitment(old, value) if old is not None else None

    async def _value_said_later(self, user: User, words: str, since: datetime) -> bool:
        """Whether a fact whose value holds ``words`` was said after ``since``: "i meant the blue
        folder not the green folder" then puts that value right, not an older to-do's name."""
        wanted = normalize_key(re.sub(r"^(?:the|my|our|a|an)\s+", "", words.strip(), flags=re.IGNORECASE))
        return any(
            claim.observed_at > since and wanted in normalize_key(claim.value)
            for claim in await self.store.claims(user.id)
        )

    # -- derived notes for summaries ---------------------------------------------------

    async def notes_for(self, user: User, event_ids: list[int]) -> list[str]:
        """What the events gave rise to, in its current form (used in slice summaries).

        Only event-driven changes show (a correction, a moved or completed commitment, a
        resolved issue), never statuses that drift with the clock, so a summary composed
        live and one composed by `recap rebuild` read the same.
        """
        ids = set(event_ids)
        tz = zone(user.timezone)
        all_claims = await self.store.claims(user.id)
        corrected_by = {c.corrects: c for c in all_claims if c.corrects is not None}
        notes = []
        for claim in all_claims:
            if claim.source.event_id not in ids or claim.corrects is not None:
                continue
            latest = claim
            while latest.id in corrected_by:
                latest = corrected_by[latest.id]
            notes.append(describe_claim(latest, tz) + (" (corrected)" if latest is not claim else ""))
        for commitment in await commitments_of(self.store, user.id):
            if commitment.source.event_id in ids:
                notes.append(f"{commitment.action}: {commitment.status}, due {describe_due(commitment.due, tz)}")
        for episode in await self.store.episodes(user.id):
            if episode.source.event_id in ids:
                state = "resolved" if episode.resolved_at else "open"
                notes.append(f"issue {episode.topic}: {state}")
        return notes

    async def _slices_of(self, event_ids: list[int | None]) -> set[str]:
        found = set()
        for event_id in event_ids:
            if event_id is not None and (event := await self.store.event(event_id)) and event.slice_id:
                found.add(event.slice_id)
        return found


_REMINDED = re.compile(r"\bremind(?:er)?\b", re.IGNORECASE)
_PERSON_FACTS = frozenset({
    "role", "title", "location", "manager", "team", "phone", "email", "employer", "status", "address", "birthday",
})
# facts of a person, whose subject typed in lower case ("sams new address", "ana started at stripe") is one
_PERSONAL = frozenset({"role", "title", "manager", "employer", "birthday", "address", "phone", "email"})


def _a_person(subject: str, predicate: str) -> bool:
    """Whether a fact's subject names a person: a name as written, or one lower-case word holding a
    person's fact (a firm's phone, "the bank's number", counts too; "his"/"her" after it is rare)."""
    if value_kind(subject) == "name":
        return True
    return normalize_key(predicate) in _PERSONAL and subject.isalpha() and " " not in subject
# a thing of someone said as "his"/"her"/"their": "Haruto takes over his accounts"
def _who_or_what(intent: understanding.NewCommitment, event: Event, tz: ZoneInfo) -> Ask:
    """ "Who is “her”?" before a to-do whose words point at nothing named, with the words visible."""
    pointing = understanding.dangling(intent, event.text, now=event.at, tz=tz)
    if not pointing and _VERB_IT.match(intent.action):  # "book it in for a service": the service names no "it"
        pointing = ("it",)
    people = [w for w in pointing if w in understanding.PERSON_WORDS]
    asked = f"Who is “{people[0]}”?" if people else f"What is “{pointing[0]}”?" if pointing else "What is that about?"
    when = f", due {describe_due(intent.due.last_moment, tz)}" if intent.due is not None else ""
    return track_or_not(intent, f"{asked} Should I track “{intent.action}”{when} as it is? Or say it again with the "
                                "name and I'll note that.")


def _coming_view(
    known: list[Claim], at: datetime, subject: str, predicate: str, scope: str | None, tz: ZoneInfo
) -> claim_rules.ClaimView | None:
    """ "Pieter is moving to Durban from 1 September", then "no wait, Cape Town": the fact put
    right is the one to come, when none holds yet."""
    starts = sorted(
        c.effective_from for c in known if c.effective_from > at and normalize_key(c.subject) == normalize_key(subject)
    )
    for start in starts:
        view = claim_rules.find_view(known, start, subject, predicate, scope, tz=tz)
        if view is not None:
            return view
    return None


def _which_fact(fitting: list[ValueTarget], tz: ZoneInfo) -> Ask:
    """ "Which one?" over the facts a bare value fits about equally, each choice correcting it."""
    options: list[tuple[str, understanding.Intent]] = [
        (
            f"{possessive(t.claim.subject)} {t.claim.predicate} (now {t.claim.value})",
            understanding.CorrectValue(t.claim.subject, t.claim.predicate, t.value, t.claim.scope),
        )
        for t in fitting[:MAX_CANDIDATES]
    ]
    return which_one(f"Which does “{fitting[0].value}” correct?", options)


def _which_commitment(
    found: list[Commitment],
    tz: ZoneInfo,
    *,
    status: CommitmentStatus | None,
    move_to: DateSpec | None,
    move: understanding.MoveCommitment | None = None,
) -> Ask:
    """"Which one?" with a choice per commitment that fits, each carrying the same change (a
    move by an amount or to "the following sunday" stays one, from the chosen one's due)."""
    options: list[tuple[str, understanding.Intent]] = []
    for commitment in found:
        label = f"{commitment.action} (due {describe_due(commitment.due, tz)})" if commitment.due else commitment.action
        change: understanding.Intent
        if move is not None and (move.shift is not None or move.weekday_after is not None):
            change = replace(move, action=commitment.action, otherwise=None, by=None)
        elif move_to is not None:
            change = understanding.MoveCommitment(commitment.action, move_to)
        elif status is CommitmentStatus.COMPLETED:
            change = understanding.CompleteCommitment(commitment.action, past_tense=False)
        else:
            change = understanding.CancelCommitment(commitment.action)
        options.append((label, change))
    if len(found) == 1:  # one fits, not well enough to take unasked: "one of these?" over one reads as a slip
        return about_one(found[0], options[0][1], tz)
    return which_one("That could be more than one commitment. Which one?", options)


def _claim_from_statement(
    user: User,
    event: Event,
    intent: understanding.StateClaim,
    source: Source,
    epistemic: Epistemic = Epistemic.EXPLICIT,
) -> Claim:
    if intent.effective is not None:
        start, precision, explicit = intent.effective.start, intent.effective.precision, True
    else:
        start, precision, explicit = event.at, Precision.INSTANT, intent.explicit_now
    detail: dict[str, Any] = {}
    if intent.preference:
        detail["strength"] = "explicit request"
    return Claim(
        id=0,
        user=user.id,
        subject=intent.subject,
        predicate=intent.predicate,
        value=intent.value,
        scope=intent.scope,
        observed_at=event.at,
        effective_from=start,
        effective_to=intent.until.end if intent.until else None,
        precision=precision,
        explicit_time=explicit,
        epistemic=epistemic,
        source=source,
        detail=detail,
    )


_TO_THE_MINUTE = re.compile(r"\d:[0-5]\d")  # "6:40": a time said to its minute, not a bare hour
_BOOKED_VERB = re.compile(r"^(?:booked|book|scheduled|arranged|got|had)\s+(?:(?:the|my|a|an)\s+)?", re.IGNORECASE)
# the booking said after the thing booked: "car booked in at Kwik Fit", "dentist booked in"
_BOOKED_TAIL = re.compile(r"\s+(?:booked|scheduled)\b.*$", re.IGNORECASE)
# "van booked in for its MOT": what happens then, and to what
_BOOKED_IN_FOR = re.compile(
    r"^(?P<thing>.+?)\s+(?:booked|scheduled)(?:\s+in)?\s+for\s+(?:(?:its|her|his|their|the|a|an)\s+)?(?P<what>.+)$",
    re.IGNORECASE,
)


def _slot_named(action: str) -> str:
    """A booked slot as a to-do: "van booked in for its mot" -> "mot for the van"; others as said."""
    m = _BOOKED_IN_FOR.match(action)
    return f"{m['what']} for the {m['thing']}" if m else action


def _gone_by(due: datetime | None, now: datetime, tz: ZoneInfo) -> bool:
    """Whether a to-do's new due is a day already over ("rent's due on the 3rd this month" said on
    the 8th): no one moves a to-do into the past on purpose, so recap asks instead of keeping it
    overdue from the start."""
    return due is not None and due.astimezone(tz).date() < now.astimezone(tz).date()


def _gone_by_ask(target: Commitment, due: datetime, tz: ZoneInfo) -> Ask:
    return plain(
        f"{describe_due(due, tz)} has already gone by, so I left “{target.action}” due "
        f"{describe_due(target.due, tz)}. When should it be due?"
    )


def _dated_when_told(claim: Claim) -> bool:
    """Whether ``claim`` was said with no date of its own: in force from the moment it was told."""
    return claim.effective_from is None or claim.effective_from == claim.observed_at


def _dated(target: Claim | Commitment | IssueEpisode) -> datetime | None:
    """The date a correction of ``target`` replaces."""
    match target:
        case Claim():
            return target.effective_from
        case Commitment():
            return target.due
        case IssueEpisode():
            return target.resolved_at or target.opened_at


def _placed_alike(topic: str, episodes: list[IssueEpisode]) -> list[IssueEpisode]:
    """The episodes that may be the issue ``topic`` names: none at another place than the one
    it names ("lift in block D" is never the lift in block A, whose words it nearly shares)."""
    place = place_of(topic)
    return [e for e in episodes if not place or place_of(e.topic) in ("", place)]


def _head(topic: str) -> frozenset[str]:
    """The head of an issue's name, its last word as a content word ("mirror" of "passenger side
    mirror"); empty when that word is no content word."""
    words = without_place(topic).split()
    return content_words(words[-1]) if words else frozenset()


def _named_in_part(topic: str, episodes: list[IssueEpisode]) -> list[IssueEpisode]:
    """The open issues whose names hold every word of ``topic`` and more ("printer" of "lobby
    printer" and "3rd floor printer"); none when one is named by exactly those words."""
    said = content_words(topic)
    holding = [e for e in episode_rules.open_episodes(episodes) if said and said <= content_words(e.topic)]
    return [] if any(content_words(e.topic) == said for e in holding) else holding


def _open_by_thing(topic: str, episodes: list[IssueEpisode]) -> IssueEpisode | None:
    """The one open issue whose thing, its place set aside, ``topic`` names: "swapped the projector
    bulb" is of "projector in room 14", "the leak under the sink" of "kitchen sink" (two such
    issues: neither)."""
    said = trouble_site(topic) or topic
    fitting = [
        e for e in episode_rules.open_episodes(episodes)
        if episode_rules.topic_score(said, without_place(e.topic))[0] >= episode_rules.TOPIC_THRESHOLD
    ]
    return fitting[0] if len(fitting) == 1 else None


MISSPELT_MIN = 6  # letters a topic word needs before one slip in it still names the word ("jenerator")
CLIPPED_MIN = 3  # letters a clipped word keeps to still name the whole ("cam" of "camera")


def _open_misspelt(topic: str, episodes: list[IssueEpisode]) -> IssueEpisode | None:
    """The one open issue ``topic`` names with a slip in a long word ("jenerator running again" of
    "generator") or a word clipped short beside one said in full ("security cams" of "security
    cameras"; a lone "van" may be any "vanity …"): each word said is a word of the issue's topic,
    one edit from one (any letter, the first too, unlike a name: a word of the user's own issue is
    what they mean) or its start."""

    def near(word: str, known: frozenset[str]) -> bool:
        return word in known or any(
            min(len(word), len(k)) >= MISSPELT_MIN and OSA.distance(word, k) <= 1 for k in known
        )

    def clipped(word: str, known: frozenset[str]) -> bool:
        return len(word) >= CLIPPED_MIN and any(len(k) >= len(word) + 2 and k.startswith(word) for k in known)

    def fits(known: frozenset[str]) -> bool:
        return all(near(w, known) or clipped(w, known) for w in said) and (
            all(near(w, known) for w in said) or bool(said & known)
        )

    said = content_words(topic)
    fitting = [e for e in episode_rules.open_episodes(episodes) if said and fits(content_words(e.topic))]
    return fitting[0] if len(fitting) == 1 else None


_CODE = re.compile(r"^(?P<letter>[a-z])(?P<number>\d{1,4})$")


def _open_by_code(topic: str, episodes: list[IssueEpisode]) -> IssueEpisode | None:
    """The one open issue ``topic`` names by a thing's code ("T9 brake fixed" of "turbine 9 brake",
    "G2 running again" of "generator 2"): the code's letter starts a word of the issue's topic and
    its number is the number there; every other word said is one of the topic's."""

    def fits(topic_said: str) -> bool:
        words, known = topic_said.lower().split(), content_words(topic_said)
        for word in said:
            code = _CODE.match(word)
            if code is None and word not in known:
                return False
            pairs = itertools.pairwise(words)
            if code is not None and word not in known and not any(
                len(a) > 2 and a.startswith(code["letter"]) and b == code["number"] for a, b in pairs
            ):
                return False
        return True

    said = sorted(content_words(topic))
    if not any(_CODE.match(w) for w in said):
        return None
    fitting = [e for e in episode_rules.open_episodes(episodes) if fits(e.topic)]
    return fitting[0] if len(fitting) == 1 else None


def _episode_corrected(episode: IssueEpisode, when: datetime) -> tuple[IssueEpisode, str]:
    """The episode with the time last said about it corrected: its resolution if it has one,
    else its start."""
    if episode.resolved_at is not None:
        return replace(episode, resolved_at=max(when, episode.opened_at)), "was resolved on"
    return replace(episode, opened_at=when), "started on"


# A commitment that "went out" (or "in") when done: to send, post, publish, submit, file, hand
# in ... the thing, or get it out or in; or to write or finish what goes out ("newsletter's out":
# "write the newsletter", "consent form handed in": "fill in the consent form").
_SENDS = re.compile(
    r"^(?:re)?(?:send|post|mail|e-?mail|publish|release|ship|submit|issue|launch|deliver|circulate|distribute|invoice"
    r"|deploy|roll\s+out|push|merge|go\s+live"
    r"|forward|dispatch|share|file|lodge|return|enter|apply|hand|turn|put|get|collect|gather|receive|request"
    r"|lend|loan|give|bring|drop|pass"  # "Declan's got the ladder now": lent
    r"|write|draft|finish|complete|prepare|fill|sign|record)\b"
    r"|\b(?:out|in)\b",
    re.IGNORECASE,
)
_NAME = re.compile(r"\b[A-Z][a-z]+\b")
_QUOTE_MARKS = "'\"‘’“”` "  # round a value said in quotes: "meant 'yard' not 'yarn'"
_SAYS_BOTH = re.compile(r"\b(?:them\s+both|both\s+of\s+them|both|the\s+two\s+of\s+them)\b", re.IGNORECASE)


# "X is due D", "X's due D": a thing's due stated, of the one open, not another time of it
_IS_DUE = re.compile(r"(?:\b(?:is|are)|['’]s)\s+(?:now\s+|actually\s+|really\s+)?due\b", re.IGNORECASE)


def _waits_on_it(action: str) -> bool:
    """Whether a to-do can wait on its thing being ready: not one handing it over to be worked on."""
    return not hands_over(action)


def _sends(thing: str) -> Callable[[str], bool]:
    """Which commitments "<thing> went out" or "<thing> are in" can finish: one to send (or to
    get in: "get quotes from three roofers") the thing that names the thing itself, not only a
    person in it ("Maya's out" says nothing of "send Maya the deck")."""
    said = content_words(thing)
    return lambda action: bool(_SENDS.search(action)) and bool(said & content_words(_NAME.sub(" ", action)))


def _due_said(commitment: Commitment, tz: ZoneInfo) -> str:
    """ ", due Mon 14 December 2026" of a dated commitment; "" of one with no due."""
    return f", due {describe_due(commitment.due, tz)}" if commitment.due is not None else ""


def _fits_done(intent: understanding.CompleteCommitment) -> Callable[[str], bool] | None:
    """Which commitments a done can finish (None: any it names)."""
    return _sends(intent.action) if intent.sent else _chases(intent.action) or _names_it(intent.otherwise)


def _chases(action: str) -> Callable[[str], bool] | None:
    """Which commitments a nudge of the user's ("chased Chen for the specs") can finish: only a to-do
    to nudge ("chase Chen for the specs"), never Chen's own to send them, which is still owed; None when
    ``action`` is no nudge."""
    if not a_chase(action):
        return None
    return a_chase


def _names_it(otherwise: understanding.Intent | None) -> Callable[[str], bool] | None:
    """Which commitments a done that may be a breakdown ("the saw packed up": an issue with the saw
    when no to-do is of it) can finish: one naming the thing, never one sharing only the verb
    ("pack up the site"); any, when the other reading is no breakdown."""
    if not isinstance(otherwise, understanding.OpenEpisode):
        return None
    said = content_words(otherwise.topic)
    return lambda action: bool(said & content_words(action))


# A commitment a resolution ("sorted", "fixed") with no open issue finishes: to fix or sort the thing.
def _spec_of_due(due: datetime, said: str, tz: ZoneInfo) -> DateSpec:
    """A due recap keeps (a day's last moment, or a moment of the clock) as the reader would have
    put it when said as ``said``."""
    local = due.astimezone(tz)
    if (local.hour, local.minute, local.second) == (23, 59, 59):
        return _until(due, said)
    return DateSpec(said, due, due + timedelta(seconds=1), Precision.INSTANT, True)


def _until(last_moment: datetime, said: str) -> DateSpec:
    """A due that ends at ``last_moment`` (a day recap keeps), as the reader would have put it."""
    end = last_moment + timedelta(seconds=1)
    return DateSpec(said, end - timedelta(days=1), end, Precision.DAY, True)


def _said_done(topic: str, derived: Derived) -> bool:
    """Whether a to-do this message finished names ``topic`` ("marco replied, pricing page sorted":
    the follow-up about the pricing page), so "sorted" said no more than that."""
    words = content_words(topic)
    return any(ack.startswith("Done: ") and words & content_words(ack) for ack in derived.acks)


def _its_verb_done(action: str, text: str) -> bool:
    """Whether ``text`` says the verb ``action`` starts with in its regular past ("recalibrated" for
    "recalibrate the met mast sensors", "descaled", "oiled", "patched"): a mend of the to-do's own kind."""
    verb = action.split(maxsplit=1)[0].lower() if action.strip() else ""
    if len(verb) < 3 or not verb.isalpha():
        return False
    stem = verb[:-1] if verb.endswith("e") else verb
    if verb.endswith("y") and verb[-2] not in "aeiou":
        stem = verb[:-1] + "i"  # "tidy": "tidied"
    return re.search(rf"\b(?:{stem}|{verb}{verb[-1]})ed\b", text, re.IGNORECASE) is not None


_FIXES = re.compile(
    r"^(?:fix|sort|repair|resolve|solve|debug|patch|troubleshoot|deal\s+with"
    # a thing seen to by a trade: "oven tech came this morning, all good now" ends "get the oven serviced"
    r"|(?:get|have)\s+.+\s+(?:fixed|sorted|working|serviced|repaired|seen\s+to|looked\s+at|checked)|service"
    r"|look\s+into|investigate"
    r"|replace|swap|mend|reseal|regas|rewire)\b",  # "latch replaced on 12": the to-do to replace it, done
    re.IGNORECASE,
)


# Money said come back from someone ("paid me back", "paid up"), and a to-do of paying it.
# "Dave paid me back", "settled up", "sam venmo'd me" (a payment app made a verb is paying)
_PAID = re.compile(
    r"\b(?:re)?paid\b|\bsettled\s+up\b|\bsquared\s+up\b|\b" + PAYMENT_APPS + r"(?:['’]?d|['’]?ed)\b"
    # "Ngozi has cleared the balance", "Ade settled what he owed": a debt paid off by its words
    r"|\b(?:cleared|settled)\s+(?:(?:the|her|his|their)\s+(?:balance|debt|tab|bill|account|arrears|rest)"
    r"|what\s+(?:she|he|they)\s+owed)\b",
    re.IGNORECASE,
)
_PAY = re.compile(r"^(?:re)?pay\b|^(?:give|send|transfer)\s+(?:me|us)\s+(?:back\s+)?[$£€]", re.IGNORECASE)
# money someone sent the user, said as the sum alone: "Sophie sent 30", "Ben transferred £20"
_SUM_SENT = re.compile(r"^(?:send|give|transfer)\s+(?:(?:me|us)\s+)?(?:back\s+)?[$£€]?\d", re.IGNORECASE)
_STILL_OWES = re.compile(r"\b(?:still\s+)?owes?\b", re.IGNORECASE)
_SUM = re.compile(r"\d+(?:[.,]\d+)?")


def _pays_off(action: str, debt: Commitment, text: str) -> bool:
    """Whether paying ``action`` settles ``debt``: not a part of it ("paid me back 20" of 40), unless the
    message says what is still owed ("…, still owes 20": that is kept as a debt of its own)."""
    paid, owed = set(_SUM.findall(action)), set(_SUM.findall(debt.action))
    return not paid or not owed or paid == owed or bool(_STILL_OWES.search(text))


# A to-do of putting a thing up, out or in place ("upload the wedding photos", "set up the new
# POS terminal"), and the words that say it is there now ("up", "live", "up and running").
_PUT_UP = re.compile(
    r"^(?:upload|post|put\s+up|set\s+up|setup|install|publish|launch|hang|mount|deploy|roll\s+out|get\s+.+\s+(?:up"
    r"|online|live|running|installed))\b",
    re.IGNORECASE,
)
_UP = re.compile(r"\b(?:(?<!back\s)up(?!\s+again)|live|online(?!\s+again)|installed|in\s+place)\b", re.IGNORECASE)
_ALL = re.compile(r"^(?:all|both)\s+(?:of\s+)?", re.IGNORECASE)  # "all the wedding pics"


# Resolution words that also say a to-do is done ("car insurance sorted"), unlike "back"/"up".
# a slot booked for a thing ("MOT booked for the 18th", "got the boiler service booked in for fri")
_BOOKED = re.compile(r"\b(?:booked|scheduled|arranged|rebooked)\b", re.IGNORECASE)
# a to-do whose job is the booking itself: "book the MOT", "make a dentist appt", "schedule the service"
_BOOKING = re.compile(
    r"^(?:book|rebook|re-book|schedule|reschedule|arrange|organi[sz]e|make\s+(?:an?\s+)?(?:appt|appointment|booking)"
    r"|get\s+(?:an?\s+)?(?:appt|appointment))\b",
    re.IGNORECASE,
)
# a to-do to reach someone, which a booking of them ends: "call a plumber", "ring the dentist"
_CALLING = re.compile(r"^(?:call|ring|phone|contact|get\s+hold\s+of)\b", re.IGNORECASE)
_SETTLED = re.compile(r"\b(?:sorted|handled|dealt\s+with|taken\s+care\s+of|squared\s+away)\b", re.IGNORECASE)


# a due named as such, after or before its thing: "the TDS deadline", "deadline for the grant", "due date"
_DEADLINE_OF = re.compile(
    r"(?:'s)?\s*\b(?:deadline|due\s+date|cut-?off)$|^(?:the\s+)?(?:deadline|due\s+date|cut-?off)\s*(?:for|of|on)?\b",
    re.IGNORECASE,
)
# The date a fact starts from is its effective date: "start date", "joining date", "effective date"
_START_WORDS = re.compile(r"^(?:start|starting|joining|join|effective|move|moving|go[\s-]live)$", re.IGNORECASE)
_WHOSE_START = re.compile(
    r"^(?P<who>[^\W\d_][\w-]*(?:\s+[^\W\d_][\w-]*)?)['’]s\s+(?:start|starting|joining|join|effective|move|moving"
    r"|go[\s-]live)(?:\s+(?:date|day))?$",
    re.IGNORECASE,
)
_BARE_NUMBER = re.compile(r"^\d{1,2}$")  # "make that 8": an hour, or a number
_OLD_CLOCK = re.compile(r"^(?P<h>\d{1,2})(?:[:.](?P<m>\d{2}))?\s*(?:[ap]\.?m\.?)?$", re.IGNORECASE)  # "not 3"
_DAY_OF_MONTH_SAID = re.compile(r"\b\d{1,2}(?:st|nd|rd|th)\b", re.IGNORECASE)  # "on the 12th at 9"


def _holding(old: str, value: str, known: list[Claim]) -> list[ValueTarget]:
    """The facts whose latest value holds every word of ``old`` (the wrong value as the user
    named it), the one touched last first: "sous" names the fact "Marek's role is sous chef"."""
    said = content_words(old)
    if not said:
        return []
    latest: dict[tuple[str, str, str | None], Claim] = {}
    for claim in sorted(known, key=lambda c: (c.observed_at, c.id)):
        latest[(normalize_key(claim.subject), normalize_key(claim.predicate), claim.scope)] = claim
    holding = [c for c in latest.values() if said <= content_words(c.value)]
    holding.sort(key=lambda c: (c.observed_at, c.id), reverse=True)
    # "infra team, not platform" for a fact of attribute "team": "infra", as value_targets reads it;
    # "not cardiology, neurology" for "head of cardiology": only that part put right
    targets = [next(iter(value_targets(value, "", [c])), ValueTarget(c, value)) for c in holding]
    return [replace(t, value=with_part(t.claim.value, old, t.value)) for t in targets]



_NAMESAKES_SAID = timedelta(days=90)  # how far back a first name told apart ("Aliya from the choir") counts
_CANCEL_ACK = "Cancelled (no longer needed): "
_LISTED_FOR = timedelta(days=7)  # how long "did 2" names the second of a list said before
_SLIP_OF_A_DIGIT = timedelta(days=7)  # a day read near the old due is the slip put right
_A_DAY = timedelta(days=1)  # "before xmas" keeps the 24th: "not xmas" still names that due
# an appointment for "it", the thing the booking is for left unnamed: "it booked in" (:mod:`._booked_ahead`)
_IT_BOOKED = re.compile(r"^it(?=\s+booked\b)", re.IGNORECASE)
# a to-do done to "it": "book it in", "get it looked at", "take it to the garage"
_VERB_IT = re.compile(r"^(?P<v>[a-z]+)\s+it\b", re.IGNORECASE)
_VERB_IT_ALONE = re.compile(r"^(?P<v>[a-z]+)\s+it(?:\s+(?:off|over|out|back|in))?$", re.IGNORECASE)  # "send it"
_HIM_OR_HER = re.compile(r"\b(?:him|her)\b", re.IGNORECASE)  # a person the to-do is for, named before
_NAMED = re.compile(r"(?<![.!?]\s)(?<!^)\b(?!I\b)[A-Z][a-z]")  # a capitalised word not opening a sentence: a name


_ENDS_IN = re.compile(r"\b(?:ends?|ending)\s+(?:in|with)\b", re.IGNORECASE)


def _ending_put_right(old: str, ending: str) -> str | None:
    """``old`` with its last digits put right ("07700 900123" ending in "124": "07700 900124"),
    or None when ``ending`` is no shorter run of digits than ``old`` ends with."""
    if not ending.isdigit() or not old[-len(ending) :].isdigit() or len(ending) >= len(old.replace(" ", "")):
        return None
    return old[: -len(ending)] + ending


def _name_put_right(value: str, wrong: re.Pattern[str], right: str) -> str:
    """``value`` with the wrong name put right: "Jonathan not Jon" in "Jon Smith" is the first
    name only ("Jonathan Smith"), but a right name as long as the whole value replaces it all
    ("Tennant Creek not Alice" for "Alice Springs": Alice was short for the whole place)."""
    if len(value.split()) > 1 and len(right.split()) >= len(value.split()) and not wrong.fullmatch(value):
        return right
    return wrong.sub(right, value)


def _ordinal(day: int) -> str:
    suffix = "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"
_NUMBERS = re.compile(r"(?<![\w:.,/])\d+(?![\w:.,/])")


def _has_clock_time(target: Claim | Commitment | IssueEpisode | None, tz: ZoneInfo) -> bool:
    """Whether ``target`` is a to-do due at a time of day (not by the end of a day)."""
    if not isinstance(target, Commitment) or target.due is None:
        return False
    return has_clock_time_due(target.due, tz)


def _time_of_day(intent: understanding.CorrectTime) -> bool:
    """Whether a correction says only a time of day ("12:30", "half 3", a bare hour after "at")."""
    new = intent.new
    return new is not None and (
        bool(BARE_HOUR.match(intent.new_text)) or (new.precision is Precision.INSTANT and clock_only(intent.new_text))
    )


_DAY_OF_MONTH = re.compile(r"^(?:on\s+)?(?:the\s+)?(?P<d>\d{1,2})(?:st|nd|rd|th)?$", re.IGNORECASE)


def _other_way(intent: understanding.CorrectTime, dated: datetime, tz: ZoneInfo) -> understanding.CorrectTime | None:
    """ "the 8th no the 4th" (:class:`CorrectTime`'s ``either_way``) of a thing kept on the day said as
    the new one: the pair the other way round (the 8th, not the 4th); None otherwise."""
    if not intent.either_way or intent.old is None or intent.new is None or intent.month_only is not None:
        return None
    if not _said_day_fits(intent.new, dated, tz):
        return None
    day = _DAY_OF_MONTH.match(intent.old.text.strip())
    return replace(intent, new=intent.old, new_text=intent.old.text, old=intent.new,
                   day_only=int(day["d"]) if day else None)


def _said_day_fits(old: DateSpec, dated: datetime, tz: ZoneInfo) -> bool:
    """Whether the old date of a correction, said without its month ("not the 4th, …") or as a
    weekday ("not friday, …"), is the day ``dated`` falls on; said as a time of day alone ("9.45
    not 9.15"), whether ``dated`` is at that time."""
    if old.precision is Precision.INSTANT and clock_only(old.text):
        return dated.astimezone(tz).time() == old.start.astimezone(tz).time()
    day = _DAY_OF_MONTH.match(old.text.strip())
    if day is not None:
        return dated.astimezone(tz).day == int(day["d"])
    return dated.astimezone(tz).weekday() == old.start.astimezone(tz).weekday()


def _kept_clock(new: DateSpec, old_due: datetime | None, tz: ZoneInfo) -> datetime:
    """The due a correction gives: a day put right ("oops, wed", "not the 4th, the 5th") keeps
    the time of day the old due had; a new time, or a due with no time, takes the new one."""
    if new.precision is not Precision.DAY or old_due is None or not has_clock_time_due(old_due, tz):
        return new.last_moment
    day = new.start.astimezone(tz).date()
    return as_utc(datetime.combine(day, old_due.astimezone(tz).time(), tzinfo=tz))


_WEEKDAY = re.compile(r"^(?:on\s+)?(?P<wd>mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?$", re.IGNORECASE)
_WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")


def _month_with_day(near: date, day: int, *, later: bool) -> date | None:
    """``day`` of the month nearest ``near`` that has it, looking back (or ahead, ``later``)."""
    first = near.replace(day=1)
    for _ in range(3):
        first = (first + timedelta(days=32)).replace(day=1) if later else (first - timedelta(days=1)).replace(day=1)
        try:
            return first.replace(day=day)
        except ValueError:
            continue
    return None


def _past_day_near(old: date, day: int, now: datetime | None, tz: ZoneInfo) -> date | None:
    """ "that was the 1st" of a change on Monday 31 January: 1 February, the ``day`` nearest the old
    date (never after today, a past event's), when that lies over a month's edge from it, a few days
    off; None otherwise (its own month's, the rule :func:`_corrected_date` applies then)."""
    if now is None or old.day == day:
        return None
    today = now.astimezone(tz).date()
    options = [
        d for d in (_month_with_day(old, day, later=False), _month_with_day(old, day, later=True))
        if d is not None and d <= today
    ]
    try:
        own = old.replace(day=day)
    except ValueError:
        return None
    best = min(options, key=lambda d: abs(d - old), default=None)
    if best is None or abs(best - old) > _DAYS_SLIPPED or abs(best - old) >= abs(own - old):
        return None  # farther off, the old date's own month says which ("the 5th" of a change on the 20th)
    return best


_DAYS_SLIPPED = timedelta(days=7)  # a day put right across a month's edge is a slip of days, never weeks


def _day_as_said(intent: understanding.CorrectTime, old: date, today: date, tz: ZoneInfo) -> date | None:
    """ "the 29th" put right for a due on the 1st: the day as a new to-do reads it (the next 29th),
    when that falls in the old due's month or the month before it (the user re-typed a day of the
    same stretch); None when it lies elsewhere (a due months ahead keeps its own month) or is
    today ("the 30th" said on the 30th for a due on the 20th of next month is that month's)."""
    if intent.new is None or intent.new.precision is not Precision.DAY:
        return None
    said = intent.new.start.astimezone(tz).date()
    this = old.replace(day=1)
    before = (this - timedelta(days=1)).replace(day=1)
    with suppress(ValueError):
        if abs(old.replace(day=said.day) - old) < abs(said - old):
            return None  # "inspection's the 14th" of one due 12 January, said in December: January's 14th is nearer
    return said if said > today and before <= said.replace(day=1) <= this else None


def _said_with(claim: Claim, known: Sequence[Claim]) -> list[Claim]:
    """The other claims about ``claim``'s subject the same message made, taking effect with it,
    that nothing has put right since."""
    corrected = {c.corrects for c in known if c.corrects is not None}
    return [
        c for c in known
        if c.id != claim.id and c.id not in corrected and c.corrects is None
        and c.source.event_id == claim.source.event_id and c.subject == claim.subject
        and c.effective_from == claim.effective_from
    ]  # fmt: skip


_BARE_DAY = re.compile(r"^(?:on\s+)?(?:the\s+)?(?P<d>\d{1,2})(?:st|nd|rd|th)?$", re.IGNORECASE)


def _on_the_day(claim: Claim | None, old: DateSpec, tz: ZoneInfo) -> Claim | None:
    """``claim`` when the day of the month ``old`` says with no month ("the 4th") is the day it
    took effect, else None."""
    said = _BARE_DAY.match(old.text.strip())
    if claim is None or said is None or claim.effective_from is None:
        return None
    return claim if claim.effective_from.astimezone(tz).day == int(said["d"]) else None


_DOER_LEAD = re.compile(r"^(?:the|my|our|his|her|their)\s+", re.IGNORECASE)


def _same_doer(owner: str, words: str) -> bool:
    """Whether ``words`` ("the gas man", "Margaret") name ``owner`` of a to-do ("gas man")."""
    return unaccented_key(_DOER_LEAD.sub("", words.strip())) == unaccented_key(_DOER_LEAD.sub("", owner.strip()))


def _due_on_the_day(commitment: Commitment | None, old: DateSpec, tz: ZoneInfo) -> bool:
    """Whether ``commitment`` is due on the day of the month ``old`` says with no month ("the 14th")."""
    said = _BARE_DAY.match(old.text.strip())
    return (
        commitment is not None and commitment.due is not None and said is not None
        and commitment.due.astimezone(tz).day == int(said["d"])
    )


# a count of hours or minutes said alone ("60 hrs", "90 mins": "in" dropped), never a time of day
_HOURS_SPAN = re.compile(r"^\s*(?:in\s+)?(?:an?|\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h|minutes?|mins?)\s*$", re.IGNORECASE)


def _corrected_date(
    intent: understanding.CorrectTime, reference: datetime, tz: ZoneInfo, *, due: bool = False,
    now: datetime | None = None, as_new_todo: bool = True,
) -> DateSpec | None:
    """The corrected date, read against the old one: "March" is the March nearest to it (the
    same day of it, for a due date), "the 12th" is the 12th of its month, "April 22" the April
    22 nearest to it, "Thursday" the Thursday nearest to it (a due never moves into the past, a
    past event never into the future), "4pm" the same day at 4pm."""
    local = reference.astimezone(tz)
    if (shift := relative_shift(intent.new_text)) is not None:  # "no, the day before": the old date moved
        return _shifted(intent.new_text, local, shift, tz)
    if intent.month_only is not None:
        month = nearest_month(intent.month_only, reference, tz)
        if not due:
            if now is not None and reference <= now < month.start:  # a past event stays in the past
                month = nearest_month(intent.month_only, month.start - timedelta(days=365), tz)
            return month
        if now is not None and month.end <= now:  # a due never moves into the past: "nov" said in december
            month = nearest_month(intent.month_only, month.start + timedelta(days=365), tz)
        first = month.start.astimezone(tz).date()
        return day_spec(intent.new_text, day_in_month(local.date(), first.year, first.month), tz)
    clock = CLOCK.match(intent.new_text.strip())
    if clock is not None:
        return _clock_spec(intent.new_text, clock, local, tz)
    weekday = _WEEKDAY.match(intent.new_text.strip())
    if weekday is not None:
        return _weekday_spec(intent.new_text, _WEEKDAYS.index(weekday["wd"].lower()), local, tz, due=due, now=now)
    if intent.day_only is not None and due and now is not None and as_new_todo:
        said = _day_as_said(intent, local.date(), now.astimezone(tz).date(), tz)
        if said is not None:  # "the 29th" for a due on the 1st: the 29th to come, as a new to-do reads it
            return day_spec(intent.new_text, said, tz)
    if intent.day_only is not None and not due and (near := _past_day_near(local.date(), intent.day_only, now, tz)):
        return day_spec(intent.new_text, near, tz)
    if intent.day_only is not None:
        try:
            day = local.date().replace(day=intent.day_only)
            if due and now is not None and day < now.astimezone(tz).date() <= local.date():
                # a due to come never moves into the past: "the 4th" for the 29th is next month's
                day = (day.replace(day=1) + timedelta(days=32)).replace(day=intent.day_only)
            return day_spec(intent.new_text, day, tz)
        except ValueError:
            # "not the 3rd, the 29th" in a February with no 29th: the nearest month that has one,
            # earlier for a past event, later for a due
            day_in = _month_with_day(local.date(), intent.day_only, later=due)
            return day_spec(intent.new_text, day_in, tz) if day_in is not None else None
    new = intent.new
    if (new is not None and new.precision is Precision.INSTANT and clock_only(intent.new_text)
            and not _HOURS_SPAN.match(intent.new_text)):  # "(in) 60 hrs" is counted from now, as read
        # "no, half 4", "10.30 i meant": a time of day only, so the day being put right keeps
        at = on_own_day(intent.new_text, new.start.astimezone(tz).time(), local, tz)
        return replace(new, start=at, end=at + (new.end - new.start))
    if new is None or new.year_given or new.precision is not Precision.DAY:
        return new
    # A day without a year was read relative to the message; the correction means the
    # occurrence of that day nearest to the date being corrected.
    day = new.start.astimezone(tz).date()
    candidates = []
    for year in (local.year - 1, local.year, local.year + 1):
        try:
            candidates.append(day.replace(year=year))
        except ValueError:  # 29 February
            continue
    nearest = min(candidates, key=lambda option: (abs(option - local.date()), option))
    return day_spec(intent.new_text, nearest, tz)


def _clock_spec(text: str, clock: re.Match[str], local: datetime, tz: ZoneInfo) -> DateSpec | None:
    """ "sorry, 4pm" / "no wait, 11": the same day at that time; said without am or pm, in the
    half of the day nearer the old time (for an old due by the end of its day, the afternoon)."""
    hour, minute = int(clock["h"]), int(clock["m"] or 0)
    ap = (clock["ap"] or "").lower().replace(".", "")
    if ap == "pm" and hour < 12:
        hour += 12
    elif ap == "am" and hour == 12:
        hour = 0
    elif not ap and 1 <= hour <= 12 and minute <= 59 and has_clock_time_due(local, tz):
        hour = nearest_half(local, hour, minute).astimezone(tz).hour  # "make it 11" for a 1pm lunch: 11:00
    elif not ap and hour < 12 and local.hour >= 12:
        hour += 12
    if hour > 23 or minute > 59:
        return None
    start = as_utc(datetime.combine(local.date(), time(hour, minute), tzinfo=tz))
    return DateSpec(text=text, start=start, end=start + timedelta(seconds=1), precision=Precision.INSTANT,
                    year_given=False)


def _weekday_spec(
    text: str, weekday: int, local: datetime, tz: ZoneInfo, *, due: bool, now: datetime | None
) -> DateSpec:
    """The given weekday nearest the old date: for a due, not before today (later on a tie);
    for a past event, not after today (earlier on a tie). A due in the coming week is put right
    as the weekday is read on its own, the next one after today: "by monday… sorry, meant
    wednesday" said on a Monday is this Wednesday, not the one after next Monday. Today's own
    weekday stays the one nearest the old due ("*tues, not wed" on a Tuesday is today; "oops
    it's wed" for next Tuesday is the day after it)."""
    old = local.date()
    today = (now or local).astimezone(tz).date()
    if due and weekday != today.weekday() and today < old <= today + timedelta(days=7):
        return day_spec(text, today + timedelta(days=(weekday - today.weekday()) % 7), tz)
    back = old - timedelta(days=(old.weekday() - weekday) % 7 or 7)
    ahead = old + timedelta(days=(weekday - old.weekday()) % 7 or 7)
    if old.weekday() == weekday:
        back = ahead = old
    if due:
        options = [d for d in (back, ahead) if d >= today] or [ahead]
        day = min(options, key=lambda d: (abs(d - old), -d.toordinal()))
    else:
        options = [d for d in (back, ahead) if d <= today] or [back]
        day = min(options, key=lambda d: (abs(d - old), d.toordinal()))
    return day_spec(text, day, tz)


def _shifted(text: str, local: datetime, shift: timedelta, tz: ZoneInfo) -> DateSpec:
    """The old date ``local`` moved by ``shift``: whole days keep it a day (a due's clock time is
    kept by the caller), hours and minutes make it that moment."""
    if shift % timedelta(days=1):
        start = as_utc(local + shift)
        return DateSpec(text=text, start=start, end=start + timedelta(seconds=1), precision=Precision.INSTANT,
                        year_given=False)
    return day_spec(text, local.date() + shift, tz)



def _period_start(value: Any, tz: ZoneInfo) -> tuple[datetime, Precision] | None:
    """An imported effective time: a date means local midnight that day."""
    if value in (None, ""):
        return None
    text = str(value)
    if len(text) == 10:
        day = date.fromisoformat(text)
        return datetime.combine(day, time(), tzinfo=tz), Precision.DAY
    return from_iso(text), Precision.INSTANT


def _period_end(value: Any, tz: ZoneInfo, *, last_moment: bool = False) -> datetime | None:
    """An imported end or due: a date means the whole of that local day."""
    if value in (None, ""):
        return None
    text = str(value)
    if len(text) == 10:
        following = datetime.combine(date.fromisoformat(text) + timedelta(days=1), time(), tzinfo=tz)
        return following - timedelta(seconds=1) if last_moment else following
    return from_iso(text)


def _open_touched_last(episodes: list[IssueEpisode], at: datetime) -> list[IssueEpisode]:
    """The issues open at ``at``, the one the conversation opened last first."""
    opened = (e for e in episode_rules.open_episodes(episodes) if e.opened_at <= at)
    return sorted(opened, key=lambda e: (e.opened_at, e.id), reverse=True)


def _fuller_subjects(subject: str, predicate: str, known: list[Claim]) -> list[str]:
    """The known subjects of a fact of ``predicate`` whose words hold all of ``subject``'s and
    more ("team offsite" for "offsite")."""
    said = content_words(subject)
    if not said:
        return []
    return sorted({c.subject for c in known if c.predicate == predicate and said < content_words(c.subject)})


def _last_version(versions: list[CommitmentVersion]) -> CommitmentVersion:
    """A commitment's latest version (the first of the latest when several share its time)."""
    return max(versions, key=lambda v: v.at)


# where a to-do says it happens: "offsite in Boulder", "dinner at Luigi's" (a name, in capitals)
# verbs of getting a thing ready, one job whichever is said: "cook dinner", "make dinner", "sort dinner"
_READYING = re.compile(r"^(?:make|cook|sort|do|prep|prepare|fix|organi[sz]e|plan|get)\s+(?P<thing>.+)$", re.IGNORECASE)


def _same_on_its_day(
    intent: understanding.NewCommitment, due: datetime, open_ones: list[Commitment], tz: ZoneInfo
) -> Commitment | None:
    """The one open to-do of the same owner said in the very same words as ``intent`` ("dentist" of "dentist
    thurs at 3"), due by the end of ``due``'s day with no time yet: the time it is at, said again with its day.
    None otherwise (another day, or a time it had already, is another of it)."""
    said = content_words(intent.action)
    same = [
        c for c in open_ones
        if c.owner == intent.owner and said and content_words(c.action) == said and _time_for_its_day(due, c.due, tz)
    ]
    return same[0] if len(same) == 1 else None


def _made_by_other_verb(action: str, due: datetime, open_ones: list[Commitment], tz: ZoneInfo) -> Commitment | None:
    """The one open to-do that readies the same thing as ``action`` by another verb ("cook dinner for the
    kids" of "make dinner 7:30"), due by the end of ``due``'s day with no time yet; None otherwise."""
    said = _READYING.match(action.strip())
    if said is None:
        return None
    same = [
        c for c in open_ones
        if (held := _READYING.match(c.action.strip())) is not None and content_words(said["thing"])
        and content_words(said["thing"]) <= content_words(held["thing"]) and _time_for_its_day(due, c.due, tz)
    ]
    return same[0] if len(same) == 1 else None


def _given_by(person: str, found: list[Commitment], open_ones: list[Commitment]) -> list[Commitment]:
    """What a new day someone gives for "it" moves, among ``found`` (the to-dos just talked about): none of
    another person's ("Grace wants it by wed now" after "send Tom the deck by fri": asked, never moved), and
    the one with them when several fit ("Ines moved the deadline to friday" after three to-dos in a row)."""
    if len(found) == 1 and not commitment_rules.for_someone_else(person, found[0]):
        return found
    fits = found if len(found) > 1 else []  # one of another person's fits no more than none does
    theirs = [c for c in (fits or open_ones) if commitment_rules.names_person(person, [c])]
    return theirs if len(theirs) == 1 else fits


def _last_touched(pairs: list[tuple[CommitmentRecord, list[CommitmentVersion]]]) -> dict[int, datetime]:
    """When each commitment was last said or changed, by its id."""
    return {record.id: max(v.at for v in versions) for record, versions in pairs if versions}


def _time_for_its_day(due: datetime, kept: datetime | None, tz: ZoneInfo) -> bool:
    """Whether ``due`` is a clock time on the day ``kept`` is due by its end, with no time of its own."""
    return (
        kept is not None and due.astimezone(tz).date() == kept.astimezone(tz).date()
        and has_clock_time_due(due, tz) and not has_clock_time_due(kept, tz)
    )


# (or someone's home, typed in lower case as often: "party at sam's")
_TODO_PLACE = re.compile(
    r"\b(?:in|at)\s+(?P<place>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,3}|[a-z][\w-]*['’]s(?!\w))",
    re.IGNORECASE,
)


def _occasion_moved(subject: str, value: str, open_ones: list[Commitment]) -> understanding.RenameCommitment | None:
    """ "the party is at jake's (now)" with the one open to-do "party at sam's": the occasion is
    somewhere else, so the to-do says the new place ("party at jake's"), never a fact about a
    party. Only a to-do that is the occasion itself (its words open with ``subject``) and says
    where it is; None otherwise."""
    said = re.sub(r"^(?:the|our|my)\s+", "", subject.strip(), flags=re.IGNORECASE)
    named = [c for c in open_ones if re.search(rf"(?<!\w){re.escape(said)}(?!\w)", c.action, re.IGNORECASE)]
    if len(named) != 1:
        return None
    place = _TODO_PLACE.search(named[0].action)
    if place is None or place["place"].casefold() == value.casefold():
        return None
    opens = re.match(rf"(?:(?:the|our|my)\s+)?{re.escape(said)}(?!\w)", named[0].action, re.IGNORECASE)
    # "go to the bbq at Ana's": the place said right after the occasion is its place (never a person's: "Sam")
    its_place = said[:1].islower() and re.search(rf"(?<!\w){re.escape(said)}\s+(?:at|in)\s", named[0].action, re.I)
    if not (opens or its_place):
        return None
    return understanding.RenameCommitment(place["place"], value)


def _place_of(subject: str, open_ones: list[Commitment]) -> str | None:
    """The place said in the one open to-do named by ``subject`` ("offsite" of "offsite in Boulder"),
    or None when no to-do, or more than one, names it with a place."""
    named = [c for c in open_ones if re.search(rf"(?<!\w){re.escape(subject)}(?!\w)", c.action, re.IGNORECASE)]
    places = [m["place"] for c in named if (m := _TODO_PLACE.search(c.action))]
    return places[0] if len(places) == 1 and len(named) == 1 else None
