from enum import StrEnum


class DrivingMeCrazyPlayRestStopOption(StrEnum):
    DISCARD = "discard"
    DRAW = "draw"

    def __str__(self) -> str:
        return str(self.value)
