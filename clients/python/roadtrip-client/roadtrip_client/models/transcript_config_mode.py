from enum import StrEnum


class TranscriptConfigMode(StrEnum):
    DIGITAL = "digital"
    REFEREE = "referee"

    def __str__(self) -> str:
        return str(self.value)
