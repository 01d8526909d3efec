"""The temporal claims engine, exercised with sequences of claims."""

from __future__ import annotations

import itertools
import random
from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

import pytest

from memory import claims as engine
from memory.claims import ChangeKind, PreferenceStrength
from memory.model import Claim, ClaimStatus, Epistemic, Precision, Source

S = ClaimStatus
BERLIN = ZoneInfo("Europe/Berlin")
PARIS = ZoneInfo("Europe/Paris")
LONDON = ZoneInfo("Europe/London")

_ids = itertools.count(1)


def at(text: str, tz: ZoneInfo | None = None) -> datetime:
    """'2026-06-01' → local midnight; '2026-06-01T10:00' → that local time; in UTC."""
    zone = tz or UTC
    if "T" in text:
        naive = datetime.fromisoformat(text)
        when = naive if naive.tzinfo else naive.replace(tzinfo=zone)
    else:
        when = datetime.combine(date.fromisoformat(text), time(), tzinfo=zone)
    return when.astimezone(UTC)


def claim(
    value: str,
    *,
    observed: str | datetime,
    effective: str | datetime | None = None,
    until: str | datetime | None = None,
    subject: str = "Maya",
    predicate: str = "role",
    scope: str | None = None,
    precision: Precision | None = None,
    source: str = "chat",
    authority: float = 1.0,
    quoted: bool = False,
    corrects: int | None = None,
    correction_kind: str | None = None,
    epistemic: Epistemic = Epistemic.EXPLICIT,
    detail: dict | None = None,
    tz: ZoneInfo | None = None,
    id: int | None = None,
) -> Claim:
    """A claim for tests: without ``effective`` it has no explicit time (effective = observed)."""

    def when(v: str | datetime) -> datetime:
        return v.astimezone(UTC) if isinstance(v, datetime) else at(v, tz)

    observed_at = when(observed)
    explicit = effective is not None
    effective_from = when(effective) if explicit else observed_at
    if precision is None:
        precision = Precision.DAY if explicit and "T" not in str(effective) else Precision.INSTANT
    return Claim(
        id=next(_ids) if id is None else id,
        user="alice",
        subject=subject,
        predicate=predicate,
        value=value,
        scope=scope,
        observed_at=observed_at,
        effective_from=effective_from,
        effective_to=when(until) if until is not None else None,
        precision=precision,
        explicit_time=explicit,
        epistemic=epistemic,
        source=Source(event_id=None, name=source, authority=authority),
        quoted=quoted,
        corrects=corrects,
        correction_kind=correction_kind,
        detail=detail or {},
    )


def current(cs, now, subject="Maya", predicate="role", scope=None, tz=UTC):
    return engine.find_view(cs, now, subject, predicate, scope, tz=tz)


def value_at(cs, when, subject="Maya", predicate="role", scope=None, tz=UTC):
    view = engine.find_view(cs, when, subject, predicate, scope, tz=tz)
    return None if view is None else (view.values if view.conflicting else view.value)


# --------------------------------------------------------------------------- basics


def test_explicit_claim_is_current():
    """A dated claim is current from its effective time."""
    c = claim("VP Operations", observed="2026-03-02", effective="2026-03-01")
    assert engine.statuses([c], at("2026-03-05")) == {c.id: S.CURRENT}
    assert current([c], at("2026-03-05")).value == "VP Operations"


def test_undated_claim_is_uncertain_and_starts_when_observed():
    """Without an explicit time the claim holds from its observation and is uncertain."""
    c = claim("VP Operations", observed="2026-03-02T09:00")
    assert engine.statuses([c], at("2026-03-05")) == {c.id: S.UNCERTAIN}
    assert value_at([c], at("2026-03-02T08:59")) is None
    assert value_at([c], at("2026-03-02T09:00")) == "VP Operations"


def test_grouping_ignores_case_and_leading_the():
    """Subject, predicate and scope are compared by their normalised keys."""
    a = claim("Maya", subject="The Northwind renewal", predicate="Decision maker", observed="2026-05-01T09:00")
    b = claim("Daniel", subject="northwind renewal", predicate="decision_maker", observed="2026-05-03T09:00")
    view = engine.find_view([a, b], at("2026-05-04"), "Northwind Renewal.", "decision maker")
    assert view.value == "Daniel"
    assert engine.statuses([a, b], at("2026-05-04"))[a.id] is S.SUPERSEDED


# --------------------------------------------------------------------------- corroboration


def test_role_repeated_in_several_documents_is_one_version():
    """The same value from several sources is one version; its claims share the status."""
    chat = claim("VP Operations", observed="2026-03-02T09:00")
    notes = claim("VP Operations", observed="2026-03-10T11:00", source="meeting-notes", authority=0.5)
    email = claim("vp operations.", observed="2026-03-12T08:00", source="email", authority=0.7)
    cs = [chat, notes, email]
    st = engine.statuses(cs, at("2026-03-15"))
    assert set(st.values()) == {S.UNCERTAIN}
    view = current(cs, at("2026-03-15"))
    assert not view.conflicting
    assert view.claims == (chat,)
    assert view.evidence == (chat, notes, email)
    assert view.effective_from == chat.effective_from


def test_corroborated_version_is_current_when_one_claim_is_dated():
    """An explicit claim in a corroborated version makes the whole version current."""
    dated = claim("COO", observed="2026-06-20", effective="2026-06-01", source="crm", authority=0.8)
    undated = claim("COO", observed="2026-06-22T10:00")
    st = engine.statuses([dated, undated], at("2026-06-23"))
    assert st == {dated.id: S.CURRENT, undated.id: S.CURRENT}
    assert current([dated, undated], at("2026-06-23")).effective_from == at("2026-06-01")


# --------------------------------------------------------------------------- supersession


def test_later_authoritative_change_supersedes_old_role():
    """A dated change replaces the earlier version, which stays queryable as superseded."""
    vp1 = claim("VP Operations", observed="2026-03-02T09:00")
    vp2 = claim("VP Operations", observed="2026-03-10T11:00", source="meeting-notes", authority=0.5)
    coo = claim("Chief Operating Officer", observed="2026-06-20", effective="2026-06-01", source="crm", authority=0.8)
    cs = [vp1, vp2, coo]
    st = engine.statuses(cs, at("2026-06-20T12:00"))
    assert st == {vp1.id: S.SUPERSEDED, vp2.id: S.SUPERSEDED, coo.id: S.CURRENT}
    assert current(cs, at("2026-06-20T12:00")).value == "Chief Operating Officer"
    assert engine.value_status(cs, at("2026-06-20T12:00"), "Maya", "role", "VP Operations") is S.SUPERSEDED


def test_old_state_quoted_after_change_is_stale():
    """A quoted copy of the old role is stale and never revives it."""
    vp = claim("VP Operations", observed="2026-03-02T09:00")
    coo = claim("COO", observed="2026-06-20", effective="2026-06-01", source="crm", authority=0.8)
    quote = claim("VP Operations", observed="2026-06-25T15:00", source="support-template", authority=0.3, quoted=True)
    cs = [vp, coo, quote]
    st = engine.statuses(cs, at("2026-06-26"))
    assert st == {vp.id: S.SUPERSEDED, coo.id: S.CURRENT, quote.id: S.STALE}
    assert current(cs, at("2026-06-26")).value == "COO"
    assert current(cs, at("2026-06-26")).evidence == (coo,)


def test_undated_repeat_of_superseded_value_is_stale():
    """A copied template repeating the old value without its own time is stale even unflagged."""
    vp = claim("VP Operations", observed="2026-03-02T09:00")
    coo = claim("COO", observed="2026-06-20", effective="2026-06-01", source="crm")
    copy = claim("VP Operations", observed="2026-06-25T15:00", source="template", authority=0.3)
    cs = [vp, coo, copy]
    assert engine.statuses(cs, at("2026-06-26"))[copy.id] is S.STALE
    assert current(cs, at("2026-06-26")).value == "COO"
    assert value_at(cs, at("2026-06-25T16:00")) == "COO"


def test_dated_return_to_old_value_is_a_new_version_not_stale():
    """An explicitly dated return to an earlier value is a genuine new version."""
    vp = claim("VP Operations", observed="2026-03-02T09:00")
    coo = claim("COO", observed="2026-06-20", effective="2026-06-01")
    back = claim("VP Operations", observed="2026-08-03", effective="2026-08-01")
    again = claim("VP Operations", observed="2026-08-10T09:00", source="template")
    cs = [vp, coo, back, again]
    st = engine.statuses(cs, at("2026-08-11"))
    assert st == {vp.id: S.SUPERSEDED, coo.id: S.SUPERSEDED, back.id: S.CURRENT, again.id: S.CURRENT}


def test_later_arriving_record_with_older_effective_time_becomes_history():
    """Arrival order does not decide: an old record learned late is history, not current."""
    coo = claim("COO", observed="2026-06-20", effective="2026-06-01", source="crm")
    director = claim("Director", observed="2026-06-22", effective="2026-01-15", source="hr-import")
    cs = [coo, director]
    now = at("2026-06-23")
    assert current(cs, now).value == "COO"
    assert engine.statuses(cs, now) == {coo.id: S.CURRENT, director.id: S.SUPERSEDED}
    assert value_at(cs, at("2026-02-01")) == "Director"
    assert value_at(cs, at("2026-01-14")) is None


def test_late_dated_change_makes_earlier_undated_repeat_stale():
    """Retrospectively, an undated repeat observed after a (later learned) change is stale."""
    vp = claim("VP Operations", observed="2026-03-02T09:00")
    repeat = claim("VP Operations", observed="2026-06-25T09:00", source="template")
    coo = claim("COO", observed="2026-06-28", effective="2026-06-01", source="crm")
    before = engine.statuses([vp, repeat], at("2026-06-26"))
    assert before == {vp.id: S.UNCERTAIN, repeat.id: S.UNCERTAIN}
    after = engine.statuses([vp, repeat, coo], at("2026-06-29"))
    assert after == {vp.id: S.SUPERSEDED, repeat.id: S.STALE, coo.id: S.CURRENT}


def test_undated_claims_on_same_day_do_not_conflict():
    """Two undated statements never conflict: the later one is the new version."""
    a = claim("VP Operations", observed="2026-03-02T09:00")
    b = claim("COO", observed="2026-03-02T15:00")
    st = engine.statuses([a, b], at("2026-03-03"))
    assert st == {a.id: S.SUPERSEDED, b.id: S.UNCERTAIN}
    assert engine.conflicts([a, b], at("2026-03-03")) == []


def test_arrival_order_does_not_change_the_result():
    """Any permutation of the same claims gives the same statuses and views."""
    cs = [
        claim("VP Operations", observed="2026-03-02T09:00"),
        claim("VP Operations", observed="2026-03-10T11:00", source="notes", authority=0.5),
        claim("COO", observed="2026-06-20", effective="2026-06-01", source="crm", authority=0.8),
        claim("VP Operations", observed="2026-06-25T15:00", quoted=True, authority=0.3),
        claim("Director", observed="2026-06-26", effective="2026-01-01", authority=0.6),
    ]
    now = at("2026-06-27")
    expected = engine.statuses(cs, now)
    expected_view = engine.view_at(cs, now)
    rng = random.Random(7)
    for _ in range(20):
        shuffled = cs[:]
        rng.shuffle(shuffled)
        assert engine.statuses(shuffled, now) == expected
        assert engine.view_at(shuffled, now) == expected_view


# --------------------------------------------------------------------------- as-of


def test_as_of_queries_before_between_and_after_changes():
    """as-of answers follow effective time across several changes."""
    cs = [
        claim("Manager", observed="2026-02-01", effective="2025-06-01"),
        claim("Director", observed="2026-02-01", effective="2026-01-01"),
        claim("VP Operations", observed="2026-05-05", effective="2026-05-01"),
    ]
    assert value_at(cs, at("2025-05-31")) is None
    assert value_at(cs, at("2025-12-31T23:59")) == "Manager"
    assert value_at(cs, at("2026-01-01")) == "Director"
    assert value_at(cs, at("2026-04-30")) == "Director"
    assert value_at(cs, at("2026-05-01")) == "VP Operations"
    assert value_at(cs, at("2027-01-01")) == "VP Operations"


def test_future_effective_claim_is_current_but_not_in_current_view():
    """A claim effective after now will hold: status current, but the view still shows the old one."""
    vp = claim("VP Operations", observed="2026-03-02", effective="2026-03-01")
    coo = claim("COO", observed="2026-05-10", effective="2026-07-01")
    cs = [vp, coo]
    now = at("2026-05-11")
    assert engine.statuses(cs, now) == {vp.id: S.CURRENT, coo.id: S.CURRENT}
    assert current(cs, now).value == "VP Operations"
    assert value_at(cs, at("2026-07-02")) == "COO"
    assert engine.statuses(cs, at("2026-07-02")) == {vp.id: S.SUPERSEDED, coo.id: S.CURRENT}


def test_view_at_lists_every_group_sorted():
    """view_at gives one view per fact that holds at the instant."""
    cs = [
        claim("VP Operations", observed="2026-03-02T09:00"),
        claim("Berlin", predicate="city", observed="2026-03-02T09:01"),
        claim("Daniel", subject="Acme renewal", predicate="owner", observed="2026-03-03T09:00"),
        claim("Slack", predicate="preference", scope="launch updates", observed="2026-04-01T09:00"),
    ]
    views = engine.view_at(cs, at("2026-03-04"))
    assert [(v.subject, v.predicate, v.value) for v in views] == [
        ("Acme renewal", "owner", "Daniel"),
        ("Maya", "city", "Berlin"),
        ("Maya", "role", "VP Operations"),
    ]


# --------------------------------------------------------------------------- corrections


def _role_change_claims():
    """role-change-and-correction.yaml up to the correction, as claims (Berlin)."""
    vp_chat = claim("VP Operations", observed="2026-03-02T09:00", tz=BERLIN)
    vp_notes = claim("VP Operations", observed="2026-03-10T11:00", source="meeting-notes", authority=0.5, tz=BERLIN)
    coo = claim(
        "Chief Operating Officer",
        observed="2026-06-20T10:00",
        effective="2026-06-01",
        source="crm",
        authority=0.8,
        tz=BERLIN,
    )
    quote = claim(
        "VP Operations",
        observed="2026-06-25T15:00",
        source="support-template",
        authority=0.3,
        quoted=True,
        tz=BERLIN,
    )
    return vp_chat, vp_notes, coo, quote


def test_role_change_and_correction_scenario():
    """role-change-and-correction.yaml: change, quote, as-of, then a time correction to April."""
    vp_chat, vp_notes, coo, quote = _role_change_claims()
    kw = {"tz": BERLIN}

    cs = [vp_chat, vp_notes, coo]
    now = at("2026-06-20T10:05", BERLIN)
    view = current(cs, now, **kw)
    assert view.value == "Chief Operating Officer"
    assert view.effective_from == at("2026-06-01", BERLIN)
    assert engine.value_status(cs, now, "Maya", "role", "VP Operations", **kw) is S.SUPERSEDED

    cs.append(quote)
    now = at("2026-06-25T15:01", BERLIN)
    assert current(cs, now, **kw).value == "Chief Operating Officer"
    assert value_at(cs, at("2026-04-15", BERLIN), **kw) == "VP Operations"
    assert engine.statuses(cs, now, **kw)[quote.id] is S.STALE

    # "Maya's role change to Chief Operating Officer happened in April, not June."
    now = at("2026-06-26T09:30", BERLIN)
    june = (at("2026-06-01", BERLIN), at("2026-07-01", BERLIN))
    target = engine.correction_target(cs, words="Maya's role change to Chief Operating Officer", old_date=june, now=now)
    assert target == coo
    fix = engine.correction(
        coo,
        id=next(_ids),
        observed_at=now,
        source=Source(event_id=None, name="chat", authority=1.0),
        effective_from=at("2026-04-01", BERLIN),
        precision=Precision.MONTH,
    )
    assert (fix.corrects, fix.correction_kind, fix.value) == (coo.id, "time", coo.value)
    cs.append(fix)

    now = at("2026-06-26T09:31", BERLIN)
    view = current(cs, now, **kw)
    assert view.value == "Chief Operating Officer"
    assert view.claims == (fix,)
    assert view.effective_from == at("2026-04-01", BERLIN)
    assert value_at(cs, at("2026-04-15", BERLIN), **kw) == "Chief Operating Officer"
    assert value_at(cs, at("2026-03-15", BERLIN), **kw) == "VP Operations"
    assert engine.statuses(cs, now, **kw) == {
        vp_chat.id: S.SUPERSEDED,
        vp_notes.id: S.SUPERSEDED,
        coo.id: S.CORRECTED,
        quote.id: S.STALE,
        fix.id: S.CURRENT,
    }

    # the next briefing reports the correction only, nothing about the old VP role
    changes = engine.changes_between(cs, at("2026-06-26T08:30", BERLIN), at("2026-06-27T08:30", BERLIN), **kw)
    assert [(c.kind, c.old, c.new) for c in changes] == [(ChangeKind.CORRECTED, coo, fix)]


def test_role_change_correction_is_the_same_in_utc():
    """With UTC as the calendar the April correction still leaves March to VP."""
    vp_chat, vp_notes, coo, quote = _role_change_claims()
    fix = engine.correction(
        coo,
        id=next(_ids),
        observed_at=at("2026-06-26T09:30", BERLIN),
        source=Source(None, "chat", 1.0),
        effective_from=at("2026-04-01", BERLIN),
        precision=Precision.MONTH,
    )
    cs = [vp_chat, vp_notes, coo, quote, fix]
    assert value_at(cs, at("2026-04-15", BERLIN)) == "Chief Operating Officer"
    assert value_at(cs, at("2026-03-15", BERLIN)) == "VP Operations"
    assert engine.conflicts(cs, at("2026-06-27")) == []


def test_no_that_was_march_orders_change_after_earlier_statement_in_march():
    """'no, that was March' after 'Maya is VP' on 1 March: COO from March, not a conflict, VP not revived."""
    vp = claim("VP Operations", observed="2026-03-01T09:00", tz=BERLIN)
    coo = claim("COO", observed="2026-06-20T10:00", effective="2026-06-01", source="crm", authority=0.6, tz=BERLIN)
    fix = engine.correction(
        coo,
        id=next(_ids),
        observed_at=at("2026-06-20T10:01", BERLIN),
        source=Source(None, "chat", 1.0),
        effective_from=at("2026-03-01", BERLIN),
        precision=Precision.MONTH,
    )
    cs = [vp, coo, fix]
    now = at("2026-06-21T09:00", BERLIN)
    view = current(cs, now, tz=BERLIN)
    assert view.value == "COO"
    assert not view.conflicting
    assert view.effective_from == at("2026-03-01", BERLIN)
    assert engine.statuses(cs, now, tz=BERLIN) == {vp.id: S.SUPERSEDED, coo.id: S.CORRECTED, fix.id: S.CURRENT}
    assert value_at(cs, at("2026-03-01T08:00", BERLIN), tz=BERLIN) is None  # change placed after the 09:00 statement
    assert value_at(cs, at("2026-03-15", BERLIN), tz=BERLIN) == "COO"


def test_correction_of_value_excludes_corrected_claim():
    """A value correction makes the old claim corrected (not superseded) and takes its place."""
    crm = claim("VP Sales", observed="2026-05-02", effective="2026-05-01", source="crm", authority=0.8)
    fix = engine.correction(
        crm, id=next(_ids), observed_at=at("2026-05-03T10:00"), source=Source(7, "chat", 1.0), value="VP Operations"
    )
    assert (fix.correction_kind, fix.effective_from, fix.explicit_time) == ("value", crm.effective_from, True)
    cs = [crm, fix]
    now = at("2026-05-04")
    assert engine.statuses(cs, now) == {crm.id: S.CORRECTED, fix.id: S.CURRENT}
    view = current(cs, now)
    assert view.values == ("VP Operations",)
    assert view.evidence == (fix,)
    assert value_at(cs, at("2026-05-01T12:00")) == "VP Operations"
    assert engine.value_status(cs, now, "Maya", "role", "VP Sales") is S.CORRECTED
    hist = engine.history(cs, now, subject="maya")
    assert [(c.value, s) for c, s in hist] == [("VP Sales", S.CORRECTED), ("VP Operations", S.CURRENT)]


def test_correction_of_a_correction():
    """Correcting a correction leaves only the last one in force."""
    crm = claim("COO", observed="2026-06-20", effective="2026-06-01", source="crm")
    fix1 = engine.correction(
        crm,
        id=next(_ids),
        observed_at=at("2026-06-21"),
        source=Source(None, "chat", 1.0),
        effective_from=at("2026-03-01"),
        precision=Precision.MONTH,
    )
    fix2 = engine.correction(
        fix1,
        id=next(_ids),
        observed_at=at("2026-06-22"),
        source=Source(None, "chat", 1.0),
        effective_from=at("2026-04-01"),
        precision=Precision.MONTH,
    )
    cs = [crm, fix1, fix2]
    st = engine.statuses(cs, at("2026-06-23"))
    assert st == {crm.id: S.CORRECTED, fix1.id: S.CORRECTED, fix2.id: S.CURRENT}
    assert value_at(cs, at("2026-03-15")) is None
    assert value_at(cs, at("2026-04-15")) == "COO"


def test_correction_requires_a_change():
    """A correction with neither value nor time is refused."""
    crm = claim("COO", observed="2026-06-20", effective="2026-06-01")
    with pytest.raises(ValueError):
        engine.correction(crm, id=99, observed_at=at("2026-06-21"), source=Source(None, "chat", 1.0))


def test_correction_target_by_words_date_or_recency():
    """The target is named by words and/or old date; otherwise the latest dated claim."""
    vp = claim("VP Operations", observed="2026-03-02T09:00")
    coo = claim("Chief Operating Officer", observed="2026-06-20", effective="2026-06-01", source="crm")
    city = claim("Berlin", predicate="city", observed="2026-06-21", effective="2026-05-15")
    note = claim("Lisbon", subject="Daniel", predicate="city", observed="2026-06-22T10:00")
    quote = claim("VP Operations", observed="2026-06-23T10:00", quoted=True)
    cs = [vp, coo, city, note, quote]
    now = at("2026-06-24")
    assert engine.correction_target(cs, now=now) == city
    assert engine.correction_target(cs, now=at("2026-06-20T12:00")) == coo
    assert engine.correction_target(cs, words="that role change", now=now) == coo
    assert (
        engine.correction_target(cs, words="Maya's role", old_date=(at("2026-03-01"), at("2026-04-01")), now=now) == vp
    )
    assert engine.correction_target(cs, old_date=(at("2026-05-01"), at("2026-06-01")), now=now) == city
    assert engine.correction_target(cs, words="the budget", now=now) is None
    assert engine.correction_target(cs, words="the promotion", now=now) == coo  # a change named by its event
    assert engine.correction_target(cs, words="her title", now=now) == coo  # or by another name of it
    may, march = (at("2026-05-01"), at("2026-06-01")), (at("2026-03-01"), at("2026-04-01"))
    assert engine.correction_target(cs, words="the move", old_date=may, now=now) == city
    assert engine.correction_target(cs, words="the move", old_date=march, now=now) is None  # only a role then
    assert engine.correction_target(cs, old_date=(at("2025-01-01"), at("2025-02-01")), now=now) is None
    assert engine.correction_target([], now=now) is None


# --------------------------------------------------------------------------- conflicts


def _conflicting_sources_claims():
    maya = claim(
        "Maya",
        subject="Northwind renewal",
        predicate="decision maker",
        observed="2026-05-12T09:00",
        effective="2026-05-01",
        source="crm",
        authority=0.6,
        tz=PARIS,
    )
    daniel = claim(
        "Daniel",
        subject="Northwind renewal",
        predicate="decision maker",
        observed="2026-05-14T17:00",
        effective="2026-05-01",
        source="executive-email",
        authority=0.9,
        tz=PARIS,
    )
    said = claim(
        "Daniel", subject="Northwind renewal", predicate="decision maker", observed="2026-05-18T10:00", tz=PARIS
    )
    return maya, daniel, said


def test_conflicting_sources_scenario():
    """conflicting-sources.yaml: both values shown, ranked by authority, until a later statement."""
    maya, daniel, said = _conflicting_sources_claims()
    kw = {"tz": PARIS}
    cs = [maya, daniel]
    now = at("2026-05-14T17:05", PARIS)
    found = engine.conflicts(cs, now, subject="Northwind renewal", predicate="decision maker", **kw)
    assert len(found) == 1
    assert found[0].values == ("Daniel", "Maya")
    assert found[0].conflicting
    view = engine.find_view(cs, now, "Northwind renewal", "decision maker", **kw)
    assert set(view.values) == {"Maya", "Daniel"}
    assert engine.statuses(cs, now, **kw) == {maya.id: S.CONFLICTING, daniel.id: S.CONFLICTING}

    cs.append(said)
    now = at("2026-05-18T10:01", PARIS)
    assert engine.conflicts(cs, now, subject="Northwind renewal", predicate="decision maker", **kw) == []
    view = engine.find_view(cs, now, "Northwind renewal", "decision maker", **kw)
    assert view.values == ("Daniel",)
    assert engine.statuses(cs, now, **kw) == {maya.id: S.SUPERSEDED, daniel.id: S.SUPERSEDED, said.id: S.UNCERTAIN}
    # as of the conflicting period, the conflict is still what the record says
    assert set(value_at(cs, at("2026-05-10", PARIS), "Northwind renewal", "decision maker", tz=PARIS)) == {
        "Maya",
        "Daniel",
    }


def test_conflict_ranked_by_authority_not_arrival():
    """The more authoritative source ranks first whichever arrived first."""
    low = claim("Maya", observed="2026-05-14", effective="2026-05-01", source="crm", authority=0.4)
    high = claim("Daniel", observed="2026-05-12", effective="2026-05-01", source="email", authority=0.9)
    for cs in ([low, high], [high, low]):
        view = current(cs, at("2026-05-15"))
        assert view.values == ("Daniel", "Maya")
        assert [c.source.name for c in view.claims] == ["email", "crm"]


def test_conflict_resolved_by_later_dated_version():
    """A later dated version resolves a conflict; the conflicting claims become superseded."""
    a = claim("Maya", observed="2026-05-12", effective="2026-05-01", authority=0.6)
    b = claim("Daniel", observed="2026-05-14", effective="2026-05-01", authority=0.9)
    c = claim("Priya", observed="2026-05-20", effective="2026-05-19", authority=0.7)
    cs = [a, b, c]
    assert engine.conflicts(cs, at("2026-05-18")) != []
    assert engine.conflicts(cs, at("2026-05-20")) == []
    assert engine.statuses(cs, at("2026-05-20")) == {a.id: S.SUPERSEDED, b.id: S.SUPERSEDED, c.id: S.CURRENT}


def test_conflict_at_month_precision():
    """A month-precision claim conflicts with a later-observed day claim of that month."""
    month = claim("Maya", observed="2026-05-02", effective="2026-05-01", precision=Precision.MONTH)
    day = claim("Daniel", observed="2026-05-20", effective="2026-05-15", authority=0.7)
    assert current([month, day], at("2026-05-21")).conflicting


def test_coarser_later_report_is_sequenced_not_conflicting():
    """A later, coarser-dated report ("in May") follows a finer earlier one instead of conflicting."""
    day = claim("Maya", observed="2026-05-10", effective="2026-05-09")
    month = claim("Daniel", observed="2026-06-02", effective="2026-05-01", precision=Precision.MONTH)
    cs = [day, month]
    assert not current(cs, at("2026-06-03")).conflicting
    assert current(cs, at("2026-06-03")).value == "Daniel"
    assert value_at(cs, at("2026-05-09T12:00")) == "Daniel"
    assert value_at(cs, at("2026-05-08")) is None


def test_undated_statement_after_dated_claim_same_day_conflicts():
    """An undated statement contradicting a dated claim of the same day is a conflict."""
    dated = claim("Maya", observed="2026-05-01T08:00", effective="2026-05-01", authority=0.6)
    undated = claim("Daniel", observed="2026-05-01T15:00", authority=1.0)
    view = current([dated, undated], at("2026-05-01T16:00"))
    assert view.values == ("Daniel", "Maya")


def test_conflict_period_follows_the_users_timezone():
    """Whether two dates share a month is decided in the user's calendar."""
    april = claim("Maya", observed="2026-04-02", effective="2026-04-01", precision=Precision.MONTH, tz=BERLIN)
    march = claim("Daniel", observed="2026-04-03", effective="2026-03-31", tz=BERLIN)
    cs = [april, march]
    assert current(cs, at("2026-04-10"), tz=BERLIN).values == ("Maya",)
    assert current(cs, at("2026-04-10"), tz="UTC").conflicting


# --------------------------------------------------------------------------- refinement and preferences


def test_refinement_keeps_both_claims_valid():
    """'prefers email for contract approvals' refines 'prefers email'; both stay current."""
    broad = claim("email", predicate="preference", observed="2026-05-01T09:00")
    narrow = claim("email", predicate="preference", scope="contract approvals", observed="2026-05-04T09:00")
    narrower = claim("Slack", predicate="preference", scope="urgent contract approvals", observed="2026-05-05T09:00")
    other = claim(
        "phone", subject="Daniel", predicate="preference", scope="contract approvals", observed="2026-05-05T10:00"
    )
    cs = [broad, narrow, narrower, other]
    assert engine.refinements(cs) == {narrow.id: broad.id, narrower.id: narrow.id}
    st = engine.statuses(cs, at("2026-05-06"))
    assert st[broad.id] is S.UNCERTAIN and st[narrow.id] is S.UNCERTAIN
    assert current(cs, at("2026-05-06"), predicate="preference").value == "email"
    assert current(cs, at("2026-05-06"), predicate="preference", scope="Contract approvals").value == "email"


def test_no_refinement_of_a_later_broader_claim():
    """A broad claim observed after the scoped one is not what the scoped one refines."""
    narrow = claim("email", predicate="preference", scope="contract approvals", observed="2026-05-04T09:00")
    broad = claim("email", predicate="preference", observed="2026-05-05T09:00")
    assert engine.refinements([narrow, broad]) == {}


def test_broader_fallback_for_scoped_question():
    """find_view(broader=True) answers a scoped question from the unscoped fact."""
    broad = claim("email", predicate="preference", observed="2026-05-01T09:00")
    now = at("2026-05-02")
    assert engine.find_view([broad], now, "Maya", "preference", "launch updates") is None
    view = engine.find_view([broad], now, "Maya", "preference", "launch updates", broader=True)
    assert view.value == "email"


def test_temporary_preference_scenario():
    """temporary-preference.yaml: a preference 'until May 31' is gone in June; the other stays."""
    email = claim("email", predicate="preference", scope="contract approvals", observed="2026-05-04T09:00", tz=LONDON)
    slack = claim(
        "Slack",
        predicate="preference",
        scope="launch updates",
        observed="2026-05-04T09:02",
        until="2026-06-01",
        tz=LONDON,
    )
    cs = [email, slack]
    kw = {"tz": LONDON}
    may = at("2026-05-10T10:00", LONDON)
    assert current(cs, may, predicate="preference", scope="contract approvals", **kw).value == "email"
    view = current(cs, may, predicate="preference", scope="launch updates", **kw)
    assert view.value == "Slack"
    assert view.effective_to == at("2026-06-01", LONDON)
    june = at("2026-06-02T10:00", LONDON)
    assert current(cs, june, predicate="preference", scope="launch updates", **kw) is None
    assert current(cs, june, predicate="preference", scope="contract approvals", **kw).value == "email"
    assert engine.statuses(cs, june, **kw) == {email.id: S.UNCERTAIN, slack.id: S.HISTORICAL}


def test_temporary_override_ends_and_earlier_version_holds_again():
    """After a temporary preference expires, the one it overrode holds again."""
    email = claim("email", predicate="preference", observed="2026-04-01T09:00")
    slack = claim("Slack", predicate="preference", observed="2026-05-04T09:00", until="2026-06-01")
    cs = [email, slack]
    assert current(cs, at("2026-05-10"), predicate="preference").value == "Slack"
    assert engine.statuses(cs, at("2026-05-10")) == {email.id: S.SUPERSEDED, slack.id: S.UNCERTAIN}
    assert current(cs, at("2026-06-02"), predicate="preference").value == "email"
    assert engine.statuses(cs, at("2026-06-02")) == {email.id: S.UNCERTAIN, slack.id: S.HISTORICAL}


def test_temporary_version_replaced_before_expiry_is_superseded():
    """A temporary version replaced before its own end is superseded, not historical."""
    slack = claim("Slack", predicate="preference", observed="2026-05-04T09:00", until="2026-06-01")
    teams = claim("Teams", predicate="preference", observed="2026-05-20T09:00")
    assert engine.statuses([slack, teams], at("2026-06-05")) == {slack.id: S.SUPERSEDED, teams.id: S.UNCERTAIN}


def test_preference_summary_fields():
    """Strength, first and last evidence, expiry and contradicting evidence of a preference."""
    first = claim(
        "email",
        predicate="preference",
        scope="contract approvals",
        observed="2026-05-01T09:00",
        epistemic=Epistemic.INFERRED,
        detail={"strength": "weak inference"},
    )
    second = claim(
        "Email",
        predicate="preference",
        scope="contract approvals",
        observed="2026-05-08T09:00",
        epistemic=Epistemic.INFERRED,
        until="2026-09-01",
    )
    quoted = claim("fax", predicate="preference", scope="contract approvals", observed="2026-05-09T09:00", quoted=True)
    cs = [first, second, quoted]
    pref = engine.preference_summary(cs, "Maya", "Contract approvals", at("2026-05-10"))
    assert pref.value == "email"
    assert pref.strength is PreferenceStrength.REPEATED_BEHAVIOUR
    assert (pref.first_evidence, pref.last_evidence) == (first, second)
    assert pref.expires == at("2026-09-01")
    assert pref.contradicting == (quoted,)
    assert pref.status is S.UNCERTAIN
    assert engine.preference_summary(cs, "Maya", "Contract approvals", at("2026-09-02")) is None
    assert engine.preference_summary(cs, "Maya", "launch updates", at("2026-05-10")) is None


def test_preference_summary_explicit_request_wins():
    """An explicit request is the strongest evidence."""
    said = claim("email", predicate="preference", observed="2026-05-01T09:00")
    pref = engine.preference_summary([said], "Maya", None, at("2026-05-02"))
    assert pref.strength is PreferenceStrength.EXPLICIT_REQUEST
    assert pref.expires is None and pref.contradicting == ()


# --------------------------------------------------------------------------- history and changes


def test_history_lists_every_version_in_effective_order():
    """history shows every claim, stale and corrected included, by effective then observed time."""
    vp_chat, vp_notes, coo, quote = _role_change_claims()
    other = claim("Berlin", predicate="city", observed="2026-03-01T09:00", tz=BERLIN)
    cs = [quote, coo, vp_notes, other, vp_chat]
    hist = engine.history(cs, at("2026-06-26"), subject="Maya", predicate="role", tz=BERLIN)
    assert [(c.id, s) for c, s in hist] == [
        (vp_chat.id, S.SUPERSEDED),
        (vp_notes.id, S.SUPERSEDED),
        (coo.id, S.CURRENT),
        (quote.id, S.STALE),
    ]
    assert len(engine.history(cs, at("2026-06-26"), tz=BERLIN)) == 5


def test_changes_between_reports_new_versions_only():
    """Changes are new values observed in the window, with the value they replaced."""
    vp1 = claim("VP Operations", observed="2026-03-02T09:00")
    vp2 = claim("VP Operations", observed="2026-03-10T11:00", source="notes")
    coo = claim("COO", observed="2026-06-20", effective="2026-06-01", source="crm")
    quote = claim("VP Operations", observed="2026-06-25", quoted=True)
    copy = claim("VP Operations", observed="2026-06-25T12:00")
    cs = [vp1, vp2, coo, quote, copy]
    all_changes = engine.changes_between(cs, None, at("2026-06-30"))
    assert [(c.kind, c.old, c.new) for c in all_changes] == [
        (ChangeKind.ADDED, None, vp1),
        (ChangeKind.CHANGED, vp1, coo),
    ]
    assert engine.changes_between(cs, at("2026-03-05"), at("2026-03-31")) == []
    window = engine.changes_between(cs, at("2026-06-19"), at("2026-06-30"))
    assert len(window) == 1 and window[0].effective_from == at("2026-06-01")
    assert (window[0].subject, window[0].predicate, window[0].scope) == ("Maya", "role", None)


def test_changes_between_boundaries_are_since_exclusive_until_inclusive():
    """(since, until]: a claim observed exactly at since is not repeated."""
    c = claim("COO", observed="2026-06-20T10:00", effective="2026-06-01")
    assert engine.changes_between([c], at("2026-06-20T10:00"), at("2026-06-21")) == []
    assert len(engine.changes_between([c], at("2026-06-20T09:00"), at("2026-06-20T10:00"))) == 1


def test_changes_between_conflict_and_resolution():
    """A contradicting source is reported as a conflict, the settling statement as resolved."""
    maya, daniel, said = _conflicting_sources_claims()
    cs = [maya, daniel, said]
    changes = engine.changes_between(cs, None, at("2026-05-19"), tz=PARIS)
    assert [(c.kind, c.old, c.new) for c in changes] == [
        (ChangeKind.ADDED, None, maya),
        (ChangeKind.CONFLICT, maya, daniel),
        (ChangeKind.RESOLVED, maya, said),
    ]


def test_changes_between_correction_within_window_is_a_plain_change():
    """When the corrected claim was learned in the same window, the correction is just the change."""
    vp = claim("VP Operations", observed="2026-03-02T09:00")
    coo = claim("COO", observed="2026-06-20T10:00", effective="2026-06-01")
    fix = engine.correction(
        coo,
        id=next(_ids),
        observed_at=at("2026-06-20T10:01"),
        source=Source(None, "chat", 1.0),
        effective_from=at("2026-04-01"),
        precision=Precision.MONTH,
    )
    changes = engine.changes_between([vp, coo, fix], at("2026-06-19"), at("2026-06-21"))
    assert [(c.kind, c.old, c.new) for c in changes] == [(ChangeKind.CHANGED, vp, fix)]


def test_changes_between_value_correction_reports_old_value():
    """A value correction of an older claim is reported with the corrected claim as old."""
    crm = claim("VP Sales", observed="2026-05-02", effective="2026-05-01")
    fix = engine.correction(
        crm, id=next(_ids), observed_at=at("2026-05-10"), source=Source(None, "chat", 1.0), value="VP Operations"
    )
    changes = engine.changes_between([crm, fix], at("2026-05-09"), at("2026-05-11"))
    assert [(c.kind, c.old.value, c.new.value) for c in changes] == [
        (ChangeKind.CORRECTED, "VP Sales", "VP Operations")
    ]


def test_changes_between_backfilled_history_is_reported_with_its_date():
    """A late record of an older version is a change known now, dated in the past."""
    coo = claim("COO", observed="2026-06-20", effective="2026-06-01")
    director = claim("Director", observed="2026-06-22", effective="2026-01-15")
    changes = engine.changes_between([coo, director], at("2026-06-21"), at("2026-06-23"))
    assert [(c.kind, c.new) for c in changes] == [(ChangeKind.ADDED, director)]
    assert changes[0].effective_from == at("2026-01-15")


def test_value_status_unknown_and_stale_only_values():
    """value_status is None for an unknown value and stale for a value only quoted."""
    coo = claim("COO", observed="2026-06-20", effective="2026-06-01")
    quote = claim("Intern", observed="2026-06-21", quoted=True)
    cs = [coo, quote]
    assert engine.value_status(cs, at("2026-06-22"), "Maya", "role", "CEO") is None
    assert engine.value_status(cs, at("2026-06-22"), "Maya", "role", "intern") is S.STALE
    assert engine.value_status(cs, at("2026-06-22"), "Maya", "role", "coo") is S.CURRENT


def test_timedelta_sanity_of_factory():
    """The factory's local dates convert to the right UTC instants."""
    assert at("2026-06-01", BERLIN) == datetime(2026, 5, 31, 22, tzinfo=UTC)
    assert at("2026-06-01") - at("2026-05-31") == timedelta(days=1)


def test_quoted_copy_of_current_value_is_stale_too():
    """A quote is never evidence, even when it repeats the current value."""
    coo = claim("COO", observed="2026-06-20", effective="2026-06-01")
    quote = claim("COO", observed="2026-06-21", quoted=True)
    cs = [coo, quote]
    assert engine.statuses(cs, at("2026-06-22")) == {coo.id: S.CURRENT, quote.id: S.STALE}
    assert current(cs, at("2026-06-22")).evidence == (coo,)
    assert engine.changes_between(cs, at("2026-06-20T12:00"), at("2026-06-22")) == []


def test_unknown_fact_and_filters():
    """Nothing holds for an unknown fact; conflict filters select by subject and predicate."""
    a = claim("Maya", subject="Northwind", predicate="owner", observed="2026-05-02", effective="2026-05-01")
    b = claim("Daniel", subject="Northwind", predicate="owner", observed="2026-05-03", effective="2026-05-01")
    c = claim("X", subject="Globex", predicate="owner", observed="2026-05-02", effective="2026-05-01")
    d = claim("Y", subject="Globex", predicate="owner", observed="2026-05-03", effective="2026-05-01")
    cs = [a, b, c, d]
    now = at("2026-05-04")
    assert engine.find_view(cs, now, "Initech", "owner") is None
    assert engine.find_view(cs, now, "Northwind", "owner", "emea") is None
    assert len(engine.conflicts(cs, now)) == 2
    assert [v.subject for v in engine.conflicts(cs, now, subject="globex")] == ["Globex"]
    assert engine.conflicts(cs, now, predicate="role") == []


def test_effective_to_is_exclusive():
    """A version with effective_to E holds just before E and not at E."""
    c = claim("Slack", predicate="preference", observed="2026-05-04", effective="2026-05-04", until="2026-06-01")
    assert value_at([c], at("2026-05-31T23:59"), predicate="preference") == "Slack"
    assert value_at([c], at("2026-06-01"), predicate="preference") is None
    assert engine.statuses([c], at("2026-06-01")) == {c.id: S.HISTORICAL}


def test_users_dated_change_outranks_an_undated_value_mentioned_before_it():
    """'Rafael is HoF' (undated, 10 June) then 'Rafael became CFO in May' (15 June): CFO is current."""
    hof = claim("Head of Finance", observed="2026-06-10T09:00", subject="Rafael")
    cfo = claim("CFO", observed="2026-06-15T09:00", effective="2026-05-01", precision=Precision.MONTH, subject="Rafael")
    now = at("2026-06-16")
    assert value_at([hof, cfo], now, subject="Rafael") == "CFO"
    assert value_at([hof, cfo], at("2026-05-20"), subject="Rafael") == "CFO"
    assert engine.statuses([hof, cfo], now)[hof.id] is ClaimStatus.SUPERSEDED


def test_imported_old_record_stays_history_behind_an_undated_current_value():
    """A source record dated long ago, arriving after an undated chat value, becomes history, not current."""
    cfo = claim("CFO", observed="2026-06-10T09:00", subject="Rafael")
    old = claim("Head of Finance", observed="2026-06-15T09:00", effective="2025-01-01", subject="Rafael",
                source="hr-system", authority=0.9)
    assert value_at([cfo, old], at("2026-06-16"), subject="Rafael") == "CFO"
    assert value_at([cfo, old], at("2025-06-01"), subject="Rafael") == "Head of Finance"


def test_value_status_without_scope_finds_a_value_held_only_in_a_scope():
    """Asked without a scope, a value the unscoped fact never had is looked up in the scoped
    facts of that subject and predicate; the unscoped fact still answers for its own values."""
    email = claim("email", predicate="preference", observed="2026-03-02", effective="2026-03-01")
    phone = claim(
        "phone", predicate="preference", scope="contract approvals", observed="2026-03-11", effective="2026-03-10"
    )
    signal = claim(
        "Signal", predicate="preference", scope="travel updates", observed="2026-03-20", effective="2026-03-20",
        until="2026-04-15",
    )
    cs = [email, phone, signal]
    now = at("2026-04-20")
    assert engine.value_status(cs, now, "Maya", "preference", "phone") is S.CURRENT
    assert engine.value_status(cs, now, "Maya", "preference", "signal") is S.HISTORICAL
    assert engine.value_status(cs, now, "Maya", "preference", "email") is S.CURRENT
    assert engine.value_status(cs, now, "Maya", "preference", "phone", "travel updates") is None
    assert engine.value_status(cs, now, "Maya", "preference", "fax") is None
