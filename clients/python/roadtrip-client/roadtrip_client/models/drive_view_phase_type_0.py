from enum import StrEnum


class DriveViewPhaseType0(StrEnum):
    EXIT = "exit"
    PLACE = "place"
    TURN = "turn"

    def __str__(self) -> str:
        return str(self.value)
