from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.mode import Mode

if TYPE_CHECKING:
    from ..models.drive_options import DriveOptions


T = TypeVar("T", bound="DriveConfig")


@_attrs_define
class DriveConfig:
    """How the game was set up: createGame's players, mode and variants, and the options it was given (one left out takes
    its default) (Drive (1960))

        Attributes:
            players (int):
            mode (Mode): digital: the server deals and hides hands; referee: the cards are on a real table and phones report
            variants (list[str]): Drive (1960) has no variants
            options (DriveOptions): The options of Drive (1960): each left out takes its default
    """

    players: int
    mode: Mode
    variants: list[str]
    options: DriveOptions
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        mode = self.mode.value

        variants = self.variants

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
        from ..models.drive_options import DriveOptions  # noqa: PLC0415

        d = dict(src_dict)
        players = d.pop("players")

        mode = Mode(d.pop("mode"))

        variants = cast(list[str], d.pop("variants"))

        options = DriveOptions.from_dict(d.pop("options"))

        drive_config = cls(
            players=players,
            mode=mode,
            variants=variants,
            options=options,
        )

        drive_config.additional_properties = d
        return drive_config

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
