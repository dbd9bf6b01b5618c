from enum import StrEnum


class DriveOptionsDeckType0AdditionalPropertyType1TriangleType0(StrEnum):
    E = "E"
    N = "N"
    S = "S"
    W = "W"

    def __str__(self) -> str:
        return str(self.value)
