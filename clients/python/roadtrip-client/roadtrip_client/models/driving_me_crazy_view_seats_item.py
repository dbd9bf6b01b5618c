from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.driving_me_crazy_view_seats_item_road_item import DrivingMeCrazyViewSeatsItemRoadItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.driving_me_crazy_view_seats_item_effects_item import DrivingMeCrazyViewSeatsItemEffectsItem
    from ..models.driving_me_crazy_view_seats_item_trailer_item import DrivingMeCrazyViewSeatsItemTrailerItem


T = TypeVar("T", bound="DrivingMeCrazyViewSeatsItem")


@_attrs_define
class DrivingMeCrazyViewSeatsItem:
    """One seat's public state.

    Attributes:
        seat (int):
        road (list[DrivingMeCrazyViewSeatsItemRoadItem]):
        distance (int):
        hand_count (int):
        effects (list[DrivingMeCrazyViewSeatsItemEffectsItem]):
        skipping (int):
        trailer (list[DrivingMeCrazyViewSeatsItemTrailerItem] | Unset):
        hand_size (int | Unset):
    """

    seat: int
    road: list[DrivingMeCrazyViewSeatsItemRoadItem]
    distance: int
    hand_count: int
    effects: list[DrivingMeCrazyViewSeatsItemEffectsItem]
    skipping: int
    trailer: list[DrivingMeCrazyViewSeatsItemTrailerItem] | Unset = UNSET
    hand_size: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        road = []
        for road_item_data in self.road:
            road_item = road_item_data.value
            road.append(road_item)

        distance = self.distance

        hand_count = self.hand_count

        effects = []
        for effects_item_data in self.effects:
            effects_item = effects_item_data.to_dict()
            effects.append(effects_item)

        skipping = self.skipping

        trailer: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.trailer, Unset):
            trailer = []
            for trailer_item_data in self.trailer:
                trailer_item = trailer_item_data.to_dict()
                trailer.append(trailer_item)

        hand_size = self.hand_size

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "road": road,
                "distance": distance,
                "hand_count": hand_count,
                "effects": effects,
                "skipping": skipping,
            }
        )
        if trailer is not UNSET:
            field_dict["trailer"] = trailer
        if hand_size is not UNSET:
            field_dict["hand_size"] = hand_size

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.driving_me_crazy_view_seats_item_effects_item import DrivingMeCrazyViewSeatsItemEffectsItem  # noqa: PLC0415
        from ..models.driving_me_crazy_view_seats_item_trailer_item import DrivingMeCrazyViewSeatsItemTrailerItem  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        road = []
        _road = d.pop("road")
        for road_item_data in _road:
            road_item = DrivingMeCrazyViewSeatsItemRoadItem(road_item_data)

            road.append(road_item)

        distance = d.pop("distance")

        hand_count = d.pop("hand_count")

        effects = []
        _effects = d.pop("effects")
        for effects_item_data in _effects:
            effects_item = DrivingMeCrazyViewSeatsItemEffectsItem.from_dict(effects_item_data)

            effects.append(effects_item)

        skipping = d.pop("skipping")

        _trailer = d.pop("trailer", UNSET)
        trailer: list[DrivingMeCrazyViewSeatsItemTrailerItem] | Unset = UNSET
        if _trailer is not UNSET:
            trailer = []
            for trailer_item_data in _trailer:
                trailer_item = DrivingMeCrazyViewSeatsItemTrailerItem.from_dict(trailer_item_data)

                trailer.append(trailer_item)

        hand_size = d.pop("hand_size", UNSET)

        driving_me_crazy_view_seats_item = cls(
            seat=seat,
            road=road,
            distance=distance,
            hand_count=hand_count,
            effects=effects,
            skipping=skipping,
            trailer=trailer,
            hand_size=hand_size,
        )

        driving_me_crazy_view_seats_item.additional_properties = d
        return driving_me_crazy_view_seats_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
