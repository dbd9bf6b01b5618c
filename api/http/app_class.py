"""The app's Flask class: what Flask asked again on every request, answered once per process."""

from __future__ import annotations

from collections.abc import Callable
from inspect import iscoroutinefunction
from typing import Any

from flask import Flask, Request
from flask.sessions import NullSession, SessionInterface

#: functions whose answer is kept (hooks and views are a few dozen; the bound is a guard)
_KEPT = 4096


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
    """Flask, with :meth:`ensure_sync` answered once per function, and no sessions.

    Flask asks, for every hook and view of every request, whether the
    function is a coroutine function (``inspect``'s code-flag checks): about
    twenty times per move, the same answer each time, ~1% of a move's CPU.
    The answer is kept per function (a view's bound method by its function:
    each request makes a new bound method); a coroutine function is still
    wrapped as Flask does.
    """

    session_interface = NoSessions()

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
