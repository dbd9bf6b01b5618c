from enum import StrEnum


class GetEventsResponse200Event(StrEnum):
    END = "end"
    GONE = "gone"
    LOG = "log"
    VIEW = "view"

    def __str__(self) -> str:
        return str(self.value)
