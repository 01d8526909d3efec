"""Holidays as the user's country keeps them, from the ``holidays`` package (one year at a time).

"Thanksgiving" said in Toronto is Canada's (October), "labour day" in Auckland New Zealand's,
"boxing day" in London Britain's, "diwali" and "eid" the dates India's calendar gives. The
user's IANA zone names their country (:mod:`._zone_country`). A holiday the country's
national calendar lacks is looked for in its subdivisions, taken when most of those that
keep it agree on the day (Easter Monday in England, Wales and Northern Ireland) and refused
when they do not (Australia's Labour Day, a different Monday in each state); a holiday the
country does not keep at all ("thanksgiving" in London) is the national one of the first of
:data:`_BEST_KNOWN` that keeps it. Days a country only observes in lieu ("Christmas Day
(observed)") are never the holiday itself; they are days off ("bank holiday").

Each (country, subdivision, year) calendar is built once and cached: building one costs a few
milliseconds, and the package is imported only when a message first names a holiday.
"""

from __future__ import annotations

import functools
from collections import Counter
from datetime import date
from typing import Any

from memory.understanding._zone_country import country_of

# Where a holiday the user's country does not keep is read: the countries whose holidays
# English-speaking users plan around, in the order their names are best known.
_BEST_KNOWN = ("US", "GB", "CA", "AU", "IN", "IE", "NZ", "ZA")

# A recap holiday key -> the names (lower-case, no "(estimated)") the package's English
# calendars give it. Several names: countries call one holiday differently.
PACKAGE_NAMES: dict[str, tuple[str, ...]] = {
    "christmas": ("christmas day", "christmas"),
    "boxing day": ("boxing day", "saint stephen's day", "st. stephen's day", "day of goodwill"),
    "new year's day": ("new year's day",),
    "thanksgiving": ("thanksgiving day", "thanksgiving"),
    "easter": ("easter sunday", "easter"),
    "good friday": ("good friday",),
    "easter monday": ("easter monday",),
    # "labour day" is the workers' holiday wherever it is kept: May Day in Britain and Europe
    "labor day": ("labor day", "labour day", "workers' day", "international workers' day", "may day"),
    "memorial day": ("memorial day",),
    "independence day": ("independence day",),
    "remembrance day": ("remembrance day", "veterans day", "armistice day"),
    "juneteenth": ("juneteenth national independence day", "juneteenth"),
    "canada day": ("canada day",),
    "victoria day": ("victoria day",),
    "mlk day": ("martin luther king jr. day", "birthday of martin luther king, jr."),
    "presidents' day": ("washington's birthday", "presidents' day"),
    "anzac day": ("anzac day",),
    "australia day": ("australia day",),
    "st patrick's day": ("saint patrick's day", "st. patrick's day"),
    "all saints' day": ("all saints' day",),
    "all souls' day": ("all souls' day",),
    "whit monday": ("whit monday", "pentecost monday"),
    "diwali": ("diwali", "deepavali"),
    "eid": ("eid al-fitr", "eid al-fitr holiday", "eid ul-fitr"),
    "eid al-adha": ("eid al-adha", "eid al-adha holiday", "eid ul-adha", "bakrid"),
    "holi": ("holi",),
    "chinese new year": ("chinese new year", "lunar new year", "chinese new year's day"),
    "dussehra": ("dussehra", "vijayadashami"),
    "yom kippur": ("yom kippur",),
    "rosh hashanah": ("rosh hashanah",),
    "bank holiday": (),  # any day off: see :func:`days_off`
    # Britain's and Ireland's named bank holidays: "may day bank holiday", "the august bank holiday"
    "may bank holiday": ("may day", "may bank holiday", "early may bank holiday"),
    "spring bank holiday": ("spring bank holiday",),
    "august bank holiday": ("late summer bank holiday", "august bank holiday", "summer bank holiday"),
    # national days one country alone keeps, named the same by its people wherever they are
    "mashujaa day": ("mashujaa day",),
    "jamhuri day": ("jamhuri day",),
    "madaraka day": ("madaraka day",),
    "kadooment day": ("kadooment day",),
    "matariki": ("matariki",),
    "waitangi day": ("waitangi day",),
    "errol barrow day": ("errol barrow day",),
    "day of reconciliation": ("day of reconciliation",),
    "heritage day": ("heritage day",),
    "kaunda day": ("kenneth kaunda day",),  # Zambia's, 28 April
    "women's day": ("national women's day", "international women's day", "women's day"),
    # kept across Central Asia, the Caucasus and Iran, on the calendar of whoever says it
    "nowruz": ("nowruz", "nowruz holiday", "international nowruz day", "nooruz holiday", "novruz holiday"),
    "victory day": ("victory day",),  # 9 May from Minsk to Almaty; Azerbaijan's is 8 November
    "tiradentes": ("tiradentes' day", "tiradentes day", "tiradentes"),
    "ekushey": ("martyrs' day and international mother language day", "international mother language day"),
    "pohela boishakh": ("bengali new year's day", "bengali new year"),
    "guru nanak jayanti": ("guru nanak's birthday", "guru nanak jayanti"),
    "emancipation day": ("emancipation day", "african emancipation day"),
    "youth day": ("youth day", "robert gabriel mugabe national youth day", "national youth day"),
    "kamuzu day": ("kamuzu day",),
    "martyrs day": ("martyrs day", "martyrs' day", "uganda martyrs' day"),
    # Bermuda's own: Bermuda Day (late May), and Cup Match, the cricket holiday on Emancipation Day
    "bermuda day": ("bermuda day",),
    "cup match": ("emancipation day",),
    # the Caribbean's carnival days, each island's on its own days (Trinidad's before Lent, Antigua's and
    # Grenada's in August, St Vincent's in July): J'ouvert is the Monday's dawn
    "carnival monday": ("carnival monday",),
    "carnival tuesday": ("carnival tuesday",),
    # Antigua's own: V.C. Bird Day (9 December)
    "vc bird day": ("sir vere cornwall bird snr. day", "v.c. bird day"),
    "king's birthday": ("king's birthday", "queen's birthday", "king's official birthday"),
    "liberation day": ("liberation day", "liberation day (guam)"),
    "christmas holiday": ("christmas holiday",),
    "tynwald day": ("tynwald day",),
    "tt bank holiday": ("tt bank holiday",),
    "heroes day": ("national heroes day", "national heroes' day", "heroes' day", "heroes day", "zimbabwe heroes' day"),
}

# Holidays that the countries keeping them hold each on a day of its own: Labour Day is 1 May in
# most of the world, September in North America, October in New Zealand, March in Western
# Australia; Heroes' Day is October in Jamaica, August in the Philippines and Zimbabwe; Youth Day is 12 March in
# Zambia, 16 June in South Africa, 11 February in Cameroon; Women's Day is 9 August in South Africa and 8 March
# from Moscow to Almaty; Martyrs' Day is 3 March in Malawi, 9 April in Tunisia, 3 June in Uganda, 9 January in
# Panama. Said where the user's own country does not keep one, no other country's day stands for it: recap asks.
_OWN_DAY_EACH = frozenset({
    "labor day", "emancipation day", "heroes day", "women's day", "youth day", "martyrs day", "carnival monday",
    "carnival tuesday", "king's birthday", "liberation day", "christmas holiday",
})  # fmt: skip

# Britain's named bank holidays ("the august bank holiday"), kept by its nations, not by the whole kingdom: said
# where the user's own country keeps none of that name, Britain's, as most of its nations keep it
_BRITISH_BANK_HOLIDAYS = frozenset({"may bank holiday", "spring bank holiday", "august bank holiday"})

# The one country that keeps a holiday of :data:`PACKAGE_NAMES` whose name is its own: "mashujaa
# day" said by a Kenyan working in Khartoum is Kenya's, though neither Sudan nor a best-known
# country keeps it.
_ONLY_KEPT_IN = {
    "mashujaa day": "KE",
    "jamhuri day": "KE",
    "madaraka day": "KE",
    "kadooment day": "BB",
    "matariki": "NZ",
    "waitangi day": "NZ",
    "errol barrow day": "BB",
    "day of reconciliation": "ZA",
    "heritage day": "ZA",
    "kaunda day": "ZM",
    "nowruz": "IR",
    "victory day": "RU",
    "tiradentes": "BR",
    "ekushey": "BD",
    "pohela boishakh": "BD",
    "kamuzu day": "MW",
    "bermuda day": "BM",
    "cup match": "BM",
    "vc bird day": "AG",
    "tynwald day": "IM",
    "tt bank holiday": "IM",
}
# Of those, the holidays whose package name other countries keep too on days of their own: Cup Match is
# Bermuda's Emancipation Day, never Jamaica's or Canada's, so only Bermuda's calendar is read for it
_ONLY_THERE = frozenset({"cup match"})


def _package() -> Any:
    import holidays  # imported late: loading it costs half a second, and most messages name no holiday

    return holidays


def _english(cls: Any) -> str | None:
    languages = getattr(cls, "supported_languages", ()) or ()
    for language in ("en_US", "en_GB", *languages):
        if language in languages and language.startswith("en"):
            return language
    return None


@functools.lru_cache(maxsize=256)
def _calendar(country: str, subdiv: str | None, year: int) -> tuple[tuple[date, str, bool], ...]:
    """(day, name, observed) of every holiday the package keeps for the place and year, every
    category (public, bank, optional, unofficial...), names in English where it has them."""
    holidays = _package()
    try:
        cls = type(holidays.country_holidays(country))
    except NotImplementedError:  # a country the package does not know
        return ()
    found = holidays.country_holidays(
        country, subdiv=subdiv, years=year, categories=cls.supported_categories, language=_english(cls)
    )
    days: list[tuple[date, str, bool]] = []
    for day, names in sorted(found.items()):
        for raw in names.split("; "):
            name = raw.lower().replace("’", "'")
            observed = "(observed" in name
            name = name.split(" (")[0].strip()
            days.append((day, name, observed))
    return tuple(days)


def _named(country: str, subdiv: str | None, year: int, names: tuple[str, ...]) -> list[date]:
    return [day for day, name, observed in _calendar(country, subdiv, year) if name in names and not observed]


@functools.lru_cache(maxsize=64)
def _subdivisions(country: str) -> tuple[str, ...]:
    try:
        return tuple(type(_package().country_holidays(country)).subdivisions)
    except NotImplementedError:
        return ()


class SplitHoliday(Exception):
    """The country's regions keep the holiday on different days: which one is not for recap to guess."""


@functools.lru_cache(maxsize=1024)
def _kept(country: str, year: int, names: tuple[str, ...], *, regions: bool) -> tuple[date, ...] | None:
    """The days ``country`` keeps a holiday named one of ``names`` in ``year``: nationally, or
    (with ``regions``) by most of the regions that keep it. None when it keeps no such holiday."""
    national = _named(country, None, year, names)
    if national or not regions:
        return tuple(national) or None
    votes: Counter[tuple[date, ...]] = Counter()
    for subdiv in _subdivisions(country):
        days = tuple(_named(country, subdiv, year, names))
        if days:
            votes[days] += 1
    if not votes:
        return None
    (days, count), *_ = votes.most_common(1)
    if 2 * count <= sum(votes.values()):
        raise SplitHoliday(f"{names[0].title()} falls on different days across {country}")
    return days


def days_of(key: str, year: int, zone: str) -> tuple[date, ...] | None:
    """The days of the holiday ``key`` (a key of :data:`PACKAGE_NAMES`) in ``year`` where the user
    lives; the best-known country's when theirs does not keep it; None when no calendar has it."""
    names = PACKAGE_NAMES[key]
    if key in _ONLY_THERE:
        return _kept(_ONLY_KEPT_IN[key], year, names, regions=False)
    home = country_of(zone)
    if home and (days := _kept(home, year, names, regions=True)):
        return days
    if key in _OWN_DAY_EACH:
        return None
    if key in _BRITISH_BANK_HOLIDAYS:  # said abroad, Britain's, as most of its nations keep it
        return _kept("GB", year, names, regions=True)
    for country in (*_BEST_KNOWN, *filter(None, [_ONLY_KEPT_IN.get(key)])):
        # their national calendars only: no region's own day stands for a country
        if country != home and (days := _kept(country, year, names, regions=False)):
            return days
    return None


# Where people say "bank holiday" of their own country's days off: the English-speaking countries. A British
# user in Astrakhan or Río Gallegos says it of Britain's ("ring Mam on bank holiday monday"): Russia's and
# Argentina's days off have other names.
_SAYS_BANK_HOLIDAY = frozenset({
    "GB", "IE", "IM", "JE", "GG", "GI", "US", "CA", "AU", "NZ", "ZA", "IN", "SG", "HK", "MT", "CY", "JM", "BB", "TT",
    "BS", "BZ", "GY", "KE", "UG", "TZ", "NG", "GH", "SL", "GM", "ZM", "ZW", "MW", "BW", "NA", "LS", "SZ", "LK", "PK",
    "BD", "MY", "PH", "FJ", "PG", "WS", "TO",
})  # fmt: skip


def days_off(year: int, zone: str) -> tuple[date, ...]:
    """Every public day off (observed days included) in the user's country in ``year``: what a
    "bank holiday" is (Britain's, where the user's country does not say it in English). Britain's
    regions vote as for a named holiday (Easter Monday is England's and Wales's; Scotland's August
    one is its own)."""
    country = country_of(zone)
    country = country if country in _SAYS_BANK_HOLIDAY else "GB"
    national = {day for day, _, _ in _public(country, None, year)}
    regions = _subdivisions(country)
    votes = Counter(day for subdiv in regions for day in {d for d, _, _ in _public(country, subdiv, year)})
    return tuple(sorted(national | {day for day, n in votes.items() if 2 * n > len(regions)}))


@functools.lru_cache(maxsize=256)
def _public(country: str, subdiv: str | None, year: int) -> tuple[tuple[date, str, bool], ...]:
    """The package's default (public) calendar: the days off, not the observances."""
    try:
        found = _package().country_holidays(country, subdiv=subdiv, years=year)
    except NotImplementedError:
        return ()
    return tuple((day, name, False) for day, name in sorted(found.items()))
