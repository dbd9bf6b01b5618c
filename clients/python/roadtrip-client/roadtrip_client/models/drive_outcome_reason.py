from enum import StrEnum


class DriveOutcomeReason(StrEnum):
    ALL_RETIRED = "all_retired"
    ENDED = "ended"
    FINISH = "finish"
    NO_CARDS = "no_cards"
    NO_MOVES = "no_moves"
    NO_WAY_TO_FINISH = "no_way_to_finish"
    STALEMATE = "stalemate"

    def __str__(self) -> str:
        return str(self.value)
