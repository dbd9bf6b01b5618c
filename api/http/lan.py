"""Where phones at the table can reach this server: its LAN addresses.

A host who opens ``http://127.0.0.1:8000`` gets join links (and QR codes) that
no other phone can open.  ``roadtrip serve`` prints the URLs to open on
phones, and ``GET /api/v1/server`` tells the web app the join base it uses
and the LAN alternatives, so the lobby can warn and offer them.
"""

from __future__ import annotations

import ipaddress
import os
import socket
from urllib.parse import urlsplit

import psutil

#: set by ``roadtrip serve`` for its workers: the ``host:port`` the server listens on
BIND_ENV = "ROADTRIP_BIND"
#: bind hosts that listen on every interface
ANY_HOST = {"0.0.0.0", "::", ""}


def lan_addresses() -> list[str]:
    """Return this machine's IPv4 addresses other phones can reach (up, not loopback or
    link-local), in interface order."""
    stats = psutil.net_if_stats()
    found: list[str] = []
    for name, addresses in psutil.net_if_addrs().items():
        if name in stats and not stats[name].isup:
            continue
        for address in addresses:
            if address.family != socket.AF_INET:
                continue
            ip = ipaddress.ip_address(address.address)
            if not (ip.is_loopback or ip.is_link_local) and address.address not in found:
                found.append(address.address)
    return found


def is_loopback(url_or_host: str) -> bool:
    """Return True when a URL's (or a bare host's) host is this machine only: localhost,
    127.x.x.x or ::1, which other phones cannot open."""
    host = urlsplit(url_or_host).hostname if "//" in url_or_host else url_or_host
    host = (host or "").strip("[]").lower()
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def reachable_urls(bind_host: str | None, port: int) -> list[str]:
    """Return ``http://<LAN address>:<port>/`` for each LAN address a server listening on
    ``bind_host`` answers at (None: unknown, as under another WSGI server: all of them)."""
    if bind_host is not None and bind_host not in ANY_HOST:
        if is_loopback(bind_host):
            return []
        return [f"http://{bind_host}:{port}/"]
    return [f"http://{address}:{port}/" for address in lan_addresses()]


def bound() -> tuple[str, int] | None:
    """Return the ``(host, port)`` ``roadtrip serve`` listens on, if it started us."""
    value = os.environ.get(BIND_ENV)
    if not value or ":" not in value:
        return None
    host, _, port = value.rpartition(":")
    return host.strip("[]"), int(port) if port.isdigit() else 0


def serve_banner(host: str, port: int) -> str:
    """Return what ``roadtrip serve`` prints: the URL to open on phones at the table, or
    what to do when phones cannot reach the server."""
    urls = reachable_urls(host, port)
    if urls:
        lines = ["Roadtrip is running. Open this on the phones at the table (same Wi-Fi):"]
        lines += [f"  {url}" for url in urls]
        return "\n".join(lines)
    if host in ANY_HOST:
        return (f"Roadtrip is running on port {port}, but this computer has no network"
                " address phones can reach: join the Wi-Fi the phones use.")
    return (f"Roadtrip is running at http://{host}:{port}/ on this computer only: phones"
            " cannot reach it. To play with phones at the table, run"
            f" `roadtrip serve --host 0.0.0.0 --port {port}`.")
