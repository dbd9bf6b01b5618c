from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Created")


@_attrs_define
class Created:
    """
    Attributes:
        id (str):
        join_code (str):
        host_token (str):
        join_url (str):
    """

    id: str
    join_code: str
    host_token: str
    join_url: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        join_code = self.join_code

        host_token = self.host_token

        join_url = self.join_url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "join_code": join_code,
                "host_token": host_token,
                "join_url": join_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        join_code = d.pop("join_code")

        host_token = d.pop("host_token")

        join_url = d.pop("join_url")

        created = cls(
            id=id,
            join_code=join_code,
            host_token=host_token,
            join_url=join_url,
        )

        return created
