"""The move budget (``RATE_LIMIT_MOVE``) in one Redis call that also answers its headers.

``postMove`` is the one limited operation a game sends all the time; through
flask-limiter it cost two extra round trips per move (the counter, then the
window again only to write ``RateLimit-*``) and about a quarter of a POST's CPU.
Here one script acquires the move and returns each limit's window in the same
reply, so the headers come free: one round trip, no second one.

The semantics are flask-limiter's ``sliding-window-counter`` over the ``limits``
library, unchanged: per client address (:func:`api.guard.limits.client_address`),
each limit of the budget a pair of counters (this window, the previous one,
weighted by the share of it still in the sliding window), all limits counted or
none.  A refused move is ``429 rate_limited`` with ``Retry-After`` and the
``RateLimit-*`` headers; a counted one carries ``RateLimit-*`` of its smallest
window.  When the counters cannot be reached the move goes on (logged), as the
other budgets do.
"""

from __future__ import annotations

import logging
import math
from operator import itemgetter
from typing import Any, NamedTuple

from flask import Request, Response
from limits import RateLimitItem, parse_many
from redis.exceptions import NoScriptError, ResponseError

from api.guard.current import current_flask as _app
from api.problems import ApiError
from api.store import riders
from api.store.keys import ACQUIRE_LUA, READ_LUA, READ_SHA, limit_window_keys
from api.store.store import is_unavailable

log = logging.getLogger("roadtrip.api")

#: The endpoint the move budget covers.
ENDPOINT = "moves.Moves"
#: addresses whose counters' key names are kept (a few hundred KB at most)
KEPT_ADDRESSES = 4096


class Window(NamedTuple):
    """One limit's state after a request: what the ``RateLimit-*`` headers say."""

    amount: int
    #: the limit's window in seconds
    window: int
    remaining: int
    #: seconds until the budget has room again (at most the window)
    reset: int
    #: the limit as flask-limiter names it in a refusal ("600 per 1 minute")
    text: str = ""

    def headers(self, policy: str, remaining: int | None = None) -> dict[str, str]:
        """Return the ``RateLimit-*`` headers of this window (``policy``: every window of
        the budget, :attr:`MoveBudget.policy`)."""
        return {
            "RateLimit-Limit": str(self.amount),
            "RateLimit-Remaining": str(max(0, self.remaining if remaining is None
                                           else remaining)),
            "RateLimit-Reset": str(self.reset),
            "RateLimit-Policy": policy,
        }


def window_of(item: RateLimitItem, previous: int, previous_ms: int, current: int,
              current_ms: int, text: str | None = None) -> Window:
    """Return a limit's :class:`Window` from its counters (as ``limits`` computes its stats;
    ``text``: ``str(item)``, when known)."""
    expiry = item.get_expiry()
    previous_s, current_s = previous_ms / 1000, current_ms / 1000
    remaining = max(0, item.amount - math.floor(previous * previous_s / expiry + current))
    reset_in = 0.0
    if previous or current:
        candidates = []
        if previous:
            candidates.append(previous_s % (expiry / previous))
        if current:
            candidates.append(current_s % expiry)
        reset_in = min(candidates)
    return Window(item.amount, expiry, remaining, min(expiry, max(0, math.ceil(reset_in))),
                  str(item) if text is None else text)


class Counting:
    """One move's count, riding the move's own game read (:mod:`api.store.riders`).

    The read of the game and the budget's count are one script
    (:data:`READ_LUA`), so the budget costs no round trip, nor even a command,
    of its own; a move over budget is refused (429) when the read lands,
    before anything is applied.  A request refused before it reads its game
    (a malformed body, no token) is counted afterwards with a call of its own,
    so every ``postMove`` still counts.
    """

    def __init__(self, budget: MoveBudget, client: Any, address: str) -> None:
        self.budget = budget
        self.client = client
        self.address = address
        #: the window for the headers, once counted
        self.shown: Window | None = None
        self.counted = False

    def read(self, client: Any, key: str, fields: list[str]) -> list[Any]:
        """Read ``fields`` of the hash ``key`` and count the move, in one command.

        Raises the 429 when the move is over budget.  When the counters cannot
        be counted but the game can be read (their keys hold something else),
        the move goes on uncounted (logged), as when they are unreachable; when
        Redis cannot serve at all, the read's error is raised as any read's.
        """
        budget = self.budget
        command = (budget.read_keys, key, *budget.keys(self.address), len(fields), *fields,
                   *budget.argv)
        try:
            try:
                values, reply = client.execute_command("EVALSHA", self.budget.read_sha,
                                                       *command)
            except NoScriptError:  # Redis lost its scripts (a restart): load it again
                client.script_load(READ_LUA)
                values, reply = client.execute_command("EVALSHA", self.budget.read_sha,
                                                       *command)
        except ResponseError as error:
            if is_unavailable(error):
                raise
            self._unavailable(error)
            return list(client.hmget(key, fields))
        self._take(self.budget.windows(reply))
        return list(values)

    def count(self) -> None:
        """Count with a call of its own (the request read no game, or on a cluster)."""
        try:
            self._take(self.budget.acquire(self.client, self.address))
        except ApiError:
            raise
        except Exception as error:  # noqa: BLE001
            self._unavailable(error)

    def _take(self, windows: tuple[Window | None, Window]) -> None:
        self.counted = True
        breached, self.shown = windows
        if breached is not None:
            wait = breached.reset or 1
            raise ApiError(429, "rate_limited", f"too many requests from this address"
                           f" ({breached.text}); retry in {wait} s",
                           {"Retry-After": str(wait),
                            **breached.headers(self.budget.policy, remaining=0)})

    def _unavailable(self, error: Exception) -> None:
        # counters unreachable: the move goes on, as the other budgets do
        self.counted = True
        log.warning("move budget unavailable: %s", error)


class MoveBudget:
    """The move budget of one app: its limits and the script that counts them."""

    def __init__(self, limits_text: str) -> None:
        self.items = sorted(parse_many(limits_text), key=lambda item: item.get_expiry())
        self.args = [str(v) for item in self.items for v in (item.amount, item.get_expiry())]
        #: ``RateLimit-Policy``: every window, shortest first ("600;w=60")
        self.policy = ", ".join(f"{item.amount};w={item.get_expiry()}" for item in self.items)
        self.read_sha = READ_SHA
        self._script: Any = None
        # What every move sends or reads the same, made once: the script's arguments as
        # the bytes Redis gets (redis-py encodes a str with five type checks), the number
        # of keys of READ_LUA (the game's, then the budget's) and each limit's words.
        self.argv = [arg.encode() for arg in self.args]
        self.read_keys = str(1 + 2 * len(self.items)).encode()
        self.texts = [str(item) for item in self.items]
        #: each recent address's keys (a phone moves all game long from one address)
        self._keys: dict[str, list[bytes]] = {}

    def keys(self, address: str) -> list[bytes]:
        """Return the script's keys for ``address``."""
        keys = self._keys.get(address)
        if keys is None:
            if len(self._keys) >= KEPT_ADDRESSES:
                self._keys.clear()
            keys = self._keys[address] = [key.encode() for item in self.items
                                          for key in limit_window_keys(item, address)]
        return keys

    def acquire(self, client: Any, address: str) -> tuple[Window | None, Window]:
        """Count one move for ``address``; return the breached window (or None) and the one to show.

        One round trip (``EVALSHA``), for a move that does not ride its game read.
        """
        if self._script is None:
            self._script = client.register_script(ACQUIRE_LUA)
        return self.windows(self._script(keys=self.keys(address), args=self.args))

    def windows(self, reply: list[Any]) -> tuple[Window | None, Window]:
        """Return the breached window (or None) and the one to show, from the script's reply."""
        windows = []
        for i, item in enumerate(self.items):
            previous, previous_ms, current, current_ms = map(int, reply[1 + 4 * i: 5 + 4 * i])
            windows.append(window_of(item, previous, previous_ms, current, current_ms,
                                     self.texts[i]))
        breached = int(reply[0])
        if breached:
            return windows[breached - 1], windows[breached - 1]
        return None, windows[0]


def start(budget: MoveBudget, address: str, req: Any, store: Any = None) -> None:
    """Before a ``postMove`` (``req``): count it riding its game's read (a call of its own
    on a cluster); ``store``: the app's game store (None: looked up).

    Run by :mod:`api.guard.limit_hooks` when limits are on.
    """
    if store is None:
        store = _app().extensions["roadtrip"].store
    counting = Counting(budget, store.client, address)
    # kept on the request itself, as the metrics' timing is: Flask's ``g`` is a proxy
    # lookup per access
    # (``req``: Any, the Flask request with an attribute of the budget's own)
    req.roadtrip_move_budget = counting
    if store.sharded:  # (the store's ``isinstance(client, RedisCluster)``, asked once: ~9 calls)
        # the game's hash and the address's counters live on different nodes: one
        # script cannot hold both (+1 round trip)
        counting.count()
    else:
        riders.board(counting)


def finish(response: Response, req: Request) -> Response:
    """After a ``postMove`` (``req``): count it if its read never happened; give it the
    headers."""
    counting: Counting | None = getattr(req, "roadtrip_move_budget", None)
    if counting is None:
        return response
    # a counted move's rider is off already (its read took it, or it never boarded: a
    # cluster counts on its own); only one that never rode may still be on board
    if not counting.counted:  # refused before it read its game: counted all the same
        riders.board(None)
        try:
            counting.count()
        except ApiError:
            pass  # already refused for another reason; the count is what matters
    if counting.shown is not None and response.status_code != 429:
        shown = counting.shown.headers(counting.budget.policy)
        headers = response.headers
        # (the names joined and lower-cased in C: no Python frame per header; each name,
        # the first too, follows a newline)
        names = "\n" + "\n".join(map(itemgetter(0), headers._list))
        if "\nratelimit-" in names.lower():
            headers.update(shown)  # (not expected: the answer's own are replaced)
        else:
            # one scan of the answer's headers, not one per header, and werkzeug's list of
            # pairs taken as it is: the values are numbers and the policy's numbers, with
            # no line break for ``extend`` to look for (five calls a header)
            headers._list.extend(shown.items())
    return response


def end() -> None:
    """When a ``postMove``'s request ends: no rider is left for a later read."""
    riders.board(None)
