"""Drive (1960): the rules engine, the ``roadtrip.games`` entry point ``"drive"``.

The package exports the names every game package exports (the name table in
``docs/engine-shape.md``, held by ``tests/core/test_vocabulary.py``), here onto
Drive's own functions: :class:`State` is :class:`~core.drive.state.DriveState`,
:func:`outcome` is :func:`~core.drive.view.outcome_of` (a copy of ``state.outcome``),
:data:`DECISIONS` the decision table (:mod:`core.drive.decisions`).
"""

from typing import Any

from core.drive.decisions import DECISIONS
from core.drive.game import DriveGame, options_of
from core.drive.rules import explain, legal_moves
from core.drive.state import DriveState, state_to_json
from core.drive.state import state_from_json as _state_from_json
from core.drive.view import outcome_of as outcome

#: the game's state (the protocol's name for it)
State = DriveState

#: the game, as the ``roadtrip.games`` entry point ``drive`` declares it
GAME = DriveGame()


def state_from_json(data: Any) -> DriveState:
    """Rebuild a state from :func:`state_to_json` (its options read by ``options_of``);
    raise InvalidState when unreadable."""
    return _state_from_json(data, options_of)


__all__ = ["DECISIONS", "GAME", "DriveGame", "State", "explain", "legal_moves", "outcome",
           "state_from_json", "state_to_json"]
