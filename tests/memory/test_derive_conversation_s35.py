"""What the lead found typing to recap as a busy person would (session 35), through the bot.

- A thing, an arrow to whom it went, then that it got there ("lease docs -> dani done") is the
  to-do done, where recap read the arrow as a correction of "lease docs" to "dani done".
- The reason beside a move ("tom cant do tmrw, moved gym to thurs") is told, not a clause to ask
  about: recap moved the gym and then said it could not read "tom can't do tmrw".
- A reminder with its due said after it ("dont let me forget the car insurance renewal, its due on
  the 19th") is the to-do due then, where "it's" ended in the action.
"""

from __future__ import annotations

import pytest

from memory.derive import commitments_of
from memory.service import Memory
from tests.driver import chat, todo_states

START = "2026-12-07T08:02:00-06:00"  # a Monday morning in Chicago
TZ = "America/Chicago"


@pytest.mark.parametrize(
    "report",
    [
        "lease docs -> dani done",
        "lease docs → dani ✅",
        "lease docs => Dani sent",
        "lease docs -> dani done ✅",
    ],
)
async def test_a_thing_arrowed_to_whom_it_went_is_done(memory: Memory, report: str) -> None:
    states, replies = await todo_states(memory, START, TZ, ["need to send dani the lease docs b4 fri", report])
    assert states == {"send dani the lease docs": ("completed", "2026-12-10 23:59")}, replies
    assert not any("correct" in reply for reply in replies), replies


@pytest.mark.parametrize("arrow", ["fri -> thurs", "fri → thurs"])
async def test_an_arrow_from_one_day_to_another_still_corrects(memory: Memory, arrow: str) -> None:
    states, replies = await todo_states(memory, START, TZ, ["need to send dani the lease docs by fri", arrow])
    assert states == {"send dani the lease docs": ("open", "2026-12-10 23:59")}, replies


@pytest.mark.parametrize(
    "move",
    [
        "actually tom cant do tmrw, moved gym to thurs same time",
        "tom can't make tmrw so gym moved to thurs 7am",
        "tom won't be around tmrw, gym moved to thurs 7am",
    ],
)
async def test_the_reason_beside_a_move_is_not_asked_about(memory: Memory, move: str) -> None:
    states, replies = await todo_states(memory, START, TZ, ["gym w/ tom tmrw 7am", move])
    assert states == {"gym with tom": ("open", "2026-12-10 07:00")}, replies
    assert not any("couldn't read" in reply for reply in replies), replies


@pytest.mark.parametrize(
    ("said", "action", "due"),
    [
        ("dont let me forget the car insurance renewal, its due on the 19th", "car insurance renewal", "2026-12-19"),
        ("remind me abt the water bill - it's due fri", "water bill", "2026-12-11"),
        ("pls remind me about the MOT its due the 3rd", "MOT", "2027-01-03"),
        ("reminder: council tax, due on the 1st", "council tax", "2027-01-01"),
    ],
)
async def test_a_reminder_with_its_due_said_after_is_due_then(memory: Memory, said: str, action: str, due: str) -> None:
    states, replies = await todo_states(memory, START, TZ, [said])
    assert {a: (s, d[:10]) for a, (s, d) in states.items()} == {action: ("open", due)}, replies


async def test_something_forgotten_with_its_due_after_is_no_reminder_asked_for(memory: Memory) -> None:
    states, _ = await todo_states(memory, START, TZ, ["i forgot the car insurance renewal, its due on the 19th"])
    assert "car insurance renewal, it's" not in states


@pytest.mark.parametrize(
    "correction",
    ["sorry the play's the 18th", "oops, play's the 18th", "sorry the school play is the 18th", "sry the play's fri"],
)
async def test_a_things_day_said_again_without_on_corrects_it(memory: Memory, correction: str) -> None:
    states, replies = await todo_states(memory, START, TZ, ["kids' school play is on the 17th at 6", correction])
    assert states == {"kids' school play": ("open", "2026-12-18 18:00")}, replies


@pytest.mark.parametrize("said", ["sorry the kid's 5", "sorry the rent's 1200"])
async def test_a_bare_number_said_again_is_no_time(memory: Memory, said: str) -> None:
    states, replies = await todo_states(memory, START, TZ, ["kids' school play is on the 17th at 6", said])
    assert states == {"kids' school play": ("open", "2026-12-17 18:00")}, replies


@pytest.mark.parametrize(
    ("said", "action", "due"),
    [
        ("plumber coming tmrw btwn 8-10", "visit", "2026-12-08 08:00"),
        ("electrician coming thurs betwn 1 and 3", "visit", "2026-12-10 13:00"),
        ("mtg w fatima re Q1 budget wed 10am", "mtg with fatima re Q1 budget", "2026-12-09 10:00"),
        ("lunch w jo fri 1pm", "lunch with jo", "2026-12-11 13:00"),
    ],
)
async def test_shorthand_between_and_with(memory: Memory, said: str, action: str, due: str) -> None:
    states, replies = await todo_states(memory, START, TZ, [said])
    assert states == {action: ("open", due)}, replies


@pytest.mark.parametrize(
    ("later", "due"),
    [
        ("need to gather payslips b4 then", "2026-12-11 14:00"),  # before a call at 2pm: by 2pm
        ("gotta gather payslips by then", "2026-12-11 14:00"),
        ("must gather the payslips before that", "2026-12-11 14:00"),
    ],
)
async def test_by_then_in_a_message_of_its_own_is_the_thing_just_said(memory: Memory, later: str, due: str) -> None:
    states, replies = await todo_states(memory, START, TZ, ["call w the bank re mortgage fri 2pm", later])
    assert states["call with the bank re mortgage"] == ("open", "2026-12-11 14:00"), replies
    assert [d for a, (_, d) in states.items() if "payslips" in a] == [due], (states, replies)


async def test_before_a_whole_day_is_the_day_before(memory: Memory) -> None:
    states, replies = await todo_states(memory, START, TZ, ["dentist on the 18th", "need to book time off b4 then"])
    assert states["book time off"] == ("open", "2026-12-17 23:59"), replies


async def test_by_then_after_a_message_that_dated_nothing_kept_is_that_messages_day(memory: Memory) -> None:
    # (session 37: "then" is the one day the message just before said, kept or not; never the bank call's)
    lines = ["call w the bank re mortgage fri 2pm", "parents arrive sat", "need to clean the guest room before then"]
    states, _ = await todo_states(memory, START, TZ, lines)
    assert states["clean the guest room"][1].startswith(states["call with the bank re mortgage"][1][:10]), states


@pytest.mark.parametrize("reason", ["vendor pulled out", "the sponsor backed out", "client bailed"])
async def test_why_a_to_do_was_just_cancelled_is_not_another_to_do_or_an_issue(memory: Memory, reason: str) -> None:
    lines = ["pls remind me to ping legal on thurs abt the vendor contract", f"scratch the legal ping, {reason}"]
    _, user, replies = await chat(memory, START, TZ, lines)
    assert [c.status.value for c in await commitments_of(memory.store, user)] == ["cancelled"], replies
    assert not await memory.store.episodes(user), replies
    assert not any("Which to-do" in reply or "issue" in reply for reply in replies), replies


@pytest.mark.parametrize("withdrew", ["ines pulled out", "ines backed out", "Ines dropped out", "ines bailed"])
async def test_a_person_who_withdrew_calls_off_the_plan_with_them(memory: Memory, withdrew: str) -> None:
    states, replies = await todo_states(memory, START, TZ, ["lunch w ines fri", withdrew])
    assert states == {"lunch with ines": ("cancelled", "2026-12-11 23:59")}, replies


@pytest.mark.parametrize(
    "said",
    [
        "ugh forgot to tell u, the quarterly review got pushed to the 15th",
        "the quarterly review got pushed to the 15th and i still havent done the slides",
    ],
)
async def test_a_move_of_nothing_kept_is_offered_whatever_is_said_around_it(memory: Memory, said: str) -> None:
    _, _, replies = await chat(memory, START, TZ, [said])
    assert any("Should I track it, due Tue 15 December 2026" in reply for reply in replies), replies


@pytest.mark.parametrize("said", ["got the passport forms, will post them sat", "received the passport paperwork"])
async def test_papers_for_a_job_come_to_hand_do_not_finish_it(memory: Memory, said: str) -> None:
    states, replies = await todo_states(memory, START, TZ, ["need to renew my passport before march", said])
    assert states["renew my passport"][0] == "open", replies


async def test_the_thing_itself_come_to_hand_finishes_its_job(memory: Memory) -> None:
    lines = ["need to renew my passport before march", "got the new passport"]
    states, replies = await todo_states(memory, START, TZ, lines)
    assert states["renew my passport"][0] == "completed", replies


@pytest.mark.parametrize(
    ("todo", "action"),
    [
        ("remind me to book it in w the garage next week", "book the car in with the garage"),
        ("need to get it looked at by fri", "get the car looked at"),
    ],
)
async def test_it_right_after_a_trouble_is_the_thing_in_trouble(memory: Memory, todo: str, action: str) -> None:
    states, replies = await todo_states(memory, START, TZ, ["the car's making that noise again", todo])
    assert list(states) == [action], replies


async def test_it_after_something_else_was_said_is_not_the_trouble(memory: Memory) -> None:
    lines = ["the car's making that noise again", "lunch w ines fri", "need to book it in next week"]
    states, replies = await todo_states(memory, START, TZ, lines)
    assert "book the car in" not in states, (states, replies)


@pytest.mark.parametrize("question", ["what's pending from others", "anything outstanding from other people?"])
async def test_what_others_owe_is_their_promises(memory: Memory, question: str) -> None:
    _, _, replies = await chat(memory, START, TZ, ["broker's sending the quote by weds", question])
    assert any("send the quote" in reply and "nothing" not in reply for reply in replies), replies


async def test_a_run_on_plan_keeps_its_day_for_the_way_home(memory: Memory) -> None:
    said = (
        "ok so tomorrow morning i need to drop the kids at school then call the insurance about the claim and then"
        " at 2 theres the parent teacher thing and i have to pick up groceries on the way home"
    )
    states, replies = await todo_states(memory, "2026-12-07T19:30:00-07:00", "America/Denver", [said])
    assert {a: d[:10] for a, (_, d) in states.items()} == {
        "drop the kids at school": "2026-12-08",
        "call the insurance about the claim": "2026-12-08",
        "parent teacher thing": "2026-12-08",
        "pick up groceries": "2026-12-08",
    }, replies


@pytest.mark.parametrize(
    "report", ["called insurance they said 5-7 business days", "called insurance and they said 5-7 days"]
)
async def test_what_they_said_after_a_call_does_not_hide_the_call(memory: Memory, report: str) -> None:
    states, replies = await todo_states(memory, START, TZ, ["need to call the insurance about the claim", report])
    assert states == {"call the insurance about the claim": ("completed", "")}, replies


async def test_groceries_on_the_way_home_said_alone_is_today(memory: Memory) -> None:
    states, replies = await todo_states(memory, START, TZ, ["i have to pick up groceries on the way home"])
    assert states == {"pick up groceries": ("open", "2026-12-07 23:59")}, replies


@pytest.mark.parametrize(
    ("first", "then", "fact"),
    [
        ("sams new address is 14 harbour st", "his bday is 9 feb", ("sam", "birthday", "9 feb")),
        ("ana started at stripe in feb", "her birthday's on the 3rd", ("ana", "birthday", "3 January")),
        ("Priya is our new CFO", "her email is priya@acme.io", ("Priya", "email", "priya@acme.io")),
    ],
)
async def test_his_or_her_own_fact_is_the_one_person_just_named(
    memory: Memory, first: str, then: str, fact: tuple[str, str, str]
) -> None:
    _, user, replies = await chat(memory, START, TZ, [first, then])
    kept = [(c.subject, c.predicate, c.value) for c in await memory.store.claims(user)]
    assert fact in kept, (kept, replies)


async def test_his_fact_with_two_people_just_named_is_asked(memory: Memory) -> None:
    lines = ["Priya is our new CFO", "Omar is the new COO", "his bday is 9 feb"]
    _, user, replies = await chat(memory, START, TZ, lines)
    assert not [c for c in await memory.store.claims(user) if c.predicate == "birthday"], replies
    assert any("Whose birthday" in reply for reply in replies), replies


@pytest.mark.parametrize(
    "correction",
    [
        "oops the flight is on the 15th actually",
        "sorry the flight's the 15th actually",
        "no wait, flight is on the 15th",
    ],
)
async def test_actually_after_a_day_said_again_still_corrects(memory: Memory, correction: str) -> None:
    states, replies = await todo_states(memory, START, TZ, ["flight to nyc on the 14th at 7am", correction])
    assert states == {"flight to nyc": ("open", "2026-12-15 07:00")}, replies


async def test_actually_ends_no_action(memory: Memory) -> None:
    states, replies = await todo_states(memory, START, TZ, ["need to call the bank actually"])
    assert list(states) == ["call the bank"], replies


LIST = "need to: 1) email the landlord re the lease 2) pay council tax 3) book the mot"


@pytest.mark.parametrize("report", ["did 1 and 3", "1 & 3 done", "1, 3 ✅", "crossed off 1 and 3"])
async def test_items_of_a_numbered_list_are_done_by_their_numbers(memory: Memory, report: str) -> None:
    states, replies = await todo_states(memory, START, TZ, [LIST, report])
    assert {a: s for a, (s, _) in states.items()} == {
        "email the landlord re the lease": "completed",
        "pay council tax": "open",
        "book the mot": "completed",
    }, replies


async def test_a_number_with_no_list_before_is_asked(memory: Memory) -> None:
    lines = ["need to email the landlord", "need to pay council tax", "did 2"]
    states, replies = await todo_states(memory, START, TZ, lines)
    assert all(s == "open" for s, _ in states.values()), replies
    assert any("number 2" in reply for reply in replies), replies


async def test_a_number_past_the_list_is_asked(memory: Memory) -> None:
    states, replies = await todo_states(memory, START, TZ, [LIST, "4 done"])
    assert all(s == "open" for s, _ in states.values()), replies
