from enum import StrEnum


class DrivingMeCrazyTranscriptConfigVariantsItem(StrEnum):
    FORK_IN_THE_ROAD = "fork_in_the_road"
    HIGHWAY_HYSTERICS = "highway_hysterics"
    QUICK_REACTIONS = "quick_reactions"
    SIGNS_OF_MADNESS = "signs_of_madness"

    def __str__(self) -> str:
        return str(self.value)
