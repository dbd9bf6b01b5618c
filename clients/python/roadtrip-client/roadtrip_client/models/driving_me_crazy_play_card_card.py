from enum import StrEnum


class DrivingMeCrazyPlayCardCard(StrEnum):
    BACKSEAT_DRIVER = "backseat_driver"
    BUS = "bus"
    GPS = "gps"
    HIGHWAY_SIGN = "highway_sign"
    KM100 = "km100"
    KM50 = "km50"
    LOW_TUNNEL_SIGN = "low_tunnel_sign"
    MOTORWAY = "motorway"
    NO_U_TURN_SIGN = "no_u_turn_sign"
    RACE_CAR = "race_car"
    ROUNDABOUT = "roundabout"
    SIGNAL_NOT_FOUND = "signal_not_found"
    SPEED_BUMPS_SIGN = "speed_bumps_sign"
    STOP_SIGN = "stop_sign"
    SWERVE = "swerve"
    YIELD = "yield"

    def __str__(self) -> str:
        return str(self.value)
