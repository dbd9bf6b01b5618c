"""The limits' request hooks: one before, one after and one teardown for all of them.

With limits on, a request may meet three things: flask-limiter's budgets
(create, join, check: :mod:`api.guard.limits`), the move budget (``postMove``:
:mod:`api.guard.move_budget`) and the live-games cap (creates:
:mod:`api.guard.quota`).  Each used to install its own hooks, so every request
(a move, a read, a poll, a woken long-poll) ran nine of them, each looking
the request up again to learn it had nothing to do.  Here one hook per phase,
which any other request does not meet (:func:`api.guard.hook_chains.only`),
reads the endpoint once and runs only what that endpoint needs, in the order
they ran before: flask-limiter's budget first, then the cap (a create over its
budget is refused before the cap is looked at); after the view the cap's
record, flask-limiter's headers, then its own after-request hook.
"""

from __future__ import annotations

from flask import Flask, Request, Response

from api.guard import limits, move_budget, quota
from api.guard.current import current_request as _current
from api.guard.hook_chains import generic, given_request, only

#: the endpoints flask-limiter counts, and those of them that create a game
_LIMITED = limits.FLASK_LIMITER_ENDPOINTS
_CREATES = limits.CREATES
_MOVE = move_budget.ENDPOINT
#: every endpoint these hooks work for: no other request meets them (api/guard/hook_chains.py)
_ANY = only(endpoints={_MOVE, *_LIMITED})
#: the request behind Flask's proxy (werkzeug's documented way): one lookup per hook


def init_app(app: Flask) -> None:
    """Install the budgets and the live-games cap (unless ``RATE_LIMITS=off``).

    Call once the game store exists (``app.extensions["roadtrip"]``): the
    counters share its Redis pool.
    """
    store = app.extensions["roadtrip"].store
    hooks = limits.init_app(app, getattr(store.client, "connection_pool", None))
    if hooks is None:
        return
    limiter = app.extensions["roadtrip.limiter"]
    budget = move_budget.MoveBudget(str(app.config[limits.BUDGETS["move"][0]]))

    @_ANY
    @given_request
    def _limits_before(req: Request | None = None, _app: Flask | None = None) -> None:
        if req is None:  # (under Flask's own dispatch)
            req = _current()
        endpoint = req.endpoint
        if endpoint != _MOVE:  # (the move's own, every move: already generic)
            endpoint = generic(endpoint)  # a per-game path's move is a move
        if endpoint == _MOVE:
            move_budget.start(budget, limits.client_address(req), req, store)
        elif endpoint in _LIMITED:
            hooks.check()
            if endpoint in _CREATES:
                quota.check_live_games()

    @_ANY
    @given_request
    def _limits_after(response: Response, req: Request | None = None) -> Response:
        if req is None:
            req = _current()
        endpoint = req.endpoint
        if endpoint != _MOVE:
            endpoint = generic(endpoint)
        if endpoint == _MOVE:
            return move_budget.finish(response, req)
        if endpoint in _LIMITED:
            if endpoint in _CREATES:
                response = quota.record_created(response)
            response = limits.ratelimit_headers(limiter, response)
            response = hooks.inject(response)
        return response

    @_ANY
    @given_request
    def _limits_teardown(error: BaseException | None, req: Request | None = None) -> None:
        endpoint = (_current() if req is None else req).endpoint
        if endpoint != _MOVE:
            endpoint = generic(endpoint)
        if endpoint == _MOVE:
            move_budget.end()
        elif endpoint in _LIMITED:
            hooks.release(error)

    # before the input checks (a request over its budget is refused whatever its body)
    app.before_request(_limits_before)
    app.after_request(_limits_after)
    app.teardown_request(_limits_teardown)
