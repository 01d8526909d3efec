"""Session 41's lead: readings found by playing conversations typed as busy people type."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, NewCommitment, StateClaim, Unclear
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2026, 12, 7, 8, 0, tzinfo=LONDON), LONDON)  # a Monday morning


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("car insurance renews on the 28th - shop around before then", ("shop around", "Sun 27 00:00")),
        ("shop around for car insurance by the 28th", ("shop around for car insurance", "Mon 28 00:00")),
        ("shop for the party sat", ("shop for the party", "Sat 12 00:00")),
    ],
)
def test_shopping_is_an_errand(text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]


@pytest.mark.parametrize(
    "text",
    ["shop closed on the 24th", "post office opens at 9 tmrw", "file opens at 9 tmrw", "post arrives at 9 tmrw"],
)
def test_a_verb_that_names_what_opens_or_arrives_is_no_errand(text: str) -> None:
    """The place or thing is the subject of the sentence: at most asked about, never kept as done by the user
    (session 51: a place's closure on a day is kept as its status, as with its "is")."""
    found = read(text)
    assert not any(isinstance(i, NewCommitment) for i in found), found
    assert all(isinstance(i, Unclear) or (isinstance(i, StateClaim) and i.predicate == "status") for i in found), found


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("mrs patel rang, told her id pop round tmrw", ("visit mrs patel", "mrs patel")),
        ("Mrs Patel rang, told her id pop round tmrw", ("visit Mrs Patel", "Mrs Patel")),
        ("Kofi rang, told him I'd call him back fri", ("call Kofi back", "Kofi")),
        ("dr okafor called, need to send him the scans fri", ("send dr okafor the scans", "dr okafor")),
    ],
)
def test_the_caller_is_whom_the_promise_after_is_to(text: str, todo: tuple[str, str]) -> None:
    found = [(i.action, i.counterparty) for i in read(text) if isinstance(i, NewCommitment)]
    assert found == [todo]


def test_a_pronoun_of_someone_else_is_left() -> None:
    """"told him I'd call her back": "her" is not the "him" the promise was made to."""
    found = [i.action for i in read("Kofi rang, told him I'd call her back fri") if isinstance(i, NewCommitment)]
    assert found == ["call her back"]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("lunch w/ Priya wed? need to confirm", ("confirm for the lunch with Priya", "Wed 09 00:00")),
        ("drinks thurs? gotta check w/ Sam", ("check with Sam for the drinks", "Thu 10 00:00")),
        ("dentist fri 10am?? must confirm", ("confirm for the dentist", "Fri 11 10:00")),
    ],
)
def test_a_plan_in_doubt_then_what_settles_it(text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]


def test_a_real_question_before_a_check_stays_a_question() -> None:
    found = read("what's on wed? need to check")
    assert type(found[0]).__name__ == "Question"


@pytest.mark.parametrize(
    ("text", "thing", "since"),
    [
        ("im taking over payroll from Mei next month", "payroll", "2027-01-01"),
        ("I'm taking over the Lagos account", "Lagos account", None),
        ("I am taking over the night shift team from jan", "night shift team", "2027-01-01"),
    ],
)
def test_a_post_the_user_is_taking_over(text: str, thing: str, since: str | None) -> None:
    [fact] = read(text)
    assert isinstance(fact, StateClaim)
    assert (fact.subject, fact.predicate, fact.value) == (thing, "owner", "me")
    assert (fact.effective.start.date().isoformat() if fact.effective else None) == since


def test_taking_something_over_somewhere_is_no_post() -> None:
    assert not any(isinstance(i, StateClaim) for i in read("I'm taking over some food to Gran's"))


@pytest.mark.parametrize(
    "text",
    [
        "Wanjiru paid 2000, rest next week",
        "wanjiru sent 2000, rest next week she says",
        "Kamau paid 5k, the balance on friday",
    ],
)
def test_the_rest_of_a_part_payment_is_no_todo_of_the_users(text: str) -> None:
    """What is still owed is theirs: recap marks nothing done and says so, never "track 'rest'?"."""
    [asked] = read(text)
    assert isinstance(asked, Unclear) and asked.proposal is None and "part" in asked.question


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("how much does Wanjiru still owe", "Wanjiru"),
        ("does wanjiru still owe me", "wanjiru"),
        ("what's left on wanjiru", "wanjiru"),
        ("how much is Kamau owing", "Kamau"),
    ],
)
def test_what_someone_still_owes_is_asked_of_their_open_debts(text: str, who: str) -> None:
    [asked] = read.asked(text)
    assert (asked.kind, asked.subject) == ("theirs", who)


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("dr hassan wants bloodwork done by the 18th", ("get bloodwork done", "Fri 18 00:00")),
        ("HR needs the contract sent by the 10th", ("get the contract sent", "Thu 10 00:00")),
        ("the landlord wants the rent paid by the 1st", ("get the rent paid", "Fri 01 00:00")),
        ("I want the garage cleared by sat", ("get the garage cleared", "Sat 12 00:00")),
    ],
)
def test_a_job_wanted_done_by_a_day(text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]


@pytest.mark.parametrize("text", ["Tom wants it done by fri", "jo wants me there by 5", "i want pizza by 7"])
def test_no_job_wanted_done(text: str) -> None:
    assert read.todos(read(text)) == []


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("Jomar will send the survey results tmrw daw", ("send the survey results", "Tue 08 00:00")),
        ("pay the rent on friday po", ("pay the rent", "Fri 11 00:00")),
        ("call Raj tmrw yaar", ("call Raj", "Tue 08 00:00")),
        ("just submit the form tmrw lang", ("submit the form", "Tue 08 00:00")),
    ],
)
def test_a_closing_particle_or_a_softening_just_is_tone(text: str, todo: tuple[str, str]) -> None:
    assert [(i.action, read.when(i)) for i in read(text) if isinstance(i, NewCommitment)] == [todo]


def test_just_before_a_past_verb_is_a_done_report() -> None:
    assert type(read("just sent the form")[0]).__name__ == "CompleteCommitment"


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("kuya Ben's bday is on the 19th, buy gift", "buy a gift for kuya Ben"),
        ("Ben's bday is on the 19th, order cake", "order a cake for Ben"),
    ],
)
def test_a_gift_with_its_article_dropped_beside_their_day(text: str, todo: str) -> None:
    assert read.todos(read(text)) == [(todo, "Sat 19 00:00")]


@pytest.mark.parametrize(
    ("text", "first"),
    [
        (
            "quick list for today: review Maya's PR, 1:1 w/ Dev at 2, send the roadmap by EOD",
            ("review Maya's PR", "Mon 07 00:00"),
        ),
        ("house jobs sat: clean gutters, fix the gate", ("clean gutters", "Sat 12 00:00")),
    ],
)
def test_a_named_list_with_its_day(text: str, first: tuple[str, str]) -> None:
    assert read.todos(read(text))[0] == first


@pytest.mark.parametrize(
    ("text", "who", "day"),
    [
        ("Davo joined us on the 3rd", "Davo", "3 December 2026"),
        ("Davo started with us on the 3rd", "Davo", "3 December 2026"),
        ("Ama's joining the team on the 14th", "Ama", "14 December 2026"),
    ],
)
def test_joining_the_users_own_team_is_a_start_date(text: str, who: str, day: str) -> None:
    [fact] = read(text)
    assert isinstance(fact, StateClaim) and (fact.subject, fact.predicate, fact.value) == (who, "start date", day)


def test_frm_is_from() -> None:
    text = "gotta order 20 lengths of colorbond frm Bunnings b4 thurs"
    assert read.todos(read(text)) == [("order 20 lengths of colorbond from Bunnings", "Wed 09 00:00")]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("Aoife needs new school shoes by monday", "get new school shoes for Aoife"),
        ("Aoife needs a white shirt by thurs", "get a white shirt for Aoife"),
    ],
)
def test_a_thing_someone_needs_by_a_day_is_offered_to_track(text: str, todo: str) -> None:
    [asked] = read(text)
    assert isinstance(asked, Unclear) and asked.proposal is not None and asked.proposal.action == todo


def test_a_favour_someone_needs_is_news() -> None:
    assert read("Tom needs a lift by 6") == []


def test_someones_day_after_also_is_news_of_its_own() -> None:
    found = read("gotta call the broker tmrw and chase the plumber re the leak, also mums birthday fri dont forget")
    assert read.todos(found) == [("call the broker", "Tue 08 00:00"), ("chase the plumber re the leak", None)]
    assert [(i.subject, i.predicate) for i in found if isinstance(i, StateClaim)] == [("mum", "birthday")]


@pytest.mark.parametrize(
    ("text", "kind", "action"),
    [
        ("study group cancelled :(", "CancelCommitment", "study group"),
        ("yay rent paid :)", "CompleteCommitment", "rent"),
        ("dentist moved to fri :/", "MoveCommitment", "dentist"),
        ("emailed prof chen <3", "CompleteCommitment", "emailed prof chen"),
    ],
)
def test_a_typed_face_is_a_mood(text: str, kind: str, action: str) -> None:
    [found] = read(text)
    assert (type(found).__name__, getattr(found, "action", None)) == (kind, action)


def test_a_clock_is_no_face() -> None:
    assert read.todos(read("call Jo at 8:30 tmrw :D")) == [("call Jo", "Tue 08 08:30")]


@pytest.mark.parametrize(
    ("text", "who", "drug", "dose"),
    [
        ("dad's on 5mg amlodipine now, was 10", "dad", "amlodipine dose", "5mg"),
        ("dads on 5mg amlodipine now", "dad", "amlodipine dose", "5mg"),
        ("mum is on 10mg sertraline", "mum", "sertraline dose", "10mg"),
        ("I'm on 50mg sertraline", "me", "sertraline dose", "50mg"),
        ("dad takes 5 mg of amlodipine daily", "dad", "amlodipine dose", "5mg"),
    ],
)
def test_a_dose_someone_is_on(text: str, who: str, drug: str, dose: str) -> None:
    [fact] = read(text)
    assert isinstance(fact, StateClaim) and (fact.subject, fact.predicate, fact.value) == (who, drug, dose)


def test_time_off_is_no_dose() -> None:
    assert not any(isinstance(i, StateClaim) and "dose" in i.predicate for i in read("Jo's on 2 weeks leave"))


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("dad's GP appt is wed 10:40, i'll take him", ("take dad to the GP appt", "Wed 09 10:40")),
        ("Mia's dentist thurs 4pm - I'll drive her", ("drive Mia to the dentist", "Thu 10 16:00")),
    ],
)
def test_taking_someone_to_their_appointment(text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]


def test_a_new_carer_named_starts_on_a_day() -> None:
    [fact] = read("dad's new carer Grace starts on the 14th")
    assert isinstance(fact, StateClaim) and (fact.subject, fact.predicate) == ("Grace", "start date")


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("remind me what jo's new number is", ("jo", "phone")),
        ("remind me where Lee lives now", ("Lee", "location")),
        ("remind me who Ana reports to", ("Ana", "manager")),
        ("tell me who runs sales now", ("sales", "owner")),
    ],
)
def test_a_question_asked_through_remind_me(text: str, asked: tuple[str, str]) -> None:
    [question] = read.asked(text)
    assert (question.kind, question.subject, question.predicate) == ("fact", *asked)


def test_a_title_of_respect_after_a_name() -> None:
    [fact] = read("Ramesh sir is joining as our new CA from jan")
    assert isinstance(fact, StateClaim) and (fact.subject, fact.predicate, fact.value) == ("Ramesh", "role", "CA")


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("mrs patel says her hot water's off again", "hot water"),
        ("Jo's hot water's off", "hot water"),
        ("Kofi says his laptop won't turn on", "Kofi's laptop"),
    ],
)
def test_someones_supply_or_device_down_is_an_issue(text: str, topic: str) -> None:
    assert read.opened(text) == [topic]


def test_someones_plan_off_is_still_called_off() -> None:
    assert type(read("Jo's party is off")[0]).__name__ == "CancelCommitment"


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("mi a go wash di car fi Miss Ivy tmrw", ("wash the car for Miss Ivy", "me")),
        ("mi haffi pay di light bill by fri", ("pay the light bill", "me")),
        ("Marcia a go sen di money tomorrow", ("send the money", "Marcia")),
    ],
)
def test_caribbean_creole_is_read_as_its_english(text: str, todo: tuple[str, str]) -> None:
    assert [(i.action, i.owner) for i in read(text) if isinstance(i, NewCommitment)] == [todo]


def test_a_creole_trouble_going_on() -> None:
    assert read.opened("di pipe in di bathroom a leak again") == ["pipe"]
    assert read.opened("di lights dem keep going off and on inna di whole building") == ["lights"]


def test_spanish_mi_stays_as_typed() -> None:
    assert read("Feliz cumpleaños a mi hermana hoy 🎂") == []


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("rego's due on the 19th, renew it tmrw", ("renew the rego", "Tue 08 00:00")),
        ("rego due the 19th, renew it tmrw", ("renew the rego", "Tue 08 00:00")),
        ("rent due the 1st, pay it", ("pay the rent", "Fri 01 00:00")),
    ],
)
def test_a_thing_due_then_done_on_a_day_of_its_own(text: str, todo: tuple[str, str]) -> None:
    [move] = read(text)
    assert isinstance(move, MoveCommitment) and isinstance(move.otherwise, NewCommitment)
    assert (move.otherwise.action, read.when(move.otherwise)) == todo


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Mrs Obi asked me to water her plants sat", "water Mrs Obi's plants"),
        ("Mr Lee asked me to fix his fence fri", "fix Mr Lee's fence"),
        ("Mr Lee asked me to fix her fence fri", "fix her fence"),  # not his: someone else's
    ],
)
def test_a_titled_persons_own_thing(text: str, action: str) -> None:
    assert [i.action for i in read(text) if isinstance(i, NewCommitment)] == [action]


@pytest.mark.parametrize(
    ("text", "number"),
    [("Mariela's mobile is 280 455 1923", "280 455 1923"), ("Jo's phone is 917 555 2024", "917 555 2024")],
)
def test_the_last_group_of_a_phone_number_is_no_year(text: str, number: str) -> None:
    [fact] = read(text)
    assert isinstance(fact, StateClaim) and fact.value == number and fact.effective is None


def test_a_year_after_from_is_still_a_year() -> None:
    [fact] = read("rent is 1200 from 2032")
    assert isinstance(fact, StateClaim) and fact.effective is not None


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("meet Jaskaran at Tim's at 7am tmrw", "meet Jaskaran at Tim's"),
        ("dinner at Jo's at 7pm fri", "dinner at Jo's"),
    ],
)
def test_whose_place_before_a_time_is_no_statement_of_when(text: str, action: str) -> None:
    """ "at Tim's at 7am": Tim's place, never "Tim is at 7am"."""
    found = read(text)
    todos = [i.otherwise if isinstance(i, MoveCommitment) else i for i in found]
    assert [t.action for t in todos if isinstance(t, NewCommitment)] == [action]


@pytest.mark.parametrize(
    ("text", "who"),
    [("vet called, 4:45 instead", "vet"), ("garage called, thursday instead", "garage")],
)
def test_who_got_in_touch_then_a_new_time_moves_their_visit(text: str, who: str) -> None:
    [move] = read(text)
    assert isinstance(move, MoveCommitment) and move.action == who
