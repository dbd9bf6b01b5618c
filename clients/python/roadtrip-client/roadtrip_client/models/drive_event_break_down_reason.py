from enum import StrEnum


class DriveEventBreakDownReason(StrEnum):
    BY_CHOICE = "by_choice"
    NO_ROUNDABOUTS = "no_roundabouts"

    def __str__(self) -> str:
        return str(self.value)
