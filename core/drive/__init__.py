"""Drive (1960): the rules engine, the ``roadtrip.games`` entry point ``"drive"``."""

from core.drive.game import DriveGame

#: the game, as the ``roadtrip.games`` entry point ``drive`` declares it
GAME = DriveGame()

__all__ = ["DriveGame", "GAME"]
