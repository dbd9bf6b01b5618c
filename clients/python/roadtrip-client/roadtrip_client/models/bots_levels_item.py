from enum import StrEnum


class BotsLevelsItem(StrEnum):
    EASY = "easy"
    HARD = "hard"
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
