"""Running the product, on top of the rest: the ``roadtrip`` command, gunicorn's settings and
bounded worker, and the embedded Redis.  Only the entry point (``create_app``) imports it."""
