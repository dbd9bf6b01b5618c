from enum import StrEnum


class BotLevelLevel(StrEnum):
    EASY = "easy"
    HARD = "hard"
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
