from enum import StrEnum


class DriveViewDeckItemStopsItem(StrEnum):
    E = "E"
    N = "N"
    S = "S"
    W = "W"

    def __str__(self) -> str:
        return str(self.value)
