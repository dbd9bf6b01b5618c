"""The request and the app behind Flask's proxies, each taken with one call.

``request.x`` or ``current_app.x`` resolves the proxy on every attribute (three
calls each); a hook or helper that reads several attributes takes the object
once with werkzeug's documented ``_get_current_object`` and reads it plainly.
The one home of these readers, imported by every module that needs them.
"""

from __future__ import annotations

from typing import cast

from flask import Flask, Request, current_app, request
from flask.ctx import RequestContext
from flask.globals import request_ctx
from werkzeug.local import LocalProxy

#: the request being answered (raises outside a request, as the proxy does)
current_request = cast("LocalProxy[Request]", request)._get_current_object
#: the app answering it
current_flask = cast("LocalProxy[Flask]", current_app)._get_current_object
#: the request's context: the request and its app (``.request``, ``.app``) in one look-up,
#: for a caller that needs both
current_context = cast("LocalProxy[RequestContext]", request_ctx)._get_current_object
