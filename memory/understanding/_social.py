"""A social question put to recap itself ("how are you", "hru", "how was your weekend", "you
there?"): chat to acknowledge, never a question about what recap keeps (answered with "I don't
remember anything about that" it reads as a failure to remember)."""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

_HI = r"(?:(?:hi+|hey+|hello|yo|oi|ok|so|and|well|morning|evening|bro|mate|buddy|recap)[,!.\s]+)*"
_SOCIAL = re.compile(
    _HI
    + r"(?:how\s+(?:are|r|re)\s+(?:you|u|ya|yah|things)(?:\s+doing|\s+today|\s+keeping|\s+holding\s+up)?"
    r"|how\s*(?:'?s|\s+is)\s+(?:it\s+going|things|life|your\s+(?:day|morning|evening|week))"
    r"|how\s+(?:was|were)\s+(?:your|ur)\s+(?:day|weekend|wknd|week|night|holiday|holidays)"
    r"|how\s*(?:'?ve|\s+have)\s+(?:you|u)\s+been|how\s+do\s+(?:you|u)\s+do|how\s+goes\s+it|howdy"
    r"|hru|wbu|hbu|wyd|wassup|whats?\s*up|what'?s\s+up|sup|what'?s\s+new\s+with\s+(?:you|u)"
    r"|(?:are\s+|r\s+)?(?:you|u)\s+(?:good|ok|okay|alright|awake|alive|there|up)"
    r"|(?:and\s+)?(?:you|u)\?|what\s+about\s+(?:you|u))"
    r"(?:[,\s]+(?:mate|bro|buddy|dear|bot|recap|today|lol|haha|then|tho|though))*[\s?!.🙂😊😄👋]*$",
    _I,
)


def asks_after_me(text: str) -> bool:
    """Whether ``text`` is only a social question to recap: "how are you", "hey how's it going?"."""
    return _SOCIAL.match(text.strip()) is not None
