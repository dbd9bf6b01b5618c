from enum import StrEnum


class DrivingMeCrazyFlipSignCard(StrEnum):
    HIGHWAY_SIGN = "highway_sign"
    LOW_TUNNEL_SIGN = "low_tunnel_sign"
    NO_U_TURN_SIGN = "no_u_turn_sign"
    SIGNAL_NOT_FOUND = "signal_not_found"
    SPEED_BUMPS_SIGN = "speed_bumps_sign"

    def __str__(self) -> str:
        return str(self.value)
