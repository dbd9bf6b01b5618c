from enum import StrEnum


class PostMoveDrivingMeCrazyIncludeItem(StrEnum):
    LEGAL_MOVES = "legal_moves"
    VIEW = "view"

    def __str__(self) -> str:
        return str(self.value)
