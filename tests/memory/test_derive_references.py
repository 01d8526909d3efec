"""Tests for memory.derive: what a bare value, "it", "her" and "never mind" refer to, against
what the conversation stored; recap asks when two fit about equally or nothing does."""

from __future__ import annotations

from datetime import datetime, timedelta

from memory import claims as claim_rules
from memory import episodes as episode_rules
from memory.derive import commitments_of
from memory.service import Memory
from memory.timefmt import zone
from tests.driver import chat, current_value

START = "2027-03-08T09:00:00+00:00"  # a Monday
TZ = zone("Europe/London")
LATER = datetime.fromisoformat(START) + timedelta(hours=1)


async def _chat(memory: Memory, lines: list[str]) -> tuple[str, str]:
    """Say ``lines`` a minute apart; the user id and the last reply, joined."""
    _, user_id, replies = await chat(memory, START, str(TZ.key), lines)
    return user_id, " | ".join(replies)


async def test_a_place_corrects_the_place_not_the_role_said_after_it(memory: Memory) -> None:
    user_id, _ = await _chat(memory, ["Tom moved to Lisbon", "Kenji is now head of design", "no wait, Porto"])
    assert await current_value(memory, user_id, "Tom", "location", LATER, TZ) == "Porto"
    assert await current_value(memory, user_id, "Kenji", "role", LATER, TZ) == "head of design"


async def test_two_places_said_together_are_asked_about(memory: Memory) -> None:
    user_id, reply = await _chat(memory, ["Tom moved to Lisbon", "Ana moved to Madrid", "no, Porto"])
    assert "Which does “Porto” correct?" in reply and "Tom's location" in reply and "Ana's location" in reply
    assert await current_value(memory, user_id, "Tom", "location", LATER, TZ) == "Lisbon"
    assert await current_value(memory, user_id, "Ana", "location", LATER, TZ) == "Madrid"


async def test_the_answer_to_which_fact_corrects_it(memory: Memory) -> None:
    user_id, _ = await _chat(memory, ["Tom moved to Lisbon", "Ana moved to Madrid", "no, Porto", "Tom"])
    assert await current_value(memory, user_id, "Tom", "location", LATER, TZ) == "Porto"
    assert await current_value(memory, user_id, "Ana", "location", LATER, TZ) == "Madrid"


async def test_a_place_said_long_after_another_goes_to_the_last(memory: Memory) -> None:
    """Past the margin (:data:`memory.asks.CLOSE_TOUCH`) the one touched last is meant."""
    lines = ["Ana moved to Madrid", *["lol ok"] * 11, "Tom moved to Lisbon", "right, Porto"]
    user_id, _ = await _chat(memory, lines)
    assert await current_value(memory, user_id, "Tom", "location", LATER, TZ) == "Porto"
    assert await current_value(memory, user_id, "Ana", "location", LATER, TZ) == "Madrid"


async def test_a_name_never_replaces_a_role(memory: Memory) -> None:
    user_id, reply = await _chat(memory, ["Gwen is the new office manager", "sorry wrong person, it's Gwen"])
    assert "Whose fact" in reply
    assert await current_value(memory, user_id, "Gwen", "role", LATER, TZ) == "office manager"


async def test_a_value_naming_the_attribute_goes_to_that_fact(memory: Memory) -> None:
    lines = ["Olu joined the platform team", "Olu is based in Leeds", "I meant the payments team"]
    user_id, _ = await _chat(memory, lines)
    assert await current_value(memory, user_id, "Olu", "team", LATER, TZ) == "payments"
    assert await current_value(memory, user_id, "Olu", "location", LATER, TZ) == "Leeds"


async def test_the_other_way_round_corrects_the_preference(memory: Memory) -> None:
    user_id, _ = await _chat(memory, ["Jun prefers calls to email", "other way round actually, email over calls"])
    assert await current_value(memory, user_id, "Jun", "preference", LATER, TZ) == "email"


async def test_it_is_working_again_with_two_open_issues_asks(memory: Memory) -> None:
    user_id, reply = await _chat(memory, ["the printer is broken", "the wifi is down", "it's working again"])
    assert "Which issue is resolved?" in reply
    assert len(episode_rules.open_episodes(await memory.store.episodes(user_id))) == 2


async def test_it_is_working_again_with_one_open_issue_resolves_it(memory: Memory) -> None:
    user_id, _ = await _chat(memory, ["the wifi is down", "it's working again"])
    assert episode_rules.open_episodes(await memory.store.episodes(user_id)) == []


async def test_a_todo_pointing_at_no_one_is_asked_about(memory: Memory) -> None:
    user_id, reply = await _chat(memory, ["need to send it to her tomorrow"])
    assert "“her”" in reply and "send it to her" in reply
    assert await commitments_of(memory.store, user_id) == []


async def test_a_vague_todo_is_asked_about(memory: Memory) -> None:
    user_id, reply = await _chat(memory, ["pay the guy for the thing"])
    assert "“the guy”" in reply
    assert await commitments_of(memory.store, user_id) == []


async def test_yes_keeps_the_todo_as_said(memory: Memory) -> None:
    user_id, _ = await _chat(memory, ["call him back tomorrow", "yes"])
    [kept] = await commitments_of(memory.store, user_id)
    assert kept.action == "call him back"


async def test_him_is_the_person_just_named(memory: Memory) -> None:
    user_id, _ = await _chat(memory, ["Omar is the new CFO", "call him back tomorrow"])
    [kept] = await commitments_of(memory.store, user_id)
    assert kept.counterparty == "Omar"


async def test_him_with_two_people_just_named_asks(memory: Memory) -> None:
    user_id, reply = await _chat(memory, ["Omar is the new CFO", "Kenji is head of design", "call him back tomorrow"])
    assert "“him”" in reply
    assert await commitments_of(memory.store, user_id) == []


async def test_never_mind_right_after_a_change_offers_undo(memory: Memory) -> None:
    user_id, reply = await _chat(memory, ["call the dentist friday", "actually never mind"])
    assert "undo" in reply
    [kept] = await commitments_of(memory.store, user_id)
    assert kept.is_open


async def test_never_mind_with_nothing_just_stored_says_nothing(memory: Memory) -> None:
    _, reply = await _chat(memory, ["never mind"])
    assert "undo" not in reply


async def test_apologies_ask_nothing(memory: Memory) -> None:
    for said in ("sorry, wrong chat", "sorry for the late reply", "no, that's fine", "no worries"):
        _, reply = await _chat(memory, ["Ahmed moved to Mumbai", said])
        assert "correct" not in reply.lower(), said


async def test_make_that_a_number_asks_between_the_number_and_the_time(memory: Memory) -> None:
    user_id, reply = await _chat(memory, ["book a table for 6 people friday", "make that 8"])
    assert "book a table for 8 people" in reply and "20:00" in reply
    [kept] = await commitments_of(memory.store, user_id)
    assert kept.action == "book a table for 6 people"


async def test_the_number_chosen_renames_the_todo(memory: Memory) -> None:
    user_id, _ = await _chat(memory, ["book a table for 6 people friday", "make that 8", "1"])
    kept = [c for c in await commitments_of(memory.store, user_id) if c.is_open]
    assert [c.action for c in kept] == ["book a table for 8 people"]
    assert kept[0].due is not None and kept[0].due.astimezone(TZ).date().isoformat() == "2027-03-12"


async def test_make_that_a_number_with_only_a_number_fact_corrects_it(memory: Memory) -> None:
    user_id, _ = await _chat(memory, ["the team's headcount is 10", "make that 12"])
    assert await current_value(memory, user_id, "team", "headcount", LATER, TZ) == "12"


async def test_make_that_an_hour_keeps_moving_a_timed_todo(memory: Memory) -> None:
    user_id, _ = await _chat(memory, ["call the plumber tomorrow at 2pm", "make that 3"])
    [kept] = await commitments_of(memory.store, user_id)
    assert kept.due is not None and kept.due.astimezone(TZ).isoformat()[:16] == "2027-03-09T15:00"


async def test_a_start_date_is_the_date_a_fact_starts_from(memory: Memory) -> None:
    user_id, _ = await _chat(memory, ["Hiroshi starts as our new designer on 3 May", "start date is actually 10 May"])
    claims = await memory.store.claims(user_id)
    view = claim_rules.find_view(claims, datetime(2027, 5, 11, tzinfo=TZ), "Hiroshi", "role", tz=TZ)
    assert view is not None and view.value == "designer"
    assert claim_rules.find_view(claims, datetime(2027, 5, 5, tzinfo=TZ), "Hiroshi", "role", tz=TZ) is None
