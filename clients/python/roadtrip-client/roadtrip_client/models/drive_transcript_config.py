from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.mode import Mode
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.drive_options import DriveOptions


T = TypeVar("T", bound="DriveTranscriptConfig")


@_attrs_define
class DriveTranscriptConfig:
    """How the game was set up, as Game.config says it (mode, variants and options may be left out: digital, none, none)
    (Drive (1960))

        Attributes:
            players (int):
            mode (Mode | Unset): digital: the server deals and hides hands; referee: the cards are on a real table and
                phones report
            variants (list[str] | Unset): Drive (1960) has no variants
            options (DriveOptions | Unset): The options of Drive (1960): each left out takes its default
    """

    players: int
    mode: Mode | Unset = UNSET
    variants: list[str] | Unset = UNSET
    options: DriveOptions | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value

        variants: list[str] | Unset = UNSET
        if not isinstance(self.variants, Unset):
            variants = self.variants

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
        from ..models.drive_options import DriveOptions  # noqa: PLC0415

        d = dict(src_dict)
        players = d.pop("players")

        _mode = d.pop("mode", UNSET)
        mode: Mode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = Mode(_mode)

        variants = cast(list[str], d.pop("variants", UNSET))

        _options = d.pop("options", UNSET)
        options: DriveOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = DriveOptions.from_dict(_options)

        drive_transcript_config = cls(
            players=players,
            mode=mode,
            variants=variants,
            options=options,
        )

        return drive_transcript_config
