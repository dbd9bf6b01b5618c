from enum import StrEnum


class DriveEventWaitReason(StrEnum):
    NO_CARDS = "no_cards"
    NO_PLAYABLE_CARD = "no_playable_card"
    NO_WAY_THROUGH = "no_way_through"
    OPPONENTS_CAR = "opponents_car"
    OWN_CARD = "own_card"
    SHUT_IN = "shut_in"

    def __str__(self) -> str:
        return str(self.value)
