from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.parameter_name import ParameterName


T = TypeVar("T", bound="OperationName")


@_attrs_define
class OperationName:
    """
    Attributes:
        operation_id (str):
        parameters (list[ParameterName]):
    """

    operation_id: str
    parameters: list[ParameterName]

    def to_dict(self) -> dict[str, Any]:
        operation_id = self.operation_id

        parameters = []
        for parameters_item_data in self.parameters:
            parameters_item = parameters_item_data.to_dict()
            parameters.append(parameters_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "operationId": operation_id,
                "parameters": parameters,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.parameter_name import ParameterName  # noqa: PLC0415

        d = dict(src_dict)
        operation_id = d.pop("operationId")

        parameters = []
        _parameters = d.pop("parameters")
        for parameters_item_data in _parameters:
            parameters_item = ParameterName.from_dict(parameters_item_data)

            parameters.append(parameters_item)

        operation_name = cls(
            operation_id=operation_id,
            parameters=parameters,
        )

        return operation_name
