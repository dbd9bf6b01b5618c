"""``If-Match`` and ``If-None-Match`` as RFC 9110 (section 13.1) reads them.

A field value is ``*`` or a comma-separated list of entity tags (``"12"``,
``W/"12"``); list elements may be empty and surrounded by spaces (section 5.6.1),
and a field with no element at all (``If-None-Match:`` sent empty) is no
condition.  The API also tolerates a bare version (``12``), as it always has.
Anything else is ``400 invalid_header`` (:func:`parse`).

The API's entity tags are game versions (``"12"``), so a tag names a version or
nothing that can ever match (a tag of another resource, ``"abc"``).  Comparison
(section 8.8.3.2): ``If-Match`` is strong (a weak tag never matches), ``If-None-Match``
weak (``W/"12"`` matches version 12).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from api.problems import ApiError

#: one list element: an entity tag, optionally weak, or a bare version; and its separator
_ELEMENT = re.compile(r'[ \t]*(?:(W/)?"([\x21\x23-\x7e\x80-\xff]*)"|([0-9]{1,18}))[ \t]*(,|$)')
_EMPTY = re.compile(r"[ \t]*(,|$)")
#: What the OpenAPI document says of both headers (the same grammar as :func:`parse`).
CONDITIONAL_PATTERN = (r'^[ \t]*\*[ \t]*$|^[ \t,]*(((W/)?"[!#-~]*"|[0-9]{1,18})'
                       r'([ \t]*,[ \t,]*((W/)?"[!#-~]*"|[0-9]{1,18}))*)?[ \t,]*$')
CONDITIONAL_DESCRIPTION = (
    "RFC 9110 section 13.1: `*` or a comma-separated list of entity tags, weak (`W/\"12\"`)"
    " or strong (`\"12\"`); a bare `12` is tolerated; an empty value is no condition."
    " If-Match compares strongly (a weak tag never matches), If-None-Match weakly.")
CONDITIONAL_SCHEMA = {"type": "string", "pattern": CONDITIONAL_PATTERN,
                      "description": CONDITIONAL_DESCRIPTION}


def wsgi_name(name: str) -> str:
    """Return where the WSGI environ holds request header ``name`` (werkzeug's
    ``EnvironHeaders`` rule; not for ``Content-Type`` or ``Content-Length``)."""
    return "HTTP_" + name.upper().replace("-", "_")


#: the two conditional headers, each with where the environ holds it
CONDITIONAL_HEADERS = tuple((name, wsgi_name(name)) for name in ("If-Match", "If-None-Match"))


@dataclass(frozen=True)
class Condition:
    """A parsed ``If-Match`` / ``If-None-Match``: ``*``, or the tags' versions by strength."""

    any: bool = False
    #: versions named by strong tags (and bare versions)
    strong: frozenset[int] = frozenset()
    #: versions named by weak tags
    weak: frozenset[int] = frozenset()

    def matches(self, version: int, weak: bool) -> bool:
        """Whether the current ``version`` matches (``weak``: If-None-Match's comparison)."""
        return self.any or version in self.strong or (weak and version in self.weak)

    def versions(self, weak: bool) -> frozenset[int]:
        """The versions that match under the comparison (``weak`` or strong)."""
        return self.strong | self.weak if weak else self.strong


def _version(opaque: str) -> int | None:
    return int(opaque) if opaque.isdigit() and len(opaque) < 19 else None


def parse(name: str, value: str | None) -> Condition | None:
    """Return the condition a header states; None when absent or empty (no condition).

    A short value (a version or two, as clients send them) is parsed once and
    remembered (a :class:`Condition` never changes): a move's ``If-Match`` is read
    by the input checks, then by the move itself.  A long one is parsed each time,
    so what is remembered stays a few KB whatever is sent.

    Raises ``400 invalid_header`` when the value is neither ``*`` nor a list.
    """
    if value is not None and len(value) <= REMEMBERED_LENGTH:
        return _remembered(name, value)
    return _parse(name, value)


#: the longest header value :func:`parse` remembers
REMEMBERED_LENGTH = 40


@functools.lru_cache(maxsize=512)
def _remembered(name: str, value: str) -> Condition | None:
    return _parse(name, value)


def _parse(name: str, value: str | None) -> Condition | None:
    if value is None:
        return None
    if value.strip(" \t") == "*":
        return Condition(any=True)
    strong: set[int] = set()
    weak: set[int] = set()
    position, end = 0, len(value)
    while position < end:
        empty = _EMPTY.match(value, position)
        if empty and empty.end() > position:
            position = empty.end()
            continue
        element = _ELEMENT.match(value, position)
        if element is None or element.end() == position:
            raise ApiError(400, "invalid_header",
                           f'{name} must be "*" or entity tags such as "12"')
        is_weak, opaque, bare = element.groups()[:3]
        version = _version(opaque if bare is None else bare)
        if version is not None:
            (weak if is_weak else strong).add(version)
        position = element.end()
    if not strong and not weak and not _has_element(value):
        return None  # only spaces and commas: no condition at all
    return Condition(strong=frozenset(strong), weak=frozenset(weak))


def _has_element(value: str) -> bool:
    return any(part.strip(" \t") for part in value.split(","))
