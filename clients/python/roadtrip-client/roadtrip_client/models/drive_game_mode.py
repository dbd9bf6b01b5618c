from enum import StrEnum


class DriveGameMode(StrEnum):
    DIGITAL = "digital"
    REFEREE = "referee"

    def __str__(self) -> str:
        return str(self.value)
