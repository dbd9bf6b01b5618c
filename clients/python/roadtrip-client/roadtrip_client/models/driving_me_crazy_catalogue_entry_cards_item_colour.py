from enum import StrEnum


class DrivingMeCrazyCatalogueEntryCardsItemColour(StrEnum):
    BLUE = "blue"
    DISTANCE = "distance"
    REACTION = "reaction"
    RED = "red"
    SIGN = "sign"

    def __str__(self) -> str:
        return str(self.value)
