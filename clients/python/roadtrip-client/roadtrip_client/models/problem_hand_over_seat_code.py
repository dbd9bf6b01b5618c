from enum import StrEnum


class ProblemHandOverSeatCode(StrEnum):
    GAME_ENDED = "game_ended"
    INVALID_HEADER = "invalid_header"
    INVALID_SEAT = "invalid_seat"
    INVALID_TOKEN = "invalid_token"
    NOT_FOUND = "not_found"
    NOT_YOUR_SEAT = "not_your_seat"
    OVERLOADED = "overloaded"
    RATE_LIMITED = "rate_limited"
    STORE_UNAVAILABLE = "store_unavailable"
    TOO_MANY_CONNECTIONS = "too_many_connections"
    UNKNOWN_GAME = "unknown_game"
    UNKNOWN_PARAMETER = "unknown_parameter"
    URI_TOO_LONG = "uri_too_long"
    VERSION_CONFLICT = "version_conflict"

    def __str__(self) -> str:
        return str(self.value)
