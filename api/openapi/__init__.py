"""The OpenAPI document: flask-smorest's spec with problem responses, the per-game typed
paths and schemas, examples and the document-wide metadata."""
