"""Trouble said by what a system gives back or by a reading gone past its limit, rather than
with "broken": "help center search returns nothing", "the report comes back empty", "the lookup
gives no results", "payroll export is spitting out garbage numbers"; "prod db cpu pegged at
100%", "kafka consumer lag is through the roof",
"latency on the api is high", "disk on build-2 maxed out".

A result: a thing, a verb of giving back, and an empty result ("nothing", "no results", "zero
hits"); "nothing" only of a system ("the shop returns nothing" is its policy). A wrong result
("garbage numbers", "gibberish", "wrong totals") only of a system or a machine that outputs
("Tom keeps giving wrong answers" is a person).

A reading: a measure a system is watched by ("cpu", "lag", "latency", "error rate", "queue",
"memory") with what it belongs to before it, and a word that it is past its limit ("pegged",
"maxed out", "through the roof", "at 100%", "high", "spiking"). "high" alone counts only after
such a measure ("the price is high" is no fault). The topic is the thing with its measure
("kafka consumer lag"), so a later "lag cleared" finds it.

Hand-written: both are closed lists of the words chat uses; each reading is gated by a word set
so other clauses pay nothing.
"""

from __future__ import annotations

import re

from memory.understanding._degree import DEGREE
from memory.understanding._kin import KIN
from memory.understanding._phrases import _I, _phrase, _plausible
from memory.understanding.intents import OpenEpisode, ResolveEpisode

_WORD = r"[\w&.-]+"
# whose or where the thing is, said first: "the clinic's blood pressure machine" (never "'s" for "is": "the
# printer's just printing blank pages")
_OWNER = (
    r"(?:[\w&.-]+['’]s\s+(?!(?:just|still|now|been|always|constantly|randomly|suddenly|also|again|not|never|really"
    r"|gone|got|only|all)\b))"
)
_THING = rf"(?:(?:the|my|our|this|that)\s+)?(?P<t>{_OWNER}?{_WORD}(?:\s+{_WORD}){{0,4}}?)"

# what a system gives back: "returns", "is returning", "comes back with", "shows"
_GIVES = (
    r"(?:is\s+|are\s+|keeps\s+|'s\s+|'re\s+)?(?:returns?|returning|returned|gives|giving|gave|shows|showing|showed"
    r"|brings\s+up|bringing\s+up|finds|found|comes\s+back\s+with|coming\s+back\s+with|came\s+back\s+with|loads"
    r"|loading)"
)
# an empty result only: errors and codes given back ("returning 500s") are read with the other
# faults (:mod:`._episodes`), which keep the code in the topic
_EMPTY = (
    r"nothing(?:\s+at\s+all)?|no\s+(?:results?|hits|matches|data|rows)|zero\s+(?:results|hits|matches)|0\s+results"
    r"|(?:an?\s+)?empty\s+(?:list|page|results?)|blank\s+results"
)
_GIVES_NOTHING = re.compile(
    rf"^{_THING}\s+{_GIVES}\s+(?P<r>{_EMPTY})(?P<rest>(?:\s+(?:again|now|today|at\s+all|anymore|any\s+more"
    r"|for\s+(?:anything|any\s+\w+|everything)|every\s+time|this\s+morning))*)[\s!.…]*$",
    _I,
)
# "the report comes back empty", "search results are blank"
_COMES_EMPTY = re.compile(
    rf"^{_THING}\s+(?:comes?|came|is\s+coming|keeps\s+coming)\s+back\s+(?P<r>empty|blank)(?:\s+(?:again|now|today))*"
    r"[\s!.…]*$",
    _I,
)
# a wrong result: "payroll export is spitting out garbage numbers", "the till keeps printing gibberish",
# "the report's giving wrong totals": the output of a system or a machine, never of a person
_OUTPUTS = (
    r"(?:is\s+|are\s+|keeps\s+|'s\s+|'re\s+|has\s+been\s+|just\s+)?(?:spitting\s+out|spits\s+out|spat\s+out"
    r"|churning\s+out|pumping\s+out|putting\s+out|printing|prints|printed|producing|produces|produced|generating"
    r"|generates|generated|outputting|outputs|returning|returns|returned|giving(?:\s+me|\s+us)?|gives|gave"
    r"|showing|shows|showed|displaying|displays|calculating|calculates|calculated|spewing(?:\s+out)?|throwing\s+out)"
)
_BAD = (
    r"(?:(?:total|complete|absolute|utter|pure)\s+)?(?:garbage|gibberish|nonsense|junk|rubbish|garbled|corrupt(?:ed)?"
    r"|scrambled|bogus|wrong|incorrect|weird|random|crazy|impossible|negative|duplicated?|blank|empty|mangled)"
)
_RESULT_NOUN = (
    r"numbers|figures|totals?|values|amounts|sums|data|results?|output|characters|chars|text|symbols|dates|prices"
    r"|rows|records|entries|pages|reports?|files?|payslips|invoices|receipts|labels|balances?|readings?|answers?"
)
_GIVES_WRONG = re.compile(
    rf"^{_THING}\s+{_OUTPUTS}\s+(?:(?:some|all|the|these|lots\s+of|loads\s+of|a\s+lot\s+of|only)\s+)*"
    rf"(?P<r>{_BAD}(?:(?:\s+|\s*,\s*|\s+and\s+){_BAD})*(?:\s+(?:{_RESULT_NOUN}))?|(?:{_RESULT_NOUN})\s+that\s+make"
    r"\s+no\s+sense)(?P<rest>(?:\s+(?:again|now|today|every\s+time|this\s+morning|since\s+.+|for\s+.+|on\s+.+"
    r"|in\s+.+))*)[\s!.…]*$",
    _I,
)
# a machine that outputs: with :data:`_SYSTEM`, the things a wrong result is a fault of
_MACHINE = re.compile(
    r"\b(?:printer|till|pos|scale|scales|meter|calculator|machine|spreadsheet|sheet|formula|macro|payroll|invoicing"
    r"|billing|software|program|model|device|terminal|reader|scanner|thermostat|gauge|counter|tracker)\b",
    _I,
)
_BAD_WORDS = frozenset({
    "garbage", "gibberish", "nonsense", "junk", "rubbish", "garbled", "corrupt", "corrupted", "scrambled", "bogus",
    "wrong", "incorrect", "weird", "random", "crazy", "impossible", "negative", "duplicate", "duplicated", "blank",
    "empty", "mangled", "sense",
})  # fmt: skip
_GIVE_WORDS = frozenset({"returns", "return", "returning", "returned", "gives", "giving", "gave", "shows", "showing",
                         "showed", "finds", "found", "comes", "coming", "came", "loads", "loading", "brings",
                         "bringing"})  # fmt: skip

# a measure a system is watched by, said last in its thing: "prod db cpu", "consumer lag"
_MEASURE = (
    r"cpu|cpu\s+usage|cpu\s+load|load|load\s+average|memory|memory\s+usage|mem|ram|disk|disk\s+usage|disk\s+space"
    r"|storage|swap|lag|latency|response\s+times?|error\s+rate|error\s+count|errors|5xx|5xxs|queue|queue\s+depth"
    r"|backlog|iowait|io\s+wait|heap|gc|temperature|temp|temps"
)
# past its limit: "pegged at 100%", "maxed out", "through the roof", "spiking", "high"
_PAST_LIMIT = (
    r"pegged(?:\s+at\s+\d{2,3}\s*%)?|maxed(?:\s+out)?|through\s+the\s+roof|off\s+the\s+(?:charts?|scale)|sky[\s-]?high"
    r"|spiking|spiked|skyrocketing|climbing|(?:very\s+|really\s+|way\s+too\s+|too\s+|super\s+|crazy\s+|insanely\s+)?high"
    r"|at\s+(?:9\d|100)\s*%|(?:9\d|100)\s*%|full|through\s+the\s+ceiling|going\s+crazy|going\s+nuts"
)
_READING = re.compile(
    rf"^(?:(?:the|our|my)\s+)?(?P<t>(?:{_WORD}\s+){{0,3}}?(?:{_MEASURE}))(?P<on>\s+(?:on|for|in|of)\s+(?:the\s+)?"
    rf"{_WORD}(?:\s+{_WORD})??)?(?:'s|\s+is|\s+are|\s+has\s+been|'s\s+been|\s+was|\s+keeps)?(?:\s+(?:still|now|just"
    rf"|completely|totally|almost|nearly|practically|basically|getting|{DEGREE}))*\s+(?P<v>{_PAST_LIMIT})(?P<rest>(?:\s+(?:again|now|today|all\s+day|this\s+morning"
    r"|since\s+\w+|on\s+\w+|for\s+\w+))*)[\s!.…]*$",
    _I,
)
_READING_WORDS = frozenset({
    "pegged", "maxed", "roof", "charts", "chart", "scale", "sky", "skyhigh", "spiking", "spiked", "skyrocketing",
    "climbing", "high", "full", "ceiling", "crazy", "nuts",
})  # fmt: skip
# "lag cleared", "cpu's back to normal", "latency is down again": the reading come right
_BACK_DOWN = re.compile(
    rf"^(?:(?:the|our|my)\s+)?(?P<t>(?:{_WORD}\s+){{0,3}}?(?:{_MEASURE}))(?:'s|\s+is|\s+are|\s+has)?(?:\s+(?:finally|now))?"
    r"\s+(?:cleared|cleared\s+up|gone|gone\s+down|back\s+(?:down|to\s+normal)|down\s+again|normal\s+again|dropped"
    r"|dropped\s+back|settled(?:\s+down)?|recovered|caught\s+up)(?:\s+(?:again|now|finally|at\s+last))*[\s!.…]*$",
    _I,
)
_BACK_WORDS = frozenset({"cleared", "gone", "back", "down", "normal", "dropped", "settled", "recovered", "caught"})
_PEOPLE_START = re.compile(r"^(?:i|we|you|he|she|they|it|everyone|nobody|someone|my\s+(?:" + KIN + r"))\b", _I)
_NAME = re.compile(r"(?-i:[A-ZÀ-Ý][a-zà-ÿ'-]+)")  # one capitalised word: a person as likely as a thing
# a body's or a person's readings are no system's: "my temperature is high", "his temp is high"
_BODY = re.compile(r"\b(?:my|his|her|their|your|baby's|the\s+baby's|patient's|fever|body)\b", _I)
_MAX_WORDS = 12
# measures a body or a room has too: only of a thing named before them ("server temp is high"), or
# on one ("load on the box"), never alone ("temperature is high", "memory's full")
_SHARED_MEASURE = re.compile(r"^(?:temperature|temp|temps|memory|mem|load|storage|backlog|queue|disk|errors)$", _I)
# what gives back "nothing" as a fault is a system ("the shop returns nothing" is its policy)
_SYSTEM = re.compile(
    r"\b(?:search|api|apis|query|queries|endpoint|report|reports|page|site|website|app|portal|lookup|filter|db"
    r"|database|server|system|dashboard|feed|export|script|job|tool|scanner|sensor|crm|erp|sql|index|catalog|catalogue"
    r"|results|sync|integration|webhook|bot|chatbot|form|autocomplete|map|maps|inbox|calendar|drive|pipeline|build)\b",
    _I,
)
_FAULTY_RESULT = re.compile(r"\b(?:results?|hits|matches|rows|empty|blank)\b", _I)  # a result said empty: a system's


def poor_result(s: str) -> OpenEpisode | ResolveEpisode | None:
    """The issue an empty result or a reading past its limit opens, a reading come right
    resolves, or None."""
    said = s.strip()
    if len(said.split()) > _MAX_WORDS:
        return None
    words = set(re.findall(r"[a-z]+", said.lower()))
    m = (_GIVES_NOTHING.match(said) or _COMES_EMPTY.match(said)) if words & _GIVE_WORDS else None
    if m is not None and _thing(m["t"]) and (_SYSTEM.search(m["t"]) or _FAULTY_RESULT.search(m["r"])):
        return OpenEpisode(_phrase(m["t"]), m["r"].strip())
    m = _GIVES_WRONG.match(said) if words & _BAD_WORDS else None
    if m is not None and _thing(m["t"]) and (_SYSTEM.search(m["t"]) or _MACHINE.search(m["t"])):
        return OpenEpisode(_phrase(m["t"]), m["r"].strip())  # "payroll export is spitting out garbage numbers"
    if _BODY.search(said):
        return None  # "my temperature is high": a body's reading, no system's
    m = _READING.match(said) if words & _READING_WORDS else None
    if m is not None and _thing(m["t"]) and (m["on"] or not _SHARED_MEASURE.match(m["t"].strip())):
        return OpenEpisode(_phrase(m["t"] + (m["on"] or "")), m["v"].strip())
    m = _BACK_DOWN.match(said) if words & _BACK_WORDS else None
    if m is not None and _thing(m["t"]) and not _SHARED_MEASURE.match(m["t"].strip()):
        return ResolveEpisode(_phrase(m["t"]))
    return None


def _thing(words: str) -> bool:
    said = words.strip()
    return not _PEOPLE_START.match(said) and not _NAME.fullmatch(said) and _plausible(said, max_words=6)
