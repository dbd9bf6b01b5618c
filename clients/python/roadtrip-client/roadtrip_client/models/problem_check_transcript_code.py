from enum import StrEnum


class ProblemCheckTranscriptCode(StrEnum):
    BODY_TOO_LARGE = "body_too_large"
    INVALID_HEADER = "invalid_header"
    INVALID_REQUEST = "invalid_request"
    INVALID_TRANSCRIPT = "invalid_transcript"
    JSON_TOO_DEEP = "json_too_deep"
    NOT_JSON = "not_json"
    RATE_LIMITED = "rate_limited"
    URI_TOO_LONG = "uri_too_long"

    def __str__(self) -> str:
        return str(self.value)
