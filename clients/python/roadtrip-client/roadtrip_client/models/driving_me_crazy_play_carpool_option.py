from enum import StrEnum


class DrivingMeCrazyPlayCarpoolOption(StrEnum):
    BLUE_CARD = "blue_card"
    DISTANCE_CARDS = "distance_cards"

    def __str__(self) -> str:
        return str(self.value)
