"""An issue whose topic is only a word of degree: "I'm done for today, absolutely knackered"
read "absolutely" as the thing that is knackered.

A fault needs a thing that has it; "absolutely", "totally", "so", "bloody" … name none (the
speaker is the one knackered: how they feel, no issue to track). Such an issue is dropped.
Hand-written: a closed list of degree words.
"""

from __future__ import annotations

import re

from memory.understanding._degree import DEGREE
from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, OpenEpisode

# the degree words (:data:`._degree.DEGREE`), and the words of how long or when said in their place
_DEGREE = re.compile(r"^(?:" + DEGREE + r"|just|all|still|again|now|today|tonight)$", _I)


def only_degree(intent: Intent) -> bool:
    """Whether ``intent`` is an issue whose topic is a word of degree, no thing at all."""
    return isinstance(intent, OpenEpisode) and bool(_DEGREE.match(intent.topic.strip()))
