"""Driving Me Crazy! (Simplexity Games), base game, digital and referee modes.

Modules, one job each: :mod:`~core.dmc.cards` (the card data and deck counts),
:mod:`~core.dmc.state` (the state and its JSON), :mod:`~core.dmc.rules` (one
check per rule, legal moves), :mod:`~core.dmc.flow` (carrying moves out),
:mod:`~core.dmc.view` (what a seat may see), :mod:`~core.dmc.game` (the
protocol).
"""

from core.dmc.game import DrivingMeCrazy
from core.registry import register

GAME = register(DrivingMeCrazy())

__all__ = ["DrivingMeCrazy", "GAME"]
