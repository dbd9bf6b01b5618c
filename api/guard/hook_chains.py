"""Each operation's request hooks, chosen once: the hooks with nothing to do for it left out.

Flask runs every ``before_request``, ``after_request`` and ``teardown_request``
function of the app (and of the request's blueprints) for every request, and
each of Roadtrip's then looks at the request to learn whether it has anything
to do: a move ran eleven hook calls through Flask's dispatch, two of which
(the ETag hook, the static documents' validators) had nothing to do, and a
read four (the validators and the limits' three).  Here a hook says once where
it works, with :func:`only` (the endpoints, the methods), and the app
(:class:`api.http.app_class.RoadtripFlask`) runs, for a request, the chain made
for its endpoint and method the first time one came: the same functions, in
Flask's order, less those marked for elsewhere.  A hook without a mark runs
everywhere, as in Flask (flask-cors', a test's).

A per-game path's endpoint (``moves.Moves@drive``, :mod:`api.openapi.typed`)
serves the generic operation's view, so it counts as the generic endpoint
(``moves.Moves``).  ``tests/api/test_hook_chains.py`` runs, on real answers of
every kind, each hook a chain leaves out and checks that it would have changed
nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from itertools import chain
from typing import Any, NamedTuple, TypeVar

F = TypeVar("F", bound=Callable[..., Any])
#: the attribute :func:`only` sets on a hook: (endpoints or None, methods or None)
MARK = "roadtrip_only"
#: the attribute :func:`given_request` sets on a hook
GIVEN = "roadtrip_given_request"


def only(endpoints: Collection[str] | None = None,
         methods: Collection[str] | None = None) -> Callable[[F], F]:
    """Mark a request hook as having nothing to do outside ``endpoints`` (generic endpoint
    names; None: any, a 404 included) and ``methods`` (None: any)."""
    where = (None if endpoints is None else frozenset(endpoints),
             None if methods is None else frozenset(methods))

    def mark(hook: F) -> F:
        setattr(hook, MARK, where)
        return hook

    return mark


def given_request(hook: F) -> F:
    """Mark a request hook as taking the request (and, before the view, the app) from the
    chain: ``hook(req, app)`` before, ``hook(response, req)`` after, ``hook(error, req)``
    at teardown.

    A hook finds them behind Flask's proxies otherwise (two calls and a context
    look-up each), and every request meets half a dozen hooks; the chain's runner
    (:class:`api.http.app_class.RoadtripFlask`) holds both already.  A marked hook
    still runs under Flask's own dispatch (its extra parameters default to None: it
    then looks them up itself).
    """
    setattr(hook, GIVEN, True)
    return hook


def generic(endpoint: str | None) -> str | None:
    """Return the generic endpoint a per-game one serves (``moves.Moves@drive``:
    ``moves.Moves``); any other as it is."""
    return None if endpoint is None else endpoint.partition("@")[0]


def works(hook: Callable[..., Any], endpoint: str | None, method: str) -> bool:
    """Whether ``hook`` has anything to do for ``endpoint`` (as the request names it) and
    ``method``, as its :func:`only` mark says (unmarked: everywhere)."""
    where = getattr(getattr(hook, "__func__", hook), MARK, None)
    if where is None:
        return True
    endpoints, methods = where
    return ((endpoints is None or generic(endpoint) in endpoints)
            and (methods is None or method in methods))


class Chain(NamedTuple):
    """One operation's hooks, each ready to call (Flask's ``ensure_sync`` applied), and
    for each whether it is given the request (:func:`given_request`)."""

    #: ``url_value_preprocessors``, called with (endpoint, view args)
    url_values: tuple[Callable[..., Any], ...]
    before: tuple[Callable[..., Any], ...]
    #: in the order Flask runs them (last registered first)
    after: tuple[Callable[..., Any], ...]
    #: in the order Flask runs them (last registered first)
    teardown: tuple[Callable[..., Any], ...]
    #: per hook of ``before``, ``after`` and ``teardown``: whether it is given the request
    before_given: tuple[bool, ...]
    after_given: tuple[bool, ...]
    teardown_given: tuple[bool, ...]


def given(hooks: tuple[Callable[..., Any], ...]) -> tuple[bool, ...]:
    """Return, for each of ``hooks``, whether it is marked :func:`given_request`."""
    return tuple(bool(getattr(getattr(hook, "__func__", hook), GIVEN, False))
                 for hook in hooks)


def build(app: Any, endpoint: str | None, method: str, blueprints: list[str]) -> Chain:
    """Return the chain of one (endpoint, method), whose request is in ``blueprints``:
    Flask's own lists, in Flask's order, less the hooks marked for elsewhere."""
    down = (None, *reversed(blueprints))  # before a view: the app's, then its blueprints'
    up = (*blueprints, None)  # after it: the blueprints', then the app's

    def kept(names: tuple[str | None, ...], registry: dict[Any, list[Any]],
             backwards: bool = False) -> tuple[Any, ...]:
        funcs = chain.from_iterable(
            reversed(registry[name]) if backwards else registry[name]
            for name in names if name in registry)
        return tuple(app.ensure_sync(f) for f in funcs if works(f, endpoint, method))

    before = kept(down, app.before_request_funcs)
    after = kept(up, app.after_request_funcs, backwards=True)
    teardown = kept(up, app.teardown_request_funcs, backwards=True)
    return Chain(
        url_values=tuple(f for name in down for f in app.url_value_preprocessors.get(name, ())),
        before=before, after=after, teardown=teardown, before_given=given(before),
        after_given=given(after), teardown_given=given(teardown),
    )
