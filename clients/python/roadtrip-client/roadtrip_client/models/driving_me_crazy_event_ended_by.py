from enum import StrEnum


class DrivingMeCrazyEventEndedBy(StrEnum):
    HOST = "host"

    def __str__(self) -> str:
        return str(self.value)
