"""The entry point, :func:`extract`, and the order in which the forms are tried.

How a sentence is read:

1. The message is split into sentences (and list items); each is cleaned (curly quotes, a
   trailing period or emoji, "please", leading "ok,", "so,", "fyi", "anyway" ...).
2. Questions become :class:`~memory.understanding.intents.Question`.
3. Corrections are tried on the whole sentence (their forms span commas: "... in April,
   not June").
4. Otherwise the sentence is cut into its clauses ("Ngozi will send the budget by wed and
   I'll review it by fri"), and each is read on its own; when no clause says anything, the
   whole sentence is read.
5. A clause is split at its first comma into a main clause and a detail, and the forms are
   tried on the main clause from the most specific (most fixed words) to the least: "The
   VPN is down" is an episode before it could be a role, "Daniel is the decision maker for
   X" a decision-maker claim before a role.
6. A list item that says nothing else is a to-do when it reads as one there ("renew the
   domain" under "to do this week:"), due when its list's label or closing line says.
7. A promise to "her"/"him" is to the person the message named before it, and the pronoun
   that stands for whom the thing goes to is put as the name ("send Omar the Q3 numbers");
   "them" names a person only as a recipient ("send them the deck"), else it is the things
   said before ("I'll review them").
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime, tzinfo
from zoneinfo import ZoneInfo

from memory.understanding._adverb_topic import only_degree
from memory.understanding._agenda import occasion, without_plan_heading
from memory.understanding._agreed_move import agreed_move
from memory.understanding._ahead_of import ahead_of
from memory.understanding._ailments import ailment, laughed_off
from memory.understanding._amount_then_todo import amount_then_todo
from memory.understanding._arrival_then import arrival_then_todo
from memory.understanding._arrivals import arrival
from memory.understanding._as_typed import as_typed
from memory.understanding._asked_move import asked_move, asker_dropped
from memory.understanding._asked_together import asked_together
from memory.understanding._asked_why import why_of_before
from memory.understanding._assent_said import assent_said, yes_with_time
from memory.understanding._attribute_after import attribute_after
from memory.understanding._away_for import away_for
from memory.understanding._away_then import away_then_moved
from memory.understanding._back_with import back_with
from memory.understanding._banter import banter
from memory.understanding._bare_cancel import bare_cancel
from memory.understanding._bare_hour import bare_hour_move, hour_instead
from memory.understanding._bare_remember import without_bare_remember
from memory.understanding._be_there import be_there
from memory.understanding._booked_ahead import booked_ahead
from memory.understanding._both_changed import both_changed
from memory.understanding._busy_venting import busy_venting
from memory.understanding._came_and_did import came_and_did
from memory.understanding._came_back import came_back_all, started_at_last
from memory.understanding._cancel_then_book import cancel_then_book
from memory.understanding._cant_then import cant_then
from memory.understanding._change_reasons import with_reason_news, without_reasons
from memory.understanding._change_unsaid import change_unsaid
from memory.understanding._changed_hands_on import changed_hands_on
from memory.understanding._changed_mind import changed_mind
from memory.understanding._chat_asides import chat_aside
from memory.understanding._chatter import clocks_change, laughing_at, trying_the_line, without_clocks_aside
from memory.understanding._circumstance_todo import circumstance_then_todo
from memory.understanding._clause_asks import unread_clause, unread_parts
from memory.understanding._clause_subject import (
    clause_subject,
    named_as_theirs,
    possessed_by,
    subject_for,
    with_subject,
)
from memory.understanding._coming_elided import coming_said_of_them
from memory.understanding._coming_from import coming_from
from memory.understanding._commitment_intro import (
    _imperative,
    _imperative_shape,
    _others,
    _planned,
    _pronoun_resolved,
    _read,
    _todo,
    goes_nowhere,
    without_note_label,
)
from memory.understanding._commitments import (
    _REMIND,
    _cancel,
    _commitment,
    _done,
    _move,
    _past_report,
    _promise_by_will,
)
from memory.understanding._contact_bare import contact_is
from memory.understanding._contacts import email_first
from memory.understanding._coping import coping
from memory.understanding._correction_bare import _LEAD as _BARE_LEAD
from memory.understanding._correction_bare import after_fillers, value_words
from memory.understanding._correction_then_more import correction_then_more
from memory.understanding._corrections import _CORR_PREFIX, _correction
from memory.understanding._covering_for import covering_for
from memory.understanding._date_order import DateOrder, read_in
from memory.understanding._date_restated import date_restated
from memory.understanding._date_said_first import date_said_last, subject_taken_as_todo
from memory.understanding._date_said_for import date_said_for
from memory.understanding._dated_reminders import dated_reminders
from memory.understanding._dated_then_it import dated_then_it
from memory.understanding._dated_thing_comma import dated_thing_comma, thing_then_verb
from memory.understanding._day_agreed import day_agreed
from memory.understanding._day_alone import day_alone
from memory.understanding._day_as_object import without_day_as_object
from memory.understanding._day_headed import day_headed, deadline_headed
from memory.understanding._day_is_event import day_is_event
from memory.understanding._day_itself import without_day_itself
from memory.understanding._day_musings import day_musing
from memory.understanding._day_of_days import day_of_days
from memory.understanding._day_said_loosely import day_said_loosely
from memory.understanding._day_then_clock import clock_on_said_day
from memory.understanding._deadline_cancel import deadline_cancel
from memory.understanding._declined_requests import without_declined
from memory.understanding._deed_day_put_right import deed_day_put_right
from memory.understanding._delegated_todo import delegated
from memory.understanding._deliveries import delivery
from memory.understanding._departures import without_departure
from memory.understanding._done_tails import arrived_alone, tailed_done
from memory.understanding._done_too import done_too
from memory.understanding._dotted_dates import spelt_out
from memory.understanding._doubt import after_midnight, doubtful_todo
from memory.understanding._dropped_be import dropped_be_fact
from memory.understanding._due_doubt import unsure_dues
from memory.understanding._due_for import due_for_its
from memory.understanding._due_said_after import due_said_after
from memory.understanding._due_then_promise import promised_after_due
from memory.understanding._due_then_verb import due_then_verb
from memory.understanding._duty_turn import on_duty
from memory.understanding._either_person import either_person
from memory.understanding._elided_noun import elided_noun
from memory.understanding._emphatic_tag import without_emphatic_tag
from memory.understanding._episodes import _episode, surprised
from memory.understanding._event_clock import after_event
from memory.understanding._event_of_thing import event_of_thing
from memory.understanding._everyday_facts import everyday_facts
from memory.understanding._fact_as_role import as_role
from memory.understanding._fact_handover import taken_role
from memory.understanding._fact_it import its_thing
from memory.understanding._fact_news import with_news
from memory.understanding._fact_people import SERVICE_ROLE, moved_on
from memory.understanding._fact_supply import supplier_fact
from memory.understanding._fact_verbs import settled_status
from memory.understanding._facts import _facts
from memory.understanding._fetched_own import fetched_own
from memory.understanding._firm_pronoun import named_firm
from memory.understanding._fix_cause import without_fix_cause
from memory.understanding._fix_means import fix_means
from memory.understanding._fix_request import without_fix_request
from memory.understanding._for_delivery import for_delivery
from memory.understanding._forecast_told import forecast_told
from memory.understanding._forget_not_then import forget_not_then
from memory.understanding._forgotten import forgotten_then_done
from memory.understanding._form_gates import may_read, tried
from memory.understanding._found_fixed import found_fixed
from memory.understanding._gapped_preference import gapped_preference
from memory.understanding._gapped_verb import gapped_pair, verb_said_once
from memory.understanding._getting_up import without_getting_up
from memory.understanding._given_time import given_time
from memory.understanding._goal_state import state_as_deed
from memory.understanding._got_new import got_new_fact
from memory.understanding._group_boss import group_boss
from memory.understanding._group_they import group_they
from memory.understanding._had_gathering import had_gathering
from memory.understanding._hawaiian import pidgin_as_english
from memory.understanding._hearsay import said_wanted, without_hearsay
from memory.understanding._hedged_move import hedged_move
from memory.understanding._hedged_plans import hedged, joked
from memory.understanding._hired_as import hired_as
from memory.understanding._idle import idle, kept_story, story
from memory.understanding._idle_plans import idle_plan
from memory.understanding._issue_bare import bare_trouble
from memory.understanding._issue_follow_on import one_trouble
from memory.understanding._issue_guards import grieving, others_trouble
from memory.understanding._it_said_next import it_said_next
from memory.understanding._its_fault import its_faults
from memory.understanding._keep_in_mind import (
    reminder_asked,
    request_first,
    without_keep_request,
    without_reminder_request,
    without_track_request,
)
from memory.understanding._kin import KIN_WORDS
from memory.understanding._kin_named import kin_named
from memory.understanding._kind_one import kind_asked, one_of_kind_before
from memory.understanding._knock_on import knock_on
from memory.understanding._labelled_correction import put_right
from memory.understanding._late_by import late_by
from memory.understanding._lead_day_shared import lead_day_shared
from memory.understanding._lead_redate import lead_redate
from memory.understanding._lead_said_once import lead_said_once
from memory.understanding._leftover_dates import without_leftover_dates
from memory.understanding._lent_sum import lent_sum
from memory.understanding._let_lapse import let_lapse
from memory.understanding._life_tag import life_sign_off
from memory.understanding._lifecycle import _cancel as lc_cancel
from memory.understanding._lifecycle import _done as lc_done
from memory.understanding._lifecycle import _move as lc_move
from memory.understanding._lifecycle import bare_done, bare_move, get_done, goes_out, later, off_as_reason, same_time
from memory.understanding._lifecycle_cancelled import cancelled_it
from memory.understanding._lifecycle_others import call_as_change, called_off, moved_by, their_done
from memory.understanding._lifecycle_reasons import changed as lc_because
from memory.understanding._lifecycle_reasons import ready_said
from memory.understanding._listed_hours import listed_hours
from memory.understanding._lowercase_name import (
    lowercase_name,
    lowercase_recipient,
    reached_about,
    reached_firm,
    reached_role,
)
from memory.understanding._made_so import made_so
from memory.understanding._mark_then_more import mark_then_more
from memory.understanding._memos import per_message
from memory.understanding._mended_fine import mended_then_fine
from memory.understanding._military_tail import military_clock_last
from memory.understanding._move_narrowed import narrowed_move
from memory.understanding._move_order import move_order
from memory.understanding._move_to_reason import move_to_reason
from memory.understanding._move_unsure import unsure_moves
from memory.understanding._moved_alone import moved_alone
from memory.understanding._moved_first import moved_first
from memory.understanding._moved_from import moved_from_then_now
from memory.understanding._moved_then_day import moved_then_day
from memory.understanding._moved_there import moved_there
from memory.understanding._multi import (
    between_dates,
    carried_subject,
    dated_back,
    instead_of,
    labelled,
    more_objects,
    my_share,
    named_in,
    promised_of,
    report_then_more,
    run_on,
    run_on_read,
    said_of_named,
    unanchored,
    unnamed_pair,
)
from memory.understanding._my_day import my_day
from memory.understanding._my_turn_after import my_turn_after
from memory.understanding._name_said_after import name_said_after
from memory.understanding._need_from import need_from
from memory.understanding._need_someone import need_someone
from memory.understanding._net import held_a_moment, without_hold_on
from memory.understanding._no_for_not import no_as_not
from memory.understanding._no_need import no_need
from memory.understanding._not_corrections import confirmed, typing_gripe
from memory.understanding._not_day_first import not_day_first
from memory.understanding._not_ours import not_ours
from memory.understanding._not_outcomes import part_done, rest_left
from memory.understanding._not_settled import unsettled
from memory.understanding._not_till import not_till
from memory.understanding._not_todos import no_todo
from memory.understanding._note_label_last import note_label_first
from memory.understanding._now_not import now_not
from memory.understanding._obliged_move import obliged_move
from memory.understanding._occasion_by_then import without_dating_occasion
from memory.understanding._occasion_gift import for_occasion, gifts_for_each, something_for_their_day
from memory.understanding._occasion_todo import occasion_then_todo
from memory.understanding._offered_day import offered_on_day
from memory.understanding._on_it import on_it
from memory.understanding._on_sale_then import sale_then_todo
from memory.understanding._one_day_state import closure_said_bare, for_the_day
from memory.understanding._opening_date import opening_date_shared
from memory.understanding._ordinal_label import ordinal_label
from memory.understanding._ordinal_lead import ordinal_led
from memory.understanding._org_contact import contact_noted, org_contacts
from memory.understanding._others_outcomes import settled_by_others
from memory.understanding._out_of_reach import without_reach_note
from memory.understanding._outstanding_then import outstanding_then
from memory.understanding._owed_then import owed_said_again
from memory.understanding._own_absence import absence
from memory.understanding._owned_aside import without_owned_aside
from memory.understanding._owner_done import owner_did
from memory.understanding._paid_person import paid_person
from memory.understanding._part_paid import part_paid
from memory.understanding._pass_on import pass_on, passes_on
from memory.understanding._passed_checks import passed_check
from memory.understanding._passed_on import passed_on
from memory.understanding._past_blip import past_blip
from memory.understanding._past_due import past_due
from memory.understanding._past_told import told_of_past
from memory.understanding._patois import am_restored
from memory.understanding._people_out import people_about
from memory.understanding._period_bound import bounded, period_dated
from memory.understanding._period_slot import period_before_day
from memory.understanding._phrases import _NAME_WORD, _Ctx, _plausible, reading
from memory.understanding._place_hours import place_hours
from memory.understanding._plain_move import plain_move
from memory.understanding._plan_after_day import plan_after_day
from memory.understanding._plan_dropped import plan_dropped
from memory.understanding._plan_undated import plan_undated
from memory.understanding._planned_instead import planned_instead
from memory.understanding._power_cut import power_said
from memory.understanding._promised_back import promised_back
from memory.understanding._promised_thing import promised_thing
from memory.understanding._pronoun_move import coming_instead, fetched_then, pronoun_move
from memory.understanding._put_back import put_back
from memory.understanding._put_off import put_off, put_off_later
from memory.understanding._question_then_ask import question_then_ask
from memory.understanding._questions import _RECALL_IMPERATIVE, _question, _unmarked_question
from memory.understanding._raised_by import raised_by
from memory.understanding._rang_instead import rang_instead
from memory.understanding._read_past import read_as_past
from memory.understanding._ready_to_collect import ready_as_collect
from memory.understanding._rebook import rebooked
from memory.understanding._received import received
from memory.understanding._redated_thing import redated_thing
from memory.understanding._referents import (
    mine_beside_mine,
    named_object,
    only_name,
    promised_named,
    resolved,
    titled_possessive,
)
from memory.understanding._referring import may_refer, referring, worked_on
from memory.understanding._regrets import regretting
from memory.understanding._relative_due import relative_move, with_name
from memory.understanding._reminded_day import reminded_day
from memory.understanding._reminder_hour import reminder_hour
from memory.understanding._reminders import reminder
from memory.understanding._rename import renamed
from memory.understanding._renewed_due import renewed_due
from memory.understanding._repair_then_fine import repaired_then_fine
from memory.understanding._repeats import days_repeat, recurrence_last, repeating
from memory.understanding._reported_due import dated_by_report
from memory.understanding._reported_fact import heard_of_thing
from memory.understanding._restated import restated
from memory.understanding._restated_todo import restated_todos, still_to_do
from memory.understanding._result_states import result_state
from memory.understanding._rethought_date import rethought
from memory.understanding._role_aside import role_aside
from memory.understanding._role_place import role_and_place
from memory.understanding._run_on_dated import run_on_dated
from memory.understanding._running_late import running_late
from memory.understanding._said_again import said_again
from memory.understanding._said_of_things import now_dated, said_of_thing
from memory.understanding._said_twice_subject import subject_said_once
from memory.understanding._same_for import same_for
from memory.understanding._scheduled import scheduled
from memory.understanding._scheduled_present import scheduled_present
from memory.understanding._scots import scots_as_english
from memory.understanding._second_fact import second_facts, their_details
from memory.understanding._sentences import (
    WANTS,
    _clauses,
    _Sentence,
    _sentences,
    _split_detail,
    _strip_markers,
    emoji_as_comma,
    exclaimed_circumstance,
)
from memory.understanding._sequence import in_steps
from memory.understanding._settled_due import settled_after_dots, settles_due
from memory.understanding._shared_day import on_event_day, opening_day, shared_day
from memory.understanding._shared_promises import shared_promise
from memory.understanding._shift_hours import shift_hours
from memory.understanding._shop_needs import shop_needs
from memory.understanding._shopping_list import shopping_list
from memory.understanding._signs import VAGUE_TIME
from memory.understanding._so_aftermath import report_before_so
from memory.understanding._social import asks_after_me
from memory.understanding._standing_time import standing_time
from memory.understanding._start_time import start_time
from memory.understanding._started_on import started_on
from memory.understanding._suited_day import suited_day
from memory.understanding._summary_owed import summary_owed
from memory.understanding._take_them import taken_to_it
from memory.understanding._taken_over import without_taken_over
from memory.understanding._their_charge import their_charge
from memory.understanding._their_extension import their_extension
from memory.understanding._their_follow_on import promise_without_subject, said_of, their_follow_on
from memory.understanding._their_job_by import job_by
from memory.understanding._their_need import their_need
from memory.understanding._their_new_day import their_new_day
from memory.understanding._their_no_need import their_no_need
from memory.understanding._their_plans import their_move
from memory.understanding._their_promises import role_promise
from memory.understanding._their_pronoun import other_named
from memory.understanding._their_visits import their_visit
from memory.understanding._their_word import their_passive_promise, their_sending, their_word
from memory.understanding._thing_due import bill_arrived
from memory.understanding._thing_goes import thing_goes
from memory.understanding._thing_needed_by import thing_needed_by
from memory.understanding._thing_referent import (
    done_thing_named,
    object_named,
    sentence_before,
    thing_named,
    wanted_named,
    without_asked_twice,
)
from memory.understanding._thing_said_after import thing_said_after
from memory.understanding._third_party_news import is_news, reminiscing
from memory.understanding._time_only import clock_only
from memory.understanding._timed_items import timed_items
from memory.understanding._told_news import told_then_news
from memory.understanding._tried_plan import tried_as_planned
from memory.understanding._turns import turns
from memory.understanding._two_for_one import which_person, whose_news
from memory.understanding._two_readings import with_both_days
from memory.understanding._two_troubles import two_troubles
from memory.understanding._typo_after import typo_said_first
from memory.understanding._undated_beside_doubt import undated_beside_doubt
from memory.understanding._undecided_move import undecided_move
from memory.understanding._unknown_occasion import unknown_occasion
from memory.understanding._unreached import retry_later, without_unreached
from memory.understanding._visit_done import visit_done, visit_then_clean
from memory.understanding._vowed import vowed_as_promised
from memory.understanding._wait_then import waits_then
from memory.understanding._waived import waived
from memory.understanding._wanted import wanted
from memory.understanding._wanted_by_then import part_wanted_first
from memory.understanding._wanted_done import wanted_done
from memory.understanding._wants_to_see_me import wants_to_see_me
from memory.understanding._week_list import week_listed
from memory.understanding._well_wishes import well_wished
from memory.understanding._while_away import without_own_absence
from memory.understanding._whose_people import only_owner
from memory.understanding._worn_parts import worn_part
from memory.understanding._wrong_then_right import wrong_then_right
from memory.understanding.intents import (
    CancelCommitment,
    CompleteCommitment,
    CorrectValue,
    DayAlone,
    Intent,
    MoveCommitment,
    NewCommitment,
    OpenEpisode,
    Question,
    ResolveEpisode,
    StateClaim,
    Unclear,
)
from memory.understanding.timex import Precision, find_spans, find_windows, has_date_words
from memory.words import content_words


def extract(text: str, *, now: datetime, tz: ZoneInfo, date_order: DateOrder | None = None) -> list[Intent]:
    """Every intent in ``text`` (a chat message sent at ``now`` by a user in ``tz``, who writes
    numeric dates in ``date_order`` when it is known: see :mod:`._date_order`)."""
    typed, text = text, scots_as_english(text)  # "need tae send it the morra": "need to send it tomorrow"
    text = pidgin_as_english(text)  # "send him da invoice", "da probe stay broken": "the invoice", "is broken"
    text = no_as_not(text)  # "he's in St Aubin no St Helier": "…, not St Helier"
    text = day_said_loosely(text, now=now, tz=tz)  # "naw he says wednesday now": "wednesday now"
    # "…, fix it" after a correction: the correction alone; "I cooking fuh the crew": "I'm cooking"
    text = am_restored(without_fix_request(text))
    with read_in(date_order):
        found = _extract(text, now=now, tz=tz)
        if not found and (asked := request_first(emoji_as_comma(text))) != emoji_as_comma(text):
            # "flowers for mum on march 8 🌷 dont let me forget": read as nothing, the thing not to forget
            found = _extract(asked, now=now, tz=tz)
        found = changed_hands_on(found, text, now=now, tz=tz)  # "the van's Ruairi's now, sold it to him yesterday"
        found = elided_noun(found)  # "Tomasz is doing the north side flyers and i'll do the south side"
        found = undated_beside_doubt(found, now=now, tz=tz, text=text)  # "parents evening is 12/11, must book a slot"
        unread = not found or any("✅" in getattr(i, "topic", "") for i in found)
        if unread and (said := mark_then_more(text)) != text:
            found = _extract(said, now=now, tz=tz)  # "Jaden dentist ✅ no cavities": the tick ends the report
        if not found:  # "whiteboards came today", read as nothing else: the order is in
            found = arrived_alone(text, _Ctx(now=now, tz=tz, lowercase=text == text.lower())) or []
        if not found and (day := day_alone(text, now=now, tz=tz)) is not None:
            found = [DayAlone(day)]  # "tmrw" sent after "remind me to call the lab": the day of the to-do before
        found = unsure_moves(found, now=now, tz=tz)  # "4/11 instead": 4 November or 11 April?
        found = reminder_asked(found, text)  # "the car's MOT is due on the 12th, remind me": kept, not offered
        found = name_said_after(found)  # "vet's email is ospanov.vet@mail.kz. Dr Ospanov i mean": Dr Ospanov's email
        return as_typed(with_both_days(found, now=now, tz=tz), typed)  # "the fale steps"


def _extract(text: str, *, now: datetime, tz: ZoneInfo) -> list[Intent]:
    """:func:`extract` in the order the reader has."""
    intents: list[Intent] = []
    person: str | None = None  # the person the message last named, for a later "her"/"him"
    said: list[str] = []  # the sentences before, for "I met Ana. Kofi's her new manager"
    unread: list[tuple[str, _Ctx]] = []  # sentences that read as nothing, asked about below
    # "monday again tomorrow... wait no it's tuesday lol", "test test 1 2 3": small talk
    if day_musing(text) or reminiscing(text) or trying_the_line(text) or coping(text):  # "I'll survive somehow"
        return intents
    if asks_after_me(text):  # "how are you", "hru", "how was your weekend": chat, nothing asked of memory
        return intents
    if regretting(text):  # "should've taken the 7am flight honestly, the 10am one got delayed"
        return intents
    if held_a_moment(text):  # "hang on, finding my keys": what the user is at, said to whoever waits
        return intents
    text = without_hold_on(text)  # "hang on, need to find my keys": the need
    text = closure_said_bare(text)  # "office closed on the 24th": as "the office is closed on the 24th"
    # "in 6 hours get up and drive Ciarán to the airport, clocks go forward tonight mind": the drive, in 6 hours
    text = without_getting_up(without_clocks_aside(text))
    if busy_venting(text) or clocks_change(text):  # "crazy monday, month end close + kids + dentist, send help lol"
        return intents  # "clocks spring forward mar 12, gonna be a zombie": a calendar day, nobody's to-do
    if laughing_at(text) or chat_aside(text):  # "haha Bea's jokes in standup today 😂", "mon is gonna hurt"
        return intents
    if life_sign_off(text):  # "grading essays at midnight, teacher life 🙃": how the days go, signed off
        return intents
    if my_day(text):  # "running late, jammed in traffic", "phone's on 2% again, classic": the day as it went
        return intents
    if others_trouble(text):  # "my tita in Batangas says her ref is broken, she'll just buy a new one"
        return intents
    if forecast_told(text):  # "blizzard coming in tonight, everyone stay inside": weather, nobody's to-do
        return intents
    text = subject_said_once(text)  # "my wife she is working now at X": "my wife is now working at X"
    text = kin_named(text)  # "Askar's wife Gulmira is the new accountant": "Gulmira is the new accountant"
    text = without_own_absence(text)  # "from matariki Timur is acting manager while I'm home in NZ": the fact
    text = without_track_request(text)  # "hey can u track smth for me - the passports expire in may, …"
    text = without_keep_request(text)  # "Sardana's allergic to penicillin pls remember that if she …"
    text = week_listed(text)  # "this week: mon gym, tue call accountant": a line a day, in that week
    text = without_plan_heading(text)  # "so the plan for this wk: mon - finish slides, tues - …": the days' lines
    text = without_note_label(note_label_first(text))  # "note to self: passport expires in march, renew it", or
    # the label said last ("bird-ringing kit packed thurs by 10, note to self"): what the note says
    text = heard_of_thing(text)  # "Jen from HR says the offsite is now on the 22nd": the offsite, moved
    text = moved_then_day(text)  # "Ludovic pushed the delivery back, in 2 wks now": "… back to in 2 wks"
    text = plan_dropped(text)  # "binned the idea of the second thermal camera": "cancel the second thermal camera"
    text = call_as_change(text)  # "the dentist rang, pushed ella to mon": the dentist moved ella's
    text = raised_by(text)  # "landlord's putting the rent up to 1400 from feb": the rent is going up
    text = date_said_for(text)  # "accountant says jul 25 for the tax docs": wants them by jul 25
    text = renewed_due(text)  # "library books - renewed online, now due the 26th": the books, due then
    text = run_on_dated(text)  # "grandma arriving sat 11am need to make up the spare room b4 then": the comma
    text = exclaimed_circumstance(text)  # "moving house on the 19th!! need to book a van": by the 19th
    text = vowed_as_promised(text)  # "committed to Noor that I'd …", "gave Lena my word I'd …": promised them
    text = tried_as_planned(text)  # "will try and get the invoices done over the weekend": get them done
    text = spelt_out(text, tz)  # "by 1.2." in Berlin: a date, before the splitter takes its dot for a full stop
    text = settled_after_dots(text)  # "… before tax day... let's say by 4/10": one sentence, the date settled on
    text = promised_after_due(text)  # "Q1 board deck is due 3/30, I'll put it together": need to put it together
    text = lent_sum(text)  # "lent Tomas 50 quid, he'll pay me back fri": Tomas owes me 50 quid
    text = promised_back(text)  # "Ibrahim owes me the lens, promised it back by weds": to return it by weds
    text = promised_thing(text)  # "quote for the bakery - promised them by thurs": promised them the quote
    text = typo_said_first(text)  # "Bea's new number is 07700 900124 sorry typo": "sorry typo, Bea's …"
    text = wrong_then_right(text)  # "email's wrong, it's ana@acme.io": "no, email is ana@acme.io"
    text = came_and_did(text)  # "the mechanic came and fixed the generator": "the mechanic fixed the generator"
    text = asker_dropped(text)  # "Dayane asked to make it 11": "make it 11"
    text = suited_day(text)  # "no no, thursday is better for the scrubs": "no no, thursday for the scrubs"
    text = told_then_news(text, lambda news: _opens_issue(news, now=now, tz=tz))  # "told X, the boiler is broken"
    text = thing_said_after(text, lambda said: _opens_issue(said, now=now, tz=tz))  # "its dead, the printer"
    text = question_then_ask(text)  # "swap my sat shift w/ Grace?? need to ask her": ask Grace re …
    text = coming_said_of_them(text)  # "called the fridge guy, coming thurs arvo": they're coming
    text = ready_as_collect(text)  # "fri the passport is ready to collect": collect the passport fri
    text = ordinal_led(without_emphatic_tag(text))  # "the 31st the insurance runs out, renew it so I do"
    text = everyday_facts(text)  # "new landlord is called Graham, number 07700 900123": name, then number
    text = contact_noted(text)  # "new client: Brightwave, contact is Oliver Shaw": Brightwave's contact
    text = moved_from_then_now(text)  # "Anh moved over from Data, she's on Growth now": from Data to Growth
    text = ahead_of(text)  # "remind me 2 days before xmas to wrap presents": the to-do, then when
    text = scheduled_present(text)  # "Emin does the pickup fri": "Emin is doing the pickup fri"
    text = role_aside(text)  # "Mercedes (my accountant) needs …": "Mercedes is my accountant. Mercedes needs …"
    text = forgotten_then_done(text)  # "forgot to call the dentist!! tmrw": "call the dentist tmrw"
    text = assent_said(text)  # "consider it done, i'll book it today": "will do, i'll book it today"
    text = yes_with_time(text)  # "X asked me to clean her condo thurs, told her yes 10 o'clock": at 10
    text = without_day_itself(text)  # "tomorrow itself i will collect the photos": tomorrow
    text = read_as_past(text)  # "read thru Kwame's chapter, sent him notes": went through it
    text = paid_person(text)  # "done, Renée's paid back": paid Renée back
    text = done_too(text)  # "power company done, mail redirect too": the mail redirect done as well
    text = retry_later(text)  # "tried calling Rekha, will try again tmrw": "call Rekha tmrw"
    text = emoji_as_comma(text)  # "renew my license 🚗 its expiring end of month": "…, its expiring …"
    text = due_said_after(text, now=now, tz=tz)  # "draft X over the weekend, it's due mon": "draft X by mon"
    text = recurrence_last(text)  # "every monday i need to submit X": "i need to submit X every monday"
    text = period_before_day(text)  # "covering my class tmrw period 3": "… class period 3 tmrw"
    text = shift_hours(text)  # "night shift sat 7-7": "night shift sat 7pm-7am"
    text = plain_move(text)  # "the meeting change to the 16": "the meeting changed to the 16th"
    text = reminder_hour(text, now=now, tz=tz)  # "trash goes out tonight, remind me at 11": at 11 tonight
    text = obliged_move(text, now=now, tz=tz)  # "need to move dentist to next wed": the move
    text = forget_not_then(text)  # "must not forget the gift, order it by mon": "need to order the gift by mon"
    text = state_as_deed(text)  # "gotta be moved out by then": gotta move out by then
    text = dated_thing_comma(text, now=now, tz=tz)  # "gas bill 14/4, pay it": "gas bill 14/4 - pay it"
    text = thing_then_verb(text, now=now, tz=tz)  # "flights to lisbon, book by end of feb": book them then
    text = deadline_headed(text, now=now, tz=tz)  # "25/11 deadline for the forms, gotta submit mine": "… is the …"
    text = day_headed(text, now=now, tz=tz)  # "2 dec — Marjorie's bday, buy her a cake": "2 dec is …, …"
    text = plan_after_day(text)  # "thurs is nevruz, i'm bringing baklava": need to bring it (then)
    text = outstanding_then(text)  # "water bill still outstanding - pay by the 25th": pay the water bill then
    text = for_delivery(text, now=now, tz=tz)  # "order the tiles, delivery wed": order them for delivery wed
    text = without_reach_note(text)  # "i'll be out on the boat all wed, no signal": where the user is, no outage
    text = due_for_its(text, now=now, tz=tz)  # "the car's due for its MOT on the 3rd": the car's MOT is due then
    text = away_for(text, now=now, tz=tz)  # "Zilda on leave from thursday, 3 weeks": "… until 12 August"
    text = date_restated(text, now=now, tz=tz)  # "… by end of the year, so that's tonight then": by end of the year
    text = timed_items(text, now=now, tz=tz)  # "tmrw 7am pick up X, 11am lunch w/ Pacha": each at its time
    text = listed_hours(text, now=now, tz=tz)  # "tmrw: gym 6am, standup 9": standup at 9
    text = rethought(text, now=now, tz=tz)  # "call the bank tmrw, no wait thursday": due thursday
    text = put_back(text, now=now, tz=tz)  # "call mum - not tonight, tmrw": "call mum tmrw instead"
    text = deed_day_put_right(text, now=now, tz=tz)  # "oh no, I started them on tuesday not monday": no, it was …
    text = now_not(text, now=now, tz=tz)  # "the office move is now jan 15 not jan 8": "…jan 15, not jan 8"
    text = not_day_first(text, now=now, tz=tz)  # "not sun, mon the meeting": "the meeting is mon not sun"
    text = verb_said_once(text, now=now, tz=tz)  # "call the bank tmrw and the dentist": "…, call the dentist"
    text = lead_said_once(text, now=now, tz=tz)  # "remind me mon abt X and wed to Y": "…, wed remind me to Y"
    text = military_clock_last(text, now=now, tz=tz)  # "monday week BLS class 0800": "… class at 0800"
    text = day_is_event(text, now=now, tz=tz)  # "next fri is the dentist at 3": "next fri the dentist at 3"
    text = hired_as(text)  # "hired Rohan as backend dev, he joins on jan 4": "Rohan is our new backend dev, …"
    text = contact_is(text)  # "Tom's number 0161 496 0321": "Tom's number is 0161 496 0321"
    for sentence in _sentences(text):
        ctx = _Ctx(now=now, tz=tz, lowercase=sentence.lowercase)
        # "Ana starts on the 3rd, set up her laptop by then": the date said before
        sentence = replace(sentence, text=ordinal_label(dated_back(sentence.text, " ".join(said), ctx)))  # "the 1st: …"
        reported = dated_by_report(intents, sentence.text, ctx)  # "… for the invoice. he promised it by fri"
        if reported is not None:
            intents = reported
            said.append(sentence.text)
            continue
        visited = visit_then_clean(sentence.text, ctx)  # "chimney sweep came and went, flue's spotless"
        read = [(intent, sentence.text) for intent in visited] if visited else _extract_sentence(sentence, ctx)
        read = rebooked(read, sentence.text, ctx)  # "dentist cancelled on me, rebooking …"
        read = opening_date_shared(read, sentence.text)  # "from the 1st Irfan is PO and reports to Mel": both
        read = without_dating_occasion(read, sentence.raw)  # "the hearing is fri, prep the file by then": the file
        read = its_thing(read)  # "the budget for the reef cleanup is 12k and Sofia owns it": the reef cleanup
        read = gifts_for_each(read, sentence.text, ctx)  # "Bea's bday sat & Leo's wedding sun, need gifts for both"
        read = something_for_their_day(read, sentence.text, ctx)  # "Dad's birthday is the 19th, get him something"
        read = put_off(read)  # "cancel the dentist, i'll do it in jan": the dentist, moved to january
        read = away_then_moved(read)  # "broker's off till wed, call him then": the call with him, moved
        if not read and person and not sentence.question:  # "Kofi's our new office manager. He'll sort…"
            # "Isla is now head chef. she prefers saturdays off": a fact said of whom the one before was about
            about = [i for i in intents if isinstance(i, StateClaim) and i.subject == person]
            typed = replace(ctx, lowercase=ctx.lowercase and person.islower())  # the name as typed before
            read = [(intent, sentence.text) for intent in _clause([person], sentence.text, typed, about or None)]
        if not read and not person and said and not sentence.question:
            # "sent the menu to anika. she's chef now", "called the broker. he'll send the forms tmrw"
            heard = only_name(said) or lowercase_recipient(said[-1]) or reached_role(said[-1])
            heard = heard or (reached_firm(said[-1]) if _THEY.match(sentence.text) else None)  # "called the insurer."
            theirs = promised_of(heard, sentence.text, functools.partial(_statement, ctx=ctx), reached_about(said[-1]))
            read = [(intent, sentence.text) for intent in theirs]
        if not read and not sentence.question:  # "chimney sweep came and went, all clean now": a visit, done
            read = [(intent, sentence.text) for intent in visit_done(sentence.text, ctx) or []]
        if not read and not sentence.question:
            unread.append((sentence.text, ctx))
        # "Leticia and Zainab both joined the board, email her …": facts of two people, no one "her" means
        subjects = {_named_person(i) for i, _ in read if isinstance(i, StateClaim)} - {None}
        for intent, clause in read:
            person = None if len(subjects) > 1 else person
            asked = which_person(intent, [], {p for p in subjects if p}) if len(subjects) > 1 else intent
            if asked is not intent:
                intents.append(asked)
                continue
            head = _before(clause, sentence.text)  # what the sentence says before the clause
            # "Kofi's her new manager": whose; "lunch w/ Akinyi fri, she's moved to Mombasa": the clause before
            # "jess moved teams, she's in platform now": typed in lower case, found by "she"
            named = person or only_name([*said, head]) or lowercase_name(head, clause, sentence.lowercase)
            named = named or (lowercase_recipient(head) if _PRONOUN_START.match(clause) else None)  # "emailed jess …"
            intent = resolved(intent, named)
            # "nadia's away, i'll ring her the monday after": the to-do with Nadia
            intent = with_name(intent, named, sentence.text)
            # "Tomasz is off from the 3rd so I must get the keys from him": the one person named before
            before = head or _before_action(intent, sentence.text)
            # "Elena's new mobile is …, text her the gate code": the name the words before open with
            # (or the sentence right before opens with: "Natalya's do is off, she's poorly. I'll send her flowers")
            said_to = subject_for(before, clause) or (subject_for(said[-1], clause) if said and not head else None)
            said_to = said_to if said_to and _named_object(intent, said_to) else None
            # "sent Emre the offer 🎉 also need to brief him …": the one person named where a to-do was done
            worked_with = only_name(said) if intents and all(isinstance(i, _DONE_KINDS) for i in intents) else None
            intent = _with_counterparty(intent, person or only_name([before]) or said_to or worked_with, clause)
            if isinstance(intent, NewCommitment) and intent.owner != "me":  # "Jorge said he'll send her …": not Jorge
                intent = _with_counterparty(intent, other_named(intent.owner, intents, [*said, before]), clause)
            intent = named_firm(intent, head)  # "ordered from Kwik Fit, chase them fri"
            intent = instead_of(intent, clause, intents, ctx)  # "scrap the drinks; let's do lunch instead"
            intent = unanchored(intent, head, ctx)  # "… before then": the day said before, else asked
            # "cancel gym by 12/31": a to-do, not a to-do dropped; "cancel the Spotify family plan" alone: a note
            # "cancel the gym membership and book a physio appt": alone among new to-dos, a note too
            changes = sum(not isinstance(i, NewCommitment) for i, _ in read)
            intent = deadline_cancel(intent, clause, ctx, alone=changes <= 1)
            # "thurs …, and … by 2"; "fri: gym at 6, drinks at 8": a list's day heading, said before each item
            heading = f"{sentence.label}: " if sentence.listed and sentence.label else ""
            intent = shared_day(intent, heading + head, clause, intents, ctx)
            intent = offered_on_day(intent, heading + head, clause, intents, ctx)  # "… tmrw then swim at 4"
            intent = after_event(intent, clause, intents, ctx)  # "gig sat 8pm, book taxi home at 11": sat 23:00?
            intent = clock_on_said_day(intent, heading + head, clause, intents, ctx)  # "… arriving thurs, pick up at 2"
            intent = pronoun_move(intent, sentence.text)  # "…, make it wed": the to-do just talked about, re-dated
            intent = wanted_named(intent, head, clause)  # "she wants the annex, i'll get her that"
            # "truck 9 needs brakes, book it in"; "rubbish sorted. Dan will weigh it sat": the sentence before
            intent = thing_named(intent, head or sentence_before(said), clause)
            intent = event_of_thing(intent, sentence.text)  # "ordered new tyres, fitting on sat": the tyres' fitting
            # "i'll finish the brochure by tues and Airam will print it weds": the brochure
            intent = object_named(intent, intents)
            intent = passed_on(intent, intents)  # "finish Q4 review + send to Marta": send Q4 review to Marta
            intent = done_thing_named(intent, intents)  # "sent the contract to Priya, she'll sign by thurs"
            intent = worked_on(intent, head or _before_action(intent, sentence.text))  # "starting on the deck, …"
            # "boiler's broken, booked a plumber for thurs"; "moving on the 19th!! van booked for 8am"
            intent = booked_ahead(intent, head, clause, intents, ctx, message=" ".join(said))
            # "… so ill get them then": the same, unless named before; never a to-do this message just
            # made ("mon: 8am drop car at garage, 5pm collect it" moves no drop-off to 5pm)
            intent = intent if _dated_todo_made(intents) else fetched_then(intent, sentence.text)
            # "mark's bday is the 14th, get a card": for Mark, by the 14th
            intent = for_occasion(intent, [*intents, *(i for i, _ in read)], ctx)
            intent = on_event_day(intent, heading + head, intents, ctx)  # "22/11 the assessor comes, tidy up first"
            if isinstance(intent, NewCommitment) and intent.counterparty:  # "send him the Q3 numbers": "send Omar …"
                intent = replace(intent, action=named_object(intent.action, intent.counterparty))
                # "i promised Dinh i'd call him back": "call Dinh back"
                intent = replace(intent, action=promised_named(intent.action, intent.counterparty, clause))
                # "Miss Solomon asked me to clean her condo": "clean Miss Solomon's condo"
                intent = replace(intent, action=titled_possessive(intent.action, intent.counterparty))
            person = _named_person(intent) or person
            if intent not in intents:
                intents.append(intent)
        said.append(sentence.text)
    if intents:
        # "plate sticker renewed. the check engine light came on again tho": the sentence beside
        # one that was read is asked about on its own when it shows a sign of an intent (a message
        # that read as nothing at all is the "never silent" net's, which asks about it whole)
        for sentence_text, ctx in unread:
            intents.extend(intent for intent in unread_clause(sentence_text, ctx) if intent not in intents)
    whole = _Ctx(now=now, tz=tz, lowercase=False)
    # "the scan is off, Sian's sick. next week sometime": put off, not called off (asked when it is now)
    intents = put_off_later(intents, [sentence_text for sentence_text, _ in unread], whole)
    # a day shared from a to-do asked about past midnight ("tmrw finish the slides and email the deck
    # to Dana") is asked about too, so both are one question (:func:`memory.asks.merge_offers`)
    intents = it_said_next(intents)  # "VAT return is due end of next month. i need to file it": one to-do
    intents = owed_said_again(intents)  # "Jo lent me 20 quid, gotta pay her back": one to-do
    intents = without_asked_twice(intents)  # "the car needs washing, do it tmrw": no question beside the to-do
    intents = without_leftover_dates(intents, whole)  # "finish X by oct 20 or HR will chase me": due oct 20
    intents = without_day_as_object(intents, text)  # "so I'll take the 9th": the 9th's what?
    intents = without_unreached(intents, text)  # "rang Tariq twice, no answer": no call done
    intents = unsettled(intents, text)  # "slide deck isn't finished", "deck might slip to mon": nothing changed
    intents = off_as_reason(intents, text)  # "cancel the flights thing, trip's off": one cancellation
    intents = without_taken_over(intents)  # "forget the DJ, Sami's doing the playlist": why it is off
    intents = without_declined(intents, text)  # "Ruslan asked me to cover his shift, told him no way"
    intents = without_departure(intents)  # "Arnav left the data team and switched to platform": one move
    intents = role_and_place(intents)  # "Amara is branch manager in Genoa": her role, and where she is
    intents = org_contacts(intents)  # "Sunil is our contact at Tata": Tata's contact
    intents = mine_beside_mine(intents, text)  # "new email: x@y.es — and i prefer whatsapp": the user's email
    intents = unnamed_pair(intents, text.strip())  # "Mr Taufa's GP is Dr Fong now, … his … her": told apart
    # "Maritza and Fernanda are both on the trip, i'll email her …": which of them?
    intents = [which_person(intent, [_before_action(intent, text) or text]) for intent in intents]
    intents = whose_news(intents, text)  # "Dasha and Lena started, she's the team lead": which of them?
    return after_midnight(intents, whole)


# what a sentence before says of a to-do's life (done, moved, dropped): the person it names is whom
# the user works with, and a "him" after it is that person
_DONE_KINDS = (CompleteCommitment, CancelCommitment, MoveCommitment)


def _opens_issue(text: str, *, now: datetime, tz: ZoneInfo) -> bool:
    """Whether ``text`` read alone opens an issue and says nothing else ("the boiler is broken")."""
    found = _extract(text, now=now, tz=tz)
    return bool(found) and all(isinstance(i, OpenEpisode) for i in found)


def _before(clause: str, text: str) -> str:
    """What ``text`` says before ``clause`` (nothing when the clause was rewritten)."""
    head, found, _ = text.partition(clause)
    return head if found else ""


def _before_action(intent: Intent, text: str) -> str:
    """What ``text`` says before a to-do's action, for a to-do read from the whole sentence
    ("Mei Ling joined finance today, set up her login tmrw": "Mei Ling joined finance today")."""
    return _before(intent.action, text) if isinstance(intent, NewCommitment) else ""


# "them" names a person only as whom a thing goes to ("send them the deck", "email it to them"): as the
# thing done ("Sione will send the tender docs, I'll review them") it is the things said before
_PRONOUN = re.compile(
    r"\b(?:her|him)\b|\b(?:to|for|with)\s+them\b|\bthem\s+(?:the|a|an|my|our|his|her|their|some|back)\b",
    re.IGNORECASE,
)

# "promised him I'd send…", "owe her the figures": the promise is to a person named before
_PROMISED_PRONOUN = re.compile(r"\b(?:promised|told|owe|assured)\s+(?:her|him|them)\b", re.IGNORECASE)
# "Chioma moved to Nairobi", "hugo@x.io, send him the NDA": a person
_TITLE = re.compile(r"^(?:mr|mrs|ms|miss|dr|prof)\.?\s+(?=\S)", re.IGNORECASE)  # "Mrs. Okafor" names a person
_PERSON_PREDICATES = frozenset({"role", "location", "team", "phone", "email", "address", "status", "preference",
                                "employer",
                                # a person's own days: "Mia's last day is the 26th, get her a card by then"
                                "last day", "first day", "birthday", "start date", "leaving date", "retirement"})


def _named_person(intent: Intent) -> str | None:
    """The person a statement is about: whose role or whereabouts it states, or whom a
    promise is to."""
    if (
        isinstance(intent, (StateClaim, CorrectValue))  # "correction: Aiko is head of research. I'll send her …"
        and intent.predicate in _PERSON_PREDICATES
        and intent.subject.lower() not in ("me", "i")
        and _TITLE.sub("", intent.subject).split()  # a correction may name no subject ("other way round")
        and _NAME_WORD.match(_TITLE.sub("", intent.subject).split()[0])
    ):
        return intent.subject
    if isinstance(intent, NewCommitment):
        return intent.counterparty or (intent.owner if intent.owner.lower() not in ("me", "i") else None)
    if isinstance(intent, StateClaim) and intent.predicate in _HELD and _NAME_WORD.match(intent.value.split()[0]):
        return intent.value  # "Naledi is taking over the Dlamini matter, need to brief her": Naledi
    if (
        isinstance(intent, StateClaim)
        and intent.subject == "me"
        and SERVICE_ROLE.search(intent.predicate)
        and _NAME_WORD.match(intent.value.split()[0] if intent.value.split() else "")
    ):
        return intent.value  # "our accountant is Ruth Hale, her email is …": Ruth Hale
    if (
        isinstance(intent, StateClaim)
        and intent.predicate.lower() in KIN_WORDS
        and intent.value.split()
        and _NAME_WORD.match(intent.value.split()[0])
    ):
        return intent.value  # "Mr Jones's daughter is Karen, her number is …": Karen, named last
    if isinstance(intent, CompleteCommitment) and intent.action == "reply" and intent.by and _TITLE.match(intent.by):
        return intent.by  # "mrs patel rang, told her id pop round": who called, by a title however typed
    return None


# predicates whose value is the person who holds the thing ("Daniel is the decision maker for X")
_HELD = frozenset({"owner", "decision maker", "decision-maker", "point of contact", "main contact", "contact person",
                   "approver"})  # fmt: skip


# "i promised him …" typed in lower case: "him" read as a name the counterparty, put as the one named before
_PROMISED_TO_PRONOUN = frozenset({"him", "her", "them"})


def _with_counterparty(intent: Intent, person: str | None, clause: str) -> Intent:
    """ "Maya is now CFO. I'll send her the memo": a promise that names its counterparty only
    by a pronoun (in its action, or as whom it was promised to) is to the person the same
    message named before it (also in a to-do recap asks about)."""
    if isinstance(intent, Unclear) and intent.proposal is not None:
        proposal = _with_counterparty(intent.proposal, person, clause)
        return replace(intent, proposal=proposal) if isinstance(proposal, NewCommitment) else intent
    if isinstance(intent, MoveCommitment) and isinstance(intent.otherwise, NewCommitment):
        # "I'll send her flowers tomorrow instead": a to-do moved if one is kept, else new, to her all the same
        return replace(intent, otherwise=_with_counterparty(intent.otherwise, person, clause))
    if (
        isinstance(intent, NewCommitment)
        and person
        and (intent.counterparty is None or intent.counterparty.lower() in _PROMISED_TO_PRONOUN)
        and person != intent.owner  # "Maya is on the slides, she'll have them done": hers, to no one
        and (_PRONOUN.search(intent.action) or (intent.owner == "me" and _PROMISED_PRONOUN.search(clause)))
        and not _OWN_PRONOUNS.match(intent.action)
    ):
        return replace(intent, counterparty=person)
    return intent


# "pay Dani her 15", "give Sam his keys back": a "her"/"his" right after the name the to-do gives to is
# that person's, never someone the message named before
_OWN_PRONOUNS = re.compile(
    r"^(?:(?!\b(?:her|him|them)\b).)*?\b(?-i:[A-Z])[\w'\-]+\s+(?:her|his|their)\s+(?!\b(?:her|him)\b)"
    r"(?:(?!\b(?:her|him)\b|\bthem\b).)*$",
    re.IGNORECASE,
)


def _named_object(intent: Intent, person: str) -> bool:
    """Whether ``intent`` is a to-do whose "him"/"her" is whom the thing goes to ("text her the gate
    code"), so the name is put in its action."""
    if isinstance(intent, MoveCommitment) and isinstance(intent.otherwise, NewCommitment):
        intent = intent.otherwise  # "I'll send her flowers tomorrow instead": new unless one is kept
    return isinstance(intent, NewCommitment) and named_object(intent.action, person) != intent.action


# "remind me what jo's number is", "tell me who runs sales now": a question, asked through a request
_ASKED_AFTER = re.compile(r"^(?:remind|tell)\s+me\s+(?P<q>(?:what|who|where|when|how)\b.+)$", re.IGNORECASE)
# a question asked inside a request keeps the order of a statement: "what jo's number is" asks "what is …"
_EMBEDDED_DOES = re.compile(
    r"^(?P<wh>where|when|what|who)\s+(?P<who>(?-i:[A-Z])[\w'’-]*|my\s+\w+|\w+'s\s+\w+)\s+(?P<verb>(?:liv|work|stay|start"
    r"|leav|report|charg|earn|driv|us|lik|want|need)e?)s\b(?P<rest>.*)$",
    re.IGNORECASE,
)
_EMBEDDED = re.compile(r"^(?P<wh>what|who|where|when|how)\s+(?P<rest>.+?)\s+(?P<v>is|are|was|were)$", re.IGNORECASE)

_Form = Callable[[str, _Ctx], list[Intent] | None]
# the forms that read a to-do done or a thing in its finished state: never of news to pass on
_DONE_FORMS = frozenset({_done, result_state, passed_check, settled_status, lc_done, their_done, owner_did})
_FUTURE = re.compile(r"\b(?:will|'ll|gonna|going\s+to)\b", re.IGNORECASE)


def _statement_forms(clause: str, detail: str, ctx: _Ctx) -> list[Intent]:
    """The forms, most specific first; the first that fits the clause wins."""
    return list(_forms_read(clause, detail, ctx, ctx.now.tzinfo))


@per_message
@functools.lru_cache(maxsize=1024)
def _forms_read(clause: str, detail: str, ctx: _Ctx, _zone: tzinfo | None) -> tuple[Intent, ...]:
    """:func:`_statement_forms`, memoised: one message tries the same clause and detail several
    times (a run-on message's cuts share the words after its comma). ``now``'s zone is part of
    the key, as two datetimes of one instant in two zones compare equal."""
    return tuple(_forms_in_order(clause, detail, ctx))


def _forms_in_order(clause: str, detail: str, ctx: _Ctx) -> list[Intent]:
    if people_about(clause):
        return []  # "…, parking wardens out today": why, not an outage nor a thing sent
    unsaid = None if detail else tried(change_unsaid, clause, ctx)  # "the vet changed his number": to what?
    if unsaid:
        return list(unsaid)
    sore = tried(ailment, clause, detail)  # "my knee is playing up again", "back feels fine now": a health complaint
    if sore:
        return sore
    which = either_person(f"{clause}, {detail}" if detail else clause)  # "either Orry or Illiam has the key": asked
    if which:
        return which
    restored = tried(dropped_be_fact, clause, ctx, detail, _facts)  # "rent going up to 1450 from jan": "is" dropped
    restored = restored or tried(got_new_fact, clause, ctx, detail, _facts)  # "got a new number for the vet: …"
    restored = restored or tried(said_of_thing, clause, ctx, detail, _facts)  # "our broadband is now with BT"
    restored = restored or tried(group_boss, clause, ctx)  # "the Adelaide team reports to Deepak": the team's manager
    restored = restored or started_on(clause, ctx)  # "Priya started on the 6th": her start date
    restored = restored or need_someone(clause, ctx)  # "need a babysitter for sat night": find one by then
    # "tomasz signed with Arup as a site engineer": his employer and role, never a to-do "tomasz" signed
    restored = restored or (as_role(clause, ctx, _facts) if " as " in clause else None)
    restored = restored or tried(worn_part, clause, ctx, detail, _episode)  # "truck 9's brakes are shot": an issue
    restored = restored or tried(running_late, clause, ctx, detail, lc_move)  # "dentist running late, now 4:30"
    restored = restored or tried(job_by, clause, ctx, _others)  # "Carlos is handling the setup by wed": his to-do
    restored = restored or their_charge(clause, detail, ctx)  # "Freya's on the hook for the demo script": hers
    restored = restored or planned_instead(clause, ctx)  # "I'll do the blog post tmrw instead": moved, else new
    restored = restored or tried(hour_instead, clause, ctx)  # "make the call w/ mum 9 instead": moved to 9
    restored = restored or tried(now_dated, clause, ctx, lc_move)  # "offsite planning now thurs": moved, no one plans
    restored = restored or redated_thing(clause, ctx)  # "login fix will be friday instead": the to-do moved
    restored = restored or reminded_day(clause, ctx)  # "remind me the bake sale is sat": the occasion, then
    restored = restored or tried(day_agreed, clause, ctx)  # "…, lets say friday for the estimate": moved
    # "every tues and fri 6am swim": the to-do, due the next of its days (asked about as a repeat)
    restored = restored or days_repeat(clause, ctx, lambda part: _statement(part, ctx))
    if restored:
        return restored
    forms: list[_Form] = [
        delegated,  # "told Sade she's handling the onboarding", "delegated the slides to Musa": theirs
        on_duty,  # "im on school run monday": do the school run then
        be_there,  # "need to be at the airport by 6am sat": be there then
        thing_goes,  # "the plumber quote needs to go to Dana by wed": send it to her
        relative_move, late_by, later, moved_alone, same_time, get_done, tailed_done, moved_first, _commitment,
        reminder, _move,
        goes_out, waived, cancelled_it, _cancel, settled_status,  # waived: "they waived the late fee"
        received, back_with, _done, result_state, passed_check, had_gathering, shared_promise, _todo,
    ]
    told = passes_on(clause)  # "tell jo the quote is ready": the news to pass on is no to-do done
    for form in forms:
        found = None if told and form in _DONE_FORMS else tried(form, clause, ctx)
        if found:
            return with_news(found, clause, ctx, detail)  # "paolo transferred to the makati branch"
    found = _episode(clause, detail, ctx)
    if found and not (_FUTURE.search(clause) and all(isinstance(i, ResolveEpisode) for i in found)):
        return found  # "Ben will call me back" promises a call; nothing it says is fixed yet
    # "i'm off work 21st-2nd jan": an absence over a range of days, from its first until its last
    facts = absence(clause, ctx) or _facts(clause, ctx, detail) or restated(clause, detail, ctx)  # "X has been V …"
    if facts and not any(isinstance(i, StateClaim) and _OBLIGED_VALUE.match(i.value) for i in facts):
        return facts  # (never "Dad's op is need to book time off for it": a to-do is no fact's value)
    # "Ines cancelled our lunch", "Tom sent the budget over": someone else's change, before the user's own
    # "Kemal is moving the standup to 10": their move
    # "call the landlord still to do": a to-do said again; "the plumber's coming fri at 9": their visit
    # "plumber coming mon between 8 and 12": a visit, before "come" as their promise
    # "Mo came and got his ladder": the return of it, before what Mo did as a to-do of his
    for form in (still_to_do, called_off, moved_by, coming_instead, their_move, fetched_own,
                 their_done, _promise_by_will, _planned,
                 their_visit, coming_from,  # "the plan's coming from Lukas thurs": his to send
                 _others, their_word, role_promise, lc_move, lc_cancel, lc_done, _imperative, _past_report, wanted,
                 wanted_done, owner_did, need_from, wants_to_see_me):  # "Rahul deployed the hotfix": his to-do done
        found = None if told and form in _DONE_FORMS else tried(form, clause, ctx)
        if found:
            return found
    return occasion(clause, detail, ctx) or []  # "dentist appt tues 3pm": an occasion, tried last


_OBLIGED_VALUE = re.compile(r"^(?:i\s+)?(?:need|needs|have|has|got|gotta|must|should)\s+(?:to\s+)?[a-z]", re.IGNORECASE)


def _their_promise(main: str, detail: str, ctx: _Ctx) -> list[Intent]:
    """The promise ``detail`` makes for the person ``main`` is about, when it has no subject of its
    own ("…, will send me the plan by fri"); [] when it reads as no promise of theirs."""
    theirs = their_follow_on([main], detail)
    if theirs is None:
        return []
    return [i for i in _statement(theirs, ctx) if isinstance(i, NewCommitment) and i.owner.lower() != "me"]


def _only_commitments(found: list[Intent]) -> bool:
    return bool(found) and all(isinstance(intent, NewCommitment) for intent in found)


def _date_aside(detail: str) -> bool:
    """ "say by the 15th", "ideally friday": a date said after the comma, not a to-do of its own."""
    return has_date_words(detail) and not _imperative_shape(detail)


def _date_asked(found: list[Intent]) -> bool:
    """Whether ``found`` is a to-do asked about for a date it cannot read ("…, say by 4/10" where
    4/10 reads both ways): the question, never the to-do kept without the date said after."""
    return bool(found) and all(isinstance(i, Unclear) and i.proposal is not None for i in found)


def _list_asked(found: list[Intent], detail: str) -> bool:
    """Whether ``found`` is one question about the date of a whole list of to-dos, the words after
    the comma (``detail``) among them (:func:`._commitment_intro._list_date_unread`)."""
    return len(found) == 1 and isinstance(found[0], Unclear) and found[0].proposal is None and detail in found[0].text


def _undated(found: list[Intent]) -> bool:
    """Whether ``found`` is to-dos without a date (kept, or offered in a question)."""
    return bool(found) and all(
        (isinstance(intent, NewCommitment) and intent.due is None)
        or (isinstance(intent, Unclear) and intent.proposal is not None and intent.proposal.due is None)
        for intent in found
    )


def _dated_todo_made(intents: list[Intent]) -> bool:
    """Whether ``intents`` (read so far from the message) made a dated to-do of the user's."""
    return any(isinstance(i, NewCommitment) and i.owner == "me" and i.due is not None for i in intents)


def _extract_sentence(s: _Sentence, ctx: _Ctx) -> list[tuple[Intent, str]]:
    """The intents of one sentence, each with the clause it was read from."""
    text = s.text
    if s.question and (asked := asked_move(text, ctx)):
        return [(intent, text) for intent in asked]  # "can we do it friday?": a request, not a question
    if s.question:
        surprise = surprised(s.raw, ctx)  # "jenkins fixed itself?? weird": a fix, said with surprise
        asked = surprise or asked_together(s, ctx, marked=True) or [_question(s, ctx)]  # "what's overdue or due soon?"
        return [(intent, text) for intent in asked]
    wish = well_wished(s.raw) if (said := well_wished(text)) is None else said  # "get well soon": nothing to keep
    if wish == "":
        return []
    text = wish or text  # "congrats to Ana on her promotion to VP": Ana got promoted to VP
    # "done", "did it", "✅", "called it off": the to-do the conversation was about
    bare = bare_done(s.raw.strip()) or tried(bare_cancel, s.raw.strip()) or tried(changed_mind, s.raw.strip())
    bare = bare or tried(let_lapse, s.raw.strip())  # "letting the gym lapse, not renewing": the gym's to-do
    bare = bare or tried(bare_move, s.raw.strip())  # "move that": to when?
    bare = bare or tried(bare_hour_move, text, ctx)  # "push the bank call to 2", "make that 7 w/ sizwe"
    bare = bare or asked_move(text, ctx)  # "can you make that monday", "let's do saturday instead"
    bare = bare or lead_redate(s.raw, ctx)  # "sun same time instead", "fri, payroll run late": the one just said
    bare = bare or bare_trouble(s.raw)  # "back up and running", "somethings wrong": the issue just talked about
    bare = [intent for intent in bare or () if not past_blip(intent, s.raw)]  # "drone crashed …, still works"
    if bare:
        return [(intent, text) for intent in bare]
    if kept_story(text):  # "Tavita promised us the best palusami ever and honestly he delivered"
        return []
    if idle(text) or idle(s.raw) or confirmed(s.raw) or typing_gripe(s.raw):  # "no, that's right", "ugh autocorrect"
        return []
    if hedged_move(text, now=ctx.now, tz=ctx.tz):  # "contract is gonna be late, prob tues": a guess, asked about
        return []
    text = without_reminder_request(text)  # "chase the quote thurs - set a reminder": the to-do alone
    told = _REMIND_THAT.match(text)  # "remind me that the gas man is coming on Thursday at ten": what is so
    if told and (stated := _statement(told["c"], ctx)) and not any(isinstance(i, Unclear) for i in stated):
        return [(intent, text) for intent in stated]
    text = without_owned_aside(text)  # "… uploaded by 10/15 and that's on me": whose, no part of the to-do
    agreed = cant_then(text, ctx)  # "garage can't do wed, now fri": the to-do with the garage moved
    agreed = agreed or rang_instead(text, ctx)  # "health visitor rang, she's coming fri instead": hers moved
    agreed = agreed or tried(day_agreed, text, ctx)  # "childminder said the 28th is fine": who said it names the to-do
    if agreed:
        return [(intent, text) for intent in agreed]
    ready = tried(ready_said, text, ctx)  # "garage says it'll be ready mon": the garage names the to-do
    if ready:
        return [(intent, text) for intent in ready]
    promised = tried(their_passive_promise, text, ctx)  # "landlord says the boiler will be fixed by fri": his
    promised = promised or their_sending(text, ctx)  # "Priya from HR said the offer letter goes out thurs": hers
    if promised:
        return [(intent, text) for intent in promised]
    repaired = found_fixed(text, ctx)  # "kwik fit said brake pads, all fixed now": the issue of the brakes over
    if repaired:
        return [(intent, text) for intent in repaired]
    wants = said_wanted(text)  # "finance says numbers by wed": what they want of the user, by then
    needed = tried(their_need, wants, ctx, lambda part: _statement(part, ctx)) if wants else None
    if needed:
        return [(intent, text) for intent in needed]
    text = without_hearsay(text)  # "hr says my start date is jan 5": the statement, not who passed it on
    together = asked_together(s, ctx, marked=False)  # "anything late or due this week": both parts
    if together:
        return [(intent, text) for intent in together]
    unmarked = _unmarked_question(s, ctx)  # "anything late", "is the wifi still down"
    if unmarked is not None:
        return [(unmarked, text)]
    if (
        _RECALL_IMPERATIVE.match(text) and not ((_REMIND.match(text) and _commitment(text, ctx)) or reminder(text, ctx))
        and not summary_owed(text, ctx)  # "recap the meeting notes for Dana by fri": the user's own to-do
    ):
        asked = _ASKED_AFTER.match(text)  # "remind me what jo's new number is": the question after it
        question = _EMBEDDED.sub(r"\g<wh> \g<v> \g<rest>", asked["q"]) if asked is not None else ""
        question = _EMBEDDED_DOES.sub(r"\g<wh> does \g<who> \g<verb>\g<rest>", question)  # "where Lee lives": does
        if question and (found := _question(replace(s, text=question), ctx)).kind != "recall":
            return [(found, text)]
        windows = find_windows(text, now=ctx.now, tz=ctx.tz)
        return [(Question("recall", None, None, windows[0] if windows else None, s.raw), text)]
    for said in made_so(text):  # "actually make the bakery thing 450 not 420": a correction, never a to-do
        made = [rename] if (rename := tried(renamed, said, ctx)) is not None else _correction(said, ctx)
        if made:
            return [(intent, text) for intent in made]
    rename = tried(renamed, text, ctx)  # "rename gym to swim", "it's the pricing deck not the budget deck"
    if rename is not None:
        return [(rename, text)]
    supplied = supplier_fact(text, ctx)  # "our feed comes from Unga now, not Kenchic": a change, not a correction
    supplied = supplied or place_hours(text) or None  # "the rec centre closes at 9pm": its hours, not a to-do
    # "Ms Pham isn't head of year 8 any more, Mr Boateng is"
    supplied = supplied or tried(taken_role, text, ctx, _facts)
    if supplied:
        return [(intent, text) for intent in supplied]
    corrected = _correction(text, ctx) or (after_fillers(s.raw) if text != s.raw.strip() else None)
    if corrected and _clause_as_value(corrected):
        # "ugh, Dave's laptop keeps freezing": an exclamation before a statement, not a value put right
        stated = _changed_because(text, ctx) or _statement(_after_marker(text), ctx) or _statement(text, ctx)
        corrected = stated or corrected
    if corrected and all(isinstance(i, CorrectValue) for i in corrected) and (rest := _after_marker(text)) != text:
        # "no wait vet is closed tmrw, do it sat": the marker opens why a plan changed and the change, no value
        # put right (read as one, "closed" was the vet's value corrected and the move was lost)
        stated = _extract_sentence(replace(s, text=rest, raw=rest), ctx)
        why = any(isinstance(i, StateClaim) for i, _ in stated)  # the state that led to it ("vet is closed tmrw")
        if why and any(isinstance(i, MoveCommitment | CancelCommitment | NewCommitment) for i, _ in stated):
            return stated
    if corrected:  # "sorry, meant monday — and Ortiz will sign it by weds": the correction, then the rest
        more = correction_then_more(text, _clauses(text), lambda c: _correction(c, ctx), lambda c: _statement(c, ctx))
        return more or [(intent, text) for intent in corrected]
    late = tried(past_due, text, ctx)  # "the VAT return was due on the 7th and I haven't filed it"
    if late:
        return [(intent, text) for intent in late]
    m = _CORR_PREFIX.match(text)
    if m:  # "actually, I'll send it Monday": the rest, read as a plain statement
        text = _day_changed((m["a"] or m["b"] or m["c"] or m["d"]).strip(), ctx)
    elif _OH_WAIT.match(s.raw):  # "oh wait the landlord wants it by the 28th": second thoughts, no to-do to wait
        text = _OH_WAIT.sub("", text, count=1) if text.lower().startswith("wait") else text
    # "conference cancelled so no hotel needed": the to-do that follows; "maya doesn't need the
    # report anymore so cancel that": one change
    replaced = cancel_then_book(text, lambda part: _statement(part, ctx))  # "cancel X and book Y instead by fri"
    if replaced:
        return replaced
    # "ordered a new router, arriving friday": the order done, before "ordered …" as a done with a tail
    because = tried(delivery, text, ctx) or _changed_because(text, ctx)
    if because:
        return [(intent, text) for intent in because]
    # "the school wants the form back by fri": the user's to-do, due then
    needed = tried(part_wanted_first, text, ctx)  # "Prof Tan wants the draft by thurs so need to finish §3"
    needed = needed or tried(their_need, text, ctx, lambda part: _statement(part, ctx))
    needed = needed or tried(arrival, text, ctx)  # "mum's flight lands 6:40 sat, LHR T5": an occasion
    needed = needed or bill_arrived(text, ctx)  # "gas bill came - 8400 yen, due the 20th": pay it by then
    needed = needed or pass_on(text, ctx)  # "tell Amara the demo's pushed to next week": the news to pass on
    if needed:
        return [(intent, text) for intent in needed]
    window = tried(between_dates, text, lambda part: _statement(part, ctx))  # "… between the 3rd and the 5th"
    if window:
        return [(intent, text) for intent in window]
    both = tried(both_changed, text, lambda part: _statement(part, ctx))  # "move the dentist to tues and the vet too"
    if both:
        return [(intent, text) for intent in both]
    gapped = gapped_pair(text, ctx, lambda part: _statement(part, ctx))  # "Bea owes me X by the 4th and Quim Y by …"
    # "i prefer email for invoices and phone for urgent stuff"
    gapped = gapped or gapped_preference(text, lambda part: _statement(part, ctx))
    # "remind me on the 1st to pay rent and on the 5th to pay the nanny"
    gapped = gapped or tried(dated_reminders, text, lambda part: _statement(part, ctx))
    if gapped:
        return [(intent, text) for intent in gapped]
    # "school run tmrw is mine, Dani's doing thurs"; "… and ill do wed"
    taken_turns = tried(turns, text, ctx, lambda part: _statement(part, ctx))
    taken_turns = taken_turns or tried(my_turn_after, text, ctx, lambda part: _statement(part, ctx))
    if taken_turns:
        return [(intent, text) for intent in taken_turns]
    fixer = on_it(text, ctx, lambda part: _statement(part, ctx))  # "sso broken again, Ming's on it, says fixed by eod"
    if fixer:
        return [(intent, text) for intent in fixer]
    troubles = two_troubles(text, lambda part: _statement(part, ctx))  # "garage door broken AND the car won't start"
    if troubles:
        return [(intent, text) for intent in troubles]
    now_at = moved_on(text, ctx)  # "grant's left the trust, hes at oxfam now": the employer now
    if now_at:
        return [(intent, text) for intent in now_at]
    # "Amparo's on the finance team now, manager's Leónidas": her manager
    after = attribute_after(text, lambda part: _statement(part, ctx)) if "," in text or ";" in text else None
    if after:
        return [(intent, text) for intent in after]
    listed = shopping_list(text, ctx) if ":" in text else shop_needs(text, ctx)  # "groceries: eggs, milk": offered
    if listed:
        return [(intent, text) for intent in listed]
    clauses = _clauses(text)
    if s.shared and len(clauses) > 1:  # "Lena will bring the salads, i'll do the bbq - all on sat": each one's
        clauses = [clause if has_date_words(clause) else f"{clause} {s.shared}" for clause in clauses]
    # "Ngozi will send the budget by wed and I'll review it by fri": each clause on its own
    found = _each_clause(labelled(clauses, ctx), ctx) if clauses != [text] else []
    found = _arrival_last(clauses, text, ctx) or found  # "…, and Mum lands sun 6pm so i'm picking her up"
    found = _stood_in(clauses, found, ctx) or found  # "maria's out sick today so I'm covering her 1:1s"
    # "Mum lands at 6 thurs, pick her up"
    dated = tried(arrival_then_todo, text, ctx, lambda part: _statement(part, ctx))
    dated = dated or occasion_then_todo(text, ctx, lambda part: _statement(part, ctx))  # "boxing day sale - buy …"
    # "dad's GP appt is wed 10:40, i'll take him": one to-do, take him to it then
    dated = dated or ((taken := taken_to_it(text)) is not None and _statement(taken, ctx)) or None
    dated = dated or sale_then_todo(text, ctx)  # "tix go on sale fri 10am, need to grab 2": grab them then
    dated = dated or tried(due_then_verb, text, ctx)  # "deposit for the wedding due the 3rd, pay it"
    dated = dated or tried(dated_then_it, text, ctx)  # "end of next month my press pass expires, renew it"
    dated = dated or tried(thing_needed_by, text, ctx)  # "quarterly report, need it done by fri"
    dated = dated or amount_then_todo(text, ctx, lambda part: _statement(part, ctx))  # "invoice is $2,400, send fri"
    dated = dated or circumstance_then_todo(text, ctx, lambda part: _statement(part, ctx))  # "no school fri - sort …"
    found = [(intent, text) for intent in dated] if dated else found
    if not found and not story(text):  # "Dave promised to fix the fence last year and never did"
        found = _report_then_more(text, [], ctx) or [(intent, text) for intent in _statement(text, ctx)]
        # "the printers broken again call the engineer tmrw": typed with no separator at all
        found = run_on_read(found, text, lambda cuts: _run_on(text, ctx, cuts))
        # "Hemi's off sick today so short a man on site": the report, what it means for the user no to-do
        found = found or [(i, text) for i in report_before_so(text, lambda part: _statement(part, ctx)) or []]
    if s.listed:
        found = [(intent, text) for intent in _item(text, [intent for intent, _ in found], s.label, ctx)]
    stepped = f"{s.label}: {text}" if s.listed and s.label else text  # "tmrw: haircut at 11, then groceries"
    found = in_steps(found, stepped, ctx, lambda steps: _each_clause(steps, ctx))  # "dentist tues 10am, then gym"
    if not found and not s.listed:  # "the printer - it's jammed again": the thing said, then its trouble
        found = its_faults(found, text, lambda part: _statement(part, ctx))
    if not found:  # signs of a to-do no form could read: ask rather than keep nothing silently
        found = [(intent, text) for intent in doubtful_todo(text, ctx)]
    elif not s.listed and not dated and power_said(text) is None:  # "load shedding from 2pm today": read whole
        # "ute's booked in for tues instead, and rang the school": no part unread
        read = [intent for intent, _ in found]
        named = {person for person in map(_named_person, read) if person}
        person = named.pop() if len(named) == 1 else None
        found += unread_parts(text, read, ctx, lambda part: _part_read(part, ctx), person)
        found = its_faults(found, text, lambda part: _statement(part, ctx))  # "fix the winch, it's jammed"
    found = _started_then(found, ctx)  # "Mere's working at the Anglo school, she started monday": there since monday
    found = without_reasons(found, text)  # "scrap the hoodies, budget's frozen": why, not an issue
    found = one_trouble(found, text)  # "kitchen sink's clogged, water wont drain": one issue
    found = fix_means(found)  # "checkout's behaving now, patch is live": how it got mended, no status kept
    found = without_fix_cause(found)  # "dishwasher's working again, the filter was clogged": why it failed
    # "half the shelves are up", "half the lights are back on": a part done or working again, no end yet
    found = [(i, c) for i, c in found if not (isinstance(i, CompleteCommitment) and part_done(c, i.action))]
    # "report half done": how far a job got, never a to-do "report half done"
    found = [(i, c) for i, c in found if not (isinstance(i, NewCommitment) and i.due is None and part_done(c))]
    # "care plans done for floor 1, floor 2 still to do": a part done, the rest of the same job still to do
    found = [(i, c) for i, c in found if not (isinstance(i, CompleteCommitment) and rest_left(text, c))]
    found = [(i, c) for i, c in found if not (isinstance(i, ResolveEpisode) and part_done(c, i.topic))]
    found = restated_todos(found, text)  # "Magnus owes me 2000 kr, he said he'd pay friday": one to-do, due friday
    found = [(put_right(intent, s.raw, ctx), clause) for intent, clause in found]  # "correction: X due mon"
    found = [(intent, clause) for intent, clause in found if not told_of_past(intent, clause, ctx)]  # "back in 2019 …"
    found = came_back_all(found, s.raw)  # "server crashed, back up and running now": over
    found = [(started_at_last(intent, s.raw), clause) for intent, clause in found]  # "genny finally started"
    found = [(for_the_day(intent, s.raw), clause) for intent, clause in found]  # "office closed on the 24th"
    found = plan_undated(found, s.raw, ctx)  # "her manager will be Pieter": from when?
    found = [(intent, clause) for intent, clause in found if not past_blip(intent, s.raw)]  # "… was down for 10 min"
    found = [(intent, clause) for intent, clause in found if not not_ours(intent, s.raw)]  # "…, not our problem"
    found = [(intent, clause) for intent, clause in found if not no_todo(intent, clause)]  # "coffee is life"
    found = [(intent, clause) for intent, clause in found if not only_degree(intent)]  # "…, absolutely knackered"
    found = [(intent, clause) for intent, clause in found if not day_of_days(intent)]  # "the 1st tue of next month is…"
    found = [(intent, clause) for intent, clause in found if not idle_plan(intent, s.raw)]  # "we should … sometime"
    found = [(intent, clause) for intent, clause in found if not is_news(intent, clause, s.raw)]  # "lakers play sat"
    found = [(intent, clause) for intent, clause in found if not hedged(intent, s.raw)]  # "…, we'll see"
    found = [(intent, clause) for intent, clause in found if not laughed_off(intent, s.raw)]  # "back's killing me lol"
    found = [(intent, clause) for intent, clause in found if not banter(intent, s.raw)]  # "owes me a dance"
    found = [(joked(intent, s.raw), clause) for intent, clause in found]  # "Keisha will send it friday lol"
    found = [(said_again(intent, s.raw), clause) for intent, clause in found]  # "… saturday like i said"
    found = [(repeating(intent, clause, ctx), clause) for intent, clause in found]  # "… every sunday": asked
    found = [(unknown_occasion(intent, clause), clause) for intent, clause in found]  # "… on her birthday": when?
    # "paid the electric bill, still need to do the water one": the water bill, paid
    found = [(one_of_kind_before(intent, [i for i, _ in found[:n]]), said) for n, (intent, said) in enumerate(found)]
    found = [(kind_asked(intent, clause, ctx), clause) for intent, clause in found]  # "the electric one's due …"
    found = [(undecided_move(intent, clause, ctx), clause) for intent, clause in found]  # "move X to 5/6": which?
    found = same_for(found, s.raw)  # "renewed the dog one, same for the fishing one": the fishing one renewed too
    found = without_bare_remember(found)  # "bins out on tuesdays, gotta remember": no to-do "remember"
    found = why_of_before(found, s.raw, ctx)  # "AWS bill is way over, need to check why": why it is over
    found = part_paid(found, s.raw)  # "kamau paid 5k, still owes 7k", the rest not kept: asked, not done
    found = lead_day_shared(found, s.raw)  # "yesterday Johan started at … and Maria moved to …": both then
    checked = unsure_dues(after_midnight([standing_time(intent) for intent, _ in found], ctx), ctx)
    return [(intent, clause) for intent, (_, clause) in zip(checked, found, strict=True)]


_SAID_BEFORE = re.compile(r"\b(?:it|them|that|this|those|these)\b", re.IGNORECASE)
# "oh wait" said before the words, with no comma (a to-do to wait is "wait for …", "wait till …")
_OH_WAIT = re.compile(
    r"^(?:oh+\s+)?wait\s+(?!(?:for|till|until|on|up|and|in|a|an|list|lists|time|times|staff|the\s+\w+\s+out)\b)(?=[a-z])",
    re.IGNORECASE,
)


def _part_read(part: str, ctx: _Ctx) -> list[Intent]:
    """What a part of a sentence left unread says on its own, read as a message of its own would
    be (what someone needs of the user too: "…, she wants the moodboards by the 10th" is "Aitana
    wants …", the user's to-do)."""
    said = _statement(part, ctx)
    if said or _SAID_BEFORE.search(part):
        return said  # "…, boss wants them by monday": the thing the words before named, theirs to read
    return tried(their_need, part, ctx, lambda p: _statement(p, ctx)) or []


def _changed_because(text: str, ctx: _Ctx) -> list[Intent]:
    """A change read over the whole sentence: with what led to it ("conference cancelled so no
    hotel needed"), someone else taking it on ("Deputy's running the assembly instead"), or a
    done report with how it went ("camp forms signed and back with the office")."""
    return (
        tried(mended_then_fine, text, ctx)  # "cleared space on the build server, all good": fixed (and done)
        or received(text, ctx, owned=False)  # "revised quote came through from Kenji": not "came through" done
        or tried(given_time, text, ctx)
        or tried(their_extension, text, ctx)  # "Aditi needs till the 17th for the logo files"
        or tried(knock_on, text, ctx) or _with_fix(no_need(text, ctx), text, ctx) or tried(their_no_need, text, ctx)
        or _because(text, ctx)
        or settled_by_others(text, ctx) or tailed_done(text, ctx)
        or tried(waits_then, text, ctx) or tried(move_to_reason, text, ctx)
        or tried(not_till, text, ctx) or agreed_move(text, ctx)
        or tried(move_order, text, ctx)  # "boiler guy can't come till the 14th, move it"
        or tried(their_new_day, text, ctx)  # "HR needs it by end of next week now"
        or tried(scheduled, text, ctx)  # "kickoff's on the calendar": booking it, done
        or tried(repaired_then_fine, text, ctx)  # "reinstalled Zoom and it's fine now": Zoom fixed
        or []
    )


def _because(text: str, ctx: _Ctx) -> list[Intent] | None:
    """A change with what led to it, and the reason's own news: "compressor's broken so …"."""
    return _with_news(lc_because(text, ctx), text, ctx)


def _with_news(changes: list[Intent] | None, text: str, ctx: _Ctx) -> list[Intent] | None:
    """``changes`` with the news of the reason said before them (a fact, a broken thing, a thing mended)."""
    return with_reason_news(changes, text, lambda part: _statement(part, ctx))


def _with_fix(changes: list[Intent] | None, text: str, ctx: _Ctx) -> list[Intent] | None:
    """``changes`` with the thing mended that the reason before them tells of ("printer's fixed, no
    need to call the tech now"); who took a job on is why, no news ("Tomás is handling it, so no need")."""
    told = _with_news(changes, text, ctx)
    if told is None:
        return None
    said = re.sub(r"^(?:the|my|our)\s+", "", text.strip(), flags=re.IGNORECASE).lower()
    # the thing mended is what the reason is about, said first ("league sorted the clash": the league's doing)
    return [
        i for i in told if i in (changes or []) or (isinstance(i, ResolveEpisode) and said.startswith(i.topic.lower()))
    ]


def _clause_as_value(found: list[Intent]) -> bool:
    """Whether a correction is only a bare value of several words (it may be a statement)."""
    return (
        len(found) == 1
        and isinstance(found[0], CorrectValue)
        and not found[0].subject
        and not found[0].predicate
        and value_words(found[0].value) >= CLAUSE_WORDS  # "0412 555 019" is one value, not three words
    )


CLAUSE_WORDS = 3  # a bare correction value this long may as well be a statement


# "the raj mtg is thurs": a thing and the day it is on, nothing after the day
_THING_ON_DAY = re.compile(r"^(?P<a>.+?)\s+(?:is|'s|are)\s+(?:on\s+|at\s+)?(?P<d>[^,;]+?)[\s!.]*$", re.IGNORECASE)


def _day_changed(rest: str, ctx: _Ctx) -> str:
    """``rest`` (what follows a correction marker) said as the change it is when it puts a thing
    on a day: "no wait, the raj mtg is thurs" is "the raj mtg is thurs now" (the open one moved,
    else a new one), never a second meeting beside the first."""
    m = _THING_ON_DAY.match(rest)
    if m is None or has_date_words(m["a"]):
        return rest
    spans = [span for span in find_spans(m["d"], now=ctx.now, tz=ctx.tz) if span.spec is not None]
    whole = len(spans) == 1 and spans[0].start == 0 and spans[0].end == len(m["d"])
    return f"{m['a']} is {m['d']} now" if whole else rest


def _after_marker(text: str) -> str:
    m = _BARE_LEAD.match(text)
    return text[m.end() :] if m else text


def _stood_in(clauses: list[str], found: list[tuple[Intent, str]], ctx: _Ctx) -> list[tuple[Intent, str]] | None:
    """ "maria's out sick today so I'm covering her 1:1s": the clause after a person's status, cut at
    "so" or "and", stands in for them (:func:`covering_for`), which it cannot say alone ("her 1:1s");
    None when the clauses say no such thing."""
    if len(clauses) != 2 or any(said != clauses[0] for _, said in found):
        return None
    then = covering_for([intent for intent, _ in found], clauses[1], ctx)
    return [*found, *((intent, clauses[1]) for intent in then)] if then else None


def _arrival_last(clauses: list[str], text: str, ctx: _Ctx) -> list[tuple[Intent, str]] | None:
    """ "gotta renew my passport by the 20th, and Mum lands sun 6pm so i'm picking her up": the
    clauses before read each on their own, then someone's arrival and the to-do about them read as
    one (:func:`arrival_then_todo`), as that sentence said alone is; None when no clause after the
    first opens such an ending."""
    if not may_read(arrival_then_todo, text):
        return None  # no part of the text can say an arrival (each is tried below: a run-on's square)
    for k in range(1, len(clauses) - 1):
        at = text.find(clauses[k])
        arrived = tried(arrival_then_todo, text[at:], ctx, lambda part: _statement(part, ctx)) if at > 0 else None
        if arrived:
            return [*_each_clause(clauses[:k], ctx), *((intent, text[at:]) for intent in arrived)]
    # "mum's flight lands 6pm fri so I'll pick her up, and dad's coming sat": the arrival and its to-do
    # first (or in the middle), then the clauses after read each on their own
    for k in range(len(clauses) - 1):
        at = text.find(clauses[k])
        for e in range(len(clauses) - 1, k + 1, -1):
            end = text.find(clauses[e - 1], max(at, 0))
            if at < 0 or end < 0:
                continue
            part = text[at : end + len(clauses[e - 1])]
            arrived = tried(arrival_then_todo, part, ctx, lambda piece: _statement(piece, ctx))
            if arrived:
                found = [*_each_clause(clauses[:k], ctx), *((intent, part) for intent in arrived)]
                for n in range(e, len(clauses)):  # "…, and dad's coming sat": each read after what was said
                    earlier = [intent for intent, _ in found]
                    found += [(intent, clauses[n]) for intent in _clause(clauses[:n], clauses[n], ctx, earlier)]
                return found
    return None


def _each_clause(clauses: list[str], ctx: _Ctx) -> list[tuple[Intent, str]]:
    """Each clause read once, on its own: a date referred back to ("by then") is the one the
    clauses before gave, and a clause that is a report and then a to-do is read as both."""
    found: list[tuple[Intent, str]] = []
    for k, clause in enumerate(clauses):
        before = clauses[:k]
        earlier = [intent for intent, _ in found]
        if k and (dated := moved_there(clause, found, ctx)) is not None:
            found = dated  # "Olga's in Brisbane now, moved there in august": from August
            continue
        read = _report_then_more(clause, before, ctx)
        if read is None:
            alone = _clause(before, clause, ctx, earlier)
            undated = all(isinstance(i, NewCommitment) and i.owner == "me" and i.due is None for i in alone)
            undated = undated and not has_date_words(clause) and not VAGUE_TIME.search(clause)  # "… at some point"
            if undated and k and _imperative_shape(clause):
                # "tmrw finish the slides and email them to Dana", "tmrw i have to: drop Leo at football 9am,
                # and call the vet": a to-do on the day the sentence opens with
                # "in 2 hrs go round and check the pumps": the first clause is only the going there, and
                # its time is the errand's (the time of "tomorrow at 9 ring the vet and …" is the first to-do's)
                going = goes_nowhere(clauses[0][len(opening_day(clauses[0], ctx)) :]) if k == 1 else False
                day = opening_day(clauses[0], ctx, day_only=bool(alone) and not going)
                on_day = [i for i in _clause(before, f"{clause} {day}", ctx, earlier) if isinstance(i, NewCommitment)
                          and i.due is not None] if day else []  # fmt: skip
                alone = on_day or alone
            offered = all(isinstance(intent, Unclear) and intent.proposal for intent in alone)
            read = [(intent, clause) for intent in (offered and my_share(clause, earlier, ctx, clauses)) or alone]
        found += read
    return found


def _report_then_more(text: str, before: list[str], ctx: _Ctx) -> list[tuple[Intent, str]] | None:
    """ "the dishwasher's leaking again, ring the plumber first thing tomorrow and tell Priti":
    a report, then the rest read as a sentence of its own (its clauses, its lists)."""

    def rest(part: str) -> list[tuple[Intent, str]]:
        clauses = _clauses(part)
        return _each_clause(clauses, ctx) if len(clauses) > 1 else [(i, part) for i in _clause(before, part, ctx)]

    return report_then_more(text, lambda part: _clause(before, part, ctx), rest)


def _run_on(text: str, ctx: _Ctx, cuts: re.Pattern[str] | None = None) -> list[tuple[Intent, str]]:
    def rest(part: str) -> list[tuple[Intent, str]]:
        return [(intent, part) for intent in _statement(part, ctx)]

    return run_on(text, lambda part: _clause([], part, ctx), rest, cuts) or []


def _clause(before: list[str], clause: str, ctx: _Ctx, earlier: list[Intent] | None = None) -> list[Intent]:
    """What one clause of a sentence states; a clause that reads as nothing and starts with
    "he"/"she"/"they" is someone's promise when the clauses before it name one person: "Kofi's
    the new office manager; he'll sort the parking permits by friday". So is one read only as a
    question: "had a call w/ Marta, she's taking over payroll from jan" is Marta's change, never a
    to-do of the user's whose "from jan" recap cannot read."""
    found = _clause_read(before, clause, ctx, earlier)
    if not before or not _PRONOUN_START.match(clause) or not found or not all(isinstance(i, Unclear) for i in found):
        return found
    return _clause_read(before, clause, ctx, earlier, asked=found) or found


def _clause_read(
    before: list[str], clause: str, ctx: _Ctx, earlier: list[Intent] | None = None, *, asked: list[Intent] | None = None
) -> list[Intent]:
    """:func:`_clause`'s reading; with ``asked`` (the questions the clause alone reads as), past
    them to whom its pronoun names."""
    if story(clause):  # "Maya promised the deck last month and never sent it, so I'll chase her"
        return []
    carried = carried_subject(before, clause)  # "Sam left Acme and joined Globex": Sam joined, not the user
    if carried is not None:
        return [i for i in _statement(carried, ctx) if not isinstance(i, Unclear)]
    theirs = their_follow_on(before, clause)  # "Marguerite's drafting the bulletin, should have it to me by mon"
    if theirs is not None:
        found = [i for i in _statement(theirs, ctx) if isinstance(i, NewCommitment) and i.owner.lower() != "me"]
        if found:
            return found
    if before and WANTS.match(clause):  # "Dami's back mon and wants the handover notes by tues": Dami wants them
        wanted = said_of_named(clause, lambda: _one_person(before, earlier), lambda c: _statement(c, ctx))
        if wanted:
            return wanted
    found = [] if asked else _because(clause, ctx) or _statement(clause, ctx)  # "offsite's off so scrap the venue, …"
    # "rang the plumber, he's coming at 4": the one the clause before named comes
    found = found or (their_visit(clause, ctx, before) if before else None) or []
    if found or not before or not _PRONOUN_START.match(clause):
        # "Tanya took over as regional manager, wants the pipeline report by eow": Tanya wants it;
        # "Valentina's head of sales now, Camila reports to her from oct 1": Valentina
        return found or said_of_named(clause, lambda: _one_person(before, earlier), lambda c: _statement(c, ctx))
    if group_they(before[-1], clause):  # "Naw-Ruz is coming up for the Iranian guys, they're bringing sweets"
        return []
    # "Ye-jin reports to Taesung now and she'll send …": Ye-jin, its subject; "Sam's wife is Lena, she …": Lena
    subject = named_as_theirs(before[-1], clause) or clause_subject(before[-1])
    if subject and only_owner(subject, before[-1]):
        subject = None  # "Luna's groomer cancelled, they'll text": the groomer's people, not Luna
    given = with_subject(clause, subject) if subject else None
    found = [i for i in _statement(given, ctx) if not isinstance(i, Unclear)] if given else []
    if found:
        return found
    resolved = _pronoun_resolved(f"{', '.join(before)}, {clause}", ctx)
    named = [person for person in map(_named_person, earlier or []) if person]
    if not resolved and len(set(named)) == 1:  # "Bjorn has moved to Oslo and he'll send me…"
        resolved = _pronoun_resolved(f"{named[0]}, {clause}", ctx)
    found = (_others(resolved, ctx) or []) if resolved else []
    found = [i for i in found if not isinstance(i, Unclear)] if asked else found
    if not found and len(set(named)) == 1:
        # "Kofi moved to Accra and he's taking over the Osei account", "Bree's our accountant,
        # and she needs the receipts by the 10th": the clause said of the one person named before
        found = [i for i in _statement(named_in(named[0], clause), ctx) if not isinstance(i, Unclear)]
    # "rang tomas, he's in porto now": tomas; "called the broker, he'll send the forms over tmrw": the broker
    heard = only_name(before) or lowercase_recipient(before[-1]) or reached_role(before[-1])
    if heard is None and _THEY.match(clause):
        heard = reached_firm(before[-1])  # "called the insurer, they'll send the forms by thurs": the insurer
    if heard and only_owner(heard, ", ".join(before)):
        heard = None  # "Sam's boss rang, he'll send it": the boss, not Sam
    if asked and not found and heard:  # "had a call w/ Marta, she's taking over payroll from jan": Marta's
        found = [i for i in _statement(named_in(heard, clause), ctx) if not isinstance(i, Unclear)]
    if found or named:
        return found
    return promised_of(heard, clause, lambda c: _statement(c, ctx), reached_about(before[-1]))


_PRONOUN_START = re.compile(r"^(?:he|she|they)\b", re.IGNORECASE)
_THEY = re.compile(r"^they\b", re.IGNORECASE)


def _one_person(before: list[str], earlier: list[Intent] | None) -> str | None:
    """The one person the clauses before name: whom a fact read from them is about, else the
    one name they say."""
    named = {person for person in map(_named_person, earlier or []) if person}
    return named.pop() if len(named) == 1 else None if named else only_name(before)


# "remind me that the gas man is coming thursday": a reminder asked of a statement, which says what to keep
_REMIND_THAT = re.compile(
    r"^(?:please\s+|pls\s+)?(?:remind\s+me|don'?t\s+let\s+me\s+forget)\s+that\s+(?P<c>\S.+)$", re.IGNORECASE
)


def _statement(text: str, ctx: _Ctx) -> list[Intent]:
    """What a clause that is neither a question nor a correction states."""
    return list(_statement_read(text, ctx))


@reading  # the readers of one message ask of the same words more than once (the run-on cuts, the whole)
def _statement_read(text: str, ctx: _Ctx) -> tuple[Intent, ...]:
    return tuple(_statement_uncached(text, ctx))


_LABEL_COLON = re.compile(r"(?<!\d):|:(?!\d)")


def _clocked_after(found: Intent, detail: str, ctx: _Ctx) -> bool:
    """Whether ``detail`` is a time of day and nothing else ("11am") after a to-do dated to a whole day."""
    day = isinstance(found, NewCommitment) and found.due is not None and found.due.precision is Precision.DAY
    said = detail.strip(" ,.;!")
    spans = find_spans(said, now=ctx.now, tz=ctx.tz) if day and has_date_words(said) else []
    whole = len(spans) == 1 and spans[0].start == 0 and spans[0].end >= len(said)
    return whole and clock_only(said)


def _same_day_timed(found: Intent, whole: Intent) -> bool:
    """Whether ``whole`` is ``found`` at a time of its day: the same to-do, due at an instant that day."""
    if not (isinstance(found, NewCommitment) and isinstance(whole, NewCommitment)):
        return False
    if whole.due is None or found.due is None or whole.due.precision is not Precision.INSTANT:
        return False
    same = (whole.action, whole.owner) == (found.action, found.owner)
    return same and found.due.start <= whole.due.start < found.due.end


# a trouble told beside a fix as new, after "but" ("…, but the gimbal is stuck"), never the cause told in the
# past nor what is still to do ("…, porch light still dead"); and one named by no thing ("…, but it's still slow")
_NEW_TROUBLE = re.compile(r"^(?:but|though|tho)\b", re.IGNORECASE)
_IT_WORDS = frozenset({"it", "its", "it's", "that", "this", "they", "them", "everything", "something", "all"})


def _shares_a_word(trouble: OpenEpisode, fixed: list[Intent]) -> bool:
    """Whether ``trouble`` names a thing sharing a word with one ``fixed`` ("drone charger", "drone's gimbal"):
    one the parts read apart miss, taking it for the fixed thing said again (:mod:`._its_fault`)."""
    said = content_words(trouble.topic)
    return any(said & content_words(i.topic) for i in fixed if isinstance(i, ResolveEpisode))


def _statement_uncached(text: str, ctx: _Ctx) -> list[Intent]:
    lead = email_first(text)  # "hugo@x.io send him the NDA": Hugo's email, then the to-do
    if lead is not None:
        return [lead[0], *_statement(lead[1], ctx)]
    main, detail = _split_detail(text)
    found = _statement_forms(main, detail, ctx)
    if detail and may_refer(found):  # "the grant report is due friday, need to write it"
        # ("…, i'll lodge it": the user's promise of it, as "need to lodge it" says it)
        then = _statement_forms(*_split_detail(_I_WILL.sub("need to ", detail, count=1)), ctx)
        found = referring(found, then) or found
    if not found and detail:
        found = _statement_forms(text, "", ctx)
    elif detail and (started := start_time(found, detail, ctx)):
        found = started  # "workin the walmart shift the day after thanksgiving, 4am start": at 4am that day
    elif detail and (narrowed := narrowed_move(found, detail, ctx)):
        found = narrowed  # "the viewing got bumped to after anzac day, tues at 10": to tuesday at 10
    elif detail and (seen_to := _seen_to(found, detail, ctx)):
        found = seen_to  # "my laptop keeps overheating, IT said Tuấn will swap it by thurs"
    elif detail and _undated(found) and _date_aside(detail):
        # "I really should book the boiler service before winter, say by the 15th": the date
        # after the comma is the to-do's own
        whole = _statement_forms(text, "", ctx)
        found = whole if (_only_commitments(whole) and not _undated(whole)) or _date_asked(whole) else found
    elif detail and settles_due(detail) and _only_commitments(found):
        whole = _statement_forms(text, "", ctx)  # "renew it before it runs out on 3/2, so by 3/2": the date settled on
        found = whole if (_only_commitments(whole) and not _undated(whole)) or _date_asked(whole) else found
    elif detail and period_dated(found) and _date_aside(detail):
        whole = _statement_forms(text, "", ctx)  # "book the mechanic this week, by fri latest": due fri
        found = whole if bounded(found, whole) else found
    elif detail and more_objects(detail) and (_only_commitments(found) or _undated(found)):
        # "email Ana, Bo and Chen about the party": the comma cut a list of objects, so the
        # whole sentence is one to-do naming them all (never the first alone, the rest lost)
        whole = _statement_forms(text, "", ctx)
        # "email the landlord, vacuum and cook": no objects but chores, each a to-do of its own
        more_todos = len(whole) > len(found) and _only_commitments(whole)
        if more_todos or (len(whole) == len(found) and (_only_commitments(whole) or _undated(whole))):
            found = whole
    elif detail and len(found) == 1 and _clocked_after(found[0], detail, ctx):
        # "next wednesday the notary signing, 11am": the time of day the comma set apart is the day's
        whole = _statement_forms(text, "", ctx)
        found = whole if len(whole) == 1 and _same_day_timed(found[0], whole[0]) else found
    elif detail and _only_commitments(found):
        # "this morning: email Ines, order toner and ping facilities": the comma cut a list of
        # to-dos, so the whole sentence, read as one, gives one commitment per item.
        whole = _statement_forms(text, "", ctx)
        if (_only_commitments(whole) and len(whole) > len(found)) or (_undated(found) and _list_asked(whole, detail)):
            found = whole  # "call the bank, book the vet and pay the staff on 31/4": the list's date, asked
    elif detail and found and all(isinstance(intent, StateClaim) for intent in found):
        # "Omar's address is 14 Elm St, send him the keys": a fact, then a to-do of its own
        # "Ana is the new cfo, will send me the plan by fri": Ana's promise, not the user's
        then = _their_promise(main, detail, ctx)
        # "…, covering her standup"
        then = then or _statement(_strip_markers(detail), ctx) or covering_for(found, detail, ctx)
        if then and all(isinstance(i, NewCommitment) or (isinstance(i, Unclear) and i.proposal) for i in then):
            found = [*found, *then]
        elif second_facts(detail, then):  # "Camila prefers WhatsApp, and Camila's phone changed to …"
            found = [*found, *(i for i in then if i not in found)]
        elif their_details(detail, then) and len(people := {p for p in map(_named_person, found) if p}) == 1:
            # "our plumber is Steve, his email is steve@x.com": Steve's
            found = [*found, *(replace(i, subject=next(iter(people))) for i in then if isinstance(i, StateClaim))]
    elif detail and found and all(isinstance(intent, CompleteCommitment) for intent in found):
        # "Tom sent the deck, will send the notes by fri": a thing done, then a promise of its own
        then = _their_promise(main, detail, ctx)
        if not then and promise_without_subject(detail) and all(intent.by is None for intent in found):
            then = _statement(_strip_markers(detail), ctx)  # "sent the deck, will send the notes by fri"
        doers = {intent.by for intent in found}
        if not then and len(doers) == 1 and (doer := doers.pop()) and (theirs := said_of(doer, detail)):
            # "Tom sent the deck, will send the notes by fri": the one who did it promises the rest
            then = [i for i in _statement(theirs, ctx) if isinstance(i, NewCommitment) and i.owner.lower() != "me"]
        if then and all(isinstance(i, NewCommitment) for i in then):
            found = [*found, *then]
    elif detail and found and all(isinstance(intent, ResolveEpisode) for intent in found):
        # "main pump fixed, no need for the seals now": the fix, then the to-do it makes moot
        then = _statement(_strip_markers(detail), ctx)
        if then and all(isinstance(i, CancelCommitment) for i in then):
            found = [*found, *then]
        elif then and all(isinstance(i, StateClaim) and _seen_to_by(i) for i in then):
            found = [*found, *then]  # "lab wifi is fixed, Petr's the lab manager now btw": news of its own
        elif _NEW_TROUBLE.search(detail) and then and all(
            isinstance(i, OpenEpisode) and i.topic.lower() not in _IT_WORDS and _shares_a_word(i, found) for i in then
        ):  # "drone charger works again, but the drone's gimbal is stuck": a new trouble, now (never
            found = [*found, *then]  # the cause, told in the past: "dishwasher fixed, the filter was clogged")
    labelled_by = _LABEL_COLON.search(text) if not found else None  # never a clock's colon ("the 8:15 train")
    if labelled_by is not None:
        label, rest = text[: labelled_by.start()], text[labelled_by.end() :]
        if rest.strip() and len(label.split()) <= 4:
            main, detail = _split_detail(rest.strip())
            found = _statement_forms(main, detail, ctx)
    theirs = their_follow_on([main], detail) if not found and detail else None
    if theirs is not None:  # "Oluwaseun's writing the minutes, will circulate them by thurs": Oluwaseun's
        found = _their_promise(main, detail, ctx)
    if not found and detail and theirs is None and not grieving(main):  # "Njoki is heartbroken, her crop failed"
        # "hotfix landed, mobile app no longer crashing", "Beatriz virou diretora — Beatriz is
        # now finance director": a main clause recap cannot read, then one it can.
        rest = possessed_by(main, _GLOSS.sub("", detail))  # "Jess is leaving …, her last day's the 31st"
        # "…, anyway the licence has to be renewed": the clause without the word that takes the talk
        # back to its topic (only that word: "…, so fri 4pm pickup" keeps its "so")
        found = _statement_forms(*_split_detail(_TOPIC_RESUMED.sub("", rest) or rest), ctx)
    if not found or subject_taken_as_todo(found, text, ctx):
        # "next fri Sílvia's gonna present the budget", "in 48h the loaner phone goes back": its day last
        found = date_said_last(text, ctx, lambda part: _statement(part, ctx)) or found
    return found


# what someone starts on a day: where they work, their job, their team, where they are
_STARTED_AS = frozenset({"role", "employer", "workplace", "team", "location", "manager", "status"})


def _started_then(found: list[tuple[Intent, str]], ctx: _Ctx) -> list[tuple[Intent, str]]:
    """ "Mere's working at the Anglo school, she started monday": the one fact of someone with no
    day, then the day they started (gone by), said after: the fact from that day (no start date of its own)."""
    if len(found) != 2:
        return found
    (fact, clause), (start, _) = found
    if not isinstance(fact, StateClaim) or not isinstance(start, StateClaim) or start.predicate != "start date":
        return found
    if start.subject != fact.subject or fact.effective is not None or fact.predicate not in _STARTED_AS:
        return found
    day = ctx.date(start.value, "past")
    if day is None or day.start > ctx.now:
        return found  # "hired Rohan as backend dev, he joins on jan 4": a start to come, kept as its own day
    return [(replace(fact, effective=day, explicit_now=False), clause)]


_TOPIC_RESUMED = re.compile(r"^(?:anyways?|anyhow)\b[\s,]*", re.IGNORECASE)
_I_WILL = re.compile(r"^(?:i['’]ll|ill|i\s+will)\s+(?=[a-z]+\s+(?:it|them)\b)", re.IGNORECASE)
_MORE_CLAUSES = re.compile(r"[,;]|\s(?:and|but|then|so|&|\+)\s", re.IGNORECASE)


def _seen_to(found: list[Intent], detail: str, ctx: _Ctx) -> list[Intent]:
    """ "my laptop keeps overheating, IT said Tuấn will swap it by thurs": troubles ``found``, then
    who will see to them and when (a dated promise of its own), or who is in charge now ("elevator's
    stuck again, Tâm's the new facilities manager"): never a detail of the trouble (else [])."""
    if not found or not all(isinstance(intent, OpenEpisode) for intent in found) or _MORE_CLAUSES.search(detail):
        return []  # "…, Vy's looking into it and will report back by eod": clauses, each read on its own later
    then = _statement(without_hearsay(_strip_markers(detail)), ctx)  # "IT said …": what was said
    if len(found) == 1 and isinstance(found[0], OpenEpisode):  # "dashboard's broken, Waqas owns it": the dashboard
        then = [replace(i, subject=found[0].topic) if isinstance(i, StateClaim) and _IT.match(i.subject) else i
                for i in then]  # fmt: skip
    if not then or not all(_seen_to_by(i) for i in then):
        return []
    return [replace(i, detail="") if isinstance(i, OpenEpisode) else i for i in found] + then


_IT = re.compile(r"^(?:it|that|this)$", re.IGNORECASE)


_PERSON_FACTS = frozenset({"role", "team", "employer", "manager", "location", "owner", "phone", "email"})


def _seen_to_by(intent: Intent) -> bool:
    """Whether ``intent`` says who sees to a trouble: a dated promise, or a fact of someone's post."""
    if isinstance(intent, NewCommitment):
        return intent.due is not None
    return (
        isinstance(intent, StateClaim)
        and intent.subject != "me"
        and not _PRONOUN_SUBJECT.match(intent.subject)
        and intent.predicate in _PERSON_FACTS
    )


_PRONOUN_SUBJECT = re.compile(r"^(?:it|that|this|they|them|he|she|him|her|someone|somebody)$", re.IGNORECASE)


def _item(text: str, found: list[Intent], label: str, ctx: _Ctx) -> list[Intent]:
    """A list item: what it says, and else a to-do when it reads as one there ("renew the
    domain" under "to do this week:"), due when its list's label or closing line says."""
    spans = [span for span in find_spans(label, now=ctx.now, tz=ctx.tz) if span.spec is not None] if label else []
    due = spans[0].spec if spans else None
    own = [span for span in find_spans(text, now=ctx.now, tz=ctx.tz) if span.spec is not None and span.start == 0]
    if due is not None and not (own and own[0].spec.start >= due.start):
        # ("wkend:" over "sat 10am swim": the item's own day, within the label's, is its own)
        # "tomorrow:" over "dentist at 9" or "drop the parcel at the post office": a to-do for
        # then (with its own time, if it says one), not a cancellation
        dated = _statement(f"{due.text}: {text}", ctx)
        if _only_commitments(dated):
            found = dated
    if _imperative_shape(text) and all(isinstance(intent, Unclear) for intent in found):
        # "renew passport" under "todo:" is a to-do, where said alone recap would have asked
        found = _read(text, ctx, "me", None, needs_date=False) or found
    if not found:  # "dentist tues 4pm" in a list: a short thing to do, with its time; any short thing under "todo:"
        todos = _TODO_LABEL.search(label) is not None
        read = _read(text, ctx, "me", None, needs_date=not todos) or []
        # ("new gloves for the crew" under "list:": a thing and whom it is for)
        if all(isinstance(i, NewCommitment) and _plausible(i.action, max_words=5 if todos else 4) for i in read):
            found = read
    if due is None:
        return found
    return [
        replace(intent, due=due)
        if isinstance(intent, NewCommitment) and intent.due is None and intent.owner == "me"
        else intent
        for intent in found
    ]


# a list's label that says its items are to-dos: "todo:", "to do this week:", "errands:"
_TODO_LABEL = re.compile(r"\b(?:to-?\s?dos?|to\s+do|tasks|errands|reminders?)\b|^(?:my\s+)?list$", re.IGNORECASE)
_GLOSS = re.compile(r"^(?:i\.?e\.?|that\s+is|aka|meaning|in\s+english)\s*[,:]?\s*", re.IGNORECASE)
