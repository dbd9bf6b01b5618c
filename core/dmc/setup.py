"""What a Driving Me Crazy! state takes from its config: the goal, the deck's composition,
the signs in it, the variants; read once for each stored config's text.

Every state decoded from JSON carries its config, and a server decodes two or three a
move: the config's checks (:meth:`core.protocol.Config.from_dict`) and what a state
derives from it are worked out once a config (:func:`read_config`), not once a state.
"""

from __future__ import annotations

import copy
from functools import lru_cache
from typing import Any

from core.dmc.cards import SIGN, deck_counts
from core.memo import remember
from core.protocol import Config

GOAL = 1000
#: "The first player to reach exactly 1000 km (5+ players = 700 km)"
GOAL_FIVE_PLUS = 700
FIVE_PLUS_FROM = 5


def goal_for(config: Config) -> int:
    """Return the goal distance for ``config`` (the ``goal`` option wins)."""
    goal = config.options.get("goal")
    if goal is not None:
        return int(goal)
    return GOAL_FIVE_PLUS if config.players >= FIVE_PLUS_FROM else GOAL


def counts_for(config: Config) -> dict[str, int]:
    """Return the deck composition ``{card: copies}`` for ``config`` (shared: read only).

    Every state decoded from JSON asks (two or three a move on a server), so each
    composition is built once; states only read it, as their copies already share it.
    """
    house = config.options.get("deck")
    return _counts(config.players, tuple(config.variants),
                   None if house is None else tuple(sorted(house.items())))


@lru_cache(maxsize=256)
def _counts(players: int, variants: tuple[str, ...],
            house: tuple[tuple[str, int], ...] | None) -> dict[str, int]:
    return deck_counts(players, variants, None if house is None else dict(house))


#: what a state takes from its config: the config, referee mode, players, goal, deck
#: composition (shared: read only), the signs in it and the variants (see :func:`derived_from`)
Derived = tuple[Config, bool, int, int, dict[str, int], int, frozenset[str]]


def derived_from(config: Config) -> Derived:
    """Return what a :class:`State` of ``config`` takes from it (its first seven fields)."""
    totals = counts_for(config)
    return (config, config.mode == "referee", config.players, goal_for(config), totals,
            sum(map(totals.__getitem__, SIGN & totals.keys())), frozenset(config.variants))


#: a config's text -> what a state derives from it (:func:`read_config`)
_CONFIGS: dict[str, Derived] = {}


def read_config(data: Any) -> Derived:
    """Return what a state derives from the stored config ``data`` (:func:`derived_from` of
    ``Config.from_dict(data)``), the same objects for the same text while kept."""
    if type(data) is not dict:  # (not JSON's: read, and refused, as ever)
        return derived_from(Config.from_dict(data))
    # the text is the repr: for JSON's values one text per value and type (true is not 1)
    key = repr(data)
    found = _CONFIGS.get(key)
    if found is None:
        # a copy: what is kept shares no list or dict with the caller's data
        found = remember(_CONFIGS, key, derived_from(Config.from_dict(copy.deepcopy(data))),
                         256)
    return found
