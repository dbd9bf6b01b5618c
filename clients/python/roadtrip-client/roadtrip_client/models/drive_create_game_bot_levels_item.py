from enum import StrEnum


class DriveCreateGameBotLevelsItem(StrEnum):
    EASY = "easy"
    HARD = "hard"
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
