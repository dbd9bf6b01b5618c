"""Security headers on every response, the API's and the web app's alike.

- ``Content-Security-Policy``: only the app's own origin for scripts, styles,
  images, fetches and the manifest; no inline script or style attribute, no
  plugin, no ``<base>``; ``frame-ancestors 'none'`` (nobody may frame the page:
  join codes travel in its URL).
- ``X-Frame-Options: DENY`` for browsers that predate ``frame-ancestors``.
- ``X-Content-Type-Options: nosniff``; ``Referrer-Policy: no-referrer`` (a join
  URL never leaks to another site through ``Referer``).
- ``Permissions-Policy``: every powerful feature off except the screen wake
  lock for the app itself (a phone on the table keeps its screen on).
- ``Cross-Origin-Opener-Policy: same-origin``.

A header a view set itself is kept.  Every answer pays for this, so the
common case (the view set none of them) is one scan of the answer's few
headers and one ``extend``: ``setdefault`` per name scanned them twelve times,
~30 µs of every request.
"""

from __future__ import annotations

from flask import Flask, Response

CSP = "; ".join([
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
])
PERMISSIONS = ", ".join([
    "screen-wake-lock=(self)", "camera=()", "microphone=()", "geolocation=()",
    "payment=()", "usb=()",
])
SECURITY_HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Permissions-Policy": PERMISSIONS,
    "Cross-Origin-Opener-Policy": "same-origin",
}


_ITEMS = tuple(SECURITY_HEADERS.items())
_NAMES = frozenset(name.lower() for name in SECURITY_HEADERS)


def add_security_headers(response: Response) -> Response:
    """Add :data:`SECURITY_HEADERS` to ``response`` (keeping any the view set)."""
    headers = response.headers
    if any(name.lower() in _NAMES for name, _ in headers):
        for name, value in _ITEMS:  # rare: keep what the view chose, add the rest
            headers.setdefault(name, value)
    else:
        headers.extend(_ITEMS)
    return response


def init_app(app: Flask) -> None:
    """Add the security headers to every response, errors included."""
    app.after_request(add_security_headers)
