"""Light on the wire: compressed responses and validators on the static documents.

Responses are compressed by flask-compress (zstd, brotli, gzip or deflate,
whichever the client accepts; the event stream is left alone so its events
are not held back).  flask-compress appends the coding to a strong ``ETag``
(``"12"`` becomes ``"12:br"``); the API's ETags name a game version whatever
the coding, and clients send them back in ``If-Match``, so API responses keep
the ETag their resource set.  The web app's files keep flask-compress's
per-coding ETags (their revalidation is checked by flask-compress itself).

The catalogue, the operations map and the OpenAPI document change only with a
deploy: they get a content ``ETag`` and ``Cache-Control: no-cache``, so a
browser revalidates its copy with a 304 instead of downloading it again.

What only changes with a deploy (the web app's files and those documents) is
sent, to clients that accept brotli, at brotli's best quality, compressed once
per version and kept: about a fifth smaller than a quick compression, which
is what a first load on a phone waits for, at no cost per request.
"""

from __future__ import annotations

from typing import Any

import brotli
from flask import Flask, Request, Response, current_app, request
from flask_compress import Compress

from api.guard.current import current_request as _current
from api.guard.hook_chains import given_request, only
from api.http.headers import add_vary, header

#: endpoints whose answer only changes with a deploy: cached, always revalidated
STATIC_DOCUMENTS = {"catalogue.Catalogue", "operations.Operations", "api-docs.openapi_json"}
#: the web app's files (see :mod:`api.http.web`)
WEB_FILES = {"web_index", "web_file", "web_words"}
#: brotli's best quality: slow, so used once per version of an unchanging answer
BEST = 11
#: unchanging answers compressed at their best: (path, ETag) -> brotli bytes
_PACKED: dict[tuple[str, str], bytes] = {}
_PACKED_MAX = 512
#: the request behind Flask's proxy (werkzeug's documented way): one lookup, not two calls
#: what is compressed: the defaults less the event stream, which must flow event by event
MIMETYPES = ["text/html", "text/css", "text/plain", "text/javascript",
             "application/javascript", "application/json", "application/problem+json",
             "application/manifest+json", "image/svg+xml"]


def init_app(app: Flask) -> None:
    """Compress responses and give the static documents their validators."""
    app.config.setdefault("COMPRESS_MIMETYPES", MIMETYPES)
    app.config.setdefault("COMPRESS_REGISTER", False)  # registered below, keeping API ETags
    compress = Compress(app)

    @given_request
    def compressed(response: Response, req: Request | None = None) -> Response:
        if response.status_code == 206:
            return response  # a byte range of the file as it is on disk: never recoded
        if req is None:  # (not handed by the hook chain)
            req = _current()
        if "HTTP_ACCEPT_ENCODING" not in req.environ:  # (the header, without its parsing)
            # a client that takes no coding (a program, a bench): all flask-compress would
            # do is name the header in Vary, after a dozen checks on every answer
            add_vary(response, "Accept-Encoding")
            return response
        if response.direct_passthrough and response.mimetype in app.config["COMPRESS_MIMETYPES"]:
            # A web file straight from disk (a few KB): read it whole, closing the file,
            # rather than let flask-compress stream it (its stream never closes the file,
            # sends no Content-Length and skips the 304 check).
            # the file wrapper send_file made (werkzeug's or the WSGI server's own)
            body: Any = response.response
            data = b"".join(body)
            body.close()  # now, not when the server closes the answer (a dropped one is not)
            response.direct_passthrough = False
            response.set_data(data)
        if _unchanging(response) and request.accept_encodings.quality("br") > 0:
            return _packed(response)
        etag = header(response.headers, "ETag")
        response = compress.after_request(response)
        if header(response.headers, "Content-Encoding") is not None:
            response.headers.pop("Accept-Ranges", None)  # ranges of a coded body: not offered
        if etag is not None and request.path.startswith("/api/"):
            response.headers["ETag"] = etag  # a game version, the same in every coding
        return response

    # Flask runs after-request functions last-registered first: validators, then compression.
    app.after_request(compressed)
    app.after_request(_validated)


@only(endpoints=STATIC_DOCUMENTS, methods={"GET", "HEAD"})
def _validated(response: Response) -> Response:
    """Give a static document a content ETag and answer a matching If-None-Match with 304."""
    if (request.endpoint not in STATIC_DOCUMENTS or request.method not in ("GET", "HEAD")
            or response.status_code != 200):
        return response
    response.add_etag()
    response.cache_control.no_cache = True
    response.make_conditional(request)  # in place (it returns the same response)
    return response


def _unchanging(response: Response) -> bool:
    """True for a whole 200 answer that changes only with a deploy (and has an ETag)."""
    return (response.status_code == 200 and request.method in ("GET", "HEAD")
            and (request.endpoint in WEB_FILES or request.endpoint in STATIC_DOCUMENTS)
            and response.mimetype in current_app.config["COMPRESS_MIMETYPES"]
            and response.get_etag()[0] is not None
            and "Content-Encoding" not in response.headers)


def _packed(response: Response) -> Response:
    """Send ``response`` in brotli at its best, compressed once per path and version, with
    the per-coding ETag flask-compress would give it, and answer revalidation with 304."""
    etag = response.get_etag()[0]
    key = (request.path, str(etag))
    body = _PACKED.get(key)
    if body is None:
        if len(_PACKED) >= _PACKED_MAX:
            _PACKED.clear()  # old versions after many deploys: start again
        body = _PACKED[key] = brotli.compress(response.get_data(), quality=BEST)
    response.set_data(body)
    response.headers["Content-Encoding"] = "br"
    response.headers.pop("Accept-Ranges", None)
    response.vary.add("Accept-Encoding")
    response.set_etag(f"{etag}:br")
    response.make_conditional(request)  # in place (it returns the same response)
    return response
