"""Episodes: an issue that starts ("the VPN is down again", "payroll export keeps failing",
"can't log into jira") or is resolved ("wifi's back", "fixed the export bug"), with what the
user added about it.

The forms are a small grammar rather than one pattern per phrasing: a topic, then a *state*
(after an optional copula: "is", "'s", "has been", or none in chat shorthand: "VPN not
working") or a *verb* ("keeps failing", "crashed"); or a verb first ("can't log into <topic>",
"fixed <topic>"). Each vocabulary is a list of words, so a new way of saying "broken" is one
more word, not one more pattern. Hand-written because no library reads chat outage reports.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._came_back import started_late
from memory.understanding._commitment_intro import _imperative_shape
from memory.understanding._commitments import _IRREGULAR_PAST
from memory.understanding._degree import DEGREE
from memory.understanding._fact_people import RELATIONS, SERVICE
from memory.understanding._issue_blocked import blocked, blocked_on
from memory.understanding._issue_delivery import bouncing, undelivered
from memory.understanding._issue_errors import error_said
from memory.understanding._issue_expired import credential_expired
from memory.understanding._issue_fixes import PEOPLE, TROUBLE_WORD, came_to_mend, fixed_by_outcome, repair_said
from memory.understanding._issue_guards import (
    about_time,
    bodily,
    no_repair,
    others_vehicle,
    put_out,
    second_hand,
    shrugged,
    team_play,
    teller_own,
    unreal,
    wildlife,
)
from memory.understanding._issue_labelled import labelled_fault
from memory.understanding._issue_nags import nagging
from memory.understanding._issue_returned import returned, trouble_gone
from memory.understanding._issue_shapes import ING_THINGS, distinct_place, spelt_place, trouble
from memory.understanding._issue_stale import stale_data
from memory.understanding._issue_states import (
    FUNCTIONS,
    eaten,
    failing_state,
    inflected,
    off_temperature,
    without_intensifier,
)
from memory.understanding._issue_symptoms import symptom
from memory.understanding._issue_unshown import shown_wrong, unshown
from memory.understanding._net import warning
from memory.understanding._not_outcomes import made_ready
from memory.understanding._obstacles import obstacle
from memory.understanding._only_a_time import names_a_time
from memory.understanding._phrases import _I, _NAME_STOP, _NAME_WORD, _Ctx, _phrase, _plausible
from memory.understanding._power_cut import power_said
from memory.understanding._prefilter import gated
from memory.understanding._role_words import ROLE_WORDS
from memory.understanding._todo_verbs import TODO_VERBS
from memory.understanding.intents import CompleteCommitment, Intent, OpenEpisode, ResolveEpisode
from memory.understanding.timex import _WD, has_date_words

# "is", "'s", "has been", "keeps being", or nothing ("VPN not working", "CI fixed").
_COPULA = (
    r"(?:\s*'s\s+gone|\s*'s\s+been|\s*'s|\s*'re|\s+(?:is|are|was|were|has\s+been|have\s+been|had\s+been|seems|seem|looks|keeps\s+being"
    r"|got|gets|went|is\s+going|has\s+gone|is\s+gone|have\s+gone|has|have))?"
)
_ADVERB = (
    r"(?:\s+(?:still|completely|totally|kinda|kind\s+of|all|now|finally|just|again|down\s+right|" + DEGREE + r"))*"
)
# how sure or how far, said before a state of trouble only ("the disk is almost full"; "almost
# fixed" is no fix)
_SHORT_OF = r"(?:\s+(?:almost|nearly|practically|basically|pretty\s+much|virtually|getting))?"
# what a machine runs out of: "the printer's out of toner", "the server ran out of disk space"
CONSUMABLE = (
    r"(?:toner|ink|paper|oil|gas|petrol|fuel|diesel|charge|battery|space|disk\s+space|storage|memory|credit|data"
    r"|coffee\s+beans|beans|coolant|screenwash|salt|rinse\s+aid)"
)
# what a roof, a window or a door should keep out
_LET_IN = r"(?:water|rain|rainwater|damp|moisture|draughts?|drafts?|cold(?:\s+air)?|wind|snow|mice|bugs|rats)"
_BROKEN = (
    r"out\s+of\s+" + CONSUMABLE + r"|(?:running|run)\s+(?:out\s+of|low\s+on)\s+" + CONSUMABLE
    + r"|stopped\s+(?:working|\w+ing)|stuck\s+(?:(?:half|halfway|wide|partly|partially)\s+)?(?:open|shut|closed|down)"
    # "the toilet is running nonstop": a thing that will not stop, never one running again
    r"|running\s+(?:non-?stop|constantly|continuously|24/7|all\s+(?:day|night)(?:\s+long)?)"
    # "the light's stuck on" (never "stuck on processing": stuck, and where it stopped)
    r"|stuck\s+(?:on|off)(?=\s*$|\s+(?:again|all\s+\w+|since|for|today|now|overnight)\b)"
    r"|running(?:\s+" + DEGREE + r")?\s+(?:warm|hot|cold|slow|rough|noisy|loud)"
    # "the website is loading super slowly", "the laptop's booting really slow"
    r"|(?:running|loading|responding|booting|syncing|printing|updating|uploading|downloading|starting\s+up)"
    r"(?:\s+" + DEGREE + r")?\s+(?:slowly|slow)|dripping|flickering|overheating|beeping"
    r"|rattling|squeaking|squealing|defrosting|cutting\s+out|tripping(?:\s+the\s+(?:fuse|breaker|electrics|switch))?"
    r"|broken(?!\s+into)(?:\s+down)?|down|failing|erroring|flaky|flakey|acting\s+up|offline|unavailable|unreachable|out(?:\s+of"
    r"\s+order)?|dead|knackered|jammed|stuck|frozen|slow|laggy|lagging|crashing|timing\s+out|throwing\s+errors"
    # "the build is red (again)": red as a state, never the colour of a thing named after it ("the red shed")
    r"|red(?=\s*(?:$|[,.!;?]|(?:again|still|since|for|today|now|all|on|atm|rn)\b))"
    r"|glitchy|buggy|busted|borked|kaput|hosed|unstable|on\s+the\s+(?:fritz|blink)|playing\s+up|misbehaving|read[\s-]only"
    # "the laptop's behaving oddly again": a thing that does not do as it should
    r"|behaving\s+(?:strangely|oddly|weirdly|weird|funny|funnily|badly|erratically|up)"
    # a computer's crash by its screen: "laptop blue screens whenever i open the invoicing app", "pc keeps bsoding"
    r"|blue[\s-]?screen(?:s|ing|ed)?|bsod(?:s|ing|ed)?"
    # a machine that hangs, said with how often (alone, "the office is freezing" is the cold): "tills are freezing
    # every time we do a refund", "the laptop keeps freezing on me"
    r"|freezing(?=\s+(?:every\s+time|each\s+time|whenever|constantly|randomly|on\s+(?:me|us)|all\s+the\s+time)\b)"
    r"|leaking|packed\s+(?:up|in|it\s+in)|(?:given|gave)\s+up\s+the\s+ghost|conked\s+out|died|spoilt|spoiled|seized\s+up|clogged(?:\s+up)?|cracked|smashed|shattered"
    # as said in Newfoundland, Ireland and the country: "boiler's broke", "anemometer is froze up", "snow blower's
    # seized solid" ("broke" never before what it broke or how: "broke up", "broke even", "broke the news")
    r"|broke(?!\s+(?:up|even|into|in|free|out|off|away|loose|through|ground|open|the|my|his|her|their|our|a|an|it)\b)"
    r"|froze(?:n)?\s+(?:up|solid)|froze|seized\s+solid"
    # a set that should answer, not answering: "VHF repeater on the hill's not answering" (never a person: below)
    r"|not\s+answering"
    # the Newfoundland and Irish perfect: "vsat link is after going down", "the pump's after packing in"
    r"|after\s+(?:going\s+(?:down|out|off|offline|dead)|breaking(?:\s+down)?|dying|packing\s+(?:up|in)"
    r"|conking\s+out|seizing\s+up|freezing\s+up|cutting\s+out|blowing(?:\s+up)?|crashing)"
    r"|shorting(?:\s+out)?|short-?circuiting|arcing|sparking|stalling|misfiring|sputtering|spluttering|juddering"
    r"|grinding|smoking|double[\s-]?booking|double[\s-]?charging|haywire|unusable|unuseable"
    # Malaysian and Singapore English: "the aircond spoil again", "printer rosak already" (broken; "the milk
    # spoiled" is food gone off, so only the plain form)
    r"|spoil|rosak"
    # an account broken into, a roof fallen in: "our instagram got hacked", "the shed roof caved in" ("collapsed" is
    # as often a person taken ill: "Sam collapsed")
    r"|hacked|compromised|caved\s+in"
    # and a fault's plain verb before "again" or "already": "the printer jam again at the office", "aircon leak
    # already" (never "jam again tonight" said of music: only after a thing named)
    # (never the noun: "a slow oil leak again", "another paper jam again")
    r"|(?<!\ba\s)(?<!\ban\s)(?<!\banother\s)(?<!\bslow\s)(?<!\bsmall\s)(?<!\bbig\s)(?<!\bbad\s)(?<!\boil\s)"
    r"(?<!\bwater\s)(?<!\bgas\s)(?<!\bpaper\s)(?<!\btraffic\s)(?<!\blittle\s)"
    r"(?:jam|leak|crash|hang|overheat|flicker|conk\s+out|break\s+down)(?=\s+(?:again|already)\b)"
    # Australian and British slang: "the hot water system's stuffed", "ute's cactus", "pump's buggered", "the
    # fridge has carked it", "gone bung" ("shot", "fried", "rooted" are as often nerves, food or a pitch)
    # ("stuffed" only after "is"/"'s": "red packets all stuffed", "envelopes are stuffed" are filled)
    r"|(?<=(?:'s|\bis)\s)stuffed|cactus|buggered|carked\s+it|gone\s+bung"
    # a shell that lets the weather through: "the roof above the storeroom is letting water in", "the van's
    # taking on water", "the back door lets the rain in"
    r"|(?:letting|lets|let)\s+(?:(?:the|some|a|a\s+lot\s+of|so\s+much)\s+)?" + _LET_IN + r"\s+(?:in|through)"
    r"|(?:letting|lets)\s+in\s+(?:(?:the|some|a\s+lot\s+of|so\s+much)\s+)?" + _LET_IN
    + r"|taking\s+(?:on|in)\s+water"
    # a light that warns: "router light is blinking orange", "the alarm panel's flashing red"
    r"|(?:blinking|flashing|glowing|lit\s+up)\s+(?:red|orange|amber)"
    # a screen or a camera that shows nothing any more: "cctv has gone dark", "the monitor went black"
    r"|(?<=gone\s|went\s)(?:dark|black|blank)"
    # water where it should not be: "the dishwasher's flooding the kitchen floor"
    r"|flooding(?:\s+(?:the|my|our)\s+(?:[\w-]+\s+)?(?:floor|kitchen|bathroom|basement|cellar|garage|room|hall|flat"
    r"|house|place))?"
    # doing its job only just: "the pump's barely pushing anything", "ac is hardly cooling"
    r"|(?:barely|hardly)\s+(?:working|running|cooling|heating|charging|draining|flushing|pumping|spinning|loading"
    r"|connecting|responding|printing|pushing|pulling|blowing|sucking|holding\s+(?:a\s+)?charge)"
    r"(?:\s+(?:anything|any\s+\w+|at\s+all|out|through))?"
    # said the world over: "the fog machine's banjaxed", "the ute's cactus", "the pump is faulty"
    r"|banjaxed|goosed|munted|cactus|faulty|fried|snapped|bust|on\s+its\s+last\s+legs"
    # slow past use: "staging db is crawling", "the site is painfully slow"; a part worn through: "the
    # door seal is torn", "hinge is loose"; a thing behaving oddly: "slack is being weird"
    r"|crawling|dragging|grinding\s+to\s+a\s+halt|behind(?=\s+(?:by\s+)?[~≈]?\d)|torn|ripped|perished|frayed|worn\s+(?:out|through|thru|down)|loose"
    r"|rusted\s+(?:through|thru)|corroded|chipped|dented|warped|bent|blown|tripped|janky|dodgy"
    r"|being\s+(?:weird|funny|odd|strange|slow|flaky|glitchy|buggy|temperamental|janky|dodgy|stubborn|a\s+pain)"
    # said by a learner of English: "the heater in the office not works"
    r"|not\s+(?:works?|functions?|functioning|runs?|starts?|opens?|loads?|connects?)"
    r"|throwing\s+(?:\d{3}s?|(?:\w+\s+)?(?:errors?|exceptions?|timeouts?))|dropping(?:\s+out)?"
    r"|(?:returning|giving|serving|spitting\s+out|sending\s+back|responding\s+with|throwing)\s+(?:(?:a|an|some|lots\s+of)\s+)?"
    r"\d{3}s?(?:\s+errors?)?|(?:returning|giving|serving)\s+(?:\w+\s+)?errors|\d{3}ing"
    # ("one kind of loud knocking noise": "one" as the article, "kind of" a strange one, in Nigerian English)
    r"|making\s+(?:(?:a|an|one|this|that|some|these|weird|odd|funny|strange)\s+(?:(?:kind|sort)\s+of\s+)?"
    r"(?:[\w-]+\s+){0,3}?|[\w-]+\s+(?:[\w-]+\s+)?)?"
    r"(?:noises?|sounds?"
    r"|racket|rattle|clunk|smell|squeal|squeak|screech|whine|hum|buzz|knock|bang|hiss|clatter|clank|rumble|whistle"
    r"|grind)"
    r"|not\s+(?:working|loading|syncing|responding|starting|connecting|printing|booting|opening|coming\s+through"
    r"|sending|updating|running|charging"
    # what a logger or a sensor fails to keep: "SCADA historian not logging since 2am" (never "not logging in")
    r"|(?:logging|recording|transmitting|polling|reporting)(?!\s+(?:in|on|off|out|into|onto|his|her|their|my|our"
    r"|your|the|a|an|any|it|them|to|for|back)\b))"
    r"|(?:having|giving)\s+(?:issues|problems|trouble|errors)"
)
_NEGATED = (
    r"(?:isn't|isnt|is\s+not|aren't|arent|are\s+not|won't|wont|will\s+not|doesn't|doesnt|does\s+not|don't|dont"
    # "the generator has refused to start" (Nigerian and Indian English: won't start)
    r"|do\s+not|can't|cant|cannot|didn't|didnt|wasn't|keeps\s+not|(?:has\s+|had\s+|have\s+)?refus(?:ed|es)"
    r")\s+(?:\w+\s+)?(?:working|work|open|opening"
    r"|load|loading|boot|booting|start|starting|sync|syncing|connect|connecting|come\s+through|coming\s+through"
    r"|respond|responding|print|printing|turn\s+on|charge|charging|send|sending|update|updating|run|running"
    r"|close|closing|shut|lock|locking|unlock|drain|draining|flush|flushing|heat\s+up|spin|spinning|light|ignite"
    r"|pair|pairing|switch\s+on|power\s+on|hold\s+(?:a\s+)?charge|stay\s+on|stay\s+connected"
    # what a device fails to sense or show: "the scanner isn't detecting the negatives"
    r"|detect|detecting|recogni[sz]e|recogni[sz]ing|register|registering|record|recording|report|reporting"
    r"|(?:log(?:ging)?|transmit(?:ting)?|poll(?:ing)?)(?!\s+(?:in|on|off|out|into|onto|his|her|their|my|our|your|the|a|an"
    r"|any|it|them)\b)"
    r"|display|displaying|pick\s+up|picking\s+up|dispense|dispensing|weigh|weighing"
    # what a service or an app fails to do: "DNS isn't resolving", "the bus app isn't showing the route"
    # (never a person's doing: "isn't showing up", "won't ring me back", "isn't saving enough")
    r"|resolv(?:e|ing)(?!\s+(?:itself|themselves|anything))|show(?:ing)?(?!\s+up\b(?!\s+(?:on|in)\b))"
    r"|stream|streaming|upload|uploading|download|downloading|sav(?:e|ing)(?!\s+(?:enough|money|up|for|much|any)\b)"
    r"|refresh|refreshing|ring(?:ing)?(?!\s+(?:me|us|him|her|them|you|back|round)\b)"
    # what a drive, an app or a build fails to do: "shared drive won't mount", "the update won't install"
    # (never done to a thing by someone: "Kai won't install the app")
    r"|(?:mount|mounting|launch|launching|install|installing|compile|compiling|render|rendering|eject|ejecting"
    r"|reboot|rebooting|restart|restarting|back\s+up|backing\s+up|restore|restoring)"
    r"(?!\s+(?:the|a|an|my|our|his|her|their|your|it|them|this|that|these|those)\b)"
    # what a machine fails to reach or do: "oven 2 won't heat past 180", "pump won't hold pressure"
    r"|heat|heating|warm\s+up|cool|cooling|cool\s+down|get\s+(?:hot|warm|cold|cool)|freeze|fill|filling|dispense"
    r"|pump|scan|scanning|reset|resetting|read\s+(?:cards|the\s+card)|(?:take|taking|accept|accepting)\s+(?:(?:card\s+)?payments|cards)"
    r"|go\s+(?:above|past|over|below|beyond)|get\s+(?:above|past|over)|hold\s+(?:its\s+|the\s+)?(?:temp(?:erature)?"
    r"|pressure|heat))"
    # "never" with the present of what it should do: "the dishwasher never drains", "printer never prints"
    r"|never\s+(?:(?:fully|properly|actually|quite)\s+)?(?:opens|loads|boots(?:\s+up)?|syncs|connects"
    r"|drains|flushes|prints|charges|responds|updates|turns\s+on|switches\s+on|powers\s+on|spins|lights|ignites"
    r"|heats\s+up|gets\s+(?:hot|warm|cold)|cools(?:\s+down)?|fills(?:\s+up)?|dispenses|locks|unlocks|closes|shuts"
    r"|pairs|scans|mounts|installs|saves|uploads|downloads|refreshes|stays\s+(?:on|connected|cold|lit))(?![\w'])"
)
# "my boss keeps saying …", "Tom keeps asking about it": a person who talks, no thing failing
_NOT_SAID = (
    r"(?!(?:saying|telling|asking|calling|texting|messaging|emailing|ringing|bugging|nagging|reminding|promising"
    r"|talking|moaning|complaining|banging\s+on|going\s+on|mentioning|suggesting|insisting)\b)"
)
# "chromebooks keep losing connection": "keep" (a plural thing) only with a verb of failure, since
# "my kids keep growing" or "the neighbours keep visiting" are no outage
_KEEP_FAILING = (
    r"keep\s+(?:losing\s+(?:connection|signal|power|pressure|charge|data|wifi|wi-fi|network)|dropping(?:\s+out)?"
    r"|dropping\s+(?:connection|calls|wifi|wi-fi|signal|packets)|disconnecting|crashing|freezing|failing|breaking"
    r"|leaking|tripping|rebooting|restarting|overheating|jamming|beeping|flickering|cutting\s+out|timing\s+out"
    r"|shutting\s+down|switching\s+off|turning\s+off|going\s+off(?:line)?|erroring|glitching|hanging|lagging)"
)
# "went down to 180ms", "went down like half a metre", "went down 20%": a measure, no outage
_BY_A_MEASURE = (
    r"(?!\s+(?:(?:to|by|like|about|around|almost|nearly|over|roughly|maybe)\s+)+(?:a\s+|half\s+a\s+|[~≈<>]?[$£€]?\d)"
    r"|\s+\d)"
)
# a trouble a thing shows, in its -ing form: stopped, it is put right ("the tap stopped dripping")
_TROUBLE_ING = (
    r"(?:leaking|dripping|beeping|buzzing|rattling|squeaking|squealing|clicking|knocking|banging|humming|grinding"
    r"|smoking|smelling|crashing|freezing|flickering|tripping|overheating|hissing|whining|clunking|screeching"
    r"|throwing\s+errors|timing\s+out|disconnecting|dropping(?:\s+out)?|lagging|glitching|flashing|alarming"
    r"|making\s+(?:that|the|a|this|those|these|any)\s+(?:[\w-]+\s+)?(?:noises?|sounds?|racket|smell))"
)
_FAIL_VERB = (
    _KEEP_FAILING + r"|keeps\s+" + _NOT_SAID + r"\w+ing|kept\s+" + _NOT_SAID
    # (never what moved someone: "the flag ceremony broke me a little", "that film broke my heart")
    + r"\w+ing|stopped\s+working|stopped\s+(?!" + _TROUBLE_ING + r"\b)\w+ing"
    # (nor a breaker who is no thing that broke: "the drummer broke a stick", "the kids broke the gate")
    r"|broke(?!\s+(?:into|me|us|him|her|them|everyone|everybody|a|an|the|some|another|one|two|three|its|his|her"
    r"|their|our|my|your|(?:my|our|his|her|their)\s+hearts?)\b)"
    r"|broke\s+down|went\s+down" + _BY_A_MEASURE + r"|went\s+offline"
    r"|went\s+read[\s-]only|crashed|crashes|died|dies|froze|freezes|hangs|hung|is\s+failing|are\s+failing|fails"
    # a battery or a part giving out: "the scanner battery is dying" (never a person, a pet or a plant, nor "my
    # phone is dying" said of its charge this minute)
    r"|(?:(?<=battery\s)|(?<=batteries\s)|(?<=bulb\s)|(?<=bulbs\s)|(?<=motor\s)|(?<=compressor\s)"
    r"|(?<=alternator\s))(?:is|are)\s+dying(?!\s+(?:to|of|for|down)\b)"
    r"|failed|keeps\s+failing|(?:ran|has\s+run|have\s+run|keeps\s+running)\s+out\s+of\s+" + CONSUMABLE
    + r"|blew\s+up|is\s+throwing\s+errors|are\s+throwing\s+errors|is\s+timing\s+out"
    r"|are\s+timing\s+out|times\s+out|timed\s+out|leaks"
    # a machine that did the wrong thing: "booking system double-booked table 6", "the fence shorted out"
    r"|charged\s+(?:me|us|my\s+card|our\s+card)\s+(?:twice|double|two\s+times|three\s+times|\d+\s+times)"
    r"|double[\s-]?booked|double[\s-]?charged|double[\s-]?billed|overcharged|misfired|shorted(?:\s+out)?|short-?circuited"
    r"|went\s+haywire|glitched(?:\s+out)?|bugged\s+out|tripped\s+(?:the\s+)?(?:fuse|breaker|switch|electrics)"
    # a part that gave way: "the trapdoor hinge snapped", "the compressor packed up", "a pipe burst"
    r"|snapped|sheared(?:\s+off)?|packed\s+(?:up|in|a\s+sad)|gave\s+(?:out|way)|caved\s+in"
    # a battery that empties, a sink that empties slowly: "laptop battery drains super fast", "the sink drains slow"
    r"|(?:drains|is\s+draining)\s+(?:(?:super|really|so|way\s+too|too|very)\s+)?(?:fast|quick(?:ly)?|slow(?:ly)?)"
    # a machine that has given out, said with the perfect of West African English: "the pump don spoil", "gen
    # don die again"; "spoil" in Indian and West African English is "break"
    r"|(?:don|done|has|have)\s+(?:spoil|spoilt|spoiled|die|break(?:\s+down)?)"
    # a machine that stopped on its users: "the ice machine quit on us again", "the pump quit working"
    r"|quit\s+(?:on\s+(?:us|me)|working)"
    # a thing the wind took: "the fence blew down in the storm", "the gazebo got blown over" (never "the
    # storm blew over": it passed)
    r"|blew\s+(?:down|off|away)|(?:got|was|were)\s+blown\s+(?:down|over|off|away)"
    # said last, never before a noun ("three call-outs and a burst pipe" is a list)
    r"|(?:burst|blew)(?=(?:\s+(?:again|overnight|last\s+night|this\s+morning|today))?\s*$)"
    r"|drops\s+(?:out|connection|the\s+connection)|drops(?=\s+(?:every|constantly|randomly|all\s+the\s+time"
    r"|intermittently|out))"
    # things in the plural failing as a habit, said with how often: "the tills crash every time we scan a
    # voucher", "the scanners freeze whenever it rains" (never alone: "the kids crash at 8"; never a noun after one
    # thing: "the app crash on launch is fixed")
    r"|(?<=s\s)(?:crash|freeze|hang|fail|overheat|reboot|restart|glitch|jam|trip|cut\s+out|drop\s+out|time\s+out)"
    r"(?=\s+(?:every|each|whenever|when|if|constantly|randomly|all\s+the\s+time|at\s+random|intermittently"
    r"|repeatedly|non-?stop|on\s+(?:startup|launch|boot)|mid[\s-]\w+)\b)"
    # things that fail whenever tried, said last: "uploads over 20mb just fail", "the exports still time out" (never
    # "always": "my plans always fail" is a lament)
    r"|(?<=\s)(?:just|still)\s+(?:fail|time\s+out|error\s+out)(?=(?:\s+(?:now|again|every\s+time))?\s*[.!]*\s*$)"
)
# failures a person can commit too ("Maya double-booked me"): the topic must not be a lone name
_BY_PEOPLE_TOO = re.compile(
    r"\b(?:charged\s+(?:me|us)\s+\w+|double[\s-]?booked|double[\s-]?charged|double[\s-]?billed|overcharged"
    r"|quit\s+on\s+(?:us|me))\b",
    _I,
)
# the failing verbs in the present: after them a topic's "'s" can only be a possessive
_FAIL_NOW = _KEEP_FAILING + r"|keeps\s+" + _NOT_SAID + r"\w+ing|crashes|freezes|hangs|fails|dies|leaks|times\s+out"
_FIXED = (
    # a reading back at its mark: "core freezer back down to minus 35", "the tank's back up to 80%" (said first:
    # "back" alone would leave "down to minus 35" after it)
    # (a unit or a minus says a gauge's reading: "the price is back down to 5", "my score's back up to 40" are no fix)
    r"back\s+(?:down|up)\s+to\s+(?:(?:minus\s+|-|−)\d+(?:[.,]\d+)?(?:\s*(?:°\s*c?|degrees|c)\b)?"
    r"|\d+(?:[.,]\d+)?(?:\s*(?:°\s*c?|degrees|c|psi|bar|volts?|v)\b|\s*%))"
    r"|back\s+from\s+the\s+dead|(?:running|working|starting|going)\s+(?:fine|smoothly|properly|normally|ok|okay|well|perfectly)|fixed|resolved|solved|sorted(?:\s+out)?|repaired|restored|recovered|back(?:\s+(?:up\s+and\s+running|up|on|online|to\s+normal|working|running))?"
    # ("grand": fine, as said in Ireland and Newfoundland: "crane on the jetty's grand now"; never a sum, "12 grand")
    r"|up(?:\s+and\s+running)?|online|working|stable|(?:rock[\s-])?solid|reliable|green|fine"
    r"|(?<!\d)(?<!\d\s)(?<!\ba\s)(?<!few\s)(?<!couple\s)grand|ok|okay|good|all\s+good"
    r"|running(?!\s+(?:non-?stop|constantly|continuously|24/7|all\s+(?:day|night)))|syncing|loading"
    r"|responding|behaving|no\s+longer\s+(?:\w+ing|broken|down)|not\s+broken\s+any\s*more"
    r"|dealt\s+with|taken\s+care\s+of|seen\s+to|patched(?:\s+up)?|unblocked|unclogged|unjammed|unstuck|freed\s+up|freed|mended"
    # a frozen thing running again: "the water line's thawed (out)", "got the pipes unfrozen"
    r"|thawed(?:\s+out)?|unfrozen"
    # a dish or a receiver that has its satellite again: "dish is cleared and locked on"
    r"|(?:cleared\s+and\s+)?locked\s+on(?:\s+again)?"
    r"|back\s+in\s+(?:action|service|business|working\s+order|operation|use)|in\s+working\s+order|operational"
    r"|good\s+to\s+go"
    # a system come back to life: "jira's alive" ("back from the dead" is tried before "back")
    r"|(?:back\s+)?alive(?:\s+and\s+(?:well|kicking))?|breathing\s+again"
    # "heater's going again" (never "Sam's going", a person off somewhere); "tyre's pumped up and holding"
    r"|going(?=\s+again\b)|pumped\s+up|re-?inflated"
)
# "the latch holds fine now": a mend that holds
_FIXED_VERB = (
    r"works|work|holds(?=\s+(?:up|fine|ok|firm|tight|solid))|recovered|"
    r"came\s+back(?:\s+up|\s+online)?|is\s+back|got\s+fixed|got\s+repaired"
    # an engine that would not start, going: "van started after the boost", "car started first time"
    # (never "the meeting started": only with how it started)
    r"|(?:started|fired|kicked\s+over|turned\s+over)(?:\s+up)?(?:\s+(?:first\s+(?:time|go)|fine|ok|okay"
    r"|no\s+(?:problem|bother|worries))"
    r"|(?=\s+(?:again|after\s+(?:a|the|its|his|her|my|our)\s+(?:boost|jump|jump[\s-]?start|charge))))"
)
# ("ok already": fine now, as Singapore and Malaysia say it)
_AGAIN = r"(?:\s+(?:again|now|finally|too|as\s+well|already|and\s+holding(?:\s+(?:fine|up|well))?))*"
_TAIL_OK = (
    r"(?:again|this\s+time|this\s+morning|this\s+afternoon|since|today|tonight|for|with|on|in|at|after|right"
    r"\s+now|till|til|until|untill|'til|at\s+the\s+moment|all\s+(?:day|night|morning|afternoon|evening|week|weekend)|for\s+\w+|when|whenever|every|every\s+time|constantly|intermittently"
    # how long, said as the whole of a span: "… the whole time", "… the entire service", "… all the time"
    r"|(?:the\s+)?(?:whole|entire)\s+(?:time|day|night|service|morning|evening|show|week)|all\s+the\s+time"
    r"|everywhere|badly|all\s+over|like\s+crazy|into|through|onto|under|behind|somewhere|along|past|above|below"
    r"|beyond|near|around|between|randomly|at\s+random|on\s+and\s+off|every\s+\w+|now\s+and\s+then"
    # an aside on the report: "the portal is down anyway", "the lift's out too btw"
    r"|anyway|anyways|too|as\s+well|also|btw|fyi|by\s+the\s+way|rn|atm|tbh"
    # one trouble in the place of another: "now the aircon is broken instead"
    r"|instead(?!\s+of\b)"
    # how firmly: "jammed solid", "stuck fast"; what it was doing: "a knocking noise going uphill"
    r"|solid|fast|tight|going|driving|braking|turning|starting|idling|accelerating|reversing|printing|loading|spinning"
    # how far it got before it stuck: "the blinds are stuck half way", "gate's jammed half open" (never when:
    # "the mic cut out halfway through the anthem" is a moment of a show)
    r"|(?:half[\s-]?way|partway|part\s+way)(?!\s+(?:through|into|across|down|up|round|along|to|there|home|in)\b)"
    r"|half\s+(?:open|closed|shut|up|down))\b"
)
# how far behind or how slow, measured, after a state of trouble only: "lagging ~20 min", "slow by
# 10s" ("push the copy back 2 days" moves a to-do; nothing came back)
_MEASURED = (
    r"(?:by\s+|about\s+|around\s+|like\s+|over\s+|up\s+to\s+)?[~≈+]?\d+(?:\.\d+)?\s*(?:ms|s|secs?|seconds?|mins?"
    r"|minutes?|hrs?|hours?|h|m|days?)\b"
)

# how an occasion went: "went fine", "went off ok", "has gone well"
_WENT_WELL = re.compile(
    r"\s+(?:went|has\s+gone|'s\s+gone)(?:\s+off)?\s+(?:really\s+|pretty\s+|so\s+)?(?:fine|well|ok|okay|great|good"
    r"|smoothly|alright|all\s+right)\b",
    _I,
)
_T = r"(?P<t>(?:[^,:;]|(?<=\d):(?=\d\d))+?)"  # (a clock's colon is the thing's name: "the 23:00 backup job")
_NO_ARTICLE = r"(?<!\bthe)(?<!\ba)(?<!\ban)(?<!\bmy)(?<!\bour)(?<!\byour)(?<!\bhis)(?<!\bher)(?<!\btheir)(?<!\bits)"
_RESOLVE_FORMS = [
    # (a state word after an article is a thing: "sprinklers are flooding the green" fixes nothing)
    gated(re.compile(
        r"^" + _T + _COPULA + _ADVERB + _NO_ARTICLE + r"\s+(?:" + _FIXED + r")" + _AGAIN + r"(?P<tail>\s+.*)?$", _I
    )),
    gated(re.compile(r"^" + _T + r"\s+(?:" + _FIXED_VERB + r")" + _AGAIN + r"(?P<tail>\s+.*)?$", _I)),
    # a leak or a crack closed up: "T2 leak sealed", "the roof leak's been patched", "crack welded" (never "deal
    # sealed": only a breach is sealed shut)
    gated(re.compile(
        r"^(?P<t>[^,:;]*?\b(?:leak|leakage|crack|hole|puncture|drip|seep|split|breach)s?)" + _COPULA + _ADVERB
        + r"\s+(?:sealed|resealed|plugged|stopped|capped|welded|stitched|caulked|filled)(?:\s+(?:up|shut|off))?"
        + _AGAIN + r"(?P<tail>\s+.*)?$",
        _I,
    )),
    # "fridge is cold again", "the sink's draining again": the state a thing works in, back
    gated(re.compile(
        r"^" + _T + _COPULA + r"\s+(?:cold|warm|hot|toasty|cosy|cozy|nice\s+and\s+(?:warm|hot|toasty)|quiet|dry|fast|"
        # quick and within reach again: "intranet's snappy again", "git server reachable again"
        r"snappy|quick|speedy|zippy|nippy|instant|responsive|reachable|accessible|available|usable|smooth|stable|normal|live"
        r"|healthy|happy|clean|passing|green"
        # a light back on: "parking lot's lit up again", "the sign is lit again"
        r"|lit|lit\s+up"
        r"|draining|flushing|heating|cooling|charging|moving|turning|ticking|opening|closing|locking|spinning"
        r"|printing|connecting|reporting|recording|transmitting|pumping|spinning|sending|receiving|scanning"
        r"|uploading|updating|streaming|dispensing|weighing|flowing|detecting|reading|syncing|loading|arriving"
        # "slack notifications are coming through again", "payments are going through again"
        # ("Ana is coming in again" is a person at work: "in" only of things in the plural)
        r"|(?:coming|going|getting)\s+(?:through|thru)|(?:(?<=are\s)|(?<='re\s))coming\s+in"
        r"|running\s+clear|clear"
        # what turned people away, taking them again: "card machine taking payments again"
        r"|(?:taking|accepting|reading)\s+(?:(?:card|contactless)\s+)?(?:payments|cards|contactless|badges|passes"
        r"|tickets|coins))\s+again"
        # what brought it back, said after: "ERP is snappy again after the patch", "… since the reboot"
        r"(?P<tail>\s+(?:after|since)\s+.+)?$",  # "tap water's running clear again"
        _I,
    )),
    # "freezer's holding temp now", "the boiler is holding pressure again": keeping what it lost before
    gated(re.compile(
        r"^" + _T + _COPULA + r"\s+(?:holding|keeping)\s+(?:its\s+|the\s+)?(?:temp(?:erature)?|pressure|charge"
        r"|a\s+charge|the\s+cold|heat)(?:\s+(?:fine|ok|okay|steady))?(?:\s+(?:now|again))+$",
        _I,
    )),
    # "drain's clear now", "the sink's draining now": a blockage gone, said with "now" as well as "again"
    gated(re.compile(
        r"^(?!.*\b(?:schedule|calendar|diary|day|week|weekend|morning|afternoon|evening|inbox|desk|sky|skies|weather"
        r"|conscience|head|mind|air|coast)\b)"  # "my schedule's clear now": free, no trouble gone
        + _T + _COPULA + r"\s+(?:clear|draining|flushing|flowing|running\s+clear)(?:\s+(?:now|again))+$",
        _I,
    )),
    # "coffee machine's dry now", "the ceiling is bone dry again": a leak gone (never what dries as it should:
    # "the paint's dry now", "washing's dry", "the roads are dry again")
    gated(re.compile(
        r"^(?!.*\b(?:paint|varnish|glue|grout|concrete|plaster|ink|nails|washing|laundry|clothes|towels?|sheets|hair"
        r"|dog|kids?|weather|roads?|ground|pitch|grass|garden|lawn|day|week|weekend|spell|wood|firewood|logs)\b)"
        r"(?!(?:bone|totally|completely|all)\s+dry\b)"  # "bone dry now" alone names no thing
        + _T + _COPULA + r"\s+(?:(?:bone|totally|completely|all)\s+)?dry(?:\s+(?:now|again))+$",
        _I,
    )),
    re.compile(r"^(?:fixed|resolved|solved|repaired|restored)\s*:\s*(?P<t>.+)$", _I),
    # what it ran out of, back: "printer's got toner again", "the car has fuel now"
    gated(re.compile(
        r"^" + _T + r"(?:'s|\s+has|\s+have)\s+(?:got\s+)?(?:(?:new|fresh|more|enough)\s+)?" + CONSUMABLE
        + r"(?:\s+(?:again|now|back))+$",
        _I,
    )),
    # the trouble itself stopped: "the tap stopped dripping", "smoke alarm finally stopped beeping"
    gated(re.compile(
        r"^" + _T + r"(?:\s+(?:has|have)|'s|'ve)?(?:\s+(?:finally|just|now|at\s+last))*\s+stopped\s+(?P<trouble>"
        + _TROUBLE_ING + r")" + _AGAIN + r"(?P<tail>\s+.*)?$",
        _I,
    )),
    # verb first, with or without the one who did it: "fixed the export bug", "facilities fixed the badge reader"
    gated(re.compile(
        # the one who did it may be a trade ("oven guy fixed oven 2", "the tech fixed fridge 3")
        r"^(?:(?:i|we|they|someone|(?:the\s+)?[\w-]+(?:\s+(?:guy|guys|man|men|lady|tech|techs|team|crew|bloke|fella"
        r"|people))?)\s+)?(?:finally\s+)?(?:fixed|repaired|restored|resolved|sorted(?:\s+out)?"
        # a mend by its trade: "Farouk welded the latch", "the plumber soldered the pipe"
        r"|welded|soldered|mended|patched(?:\s+up)?"
        # the trouble undone: "unjammed the printer", "unblocked the sink"
        r"|unjammed|unblocked|unclogged|unstuck|unfroze|unbricked|thawed(?:\s+out)?"
        # a blockage gone: "plumber cleared the spa drain", "cleared the jam in the feeder"
        r"|cleared(?=\s+(?:the|my|our)\s+(?:[\w-]+\s+)?(?:drains?|gutters?|blockage|jam|pipes?|toilet|sink|vent|filter)\b))"
        # a thing named by its number ("oven 2", "lift 3b") is one thing
        r"\s+(?P<t>(?:the|my|our)\s+.+?|[^\s]+(?:\s+(?:bug|issue|problem|outage|\d{1,3}[a-z]?))?)"
        # when, said after: "unclogged the shower drain finally", "fixed the gate this morning"
        r"(?:\s+(?:finally|at\s+(?:long\s+)?last|now|today|again|this\s+(?:morning|afternoon|evening)|tonight))*$",
        _I,
    )),
]
_OPEN_FORMS = [
    # "water pressure in the bathroom is basically zero", "wifi signal upstairs is nonexistent": a
    # measure of a supply at nothing or terrible is a trouble with it
    gated(re.compile(
        r"^(?P<t>(?:[\w-]+\s+){0,2}?(?:(?:water|gas|air|tyre|tire)\s+pressure|(?:wi-?fi\s+|phone\s+|mobile\s+)?"
        r"(?:signal|reception)|(?:internet|wi-?fi|broadband|upload|download)\s+speeds?|flow|suction|bandwidth)"
        r"(?:\s+(?:in|at|on|upstairs|downstairs)(?:\s+(?:the|my|our)\s+[\w-]+(?:\s+floor|\s+(?!(?:is|are|was|were|has"
        r"|have|seems?|looks?)\b)[\w-]+)?|\s+(?:floor|level)\s+\w+"
        r"|(?<=upstairs)|(?<=downstairs)))?)"
        + _COPULA + _ADVERB + _SHORT_OF + _ADVERB
        + r"\s+(?P<state>zero|nil|non-?existent|non\s+existent|terrible|awful|abysmal|pathetic|shocking|dreadful"
        r"|rubbish|garbage|trash|crap|gone|dead|useless|a\s+joke)" + _AGAIN + r"(?P<tail>\s+.*)?$",
        _I,
    )),
    # "laptop fan is super loud", "the fridge is really noisy": a machine that should hum, loud
    # (only machines: "the kids are loud", "the music is loud" are no fault)
    gated(re.compile(
        # (fans that are people: "the fans were so loud at the match"; a machine's: "laptop fan", "ceiling fans")
        r"^(?P<t>(?:[\w-]+\s+){0,2}?(?:fan|(?:laptop|ceiling|extractor|exhaust|cooling|case|cpu|server|desk|radiator)"
        r"\s+fans|fridge|freezer|boiler|ac|a/c|aircon|air\s+con|compressor|pump|dishwasher"
        r"|washing\s+machine|washer|dryer|tumble\s+dryer|laptop|pc|computer|server|printer|engine|exhaust|hvac|heater"
        r"|extractor|radiators?|pipes|furnace|generator|projector|hard\s+drive|disk|motor|gearbox|brakes"
        r"|car|van|ute|truck|bakkie|tractor|quad|mower|lawn\s*mower|microwave|oven|hob|extractor\s+hood))"
        + _COPULA + _ADVERB + r"\s+(?P<state>loud|noisy|squeaky|whiny|whining"
        # a noise a working one never makes, said by its verb: "the fridge is buzzing again", "boiler's humming",
        # "van's rattling", "the pump keeps clicking", "dryer's making a weird noise"
        r"|(?:buzzing|humming|rattling|grinding|clicking|knocking|banging|squealing|squeaking|hissing|clunking|clanking"
        r"|ticking|gurgling|thumping|juddering|vibrating)(?!\s+(?:along|away)\b)"  # "humming along": running fine
        r"(?:\s+(?:weird|weirdly|funny|strange|strangely|odd|oddly|loud|loudly))?"
        r"|making\s+(?:a|an|that|this|the|some|these|those)\s+(?:\w+\s+){0,2}?(?:noises?|sounds?|racket|rattle|din)"
        # or making a noise a working one never makes: "my laptop fan is screaming", "the fridge is groaning"
        r"|screaming|shrieking|howling|wailing|wheezing|groaning|screeching|whirring\s+like\s+\S.*"
        # or sounding like something else: "laptop fan sounds like a jet engine", "the boiler sounds like it's dying"
        r"|(?<!\S)(?:sounds|sounding|sounded)\s+(?:like|as\s+if|as\s+though)\s+"
        r"(?!.*\b(?:fine|ok|okay|normal|good|better|new|brand\s+new|right|quieter|healthy|working)\b)\S.*)"
        + _AGAIN + r"(?P<tail>\s+.*)?$",
        _I,
    )),
    # "the shower's cold again", "radiators are stone cold": a thing meant to be hot, cold
    re.compile(
        r"^(?P<t>(?:[\w-]+\s+){0,2}?(?:shower|radiators?|heating|hot\s+water|bath|oven|boiler|heater|towel\s+rail"
        r"|hot\s+taps?)(?:\s+(?:in|at|on|upstairs|downstairs)(?:\s+(?:the|my|our)\s+[\w-]+|(?<=upstairs)|(?<=downstairs)))?)"
        # or what it gives: "the hot tap only runs cold", "shower's coming out lukewarm"
        + _COPULA + _ADVERB + r"(?:\s+(?:only\s+)?(?:runs|running|comes\s+out|coming\s+out|blows|blowing))?"
        + r"\s+(?P<state>(?:stone\s+|freezing\s+|ice\s+)?cold|lukewarm|tepid|freezing"
        r"|not\s+(?:hot|warm|heating\s+up))" + _AGAIN + r"(?P<tail>\s+.*)?$",
        _I,
    ),
    # "water supply's off in our building", "the power's been cut off": a supply that is off has
    # failed (a lamp or a person "off" is no outage, so only supplies); "cut" alone only after a
    # verb ("power cut again" is the noun, its topic "power cut")
    gated(re.compile(
        r"^(?P<t>(?:[\w-]+\s+){0,2}?(?:power|electricity|electrics|mains|gas(?:\s+supply)?|(?:hot\s+)?water"
        r"(?:\s+supply)?|supply|wi-?fi|internet|broadband|phone\s+line|landline))"
        + _COPULA + _ADVERB
        + r"\s+(?P<off>off|cut\s+off|(?<=is\s)cut|(?<=was\s)cut|(?<='s\s)cut|been\s+cut(?:\s+off)?"
        r"|gone\s+off|shut\s+off)"
        + _AGAIN + r"(?P<tail>\s+.*)?$",
        _I,
    )),
    # "the oven clock is still an hour ahead", "the dashcam clock's 10 min behind": a clock that keeps the wrong time
    gated(re.compile(
        r"^(?P<t>(?:[\w-]+\s+){0,2}?(?:clock|clocks|watch|timer|time\s+display|timestamps?))" + _COPULA + _ADVERB
        + r"\s+(?P<state>(?:an?|one|two|three|four|five|ten|\d+|a\s+few|half\s+an?)\s+(?:hours?|hrs?|minutes?|mins?"
        r"|seconds?|secs?)\s+(?:ahead|behind|fast|slow|out))" + _AGAIN + r"(?P<tail>\s+.*)?$",
        _I,
    )),
    # "tap water is brown at the flat", "the water's cloudy again": water not as it should look
    gated(re.compile(
        r"^(?P<t>(?:[\w-]+\s+){0,2}?(?:water|water\s+supply))" + _COPULA + _ADVERB
        + r"\s+(?P<state>brown|discolou?red|cloudy|murky|rusty|yellow|orange|milky|dirty|muddy)" + _AGAIN
        + r"(?P<tail>\s+.*)?$",
        _I,
    )),
    # what a sound system lets out when it fails: "the church sound system is giving feedback the whole time", "the
    # mic keeps picking up static" (feedback said of a sound device only: "my boss is giving feedback" is praise)
    gated(re.compile(
        r"^(?P<t>(?:[\w'-]+\s+){0,3}?(?:sound\s+system|sound|mics?|microphones?|speakers?|pa(?:\s+system)?|amps?"
        r"|amplifiers?|mixer|headsets?|hearing\s+aids?|radio|monitors?|earpiece|intercom|walkie-?talkies?))"
        + _COPULA + _ADVERB + r"(?:\s+(?:keeps|kept))?"
        r"\s+(?P<state>(?:giving|making|producing|picking\s+up|getting)(?:\s+off)?\s+(?:(?:so\s+much|loads\s+of|a\s+lot\s+of|terrible|awful|bad|horrible|constant)\s+)?(?:feedback|static"
        r"|interference))" + _AGAIN + r"(?P<tail>\s+.*)?$",
        _I,
    )),
    # ("kettle's died": "'s" is "has", the topic ends before it)
    gated(re.compile(rf"^{_T}(?<!'s)(?<!\shas)(?<!\shave)\s+(?:{_NEGATED}|{_FAIL_VERB}){_AGAIN}(?P<rest>\s+.*)?$", _I)),
    # ("McDonald's keeps crashing": before a verb in the present, "'s" is a possessive, never "is"/"has")
    re.compile(rf"^(?P<t>[^,:;]+?'s)\s+(?:{_NEGATED}|{_FAIL_NOW}){_AGAIN}(?P<rest>\s+.*)?$", _I),
    gated(re.compile(
        r"^" + _T + _COPULA + _ADVERB + _SHORT_OF + _ADVERB + r"\s+(?P<state>" + _BROKEN + r")" + _AGAIN
        + r"(?P<tail>\s+.*)?$",
        _I,
    )),
    re.compile(
        # ("nobody can get into the shared inbox": no one at all, the same fault; a login or a print no one can
        # make is read as that task's issue before this: "3rd floor printer printing")
        r"^(?:(?:i\s+|we\s+)?(?:can't|cant|cannot|can\s+not|couldn't|couldnt|unable\s+to|not\s+able\s+to)"
        r"|(?:nobody|no\s+one|no-one|none\s+of\s+us)\s+(?:can|could|is\s+able\s+to)"
        r"(?!\s+(?:log|login|sign|print)\b))\s+"
        r"(?:log\s*in(?:to)?|log\s+on\s+to|login\s+to|sign\s+in(?:to)?|sign\s+into|access|reach|open|load|connect"
        r"\s+to|get\s+into|get\s+on(?:to)?|print\s+(?:to|from)|use|reach)\s+(?P<t>.+)$",
        _I,
    ),
    gated(re.compile(
        r"^(?:i'm\s+|we're\s+|im\s+)?(?:getting|seeing|hitting)\s+(?P<d>(?:\d{3}s?|errors?|timeouts?|\w+\s+errors?"
        r"|crashes))\s+(?:from|on|with|in|when\s+\w+ing)\s+(?P<t>.+)$",
        _I,
    )),
    re.compile(
        # "there's a problem with …", "having issues w/ the scanner", "we're getting errors with …"
        r"^(?:there(?:'s|\s+is|\s+are)\s+|(?P<having>(?:(?:i'm|im|i\s+am|we're|were|we\s+are|i|we|i've|we've)\s+)?"
        r"(?:still\s+|been\s+|keep\s+)?(?:having|getting|hitting|running\s+into|got)\s+))?(?:(?:a|an|another|some|a\s+few|major"
        r"|real|weird|so\s+many|loads\s+of|lots\s+of)\s+)?(?:new\s+)?(?:problem|problems|issue|issues"
        r"|trouble|outage|bug|bugs|errors|glitches)\s+(?:with|in|on)\s+(?P<t>[^:]+?)(?:\s*:\s*(?P<d>.+))?$",
        _I,
    ),
    gated(re.compile(r"^" + _T + r"\s+(?:issue|problem|outage|bug|incident)\s*:\s*(?P<d>.+)$", _I)),
    # "cracked my phone screen", "just smashed our wing mirror": the user broke a thing (not
    # "smashed my PB")
    re.compile(
        r"^(?:i\s+|i've\s+|ive\s+)?(?:just\s+|accidentally\s+)?(?:cracked|smashed|bricked|dented|fried|shattered)"
        r"\s+(?:my|our)\s+(?!(?:\w+\s+)?(?:record|pb|goal|target|best|time|knuckles)\b)(?P<t>.+)$",
        _I,
    ),
]
_TAIL = re.compile(r"^(?:" + _TAIL_OK + "|" + _MEASURED + ")", _I)
_FIX_TAIL = re.compile(  # "fixed by Amir's patch", "van's back from the garage"
    r"^(?:" + _TAIL_OK + r"|(?:by|thanks\s+to)\b|from\s+(?:the\s+)?(?:garage|shop|repairs?|mechanics?|menders"
    r"|service|workshop|being\s+(?:fixed|repaired|serviced))\b)",
    _I,
)  # "fixed by Amir's patch"
_TOPIC_TAIL = re.compile(r"\s+(?:again|once\s+more|(?=this\s+time\b)|(?=today\b)|(?=since\b))", _I)
# "projector in room 4", "badge reader at the front door": where the thing is, kept as detail.
_WHERE = re.compile(r"^(?P<t>.+?)\s+(?P<w>(?:in|at|on|for)\s+(?:the\s+|my\s+|our\s+|room\s+)?.+)$", _I)
# "looks like the gateway is down", "i think the heating's broken", "bug: the PDFs …": how sure
# the user is or what kind of report it is, never part of the thing that broke
_HEDGE = (
    r"(?:(?:i\s+)?(?:think|reckon|guess|suspect|believe)|pretty\s+sure|(?:it\s+)?(?:looks|seems|sounds)\s+like"
    r"|apparently|uh\s*oh|oh\s+no|heads\s+up|fyi)\s*[:,-]?|(?:bug|issue|problem|incident|outage|update)\s*:"
)
_LEAD = re.compile(r"^(?:(?:and|but|now|also|ugh|argh|omg|welp|so|the|my|our|your|their|" + _HEDGE + r")\s+)+", _I)
# a laugh said first: "lmao the neighbour's goat got loose again" (the news is the rest)
_LAUGH_FIRST = re.compile(r"^(?:(?:lol+|lmao+|lmfao|rofl|haha\w*|hehe\w*)[\s,!.…]+)+", _I)
# "extractor fan fixed itself lol": a laugh after a report sets its tone, the report stands
_LAUGH = gated(re.compile(
    r"(?:[\s,.!…]+(?:lol|lmao|lmfao|haha\w*|hehe\w*|rofl|thank\s+(?:god|goodness|heavens|christ)|thankfully|phew"
    r"|yay|woo+hoo+|ffs|ugh+|argh+|sigh|smh"
    # whom it is told to, said last: "hydro turbine's down again b'y", "pump's cactus mate", "fixed it lads"
    r"|b['’]ys?|mate|bro|bruv|lads|dude|guys"
    # a shrug at the cause: "slack notifications are instant again, whatever it was"
    r"|whatever\s+(?:it|that)\s+was|no\s+idea\s+why|go\s+figure|who\s+knows(?:\s+why)?))+[\s.!…]*$",
    _I,
))
_SYMBOLS = re.compile(r"[\s!.…]*[^\w\s'\"()\-.,:;?!/@#&%+]+[\s!.…]*$")
# "its" typed for "it's", "the thing", "thingy": a thing not named (like "it")
_VAGUE_THING = frozenset({"its", "thing", "thingy", "thingo", "thingamajig", "whatsit", "doodah"})
_PRONOUN_TOPIC = {"it", "that", "this", "everything", "all", "things", "stuff", "someone", "nothing", "i", "we",
                  "something", "somethings", "somethin", "sth", "smth",
                  # a person said by a pronoun: "he's locked out again" is someone's state, no thing failing
                  "he", "she", "they", "he's", "she's", "they're", "i'm", "we're", "you", "you're"}
# a topic never ends in a verb, a negation or "to": "VPN not | working" is no resolution of "VPN
# not", "back to | work" none of "back to", "… tmrw after | work" none at all
_NAME_ONLY = re.compile(r"[A-Z][a-z'-]+")  # "Lena": a person's name alone (never "SSO", "the wifi")
_BAD_TOPIC = re.compile(
    r"(?:\b(?:not|never|stopped|keeps|kept|still|is|are|was|no|nothing|to|of|for|with|from|after|before|at|by|and|or|but"
    r"|packed|playing|acting"
    r"|messing|seized|clogged|fed|gave|given|blown|screwed|fouled|go|goes|going|lit"
    # a phrasal verb's verb: "new products show | up now", "the keys turned | up"
    r"|show|shows|showed|showing|turn|turns|turned|popped|pops)|n't|\s[-–—]\s.*"
    # nor holds one: "freezer isn't keeping things | frozen" names no thing
    r"|\b(?:isn't|isnt|aren't|arent|won't|wont|doesn't|doesnt|don't|dont|can't|cant|didn't|didnt|wasn't|wasnt)\s.*"
    # an intention is no thing: "wanna start | running again"
    r"|^(?:(?:i|we)\s+)?(?:want|need|have|going|plan|planning|hope|hoping|try|trying|mean|meaning|would\s+like)\s+to\b.*"
    # nor is what is expected to happen: "weather's meant to clear | up by the weekend"
    r"|\b(?:meant|supposed|expected|set|due|about|going|gonna)\s+(?:to\s+)?[a-z]+$)$",
    _I,
)
_MAX_WORDS = 30
_STRONG_FIX = re.compile(r"\b(?:fixed|resolved|solved|sorted|restored|back|up|working)\b", _I)
# Things that "go out" when sent: "the offer letter is out" never reports an outage.
_SENT_THING = re.compile(
    r"\b(?:(?:news)?letter|e-?mail|mail|invoice|contract|report|deck|offer|proposal|memo|notice|quote|quotation"
    r"|invitation|invite|minutes|agenda|cheque|payment|parcel|package|application|form|paperwork|announcement"
    r"|press\s+release|newsletter|survey|statement|brochure|flyer|card|order|draft|brief|submission|post|update"
    r"|mailer|mailshot|campaign|bulletin|digest|release\s+notes|reminder|notification"
    # pay sent: "checks went out" (a cheque spelt the US way), "paychecks went out", "the wages went out"
    r"|check|paycheck|pay\s?check|wage|salary|salaries|bill|receipt|estimate|document|doc"
    # published, never broken: "rota's out", "exam timetable out", "results are out", "the new menu is out"
    r"|timetable|schedule|rota|roster|result|grade|mark|score|list|shortlist|fixture|calendar|programme|program"
    r"|syllabus|menu|payslip|ranking|line-?up|episode|album|trailer|edition)s?$",
    _I,
)
# "a day out", "girls' night out": an outing, never a thing that is out
# a lead time said with "out" ("bells ordered, three weeks out they reckon", "2 months out"): how long till
# something comes, never a thing sent or down
LEAD_TIME = re.compile(
    r"^(?:about\s+|around\s+|roughly\s+)?(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a\s+couple(?:\s+of)?"
    r"|a\s+few|few|several)(?:\s+(?:or|to|-)\s+\w+)?\s+(?:day|week|wk|month|year|hour|hr)s?$",
    _I,
)
_OUTING = re.compile(r"\b(?:day|night|evening|afternoon|morning|weekend|lunch|dinner|meal|drinks|trip)$", _I)
# the weather out of doors, said as "<how> out": "proper fresh out", "bit nippy out", "lovely and warm out"
# (what is out there is the weather, nothing sent and nothing out of order)
_WEATHER_OUT = re.compile(
    # ("some mauzy out today": "some" stresses it, as Newfoundlanders say it; "mauzy" is foggy and damp there)
    r"^(?:(?:(?:a\s+)?bit|proper|well|pretty|quite|some|right|wonderful|" + DEGREE + r")\s+)*"
    r"(?:(?:lovely|nice|gorgeous|glorious)\s+(?:and|n|&)\s+)?"
    r"(?:fresh|cold|chilly|nippy|parky|freezing|baltic|bitter|brisk|crisp|raw|warm|hot|mild|muggy|humid|sticky|wet"
    r"|windy|blowy|breezy|sunny|grim|miserable|dreary|damp|grey|gray|dark|bright|foggy|misty|icy|frosty|slippy|slippery"
    r"|boiling|roasting|scorching|sweltering|toasty|lovely|gorgeous|glorious|mauzy|mausy|dirty|civil|stormy|rainy|drizzly"
    r"|murky|soupy|blustery|nasty)$",
    _I,
)
# what is supplied rather than sent ("the power", "hot water", "the wifi"): out means an outage
_SUPPLY = re.compile(
    r"\b(?:power|electricity|electrics|electric|gas|(?:hot\s+)?water|heating|wifi|wi-fi|internet|broadband|signal"
    r"|network|phone\s+line|landline|lights?|mains|sewer|lift|elevator|server|site|website|service)s?$",
    _I,
)
# "get the fence fixed", "have the boiler serviced": a thing to have mended, not mended
_TO_GET = re.compile(r"^(?:(?:i|we)\s+)?(?:need\s+to\s+|must\s+|gotta\s+|have\s+to\s+)?(?:get|have)\s+\S", _I)
# "got the printer sorted", "finally got the vpn working": the thing, before its resolution.
_GOT = gated(re.compile(r"^(?:i\s+|we\s+)?(?:finally\s+|just\s+)?got\s+(?=\S+\s+\S)", _I))
# a status code ("500s", "404", "503ing") said as the symptom
_CODE = re.compile(r"\b[1-5]\d\d(?:s|ing)?\b")
# "on checkout", "for the login endpoint", "at /api/users": the feature the errors come from
_FEATURE = re.compile(r"^(?:on|for|in|at|from)\s+(?:the\s+)?(?P<f>[\w/.-]+(?:\s+[\w/.-]+){0,2})$", _I)
_NOT_FEATURE = re.compile(
    r"\b(?:everyone|everybody|all|users?|customers?|people|me|us|them|some|most|today|tonight|again|now|mobile"
    r"|desktop|moment|minute|weekends?|night|times|off|and|\d+\w*)\b",
    _I,
)
# "on safari", "in chrome", "at home": where only the thing fails
_SCOPE = re.compile(r"^(?:on|in|at)\s+(?:the\s+|my\s+|our\s+)?[\w.-]+(?:\s+[\w.-]+)?$", _I)
# a breakage said of "it": "it's broken again", "it died" (not "it's slow", "it's out")
_STRONG_BREAK = re.compile(
    r"^\s*(?:'s|\s+is|\s+has|\s+just|\s+finally|\s+completely|\s+totally|\s+has\s+just)*\s*(?:broken|broke(?:\s+down)?"
    r"|dead|died|down|crashed|stopped\s+working|not\s+working|won't|wont|packed\s+(?:in|up)|conked\s+out"
    r"|on\s+the\s+(?:fritz|blink)|playing\s+up|acting\s+up|leaking|frozen|froze|kaput|busted|bricked|gone\s+wrong)\b",
    _I,
)
# what may follow a breakage of "it" and still be one: "again", "this morning"; anything else
# ("it won't work for me", "it died down") is another sense
_OTHER_TAIL = re.compile(
    r"^(?!\s*(?:again|anymore|any\s+more|at\s+all|now|today|this\s+(?:morning|afternoon|evening)|overnight"
    r"|completely)?\s*$)",
    _I,
)
# "doesn't open on sundays", "won't open until 10", "won't close this quarter": hours or plans, not an outage
_SCHEDULE = re.compile(
    r"^(?:on\s+(?:weekends?|sundays|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|bank\s+holidays|holidays)"
    r"|until|till|til|before|after|at\s+(?:weekends|night)|(?:at|from)\s+\d|this\s+(?:quarter|year|month|week|time)"
    r"|next\s+\w+|by\s+\w+|in\s+time|soon|yet)\b",
    _I,
)
# figures of speech with breakage words: "this week is killing me", "that joke crashed and burned", "the wind
# died down" (what dies down grows calm: a wind, a noise, a fuss)
_IDIOM = gated(re.compile(
    r"\b(?:killing\s+me|crashed\s+and\s+burned|crash\s+and\s+burn|on\s+fire|dying\s+to|broke\s+as|dead\s+tired"
    r"|dead\s+on\s+my\s+feet|i'm\s+dead|im\s+dead|i'm\s+broke|im\s+broke|brain\s+is\s+(?:broken|fried|dead)"
    r"|brain's\s+(?:broken|fried|dead)|heart\s+is\s+broken|heart's\s+broken|broken\s+record"
    # a person's life, not a machine: "Sofia broke up with her boyfriend", "he broke the news"; a gathering
    # over ("the dance broke up at 2am", "the party broke up around midnight")
    r"|broke\s+up\b|(?:broken|breaking|break|split)\s+up\s+with|broke\s+even|broke\s+(?:the\s+)?(?:news|ice|silence|record"
    r"|rules?)|broke\s+(?:my|his|her|their|our)\s+(?:heart|promise|word|leg|arm|wrist|ankle|nose)|broke\s+into\s+(?:tears"
    r"|a\s+(?:smile|sweat|run))|broke\s+down\s+(?:in\s+tears|crying)|died\s+(?:laughing|of\s+\w+)|(?:die|dies|died|dying)\s+down|crashed\s+(?:at|on)"
    r"\s+(?:my|mine|his|her|their|the\s+(?:couch|sofa))|cracked\s+(?:me|us|him|her)\s+up|cracked\s+a\s+joke"
    r"|(?:mind|brain|head)(?:'s|\s+has)?\s+(?:went|gone)\s+blank"
    # a note being made, nothing gone down: "writing this down so i don't forget", "jotting it down"
    r"|(?:write|writes|writing|wrote|written|jot|jots|jotting|jotted|note|notes|noting|noted|put|puts|putting"
    r"|scribble|scribbling|scribbled|take|taking|took)\s+(?:this|it|that|these|those|them|everything|all\s+this)\s+down\b"
    # a place gone dark is night, a show starting or a power cut named by the supply ("power's out")
    r"|(?:room|house|street|stage|theatre|theater|cinema|hall|town|city|world|lights)(?:'s|\s+has|\s+have)?\s+(?:went"
    r"|gone)\s+dark|blew\s+up\s+at|froze\s+on\s+stage|snapped\s+at\s+(?:me|us|him|her|them|everyone|everybody|people|the\s+kids)"
    # a photo taken, a bargain bought: "snapped a great pic of us", "snapped some shots", "snapped up the last seats"
    r"|snapped\s+(?:(?:a|an|some|the|this|that|these|those|my|our|his|her|their|a\s+few|a\s+couple(?:\s+of)?|\d+)\s+)"
    r"(?:[\w'-]+\s+){0,2}(?:pics?|photos?|pictures?|shots?|selfies?|snaps?|photographs?|images?|snapshots?)"
    r"|snapped\s+(?:(?:it|them|one)\s+)?up"
    r"|(?:patience|temper)\s+(?:snapped|blew|gave\s+out)|gave\s+up\s+on|burst\s+(?:into|out)|blew\s+(?:it|a\s+kiss"
    r"|my\s+chance|the\s+budget)"
    # said to people or to swear by, nothing gone down: "swear down", "calm down", "pipe down lads"
    r"|(?:swear|swears|swore|calm|pipe|simmer|settle|quiet|quieten|sit|slow)\s+down"
    # people turned out in numbers, never a thing out of order: "the fixed gear crowd is out in force"
    r"|out\s+in\s+(?:full\s+)?(?:force|droves|numbers|their\s+(?:dozens|hundreds|thousands))|out\s+and\s+about)\b",
    _I,
))


def idiom_across(text: str, at: int) -> bool:
    """Whether a figure of speech in ``text`` runs across position ``at`` ("Orville's a broken | record
    w/ his cricket stats"): no place to cut the message in two."""
    pos = 0
    while (m := _IDIOM.search(text, pos)) is not None:
        if m.start() < at < m.end():
            return True
        pos = m.end()
    return False


# a topic that says the thing still fails, or only might work: no fix
_NOT_FIX_TOPIC = re.compile(r"(?:n't|\bnot|\bnever|\bwould|\bcould|\bshould|\bmight)\b", _I)
# things meant to be hot: "cold again" is their failure, not a fridge working again
_HEATS = re.compile(r"\b(?:shower|radiators?|heating|water|bath|oven|hob|boiler|kettle|heater|towel\s+rail)\b", _I)
_TWO_CLAUSES = re.compile(r"\s*(?:,\s*)?\b(?:but|and|while|so)\s+(?:now\s+|also\s+)?", _I)


# "up"/"back" right after the words, with no "is"/"'s" between: a phrasal verb's particle when
# the words start with a verb ("pick the kids up", "call Ravi back", "squared up with Priya").
_PARTICLE = re.compile(r"\s+(?:up|back)\b", _I)


# "follow up with Ngozi", "circle back with Tomás": a phrasal verb's first word, never a topic
_PHRASAL = (
    r"follow|set|sign|catch|meet|pick|top|back|circle|loop|call|ring|get"
    # "settle up with Bea by fri", "square up with Tom", "tidy up the garage": a to-do, nothing came back up
    r"|settle|square|pay|tidy|clean|wrap|sum|round|lock|fill|free|warm|cheer|suit|gear|team|link|hook|buddy|pair"
    # filling a vehicle or a store: "tmrw fuel up at the Pilot", "stock up on nappies", "load up the van"
    r"|fuel|stock|load"
    # said to people: "whoever's bringing the ice, hurry up", "shut up lol", "hold up": nothing came back up
    r"|hurry|shut|hold|hang|wake|grow|man|lighten|buck|perk|speed|drink|eat"
    # a gathering over: "the party wound up at 2am", "the gig wrapped up at 11"
    r"|wound|wrapped"
)
_FAILING = re.compile(rf"\b(?:{_FAIL_VERB})\b", _I)
# "the bank called back", "mum rang me back": a person answering (:mod:`._lifecycle_others`)
_CALLED = re.compile(
    r"\b(?:called|rang|phoned|texted|emailed|e-mailed|messaged|wrote|replied|pinged|buzzed|dm'?d"
    r"|(?:is\s+|'s\s+|will\s+|'ll\s+)?(?:call|ring|phone|text|email|message|ping|get)(?:ing)?)(?:\s+(?:me|us))?$",
    _I,
)
# "fine" straight after the words, with no "is" between: the noun, a penalty ("the parking fine")
_A_FINE = re.compile(r"\s+fines?\b(?!\s+(?:now|again)\b)", _I)
_AN_ITEM = re.compile(r"^(?:a|an|another|one|two|\d+)\s", _I)  # "a parking fine": one of them, no thing named
_DONE_TO = re.compile(r"\b(?:(?:got|gets|was|were|been)\s+[a-z]+(?:ed|en)|bounced)$", _I)  # "… bounced back"
# someone asking for a thing back: "the school wants the form back", "she'd like her keys back"
_WANTED = re.compile(r"\b(?:wants?|wanted|needs?|needed|asked\s+for|asks\s+for|expects?|would\s+like|'d\s+like)\b", _I)
# "Marco said he'd have the redlines back by wed", "she'll have it up tmrw": a promise, nothing mended yet
_PROMISED = re.compile(r"\b(?:'d|'ll|will|would|shall|gonna|going\s+to)\s+(?:have|get|bring|put)\b", _I)


# "in 2 hrs call Ravi back", "tmrw pick the kids up": when, before the action
_WHEN_FIRST = re.compile(
    r"^(?:in\s+(?:\d+|an?|one|two|three|a\s+few|a\s+couple\s+(?:of\s+)?)\s*[a-z]+|tomorrow|tmrw|tmr|tonight"
    r"|later|first\s+thing|at\s+\d\S*|(?:on\s+)?(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?)"
    r"\s*,?\s+",
    _I,
)


# a system or a machine named by what it is for ("staging db", "booking site", "printing press"):
# the "-ing" word before it is no verb
_SYSTEM_HEAD = re.compile(
    r"\s+(?:db|database|server|servers|env|environment|system|site|website|app|api|service|page|portal|queue"
    r"|pipeline|machine|machines|box|cluster|gateway|platform|tool|software|module|terminal|press|lights?"
    r"|delivery|deliveries|sync|integration|feed|backups?|replication|replica|jobs?|worker|workers|engine|bot"
    r"|endpoint|webhooks?|notifications|alerts|dashboard|inbox|provider|network|link|line|router|printer)\b",
    _I,
)


# someone named, then what they became or did: a person's news, never the name of a thing that failed
_SOMEONE_BECAME = re.compile(
    r"^[A-Z][\w'-]*\s+(?:became|become|becomes|was|were|got|gets|joined|left|quit|started|took|made|went)\s"
)


def _named_then_verb(words: str) -> bool:
    """Whether ``words`` are someone named, then a verb in its past tense, then its object
    ("Farid brought the drill", "Jo handed the keys")."""
    said = words.split()
    return len(said) >= 3 and bool(_NAME_WORD.fullmatch(said[0])) and said[0].lower() not in _NAME_STOP and (
        said[1].lower() in _IRREGULAR_PAST or bool(re.fullmatch(r"[a-z]{3,}ed", said[1], _I))
    )


def _verb_first(words: str) -> bool:
    """Whether ``words`` start with a verb (after when): a to-do verb with its object, a past
    tense, or a progressive ("reading up on the contract", "backing up the laptop": an activity,
    nothing came back up)."""
    words = _WHEN_FIRST.sub("", words.strip())
    first = words.split()[0].lower() if words.split() else ""
    past = len(first) >= 5 and first.endswith("ed") and not first.endswith("eed")
    progressive = len(first) >= 5 and first.endswith("ing") and first not in ING_THINGS  # never "heating back on"
    if _SYSTEM_HEAD.match(words.strip(), len(first)):
        return False  # "staging db back up", "email delivery back to normal": a thing named by its use
    return past or progressive or first in _IRREGULAR_PAST or _imperative_shape(words.strip())


# what a topic may end on that is no part of the thing: "kids finally", "server just"
_TOPIC_TAIL = re.compile(r"\s+(?:finally|just|already|eventually|now)$")
# a verb after "X's" that says the "'s" is the name's own: "McDonald's keeps crashing", "Deliveroo's is down"
_AFTER_A_NAME = re.compile(r"\s+(?:is|was|has|won't|wont|can't|cant|doesn't|isn't|\w+s)\b", _I)


def _tidy_topic(topic: str, said: str) -> str:
    """``topic`` without the words that are no part of the thing: an adverb ("kids finally") and
    an "'s" that is "is" or "has" ("the basement's flooded": the basement), never a name's own
    ("McDonald's keeps crashing")."""
    topic = _TOPIC_TAIL.sub("", topic) or topic
    at = said.find(topic)
    if topic.endswith("'s") and at >= 0 and not _AFTER_A_NAME.match(said, at + len(topic)):
        return topic[:-2]
    return topic


# "tonight" as chat types it (:data:`._timex_words._SHORTHAND`): the issue forms' tails say "tonight"
_TONIGHT_TYPED = re.compile(r"(?<![\w'])(?:tonite|2nite|2night|tonigh|tonght)\b", re.IGNORECASE)


# a way of leaving, its "out" a particle: "Marta's flying out", "we're heading out", "Ana's moving out"
# a verb whose "out" is leaving or settling, never a thing out of order: "selling out", "moving out", "checking out"
_LEAVING_OUT = re.compile(
    r"\b(?:selling|sold|moving|moved|checking|checked|heading|headed|clearing|cleared|pulling|pulled|bowing|bowed"
    r"|cashing|cashed|buying|bought|figuring|figured|stepping|stepped|walking|walked)\s*$",
    _I,
)
_GOING_OUT = re.compile(
    r"\b(?:fly|head|mov|driv|popp|nipp|stepp|walk|sail|travell?|ship|check|eat|din|hang|sett|roll)ing$", re.IGNORECASE
)


# a verb of liking in what would be the thing: the words are a person's taste, not a thing's name
_LIKING = re.compile(r"\b(?:prefers|prefer|likes|loves|hates|enjoys|favours|favors)\b", re.IGNORECASE)


# a cold store one walks into, typed without its hyphen: "the walk in freezer" (never a place "in freezer")
_WALK_IN = re.compile(
    r"\bwalk\s+in(?=\s+(?:freezers?|fridges?|coolers?|chillers?|cold\s*rooms?|pantry|wardrobe|closet)\b)", _I
)


# a mending word typed without its "e": "fixd", "sortd", "resolvd"
_FIX_TYPED = re.compile(r"\b(?P<v>fix|sort|repair|mend|restor|resolv)d\b", _I)


# a fault flowing back the way it came: "smoking back into the house", "leaking back under the door" (the
# way it goes, never a thing "back" again)
_FLOWING_BACK = re.compile(
    r"(?P<v>\b[a-z]{3,}ing)\s+back(?=\s+(?:into|in\s+to|onto|through|under|down|up|out\s+of)\s)", _I
)
# a number alone, or "one"/"two" …: how many of something said before, never a thing's name
_COUNT_ALONE = re.compile(r"^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)$", _I)


# the trouble told as over, after it: "…, fixed now", "…, all sorted", "…, back up and running now"
_FIXED_AFTER = re.compile(
    r"^(?:(?:but|and|though)\s+)?(?:(?:it'?s|its|it\s+is|they'?re|now|all|finally|been)\s+)*"
    r"(?:fixed|sorted|resolved|repaired|mended|back(?:\s+up)?(?:\s+and\s+running)?|working(?:\s+fine)?)"
    r"(?:\s+(?:now|again|already|thank\s+god|thankfully|lol))*[.!]*$",
    _I,
)


# a slip the user made: "made a silly error in the booking", "i made a typo on the invoice"
_OWN_SLIP = re.compile(
    r"^(?:(?:i|we)\s+)?(?:(?:have|'ve)\s+)?(?:made|make|making)\s+(?:a|an|one|some|two|a\s+couple\s+of)\s+"
    r"(?:[\w\-]+\s+){0,2}?(?:error|errors|mistake|mistakes|typo|typos|blunder|boo-?boo|slip|mess|hash)\b",
    _I,
)


def _episode(s: str, detail: str, ctx: _Ctx) -> list[Intent] | None:
    """An issue opened or resolved; two of them joined by "but"/"and" ("VPN's back but now the
    printer is broken")."""
    s = without_intensifier(_LAUGH.sub("", _SYMBOLS.sub("", s)).strip())  # "flickering like mad": how much
    s = _WALK_IN.sub("walk-in", s)  # "the walk in freezer isnt holding temp": the walk-in freezer
    s = _FIX_TYPED.sub(r"\g<v>ed", s)  # "the till is fixd": fixed, its "e" dropped in a hurry
    s = _TONIGHT_TYPED.sub("tonight", s)  # "checkout is crawling tonite": the word the forms know
    s = _BOTH_AFTER.sub(_both_first, s)  # "wifi and printer are both down": "… both are down"
    s = _ADDITIVE.sub("", s)  # "… and the hot water's not working either": one more trouble, as said alone
    s = _FLOWING_BACK.sub(r"\g<v>", s)  # "the stove is smoking back into the house": where to, nothing back
    if _OWN_SLIP.match(s):
        return None  # "made a silly error in the booking": the user's own slip, no thing out of order
    if (noisy := _noise_then_fault(s, detail)) is not None:
        return [noisy]
    if (habit := _EACH_TIME.search(s)) is not None and (found := _episode(s[: habit.start()], detail, ctx)):
        # "the heater trips the breaker each time we switch it on": the fault, then when it comes
        said = habit.group().strip()
        return [replace(i, detail=", ".join(p for p in (i.detail, said) if p)) if isinstance(i, OpenEpisode) else i
                for i in found]
    one = _one(s, detail)
    if isinstance(one, (OpenEpisode, ResolveEpisode)) and _COUNT_ALONE.match(one.topic):
        return None  # "screened the cvs, 1 looks good", "2 are down": a count of what was said, no thing
    if isinstance(one, OpenEpisode) and _LIKING.search(one.topic):
        return None  # "Hyun-woo prefers trains for work trips": a liking, whose last word is no fault ("trips")
    if isinstance(one, OpenEpisode) and _SPOILT.search(s) and (eaten(one.topic) or _SPOILS_UNBROKEN.search(one.topic)):
        return None  # "the milk is spoilt", "the surprise is spoiled": gone off or ruined, no thing broken
    if isinstance(one, OpenEpisode):
        one = bouncing(one, s)  # "emails to gmail are bouncing": the mail bouncing is the trouble
        one = replace(one, topic=_tidy_topic(one.topic, s))  # "the basement's flooded": basement
        if one.topic.lower() in PEOPLE:
            return None  # "the kids finally went down at 7": asleep, no outage
        if _SOMEONE_ELSES.match(one.topic) or _SOMEONE_ELSES.match(_LAUGH_FIRST.sub("", s)):
            return None  # "my mate's laptop crashed during his presentation": their trouble, told as news
    if isinstance(one, OpenEpisode) and _FIXED_AFTER.match(detail.strip()):
        return [ResolveEpisode(one.topic)]  # "printer was jammed, fixed now": the trouble told as over
    if one is not None:
        return [*_each_of(one), *_trouble_after(one, detail)]
    if len(s.split()) > _MAX_WORDS:
        return None  # a run-on message is no outage report; reading every split would be slow
    if (carried := _said_after(s, detail, ctx)) is not None:
        return [carried]
    for m in _TWO_CLAUSES.finditer(s):
        first, second = _one(s[: m.start()].strip(), ""), _one(s[m.end() :].strip(), detail)
        if isinstance(first, OpenEpisode) and isinstance(second, OpenEpisode) and _ITS_STATE.match(s[m.end() :]):
            second = None  # "… and the whole thing is rattling": the same thing again, no second issue
        if first is not None and second is not None:
            return [first, second]
        if isinstance(first, OpenEpisode) and (also := _same_thing_also(first, s[m.end() :].strip())) is not None:
            return [also]  # "the fridge is making a grinding noise and not cooling": one thing, two symptoms
        if first is None and isinstance(second, ResolveEpisode) and repair_said(s[: m.start()]):
            return [second]  # "they pushed an update and the app's stable now": the work, then the fix
    return None


# a thing and the mend done to it, before "up": "tank's sealed (up)", "the fence is patched (up)", "hull's welded (up)"
_MENDED_UP = re.compile(
    r"^(?P<t>.+?)(?:'s|\s+is|\s+are|'re|\s+has\s+been|\s+have\s+been|'s\s+been)\s+(?:all\s+)?(?:sealed|patched|fixed"
    r"|taped|glued|welded|stitched|sewn|bolted|screwed|nailed|propped|shored|sorted|boarded|plastered|filled|topped"
    r"|tightened|cleaned|cleared|tidied|repaired)$",
    _I,
)


# a thing stopped up, said before "up": "the sink's blocked (up)", "drains are backed (up)", "the lock's seized (up)"
_STOPPED_UP = re.compile(
    r"(?:'s|\s+is|\s+are|'re|\s+has\s+been|\s+have\s+been|'s\s+been|\s+got|\s+gets)\s+(?:all\s+|completely\s+)?"
    r"(?:blocked|backed|clogged|bunged|gummed|seized|iced|frozen|jammed|silted|furred|choked|locked|stuffed|fogged"
    r"|steamed|mucked|messed|screwed|fouled)$",
    _I,
)


# living or working somewhere said with the way there: "lives up in Medeu", "living out in the sticks", "works
# out at the gym" (the particle is a direction or a workout, never a thing up, down or out)
_RESIDES = re.compile(
    r"\b(?:lives|living|lived|stays|staying|stayed|works|working|worked)\s+(?:up|down|out|over|back|across|round)"
    r"(?:\s+(?:in|at|on|near|by|there|here|north|south|east|west|the\s+road|the\s+street)\b|$)",
    _I,
)


# "spoilt" of a machine is broken (Indian and West African English: "the pump is spoilt", "gen don spoil"); of food
# it is gone off, of a plan, a treat or a child ruined: no fault in either
_SPOILT = re.compile(r"\b(?:spoil(?:t|ed)?|stuffed)\b", _I)  # "the turkey's stuffed": filled, no thing broken
_SPOILS_UNBROKEN = re.compile(
    r"\b(?:surprise|party|day|evening|night|weekend|holiday|trip|plans?|mood|fun|view|ending|film|movie|show|game"
    r"|match|meal|wedding|ceremony|event|occasion|vote|ballot|paper|kids?|child|children|son|daughter|brat)s?$",
    _I,
)


# when a fault comes, said last as a clause of its own: "… each time we switch it on", "… every time I print",
# "… whenever someone opens the door" (its subject no part of the fault)
_EACH_TIME = re.compile(
    r"\s+(?:(?:each|every|any)\s+(?:single\s+)?time|whenever|anytime)\s+(?:that\s+)?(?:i|we|you|they|he|she|someone"
    r"|somebody|anyone|anybody|people|the\s+\w+)\s+\S.*$"
    # "when" said of anyone at all is as often: "the microwave sparks when you open it" (never "when I get back")
    r"|\s+when\s+(?:you|u|ya|we|someone|somebody|anyone|anybody|people)\s+\S.*$",
    _I,
)


# one more of the same said last: "the hot water's not working either", "the printer's broken too", "… as well"
# (after a state, never after "is": "the oven is too")
_ADDITIVE = re.compile(r"(?<=\w)(?<!\bis)(?<!\bare)(?<!'s)\s+(?:either|too|as\s+well)(?=[\s!.…]*$)", _I)


# a thing of a friend's, a neighbour's or a colleague's: their trouble, told as news ("my mate's laptop crashed",
# "my neighbour's car alarm went off"); kin's things stay the user's to see to ("dad's hearing aid stopped working")
_SOMEONE_ELSES = re.compile(
    r"^(?:(?:my|our|the)\s+)?(?:(?:best|old|new)\s+)?(?:mate|friend|bestie|buddy|pal|neighbou?r|colleague|co-?worker"
    r"|flatmate|roommate|housemate|classmate|ex)s?'s?\s",
    _I,
)


# a machine that only makes the noise of working, then fails: "coffee machine just whirs and grinds nothing",
# "the car just clicks and won't start", "the washer hums but doesn't spin" (the noise is how it fails, no part
# of the thing's name)
_NOISE_THEN = gated(re.compile(
    r"^(?P<t>.+?)\s+(?:just\s+|only\s+)?(?:whirs|whirrs|hums|clicks|beeps|buzzes|spins|churns|grinds|rattles|ticks"
    r"|whines|flashes|blinks|makes\s+(?:a\s+)?(?:\w+\s+)?(?:noise|sound)s?"
    # or does the first half of its job: "fills up but never drains", "turns on but won't boot", "charges but …"
    r"|fills(?:\s+up)?|turns\s+on|powers\s+(?:on|up)|switches\s+on|starts(?:\s+up)?|boots(?:\s+up)?|lights\s+up"
    r"|heats\s+up|charges|connects|prints|loads|runs|dials\s+out|rings)(?:\s+(?:away|a\s+bit|for\s+a\s+(?:bit|sec"
    r"|second|while)))?\s*,?\s+(?:and|but)\s+(?:then\s+)?(?P<rest>.+)$",
    _I,
))
# what a machine that only made its noise then gives: nothing at all
_NOTHING_MORE = re.compile(
    r"^(?:does|did)\s+(?:absolutely\s+)?nothing|nothing\s+(?:else\s+)?(?:happens|happened|comes\s+out|came\s+out)",
    _I,
)


def _noise_then_fault(s: str, detail: str) -> OpenEpisode | None:
    """The issue of a machine said to make only its noise and then fail ("the car just clicks and
    won't start": the car), or None."""
    m = _NOISE_THEN.match(s)
    if m is None or m["t"].split()[-1].lower() in ("it", "that", "this"):
        return None
    said = ", ".join(p for p in (s[m.end("t") :].strip(), detail) if p)
    if _NOTHING_MORE.match(m["rest"]):
        topic = _topic(m["t"])[0]
        if topic and topic.lower() not in PEOPLE and not _lone_name(topic) and _plausible(topic, max_words=4):
            return OpenEpisode(topic, said)
        return None
    fault = _one(f"{m['t']} {m['rest']}", "")
    if not isinstance(fault, OpenEpisode) or len(fault.topic.split()) > len(m["t"].split()):
        return None
    return OpenEpisode(fault.topic, said)


# two things said of at once with "both": "radio and bowser both working again", "wifi and printer both
# down" (never one name with "and" in it, "salt and pepper grinder"; nor "the fridge and the freezer are
# dead", one trouble of two things)
# ("both" said first too: "both the wifi and the printer are down", "both the JUY2 digitizer and the JUY5 solar
# panel": each thing then up to three words)
_BOTH = re.compile(
    r"^(?:the\s+)?(?P<a>[\w'-]+(?:\s+[\w'-]+)?)\s+(?:and|&)\s+(?:the\s+)?"
    r"(?P<b>[\w'-]+(?:\s+(?!both$)[\w'-]+)?)(?P<both>\s+both)?$"
    r"|^(?P<both_first>both)\s+(?:the\s+)?(?P<a2>[\w'-]+(?:\s+[\w'-]+){0,2}?)\s+(?:and|&)\s+(?:the\s+)?"
    r"(?P<b2>[\w'-]+(?:\s+[\w'-]+){0,2})$",
    _I,
)


# "both" said after the verb: "website and payment gateway are both back up", "the vpn and jira were both down"
_BOTH_AFTER = re.compile(
    r"^(?P<things>(?:the\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+(?:and|&)\s+(?:the\s+)?[\w'-]+(?:\s+[\w'-]+)?)"
    r"\s*(?P<be>\s(?:are|were)|'re)\s+both\s+",
    _I,
)


def _both_first(m: re.Match[str]) -> str:
    """ "X and Y are both" as "X and Y both are", when X and Y are things: "Ana and Bo are both off"
    and "Mum and Dad are both back" name people, as they did."""
    pair = _BOTH.match(f"{m['things']} both")
    if pair is None or pair["a"] is None or any(_lone_name(w) or w.lower() in PEOPLE for w in (pair["a"], pair["b"])):
        return m.group(0)
    return f"{m['things']} both{m['be']} "


def _each_of(one: Intent) -> list[Intent]:
    """``one``, or an issue of each of the two things its topic joins ("radio and bowser both")."""
    if not isinstance(one, OpenEpisode | ResolveEpisode):
        return [one]
    m = _BOTH.match(one.topic)
    if m is None or not (m["both"] or m["both_first"]):
        return [one]
    a, b = (m["a"], m["b"]) if m["both"] else (m["a2"], m["b2"])
    if {a.lower(), b.lower()} & _PRONOUN_TOPIC:
        return [one]
    return [replace(one, topic=a), replace(one, topic=b)]


# a detail that says a trouble of its own: "…, and now the forklift battery died", "…, but now X is down"
_AND_NOW = re.compile(r"^(?:and|but|then|plus)\s+(?:now|then|also|of\s+course)\s+|^now\s+", _I)


def _trouble_after(one: Intent, detail: str) -> list[Intent]:
    """The other issue a detail after a fix or a fault opens ("roof leak fixed, and now the forklift
    battery died"), said with "and now"; [] when none or the same thing again."""
    joined = _AND_NOW.match(detail)
    if joined is None or not isinstance(one, OpenEpisode | ResolveEpisode):
        return []
    more = _one(detail[joined.end() :].strip(), "")
    return [more] if isinstance(more, OpenEpisode) and more.topic.lower() != one.topic.lower() else []


# the thing a clause opens with, before what it did or is: "the oven clock | never went back"
_SUBJECT = re.compile(
    r"^(?:the|my|our)\s+(?P<t>[\w-]+(?:\s+[\w-]+){0,2}?)(?:'s|\s+(?:never|didn't|didnt|did\s+not|hasn't|hasnt|has|is"
    r"|was|just|still|now|keeps|kept))\b",
    _I,
)
# a trouble said with no subject: "…, still an hour ahead and won't reset", "…, keeps beeping", "…, won't start"
_NO_SUBJECT = re.compile(r"^(?:and\s+|but\s+)?(?:still|keeps|kept|won't|wont|isn't|isnt|not|can't|cant|now)\b", _I)


def _said_after(s: str, detail: str, ctx: _Ctx) -> OpenEpisode | None:
    """The issue of the thing ``s`` opens with when only the ``detail`` after its comma says its
    trouble, with no subject of its own ("the oven clock never went back, still an hour ahead and
    won't reset"), or None."""
    m = _SUBJECT.match(s)
    if m is None or not _NO_SUBJECT.match(detail) or m["t"].lower() in PEOPLE or _lone_name(m["t"]):
        return None
    for subject in (f"the {m['t']} is", f"the {m['t']}"):  # "…, still an hour ahead", "…, won't reset"
        found = _episode(f"{subject} {detail}", "", ctx) or []
        if len(found) == 1 and isinstance(found[0], OpenEpisode) and found[0].topic.lower() == _phrase(m["t"]).lower():
            return OpenEpisode(found[0].topic, ", ".join(p for p in (s[m.end("t") :].strip(" ,'s"), detail) if p))
    return None


def _same_thing_also(first: OpenEpisode, rest: str) -> OpenEpisode | None:
    """``first`` with a second symptom ``rest`` said without its subject ("… and not cooling", "…
    and won't start", "… and beeping"), when ``rest`` said of the same thing reads as its trouble."""
    if not rest or first.topic.lower() in ("it", "that", "this"):
        return None
    for subject in (f"{first.topic} is", first.topic):  # "… and beeping", "… and won't start"
        second = _one(f"{subject} {rest}", "")
        if isinstance(second, OpenEpisode) and second.topic.lower() == first.topic.lower():
            return OpenEpisode(first.topic, ", ".join(p for p in (first.detail, rest) if p))
    if _ITS_STATE.match(rest) and not _CLAUSE_GOES_ON.search(rest):
        # "my laptop fan is screaming and the thing's hot as hell": the same thing again, how it is
        return OpenEpisode(first.topic, ", ".join(p for p in (first.detail, rest) if p))
    return None


# the thing just named, said again by a word for it, and how it is: "… and it's hot as hell", "… and
# the thing's smoking", "… and the whole thing is rattling"
_ITS_STATE = re.compile(
    r"^(?:it|the\s+(?:whole\s+)?thing|this\s+thing|the\s+(?:whole\s+)?unit)(?:'s|\s+is|\s+was|\s+keeps|\s+gets"
    r"|\s+feels|\s+smells|\s+sounds|\s+runs)\s+\S.{0,40}$",
    _I,
)
# a person or a plan after it, or the thing well again: "… and it's my day off", "… and it's due friday", "… but
# it's been fine since" is no state of the thing's trouble
_CLAUSE_GOES_ON = re.compile(
    r"\b(?:fine|ok|okay|good|better|great|grand|working|back|sorted|fixed|normal|stable|sweet|alright|all\s+right"
    r"|i|i'm|im|we|we're|you|my|our|your|he|she|they|need|needs|should|must|gotta|due|fault|day|week|weekend"
    r"|tomorrow|tmrw|today|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b",
    _I,
)


# "??", "?!", "!?" at the end: surprise, not a question ("jenkins fixed itself?? weird")
_SURPRISE = re.compile(r"(?:\?\s*[?!]|!\s*\?)[?!\s]*$")
_ASKING = re.compile(
    r"^(?:is|are|was|were|do|does|did|can|could|has|have|had|will|would|should|shall|why|what|how|when|where|who"
    r"|which|whose|any|anyone|anything|isn't|aren't|didn't|doesn't|won't)\b",
    _I,
)


# "…, anyone else?", "… - is it just me?", "…, any ideas?": a question to whoever reads along, after
# a report that stands on its own
_TAG_QUESTION = re.compile(
    r"\s*(?:[,;:]|\s[-–—])?\s*(?:(?:is\s+)?(?:it\s+)?just\s+me|anyone\s+else(?:\s+(?:having\s+this|getting\s+this|too|seeing"
    r"\s+this))?|any(?:one|body)\s+(?:know\s+why|else\s+\w+\s+this)|any\s+ideas?(?:\s+why)?|ideas|thoughts|why|wtf|what\s+gives"
    r"|same\s+for\s+you|for\s+you\s+too|you\s+too)\s*\?+[\s?!]*$",
    _I,
)

# "shower's gone cold, boiler again?", "wifi's down, is it the router?": a guess at the cause after the
# report (its comma or dash needed: "boiler again?" alone is a question)
_GUESS = re.compile(
    r"\s*(?:[,;:]|\s[-–—])\s*(?:is\s+it\s+|could\s+it\s+be\s+|maybe\s+|prob(?:ably)?\s+)?(?:the\s+|my\s+|our\s+|a\s+)?"
    r"[\w-]+(?:\s+[\w-]+)?(?:\s+again)?\s*\?+[\s?!]*$",
    _I,
)


def surprised(raw: str, ctx: _Ctx) -> list[Intent] | None:
    """The issue a breakage or fix said with surprise opens or resolves ("jenkins fixed
    itself??", "the printer works now?!"), or one reported before a question to others ("my
    outlook is not syncing, anyone else?") or a guess at its cause ("shower's gone cold, boiler
    again?"): a statement, not a question to recap."""
    tag = _TAG_QUESTION.search(raw) or _GUESS.search(raw)
    if tag is not None and tag.start() > 0 and not _ASKING.match(raw.strip()):
        found = _episode(raw[: tag.start()].strip(), "", ctx)
        return found if found and all(isinstance(i, OpenEpisode) for i in found) else None
    if not _SURPRISE.search(raw) or _ASKING.match(raw.strip()):
        return None
    return _episode(_SURPRISE.sub("", raw).strip(), "", ctx)


# praise, not a mend: "so good", "really good" said with no "now", "again" or "back"
_RAVED = re.compile(
    r"\b(?:so+|really|very|super|pretty|insanely|incredibly|amazingly|damn|bloody)\s+(?:good|fine|solid|great)\b"
    r"(?![^,.;!?]*\b(?:now|again|back|finally)\b)",
    _I,
)
# "drop off the library books on my way back": the way back, no thing back up
_WAY_BACK = gated(re.compile(r"\s+(?:on|along)\s+(?:my|the|our|his|her|their|your)\s+way\s+back\b.*$", _I))


_RUNS_OR_TAKES = re.compile(
    r"\b(?:runs|run|running|ran|takes|take|taking|took|sends|puts|brings|gets|usually|always|normally)\b", _I
)


# weather or a creature that put a supply out: "the storm knocked the power out", "a possum took out the
# power": the supply went out, said with its cause
_KNOCKED_OUT = re.compile(
    r"^(?:(?:the|a|that|this|last\s+night'?s)\s+)?(?:storm|winds?|gale|lightning|thunder(?:storm)?|blizzard"
    r"|snow(?:storm)?|ice(?:\s+storm)?|hurricane|typhoon|cyclone|tornado|heat(?:\s*wave)?|flood(?:ing)?|rain"
    r"|tree|branch|squirrel|possum|rat|(?:power\s+)?surge)\s+(?:knocked|took|blew|put)\s+"
    r"(?:out\s+(?P<a>(?:the|our|my)\s+[\w-]+(?:\s+[\w-]+)?)\b|(?P<b>(?:the|our|my)\s+[\w-]+(?:\s+[\w-]+)?)\s+out\b)",
    _I,
)


# "… back in Georgetown", "… back to Accra": a place someone is back in, a town named
_BACK_IN_PLACE = re.compile(r"(?:\s*'s|\s+is|\s+are)?\s+(?:now\s+)?back\s+(?:home\s+)?(?:in|to)\s+(?-i:[A-ZÀ-Ý])", _I)


# a figure said last, before "fixed"/"up": what the value is ("4.1%", "£20"), never a thing mended
_FIGURE_LAST = re.compile(r"(?:\d(?:[\d,.]*\d)?\s?(?:%|percent|k|p)|[£$€]\s?\d[\d,.]*)$", _I)


def _one(s: str, detail: str) -> Intent | None:
    said, s = s, _LEAD.sub("", s)
    if (knocked := _KNOCKED_OUT.match(s)) is not None and _SUPPLY.search(knocked["a"] or knocked["b"]):
        s = f"{knocked['a'] or knocked['b']} went out{s[knocked.end():]}"  # "the storm knocked the power out"
    # "Jamal says the leak is fixed": the news, told by someone (never "the printer says paper jam": its own fault)
    news = second_hand(s) if error_said(s) is None else None
    if news is not None and teller_own(said):
        return None  # "my tita says her ref is broken": the teller's own trouble, not the user's
    if news is not None:
        told = _one(news, detail)
        return told if isinstance(told, (OpenEpisode, ResolveEpisode)) else None
    if made_ready(s):
        return None  # "tape's up, paint's open": a job's things got ready, nothing back up
    if _IDIOM.search(s) or unreal(s) or shrugged(s) or shrugged(detail):
        return None  # "this week is killing me", "if the boiler breaks again", "… didn't miss it": nothing to track
    if _RESIDES.search(s):
        return None  # "Hyun-woo lives up in Medeu", "Tom works out at the gym": where someone is, nothing up or down
    again = returned(s) or trouble_gone(s)  # "the roof leak's back", "the 500s are gone": of the trouble itself
    if again is not None:
        return again
    if (power := power_said(s)) is not None:
        return power  # "NEPA took light again", "load shedding from 2pm", "light don come back"
    fixed = fixed_by_outcome(s, detail) or started_late(s)  # "garage door finally opens", "the boat eventually started"
    if fixed is not None:
        return fixed
    if detail and came_to_mend(s) and isinstance(mended := _one(detail, ""), ResolveEpisode):
        return mended  # "plumber came, tap fixed": the visit, then the thing it put right
    mended = _GOT.sub("", _WAY_BACK.sub("", s))  # the words each form below reads
    for pattern in _RESOLVE_FORMS:
        m = pattern.match(mended)
        if m is None:
            continue
        tail = (m.groupdict().get("tail") or "").strip()
        if tail and (not _FIX_TAIL.match(tail) or no_repair(s[: m.start("tail")], tail)):
            continue  # "Yusuf is back at work": a person back, no thing mended
        if (stopped := m.groupdict().get("trouble")) and stopped[:4].lower() in m["t"].lower():
            continue  # "freezer stopped freezing": it stopped doing its job, a fault, nothing put right
        if _NOT_FIX_TOPIC.search(m["t"]) or (_HEATS.search(m["t"]) and re.search(r"\bcold\s+again$", s, _I)):
            continue  # "oven won't heat up", "wish it would work", "the shower's cold again"
        if (warm := re.search(r"\b(?:warm|hot|toasty|cosy|cozy)\s+again$", s, _I)) and off_temperature(
            _topic(m["t"])[0], warm[0]
        ):
            continue  # "the walk-in is warm again": a thing kept cold, failing again
        if re.search(r"\b(?:come|check|call|ring|pop|go)$", m["t"].strip(), _I):
            continue  # "dentist said come back in 6 months": told to return, nothing came back up
        if _RAVED.search(s) and not _STRONG_FIX.search(s):
            continue  # "the new season of severance is so good": a thing liked, nothing mended
        topic = _topic(m["t"])[0]
        if _PARTICLE.match(m.string, m.end("t")) and _STOPPED_UP.search(topic):
            continue  # "the sink's blocked up", "drains are backed up": a fault, nothing came back up
        if (sealed_up := _MENDED_UP.match(topic)) is not None and _PARTICLE.match(m.string, m.end("t")):
            topic = sealed_up["t"]  # "tank's sealed up", "the roof's patched up": the tank mended, no "tank's sealed"
        if _FREED_TIME.search(s):
            continue  # "my diary's freed up for tues", "some budget freed up": room made, nothing mended
        if _PARTICLE.match(m.string, m.end("t")) and _OBJECT_LAST.search(m["t"]):
            continue  # "fam's picking me up", "Jo's cheering us up": a deed done to someone, nothing back up
        if _STUCK_SOLID.search(s):
            continue  # "the till at the Ledra st shop is frozen solid": how stuck, never "solid" again
        if topic.lower() == "rock" and re.match(r"[\s-]+solid\b", s[m.end("t") :], _I):
            continue  # "rock solid since": how solid, no thing called "rock"
        if _BAD_TOPIC.search(m["t"].strip()) or re.fullmatch(_PHRASAL, topic, _I):
            continue  # "follow up with Ngozi", "set up the demo": a phrasal verb, nothing came back up
        if re.search(rf"(?:^|\s)(?:{_PHRASAL})$", topic, _I) and _PARTICLE.match(m.string, m.end("t")):
            continue  # "2 pick up", "bins pick up": a phrasal verb ending the words, nothing came back up
        if _FAILING.search(m["t"]):
            continue  # "Dave's laptop keeps freezing up": still failing, nothing came back up
        if _DONE_TO.search(m["t"]):
            continue  # "Ade got bumped up": something done to someone, nothing came back up
        if _A_FINE.match(m.string, m.end("t")) and (_verb_first(m["t"]) or _AN_ITEM.match(m["t"].strip())):
            continue  # "paid the parking fine", "got a speeding fine": a penalty, nothing is fine again
        name = _NAME_ONLY.fullmatch(m["t"].strip()) and said.strip().startswith(m["t"].strip())
        if name and has_date_words(s[m.end("t") :]):
            continue  # "Lena is back on the 11th": a person back at work on a day, no thing mended
        if topic.lower() in PEOPLE or topic.lower() in _PRONOUN_TOPIC - {"it", "that", "this"}:
            continue  # "mum recovered": a person well again, no thing mended; "something's up": no thing named
        if wildlife(topic):
            continue  # "the swallows are back!": the season turning, no thing mended
        if names_a_time(topic):
            continue  # "thurs works", "3pm works for me": a slot agreed to, nothing mended
        if re.fullmatch(r"[a-z]{3,}ed", topic, _I) or topic.lower() in _IRREGULAR_PAST:
            continue  # "renewed online", "paid online": a deed done online, nothing came back online
        if topic.lower() in TODO_VERBS and re.match(r"\s+online\b", s[m.end("t") :], _I):
            continue  # "renew online", "book online by fri": how to do it, nothing came back online
        if _TO_GET.match(m["t"]):
            continue  # "get the fence fixed by the weekend": a to-do, nothing is fixed yet
        if topic[:1].isupper() and _BACK_IN_PLACE.match(s, m.end("t")):
            continue  # "Daniella's back in Georgetown for good": someone home again, nothing mended
        if _PARTICLE.match(s, m.end("t")) and _verb_first(m["t"]):
            continue  # "pick the kids up at noon", "call Ravi back", "dropped the books back": an action
        if _PARTICLE.match(s, m.end("t")) and _named_then_verb(m["t"]):
            continue  # "Farid brought the drill back": a thing given back by someone, nothing mended
        if _CALLED.search(m["t"]) and _PARTICLE.match(s, m.end("t")):
            continue  # "broker called back", "mum rang me back": someone answered, nothing came back up
        if _WENT_WELL.match(s, m.end("t")):
            continue  # "dentist went fine", "the interview went ok": how a thing went, nothing mended
        if _WANTED.search(m["t"]):
            # "legal wants the NDA back by monday", "sam needs the van fixed for 2pm": a request, nothing mended
            continue
        if _PROMISED.search(m["t"]):
            continue  # "he'd have the redlines back by wed": a promise, nothing came back up yet
        if re.match(r"(?:still\s+)?(?:no|zero)\s", m["t"].strip(), _I):
            continue  # "no signal up at the cabin again": a thing said missing, nothing came back up
        if re.fullmatch(r"its\s+[a-z]{3,}ing", topic, _I):
            continue  # "its blowing cold again": "it's" typed without its apostrophe, no thing of "its" named
        if _FIGURE_LAST.search(topic):
            continue  # "mortgage rate's 4.1% fixed", "the price is £20 fixed": a figure of a fixed kind, no repair
        if topic and _plausible(topic, max_words=6, pronoun_start_ok=True):
            return ResolveEpisode(TROUBLE_WORD.sub("", topic) or topic)
        if topic.lower() in ("it", "that", "this") and _STRONG_FIX.search(s[m.end("t") :]):
            return ResolveEpisode(topic.lower())  # "it's up again": the issue just talked about, never "it's fine"
    errors = error_said(s, codes=False)  # "the export errors out": erroring, never "errors" that are "out"
    if errors is not None:
        return errors
    if _PERSON_DOING.match(s) or _no_show(s):
        # "Tom keeps giving wrong answers", "Ana didn't show up", "repair guy didn't show": a person's doing
        return None
    for pattern in _OPEN_FORMS:
        m = pattern.match(s)
        if m is None:
            continue
        groups = m.groupdict()
        tail = (groups.get("tail") or "").strip()
        if tail and not _TAIL.match(tail):
            named = _state_in_name(s, m, detail)  # "golf buggy battery's dead": "buggy" is in the name
            if named is not None:
                return named
            continue  # "is down to two options" is not an outage
        topic, extra = _topic(m["t"])
        if _BAD_TOPIC.search(m["t"].strip()) or " - " in topic:
            continue
        if about_time(topic) or others_vehicle(topic) or team_play(topic) or wildlife(topic):
            # "mondays are broken lol", "the ice cream truck broke down", "our defence broke down": a mood, news, a
            # game; "the sun's finally out": the weather
            return None
        if bodily(said, m["t"]):
            return None  # "my back is broken", "patient in bed 12 broke her hip": a body hurt, no thing broken
        if topic.lower() in _VAGUE_THING and _STRONG_BREAK.search(s[m.end("t") :]):
            return OpenEpisode("it", detail)  # "its playing up again", "the thing is broken again": which? (asked)
        rest = (groups.get("rest") or "").strip()
        if (
            topic.lower() in ("it", "that")
            and _STRONG_BREAK.search(s[m.end("t") :])
            and not _OTHER_TAIL.search(f"{tail} {rest}")
        ):
            return OpenEpisode("it", detail)  # "it's broken again": the thing just talked about (the caller asks)
        # ("both the JUY2 digitizer and the JUY5 solar panel": two things of three words each, split below)
        words = 6 if not (both := _BOTH.match(topic)) or not both["both_first"] else 10
        if not topic or not _plausible(topic, max_words=words, pronoun_start_ok=True):
            continue
        if topic.lower() in _PRONOUN_TOPIC or topic.split()[0].lower() in _PRONOUN_TOPIC or topic.lower() in PEOPLE:
            continue  # "the kids are making a weird noise": people, no thing failing
        if _SOMEONE_BECAME.match(topic):
            continue  # "Hank became road boss for the township … and now the grader's broken": his news, no thing
        if _COUNT_DOWN.match(topic):
            continue  # "paid the gas bill, that's one down", "two down, one to go": a list ticked off
        if groups.get("having") and (_lone_name(topic) or _SOMEONE_BY_ROLE.search(topic)):
            continue  # "having issues with my landlord", "getting problems with Dave": a person, no thing failing
        if _SCHEDULE.match(rest):
            continue  # "the shop doesn't open on sundays": its hours, not an outage
        if _lone_name(topic) and re.match(r"broke\b|not\s+answering", groups.get("state") or "", _I):
            continue  # "Declan's broke again": out of money; "Declan's not answering": a person, no thing broken
        if _lone_name(topic) and re.match(r"being\b", groups.get("state") or "", _I):
            continue  # "Tom is being weird": a person's mood; "slack is being weird" a thing's fault
        if _lone_name(topic) and _stopped_doing(s[m.end("t") :]):
            continue  # "Tom stopped replying": a person who stopped doing something, no thing failing
        if _BY_PEOPLE_TOO.search(s[m.end("t") :]) and _lone_name(topic):
            continue  # "Maya double-booked me again": a person's slip, no thing broken
        if _lone_name(topic) and re.match(
            r"stuck\s+(?:in|at|with|behind|between|on\s+(?:a|the)\s+(?:call|phone|train|bus))\b",
            f"{(groups.get('state') or '')} {tail}".strip(),
            _I,
        ):
            continue  # "Maya is stuck in a meeting": a person held up, no thing broken
        tail = re.sub(r"^again\b\s*,?\s*", "", tail, flags=_I)
        on_leave = _ON_LEAVE.match(tail) is not None  # (before a place takes the tail: "out on level 2")
        code, thing = _CODE.search(groups.get("state") or groups.get("d") or ""), topic
        if code is not None:  # "prod is throwing 500s on checkout": the thing and its error code
            topic, tail = _with_code(topic, code.group(), tail)
        elif (
            groups.get("state") and _SCOPE.match(tail) and not has_date_words(tail) and not _NOT_FEATURE.search(tail)
            and not (_SUPPLY.search(thing) and tail.lower().startswith("in "))
        ):
            # "login page is broken on safari", "the build is red on main": broken there only,
            # another issue than the thing broken everywhere
            topic, tail = f"{topic} {m['state']} {tail}", ""
        elif re.match(r"^(?:in|at|on)\s", tail, _I) and len(tail.split()) <= _PLACE_WORDS and distinct_place(tail):
            topic, tail = f"{topic} {spelt_place(tail)}", ""  # "power's out on level 2": not level 3's outage
        elif _SUPPLY.search(thing) and not tail and re.match(r"^in\s+the\s+[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?$", rest):
            topic, rest = f"{topic} {rest}", ""  # "power keeps flickering in the warehouse": the warehouse's power
        if re.match(r"^turn\s", m["t"].strip(), _I):
            continue  # "turn the heating down tonight": a thing to do to it, nothing down
        if (groups.get("state") or "").lower() == "down" and _PUT_DOWN.match(m["t"].strip()):
            continue  # "take the display clock down", "put the old sign down": a to-do, nothing down
        if (groups.get("state") or "").lower() == "down" and _GOT_DOWN.match(m["t"].strip()):
            continue  # "got the intro down", "getting the chords down": written or learnt, nothing down
        parts = [p for p in (extra, tail, rest, groups.get("d") or "", detail) if p and p.strip()]
        episode = OpenEpisode(topic, ", ".join(p.strip(" ,") for p in parts))
        if (groups.get("state") or "").lower() == "out":
            if re.match(r"[a-z]+ing\b", tail, _I):
                continue  # "the van is out driving": out doing its job, nothing out of order
            if LEAD_TIME.match(thing.strip()):
                continue  # "three weeks out they reckon": how long till it comes
            if _OUTING.search(thing) or _WEATHER_OUT.match(thing) or obstacle(s) or obstacle(s.split(",")[0]):
                # "lovely day out", "big night out": an outing; "proper fresh out": the weather; "gig's sold
                # out", "the match got rained out, gutted": why a plan is off
                continue
            if _DONE_OUT.search(thing) or _VERB_ALONE.search(thing) or _RUNS_OR_TAKES.search(thing):
                # "Aoife dropped out", "we sold out", "sold out??": a verb and its "out", no thing; "my visa runs
                # out on the 30th" (a lapse), "Kofi takes the bins out on mondays" (a habit): no thing out of order
                continue
            if _LEAVING_OUT.search(s[: m.start("state")]):
                continue  # "heard the Hendricksons are selling out", "we're moving out in may": leaving, no outage
            if _GOING_OR_CAME.search(s[: m.start("state")]) or _GOING_OUT.search(thing):
                continue  # "Jonas is going out tonight": plans; "the engineer came out": a visit; never an outage
            if _imperative_shape(m["t"].strip()) and not _COPULA_SAID.search(s[m.end("t") : m.start("state")]):
                continue  # "take the bins out at 9pm" is a to-do; "water heater's out" is no "water …"
            if _LATER.search(tail) and not _WENT.search(s[: m.start("state")]):
                continue  # "bins out tonight", "newsletter out friday": when it will be, not done nor down
            # "the newsletter went out" and "the wifi is out": a thing sent when a commitment to
            # send it is open (the caller decides), else an outage unless the thing is a letter,
            # a contract ... that only ever goes out by being sent.
            if _SUPPLY.search(thing):
                return episode  # "power's out", "wifi's out": a supply is out only by failing, never sent
            if _lone_name(thing) and on_leave:
                continue  # "Priya's out on mat leave till march": a person's status, read as a fact
            # "trash is out": a chore done; "Sam is out today": a person away; no thing out of order either way
            outage = None if _SENT_THING.search(thing) or put_out(thing) or _lone_name(thing) else episode
            return CompleteCommitment(topic, past_tense=True, sent=True, otherwise=outage)
        return episode
    # "leak under the bathroom sink"; "the portal won't let me upload files"; "freezer isnt holding temp"
    # "login page 404s for some users": a status code as the verb
    return (
        trouble(s) or symptom(s) or failing_state(s) or blocked(s) or error_said(s)  # "customers cant checkout …"
        or blocked_on(s)  # "deploy is blocked on the db migration"
        or undelivered(s)  # "sms 2fa codes arent arriving"
        or unshown(s)  # "tracking numbers not showing up in the customer emails"
        or shown_wrong(s)  # "booking site shows every slot as full even tho it's empty"
        or credential_expired(s)  # "the ssl cert on api.kumo.jp expired"
        or _warning_on(s)  # "the van's check engine light came on"
        or labelled_fault(said)  # "bug: CSV import drops the last row", "checkout button does nothing"
        or stale_data(s)  # "the search index is stale"
        or nagging(s)  # "outlook keeps asking for my password", "laptop screen has a weird green line"
    )


# a person last before the particle, the object of a phrasal verb ("picking me up", "bringing them back")
_OBJECT_LAST = re.compile(r"\b(?:me|us|him|her|them|you|y'all)\s*$", _I)


# time, room or money made free: "my diary's freed up", "some budget freed up", "a slot's freed up"
_FREED_TIME = re.compile(
    r"\b(?:diary|calendar|schedule|time|slots?|space|room|budget|money|cash|funds|afternoon|morning|evening|day|week"
    r"|weekend|spot|place|seat|hands?)(?:'s|\s+(?:has|is|got|just))*\s+(?:been\s+)?freed\b",
    _I,
)
# how firmly a thing is stuck: "frozen solid", "jammed solid", "seized solid"
_STUCK_SOLID = re.compile(r"\b(?:frozen|froze|stuck|jammed|seized|wedged|locked|set)\s+solid\b", _I)
# "got the intro down", "finally getting the basics down": a thing put on paper or learnt by heart
# a deed that brings a thing down, said to be done: "take the display clock down", "put the old sign down"
_PUT_DOWN = re.compile(
    r"^(?:take|put|bring|pull|get|lift|lower|knock|tear|cut|shut|set|lay|jot|write|note)\s+"
    r"(?:the|a|an|my|our|his|her|their|this|that|these|those|it|them)\b",
    _I,
)
_GOT_DOWN = re.compile(r"^(?:(?:finally|just|now)\s+)?(?:got|get|gets|getting|gotten)\s+\S", _I)

_JOIN = "\u2060"  # a word joiner: neither a space nor a word character, so no form splits at it


def _state_in_name(s: str, m: re.Match[str], detail: str) -> OpenEpisode | None:
    """The issue ``s`` opens when the state ``m`` found right after the thing's first words is a
    word of its name ("golf buggy battery's dead", "red light camera is down"), or None.

    The thing is read the shortest way first, so a state word inside its name ends it there and
    leaves the rest as a tail no report has; the name is read again with that word joined on."""
    state = m.groupdict().get("state")
    if not state or not s[m.end("t") : m.start("state")].isspace() or _JOIN in s:
        return None
    if " " in state or re.search(r"(?:ed|ing)$", state, _I) or _topic(m["t"])[0].lower() in _PRONOUN_TOPIC:
        return None  # a verb said of the thing ("it died down"), never a word of its name
    glued = s[: m.end("t")] + _JOIN + s[m.start("state") :]
    found = _one(glued, detail)
    if not isinstance(found, OpenEpisode) or _JOIN not in found.topic:
        return None
    return OpenEpisode(found.topic.replace(_JOIN, " "), found.detail.replace(_JOIN, " "))


def _warning_on(s: str) -> OpenEpisode | None:
    """The issue a warning light or an alarm going off again opens ("freezer alarm went off
    again": freezer alarm), or None."""
    topic = warning(s)
    return OpenEpisode(_phrase(re.sub(r"^(?:the|my|our)\s+", "", topic, flags=_I)), "") if topic else None


# "bins out tonight", "newsletter out fri", "out by 5pm": a time still to come (not "since yesterday";
# "bins out every tuesday" is a chore, asked about by the reader of repeats)
_LATER = re.compile(
    r"^(?!.*\b(?:since|ago|yesterday|last|every|each)\b).*(?:\b(?:tonight|tomorrow|tmrw|tmr|tmw|" + _WD + r"|weds"
    r"|next|this\s+(?:evening|afternoon|weekend))\b|\b(?:at|by)\s+\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)\b)",
    re.IGNORECASE,
)
# a person and a past tense before "out": they left or quit ("Aoife dropped out", "Tom pulled out", "we
# sold out"; any party that pulled or backed out),
# never a thing that is out ("the wifi's dropped out", "extractor motor burnt out" fail)
_DONE_OUT = re.compile(
    r"^(?:(?-i:[A-ZÀ-Ý][\w'-]+)|i|we|he|she|they|you|someone|everyone)\s+(?:[a-z]{2,}ed|sold|bailed|opted|chickened)$"
    # whoever it is, a party that pulled or backed out withdrew: "vendor pulled out", "the buyers backed out"
    r"|\s(?:(?:has|have|just)\s+)?(?:pulled|backed|opted|bowed)$",
    re.IGNORECASE,
)
# a verb alone before "out" ("sold out??", "booked out till june", "stressed out"): no thing is out;
# and what sold out ("tickets sold out in 5 minutes") is gone to buyers, not out of order
# "runs out on the 30th", "coffee's run out": running out of a thing, or its end date, no outage
RAN_OUT = r"^(?:runs?|ran)$|(?:'s|\s+has|\s+have)\s+(?:run|ran)$"  # "runs (out)", "coffee's run (out)"
_VERB_ALONE = re.compile(r"^(?:[a-z]{2,}ed|worn|burnt)$|(?:^|\s)sold$|" + RAN_OUT, re.IGNORECASE)
# a count of things got through: "that's one down", "two down, three to go", "that's the last one down"
_COUNT_DOWN = re.compile(
    r"^(?:(?:that|this|it)(?:'s|s|\s+is)\s+)?(?:the\s+)?(?:last\s+|first\s+|final\s+)?(?:one|two|three|four|five|six|\d+)?"
    r"(?:\s+(?:one|more|thing|item|task|bill|job)s?)?$",
    re.IGNORECASE,
)
# "going out", "came out", "comes out": a plan, a visit, a release ("results came out"), a stain
# gone ("the wine came out"), never a thing out of order
# (and leaving: "ok heading out, ttyl", "popping out for lunch", "clocking out")
_GOING_OR_CAME = re.compile(
    r"\b(?:going|came|come|comes|coming|heading|head|stepping|step|popping|pop|nipping|nip|ducking|duck|dashing"
    r"|rushing|clocking|clock|checking|check|logging|log|signing|sign|walking|getting|get)\s+$",
    re.IGNORECASE,
)
_COPULA_SAID = re.compile(r"^\s*(?:is|are|'s|'re|was|were)\b", re.IGNORECASE)
_WENT = re.compile(r"\b(?:went|gone|was|were|got)\s+$", re.IGNORECASE)  # "went out tonight": done
_PLACE_WORDS = 5  # "at the Ortega house", "in block B": a place; longer, a clause goes on


# a person named by role or kin ("my landlord", "the new intern"): trouble with them is no outage
_SOMEONE_BY_ROLE = re.compile(
    r"(?:\b(?:" + SERVICE + "|" + RELATIONS + r"|guy|bloke|lady|woman|man|people|folks))$", _I
)


# "on leave", "on mat leave", "on annual leave"; "til the 14th": a person out until a day is away
_ON_LEAVE = re.compile(r"^(?:on\s+(?:\w+\s+)?leave|till|til|until|untill|'til)\b", _I)


# a lone name, then what a person does, never a system's fault: "keeps giving wrong answers", "didn't show
# up" ("Slack keeps crashing", "Jenkins keeps failing" are faults of a thing named)
_PERSON_DOING = re.compile(
    r"^(?-i:[A-ZÀ-Ý][a-zà-ÿ'-]+)(?:'s|\s+is)?\s+(?:(?:keeps|kept)\s+(?!(?:failing|crashing|freezing|dropping|disconnecting|breaking|leaking"
    r"|tripping|rebooting|restarting|overheating|jamming|beeping|flickering|cutting|timing|shutting|switching|turning"
    r"|going|erroring|glitching|hanging|lagging|losing|logging|kicking|signing|locking|booting|throwing|buffering"
    r"|spinning|loading|stalling|stuttering|bouncing|rejecting|declining|dying|draining|misfiring|flashing|syncing"
    r"|running|refusing|sending\s+(?:duplicate|blank|empty))\b)[a-z]+ing|(?:didn't|didnt|did\s+not|never)\s+show(?:ed)?"
    r"(?:\s+up)?)\b",
    _I,
)


# someone named by their job ("the plumber", "repair guy") who didn't come: a visit missed, no thing failing
_NO_SHOW = re.compile(
    r"^(?:the\s+|our\s+|my\s+)?(?:[\w-]+\s+){0,2}?(?P<r>[\w-]+)\s+(?:didn't|didnt|did\s+not|never)\s+"
    r"(?:show(?:ed)?|turn(?:ed)?\s+up|come|arrive|make\s+it)\b",
    _I,
)
_VISITORS = frozenset({
    "guy", "guys", "man", "men", "woman", "lady", "bloke", "person", "people", "team", "crew", "tech", "techs", "fella",
})  # fmt: skip


def _no_show(s: str) -> bool:
    """Whether ``s`` says someone named by their job didn't come ("repair guy didn't show")."""
    m = _NO_SHOW.match(s)
    return m is not None and (m["r"].lower() in _VISITORS or ROLE_WORDS.search(m["r"]) is not None)


# what a machine or a service stops doing when it fails ("Slack stopped syncing", "Gmail stopped
# loading"); anything else a lone name stopped doing is a person's doing ("Tom stopped replying")
_MACHINE_ING = frozenset({inflected(lemma)[3] for lemma in FUNCTIONS} | {"working", "running"})
_STOPPED_ING = re.compile(
    r"^(?:'s|\s+has|\s+have)?(?:\s+(?:just|suddenly|completely|totally))?\s+stopped\s+(?P<ing>[a-z]+ing)\b", _I
)


def _stopped_doing(said: str) -> bool:
    """Whether ``said`` (what follows a topic) says it stopped doing what no machine is for."""
    m = _STOPPED_ING.match(said)
    return m is not None and m["ing"].lower() not in _MACHINE_ING


def _lone_name(topic: str) -> bool:
    """Whether ``topic`` is one capitalised word (a person as likely as a product)."""
    words = topic.split()
    return len(words) == 1 and words[0][:1].isupper() and not words[0].isupper()  # "POS", "CRM": an acronym


def _with_code(topic: str, code: str, tail: str) -> tuple[str, str]:
    """The topic with the error code it answers with, and the feature the tail names ("on
    checkout", "for the login endpoint") before it: the code is the symptom's key noun."""
    code = re.sub(r"ing$", "s", code) if code.endswith("ing") else code
    m = _FEATURE.match(tail)
    if m is not None and not _NOT_FEATURE.search(m["f"]):
        return f"{topic} {_phrase(m['f'])} {code}", ""
    return f"{topic} {code}", tail


# a topic with its place longer than this keeps the place in its detail ("POS terminals", "at the Souq
# Waqif kiosk"): a topic is a short noun phrase (:func:`._phrases._plausible`, six words)
_PLACED_TOPIC_WORDS = 6


def _topic(text: str) -> tuple[str, str]:
    """The topic words and what trails them ("again", "in room 4", "at the front door")."""
    text = _SOME_OF.sub("", _LEAD.sub("", text.strip()))  # "one of the bunk beds": the bunk beds
    extra = ""
    m = _TOPIC_TAIL.search(text)
    if m is not None:
        text, extra = text[: m.start()], text[m.end() :].strip()
    m = _WHERE.match(text)
    if m is not None and not re.match(r"^(?:charge|touch|sync|line|place|time)\b", m["w"].split()[-1], _I):
        placed = f"{m['t']} {spelt_place(m['w'])}" if distinct_place(m["w"]) else ""
        if placed and len(placed.split()) <= _PLACED_TOPIC_WORDS:  # "the printer on floor 4": not the one on floor 2
            text = placed
        elif TROUBLE_WORD.search(m["t"]) and (system := _FAULT_IN.match(m["w"])) is not None:
            text = f"{system['s']} {m['t']}"  # "the logout bug in the mobile app": the mobile app's logout bug
        else:
            text, extra = m["t"], " ".join(p for p in (m["w"], extra) if p)
    return _phrase(_TITLE.sub("", text)), extra


# which of several, said first: "one of the bunk beds", "a couple of the dryers", "both of our printers"
_SOME_OF = re.compile(
    r"^(?:one|some|two|three|a\s+couple|a\s+few|several|both|half|most)\s+of\s+(?:the|our|my|your|their)\s+(?=\S)", _I
)


# where a bug is, said after it: the thing that has it ("in the mobile app", "on the checkout page"),
# never when it was fixed ("in 4.2.1", "in the last release") or when it shows ("on launch")
_FAULT_IN = re.compile(
    r"^(?:in\s+(?:the\s+|our\s+|my\s+)?|on\s+(?:the|our|my)\s+)(?P<s>(?![\d.v]+\b|(?:last|latest|next|new)\b)[\w-]+(?:\s+[\w-]+){0,2}?)"
    r"(?=\s+(?:in|on|at|since|after|with|for)\s|$)",
    _I,
)
# "Mrs Delgado's sink": the title names no part of the thing (later "Delgado's sink is fixed")
_TITLE = re.compile(r"\b(?:mr|mrs|ms|mx|dr|prof)\.?\s+(?=\w)", _I)
