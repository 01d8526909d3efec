"""A slice file's frontmatter without PyYAML's emitter when the values allow it, read with
libyaml's parser when PyYAML has it.

Every briefing, and every slice a message opens, writes a new file, and PyYAML's pure-Python
representer, serializer and emitter took more of that than anything else (about 0.15 ms of
the 0.7 ms a morning briefing cost). A new slice's metadata is a handful of plain words, ids
and times: for those the emitter's choice is simple — a string goes out plain when the YAML
resolver reads it back as a string, else in single quotes; a list of such strings as ``[]`` or
a block of ``- item`` lines. :class:`Handler` writes exactly that for metadata made only of
such values and leaves anything else (a summary, a tag with spaces, quotes, other types) to
PyYAML, so the text is the same byte for byte either way (``tests/memory/test_frontyaml.py``
compares the two on generated metadata).

Reading went through PyYAML's pure-Python scanner and parser, which took half of ``recap
rebuild``'s reading of the files once it no longer re-read the messages (3 ms a file);
``CSafeLoader`` is the same safe constructor and resolver over libyaml's parser, so it builds
the same values (``tests/memory/test_frontyaml.py`` reads generated metadata both ways).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

import yaml
from frontmatter.default_handlers import YAMLHandler
from yaml import ScalarNode
from yaml.resolver import Resolver

# Strings no indicator, quote, space or line break can reach: the emitter's analysis allows
# them plain in a block mapping, so only the resolver decides between plain and quoted.
_SIMPLE = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_./+:-]*(?<!:)\Z")  # ":" last would end a key
_STR = "tag:yaml.org,2002:str"
_resolver = Resolver()
LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml's when PyYAML was built with it


class Handler(YAMLHandler):
    """:class:`frontmatter.default_handlers.YAMLHandler` with simple metadata written directly;
    for ``frontmatter.dumps(post, handler=Handler(), sort_keys=False, allow_unicode=True)``."""

    def export(self, metadata: dict[str, object], **kwargs: object) -> str:
        fast = simple_yaml(metadata) if kwargs.get("sort_keys") is False else None
        return fast if fast is not None else super().export(metadata, **kwargs)

    def load(self, fm: str, **kwargs: object) -> object:
        kwargs.setdefault("Loader", LOADER)
        return super().load(fm, **kwargs)


def simple_yaml(metadata: Mapping[str, object]) -> str | None:
    """PyYAML's block-style text of ``metadata`` in its order (``sort_keys=False``), stripped,
    or None when a key or value is not a simple string or a list of them (or there is none)."""
    if not metadata:
        return None  # "{}"
    lines = []
    for key, value in metadata.items():
        name = _scalar(key) if len(key) < 128 else None  # a longer key is written "? key"
        if name is None:
            return None
        if isinstance(value, str):
            text = _scalar(value)
            if text is None:
                return None
            lines.append(f"{name}: {text}")
        elif isinstance(value, list):
            items = [_scalar(item) if isinstance(item, str) else None for item in value]
            if None in items:
                return None
            lines.append(f"{name}: []" if not items else "\n".join([f"{name}:", *(f"- {item}" for item in items)]))
        else:
            return None
    return "\n".join(lines)


def _scalar(value: str) -> str | None:
    """How the emitter writes ``value``: plain when read back as a string, else quoted; None
    when it is not simple enough to say here."""
    if value == "":
        return "''"
    if not _SIMPLE.match(value):
        return None
    return value if _resolver.resolve(ScalarNode, value, (True, False)) == _STR else f"'{value}'"
