"""The app's Flask class: what Flask asked again on every request, answered once per process."""

from __future__ import annotations

import contextlib
from collections import OrderedDict
from collections.abc import Callable, MutableMapping
from inspect import iscoroutinefunction
from typing import Any

from flask import Flask, Request
from flask.sessions import NullSession, SessionInterface
from werkzeug.routing import Map, Rule
from werkzeug.routing.matcher import StateMachineMatcher

#: functions whose answer is kept (hooks and views are a few dozen; the bound is a guard)
_KEPT = 4096
#: URL matches kept per process: a game's phones ask a handful of paths (its moves, events,
#: view, legal moves), so this covers the hot paths of ~1,000-2,000 games (~2.5 MB)
MATCHES_KEPT = 8192


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
        self._kept: OrderedDict[tuple[str, str, str, bool],
                                tuple[Rule, tuple[tuple[str, Any], ...]]] = OrderedDict()

    def add(self, rule: Rule) -> None:
        """Add ``rule`` (werkzeug's), forgetting every kept match."""
        super().add(rule)
        self._kept.clear()

    def update(self) -> None:
        """Update the matcher (werkzeug's), forgetting every kept match."""
        super().update()
        self._kept.clear()

    def match(self, domain: str, path: str, method: str, websocket: bool
              ) -> tuple[Rule, MutableMapping[str, Any]]:
        """Return the rule ``path`` matches and its values, as werkzeug's matcher does."""
        key = (domain, path, method, websocket)
        kept = self._kept.get(key)
        if kept is None:
            rule, values = super().match(domain, path, method, websocket)
            kept = self._kept[key] = (rule, tuple(values.items()))
            if len(self._kept) > MATCHES_KEPT:
                with contextlib.suppress(KeyError):  # (another thread emptied it meanwhile)
                    self._kept.popitem(last=False)
        else:
            with contextlib.suppress(KeyError):  # (another thread dropped it meanwhile)
                self._kept.move_to_end(key)
        return kept[0], dict(kept[1])


class RoadtripMap(Map):
    """werkzeug's URL map, matching through :class:`RememberedMatcher`."""

    def __init__(self, rules: Any = None, *args: Any, **kwargs: Any) -> None:
        super().__init__(None, *args, **kwargs)  # the rules are added once the matcher is ours
        if isinstance(getattr(self, "_matcher", None), StateMachineMatcher):  # werkzeug 3's
            self._matcher = RememberedMatcher(self.merge_slashes)
        for rule in rules or ():
            self.add(rule)


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


class RoadtripFlask(Flask):
    """Flask, with :meth:`ensure_sync` answered once per function, no sessions, and URL
    matches remembered (:class:`RememberedMatcher`).

    Flask asks, for every hook and view of every request, whether the
    function is a coroutine function (``inspect``'s code-flag checks): about
    twenty times per move, the same answer each time, ~1% of a move's CPU.
    The answer is kept per function (a view's bound method by its function:
    each request makes a new bound method); a coroutine function is still
    wrapped as Flask does.
    """

    session_interface = NoSessions()
    url_map_class = RoadtripMap

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._is_sync: dict[Any, bool] = {}

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
