from enum import StrEnum


class DriveViewBoardStartFinishPortsItemKind(StrEnum):
    CLOSED = "closed"
    FINISH = "finish"
    START = "start"

    def __str__(self) -> str:
        return str(self.value)
