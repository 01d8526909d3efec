"""Word normalisation used to match subjects, actions and topics."""

from __future__ import annotations

import pytest

from memory.words import content_words, normalize_key, overlap, stem


def test_content_words_drops_stopwords_and_punctuation():
    """Articles, pronouns and punctuation are not content."""
    assert content_words("Send the deck to my boss, please!") == {"send", "deck", "bos"}


def test_content_words_strips_possessive():
    """Maya's and Maya are the same word."""
    assert content_words("Maya's role") == content_words("Maya role")
    assert content_words("Maya’s role") == content_words("maya role")


def test_content_words_casefolds():
    """Case does not matter."""
    assert content_words("Renewal DECK") == content_words("renewal deck")


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("sent", "send"),
        ("decks", "deck"),
        ("booked", "book"),
        ("booking", "book"),
        ("filed", "file"),
        ("files", "file"),
        ("updated", "update"),
        ("updates", "updating"),
        ("planned", "plan"),
        ("meetings", "meet"),
        ("needed", "need"),
        ("addresses", "address"),
        ("companies", "company"),
        ("tried", "try"),
        ("wrote", "write"),
        ("paid", "pay"),
        ("finished", "finish"),
        ("boxes", "box"),
    ],
)
def test_stem_joins_word_forms(a, b):
    """Inflected and irregular forms meet at one stem."""
    assert stem(a) == stem(b)


@pytest.mark.parametrize(("a", "b"), [("deck", "desk"), ("sso", "so"), ("bring", "bing"), ("need", "ne")])
def test_stem_keeps_different_words_apart(a, b):
    """Stemming does not merge unrelated words."""
    assert stem(a) != stem(b)


def test_stem_leaves_short_and_numeric_tokens():
    """Acronyms, numbers and short words are kept as they are."""
    assert stem("sso") == "sso"
    assert stem("2026") == "2026"
    assert stem("q4") == "q4"
    assert stem("status") == "status"


def test_empty_text_has_no_content_words():
    """Only stopwords or punctuation give an empty set."""
    assert content_words("") == frozenset()
    assert content_words("the, a; of!") == frozenset()


def test_normalize_key_basic():
    """Casefold, collapse whitespace, drop a leading 'the' and trailing punctuation."""
    assert normalize_key("  The   VPN. ") == "vpn"
    assert normalize_key("Northwind Renewal") == "northwind renewal"
    assert normalize_key("decision_maker") == "decision maker"
    assert normalize_key('"the deck"') == "deck"


def test_normalize_key_keeps_inner_the_and_words():
    """Only a leading 'the' goes; the rest of the phrase is kept verbatim."""
    assert normalize_key("Head of the team") == "head of the team"
    assert normalize_key("theory") == "theory"


def test_normalize_key_is_idempotent():
    """Normalising twice changes nothing."""
    for text in ["The VPN.", "  Chief  Operating Officer!", "the the thing", ""]:
        assert normalize_key(normalize_key(text)) == normalize_key(text)


def test_overlap_short_phrase_identifies_long_one():
    """'the deck' fully identifies 'send Maya the renewal deck'."""
    assert overlap("the deck", "send Maya the renewal deck") == 1.0


def test_overlap_is_asymmetric():
    """The longer phrase is only partly covered by the shorter one."""
    assert overlap("send Maya the renewal deck", "the deck") < 0.5


def test_overlap_past_tense_report_matches_action():
    """'I sent the renewal deck' covers 'send the renewal deck' fully."""
    assert overlap("I sent the renewal deck", "send the renewal deck") == 1.0


def test_overlap_generic_verbs_weigh_less():
    """Sharing only 'send' says little about which thing is meant."""
    assert overlap("send the invoice", "send the deck") < 0.5
    assert overlap("send the invoice", "email the invoice") > 0.5


def test_overlap_accepts_word_sets_and_empty_input():
    """Precomputed word sets work; no content words scores zero."""
    assert overlap(frozenset({"deck"}), "renewal deck") == 1.0
    assert overlap("the", "the deck") == 0.0
    assert overlap("deck", "") == 0.0
