from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.parameter_name_in import ParameterNameIn

T = TypeVar("T", bound="ParameterName")


@_attrs_define
class ParameterName:
    """
    Attributes:
        name (str):
        in_ (ParameterNameIn):
        required (bool):
    """

    name: str
    in_: ParameterNameIn
    required: bool

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        in_ = self.in_.value

        required = self.required

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "in": in_,
                "required": required,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        in_ = ParameterNameIn(d.pop("in"))

        required = d.pop("required")

        parameter_name = cls(
            name=name,
            in_=in_,
            required=required,
        )

        return parameter_name
