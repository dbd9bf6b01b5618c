from enum import StrEnum


class DrivingMeCrazyPlayShortcutOption(StrEnum):
    PLAY_DISTANCE = "play_distance"
    RESOLVE_TRAFFIC = "resolve_traffic"

    def __str__(self) -> str:
        return str(self.value)
