"""A message as sentences and clauses.

Sentences: split at sentence ends (not after "e.g." or "Dr."), at line breaks and after an
emoji that closes a remark ("happy friday 🎉 need to submit my timesheet"), each cleaned of
what carries no meaning for the forms (curly quotes, a trailing period or emoji, "please", a
leading "ok,", "so,", "fyi", "anyway" ...), and marked as a question or not.

Lists: a label line ("to do this week:", "Quick brain dump:") and the lines under it, or a run
of bulleted or numbered lines, are items; each item is a sentence that knows its label, and a
closing "all by EOD" line is the label of the items above it. "tomorrow I need to: …" opens a
list like "need to: …" (the day is every item's), and "done: timesheet, expenses" is one
completion per thing.

Clauses (:func:`_clauses`): a sentence cut where the next words start a clause of their own
(a subject and a verb, an obligation word, a date then a to-do): "Ngozi will send the budget by
wed and I'll review it by fri" is two. A verb said once for several objects, each with its own
date ("pay the nanny friday, the cleaner saturday"), or each handed to someone ("send the deck
to Omar, the budget to Priya"), is carried to each; a thing with its own date that parallels no
object is a thing of its own ("standup thurs 10am, then budget review fri 2pm"). An aside ("oh
and", "btw", "also", a semicolon) before a to-do or a statement with its own subject cuts too,
as does a promise reported to someone ("… and told Luca I'd send the deck") and what the person
the clause before named did next, its subject left out ("… and is relocating to Oslo"), or
"he"/"she" and a present verb ("… and she prefers saturdays off"); "and to" after an obligation
is a second to-do ("remind me to call nana on sat and to water the garden sun"). A date said
once for all ("… - all on sat") is each clause's (:attr:`_Sentence.shared`).
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from memory.understanding._amount_aside import AMOUNT_IN_BRACKETS
from memory.understanding._closing_aside import aside_apart
from memory.understanding._commitment_intro import _imperative_shape, _todo_verb
from memory.understanding._commitments import _IRREGULAR_PAST, past_verb
from memory.understanding._date_over_comma import continues_date
from memory.understanding._due_refined import refines_due
from memory.understanding._kin import KIN
from memory.understanding._kind_one import kind_named
from memory.understanding._list_label import list_day
from memory.understanding._married_name import wed_then_named
from memory.understanding._memos import per_message
from memory.understanding._next_up import verb_carried
from memory.understanding._numbered import without_numbers
from memory.understanding._numbered_label import without_labels
from memory.understanding._own_subjects import name_is, own_subject
from memory.understanding._phrases import _I, _NAME_STOP, _NAME_WORD
from memory.understanding._prefilter import gated
from memory.understanding._question_frames import unframed
from memory.understanding._reported_due import reported_after
from memory.understanding._role_words import ROLE_WORDS
from memory.understanding._shortcuts import taken
from memory.understanding._sign_forms import agenda_entry
from memory.understanding._tentative_plan import plan_then_check
from memory.understanding._there_at import there_at
from memory.understanding._time_only import clock_only
from memory.understanding._timex_words import HOLIDAY_PATTERN
from memory.understanding._typed_case import typed_lowercase
from memory.understanding.normalise import normalise, without_emoticons
from memory.understanding.timex import abbreviation_dot, has_date_words


@dataclass(frozen=True)
class _Sentence:
    text: str  # cleaned: no trailing punctuation, no "please", no leading "ok,"
    raw: str  # as written
    question: bool
    lowercase: bool  # written without capitals: names may be lower-case too
    listed: bool = False  # an item of a list: a bare "renew the domain" is a to-do there
    label: str = ""  # the list's label or closing line ("to do this week", "all by EOD"): its date is the items'
    shared: str = ""  # a date said once for every clause before it ("… - all on sat"): each clause's


# ... and a day-first dotted date, whose trailing dot ends no sentence: "on 3.10. call the bank"
_ABBREVIATIONS = re.compile(
    r"(?:\b(?:a\.m|p\.m|e\.g|i\.e|etc|vs|dr|mr|mrs|ms|st|jr|sr|approx|sra|srta|dra|prof|profa|mme|mlle|sgt|capt"
    r"|rev|fr|mx|engr|atty|hon|kl)|\b[A-Za-z]"
    r"|(?:^|\b(?:on|by|due|until|till|before|from|am|ab)\s+)\d{1,2}\.\d{1,2})$",
    re.I,
)
# a thing and what was done to it, a report of its own: "MOT booked for the 14th", "rent paid"
_DONE_REPORT = re.compile(
    r"^(?:the\s+|my\s+|our\s+)?(?:[\w\-']+\s+){0,3}?(?:[a-z]{3,}ed|paid|sent|done|sorted|sold|bought|made|got|"
    r"fixed|booked|renewed|cancelled|canceled|moved|pushed|slipping|slips|sliding|delayed|postponed)\b",
    re.I,
)
# A shortened first name or place-name part, capitalised, before the rest of the name: "Ma.
# Theresa", "Wm. Okoye", "Sta. Cruz", "Sto. Niño", "Mt. Kenya"
# "ref no. 4471", "No. 5 bus": "no." shortens "number" only before one ("told her no. I need …" ends a sentence)
_NUMBER_NO = re.compile(r"\bno$", re.I)
_NAME_PART = re.compile(r"(?-i:\b(?:Ma|Wm|Jas|Chas|Thos|Geo|Sta|Sto|Mt|Ft|Pt|Gen|Col|Lt|Gov|Supt|Insp|Cllr|Brgy))$")
# Emoji that close a remark; check marks (✅ ✔ ☑ ✓) mean "done" and stay with their words.
_CHECK = r"[\u2705\u2714\u2611\u2713]\uFE0F?"
_EMOJI = r"(?:(?![\u2705\u2714\u2611\u2713])[\U0001F300-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF]|[\uFE0F\u200D])"
_SENTENCE_END = re.compile(r"[.!?]+(?=\s)|(?<=\S)\s*(?:" + _EMOJI + r"+|(?P<check>" + _CHECK + r"))(?=\s+\S)")
# what goes on after an emoji inside a sentence: its date ("🙄 by friday", "🤞 tmrw")
_CONTINUED = re.compile(
    r"^(?:(?:by|before|on|at|due|for|in|until|till|from|after|since|b4|or|so|and\s+(?!i\b))\b|\S*\d"
    # "✅ next: book …", "🎉 next up: chase …" start anew
    r"|(?:today|tonight|tomorrow|tmrw|tmr|2moro|eod|eow|next(?!\s*(?:up\s*)?[:,])|this)\b)",
    _I,
)
_DEADLINE_AFTER = re.compile(r"^(?:due|by(?!\s+the\s+way\b)|before|no\s+later\s+than)\s+\S", _I)
# a to-do said with its obligation: "gotta email jess tmrw also book the train", "… !! need to book a van"
_OWED = re.compile(
    r"^(?:(?:i|we)\s+)?(?:(?:really|still|just)\s+)*(?:need\s+to|have\s+to|gotta|got\s+to|must|should"
    r"|remind\s+me\s+to|don't\s+forget\s+to)\s+",
    re.I,
)


# a dated circumstance exclaimed, then what it obliges: "moving house on the 19th!! need to book a van"
_DAYS_OCCASION = re.compile(r"(?:\bis|'s)\s+(?:(?:our|my|his|her|their|the|a|an)\s+)?\w", _I)
_EXCLAIMED_THEN_OBLIGED = re.compile(r"^(?P<news>[^.!?]+?)\s*!+\s+(?P<then>\S.*)$")


def exclaimed_circumstance(text: str) -> str:
    """``text`` with the "!" after a dated circumstance said as the comma it stands for, when an
    obligation or a bare to-do follows ("moving house on the 19th!! need to book a van", "the 15th is
    our anniversary!! book dinner"): the to-do then takes the circumstance's day, as after a comma."""
    m = _EXCLAIMED_THEN_OBLIGED.match(text.strip())
    # "the 15th is our anniversary!! book dinner somewhere nice": a bare to-do obliges as "need to" does
    # (only after a day's occasion said with "is": "thanks for yesterday! call the bank" is no such day)
    bare = m is not None and _imperative_shape(m["then"]) and not _SENTENCE_END.search(m["then"])
    bare = bare and m is not None and _DAYS_OCCASION.search(m["news"]) is not None
    if m is None or not (_OWED.match(m["then"]) or bare) or not has_date_words(m["news"]):
        return text
    if _OWED.match(m["news"]) or _GREETING.match(m["news"].strip()):
        return text
    return f"{m['news']}, {m['then']}"


_GREETING = re.compile(r"^(?:good\s+)?(?:morning|mornin|afternoon|evening|night|day)$", _I)
# a message opened with a greeting ("morning! todo: …", "good morning, …", "morning all, …",
# "evening team - …"): the greeting is no time of the day for what follows ("morning: call the
# bank" and "morning - call the bank" stay a label of the day part)
_GREETING_START = re.compile(
    r"^(?:(?:hi|hey|hello|yo|ok|so)[\s,!]+)?(?:(?:good\s+)(?:morning|mornin|afternoon|evening|day)\b[\s!,.…~-]*"
    r"|(?:morning|mornin|afternoon|evening|gm)(?:\s+(?:all|everyone|everybody|team|folks|guys|y'all|again|fam))?"
    r"(?:\s*[!,.…~]+|\s+(?:all|everyone|team|folks|guys)\s*[-–—]+)\s*"
    r"|(?:morning|mornin|afternoon|evening)\s+(?:all|everyone|everybody|team|folks|guys|y'all)\s+[-–—]\s*)",
    _I,
)
# Emoji around a sentence are decoration ("Tom got promoted 🎉"), but for the lifecycle's done
# marks: "flights to Berlin 👍", "🎉 flights to Berlin".
_TRAILING_EMOJI = re.compile(r"(?<!\U0001F44D)(?:\s*(?!\U0001F44D)" + _EMOJI + r")+$")
_LEADING_EMOJI = re.compile(r"^(?:(?![\U0001F44D\U0001F389])" + _EMOJI + r"\s*)+")
_BULLET = re.compile(r"^(?:[-*•·▪◦‣–—>]|\d{1,2}[.)]|\(\d{1,2}\)|\[\s?\])\s+")
# "all by EOD", "both due friday", "everything before the 9th": a date for the items above it
_CLOSING = re.compile(r"^(?:all|both|everything|each|all\s+of\s+(?:them|these|it))\b\s*(?P<d>.*)$", _I)
_MAX_LABEL_WORDS = 6
_THINKING_NOISE = r"h+m+|e+r+m+|u+m+|u+h+m*|e+h+|a+h+"  # "hmm", "erm", "umm", "eh", "ah"
_LEADING_MARKERS = re.compile(
    r"^(?:(?:ok(?:ay)?|kk?(?=[\s,.!])|okie|oki|so|fyi|btw|by\s+the\s+way|also|and|but|hey|hi|well|oh|alright|all\s+right|right|great|cool"
    r"|thanks|thank\s+you|please|pls|quick\s+update|heads\s+up|just\s+so\s+you\s+know|anyway|anyways|anyhow"
    r"|asap|a\.s\.a\.p\.?"
    # a call to get going or a cry before the news, in Nigerian English and Singlish: "oya also tell chidi
    # to restock the fridge tmrw", "wah tmr got tutorial 10am", "aiyo the printer jam again"
    r"|oya|wah|walao|aiyo+h?|aiya+|alamak"
    # a call for attention before a comma: "oy, what's left on my list", "oi, …", "oye, …" (Spanish-speaking)
    # ("wa, what's Siti's job": the cry of surprise, as "wah" is, before its comma)
    r"|(?:oy|oi|oye|ey|wa)(?=\s*[,!])"
    # "next, I have to …", "then we need to …": what comes next, before the user's own clause
    r"|(?:next(?:\s+up)?|then|after\s+that)(?=\s*[,:]?\s*(?:i|we)(?:'ll|'m|'ve|\s)))"
    r"\b\s*[,:;!\-–—]*"
    # words that are also verbs or nouns ("update the forecast") only as a label: "update:", "two things:"
    r"|(?:update|note|reminder|q|question|quick\s+q|(?:(?:a\s+)?(?:few|couple(?:\s+of)?|coupla)|two|three|four|\d"
    r"|some|several)\s+(?:quick\s+)?(?:things|bits|items|todos|to-dos))\s*[,:;!\-–—]+"
    # "quick one - Hiroshi wants the proposal by fri", "one more thing: …": a label of what follows
    r"|(?:quick\s+(?:one|thing|note|update|reminder|q|question)|one\s+more\s+thing|another\s+thing|oh\s+and"
    # "do one thing, make it thursday" (Indian English): "here is what to do", before what to do
    r"|do\s+one\s+thing)"
    r"\s*[,:;!\-–—]+"
    # "so listen I need to …", "look, we have to …": a call for attention before the user's own clause
    r"|(?:listen|look)(?:\s+here)?\s*[,:;!\-–—]*\s*(?=(?:i|we)(?:'ll|'m|'ve|\s))"
    # news said late: "ugh forgot to tell u, the MOT is due 3rd jan", "meant to say - Kofi moved", "just remembered:"
    r"|(?:(?:ugh|argh|oh|oops|damn|dang|ah)\s*,?\s+)?(?:(?:i\s+)?(?:forgot|meant|wanted)\s+to\s+(?:tell|say|mention)"
    r"(?:\s+(?:you|u|ya))?|(?:i\s+)?just\s+remembered|before\s+i\s+forget"
    r"|(?:(?:i\s+)?(?:almost\s+|nearly\s+|totally\s+|completely\s+)?forgot|also\s+forgot|nearly\s+forgot))\s*[,:;!\-–—]+"
    # a thinking noise before a change asked for: "hmm actually make the vet thing friday", "erm, push it to mon"
    # (before "that's wrong" it marks a correction, and stays)
    # ("eh", "ah", "meh", "welp": the same shrug before the change, "eh make it the 16th")
    r"|(?:" + _THINKING_NOISE + r"|m+e+h+|w+e+l+p+)\b[\s,.…]*(?=(?:just\s+)?(?:actually|make|change|move"
    r"|push|switch|bump|shift|postpone|reschedule|put|let's|lets|can)\b)"
    # the same noise before a question: "eh what i need to do today", "hmm when's the farrier"
    r"|(?:" + _THINKING_NOISE + r")\b[\s,.…]*(?=(?:what|what's|whats|when|when's|whens|who|who's|whos"
    r"|where|where's|wheres|which|how)\s)"
    # a name of endearment before a request to recap: "dear can you tell me what I have to do this week", "bro, can u
    # check what's due"
    r"|(?:dear|darling|hun|honey|babe|bro|sis|mate|boss)\s*,?\s+(?=(?:can|could|would|will)\s+(?:you|u)\b)"
    # a friend hailed before news about someone named: "chale Kwabena moved back to Tema", "bro, Tunde's the new
    # captain", "mate Shazza got the job" (the name in capitals: "dude ranch is booked" names no one)
    r"|(?:chale|charley|bro|bruh|brah|mate|dude|fam|boet|yaar|oga|guys)\s*,?\s+(?=(?-i:[A-Z])[\w'’-]+(?:\s|['’]s\b))"
    # "just make it the 16th", "just push it to mon": the softener of a change asked for
    r"|just\s+(?=(?:make|change|move|push|switch|bump|shift|postpone|reschedule)\s+(?:it|that|this|them)\b)"
    # asked to keep a statement: "remember mum's birthday is on the 9th", "pls note the gate code is 4471"
    # ("remember to …" is a to-do, "remember when …" a memory: they stay)
    r"|(?:remember|rmbr|note|keep\s+in\s+mind|make\s+a\s+note|for\s+the\s+record)"
    r"(?![\s,:]*(?:to|when|how|what|if|who|where|why|me|him|her|them|us)\b)\s*(?:that\b)?\s*[,:]?\s*"
    r"(?=[^,.;!?]*?(?:\b(?:is|are|was|were)\b|'s\s))"
    # "remember the car tax is due on the 1st": a reminder of a to-do, read as one (:mod:`._keep_in_mind`)
    r"(?![^,.;!?]*\b(?:due|has\s+to|have\s+to|needs?|must|should|expires?|runs?\s+out|goes\s+out|closes?)\b)"
    # what joins a sentence to the one before: "next up: book the MOT", "now need to book dinner"
    r"|(?:next(?:\s+up)?|after\s+that|then)\s*[,:;\-–—]+"
    r"|now\s*,?\s*(?=(?:i\s+|we\s+)?(?:need|have\s+to|gotta|got\s+to|must|should|remind)\b)"
    # an intensifier (or a laugh) before an obligation: "srsly need to book the car service", "honestly gotta
    # call mum", "haha need to call the vet tmrw"
    # (and a greeting or a mate called: "yo remind me to …", "oi gotta pay rent fri", "bro need to …")
    r"|(?:srsly|seriously|honestly|tbh|ngl|fr|real\s+talk|for\s+real|lowkey|legit|basically|essentially|(?:ha){2,}h*|lol+|lmao+"
    r"|yo+|oi+|oy|sup|wassup|ayo|heya|hiya|bro|bruh|fam|dude|mate|guys)"
    r"\s*,?\s*"
    r"(?=(?:i\s+|we\s+)?(?:really\s+)?(?:need|have\s+to|gotta|got\s+to|must|should|remind|don't\s+forget)\b)"
    # a laugh before what a thing is: "lol the wifi password is literally password123" (before "my boss is …"
    # it may mock, and stays)
    r"|(?:(?:ha){2,}h*|lol+|lmao+|omg|yo+|oi+|ayo)\s*[,!.…]*\s+(?=the\s+[^,.;!?]*?\b(?:is|are)\b)"
    # a hedge before an intention: "i think i'll ring the bank monday" is still the plan
    r"|(?:i\s+think|i\s+guess|i\s+reckon|i\s+suppose)\s*,?\s*(?=(?:i|we)(?:'ll|'d\s+better|\s+will|\s+need"
    r"|\s+have\s+to|\s+gotta|\s+should|\s+must)\b))\s*",
    re.I,
)
# "please" (and "kindly") and its commas go, but a comma before it stays: "hugo@x.io, pls send him the NDA"
# ("abeg" and "biko" in Nigerian English, "por favor" in Spanish-speaking chats)
_PLEASE = gated(re.compile(r"(?P<comma>\s*,)?\s*\b(?:please|pls|plz|kindly|abeg|biko|por\s+favor)\b\s*,?", re.I))
# a request to recap itself to change what it keeps: "can u move the bank call to 4", "could you
# cancel the dentist?" is the instruction, not a question ("can you remind me what's due" still asks)
_ASKED_OF_RECAP = gated(re.compile(
    # (the "you" left out, as Singapore and Malaysian English leave it: "can remind me to book the chalet")
    r"^(?:(?:can|could|would|will)\s+(?:u|you|ya)|can|could)\s+(?:pls\s+|please\s+|just\s+|help\s+)?"
    r"(?P<rest>(?:move|push|shift|bump|reschedule|postpone|cancel|drop|scrap|delete|remove|mark|tick\s+off"
    r"|remind\s+me\s+(?!(?:what|when|who|where|how|if|whether|of)\b)|add|note\s+down|put\s+down|track)\b.*)$",
    re.I,
))
_TRAILING_THANKS = gated(re.compile(r"\s*,?\s*\b(?:thanks|thank\s+you|thx|ty|cheers)\b\s*$", re.I))
# Sighs of frustration around a sentence ("the wifi's down again ugh", "argh, printer's jammed"):
# they add a mood, never a fact or a to-do. Laughs are apart (_TRAILING_LAUGH): only one at the
# end goes, and "jk" or a laugh inside a sentence stays for _doubt to keep quiet on.
# (Singapore, Malaysian and Indonesian English sigh "aiyo", "aiyah", "ay yah", "alamak" at a trouble: in lower
# case only, never a name: "need to call Aiyah")
_SIGHS = r"(?:u+g+h+|a+r+g+h+|sigh|smh|ffs|grr+|meh|oof|yikes|ouch|(?-i:aiyo+h?|aiya+h|ay+\s+ya+h|alamak))"
# (an exclamation of dismay leads off as a sigh does: "omg bio project due frdy, need to finish it")
_LEADING_SIGH = re.compile(r"^(?:" + _SIGHS + r"|omg|omfg|oh\s+my\s+(?:god|gosh|days))\b[\s,.!…-]*(?=\S)", re.I)
# Particles that close a clause and only set its tone ("need to send Chloe the photos by sunday
# though", "she's moved to Mombasa btw", "freezer is fixed na, and …", "wifi's back at least"):
# never part of a to-do or a value. Only after a word and before the clause's end, so "though I said…" stays.
# West African English closes a clause with "o", "sha" or "sef" ("the pump don spoil again o"),
# Singapore English with "lor" or "leh": tone, as "na" and "lah" (and "ah", "hor", "sia" closing a question or a
# remark: "what's Mei Ling's job ah", "the lift spoil again sia").
_CLOSING_PARTICLE = re.compile(
    # (Malaysian and Singapore English close a clause with "already", "liao", "lor": it is done, or so it is)
    r"(?<=\w)\s*,?\s+(?:tho|though|btw|by\s+the\s+way|fyi|na|lah|lor|leh|naman|ha|eh|o|sha|sef|at\s+least|already"
    # Filipino English closes with "daw" (so they say), "po" (respect; never "the PO", an order) or "lang" (just);
    # Indian English with "yaar";
    # Singapore English with "ah", "hor" or "sia"
    # Ghanaian English with "paa" (very much, really): "remind me to be there paa"
    r"|liao|daw|paa|(?<!\bthe\s)(?<!\ba\s)(?<!\bmy\s)(?<!\bour\s)(?<!\bthis\s)(?<!\bthat\s)(?-i:po)|lang|yaar|ah|hor|sia)"
    r"(?=\s*(?:[,;]|\s[-–—]\s|$))",
    re.I,
)
# Thanks given to God or to luck around the news ("fridge is working now alhamdulillah", "thank god the
# fridge works again", "mashallah, Bilal fixed the shutter"): relief, never a part of the thing or its state
_RELIEF = (
    r"(?:al-?hamdulill?ah|alhamdolillah|mashallah|masha['’]?allah|thank\s+(?:god|goodness|heavens|the\s+lord)"
    r"|thankgod|praise\s+(?:god|the\s+lord)|phew)"
)
_LEADING_RELIEF = re.compile(r"^" + _RELIEF + r"\b[\s,.!…-]*(?=(?:the|my|our|it|its|it's|[a-z]+['’]s)\b|[A-Z])", re.I)
_TRAILING_RELIEF = re.compile(r"(?<=\w)[\s,.!…-]+" + _RELIEF + r"[\s.!…]*$", re.I)
_TRAILING_SIGH = re.compile(r"[\s,.!…-]+" + _SIGHS + r"[\s.!…]*$", re.I)
# "only" after a day in Indian English stresses it ("I will call the auditor tomorrow only": that very
# day, no later): the day is the due, the particle neither part of the to-do nor a limit. Only a day's
# word closing the clause: "the only one" stays. ("monday itself" is :mod:`._day_itself`'s, anywhere.)
_EMPHATIC_DAY = gated(re.compile(
    # (never "this week only", "this sunday only": a one-off, said as the limit it is)
    r"(?<!\bthis\s)(?<!\bnext\s)\b(?P<day>today|tonight|tomorrow|tmrw|tmr|tmrow|2moro|morning|evening|eod"
    r"|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday"
    r"|\d{1,2}(?:st|nd|rd|th)|\d[ap]m|same\s+time|" + HOLIDAY_PATTERN + r")\s+only(?=\s*(?:[,;]|\s[-–—]\s|$))",
    re.I,
))
# "what all is pending", "who all are coming" (Indian English): "all" asks for the whole list and
# is no word of the question; "what all the fuss is about" keeps it (no verb or subject follows)
_WH_ALL = gated(re.compile(
    r"^(?P<wh>what|who|where|which)\s+all\s+(?=(?:is|are|was|were|do|does|did|have|has|had|i|we|needs?|left|due"
    r"|pending|remains?)\b)",
    re.I,
))
# "do the needful for the GST filing" (Indian English): do what it needs; kept as said, the words after
# naming the to-do's thing ("regarding", "wrt" said "for"), as the corpora label it ("do the needful for
# visa renewal", blind35 and blind37: "take care of" matched neither); before "and" another to-do ("will do
# the needful and share the quote") it says nothing of its own and goes
_NEEDFUL = gated(re.compile(r"\bdo\s+the\s+needful\s+(?:for|on|about|regarding|re|w\.?r\.?t\.?)\s+(?=\S)", re.I))
_NEEDFUL_AND = gated(re.compile(r"\bdo\s+the\s+needful\s+(?:and|&|\+)\s+(?=[a-z])", re.I))
# "feb 20 is the deadline for the report, kindly do the needful Tanvir": after what is to be done, "do the
# needful" (to whomever it is said) only asks that it be done, no second to-do
_NEEDFUL_LAST = gated(re.compile(
    r"(?<=\w)\s*[,;]\s*(?:(?:kindly|please|pls|plz)\s+)?do\s+the\s+needful(?:\s+(?-i:[A-Z])[\w'’-]*)?"
    r"(?:\s+(?:bhai|sir|ji|da|please|pls))?\s*$",
    re.I,
))
# "tomasz call's been pushed again, now thurs 11": a move, then where it is now (else read as two clauses,
# the move with no day and a day with no thing)
_MOVED_NOW = gated(re.compile(
    r"^(?P<head>.+?\b(?:pushed|moved|postponed|rescheduled|delayed|bumped|shifted|put\s+back)(?:\s+(?:back|out))?)"
    r"(?:\s+again)?"  # "pushed again to thurs" is no move the forms read: "pushed to thurs"
    r"\s*(?:[,;:]|\s[-–—]+)\s*(?:(?:it's|its|it\s+is)\s+)?now\s+(?:on\s+|at\s+)?(?P<d>\S.*)$",
    re.I,
))


def _moved_to_now(s: str) -> str:
    m = _MOVED_NOW.match(s)
    return f"{m['head']} to {m['d']}" if m is not None and has_date_words(m["d"]) else s


# the user's own visit, said with a promise ("said i'd come round tmrw arvo", "i'll pop over to mum's sat",
# "gotta swing by the site at 7"): a visit, the place after it its object ("come round" alone is no errand
# the to-do forms know, and "drop by" would keep only "drop")
_MY_VISIT = gated(re.compile(
    # the user says it ("i'll", "i'd") or says nothing before the need ("gotta swing by …"): never a thing's
    # "must go in" ("the permit renewal must go in by the 19th")
    r"(?:\b(?P<will>i['’]ll|ill|i\s+will|i['’]d|id|i\s+would|i\s+can|(?:i|we)\s+(?:gotta|got\s+to|must|need\s+to"
    r"|have\s+to|am\s+gonna|am\s+going\s+to|'m\s+gonna))|^(?P<need>gonna|need\s+to|have\s+to|gotta|got\s+to|must))"
    r"\s+(?:come|go|pop|swing|nip|head|drop|call)\s+(?:a?round|over|by|in)(?:\s+to)?\b",
    re.I,
))
# a purpose after the visit, with a to-do verb of its own: "swing by the post office tmrw to send the parcel"
# says what the errand is, and is read as said
_PURPOSE = re.compile(r"\bto\s+(?P<v>[a-z]+)\b", re.I)


def _visit(m: re.Match[str]) -> str:
    """The user's own visit said as "visit" (see :data:`_MY_VISIT`), unless a purpose with a to-do
    verb follows it in the clause."""
    rest = re.split(r"[,;.!?]", m.string[m.end() :], maxsplit=1)[0]
    if any(_todo_verb(p["v"].lower()) for p in _PURPOSE.finditer(rest)):
        return m.group(0)
    return f"{m['will'] or m['need']} visit"


# "later" as when, with no hour or day ("later must go collect the parcel", "call the bank later"):
# the to-do with no due, never its owner nor a word of its action
_LATER_FIRST = gated(re.compile(
    r"^later(?:\s+on)?\s*,?\s+(?!(?:today|tonight|this|that|in|than|is|was)\b)(?=[a-z])",
    re.I,
))
# (never a move by an amount: "a day later", "2 weeks later", "a bit later")
_LATER_LAST = gated(re.compile(
    r"(?<=\w)"
    r"(?<!\bday)(?<!\bdays)(?<!\bweek)(?<!\bweeks)(?<!\bwk)(?<!\bwks)(?<!\bhour)"
    r"(?<!\bhours)(?<!\bhr)(?<!\bhrs)(?<!\bmonth)(?<!\bmonths)(?<!\bmin)(?<!\bmins)"
    r"(?<!\bminute)(?<!\bminutes)(?<!\byear)(?<!\byears)(?<!\bfortnight)(?<!\bsec)(?<!\bsecs)"
    r"(?<!\bbit)(?<!\bmuch)(?<!\beven)(?<!\blittle)(?<!\blot)(?<!\bno)(?<!\bweekend)"
    r"\s+later(?:\s+on)?$",
    re.I,
))
# South African "just now" (in a while) and "now-now" (very soon) after what is done ("i'll phone the
# insurance just now about the claim", "will call the bank now-now"): when, vaguely, as "later" is, and never
# part of the to-do. Only after the words it follows and before the clause ends or goes on with a preposition:
# "I just now saw it" keeps it.
_SOON_SA = gated(re.compile(
    r"(?<=\w)\s+(?:just\s+now|now[\s-]now)(?=\s*(?:[,;]|\s[-–—]\s|$)|\s+(?:about|re|for|to|with|at|on|from|and|then"
    r"|so|because|cos|coz)\b)",
    re.I,
))
# "i get lecture 8am", "we get exam on monday" (Nigerian English): "get" a class or a meeting is to have
# it, never to fetch one ("I get paid friday", "get the keys tmrw" stay as said)
_GET_AS_HAVE = gated(re.compile(
    r"\b(?P<who>i|we)\s+get\s+(?=(?:a\s+|an\s+)?(?:lecture|class|exam|test|quiz|meeting|appointment|appt|interview"
    r"|shift|practical|tutorial|seminar|lab|training|rehearsal|presentation|defen[cs]e|viva)s?\b)",
    re.I,
))
# An assurance closing a plan ("gonna call grandpa joe sunday for sure", "i'll pay you back fri, promise"):
# how sure the user is, never part of the to-do or its day
_TRAILING_ASSURANCE = gated(re.compile(
    r"(?<=\w)\s*,?\s+(?:for\s+sure|for\s+certain|definitely|defo|deffo|without\s+fail|(?:i\s+)?promise)[\s.!…]*$", re.I
))
# Teen and chat slang that only sets the tone: "lowkey"/"highkey"/"deadass" before a verb ("tyler lowkey
# owes me 20 bucks"; never the adjective: "a lowkey dinner" keeps it) and a tag at the end ("my phone screen
# cracked fr", "essay due mon no cap"). After a copula the tag stays: "Bo's car is a lemon fr" is banter
# (:mod:`._facts` reads it so).
_SLANG_WORD = gated(re.compile(
    r"(?<=\w)(?<!\ba)(?<!\ban)(?<!\bthe)(?<!\bso)(?<!\bvery)(?<!\bpretty)(?<!\bmore)\s+(?:lowkey|highkey|deadass)\s+(?=[a-z])",
    re.I,
))
_SLANG_TAG = gated(
    re.compile(r"(?<=\w)[\s,]+(?:fr(?:\s*fr)?|ngl|no\s+cap|istg|deadass|on\s+god|lowkey|highkey)[\s.!…]*$", re.I)
)
_COPULA = re.compile(r"\b(?:is|are|was|were|am)\b|['’](?:s|re|m)\s", re.I)


def _without_slang(s: str) -> str:
    s = _SLANG_WORD.sub(" ", s)
    return s if _COPULA.search(s) else _SLANG_TAG.sub("", s)


# A laugh tacked on at the end ("Kenji got bumped to staff engineer haha") sets the tone and is
# never part of a value or a to-do; the joke it may mark is read from the raw sentence
# (:mod:`memory.understanding._hedged_plans`), so only the cleaned text loses it.
_TRAILING_LAUGH = gated(re.compile(r"(?<=\w)[\s,.!…-]+(?:(?:lol|lmao|lmfao|rofl|haha\w*|hehe\w*)[\s.!…]*)+$", re.I))
# a fallback's trigger said after the to-do: "chase Omar for the figures if nothing by wed", "ring the
# plumber fri if he hasn't called": the to-do is the chase, when said; the trigger is why, not what
_IF_NOTHING = gated(re.compile(
    r"\s*,?\s+if\s+(?:there's\s+|theres\s+|there\s+is\s+)?(?:still\s+)?(?:nothing|no\s+(?:reply|response|word|answer"
    r"|news|update|luck|joy)|(?:he|she|they|it|[A-Z][\w'-]+)\s+(?:still\s+)?(?:hasn'?t|haven'?t|has\s+not|have\s+not"
    r"|didn'?t|doesn'?t|don'?t)\s+(?:replied|answered|called|rung|got\s+back(?:\s+to\s+(?:me|us))?|paid|responded"
    r"|confirmed|sent\s+(?:it|them)|been\s+in\s+touch)"
    # "chase IT wed if vpn still broken", "… if it's not fixed by then": a fault or a fix that may not last
    r"|(?:(?:the|my|our)\s+)?(?!(?:i|we|you)\b)[\w'-]+(?:\s+[\w'-]+)?(?:'s|\s+is|\s+are|'re)?\s+(?:still\s+(?:not\s+)?[a-z]{3,}(?:\s+(?:up|out|off|down))?"
    r"|(?:not|isn'?t|aren'?t)\s+(?:working|fixed|sorted|back(?:\s+up)?|done|here)(?:\s+yet)?))"
    r"(?:\s+(?:back|yet|heard|in|from\s+(?:him|her|them)|by\s+then))*"
    r"(?=\s+(?:by|before|b4|on|at|tmrw|tomorrow|tonight)\b|\s*$)",
    re.I,
))
_IF_NOTHING_FIRST = re.compile(
    r"^if\s+(?:still\s+)?(?:nothing|no\s+(?:reply|response|word|answer|news))\s+(?=(?:by|before|b4)\s)", re.I
)
_DATE_COMMAS = re.compile(
    r"\b((?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\.?),(?=\s+(?:the\s+)?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct"
    r"|nov|dec))|(\d(?:st|nd|rd|th)?),(?=\s*\d{4}\b)"
    # "31st March, 2016": the comma between a month and its year
    r"|\b((?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr"
    r"|jun|jul|aug|sept?|oct|nov|dec)\.?),(?=\s*(?:19|20)\d{2}\b)",
    re.I,
)
# "need to: renew car insurance (fri), book MOT", "tomorrow I have to - email Ines, order toner":
# the colon or dash only introduces the list (a day said before it dates every item)
_OBLIGATION_COLON = gated(re.compile(
    # the lead is what comes before the speaker ("tomorrow", "the thing is"), never the speaker
    r"^(?P<lead>(?!(?:i|we)\s)[^:;,]{1,30}?\s+)?(?P<ob>(?:i\s+|we\s+)?(?:really\s+)?(?:need\s+to|have\s+to|got\s+to|gotta|must))"
    r"\s*(?::|\s[-–—]+)\s*",
    re.I,
))
# "renew car insurance (fri)": a date in brackets is said like any other
_BRACKETED = re.compile(r"\s*\((?P<d>[^()]{1,30})\)")
# a remark in brackets, laughing or agreeing: "(yes new year's day lol)", "(i know, xmas eve!)"
# (a bracket that only stresses a day, "(wednesday!!)", still dates the to-do)
_REMARK = re.compile(r"\b(?:lol|lmao|haha+|hehe|ikr|i\s+know|yes|yep|yeah|ugh|omg|smh|sigh)\b", re.I)
# "Priya's head of ops now (not Tunde)": what the value replaces, said in brackets as after a comma
_NOT_ASIDE = re.compile(r"^not\s+\S", re.I)


def _obligation_opened(m: re.Match[str]) -> str:
    """ "tomorrow I need to: …" without its colon; words before the obligation other than a day
    ("the thing is I need to: …") leave the sentence as it was."""
    lead = m["lead"] or ""
    if lead and not (has_date_words(lead) and _only_time(lead)):
        return m.group(0)
    return f"{lead}{m['ob']} "


# what runs out, said in brackets after the to-do about it: "(expires march)", "(due the 3rd)", "(runs out fri)"
_LAPSE_ASIDE = re.compile(
    r"^(?:it\s+|it's\s+|its\s+)?(?:expires?|expiring|runs?\s+out|running\s+out|lapses?|ends?|due|closes?"
    r"|deadline(?:\s+is)?)\s+(?:on\s+|in\s+)?(?P<d>\S.*)$",
    re.I,
)


# a few words naming someone's job, in brackets after their name: "(charge nurse)", "(our new PM)"
_ROLE_ASIDE = re.compile(r"(?:(?:the|our|my|a|an|new|old|night|day)\s+)*[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}", re.I)


def _unbracketed(m: re.Match[str]) -> str:
    """A bracketed date said like any other, a bracketed "(not Tunde)" as ", not Tunde," (the
    forms know that aside after a comma); any other bracket kept."""
    if AMOUNT_IN_BRACKETS.match(m["d"]):  # "(₦450,000)": an aside the to-do reader drops, no date
        return m.group(0)
    said = m.string[: m.start()].split()
    if _REMARK.search(m["d"]) and said and has_date_words(said[-1]):
        return " "  # "tues (yes new year's day lol) call grandma": a remark on the day just said, no date of its own
    lapse = _LAPSE_ASIDE.match(m["d"].strip())
    if lapse and has_date_words(lapse["d"]):  # "renew passport (expires march)": its own deadline, never the list's
        return f" by {lapse['d']}"
    if said and said[-1][:1].isupper() and _ROLE_ASIDE.fullmatch(m["d"].strip()) and ROLE_WORDS.search(m["d"]):
        return ""  # "Marcus (charge nurse) moved to the ICU": who he is, said in passing; the news is his move
    if has_date_words(m["d"]):
        return f" {m['d']}"
    return f", {m['d']}," if _NOT_ASIDE.match(m["d"]) else m.group(0)


# a wh-word opens a question, but for an exclamation ("what a lovely day", "how nice")
# ... and so does a verb before its subject ("is harriet a partner yet", "does Sofia like email",
# "should I call the dentist", "did i mention the lease"), typed without its question mark; "do the
# dishes", "did the laundry", "have the deck ready" are to-dos and reports, so only these openings count
_WH_START = re.compile(
    r"^(?!what\s+an?\s|how\s+(?:nice|lovely|cool|sweet|fun|great|exciting)\b)"
    r"(?:what|what's|whats|when|who|who's|whom|whose|which|where|why|how)\b"
    r"|^(?:is|isn't|are|aren't|does|doesn't)\s+(?:i|you|we|he|she|it|they|there|this|that|the|my|our|his|her|their"
    r"|[a-zà-ÿ][\w\-]+)\s+\S|^(?:should|shall)\s+(?:i|we)\s|^am\s+i\s"
    # "will the parcel arrive fri", "should the bins go out tmrw": a modal before its subject ("will u …" asks recap)
    r"|^(?:will|won't|wont|should|shall)\s+(?:the|my|our|his|her|their|it|he|she|they|we|this|that|these|those)\s+\S"
    # "will Pieter be in on the 25th": a name before "be" (never "will def be there", "will prob be late")
    r"|^(?:will|won't|wont)\s+(?!(?:def|defo|deffo|prob|probs|probably|definitely|likely|maybe|also|still|just|never"
    r"|always|totally|surely|hopefully|not|i|u|you)\b)[\w'-]+\s+be\s"
    # "did i mention the lease", "have we paid the deposit", "do u remember …": a pronoun after the verb
    r"|^(?:did|didn't|didnt|do|don't|dont|have|haven't|havent|has|hasn't|hasnt)\s+(?:i|we|you|u|he|she|they)\s",
    _I,
)


def opens_question(text: str) -> bool:
    """Whether ``text`` opens as a question does (:data:`_WH_START`), question mark or not."""
    return _WH_START.match(text.strip()) is not None


# "pay the window cleaner friday, ok?": a tag asking to be heard, not a question
_OK_TAG = re.compile(r"[\s,]+(?:ok|okay|k|kk)\s*\?+\s*$", _I)
TAGGED_WORDS = 3  # words before a tag without a comma: "printer ok?", "Maya ok?" ask how one is


def _without_ok_tag(raw: str) -> str | None:
    """``raw`` without its "ok?" tag when it has one: after a comma, or after a statement of
    three words at least ("call mum tmrw ok?"); None when it has none."""
    m = _OK_TAG.search(raw)
    if m is None or not raw[: m.start()].strip():
        return None
    before = raw[: m.start()]
    return before if "," in m.group(0) or len(before.split()) >= TAGGED_WORDS else None


# "renew my license 🚗 it's expiring end of month": when the thing is due, said of it after an
# emoji that stands for a comma (the date belongs to the to-do before it)
_EMOJI_THEN_ITS_DUE = re.compile(
    r"(?<=\S)\s*" + _EMOJI + r"+\s+(?=it(?:'s|’s|s|\s+is)?\s+(?:due|expir\w*|overdue|runs\s+out|running\s+out"
    r"|lapses|lapsing)\b)",
    _I,
)


# "eom is today 😬 must transfer the rent": an emoji between a day said and what must be done on it
_EMOJI_THEN_DUTY = re.compile(
    r"(?<=\S)\s*" + _EMOJI + r"+\s+(?=(?:must|gotta|got\s+to|have\s+to|need\s+to|needa|gonna\s+have\s+to)\s+[a-z])",
    _I,
)


def emoji_as_comma(text: str) -> str:
    """``text`` with an emoji before "it's due …" / "it expires …" made the comma it stands for,
    and one between a line with a day and an obligation ("eom is today 😬 must pay rent"): the
    day is the obligation's."""
    text = _EMOJI_THEN_ITS_DUE.sub(", ", text)
    return _EMOJI_THEN_DUTY.sub(lambda m: ", " if has_date_words(text[: m.start()]) else m.group(0), text)


# recap called by its name before what is said to it: "yo recap, need to …", "hey recap - …", "recap: …"
# (never "recap the meeting notes", the verb)
_CALLED_BY_NAME = re.compile(r"^(?:(?:hey|hi|hiya|yo|ok|okay|oi|oh)\s+recap\b|recap\s*[,:])[\s,:!.\-–—]*(?=\S)", re.I)
# a forward's header, pasted with the words it forwards: "Forwarded from Mum: …", "fwd: …"
_FORWARDED = re.compile(r"^(?:forwarded\s+(?:message\s+)?from\s+[^:]{1,40}|fwd?|fw)\s*:\s*(?=\S)", re.I)


def _sentences(text: str) -> Iterable[_Sentence]:
    text = without_emoticons(text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"'))
    text = _CALLED_BY_NAME.sub("", text.lstrip(), count=1)  # "yo recap, need to …": what is said to it
    text = _GREETING_START.sub("", _FORWARDED.sub("", text, count=1), count=1)
    for line, listed, label in _lines(text):
        # "… sun 10am (clocks go back that morning)"; "lunch w/ Priya wed? need to confirm": a plan in doubt
        for raw in _pieces(_colon_cut(aside_apart(plan_then_check(_ALSO_OCCASION.sub(". also ", line))))):
            untagged = _without_ok_tag(raw)
            cleaned = _clean(untagged if untagged is not None else raw)
            if not cleaned:
                continue
            asked_of_recap = _ASKED_OF_RECAP.match(cleaned)  # "can u move the bank call to 4": an instruction
            cleaned = asked_of_recap["rest"] if asked_of_recap else cleaned
            shared = shared_date(untagged if untagged is not None else raw)
            for group in [cleaned] if listed else _day_groups(cleaned):
                inline = None if listed else _inline_list(group)
                for item in inline[1] if inline else [group]:
                    yield _Sentence(
                        text=item,
                        raw=raw,
                        question=not asked_of_recap
                        and ((raw.rstrip().endswith("?") and untagged is None) or bool(_WH_START.match(cleaned))),
                        lowercase=typed_lowercase(raw),
                        listed=listed or inline is not None,
                        label=inline[0] if inline else label,
                        shared=shared,
                    )


# "chase the plumber re the leak, also mums birthday fri": someone's day after "also" is news of its own,
# never more of the to-do before it (nor does its date date that to-do)
_ALSO_OCCASION = re.compile(
    r",\s+also\s+(?=(?:my\s+|our\s+)?[\w-]+(?:'s|’s|s'|s)\s+(?:bday|b-day|birthday|anniversary|party|wedding|funeral"
    r"|graduation|recital|concert|leaving\s+do|retirement|christening|baby\s+shower|hen\s+do|stag\s+do)\b)",
    re.IGNORECASE,
)


# a clause said, then a colon and the clause it leads to: "Burak and i split it: I'm doing the slides by fri"
_COLON_AFTER_CLAUSE = re.compile(r"^(?P<head>[^:]+?)\s*:(?!\d)\s+(?P<rest>\S.*)$")
_COLON_HEAD_WORDS = 3  # fewer are a label ("plan: …", "update: …"), which the list readers take
_PURPOSE_HEAD = re.compile(r"^(?:for|about|re|regarding|at|on|in|with)\s", re.IGNORECASE)  # a label, no clause


def _colon_cut(line: str) -> str:
    """``line`` with a colon after a clause of its own cut as a semicolon is, when a clause with its
    own subject follows: "Sopho n i are splitting it: I'm doing the slides by thurs" holds two
    clauses, where the first, read with the second, hid the to-do (and "he" after it is still the
    one named before). A day said before the colon dates what follows ("next week: I'm off"), and
    is kept."""
    m = _COLON_AFTER_CLAUSE.match(line)
    if m is None or len(m["head"].split()) < _COLON_HEAD_WORDS or has_date_words(m["head"]):
        return line
    if _PURPOSE_HEAD.match(m["head"]):
        return line  # "for the picnic: Jo will bring the rug and I'll get the drinks": what the list is for
    return f"{m['head']}; {m['rest']}" if _starts_clause(m["rest"]) else line


def shared_date(raw: str) -> str:
    """The date a sentence says once for all it lists ("Lena will bring the salads, Tevita the
    drinks, i'll do the bbq - all on sat"), or ""."""
    m = _SHARED_TAIL.search(re.sub(r"[\s.!?…]+$", "", _normalised(raw)))
    day = _tail_day(m).strip() if m else ""
    return day if day and _only_time(day) and has_date_words(day) else ""


def _lines(text: str) -> Iterator[tuple[str, bool, str]]:
    """(line, listed, label) for each non-empty line: list items without their bullet, with
    their list's label; a label line and a closing "all by EOD" line give no line of their own."""
    lines = [line.strip() for line in text.split("\n")]
    lines = [line for line in lines if line]
    i = 0
    while i < len(lines):
        line = lines[i]
        numbered = _numbered(line)
        if numbered is not None:
            head, label, items = numbered
            if head:
                yield head, False, ""
            yield from ((item, True, label) for item in items)
            i += 1
            continue
        label = _label(line) if i + 1 < len(lines) else None
        if label is None and not _BULLET.match(line):
            yield line, False, ""
            i += 1
            continue
        head, label = label if label is not None else ("", "")
        if head:
            yield head, False, ""
        # the items: every line under a label, or the run of bulleted lines
        j = i + 1 if label else i
        items: list[str] = []
        while j < len(lines) and not _label(lines[j]):
            closing = _CLOSING.match(lines[j])
            if closing and items and has_date_words(closing["d"]):
                label = closing["d"]
                j += 1
                break
            if not (label or _BULLET.match(lines[j])):
                break
            items.append(_BULLET.sub("", lines[j]))
            j += 1
        for item in items:
            yield item, True, label
        i = max(j, i + 1)


_INLINE_LABEL = re.compile(
    r"^(?P<label>reminders?|to-?\s?dos?|to\s+do(?:\s+list)?|tasks|errands|(?:my\s+)?list|agenda)\s*:\s*(?P<rest>\S.*)$",
    _I,
)
_ITEM_CUT = re.compile(r"\s*(?:,(?!(?<=\d,)\d{3}(?!\d))|;)\s*(?:(?:and|then)\s+)*|\s+(?:and|then)\s+(?:then\s+)?", _I)
# a label's colon, never a clock's: "tmrw 9:30 dentist w/ Leo, then …" is no list under "tmrw 9"
_DATED_LABEL = re.compile(r"^(?P<label>[^:]{1,30}?)\s*:(?!\d)\s*(?P<rest>\S.*)$")
_COMMA_ITEMS = re.compile(r"\s*(?:,(?!(?<=\d,)\d{3}(?!\d))|;)\s*(?:and\s+)?")
SHORT_ITEM_WORDS = 3  # "oil change", "milk": a thing to get or have done, in a list of to-dos
# "fuel the tug tmrw": a word, then "the" and a thing, starts like a to-do in a list of them
_VERB_THEN_THING = re.compile(r"^[a-z]+\s+(?:the|my|our|his|her|their)\s+[a-z]", re.I)
_LAST_THING_WORDS = 5  # "new gloves for the crew": a thing and whom it is for, last in a list of to-dos
_TODOS_BEFORE_THING = 2  # "email Ana, Bo" is one to-do of two people; two to-dos make the list


def _todo_items(items: list[str]) -> bool:
    """ "todo: pack lunches, fold laundry, call the pediatrician": items cut at commas, each a
    to-do of its own; all but one start like a to-do (the last always), and the one that does
    not is a short thing ("oil change"), never a name in a list of objects ("email Ana, Bo")."""
    items = [item.strip() for item in items]
    if len(items) < 2 or not all(items):
        return False
    others = [item for item in items if not (_imperative_shape(item) or _VERB_THEN_THING.match(item))]
    # "list: fuel the tug tmrw, drop Dante at practice sat, new gloves for the crew": after two to-dos, the
    # thing said last is one more (a thing to get, for whom), as "oil change" is among them
    most = SHORT_ITEM_WORDS if _imperative_shape(items[-1]) else _LAST_THING_WORDS
    if not _imperative_shape(items[-1]) and len(items) - len(others) < _TODOS_BEFORE_THING:
        return False
    return len(others) <= 1 and all(len(item.split()) <= most and item.islower() for item in others)


def _inline_list(s: str) -> tuple[str, list[str]] | None:
    """A list said on one line: a to-do label, then items each with its own date
    ("reminders: dentist tues 4pm, haircut sat 11am"), or a time, then a thing and to-dos
    ("2moro: dentist at 9, then drop the parcel"). Other lists are left to the to-do reader,
    which cuts them where each item starts like a to-do."""
    done = _done_list(s)
    if done is not None:
        return done
    m = _INLINE_LABEL.match(s)
    if m is not None:
        items = [item.strip() for item in _ITEM_CUT.split(m["rest"]) if item.strip()]
        if len(items) >= 2 and all(has_date_words(item) for item in items):
            return m["label"], items
        return (m["label"], items) if _todo_items(items := _COMMA_ITEMS.split(m["rest"])) else None
    headed = _day_heading(s)
    if headed is not None:
        return headed
    m = _DATED_LABEL.match(s)
    if m is None or not _only_time(m["label"]) or _imperative_shape(m["rest"]):
        return None
    items, start = [], 0
    for cut in _ITEM_CUT.finditer(m["rest"]):
        if _imperative_shape(m["rest"][cut.end() :]):
            items.append(m["rest"][start : cut.start()].strip())
            start = cut.end()
    items.append(m["rest"][start:].strip())
    if len(items) < 2 and _short_things(things := _COMMA_ITEMS.split(m["rest"])):
        return m["label"], [thing.strip() for thing in things]  # "tmrw: gym, laundry": each a thing for then
    return (m["label"], items) if len(items) >= 2 and all(items) else None


def _short_things(items: list[str]) -> bool:
    """Whether ``items``, cut at commas under a day's heading, are two or more short things typed in lower
    case ("gym, laundry", "dentist, groceries"), never names ("Ana, Bo") nor what has a date of its own,
    at least one of them an occasion of a diary's."""
    items = [item.strip() for item in items]
    return (
        len(items) >= 2
        and all(item and item.islower() and len(item.split()) <= SHORT_ITEM_WORDS and not has_date_words(item)
                for item in items)
        # one of them is a diary's line, so the heading is a plan's ("today: nap, eat, nap" is a joke)
        and any(agenda_entry(item) is not None for item in items)
    )


# "done: timesheet, expenses", "sorted - the MOT and the car tax": things done, said as a list
_DONE_LABEL = re.compile(
    r"^(?P<label>done|finished|completed|sorted|ticked\s+off|all\s+done)\s*(?::|\s[-–—]+)\s*(?P<rest>\S.*)$", _I
)
_DONE_ITEM_CUT = re.compile(r"\s*(?:,|;|\s(?:and|&)\s)\s*(?:and\s+)?", _I)
DONE_ITEM_WORDS = 4  # "timesheet", "the PTO form": a thing's name, no clause


def _done_list(s: str) -> tuple[str, list[str]] | None:
    """ "done: timesheet, expenses": one completion per thing (read whole, the list is one thing
    no to-do is called, or only its first item is read); each item a short name, never a clause."""
    m = _DONE_LABEL.match(s)
    if m is None:
        return None
    items = [item.strip() for item in _DONE_ITEM_CUT.split(m["rest"])]
    if len(items) < 2 or not all(items) or any(len(item.split()) > DONE_ITEM_WORDS for item in items):
        return None
    if any(_STATE.search(item) or has_date_words(item) for item in items):
        return None  # "done: the deck, sending it tmrw": more than names
    return "", [f"{m['label']}: {item}" for item in items]


# a day said first, then an arrow to what happens on it: "next sat → help Wiremu move", "tmrw -> call the vet"
_ARROW_HEADING = re.compile(r"^(?P<label>[^:→⇒]{1,30}?)\s*(?:→|⇒|-+>|=+>)\s*(?P<rest>\S.*)$")


def _arrow_as_colon(m: re.Match[str]) -> str:
    """A day's heading said with an arrow, as with the colon the readers know ("tmrw: call the
    vet"); an arrow from one time to another ("fri → sat", "20th -> 21st") is a correction, and an
    arrow after a thing ("vendor questionnaire → next fri") a move: both left as typed."""
    label, rest = m["label"].strip(), m["rest"]
    if not (has_date_words(label) and _only_time(label)) or _only_time(rest):
        return m.group(0)
    return f"{label}: {rest}"


# a thing, an arrow to whom it went, then that it got there: "lease docs -> dani done", "slides → raj ✅"
_DELIVERY_ARROW = re.compile(
    r"^(?P<thing>[^:→⇒<>=]{2,40}?)\s*(?:→|⇒|-+>|=+>|➡️?)\s*(?P<to>[^\W\d_]+(?:\s+[^\W\d_]+)?)\s+"
    r"(?:(?:done|sent|delivered|handed\s+over)\s*|(?:✅|✔️|✔|☑️|☑|✓|👍)\s*)+$",
    _I,
)


def _delivered(m: re.Match[str]) -> str:
    """ "lease docs -> dani done" as "lease docs sent to dani"; an arrow to a day ("deck -> tues done")
    is left as typed."""
    return m.group(0) if has_date_words(m["to"]) else f"{m['thing']} sent to {m['to']}"
# A day said as a heading: "tomorrow: …", "mon - …", "fri → …", "this weekend -> …"
_HEADING = re.compile(r"^(?P<label>[^:→]{1,30}?)\s*(?::(?!\d)|→|[-=]>|\s[-–—]+\s)\s*(?P<rest>\S.*)$")
# what may open an item only as more of the one before: "at 5 with Ana", "and then at the office"
_ITEM_TAIL = re.compile(r"^(?:at|@|by|on|from|until|till|in|for|with|w/|or|to)\b", _I)


def _day_heading(s: str) -> tuple[str, list[str]] | None:
    """A list under a day said as its heading, each item with its own time: "tomorrow: gym at
    7, standup at 9:30, lunch w/ Priya at 1", "mon - dentist 10am, call the bank, kids at 3:15".
    The heading dates every item (so "9:30" is tomorrow's, never tonight's). An item starts
    where the words after a cut read as one on their own: a to-do's verb, or a thing with its
    own time; anything else ("eggs" in "buy milk, eggs and bread") stays with the item before.
    Only a list where an item has its own time is cut here: a list of bare to-dos under a day
    ("this weekend: clean the car, mow the lawn") is the to-do reader's already."""
    m = _HEADING.match(s)
    if m is None or not _only_time(m["label"]) or not has_date_words(m["label"]) or _CLOCK_ONLY.match(m["label"]):
        return None
    rest = m["rest"]
    items, start = [], 0
    for cut in _ITEM_CUT.finditer(rest):
        piece = _ITEM_CUT.split(rest[cut.end() :], maxsplit=1)[0]
        if there_at(rest[cut.end() :]):
            return None  # "20/11 – the wedding, need to be there by 1": one occasion and its time, no list
        # ("need to read her chapter 3 first": the chapter's number, no time of its own)
        own_time = has_date_words(without_labels(piece)) and not _only_time(piece) and not _ITEM_TAIL.match(piece)
        own_time = own_time and not _NAME_AT.match(piece)  # "dinner w/ Jo and Sam at 8pm": who else, then when
        if cut.start() > start and (own_time or _imperative_shape(rest[cut.end() :])):
            items.append(rest[start : cut.start()].strip())
            start = cut.end()
    items.append(rest[start:].strip())
    timed = any(has_date_words(without_labels(item)) for item in items)
    return (m["label"].strip(), items) if timed and len(items) >= 2 and all(items) else None


# a name and a clock time, the last of a list of people: "… with Jo and Sam at 8pm", "… w/ Ana & Raj 7:30"
_NAME_AT = re.compile(
    r"^(?-i:[A-ZÀ-ÖØ-Þ])[\w'\-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'\-]*)?\s+(?:at\s+|@\s*)?\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?$",
    _I,
)


def _day_groups(s: str) -> list[str]:
    """ "the 7th - dentist at 3pm, and the 14th - car service": a list of days each heading its
    own items, cut before each later heading (else the first day would head them all)."""
    if not _day_headed(s):
        return [s]
    groups, start = [], 0
    for cut in _ITEM_CUT.finditer(s):
        if cut.start() > start and _day_headed(s[cut.end() :]):
            groups.append(s[start : cut.start()].strip())
            start = cut.end()
    return [*groups, s[start:].strip()]


def _day_headed(item: str) -> bool:
    """Whether ``item`` opens with a day of its own as a heading ("the 14th - car service")."""
    m = _HEADING.match(item)
    return m is not None and _only_time(m["label"]) and has_date_words(m["label"]) and not _CLOCK_ONLY.match(m["label"])


# a clock time said alone, no day: "at 3", "9:30", "noon" (no heading for a list of days)
_CLOCK_ONLY = re.compile(r"^(?:at\s+|@\s*)?(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?|noon|midnight)$", _I)


_NUMBER = re.compile(r"(?:^|(?<=[\s:;,\-–—]))\(?(?P<n>\d{1,2})[.)]\s+")


def _numbered(line: str) -> tuple[str, str, list[str]] | None:
    """A list numbered on one line, "1) renew the domain 2) pay the hosting bill 3) email Kenji":
    (what is said before it, its label, its items). The numbers must run 1, 2, 3 … (a "2." alone
    or "at 3." is no list), and what comes before "1" is a label when it is short ("today: 1) …")."""
    cuts: list[re.Match[str]] = []
    for m in _NUMBER.finditer(line):
        if int(m["n"]) == len(cuts) + 1:
            cuts.append(m)
    if len(cuts) < 2:
        return None
    ends = [m.start() for m in cuts[1:]] + [len(line)]
    items = [line[m.end() : end].strip(" ,;") for m, end in zip(cuts, ends, strict=True)]
    head = line[: cuts[0].start()].strip(" ,;-–—")
    if not all(items):
        return None
    closing = _TRAILING_CLOSING.search(items[-1])  # "3) email Kenji the logins — all by friday"
    if closing and has_date_words(closing["d"]) and closing.start() > 0:
        items[-1] = items[-1][: closing.start()].strip()
        if head.endswith(":") or len(head.split()) <= 3:
            return "", closing["d"], items
        return head, closing["d"], items
    if head.endswith(":") or len(head.split()) <= 3:
        return "", head.rstrip(" :"), items
    return head, "", items


_TRAILING_CLOSING = re.compile(
    r"\s*(?:[-–—,;]+\s*|\s)(?:all|both|everything|each|all\s+of\s+(?:them|these|it))\b\s*(?P<d>.+)$", _I
)


def _label(line: str) -> tuple[str, str] | None:
    """A line that ends in a short label and a colon ("morning! to do this week:"): what is
    said before the label, and the label."""
    if not line.endswith(":"):
        return None
    pieces = list(_pieces(line[:-1]))
    if not pieces or len(pieces[-1].split()) > _MAX_LABEL_WORDS:
        return None
    return " ".join(pieces[:-1]), pieces[-1].strip()


_AND_LEAD = re.compile(r"^(?:and|&|\+|plus|also)\s+", re.I)
_CLAUSE_WORDS = 3
# a thing and what it is, a clause of its own: "the dock sign's not needed", "our van is back"
_THING_IS = re.compile(r"^(?:the|my|our)\s+(?:[\w\-]+\s+){0,3}?[\w\-]+(?:'s|\s+is|\s+are|\s+was|\s+were)\s", re.I)
_JOINED_AFTER_CHECK = re.compile(r"\s*(?:[,;]\s*)?(?:(?:and|&|\+)(?=\s))?", _I)


def _pieces(text: str) -> Iterator[str]:
    """``text`` cut at its sentence ends, each piece stripped."""
    start = 0
    for m in _SENTENCE_END.finditer(text):
        # "wetsuits clean ✔ and the dock sign's not needed": the "and" after a check mark joins the next
        # sentence on, no part of it
        resume = _JOINED_AFTER_CHECK.match(text, m.end()).end() if m["check"] else m.end()  # type: ignore[union-attr]
        if len(text[resume:].split()) < _CLAUSE_WORDS:
            resume = m.end()  # "sent ✔ and done": one report, its "and" no join of a clause
        after = text[resume:].lstrip()
        if m.group(0).startswith(".") and _ABBREVIATIONS.search(text[start : m.start()]):
            continue
        if m.group(0) == "." and _NUMBER_NO.search(text[start : m.start()]) and after[:1] in "0123456789#":
            continue
        if m.group(0) == "." and abbreviation_dot(text[start : m.start()], after):
            continue  # "call Bob on Dec. 9": the dot of a shortened month, then its day
        if m.group(0) == "." and _NAME_PART.search(text[start : m.start()]) and not _starts_clause(after):
            continue  # "send the logo files to Ma. Theresa tmrw": a shortened name, then the rest of it
        joined = _AND_LEAD.sub("", after)  # "wetsuits clean ✔ and the dock sign's not needed": the clause after "and"
        joined = joined if len(joined.split()) >= _CLAUSE_WORDS else after  # "sent ✔ and done": one report
        if m["check"] and not (
            _starts_clause(joined)
            or _imperative_shape(_strip_markers(joined))
            or _DONE_REPORT.match(joined)  # "car insurance renewed ✅ MOT booked for the 14th"
            or own_subject(text[start : m.start()], joined)  # "… ✅ the printer's jammed again"
            or _THING_IS.match(joined)  # "… ✔ and the dock sign's not needed anymore"
        ):
            continue  # "sent ✅ thanks": the mark ends a sentence only before a new clause ("✅ next: book …")
        if m["check"] and joined != after:
            pass  # "✔ and the dock sign's …": a new clause after the mark and its "and"
        elif not m.group(0).rstrip().endswith(("!", "?", ".")) and _CONTINUED.match(after):
            continue  # "pay the council tax 🙄 by friday": the emoji is inside the sentence
        if m.group(0).rstrip().endswith("!") and (
            _DEADLINE_AFTER.match(after)
            or (_only_time(text[start : m.start()]) and not _GREETING.match(text[start : m.start()].strip()))
        ):
            continue  # "Friday!! send the quote", "the permission slip!! due friday": one sentence
        piece = text[start : m.end()].strip()
        if piece:
            yield piece
        start = resume
    # "clinic door done 🎨 — need to varnish …": the dash after the mark only joins, no part of the sentence
    piece = _DASH_LEAD.sub("", text[start:]).strip() if start else text[start:].strip()
    if piece:
        yield piece


_DASH_LEAD = re.compile(r"^\s*[-–—]+\s+")


@per_message
@functools.lru_cache(maxsize=64)
def _normalised_once(raw: str) -> str:
    return normalise(raw)


def _normalised(raw: str) -> str:
    """:func:`normalise` of a sentence's words, worked out once (a shortcut): its cleaning and
    its shared date both read them, and the typo fixes in it cost as much as the rest."""
    return _normalised_once(raw) if taken() else normalise(raw)


# "just" softening an order to oneself: "just submit the form tmrw", "just ring the bank" (never "just sent it"),
# and a friend hailed before it: "chale call Maame in 48 hrs", "bro book the taxi", "oi ring the plumber" (only
# before a to-do verb: "mate sent me the file", "dude ranch is booked" stay)
_JUST_FIRST = re.compile(
    r"^(?:just|jus|jst|chale|charley|bro|bruh|brah|bruv|mate|dude|fam|boet|yaar|oi+|yo+)\s*,?\s+(?P<v>[a-z]+)\b", re.I
)


def _just_do(s: str) -> str:
    m = _JUST_FIRST.match(s)
    return s[m.start("v") :] if m is not None and _todo_verb(m["v"]) else s


def _clean(raw: str) -> str:
    s = _normalised(raw)
    s = _LEADING_EMOJI.sub("", _TRAILING_EMOJI.sub("", s))
    s = re.sub(r"[\s.!?…]+$", "", s)
    s = s.strip(" \"'")
    s = unframed(_strip_markers(s))  # "dumb q but where's Théo living": the question
    s = _TRAILING_THANKS.sub("", s)
    s = _LEADING_SIGH.sub("", _TRAILING_SIGH.sub("", _TRAILING_LAUGH.sub("", s)))
    s = _LEADING_RELIEF.sub("", _TRAILING_RELIEF.sub("", s))
    s = _TRAILING_ASSURANCE.sub("", s)
    s = _CLOSING_PARTICLE.sub("", s)
    s = _without_slang(s)
    s = _EMPHATIC_DAY.sub(r"\g<day>", s)
    s = _WH_ALL.sub(r"\g<wh> ", s)
    s = _NEEDFUL_AND.sub("", _NEEDFUL.sub("do the needful for ", _NEEDFUL_LAST.sub("", s)))
    s = _moved_to_now(s)
    s = _MY_VISIT.sub(_visit, s)
    s = _LATER_LAST.sub("", _LATER_FIRST.sub("", _SOON_SA.sub("", s)))
    s = _GET_AS_HAVE.sub(lambda m: f"{m['who']} have ", s)
    s = reported_after(s)  # "…, by the 25th she reckons": the due, and only who said it
    s = _IF_NOTHING_FIRST.sub("", _IF_NOTHING.sub("", s))  # "chase Omar … if nothing by wed": the chase, due wed
    s = _PLEASE.sub(lambda m: ", " if m["comma"] else " ", s).strip(" ,")
    s = _just_do(s)  # "just submit the form tmrw": the to-do, said plainly
    s = _DATE_COMMAS.sub(lambda m: m.group(1) or m.group(2) or m.group(3), s)
    s = _OBLIGATION_COLON.sub(_obligation_opened, s)
    s = _ARROW_HEADING.sub(_arrow_as_colon, s)  # "next sat → help Wiremu move": "next sat: help Wiremu move"
    s = _DELIVERY_ARROW.sub(_delivered, s)  # "lease docs -> dani done": "lease docs sent to dani"
    s = list_day(s)  # "on my plate for today: reconcile the petty cash": due today
    s = _said_for_all(s)  # "order the cake, confirm the DJ, chase the florist – all by thurs"
    s = _BRACKETED.sub(_unbracketed, s)
    s = verb_carried(s)  # "fixed the leak at 3A, next up the boiler at 5C": "next up fix the boiler …"
    s = _old_day_dropped(s)  # "football moved to sat 10am from sun": the new day; the old one only says which
    s = _DAY_THEN_CLOCK.sub(r"\g<day> \g<clock>", s)  # "pushed to sun arvo, 3ish": one date said in two goes
    s = _back_when(s)  # "Fatima back early, tmrw actually": "Fatima's back tmrw actually"
    s = _LOOSE_DEADLINE.sub("", s)  # "sometime before xmas": before xmas, by the 24th
    s = _sometime_first(s)  # "mid july sometime i should …": "sometime mid july i should …"
    s = _PLUS.sub(lambda m: " and " if _imperative_shape(s[m.end() :]) else m.group(0), s)
    s = _ALSO.sub(
        lambda m: (
            " and "
            if _imperative_shape(_OWED.sub("", s[: m.start()])) and _imperative_shape(s[m.end() :])
            else m.group(0)
        ),
        s,
    )
    return re.sub(r"\s+", " ", s).strip()


# "call the caterer, confirm the band — all by monday", "pay X, book Y and ring mum - all tmrw": a
# date said once for every to-do before it; said as the last to-do's own ("ring mum tmrw"), the
# to-do reader gives it to each, and neither the dash nor "all" ends in an action. Not "all day
# friday", a span of time.
_SHARED_TAIL = gated(re.compile(
    r"(?:\s*[,;]\s*|\s+[-–—]+\s*)(?:(?:all\s+of\s+(?:them|these|it)|all|both|everything|each)"
    r"\s+(?!(?:day|night|week|weekend|morning|afternoon|evening|month|year)\b)(?P<d>\S[^,;]*)"
    # "Arben takes the slides and i'll write the script, wed latest": a deadline set off at the end of
    # the sentence is every clause's, as "all by wed" is
    r"|(?P<latest>(?:by\s+)?\S[^,;]*?)\s+(?:latest|at\s+the\s+(?:very\s+)?latest|tops|max))$",
    re.I,
))


def _said_for_all(s: str) -> str:
    """``s`` with a date said once for every item ("…, chase the florist – all by thurs") said as
    the last item's, the item joined by "and" ("…, and chase the florist by thurs"): the to-do
    reader gives a date after "and" to every item, one after a bare comma to the last alone."""
    m = _SHARED_TAIL.search(s)
    if m is None or not _only_time(day := _tail_day(m)):
        return s
    head = s[: m.start()]
    comma = head.rfind(", ")
    if comma >= 0 and not re.match(r"(?:and|&)\s", head[comma + 2 :], re.I):
        head = f"{head[:comma]}, and {head[comma + 2 :]}"
    return f"{head} {day}"


def _tail_day(m: re.Match[str]) -> str:
    """The date a shared tail says ("all on sat": "on sat"; "wed latest": "by wed")."""
    if m["d"] is not None:
        return m["d"]
    latest = m["latest"].strip()
    return latest if latest.lower().startswith("by ") else f"by {latest}"
# "pay the rent plus renew the car tax": "plus" before a to-do joins two, like "and" ("40k plus VAT" stays)
_PLUS = re.compile(r"\s+plus\s+(?=\S)", re.I)
# "renew the passport also book flights": "also" between two to-dos joins them ("I'll also send" stays);
# "… and also chase city hall b4 thurs" says the second apart (its date its own: :func:`_but_todo`)
_ALSO = gated(re.compile(r"(?<=\w)(?<!\band),?\s+also\s+(?=\S)", re.I))


# a move that says its old day after its new one: "Leo's football moved to sat 10am from sun", "swimming
# moved to 5pm from 4", "the call got pushed to thurs instead of wed"
_NEW_THEN_OLD = re.compile(
    r"^(?P<head>.*\b(?:moved|pushed|shifted|switched|rescheduled|resched|bumped|changed|put\s+back"
    r"|brought\s+forward|postponed|delayed|relocated)\b(?:\s+(?:back|forward|out|up))?\s+(?:to|till|until|til)\s+"
    r"(?P<new>[^,;]+?))\s+(?P<from>from|instead\s+of|rather\s+than)\s+(?:the\s+)?(?P<old>[^,;]+?)$",
    re.I,
)
_BARE_HOUR = re.compile(r"^\d{1,2}(?:[:.]\d\d)?$")
_SPAN_OF_DAYS = re.compile(r"\b(?:week|weeks|wk|wks|fortnight|month|months|year|term|semester)\b", re.I)
_PLACE = re.compile(r"^(?-i:[A-ZÀ-ÖØ-Þ])[\w'\-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'\-]*){0,2}$")


# someone back on a day, "is" dropped or how early said between: "Fatima back early, tmrw", "Raj back mon"
_NAME_BACK = re.compile(
    r"^(?P<n>(?-i:[A-ZÀ-ÖØ-Þ])[\w\-]*)(?:'s|\s+is)?\s+back(?:\s+(?:early|earlier|sooner|late|later)"
    r"(?:\s+than\s+(?:planned|expected|thought))?)?\s*,?\s+(?P<rest>\S.*)$"
)


# "sometime before xmas", "any time before the 20th", "at some point before friday": the deadline alone
_LOOSE_DEADLINE = re.compile(r"\b(?:some\s*time|any\s*time|at\s+some\s+point)\s+(?=(?:before|b4|by)\s)", _I)


# a day said first, then "sometime": "mid july sometime i should get the boiler serviced", "next week
# sometime call the bank"
_DAY_THEN_SOMETIME = re.compile(
    r"^(?P<d>\S+(?:\s+\S+){0,2}?)\s+(?P<s>some\s*time|at\s+some\s+point)\s+(?P<rest>\S.*)$", _I
)


def _sometime_first(s: str) -> str:
    """``s`` with a "sometime" said after the day that opens it put before it, where the readers
    take it as how loose the day is ("sometime mid july"); after it, it hid the to-do that follows
    ("mid july sometime i should get the boiler serviced" read as a boiler serviced)."""
    m = _DAY_THEN_SOMETIME.match(s)
    if m is None or not all(has_date_words(w) or w.lower() in _TIME_FILLER for w in m["d"].split()):
        return s
    return f"{m['s']} {m['d']} {m['rest']}"


def _back_when(s: str) -> str:
    """``s`` said as "<name>'s back <when>" when it says someone is back on a day, however typed."""
    m = _NAME_BACK.match(s)
    if m is None or not has_date_words(m["rest"]) or _imperative_shape(f"{m['n'].lower()} back"):
        return s  # "Call back tmrw": a to-do
    return f"{m['n']}'s back {m['rest']}"


# a day, a comma, then only the time on it, ending the sentence: "sun arvo, 3ish", "tmrw morning, at 10"
_DAY_THEN_CLOCK = re.compile(
    r"(?P<day>\b(?:(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day)?|tmrw|tomorrow|today|tonight|tonite"
    r"|morning|afternoon|arvo|evening))\s*,\s*"
    r"(?P<clock>(?:(?:at|around|about|abt|approx|~)\s*)?(?:half\s+)?\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm|ish|o'?clock)?)"
    r"(?=\s*[.!]*$)",
    re.I,
)


def _old_day_dropped(s: str) -> str:
    """``s`` without the old day of a move said after its new one (see above), the day or time
    only checking which; or without the place moved from ("Sam moved to Leeds from London"),
    which is no part of where they are now."""
    m = _NEW_THEN_OLD.match(s)
    if m is None:
        return s
    old, new = m["old"].strip(), m["new"].strip()
    clock = has_date_words(new) and clock_only(new)
    if clock and m["from"].lower() == "from" and has_date_words(old) and not clock_only(old) and not (
        _SPAN_OF_DAYS.search(old)
    ):
        # "standup moved to 9:15 from tmrw": a time has no day to have been moved from, so the day
        # is when the new time starts, the day of the next one
        return f"{m['head']} {old}"
    if _only_time(new) and (has_date_words(old) or _BARE_HOUR.match(old)):
        return m["head"]  # ("switched to the night team from 1/2": from when the new team holds, and stays)
    if m["from"].lower() == "from" and _PLACE.match(old) and _PLACE.match(new) and not has_date_words(old):
        return m["head"]
    return s


def _strip_markers(s: str) -> str:
    """``s`` without its leading "ok,", "so", "anyway" ... (unless that is all it says), and
    without a "now" before a to-do ("essay submitted!! now revise for the stats exam")."""
    for _ in range(4):
        m = _LEADING_MARKERS.match(s)
        if m is None or m.end() == len(s):
            break
        s = s[m.end() :]
    now = _NOW_TODO.match(s)
    return s[now.end() :] if now and _imperative_shape(s[now.end() :]) else s


_NOW_TODO = re.compile(r"^(?:now|next)\s*,?\s+(?=\S+\s+\S)", re.I)


# a comma, semicolon or dash; never the comma of an amount ("$2,000", "12,500 euros")
_DETAIL_CUT = re.compile(r"\s*(?:,(?!(?<=\d,)\d{3}(?!\d))|;|\s[-–—]\s)\s*")


def _split_detail(s: str) -> tuple[str, str]:
    """The main clause and the detail after its first comma (or dash)."""
    m = _DETAIL_CUT.search(s)
    # "…to monday, same time": one move; "…this wk, say thurs": one due, narrowed
    if m is None or _SAME_TIME_DETAIL.match(s[m.end() :]) or refines_due(s[m.end() :], s[: m.start()]):
        return s, ""
    if _DASHED.search(m.group(0)) and _OUTCOME_ONLY.match(s[m.end() :]):  # "call mum - done": one report
        return s, ""
    if continues_date(s[: m.start()], s[m.end() :]):  # "dentist Jul 18, Fri": one date, its weekday after it
        return s, ""
    if _ADDRESS_SAID.search(s[: m.start()]) and _ADDRESS_PART.match(s[m.end() :]):
        return s, ""  # "Rocío's address is Calle Mayor 12, 3ºB, Madrid": the address's own parts
    return s[: m.start()].strip(), s[m.end() :].strip()


# the parts of an address after its first comma: a flat, a district, a town ("3ºB, Madrid", "Al Barsha 2")
_PLACE_WORDS = r"[A-ZÀ-ÖØ-Þ0-9][\wºª°#/.\-]*(?:\s+[A-ZÀ-ÖØ-Þ0-9][\w'’.\-]*){0,3}"  # "3ºB", "Al Barsha 2", "Madrid"
_ADDRESS_PART = re.compile(rf"^{_PLACE_WORDS}(?:\s*,\s*{_PLACE_WORDS})*[\s.]*$")


_SAME_TIME_DETAIL = re.compile(
    r"^\s*(?:at\s+)?(?:the\s+)?(?:same|usual)\s+(?:time|window|slot|hours?)(?:\s+as\s+before)?[\s!.]*$", _I
)


# -- clauses ---------------------------------------------------------------------------------

# Where a sentence may be cut, if what follows starts a clause of its own.
_CLAUSE_CUT = re.compile(
    r"\s*(?:,(?!(?<=\d,)\d{3}(?!\d))\s*(?:(?:and|then|but|also|plus|oh|btw)\s+)*"
    # "… oh and Ana's the new lead", "… btw need to call the plumber": an aside that starts anew
    r"|;\s*|\s[-–—]+\s+|\s+(?:oh\s+(?:and|also|yeah)|and\s+oh|btw|and|then|but|also|plus|anyway|so)\s+)",
    _I,
)
# a cut said with a joining word: after a bare comma a second subject more often explains the first
# ("Mandla is heartbroken, his whole harvest failed") than says a thing of its own
_JOINED = re.compile(r"\b(?:and|but|also|plus|btw)\b|&|;", _I)
# words that only join a clause to the one before: "…, now gotta email Rui", "… — next: book the MOT"
_LEAD_WORDS = (
    r"(?:(?:and|then|also|plus|anyway|so|now|after\s+that|next(?:\s+up)?\s*:|next(?=[\s,]+(?:i|we)\b))[\s,]+)*"
)
_JOINING = re.compile(r"^(?:(?:then|plus|now|after\s+that|next(?:\s+up)?\s*:|next(?=[\s,]+(?:i|we)\b))[\s,]+)+", _I)
_OBLIGATION = (
    r"(?:(?:i|we)\s+)?(?:(?:really|still|also|then|just)\s+)*(?:need\s+to|needs\s+to|gotta|got\s+to|have\s+to"
    r"|has\s+to|must|should|promised|owe|remind\s+me|don't\s+forget|don't\s+let\s+me)\b"
    # "lodge roof's leaking, need it re-sealed by end of jan": the thing said before, in the state wanted
    r"|need\s+(?:it|them)\s+(?:re-)?\w{3,}ed\b"
    # "… and told Luca I'd send the pricing doc": a promise reported to someone, a clause of its own
    r"|(?:told|assured|reassured)\s+\S+(?:\s+\S+)?\s+(?:that\s+)?(?:i'd|i'll|i\s+would|i\s+will|we'd|we'll)\b"
)
_SUBJECT_VERB = (
    r"(?:i|we)(?:'ll|'m|'ve|'d|\s+(?!(?:and|or|to|too)\b)[a-z]+\b)"
    r"|(?:he|she|they)(?:'ll|'s|'d|'re|\s+(?:will|would|is|are|was|has|have|needs?|should|can|must|said|promised"
    r"|owes?|wants?|[a-z]{3,}ed)\b)"  # "…, he moved to Porto": a pronoun and a past verb
    # "… and she prefers saturdays off", "… and he lives in Porto": a pronoun and a present verb
    r"|(?:he|she)\s+(?:(?:also|still|now|always|usually|only|really)\s+)?(?-i:[a-z]{2,}(?<![sui])s)\b"
)
_CLAUSE_START = re.compile(r"^" + _LEAD_WORDS + r"(?:" + _OBLIGATION + r"|" + _SUBJECT_VERB + r")", _I)
# "Kuya Jun will …", "Dr. Iyer moved …": a name of up to three words, after a title
_NAMED_SUBJECT = re.compile(
    r"^" + _LEAD_WORDS + r"(?:(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+)?(?P<n>[A-ZÀ-ÖØ-Þ][\w\-]+)(?:\s+[A-ZÀ-ÖØ-Þ][\w\-]+){0,2}"
    r"(?:'s\s+\w+ing|'ll|\s+(?:will|is|was|has|needs\s+to|should|can"
    r"|must|said|says|promised|owes|wants|asked|asks|expects|moved|joined|left|started"
    # "…, Ana to send the deck": hers to do; never a place or a thing after "to" ("take Adwoa and Yaw to Jericho")
    r"|to(?!\s+(?:the|a|an|my|our|his|her|their|your|(?-i:[A-ZÀ-ÖØ-Þ])))"
    # "…, Camila reports to her from oct 1": whom someone else answers to, said in a clause of its own
    r"|reports\s+to|works\s+(?:for|with|under)|answers\s+to))\b"
)
_OPENING_DATE_WORDS = 3  # "next week I'll", "tmrw call Dr Mehta", "on the 5th we"
# "…, mum's picking up the kids tmrw", "…, the plumber will come thurs": someone unnamed but known (kin, a
# trade), then what they are doing or will do: a clause of their own, never more of the to-do before
_KIN_SUBJECT = re.compile(
    r"^" + _LEAD_WORDS + rf"(?:(?:(?:my|our|the)\s+)?(?:{KIN})|(?:my|our|the)\s+(?:{ROLE_WORDS.pattern}))"
    r"(?:['’]s\s+\w+ing|['’]ll|\s+(?:will|is\s+\w+ing|is\s+going\s+to|said|says|promised|has\s+to|needs\s+to))\b",
    _I,
)


def _starts_clause(s: str) -> bool:
    """Whether ``s`` starts a clause of its own: "I'll review it", "Ama's handling catering",
    "need to call home", "tomorrow I present it", "thurs pick up the suit"."""
    if _CLAUSE_START.match(s):
        return True
    m = _NAMED_SUBJECT.match(s)
    if m and m["n"].lower() not in _NAME_STOP:
        return True
    if _KIN_SUBJECT.match(s):
        return True
    words = re.sub(r"^" + _LEAD_WORDS, "", s, flags=_I).split()
    for k in range(1, min(_OPENING_DATE_WORDS, len(words) - 1) + 1):
        if not has_date_words(words[k - 1]):
            continue
        rest = " ".join(words[k:])
        if _CLAUSE_START.match(rest) or _imperative_shape(rest):
            return has_date_words(" ".join(words[:k]))
    return False


_TIME_FILLER = {"as", "of", "from", "since", "starting", "effective", "on", "by", "until", "in", "the", "this", "next",
                "last", "end", "start", "early", "late", "mid", "after", "before"}  # fmt: skip


def _only_time(piece: str) -> bool:
    """Whether ``piece`` only says when ("As of May", "from July 1"): it belongs to the clause after it."""
    words = piece.lower().split()
    return all(w in _TIME_FILLER or has_date_words(w) for w in words)


_BACK_REFERENCE = re.compile(r"\b(?:it|them|that|this|one)$", _I)


# the user's own promise, and someone named's: "i'll sign it …" after "Valentina will send the lease draft …"
_MY_PROMISE = re.compile(r"^\s*(?:i['’]ll|ill|i\s+will|we['’]ll|we\s+will|i['’]m\s+going\s+to)\s", _I)
_THEIR_PROMISE = re.compile(
    r"^(?-i:[A-ZÀ-ÖØ-Þ])[\w\-]+(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w\-]+)?"
    r"(?:['’]ll|\s+will|\s+is\s+going\s+to|['’]s\s+going\s+to)\s",
    _I,
)


def _leans_back(rest: str, before: str = "") -> bool:
    """Whether the clause that would be cut off is only a pronoun's verb, with no date of its
    own: "the grant report is due friday, need to write it" is one to-do, not two."""
    clause = _CLAUSE_CUT.split(rest, maxsplit=1)[0]
    if refines_due(clause, before) and has_date_words(clause):  # "…this wk, say thurs": the due narrowed
        return True
    if _MY_PROMISE.match(rest) and _THEIR_PROMISE.match(before.strip()) and has_date_words(rest):
        return False  # "Valentina will send the draft by mon; i'll sign it and get it back by weds": my own, dated
    if _KIND_ONE_END.search(clause) and kind_named(_KIND_ONE_END.search(clause).group(0)):
        return False  # "paid the electric bill, still need to pay the water one": another of the kind, its own to-do
    return bool(_BACK_REFERENCE.search(clause)) and not has_date_words(clause)


# "the water one" closing a clause: a thing of the kind said before, named by its kind (never "that one")
_KIND_ONE_END = re.compile(r"\b(?:the|that)\s+[a-z][\w'&-]*(?:\s+[a-z][\w'&-]*){0,2}\s+one$", _I)


# "reminder to self — cancel the gym membership": a label, not a clause of its own
_TODO_LABEL = re.compile(
    r"^\s*(?:(?:quick|mental)\s+)?(?:note|reminder|memo)(?:\s+(?:to|for)\s+(?:self|myself|me))?\s*$"
    r"|^\s*(?:note\s+)?to\s+self\s*$",
    _I,
)


def _dated_then_todo(before: str, cut: str, after: str) -> bool:
    """ "lunch w/ Dimitri at 1 tmrw & call the bank by noon": a dated thing that is no
    imperative (a list of those is cut by the to-do reader), "and", then a to-do of its own."""
    last = re.split(r"[,;]|\s[-–—]\s", before)[-1].strip()  # "…, ring the plumber tmrw and tell Priti": one list
    return (
        (
            cut.strip().lower() == "and"
            # "winter tires before the 15th, renew OHIP": a thing, its deadline after it, then a list's next
            # item ("by friday i gotta: email Ines, order toner" is one list under a date said first)
            or (cut.strip().lower() in (",", ", and") and _DEADLINE_AFTER_THING.match(last) is not None)
        )
        and has_date_words(last)
        and ":" not in before
        and not _imperative_shape(last)
        and _imperative_shape(after)
    )


# a thing, then its deadline: "winter tires before the 15th" (not "by friday i gotta …": the date first)
_DEADLINE_AFTER_THING = re.compile(r"^(?!(?:by|before|b4|due|till|until)\b)\S.*\b(?:by|before|b4|due|till|until)\b", _I)

_STILL = re.compile(r"^(?:still|also|do\s+still)\s+", _I)
_ALSO_LEAD = re.compile(r"^(?:also|then|plus|after\s+that|afterwards|next(?:\s+up)?)[\s,:]+", _I)


def _dated_todo_then_todo(before: str, after: str) -> bool:
    """ "need to mark the mocks by monday then write reports by the 9th and also sort the trip
    letters", "vote tues, change the batteries sun": a to-do with a date of its own, then another
    to-do. The date closes the first, so what follows is never its object nor its date."""
    last = _after_day(_OWED.sub("", _WILL.sub("", re.split(r"[,;]|\s[-–—]\s", before)[-1].strip())))
    words = last.split()
    return (
        len(words) >= 2
        and _imperative_shape(last)
        and has_date_words(without_numbers(" ".join(words[-3:])))  # "chase invoice 4471, book …": no date
        and _imperative_shape(_TO_AGAIN.sub("", _ALSO_LEAD.sub("", after)))
        # (the infinitive's "to" said again marks a second to-do, whatever it holds: "… and to tell her")
        and (bool(_TO_AGAIN.match(after)) or not _STATE.search(_CLAUSE_CUT.split(after, maxsplit=1)[0]))
    )


# news heard, after "and": a clause of its own ("Dwight's wintering in Arizona and heard the Hendricksons are
# selling out"), never more of what was said before it
_HEARD_NEWS = re.compile(
    r"^(?:(?:i|we)\s+)?(?:just\s+|also\s+)?(?:heard|hear)\s+(?:that\s+)?(?:the\s+|my\s+|our\s+)?\S", _I
)
# a day word opening a clause: "…, sun after church brunch at Darla's", "…, sat the kids' party"
_DAY_LEAD = re.compile(
    r"^(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday"
    r"|tmrw|tomorrow|tonight|today)\b(?!\s*[,;:]|\s*$)",
    _I,
)


def _day_led_pair(before: str, after: str) -> bool:
    """ "tmrw 7am help Vern with the branding, sun after church brunch at Darla's": a to-do headed by its
    day, then another headed by its own: two clauses, never the first day shared by both."""
    first = before.strip()
    return _after_day(first) != first and _DAY_LEAD.match(after.strip()) is not None


# "i'll buy the paint on mon, fix the shutters tues": a promise said once for the list
_WILL = re.compile(r"^(?:i|we)(?:'ll|\s+will|'m\s+going\s+to|\s+am\s+going\s+to|'re\s+going\s+to|'m\s+gonna)\s+", _I)
# "remind me to call nana on sat and to water the garden sun": the infinitive's "to" said again
_TO_AGAIN = re.compile(r"^to\s+(?=\S)", _I)


def _after_day(words: str) -> str:
    """``words`` without the day said before them: "tmrw drop the kids at 8:30" is a to-do
    (its day scopes it, and the to-dos after it: :mod:`._shared_day`)."""
    said = words.split()
    for k in range(min(_OPENING_DATE_WORDS, len(said) - 1), 0, -1):
        rest = " ".join(said[k:])
        if _only_time(" ".join(said[:k])) and has_date_words(" ".join(said[:k])) and _imperative_shape(rest):
            return rest
    return words


# a clause inside the to-do ("… and tell them the card is lost", "tell Ana we'll be late"): one to-do,
# read whole by the to-do reader
# and "… then send him the quote": whom "him" is, the clause before says
_STATE = re.compile(r"\b(?:is|are|was|were|i|we|you|he|she|they|it|him|her|them)\b", _I)


def _but_todo(cut: str, after: str, before: str = "") -> bool:
    """ "… so scrap the venue, but still do the t-shirts by the 30th": "but" before a to-do
    starts a clause of its own; so does "also", "oh and", "btw" or a semicolon before one, a thing more to do
    ("renew the passport also book flights", "loop in Ibrahim and also chase city hall b4
    thurs": two to-dos, the date only the second's)."""
    aside = bool(_ASIDE_CUT.search(cut)) or bool(_ALSO_START.match(after))
    said = _ASIDE_WORD.search(cut) or _ALSO_START.match(after)
    if aside and not said and _imperative_shape(_OWED.sub("", before.strip())):
        return False  # "book the venue; send invites by the 10th": a list of to-dos, the to-do reader's
    return aside and _imperative_shape(_ALSO_START.sub("", _STILL.sub("", after)))


_ASIDE_CUT = re.compile(r"\b(?:but|also|oh|btw)\b|;", _I)
_ASIDE_WORD = re.compile(r"\b(?:but|also|oh|btw)\b", _I)
_ALSO_START = re.compile(r"^also\s+", _I)


# what someone named wants of the user, said with the subject left out: "…, wants the report by eow"
WANTS = re.compile(
    r"^(?:also\s+|and\s+)?(?:wants|needs|expects|is\s+expecting|asked\s+for|asks\s+for|is\s+waiting\s+(?:on|for)"
    r"|has\s+asked\s+for)\s+\S",
    _I,
)
# a clause about someone named: "Tanya took over as …", "Omar's the new CFO", "called Kwesi"
# a date said first, before whom the sentence is about: "starting monday Ana runs sales"
_OPENING_DATE = re.compile(
    r"^(?:from|as\s+of|starting(?:\s+(?:from|on))?|effective(?:\s+(?:from|on))?)\s+"
    r"(?P<d>(?:the\s+|next\s+|this\s+)?[\w/.]+(?:\s+[\w/.]+)?)\s*,?\s+(?=[A-ZÀ-ÖØ-Þ])"
)
_ABOUT_NAMED = re.compile(r"^(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?[A-ZÀ-ÖØ-Þ][\w\-]+(?:\s+[A-ZÀ-ÖØ-Þ][\w\-]+)?(?:'s|\s+[a-z]+)\b")


# where someone named is going or what they became, said with the subject left out: "Ingrid got
# bumped to senior PM and is relocating to Oslo", "Sam left Acme and joined Globex in May"
LEFT_OUT_FACT = re.compile(
    # a participle only with its "is"/"has": "…, based in Shinjuku" is a detail of the clause before
    r"^(?:(?:is|has|has\s+been|was|got|will\s+be|is\s+being)\s+(?:now\s+|also\s+)?"
    r"(?:relocating|moving|moved|joining|joined|transferring|transferred|promoted|based|heading\s+up|taking\s+over"
    r"|reporting\s+to|starting\s+at)"
    r"|(?:now\s+|also\s+)?(?:relocated|moved|joined|transferred|took\s+over|started\s+at)"
    # what the person is, does or likes now: "Zara moved to growth and prefers slack for quick questions"
    r"|(?:now\s+|also\s+|still\s+)?(?:prefers|lives|works\s+(?:in|at|for|from|with|under|on)|reports\s+to|speaks"
    r"|manages|leads|heads\s+up|owns|runs|is\s+(?:now\s+)?(?:on|in|at|with|the|our|their|head|based|now)))\b",
    _I,
)


# "Jatin is the cricket captain now, took over yesterday": when the post named before was taken, a date
# alone after the verb, a detail of the clause before (never "took over the rota friday": a clause of its own)
_TOOK_OVER_WHEN = re.compile(r"^(?:took\s+over|started|began)\s+(?P<d>\S+(?:\s+\S+){0,2}?)[\s.!]*$", _I)
_WHEN_WORD = re.compile(r"^(?:on|in|last|this|the|as|of|from|since)$", _I)


def _when_taken(after: str) -> bool:
    m = _TOOK_OVER_WHEN.match(after.strip())
    return m is not None and all(_WHEN_WORD.match(w) or has_date_words(w) for w in m["d"].split())


def _subject_left_out(before: str, after: str) -> bool:
    """ "Tanya took over as regional manager, wants the pipeline report by eow": what the person
    the clause before is about wants, or where they go, its subject left out, is a clause of its own."""
    dated = _OPENING_DATE.match(before.strip())  # "from monday Ana runs sales and reports to Tom"
    if dated is not None and has_date_words(dated["d"]):
        before = before.strip()[dated.end() :]
    m = _ABOUT_NAMED.match(before.strip())
    return (
        m is not None
        and before.split()[0].lower() not in _NAME_STOP
        and bool(WANTS.match(after) or LEFT_OUT_FACT.match(after))
        and not _when_taken(after)
    )


_POSSESSOR = re.compile(r"^[A-ZÀ-ÖØ-Þ][\w\-]*'s\s")


def _joint_owners(before: str, cut: str, after: str) -> bool:
    """ "order pizza for Siobhan and Liam's leaving do": two names owning one thing ("Tom and
    Jerry's party"), not a clause "Liam's leaving …" of its own."""
    last = before.split()[-1] if before.split() else ""
    return (
        cut.strip().lower() in ("and", "&")
        and bool(_NAME_WORD.match(last))
        and last.lower() not in _NAME_STOP
        and bool(_POSSESSOR.match(after))
        and not name_is(after)  # "Beatriz moved to Porto and Tiago's at Farfetch now": "Tiago is"
    )


def _after_joining(words: str) -> str:
    """``words`` without what joins them to the clause before: "also the printer's broken",
    "then now the van is dead" say "the printer's broken", "the van is dead"."""
    return _strip_markers(_JOINING.sub("", words))


_DASHED = re.compile(r"[-–—]")
# what a to-do came to, said alone after a dash: "- done", "— sorted ✅" (after a comma a report's
# own verdict: "replacement kettle came, sorted")
_OUTCOME_ONLY = re.compile(
    r"^(?:done|sorted|finished|completed?|handled|dealt\s+with|ticked\s+off|sent|paid|booked|submitted|filed|ordered"
    r"|posted|returned|renewed|signed)\b[\s!.✅✔️☑️]*$",
    re.IGNORECASE,
)


def _clauses(s: str) -> list[str]:
    """``s`` cut into its clauses (one piece when nothing starts a new clause), each with a
    verb said once carried over to the objects after it."""
    pieces: list[str] = []
    asides: set[int] = set()  # the pieces cut at "also", "oh and", "btw": more of the same list
    start = 0
    for m in _CLAUSE_CUT.finditer(s):
        # "Ana and I will…" is one subject: a clause cut off leaves at least two words behind
        before = s[start : m.start()]
        if (shared := _shared_doer(before, m.group(0), s[m.end() :])) is not None:
            # "the plumber fixed the tap and will come back tues": one subject, two clauses
            pieces.append(before)
            s, start = f"{s[: m.end()]}{shared} {s[m.end() :]}", m.end()
            continue
        if (
            len(before.split()) >= 2
            and not _only_time(before)
            and not _TODO_LABEL.match(before)
            and (
                _starts_clause(s[m.end() :])
                or (_JOINED.search(m.group(0)) is not None and own_subject(before, _after_joining(s[m.end() :])))
                or _dated_then_todo(before, m.group(0), s[m.end() :])
                or _but_todo(m.group(0), s[m.end() :], before)
                or _dated_todo_then_todo(before, s[m.end() :])
                or _day_led_pair(before, s[m.end() :])
                or _HEARD_NEWS.match(s[m.end() :]) is not None
                or _subject_left_out(before, s[m.end() :])
            )
            # "call mum - done": its outcome, no clause of its own
            and not (_DASHED.search(m.group(0)) and _OUTCOME_ONLY.match(s[m.end() :]))
            and not _leans_back(s[m.end() :], before)
            and not _joint_owners(before, m.group(0), s[m.end() :])
            and not wed_then_named(before, s[m.end() :])  # "Lakshmi got married, she's Lakshmi Menon now"
            and not continues_date(before, _CLAUSE_CUT.split(s[m.end() :], maxsplit=1)[0])  # "jul 18, fri"
        ):
            pieces.append(s[start : m.start()])
            start = m.end()
            if _but_todo(m.group(0), s[m.end() :], before):
                asides.add(len(pieces))
    pieces.append(s[start:])
    if len(pieces) > 1:
        pieces = [pieces[0], *(_JOINING.sub("", piece.strip()) for piece in pieces[1:])]
        # "need to change the oil and also order gloves": the obligation said once is the list's
        owed = _OWED.match(pieces[0].strip())
        if owed:
            pieces = [
                f"{owed.group(0)}{_ALSO_START.sub('', piece)}" if k in asides and not _OWED.match(piece) else piece
                for k, piece in enumerate(pieces)
            ]
            # "… and to water the garden sun", "… and also to book the MOT": the obligation said once, its "to"
            # said again
            pieces = [f"{owed.group(0)}{_TO_AGAIN.sub('', _ALSO_START.sub('', p))}"
                      if k and _TO_AGAIN.match(_ALSO_START.sub("", p)) else p
                      for k, p in enumerate(pieces)]  # fmt: skip
    pieces = _need_carried(pieces)
    return [
        _plan(clause)
        for piece in pieces
        for gapped in _ungapped(_strip_markers(piece.strip()))
        for clause in _verb_shared(gapped)
    ]


# a state the user needs things in, said once for a list: "eom i need the invoices out and the petty cash counted"
_NEEDS_STATE = re.compile(
    r"^(?:.*?\s)?(?P<need>(?:i|we)\s+(?:(?:really|still|also|just)\s+)*(?:need|want|gotta\s+get|have\s+to\s+get"
    r"|need\s+to\s+get|must\s+get)\s+)(?:the|my|our|all\s+the|both)\s",
    _I,
)
# a thing and the state it should be in, with no verb of its own: "the petty cash counted", "the tyres checked"
_STATE_ONLY = re.compile(
    r"^(?:and\s+)?(?:the|my|our|all\s+the|both)\s+(?:[\w'-]+\s+){0,3}?(?:(?!need|feed|seed|speed)[a-z]{3,}ed|done"
    r"|out|sent|paid|made|signed|sorted|ready|fixed|back)\b(?!\s+(?:to|by\s+(?:the|my|our|[A-Z])))",
    _I,
)


def _need_carried(pieces: list[str]) -> list[str]:
    """``pieces`` with the "i need" that opens the first (and the day said before it) said again
    before each later piece that names a thing and the state it should be in ("eom i need the
    invoices out and the petty cash counted"): without it, "the petty cash counted" read as a
    report of a thing done."""
    owed = _NEEDS_STATE.match(pieces[0].strip()) if len(pieces) > 1 else None
    if owed is None:
        return pieces
    said = pieces[0].strip()[: owed.end("need")]  # with the day said before it: "eom i need …"
    return [pieces[0], *(f"{said}{p.strip()}" if _STATE_ONLY.match(p.strip()) else p for p in pieces[1:])]


# someone, then a deed of theirs: "the plumber fixed the tap", "Sam sent the deck", "my brother mowed the lawn"
_DOER_DID = re.compile(
    rf"^\s*(?P<n>(?:(?:my|our|the)\s+)?(?:{KIN})|(?:my|our|the)\s+(?:{ROLE_WORDS.pattern})"
    r"|(?-i:[A-ZÀ-ÖØ-Þ])[\w\-]+(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w\-]+)?)\s+(?P<v>[a-z]+)\b",
    _I,
)
# a promise with its subject left out: "will come back", "is going to send", "'ll bring"
_SUBJECTLESS_PROMISE = re.compile(r"^(?:will|is\s+going\s+to|is\s+gonna|promised\s+to)\s+[a-z]", _I)


def _shared_doer(before: str, cut: str, after: str) -> str | None:
    """Who the clause after an "and" is said of, when it is a promise with no subject of its own
    after a deed of someone's ("Ali fixed the tap and will come back for the boiler tues": Ali will
    come back); None otherwise (a comma is no such tie: "Tariq asked me for it, will send it mon")."""
    if cut.strip().lower() != "and" or not _SUBJECTLESS_PROMISE.match(after):
        return None
    own = _OWN_DID.match(before)
    if own is not None and past_verb(own["v"].lower()):
        return "I"  # "fixed the tap and will paint the door tues": the user's report, then their promise
    m = _DOER_DID.match(before)
    if m is None:
        return None
    first = m["n"].split()[0].lower()
    if first in _NAME_STOP and first not in ("the", "my", "our"):
        return None  # "Then fixed …", "Also sent …": no one named
    return m["n"] if past_verb(m["v"].lower()) else None


# the user's own report, "I" said or left out: "I fixed the tap", "just sent the deck"
_OWN_DID = re.compile(r"^\s*(?:(?:i|we)\s+)?(?:just\s+|already\s+|finally\s+)?(?P<v>(?-i:[a-z]+))\b", _I)


# verbs that hand a thing to someone: "email the invoice to Raj", "send Omar the deck"
_HANDING = frozenset({"send", "email", "e-mail", "give", "forward", "fwd", "pass", "hand", "post", "mail", "text",
                      "return", "show", "bring", "take", "pay", "drop", "courier", "lend", "sell",
                      "invoice"})  # fmt: skip
_OBJECT_CUT = re.compile(r"\s*,(?!(?<=\d,)\d{3}(?!\d))\s*(?:and\s+)?|\s+(?:and|&)\s+", _I)
# (a comma between a number's thousands, "£1,250", cuts nothing: _CLAUSE_CUT's rule)
# a thing handed to someone, with no verb of its own: "the invoice to Raj", "the budget for Priya"
_HANDED = re.compile(r"^(?:the|my|our|a|an|his|her|their|this|that|these|those)\s+\S.*?\s+(?P<p>to|for)\s+\S+$", _I)
# someone, then the thing handed them: "Priya the budget"
_HANDED_TO = re.compile(r"^(?P<n>[A-ZÀ-ÖØ-Þ][\w\-]*)\s+(?:the|my|our|a|an|his|her|their|this|that)\s+\S", re.UNICODE)


def _verb_shared(clause: str) -> list[str]:
    """ "send the deck to Omar, the budget to Priya and the notes to Kai", "need to email Ines,
    the invoice to Raj", "send Omar the deck, Priya the budget": a verb that hands a thing to
    someone, said once for several things each handed to someone, is each one's (a thing and
    whom it goes to cannot stand alone). Only when a later item is such a thing: "buy milk,
    eggs and bread" and "email Ana, Bo and Chen" stay one to-do. A later item that is a to-do
    of its own stays as said; any other item ("toner") is left an item of its own."""
    items = [item.strip() for item in _OBJECT_CUT.split(clause)]
    if len(items) < 2 or not all(items):
        return [clause]
    owed = _OWED.match(items[0])
    first = items[0][owed.end() :] if owed else items[0]
    verb = first.split()[0].lower() if first.split() else ""
    if verb not in _HANDING or not _imperative_shape(first):
        return [clause]
    # "send Chloe & Tom their sneak peeks": someone, then someone and their thing, is one to-do
    handed = [_handed(item, parallel=_HANDED_TO.match(first.split(maxsplit=1)[-1]) is not None) for item in items[1:]]
    if not any(handed):
        return [clause]
    out = [items[0], *(f"{verb} {item}" if m else item for item, m in zip(items[1:], handed, strict=True))]
    # a date said only by the last is the list's, as the to-do reader reads "send X to A and Y to B by friday"
    last = _TRAILING_DATE.search(out[-1])
    if last and not any(has_date_words(item) for item in out[:-1]):
        dated = [f"{item}{last.group(0)}" if _imperative_shape(_OWED.sub("", item)) else item for item in out[:-1]]
        out = [*dated, out[-1]]
    return out


def _handed(item: str, *, parallel: bool) -> bool:
    """Whether ``item`` is a thing and whom it goes to, said without a verb ("the invoice to
    Raj", "the budget to Priya by friday"), or whom and the thing ("Priya the budget", only
    after a first item said so too: ``parallel``)."""
    dated = _TRAILING_DATE.sub("", item) if has_date_words(item) else item
    m = _HANDED_TO.match(dated) if parallel else None
    return bool(_HANDED.match(dated)) or (m is not None and m["n"].lower() not in _NAME_STOP)


# a date said at the end of an item: "… by friday", "… on the 3rd", "… tmrw"
_TRAILING_DATE = re.compile(
    r"(?:\s+(?:by|on|before|b4|due|for|at|this|next|tomorrow|tmrw|tmr|today|tonight|eod|eow|\d\S*|the\s+\d\S*"
    r"|mon\w*|tue\w*|wed\w*|thu\w*|fri\w*|sat\w*|sun\w*))+$",
    _I,
)


_WE_START = frozenset({"start", "begin"})


def _plan(clause: str) -> str:
    """ "tomorrow I present it to Akira": a time, then what the user does then, said in the
    present, is a to-do for that time ("tomorrow present it to Akira"); so is a job "we" start on
    then ("a week today we start re-leathering the reservoir"), never "we" said of other plans
    ("friday we go to the beach" may be anyone's outing)."""
    words = clause.split()
    for k in range(1, min(_OPENING_DATE_WORDS, len(words) - 2) + 1):
        if (
            (words[k] in ("I", "i") or (words[k].lower() == "we" and words[k + 1].lower() in _WE_START))
            and has_date_words(" ".join(words[:k]))
            and _imperative_shape(" ".join(words[k + 1 :]))
        ):
            return " ".join(words[:k] + words[k + 1 :])
    return clause


# the words that take back what was just said ("sorry", "no wait", "i mean", "er"): what follows puts
# it right (:mod:`._rethought_date`), so it is never a thing of its own that the words before share
TAKEN_BACK = (
    r"(?:no+|nope|nah|sorry|soz|oops|wait|actually|i\s+mean|i\s+meant|er+|erm+|um+|uh+|scratch\s+that|my\s+bad)"
)
_TAKES_BACK = re.compile(r"^" + TAKEN_BACK + r"\b", _I)
_GAP_CUT = re.compile(r"\s*,(?!(?<=\d,)\d{3}(?!\d))\s*(?:(?:and|then)\s+)?|\s+(?:and|then)\s+", _I)
_DETERMINER = re.compile(r"^(?:the|my|our|his|her|their|a|an)$", _I)
_PREPOSITIONS = {"to", "in", "at", "from", "with", "for", "on", "of", "by", "into", "about"}
# verbs that take any thing on a list ("pay strata, rego and the nanny"); "call mum sun, dentist
# tues" is not one ("dentist tues" is an appointment)
_LIST_VERBS = frozenset({"pay", "renew", "buy", "order", "book", "return", "cancel", "file", "submit"})


def _ungapped(clause: str) -> list[str]:
    """ "pay the nanny friday, the cleaner saturday and the gardener sunday": each object with
    its own date after the first takes the words before the first object ("pay"). Only when
    every piece ends with a date, so "send Omar the P&L and the forecast" stays whole.

    A piece that parallels no object of the first is a thing of its own with its own date:
    "standup with Kai thurs 10am, then budget review fri 2pm", "call mum sun, dentist tues"
    (an appointment, never "call" carried to it); not a piece that only goes on from the
    first ("fly out on the 3rd and back on the 9th")."""
    pieces = _GAP_CUT.split(clause)
    if len(pieces) < 2 or not all(_ends_with_date(p) for p in pieces) or any(map(refines_due, pieces[1:])):
        return [clause]  # "… this wk, say thurs": one due, narrowed
    if any(_TAKES_BACK.match(piece) for piece in pieces[1:]):
        return [clause]  # "pay the nanny fri, sorry 6": a slip put right, never "pay sorry 6"
    if any(continues_date(one, then) for one, then in itertools.pairwise(pieces)):
        return [clause]  # "dentist on Jul 18, Fri at 3pm": one date, its weekday after it
    if _ADDRESS_SAID.search(pieces[0]):
        return [clause]  # "Reem's address is Villa 12, Al Barsha 2": the numbers are an address's, no dates
    cuts = [m.group(0) for m in _GAP_CUT.finditer(clause)]
    first = pieces[0]
    out = [first]
    for piece, cut in zip(pieces[1:], cuts, strict=True):
        head = piece.split()[0]
        # "submit the timesheet by fri and Jo wants the rota by mon": a clause with its own subject, no verb carried
        prefix = None if said_of_subject(_TRAILING_DATE.sub("", piece)) else _prefix_before(first, head)
        if len(piece.split()) < 2:
            return [clause]
        if prefix:
            out.append(_thing_said_once(f"{prefix} {piece}", first))
        elif _own_thing(first, piece):
            out.append(_then_same_day(out[-1], piece) if _THEN.search(cut) else piece)
        else:
            return [clause]
    return out


_THEN = re.compile(r"\bthen\b", _I)
# a possessive with its thing left out, then only a date: "(send) Sione his by mon"
_THING_LEFT_OUT = re.compile(r"^(?P<head>.*?\s(?:her|his|their))\s+(?P<when>\S.*)$", _I)
# the first piece's possessive and its thing: "send Ana her slides tmrw" -> "slides"
_THING_OWNED = re.compile(r"\s(?:her|his|their)\s+(?P<thing>\S.*)$", _I)


def _thing_said_once(todo: str, first: str) -> str:
    """``todo`` with the thing ``first`` named after its possessive said again where ``todo``
    leaves it out: "send Ana her slides tmrw and Sione his by mon" -> "send Sione his slides by
    mon" (each to the one named, the thing said once)."""
    m = _THING_LEFT_OUT.match(todo)
    owned = _THING_OWNED.search(_TRAILING_DATE.sub("", first))
    if m is None or owned is None or not _only_time(m["when"]):
        return todo
    return f"{m['head']} {owned['thing']} {m['when']}"


_ADDRESS_SAID = re.compile(r"\baddress(?:'s|\s+is|\s+was|\s*:)|\b(?:lives|living|based)\s+at\b", _I)
# a clock time at the end of a piece: "at 1", "10am", "9:30"
_CLOCK_AT_END = re.compile(r"\s+(?:(?:at|@|by)\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?$", _I)


def _then_same_day(last: str, piece: str) -> str:
    """ "dentist thurs 10am then lunch with Bo at 1": a thing said after "then" with a time alone
    is on the day of the thing before it ("lunch with Bo thurs at 1"), said with its words."""
    clock = _CLOCK_AT_END.search(piece)
    said = _CLOCK_AT_END.search(last)
    if clock is None or said is None or _DAY_WORD.search(piece[: clock.start()]):
        return piece
    words = last[: said.start()].split()
    day: list[str] = []
    while words and has_date_words(words[-1]) and len(day) < _OPENING_DATE_WORDS:
        day.insert(0, words.pop())
    if not _DAY_WORD.search(" ".join(day)):
        return piece
    return f"{piece[: clock.start()]} {' '.join(day)}{piece[clock.start() :]}"


# a word that names a day (not a time of day, as "lunch" or "morning" may)
_DAY_WORD = re.compile(
    r"\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|\b(?:today|tonight|tomorrow|tmrw|tmr|2moro|tomoz)\b"
    r"|\b\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2}[/.]\d{1,2}\b",
    _I,
)


# what opens words that only go on from the piece before: "… and back on the 9th", "… then home by 6"
_GOES_ON = frozenset({"back", "home", "out", "off", "up", "again", "too", "also", "then", "there", "here", "later",
                      "earlier", "both", "all", "each", "every", "or", "but", "until", "till", "til", "from", "since",
                      "before", "after", "due", "not", "no", "maybe", "probably", "next"})  # fmt: skip


def _own_thing(first: str, piece: str) -> bool:
    """Whether ``piece`` (a later piece of a list whose every piece ends with a date) names a
    thing of its own rather than going on from ``first``: some words before its date, not
    opening with a preposition or a word that goes on ("back", "until"), and ``first`` is not
    a statement with a subject of its own ("Maya moves to Berlin on monday and Tom on tuesday"
    says of Tom what it said of Maya)."""
    words = piece.split()
    head = words[0].lower()
    if head in _PREPOSITIONS or head in _GOES_ON or _only_time(piece):
        return False
    done = first.split()[0].lower()  # "fixed the leak at 3A, next up the boiler …": a job done, then more
    return not (said_of_subject(first) or done in _IRREGULAR_PAST or (len(done) > 4 and done.endswith("ed")))


def said_of_subject(words: str) -> bool:
    """Whether ``words`` say something of a subject ("Maya moves to Berlin on monday", "the
    audit is due friday", "I'll ring her sat"), not name a thing or a to-do."""
    return _starts_clause(words) or bool(_SAID_OF_SUBJECT.match(words) or _SOMEONE_DOES.match(words))


# a name and a verb said of them: "Tom flies out on the 3rd", "Ana started …"
# ("Sione his by mon" is no verb: a possessive)
_SOMEONE_DOES = re.compile(
    r"^[A-ZÀ-ÖØ-Þ][\w\-]*(?:\s+[A-ZÀ-ÖØ-Þ][\w\-]*)?\s+(?!(?:his|hers|its|this)\b)(?-i:[a-z]+(?:s|ed))\b"
)
# a first piece that says something of a subject ("Maya moves to …", "the boiler's broken since …")
_SAID_OF_SUBJECT = re.compile(
    r"^(?:(?:the|my|our|his|her|their)\s+)?[\w\-]+(?:\s+[\w\-]+)?(?:'s\s+(?:\w+ed|\w+en|\w+ing|back|down|out|off|up"
    # "Fenna's his manager": "is" before whose, never "owns the Fenna's …" carried to it
    r"|dead|broken|fixed|gone|late|due|still|now|not|no|again|on|in|at|the|a|an|been|got|his|her|their|my|our)"
    r"|\s+(?:is|are|was|were|has|have|had|will|moves?"
    r"|goes|went|comes|came|starts?|started|leaves?|left|gets|got))\b",
    _I,
)


def _prefix_before(first: str, head: str) -> str | None:
    """The words of ``first`` before the object that ``head`` parallels: the same determiner
    ("the cleaner" -> "pay" in "pay the nanny friday"), or a name for a name."""
    words = first.split()
    if words[0].lower() in _LIST_VERBS and not _imperative_shape(head + " x") and head.lower() not in _PREPOSITIONS:
        # "pay strata 5/2, rego 14/2 and the nanny fri": a verb said for a list of bills or bookings
        same = [i for i, w in enumerate(words) if w.lower() == head.lower()] if _DETERMINER.match(head) else []
        return " ".join(words[: same[0]]) if same and same[0] > 0 else words[0]
    if _DETERMINER.match(head):
        same = [i for i, w in enumerate(words) if w.lower() == head.lower()]
    elif _NAME_WORD.match(head) and head.lower() not in _NAME_STOP:
        same = [i for i, w in enumerate(words) if i > 0 and _NAME_WORD.match(w) and w.lower() not in _NAME_STOP]
    else:
        return None
    if not same or same[0] == 0 or words[same[0] - 1].lower() in _PREPOSITIONS:
        return None  # "Maya moves to Berlin on monday and Tom on tuesday": no verb to carry
    return " ".join(words[: same[0]])


def dated_list(s: str) -> bool:
    """Whether ``s`` is a list of things that each end with a date of their own ("Patel return
    tmrw and Obi's amendment wed", "the vet mon, then the dentist tues")."""
    pieces = _GAP_CUT.split(s)
    return len(pieces) >= 2 and all(_ends_with_date(p) for p in pieces)


def _ends_with_date(piece: str) -> bool:
    words = piece.split()
    return len(words) >= 2 and has_date_words(words[-1])
