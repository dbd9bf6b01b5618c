"""Fair deals at the API: who may choose a digital game's seed (see :mod:`core.fairness`).

The deal follows from ``(config, seed)`` and the rules are public, so a seed
chosen by the creator would tell the creator every hand.  In digital mode a
chosen seed is refused ``422 seed_not_allowed`` unless every other seat is a
bot (a person practising against bots may replay a deal).  Referee games deal
nothing, so their seed is free.

``CHOSEN_SEEDS=any`` lifts the rule, for test suites and demonstrations that
need the same deal for several people; never set it on a server strangers use.
"""

from __future__ import annotations

from typing import Any

from api.problems import ApiError

#: ``CHOSEN_SEEDS`` values: the rule (default) and its test-suite opt-out.
BOTS_ONLY, ANY = "bots-only", "any"


def check_chosen_seed(spec: dict[str, Any], policy: str) -> None:
    """Refuse a chosen seed in a digital game that has another person in it."""
    if spec.get("seed") is None or spec.get("mode", "digital") != "digital":
        return
    if str(policy).lower() == ANY:
        return
    bots = {seat for seat in spec.get("bots", ()) if isinstance(seat, int)}
    if len(bots) >= int(spec["players"]) - 1:
        return
    raise ApiError(422, "seed_not_allowed",
                   "a digital game's seed may be chosen only when every other seat is a bot:"
                   " whoever knows the seed knows every hand; leave it out and the server"
                   " deals (and publishes a commitment to the deal)")
