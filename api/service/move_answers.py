"""A move's ``Idempotency-Key`` answer, kept as what rebuilds it instead of the answer itself.

A move's answer is ``{"game", "version", "events"}``, the events as the mover
may see them -- and those events are in the game's log already.  So what is
kept is one line per keyed move: the key's tag, the request's fingerprint,
the version, the range of the log's events and a digest of the answer (about
45 bytes instead of a few hundred); a retry rebuilds the answer from the log.

The lines live in the game's hash, one field per player
(:func:`api.store.keys.idem_field`) holding its :data:`KEPT` latest keyed
moves, newest first, so the commit writes them in its own script and a
finished 4-player game keeps about a kilobyte of idempotency answers where a
key per move kept ~170 KB.  The commit is a compare-and-set on the version, so
the field read with the game is the one the new line is added to.
"""

from __future__ import annotations

import hashlib
import logging
from typing import Any

from api.store.store import Store, dumps

log = logging.getLogger("roadtrip.api")

#: keyed moves kept per player: one phone resends only the move it has no answer to;
#: a few more for a seat played from two devices at once
KEPT = 4
#: hex digits of a request's fingerprint kept (a 48-bit check that the body is the same)
FINGERPRINT = 12


def tag(who: str, key: str) -> str:
    """Return the tag of ``who``'s ``Idempotency-Key`` ``key`` (its line's first word)."""
    return hashlib.sha256(f"{who}\0{key}".encode()).hexdigest()[:12]


def digest(answer: dict[str, Any]) -> str:
    """Return the digest a rebuilt answer is checked against."""
    return hashlib.sha256(dumps(answer).encode()).hexdigest()[:8]


def added(kept: bytes | None, key_tag: str, fingerprint: str, answer: dict[str, Any],
          first: int) -> str:
    """Return the field's new value: the line of ``answer`` then the :data:`KEPT` - 1 latest.

    ``answer``'s events start at log index ``first``; ``fingerprint`` is the
    request's (:func:`api.service.play.fingerprint`).
    """
    line = " ".join((key_tag, fingerprint[:FINGERPRINT], str(answer["version"]), str(first),
                     str(len(answer["events"])), digest(answer)))
    older = kept.decode().split("\n")[:KEPT - 1] if kept else []
    return "\n".join([line, *older])


def found(kept: bytes | None, key_tag: str) -> dict[str, Any] | None:
    """Return the stored request of ``key_tag`` as :func:`api.service.play.replayed` reads it.

    ``{"request": fingerprint, "answer": {"v", "f", "n", "d"}}``, or None when
    the player's kept lines do not hold that key.
    """
    text = (kept or b"").decode()
    if key_tag not in text:  # (a new key, nearly every move: no line can start with it)
        return None
    for line in text.split("\n"):
        words = line.split(" ")
        if len(words) == 6 and words[0] == key_tag:
            return {"request": words[1], "answer": {"v": int(words[2]), "f": int(words[3]),
                                                    "n": int(words[4]), "d": words[5]}}
    return None


def logged_events(store: Store, game_id: str, record: dict[str, Any]) -> list[dict[str, Any]]:
    """Return the events a kept line's answer held, read from the game's log."""
    first, count = int(record["f"]), int(record["n"])
    return [event for _, event in store.events(game_id, first - 1)[:count]] if count else []


def check(answer: dict[str, Any], record: dict[str, Any], game_id: str) -> dict[str, Any]:
    """Return the rebuilt ``answer``, logging when it is not the one first given."""
    if digest(answer) != record["d"]:
        # the log no longer holds what was answered (it is never trimmed today):
        # the rebuilt events are still the game's own, only not byte for byte
        log.warning("idempotency answer of %s v%s rebuilt unlike the first", game_id,
                    record["v"])
    return answer
