from enum import StrEnum


class DrivingMeCrazyPlayRearviewMirrorOption(StrEnum):
    DISCARD_PILE = "discard_pile"
    HANDS = "hands"

    def __str__(self) -> str:
        return str(self.value)
