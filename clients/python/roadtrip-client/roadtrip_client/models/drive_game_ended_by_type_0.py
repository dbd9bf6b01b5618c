from enum import StrEnum


class DriveGameEndedByType0(StrEnum):
    HOST = "host"

    def __str__(self) -> str:
        return str(self.value)
