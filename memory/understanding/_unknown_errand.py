"""An undated note to self whose verb the to-do lexicon lacks: "rent the marquee for the Dlamini
wedding", "practice the wedding speech", "descale the kettle", "grout the shower".

Typed to a memory bot, a line that opens with a verb and names the thing it is done to is a
to-do, whatever the verb: :data:`._commitment_intro.TODO_VERBS` is long but closed, and such
lines were asked about with "I couldn't read anything to keep there" or lost. The shape is
:func:`._unknown_verb.unknown_verb_shape` (a word, maybe a particle, then a determiner and a
noun: a function word, a feeling, a past tense or a gerund in the verb's place is refused),
and the line must read as a note to self (:func:`._commitment_intro._bare_todo`: short, said
to no one, no "is"/"was" clause). What else may stand first before "the" in chat is a word of
judgement or an exclamation ("typical the train's late", "rip the old printer"); those are
refused here, by their endings and a closed list. So is a word before "on the" / "in the": undated,
that is a thing and where it is ("frost on the lower vines", "mould in the bathroom"), seen, not
done; the phrasal verbs of "on" and "in" a to-do uses ("put on", "hand in") are the lexicon's.

Kept when the first word is lower case (a note jotted down) or a word of the chat vocabulary;
asked ("Should I track …?") when it is capitalised and unknown, since "Maria the new hire" may
be a name, not a verb.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx
from memory.understanding._typos import known_word
from memory.understanding._unknown_verb import unknown_verb_shape
from memory.understanding.intents import Intent, NewCommitment, Unclear

__all__ = ["unknown_errand"]

# words of judgement or exclamation that stand before "the …" in chat and are no verbs
_NOT_ERRANDS = frozenset({
    "rip", "cheers", "bless", "damn", "dang", "typical", "classic", "shame", "pity", "poor", "glad", "sad", "proud",
    "cute", "lovely", "brilliant", "awesome", "amazing", "gutted", "bloody", "fair", "true", "such", "oh", "ah",
    "aw", "ooh", "yikes", "yep", "yeah", "nope", "nah", "sorry", "welcome", "bye", "ok", "okay", "fine", "cool",
    "sweet", "weird", "funny", "crazy", "insane", "mad", "sick", "tired", "finally", "honestly", "literally",
    "actually", "seriously", "totally", "imagine", "behold", "meet", "beware", "blame", "hello", "goodbye",
    # a value or a past said of a thing ("worth a read", "cost a fortune", "hurt my back")
    "worth", "cost", "hurt", "burst", "cut", "put", "hit", "let", "set", "shut", "quit", "spread", "like", "unlike",
    "despite", "plus", "minus", "via", "per",
    # an adverb before what it stresses ("…, even the padaria", "especially the kids")
    "even", "especially", "except", "including", "excluding", "also", "only", "just", "almost", "nearly", "mainly",
    "mostly", "not",
    # a preposition of place, the where of what was said before ("lives in Medeu, near the skating rink")
    "near", "nearby", "opposite", "beside", "behind", "above", "below", "beneath", "underneath", "inside", "outside",
    "around", "across", "along", "alongside", "towards", "toward", "between", "among", "amongst", "beyond", "within",
    "without", "against", "upon", "onto", "into", "past",
    # a word that opens a clause of reason, time or condition: "…, since the old one left" says why
    "since", "because", "cos", "coz", "cause", "as", "while", "whilst", "although", "though", "unless", "until",
    "till", "whereas", "if", "when", "whenever", "once", "after", "before",
})  # fmt: skip
# Spanish and Portuguese function words: a line of them ("provecho a todos", "salud a todos") is a toast or a
# greeting in the group's other language, whose first word only looks like an unknown verb
_FOREIGN = frozenset({
    "todos", "todas", "todo", "para", "con", "los", "las", "del", "que", "muy", "mucho", "muchos", "ustedes", "usted",
    "nosotros", "vocês", "você", "tudo", "pra", "com", "nós",
})  # fmt: skip
# a thing and where it is, no verb and its particle: "frost on the lower vines", "mould in the bathroom"
_WHERE_IT_IS = re.compile(r"^\S+\s+(?:on|in)\s", _I)
# adjective and adverb endings ("magical the view", "absolutely the best", "halfway through the report")
_JUDGEMENT = re.compile(r"(?:al|ic|ful|ous|ive|less|able|ible|est|ish|way)$", _I)


def unknown_errand(core: str, s: str, ctx: _Ctx) -> list[Intent] | None:
    """The undated to-do ``core`` (a line with no date, its trailing noise cut) says with a verb
    the lexicon lacks, kept or asked about (see the module doc); None when it is no such line.
    ``s`` is the whole line, read for the to-do's words."""
    # the to-do readers import this module: imported late
    from memory.understanding._commitment_intro import _bare_todo, _read

    if not unknown_verb_shape(core, undated=True) or not _bare_todo(core):
        return None
    first = core.split()[0]
    verb = first.lower()
    if verb in _NOT_ERRANDS or _JUDGEMENT.search(verb) or not verb.isalpha() or _WHERE_IT_IS.match(core):
        return None
    if not known_word(verb) and _FOREIGN.intersection(core.lower().split()):
        return None
    read = _read(s, ctx, "me", None, needs_date=False)
    if not read or len(read) != 1 or not isinstance(read[0], NewCommitment) or read[0].due is not None:
        return None
    if first[0].isupper() and not known_word(verb):
        return [Unclear(f"Should I track “{read[0].action}” for you?", s, read[0])]
    return read
