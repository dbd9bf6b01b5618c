from enum import StrEnum


class DrivingMeCrazyPlayOvertakeOption(StrEnum):
    PLAY_DISTANCE = "play_distance"
    RESOLVE_TRUCK = "resolve_truck"

    def __str__(self) -> str:
        return str(self.value)
