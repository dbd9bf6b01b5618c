"""Running the product: the ``roadtrip`` command, gunicorn's settings, the embedded Redis
and the LAN addresses it prints."""
