"""Several intents in one message (session 19, R4): what one clause names carried into the
next (a sum owed, a person by "him"/"her"/"his", a subject left out, an issue's follow-up
plan), and a clause with a subject of its own cut off after ";" or "and"."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, OpenEpisode, StateClaim, extract

TZ = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 2, 9, 5, tzinfo=TZ)  # a Wednesday


def run(text: str) -> list:
    return extract(text, now=NOW, tz=TZ)


def _todos(text: str) -> list[NewCommitment]:
    return [i for i in run(text) if isinstance(i, NewCommitment)]


def _facts(text: str) -> set[tuple[str, str, str]]:
    return {(i.subject, i.predicate, i.value) for i in run(text) if isinstance(i, StateClaim)}


def _day(todo: NewCommitment) -> date:
    assert todo.due is not None
    return todo.due.start.astimezone(TZ).date()


# -- a sum owed, then "will pay him back <day>": one debt, dated, named as the user names the deed --
# (session 30: "pay Sam back", the phrasing every labelled corpus accepts; a corpus that lists only
# "pay Mateus back" and "pay Mateus 40 bucks" leaves no room for both words and sum)


@pytest.mark.parametrize(
    ("text", "action", "person", "day"),
    [
        ("owe Sam £20, will pay him back friday", "pay Sam back", "Sam", date(2026, 12, 4)),
        ("i owe Nadia $35, gonna pay her back tmrw", "pay Nadia back", "Nadia", date(2026, 12, 3)),
        ("I owe Pedro €60 — will pay him back on monday", "pay Pedro back", "Pedro", date(2026, 12, 7)),
        ("owe mum £15, pay her back sat", "pay mum back", "mum", date(2026, 12, 5)),
        ("I owe Kofi 50 dollars, will pay him back on the 9th", "pay Kofi back", "Kofi", date(2026, 12, 9)),
        ("owe Lina £8.50, will pay her back thurs", "pay Lina back", "Lina", date(2026, 12, 3)),
        ("I owe Raj £100, need to pay him back by friday", "pay Raj back", "Raj", date(2026, 12, 4)),
        ("owe Ben £30 for the gig, will pay him back sunday", "pay Ben back", "Ben", date(2026, 12, 6)),
        # paid without "back", the sum owed is the deed's object still
        ("owe Sam £20, will pay him friday", "pay Sam £20", "Sam", date(2026, 12, 4)),
        ("owe Sam £20, will send it friday", "pay Sam £20", "Sam", date(2026, 12, 4)),
    ],
)  # fmt: skip
def test_a_sum_owed_then_paid_back_on_a_day_is_one_dated_debt(text: str, action: str, person: str, day: date) -> None:
    (todo,) = _todos(text)
    assert (todo.action, todo.counterparty, _day(todo)) == (action, person, day)


@pytest.mark.parametrize(
    "text", ["I owe Achieng 2000 bob, will pay her back on friday", "owe Marco a tenner, pay him back fri"]
)
def test_a_debt_read_as_another_deed_is_paid_back_not_sent(text: str) -> None:
    (todo,) = _todos(text)  # "send Marco a tenner" and "pay him back" are one debt, never two to-dos
    assert todo.action.startswith("pay ") and todo.action.endswith(" back")


# -- ";" or "and", then a name and a verb of its own: a second statement ----------------------


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Danish is now mobile team lead; Mahnoor replaces him as QA lead",
         {("Danish", "role", "mobile team lead"), ("Mahnoor", "role", "QA lead")}),
        ("Hana is now head of design; Tomi replaces her as lead designer",
         {("Hana", "role", "head of design"), ("Tomi", "role", "lead designer")}),
        ("Marek is the new CTO; Jana prefers email for approvals",
         {("Marek", "role", "CTO"), ("Jana", "preference", "email")}),
        ("Ade moved to Lagos and Chidi lives in Abuja now",
         {("Ade", "location", "Lagos"), ("Chidi", "location", "Abuja")}),
        ("Yara runs ops now; Pita reports to her", {("ops", "owner", "Yara"), ("Pita", "manager", "Yara")}),
        ("Leo left the agency and Mia joined as designer",
         {("Leo", "status", "left the agency"), ("Mia", "role", "designer")}),
        ("Ravi joined Platform; Sofia leads Payments now",
         {("Ravi", "team", "Platform"), ("Payments", "owner", "Sofia")}),
        ("Kemi joined finance and reports to Bola", {("Kemi", "team", "finance"), ("Kemi", "manager", "Bola")}),
    ],
)  # fmt: skip
def test_a_second_statement_with_a_name_and_a_verb_of_its_own_is_kept(text: str, facts: set) -> None:
    assert facts <= _facts(text)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("email Ana and Bo updates", "email Ana and Bo updates"),
        ("invite Jo and Sam as speakers", "invite Jo and Sam as speakers"),
    ],
)  # fmt: skip
def test_names_in_a_to_do_are_its_objects_not_a_new_subject(text: str, action: str) -> None:
    assert [t.action for t in _todos(text)] == [action]


# -- the subject said once, carried to what the person does or likes now ----------------------


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Zara moved to the growth team and prefers slack for quick questions", ("Zara", "preference", "slack")),
        ("Tom joined Acme and lives in Leeds now", ("Tom", "location", "Leeds")),
        ("Marta joined the ops team, prefers email", ("Marta", "preference", "email")),
        ("Kemi joined finance and reports to Bola", ("Kemi", "manager", "Bola")),
    ],
)
def test_a_left_out_subject_is_the_person_of_the_clause_before(text: str, fact: tuple[str, str, str]) -> None:
    assert fact in _facts(text)


@pytest.mark.parametrize(
    "text",
    ["Tariq started today, gotta book his induction by wed", "Ana moved to Leeds, got to send her the keys by fri"],
)
def test_an_obligation_after_someones_news_is_the_users_own(text: str) -> None:
    (todo,) = _todos(text)  # "got to" is never a deed of Tariq's done
    assert todo.owner == "me"


# -- whose thing in someone else's promise ---------------------------------------------------------


def test_whose_thing_in_someone_elses_promise_stays_theirs() -> None:
    (todo,) = _todos("Kenji's moved to Osaka and he'll send me his new address friday")
    assert (todo.owner, todo.action, todo.counterparty) == ("Kenji", "send me his new address", None)


# -- an issue, then what the user will do about it -------------------------------------------------


@pytest.mark.parametrize(
    ("text", "topic", "action"),
    [
        ("the sales dashboard is broken, will raise a ticket with IT today", "sales dashboard",
         "raise a ticket with IT"),
        ("the printer is jammed, will call the engineer tmrw", "printer", "call the engineer"),
        ("wifi's down again, will ring BT in the morning", "wifi", "ring BT"),
        ("laptop keeps crashing, will take it to the genius bar sat", "laptop", "take laptop to the genius bar"),
        ("the lift is broken again, will raise it at the residents meeting thurs", "lift",
         "raise the lift at the residents meeting"),
        ("the staging db is down, gonna flag it with infra by noon", "staging db", "flag the staging db with infra"),
    ],
)  # fmt: skip
def test_an_issue_then_the_users_plan_keeps_both(text: str, topic: str, action: str) -> None:
    found = run(text)
    assert [i.topic for i in found if isinstance(i, OpenEpisode)] == [topic]
    assert [i.action for i in found if isinstance(i, NewCommitment)] == [action]


def test_an_issues_symptom_after_the_comma_is_no_to_do() -> None:
    found = run("the gateway is down, admins cannot log in")
    assert [type(i) for i in found] == [OpenEpisode]


@pytest.mark.parametrize(
    ("text", "owner", "action"),
    [
        ("walk-in fridge is grinding, Bongani from CoolTech is coming monday to look at it", "Bongani", "look at it"),
        ("the plumber is coming thurs to fix the boiler", "plumber", "fix the boiler"),
        ("Tom's popping round tmrw to measure up the kitchen", "Tom", "measure up the kitchen"),
        ("my grandson Einar is coming friday to help me clear the gutters", "Einar", "help me clear the gutters"),
    ],
)
def test_someone_coming_to_do_a_thing_promises_the_thing(text: str, owner: str, action: str) -> None:
    (todo,) = _todos(text)
    assert (todo.owner, todo.action) == (owner, action)


def test_coming_to_an_occasion_is_no_deed() -> None:
    (todo,) = _todos("Ama's coming to the party sat")
    assert todo.action == "come to the party"


# -- what someone asked of the user, and a plan said in the progressive --------------------------


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Dev's new manager is Theo. Theo asked me for the headcount plan by fri", "send Theo the headcount plan"),
        ("the school asked us for the consent form by monday", "send the school the consent form"),
        ("my accountant has asked me for the receipts before the 10th", "send my accountant the receipts"),
        ("Kai asks me for the slides by eod", "send Kai the slides"),
    ],
)
def test_asked_of_the_user_by_a_day_is_a_to_do(text: str, action: str) -> None:
    assert [t.action for t in _todos(text)] == [action]


def test_asked_for_a_favour_without_a_day_keeps_nothing() -> None:
    assert not _todos("Ana asked me for a lift")


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("sending the deck to Ana by weds", "send the deck to Ana"),
        ("emailing the invoice to Raj on friday", "email the invoice to Raj"),
        ("posting the keys to the landlord tmrw", "post the keys to the landlord"),
        # the sentence before names what "it" is (session 42): the claim drafted
        ("rebate claim drafted. sending it to Junaid by weds", "send rebate claim to Junaid"),
    ],
)
def test_a_plan_said_in_the_progressive_is_the_to_do_itself(text: str, action: str) -> None:
    assert [t.action for t in _todos(text)] == [action]


# -- a day said as what it is, then the to-dos of that day ------------------------------------------


@pytest.mark.parametrize(
    ("text", "actions", "day"),
    [
        ("tmrw is the 1st aka rent day — pay rent + transfer the savings", ["pay rent", "transfer the savings"],
         date(2026, 12, 3)),
        ("friday is payday, pay the nanny and transfer the savings", ["pay the nanny", "transfer the savings"],
         date(2026, 12, 4)),
        ("saturday is moving day so book the van and pack the kitchen", ["book the van", "pack the kitchen"],
         date(2026, 12, 5)),
        ("monday is a bank holiday, call mum", ["call mum"], date(2026, 12, 7)),
    ],
)  # fmt: skip
def test_a_day_stated_first_dates_the_to_dos_after_it(text: str, actions: list[str], day: date) -> None:
    todos = _todos(text)
    assert [t.action for t in todos] == actions
    assert all(_day(t) == day for t in todos)


@pytest.mark.parametrize("text", ["today is a mess, call mum", "the weather is awful, call mum"])
def test_a_day_said_of_nothing_dates_nothing(text: str) -> None:
    (todo,) = _todos(text)
    assert todo.due is None


def test_a_to_do_with_its_own_day_keeps_it_after_a_stated_day() -> None:
    todos = {t.action: t for t in _todos("monday is a bank holiday, call mum tues")}
    assert _day(todos["call mum"]) == date(2026, 12, 8)


# -- the user's share said of the thing: "hotels are on me by mon" ---------------------------------


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("hotels are on me by mon", "hotels", date(2026, 12, 7)),
        ("dessert is on me by friday", "dessert", date(2026, 12, 4)),
        ("flights are on me before the 20th", "flights", date(2026, 12, 19)),
        ("Amelie's got the flights by thurs, hotels are on me by mon", "hotels", date(2026, 12, 7)),
        ("Jo's doing the salads sat, dessert is on me by friday", "dessert", date(2026, 12, 4)),
    ],
)
def test_a_thing_on_me_by_a_day_is_the_users_to_do(text: str, action: str, day: date) -> None:
    mine = [t for t in _todos(text) if t.owner == "me"]
    assert [(t.action, _day(t)) for t in mine] == [(action, day)]


@pytest.mark.parametrize("text", ["drinks are on me tonight", "the blame is on me"])
def test_a_treat_or_a_blame_on_me_is_no_to_do(text: str) -> None:
    assert not _todos(text)


# -- whose kin or what role, then the name: the name is the person ----------------------------------


@pytest.mark.parametrize(
    ("text", "owner", "action"),
    [
        ("Einar did the gutters early, and his sister Hildur is coming sunday to help with the garden", "Hildur",
         "help with the garden"),
        ("my sister Hildur will send the photos by friday", "Hildur", "send the photos"),
        ("our neighbour Bo is looking after the cat this weekend", "Bo", "look after the cat"),
        ("my grandson Einar is coming friday to help me clear the gutters", "Einar", "help me clear the gutters"),
    ],
)  # fmt: skip
def test_a_person_said_with_their_kin_or_role_is_named(text: str, owner: str, action: str) -> None:
    assert [(t.owner, t.action) for t in _todos(text)] == [(owner, action)]


# -- what someone asks of the user, said after a report; a thing's thing after ";" ------------------


@pytest.mark.parametrize(
    ("text", "action", "person"),
    [
        ("Kamau herd done, and Mr Kamau wants me back to check the calves on the 3rd", "check the calves", "Mr Kamau"),
        ("Ana wants me over to fix the sink on sat", "fix the sink", "Ana"),
        ("Bo asked me round to help move the sofa tmrw", "help move the sofa", "Bo"),
        ("sent the invoice, Ana wants the receipts by fri", "send Ana the receipts", "Ana"),
    ],
)
def test_what_a_named_person_asks_of_the_user_is_a_to_do_for_them(text: str, action: str, person: str) -> None:
    assert [(t.action, t.counterparty) for t in _todos(text)] == [(action, person)]


def test_a_things_own_thing_after_a_semicolon_is_a_second_fact() -> None:
    facts = _facts("Farid is now in charge of procurement; procurement's budget is 200k")
    assert {("procurement", "owner", "Farid"), ("procurement", "budget", "200k")} <= facts


def test_a_things_own_thing_after_a_to_do_stays_on_its_list() -> None:
    assert [t.action for t in _todos("buy milk and dad's birthday card")] == ["buy milk and dad's birthday card"]


# -- someone's job, then when it will be done, its subject left out ----------------------------------


@pytest.mark.parametrize(
    ("text", "owner", "action", "day"),
    [
        ("Kenji's booking the offsite hotel, should be sorted by weds", "Kenji", "book the offsite hotel",
         date(2026, 12, 9)),
        ("Ana's fixing the gate, should be done by sat", "Ana", "fix the gate", date(2026, 12, 5)),
        ("Tom is sending the quote, it should be in by friday", "Tom", "send the quote", date(2026, 12, 4)),
        ("waiting on Leon for the invoice, should be here monday", "Leon", "invoice", date(2026, 12, 7)),
    ],
)  # fmt: skip
def test_when_someones_job_will_be_done_is_its_due(text: str, owner: str, action: str, day: date) -> None:
    (todo,) = _todos(text)
    assert (todo.owner, todo.action, _day(todo)) == (owner, action, day)


# -- a list of to-dos: a dated thing beside them, and two-word items after a dated one ---------------


@pytest.mark.parametrize(
    ("text", "actions"),
    [
        ("winter tires before the 15th, renew OHIP, and Gurpreet's sending the lease monday",
         ["winter tires", "renew OHIP", "send the lease"]),
        ("winter tires before the 15th and renew OHIP", ["winter tires", "renew OHIP"]),
        ("flu jabs by the 10th and book the MOT", ["flu jabs", "book the MOT"]),
        ("dentist tues, renew OHIP and call mum", ["dentist", "renew OHIP", "call mum"]),
        ("paid the rent, call mum", ["call mum"]),
    ],
)  # fmt: skip
def test_every_item_of_a_to_do_list_is_kept(text: str, actions: list[str]) -> None:
    assert [t.action for t in _todos(text)] == actions


@pytest.mark.parametrize(
    ("text", "actions"),
    [
        ("pay the nanny thurs instead, she's off fri", []),  # why, not a thing to do
        ("Tom arrives friday and renew OHIP", ["renew OHIP"]),  # said of Tom
        ("ok sounds good, take care", []),
        ("great, thanks, call me", []),
    ],
)
def test_a_statement_or_a_farewell_beside_a_list_is_no_item(text: str, actions: list[str]) -> None:
    assert [t.action for t in _todos(text)] == actions


# -- a to-do verb said alone: its object is the thing the clause before named ---------------------


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("car insurance expires friday - renew asap", "renew car insurance"),
        ("oyster card is empty, top up tmrw", "top up oyster card"),
        ("the cake is ready, collect by 5", "collect the cake"),
        ("the passport expires in march, renew by feb", "renew the passport"),
        ("water bill still outstanding, pay by the 25th", "pay the water bill"),  # _outstanding_then
    ],
)
def test_a_verb_said_alone_is_done_to_the_thing_before(text: str, action: str) -> None:
    assert action in [t.action for t in _todos(text)]


@pytest.mark.parametrize("text", ["Gord needs a lift, book tmrw", "the tyres are bald, replace by sat"])
def test_a_person_or_a_plural_before_a_lone_verb_is_no_object(text: str) -> None:
    assert not any(t.action.startswith(("book Gord", "replace the tyres")) for t in _todos(text))


def test_a_thing_named_by_a_verb_word_is_no_lone_verb() -> None:
    (todo,) = _todos("waiting on Lukas for the plan")  # "plan" is the thing, not a verb said alone
    assert (todo.owner, todo.action) == ("Lukas", "plan")


# -- the to-do verbs of several-intent messages ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("raise a ticket with IT today", "raise a ticket with IT"),
        ("intro Moiz to the board by fri", "intro Moiz to the board"),
        ("borrow Kirra's lens for the wedding on sat", "borrow Kirra's lens for the wedding"),
        ("patch the server tonight", "patch the server"),  # never the typo "pitch"
        ("flag it with legal by fri", "flag it with legal"),
        ("my 70-200 is front focusing, sending it to Canon monday, so borrow Kirra's for the wedding on sat",
         "borrow Kirra's for the wedding"),
    ],
)  # fmt: skip
def test_everyday_errand_verbs_are_to_dos(text: str, action: str) -> None:
    assert action in [t.action for t in _todos(text)]


@pytest.mark.parametrize("text", ["thank god it's friday", "thank you so much"])
def test_thanks_said_in_passing_is_no_to_do(text: str) -> None:
    assert not _todos(text)
