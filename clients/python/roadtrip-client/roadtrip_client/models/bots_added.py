from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bots_added_status import BotsAddedStatus

T = TypeVar("T", bound="BotsAdded")


@_attrs_define
class BotsAdded:
    """
    Attributes:
        version (int):
        status (BotsAddedStatus):
    """

    version: int
    status: BotsAddedStatus

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        status = self.status.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "version": version,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        version = d.pop("version")

        status = BotsAddedStatus(d.pop("status"))

        bots_added = cls(
            version=version,
            status=status,
        )

        return bots_added
