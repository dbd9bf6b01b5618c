from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_events_response_200_event import GetEventsResponse200Event
from ..types import UNSET, Unset

T = TypeVar("T", bound="GetEventsResponse200")


@_attrs_define
class GetEventsResponse200:
    """
    Attributes:
        id (str | Unset): the entry's log index (log events only)
        event (GetEventsResponse200Event | Unset):
        data (str | Unset): log: a LogEntry; view: {game, version, view, legal_moves}; end/gone: {last}
        retry (int | Unset):
    """

    id: str | Unset = UNSET
    event: GetEventsResponse200Event | Unset = UNSET
    data: str | Unset = UNSET
    retry: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        event: str | Unset = UNSET
        if not isinstance(self.event, Unset):
            event = self.event.value

        data = self.data

        retry = self.retry

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id
        if event is not UNSET:
            field_dict["event"] = event
        if data is not UNSET:
            field_dict["data"] = data
        if retry is not UNSET:
            field_dict["retry"] = retry

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id", UNSET)

        _event = d.pop("event", UNSET)
        event: GetEventsResponse200Event | Unset
        if isinstance(_event, Unset):
            event = UNSET
        else:
            event = GetEventsResponse200Event(_event)

        data = d.pop("data", UNSET)

        retry = d.pop("retry", UNSET)

        get_events_response_200 = cls(
            id=id,
            event=event,
            data=data,
            retry=retry,
        )

        get_events_response_200.additional_properties = d
        return get_events_response_200

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
