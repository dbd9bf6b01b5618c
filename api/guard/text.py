"""Text the API does not take: what JSON cannot carry, and what a name must not hold.

- A body must be UTF-8 without a byte order mark (RFC 8259 section 8.1): a BOM'd,
  UTF-16 or UTF-32 body is ``400 not_json`` (:func:`encoding_refusal`), whatever
  a lenient parser would make of it.
- A JSON string may spell a lone surrogate (``"\\ud800"``): valid JSON grammar, but
  not Unicode text, so it cannot be stored, logged or answered as UTF-8.  Any
  string (or object key) of any body holding one is ``422 invalid_text``
  (:func:`lone_surrogate`), before a view runs.
- A player's name is shown to every seat: control characters (NUL, newlines, ...)
  and the bidirectional formatting characters (U+202A-U+202E, U+2066-U+2069,
  U+200E, U+200F, U+061C), which can make a name display as another or reorder
  the text around it, are refused ``422 invalid_text`` (:func:`check_name`), not
  silently dropped: the player sees at once what the table will see.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from api.problems import ApiError

#: byte order marks and the zero bytes of UTF-16/32 JSON (its first two characters are ASCII)
_NOT_UTF8 = (b"\xef\xbb\xbf", b"\xfe\xff", b"\xff\xfe")
#: an escaped surrogate in raw JSON: the cheap test before a body is walked
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")
#: a surrogate code point in a decoded string
_SURROGATE = re.compile("[\ud800-\udfff]")
#: bidirectional formatting characters (Unicode's Bidi_Control property)
BIDI_CONTROLS = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
#: what the OpenAPI document says a name must not hold (the same rule as check_name)
NAME_PATTERN = "^[^\\u0000-\\u001f\\u007f-\\u009f" + "".join(
    f"\\u{ord(c):04x}" for c in BIDI_CONTROLS) + "]*$"
#: what a refused name's problem says (translated: detail.bad_name)
BAD_NAME = "this name holds a character that cannot be shown to the table"
_BAD_IN_NAME = re.compile(f"[\x00-\x1f\x7f-\x9f{BIDI_CONTROLS}\ud800-\udfff]")


def encoding_refusal(data: bytes) -> str | None:
    """Return why ``data`` is not UTF-8 JSON text (a BOM, UTF-16/32), or None."""
    if data.startswith(_NOT_UTF8) or b"\x00" in data[:4]:
        return "send the body as UTF-8 JSON without a byte order mark"
    return None


def lone_surrogate(raw: bytes, parsed: Any) -> str | None:
    """Return the JSON path of the first string of ``parsed`` that holds a surrogate, or None.

    ``raw`` is the body as sent: without an escaped surrogate in it (nearly every
    body) nothing is walked.
    """
    if not _SURROGATE_ESCAPE.search(raw):
        return None
    stack: list[tuple[str, Any]] = [("$", parsed)]
    while stack:  # iterative: the depth is bounded by the guard, but no recursion at all
        path, value = stack.pop()
        if isinstance(value, str):
            if _SURROGATE.search(value):
                return path
        elif isinstance(value, dict):
            for key, item in value.items():
                if _SURROGATE.search(key):
                    return path
                stack.append((f"{path}.{key}", item))
        elif isinstance(value, list):
            stack.extend((f"{path}[{i}]", item) for i, item in enumerate(value))
    return None


def check_lone_surrogates(raw: bytes, parsed: Any) -> None:
    """Refuse a body with a lone surrogate in any string: ``422 invalid_text``."""
    path = lone_surrogate(raw, parsed)
    if path is not None:
        raise ApiError(422, "invalid_text",
                       "a string in the body holds a lone surrogate, which is not text",
                       errors={path: ["a lone surrogate (\\ud800-\\udfff) is not text"]})


def name_refusal(name: str) -> str | None:
    """Return why ``name`` cannot be a player's name (a control or bidi character), or None."""
    found = _BAD_IN_NAME.search(name)
    if found is None:
        return None
    char = found.group()
    kind = "a bidirectional formatting character" if char in BIDI_CONTROLS else \
        "a control character" if unicodedata.category(char) == "Cc" else "a lone surrogate"
    return f"a name may not hold {kind} (U+{ord(char):04X})"


def check_name(name: str) -> None:
    """Refuse a player's name with a control or bidi character: ``422 invalid_text``."""
    reason = name_refusal(name)
    if reason is not None:
        raise ApiError(422, "invalid_text", BAD_NAME, errors={"name": [reason]})
