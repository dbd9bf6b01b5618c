"""Drive (1960): the rules engine, registered as ``"drive"``."""

from core.drive.game import DriveGame
from core.registry import register

GAME = register(DriveGame())

__all__ = ["DriveGame", "GAME"]
