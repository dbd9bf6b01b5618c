from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.option_type_type_0 import OptionTypeType0
from ..models.option_type_type_1_item import OptionTypeType1Item
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.option_additional_properties import OptionAdditionalProperties
    from ..models.option_items import OptionItems
    from ..models.option_property_names import OptionPropertyNames


T = TypeVar("T", bound="Option")


@_attrs_define
class Option:
    """An option of createGame, as a JSON Schema a form is built from.

    Attributes:
        type_ (list[OptionTypeType1Item] | OptionTypeType0): JSON type(s) of the value
        default (Any): the value used when the option is left out (null: chosen by the game, e.g. at random)
        description (str): in players' words
        minimum (float | Unset):
        maximum (float | Unset):
        exclusive_minimum (float | Unset):
        multiple_of (float | Unset):
        enum (list[Any] | Unset):
        variant (str | Unset): the variant this option belongs to
        property_names (OptionPropertyNames | Unset):
        additional_properties (OptionAdditionalProperties | Unset):
        items (OptionItems | Unset):
        min_items (int | Unset):
        max_items (int | Unset):
        unique_items (bool | Unset):
    """

    type_: list[OptionTypeType1Item] | OptionTypeType0
    default: Any
    description: str
    minimum: float | Unset = UNSET
    maximum: float | Unset = UNSET
    exclusive_minimum: float | Unset = UNSET
    multiple_of: float | Unset = UNSET
    enum: list[Any] | Unset = UNSET
    variant: str | Unset = UNSET
    property_names: OptionPropertyNames | Unset = UNSET
    additional_properties: OptionAdditionalProperties | Unset = UNSET
    items: OptionItems | Unset = UNSET
    min_items: int | Unset = UNSET
    max_items: int | Unset = UNSET
    unique_items: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_: list[str] | str
        if isinstance(self.type_, OptionTypeType0):
            type_ = self.type_.value
        else:
            type_ = []
            for type_type_1_item_data in self.type_:
                type_type_1_item = type_type_1_item_data.value
                type_.append(type_type_1_item)

        default = self.default

        description = self.description

        minimum = self.minimum

        maximum = self.maximum

        exclusive_minimum = self.exclusive_minimum

        multiple_of = self.multiple_of

        enum: list[Any] | Unset = UNSET
        if not isinstance(self.enum, Unset):
            enum = self.enum

        variant = self.variant

        property_names: dict[str, Any] | Unset = UNSET
        if not isinstance(self.property_names, Unset):
            property_names = self.property_names.to_dict()

        additional_properties: dict[str, Any] | Unset = UNSET
        if not isinstance(self.additional_properties, Unset):
            additional_properties = self.additional_properties.to_dict()

        items: dict[str, Any] | Unset = UNSET
        if not isinstance(self.items, Unset):
            items = self.items.to_dict()

        min_items = self.min_items

        max_items = self.max_items

        unique_items = self.unique_items

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "default": default,
                "description": description,
            }
        )
        if minimum is not UNSET:
            field_dict["minimum"] = minimum
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if exclusive_minimum is not UNSET:
            field_dict["exclusiveMinimum"] = exclusive_minimum
        if multiple_of is not UNSET:
            field_dict["multipleOf"] = multiple_of
        if enum is not UNSET:
            field_dict["enum"] = enum
        if variant is not UNSET:
            field_dict["variant"] = variant
        if property_names is not UNSET:
            field_dict["propertyNames"] = property_names
        if additional_properties is not UNSET:
            field_dict["additionalProperties"] = additional_properties
        if items is not UNSET:
            field_dict["items"] = items
        if min_items is not UNSET:
            field_dict["minItems"] = min_items
        if max_items is not UNSET:
            field_dict["maxItems"] = max_items
        if unique_items is not UNSET:
            field_dict["uniqueItems"] = unique_items

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.option_additional_properties import OptionAdditionalProperties  # noqa: PLC0415
        from ..models.option_items import OptionItems  # noqa: PLC0415
        from ..models.option_property_names import OptionPropertyNames  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_type_(data: object) -> list[OptionTypeType1Item] | OptionTypeType0:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_0 = OptionTypeType0(data)

                return type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            type_type_1 = []
            _type_type_1 = data
            for type_type_1_item_data in _type_type_1:
                type_type_1_item = OptionTypeType1Item(type_type_1_item_data)

                type_type_1.append(type_type_1_item)

            return type_type_1

        type_ = _parse_type_(d.pop("type"))

        default = d.pop("default")

        description = d.pop("description")

        minimum = d.pop("minimum", UNSET)

        maximum = d.pop("maximum", UNSET)

        exclusive_minimum = d.pop("exclusiveMinimum", UNSET)

        multiple_of = d.pop("multipleOf", UNSET)

        enum = cast(list[Any], d.pop("enum", UNSET))

        variant = d.pop("variant", UNSET)

        _property_names = d.pop("propertyNames", UNSET)
        property_names: OptionPropertyNames | Unset
        if isinstance(_property_names, Unset):
            property_names = UNSET
        else:
            property_names = OptionPropertyNames.from_dict(_property_names)

        _additional_properties = d.pop("additionalProperties", UNSET)
        additional_properties: OptionAdditionalProperties | Unset
        if isinstance(_additional_properties, Unset):
            additional_properties = UNSET
        else:
            additional_properties = OptionAdditionalProperties.from_dict(_additional_properties)

        _items = d.pop("items", UNSET)
        items: OptionItems | Unset
        if isinstance(_items, Unset):
            items = UNSET
        else:
            items = OptionItems.from_dict(_items)

        min_items = d.pop("minItems", UNSET)

        max_items = d.pop("maxItems", UNSET)

        unique_items = d.pop("uniqueItems", UNSET)

        option = cls(
            type_=type_,
            default=default,
            description=description,
            minimum=minimum,
            maximum=maximum,
            exclusive_minimum=exclusive_minimum,
            multiple_of=multiple_of,
            enum=enum,
            variant=variant,
            property_names=property_names,
            additional_properties=additional_properties,
            items=items,
            min_items=min_items,
            max_items=max_items,
            unique_items=unique_items,
        )

        return option
