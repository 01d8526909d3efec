"""Several intents in one message (session 31): no part dropped silently or misread, and a pronoun in
a second clause names the thing or person the first said. "Rilwan says he'll fix it" after a broken
thing is "fix the jetty light"; "Shiuna will laminate them" after "printed the menus" is "laminate the
menus"; a debt in rufiyaa is paid, not "sent"; ", managed by X" is the manager; "the kayak has a
hole" is an issue; ", mum's picking up the kids tmrw" is mum's own clause; a promise after what
"the plumber" did, or joined to it by "and", is the plumber's; "X owns it" after an issue names
the issue's thing; "has run X since january" is a fact from then; "need gifts for both" is one gift
per occasion; "X's at Farfetch now" is an employer; "moving to Leipzig on the 15th" is the user's
move; "then the 8th i'll sign the lease" is due the 8th; "pool's clean" and "dropped the laundry"
are chores done; "get him goggles" names him;
"Wayan's driving for us now" is his role."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, MoveCommitment, NewCommitment, OpenEpisode, StateClaim, Unclear
from tests.memory.understanding.reading import Reading

MALE = ZoneInfo("Indian/Maldives")
read = Reading(datetime(2032, 7, 26, 13, 0, tzinfo=MALE), MALE, fmt="%a %d")  # a Monday


@pytest.mark.parametrize(
    ("text", "owned"),
    [
        (
            "the jetty light is broken; Rilwan says he'll fix it by wed, i'll buy the bulbs tmrw",
            [("fix the jetty light", "Rilwan", "Wed 28"), ("buy the bulbs", "me", "Tue 27")],
        ),
        ("the gate is stuck, Ali said he'd fix it tmrw", [("fix the gate", "Ali", "Tue 27")]),
        ("the boiler's making noises, Tom says he will look at it on mon", [("look at the boiler", "Tom", "Mon 02")]),
        ("the jetty light is broken, Rilwan will fix it by wed", [("fix the jetty light", "Rilwan", "Wed 28")]),
    ],
)
def test_their_reported_promise_names_the_broken_thing(text: str, owned: list[tuple[str, str, str]]) -> None:
    """Someone's promise passed on ("X says he'll fix it") is about the thing the clause before named."""
    found = read(text)
    assert read.owned(found) == owned
    assert any(isinstance(i, OpenEpisode) for i in found)


@pytest.mark.parametrize(
    ("text", "owned"),
    [
        ("printed the menus; Shiuna will laminate them by fri", [("laminate the menus", "Shiuna", "Fri 30")]),
        ("printed the menus and Shiuna will laminate them by fri", [("laminate the menus", "Shiuna", "Fri 30")]),
        ("sent the contract to Priya, she'll sign it by thurs", [("sign the contract", "Priya", "Thu 29")]),
        ("washed the curtains; Omar will hang them up sat", [("hang the curtains up", "Omar", "Sat 31")]),
        ("printed the flyers. Ravi will hand them out on sat", [("hand the flyers out", "Ravi", "Sat 31")]),
        ("baked the cupcakes, Lena will ice them tmrw", [("ice the cupcakes", "Lena", "Tue 27")]),
        ("finished the report, Jo will proofread it by mon", [("proofread the report", "Jo", "Mon 02")]),
    ],
)
def test_pronoun_after_a_done_report_is_its_thing(text: str, owned: list[tuple[str, str, str]]) -> None:
    """"it"/"them" in a promise after one thing reported done is that thing, of the same number."""
    found = read(text)
    assert read.owned(found) == owned
    assert sum(isinstance(i, CompleteCommitment) for i in found) == 1


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("called the suppliers, Ana will email them tmrw", "email them"),  # whom one reaches: people
        ("printed the menus, Ana will do them tmrw", "do them"),  # the job itself
    ],
)
def test_pronoun_left_when_not_the_done_thing(text: str, action: str) -> None:
    """"them" after a verb of reaching is people, and "do them" the job: neither is renamed."""
    assert [i.action for i in read(text) if isinstance(i, NewCommitment)] == [action]


@pytest.mark.parametrize(
    ("text", "action", "owner"),
    [
        ("Aishath owes me 300 rufiyaa", "pay me 300 rufiyaa", "Aishath"),
        ("Boun owes me 200000 kip, he'll pay me back fri", "pay me 200000 kip", "Boun"),
        ("I owe Dilnoza 50 somoni", "pay Dilnoza 50 somoni", "me"),
        ("Jean owes me 300 gourdes", "pay me 300 gourdes", "Jean"),
    ],
)
def test_debt_in_less_common_currency_is_paid(text: str, action: str, owner: str) -> None:
    """A sum in rufiyaa, kip, somoni or gourdes is money owed: paid, never "sent"."""
    assert [(i.action, i.owner) for i in read(text) if isinstance(i, NewCommitment)] == [(action, owner)]


def test_restock_and_debt_in_rufiyaa() -> None:
    """The corpus sentence: the user's to-do and Aishath's debt, each with its date."""
    found = read("i'll restock the first aid kits by sat and Aishath owes me 300 rufiyaa, says she'll pay by the 1st")
    assert read.owned(found) == [
        ("restock the first aid kits", "me", "Sat 31"),
        ("pay me 300 rufiyaa", "Aishath", "Sun 01"),
    ]


@pytest.mark.parametrize(
    ("text", "manager"),
    [
        ("Mohamed Naeem is on the maintenance team now, managed by Raheema", "Raheema"),
        ("Sara is our new designer, managed by Kofi", "Kofi"),
        ("Sara joined the finance team, supervised by Kofi", "Kofi"),
        ("Sara is on the night shift now, line managed by Kofi", "Kofi"),
    ],
)
def test_manager_said_as_participle_after_a_fact(text: str, manager: str) -> None:
    """", managed by X" after a fact about someone is who manages them: a second fact, never lost."""
    facts = {i.predicate: i.value for i in read(text) if isinstance(i, StateClaim)}
    assert facts.get("manager") == manager
    assert len(facts) == 2  # the first fact and the manager


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the kayak has a hole", "kayak hole"),
        ("the van has a dent", "van dent"),
        ("the windscreen has a chip", "windscreen chip"),
        ("my tent's got a tear", "tent tear"),
    ],
)
def test_thing_has_damage_is_an_issue(text: str, topic: str) -> None:
    """A thing that "has a hole/dent/chip/tear" is broken: an issue."""
    assert [i.topic for i in read(text) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize("text", ["my plan has a hole", "his story has a hole in it", "the budget has a hole"])
def test_figurative_hole_is_no_issue(text: str) -> None:
    """A hole in a plan, a story or a budget is a figure of speech, nothing broken."""
    assert not any(isinstance(i, OpenEpisode) for i in read(text))


def test_done_todo_and_issue_in_one_message() -> None:
    """The corpus sentence: the hammock mended, the rope to buy, and the kayak's hole, none lost."""
    found = read("fixed the hammock, gotta buy rope for the swing by sat, and the kayak has a hole")
    assert read.todos(found) == [("buy rope for the swing", "Sat 31")]
    assert [i.topic for i in found if isinstance(i, OpenEpisode)] == ["kayak hole"]


@pytest.mark.parametrize(
    ("text", "owned"),
    [
        (
            "I need to call the bank, mum's picking up the kids tmrw",
            [("call the bank", "me", None), ("pick up the kids", "mum", "Tue 27")],
        ),
        (
            "gotta book the vet, dad's taking the car fri",
            [("book the vet", "me", None), ("take the car", "dad", "Fri 30")],
        ),
        (
            "call the school, dad's taking the kids fri",
            [("call the school", "me", None), ("take the kids", "dad", "Fri 30")],
        ),
    ],
)
def test_kin_doing_something_is_a_clause_of_its_own(text: str, owned: list[tuple[str, str, str | None]]) -> None:
    """", mum's picking up the kids tmrw" after a to-do is mum's plan, never more of the to-do."""
    assert read.owned(read(text)) == owned


@pytest.mark.parametrize(
    ("text", "owned"),
    [
        (
            "the plumber fixed the tap, will come back for the boiler on tues",
            [("come back for the boiler", "plumber", "Tue 27")],
        ),
        (
            "the electrician replaced the fuse, said he'll return on fri to check the wiring",
            [("return to check the wiring", "electrician", "Fri 30")],
        ),
        ("Ali fixed the tap, will come back for the boiler on tues", [("come back for the boiler", "Ali", "Tue 27")]),
    ],
)
def test_promise_after_a_trade_s_deed_is_theirs(text: str, owned: list[tuple[str, str, str]]) -> None:
    """A promise with no subject after what the plumber did is the plumber's, never the user's."""
    assert read.owned(read(text)) == owned


def test_own_promise_after_own_deed_stays_mine() -> None:
    """With no one named, "fixed the tap, will come back …" is the user's own."""
    assert read.owned(read("fixed the tap, will come back for the boiler on tues")) == [
        ("come back for the boiler", "me", "Tue 27")
    ]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("booking system works again, Shaheem owns it from now on", ("booking system", "owner", "Shaheem")),
        ("the wifi is down again, Sam owns it", ("wifi", "owner", "Sam")),
    ],
)
def test_it_after_an_issue_is_its_thing(text: str, fact: tuple[str, str, str]) -> None:
    """"X owns it" after an issue said alone is about the thing the issue was about."""
    found = read(text)
    assert [(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)] == [fact]
    assert not any(isinstance(i, Unclear) for i in found)


def test_it_after_a_person_fact_is_still_asked() -> None:
    """"Tom owns it" after a fact of a person names no thing: asked, never kept."""
    found = read("Ana moved to Lisbon and Tom owns it")
    assert any(isinstance(i, Unclear) for i in found)
    assert [i.predicate for i in found if isinstance(i, StateClaim)] == ["location"]


@pytest.mark.parametrize(
    ("text", "fact", "since"),
    [
        ("Zahir has run the dive centre since january", ("dive centre", "owner", "Zahir"), "2032-01-01"),
        ("Zahir has worked at Hilton since june", ("Zahir", "employer", "Hilton"), "2032-06-01"),
        ("Zahir has lived in Male since 2019", ("Zahir", "location", "Male"), "2019-01-01"),
        ("Ana's worked at Monzo since 2030", ("Ana", "employer", "Monzo"), "2030-01-01"),
    ],
)
def test_state_held_since_a_date(text: str, fact: tuple[str, str, str], since: str) -> None:
    """"X has run/worked at/lived in … since <date>" is the state now, from that date."""
    (claim,) = [i for i in read(text) if isinstance(i, StateClaim)]
    assert (claim.subject, claim.predicate, claim.value) == fact
    assert claim.effective is not None
    assert claim.effective.start.astimezone(MALE).date().isoformat() == since


def test_two_facts_each_with_its_own_date() -> None:
    """The corpus sentence: both facts kept, the first since January, the second from next Friday."""
    found = read("Zahir has run the dive centre since january and reports to Saeeda from next fri")
    facts = [(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)]
    assert facts == [("dive centre", "owner", "Zahir"), ("Zahir", "manager", "Saeeda")]


def test_run_out_since_is_no_fact() -> None:
    """"has run out of patience since monday" is no one running anything."""
    assert not any(isinstance(i, StateClaim) for i in read("Zahir has run out of patience since monday"))


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        (
            "Bea's bday sat & Leo's wedding sun, need gifts for both",
            [("get a gift for Bea", "Bea", "Sat 31"), ("get a gift for Leo's wedding", "Leo", "Sun 01")],
        ),
        (
            "Bea's bday sat and Leo's bday sun, gotta get cards for both",
            [("get a card for Bea", "Bea", "Sat 31"), ("get a card for Leo", "Leo", "Sun 01")],
        ),
    ],
)
def test_gifts_for_both_occasions(text: str, wanted: list[tuple[str, str, str]]) -> None:
    """"need gifts for both" after two occasions is one gift per occasion, each by its day (was lost)."""
    found = read(text)
    gifts = [(i.action, i.counterparty, read.when(i)) for i in found if isinstance(i, NewCommitment)]
    assert [g for g in gifts if g[0].startswith("get a")] == wanted
    assert not any("both" in i.action for i in found if isinstance(i, NewCommitment))


def test_gifts_for_both_with_one_occasion_adds_nothing() -> None:
    """With one occasion said, "both" names nothing to split: no gift to-dos are made up."""
    found = read("Bea's bday sat, need gifts for both")
    assert not any(isinstance(i, NewCommitment) and i.action.startswith("get a") for i in found)


@pytest.mark.parametrize(
    ("text", "subject", "firm"),
    [
        ("Tiago's at Farfetch now", "Tiago", "Farfetch"),
        ("Yusuf is now at KPMG", "Yusuf", "KPMG"),
        ("Beatriz moved to Porto and Tiago's at Farfetch now", "Tiago", "Farfetch"),
        ("Yusuf's at KPMG now, he promised to send the W-2 copies by thurs", "Yusuf", "KPMG"),
    ],
)
def test_at_a_firm_now_is_the_employer(text: str, subject: str, firm: str) -> None:
    """"X's at <Firm> now" says where X works now; beside another part, neither is lost."""
    found = read(text)
    facts = [(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)]
    assert (subject, "employer", firm) in facts
    assert not any(isinstance(i, Unclear) for i in found)


@pytest.mark.parametrize(
    "text", ["Tiago's at the dentist now", "Tiago's at lunch now", "Mum's at Tesco now", "Tiago's at Farfetch"]
)
def test_at_a_place_is_no_employer(text: str) -> None:
    """At "the dentist", at lunch, kin at a shop, or with no "now": nobody's employer."""
    assert not any(isinstance(i, StateClaim) and i.predicate == "employer" for i in read(text))


BERLIN = ZoneInfo("Europe/Berlin")
read_berlin = Reading(datetime(2027, 9, 1, 10, 0, tzinfo=BERLIN), BERLIN, fmt="%a %d")  # a Wednesday


@pytest.mark.parametrize(
    ("text", "place", "since"),
    [
        ("moving to Leipzig on the 15th", "Leipzig", "2027-09-15"),
        ("relocating to Oslo in march", "Oslo", "2028-03-01"),
        ("moving to Leipzig on the 15th!! need to cancel my gym by then", "Leipzig", "2027-09-15"),
    ],
)
def test_own_move_with_subject_left_out(text: str, place: str, since: str) -> None:
    """"moving to Leipzig on the 15th" is the user's own move, from then (was asked about or lost)."""
    (claim,) = [i for i in read_berlin(text) if isinstance(i, StateClaim)]
    assert (claim.subject, claim.predicate, claim.value) == ("me", "location", place)
    assert claim.effective is not None
    assert claim.effective.start.astimezone(BERLIN).date().isoformat() == since


def test_own_move_keeps_the_todo_beside_it() -> None:
    """The corpus sentence keeps the gym to cancel by the move's day as well."""
    found = read_berlin("moving to Leipzig on the 15th!! need to cancel my gym by then")
    assert read_berlin.todos(found) == [("cancel my gym", "Wed 15")]


@pytest.mark.parametrize(
    "text", ["moving to Friday", "moving to Thursday's slot", "moving to the new office on the 15th"]
)
def test_moving_to_a_day_is_no_move_of_mine(text: str) -> None:
    """"moving to Friday" moves a plan, not the user: no location is kept."""
    assert not any(isinstance(i, StateClaim) for i in read_berlin(text))


MADRID = ZoneInfo("Europe/Madrid")
read_madrid = Reading(datetime(2030, 10, 30, 10, 0, tzinfo=MADRID), MADRID, fmt="%a %d")  # a Wednesday


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        ("the 8th i'll sign the lease", [("sign the lease", "Fri 08")]),
        (
            "next mon i'm seeing the notary, then the 8th i'll sign the lease",
            [("see the notary", "Mon 04"), ("sign the lease", "Fri 08")],
        ),
        ("the 3rd I will pay the deposit", [("pay the deposit", "Sun 03")]),
        ("the 12th im gonna call the bank", [("call the bank", "Tue 12")]),
    ],
)
def test_own_promise_after_a_day_of_the_month(text: str, todos: list[tuple[str, str]]) -> None:
    """"the 8th i'll sign the lease": the promise, due that day (the second of two was lost)."""
    assert read_madrid.todos(read_madrid(text)) == todos


@pytest.mark.parametrize("text", ["the 5th i'll be in Paris", "the 3rd time i'll say it"])
def test_day_then_no_todo(text: str) -> None:
    """Being somewhere, or "the 3rd time", is no to-do."""
    assert not any(isinstance(i, NewCommitment) for i in read_madrid(text))


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("pool's clean", "cleaned pool"),
        ("the spare room is tidy now", "tidied spare room"),
        ("the kitchen's spotless", "cleaned kitchen"),
    ],
)
def test_chore_done_said_as_its_result(text: str, done: str) -> None:
    """"pool's clean" reports the cleaning done, as "pool cleaned" does."""
    assert [i.action for i in read(text) if isinstance(i, CompleteCommitment)] == [done]


@pytest.mark.parametrize(
    "text", ["the kids are clean", "my record's clean", "the test is clean", "the beach is so clean"]
)
def test_clean_said_of_no_chore(text: str) -> None:
    """Clean children, a clean record or test, a beach "so clean": nothing done."""
    assert read(text) == []


def test_done_and_moved_across_a_semicolon() -> None:
    """The corpus sentence: the pool done, the deck oiling moved; the move's action never spans the ";"."""
    found = read("pool's clean; deck oiling now tmrw 3pm")
    assert [i.action for i in found if isinstance(i, CompleteCommitment)] == ["cleaned pool"]
    assert [i.action for i in found if isinstance(i, MoveCommitment)] == ["deck oiling"]


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("dropped the laundry", ["dropped the laundry"]),
        ("dropped the parcel this morning", ["dropped the parcel"]),
        (
            "dropped the laundry, picked up the keys, but the lift is stuck again",
            ["dropped the laundry", "picked up the keys"],
        ),
    ],
)
def test_dropped_an_errand_thing_is_dropped_off(text: str, done: list[str]) -> None:
    """"dropped the laundry" is the laundry dropped off, done (it was asked about beside the rest)."""
    found = read(text)
    assert [i.action for i in found if isinstance(i, CompleteCommitment)] == done
    assert not any(isinstance(i, Unclear) for i in found)


@pytest.mark.parametrize("text", ["dropped the ball", "dropped the class"])
def test_dropped_as_given_up_is_no_errand_done(text: str) -> None:
    """"dropped the ball", "dropped the class": given up, never an errand done."""
    assert not any(isinstance(i, CompleteCommitment) for i in read(text))


LONDON = ZoneInfo("Europe/London")
read_london = Reading(datetime(2028, 9, 19, 10, 0, tzinfo=LONDON), LONDON, fmt="%a %d")  # a Tuesday


@pytest.mark.parametrize(
    ("text", "owned"),
    [
        (
            "the plumber fixed the tap and will come back for the boiler on tues",
            [("come back for the boiler", "plumber", "Tue 26")],
        ),
        (
            "Ali fixed the tap and will come back for the boiler on tues",
            [("come back for the boiler", "Ali", "Tue 26")],
        ),
        ("Sam sent the deck and will send the notes by fri", [("send the notes", "Sam", "Fri 22")]),
        ("Tariq asked me for the invoice and will send it monday", [("send it", "Tariq", "Mon 25")]),
        ("I fixed the tap and will paint the door on tues", [("paint the door", "me", "Tue 26")]),
        ("fixed the tap and will paint the door on tues", [("paint the door", "me", "Tue 26")]),
    ],
)
def test_deed_and_promise_share_their_subject(text: str, owned: list[tuple[str, str, str]]) -> None:
    """"X did A and will do B": B is X's promise, never part of a thing done ("fix tap and will come back …")."""
    found = read_london(text)
    assert read_london.owned(found) == owned
    assert not any(isinstance(i, CompleteCommitment) and " will " in i.action for i in found)


SYDNEY = ZoneInfo("Australia/Sydney")
read_sydney = Reading(datetime(2029, 3, 28, 10, 0, tzinfo=SYDNEY), SYDNEY, fmt="%a %d")  # a Wednesday


@pytest.mark.parametrize(
    ("text", "action"),
    [
        (
            "school camp forms due monday and Noah's swim carnival is wed, need to get him goggles b4 then",
            "get Noah goggles",
        ),
        ("Tom's bday is fri, need to buy him flowers", "buy Tom flowers"),
    ],
)
def test_him_before_a_thing_is_named(text: str, action: str) -> None:
    """"get him goggles": "him" is whom the thing goes to, put as the name the message gave."""
    assert action in [i.action for i in read_sydney(text) if isinstance(i, NewCommitment)]


def test_him_before_a_particle_is_left() -> None:
    """"call him back" keeps its pronoun: no thing goes to him."""
    found = read_sydney("Tom's off sick, need to call him back tmrw")
    assert [(i.action, i.counterparty) for i in found if isinstance(i, NewCommitment)] == [("call him back", "Tom")]


def test_his_thing_in_his_own_promise_names_no_counterparty() -> None:
    """In someone's own promise, "his" thing is his: no one else becomes the counterparty."""
    found = read_london("Kenji's moved to Osaka and he'll send me his new address friday")
    assert [(i.owner, i.counterparty) for i in found if isinstance(i, NewCommitment)] == [("Kenji", None)]


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("Wayan's driving for us now", "driver"),
        ("Ana is cleaning for me now", "cleaner"),
        ("Wayan's driving for us now, need to send him the route maps tonight + pay his deposit wed", "driver"),
    ],
)
def test_job_done_for_us_now_is_a_role(text: str, role: str) -> None:
    """"Wayan's driving for us now" is his role (it was dropped beside the to-dos about him)."""
    assert [i.value for i in read_london(text) if isinstance(i, StateClaim) and i.predicate == "role"] == [role]


@pytest.mark.parametrize("text", ["Wayan's driving to Ubud now", "Mum's cooking for us now"])
def test_doing_now_is_no_role(text: str) -> None:
    """Driving somewhere now, or mum cooking tonight's dinner, is no one's job."""
    assert not any(isinstance(i, StateClaim) for i in read_london(text))
