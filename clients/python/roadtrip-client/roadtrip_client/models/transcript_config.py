from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.transcript_config_mode import TranscriptConfigMode
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.transcript_config_options import TranscriptConfigOptions


T = TypeVar("T", bound="TranscriptConfig")


@_attrs_define
class TranscriptConfig:
    """
    Attributes:
        players (int):
        mode (TranscriptConfigMode | Unset):
        variants (list[str] | Unset):
        options (TranscriptConfigOptions | Unset):
    """

    players: int
    mode: TranscriptConfigMode | Unset = UNSET
    variants: list[str] | Unset = UNSET
    options: TranscriptConfigOptions | Unset = UNSET

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
        from ..models.transcript_config_options import TranscriptConfigOptions  # noqa: PLC0415

        d = dict(src_dict)
        players = d.pop("players")

        _mode = d.pop("mode", UNSET)
        mode: TranscriptConfigMode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = TranscriptConfigMode(_mode)

        variants = cast(list[str], d.pop("variants", UNSET))

        _options = d.pop("options", UNSET)
        options: TranscriptConfigOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = TranscriptConfigOptions.from_dict(_options)

        transcript_config = cls(
            players=players,
            mode=mode,
            variants=variants,
            options=options,
        )

        return transcript_config
