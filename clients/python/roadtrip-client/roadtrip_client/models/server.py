from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Server")


@_attrs_define
class Server:
    """
    Attributes:
        join_base_url (str): the base of the join links this server gives now (PUBLIC_URL, else the address the caller
            used); when it is loopback, QR codes use the first of lan_urls instead
        loopback (bool): true when join_base_url names this computer only (localhost, 127.0.0.1, ::1): other phones
            cannot open the join links
        lan_urls (list[str]): this server at each of its LAN addresses, for phones on the same Wi-Fi (empty when it
            listens on this computer only). Shown only to a local caller: on a server run for others (PUBLIC_URL set) only
            to a browser on the server's own computer, not through a proxy; otherwise to callers from this computer or a
            private network (10/8, 192.168/16, fc00::/7, ...); anyone else gets []
    """

    join_base_url: str
    loopback: bool
    lan_urls: list[str]

    def to_dict(self) -> dict[str, Any]:
        join_base_url = self.join_base_url

        loopback = self.loopback

        lan_urls = self.lan_urls

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "join_base_url": join_base_url,
                "loopback": loopback,
                "lan_urls": lan_urls,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        join_base_url = d.pop("join_base_url")

        loopback = d.pop("loopback")

        lan_urls = cast(list[str], d.pop("lan_urls"))

        server = cls(
            join_base_url=join_base_url,
            loopback=loopback,
            lan_urls=lan_urls,
        )

        return server
