"""Several intents in one message: asides and run-ons as separators, a to-do about a
trouble said with "it", lists of things each with its own date, a verb said once for several
things handed to someone, a booking made for a day to come, a reason's day shared with the to-do
it leads to (memory.understanding._multi, _sentences, _shared_day, _booked_ahead; the hooks in
_dispatch)."""

from __future__ import annotations

from datetime import datetime

import pytest

from memory.derive import commitments_of
from memory.service import Memory
from memory.timefmt import zone
from memory.understanding import (
    CompleteCommitment,
    NewCommitment,
    OpenEpisode,
    ResolveEpisode,
    StateClaim,
    Unclear,
)
from tests.driver import chat
from tests.memory.understanding.reading import Reading, kinds

CHICAGO = zone("America/Chicago")
NOW = datetime(2027, 11, 3, 9, 0, tzinfo=CHICAGO)  # a Wednesday morning
START = "2027-11-03T08:50:00-05:00"


READ = Reading(NOW, CHICAGO)
run, when, todos = READ, READ.when, READ.todos


# -- an aside, a semicolon, a "+" or no separator at all: each clause read as it is alone ----------


@pytest.mark.parametrize(
    ("text", "fact", "todo"),
    [
        (
            "Priya's now head of IT oh and need to send her the laptop list by fri",
            ("Priya", "head of IT"),
            ("send Priya the laptop list", "Fri 05 00:00"),
        ),
        (
            "Sven is the new site manager btw need to email him the safety docs tmrw",
            ("Sven", "site manager"),
            ("email Sven the safety docs", "Thu 04 00:00"),
        ),
        (
            "Maya is COO now need to send her the org chart by fri",
            ("Maya", "COO"),
            ("send Maya the org chart", "Fri 05 00:00"),
        ),
        (
            "Bea's the new treasurer; gotta hand her the cash box sat",
            ("Bea", "treasurer"),
            ("hand Bea the cash box", "Sat 06 00:00"),
        ),
        (
            "Zainab is head of finance now & I need to send her the budget by thurs",
            ("Zainab", "head of finance"),
            ("send Zainab the budget", "Thu 04 00:00"),
        ),
        (
            "Ana's now our account manager oh and i need to book a call with her next tuesday",
            ("Ana", "account manager"),
            ("book a call with her", "Tue 09 00:00"),
        ),
    ],
)
def test_a_fact_beside_a_todo_reads_both(text: str, fact: tuple[str, str], todo: tuple[str, str]) -> None:
    found = run(text)
    facts = [(i.subject, i.value) for i in found if isinstance(i, StateClaim)]
    assert facts == [fact], found
    assert todos(found) == [todo]
    (promise,) = [i for i in found if isinstance(i, NewCommitment)]
    assert promise.counterparty == fact[0]  # "her"/"him": the person the fact named


@pytest.mark.parametrize(
    "text",
    [
        "the wifi is down again oh and the printer's jammed",
        "the wifi is down again; the printer's jammed",
        "the wifi is down again + the printer's jammed",
        "the wifi is down again the printer is jammed",
        "the wifi's down again btw and the printer's jammed",
    ],
)
def test_two_troubles_are_two_issues(text: str) -> None:
    found = run(text)
    assert kinds(found) == ["OpenEpisode", "OpenEpisode"], found
    assert [i.topic for i in found if isinstance(i, OpenEpisode)] == ["wifi", "printer"]


@pytest.mark.parametrize(
    ("text", "done", "todo"),
    [
        (
            "paid the gas bill oh and need to book the MOT by friday",
            "paid the gas bill",
            ("book the MOT", "Fri 05 00:00"),
        ),
        ("paid the gas bill btw need to book the MOT by friday", "paid the gas bill", ("book the MOT", "Fri 05 00:00")),
        ("paid the gas bill now need to book the MOT by friday", "paid the gas bill", ("book the MOT", "Fri 05 00:00")),
        ("sent the invoice and need to chase the PO", "sent the invoice", ("chase the PO", None)),
        (
            "returned the library books, also gotta renew my card sat",
            "returned the library books",
            ("renew my card", "Sat 06 00:00"),
        ),
    ],
)
def test_a_done_report_then_a_todo(text: str, done: str, todo: tuple[str, str | None]) -> None:
    found = run(text)
    assert [i.action for i in found if isinstance(i, CompleteCommitment)] == [done], found
    assert todos(found) == [todo]


@pytest.mark.parametrize(
    ("text", "topic", "action"),
    [
        ("projector in LT2 is dead again + need to email estates about it", "projector", "email estates about"),
        ("projector in LT2 is dead again, need to email estates about it", "projector", "email estates about"),
        ("the sink is blocked again and need to call someone about it", "sink", "call someone about"),
        ("the wifi keeps dropping need to ring them about it", "wifi", "ring them about"),
        ("the dishwasher is leaking again and gotta get someone to look at it", "dishwasher", "get someone to look at"),
    ],
)
def test_a_todo_about_a_trouble_said_with_it(text: str, topic: str, action: str) -> None:
    found = run(text)
    assert [i.topic for i in found if isinstance(i, OpenEpisode)] == [topic], found
    (todo,) = [i for i in found if isinstance(i, NewCommitment)]
    assert todo.action.startswith(action) and "it" not in todo.action.split()  # "it": the thing, named


@pytest.mark.parametrize(
    "text",
    [
        "the grant report is due friday, need to write it",
        "the grant report is due friday need to write it",
        "the grant report is due friday and need to write it",
    ],
)
def test_a_deadline_then_its_todo_is_still_one(text: str) -> None:
    assert kinds(run(text)) == ["MoveCommitment"]


# -- a list of things, each with its own date; a verb said once for each --------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "call the dentist mon, then the vet tues",
            [("call the dentist", "Mon 08 00:00"), ("call the vet", "Tue 09 00:00")],
        ),
        (
            "pay the gardener friday then the window cleaner saturday",
            [("pay the gardener", "Fri 05 00:00"), ("pay the window cleaner", "Sat 06 00:00")],
        ),
        (
            "call Bozeman accounts mon, then Billings tues",
            [("call Bozeman accounts", "Mon 08 00:00"), ("call Billings", "Tue 09 00:00")],
        ),
        (
            "standup with Kai thurs 10am, then budget review fri 2pm",
            [("standup with Kai", "Thu 04 10:00"), ("budget review", "Fri 05 14:00")],
        ),
        ("dentist mon 9am and haircut tues 5pm", [("dentist", "Mon 08 09:00"), ("haircut", "Tue 09 17:00")]),
        (
            "1:1 w/ Ayaan thurs 2pm, then faculty board fri 10am",
            [("1:1 with Ayaan", "Thu 04 14:00"), ("faculty board", "Fri 05 10:00")],
        ),
        ("call mum sun, dentist tues", [("call mum", "Sun 07 00:00"), ("dentist", "Tue 09 00:00")]),
        (
            "Patel return tmrw and Obi's amendment mon",
            [("Patel return", "Thu 04 00:00"), ("Obi's amendment", "Mon 08 00:00")],
        ),
    ],
)
def test_things_each_with_their_own_date(text: str, expected: list[tuple[str, str]]) -> None:
    found = run(text)
    assert all(isinstance(i, NewCommitment) for i in found), found
    assert todos(found) == expected


def test_a_done_report_then_a_list_of_dated_things() -> None:
    found = run("filed Kowalski, now Patel return tmrw and Obi's amendment mon")
    assert [i.action for i in found if isinstance(i, CompleteCommitment)] == ["filed Kowalski"]
    assert todos(found) == [("Patel return", "Thu 04 00:00"), ("Obi's amendment", "Mon 08 00:00")]


@pytest.mark.parametrize(
    "text",
    [
        "Maya moves to Berlin on monday and Tom on tuesday",  # what is said of Maya, said of Tom
        "clocks go forward sunday so dont let me be late for Siobhan's brunch at 11",
        "the shop shuts early on saturday so grab the cake by 3",
        "fixed the leak at 3A, next up the boiler at 5C on thurs",
        "Tom flies out on the 3rd, Ana on the 5th",
    ],
)
def test_a_statement_with_a_date_is_no_thing_to_do(text: str) -> None:
    actions = [a for a, _ in todos(run(text))]
    assert not any(word in " ".join(actions).lower() for word in ("moves", "clocks", "shuts", "tom", "flies")), actions


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("need to email Ines and the invoice to Raj", ["email Ines", "email the invoice to Raj"]),
        (
            "send the deck to Omar, the budget to Priya and the notes to Kai",
            ["send the deck to Omar", "send the budget to Priya", "send the notes to Kai"],
        ),
        ("send Omar the deck, Priya the budget", ["send Omar the deck", "send Priya the budget"]),
        ("give the keys to Sam and the alarm code to Jo", ["give the keys to Sam", "give the alarm code to Jo"]),
        ("email the minutes to Dee and the slides to Hamza", ["email the minutes to Dee", "email the slides to Hamza"]),
    ],
)
def test_a_verb_said_once_for_things_handed_to_someone(text: str, expected: list[str]) -> None:
    assert [a for a, _ in todos(run(text))] == expected


def test_a_date_said_last_is_the_whole_lists() -> None:
    found = run("send the deck to Omar and the budget to Priya by friday")
    assert todos(found) == [("send the deck to Omar", "Fri 05 00:00"), ("send the budget to Priya", "Fri 05 00:00")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("buy milk, eggs and bread", ["buy milk, eggs and bread"]),
        ("email Ana, Bo and Chen about the party", ["email Ana, Bo and Chen about the party"]),
        ("email Ines, order toner and ping facilities", ["email Ines", "order toner", "ping facilities"]),
        (
            "pay the plumber, the electrician and the window guy",
            ["pay the plumber, the electrician and the window guy"],
        ),
        ("send Chloe & Tom their sneak peeks by sunday", ["send Chloe and Tom their sneak peeks"]),
    ],
)
def test_a_list_of_objects_stays_one_todo(text: str, expected: list[str]) -> None:
    # kept, or offered in a question (whether an undated errand is asked is the to-do reader's own rule)
    found = [i.proposal if isinstance(i, Unclear) and i.proposal else i for i in run(text)]
    assert [i.action for i in found if isinstance(i, NewCommitment)] == expected


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("need to email Ines, the invoice to Raj, and toner", "toner"),
        ("send the contract to Ade, the NDA to Bo and printer paper", "printer paper"),
    ],
)
def test_a_thing_alone_in_a_list_is_asked_about(text: str, thing: str) -> None:
    found = run(text)
    asked = [i for i in found if isinstance(i, Unclear)]
    assert [a.proposal.action for a in asked if a.proposal] == [thing]
    assert all(thing not in i.action for i in found if isinstance(i, NewCommitment))  # never "email toner"


# -- typed with no separator: a report read whole holds a second clause ---------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("sent the contract to Ade pushed the call with Mei to friday", ["CompleteCommitment", "MoveCommitment"]),
        ("i paid the rent i booked the dentist", ["CompleteCommitment", "CompleteCommitment"]),
        (
            "paid the rent booked the dentist need to call the insurance friday",
            ["CompleteCommitment", "CompleteCommitment", "NewCommitment"],
        ),
        ("Ana is the new head of sales the printer is jammed", ["StateClaim", "OpenEpisode"]),
        ("the vpn is down again the printer is jammed", ["OpenEpisode", "OpenEpisode"]),
        ("the wifi is back the printer is still broken", ["ResolveEpisode", "OpenEpisode"]),
    ],
)
def test_a_run_on_is_cut_where_its_second_clause_starts(text: str, expected: list[str]) -> None:
    found = run(text)
    assert kinds(found) == expected, found
    assert all(len(getattr(i, "action", "x y").split()) >= 2 for i in found)  # never "paid the" and the rest


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("car insurance renewed ✅ MOT booked for the 14th", 2),
        ("rent paid ✅ the printer's jammed again", 2),
        ("invoice sent ✅ and chased the PO", 2),
        ("sent ✅ thanks", 0),
        ("gas bill paid ✅", 1),
    ],
)
def test_a_check_mark_ends_a_report_before_another(text: str, expected: int) -> None:
    assert len(run(text)) == expected


# -- a booking made for a day to come ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("booked a plumber for thurs", "plumber", "Thu 04 00:00"),
        ("boiler's broken again, booked a plumber for thurs", "plumber", "Thu 04 00:00"),
        ("booked the car in for a service on monday", "car booked in for a service", "Mon 08 00:00"),
        (
            "the van's making a noise so i booked it into the garage for monday",
            "the van booked into the garage",
            "Mon 08 00:00",
        ),
        ("utes making a clunking noise, booked it in at Micks for tues 8am", "utes booked in at Micks", "Tue 09 08:00"),
        ("made an appt with the GP for friday 10am", "appt with the GP", "Fri 05 10:00"),
        ("got the dentist booked for the 12th", "dentist", "Fri 12 00:00"),
        # a town said after the thing is where it is, as "at" says
        ("booked the optician in Steinbach for the 12th", "optician in Steinbach", "Fri 12 00:00"),
        ("booked a vet in Altona for monday", "vet in Altona", "Mon 08 00:00"),
    ],
)
def test_a_booking_for_a_day_to_come_is_an_appointment_when_nothing_is_done(text: str, action: str, due: str) -> None:
    (done,) = [i for i in run(text) if isinstance(i, CompleteCommitment)]
    assert isinstance(done.otherwise, NewCommitment)
    assert (done.otherwise.action, when(done.otherwise)) == (action, due)


@pytest.mark.parametrize(
    "text",
    [
        "booked the flights yesterday",
        "booked the dentist",
        "paid the plumber for thurs",
        "booked a holiday for next summer woohoo",
        "booked the dentist for next week",
        "my sister booked a table for us on saturday",
    ],
)
def test_no_appointment_without_a_booking_for_a_day_to_come(text: str) -> None:
    assert all(i.otherwise is None for i in run(text) if isinstance(i, CompleteCommitment))


async def test_a_booking_keeps_the_appointment(memory: Memory) -> None:
    _, user_id, replies = await chat(
        memory, START, "America/Chicago", ["boiler's broken again, booked a plumber for thurs"]
    )
    (visit,) = await commitments_of(memory.store, user_id)
    assert visit.action == "plumber" and visit.due is not None
    assert visit.due.astimezone(CHICAGO).strftime("%a %d") == "Thu 04"
    assert "Noted: plumber, due" in "\n".join(replies)


async def test_a_booking_of_an_open_todo_only_finishes_it(memory: Memory) -> None:
    _, user_id, _ = await chat(
        memory, START, "America/Chicago", ["need to book a plumber", "booked a plumber for thurs"]
    )
    (todo,) = await commitments_of(memory.store, user_id)
    assert todo.action == "book a plumber" and not todo.is_open


# -- a day said once, by a reason or before "before" -----------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("pharmacy closing early tmrw so pick up the meds by 1", ("pick up the meds", "Thu 04 13:00")),
        ("the shop shuts early on saturday so grab the cake by 3", ("grab the cake", "Sat 06 15:00")),
        ("school's closed on monday so drop the kids at mum's by 8", ("drop the kids at mum's", "Mon 08 08:00")),
        ("it's raining so bring the washing in", ("bring the washing in", None)),
        ("the post office is shut on friday so collect the parcel by 10", ("collect the parcel", "Fri 05 10:00")),
    ],
)
def test_a_reason_gives_its_day_to_the_todo_it_leads_to(text: str, expected: tuple[str, str | None]) -> None:
    assert todos(run(text))[-1:] == [expected]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "the meeting with Tom is moved to 3pm tomorrow and I need to prep the slides before",
            ("prep the slides", "Thu 04 15:00"),
        ),
        ("interview with Acme on friday at 10, need to research them beforehand", ("research Acme", "Fri 05 10:00")),
        ("dinner at Kofi's sat 7pm, gotta buy wine b4", ("buy wine", "Sat 06 19:00")),
    ],
)
def test_before_at_the_end_is_before_the_date_said(text: str, expected: tuple[str, str]) -> None:
    assert todos(run(text))[-1] == expected


@pytest.mark.parametrize("text", ["book the same hotel as before", "call the same plumber as last time"])
def test_before_said_of_the_past_is_no_date(text: str) -> None:
    assert all(not isinstance(i, Unclear) for i in run(text))


# -- whom a pronoun means, in the clause after ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "person"),
    [
        ("Wei works at Deloitte now, send him the deck tmrw", "Wei"),
        ("Tanya works for Acme now, need to email her the contract", "Tanya"),
        ("called Kwesi, he wants the proposal by thurs", "Kwesi"),
        ("rang Tomasz, he's coming round at 6", "Tomasz"),
        ("met Dana at the expo, she'll send the brochure monday", "Dana"),
    ],
)
def test_a_pronoun_is_the_person_named_before(text: str, person: str) -> None:
    found = run(text)
    promises = [i for i in found if isinstance(i, NewCommitment)]
    assert promises and all(person in (i.owner, i.counterparty) for i in promises), found
    assert not any(isinstance(i, ResolveEpisode) for i in found)


# -- "and also" says a to-do apart; "also" alone joins a list -------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("loop in Ibrahim on the permit thing and also chase city hall re: the road closure b4 thurs",
         [("loop in Ibrahim on the permit thing", None), ("chase city hall re: the road closure", "Wed 03 00:00")]),
        ("need to change the oil on the winch and also order new gloves for the crew",
         [("change the oil on the winch", None), ("order new gloves for the crew", None)]),
        ("renew the passport also book flights by the 20th",
         [("renew the passport", "Sat 20 00:00"), ("book flights", "Sat 20 00:00")]),
        ("email the landlord oh and book the van for sat",
         [("email the landlord", None), ("book the van", "Sat 06 00:00")]),
        ("ring the bank btw pay the window cleaner fri",
         [("ring the bank", None), ("pay the window cleaner", "Fri 05 00:00")]),
    ],
)  # fmt: skip
def test_an_aside_before_a_todo_says_it_apart(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert todos(run(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("essay submitted!! now revise for the stats exam on the 12th", ("revise for the stats exam", "Fri 12 00:00")),
        ("rent paid. next book the MOT by friday", ("book the MOT", "Fri 05 00:00")),
        ("now book the venue", ("book the venue", None)),
    ],
)
def test_now_before_a_todo_is_no_part_of_it(text: str, expected: tuple[str, str | None]) -> None:
    assert todos(run(text))[-1] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "gym tonight at 7 then dinner with Sara at 9",
            [("gym", "Wed 03 19:00"), ("dinner with Sara", "Wed 03 21:00")],
        ),
        (
            "dentist thurs 10am then lunch with Bo at 1",
            [("dentist", "Thu 04 10:00"), ("lunch with Bo", "Thu 04 13:00")],
        ),
        (
            "standup tmrw at 9:30 then 1:1 with Aiko at 11",
            [("standup", "Thu 04 09:30"), ("1:1 with Aiko", "Thu 04 11:00")],
        ),
    ],
)
def test_a_time_said_after_then_is_later_that_day(text: str, expected: list[tuple[str, str]]) -> None:
    assert todos(run(text)) == expected


def test_a_time_alone_beside_a_dated_thing_is_asked_about() -> None:
    found = run("dentist thurs 10am, lunch with Bo at 1")
    assert todos(found) == [("dentist", "Thu 04 10:00")]
    assert [i.proposal.action for i in found if isinstance(i, Unclear) and i.proposal] == ["lunch with Bo"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("tiles arrived, grout still missing, chase Wickes tmrw", ("chase Wickes", "Thu 04 00:00")),
        ("long day, kids are finally asleep, need to pay the nanny by friday", ("pay the nanny", "Fri 05 00:00")),
        ("ugh what a week, legs are dead, gotta book the physio for monday", ("book the physio", "Mon 08 00:00")),
    ],
)
def test_a_todo_after_words_that_read_as_nothing(text: str, expected: tuple[str, str]) -> None:
    assert todos(run(text)) == [expected]


def test_a_time_said_before_may_be_the_todos_own() -> None:
    assert todos(run("Dmitri's flight lands at 6, pick him up")) == []  # never "pick him up" with no time


def test_titles_tell_him_from_her() -> None:
    found = run("Mr Taufa's GP is Dr Fong now, need to get his records transferred & book a first appt with her")
    assert [(i.action, i.counterparty) for i in found if isinstance(i, NewCommitment)] == [
        ("get his records transferred", "Mr Taufa"),
        ("book a first appt with her", "Dr Fong"),
    ]
    assert [type(i) for i in run("tell him the plan and send her the deck")] == [Unclear]  # nobody named: asked


@pytest.mark.parametrize(
    ("text", "todo", "person"),
    [
        (
            "Tanya took over as regional manager, wants the pipeline report by eow",
            "send Tanya the pipeline report",
            "Tanya",
        ),
        ("Omar's the new CFO, needs the budget by friday", "send Omar the budget", "Omar"),
        ("Kofi is the new manager and wants the rota by monday", "send Kofi the rota", "Kofi"),
    ],
)
def test_what_someone_named_wants_said_without_its_subject(text: str, todo: str, person: str) -> None:
    found = run(text)
    assert [(i.action, i.counterparty) for i in found if isinstance(i, NewCommitment)] == [(todo, person)]
    assert [i.subject for i in found if isinstance(i, StateClaim)] == [person]


@pytest.mark.parametrize(
    "text",
    ["Omar's the new CFO, needs a break lol", "Tom moved to Leeds, wants to buy a house"],
)
def test_a_want_that_is_no_errand_is_no_todo(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) for i in run(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("the van's clutch is slipping; book it into the garage for monday",
         [("book the van into the garage", "Mon 08 00:00")]),
        ("book the venue; sort the catering; send invites by the 10th",
         [("book the venue", "Wed 10 00:00"), ("sort the catering", "Wed 10 00:00"), ("send invites", "Wed 10 00:00")]),
    ],
)  # fmt: skip
def test_a_semicolon_before_a_todo(text: str, expected: list[tuple[str, str]]) -> None:
    assert todos(run(text)) == expected


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Valentina's head of sales now, Camila reports to her from oct 1", ("Camila", "manager", "Valentina")),
        ("Ana's the new CTO and Ben reports to her now", ("Ben", "manager", "Ana")),
        ("Marta's the new head of ops, Jon reports to her from monday", ("Jon", "manager", "Marta")),
    ],
)
def test_her_or_him_in_a_fact_is_the_person_named_before(text: str, fact: tuple[str, str, str]) -> None:
    found = run(text)
    assert fact in [(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)], found
    assert all(i.value.lower() not in ("her", "him") for i in found if isinstance(i, StateClaim))
