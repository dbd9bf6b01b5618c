"""A query schema's usual queries read without webargs, built out of the schema itself.

The hot paths (:func:`api.http.resources.common.hot_path`) answer without
flask-smorest's per-request machinery, yet must read the query exactly as the
documented ``blp.arguments(Schema, location="query")`` does.  Rather than a
hand-kept twin of the schema (regular expressions and bounds copied from it),
:class:`QueryReader` is made from the schema's own fields when the module that
serves the operation is imported: each field's name (``data_key``), its load
default, and its validators (the schema's ``Range`` and ``OneOf`` objects,
called as they are).  A query in the forms clients send (digits for an integer,
a decimal for a float, names for a list, each parameter at most once) is read
here; anything else, or a value a validator refuses, is left to the schema
(``read`` returns None), whose answer (a default, a 422) stands.

So a change to a query schema changes what the hot path reads, or, for a field
of a kind this module does not know, sends every request of that operation
through the documented stack (:attr:`QueryReader.complete` is then False, and
``tests/api/test_query_reader.py`` says so).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import marshmallow as ma
from marshmallow import fields
from werkzeug.datastructures import MultiDict

from api.http.kept import remember

#: what a field reader returns for a value it leaves to the schema
UNREAD = object()
#: an integer as clients write it (the schema also takes ``+7`` or `` 7``: left to it)
_INTEGER = re.compile(r"[0-9]{1,10}")
#: a decimal as clients write it (not ``1e1``, ``nan``, ``inf``: left to the schema)
_DECIMAL = re.compile(r"[0-9]{1,10}(?:\.[0-9]{1,9})?")

FieldReader = Callable[[list[str]], Any]
#: queries whose loaded values a reader keeps (a game's phones send a handful)
KEPT_QUERIES = 512
#: :meth:`QueryReader.read`'s mark of a query not read before
_NOT_KEPT: Any = object()
#: the kinds of value a kept reading may hold (each a fresh copy when answered)
_SCALARS = (str, int, float, bool, type(None))


def _plain(value: Any) -> bool:
    """Whether a loaded value is a scalar or a list of scalars (what a kept reading may
    hold: answered again as a copy, nothing in it shared)."""
    if type(value) is list:
        return all(type(item) in _SCALARS for item in value)
    return type(value) in _SCALARS


def _validated(field: fields.Field, value: Any) -> Any:
    """Return ``value`` if every validator of ``field`` takes it, else :data:`UNREAD`."""
    for validator in field.validators:
        try:
            if validator(value) is False:
                return UNREAD
        except ma.ValidationError:
            return UNREAD
    return value


def _scalar(field: fields.Field, pattern: re.Pattern[str],
            convert: Callable[[str], Any]) -> FieldReader:
    def read(values: list[str]) -> Any:
        if len(values) != 1 or not pattern.fullmatch(values[0]):
            return UNREAD
        return _validated(field, convert(values[0]))

    return read


def _names(field: fields.List) -> FieldReader | None:
    """A list of strings, repeated or comma-separated (:class:`api.http.schemas.QueryList`)."""
    inner = field.inner
    if type(inner) is not fields.String:
        return None

    def read(values: list[str]) -> Any:
        names = [part for value in values if value for part in value.split(",")]
        for name in names:
            if _validated(inner, name) is UNREAD:
                return UNREAD
        return _validated(field, names)

    return read


def field_reader(field: fields.Field) -> FieldReader | None:
    """Return the reader of one query field's values, or None for a kind not read here."""
    # exact types: a subclass may read its values otherwise (the schema then reads them)
    kind = type(field)
    if isinstance(field, fields.Integer) and kind is fields.Integer:
        # a strict one takes no string at all: the schema refuses every value
        return None if field.strict else _scalar(field, _INTEGER, int)
    if kind is fields.Float:
        return _scalar(field, _DECIMAL, float)
    if kind is fields.String:
        return lambda values: _validated(field, values[0]) if len(values) == 1 else UNREAD
    if isinstance(field, fields.List) and type(field).__name__ == "QueryList":
        return _names(field)
    return None


class QueryReader:
    """The usual queries of one query schema, read as the schema reads them."""

    def __init__(self, schema: ma.Schema) -> None:
        self.schema_name = type(schema).__name__
        #: raw query -> what it loaded to (None: left to the schema), :meth:`read`'s
        self._kept: dict[bytes, dict[str, Any] | None] = {}
        #: (parameter name, attribute, reader, load default, required) per field
        self.fields: list[tuple[str, str, FieldReader, Any, bool]] = []
        #: the fields this module cannot read (then every query goes to the schema)
        self.unread: list[str] = []
        for name, field in schema.fields.items():
            if field.dump_only:
                continue
            reader = field_reader(field)
            if reader is None:
                self.unread.append(name)
                continue
            self.fields.append((field.data_key or name, field.attribute or name, reader,
                                field.load_default, field.required))

    @property
    def complete(self) -> bool:
        """Whether every field of the schema is read here (else nothing is)."""
        return not self.unread

    def read(self, args: MultiDict[str, str], query: bytes | None = None
             ) -> dict[str, Any] | None:
        """Return ``args`` loaded as the schema loads them, or None to let the schema do it.

        ``query``: the raw query string ``args`` were parsed from, when the caller has it.
        What it loads to is then kept (:data:`KEPT_QUERIES` per reader) and answered again,
        a fresh dict with fresh lists: a game's phones send the same query every move.
        """
        if query is None:
            return self._read(args)
        kept = self._kept.get(query, _NOT_KEPT)
        if kept is _NOT_KEPT:
            kept = self._read(args)
            if kept is not None and not all(map(_plain, kept.values())):
                return kept  # (a value of another kind: read each time, never shared)
            remember(self._kept, query, kept, KEPT_QUERIES)
        if kept is None:
            return None
        return {name: list(value) if type(value) is list else value
                for name, value in kept.items()}

    def _read(self, args: MultiDict[str, str]) -> dict[str, Any] | None:
        if self.unread:
            return None
        loaded: dict[str, Any] = {}
        for key, attribute, reader, default, required in self.fields:
            values = args.getlist(key) if args else []
            if not values:
                if required:
                    return None
                if default is ma.missing:
                    continue
                loaded[attribute] = default() if callable(default) else default
                continue
            value = reader(values)
            if value is UNREAD:
                return None
            loaded[attribute] = value
        return loaded
