from enum import StrEnum


class ProblemGetServerCode(StrEnum):
    INVALID_HEADER = "invalid_header"
    INVALID_HOST = "invalid_host"
    RATE_LIMITED = "rate_limited"
    URI_TOO_LONG = "uri_too_long"

    def __str__(self) -> str:
        return str(self.value)
