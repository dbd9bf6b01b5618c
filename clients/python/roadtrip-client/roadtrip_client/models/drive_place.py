from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.drive_place_rotation import DrivePlaceRotation

T = TypeVar("T", bound="DrivePlace")


@_attrs_define
class DrivePlace:
    """Place the drawn card in the cell in front of the car, turned clockwise.

    Attributes:
        type_ (Literal['place']):  Default: 'place'.
        rotation (DrivePlaceRotation):
    """

    rotation: DrivePlaceRotation
    type_: Literal["place"] = "place"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        rotation = self.rotation.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "rotation": rotation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["place"], d.pop("type"))
        if type_ != "place":
            raise ValueError(f"type must match const 'place', got '{type_}'")

        rotation = DrivePlaceRotation(d.pop("rotation"))

        drive_place = cls(
            type_=type_,
            rotation=rotation,
        )

        return drive_place
