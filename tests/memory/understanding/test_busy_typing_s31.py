"""Tests for misreadings the lead found typing as a busy person would (session 31): a bill that
came with its sum and day ("electricity bill came - 8400 yen, due the 20th") is the bill to pay by
then, its sum in the action (recap read nothing, a fact "got the water · bill = $84", or a to-do "council tax bill came"
done); "nah skip gym tmrw" calls the gym off (the "nah" hid it); "she starts jan 11" dates the fact
just told, "he starts monday" the monday to come; "who's taking over Kenta's accounts" and "when
is Kenta leaving" are asked of what is stored (recap answered "I don't know taking over …" and
quoted old messages); "he'd have the redlines back by wed" is a promise, nothing mended."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CancelCommitment,
    CorrectTime,
    MoveCommitment,
    NewCommitment,
    Question,
    ResolveEpisode,
    StateClaim,
    Unclear,
    extract,
)
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Asia/Tokyo")
READ = Reading(datetime(2026, 12, 7, 8, 30, tzinfo=ZONE), ZONE, fmt="%a %d %b")  # a Monday morning


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("electricity bill came - 8400 yen, due the 20th", ("pay the electricity bill (8400 yen)", "Sun 20 Dec")),
        ("gas bill arrived, 8400 yen due the 20th", ("pay the gas bill (8400 yen)", "Sun 20 Dec")),
        ("got the water bill - $84, due on the 20th", ("pay the water bill ($84)", "Sun 20 Dec")),
        ("council tax bill came in, £140 due 1st jan", ("pay the council tax bill (£140)", "Fri 01 Jan")),
        ("the electric bill came today, it's due the 20th", ("pay the electric bill", "Sun 20 Dec")),
        ("received the internet bill, 45 eur, due fri", ("pay the internet bill (45 eur)", "Fri 11 Dec")),
        ("vet invoice came thru - 230 dollars, due next fri", ("pay the vet invoice (230 dollars)", "Fri 18 Dec")),
    ],
)
def test_a_bill_that_came_is_to_be_paid_by_its_day(text: str, todo: tuple[str, str]) -> None:
    found = READ(text)
    assert READ.todos(found) == [todo], found
    assert all(isinstance(i, NewCommitment) for i in found), found


@pytest.mark.parametrize("text", ["the bill came", "Sam's bill came to 40 quid", "the gas bill came, ugh"])
def test_a_bill_that_came_with_no_day_is_no_todo(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("nah skip gym tmrw, too tired", "gym"),
        ("hmm skip gym tmrw", "gym"),
        ("nah skip the gym tmrw", "gym"),
        ("meh skipping yoga tonight", "yoga"),
    ],
)
def test_a_filler_before_a_cancellation_hides_nothing(text: str, action: str) -> None:
    assert READ(text) == [CancelCommitment(action)]


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("she starts jan 11", "Mon 11 Jan"),
        ("he starts monday", "Mon 14 Dec"),
        ("she moves on the 20th", "Sun 20 Dec"),
        ("he started yesterday", "Sun 06 Dec"),
        ("he joins in march", "Mon 01 Mar"),
    ],
)
def test_a_pronoun_starting_on_a_day_dates_the_fact_just_told(text: str, day: str) -> None:
    found = READ(text)
    assert len(found) == 1 and isinstance(found[0], CorrectTime), found
    assert found[0].target in ("he", "she")
    assert found[0].new is not None and found[0].new.start.astimezone(ZONE).strftime("%a %d %b") == day


def test_a_named_start_alone_is_still_a_start_date() -> None:
    found = READ("Marta starts jan 11")
    assert [(i.subject, i.predicate) for i in found if isinstance(i, StateClaim)] == [("Marta", "start date")]


@pytest.mark.parametrize(
    ("text", "subject", "predicate"),
    [
        ("who's taking over Kenta's accounts", "Kenta's accounts", "owner"),
        ("who is taking over the Osaka office?", "Osaka office", "owner"),
        ("who takes over payroll", "payroll", "owner"),
        ("when is Kenta leaving", "Kenta", "status"),
        ("when does Ana leave the company", "Ana", "status"),
        ("when's Raj retiring", "Raj", "status"),
    ],
)
def test_who_takes_over_and_when_someone_leaves_ask_the_stored_fact(text: str, subject: str, predicate: str) -> None:
    (question,) = READ.asked(text)
    assert isinstance(question, Question)
    assert (question.kind, question.subject, question.predicate) == ("fact", subject, predicate)


@pytest.mark.parametrize(
    "text",
    [
        "Marco said he'd have the contract redlines back by wed",
        "she'd have the site back up by noon",
        "IT said they'd have the vpn back up by fri",
    ],
)
def test_a_promise_to_have_a_thing_back_mends_nothing(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, ResolveEpisode)]


@pytest.mark.parametrize("text", ["the vpn is back", "the server's back up", "wifi's back"])
def test_a_thing_back_is_still_mended(text: str) -> None:
    assert [type(i) for i in READ(text)] == [ResolveEpisode]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("tell Amara the demo's pushed to next week", "tell Amara the demo's pushed to next week"),
        ("let Amara know the demo's pushed to next week", "let Amara know the demo's pushed to next week"),
        ("remind Sam the offsite moved to tues", "remind Sam the offsite moved to tues"),
        ("text the team that standup is moved to 10", "text the team that standup is moved to 10"),
        ("ping Leo that the review got pushed to fri", "ping Leo that the review got pushed to fri"),
        ("need to tell Amara the demo's pushed to next week", "tell Amara the demo's pushed to next week"),
        ("tell everyone the bbq is cancelled", "tell everyone the bbq is cancelled"),
    ],
)
def test_news_to_pass_on_is_a_todo_with_the_news_day_in_it(text: str, action: str) -> None:
    assert READ(text) == [NewCommitment(action, "me", None, None)]


@pytest.mark.parametrize(
    ("text", "kind"),
    [("push the demo to next week", "MoveCommitment"), ("the demo's pushed to next week", "MoveCommitment")],
)
def test_a_move_said_plainly_is_still_a_move(text: str, kind: str) -> None:
    assert [type(i).__name__ for i in READ(text)] == [kind]


def test_telling_about_a_thing_on_a_day_is_dated_by_the_telling() -> None:
    assert READ.todos(READ("tell Amara about the demo tmrw")) == [("tell Amara about the demo", "Tue 08 Dec")]


@pytest.mark.parametrize(
    "text",
    ["Ana is on the IT team now", "Ana's on the IT team", "Ana joined the IT team", "Ana moved to IT",
     "Ana moved to the IT dept"],
)
def test_it_in_capitals_before_team_is_the_department(text: str) -> None:
    facts = [(i.subject, i.predicate, i.value) for i in READ(text) if isinstance(i, StateClaim)]
    assert facts == [("Ana", "team", "IT")]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("tmrw i really need to sit down and do my expenses", ("do my expenses", "Tue 08 Dec")),
        ("fri i need to sit down and do my expenses", ("do my expenses", "Fri 11 Dec")),
        ("tmrw i need to go and buy milk", ("buy milk", "Tue 08 Dec")),
        ("gotta go and see mum sat", ("see mum", "Sat 12 Dec")),
        ("I'll come and help Jo move sat", ("help Jo move", "Sat 12 Dec")),
    ],
)
def test_a_verb_that_only_leads_in_is_no_todo_of_its_own(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("renew passport (expires 2 jan)", ("renew passport", "Sat 02 Jan")),
        ("renew passport (expires in march)", ("renew passport", "Mon 01 Mar")),
        ("call mum (it's her bday)", ("call mum", None)),
        ("book the MOT (due the 20th)", ("book the MOT", "Sun 20 Dec")),
    ],
)
def test_a_bracketed_aside_is_read_as_the_comma_reads_it(text: str, todo: tuple[str, str | None]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize("text", ["send the deck to Omar (the new one)", "Omar is the new one", "Sam's the new guy"])
def test_the_new_one_is_no_role(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, StateClaim) and i.predicate == "role"]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("book club is on the 14th", ("book club", "Mon 14 Dec")),
        ("book club's on the 14th", ("book club", "Mon 14 Dec")),
        ("swim club's on the 14th", ("swim club", "Mon 14 Dec")),
        ("chess club thurs 4pm", ("chess club", "Thu 10 Dec")),
        ("the party's on sat", ("party", "Sat 12 Dec")),
    ],
)
def test_a_club_and_its_day_is_the_occasion_never_a_booking(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize("text", ["book the room on the 14th", "call mum on the 14th"])
def test_an_imperative_with_its_day_stays_one(text: str) -> None:
    assert [action for action, _ in READ.todos(READ(text))] == [text.rsplit(" on ", 1)[0]]


@pytest.mark.parametrize(
    ("text", "action"),
    [("need milk eggs bread", "buy milk eggs bread"), ("need dish soap", "buy dish soap"),
     ("need new tyres", "buy new tyres")],
)
def test_things_needed_typed_without_commas_are_offered(text: str, action: str) -> None:
    (asked,) = READ(text)
    assert isinstance(asked, Unclear) and asked.proposal == NewCommitment(action, "me", None, None)


@pytest.mark.parametrize("text", ["need good vibes", "need a break", "need more sleep", "i need closure", "need tea"])
def test_a_need_of_no_goods_is_no_errand(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, (Unclear, NewCommitment))]


EVENING = Reading(datetime(2026, 12, 9, 9, 0, tzinfo=ZoneInfo("America/Chicago")), ZoneInfo("America/Chicago"))


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("dinner at 8 fri", "2026-12-11 20:00"),
        ("dinner the day after tmrw at 8", "2026-12-11 20:00"),
        ("dinner w Sam at 8 tmrw", "2026-12-10 20:00"),
        ("dinner at 9:30 tmrw", "2026-12-10 21:30"),
        ("drinks thurs at 10", "2026-12-10 22:00"),
        ("call mum at 8 tmrw", "2026-12-10 08:00"),
        ("dinner at 8am tmrw lol", "2026-12-10 08:00"),
        ("breakfast at 8 tmrw", "2026-12-10 08:00"),
    ],
)
def test_a_bare_hour_of_a_dinner_is_the_evening(text: str, due: str) -> None:
    (todo,) = [i for i in EVENING(text) if isinstance(i, NewCommitment)]
    assert todo.due is not None and todo.due.start.astimezone(EVENING.tz).strftime("%Y-%m-%d %H:%M") == due


@pytest.mark.parametrize(
    ("text", "fact", "now"),
    [
        ("Ben is now reporting to Aisha", ("Ben", "manager", "Aisha"), True),
        ("Ben's now reporting to Aisha", ("Ben", "manager", "Aisha"), True),
        ("Ben is reporting to Aisha", ("Ben", "manager", "Aisha"), False),
        ("Raj got hired by Stripe", ("Raj", "employer", "Stripe"), True),
        ("Ana's been taken on at Bosch", ("Ana", "employer", "Bosch"), True),
        ("Mei is interning at Canva", ("Mei", "employer", "Canva"), True),
    ],
)
def test_more_verbs_of_work_and_reporting(text: str, fact: tuple[str, str, str], now: bool) -> None:
    (claim,) = READ(text)
    assert isinstance(claim, StateClaim)
    assert ((claim.subject, claim.predicate, claim.value), claim.explicit_now) == (fact, now)


@pytest.mark.parametrize("text", ["who takes over as chairperson?", "who's taking over as captain"])
def test_who_takes_over_as_a_role_asks_no_owner(text: str) -> None:
    assert not [q for q in READ(text) if isinstance(q, Question) and q.predicate == "owner"]


def test_a_bracketed_day_said_again_is_no_aside() -> None:
    zone = ZoneInfo("America/Mexico_City")
    now = datetime(2028, 5, 12, 13, 0, tzinfo=zone)
    found = extract("gotta buy a present for mothers day (wednesday!!)", now=now, tz=zone)
    assert [(i.action, i.due.start.astimezone(zone).date().isoformat() if i.due else None)
            for i in found if isinstance(i, NewCommitment)] == [("buy a present for mothers day", "2028-05-17")]


LONDON = ZoneInfo("Europe/London")
SUNDAY = Reading(datetime(2026, 12, 6, 20, 0, tzinfo=LONDON), LONDON, fmt="%a %d %H:%M")


@pytest.mark.parametrize(
    "text",
    [
        "hey! so the plan for this wk: mon - finish slides, tues - client call 2pm, wed - dentist 9am",
        "plan for this week: mon - finish slides, tues - client call 2pm, wed - dentist 9am",
        "the plan: mon - finish slides, tues - client call 2pm, wed - dentist 9am",
    ],
)
def test_a_plan_heading_over_days_leaves_each_line_its_day(text: str) -> None:
    assert SUNDAY.todos(SUNDAY(text)) == [
        ("finish slides", "Mon 07 00:00"), ("client call", "Tue 08 14:00"), ("dentist", "Wed 09 09:00")
    ]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("need a babysitter for sat night", ("find a babysitter", "Sat 12 Dec")),
        ("need a plumber asap", ("find a plumber", None)),
        ("need a lift to the airport on the 20th", ("get a lift to the airport", "Sun 20 Dec")),
        ("we need a new cleaner", ("find a cleaner", None)),
    ],
)
def test_someone_needed_for_a_job_is_a_todo_to_find_them(text: str, todo: tuple[str, str | None]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize("text", ["need a break", "need a drink lol", "need a hug"])
def test_a_need_of_no_one_is_no_search(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("pay for the excursion by fri ($25)", ("pay for the excursion", "Fri 11 Dec")),
        ("pay the plumber by the 20th (£340)", ("pay the plumber", "Sun 20 Dec")),
    ],
)
def test_a_sum_in_brackets_after_the_day_is_the_things(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


BERLIN = ZoneInfo("Europe/Berlin")
IN_BERLIN = Reading(datetime(2026, 12, 7, 9, 0, tzinfo=BERLIN), BERLIN, fmt="%a %d %H:%M")


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("call w/ the NY team at 9am their time tmrw", ("call with the NY team", "Tue 08 15:00")),
        ("call the Tokyo office at 10am their time fri", ("call the Tokyo office", "Fri 11 02:00")),
    ],
)
def test_their_time_is_the_clock_of_the_place_named(text: str, todo: tuple[str, str]) -> None:
    assert IN_BERLIN.todos(IN_BERLIN(text)) == [todo]


@pytest.mark.parametrize("text", ["call mum at 9 their time", "ping the LA and NY teams at 9am their time"])
def test_their_time_of_no_place_or_two_is_never_guessed(text: str) -> None:
    assert not [i for i in IN_BERLIN(text) if isinstance(i, NewCommitment) and i.due is not None]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("don't need to call the bank tmrw after all", "call the bank"),
        ("dont need to book the venue anymore", "book the venue"),
        ("we don't need to order more toner now", "order more toner"),
    ],
)
def test_no_longer_needing_to_do_a_thing_calls_it_off(text: str, action: str) -> None:
    assert READ(text) == [CancelCommitment(action)]


@pytest.mark.parametrize("text", ["don't need to worry", "we don't need to rush", "dont need to apologise"])
def test_no_need_to_worry_calls_nothing_off(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, CancelCommitment)]


@pytest.mark.parametrize(
    ("text", "thing", "day"),
    [
        ("the report isn't due till next fri", "report", "Fri 18 Dec"),
        ("rent's not due until the 5th", "rent", "Tue 05 Jan"),
        ("invoices aren't due before the 20th", "invoices", "Sun 20 Dec"),
    ],
)
def test_not_due_till_a_day_is_due_then(text: str, thing: str, day: str) -> None:
    (move,) = READ(text)
    assert isinstance(move, MoveCommitment) and (move.action, READ.when(move)) == (thing, day)
    assert not [i for i in READ(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "who", "status"),
    [
        ("Raj is WFH tomorrow", "Raj", "working from home"),
        ("Raj is working from home tomorrow", "Raj", "working from home"),
        ("Raj is remote tomorrow", "Raj", "remote"),
        ("I'm wfh tmrw", "me", "working from home"),
    ],
)
def test_working_from_home_is_a_status_never_a_role(text: str, who: str, status: str) -> None:
    facts = [(i.subject, i.predicate, i.value) for i in READ(text) if isinstance(i, StateClaim)]
    assert facts == [(who, "status", status)]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("i'll give Ayumi her umbrella back when i see her thurs", ("give Ayumi her umbrella back", "Thu 10 Dec")),
        ("return the ladder to Ken when I see him on friday", ("return the ladder to Ken", "Fri 11 Dec")),
        ("pay Hiro back next time i catch him tmrw", ("pay Hiro back", "Tue 08 Dec")),
    ],
)
def test_when_i_see_them_is_when_it_is_done_not_its_words(text: str, todo: tuple[str, str]) -> None:
    """ "… when i see her thurs": the meeting is the day said, never part of the to-do."""
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        ("friday I need to renew the plates and at some point call the bank",
         [("renew the plates", "Fri 11 Dec"), ("call the bank", None)]),
        ("need to call the vet tmrw and sometime book the shearer",
         [("call the vet", "Tue 08 Dec"), ("book the shearer", None)]),
        ("thurs i have to file the BAS and eventually sort the garage",
         [("file the BAS", "Thu 10 Dec"), ("sort the garage", None)]),
    ],
)
def test_a_list_item_said_at_some_point_has_no_day_of_its_own(text: str, todos: list[tuple[str, str | None]]) -> None:
    """ "… and at some point call the bank": a to-do of its own, with none of the list's day."""
    assert READ.todos(READ(text)) == todos


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        ("clocks fall back this weekend so remind me sunday 8am to change the ones in the shed",
         [("change the ones in the shed", "Sun 13 Dec")]),
        ("this weekend clocks fall back", []),
        ("the clocks spring forward sunday", []),
    ],
)
def test_the_clocks_changing_is_no_diary_line(text: str, todos: list[tuple[str, str | None]]) -> None:
    """ "clocks fall back this weekend": the time changing is why, never an occasion of the user's."""
    assert READ.todos(READ(text)) == todos


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("I'm to ring my gran on friday", ("ring my gran", "Fri 11 Dec")),
        ("im to sort the raffle prizes by sat", ("sort the raffle prizes", "Sat 12 Dec")),
        ("we're to clear the hall by the 20th", ("clear the hall", "Sun 20 Dec")),
        ("I'm to ring my da on his birthday, that's the 18th", ("ring my da", "Fri 18 Dec")),
    ],
)
def test_im_to_is_an_obligation_of_the_users(text: str, todo: tuple[str, str]) -> None:
    """ "I'm to ring my gran on friday" (Scots, Irish, Indian English): the user's to-do, as "need to" is."""
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize("text", ["I'm to blame", "im to be told by friday"])
def test_im_to_blame_or_be_told_is_no_todo(text: str) -> None:
    """ "I'm to blame" and a passive "I'm to be told" bind the user to nothing."""
    assert READ.todos(READ(text)) == []


@pytest.mark.parametrize(
    "text",
    [
        "burns night supper at the club, need to buy the whisky by then",
        "St Andrew's night dance in the hall, need to press my kilt by then",
    ],
)
def test_a_night_named_for_an_occasion_is_never_tonight(text: str) -> None:
    """ "burns night … by then": the night names the occasion, whose day recap does not know; it
    asks when, never keeps the to-do due tonight."""
    found = READ(text)
    assert not [i for i in found if isinstance(i, NewCommitment)]
    assert any(isinstance(i, Unclear) and "by then" in i.question for i in found)
