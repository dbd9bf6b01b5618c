"""Option schemas shared by every game's catalogue.

A game describes each option as a JSON Schema object (``type``, bounds,
``default`` and a ``description`` in players' words), so a client builds its
create form from the catalogue without guessing types.
"""

from __future__ import annotations

from typing import Any


def first_player(max_players: int) -> dict[str, Any]:
    """Return the schema of ``first_player``: a seat number, or null for a random start."""
    return {
        "type": ["integer", "null"],
        "minimum": 0,
        "maximum": max_players - 1,
        "default": None,
        "description": "Who plays first, by seat (0 is the first seat). Left empty, the game"
                       " chooses at random.",
    }
