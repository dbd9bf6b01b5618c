"""What answers HTTP: the resources (one Blueprint each) and their schemas, and the
headers, ETags, compression and web app files around every answer."""
