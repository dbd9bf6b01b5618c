"""What stands before the views: strict input, rate limits, the live-games cap, and the
metrics counted for every request."""
