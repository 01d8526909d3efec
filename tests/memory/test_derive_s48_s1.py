"""Session 48 (s1): what whole conversations typed as busy people type keep and answer."""

from __future__ import annotations

import pytest

from memory.service import Memory
from tests.driver import chat, commitments_by_action, todo_states

LONDON = "Europe/London"
MONDAY_LONDON = "2026-12-07T08:05:00+00:00"


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        ("Steve the plumber's number is 07700 900123", "Steve the plumber's number?"),
        ("Dave the electrician's number is 07700 900456", "what's dave the electrician's number"),
    ],
)
async def test_a_number_asked_again_is_answered_never_stored(memory: Memory, said: str, asked: str) -> None:
    _, user, replies = await chat(memory, MONDAY_LONDON, LONDON, [said, asked])
    number = said.rsplit(" is ", 1)[1]
    assert number in replies[0] and "Noted" not in replies[0], replies
    assert len(await memory.store.claims(user)) == 1


async def test_a_post_on_a_numbered_ward_is_kept_with_its_ward(memory: Memory) -> None:
    _, user, _ = await chat(memory, MONDAY_LONDON, LONDON, ["Dr Patel is the new consultant on ward 9"])
    assert [(c.subject, c.predicate, c.value) for c in await memory.store.claims(user)] == [
        ("Dr Patel", "role", "consultant on ward 9")
    ]


@pytest.mark.parametrize(
    ("lines", "kept"),
    [
        (["booked the dentist for thurs", "dentist thurs at 3"], {"dentist": ("open", "2026-12-10 15:00")}),
        (["vet fri", "vet fri at 10"], {"vet": ("open", "2026-12-11 10:00")}),
        (["haircut sat", "haircut sat at 2pm"], {"haircut": ("open", "2026-12-12 14:00")}),
    ],
)
async def test_a_diary_line_said_again_with_its_time_sets_that_time(
    memory: Memory, lines: list[str], kept: dict[str, tuple[str, str]]
) -> None:
    states, replies = await todo_states(memory, MONDAY_LONDON, LONDON, lines)
    assert states == kept, replies


@pytest.mark.parametrize(
    "lines",
    [
        ["dentist thurs at 10", "dentist thurs at 3"],  # a time it had already: another appointment
        ["lunch with Ines fri", "lunch with Ines thurs at 1"],  # another day: another lunch
    ],
)
async def test_a_diary_line_with_a_time_or_day_of_its_own_is_another(memory: Memory, lines: list[str]) -> None:
    _, user, replies = await chat(memory, MONDAY_LONDON, LONDON, lines)
    assert len(await memory.store.commitments(user)) == 2, replies


@pytest.mark.parametrize(
    "lines",
    [
        ["pay the gas bill by fri", "british gas moved it to the 18th"],
        ["need to sort the gas engineer visit", "british gas moved it to the 18th"],
    ],
)
async def test_a_company_moving_it_moves_the_to_do(memory: Memory, lines: list[str]) -> None:
    states, replies = await todo_states(memory, MONDAY_LONDON, LONDON, lines)
    assert [due[:10] for _, due in states.values()] == ["2026-12-18"], replies


@pytest.mark.parametrize("fixed", ["got a new kettle", "bought a new kettle lol", "replaced the kettle"])
async def test_a_new_one_had_ends_the_broken_things_issue(memory: Memory, fixed: str) -> None:
    _, user, replies = await chat(memory, MONDAY_LONDON, LONDON, ["the kettle's broken", fixed])
    (issue,) = await memory.store.episodes(user)
    assert not issue.is_open, replies
    assert not await commitments_by_action(memory, user), replies


async def test_a_new_one_had_ends_the_issue_and_the_to_do_to_buy_it(memory: Memory) -> None:
    lines = ["the kettle's broken", "need to buy a new kettle", "got a new kettle"]
    states, replies = await todo_states(memory, MONDAY_LONDON, LONDON, lines)
    assert states == {"buy a new kettle": ("completed", "")}, replies
    _, user, _ = await chat(memory, MONDAY_LONDON, LONDON, [])
    assert not (await memory.store.episodes(user))[0].is_open


@pytest.mark.parametrize("other", ["ordered a new kettle", "got a new phone"])
async def test_one_ordered_or_another_thing_had_leaves_the_issue_open(memory: Memory, other: str) -> None:
    _, user, replies = await chat(memory, MONDAY_LONDON, LONDON, ["the kettle's broken", other])
    (issue,) = await memory.store.episodes(user)
    assert issue.is_open, replies


async def test_a_text_about_a_day_is_offered_and_kept_with_its_topic(memory: Memory) -> None:
    states, replies = await todo_states(memory, MONDAY_LONDON, LONDON, ["txt sarah re: sat", "1"])
    assert states == {"text sarah re: sat": ("open", "")}, replies


async def test_a_text_about_a_day_said_as_a_need_is_kept_with_its_topic(memory: Memory) -> None:
    states, replies = await todo_states(memory, MONDAY_LONDON, LONDON, ["need to txt sarah re: sat"])
    assert states == {"text sarah re: sat": ("open", "")}, replies


@pytest.mark.parametrize("asked", ["who will Kenji report to", "who'll Kenji be reporting to"])
async def test_whom_someone_will_report_to_is_the_version_to_come(memory: Memory, asked: str) -> None:
    lines = ["Kenji reports to Sam", "Kenji reports to Aiko from 1 Jan", asked]
    _, _, replies = await chat(memory, MONDAY_LONDON, LONDON, lines)
    assert replies[0].startswith("Kenji's manager will be Aiko from 1 January 2027"), replies
    assert "until then it is Sam" in replies[0], replies


async def test_whom_someone_reports_to_now_is_still_todays(memory: Memory) -> None:
    lines = ["Kenji reports to Sam", "Kenji reports to Aiko from 1 Jan", "who does Kenji report to"]
    _, _, replies = await chat(memory, MONDAY_LONDON, LONDON, lines)
    assert "is Sam" in replies[0] and "it will be Aiko" in replies[0], replies


@pytest.mark.parametrize(
    ("asked", "answer"),
    [("what's Kenji's manager in march", "will be Aiko"), ("what was Kenji's manager in march", "I don't know")],
)
async def test_a_month_asked_in_the_present_is_the_one_ahead(memory: Memory, asked: str, answer: str) -> None:
    lines = ["Kenji reports to Sam", "Kenji reports to Aiko from 1 March", asked]
    _, _, replies = await chat(memory, MONDAY_LONDON, LONDON, lines)
    assert answer in replies[0], replies


async def test_an_offices_promise_is_theirs_and_the_users_email_done(memory: Memory) -> None:
    lines = ["need to email IT about the vpn", "emailed IT about the vpn, they said they'll look at it tmrw"]
    _, user, replies = await chat(memory, MONDAY_LONDON, LONDON, lines)
    stored = await commitments_by_action(memory, user)
    assert stored["email IT about the vpn"].status.value == "completed", replies
    assert stored["look at the vpn"].owner == "IT", replies
    assert set(stored) == {"email IT about the vpn", "look at the vpn"}, replies


@pytest.mark.parametrize(
    ("lines", "kept"),
    [
        (["gotta call the broker tmrw", "ugh broker's off till wed, call him then"], "call the broker"),
        (["gotta call Sam tmrw", "Sam's away till fri, call him then"], "call Sam"),
    ],
)
async def test_someone_away_till_a_day_moves_the_to_do_with_them(memory: Memory, lines: list[str], kept: str) -> None:
    states, replies = await todo_states(memory, MONDAY_LONDON, LONDON, lines)
    assert list(states) == [kept], replies
    assert states[kept][1][:10] in ("2026-12-09", "2026-12-11"), replies


async def test_someone_away_with_nothing_open_keeps_the_new_to_do(memory: Memory) -> None:
    states, replies = await todo_states(memory, MONDAY_LONDON, LONDON, ["Sam's away till fri, call him then"])
    assert list(states) == ["call him"], replies


async def test_a_fixed_rate_is_kept_as_a_fact(memory: Memory) -> None:
    _, user, replies = await chat(memory, MONDAY_LONDON, LONDON, ["mortgage rate's 4.1% fixed"])
    assert [(c.subject, c.predicate, c.value) for c in await memory.store.claims(user)] == [
        ("mortgage", "rate", "4.1% fixed")
    ], replies
    assert not await memory.store.episodes(user)


async def test_a_recap_the_user_owes_is_their_to_do_and_recap_asked_still_answers(memory: Memory) -> None:
    lines = ["recap the meeting notes for Dana by fri", "recap, what's due fri"]
    _, user, replies = await chat(memory, MONDAY_LONDON, LONDON, lines)
    assert "recap the meeting notes for Dana" in replies[0] and "Noted" not in replies[0], replies
    assert list(await commitments_by_action(memory, user)) == ["recap the meeting notes for Dana"]
