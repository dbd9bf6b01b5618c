from enum import StrEnum


class DrivingMeCrazyTranscriptFormat(StrEnum):
    ROADTRIP_TRANSCRIPT = "roadtrip-transcript"

    def __str__(self) -> str:
        return str(self.value)
