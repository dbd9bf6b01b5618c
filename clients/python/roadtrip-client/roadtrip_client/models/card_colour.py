from enum import StrEnum


class CardColour(StrEnum):
    BLUE = "blue"
    DISTANCE = "distance"
    REACTION = "reaction"
    RED = "red"
    SIGN = "sign"

    def __str__(self) -> str:
        return str(self.value)
