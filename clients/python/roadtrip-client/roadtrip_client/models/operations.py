from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.operations_paths import OperationsPaths


T = TypeVar("T", bound="Operations")


@_attrs_define
class Operations:
    """
    Attributes:
        paths (OperationsPaths):
    """

    paths: OperationsPaths

    def to_dict(self) -> dict[str, Any]:
        paths = self.paths.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "paths": paths,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.operations_paths import OperationsPaths  # noqa: PLC0415

        d = dict(src_dict)
        paths = OperationsPaths.from_dict(d.pop("paths"))

        operations = cls(
            paths=paths,
        )

        return operations
