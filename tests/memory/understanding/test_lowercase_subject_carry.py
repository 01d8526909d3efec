"""A clause with no subject after a fact of someone is said of them, however the name was typed:
"raj is now team lead for payments, reports to anita" keeps raj's manager beside his role (the
second clause was lost when the name was lower case)."""

from __future__ import annotations

from datetime import datetime

import pytest

from memory.timefmt import zone
from memory.understanding import StateClaim
from tests.memory.understanding.reading import Reading

TZ = zone("Asia/Yerevan")
run = Reading(datetime(2031, 5, 28, 19, 45, tzinfo=TZ), TZ)


@pytest.mark.parametrize(
    ("text", "who", "boss"),
    [
        ("raj is now team lead for payments, reports to anita", "raj", "anita"),
        ("Raj is now team lead for payments, reports to Anita", "Raj", "Anita"),
        ("lusine is head of ops now, reports to the coo", "lusine", "coo"),
    ],
)
def test_the_next_clause_is_of_the_fact_subject(text: str, who: str, boss: str) -> None:
    facts = {(i.subject, i.predicate): i.value for i in run(text) if isinstance(i, StateClaim)}
    assert facts.get((who, "manager")) == boss and (who, "role") in facts


def test_a_clause_of_no_one_named_stays_unread() -> None:
    found = run("mum is visiting, reports to nobody")
    assert not any(isinstance(i, StateClaim) and i.predicate == "manager" for i in found)
