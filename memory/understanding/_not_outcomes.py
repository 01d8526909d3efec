"""Messages about a to-do that change nothing, so recap neither stores nor asks: progress
("almost done with the slides", "halfway through the marking", "slides are coming along nicely", "crib's half
built, missing 2 screws", "first side of the fence is done", "kids' room: tape's up, paint's open", "started
the toast, 2 paragraphs in", "tent's packed, still need the stove"), a
to-do still not done ("still haven't called the council ugh", "not done the tax return yet"), a thought about
doing it ("if I book the boiler service now it'll be cheaper", "if the committee pushes their
meeting I might send the budget later"), an idea dropped ("scratch that idea of a second
clinic"), and a plan said again ("ill
probably do the gate latch saturday like i said": the to-do as it was).

A plan said to stand ("drinks with Sam is a go", "friday's still on", "the bbq is going ahead")
changes nothing either.

Also a change only thought of ("might push the passport thing, not sure yet"), a call or a
message about something else ("Yusuf called me about something else entirely"), and a to-do
forgotten ("forgot to cancel the gym ugh").

The to-do stays open as it was; asking "Did that finish one of these?" about a message that
says it did not would be the wrong question (:func:`memory.asks.never_silent`).
"""

from __future__ import annotations

import re

from memory.understanding._not_settled import denied
from memory.understanding._phrases import _I
from memory.understanding._unreached import unreached
from memory.words import content_words

__all__ = ["made_ready", "not_an_outcome", "part_done", "rest_left"]

_LEAD = re.compile(r"^(?:(?:ugh|argh|urgh|ok|so|well|still|and)\W+)*", _I)
# part done, with what is left after it: "crib's half built, missing 2 screws", "fence is partly painted"
# a job's things got ready: "tape's up", "paint's open", "dust sheets are down", "tools laid out" (never what a
# chore puts out: "the bins are out", "boxes are out" may be the chore done)
_READIED = (
    r"(?:the\s+|my\s+|our\s+)?(?:(?:masking|painter's|painters)\s+)?(?:tape|paint|paints|dust\s*sheets?"
    r"|drop\s*cloths?|brushes|brush|rollers?|roller\s+tray|ladder|step\s*ladder|tools|toolbox|bubble\s+wrap"
    r"|suitcases?|ingredients|supplies|materials|sandpaper|filler)(?:'s|'re|\s+is|\s+are)?\s+"
    r"(?:all\s+)?(?:up|down|out|open|opened|ready|laid\s+out|set\s+up|prepped|mixed|on\s+the\s+floor)"
)
_MADE_READY = re.compile(r"^(?:" + _READIED + r")(?:\s*(?:,|;|\s&|\s+and)\s*(?:" + _READIED + r"))*[\s!.]*$", _I)
_PART_DONE = re.compile(
    # the first few of them: "got thru the first 3 folders", "sorted the first couple of drawers", "did the first
    # two chapters" (how far, not the end; "the first draft" or "the first aid kit" is a thing of its own)
    r"^(?:(?:i|we)\s+)?(?:(?:only|just|finally|already)\s+)?(?:got\s+(?:through|thru)|went\s+(?:through|thru)"
    r"|worked\s+(?:through|thru)|did|done|finished|[a-z]{3,}ed)\s+(?:the\s+)?(?:first|1st)\s+(?:\d{1,3}|two|three"
    r"|four|five|six|seven|eight|nine|ten|few|couple(?:\s+of)?)\s+[a-z]+\b"
    r"|^[^,;?]{2,60}?(?:'s|\s+is|\s+are|'re)\s+(?:only\s+|about\s+|still\s+)?(?:half|halfway|partly|partially"
    r"|mostly)\s*(?:-|\s)?(?:[a-z]+ed|built|done|written|made|sewn|dug|cut|set\s+up|put\s+up|put\s+together)\b"
    # without the verb, the share ending the clause: "slides about half done", "fence roughly half painted, …"
    r"|^[^,;?]{2,60}?\s+(?:(?:only|about|roughly|around|maybe|like|just\s+about)\s+)?(?:half|halfway|partly"
    r"|partially|mostly)\s*(?:-|\s)?(?:done|finished|complete|written|built|painted|packed)(?=\s*(?:[,;.!]|$))"
    # how far, said of the job by "halfway" alone: "10B marking halfway", "report about half way there"
    r"|^[^,;?]{2,60}?\s+(?:(?:only|about|roughly|around|maybe|like|just\s+about)\s+)?(?:halfway|half\s+way)"
    r"(?:\s+(?:there|through|thru|done))?\W*$"
    # the share alone, as a clause after what the user is at: "working on the net still, half done"
    r"|^(?:(?:only|about|roughly|around|maybe|like|just\s+about)\s+)?(?:half|halfway|partly|partially|mostly|almost"
    r"|nearly)\s*(?:-|\s)?(?:done|finished|complete|there)\W*$"
    # a share of it: "quilt's about 2/3 done", "deck is 80% finished", "the marking's two thirds through"
    # ("100% done" and "3/3 done" are all of it)
    r"|^[^,;?]{2,60}?\s+(?:(?:only|about|roughly|around|maybe|like|just\s+about|nearly|almost|at)\s+)?"
    r"(?:\d{1,2}\s*(?:%|percent|per\s+cent)|(?!(\d)/\1\b)\d/\d{1,2}|a\s+third|two[\s-]thirds|a\s+quarter"
    r"|three[\s-]quarters)\s*(?:of\s+the\s+way\s+)?(?:done|finished|complete|written|built|painted|packed|through"
    r"|thru|there)\b"
    # a count of the things done: "12 of 30 lab reports graded", "marked 12 out of the 30 essays", "12/30 done"
    # ("30 of 30 graded" is all of them)
    r"|^(?:(?:i|we)\s+)?(?:(?:just|only|finally|already|now)\s+)?(?:[a-z]{3,}ed\s+|done\s+|did\s+|got\s+(?:through|thru)\s+)?"
    r"(?:(?:only|about|around|like)\s+)?(?!(?P<all>\d{1,4})\s*(?:of|out\s+of|/)\s*(?:the\s+)?(?P=all)\b)"
    # (never a day opening a line: "11/12 the plumber comes", a thing said after it)
    r"\d{1,4}\s*(?:of|out\s+of|/)\s*(?:the\s+)?\d{1,4}\b(?!\s*(?:am|pm|[:/]|(?:the|a|an|my|our|his|her|their)\b))"
    # a draft, with the work still to do on it: "speech drafted, needs a polish", "slides done but still need a
    # tidy-up", "essay written, needs another pass"
    r"|^[^,;?]{2,60}?(?:\s*[,;]\s*|\s+)(?:but\s+)?(?:(?:it|they)\s+)?(?:still\s+)?needs?\s+(?:a\s+|some\s+|another\s+"
    r"|more\s+|a\s+(?:bit\s+of\s+(?:a\s+)?|final\s+|good\s+|proper\s+))?(?:polish|tidy(?:[\s-]?up)?|tweak(?:ing|s)?"
    r"|edit(?:ing)?|proof(?:read(?:ing)?)?|pass|work|going\s+over|check(?:ing)?|finishing|(?:final\s+)?touches"
    r"|clean[\s-]?up)\b"
    # the job made ready, nothing done yet: "kids' room: tape's up, paint's open", "dust sheets down, rollers out"
    r"|^(?:[^:,;?]{2,30}:\s*)?(?:" + _READIED + r")(?:\s*(?:,|;|\s&|\s+and)\s*(?:" + _READIED + r"))*[\s!.]*"
    r"(?:[^\w\s]+\s*)*$"
    # a first coat on, the rest to come: "first coat's on the nursery walls", "primer's on the fence"
    r"|^(?:the\s+)?(?:(?:first|1st|one|base)\s+(?:coat|layer)|primer|undercoat)(?:\s+of\s+[\w-]+)?(?:'s|\s+is)\s+"
    r"(?:on|done|up|down)\b"
    # a part of the thing, said done: "first side of the fence is done", "painted half the fence", "done
    # with one wall of the bedroom", "most of the boxes packed" (the rest still to do)
    r"|^(?:(?:i|we)\s+)?(?:(?:just|finally|already)\s+)?(?:done\s+with\s+|finished\s+|[a-z]+ed\s+|got\s+|did\s+)?"
    r"(?:the\s+)?(?:(?:first|1st|one)\s+(?:side|half|part|bit|coat|wall"
    r"|section|layer|panel|stretch|few)s?\s+(?:of|on)\s"
    r"|(?:half|part|some|most|a\s+few|a\s+bit|a\s+third|a\s+quarter|two\s+thirds)\s+(?:of\s+)?"
    r"(?:the|my|our|his|her|their)\s)",
    _I,
)
_NOT_AN_OUTCOME = re.compile(
    # progress: "almost done with the slides", "nearly finished the essay", "halfway through X"
    r"^(?:(?:i'm|im|i\s+am|we're|we\s+are)\s+)?(?:almost|nearly|half|mostly|partly|partially|not\s+quite|about)"
    r"\s*(?:-|\s)?(?:done|finished|through|there|complete)\b"
    # "got halfway thru the garage", "made it partway through the marking": how far, not the end
    r"|^(?:(?:i'm|im|i\s+am|we're|we\s+are)\s+|(?:(?:i|we)\s+)?(?:only\s+|just\s+)?(?:got|made\s+it|managed)\s+)?"
    r"(?:about\s+)?(?:halfway|half\s*-?\s*way|partway|part\s+way)\s+(?:through|thru|done|there|into|with)\b"
    # progress as a share: "about 60% thru the crm migration", "deck is 80% done", "3/4 of the way through"
    r"|\b\d{1,2}\s*(?:%|percent|per\s+cent)\s+(?:thru|through|done|finished|complete|there|of\s+the\s+way)\b"
    r"|\b(?:\d/\d|a\s+third|two\s+thirds|a\s+quarter|three\s+quarters)\s+(?:of\s+the\s+way\s+)?(?:thru|through|done)\b"
    # begun, not finished: "started the returns SOP, slow going", "made a start on the tax return"
    r"|^(?:(?:i|we)\s+)?(?:(?:just|finally|only)\s+)?(?:started|began|begun|made\s+a\s+start|kicked\s+off|got\s+going)"
    r"\s+(?:(?:on\s+|with\s+)?(?:the|my|our|a|that|this)\s+[^,;]+?|[a-z]{3,}ing(?:\s+[^,;]+?)?)"
    r"(?:[,;.!-]+\s*(?:slow\s+going|going\s+slow(?:ly)?"
    r"|long\s+way\s+to\s+go|lots?\s+(?:left|to\s+do|more\s+to\s+do)|more\s+(?:tmrw|tomorrow|later)"
    # how big or hard it is: "it's a long one", "it's massive", "what a slog", "dense stuff"
    r"|(?:(?:it's|its|it\s+is|they're|theyre|this\s+is|that's|thats)\s+)?(?:a\s+)?(?:(?:really|very|so|pretty|quite|super"
    r"|v|real|seriously|proper|bit\s+of\s+a|a\s+bit)\s+)*(?:long|big|huge|massive|dense|heavy|hard|tough|boring|dry"
    r"|beast|monster|slog|chunky|thick|tome|brick|doozy|whopper|mission|lot)(?:\s+(?:one|read|job|task|stuff))?"
    r"(?:\s+(?:lol|tbh|ngl|honestly|ugh))?"
    r"|what\s+a\s+(?:slog|mission|faff|beast|monster|tome|doozy|brick|chore)"
    # how it looks so far: "pretty rough so far", "v messy", "wip"
    # how far in: "2 paragraphs in", "a couple of pages in", "three slides in so far"
    r"|(?:\d+|a|one|two|three|four|five|six|a\s+few|a\s+couple(?:\s+of)?)\s+[a-z]+\s+in(?:\s+(?:so\s+far|already|now))?"
    r"|[^,;]{0,30}\b(?:so\s+far|for\s+now|wip|in\s+progress)|(?:pretty\s+|quite\s+|very\s+|v\s+|a\s+bit\s+|bit\s+"
    r"|still\s+|kinda\s+)?(?:rough|messy|basic|ugly|a\s+mess)|(?:will\s+)?finish"
    r"\w*\s+\w+(?:\s+\w+)?)|\s*$)"
    r"|^(?:(?:i'm|im|i\s+am|we're|we\s+are)\s+)?(?:making\s+(?:good\s+|some\s+|decent\s+|great\s+|slow\s+|real\s+)?"
    r"progress|getting\s+there)\b"
    # progress said of the thing: "slides are coming along nicely", "the report is going well so far"
    r"|^[^,;?]{2,60}?(?:'s|\s+is|\s+are|'re)?\s+(?:coming\s+along|going\s+(?:well|ok|okay|fine|great|nicely|smoothly"
    r"|slowly|alright|all\s+right)|shaping\s+up|taking\s+shape|progressing|getting\s+there|(?:almost|nearly)\s+"
    r"(?:there|done|finished)|half\s*(?:-|\s)?(?:done|finished|written))(?:\s+(?:nicely|well|slowly|fine|ok|great"
    r"|so\s+far|now|at\s+last|finally|actually|tbh))*[\s!.👍🙌🎉💪]*$"
    # nearly done, with what is left: "fence is nearly done, one more coat", "deck's almost finished - just the charts"
    r"|^[^,;?]{2,60}?(?:'s|\s+is|\s+are|'re)\s+(?:almost|nearly|pretty\s+much|mostly)\s+(?:done|finished|there"
    r"|complete)\s*(?:,|;|\s[-–—])\s*[^?]{2,60}$"
    # a first small part: "got a first line for the toast at least", "wrote the opening paragraph, slow going"
    r"|^(?:(?:i|we)\s+)?(?:(?:only|just|finally)\s+)?(?:got|have|wrote|written|did|done|made|drafted)\s+(?:a|the|my|an)"
    r"\s+(?:first|opening|rough\s+first)\s+(?:line|sentence|paragraph|page|bit|verse|slide|few\s+lines"
    r"|couple\s+of\s+(?:lines|sentences|slides))s?\b"
    # a part done, with the rest of the job's things still needed: "tent's packed, still need the stove and
    # sleeping bags", "wrapped the parcels, just need stamps now" ("…, still need to call Ana" is another to-do)
    r"|^[^,;?]{2,60}?[,;]\s*(?:but\s+)?(?:(?:i|we)\s+)?(?:still|just|only)\s+(?:need|needs|missing|want)\s+"
    r"(?!to\b|(?:a|some)\s+(?:nap|break|rest|drink|coffee|holiday|sleep|lie[\s-]in)\b)[^,;?]{2,60}$"
    # a part done and the rest still not: "act 1 lines memorised, act 2 still shaky", "intro written but the
    # conclusion still a mess"
    r"|^[^,;?]{2,60}?(?:,|;|\s+but)\s*(?:but\s+)?(?:the\s+)?[^,;?]{2,40}?\s+(?:is\s+|are\s+|'s\s+)?still\s+(?:a\s+bit\s+|pretty\s+"
    r"|quite\s+|very\s+|v\s+|kinda\s+)?(?:shaky|rough|wobbly|a\s+mess|messy|patchy|to\s+(?:do|go|write|finish)|left|not\s+done"
    r"|undone|unfinished|incomplete|pending|outstanding|missing|blank|empty|wip|in\s+progress|needs?\s+work)[\s!.]*$"
    # time spent at it, not done: "been staring at the eulogy draft for an hour", "spent all morning on the deck"
    r"|^(?:(?:i've|ive|i\s+have|i'm|im)\s+)?(?:been\s+)?(?:staring\s+at|plugging\s+away\s+(?:at|on)|chipping\s+away\s+at"
    r"|wrestling\s+with|fighting\s+with|stuck\s+on|grinding\s+(?:on|at|through)|slogging\s+(?:through|away\s+at)"
    r"|working\s+on|going\s+at)\s+(?:the|my|our|that|this|a)\s+[^,;?]{2,60}?\s+(?:for|all)\s+(?:an?\s+|the\s+|\d+\s+|two\s+"
    r"|three\s+|hours|ages|day|morning|afternoon|evening|night|week)"
    r"|^(?:i\s+)?spent\s+(?:all|the\s+whole|the\s+entire|an?|\d+|two|three|hours|ages)\b[^,;?]{0,30}?\s+(?:on|doing|writing"
    r"|working\s+on|staring\s+at)\s+(?:the|my|our|that|this)\s"
    # still not done: "still haven't called the council", "haven't got round to the tax return"
    r"|^(?:(?:i|we)\s+)?(?:still\s+)?(?:haven't|havent|have\s+not|hasn't|hasnt|didn't|didnt|not)\s+"
    r"(?:yet\s+|even\s+)?(?:got\s+(?:a)?round\s+to|managed\s+to|started|done|finished|[a-z]+ed|paid|sent|rung|rang|made"
    r"|bought|written|wrote|got|spoken|told|sold|brought|taken|given|heard|found|met|did|do|pay|send|call|book)\b"
    # still to be done, said of the thing: "confocal still to do", "the tax return is still pending"
    r"|\b(?:still|yet)\s+to\s+(?:do|be\s+done|sort|finish)\b|\bstill\s+(?:pending|outstanding|on\s+(?:the|my)\s+list)\b"
    # begun, said of the thing: "newsletter's started, got the intro down", "the essay's begun at least" (never
    # "… started working again", a thing that came back)
    r"|^[^,;?]{2,40}?(?:'s|\s+is|\s+has|\s+have)\s+(?:been\s+|now\s+|finally\s+)?(?:started|begun|underway"
    r"|under\s+way)(?:\s+(?:at\s+least|now|finally))?(?=\s*(?:[,;.!]|\s[-–—]|$))"
    # the thing still as the chore finds it: "gutters still full of muck", "car's still filthy", "lawn still
    # needs mowing" (a fault still there, "wifi's still down", is an issue's, read by the issue forms)
    r"|^[^,;?]{2,40}?(?:'s|\s+is|\s+are|'re)?\s+still\s+(?:(?:full\s+of|covered\s+in|caked\s+in|thick\s+with)\s+\w+"
    r"|dirty|filthy|grubby|grimy|muddy|dusty|messy|a\s+(?:mess|tip|pigsty|state)|overgrown|untouched|unwashed"
    r"|unpainted|unopened|unpacked|needs?\s+(?:a\s+)?[a-z]+)[\s!.]*$"
    # a change only thought of: "might push the passport thing, not sure yet", "may have to cancel the bbq"
    r"|^(?:(?:i|we)\s+)?(?:might|may|could|maybe|probably|prob|possibly)\s+(?:have\s+to\s+|need\s+to\s+|want\s+to\s+)?"
    r"(?:push|move|bump|shift|postpone|delay|reschedule|cancel|drop|skip|scrap|call\s+off)\b"
    # a call or a message about something else: "Yusuf called me about something else entirely"
    r"|\b(?:about|re|for)\s+(?:something|sth|smth)\s+else\b|\babout\s+an?\s+(?:different|unrelated|other)\s+\w+"
    # forgotten: "forgot to cancel the gym ugh", "totally forgot about the vet"
    r"|^(?:(?:i|we)\s+)?(?:totally\s+|completely\s+|clean\s+)?forgot\s+(?:to|about)\s+\S"
    # a thought: "if I book the boiler service now it'll be cheaper", "maybe I should call the bank"
    r"|^if\s+(?:i|we)\s+(?!(?:don't|dont|forget|haven't|havent|can't|cant)\b)\w+.*\b(?:it'll|it\s+will|it'd|it\s+would"
    r"|will\s+be|would\s+be)\b"
    # what the user would do if someone else did something: "if the committee pushes their meeting I might
    # send the budget later", "if Allegro pays late again I'll charge interest"
    r"|^(?:if|unless|in\s+case)\s+(?!(?:i|we)\b)[^,]{3,80}?,?\s+(?:then\s+)?(?:i|we)\s*(?:'ll|'d|\s+will|\s+would|\s+might"
    r"|\s+may|\s+could|\s+can|\s+should)\b"
    # an idea dropped that was never a to-do: "scratch that idea of opening a second clinic"
    r"|^(?:scratch|forget|drop|scrap|ditch|bin|park)\s+(?:that|the|this|my)\s+(?:idea|thought|notion|brainwave)\b"
    # a plan that stands: "drinks with Sam is a go", "friday's still on", "the bbq is going ahead"
    r"|^[^,;?]{2,60}?(?:'s|\s+is|\s+are|'re)\s+(?:still\s+|definitely\s+|officially\s+|all\s+)?(?:a\s+go|on|a\s+goer"
    r"|going\s+ahead|happening|on\s+track|on\s+schedule|good\s+to\s+go)(?:\s+(?:as\s+planned|then|for\s+now))?"
    r"[\s!.👍🙌🎉]*$"
    # a plan said again: "ill probably do the gate latch saturday like i said", "will ring her fri as planned"
    r"|^(?:(?:i|we)\s*(?:'ll|\s+will)|ill|will|gonna|(?:i'm|im)\s+(?:gonna|going\s+to))\s+.*\b(?:like|as)\s+"
    r"(?:i\s+said|i\s+told\s+you|we\s+said|we\s+agreed|planned|promised|agreed|discussed|arranged)\W*$",
    _I,
)


def not_an_outcome(text: str) -> bool:
    """Whether ``text`` is progress, a to-do still not done (or said not to be: "slide deck isn't
    finished"), a call that reached no one (:func:`memory.understanding._unreached.unreached`),
    a thought about one, or a plan said again."""
    said = _LEAD.sub("", text.strip())
    if _NOT_AN_OUTCOME.search(said) or _PART_DONE.match(said) or unreached(text) or denied(text):
        return True
    first, *rest = re.split(r"\s*[,;]\s*|\s+[-–—]\s+", said)
    if rest and all(_YET_TO_COME.match(part) for part in rest) and not_an_outcome(first):
        return True  # "storage room still a mess, will get there": not done, and the user means to get to it
    return any(_PART_DONE.match(part.strip()) for part in re.split(r"[,;]", said)[1:])  # "…, got thru the first 3"


# the user still means to do it, said after how it stands: "…, will get there", "…, ill get to it tmrw"
_YET_TO_COME = re.compile(
    r"^(?:(?:but|and)\s+)?(?:i'll|ill|i\s+will|we'll|will|gonna|going\s+to)\s+(?:get\s+(?:there|to\s+it|round\s+to\s+it"
    r"|around\s+to\s+it|it\s+done)|finish\s+(?:it|up)|do\s+(?:it|the\s+rest)|sort\s+it(?:\s+out)?|tackle\s+it)"
    r"(?:\s+(?:later|tmrw|tomorrow|eventually|soon|at\s+some\s+point|this\s+week|next\s+week|one\s+day))*[\s!.]*$",
    _I,
)


def part_done(text: str, action: str = "") -> bool:
    """Whether ``text`` says a thing is only part done ("crib's half built, missing 2 screws"), or
    the part of it after a comma that reads ``action`` does ("photo archive is a rabbit hole, got thru
    the first 3 folders"): no to-do of it is finished."""
    if _PART_DONE.match(_LEAD.sub("", text.strip())) is not None:
        return True
    parts = [p.strip() for p in re.split(r"[,;]", text)[1:]]
    return bool(action) and any(action.lower() in p.lower() and _PART_DONE.match(p) for p in parts)


def made_ready(text: str) -> bool:
    """Whether ``text`` (a clause) says only that a job's things were got ready ("tape's up", "dust sheets
    down, rollers out"): nothing done, and nothing that failed came back up."""
    return _MADE_READY.match(text.strip()) is not None


# the rest of a job, said still to do after the part done: "floor 2 still to do", "the other two left to do", "year
# 10 still to go", "rest of it still needs doing" (a thing named, never a to-do said again: "call Jo still to do")
_REST_LEFT = re.compile(
    r"^(?:(?:but|and|just)\s+)?(?P<rest>(?:the\s+)?[^\W_][\w'\- ]{0,40}?)\s+(?:is\s+|are\s+|'s\s+|'re\s+)?"
    r"(?:still\s+|yet\s+)?"
    r"(?:(?:still|yet|left)\s+to\s+(?:do|go|be\s+done|finish|sort)|still\s+(?:left|pending|outstanding|not\s+done|undone"
    r"|needs?\s+doing)|left\s+(?:to\s+do|to\s+go)?|to\s+go|not\s+(?:done|started)\s+yet)[\s!.]*$",
    _I,
)
_THE_REST = re.compile(r"^(?:the\s+)?(?:rest|others|other\s+\w+|remaining\s+\w+|remainder|last\s+\w+)\b", _I)
# the rest said as still needed: "reports done for 9B, still need 9A", "painted the fence, still got the gate to do"
_STILL_NEED = re.compile(
    r"^(?:(?:but|and|just)\s+)?(?:(?:i|we)\s+)?(?:still|yet)\s+(?:need|needs|have|got)\s+(?!to\b)"
    r"(?P<rest>(?:the\s+)?[^\W_][\w'\- ]{0,40}?)(?:\s+to\s+(?:do|go|finish))?[\s!.]*$",
    _I,
)
# a unit of a job, numbered or lettered: "9B" and "9A", "floor 1" and "floor 2", "unit 4" and "unit 6"
_UNIT = re.compile(r"\b(?:\d+[a-z]|[a-z]\d+|(?:year|yr|class|floor|room|unit|block|flat|ward|level)\s*\w+)\b", _I)


def rest_left(text: str, clause: str) -> bool:
    """Whether ``text`` says, in a clause after ``clause``, that the rest of the same job is still to do
    ("care plans done for floor 1, floor 2 still to do", "marked the year 9 essays, year 10 still to go",
    "sent the first batch, the rest still to do"): the done ``clause`` names only a part, and no to-do of it
    is finished. The rest must be of the same kind (a word of the done clause) or be "the rest": "cleaned
    the kitchen, bathroom still to do" may well finish "clean the kitchen"."""
    from memory.understanding._commitment_intro import _imperative_shape

    for part in re.split(r"\s*[,;]\s*|\s+(?:but|and|-|–|—)\s+", text):
        m = _REST_LEFT.match(part.strip()) or _STILL_NEED.match(part.strip())
        if m is None or part.strip() == clause.strip() or _imperative_shape(m["rest"]):
            continue  # "call the landlord still to do": another to-do said again
        done = clause.replace(part.strip(), " ")  # the done part, without the rest
        said = content_words(done)
        if said and (_THE_REST.match(m["rest"]) or content_words(m["rest"]) & said):
            return True
        if _UNIT.search(m["rest"]) and _UNIT.search(done):
            return True  # "reports done for 9B, still need 9A": another unit of the same job
    return False
