from enum import StrEnum


class ProblemCreateGameCode(StrEnum):
    BODY_TOO_LARGE = "body_too_large"
    IDEMPOTENCY_KEY_REUSED = "idempotency_key_reused"
    INVALID_BOT_LEVEL = "invalid_bot_level"
    INVALID_CONFIG = "invalid_config"
    INVALID_HEADER = "invalid_header"
    INVALID_HOST = "invalid_host"
    INVALID_OPTION = "invalid_option"
    INVALID_PLAYERS = "invalid_players"
    INVALID_REQUEST = "invalid_request"
    INVALID_SEAT = "invalid_seat"
    INVALID_TEXT = "invalid_text"
    JSON_TOO_DEEP = "json_too_deep"
    NOT_JSON = "not_json"
    OVERLOADED = "overloaded"
    RATE_LIMITED = "rate_limited"
    SEED_NOT_ALLOWED = "seed_not_allowed"
    STORE_UNAVAILABLE = "store_unavailable"
    TOO_MANY_CONNECTIONS = "too_many_connections"
    TOO_MANY_LIVE_GAMES = "too_many_live_games"
    UNKNOWN_OPTION = "unknown_option"
    UNKNOWN_PARAMETER = "unknown_parameter"
    UNKNOWN_VARIANT = "unknown_variant"
    URI_TOO_LONG = "uri_too_long"

    def __str__(self) -> str:
        return str(self.value)
