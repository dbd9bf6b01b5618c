from enum import StrEnum


class ProblemCheckTranscriptCode(StrEnum):
    BODY_TOO_LARGE = "body_too_large"
    INVALID_HEADER = "invalid_header"
    INVALID_REQUEST = "invalid_request"
    INVALID_TEXT = "invalid_text"
    INVALID_TRANSCRIPT = "invalid_transcript"
    JSON_TOO_DEEP = "json_too_deep"
    NOT_JSON = "not_json"
    OVERLOADED = "overloaded"
    RATE_LIMITED = "rate_limited"
    TOO_MANY_CONNECTIONS = "too_many_connections"
    UNKNOWN_PARAMETER = "unknown_parameter"
    URI_TOO_LONG = "uri_too_long"

    def __str__(self) -> str:
        return str(self.value)
