"""A promise said with another verb ("committed to Noor that I'd …", "gave Lena my word I'd …",
"swore to mum I'd …", "made Bilal a promise I'd …"): the user's to-do, promised to that person;
the same verbs without "I'd"/"we'd" after a person are no promise (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding._vowed import vowed_as_promised
from tests.memory.understanding.reading import Reading

# Wed 2 Dec 2026, morning in London
READ = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=ZoneInfo("Europe/London")), ZoneInfo("Europe/London"), "%a %d")


def _todos(text: str) -> list[tuple[str, str, str | None, str | None]]:
    """What :meth:`Reading.promised` gives of ``text``."""
    return READ.promised(READ(text))


@pytest.mark.parametrize(
    ("text", "action", "person", "day"),
    [
        ("committed to Noor that I'd finish the API docs by monday", "finish the API docs", "Noor", "Mon 07"),
        ("gave Lena my word I'd return the drill by sat", "return the drill", "Lena", "Sat 05"),
        ("gave my word to Jonas that I'd cover his shift on thurs", "cover his shift", "Jonas", "Thu 03"),
        ("vowed to Elif I'd finish the quilt before xmas", "finish the quilt", "Elif", "Thu 24"),
        ("i swore to kofi that i'd pay him back by friday", "pay kofi back", "kofi", "Fri 04"),
        ("pledged to Ama we'd repaint the hall by the 20th", "repaint the hall", "Ama", "Sun 20"),
        ("made Bilal a promise I'd review his draft tmrw", "review his draft", "Bilal", "Thu 03"),
        ("pinky promised Zoe I'd bake the cake for saturday", "bake the cake", "Zoe", "Sat 05"),
        ("guaranteed Ravi I'd have the quote ready by thursday", "get the quote ready", "Ravi", "Thu 03"),
        ("swore to mum I'd clean the garage by sunday", "clean the garage", "mum", "Sun 06"),  # "I" aside: lower case
        ("committed to the board that we'd publish the report by the 18th", "publish the report", None, "Fri 18"),
    ],
)
def test_a_promise_said_with_another_verb_is_a_promise(text: str, action: str, person: str | None, day: str) -> None:
    """The verb says it was promised; to whom, when it names a person."""
    assert _todos(text) == [(action, "me", person, day)]


def test_a_vow_after_a_report_is_a_clause_of_its_own() -> None:
    """ "sent the report, also committed to Noor that I'd fix the typo by fri": the promise too."""
    assert ("fix the typo", "me", "Noor", "Fri 04") in _todos(
        "sent the report, also committed to Noor that I'd fix the typo by fri"
    )


@pytest.mark.parametrize(
    "text",
    [
        "committed to the gym this year",
        "swore at the printer again",
        "gave Lena my number",
        "made sure I'd locked the door",
        "i swore i'd never go back there",
        "agreed to the terms",
    ],
)
def test_the_same_verbs_without_a_promise_to_someone_keep_no_todo(text: str) -> None:
    """No person then "I'd": nothing promised, no to-do kept."""
    assert _todos(text) == []


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("committed to Noor that I'd finish it", "promised Noor that I'd finish it"),
        ("gave Lena my word I'd call", "promised Lena I'd call"),
        ("made a promise to Sofia that I'll call her", "promised Sofia that I'll call her"),
        ("sent it and swore to Ben I'd fix it", "sent it and promised Ben I'd fix it"),
        ("made sure I'd locked up", "made sure I'd locked up"),
        ("committed to the gym", "committed to the gym"),
    ],
)
def test_vowed_as_promised_puts_promised_only_before_a_person_and_id(text: str, said: str) -> None:
    """Only "<verb> <whom> I'd" is rewritten; other text stays as typed."""
    assert vowed_as_promised(text) == said
