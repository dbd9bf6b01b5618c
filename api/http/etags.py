"""ETags on every cacheable read: ``If-None-Match`` answers ``304`` while unchanged.

A read that sets no ETag of its own (``getGame`` uses the game's version) gets
a strong one from its body's hash; streams (Server-Sent Events) and errors get
none.  Answers may still depend on the bearer token, hence ``Vary``.
"""

from __future__ import annotations

from flask import Flask, Response
from werkzeug.http import generate_etag, quote_etag

from api.guard.current import current_request as _current
from api.guard.hook_chains import only
from api.http.headers import add_vary, header

#: the request headers ``make_conditional`` answers to (WSGI names): without any of
#: them it has nothing to decide, and it was half of this hook's cost on every read
CONDITIONAL = ("HTTP_IF_NONE_MATCH", "HTTP_IF_MODIFIED_SINCE", "HTTP_IF_MATCH",
               "HTTP_IF_UNMODIFIED_SINCE", "HTTP_RANGE", "HTTP_IF_RANGE")


#: the request object behind Flask's proxy: one context lookup instead of one per use


@only(methods={"GET"})
def add_etag(response: Response) -> Response:
    """Give a successful API read an ETag and answer a matching If-None-Match with 304."""
    req = _current()
    if req.method != "GET" or response.status_code != 200 or response.is_streamed \
            or header(response.headers, "ETag") is not None \
            or not req.path.startswith("/api/") or response.mimetype == "text/event-stream":
        return response
    # what response.add_etag() does, without asking the headers once more for an ETag:
    # set_etag's quoted tag, appended by werkzeug's add (checked as its set; none there)
    response.headers.add("ETag", quote_etag(generate_etag(response.get_data())))
    add_vary(response, "Authorization")
    if not req.environ.keys().isdisjoint(CONDITIONAL):  # (any of them sent; asked in C)
        response.make_conditional(req)  # in place (it returns the same response)
    return response


def init_app(app: Flask) -> None:
    """Install :func:`add_etag` on every response."""
    app.after_request(add_etag)
