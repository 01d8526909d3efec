"""A message as sentences and clauses.

Sentences: split at sentence ends (not after "e.g." or "Dr."), at line breaks and after an
emoji that closes a remark ("happy friday 🎉 need to submit my timesheet"), each cleaned of
what carries no meaning for the forms (curly quotes, a trailing period or emoji, "please", a
leading "ok,", "so,", "fyi", "anyway" ...), and marked as a question or not.

Lists: a label line ("to do this week:", "Quick brain dump:") and the lines under it, or a run
of bulleted or numbered lines, are items; each item is a sentence that knows its label, and a
closing "all by EOD" line is the label of the items above it.

Clauses (:func:`_clauses`): a sentence cut where the next words start a clause of their own
(a subject and a verb, an obligation word, a date then a to-do): "Ngozi will send the budget by
wed and I'll review it by fri" is two. A verb said once for several objects, each with its own
date ("pay the nanny friday, the cleaner saturday"), is carried to each.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from memory.understanding._commitment_intro import _imperative_shape
from memory.understanding._next_up import verb_carried
from memory.understanding._own_subjects import name_is, own_subject
from memory.understanding._phrases import _I, _NAME_STOP, _NAME_WORD
from memory.understanding._prefilter import gated
from memory.understanding.normalise import normalise
from memory.understanding.timex import has_date_words


@dataclass(frozen=True)
class _Sentence:
    text: str  # cleaned: no trailing punctuation, no "please", no leading "ok,"
    raw: str  # as written
    question: bool
    lowercase: bool  # written without capitals: names may be lower-case too
    listed: bool = False  # an item of a list: a bare "renew the domain" is a to-do there
    label: str = ""  # the list's label or closing line ("to do this week", "all by EOD"): its date is the items'


# ... and a day-first dotted date, whose trailing dot ends no sentence: "on 3.10. call the bank"
_ABBREVIATIONS = re.compile(
    r"(?:\b(?:a\.m|p\.m|e\.g|i\.e|etc|vs|dr|mr|mrs|ms|st|jr|sr|no|approx|sra|srta|dra|prof|profa|mme|mlle|sgt|capt"
    r"|rev|fr|mx|engr|atty|hon|kl)|\b[A-Za-z]"
    r"|(?:^|\b(?:on|by|due|until|till|before|from|am|ab)\s+)\d{1,2}\.\d{1,2})$",
    re.I,
)
# A shortened first name or place-name part, capitalised, before the rest of the name: "Ma.
# Theresa", "Wm. Okoye", "Sta. Cruz", "Sto. Niño", "Mt. Kenya"
_NAME_PART = re.compile(r"(?-i:\b(?:Ma|Wm|Jas|Chas|Thos|Geo|Sta|Sto|Mt|Ft|Pt|Gen|Col|Lt|Gov|Supt|Insp|Cllr|Brgy))$")
# Emoji that close a remark; check marks (✅ ✔ ☑ ✓) mean "done" and stay with their words.
_CHECK = r"[\u2705\u2714\u2611\u2713]\uFE0F?"
_EMOJI = r"(?:(?![\u2705\u2714\u2611\u2713])[\U0001F300-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF]|[\uFE0F\u200D])"
_SENTENCE_END = re.compile(r"[.!?]+(?=\s)|(?<=\S)\s*(?:" + _EMOJI + r"+|(?P<check>" + _CHECK + r"))(?=\s+\S)")
# what goes on after an emoji inside a sentence: its date ("🙄 by friday", "🤞 tmrw")
_CONTINUED = re.compile(
    r"^(?:(?:by|before|on|at|due|for|in|until|till|from|after|since|b4|or|and\s+(?!i\b))\b|\S*\d"
    # "✅ next: book …", "🎉 next up: chase …" start anew
    r"|(?:today|tonight|tomorrow|tmrw|tmr|2moro|eod|eow|next(?!\s*(?:up\s*)?[:,])|this)\b)",
    _I,
)
_DEADLINE_AFTER = re.compile(r"^(?:due|by(?!\s+the\s+way\b)|before|no\s+later\s+than)\s+\S", _I)
_GREETING = re.compile(r"^(?:good\s+)?(?:morning|mornin|afternoon|evening|night|day)$", _I)
# Emoji around a sentence are decoration ("Tom got promoted 🎉"), but for the lifecycle's done
# marks: "flights to Berlin 👍", "🎉 flights to Berlin".
_TRAILING_EMOJI = re.compile(r"(?<!\U0001F44D)(?:\s*(?!\U0001F44D)" + _EMOJI + r")+$")
_LEADING_EMOJI = re.compile(r"^(?:(?![\U0001F44D\U0001F389])" + _EMOJI + r"\s*)+")
_BULLET = re.compile(r"^(?:[-*•·▪◦‣–—>]|\d{1,2}[.)]|\(\d{1,2}\)|\[\s?\])\s+")
# "all by EOD", "both due friday", "everything before the 9th": a date for the items above it
_CLOSING = re.compile(r"^(?:all|both|everything|each|all\s+of\s+(?:them|these|it))\b\s*(?P<d>.*)$", _I)
_MAX_LABEL_WORDS = 6
_LEADING_MARKERS = re.compile(
    r"^(?:(?:ok(?:ay)?|so|fyi|btw|by\s+the\s+way|also|and|but|hey|hi|well|oh|alright|all\s+right|right|great|cool"
    r"|thanks|thank\s+you|please|pls|quick\s+update|heads\s+up|just\s+so\s+you\s+know|anyway|anyways|anyhow"
    r"|asap|a\.s\.a\.p\.?"
    # "next, I have to …", "then we need to …": what comes next, before the user's own clause
    r"|(?:next(?:\s+up)?|then|after\s+that)(?=\s*[,:]?\s*(?:i|we)(?:'ll|'m|'ve|\s)))"
    r"\b\s*[,:;!\-–—]*"
    # words that are also verbs or nouns ("update the forecast") only as a label: "update:", "two things:"
    r"|(?:update|note|reminder|(?:a\s+few|a\s+couple\s+of|two|three|four|\d)\s+things)\s*[,:;!\-–—]+"
    # what joins a sentence to the one before: "next up: book the MOT", "now need to book dinner"
    r"|(?:next(?:\s+up)?|after\s+that|then)\s*[,:;\-–—]+"
    r"|now\s*,?\s*(?=(?:i\s+|we\s+)?(?:need|have\s+to|gotta|got\s+to|must|should|remind)\b)"
    # a hedge before an intention: "i think i'll ring the bank monday" is still the plan
    r"|(?:i\s+think|i\s+guess|i\s+reckon|i\s+suppose)\s*,?\s*(?=(?:i|we)(?:'ll|'d\s+better|\s+will|\s+need"
    r"|\s+have\s+to|\s+gotta|\s+should|\s+must)\b))\s*",
    re.I,
)
# "please" (and "kindly") and its commas go, but a comma before it stays: "hugo@x.io, pls send him the NDA"
# ("abeg" and "biko" in Nigerian English, "por favor" in Spanish-speaking chats)
_PLEASE = gated(re.compile(r"(?P<comma>\s*,)?\s*\b(?:please|pls|plz|kindly|abeg|biko|por\s+favor)\b\s*,?", re.I))
_TRAILING_THANKS = gated(re.compile(r"\s*,?\s*\b(?:thanks|thank\s+you|thx|ty|cheers)\b\s*$", re.I))
# Sighs of frustration around a sentence ("the wifi's down again ugh", "argh, printer's jammed"):
# they add a mood, never a fact or a to-do. Laughs are apart (_TRAILING_LAUGH): only one at the
# end goes, and "jk" or a laugh inside a sentence stays for _doubt to keep quiet on.
_SIGHS = r"(?:u+g+h+|a+r+g+h+|sigh|smh|ffs|grr+|meh|oof|yikes|ouch)"
_LEADING_SIGH = re.compile(r"^" + _SIGHS + r"\b[\s,.!…-]*(?=\S)", re.I)
# Particles that close a clause and only set its tone ("need to send Chloe the photos by sunday
# though", "she's moved to Mombasa btw", "freezer is fixed na, and …"): never part of a to-do or
# a value. Only after a word and before the clause's end, so "though I said…" stays.
_CLOSING_PARTICLE = re.compile(
    r"(?<=\w)\s*,?\s+(?:tho|though|btw|by\s+the\s+way|fyi|na|lah|naman|ha|eh)(?=\s*(?:[,;]|\s[-–—]\s|$))", re.I
)
_TRAILING_SIGH = re.compile(r"[\s,.!…-]+" + _SIGHS + r"[\s.!…]*$", re.I)
# A laugh tacked on at the end ("Kenji got bumped to staff engineer haha") sets the tone and is
# never part of a value or a to-do; the joke it may mark is read from the raw sentence
# (:mod:`memory.understanding._hedged_plans`), so only the cleaned text loses it.
_TRAILING_LAUGH = gated(re.compile(r"(?<=\w)[\s,.!…-]+(?:(?:lol|lmao|lmfao|rofl|haha\w*|hehe\w*)[\s.!…]*)+$", re.I))
_DATE_COMMAS = re.compile(
    r"\b((?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}),(?=\s+(?:the\s+)?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct"
    r"|nov|dec))|(\d(?:st|nd|rd|th)?),(?=\s*\d{4}\b)",
    re.I,
)
# "need to: renew car insurance (fri), book MOT": the colon only introduces the list
_OBLIGATION_COLON = gated(re.compile(r"^((?:i\s+)?(?:need\s+to|have\s+to|got\s+to|must))\s*:\s*", re.I))
# "renew car insurance (fri)": a date in brackets is said like any other
_BRACKETED = re.compile(r"\s*\((?P<d>[^()]{1,30})\)")
# "Priya's head of ops now (not Tunde)": what the value replaces, said in brackets as after a comma
_NOT_ASIDE = re.compile(r"^not\s+\S", re.I)


def _unbracketed(m: re.Match[str]) -> str:
    """A bracketed date said like any other, a bracketed "(not Tunde)" as ", not Tunde," (the
    forms know that aside after a comma); any other bracket kept."""
    if has_date_words(m["d"]):
        return f" {m['d']}"
    return f", {m['d']}," if _NOT_ASIDE.match(m["d"]) else m.group(0)


# a wh-word opens a question, but for an exclamation ("what a lovely day", "how nice")
# ... and so does a verb before its subject ("is harriet a partner yet", "does Sofia like email",
# "should I call the dentist"), typed without its question mark; "do the dishes", "did the
# laundry", "have the deck ready" are to-dos and reports, so only these openings count
_WH_START = re.compile(
    r"^(?!what\s+an?\s|how\s+(?:nice|lovely|cool|sweet|fun|great|exciting)\b)"
    r"(?:what|what's|whats|when|who|who's|whom|which|where|why|how)\b"
    r"|^(?:is|isn't|are|aren't|does|doesn't)\s+(?:i|you|we|he|she|it|they|there|this|that|the|my|our|his|her|their"
    r"|[a-zà-ÿ][\w\-]+)\s+\S|^(?:should|shall)\s+(?:i|we)\s|^am\s+i\s",
    _I,
)


# "pay the window cleaner friday, ok?": a tag asking to be heard, not a question
_OK_TAG = re.compile(r"\S[\s,]+(?:ok|okay|k|kk)\s*\?+\s*$", _I)


def _sentences(text: str) -> Iterable[_Sentence]:
    text = text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    for line, listed, label in _lines(text):
        for raw in _pieces(line):
            cleaned = _clean(raw)
            if not cleaned:
                continue
            inline = None if listed else _inline_list(cleaned)
            for item in inline[1] if inline else [cleaned]:
                yield _Sentence(
                    text=item,
                    raw=raw,
                    question=(raw.rstrip().endswith("?") and not _OK_TAG.search(raw)) or bool(_WH_START.match(cleaned)),
                    lowercase=not any(ch.isupper() for ch in raw),
                    listed=listed or inline is not None,
                    label=inline[0] if inline else label,
                )


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
    r"^(?P<label>reminders?|to-?\s?dos?|to\s+do(?:\s+list)?|tasks|errands|my\s+list|agenda)\s*:\s*(?P<rest>\S.*)$", _I
)
_ITEM_CUT = re.compile(r"\s*[,;]\s*(?:(?:and|then)\s+)*|\s+(?:and|then)\s+(?:then\s+)?", _I)
_DATED_LABEL = re.compile(r"^(?P<label>[^:]{1,30}?)\s*:\s*(?P<rest>\S.*)$")
_COMMA_ITEMS = re.compile(r"\s*[,;]\s*(?:and\s+)?")
SHORT_ITEM_WORDS = 3  # "oil change", "milk": a thing to get or have done, in a list of to-dos


def _todo_items(items: list[str]) -> bool:
    """ "todo: pack lunches, fold laundry, call the pediatrician": items cut at commas, each a
    to-do of its own; all but one start like a to-do (the last always), and the one that does
    not is a short thing ("oil change"), never a name in a list of objects ("email Ana, Bo")."""
    items = [item.strip() for item in items]
    if len(items) < 2 or not all(items) or not _imperative_shape(items[-1]):
        return False
    others = [item for item in items if not _imperative_shape(item)]
    return len(others) <= 1 and all(len(item.split()) <= SHORT_ITEM_WORDS and item.islower() for item in others)


def _inline_list(s: str) -> tuple[str, list[str]] | None:
    """A list said on one line: a to-do label, then items each with its own date
    ("reminders: dentist tues 4pm, haircut sat 11am"), or a time, then a thing and to-dos
    ("2moro: dentist at 9, then drop the parcel"). Other lists are left to the to-do reader,
    which cuts them where each item starts like a to-do."""
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
    return (m["label"], items) if len(items) >= 2 and all(items) else None


# A day said as a heading: "tomorrow: …", "mon - …", "fri → …", "this weekend -> …"
_HEADING = re.compile(r"^(?P<label>[^:→]{1,30}?)\s*(?::|→|[-=]>|\s[-–—]+\s)\s*(?P<rest>\S.*)$")
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
        own_time = has_date_words(piece) and not _only_time(piece) and not _ITEM_TAIL.match(piece)
        if cut.start() > start and (own_time or _imperative_shape(rest[cut.end() :])):
            items.append(rest[start : cut.start()].strip())
            start = cut.end()
    items.append(rest[start:].strip())
    timed = any(has_date_words(item) for item in items)
    return (m["label"].strip(), items) if timed and len(items) >= 2 and all(items) else None


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


def _pieces(text: str) -> Iterator[str]:
    """``text`` cut at its sentence ends, each piece stripped."""
    start = 0
    for m in _SENTENCE_END.finditer(text):
        if m.group(0).startswith(".") and _ABBREVIATIONS.search(text[start : m.start()]):
            continue
        after = text[m.end() :].lstrip()
        if m.group(0) == "." and _NAME_PART.search(text[start : m.start()]) and not _starts_clause(after):
            continue  # "send the logo files to Ma. Theresa tmrw": a shortened name, then the rest of it
        if m["check"] and not (_starts_clause(after) or _imperative_shape(_strip_markers(after))):
            continue  # "sent ✅ thanks": the mark ends a sentence only before a new clause ("✅ next: book …")
        if not m.group(0).rstrip().endswith(("!", "?", ".")) and _CONTINUED.match(after):
            continue  # "pay the council tax 🙄 by friday": the emoji is inside the sentence
        if m.group(0).rstrip().endswith("!") and (
            _DEADLINE_AFTER.match(after)
            or (_only_time(text[start : m.start()]) and not _GREETING.match(text[start : m.start()].strip()))
        ):
            continue  # "Friday!! send the quote", "the permission slip!! due friday": one sentence
        piece = text[start : m.end()].strip()
        if piece:
            yield piece
        start = m.end()
    piece = text[start:].strip()
    if piece:
        yield piece


def _clean(raw: str) -> str:
    s = normalise(raw)
    s = _LEADING_EMOJI.sub("", _TRAILING_EMOJI.sub("", s))
    s = re.sub(r"[\s.!?…]+$", "", s)
    s = s.strip(" \"'")
    s = _strip_markers(s)
    s = _TRAILING_THANKS.sub("", s)
    s = _LEADING_SIGH.sub("", _TRAILING_SIGH.sub("", _TRAILING_LAUGH.sub("", s)))
    s = _CLOSING_PARTICLE.sub("", s)
    s = _PLEASE.sub(lambda m: ", " if m["comma"] else " ", s).strip(" ,")
    s = _DATE_COMMAS.sub(lambda m: m.group(1) or m.group(2), s)
    s = _OBLIGATION_COLON.sub(r"\1 ", s)
    s = _SHARED_TAIL.sub(lambda m: f" {m['d']}" if _only_time(m["d"]) else m.group(0), s)
    s = _BRACKETED.sub(_unbracketed, s)
    s = verb_carried(s)  # "fixed the leak at 3A, next up the boiler at 5C": "next up fix the boiler …"
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
_SHARED_TAIL = re.compile(
    r"(?:\s*[,;]\s*|\s+[-–—]+\s*)(?:all\s+of\s+(?:them|these|it)|all|both|everything|each)"
    r"\s+(?!(?:day|night|week|weekend|morning|afternoon|evening|month|year)\b)(?P<d>\S[^,;]*)$",
    re.I,
)
# "pay the rent plus renew the car tax": "plus" before a to-do joins two, like "and" ("40k plus VAT" stays)
_PLUS = re.compile(r"\s+plus\s+(?=\S)", re.I)
# "renew the passport also book flights": "also" between two to-dos joins them ("I'll also send" stays)
_ALSO = gated(re.compile(r"(?<=\w),?\s+(?:and\s+)?also\s+(?=\S)", re.I))
# "gotta email jess tmrw also book the train": the to-do before "also" said with its obligation
_OWED = re.compile(
    r"^(?:(?:i|we)\s+)?(?:(?:really|still|just)\s+)*(?:need\s+to|have\s+to|gotta|got\s+to|must|should"
    r"|remind\s+me\s+to|don't\s+forget\s+to)\s+",
    re.I,
)


def _strip_markers(s: str) -> str:
    """``s`` without its leading "ok,", "so", "anyway" ... (unless that is all it says)."""
    for _ in range(4):
        m = _LEADING_MARKERS.match(s)
        if m is None or m.end() == len(s):
            break
        s = s[m.end() :]
    return s


# a comma, semicolon or dash; never the comma of an amount ("$2,000", "12,500 euros")
_DETAIL_CUT = re.compile(r"\s*(?:,(?!(?<=\d,)\d{3}(?!\d))|;|\s[-–—]\s)\s*")


def _split_detail(s: str) -> tuple[str, str]:
    """The main clause and the detail after its first comma (or dash)."""
    m = _DETAIL_CUT.search(s)
    if m is None or _SAME_TIME_DETAIL.match(s[m.end() :]):  # "…to monday, same time": one move
        return s, ""
    return s[: m.start()].strip(), s[m.end() :].strip()


_SAME_TIME_DETAIL = re.compile(r"^\s*(?:at\s+)?(?:the\s+)?(?:same|usual)\s+time(?:\s+as\s+before)?[\s!.]*$", _I)


# -- clauses ---------------------------------------------------------------------------------

# Where a sentence may be cut, if what follows starts a clause of its own.
_CLAUSE_CUT = re.compile(
    r"\s*(?:,(?!(?<=\d,)\d{3}(?!\d))\s*(?:(?:and|then|but|also|plus)\s+)*"
    r"|;\s*|\s[-–—]+\s+|\s+(?:and|then|but|also|plus|anyway|so)\s+)",
    _I,
)
# a cut said with a joining word: after a bare comma a second subject more often explains the first
# ("Mandla is heartbroken, his whole harvest failed") than says a thing of its own
_JOINED = re.compile(r"\b(?:and|but|also|plus)\b|&", _I)
# words that only join a clause to the one before: "…, now gotta email Rui", "… — next: book the MOT"
_LEAD_WORDS = (
    r"(?:(?:and|then|also|plus|anyway|so|now|after\s+that|next(?:\s+up)?\s*:|next(?=[\s,]+(?:i|we)\b))[\s,]+)*"
)
_JOINING = re.compile(r"^(?:(?:then|plus|now|after\s+that|next(?:\s+up)?\s*:|next(?=[\s,]+(?:i|we)\b))[\s,]+)+", _I)
_OBLIGATION = (
    r"(?:(?:i|we)\s+)?(?:(?:really|still|also|then|just)\s+)*(?:need\s+to|needs\s+to|gotta|got\s+to|have\s+to"
    r"|has\s+to|must|should|promised|owe|remind\s+me|don't\s+forget|don't\s+let\s+me)\b"
)
_SUBJECT_VERB = (
    r"(?:i|we)(?:'ll|'m|'ve|'d|\s+(?!(?:and|or|to|too)\b)[a-z]+\b)"
    r"|(?:he|she|they)(?:'ll|'s|'d|'re|\s+(?:will|would|is|are|was|has|have|needs?|should|can|must|said|promised"
    r"|owes?|wants?|[a-z]{3,}ed)\b)"  # "…, he moved to Porto": a pronoun and a past verb
)
_CLAUSE_START = re.compile(r"^" + _LEAD_WORDS + r"(?:" + _OBLIGATION + r"|" + _SUBJECT_VERB + r")", _I)
# "Kuya Jun will …", "Dr. Iyer moved …": a name of up to three words, after a title
_NAMED_SUBJECT = re.compile(
    r"^" + _LEAD_WORDS + r"(?:(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+)?(?P<n>[A-ZÀ-ÖØ-Þ][\w\-]+)(?:\s+[A-ZÀ-ÖØ-Þ][\w\-]+){0,2}"
    r"(?:'s\s+\w+ing|'ll|\s+(?:will|is|was|has|needs\s+to|should|can"
    r"|must|said|says|promised|owes|wants\s+to|to|moved|joined|left|started))\b"
)
_OPENING_DATE_WORDS = 3  # "next week I'll", "tmrw call Dr Mehta", "on the 5th we"


def _starts_clause(s: str) -> bool:
    """Whether ``s`` starts a clause of its own: "I'll review it", "Ama's handling catering",
    "need to call home", "tomorrow I present it", "thurs pick up the suit"."""
    if _CLAUSE_START.match(s):
        return True
    m = _NAMED_SUBJECT.match(s)
    if m and m["n"].lower() not in _NAME_STOP:
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


def _leans_back(rest: str) -> bool:
    """Whether the clause that would be cut off is only a pronoun's verb, with no date of its
    own: "the grant report is due friday, need to write it" is one to-do, not two."""
    clause = _CLAUSE_CUT.split(rest, maxsplit=1)[0]
    return bool(_BACK_REFERENCE.search(clause)) and not has_date_words(clause)


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
        cut.strip().lower() == "and"
        and has_date_words(last)
        and ":" not in before
        and not _imperative_shape(last)
        and _imperative_shape(after)
    )


_STILL = re.compile(r"^(?:still|also|do\s+still)\s+", _I)
_ALSO_LEAD = re.compile(r"^(?:also|then|plus|after\s+that|afterwards|next(?:\s+up)?)[\s,:]+", _I)


def _dated_todo_then_todo(before: str, after: str) -> bool:
    """ "need to mark the mocks by monday then write reports by the 9th and also sort the trip
    letters", "vote tues, change the batteries sun": a to-do with a date of its own, then another
    to-do. The date closes the first, so what follows is never its object nor its date."""
    last = _after_day(_OWED.sub("", re.split(r"[,;]|\s[-–—]\s", before)[-1].strip()))
    words = last.split()
    return (
        len(words) >= 2
        and _imperative_shape(last)
        and has_date_words(" ".join(words[-3:]))
        and _imperative_shape(_ALSO_LEAD.sub("", after))
        and not _STATE.search(_CLAUSE_CUT.split(after, maxsplit=1)[0])
    )


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


def _but_todo(cut: str, after: str) -> bool:
    """ "… so scrap the venue, but still do the t-shirts by the 30th": "but" before a to-do
    starts a clause of its own."""
    return bool(re.search(r"\bbut\b", cut, _I)) and _imperative_shape(_STILL.sub("", after))


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


def _clauses(s: str) -> list[str]:
    """``s`` cut into its clauses (one piece when nothing starts a new clause), each with a
    verb said once carried over to the objects after it."""
    pieces: list[str] = []
    start = 0
    for m in _CLAUSE_CUT.finditer(s):
        # "Ana and I will…" is one subject: a clause cut off leaves at least two words behind
        before = s[start : m.start()]
        if (
            len(before.split()) >= 2
            and not _only_time(before)
            and not _TODO_LABEL.match(before)
            and (
                _starts_clause(s[m.end() :])
                or (_JOINED.search(m.group(0)) is not None and own_subject(before, _JOINING.sub("", s[m.end() :])))
                or _dated_then_todo(before, m.group(0), s[m.end() :])
                or _but_todo(m.group(0), s[m.end() :])
                or _dated_todo_then_todo(before, s[m.end() :])
            )
            and not _leans_back(s[m.end() :])
            and not _joint_owners(before, m.group(0), s[m.end() :])
        ):
            pieces.append(s[start : m.start()])
            start = m.end()
    pieces.append(s[start:])
    if len(pieces) > 1:
        pieces = [pieces[0], *(_JOINING.sub("", piece.strip()) for piece in pieces[1:])]
    return [_plan(clause) for piece in pieces for clause in _ungapped(_strip_markers(piece.strip()))]


def _plan(clause: str) -> str:
    """ "tomorrow I present it to Akira": a time, then what the user does then, said in the
    present, is a to-do for that time ("tomorrow present it to Akira")."""
    words = clause.split()
    for k in range(1, min(_OPENING_DATE_WORDS, len(words) - 2) + 1):
        if (
            words[k] in ("I", "i")
            and has_date_words(" ".join(words[:k]))
            and _imperative_shape(" ".join(words[k + 1 :]))
        ):
            return " ".join(words[:k] + words[k + 1 :])
    return clause


_GAP_CUT = re.compile(r"\s*,\s*(?:and\s+)?|\s+and\s+", _I)
_DETERMINER = re.compile(r"^(?:the|my|our|his|her|their|a|an)$", _I)
_PREPOSITIONS = {"to", "in", "at", "from", "with", "for", "on", "of", "by", "into", "about"}
# verbs that take any thing on a list ("pay strata, rego and the nanny"); "call mum sun, dentist
# tues" is not one ("dentist tues" is an appointment)
_LIST_VERBS = frozenset({"pay", "renew", "buy", "order", "book", "return", "cancel", "file", "submit"})


def _ungapped(clause: str) -> list[str]:
    """ "pay the nanny friday, the cleaner saturday and the gardener sunday": each object with
    its own date after the first takes the words before the first object ("pay"). Only when
    every piece ends with a date, so "send Omar the P&L and the forecast" stays whole."""
    pieces = _GAP_CUT.split(clause)
    if len(pieces) < 2 or not all(_ends_with_date(p) for p in pieces):
        return [clause]
    first = pieces[0]
    out = [first]
    for piece in pieces[1:]:
        head = piece.split()[0]
        prefix = _prefix_before(first, head)
        if not prefix or len(piece.split()) < 2:
            return [clause]
        out.append(f"{prefix} {piece}")
    return out


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


def _ends_with_date(piece: str) -> bool:
    words = piece.split()
    return len(words) >= 2 and has_date_words(words[-1])
