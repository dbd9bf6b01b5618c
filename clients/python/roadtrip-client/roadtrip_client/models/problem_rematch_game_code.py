from enum import StrEnum


class ProblemRematchGameCode(StrEnum):
    INVALID_HEADER = "invalid_header"
    INVALID_HOST = "invalid_host"
    INVALID_TOKEN = "invalid_token"
    NOT_HOST = "not_host"
    RATE_LIMITED = "rate_limited"
    REMATCH_EXISTS = "rematch_exists"
    STORE_UNAVAILABLE = "store_unavailable"
    TOO_MANY_LIVE_GAMES = "too_many_live_games"
    UNKNOWN_GAME = "unknown_game"
    URI_TOO_LONG = "uri_too_long"
    VERSION_CONFLICT = "version_conflict"

    def __str__(self) -> str:
        return str(self.value)
