"""The person a fact names by their role: after "Otieno is our new accountant", "accountant's email
is otieno@kwezi.co.za" is Otieno's email, and after "Priya is our CTO", "CTO's mobile is …" hers.

A role is kept as a fact of its holder (``role`` = "accountant"), so a fact said of the role alone
would sit under a subject nobody asks about ("what's Otieno's email?" finds nothing). The holder
is who holds the role now; a role's head ("clerk" of "clerk at the Superior Court") names it too.
When two people hold it, the caller asks which.

Pure functions: the caller passes the claims observed so far.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory import claims as claim_rules
from memory.model import Claim
from memory.words import normalize_key

__all__ = ["ROLE_NAMES", "names_role", "role_holders"]

ROLE_NAMES = claim_rules.same_predicate("role")
# "the accountant", "our new accountant", "my GP": the determiners a role is said with
_LEAD = re.compile(r"^(?:(?:the|our|my|new|current|old)\s+)+", re.IGNORECASE)
# where a role's own words end: "clerk | at the Superior Court", "head of sales" stays whole
_AT = re.compile(r"\s+(?:at|in|for|with|on)\s+.*$", re.IGNORECASE)
# facts that are no contact's nor a person's own: "the accountant's role is …" is about the role itself
_OF_THE_ROLE = ROLE_NAMES | {"owner", "lead", "head", "name"}


def role_holders(subject: str, predicate: str, known: list[Claim], at: datetime, tz: ZoneInfo) -> list[str]:
    """The people who hold the role ``subject`` names at ``at`` (one, or several to ask between), when
    no fact is kept under ``subject`` itself; else []."""
    role = normalize_key(_LEAD.sub("", subject.strip()))
    if not role or normalize_key(predicate) in _OF_THE_ROLE:
        return []
    if any(normalize_key(c.subject) in (role, normalize_key(subject)) for c in known):
        return []  # "the landlord's number" where facts of "landlord" are kept already: that one
    people = {c.subject for c in known if normalize_key(c.predicate) in ROLE_NAMES}
    holders = []
    for person in sorted(people):
        for predicate_name in ROLE_NAMES:
            view = claim_rules.find_view(known, at, person, predicate_name, None, tz=tz)
            if view is not None and any(names_role(value, role) for value in view.values):
                holders.append(person)
                break
    return holders


# a role for one thing, its head then what it serves: "coordinator | for the Carter wedding"
_FOR_THING = re.compile(r"^(?P<head>.+?)\s+(?:for|of|on)\s+(?:the\s+)?(?P<thing>.+)$", re.IGNORECASE)


def names_role(value: str, role: str) -> bool:
    """Whether the role ``value`` is the role said as ``role`` (whole, or its head before "at …"; a role
    for one thing said with the thing first: "coordinator for the Carter wedding" as "Carter coordinator"
    or "Carter wedding coordinator")."""
    if role in (normalize_key(value), normalize_key(_AT.sub("", value)), normalize_key(_LEAD.sub("", value))):
        return True
    m = _FOR_THING.match(_LEAD.sub("", value.strip()))
    if m is None or len(m["head"].split()) > 3:
        return False
    thing = m["thing"].split()
    return role in (normalize_key(f"{m['thing']} {m['head']}"), normalize_key(f"{thing[0]} {m['head']}"))
