"""Fair deals: a digital game commits to its seed before the first card and reveals it after.

The deal (every hand and the deck order) follows from ``(config, seed)`` alone,
and ``core`` is public, so whoever knows the seed knows every hand.  The
server therefore picks the seed itself and, when the game is created, shows
every seat ``commitment(seed, salt)`` — a SHA-256 of the seed and a random
salt the server keeps secret until the game is over.  The transcript of the
finished game reveals both; anyone can then check (``roadtrip referee check``)
that the hash matches, so the seed was fixed before anyone saw a card, and
that the recorded moves are legal with the cards that seed deals.

The salt makes the commitment hiding: without it, the hash of a seed could be
searched by trying seeds.  The server's seeds have 128 secret bits of their own
and deal through a generator keyed by the whole seed (:class:`core.rng.KeyedRng`),
so neither the commitment nor the cards seen narrow the search below 2**128.
Pure functions; the API supplies the seed and the salt.
"""

from __future__ import annotations

import hashlib
import hmac

#: The scheme named in every commitment, so a later scheme can be told apart.
SCHEME = "sha256"


def commitment(seed: int, salt: str) -> str:
    """Return the commitment to ``seed`` under ``salt``: ``"sha256:<hex>"``."""
    # (surrogatepass: a transcript file may hold any string; valid text hashes as UTF-8)
    digest = hashlib.sha256(f"roadtrip-deal:{seed}:{salt}".encode("utf-8", "surrogatepass")
                            ).hexdigest()
    return f"{SCHEME}:{digest}"


def verify(seed: int, salt: str, published: str) -> bool:
    """Return True when ``published`` is the commitment to ``seed`` under ``salt``."""
    # compared as bytes: compare_digest refuses str with non-ASCII characters (TypeError)
    return hmac.compare_digest(commitment(seed, salt).encode(),
                               published.encode("utf-8", "surrogatepass"))
