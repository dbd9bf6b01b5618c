from enum import StrEnum


class DriveEventEndedBy(StrEnum):
    HOST = "host"

    def __str__(self) -> str:
        return str(self.value)
