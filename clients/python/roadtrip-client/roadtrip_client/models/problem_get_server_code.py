from enum import StrEnum


class ProblemGetServerCode(StrEnum):
    INVALID_HEADER = "invalid_header"
    INVALID_HOST = "invalid_host"
    OVERLOADED = "overloaded"
    RATE_LIMITED = "rate_limited"
    TOO_MANY_CONNECTIONS = "too_many_connections"
    UNKNOWN_PARAMETER = "unknown_parameter"
    URI_TOO_LONG = "uri_too_long"

    def __str__(self) -> str:
        return str(self.value)
