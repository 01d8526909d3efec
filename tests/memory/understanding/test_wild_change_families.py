"""The failure families of the wild-change set (tests/fixtures/understanding-wild-change), each
in wordings of its own, played through the dispatcher with a real store: a done report with how
it went after it, a move reported as news before the to-do forms can take it for a new to-do,
someone else taking a to-do on, a to-do made pointless by a reason ("no need to …"), a change
and a trouble in one message, and corrections put right without a subject ("head chef, not
sous", "23rd* same time", "no, half 4"), plus what must stay nothing."""

from __future__ import annotations

from pathlib import Path

from tests.memory.understanding.played import failures

NOW = "2027-09-14T09:00:00+01:00"  # a Tuesday
ZONE = "Europe/London"


def _case(before: str | list[str], say: str, expect: object) -> dict[str, object]:
    return {"before": [before] if isinstance(before, str) else before, "say": say, "expect": expect}


async def test_done_said_with_how_it_went_after_it(tmp_path: Path) -> None:
    cases = [
        _case("order more printer paper by friday", "paper order placed, should be here monday",
              {"completed": ["order more printer paper"]}),
        _case("post the birthday card to Oma by thursday", "birthday card's in the post",
              {"completed": ["post the birthday card to Oma"]}),
        _case("renew the parking permit by friday", "parking permit renewed online",
              {"completed": ["renew the parking permit"]}),
        _case("iron the school shirts tonight", "school shirts ironed and back in the wardrobe",
              {"completed": ["iron the school shirts"]}),
        _case("return the hire car by 5pm tomorrow", "hire car returned early, no extra charges",
              {"completed": ["return the hire car"]}),
    ]  # fmt: skip
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_what_was_applied_for_coming_through_and_what_comes_next(tmp_path: Path) -> None:
    cases = [
        _case("get the work permit for Joanna", "Joanna's work permit came through!",
              {"completed": ["get the work permit for Joanna"]}),
        _case("need to sort the planning consent for the shed by friday", "planning consent got approved",
              {"completed": ["sort the planning consent for the shed"]}),
        _case("order the new ID badges", "badges sent, next I have to brief the new starters by friday",
              {"completed": ["order the new ID badges"],
               "commitments": [{"action": "brief the new starters", "due": "2027-09-17"}]}),
    ]  # fmt: skip
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_a_move_reported_as_news_moves_the_to_do(tmp_path: Path) -> None:
    cases = [
        _case("meet the surveyor friday at 10", "surveyor moved us to monday, same time",
              {"moved": [{"action": "meet the surveyor", "due": "2027-09-20T10:00"}]}),
        _case("book the MOT by thursday", "MOT booking can wait till the 30th",
              {"moved": [{"action": "book the MOT", "due": "2027-09-30"}]}),
        _case("call the bank at 11 tomorrow", "bank call moved to 3",
              {"moved": [{"action": "call the bank", "due": "2027-09-15T15:00"}]}),
        _case("see the optician on the 24th", "optician moved up to the 21st",
              {"moved": [{"action": "see the optician", "due": "2027-09-21"}]}),
        _case("ring the gas board on wednesday", "wednesday's rammed, doing the gas board call friday instead",
              {"moved": [{"action": "ring the gas board", "due": "2027-09-17"}]}),
    ]  # fmt: skip
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_someone_else_taking_it_on_cancels_the_users_to_do(tmp_path: Path) -> None:
    cases = [
        _case("sort the raffle prizes by friday", "Grace is organising the raffle prizes instead",
              {"cancelled": ["sort the raffle prizes"]}),
        _case("book the minibus for the trip", "the PTA is booking the minibus now so it's off my plate",
              {"cancelled": ["book the minibus for the trip"]}),
        _case("cook dinner for the in-laws on saturday", "Tomás is cooking saturday's dinner instead",
              {"cancelled": ["cook dinner for the in-laws"]}),
        _case("write the match report by sunday", "coach is writing the match report now, not my problem",
              {"cancelled": ["write the match report"]}),
    ]  # fmt: skip
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_a_reason_then_no_need_cancels_the_to_do_it_names(tmp_path: Path) -> None:
    cases = [
        _case("chase the courier about the parcel tomorrow", "parcel turned up this morning, no need to chase",
              {"cancelled": ["chase the courier about the parcel"]}),
        _case("ring the garage about the clutch on friday", "clutch is fine after all, so no need to ring them",
              {"cancelled": ["ring the garage about the clutch"]}),
        _case("water the plants on thursday", "plants got rained on all week, no watering needed",
              {"cancelled": ["water the plants"]}),
        _case("collect the dry cleaning thursday", "dry cleaning was delivered, nothing to collect",
              {"cancelled": ["collect the dry cleaning"]}),
        _case("book a table for Kofi's leaving drinks", "Kofi's staying on, so no need to book a table",
              {"cancelled": ["book a table for Kofi's leaving drinks"]}),
    ]  # fmt: skip
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_a_change_then_a_trouble_in_one_message(tmp_path: Path) -> None:
    cases = [
        _case("pay the rent by friday", "rent paid and the boiler keeps cutting out",
              {"completed": ["pay the rent"], "opened": ["boiler"]}),
        _case("send the invoice to Priyanka", "invoice sent also the printer is jammed again",
              {"completed": ["send the invoice to Priyanka"], "opened": ["printer"]}),
        _case("book the hall for the quiz", "hall booked and the projector stopped working",
              {"completed": ["book the hall for the quiz"], "opened": ["projector"]}),
        _case("renew the van insurance", "van insurance renewed, also the dishwasher is leaking",
              {"completed": ["renew the van insurance"], "opened": ["dishwasher"]}),
        _case("order the flyers by thursday", "flyers ordered and the wifi is down again",
              {"completed": ["order the flyers"], "opened": ["wifi"]}),
    ]  # fmt: skip
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_corrections_without_a_subject(tmp_path: Path) -> None:
    cases = [
        _case("Aiko is our new office manager", "sorry, practice manager, not office",
              {"corrected": [{"subject": "Aiko", "predicate": "role", "value": "practice manager"}]}),
        _case("Wiremu is the new sous chef", "head chef not sous",
              {"corrected": [{"subject": "Wiremu", "predicate": "role", "value": "head chef"}]}),
        _case("Marta's based in Lisbon now", "Porto* not Lisbon",
              {"corrected": [{"subject": "Marta", "predicate": "location", "value": "Porto"}]}),
        _case("lunch with Dev on the 22nd at 1pm", "23rd* same time",
              {"moved": [{"action": "lunch with Dev", "due": "2027-09-23T13:00"}]}),
        _case("call Ottilie thursday at 2", "no, half 3",
              {"moved": [{"action": "call Ottilie", "due": "2027-09-16T15:30"}]}),
        _case("see Mr Abara friday at 10am", "10.45 i meant",
              {"moved": [{"action": "see Mr Abara", "due": "2027-09-17T10:45"}]}),
        _case("pay the builder on the 20th at 9", "no, 17", {"ask": True}),  # the 17th, or 17:00?
        # the 10th is already past on the 14th: 10 o'clock (session 29)
        _case("pay the builder on the 20th at 9", "no, 10", {"moved": [{"action": "pay the builder",
                                                                         "due": "2027-09-20T10:00"}]}),
    ]  # fmt: skip
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_what_changes_nothing_stores_and_asks_nothing(tmp_path: Path) -> None:
    cases = [
        _case("print the order of service by saturday", "saturday it is, confirmed", "nothing"),
        _case("pay the window cleaner on the 9th", "the 9th it is then, thanks", "nothing"),
        _case("send the rent reminder to flat 2", "if the landlord raises the rent again I'll move out", "nothing"),
        _case("book the boiler service", "scratch that idea of a garden party, too much work", "nothing"),
        _case("call the insurer on friday", "actually I'm knackered today, long shift", "nothing"),
    ]  # fmt: skip
    assert await failures(tmp_path, NOW, ZONE, cases) == []


def test_what_the_new_forms_leave_alone() -> None:
    """Read by the reader alone: news about others is no hand-over, a move of house no move of a
    to-do, a cut that leaves no done report no completion, and a reason about the weather names
    no to-do."""
    from datetime import datetime
    from zoneinfo import ZoneInfo

    from memory.understanding import CancelCommitment, CompleteCommitment, MoveCommitment, extract
    from memory.understanding._no_need import no_need
    from memory.understanding._phrases import _Ctx

    zone = ZoneInfo(ZONE)
    now = datetime.fromisoformat(NOW)
    for text in ("Ana's making the dessert for us this time", "Kemi's cooking for us tonight"):
        assert not any(isinstance(i, CancelCommitment) for i in extract(text, now=now, tz=zone)), text
    for text in ("my sister moved to Perth last year", "we moved house in 2019", "Jide moved to 11 Park Rd"):
        assert not any(isinstance(i, MoveCommitment) for i in extract(text, now=now, tz=zone)), text
    for text in ("the kids are in bed early for once", "my train was late again, no problems though"):
        assert not any(isinstance(i, CompleteCommitment) for i in extract(text, now=now, tz=zone)), text
    ctx = _Ctx(now=now, tz=zone, lowercase=False)
    for text in (
        "it's sunny, no need to take a coat",
        "I'm shattered, so no need to cook",
        "we're fine, no need to call",
    ):
        assert no_need(text, ctx) is None, text
