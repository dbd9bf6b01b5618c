from enum import StrEnum


class DrivingMeCrazyViewFinishingType0Reason(StrEnum):
    DECK_EXHAUSTED = "deck_exhausted"
    GOAL = "goal"

    def __str__(self) -> str:
        return str(self.value)
