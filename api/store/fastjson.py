"""JSON through orjson where it serves: the app's responses and the store's documents.

orjson writes the same compact JSON as ``json.dumps(..., separators=(",", ":"),
ensure_ascii=False)`` several times faster.  A request's body is read by orjson
where it reads what ``json`` reads (:meth:`Provider.loads`), and by Flask's
``json`` otherwise: orjson refuses ``NaN``, ``1e400`` and lone surrogates, which
``json`` takes (the guard then answers what it must), and reads an integer beyond
64 bits as a float, where ``json`` keeps it whole.
"""

from __future__ import annotations

import re
from typing import Any, cast

import orjson
from flask import Response
from flask.json.provider import DefaultJSONProvider

OPTIONS = orjson.OPT_NON_STR_KEYS
#: a run of 19 digits: the shortest an integer beyond 64 bits (which orjson reads as a
#: float) can be; a text with one is read by ``json``
_LONG_DIGITS = re.compile(rb"[0-9]{19}")


def dumps(data: Any) -> str:
    """Return compact JSON text (no spaces, UTF-8 as is)."""
    return orjson.dumps(data, option=OPTIONS).decode()


def dumpb(data: Any) -> bytes:
    """Return compact JSON as UTF-8 bytes."""
    return orjson.dumps(data, option=OPTIONS)


loads = orjson.loads


class Provider(DefaultJSONProvider):
    """Flask's JSON provider with orjson for responses (indented output stays ``json``'s)."""

    def dumps(self, obj: Any, **kwargs: Any) -> str:
        """Serialise ``obj``; falls back to Flask's own for what orjson cannot."""
        if kwargs.get("indent") is None:
            try:
                return orjson.dumps(obj, default=self.default, option=OPTIONS).decode()
            except TypeError:
                pass  # a type only Flask's default() knows in its own way: use json
        return super().dumps(obj, **kwargs)

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        """Flask's ``loads`` (``json.loads``): the same value through orjson for bytes with
        no 19-digit run (a request's body), else, and for what orjson refuses, json's own
        value or error.  (orjson and ``json`` read every other number, string and object
        alike: ``tests/api/test_request_class.py`` holds them to it.)"""
        if not kwargs and type(s) is bytes and _LONG_DIGITS.search(s) is None:
            try:
                return orjson.loads(s)
            except orjson.JSONDecodeError:
                pass  # NaN, 1e400, a lone surrogate, a byte order mark...: json's verdict
        return super().loads(s, **kwargs)

    def response(self, *args: Any, **kwargs: Any) -> Response:
        """``jsonify``'s answer, the same bytes as Flask's: written as bytes at once (Flask's
        own writes a string, adds its newline and encodes the whole again)."""
        obj = self._prepare_response_obj(args, kwargs)
        if not ((self.compact is None and self._app.debug) or self.compact is False):
            try:
                data = orjson.dumps(obj, default=self.default, option=OPTIONS)
            except TypeError:
                pass  # a type only Flask's default() knows in its own way
            else:
                # (the app's class takes bytes; the provider's app is typed as sans-I/O's)
                make: Any = self._app.response_class
                answer: Response = make(data + b"\n", mimetype=self.mimetype)
                return answer  # (typed by its name: typing.cast is a call at run time)
        return cast(Response, super().response(obj))
