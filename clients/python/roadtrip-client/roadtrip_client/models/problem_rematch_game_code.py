from enum import StrEnum


class ProblemRematchGameCode(StrEnum):
    IDEMPOTENCY_KEY_REUSED = "idempotency_key_reused"
    INVALID_HEADER = "invalid_header"
    INVALID_HOST = "invalid_host"
    INVALID_REQUEST = "invalid_request"
    INVALID_TOKEN = "invalid_token"
    NOT_HOST = "not_host"
    OVERLOADED = "overloaded"
    RATE_LIMITED = "rate_limited"
    REMATCH_EXISTS = "rematch_exists"
    STORE_UNAVAILABLE = "store_unavailable"
    TOO_MANY_CONNECTIONS = "too_many_connections"
    TOO_MANY_LIVE_GAMES = "too_many_live_games"
    UNKNOWN_GAME = "unknown_game"
    UNKNOWN_PARAMETER = "unknown_parameter"
    URI_TOO_LONG = "uri_too_long"
    VERSION_CONFLICT = "version_conflict"

    def __str__(self) -> str:
        return str(self.value)
