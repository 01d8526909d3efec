"""Synthetic chat histories for ``recap bench perf``: deterministic, varied, realistic in mix.

A history is what one user types over months: episodes of a few to a dozen messages, a few
minutes apart, separated by idle gaps from 40 minutes to half a day (so the idle sweep closes
each episode as a slice of its own). The messages mix plain chat about people, projects and
places (varied enough that full-text search has real work to do), facts ("Maya is now CTO"),
commitments ("need to send Omar the budget by friday"), corrections right after them ("no
wait, thursday"), questions and small talk, in the wordings the offline grammar reads
(spec/chat-grammar.md). A fixed seed gives the same history on every run and machine.

Pure: no store, no clock; times are computed from the ``start`` passed in.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Literal

__all__ = ["SEED", "Kind", "Say", "episodes", "history", "questions"]

SEED = 11
Kind = Literal["plain", "fact", "commitment", "correction", "question", "smalltalk"]

PEOPLE = (
    "Maya", "Omar", "Priya", "Tom", "Lucia", "Kenji", "Aisha", "Jonas", "Zanele", "Ravi", "Hannah", "Diego",
    "Fatima", "Lee", "Sam", "Chloe", "Rupert", "Ananya", "Mick", "Yuki", "Beatriz", "Dwayne", "Chidi", "Ngozi",
    "Harriet", "Carlos", "Wei", "Arjun", "Jess", "Sneha", "Haruto", "Lena", "Rafael", "Nadia", "Kwame", "Greg",
)  # fmt: skip
PROJECTS = (
    "atlas", "borealis", "cobalt", "delta", "ember", "fjord", "granite", "harbor", "indigo", "juniper", "kestrel",
    "lantern", "meridian", "nimbus", "orchid", "pylon", "quartz", "redwood", "saffron", "tundra",
)  # fmt: skip
TOPICS = (
    "pricing page", "onboarding flow", "quarterly budget", "hiring plan", "data migration", "security review",
    "customer interviews", "release notes", "search ranking", "billing bug", "mobile app", "vendor contract",
    "offsite agenda", "design system", "support backlog", "churn numbers", "load test", "api limits",
    "board deck", "sales pipeline", "holiday rota", "office move", "analytics dashboard", "partner program",
)  # fmt: skip
PLACES = (
    "the cafe on Elm street", "the Lisbon office", "the client site", "the co-working space", "the train",
    "the airport lounge", "the rooftop bar", "the library", "the gym", "the farmers market", "the dentist",
    "the hardware store", "the bakery", "the park", "the station",
)  # fmt: skip
CITIES = ("Lisbon", "Porto", "Berlin", "Austin", "Dubai", "Osaka", "Leeds", "Denver", "Pune", "Melbourne", "Oslo")
ROLES = (
    "CTO", "COO", "CFO", "head of design", "product lead", "VP Sales", "engineering manager", "general counsel",
    "head of growth", "staff engineer", "director of operations", "head of finance",
)  # fmt: skip
TEAMS = ("platform", "payments", "data", "security", "mobile", "growth", "infra", "support")
ACTIONS = (
    "send {p} the {t} notes", "book the car in for a service", "renew my passport", "chase {p} about the invoice",
    "review the {t} draft", "pay the council tax", "call {p} about {j}", "file the expense report",
    "update the {j} roadmap", "buy a birthday present for {p}", "fix the {t} spreadsheet", "back up the photos",
)  # fmt: skip
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday")
ADJECTIVES = (
    "solid", "shaky", "promising", "late", "expensive", "messy", "clean", "slow", "quick", "confusing", "great",
    "odd", "risky", "boring", "tidy", "rough", "calm", "noisy",
)  # fmt: skip
PLAIN = (
    "had lunch with {p} at {place}, we talked about the {t} for {j}",
    "the {j} {t} looks {a} after {p}'s changes",
    "{p} thinks the {t} is {a}, I am not so sure",
    "spent the morning on the {t}; {n} open questions left",
    "long call with {p} and {q} about {j}, mostly the {t}",
    "{j} demo went {a}, {p} wants another pass on the {t}",
    "reading up on the {t} at {place}",
    "the {t} numbers came in at {n} this week, {a} overall",
    "{p} shared a {a} idea for the {t}: split it across {j} and {k}",
    "walked to {place} with {q}, chatted about {k} and the {t}",
    "note to self: the {t} for {k} depends on {p}",
    "{q} says {j} slipped by {n} days because of the {t}",
)  # fmt: skip
FACTS = (
    "{p} is now {r}", "{p} moved to {c}", "{p} joined the {m} team", "{p} is based in {c}", "{p} became {r}",
)
QUESTIONS = (
    "what did I say about the {t}?",
    "what's {p}'s role",
    "where is {p} based?",
    "what's due this week?",
    "what did we talk about on {d}?",
    "anything overdue?",
    "what do I owe {p}",
    "what did {p} say about {j}?",
)  # fmt: skip
SMALLTALK = ("hi", "good morning!", "thanks!", "ok", "lol ok thx", "cheers", "hey 👋", "great, thanks")

# The share of each kind among messages that are neither corrections nor idle gaps.
_MIX: tuple[tuple[Kind, float], ...] = (
    ("plain", 0.62),
    ("fact", 0.11),
    ("commitment", 0.10),
    ("question", 0.08),
    ("smalltalk", 0.09),
)
_CORRECTION_CHANCE = 0.3  # how often a commitment is corrected in the very next message


@dataclass(frozen=True)
class Say:
    """One message of the synthetic user: when it is sent, its text, and what kind it is."""

    at: datetime
    text: str
    kind: Kind
    episode: int  # the number of the episode (the slice it should land in)


def _fill(rng: random.Random, template: str) -> str:
    people = rng.sample(PEOPLE, 2)
    projects = rng.sample(PROJECTS, 2)
    return template.format(
        p=people[0],
        q=people[1],
        j=projects[0],
        k=projects[1],
        t=rng.choice(TOPICS),
        place=rng.choice(PLACES),
        a=rng.choice(ADJECTIVES),
        n=rng.randint(2, 90),
        c=rng.choice(CITIES),
        r=rng.choice(ROLES),
        m=rng.choice(TEAMS),
        d=rng.choice(WEEKDAYS),
    )


def _message(rng: random.Random, kind: Kind) -> str:
    if kind == "plain":
        return _fill(rng, rng.choice(PLAIN))
    if kind == "fact":
        return _fill(rng, rng.choice(FACTS))
    if kind == "commitment":
        action = _fill(rng, rng.choice(ACTIONS))
        lead = rng.choice(("I need to", "need to", "gotta", "I have to"))
        return f"{lead} {action} by {rng.choice(WEEKDAYS)}"
    if kind == "correction":
        return rng.choice(("no wait, {d}", "sorry, meant {d}", "oops, {d}", "not that day, {d}")).format(
            d=rng.choice(WEEKDAYS)
        )
    if kind == "question":
        return _fill(rng, rng.choice(QUESTIONS))
    return rng.choice(SMALLTALK)


def history(count: int, start: datetime, *, seed: int = SEED, idle_minutes: tuple[int, int] = (40, 720)) -> list[Say]:
    """``count`` messages from ``start`` on, in episodes separated by idle gaps of
    ``idle_minutes`` (at least, at most)."""
    rng = random.Random(seed)
    kinds = [kind for kind, _ in _MIX]
    weights = [weight for _, weight in _MIX]
    said: list[Say] = []
    at = start
    episode = 0
    while len(said) < count:
        length = rng.randint(3, 16)
        for _ in range(length):
            if len(said) >= count:
                break
            kind: Kind = rng.choices(kinds, weights)[0]
            follows_commitment = said and said[-1].kind == "commitment" and said[-1].episode == episode
            if follows_commitment and rng.random() < _CORRECTION_CHANCE:
                kind = "correction"
            said.append(Say(at=at, text=_message(rng, kind), kind=kind, episode=episode))
            at += timedelta(seconds=rng.randint(20, 600))
        # an idle gap: long enough for the sweep to close the episode's slice
        at += timedelta(minutes=rng.randint(*idle_minutes))
        episode += 1
    return said


def questions(count: int, *, seed: int = SEED + 1) -> list[str]:
    """``count`` questions about the people, projects and topics the histories talk about."""
    rng = random.Random(seed)
    return [_fill(rng, rng.choice(QUESTIONS)) for _ in range(count)]


def episodes(said: list[Say]) -> Iterator[list[Say]]:
    """The messages of ``said`` grouped by episode, in order."""
    group: list[Say] = []
    for say in said:
        if group and say.episode != group[-1].episode:
            yield group
            group = []
        group.append(say)
    if group:
        yield group
