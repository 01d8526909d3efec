"""A sentence in standard spelling before the forms read it: chat shorthand and missing
apostrophes restored ("gonna" -> "going to", "dont" -> "don't", "u" -> "you", "ill send" ->
"I'll send"), a slipped key in a word the reader knows put right ("nwed to" -> "need to",
:mod:`memory.understanding._typos`), a "to" left out after "need" ("need renew my DNI") or "to
get" before a gift ("need a card"), "&", "w/" and a lone "w" before a person or thing spelt out,
a lone "r" between words as "are" and "em" after a verb as "them", a payment app made a verb as
"paid" ("venmo'd"), a lone "i" capitalised, a clock time set off by a comma after its day joined
to it ("tmrw night, 7ish"), runs of whitespace collapsed.

Date shorthand ("tmrw", "2moro", "COB") is not touched here: the time reader
(:mod:`memory.understanding.timex`) owns those words, and offsets into the text stay
meaningful for it. Emoji and check marks (✅ ✔️) are kept: they mean "done" to the lifecycle forms.

Hand-written because no library does this for chat English; it is one precompiled regex per
kind of rewrite and a dict lookup, so it costs a few microseconds per sentence. Only rewrites
that cannot change meaning are made: "ill" becomes "I'll" only at the start of a clause and
before a verb-like word, "wont" only before a verb; "hell", "shed", "wed", "id", "its" and a
name with a glued-on "s" only where their neighbours leave one reading
(:mod:`memory.understanding._dropped_apostrophes`: "said id get back to him" is "I'd", "send
the id" stays an ID).
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import TODO_VERBS, _base
from memory.understanding._dose_said import dose_said
from memory.understanding._dropped_apostrophes import restore_apostrophes
from memory.understanding._dropped_g import restore_dropped_g
from memory.understanding._either_connector import one_connector
from memory.understanding._kin import KIN_WORDS
from memory.understanding._patois import creole_as_english
from memory.understanding._prefilter import gated
from memory.understanding._timex_words import ZONES
from memory.understanding._typed_case import typed_lowercase
from memory.understanding._typos import fix_typos
from memory.understanding._unmarked_past import unmarked_past
from memory.understanding.timex import has_date_words

__all__ = ["normalise"]

_I = re.IGNORECASE

_WORDS = {
    "gonna": "going to", "gotta": "got to",
    # the plan said as one word: "imma call the harbormaster at 3", "i'ma book it"
    "imma": "I'm going to", "i'ma": "I'm going to", "wanna": "want to", "lemme": "let me", "gimme": "give me",
    "im": "I'm", "ive": "I've", "dont": "don't", "cant": "can't", "didnt": "didn't", "isnt": "isn't",
    "wasnt": "wasn't", "doesnt": "doesn't", "havent": "haven't", "hasnt": "hasn't", "couldnt": "couldn't",
    "shouldnt": "shouldn't", "wouldnt": "wouldn't", "arent": "aren't", "werent": "weren't", "thats": "that's",
    "whats": "what's", "theres": "there's", "youre": "you're", "theyre": "they're", "u": "you", "ur": "your",
    "b4": "before", "i": "I", "pls": "please", "plz": "please", "thx": "thanks", "tho": "though",
    "btwn": "between", "btween": "between", "betwn": "between", "frm": "from", "grp": "group",
    "needa": "need to", "abt": "about", "bout": "about", "aboot": "about", "hes": "he's", "shes": "she's",
    "theyll": "they'll", "youll": "you'll", "itll": "it'll", "theyve": "they've", "weve": "we've", "youve": "you've",
    "theyd": "they'd", "youd": "you'd", "whos": "who's", "wheres": "where's", "heres": "here's", "hadnt": "hadn't",
    "mustnt": "mustn't", "shouldve": "should've", "couldve": "could've", "wouldve": "would've", "thatll": "that'll",
    "shld": "should", "shud": "should", "shd": "should", "shuld": "should", "cld": "could", "wld": "would",
    "rmbr": "remember",
    # "for" as said in Scots, Irish, Newfoundland and Southern chat: "window seat fer flights"
    "fer": "for",
    # an obligation in shorthand: "hv to translate the deck", "hafta renew the rego", "needta call mum"
    "hv": "have", "hav": "have", "hafta": "have to", "haveta": "have to", "haveto": "have to", "needta": "need to",
    "needto": "need to", "gotto": "got to",
    # the obligation typed with a letter short or doubled: "gota call the broker", "gottta", "hafto"
    "gota": "got to", "gtta": "got to", "gottta": "got to", "hafto": "have to", "neeed": "need",
    # an apology typed short: "sry dentist is 9:30 not 9", "srry, meant the 21st"
    # a to-do's verb typed short: "sched 1:1 w/ Priya", "resched the dentist", "confirm appt w/ the vet"
    "sched": "schedule", "resched": "reschedule",
    # "fwd the deck to Zoe eod", "chk the invoice", "msg Tom re sat": a verb of the desk typed short
    "fwd": "forward", "chk": "check", "msg": "message",
    "sry": "sorry", "srry": "sorry", "sory": "sorry", "sorri": "sorry",
    "whoops": "oops", "woops": "oops", "oopsie": "oops", "oopsies": "oops", "ooops": "oops", "oopsy": "oops",
    "teh": "the", "whta": "what", "waht": "what", "whta's": "what's", "waht's": "what's",
    # a little word with two letters swapped: "hte lift is stuck", "printer's jammed adn the wifi's down"
    "hte": "the", "adn": "and", "taht": "that", "wiht": "with", "wtih": "with", "jsut": "just", "thier": "their",
    "becuase": "because", "becasue": "because",
    # a question's head typed in a hurry: "wht do i have fri", "whatve i got tmrw", "anythin for monday",
    # "hw much do i owe kemi" ("hw" alone is homework: only before "much"/"many")
    "wht": "what", "whts": "what's", "wats": "what's", "wots": "what's", "whatve": "what've", "anythin": "anything",
    "nothin": "nothing", "somethin": "something",
    # "where" typed without its vowels: "whr does Ravi stay now", "whrs the spare key"
    "whr": "where", "whrs": "where's", "whr's": "where's", "whre": "where", "whres": "where's",
    # a part of the day typed short: "tmrw mornin"
    "mornin": "morning", "evenin": "evening",
    "hw much": "how much", "hw many": "how many",
    # Spanglish obligation before an English to-do: "tengo que pay the gardener tomorrow"
    "tengo que": "I have to", "tenemos que": "we have to", "hay que": "need to",
    # Indian English "prepone", the opposite of postpone: "vendor meeting preponed to tmrw 11am"
    "preponed": "brought forward", "prepone": "move", "preponing": "moving", "prepones": "moves",
    # a subscription renewing by itself is a renewal all the same: "the gym auto-renews on the 3rd"
    "auto-renews": "renews", "auto renews": "renews", "autorenews": "renews",
    # a skip is a builder's bin, never the verb: "skip bin gets delivered monday" cancels nothing
    "skip bin": "skip-bin", "skip bins": "skip-bins",
    # Acadian and Cajun French "now" in English chat: "apr 21 at 11 asteur", "she's home astheure"
    "asteur": "now", "astheure": "now",
}  # fmt: skip
# a word joined to another by a hyphen is part of a name ("U-Haul", "U-turn", "B4-form"), never shorthand; nor
# is a part of an address after "@" or a dot ("ana@u.com", "breesha@manxstone.im": the Isle of Man's domain)
_WORD_RE = re.compile(
    r"(?<![\w'’@])(?<!\w-)(?<!\w\.)(?:"
    + "|".join(sorted(_WORDS, key=len, reverse=True))
    + r")(?![\w'’@]|\.\w|-\w)",
    _I,
)
# "moved fr 2 to 3", "pushed fr tues to thurs": "fr" for "from", only after a move and before its old time
_MOVED_FR = gated(re.compile(
    r"\b(?P<v>moved|pushed|changed|shifted|switched|bumped|rescheduled|brought\s+forward)\s+fr\s+"
    r"(?=\d|(?:mon|tue|wed|thu|fri|sat|sun|today|tomorrow|tmrw|the\s+\d)\w*)",
    _I,
))
# "need 2 book the car in": a digit for "to", only after "need" and before a word
_TWO = gated(re.compile(r"\b(need)\s+2(?=\s+[a-z]{2,}\b)(?!\s+(?:of|or|and|more|for|each|per|in|at|on)\b)", _I))
# "remind me 2 clean the spare room", "dont forget 2 call Ana", "have 2 pay the gardener": a "2" for
# "to" before a to-do verb and the start of its object ("have 2 book club meetings" is a count)
_TWO_VERB = re.compile(
    r"\b(?P<w>(?:remind|ping|nudge)\s+me|forget|remember|have|has|got|going|want|trying|try|meant|supposed|promised"
    r"|able)\s+2\s+(?P<v>[a-z]+)(?=\s+(?:the|a|an|my|our|his|her|their|your|this|that|these|those|up|out|off|in|back"
    r"|him|her|them|it|me|us)\b|\s+(?-i:[A-Z]))",
    _I,
)
# "txt sarah re: sat", "need to txt the plumber", "txted Jo": the verb typed short (never a file's ".txt")
_TXT = re.compile(r"(?<![\w.'’/-])txt(?P<end>d|ed|ing|s)?(?![\w'’]|\.\w|-\w)", _I)
# "cal mum tmrw", "need to cal the dentist", "pls cal Bob back": "call" with its last letter dropped, read
# so only where a to-do verb stands (a clause's start or after "to", "pls", "gotta") and a person or thing
# follows; lower case only ("Cal" is a name), never the calendar ("my cal", "cal invite", "cal is full",
# "cal for tmrw")
_CAL = gated(re.compile(
    r"(?P<pre>^|[,;.!?:]\s+|\b(?:to|pls|plz|please|gotta|must|should|will|and|then|n)\s+|&\s+|['’]ll\s+)"
    r"(?-i:cal)(?=\s+[a-zA-Z])(?!\s+(?:invites?|events?|entry|entries|app|sync|links?|is|was|has|says|shows|looks"
    r"|for|on|of|in|at|to|and|or|today|tonight|tomorrow|tmrw|tmr|tmrow|2moro|next|this|mon|tue|wed|thu|fri|sat"
    r"|sun|week|wk)\b)",
    _I,
))
# "wat is the gate code", "wot do i owe", "wut's due next wk": "what" typed short, lower case only
# ("Wat Arun" is a temple)
_WAT = re.compile(r"(?<![\w'’])(?:wat|wot|wut)(?=(?:'s|’s)?(?![\w'’]))")
# Nigerian Pidgin asks "wetin i get for tomorrow", "wetin we get this week": what the user has on then
_WETIN_GET = re.compile(r"^wetin\s+(?P<who>i|we)\s+(?:get|go\s+do|fit\s+do)\b", re.IGNORECASE)
# Nigerian Pidgin "wetin be Funmi's number", "wetin be the gate code": "what is" (also "what be", said so in
# Nigerian English); only first, before what is asked of
_WETIN_BE = re.compile(r"^(?:wetin|what)\s+(?:be|dey\s+be)\s+(?=\S)", re.IGNORECASE)
# Filipino English "na naman" / "nanaman" (again, said with a sigh): "flush in the 2nd floor CR is broken na naman"
# Nigerian/Cameroonian Pidgin "no be monday, na wednesday", "e no be Kazan, na Izhevsk": "not monday,
# wednesday", the correction's English shape (a bare "na" was kept as a to-do named "na")
_NO_BE_NA = gated(re.compile(
    r"^(?:(?:abeg|sorry|no|oh|ah)\s*,?\s+)?(?:e\s+)?no\s+be\s+(?P<x>[^,;.!?]{1,40}?)\s*,\s*(?:e\s+)?na\s+(?=\S)", _I
))
# a simile said last, of how a thing was left ("reed room swept clean as a whistle", "the van's fixed, good as
# new", "fit as a fiddle again"): how, never a to-do "clean as a whistle" or a thing (a state said with "is"
# is left to the fact readers)
_SIMILE_LAST = gated(re.compile(
    r"(?<!\bis)(?<!\bare)(?<!\bwas)(?<!\bwere)(?<!\bbe)(?:\s*,)?\s+(?:as\s+)?(?:clean|dry|neat|tidy|fit|right|sharp|smooth|bright|clear|quiet|snug|tight|solid|fresh"
    r"|flat|straight|safe|sound|good|shiny|sweet)\s+as\s+(?:(?:a|an)\s+(?:new\s+)?[a-z]+|new|rain|ever|anything)"
    r"(?:\s+again)?[\s.!]*$",
    _I,
))
_NA_NAMAN = re.compile(r"(?<=\w)\s+(?:na\s+naman|nanaman)\b", re.IGNORECASE)
# "wen is Precious back", "wen's the farrier": "when" typed short, before the verb of a question and what it
# asks of (never "wen is back": Wen, a name typed in lower case)
_WEN = re.compile(
    r"(?<![\w'’])wen(?=(?:'s|’s|\s+(?:is|are|was|were|do|does|did|will|can|should))\s+(?:the|my|our|his|her|their|i|we|you"
    r"|u|he|she|they|it|(?-i:[A-Z])\w*)\b)"
)
_WITH = re.compile(r"(?<![\w/])w/(?=\s)", _I)
# "i need renew my DNI", "we need pay the gardener": "to" left out before a to-do verb and its
# object; "need help with", "need time off" keep their noun (the object must start like one)
_NEED_VERB = gated(re.compile(
    r"\b(need|needs)\s+(?=([a-z]+)\s+(?:my|the|a|an|our|his|her|their|your|this|that|these|those|some|it|them"
    r"|(?-i:[A-Z])\w*)\b)",
    _I,
))
# "need a gift", "need a card for mum": a thing given on someone's day, needed, is one to get
_NEED_GIFT = gated(re.compile(
    r"\b(need|needs)\s+(?=(?:a|an|some)\s+(?:[\w-]+\s+)?(?:gift|present|card|flowers|bouquet|cake|pressie|prezzie"
    r"|voucher|hamper)s?\b)",
    _I,
))
_NOT_A_VERB_HERE = frozenset({"help", "time", "space", "sleep", "rest", "money", "advice", "more", "all", "both"})
# a lone lower-case "w" between words is "with" where a person or a thing follows it: "carve
# pumpkins w the kids", "lunch w Priya", "had the 1:1 w Alejandro", "done w kofi's letter";
# "Building W", "w/e" and "plan w" stay.
_W = re.compile(r"(?<=[a-z0-9] )w(?= (?:the|a|an|my|our|his|her|their|your|him|them|me|us|[A-Z][a-z]+|[a-z]+'s)\b)")
# after a meeting word, "w" is "with" whoever follows, typed in lower case or not: "mtg w fatima"
_MEETING_W = re.compile(
    r"\b(?P<m>mtg|meeting|lunch|dinner|coffee|call|chat|catch-?up|sync|drinks|brunch|breakfast|1:1|1-1|1on1)\s+w\s+(?=[a-z]{2,}\b)",
    _I,
)
# "Ana's joining Figma", "kofi's leaving in march": a person's "'s" before a verb of a job or a home
# changing is "is" (never "Ana's joining date", whose noun follows)
_NAME_IS_CHANGING = re.compile(
    r"(?<![\w'’])(?!(?:it|that|what|who|there|here|he|she|let|where|how)['’])(?P<n>[^\W\d_][\w-]*)['’]s\s+"
    r"(?=(?:joining|leaving|moving|relocating|starting|transferring|quitting|retiring|switching|rejoining)\s+"
    r"(?!(?:date|day|do|drinks|party|card|gift|present|lunch|dinner|speech|cake|bash|van|salary|time|point)\b))",
    _I,
)
# "called insurance they said 5-7 business days": what they said after, a clause of its own
_THEY_SAID = re.compile(
    r"(?<=[\w.!)])\s+(?:and\s+)?(?=(?:they|he|she)\s+(?:said|says|told\s+me|reckons?|reckoned)\b)", _I
)
# "ac guy came, says its the gas, he'll come back monday": what the visitor found, said between their
# visit and what they will do; the clause after is theirs, as if the finding were not said
_FINDING_BETWEEN = re.compile(
    r",\s*(?:and\s+)?(?:(?:he|she|they)\s+)?(?:says|said|reckons|reckoned|thinks|found)\s+(?:that\s+)?"
    r"(?:it'?s|its|it\s+(?:is|was)|there'?s|the|a|an)\b[^,;.!?]*"
    r"(?=,\s*(?:and\s+)?(?:he|she|they)(?:'ll|\s+will|'s|\s+is|'re|\s+are|\s+can|\s+has|\s+needs|\s+wants)\b)",
    _I,
)
_JOINED_BEFORE = re.compile(r"(?:^|\s)(?:that|and|but|so|cos|because|if|when|what|i|we)$|^\S+$", _I)


# "… and now the grader's broke": a clause of its own after another, its subject and verb said
_AND_NOW_THE = gated(re.compile(
    r"(?<=\w)\s+and\s+now\s+(?=(?:the|my|our|his|her|their)\s+[\w-]+(?:\s+[\w-]+)?(?:'s|’s|\s+is|\s+are|\s+has|\s+was)\s)",
    _I,
))


def _they_said(s: str) -> str:
    """``s`` with a comma before a "they said …" run on after a clause of two words or more."""
    return _THEY_SAID.sub(lambda m: m[0] if _JOINED_BEFORE.search(s[: m.start()]) else ", ", s)


# the payment apps people make verbs of ("venmo me", "paynow'd Hiroshi")
PAYMENT_APPS = (
    r"(?:venmo|paypal|zelle|paynow|paylah|revolut|monzo|m-?pesa|gpay|cashapp|upi|bizum|twint|interac"
    r"|e-?transfer|gcash|mobilepay|vipps|satispay|payid|osko)"
)
# "paynow'd Hiroshi", "venmoed the babysitter": a payment app made a verb is "paid"
_PAID_BY_APP = gated(re.compile(r"\b" + PAYMENT_APPS + r"(?:['’]?d|['’]?ed)\b", _I))
# a shift taken on is a shift to work: "picked up an extra shift sat 7p-7a", "took an overtime shift sun 6am"
# (read as a deed done, it matched nothing and the shift was lost); said as the diary line it is
_SHIFT_TAKEN = re.compile(
    r"^(?:(?:i|we)\s+)?(?:just\s+)?(?:picked\s+up|took(?:\s+on)?|grabbed|got\s+given|accepted)\s+(?:an?\s+)?"
    r"(?P<s>(?:(?:extra|overtime|additional|double|ot|bank|agency|night|day|early|late|weekend)\s+)?shift)\b(?=\s+\S)",
    re.IGNORECASE,
)
# Singapore and Malaysian English say a deed done with a base verb and "liao"/"already" ("pay liao the
# town council", "already book the table", "i send oredi the form"): done, as "done: …" says it
_DONE_BARE = re.compile(
    r"^(?:(?:i|we)\s+)?(?:(?P<lead>already|alr|oredi)\s+(?P<v1>[a-z]+)|(?P<v2>[a-z]+)\s+(?:liao|oredi|alr))"
    r"\s+(?P<rest>\S.*)$",
    re.IGNORECASE,
)
_AND = re.compile(r"(?<=\s)[&+](?=\s)")  # "toner ordered + landlord called": "+" between words joins as "&" does
# "signed n sent the form", "paid n filed": a lone "n" after a past tense joins two done verbs as "and"
# ("rice n oil", "fish n chips" stay one thing)
_N_AND = gated(re.compile(
    r"(?:(?<=[a-z]ed)|(?<=\bsent)|(?<=\bpaid)|(?<=\bgot)|(?<=\bmade)|(?<=\bdid)|(?<=\bbought)|(?<=\btook)"
    r"|(?<=\bwrote)|(?<=\bput)|(?<=\bread)|(?<=\bsold)|(?<=\brang)|(?<=\btold))\s+n\s+(?=[a-z]{2})"
))
_ISH = gated(re.compile(r"(?<=[a-z])-ish\b", _I))  # "sunday-ish", "5-ish": the word, then a softener
# "ill" / "wont" only where a verb follows: "ill send it", "I wont forget"; never "feeling ill"
_ILL = gated(re.compile(
    r"(^|[.!?;,:]\s*|\b(?:and|so|then|but|ok|okay|also|btw|fyi|said|promised|think|guess|maybe|prob|probably)\s+)"
    r"ill(?=\s+[a-z]+\b)(?!\s+(?:be\s+)?(?:with|from|at|in)\b)",
    _I,
))
# "monday ill email the school", "tmrw ill ring the bank": after a day said first, "ill" with a to-do
# verb after it is "I'll" ("sunday ill health" has no verb after it)
_DAY_ILL = gated(re.compile(
    r"\b((?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|tomorrow|tmrw|tmr|tmw|today|tonight|later"
    r"|day|week|weekend|morning|afternoon|evening|night|\d{1,2}(?:st|nd|rd|th)|\d{1,2}(?:am|pm))\s+ill\s+(?P<v>[a-z]+)\b",
    _I,
))
# "Chidi said he go send the dataset by sunday": West African English "go" before a to-do verb is
# "will" (only with a to-do verb after it). The user's own "I go collect …" is offered (:mod:`._net`)
_GO_WILL = gated(re.compile(r"\b([Hh]e|[Ss]he|[Tt]hey|[A-Z][\w'-]+)\s+(?:dey\s+)?go\s+(?P<v>[a-z]+)\b"))
# "the forecast's due monday now": the "'s" before "due" is "is" ("the forecast's due date" is whose)
# (only with "now"/"instead" after it, a move of a to-do: "the rent's due the 1st" stays a thing due)
_IS_DUE = gated(re.compile(
    r"(?<=[a-z])['’]s(?=\s+due\b(?!\s+(?:date|dates|diligence|process|care)\b)(?=.*\b(?:now|instead)\b))", _I
))
_WONT = re.compile(r"\bwont(?=\s+(?:be|do|make|have|forget|send|go|get|need|call|let|stop|happen)\b)", _I)
# "kemi's out on leave from the 14th", "Ana is out on holiday til jan 4": away, as "on leave" says ("out"
# alone after a thing is sent: "the invoice's out")
_OUT_ON_LEAVE = gated(re.compile(
    r"(?P<be>'s|’s|\s+is|\s+are|'re)\s+out\s+on\s+(?=(?:(?:annual|sick|medical|study|compassionate|parental"
    r"|mat(?:ernity)?|pat(?:ernity)?)\s+)?(?:leave|holidays?|hols|vacation|vacay|furlough|sabbatical|pto)\b)",
    _I,
))
# "Wei Ling taking MC today", "Raj is on MC till fri", "took mc yesterday": a medical certificate is sick
# leave where it is said so (Singapore, Malaysia); only "MC" after "on" or a verb of taking it
# "off crook", "is crook" (Australian and New Zealand English): off sick, sick
_CROOK = gated(re.compile(r"(?P<be>'s|’s|\s+is|\s+are|'re|\s+was|\s+were)\s+(?P<off>off\s+)?crook\b", _I))
_ON_MC = gated(re.compile(
    r"(?P<be>'s|’s|\s+is|\s+are|'re|\s+was|\s+were)?\s+(?:on|taking|took|takes)\s+(?:an?\s+)?mc\b(?![\w'’])", _I
))


# "swim lessons r cancelled", "the kids r sick", "we r not going": a lone lower-case "r" between
# words is "are" ("R&D", "r/cooking" and a capital "R" stay)
_R_ARE = gated(re.compile(r"(?<=[a-z]{2} )r(?= (?!of\b|and\b|or\b)[a-z]{2,}\b)"))
# "sent em over", "call em tmrw": "em" after a verb is "them" ("the em dash", "an em" stay)
_EM = gated(re.compile(r"(?<=[a-z] )(?<!\bthe )(?<!\ban )(?<!\ba )em(?![\w'’-])"))
_SPACES = re.compile(r"\s+")
# "the report isn't due till next fri": it is due then ("not due before" says the same)
_NOT_DUE_TILL = gated(re.compile(
    r"\b(?:is\s*n['’]?t|is\s+not|['’]s\s+not|are\s*n['’]?t|are\s+not)\s+due\s+(?:till|until|til|untill|before)\b", _I
))
# "call w/ the NY team at 9am their time tmrw": the clock of the one place the message names
_THEIR_TIME = re.compile(r"\b(?:their|his|her|local)\s+time(?:zone)?\b", _I)
_CITY_CLOCKS = {key[: -len(" time")]: zone for key, zone in ZONES.items() if key.endswith(" time")}
_CITY = re.compile(r"\b(?:" + "|".join(sorted(map(re.escape, _CITY_CLOCKS), key=len, reverse=True)) + r")\b", _I)
# "renew passport (expires in march)", "call mum (it's her bday)": an aside in brackets ending the
# message, said as the comma says it ("renew passport, expires in march"); a sum in brackets stays
# "pay for the excursion by fri ($25)": the sum said last belongs with the thing, before its day
_SUM_AFTER_DAY = gated(re.compile(
    r"^(?P<head>.+?)\s+(?P<when>(?:by|before|b4|due|on)\s+[^()]+?)\s*\((?P<sum>[$£€¥₹]\s?\d[\d,.]*k?)\)\s*$", _I
))
_BRACKETED_ASIDE = gated(re.compile(r"\s*\((?P<a>[a-z][^()]{1,60}?)\)\s*$", _I))
# "need to sit down and do my expenses", "gotta go and buy milk": the errand is the second verb; the
# first only leads in (said after a to-do's intro, so "Bea and I go and …" keeps its words)
_LEAD_IN_VERB = gated(re.compile(
    r"\b(?P<intro>to|gotta|must|should|'ll|will)\s+(?:sit\s+down|go|come|pop\s+out|nip\s+out|pop\s+round)\s+and\s+"
    r"(?=[a-z]{2,}\b)",
    _I,
))
# "must get round to fixing the baler", "need to get around to painting the shed": the errand is the
# verb after "get round to", said plainly ("fix the baler"); only a verb recap knows is cut to its base
_GET_ROUND_TO = gated(re.compile(
    r"\b(?P<intro>to|gotta|must|should|'ll|will)\s+(?:finally\s+|actually\s+)?get\s+(?:a)?round\s+to\s+"
    r"(?P<v>[a-z]{3,}ing)\b",
    _I,
))
# an emoji said as the verb that opens a to-do: "📞 mum tmrw", "📧 Omar the deck" (a 🛒 heads an errand
# as often as it says "buy": "🛒 grocery run tmrw")
_EMOJI_VERBS = {"📞": "call", "☎️": "call", "☎": "call", "📧": "email", "✉️": "email", "✉": "email"}
# a check mark after a participle, with more of the report after it: "train tix bought ✔ for the 14th",
# "ferry booked ✅ for 4 pax" (the participle says done; the mark read as a sentence's end cut the rest off)
_MARK_MID = re.compile(
    r"(?P<p>\b(?:[a-z]+ed|done|sent|paid|bought|made|built|sold|written|given|taken))"
    r"\s*(?:✅|✔️|✔|☑️|☑|✓)(?=\s+(?:for|on|at|to|with|by|from|via|in)\s+\w)",
    re.IGNORECASE,
)
_EMOJI_VERB = re.compile(r"^(?P<e>📞|☎️|☎|📧|✉️|✉)\s*(?=[A-Za-z])")
# "winter tyres need fitting, doing it on the 8th", "the car needs washing, i'll do it sat": after
# what a thing needs, the user's plan to do "it" is the to-do "do it" (read with the thing named)
_NEEDED_THEN_DOING = gated(re.compile(
    r"(\bneeds?\s+[a-z]{3,}ing\b[^,;.!?]{0,30}[,;]\s*)(?:(?:i'm|im|i\s+am|i'll|ill|i\s+will|will|gonna"
    r"|going\s+to)\s+)?(?:be\s+)?(?:doing|do)\s+(?=(?:it|them)\b)",
    _I,
))
# "need" slipped to a word too short or too close to "needed" for the typo fixer ("nee to", "ned to",
# "neeed to"): before "to" and a verb it can only be "need"; "Ned to bring the chairs" is a name
_NEED_SLIP = gated(re.compile(r"(?<![\w'’])(?:nee|ned|nedd|neeed|neede|nede|meed|beed)(?=\s+to\s+[a-z])"))
# "grab ice tmrw night, 7ish", "call Dad tonight, 8pm": a clock time after a comma that ends the
# sentence is the time of the day said just before it ("tmrw night at 7ish"), not a clause
# "at 10 of the morning", "5 o'clock of the afternoon": a clock's half of the day said as Spanish,
# Portuguese, Italian or French say it ("de la mañana", "da manhã", "du matin"): "in the morning"
_OF_THE_MORNING = gated(re.compile(
    r"(?P<clock>\b(?:at|@)\s*\d{1,2}(?:[:.h]\d\d)?|\b\d{1,2}[:.h]\d\d)(?P<ap>\s*(?:am|pm|o'clock))?"
    # (never a thing of that half of the day: "at 3 of the night shifts")
    r"\s+of\s+the\s+(?=(?:morning|afternoon|evening|night)\b(?!\s+(?!(?:was|has|is|does)\b)[a-z]+s\b)"
    r"(?!\s+(?:shift|session|class|slot|service|run|train|flight|bus|crew|team|people)\b))",
    _I,
))
# "the meeting is the 15 at 10", "by the 3 at 5pm": a day of the month typed without its ordinal, as many
# learners type it, when a clock time follows and "is", "on" or "by" leads (never "catch the 15 at 10:40": a bus)
_BARE_DAY_AT = gated(re.compile(
    r"\b(?P<lead>is|on|by|for|until|till)\s+the\s+(?P<d>[1-9]|[12]\d|3[01])(?=\s+at\s+\d)", _I
))


def _ordinal_day(m: re.Match[str]) -> str:
    d = int(m["d"])
    suffix = "th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    return f"{m['lead']} the {d}{suffix}"


_DAY_THEN_CLOCK = gated(re.compile(
    r"\b((?:tonight|tomorrow|tmrw|tmr|today|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?|night"
    r"|morning|evening|afternoon))\s*,\s*(?:at\s+|@\s*)?"
    r"(?=\d{1,2}(?:[:.]\d{2})?\s*(?:ish|am|pm|a\.m\.|p\.m\.)?\s*[!.…]*\s*$)",
    _I,
))

# "flight to Lagos is on the 18th, 6:40am from LHR", "dentist tues, 3:15 at the Elm St clinic": a
# clock time (said with its minutes or am/pm) after a comma right after a day is that day's
_DATE_THEN_CLOCK = gated(re.compile(
    r"\b((?:the\s+)?\d{1,2}(?:st|nd|rd|th)|tonight|tomorrow|tmrw|tmr|today"
    r"|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?)\s*,\s*"
    r"(?=\d{1,2}(?:[:.][0-5]\d\s*(?:am|pm|a\.m\.|p\.m\.)?|\s*(?:am|pm|a\.m\.|p\.m\.))(?!\w))",
    _I,
))

# "parent interviews thurs from 3:30", "open day sat from 10am": a start time with no end is when it is
# ("from 3 to 5", "from 9 till noon" keep their range)
_DAY_FROM_CLOCK = gated(re.compile(
    r"\b((?:tonight|tomorrow|tmrw|tmr|today|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)"
    r"|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?)(?:\s+(?:morning|afternoon|evening|night))?)"
    r"\s+from\s+(?=(?>\d{1,2}(?:[:.][0-5]\d)?(?:\s*(?:ish|am|pm|a\.m\.|p\.m\.))?)(?![\w:.])"
    r"(?!\s*(?:[-–—]|(?:to|till|til|until|'til|and)\b)))",
    _I,
))


_ASIDE_SAID = re.compile(r"^(?:it|that|this|she|he|they)(?:'s|\s+is|'re|\s+are|\s+was)\b", _I)


def _while_day(m: re.Match[str]) -> str:
    """ "while thursday": "by thursday" when every word after "while" is a word of a day."""
    said = m["day"].split()
    if has_date_words(m["day"]) and all(w.lower() in _DAY_FILLERS or has_date_words(w) for w in said):
        return f"by {m['day']}"
    return m[0]


def _got_round_to(m: re.Match[str]) -> str:
    """ "must get round to fixing": "must fix", when "fixing" is a verb recap knows; else as said."""
    verb = _base(m["v"])
    return f"{m['intro']} {verb}" if verb != m["v"].lower() else m[0]


def _their_clock(text: str) -> str:
    """``text`` with "their time" said as the one named place's ("9am their time" of the NY team:
    "9am ny time"); unchanged when no place, or places of two clocks, are named."""
    if not _THEIR_TIME.search(text):
        return text
    cities = {m[0].lower() for m in _CITY.finditer(text)}
    if len({_CITY_CLOCKS[city] for city in cities}) != 1:
        return text
    return _THEIR_TIME.sub(f"{sorted(cities)[0]} time", text)


def _aside(m: re.Match[str]) -> str:
    """A bracketed aside that says when or why ("expires in march", "it's her bday") after a comma;
    any other ("the new one", "tbc") left in its brackets."""
    aside = m["a"]
    first = aside.split()[0]
    if has_date_words(first):  # "(wednesday!!)": the day itself, said again to be sure
        return m[0]
    return f", {aside}" if has_date_words(aside) or _ASIDE_SAID.match(aside) else m[0]


# Southern US "fixing to" before a verb is "going to" ("fixin to call the co-op tmrw", "I'm fixin' to haul hay"):
# a plan, never someone named "fixin"; "fixing the gate to the post" keeps its object
_FIXING_TO = gated(re.compile(r"\b(?:fixing|fixin['’]?)\s+to\s+(?=(?P<v>[a-z]+)\b)", _I))


def _fixing_to(m: re.Match[str]) -> str:
    """ "fixin' to call Dewey": going to call him; before any other verb ("I'm fixin' to head to the bazaar") the
    word spelled whole, as "I'm fixing to …" is read (the clipped "fixin'" was kept as the user's role)."""
    return "going to " if m["v"].lower() in TODO_VERBS else "fixing to "


# Nigerian Pidgin "I go send …" is "I'll send …" (a plan), before a to-do verb only ("I go to the gym" is English)
_PIDGIN_GO = gated(re.compile(r"^(?P<who>i|we)\s+go\s+(?=(?P<v>[a-z]+)\b)", _I))
# "go check the mooring lines", "in 2 hrs go buy ice", "need to go grab the keys": going is how a to-do is done,
# said before its verb, as "go and check" says it (never someone's "go", read as theirs before: "Ana go buy it")
_GO_DO = gated(re.compile(
    r"(?<!\bi\s)(?<!\bwe\s)(?<!\byou\s)(?<!\bthey\s)(?<!\bhe\s)(?<!\bshe\s)(?<!\blet\s)(?<!\blets\s)(?<!let's\s)"
    # (only a verb with its thing after it: "go vote on election day" is how the day is spent, said so)
    r"\bgo\s+(?=(?P<v>[a-z]+)\s+(?!(?:on|at|in|to|for|with|by|from|after|before|early|late|now|later|today|tonight"
    r"|tmrw|tomorrow|again|together|first|instead|too|then)\b)[\w'’])",
    _I,
))
_NO_GO_DO = frozenset({"back", "up", "down", "out", "off", "over", "round", "around", "in", "on", "through", "home"})
# Scots "tae" for "to" after a verb of wanting, needing or reminding ("gonnae remind me tae phone the bank"), in
# lower case ("Tae" is a name); "gonnae remind me" is asking to be reminded
_SCOTS_TAE = re.compile(r"\b(?P<w>me|need|needs|have|has|got|going|want|wants|forget|remember)\s+tae\s+(?=[a-z])")
_SCOTS_ASK = gated(re.compile(r"^(?:gonnae|gonna)\s+(?=remind\s+me\b)", _I))
# New Zealand "hard out" (fully, for sure) and "sweet as" (fine) said last, after a comma: a tone, never a thing "out"
# or a value ("Dad was a shearer in Gore back in the day, hard out" opened an issue "hard")
_KIWI_TAG = gated(re.compile(r"\s*,\s*(?:hard\s+out|sweet\s+as|chur)(?=[\s!.…]*$)", _I))
# an honorific said after a name in Indian English ("Ramesh sir is our new HOD", "reports to Meenakshi ma'am"): a
# courtesy, no part of the name (lower case only: "Sir Alex" is a title before one)
_AFTER_NAME_HONORIFIC = re.compile(
    r"\b(?P<n>[A-Z][a-z]{2,})\s+(?:sir|ma'am|ma’am|maam|madam|mam|ji|saab|sahab|bhai|didi)\b(?![\w'’])(?=\s+\S)"
)


# "the printer's broke", "switchroom door lock's broke again": a thing's "broke" is broken, as many say it; a
# person's is money ("I'm broke", "my brother's broke", "Shona's broke": a name or a person word before it stays)
_THING_BROKE = gated(re.compile(
    r"(?<![\w'’])(?P<w>[a-z][a-z0-9-]*)(?P<be>['’]s|\s+is|\s+are)\s+broke"
    r"(?=\s*(?:$|[,.;!?]|(?:again|still|now|and|but|tho|though|too|atm|rn|completely|totally)\b))"
))
_NOT_A_THING = frozenset({"he", "she", "it", "who", "everyone", "everybody", "someone", "somebody", "one", "that"})
_PERSON_NOUNS = frozenset({"friend", "mate", "pal", "flatmate", "roommate", "colleague", "boss", "student", "guy"})


def _thing_broke(m: re.Match[str]) -> str:
    if m["w"] in _NOT_A_THING or m["w"] in KIN_WORDS or m["w"] in _PERSON_NOUNS:
        return m[0]
    return f"{m['w']}{m['be']} broken"



def _go_do(m: re.Match[str]) -> str:
    verb = m["v"].lower()
    return "" if verb in TODO_VERBS and verb not in _NO_GO_DO else m[0]


def _pidgin_go(m: re.Match[str]) -> str:
    return f"{'I' if m['who'].lower() == 'i' else m['who']}'ll " if m["v"].lower() in TODO_VERBS else m[0]


def _word(m: re.Match[str]) -> str:
    found = m.group(0)
    if len(found) == 2 and found.isalpha() and found.isupper():
        return found  # "the HV switchroom", "IM the team": two capitals are an acronym, no "have" or "I'm"
    replacement = _WORDS[found.lower()]
    if found[0].isupper() and replacement[0].islower():
        return replacement[0].upper() + replacement[1:]
    return replacement


def _day_ill(m: re.Match[str]) -> str:
    if m["v"].lower() not in TODO_VERBS:
        return m.group(0)
    return f"{m.group(1)} I'll {m['v']}"


def _go_will(m: re.Match[str]) -> str:
    if m["v"].lower() not in TODO_VERBS or m.group(1).lower() in ("let", "lets", "let's"):
        return m.group(0)
    return f"{m.group(1)} will {m['v']}"


def _two_verb(m: re.Match[str]) -> str:
    return f"{m['w']} to {m['v']}" if m["v"].lower() in TODO_VERBS else m.group(0)


def _need_to(m: re.Match[str]) -> str:
    verb = m.group(2).lower()
    if verb in _NOT_A_VERB_HERE or verb not in TODO_VERBS:
        return m.group(0)
    return f"{m.group(1)} to "


# "@dana is OOO", "@channel standup moved": a chat mention is a person's name (a broadcast, nobody's);
# never an email's "@" ("ana@acme.com")
_MENTION = re.compile(r"(?<![\w.])@(?P<name>[A-Za-z][\w-]*)\b")
_BROADCAST = frozenset({"channel", "here", "everyone", "all"})


def _mentioned(m: re.Match[str], *, capitalise: bool) -> str:
    """The name a mention stands for, capitalised unless the message is typed all in lowercase
    (where names are read lowercase too)."""
    name = m["name"]
    if name.lower() in _BROADCAST:
        return ""
    return name[:1].upper() + name[1:] if capitalise else name


# a face typed with punctuation, a word of its own: ":(", ":-)", ";)", ":/", ":P", "xD", "<3", "^^", "-_-"
_EMOTICON = re.compile(
    r"(?<!\S)(?:[:;=][-'^]?[()\[\]DPpOo/\\|*3$@]+|[xX][Dd]+|<3+|\^_?\^|[Tt]_[Tt]|-_-)(?!\S)"
)




def _done_bare(text: str) -> str:
    """``text`` with "pay liao the town council" said as "done: pay the town council" (:data:`_DONE_BARE`):
    only a to-do's verb in its base form, which English says done no other way."""
    m = _DONE_BARE.match(text)
    verb = (m["v1"] or m["v2"]).lower() if m else ""
    return f"done: {verb} {m['rest']}" if m and verb in TODO_VERBS else text


def without_emoticons(text: str) -> str:
    """``text`` without faces typed with punctuation: a mood, never part of a to-do or a value, and
    read as words they end up in one ("study group cancelled :(" cancelled a to-do called "(")."""
    return _SPACES.sub(" ", _EMOTICON.sub(" ", text)).strip() if _EMOTICON.search(text) else text


# "I'm to ring my ma on her birthday", "we're to clear the yard by the 3rd": an arrangement the user is
# bound by, said as Scots, Irish and Indian English say it; "I'm to blame" and "I'm to be told" are no to-do
# a subject said again by its pronoun, as many languages do: "my brother Pavel he is now in Krakow", "Ana she works
# at the clinic", "my boss he wants the report" (only opening the sentence: "told Pavel he is late" is left)
_RESUMED = gated(re.compile(
    r"^(?P<who>(?:(?:my|our)\s+[a-z]+(?:\s+(?-i:[A-Z])[\w'-]+)?|(?-i:[A-Z])[\w'-]+))\s+(?:he|she|they)\s+"
    r"(?=(?:is|was|are|has|have|works|lives|living|wants|needs|will|can|moved|started|got|said|says)\b)",
    _I,
))
# "remember me to pay the electricity" (Spanish "recuérdame", Italian "ricordami"): remind me to
_REMEMBER_ME_TO = gated(re.compile(r"\b(?P<r>[Rr])emember\s+me\s+to\s+(?=[a-z]{2,}\b)(?!your\b|him\b|her\b|them\b)"))
# "I'll need to label the panels", "I will have to call Bob", "Bob will need to sign it": the obligation said in
# the future is the obligation ("I need to …", "Bob needs to …"); read as a plan its "need to" stayed in the to-do
_FUTURE_NEED = gated(re.compile(
    r"\b(?P<who>I|we|(?-i:[A-Z][a-z]+))(?:['’]ll|\s+will|['’]m\s+going\s+to|\s+am\s+going\s+to|['’]re\s+going\s+to"
    r"|\s+are\s+going\s+to|\s+is\s+going\s+to|['’]s\s+going\s+to)"
    r"\s+(?:probably\s+|also\s+|still\s+)?(?:need|have)\s+to\s+(?=[a-z]{2,}\b)(?!be\b)",
    _I,
))
# "I've to sign the contract", "we've to check it": an obligation ("I have to"), as northern English, Irish and
# Scots English say it; "'ve" before "to" and a verb has no other reading
_HAVE_TO = gated(re.compile(r"\b(?P<who>I|we|you|they)['’]ve\s+to\s+(?=[a-z]{2,}\b)", _I))
# "message Chloe about her birthday money an' all": "too", as northern English says it last in a clause
_AN_ALL = gated(re.compile(r"\s+an['’]?\s+all(?=\s*(?:[,.;!?]|$))", _I))
# "check it while tuesday", "write the report while tomorra", "sort them while the 25th": "by", as Yorkshire
# and Lancashire say "while" for "until"; only a "while" with nothing but a day after it to the clause's end
# ("while I'm away", "while sat on the bus", "while tuesday's meeting runs" stay)
_WHILE_DAY = gated(re.compile(
    r"\bwhile\s+(?P<day>(?!sat\s+\w|sun\s+\w)[\w/]+(?:\s+[\w/:]+){0,3}?)(?=\s*(?:$|[,.;!?]|\s(?:and|then|so|but|or)\b))",
    _I,
))
_DAY_FILLERS = frozenset({"the", "a", "next", "this", "of", "end", "at", "on", "week", "coming"})
_AM_TO = gated(re.compile(
    r"\b(?P<who>I|we)(?:['’]m|['’]re|\s+am|\s+are)\s+to\s+(?!blame\b|be\s+\w+ed\b|thank\b)(?=[a-z]{2,}\b)", _I
))


# an additive word said just before the due ("… the deck too, by the 15th", "… as well by friday"):
# it joins the thing to what came before, and its comma parted the thing from its date
_ALSO_BEFORE_DUE = gated(re.compile(
    r"\s+(?:too|as\s+well|also)\s*,?\s+(?=(?:by|before|on|for|due|no\s+later\s+than)\s)", _I
))


# what a thing has been doing, run on after a clause with no comma ("check the escapement on the Triesen clock its
# been gaining all week", "look at the pump it's been leaking"): a clause of its own, the reason for the one before
# (never after a word that opens it as part of the first: "make sure it's been leaking", "no idea if it's been")
_RUN_ON_ITS_BEEN = gated(re.compile(
    r"(?<=[a-z0-9])(?<!\bsure)(?<!\bthat)(?<!\bif)(?<!\bcos)(?<!\bas)(?<!\bwhen)(?<!\bsince)(?<!\bbecause)"
    r"(?<!\bcause)(?<!\bwhether)(?<!\bsay)(?<!\bsays)(?<!\bsaid)(?<!\bthink)(?<!\bknow)(?<!\band)(?<!\bbut)"
    r"(?<!\bso)(?<!\bhow)(?<!\bwhy)(?<!\bwhat)(?<!\bwhere)\s+(?=(?:it['’]?s|it\s+has)\s+been\s+[a-z]{3,}ing\b)",
    _I,
))


def normalise(text: str) -> str:
    """``text`` with chat spellings standardised; meaning, emoji and date words unchanged."""
    s = creole_as_english(unmarked_past(_SPACES.sub(" ", without_emoticons(text)).strip()))
    if not s:
        return s
    s = _MENTION.sub(lambda m: _mentioned(m, capitalise=not typed_lowercase(s)), s)
    s = _NEED_SLIP.sub("need", restore_dropped_g(fix_typos(s)))
    s = one_connector(s)  # "on or before the 9th": by the 9th
    s = _ALSO_BEFORE_DUE.sub(" ", s)  # "Omar wants the budget deck too, by the 15th": one more, by the 15th
    s = _ILL.sub(lambda m: m.group(1) + "I'll", s)
    s = _DAY_ILL.sub(_day_ill, s)
    s = _GO_WILL.sub(_go_will, s)
    s = _IS_DUE.sub(" is", s)
    s = restore_apostrophes(s)
    s = dose_said(s)  # "dad's on 5mg amlodipine now": his amlodipine dose
    s = _WONT.sub("won't", s)
    s = _R_ARE.sub("are", s)
    s = _OUT_ON_LEAVE.sub(r"\g<be> on ", s)
    s = _ON_MC.sub(lambda m: f"{m['be'] or ' is'} on sick leave", s)
    s = _THING_BROKE.sub(_thing_broke, s)
    s = _CROOK.sub(lambda m: f"{m['be']} off sick", s)  # "Hemi's off crook today", "Hemi is crook": off sick
    s = _EM.sub("them", s)
    s = _ISH.sub(" ish", s)
    s = _BARE_DAY_AT.sub(_ordinal_day, s)
    s = _OF_THE_MORNING.sub(lambda m: f"{m['clock']}{m['ap'] or ''} in the ", s)
    s = _DAY_THEN_CLOCK.sub(r"\1 at ", s)
    s = _DATE_THEN_CLOCK.sub(r"\1 at ", s)
    s = _DAY_FROM_CLOCK.sub(r"\1 at ", s)
    s = _WORD_RE.sub(_word, s)
    s = _MOVED_FR.sub(r"\g<v> from ", s)  # "mtg w/ legal moved fr 2 to 3": from 2 (never "fr" for real)
    s = _TXT.sub(lambda m: "text" + {"d": "ed"}.get((m["end"] or "").lower(), m["end"] or ""), s)
    s = _CAL.sub(r"\g<pre>call", s)
    s = _AM_TO.sub(lambda m: f"{m['who']} need to ", s)
    s = _HAVE_TO.sub(lambda m: f"{m['who']} have to ", s)
    s = _AN_ALL.sub(" too", s)
    s = _WHILE_DAY.sub(_while_day, s)
    s = _AND_NOW_THE.sub(", and now ", s)  # "Hank became road boss and now the grader's broke": two clauses
    s = _RUN_ON_ITS_BEEN.sub(", ", s)  # "check the clock its been gaining all week": why, a clause of its own
    s = _FUTURE_NEED.sub(lambda m: f"{m['who']} {'need' if m['who'].lower() in ('i', 'we') else 'needs'} to ", s)
    s = _FIXING_TO.sub(_fixing_to, s)
    s = _PIDGIN_GO.sub(_pidgin_go, s)
    s = _GO_DO.sub(_go_do, s)
    s = _SCOTS_ASK.sub("", s)
    s = _KIWI_TAG.sub("", s)
    s = _SCOTS_TAE.sub(r"\g<w> to ", s)
    s = _AFTER_NAME_HONORIFIC.sub(r"\g<n>", s)
    s = _WETIN_GET.sub(lambda m: f"what do {m['who'].lower()} have", s)
    s = _WETIN_BE.sub("what is ", s)
    s = _NA_NAMAN.sub(" again", s)
    s = _NO_BE_NA.sub(r"not \g<x>, ", s)
    s = _SIMILE_LAST.sub("", s)
    s = _WAT.sub("what", s)
    s = _WEN.sub("when", s)
    s = _TWO.sub(r"\1 to", s)
    s = _TWO_VERB.sub(_two_verb, s)
    s = _NEED_VERB.sub(_need_to, s)
    s = _NEED_GIFT.sub(r"\1 to get ", s)
    s = _WITH.sub("with", s)
    s = _W.sub("with", _MEETING_W.sub(r"\g<m> with ", s))
    s = _PAID_BY_APP.sub("paid", s)
    s = _NAME_IS_CHANGING.sub(r"\g<n> is ", s)
    s = _RESUMED.sub(r"\g<who> ", s)  # "my brother Pavel he is now living in Krakow": Pavel is
    s = _REMEMBER_ME_TO.sub(r"\g<r>emind me to ", s)  # "please remember me to pay the rent": remind me
    if " said" in s or " says" in s or " told" in s or " reckon" in s or " thinks" in s or " found" in s:
        s = _they_said(_FINDING_BETWEEN.sub("", s))
    s = _N_AND.sub(" and ", s)
    s = _NEEDED_THEN_DOING.sub(r"\1do ", s)
    s = _LEAD_IN_VERB.sub(r"\g<intro> ", s)
    s = _GET_ROUND_TO.sub(_got_round_to, s)
    s = _NOT_DUE_TILL.sub(lambda m: " is due" if m[0][0] in "'’" else "is due", s)
    s = _their_clock(s)
    s = _SUM_AFTER_DAY.sub(r"\g<head> (\g<sum>) \g<when>", s)
    s = _BRACKETED_ASIDE.sub(_aside, s)
    s = _EMOJI_VERB.sub(lambda m: f"{_EMOJI_VERBS[m['e']]} ", s)
    s = _MARK_MID.sub(r"\g<p>", s)
    s = _done_bare(_SHIFT_TAKEN.sub(r"\g<s>", s))
    return _AND.sub("and", s)
