"""A part worn out, said with a word that is a fault only of a part: "truck 9's brakes are
shot", "the van's clutch is stuffed", "the mower's blades are toast".

"shot", "stuffed", "toast" and "flat" are no fault of a thing as such ("the scene is shot" is filmed,
"the turkey is stuffed" is cooked, "the beer is flat" poured too soon), so the issue forms leave them
out and the fact forms took
"brakes = shot" for an attribute to keep. Said of a part (brakes, clutch, tyres, battery …) they
say it has failed: the clause is read as an issue, with the part's failure put as "broken".
Hand-written: one shape over a closed list of parts and words.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import Intent, OpenEpisode

_PART = (
    r"(?:brakes?|brake\s+pads|clutch|tyres?|tires?|battery|batteries|suspension|gearbox|transmission|bearings?"
    r"|shocks|shock\s+absorbers|springs|hinges?|pump|motor|engine|alternator|starter(?:\s+motor)?|compressor"
    r"|belt|fan\s+belt|timing\s+belt|exhaust|radiator|headlights?|wipers?|blades?|chain|seals?|gaskets?|valves?"
    r"|element|thermostat|fuse|wiring|screen|keyboard|trackpad|speakers?|hard\s+drive|drive|ssd|ports?|charger)"
)
_WORN = re.compile(
    r"^(?P<thing>(?:(?:the|my|our|his|her|their)\s+)?(?:[\w\-]+\s+){0,2}?(?:[\w\-]+'s\s+)?"
    r"(?:[\w\-]+\s+)?" + _PART + r")\s*(?:is|are|'s|'re)\s+"
    r"(?:(?:completely|totally|well|properly|absolutely|pretty)\s+)?"
    r"(?P<w>shot|stuffed|toast|wrecked|gone|worn\s+out|worn|done\s+for|flat)(?P<tail>(?:\s+again)?(?:\s+now)?)$",
    _I,
)

# what is "flat" only when it has failed: a vehicle's battery, a tyre (a phone's battery is flat every night, and
# "the battery's flat" said alone is as likely the phone's)
_GOES_FLAT = re.compile(
    r"\b(?:tyres?|tires?)$|\b(?:car|van|ute|truck|lorry|bike|motorbike|motorcycle|scooter|tractor|boat|mower|jeep"
    r"|4x4|suv|hilux|camper|caravan|forklift|bus|taxi|cab)(?:'s)?\s+batter(?:y|ies)$",
    _I,
)

Reader = Callable[[str, str, _Ctx], list[Intent] | None]


def worn_part(clause: str, ctx: _Ctx, detail: str, episode: Reader) -> list[Intent]:
    """The issue a worn-out part is (read by the issue forms as "… is broken"), else nothing."""
    m = _WORN.match(clause.strip())
    if m is None:
        return []
    if m["w"].lower() == "flat" and not _GOES_FLAT.search(m["thing"]):
        return []  # "my phone battery's flat": charged again in a minute; a car's battery or a tyre flat is a fault
    said = f"{m['thing']} {'are' if m['thing'].lower().endswith('s') else 'is'} broken{m['tail']}"
    found = episode(said, detail, ctx) or []
    return found if found and all(isinstance(i, OpenEpisode) for i in found) else []
