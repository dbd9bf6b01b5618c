from enum import StrEnum


class DriveCatalogueEntryMoveTypesItem(StrEnum):
    BREAK_DOWN = "break_down"
    DISCARD = "discard"
    DRAW = "draw"
    DRIVE = "drive"
    EXIT = "exit"
    PASS_OBSTRUCTION = "pass_obstruction"
    PLACE = "place"
    ROUNDABOUT = "roundabout"
    TURN_ROUND = "turn_round"
    UNDO = "undo"
    WAIT = "wait"

    def __str__(self) -> str:
        return str(self.value)
