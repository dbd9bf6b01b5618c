from enum import StrEnum


class DriveEventRebookCardType0(StrEnum):
    BEND = "bend"
    BEND_TURN_LEFT = "bend-turn-left"
    BEND_TURN_RIGHT = "bend-turn-right"
    BEND_WARNING = "bend-warning"
    CROSSROADS = "crossroads"
    CROSSROADS_AIRCRAFT = "crossroads-aircraft"
    CROSSROADS_LEVEL_CROSSING = "crossroads-level-crossing"
    DIVERSION = "diversion"
    GARAGE = "garage"
    LEFT_TURN_ONLY = "left-turn-only"
    LEVEL_CROSSING = "level-crossing"
    NO_LEFT_TURN = "no-left-turn"
    NO_RIGHT_TURN = "no-right-turn"
    NO_STOPPING = "no-stopping"
    ONE_WAY = "one-way"
    RIGHT_TURN_ONLY = "right-turn-only"
    ROAD_WORKS = "road-works"
    ROUNDABOUT = "roundabout"
    STRAIGHT = "straight"
    STRAIGHT_PEDESTRIAN_CROSSING = "straight-pedestrian-crossing"
    STRAIGHT_QUAYSIDE = "straight-quayside"
    STRAIGHT_ROAD_NARROWS = "straight-road-narrows"
    T_JUNCTION = "t-junction"
    T_JUNCTION_BAR = "t-junction-bar"
    T_JUNCTION_NO_ENTRY = "t-junction-no-entry"
    T_JUNCTION_STEM = "t-junction-stem"

    def __str__(self) -> str:
        return str(self.value)
