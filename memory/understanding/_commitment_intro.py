"""New commitments however they are introduced: the intro (obligation words: "need to",
"gotta", "todo:", "promised Raj I'd", "waiting on Lukas for"), the owner, the counterparty,
the action, and the due date.

The rule every form here follows: find the clause's time span and take it out with its
connector ("by friday", "before the 9th", a leading "tmrw:"), then read what remains as
intro + action. A span that looks like a date but cannot be read gives an
:class:`~memory.understanding.intents.Unclear` (recap asks), never a commitment with
another date or with the date words left in its action.

Hand-written rather than a parser or a model: the intros are a small closed vocabulary,
``extract`` runs on every message (a regex pass is microseconds), and every reading must be
explainable when it is wrong.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memory.model import Precision
from memory.understanding._phrases import _I, _Ctx, _date_after, _person, _phrase, _plausible
from memory.understanding.intents import Intent, NewCommitment, Unclear
from memory.understanding.timex import DateSpec, find_spans, has_date_words

# -- dates in a to-do ------------------------------------------------------------------

_CONNECTORS = r"by|before|no\s+later\s+than|on|in|within|due(?:\s+on|\s+by)?|for|until|till|target|say(?:\s+by)?"
_TAIL_NOISE = re.compile(
    r"(?:\s*(?:[!?.…]+|[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F]+|\b(?:ugh|lol|tbh|pls|please|ok|haha|fr|asap"
    r"|at\s+some\s+point|sometime|at\s+the\s+latest|latest|if\s+possible|hopefully))+)+$",
    _I,
)
_INNER_EMOJI = re.compile(r"\s*[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F]+\s*")
# "friday eod", "tomorrow AM": the day already ends the deadline; "thursday's workshop": the day.
_DAY_SUFFIX = re.compile(r"^(?P<d>.*?)(?:\s+(?:eod|cob|eob|am|a\.m\.?)|'s\s+\w+)$", _I)
_BEFORE_EVENT = re.compile(r"\s+before\s+(?:it|they|that|this|the\s+\w+|my\s+\w+)\s+\w+s?\s*$", _I)


def _date(ctx: _Ctx, text: str) -> DateSpec | None:
    spec = ctx.date(text)
    if spec is None:
        m = _DAY_SUFFIX.match(text.strip())
        if m and m["d"]:
            spec = ctx.date(m["d"])
    return spec


def _day_before(spec: DateSpec) -> DateSpec:
    """ "before the 9th": due by the end of the 8th."""
    if spec.precision is not Precision.DAY:
        return spec
    return replace(spec, start=spec.start - timedelta(days=1), end=spec.end - timedelta(days=1))


def _leading_date(s: str, ctx: _Ctx) -> tuple[DateSpec, str] | None:
    """A date said first: "tmrw: call the vet", "monday - send invoices", "by friday eod I owe…"."""
    m = re.match(r"^(?P<d>[^:>]{1,40}?)\s*(?::|\s[-–—]+>?|->|=>)\s*(?P<rest>\S.*)$", s)
    if m and has_date_words(m["d"]):
        d = re.sub(r"^(?:by|before|on|for|due)\s+", "", m["d"].strip(), flags=_I)
        spec = _date(ctx, d)
        if spec is not None:
            return spec, m["rest"].strip()
    m = re.match(r"^(?:by|before|on)\s+(?P<rest>.+)$", s, _I)
    if m:
        words = m["rest"].split()
        for k in range(min(5, len(words) - 2), 0, -1):
            head = " ".join(words[:k]).rstrip(",")
            if has_date_words(head) and (spec := _date(ctx, head)) is not None:
                return spec, " ".join(words[k:]).lstrip(", ")
    return _opening_span(s, ctx)


_SEPARATOR = re.compile(r"^[\s,:;!.\-–—>]*")


def _opening_span(s: str, ctx: _Ctx) -> tuple[DateSpec, str] | None:
    """A time expression that opens the sentence with no separator after it: "next tuesday i
    need to renew my railcard", "in 3 weeks renew the gym membership" (the span reader finds
    where the date ends, so the rest is the to-do)."""
    if not has_date_words(s):
        return None
    spans = find_spans(s, now=ctx.now, tz=ctx.tz)
    if not spans or s[: spans[0].start].strip() or spans[0].spec is None or spans[0].connector in _FACT_TIME:
        return None
    rest = _SEPARATOR.sub("", s[spans[0].end :])
    # Only a to-do may follow: obligation words or an imperative ("friday can't come soon enough",
    # "morning all" open with a time too, and say nothing to keep).
    if not rest or not (_OBLIGATION_START.match(rest) or _imperative_shape(rest)):
        return None
    return spans[0].spec, rest


_FACT_TIME = {"as of", "since", "from", "effective", "until", "till", "starting"}
_OBLIGATION_START = re.compile(
    r"^(?:i\s+|we\s+)?(?:really\s+)?(?:need|needa|have|has|got|gotta|must|should|ought|promised|owe"
    r"|(?:i|we)(?:'ll|\s+will))\b",
    _I,
)


def _split_due(body: str, ctx: _Ctx) -> tuple[str, DateSpec | None, bool]:
    """(action, due, unreadable): the action without its date span and connector."""
    body = _INNER_EMOJI.sub(" ", body).strip()
    body = _TAIL_NOISE.sub("", body).strip(" ,")
    if not has_date_words(body):
        return body, None, False
    # "…, say by the 15th" / ", target the 23rd": a date given after a comma rules.
    parts = re.split(r"\s*,\s*", body)
    if len(parts) > 1:
        tail = re.sub(r"^(?:say|target|aim\s+for|ideally|by|latest)\s+(?:by\s+)?", "", parts[-1], flags=_I)
        spec = _date(ctx, tail) if has_date_words(tail) else None
        if spec is not None:
            head = ", ".join(parts[:-1])
            head = re.sub(r"\s+before\s+.+$", "", head, flags=_I)
            return head, spec, False
    found = _scan(body, ctx)
    if found is not None:
        head, spec = found
        connector = body[len(head) :].strip().split(" ", 1)[0].lower()
        event = _BEFORE_EVENT.search(head)
        if connector == "before" or event:
            spec = _day_before(spec)
        if event:
            head = head[: event.start()]
        head = re.sub(r"\s+(?:" + _CONNECTORS + r"|at)$", "", head.strip(), flags=_I)
        return head, spec, False
    return body, None, _unread_date(body)


def _scan(body: str, ctx: _Ctx) -> tuple[str, DateSpec] | None:
    """The leftmost readable date span: after a connector first ("by friday eod"), else any
    trailing run of words ("call Maya tomorrow")."""
    for m in re.finditer(r"\s(?:" + _CONNECTORS + r")\s+", body, _I):
        tail = body[m.end() :]
        if len(tail.split()) <= 10 and has_date_words(tail) and (spec := _date(ctx, tail)) is not None:
            return body[: m.start()], spec
    found = _date_after(body, _CONNECTORS, ctx)
    if found is not None:
        return found
    for m in re.finditer(r"(?<=\s)\S", body):
        tail = body[m.start() :]
        if len(tail.split()) <= 6 and has_date_words(tail) and (spec := _date(ctx, tail)) is not None:
            return body[: m.start()], spec
    return None


_DATE_TOKEN = re.compile(
    r"^(?:\d{1,2}(?::\d{2})?(?:am|pm|st|nd|rd|th)?|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|(?:mon|tues|wednes"
    r"|thurs|fri|satur|sun)day|today|tonight|tomorrow|tmrw|tmr|tmro|yesterday|eod|eow|eom|cob|am|pm|noon|midnight"
    r"|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|january|february|april|june|july|august|september"
    r"|october|november|december|morning|evening|afternoon|weekend|week|wk|month)$",
    _I,
)
_DATE_FILLER = {"the", "of", "at", "next", "this", "by", "on", "before", "end", "start", "in", "a"}


def _unread_date(action: str) -> bool:
    """Whether date words are left at the end of an action (a span recap could not read):
    "ring the surgery at 8", "book it by feb 30th"."""
    words = [w.strip(",.!?") for w in action.split()]
    tail: list[str] = []
    for w in reversed(words[-4:]):
        if w.lower() in _DATE_FILLER or _DATE_TOKEN.match(w):
            tail.insert(0, w)
        else:
            break
    return any(_DATE_TOKEN.match(w) for w in tail) and any(w.lower() not in _DATE_FILLER for w in tail)


# -- intros ------------------------------------------------------------------------------

_ADVERBS = r"(?:(?:really|still|just|probably|definitely|def|seriously|also|then|actually|totally|so)\s+)*"
_STRONG_SELF = re.compile(
    r"^(?:i\s+|i(?='))?" + _ADVERBS + r"(?:need\s+to|got\s+to|have\s+got\s+to|have\s+to|must|ought\s+to"
    r"|'ve\s+got\s+to|am\s+supposed\s+to|'m\s+supposed\s+to)\s+" + _ADVERBS + r"(?:remember\s+to\s+)?(?P<rest>.+)$",
    _I,
)
_STRONG_SELF_I = re.compile(r"^i've\s+got\s+to\s+(?P<rest>.+)$|^i'm\s+supposed\s+to\s+(?P<rest2>.+)$", _I)
_DATED_SELF = re.compile(
    r"^(?:i\s+|i(?='))?" + _ADVERBS + r"(?:should|(?:am|'m)\s+going\s+to|going\s+to|plan\s+to|planning\s+to"
    r"|(?:am|'m)\s+planning\s+to|want\s+to|intend\s+to|will|'ll|shall|'m\s+on\s+the\s+hook\s+for"
    r"|am\s+on\s+the\s+hook\s+for)\s+" + _ADVERBS + r"(?P<rest>.+)$",
    _I,
)
_SELF_PREFIX = re.compile(r"^(?:i'm|i'll|i've)\b", _I)
_LIST_INTRO = re.compile(
    r"^(?:(?:on\s+)?my\s+(?:list|to-?do(?:\s+list)?|todos?)(?:\s+for\s+(?P<d1>[^:\-–—]+?))?"
    r"|to-?\s?do(?:\s+list)?(?:\s+for\s+(?P<d2>[^:\-–—]+?))?|add\s+to\s+my\s+(?:list|to-?dos?|to-?do\s+list)"
    r"|(?:note\s+)?to\s+self|mental\s+note|reminder|my\s+job(?:\s+to)?)\s*(?:[:\-–—]+|\s)\s*(?P<rest>\S.*)$",
    _I,
)
_FORGET = re.compile(r"^(?:don't|do\s+not)\s+let\s+me\s+forget\s+(?:to\s+)?(?P<rest>.+)$", _I)
_REMIND = re.compile(
    r"^(?:(?:can|could|would|will)\s+you\s+)?remind\s+me\s+(?:(?P<d>[^,]{1,30}?)\s+)?"
    r"(?P<how>to|re|about|regarding|of|that\s+i\s+(?:need|have)\s+to)\s+(?P<rest>.+)$",
    _I,
)
_PUT_ON_LIST = re.compile(r"^put\s+['\"](?P<a>[^'\"]+)['\"]\s+on\s+my\s+(?:list|to-?dos?)(?P<rest>.*)$", _I)
_OWE = re.compile(
    r"^(?:i\s+)?(?:owe|promised)\s+(?P<p>\S+(?:\s+[A-Z]\S*)?)\s+(?P<rest>(?:the|a|an|my|our|some|\S*\d)\b.+)$", _I
)
_PROMISE = re.compile(
    r"^(?:i\s+)?(?:have\s+|'ve\s+)?(?:promised|told|assured|agreed\s+with|said\s+to)\s+(?P<p>my\s+\w+|the\s+\w+|\S+)"
    r"\s+(?:that\s+)?(?P<we>to|i'd|i\s+would|i'll|i\s+will|we'd|we\s+would|we'll|we\s+will"
    r"|i\s+was\s+going\s+to|i'm\s+going\s+to|i\s+am\s+going\s+to)\s+(?P<rest>.+)$",
    _I,
)
_SAID_ID = re.compile(r"^(?:i\s+)?said\s+(?:i'd|i\s+would|i'll)\s+(?P<rest>.+)$", _I)
_DEADLINE_FIRST = re.compile(
    r"^(?:the\s+)?(?:deadline\s+for\s+(?P<a1>.+?)\s+is|(?P<a2>.+?)\s+is\s+due)\s+(?P<d>[^,]+),\s*"
    r"(?:i\s+)?(?:need\s+to|have\s+to|got\s+to|must)\s+(?P<v>\w+(?:\s+\w+)?)\s+(?:it|them)$",
    _I,
)
_STILL_HAVENT = re.compile(
    r"^(?:i\s+)?(?:still\s+)?(?:haven't|have\s+not)\s+(?P<v>\w+)\s+(?P<a>[^,]+),\s*(?:do|get)\s+(?:it|them)"
    r"\s+(?P<d>.+)$",
    _I,
)
_STATE_START = re.compile(r"^(?:be|feel|am|is|get\s+some\s+sleep|sleep|relax|chill)\b", _I)


def _made(action: str, owner: str, counterparty: str | None, due: DateSpec | None) -> list[Intent] | None:
    action = _phrase(re.sub(r"^(?:to|that)\s+", "", action.strip(), flags=_I))
    if not action or len(action.split()) > 18 or (has_date_words(action) and _only_date_words(action)):
        return None
    return [NewCommitment(action, owner, counterparty, due)]


def _only_date_words(action: str) -> bool:
    return all(has_date_words(w) for w in action.split())


# Where a list of to-dos may be cut: a comma, "and", "then", "&", "+", ";" or an item number.
_LIST_CUT = re.compile(r"\s*(?:,\s*(?:and\s+|then\s+)?|\s+(?:and|then|&|\+)\s+(?:then\s+)?|;\s*|\s+\d[.)]\s+)", _I)
_ITEM_NUMBER = re.compile(r"^\s*\d[.)]\s+")


def _items(body: str) -> list[str]:
    """``body`` cut into to-dos where each piece starts like one ("email Ines, order toner and
    ping facilities", "1) book flights 2) renew passport"); one piece when any does not
    ("send Omar the P&L and the forecast", "buy milk, eggs and bread" stay whole)."""
    body = _ITEM_NUMBER.sub("", body)
    if not _imperative_shape(body):
        return [body]
    pieces, start = [], 0
    for m in _LIST_CUT.finditer(body):
        if m.start() > start and _imperative_shape(body[m.end() :]):
            pieces.append(body[start : m.start()])
            start = m.end()
    return [*pieces, body[start:]]


def _read(
    body: str, ctx: _Ctx, owner: str, counterparty: str | None, *, needs_date: bool, due: DateSpec | None = None
) -> list[Intent] | None:
    """The to-dos of ``body`` (what follows the intro), each with its own date or the one the
    intro gave; None when it is not a to-do."""
    items = _items(body)
    if len(items) > 1:
        read = [_read_one(item, ctx, owner, counterparty, needs_date=needs_date, due=due) for item in items]
        if all(read):
            return [intent for found in read if found for intent in found]
    return _read_one(body, ctx, owner, counterparty, needs_date=needs_date, due=due)


def _read_one(
    body: str, ctx: _Ctx, owner: str, counterparty: str | None, *, needs_date: bool, due: DateSpec | None = None
) -> list[Intent] | None:
    """The action and due of one to-do; None when it is not one."""
    action, found, unreadable = _split_due(body, ctx)
    if found is not None and _unread_date(action):
        unreadable = True
    if unreadable and (due is None or found is not None):
        return [Unclear(f"I couldn't read the date in “{body}”. When is it due?", body)]
    due = found or due
    if due is None and needs_date:
        return None
    return _made(action, owner, counterparty, due)


def _todo(s: str, ctx: _Ctx) -> list[Intent] | None:
    """A to-do of the user's own, introduced by obligation words or a list label (undated is
    fine: "need to renew my passport"), with an optional date first ("tmrw: call the vet")."""
    lead = _leading_date(s, ctx)
    due, body = lead if lead else (None, s)
    m = _PUT_ON_LIST.match(body)
    if m:
        d = _date(ctx, re.sub(r"^\s*for\s+", "", m["rest"], flags=_I)) if m["rest"].strip() else None
        return _made(m["a"], "me", None, d or due)
    m = _LIST_INTRO.match(body)
    if m:
        d = m["d1"] or m["d2"]
        if d and (spec := _date(ctx, d)) is not None:
            due = spec
        return _read(m["rest"], ctx, "me", None, needs_date=False, due=due) or _strong(m["rest"], ctx, due)
    m = _FORGET.match(body)
    if m:
        return _read(m["rest"], ctx, "me", None, needs_date=False, due=due)
    m = _REMIND.match(body)
    if m:
        if m["d"] and (spec := _date(ctx, m["d"])) is not None:
            due = spec
        elif m["d"]:
            return None
        return _read(m["rest"], ctx, "me", None, needs_date=True, due=due)
    m = _DEADLINE_FIRST.match(body)
    if m and (spec := _date(ctx, m["d"])) is not None:
        return _made(f"{m['v']} {m['a1'] or m['a2']}", "me", None, spec)
    m = _STILL_HAVENT.match(body)
    if m and (spec := _date(ctx, m["d"])) is not None:
        return _made(f"{_base(m['v'])} {m['a']}", "me", None, spec)
    promised = _promise(body, ctx, due)
    if promised is not None:
        return promised
    strong = _strong(body, ctx, due)
    if strong is not None:
        return strong
    if lead is not None and (_imperative_shape(body) or _plausible(_TAIL_NOISE.sub("", body), max_words=6)):
        # "tmrw: call the vet", "fri eod: timesheets", "this morning: email Ines, order toner"
        made = [_made(item, "me", None, due) for item in _items(body)]
        return [intent for found in made if found for intent in found] if all(made) else _made(body, "me", None, due)
    return None


def _planned(s: str, ctx: _Ctx) -> list[Intent] | None:
    """A plan or intention of the user's, with a date: "I'll book the room for thursday",
    "going to email the school on monday", "should really file the report by friday". Tried
    after the facts ("I'm going to Berlin next week" is a fact, not a to-do)."""
    lead = _leading_date(s, ctx)
    due, body = lead if lead else (None, s)
    m = _DATED_SELF.match(body)
    if m and (
        due is not None
        or (lead is None and (_SELF_PREFIX.match(body) or body.lower().startswith("i ")))
        or re.match(r"^(?:should|going|plan|want|will|intend)", body, _I)
    ):
        read = _read(m["rest"], ctx, "me", None, needs_date=True, due=due)
        if read and isinstance(read[0], NewCommitment) and _STATE_START.match(read[0].action):
            return None
        return read
    return None


# Obligation words that say nothing to keep: "gotta run", "must have been a typo", "gotta love
# tuesdays", "got to hand it to Lukas", "I need to stop doomscrolling".
_NOT_A_TASK = re.compile(
    r"^(?:be|say|admit|think|go\s+to\s+(?:bed|sleep)|have\s+been|love|hand\s+it\s+to|stop\s+\w+ing\b"
    r"|(?:run|go|dash|fly|bounce|jet)\s*(?:$|[,.!]|\s+(?:now|ttyl|bye|lol)))\b",
    _I,
)


def _strong(body: str, ctx: _Ctx, due: DateSpec | None) -> list[Intent] | None:
    m = _STRONG_SELF.match(body) or _STRONG_SELF_I.match(body)
    if m is None:
        return None
    rest = m.groupdict().get("rest") or m.groupdict().get("rest2") or ""
    if _NOT_A_TASK.match(rest):
        return None
    return _read(rest, ctx, "me", None, needs_date=False, due=due)


def _promise(body: str, ctx: _Ctx, due: DateSpec | None) -> list[Intent] | None:
    """ "promised Raj I'd send the slides", "told the client we'd…", "I owe Omar the figures"."""
    m = _PROMISE.match(body)
    if m:
        person = _person(m["p"], ctx) if not m["p"].lower().startswith(("my ", "the ")) else None
        if person == "me":
            return None
        return _read(m["rest"], ctx, "me", person, needs_date=False, due=due)
    m = _SAID_ID.match(body)
    if m:
        read = _read(m["rest"], ctx, "me", None, needs_date=False, due=due)
        if read and isinstance(read[0], NewCommitment):
            person = _mentioned(read[0].action, ctx)
            return [replace(read[0], counterparty=person)] if person else read
        return read
    m = _OWE.match(body)
    if m:
        person = _person(m["p"], ctx)
        if not person or person == "me":
            return None
        read = _read(m["rest"], ctx, "me", person, needs_date=False, due=due)
        if read and isinstance(read[0], NewCommitment):
            return [replace(read[0], action=_owed_action(person, read[0].action))]
        return read
    return None


def _owed_action(person: str, thing: str) -> str:
    """What owing someone a thing means doing: "a call" -> "call Anjali"."""
    t = re.sub(r"^(?:a|an)\s+", "", thing, flags=_I)
    m = re.match(r"^(?P<n>call|ring|reply|response|answer|email|text)\b\s*(?P<rest>.*)$", t, _I)
    if m:
        verb = {"response": "reply", "answer": "reply", "ring": "call"}.get(m["n"].lower(), m["n"].lower())
        to = " to" if verb == "reply" else ""
        return f"{verb}{to} {person} {m['rest']}".strip()
    return f"send {person} {thing}"


def _mentioned(action: str, ctx: _Ctx) -> str | None:
    """The one name an action mentions ("get back to Olu about the quote" -> Olu)."""
    names = [w for w in re.findall(r"\b[A-Z][\w\-]+", action) if _person(w, ctx) not in (None, "me")]
    return names[0] if len(names) == 1 else None


# -- bare imperatives ----------------------------------------------------------------------

TODO_VERBS = frozenset(
    [
        "add",
        "answer",
        "apply",
        "arrange",
        "ask",
        "back",
        "book",
        "bring",
        "buy",
        "call",
        "cancel",
        "change",
        "chase",
        "check",
        "clean",
        "clear",
        "close",
        "collect",
        "confirm",
        "contact",
        "cover",
        "draft",
        "drop",
        "email",
        "fax",
        "file",
        "fill",
        "finish",
        "fix",
        "follow",
        "get",
        "give",
        "hand",
        "help",
        "hire",
        "install",
        "invite",
        "invoice",
        "keep",
        "let",
        "look",
        "mail",
        "make",
        "message",
        "move",
        "order",
        "organise",
        "organize",
        "pack",
        "pay",
        "phone",
        "pick",
        "ping",
        "plan",
        "post",
        "prep",
        "prepare",
        "print",
        "publish",
        "put",
        "read",
        "reach",
        "rebook",
        "record",
        "redo",
        "register",
        "remind",
        "renew",
        "repaint",
        "replace",
        "reply",
        "report",
        "request",
        "reschedule",
        "return",
        "review",
        "ring",
        "run",
        "schedule",
        "see",
        "sell",
        "send",
        "set",
        "share",
        "ship",
        "sign",
        "sort",
        "start",
        "submit",
        "swap",
        "take",
        "text",
        "tidy",
        "top",
        "update",
        "upload",
        "visit",
        "wash",
        "water",
        "write",
        "email",
        "grab",
        "drop",
        "deliver",
        "transfer",
        "verify",
        "walk",
        "feed",
        "vacuum",
        "mow",
        "hoover",
        "iron",
        "pitch",
        "present",
        "rotate",
        "back-up",
    ]
)


def _imperative_shape(s: str) -> bool:
    """Whether ``s`` starts like a to-do: a known verb, then more words ("ring the bank")."""
    words = s.split()
    return len(words) >= 2 and words[0].lower() in TODO_VERBS and words[1].lower() not in ("me", "us", "you")


def _imperative(s: str, ctx: _Ctx) -> list[Intent] | None:
    """A bare imperative with a date: "ring the bank tomorrow", "post the invoices out monday".
    Without a date it stores nothing (it may be an instruction to recap, or chat)."""
    if not _imperative_shape(s) or not has_date_words(s):
        return None
    return _read(s, ctx, "me", None, needs_date=True)


_ING_E = {
    "tak", "mak", "hav", "shar", "writ", "clos", "updat", "creat", "prepar", "schedul", "handl", "revis",
    "circulat", "complet", "provid", "giv", "driv", "us", "sav", "chas", "releas", "leav", "issu", "finaliz",
    "finalis", "organiz", "organis", "com", "arrang", "servic", "invit", "approv", "mov", "argu", "manag",
    "stag", "lin", "typ", "continu", "generat", "negotiat", "coordinat", "confirm", "stor", "receiv",
}  # fmt: skip


def _base(verb: str) -> str:
    """A verb's plain form from its -ing or past form ("sending" -> "send", "sent" stays)."""
    v = verb.lower()
    if v.endswith("ing") and len(v) > 5:
        stem = v[:-3]
        if stem in _ING_E:
            return stem + "e"
        if len(stem) > 2 and stem[-1] == stem[-2] and stem[-1] not in "lsf":
            return stem[:-1]
        return stem
    return v


# -- other people's commitments ------------------------------------------------------------

_PRONOUN_SUBJECT = r"(?:he|she|they)"
_OTHER = re.compile(
    r"^(?P<p>[A-Za-z][\w\-]*(?:\s+[A-Z][\w\-]*)?)(?:'s|\s+is|\s+has)?\s+"
    r"(?:(?:said|says|told\s+me|promised(?:\s+me)?)\s+(?:that\s+)?" + _PRONOUN_SUBJECT + r"\s*"
    r"(?P<say>'ll|'d|will|would|is\s+going\s+to|'s\s+going\s+to|'s)\s+"
    r"|(?P<how>promised(?:\s+me)?\s+to|agreed\s+to|going\s+to|supposed\s+to|to|will|should|needs\s+to|has\s+to"
    r"|owes\s+me|promised\s+me|promised)\s+"
    r"|(?P<ing>\w+ing)\s+)"
    r"(?P<rest>.+)$",
)
_WAITING = re.compile(
    r"^(?:i'm\s+|i\s+am\s+|we're\s+)?(?:still\s+)?waiting\s+(?:on|for)\s+(?P<p>[A-Z][\w\-]*|[a-z][\w\-]*)"
    r"(?:\s+(?:for|to)\s+(?P<rest>.+))?$",
    _I,
)
_NOT_OTHER = {
    "i", "we", "you", "it", "this", "that", "there", "he", "she", "they", "what", "who", "which", "my", "the",
}  # fmt: skip


def _others(s: str, ctx: _Ctx) -> list[Intent] | None:
    """Someone else's promise: "Lukas said he'll share the floor plan by Tuesday", "Priya's
    sending the contract tmrw", "waiting on Lukas for the plan" (owner: that person)."""
    m = _WAITING.match(s)
    if m:
        person = _person(m["p"], ctx)
        if person and person != "me" and m["rest"]:
            return _read(m["rest"], ctx, person, None, needs_date=False)
        return None
    m = _OTHER.match(s)
    if m is None:
        s = _pronoun_resolved(s, ctx)
        m = _OTHER.match(s) if s else None
    if m is None or m["p"].split()[0].lower() in _NOT_OTHER:
        return None
    person = _person(m["p"], ctx)
    if not person or person == "me" or not (ctx.lowercase or m["p"][0].isupper()):
        return None
    rest = m["rest"]
    how = (m["how"] or "").lower()
    if m["ing"]:
        if m["ing"].lower() in ("going", "being", "thing", "nothing", "something", "everything"):
            return None
        rest = f"{_base(m['ing'])} {rest}"
    elif how.startswith(("owes me", "promised me")) or how == "promised":
        if re.match(r"^(?:that|to)\b", rest, _I):
            return None
        rest = f"send me {rest}" if "me" in how.split() else rest
    needs_date = how in ("to", "will", "should", "needs to", "has to") or bool(m["ing"])
    if not _imperative_shape(rest) and not re.match(r"^send\s+me\b", rest, _I):
        needs_date = True  # "Maya is going to Tokyo" is a fact; "… going to book the hotel" a promise
    read = _read(rest, ctx, person, None, needs_date=needs_date)
    if read and isinstance(read[0], NewCommitment) and re.match(r"^(?:be|have\s+been|feel|like)\b", read[0].action, _I):
        return None
    return read


def _pronoun_resolved(s: str, ctx: _Ctx) -> str | None:
    """ "heard from Diego, he'll send…", "ball's in Gabriel's court - he's sending…": the
    clause after the comma or dash with its pronoun replaced by the one name before it."""
    m = re.match(r"^(?P<lead>.+?)(?:,|\s[-–—]\s)\s*(?P<pro>he|she|they)(?P<rest>(?:'ll|'s|'d|\s).+)$", s, _I)
    if m is None:
        return None
    names = [w for w in re.findall(r"\b([A-Z][\w\-]+?)(?:'s)?\b", m["lead"]) if _person(w, ctx) not in (None, "me")]
    if len(set(names)) != 1:
        return None
    rest = m["rest"]
    if rest.startswith("'s ") and re.match(r"^'s\s+\w+ing\b", rest):
        return f"{names[0]} is{rest[2:]}"
    if rest.startswith(("'ll", "'d")):
        cut = 3 if rest.startswith("'ll") else 2
        return f"{names[0]} will{rest[cut:]}"
    return f"{names[0]}{rest}"
