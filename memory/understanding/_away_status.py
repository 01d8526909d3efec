"""Statuses that keep someone from work: "out of office", "on leave", "off sick", "on holiday",
"ooo", "wfh" is not one. One vocabulary for the reader (a period said with such a status is how long
it lasts) and for the answers ("who's out this week"). Hand-written: a closed list of words."""

from __future__ import annotations

import re

AWAY_STATUS = re.compile(
    r"\b(?:out|off|away|leave|holidays?|hols|vacation|vacay|pto|sick|ill|ooo|sabbatical|injured)\b", re.IGNORECASE
)
