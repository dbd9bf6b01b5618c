from enum import StrEnum


class DrivingMeCrazyCatalogueEntryMoveTypesItem(StrEnum):
    CHOOSE_OPPONENT = "choose_opponent"
    CLOSE = "close"
    DISCARD = "discard"
    DRAW = "draw"
    END_TURN = "end_turn"
    FINISH = "finish"
    FLIP_SIGN = "flip_sign"
    LOOK = "look"
    PASS = "pass"
    PASS_REACTION = "pass_reaction"
    PLAY = "play"
    REACT = "react"
    SKIP = "skip"
    STOP = "stop"
    TAKE = "take"
    UNDO = "undo"

    def __str__(self) -> str:
        return str(self.value)
