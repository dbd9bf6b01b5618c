from enum import StrEnum


class DriveViewDeckItemRulesAdditionalPropertyItem(StrEnum):
    E = "E"
    N = "N"
    S = "S"
    W = "W"

    def __str__(self) -> str:
        return str(self.value)
