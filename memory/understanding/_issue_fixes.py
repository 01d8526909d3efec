"""Fixes said by their outcome rather than with "fixed": the thing works at what it failed at
("garage door finally opens", "car starts again"), it is fine again ("all good with the car
now"), it mended itself ("jenkins fixed itself"), someone mended it ("roofer patched it"), or a
bare outcome ("problem solved", "back online", "working fine since the update", "looks fixed"). A
thing run fine since ("backups ran fine last night") and a fever broken ("haruto's fever broke")
are fixes too.

A bare outcome names no thing: it resolves ``"it"``, the open issue the conversation touched
last (the caller asks when two fit). After a repair ("new fridge arrived, problem solved",
"rebooted the router, all good now") the repaired thing is the topic.
"""

from __future__ import annotations

import re

from memory.understanding._issue_guards import about_time
from memory.understanding._issue_shapes import UTILITY as _UTILITY
from memory.understanding._kin import AMBIGUOUS_KIN, KIN_WORDS
from memory.understanding._phrases import _I, _phrase, _plausible
from memory.understanding._prefilter import gated
from memory.understanding._role_words import ROLE_WORDS
from memory.understanding.intents import ResolveEpisode

# a first go at starting a thing: "on the first pull", "first crank"
_FIRST_GO = r"(?:pull|go|try|crank|turn|kick)"
# the verbs a thing fails at, in the present: said with "finally", "again", "fine" ... it works again
_WORKS = (
    r"opens|closes|shuts|locks|unlocks|starts|turns\s+on|switches\s+on|boots(?:\s+up)?|loads|connects|prints"
    r"|drains|flushes|heats(?:\s+up)?|cools|charges|syncs|runs|works|fires\s+up|spins|pairs|goes\s+through"
    # said of things in the plural: "valencia emails go thru now", "payments come through fine"
    r"|goes\s+thru|(?:go|come)\s+(?:through|thru)|comes\s+(?:through|thru)"
    # a start said past, only with how at once it came: "it started on the first pull", "fired up first time"
    r"|(?:started|fired\s+up|turned\s+over|kicked\s+over)(?=\s+(?:first\s+time|(?:on\s+the\s+)?first\s+" + _FIRST_GO
    + r"))"
)
# the same verbs as they go on: "email syncing fine again", "the printer's printing properly now"
_WORKING = (
    r"opening|closing|locking|starting|booting(?:\s+up)?|loading|connecting|printing|draining|flushing|heating(?:\s+up)?"
    r"|cooling|charging|syncing|running|working|spinning|pairing|going\s+through|uploading|downloading|sending"
    r"|scanning|streaming"
)
_WORKING_AGAIN = gated(re.compile(
    rf"^(?P<t>[^,:;]+?)(?:\s*'s|\s*'re|\s+is|\s+are)?(?:\s+(?:finally|now|all))?\s+(?:{_WORKING})"
    r"(?P<post>(?:\s+(?:fine|properly|ok|okay|normally|perfectly|well|like\s+a\s+charm|as\s+normal|no\s+problem)"
    r"(?:\s+(?:again|now|at\s+last))*))$",
    _I,
))
# a device said to be at its job again, with its "is" ("laptop is charging now", "the pump's running
# again"): only the jobs a device fails at and then does (never "syncing again", a sync under way, nor
# "the shop is closing now", an hour of the day)
_GOING_NOW = gated(re.compile(
    r"^(?!(?:the\s+)?(?:wind|weather|breeze|air|gale)\b)(?P<t>[^,:;]+?)(?:\s*'s|\s+is|(?<=^it)s)(?:\s+(?:finally|all))?\s+(?:charging|starting|booting(?:\s+up)?|printing"
    r"|working|running|heating(?:\s+up)?|cooling|draining|flushing|spinning"
    # an air conditioner or a heater at its job again: "its blowing cold again", "the heater's blowing hot now"
    r"|blowing\s+(?P<blow>cold|cool|hot|warm)(?:\s+air)?)(?:\s+(?:again|now|at\s+last))+$",
    _I,
))
# a thing doing its job on its things again: "card reader's taking payments again", "the till is accepting
# cards again", "scanner's reading barcodes again" (the things in the plural: what it handles)
_HANDLING_AGAIN = gated(re.compile(
    r"^(?P<t>[^,:;]+?)(?:\s*'s|\s*'re|\s+is|\s+are)(?:\s+(?:finally|now))?\s+(?:taking|accepting|reading|printing|scanning"
    r"|processing|dispensing|giving\s+out|making|pumping|serving|showing|playing|picking\s+up|recognising|recognizing"
    r"|detecting|registering|counting|cutting|sealing|washing|drying|brewing)\s+"
    # what a fault makes is no job done: "the fridge is making noises again", "printing blank pages again"
    r"(?!(?:weird|funny|strange|odd|crazy|wrong|blank|bad|loud|awful|terrible)\b"
    r"|(?:[\w-]+\s+){0,2}?(?:noises|sounds|errors|smells|sparks|clicks|bangs|puddles|streaks|mistakes|faults)\b)"
    r"(?:[\w-]+\s+){0,2}?[\w-]+s"
    r"\s+(?:again|fine|properly|normally|now)(?:\s+(?:now|again|at\s+last|finally))*[\s!.]*$",
    _I,
))
# a thing named for its job, doing it well again: "pallet wrapper is wrapping clean now", "the printer's
# printing fine again", "shredder's shredding again", "the heater is heating properly" (the agent noun's
# own verb, said with how or that it goes on; never with an object: "printing blank pages again")
_OWN_JOB_AGAIN = gated(re.compile(
    r"^(?P<t>[^,:;]*?\b(?P<stem>[a-z]{3,}?)(?:er|or))(?:\s*'s|\s+is|\s+are|\s*'re)(?:\s+(?:finally|now|all))?"
    r"\s+(?P=stem)e?ing(?:\s+(?:again|now|fine|properly|clean|cleanly|ok|okay|normally|perfectly|smoothly"
    r"|like\s+a\s+charm|first\s+time|at\s+last|finally))+"
    # what brought it back, said after: "freezer is freezing again after they regassed it"
    r"(?:\s+(?:after|since)\s+[^,;]+)?[\s!.]*$",
    _I,
))
_MARK = (
    r"again|now|fine|properly|ok|okay|normally|no\s+problem|first\s+time|perfectly|like\s+a\s+charm|as\s+normal"
    r"|at\s+last|no\s+bother|(?:on\s+the\s+)?first\s+" + _FIRST_GO
)
_WORKS_AGAIN = gated(re.compile(
    rf"^(?P<t>[^,:;]+?)(?P<pre>\s+(?:finally|now))?\s+(?:{_WORKS})(?P<post>(?:\s+(?:{_MARK}))*)$", _I
))
# "all good with the car now", "no more problems with the boiler"
_ALL_GOOD = re.compile(
    r"^(?:all\s+(?:good|fine|ok|okay|sorted)|no\s+more\s+(?:problems|issues|trouble)"
    r"|(?:no\s+(?:problems|issues|trouble)))\s+(?:with|on)\s+(?P<t>.+?)(?P<m>(?:\s+(?:now|again|any\s*more"
    r"|since\s+.+))*)$",
    _I,
)
# "jenkins fixed itself", "the printer sorted itself out"
# the words of a thing that came right by itself: "fixed itself", "sorted itself out"
SELF_FIXED = r"(?:fixed|sorted|healed|resolved|righted|cleared|repaired|reset)"
_ITSELF = gated(re.compile(
    r"^(?P<t>[^,:;]+?)\s+(?:has\s+|just\s+)?" + SELF_FIXED + r"\s+itself(?:\s+(?:out|up))?"
    # and when: "… around noon", "… this morning", "… in the end" (a time told, never a due)
    r"(?:\s+(?:again|now|overnight|earlier|eventually|in\s+the\s+end|after\s+a\s+(?:while|bit)|yesterday|today"
    r"|this\s+(?:morning|afternoon|evening)|last\s+night|(?:around|about|at|by|before|after)\s+(?:noon|midday|lunch"
    r"|lunchtime|midnight|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|ish)?)))*$",
    _I,
))
# whoever mends things for a living: "roofer patched it", "the plumber sorted it"
_TRADE = (
    r"roofer|plumber|electrician|mechanic|engineer|technician|tech|it|landlord|garage|repair\s*(?:man|guy)"
    r"|handyman|locksmith|builder|glazier|gas\s+(?:man|guy|engineer)|boiler\s+(?:man|guy)|support|ops|devops"
    r"|on-?call|vendor|isp|council|contractor|fixer|the\s+guy|sparky|sparkie|chippy|tradie|fitter|installer"
    r"|maintenance|facilities|caretaker|janitor|super|repairer|serviceman|mechanics|engineers|techs"
    r"|security|reception|front\s+desk|help\s*desk|service\s+desk|admin|building\s+management"
)
_MENDED_IT = gated(re.compile(
    rf"^(?:the\s+|our\s+|my\s+)?(?:{_TRADE})(?:\s+came(?:\s+(?:round|over|out|by|in))?\s+and)?\s+(?:has\s+)?(?:finally\s+)?"
    r"(?:patched|fixed|repaired|sorted|mended|unblocked|unclogged|reset|rebooted|restarted|serviced|sealed|cleared"
    r"|replaced)\s+(?:it|that|them)(?:\s+(?:up|out))?(?:\s+(?:again|now|finally))?$",
    _I,
))
# a mender's visit, before its outcome: "heating guy came, all fixed", "the plumber came round, all sorted",
# "vending machine guy came, all good" (the thing they mend in up to three words)
_CAME_TO_MEND = re.compile(
    r"^(?:the\s+|our\s+|my\s+)?(?:(?P<t>[\w-]+(?:\s+[\w-]+){0,2}?)\s+(?=(?:guy|man|lady|woman|people|engineer|tech"
    r"|technician)\b))?"
    rf"(?:{_TRADE}|guy|man|lady|woman|people)\s+(?:came|has\s+been|was\s+here|were\s+here|visited|showed\s+up"
    r"|turned\s+up|popped\s+(?:round|by|in))(?:\s+(?:round|over|out|by|in|today|this\s+morning|earlier|finally))*$",
    _I,
)
# "problem solved", "back online", "working fine since the update": the outcome alone
_BARE = re.compile(
    r"^(?:(?:all|finally|now|and)\s+)?(?:fixed|resolved|solved|repaired|back\s+(?:up|online)|up\s+and\s+running"
    r"|(?:problem|issue)\s+(?:solved|resolved|fixed|sorted|gone)|(?:all\s+)?working\s+(?:again|fine|properly"
    r"|(?:it\s+)?(?:looks|seems)(?:\s+to\s+be|\s+like\s+it's)?\s+(?:fixed|sorted|resolved)"
    r"|normally|perfectly)|works\s+(?:again|fine|perfectly)|(?:works|working)(?=\s+now\b)"
    # a mend that holds: "holds fine now", "holding up ok" (said after "welded the latch")
    r"|(?:holds|holding)(?:\s+up)?\s+(?:fine|ok|okay|well|firm|tight|solid|perfectly))"
    r"(?:\s+(?:now|again|finally|at\s+last))*"
    r"(?:\s+(?:since|after)\s+.+)?$",
    _I,
)
# who did the repair: "the comms tech", "our IT guy", "Dmitri"
_WHO_MENDS = (
    r"(?:(?:the|our|my|a)\s+)?(?:(?:[\w-]+\s+)?(?:" + _TRADE + r"|guy|man|lady|woman|team|crew|people|folks)"
    r"|(?-i:[A-ZÀ-Ý][a-zà-ÿ'-]+))"
)
# after a repair: "new fridge arrived", "rebooted the router", "replaced the battery"
_REPAIRED = re.compile(
    r"^(?:(?:i|we|they|just|finally)\s+|" + _WHO_MENDS + r"\s+(?:(?:came\s+(?:by|round|over|out)\s+and|has|just)\s+)?)*"
    r"(?:(?:have|'ve)\s+)?(?:replaced|rebooted|restarted|reset|swapped(?:\s+out)?|re-?calibrated|calibrated|re-?zeroed"
    r"|reinstalled|unplugged|descaled|bled|tightened|recharged|jump-?started|re-?seated|flushed|unblocked"
    r"|unclogged|patched(?:\s+up)?|mended|power[\s-]cycled"
    # room made where a thing ran out of it: "cleared space on the build server", "freed up disk on the NAS"
    r"|cleared|freed\s+up|freed|emptied|purged|cleaned\s+(?:up|out))\s+(?:the\s+|my\s+|our\s+)?(?P<t>.+?)"
    r"(?:\s+(?:up|out))?$"
    # a new part put in the thing: "got a new element in the water heater", "put a new fuse in the kettle",
    # "fitted a new pump to the boiler" (the thing is what was mended)
    # (or said with no verb: "new battery in the UPS", "fresh fuse in the kettle")
    r"|^(?:(?:(?:i|we|they|just|finally)\s+)*(?:got|put|fitted|installed|stuck|popped)\s+)?(?:a\s+|some\s+)?(?:new|fresh"
    r"|replacement)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:in|into|on|onto|to|for)\s+(?:the\s+|my\s+|our\s+)?(?P<w>.+?)$"
    r"|^(?:the\s+|a\s+|our\s+|my\s+)?(?:new|replacement)\s+(?P<n>.+?)\s+(?:arrived|came|turned\s+up|got\s+delivered"
    r"|was\s+delivered|is\s+in|went\s+in|(?:got\s+|was\s+|been\s+|now\s+)?(?:installed|fitted|put\s+in))$"
    # the thing itself replaced: "pharmacy scanner got swapped out, all good"; or seen to: "brakes are done,
    # all good now", "the boiler's been serviced, no more trouble"
    r"|^(?:the\s+|our\s+|my\s+)?(?P<p>.+?)\s+(?:got|was|has\s+been|have\s+been|were)\s+(?:replaced|swapped(?:\s+out)?)$"
    r"|^(?:the\s+|our\s+|my\s+)?(?P<d>.+?)(?:\s+(?:got|was|were|is|are|has\s+been|have\s+been)|'s|'re|'s\s+been"
    r"|'ve\s+been)\s+(?:all\s+|finally\s+)?(?:done|seen\s+to|serviced|redone|replaced|swapped)$",
    _I,
)
# "got the car going", "finally got the boiler started again": the thing made to work
_GOT_GOING = gated(re.compile(
    r"^(?:(?:i|we|finally|just|eventually)\s+)*(?:got|managed\s+to\s+get)\s+(?P<t>.+?)\s+(?:going|started"
    # a thing stuck shut, opened: "got the safe open finally", "managed to get the gate unstuck"
    r"|running|working|firing|open|unstuck|unjammed|to\s+(?:start|work|go|run|fire\s+up|boot|open))"
    r"(?:\s+(?:again|at\s+last|in\s+the\s+end|finally))*$",
    _I,
))
_PRONOUN = {"it", "that", "this", "them"}
_NAME = re.compile(r"(?-i:[A-ZÀ-Ý][a-zà-ÿ'-]+)")  # one capitalised word: a person as likely as a product
PEOPLE = KIN_WORDS - AMBIGUOUS_KIN | {  # kin (the shared vocabulary), and the others a topic cannot be
           "me", "us", "you", "him", "her", "everyone", "everybody", "all", "y'all", "you guys", "the kids",
           "boys", "girls", "baby", "team", "class", "crowd", "party", "boss", "patient", "client", "lads", "guys",
           "gals", "folks", "peeps", "mates", "friends", "neighbours",
           "neighbors", "colleagues", "staff", "students", "pupils", "parents", "family", "customers", "guests",
           "players", "crew", "band", "dog", "cat", "puppy", "kitten", "toddler", "kid", "kiddo", "teen", "teenager",
           "bub", "doggo", "pup", "kitty",
           # a person named by what they are: "the guy at the corner snapped a great pic of us"
           "guy", "man", "woman", "lady", "dude", "bloke", "chap", "fella", "fellow", "gentleman", "girl", "boy",
           "person", "stranger", "lad", "lass"}  # fmt: skip
TOPIC_WORDS = 6


# what may close a repair ("new card machine arrived, all good now"): alone, "all good now" is
# only an answer, but after a repair it says the repair worked
_SINCE = r"(?:ever\s+)?since(?:\s+then)?"
_SETTLED = re.compile(
    r"^(?:(?:and|so)\s+)?(?:(?:it's|its|it\s+has|it's\s+been|been|has\s+been)\s+)?(?:all\s+(?:good|fine|sorted|ok|okay"
    r"|working)|sorted|good\s+as\s+new|works\s+a\s+treat|no\s+more\s+(?:problems|issues|trouble)"
    # steady since the repair: "…, rock solid since", "…, been flawless ever since", "…, no drops since"
    r"|(?:(?:rock|totally|completely)[\s-])?(?:solid|stable|flawless|perfect)"
    r"|(?:fine|(?:no|zero|not\s+a\s+single)\s+(?:drops?|dropouts?|crashes|crash|problems?|issues?|trouble|hiccups?|glitch(?:es)?|complaints?))"
    r"(?=\s+" + _SINCE + r")"
    # after a repair, said of the thing: "…, it's ok now", "…, reading normal" (an instrument), "…, back to normal"
    r"|(?<=it's\s)(?:ok|okay|fine|good|normal)|(?<=its\s)(?:ok|okay|fine|good|normal)"
    r"|(?:reading|reads|readings)\s+(?:normal|ok|okay|fine|good|right|correct(?:ly)?|true)|back\s+to\s+normal)"
    r"(?:\s+(?:now|again|finally|at\s+last|" + _SINCE + r"))*[\s!.]*$",
    _I,
)


# a supply had again: "3A has heat again", "we've got hot water back", "finally have wifi again", "reception
# phone's got a dial tone again", "the tv has a signal again" (an article before what a device picks up)
_HAS_AGAIN = re.compile(
    r"^(?:(?:the\s+|our\s+|my\s+)?(?P<t>[\w-]+(?:\s+[\w-]+)?)\s*(?:has|have|has\s+got|'s\s+got|got)|(?:we|i)(?:'ve|\s+have)"
    r"(?:\s+got)?|(?:we|i)\s+got|(?:finally\s+)?(?:have|got))\s+(?:finally\s+)?(?:(?:a|its|their)\s+)?(?P<n>" + _UTILITY
    + r")"
    r"\s+(?:again|back(?:\s+on)?)(?:\s+(?:now|finally|at\s+last))*$",
    _I,
)
# a device that picks up a supply, whose issue is the device's ("the phone line at reception is dead")
_RECEIVER = re.compile(
    r"\b(?:phones?|landline|handsets?|lines?|tv|telly|television|radio|router|modem|laptop|tablet|ipad|decoder"
    r"|receiver|dish|aerial|antenna|set-top\s+box)$",
    _I,
)
# a thing that came right by itself, again in sync: "bank feed resynced overnight", "the
# printer reconnected"; "rebooted", "restarted", "caught up" only when a settled word follows
_CAME_RIGHT = (
    r"re-?synced|re-?synched|re-?connected|recovered|came\s+back(?:\s+(?:up|online|on))?|synced\s+up|synced"
)
_CAME_ROUND = r"rebooted|restarted|reset|reloaded|refreshed|caught\s+up|updated|came\s+(?:round|to)"
# the mending said before "and" what came of it: "kiosk rebooted and works fine", "pump reset and runs ok now"
_MENDED_AND = re.compile(
    rf"\s+(?:was\s+|got\s+|has\s+been\s+)?(?:{_CAME_ROUND}|fixed|repaired|mended|replaced|serviced|cleaned"
    r"|unplugged|plugged\s+back\s+in|reconnected|re-?seated)\s+and$",
    _I,
)
_BY_ITSELF = (
    r"(?:\s+(?:on\s+its\s+own|(?:by\s+)?itself|overnight|this\s+morning|last\s+night|again|now|finally|in\s+the\s+end"
    r"|fine|ok|okay|properly))*$"
)
_RESYNCED = gated(re.compile(rf"^(?P<t>[^,:;]+?)\s+(?:has\s+|finally\s+|just\s+)*(?:{_CAME_RIGHT}){_BY_ITSELF}", _I))
_RESTARTED = re.compile(rf"^(?P<t>[^,:;]+?)\s+(?:has\s+|finally\s+|just\s+)*(?:{_CAME_ROUND}){_BY_ITSELF}", _I)


# the work that came before a fix: "they pushed an update", "the plumber came round", "IT rebooted it"
_UPDATED = re.compile(
    r"^(?:(?:i|we|they|someone|somebody|it|ops|devs?|support|the\s+devs?|the\s+vendor|[\w-]+)\s+)?(?:finally\s+"
    r"|just\s+|quickly\s+)?(?:pushed(?:\s+out)?|shipped|deployed|rolled\s+out|released|installed|applied|put\s+out"
    r"|sent\s+out|ran)\s+(?:an?\s+|the\s+|some\s+)?(?:(?:new|firmware|software|security|quick|emergency|small|app"
    r"|os)\s+)?(?:update|patch|fix|hotfix|release|version|build|firmware|upgrade)s?$"
    rf"|^(?:the\s+|our\s+|my\s+)?(?:{_TRADE})\s+(?:came|was|popped|swung)\s+(?:round|over|out|by|in)$",
    _I,
)


# what failed, done fine since: "backups ran fine last night", "the sync worked ok this morning", "payroll
# went through without errors" (the past of a thing run; a fine-word says it did not fail)
_RAN_FINE = gated(re.compile(
    r"^(?P<t>[^,:;]+?)\s+(?:(?:finally|actually|all)\s+)?(?:ran|worked|synced|completed|went\s+through|printed"
    r"|loaded|connected|started|booted(?:\s+up)?|backed\s+up|uploaded|deployed|built|passed|finished)\s+"
    r"(?:fine|ok|okay|properly|successfully|normally|perfectly|clean(?:ly)?|no\s+problem|without\s+(?:any\s+)?"
    r"(?:errors?|issues?|problems?|a\s+hitch)|with\s+no\s+(?:errors?|issues?|problems?)|no\s+(?:errors?|issues?"
    r"|problems?))(?:\s+(?:last\s+ni(?:ght|te)|overnight|this\s+(?:morning|afternoon|evening|time|am|week)|today"
    r"|yesterday|again|at\s+last|finally|for\s+once|toni(?:ght|te)|2ni(?:ght|te)|earlier|just\s+now|too"
    r"|as\s+well))*$",
    _I,
))
# a fever over: "haruto's fever broke", "her temperature's come down", "the fever has finally gone"
_FEVER_OVER = gated(re.compile(
    r"^(?P<t>(?:[\w\-]+'s\s+|(?:the|his|her|their|my)\s+)?(?:high\s+)?(?:fever|temperature|temp))(?:'s|\s+(?:has|is))?"
    r"(?:\s+(?:finally|just|now))?\s+(?:broke|broken|come\s+down|came\s+down|gone\s+down|went\s+down|down|gone"
    r"|back\s+to\s+normal|normal\s+again)(?:\s+(?:now|finally|at\s+last|overnight|last\s+night|this\s+morning))*$",
    _I,
))

# a reading come back to where it belongs: "walk-in cooler's back down to 3°", "boiler pressure is back up to
# 1.5 bar", "freezer back to -18" (only "back" says it returned; "down to 3°" alone may be the trouble)
_BACK_IN_RANGE = gated(re.compile(
    r"^(?P<t>[^,:;]+?)(?:'s|\s+is|\s+are|\s+has|\s+have|'s\s+been)?(?:\s+(?:finally|now|just|all))*\s+"
    r"(?:(?:come|gone|got|went|came)\s+)?back\s+(?:(?P<way>down)\s+|up\s+)?to\s+(?:about\s+|around\s+|roughly\s+)?"
    # the unit, or none after "back down to" (a trailing "°" is cleaned off with the punctuation)
    r"[-−]?\d+(?:[.,]\d+)?(?:\s*(?:°\s*[cf]?|º|degrees?(?:\s+[cf])?|c|f|psi|bar|%|percent|ppm|rpm|ms|mbps)|(?(way)|(?!)))"
    r"(?:\s+(?:now|again|finally|at\s+last|overnight|this\s+morning))*$",
    _I,
))


_PEOPLE_SAID = re.compile(r"\b(?:kids|children|boys|girls|class|dog|cat|puppy|students|pupils|he|she|they)\b", _I)
# a thing good again in the words said of a child: "laptop's behaving itself since the update", "the
# printer has been behaving all week" (never "the kids are behaving", people; the name check below)
_BEHAVING = gated(re.compile(
    r"^(?P<t>[^,:;]+?)(?:'s|\s+is|\s+are|\s+has\s+been|'s\s+been|\s+have\s+been)(?:\s+(?:finally|now|all))?\s+behaving"
    r"(?:\s+(?:itself|themselves|properly|fine|normally|again|now|at\s+last|today|all\s+(?:day|week)"
    r"|since\s+(?:the\s+|its\s+)?[\w-]+(?:\s+[\w-]+)?))*$",
    _I,
))


def recovered(s: str) -> ResolveEpisode | None:
    """A thing run fine since ("backups ran fine last night"), or a fever over ("haruto's fever
    broke"): the issue about it resolved; None for a person ("Tom ran fine")."""
    said = s.strip()
    m = _FEVER_OVER.match(said)
    if m is not None:
        return ResolveEpisode(_phrase(re.sub(r"^(?:the|his|her|their|my)\s+", "", m["t"], flags=_I)))
    m = _RAN_FINE.match(said) or _BACK_IN_RANGE.match(said) or _BEHAVING.match(said)
    if m is None or _NAME.fullmatch(m["t"].strip()) or about_time(m["t"]) or _PEOPLE_SAID.search(m["t"]):
        return None  # "Tom ran fine"; "the price is back down to 5": a measure, nothing mended
    return _named(m["t"])


# a part mended, said of the part: "latch replaced on 12", "the seal's been redone", "tyre got
# patched this morning", "compressor regassed" — the part is the issue's thing (a later word for
# the same fix as "fixed"; never "serviced": a service is a to-do of its own, done)
_MENDS = (
    r"replaced|swapped(?:\s+out)?|patched(?:\s+up)?|re-?gassed|re-?sealed|re-?wired|re-?welded|re-?soldered"
    r"|re-?fitted|re-?glued|re-?done|re-?calibrated|re-?flashed|re-?seated|bled|tightened|welded|greased"
    r"|oiled|lubed|lubricated|unblocked|unclogged|unjammed|descaled|de-?scaled|mended|sorted\s+out"
)
_PART_MENDED = gated(re.compile(
    r"^(?P<t>[^,:;]+?)(?:'s\s+been|'s|\s+(?:was|were|got|has\s+been|have\s+been|is|are|now))?"
    r"(?:\s+(?:finally|just|all|now|properly))*\s+(?:" + _MENDS + r")"
    r"(?P<rest>\s+(?:on|in|at|for|under|this|yesterday|today|tonight|last|earlier|now|finally|again|by|properly"
    r"|and\s+(?:working|all\s+good|sorted))\b.*)?$",
    _I,
))
_REST_WORDS = 5  # "on rig 12 this morning": a place and a time; longer, a clause goes on


def part_mended(s: str) -> ResolveEpisode | None:
    """The fix a part mended says ("latch replaced on 12": the latch), or None for a person
    ("the manager got replaced") or a story that goes on."""
    m = _PART_MENDED.match(s.strip())
    if m is None or len((m["rest"] or "").split()) > _REST_WORDS:
        return None
    thing = re.sub(r"^(?:the|my|our|a|an)\s+", "", m["t"].strip(), flags=_I)
    return None if _a_person(thing) else _named(thing)


def passive_repair(s: str) -> bool:
    """Whether ``s`` says a thing was replaced or seen to, in the passive ("pharmacy scanner got
    swapped out", "brakes are done", "card reader swapped")."""
    m = _REPAIRED.match(s.strip())
    thing = None if m is None else m["p"] or m["d"]
    if thing is None and (headline := _HEADLINE_REPAIR.match(s.strip())) is not None:
        thing = headline["p"]  # "card reader swapped": said as a headline, with no "got" or "was"
    return thing is not None and not _a_person(thing)


# a repair said as a headline, the thing then what was done to it: "card reader swapped", "fuel card
# unblocked", "router rebooted"
_HEADLINE_REPAIR = re.compile(
    r"^(?:the\s+|our\s+|my\s+)?(?P<p>[\w'-]+(?:\s+[\w'-]+){0,3}?)\s+(?:replaced|swapped(?:\s+out)?|changed|rebooted"
    r"|restarted|reset|unblocked|unclogged|unjammed|re-?seated|reinstalled|patched(?:\s+up)?|mended|repaired|fixed"
    r"|re-?calibrated|re-?zeroed)$",
    _I,
)


def _a_person(words: str) -> bool:
    """Whether ``words`` name a person, by name or post ("Dave", "our manager"): replaced, no thing mended."""
    thing = re.sub(r"^(?:the|my|our|a|an)\s+", "", words.strip(), flags=_I)
    return bool(_NAME.fullmatch(thing) or ROLE_WORDS.search(thing) or thing.lower() in PEOPLE)


def repair_said(s: str) -> bool:
    """Whether ``s`` tells of work done to mend something ("they pushed an update", "replaced
    the fuse", "the plumber came round"): a clause a fix is often said after."""
    said = s.strip()
    return bool(_UPDATED.match(said) or _REPAIRED.match(said) or _MENDED_IT.match(said))


# the word for the trouble, after the thing it is in ("the app crash on launch is fixed": the app)
TROUBLE_WORD = re.compile(
    r"\s+(?:bugs?|issues?|problems?|glitch(?:es)?|outages?|errors?|thing|stuff|crash(?:es)?|leaks?|jams?|freezes"
    r"|lag|timeouts?|faults?|failures?|noises?|drips?|flicker|crashing|freezing|leaking|lagging|dropouts?)$",
    _I,
)

# what the mending changed, said after it: "reinstalled the scanner driver, crash is gone", "roofer
# patched the storeroom leak, bone dry now", "restarted the relay, emails flowing again", "new element in
# the water heater, hot showers are back", "swapped the tip, heats up fine now"
_TROUBLE_OVER = re.compile(
    r"^(?:and\s+|so\s+)?(?:(?:the\s+)?[\w-]+(?:\s+[\w-]+)?(?:\s+is|\s+are|'s|\s+has|\s+have)?\s+(?:gone|stopped"
    r"|vanished|disappeared|over)|no\s+more\s+[\w-]+(?:\s+[\w-]+)?|(?:all\s+|bone\s+|totally\s+|completely\s+)?dry"
    r"|(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:flowing|coming\s+through|going\s+out|syncing|printing|loading"
    r"|shows?\s+up|showing\s+up|appear|appearing)"
    r"(?:\s+(?:fine|normally|properly))?"
    # what the thing gives back, back: "…, hot showers are back", "…, the lights are back on"
    r"|(?:the\s+)?[\w-]+(?:\s+[\w-]+)?(?:\s+is|\s+are|'s|'re)\s+back(?:\s+(?:on|up))?"
    # a vehicle or machine at work again, its subject the thing mended: "…, back on the road", "…, back in service"
    r"|(?:(?:it's|its|it\s+is|they're|theyre|they\s+are)\s+)?back\s+(?:on\s+the\s+road|in\s+service|in\s+action)"
    # the thing's job, done fine, its subject the thing just mended: "…, heats up fine now", "…, prints first time"
    rf"|(?:{_WORKS})\s+(?:fine|properly|ok|okay|normally|perfectly|first\s+time|like\s+a\s+charm|no\s+problem))"
    r"(?:\s+(?:now|again|at\s+last|finally))*[\s!.🚿👍🎉🙌]*$",
    _I,
)


# a thing redone, said of the thing, before what it changed: "search index rebuilt", "cache flushed"
_REDONE = re.compile(
    r"^(?P<t>[^,:;]+?)(?:'s\s+been|\s+(?:was|got|has\s+been))?\s+(?:finally\s+|just\s+)?(?:rebuilt|re-?indexed"
    r"|re-?installed|restarted|rebooted|reset|flushed|cleared|refreshed|re-?run|reran|re-?synced|re-?deployed|rolled\s+back)$",
    _I,
)


# a thing through a check, said before its outcome: "fire pump passed the retest", "the hoist passed inspection"
_PASSED_CHECK = re.compile(
    r"^(?P<t>[^,:;]+?)\s+(?:has\s+|finally\s+|just\s+)*passed\s+(?:(?:the|its|a|her|his|their)\s+)?"
    r"(?:[\w-]+\s+)?(?:re-?test|test|inspection|re-?inspection|check|checks|pressure\s+test|load\s+test|service)$",
    _I,
)


def trouble_over(text: str) -> bool:
    """Whether ``text`` says what a mending changed ("crash is gone", "no more sparks", "bone dry now")."""
    return _TROUBLE_OVER.match(text.strip()) is not None


def came_to_mend(s: str) -> bool:
    """Whether ``s`` is a mender's visit ("plumber came", "the IT guy showed up"), said before what
    the visit mended."""
    return _CAME_TO_MEND.match(s.strip()) is not None


def fixed_by_outcome(s: str, detail: str) -> ResolveEpisode | None:
    """The issue a fix said by its outcome resolves (``s`` the main clause, ``detail`` what
    follows its comma), or None."""
    s = s.strip()
    if _BARE.match(detail.strip()) or _SETTLED.match(detail.strip()) or trouble_over(detail) or _at_job(s, detail):
        m = _CAME_TO_MEND.match(s)  # "heating guy came, all fixed": the heating's issue (a trade alone, "the
        if m is not None and m["t"] and (named := _named(m["t"])) is not None:  # electrician came round", is
            return named  # named by the trade: the to-do to call them may be what is done)
        m = _RESTARTED.match(s)  # "router rebooted itself overnight, all good"
        if m is not None:
            return _named(m["t"])
        m = _REPAIRED.match(s)  # "new fridge arrived, problem solved": the thing repaired
        if m is not None and not any(m[g] and _a_person(m[g]) for g in ("p", "d", "w")):
            return ResolveEpisode(_thing(m["t"] or m["n"] or m["p"] or m["d"] or m["w"]))
        m = _REDONE.match(s)  # "search index rebuilt, new products show up now"
        if m is not None:
            return _named(m["t"])
        m = _PASSED_CHECK.match(s)  # "fire pump passed the retest, all good": the pump, checked and fine
        if m is not None and not _a_person(m["t"]):
            return _named(m["t"])
    m = _HAS_AGAIN.match(s)
    if m is not None:  # a device that picks the supply up is what was faulty: "reception phone's got a dial tone"
        return ResolveEpisode(_phrase(m["t"] if m["t"] and _RECEIVER.search(m["t"]) else m["n"]))
    came_right = recovered(s)  # "backups ran fine last night", "haruto's fever broke"
    if came_right is not None:
        return came_right
    m = _RESYNCED.match(s)
    if m is not None and not _NAME.fullmatch(m["t"].strip()):  # "Amira came back last night": a person
        return _named(m["t"])
    if _MENDED_IT.match(s) or _BARE.match(s):
        return ResolveEpisode("it")
    mended = part_mended(s)
    if mended is not None:
        return mended
    for pattern in (_ITSELF, _ALL_GOOD, _GOT_GOING):
        m = pattern.match(s)
        if m is not None:
            return _named(m["t"])
    m = _WORKS_AGAIN.match(s)
    if m is not None and (m["pre"] or m["post"]):
        return _named(_MENDED_AND.sub("", m["t"]))  # "kiosk rebooted and works fine": the kiosk
    m = _HANDLING_AGAIN.match(s)  # "card reader's taking payments again"
    if m is not None and not _NAME.fullmatch(m["t"].strip()):  # "Maya's taking calls again": a person
        return _named(m["t"])
    m = _OWN_JOB_AGAIN.match(s)  # "pallet wrapper is wrapping clean now"
    if m is not None:
        return _named(m["t"])
    m = _WORKING_AGAIN.match(s) or _GOING_NOW.match(s)  # "email syncing fine again", "laptop is charging now"
    if m is not None and m.groupdict().get("blow") and not _blows_right(m["t"], m["blow"]):
        return None  # "the heater is blowing cold air again": wrong air, a failure; "it's blowing cold": which?
    if m is not None and not _NAME.fullmatch(m["t"].strip()):  # "Maya's working fine": a person
        return _named(m["t"])
    return None


def _at_job(s: str, detail: str) -> bool:
    """Whether ``detail`` says "it" is at its job again after the visit ``s`` of the mender the thing
    names: "AC guy came, its blowing cold again", "pump guy came, it's running again" (never "…, it's
    blowing hot again" of an air conditioner: still faulty)."""
    m = _CAME_TO_MEND.match(s.strip())
    said = _GOING_NOW.match(detail.strip())
    if m is None or not m["t"] or said is None or said["t"].strip().lower() not in ("it", "its", "it's"):
        return False
    return not said["blow"] or _blows_right(m["t"], said["blow"])


def _blows_right(thing: str, air: str) -> bool:
    """Whether ``thing`` blowing ``air`` is it at its job: cold from an air conditioner, hot from a heater
    (never from "it", which may be either)."""
    from memory.understanding._issue_states import _KEPT_COLD, _KEPT_HOT  # it reads this module's PEOPLE

    kept = _KEPT_COLD if air.lower() in ("cold", "cool") else _KEPT_HOT
    return kept.search(thing.strip()) is not None


_DENIED = re.compile(r"(?:n't|n’t|\bnot|\bnever|\bisnt|\barent|\bwont|\bdoesnt|\bdont|\bcant|\bstill\s+not)$", _I)


# room made on a thing: "space on db-03" names the thing ("db-03"), as its issue does ("disk on db-03")
_ROOM_ON = re.compile(r"^(?:some\s+|more\s+)?(?:disk\s+)?(?:space|room|storage|capacity)\s+(?:on|in|from)\s+", _I)


def _thing(words: str) -> str:
    found = _named(_ROOM_ON.sub("", words.strip()))
    return found.topic if found is not None else "it"


def _named(words: str) -> ResolveEpisode | None:
    """The fix of the thing named, of the last issue for "it", or None when the words are no thing."""
    topic = _phrase(re.sub(r"^(?:my|our|your)\s+", "", words.strip(), flags=_I))
    topic = TROUBLE_WORD.sub("", topic) or topic  # "patched the storeroom leak": the storeroom's issue
    if topic.lower() in _PRONOUN:
        return ResolveEpisode("it")
    if not _plausible(topic, max_words=TOPIC_WORDS) or topic.lower() in PEOPLE:
        return None  # "all good with me": agreement, no thing mended
    if _DENIED.search(topic):
        return None  # "the printer isn't working properly": a fault, never a fix of "printer isn't"
    return ResolveEpisode(topic)
