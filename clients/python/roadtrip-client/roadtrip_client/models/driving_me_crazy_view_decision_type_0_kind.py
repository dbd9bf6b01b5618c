from enum import StrEnum


class DrivingMeCrazyViewDecisionType0Kind(StrEnum):
    BUS_PLAY = "bus_play"
    CARPOOL_BLUE_TAKE = "carpool_blue_take"
    CARPOOL_COPY_TAKE = "carpool_copy_take"
    CARPOOL_DISTANCE_TAKE = "carpool_distance_take"
    CARPOOL_OPPONENT = "carpool_opponent"
    DISCARD_OR_END_TURN = "discard_or_end_turn"
    DRAW = "draw"
    FINISHING = "finishing"
    FLIP_SIGNS = "flip_signs"
    GAINED_CARD_PLAY = "gained_card_play"
    GPS_TAKE = "gps_take"
    MOTORWAY_PLAY = "motorway_play"
    MOTORWAY_TAKE = "motorway_take"
    OVERTAKE_PLAY = "overtake_play"
    PASS = "pass"
    RACE_CAR_PLAY = "race_car_play"
    REACTION_WINDOW = "reaction_window"
    REARVIEW_MIRROR_LOOK = "rearview_mirror_look"
    REARVIEW_MIRROR_TAKE = "rearview_mirror_take"
    REST_STOP_DISCARD = "rest_stop_discard"
    ROUNDABOUT_PLAY = "roundabout_play"
    SHORTCUT_PLAY = "shortcut_play"
    SPEED_CAMERA_DISCARD = "speed_camera_discard"
    TOLL_BOOTH_DISCARD = "toll_booth_discard"
    TRAILER_PLAY = "trailer_play"
    TURN = "turn"

    def __str__(self) -> str:
        return str(self.value)
