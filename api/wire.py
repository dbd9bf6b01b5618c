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
"""

from __future__ import annotations

from flask import Flask, Response, request
from flask_compress import Compress

#: endpoints whose answer only changes with a deploy: cached, always revalidated
STATIC_DOCUMENTS = {"catalogue.Catalogue", "operations.Operations", "api-docs.openapi_json"}
#: what is compressed: the defaults less the event stream, which must flow event by event
MIMETYPES = ["text/html", "text/css", "text/plain", "text/javascript",
             "application/javascript", "application/json", "application/problem+json",
             "application/manifest+json", "image/svg+xml"]


def init_app(app: Flask) -> None:
    """Compress responses and give the static documents their validators."""
    app.config.setdefault("COMPRESS_MIMETYPES", MIMETYPES)
    app.config.setdefault("COMPRESS_REGISTER", False)  # registered below, keeping API ETags
    compress = Compress(app)

    def compressed(response: Response) -> Response:
        if response.status_code == 206:
            return response  # a byte range of the file as it is on disk: never recoded
        if response.direct_passthrough and response.mimetype in MIMETYPES:
            # A web file straight from disk (a few KB): read it whole, closing the file,
            # rather than let flask-compress stream it (its stream never closes the file,
            # sends no Content-Length and skips the 304 check).
            body = response.response
            data = b"".join(body)
            body.close()  # now, not when the server closes the answer (a dropped one is not)
            response.direct_passthrough = False
            response.set_data(data)
        etag = response.headers.get("ETag")
        response = compress.after_request(response)
        if "Content-Encoding" in response.headers:
            response.headers.pop("Accept-Ranges", None)  # ranges of a coded body: not offered
        if etag is not None and request.path.startswith("/api/"):
            response.headers["ETag"] = etag  # a game version, the same in every coding
        return response

    # Flask runs after-request functions last-registered first: validators, then compression.
    app.after_request(compressed)
    app.after_request(_validated)


def _validated(response: Response) -> Response:
    """Give a static document a content ETag and answer a matching If-None-Match with 304."""
    if (request.endpoint not in STATIC_DOCUMENTS or request.method not in ("GET", "HEAD")
            or response.status_code != 200):
        return response
    response.add_etag()
    response.cache_control.no_cache = True
    return response.make_conditional(request)
