"""Tests for facts said with many verbs (pure ``extract``): a thing's figure (a budget, a
price, a rent, a target, with its currency, separators, suffix and per-unit tail, and its
effective date kept out of the value); who does what ("does our accounts", "'s been our IT
guy", "from church", "replaces him as", "reports to X instead of me"); moves and leaving (a
flat by its number, a relative named after the relation, a regular gathering's venue, a sale,
a new employer after leaving); states and preferences (injured, a preferred time). Each
family has wordings of its own and its negatives: hedges, questions, rumours."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim, extract

LONDON = ZoneInfo("Europe/London")
AUCKLAND = ZoneInfo("Pacific/Auckland")
NEW_YORK = ZoneInfo("America/New_York")
MON = datetime(2028, 3, 6, 9, 30, tzinfo=LONDON)  # a Monday


def _read(text: str, tz: ZoneInfo = LONDON, now: datetime = MON) -> list:
    return extract(text, now=now.astimezone(tz), tz=tz)


def _claim(text: str, tz: ZoneInfo = LONDON, now: datetime = MON) -> StateClaim:
    found = _read(text, tz, now)
    assert len(found) == 1 and isinstance(found[0], StateClaim), found
    return found[0]


def _claims(text: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in _read(text) if isinstance(i, StateClaim)]


def _day(claim: StateClaim, tz: ZoneInfo = LONDON) -> date:
    assert claim.effective is not None
    return claim.effective.start.astimezone(tz).date()


# --------------------------------------------------------------------------- figures


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("the marae hall hire is now $60 an hour", "marae hall hire", "price", "$60 an hour"),
        ("choir subs went up to £5 a week", "choir", "subs", "£5 a week"),
        ("the kōhanga roof appeal goal is NZ$45,000", "kōhanga roof appeal", "goal", "NZ$45,000"),
        ("our gym membership fee is going up to €39 per month", "gym membership", "fee", "€39 per month"),
        ("wool price this season is $12.50/kg", "wool", "price", "$12.50/kg"),
        ("parish budget for 2029 is £18k", "parish", "budget", "£18k"),
        ("fees for the after-school club went up to £12 a session", "after-school club", "fees", "£12 a session"),
        ("the van insurance premium was cut to 640 quid", "van insurance", "premium", "640 quid"),
        ("beef price is ₹420 per kg now", "beef", "price", "₹420 per kg"),
        ("venue hire costs $1,200 ex gst", "venue hire", "price", "$1,200 ex gst"),
        ("Acme's budget is 40k", "Acme", "budget", "40k"),
    ],
)
def test_a_things_figure_is_its_nouns_value_with_currency_and_tail_as_written(
    text: str, subject: str, predicate: str, value: str
) -> None:
    claim = _claim(text)
    assert (claim.subject, claim.predicate, claim.value) == (subject, predicate, value)


def test_a_figures_effective_date_is_no_part_of_it_and_reads_day_order_by_the_users_zone() -> None:
    london = _claim("Bakery rent goes up to R12 500 from 3/4")
    assert (london.subject, london.predicate, london.value) == ("Bakery", "rent", "R12 500")
    assert _day(london) == date(2028, 4, 3)
    ny_now = datetime(2028, 9, 20, 9, 0, tzinfo=NEW_YORK)
    new_york = _claim("the studio rent is $1,900 from 10/1", NEW_YORK, ny_now)
    assert (new_york.value, _day(new_york, NEW_YORK)) == ("$1,900", date(2028, 10, 1))
    month = _claim("pool hire went up to £30 an hour from this month")
    assert (month.value, _day(month)) == ("£30 an hour", date(2028, 3, 1))


@pytest.mark.parametrize(
    "text",
    [
        "if the rent goes up to £1,500 we'll have to move",
        "the rent might go up to £1,500",
        "apparently the budget is 85k",
        "maybe fees went up to £12",
        "heard the rent is going up to £1,450",
        "I think the price is $9.40",
        "it's £5 now",
        "that costs £200",
        "the bus is 12 now",
    ],
)
def test_a_hedged_heard_or_subjectless_figure_stores_no_fact(text: str) -> None:
    assert not any(isinstance(i, StateClaim) for i in _read(text)), _read(text)


# --------------------------------------------------------------------------- who does what


@pytest.mark.parametrize(
    ("text", "subject", "role"),
    [
        ("wei ling does our accounts now", "wei ling", "accountant"),
        ("Bongani does the books for us", "Bongani", "bookkeeper"),
        ("mele does our garden these days", "mele", "gardener"),
        ("Siosaia does all our catering", "Siosaia", "caterer"),
        ("Ama is the tech person now", "Ama", "tech person"),
        ("Dmitri is our site foreman", "Dmitri", "site foreman"),
        ("Walt from church is the new treasurer of the garden club", "Walt", "treasurer of the garden club"),
        ("Priya from accounts is our new payroll lead", "Priya", "payroll lead"),
        ("Ifeoma is replacing Dapo as club captain", "Ifeoma", "club captain"),
    ],
)
def test_who_does_what_is_a_role(text: str, subject: str, role: str) -> None:
    claim = _claim(text)
    assert (claim.subject, claim.predicate, claim.value) == (subject, "role", role)


def test_a_role_held_since_a_day_is_dated_from_it() -> None:
    claim = _claim("Callum's been our IT guy since last tuesday")
    assert (claim.subject, claim.value, _day(claim)) == ("Callum", "IT guy", date(2028, 2, 29))


@pytest.mark.parametrize(
    "text",
    [
        "Sam's our friend",
        "Jo's the problem",
        "Tom's the man",
        "Kofi's our guy",
        "wei ling did our accounts last year",
        "maybe Ravi does our taxes",
        "Walt from church might be the new treasurer",
        "Someone from HR is coming",
    ],
)
def test_a_tie_a_one_off_or_a_hedge_is_no_role(text: str) -> None:
    assert not any(isinstance(i, StateClaim) and i.predicate == "role" for i in _read(text)), _read(text)


def test_from_a_day_after_a_name_is_a_date_not_where_they_are_from() -> None:
    claim = _claim("Jo from Monday is the new lead")
    assert (claim.subject, claim.value, _day(claim)) == ("Jo", "lead", date(2028, 3, 6))


def test_a_new_manager_instead_of_the_old_one_keeps_the_old_one_out_of_the_value() -> None:
    assert _claims("Arjun reports to Kavya now instead of me") == [("Arjun", "manager", "Kavya")]
    assert _claims("ivan reports to sunita now rather than me") == [("ivan", "manager", "sunita")]
    assert _claims("Thandi reports to Mihail now, not Oksana") == [("Thandi", "manager", "Mihail")]


def test_a_team_joined_is_read_with_its_contracted_has() -> None:
    assert _claims("Kenji's joined the fundraising team") == [("Kenji", "team", "fundraising")]
    assert _claims("Aroha's just joined the events team") == [("Aroha", "team", "events")]
    assert _claims("Kenji might join the fundraising team") == []


def test_a_goods_supplier_is_the_goods_fact_and_a_utility_stays_the_users() -> None:
    assert _claims("our amoxicillin supplier is Dawa Ltd now") == [("amoxicillin", "supplier", "Dawa Ltd")]
    assert _claims("our flour supplier is Shipton Mill now") == [("flour", "supplier", "Shipton Mill")]


# --------------------------------------------------------------------------- moves and leaving


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("Mrs. Adeyemi moved into 2B last weekend", "Mrs. Adeyemi", "2B"),
        ("Tomasz has moved to flat 3", "Tomasz", "flat 3"),
        ("Dev's moving into 14C next month", "Dev", "14C"),
        ("my daughter Paloma moved to Tucson last month", "Paloma", "Tucson"),
        ("my son Tevita has moved to Auckland", "Tevita", "Auckland"),
        ("my cousin priya moved to leeds", "priya", "leeds"),
        ("Hemi from the marae has moved to Rotorua", "Hemi", "Rotorua"),
    ],
)
def test_a_move_into_a_flat_or_of_a_named_relative_is_their_location(text: str, subject: str, value: str) -> None:
    claim = _claim(text)
    assert (claim.subject, claim.predicate, claim.value) == (subject, "location", value)


def test_a_relative_without_a_name_stays_as_written_and_a_quarter_is_no_flat() -> None:
    assert _claims("my sister moved to Bristol") == [("my sister", "location", "Bristol")]
    # "unit 12 yesterday": the unit's number, never 12:00 yesterday; read as "… moved into unit 12" is
    assert _claims("aunty moana moved into unit 12 yesterday") == [("moana", "location", "unit 12")]
    assert not _claims("Kenji moved to Q3")


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("the food bank has moved to the old library", "food bank", "old library"),
        ("u12s training is moving to the back field", "u12s training", "back field"),
        ("netball's now at Hutt Rec", "netball", "Hutt Rec"),
        ("bible study has moved to the church hall", "bible study", "church hall"),
        ("the farmers market is moving to Frank Kitts Park", "farmers market", "Frank Kitts Park"),
        ("choir is now at the Methodist church", "choir", "Methodist church"),
    ],
)
def test_a_regular_gatherings_new_venue_is_its_location(text: str, subject: str, value: str) -> None:
    claim = _claim(text)
    assert (claim.subject, claim.predicate, claim.value) == (subject, "location", value)


def test_a_venue_from_a_month_is_dated_and_a_time_or_a_hedge_is_no_venue() -> None:
    now = datetime(2029, 1, 29, 20, 0, tzinfo=ZoneInfo("Europe/Madrid"))
    claim = _claim("training moves to the Sanchinarro pitch from feb", ZoneInfo("Europe/Madrid"), now)
    assert (claim.subject, claim.value) == ("training", "Sanchinarro pitch")
    assert _day(claim, ZoneInfo("Europe/Madrid")) == date(2029, 2, 1)
    hedged = ("choir moved to 7", "training might move to the Sanchinarro pitch", "nets move to 6:30 from next week")
    for text in hedged:
        assert not _claims(text), text


@pytest.mark.parametrize(
    ("text", "subject", "buyer"),
    [
        ("we sold the back paddock to the Ngāti Kahu whānau, settled last week", "back paddock", "Ngāti Kahu whānau"),
        ("sold the old ute to Rawiri", "old ute", "Rawiri"),
        ("the trailer was sold to my cousin Beto", "trailer", "Beto"),
        ("I've sold our caravan to the Nguyens", "caravan", "Nguyens"),
    ],
)
def test_a_sale_makes_the_buyer_the_owner(text: str, subject: str, buyer: str) -> None:
    assert (subject, "owner", buyer) in _claims(text)


@pytest.mark.parametrize(
    "text",
    ["we might sell the back paddock to the Te Awa whanau", "we're selling the paddock to Rawiri next month",
     "sold the idea to the board"],
)
def test_a_sale_not_yet_made_or_of_no_thing_stores_no_owner(text: str) -> None:
    assert not any(p == "owner" for _, p, _ in _claims(text))


@pytest.mark.parametrize(
    ("text", "subject", "employer"),
    [
        ("grant's left the trust, hes at oxfam now", "grant", "oxfam"),
        ("Marama left the council, she's with Te Puni Kōkiri now", "Marama", "Te Puni Kōkiri"),
        ("Oluwaseun has left Deloitte, he's working at PwC now", "Oluwaseun", "PwC"),
        ("ines left acme, shes at the bbc", "ines", "bbc"),
    ],
)
def test_one_who_left_and_is_somewhere_else_now_has_a_new_employer_only(text: str, subject: str, employer: str) -> None:
    assert _claims(text) == [(subject, "employer", employer)]


def test_one_who_left_and_is_at_home_only_left() -> None:
    assert _claims("grant's left the trust, hes at home now") == [("grant", "status", "left the trust")]


# --------------------------------------------------------------------------- states and preferences


def test_an_injury_is_a_status_and_a_question_or_a_hedge_is_none() -> None:
    assert _claims("Lucía's injured, out for about 6 weeks") == [("Lucía", "status", "injured")]
    assert _claims("Sione's out injured") == [("Sione", "status", "injured")]
    assert _claims("Tamati has been sidelined") == [("Tamati", "status", "sidelined")]
    assert _claims("Lucía might be injured") == []
    assert not _claims("is Lucía injured?")


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("otieno prefers calls after 6pm", "otieno", "calls after 6pm"),
        ("Hine prefers meetings before 10am", "Hine", "meetings before 10am"),
        ("Grandad prefers visits on sunday afternoons", "Grandad", "visits on sunday afternoons"),
        ("Mrs Oyelaran prefers texts in the evening", "Mrs Oyelaran", "texts in the evening"),
    ],
)
def test_the_time_a_preference_names_is_part_of_what_is_preferred(text: str, subject: str, value: str) -> None:
    claim = _claim(text)
    assert (claim.subject, claim.predicate, claim.value, claim.effective) == (subject, "preference", value, None)


def test_a_preference_from_a_date_holds_from_it() -> None:
    claim = _claim("Otieno prefers email from April")
    assert (claim.value, _day(claim)) == ("email", date(2028, 4, 1))


@pytest.mark.parametrize(
    "text",
    [
        "my brother is supposed to fix the roof at some point, we'll see",
        "my to-do list is longer than my arm",
        "Tom's laptop is older than mine",
        "our rent is due to go up",
    ],
)
def test_a_plan_or_a_comparison_after_is_is_no_value(text: str) -> None:
    assert not _claims(text), _read(text)


def test_a_relatives_number_is_their_phone() -> None:
    assert _claims("my nan's number is 01632 960 001") == [("my nan", "phone", "01632 960 001")]
    assert _claims("the invoice number is 4471") == [("invoice", "number", "4471")]
