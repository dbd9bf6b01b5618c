from enum import StrEnum


class DrivingMeCrazyCreateGameBotLevelsItem(StrEnum):
    EASY = "easy"
    HARD = "hard"
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
