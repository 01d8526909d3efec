"""Session 39 (t2), blind37's questions and lifecycle misses: "what'd X say they'd <verb>", "what's
pending from my side", "what's left for the move", a renewal let lapse, and a renewal gone through
for someone."""

from __future__ import annotations

from pathlib import Path

from tests.memory.understanding.played import failures

NOW = "2027-03-10T09:15:00+00:00"  # a Wednesday
ZONE = "Europe/London"


def _case(before: list[str], say: str, expect: object) -> dict[str, object]:
    return {"before": before, "say": say, "expect": expect}


async def test_what_they_said_they_would_do(tmp_path: Path) -> None:
    cases = [
        _case(["Gemma said she'll bake the lemon drizzle", "i'm bringing the crisps"], "what did Gemma say she'd bake",
              {"answer": ["lemon drizzle"], "answer_excludes": ["crisps"]}),
        _case(["i'll text Ollie the address by fri", "i'll call Ollie about the van tmrw"],
              "remind me, what did i say i'd text Ollie?", {"answer": ["address"], "answer_excludes": ["van"]}),
        _case(["Raj promised he'll fix the gate by sat"], "what'd Raj promise he'd fix", {"answer": ["gate"]}),
    ]  # fmt: skip
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_what_is_left_on_my_side_or_for_a_thing(tmp_path: Path) -> None:
    cases = [
        _case(["i'll send the quote to the client by fri", "Dimitri will send the specs by thurs"],
              "what's pending on my end?", {"answer": ["quote"], "answer_excludes": ["specs"]}),
        _case(["book the venue for the party by the 20th", "order the balloons for the party", "buy milk tmrw",
               "ordered the balloons"],
              "what's still left for the party?", {"answer": ["venue"], "answer_excludes": ["balloons", "milk"]}),
    ]  # fmt: skip
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_a_renewal_let_lapse_is_cancelled(tmp_path: Path) -> None:
    cases = [
        _case(["renew the magazine subscription by the 31st"], "gonna let the magazine subscription lapse",
              {"cancelled": ["renew the magazine subscription"]}),
        _case(["renew the domain by fri"], "letting the domain expire, not renewing it",
              {"cancelled": ["renew the domain"]}),
        _case(["renew dad's bus pass by the 28th"], "bus pass renewal went through for dad",
              {"completed": ["renew dad's bus pass"]}),
    ]  # fmt: skip
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_a_role_named_for_a_place_is_found_by_both(tmp_path: Path) -> None:
    cases = [
        _case(["Priya is the treasurer of the choir", "Sam is the treasurer of the sports club"],
              "who's the treasurer of the choir", {"answer": ["Priya"], "answer_excludes": ["Sam"]}),
        _case(["Lu is the youth worker", "Lu became centre manager last week"], "/history Lu",
              {"answer": ["youth worker", "centre manager"]}),
    ]  # fmt: skip
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_a_thing_has_its_own_to_dos(tmp_path: Path) -> None:
    cases = [
        _case(["i'll print the menus for Tui's party by fri", "Hemi will do the music for Tui's party"],
              "what do i need to do for Tui's party?", {"answer": ["menus"], "answer_excludes": ["music"]}),
    ]  # fmt: skip
    assert await failures(tmp_path, NOW, ZONE, cases) == []
