"""The app's request class: what werkzeug works out of every request's environ, with less
work for the same answer.

- **A query's parameters are parsed once per process** (:attr:`RoadtripRequest.args`).
  werkzeug parses ``request.args`` anew on every request (``parse_qsl``, decoding,
  a ``MultiDict``: ~30 calls), and a game's phones send the same few queries all
  game long (a move's ``include=view,legal_moves``).  werkzeug's answer is an
  :class:`~werkzeug.datastructures.ImmutableMultiDict`, a pure function of the query
  string that nothing can change, so a request whose query was parsed before shares
  the one werkzeug made then (``ARGS_KEPT`` queries of at most ``KEPT_QUERY_LENGTH``
  bytes; a longer one, or another ``parameter_storage_class``, is parsed every time).
- **``Content-Length`` and ``Content-Type`` are read where werkzeug's headers read
  them**: ``request.headers.get("Content-Length")`` upper-cases the name, maps it to
  the environ's ``CONTENT_LENGTH``, and for an absent ``Transfer-Encoding`` raises
  and catches a ``KeyError`` (~16 calls for the two); here the environ's keys are
  read as werkzeug's ``EnvironHeaders`` would map them, and handed to werkzeug's
  own ``get_content_length`` and ``parse_options_header``, whose answers for the
  same short values are kept (``KEPT``: a phone's moves are a few dozen lengths of
  one type; the parameters' dict is copied out each time).
- **The request's host is checked once per process for the same inputs**
  (:func:`request_host`, Flask's ``create_url_adapter``: the app's class): werkzeug's
  ``get_host`` of the scheme, ``Host`` and server's name and port (:data:`HOST_INPUTS`);
  a trusted list is checked every time, and what it refuses raises every time.
- **Each of these, and Flask's ``endpoint``, is worked out once a request and then read
  with no call** (:class:`Kept`).  werkzeug's ``cached_property`` is a data descriptor: every
  read of ``request.args`` runs its ``__get__`` (three calls), and Flask's ``endpoint`` is a
  property (a call a read); a move reads its args three times, its length twice and its
  endpoint six times (the hooks, the metrics, the limits).  The endpoint is Flask's own
  getter's answer, kept once the request is routed (before, it is not kept).

``tests/api/test_request_class.py`` pins werkzeug's three by digest and holds each
answer here to werkzeug's over generated queries and headers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar, cast, overload

from flask import Request
from werkzeug.datastructures import ImmutableMultiDict, MultiDict
from werkzeug.http import parse_options_header
from werkzeug.sansio.utils import get_content_length
from werkzeug.wsgi import get_host

from api.http.kept import remember

#: queries whose parameters are kept per process (a game's phones send a handful)
ARGS_KEPT = 1024
#: the longest query kept (a move's is 24 bytes): a long one is parsed every time
KEPT_QUERY_LENGTH = 256
#: werkzeug's parse of a request's query (``Request.args``' function: the one source)
_parse_args: Any = cast(Any, Request).args.fget
#: query string -> the parameters werkzeug parsed of it
_ARGS: dict[bytes, MultiDict[str, str]] = {}
#: body lengths and types kept per process, each; and the longest value kept
KEPT = 256
KEPT_VALUE_LENGTH = 64
#: (Content-Length, Transfer-Encoding) -> werkzeug's length of the body
_LENGTHS: dict[tuple[str | None, str | None], int | None] = {}
#: Content-Type -> werkzeug's parse of it (the type, its parameters)
_TYPES: dict[str, tuple[str, dict[str, str]]] = {}
#: a value not kept
_MISSING: Any = object()
T = TypeVar("T")

#: every part of a WSGI environ werkzeug's ``get_host`` reads (werkzeug 3.1: the scheme,
#: the Host header, and through ``_get_server`` the server's name and port; both pinned by
#: digest in ``tests/api/test_url_adapters.py``)
HOST_INPUTS = ("wsgi.url_scheme", "HTTP_HOST", "SERVER_NAME", "SERVER_PORT")
#: hosts kept per process (a server answers at a handful: its names, addresses and ports)
HOSTS_KEPT = 256
#: HOST_INPUTS' values -> the host werkzeug's ``get_host`` answered for them (no trusted list)
_HOSTS: dict[tuple[Any, ...], str] = {}


def request_host(environ: Any, trusted_hosts: Any) -> str:
    """Return werkzeug's ``get_host(environ, trusted_hosts)``: with no trusted list, the one
    it answered before for the same :data:`HOST_INPUTS` (what it refuses raises every time
    and is not kept).

    Flask works the host out again on every request to check it, before the URL adapter is
    bound (``Map.bind_to_environ``, kept already): the Host header's characters checked,
    the server's port parsed, ~100 bytecodes for the answer it gave the last request.
    """
    if trusted_hosts is not None:
        return get_host(environ, trusted_hosts)
    key = tuple(map(environ.get, HOST_INPUTS))
    try:
        host = _HOSTS.get(key)
    except TypeError:  # an unhashable value from an odd server: worked out every time
        return get_host(environ, trusted_hosts)
    if host is None:
        host = remember(_HOSTS, key, get_host(environ, trusted_hosts), HOSTS_KEPT)
    return host


class Kept(Generic[T]):
    """A request's attribute worked out by ``fget`` at its first read and kept in the
    request's ``__dict__``: a non-data descriptor, so every later read finds it there with no
    call (werkzeug's ``cached_property`` defines ``__set__``, and so runs its ``__get__``
    on every read).  ``keep_none``: whether a None answer is kept (Flask's ``endpoint`` is
    None until the request is routed: it is asked again then)."""

    def __init__(self, fget: Callable[[Any], T], keep_none: bool = True) -> None:
        self.fget = fget
        self.keep_none = keep_none
        self.name = fget.__name__
        self.__doc__ = fget.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> Kept[T]: ...

    @overload
    def __get__(self, obj: object, owner: type | None = None) -> T: ...

    def __get__(self, obj: object | None, owner: type | None = None) -> Kept[T] | T:
        if obj is None:
            return self
        value = self.fget(obj)
        if value is not None or self.keep_none:
            obj.__dict__[self.name] = value
        return value


class RoadtripRequest(Request):
    """Flask's request, with its query's parameters kept per process and its body's length
    and type read from the environ (see the module's docstring)."""

    @Kept
    def args(self) -> MultiDict[str, str]:
        """werkzeug's ``args``: the parsed query, the one werkzeug made for the same query
        when it was parsed before (immutable, so sharing it shares nothing)."""
        query = self.query_string
        if len(query) > KEPT_QUERY_LENGTH or self.parameter_storage_class is not \
                ImmutableMultiDict:
            parsed: MultiDict[str, str] = _parse_args(self)
            return parsed
        kept = _ARGS.get(query)
        if kept is None:
            # (one that fails to decode raises, and is not kept)
            kept = remember(_ARGS, query, _parse_args(self), ARGS_KEPT)
        return kept

    @Kept
    def content_length(self) -> int | None:
        """werkzeug's ``content_length``, its two headers read from the environ (kept)."""
        environ = self.environ
        key = (environ.get("CONTENT_LENGTH"), environ.get("HTTP_TRANSFER_ENCODING"))
        length: int | None = _LENGTHS.get(key, _MISSING)
        if length is _MISSING:
            length = get_content_length(http_content_length=key[0],
                                        http_transfer_encoding=key[1])
            if len(key[0] or "") + len(key[1] or "") <= KEPT_VALUE_LENGTH:
                remember(_LENGTHS, key, length, KEPT)
        return length

    #: Flask's ``endpoint`` (its own getter), kept once the request is routed
    endpoint = Kept(cast(Any, Request).endpoint.fget, keep_none=False)

    def _parse_content_type(self) -> None:
        # werkzeug's, the header read from the environ (``mimetype`` and ``is_json`` use it)
        if not hasattr(self, "_parsed_content_type"):
            value = self.environ.get("CONTENT_TYPE", "")
            parsed = _TYPES.get(value)
            if parsed is None:
                parsed = parse_options_header(value)
                if len(value) <= KEPT_VALUE_LENGTH:
                    remember(_TYPES, value, parsed, KEPT)
            self._parsed_content_type = (parsed[0], dict(parsed[1]))  # (its own dict)
