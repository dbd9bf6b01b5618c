from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.driving_me_crazy_config_variants_item import DrivingMeCrazyConfigVariantsItem
from ..models.mode import Mode

if TYPE_CHECKING:
    from ..models.driving_me_crazy_options import DrivingMeCrazyOptions


T = TypeVar("T", bound="DrivingMeCrazyConfig")


@_attrs_define
class DrivingMeCrazyConfig:
    """How the game was set up: createGame's players, mode and variants, and the options it was given (one left out takes
    its default) (Driving Me Crazy!)

        Attributes:
            players (int):
            mode (Mode): digital: the server deals and hides hands; referee: the cards are on a real table and phones report
            variants (list[DrivingMeCrazyConfigVariantsItem]):
            options (DrivingMeCrazyOptions): The options of Driving Me Crazy!: each left out takes its default
    """

    players: int
    mode: Mode
    variants: list[DrivingMeCrazyConfigVariantsItem]
    options: DrivingMeCrazyOptions
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        mode = self.mode.value

        variants = []
        for variants_item_data in self.variants:
            variants_item = variants_item_data.value
            variants.append(variants_item)

        options = self.options.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "players": players,
                "mode": mode,
                "variants": variants,
                "options": options,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.driving_me_crazy_options import DrivingMeCrazyOptions  # noqa: PLC0415

        d = dict(src_dict)
        players = d.pop("players")

        mode = Mode(d.pop("mode"))

        variants = []
        _variants = d.pop("variants")
        for variants_item_data in _variants:
            variants_item = DrivingMeCrazyConfigVariantsItem(variants_item_data)

            variants.append(variants_item)

        options = DrivingMeCrazyOptions.from_dict(d.pop("options"))

        driving_me_crazy_config = cls(
            players=players,
            mode=mode,
            variants=variants,
            options=options,
        )

        driving_me_crazy_config.additional_properties = d
        return driving_me_crazy_config

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
