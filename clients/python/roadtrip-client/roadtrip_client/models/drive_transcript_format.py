from enum import StrEnum


class DriveTranscriptFormat(StrEnum):
    ROADTRIP_TRANSCRIPT = "roadtrip-transcript"

    def __str__(self) -> str:
        return str(self.value)
