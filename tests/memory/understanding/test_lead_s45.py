"""Session 45's lead: readings found by playing conversations typed as busy people type."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, NewCommitment, OpenEpisode, StateClaim, Unclear
from tests.memory.understanding.reading import Reading

JOBURG = ZoneInfo("Africa/Johannesburg")
read = Reading(datetime(2026, 12, 7, 7, 40, tzinfo=JOBURG), JOBURG)  # a Monday morning


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # the copula dropped, as chat drops it
        ("fridge alarm going off again in the dispensary", "dispensary fridge alarm"),
        ("the fridge alarm going off again", "fridge alarm"),
        ("smoke alarm beeping", "smoke alarm"),
        ("the oil light flashing again", "oil light"),
        ("the freezer alarm is going off", "freezer alarm"),  # with it, as before
    ],
)
def test_an_alarm_going_off_opens_an_issue(text: str, topic: str) -> None:
    assert [i.topic for i in read(text) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize(
    "text",
    [
        "my alarm going off",  # an alarm clock: no thing named to look into
        "the alarm going off at 6 is brutal",
        "car alarm going off all night lol",
        "the light is on in the hallway",
    ],
)
def test_an_alarm_clock_or_a_lamp_opens_nothing(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    "text", ["kids out, house quiet finally", "everyone out", "the guests are all out", "everyone's out"]
)
def test_people_gone_out_finish_nothing(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, CompleteCommitment)]


@pytest.mark.parametrize(("text", "action"), [("invoices out", "invoices"), ("newsletter out", "newsletter")])
def test_a_thing_out_is_still_sent(text: str, action: str) -> None:
    assert [i.action for i in read(text) if isinstance(i, CompleteCommitment)] == [action]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("dj cancelled on us ugh. need to find a new one asap", "find a new dj"),
        ("the kettle broke, gotta buy a new one", "buy a new kettle"),
        ("photographer bailed, need to find another one", "find another photographer"),
        ("my phone charger is dead so need to get another one", "get another phone charger"),
        # near misses: a person by name, or nothing named before
        ("Sam quit, need to hire a new one", "hire a new one"),
        ("need to find a new one", "find a new one"),
    ],
)
def test_a_new_one_is_of_the_kind_the_clause_before_named(text: str, action: str) -> None:
    assert [todo for todo, _ in read.todos(read(text))] == [action]


@pytest.mark.parametrize(
    ("text", "value", "old"),
    [
        ("Jake's soccer practice is now tuesdays at 5 instead of mondays", "tuesdays at 5", "mondays"),
        ("Maria's office is on level 4 instead of level 3", "level 4", "level 3"),
        ("Maria's office is on level 4 now rather than 3", "level 4", "3"),
        ("Tomas is in Madrid now, not Lisbon", "Madrid", "Lisbon"),  # as before
    ],
)
def test_what_a_value_replaces_is_never_part_of_it(text: str, value: str, old: str) -> None:
    [claim] = [i for i in read(text) if isinstance(i, StateClaim)]
    assert (claim.value, claim.old_value, claim.explicit_now) == (value, old, True)


def test_a_liking_over_another_is_no_change() -> None:
    [claim] = [i for i in read("I prefer tea rather than coffee") if isinstance(i, StateClaim)]
    assert (claim.value, claim.old_value) == ("tea", None)


@pytest.mark.parametrize(
    ("text", "todo", "whom"),
    [
        ("owe my cousin Remy $150 for the tile saw", "pay Remy $150 for the tile saw", "Remy"),
        ("promised my neighbour Tom the ladder back by sat", "send Tom the ladder back", "Tom"),
        ("i owe my sister 50 quid", "pay my sister 50 quid", None),  # no name: kin only
        ("owe the Patels their album", "send Patels their album", "Patels"),  # as before
    ],
)
def test_whom_a_debt_is_owed_named_after_their_kin_or_role(text: str, todo: str, whom: str | None) -> None:
    [intent] = read(text)
    assert (intent.action, intent.counterparty) == (todo, whom)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("yo remind me to submit the timesheet by 5 today", "submit the timesheet"),
        ("oi gotta pay rent fri", "pay rent"),
        ("sup need to call the vet tmrw", "call the vet"),
        ("bro remind me to call the bank tmrw", "call the bank"),
    ],
)
def test_a_greeting_before_an_obligation_is_no_part_of_it(text: str, action: str) -> None:
    assert [todo for todo, _ in read.todos(read(text))] == [action]


def test_a_mate_who_needs_to_do_a_thing_is_still_whoever_does_it() -> None:
    [todo] = [i for i in read("mate needs to call me back tmrw") if isinstance(i, NewCommitment)]
    assert todo.owner == "mate"


def test_a_greeting_before_a_fault_is_no_part_of_the_thing() -> None:
    assert [i.topic for i in read("yo the wifi is down") if isinstance(i, OpenEpisode)] == ["wifi"]


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("call Jo back in a couple of hours", "Mon 07 09:40"),  # two of them, as "a couple of days" is two
        ("call Jo back in a couple hrs", "Mon 07 09:40"),
        ("call Jo in a couple of mins", "Mon 07 07:42"),
    ],
)
def test_a_couple_of_hours_is_two(text: str, due: str) -> None:
    assert [when for _, when in read.todos(read(text))] == [due]


def test_within_the_next_fortnight_is_by_its_last_day() -> None:
    [todo] = read("renew passport within the next fortnight")
    assert isinstance(todo, NewCommitment) and todo.action == "renew passport"
    assert todo.due is not None and todo.due.end.astimezone(JOBURG).date().isoformat() == "2026-12-22"


@pytest.mark.parametrize("text", ["call Jo back in a few hours", "call Jo back in a couple of weeks"])
def test_a_few_hours_and_a_couple_of_weeks_stay_vague(text: str) -> None:
    assert read.todos(read(text)) == []


@pytest.mark.parametrize(
    "text",
    ["book the boiler service sometime in jan", "visit Mama at some point in jun", "visit Mama sometime in january"],
)
def test_sometime_in_a_month_asks_and_keeps_no_sometime(text: str) -> None:
    [unclear] = read(text)
    assert isinstance(unclear, Unclear) and "names a whole month" in unclear.question
    assert "sometime" not in (unclear.proposal.action if unclear.proposal else "")


@pytest.mark.parametrize(
    ("text", "kind", "subject"),
    [
        ("when's fiona's wedding", "when_due", "fiona's wedding"),
        ("when is Fiona's wedding", "when_due", "Fiona's wedding"),
        ("when is fiona's birthday", "fact", "fiona"),  # a day of hers kept as a fact
    ],
)
def test_when_is_someones_occasion_typed_in_lower_case(text: str, kind: str, subject: str) -> None:
    [question] = read(text)
    assert (question.kind, question.subject) == (kind, subject)


def test_scots_aboot_is_about() -> None:
    assert read.todos(read("need tae phone the council aboot the bins thursday")) == [
        ("phone the council about the bins", "Thu 10 00:00")
    ]


@pytest.mark.parametrize(
    "text",
    ["VAT return's in the bag", "VAT return put to bed", "the VAT return is a wrap", "VAT return, check"],
)
def test_done_said_in_an_idiom(text: str) -> None:
    assert [i.action for i in read(text) if isinstance(i, CompleteCommitment)] == ["VAT return"]


@pytest.mark.parametrize("text", ["it's in the bag", "groceries in the bag", "that's a wrap for today"])
def test_an_idiom_of_no_thing_finishes_nothing(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, CompleteCommitment)]


WARSAW = ZoneInfo("Europe/Warsaw")
read_pl = Reading(datetime(2026, 12, 7, 9, 0, tzinfo=WARSAW), WARSAW)  # a Monday morning


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        # English as a second language: the 24-hour clock said in hours, "remember me to", the pronoun again
        ("tomorrow i have appointment with doctor at 10 hours", ("appointment with doctor", "Tue 08 10:00")),
        ("dentist tmrw at 15 h 30", ("dentist", "Tue 08 15:30")),
        ("please remember me to pay the electricity on the 15th", ("pay the electricity", "Tue 15 00:00")),
        ("my boss he wants the report by friday", ("send my boss the report", "Fri 11 00:00")),
    ],
)
def test_english_as_a_second_language(text: str, todo: tuple[str, str]) -> None:
    assert read_pl.todos(read_pl(text)) == [todo]


def test_hours_as_a_length_are_no_clock() -> None:
    assert read_pl.todos(read_pl("call mum in 10 hours")) == [("call mum", "Mon 07 19:00")]


@pytest.mark.parametrize(
    "text", ["the drive takes 10 hours", "at 10 hours a day its too much", "Remember me to your mother"]
)
def test_a_length_a_rate_and_regards_keep_nothing(text: str) -> None:
    assert read_pl(text) == []


def test_a_subject_said_again_by_its_pronoun() -> None:
    [claim] = read_pl("my brother Pavel he is now living in Krakow")
    assert isinstance(claim, StateClaim) and (claim.subject, claim.value) == ("Pavel", "Krakow")
    assert read_pl("told Pavel he is late") == []


@pytest.mark.parametrize(
    ("text", "kind", "subject"),
    [
        ("what i must do this week", "due_week", None),
        ("where is living Pavel", "fact", "Pavel"),
        ("where is Pavel living", "fact", "Pavel"),
    ],
)
def test_questions_in_the_order_of_other_languages(text: str, kind: str, subject: str | None) -> None:
    [question] = read_pl(text)
    assert (question.kind, question.subject) == (kind, subject)


LONDON = ZoneInfo("Europe/London")
read_uk = Reading(datetime(2026, 12, 7, 19, 0, tzinfo=LONDON), LONDON)  # a Monday evening


def test_a_request_after_a_run_of_steps_is_its_own() -> None:
    said = (
        "ok so tomorrow I need to drop the kids at school then go to the bank and after that call the insurance "
        "company about the claim and also remind me that Steve's birthday is on Saturday"
    )
    assert read_uk.todos(read_uk(said)) == [
        ("drop the kids at school", "Tue 08 00:00"),
        ("go to the bank", "Tue 08 00:00"),
        ("call the insurance company about the claim", "Tue 08 00:00"),
        ("Steve's birthday", "Sat 12 00:00"),
    ]


NEW_YORK = ZoneInfo("America/New_York")
read_ny = Reading(datetime(2026, 12, 7, 9, 0, tzinfo=NEW_YORK), NEW_YORK)  # a Monday morning


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        ("tmrw: gym, laundry", [("gym", "Tue 08 00:00"), ("laundry", "Tue 08 00:00")]),
        (
            "sat: groceries, car wash, haircut",
            [("groceries", "Sat 12 00:00"), ("car wash", "Sat 12 00:00"), ("haircut", "Sat 12 00:00")],
        ),
    ],
)
def test_short_things_under_a_days_heading_are_each_a_to_do(text: str, todos: list[tuple[str, str]]) -> None:
    assert read_ny.todos(read_ny(text)) == todos


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        # the deadline's "by" dropped before a weekday
        ("boss wants the deck friday morning", ("send the boss the deck", "Fri 11 05:00")),
        ("the client wants the deck fri", ("send the client the deck", "Fri 11 00:00")),
        ("HR needs my bank details wed", ("send HR my bank details", "Wed 09 00:00")),
        # a meeting wanted is one to have, never one sent
        ("the client wants a meeting friday", ("meet the client", "Fri 11 00:00")),
        ("the client wants the meeting notes by fri", ("send the client the meeting notes", "Fri 11 00:00")),
    ],
)
def test_what_someone_wants_on_a_weekday(text: str, todo: tuple[str, str]) -> None:
    assert read_ny.todos(read_ny(text)) == [todo]


@pytest.mark.parametrize("text", ["Tom needs a lift friday", "the kids want pizza friday"])
def test_a_favour_or_a_wish_on_a_weekday_is_news(text: str) -> None:
    assert read_ny.todos(read_ny(text)) == []


SYDNEY = ZoneInfo("Australia/Sydney")
read_au = Reading(datetime(2026, 12, 7, 9, 0, tzinfo=SYDNEY), SYDNEY)


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # a battery that empties fast, a sink that empties slowly
        ("laptop battery drains super fast", "laptop battery"),
        ("the kitchen sink drains really slowly", "kitchen sink"),
    ],
)
def test_a_fault_shown_by_how_it_drains(text: str, topic: str) -> None:
    assert [i.topic for i in read_au(text) if isinstance(i, OpenEpisode)] == [topic]


def test_what_drains_on_a_day_is_no_fault() -> None:
    assert read_au("the pool drains on sundays") == []


CHICAGO = ZoneInfo("America/Chicago")
read_us = Reading(datetime(2026, 12, 7, 9, 0, tzinfo=CHICAGO), CHICAGO)


@pytest.mark.parametrize(
    ("text", "offered"),
    [
        ("Leo needs his flu shot by friday", "take Leo for his flu shot"),
        ("the vet said Biscuit needs his booster in 2 weeks", "take Biscuit for his booster"),
    ],
)
def test_care_someone_needs_is_offered_as_taking_them_never_sending_it(text: str, offered: str) -> None:
    [asked] = read_us(text)
    assert isinstance(asked, Unclear) and asked.proposal is not None and asked.proposal.action == offered


def test_a_thing_of_theirs_needed_back_is_still_sent() -> None:
    assert read_us.todos(read_us("Kofi needs his passport back by friday")) == [
        ("send the passport back", "Fri 11 00:00")
    ]


def test_a_thing_needed_in_two_days() -> None:
    assert read_us.todos(read_us("Jess needs the slides in 2 days")) == [("send Jess the slides", "Wed 09 00:00")]


def test_how_it_went_after_a_thing_done_finishes_nothing_more() -> None:
    assert [i.action for i in read_uk("car insurance renewed, cheaper too") if isinstance(i, CompleteCommitment)] == [
        "car insurance"
    ]
    assert [i.action for i in read_uk("paid the rent, gas too") if isinstance(i, CompleteCommitment)] == [
        "paid the rent",
        "gas",
    ]


@pytest.mark.parametrize(
    "text", ["reports done for 9B, still need 9A", "care plans done for floor 1, still need floor 2"]
)
def test_one_unit_of_a_job_done_with_another_still_needed_finishes_nothing(text: str) -> None:
    assert not [i for i in read_uk(text) if isinstance(i, CompleteCommitment)]


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("bought the paint, still need brushes", "bought the paint"),
        ("sent the invoice, still need a coffee", "sent the invoice"),
    ],
)
def test_a_thing_done_beside_another_need_is_still_done(text: str, done: str) -> None:
    assert [i.action for i in read_uk(text) if isinstance(i, CompleteCommitment)] == [done]


@pytest.mark.parametrize(
    ("text", "todo"),
    [("the meeting is thurs 2-3", ("meeting", "Thu 10 14:00")), ("the party is sat 7-11", ("party", "Sat 12 19:00"))],
)
def test_hours_after_a_day_said_with_is_are_the_days(text: str, todo: tuple[str, str]) -> None:
    assert read_uk.todos(read_uk(text)) == [todo]


def test_hours_after_is_alone_stay_a_count() -> None:
    assert read_uk.todos(read_uk("the score was 4-7 sat")) == []


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("when's parents evening", "parents evening"),
        ("when is band practice", "band practice"),
        ("when's standup", "standup"),
    ],
)
def test_when_is_an_occasion_named_bare(text: str, thing: str) -> None:
    [question] = read_uk(text)
    assert (question.kind, question.subject) == ("when_due", thing)


@pytest.mark.parametrize("text", ["when's good for you", "when is it", "when is best"])
def test_when_is_good_asks_no_due(text: str) -> None:
    assert [q.kind for q in read_uk(text)] != ["when_due"]


@pytest.mark.parametrize(
    ("text", "owner"),
    [
        ("my boss will send the rota fri", "boss"),
        ("my brother promised to fix my bike sat", "my brother"),  # as before
        ("my mum said she'll bring the cake sat", "my mum"),  # as before
    ],
)
def test_whose_promise_someone_close_makes(text: str, owner: str) -> None:
    [todo] = read_us(text)
    assert isinstance(todo, NewCommitment) and todo.owner == owner


@pytest.mark.parametrize("text", ["my mum is coming sat", "my friend is amazing"])
def test_someone_close_visiting_or_praised_is_no_promise_of_theirs(text: str) -> None:
    assert read_us(text) == []


def test_a_joke_list_under_a_day_is_no_plan() -> None:
    assert read_ny.todos(read_ny("my to do list today: nap, eat, nap")) == []


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("what do i still need to order", "order"),
        ("what's left to order", "order"),
        ("anything left to buy", "buy"),
        ("anything else to book", "book"),
    ],
)
def test_what_is_left_of_one_job(text: str, job: str) -> None:
    [question] = read_us(text)
    assert (question.kind, question.subject) == ("open", job)


@pytest.mark.parametrize("text", ["what's left to do", "what do i need to do", "anything to add"])
def test_what_is_left_of_any_job_is_no_one_job(text: str) -> None:
    assert all(q.kind != "open" or q.subject is None for q in read_us(text))


def test_her_after_a_kin_named_is_the_one_named() -> None:
    said = read_uk("Mr Jones's daughter is Karen, her number is 07911 123456")
    assert [(c.subject, c.predicate, c.value) for c in said if isinstance(c, StateClaim)] == [
        ("Mr Jones", "daughter", "Karen"),
        ("Karen", "phone", "07911 123456"),
    ]
    said = read_uk("Femi is our landlord's agent, her number is 07700 900123")
    assert [c.subject for c in said if isinstance(c, StateClaim)] == ["Femi", "Femi"]  # as before


def test_someones_fall_is_no_autumn() -> None:
    assert read_uk.todos(read_uk("remember to mention Mr Jones's fall")) == [("mention Mr Jones's fall", None)]
    assert read_uk("mum had a bad fall yesterday") == []


def test_a_meds_review_someone_needs_is_offered_as_taking_them() -> None:
    [asked] = read_uk("Mrs Patel in room 4 needs her meds review by friday")
    assert isinstance(asked, Unclear)
    assert read_uk.todos(read_uk("Jess needs the code review by friday")) == [
        ("send Jess the code review", "Fri 11 00:00")
    ]


AUCKLAND = ZoneInfo("Pacific/Auckland")
read_nz = Reading(datetime(2026, 12, 7, 7, 0, tzinfo=AUCKLAND), AUCKLAND)


@pytest.mark.parametrize("text", ["Hemi's off crook today", "Hemi is crook today"])
def test_crook_is_off_sick(text: str) -> None:
    [claim] = read_nz(text)
    assert isinstance(claim, StateClaim) and (claim.subject, claim.value) == ("Hemi", "off sick")


def test_a_tool_that_packed_a_sad_is_broken() -> None:
    assert [i.topic for i in read_nz("the skill saw packed a sad") if isinstance(i, OpenEpisode)] == ["skill saw"]
    assert read_nz("that's a crook deal") == []


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Atayev is in room 12", ("Atayev", "room", "12")),
        # where one lives is their location, the place whole
        ("Kwame lives in dorm 4", ("Kwame", "location", "dorm 4")),
        ("Ana is in flat 3B", ("Ana", "location", "flat 3B")),
    ],
)
def test_someone_in_a_numbered_room(text: str, fact: tuple[str, str, str]) -> None:
    [claim] = read_uk(text)
    assert isinstance(claim, StateClaim) and (claim.subject, claim.predicate, claim.value) == fact


@pytest.mark.parametrize("text", ["Ana is in a meeting", "Room 4 is in block B"])
def test_someone_in_a_meeting_or_a_room_in_a_block_is_no_room_of_theirs(text: str) -> None:
    assert read_uk(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "my brother owes me 3 coconuts from a bet years ago haha",
        "my cousin owes me like 3 favours at this point 😂",
        "my brother owes me a pylsa and he knows it",
    ],
)
def test_a_thing_owed_in_jest_by_someone_close_is_no_debt(text: str) -> None:
    assert read_us.todos(read_us(text)) == []
