from enum import StrEnum


class ProblemGetReplayDriveCode(StrEnum):
    INVALID_HEADER = "invalid_header"
    INVALID_REQUEST = "invalid_request"
    INVALID_STEP_RANGE = "invalid_step_range"
    INVALID_TOKEN = "invalid_token"
    OVERLOADED = "overloaded"
    RATE_LIMITED = "rate_limited"
    STEP_OUT_OF_RANGE = "step_out_of_range"
    STORE_UNAVAILABLE = "store_unavailable"
    TOO_MANY_CONNECTIONS = "too_many_connections"
    UNKNOWN_GAME = "unknown_game"
    UNKNOWN_PARAMETER = "unknown_parameter"
    URI_TOO_LONG = "uri_too_long"

    def __str__(self) -> str:
        return str(self.value)
