from enum import StrEnum


class ProblemReadyzCode(StrEnum):
    OVERLOADED = "overloaded"
    STORE_UNAVAILABLE = "store_unavailable"
    URI_TOO_LONG = "uri_too_long"

    def __str__(self) -> str:
        return str(self.value)
