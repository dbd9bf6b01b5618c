from enum import StrEnum


class DrivingMeCrazyGameMode(StrEnum):
    DIGITAL = "digital"
    REFEREE = "referee"

    def __str__(self) -> str:
        return str(self.value)
