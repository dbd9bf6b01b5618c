from enum import StrEnum


class ProblemGetLegalMovesCode(StrEnum):
    INVALID_HEADER = "invalid_header"
    INVALID_SEAT = "invalid_seat"
    INVALID_TOKEN = "invalid_token"
    NOT_YOUR_SEAT = "not_your_seat"
    OVERLOADED = "overloaded"
    RATE_LIMITED = "rate_limited"
    STORE_UNAVAILABLE = "store_unavailable"
    TOO_MANY_CONNECTIONS = "too_many_connections"
    UNKNOWN_GAME = "unknown_game"
    UNKNOWN_PARAMETER = "unknown_parameter"
    URI_TOO_LONG = "uri_too_long"

    def __str__(self) -> str:
        return str(self.value)
