"""An issue whose topic is only a word of degree: "I'm done for today, absolutely knackered"
read "absolutely" as the thing that is knackered.

A fault needs a thing that has it; "absolutely", "totally", "so", "bloody" … name none (the
speaker is the one knackered: how they feel, no issue to track). Such an issue is dropped.
Hand-written: a closed list of degree words.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, OpenEpisode

_DEGREE = re.compile(
    r"^(?:absolutely|totally|completely|utterly|so|really|very|proper|properly|well|bloody|pretty|truly|just|super"
    r"|fully|thoroughly|rather|quite|too|extremely|incredibly|seriously|literally|basically|kinda|kind\s+of|sort\s+of"
    r"|a\s+bit|a\s+little|all|still|again|now|today|tonight)$",
    _I,
)


def only_degree(intent: Intent) -> bool:
    """Whether ``intent`` is an issue whose topic is a word of degree, no thing at all."""
    return isinstance(intent, OpenEpisode) and bool(_DEGREE.match(intent.topic.strip()))
