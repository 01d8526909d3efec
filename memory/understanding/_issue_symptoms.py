"""Trouble said by its symptom rather than with "broken": a thing that refuses the user ("the
portal won't let me upload files", "the app is kicking me out"), a payment or a message that did
not go through ("payroll didnt go through", "the transfer bounced", "my card got declined") or a mail
system turning mail away ("the mail server is bouncing everything"), a
machine showing an error code ("autoclave is throwing error E4", "the dryer's flashing F05"), a
smell or a noise ("gas smell in the kitchen", "weird grinding noise from the van"), and a thing
back in use ("truck 12's back on the road", "the café's back open").

Each symptom is a closed lexicon of its kind, said of a thing: the thing is the issue's topic,
with what it refuses ("portal upload": a later "uploads work again" finds it) and where it is when
that tells one from another. Hand-written: a closed list of the ways each kind is said.
"""

from __future__ import annotations

import re

from memory.understanding._issue_fixes import PEOPLE
from memory.understanding._issue_parts import part_telltale
from memory.understanding._issue_results import poor_result
from memory.understanding._issue_shapes import MAX_WORDS, distinct_place, located
from memory.understanding._phrases import _I, _phrase, _plausible
from memory.understanding._prefilter import gated
from memory.understanding._role_words import ROLE_WORDS
from memory.understanding.intents import OpenEpisode, ResolveEpisode

_WORD = r"[\w&.-]+(?:'(?!s\b)\w+)?"  # "O'Neill", never the "'s" of "truck 12's"
_THING = rf"(?:(?:the|my|our|your|their|this|that)\s+)?(?P<t>{_WORD}(?:\s+{_WORD}){{0,3}}?)"
_IS = r"(?:'s|'re|\s+is|\s+are|\s+has|\s+have|\s+keeps|\s+just|\s+still)*"

# what a system, a site or a machine refuses (a person refusing "let me sleep" is no fault)
_SYSTEM_ACTIONS = (
    r"upload|download|pay|print|save|submit|send|book|order|scan|attach|access|open|edit|share|install|update"
    r"|connect|reset|change|register|enroll|enrol|login|signup|sign\s+up|post|publish|export|import|sync|stream"
    r"|transfer|withdraw|top\s+up|verify|authenticate|search|add|delete|remove|select|click|apply|renew|charge"
    r"|park|tap\s+(?:in|on|out)|swipe|clock\s+(?:in|out)|start|run|use|through|in|past"
)
# what only a system refuses: said of a lone name ("Xero won't let us log in"), still a system
_ONLY_SYSTEMS = re.compile(
    r"log\s*in|log\s+on|sign\s+in|sign\s+on|login|check\s+out|upload|download|install|sync|export|import|attach"
    r"|submit|save|print|scan|access|authenticate|verify|connect|stream|reset|signup|sign\s+up|kicking|logging"
    r"|signing|locking|booting",
    _I,
)
# "won't let me upload files", "isn't letting us log in", "keeps kicking me out"
_REFUSES = gated(re.compile(
    rf"^{_THING}\s+(?:won't|wont|will\s+not|doesn't|doesnt|does\s+not|didn't|didnt|isn't|isnt|is\s+not|keeps\s+not"
    r"|refuses\s+to|still\s+won't|still\s+wont)\s+(?:let|letting)\s+(?:me|us|anyone|people|the\s+team|staff)"
    r"\s+(?P<v>log\s*in|log\s+on|sign\s+in|sign\s+on|check\s+out|" + _SYSTEM_ACTIONS + r")(?P<rest>\s+.+)?$",
    _I,
))
_KICKS_OUT = gated(re.compile(
    rf"^{_THING}{_IS}\s+(?:keeps\s+|kept\s+)?(?P<v>kicking|logging|signing|locking|booting|throwing)\s+(?:me|us|everyone"
    r"|people)\s+out(?P<rest>\s+.+)?$",
    _I,
))
# a refused action named as a noun: "log in" is the login, "check out" the checkout
_AS_NOUN = {"log in": "login", "login": "login", "log on": "login", "sign in": "sign-in", "sign on": "sign-in",
            "check out": "checkout", "kicking": "login", "logging": "login", "signing": "sign-in",
            "locking": "login", "booting": "login", "throwing": "login"}  # fmt: skip

# a payment or a message that failed to pass: "didn't go through", "bounced", "got declined"
_NOT_THROUGH = gated(re.compile(
    rf"^{_THING}{_IS}\s+(?:didn't|didnt|did\s+not|hasn't|hasnt|has\s+not|haven't|havent|won't|wont|still\s+hasn't)"
    r"\s+(?:go|gone|gone\s+through|come|clear|cleared|process|processed)(?:\s+through)?(?P<rest>\s+.+)?$",
    _I,
))
_REFUSED = gated(re.compile(
    rf"^{_THING}(?:\s+(?:got|was|were|has\s+been|have\s+been|keeps\s+getting|keep\s+getting)|\s+(?:is|are|keeps?)"
    r"|'s|'re)?(?:\s+(?:still|all|just))?\s+(?P<how>declined|rejected|bounced|bouncing|bouncing\s+back|bounce\s+back"
    r"|reversed|returned\s+unpaid)(?:\s+again)?(?P<rest>\s+.+)?$",
    _I,
))
# money that fails to pass: declined, bounced or not through is a fault, never a decision
_MONEY = re.compile(
    r"\b(?:pay(?:ment|ments|roll|run)?|wages?|salar(?:y|ies)|invoice\s+payments?|transfers?|direct\s+debits?|debits?"
    r"|standing\s+orders?|cards?|cheques?|deposits?|refunds?|transactions?|bacs|wire|remittances?|super|pension"
    r"|contributions?|rent|bills?|fees?|subscriptions?|(?:bank|credit|debit)\s+card"
    r"|(?:bacs|payments?|pay|payroll|salary|wages?)\s+(?:run|batch|file)s?)$",
    _I,
)
# what a system sends or runs: not through, or bounced, is a fault; declined or rejected, a decision
# ("my booking got declined", "the order got rejected": someone said no)
_SENT = re.compile(
    r"\b(?:emails?|e-mails?|mails?|texts?|sms|messages?|uploads?|batch(?:es)?|backups?|orders?|sync)$", _I
)

# a machine that takes payments (or lets people in) turning them away: "the card reader is declining every contactless
# payment", "the till keeps rejecting cards", "atm's eating cards", "pos won't take amex", "the POS
# terminal declines every card", "the cafeteria kiosk eats your card and doesn't give it back"
_TURNS_AWAY = gated(re.compile(
    rf"^{_THING}(?:\s+(?P<at>(?:at|in|on)\s+(?:the\s+)?[\w'-]+(?:\s+[\w'-]+)??))?{_IS}\s+(?:keeps\s+|kept\s+)?"
    r"(?:declining|rejecting|refusing|bouncing|eating|swallowing|not\s+(?:taking|accepting|reading)|ate|swallowed"
    # said as what it does now: "the POS terminal at the shop declines every card"
    r"|declines|rejects|refuses|bounces|eats|swallows"
    r"|(?:doesn't|doesnt|does\s+not|won't|wont)\s+(?:take|accept|read)"
    r"|won't\s+(?:take|accept|read)|wont\s+(?:take|accept|read))"
    r"\s+(?:(?:every|all|any|the|some|most|my|our|your|his|her|their|people's|customers'|everyone's)\s+)*"
    r"(?:(?:contactless|card|cards|visa|amex|mastercard|debit|credit|apple\s+pay|google\s+pay|tap|chip)\s+)*"
    r"(?:payments?|cards?|contactless|transactions?|taps?|visa|amex|mastercard|apple\s+pay|google\s+pay"
    # what lets people in, or what a machine takes: "the parking gate rejects every badge", "the turnstile
    # won't read my pass", "vending machine keeps eating coins"
    r"|badges?|(?:key\s*|access\s+|id\s+)?cards?|passes|pass|fobs?|key\s*fobs?|tickets?|fingerprints?|codes?|pins?"
    r"|coins?|notes|tokens?"
    r"|everything|everyone's|anything"
    # the people it lets in, all turned away: "badge readers at gate 3 are rejecting everyone"
    r"|everyone|everybody|anyone|anybody)"
    r"(?P<rest>\s+(?:again|today|now|since\s+.+|this\s+\w+|all\s+\w+))*"
    # what it then keeps: "the kiosk eats your card and doesn't give it back"
    r"(?:,?\s+(?:and|&)\s+(?:doesn't|doesnt|does\s+not|won't|wont|never|didn't|didnt)\s+(?:give|spit|hand)s?"
    r"\s+(?:it|them)\s+(?:back|out)(?:\s+again)?)?$",
    _I,
))
# a machine giving only the wrong thing: "the coffee machine only spits out hot water", "aircon only blows
# warm air", "the printer's just printing blank pages", "security cams on the north fence show nothing but
# static" (never what a place sells: "the café only does cash")
_GIVES = (
    r"(?:spits?|spitting|blows?|blowing|gives?|giving|prints?|printing|shows?|showing|dispenses?|dispensing|pumps?"
    r"|pumping|produces?|producing|puts?|putting|runs?|running|pours?|pouring|makes?|making)(?:\s+out)?"
)
_ONLY_GIVES = gated(re.compile(
    rf"^{_THING}(?:\s+(?P<at>(?:at|in|on)\s+(?:the\s+)?[\w'-]+(?:\s+[\w'-]+)??))?(?:'s|'re|\s+is|\s+are)?\s+"
    rf"(?:(?:only|just)\s+{_GIVES}|{_GIVES}\s+nothing\s+but)\s+(?P<w>.+)$",
    _I,
))
# a system doing its job off by an amount: "payroll app is clocking everyone in an hour early", "the till keeps
# charging customers twice", "the rota app logs shifts a day late" (what it does wrong is the detail)
_OFF_BY = gated(re.compile(
    rf"^{_THING}{_IS}\s+(?:keeps\s+)?(?P<v>clocking|logging|charging|billing|booking|timestamping|stamping|recording"
    r"|scheduling|sending|posting|printing|syncing|counting|ringing\s+up|clocks|logs|charges|bills"
    # (never what it shows: "the app shows deliveries 2 days late" may be the deliveries' lateness)
    r"|books|stamps|records|schedules|sends|posts|prints|syncs|counts|rings\s+up)"
    r"\s+(?P<o>(?:[\w'-]+\s+){0,3}?)(?P<how>(?:an?|one|two|three|\d{1,2})\s+(?:hours?|hrs?|days?|minutes?|mins?)\s+"
    r"(?:early|late|ahead|behind|off|out|too\s+(?:early|late))|twice|double|three\s+times|(?:at\s+)?the\s+wrong\s+"
    r"(?:time|day|date|price|amount|rate)s?)(?P<rest>\s+(?:since|after|every|each|all|again|now|today|for)\b(?:\s+\S+){0,6})?$",
    _I,
))
_WRONG_OUTPUT = re.compile(
    r"\b(?:blank|static|noise|smoke|errors?|garbage|gibberish|nothing|sparks|steam|a\s+trickle|drips?|lukewarm|tepid"
    r"|(?:hot|cold|warm|brown|dirty|rusty)\s+(?:water|air)|black\s+screen|white\s+screen)\b",
    _I,
)
_SENT_TO = re.compile(r"\s+(?:to|from|for)\s+.+$", _I)
# a mail system turning mail away: "the mail server is bouncing everything", "exchange keeps rejecting
# our emails", "the spam filter is eating every invoice"
_MAILER = re.compile(
    r"\b(?:mail|e-?mail|smtp|exchange|inbox|gmail|outlook|relay|mx|spam\s+filter|mailserver|mailbox)\b", _I
)
_TURNS_MAIL_AWAY = gated(re.compile(
    rf"^{_THING}{_IS}\s+(?:keeps\s+|kept\s+)?(?:bouncing|rejecting|blocking|eating|swallowing|bounces|rejects|bounced"
    r"|rejected)\s+(?:back\s+)?(?:(?:every(?:thing|one)?|any(?:thing)?|all|the|some|most|my|our|their|incoming|outgoing)"
    r"\s*)*(?:e-?mails?|mails?|messages?|invoices?|replies|newsletters?|attachments?)?"
    # what it turns away by size: "rejects anything over 5mb", "bounces attachments bigger than 10 MB"
    r"(?P<size>\s+(?:over|above|bigger\s+than|larger\s+than|more\s+than)\s+\d+(?:\.\d+)?\s*(?:kb|mb|gb|megs?|k)\b)?"
    r"(?P<rest>\s+(?:again|today|now|since\s+.+"
    r"|this\s+\w+|(?:(?:sent|going|coming|addressed)\s+)?(?:from|to)\s+.+))*$",
    _I,
))

# "throwing error E4", "flashing F05", "showing an E-21 error", "giving fault code P0420"
_CODE = r"(?-i:[A-Z]{1,3}-?\d{1,4}[A-Z]?|\d{1,4}[A-Z]{1,2}|0x[0-9A-Fa-f]+)"
_SHOWS_CODE = gated(re.compile(
    rf"^{_THING}{_IS}\s+(?:throwing|showing|flashing|displaying|giving(?:\s+me)?|coming\s+up\s+with|stuck\s+on"
    r"|beeping\s+with|throws|shows|flashes|displays|gives|came\s+up\s+with|threw|showed|flashed)\s+(?:an?\s+|the\s+)?"
    rf"(?P<code>(?:(?:error|fault|err)(?:\s+code)?\s+(?:{_CODE}|\d{{1,5}})|{_CODE}(?:\s+(?:error|fault)(?:\s+code)?)?))"
    # what it shows it on: "again", "every time", "whenever i print", "whatever i do", "no matter what"
    r"(?P<rest>\s+(?:again|now|today|this\s+morning|every\s+\w+|each\s+time|all\s+the\s+time|constantly|non-?stop"
    # since when: "showing error E04 since the rain", "… after the update"
    r"|since\s+.+|after\s+.+"
    r"|whenever\s+.+|when\s+.+|on\s+.+|whatever\s+(?:i|we)\s+(?:do|try)|no\s+matter\s+what(?:\s+(?:i|we)\s+(?:do|try))?))?$",
    _I,
))

# "gas smell in the kitchen", "smell of burning from the dryer", "weird noise from the boiler"
_SMELL = (
    # how it strikes the user is said with it, as of a noise: "weird burning smell", "really nasty drain smell"
    r"(?:(?:really\s+)?(?:weird|strange|funny|odd|horrible|awful|nasty|funky)\s+)?"
    r"(?:(?:gas|burning|burnt|electrical|sewage|sewer|damp|musty|mouldy|moldy|smoke|chemical|fishy|rotten(?:\s+egg)?"
    r"|drain|petrol|diesel|fuel|plastic|rubber|exhaust|sulphur|sulfur)\s+smell|smell\s+of\s+(?:gas|burning|smoke"
    r"|sewage|damp|petrol|diesel|fuel|plastic|rubber|rotten\s+eggs?))"
)
_NOISE = (
    r"(?:weird|strange|funny|odd|loud|horrible|awful|new|high-?pitched)?\s*(?:grinding|banging|clicking|knocking"
    r"|squealing|squeaking|hissing|humming|buzzing|rattling|whining|clunking|scraping|thumping|dripping|gurgling"
    r"|screeching|ticking|whirring)\s+(?:noise|sound)s?|(?:weird|strange|funny|odd|loud|horrible|awful)\s+(?:noise"
    r"|sound|rattle|clunk)s?"
)
_SENSED = gated(re.compile(
    rf"^(?:there's\s+|there\s+is\s+|(?:we've|i've|we\s+have|i\s+have)\s+got\s+)?(?:(?:a|an|the|this|that|some)\s+)?"
    rf"(?:(?:strong|faint|bad|massive|slight|really\s+strong)\s+)?(?P<n>{_SMELL}|{_NOISE})"
    r"(?:\s+(?:coming|again))?(?P<w>\s+(?:in|at|from|under|behind|near|by|around|round|inside|outside|on|out\s+of"
    r"|downstairs|upstairs)\b.*)?$",
    _I,
))

# a machine giving off the smell of a fault: "the microwave smells like burning plastic", "the van reeks of petrol",
# "boiler smells of gas" (never a smell things get from people: "my jacket smells like smoke" is no fault)
_SMELLS_OF = gated(re.compile(
    rf"^{_THING}(?:\s+(?P<at>(?:at|in|on|next\s+to|by|near)\s+(?:the\s+)?[\w'-]+(?:\s+[\w'-]+)??))?(?:'s|\s+is)?\s+"
    r"(?:smells?|smelling|stinks?|stinking|reeks?|reeking)\s+(?:like|of)\s+(?:(?:a\s+|some\s+)?(?:burning|burnt)"
    r"(?:\s+(?:plastic|rubber|wires?|wiring|electrics|dust|oil))?|gas|sewage|sewer|petrol|diesel|fuel|rotten\s+eggs?"
    r"|electrical\s+burning|melting\s+plastic|melted\s+plastic)(?:\s+(?:again|now|today|since\s+.+))*$",
    _I,
))
# what carries a smell from people, or stands in for a thing said before ("the thing smells like burning")
_WORN = re.compile(
    r"^(?:thing|one|whole\s+thing|stuff)$"
    r"|\b(?:jacket|coat|hoodie|shirt|clothes|hair|hands|breath|car\s+seat|sofa|couch|curtains)$", _I
)
# a mark of damage seen on a part of a place: "there's a damp patch on the bedroom ceiling", "got a crack in the
# windscreen", "there's a brown stain under the sink" (the mark and where it is: "patch" is no verb here)
_DAMAGE_SEEN = gated(re.compile(
    r"^(?:there's\s+|there\s+is\s+|theres\s+|(?:we've|i've|we\s+have|i\s+have)\s+got\s+|(?:we|i)\s+have\s+|got\s+)"
    r"(?:(?:a|an|another|some|this|a\s+new|a\s+big|a\s+huge|a\s+small|a\s+massive)\s+)?(?:(?:big|huge|small|new|massive"
    r"|weird|nasty|horrible)\s+)?(?P<n>(?:(?:damp|wet|mou?ldy?|water|rust|brown|black|yellow|green)\s+)?(?:patch|stain|crack"
    r"|hole|bulge|puddle)|(?:damp|mou?ld|rust|condensation)(?=\s+(?:on|in|under|behind|above|around|at)\b))"
    r"(?P<w>\s+(?:on|in|under|behind|above|around|at)\b"
    # (a figure of speech: "a hole in my plan", "a crack in the story" name no part of a place)
    r"(?!.*\b(?:plans?|argument|logic|story|budget|theory|schedule|heart|memory|diary|calendar|week|day|life|pocket"
    r"|finances|defen[cs]e|team)\b).*)$",
    _I,
))
# a thing back in use: "truck 12's back on the road", "the café's back open", "line 3 is back in production"
_IN_USE = gated(re.compile(
    rf"^{_THING}(?:'s|'re|\s+is|\s+are)?\s+(?:finally\s+|now\s+)?(?:back\s+on\s+the\s+road|on\s+the\s+road\s+again"
    r"|back\s+on\s+track|back\s+open|open\s+again|back\s+in\s+(?:production|use|stock)|back\s+on\s+(?:line|stream))"
    r"(?:\s+(?:again|now|finally|at\s+last|today|this\s+morning|after\s+.+|since\s+.+))*$",
    _I,
))
_NOT_A_THING = re.compile(
    r"^(?:i|we|you|he|she|they|it|this|that|everyone|everybody|someone|nobody|things|life|stuff|we're|i'm|im)$", _I
)
_NAME = re.compile(r"(?-i:[A-ZÀ-Ý][a-zà-ÿ'-]+)")  # one capitalised word: a person as likely as a thing


def symptom(s: str) -> OpenEpisode | ResolveEpisode | None:
    """The issue a symptom opens ("the portal won't let me upload files") or a thing back in use
    resolves ("truck 12's back on the road"), or None."""
    s = s.strip()
    if (m := _OFF_BY.match(s)) is not None and _machine(m["t"]):  # its own length: the thing, the deed, when
        return OpenEpisode(_phrase(m["t"]), " ".join(f"{m['v']} {m['o']}{m['how']}{m['rest'] or ''}".split()))
    if len(s.split()) > MAX_WORDS:
        return None
    if (m := _REFUSES.match(s) or _KICKS_OUT.match(s)) is not None and _thing(m["t"]):
        verb = re.sub(r"\s+", " ", m["v"].lower())
        if _NAME.fullmatch(m["t"]) and not _ONLY_SYSTEMS.fullmatch(verb):
            return None  # "Chidi won't let me pay for lunch": a person; "Xero won't let us log in": a system
        return OpenEpisode(f"{_phrase(m['t'])} {_AS_NOUN.get(verb, verb)}", (m["rest"] or "").strip())
    if (m := _NOT_THROUGH.match(s)) is not None and _thing(m["t"]) and (_MONEY.search(m["t"]) or _SENT.search(m["t"])):
        return OpenEpisode(_phrase(m["t"]), (m["rest"] or "").strip())
    if (m := _REFUSED.match(s)) is not None and _thing(m["t"]):
        # "emails to gmail addresses are bouncing": what is sent, before where it goes
        bounced = m["how"].lower().startswith("bounc") and _SENT.search(_SENT_TO.sub("", m["t"]))
        if _MONEY.search(m["t"]) or bounced:
            return OpenEpisode(_phrase(m["t"]), (m["rest"] or "").strip())
    if (m := _TURNS_MAIL_AWAY.match(s)) is not None and _MAILER.search(m["t"]) and _thing(m["t"]):
        return OpenEpisode(_phrase(m["t"]), ", ".join(p.strip() for p in (m["size"], m["rest"]) if p and p.strip()))
    # (never someone by their job: "the bouncer rejects every ticket" is their call)
    if (m := _TURNS_AWAY.match(s)) is not None and _machine(m["t"]):
        at = (m["at"] or "").strip()  # "at the shop" is where; "at store 12" tells one reader from another
        if at and distinct_place(at):
            return OpenEpisode(_phrase(f"{m['t']} {at}"), "")
        return OpenEpisode(_phrase(m["t"]), at)
    if (m := _ONLY_GIVES.match(s)) is not None and _WRONG_OUTPUT.search(m["w"]) and _machine(m["t"]):
        # "the coffee machine at the office only spits out hot water": what it gives, and where
        return OpenEpisode(_phrase(m["t"]), ", ".join(p for p in ((m["at"] or "").strip(), m["w"].strip()) if p))
    if (m := _SHOWS_CODE.match(s)) is not None and _thing(m["t"]):
        return OpenEpisode(_phrase(m["t"]), ", ".join(p for p in (m["code"], (m["rest"] or "").strip()) if p))
    if (m := _SMELLS_OF.match(s)) is not None and _machine(m["t"]) and not _WORN.search(m["t"]):
        return OpenEpisode(_phrase(m["t"]), (m["at"] or "").strip())
    if (m := _SENSED.match(s) or _DAMAGE_SEEN.match(s)) is not None:
        return located(re.sub(r"\s+", " ", m["n"].strip()), (m["w"] or "").strip())
    if (m := _IN_USE.match(s)) is not None and _thing(m["t"]) and not _NAME.fullmatch(m["t"]):
        return ResolveEpisode(_phrase(m["t"]))  # never "Ahmed's back on the road": a person travelling
    return poor_result(s) or part_telltale(s)  # "search returns nothing", "cpu pegged at 100%", "tyre's flat"


def _machine(words: str) -> bool:
    """Whether ``words`` name a thing, never a person by their name or their job."""
    return _thing(words) and not _NAME.fullmatch(words) and not _by_job(words)


def _by_job(words: str) -> bool:
    """Whether ``words`` name someone by their job ("the bouncer", "the doorman", "security staff")."""
    said = words.split()
    return bool(said) and (ROLE_WORDS.fullmatch(said[-1].lower()) is not None or _STAFF.search(said[-1]) is not None)


_STAFF = re.compile(r"(?:man|woman|men|women|person|people|staff|guards?|attendants?|officers?)$", re.IGNORECASE)


def _thing(words: str) -> bool:
    """Whether ``words`` name a thing that can fail, never a person ("mum won't let me in")."""
    said = words.strip().lower()
    return not _NOT_A_THING.match(said) and said not in PEOPLE and _plausible(words, max_words=4)
