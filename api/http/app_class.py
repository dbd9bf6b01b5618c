"""The app's Flask class: what Flask asked again on every request, answered once per process."""

from __future__ import annotations

import sys
from collections import OrderedDict
from collections.abc import Callable, MutableMapping
from inspect import iscoroutinefunction
from operator import itemgetter
from typing import Any, NamedTuple, TypeVar

from flask import Flask, Request, Response
from flask.sessions import NullSession, SessionInterface
from flask.signals import (
    appcontext_tearing_down,
    request_finished,
    request_started,
    request_tearing_down,
)
from werkzeug.datastructures import Headers
from werkzeug.routing import Map, MapAdapter, Rule
from werkzeug.routing.matcher import StateMachineMatcher

from api.guard import hook_chains
from api.guard.current import current_context as _context
from api.guard.current import current_request as _request
from api.http.kept import keep
from api.http.request_class import RoadtripRequest, request_host
from api.http.url_adapter import RememberingAdapter

#: functions whose answer is kept (hooks and views are a few dozen; the bound is a guard)
_KEPT = 4096
#: URL matches kept per process: a game's phones ask a handful of paths (its moves, events,
#: view, legal moves), so this covers the hot paths of ~1,000-2,000 games (~2.5 MB)
MATCHES_KEPT = 8192
#: URL adapters kept per process (one per host, path, method and query: ~1 KB each)
ADAPTERS_KEPT = 4096
#: every part of a WSGI environ werkzeug's ``Map.bind_to_environ`` reads (werkzeug 3.1:
#: the host through ``wsgi.get_host``, a WebSocket upgrade, the script, path, query and
#: method); ``tests/api/test_url_adapters.py`` pins that method by digest
BIND_INPUTS = ("wsgi.url_scheme", "HTTP_HOST", "SERVER_NAME", "SERVER_PORT",
               "HTTP_CONNECTION", "HTTP_UPGRADE", "SCRIPT_NAME", "PATH_INFO",
               "QUERY_STRING", "REQUEST_METHOD")


#: a remembered value's type
V = TypeVar("V")


class RememberedMatcher(StateMachineMatcher):
    """werkzeug's URL matcher, remembering its recent matches (least recently used out).

    werkzeug matches a path with a recursive function it defines anew on every
    call, which refers to itself through its closure: a reference cycle, left
    for the garbage collector, on every request.  In a worker under 1,000
    tables these were every cyclic object it made (~2,800 matches in 5 s: a
    function, 5 cells, a tuple and a set each), so they alone set the pace of
    its collections (:mod:`api.run.collector`).  A path matched before is
    answered from here: the same rule and values (a fresh dict: callers may
    change it).  What does not match (404, 405, a redirect) raises as before
    and is not kept; adding rules forgets every kept match.
    """

    def __init__(self, merge_slashes: bool) -> None:
        super().__init__(merge_slashes)
        #: bumped whenever the rules change (a kept adapter's answer is of one generation)
        self.generation = 0
        self._kept: OrderedDict[tuple[str, str, str, bool],
                                tuple[Rule, tuple[tuple[str, Any], ...]]] = OrderedDict()

    def add(self, rule: Rule) -> None:
        """Add ``rule`` (werkzeug's), forgetting every kept match."""
        super().add(rule)
        self._kept.clear()
        self.generation += 1

    def update(self) -> None:
        """Update the matcher (werkzeug's), forgetting every kept match."""
        super().update()
        self._kept.clear()
        self.generation += 1

    def match(self, domain: str, path: str, method: str, websocket: bool
              ) -> tuple[Rule, MutableMapping[str, Any]]:
        """Return the rule ``path`` matches and its values, as werkzeug's matcher does."""
        key = (domain, path, method, websocket)
        kept = self._kept.get(key)
        if kept is None:
            rule, values = super().match(domain, path, method, websocket)
            kept = keep(self._kept, key, (rule, tuple(values.items())), MATCHES_KEPT)
        else:
            try:  # (not contextlib.suppress: three Python calls a request, every request)
                self._kept.move_to_end(key)
            except KeyError:  # (another thread dropped it meanwhile)
                pass
        return kept[0], dict(kept[1])


class RoadtripMap(Map):
    """werkzeug's URL map, matching through :class:`RememberedMatcher` and remembering the
    adapters it binds to requests.

    Flask binds the map to every request (``create_url_adapter``): werkzeug
    works out the host again (Flask has just done so, checking it is trusted),
    looks for a WebSocket upgrade, decodes the script, path and query and
    IDNA-encodes the host, ~50 calls, ~6% of a game's ``GET``.  The adapter is a
    function of the environ's :data:`BIND_INPUTS` and the two arguments, and
    nothing changes it once made (werkzeug sets its fields in ``__init__``
    only), so a request whose inputs were bound before shares the adapter
    werkzeug made then.  What werkzeug refuses (a bad host) raises as before
    and is not kept; a call that may warn (no ``subdomain`` given) is not kept.
    """

    def __init__(self, rules: Any = None, *args: Any, **kwargs: Any) -> None:
        super().__init__(None, *args, **kwargs)  # the rules are added once the matcher is ours
        if isinstance(getattr(self, "_matcher", None), StateMachineMatcher):  # werkzeug 3's
            self._matcher = RememberedMatcher(self.merge_slashes)
        self._adapters: OrderedDict[tuple[Any, ...], MapAdapter] = OrderedDict()
        for rule in rules or ():
            self.add(rule)

    def bind_to_environ(self, environ: Any, server_name: str | None = None,
                        subdomain: str | None = None) -> MapAdapter:
        """Return werkzeug's adapter for ``environ`` (the one made for the same inputs)."""
        env = getattr(environ, "environ", environ)  # (a request, as werkzeug takes too)
        if subdomain is None or not isinstance(env, dict):
            return super().bind_to_environ(environ, server_name, subdomain)
        key = (*map(env.get, BIND_INPUTS), server_name, subdomain)
        try:
            adapter = self._adapters.get(key)
        except TypeError:  # an unhashable value from an odd server: bound every time
            return super().bind_to_environ(environ, server_name, subdomain)
        if adapter is None:
            adapter = super().bind_to_environ(env, server_name, subdomain)
            if type(adapter) is MapAdapter:  # (werkzeug's: its own path's match is kept)
                adapter.__class__ = RememberingAdapter
            adapter = keep(self._adapters, key, adapter, ADAPTERS_KEPT)
        else:
            try:  # (not contextlib.suppress: three Python calls a request, every request)
                self._adapters.move_to_end(key)
            except KeyError:  # (another thread dropped it meanwhile)
                pass
        return adapter


class NoSessions(SessionInterface):
    """No cookie sessions: the API has none (a seat token travels in ``Authorization``).

    Flask opens a session for every request, and without a secret key makes a
    new empty one that refuses writes; here every request gets the same one
    (it holds nothing and refuses every write, so sharing it shares nothing),
    and nothing is saved.
    """

    _NONE = NullSession()

    def open_session(self, app: Flask, request: Request) -> NullSession:
        """Return the shared empty session."""
        return self._NONE

    def save_session(self, app: Flask, session: Any, response: Any) -> None:
        """Save nothing (Flask does not call this for an empty session)."""


class RoadtripResponse(Response):
    """Flask's response, whose headers are handed to the server without checking each again.

    werkzeug's :meth:`get_wsgi_headers` answers a copy of the response's headers,
    made by adding each one anew to an empty list, which checks each value for
    line breaks again (five calls a header, ~60 a move's answer), then fixes
    what the server must not send as is: a relative ``Location`` or
    ``Content-Location``, a ``Content-Length`` on a 1xx, 204 or 304, a missing
    ``Content-Length``.  An answer with none of those to fix, which is every JSON
    answer (its length is set with its body), gets werkzeug's copy without the
    second check (each header was checked when it was added); any other goes
    through werkzeug's method.  ``tests/api/test_wsgi_headers.py`` holds both to the
    same headers and pins werkzeug's method.
    """

    def __init__(self, response: Any = None, status: Any = None, headers: Any = None,
                 mimetype: str | None = None, content_type: str | None = None,
                 direct_passthrough: bool = False) -> None:
        """werkzeug's response; a body of bytes with no headers given is made from the one
        werkzeug made for an empty body of the same class, status and type."""
        if type(response) is not bytes or headers is not None or content_type is not None \
                or direct_passthrough or mimetype is None \
                or not isinstance(status, (int, str, type(None))):  # (kept by status)
            super().__init__(response, status, headers, mimetype, content_type,
                             direct_passthrough)
            return
        made = _made(type(self), status, mimetype)
        # what depends on the body: its list and its length (set_data's); each answer has
        # its own headers and close callbacks (set in werkzeug's order)
        headers = self.headers = Headers()
        # (werkzeug's list of pairs: each value was checked when werkzeug set it)
        headers._list = [*made.headers, ("Content-Length", str(len(response)))] \
            if made.length else made.headers[:]
        self.__dict__.update(made.fields)
        self._on_close = []
        self.response = [response]

    def get_app_iter(self, environ: Any) -> Any:
        """Return the body the server sends (werkzeug's), a single bytes body as it is.

        werkzeug hands every body over in a ``ClosingIterator`` around an encoding
        generator, whose ``close`` runs the answer's (the body's own ``close``, then
        ``call_on_close``'s functions): three Python frames and a partial for the one
        bytes object of a JSON answer.  A body of exactly one ``bytes`` has neither
        ``close`` nor anything to encode, so when no ``call_on_close`` function waits
        either the server gets the same bytes in a tuple, and closing it would have run
        nothing.  A ``HEAD``, a 1xx, 204 or 304 (no body), a passthrough body, or any
        other: werkzeug's (``tests/api/test_wsgi_headers.py`` pins it).
        """
        body = self.response
        if type(body) is list and len(body) == 1 and type(body[0]) is bytes \
                and not self._on_close and not self.direct_passthrough \
                and environ["REQUEST_METHOD"] != "HEAD":
            status = self.status_code
            if status >= 200 and status not in (204, 304):
                return (body[0],)
        return super().get_app_iter(environ)

    def get_wsgi_headers(self, environ: Any) -> Headers:
        """Return the headers the server sends (werkzeug's copy, fixed for ``environ``)."""
        status = self.status_code
        if status < 200 or status in (204, 304):
            return super().get_wsgi_headers(environ)
        own = self.headers._list  # (werkzeug's list of (name, value), each value checked)
        names = set(map(str.lower, map(_name, own)))  # (in C: no Python frame per header)
        if not names.isdisjoint(_RELATIVE):
            return super().get_wsgi_headers(environ)
        if "content-length" not in names and self.automatically_set_content_length \
                and self.is_sequence:
            return super().get_wsgi_headers(environ)
        headers = Headers()
        headers._list = own[:]
        return headers


#: a header pair's name
_name = itemgetter(0)
#: the headers werkzeug makes absolute for the server (lower-cased)
_RELATIVE = frozenset({"location", "content-location"})


class _Made(NamedTuple):
    """What werkzeug made of an empty body for a class, status and type: the fields that
    do not depend on the body, the headers before ``Content-Length``, and whether it set
    one."""

    fields: dict[str, Any]
    headers: list[tuple[str, str]]
    length: bool


#: (class, status, mimetype) -> what werkzeug made of an empty body (a handful a process)
_MADE: dict[tuple[type[RoadtripResponse], Any, str], _Made] = {}
_MADE_MOST = 64


def _made(cls: type[RoadtripResponse], status: Any, mimetype: str) -> _Made:
    """Return what werkzeug's constructor makes of an empty body of ``cls`` (made once)."""
    key = (cls, status, mimetype)
    made = _MADE.get(key)
    if made is None:
        empty = cls.__new__(cls)
        super(RoadtripResponse, empty).__init__(b"", status, None, mimetype)  # werkzeug's
        fields = {name: value for name, value in vars(empty).items()
                  if name not in ("headers", "_on_close", "response")}
        pairs = [pair for pair in empty.headers.items() if pair[0] != "Content-Length"]
        made = _Made(fields, pairs, len(pairs) < len(empty.headers))
        if len(_MADE) < _MADE_MOST:
            _MADE[key] = made
    return made


#: where a request keeps its hook chain (an attribute of the app's own)
_CHAIN = "roadtrip_hook_chain"
#: ``do_teardown_request``'s default: the exception being handled, as Flask's
_CURRENT: Any = object()
#: the request and its context behind Flask's proxies (werkzeug's documented way)


class RoadtripFlask(Flask):
    """Flask, with :meth:`ensure_sync` answered once per function, no sessions, URL
    matches remembered (:class:`RememberedMatcher`), each operation's request hooks
    chosen once (:mod:`api.guard.hook_chains`), answers' headers handed to the server
    unchecked a second time (:class:`RoadtripResponse`) and requests' queries parsed once
    per process (:class:`~api.http.request_class.RoadtripRequest`).

    Flask asks, for every hook and view of every request, whether the
    function is a coroutine function (``inspect``'s code-flag checks): about
    twenty times per move, the same answer each time, ~1% of a move's CPU.
    The answer is kept per function (a view's bound method by its function:
    each request makes a new bound method); a coroutine function is still
    wrapped as Flask does.
    """

    session_interface = NoSessions()
    url_map_class = RoadtripMap
    response_class = RoadtripResponse
    request_class = RoadtripRequest

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._is_sync: dict[Any, bool] = {}
        #: (endpoint, method) -> its hooks, made at the first such request
        self.hook_chains: dict[tuple[str | None, str], hook_chains.Chain] = {}

    def ensure_sync(self, func: Callable[..., Any]) -> Callable[..., Any]:
        """Return ``func`` as is when it is a plain function, else Flask's sync wrapper."""
        key = getattr(func, "__func__", func)
        try:
            plain = self._is_sync[key]
        except KeyError:
            plain = not iscoroutinefunction(func)
            if len(self._is_sync) < _KEPT:
                self._is_sync[key] = plain
        except TypeError:  # an unhashable callable: asked every time, as Flask does
            return super().ensure_sync(func)
        return func if plain else self.async_to_sync(func)

    def hook_chain(self, req: Request) -> hook_chains.Chain:
        """Return the hooks of ``req``'s operation (made at its first request), kept on
        ``req`` for its next two phases (its endpoint and method do not change)."""
        own = req.__dict__
        found: hook_chains.Chain | None = own.get(_CHAIN)
        if found is not None:
            return found
        key = (req.endpoint, req.method)
        found = self.hook_chains.get(key)
        if found is None:
            found = hook_chains.build(self, key[0], key[1], req.blueprints)
            if len(self.hook_chains) < _KEPT:
                self.hook_chains[key] = found
        own[_CHAIN] = found
        return found

    def create_url_adapter(self, request: Request | None) -> MapAdapter | None:
        """Flask's: the request's host checked (:func:`request_host`: werkzeug's, kept),
        then the URL map bound to it (:meth:`RoadtripMap.bind_to_environ`, kept)."""
        if request is None:
            return super().create_url_adapter(request)
        if (trusted_hosts := self.config["TRUSTED_HOSTS"]) is not None:
            request.trusted_hosts = trusted_hosts
        # (Flask checks trusted_hosts here until bind_to_environ does)
        request.host = request_host(request.environ, request.trusted_hosts)
        subdomain = None
        server_name = self.config["SERVER_NAME"]
        if self.url_map.host_matching:
            server_name = None  # (the request's own host is matched, not SERVER_NAME)
        elif not self.subdomain_matching:
            subdomain = self.url_map.default_subdomain or ""
        return self.url_map.bind_to_environ(request.environ, server_name=server_name,
                                            subdomain=subdomain)

    def full_dispatch_request(self) -> Response:
        """Flask's: the hooks, the view and the answer, with ``request_started`` sent only
        when something listens (blinker's send to no receiver still costs a call, a
        generator and its keyword arguments, every request; the API connects none)."""
        self._got_first_request = True
        try:
            if request_started.receivers:
                request_started.send(self, _async_wrapper=self.ensure_sync)
            rv = self.preprocess_request()
            if rv is None:
                rv = self.dispatch_request()
        except Exception as e:  # noqa: BLE001  (Flask's: the error handlers answer it)
            rv = self.handle_user_exception(e)
        return self.finalize_request(rv)

    def finalize_request(self, rv: Any, from_error_handler: bool = False) -> Response:
        """Flask's: the answer made and processed, ``request_finished`` sent only when
        something listens (as :meth:`full_dispatch_request`)."""
        response = self.make_response(rv)
        try:
            response = self.process_response(response)
            if request_finished.receivers:
                request_finished.send(self, _async_wrapper=self.ensure_sync,
                                      response=response)
        except Exception:
            if not from_error_handler:
                raise
            self.logger.exception(
                "Request finalizing failed with an error while handling an error")
        return response

    def preprocess_request(self) -> Any:
        """Flask's: the URL value preprocessors, then the before-request hooks until one
        answers -- the operation's chain of them (a hook marked
        :func:`~api.guard.hook_chains.given_request` is handed the request and the app)."""
        req = _request()
        hooks = self.hook_chain(req)
        for url_func in hooks.url_values:
            url_func(req.endpoint, req.view_args)
        for before, given in zip(hooks.before, hooks.before_given, strict=True):
            answer = before(req, self) if given else before()
            if answer is not None:
                return answer
        return None

    def process_response(self, response: Response) -> Response:
        """Flask's: ``after_this_request``'s functions, then the after-request hooks (the
        operation's chain; a marked one is handed the request too), then the session
        (none here: Flask's check kept)."""
        ctx = _context()
        req = ctx.request
        for func in ctx._after_request_functions:
            response = self.ensure_sync(func)(response)
        hooks = req.__dict__.get(_CHAIN) or self.hook_chain(req)  # (kept by the first phase)
        for after, given in zip(hooks.after, hooks.after_given, strict=True):
            response = after(response, req) if given else after(response)
        session = ctx._session
        if session is not NoSessions._NONE \
                and not self.session_interface.is_null_session(session):
            self.session_interface.save_session(self, session, response)
        return response

    def do_teardown_request(self, exc: BaseException | None = _CURRENT) -> None:
        """Flask's: the teardown hooks (the operation's chain; a marked one is handed the
        request too), then its signal."""
        if exc is _CURRENT:
            exc = sys.exc_info()[1]
        req = _request()
        hooks = req.__dict__.get(_CHAIN) or self.hook_chain(req)  # (kept by the first phase)
        for teardown, given in zip(hooks.teardown, hooks.teardown_given, strict=True):
            if given:
                teardown(exc, req)
            else:
                teardown(exc)
        if request_tearing_down.receivers:  # (blinker's send to no receiver does nothing)
            request_tearing_down.send(self, _async_wrapper=self.ensure_sync, exc=exc)

    def do_teardown_appcontext(self, exc: BaseException | None = _CURRENT) -> None:
        """Flask's, when it has anything to do: a teardown function to run or a receiver of
        its signal (the API has neither: it then does nothing, as Flask's would)."""
        if self.teardown_appcontext_funcs or appcontext_tearing_down.receivers:
            super().do_teardown_appcontext(sys.exc_info()[1] if exc is _CURRENT else exc)
