from enum import StrEnum


class ProblemClaimSeatCode(StrEnum):
    BODY_TOO_LARGE = "body_too_large"
    GAME_ENDED = "game_ended"
    INVALID_HANDOVER = "invalid_handover"
    INVALID_HEADER = "invalid_header"
    INVALID_REQUEST = "invalid_request"
    INVALID_SEAT = "invalid_seat"
    INVALID_TEXT = "invalid_text"
    INVALID_TOKEN = "invalid_token"
    JSON_TOO_DEEP = "json_too_deep"
    NOT_FOUND = "not_found"
    NOT_JSON = "not_json"
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
