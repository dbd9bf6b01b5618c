from enum import StrEnum


class ProblemGetTranscriptDrivingMeCrazyCode(StrEnum):
    INVALID_HEADER = "invalid_header"
    OVERLOADED = "overloaded"
    RATE_LIMITED = "rate_limited"
    STORE_UNAVAILABLE = "store_unavailable"
    TOO_MANY_CONNECTIONS = "too_many_connections"
    TRANSCRIPT_HIDDEN = "transcript_hidden"
    UNKNOWN_GAME = "unknown_game"
    UNKNOWN_PARAMETER = "unknown_parameter"
    URI_TOO_LONG = "uri_too_long"

    def __str__(self) -> str:
        return str(self.value)
