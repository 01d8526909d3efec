"""Facts that can change: roles, owners, decision makers, preferences and attributes
("Maya is now COO", "the budget for Atlas is 40k"), with the dates they hold from and until.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import timedelta

from memory.understanding._appraisal import JUDGEMENT, judged_noun, praise
from memory.understanding._away_status import AWAY_STATUS
from memory.understanding._correction_year import with_years
from memory.understanding._fact_amounts import CURRENCY_NAME, amount_fact
from memory.understanding._fact_appointed import appointed_fact
from memory.understanding._fact_as_role import as_role
from memory.understanding._fact_birthdays import birthday_fact
from memory.understanding._fact_cause import without_cause
from memory.understanding._fact_changed import changed_then, their_change_then
from memory.understanding._fact_contact import contact_fact
from memory.understanding._fact_dates import dated_fact
from memory.understanding._fact_duties import duty_fact
from memory.understanding._fact_either import either_one
from memory.understanding._fact_handover import LEFT, after_end, handed_over, left_job, next_job_apart, succeeded
from memory.understanding._fact_kin_had import kin_had
from memory.understanding._fact_not_before import changed_from
from memory.understanding._fact_occasions import occasion_subject
from memory.understanding._fact_people import RELATIONS, people_fact, relative_fact
from memory.understanding._fact_personal import personal_fact
from memory.understanding._fact_places import addressed, occupant_said
from memory.understanding._fact_promoted import promoted_to
from memory.understanding._fact_return import came_back
from memory.understanding._fact_things import someone, thing_fact
from memory.understanding._fact_time import _LEFT_DATE, NOT_A_DAY, FactTime, fact_time, lean
from memory.understanding._fact_titles import long_named, named, titled
from memory.understanding._fact_trim import moved_figure, place_pointer_dropped, told_why_dropped, unfinished
from memory.understanding._fact_values import whole_value
from memory.understanding._fact_venues import event_place, venue_fact
from memory.understanding._fact_verbs import _verb_fact, approved_for, away_until, is_in, moved_premises, unit_head
from memory.understanding._fact_whose import unsaid_whose
from memory.understanding._issue_guards import body_part
from memory.understanding._kin import KIN_WORDS, kin_named, kin_person
from memory.understanding._married_name import married_name
from memory.understanding._my_manager import my_manager
from memory.understanding._only_a_time import names_a_time
from memory.understanding._phrases import (
    _I,
    _NAME_STOP,
    _NAME_WORD,
    _P,
    _Ctx,
    _date_after,
    _person,
    _phrase,
    _plausible,
    _predicate,
    _value,
    reading,
)
from memory.understanding._placed_attribute import placed_value
from memory.understanding._preference_scope import scope_last
from memory.understanding._prefilter import gated
from memory.understanding._referents import SOMEONE, someone_claim
from memory.understanding._replacement import replacement_fact
from memory.understanding._reported_fact import heard_fact, without_reaction
from memory.understanding._role_named import role_named
from memory.understanding._role_words import ROLE_WORDS as _ROLE_WORDS
from memory.understanding._role_words import said_after
from memory.understanding._sign_forms import _EVENT
from memory.understanding._started_on import without_newcomer
from memory.understanding._status_said import status_said
from memory.understanding._their_pronoun import _PERSON_VALUES as PERSON_VALUED
from memory.understanding._thing_due import thing_due
from memory.understanding._todo_verbs import TODO_VERBS
from memory.understanding._we_moved import we_moved
from memory.understanding.intents import Intent, StateClaim, Unclear
from memory.understanding.timex import WEEKDAY_NOUNS, DateSpec, Precision, Prefer, find_spans, has_date_words
from memory.understanding.value_kind import own_attribute

# an -ing word naming the field of a job, known by the article before it and the job after it:
# "the wedding coordinator", "a nursing assistant", "our training lead" (never "training staff")
_NOUN_BEFORE_ROLE = re.compile(r"^(?:the|a|an|our|my|their|his|her)\s+(?:new\s+)?[a-z]+ing\s+(?=\S)", _I)
_ROLE_ING = {"acting", "managing", "consulting", "founding", "visiting", "presiding", "supervising", "ranking"}
_NOT_ROLE_START = re.compile(
    r"^(?:in|at|on|out|off|back|away|with|from|to|into|for|by|not|no|so|very|too|really|quite|also|still|just|now"
    r"|always|never|going|being|getting|sick|ill|busy|available|unavailable|ready|happy|sad|ok|okay|fine|free"
    r"|late|early|done|here|there|gone|home|online|offline|aware|sure|right|wrong|tired|late|on\s+leave"
    # a state of the body, never a job: "mom's asleep finally", "the baby is awake again"
    r"|asleep|awake|unwell|poorly|exhausted|knackered|shattered"
    r"|travell?ing|working|coming|leaving|waiting|looking|asking|saying|out\s+of|up|down|over|under|about"
    r"|based|located|stationed|settled|got|gotten|had|has|taken|took|as)\b",
    _I,
)
_FUTURE_HINT = re.compile(
    r"(?:\b(?:will|becomes|going\s+to|starts?|starting|begins|joins|joining|changes|switches|changing|switching)\b"
    r"|'ll\b)",
    _I,
)
_PAST_HINT = gated(re.compile(r"\b(?:became|was|were|changed|switched|moved|has\s+been|had|got)\b", _I))
_UNTIL = r"(?:but\s+)?(?:only\s+)?(?:until|till|til|through|thru)"
_EFFECTIVE = r"on|from|since|as\s+of|effective(?:\s+from|\s+on)?|starting(?:\s+on|\s+from)?|beginning|in|back\s+in"
_SINCE = r"(?:ever\s+)?since"
_LEADING_EFFECTIVE = re.compile(
    r"^(?:as\s+of|since|from|starting(?:\s+on|\s+from)?|effective(?:\s+from|\s+on)?|on|in|back\s+in)\s+"
    r"(?P<d>[^,]+?)\s*,\s*(?P<rest>.+)$",
    _I,
)


# a pet said to be something ("Tom's dog is a menace", "my cat is the boss of this house"): a pet's
# character is chatter; its name ("Jonas's dog is named Pretzel") is a fact
_PET_SAID = re.compile(
    r"(?:(?:new|old|little|big)\s+)?(?:cats?|dogs?|doggo|pup|puppy|kitten|kitty|parrot|budgie|hamster|rabbit|bunny"
    r"|horse|pony|goldfish|tortoise|guinea\s+pig|ferret|gecko|pet)",
    re.IGNORECASE,
)
_A_NAME = re.compile(r"[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?")  # "Tom's dog is Biscuit": its name
_PET_NAMED = re.compile(r"\b(?:named|called|name|names)\b", re.IGNORECASE)  # "Jonas's dog is named Pretzel"


def _effective_lean(clause: str) -> Prefer:
    """Which way a fact's year-less date leans: the tense decides ("became ... in March" is the
    past March, "will become ... in March" the coming one); with no tense, or both, the
    nearest occurrence ("owns the pricing page from July 8")."""
    future, past = bool(_FUTURE_HINT.search(clause)), bool(_PAST_HINT.search(clause))
    if future != past:
        return "future" if future else "past"
    return "nearest"


@dataclass(frozen=True)
class _Modifiers:
    core: str
    effective: DateSpec | None
    until: DateSpec | None


def _modifiers(clause: str, detail: str, ctx: _Ctx) -> _Modifiers:
    """Take "until <date>" and "since/on/from <date>" off a fact (or out of its detail)."""
    core, effective, until = clause, None, None
    prefer = _effective_lean(clause)
    m = _LEADING_EFFECTIVE.match(core)
    if m:
        since = m.group(0).lower().startswith("since")
        spec = ctx.date(m["d"], "past") if since else ctx.date(m["d"], prefer, lean=True)
        if spec is not None:
            core, effective = m["rest"].strip(), spec
    found = _date_after(core, _UNTIL, ctx, "future")
    if found:
        core, until = re.sub(r"\s+(?:but|only|but\s+only)$", "", found[0], flags=_I), found[1]
    if effective is None:
        # "since jan": a start that has come, however near the next one (never a date ahead)
        found = _date_after(core, _SINCE, ctx, "past") or _date_after(core, _EFFECTIVE, ctx, prefer, lean=True)
        if found:
            core, effective = found
    if detail:
        m = re.match(r"^(?:but\s+)?(?:only\s+)?(?:until|till|til|through)\s+(?P<d>.+)$", detail, _I)
        if m and until is None:
            until = ctx.date(m["d"], "future")
        m = re.match(r"^(?:" + _EFFECTIVE + r")\s+(?P<d>.+)$", detail, _I)
        if m and effective is None:
            effective = ctx.date(m["d"], prefer, lean=True)
    return _Modifiers(core.strip(), effective, until)


# whose say or keeping a thing is in: "Sunita is the decision maker for the vendor contract", "Mr Gallagher
# is the landlord for the shop unit", "Tevin's the keyholder for the rehearsal space" (the thing's, never a job);
# who lives in a place, said "in" or "at" it too: "Kirill is the tenant in flat 1" (as "the tenant in flat 1 is
# Kirill" is), never a role "tenant in flat 1"
_DECIDER = gated(re.compile(
    r"^" + _P + r"(?:\s*'s|\s*'m|\s+is|\s+are|\s+am)\s+(?P<now>now\s+)?(?:the\s+)?(?:new\s+)?"
    r"(?:sole\s+|final\s+|main\s+)?"
    r"(?P<attr>decision[\s\-]maker|owner|point\s+of\s+contact|main\s+contact|contact\s+person|approver"
    r"|landlord|landlady|key[\s\-]?holder|(?P<lives>tenant|lodger|occupant|renter))"
    r"\s+(?:for|of|on|(?(lives)(?:in|at)|(?!)))\s+(?P<s>.+)$",
    _I,
))
# the decision maker by what they do: "Harriet gets the final say on the new CRM", "Tomás has the
# last word on hiring", "Priya makes the call on pricing now"
_DECIDES = gated(re.compile(
    r"^" + _P + r"\s+(?P<now>now\s+)?(?:(?:gets|has|'s\s+got|has\s+got|will\s+have)\s+(?:the\s+)?"
    r"(?:final|last|deciding)\s+(?:say|word|call)|(?:makes|gets\s+to\s+make)\s+the\s+(?:final\s+)?(?:call|decision)|calls\s+the\s+shots"
    r"|(?:has|gets)\s+sign[\s-]?off)\s+(?:on|over|for|about)\s+(?P<s>.+?)(?P<now2>\s+now)?$",
    _I,
))
# "Kofi owns the launch", "Kofi's gonna own the launch", "Kofi will own it": whose it is (to be)
_OWNS = gated(re.compile(
    r"^" + _P + r"(?:\s+(?P<now>now\s+)?owns|(?:\s+will|'ll|\s*'s\s+gonna|\s+is\s+gonna|\s*'s\s+going\s+to"
    r"|\s+is\s+going\s+to)\s+own)\s+(?P<s>.+)$",
    _I,
))
# a body that owns a thing: "the Waqf directorate owns the old wooden door", "the council owns the car park"
_BODY = (
    r"(?P<p>(?:(?-i:[A-Z])[\w'’-]*\s+){0,3}(?:directorate|council|ministry|trust|foundation|municipality"
    r"|government|church|mosque|diocese|parish|university|authority|department|estate|cooperative|co-?op"
    r"|waqf|state|crown|port(?:\s+authority)?|harbou?r(?:\s+board)?|marina|airport|national\s+trust"
    # a public body named by the land it runs: "the territory owns the pilot launch", "the county owns the quarry"
    r"|territory|province|region|county|commune|city|town|village|borough|district|shire|federation|republic|kingdom"
    r"|board|commission|agency|navy|army|club|company|corporation|firm|association|society|union|community|family"
    r"|tribe|clan|iwi|land\s+council))"
)
_A_BODY = re.compile(_BODY + r"$", _I)
_BODY_OWNS = re.compile(r"^the\s+" + _BODY + r"\s+(?P<now>now\s+)?owns\s+(?P<s>.+)$", _I)
# "the seed cleaner's owned by the co-op, not us": the body that owns it (who does not, said after, goes)
_OWNED_BY_BODY = re.compile(
    r"^(?:the\s+)?(?P<s>.+?)(?:\s+is|'s)\s+(?P<now>now\s+)?owned\s+by\s+the\s+" + _BODY
    + r"(?:,?\s+not\s+(?:us|me|ours|mine|the\s+\w+))?$",
    _I,
)
# where a firm or a crew comes from, the place it works out of: "the scaffold company is from Tartus", "our
# caterers are based in Leith" (a person "from" a place may be visiting; a firm is where it is based)
_FIRM_FROM = re.compile(
    r"^(?:the|our)\s+(?P<t>(?:[\w-]+\s+){0,2}(?:company|firm|supplier|suppliers|contractor|contractors|agency|vendor"
    r"|manufacturer|outfit|band|choir|caterer|caterers|bakery|studio|quarry|workshop|crew|removals|hauliers?))"
    r"\s+(?:is|are|'s|'re)\s+(?:from|based\s+(?:in|out\s+of)|out\s+of)\s+(?P<v>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,2})$",
    _I,
)
_OWNED_BY = re.compile(r"^(?:the\s+)?(?P<s>.+?)\s+is\s+(?P<now>now\s+)?owned\s+by\s+" + _P + "$", _I)
_ATTR_FOR_IS = re.compile(
    r"^the\s+(?P<attr>decision[\s\-]maker|owner|point\s+of\s+contact|main\s+contact|approver|landlord|landlady"
    r"|key[\s\-]?holder)\s+(?:for|of|on)\s+"
    r"(?P<s>.+?)\s+is\s+(?P<now>now\s+)?" + _P + "$",
    _I,
)
_PREFERENCE = (
    r"(?:\s+(?P<now>now\s+)?(?:prefers?|would\s+prefer|would\s+rather\s+(?:have|use|get))|\s*'d\s+prefer)\s+"
    r"(?P<o>.+?)(?:(?:\s+(?:over|rather\s+than|instead\s+of)|,?\s+not)\s+(?P<alt>.+?))?(?:\s+(?:for|when\s+it\s+comes\s+to)\s+"
    r"(?P<c>.+))?$"
)
_PREFERS = gated(re.compile(r"^" + _P + _PREFERENCE, _I))
# someone known by whose kin or what job they are: "my mum prefers whatsapp", "the client prefers zoom",
# "miller's wife prefers text over calls" (kept under those words, as their phone or email is)
_SOMEONE_PREFERS = gated(re.compile(
    r"^(?P<p>(?:(?:my|our|the)\s+|(?-i:[A-Za-z][\w-]*)'s\s+)(?P<who>[a-z][\w-]*))" + _PREFERENCE, _I
))
# "… and her email is …", ", his phone's …": a fact of its own after the preference, never its object or scope
_NEXT_FACT = re.compile(
    r"(?:,|\band)\s+(?:his|her|their|its|my|our|(?-i:[A-Z])[\w\-]*'s)\s+[\w\-]+(?:\s+[\w\-]+)?(?:\s+is|'s|\s+are)\s",
    _I,
)
# "Isadora prefers whatsapp and her" (a run-on cut before "email is …"): words that need more after them
_OPEN_END = re.compile(r"\b(?:and|or|but|his|her|their|its|my|our|your|the|a|an)$", _I)
_CHANGE_VERB = (
    r"(?:has\s+)?(?:changed|switched|moved|gone|went|was\s+changed|has\s+been\s+changed"
    # "Priya's manager changes to Oskar from the 14th": the change said ahead, in the present
    r"|changes|switches|goes|(?:is|'s)\s+(?:changing|switching|going)|will\s+(?:change|switch|go)"
    # "Ana's number got changed to …", "the code is updated to …": the change said in the passive
    r"|(?:got|is|was|'s\s+been|has\s+been|just\s+got)\s+(?:changed|switched|updated)|updated)"
)
_POSS_CHANGE = gated(re.compile(
    r"^(?:the\s+)?(?P<s>.+?)(?:'s|(?<=s)')\s+(?P<attr>.+?)\s+" + _CHANGE_VERB + r"\s+(?:from\s+(?P<old>.+?)\s+)?"
    r"to\s+(?P<v>.+)$",
    _I,
))
_POSS_IS = re.compile(
    r"^(?:the\s+)?(?P<s>.+?)(?:'s|(?<=s)')\s+(?P<attr>.+?)\s+(?:(?P<future>will\s+be|'ll\s+be|becomes"
    r"|(?:is|'s)\s+going\s+to\s+be)|is|are|'s)\s+(?P<now>now\s+)?(?P<v>.+)$",
    _I,
)  # "Timur's manager will be Zhanna as of the 15th": the value it takes then
_NAME_OR_FIGURE = re.compile(r"(?-i:[A-Z])|\d")
_MY_IS = re.compile(
    r"^my\s+(?P<attr>.+?)\s+(?:(?P<future>will\s+be|'ll\s+be|becomes|(?:is|'s)\s+going\s+to\s+be)|is|are|'s)\s+"
    r"(?P<now>now\s+)?(?P<v>.+)$",
    _I,
)  # "my address will be 14 Elm Rd from the 30th": the value it takes then
_MY_CHANGE = re.compile(r"^my\s+(?P<attr>.+?)\s+" + _CHANGE_VERB + r"\s+(?:from\s+(?P<old>.+?)\s+)?to\s+(?P<v>.+)$", _I)
_OF_IS = re.compile(r"^the\s+(?P<attr>.+?)\s+(?:of|for)\s+(?P<s>.+?)\s+(?:is|are)\s+(?P<now>now\s+)?(?P<v>.+)$", _I)
# the same without "the", of someone named: "emergency contact for Sunita is Raj", "next of kin for Ama is her
# brother Kofi" (the name's capital tells whose; "call for Tom is at 5" is no attribute, :func:`_attribute_ok`)
_OF_NAME_IS = re.compile(
    r"^(?P<attr>(?-i:[a-z])[\w-]*(?:\s+(?-i:[a-z])[\w-]*){0,3}?)\s+(?:of|for)\s+(?P<s>(?-i:[A-Z])[\w'-]+"
    r"(?:\s+(?-i:[A-Z])[\w'-]+)?)\s+(?:is|are)\s+(?P<now>now\s+)?(?P<v>.+)$",
    _I,
)
# "budget for the grade 7 outing is R12 000": an amount's noun needs no "the" to start a fact;
# "headcount at the Leeds depot is 9": what it counts, where; "the PTA budget for the summer fair":
# the fair's budget (the word before "budget" says whose money, the thing after what it is for)
_AMOUNT_FOR_IS = re.compile(
    r"^(?:the\s+)?(?:[\w&'-]+\s+(?=(?:total\s+)?budget\s))?(?P<attr>(?:total\s+)?(?:budget|price|cost|fee|fees|rate|deposit|quote|estimate|headcount|capacity|allowance"
    r"|cap|limit|target)|(?:(?:wi-?fi|door|gate|alarm|lock|safe|garage|locker)\s+)?(?:password|passcode|pin|code))"
    r"\s+(?:of|for|at|in)\s+(?P<s>.+?)\s+(?:is|are|'s)\s+(?P<now>now\s+)?(?P<v>.+)$",
    _I,
)
_CHANGE_FROM = gated(re.compile(
    r"^(?:(?:the|our)\s+)?(?P<attr>.+?)\s+" + _CHANGE_VERB + r"\s+from\s+(?P<old>.+?)\s+to\s+(?P<v>.+)$", _I
))
# a thing's time moved rather than a fact changed: "moved from 2 to 3", "pushed from 9 to 10:30"
_RESCHEDULED = re.compile(r"\b(?:moved|pushed|shifted|rescheduled|bumped)\s+from\b", _I)
_TIME_LIKE = re.compile(r"^\d{1,2}(?::\d\d)?\s*(?:am|pm)?$", _I)
_CHANGE_TO = gated(re.compile(
    # "our wifi password changed to …": the household's, said as "the"
    r"^(?P<the>(?:the|our)\s+)?(?P<attr>.+?)(?:\s+has(?:\s+been)?|'s(?:\s+been)?|\s+is|\s+was|\s+got|\s+just)?"
    r"\s+(?:changed|switched|updated)\s+to\s+(?P<v>.+)$",
    _I,
))
_SWITCHED = re.compile(r"\bswitched\s+to\b", _I)  # (an attribute "changed to" a figure stays: "Headcount …")
_ROLE_NOW = gated(re.compile(
    r"^" + _P + r"(?:\s*'s\s+now|\s*'m\s+now|\s+(?:is|am|are)\s+now|\s+(?:became|has\s+become|have\s+become"
    r"|becomes|will\s+become)|\s+(?:was|has\s+been|have\s+been|got|is|were|am)\s+(?:promoted|made|named"
    r"|appointed|elected|hired)(?:\s+to|\s+as)?)\s+(?P<v>.+)$",
    _I,
))
# "Lars has been harbour master (since the 1st)": a role held till now is a role
_ROLE_IS = gated(re.compile(r"^" + _P + r"(?:\s*'s\s+been|\s+has\s+been|\s*'s|\s*'m|\s+is|\s+am)\s+(?P<v>.+)$", _I))


_STATE_ING = {"pending", "ongoing", "outstanding", "missing", "remaining", "upcoming", "existing"}
_VAGUE_VALUE = re.compile(
    r"^(?:so|very|really|also|too|more|less|such|quite|pretty|super|totally|always|never|still|just|not|kind\s+of"
    r"|a\s+lot|like|going|getting|being|to\s+\w+|the\s+best|the\s+worst|all|about|in|on|at|for|with|from"
    # a plan or a duty said of someone ("supposed to fix the roof"), a comparison ("longer than my arm")
    r"|(?:supposed|meant|due|able|unable|likely|unlikely|set|bound|expected|keen|happy|ready|willing|sure)\s+to"
    r"|\w+er\s+than|as\s+\w+\s+as)\b",
    _I,
)


def _plain_value(value: str) -> bool:
    """A value that names something ("weekly adoption"), not a mood or an activity ("so excited", "doing well")."""
    if not value or len(value.split()) > 10 or _VAGUE_VALUE.match(value):
        return False
    first = value.split()[0]
    return not (first.lower().endswith("ing") and first.islower() and first.lower() not in _STATE_ING)


# A claim's value must state something: chat ("lol", an emoji), a superlative ("the cutest thing
# ever") or a judgement ("a nightmare", "amazing") is how the user feels, not a value to keep.
_CHAT = re.compile(
    r"\b(?:lol|lmao|lmfao|rofl|haha\w*|hehe\w*|omg|smh|ngl|tbh|jk|fr|ikr|ugh+)\b|[\U0001F300-\U0001FAFF\u2600-\u27BF]",
    _I,
)
_EMAIL_OR_SITE = re.compile(r"\S+@\S+|\S+\.(?:com|org|net|io|fr|de|co|uk|nz|au|ca|jp|ru|ng|za|lol|ly)\b\S*", _I)
_SUPERLATIVE = re.compile(
    r"\bthe\s+(?:most|least|(?!(?:interest|request|forest|contest|harvest|latest|west|rest|guest"
    r"|chest|quest|protest|manifest|test|nest)\b)\w+est)\b|\bever\b",
    _I,
)
_JUDGEMENT = JUDGEMENT  # "a nightmare", "amazing": shared with the chatter check (_appraisal)


# A thing's passing condition ("cold", "bricked", "soaked") is how it is this minute, or a fault
# (an issue when the sentence reads as one), never a value to keep as a fact.
_CONDITION = {
    "cold", "hot", "warm", "cool", "freezing", "boiling", "lukewarm", "icy", "wet", "soaked", "soggy", "damp", "dry",
    "stale", "empty", "flat", "dirty", "filthy", "clean", "sticky", "broken", "bricked", "busted", "cracked",
    "smashed", "frozen", "stuck", "dying", "knackered", "kaput", "toast", "borked", "wrecked", "ruined", "late",
    "sore", "sick", "ill", "tired", "lost", "missing", "gone", "ready", "fine", "ok", "okay", "better", "worse",
    "off", "on", "out", "low", "charging", "loud", "slow", "down", "blank",
}  # fmt: skip
# states that also say when a thing is on ("the match is on after lunch"), so a word after them is no cause
_WHEN_STATES = {"on", "off", "out", "ready", "late"}
# what a condition is put down to: "broken after …", "soaked from the rain", "dead because …"
_CAUSES = {"after", "from", "because", "cos", "coz", "cause", "thanks", "due", "since", "with"}
_NAMED = re.compile(r"^(?:called|named)\s+(?=\S)", _I)


_WILL_BE = gated(re.compile(
    r"^(?P<p>[\w\-.]+(?:\s+[A-Z][\w\-]*)?)\s*(?:will|'ll|is\s+going\s+to|'s\s+going\s+to|is\s+set\s+to|is\s+to)\s+be"
    r"(?:come)?\s+(?=(?P<new>(?:the|our|their|a|an)\s+new\s)?)",
    _I,
))
# someone's person, said after "will be": "his manager", "Efraín's new boss", "their mentor"
_WHOSE_PERSON = re.compile(
    r"(?:his|her|their|(?-i:[A-Z])[\w\-]*'s)\s+(?:new\s+)?(?:manager|line\s+manager|boss|mentor|assistant|supervisor"
    r"|deputy|tutor|coach)\b",
    _I,
)
# "Yasmin's new role: charge nurse", "Raj's mobile - 9123 4567": an attribute and its value set
# off by a colon or a dash, as a form or a contact card is written; only a person's attribute
# a duty to come, from a date: "Deepak will be handling the hostel mess from tomorrow" (as "is handling … from")
_WILL_BE_DOING = re.compile(
    r"^(?P<p>(?-i:[A-ZÀ-Ý])[\w'-]+(?:\s+(?-i:[A-ZÀ-Ý])[\w'-]+)?)\s+(?:will|'ll)\s+be\s+"
    # (a unit run, managed or led is a role of its own: "will be running the Geelong site from the 1st")
    r"(?P<v>handling|looking\s+after|taking\s+care\s+of|covering)\s+"
    r"(?=.+\b(?:from|as\s+of|starting|effective)\s+\S)",
    _I,
)
# someone reached through a number, named in a label's value: "Teacher's contact: Mrs Adeyemi 0803 555 7711",
# "plumber's number - Dave 07700 900123"
_CONTACT_NAMED = re.compile(
    r"^(?:the\s+|my\s+|our\s+)?[\w\-]+(?:\s+[\w\-]+)?(?:'s)?\s+(?:contact|number|phone(?:\s+number)?|no\.?)\s*(?::|\s[-–—])\s*"
    r"(?P<who>(?-i:(?:(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+)?[A-ZÀ-Ý][\w'\-]+(?:\s+[A-ZÀ-Ý][\w'\-]+)?))\s*[,:(-]?\s*"
    r"(?P<num>\+?\d[\d\s\-]{5,}\d)\)?[\s.]*$",
    _I,
)
_COLON_ATTR = gated(re.compile(
    r"^(?P<s>[\w\-]+(?:\s+[A-Z][\w\-]+)?'s)\s+(?P<a>(?:(?:new|current|updated|work|personal|official|job)\s+)?"
    r"(?:role|title|job\s+title|job|position|team|department|dept|manager|boss|line\s+manager|number|phone(?:\s+number)?"
    r"|mobile(?:\s+number)?|cell(?:\s+number)?|e-?mail(?:\s+address)?|address|location|base|city|office))\s*(?::|\s[-–—])\s*"
    r"(?=\S)",
    _I,
))


_WILL_LEAVE = gated(re.compile(
    r"^" + _P + r"(?:\s+is|\s*'s|\s+will(?:\s+be)?|\s*'ll(?:\s+be)?|\s+is\s+going\s+to)?\s+"
    r"(?P<v>retires|retiring|retire|leaves|leaving|leave|quits|quitting)\b(?!\s+(?:it|this|that|them|him|her|me|us)\b)",
    _I,
))
# what one leaves that is a leaving: an organisation by name, or the job itself
_LEFT_WHAT = re.compile(
    r"^(?:retired|quit|left\s+(?:[A-ZÀ-Ý][\w&.\-]*(?:\s+[A-ZÀ-Ý][\w&.\-]*){0,2}|the\s+(?:company|firm|business|job|team"
    r"|school)))$"
)
# the same typed all in lower case: "left stripe", "left the firm" (a firm of one or two words)
_LEFT_WHAT_LOWER = re.compile(
    r"^left\s+(?!(?:it|this|that|them|home|work|early|now|for)\b)[a-z][\w&.\-]*(?:\s+[a-z][\w&.\-]*)?$"
)


def _left_what(value: str, ctx: _Ctx) -> bool:
    """Whether ``value`` is a leaving of a firm or a job, its name capitalised unless the user types none."""
    return bool(_LEFT_WHAT.match(value) or (ctx.lowercase and _LEFT_WHAT_LOWER.match(value)))


# what is left said with the date of a leaving that names no firm: "leaving (us) end of month"
_NOTHING_LEFT = re.compile(r"\W*(?:us\W*)?(?:at|on|in|from)?\W*", _I)
# "leave" as time off, after what takes it or its kind: "apply for leave for the 24th-26th", "book annual leave
# fri", "on sick leave till monday": no one leaving
_LEAVE_TAKEN = frozenset({
    "for", "of", "on", "in", "to", "annual", "sick", "maternity", "paternity", "parental", "study", "compassionate",
    "unpaid", "paid", "shore", "home", "my", "his", "her", "their", "our", "your", "some", "take", "took", "taking",
    "book", "booked", "booking", "request", "requested", "apply", "applied", "approve", "approved", "extend",
})  # fmt: skip
_NOT_LEAVERS = frozenset({"i", "we", "you", "they", "he", "she", "it", "who", "someone", "nobody", "everyone"})
_HAS_NEW = gated(re.compile(
    r"^" + _P + r"(?:\s+has|\s*'s\s+got|\s+has\s+got|\s+got)\s+a\s+new\s+"
    r"(?P<a>(?:(?:mobile|cell|phone|work|home)\s+)?(?:number|phone|mobile|cell|e-?mail|email\s+address|address))"
    r"(?:\s*(?::|\s[-–—])\s*|\s+(?:which\s+is|it's|its)\s+|$)",
    _I,
))


# a score or a figure on the move: "down 40 points", "up 12% on last year", "behind by two goals"
_MOVEMENT = re.compile(r"^(?:up|down|ahead|behind)\s+(?:by\s+)?(?:[£$€]\s?)?(?:\d|a\s+(?:few|couple)|two|three)", _I)


_CALLED_OFF = re.compile(
    r"(?:(?:been|now|also|just)\s+)?(?:cancell?ed|called\s+off|postponed|rescheduled|off|on\s+hold|delayed|pushed"
    r"(?:\s+back)?|moved|scrapped|axed|binned|dropped)(?:\s+(?:again|now|too|as\s+well))?",
    _I,
)


def _factual(raw: str) -> bool:
    """Whether a value after "is" states a fact ("40k", "Biscuit", "weekly adoption") rather
    than a mood, an activity or a judgement ("a nightmare lol", "the cutest thing ever")."""
    if _CHAT.search(_EMAIL_OR_SITE.sub(" ", raw)) or _SUPERLATIVE.search(raw):  # "lucie@port.fr": no "fr" said
        return False
    if _CALLED_OFF.fullmatch(raw.strip()):  # "ella's swimming is cancelled this week": a plan off, no value
        return False
    if any(w in _JUDGEMENT for w in re.findall(r"\b[a-z]+\b", raw)):  # lower-case only: "Great Wall" is a name
        return False
    words = [w for w in raw.split() if not has_date_words(w)]
    if words and raw == raw.lower() and praise(" ".join(words)):  # "fire today", "lit": praise; "Star" a name
        return False
    if _MOVEMENT.match(raw.strip()):  # "my fantasy team is down 40 points": how it fares, no value
        return False
    said = raw.split(",")[0].lower().split()  # "down, mondays": the state, then what it is put down to
    if said[-2:] == ["beyond", "repair"] or said[-2:] == ["for", "good"]:
        said = said[:-2]  # "broken beyond repair", "busted for good": the state, how far gone
    if 0 < len(said) <= 2 and said[-1] in _CONDITION:  # "my coffee is (stone) cold", "my phone is bricked"
        return False
    if len(said) > 2 and said[0] in _CONDITION - _WHEN_STATES and said[1] in _CAUSES:
        return False  # "my diet is broken after all that salad", "phone's dead from the cold": a state and its cause
    return _plain_value(_value(raw))


# "my sis Amira", "my boss Hannah": who the named person is to the user, before their name
_RELATION_THEN_NAME = re.compile(
    r"^(?:my|our)\s+(?:(?:older|younger|big|little|baby|elder|new|old)\s+)?(?:" + RELATIONS + r")\s+"
    r"(?P<n>(?-i:[A-ZÀ-ÖØ-Þ])[\w\-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w\-]*)?)$",
    _I,
)


def _subject(raw: str, ctx: _Ctx) -> str:
    """Whom a fact is about: "me" for I/my, the name after who they are ("my sis Amira's number": Amira's,
    as "my sister Amira moved" is Amira's move), else the words as said."""
    if raw.strip().lower() in ("i", "me", "my"):
        return "me"
    named = _RELATION_THEN_NAME.match(raw.strip())
    return named["n"] if named else _phrase(raw)


# how long a job was held, which no value keeps: "a nurse for 20 years", "captain for two seasons"
_HOW_LONG = re.compile(
    r"\bfor\s+(?:\d+|a|an|one|two|three|four|five|six|ten|many|several|a\s+few|a\s+couple\s+of)\s+"
    r"(?:years?|months?|weeks?|days?|decades?|seasons?|terms?)\b|\bfor\s+(?:ages|years|decades|yonks)\b",
    _I,
)


def _field_of_job(said: str) -> bool:
    """Whether ``said`` opens with an article, an -ing word and a job ("the wedding coordinator")."""
    m = _NOUN_BEFORE_ROLE.match(said.strip())
    return m is not None and _ROLE_WORDS.match(said.strip()[m.end() :]) is not None


# "promoted to captain of his football team": a place in a team of one's own, news to be proud
# of, no job (a pilot "promoted to captain" names no team)
_TEAM_CAPTAIN = re.compile(
    r"\b(?:co-?|vice[- ]?)?captain\s+of\s+(?:his|her|their|my|our)\s+(?:[\w\-']+\s+){0,3}(?:team|club|squad|side|xi)\b",
    _I,
)


# a second clause run on without a stop: "mia's temp's gone she's back at school" says how she is, no job
_RUN_ON = re.compile(
    r"\b(?:she|he|they|it|i|we)(?:'s|'re|'m|\s+is|\s+are|\s+was)\s"
    r"|\b\w+'s\s+(?:gone|back|been|over|done|better|worse|fine|ok|okay|away|up|down|off|out)\b",
    _I,
)
# a subject of its own and its verb inside the value (no title holds "is" or "was")
# "his partner Sian Morgan is taking over", "jose's crew starting demo monday": a clause of its own, no
# title (a doer, then what they are doing: never "head of engineering", "marketing lead")
_CLAUSE_IN = re.compile(
    r"\s(?:is|are|was|were)\s|^\S+(?:\s+\S+)?\s+(?:starting|finishing|coming|arriving|leaving|doing|moving|taking"
    r"|bringing|picking|dropping|delivering|installing|fixing|pouring|laying|showing|turning|heading|going)\s+\S"
    # the same in the present, then what is done: "Hasler's lads take the old weights away", "Marxer's crew
    # strips the scaffold" (a verb's object after it, never "marketing lead", "head of the yard")
    r"|^\S+(?:\s+\S+)?\s+(?:take|bring|come|pick|drop|deliver|install|fix|pour|lay|show|turn|strip|collect|fetch"
    r"|clear|cart|haul|move|lift|load|put|get|do|finish|start)(?:s|es)?"
    r"\s+(?:the|a|an|our|my|their|his|her|its|it|them|up|down|away|off|out|in|round|over|back)\b",
    _I,
)


# a past participle, then the one it was done with or for: what was done to someone or something
# ("booked in with the mechanic", "signed up for the course"), never a title held
_BOOKED_WITH = re.compile(r"^[a-z]+ed(?:\s+(?:in|up|on))?\s+(?:with|for|at|to|by|into)\b", _I)


def _looks_like_role(said: str, ctx: _Ctx, *, strict: bool) -> bool:
    """Whether the words after "is" (``said``, article and all) name a job."""
    value = _value(said)
    if not value or _NOT_ROLE_START.match(value) or judged_noun(said):
        return False  # "Kenji's a great cook": how the user finds him, no job
    first_word = value.split()[0].lower()
    if first_word.endswith("ing") and first_word not in _ROLE_ING and not _field_of_job(said):
        return False  # "going to Tokyo", "mentoring the new hires", but "acting CFO", "the wedding coordinator"
    if _BOOKED_WITH.match(value):
        return False  # "booked in with the mechanic", "signed up for the course": a state it was put in
    if len(value.split()) > 8 or said_after(value) or _HOW_LONG.search(value) or _RUN_ON.search(value):
        return False
    if _CLAUSE_IN.search(value):
        return False  # "his partner Sian Morgan is taking over the practice": a clause of its own, no title
    if not strict:
        return True
    first = value.split()[0]
    if first[0].isupper() and not ctx.lowercase:
        return True
    return bool(_ROLE_WORDS.search(value))


# "(pls) note (that) …", "nb: …": the user asks for what follows to be kept
_NOTE_THAT = gated(re.compile(
    r"^(?:(?:pls|please|plz)\s+)?(?:(?:make\s+a\s+)?note(?:\s+that)?|nb|n\.b\.)\s*[:,\-–—]?\s+(?=\S)", _I
))
_HEARD = gated(re.compile(
    r"\b(?:heard|found\s+out|learn[te]d|got\s+word|told\s+(?:me|us)|says|said|mentioned|confirmed)\b", _I
))
# "Ravi's email is actually ravi.k@acme.io": the "actually" marks the value as the right one
# (a correction, when the dispatcher reads it so), never part of it ("Maya is actually in Berlin":
# where she is put right, as "is now in" says it, the bare "is in" being no fact on its own: "the
# CEO is in meetings")
_BE_ACTUALLY = re.compile(r"(?P<be>\b(?:is|are|was|were)|'s)\s+(?:actually|in\s+fact)\s+(?=(?P<in>in\s)?\S)", _I)
# "the wifi password is literally password123": the stress is the speaker's, never the value's
_BE_STRESSED = re.compile(r"(?P<be>\b(?:is|are|was|were)|'s)\s+(?:literally|basically)\s+(?=\S)", _I)
# a stance on how the fact is held, no part of it: "i'm officially on parental leave", "Ana is formally
# head of ops now"
_BE_OFFICIALLY = re.compile(
    r"(?P<be>\b(?:is|are|am|was|were)|'s|'m|'re)(?P<now>\s+now)?\s+(?:officially|formally)\s+(?=\S)", _I
)
# "Igor is basically our chief coffee officer", "Sam's kind of the team dad": someone likened to a
# role, no title held (the bare stress above is only for a thing's value: "the password is basically 1234")
_LIKENED = re.compile(
    r"^(?:i|(?-i:[A-ZÀ-Ý])[\w\-]+)(?:\s*'s|\s*'m|\s+is|\s+am)(?:\s+now)?\s+(?:basically|practically|essentially"
    r"|virtually|pretty\s+much|more\s+or\s+less|kind\s+of|kinda|sort\s+of|sorta|like)\s+"
    r"(?:our|the|my|their|his|her|a|an)\s",
    _I,
)
# "Maya actually lives in Berlin": the same before a fact's verb
_ACTUALLY_DOES = re.compile(
    r"\s+(?:actually|in\s+fact)\s+(?=(?:lives|works|reports|runs|heads|leads|manages|owns)\b)", _I
)


def _put_right(m: re.Match[str]) -> str:
    """The verb of a clause put right, without its "actually" ("now" before a place it is in)."""
    return f"{m['be']} now " if m["in"] and not m["be"].lower().startswith("w") else f"{m['be']} "


# "Mai's joined as our accountant", "Kofi's started at Arup": the "'s" of a verb a person does is
# "has", never "is" (the role would be "joined as our accountant"); "the printer's fixed" is "is"
_HAS_DONE = re.compile(
    r"^(?P<p>[^\W\d_][\w\-]*)(?:'s|’s)\s+(?=(?:just\s+|now\s+|finally\s+|officially\s+)?(?:joined|rejoined|started"
    r"|restarted|switched|transferred|relocated|become|gone\s+(?:to|over)|taken\s+over|signed\s+(?:on|with))\b)",
    _I,
)

# "Björn's heading the safety committee as of october": the "'s" of a unit someone heads is "is"
# ("Björn's heading" is no heading of his; "Björn's heading to Oslo" names no unit)
# "my email's ana@x.io", "Leo's number's 0412 555 010", "my role's now head of ops": the "'s" after an
# attribute is "is" when a value of its kind follows (or "now"), never a possessive ("my manager's laptop")
_ATTR_IS = re.compile(
    r"^(?P<h>(?:my|our|his|her|their|[^\W\d_][\w\-]*(?:'s|’s))\s+(?:(?:new|work|home|personal|mobile)\s+)*"
    r"(?:(?P<mail>e-?mail(?:\s+address)?)|(?P<tel>phone(?:\s+number)?|number|mobile(?:\s+number)?|cell)"
    r"|(?P<addr>address)|(?P<post>role|title|job\s+title|manager|boss|team|office|employer)))(?:'s|’s)\s+"
    r"(?=(?(mail)(?:now\s+)?\S+@|(?(tel)(?:now\s+)?[+(]?\d[\d\s().-]{4,}\d|(?(addr)(?:now\s+)?\d+[a-z]?,?\s+[^\W\d]|now\s))))",
    _I,
)
# someone's place taken: "Greta replaces him on Search" (her team), "Ali is replacing Bo as team lead" (her role)
_REPLACES = re.compile(
    r"^(?P<p>(?-i:[A-ZÀ-Ý])[\w\-]+(?:\s+(?-i:[A-ZÀ-Ý])[\w\-]+)?)\s+(?:replaces|is\s+replacing|'s\s+replacing"
    r"|will\s+replace|has\s+replaced|replaced)\s+(?:him|her|them|(?-i:[A-ZÀ-Ý])[\w\-]+(?:\s+(?-i:[A-ZÀ-Ý])[\w\-]+)?)"
    r"\s+(?:(?P<on>on|in)\s+(?:the\s+)?(?P<t>[\w&\-]+(?:\s+[\w&\-]+)??)(?:\s+team)?|as\s+(?P<r>[\w&\- ]{2,40}?))"
    r"(?P<rest>\s+(?:from|starting|on|next|this|as\s+of|effective)\b.*)?$",
    _I,
)
_IS_HEADING = re.compile(
    r"^(?P<p>[^\W\d_][\w\-]*)(?:'s|’s)\s+(?=(?:now\s+)?heading\s+(?:up\s+)?"
    r"(?:the|our)\s+(?!(?:wrong|right|same|other|opposite|way|road|direction)\b))",
    _I,
)
# "Zahir has run the dive centre since january", "Ana's worked at Monzo since 2030": a state held since a
# date, said in the present perfect, is the state now, from then ("Zahir runs the dive centre since january");
# "has been in", "has headed up", "has managed finance" (a role) have readers of their own
_HELD_NOW = {
    "run": "runs", "owned": "owns", "worked": "works", "lived": "lives", "coached": "coaches", "chaired": "chairs",
    "taught": "teaches",
}  # fmt: skip
_HAS_HELD = re.compile(
    r"^(?P<p>(?-i:[A-ZÀ-ÖØ-Þ])[\w\-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w\-]*)?)(?:\s+has|'s|’s)\s+(?:now\s+)?"
    r"(?P<v>" + "|".join(_HELD_NOW) + r")\b(?=\s.*\bsince\b)",
    _I,
)
# "Tiago's at Farfetch now", "Yusuf is now at KPMG": a firm named as where someone is now, with no "the"
# ("at the dentist") and no errand ("at lunch", lower case), is where they work
_AT_FIRM_NOW = re.compile(
    r"^(?P<p>(?-i:[A-ZÀ-ÖØ-Þ])[\w\-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w\-]*)?)(?:'s|’s|\s+is)\s+(?P<now>now\s+)?at\s+"
    r"(?P<o>(?!(?:Home|Work|School|Church|Uni|Gym|Lunch|Heathrow|Gatwick|JFK|LAX)\b)(?-i:[A-Z])[\w&\-]*"
    r"(?:\s+(?-i:[A-Z])[\w&\-]*){0,2})(?P<now2>\s+now)?$",
    _I,
)
# "Wayan's driving for us now", "Ana is cleaning for me now": a job done for the user's household or
# firm, said by its doing, is the role of who does it ("Wayan is our driver now")
_DOER = {
    "driving": "driver", "cooking": "cook", "cleaning": "cleaner", "nannying": "nanny", "babysitting": "babysitter",
    "tutoring": "tutor", "gardening": "gardener", "coaching": "coach",
}  # fmt: skip
_WORKS_AS = re.compile(
    r"^(?P<p>(?-i:[A-ZÀ-ÖØ-Þ])[\w\-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w\-]*)?)(?:'s|’s|\s+is)\s+(?:now\s+)?"
    r"(?P<v>" + "|".join(_DOER) + r")\s+for\s+(?P<w>us|me)\s+now$",
    _I,
)
_WHOSE_HOME = {"us": "our", "me": "my"}


def _a_name(said: str) -> bool:
    """Whether ``said`` is someone's name, never a word ("It", "There") nor kin ("Mum's at Tesco now": shopping)."""
    first = said.split()[0].lower()
    return first not in _NAME_STOP and first not in KIN_WORDS


# "Trí's now product owner for it", "Ana is the lead on that": the post, of the thing said before
# (written lower case: "head of IT" is a department)
_ROLE_OF_IT = re.compile(
    r"^(?P<head>[^\W\d_][\w\-]*(?:'s|’s|\s+is)\s+\S.*?)\s+(?:for|of|on)\s+(?-i:it|that|this|them|those)(?:\s+one)?[\s.!]*$",
    _I,
)
# "<who> left <a place> for <another>": the other is where they work now (not "for the day", "for lunch")
_LEFT_FOR = re.compile(
    r"^(?P<p>[^\W\d_][\w\-]*)\s+(?:has\s+|just\s+)?(?:left|quit|ditched)\s+(?!(?:it|that|this|them|work|home)\b)"
    r"\S.*?\s+for\s+(?P<b>(?!(?:the\s+)?(?:day|night|weekend|week|holidays?|vacation|summer|good|now|lunch|dinner"
    r"|a\s+(?:bit|while|few|couple|week|month|year)|an?\s+(?:hour|day)|the\s+(?:airport|station|gym|shops?))\b)\S.*)$",
    _I,
)


# "his replacement as branch lead", "her successor as chair": the role taken over, no role of its own
_SUCCEEDS = re.compile(
    r"^(?:(?:his|her|their|the|[\w\-]+'s)\s+)?(?:new\s+)?(?:replacement|successor|stand-?in|stand\s+in"
    r"|(?:maternity\s+|paternity\s+)?cover)\s+as\s+(?:the\s+|our\s+)?(?P<role>\S.*)$",
    _I,
)
# "Leo's new form tutor", "the Okafors' new nanny": that the role is new is news, not part of it
_WHOSE_NEW = re.compile(r"^(?P<whose>(?:the\s+)?[\w-]+(?:'s|’s|s'|s’)\s+)(?:brand\s+)?new\s+(?=\S)", _I)
# "Zara's in the Melbourne office": where someone works (a place of work, never a trip's city)
_IN_OFFICE = re.compile(r"\bin\s+the\s+(?:[\w'’-]+\s+){1,3}(?:office|branch|hq|head\s+office)$", _I)


# a time long past that no date reader takes ("years ago", "ages ago", "a while back"): left in a
# value, it tells a story rather than a fact that holds from a day
_VAGUELY_AGO = re.compile(
    r"\b(?:years|ages|decades|months|donkey'?s\s+years|a\s+(?:long\s+)?while|long|a\s+long\s+time)\s+(?:ago|back)\b", _I
)


# "Hamid from legal is now heading up compliance", "Lee over in finance got promoted": a person
# said with where they work, then what is new of them (of Hamid, never of "Hamid from legal")
_NAME_FROM = re.compile(
    r"^(?P<name>(?-i:[A-Z][\w'’-]+)(?:\s+(?-i:[A-Z][\w'’-]+))?)\s+(?:from|in|over\s+in|on)\s+(?:the\s+)?"
    r"(?P<where>[\w&'’.-]+)(?:\s+(?:team|dept|department|office))?\s+(?=(?:is|was|has|will|just|now|got|moved|joined|took"
    r"|heads?|runs?|leads?|starts?|started|left|reports?|became|becomes)\b)",
    _I,
)
# the user's own job or home said in the first person, present: the fact forms read it said of a name
_THIRD_PERSON = {
    "work": "works", "start": "starts", "join": "joins", "live": "lives", "report": "reports", "lead": "leads",
    "run": "runs", "manage": "manages", "head": "heads", "begin": "begins",
}  # fmt: skip
_I_DO = re.compile(r"^(?:i|we)\s+(?:now\s+)?(?P<v>" + "|".join(_THIRD_PERSON) + r")\b", _I)
_SOMEONE_ELSE = "Quillon"  # a name no one is called, put in for "I" and taken out again
# "moving to Leipzig on the 15th", "relocating to Oslo in march": a move to a named place, its subject left
# out, as chat leaves out "I'm"
_MY_MOVE = re.compile(r"^(?:moving|relocating)\s+to\s+(?P<to>(?-i:[A-ZÀ-ÖØ-Þ])[\w\-']*)", _I)


# how an occasion got its day: with that day said, the occasion is a diary line, not a standing of it
_SCHEDULED = re.compile(r"confirmed|finali[sz]ed|booked|scheduled|arranged|set|on", re.IGNORECASE)


# a day of a month said first: "the 1st of august is …", "5th of november's …"
_A_DAY_OF = re.compile(
    r"^(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+of\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*(?:'s|\s)",
    re.IGNORECASE,
)


# "Raisa's parent teacher meeting at 4pm", "Arnob's dentist appointment": an event of someone's, said with its
# time, never their role ("parent teacher meeting"); the last word names the event
_POSSESSED_EVENT = re.compile(
    r"^(?:.*?\s)?[A-Z][\w\-]*(?:'s|’s)\s+(?:[a-z][\w\-]*\s+){0,3}(?:meeting|mtg|appointment|appt|interview|party"
    r"|recital|concert|graduation|check-?up|surgery|operation|exam|lesson|viewing|hearing|consultation|ceremony"
    r"|wedding|funeral|performance|assembly|conference|flight|match|tournament|christening"
    r"|visit|scan|vaccinations?|jabs?|physio|orientation|induction|open\s+day|sports\s+day|prize\s+giving"
    r"|parents?\s+evening|leaving\s+do)"
    r"(?=\s+(?:at|on|@|this|next|tomorrow|today|tonight|\d|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\b|\s*$|\s*[,.;!?])",
)
# a possessed thing, then what was done to it: "Leo's dentist booked", "Ana's visa sorted", "mum's
# flights paid" (the "'s" is whose, never "is")
_POSSESSED_DONE = re.compile(
    r"^[\w\-]+(?:'s|’s)\s+[a-z][\w\-]*(?:\s+[a-z][\w\-]*)?\s+(?:(?:is|are|was|has\s+been|got)\s+)?"
    r"(?:booked|sorted|done|paid|sent|cancell?ed|fixed"
    r"|ordered|renewed|collected|confirmed|scheduled|arranged|signed|submitted|filed|posted)\b",
    re.IGNORECASE,
)


# a value that is a time of day: "1pm same day", "3:30 instead", "noon on the day"
# a duty said with "be": "meant to chair the PTA", "supposed to host", "due to present"
_DUTY = re.compile(r"^(?:meant|supposed|due|expected|scheduled|set)\s+to\s", re.I)
_ON_DAY = re.compile(r"^(?:on|every)\s+", re.I)  # "on tuesdays", "every thurs": the day itself
_CLOCK_VALUE = re.compile(r"^(?:at\s+)?(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)|\d{1,2}[:.]\d{2}|noon|midday)\b", re.I)


# a person in a numbered room of a place: "Atayev is in room 12", "Kwame lives in dorm 4", "Mr Osei's in bed 3"
_IN_NUMBERED = re.compile(
    r"^(?P<who>(?:(?:mr|mrs|ms|miss|dr|prof)\.?\s+)?(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)"
    r"(?:'s|\s+is|(?P<lives>\s+lives|\s+stays)|\s+sits)\s+(?:now\s+)?in\s+"
    r"(?P<kind>room|dorm|flat|apartment|apt|unit|block|ward|bed|cabin|bay|cubicle|desk|office|locker|suite|lab)\s+"
    r"(?P<n>\d+[a-z]?|[a-z]\d*)(?:\s+now)?$",
    _I,
)
# where someone is from: "Anil is from Kottayam", "she's originally from Melaka", "Ifeoma's from Owerri" (a
# place in capitals, never a firm, a school or a team: "Tom's from Acme Ltd", "Ana is from HR")
_FROM_PLACE = re.compile(
    r"^(?P<who>(?:(?:mr|mrs|ms|miss|dr|prof)\.?\s+)?(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?|she|he|they)"
    r"(?:'s|\s+is|\s+are|'re)\s+(?:originally\s+)?from\s+"
    r"(?P<place>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+){0,2}(?:,\s+(?-i:[A-Z])[\w'-]+)?)"
    r"(?:\s+(?:originally|now))?$",
    _I,
)
_NOT_HOMETOWN = re.compile(
    r"\b(?:uni|university|college|school|academy|ltd|inc|plc|llc|co|corp|group|bank|council|team|dept|department"
    r"|agency|company|labs?|studios?|airways|airlines|hr|it|pr|ops|legal|finance|accounts|sales|marketing|support"
    r"|head\s+office|hq)\b",
    _I,
)
_PRONOUN_OWN = {"she": "her", "he": "his", "they": "their"}
_BABY_DUE = re.compile(
    r"^(?P<who>his|her|their|.+?(?:'s|’s))\s+(?:baby|bump|little\s+one|twins|first|second|third)\s*(?:is|are|'s)\s+due\s+"
    r"(?:in\s+|on\s+|around\s+)?(?P<when>.+)$",
    _I,
)
_HOMES = frozenset({"dorm", "flat", "apartment", "apt", "unit", "block", "suite"})
# a fact of a person's own said with "his"/"her"/"their"; read with a stand-in name, then put back
_THEIR_OWN = re.compile(r"^(?P<pr>his|her|their)\s+(?P<rest>\S.*)$", _I)
_STAND_IN = "Zabdiel"
_OWNER = {"his": "him", "her": "her", "their": "them"}
_OWN_FACTS = frozenset({
    "birthday", "anniversary", "address", "email", "phone", "allergy", "nickname", "surname",
    # where they study, and what: "his college is Trinity", "her major is nursing"
    "college", "school", "university", "uni", "major",
    # a baby's due date, said of its mother ("her baby's due in may": see _BABY_DUE)
    "due date",
})
# a person's own number, said with a word before its kind ("his desk phone", "her work mobile") or by a
# kind of number ("his extension"): only a number ("her new mobile is an iPhone" is a handset)
_OWN_NUMBERS = frozenset({"phone", "mobile", "cell", "extension", "ext", "number", "line"})


def _own_fact(claim: StateClaim) -> bool:
    """Whether ``claim`` is of a kind a person has of their own (see ``_OWN_FACTS``, ``_OWN_NUMBERS``)."""
    if claim.predicate in _OWN_FACTS:
        return True
    return claim.predicate.split()[-1] in _OWN_NUMBERS and any(c.isdigit() for c in claim.value)


def _facts(clause: str, ctx: _Ctx, detail: str = "") -> list[Intent]:
    """The fact a clause states, with its time taken out first; two facts joined by "and"
    ("Maya is CTO and Omar is COO"); an unreadable date makes it :class:`Unclear`."""
    if _TEAM_CAPTAIN.search(clause) or _POSSESSED_DONE.match(clause) or _POSSESSED_EVENT.match(clause):
        return []  # "Leo's dentist booked, 14th at 4": his appointment made, not his role "dentist booked"
    if thing_due(clause, ctx):  # "the dog's vaccinations are due 5/2": a to-do named by the thing, not its state
        return []
    if "actually" in clause or "in fact" in clause:
        clause = _ACTUALLY_DOES.sub(" ", clause)  # "Maya actually lives in Berlin"
        clause = _BE_ACTUALLY.sub(_put_right, clause)
    if _LIKENED.match(clause):
        return []
    if " or " in clause and (which := either_one(clause, lambda one: _facts(one, ctx))) is not None:
        return [which]  # "the new forklift driver is either Lautaro or Bautista": which one, asked
    if (was := changed_from(clause, detail, lambda new: _facts(new, ctx))) is not None:
        return was  # "marta's now at a16z not sequoia": a16z, where she was sequoia
    clause = _BE_STRESSED.sub(lambda m: f"{m['be']} ", clause)
    clause = _BE_OFFICIALLY.sub(lambda m: f"{m['be']}{m['now'] or ''} ", clause)
    if _HEARD.search(clause) and (heard := heard_fact(clause)) is not None:
        # "just heard from Jo that Dimitri is now head of sales": the fact heard, of someone else
        found = _facts(heard, ctx, detail)
        if found and all(isinstance(f, StateClaim) and f.subject not in ("me", *SOMEONE) for f in found):
            return found
        return []
    if (noted := _NOTE_THAT.match(clause)) is not None:
        # "pls note mei lin is on nights from 1/6": the fact to note, when it is one
        found = _facts(clause[noted.end() :], ctx, detail)
        if found and all(isinstance(f, StateClaim) for f in found):
            return found
    if (numbered := _IN_NUMBERED.match(clause)) is not None:
        # "Atayev is in room 12": his room, as "Atayev's room is 12" says it; "Kwame lives in dorm 4", "Ana is in
        # flat 3B": where they live, the place whole
        kind, n = numbered["kind"], numbered["n"]
        if numbered["lives"] or kind.lower() in _HOMES:
            return [StateClaim(numbered["who"], "location", f"{kind} {n}")]
        return _facts(f"{numbered['who']}'s {kind} is {n}", ctx, detail)
    origin = _FROM_PLACE.match(clause)
    if origin is not None and not _NOT_HOMETOWN.search(origin["place"]) and not has_date_words(origin["place"]):
        # "Anil is from Kottayam": his hometown, as "Anil's hometown is Kottayam" says it
        who = origin["who"]
        whose = _PRONOUN_OWN.get(who.lower()) or f"{who}'s"
        return _facts(f"{whose} hometown is {origin['place']}", ctx, detail)
    if (expecting := _BABY_DUE.match(clause)) is not None:
        # "Sarah's baby is due in March": the day she is due, never her "baby" being "due"
        clause = f"{expecting['who']} due date is {expecting['when']}"  # whose: "Sarah's", or "her"
    if (theirs := _THEIR_OWN.match(clause)) is not None:
        # "his bday is 9 feb", "her address is 4 Elm St": a person's own fact, whose the chat says (derive)
        found = _facts(f"{_STAND_IN}'s {theirs['rest']}", ctx, detail)
        own = [f for f in found if isinstance(f, StateClaim) and f.subject == _STAND_IN and _own_fact(f)]
        if len(found) == 1 and own:
            return [replace(own[0], subject=_OWNER[theirs["pr"].lower()])]
    clause = without_reaction(clause)  # "Dimitri is now head of sales, pretty big news"
    clause = without_cause(clause)  # "Kemal reports to Olga now after the reshuffle"
    clause = we_moved(clause, ctx) or clause  # "we moved the office to Shoreditch": where it is now
    clause = without_newcomer(clause)  # "new hire Beatriz starts monday …": Beatriz starts
    if (placed := _NAME_FROM.match(clause)) is not None and not has_date_words(placed["where"]):
        found = _facts(f"{placed['name']} {clause[placed.end() :]}", ctx, detail)
        if found and all(isinstance(f, StateClaim) and placed["name"] in (f.subject, f.value) for f in found):
            return found
    clause = _WILL_BE_DOING.sub(r"\g<p> is \g<v> ", clause)  # "Deepak will be handling the mess from tomorrow"
    clause = _HAS_DONE.sub(r"\g<p> has ", clause)
    clause = _IS_HEADING.sub(r"\g<p> is ", clause)
    clause = _HAS_HELD.sub(lambda m: f"{m['p']} {_HELD_NOW[m['v'].lower()]}", clause)
    if (work := _WORKS_AS.match(clause)) is not None and _a_name(work["p"]):
        # "Wayan's driving for us now": "Wayan is our driver now"
        clause = f"{work['p']} is {_WHOSE_HOME[work['w'].lower()]} {_DOER[work['v'].lower()]} now"
    if (at := _AT_FIRM_NOW.match(clause)) is not None and (at["now"] or at["now2"]) and _a_name(at["p"]):
        clause = f"{at['p']} works at {at['o']} now"  # "Tiago's at Farfetch now": where he works now
    clause = _ATTR_IS.sub(r"\g<h> is ", clause)
    if (took := _REPLACES.match(clause)) is not None:  # "Greta replaces him on Search": the place she took
        post = f"joined the {took['t']} team" if took["t"] else f"is now {took['r']}"
        clause = f"{took['p']} {post}{took['rest'] or ''}"
    if (move := _MY_MOVE.match(clause)) is not None and not has_date_words(move["to"]):  # never "to Friday"
        clause = f"I'm {clause}"  # "moving to Leipzig on the 15th!!": the user's own move, its "I'm" left out
    if (mine := _I_DO.match(clause)) is not None:
        # "i start at Stripe on jan 12", "I work at Monzo": the user's own, read as said of someone
        found = _facts(f"{_SOMEONE_ELSE} {_THIRD_PERSON[mine['v'].lower()]}{clause[mine.end() :]}", ctx, detail)
        return [
            replace(f, subject="me") if isinstance(f, StateClaim) and f.subject == _SOMEONE_ELSE else f for f in found
        ]
    if (of_it := _ROLE_OF_IT.match(clause)) is not None and _ROLE_WORDS.search(of_it["head"]):
        clause = of_it["head"]  # "Trí's now product owner for it": "it" is what was said before
    if "year" in clause:  # "moved to Cape Town in april last year": april 2025, never this april
        clause = with_years(clause, ctx.now.astimezone(ctx.tz))
    if (yearly := birthday_fact(clause, ctx)) is not None:
        # "Hemi's birthday is 3 March": the day is the value, not when the fact starts
        return [replace(yearly, subject=kin_named(yearly.subject))]
    if (one_day := dated_fact(clause, ctx)) is not None:  # "Priya's last day is the 18th": that day, resolved
        return [replace(one_day, subject=kin_named(one_day.subject))]
    if _A_DAY_OF.match(clause):
        return []  # "the 14th of feb is our anniversary": what a day is, never a fact of "feb" called "14th"
    joined = whole_value(clause, detail)  # "Omar's address is 14 Elm St, apt 3": one value
    if joined is not None:
        clause, detail = joined, ""
    if detail and (announced := changed_then(clause, detail)) is not None:
        return _facts(announced, ctx)  # "Biscuit's owner changed, it's Mrs Ferreira now"
    if detail and (wed := married_name(clause, detail, ctx)) is not None:
        return wed  # "Lakshmi got married on sunday, she's Lakshmi Menon now": her surname, from the wedding
    if detail and (promotion := promoted_to(clause, detail, ctx, _facts)) is not None:
        return promotion  # "Chloé's been promoted, she's a principal now"
    if detail and (theirs := their_change_then(clause, detail)) is not None:
        # "Yusuf changed jobs, works for Deloitte now": the fact the change made
        found = _facts(theirs, ctx)
        if found and all(isinstance(intent, StateClaim) for intent in found):
            return found
    if (reached := _CONTACT_NAMED.match(clause)) is not None:
        # "Teacher's contact: Mrs Adeyemi 0803 555 7711": the person named is the one the number reaches
        return [StateClaim(reached["who"], "phone", reached["num"].strip())]
    clause = _COLON_ATTR.sub(r"\g<s> \g<a> is ", clause)  # "Yasmin's new role: charge nurse"
    if (m := _HAS_NEW.match(clause)) is not None and (clause[m.end() :].strip() or detail):
        # "Tomás has a new number: 07700 900456", "Aiko's got a new email, aiko@x.jp"
        clause, detail = f"{m['p']}'s new {m['a']} is {clause[m.end():].strip() or detail}", ""
    if (m := _LEFT_FOR.match(clause)) is not None:
        # "Hoa left the design team for marketing", "Lerato quit Deloitte for KPMG in may": where they went
        found = _facts(f"{m['p']} joined {m['b']}", ctx, detail)
        if len(found) == 1 and isinstance(found[0], StateClaim) and found[0].predicate in ("team", "employer"):
            return found
    if (later := _date_last(clause, ctx)) is not None and _WILL_BE.match(later):
        clause = later  # "from monday Tala will be head of sales": as "Tala will be … from monday"
    if (m := _WILL_BE.match(clause)) is not None and _WHOSE_PERSON.match(clause, m.end()):
        # "Leocadia will be his manager from next mon", "Rui will be Ana's mentor from the 1st": whose
        # manager she will be, as "Leocadia is his manager" says (never Leocadia's role)
        found = _facts(f"{m['p']} is {clause[m.end():]}", ctx, detail)
        if found and all(isinstance(i, StateClaim) and i.predicate != "role" for i in found):
            return found
    if (m := _WILL_BE.match(clause)) is not None:
        # "Sato-san will be the new project manager from next month", "Tala will be head of sales
        # from monday": a role from a date (without "new", only a word that names a job); with no
        # date it is a plan, not yet a fact
        found = _facts(f"{m['p']} becomes {clause[m.end():]}", ctx, detail)
        if (
            len(found) == 1 and isinstance(found[0], StateClaim) and found[0].effective is not None
            and (m["new"] or (found[0].predicate == "role" and _ROLE_WORDS.search(found[0].value)))
        ):
            return found
    if (m := _WILL_LEAVE.match(clause)) is not None:
        # "Rosalind retires at the end of the month": from a date, the leaving is a fact to come;
        # with no date ("Tariq is leaving") it is news of a plan, not yet a fact
        rest, detail = next_job_apart(clause[m.end() :], detail)  # "… and joining Arup": where they go next
        spans = [span for span in find_spans(rest, now=ctx.now, tz=ctx.tz, prefer="future") if span.spec is not None]
        if not spans or m["p"].lower() in _NOT_LEAVERS or m["p"].split()[-1].lower() in _LEAVE_TAKEN:
            return []
        left = f"{m['p']} {LEFT[m['v'].lower()]} {rest[: spans[0].start]}{rest[spans[0].end :]}"
        found = [c for c in _facts(re.sub(r"\s+(?:at|on|in|from)?\s*$", "", left), ctx) if isinstance(c, StateClaim)]
        if not found and _NOTHING_LEFT.fullmatch(rest[: spans[0].start] + rest[spans[0].end :]):
            return left_job(m["p"], m["v"], spans[0].spec, detail, ctx, _facts)
        if len(found) != 1 or not _left_what(found[0].value, ctx):
            # "Ravi's leaving end of month, Chloe takes over his accounts": the handover alone
            return handed_over(m["p"], after_end(spans[0].spec, ctx), detail, ctx, _facts)
        # "retires at the end of the month": retired once that day is over ("left Telstra" from friday)
        gone = replace(found[0], effective=after_end(spans[0].spec, ctx), explicit_now=False)
        return [gone, *succeeded(gone, detail, ctx, _facts)]
    if (status := status_said(clause, ctx, detail, _facts)) is not None:
        return status  # "the Corvid project's status is on hold", "the status of the roof job is paused"
    if (said := occupant_said(clause)) is not None:
        # "the tenant in 4B is Mr Afolabi": the place's tenant, a person
        found = _facts(said, ctx, detail)
        if len(found) == 1 and isinstance(found[0], StateClaim) and someone(found[0].value, ctx) == found[0].value:
            return found
    if (title := titled(clause, ctx)) is not None and (found := named(_facts(title[0], ctx, detail), title[1], ctx)):
        return found  # "la maestra Gómez is the new coordinator": the title is part of the name
    if (long := long_named(clause, ctx)) is not None and (found := named(_facts(long[0], ctx, detail), long[1], ctx)):
        return found  # "Ana Lucía Ortega is our new office manager": one stand-in word for the long name
    if _HONORIFIC.search(clause):  # "Mr. Osei is new CFO": read without the dot, kept as written
        return [_dotted(intent) for intent in _facts(_HONORIFIC.sub(r"\1", clause), ctx, detail)]
    if (m := _FROM_WHERE.match(clause)) is not None and not _a_time(clause[m.start("at") : m.end()], ctx):
        # "Walt from church is the new treasurer": Walt's role ("Jo from monday is …" is a date)
        found = _facts(m["n"] + clause[m.end() :], ctx, detail)
        if len(found) == 1 and isinstance(found[0], StateClaim) and found[0].subject == m["n"]:
            return found
    for m in _AND.finditer(clause) if len(clause.split()) <= 30 else ():
        first, second = _facts(clause[: m.start()], ctx), _facts(clause[m.end() :], ctx, detail)
        if first and second and all(isinstance(i, StateClaim) for i in (*first, *second)):
            return [*first, *second]
    if (both := _same_subject_pair(clause, ctx, detail)) is not None:
        return both
    if (each := _two_subjects(clause, ctx, detail)) is not None:
        return each  # "Kyriakos and Maria both report to Elena now"
    if (both := as_role(clause, ctx, _facts)) is not None:
        return both  # "Hyun-woo started at Samsung as a UX lead": the employer and the role
    timed = fact_time(clause, ctx)
    habit = timed.core != clause and not timed.now and _preferred_time(clause)
    if habit:  # "prefers calls after 6pm", "visits on sunday afternoons": the time is what is preferred
        timed = replace(timed, core=clause, effective=None, until=None, problem=None)
    if timed.problem is not None:
        if _fact(timed.core, ctx) or _verb_fact(timed.core, ctx) or _fact(clause, ctx) or _verb_fact(clause, ctx):
            why = f" ({timed.problem})" if timed.problem != "date" else ""
            question = f"I couldn't read the date in “{clause}”{why}, so I noted nothing. Which date did you mean?"
            return [Unclear(question, clause)]
        return []
    specific = any(p.match(timed.core) for p in (_DECIDER, _DECIDES, _ATTR_FOR_IS, _PREFERS))
    claim = (
        my_manager(timed.core, ctx)  # "Fatima is my new manager": the user's manager, not Fatima's role
        or came_back(timed.core, timed.effective is not None)  # "Lena's back on the 11th"
        or someone_claim(timed.core, ctx)  # "Kofi's her new manager": a fact about her, not Kofi's role
        or relative_fact(timed.core, ctx, _person_read)  # "my sister moved to Bristol"
        or (_fact(timed.core, ctx) if specific else None)
        or role_named(timed.core, ctx, now=timed.now)  # "head of sales is Bilal", "the new chair is Harpreet Sandhu"
        or personal_fact(timed.core, ctx)  # "Fatima is allergic to penicillin", "Siobhan's moved to days"
        or kin_had(timed.core, ctx)  # "Carlos has 2 kids, Leo and Ana"
        or contact_fact(timed.core, ctx)  # "Yaw lives at 22 Ring Road", "new number for Mei: +65 9123 4567"
        or replacement_fact(timed.core)  # "Aiko is replacing Yuki": Yuki's replacement
        or _verb_fact(timed.core, ctx)
        # "Marcus is out til the 14th", "Priya's off on the 15th", "Lee is out next week": whole days away
        or (away_until(timed.core, ctx) if timed.until is not None or _whole_days(timed.effective) else None)
        or people_fact(timed.core, ctx)  # "Rosa retired", "rent's going up to 1450"
        or thing_fact(timed.core, ctx)  # "the Corolla is Sipho's now", "the key is with Mrs Adebayo"
        or amount_fact(timed.core, ctx)  # "rent on the unit goes up to £1,450", "hall hire went up to £40 an hour"
        or duty_fact(timed.core, ctx)  # "wei ling does our accounts now", "Callum's been our IT guy"
        or appointed_fact(timed.core, ctx)  # "the board appointed Ade as CFO", "we elected Mele chair"
        or approved_for(timed.core, ctx)  # "Li was approved for remote work": her remote work status
        or venue_fact(timed.core, ctx)  # "training moves to the Vallecas pitch"
        # "the offsite is in Lisbon this year" (never "the party is at Jo's on sat": the diary's)
        or event_place(timed.core, ctx, dated=timed.until is not None or _dated_apart(timed, clause, ctx))
        or _fact(timed.core, ctx)
        or moved_premises(timed.core, ctx)
    )
    not_there = _NOT_THERE_LOWER if ctx.lowercase else _NOT_THERE
    was_elsewhere = bool(detail) and not_there.match(detail.strip()) is not None and not has_date_words(detail)
    # "Zara's in the Sydney office": where she works, said without "now"
    workplace = _IN_OFFICE.search(timed.core) is not None and not has_date_words(clause)
    if claim is None and (timed.now or workplace) and (not detail or was_elsewhere) and timed.until is None and (
        where := is_in(timed.core, ctx)
    ):
        # "Priya is in Bangalore these days", "Tomas is in Madrid now, not Lisbon" (the place he
        # was); never "Tom's in Lisbon now, back friday": a trip
        claim = where
    elif claim is None and not detail and not has_date_words(clause) and (where := _person_in_place(timed.core, ctx)):
        # "Dan's in Lisbon": where he is based, or only a trip; asked, never kept silently nor guessed
        return [Unclear(f"Is {where.value} where {where.subject} is based now, or only for a while? If based, say "
                        f"“{where.subject}'s based in {where.value}” and I'll keep it.", clause)]
    if claim is not None and not habit and _dated(claim.value):
        # a date no span took ("from jan"): the connector reading may know it; else ask
        older = _older_reading(clause, ctx, detail)
        if older is not None:
            return [older]
        return [Unclear(f"I couldn't read the date in “{clause}”, so I noted nothing. Which date did you mean?",
                        clause)]
    scheduled = claim is not None and _SCHEDULED.fullmatch(claim.value) and _EVENT.search(claim.subject)
    if scheduled and timed.core != clause:
        return []  # "the vet appt is confirmed for the 9th at 10": a diary line (the agenda's), no standing of it
    if claim is not None and claim.predicate == "role" and _ERRAND_SUBJECT.match(claim.subject):
        return []  # "collect dad's scripts from the chemist": an errand for dad, never "collect dad" in a role
    if claim is not None and claim.predicate == "role" and _OURS.sub("", claim.value) not in ("", claim.value):
        # "Njeri is the new extension officer for our area", "Dana's the super for our building":
        # the user's own place goes without saying (a named one stays: "foreman on the Ridgeway job")
        claim = replace(claim, value=_OURS.sub("", claim.value))
    if claim is not None and claim.predicate == "owner" and timed.effective and (head := unit_head(timed.core, ctx)):
        claim = head  # "Wojciech heads up the Warsaw team as of today": his new role
    if claim is not None and claim.predicate == "role" and (newly := _WHOSE_NEW.match(claim.value)):
        claim = replace(claim, value=newly["whose"] + claim.value[newly.end() :])  # "Leo's new form tutor": news
    if claim is not None and claim.predicate == "role" and (taken := _SUCCEEDS.match(claim.value)) is not None:
        claim = replace(claim, value=taken["role"], explicit_now=True)  # "Despina's his replacement as branch lead"
    place = _OWN_PLACE.search(claim.value) if claim is not None and claim.predicate == "role" else None
    if claim is not None and place is not None and (_our(claim.value, clause) or claim.subject == "me"):
        # "Sanjay is our new account manager at the bank": the user's own bank goes without
        # saying, as "our" tells ("the buyer at Hy-Vee", "manager at the Palermo shop" name theirs)
        claim = replace(claim, value=claim.value[: place.start()])
    if claim is not None and claim.predicate == "role" and (shift := _ON_SHIFT.search(claim.value)) is not None:
        claim = replace(claim, value=claim.value[: shift.start()])
    if claim is not None and claim.predicate == "role" and _CLOCK_VALUE.match(claim.value):
        return []  # "trophy pickup's now 1pm same day": its new time, a move's to read, never a role
    if claim is not None and _day_as_role(claim):
        return []  # "swim lessons are now tuesdays": their day, a move's to read, never a role
    if claim is not None and claim.predicate == "role" and _DUTY.match(claim.value):
        return []  # "i'm meant to chair the PTA thing": a thing to do, never a role
    if claim is not None and claim.predicate == "role" and _MONEY.match(claim.value):
        claim = amount_fact(timed.core, ctx)  # "annual subs are now £60": a price, never a role
    if claim is not None and (usual := _USUAL_ORDER.match(claim.predicate)) is not None:
        # "my coffee order is a freddo espresso, no sugar": what the user prefers, for coffee
        scope = usual["what"] or usual["what2"] or claim.scope
        claim = replace(claim, predicate="preference", scope=scope, preference=True)
    if claim is not None and claim.predicate == "role" and (own := own_attribute(claim.value)) is not None:
        claim = replace(claim, predicate=own[0], value=own[1])  # "i'm now vegetarian": a diet, never a role
    if claim is not None and claim.predicate == "role" and claim.subject != "me" and (
        mine := _MY_CONTACT.search(clause)
    ) and mine["c"].lower() == claim.value.lower():
        # "Innokenty is my emergency contact": whom the user is to be reached through, no job of his
        claim = replace(claim, subject="me", predicate=claim.value.lower(), value=claim.subject)
    if claim is not None and claim.predicate == "role" and (theirs := _CONTACT_FOR.match(claim.value)) is not None:
        # "Nkechi is the emergency contact for Amaka": whom Amaka is to be reached through, no job of Nkechi's
        claim = replace(claim, subject=theirs["who"], predicate=theirs["c"].lower(), value=claim.subject)
    if (
        claim is not None and claim.predicate == "preference" and claim.scope is None
        and (own := own_attribute(claim.value)) is not None and own[0] == "diet"
    ):
        # "Ravi only eats halal", "Mo prefers kosher": what one eats, a diet word, is their diet
        claim = replace(claim, predicate="diet", value=own[1], preference=False)
    if claim is not None and _VAGUELY_AGO.search(claim.value):
        return []  # "my neighbour moved to the Algarve years ago": a story of long ago, no date to keep it from
    if claim is not None and body_part(claim.predicate):
        return []  # "my knees are shot", "my back is broken": how a body feels, no fact to keep
    if (
        claim is not None and _PET_SAID.fullmatch(claim.predicate.strip())
        and not _PET_NAMED.search(clause) and not _A_NAME.fullmatch(claim.value.strip())
    ):
        return []  # "Guðrún's cat is the real boss of the office": a pet's character, chatter to keep nothing of
    if claim is not None and unfinished(claim.value):
        return [Unclear(f"“{clause}” seems to stop mid-way, so I noted nothing. What did you mean to say?", clause)]
    if claim is not None:
        claim = replace(
            claim,
            subject=kin_named(addressed(claim.subject)),  # "cousin Marguerite moved to Halifax": Marguerite
            predicate=_canonical(claim),
            value=kin_person(moved_figure(told_why_dropped(claim.value))),
        )
        if claim.predicate == "role":  # "he's shift lead there": shift lead
            claim = replace(claim, value=place_pointer_dropped(claim.value) or claim.value)
        if claim.predicate == "email" and (address := _ADDRESS_FIRST.match(claim.value)) is not None:
            claim = replace(claim, value=address["a"])  # "frolova@kuzbassmed.ru for next time": the address alone
        if _COMPARED.match(claim.value):
            return []  # "Ouagadougou's film festival is way bigger": a thing weighed against another, no value of it
        if claim.predicate in PERSON_VALUED and _MOOD.match(claim.value) and not _A_BODY.match(claim.value):
            # (a body is who it is: "the cooperative owns the old press")
            return []  # "my boss is furious", "my manager will be thrilled": how they feel, never who they are
        if (
            claim.subject != "me" and claim.predicate.lower() in KIN_WORDS
            and claim.value == claim.value.lower()
            and _ROLE_WORDS.search(re.split(r"\s+(?:at|for|with|in|of|on)\s+", claim.value)[0].split()[-1])
        ):
            # "priya's dad is the new team manager", "sam's mum is a nurse": the relative's job, never
            # Priya's "dad" being a role (a name, "priya's dad is Tom", stays whose dad he is)
            claim = replace(claim, subject=f"{claim.subject}'s {claim.predicate}", predicate="role")
        elif claim.subject != "me" and claim.predicate.lower() in KIN_WORDS and _KIN_MOVED.search(clause):
            # "jean's son moved to glasgow": where the relative lives now, never Jean's "son" being Glasgow
            claim = replace(claim, subject=f"{claim.subject}'s {claim.predicate}", predicate="location")
        if claim.subject == "me" and claim.predicate.lower() in KIN_WORDS and _HOME_FROM_TRIP.match(claim.value):
            return []  # "my sister is back from Madrid": family home from a trip, news; never her name
        if claim.subject == "me" and claim.predicate in PERSON_VALUED and _AWAY_SAID.match(claim.value):
            # "my manager is on leave next week": my manager's status, as "my manager is off sick" is (and "my
            # mum is back from the hospital")
            claim = replace(claim, subject=f"my {claim.predicate}", predicate="status")
        effective, until = timed.effective, timed.until
        if detail and (effective is None or until is None):
            later = _detail_time(detail, ctx, lean(clause))
            if later.problem is not None and effective is None and until is None:
                # "new tenant in 2A is Marisol Vega, starts 11/1": the start said, but which day?
                why = f" ({later.problem})" if later.problem != "date" else ""
                return [Unclear(f"I couldn't read the date in “{clause}, {detail.strip()}”{why}, so I noted nothing. "
                                "Which date did you mean?", f"{clause}, {detail.strip()}")]
            effective, until = effective or later.effective, until or later.until
        held = effective is not None and effective.start <= ctx.now < effective.end
        if claim.predicate == "status" and until is None and held and _EFFECTIVE_WORD.search(clause) is None:
            effective, until = None, effective  # "Ravi's off sick this week": away until the week ends (not "as of")
        elif (
            claim.predicate == "status" and until is None and effective is not None and effective.start > ctx.now
            and AWAY_STATUS.search(claim.value) and _EFFECTIVE_WORD.search(clause) is None
        ):
            until = effective  # "Omar's on leave next week": away that week, back after it (never from then on)
        elif _this_period(effective, clause, ctx):
            effective = None  # "the budget is £1,200 this year": true now, since no date the user gave
        if effective is not None:
            claim = replace(claim, effective=effective, explicit_now=False)
        elif timed.now:
            claim = replace(claim, explicit_now=True)
        if until is not None:
            claim = replace(claim, until=until)
        if detail and (claim.preference or claim.predicate.endswith("order")) and _HOW_TAKEN.match(detail.strip()):
            return [replace(claim, value=f"{claim.value}, {detail.strip()}")]  # "prefers green tea, no sugar"
        return [claim, *_said_of(claim, detail, ctx)]
    older = _older_reading(clause, ctx, detail)
    if older is not None:
        return [older]
    unsaid = unsaid_whose(clause)  # "price went up to 12": of what?
    return [unsaid] if unsaid is not None else []


# "for our area", "on my team": the user's own place, one plain word after "our"/"my"
# "…, not Lisbon": the place it replaces, a name of a few words
_NOT_THERE = re.compile(r"^(?:and\s+)?not\s+(?:in\s+|at\s+)?[A-ZÀ-Ý][\w'\-]*(?:\s+[A-ZÀ-Ý][\w'\-]*){0,2}[\s.!]*$")
_NOT_THERE_LOWER = re.compile(
    r"^(?:and\s+)?not\s+(?:in\s+|at\s+)?(?!sure\b|yet\b|for\b|till\b|until\b)[a-zà-ÿ][\w'\-]*(?:\s+[a-zà-ÿ][\w'\-]*)?"
    r"[\s.!]*$"
)


def _our(value: str, clause: str) -> bool:
    """Whether the clause says the role with "our" or "my" before it ("our new account manager"), or as
    the one just come ("the new receptionist at the clinic": the clinic the user goes to)."""
    return re.search(r"\b(?:our|my|the\s+new)\s+(?:new\s+|current\s+)?" + re.escape(value), clause, _I) is not None
# the user's own person to reach, said of someone: "is my emergency contact", "my point of contact"
_MY_CONTACT = re.compile(r"\bmy\s+(?:new\s+)?(?P<c>emergency\s+contact|point\s+of\s+contact)\b", _I)
# a to-do's verb, then a kin word: "collect dad" of "collect dad's scripts", the "'s" his, never "is"
_ERRAND_SUBJECT = re.compile(
    r"^(?:" + "|".join(map(re.escape, sorted(TODO_VERBS, key=len, reverse=True))) + r")\s+(?:my\s+)?(?:"
    + "|".join(sorted(KIN_WORDS, key=len, reverse=True)) + r")$",
    re.IGNORECASE,
)
# the person to reach for someone named: "the emergency contact for Amaka", "next of kin for Mr Obi"
_CONTACT_FOR = re.compile(
    r"^(?P<c>emergency\s+contact|point\s+of\s+contact|next\s+of\s+kin)\s+for\s+"
    r"(?P<who>(?-i:(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?[A-ZÀ-Ý][\w'-]+(?:\s+[A-ZÀ-Ý][\w'-]+)?))$",
    _I,
)
_OURS = re.compile(r"\s+(?:for|on|in|at)\s+(?:our|my)\s+[a-z][\w'-]*$", _I)
# a place named only by its kind, in lower case: "at the bank", "at the surgery" ("my partner in
# the firm" says which partner, and stays)
# the order one always gives: "coffee order", "usual order", "go-to drink order" (a preference, its scope the drink)
_USUAL_ORDER = re.compile(
    r"^(?:(?:usual|go-to|regular|standard)\s+(?:(?P<what>[a-z]+)\s+)?|(?P<what2>coffee|tea|drink|drinks|lunch|breakfast"
    r"|takeaway|takeout|pizza|boba|smoothie|sandwich|burger|sushi|curry|chai|matcha|latte|cocktail|bar|pub|cafe|café)\s+)"
    r"order$",
    _I,
)
# "release manager for the app" too, and a place of two words ("volunteer coordinator at the food bank")
# "our team lead on the pharma project" is ours on that project, and "the new charge nurse on 3 west" on that ward;
# a ward named by its number is one of many, and stays ("the new consultant on ward 9")
_OWN_PLACE = re.compile(
    r"\s+(?:(?:at|for)\s+the\s+(?-i:(?:[a-z][a-z'-]*\s+)?[a-z][a-z'-]*)"
    r"|on\s+the\s+(?-i:(?:[a-z][a-z'-]*\s+)?(?:project|account|job|case|ward|unit|floor|site|build|contract))"
    r"|on\s+\d{1,2}[a-z]?(?:\s+(?:north|south|east|west))?)$",
    _I,
)
# the shift a post is worked on, no part of the post: "the new charge nurse on nights" (as "Bongani is on
# days" is his shift); nor is the place it is held at said as being there: "the doctor on station", "the
# medic on site", "the chief engineer on board"
_ON_SHIFT = re.compile(
    r"\s+on\s+(?:(?:the\s+)?(?:nights|days|lates|earlies|nightshift|(?:night|day|late|early)\s+shifts?)"
    r"|station|site|base|board)$",
    _I,
)
_MONEY = re.compile(r"^(?:[£$€¥₹₦]|[A-Z]{1,3}\$|R\s?\d|KSh|USD|GBP|EUR|ZAR|KES)\s?\d", _I)
# a status of being away said as what someone is: "on leave", "away", "out of office", "off sick"
# home again from a trip, never from leave or work: "back from Madrid", "home from camp"
_HOME_FROM_TRIP = re.compile(
    r"^(?:back|home|back\s+home)\s+from\s+(?!(?:\w+\s+)?(?:leave|sick|secondment|sabbatical|furlough|suspension|work"
    r"|the\s+office|hospital|rehab)\b)\S",
    _I,
)
_AWAY_SAID = re.compile(r"^(?:on\s+|off\s+|out\s+|away\b|ooo\b|back\s+(?:home\s+)?from\s)", re.IGNORECASE)
_EFFECTIVE_WORD = re.compile(r"\b(?:from|since|as\s+of|starting|effective|until|till|til|anymore|any\s+more)\b", _I)


_DATE_FIRST = re.compile(r"^(?P<c>from|as\s+of|starting(?:\s+(?:from|on))?|effective(?:\s+(?:from|on))?)\s+", _I)


def _date_last(clause: str, ctx: _Ctx) -> str | None:
    """``clause`` with the date it opens with ("from monday, Tala …") said after what follows it,
    when a name follows it; else None."""
    m = _DATE_FIRST.match(clause)
    spans = find_spans(clause[m.end() :], now=ctx.now, tz=ctx.tz) if m else []
    if m is None or not spans or spans[0].start != 0 or spans[0].spec is None:
        return None
    rest = clause[m.end() + spans[0].end :].strip(" ,")
    if not rest or not (rest[0].isupper() or ctx.lowercase):
        return None
    return f"{rest} {m['c']} {clause[m.end() : m.end() + spans[0].end]}"


def _dated_apart(timed: FactTime, clause: str, ctx: _Ctx) -> bool:
    """Whether ``clause`` says a date of its own beside the fact, more than the period it is said in."""
    return timed.effective is not None and not _this_period(timed.effective, clause, ctx)


def _this_period(effective: DateSpec | None, clause: str, ctx: _Ctx) -> bool:
    """Whether a fact's date is only the period it is said in ("is £1,200 this year"): a span
    longer than a day that holds now, said in the present (a change, "was promoted this month",
    starts then), with no word making it a start ("from", "as of")."""
    return (
        effective is not None
        and _effective_lean(clause) == "nearest"
        and effective.start <= ctx.now < effective.end
        and effective.end - effective.start > timedelta(days=1)
        and _EFFECTIVE_WORD.search(clause) is None
    )


def _preferred_time(clause: str) -> bool:
    """Whether the time words of a preference say when the thing is preferred ("calls after 6pm",
    "visits on sunday afternoons"), not since when the preference holds ("from May")."""
    return _PREFERS.match(clause) is not None and _EFFECTIVE_WORD.search(clause) is None


def _person_read(s: str, ctx: _Ctx) -> StateClaim | None:
    """A fact about a person read by the verb families, or a role ("is a nurse")."""
    claim = _verb_fact(s, ctx) or people_fact(s, ctx)
    if claim is None and (m := _ROLE_IS.match(s)) and _looks_like_role(m["v"], ctx, strict=True):
        return StateClaim(_person(m["p"], ctx) or "", "role", _LEAD_ARTICLE.sub("", _value(m["v"])))
    return claim


_LEAD_ARTICLE = re.compile(r"^(?:a|an|the)\s+", _I)


# a person named with where they are from or found: "Walt from church", "Priya from accounts",
# "Mrs Lindqvist in 5C", "Bernadette at the archives"
_FROM_WHERE = gated(re.compile(
    r"^(?P<n>(?!(?:Someone|Somebody|Anyone|Everyone|Nobody|The|A|An|Our|My|One)\b)[A-ZÀ-Ý][\w\-]+"
    r"(?:\s+[A-ZÀ-Ý][\w\-]+)?)\s+(?P<at>from|in|at)\s+(?P<where>(?:the\s+)?[\w\-]+(?:\s+[\w\-]+)?)"
    r"(?=\s*'s\s|\s+(?:is|has|was|just|now|prefers|moved|lives|works|joined|runs|reports)\s)"
))
_HONORIFIC = re.compile(r"\b(Mr|Mrs|Ms|Mx|Dr|Prof)\.(?=\s+[A-ZÀ-Ý])")
_UNDOTTED = re.compile(r"\b(Mr|Mrs|Ms|Mx|Dr|Prof)(?=\s+[A-ZÀ-Ý])")


def _a_time(said: str, ctx: _Ctx) -> bool:
    """Whether words after a name say when ("from monday", "in March"), not where ("in 5C")."""
    return has_date_words(said) and any(
        span.spec is not None or span.problem is not None
        for span in find_spans(said, now=ctx.now, tz=ctx.tz, prefer="future")
    )


def _dotted(intent: Intent) -> Intent:
    """A fact read from "Mr. Osei ..." with the name as the user wrote it."""
    if not isinstance(intent, StateClaim):
        return intent
    return replace(intent, subject=_UNDOTTED.sub(r"\1.", intent.subject), value=_UNDOTTED.sub(r"\1.", intent.value))


def _said_of(claim: StateClaim, detail: str, ctx: _Ctx) -> list[StateClaim]:
    """ "Femi is our landlord's agent, her number is 07700 900123": a second fact, about the
    person the first one named, in the detail."""
    if not detail or not claim.subject or not _NAME_WORD.match(claim.subject.split()[0]):
        return []
    more = someone_claim(detail, ctx)
    if more is None and (m := _SUBJECTLESS.match(detail.strip())):
        # "Tanaka-san is our landlord's agent, based in Shinjuku": the detail says more about
        # the same person, with its subject left out
        said = f"{claim.subject} {'is ' if m['participle'] else ''}{detail.strip()}"
        found = _verb_fact(said, ctx) or people_fact(said, ctx)
        if found is not None and found.subject == claim.subject and found.predicate != claim.predicate:
            return [replace(found, predicate=_canonical(found))]
        return []
    if more is None or more.subject not in SOMEONE:
        return []
    # "Sam's daughter is Karen, her number is …": Karen's, the person named last
    kin_named = claim.predicate.lower() in KIN_WORDS and claim.value.split() and _NAME_WORD.match(claim.value)
    more = replace(more, subject=claim.value if kin_named else claim.subject)
    return [replace(more, predicate=_canonical(more))]


# how a drink or a dish is taken, said after a comma: part of what is preferred ("green tea, no sugar",
# "a flat white, oat milk", "black coffee, two sugars"), never a second fact
_ADDITION = (
    r"(?:sugars?|sweetener|milk|cream|ice|foam|lemon|honey|salt|onions?|mayo|sauce|cheese|dressing|whip|syrup"
    r"|shots?|dairy|meat|gluten|nuts)"
)
_HOW_TAKEN = re.compile(
    r"^(?:(?:no|with|without|extra|less|light|hold\s+the|(?:one|two|three|1|2|3|an\s+extra|a\s+double)|and)\s+)?"
    r"(?:(?:oat|soy|almond|skim(?:med)?|semi-skimmed|whole|coconut|double|single|decaf)\s+)?" + _ADDITION + r"[.!]*$",
    _I,
)
_SUBJECTLESS = re.compile(
    # "…, managed by Raheema", "…, supervised by Kofi": whom they answer to, said as a participle
    r"^(?:now\s+)?(?:(?P<participle>based|located|living|stationed|working|reporting"
    r"|(?:line\s+)?managed(?=\s+by\b)|supervised(?=\s+by\b))|lives|works|reports)\s",
    _I,
)


def _older_reading(clause: str, ctx: _Ctx, detail: str) -> StateClaim | None:
    """The fact read with its date after a connector ("... from jan"), or as written."""
    mods = _modifiers(clause, detail, ctx)
    for text, effective, until in ((mods.core, mods.effective, mods.until), (clause, None, None)):
        claim = (
            _verb_fact(text, ctx)
            or people_fact(text, ctx)
            or amount_fact(text, ctx)
            or venue_fact(text, ctx)
            or _fact(text, ctx)
        )
        if claim is None or _dated(claim.value) or _day_as_role(claim):
            continue
        if effective is not None:
            claim = replace(claim, effective=effective, explicit_now=False)
        if until is not None:
            claim = replace(claim, until=until)
        return replace(claim, subject=addressed(claim.subject), predicate=_canonical(claim))
    return None


def _day_as_role(claim: StateClaim) -> bool:
    """Whether ``claim`` takes a day for a role ("swim lessons are now tuesdays", "book club's on thursdays")."""
    return claim.predicate == "role" and names_a_time(_ON_DAY.sub("", claim.value))


# date words in a value: a date no time span took
# date words left in a value; "year 9", "week 12" name a school year or a week of a plan, no date
_DATED = re.compile(
    r"\b(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august"
    r"|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues"
    r"|wed|thu|thur|thurs|fri|sat|sun|today|tomorrow|tmrw|yesterday|tonight|month|(?:week|year)(?!\s+\d{1,2}\b)"
    r"|\d{4}-\d\d-\d\d"
    r"|\d{1,2}(?:st|nd|rd|th))\b(?!" + NOT_A_DAY + r")",
    _I,
)
# a rate's period is no date: "180 a month", "12.50 per hour"
_PER = re.compile(
    r"\d\s*(?:k|%)?\s*(?:" + CURRENCY_NAME + r")?\s*(?:a|an|per|every|each)\s+(?:hour|day|night|week|fortnight|month"
    r"|quarter|term|year)\b"
    r"|\d(?:/\w+)*/(?:hour|hr|day|night|week|wk|month|mo|year|yr)\b",  # "$22/user/month": a rate, no date
    _I,
)


def _dated(value: str) -> bool:
    """Whether date words no time span took are left in a value ("from jan", "effective 1/3")."""
    value = _MONTH_NAMED.sub("", value)  # "Jun Wei", "Jan Novak": a person named, no month
    value = _HYPHENED_NAME.sub("", value)  # "Min-jun Park", "Jun-ho Lee": a name in parts, no June
    value = _WEEKDAY_KIND.sub("", value)  # "the sunday league team": a kind of team, no day
    return bool(_DATED.search(_PER.sub("", value)) or _LEFT_DATE.search(value) or _LEFT_HOLIDAY.search(value))


# a named day no calendar of recap's dates, left at the value's end: "… pilot since majority rule day", "… from
# founders day" (never "the day", "that same day" nor "pay day" said as a value's own words: "… on pay day" is)
_LEFT_HOLIDAY = re.compile(
    r"\b(?:since|from|as\s+of)\s+(?:the\s+)?(?!(?:the|that|this|same|next|last|big|every|each|one)\b)"
    r"(?:[a-z][\w'’-]*\s+){1,3}day\W*$",
    _I,
)


# a weekday that names a kind of thing (:data:`memory.understanding.timex.WEEKDAY_NOUNS`): "sunday league"
# a person gone to live somewhere: "… moved to glasgow", "… has relocated to Dubai", "… is moving to Leeds"
_KIN_MOVED = re.compile(r"\b(?:moved|moving|relocated|relocating|emigrated|emigrating)\s+(?:back\s+)?to\b", _I)
_WEEKDAY_KIND = re.compile(
    r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+(?:" + "|".join(sorted(WEEKDAY_NOUNS)) + r")\b",
    _I,
)
# a month's name that is a person's first name, their surname after it: "Jun Wei", "Jan Novak"
_MONTH_NAMED = re.compile(
    r"\b(?-i:Jan|Jun|June|April|May|August)\s+(?-i:(?!(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\b)[A-Z][a-z]+)\b"
)


# a capitalised name joined by a hyphen ("Min-jun", "Jun-ho", "Mar-Lou"), never a part of a month
# ("Mid-June", "Late-march") nor a span ("Jan-Mar")
_HYPHENED_NAME = re.compile(
    r"\b(?!(?i:(?:mid|early|late|end|pre|post|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*-"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b))[A-Z][a-z]+-[a-zA-Z][a-z]+\b"
)


# one predicate for one idea, whatever the user called it
_PREDICATES = {
    "new manager": "manager", "boss": "manager", "line manager": "manager", "new boss": "manager",
    "manager's": "manager", "new role": "role", "phone number": "phone", "mobile number": "mobile",
    "email address": "email", "e-mail": "email", "city": "location", "base": "location", "department": "team",
    "title": "role", "job title": "role", "new title": "role", "position": "role", "job": "role",
    "dept": "team", "new team": "team", "meds": "medication", "medicine": "medication", "medicines": "medication",
}  # fmt: skip


# "new number", "work mobile number", "old phone" -> phone; "work email address" -> email
_PHONE = re.compile(
    r"^(?:(?:new|old|current|updated|work|office|mobile|cell|home|personal|private|direct|uk|us|local)\s+)*"
    r"(?:(?:tele)?phone(?:\s+number|\s+no\.?)?|(?:mobile|cell)\s+(?:phone\s+)?(?:number|no\.?)|cellphone|tel)$"
    r"|^(?:new|old|current|updated|work|office|home|personal|private|direct)\s+number$",
    _I,
)
# "new mobile", "cell", "whatsapp": the mobile (one attribute with the phone, see
# memory.claims.SAME_PREDICATE) only when what it "is" is dialled ("her new mobile is an iPhone"
# is no number)
_HANDSET = re.compile(
    r"^(?:(?:new|old|current|updated|work|office|personal|private|uk|us|local)\s+)*(?:mobile|mob|cell|mobile\s+phone"
    r"|cell\s+phone|whatsapp|whats\s*app|(?P<landline>landline))$",
    _I,
)
_DIALLED = re.compile(r"\+?\(?\d[\d\s\-().]{5,}\d")
_ADDRESS = re.compile(r"^(?:(?:new|old|current|updated|home|work|office|postal|mailing)\s+)+address$", _I)
_EMAIL = re.compile(r"^(?:(?:new|old|current|updated|work|office|personal|private)\s+)*e-?mail(?:\s+address)?$", _I)
# an email address said first in a value, with words after it ("… for next time", "… if you need it")
_ADDRESS_FIRST = re.compile(r"^(?P<a>[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+)\s+\S")


# a person named by their relation to the user ("my sister"): whose "number" is a phone too
_KIN = re.compile(r"^(?:my|our)\s+(?:(?:older|younger|big|little|baby|elder|twin|step)\s+)?(?:" + RELATIONS + r")$", _I)
# a person's name, with a title ("Tía Rosa", "Dr. Iyer"): whose "number" is a phone
_PERSONAL = re.compile(r"[A-ZÀ-Ý][\w\-.]*(?:\s+[A-ZÀ-Ý][\w\-]*){0,2}")


# things known by a number of their own, never a phone: "order number", "claim no", "seat number"
_NUMBERED_THING = re.compile(
    r"\b(?:order|policy|claim|account|invoice|booking|case|ticket|tracking|flight|membership|member|reference|ref"
    r"|serial|seat|room|customer|po|confirmation|reservation|application|registration|reg|licen[cs]e|passport"
    r"|parcel|vat|tax|nhs|insurance|student|patient|staff|employee|quote|project|batch|lot|part|model|table|gate"
    r"|platform|locker|unit|plot|lane|bay|pier|berth|stand|check-?in|receipt|transaction|loan|mortgage|meter)$",
    _I,
)


def _canonical(claim: StateClaim) -> str:
    """One predicate for one idea, whatever the user called it ("new number" -> phone; a
    person's "number" is their phone, an invoice's is not)."""
    key = claim.predicate.lower().strip()
    personal = claim.subject == "me" or _PERSONAL.fullmatch(claim.subject) is not None or _KIN.match(claim.subject)
    dialled = _DIALLED.fullmatch(claim.value.strip()) is not None
    if key == "number" and dialled and (len(claim.subject.split()) == 1 or _ROLE_WORDS.search(claim.subject)):
        personal = True  # "bayo's number changed - its 0802 444 1111", "the building manager's number is …"
    if key == "number" and _NUMBERED_THING.search(claim.subject):
        personal = False  # "order number is 112-4471", "the policy number is 88 2231": which one, no phone
    if _PHONE.match(key) or (key == "number" and personal):
        return "phone"
    if (handset := _HANDSET.match(key)) and dialled:  # "Raj's new cell is 9123 4567"
        return "phone" if handset["landline"] else "mobile"
    if _EMAIL.match(key):
        return "email"
    if _ADDRESS.match(key):
        return "address"
    return _PREDICATES.get(key, claim.predicate)


_AND = re.compile(
    r"\s*,?\s+and\s+(?=[A-Z]|[a-z]+\s+(?:is|'s|was|reports|runs|owns|moved|joined)\b"
    # a second liking, its scope said first: "for malbec I prefer french oak and for the chenin I prefer steel tanks"
    r"|(?i:for\s+(?:\S+\s+){1,3}?(?:i|we)\s+(?:prefer|like|want)\b))"
)
# "Thabo has left Vodacom and joined MTN": a second fact about the same person, its subject left out
_AND_VERB = re.compile(
    r"\s*,?\s+and\s+(?=(?:has\s+|have\s+|just\s+|now\s+|then\s+)?(?:joined|moved|started|reports|works|became"
    r"|switched|transferred|relocated|is\s+now|'s\s+now)\b)",
    _I,
)


def _same_subject_pair(clause: str, ctx: _Ctx, detail: str) -> list[Intent] | None:
    """Both facts of "<person> <fact> and <fact>", when each reads as a fact about them."""
    m = _AND_VERB.search(clause)
    if m is None:
        return None
    first = _facts(clause[: m.start()], ctx)
    if len(first) != 1 or not isinstance(first[0], StateClaim) or not _NAME_WORD.match(first[0].subject.split()[0]):
        return None
    second = _facts(f"{first[0].subject} {clause[m.end():]}", ctx, detail)
    if len(second) != 1 or not isinstance(second[0], StateClaim) or second[0].subject != first[0].subject:
        return None
    return [*first, *second]


# "Kyriakos and Maria both report to Elena now", "Ana & Leo are on the night team": two people, one fact
_TWO_SUBJECTS = re.compile(
    r"^(?P<a>(?-i:[A-ZÀ-Ý][\w'-]+(?:\s+[A-ZÀ-Ý][\w'-]+)?))\s+(?:and|&|\+)\s+"
    r"(?P<b>(?-i:[A-ZÀ-Ý][\w'-]+(?:\s+[A-ZÀ-Ý][\w'-]+)?))\s+(?:(?:both|also|now|each)\s+)?"
    r"(?P<v>[a-z']+)(?P<rest>\s+\S.*)$",
)
# the plural verb said of two, as said of one: "report" -> "reports", "are" -> "is"
_SINGULAR = {"are": "is", "have": "has", "were": "was", "do": "does", "go": "goes", "'re": "'s"}


def _two_subjects(clause: str, ctx: _Ctx, detail: str) -> list[Intent] | None:
    """One fact said of two named people, as two facts ("Kyriakos and Maria both report to
    Elena now": Elena manages each), when it reads as the same fact of each."""
    m = _TWO_SUBJECTS.match(clause.strip())
    if m is None:
        return None
    verb = m["v"].lower()
    one = _SINGULAR.get(verb) or (verb if verb.endswith(("s", "ed")) or verb in ("can", "will") else verb + "s")
    rest = re.sub(r"^\s+(?:both|also)\b", "", m["rest"])  # "are both vegetarian"
    found = [_facts(f"{who} {one}{rest}", ctx, detail) for who in (m["a"], m["b"])]
    claims = [f[0] for f in found if len(f) == 1 and isinstance(f[0], StateClaim)]
    if len(claims) != 2 or [c.subject for c in claims] != [m["a"], m["b"]]:
        return None
    if (claims[0].predicate, claims[0].value) != (claims[1].predicate, claims[1].value):
        return None
    return claims


_BUT_ONLY = re.compile(r"^(?:but\s+)?(?:only\s+)?(?=until|till|til|through|thru)", _I)
# "…, started last week", "…, lease started 10/1", "…, her contract starts monday": the start of
# the fact, or of the agreement or stint it is held by, and when
_DETAIL_VERB = re.compile(
    r"^(?:(?:he|she|they|it)\s+|(?:(?:the|her|his|their|its|our)\s+)?(?:lease|tenancy|contract|job|role|stint"
    r"|placement|secondment|posting|rotation|term|tenure|employment)\s+)?"
    # (the post taken, said of the role just named: "Jatin is the cricket captain now, took over yesterday")
    r"(?:started|starts|starting|began|begins|effective|official|took\s+over|takes\s+over|taking\s+over)\b\s*",
    _I,
)
# "…, completion was yesterday", "…, the sale went through last week", "…, her first day was
# monday": the event that made the fact, said in the past, and when it was
_DETAIL_EVENT = re.compile(
    r"^(?:(?:the|her|his|their|its|our)\s+)?(?:[\w-]+\s+){0,2}?(?:was|were|went\s+through|happened|took\s+place"
    r"|completed|closed|went\s+live|got\s+signed|was\s+signed|was\s+finali[sz]ed)\s+(?=\S)",
    _I,
)


# a word of how someone feels or is, never a person (lower case: "Alfred" stays a name): "furious",
# "thrilled", "over the moon", "not happy"
# a comparison with nothing it is weighed against said: "way bigger", "much better", "a lot more expensive"
_COMPARED = re.compile(
    r"^(?:(?:way|much|far|a\s+lot|lots|loads|heaps|so\s+much|even|a\s+(?:bit|little)|slightly|miles|way\s+way)\s+)?"
    r"(?:bigger|smaller|better|worse|larger|nicer|cheaper|dearer|pricier|busier|quieter|louder|faster|quicker|slower"
    r"|longer|shorter|higher|lower|harder|easier|colder|warmer|hotter|greater|wider|safer|prettier"  # (no "cleaner")
    r"|livelier|friendlier|crazier|happier|tougher|stricter|fancier|classier|(?:more|less)\s+[a-z]+)$",
    re.IGNORECASE,
)
_MOOD = re.compile(
    r"^(?:(?:so|very|really|not|pretty|quite|super|well)\s+)?(?:[a-z]+(?:ous|ful|ive|ible|able|ish|less|gry)"
    r"|[a-z]{3,}ed|amazing|annoying|mad|sad|cross|upset|livid|happy|busy|sick|ill|away|off|out|late|back|fine|ok|okay|chill"
    r"|calm|nice|great|lovely|awful|strict|keen|over\s+the\s+moon)$"
)


def _detail_time(detail: str, ctx: _Ctx, tense: Prefer) -> FactTime:
    """ "..., started last week" / "..., since March" / "..., until Friday": a detail that is
    only a time (after an optional "started") dates the fact; with no verb of its own it leans as
    the fact's ``tense`` ("got made partner, effective the 1st" as "got made partner effective the 1st")."""
    said = _BUT_ONLY.sub("", detail.strip())
    own = lean(said)
    # "effective the 21st": with its connector ("the 21st" alone is no date)
    whole = fact_time(said, ctx, tense if own == "nearest" else own)
    if whole.problem is None and not whole.core.strip(" ,.") and (whole.effective or whole.until):
        return whole
    # "started last week", "starts friday": without its verb, leaning as the verb's tense says
    timed = fact_time(_DETAIL_VERB.sub("", said), ctx, lean(said))
    if not timed.core.strip(" ,.") and (timed.problem is None or _DETAIL_VERB.match(said)):
        return timed  # a date with a problem, said as the start ("starts 11/1"), is asked about
    if (event := _DETAIL_EVENT.match(said)) is not None:  # "completion was yesterday": a day gone by
        timed = fact_time(said[event.end() :], ctx, "past")
        if timed.problem is None and not timed.core.strip(" ,.") and timed.effective is not None:
            return timed
    return FactTime(detail, None, None, False, None)


@reading
def _fact(s: str, ctx: _Ctx) -> StateClaim | None:
    m = _DECIDER.match(s)
    if m and _person(m["p"], ctx):
        attr = _predicate(m["attr"])
        return StateClaim(_phrase(m["s"]), attr, _person(m["p"], ctx) or "", explicit_now=bool(m["now"]))
    m = _DECIDES.match(s)
    if m and _person(m["p"], ctx):
        return StateClaim(_phrase(m["s"]), "decision maker", _person(m["p"], ctx) or "",
                          explicit_now=bool(m["now"] or m["now2"]))
    m = _ATTR_FOR_IS.match(s)
    if m and _person(m["p"], ctx):
        return StateClaim(
            _phrase(m["s"]), _predicate(m["attr"]), _person(m["p"], ctx) or "", explicit_now=bool(m["now"])
        )
    m = _OWNS.match(s)
    if m and _person(m["p"], ctx):
        return StateClaim(_phrase(m["s"]), "owner", _person(m["p"], ctx) or "", explicit_now=bool(m["now"]))
    m = _FIRM_FROM.match(s)
    if m:
        return StateClaim(_phrase(m["t"]), "location", m["v"])
    m = _BODY_OWNS.match(s) or _OWNED_BY_BODY.match(s)
    if m and _plausible(m["s"], max_words=8):
        return StateClaim(_phrase(m["s"]), "owner", m["p"], explicit_now=bool(m["now"]))
    m = _OWNED_BY.match(s)
    if m and _person(m["p"], ctx):
        return StateClaim(_phrase(m["s"]), "owner", _person(m["p"], ctx) or "", explicit_now=bool(m["now"]))
    m = _PREFERS.match(scope_last(s))  # "for client calls i prefer afternoons", "… on long-haul flights"
    person = _person(m["p"], ctx) if m else None
    if person is None and (m := _SOMEONE_PREFERS.match(scope_last(s))) and _someone(m["who"]):
        person = _phrase(m["p"])  # "my mum", "client", "miller's wife"
    if m and person and m["o"] and not _NEXT_FACT.search(s, m.start("o")) and not _OPEN_END.search(s):
        verb_ok = person == "me" or re.search(r"\bprefers\b|would|'d", s[: m.start("o")], _I)
        if verb_ok:
            return StateClaim(
                person,
                "preference",
                _preferred(m),
                scope=_phrase(m["c"]) or None,
                explicit_now=bool(m["now"]),
                preference=True,
            )
    for pattern, has_subject in ((_POSS_CHANGE, True), (_MY_CHANGE, False)):
        m = pattern.match(s)
        if m and _travelling(m, s):
            continue  # "my cousin Lupe is going to Denver for spring break": a trip, no value of "cousin"
        if m and _GOING.match(s[m.end("attr") : m.start("v")]) and re.match(r"(?:be|become)\b", m["v"], _I):
            continue  # "Maya's boss is gonna be Pieter": the value to come (Pieter), read as "will be" below
        if m and _attribute_ok(m, has_subject):
            subject, attr = occasion_subject(_subject(m["s"], ctx) if has_subject else "me", m["attr"])
            return StateClaim(
                subject,
                _predicate(attr),
                _value(m["v"]),
                explicit_now=True,
                old_value=_value(m["old"] or "") or None,
            )
    m = _AMOUNT_FOR_IS.match(s)  # before the possessive: "capacity at St Mary's hall is 120"
    if m and _attribute_ok(m, True) and _factual(m["v"]):
        return StateClaim(_phrase(m["s"]), _predicate(m["attr"]), _value(m["v"]), explicit_now=bool(m["now"]))
    for pattern, has_subject in ((_POSS_IS, True), (_MY_IS, False)):
        m = pattern.match(s)
        placed = placed_value(m["attr"], m["v"]) if m else None  # "Ariki's desk is on level 4": level 4
        if m and m.groupdict().get("future") and not _NAME_OR_FIGURE.search(m["v"]):
            continue  # "the school will be closed", "Ana's flight will be late": a forecast, not a value
        if m and _attribute_ok(m, has_subject) and (placed or _factual(m["v"])):
            subject, attr = occasion_subject(_subject(m["s"], ctx) if has_subject else "me", m["attr"])
            value = _NAMED.sub("", _value(placed or m["v"]))  # "Priya's dog is called Biscuit"
            return StateClaim(subject, _predicate(attr), value, explicit_now=bool(m["now"]))
    m = _OF_IS.match(s) or _OF_NAME_IS.match(s)
    if m and _attribute_ok(m, True) and _factual(m["v"]):
        return StateClaim(_phrase(m["s"]), _predicate(m["attr"]), _value(m["v"]), explicit_now=bool(m["now"]))
    for pattern in (_CHANGE_FROM, _CHANGE_TO):
        m = pattern.match(s)
        times = (m.groupdict().get("old") or "", m["v"]) if m else ()
        if m and _RESCHEDULED.search(s) and all(_TIME_LIKE.match(w.strip()) for w in times):
            continue  # "meeting w/ Kofi moved from 2 to 3": a time moved, no fact (the lifecycle reads it)
        if m and _plausible(m["attr"], max_words=5):
            subject, predicate = _split_compound(m["attr"], ctx, person_ok=not m.groupdict().get("the"))
            if predicate == "role" and _SWITCHED.search(s) and not _looks_like_role(m["v"], ctx, strict=True):
                continue  # "jake switched to decaf", "jake switched to tank main": something taken up, no job
            old = _value(m.groupdict().get("old") or "") or None
            anchor = _predicate(m["attr"])
            return StateClaim(subject, predicate, _value(m["v"]), explicit_now=True, old_value=old, anchor=anchor)
    m = _ROLE_NOW.match(s)
    if m and _person(m["p"], ctx) and _looks_like_role(m["v"], ctx, strict=False) and not _VERB_LAST.search(m["v"]):
        return StateClaim(_person(m["p"], ctx) or "", "role", _value(m["v"]), explicit_now=True)
    m = _ROLE_IS.match(s)
    # never "Biscuit's vet appt is (thurs 11am)": the "'s" was whose, the verb is still to come
    if m and _person(m["p"], ctx) and _looks_like_role(m["v"], ctx, strict=True) and not _VERB_LAST.search(m["v"]):
        return StateClaim(_person(m["p"], ctx) or "", "role", _value(m["v"]))
    return None


_VERB_LAST = re.compile(r"\s(?:is|are|was|were|will|has|have|had|'s)$", _I)


# someone going somewhere: "my sister is going to Denver", "Ana's boss is going to Paris next week"
_GOING = re.compile(r"^\s+(?:is|'s)\s+going\s+to\s+$", _I)
_KIN_NAMED = re.compile(r"^(?P<k>[a-z]+)\s+(?-i:[A-ZÀ-Ý])[\w'-]+$")


def _travelling(m: re.Match[str], s: str) -> bool:
    """Whether a change "to" a value is a person going there (the attribute a relative, a manager or such)."""
    if not _GOING.match(s[m.end("attr") : m.start("v")]) or re.match(r"be\b", m["v"], _I):
        return False  # "Ilse's boss is gonna be Dauren": who the boss will be, no trip
    attr = m["attr"].strip()
    kin = _KIN_NAMED.match(attr)
    word = (kin["k"] if kin else attr.split()[-1]).lower()
    return word in KIN_WORDS or word in PERSON_VALUED or word in ("boss", "partner", "friend", "neighbour", "neighbor")


def _someone(word: str) -> bool:
    """Whether ``word`` names a person by kin or job ("mum", "wife", "client", "landlord")."""
    return word.lower() in KIN_WORDS or word.lower() in _CLIENTS or _ROLE_WORDS.fullmatch(word) is not None


_CLIENTS = frozenset({"client", "customer", "tenant", "neighbour", "neighbor", "boss", "friend", "patient"})


def _preferred(m: re.Match[str]) -> str:
    """What a preference prefers: the side chosen ("Ravi prefers email over slack", "calls
    rather than texts", "calls not texts", "tea to coffee": email, calls, tea), as the corpora label it; the side
    passed over is no part of the value. "talking to Omar", "emails to be short" keep their "to"."""
    chosen = _phrase(m["o"])
    pair = None if m["alt"] else _TO_OTHER.match(chosen)
    return pair["x"] if pair else chosen


# "tea to coffee", "Slack to email": one thing preferred to another (never "talking to Omar",
# an activity, nor "emails to be short", a wish about them)
_TO_OTHER = re.compile(
    r"^(?P<x>(?:[\w'\-]+\s+){0,2}?(?![\w'\-]*ing\b)[\w'\-]+)\s+to\s+(?!(?:be|have|get|go|come|do|make|take|keep|stay"
    r"|arrive|start|finish|see|hear|know|use|work|meet|talk|speak)\b)(?P<y>[\w'\-]+(?:\s+[\w'\-]+)?)$",
    _I,
)


def _attribute_ok(m: re.Match[str], has_subject: bool) -> bool:
    if has_subject and ":" in m["s"]:
        return False  # "o telefone da Beatriz: Beatriz's phone is ...": the label is no subject
    if not _plausible(m["attr"], max_words=4, pronoun_start_ok=True):
        return False
    return not has_subject or _plausible(m["s"], max_words=5)


def _split_compound(attr: str, ctx: _Ctx, *, person_ok: bool = True) -> tuple[str, str]:
    """ "Renewal measure" -> ("Renewal", "measure"): the last word names the attribute; one word
    is a person's role changing, unless said with "the" ("the gym switched to 24h": no person)."""
    words = _phrase(attr).split()
    if not words:
        return "", ""
    if len(words) == 1:
        person = _person(words[0], ctx) if person_ok else None
        return (person, "role") if person else ("", "")
    return " ".join(words[:-1]), words[-1].lower()


def _whole_days(when: DateSpec | None) -> bool:
    """Whether ``when`` is a day or longer ("tuesday", "next week"), never a time of day ("out
    tonight", "off at 5": out of the house, or the end of a shift, not away from work)."""
    return when is not None and when.precision is not Precision.INSTANT and not _EVENING.search(when.text)


_EVENING = re.compile(r"\b(?:tonight|tonite|this\s+evening|evening|night|arvo|afternoon|morning|lunch)\b", _I)

# a person (one name) in a place of one to three words, neither "with" anyone nor "in" a state
_PERSON_ONE_NAME = re.compile(r"^[A-Za-zÀ-ÖØ-öø-ÿ][\w'\-]*$")
_PLACE_WORDS = re.compile(
    r"^(?!(?:with|a|an|the|my|our|his|her|their|bed|hospital|work|town|charge|trouble|love)\b)\S+(?:\s+\S+){0,2}$", _I
)


def _person_in_place(core: str, ctx: _Ctx) -> StateClaim | None:
    """ "Dan's in Lisbon": someone named by one name in a place named, which may be a trip or where they are
    based (never "the grant report is in with the ministry", "Mum's in hospital")."""
    where = is_in(core, ctx)
    if where is None or not _PERSON_ONE_NAME.match(where.subject) or not _PLACE_WORDS.match(where.value):
        return None
    return where
