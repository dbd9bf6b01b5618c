from enum import StrEnum


class DrivingMeCrazyReactCard(StrEnum):
    BACKSEAT_DRIVER = "backseat_driver"
    STOP_SIGN = "stop_sign"
    SWERVE = "swerve"
    YIELD = "yield"

    def __str__(self) -> str:
        return str(self.value)
