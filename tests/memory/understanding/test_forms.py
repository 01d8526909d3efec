"""Tests for memory.understanding: extraction of the chat-grammar forms without a model."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.model import Precision
from memory.understanding import (
    CancelCommitment,
    CompleteCommitment,
    CorrectTime,
    CorrectValue,
    Intent,
    MoveCommitment,
    NewCommitment,
    OpenEpisode,
    Question,
    ResolveEpisode,
    StateClaim,
    extract,
    timex,
)
from memory.understanding.timex import DateSpec

NEW_YORK = ZoneInfo("America/New_York")
CHICAGO = ZoneInfo("America/Chicago")
BERLIN = ZoneInfo("Europe/Berlin")
LONDON = ZoneInfo("Europe/London")
TOKYO = ZoneInfo("Asia/Tokyo")
UTC_ZONE = ZoneInfo("UTC")

MONDAY_NY = datetime(2026, 4, 6, 10, 0, tzinfo=NEW_YORK)  # moved-deadline scenario, first step
JUNE_BERLIN = datetime(2026, 6, 26, 9, 30, tzinfo=BERLIN)  # role-change scenario, the correction
MAY_LONDON = datetime(2026, 5, 4, 9, 0, tzinfo=LONDON)  # temporary-preference scenario
SUNDAY_TOKYO = datetime(2026, 9, 6, 10, 0, tzinfo=TOKYO)  # timeline scenario, the questions


def run(text: str, now: datetime = MONDAY_NY, tz: ZoneInfo = NEW_YORK) -> list[Intent]:
    return extract(text, now=now, tz=tz)


def one(text: str, now: datetime = MONDAY_NY, tz: ZoneInfo = NEW_YORK) -> Intent:
    """The single intent of a message."""
    intents = run(text, now, tz)
    assert len(intents) == 1, intents
    return intents[0]


def day(spec: DateSpec | None, tz: ZoneInfo = NEW_YORK) -> str:
    assert spec is not None
    return spec.start.astimezone(tz).date().isoformat()


@pytest.fixture
def no_dateparser(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail the test if the slow dateparser fallback is reached."""

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError(f"dateparser reached for {args[0]!r}")

    monkeypatch.setattr(timex, "_dateparser", refuse)


# --------------------------------------------------------------------------- scenario messages


def test_scenario_moved_deadline_promise() -> None:
    """ "I promised Daniel to send the renewal deck by Friday." on Monday 6 April is due Friday 10 April."""
    intent = one("I promised Daniel to send the renewal deck by Friday.")
    assert intent == NewCommitment("send the renewal deck", "me", "Daniel", intent.due)  # type: ignore[union-attr]
    assert isinstance(intent, NewCommitment)
    assert day(intent.due) == "2026-04-10"
    assert intent.due.last_moment == datetime(2026, 4, 10, 23, 59, 59, tzinfo=NEW_YORK)


def test_scenario_moved_deadline_move() -> None:
    """ "The renewal deck deadline is now April 17." moves the deck to 17 April."""
    intent = one("The renewal deck deadline is now April 17.", datetime(2026, 4, 7, 16, 0, tzinfo=NEW_YORK))
    assert isinstance(intent, MoveCommitment)
    assert intent.action == "renewal deck"
    assert day(intent.due) == "2026-04-17"


def test_scenario_moved_deadline_new_commitment() -> None:
    """ "I'll book the offsite venue by April 9." is the user's commitment due 9 April."""
    intent = one("I'll book the offsite venue by April 9.", datetime(2026, 4, 7, 16, 2, tzinfo=NEW_YORK))
    assert isinstance(intent, NewCommitment)
    assert (intent.action, intent.owner, intent.counterparty) == ("book the offsite venue", "me", None)
    assert day(intent.due) == "2026-04-09"


def test_scenario_moved_deadline_cancel() -> None:
    """ "Cancel the offsite venue, it is no longer needed." cancels "offsite venue"."""
    assert one("Cancel the offsite venue, it is no longer needed.") == CancelCommitment("offsite venue")


def test_scenario_moved_deadline_past_tense_completion() -> None:
    """ "I sent the renewal deck to Daniel." is a past-tense completion report."""
    assert one("I sent the renewal deck to Daniel.") == CompleteCommitment(
        "sent the renewal deck to Daniel", past_tense=True
    )


def test_scenario_reopened_issue() -> None:
    """The reopened-issue messages open, resolve and reopen "Acme SSO permissions"."""
    at = datetime(2026, 2, 3, 10, 0, tzinfo=UTC)
    assert one("Acme SSO permissions is broken, admins cannot log in.", at, UTC_ZONE) == OpenEpisode(
        "Acme SSO permissions", "admins cannot log in"
    )
    assert one("Acme SSO permissions is fixed.", at, UTC_ZONE) == ResolveEpisode("Acme SSO permissions")
    assert one(
        "Problem with Acme SSO permissions again, this time for the new billing admins.", at, UTC_ZONE
    ) == OpenEpisode("Acme SSO permissions", "this time for the new billing admins")


def test_scenario_role_statement() -> None:
    """ "Maya is VP Operations." is a role claim with no effective time."""
    at = datetime(2026, 3, 2, 9, 0, tzinfo=BERLIN)
    assert one("Maya is VP Operations.", at, BERLIN) == StateClaim("Maya", "role", "VP Operations")


def test_scenario_role_correction() -> None:
    """The role-change correction names its target and moves June 2026 to April 2026."""
    intent = one("Maya's role change to Chief Operating Officer happened in April, not June.", JUNE_BERLIN, BERLIN)
    assert isinstance(intent, CorrectTime)
    assert intent.target == "Maya's role change to Chief Operating Officer"
    assert intent.new_text == "April"
    assert intent.month_only == 4
    assert intent.new is not None and intent.old is not None
    assert (day(intent.new, BERLIN), intent.new.precision) == ("2026-04-01", Precision.MONTH)
    assert day(intent.old, BERLIN) == "2026-06-01"


def test_scenario_temporary_preference() -> None:
    """The two preference messages give a scoped preference and one that ends after 31 May."""
    first = one("Maya prefers email for contract approvals.", MAY_LONDON, LONDON)
    assert first == StateClaim("Maya", "preference", "email", scope="contract approvals", preference=True)
    second = one("Maya prefers Slack for launch updates until May 31.", MAY_LONDON, LONDON)
    assert isinstance(second, StateClaim)
    assert (second.subject, second.predicate, second.value, second.scope) == (
        "Maya",
        "preference",
        "Slack",
        "launch updates",
    )
    assert second.preference and second.until is not None
    assert second.until.end == datetime(2026, 6, 1, 0, 0, tzinfo=LONDON)


def test_scenario_decision_maker() -> None:
    """ "Daniel is the decision maker for Northwind renewal." is a decision-maker claim, not a role."""
    at = datetime(2026, 5, 18, 10, 0, tzinfo=ZoneInfo("Europe/Paris"))
    assert one("Daniel is the decision maker for Northwind renewal.", at, ZoneInfo("Europe/Paris")) == StateClaim(
        "Northwind renewal", "decision maker", "Daniel"
    )


def test_scenario_tax_estimate_due_across_dst() -> None:
    """In Chicago the tax estimate "by March 10" (said before DST starts) is due 23:59:59 CDT."""
    intent = one(
        "I'll file the quarterly tax estimate by March 10.", datetime(2026, 3, 6, 10, 0, tzinfo=CHICAGO), CHICAGO
    )
    assert isinstance(intent, NewCommitment)
    assert intent.action == "file the quarterly tax estimate"
    assert intent.due.last_moment == datetime(2026, 3, 11, 4, 59, 59, tzinfo=UTC)


@pytest.mark.parametrize(
    "text",
    [
        "Lunch at the ramen place near the station with Kenji, it reminded me of Sapporo in 2019.",
        "Kenji wants to start a climbing club in October.",
        "Also need a new laptop before the trip.",
        "Watched a documentary about deep sea fish.",
    ],
)
def test_scenario_timeline_statements_have_no_form(text: str) -> None:
    """The timeline scenario's diary messages fit no form."""
    assert run(text, SUNDAY_TOKYO, TOKYO) == []


def test_scenario_timeline_meeting_note_moves_the_review() -> None:
    """ "Quarterly planning: we moved the pricing review to Q4." reads past the label as a move."""
    intent = one("Quarterly planning: we moved the pricing review to Q4.", SUNDAY_TOKYO, TOKYO)
    assert isinstance(intent, MoveCommitment)
    assert intent.action == "pricing review"
    assert day(intent.due, TOKYO) == "2026-10-01"


@pytest.mark.parametrize(
    ("text", "kind", "window"),
    [
        ("what did I eat for lunch with Kenji?", "recall", None),
        ("what did we decide a few days ago about pricing?", "recall", "2026-08-31"),
        ("What did we talk about on Thursday?", "recall", "2026-09-03"),
    ],
)
def test_scenario_timeline_questions(text: str, kind: str, window: str | None) -> None:
    """The timeline scenario's questions are recall questions carrying their time window."""
    intent = one(text, SUNDAY_TOKYO, TOKYO)
    assert isinstance(intent, Question)
    assert (intent.kind, intent.text) == (kind, text)
    assert (day(intent.at, TOKYO) if intent.at else None) == window


# --------------------------------------------------------------------------- commitments


@pytest.mark.parametrize(
    ("text", "action", "owner", "counterparty", "due"),
    [
        ("I'll send the deck by Friday", "send the deck", "me", None, "2026-04-10"),
        ("I will send the deck by Friday.", "send the deck", "me", None, "2026-04-10"),
        ("I need to send the deck by Friday", "send the deck", "me", None, "2026-04-10"),
        ("i'll send the deck by friday", "send the deck", "me", None, "2026-04-10"),
        ("I’ll send Maya’s deck by Friday", "send Maya's deck", "me", None, "2026-04-10"),
        ("I'm going to send the deck by tomorrow", "send the deck", "me", None, "2026-04-07"),
        ("I have to renew my passport by end of month", "renew my passport", "me", None, "2026-04-30"),
        ("I'll send the deck by next Friday", "send the deck", "me", None, "2026-04-17"),
        ("I'll wrap up the budget by end of the week", "wrap up the budget", "me", None, "2026-04-10"),
        ("I'll send the deck in two weeks", "send the deck", "me", None, "2026-04-20"),
        ("I'll file the taxes by 2026-06-03", "file the taxes", "me", None, "2026-06-03"),
        ("I'll file the taxes by June 3, 2027", "file the taxes", "me", None, "2027-06-03"),
        ("I'll file the taxes by 3 June", "file the taxes", "me", None, "2026-06-03"),
        ("I'll pay rent by the 12th", "pay rent", "me", None, "2026-04-12"),
        ("I'll stop by Maya's office by Friday", "stop by Maya's office", "me", None, "2026-04-10"),
        ("ok, so I'll file the taxes by June 3, please.", "file the taxes", "me", None, "2026-06-03"),
        ("Please, I'll send it by Friday at the latest", "send it", "me", None, "2026-04-10"),
        ("I promised Daniel to send the renewal deck by Friday", "send the renewal deck", "me", "Daniel", "2026-04-10"),
        (
            "I promised Daniel I'd send the renewal deck by Friday",
            "send the renewal deck",
            "me",
            "Daniel",
            "2026-04-10",
        ),
        ("I promised Daniel I would send the deck by Friday", "send the deck", "me", "Daniel", "2026-04-10"),
        (
            "I told Maya Chen I'd review the contract by Thursday",
            "review the contract",
            "me",
            "Maya Chen",
            "2026-04-09",
        ),
        ("Maya will send the contract by Friday", "send the contract", "Maya", None, "2026-04-10"),
        ("Maya Chen will send the contract by Friday.", "send the contract", "Maya Chen", None, "2026-04-10"),
        ("Daniel promised to send the numbers by Wednesday", "send the numbers", "Daniel", None, "2026-04-08"),
        ("remind me to call Maya tomorrow", "call Maya", "me", None, "2026-04-07"),
        ("Remind me to call Maya on Friday.", "call Maya", "me", None, "2026-04-10"),
        ("remind me to pay rent on the 1st", "pay rent", "me", None, "2026-05-01"),
        ("remind me to water the plants in 3 days please", "water the plants", "me", None, "2026-04-09"),
        ("Remind me tomorrow to call Maya", "call Maya", "me", None, "2026-04-07"),
        ("remind me on Friday to book the flights", "book the flights", "me", None, "2026-04-10"),
    ],
)
def test_new_commitments(
    text: str, action: str, owner: str, counterparty: str | None, due: str, no_dateparser: None
) -> None:
    """Every commitment form gives the action, owner, counterparty and local due day."""
    intent = one(text)
    assert isinstance(intent, NewCommitment)
    assert (intent.action, intent.owner, intent.counterparty, day(intent.due)) == (action, owner, counterparty, due)


def test_commitment_with_time_is_due_at_that_instant() -> None:
    """ "remind me to call Maya tomorrow at 5pm" is due at 17:00 exactly."""
    intent = one("remind me to call Maya tomorrow at 5pm")
    assert isinstance(intent, NewCommitment)
    assert intent.action == "call Maya"
    assert intent.due.precision == Precision.INSTANT
    assert intent.due.last_moment == datetime(2026, 4, 7, 17, 0, tzinfo=NEW_YORK)
    assert intent.due.text == "tomorrow at 5pm"


@pytest.mark.parametrize(
    ("text", "tz", "now", "local_due"),
    [
        ("remind me to call Kenji tomorrow", TOKYO, datetime(2026, 9, 5, 20, 0, tzinfo=UTC), "2026-09-07"),
        ("remind me to call Kenji tomorrow", NEW_YORK, datetime(2026, 9, 5, 20, 0, tzinfo=UTC), "2026-09-06"),
        ("I'll send the deck by Monday", BERLIN, datetime(2026, 3, 27, 12, 0, tzinfo=BERLIN), "2026-03-30"),
        ("I'll send the deck by Sunday", CHICAGO, datetime(2026, 3, 6, 10, 0, tzinfo=CHICAGO), "2026-03-08"),
    ],
)
def test_commitment_due_in_the_users_zone(text: str, tz: ZoneInfo, now: datetime, local_due: str) -> None:
    """Due days are local calendar days, ending at local midnight whatever the DST offset."""
    intent = one(text, now, tz)
    assert isinstance(intent, NewCommitment)
    assert day(intent.due, tz) == local_due
    last = intent.due.last_moment.astimezone(tz)
    assert (last.date().isoformat(), last.hour, last.minute, last.second) == (local_due, 23, 59, 59)


@pytest.mark.parametrize(
    "text",
    [
        "I'll send the deck",  # no date
        "I need to think about it",
        "I'll drop by the office",
        "Also need a new laptop before the trip.",
        "Kenji wants to start a climbing club in October.",
        "The VPN will be fixed by Friday",  # not a person
        "Someone will send it by Friday",
        "I'll be on the call on the deck",
    ],
)
def test_not_commitments(text: str) -> None:
    """Messages without a person, an action and a date are not commitments."""
    assert not [i for i in run(text) if isinstance(i, NewCommitment)]


# --------------------------------------------------------------------------- moves


@pytest.mark.parametrize(
    "text",
    [
        "The renewal deck deadline is now April 17.",
        "the renewal deck deadline is now April 17",
        "The deadline for the renewal deck is now April 17",
        "The renewal deck deadline moved to April 17",
        "renewal deck moved to April 17",
        "The renewal deck has been moved to April 17",
        "The renewal deck was pushed to April 17",
        "the renewal deck is now due April 17",
        "push the renewal deck to April 17",
        "Push renewal deck to April 17, Daniel agreed",
        "please push the renewal deck back to April 17",
        "move the renewal deck to April 17",
        "postpone the renewal deck until April 17",
        "Let's move the renewal deck to April 17",
        "I pushed the renewal deck to April 17",
        "ok, so the renewal deck deadline is now April 17.",
    ],
)
def test_moves(text: str, no_dateparser: None) -> None:
    """Every move wording names "renewal deck" and the new due day, 17 April."""
    intent = one(text)
    assert isinstance(intent, MoveCommitment)
    assert intent.action == "renewal deck"
    assert day(intent.due) == "2026-04-17"


def test_move_to_a_relative_date() -> None:
    """ "push the deck to next Monday" resolves the date relative to the message."""
    intent = one("push the deck to next Monday")
    assert isinstance(intent, MoveCommitment)
    assert (intent.action, day(intent.due)) == ("deck", "2026-04-13")


@pytest.mark.parametrize(
    "text", ["Maya moved to Berlin", "move on", "push harder", "the deck moved to the shared drive"]
)
def test_not_moves(text: str) -> None:
    """A move needs a date after "to"."""
    assert not [i for i in run(text) if isinstance(i, MoveCommitment)]


# --------------------------------------------------------------------------- completion


@pytest.mark.parametrize(
    "text",
    [
        "done: renewal deck",
        "Done: the renewal deck.",
        "Done - renewal deck",
        "done with the renewal deck",
        "renewal deck: done",
        "The renewal deck is done.",
        "the renewal deck is complete",
        "The renewal deck has been sent",
        "finished the renewal deck",
        "Finished renewal deck",
        "I finished the renewal deck",
        "I've finished the renewal deck",
        "I just finished the renewal deck!",
        "completed the renewal deck",
        "mark the renewal deck as done",
        "fyi, the renewal deck is done",
    ],
)
def test_explicit_completion(text: str) -> None:
    """Explicit completion forms name the commitment and are not mere past-tense reports."""
    assert one(text) == CompleteCommitment("renewal deck", past_tense=False)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("I sent the renewal deck to Daniel.", "sent the renewal deck to Daniel"),
        ("I've sent the renewal deck", "sent the renewal deck"),
        ("I have sent the renewal deck", "sent the renewal deck"),
        ("I just sent the renewal deck", "sent the renewal deck"),
        ("I finally booked the venue", "booked the venue"),
        ("I filed the quarterly tax estimate", "filed the quarterly tax estimate"),
        ("I paid the invoice", "paid the invoice"),
        ("I wrote the summary for Maya", "wrote the summary for Maya"),
        ("I bought the tickets", "bought the tickets"),
        ("I gave Maya the keys", "gave Maya the keys"),
        ("I told Daniel about the renewal", "told Daniel about the renewal"),
        ("I met Kenji", "met Kenji"),
        ("I got the contract signed", "got the contract signed"),
        ("I took the car in for service", "took the car in for service"),
        ("I found the receipt", "found the receipt"),
        ("I brought the charger", "brought the charger"),
        ("I built the dashboard", "built the dashboard"),
        ("I made the reservation", "made the reservation"),
        ("I did the taxes", "did the taxes"),
        ("I submitted the report", "submitted the report"),
        ("I emailed Maya the deck", "emailed Maya the deck"),
    ],
)
def test_past_tense_reports(text: str, action: str) -> None:
    """ "I <past-tense verb> ..." is a completion report the caller checks against open commitments."""
    assert one(text) == CompleteCommitment(action, past_tense=True)


@pytest.mark.parametrize(
    "text",
    [
        "I need the deck",
        "I decided to send the deck",
        "I wanted to send the deck",
        "I didn't send the deck",
        "I never sent the deck",
        "I forgot the deck",
        "I started the deck",
        "I feed the cat",
        "I send the deck every week",
        "Watched a documentary about deep sea fish.",
        "I think so",
    ],
)
def test_not_completions(text: str) -> None:
    """Intentions, negations and present tense are not completions."""
    assert not [i for i in run(text) if isinstance(i, CompleteCommitment)]


# --------------------------------------------------------------------------- cancellation


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Cancel the offsite venue, it is no longer needed.", "offsite venue"),
        ("cancel the offsite venue", "offsite venue"),
        ("Please cancel the offsite venue.", "offsite venue"),
        ("drop the offsite venue", "offsite venue"),
        ("scrap the offsite venue", "offsite venue"),
        ("never mind the offsite venue", "offsite venue"),
        ("The offsite venue is no longer needed.", "offsite venue"),
        ("offsite venue is no longer required", "offsite venue"),
        ("the offsite venue is cancelled", "offsite venue"),
        ("I cancelled the offsite venue", "offsite venue"),
        ("no need to book the offsite venue anymore", "book the offsite venue"),
        ("I don't need to book the offsite venue any more", "book the offsite venue"),
    ],
)
def test_cancellations(text: str, action: str) -> None:
    """Every cancel wording names the commitment without a leading "the"."""
    assert one(text) == CancelCommitment(action)


@pytest.mark.parametrize("text", ["I'll drop by the office", "drop off the keys"])
def test_not_cancellations(text: str) -> None:
    """ "drop by" and "drop off" cancel nothing (a bare "cancel it" cancels what the message before
    kept, only that: tests/memory/understanding/test_lifecycle_alone_idioms_requests.py)."""
    assert not [i for i in run(text) if isinstance(i, CancelCommitment)]


# --------------------------------------------------------------------------- episodes


@pytest.mark.parametrize(
    ("text", "topic", "detail"),
    [
        ("Acme SSO permissions is broken, admins cannot log in.", "Acme SSO permissions", "admins cannot log in"),
        ("The VPN is down", "VPN", ""),
        ("the VPN is down again.", "VPN", ""),
        ("The VPN is down again, nobody can connect", "VPN", "nobody can connect"),
        ("VPN is not working", "VPN", ""),
        ("fyi the VPN is down", "VPN", ""),
        ("the VPN is down since this morning", "VPN", "since this morning"),
        ("The wiki went down", "wiki", ""),
        ("Jenkins stopped working", "Jenkins", ""),
        ("Problem with Acme SSO permissions again, this time for the new billing admins.", "Acme SSO permissions",
         "this time for the new billing admins"),
        ("problem with Acme SSO permissions", "Acme SSO permissions", ""),
        ("There's a problem with the printer", "printer", ""),
        ("issue with the build server", "build server", ""),
        ("Billing issue: invoices are duplicated", "Billing", "invoices are duplicated"),
        ("Also, the printer is broken again", "printer", ""),
    ],
)  # fmt: skip
def test_open_episodes(text: str, topic: str, detail: str) -> None:
    """Episode forms give the topic words and keep the rest as detail."""
    assert one(text) == OpenEpisode(topic, detail)


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("Acme SSO permissions is fixed.", "Acme SSO permissions"),
        ("The VPN is fixed", "VPN"),
        ("the VPN is resolved", "VPN"),
        ("The VPN works again", "VPN"),
        ("VPN is working again", "VPN"),
        ("The VPN has been fixed", "VPN"),
        ("The VPN is back up", "VPN"),
        ("ok, the VPN is back online.", "VPN"),
    ],
)
def test_resolved_episodes(text: str, topic: str) -> None:
    """Resolution forms name the topic."""
    assert one(text) == ResolveEpisode(topic)


@pytest.mark.parametrize("text", ["the price is down to 40", "sales are down this quarter", "it is down to us"])
def test_not_episodes(text: str) -> None:
    """ "down to", "down this quarter" and a bare "it" open no episode."""
    assert not [i for i in run(text) if isinstance(i, OpenEpisode)]


# --------------------------------------------------------------------------- facts


@pytest.mark.parametrize(
    ("text", "subject", "value", "explicit_now"),
    [
        ("Maya is VP Operations.", "Maya", "VP Operations", False),
        ("Maya is the CFO", "Maya", "CFO", False),
        ("Maya is a product designer", "Maya", "product designer", False),
        ("Maya is our new head of sales", "Maya", "head of sales", False),
        ("I'm a product manager", "me", "product manager", False),
        ("Maya is now Chief Operating Officer", "Maya", "Chief Operating Officer", True),
        ("Maya is now the COO.", "Maya", "COO", True),
        ("Maya became COO", "Maya", "COO", True),
        ("Maya has become COO", "Maya", "COO", True),
        ("Maya was promoted to Director", "Maya", "Director", True),
        ("Maya has been promoted to Director", "Maya", "Director", True),
        ("Maya Chen is now CFO", "Maya Chen", "CFO", True),
        ("I'm now the team lead", "me", "team lead", True),
        ("I got promoted to Senior Engineer", "me", "Senior Engineer", True),
        ("maya is now coo", "maya", "coo", True),
    ],
)
def test_roles(text: str, subject: str, value: str, explicit_now: bool) -> None:
    """Role forms give subject, value and whether the user said it holds from now."""
    assert one(text) == StateClaim(subject, "role", value, explicit_now=explicit_now)


@pytest.mark.parametrize(
    ("text", "now", "value", "effective"),
    [
        ("Maya became COO on March 1", JUNE_BERLIN, "COO", "2026-03-01"),
        ("Maya is COO since May", JUNE_BERLIN, "COO", "2026-05-01"),
        ("Maya was promoted to Director in March", JUNE_BERLIN, "Director", "2026-03-01"),
        ("As of May, Maya is COO", JUNE_BERLIN, "COO", "2026-05-01"),
        ("Maya is VP Operations, effective March 1", JUNE_BERLIN, "VP Operations", "2026-03-01"),
        ("From July 1, Maya is COO", JUNE_BERLIN, "COO", "2026-07-01"),
        ("Maya becomes COO on July 1", JUNE_BERLIN, "COO", "2026-07-01"),
    ],
)
def test_roles_with_effective_dates(text: str, now: datetime, value: str, effective: str) -> None:
    """ "on/from/since <date>" sets the effective date instead of "now"."""
    intent = one(text, now, BERLIN)
    assert isinstance(intent, StateClaim)
    assert (intent.subject, intent.predicate, intent.value) == ("Maya", "role", value)
    assert day(intent.effective, BERLIN) == effective
    assert intent.explicit_now is False


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value", "old", "explicit_now"),
    [
        ("Maya's role is COO", "Maya", "role", "COO", None, False),
        ("Maya's role is now COO", "Maya", "role", "COO", None, True),
        ("The Northwind renewal's success measure is weekly adoption", "Northwind renewal", "success measure",
         "weekly adoption", None, False),
        ("the role of Maya is COO", "Maya", "role", "COO", None, False),
        ("The budget of Project Atlas is now 50k", "Project Atlas", "budget", "50k", None, True),
        ("Maya's role changed to COO", "Maya", "role", "COO", None, True),
        ("Maya's role changed from VP Operations to COO", "Maya", "role", "COO", "VP Operations", True),
        ("Renewal measure changed from activated seats to weekly adoption", "Renewal", "measure", "weekly adoption",
         "activated seats", True),
        ("my timezone is Europe/Berlin", "me", "timezone", "Europe/Berlin", None, False),
        ("Kenji's favourite food is ramen", "Kenji", "favourite food", "ramen", None, False),
    ],
)  # fmt: skip
def test_attributes(text: str, subject: str, predicate: str, value: str, old: str | None, explicit_now: bool) -> None:
    """Possessive, "the <attribute> of" and "changed from/to" forms give subject, predicate and value."""
    intent = one(text)
    assert isinstance(intent, StateClaim)
    expected = StateClaim(subject, predicate, value, old_value=old, explicit_now=explicit_now)
    assert replace(intent, anchor=None) == expected


@pytest.mark.parametrize(
    ("text", "anchor", "fallback"),
    [
        ("Headcount changed from 6 to 8", "headcount", ("Headcount", "role")),
        ("the renewal measure changed from activated seats to weekly adoption", "renewal measure",
         ("renewal", "measure")),
        ("Budget changed to 55k", "budget", ("Budget", "role")),
    ],
)  # fmt: skip
def test_attribute_change_without_subject_carries_the_attribute(
    text: str, anchor: str, fallback: tuple[str, str]
) -> None:
    """ "<attribute> changed from <old> to <value>" names no subject: the attribute goes along as
    the anchor for the caller to resolve; subject and predicate are only the fallback reading."""
    intent = one(text)
    assert isinstance(intent, StateClaim)
    assert (intent.anchor, (intent.subject, intent.predicate)) == (anchor, fallback)
    assert one("Maya's role changed from VP to COO") == StateClaim(
        "Maya", "role", "COO", explicit_now=True, old_value="VP"
    )


def test_attribute_change_with_date() -> None:
    """ "... changed from X to Y on 18 April" carries the effective date."""
    intent = one(
        "Renewal measure changed from activated seats to weekly adoption on 18 April",
        datetime(2026, 4, 20, 9, 0, tzinfo=BERLIN),
        BERLIN,
    )
    assert isinstance(intent, StateClaim)
    assert (intent.value, intent.old_value, day(intent.effective, BERLIN)) == (
        "weekly adoption",
        "activated seats",
        "2026-04-18",
    )


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value", "explicit_now"),
    [
        ("Daniel is the decision maker for Northwind renewal.", "Northwind renewal", "decision maker", "Daniel", False),
        ("Daniel is now the decision maker for the Northwind renewal", "Northwind renewal", "decision maker",
         "Daniel", True),
        ("Daniel is the decision-maker on Northwind renewal", "Northwind renewal", "decision maker", "Daniel", False),
        ("the decision maker for Northwind renewal is Daniel", "Northwind renewal", "decision maker", "Daniel",
         False),
        ("I am now the decision maker for the budget", "budget", "decision maker", "me", True),
        ("Maya owns the Northwind renewal", "Northwind renewal", "owner", "Maya", False),
        ("Maya now owns the Northwind renewal", "Northwind renewal", "owner", "Maya", True),
        ("The Northwind renewal is owned by Maya", "Northwind renewal", "owner", "Maya", False),
        ("Maya is the owner of the Northwind renewal", "Northwind renewal", "owner", "Maya", False),
        ("the owner of Northwind renewal is Daniel", "Northwind renewal", "owner", "Daniel", False),
    ],
)  # fmt: skip
def test_owner_and_decision_maker(text: str, subject: str, predicate: str, value: str, explicit_now: bool) -> None:
    """Owner and decision-maker forms make the text the subject and the person the value."""
    assert one(text) == StateClaim(subject, predicate, value, explicit_now=explicit_now)


@pytest.mark.parametrize(
    ("text", "subject", "value", "scope"),
    [
        ("Maya prefers email for contract approvals.", "Maya", "email", "contract approvals"),
        ("I prefer Slack for quick questions", "me", "Slack", "quick questions"),
        ("I'd prefer email for invoices", "me", "email", "invoices"),
        ("Maya prefers email", "Maya", "email", None),
        ("I prefer email over Slack for approvals", "me", "email", "approvals"),
        ("Maya Chen prefers phone calls for urgent issues", "Maya Chen", "phone calls", "urgent issues"),
    ],
)
def test_preferences(text: str, subject: str, value: str, scope: str | None) -> None:
    """Preference forms give object as value and context as scope."""
    assert one(text, MAY_LONDON, LONDON) == StateClaim(subject, "preference", value, scope=scope, preference=True)


@pytest.mark.parametrize(
    "text",
    [
        "Maya prefers Slack for launch updates until May 31.",
        "Maya prefers Slack for launch updates only until May 31",
        "Maya prefers Slack for launch updates, but only until May 31",
        "Maya prefers Slack for launch updates till May 31",
    ],
)
def test_until_on_any_fact(text: str) -> None:
    """ "(only) until <date>" sets the end of a temporary fact."""
    intent = one(text, MAY_LONDON, LONDON)
    assert isinstance(intent, StateClaim)
    assert (intent.value, intent.scope) == ("Slack", "launch updates")
    assert intent.until is not None and day(intent.until, LONDON) == "2026-05-31"


def test_until_on_a_role() -> None:
    """A temporary role ends after its until date."""
    intent = one("Maya is acting CFO until June 30", MAY_LONDON, LONDON)
    assert isinstance(intent, StateClaim)
    assert (intent.subject, intent.predicate, intent.value) == ("Maya", "role", "acting CFO")
    assert day(intent.until, LONDON) == "2026-06-30"


@pytest.mark.parametrize(
    "text",
    [
        "Maya is sick",
        "Maya is going to Tokyo",
        "I am tired",
        "It is raining",
        "This is great",
        "The weather is nice",
        "hello",
        "thanks!",
        "",
        "   ",
        "Nothing new today",
    ],
)
def test_no_form(text: str) -> None:
    """Messages that fit no form give nothing."""
    assert run(text) == []


# --------------------------------------------------------------------------- corrections


@pytest.mark.parametrize(
    "text",
    [
        "no, that was March",
        "No, that was March.",
        "No that was March",
        "actually it was March",
        "Actually, it was March.",
        "no, it was March",
        "correction: March",
        "nope, that was in March",
        "no, that happened in March",
    ],
)
def test_time_corrections_to_a_bare_month(text: str) -> None:
    """Month-only time corrections carry month_only for nearest-month resolution."""
    intent = one(text, datetime(2026, 6, 20, 10, 1, tzinfo=BERLIN), BERLIN)
    assert isinstance(intent, CorrectTime)
    assert (intent.month_only, intent.target, intent.old, intent.new_text) == (3, None, None, "March")
    assert intent.new is not None and intent.new.precision == Precision.MONTH
    assert day(intent.new, BERLIN) == "2026-03-01"


@pytest.mark.parametrize(
    ("text", "new_text", "new_day", "day_only"),
    [
        ("actually it was the 12th", "the 12th", "2026-06-12", 12),
        ("no, it was May 3.", "May 3", "2026-05-03", None),
        ("correction: March 10", "March 10", "2026-03-10", None),
        ("no, it was 2026-05-03", "2026-05-03", "2026-05-03", None),
        ("no, that's due Friday", "Friday", "2026-06-26", None),
    ],
)
def test_time_corrections_to_a_day(text: str, new_text: str, new_day: str, day_only: int | None) -> None:
    """Day corrections keep the date as written; a bare day of month is flagged as day_only."""
    intent = one(text, datetime(2026, 6, 20, 10, 1, tzinfo=BERLIN), BERLIN)
    assert isinstance(intent, CorrectTime)
    assert (intent.new_text, day(intent.new, BERLIN), intent.day_only, intent.month_only) == (
        new_text,
        new_day,
        day_only,
        None,
    )


@pytest.mark.parametrize(
    ("text", "target", "new", "old"),
    [
        ("Maya's role change to Chief Operating Officer happened in April, not June.",
         "Maya's role change to Chief Operating Officer", "2026-04-01", "2026-06-01"),
        ("that role change happened in March, not June", "role change", "2026-03-01", "2026-06-01"),
        ("The kickoff was on May 3, not May 5", "kickoff", "2026-05-03", "2026-05-05"),
        ("it happened in March, not June", None, "2026-03-01", "2026-06-01"),
        ("not June, April", None, "2026-04-01", "2026-06-01"),
        ("not in June but in April", None, "2026-04-01", "2026-06-01"),
        ("April, not June", None, "2026-04-01", "2026-06-01"),
    ],
)  # fmt: skip
def test_time_corrections_with_old_date(text: str, target: str | None, new: str, old: str) -> None:
    """ "<text> happened in <date>, not <date>" names the target and both dates."""
    intent = one(text, JUNE_BERLIN, BERLIN)
    assert isinstance(intent, CorrectTime)
    assert (intent.target, day(intent.new, BERLIN), day(intent.old, BERLIN)) == (target, new, old)


def test_month_correction_resolves_near_the_old_date() -> None:
    """Said in May, "in April, not June" means the June ahead and the April before it."""
    intent = one("not June, April", MAY_LONDON, LONDON)
    assert isinstance(intent, CorrectTime)
    assert (day(intent.new, LONDON), day(intent.old, LONDON), intent.month_only) == ("2026-04-01", "2026-06-01", 4)


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("no, Maya is COO", "Maya", "role", "COO"),
        ("No, Maya is VP Sales.", "Maya", "role", "VP Sales"),
        ("actually, Maya is the CFO", "Maya", "role", "CFO"),
        ("correction: Maya's role is Chief Operating Officer", "Maya", "role", "Chief Operating Officer"),
        ("No, Daniel is the decision maker for Northwind renewal", "Northwind renewal", "decision maker", "Daniel"),
    ],
)
def test_value_corrections(text: str, subject: str, predicate: str, value: str) -> None:
    """ "no, <person> is <value>" and "correction: <subject>'s <attribute> is <value>" correct values."""
    assert one(text, JUNE_BERLIN, BERLIN) == CorrectValue(subject, predicate, value)


def test_correction_prefix_on_another_form_reads_the_rest() -> None:
    """ "actually, I'll send it by Monday" is a commitment, not a correction."""
    intent = one("actually, I'll send it by Monday")
    assert isinstance(intent, NewCommitment)
    assert (intent.action, day(intent.due)) == ("send it", "2026-04-13")


def test_no_need_is_not_a_correction() -> None:
    """ "no need to ..." is a cancellation even though it starts with "no"."""
    assert one("no need to book the venue") == CancelCommitment("book the venue")


# --------------------------------------------------------------------------- questions


@pytest.mark.parametrize(
    ("text", "kind", "window"),
    [
        ("what's due this week?", "due_week", "2026-04-06"),
        ("What is due?", "due_week", None),
        ("whats due", "due_week", None),
        ("what do I have due this week?", "due_week", "2026-04-06"),
        ("what's due next week?", "due_week", "2026-04-13"),
        ("anything due tomorrow?", "due_week", "2026-04-07"),
        ("what are my commitments?", "due_week", None),
        ("what's overdue?", "overdue", None),
        ("What is overdue", "overdue", None),
        ("anything overdue?", "overdue", None),
        ("Is anything overdue?", "overdue", None),
    ],
)
def test_due_questions(text: str, kind: str, window: str | None) -> None:
    """Due and overdue questions, with the window they ask about."""
    intent = one(text)
    assert isinstance(intent, Question)
    assert (intent.kind, day(intent.at) if intent.at else None, intent.text) == (kind, window, text)


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "scope", "at"),
    [
        ("what is Maya's role?", "Maya", "role", None, None),
        ("What's Maya's role?", "Maya", "role", None, None),
        ("what is Maya's current role?", "Maya", "role", None, None),
        ("what is Maya's role now?", "Maya", "role", None, None),
        ("what was Maya's role in February?", "Maya", "role", None, "2026-02-01"),
        ("what was Maya's role last month?", "Maya", "role", None, "2026-05-01"),
        ("what was Maya's role on March 3?", "Maya", "role", None, "2026-03-03"),
        ("what is the role of Maya?", "Maya", "role", None, None),
        ("who is the decision maker for Northwind renewal?", "Northwind renewal", "decision maker", None, None),
        ("who owns the Northwind renewal?", "Northwind renewal", "owner", None, None),
        ("what does Maya prefer for launch updates?", "Maya", "preference", "launch updates", None),
        ("what is Maya's preference for launch updates?", "Maya", "preference", "launch updates", None),
        ("what is my role?", "me", "role", None, None),
        ("who is Maya?", "Maya", "role", None, None),
    ],
)
def test_fact_questions(text: str, subject: str, predicate: str, scope: str | None, at: str | None) -> None:
    """Fact questions give subject, predicate, scope and the (past) time asked about."""
    intent = one(text, JUNE_BERLIN, BERLIN)
    assert isinstance(intent, Question)
    assert (intent.kind, intent.subject, intent.predicate, intent.scope) == ("fact", subject, predicate, scope)
    assert (day(intent.at, BERLIN) if intent.at else None) == at


@pytest.mark.parametrize(
    ("text", "window"),
    [
        ("what did we talk about on Thursday?", "2026-09-03"),
        ("What did I tell you about Acme?", None),
        ("what did I eat with Kenji?", None),
        ("what happened yesterday", "2026-09-05"),
        ("tell me about the Acme outage", None),
        ("remind me what Kenji said last week", "2026-08-24"),
        ("how did the Acme call go?", None),
        ("why did we drop the Initech deal?", None),
    ],
)
def test_recall_questions(text: str, window: str | None) -> None:
    """Other questions about the past are recall questions with their first window."""
    intent = one(text, SUNDAY_TOKYO, TOKYO)
    assert isinstance(intent, Question)
    assert (intent.kind, intent.subject, intent.predicate) == ("recall", None, None)
    assert (day(intent.at, TOKYO) if intent.at else None) == window


# --------------------------------------------------------------------------- messages


def test_several_sentences() -> None:
    """Each sentence of a message is read on its own, in order."""
    intents = run("The VPN is down. Maya is now COO. I sent the deck.")
    assert intents == [
        OpenEpisode("VPN", ""),
        StateClaim("Maya", "role", "COO", explicit_now=True),
        CompleteCommitment("sent the deck", past_tense=True),
    ]


def test_sentences_split_on_newlines_and_keep_abbreviations() -> None:
    """Lines split sentences; "a.m." does not."""
    intents = run("Remind me to call Maya tomorrow at 9 a.m. please\nthe printer is broken")
    assert len(intents) == 2
    reminder, episode = intents
    assert isinstance(reminder, NewCommitment)
    assert reminder.due.start.astimezone(NEW_YORK).strftime("%Y-%m-%d %H:%M") == "2026-04-07 09:00"
    assert episode == OpenEpisode("printer", "")


def test_repeated_intents_are_kept_once() -> None:
    """A message that says the same thing twice gives it once."""
    assert run("The VPN is down. The VPN is down!") == [OpenEpisode("VPN", "")]


COMMON_MESSAGES = [
    "I promised Daniel to send the renewal deck by Friday.",
    "The renewal deck deadline is now April 17.",
    "I'll book the offsite venue by April 9.",
    "Cancel the offsite venue, it is no longer needed.",
    "I sent the renewal deck to Daniel.",
    "Acme SSO permissions is broken, admins cannot log in.",
    "Problem with Acme SSO permissions again, this time for the new billing admins.",
    "Maya is VP Operations.",
    "Maya's role change to Chief Operating Officer happened in April, not June.",
    "Maya prefers Slack for launch updates until May 31.",
    "Daniel is the decision maker for Northwind renewal.",
    "Lunch at the ramen place near the station with Kenji, it reminded me of Sapporo in 2019.",
    "Kenji wants to start a climbing club in October.",
    "Quarterly planning: we moved the pricing review to Q4.",
    "What did we talk about on Thursday?",
    "I'll stop by Maya's office by Friday",
    "remind me to call May tomorrow",
    "no, that was March",
]


def test_common_messages_never_reach_dateparser(no_dateparser: None) -> None:
    """Everyday messages are read by the fast rules alone."""
    for text in COMMON_MESSAGES:
        run(text)


def test_intents_are_frozen() -> None:
    """Intents are immutable values."""
    intent = one("The VPN is down")
    with pytest.raises(AttributeError):
        intent.topic = "other"  # type: ignore[misc,union-attr]


@pytest.mark.parametrize(
    "text",
    [
        "It's great that you are always looking for a way to improve yourself!",
        "Let's do it next month when the weather is more pleasant.",
        "It feels really good to make a difference and see their relief when their car is fixed.",
        "I'm now mentoring the younger players on my team.",
        "My dogs are doing better already.",
        "My kids are so excited about summer break!",
        "Her women's rights advocacy is also a huge inspiration to me!",
        "The feeling of the wind and the open road is so freeing.",
        "I've taken up photography and it's been great.",
    ],
)
def test_chatty_sentences_make_no_claims_or_episodes(text: str) -> None:
    """Conversational sentences that merely look like forms give no claim and no episode."""
    assert not [i for i in run(text) if isinstance(i, (StateClaim, OpenEpisode, ResolveEpisode))]


@pytest.mark.parametrize(
    "text",
    ["What's been the best part of it?", "What was it like being part of that rescue mission?", "What's next for you?"],
)
def test_chatty_questions_are_recall_not_facts(text: str) -> None:
    """Small-talk questions are not fact lookups."""
    intent = one(text)
    assert isinstance(intent, Question) and intent.kind == "recall"


def test_past_tense_report_stops_at_a_subordinate_clause() -> None:
    """The action of a past-tense report ends before "because", "but", a dash..."""
    assert one("I sent the deck to Daniel because he asked twice") == CompleteCommitment(
        "sent the deck to Daniel", past_tense=True
    )


def test_long_messages_cost_grows_linearly() -> None:
    """A run-on message costs in proportion to its length, not its square: four times the
    clauses take well under eight times the CPU (a quadratic reading takes sixteen). CPU time,
    not wall time, and the least of three runs of each, so other processes on the machine (whose
    cache misses a loaded machine charges to this one) do not decide the outcome."""
    import time

    def cost(repeats: int) -> float:
        started = time.process_time()
        run("I will " + "send the deck by Friday and " * repeats)
        run("the " * (10 * repeats) + "VPN is down")
        return time.process_time() - started

    cost(10)  # warm the caches
    assert min(cost(200) for _ in range(3)) < 8 * min(cost(50) for _ in range(3))


@pytest.mark.parametrize(
    ("text", "now", "new", "old", "day_only"),
    [
        ("not January 15, January 22", datetime(2027, 1, 6, 10, 0, tzinfo=NEW_YORK), "2027-01-22", "2027-01-15", None),
        ("not the 12th, the 2nd", datetime(2026, 6, 20, 10, 0, tzinfo=NEW_YORK), "2026-06-02", "2026-06-12", 2),
        ("not on March 3 but on March 5", datetime(2026, 3, 10, 10, 0, tzinfo=NEW_YORK), "2026-03-05", "2026-03-03",
         None),
        ("not December, November", datetime(2027, 1, 6, 10, 0, tzinfo=NEW_YORK), "2026-11-01", "2026-12-01", None),
    ],
)  # fmt: skip
def test_not_old_new_cuts_where_both_halves_are_dates(
    text: str, now: datetime, new: str, old: str, day_only: int | None
) -> None:
    """ "not <date>, <date>" cuts at the comma even when the old date has several words, and
    without a verb each date is the occurrence nearest to the message."""
    intent = one(text, now)
    assert isinstance(intent, CorrectTime)
    assert (day(intent.old), intent.day_only) == (old, day_only)
    if day_only is None:
        assert day(intent.new) == new


@pytest.mark.parametrize(
    ("text", "now", "effective"),
    [
        # past tense, but the named day is just ahead and last year's is most of a year back
        ("Jordan Lee became Principal Engineer from September 1", datetime(2026, 8, 20, 9, 0, tzinfo=NEW_YORK),
         "2026-09-01"),
        # no tense: the nearest July 8 (two days ago), not next year's
        ("Diego owns the pricing page from July 8", datetime(2026, 7, 10, 9, 0, tzinfo=NEW_YORK), "2026-07-08"),
        ("Maya is COO from March 1", datetime(2026, 6, 10, 9, 0, tzinfo=NEW_YORK), "2026-03-01"),
        # the tense still decides when neither reading is close
        ("Maya became COO in October", datetime(2026, 6, 10, 9, 0, tzinfo=NEW_YORK), "2025-10-01"),
        ("Maya will become COO in March", datetime(2026, 6, 10, 9, 0, tzinfo=NEW_YORK), "2027-03-01"),
    ],
)  # fmt: skip
def test_effective_dates_lean_on_the_tense_but_stay_near(text: str, now: datetime, effective: str) -> None:
    intent = one(text, now)
    assert isinstance(intent, StateClaim)
    assert day(intent.effective) == effective


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("Thomas' location changed to Seville.", "Thomas", "Seville"),
        ("James' role is VP Sales.", "James", "VP Sales"),
        ("James’ role is VP Sales.", "James", "VP Sales"),
        ("James's role is VP Sales.", "James", "VP Sales"),
    ],
)
def test_a_possessive_apostrophe_after_s_keeps_the_s_of_the_name(text: str, subject: str, value: str) -> None:
    intent = one(text)
    assert isinstance(intent, StateClaim)
    assert (intent.subject, intent.value) == (subject, value)


def test_a_question_with_a_possessive_apostrophe_after_s_keeps_the_s_of_the_name() -> None:
    intent = one("What is Thomas' location?")
    assert isinstance(intent, Question)
    assert (intent.subject, intent.predicate) == ("Thomas", "location")


def test_a_promise_to_her_is_to_the_person_the_message_named_before() -> None:
    intents = run("Maya is now CFO. I'll send her the memo by Friday.")
    promise = next(i for i in intents if isinstance(i, NewCommitment))
    assert promise.counterparty == "Maya"
    alone = one("I'll send her the memo by Friday.")
    assert isinstance(alone, NewCommitment) and alone.counterparty is None
