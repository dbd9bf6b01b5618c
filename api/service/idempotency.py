"""Idempotency keys: the first answer to a request, kept for its retries (as Stripe does).

One code for every operation that takes an ``Idempotency-Key`` (``postMove``,
``joinGame``, ``createGame``, ``addBots``, ``rematchGame``): the answer is stored
with a digest of the request (:func:`sealed`), in the same atomic write as what
the request changed where the store allows it, and a retry with the same key
gets it back (:func:`replayed`) -- a seat or host token included, because a lost
answer must not lose the seat.  A key is the caller's own: a move's, bots' or a
rematch's is kept per token, a create's or join's (no token yet) per client address
(:func:`api.guard.shed.bound`), and those must be long enough not to be guessed.  The same key
with another request is refused ``422 idempotency_key_reused`` and nothing is
applied.

Stored answers stay small (issue 28: they were most of a game's memory): only
what the operation answers (``{seat, token}``, ``{id, join_code, host_token}``,
``{version, status}``, a move's version and events), never a view; anything an
answer carries on request (a move's ``include``) is rebuilt at replay time.  A
stored answer is reachable only with the key, under the game (or, for a create,
the key alone), for ``IDEMPOTENCY_TTL``.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import orjson

from api.problems import ApiError
from api.service.seats import hash_token
from api.store.keys import idem_key
from api.store.store import dumps

#: the value types of a flat body (a move: ``{"type": "play", "card": "km100"}``) whose
#: canonical text orjson writes as ``json`` does (exact types: a subclass may differ)
_FLAT = frozenset({str, int, bool, type(None)})


def canonical(body: Any) -> bytes:
    """Return the text a request's digest is made of: ``json.dumps(body, sort_keys=True,
    separators=(",", ":"))``, encoded (the stored digests are of these bytes).

    A move's body is a flat object of strings and integers: for one whose strings need no
    escape at all (printable ASCII, no quote, backslash or DEL) orjson writes the very same
    bytes (sorted keys, no spaces, integers in decimal), ~30x faster than ``json``'s
    encoder, which is built anew for each call.  Anything else (a float, which the two
    write differently; a nested value; a string ``json`` escapes; an integer orjson cannot
    take) is ``json``'s own text.  ``tests/api/test_fingerprint.py`` holds both to it.
    """
    if type(body) is dict and _FLAT.issuperset(map(type, body.values())):
        try:
            fast = orjson.dumps(body, option=orjson.OPT_SORT_KEYS)
        except TypeError:  # a key that is not a string, an integer beyond 64 bits
            pass
        else:
            if fast.isascii() and b"\\" not in fast and b"\x7f" not in fast:
                return fast
    return json.dumps(body, sort_keys=True, separators=(",", ":")).encode()


def fingerprint(body: Any) -> str:
    """Return a digest of a request body (key order and spacing do not matter)."""
    return hashlib.sha256(canonical(body)).hexdigest()


def sealed(request: Any, answer: dict[str, Any]) -> str:
    """Return what is stored for a key: the request's digest and the first answer."""
    return dumps({"request": fingerprint(request), "answer": answer})


def host_key(game_id: str, token: str | None, operation: str, idem: str | None) -> str | None:
    """Return where a host operation's answer to ``idem`` is kept (None: no key or token):
    under the game, private to the token that sent it, apart from other operations."""
    if idem is None or token is None:
        return None
    return idem_key(game_id, f"{operation}:{hash_token(token)}", idem)


def replayed(stored: bytes | str, request: Any) -> dict[str, Any]:
    """Return the first answer to an ``Idempotency-Key``, if ``request`` is the same request.

    A key is bound to the body it was first used with: the same key with another
    body is refused with ``422 idempotency_key_reused`` and nothing is applied,
    instead of answering the first request for the second.
    """
    saved = json.loads(stored)
    if "request" not in saved:  # stored before keys were bound to bodies
        return dict(saved)
    # a move's kept line holds only the fingerprint's first hex digits (move_answers)
    if not saved.get("request") or not fingerprint(request).startswith(saved["request"]):
        raise ApiError(422, "idempotency_key_reused",
                       "this Idempotency-Key was used with another request body")
    return dict(saved["answer"])
