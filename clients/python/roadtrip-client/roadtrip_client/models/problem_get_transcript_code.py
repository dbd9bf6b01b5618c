from enum import StrEnum


class ProblemGetTranscriptCode(StrEnum):
    INVALID_HEADER = "invalid_header"
    RATE_LIMITED = "rate_limited"
    STORE_UNAVAILABLE = "store_unavailable"
    TRANSCRIPT_HIDDEN = "transcript_hidden"
    UNKNOWN_GAME = "unknown_game"
    URI_TOO_LONG = "uri_too_long"

    def __str__(self) -> str:
        return str(self.value)
