from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.driving_me_crazy_transcript_config_variants_item import DrivingMeCrazyTranscriptConfigVariantsItem
from ..models.mode import Mode
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.driving_me_crazy_options import DrivingMeCrazyOptions


T = TypeVar("T", bound="DrivingMeCrazyTranscriptConfig")


@_attrs_define
class DrivingMeCrazyTranscriptConfig:
    """How the game was set up, as Game.config says it (mode, variants and options may be left out: digital, none, none)
    (Driving Me Crazy!)

        Attributes:
            players (int):
            mode (Mode | Unset): digital: the server deals and hides hands; referee: the cards are on a real table and
                phones report
            variants (list[DrivingMeCrazyTranscriptConfigVariantsItem] | Unset):
            options (DrivingMeCrazyOptions | Unset): The options of Driving Me Crazy!: each left out takes its default
    """

    players: int
    mode: Mode | Unset = UNSET
    variants: list[DrivingMeCrazyTranscriptConfigVariantsItem] | Unset = UNSET
    options: DrivingMeCrazyOptions | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value

        variants: list[str] | Unset = UNSET
        if not isinstance(self.variants, Unset):
            variants = []
            for variants_item_data in self.variants:
                variants_item = variants_item_data.value
                variants.append(variants_item)

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
            }
        )
        if mode is not UNSET:
            field_dict["mode"] = mode
        if variants is not UNSET:
            field_dict["variants"] = variants
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.driving_me_crazy_options import DrivingMeCrazyOptions  # noqa: PLC0415

        d = dict(src_dict)
        players = d.pop("players")

        _mode = d.pop("mode", UNSET)
        mode: Mode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = Mode(_mode)

        _variants = d.pop("variants", UNSET)
        variants: list[DrivingMeCrazyTranscriptConfigVariantsItem] | Unset = UNSET
        if _variants is not UNSET:
            variants = []
            for variants_item_data in _variants:
                variants_item = DrivingMeCrazyTranscriptConfigVariantsItem(variants_item_data)

                variants.append(variants_item)

        _options = d.pop("options", UNSET)
        options: DrivingMeCrazyOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = DrivingMeCrazyOptions.from_dict(_options)

        driving_me_crazy_transcript_config = cls(
            players=players,
            mode=mode,
            variants=variants,
            options=options,
        )

        return driving_me_crazy_transcript_config
