from enum import StrEnum


class DrivingMeCrazyPlayRedCard(StrEnum):
    SPEED_CAMERA = "speed_camera"
    STOPLIGHT = "stoplight"
    TOLL_BOOTH = "toll_booth"
    TRAFFIC = "traffic"
    TRUCK = "truck"
    U_TURN = "u_turn"

    def __str__(self) -> str:
        return str(self.value)
