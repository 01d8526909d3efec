"""Congratulations, thanks, condolences, well-wishes and quick reactions: messages to keep
nothing from and ask nothing about, though their words name roles, events and days
("congrats on the promotion!!", "good luck with the interview tomorrow", "happy bday!!", "get
well soon", "safe travels", "sorry for your loss", "nice one", "ugh mondays", "omg 🎉").

Their nouns look like news and their days like dues, so without this the forms offer a to-do
("get well soon") or the last net asks what to keep. Each is a closed family: the wish words,
then at most whom it is for ("to Ana", "team", "mate") and what it is about ("on the
promotion", "with the interview tomorrow"), never a word of obligation ("need", "will", "by",
"remind"). A message is a wish only when every piece of it is one: "thanks, I'll send it by
friday" still promises.

One kind of wish carries news a careful listener keeps: a congratulation that names someone
and what they became, joined or moved to ("congrats to Ana on her promotion to VP", "well
done Kofi on the new role as CTO", "big congrats to Leila on her new job at Deloitte"). That
one is said back as the plain statement it implies ("Ana got promoted to VP") for the fact
readers to read. Without a value ("congrats Ana on the promotion") or a name ("congrats on your
promotion to VP": whose?) it is a wish like the others.

Written by hand: the wish words are closed lists of chat English that no library holds.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import TODO_VERBS
from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding._role_words import ROLE_WORDS

# words that make a piece more than a wish: a promise, a due, a reminder, a request
_OBLIGED = gated(re.compile(
    r"\b(?:need|needs|must|will|'ll|gotta|got\s+to|have\s+to|has\s+to|going\s+to|remind|should|by|pls|please"
    r"|don'?t\s+forget|can\s+you|could\s+you|todo|to-?do|deadline|due)\b",
    _I,
))
_DAY = r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|mornings?|holidays|payday)"
# whom a wish is for: "to Ana", "team", "mate", "everyone", "you guys"
_TO = (
    r"(?:\s+(?:to\s+)?(?:you(?:\s+(?:all|guys|two|both))?|u|ya|y'all|all|everyone|everybody|team|the\s+team|guys"
    r"|folks|mate|man|bro|babe|hun|love|dude|girl|(?-i:[A-Z][\w'-]+)(?:\s+(?-i:[A-Z][\w'-]+))?"
    r"|(?:my\s+|our\s+)?(?:mum|mom|dad|nan|gran|grandma|grandpa|sis|bro|brother|sister|boss|friend)))?"
)
# what a wish is about: a few words, no comma ("on the promotion", "with the interview tomorrow")
_ABOUT = r"(?:\s+(?:on|for|with|in|at|to|re)\s+[^,;]{1,60}?)?"
_WHEN = r"(?:\s+(?:today|tonight|tomorrow|tmrw|this\s+week|this\s+weekend|again|too|as\s+well|x+))?"
_CONGRATS = (
    r"(?:(?:big|huge|massive|many|hearty|warm(?:est)?|a\s+(?:big|huge))\s+)?(?:congrats|congratulations|congratz|grats"
    r"|well\s+done|nice\s+work|great\s+(?:job|work)|good\s+job|nicely\s+done|bravo|kudos|hats\s+off|mazel\s+tov"
    r"|way\s+to\s+go|props|chapeau)"
)
_THANKS = (
    r"(?:(?:thanks|thank\s+(?:you|u)|thx|ty|tysm|cheers|ta|many\s+thanks|much\s+appreciated|appreciate\s+(?:it|that"
    r"|this|you|u))(?:\s+(?:so|very)\s+much|\s+a\s+(?:lot|million|bunch|ton)|\s+loads|\s+heaps)?)"
)
_LUCK = (
    r"(?:good\s+luck|best\s+of\s+luck|all\s+the\s+best|break\s+a\s+leg|fingers\s+crossed|get\s+well(?:\s+soon)?"
    r"|feel\s+better(?:\s+soon)?|hope\s+(?:you|u)\s+(?:feel|get)\s+better(?:\s+soon)?|speedy\s+recovery"
    r"|hope\s+(?:you're|you\s+are|ur)\s+(?:feeling\s+)?(?:better|ok|okay|well|alright)(?:\s+soon)?"
    r"|safe\s+(?:travels|trip|flight|journey|drive|travelling|traveling)|travel\s+safe(?:ly)?|bon\s+voyage"
    r"|hope\s+(?:it|that|everything|all|the\s+\w+(?:\s+\w+)?)\s+(?:goes|went)\s+(?:well|ok|okay|fine|smoothly|great"
    r"|alright)"
    r"|have\s+(?:a|an)\s+(?:good|great|nice|lovely|safe|fun|amazing|wonderful|relaxing|restful|brilliant|fab|awesome"
    r"|productive|great\s+time|good\s+time)(?:\s+(?:one|time|day|night|evening|trip|holiday|break|week|weekend|flight"
    r"|christmas|xmas|birthday|bday|rest\s+of\s+(?:the|your)\s+\w+|" + _DAY + r"))?"
    r"|enjoy(?:\s+(?:it|that|the|your|ur|every)\b(?:\s+[\w'-]+){0,3})?)"
)
_OCCASION = (
    r"(?:birthday|bday|b-?day|anniversary|new\s+year|holidays|christmas|xmas|easter|eid(?:\s+mubarak)?|diwali"
    r"|hanukkah|chanukah|thanksgiving|retirement|graduation|halloween|lunar\s+new\s+year|(?:mother|father|valentine"
    r"|st\.?\s+patrick)'?s(?:\s+day)?|hump\s+day|release\s+day|launch\s+day|first\s+day|last\s+day|" + _DAY + r")"
)
_HAPPY = (
    r"(?:(?:a\s+)?(?:very\s+)?(?:happy|merry)\s+" + _OCCASION + r"|hbd|many\s+happy\s+returns|season'?s\s+greetings"
    r"|happy\s+holidays)"
)
_SORRY = (
    r"(?:(?:(?:so|very|really|truly|terribly)\s+)?sorry\s+(?:for\s+your\s+loss|to\s+hear(?:\s+(?:that|this|about\s+[^,;]"
    r"{1,40}))?|about\s+(?:your|the|ur)\s+[^,;]{1,30})|(?:my\s+|our\s+)?(?:deepest\s+|sincere(?:st)?\s+|heartfelt\s+)?"
    r"(?:condolences|sympathies)(?:\s+to\s+[^,;]{1,30})?|rip(?:\s+[\w'-]+(?:\s+[\w'-]+)?)?"
    r"|rest\s+in\s+peace(?:\s+[\w'-]+(?:\s+[\w'-]+)?)?|thinking\s+of\s+(?:you|u|ya|them|her|him)(?:\s+all)?"
    r"|sending\s+(?:love|hugs|prayers|thoughts|good\s+vibes|strength|positive\s+vibes)(?:\s+(?:and|&)\s+\w+)*"
    r"(?:\s+(?:your|their|his|her)\s+way)?|(?:big\s+)?hugs)"
)
_REACTION = (
    r"(?:nice\s+one|fair\s+enough|fair|(?:haha\w*|lol|lmao)\s+(?:same|true|fair|yes|yep|ok|okay|nice)|same(?:\s+here)?"
    r"|me\s+too|so\s+true|too\s+true|true\s+that|omg|wow|yikes|oof|woo-?hoo|yay|ikr|i\s+know\s+right"
    r"|tell\s+me\s+about\s+it|classic|typical|love\s+(?:that|this|it)|legend|touch[eé]|big\s+mood|mood|no\s+way"
    r"|whoa|bless|aw+|oh\s+no|oh\s+dear|bummer|what\s+a\s+shame|that\s+sucks|lucky\s+you"
    r"|good\s+for\s+(?:you|u|her|him|them)|well\s+deserved|about\s+time|(?:so\s+)?happy\s+for\s+(?:you|u|her|him|them)"
    r"|(?:so\s+)?proud\s+of\s+(?:you|u|her|him|them|everyone|the\s+team)|you\s+deserve\s+it|(?:she|he|they)\s+deserves?"
    r"\s+it|(?:great|amazing|brilliant|wonderful|fantastic|fab|lovely|awesome)\s+news|love\s+to\s+see\s+it"
    r"|(?:ugh+|urgh+|yay|ah|oh)\s+" + _DAY + r"(?:\s+am\s+i\s+right)?|(?:yay|woo+)\s+(?:it'?s\s+)?" + _DAY + r")"
)
_WISH = gated(re.compile(
    r"^(?:" + _CONGRATS + _TO + _ABOUT + r"|" + _THANKS + _TO + r"(?:\s+for\s+[^,;]{1,60}?)?|" + _LUCK + _TO + _ABOUT
    + r"|" + _HAPPY + _TO + _ABOUT + r"|" + _SORRY + r"|" + _REACTION + r")" + _WHEN + r"$",
    _I,
))
# "thanks Sam for sending the invoice": what a named person did, which may end a to-do of theirs
_THANKED_FOR_DOING = re.compile(r"^" + _THANKS + r"\s+(?-i:[A-Z])[\w'-]+\s+for\b", _I)
# a job thanked or cheered for: "for fixing the vpn", "on sending the quote" (the job may end a to-do)
_FOR_DOING = gated(re.compile(r"\b(?:for|on)\s+(?P<v>[a-z]+ing)\b", _I))
# kindnesses that end no to-do of the user's: "thanks for helping", "for covering friday"
_KIND_DEEDS = frozenset({"help", "cover", "listen", "come", "host", "wait", "have", "be", "think", "share", "ask",
                         "check", "reach", "make", "call", "look"})
# the cut between the pieces of a message, and what is no words at all
_PIECES = re.compile(r"[.!?;,\n]+|\s+[-–—]+\s+")
_NOISE = re.compile(
    r"(?:\b(?:lol|lmao|haha\w*|hehe\w*|xx+|x)\b|:\)|:\(|:D|<3|[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F\u200D])", _I
)
_LEAD = re.compile(r"^(?:(?:oh|ah|aw+|so|and|also|just|omg|wow|yay|hey|hi|ok|okay|k|right|anyway|alright)\s+)+", _I)

# -- a congratulation with news: whom, and what they became, joined or moved to
_WHO = r"(?P<who>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?|[a-z][\w'-]+)"
_NEWS = gated(re.compile(
    r"^" + _CONGRATS + r"\s+(?:to\s+)?" + _WHO + r"\s+(?:on|for)\s+(?:(?:her|his|their|the|a)\s+)?"
    r"(?:(?:well[-\s]deserved|big|new|recent)\s+)?"
    r"(?:(?:promotion|being\s+promoted|getting\s+promoted|step\s+up)\s+(?:to|as)\s+(?P<role>.+)"
    r"|(?:becoming|being\s+made|being\s+named|being\s+appointed(?:\s+as)?|making|(?:new\s+)?(?:role|job|position)"
    r"\s+as)\s+(?P<role2>.+)"
    r"|(?P<role3>[\w' -]+?)\s+(?:role|job|position|gig)"  # "the new CTO role"
    r"|(?:joining|starting\s+at|(?:new\s+)?(?:job|role|position)\s+(?:at|with))\s+(?P<org>.+)"
    r"|(?:move|moving|relocating|relocation)\s+to\s+(?P<place>.+))$",
    _I,
))
_ARTICLE = re.compile(r"^(?:a|an|the)\s+", _I)
_NOT_A_NAME = frozenset({"you", "u", "ya", "all", "everyone", "everybody", "team", "guys", "folks", "mate", "on"})


def well_wished(text: str) -> str | None:
    """What a wish keeps: "" when every piece of ``text`` is a wish or a reaction with nothing
    to keep; the plain statement of the news a congratulation names ("congrats to Ana on her
    promotion to VP" -> "Ana got promoted to VP"); None when ``text`` is more than wishes."""
    news: list[str] = []
    pieces = [p for p in (_clean(p) for p in _PIECES.split(text)) if p]
    if not pieces:
        return None
    for piece in pieces:
        bare = _LEAD.sub("", piece)  # "oh congrats", "ok thanks so much"
        said = _news(piece) or _news(bare)
        if said is not None:
            news.append(said)
        elif not (_wish(piece) or _wish(bare)):
            return None
    return news[0] if len(news) == 1 else "" if not news else None


def _clean(piece: str) -> str:
    return " ".join(_NOISE.sub(" ", piece).split())


def _wish(piece: str) -> bool:
    if _OBLIGED.search(piece) or _THANKED_FOR_DOING.match(piece):
        return False
    done = _FOR_DOING.search(piece)  # "kudos to Raj for fixing the vpn": the vpn may be fixed
    if done is not None and _base(done["v"].lower()) & (TODO_VERBS - _KIND_DEEDS):
        return False
    return bool(_WISH.match(piece))


def _base(gerund: str) -> set[str]:
    """The plain forms "fixing" may come from: "fix", "fixe"; "booking": "book"; "making": "make"."""
    stem = gerund[:-3]
    return {stem, stem + "e", stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else stem}


def _news(piece: str) -> str | None:
    """ "congrats to Ana on her promotion to VP" -> "Ana got promoted to VP"; None unless the
    piece congratulates someone named on a role (a word of :data:`ROLE_WORDS`), an employer
    or a place."""
    m = _NEWS.match(piece)
    if m is None or m["who"].lower() in _NOT_A_NAME or _OBLIGED.search(piece):
        return None
    role = m["role"] or m["role2"] or m["role3"]
    if role is not None:
        role = _ARTICLE.sub("", role)
        return f"{m['who']} got promoted to {role}" if ROLE_WORDS.search(role) else None
    if m["org"] is not None:
        return f"{m['who']} joined {m['org']}"
    return f"{m['who']} moved to {m['place']}"
