"""Changes said in the wordings of session 43, played through the dispatcher: a thing done said
with its bare verb after it ("water bill settle"), a move said with "gone to", the day a thing runs
out put right ("it runs out the 18th, not the 20th"), and what must be asked: a correction to
"sometime in <month>", a kept value said wrong with no right one."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.memory.understanding.played import failures

NOW = "2031-05-14T09:40:00-04:00"  # a Wednesday
ZONE = "America/Barbados"


def _case(before: str, say: str, expect: object) -> dict[str, object]:
    return {"before": [before], "say": say, "expect": expect}


CASES = [
    _case("need to pay the water bill", "water bill settle", {"completed": ["pay the water bill"]}),
    _case("send the quote to Mr Bascombe", "quote send to Mr Bascombe", {"completed": ["send the quote"]}),
    _case("band practice thurs 8pm", "band practice gone to half 9",
          {"moved": [{"action": "band practice", "due": "2031-05-15T21:30"}]}),
    _case("vestry meeting friday 6pm", "the vestry meeting's gone to monday",
          {"moved": [{"action": "vestry meeting", "due": "2031-05-19T18:00"}]}),
    _case("renew the car insurance by the 20th", "ugh it runs out the 18th, not the 20th",
          {"moved": [{"action": "renew the car insurance", "due": "2031-05-18"}]}),
    _case("renew the fishing licence by friday", "hmm the licence expires thursday not friday",
          {"moved": [{"action": "renew the fishing licence", "due": "2031-05-15"}]}),
    # whoever moved "it" is no name of the to-do: the one just said moves
    _case("take Grandad for his eye test friday", "optician moved it to monday",
          {"moved": [{"action": "take Grandad for his eye test", "due": "2031-05-19"}]}),
    _case("collect the passports on the 20th", "the embassy push it back to the 22nd",
          {"moved": [{"action": "collect the passports", "due": "2031-05-22"}]}),
    # whoever wants the thing on another day: the day said bare, the thing by its own word
    _case("drop the cake at the Sandy Lane hotel tmrw", "hotel want the cake saturday instead",
          {"moved": [{"action": "drop the cake at the Sandy Lane hotel", "due": "2031-05-17"}]}),
    _case("bring the puppy to the vet on thursday", "the vet wants the puppy next monday now",
          {"moved": [{"action": "bring the puppy to the vet", "due": "2031-05-19"}]}),
    _case("pick up the tiles on saturday", "no, sometime in june", {"ask": True}),
    _case("Gladys's number is 246 555 0199", "hmm that number's wrong", {"ask": True}),
    # a deed on "it" told of yesterday, beside news of the thing: asked, never passed as chat
    _case("get the boat engine serviced by the 20th", "engine purring again, mechanic finish it yesterday",
          {"ask": True}),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: str(c["say"]))
async def test_a_change_said_in_other_words_is_stored_or_asked(tmp_path: Path, case: dict[str, object]) -> None:
    assert await failures(tmp_path, NOW, ZONE, [case]) == []
