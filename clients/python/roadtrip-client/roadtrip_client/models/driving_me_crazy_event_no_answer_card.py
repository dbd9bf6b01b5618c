from enum import StrEnum


class DrivingMeCrazyEventNoAnswerCard(StrEnum):
    BACKSEAT_DRIVER = "backseat_driver"
    BUS = "bus"
    CARPOOL = "carpool"
    GPS = "gps"
    HIGHWAY_SIGN = "highway_sign"
    KM100 = "km100"
    KM50 = "km50"
    LOW_TUNNEL_SIGN = "low_tunnel_sign"
    MOTORWAY = "motorway"
    NO_U_TURN_SIGN = "no_u_turn_sign"
    OVERTAKE = "overtake"
    RACE_CAR = "race_car"
    REARVIEW_MIRROR = "rearview_mirror"
    REST_STOP = "rest_stop"
    ROUNDABOUT = "roundabout"
    SHORTCUT = "shortcut"
    SIGNAL_NOT_FOUND = "signal_not_found"
    SPEED_BUMPS_SIGN = "speed_bumps_sign"
    SPEED_CAMERA = "speed_camera"
    STOPLIGHT = "stoplight"
    STOP_SIGN = "stop_sign"
    SWERVE = "swerve"
    TOLL_BOOTH = "toll_booth"
    TRAFFIC = "traffic"
    TRAILER = "trailer"
    TRUCK = "truck"
    U_TURN = "u_turn"
    YIELD = "yield"

    def __str__(self) -> str:
        return str(self.value)
