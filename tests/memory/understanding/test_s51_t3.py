"""Session 51, helper t3: dates and facts read from blind49 (the rule behind each, with near-misses)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim
from memory.understanding._idle_plans import idle_said
from tests.memory.understanding.reading import Reading

MAN = ZoneInfo("Europe/Isle_of_Man")
read_man = Reading(datetime(2045, 9, 14, 10, 35, tzinfo=MAN), MAN)  # a Thursday morning
VADUZ = ZoneInfo("Europe/Vaduz")
read_vaduz = Reading(datetime(2044, 10, 29, 21, 50, tzinfo=VADUZ), VADUZ)  # a Saturday evening


def claims(found: list) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)]


def todos(found: list) -> list[NewCommitment]:
    return [i for i in found if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Breesha's email is breesha.k@manxstone.im", "breesha.k@manxstone.im"),
        ("Orry's email is im@quarry.im", "im@quarry.im"),
        ("Juan's email is u.corlett@ive.co.uk", "u.corlett@ive.co.uk"),
    ],
)
def test_an_address_keeps_its_letters(text: str, value: str) -> None:
    """A part of an address after "@" or a dot is no chat shorthand ("im" is no "I'm" there)."""
    assert [c[2] for c in claims(read_man(text))] == [value]


def test_shorthand_beside_an_address_still_reads() -> None:
    """"im" said as a word is still "I'm"."""
    assert todos(read_man("im going to email breesha@manxstone.im tmrw"))


@pytest.mark.parametrize(
    "text",
    [
        "Hasler's lads take the old lead weights away",
        "Marxer's crew strip the scaffold",
        "Kaiser's lot bring the new bells round",
        "Beck's men takes the old movement down",
    ],
)
def test_a_doer_then_a_deed_is_no_role(text: str) -> None:
    """Someone's people doing something to a thing: a clause, no title held by the owner."""
    assert not [c for c in claims(read_vaduz(text)) if c[1] == "role"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Hasler's the site lead", "site lead"),
        ("Ana's head of the yard", "head of the yard"),
        ("Kofi's now lead engineer", "lead engineer"),
    ],
)
def test_a_role_with_a_verb_like_word_is_still_a_role(text: str, value: str) -> None:
    assert [c[2] for c in claims(read_vaduz(text)) if c[1] == "role"] == [value]


@pytest.mark.parametrize(
    ("text", "action", "person"),
    [
        ("promised Pfarrer Frick I'd get the new chime schedule to him by tues",
         "get the new chime schedule to Pfarrer Frick", "Pfarrer Frick"),
        ("told Ms Ruiz I'd send the forms over to her tmrw", "send the forms over to Ms Ruiz", "Ms Ruiz"),
        ("i promised Dinh i'd take the drawings to him friday", "take the drawings to Dinh", "Dinh"),
    ],
)
def test_to_him_in_a_promise_to_someone_named_is_them(text: str, action: str, person: str) -> None:
    """The promise was made to them by name: the one the thing goes to is them."""
    assert [(t.action, t.counterparty) for t in todos(read_vaduz(text))] == [(action, person)]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("promised Raj I'd take the van to his garage", "take the van to his garage"),  # whose
        ("told Zara I'd take her to the pool tmrw", "take her to the pool"),
        ("Kai's our supplier, need to send the forms to him tmrw", "send the forms to him"),  # no promise
    ],
)
def test_a_pronoun_outside_a_named_promise_stays_as_said(text: str, action: str) -> None:
    assert [t.action for t in todos(read_vaduz(text))] == [action]


def _from_day(claim: StateClaim, zone: ZoneInfo) -> str | None:
    return claim.effective.start.astimezone(zone).date().isoformat() if claim.effective else None


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Illiam's been quarry manager since tynwald day", "2045-07-05"),
        ("Voirrey has been the parish clerk since the TT", "2045-06-02"),
        ("Orry's been foreman since the tt bank holiday", "2045-06-02"),
        ("Aalin's been head nurse since late summer bank holiday", "2045-08-28"),
        ("Juan's been the apprentice since the summer bank holiday", "2045-08-28"),
    ],
)
def test_a_holiday_of_the_users_calendar_dates_a_fact(text: str, day: str) -> None:
    """The Isle of Man's own days (Tynwald Day, the TT's bank holiday) and a bank holiday whose
    name holds a season: one day, no vague window."""
    [claim] = [i for i in read_man(text) if isinstance(i, StateClaim)]
    assert _from_day(claim, MAN) == day


@pytest.mark.parametrize(
    "text", ["the TT was mental this year", "watching the TT tonight", "in late summer repaint the shed"]
)
def test_the_races_or_a_season_date_nothing(text: str) -> None:
    """"the TT" is a day only after a word of when; "late summer" alone stays a window."""
    assert not [i for i in read_man(text) if isinstance(i, (StateClaim, NewCommitment)) and i.__dict__.get("due")]


@pytest.mark.parametrize(
    "text",
    [
        "on the king's birthday ring dad out in camp",
        "the christmas holiday get the sheep photos printed for mum",
        "liberation day cook red rice for the potluck",
        "queen's birthday take the kids to the parade",
    ],
)
def test_a_day_each_country_keeps_its_own_way_is_asked_where_the_user_keeps_none(text: str) -> None:
    """Liechtenstein keeps no king's birthday, Liberation Day or Christmas Holiday: asked, never guessed."""
    found = read_vaduz(text)
    assert [type(i).__name__ for i in found] == ["Unclear"]


@pytest.mark.parametrize(
    ("zone", "text", "day"),
    [
        ("Atlantic/Stanley", "on the king's birthday ring dad", "2044-11-14"),
        ("Atlantic/Stanley", "the christmas holiday ring mum", "2044-12-27"),
        ("Atlantic/Stanley", "on liberation day ring dad", "2045-06-14"),
        ("Pacific/Guam", "on liberation day ring dad", "2045-07-21"),
        ("Pacific/Auckland", "on kings birthday ring dad", "2045-06-05"),
    ],
)
def test_a_day_each_country_keeps_its_own_way_is_the_users(zone: str, text: str, day: str) -> None:
    tz = ZoneInfo(zone)
    [todo] = todos(Reading(datetime(2044, 10, 29, 21, 50, tzinfo=tz), tz)(text))
    assert todo.due is not None and todo.due.start.astimezone(tz).date().isoformat() == day


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("in 3 hrs check the escapement on the Triesen clock its been gaining all week",
         "check the escapement on the Triesen clock"),
        ("tmrw look at the pump it's been leaking again", "look at the pump"),
        ("sat fix the hinges on the barn door it has been squeaking for days", "fix the hinges on the barn door"),
    ],
)
def test_what_it_has_been_doing_run_on_is_a_clause_of_its_own(text: str, action: str) -> None:
    """"… its been gaining all week" after a to-do with no comma: the reason, no part of the action."""
    assert [t.action for t in todos(read_vaduz(text))] == [action]


def test_its_been_after_a_word_that_opens_it_is_no_new_clause() -> None:
    """"make sure it's been …": one clause, as said."""
    found = todos(read_vaduz("make sure its been cleaning properly tmrw"))
    assert [t.action for t in found] == ["make sure it's been cleaning properly"]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("fri the boiler needs its service, book it", "book the boiler"),
        ("tmrw the van needs its MOT, book it", "book the van"),
    ],
)
def test_an_it_names_the_thing_after_the_day_its_clause_opens_with(text: str, action: str) -> None:
    assert [t.action for t in todos(read_vaduz(text))] == [action]


@pytest.mark.parametrize(
    ("text", "actions"),
    [
        ("day after tomorrow Marxer's crew strip the scaffold, get the dial cover on before they do",
         ["get the dial cover on"]),
        ("tmrw Ana's team strips the old carpet, move the sofa before", ["move the sofa"]),
        ("the 2nd - Jhemp's lads collect the old bellows", []),
    ],
)
def test_what_someones_people_do_is_no_todo_of_mine(text: str, actions: list[str]) -> None:
    """"Marxer's crew strip the scaffold": theirs, never the user's to-do (the user's own follows it)."""
    assert [t.action for t in todos(read_vaduz(text))] == actions


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("day after tomorrow Marxer's crew strip the scaffold, get the dial cover on before they do",
         ("get the dial cover on", "Mon 31 00:00")),
        ("monday the plumber comes round, clear the bathroom first", ("clear the bathroom first", "Mon 31 00:00")),
        ("nov 3 the kids are off school, need to sort the garage", ("sort the garage", "Thu 03 00:00")),
    ],
)
def test_a_todo_after_what_happens_on_a_day_said_first_is_for_that_day(text: str, todo: tuple[str, str]) -> None:
    """"<day> <what happens then>, <to-do>": the to-do is for that day (a caller's visit is kept as theirs)."""
    mine = [i for i in read_vaduz(text) if isinstance(i, NewCommitment) and i.owner == "me"]
    assert read_vaduz.todos(mine) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("today was mad, need to call the bank", ("call the bank", None)),  # a day begun: said of what is over
        ("friday I need to renew the plates and at some point call the bank", None),  # a to-do's own day
    ],
)
def test_a_day_begun_or_a_todos_own_day_is_not_shared(text: str, todo: tuple[str, None] | None) -> None:
    found = read_vaduz.todos(read_vaduz(text))
    assert found[-1] == todo if todo else found[-1][1] is None


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("tmrw need to brief the team on the new rota", "brief the team on the new rota"),
        ("tmrw strip the scaffold with the lads", "strip the scaffold with the lads"),
    ],
)
def test_a_todo_that_names_someones_people_is_still_mine(text: str, action: str) -> None:
    assert [t.action for t in todos(read_vaduz(text))] == [action]


@pytest.mark.parametrize(
    "text",
    [
        "either Orry or Illiam has the key for the compound",
        "either Oksana or Lilya is doing the audit, can't remember which",
        "Juan or Finlo has the van keys, not sure which",
        "either Breesha or Voirrey runs the parish accounts",
    ],
)
def test_something_of_one_of_two_people_is_asked(text: str) -> None:
    """Whose key? Kept as either one's it is wrong half the time: asked."""
    assert [type(i).__name__ for i in read_man(text)] == ["Unclear"]


@pytest.mark.parametrize(
    "text",
    ["Orry and Illiam have the keys", "Orry or Illiam has the key", "either way Juan has the van keys"],
)
def test_two_people_said_without_doubt_are_not_asked_about(text: str) -> None:
    assert not [i for i in read_man(text) if type(i).__name__ == "Unclear" and "Which one" in i.question]


@pytest.mark.parametrize(
    "text",
    [
        "we should get a proper brew hut on site one of these days",
        "we should really get a second forklift one of these days",
        "we should repaint the cabin at some point",
        "ok we should build a new dry store eventually",
    ],
)
def test_a_groups_wish_put_off_to_some_day_is_small_talk(text: str) -> None:
    """No day will ever come due: acknowledged, never kept nor asked about."""
    assert idle_said(text)


@pytest.mark.parametrize(
    "text",
    [
        "we need to fix the roof one of these days",
        "we should renew the lease one of these days, remind me",
        "we should renew the lease soon",
        "I should call mum one of these days",
    ],
)
def test_an_obligation_or_a_near_time_is_no_idle_wish(text: str) -> None:
    assert not idle_said(text)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("the budget for the Cregneash wall is 12 grand", ("Cregneash wall", "budget", "12 grand")),
        ("the Laxey job budget is 40 grand", ("Laxey job", "budget", "40 grand")),
    ],
)
def test_a_sum_in_grand_is_a_value_no_fix(text: str, fact: tuple[str, str, str]) -> None:
    """"12 grand" is money: never "grand" as fine, so no issue resolved."""
    assert claims(read_man(text)) == [fact]


def test_grand_said_as_fine_still_resolves() -> None:
    assert read_man.resolved("the crane on the jetty's grand now") == ["crane"]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("the wall at Cregneash is 140 metres long", ("wall at Cregneash", "length", "140 metres")),
        ("the new shed's 3m wide", ("new shed", "width", "3m")),
        ("the trench is 1.2 metres deep", ("trench", "depth", "1.2 metres")),
        ("the Laxey hedge is now about 2 metres high", ("Laxey hedge", "height", "2 metres")),
    ],
)
def test_a_things_size_is_its_dimension(text: str, fact: tuple[str, str, str]) -> None:
    """"is 140 metres long": the thing's length, the measure its value."""
    assert claims(read_man(text)) == [fact]


@pytest.mark.parametrize("text", ["the meeting is 2 hours long", "the queue was 40 people long"])
def test_a_time_or_a_count_is_no_size(text: str) -> None:
    assert not [c for c in claims(read_man(text)) if c[1] in ("length", "width", "height", "depth")]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("dec 3rd the market stall goes up in Vaduz, take the display clock down",
         ("take the display clock down", "Sat 03 00:00")),
        ("put the old sign down", ("put the old sign down", None)),
        ("take the bunting down sat", ("take the bunting down", "Sat 05 00:00")),
    ],
)
def test_bringing_a_thing_down_is_a_todo_no_outage(text: str, todo: tuple[str, str | None]) -> None:
    """"take the display clock down": a deed to do, nothing down."""
    found = read_vaduz(text)
    assert read_vaduz.todos(found) == [todo] and not read_vaduz.opened(text)


@pytest.mark.parametrize(
    ("text", "topic"),
    [("the display clock is down", "display clock"), ("print server down again", "print server")],
)
def test_a_thing_down_is_still_an_outage(text: str, topic: str) -> None:
    assert read_vaduz.opened(text) == [topic]
