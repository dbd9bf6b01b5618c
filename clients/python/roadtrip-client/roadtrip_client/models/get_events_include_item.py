from enum import StrEnum


class GetEventsIncludeItem(StrEnum):
    LEGAL_MOVES = "legal_moves"
    VIEW = "view"

    def __str__(self) -> str:
        return str(self.value)
