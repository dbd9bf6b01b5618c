"""Driving Me Crazy! (Simplexity Games): the base game and its four variants, digital and
referee modes.

Modules, one job each (see ``docs/engine-shape.md``): :mod:`~core.dmc.cards`
(the card data and deck counts), :mod:`~core.dmc.state` (the state and its
JSON), :mod:`~core.dmc.entries` (pending decisions as records),
:mod:`~core.dmc.checks` (reading the state, one check per rule),
:mod:`~core.dmc.candidates` (candidate moves), :mod:`~core.dmc.decisions` (the
one table of decisions, ``DECISIONS``, and settling by it), :mod:`~core.dmc.decision_views`
(what a client sees of each), :mod:`~core.dmc.refusals` (rulebook sentences and
refusal messages), :mod:`~core.dmc.rules` (legal moves and refusals),
:mod:`~core.dmc.apply` (entering a move), :mod:`~core.dmc.moves` (one handler per
move type), :mod:`~core.dmc.actions` (card actions, draws, turns, carrying out what
settles by itself),
:mod:`~core.dmc.reactions` and :mod:`~core.dmc.signs` (the variants' windows
and signs), :mod:`~core.dmc.view` (what a seat may see), :mod:`~core.dmc.bot`
and :mod:`~core.dmc.sample` (bots and playouts), :mod:`~core.dmc.game` (the
protocol).

The package exports the names every game package exports (the name table in
``docs/engine-shape.md``, held by ``tests/core/test_vocabulary.py``).
"""

from core.dmc.decisions import DECISIONS
from core.dmc.game import DrivingMeCrazy
from core.dmc.rules import explain, legal_moves
from core.dmc.state import State, outcome, state_from_json, state_to_json

#: the game, as the ``roadtrip.games`` entry point ``driving-me-crazy`` declares it
GAME = DrivingMeCrazy()

__all__ = ["DECISIONS", "GAME", "DrivingMeCrazy", "State", "explain", "legal_moves", "outcome",
           "state_from_json", "state_to_json"]
