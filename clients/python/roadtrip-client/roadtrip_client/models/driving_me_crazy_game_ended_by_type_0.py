from enum import StrEnum


class DrivingMeCrazyGameEndedByType0(StrEnum):
    HOST = "host"

    def __str__(self) -> str:
        return str(self.value)
