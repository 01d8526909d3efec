"""How recap words claims, dates and commitments for its user, in the user's timezone."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from memory.model import Claim, Commitment, Precision


def possessive(subject: str) -> str:
    if subject.lower() in ("me", "i"):
        return "your"
    return f"{subject}'" if subject.endswith("s") else f"{subject}'s"


def describe_when(when: datetime, tz: ZoneInfo, precision: Precision = Precision.DAY) -> str:
    """'1 June 2026', 'June 2026' or '1 June 2026 09:30', as precise as what was said."""
    local = when.astimezone(tz)
    if precision is Precision.YEAR:
        return f"{local:%Y}"
    if precision is Precision.MONTH:
        return f"{local:%B %Y}"
    if precision is Precision.INSTANT and (local.hour, local.minute) != (0, 0):
        return f"{local.day} {local:%B %Y %H:%M}"
    return f"{local.day} {local:%B %Y}"


def describe_due(due: datetime | None, tz: ZoneInfo) -> str:
    if due is None:
        return "no date"
    local = due.astimezone(tz)
    day = f"{local:%a} {local.day} {local:%B %Y}"
    if (local.hour, local.minute) in ((23, 59), (0, 0)):
        return day
    return f"{day} {local:%H:%M}"


def describe_claim(claim: Claim, tz: ZoneInfo) -> str:
    """'Maya's role is Chief Operating Officer from 1 June 2026' and similar."""
    if claim.predicate.lower() == "preference":
        who = "you prefer" if claim.subject.lower() in ("me", "i") else f"{claim.subject} prefers"
        text = f"{who} {claim.value}"
    else:
        text = f"{possessive(claim.subject)} {claim.predicate} is {claim.value}"
    if claim.scope:
        text += f" for {claim.scope}"
    if claim.explicit_time:
        text += f" from {describe_when(claim.effective_from, tz, claim.precision)}"
    if claim.effective_to is not None:
        # effective_to is the exclusive end; people say "until" the last day it holds.
        text += f" until {describe_when(claim.effective_to - timedelta(seconds=1), tz)}"
    return text


def describe_commitment(commitment: Commitment) -> str:
    """'Sipho: send the venue contract (for Lerato)': the action with whose it is (when it is
    not the user's) and whom it is for, as every list of commitments writes it."""
    who = "" if commitment.owner == "me" else f"{commitment.owner}: "
    towards = f" (for {commitment.counterparty})" if commitment.counterparty else ""
    return f"{who}{commitment.action}{towards}"
