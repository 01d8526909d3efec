"""How recap words claims, dates and commitments for its user, in the user's timezone."""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from memory.model import Claim, Commitment, Precision


def possessive(subject: str) -> str:
    """Whose, said to the user: "your" for their own, "your landlord's" for "my landlord", "Lee's"."""
    if subject.lower() in ("me", "i"):
        return "your"
    mine = _MINE.match(subject)
    if mine is not None:  # "my landlord" was said by the user: theirs
        return f"your {possessive(subject[mine.end() :])}"
    return f"{subject}'" if subject.endswith("s") else f"{subject}'s"


_MINE = re.compile(r"^(?:my|our)\s+(?=\S)", re.IGNORECASE)


def describe_when(when: datetime, tz: ZoneInfo, precision: Precision | None = None) -> str:
    """'1 June 2026', 'June 2026' or '1 June 2026 09:30', as precise as what was said.

    With no ``precision`` ``when`` is a moment (now, when an issue opened) and reads as its local
    day. A day, month or year that was said is stored as a midnight of the zone it was said in;
    read in another zone it is taken to the nearest local midnight, so "from April" stays April
    after the user moves zone (by less than twelve hours) instead of turning into 31 March.
    """
    local = when.astimezone(tz)
    if precision in (Precision.DAY, Precision.MONTH, Precision.YEAR):
        local = (local + timedelta(hours=12)).replace(hour=0, minute=0, second=0, microsecond=0)
    if precision is Precision.YEAR:
        return f"{local:%Y}"
    if precision is Precision.MONTH:
        return f"{local:%B %Y}"
    if precision is Precision.INSTANT and (local.hour, local.minute) != (0, 0):
        return f"{local.day} {local:%B %Y %H:%M}"
    return f"{local.day} {local:%B %Y}"


# A due said as a part of the day is stored as the last second of it (``DateSpec.last_moment``):
# it is shown as the part that was said, never as the odd clock time "11:59".
_PART_ENDING_AT = {11: "morning", 13: "lunchtime", 16: "afternoon"}  # the parts of timex._POD_HOURS


def describe_due(due: datetime | None, tz: ZoneInfo) -> str:
    if due is None:
        return "no date"
    local = due.astimezone(tz)
    day = f"{local:%a} {local.day} {local:%B %Y}"
    if (local.hour, local.minute) in ((23, 59), (0, 0)):
        return day
    if (local.minute, local.second) == (59, 59):
        part = _PART_ENDING_AT.get(local.hour)
        return f"{day} {part}" if part else f"{day} by {local.hour + 1:02d}:00"
    return f"{day} {local:%H:%M}"


def for_whom(action: str, counterparty: str | None) -> str:
    """' (for Lerato)' after an action, or nothing when there is no one or the action names
    them already ("call Sam", never "call Sam (for Sam)")."""
    if not counterparty or re.search(rf"(?<!\w){re.escape(counterparty)}(?!\w)", action, re.IGNORECASE):
        return ""
    return f" (for {counterparty})"


def offer_to_track(action: str, owner: str) -> str:
    """What a question offers to track: '“call the broker” for you', or '“get back to me on the
    budget” as Tom's' when the to-do is someone else's (never "for you" for Tom's promise)."""
    return f"“{action}” for you" if owner == "me" else f"“{action}” as {owner}'s"


def last_day(effective_to: datetime | None, tz: ZoneInfo) -> str | None:
    """The last day a fact holds, as people say "until" it: ``effective_to`` is the exclusive end
    (a midnight), so "OOO until the 14th" ends at the 15th's midnight and reads "14 December 2026"."""
    return describe_when(effective_to - timedelta(days=1), tz, Precision.DAY) if effective_to else None


def describe_claim(claim: Claim, tz: ZoneInfo) -> str:
    """'Maya's role is Chief Operating Officer from 1 June 2026' and similar."""
    if claim.predicate.lower() == "preference":
        who = "you prefer" if claim.subject.lower() in ("me", "i") else f"{claim.subject} prefers"
        text = f"{who} {claim.value}"
    else:
        text = f"{possessive(claim.subject)} {claim.predicate} is {claim.value}"
    if claim.scope:
        text += f" for {claim.scope}"
    # "Omar's now CFO" holds from the moment it was said: its local day, not "2 December 2026 06:38"
    # (a moment, not a said day: rounding it to the nearest midnight would name tomorrow after noon)
    said_now = abs(claim.effective_from - claim.observed_at) < timedelta(minutes=1)
    start = describe_when(claim.effective_from, tz, None if said_now else claim.precision)
    last = last_day(claim.effective_to, tz)
    if claim.explicit_time and last == start:  # "Lena is off sick today": one day, not "from D until D"
        return f"{text} on {start}"
    if claim.explicit_time:
        text += f" from {start}"
    if last is not None:
        text += f" until {last}"
    return text


def describe_commitment(commitment: Commitment) -> str:
    """'Sipho: send the venue contract (for Lerato)': the action with whose it is (when it is
    not the user's) and whom it is for, as every list of commitments writes it."""
    who = "" if commitment.owner == "me" else f"{commitment.owner}: "
    return f"{who}{commitment.action}{for_whom(commitment.action, commitment.counterparty)}"
