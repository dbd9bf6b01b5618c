from enum import StrEnum


class DrivingMeCrazyPlayTrailerOption(StrEnum):
    HAND_SIZE = "hand_size"
    TWO_PLAYS = "two_plays"

    def __str__(self) -> str:
        return str(self.value)
