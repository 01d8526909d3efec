"""A title before a name is part of the name: "la maestra Gómez", "Dr. Anjali Iyer", "Tía Rosa",
"Sister Agnes", "Pastor Kwame", "Coach Ruiz", "Sra. López", "Fr. Michael".

The fact forms read a subject of one or two name words; a title (in any of the languages users
write in), an article before it ("la", "el", "the") or a two-word name after it makes three or
more. So a clause that opens with a titled name is read with one stand-in name word in its place
and the name, title as written and article dropped, put back in what was read. The title must
be followed by a capitalised name ("the coach is late" names no one), unless the whole sentence
is lower case. Hand-written: a closed list of titles, since a title is how people say a name,
not a language problem.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._kin import KIN_TITLES, kin_named
from memory.understanding._phrases import _Ctx, _person
from memory.understanding.intents import Intent, StateClaim
from memory.understanding.timex import has_date_words

_TITLES = (
    r"dr|doctor|dra|prof|profa|professor|profe|mr|mrs|ms|mx|miss|sir|dame|lady|lord|rev|reverend|fr|father|sister"
    r"|brother|pastor|imam|rabbi|sheikh|shaykh|ustaz|ustadh|coach|captain|capt|sgt|sergeant|judge|nurse|matron"
    r"|uncle|auntie|aunty|aunt|tía|tia|tío|tio|tita|tito|titi|nana|granny|grandma|grandpa|gran|abuela|abuelo"
    r"|señor|señora|señorita|senor|senora|sr|sra|srta|don|doña|dona|maestra|maestro|madame|mme|monsieur"
    r"|mademoiselle|mlle|herr|frau|signor|signora|senhor|senhora|sensei|ate|kuya|bibi|didi|bhaiya|bhai|mama|baba"
    r"|alhaji|alhaja|hajia|chief|engr|atty|hon"
    # the church's: "Deacon Ray", "Bishop Tutu", "Elder Mensah"
    r"|deacon|deaconess|archdeacon|bishop|elder|apostle|evangelist"
    # kin named the way families say it: "cousin Marguerite", "grandad Joe", "Gogo Thandi"
    r"|cousin|nephew|niece|grandad|granddad|grandmother|grandfather|nan|nanna|gogo|mkhulu|koro|kuia|nonna|nonno"
    r"|oma|opa|babcia|dziadek"
)
_ARTICLE = r"(?i:(?:the|la|el|le|lo|o|a|die|der)\s+)?"
_WORD = r"[A-ZÀ-Ý][\w\-]*(?:['’](?!s\b)[\w\-]+)?"  # "O'Brien", not "Ruiz's"
_NAME = rf"{_WORD}(?:\s+{_WORD})?"
_NAME_LOWER = r"[a-zà-ÿ][\w\-]*"
_TITLED = re.compile(rf"^{_ARTICLE}(?P<t>(?i:{_TITLES})\.?)\s+(?P<n>{_NAME})(?=\s|['’]s\b|$)")
_TITLED_LOWER = re.compile(rf"^{_ARTICLE}(?P<t>(?:{_TITLES})\.?)\s+(?P<n>{_NAME_LOWER})(?=\s|'s\b|$)")
_STAND_IN = "Zyxo"  # one name word no one is called, read in the titled name's place


# a title opening a name of more words: "Ate Liza", "deacon ray", "Dr. Okafor"
_TITLE_FIRST = re.compile(rf"^(?:{_TITLES})\.?\s+(?=\S)", re.IGNORECASE)


def untitled(name: str) -> str:
    """``name`` without the title before it ("Ate Liza": "Liza"): a later "Liza" is the same one."""
    return _TITLE_FIRST.sub("", name.strip())


def titled(clause: str, ctx: _Ctx) -> tuple[str, str] | None:
    """(the clause with one stand-in name word for its titled name, the name as it is kept),
    or None when the clause does not open with a title and a name."""
    lead, clause = _date_lead(clause, ctx)
    m = (_TITLED_LOWER if ctx.lowercase else _TITLED).match(clause)
    if m is None or _person(m["n"], ctx) is None:  # "the nurse said …" names no one
        return None
    stand_in = _STAND_IN.lower() if ctx.lowercase else _STAND_IN
    # "cousin Marguerite moved to Halifax": a kin word before a name is how the user calls her, the
    # person is Marguerite ("Dr Iyer", "Tía Rosa", "Nana Ama" keep their titles)
    # ("Grandpa Joe": what the family calls him, :func:`kin_named`)
    kept = kin_named(f"{m['t']} {m['n']}") if m["t"].lower().rstrip(".") in KIN_TITLES else f"{m['t']} {m['n']}"
    return f"{lead}{stand_in}{clause[m.end() :]}", kept


# a name of three or four words, said first: "Ana Lucía Ortega is our new office manager", "Jean
# de la Fontaine joined legal" (never "The Ritz Carlton …": an article opens no one's name)
_LONG_NAME = re.compile(
    rf"^(?!(?:The|A|An|My|Our|Their|His|Her|This|That|These|Those|New|Old)\s)(?P<n>{_WORD}"
    r"(?:\s+(?:(?:de|da|del|della|di|do|dos|das|du|van|von|der|den|la|le|bin|binti|ibn|al|el)\s+)*"
    rf"{_WORD}){{2,3}})(?=\s+[a-z]|['’]s\s)"
)


def long_named(clause: str, ctx: _Ctx) -> tuple[str, str] | None:
    """(the clause with one stand-in name word for a name of three or four words, the name), or
    None when the clause does not open with one (or is typed in lower case, where no capital
    tells a name's words from the rest)."""
    lead, clause = _date_lead(clause, ctx)
    m = _LONG_NAME.match(clause)
    if ctx.lowercase or m is None:
        return None
    return f"{lead}{_STAND_IN}{clause[m.end() :]}", m["n"]


# a start said before the name, in lower case up to it: "from the 1st Dr Galina Petrovna is our lab manager"
_START_LEAD = re.compile(r"^(?:from|since|starting|as\s+of|effective)\s+(?:[a-z0-9][\w/.-]*,?\s+){1,4}")


def _date_lead(clause: str, ctx: _Ctx) -> tuple[str, str]:
    """(the start said before the name, the clause from the name on); ("", clause) when it opens with no start."""
    m = None if ctx.lowercase else _START_LEAD.match(clause)
    if m is None or not has_date_words(m.group(0)):
        return "", clause
    return m.group(0), clause[m.end() :]


def named(intents: list[Intent], name: str, ctx: _Ctx) -> list[Intent]:
    """What was read with the stand-in, with the titled name back in its place; nothing when the
    stand-in was not read as the subject of a fact."""
    stand_in = _STAND_IN.lower() if ctx.lowercase else _STAND_IN
    found: list[Intent] = []
    for intent in intents:
        if not isinstance(intent, StateClaim) or intent.subject != stand_in:
            return []
        found.append(replace(intent, subject=name, value=intent.value.replace(stand_in, name)))
    return found
