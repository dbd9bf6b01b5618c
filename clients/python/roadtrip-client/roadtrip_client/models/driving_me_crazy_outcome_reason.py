from enum import StrEnum


class DrivingMeCrazyOutcomeReason(StrEnum):
    DECK_EXHAUSTED = "deck_exhausted"
    ENDED = "ended"
    GOAL = "goal"

    def __str__(self) -> str:
        return str(self.value)
