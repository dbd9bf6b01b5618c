"""What stands before the views: strict input, rate limits, the live-games and stream caps,
what shedding counts and how a client address counts, and the metrics counted for every
request."""
