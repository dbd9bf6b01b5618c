from enum import StrEnum


class ProblemGetOperationsCode(StrEnum):
    INVALID_HEADER = "invalid_header"
    RATE_LIMITED = "rate_limited"
    URI_TOO_LONG = "uri_too_long"

    def __str__(self) -> str:
        return str(self.value)
