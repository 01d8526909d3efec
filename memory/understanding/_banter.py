"""Banter the readers could take for a to-do, a fact or an issue: a social debt ("yaima owes me a
dance after last night", "i owe yusimí big time", "i owe the universe an apology"), a joke title
or its prize ("the kerupuk champion's trophy is a plastic bucket") or a bragged record ("dayron got
promoted to official domino champion of the block 🏆", "my cat is the boss of this house", "my abuela's
dominoes crew has been undefeated since 1998", "got promoted to 150cc in mario kart", "my cousin got
promoted to captain of his football team") and a
thing whose breaking was the point or was enjoyed ("the piñata's broken, kids loved it").

None of it is anything to keep: a debt of a dance or of gratitude has nothing to do by anyone, a
title of a game or of a household is no post, and a breakage the user enjoyed is no trouble.
Hand-written: closed lists of what is owed in jest, of titles and of their playful scopes (a game,
a household), and of the words that say a breakage went as it should; what decides is the
structure (what is owed, a title's head and its scope, a break and its cheer), never one phrase.
"""

from __future__ import annotations

import re

from memory.understanding._kin import AMBIGUOUS_KIN, KIN_WORDS, alternation
from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, NewCommitment, OpenEpisode, StateClaim, Unclear

# owed in jest or in gratitude, nothing to hand over: "owes me a dance", "i owe Ana one", "owe him big time"
_JEST_DEBT = (
    r"(?:(?:a|an|one|another)\s+)?(?:dance|drink|beer|pint|round|coffee|hug|kiss|favou?r|solid)s?"
    r"|one|big\s*time|my\s+life|a\s+lot|so\s+much|everything|the\s+world|an\s+apology"
)
_OWED_IN_JEST = gated(re.compile(
    r"\bowes?\s+(?:me|us|him|her|them|you|(?:(?:my|the)\s+)?[\w'-]+)\s+(?:" + _JEST_DEBT + r")"
    r"(?!\s+(?:of|more|extra|by|before|until|till|on)\b)(?=\W|$)",  # "owe Sam one more pass by fri": a to-do
    _I,
))
# a bite owed, said with a laugh: "Kemar owes me a patty from last week lol", "u owe me a slice haha"
_OWED_TREAT = gated(re.compile(
    r"\bowes?\s+(?:me|us|him|her|them|you|u|(?:(?:my|the)\s+)?[\w'-]+)\s+(?:(?:a|an|one|another|some|two|2)\s+)?"
    r"(?:patty|patties|pizza|slice|burger|taco|tacos|donut|doughnut|cookie|biscuit|samosa|pie|sandwich|sarnie|ice\s*cream"
    r"|lunch|dinner|breakfast|brunch|meal|snack|cake|croissant|kebab|burrito|chips|fries|bun|roti|doubles|plate|boba"
    r"|bubble\s+tea|chocolate|candy|sweets|cupcake|bagel|empanada|arepa|pastel|dumplings?)s?\b",
    _I,
))
_LAUGHED = gated(re.compile(r"\b(?:lol+|lmao+|lmfao|rofl|haha\w*|hehe\w*|jk)\b|😂|🤣|😅|😆|😜|😉", _I))
# a title's head ("champion", "queen", "boss") …
_TITLE_HEAD = (
    r"champion|champ|champs|king|queen|boss|master|legend|mvp|goat|ruler|overlord|emperor|empress|royalty|pro"
)
# … said of a game or a pastime ("domino champion", "karaoke queen") …
_PASTIME = (
    r"dominoe?s?|chess|checkers|draughts|cards?|poker|uno|scrabble|monopoly|karaoke|trivia|quiz|pub\s+quiz|darts"
    r"|pool|snooker|ping\s*pong|table\s+tennis|beer\s+pong|bbq|barbecue|grill|mario\s+kart|fifa|video\s*games?"
    r"|bingo|bowling|dance[\s-]?off|eating|napping|nap|sleeping|gossip|memes?|snack(?:ing|s)?|tiktok|fantasy"
    # a dish or a kitchen contest: "the plov champion", "pancake king", "the bake-off queen"
    r"|plov|pilaf|pilau|biryani|paella|curry|chill?i|jollof|pancakes?|waffles?|ramen|sushi|dumplings?|pizza|burgers?"
    r"|wings|hot[\s-]?dogs?|pies?|cookies?|cakes?|baking|cooking|bake[\s-]?off|cook[\s-]?off|chilli[\s-]?off"
    r"|crackers?|kerupuk|krupuk|crisps"
    # a fair's or a party's games: "the undisputed tug of war champion", "sack race queen"
    r"|tug[\s-]of[\s-]war|sack[\s-]races?|egg[\s-]and[\s-]spoon|three[\s-]legged(?:\s+races?)?|greased[\s-]pole"
    r"|arm[\s-]wrestling|thumb[\s-]wars?|musical\s+chairs|limbo|hula[\s-]?hoop(?:ing)?|rock[\s-]paper[\s-]scissors"
    r"|hide[\s-]and[\s-]seek|charades|pictionary|spelling\s+bee"
)
# … or of a household or a neighbourhood ("boss of this house", "king of the block")
_PLAYFUL_SCOPE = (
    r"of\s+(?:the|this|our|my|his|her|their)\s+(?:block|house|household|home|family|street|hood|neighbou?rhood|sofa"
    r"|couch|kitchen|group\s+chat|barrio|building|yard|garden)"
)
# … and the heads that are never a post, whatever they rule: "queen of the jerk pan at the cookout",
# "the GOAT of fantasy football", "king of the grill" ("master of ceremonies", "champion of the rollout" are
# posts, so those heads need a pastime or a playful scope)
_ROYAL_HEAD = r"king|queen|emperor|empress|overlord|royalty|goat|god|goddess|prince|princess|legend|mvp"
# … but never a name: "Queen of Peace" (a school, a parish), "Prince of Wales" (a pub) name what they are of capitalised
_NOT_A_NAME = r"(?!\s+(?-i:[A-Z])[\w'-]*)"
_JOKE_TITLE = re.compile(
    r"\b(?:(?:" + _PASTIME + r")\s+(?:[\w-]+\s+)?(?:" + _TITLE_HEAD + r")\b"
    # "undisputed" is said of a contest's title, never of a post: "the undisputed coconut husking champion"
    + r"|\bundisputed\s+(?:[\w-]+\s+){0,3}(?:" + _TITLE_HEAD + r")\b"
    + r"|(?:" + _TITLE_HEAD + r")\s+" + _PLAYFUL_SCOPE
    + r"|(?:" + _TITLE_HEAD + r")\s+(?:of|at)\s+(?:" + _PASTIME + r")\b"
    + r"|^(?:(?:the|a|an|our|my|their|his|her|undisputed|reigning|official|new|local|resident)\s+)*(?:"
    + _ROYAL_HEAD + r")\s+of\b" + _NOT_A_NAME + r")",
    _I,
)
# … said in a sentence: "Tameka got promoted to queen of the jerk pan", "Marcus is the king of the grill"
_ROYAL_SAID = re.compile(
    r"\b(?:promoted\s+to|crowned|named|dubbed|became|(?:is|'s|are|'re|was)(?:\s+now)?)\s+(?:(?:the|a|an|our|my|undisputed"
    r"|reigning|official|new|local|resident)\s+)*(?:" + _ROYAL_HEAD + r")\s+of\b" + _NOT_A_NAME,
    _I,
)
# a rank in a game or a sports team: "got promoted to 150cc in mario kart", "my cousin got promoted to captain of
# his football team", "made vice-captain of the netball side" (a team's post is no job the user keeps a fact of)
_SPORT = (
    r"football|soccer|footy|cricket|rugby|netball|basketball|hockey|baseball|softball|volleyball|handball|water\s+polo"
    r"|lacrosse|ultimate|frisbee|dodgeball|rounders|kickball|futsal|bowls|curling|quidditch|esports?|fantasy\s+\w+"
)
_GAME_RANK_SAID = re.compile(
    r"\b(?:promoted\s+to|made|named|picked\s+as|voted)\s+[\w\s'-]{1,30}?\s+(?:in|at|on|of|for)\s+(?:(?:the|his|her|my|our"
    r"|their|your)\s+)?(?:(?:local|school|uni|work|office|sunday|pub|club|under-?\d+|u\d+|kids'?|village|five-a-side)\s+)*"
    r"(?:(?:" + _SPORT + r")(?:\s+(?:team|club|league|squad|side|xi))?|(?:" + _PASTIME + r"))\b",
    _I,
)
# a figure of speech for how someone is: "Orville's a broken record w/ his cricket stats", "my dad is a
# night owl", "she's a pain in the neck" (no post, no name)
_FIGURE = re.compile(
    r"^(?:(?:a|an|the|such\s+a|total|real|complete|absolute|bit\s+of\s+a)\s+)*(?:broken\s+record|pain\s+in\s+the\s+\w+"
    r"|night\s+owl|early\s+bird|couch\s+potato|drama\s+queen|social\s+butterfly|know[\s-]it[\s-]all|wet\s+blanket"
    r"|party\s+animal|team\s+player|force\s+of\s+nature|open\s+book|dark\s+horse|lone\s+wolf|smart\s+cookie"
    r"|tough\s+cookie|hot\s+mess|big\s+softie|softie|sweetheart|character|handful|riot|hoot|scream)\b",
    _I,
)
# what a game's winner gets: "the kerupuk champion's trophy", "the sack race queen's prize"
_PRIZE = re.compile(r"(?:trophy|trophies|prize|crown|belt|medal|cup|reward|sash|title)", _I)
# a record bragged of: "undefeated since 1998", "unbeaten all season"
_UNBEATEN = r"undefeated|unbeaten|unstoppable|invincible"
_RECORD = re.compile(r"^(?:still\s+|totally\s+)?(?:" + _UNBEATEN + r"|the\s+champions?)\b", _I)
_RECORD_SAID = re.compile(r"\b(?:" + _UNBEATEN + r")\b", _I)
# kin words that name no post too ("partner" is a rank at a firm)
_FAMILY = alternation(KIN_WORDS - AMBIGUOUS_KIN - {"partner"})
# a place in the family told as a post: "Sina got promoted to grandma status", "Tom became a dad",
# "Lena's now a big sister" (a birth in the family, no job)
_FAMILY_RANK = re.compile(
    r"^(?:(?:a|an|the)\s+)?(?:(?:proud|new|big|little|first-time|official|great)\s+)*"
    r"(?:" + _FAMILY + r"|godmother|godfather|godparent|great-grand\w+)(?:\s+(?:status|duties|mode|life))?$",
    _I,
)
# … and said in a sentence: "got promoted to grandma status", "became a dad", "is now a big sister"
_FAMILY_RANK_SAID = re.compile(
    r"\b(?:promoted\s+to|became|become|becoming|made|(?:is|'s|are|'re)\s+now)\s+"
    + _FAMILY_RANK.pattern.removeprefix("^").removesuffix("$") + r"(?!['\w-])",
    _I,
)
# what is made to be broken: "the piñata", "the wishbone", "a christmas cracker"
_MADE_TO_BREAK = re.compile(
    r"\b(?:pi[ñn]atas?|wishbones?|(?:christmas\s+)?crackers?|fortune\s+cookies?|glow\s*sticks?|party\s+poppers?)\b", _I
)
# a breakage enjoyed: "kids loved it", "had a blast", "was a hit", "worth it", "on purpose"
_CHEERED = re.compile(
    r"\b(?:(?:kids|they|we|everyone|everybody|the\s+\w+)\s+)?(?:loved|adored)\s+it\b|\bhad\s+(?:a\s+blast|so\s+much\s+fun"
    r"|a\s+great\s+time)\b|\b(?:was|were)\s+(?:a\s+(?:hit|blast)|epic|amazing|hilarious|the\s+best)\b"
    r"|\b(?:so\s+much\s+fun|so\s+fun|worth\s+it|on\s+purpose|as\s+planned|mission\s+accomplished)\b",
    _I,
)


def banter(intent: Intent, sentence: str) -> bool:
    """Whether ``intent`` (read from ``sentence``) is only banter: a debt owed in jest, a joke
    title or a bragged record, or a breakage that was the point or was enjoyed."""
    kept = intent.proposal if isinstance(intent, Unclear) else intent
    owed = _OWED_TREAT.search(sentence)
    if isinstance(intent, Unclear) and kept is None and owed is not None and _LAUGHED.search(sentence) is not None:
        return owed[0].split()[-1].casefold() in intent.text.casefold()  # "… a patty from last week lol": when?
    if isinstance(kept, NewCommitment):
        if owed is not None and _LAUGHED.search(sentence) is not None:
            return True  # "Kemar owes me a patty from last week lol"
        return _OWED_IN_JEST.search(sentence) is not None
    if isinstance(kept, StateClaim):
        if kept.predicate == "role" and _FAMILY_RANK.match(kept.value):
            return True
        if _FIGURE.match(kept.value):
            return True  # "my dad is a broken record about the gutters"
        if _JOKE_TITLE.search(kept.subject) and (_PRIZE.fullmatch(kept.predicate) or _LAUGHED.search(sentence)):
            # "the kerupuk champion's trophy is a plastic bucket": the game's prize ("the chess champion's
            # name is Ding" is who someone is)
            return True
        return _JOKE_TITLE.search(kept.value) is not None or _RECORD.match(kept.value) is not None
    if isinstance(kept, OpenEpisode):
        return _MADE_TO_BREAK.search(kept.topic) is not None or _CHEERED.search(sentence) is not None
    return False


def jest(text: str) -> bool:
    """Whether ``text`` names a joke title, a debt owed in jest or a bragged record ("dayron got
    promoted to official domino champion of the block"): with nothing else read in it, nothing to
    ask about."""
    said_as = (_JOKE_TITLE, _ROYAL_SAID, _OWED_IN_JEST, _RECORD_SAID, _FAMILY_RANK_SAID, _GAME_RANK_SAID)
    if _OWED_TREAT.search(text) is not None and _LAUGHED.search(text) is not None:
        return True  # "Kemar owes me a patty from last week lol"
    return any(said.search(text) is not None for said in said_as)


def without_game_rank(text: str) -> str:
    """``text`` without the rank in a game or a sports team it tells of ("got promoted to 150cc in mario
    kart": "got"), for the checks that a figure in it would take for a date or an amount."""
    return _GAME_RANK_SAID.sub(" ", text)
