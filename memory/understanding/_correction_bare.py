"""Corrections that do not repeat their subject: "sorry, meant the 21st", "oops — Thursday",
"hang on, it's actually Monday", "no, Glasgow", "typo, it's hunter3", "2270 actually".

A correction is a *marker* (a word list: "no", "sorry", "oops", "wait", "typo", "nein" ...)
and what the user meant, optionally introduced by "meant"/"it's"/"it was"; or what they meant
followed by "I mean"/"actually". What they meant is a date (the last dated thing moves), a
clock time ("sorry, 4pm"), a value (the fact last touched gets it: a name, a number, an
address, a titled name typed in lower case: "to ms alvarez"), or a whole fact with a pronoun
for its subject ("no, she reports to Maya", "scratch that, he's on procurement", "ignore that,
she's still in Prague"). With no marker, "10:30 not 10" (a time and the wrong one) is one too:
the "not" marks it, and so for a date or a time written any way ("7/4 not 6/4", "half 10 not
10"); "wrong number, it's …" names what was wrong in its lead. Which thing it corrects is
decided by :mod:`memory.derive`, from what the conversation touched last; here only the words
are read. A bare lower-case word is no value ("no, thanks"), unless the user said
"meant"/"typo" or it names a role ("no sorry, principal engineer").
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from memory.understanding._correction_case import lower_case_claims, uncleft
from memory.understanding._correction_old_wrong import wrong_then_right
from memory.understanding._correction_shorthand import TITLED, named_role, without_preposition
from memory.understanding._day_number import day_of_same_month
from memory.understanding._fact_verbs import _department, from_or_kept_in, is_in
from memory.understanding._lifecycle import _SAME_TIME
from memory.understanding._money import AMOUNT
from memory.understanding._no_occurrence import is_no_occurrence
from memory.understanding._phrases import _I, WEEKDAY_NAME, _Ctx, _phrase, _value
from memory.understanding._pointed_subject import pointed, pointed_owner
from memory.understanding._prefilter import gated
from memory.understanding._referents import PERSON_SUBJECTS, SOMEONE
from memory.understanding._relative_due import relative_shift
from memory.understanding._role_words import ROLE_WORDS
from memory.understanding._sentences import _split_detail
from memory.understanding._time_only import corrected_at, time_of_day
from memory.understanding._vague_correction import asked_when_vague
from memory.understanding.intents import CorrectTime, CorrectValue, Intent, StateClaim, Unclear
from memory.understanding.timex import DateSpec, Precision, find_spans, has_date_words, parse_date
from memory.understanding.value_kind import (
    KIND_OF_THINGS,
    NAMES_ITS_ATTRIBUTE,
    NARROW,
    ROLE_HINT,
    own_attribute,
    value_kind,
)

_WRONG_WHAT = (
    r"(?:number|no\.|nr|digits?|figures?|date|day|time|year|spelling|e-?mail|address|amount|price|code|postcode"
    # a sum named by what it is: "wrong budget, 9k not 6k", "wrong rate - 45 an hour"
    r"|budget|rate|fee|fees|cost|salary|rent|quote|deposit|balance|total|sum|bill|wage|wages|pay"
    r"|zip(?:\s+code)?)(?!\w)"
)
_MARKER = (
    r"(?:no+|nope|nah|non|nein|n[aã]o|nee|wait|hang\s+on|hold\s+on|sorry|soz|oops|oopsie|ops|whoops|ugh|oh|argh"
    # "wrong number, it's …": what was wrong named after "wrong" (a person is :data:`_WRONG_WHO`'s)
    r"|actually|correction|korrektur|corre[cç][aã]o|typo(?:\s+(?:earlier|before|above|there))?|autocorrect(?:ed)?|my\s+bad|my\s+mistake|my\s+error"
    r"|wrong\s+" + _WRONG_WHAT
    + r"|wrong|that's\s+wrong|that\s+is\s+wrong"
    r"|that's\s+not\s+right|not\s+quite|scratch\s+that|i\s+mean|er+m*|um+|hm+|eh+|galti\s+se|mb"
    # "scrap that, she's head of product": only with its comma ("scrap that meeting" is a cancel)
    r"|(?:scrap|strike|cross\s+out|delete)\s+that(?=\s*[,:;!.\-–—])|ignore\s+(?:that|my\s+last)(?=\s*[,:;!.\-–—])"
    # "nvm the party is at jake's": what was said before of where a thing is, put right (never "nvm the party")
    r"|(?:nvm|never\s*mind)(?=[\s,:;!.\-–—]+(?:the|our|my)\s+[\w'-]+(?:\s+[\w'-]+)?(?:\s+(?:is|are)|'s)\s+"
    r"(?:now\s+)?(?:at|in)\s))"
)
# "no need to call X", "no longer needed": a "no" that starts a statement, not a correction's lead
_NOT_A_LEAD = r"(?!(?:need|needs|longer|more(?!\s+like)|one|worries|way|idea|rush|point)\b)"
# "ah no 23rd", "oh wait, friday": an exclamation before the marker is part of the lead
_LEAD = re.compile(
    r"^(?:(?:ah+|oh+|aw+)\s*[,!.\-–—]*\s*(?=" + _MARKER + r"))?(?:" + _MARKER
    + r"(?:\s*[,:;!.\-–—]+\s*|\s+" + _NOT_A_LEAD + r"))+",
    _I,
)
# Discourse fillers: part of a correction's lead ("no wait, right, Bangalore"), never of its
# value. Alone ("right, Bangalore", "ok, 850") they agree as often as they correct, so a lead of
# fillers only takes a value that looks like one (a name, a number), never a date.
# (Acadian "ben", well, only in lower case and set off by a comma: "Ben, friday" speaks to Ben, "no ben is
# the foreman" names him)
_FILLER = r"(?:right|ok|okay|ah|so|well|yeah|hm+|erm+|uh+|(?-i:ben)(?=\s*,))"
_FILLERS = re.compile(r"^(?:(?:" + _MARKER + "|" + _FILLER + r")(?:\s*[,:;!.\-–—]+\s*|\s+))+", _I)
_FILLER_ONLY = re.compile(r"^(?:" + _FILLER + r"(?:\s*[,:;!.\-–—]+\s*|\s+))+", _I)
# "I meant thursday", "meant the payments team", "lol i meant the 5th": what the user meant, with
# no marker before it
# "lol i mean the 31st": "i mean" after a giggle too (alone it is a lead of :data:`_MARKER`'s)
_GIGGLE_WORD = r"(?:lol|haha\w*|lmao|ugh|duh|doh|ah|oh)\s*[,!.]*\s+"
_GIGGLE = r"(?:" + _GIGGLE_WORD + r")*"
_MEANT_LEAD = re.compile(
    r"^(?:" + _GIGGLE + r"(?:i\s+)?meant|(?:" + _GIGGLE_WORD + r")+i\s+mean)\s+(?:to\s+say\s+)?", _I
)
# "more like the 25th", "prob closer to early sept": the date just said, put right by a guess nearer
# the truth (only a date: "more like a hundred" may be an estimate of anything)
_MORE_LIKE = re.compile(r"^(?:prob(?:ably)?\s+|it'?s\s+|hm+,?\s+)?(?:more\s+like|closer\s+to|nearer(?:\s+to)?)\s+", _I)
# "hmm prob late oct", "prob the 20th tbh": the date just said, put right by a likelier one (only a
# date: "prob Glasgow" is read as any value is; never "maybe", which only wonders)
_HEDGED = re.compile(
    r"^(?:(?:hm+|erm*|um+|uh+|well|ok(?:ay)?|so)\s*[,.]*\s+)*(?:prob(?:ably)?|prolly|probs|likely)\s+", _I
)
# "prob mid-july tbh", "more like the 20th i think": the guess's own hedge after it, no part of the date
_HEDGE_TAIL = re.compile(r"\s*,?\s*(?:tbh|tho|though|i\s+think|i\s+guess|i\s+reckon|honestly|ngl)[.!]*$", _I)
# "oh eom is today lol, i meant end of march": a remark on the slip, then what was meant
_MEANT_AFTER = gated(re.compile(r"^[^,;:]+?\s*[,;:—–]+\s*(?P<m>" + _GIGGLE + r"(?:i\s+)?meant\s+.+)$", _I))
# "sorry, wrong person — it's Gwen": whose fact it is was wrong, not its value
_WRONG_WHO = re.compile(r"\bwrong\s+(?:person|name|guy|girl|man|woman|people|one)\b", _I)
# "no — 2 of them": the value is the number
_OF_THEM = re.compile(r"\s+of\s+(?:them|those|these|us|em|'em)$", _I)
_MEANT = re.compile(
    r"^(?:i\s+)?(?:meant|mean|meant\s+to\s+say)\s+|^(?:it's|it\s+is|it\s+was|that\s+was|that's|its|should\s+be"
    r"|should've\s+been|make\s+that|it\s+should\s+be|(?:it's\s+|its\s+)?(?:more\s+like|closer\s+to|nearer(?:\s+to)?)"
    # "no sorry she said thursday", "oops, he said fri": what whoever promised it said, put right
    r"|(?:she|he|they|(?-i:[A-ZÀ-Ý])[^\W\d_]+|(?:(?:the|my|our)\s+)?(?!(?:i|we|you|it)\b)(?-i:[a-z]{3,}))\s+(?:said|says|meant|told\s+(?:me|us))"
    # "sorry, told her sat actually", "oops i promised Ade the 5th": what the user told whoever it is for
    r"|(?:i\s+)?(?:told|promised|said\s+to|texted|emailed|messaged|replied\s+to)\s+(?:her|him|them|(?-i:[A-Z][\w'’\-]+))"
    # "oops she actually wants it by the 29th": when whoever it is for wants it, put right
    r"|(?:she|he|they|(?-i:[A-ZÀ-Ý])[^\W\d_]+)\s+(?:actually\s+)?(?:wants?|needs?|wanted|needed|asked\s+for)\s+(?:it|them|that)"
    r"(?:\s+back)?(?:\s+(?:by|for|on|before))?"  # "he needs it back by tmrw": the drill lent, its return
    # "wrong day, it expires weds", "nope, deadline's the 9th": the date the thing ends, or its deadline, said again
    r"|(?:it|that|this|they)\s+(?:actually\s+)?(?:expires?|ends|lapses|runs\s+out|closes)(?:\s+on)?"
    r"|(?:the\s+)?(?:deadline|due\s+date|cutoff|cut-off)(?:'s|\s+is|\s+was))"
    # "wait no, it's due april 30": the due said again
    r"\s+(?:actually\s+|it's\s+|it\s+was\s+|its\s+)?(?:due\s+(?:back\s+|out\s+)?(?:on\s+|by\s+)?(?=\S*\d|the\s+\d|\S+day\b|mon|tue|wed|thu|fri|sat|sun"
    r"|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|tmrw|tomorrow|next|end))?",
    _I,
)
# "tuesday it was", "the 5th it is": the value first, after a lead that says it is put right
_IT_WAS_LAST = re.compile(r"(?<=\S)\s+it\s+(?:was|is)(?:\s+then)?$", _I)
# whoever it is for wanting it then: a correction only after a lead ("oops she actually wants it by the 29th")
_THEY_WANT_IT = re.compile(
    r"^(?:she|he|they|(?-i:[A-ZÀ-Ý])[^\W\d_]+)\s+(?:actually\s+)?(?:wants?|needs?|wanted|needed|asked\s+for)\s+(?:it|them|that)\b",
    _I,
)
# "actually its Kaito who owns it", "it's Dana that runs it": the value, said as a cleft
_CLEFT = re.compile(
    r"^(?P<v>[^\W\d][\w'\-]*(?:\s+[^\W\d][\w'\-]*)?)\s+(?:who|that)\s+\w+s\s+(?:it|that|this|them)$", _I
)
# how a slip happened, said after the value: "its 555-0134, flipped the digits", "…, misread it"
_SLIP = (
    # "…, I typo", "…, my typo", "…, i typoed": the user's own slip of the keys
    r"(?:i|my)\s+typo(?:ed|'d|d)?|"
    r"(?:i\s+)?(?:flipped|swapped|switched|transposed|mixed\s+up|muddled(?:\s+up)?|jumbled|reversed)\s+(?:the\s+|two\s+"
    r"|those\s+|them|it)?(?:digits|numbers|figures|letters|dates|days|names|around|round|up)?(?:\s+(?:around|round))?"
    r"|(?:i\s+)?(?:misread|misheard|misspoke|misremembered|mistyped|miscounted|misspelt|misspelled)"
    r"(?:\s+(?:it|that|(?:the|his|her|their|my)\s+[\w'\-]+(?:\s+[\w'\-]+)?))?"
    # "…, forgot a 7", "…, missed a digit", "…, left off the 0": a character lost in the typing
    r"|(?:i\s+)?(?:forgot|missed|dropped|left\s+(?:out|off))\s+(?:a|an|the|one|two|that)\s+[\w'\-]+"
    # "…, similar names lol", "…, the names are so alike": why two were mixed up
    r"|(?:(?:the|their)\s+)?(?:names?|numbers?|digits?)\s+(?:are|is|look|sound)\s+(?:so\s+|too\s+|really\s+)?"
    r"(?:similar|alike|close)|(?:so\s+|too\s+)?similar\s+(?:names?|numbers?|spellings?)"
    r"|(?:i\s+)?(?:always\s+|keep\s+|kept\s+)?(?:mix|mixing|get|getting|confuse|confusing|muddle|muddling)\s+"
    r"(?:them|those|these|the\s+two|em|'em)(?:\s+(?:up|muddled(?:\s+up)?|mixed(?:\s+up)?|confused))?(?:\s+(?:lol|haha))?"
    r"|(?:i\s+)?(?:typed|wrote|said|put)\s+(?:it\s+|that\s+)?wrong|autocorrect(?:ed)?|brain\s+fart|wrong\s+(?:number|digit)s?"
    # "…, I got confused", "…, got mixed up", "…, my mistake I was thinking of last week"
    r"|(?:i\s+)?(?:got|was|am|'m)\s+(?:confused|mixed\s+up|muddled(?:\s+up)?)"
)
# "…, I mean", "… actually"; after a comma or dash also an apology: "…, my bad", "… — fat fingers"
_TRAILING = gated(re.compile(
    r"\s*,?\s*(?<![\w'’])(?:i\s+mean|i\s+meant|actually|sorry|instead|lol)$|\s*[,;.!\-–—]\s*(?:my\s+bad|my\s+mistake"
    r"|fat[\s-]+fingers?(?:ed)?|typo|oops|soz|mb|apologies|(?:" + _SLIP + r")"
    r"(?:\s+(?:lol|lmao|haha\w*|oops|sorry))?)[.!]*$",
    _I,
))
_SLIP_TAIL = gated(re.compile(r"\s*[,;.!\-–—]\s*(?:" + _SLIP + r")(?:\s+(?:lol|lmao|haha\w*|oops|sorry))?[.!]*$", _I))


def without_slip(text: str) -> str:
    """ "Sunil owns the vendor contract, similar names lol": the fact, without how it was got wrong."""
    return _SLIP_TAIL.sub("", text) if "," in text or "-" in text or "—" in text or ";" in text else text


# "4:30 not 4", "8pm i mean, not morning": a clock time and the wrong one, or the wrong half of
# the day ("not morning", "not am") it replaces
_HALF_DAY = r"(?:the\s+)?(?:morning|am|a\.m\.?|evening|afternoon|night|pm|p\.m\.?)"
_CLOCK_PAIR = gated(re.compile(
    # "should be 6:30pm, not 6", "she lands 6:40am not pm": what is put right, led by a verb
    r"^(?:(?:it's|its|it\s+is|that's|thats|it\s+was|(?:it\s+|that\s+)?should(?:\s+have|'ve)?\s+be(?:en)?"
    r"|(?:he|she|they|we|i)\s+(?!(?:is|was|said|says|meant|mean|think|thought)\b)[a-z]+)\s+)?"
    r"(?:at\s+)?(?P<new>[\d:.apm ]+?)"
    r"(?:\s+i\s+mean(?:t)?)?\s*,?\s+(?:and\s+)?not\s+(?:at\s+|in\s+)?(?P<old>[\d:.apm ]+?|" + _HALF_DAY + r")$",
    _I,
))
_CLOCK = re.compile(r"^(?:at\s+)?(?P<h>\d{1,2})(?::(?P<m>\d\d))?\s*(?P<ap>am|pm|a\.m\.?|p\.m\.?)?$", _I)
_VALUE_LIKE = re.compile(r"\d|@|^[A-ZÀ-Ý]", re.UNICODE)
_NOT_VALUE = re.compile(
    # whole words: "yesenia@tambo.pe", "Okafor" and "Goodwin" are values
    r"^(?:(?:thanks|thank\s+you|worries|problem|idea|way|clue|rush|worry|sorry|ok|okay|yes|yeah|yep|sure|fine|good"
    r"|great|nothing|never\s+mind|nevermind|forget\s+it)(?![\w@.'’-])|i\s+|it\s+|that\s+|this\s+|we\s+|you\s+|just\s+"
    # "sorry typo", "oops my mistake": the slip named, no value put right
    r"|(?:typos?|mistake|my\s+mistake|autocorrect(?:ed)?)\b"
    # "not bothering w/ the fleece, scrap that": a thing let go, then the drop said again, no value
    r"|(?:scrap|scratch|cancel|drop|bin|ditch|axe|forget|kill|nix)\s+(?:that|it|this)\b"
    # "actually I'm wrecked today": a clause about the user, no value put right
    r"|(?:i'm|im|i\s+am|i've|ive|i'd|i'll|we're|we've|we'll|you're|that's|thats|there's|theres)\s+)",
    _I,
)
_DENIED = re.compile(r"^(?:not|never|no\s+longer)\s", _I)
_PRONOUN_SUBJECT = re.compile(r"^(?:she|he|they|it)(?=\s|')", _I)
_NOT_PAIR = gated(re.compile(
    # (a comma between a figure's thousands is no cut: "$15,000 not $12,000")
    r"^(?P<new>.+?)\s*,?\s+(?:and\s+)?not\s+(?P<old>(?:[^,]|(?<=\d),(?=\d{3}(?!\d)))+)$"
    r"|^not\s+(?P<old2>(?:[^,—–-]|(?<=\d),(?=\d{3}(?!\d)))+?)\s*[,—–-]+\s*(?P<new2>.+)$",
    _I,
))


# "that's wrong", "not right", "incorrect": a verdict on what was stored, never its new value
_VERDICT = re.compile(
    r"^(?:(?:all|completely|totally|just|so|very|a\s+bit|slightly)\s+)?(?:wrong|incorrect|not\s+(?:right|correct|true|it"
    r"|accurate|quite\s+right)|inaccurate|mistaken|a\s+mistake|an\s+error|off|backwards|the\s+wrong\s+\w+)[.!]*$",
    _I,
)
# a date, then the thing it belongs to, named with a determiner: "monday for the forecast"
# (or someone named: "make that saturday for Tantie Rose", the to-do with them)
_DATE_FOR = re.compile(
    r"^(?P<d>.+?)\s+for\s+(?P<t>(?:the|my|our|that|this|\w+'s)\s+[^,.;!?]+?"
    r"|(?-i:[A-Z][\w'-]+)(?:\s+(?-i:[A-Z][\w'-]+)){0,2})[.!\s]*$",
    _I,
)
# "make that €102k", "make it 4pm": the last thing said, restated
# the one who does it said with "does" standing for the verb ("nah, her brother Batbayar does", "no, Tom
# does"): whoever the last fact's verb named is put right; a kin word before the name only says who they are
_DOES_IT = re.compile(
    r"^(?:(?:her|his|their|my|our)\s+(?:brother|sister|son|daughter|husband|wife|partner|dad|father|mum|mom"
    r"|mother|cousin|uncle|aunt|boss|colleague|flatmate|friend)\s+)?(?P<n>(?-i:[A-ZÀ-Ý][\w'’\-]+)"
    r"(?:\s+(?-i:[A-ZÀ-Ý][\w'’\-]+))?)\s+(?:does|did|do)(?:\s+now)?$",
    _I,
)
_MAKE_THAT = re.compile(r"^make\s+(?:that|it)\s+", _I)
# "do it …" after a lead or before "actually" ("no do it in 2 hrs"): the day it is done, put right
_DO_IT = re.compile(r"^(?:let's\s+|lets\s+)?do\s+(?:that|it)\s+(?=\S)", _I)
# who the new day suits, after it: "next thurs suits the trainee better", "fri works better for Ana"
_SUITS = re.compile(
    r"\s+(?:suits|works\s+(?:for|with))(?:\s+[\w'’.-]+){1,3}\s+better(?=\s*(?:[,;]|$))"
    r"|\s+works\s+better(?:\s+(?:for|with)(?:\s+[\w'’.-]+){1,3})?(?=\s*(?:[,;]|$))",
    _I,
)
# "nope, still thurs", "nah its still friday": the day it was, said again alone
_STILL_DAY = re.compile(r"^(?:it['’]?s\s+|it\s+is\s+)?still\s+(?=\S+$|the\s+\S+$)", _I)


def bare_correction(s: str, ctx: _Ctx) -> list[Intent] | None:
    """A correction without its subject, or None."""
    turned = wrong_then_right(s)
    found = bare_correction(turned, ctx) if turned is not None else None
    if found and not any(isinstance(i, Unclear) for i in found):
        return found  # "the 15th was wrong, it's the 25th": "the 25th not the 15th"
    if (same := _SAME_TIME.search(s.strip())) is not None and same.start() > 0:
        # "correction, wed same time": the day put right keeps its time of day, as any day said alone does
        return bare_correction(s.strip()[: same.start()], ctx)
    if (fillers := _FILLER_ONLY.match(s)) is not None and not _LEAD.match(s):
        rest = s[fillers.end() :]
        # "ben, a day later(, the office is shut monday)": a step from the date just said is a change of it
        return _filler_value(rest) or _step_alone(rest) or _said_then_why(rest, ctx)
    if (meant := _MEANT_LEAD.match(s)) is not None:
        return _meant(s[meant.end() :], ctx)
    if (rough := _MORE_LIKE.match(s)) is not None:  # "more like the 25th", "prob closer to early sept"
        rest = _TRAILING.sub("", _HEDGE_TAIL.sub("", s[rough.end() :].strip())).strip(" ,.!")
        return next((found for candidate in _candidates(rest) if (found := _when(candidate, ctx))), None)
    if (hedged := _HEDGED.match(s)) is not None:  # "hmm prob late oct": asked, as "sorry, late oct" is
        rest = _TRAILING.sub("", _HEDGE_TAIL.sub("", s[hedged.end() :].strip())).strip(" ,.!")
        found = _when(rest, ctx) if has_date_words(rest) else None
        if found:
            return found
    if is_no_occurrence(s, ctx):  # "no timesheets this week, office is closed": called off, put right nothing
        return None
    lead = _FILLERS.match(s) if _LEAD.match(s) else _MAKE_THAT.match(s)
    trailing = _TRAILING.search(s) if lead is None else None
    if lead is None and trailing is None:
        clock = clock_pair(s)
        # "she moved there in april not may", "he was promoted in june not july": the "not" marks it
        started = _starts(s, ctx, unmarked=True) or _promoted(s, ctx, unmarked=True)
        timed = clock or timed_pair(s, ctx)
        found = started or _was_date(s, ctx) or _is_day(s, ctx) or _bare_pair(s, ctx) or ([timed] if timed else None)
        found = found or _step_alone(s) or _no_between(s, ctx)  # "eh, 2 days later", "the 10th no the 6th"
        found = found or _said_then_why(s, ctx)  # "noon not 5, post office closes early on sat"
        if found is None and (after := _MEANT_AFTER.match(s)) is not None and (meant := _MEANT_LEAD.match(after["m"])):
            return _meant(after["m"][meant.end() :], ctx)  # "eom is today lol, i meant end of march"
        return found
    rest = s[lead.end() :] if lead else s[: trailing.start()] if trailing else s
    rest = _TRAILING.sub("", rest.strip()).strip(" ,.")
    if lead is not None:
        rest = _IT_WAS_LAST.sub("", rest)  # "nope, tuesday it was": "it was tuesday", said the other way round
    if lead is None and _THEY_WANT_IT.match(rest):
        return None  # "Tomás needs it by thurs instead": their deadline, a move read elsewhere
    rest = _DO_IT.sub("", _MAKE_THAT.sub("", rest))  # "actually, make it tuesday", "no do it in 2 hrs"
    rest = _SUITS.sub("", rest)  # "no, next thurs suits the trainee better": the day, without who it suits
    if lead is not None and (still := _STILL_DAY.match(rest)) is not None and has_date_words(rest[still.end() :]):
        rest = rest[still.end() :]
    rest = _DISLIKED.sub(r"\g<new> not \g<old>", rest)  # "aisle, i always regret window": "aisle not window"
    # "no wait, lunch is at 12:30", "Noah's dentist is at 3:30 actually": its time, on its own day
    retimed = corrected_at(re.sub(r"\s*,?\s*actually[.!]*$", "", rest, flags=_I), ctx)
    if retimed:
        return retimed
    if _WRONG_WHO.search(s):
        return [Unclear("Whose fact was wrong there? Say it again with the right name, e.g. “Gwen is the office "
                        "manager”, and I'll note it.", s)]
    rest = uncleft(rest)  # "no sorry, it's Anneliese who owns the billing service": the fact, plainly
    rest = _DOES_IT.sub(r"\g<n>", rest)  # "nah, her brother Batbayar does": the one who does, the value
    said_meant = bool(_MEANT.match(rest)) or bool(re.search(r"\b(?:typo|meant|mean)\b", s, _I))
    rest = _unframed(_MEANT.sub("", rest).strip())
    if not rest or _ABOUT_ME.match(rest):  # "actually I'm knackered today, long shift": news, no value
        return None
    if _VERDICT.match(rest):  # "actually no, that's wrong": put right, but to what?
        return [Unclear("What should it be instead? Say the right value, e.g. “it's Thursday” or “Maya's role is COO”.",
                        s)]
    # "dia 5 — the 5th", "it's friday, post office is shut sat": the readable part, a date first;
    # with only a trailing "actually"/"lol" the whole must be what was meant ("friday the 13th -
    # launch the trailer lol" is a to-do, not a date put right)
    if (lead or trailing) and (started := _starts(rest, ctx) or _promoted(rest, ctx)) is not None:
        return started  # "actually he starts on the 8th", "sorry, she was promoted on the 1st"
    candidates = _candidates(rest) if lead else [rest]
    for candidate in candidates:
        found = _when(candidate, ctx)
        if found:
            return found
    # "no, collections": a denial set off by its comma; "no hot water again" is an outage
    set_off = bool(lead and _SET_OFF.search(lead.group(0)))
    denied = set_off and bool(lead and _DENYING.match(lead.group(0)))
    for candidate in candidates:
        if (either := _EITHER_VALUE.match(candidate)) is not None:  # "no it was Bern or Basel": which?
            return [Unclear(f"Which should it be: {either['a']} or {either['b']}? Say the one value.", s)]
        if lead and (channel := _CHANNEL_FOR.match(candidate)) is not None:
            # "correction: whatsapp for invoices": the way to be reached for a thing, put right (never a
            # to-do "whatsapp for invoices")
            return [CorrectValue(subject="", predicate="", value=channel["v"], scope=channel["s"], old=None)]
        if _COUNTED.match(candidate):  # "nope, ten days": a count put right, in words as in digits ("10 days")
            return [CorrectValue(subject="", predicate="", value=candidate.strip(), scope=None, old=None)]
        found = _read(candidate, ctx, said_meant, denied=denied, set_off=set_off)
        if found:
            return found
    return None


# a first clause, then more after a bare comma (never "and …", which says more to keep)
_WHY_AFTER = re.compile(r"^(?P<head>[^,;]+?)\s*[,;]\s*(?!(?:and|also|plus|btw)\b)(?P<why>\S.*)$", _I)
_MORE_SAID = re.compile(r"^\s*(?:and|also|plus|btw)\b", _I)


# a day told of the past, then a comment: "it was last tuesday, what a day", "that was yesterday, all sorted"
_TOLD_PAST = re.compile(r"^(?:it|that|this)\s+(?:was|were|'s\s+been|has\s+been)\b", _I)


def _said_then_why(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "noon not 5, post office closes early on sat", "not sunday, tonight, she's at her aunt's tmrw",
    "by the 15th actually, the form changed", "ben, a day later, the office is shut monday": a date or
    time put right, then why after a comma (never a to-do of its own: "…, need to call Ana"). The put
    right part may hold commas of its own, so each comma is tried as the cut, the first first; only a
    date or a time read there counts (a value put right with news after it is read elsewhere)."""
    for cut in re.finditer(r"\s*[,;]\s*", s):
        head, why = s[: cut.start()].strip(), s[cut.end() :]
        if not head or not why.strip() or _MORE_SAID.match(why) or _OWN_TODO.search(why) or _TOLD_PAST.match(head):
            continue
        timed = clock_pair(head) or timed_pair(head, ctx)
        found = [timed] if timed else bare_correction(head, ctx)
        if found and all(isinstance(intent, CorrectTime) for intent in found):
            return found
    return None


# "the 10th no the 6th": two dates with a "no" between (each a date alone); which one is wrong, the one the
# thing is kept on tells (:class:`CorrectTime`'s ``either_way``)
_NO_BETWEEN = re.compile(r"^(?P<old>[^,;]+?)\s*,?\s+(?:no+|nope|nah|non)\s*[,!.…\-–—]*\s+(?P<new>[^,;]+?)[\s.!]*$", _I)


def _no_between(s: str, ctx: _Ctx) -> list[Intent] | None:
    m = _NO_BETWEEN.match(s.strip())
    if m is None or _whole_date(m["old"], ctx) is None or _whole_date(m["new"], ctx) is None:
        return None
    timed = timed_pair(f"{m['new']} not {m['old']}", ctx)
    return [replace(timed, either_way=True)] if timed else None
# words of a to-do of its own: "…, need to call Ana", "…, I'll bring the cake"
_OWN_TODO = re.compile(
    r"\b(?:need|needs|have\s+to|has\s+to|gotta|got\s+to|must|i'll|ill|we'll|i\s+will|we\s+will|remind|don't\s+forget"
    r"|dont\s+forget|pls|please)\b",
    _I,
)
# the new value, then the old one named as what the user dislikes: "aisle, i always regret window",
# "tea, i can't stand coffee"
_DISLIKED = re.compile(
    r"^(?P<new>[^,;]+?)\s*[,;\-–—]+\s*(?:(?:i|i'm|im|we)\s+)?(?:always\s+|really\s+|just\s+|totally\s+)?"
    r"(?:regret|hate|dislike|detest|can't\s+stand|cant\s+stand|never\s+like|(?:am\s+)?(?:sick|tired)\s+of)\s+"
    r"(?:the\s+)?(?P<old>[\w\-]+(?:\s+[\w\-]+)?)[\s.!]*(?:lol|haha\w*)?$",
    _I,
)
# a way of being reached, for a kind of thing: "whatsapp for invoices", "email for anything urgent"
_CHANNEL_FOR = re.compile(
    r"^(?P<v>whats\s?app|email|e-mail|text|texts|sms|slack|teams|signal|telegram|phone|calls?|post|letters?|dms?"
    r"|imessage|messenger)\s+for\s+(?P<s>(?:the\s+|my\s+|all\s+|any\s+)?[^\W\d][\w'\-]*(?:\s+[^\W\d][\w'\-]*){0,2})"
    r"[\s.!]*$",
    _I,
)
# two values offered, no one chosen: "Bern or Basel", "the 3rd or 4th", "fri or sat"
_EITHER_VALUE = re.compile(r"^(?:either\s+)?(?P<a>[^\s,]+(?:\s+[^\s,]+)?)\s+or\s+(?P<b>[^\s,]+(?:\s+[^\s,]+)?)$", _I)
_ABOUT_ME = re.compile(r"^(?:i'm|im|i\s+am|i've|ive|i'd|i'll|we're|we've|we'll)\s+", _I)
_PAIR_WORDS = 4  # "head chef not sous": a value and the wrong one, each a few words
# a side of such a pair: words naming a thing, with no verb, pronoun or number ("flaked", "that's", "9")
_A_VALUE = re.compile(
    r"^(?!(?:i|i'm|im|we|you|he|she|it|it's|its|they|that|that's|thats|this|there|right|correct|true|sure|so|too)\b)"
    r"(?!.*\b(?:[a-z]{2,}ed|[a-z]{2,}ing|is|are|was|were|be|been|have|has|had|do|does|did|will|can|would)\b)"
    r"[^\W\d][\w'\-]*(?:\s+[^\W\d][\w'\-]*)*$",
    _I,
)


# a number before the words of a name: a house number ("14 Mitchell St"), a unit ("3B Ocean Rd")
_NUMBERED = re.compile(r"^\d{1,5}[a-z]?\s+(?=[^\W\d][\w'\-]*(?:\s+[^\W\d][\w'.\-]*){0,3}$)", _I)


# a sum with or without its currency ("N$480", "480", "£1,250", "1.2k"), and one with it
_MONEY = re.compile(r"(?:(?-i:NZ|US|HK|[ACNS])\$\s?\d[\d,.]*(?:\s?k)?|" + AMOUNT + r")", _I)
_PRICED = re.compile(r"(?:(?-i:NZ|US|HK|[ACNS])\$\s?\d[\d,.]*(?:\s?k)?|" + AMOUNT + r"|\d[\d,.]*(?:\s?k)?)", _I)


def _bare_pair(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "head chef not sous", "practice manager, not office": with no marker, a value and the
    wrong one it replaces, each a few words (a clause with "not" says more)."""
    pair = _NOT_PAIR.match(s.strip())
    if pair is None:
        return None
    new, old = (pair["new"] or pair["new2"]).strip(), (pair["old"] or pair["old2"]).strip()
    # a side may hold digits ("u12s not u10s", "B2 not B3") but no date ("friday not thursday")
    dated = any(find_spans(side, now=ctx.now, tz=ctx.tz) for side in (new, old))
    numbered = _NUMBERED.match(new) and not dated and _A_VALUE.match(old)  # "14 Mitchell St, not Smith"
    short = all(len(side.split()) <= _PAIR_WORDS and _A_VALUE.match(side) for side in (new, old))
    # "N$480 not 450", "£1,250 not £1,200": an amount and the wrong one, the figure alone on either side
    priced = _PRICED.fullmatch(new) and _PRICED.fullmatch(old) and (_MONEY.fullmatch(new) or _MONEY.fullmatch(old))
    if priced:
        numbered, dated = True, False
    if not numbered and (dated or not short):
        return None  # "ramon flaked, not bringing the ladder", "thats not right", "9 not 8": no value pair
    found = _read(s.strip(), ctx, said_meant=True)
    return found if found and all(isinstance(i, CorrectValue) and i.old for i in found) else None


# "11 not 10", "4, not 3": two bare hours said alone, the whole message (derive moves the to-do due at
# the old one, or asks; after a count, the count is put right)
_BARE_HOURS = re.compile(r"^(?:1[0-2]|[1-9])\s*,?\s+not\s+(?:1[0-2]|[1-9])[\s.!]*$", _I)


# "1900 not 6", "0830 not 9": a time of the 24-hour clock in four figures, before the bare hour it replaces
_TWENTY_FOUR = re.compile(
    r"^(?P<h>[01]\d|2[0-3])(?P<m>[0-5]\d)(?:\s*h(?:rs|ours)?)?"
    r"(?P<rest>\s*,?\s+not\s+(?:1[0-2]|[1-9]|0[1-9]|1\d|2[0-3])(?:\s*[ap]\.?m\.?)?[\s.!]*)$",
    _I,
)


def clock_pair(s: str) -> CorrectTime | None:
    """ "10:30 not 10", "4pm not 3", "11 not 10": with no marker, a time and the wrong one it
    replaces (the "not" is the marker); which to-do a pair of bare hours puts right, derive decides."""
    s = _TWENTY_FOUR.sub(r"\g<h>:\g<m>\g<rest>", s.strip())  # "1900 not 6": 19:00, as the 24-hour clock writes it
    pair = _CLOCK_PAIR.match(s.strip().rstrip(" .!"))
    if pair is None or not _hour(pair["new"]):
        return None
    if re.fullmatch(_HALF_DAY, pair["old"].strip(), _I):  # "8pm, not morning": the new side says its half
        half = re.search(r"[ap]\.?m\.?$", pair["new"].strip(), _I)
        if half is None:
            return None
        return CorrectTime(new_text=pair["new"].strip(), new=None, month_only=None, target=None, old=None)
    if not _hour(pair["old"]):
        return None
    if not any(re.search(r"[:apm]", pair[k], _I) for k in ("new", "old")) and not _BARE_HOURS.match(s.strip()):
        return None
    return CorrectTime(
        new_text=pair["new"].strip(), new=None, month_only=None, target=None, old=None, old_text=pair["old"].strip()
    )


def _hour(text: str) -> bool:
    """Whether ``text`` is a clock time of a day ("10", "10:30", "4pm")."""
    clock = _CLOCK.match(text.strip())
    return clock is not None and int(clock["h"]) <= HOURS_A_DAY


HOURS_A_DAY = 24


# "he starts on the 8th", "Sven joins on the 8th, not the 1st": the day a person's new role,
# team or place begins, put right (the fact is the one about them touched last, or the named one's)
# who a start or a promotion is said of: a pronoun, or a capitalised name (never "it", "the", "we" …)
_WHOSE = r"(?P<p>he|she|they|(?!(?:it|this|that|the|we|i|you|there)\b)[A-ZÀ-Ý][\w'\-]*)"
_STARTS = re.compile(
    r"^(?:" + _WHOSE + r"\s+(?:starts|started|begins|began"
    r"|joins|joined|moves|moved|is\s+starting|will\s+start|is\s+joining)"
    # "she's starting", typed "shes starting" / "he'll start"
    r"|(?P<c>he|she|they)(?:['’]?s\s+(?:starting|joining)|['’]ll\s+start|['’]?re\s+(?:starting|joining)))"
    r"(?:\s+(?:there|here|over|in|back))?(?:\s+(?:on|from|in))?\s+(?P<d>[^,]+?)(?:\s*,?\s*(?:and\s+)?not\s+(?:on\s+|from\s+|in\s+)?(?P<old>.+))?$",
    _I,
)


_WEEKDAY_WORD = re.compile(r"^(?:on\s+)?" + WEEKDAY_NAME + r"\b", _I)
_PAST_START = re.compile(r"\b(?:started|began|joined|moved)\b", _I)
# "her first day is monday": the day she starts, said by whose first day it is ("she starts monday")
_FIRST_DAY = re.compile(
    r"^(?P<p>her|his|their)\s+first\s+(?:day|working\s+day|shift)(?:\s+(?:at\s+work|on\s+the\s+job))?"
    r"(?:(?P<was>\s+was)|\s+is|'s|\s+will\s+be)\s+",
    _I,
)
_WHO = {"her": "she", "his": "he", "their": "they"}


def _as_start(rest: str) -> str:
    """``rest`` with "her first day is" said as "she starts" (see :data:`_FIRST_DAY`)."""
    m = _FIRST_DAY.match(rest.strip())
    if m is None:
        return rest
    return f"{_WHO[m['p'].lower()]} {'started' if m['was'] else 'starts'} {rest.strip()[m.end() :]}"


def _starts(rest: str, ctx: _Ctx, *, unmarked: bool = False) -> list[Intent] | None:
    """The start date put right, when ``rest`` is a person starting on a date and nothing else;
    ``unmarked`` (no "sorry", "actually" before it), only with the wrong date said ("…, not may")
    or of someone named by a pronoun alone ("Marta got the job!", then "she starts jan 11": the
    day the fact just told takes effect, as nobody new can be "she")."""
    from memory.understanding._corrections import _correct_time

    m = _STARTS.match(_as_start(rest).strip())
    who = m and (m["p"] or m["c"])
    if m is None or not who or (unmarked and not m["old"] and who.lower() not in PERSON_SUBJECTS):
        return None
    # "he starts monday" is the monday to come, "she started monday" the one gone; a pair
    # ("the 11th not the 4th") is read near the date it puts right (memory.derive), except a
    # weekday said ahead ("she starts monday, not today"), the one to come
    past = _PAST_START.search(m[0])
    tense = "past" if past else "future" if not m["old"] or _WEEKDAY_WORD.match(m["d"]) else "nearest"
    new = ctx.date(m["d"], tense)
    old = (day_of_same_month(m["old"], new, ctx.tz) or ctx.date(m["old"], "nearest")) if m["old"] and new else None
    if new is None or (m["old"] and old is None):
        return None
    return [_correct_time(new, old, who, ctx)]  # "she": a person's fact (memory.derive), never a to-do


# a role changed on a day: "she was promoted on the 1st", "he got made partner in june"
_PROMOTED = re.compile(
    r"^" + _WHOSE + r"\s+(?:was|got|were)\s+"
    r"(?:promoted|made\s+[\w\-]+(?:\s+[\w\-]+)?|appointed|demoted)(?:\s+(?:on|in|from|as\s+of))?\s+(?P<d>[^,]+?)"
    r"(?:\s*,?\s*(?:and\s+)?not\s+(?:on\s+|in\s+)?(?P<old>.+))?$",
    _I,
)


def _promoted(rest: str, ctx: _Ctx, *, unmarked: bool = False) -> list[Intent] | None:
    """The day a promotion took effect put right ("sorry, she was promoted on the 1st"): the role's
    date, named by the change's word (:data:`memory.claims.CHANGE_WORDS`), never the fact touched
    last (her manager, told after); ``unmarked``, only with the wrong date said."""
    from memory.understanding._corrections import _correct_time

    m = _PROMOTED.match(rest.strip())
    if m is None or (unmarked and not m["old"]):
        return None
    new = ctx.date(m["d"], "past")
    old = ctx.date(m["old"], "past") if m["old"] else None
    if new is None or (m["old"] and old is None):
        return None
    named = "" if m["p"].lower() in PERSON_SUBJECTS else f"{m['p']} "  # "Kemi's promotion", or the one said last
    return [_correct_time(new, old, f"{named}promotion", ctx)]


def _unframed(value: str) -> str:
    """What was meant without fillers or the correcting frame: "right, Bangalore" is Bangalore,
    "it's Gwen" Gwen."""
    value = _MEANT.sub("", _FILLERS.sub("", value).strip()).strip(" ,.") or value
    cleft = _CLEFT.match(value)
    return cleft["v"] if cleft else value


def _unpadded(value: str) -> str:
    """A value as stored: unframed, and a count without its "of them" ("2 of them" is 2)."""
    bare = _unframed(value)
    return _OF_THEM.sub("", bare).strip(" ,.") or bare


def after_fillers(raw: str) -> list[Intent] | None:
    """ "right, Bangalore" as written (the sentence layer drops a leading "right,"/"ok,"): the
    value after the fillers, when there is one (see :func:`_filler_value`)."""
    fillers = _FILLER_ONLY.match(raw.strip())
    return _filler_value(raw.strip()[fillers.end() :]) if fillers is not None else None


def _filler_value(rest: str) -> list[Intent] | None:
    """ "right, Bangalore", "ok so 850": a name or a number after fillers alone corrects the
    fact of its kind touched last; anything else (a date, words) is agreement or small talk."""
    value = _unpadded(_TRAILING.sub("", rest.strip()).strip(" ,.!"))
    if not value or value_words(value) > MAX_VALUE_WORDS or has_date_words(value) or _NOT_VALUE.match(value):
        return None
    if value_kind(value) not in ("name", "number", "code", "address"):
        return None
    return [CorrectValue("", "", _phrase(value))]


def _meant(rest: str, ctx: _Ctx) -> list[Intent] | None:
    """ "I meant thursday", "I meant the payments team", "meant Bangalore": a date, or a short
    value: a name or a number, or a thing named with "the" (what a fact's value is)."""
    rest = _TRAILING.sub("", rest.strip()).strip(" ,.!")
    for candidate in _candidates(rest):
        found = _when(candidate, ctx)
        if found:
            return found
    found = _read(rest, ctx, said_meant=True)
    if not found or not isinstance(found[0], CorrectValue) or found[0].predicate:
        return found
    value = found[0].value
    named_thing = re.match(r"^the\s+\w", rest, _I) and len(value.split()) <= MAX_MEANT_WORDS
    valued = value_kind(value) in ("name", "number", "code", "role", "address", *NARROW)
    if named_thing or valued or _AN_AMOUNT.match(value):
        return found  # "meant 45000 dollars": an amount is a number with its currency
    return None


_AN_AMOUNT = re.compile(r"^\s*" + AMOUNT + r"\s*$", _I)


MAX_VALUE_WORDS = 4  # longer than this, a bare value is a clause, not a value put right
_DIGIT_RUN = re.compile(r"\+?\d[\d\s\-().]*\d")


def value_words(value: str) -> int:
    """How many words ``value`` has; a value that is only digit groups counts as one ("06 12 34
    56 87" is a phone number, one value, not five words)."""
    return 1 if _DIGIT_RUN.fullmatch(value.strip()) else len(value.split())
MAX_MEANT_WORDS = 3  # "I meant the payments team": "I meant the one we talked about" is no value


# "it was the 15th", "make that thursday", "foi dia 15, the 15th": no marker, but a past "it was"
# (or a corrective "make that") with nothing after it but a date restates the date just said.
_WAS = re.compile(
    r"^(?:(?:it|that|this)\s+(?:was|were)|make\s+that|should\s+(?:have\s+|'ve\s+)?be(?:en)?|foi|era|fue|war"
    r"|c'[ée]tait|[ée]tait)\s+(?:actually\s+)?",
    _I,
)


def _was_date(s: str, ctx: _Ctx) -> list[Intent] | None:
    m = _WAS.match(s)
    if m is None:
        return None
    rest = s[m.end() :].strip(" ,.")
    if (detail := _split_detail(rest)[1]) and ctx.date(_MEANT.sub("", detail).strip(), "nearest") is None:
        return None  # "that was 2 weeks ago, ancient history now": a date told, then a comment on it
    for candidate in _candidates(rest):
        found = _when(candidate, ctx)
        if found:
            return found
    return None


# "(ugh,) it's mon 4pm", "it's the 12th": a present "it's" and a day that is not today, and
# nothing else, restates the day of what was just said ("it's friday!" said on a Friday, or
# "it's 4pm", is the day or the hour now: a remark, no correction)
_IS = re.compile(r"^(?:it's|its|it\s+is)\s+(?:actually\s+)?(?:on\s+)?", _I)


def _is_day(s: str, ctx: _Ctx) -> list[Intent] | None:
    m = _IS.match(s.strip())
    if m is None:
        return None
    rest = s.strip()[m.end() :].strip(" ,.!")
    today = ctx.now.astimezone(ctx.tz).date()
    if time_of_day(rest, ctx) is not None or re.search(rf"\b{today.strftime('%a')}", rest, _I):
        return None  # "it's 4pm", "it's wednesday" said on a Wednesday: the hour or the day now
    for prefer in ("future", "nearest"):  # "it's wednesday" said on a Wednesday may be today: a remark
        spec = ctx.date(rest, prefer)
        if spec is None or spec.text.strip() != rest or spec.precision not in (Precision.DAY, Precision.INSTANT):
            return None
        if spec.start.astimezone(ctx.tz).date() <= today <= (spec.end - _A_SECOND).astimezone(ctx.tz).date():
            return None
    from memory.understanding._corrections import _correct_time

    spec = ctx.date(rest, "future")  # "it's" is the day it is due: to come, as a new to-do's
    return asked_when_vague([_correct_time(spec, None, None, ctx)], ctx) if spec is not None else None


_A_SECOND = timedelta(seconds=1)


def _candidates(rest: str) -> list[str]:
    main, detail = _split_detail(rest)
    out = [rest, main]
    if detail:
        out.append(_MEANT.sub("", detail).strip())
    return [c for c in dict.fromkeys(out) if c]


def _when(text: str, ctx: _Ctx) -> list[Intent] | None:
    """A date or a clock time that makes up the whole correction, or a date named by its kind
    ("deadline's the 30th"); a date that names no one day ("mid-march") is asked."""
    return asked_when_vague(_date_or_time(text, ctx), ctx)


def _date_or_time(text: str, ctx: _Ctx) -> list[Intent] | None:
    """:func:`_when`'s reading, vague or not."""
    from memory.understanding._corrections import _correct_time, named_date

    named = named_date(text, ctx, marked=True)
    if named:
        return named
    if _CLOCK.match(text) and int(_CLOCK.match(text)["h"]) <= 24:  # type: ignore[index]
        return [CorrectTime(new_text=text, new=None, month_only=None, target=None, old=None)]
    pair = _CLOCK_PAIR.match(text)
    if pair and all(_CLOCK.match(pair[k]) and int(_CLOCK.match(pair[k])["h"]) <= 24 for k in ("new", "old")):  # type: ignore[index]
        # "3pm not 2", "11 not 10": the time put right (a bare number may be a count: derive decides)
        return [CorrectTime(new_text=pair["new"], new=None, month_only=None, target=None, old=None,
                            old_text=pair["old"].strip())]
    if relative_shift(text) is not None:  # "no, the day before": a step from the date put right
        return [CorrectTime(new_text=text, new=None, month_only=None, target=None, old=None)]
    spec = ctx.date(text, "nearest")
    if spec is not None and len(spec.text.split()) >= len(text.split()) - 1:
        return [_correct_time(spec, None, None, ctx)]
    meant = _DATE_FOR.match(text)  # "(sorry, meant) monday for the forecast": the date of the thing named
    if meant and (spec := ctx.date(meant["d"], "nearest")) is not None and spec.text == meant["d"].strip():
        return [_correct_time(spec, None, meant["t"].strip(), ctx)]
    timed = timed_pair(text, ctx)
    return [timed] if timed else None


# a hesitation before a step said alone: "eh, 2 days later", "hmm a week earlier"
_HESITATION = re.compile(r"^(?:(?:eh+|erm*|um+|uh+|hm+|ah+|oh+|ok(?:ay)?|oh\s+wait)\b\s*[,.!…]*\s*)+", _I)


def _step_alone(text: str) -> list[Intent] | None:
    """ "2 days later", "eh, a week earlier": a message that is only a step from a date names no
    date of its own, so it can only put right the date just said (as "no, 2 days later" does)."""
    step = _HESITATION.sub("", text.strip()).rstrip(" .!")
    if relative_shift(step) is None:
        return None
    return [CorrectTime(new_text=step, new=None, month_only=None, target=None, old=None)]


def timed_pair(text: str, ctx: _Ctx) -> CorrectTime | None:
    """ "7/4 not 6/4", "half 10 not 10", "not the 3rd, the 4th": a date or a time of day, and
    the wrong one it replaces, each side a date or time as a whole (the timex reads it, so any
    way of writing one counts); a time of day keeps the to-do's day (:mod:`memory.derive`)."""
    from memory.understanding._corrections import _correct_time

    pair = _NOT_PAIR.match(text.strip().rstrip(" .!"))
    if pair is None:
        return None
    new_text, old_text = (pair["new"] or pair["new2"]).strip(" ,."), (pair["old"] or pair["old2"]).strip(" ,.")
    clock = time_of_day(new_text, ctx)
    if clock is not None:
        if not (_hour(old_text) or time_of_day(old_text, ctx)):
            return None  # "half 10 not the blue one": no time put right
        if _SAYS_ITS_HALF.search(new_text):
            return CorrectTime(new_text=clock.text, new=clock, month_only=None, target=None, old=None,
                               old_text=old_text)
        # "half 9": which half of the day is the to-do's own (memory.derive), never the next 9:30 from now
        local = clock.start.astimezone(ctx.tz)
        hour = local.hour % 12 or 12
        return CorrectTime(new_text=f"{hour}:{local.minute:02d}", new=None, month_only=None, target=None, old=None,
                           old_text=old_text)
    if (counted := _counted(new_text, old_text, ctx)) is not None:  # "3 wks not 2": in 3 weeks
        return _correct_time(counted, None, None, ctx)
    new, old = _whole_date(new_text, ctx), _whole_date(old_text, ctx)
    return _correct_time(new, old, None, ctx) if new is not None and old is not None else None


# "3 wks", "ten days", "a month": a span counted from today ("need to … in 2 wks"), and the
# wrong count said with or without its unit ("not 2", "not 2 weeks")
_UNIT = r"(?:days?|wks?|weeks?|months?|mths?|mos?|fortnights?)"
_COUNT = r"(?:\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a\s+couple\s+of)"
_COUNTED = re.compile(r"^(?:in\s+|within\s+)?" + _COUNT + r"\s+" + _UNIT + r"$", _I)
_COUNT_ONLY = re.compile(r"^(?:in\s+|within\s+)?" + _COUNT + r"(?:\s+" + _UNIT + r")?$", _I)


def counted_ahead(text: str, now: datetime, tz: ZoneInfo) -> DateSpec | None:
    """ "3 wks", "ten days": the day that span from ``now`` ends on, when ``text`` is nothing but
    a count of days, weeks or months (a to-do dated "in 2 wks" put right as "no, 3 wks")."""
    if not _COUNTED.match(text.strip()):
        return None
    counted = re.sub(r"^(?:in|within)\s+", "", text.strip(), flags=_I)
    return parse_date(f"in {counted}", now=now, tz=tz, prefer="future")


def counts_both(new_text: str, old_text: str) -> bool:
    """Whether ``new_text`` is a span counted ahead and ``old_text`` the wrong count ("in 5 days not 3")."""
    return bool(_COUNTED.match(new_text.strip()) and _COUNT_ONLY.match(old_text.strip()))


def _counted(new_text: str, old_text: str, ctx: _Ctx) -> DateSpec | None:
    """ "3 wks not 2", "in ten days, not 7": the new span counted from today, when both sides
    are counts (the wrong one may leave its unit off); None otherwise."""
    if not counts_both(new_text, old_text):
        return None
    counted = re.sub(r"^(?:in|within)\s+", "", new_text, flags=_I)
    return ctx.date(f"in {counted}", "future")


_SAYS_ITS_HALF = re.compile(r"[ap]\.?m\b|\b(?:noon|midday|midnight)\b", _I)


def _whole_date(text: str, ctx: _Ctx) -> DateSpec | None:
    """The date ``text`` says, when it says nothing else ("7/4", "the 27th", "next friday")."""
    spec = ctx.date(text, "nearest")
    return spec if spec is not None and len(spec.text.split()) == len(text.split()) else None


def pronoun_fact(text: str, ctx: _Ctx) -> list[Intent] | None:
    """ "she's CFO", "he reports to Maya", "Omar is COO": a whole fact, as a correction; with a
    pronoun for its subject, the subject is left for the caller (the person last talked about)."""
    from memory.understanding._facts import _facts

    text = uncleft(_STILL.sub(r"\g<be> ", text, count=1))  # "she's still in Prague": the value stands, said again
    if owner := pointed_owner(text):  # "Wanjiru runs that": the owner of what was touched last
        return owner
    pronoun = _PRONOUN_SUBJECT.match(text)
    fact_text = text  # with a pronoun, a stand-in name, dropped below ("she's" is "she is")
    name = "zed" if ctx.lowercase else "Zed"
    if _PRONOUN_BE.match(text):
        fact_text = _PRONOUN_BE.sub(f"{name} is", text, count=1)
    elif pronoun:
        fact_text = _PRONOUN_SUBJECT.sub(name, text, count=1)
    claims = [c for c in _facts(fact_text, ctx) if isinstance(c, StateClaim)]
    claims = claims or (lower_case_claims(fact_text, ctx) if not pronoun else [])
    claims = claims or [c for c in [is_in(fact_text, ctx) or from_or_kept_in(text, ctx)] if c]
    dept = _ON_DEPARTMENT.match(fact_text) if pronoun and not claims else None
    if dept and dept["v"] != "it" and _department(dept["v"]):  # "he's on procurement" (not "on it"): a team
        return [CorrectValue("", "team", dept["v"].lower())]
    if not claims:
        return None
    c = claims[0]
    if not pronoun and not _FINITE.search(text) and not re.search(rf"(?<!\w){re.escape(c.subject)}(?!\w)", text, _I):
        return None  # "operations manager" is a role, not operation's manager: no verb, no such name said
    value = _DEIXIS.sub("", c.value) or c.value  # "she's events manager there": the role, not where
    if c.anchor and not pronoun:  # "wifi password is kauri777 actually": the fact of that attribute
        return [CorrectValue("", c.anchor, value, c.scope)]
    unnamed = pronoun or c.subject in SOMEONE or pointed(c.subject)  # "Achieng owns it": the thing touched last
    return [CorrectValue("" if unnamed else c.subject, c.predicate, value, c.scope)]


# words after a value that point back at what was said, never part of the value itself
_DEIXIS = re.compile(r"(?:\s+(?:there|here|too|as\s+well|instead|then))+$", _I)
_PRONOUN_BE = re.compile(r"^(?:she|he|it)(?:'s|\s+is)\b|^they(?:'re|\s+are)\b", _I)
_STILL = re.compile(r"^(?P<be>(?:she|he|they)(?:'s|'re|\s+is|\s+are))\s+(?:still|actually|really|definitely)\s+", _I)
_ON_DEPARTMENT = re.compile(
    r"^\w+\s+is\s+(?:on|in|with)\s+(?:the\s+)?(?P<v>[\w&]+)(?:\s+(?:team|dept|department))?$", _I
)


# a verb that makes the words a clause: "3 people are coming", "the van is ready"
_FINITE = re.compile(r"\b(?:is|are|was|were|am|will|would|won't|can't|has|have|had|did|does|do)\b", _I)


# "no, …", "nope, …", "hmm nah, …": a lead that says what was just said is wrong
_DENYING = re.compile(r"^(?:(?:ah+|oh+|hm+|um+|er+m*|wait)\s*[,!.…\-–—]*\s*)*(?:no+|nope|nah|nein|non)\b", _I)
_SET_OFF = re.compile(r"[,!.…:;\-–—]")
# a short lower-case value after such a lead: the words of a thing ("collections", "principal
# planner"), none of them a word of mood, manner or time that answers instead ("no, all good",
# "nah, too late", "nope, not today", "no, seriously")
_ANSWER_WORD = re.compile(
    r"\b(?:all|too|so|very|just|really|not|never|nothing|none|neither|either|both|maybe|later|yet|again|same|more|less"
    r"|still|also|ever|fine|good|great|cool|bad|worse|better|best|sure|thanks|worries|problem|way|idea|rush|need|longer"
    r"|one|lol|haha|please|thx|today|tonight|tomorrow|tmrw|now|here|there|else|enough|much|many|dunno|idk|nvm|whatever"
    r"|ok|okay|yes|yeah|yep|no|nope|nah|wait|hm+|true|right|wrong|correct|[a-z]+ly)\b",
    _I,
)
_NOUN_WORDS = 3


def _thing_named(value: str) -> bool:
    """Whether ``value`` is a few words naming a thing, a place or a post (see :data:`_ANSWER_WORD`)."""
    return (len(value.split()) <= _NOUN_WORDS and bool(_A_VALUE.match(value))
            and not _ANSWER_WORD.search(value) and not has_date_words(value))


# a job named by its last word: "deputy harbour master", "head groundsman"
_ROLE_LAST = re.compile(r"(?:^|\s)(?:" + ROLE_WORDS.pattern + r")$", _I)


def _role_named(value: str) -> bool:
    """ "sorry, deputy harbour master": words that end in a job's name, the role put right. One word
    alone is no such value: "sorry, mate" and "no, coach" speak to someone."""
    return len(value.split()) > 1 and _ROLE_LAST.search(value) is not None


# one of someone's several numbers or addresses named by its kind: "work phone", "home address"
_WHICH_OF_THEM = re.compile(
    r"^(?:his|her|their|my|your|the)?\s*(?:work|home|personal|private|office|business|mobile|cell|landline|old|new"
    r"|other)\s+(?:phone|number|no|mobile|cell|email|e-mail|address|line|landline|account)$",
    _I,
)


# a day said by its name or from today: no value's word ("Fatima back tmrw", "the van sat")
_DAY_SAID = re.compile(
    r"\b(?:today|tonight|tmrw|tmr|tomorrow|2moro|tmw|yesterday|(?:mon|tues?|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day)?"
    r"|(?:by|on|before|till|until)\s+the\s+\d{1,2}(?:st|nd|rd|th))\b",
    _I,
)


def _read(
    text: str, ctx: _Ctx, said_meant: bool, *, denied: bool = False, set_off: bool = False
) -> list[Intent] | None:
    pair = _NOT_PAIR.match(text)
    found = pronoun_fact((pair["new"] or pair["new2"]) if pair else text, ctx) or named_role(text)
    if found:
        return found
    text = without_preposition(text)  # "no, to Svetlana": the value, not its preposition
    if pair:
        new = pair["new"] or pair["new2"]
        text = re.sub(r"^(?:to|in|at)\s+", "", new.strip(), flags=_I)
        said_meant = True  # "to design, not product": the contrast says it is a value
    value = _unpadded(_value(text))
    if not value or value_words(value) > MAX_VALUE_WORDS or _NOT_VALUE.match(value) or _FINITE.search(value):
        return None  # "sorry, 3 people are coming": a clause, no value put right
    if not said_meant and len(value.split()) > 1 and _DAY_SAID.search(value):
        return None  # "Fatima back tmrw actually": a clause with its day ("is" dropped), no value put right
    if _DENIED.match(value):  # "…, not ghormeh sabzi": only what it was not, no value put right
        return None
    if _WHICH_OF_THEM.match(value):  # "that's his work phone": which of his numbers it was, no new value
        return [Unclear("Which is which? Say each with its kind, e.g. “Maya's work phone is …” and “Maya's "
                        "phone is …”.", text)]
    if (own := own_attribute(value)) is not None:  # "vegan actually": only a diet can be put right so
        return [CorrectValue("", *own)]
    # "whatsapp actually", "sorry, amoxicillin": a lower-case word of a narrow kind, for a fact of that kind
    # ("oops, hillrovers.co.uk": a website, which only a website's fact takes)
    narrow = value_kind(value) in (*NARROW, "address")
    value_like = _VALUE_LIKE.search(value) or TITLED.match(value)  # "to ms alvarez": a name, in lower case
    # "no, principal planner", "nope, collections": after a denial, the thing named is the value
    # "no, marketing", "nope, engineering": a department, whose name may end like a verb's "-ing"
    named = denied and (_thing_named(value) or _department(value))
    # "sorry, evening calls": another kind of the same things, only ever for a fact holding those things
    # (:func:`memory.value_targets.value_targets` keeps to them)
    named = named or bool(KIND_OF_THINGS.match(value))
    if (said_meant or narrow or value_like or named or ROLE_HINT.search(value) or NAMES_ITS_ATTRIBUTE.match(value)
            or _role_named(value)):
        wrong = (pair["old"] or pair["old2"]).strip(" ,.*") if pair else None
        return [CorrectValue("", "", _phrase(value), old=_unframed(wrong) if wrong else None)]
    if set_off and len(value.split()) > 1 and _thing_named(value):
        # "sorry, gareth davies" after "my landlord is gareth jones": lower-case words set off by a comma
        # that may put part of a value right, or may be an apology's own ("sorry, long day"); derive
        # tells them apart ("no hot water again", with no comma, is an outage)
        return [CorrectValue("", "", _phrase(value), reworded=True)]
    return None
